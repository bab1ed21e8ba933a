package nomad

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"net/http"
	"strings"

	"github.com/hashicorp/nomad/api"

	"github.com/everdict/everdict/backends"
	"github.com/everdict/everdict/backends/internal/cluster"
	"github.com/everdict/everdict/domain"
	"github.com/everdict/everdict/runtime"
)

// keys are the job's meta keys as the cluster core reads them.
var keys = cluster.Keys{RunID: metaRunID, Tenant: metaTenant, CaseID: metaCaseID, Timeout: metaTimeout, Graders: metaGraders, User: metaUser, RepoHost: metaRepoHost, Kind: "meta"}

// jobStatusDead is the status of a Nomad job with nothing left to run.
const jobStatusDead = "dead"

// Backend is the NOMAD backend. Make one with New; the zero value is not
// usable. It is safe for concurrent use, and it keeps no state of its own:
// the cluster is the record, so several Backends (in one process or in
// successive ones) over the same cluster see the same runs. What a run
// goes through is the cluster core's (backends/internal/cluster); the
// Backend is its Nomad platform: Dispatch registers the run as a batch job
// named by its correlation id (refusing with UNSUPPORTED a job the driver
// cannot run, see buildJob) and follows its allocation; Cancel deregisters
// the job without purging it, so the job stays the record of the cancel;
// Exec and Terminal enter the task through Nomad's alloc exec, run under
// timeout(1) in the task since Nomad does not stop an exec whose client
// went away.
type Backend struct {
	*core
	cfg    Config
	client *api.Client
	// exec makes the alloc execs of Access (see execClient); nil when
	// Config.HTTPClient cannot, where Access is unsupported.
	exec *api.Client
	log  *slog.Logger
}

// core is the cluster core over this platform; the Backend embeds it, so
// Dispatch, Cancel, Adopt, Exec, Terminal and Screen are the core's.
type core = cluster.Core[jobState]

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
	b := &Backend{cfg: cfg, client: client, exec: exec, log: cfg.Logger.With("runtime", cfg.Name)}
	b.core = cluster.New[jobState](cluster.Config{
		Logger:       b.log,
		WireKey:      cfg.WireKey,
		PollInterval: cfg.PollInterval,
		StopTimeout:  cfg.StopTimeout,
		Namespace:    cfg.Spec.Namespace,
		Platform:     "nomad",
		Task:         "allocation",
		Keys:         keys,
		Workspace:    `"$NOMAD_TASK_DIR/workspace"`,
		Home:         `"$NOMAD_TASK_DIR"`,
	}, (*platform)(b), (*platform)(b))
	return b, nil
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

// Probe asks the cluster for its leader (reachability) and lists jobs in the
// spec's namespace (every namespace when the spec leaves it to the trust
// zone), which needs an accepted token.
func (b *Backend) Probe(ctx context.Context) (backends.ProbeResult, error) {
	if err := ctx.Err(); err != nil {
		return backends.ProbeResult{}, err
	}
	p := (*platform)(b)
	var leader string
	if _, err := b.client.Raw().Query("/v1/status/leader", &leader, p.query(ctx, "")); err != nil {
		if ctx.Err() != nil {
			return backends.ProbeResult{}, context.Cause(ctx)
		}
		return backends.ProbeResult{Message: p.APIError("ask for the leader", err).Error()}, nil
	}
	res := backends.ProbeResult{Reachable: true, Hardened: b.SandboxAvailable()}
	ns := b.cfg.Spec.Namespace
	if ns == "" {
		ns = "*"
	}
	q := p.query(ctx, ns)
	q.Prefix = "evd-"
	q.PerPage = 1
	if _, _, err := b.client.Jobs().List(q); err != nil {
		if ctx.Err() != nil {
			return backends.ProbeResult{}, context.Cause(ctx)
		}
		res.Message = p.APIError("list jobs in namespace "+ns, err).Error()
		return res, nil
	}
	res.Authenticated = true
	res.Message = fmt.Sprintf("nomad at %s reachable (leader %s); token accepted for namespace %s; driver %s", b.cfg.Spec.Addr, leader, ns, b.cfg.Spec.EffectiveDriver())
	return res, nil
}

// SandboxAvailable is the Backend's.
func (p *platform) SandboxAvailable() bool { return (*Backend)(p).SandboxAvailable() }

// Unhardened says why an unhardened driver cannot take a hardened job.
func (p *platform) Unhardened() string {
	return fmt.Sprintf("the nomad driver %q shares the client's kernel", p.cfg.Spec.EffectiveDriver())
}

