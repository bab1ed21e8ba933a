/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
export type AdmissionInput = {
  /** The most bytes kept of one run's EVERDICT_ARTIFACTS_DIR, at most 10737418240 (10 GiB); 0 or absent means 104857600 (100 MiB). */
  artifactsMaxBytes?: number | null | undefined;
  /** The most files kept of one run's EVERDICT_ARTIFACTS_DIR, at most 10000; 0 or absent means 100. Files over it are dropped, each named on the result with the reason. */
  artifactsMaxFiles?: number | null | undefined;
  /** Makes a NOMAD or K8S runtime elastic: its live slots move between min and max with queued and running runs (maxConcurrent must then be unset). Refused on LOCAL (a host's fixed capacity) and HTTP. */
  autoscale?: AutoscaleInput | null | undefined;
  /** At most 1048576 CPUs; 0 or absent means no CPU budget. */
  cpuBudget?: number | null | undefined;
  /** The CPUs a run claims and is limited to when its case declares none: at most 1024 and cpuBudget. 0 or absent means none; a LOCAL runtime then takes 1 (at most cpuBudget). */
  defaultCpu?: number | null | undefined;
  /** The memory (MB) a run claims and is limited to when its case declares none, like a Kubernetes LimitRange's default: at most 4194304 (4 TiB) and memoryBudgetMb. 0 or absent means none; a LOCAL runtime then takes 2048 (at most memoryBudgetMb). */
  defaultMemoryMb?: number | null | undefined;
  maxConcurrent?: number | null | undefined;
  /** On a shared runtime, the most slots one tenant holds at once; 0 or absent means half the slots, rounded up. */
  maxSlotsPerTenant?: number | null | undefined;
  /** At most 1073741824 (1 PiB); 0 or absent means no memory budget. */
  memoryBudgetMb?: number | null | undefined;
};

export type AutoscaleInput = {
  /** Seconds demand must stay below the live slots before they go down, at most 86400; 0 or absent means 300. */
  cooldownSec?: number | null | undefined;
  /** The most live slots: at least 1 and min, at most 10000. */
  max: number;
  /** The fewest live slots, 0 or more. */
  min: number;
};

/** BudgetPeriod is enum for the field budget_period */
export type BudgetPeriod =
  | 'MONTH'
  | 'NONE';

export type CaseInput = {
  browser?: boolean | null | undefined;
  /** A reference answer a JUDGE grader may be shown (input EXPECTED). */
  expected?: string | null | undefined;
  files?: Array<FileInput> | null | undefined;
  graders?: Array<GraderInput> | null | undefined;
  id?: string | null | undefined;
  image?: string | null | undefined;
  isolation?: boolean | null | undefined;
  osUse?: boolean | null | undefined;
  repo?: RepoInput | null | undefined;
  resources?: ResourcesInput | null | undefined;
  task: string;
  /** Seconds before the harness is stopped (and still graded); default 300. */
  timeoutSec?: number | null | undefined;
};

export type CircuitState =
  | 'CLOSED'
  | 'HALF_OPEN'
  | 'OPEN';

export type EnvVarInput = {
  name: string;
  /** The name of a tenant secret, resolved into the job's env at dispatch and never persisted. */
  secretRef?: string | null | undefined;
  /** A literal value. Use secretRef for anything secret. */
  value?: string | null | undefined;
};

export type FileInput = {
  content: string;
  path: string;
};

export type GraderInput = {
  /** TESTS_PASS: the test command, run in the workspace (exit 0 passes). */
  command?: Array<string> | null | undefined;
  /** JUDGE: the evidence shown; absent means ANSWER alone. */
  inputs?: Array<JudgeInput> | null | undefined;
  kind: GraderKind;
  /** STEPS, COST, LATENCY: the largest passing value; absent records without judging. */
  max?: number | null | undefined;
  /** JUDGE: the judge model, "provider/model"; absent takes the scorecard's judgeModel, then the tenant's. */
  model?: string | null | undefined;
  /** JUDGE: the score (0..1) a sample needs to pass; absent, the judge's own verdict decides. */
  passThreshold?: number | null | undefined;
  /** JUDGE: what a passing answer is. Required. */
  rubric?: string | null | undefined;
  /** JUDGE: how many times the judge is asked (1 to 5); the majority decides. */
  samples?: number | null | undefined;
};

export type GraderKind =
  | 'COST'
  /** A model grades the run's evidence against a rubric, in the control plane after the harness ended. */
  | 'JUDGE'
  | 'LATENCY'
  | 'STEPS'
  | 'TESTS_PASS';

export type HttpHeaderInput = {
  name: string;
  value: string;
};

export type HttpSpecInput = {
  /** The NAME of the tenant's CLUSTER secret sent as "Authorization: Bearer" and keying X-Everdict-Signature, never the value. */
  authSecret?: string | null | undefined;
  /** Static headers (at most 16), never a credential or Authorization. */
  headers?: Array<HttpHeaderInput> | null | undefined;
  /** Fail a run whose agent sends no heartbeat (POST /callbacks/<runId>/heartbeat) for this long, at least 5; 0 or absent asks for none. */
  heartbeatSec?: number | null | undefined;
  /** The runs the front door takes at once; fills admission.maxConcurrent. */
  maxConcurrent?: number | null | undefined;
  /** How long a run waits for its callback once accepted, at most 604800; 0 or absent means 3600. A case's shorter timeoutSec wins. */
  timeoutSec?: number | null | undefined;
  /** Where a run is POSTed (https unless loopback when authSecret is set); url + "/cancel" hears of cancels. */
  url: string;
};

export type HarnessInput = {
  command: Array<string>;
  env?: Array<EnvVarInput> | null | undefined;
  image?: string | null | undefined;
  name: string;
  version?: string | null | undefined;
};

/** The evidence a JUDGE grader shows its model, each untrusted and capped in bytes. */
export type JudgeInput =
  /** The harness's answer file (EVERDICT_ANSWER_FILE). */
  | 'ANSWER'
  /** The workspace's diff: no backend reports one yet, so it is empty. */
  | 'DIFF'
  /** The case's reference answer (case.expected). */
  | 'EXPECTED'
  /** The last lines of the run's (masked) log. */
  | 'LOGS_TAIL'
  | 'TASK';

export type K8sSpecInput = {
  apiServer?: string | null | undefined;
  context?: string | null | undefined;
  /** The NAME of the tenant secret holding the kubeconfig, never its content. */
  kubeconfigSecret?: string | null | undefined;
  namespace?: string | null | undefined;
  runtimeClass?: string | null | undefined;
  /** Run every pod in a user namespace of its own (hostUsers: false); the cluster must support it (Kubernetes 1.33, or the UserNamespacesSupport gate). Off by default. */
  userNamespaces?: boolean | null | undefined;
};

export type LocalSpecInput = {
  hardened?: boolean | null | undefined;
};

export type ModelProviderInput = {
  /** A MODEL secret of the tenant (setSecret(purpose: MODEL)). */
  apiKeySecret: string;
  /** The API's base URL, e.g. https://api.openai.com/v1. Calls go out under the tenant's network rules, as webhooks do. */
  baseUrl: string;
  inputUsdPerMTok?: number | null | undefined;
  kind: ModelProviderKind;
  /** Unique in the tenant; the first segment of a model string ("name/model"). */
  name: string;
  outputUsdPerMTok?: number | null | undefined;
};

/** A model provider's wire protocol. */
export type ModelProviderKind =
  /** Anthropic's Messages API. */
  | 'ANTHROPIC'
  /** OpenAI's Chat Completions, and the servers that speak it (vLLM, Ollama, LiteLLM, OpenRouter…). */
  | 'OPENAI_COMPATIBLE';

export type NomadSpecInput = {
  addr: string;
  /** The NAME of the tenant secret holding the ACL token, never the token. */
  authSecret?: string | null | undefined;
  datacenters?: Array<string> | null | undefined;
  /** With the docker driver: the OCI runtime tasks start with (runsc, kata-runtime make the runtime hardened). */
  dockerRuntime?: string | null | undefined;
  driver?: string | null | undefined;
  namespace?: string | null | undefined;
  region?: string | null | undefined;
};

/** PlacementPolicy is enum for the field placement_policy */
export type PlacementPolicy =
  | 'PACK'
  | 'SPREAD';

/** Priority is enum for the field priority */
export type Priority =
  | 'BATCH'
  | 'INTERACTIVE';

export type RepoInput = {
  ref?: string | null | undefined;
  url: string;
};

/** What a case claims, and is limited to. Each must fit the runtime's envelope; absent or 0 takes the runtime's default (admission.defaultMemoryMb, defaultCpu). */
export type ResourcesInput = {
  /** CPUs: a finite number above 0, at most 1024. */
  cpu?: number | null | undefined;
  /** Memory in MB: at most 4194304 (4 TiB). */
  memoryMb?: number | null | undefined;
};

/** What a token may do. OPERATOR runs the platform: tenant policy, trust, shared runtimes. */
export type Role =
  | 'ADMIN'
  | 'MEMBER'
  | 'OPERATOR';

/** RunPhase is enum for the field phase */
export type RunPhase =
  | 'GRADING';

/** RunStatus is enum for the field status */
export type RunStatus =
  | 'FAILED'
  | 'QUEUED'
  | 'RUNNING'
  | 'SUCCEEDED';

/**
 * RunWhereInput is used for filtering Run objects.
 * Input was generated by ent.
 */
