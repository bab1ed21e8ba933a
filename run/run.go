package run

import (
	"fmt"
	"slices"
	"time"

	"github.com/everdict/everdict/domain"
	"github.com/everdict/everdict/evalcase"
	"github.com/everdict/everdict/placement"
)

// Status is a run's status: QUEUED → RUNNING → SUCCEEDED | FAILED.
type Status string

// The statuses. Services never write these directly: they apply transitions
// (and NewQueued).
const (
	Queued    Status = "QUEUED"
	Running   Status = "RUNNING"
	Succeeded Status = "SUCCEEDED"
	Failed    Status = "FAILED"
)

// nonTerminal are the statuses a transition may leave.
var nonTerminal = []Status{Queued, Running}

// IsTerminal reports whether s is settled: SUCCEEDED or FAILED. A terminal
// run is never rewritten.
func IsTerminal(s Status) bool { return s == Succeeded || s == Failed }

// Failure codes the control plane itself assigns. Backends add their own
// (OOM_KILLED, …) through backends.Error.
const (
	CodeCanceled    = "CANCELED"
	CodeInterrupted = "INTERRUPTED"
	// CodeSuperseded: a scorecard case's speculative duplicate, or the
	// try it duplicated, canceled because the other settled first.
	CodeSuperseded = "SUPERSEDED"
)

// Failure is why a run produced no result.
type Failure struct {
	Class   domain.FailureClass
	Code    string
	Message string
}

// Record is what the aggregate needs of a persisted run.
type Record struct {
	ID      int
	Status  Status
	Attempt int
	HasCase bool // the case spec is persisted: the basis of a re-dispatch
}

// ConflictError is an illegal transition. Its code is CONFLICT.
type ConflictError struct {
	ID     int
	Status Status
	Action string
}

func (e *ConflictError) Error() string {
	return fmt.Sprintf("run %d is %s: cannot %s", e.ID, e.Status, e.Action)
}

// Code returns CONFLICT.
func (e *ConflictError) Code() string { return "CONFLICT" }

// Transition is one legal change of a run, as a patch: the store applies it
// atomically with `WHERE status IN From`, so a transition computed from a
// stale read loses to whoever moved the run first.
type Transition struct {
	ID         int
	From       []Status
	To         Status
	Attempt    int        // the attempt after the transition; 0 leaves it as it is
	StartedAt  *time.Time // set when the run starts (again)
	FinishedAt *time.Time // set when the run settles
	Result     *evalcase.Result
	Failure    *Failure
	// HeldBy, when set, applies the transition only while that replica
	// holds the run: a replica whose lease was taken over cannot start or
	// settle the run any more.
	HeldBy string
	// Release lets go of the run's owner and lease with the transition
	// (the owner's job is over).
	Release bool
	// AtAttempt applies the transition only while the run is on Attempt
	// (a settle from the run as its holder last wrote it).
	AtAttempt bool
}

// By returns tr applied by owner: only while owner holds the run, and the
// run released when it settles. A terminal transition applied by no one
// (a cancel through the API) keeps the owner, so the replica holding the
// job, or the one that takes its lease over, stops the job.
func (tr Transition) By(owner string) Transition {
	tr.HeldBy = owner
	tr.Release = owner != "" && tr.FinishedAt != nil
	return tr
}

func assertNotTerminal(r Record, action string) error {
	if IsTerminal(r.Status) {
		return &ConflictError{ID: r.ID, Status: r.Status, Action: action}
	}
	return nil
}

// Succeed settles a run with its graded result (its verdict may be FAIL).
func Succeed(r Record, res evalcase.Result, now time.Time) (Transition, error) {
	if err := assertNotTerminal(r, "succeed"); err != nil {
		return Transition{}, err
	}
	return Transition{ID: r.ID, From: nonTerminal, To: Succeeded, Attempt: r.Attempt, FinishedAt: &now, Result: &res}, nil
}

// failOf settles a run that produced no result (Service.Settle applies
// it).
func failOf(r Record, f Failure, now time.Time) (Transition, error) {
	if err := assertNotTerminal(r, "fail"); err != nil {
		return Transition{}, err
	}
	return Transition{ID: r.ID, From: nonTerminal, To: Failed, Attempt: r.Attempt, FinishedAt: &now, Failure: &f}, nil
}

