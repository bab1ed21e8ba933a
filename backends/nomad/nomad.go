package nomad

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"net/http"
	"strings"
	"sync"

	"github.com/hashicorp/nomad/api"

	"github.com/everdict/everdict/backends"
	"github.com/everdict/everdict/domain"
	"github.com/everdict/everdict/evalcase"
	"github.com/everdict/everdict/runtime"
)

// jobStatusDead is the status of a Nomad job with nothing left to run.
const jobStatusDead = "dead"

// Backend is the NOMAD backend. Make one with New; the zero value is not
// usable. It is safe for concurrent use, and it keeps no state of its own:
// the cluster is the record, so several Backends (in one process or in
// successive ones) over the same cluster see the same runs.
type Backend struct {
	cfg    Config
	client *api.Client
	// exec makes the alloc execs of Access (see execClient); nil when
	// Config.HTTPClient cannot, where Access is unsupported.
	exec *api.Client
	log  *slog.Logger

	mu sync.Mutex
	// namespaces remembers the namespace of the runs this instance
	// dispatched or found, to spare a search by run id.
	namespaces map[string]string
}

var (
	_ backends.Backend  = (*Backend)(nil)
	_ backends.Hardener = (*Backend)(nil)
)

// New returns a Backend for the cluster at cfg.Spec.Addr. It does not contact
// the cluster (see Probe).
func New(cfg Config) (*Backend, error) {
	cfg, err := cfg.withDefaults()
	if err != nil {
		return nil, err
	}
	client, err := api.NewClient(&api.Config{
		Address:    cfg.Spec.Addr,
		Region:     cfg.Spec.Region,
		SecretID:   cfg.Token,
		HttpClient: cfg.HTTPClient,
	})
	if err != nil {
		return nil, fmt.Errorf("nomad backend: %w", err)
	}
	exec, err := execClient(cfg)
	if err != nil {
		return nil, err
	}
	return &Backend{
		cfg:        cfg,
		client:     client,
		exec:       exec,
		log:        cfg.Logger.With("runtime", cfg.Name),
		namespaces: map[string]string{},
	}, nil
}

// SandboxAvailable reports whether the runtime can run a job whose trust zone
// requires a hardened runtime: the docker driver with an isolating OCI
// runtime (NomadSpec.DockerRuntime: runsc, kata-runtime), which the task is
// then started with.
func (b *Backend) SandboxAvailable() bool {
	spec := runtime.RuntimeSpec{Kind: runtime.KindNomad, Nomad: &b.cfg.Spec}
	d := b.cfg.Spec.EffectiveDriver()
	for _, c := range commandDrivers {
		if c == d {
			return spec.Hardened()
		}
	}
	return false
}

// namespace is where a run of this zone is placed (backends.Namespace).
func (b *Backend) namespace(zone domain.TrustZone) string {
	return backends.Namespace(b.cfg.Spec.Namespace, zone)
}

func (b *Backend) remember(runID, ns string) {
	b.mu.Lock()
	defer b.mu.Unlock()
	b.namespaces[runID] = ns
}