export type RunWhereInput = {
  and?: Array<RunWhereInput> | null | undefined;
  /** attempt field predicates */
  attempt?: number | null | undefined;
  attemptGT?: number | null | undefined;
  attemptGTE?: number | null | undefined;
  attemptIn?: Array<number> | null | undefined;
  attemptLT?: number | null | undefined;
  attemptLTE?: number | null | undefined;
  attemptNEQ?: number | null | undefined;
  attemptNotIn?: Array<number> | null | undefined;
  /** case_id field predicates */
  caseID?: string | null | undefined;
  caseIDContains?: string | null | undefined;
  caseIDContainsFold?: string | null | undefined;
  caseIDEqualFold?: string | null | undefined;
  caseIDGT?: string | null | undefined;
  caseIDGTE?: string | null | undefined;
  caseIDHasPrefix?: string | null | undefined;
  caseIDHasSuffix?: string | null | undefined;
  caseIDIn?: Array<string> | null | undefined;
  caseIDLT?: string | null | undefined;
  caseIDLTE?: string | null | undefined;
  caseIDNEQ?: string | null | undefined;
  caseIDNotIn?: Array<string> | null | undefined;
  /** cost_usd field predicates */
  costUsd?: number | null | undefined;
  costUsdGT?: number | null | undefined;
  costUsdGTE?: number | null | undefined;
  costUsdIn?: Array<number> | null | undefined;
  costUsdLT?: number | null | undefined;
  costUsdLTE?: number | null | undefined;
  costUsdNEQ?: number | null | undefined;
  costUsdNotIn?: Array<number> | null | undefined;
  /** created_at field predicates */
  createdAt?: string | null | undefined;
  createdAtGT?: string | null | undefined;
  createdAtGTE?: string | null | undefined;
  createdAtIn?: Array<string> | null | undefined;
  createdAtLT?: string | null | undefined;
  createdAtLTE?: string | null | undefined;
  createdAtNEQ?: string | null | undefined;
  createdAtNotIn?: Array<string> | null | undefined;
  /** created_by field predicates */
  createdBy?: string | null | undefined;
  createdByContains?: string | null | undefined;
  createdByContainsFold?: string | null | undefined;
  createdByEqualFold?: string | null | undefined;
  createdByGT?: string | null | undefined;
  createdByGTE?: string | null | undefined;
  createdByHasPrefix?: string | null | undefined;
  createdByHasSuffix?: string | null | undefined;
  createdByIn?: Array<string> | null | undefined;
  createdByLT?: string | null | undefined;
  createdByLTE?: string | null | undefined;
  createdByNEQ?: string | null | undefined;
  createdByNotIn?: Array<string> | null | undefined;
  /** dispatched_at field predicates */
  dispatchedAt?: string | null | undefined;
  dispatchedAtGT?: string | null | undefined;
  dispatchedAtGTE?: string | null | undefined;
  dispatchedAtIn?: Array<string> | null | undefined;
  dispatchedAtIsNil?: boolean | null | undefined;
  dispatchedAtLT?: string | null | undefined;
  dispatchedAtLTE?: string | null | undefined;
  dispatchedAtNEQ?: string | null | undefined;
  dispatchedAtNotIn?: Array<string> | null | undefined;
  dispatchedAtNotNil?: boolean | null | undefined;
  /** finished_at field predicates */
  finishedAt?: string | null | undefined;
  finishedAtGT?: string | null | undefined;
  finishedAtGTE?: string | null | undefined;
  finishedAtIn?: Array<string> | null | undefined;
  finishedAtIsNil?: boolean | null | undefined;
  finishedAtLT?: string | null | undefined;
  finishedAtLTE?: string | null | undefined;
  finishedAtNEQ?: string | null | undefined;
  finishedAtNotIn?: Array<string> | null | undefined;
  finishedAtNotNil?: boolean | null | undefined;
  /** grading_started_at field predicates */
  gradingStartedAt?: string | null | undefined;
  gradingStartedAtGT?: string | null | undefined;
  gradingStartedAtGTE?: string | null | undefined;
  gradingStartedAtIn?: Array<string> | null | undefined;
  gradingStartedAtIsNil?: boolean | null | undefined;
  gradingStartedAtLT?: string | null | undefined;
  gradingStartedAtLTE?: string | null | undefined;
  gradingStartedAtNEQ?: string | null | undefined;
  gradingStartedAtNotIn?: Array<string> | null | undefined;
  gradingStartedAtNotNil?: boolean | null | undefined;
  /** harness_name field predicates */
  harnessName?: string | null | undefined;
  harnessNameContains?: string | null | undefined;
  harnessNameContainsFold?: string | null | undefined;
  harnessNameEqualFold?: string | null | undefined;
  harnessNameGT?: string | null | undefined;
  harnessNameGTE?: string | null | undefined;
  harnessNameHasPrefix?: string | null | undefined;
  harnessNameHasSuffix?: string | null | undefined;
  harnessNameIn?: Array<string> | null | undefined;
  harnessNameLT?: string | null | undefined;
  harnessNameLTE?: string | null | undefined;
  harnessNameNEQ?: string | null | undefined;
  harnessNameNotIn?: Array<string> | null | undefined;
  /** harness_version field predicates */
  harnessVersion?: string | null | undefined;
  harnessVersionContains?: string | null | undefined;
  harnessVersionContainsFold?: string | null | undefined;
  harnessVersionEqualFold?: string | null | undefined;
  harnessVersionGT?: string | null | undefined;
  harnessVersionGTE?: string | null | undefined;
  harnessVersionHasPrefix?: string | null | undefined;
  harnessVersionHasSuffix?: string | null | undefined;
  harnessVersionIn?: Array<string> | null | undefined;
  harnessVersionLT?: string | null | undefined;
  harnessVersionLTE?: string | null | undefined;
  harnessVersionNEQ?: string | null | undefined;
  harnessVersionNotIn?: Array<string> | null | undefined;
  /** id field predicates */
  id?: string | null | undefined;
  idGT?: string | null | undefined;
  idGTE?: string | null | undefined;
  idIn?: Array<string> | null | undefined;
  idLT?: string | null | undefined;
  idLTE?: string | null | undefined;
  idNEQ?: string | null | undefined;
  idNotIn?: Array<string> | null | undefined;
  /** judge_cost_usd field predicates */
  judgeCostUsd?: number | null | undefined;
  judgeCostUsdGT?: number | null | undefined;
  judgeCostUsdGTE?: number | null | undefined;
  judgeCostUsdIn?: Array<number> | null | undefined;
  judgeCostUsdLT?: number | null | undefined;
  judgeCostUsdLTE?: number | null | undefined;
  judgeCostUsdNEQ?: number | null | undefined;
  judgeCostUsdNotIn?: Array<number> | null | undefined;
  not?: RunWhereInput | null | undefined;
  or?: Array<RunWhereInput> | null | undefined;
  /** phase field predicates */
  phase?: RunPhase | null | undefined;
  phaseIn?: Array<RunPhase> | null | undefined;
  phaseIsNil?: boolean | null | undefined;
  phaseNEQ?: RunPhase | null | undefined;
  phaseNotIn?: Array<RunPhase> | null | undefined;
  phaseNotNil?: boolean | null | undefined;
  /** placement_policy field predicates */
  placementPolicy?: PlacementPolicy | null | undefined;
  placementPolicyIn?: Array<PlacementPolicy> | null | undefined;
  placementPolicyIsNil?: boolean | null | undefined;
  placementPolicyNEQ?: PlacementPolicy | null | undefined;
  placementPolicyNotIn?: Array<PlacementPolicy> | null | undefined;
  placementPolicyNotNil?: boolean | null | undefined;
  /** priority field predicates */
  priority?: Priority | null | undefined;
  priorityIn?: Array<Priority> | null | undefined;
  priorityNEQ?: Priority | null | undefined;
  priorityNotIn?: Array<Priority> | null | undefined;
  /** runtime_ref field predicates */
  runtimeRef?: string | null | undefined;
  runtimeRefContains?: string | null | undefined;
  runtimeRefContainsFold?: string | null | undefined;
  runtimeRefEqualFold?: string | null | undefined;
  runtimeRefGT?: string | null | undefined;
  runtimeRefGTE?: string | null | undefined;
  runtimeRefHasPrefix?: string | null | undefined;
  runtimeRefHasSuffix?: string | null | undefined;
  runtimeRefIn?: Array<string> | null | undefined;
  runtimeRefLT?: string | null | undefined;
  runtimeRefLTE?: string | null | undefined;
  runtimeRefNEQ?: string | null | undefined;
  runtimeRefNotIn?: Array<string> | null | undefined;
  /** runtime_version field predicates */
  runtimeVersion?: number | null | undefined;
  runtimeVersionGT?: number | null | undefined;
  runtimeVersionGTE?: number | null | undefined;
  runtimeVersionIn?: Array<number> | null | undefined;
  runtimeVersionIsNil?: boolean | null | undefined;
  runtimeVersionLT?: number | null | undefined;
  runtimeVersionLTE?: number | null | undefined;
  runtimeVersionNEQ?: number | null | undefined;
  runtimeVersionNotIn?: Array<number> | null | undefined;
  runtimeVersionNotNil?: boolean | null | undefined;
  /** scorecard_id field predicates */
  scorecardID?: number | null | undefined;
  scorecardIDGT?: number | null | undefined;
  scorecardIDGTE?: number | null | undefined;
  scorecardIDIn?: Array<number> | null | undefined;
  scorecardIDIsNil?: boolean | null | undefined;
  scorecardIDLT?: number | null | undefined;
  scorecardIDLTE?: number | null | undefined;
  scorecardIDNEQ?: number | null | undefined;
  scorecardIDNotIn?: Array<number> | null | undefined;
  scorecardIDNotNil?: boolean | null | undefined;
  /** started_at field predicates */
  startedAt?: string | null | undefined;
  startedAtGT?: string | null | undefined;
  startedAtGTE?: string | null | undefined;
  startedAtIn?: Array<string> | null | undefined;
  startedAtIsNil?: boolean | null | undefined;
  startedAtLT?: string | null | undefined;
  startedAtLTE?: string | null | undefined;
  startedAtNEQ?: string | null | undefined;
  startedAtNotIn?: Array<string> | null | undefined;
  startedAtNotNil?: boolean | null | undefined;
  /** status field predicates */
  status?: RunStatus | null | undefined;
  statusIn?: Array<RunStatus> | null | undefined;
  statusNEQ?: RunStatus | null | undefined;
  statusNotIn?: Array<RunStatus> | null | undefined;
  /** trigger field predicates */
  trigger?: string | null | undefined;
  triggerContains?: string | null | undefined;
  triggerContainsFold?: string | null | undefined;
  triggerEqualFold?: string | null | undefined;
  triggerGT?: string | null | undefined;
  triggerGTE?: string | null | undefined;
  triggerHasPrefix?: string | null | undefined;
  triggerHasSuffix?: string | null | undefined;
  triggerIn?: Array<string> | null | undefined;
  triggerLT?: string | null | undefined;
  triggerLTE?: string | null | undefined;
  triggerNEQ?: string | null | undefined;
  triggerNotIn?: Array<string> | null | undefined;
  /** try field predicates */
  try?: number | null | undefined;
  tryGT?: number | null | undefined;
  tryGTE?: number | null | undefined;
  tryIn?: Array<number> | null | undefined;
  tryLT?: number | null | undefined;
  tryLTE?: number | null | undefined;
  tryNEQ?: number | null | undefined;
  tryNotIn?: Array<number> | null | undefined;
  /** Runs graded with this verdict (a run without a result, QUEUED, RUNNING or FAILED, has none). */
  verdict?: Verdict | null | undefined;
};

