// Package cluster is the one core of the cluster backends (Nomad,
// Kubernetes): it dispatches, follows, adopts, cancels and enters a run's
// job over a small per-platform interface (Platform: submit, find, look,
// watch, stop, classify; Enterer: exec and terminal), in the shape of
// Kueue's jobframework.GenericJob: one reconciler, many job kinds. The
// adapters translate their platform's objects and errors at the boundary;
// everything the backends.Backend and backends.Access contracts say about
// runs is written here once, and so are the parts of a run's job every
// platform shares (Keys.Spec, Env), which an adapter renders into its
// platform's objects.
package cluster

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"log/slog"
	"strconv"
	"sync"
	"time"

	"github.com/everdict/everdict/backends"
	"github.com/everdict/everdict/backends/internal/wire"
	"github.com/everdict/everdict/clock"
	"github.com/everdict/everdict/domain"
	"github.com/everdict/everdict/evalcase"
)

// Job is a run's job on the cluster as the platform found or created it.
type Job struct {
	// Namespace and Name place the job on the cluster.
	Namespace, Name string
	// RunID is the run's correlation id.
	RunID string
	// Meta is what the job records of its run (Nomad's meta, Kubernetes'
	// annotations), read with Keys.
	Meta map[string]string
	// Finished is set when the job ended with an outcome that stands:
	// Cancel leaves it alone.
	Finished bool
	// Stopped is set when the job was asked to stop already: Cancel does
	// not ask again, and nothing of it runs to enter.
	Stopped bool
	// Secret is set when the job may have per-run secret objects that
	// Platform.Release deletes once it ended.
	Secret bool
}

// State is one look at a run's job and its task (a Nomad allocation, a
// Kubernetes pod). Its methods work on the zero value: no look yet.
type State interface {
	// Gone reports that the job itself is no more.
	Gone() bool
	// Placed reports that the job has a task.
	Placed() bool
	// Logs returns the reader of the task's stdout and when the task was
	// created, once the task has output to read (ok false before).
	Logs() (read wire.LogReader, created time.Time, ok bool)
	// Stuck says why the task will never start by itself ("" when it
	// may): the follower stops the job and fails it.
	Stuck() string
	// Ended reports that the job will do nothing more; seen is whether a
	// task was placed at an earlier look, canceled whether the follower
	// stopped the job.
	Ended(seen, canceled bool) bool
	// Live reports that a task of the job may still run.
	Live() bool
	// Running reports that the task runs now, so a command can enter it.
	Running() bool
	// Exit is the task's exit code once it ended (ok false before).
	Exit() (code int, ok bool)
	// Status says where the task stands, for a message.
	Status() string
}

// Seen is what a look at a job knows on every platform besides its task:
// a platform's State embeds it for Gone and Live, and keeps the reader of
// its task's stdout in it.
type Seen struct {
	// JobGone is set when the job itself is no more.
	JobGone bool
	// TaskLive is set when a task of the job may still run.
	TaskLive bool
	// Stdout reads the stdout of the task the look found.
	Stdout wire.LogReader
}

// Gone reports that the job itself is no more.
func (s Seen) Gone() bool { return s.JobGone }

// Live reports that a task of the job may still run.
func (s Seen) Live() bool { return s.TaskLive }

// Update is what a watch sends: a look, or why the look failed.
type Update[S State] struct {
	State S
	Err   error
}

// Platform is what the core needs of one cluster kind. Its errors are
// already translated into backends errors (see APIError).
type Platform[S State] interface {
	// SandboxAvailable reports whether a hardened job can run here;
	// Unhardened says, for the refusal, why it cannot.
	SandboxAvailable() bool
	Unhardened() string
	// Submit builds and creates the job of a run in namespace ns, once
	// (a run id it holds already is Duplicate), and returns it. Nothing
	// of the run is left behind when it fails.
	Submit(ctx context.Context, log *slog.Logger, job backends.Job, ns string) (Job, error)
	// Get looks a run's job up in one namespace, Search across every
	// namespace the credentials may read; ok is false when there is none.
	Get(ctx context.Context, ns, runID string) (j Job, ok bool, err error)
	Search(ctx context.Context, runID string) (j Job, ok bool, err error)
	// Look takes one look at the job (the error untranslated).
	Look(ctx context.Context, j Job) (S, error)
	// Watch sends a look each time the job's task changes (and now and
	// then), until ctx is done.
	Watch(ctx context.Context, j Job, out chan<- Update[S])
	// Stop stops the job without deleting it, so it stays the record:
	// failed is "" for a cancel, else "CODE: message" of a task that
	// cannot start, for Classify to read back.
	Stop(ctx context.Context, j Job, failed string) error
	// Release deletes the per-run secret objects of a job that ended.
	Release(ctx context.Context, log *slog.Logger, j Job)
	// Classify is the outcome of a job that ended without an end record;
	// known is false when it can no longer be told.
	Classify(m Meta, st S, seen, canceled bool) (res evalcase.Result, err error, known bool)
	// APIError translates an error of the platform's API.
	APIError(op string, err error) *backends.Error
}

