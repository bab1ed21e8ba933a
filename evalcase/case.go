package evalcase

// TimeoutSecDefault is the time a case may run when its TimeoutSec is zero.
const TimeoutSecDefault = 300

// Case is one evaluation case: the task given to the agent and how its work
// is graded. The zero value is a case with no task, which Validate refuses.
type Case struct {
	// ID names the case; the submission recipe tags it with the interface it
	// came from when empty.
	ID string `json:"id"`
	// Task is the text given to the agent (written to EVERDICT_TASK).
	Task string `json:"task"`
	// Image is an optional container image to run in (needs docker).
	Image string `json:"image,omitempty"`
	// Repo is an optional git repository cloned into the workspace.
	Repo *Repo `json:"repo,omitempty"`
	// Files are seed files written into the workspace before the harness runs.
	Files []File `json:"files,omitempty"`
	// Browser, OSUse and Isolation declare what the case needs of its runtime.
	Browser   bool `json:"browser,omitempty"`
	OSUse     bool `json:"osUse,omitempty"`
	Isolation bool `json:"isolation,omitempty"`
	// TimeoutSec bounds the harness; zero means TimeoutSecDefault.
	TimeoutSec int `json:"timeoutSec,omitempty"`
	// Resources are what the case declares it needs; zero means no claim.
	Resources Resources `json:"resources,omitzero"`
	// Graders decide the verdict; every one must pass for PASS.
	Graders []Grader `json:"graders,omitempty"`
	// Expected is an optional reference answer a JUDGE grader may be shown
	// (JudgeExpected); "" when the case has none.
	Expected string `json:"expected,omitempty"`
}

// Repo is a git repository to clone. Tokens are never part of it: they are
// resolved at dispatch and never persisted.
type Repo struct {
	URL string `json:"url"`
	Ref string `json:"ref,omitempty"`
}

// File is a seed file, its path relative to the workspace.
type File struct {
	Path    string `json:"path"`
	Content string `json:"content"`
}

// Resources is a resource claim. Zero fields claim nothing.
type Resources struct {
	MemoryMB int     `json:"memoryMb,omitempty"`
	CPU      float64 `json:"cpu,omitempty"`
}

// GraderKind names a grader.
type GraderKind string

// The grader kinds.
const (
	GraderTestsPass GraderKind = "TESTS_PASS"
	GraderSteps     GraderKind = "STEPS"
	GraderCost      GraderKind = "COST"
	GraderLatency   GraderKind = "LATENCY"
	// GraderJudge asks a model to grade the run's evidence against Rubric
	// (package judge). It is decided by the control plane after the
	// harness ends, never inside the job.
	GraderJudge GraderKind = "JUDGE"
)

// Valid reports whether k is one of the grader kinds.
func (k GraderKind) Valid() bool {
	switch k {
	case GraderTestsPass, GraderSteps, GraderCost, GraderLatency, GraderJudge:
		return true
	}
	return false
}

// Grader is one grading rule. TESTS_PASS runs Command in the workspace (exit
// 0 passes); STEPS, COST and LATENCY pass when the measured value is at most
// Max (a nil Max always passes: the value is only recorded).
type Grader struct {
	Kind    GraderKind `json:"kind"`
	Command []string   `json:"command,omitempty"`
	Max     *float64   `json:"max,omitempty"`

	// The JUDGE grader's fields; empty for every other kind.

	// Rubric tells the judge what a passing answer is. Required.
	Rubric string `json:"rubric,omitempty"`
	// Model is the judge model ("provider/model"); "" takes the
	// scorecard's, then the tenant's judgeModel.
	Model string `json:"model,omitempty"`
	// Inputs is the evidence the judge is shown; empty means ANSWER alone.
	Inputs []JudgeInput `json:"inputs,omitempty"`
	// Samples is how many times the judge is asked; the majority decides.
	// Zero means 1.
	Samples int `json:"samples,omitempty"`
	// PassThreshold is the score (0..1) a sample needs to pass; nil means
	// the judge's own verdict decides.
	PassThreshold *float64 `json:"passThreshold,omitempty"`
}

// JudgeInput names a piece of a run's evidence a JUDGE grader shows its
// model. Every one is untrusted data, capped in bytes.
type JudgeInput string

// The judge inputs.
const (
	JudgeAnswer   JudgeInput = "ANSWER"    // the harness's answer file
	JudgeExpected JudgeInput = "EXPECTED"  // the case's reference answer
	JudgeTask     JudgeInput = "TASK"      // the case's task text
	JudgeLogsTail JudgeInput = "LOGS_TAIL" // the last lines of the run's log
	JudgeDiff     JudgeInput = "DIFF"      // the workspace's git diff
)

// EffectiveTimeoutSec is the case's timeout with the default applied.
func (c Case) EffectiveTimeoutSec() int {
	if c.TimeoutSec <= 0 {
		return TimeoutSecDefault
	}
	return c.TimeoutSec
}

// Harness is the agent under test.
type Harness struct {
	Name    string   `json:"name"`
	Version string   `json:"version,omitempty"`
	Command []string `json:"command"`
	Image   string   `json:"image,omitempty"`
	Env     []EnvVar `json:"env,omitempty"`
	// Model is the model resolved for the run ("provider/name"), already
	// substituted into Command and Env; "" when none. The job's env carries
	// it as EnvModel.
	Model string `json:"model,omitempty"`
	// ModelSource says where Model came from: RUN, SCORECARD, HARNESS or
	// TENANT (see package harness); "" when there is no model.
	ModelSource string `json:"modelSource,omitempty"`
	// Registered is set on a harness resolved from the registry: the
	// immutable version the run got, so that moving a tag never changes it.
	Registered *Registered `json:"registered,omitempty"`
}

// EnvModel holds a run's resolved model in its job's environment.
const EnvModel = "EVERDICT_MODEL"

// Registered names the registered harness version a run resolved to.
type Registered struct {
	// VersionID is the version's row id.
	VersionID int `json:"versionId"`
	// Version is its number (1, 2, …).
	Version int `json:"version"`
	// Digest is the SHA-256 of its canonical spec ("sha256:<hex>").
	Digest string `json:"digest"`
}

// EnvVar is one harness environment variable: a literal Value, or SecretRef
// naming a tenant secret resolved at dispatch. A persisted harness never
// carries a resolved secret value.
type EnvVar struct {
	Name      string `json:"name"`
	Value     string `json:"value,omitempty"`
	SecretRef string `json:"secretRef,omitempty"`
}

// PinImage is the one pin rule of every backend and runner: the image a
// run of case c with harness h runs in. When both name one, the case's
// wins (a case pins its environment); else whichever names one; "" when
// neither does (the backend's default).
func PinImage(c Case, h Harness) string {
	if c.Image != "" {
		return c.Image
	}
	return h.Image
}