/** RuntimeKind is enum for the field kind */
export type RuntimeKind =
  | 'HTTP'
  | 'K8S'
  | 'LOCAL'
  | 'NOMAD';

export type RuntimeSpecInput = {
  admission?: AdmissionInput | null | undefined;
  capabilities?: Array<string> | null | undefined;
  /** What an hour of a run here costs its tenant, on top of what the harness reports. */
  costPerHourUsd?: number | null | undefined;
  http?: HttpSpecInput | null | undefined;
  k8s?: K8sSpecInput | null | undefined;
  kind: RuntimeKind;
  local?: LocalSpecInput | null | undefined;
  name: string;
  nomad?: NomadSpecInput | null | undefined;
  /** OPERATOR only: every tenant may then target this runtime by name. */
  shared?: boolean | null | undefined;
  traceSource?: TraceSourceInput | null | undefined;
};

/** ScorecardStatus is enum for the field status */
export type ScorecardStatus =
  | 'CANCELED'
  | 'QUEUED'
  | 'RUNNING'
  | 'SUCCEEDED';

/** Who may use a secret. */
export type SecretPurpose =
  /** A runtime spec may name it (kubeconfigSecret, authSecret): the control plane's own credential, never put in a job. A harness env that names it is refused. */
  | 'CLUSTER'
  /** A harness env may name it (secretRef); its value goes into the job's environment. */
  | 'HARNESS'
  /** A model provider may name it (apiKeySecret): a judge model's API key, used by the control plane alone, never put in a job. A harness env that names it is refused. */
  | 'MODEL'
  /** A harness's trace coordinates or a runtime's traceSource may name it (apiKeySecret): the key the control plane reads the agent's trace with after the run, never put in a job. A harness env that names it is refused. */
  | 'TRACE';

export type SubmitRunInput = {
  case: CaseInput;
  /** A one-off harness. Give exactly one of harness and harnessRef. */
  harness?: HarnessInput | null | undefined;
  /** A registered harness: "name" (newest), "name@3" or "name@tag", resolved now: the run keeps the version it got. */
  harnessRef?: string | null | undefined;
  /** The run's model, "provider/name" (at most 200 characters, no whitespace). It wins over the harness's default and the tenant's. */
  model?: string | null | undefined;
  /** How a run with several candidate runtimes is placed: SPREAD (the default) on the least-loaded one, PACK on the most-loaded one that still has room. Ignored for a single runtime. */
  placement?: PlacementPolicy | null | undefined;
  priority?: Priority | null | undefined;
  /** The runtime reference: "name", "name@3" or "name@tag"; several, comma-separated ("a,b", 2 to 8 distinct runtimes), or "auto" (every runtime the tenant may use that can run the case): the scheduler places the run on one of them when a slot frees, by placement. */
  runtime: string;
  /** The interface the run came from: "api" (the default), "web", "cli", …; lowercase letters, digits and "-", at most 32. Shown on the run and used in a generated case id. */
  trigger?: string | null | undefined;
  /** POSTed the settled run, signed with the tenant's webhook secret (create it first with rotateWebhookSecret: FAILED_PRECONDITION otherwise). */
  webhookUrl?: string | null | undefined;
};

export type SubmitScorecardInput = {
  /** Every case needs an id: 1 to 40 lowercase letters, digits and inner dashes, unique in the scorecard. */
  cases: Array<CaseInput>;
  /** A one-off harness. Give exactly one of harness and harnessRef. */
  harness?: HarnessInput | null | undefined;
  /** A registered harness: "name", "name@3" or "name@tag", resolved once at submit. */
  harnessRef?: string | null | undefined;
  /** The judge model of the cases' JUDGE graders that name none; absent takes the tenant's judgeModel. */
  judgeModel?: string | null | undefined;
  /** Tries per case: INFRA failures retry with exponential backoff, OOM kills with the memory doubled. Default 3, at most 10. */
  maxAttempts?: number | null | undefined;
  /** A model sweep: every case runs once per model, each a child of its own (case id "<id>-m<k>", k from 1, when there are several). At most 20. */
  models?: Array<string> | null | undefined;
  name: string;
  /** Default BATCH. */
  priority?: Priority | null | undefined;
  /**
   * "name" (or "name@3", "name@tag"); "a,b,c" shards the cases over those runtimes by
   * weighted round-robin on their slots; "auto" uses every runtime this tenant may use
   * that can run each case.
   */
  runtime: string;
  /**
   * Tail speculation (default false). Once at most 5% of the cases (at least one) have no result,
   * a case running longer than the settled cases' p95 duration gets a duplicate try, on another of
   * the scorecard's runtimes whose circuit is closed and that can run it (the least loaded), else on
   * its own. The first of the two to settle is the case's result; the other is canceled
   * (SUPERSEDED) and billed for the time it held a slot. A case is duplicated once.
   */
  speculate?: boolean | null | undefined;
  /** One signed scorecard.settled POST when the scorecard settles, with its aggregate (needs the tenant's webhook secret: rotateWebhookSecret). */
  webhookUrl?: string | null | undefined;
};

export type TenantPolicyInput = {
  /** MONTH starts the spend afresh on the first of every month (UTC); NONE never does. */
  budgetPeriod?: BudgetPeriod | null | undefined;
  /** The budget in US dollars; null clears it (no budget), absent leaves it. */
  budgetUsd?: number | null | undefined;
  /** 0 clears the quota. */
  maxConcurrent?: number | null | undefined;
  /** 0 clears the limit. */
  maxQueueDepth?: number | null | undefined;
  /** The most slots the tenant's runs hold at once on one shared runtime, replacing each runtime's admission.maxSlotsPerTenant; 0 clears it. */
  maxSlotsPerRuntime?: number | null | undefined;
  tenant: string;
  trusted?: boolean | null | undefined;
  weight?: number | null | undefined;
};

export type TimelineStepPhase =
  | 'DISPATCHED'
  | 'GRADERS'
  | 'HARNESS'
  | 'QUEUED'
  | 'SETTLED';

/** A tracing product an agent sends its trace to. */
export type TraceProvider =
  | 'LANGFUSE'
  | 'LANGSMITH'
  | 'OTLP'
  | 'PHOENIX';

/** Where an agent's traces are kept. baseUrl is https unless its host is the loopback, and carries no credentials. */
export type TraceSourceInput = {
  /** The name of a TRACE secret (setSecret purpose TRACE). For Langfuse its value is "<publicKey>:<secretKey>". */
  apiKeySecret?: string | null | undefined;
  baseUrl: string;
  project?: string | null | undefined;
  provider: TraceProvider;
};

export type Verdict =
  | 'FAIL'
  | 'PASS'
  /** A JUDGE grader could not grade (see its unscoredReason): neither PASS nor FAIL, left out of pass rates, counted apart. */
  | 'UNSCORED';

/** Why a queued run has not started. */
export type WaitingCode =
  /** The tenant's spend has reached its budget. */
  | 'BUDGET'
  /** The runtime has no free slot, memory or CPU. */
  | 'CAPACITY'
  /** The tenant's circuit to the runtime is open after infrastructure failures. */
  | 'CIRCUIT_OPEN'
  /** Nothing holds it back but the runs ahead of it: other tenants' turn, or its own earlier runs. */
  | 'FAIR_SHARE'
  /** A run submitted for several runtimes ("a,b" or "auto"): none of its candidates has a free slot (or a closed circuit) for it yet; the message names them. It is placed on one when a slot frees. */
  | 'PLACEMENT'
  /** The tenant runs as many runs as its maxConcurrent allows. */
  | 'QUOTA'
  /** A run for self-hosted runners: it waits for a runner of its target with a free slot and the capabilities it needs. */
  | 'RUNNER'
  /** The tenant's runs hold its whole share of a shared runtime (the runtime's admission.maxSlotsPerTenant or the tenant's maxSlotsPerRuntime); other tenants' runs use the other slots. */
  | 'TENANT_SHARE';

