// Package jobs assembles the job a backend or a self-hosted runner runs from
// a claimed run, once, for both paths: the scheduler's push (dispatch,
// adopt, exec) and the runners' pull (lease). Assembly decides the run's
// trust zone and whether it must run hardened, refuses a target that cannot
// honour that, resolves the harness env's secrets (the values a masker
// hides), adds the resolved model, and pins the image. Backends and runners
// only enforce what the job says (Kueue's jobframework: the decision lives
// with the framework, the adapters apply it).
package jobs

import (
	"context"
	"slices"

	"github.com/everdict/everdict/agenttrace"
	"github.com/everdict/everdict/backends"
	"github.com/everdict/everdict/credentials"
	"github.com/everdict/everdict/domain"
	"github.com/everdict/everdict/evalcase"
)

// CodeSharedKernel is the failure code of a run whose zone requires a
// hardened runtime assembled for a target that shares the host's kernel.
const CodeSharedKernel = "UNTRUSTED_SHARED_KERNEL"

// Secrets resolves the HARNESS secrets a job's environment names, as the
// run's submitter (owner, a subject) has them: the submitter's personal
// secret of a name first, else the tenant's (vault.Vault).
type Secrets interface {
	ResolveFor(ctx context.Context, tenantID int, owner string, names []string) (map[string]string, error)
}

// Run is a claimed run to assemble a job of.
type Run struct {
	// Name is the job's name on its backend: the run's correlation id (a
	// runner adds the attempt).
	Name string
	// Correlation is the run's correlation id when Name is not it; and
	// Attempt the attempt the job is for (from 1). With an attempt, the job
	// carries the attempt's trace identity (agenttrace).
	Correlation string
	Attempt     int
	// ID is the run's id as the API names it (Run.id).
	ID       int
	TenantID int
	Tenant   string
	// Owner is the subject that submitted the run (a scorecard's child:
	// the scorecard's): its personal secrets shadow the tenant's.
	Owner string
	// Trusted is the tenant's trust: an untrusted tenant's runs always run
	// hardened.
	Trusted bool
	Case    evalcase.Case
	Harness evalcase.Harness
	// Credentials resolves the job's clone and pull credentials; nil
	// clones and pulls anonymously. Ref names the run in the audit events
	// of their use (Name when empty).
	Credentials Credentials
	Ref         string
}

// Credentials resolves, mints and audits the credentials of one job at
// dispatch (credentials/keyring): a git credential for its repository and
// a registry credential per host of its images, with the values to mask.
type Credentials interface {
	ForJob(ctx context.Context, j credentials.Job) (*backends.GitAuth, []backends.RegistryAuth, []string, error)
}

// Target is where the job goes.
type Target struct {
	// Name names the runtime or runner in errors.
	Name string
	// Hardens is true when the target can run a job behind a kernel
	// boundary (a sandbox, a gVisor runtime class, an isolating driver).
	Hardens bool
	// NoPulls is true when the target pulls no image (a runner's LOCAL
	// executor, a front door): no registry credential is resolved, minted
	// or sent for it.
	NoPulls bool
	// NoClone is true when the target clones nothing itself (a front door,
	// whose agent fetches what it needs with its own credentials): no git
	// credential is resolved or minted for it.
	NoClone bool
}

// Zone is run r's trust zone: its tenant's, hardened when the tenant is
// untrusted or the case asks for isolation. The one place the decision is
// taken.
func Zone(tenant string, trusted bool, c evalcase.Case) domain.TrustZone {
	return domain.ZoneFor(tenant, trusted).ForCase(c.Isolation)
}

// Admit refuses, as a CONFIG failure with CodeSharedKernel, a target that
// cannot give zone the isolation it requires.
func Admit(zone domain.TrustZone, t Target) error {
	if err := domain.AssertHardenedIsolation(zone, domain.RuntimeIsolation{ID: t.Name, Hardened: t.Hardens}); err != nil {
		return backends.Errorf(domain.FailureConfig, CodeSharedKernel, "%w", err)
	}
	return nil
}

// Assemble returns the job of run r on target t, and the secret values its
// output must be masked for. Its errors are CONFIG failures that name no
// secret value.
func Assemble(ctx context.Context, store Secrets, r Run, t Target) (backends.Job, []string, error) {
	zone := Zone(r.Tenant, r.Trusted, r.Case)
	if err := Admit(zone, t); err != nil {
		return backends.Job{}, nil, err
	}
	h, hidden, err := ResolveEnv(ctx, store, r.TenantID, r.Tenant, r.Owner, r.Harness)
	if err != nil {
		return backends.Job{}, nil, err
	}
	c := r.Case
	c.Image = evalcase.PinImage(c, h)
	job := backends.Job{RunID: r.Name, ID: r.ID, Tenant: r.Tenant, Case: c, Harness: h, Zone: zone,
		Hardened: zone.HardenedRequired || !zone.Trusted}
	if r.Credentials != nil {
		ref := r.Ref
		if ref == "" {
			ref = r.Name
		}
		var images []string
		if c.Image != "" && !t.NoPulls {
			images = []string{c.Image}
		}
		repo := c.Repo
		if t.NoClone {
			repo = nil
		}
		git, regs, vals, err := r.Credentials.ForJob(ctx, credentials.Job{TenantID: r.TenantID, Trusted: zone.Trusted, Run: ref,
			Repo: repo, Images: images})
		if err != nil {
			return backends.Job{}, nil, err
		}
		job.GitAuth, job.RegistryAuth = git, regs
		hidden = append(hidden, vals...)
	}
	job.Secrets = hidden
	if r.Attempt > 0 {
		corr := r.Correlation
		if corr == "" {
			corr = r.Name
		}
		job.TraceID, job.TraceParent = agenttrace.For(corr, r.Attempt)
	}
	return job, hidden, nil
}

// ResolveEnv returns h with its secretRefs filled with the HARNESS secret
// values owner (the run's submitter) resolves in tenant from store (nil
// refuses a harness that names any): owner's personal secret of a name,
// else the tenant's. It returns the values too, for a masker. A harness with a resolved model gets it as
// evalcase.EnvModel too. Its errors are CONFIG failures that name the
// tenant, never a value.
func ResolveEnv(ctx context.Context, store Secrets, tenantID int, tenant, owner string, h evalcase.Harness) (evalcase.Harness, []string, error) {
	if h.Model != "" {
		h.Env = append(slices.Clip(h.Env), evalcase.EnvVar{Name: evalcase.EnvModel, Value: h.Model})
	}
	var names []string
	for _, e := range h.Env {
		if e.SecretRef != "" {
			names = append(names, e.SecretRef)
		}
	}
	if len(names) == 0 {
		return h, nil, nil
	}
	if store == nil {
		return h, nil, backends.Errorf(domain.FailureConfig, "SECRET_NOT_FOUND", "the harness names secrets but no secret store is configured")
	}
	vals, err := store.ResolveFor(ctx, tenantID, owner, names)
	if err != nil {
		return h, nil, backends.Errorf(domain.FailureConfig, "SECRET_NOT_FOUND", "a harness secret the env names does not exist in tenant %s", tenant)
	}
	env := make([]evalcase.EnvVar, len(h.Env))
	hidden := make([]string, 0, len(vals))
	for i, e := range h.Env {
		if e.SecretRef != "" {
			e = evalcase.EnvVar{Name: e.Name, Value: vals[e.SecretRef]}
			hidden = append(hidden, e.Value)
		}
		env[i] = e
	}
	h.Env = env
	return h, hidden, nil
}