// Config configures a Core. A Config is a plain value.
type Config struct {
	// Platform names the cluster kind in messages ("nomad", "kubernetes").
	Platform string
	// Task names a job's task in messages ("allocation", "pod").
	Task string
	// Namespace is the runtime spec's namespace, "" when the trust zone
	// decides it.
	Namespace string
	// Keys name a job's meta entries.
	Keys Keys
	// Workspace and Home are where an entered command starts and its HOME,
	// as the task's shell sees them.
	Workspace, Home string
	// WireKey derives each run's wire key (wire.RunKey).
	WireKey []byte
	// PollInterval is the pause before a broken log stream is read again.
	PollInterval time.Duration
	// StopTimeout bounds the wait for a stopped job to end.
	StopTimeout time.Duration
	// Logger receives the core's logs; nil discards them.
	Logger *slog.Logger
	// Clock times the wait for a stopped job; nil is the wall clock.
	Clock clock.Clock
}

// Core runs the jobs of one cluster runtime through its Platform. Its
// exported methods are those of backends.Backend and backends.Access but
// Probe: an adapter embeds it and adds Probe and SandboxAvailable. It is
// safe for concurrent use.
type Core[S State] struct {
	cfg   Config
	p     Platform[S]
	enter Enterer[S]
	log   *slog.Logger
	clock clock.Clock

	mu sync.Mutex
	// namespaces remembers the namespace of the runs this instance
	// dispatched or found, to spare a search by run id.
	namespaces map[string]string
}

// New returns a Core over p; e enters running jobs (Access).
func New[S State](cfg Config, p Platform[S], e Enterer[S]) *Core[S] {
	c := &Core[S]{cfg: cfg, p: p, enter: e, log: cfg.Logger, clock: cfg.Clock, namespaces: map[string]string{}}
	if c.log == nil {
		c.log = slog.New(slog.DiscardHandler)
	}
	if c.clock == nil {
		c.clock = clock.System{}
	}
	return c
}

func (c *Core[S]) remember(runID, ns string) {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.namespaces[runID] = ns
}

// find looks a run's job up: in the namespace this instance remembers, the
// spec's namespace, or (when the spec leaves the namespace to the trust
// zone) across every namespace. ok is false when there is none.
func (c *Core[S]) find(ctx context.Context, runID string) (j Job, ok bool, err error) {
	c.mu.Lock()
	ns, known := c.namespaces[runID]
	c.mu.Unlock()
	if !known && c.cfg.Namespace != "" {
		ns, known = c.cfg.Namespace, true
	}
	if known {
		j, ok, err := c.p.Get(ctx, ns, runID)
		if err != nil || ok || c.cfg.Namespace != "" {
			return j, ok, err
		}
	}
	j, ok, err = c.p.Search(ctx, runID)
	if ok {
		c.remember(runID, j.Namespace)
	}
	return j, ok, err
}

// Dispatch submits the run's job and follows it to the end. See
// backends.Backend for the contract. A job whose zone requires hardening is
// refused with SANDBOX_UNAVAILABLE (class CONFIG) unless the platform's
// sandbox is available; nothing is submitted then.
func (c *Core[S]) Dispatch(ctx context.Context, job backends.Job, logs backends.LogSink) (evalcase.Result, error) {
	if logs == nil {
		logs = backends.Discard
	}
	if err := job.Validate(); err != nil {
		return evalcase.Result{}, err
	}
	log := c.log.With("run_id", job.RunID, "tenant", job.Tenant)
	if job.MustHarden() && !c.p.SandboxAvailable() {
		log.Warn("refused: hardened run on a runtime that does not isolate")
		return evalcase.Result{}, backends.Errorf(domain.FailureConfig, backends.CodeSandboxUnavailable,
			"run %s needs a hardened runtime and %s: %w", job.RunID, c.p.Unhardened(), backends.ErrSandboxUnavailable)
	}
	j, err := c.p.Submit(ctx, log, job, backends.Namespace(c.cfg.Namespace, job.Zone))
	if err != nil {
		return evalcase.Result{}, err
	}
	c.remember(job.RunID, j.Namespace)
	if a, ok := logs.(backends.Accepter); ok {
		a.Accepted()
	}
	m, err := c.cfg.Keys.Read(j.Meta)
	if err != nil {
		return evalcase.Result{}, backends.Errorf(domain.FailureInfra, backends.CodeBackend, "%w", err)
	}
	res, err, _ := c.follow(ctx, j, m, 0, logs)
	if j.Secret && !errors.Is(err, backends.ErrDetached) {
		// The run is over: its task needs its secrets no more.
		c.p.Release(context.WithoutCancel(ctx), log, j)
	}
	logEnd(log, res, err)
	return res, err
}