export type ViewerQueryVariables = Exact<{ [key: string]: never; }>;


export type ViewerQuery = { viewer: { subject: string, role: Role, tenant: { slug: string, weight: number, maxConcurrent: number | null, maxQueueDepth: number | null, budgetUsd: number | null, spentUsd: number, budgetPeriod: BudgetPeriod, trusted: boolean } } };

export type RunRowFragment = { id: string, correlationId: string, status: RunStatus, runtime: string, runtimeVersion: number | null, harnessName: string, harnessVersion: string, model: string | null, caseID: string, trigger: string, createdAt: string, startedAt: string | null, finishedAt: string | null, costUsd: number, judgeCostUsd: number, phase: RunPhase | null, attemptCount: number, scorecardID: number | null, try: number, result: { verdict: Verdict, exitCode: number | null } | null, error: { code: string, class: string } | null };

export type RunsQueryVariables = Exact<{
  first: number;
  after?: string | null | undefined;
  where?: RunWhereInput | null | undefined;
  includeChildren?: boolean | null | undefined;
}>;


export type RunsQuery = { runs: { totalCount: number, pageInfo: { hasNextPage: boolean, endCursor: string | null }, edges: Array<{ node: { id: string, correlationId: string, status: RunStatus, runtime: string, runtimeVersion: number | null, harnessName: string, harnessVersion: string, model: string | null, caseID: string, trigger: string, createdAt: string, startedAt: string | null, finishedAt: string | null, costUsd: number, judgeCostUsd: number, phase: RunPhase | null, attemptCount: number, scorecardID: number | null, try: number, result: { verdict: Verdict, exitCode: number | null } | null, error: { code: string, class: string } | null } | null } | null> | null } };

export type ScorecardNamesQueryVariables = Exact<{
  ids: Array<string> | string;
}>;


export type ScorecardNamesQuery = { scorecards: { edges: Array<{ node: { id: string, name: string } | null } | null> | null } };

export type FindCaseRunQueryVariables = Exact<{
  where?: RunWhereInput | null | undefined;
}>;


export type FindCaseRunQuery = { runs: { edges: Array<{ node: { id: string } | null } | null> | null } };

export type RunEventsSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type RunEventsSubscription = { runEvents: { id: string, correlationId: string, status: RunStatus, runtime: string, runtimeVersion: number | null, harnessName: string, harnessVersion: string, model: string | null, caseID: string, trigger: string, createdAt: string, startedAt: string | null, finishedAt: string | null, costUsd: number, judgeCostUsd: number, phase: RunPhase | null, attemptCount: number, scorecardID: number | null, try: number, result: { verdict: Verdict, exitCode: number | null } | null, error: { code: string, class: string } | null } };

export type RunFullFragment = { priority: Priority, model: string | null, placementPolicy: PlacementPolicy | null, createdBy: string, harnessVersion: string, attempt: number, answer: string | null, answerCut: boolean, id: string, correlationId: string, status: RunStatus, runtime: string, runtimeVersion: number | null, harnessName: string, caseID: string, trigger: string, createdAt: string, startedAt: string | null, finishedAt: string | null, costUsd: number, judgeCostUsd: number, phase: RunPhase | null, attemptCount: number, scorecardID: number | null, try: number, timeline: Array<{ phase: TimelineStepPhase, at: string, durationMs: number | null }>, liveTrace: { traceId: string, provider: string, url: string | null } | null, waitingReason: { code: WaitingCode, message: string, position: number } | null, case: { id: string, task: string, image: string, browser: boolean, osUse: boolean, timeoutSec: number, expected: string, repo: { url: string, ref: string } | null, files: Array<{ path: string }>, resources: { memoryMb: number, cpu: number }, graders: Array<{ kind: GraderKind, command: Array<string> | null, max: number | null, rubric: string, model: string, samples: number, passThreshold: number | null, inputs: Array<JudgeInput> }> }, harness: { name: string, version: string, registered: boolean, command: Array<string>, image: string, env: Array<{ name: string, secretRef: string }> }, result: { verdict: Verdict, steps: number | null, costUsd: number | null, latencyMs: number | null, exitCode: number | null, limitHit: string | null, output: string | null, graders: Array<{ kind: GraderKind, passed: boolean, value: number | null, judge: { score: number | null, reasoning: string, judgeModel: string, selfGraded: boolean, templateVersion: string, unscoredReason: string, attempts: number, usage: { inputTokens: number | null, outputTokens: number | null, costUsd: number | null } } | null }>, usage: { inputTokens: number | null, outputTokens: number | null, steps: number | null, costUsd: number | null } | null } | null, error: { code: string, class: string, message: string } | null };

export type RunQueryVariables = Exact<{
  id: string;
}>;


export type RunQuery = { run: { priority: Priority, model: string | null, placementPolicy: PlacementPolicy | null, createdBy: string, harnessVersion: string, attempt: number, answer: string | null, answerCut: boolean, id: string, correlationId: string, status: RunStatus, runtime: string, runtimeVersion: number | null, harnessName: string, caseID: string, trigger: string, createdAt: string, startedAt: string | null, finishedAt: string | null, costUsd: number, judgeCostUsd: number, phase: RunPhase | null, attemptCount: number, scorecardID: number | null, try: number, timeline: Array<{ phase: TimelineStepPhase, at: string, durationMs: number | null }>, liveTrace: { traceId: string, provider: string, url: string | null } | null, waitingReason: { code: WaitingCode, message: string, position: number } | null, case: { id: string, task: string, image: string, browser: boolean, osUse: boolean, timeoutSec: number, expected: string, repo: { url: string, ref: string } | null, files: Array<{ path: string }>, resources: { memoryMb: number, cpu: number }, graders: Array<{ kind: GraderKind, command: Array<string> | null, max: number | null, rubric: string, model: string, samples: number, passThreshold: number | null, inputs: Array<JudgeInput> }> }, harness: { name: string, version: string, registered: boolean, command: Array<string>, image: string, env: Array<{ name: string, secretRef: string }> }, result: { verdict: Verdict, steps: number | null, costUsd: number | null, latencyMs: number | null, exitCode: number | null, limitHit: string | null, output: string | null, graders: Array<{ kind: GraderKind, passed: boolean, value: number | null, judge: { score: number | null, reasoning: string, judgeModel: string, selfGraded: boolean, templateVersion: string, unscoredReason: string, attempts: number, usage: { inputTokens: number | null, outputTokens: number | null, costUsd: number | null } } | null }>, usage: { inputTokens: number | null, outputTokens: number | null, steps: number | null, costUsd: number | null } | null } | null, error: { code: string, class: string, message: string } | null } | null };

export type RunArtifactsQueryVariables = Exact<{
  id: string;
}>;


export type RunArtifactsQuery = { run: { id: string, artifacts: Array<{ name: string, kind: string, size: number, sha256: string, contentType: string, url: string, attempt: number }>, result: { artifactsDropped: Array<{ name: string, reason: string }> } | null } | null };

export type RunUpdatedSubscriptionVariables = Exact<{
  id: string;
}>;


export type RunUpdatedSubscription = { runUpdated: { priority: Priority, model: string | null, placementPolicy: PlacementPolicy | null, createdBy: string, harnessVersion: string, attempt: number, answer: string | null, answerCut: boolean, id: string, correlationId: string, status: RunStatus, runtime: string, runtimeVersion: number | null, harnessName: string, caseID: string, trigger: string, createdAt: string, startedAt: string | null, finishedAt: string | null, costUsd: number, judgeCostUsd: number, phase: RunPhase | null, attemptCount: number, scorecardID: number | null, try: number, timeline: Array<{ phase: TimelineStepPhase, at: string, durationMs: number | null }>, liveTrace: { traceId: string, provider: string, url: string | null } | null, waitingReason: { code: WaitingCode, message: string, position: number } | null, case: { id: string, task: string, image: string, browser: boolean, osUse: boolean, timeoutSec: number, expected: string, repo: { url: string, ref: string } | null, files: Array<{ path: string }>, resources: { memoryMb: number, cpu: number }, graders: Array<{ kind: GraderKind, command: Array<string> | null, max: number | null, rubric: string, model: string, samples: number, passThreshold: number | null, inputs: Array<JudgeInput> }> }, harness: { name: string, version: string, registered: boolean, command: Array<string>, image: string, env: Array<{ name: string, secretRef: string }> }, result: { verdict: Verdict, steps: number | null, costUsd: number | null, latencyMs: number | null, exitCode: number | null, limitHit: string | null, output: string | null, graders: Array<{ kind: GraderKind, passed: boolean, value: number | null, judge: { score: number | null, reasoning: string, judgeModel: string, selfGraded: boolean, templateVersion: string, unscoredReason: string, attempts: number, usage: { inputTokens: number | null, outputTokens: number | null, costUsd: number | null } } | null }>, usage: { inputTokens: number | null, outputTokens: number | null, steps: number | null, costUsd: number | null } | null } | null, error: { code: string, class: string, message: string } | null } };

export type RunLogsQueryVariables = Exact<{
  id: string;
  fromSeq?: number | null | undefined;
  first?: number | null | undefined;
}>;


export type RunLogsQuery = { run: { id: string, logs: Array<{ seq: number, stream: string, text: string, at: string }> } | null };

export type RunLogTailSubscriptionVariables = Exact<{
  id: string;
  fromSeq?: number | null | undefined;
}>;


export type RunLogTailSubscription = { runLogs: { seq: number, stream: string, text: string, at: string } };

export type RunLogMetaQueryVariables = Exact<{
  id: string;
}>;


