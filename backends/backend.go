package backends

import (
	"context"
	"time"

	"github.com/everdict/everdict/domain"
	"github.com/everdict/everdict/evalcase"
)

// Job is one run as a backend sees it: the case, the harness under test and
// the trust zone to fence it in. A Job is a plain value; the zero value is
// refused by Validate.
type Job struct {
	// RunID is the correlation id (evd-run-<id>): the name of the job on the
	// backend and the key Cancel and Adopt find it by. See ValidRunID.
	RunID string `json:"runId"`
	// ID is the run's id as the API names it (Run.id); 0 for a job made
	// outside the control plane. A front door is told it, and its callback
	// names it.
	ID int `json:"id,omitempty"`
	// Tenant is the slug of the tenant the run belongs to.
	Tenant string `json:"tenant"`
	// Case is the evaluation case to run.
	Case evalcase.Case `json:"case"`
	// Harness is the agent under test. Its Env values are already resolved:
	// every SecretRef has been replaced by the secret's Value. A backend never
	// persists those values outside the job's own environment.
	Harness evalcase.Harness `json:"harness"`
	// Zone is the tenant's trust zone, resolved per dispatch.
	Zone domain.TrustZone `json:"zone"`
	// Hardened is true when the job must run behind a kernel boundary, as
	// decided once when the job was assembled (package jobs). A backend
	// enforces it (MustHarden) and never decides it again.
	Hardened bool `json:"hardened,omitempty"`
	// Secrets are the secret values resolved into Harness.Env. A backend
	// that keeps the job's output (a log file) masks them in it
	// (secrets.Masker) before it is written; the control plane masks what it
	// stores and publishes too.
	Secrets []string `json:"secrets,omitempty"`
	// TraceParent is the W3C traceparent the job's environment carries as
	// EnvTraceParent; "" sets none. Its trace id is TraceID when the job has
	// one.
	TraceParent string `json:"traceParent,omitempty"`
	// TraceID is the trace id of the run's attempt, derived from its
	// correlation id and attempt number (agenttrace.ID), carried as
	// EnvTraceID; "" sets none (a job made outside the control plane).
	TraceID string `json:"traceId,omitempty"`
	// GitAuth is the credential the clone of Case.Repo uses, resolved at
	// dispatch (package jobs); nil clones anonymously. RegistryAuth holds
	// one entry per registry host of the job's images that has a
	// credential. Both are transient: handed to the clone or pull step
	// only, never persisted, never in a spec, a ConfigMap, the workspace or
	// a log line (their values are among Secrets, so they are masked).
	GitAuth      *GitAuth       `json:"gitAuth,omitempty"`
	RegistryAuth []RegistryAuth `json:"registryAuth,omitempty"`
	// Artifacts bound the files collected of the run (its runtime's
	// admission); zero limits take the backend's own defaults.
	Artifacts ArtifactLimits `json:"artifacts,omitempty"`
	// ArtifactUpload is where a job whose task uploads its own files (a
	// cluster's) sends them, with its upload grant; nil collects nothing
	// that way (LOCAL collects on its host). Transient like GitAuth: the
	// grant reaches the task only through its secret object (a Nomad
	// Variable, a Kubernetes Secret), never a spec, a log line or the
	// harness's environment, and the job never encodes it.
	ArtifactUpload *ArtifactUpload `json:"-"`
}

// MustHarden reports whether the job must run behind a kernel boundary: it
// was assembled so, or its zone requires it. A hand-built job with a zero
// zone (untrusted) must, so a job fails closed.
func (j Job) MustHarden() bool {
	return j.Hardened || j.Zone.HardenedRequired || !j.Zone.Trusted
}

// Stream names where a LogLine came from. The zero value names no stream.
type Stream string

// The streams.
const (
	StreamStdout Stream = "stdout"
	StreamStderr Stream = "stderr"
	// StreamSystem lines are written by the backend itself (workspace set up,
	// limit hit, grader exit codes), never by the harness.
	StreamSystem Stream = "system"
)

// LogLine is one line of a run's logs. It is a plain value; the zero value
// (Seq 0) is no line a backend delivers.
type LogLine struct {
	// Seq numbers the lines of one run 1, 2, 3, … with no gap and no
	// duplicate, across every stream.
	Seq    int64     `json:"seq"`
	Stream Stream    `json:"stream"`
	Text   string    `json:"text"`
	At     time.Time `json:"at"`
}

// LogSink receives a run's log lines. A backend calls Line from one goroutine
// at a time, in increasing Seq, and never after the Dispatch or Adopt call it
// was given to has returned. Line should not block for long: it holds up the
// delivery of the lines after it (no line is lost meanwhile).
type LogSink interface {
	Line(LogLine)
}

// BatchSink is implemented by a LogSink that keeps several consecutive
// lines at once more cheaply than one by one (one insert of many rows). A
// backend that reads lines in batches hands them over with Deliver.
type BatchSink interface {
	// Lines receives lines, in increasing Seq, as Line would one by one.
	Lines([]LogLine)
}

