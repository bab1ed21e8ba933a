// Package fakebackend is a scriptable backends.Backend for tests of the
// scheduler and the run service: each dispatch waits until the test releases
// it (or returns at once in auto mode) with a scripted outcome, and the fake
// records dispatch order and the most jobs it ever held at once. Like a real
// cluster, its jobs outlive the process that dispatched them: a detached job
// keeps running, and any replica sharing the fake (the same Backend, or one
// made by Replica) adopts it by run id, from the log line it asks for.
//
// A fake made by NewScenarios plays instead each job's harness command as a
// backendtest scenario (backendtest.Recognize, Scenario.Emulate): its lines
// are delivered as they are produced, it is graded with evalcase.Grade, and
// its timeout, memory limit and cancel act as on a real backend. In that
// mode the fake passes the backends conformance suite (backendtest.Run, see
// fake_test.go), so it cannot drift from the contract the real adapters
// keep. Both modes validate jobs (backends.Job.Validate), refuse a run id
// dispatched twice as CONFIG/DUPLICATE_RUN, and number each job's lines 1,
// 2, 3… with no gap.
package fakebackend

import (
	"context"
	"errors"
	"sync"
	"time"

	"github.com/everdict/everdict/backends"
	"github.com/everdict/everdict/backends/backendtest"
	"github.com/everdict/everdict/domain"
	"github.com/everdict/everdict/evalcase"
)

// Outcome is what a released dispatch returns.
type Outcome struct {
	Result evalcase.Result
	Err    error
	// Lines are stdout lines the job writes as it ends, after any it wrote
	// before; they are delivered before Dispatch (or Adopt) returns.
	Lines []string
}

// Pass is a graded PASS result.
func Pass() Outcome {
	return Outcome{Result: evalcase.Result{Verdict: evalcase.VerdictPass, Graders: []evalcase.GraderResult{}}}
}

// Infra is an INFRA failure.
func Infra(code string) Outcome {
	return Outcome{Err: backends.Errorf(domain.FailureInfra, code, "scripted %s", code)}
}

// Backend is the fake. The zero value is not usable; use New or
// NewScenarios.
type Backend struct {
	// Auto, when non-nil, answers every dispatch at once with its outcome.
	// A fake made by NewScenarios ignores it.
	Auto func(job backends.Job) Outcome

	*state
}

// state is what every replica of a fake shares: the cluster's jobs.
type state struct {
	mu        sync.Mutex
	jobs      map[string]*fakeJob
	order     []backends.Job
	inFlight  int
	maxFlight int
	started   chan string
	hardened  bool
	scenarios bool
	adopt     map[string]AdoptScript
}

// fakeJob is one job: running until its outcome is set and done closed.
// Its lines and outcome are guarded by state.mu.
type fakeJob struct {
	done    chan struct{}
	outcome Outcome
	// lines are the job's log so far, numbered from 1.
	lines []backends.LogLine
	// changed is closed (and replaced) when a line is added or the job ends.
	changed chan struct{}
	// stop stops a scenario's harness with a cause (errTimeout,
	// errCanceled); nil in scripted mode.
	stop context.CancelCauseFunc
}

// AdoptScript is what Adopt answers for one run id.
type AdoptScript struct {
	Outcome backends.AdoptOutcome
	Result  evalcase.Result
	Err     error
}

// New returns a scripted fake. hardened says whether it can sandbox
// (backends.Hardener).
func New(hardened bool) *Backend {
	return &Backend{state: &state{jobs: map[string]*fakeJob{}, started: make(chan string, 4096), hardened: hardened, adopt: map[string]AdoptScript{}}}
}

// NewScenarios returns a fake that plays each job's harness command as a
// backendtest.Scenario (the conformance suite's jobs): it sees the
// environment the job would (the protocol's variables and the harness env
// with its resolved secrets, nothing of this process's), and its lines, exit
// code, report and graders' exits make the result (evalcase.Grade). A job
// that outlives its case's timeout is stopped and graded with limitHit
// timeout; one that allocates more than its memory limit fails as
// INFRA/OOM_KILLED; a command that is no scenario fails as
// CONFIG/HARNESS_START_FAILED. Release, Started, Order, MaxInFlight,
// ScriptAdopt and Running work as in New's fake.
func NewScenarios(hardened bool) *Backend {
	b := New(hardened)
	b.scenarios = true
	return b
}

// Replica returns another instance over the same jobs, as a second (or a
// restarted) control plane sees the same cluster. It has b's Auto.
func (b *Backend) Replica() *Backend { return &Backend{Auto: b.Auto, state: b.state} }