export type RunLogMetaQuery = { run: { id: string, lastLogSeq: number } | null };

export type RunLogSearchQueryVariables = Exact<{
  id: string;
  query: string;
  after?: number | null | undefined;
}>;


export type RunLogSearchQuery = { run: { id: string, logSearch: { total: number, seqs: Array<number> } } | null };

export type CancelRunMutationVariables = Exact<{
  id: string;
}>;


export type CancelRunMutation = { cancelRun: { priority: Priority, model: string | null, placementPolicy: PlacementPolicy | null, createdBy: string, harnessVersion: string, attempt: number, answer: string | null, answerCut: boolean, id: string, correlationId: string, status: RunStatus, runtime: string, runtimeVersion: number | null, harnessName: string, caseID: string, trigger: string, createdAt: string, startedAt: string | null, finishedAt: string | null, costUsd: number, judgeCostUsd: number, phase: RunPhase | null, attemptCount: number, scorecardID: number | null, try: number, timeline: Array<{ phase: TimelineStepPhase, at: string, durationMs: number | null }>, liveTrace: { traceId: string, provider: string, url: string | null } | null, waitingReason: { code: WaitingCode, message: string, position: number } | null, case: { id: string, task: string, image: string, browser: boolean, osUse: boolean, timeoutSec: number, expected: string, repo: { url: string, ref: string } | null, files: Array<{ path: string }>, resources: { memoryMb: number, cpu: number }, graders: Array<{ kind: GraderKind, command: Array<string> | null, max: number | null, rubric: string, model: string, samples: number, passThreshold: number | null, inputs: Array<JudgeInput> }> }, harness: { name: string, version: string, registered: boolean, command: Array<string>, image: string, env: Array<{ name: string, secretRef: string }> }, result: { verdict: Verdict, steps: number | null, costUsd: number | null, latencyMs: number | null, exitCode: number | null, limitHit: string | null, output: string | null, graders: Array<{ kind: GraderKind, passed: boolean, value: number | null, judge: { score: number | null, reasoning: string, judgeModel: string, selfGraded: boolean, templateVersion: string, unscoredReason: string, attempts: number, usage: { inputTokens: number | null, outputTokens: number | null, costUsd: number | null } } | null }>, usage: { inputTokens: number | null, outputTokens: number | null, steps: number | null, costUsd: number | null } | null } | null, error: { code: string, class: string, message: string } | null } };

export type ExecInRunMutationVariables = Exact<{
  id: string;
  command: Array<string> | string;
}>;


export type ExecInRunMutation = { execInRun: { stdout: string, stderr: string, exitCode: number, timedOut: boolean, truncated: boolean } };

export type IssueTerminalTicketMutationVariables = Exact<{
  id: string;
}>;


export type IssueTerminalTicketMutation = { issueTerminalTicket: { url: string, expiresAt: string } };

export type RunScreenSubscriptionVariables = Exact<{
  id: string;
}>;


export type RunScreenSubscription = { runScreen: { at: string, png: string | null, unavailable: string | null } };

export type SaveRunScreenMutationVariables = Exact<{
  id: string;
}>;


export type SaveRunScreenMutation = { saveRunScreen: { name: string, size: number } };

export type SubmitRunMutationVariables = Exact<{
  input: SubmitRunInput;
}>;


export type SubmitRunMutation = { submitRun: { id: string } };

export type RuntimesQueryVariables = Exact<{
  first: number;
  after?: string | null | undefined;
}>;


export type RuntimesQuery = { runtimes: { totalCount: number, pageInfo: { hasNextPage: boolean, endCursor: string | null }, edges: Array<{ node: { id: string, name: string, kind: RuntimeKind, shared: boolean, createdAt: string, latest: { version: number, capabilities: Array<string>, tags: Array<string> } | null } | null } | null> | null } };

export type RuntimeQueryVariables = Exact<{
  name: string;
}>;


export type RuntimeQuery = { runtime: { id: string, name: string, kind: RuntimeKind, shared: boolean, createdAt: string, versions: Array<{ id: string, version: number, capabilities: Array<string>, archived: boolean, createdAt: string, tags: Array<string>, spec: { costPerHourUsd: number, capabilities: Array<string>, admission: { maxConcurrent: number, memoryBudgetMb: number, cpuBudget: number }, local: { hardened: boolean } | null, nomad: { addr: string, region: string, namespace: string, datacenters: Array<string>, driver: string, dockerRuntime: string, authSecret: string } | null, k8s: { apiServer: string, context: string, namespace: string, runtimeClass: string, kubeconfigSecret: string } | null } }> } | null };

export type ValidateRuntimeMutationVariables = Exact<{
  input: RuntimeSpecInput;
}>;


export type ValidateRuntimeMutation = { validateRuntime: { valid: boolean, capabilities: Array<string>, problems: Array<{ field: string, message: string }> } };

export type RegisterRuntimeMutationVariables = Exact<{
  input: RuntimeSpecInput;
}>;


export type RegisterRuntimeMutation = { registerRuntime: { version: number, capabilities: Array<string> } };

export type ProbeRuntimeMutationVariables = Exact<{
  name: string;
  ref?: string | null | undefined;
}>;


export type ProbeRuntimeMutation = { probeRuntime: { reachable: boolean, authenticated: boolean, hardened: boolean, message: string, capabilities: Array<string> } };

export type SetRuntimeVersionTagsMutationVariables = Exact<{
  name: string;
  version: number;
  tags: Array<string> | string;
}>;


export type SetRuntimeVersionTagsMutation = { setRuntimeVersionTags: { version: number, tags: Array<string> } };

export type ArchiveRuntimeVersionMutationVariables = Exact<{
  name: string;
  version: number;
}>;


export type ArchiveRuntimeVersionMutation = { archiveRuntimeVersion: { version: number, archived: boolean } };

export type UnarchiveRuntimeVersionMutationVariables = Exact<{
  name: string;
  version: number;
}>;


export type UnarchiveRuntimeVersionMutation = { unarchiveRuntimeVersion: { version: number, archived: boolean } };

export type CapabilityVocabularyQueryVariables = Exact<{ [key: string]: never; }>;


export type CapabilityVocabularyQuery = { capabilityVocabulary: Array<{ name: string, kind: string }> };

export type QueueSnapshotSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type QueueSnapshotSubscription = { queueSnapshot: { generatedAt: string, tenants: Array<{ tenant: string, queued: number, running: number, weight: number }>, runtimes: Array<{ runtime: string, slots: number, inFlight: number, circuit: CircuitState, otherHolders: number, queued: number, p50DurationMs: number | null, estimatedWaitMs: number | null, holders: Array<{ run: string, correlationId: string, tenant: string }> }> } };

export type LoadFragment = { runtime: string, slots: number, inFlight: number, circuit: CircuitState, otherHolders: number, queued: number, p50DurationMs: number | null, estimatedWaitMs: number | null, holders: Array<{ run: string, correlationId: string, tenant: string }> };

export type QueueHistoryQueryVariables = Exact<{ [key: string]: never; }>;


export type QueueHistoryQuery = { queueHistory: Array<{ at: string, tenants: Array<{ tenant: string, queued: number, running: number, weight: number }>, runtimes: Array<{ runtime: string, inFlight: number }> }> };

export type QueueLoadQueryVariables = Exact<{ [key: string]: never; }>;


export type QueueLoadQuery = { queue: { runtimes: Array<{ runtime: string, slots: number, inFlight: number, circuit: CircuitState, otherHolders: number, queued: number, p50DurationMs: number | null, estimatedWaitMs: number | null, holders: Array<{ run: string, correlationId: string, tenant: string }> }> } };

export type QueuedRunsQueryVariables = Exact<{ [key: string]: never; }>;


export type QueuedRunsQuery = { runs: { totalCount: number, edges: Array<{ node: { id: string, correlationId: string, runtime: string, createdAt: string, waitingReason: { code: WaitingCode, message: string, position: number } | null } | null } | null> | null } };

export type SetTenantPolicyMutationVariables = Exact<{
  input: TenantPolicyInput;
}>;


export type SetTenantPolicyMutation = { setTenantPolicy: { slug: string, weight: number, maxConcurrent: number | null, maxQueueDepth: number | null, budgetUsd: number | null, spentUsd: number, budgetPeriod: BudgetPeriod, trusted: boolean } };

export type SetSecretMutationVariables = Exact<{
  name: string;
  value: string;
  purpose?: SecretPurpose | null | undefined;
  personal?: boolean | null | undefined;
}>;


export type SetSecretMutation = { setSecret: { name: string, purpose: SecretPurpose, owner: string | null, updatedAt: string } };

export type RotateWebhookSecretMutationVariables = Exact<{ [key: string]: never; }>;


export type RotateWebhookSecretMutation = { rotateWebhookSecret: string };

export type TokenRowFragment = { id: string, subject: string, role: Role, createdAt: string, lastUsedAt: string | null, expiresAt: string | null, revokedAt: string | null };

export type TokensQueryVariables = Exact<{ [key: string]: never; }>;


export type TokensQuery = { tokens: Array<{ id: string, subject: string, role: Role, createdAt: string, lastUsedAt: string | null, expiresAt: string | null, revokedAt: string | null }> };

export type CreateTokenMutationVariables = Exact<{
  role: Role;
  subject?: string | null | undefined;
  expiresIn?: number | null | undefined;
}>;


export type CreateTokenMutation = { createToken: { token: string, apiToken: { id: string, subject: string, role: Role, createdAt: string, lastUsedAt: string | null, expiresAt: string | null, revokedAt: string | null } } };

export type RevokeTokenMutationVariables = Exact<{
  id: string;
}>;