// Adopt finds the run's job by correlation id: none is Absent; one is
// followed to its end (replaying its logs after fromSeq) and Adopted; one
// whose outcome can no longer be read (its task is gone, or it is not a
// job Everdict made) is Unknown. A cluster that cannot be asked is Unknown
// too, with the error. Detaching (ctx canceled with ErrDetached) returns
// Unknown with the detached error.
func (c *Core[S]) Adopt(ctx context.Context, runID string, fromSeq int64, logs backends.LogSink) (backends.AdoptOutcome, evalcase.Result, error) {
	if logs == nil {
		logs = backends.Discard
	}
	if !backends.ValidRunID(runID) {
		return backends.Unknown, evalcase.Result{}, backends.Errorf(domain.FailureConfig, backends.CodeInvalidJob,
			"run id %q is not a valid correlation id: %w", runID, backends.ErrInvalidJob)
	}
	j, ok, err := c.find(ctx, runID)
	if err != nil {
		return backends.Unknown, evalcase.Result{}, err
	}
	if !ok {
		return backends.Absent, evalcase.Result{}, nil
	}
	m, err := c.cfg.Keys.Read(j.Meta)
	if err != nil {
		return backends.Unknown, evalcase.Result{}, backends.Errorf(domain.FailureInterrupted, backends.CodeJobLost, "job %s: %w", j.Name, err)
	}
	log := c.log.With("run_id", runID, "tenant", m.Tenant)
	log.Info("run adopted: following it")
	res, err, known := c.follow(ctx, j, m, fromSeq, logs)
	if !known {
		log.Warn("run unknown", "err", err)
		return backends.Unknown, evalcase.Result{}, err
	}
	c.p.Release(context.WithoutCancel(ctx), log, j)
	logEnd(log, res, err)
	return backends.Adopted, res, err
}

// Cancel stops the run's job without deleting it, so the job stays the
// record of the cancel (deleting it would make a later Adopt read Absent
// and run it again), and waits until its task has ended. A job that
// already finished is left alone: its result stands.
func (c *Core[S]) Cancel(ctx context.Context, runID string) error {
	if !backends.ValidRunID(runID) {
		return fmt.Errorf("cancel run %q: %w", runID, backends.ErrNotFound)
	}
	j, ok, err := c.find(ctx, runID)
	if err != nil {
		return fmt.Errorf("cancel run %s: %w", runID, err)
	}
	if !ok {
		return fmt.Errorf("cancel run %s: %w", runID, backends.ErrNotFound)
	}
	if j.Finished {
		return nil
	}
	log := c.log.With("run_id", runID, "tenant", j.Meta[c.cfg.Keys.Tenant])
	if !j.Stopped {
		log.Info("canceling run")
		if err := c.p.Stop(ctx, j, ""); err != nil {
			return fmt.Errorf("cancel run %s: %w", runID, err)
		}
	}
	ctx, cancel := context.WithTimeout(ctx, c.cfg.StopTimeout)
	defer cancel()
	if err := c.awaitEnd(ctx, j); err != nil {
		return fmt.Errorf("cancel run %s: %w", runID, err)
	}
	c.p.Release(ctx, log, j)
	return nil
}

// awaitEnd waits until the job has no live task.
func (c *Core[S]) awaitEnd(ctx context.Context, j Job) error {
	wctx, stop := context.WithCancel(ctx)
	updates := make(chan Update[S])
	done := make(chan struct{})
	go func() {
		defer close(done)
		c.p.Watch(wctx, j, updates)
	}()
	defer func() {
		stop()
		<-done
	}()
	for {
		select {
		case u := <-updates:
			switch {
			case u.Err == nil && !u.State.Live():
				return nil
			case u.Err != nil && ctx.Err() == nil:
				return c.p.APIError("watch the job of run "+j.RunID, u.Err)
			}
		case <-ctx.Done():
			return context.Cause(ctx)
		}
	}
}

