package runners

import (
	"context"
	"encoding/json"
	"fmt"
	"strconv"

	"github.com/everdict/everdict/ent"
	"github.com/everdict/everdict/runnerapi"
	"github.com/everdict/everdict/tenancy"
)

// Removed is the status runnerUpdated reports for a runner just removed.
const Removed runnerapi.Status = "REMOVED"

// Topic names the changes of a tenant's runners (registered, heartbeat,
// leased, settled, drained, removed); the payload is the runner's id as
// JSON. It is never served to a tenant as such.
func Topic(tenantID int) string { return "tenant:" + strconv.Itoa(tenantID) + ":runners" }

// changed tells runnerUpdated subscribers of the tenant that runner id
// changed.
func (s *Service) changed(ctx context.Context, tenantID, id int) {
	if s.cfg.Events == nil {
		return
	}
	b, _ := json.Marshal(id)
	if err := s.cfg.Events.Publish(ctx, Topic(tenantID), b); err != nil {
		s.log.WarnContext(ctx, "publish runner change", "runner_id", id, "err", err)
	}
}

// Updates streams the viewer's tenant's runners as List shows them now,
// then each as it changes, as List would show it (a runner the viewer may
// not see is left out; a removed one comes once with status REMOVED). It
// ends with ctx.
func (s *Service) Updates(ctx context.Context) (<-chan runnerapi.Runner, error) {
	v, err := tenancy.ViewerFrom(ctx)
	if err != nil {
		return nil, err
	}
	if s.cfg.Events == nil {
		return nil, fmt.Errorf("runner updates: no event bus")
	}
	sub, err := s.cfg.Events.Subscribe(ctx, Topic(v.TenantID))
	if err != nil {
		return nil, fmt.Errorf("subscribe: %w", err)
	}
	// The runners as they stand first, read after subscribing so no change
	// falls between the two; a change may then come twice, never not at all.
	current, err := s.List(ctx)
	if err != nil {
		_ = sub.Close()
		return nil, err
	}
	out := make(chan runnerapi.Runner, 16)
	go func() {
		defer close(out)
		for _, r := range current {
			select {
			case out <- r:
			case <-ctx.Done():
				return
			}
		}
		for payload := range sub.C() {
			var id int
			if json.Unmarshal(payload, &id) != nil {
				continue
			}
			r, err := s.cfg.DB.Runner.Get(ctx, id) // tenant-scoped by the viewer
			var rv runnerapi.Runner
			switch {
			case ent.IsNotFound(err):
				rv = runnerapi.Runner{ID: id, Status: Removed}
			case err != nil:
				s.log.WarnContext(ctx, "runner update", "runner_id", id, "err", err)
				continue
			case !r.Workspace && r.OwnerSubject != v.Subject && !v.Role.AtLeast(tenancy.RoleAdmin):
				continue
			default:
				if rv, err = s.view(ctx, v, r); err != nil {
					continue
				}
			}
			select {
			case out <- rv:
			case <-ctx.Done():
				return
			}
		}
	}()
	return out, nil
}