// Dispatch registers the run as a batch job named by its correlation id and
// follows its allocation to the end. See backends.Backend for the contract.
// A job whose zone requires hardening is refused with SANDBOX_UNAVAILABLE
// (class CONFIG) unless SandboxAvailable; a job the driver cannot run (see
// buildJob) with UNSUPPORTED. Nothing is registered then.
func (b *Backend) Dispatch(ctx context.Context, job backends.Job, logs backends.LogSink) (evalcase.Result, error) {
	if logs == nil {
		logs = backends.Discard
	}
	if err := job.Validate(); err != nil {
		return evalcase.Result{}, err
	}
	log := b.log.With("run_id", job.RunID, "tenant", job.Tenant)
	if (job.Zone.HardenedRequired || !job.Zone.Trusted) && !b.SandboxAvailable() {
		log.Warn("refused: hardened run on a runtime without an isolating driver")
		return evalcase.Result{}, backends.Errorf(domain.FailureConfig, backends.CodeSandboxUnavailable,
			"run %s needs a hardened runtime and the nomad driver %q shares the client's kernel: %w",
			job.RunID, b.cfg.Spec.EffectiveDriver(), backends.ErrSandboxUnavailable)
	}
	ns := b.namespace(job.Zone)
	spec, secret, err := b.buildJob(job, ns)
	if err != nil {
		return evalcase.Result{}, err
	}
	if ctx.Err() != nil {
		return evalcase.Result{}, stoppedError(ctx)
	}
	if _, _, err := b.client.Jobs().Info(job.RunID, b.query(ctx, ns)); err == nil {
		return evalcase.Result{}, duplicate(job.RunID)
	} else if !isNotFound(err) {
		return evalcase.Result{}, b.apiError("look up job "+job.RunID, err)
	}
	if secret != nil {
		// Before the job, so its template finds the variable.
		v := &api.Variable{Namespace: ns, Path: variablePath(job.RunID), Items: secret}
		if _, _, err := b.client.Variables().Create(v, b.write(ctx, ns)); err != nil {
			return evalcase.Result{}, b.apiError("write the run's variable", err)
		}
	}
	// Enforcing index 0 registers only a new job, so two dispatchers racing
	// for one run id cannot both succeed.
	if _, _, err := b.client.Jobs().EnforceRegister(spec, 0, b.write(ctx, ns)); err != nil {
		if strings.Contains(err.Error(), "already exists") {
			return evalcase.Result{}, duplicate(job.RunID)
		}
		if secret != nil {
			b.dropVariable(context.WithoutCancel(ctx), log, ns, job.RunID)
		}
		log.Error("register failed", "err", err)
		return evalcase.Result{}, b.apiError("register job "+job.RunID, err)
	}
	b.remember(job.RunID, ns)
	log.Info("run dispatched", "namespace", ns, "driver", spec.TaskGroups[0].Tasks[0].Driver)
	if a, ok := logs.(backends.Accepter); ok {
		a.Accepted()
	}
	rm, err := readMeta(spec.Meta)
	if err != nil {
		return evalcase.Result{}, backends.Errorf(domain.FailureInfra, backends.CodeBackend, "%w", err)
	}
	res, err, _ := b.follow(ctx, ns, rm, 0, logs)
	if secret != nil && !errors.Is(err, backends.ErrDetached) {
		// The run is over: its task needs the variable no more.
		b.dropVariable(context.WithoutCancel(ctx), log, ns, job.RunID)
	}
	logEnd(log, res, err)
	return res, err
}

// dropVariable deletes a run's Nomad Variable (its secret env), if it has
// one.
func (b *Backend) dropVariable(ctx context.Context, log *slog.Logger, ns, runID string) {
	if _, err := b.client.Variables().Delete(variablePath(runID), b.write(ctx, ns)); err != nil && !isNotFound(err) {
		log.Warn("the run's variable was not deleted", "err", err)
	}
}

func duplicate(runID string) error {
	return backends.Errorf(domain.FailureConfig, backends.CodeDuplicateRun, "run %s: %w", runID, backends.ErrDuplicateRun)
}

// found is a job found by run id.
type found struct {
	ns  string
	job *api.Job
}

// find looks a run's job up: in the namespace this instance remembers, the
// spec's namespace, or (when the spec leaves the namespace to the trust zone)
// across every namespace the token may read. ok is false when there is none.
func (b *Backend) find(ctx context.Context, runID string) (f found, ok bool, err error) {
	b.mu.Lock()
	ns, known := b.namespaces[runID]
	b.mu.Unlock()
	if !known && b.cfg.Spec.Namespace != "" {
		ns, known = b.cfg.Spec.Namespace, true
	}
	if known {
		j, _, err := b.client.Jobs().Info(runID, b.query(ctx, ns))
		switch {
		case err == nil:
			return found{ns, j}, true, nil
		case !isNotFound(err):
			return f, false, b.apiError("look up job "+runID, err)
		case b.cfg.Spec.Namespace != "":
			return f, false, nil
		}
	}
	q := b.query(ctx, "*")
	q.Prefix = runID
	stubs, _, err := b.client.Jobs().List(q)
	if err != nil {
		return f, false, b.apiError("search job "+runID, err)
	}
	for _, s := range stubs {
		if s.ID != runID {
			continue
		}
		j, _, err := b.client.Jobs().Info(runID, b.query(ctx, s.Namespace))
		if err != nil {
			if isNotFound(err) {
				return f, false, nil
			}
			return f, false, b.apiError("look up job "+runID, err)
		}
		b.remember(runID, s.Namespace)
		return found{s.Namespace, j}, true, nil
	}
	return f, false, nil
}