// SandboxAvailable implements backends.Hardener.
func (b *Backend) SandboxAvailable() bool { return b.hardened }

// Started delivers the run id of each dispatch as it begins.
func (b *Backend) Started() <-chan string { return b.started }

// Dispatch accepts the job, then waits for Release (or answers Auto, or
// plays its scenario).
func (b *Backend) Dispatch(ctx context.Context, job backends.Job, logs backends.LogSink) (evalcase.Result, error) {
	if err := job.Validate(); err != nil {
		return evalcase.Result{}, err
	}
	j := &fakeJob{done: make(chan struct{}), changed: make(chan struct{})}
	b.mu.Lock()
	if _, dup := b.jobs[job.RunID]; dup {
		b.mu.Unlock()
		return evalcase.Result{}, backends.Errorf(domain.FailureConfig, backends.CodeDuplicateRun, "run %s: %w", job.RunID, backends.ErrDuplicateRun)
	}
	b.jobs[job.RunID] = j
	b.order = append(b.order, job)
	b.inFlight++
	b.maxFlight = max(b.maxFlight, b.inFlight)
	var hctx context.Context
	if b.scenarios {
		// The job outlives its dispatcher (detach), so not ctx.
		hctx, j.stop = context.WithCancelCause(context.Background())
	}
	b.mu.Unlock()
	if a, ok := logs.(backends.Accepter); ok {
		a.Accepted()
	}
	b.started <- job.RunID
	switch {
	case b.scenarios:
		go b.play(hctx, job, j)
	case b.Auto != nil:
		b.Release(job.RunID, b.Auto(job))
	}
	return b.follow(ctx, job.RunID, j, 0, logs)
}

// The causes a scenario's harness is stopped with.
var (
	errTimeout  = errors.New("timeout")
	errCanceled = errors.New("canceled")
)

// The paths the protocol's variables name in a scenario's job; the fake
// writes no file, Emulate reads none.
const (
	taskPath   = "/everdict/task.txt"
	resultPath = "/everdict/result.json"
	answerPath = "/everdict/answer.txt"
)

// jobEnv is the environment a job runs with, as a cluster presents it to
// the container: the harness env (secrets resolved), then the protocol's
// variables; the job's TRACEPARENT and EVERDICT_TRACE_ID win over the
// harness env's.
func jobEnv(job backends.Job) []string {
	env := make([]string, 0, len(job.Harness.Env)+4)
	for _, e := range job.Harness.Env {
		if e.Name == backends.EnvTraceParent && job.TraceParent != "" || e.Name == backends.EnvTraceID && job.TraceID != "" {
			continue
		}
		env = append(env, e.Name+"="+e.Value)
	}
	env = append(env,
		backends.EnvTask+"="+taskPath,
		backends.EnvResult+"="+resultPath,
		backends.EnvAnswer+"="+answerPath,
		backends.EnvRunID+"="+job.RunID)
	if job.TraceParent != "" {
		env = append(env, backends.EnvTraceParent+"="+job.TraceParent)
	}
	if job.TraceID != "" {
		env = append(env, backends.EnvTraceID+"="+job.TraceID)
	}
	return env
}

// play runs job's scenario until it ends or hctx stops it, then ends j.
func (b *Backend) play(hctx context.Context, job backends.Job, j *fakeJob) {
	defer j.stop(nil)
	s, ok := backendtest.Recognize(job.Harness.Command)
	if !ok {
		b.finish(j, Outcome{Err: backends.Errorf(domain.FailureConfig, backends.CodeHarnessStart, "run %s: the harness command is no conformance scenario", job.RunID)})
		return
	}
	timeout := time.Duration(job.Case.TimeoutSec) * time.Second
	if timeout > 0 {
		t := time.AfterFunc(timeout, func() { j.stop(errTimeout) })
		defer t.Stop()
	}
	begin := time.Now()
	em := s.Emulate(hctx, jobEnv(job), job.Case.Task, job.Case.Resources.MemoryMB, func(st backends.Stream, text string) {
		b.mu.Lock()
		defer b.mu.Unlock()
		j.add(st, text)
	})
	latency := time.Since(begin).Milliseconds()
	var report evalcase.Report
	if em.Report != nil {
		report = *em.Report
	}
	exit := em.ExitCode
	o := evalcase.Outcome{Report: report, ExitCode: &exit, LatencyMS: latency, TestsExit: em.TestsExit}
	o.Answer, o.AnswerCut = evalcase.CutAnswer([]byte(em.Answer))
	switch {
	case em.OOMKilled:
		b.finish(j, Outcome{Err: backends.Errorf(domain.FailureInfra, backends.CodeOOMKilled,
			"run %s was OOM killed for exceeding %d MB", job.RunID, job.Case.Resources.MemoryMB)})
	case em.Stopped && context.Cause(hctx) == errTimeout:
		killed := 137 // SIGKILL, as a runtime stops a harness
		o.ExitCode, o.LimitHit = &killed, evalcase.LimitTimeout
		b.finish(j, Outcome{Result: evalcase.Grade(job.Case, o)})
	case em.Stopped:
		b.finish(j, canceled())
	default:
		b.finish(j, Outcome{Result: evalcase.Grade(job.Case, o)})
	}
}

