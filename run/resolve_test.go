package run_test

import (
	"context"
	"sync/atomic"
	"testing"
	"time"

	"github.com/everdict/everdict/clock/clocktest"
	"github.com/everdict/everdict/events"
	"github.com/everdict/everdict/run"
	"github.com/everdict/everdict/runtime/registry"
	"github.com/everdict/everdict/store/storetest"
	"github.com/everdict/everdict/tenancy"
)

// countingResolver resolves every reference to nothing, counting the calls.
type countingResolver struct{ n atomic.Int64 }

func (r *countingResolver) Resolve(context.Context, string) (registry.Resolved, error) {
	r.n.Add(1)
	return registry.Resolved{}, nil
}

// TestACachedResolutionIsDroppedWhenTheRegistryChanges: a runtime reference
// is resolved once while nothing changes; a registry write through a
// hooked client drops it on the replica that made it at once, and on a
// second replica once it hears RegistryTopic.
func TestACachedResolutionIsDroppedWhenTheRegistryChanges(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	db := storetest.Open(t)
	bus := events.NewMemory(events.MemoryConfig{})
	t.Cleanup(func() { bus.Close() })
	var ra, rb countingResolver
	a := run.NewResolveCache(run.ResolveCacheConfig{Resolver: &ra, Events: bus, TTL: time.Hour})
	b := run.NewResolveCache(run.ResolveCacheConfig{Resolver: &rb, Events: bus, TTL: time.Hour})
	for _, c := range []*run.ResolveCache{a, b} {
		if err := c.Start(ctx); err != nil {
			t.Fatal(err)
		}
		t.Cleanup(c.Stop)
	}
	db.RegisteredRuntime.Use(a.Hook()) // replica a's writes
	viewer := tenancy.NewContext(ctx, tenancy.Viewer{TenantID: 1, Tenant: "acme", Role: tenancy.RoleMember})
	resolve := func(c *run.ResolveCache) {
		t.Helper()
		if _, err := c.Resolve(viewer, "pool"); err != nil {
			t.Fatal(err)
		}
	}
	for range 3 {
		resolve(a)
		resolve(b)
	}
	if ra.n.Load() != 1 || rb.n.Load() != 1 {
		t.Fatalf("three resolutions each: %d and %d reads, want 1 and 1", ra.n.Load(), rb.n.Load())
	}
	tn := db.Tenant.Create().SetSlug("acme").SaveX(tenancy.System(ctx))
	db.RegisteredRuntime.Create().SetName("pool").SetKind("LOCAL").SetTenantID(tn.ID).ExecX(tenancy.System(ctx))
	resolve(a)
	if got := ra.n.Load(); got != 2 {
		t.Errorf("replica a after its own registry write: %d reads, want 2", got)
	}
	// b hears of the change on the bus; the bound only turns a hang into
	// a failure.
	deadline := time.Now().Add(30 * time.Second)
	for rb.n.Load() == 1 && time.Now().Before(deadline) {
		resolve(b)
	}
	if got := rb.n.Load(); got != 2 {
		t.Errorf("replica b after a's registry write: %d reads, want 2", got)
	}
}

func TestAResolutionIsReadAgainAfterItsTTL(t *testing.T) {
	t.Parallel()
	clk := clocktest.New(time.Date(2026, 12, 1, 12, 0, 0, 0, time.UTC))
	var r countingResolver
	c := run.NewResolveCache(run.ResolveCacheConfig{Resolver: &r, Clock: clk})
	viewer := tenancy.NewContext(context.Background(), tenancy.Viewer{TenantID: 1, Tenant: "acme", Role: tenancy.RoleMember})
	for range 2 {
		if _, err := c.Resolve(viewer, "pool"); err != nil {
			t.Fatal(err)
		}
	}
	clk.Advance(run.ResolveTTLDefault)
	if _, err := c.Resolve(viewer, "pool"); err != nil {
		t.Fatal(err)
	}
	if got := r.n.Load(); got != 2 {
		t.Errorf("reads = %d, want 2 (one, then one at the TTL)", got)
	}
}