// Submit writes the run's Nomad Variable (its secret env) and registers its
// batch job, named by its correlation id.
func (p *platform) Submit(ctx context.Context, log *slog.Logger, job backends.Job, ns string) (cluster.Job, error) {
	spec, secret, err := (*Backend)(p).buildJob(job, ns)
	if err != nil {
		return cluster.Job{}, err
	}
	if ctx.Err() != nil {
		return cluster.Job{}, cluster.Stopped(ctx)
	}
	if _, _, err := p.client.Jobs().Info(job.RunID, p.query(ctx, ns)); err == nil {
		return cluster.Job{}, cluster.Duplicate(job.RunID)
	} else if !isNotFound(err) {
		return cluster.Job{}, p.APIError("look up job "+job.RunID, err)
	}
	if secret != nil {
		// Before the job, so its template finds the variable.
		v := &api.Variable{Namespace: ns, Path: variablePath(job.RunID), Items: secret}
		if _, _, err := p.client.Variables().Create(v, p.write(ctx, ns)); err != nil {
			return cluster.Job{}, p.APIError("write the run's variable", err)
		}
	}
	if items := cloneVariable(job); items != nil {
		// The clone task's own variable: its credential, which the harness
		// task cannot read.
		v := &api.Variable{Namespace: ns, Path: cloneVariablePath(job.RunID), Items: items}
		if _, _, err := p.client.Variables().Create(v, p.write(ctx, ns)); err != nil {
			p.dropVariable(context.WithoutCancel(ctx), log, ns, job.RunID)
			return cluster.Job{}, p.APIError("write the run's clone variable", err)
		}
	}
	// Enforcing index 0 registers only a new job, so two dispatchers racing
	// for one run id cannot both succeed.
	if _, _, err := p.client.Jobs().EnforceRegister(spec, 0, p.write(ctx, ns)); err != nil {
		if strings.Contains(err.Error(), "already exists") {
			return cluster.Job{}, cluster.Duplicate(job.RunID)
		}
		p.dropVariable(context.WithoutCancel(ctx), log, ns, job.RunID)
		log.Error("register failed", "err", err)
		return cluster.Job{}, p.APIError("register job "+job.RunID, err)
	}
	log.Info("run dispatched", "namespace", ns, "driver", spec.TaskGroups[0].Tasks[0].Driver)
	return cluster.Job{Namespace: ns, Name: job.RunID, RunID: job.RunID, Meta: spec.Meta, Secret: secret != nil}, nil
}

// Release deletes the run's Nomad Variables (its secret env, its clone
// credential), those it has.
func (p *platform) Release(ctx context.Context, log *slog.Logger, j cluster.Job) {
	p.dropVariable(ctx, log, j.Namespace, j.RunID)
}

func (p *platform) dropVariable(ctx context.Context, log *slog.Logger, ns, runID string) {
	for _, path := range []string{variablePath(runID), cloneVariablePath(runID)} {
		if _, err := p.client.Variables().Delete(path, p.write(ctx, ns)); err != nil && !isNotFound(err) {
			log.Warn("a variable of the run was not deleted", "path", path, "err", err)
		}
	}
}

// found is the core's view of a registered job.
func found(ns, runID string, j *api.Job) cluster.Job {
	return cluster.Job{
		Namespace: ns, Name: runID, RunID: runID, Meta: j.Meta, Secret: true,
		Finished: j.Status != nil && *j.Status == jobStatusDead,
		Stopped:  j.Stop != nil && *j.Stop,
	}
}

// Get looks a run's job up in namespace ns.
func (p *platform) Get(ctx context.Context, ns, runID string) (cluster.Job, bool, error) {
	j, _, err := p.client.Jobs().Info(runID, p.query(ctx, ns))
	switch {
	case err == nil:
		return found(ns, runID, j), true, nil
	case isNotFound(err):
		return cluster.Job{}, false, nil
	}
	return cluster.Job{}, false, p.APIError("look up job "+runID, err)
}

// Search looks a run's job up across every namespace the token may read.
func (p *platform) Search(ctx context.Context, runID string) (cluster.Job, bool, error) {
	q := p.query(ctx, "*")
	q.Prefix = runID
	stubs, _, err := p.client.Jobs().List(q)
	if err != nil {
		return cluster.Job{}, false, p.APIError("search job "+runID, err)
	}
	for _, s := range stubs {
		if s.ID == runID {
			return p.Get(ctx, s.Namespace, runID)
		}
	}
	return cluster.Job{}, false, nil
}

// Stop deregisters a job without purging it.
func (p *platform) Stop(ctx context.Context, j cluster.Job, _ string) error {
	if _, _, err := p.client.Jobs().Deregister(j.RunID, false, p.write(ctx, j.Namespace)); err != nil && !isNotFound(err) {
		return p.APIError("stop job "+j.RunID, err)
	}
	return nil
}

// query and write are the options of a request in namespace ns bound to ctx.
func (p *platform) query(ctx context.Context, ns string) *api.QueryOptions {
	return (&api.QueryOptions{Namespace: ns}).WithContext(ctx)
}

func (p *platform) write(ctx context.Context, ns string) *api.WriteOptions {
	return (&api.WriteOptions{Namespace: ns}).WithContext(ctx)
}

// APIError translates an error of the Nomad API into a backends.Error of
// class INFRA: the cluster refused or could not be reached.
func (p *platform) APIError(op string, err error) *backends.Error {
	var ue api.UnexpectedResponseError
	if errors.As(err, &ue) && ue.HasStatusCode() {
		body := strings.TrimSpace(ue.Body())
		switch ue.StatusCode() {
		case http.StatusUnauthorized, http.StatusForbidden:
			return backends.Errorf(domain.FailureInfra, backends.CodeUnauthorized,
				"nomad at %s rejected the token: %s: %d %s: %w", p.cfg.Spec.Addr, op, ue.StatusCode(), body, err)
		}
		return backends.Errorf(domain.FailureInfra, backends.CodeBackend,
			"nomad at %s: %s: %d %s: %w", p.cfg.Spec.Addr, op, ue.StatusCode(), body, err)
	}
	return backends.Errorf(domain.FailureInfra, backends.CodeUnreachable,
		"nomad at %s is unreachable: %s: %w", p.cfg.Spec.Addr, op, err)
}

func isNotFound(err error) bool {
	var ue api.UnexpectedResponseError
	return errors.As(err, &ue) && ue.StatusCode() == http.StatusNotFound
}
