// Every GraphQL operation the app sends; codegen checks each against the
// schema and types its result and variables.
import { graphql } from './gql';

export const ViewerQuery = graphql(`
  query Viewer {
    viewer {
      subject
      role
      tenant {
        slug
        weight
        maxConcurrent
        maxQueueDepth
        budgetUsd
        spentUsd
        budgetPeriod
        trusted
      }
    }
  }
`);

export const RunRow = graphql(`
  fragment RunRow on Run {
    id
    correlationId
    status
    runtime
    runtimeVersion
    harnessName
    harnessVersion
    model
    caseID
    trigger
    createdAt
    startedAt
    finishedAt
    costUsd
    judgeCostUsd
    phase
    attemptCount
    scorecardID
    try
    result {
      verdict
      exitCode
    }
    error {
      code
      class
    }
  }
`);

export const RunsQuery = graphql(`
  query Runs($first: Int!, $after: Cursor, $where: RunWhereInput, $includeChildren: Boolean) {
    runs(first: $first, after: $after, where: $where, includeChildren: $includeChildren, orderBy: { field: CREATED_AT, direction: DESC }) {
      totalCount
      pageInfo {
        hasNextPage
        endCursor
      }
      edges {
        node {
          ...RunRow
        }
      }
    }
  }
`);

export const ScorecardNames = graphql(`
  query ScorecardNames($ids: [ID!]!) {
    scorecards(first: 100, where: { idIn: $ids }) {
      edges {
        node {
          id
          name
        }
      }
    }
  }
`);

export const FindCaseRun = graphql(`
  query FindCaseRun($where: RunWhereInput) {
    runs(first: 1, where: $where, includeChildren: true, orderBy: { field: CREATED_AT, direction: DESC }) {
      edges {
        node {
          id
        }
      }
    }
  }
`);

export const RunEventsSub = graphql(`
  subscription RunEvents {
    runEvents {
      ...RunRow
    }
  }
`);

export const RunFull = graphql(`
  fragment RunFull on Run {
    ...RunRow
    priority
    timeline {
      phase
      at
      durationMs
    }
    model
    placementPolicy
    liveTrace {
      traceId
      provider
      url
    }
    createdBy
    harnessVersion
    attempt
    answer
    answerCut
    waitingReason {
      code
      message
      position
    }
    case {
      id
      task
      image
      browser
      osUse
      repo {
        url
        ref
      }
      files {
        path
      }
      timeoutSec
      resources {
        memoryMb
        cpu
      }
      graders {
        kind
        command
        max
        rubric
        model
        samples
        passThreshold
        inputs
      }
      expected
    }
    harness {
      name
      version
      registered
      command
      image
      env {
        name
        secretRef
      }
    }
    result {
      verdict
      steps
      costUsd
      latencyMs
      exitCode
      limitHit
      output
      graders {
        kind
        passed
        value
        judge {
          score
          reasoning
          judgeModel
          selfGraded
          templateVersion
          unscoredReason
          attempts
          usage {
            inputTokens
            outputTokens
            costUsd
          }
        }
      }
      usage {
        inputTokens
        outputTokens
        steps
        costUsd
      }
    }
    error {
      code
      class
      message
    }
  }
`);

export const RunQuery = graphql(`
  query Run($id: ID!) {
    run(id: $id) {
      ...RunFull
    }
  }
`);

export const RunArtifactsQuery = graphql(`
  query RunArtifacts($id: ID!) {
    run(id: $id) {
      id
      artifacts {
        name
        kind
        size
        sha256
        contentType
        url
        attempt
      }
      result {
        artifactsDropped {
          name
          reason
        }
      }
    }
  }
`);

export const RunUpdatedSub = graphql(`
  subscription RunUpdated($id: ID!) {
    runUpdated(id: $id) {
      ...RunFull
    }
  }
`);

export const RunLogsQuery = graphql(`
  query RunLogs($id: ID!, $fromSeq: Int, $first: Int) {
    run(id: $id) {
      id
      logs(fromSeq: $fromSeq, first: $first) {
        seq
        stream
        text
        at
      }
    }
  }
`);

export const RunLogsSub = graphql(`
  subscription RunLogTail($id: ID!, $fromSeq: Int) {
    runLogs(id: $id, fromSeq: $fromSeq) {
      seq
      stream
      text
      at
    }
  }
`);

