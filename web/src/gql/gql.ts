/* eslint-disable */
import * as types from './graphql';



/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  query Viewer {\n    viewer {\n      subject\n      role\n      tenant {\n        slug\n        weight\n        maxConcurrent\n        maxQueueDepth\n        budgetUsd\n        spentUsd\n        budgetPeriod\n        trusted\n      }\n    }\n  }\n": typeof types.ViewerDocument,
    "\n  fragment RunRow on Run {\n    id\n    correlationId\n    status\n    runtime\n    runtimeVersion\n    harnessName\n    harnessVersion\n    model\n    caseID\n    trigger\n    createdAt\n    startedAt\n    finishedAt\n    costUsd\n    judgeCostUsd\n    phase\n    attemptCount\n    scorecardID\n    try\n    result {\n      verdict\n      exitCode\n    }\n    error {\n      code\n      class\n    }\n  }\n": typeof types.RunRowFragmentDoc,
    "\n  query Runs($first: Int!, $after: Cursor, $where: RunWhereInput, $includeChildren: Boolean) {\n    runs(first: $first, after: $after, where: $where, includeChildren: $includeChildren, orderBy: { field: CREATED_AT, direction: DESC }) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        node {\n          ...RunRow\n        }\n      }\n    }\n  }\n": typeof types.RunsDocument,
    "\n  query ScorecardNames($ids: [ID!]!) {\n    scorecards(first: 100, where: { idIn: $ids }) {\n      edges {\n        node {\n          id\n          name\n        }\n      }\n    }\n  }\n": typeof types.ScorecardNamesDocument,
    "\n  query FindCaseRun($where: RunWhereInput) {\n    runs(first: 1, where: $where, includeChildren: true, orderBy: { field: CREATED_AT, direction: DESC }) {\n      edges {\n        node {\n          id\n        }\n      }\n    }\n  }\n": typeof types.FindCaseRunDocument,
    "\n  subscription RunEvents {\n    runEvents {\n      ...RunRow\n    }\n  }\n": typeof types.RunEventsDocument,
    "\n  fragment RunFull on Run {\n    ...RunRow\n    priority\n    timeline {\n      phase\n      at\n      durationMs\n    }\n    model\n    placementPolicy\n    liveTrace {\n      traceId\n      provider\n      url\n    }\n    createdBy\n    harnessVersion\n    attempt\n    answer\n    answerCut\n    waitingReason {\n      code\n      message\n      position\n    }\n    case {\n      id\n      task\n      image\n      browser\n      osUse\n      repo {\n        url\n        ref\n      }\n      files {\n        path\n      }\n      timeoutSec\n      resources {\n        memoryMb\n        cpu\n      }\n      graders {\n        kind\n        command\n        max\n        rubric\n        model\n        samples\n        passThreshold\n        inputs\n      }\n      expected\n    }\n    harness {\n      name\n      version\n      registered\n      command\n      image\n      env {\n        name\n        secretRef\n      }\n    }\n    result {\n      verdict\n      steps\n      costUsd\n      latencyMs\n      exitCode\n      limitHit\n      output\n      graders {\n        kind\n        passed\n        value\n        judge {\n          score\n          reasoning\n          judgeModel\n          selfGraded\n          templateVersion\n          unscoredReason\n          attempts\n          usage {\n            inputTokens\n            outputTokens\n            costUsd\n          }\n        }\n      }\n      usage {\n        inputTokens\n        outputTokens\n        steps\n        costUsd\n      }\n    }\n    error {\n      code\n      class\n      message\n    }\n  }\n": typeof types.RunFullFragmentDoc,
    "\n  query Run($id: ID!) {\n    run(id: $id) {\n      ...RunFull\n    }\n  }\n": typeof types.RunDocument,
    "\n  query RunArtifacts($id: ID!) {\n    run(id: $id) {\n      id\n      artifacts {\n        name\n        kind\n        size\n        sha256\n        contentType\n        url\n        attempt\n      }\n      result {\n        artifactsDropped {\n          name\n          reason\n        }\n      }\n    }\n  }\n": typeof types.RunArtifactsDocument,
    "\n  subscription RunUpdated($id: ID!) {\n    runUpdated(id: $id) {\n      ...RunFull\n    }\n  }\n": typeof types.RunUpdatedDocument,
    "\n  query RunLogs($id: ID!, $fromSeq: Int, $first: Int) {\n    run(id: $id) {\n      id\n      logs(fromSeq: $fromSeq, first: $first) {\n        seq\n        stream\n        text\n        at\n      }\n    }\n  }\n": typeof types.RunLogsDocument,
    "\n  subscription RunLogTail($id: ID!, $fromSeq: Int) {\n    runLogs(id: $id, fromSeq: $fromSeq) {\n      seq\n      stream\n      text\n      at\n    }\n  }\n": typeof types.RunLogTailDocument,
    "\n  query RunLogMeta($id: ID!) {\n    run(id: $id) {\n      id\n      lastLogSeq\n    }\n  }\n": typeof types.RunLogMetaDocument,
    "\n  query RunLogSearch($id: ID!, $query: String!, $after: Int) {\n    run(id: $id) {\n      id\n      logSearch(query: $query, after: $after, first: 100) {\n        total\n        seqs\n      }\n    }\n  }\n": typeof types.RunLogSearchDocument,
    "\n  mutation CancelRun($id: ID!) {\n    cancelRun(id: $id) {\n      ...RunFull\n    }\n  }\n": typeof types.CancelRunDocument,
    "\n  mutation ExecInRun($id: ID!, $command: [String!]!) {\n    execInRun(id: $id, command: $command) {\n      stdout\n      stderr\n      exitCode\n      timedOut\n      truncated\n    }\n  }\n": typeof types.ExecInRunDocument,
    "\n  mutation IssueTerminalTicket($id: ID!) {\n    issueTerminalTicket(id: $id) {\n      url\n      expiresAt\n    }\n  }\n": typeof types.IssueTerminalTicketDocument,
    "\n  subscription RunScreen($id: ID!) {\n    runScreen(id: $id) {\n      at\n      png\n      unavailable\n    }\n  }\n": typeof types.RunScreenDocument,
    "\n  mutation SaveRunScreen($id: ID!) {\n    saveRunScreen(id: $id) {\n      name\n      size\n    }\n  }\n": typeof types.SaveRunScreenDocument,
    "\n  mutation SubmitRun($input: SubmitRunInput!) {\n    submitRun(input: $input) {\n      id\n    }\n  }\n": typeof types.SubmitRunDocument,
    "\n  query Runtimes($first: Int!, $after: Cursor) {\n    runtimes(first: $first, after: $after, orderBy: { field: NAME, direction: ASC }) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        node {\n          id\n          name\n          kind\n          shared\n          createdAt\n          latest {\n            version\n            capabilities\n            tags\n          }\n        }\n      }\n    }\n  }\n": typeof types.RuntimesDocument,
    "\n  query Runtime($name: String!) {\n    runtime(name: $name) {\n      id\n      name\n      kind\n      shared\n      createdAt\n      versions {\n        id\n        version\n        capabilities\n        archived\n        createdAt\n        tags\n        spec {\n          costPerHourUsd\n          capabilities\n          admission {\n            maxConcurrent\n            memoryBudgetMb\n            cpuBudget\n          }\n          local {\n            hardened\n          }\n          nomad {\n            addr\n            region\n            namespace\n            datacenters\n            driver\n            dockerRuntime\n            authSecret\n          }\n          k8s {\n            apiServer\n            context\n            namespace\n            runtimeClass\n            kubeconfigSecret\n          }\n        }\n      }\n    }\n  }\n": typeof types.RuntimeDocument,
    "\n  mutation ValidateRuntime($input: RuntimeSpecInput!) {\n    validateRuntime(input: $input) {\n      valid\n      problems {\n        field\n        message\n      }\n      capabilities\n    }\n  }\n": typeof types.ValidateRuntimeDocument,
    "\n  mutation RegisterRuntime($input: RuntimeSpecInput!) {\n    registerRuntime(input: $input) {\n      version\n      capabilities\n    }\n  }\n": typeof types.RegisterRuntimeDocument,
    "\n  mutation ProbeRuntime($name: String!, $ref: String) {\n    probeRuntime(name: $name, ref: $ref) {\n      reachable\n      authenticated\n      hardened\n      message\n      capabilities\n    }\n  }\n": typeof types.ProbeRuntimeDocument,
    "\n  mutation SetRuntimeVersionTags($name: String!, $version: Int!, $tags: [String!]!) {\n    setRuntimeVersionTags(name: $name, version: $version, tags: $tags) {\n      version\n      tags\n    }\n  }\n": typeof types.SetRuntimeVersionTagsDocument,
    "\n  mutation ArchiveRuntimeVersion($name: String!, $version: Int!) {\n    archiveRuntimeVersion(name: $name, version: $version) {\n      version\n      archived\n    }\n  }\n": typeof types.ArchiveRuntimeVersionDocument,
    "\n  mutation UnarchiveRuntimeVersion($name: String!, $version: Int!) {\n    unarchiveRuntimeVersion(name: $name, version: $version) {\n      version\n      archived\n    }\n  }\n": typeof types.UnarchiveRuntimeVersionDocument,
    "\n  query CapabilityVocabulary {\n    capabilityVocabulary {\n      name\n      kind\n    }\n  }\n": typeof types.CapabilityVocabularyDocument,
    "\n  subscription QueueSnapshot {\n    queueSnapshot {\n      generatedAt\n      tenants {\n        tenant\n        queued\n        running\n        weight\n      }\n      runtimes {\n        ...Load\n      }\n    }\n  }\n": typeof types.QueueSnapshotDocument,
    "\n  fragment Load on RuntimeLoad {\n    runtime\n    slots\n    inFlight\n    circuit\n    holders {\n      run\n      correlationId\n      tenant\n    }\n    otherHolders\n    queued\n    p50DurationMs\n    estimatedWaitMs\n  }\n": typeof types.LoadFragmentDoc,
    "\n  query QueueHistory {\n    queueHistory {\n      at\n      tenants {\n        tenant\n        queued\n        running\n        weight\n      }\n      runtimes {\n        runtime\n        inFlight\n      }\n    }\n  }\n": typeof types.QueueHistoryDocument,
    "\n  query QueueLoad {\n    queue {\n      runtimes {\n        ...Load\n      }\n    }\n  }\n": typeof types.QueueLoadDocument,
    "\n  query QueuedRuns {\n    runs(first: 50, where: { status: QUEUED }, includeChildren: true, orderBy: { field: CREATED_AT, direction: ASC }) {\n      totalCount\n      edges {\n        node {\n          id\n          correlationId\n          runtime\n          createdAt\n          waitingReason {\n            code\n            message\n            position\n          }\n        }\n      }\n    }\n  }\n": typeof types.QueuedRunsDocument,
    "\n  mutation SetTenantPolicy($input: TenantPolicyInput!) {\n    setTenantPolicy(input: $input) {\n      slug\n      weight\n      maxConcurrent\n      maxQueueDepth\n      budgetUsd\n      spentUsd\n      budgetPeriod\n      trusted\n    }\n  }\n": typeof types.SetTenantPolicyDocument,
    "\n  mutation SetSecret($name: String!, $value: String!, $purpose: SecretPurpose, $personal: Boolean) {\n    setSecret(name: $name, value: $value, purpose: $purpose, personal: $personal) {\n      name\n      purpose\n      owner\n      updatedAt\n    }\n  }\n": typeof types.SetSecretDocument,
    "\n  mutation RotateWebhookSecret {\n    rotateWebhookSecret\n  }\n": typeof types.RotateWebhookSecretDocument,
    "\n  fragment TokenRow on APIToken {\n    id\n    subject\n    role\n    createdAt\n    lastUsedAt\n    expiresAt\n    revokedAt\n  }\n": typeof types.TokenRowFragmentDoc,
    "\n  query Tokens {\n    tokens {\n      ...TokenRow\n    }\n  }\n": typeof types.TokensDocument,
    "\n  mutation CreateToken($role: Role!, $subject: String, $expiresIn: Int) {\n    createToken(role: $role, subject: $subject, expiresIn: $expiresIn) {\n      token\n      apiToken {\n        ...TokenRow\n      }\n    }\n  }\n": typeof types.CreateTokenDocument,
    "\n  mutation RevokeToken($id: ID!) {\n    revokeToken(id: $id) {\n      ...TokenRow\n    }\n  }\n": typeof types.RevokeTokenDocument,
    "\n  query Secrets {\n    secrets {\n      name\n      purpose\n      owner\n      createdAt\n      updatedAt\n    }\n  }\n": typeof types.SecretsDocument,
    "\n  fragment ScorecardRow on Scorecard {\n    id\n    name\n    harnessName\n    runtime\n    status\n    total\n    createdBy\n    createdAt\n    finishedAt\n  }\n": typeof types.ScorecardRowFragmentDoc,
    "\n  query Scorecards($first: Int!, $after: Cursor) {\n    scorecards(first: $first, after: $after, orderBy: { field: CREATED_AT, direction: DESC }) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        node {\n          ...ScorecardRow\n          aggregate {\n            cases\n            passed\n            failed\n            errored\n            unscored\n            passRate\n          }\n        }\n      }\n    }\n  }\n": typeof types.ScorecardsDocument,
    "\n  fragment ScorecardFull on Scorecard {\n    ...ScorecardRow\n    maxAttempts\n    priority\n    waitingReason\n    aggregate {\n      cases\n      queued\n      running\n      passed\n      failed\n      errored\n      canceled\n      unscored\n      retries\n      passRate\n      passRateLow\n      passRateHigh\n      costUsd\n      judgeCostUsd\n      latencyP50Ms\n      latencyP95Ms\n      runtimes {\n        runtime\n        cases\n        passed\n        failed\n        errored\n        costUsd\n      }\n      models {\n        model\n        cases\n        passed\n        failed\n        errored\n        passRate\n        costUsd\n      }\n      graders {\n        kind\n        passed\n        failed\n        unscored\n      }\n      failures {\n        class\n        code\n        count\n      }\n    }\n  }\n": typeof types.ScorecardFullFragmentDoc,
    "\n  query Scorecard($id: ID!) {\n    scorecard(id: $id) {\n      ...ScorecardFull\n    }\n  }\n": typeof types.ScorecardDocument,
    "\n  subscription ScorecardUpdated($id: ID!) {\n    scorecardUpdated(id: $id) {\n      ...ScorecardFull\n    }\n  }\n": typeof types.ScorecardUpdatedDocument,
    "\n  mutation CancelScorecard($id: ID!) {\n    cancelScorecard(id: $id) {\n      ...ScorecardFull\n    }\n  }\n": typeof types.CancelScorecardDocument,
    "\n  mutation SubmitScorecard($input: SubmitScorecardInput!) {\n    submitScorecard(input: $input) {\n      id\n    }\n  }\n": typeof types.SubmitScorecardDocument,
    "\n  query ScorecardRuns($scorecard: Int!, $first: Int!, $after: Cursor) {\n    runs(first: $first, after: $after, where: { scorecardID: $scorecard }, orderBy: { field: CREATED_AT, direction: ASC }) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        node {\n          ...RunRow\n        }\n      }\n    }\n  }\n": typeof types.ScorecardRunsDocument,
    "\n  fragment ScorecardSide on Scorecard {\n    id\n    name\n    status\n    total\n    createdAt\n    aggregate {\n      cases\n      passed\n      failed\n      errored\n      passRate\n      passRateLow\n      passRateHigh\n      runtimes {\n        runtime\n        cases\n        passed\n        failed\n        errored\n      }\n    }\n  }\n": typeof types.ScorecardSideFragmentDoc,
    "\n  query ScorecardTrend($name: String!, $last: Int) {\n    scorecardTrend(name: $name, last: $last) {\n      scorecard {\n        id\n      }\n      createdAt\n      status\n      decided\n      passRate\n      passRateLow\n      passRateHigh\n      latencyP50Ms\n      latencyP95Ms\n    }\n  }\n": typeof types.ScorecardTrendDocument,
    "\n  query CompareScorecards($a: ID!, $b: ID!) {\n    compareScorecards(a: $a, b: $b) {\n      paired\n      regressed\n      fixed\n      passRateA\n      passRateB\n      pValue\n      significant\n    }\n    a: scorecard(id: $a) {\n      ...ScorecardSide\n    }\n    b: scorecard(id: $b) {\n      ...ScorecardSide\n    }\n  }\n": typeof types.CompareScorecardsDocument,
    "\n  query CaseRuns($a: Int!, $b: Int!, $cases: [String!]!) {\n    a: runs(first: 100, where: { scorecardID: $a, caseIDIn: $cases }, orderBy: { field: CREATED_AT, direction: ASC }) {\n      edges {\n        node {\n          id\n          caseID\n          try\n          status\n          result {\n            verdict\n          }\n          error {\n            class\n          }\n        }\n      }\n    }\n    b: runs(first: 100, where: { scorecardID: $b, caseIDIn: $cases }, orderBy: { field: CREATED_AT, direction: ASC }) {\n      edges {\n        node {\n          id\n          caseID\n          try\n          status\n          result {\n            verdict\n          }\n          error {\n            class\n          }\n        }\n      }\n    }\n  }\n": typeof types.CaseRunsDocument,
    "\n  query Harnesses($first: Int!, $after: Cursor) {\n    harnesses(first: $first, after: $after, orderBy: { field: NAME, direction: ASC }) {\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        node {\n          id\n          name\n          shared\n          latest {\n            version\n          }\n          versions {\n            id\n            version\n            digest\n            archived\n            tags\n            createdAt\n            spec {\n              description\n              command\n              image\n              env {\n                name\n                secretRef\n              }\n              model {\n                default\n                required\n              }\n            }\n          }\n        }\n      }\n    }\n  }\n": typeof types.HarnessesDocument,
    "\n  fragment ModelProviderRow on ModelProvider {\n    name\n    kind\n    baseUrl\n    apiKeySecret\n    inputUsdPerMTok\n    outputUsdPerMTok\n    updatedAt\n  }\n": typeof types.ModelProviderRowFragmentDoc,
    "\n  query ModelProviders {\n    modelProviders {\n      ...ModelProviderRow\n    }\n  }\n": typeof types.ModelProvidersDocument,
    "\n  mutation RegisterModelProvider($input: ModelProviderInput!) {\n    registerModelProvider(input: $input) {\n      ...ModelProviderRow\n    }\n  }\n": typeof types.RegisterModelProviderDocument,
    "\n  mutation DeleteModelProvider($name: String!) {\n    deleteModelProvider(name: $name)\n  }\n": typeof types.DeleteModelProviderDocument,
    "\n  query SubmitRuntimeLoads {\n    queue {\n      runtimes {\n        runtime\n        slots\n        inFlight\n        circuit\n      }\n    }\n  }\n": typeof types.SubmitRuntimeLoadsDocument,
};
const documents: Documents = {
    "\n  query Viewer {\n    viewer {\n      subject\n      role\n      tenant {\n        slug\n        weight\n        maxConcurrent\n        maxQueueDepth\n        budgetUsd\n        spentUsd\n        budgetPeriod\n        trusted\n      }\n    }\n  }\n": types.ViewerDocument,
    "\n  fragment RunRow on Run {\n    id\n    correlationId\n    status\n    runtime\n    runtimeVersion\n    harnessName\n    harnessVersion\n    model\n    caseID\n    trigger\n    createdAt\n    startedAt\n    finishedAt\n    costUsd\n    judgeCostUsd\n    phase\n    attemptCount\n    scorecardID\n    try\n    result {\n      verdict\n      exitCode\n    }\n    error {\n      code\n      class\n    }\n  }\n": types.RunRowFragmentDoc,
    "\n  query Runs($first: Int!, $after: Cursor, $where: RunWhereInput, $includeChildren: Boolean) {\n    runs(first: $first, after: $after, where: $where, includeChildren: $includeChildren, orderBy: { field: CREATED_AT, direction: DESC }) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        node {\n          ...RunRow\n        }\n      }\n    }\n  }\n": types.RunsDocument,
    "\n  query ScorecardNames($ids: [ID!]!) {\n    scorecards(first: 100, where: { idIn: $ids }) {\n      edges {\n        node {\n          id\n          name\n        }\n      }\n    }\n  }\n": types.ScorecardNamesDocument,
    "\n  query FindCaseRun($where: RunWhereInput) {\n    runs(first: 1, where: $where, includeChildren: true, orderBy: { field: CREATED_AT, direction: DESC }) {\n      edges {\n        node {\n          id\n        }\n      }\n    }\n  }\n": types.FindCaseRunDocument,
    "\n  subscription RunEvents {\n    runEvents {\n      ...RunRow\n    }\n  }\n": types.RunEventsDocument,
    "\n  fragment RunFull on Run {\n    ...RunRow\n    priority\n    timeline {\n      phase\n      at\n      durationMs\n    }\n    model\n    placementPolicy\n    liveTrace {\n      traceId\n      provider\n      url\n    }\n    createdBy\n    harnessVersion\n    attempt\n    answer\n    answerCut\n    waitingReason {\n      code\n      message\n      position\n    }\n    case {\n      id\n      task\n      image\n      browser\n      osUse\n      repo {\n        url\n        ref\n      }\n      files {\n        path\n      }\n      timeoutSec\n      resources {\n        memoryMb\n        cpu\n      }\n      graders {\n        kind\n        command\n        max\n        rubric\n        model\n        samples\n        passThreshold\n        inputs\n      }\n      expected\n    }\n    harness {\n      name\n      version\n      registered\n      command\n      image\n      env {\n        name\n        secretRef\n      }\n    }\n    result {\n      verdict\n      steps\n      costUsd\n      latencyMs\n      exitCode\n      limitHit\n      output\n      graders {\n        kind\n        passed\n        value\n        judge {\n          score\n          reasoning\n          judgeModel\n          selfGraded\n          templateVersion\n          unscoredReason\n          attempts\n          usage {\n            inputTokens\n            outputTokens\n            costUsd\n          }\n        }\n      }\n      usage {\n        inputTokens\n        outputTokens\n        steps\n        costUsd\n      }\n    }\n    error {\n      code\n      class\n      message\n    }\n  }\n": types.RunFullFragmentDoc,
    "\n  query Run($id: ID!) {\n    run(id: $id) {\n      ...RunFull\n    }\n  }\n": types.RunDocument,
    "\n  query RunArtifacts($id: ID!) {\n    run(id: $id) {\n      id\n      artifacts {\n        name\n        kind\n        size\n        sha256\n        contentType\n        url\n        attempt\n      }\n      result {\n        artifactsDropped {\n          name\n          reason\n        }\n      }\n    }\n  }\n": types.RunArtifactsDocument,
    "\n  subscription RunUpdated($id: ID!) {\n    runUpdated(id: $id) {\n      ...RunFull\n    }\n  }\n": types.RunUpdatedDocument,
    "\n  query RunLogs($id: ID!, $fromSeq: Int, $first: Int) {\n    run(id: $id) {\n      id\n      logs(fromSeq: $fromSeq, first: $first) {\n        seq\n        stream\n        text\n        at\n      }\n    }\n  }\n": types.RunLogsDocument,
    "\n  subscription RunLogTail($id: ID!, $fromSeq: Int) {\n    runLogs(id: $id, fromSeq: $fromSeq) {\n      seq\n      stream\n      text\n      at\n    }\n  }\n": types.RunLogTailDocument,
    "\n  query RunLogMeta($id: ID!) {\n    run(id: $id) {\n      id\n      lastLogSeq\n    }\n  }\n": types.RunLogMetaDocument,
    "\n  query RunLogSearch($id: ID!, $query: String!, $after: Int) {\n    run(id: $id) {\n      id\n      logSearch(query: $query, after: $after, first: 100) {\n        total\n        seqs\n      }\n    }\n  }\n": types.RunLogSearchDocument,
    "\n  mutation CancelRun($id: ID!) {\n    cancelRun(id: $id) {\n      ...RunFull\n    }\n  }\n": types.CancelRunDocument,
    "\n  mutation ExecInRun($id: ID!, $command: [String!]!) {\n    execInRun(id: $id, command: $command) {\n      stdout\n      stderr\n      exitCode\n      timedOut\n      truncated\n    }\n  }\n": types.ExecInRunDocument,
    "\n  mutation IssueTerminalTicket($id: ID!) {\n    issueTerminalTicket(id: $id) {\n      url\n      expiresAt\n    }\n  }\n": types.IssueTerminalTicketDocument,
    "\n  subscription RunScreen($id: ID!) {\n    runScreen(id: $id) {\n      at\n      png\n      unavailable\n    }\n  }\n": types.RunScreenDocument,
    "\n  mutation SaveRunScreen($id: ID!) {\n    saveRunScreen(id: $id) {\n      name\n      size\n    }\n  }\n": types.SaveRunScreenDocument,
    "\n  mutation SubmitRun($input: SubmitRunInput!) {\n    submitRun(input: $input) {\n      id\n    }\n  }\n": types.SubmitRunDocument,
    "\n  query Runtimes($first: Int!, $after: Cursor) {\n    runtimes(first: $first, after: $after, orderBy: { field: NAME, direction: ASC }) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        node {\n          id\n          name\n          kind\n          shared\n          createdAt\n          latest {\n            version\n            capabilities\n            tags\n          }\n        }\n      }\n    }\n  }\n": types.RuntimesDocument,
    "\n  query Runtime($name: String!) {\n    runtime(name: $name) {\n      id\n      name\n      kind\n      shared\n      createdAt\n      versions {\n        id\n        version\n        capabilities\n        archived\n        createdAt\n        tags\n        spec {\n          costPerHourUsd\n          capabilities\n          admission {\n            maxConcurrent\n            memoryBudgetMb\n            cpuBudget\n          }\n          local {\n            hardened\n          }\n          nomad {\n            addr\n            region\n            namespace\n            datacenters\n            driver\n            dockerRuntime\n            authSecret\n          }\n          k8s {\n            apiServer\n            context\n            namespace\n            runtimeClass\n            kubeconfigSecret\n          }\n        }\n      }\n    }\n  }\n": types.RuntimeDocument,
    "\n  mutation ValidateRuntime($input: RuntimeSpecInput!) {\n    validateRuntime(input: $input) {\n      valid\n      problems {\n        field\n        message\n      }\n      capabilities\n    }\n  }\n": types.ValidateRuntimeDocument,
    "\n  mutation RegisterRuntime($input: RuntimeSpecInput!) {\n    registerRuntime(input: $input) {\n      version\n      capabilities\n    }\n  }\n": types.RegisterRuntimeDocument,
    "\n  mutation ProbeRuntime($name: String!, $ref: String) {\n    probeRuntime(name: $name, ref: $ref) {\n      reachable\n      authenticated\n      hardened\n      message\n      capabilities\n    }\n  }\n": types.ProbeRuntimeDocument,
    "\n  mutation SetRuntimeVersionTags($name: String!, $version: Int!, $tags: [String!]!) {\n    setRuntimeVersionTags(name: $name, version: $version, tags: $tags) {\n      version\n      tags\n    }\n  }\n": types.SetRuntimeVersionTagsDocument,
    "\n  mutation ArchiveRuntimeVersion($name: String!, $version: Int!) {\n    archiveRuntimeVersion(name: $name, version: $version) {\n      version\n      archived\n    }\n  }\n": types.ArchiveRuntimeVersionDocument,
    "\n  mutation UnarchiveRuntimeVersion($name: String!, $version: Int!) {\n    unarchiveRuntimeVersion(name: $name, version: $version) {\n      version\n      archived\n    }\n  }\n": types.UnarchiveRuntimeVersionDocument,
    "\n  query CapabilityVocabulary {\n    capabilityVocabulary {\n      name\n      kind\n    }\n  }\n": types.CapabilityVocabularyDocument,
    "\n  subscription QueueSnapshot {\n    queueSnapshot {\n      generatedAt\n      tenants {\n        tenant\n        queued\n        running\n        weight\n      }\n      runtimes {\n        ...Load\n      }\n    }\n  }\n": types.QueueSnapshotDocument,
    "\n  fragment Load on RuntimeLoad {\n    runtime\n    slots\n    inFlight\n    circuit\n    holders {\n      run\n      correlationId\n      tenant\n    }\n    otherHolders\n    queued\n    p50DurationMs\n    estimatedWaitMs\n  }\n": types.LoadFragmentDoc,
    "\n  query QueueHistory {\n    queueHistory {\n      at\n      tenants {\n        tenant\n        queued\n        running\n        weight\n      }\n      runtimes {\n        runtime\n        inFlight\n      }\n    }\n  }\n": types.QueueHistoryDocument,
    "\n  query QueueLoad {\n    queue {\n      runtimes {\n        ...Load\n      }\n    }\n  }\n": types.QueueLoadDocument,
    "\n  query QueuedRuns {\n    runs(first: 50, where: { status: QUEUED }, includeChildren: true, orderBy: { field: CREATED_AT, direction: ASC }) {\n      totalCount\n      edges {\n        node {\n          id\n          correlationId\n          runtime\n          createdAt\n          waitingReason {\n            code\n            message\n            position\n          }\n        }\n      }\n    }\n  }\n": types.QueuedRunsDocument,
    "\n  mutation SetTenantPolicy($input: TenantPolicyInput!) {\n    setTenantPolicy(input: $input) {\n      slug\n      weight\n      maxConcurrent\n      maxQueueDepth\n      budgetUsd\n      spentUsd\n      budgetPeriod\n      trusted\n    }\n  }\n": types.SetTenantPolicyDocument,
    "\n  mutation SetSecret($name: String!, $value: String!, $purpose: SecretPurpose, $personal: Boolean) {\n    setSecret(name: $name, value: $value, purpose: $purpose, personal: $personal) {\n      name\n      purpose\n      owner\n      updatedAt\n    }\n  }\n": types.SetSecretDocument,
    "\n  mutation RotateWebhookSecret {\n    rotateWebhookSecret\n  }\n": types.RotateWebhookSecretDocument,
    "\n  fragment TokenRow on APIToken {\n    id\n    subject\n    role\n    createdAt\n    lastUsedAt\n    expiresAt\n    revokedAt\n  }\n": types.TokenRowFragmentDoc,
    "\n  query Tokens {\n    tokens {\n      ...TokenRow\n    }\n  }\n": types.TokensDocument,
    "\n  mutation CreateToken($role: Role!, $subject: String, $expiresIn: Int) {\n    createToken(role: $role, subject: $subject, expiresIn: $expiresIn) {\n      token\n      apiToken {\n        ...TokenRow\n      }\n    }\n  }\n": types.CreateTokenDocument,
    "\n  mutation RevokeToken($id: ID!) {\n    revokeToken(id: $id) {\n      ...TokenRow\n    }\n  }\n": types.RevokeTokenDocument,
    "\n  query Secrets {\n    secrets {\n      name\n      purpose\n      owner\n      createdAt\n      updatedAt\n    }\n  }\n": types.SecretsDocument,
    "\n  fragment ScorecardRow on Scorecard {\n    id\n    name\n    harnessName\n    runtime\n    status\n    total\n    createdBy\n    createdAt\n    finishedAt\n  }\n": types.ScorecardRowFragmentDoc,
    "\n  query Scorecards($first: Int!, $after: Cursor) {\n    scorecards(first: $first, after: $after, orderBy: { field: CREATED_AT, direction: DESC }) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        node {\n          ...ScorecardRow\n          aggregate {\n            cases\n            passed\n            failed\n            errored\n            unscored\n            passRate\n          }\n        }\n      }\n    }\n  }\n": types.ScorecardsDocument,
    "\n  fragment ScorecardFull on Scorecard {\n    ...ScorecardRow\n    maxAttempts\n    priority\n    waitingReason\n    aggregate {\n      cases\n      queued\n      running\n      passed\n      failed\n      errored\n      canceled\n      unscored\n      retries\n      passRate\n      passRateLow\n      passRateHigh\n      costUsd\n      judgeCostUsd\n      latencyP50Ms\n      latencyP95Ms\n      runtimes {\n        runtime\n        cases\n        passed\n        failed\n        errored\n        costUsd\n      }\n      models {\n        model\n        cases\n        passed\n        failed\n        errored\n        passRate\n        costUsd\n      }\n      graders {\n        kind\n        passed\n        failed\n        unscored\n      }\n      failures {\n        class\n        code\n        count\n      }\n    }\n  }\n": types.ScorecardFullFragmentDoc,
    "\n  query Scorecard($id: ID!) {\n    scorecard(id: $id) {\n      ...ScorecardFull\n    }\n  }\n": types.ScorecardDocument,
    "\n  subscription ScorecardUpdated($id: ID!) {\n    scorecardUpdated(id: $id) {\n      ...ScorecardFull\n    }\n  }\n": types.ScorecardUpdatedDocument,
    "\n  mutation CancelScorecard($id: ID!) {\n    cancelScorecard(id: $id) {\n      ...ScorecardFull\n    }\n  }\n": types.CancelScorecardDocument,
    "\n  mutation SubmitScorecard($input: SubmitScorecardInput!) {\n    submitScorecard(input: $input) {\n      id\n    }\n  }\n": types.SubmitScorecardDocument,
    "\n  query ScorecardRuns($scorecard: Int!, $first: Int!, $after: Cursor) {\n    runs(first: $first, after: $after, where: { scorecardID: $scorecard }, orderBy: { field: CREATED_AT, direction: ASC }) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        node {\n          ...RunRow\n        }\n      }\n    }\n  }\n": types.ScorecardRunsDocument,
    "\n  fragment ScorecardSide on Scorecard {\n    id\n    name\n    status\n    total\n    createdAt\n    aggregate {\n      cases\n      passed\n      failed\n      errored\n      passRate\n      passRateLow\n      passRateHigh\n      runtimes {\n        runtime\n        cases\n        passed\n        failed\n        errored\n      }\n    }\n  }\n": types.ScorecardSideFragmentDoc,
    "\n  query ScorecardTrend($name: String!, $last: Int) {\n    scorecardTrend(name: $name, last: $last) {\n      scorecard {\n        id\n      }\n      createdAt\n      status\n      decided\n      passRate\n      passRateLow\n      passRateHigh\n      latencyP50Ms\n      latencyP95Ms\n    }\n  }\n": types.ScorecardTrendDocument,
    "\n  query CompareScorecards($a: ID!, $b: ID!) {\n    compareScorecards(a: $a, b: $b) {\n      paired\n      regressed\n      fixed\n      passRateA\n      passRateB\n      pValue\n      significant\n    }\n    a: scorecard(id: $a) {\n      ...ScorecardSide\n    }\n    b: scorecard(id: $b) {\n      ...ScorecardSide\n    }\n  }\n": types.CompareScorecardsDocument,
    "\n  query CaseRuns($a: Int!, $b: Int!, $cases: [String!]!) {\n    a: runs(first: 100, where: { scorecardID: $a, caseIDIn: $cases }, orderBy: { field: CREATED_AT, direction: ASC }) {\n      edges {\n        node {\n          id\n          caseID\n          try\n          status\n          result {\n            verdict\n          }\n          error {\n            class\n          }\n        }\n      }\n    }\n    b: runs(first: 100, where: { scorecardID: $b, caseIDIn: $cases }, orderBy: { field: CREATED_AT, direction: ASC }) {\n      edges {\n        node {\n          id\n          caseID\n          try\n          status\n          result {\n            verdict\n          }\n          error {\n            class\n          }\n        }\n      }\n    }\n  }\n": types.CaseRunsDocument,
    "\n  query Harnesses($first: Int!, $after: Cursor) {\n    harnesses(first: $first, after: $after, orderBy: { field: NAME, direction: ASC }) {\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        node {\n          id\n          name\n          shared\n          latest {\n            version\n          }\n          versions {\n            id\n            version\n            digest\n            archived\n            tags\n            createdAt\n            spec {\n              description\n              command\n              image\n              env {\n                name\n                secretRef\n              }\n              model {\n                default\n                required\n              }\n            }\n          }\n        }\n      }\n    }\n  }\n": types.HarnessesDocument,
    "\n  fragment ModelProviderRow on ModelProvider {\n    name\n    kind\n    baseUrl\n    apiKeySecret\n    inputUsdPerMTok\n    outputUsdPerMTok\n    updatedAt\n  }\n": types.ModelProviderRowFragmentDoc,
    "\n  query ModelProviders {\n    modelProviders {\n      ...ModelProviderRow\n    }\n  }\n": types.ModelProvidersDocument,
    "\n  mutation RegisterModelProvider($input: ModelProviderInput!) {\n    registerModelProvider(input: $input) {\n      ...ModelProviderRow\n    }\n  }\n": types.RegisterModelProviderDocument,
    "\n  mutation DeleteModelProvider($name: String!) {\n    deleteModelProvider(name: $name)\n  }\n": types.DeleteModelProviderDocument,
    "\n  query SubmitRuntimeLoads {\n    queue {\n      runtimes {\n        runtime\n        slots\n        inFlight\n        circuit\n      }\n    }\n  }\n": types.SubmitRuntimeLoadsDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Viewer {\n    viewer {\n      subject\n      role\n      tenant {\n        slug\n        weight\n        maxConcurrent\n        maxQueueDepth\n        budgetUsd\n        spentUsd\n        budgetPeriod\n        trusted\n      }\n    }\n  }\n"): typeof import('./graphql').ViewerDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment RunRow on Run {\n    id\n    correlationId\n    status\n    runtime\n    runtimeVersion\n    harnessName\n    harnessVersion\n    model\n    caseID\n    trigger\n    createdAt\n    startedAt\n    finishedAt\n    costUsd\n    judgeCostUsd\n    phase\n    attemptCount\n    scorecardID\n    try\n    result {\n      verdict\n      exitCode\n    }\n    error {\n      code\n      class\n    }\n  }\n"): typeof import('./graphql').RunRowFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Runs($first: Int!, $after: Cursor, $where: RunWhereInput, $includeChildren: Boolean) {\n    runs(first: $first, after: $after, where: $where, includeChildren: $includeChildren, orderBy: { field: CREATED_AT, direction: DESC }) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        node {\n          ...RunRow\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').RunsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ScorecardNames($ids: [ID!]!) {\n    scorecards(first: 100, where: { idIn: $ids }) {\n      edges {\n        node {\n          id\n          name\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').ScorecardNamesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FindCaseRun($where: RunWhereInput) {\n    runs(first: 1, where: $where, includeChildren: true, orderBy: { field: CREATED_AT, direction: DESC }) {\n      edges {\n        node {\n          id\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').FindCaseRunDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription RunEvents {\n    runEvents {\n      ...RunRow\n    }\n  }\n"): typeof import('./graphql').RunEventsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment RunFull on Run {\n    ...RunRow\n    priority\n    timeline {\n      phase\n      at\n      durationMs\n    }\n    model\n    placementPolicy\n    liveTrace {\n      traceId\n      provider\n      url\n    }\n    createdBy\n    harnessVersion\n    attempt\n    answer\n    answerCut\n    waitingReason {\n      code\n      message\n      position\n    }\n    case {\n      id\n      task\n      image\n      browser\n      osUse\n      repo {\n        url\n        ref\n      }\n      files {\n        path\n      }\n      timeoutSec\n      resources {\n        memoryMb\n        cpu\n      }\n      graders {\n        kind\n        command\n        max\n        rubric\n        model\n        samples\n        passThreshold\n        inputs\n      }\n      expected\n    }\n    harness {\n      name\n      version\n      registered\n      command\n      image\n      env {\n        name\n        secretRef\n      }\n    }\n    result {\n      verdict\n      steps\n      costUsd\n      latencyMs\n      exitCode\n      limitHit\n      output\n      graders {\n        kind\n        passed\n        value\n        judge {\n          score\n          reasoning\n          judgeModel\n          selfGraded\n          templateVersion\n          unscoredReason\n          attempts\n          usage {\n            inputTokens\n            outputTokens\n            costUsd\n          }\n        }\n      }\n      usage {\n        inputTokens\n        outputTokens\n        steps\n        costUsd\n      }\n    }\n    error {\n      code\n      class\n      message\n    }\n  }\n"): typeof import('./graphql').RunFullFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Run($id: ID!) {\n    run(id: $id) {\n      ...RunFull\n    }\n  }\n"): typeof import('./graphql').RunDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RunArtifacts($id: ID!) {\n    run(id: $id) {\n      id\n      artifacts {\n        name\n        kind\n        size\n        sha256\n        contentType\n        url\n        attempt\n      }\n      result {\n        artifactsDropped {\n          name\n          reason\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').RunArtifactsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription RunUpdated($id: ID!) {\n    runUpdated(id: $id) {\n      ...RunFull\n    }\n  }\n"): typeof import('./graphql').RunUpdatedDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RunLogs($id: ID!, $fromSeq: Int, $first: Int) {\n    run(id: $id) {\n      id\n      logs(fromSeq: $fromSeq, first: $first) {\n        seq\n        stream\n        text\n        at\n      }\n    }\n  }\n"): typeof import('./graphql').RunLogsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription RunLogTail($id: ID!, $fromSeq: Int) {\n    runLogs(id: $id, fromSeq: $fromSeq) {\n      seq\n      stream\n      text\n      at\n    }\n  }\n"): typeof import('./graphql').RunLogTailDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RunLogMeta($id: ID!) {\n    run(id: $id) {\n      id\n      lastLogSeq\n    }\n  }\n"): typeof import('./graphql').RunLogMetaDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RunLogSearch($id: ID!, $query: String!, $after: Int) {\n    run(id: $id) {\n      id\n      logSearch(query: $query, after: $after, first: 100) {\n        total\n        seqs\n      }\n    }\n  }\n"): typeof import('./graphql').RunLogSearchDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CancelRun($id: ID!) {\n    cancelRun(id: $id) {\n      ...RunFull\n    }\n  }\n"): typeof import('./graphql').CancelRunDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ExecInRun($id: ID!, $command: [String!]!) {\n    execInRun(id: $id, command: $command) {\n      stdout\n      stderr\n      exitCode\n      timedOut\n      truncated\n    }\n  }\n"): typeof import('./graphql').ExecInRunDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation IssueTerminalTicket($id: ID!) {\n    issueTerminalTicket(id: $id) {\n      url\n      expiresAt\n    }\n  }\n"): typeof import('./graphql').IssueTerminalTicketDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription RunScreen($id: ID!) {\n    runScreen(id: $id) {\n      at\n      png\n      unavailable\n    }\n  }\n"): typeof import('./graphql').RunScreenDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveRunScreen($id: ID!) {\n    saveRunScreen(id: $id) {\n      name\n      size\n    }\n  }\n"): typeof import('./graphql').SaveRunScreenDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SubmitRun($input: SubmitRunInput!) {\n    submitRun(input: $input) {\n      id\n    }\n  }\n"): typeof import('./graphql').SubmitRunDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Runtimes($first: Int!, $after: Cursor) {\n    runtimes(first: $first, after: $after, orderBy: { field: NAME, direction: ASC }) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        node {\n          id\n          name\n          kind\n          shared\n          createdAt\n          latest {\n            version\n            capabilities\n            tags\n          }\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').RuntimesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Runtime($name: String!) {\n    runtime(name: $name) {\n      id\n      name\n      kind\n      shared\n      createdAt\n      versions {\n        id\n        version\n        capabilities\n        archived\n        createdAt\n        tags\n        spec {\n          costPerHourUsd\n          capabilities\n          admission {\n            maxConcurrent\n            memoryBudgetMb\n            cpuBudget\n          }\n          local {\n            hardened\n          }\n          nomad {\n            addr\n            region\n            namespace\n            datacenters\n            driver\n            dockerRuntime\n            authSecret\n          }\n          k8s {\n            apiServer\n            context\n            namespace\n            runtimeClass\n            kubeconfigSecret\n          }\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').RuntimeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ValidateRuntime($input: RuntimeSpecInput!) {\n    validateRuntime(input: $input) {\n      valid\n      problems {\n        field\n        message\n      }\n      capabilities\n    }\n  }\n"): typeof import('./graphql').ValidateRuntimeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RegisterRuntime($input: RuntimeSpecInput!) {\n    registerRuntime(input: $input) {\n      version\n      capabilities\n    }\n  }\n"): typeof import('./graphql').RegisterRuntimeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ProbeRuntime($name: String!, $ref: String) {\n    probeRuntime(name: $name, ref: $ref) {\n      reachable\n      authenticated\n      hardened\n      message\n      capabilities\n    }\n  }\n"): typeof import('./graphql').ProbeRuntimeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetRuntimeVersionTags($name: String!, $version: Int!, $tags: [String!]!) {\n    setRuntimeVersionTags(name: $name, version: $version, tags: $tags) {\n      version\n      tags\n    }\n  }\n"): typeof import('./graphql').SetRuntimeVersionTagsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ArchiveRuntimeVersion($name: String!, $version: Int!) {\n    archiveRuntimeVersion(name: $name, version: $version) {\n      version\n      archived\n    }\n  }\n"): typeof import('./graphql').ArchiveRuntimeVersionDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UnarchiveRuntimeVersion($name: String!, $version: Int!) {\n    unarchiveRuntimeVersion(name: $name, version: $version) {\n      version\n      archived\n    }\n  }\n"): typeof import('./graphql').UnarchiveRuntimeVersionDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CapabilityVocabulary {\n    capabilityVocabulary {\n      name\n      kind\n    }\n  }\n"): typeof import('./graphql').CapabilityVocabularyDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription QueueSnapshot {\n    queueSnapshot {\n      generatedAt\n      tenants {\n        tenant\n        queued\n        running\n        weight\n      }\n      runtimes {\n        ...Load\n      }\n    }\n  }\n"): typeof import('./graphql').QueueSnapshotDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment Load on RuntimeLoad {\n    runtime\n    slots\n    inFlight\n    circuit\n    holders {\n      run\n      correlationId\n      tenant\n    }\n    otherHolders\n    queued\n    p50DurationMs\n    estimatedWaitMs\n  }\n"): typeof import('./graphql').LoadFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query QueueHistory {\n    queueHistory {\n      at\n      tenants {\n        tenant\n        queued\n        running\n        weight\n      }\n      runtimes {\n        runtime\n        inFlight\n      }\n    }\n  }\n"): typeof import('./graphql').QueueHistoryDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query QueueLoad {\n    queue {\n      runtimes {\n        ...Load\n      }\n    }\n  }\n"): typeof import('./graphql').QueueLoadDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query QueuedRuns {\n    runs(first: 50, where: { status: QUEUED }, includeChildren: true, orderBy: { field: CREATED_AT, direction: ASC }) {\n      totalCount\n      edges {\n        node {\n          id\n          correlationId\n          runtime\n          createdAt\n          waitingReason {\n            code\n            message\n            position\n          }\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').QueuedRunsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetTenantPolicy($input: TenantPolicyInput!) {\n    setTenantPolicy(input: $input) {\n      slug\n      weight\n      maxConcurrent\n      maxQueueDepth\n      budgetUsd\n      spentUsd\n      budgetPeriod\n      trusted\n    }\n  }\n"): typeof import('./graphql').SetTenantPolicyDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetSecret($name: String!, $value: String!, $purpose: SecretPurpose, $personal: Boolean) {\n    setSecret(name: $name, value: $value, purpose: $purpose, personal: $personal) {\n      name\n      purpose\n      owner\n      updatedAt\n    }\n  }\n"): typeof import('./graphql').SetSecretDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RotateWebhookSecret {\n    rotateWebhookSecret\n  }\n"): typeof import('./graphql').RotateWebhookSecretDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment TokenRow on APIToken {\n    id\n    subject\n    role\n    createdAt\n    lastUsedAt\n    expiresAt\n    revokedAt\n  }\n"): typeof import('./graphql').TokenRowFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Tokens {\n    tokens {\n      ...TokenRow\n    }\n  }\n"): typeof import('./graphql').TokensDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateToken($role: Role!, $subject: String, $expiresIn: Int) {\n    createToken(role: $role, subject: $subject, expiresIn: $expiresIn) {\n      token\n      apiToken {\n        ...TokenRow\n      }\n    }\n  }\n"): typeof import('./graphql').CreateTokenDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RevokeToken($id: ID!) {\n    revokeToken(id: $id) {\n      ...TokenRow\n    }\n  }\n"): typeof import('./graphql').RevokeTokenDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Secrets {\n    secrets {\n      name\n      purpose\n      owner\n      createdAt\n      updatedAt\n    }\n  }\n"): typeof import('./graphql').SecretsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ScorecardRow on Scorecard {\n    id\n    name\n    harnessName\n    runtime\n    status\n    total\n    createdBy\n    createdAt\n    finishedAt\n  }\n"): typeof import('./graphql').ScorecardRowFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Scorecards($first: Int!, $after: Cursor) {\n    scorecards(first: $first, after: $after, orderBy: { field: CREATED_AT, direction: DESC }) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        node {\n          ...ScorecardRow\n          aggregate {\n            cases\n            passed\n            failed\n            errored\n            unscored\n            passRate\n          }\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').ScorecardsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ScorecardFull on Scorecard {\n    ...ScorecardRow\n    maxAttempts\n    priority\n    waitingReason\n    aggregate {\n      cases\n      queued\n      running\n      passed\n      failed\n      errored\n      canceled\n      unscored\n      retries\n      passRate\n      passRateLow\n      passRateHigh\n      costUsd\n      judgeCostUsd\n      latencyP50Ms\n      latencyP95Ms\n      runtimes {\n        runtime\n        cases\n        passed\n        failed\n        errored\n        costUsd\n      }\n      models {\n        model\n        cases\n        passed\n        failed\n        errored\n        passRate\n        costUsd\n      }\n      graders {\n        kind\n        passed\n        failed\n        unscored\n      }\n      failures {\n        class\n        code\n        count\n      }\n    }\n  }\n"): typeof import('./graphql').ScorecardFullFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Scorecard($id: ID!) {\n    scorecard(id: $id) {\n      ...ScorecardFull\n    }\n  }\n"): typeof import('./graphql').ScorecardDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription ScorecardUpdated($id: ID!) {\n    scorecardUpdated(id: $id) {\n      ...ScorecardFull\n    }\n  }\n"): typeof import('./graphql').ScorecardUpdatedDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CancelScorecard($id: ID!) {\n    cancelScorecard(id: $id) {\n      ...ScorecardFull\n    }\n  }\n"): typeof import('./graphql').CancelScorecardDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SubmitScorecard($input: SubmitScorecardInput!) {\n    submitScorecard(input: $input) {\n      id\n    }\n  }\n"): typeof import('./graphql').SubmitScorecardDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ScorecardRuns($scorecard: Int!, $first: Int!, $after: Cursor) {\n    runs(first: $first, after: $after, where: { scorecardID: $scorecard }, orderBy: { field: CREATED_AT, direction: ASC }) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        node {\n          ...RunRow\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').ScorecardRunsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ScorecardSide on Scorecard {\n    id\n    name\n    status\n    total\n    createdAt\n    aggregate {\n      cases\n      passed\n      failed\n      errored\n      passRate\n      passRateLow\n      passRateHigh\n      runtimes {\n        runtime\n        cases\n        passed\n        failed\n        errored\n      }\n    }\n  }\n"): typeof import('./graphql').ScorecardSideFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ScorecardTrend($name: String!, $last: Int) {\n    scorecardTrend(name: $name, last: $last) {\n      scorecard {\n        id\n      }\n      createdAt\n      status\n      decided\n      passRate\n      passRateLow\n      passRateHigh\n      latencyP50Ms\n      latencyP95Ms\n    }\n  }\n"): typeof import('./graphql').ScorecardTrendDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CompareScorecards($a: ID!, $b: ID!) {\n    compareScorecards(a: $a, b: $b) {\n      paired\n      regressed\n      fixed\n      passRateA\n      passRateB\n      pValue\n      significant\n    }\n    a: scorecard(id: $a) {\n      ...ScorecardSide\n    }\n    b: scorecard(id: $b) {\n      ...ScorecardSide\n    }\n  }\n"): typeof import('./graphql').CompareScorecardsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CaseRuns($a: Int!, $b: Int!, $cases: [String!]!) {\n    a: runs(first: 100, where: { scorecardID: $a, caseIDIn: $cases }, orderBy: { field: CREATED_AT, direction: ASC }) {\n      edges {\n        node {\n          id\n          caseID\n          try\n          status\n          result {\n            verdict\n          }\n          error {\n            class\n          }\n        }\n      }\n    }\n    b: runs(first: 100, where: { scorecardID: $b, caseIDIn: $cases }, orderBy: { field: CREATED_AT, direction: ASC }) {\n      edges {\n        node {\n          id\n          caseID\n          try\n          status\n          result {\n            verdict\n          }\n          error {\n            class\n          }\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').CaseRunsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Harnesses($first: Int!, $after: Cursor) {\n    harnesses(first: $first, after: $after, orderBy: { field: NAME, direction: ASC }) {\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        node {\n          id\n          name\n          shared\n          latest {\n            version\n          }\n          versions {\n            id\n            version\n            digest\n            archived\n            tags\n            createdAt\n            spec {\n              description\n              command\n              image\n              env {\n                name\n                secretRef\n              }\n              model {\n                default\n                required\n              }\n            }\n          }\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').HarnessesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ModelProviderRow on ModelProvider {\n    name\n    kind\n    baseUrl\n    apiKeySecret\n    inputUsdPerMTok\n    outputUsdPerMTok\n    updatedAt\n  }\n"): typeof import('./graphql').ModelProviderRowFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ModelProviders {\n    modelProviders {\n      ...ModelProviderRow\n    }\n  }\n"): typeof import('./graphql').ModelProvidersDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RegisterModelProvider($input: ModelProviderInput!) {\n    registerModelProvider(input: $input) {\n      ...ModelProviderRow\n    }\n  }\n"): typeof import('./graphql').RegisterModelProviderDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteModelProvider($name: String!) {\n    deleteModelProvider(name: $name)\n  }\n"): typeof import('./graphql').DeleteModelProviderDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SubmitRuntimeLoads {\n    queue {\n      runtimes {\n        runtime\n        slots\n        inFlight\n        circuit\n      }\n    }\n  }\n"): typeof import('./graphql').SubmitRuntimeLoadsDocument;


export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}