export type RevokeTokenMutation = { revokeToken: { id: string, subject: string, role: Role, createdAt: string, lastUsedAt: string | null, expiresAt: string | null, revokedAt: string | null } };

export type SecretsQueryVariables = Exact<{ [key: string]: never; }>;


export type SecretsQuery = { secrets: Array<{ name: string, purpose: SecretPurpose, owner: string | null, createdAt: string, updatedAt: string }> };

export type ScorecardRowFragment = { id: string, name: string, harnessName: string, runtime: string, status: ScorecardStatus, total: number, createdBy: string, createdAt: string, finishedAt: string | null };

export type ScorecardsQueryVariables = Exact<{
  first: number;
  after?: string | null | undefined;
}>;


export type ScorecardsQuery = { scorecards: { totalCount: number, pageInfo: { hasNextPage: boolean, endCursor: string | null }, edges: Array<{ node: { id: string, name: string, harnessName: string, runtime: string, status: ScorecardStatus, total: number, createdBy: string, createdAt: string, finishedAt: string | null, aggregate: { cases: number, passed: number, failed: number, errored: number, unscored: number, passRate: number } } | null } | null> | null } };

export type ScorecardFullFragment = { maxAttempts: number, priority: Priority, waitingReason: string, id: string, name: string, harnessName: string, runtime: string, status: ScorecardStatus, total: number, createdBy: string, createdAt: string, finishedAt: string | null, aggregate: { cases: number, queued: number, running: number, passed: number, failed: number, errored: number, canceled: number, unscored: number, retries: number, passRate: number, passRateLow: number, passRateHigh: number, costUsd: number, judgeCostUsd: number, latencyP50Ms: number | null, latencyP95Ms: number | null, runtimes: Array<{ runtime: string, cases: number, passed: number, failed: number, errored: number, costUsd: number }>, models: Array<{ model: string, cases: number, passed: number, failed: number, errored: number, passRate: number, costUsd: number }>, graders: Array<{ kind: GraderKind, passed: number, failed: number, unscored: number }>, failures: Array<{ class: string, code: string, count: number }> } };

export type ScorecardQueryVariables = Exact<{
  id: string;
}>;


export type ScorecardQuery = { scorecard: { maxAttempts: number, priority: Priority, waitingReason: string, id: string, name: string, harnessName: string, runtime: string, status: ScorecardStatus, total: number, createdBy: string, createdAt: string, finishedAt: string | null, aggregate: { cases: number, queued: number, running: number, passed: number, failed: number, errored: number, canceled: number, unscored: number, retries: number, passRate: number, passRateLow: number, passRateHigh: number, costUsd: number, judgeCostUsd: number, latencyP50Ms: number | null, latencyP95Ms: number | null, runtimes: Array<{ runtime: string, cases: number, passed: number, failed: number, errored: number, costUsd: number }>, models: Array<{ model: string, cases: number, passed: number, failed: number, errored: number, passRate: number, costUsd: number }>, graders: Array<{ kind: GraderKind, passed: number, failed: number, unscored: number }>, failures: Array<{ class: string, code: string, count: number }> } } | null };

export type ScorecardUpdatedSubscriptionVariables = Exact<{
  id: string;
}>;


export type ScorecardUpdatedSubscription = { scorecardUpdated: { maxAttempts: number, priority: Priority, waitingReason: string, id: string, name: string, harnessName: string, runtime: string, status: ScorecardStatus, total: number, createdBy: string, createdAt: string, finishedAt: string | null, aggregate: { cases: number, queued: number, running: number, passed: number, failed: number, errored: number, canceled: number, unscored: number, retries: number, passRate: number, passRateLow: number, passRateHigh: number, costUsd: number, judgeCostUsd: number, latencyP50Ms: number | null, latencyP95Ms: number | null, runtimes: Array<{ runtime: string, cases: number, passed: number, failed: number, errored: number, costUsd: number }>, models: Array<{ model: string, cases: number, passed: number, failed: number, errored: number, passRate: number, costUsd: number }>, graders: Array<{ kind: GraderKind, passed: number, failed: number, unscored: number }>, failures: Array<{ class: string, code: string, count: number }> } } };

export type CancelScorecardMutationVariables = Exact<{
  id: string;
}>;


export type CancelScorecardMutation = { cancelScorecard: { maxAttempts: number, priority: Priority, waitingReason: string, id: string, name: string, harnessName: string, runtime: string, status: ScorecardStatus, total: number, createdBy: string, createdAt: string, finishedAt: string | null, aggregate: { cases: number, queued: number, running: number, passed: number, failed: number, errored: number, canceled: number, unscored: number, retries: number, passRate: number, passRateLow: number, passRateHigh: number, costUsd: number, judgeCostUsd: number, latencyP50Ms: number | null, latencyP95Ms: number | null, runtimes: Array<{ runtime: string, cases: number, passed: number, failed: number, errored: number, costUsd: number }>, models: Array<{ model: string, cases: number, passed: number, failed: number, errored: number, passRate: number, costUsd: number }>, graders: Array<{ kind: GraderKind, passed: number, failed: number, unscored: number }>, failures: Array<{ class: string, code: string, count: number }> } } };

export type SubmitScorecardMutationVariables = Exact<{
  input: SubmitScorecardInput;
}>;


export type SubmitScorecardMutation = { submitScorecard: { id: string } };

export type ScorecardRunsQueryVariables = Exact<{
  scorecard: number;
  first: number;
  after?: string | null | undefined;
}>;


export type ScorecardRunsQuery = { runs: { totalCount: number, pageInfo: { hasNextPage: boolean, endCursor: string | null }, edges: Array<{ node: { id: string, correlationId: string, status: RunStatus, runtime: string, runtimeVersion: number | null, harnessName: string, harnessVersion: string, model: string | null, caseID: string, trigger: string, createdAt: string, startedAt: string | null, finishedAt: string | null, costUsd: number, judgeCostUsd: number, phase: RunPhase | null, attemptCount: number, scorecardID: number | null, try: number, result: { verdict: Verdict, exitCode: number | null } | null, error: { code: string, class: string } | null } | null } | null> | null } };

export type ScorecardSideFragment = { id: string, name: string, status: ScorecardStatus, total: number, createdAt: string, aggregate: { cases: number, passed: number, failed: number, errored: number, passRate: number, passRateLow: number, passRateHigh: number, runtimes: Array<{ runtime: string, cases: number, passed: number, failed: number, errored: number }> } };

export type ScorecardTrendQueryVariables = Exact<{
  name: string;
  last?: number | null | undefined;
}>;


export type ScorecardTrendQuery = { scorecardTrend: Array<{ createdAt: string, status: ScorecardStatus, decided: number, passRate: number, passRateLow: number, passRateHigh: number, latencyP50Ms: number | null, latencyP95Ms: number | null, scorecard: { id: string } }> };

export type CompareScorecardsQueryVariables = Exact<{
  a: string;
  b: string;
}>;


export type CompareScorecardsQuery = { compareScorecards: { paired: number, regressed: Array<string>, fixed: Array<string>, passRateA: number, passRateB: number, pValue: number, significant: boolean }, a: { id: string, name: string, status: ScorecardStatus, total: number, createdAt: string, aggregate: { cases: number, passed: number, failed: number, errored: number, passRate: number, passRateLow: number, passRateHigh: number, runtimes: Array<{ runtime: string, cases: number, passed: number, failed: number, errored: number }> } } | null, b: { id: string, name: string, status: ScorecardStatus, total: number, createdAt: string, aggregate: { cases: number, passed: number, failed: number, errored: number, passRate: number, passRateLow: number, passRateHigh: number, runtimes: Array<{ runtime: string, cases: number, passed: number, failed: number, errored: number }> } } | null };

export type CaseRunsQueryVariables = Exact<{
  a: number;
  b: number;
  cases: Array<string> | string;
}>;


export type CaseRunsQuery = { a: { edges: Array<{ node: { id: string, caseID: string, try: number, status: RunStatus, result: { verdict: Verdict } | null, error: { class: string } | null } | null } | null> | null }, b: { edges: Array<{ node: { id: string, caseID: string, try: number, status: RunStatus, result: { verdict: Verdict } | null, error: { class: string } | null } | null } | null> | null } };

export type HarnessesQueryVariables = Exact<{
  first: number;
  after?: string | null | undefined;
}>;


export type HarnessesQuery = { harnesses: { pageInfo: { hasNextPage: boolean, endCursor: string | null }, edges: Array<{ node: { id: string, name: string, shared: boolean, latest: { version: number } | null, versions: Array<{ id: string, version: number, digest: string, archived: boolean, tags: Array<string>, createdAt: string, spec: { description: string, command: Array<string>, image: string, env: Array<{ name: string, secretRef: string }>, model: { default: string, required: boolean } } }> } | null } | null> | null } };

export type ModelProviderRowFragment = { name: string, kind: ModelProviderKind, baseUrl: string, apiKeySecret: string, inputUsdPerMTok: number | null, outputUsdPerMTok: number | null, updatedAt: string };

export type ModelProvidersQueryVariables = Exact<{ [key: string]: never; }>;


export type ModelProvidersQuery = { modelProviders: Array<{ name: string, kind: ModelProviderKind, baseUrl: string, apiKeySecret: string, inputUsdPerMTok: number | null, outputUsdPerMTok: number | null, updatedAt: string }> };

export type RegisterModelProviderMutationVariables = Exact<{
  input: ModelProviderInput;
}>;


export type RegisterModelProviderMutation = { registerModelProvider: { name: string, kind: ModelProviderKind, baseUrl: string, apiKeySecret: string, inputUsdPerMTok: number | null, outputUsdPerMTok: number | null, updatedAt: string } };