// cancelOf settles a run on request: FAILED with code CANCELED
// (Service.Cancel applies it).
func cancelOf(r Record, now time.Time) (Transition, error) {
	if err := assertNotTerminal(r, "cancel"); err != nil {
		return Transition{}, err
	}
	return failOf(r, Failure{Class: domain.FailureCanceled, Code: CodeCanceled, Message: "canceled on request"}, now)
}

// supersedeOf is the transition that cancels r because another try of its
// case settled first.
func supersedeOf(r Record, now time.Time) (Transition, error) {
	if err := assertNotTerminal(r, "supersede"); err != nil {
		return Transition{}, err
	}
	return failOf(r, Failure{Class: domain.FailureCanceled, Code: CodeSuperseded,
		Message: "another try of its case settled first"}, now)
}

// CanRedispatch reports whether boot recovery may drive r again from its
// persisted case spec.
func CanRedispatch(r Record) bool { return !IsTerminal(r.Status) && r.HasCase }

// Redispatch starts r again — a new attempt on the same runtime version.
func Redispatch(r Record, now time.Time) (Transition, error) {
	if !CanRedispatch(r) {
		return Transition{}, &ConflictError{ID: r.ID, Status: r.Status, Action: "re-dispatch"}
	}
	return Transition{ID: r.ID, From: slices.Clone(nonTerminal), To: Running, Attempt: r.Attempt + 1, StartedAt: &now}, nil
}

// NewRun is a new run, assembled by NewQueued: what the store persists.
type NewRun struct {
	TenantID         int
	Status           Status
	Attempt          int
	Harness          evalcase.Harness
	Case             evalcase.Case
	RuntimeRef       string
	RuntimeName      string
	RuntimeID        int
	RuntimeVersionID int
	RuntimeVersion   int
	// RunnerTarget is set instead of the runtime fields for a run on
	// self-hosted runners.
	RunnerTarget string
	// Candidates are set instead of the runtime fields for a run to be
	// placed on one of several runtime versions, by Policy.
	Candidates []int
	Policy     placement.Policy
	Priority   Priority
	Trigger    string
	CreatedBy  string
	WebhookURL string
	CreatedAt  time.Time
	// ScorecardID is the parent scorecard of a child run (0: standalone);
	// Try is the case's attempt within it.
	ScorecardID int
	Try         int
	// TraceParent is the W3C traceparent of the span that submitted the
	// run (tracing.Traceparent); "" when tracing is off.
	TraceParent string
}

// Priority is a run's priority class.
type Priority string

// The priority classes: a person waits on an INTERACTIVE run; BATCH is
// fan-out, promoted once it has waited long enough.
const (
	Interactive Priority = "INTERACTIVE"
	Batch       Priority = "BATCH"
)

// Target is the runtime version a submission resolved to.
type Target struct {
	Ref       string // as submitted: "name", "name@3", "name@tag"
	Name      string
	RuntimeID int
	VersionID int
	Version   int
}

// NewQueued is the only place a queued run is assembled: the submission
// recipe applied to the case, status QUEUED, attempt 1, priority defaulting
// to INTERACTIVE. The harness keeps its env as submitted (secretRefs, never
// values).
func NewQueued(tenantID int, in SubmitInput, target Target, createdBy string, now time.Time) NewRun {
	q := NewRun{
		TenantID:         tenantID,
		Status:           Queued,
		Attempt:          1,
		Harness:          in.Harness,
		Case:             Recipe(in.Case, in.Trigger),
		RuntimeRef:       target.Ref,
		RuntimeName:      target.Name,
		RuntimeID:        target.RuntimeID,
		RuntimeVersionID: target.VersionID,
		RuntimeVersion:   target.Version,
		Priority:         Interactive,
		Try:              1,
		Trigger:          in.Trigger,
		CreatedBy:        createdBy,
		CreatedAt:        now,
	}
	if in.Priority != nil {
		q.Priority = *in.Priority
	}
	if in.WebhookURL != nil {
		q.WebhookURL = *in.WebhookURL
	}
	return q
}