export const RunLogMeta = graphql(`
  query RunLogMeta($id: ID!) {
    run(id: $id) {
      id
      lastLogSeq
    }
  }
`);

export const RunLogSearch = graphql(`
  query RunLogSearch($id: ID!, $query: String!, $after: Int) {
    run(id: $id) {
      id
      logSearch(query: $query, after: $after, first: 100) {
        total
        seqs
      }
    }
  }
`);

export const CancelRun = graphql(`
  mutation CancelRun($id: ID!) {
    cancelRun(id: $id) {
      ...RunFull
    }
  }
`);

export const ExecInRun = graphql(`
  mutation ExecInRun($id: ID!, $command: [String!]!) {
    execInRun(id: $id, command: $command) {
      stdout
      stderr
      exitCode
      timedOut
      truncated
    }
  }
`);

export const IssueTerminalTicket = graphql(`
  mutation IssueTerminalTicket($id: ID!) {
    issueTerminalTicket(id: $id) {
      url
      expiresAt
    }
  }
`);

export const RunScreenSub = graphql(`
  subscription RunScreen($id: ID!) {
    runScreen(id: $id) {
      at
      png
      unavailable
    }
  }
`);

export const SaveRunScreen = graphql(`
  mutation SaveRunScreen($id: ID!) {
    saveRunScreen(id: $id) {
      name
      size
    }
  }
`);

export const SubmitRun = graphql(`
  mutation SubmitRun($input: SubmitRunInput!) {
    submitRun(input: $input) {
      id
    }
  }
`);

export const RuntimesQuery = graphql(`
  query Runtimes($first: Int!, $after: Cursor) {
    runtimes(first: $first, after: $after, orderBy: { field: NAME, direction: ASC }) {
      totalCount
      pageInfo {
        hasNextPage
        endCursor
      }
      edges {
        node {
          id
          name
          kind
          shared
          createdAt
          latest {
            version
            capabilities
            tags
          }
        }
      }
    }
  }
`);

export const RuntimeQuery = graphql(`
  query Runtime($name: String!) {
    runtime(name: $name) {
      id
      name
      kind
      shared
      createdAt
      versions {
        id
        version
        capabilities
        archived
        createdAt
        tags
        spec {
          costPerHourUsd
          capabilities
          admission {
            maxConcurrent
            memoryBudgetMb
            cpuBudget
          }
          local {
            hardened
          }
          nomad {
            addr
            region
            namespace
            datacenters
            driver
            dockerRuntime
            authSecret
          }
          k8s {
            apiServer
            context
            namespace
            runtimeClass
            kubeconfigSecret
          }
        }
      }
    }
  }
`);

export const ValidateRuntime = graphql(`
  mutation ValidateRuntime($input: RuntimeSpecInput!) {
    validateRuntime(input: $input) {
      valid
      problems {
        field
        message
      }
      capabilities
    }
  }
`);

export const RegisterRuntime = graphql(`
  mutation RegisterRuntime($input: RuntimeSpecInput!) {
    registerRuntime(input: $input) {
      version
      capabilities
    }
  }
`);

export const ProbeRuntime = graphql(`
  mutation ProbeRuntime($name: String!, $ref: String) {
    probeRuntime(name: $name, ref: $ref) {
      reachable
      authenticated
      hardened
      message
      capabilities
    }
  }
`);

export const SetTags = graphql(`
  mutation SetRuntimeVersionTags($name: String!, $version: Int!, $tags: [String!]!) {
    setRuntimeVersionTags(name: $name, version: $version, tags: $tags) {
      version
      tags
    }
  }
`);

export const ArchiveVersion = graphql(`
  mutation ArchiveRuntimeVersion($name: String!, $version: Int!) {
    archiveRuntimeVersion(name: $name, version: $version) {
      version
      archived
    }
  }
`);

export const UnarchiveVersion = graphql(`
  mutation UnarchiveRuntimeVersion($name: String!, $version: Int!) {
    unarchiveRuntimeVersion(name: $name, version: $version) {
      version
      archived
    }
  }
`);

export const Vocabulary = graphql(`
  query CapabilityVocabulary {
    capabilityVocabulary {
      name
      kind
    }
  }
`);

export const QueueSub = graphql(`
  subscription QueueSnapshot {
    queueSnapshot {
      generatedAt
      tenants {
        tenant
        queued
        running
        weight
      }
      runtimes {
        ...Load
      }
    }
  }
`);

