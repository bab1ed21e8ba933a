package scheduler

import (
	"context"
	"fmt"

	"github.com/everdict/everdict/backends"
	"github.com/everdict/everdict/jobs"
	"github.com/everdict/everdict/run"
)

// Entry is the way into one run's live job: its backend's Access, the job's
// correlation id there, and the values of the secrets its harness was given,
// to mask what comes out.
type Entry struct {
	Access  backends.Access
	RunID   string
	Secrets []string
}

// Enter resolves the backend of r's runtime version, as a dispatch would,
// and returns the way into its job. A run on self-hosted runners, or on a
// backend with no Access, is an error wrapping backends.ErrUnsupported; a
// harness secret that no longer resolves refuses the entry (what came out
// could not be masked). Enter does not check who asks: the caller applies
// run.Run.AssertObservableBy first.
func (s *Scheduler) Enter(ctx context.Context, r run.Run) (Entry, error) {
	if r.RunnerTarget != "" {
		return Entry{}, fmt.Errorf("run %d runs on a self-hosted runner, which offers no way in: %w", r.ID, backends.ErrUnsupported)
	}
	it, err := newLoader(s).item(ctx, r)
	if err != nil {
		return Entry{}, fmt.Errorf("enter run %d: %w", r.ID, err)
	}
	b, err := s.cfg.Backends.For(ctx, it.target)
	if err != nil {
		return Entry{}, fmt.Errorf("enter run %d: %w", r.ID, err)
	}
	a, ok := b.(backends.Access)
	if !ok {
		return Entry{}, fmt.Errorf("runtime %s offers no way into its runs: %w", it.target.Name, backends.ErrUnsupported)
	}
	_, hidden, err := jobs.ResolveEnv(ctx, s.cfg.Secrets, it.tenantID, it.tenant, it.createdBy, it.harness)
	if err != nil {
		return Entry{}, fmt.Errorf("enter run %d: %w", r.ID, err)
	}
	return Entry{Access: a, RunID: it.correlation(), Secrets: hidden}, nil
}