// Stopped is what Dispatch and Adopt return for a done ctx: detached
// (INTERRUPTED, the job left running) or canceled.
func Stopped(ctx context.Context) error {
	cause := context.Cause(ctx)
	if errors.Is(cause, backends.ErrDetached) {
		return &backends.Error{Class: domain.FailureInterrupted, Code: backends.CodeDetached,
			Message: "detached from the run; it keeps running", Err: cause}
	}
	return &backends.Error{Class: domain.FailureCanceled, Code: backends.CodeCanceled, Message: "the run was canceled", Err: cause}
}

// Duplicate is the error of a run id the cluster holds already.
func Duplicate(runID string) error {
	return backends.Errorf(domain.FailureConfig, backends.CodeDuplicateRun, "run %s: %w", runID, backends.ErrDuplicateRun)
}

func logEnd(log *slog.Logger, res evalcase.Result, err error) {
	if err != nil {
		log.Info("run failed", "class", backends.ClassOf(err), "code", backends.CodeOf(err), "err", err)
		return
	}
	log.Info("run graded", "verdict", res.Verdict, "limit_hit", res.LimitHit)
}

// Meta is what a job's meta says of its run.
type Meta struct {
	RunID, Tenant string
	Case          evalcase.Case
	// RepoHost is the host[:port] of the case's repository, "" for none:
	// what a failed clone names.
	RepoHost string
}

// Keys name the entries of a job's meta on one platform.
type Keys struct {
	RunID, Tenant, CaseID, Timeout, Graders, User string
	// RepoHost is written only for a case with a repository.
	RepoHost string
	// Kind names an entry in messages ("meta", "annotation").
	Kind string
}

// gradingSpec is what a job's meta keeps of the case: the graders, which
// Adopt needs to grade the outcome of a run it did not dispatch.
type gradingSpec struct {
	Graders []evalcase.Grader `json:"graders"`
}

// Write returns the meta of a run's job: its run, tenant, case, timeout,
// graders, the user its harness runs as and its repository's host.
func (k Keys) Write(job backends.Job, timeoutSec int, user wire.User) (map[string]string, error) {
	grading, err := json.Marshal(gradingSpec{Graders: job.Case.Graders})
	if err != nil {
		return nil, backends.Errorf(domain.FailureConfig, backends.CodeInvalidJob, "encode the graders: %w", err)
	}
	meta := map[string]string{
		k.RunID:   job.RunID,
		k.Tenant:  job.Tenant,
		k.CaseID:  job.Case.ID,
		k.Timeout: strconv.Itoa(timeoutSec),
		k.Graders: string(grading),
		k.User:    user.String(),
	}
	if r := job.Case.Repo; r != nil && k.RepoHost != "" {
		if host := wire.RepoHost(r.URL); host != "" {
			meta[k.RepoHost] = host
		}
	}
	return meta, nil
}

// Read decodes a job's meta. A job without it is not one of ours.
func (k Keys) Read(meta map[string]string) (Meta, error) {
	m := Meta{RunID: meta[k.RunID], Tenant: meta[k.Tenant]}
	if k.RepoHost != "" {
		m.RepoHost = meta[k.RepoHost]
	}
	if m.RunID == "" {
		return m, fmt.Errorf("the job has no %s %s: it was not dispatched by everdict", k.RunID, k.Kind)
	}
	var g gradingSpec
	if err := json.Unmarshal([]byte(meta[k.Graders]), &g); err != nil {
		return m, fmt.Errorf("the job's %s %s is unreadable: %w", k.Graders, k.Kind, err)
	}
	m.Case = evalcase.Case{ID: meta[k.CaseID], Graders: g.Graders}
	if t, err := strconv.Atoi(meta[k.Timeout]); err == nil {
		m.Case.TimeoutSec = t
	}
	return m, nil
}

// OOM is the error of a task the OOM killer ended.
func OOM(task string, m Meta) error {
	limit := "its memory limit"
	if m.Case.Resources.MemoryMB > 0 {
		limit = fmt.Sprintf("its memory limit of %d MB", m.Case.Resources.MemoryMB)
	}
	return backends.Errorf(domain.FailureInfra, backends.CodeOOMKilled, "the %s of run %s was OOM killed for exceeding %s", task, m.RunID, limit)
}