export const LoadFragment = graphql(`
  fragment Load on RuntimeLoad {
    runtime
    slots
    inFlight
    circuit
    holders {
      run
      correlationId
      tenant
    }
    otherHolders
    queued
    p50DurationMs
    estimatedWaitMs
  }
`);

export const QueuePast = graphql(`
  query QueueHistory {
    queueHistory {
      at
      tenants {
        tenant
        queued
        running
        weight
      }
      runtimes {
        runtime
        inFlight
      }
    }
  }
`);

export const QueueLoadQuery = graphql(`
  query QueueLoad {
    queue {
      runtimes {
        ...Load
      }
    }
  }
`);

export const QueuedRuns = graphql(`
  query QueuedRuns {
    runs(first: 50, where: { status: QUEUED }, includeChildren: true, orderBy: { field: CREATED_AT, direction: ASC }) {
      totalCount
      edges {
        node {
          id
          correlationId
          runtime
          createdAt
          waitingReason {
            code
            message
            position
          }
        }
      }
    }
  }
`);

export const SetTenantPolicy = graphql(`
  mutation SetTenantPolicy($input: TenantPolicyInput!) {
    setTenantPolicy(input: $input) {
      slug
      weight
      maxConcurrent
      maxQueueDepth
      budgetUsd
      spentUsd
      budgetPeriod
      trusted
    }
  }
`);

export const SetSecret = graphql(`
  mutation SetSecret($name: String!, $value: String!, $purpose: SecretPurpose, $personal: Boolean) {
    setSecret(name: $name, value: $value, purpose: $purpose, personal: $personal) {
      name
      purpose
      owner
      updatedAt
    }
  }
`);

export const RotateWebhookSecret = graphql(`
  mutation RotateWebhookSecret {
    rotateWebhookSecret
  }
`);

export const TokenRow = graphql(`
  fragment TokenRow on APIToken {
    id
    subject
    role
    createdAt
    lastUsedAt
    expiresAt
    revokedAt
  }
`);

export const TokensQuery = graphql(`
  query Tokens {
    tokens {
      ...TokenRow
    }
  }
`);

export const CreateToken = graphql(`
  mutation CreateToken($role: Role!, $subject: String, $expiresIn: Int) {
    createToken(role: $role, subject: $subject, expiresIn: $expiresIn) {
      token
      apiToken {
        ...TokenRow
      }
    }
  }
`);

export const RevokeToken = graphql(`
  mutation RevokeToken($id: ID!) {
    revokeToken(id: $id) {
      ...TokenRow
    }
  }
`);

export const SecretsQuery = graphql(`
  query Secrets {
    secrets {
      name
      purpose
      owner
      createdAt
      updatedAt
    }
  }
`);

export const ScorecardRow = graphql(`
  fragment ScorecardRow on Scorecard {
    id
    name
    harnessName
    runtime
    status
    total
    createdBy
    createdAt
    finishedAt
  }
`);

export const ScorecardsQuery = graphql(`
  query Scorecards($first: Int!, $after: Cursor) {
    scorecards(first: $first, after: $after, orderBy: { field: CREATED_AT, direction: DESC }) {
      totalCount
      pageInfo {
        hasNextPage
        endCursor
      }
      edges {
        node {
          ...ScorecardRow
          aggregate {
            cases
            passed
            failed
            errored
            unscored
            passRate
          }
        }
      }
    }
  }
`);

export const ScorecardFull = graphql(`
  fragment ScorecardFull on Scorecard {
    ...ScorecardRow
    maxAttempts
    priority
    waitingReason
    aggregate {
      cases
      queued
      running
      passed
      failed
      errored
      canceled
      unscored
      retries
      passRate
      passRateLow
      passRateHigh
      costUsd
      judgeCostUsd
      latencyP50Ms
      latencyP95Ms
      runtimes {
        runtime
        cases
        passed
        failed
        errored
        costUsd
      }
      models {
        model
        cases
        passed
        failed
        errored
        passRate
        costUsd
      }
      graders {
        kind
        passed
        failed
        unscored
      }
      failures {
        class
        code
        count
      }
    }
  }
`);

export const ScorecardQuery = graphql(`
  query Scorecard($id: ID!) {
    scorecard(id: $id) {
      ...ScorecardFull
    }
  }
`);