// Cancel stops the run's job (deregisters it without purging it, so the job
// stays the record of the cancel) and waits until its allocation has ended.
// A job that already ended is left alone: its result stands.
func (b *Backend) Cancel(ctx context.Context, runID string) error {
	if !backends.ValidRunID(runID) {
		return fmt.Errorf("cancel run %q: %w", runID, backends.ErrNotFound)
	}
	f, ok, err := b.find(ctx, runID)
	if err != nil {
		return fmt.Errorf("cancel run %s: %w", runID, err)
	}
	if !ok {
		return fmt.Errorf("cancel run %s: %w", runID, backends.ErrNotFound)
	}
	log := b.log.With("run_id", runID, "tenant", f.job.Meta[metaTenant])
	if f.job.Status != nil && *f.job.Status == jobStatusDead {
		return nil
	}
	if f.job.Stop == nil || !*f.job.Stop {
		log.Info("canceling run")
		if err := b.stop(ctx, f.ns, runID); err != nil {
			return fmt.Errorf("cancel run %s: %w", runID, err)
		}
	}
	ctx, cancel := context.WithTimeout(ctx, b.cfg.StopTimeout)
	defer cancel()
	if err := b.awaitEnd(ctx, f.ns, runID); err != nil {
		return fmt.Errorf("cancel run %s: %w", runID, err)
	}
	b.dropVariable(ctx, log, f.ns, runID)
	return nil
}

// stop deregisters a job without purging it.
func (b *Backend) stop(ctx context.Context, ns, runID string) error {
	if _, _, err := b.client.Jobs().Deregister(runID, false, b.write(ctx, ns)); err != nil && !isNotFound(err) {
		return b.apiError("stop job "+runID, err)
	}
	return nil
}

// awaitEnd waits until the job has no live allocation.
func (b *Backend) awaitEnd(ctx context.Context, ns, runID string) error {
	var index uint64
	for {
		q := b.query(ctx, ns)
		q.WaitIndex, q.WaitTime = index, b.cfg.WaitTime
		allocs, meta, err := b.client.Jobs().Allocations(runID, true, q)
		switch {
		case err == nil:
		case isNotFound(err):
			return nil
		case ctx.Err() != nil:
			return context.Cause(ctx)
		default:
			return b.apiError("watch job "+runID, err)
		}
		live := false
		for _, a := range allocs {
			live = live || !terminal(a.ClientStatus)
		}
		if !live {
			return nil
		}
		index = meta.LastIndex
	}
}

// Adopt finds the run's job by correlation id: none is Absent; one is
// followed to its end (replaying its logs after fromSeq) and Adopted; one
// whose outcome can no longer be read (its allocation was garbage-collected,
// or it is not a job Everdict registered) is Unknown. A cluster that cannot
// be asked is Unknown too, with the error. Detaching (ctx canceled with
// ErrDetached) returns Unknown with the detached error.
func (b *Backend) Adopt(ctx context.Context, runID string, fromSeq int64, logs backends.LogSink) (backends.AdoptOutcome, evalcase.Result, error) {
	if logs == nil {
		logs = backends.Discard
	}
	if !backends.ValidRunID(runID) {
		return backends.Unknown, evalcase.Result{}, backends.Errorf(domain.FailureConfig, backends.CodeInvalidJob,
			"run id %q is not a valid correlation id: %w", runID, backends.ErrInvalidJob)
	}
	f, ok, err := b.find(ctx, runID)
	if err != nil {
		return backends.Unknown, evalcase.Result{}, err
	}
	if !ok {
		return backends.Absent, evalcase.Result{}, nil
	}
	rm, err := readMeta(f.job.Meta)
	if err != nil {
		return backends.Unknown, evalcase.Result{}, backends.Errorf(domain.FailureInterrupted, backends.CodeJobLost, "job %s: %w", runID, err)
	}
	log := b.log.With("run_id", runID, "tenant", rm.Tenant)
	log.Info("run adopted: following it")
	res, err, known := b.follow(ctx, f.ns, rm, fromSeq, logs)
	if !known {
		log.Warn("run unknown", "err", err)
		return backends.Unknown, evalcase.Result{}, err
	}
	b.dropVariable(context.WithoutCancel(ctx), log, f.ns, runID)
	logEnd(log, res, err)
	return backends.Adopted, res, err
}

