// Package fakebackend is a scriptable backends.Backend for tests of the
// scheduler and the run service: each dispatch waits until the test releases
// it (or returns at once in auto mode) with a scripted outcome, and the fake
// records dispatch order and the most jobs it ever held at once. Like a real
// cluster, its jobs outlive the process that dispatched them: a detached job
// keeps running, and any replica sharing the fake adopts it by run id.
package fakebackend

import (
	"context"
	"errors"
	"sync"
	"time"

	"github.com/everdict/everdict/backends"
	"github.com/everdict/everdict/evalcase"
	"github.com/everdict/everdict/placement"
)

// Outcome is what a released dispatch returns.
type Outcome struct {
	Result evalcase.Result
	Err    error
	// Lines are log lines delivered before returning.
	Lines []string
}

// Pass is a graded PASS result.
func Pass() Outcome {
	return Outcome{Result: evalcase.Result{Verdict: evalcase.VerdictPass, Graders: []evalcase.GraderResult{}}}
}

// Infra is an INFRA failure.
func Infra(code string) Outcome {
	return Outcome{Err: backends.Errorf(placement.FailureInfra, code, "scripted %s", code)}
}

// Backend is the fake. The zero value is not usable; use New.
type Backend struct {
	// Auto, when non-nil, answers every dispatch at once with its outcome.
	Auto func(job backends.Job) Outcome

	mu        sync.Mutex
	jobs      map[string]*fakeJob
	order     []backends.Job
	inFlight  int
	maxFlight int
	started   chan string
	hardened  bool
	adopt     map[string]AdoptScript
}

// fakeJob is one job: running until its outcome is set and done closed.
type fakeJob struct {
	done    chan struct{}
	outcome Outcome
}

// AdoptScript is what Adopt answers for one run id.
type AdoptScript struct {
	Outcome backends.AdoptOutcome
	Result  evalcase.Result
	Err     error
}

// New returns a fake. hardened says whether it can sandbox (backends.Hardener).
func New(hardened bool) *Backend {
	return &Backend{jobs: map[string]*fakeJob{}, started: make(chan string, 4096), hardened: hardened, adopt: map[string]AdoptScript{}}
}

// SandboxAvailable implements backends.Hardener.
func (b *Backend) SandboxAvailable() bool { return b.hardened }

// Started delivers the run id of each dispatch as it begins.
func (b *Backend) Started() <-chan string { return b.started }

// Dispatch accepts the job, then waits for Release (or answers Auto).
func (b *Backend) Dispatch(ctx context.Context, job backends.Job, logs backends.LogSink) (evalcase.Result, error) {
	j := &fakeJob{done: make(chan struct{})}
	b.mu.Lock()
	if _, dup := b.jobs[job.RunID]; dup {
		b.mu.Unlock()
		return evalcase.Result{}, backends.ErrDuplicateRun
	}
	b.jobs[job.RunID] = j
	b.order = append(b.order, job)
	b.inFlight++
	b.maxFlight = max(b.maxFlight, b.inFlight)
	b.mu.Unlock()
	if a, ok := logs.(backends.Accepter); ok {
		a.Accepted()
	}
	b.started <- job.RunID
	if b.Auto != nil {
		b.Release(job.RunID, b.Auto(job))
	}
	return b.follow(ctx, job.RunID, j, logs)
}

// follow waits for j's end under ctx's rules: a detach leaves it running.
func (b *Backend) follow(ctx context.Context, runID string, j *fakeJob, logs backends.LogSink) (evalcase.Result, error) {
	select {
	case <-j.done:
		for i, l := range j.outcome.Lines {
			logs.Line(backends.LogLine{Seq: int64(i + 1), Stream: backends.StreamStdout, Text: l, At: time.Now()})
		}
		return j.outcome.Result, j.outcome.Err
	case <-ctx.Done():
		if context.Cause(ctx) == backends.ErrDetached {
			return evalcase.Result{}, backends.Errorf(placement.FailureInterrupted, backends.CodeDetached, "detached: %w", backends.ErrDetached)
		}
		b.Release(runID, canceled())
		return evalcase.Result{}, canceled().Err
	}
}

func canceled() Outcome {
	return Outcome{Err: backends.Errorf(placement.FailureCanceled, backends.CodeCanceled, "canceled")}
}

// Release ends the running job of runID with o; it reports whether one was
// running.
func (b *Backend) Release(runID string, o Outcome) bool {
	b.mu.Lock()
	defer b.mu.Unlock()
	j, ok := b.jobs[runID]
	if !ok || isDone(j) {
		return false
	}
	j.outcome = o
	close(j.done)
	b.inFlight--
	return true
}

func isDone(j *fakeJob) bool {
	select {
	case <-j.done:
		return true
	default:
		return false
	}
}

// Running reports whether the job of runID is still running.
func (b *Backend) Running(runID string) bool {
	b.mu.Lock()
	defer b.mu.Unlock()
	j, ok := b.jobs[runID]
	return ok && !isDone(j)
}

// Order returns the jobs dispatched so far, in order.
func (b *Backend) Order() []backends.Job {
	b.mu.Lock()
	defer b.mu.Unlock()
	return append([]backends.Job(nil), b.order...)
}

// MaxInFlight is the most jobs running at once.
func (b *Backend) MaxInFlight() int {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.maxFlight
}

// ScriptAdopt sets what Adopt answers for runID, over what the fake knows.
func (b *Backend) ScriptAdopt(runID string, s AdoptScript) {
	b.mu.Lock()
	defer b.mu.Unlock()
	b.adopt[runID] = s
}

// Adopt answers as scripted; otherwise it follows the job of runID if the
// fake ever ran it (Adopted), or answers Absent.
func (b *Backend) Adopt(ctx context.Context, runID string, _ int64, logs backends.LogSink) (backends.AdoptOutcome, evalcase.Result, error) {
	b.mu.Lock()
	s, scripted := b.adopt[runID]
	j, known := b.jobs[runID]
	b.mu.Unlock()
	switch {
	case scripted:
		return s.Outcome, s.Result, s.Err
	case !known:
		return backends.Absent, evalcase.Result{}, nil
	}
	res, err := b.follow(ctx, runID, j, logs)
	if errors.Is(err, backends.ErrDetached) {
		return backends.Unknown, evalcase.Result{}, err
	}
	return backends.Adopted, res, err
}

// Cancel ends the running job of runID as canceled.
func (b *Backend) Cancel(_ context.Context, runID string) error {
	b.mu.Lock()
	_, ok := b.jobs[runID]
	b.mu.Unlock()
	if !ok {
		return backends.ErrNotFound
	}
	b.Release(runID, canceled())
	return nil
}

// Probe answers reachable.
func (b *Backend) Probe(context.Context) (backends.ProbeResult, error) {
	return backends.ProbeResult{Reachable: true, Authenticated: true, Hardened: b.hardened}, nil
}