export const ScorecardUpdatedSub = graphql(`
  subscription ScorecardUpdated($id: ID!) {
    scorecardUpdated(id: $id) {
      ...ScorecardFull
    }
  }
`);

export const CancelScorecard = graphql(`
  mutation CancelScorecard($id: ID!) {
    cancelScorecard(id: $id) {
      ...ScorecardFull
    }
  }
`);

export const SubmitScorecard = graphql(`
  mutation SubmitScorecard($input: SubmitScorecardInput!) {
    submitScorecard(input: $input) {
      id
    }
  }
`);

export const ScorecardRuns = graphql(`
  query ScorecardRuns($scorecard: Int!, $first: Int!, $after: Cursor) {
    runs(first: $first, after: $after, where: { scorecardID: $scorecard }, orderBy: { field: CREATED_AT, direction: ASC }) {
      totalCount
      pageInfo {
        hasNextPage
        endCursor
      }
      edges {
        node {
          ...RunRow
        }
      }
    }
  }
`);

export const ScorecardSide = graphql(`
  fragment ScorecardSide on Scorecard {
    id
    name
    status
    total
    createdAt
    aggregate {
      cases
      passed
      failed
      errored
      passRate
      passRateLow
      passRateHigh
      runtimes {
        runtime
        cases
        passed
        failed
        errored
      }
    }
  }
`);

export const ScorecardTrend = graphql(`
  query ScorecardTrend($name: String!, $last: Int) {
    scorecardTrend(name: $name, last: $last) {
      scorecard {
        id
      }
      createdAt
      status
      decided
      passRate
      passRateLow
      passRateHigh
      latencyP50Ms
      latencyP95Ms
    }
  }
`);

export const CompareScorecards = graphql(`
  query CompareScorecards($a: ID!, $b: ID!) {
    compareScorecards(a: $a, b: $b) {
      paired
      regressed
      fixed
      passRateA
      passRateB
      pValue
      significant
    }
    a: scorecard(id: $a) {
      ...ScorecardSide
    }
    b: scorecard(id: $b) {
      ...ScorecardSide
    }
  }
`);

export const CaseRuns = graphql(`
  query CaseRuns($a: Int!, $b: Int!, $cases: [String!]!) {
    a: runs(first: 100, where: { scorecardID: $a, caseIDIn: $cases }, orderBy: { field: CREATED_AT, direction: ASC }) {
      edges {
        node {
          id
          caseID
          try
          status
          result {
            verdict
          }
          error {
            class
          }
        }
      }
    }
    b: runs(first: 100, where: { scorecardID: $b, caseIDIn: $cases }, orderBy: { field: CREATED_AT, direction: ASC }) {
      edges {
        node {
          id
          caseID
          try
          status
          result {
            verdict
          }
          error {
            class
          }
        }
      }
    }
  }
`);

export const HarnessesQuery = graphql(`
  query Harnesses($first: Int!, $after: Cursor) {
    harnesses(first: $first, after: $after, orderBy: { field: NAME, direction: ASC }) {
      pageInfo {
        hasNextPage
        endCursor
      }
      edges {
        node {
          id
          name
          shared
          latest {
            version
          }
          versions {
            id
            version
            digest
            archived
            tags
            createdAt
            spec {
              description
              command
              image
              env {
                name
                secretRef
              }
              model {
                default
                required
              }
            }
          }
        }
      }
    }
  }
`);

export const ModelProviderRow = graphql(`
  fragment ModelProviderRow on ModelProvider {
    name
    kind
    baseUrl
    apiKeySecret
    inputUsdPerMTok
    outputUsdPerMTok
    updatedAt
  }
`);

export const ModelProvidersQuery = graphql(`
  query ModelProviders {
    modelProviders {
      ...ModelProviderRow
    }
  }
`);

export const RegisterModelProvider = graphql(`
  mutation RegisterModelProvider($input: ModelProviderInput!) {
    registerModelProvider(input: $input) {
      ...ModelProviderRow
    }
  }
`);

export const DeleteModelProvider = graphql(`
  mutation DeleteModelProvider($name: String!) {
    deleteModelProvider(name: $name)
  }
`);

export const SubmitRuntimeLoads = graphql(`
  query SubmitRuntimeLoads {
    queue {
      runtimes {
        runtime
        slots
        inFlight
        circuit
      }
    }
  }
`);