export type DeleteModelProviderMutationVariables = Exact<{
  name: string;
}>;


export type DeleteModelProviderMutation = { deleteModelProvider: boolean };

export type SubmitRuntimeLoadsQueryVariables = Exact<{ [key: string]: never; }>;


export type SubmitRuntimeLoadsQuery = { queue: { runtimes: Array<{ runtime: string, slots: number, inFlight: number, circuit: CircuitState }> } };

export class TypedDocumentString<TResult, TVariables>
  extends String
  implements DocumentTypeDecoration<TResult, TVariables>
{
  __apiType?: NonNullable<DocumentTypeDecoration<TResult, TVariables>['__apiType']>;
  private value: string;
  public __meta__?: Record<string, any> | undefined;

  constructor(value: string, __meta__?: Record<string, any> | undefined) {
    super(value);
    this.value = value;
    this.__meta__ = __meta__;
  }

  override toString(): string & DocumentTypeDecoration<TResult, TVariables> {
    return this.value;
  }
}
export const RunRowFragmentDoc = new TypedDocumentString(`
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
    `, {"fragmentName":"RunRow"}) as unknown as TypedDocumentString<RunRowFragment, unknown>;
export const RunFullFragmentDoc = new TypedDocumentString(`
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
}`, {"fragmentName":"RunFull"}) as unknown as TypedDocumentString<RunFullFragment, unknown>;
export const LoadFragmentDoc = new TypedDocumentString(`
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
    `, {"fragmentName":"Load"}) as unknown as TypedDocumentString<LoadFragment, unknown>;
export const TokenRowFragmentDoc = new TypedDocumentString(`
    fragment TokenRow on APIToken {
  id
  subject
  role
  createdAt
  lastUsedAt
  expiresAt
  revokedAt
}
    `, {"fragmentName":"TokenRow"}) as unknown as TypedDocumentString<TokenRowFragment, unknown>;
export const ScorecardRowFragmentDoc = new TypedDocumentString(`
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
    `, {"fragmentName":"ScorecardRow"}) as unknown as TypedDocumentString<ScorecardRowFragment, unknown>;
export const ScorecardFullFragmentDoc = new TypedDocumentString(`
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
}`, {"fragmentName":"ScorecardFull"}) as unknown as TypedDocumentString<ScorecardFullFragment, unknown>;
export const ScorecardSideFragmentDoc = new TypedDocumentString(`
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
    `, {"fragmentName":"ScorecardSide"}) as unknown as TypedDocumentString<ScorecardSideFragment, unknown>;
export const ModelProviderRowFragmentDoc = new TypedDocumentString(`
    fragment ModelProviderRow on ModelProvider {
  name
  kind
  baseUrl
  apiKeySecret
  inputUsdPerMTok
  outputUsdPerMTok
  updatedAt
}
    `, {"fragmentName":"ModelProviderRow"}) as unknown as TypedDocumentString<ModelProviderRowFragment, unknown>;
export const ViewerDocument = new TypedDocumentString(`
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
    `) as unknown as TypedDocumentString<ViewerQuery, ViewerQueryVariables>;
export const RunsDocument = new TypedDocumentString(`
    query Runs($first: Int!, $after: Cursor, $where: RunWhereInput, $includeChildren: Boolean) {
  runs(
    first: $first
    after: $after
    where: $where
    includeChildren: $includeChildren
    orderBy: {field: CREATED_AT, direction: DESC}
  ) {
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
}`) as unknown as TypedDocumentString<RunsQuery, RunsQueryVariables>;
export const ScorecardNamesDocument = new TypedDocumentString(`
    query ScorecardNames($ids: [ID!]!) {
  scorecards(first: 100, where: {idIn: $ids}) {
    edges {
      node {
        id
        name
      }
    }
  }
}
    `) as unknown as TypedDocumentString<ScorecardNamesQuery, ScorecardNamesQueryVariables>;
export const FindCaseRunDocument = new TypedDocumentString(`
    query FindCaseRun($where: RunWhereInput) {
  runs(
    first: 1
    where: $where
    includeChildren: true
    orderBy: {field: CREATED_AT, direction: DESC}
  ) {
    edges {
      node {
        id
      }
    }
  }
}
    `) as unknown as TypedDocumentString<FindCaseRunQuery, FindCaseRunQueryVariables>;
export const RunEventsDocument = new TypedDocumentString(`
    subscription RunEvents {
  runEvents {
    ...RunRow
  }
}
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
}`) as unknown as TypedDocumentString<RunEventsSubscription, RunEventsSubscriptionVariables>;
export const RunDocument = new TypedDocumentString(`
    query Run($id: ID!) {
  run(id: $id) {
    ...RunFull
  }
}
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
}`) as unknown as TypedDocumentString<RunQuery, RunQueryVariables>;
export const RunArtifactsDocument = new TypedDocumentString(`
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
    `) as unknown as TypedDocumentString<RunArtifactsQuery, RunArtifactsQueryVariables>;
export const RunUpdatedDocument = new TypedDocumentString(`
    subscription RunUpdated($id: ID!) {
  runUpdated(id: $id) {
    ...RunFull
  }
}
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
}`) as unknown as TypedDocumentString<RunUpdatedSubscription, RunUpdatedSubscriptionVariables>;
export const RunLogsDocument = new TypedDocumentString(`
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
    `) as unknown as TypedDocumentString<RunLogsQuery, RunLogsQueryVariables>;
export const RunLogTailDocument = new TypedDocumentString(`
    subscription RunLogTail($id: ID!, $fromSeq: Int) {
  runLogs(id: $id, fromSeq: $fromSeq) {
    seq
    stream
    text
    at
  }
}
    `) as unknown as TypedDocumentString<RunLogTailSubscription, RunLogTailSubscriptionVariables>;
export const RunLogMetaDocument = new TypedDocumentString(`
    query RunLogMeta($id: ID!) {
  run(id: $id) {
    id
    lastLogSeq
  }
}
    `) as unknown as TypedDocumentString<RunLogMetaQuery, RunLogMetaQueryVariables>;
export const RunLogSearchDocument = new TypedDocumentString(`
    query RunLogSearch($id: ID!, $query: String!, $after: Int) {
  run(id: $id) {
    id
    logSearch(query: $query, after: $after, first: 100) {
      total
      seqs
    }
  }
}
    `) as unknown as TypedDocumentString<RunLogSearchQuery, RunLogSearchQueryVariables>;
export const CancelRunDocument = new TypedDocumentString(`
    mutation CancelRun($id: ID!) {
  cancelRun(id: $id) {
    ...RunFull
  }
}
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
}`) as unknown as TypedDocumentString<CancelRunMutation, CancelRunMutationVariables>;
export const ExecInRunDocument = new TypedDocumentString(`
    mutation ExecInRun($id: ID!, $command: [String!]!) {
  execInRun(id: $id, command: $command) {
    stdout
    stderr
    exitCode
    timedOut
    truncated
  }
}
    `) as unknown as TypedDocumentString<ExecInRunMutation, ExecInRunMutationVariables>;
export const IssueTerminalTicketDocument = new TypedDocumentString(`
    mutation IssueTerminalTicket($id: ID!) {
  issueTerminalTicket(id: $id) {
    url
    expiresAt
  }
}
    `) as unknown as TypedDocumentString<IssueTerminalTicketMutation, IssueTerminalTicketMutationVariables>;
export const RunScreenDocument = new TypedDocumentString(`
    subscription RunScreen($id: ID!) {
  runScreen(id: $id) {
    at
    png
    unavailable
  }
}
    `) as unknown as TypedDocumentString<RunScreenSubscription, RunScreenSubscriptionVariables>;
export const SaveRunScreenDocument = new TypedDocumentString(`
    mutation SaveRunScreen($id: ID!) {
  saveRunScreen(id: $id) {
    name
    size
  }
}
    `) as unknown as TypedDocumentString<SaveRunScreenMutation, SaveRunScreenMutationVariables>;
export const SubmitRunDocument = new TypedDocumentString(`
    mutation SubmitRun($input: SubmitRunInput!) {
  submitRun(input: $input) {
    id
  }
}
    `) as unknown as TypedDocumentString<SubmitRunMutation, SubmitRunMutationVariables>;
export const RuntimesDocument = new TypedDocumentString(`
    query Runtimes($first: Int!, $after: Cursor) {
  runtimes(first: $first, after: $after, orderBy: {field: NAME, direction: ASC}) {
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
    `) as unknown as TypedDocumentString<RuntimesQuery, RuntimesQueryVariables>;
export const RuntimeDocument = new TypedDocumentString(`
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
    `) as unknown as TypedDocumentString<RuntimeQuery, RuntimeQueryVariables>;
export const ValidateRuntimeDocument = new TypedDocumentString(`
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
    `) as unknown as TypedDocumentString<ValidateRuntimeMutation, ValidateRuntimeMutationVariables>;
export const RegisterRuntimeDocument = new TypedDocumentString(`
    mutation RegisterRuntime($input: RuntimeSpecInput!) {
  registerRuntime(input: $input) {
    version
    capabilities
  }
}
    `) as unknown as TypedDocumentString<RegisterRuntimeMutation, RegisterRuntimeMutationVariables>;
export const ProbeRuntimeDocument = new TypedDocumentString(`
    mutation ProbeRuntime($name: String!, $ref: String) {
  probeRuntime(name: $name, ref: $ref) {
    reachable
    authenticated
    hardened
    message
    capabilities
  }
}
    `) as unknown as TypedDocumentString<ProbeRuntimeMutation, ProbeRuntimeMutationVariables>;