// add appends a line to j's log, numbered after the last. Call with
// state.mu held.
func (j *fakeJob) add(st backends.Stream, text string) {
	j.lines = append(j.lines, backends.LogLine{Seq: int64(len(j.lines)) + 1, Stream: st, Text: text, At: time.Now()})
	close(j.changed)
	j.changed = make(chan struct{})
}

// follow delivers j's lines after fromSeq as they come and waits for its
// end under ctx's rules: a detach leaves it running, a cancel stops it.
func (b *Backend) follow(ctx context.Context, runID string, j *fakeJob, fromSeq int64, logs backends.LogSink) (evalcase.Result, error) {
	next := max(fromSeq, 0)
	stopping := false
	for {
		b.mu.Lock()
		var batch []backends.LogLine
		if next < int64(len(j.lines)) {
			batch = append(batch, j.lines[next:]...)
			next = int64(len(j.lines))
		}
		changed, ended, o := j.changed, isDone(j), j.outcome
		b.mu.Unlock()
		backends.Deliver(logs, batch)
		if len(batch) > 0 {
			continue
		}
		if ended {
			return o.Result, o.Err
		}
		select {
		case <-changed:
		case <-j.done:
		case <-ctx.Done():
			if context.Cause(ctx) == backends.ErrDetached {
				return evalcase.Result{}, backends.Errorf(domain.FailureInterrupted, backends.CodeDetached, "detached: %w", backends.ErrDetached)
			}
			if !stopping {
				b.cancel(runID, j)
				stopping = true
			}
			// Wait for the job to stop; ctx is done, so no longer select on it.
			ctx = context.WithoutCancel(ctx)
		}
	}
}

func canceled() Outcome {
	return Outcome{Err: backends.Errorf(domain.FailureCanceled, backends.CodeCanceled, "canceled")}
}

// cancel stops j: a scenario's harness is stopped (play then ends j as
// canceled), a scripted job is released as canceled.
func (b *Backend) cancel(runID string, j *fakeJob) {
	if j.stop != nil {
		j.stop(errCanceled)
		return
	}
	b.Release(runID, canceled())
}

// Release ends the running job of runID with o (a scenario's harness is
// stopped); it reports whether one was running.
func (b *Backend) Release(runID string, o Outcome) bool {
	b.mu.Lock()
	j, ok := b.jobs[runID]
	b.mu.Unlock()
	return ok && b.finish(j, o)
}

// finish ends j with o unless it ended already; it reports whether it did.
func (b *Backend) finish(j *fakeJob, o Outcome) bool {
	b.mu.Lock()
	if isDone(j) {
		b.mu.Unlock()
		return false
	}
	for _, l := range o.Lines {
		j.add(backends.StreamStdout, l)
	}
	j.outcome = o
	close(j.done)
	b.inFlight--
	b.mu.Unlock()
	if j.stop != nil {
		j.stop(errCanceled)
	}
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
// fake ever ran it (Adopted, with its lines after fromSeq), or answers
// Absent.
func (b *Backend) Adopt(ctx context.Context, runID string, fromSeq int64, logs backends.LogSink) (backends.AdoptOutcome, evalcase.Result, error) {
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
	res, err := b.follow(ctx, runID, j, fromSeq, logs)
	if errors.Is(err, backends.ErrDetached) {
		return backends.Unknown, evalcase.Result{}, err
	}
	return backends.Adopted, res, err
}

// Cancel ends the running job of runID as canceled and returns once it
// stopped (or ctx is done).
func (b *Backend) Cancel(ctx context.Context, runID string) error {
	b.mu.Lock()
	j, ok := b.jobs[runID]
	b.mu.Unlock()
	if !ok {
		return backends.ErrNotFound
	}
	b.cancel(runID, j)
	select {
	case <-j.done:
		return nil
	case <-ctx.Done():
		return context.Cause(ctx)
	}
}

// Probe answers reachable.
func (b *Backend) Probe(context.Context) (backends.ProbeResult, error) {
	return backends.ProbeResult{Reachable: true, Authenticated: true, Hardened: b.hardened}, nil
}