// Deliver hands lines to sink: all at once when it is a BatchSink, else
// one Line at a time.
func Deliver(sink LogSink, lines []LogLine) {
	if len(lines) == 0 {
		return
	}
	if b, ok := sink.(BatchSink); ok {
		b.Lines(lines)
		return
	}
	for _, l := range lines {
		sink.Line(l)
	}
}

// Accepter is implemented by a LogSink that wants to know when Dispatch was
// accepted: the backend has taken the job (it is starting, or queued on the
// runtime) and answers for it by RunID from then on (Cancel, Adopt). Dispatch
// calls Accepted at most once, before the first Line, and never for a job it
// refused. The scheduler stamps the run RUNNING there (DESIGN §3.5).
type Accepter interface {
	Accepted()
}

// LogSinkFunc adapts a function to a LogSink.
type LogSinkFunc func(LogLine)

// Line calls f(l).
func (f LogSinkFunc) Line(l LogLine) { f(l) }

// Discard is a LogSink that drops every line.
var Discard LogSink = LogSinkFunc(func(LogLine) {})

// AdoptOutcome is what Adopt found of a run. The zero value is Unknown, so an
// outcome left unset is never taken for Absent (which would re-run the job).
type AdoptOutcome int

// The adopt outcomes.
const (
	// Unknown: the backend saw the job but can tell neither its outcome nor
	// that it never ran (for example its supervisor died without recording a
	// result). The run's outcome is lost; do not re-dispatch it.
	Unknown AdoptOutcome = iota
	// Adopted: the job ended (Adopt waited for it if it was still running)
	// and its outcome is returned: a graded result, or the *Error it failed
	// with.
	Adopted
	// Absent: the backend never saw the job, so it is safe to re-dispatch.
	Absent
)

// String returns ADOPTED, ABSENT or UNKNOWN.
func (o AdoptOutcome) String() string {
	switch o {
	case Adopted:
		return "ADOPTED"
	case Absent:
		return "ABSENT"
	}
	return "UNKNOWN"
}

// ProbeResult is what a Probe learned of a backend without running a job.
// The zero value says the backend is unreachable.
type ProbeResult struct {
	// Reachable is true when the backend's infrastructure answered.
	Reachable bool `json:"reachable"`
	// Authenticated is true when the backend's credentials were accepted.
	Authenticated bool `json:"authenticated"`
	// Hardened is true when the backend can run a job whose trust zone
	// requires a hardened runtime.
	Hardened bool `json:"hardened"`
	// Message says what was found, for a person; it never holds a secret.
	Message string `json:"message,omitempty"`
}

// Backend runs jobs on one runtime. Implementations are safe for concurrent
// use by multiple goroutines.
type Backend interface {
	// Dispatch runs the job and blocks until it is graded, delivering its logs
	// to logs (and telling it when the job was accepted, when it implements
	// Accepter). A failure is an *Error (see ClassOf). Canceling ctx stops the
	// job (class CANCELED), unless ctx was canceled with the cause
	// ErrDetached: then the job keeps running for a later Adopt and Dispatch
	// returns at once (class INTERRUPTED, wrapping ErrDetached). A RunID the
	// backend already holds is refused (ErrDuplicateRun).
	Dispatch(ctx context.Context, job Job, logs LogSink) (evalcase.Result, error)
	// Cancel stops the job with this correlation id, including one started by
	// an earlier process, and records it as CANCELED. It returns once the job
	// has stopped (or ctx is done). Canceling a job that already ended is a
	// no-op; an unknown run id is an error wrapping ErrNotFound.
	Cancel(ctx context.Context, runID string) error
	// Adopt finds a job by correlation id, typically after a restart. When the
	// job is still running Adopt follows it to its end, with the same ctx
	// rules as Dispatch (cancel stops the job; a detach returns Unknown with
	// an error wrapping ErrDetached and leaves it running). Logs with
	// Seq > fromSeq are delivered to logs (pass the last Seq already kept; 0
	// for all). With Adopted, the result or the job's *Error (for example
	// CANCELED) is returned; with Absent and Unknown the result is zero, and
	// Unknown may come with an error saying why.
	Adopt(ctx context.Context, runID string, fromSeq int64, logs LogSink) (AdoptOutcome, evalcase.Result, error)
	// Probe checks reachability and credentials without running a job. An
	// unreachable runtime is a ProbeResult with Reachable false and a nil
	// error; the error is for a probe that could not be carried out (ctx).
	Probe(ctx context.Context) (ProbeResult, error)
}

// Hardener is implemented by a backend that can run a job behind a kernel
// boundary when the job's trust zone requires it.
type Hardener interface {
	// SandboxAvailable reports whether a job whose Zone.HardenedRequired is
	// true can run here. It is cheap to call repeatedly.
	SandboxAvailable() bool
}
