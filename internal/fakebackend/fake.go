// Package fakebackend is a scriptable backends.Backend for tests of the
// scheduler and the run service: each dispatch waits until the test releases
// it (or returns at once in auto mode) with a scripted outcome, and the fake
// records dispatch order and the most jobs it ever held at once.
package fakebackend

import (
	"context"
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
	cond      *sync.Cond
	held      map[string]chan Outcome
	order     []backends.Job
	inFlight  int
	maxFlight int
	started   chan string
	hardened  bool
	adopt     map[string]AdoptScript
}

// AdoptScript is what Adopt answers for one run id.
type AdoptScript struct {
	Outcome backends.AdoptOutcome
	Result  evalcase.Result
	Err     error
}

// New returns a fake. hardened says whether it can sandbox (backends.Hardener).
func New(hardened bool) *Backend {
	b := &Backend{held: map[string]chan Outcome{}, started: make(chan string, 1024), hardened: hardened, adopt: map[string]AdoptScript{}}
	b.cond = sync.NewCond(&b.mu)
	return b
}

// SandboxAvailable implements backends.Hardener.
func (b *Backend) SandboxAvailable() bool { return b.hardened }

// Started delivers the run id of each dispatch as it begins.
func (b *Backend) Started() <-chan string { return b.started }

// Dispatch accepts the job, then waits for Release (or answers Auto).
func (b *Backend) Dispatch(ctx context.Context, job backends.Job, logs backends.LogSink) (evalcase.Result, error) {
	if a, ok := logs.(backends.Accepter); ok {
		a.Accepted()
	}
	ch := make(chan Outcome, 1)
	b.mu.Lock()
	b.held[job.RunID] = ch
	b.order = append(b.order, job)
	b.inFlight++
	b.maxFlight = max(b.maxFlight, b.inFlight)
	b.mu.Unlock()
	b.started <- job.RunID
	defer func() {
		b.mu.Lock()
		delete(b.held, job.RunID)
		b.inFlight--
		b.cond.Broadcast()
		b.mu.Unlock()
	}()
	if b.Auto != nil {
		ch <- b.Auto(job)
	}
	select {
	case o := <-ch:
		for i, l := range o.Lines {
			logs.Line(backends.LogLine{Seq: int64(i + 1), Stream: backends.StreamStdout, Text: l, At: time.Now()})
		}
		return o.Result, o.Err
	case <-ctx.Done():
		if context.Cause(ctx) == backends.ErrDetached {
			return evalcase.Result{}, backends.Errorf(placement.FailureInterrupted, backends.CodeDetached, "detached: %w", backends.ErrDetached)
		}
		return evalcase.Result{}, backends.Errorf(placement.FailureCanceled, backends.CodeCanceled, "canceled")
	}
}

// Release answers the held dispatch of runID; it reports whether one was held.
func (b *Backend) Release(runID string, o Outcome) bool {
	b.mu.Lock()
	ch, ok := b.held[runID]
	b.mu.Unlock()
	if ok {
		ch <- o
	}
	return ok
}

// Order returns the jobs dispatched so far, in order.
func (b *Backend) Order() []backends.Job {
	b.mu.Lock()
	defer b.mu.Unlock()
	return append([]backends.Job(nil), b.order...)
}

// MaxInFlight is the most jobs held at once.
func (b *Backend) MaxInFlight() int {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.maxFlight
}

// ScriptAdopt sets what Adopt answers for runID; unscripted ids are Absent.
func (b *Backend) ScriptAdopt(runID string, s AdoptScript) {
	b.mu.Lock()
	defer b.mu.Unlock()
	b.adopt[runID] = s
}

// Adopt answers as scripted.
func (b *Backend) Adopt(_ context.Context, runID string, _ int64, _ backends.LogSink) (backends.AdoptOutcome, evalcase.Result, error) {
	b.mu.Lock()
	s, ok := b.adopt[runID]
	b.mu.Unlock()
	if !ok {
		return backends.Absent, evalcase.Result{}, nil
	}
	return s.Outcome, s.Result, s.Err
}

// Cancel releases a held dispatch as canceled.
func (b *Backend) Cancel(_ context.Context, runID string) error {
	if !b.Release(runID, Outcome{Err: backends.Errorf(placement.FailureCanceled, backends.CodeCanceled, "canceled")}) {
		return backends.ErrNotFound
	}
	return nil
}

// Probe answers reachable.
func (b *Backend) Probe(context.Context) (backends.ProbeResult, error) {
	return backends.ProbeResult{Reachable: true, Authenticated: true, Hardened: b.hardened}, nil
}