// Probe asks the cluster for its leader (reachability) and lists jobs in the
// spec's namespace (every namespace when the spec leaves it to the trust
// zone), which needs an accepted token.
func (b *Backend) Probe(ctx context.Context) (backends.ProbeResult, error) {
	if err := ctx.Err(); err != nil {
		return backends.ProbeResult{}, err
	}
	var leader string
	if _, err := b.client.Raw().Query("/v1/status/leader", &leader, b.query(ctx, "")); err != nil {
		if ctx.Err() != nil {
			return backends.ProbeResult{}, context.Cause(ctx)
		}
		return backends.ProbeResult{Message: b.apiError("ask for the leader", err).Error()}, nil
	}
	res := backends.ProbeResult{Reachable: true, Hardened: b.SandboxAvailable()}
	ns := b.cfg.Spec.Namespace
	if ns == "" {
		ns = "*"
	}
	q := b.query(ctx, ns)
	q.Prefix = "evd-"
	q.PerPage = 1
	if _, _, err := b.client.Jobs().List(q); err != nil {
		if ctx.Err() != nil {
			return backends.ProbeResult{}, context.Cause(ctx)
		}
		res.Message = b.apiError("list jobs in namespace "+ns, err).Error()
		return res, nil
	}
	res.Authenticated = true
	res.Message = fmt.Sprintf("nomad at %s reachable (leader %s); token accepted for namespace %s; driver %s", b.cfg.Spec.Addr, leader, ns, b.cfg.Spec.EffectiveDriver())
	return res, nil
}

// query and write are the options of a request in namespace ns bound to ctx.
func (b *Backend) query(ctx context.Context, ns string) *api.QueryOptions {
	return (&api.QueryOptions{Namespace: ns}).WithContext(ctx)
}

func (b *Backend) write(ctx context.Context, ns string) *api.WriteOptions {
	return (&api.WriteOptions{Namespace: ns}).WithContext(ctx)
}

// apiError translates an error of the Nomad API into a backends.Error of
// class INFRA: the cluster refused or could not be reached.
func (b *Backend) apiError(op string, err error) *backends.Error {
	var ue api.UnexpectedResponseError
	if errors.As(err, &ue) && ue.HasStatusCode() {
		body := strings.TrimSpace(ue.Body())
		switch ue.StatusCode() {
		case http.StatusUnauthorized, http.StatusForbidden:
			return backends.Errorf(domain.FailureInfra, backends.CodeUnauthorized,
				"nomad at %s rejected the token: %s: %d %s: %w", b.cfg.Spec.Addr, op, ue.StatusCode(), body, err)
		}
		return backends.Errorf(domain.FailureInfra, backends.CodeBackend,
			"nomad at %s: %s: %d %s: %w", b.cfg.Spec.Addr, op, ue.StatusCode(), body, err)
	}
	return backends.Errorf(domain.FailureInfra, backends.CodeUnreachable,
		"nomad at %s is unreachable: %s: %w", b.cfg.Spec.Addr, op, err)
}

func isNotFound(err error) bool {
	var ue api.UnexpectedResponseError
	return errors.As(err, &ue) && ue.StatusCode() == http.StatusNotFound
}

// stoppedError is what Dispatch and Adopt return for a done ctx: detached
// (INTERRUPTED, the job left running) or canceled.
func stoppedError(ctx context.Context) error {
	cause := context.Cause(ctx)
	if errors.Is(cause, backends.ErrDetached) {
		return &backends.Error{Class: domain.FailureInterrupted, Code: backends.CodeDetached,
			Message: "detached from the run; it keeps running", Err: cause}
	}
	return &backends.Error{Class: domain.FailureCanceled, Code: backends.CodeCanceled, Message: "the run was canceled", Err: cause}
}

func logEnd(log *slog.Logger, res evalcase.Result, err error) {
	if err != nil {
		log.Info("run failed", "class", backends.ClassOf(err), "code", backends.CodeOf(err), "err", err)
		return
	}
	log.Info("run graded", "verdict", res.Verdict, "limit_hit", res.LimitHit)
}