export const SetRuntimeVersionTagsDocument = new TypedDocumentString(`
    mutation SetRuntimeVersionTags($name: String!, $version: Int!, $tags: [String!]!) {
  setRuntimeVersionTags(name: $name, version: $version, tags: $tags) {
    version
    tags
  }
}
    `) as unknown as TypedDocumentString<SetRuntimeVersionTagsMutation, SetRuntimeVersionTagsMutationVariables>;
export const ArchiveRuntimeVersionDocument = new TypedDocumentString(`
    mutation ArchiveRuntimeVersion($name: String!, $version: Int!) {
  archiveRuntimeVersion(name: $name, version: $version) {
    version
    archived
  }
}
    `) as unknown as TypedDocumentString<ArchiveRuntimeVersionMutation, ArchiveRuntimeVersionMutationVariables>;
export const UnarchiveRuntimeVersionDocument = new TypedDocumentString(`
    mutation UnarchiveRuntimeVersion($name: String!, $version: Int!) {
  unarchiveRuntimeVersion(name: $name, version: $version) {
    version
    archived
  }
}
    `) as unknown as TypedDocumentString<UnarchiveRuntimeVersionMutation, UnarchiveRuntimeVersionMutationVariables>;
export const CapabilityVocabularyDocument = new TypedDocumentString(`
    query CapabilityVocabulary {
  capabilityVocabulary {
    name
    kind
  }
}
    `) as unknown as TypedDocumentString<CapabilityVocabularyQuery, CapabilityVocabularyQueryVariables>;
export const QueueSnapshotDocument = new TypedDocumentString(`
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
}`) as unknown as TypedDocumentString<QueueSnapshotSubscription, QueueSnapshotSubscriptionVariables>;
export const QueueHistoryDocument = new TypedDocumentString(`
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
    `) as unknown as TypedDocumentString<QueueHistoryQuery, QueueHistoryQueryVariables>;
export const QueueLoadDocument = new TypedDocumentString(`
    query QueueLoad {
  queue {
    runtimes {
      ...Load
    }
  }
}
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
}`) as unknown as TypedDocumentString<QueueLoadQuery, QueueLoadQueryVariables>;
export const QueuedRunsDocument = new TypedDocumentString(`
    query QueuedRuns {
  runs(
    first: 50
    where: {status: QUEUED}
    includeChildren: true
    orderBy: {field: CREATED_AT, direction: ASC}
  ) {
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
    `) as unknown as TypedDocumentString<QueuedRunsQuery, QueuedRunsQueryVariables>;
export const SetTenantPolicyDocument = new TypedDocumentString(`
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
    `) as unknown as TypedDocumentString<SetTenantPolicyMutation, SetTenantPolicyMutationVariables>;
export const SetSecretDocument = new TypedDocumentString(`
    mutation SetSecret($name: String!, $value: String!, $purpose: SecretPurpose, $personal: Boolean) {
  setSecret(name: $name, value: $value, purpose: $purpose, personal: $personal) {
    name
    purpose
    owner
    updatedAt
  }
}
    `) as unknown as TypedDocumentString<SetSecretMutation, SetSecretMutationVariables>;
export const RotateWebhookSecretDocument = new TypedDocumentString(`
    mutation RotateWebhookSecret {
  rotateWebhookSecret
}
    `) as unknown as TypedDocumentString<RotateWebhookSecretMutation, RotateWebhookSecretMutationVariables>;
export const TokensDocument = new TypedDocumentString(`
    query Tokens {
  tokens {
    ...TokenRow
  }
}
    fragment TokenRow on APIToken {
  id
  subject
  role
  createdAt
  lastUsedAt
  expiresAt
  revokedAt
}`) as unknown as TypedDocumentString<TokensQuery, TokensQueryVariables>;
export const CreateTokenDocument = new TypedDocumentString(`
    mutation CreateToken($role: Role!, $subject: String, $expiresIn: Int) {
  createToken(role: $role, subject: $subject, expiresIn: $expiresIn) {
    token
    apiToken {
      ...TokenRow
    }
  }
}
    fragment TokenRow on APIToken {
  id
  subject
  role
  createdAt
  lastUsedAt
  expiresAt
  revokedAt
}`) as unknown as TypedDocumentString<CreateTokenMutation, CreateTokenMutationVariables>;
export const RevokeTokenDocument = new TypedDocumentString(`
    mutation RevokeToken($id: ID!) {
  revokeToken(id: $id) {
    ...TokenRow
  }
}
    fragment TokenRow on APIToken {
  id
  subject
  role
  createdAt
  lastUsedAt
  expiresAt
  revokedAt
}`) as unknown as TypedDocumentString<RevokeTokenMutation, RevokeTokenMutationVariables>;
export const SecretsDocument = new TypedDocumentString(`
    query Secrets {
  secrets {
    name
    purpose
    owner
    createdAt
    updatedAt
  }
}
    `) as unknown as TypedDocumentString<SecretsQuery, SecretsQueryVariables>;
export const ScorecardsDocument = new TypedDocumentString(`
    query Scorecards($first: Int!, $after: Cursor) {
  scorecards(
    first: $first
    after: $after
    orderBy: {field: CREATED_AT, direction: DESC}
  ) {
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
}`) as unknown as TypedDocumentString<ScorecardsQuery, ScorecardsQueryVariables>;
export const ScorecardDocument = new TypedDocumentString(`
    query Scorecard($id: ID!) {
  scorecard(id: $id) {
    ...ScorecardFull
  }
}
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
}`) as unknown as TypedDocumentString<ScorecardQuery, ScorecardQueryVariables>;
export const ScorecardUpdatedDocument = new TypedDocumentString(`
    subscription ScorecardUpdated($id: ID!) {
  scorecardUpdated(id: $id) {
    ...ScorecardFull
  }
}
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
}`) as unknown as TypedDocumentString<ScorecardUpdatedSubscription, ScorecardUpdatedSubscriptionVariables>;
export const CancelScorecardDocument = new TypedDocumentString(`
    mutation CancelScorecard($id: ID!) {
  cancelScorecard(id: $id) {
    ...ScorecardFull
  }
}
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
}`) as unknown as TypedDocumentString<CancelScorecardMutation, CancelScorecardMutationVariables>;
export const SubmitScorecardDocument = new TypedDocumentString(`
    mutation SubmitScorecard($input: SubmitScorecardInput!) {
  submitScorecard(input: $input) {
    id
  }
}
    `) as unknown as TypedDocumentString<SubmitScorecardMutation, SubmitScorecardMutationVariables>;
export const ScorecardRunsDocument = new TypedDocumentString(`
    query ScorecardRuns($scorecard: Int!, $first: Int!, $after: Cursor) {
  runs(
    first: $first
    after: $after
    where: {scorecardID: $scorecard}
    orderBy: {field: CREATED_AT, direction: ASC}
  ) {
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
}`) as unknown as TypedDocumentString<ScorecardRunsQuery, ScorecardRunsQueryVariables>;
export const ScorecardTrendDocument = new TypedDocumentString(`
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
    `) as unknown as TypedDocumentString<ScorecardTrendQuery, ScorecardTrendQueryVariables>;
export const CompareScorecardsDocument = new TypedDocumentString(`
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
}`) as unknown as TypedDocumentString<CompareScorecardsQuery, CompareScorecardsQueryVariables>;
export const CaseRunsDocument = new TypedDocumentString(`
    query CaseRuns($a: Int!, $b: Int!, $cases: [String!]!) {
  a: runs(
    first: 100
    where: {scorecardID: $a, caseIDIn: $cases}
    orderBy: {field: CREATED_AT, direction: ASC}
  ) {
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
  b: runs(
    first: 100
    where: {scorecardID: $b, caseIDIn: $cases}
    orderBy: {field: CREATED_AT, direction: ASC}
  ) {
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
    `) as unknown as TypedDocumentString<CaseRunsQuery, CaseRunsQueryVariables>;
export const HarnessesDocument = new TypedDocumentString(`
    query Harnesses($first: Int!, $after: Cursor) {
  harnesses(first: $first, after: $after, orderBy: {field: NAME, direction: ASC}) {
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
    `) as unknown as TypedDocumentString<HarnessesQuery, HarnessesQueryVariables>;
export const ModelProvidersDocument = new TypedDocumentString(`
    query ModelProviders {
  modelProviders {
    ...ModelProviderRow
  }
}
    fragment ModelProviderRow on ModelProvider {
  name
  kind
  baseUrl
  apiKeySecret
  inputUsdPerMTok
  outputUsdPerMTok
  updatedAt
}`) as unknown as TypedDocumentString<ModelProvidersQuery, ModelProvidersQueryVariables>;
export const RegisterModelProviderDocument = new TypedDocumentString(`
    mutation RegisterModelProvider($input: ModelProviderInput!) {
  registerModelProvider(input: $input) {
    ...ModelProviderRow
  }
}
    fragment ModelProviderRow on ModelProvider {
  name
  kind
  baseUrl
  apiKeySecret
  inputUsdPerMTok
  outputUsdPerMTok
  updatedAt
}`) as unknown as TypedDocumentString<RegisterModelProviderMutation, RegisterModelProviderMutationVariables>;
export const DeleteModelProviderDocument = new TypedDocumentString(`
    mutation DeleteModelProvider($name: String!) {
  deleteModelProvider(name: $name)
}
    `) as unknown as TypedDocumentString<DeleteModelProviderMutation, DeleteModelProviderMutationVariables>;
export const SubmitRuntimeLoadsDocument = new TypedDocumentString(`
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
    `) as unknown as TypedDocumentString<SubmitRuntimeLoadsQuery, SubmitRuntimeLoadsQueryVariables>;