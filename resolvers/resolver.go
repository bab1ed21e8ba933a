// Package resolvers holds Everdict's GraphQL resolvers. They are thin: parse
// the arguments, call one service (writes) or ent (reads, tenant-scoped by the
// viewer in the context), map the result. No business rules live here.
package resolvers

import (
	"github.com/everdict/everdict/access"
	"github.com/everdict/everdict/artifacts"
	"github.com/everdict/everdict/audit"
	"github.com/everdict/everdict/auth"
	"github.com/everdict/everdict/credentials/keyring"
	"github.com/everdict/everdict/ent"
	"github.com/everdict/everdict/errcode"
	"github.com/everdict/everdict/evalcase"
	"github.com/everdict/everdict/grading"
	harnesses "github.com/everdict/everdict/harness/registry"
	"github.com/everdict/everdict/judge/providers"
	"github.com/everdict/everdict/queue"
	"github.com/everdict/everdict/run"
	"github.com/everdict/everdict/runners"
	"github.com/everdict/everdict/runtime/registry"
	"github.com/everdict/everdict/scheduler"
	"github.com/everdict/everdict/scorecard"
	"github.com/everdict/everdict/secrets/vault"
	"github.com/everdict/everdict/watch"
	"github.com/everdict/everdict/webhook"
)

// Resolver is the root resolver: the dependencies every resolver may use.
// Build it once; it is safe for concurrent use.
type Resolver struct {
	// DB is the ent client; reads through it are tenant-scoped by the
	// viewer in the request context.
	DB *ent.Client
	// Registry registers, resolves, tags, archives and probes runtimes.
	Registry *registry.Registry
	// Harnesses registers, tags, archives and resolves harnesses, and sets
	// the tenant's eval settings.
	HarnessRegistry *harnesses.Service
	// Vault stores tenant secrets (write-only through the API).
	Vault *vault.Vault
	// Auth manages tenants and tokens (tenant policy).
	Auth *auth.Service
	// Runs submits, cancels and settles runs.
	Runs *run.Service
	// Scorecards submits, reads and cancels scorecards.
	ScorecardService *scorecard.Service
	// Scheduler says why a queued run waits.
	Scheduler *scheduler.Scheduler
	// Queue reads queue snapshots.
	QueueReader *queue.Reader
	// QueueSamples is the queue's sampled past.
	QueueSamples *queue.History
	// Webhooks delivers the outbox and rotates webhook secrets.
	Webhooks *webhook.Service
	// Audit serves the audit trail.
	Audit *audit.Recorder
	// Watch serves the subscriptions.
	Watch *watch.Watcher
	// SelfHosted lists, drains and removes self-hosted runners.
	SelfHosted *runners.Service
	// Artifacts lists runs' kept files and links to them.
	Artifacts *artifacts.Service
	// Access enters live runs: exec, terminal tickets, screens.
	Access *access.Service
	// ModelProviders registers and lists the tenants' model providers.
	ModelProviderRegistry *providers.Service
	// Grading regrades finished runs and scorecards; nil refuses.
	Grading *grading.Service
	// Keyring registers, lists, deletes and validates the tenant's
	// credentials for private repositories and images.
	Keyring *keyring.Service
}

// regraders is a regrade's graders as values.
func regraders(in []*evalcase.Grader) []evalcase.Grader {
	out := make([]evalcase.Grader, 0, len(in))
	for _, g := range in {
		if g != nil {
			out = append(out, *g)
		}
	}
	return out
}

// noGrading is the error of a regrade on a server without a judge.
var noGrading = errcode.New(errcode.FailedPrecondition, "this server has no judge: nothing can be regraded")

func deref[T any](p *T) T {
	var zero T
	if p == nil {
		return zero
	}
	return *p
}

// pointers returns a pointer to each of xs, as gqlgen's lists want.
func pointers[T any](xs []T) []*T {
	out := make([]*T, len(xs))
	for i := range xs {
		out[i] = &xs[i]
	}
	return out
}
