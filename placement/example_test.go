package placement_test

import (
	"fmt"
	"time"

	"github.com/everdict/everdict/placement"
)

// Example shows one pump cycle: admit at submit, then dispatch in fair order
// with quota, circuit and envelope checks, reserving as it goes.
func Example() {
	now := time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC)
	q := placement.NewFairQueue(placement.FairQueueConfig{})
	breaker := placement.NewCircuitBreaker(placement.CircuitConfig{})
	tenants := map[string]*placement.TenantState{
		"acme": {Tenant: "acme", MaxConcurrent: 1},
		"bolt": {Tenant: "bolt", Budget: placement.Budget{Limited: true, LimitUSD: 5, SpentUSD: 5}},
	}
	runtimes := []placement.RuntimeState{
		{ID: "local", Envelope: placement.Envelope{Slots: 4, MemoryMB: 8192}, Capabilities: []string{"git"}},
	}

	// Submit time.
	for i, tenant := range []string{"acme", "acme", "bolt"} {
		t := tenants[tenant]
		t.Queued = q.TenantLen(tenant)
		if d := placement.AdmitSubmit(placement.AdmissionConfig{}, *t, q.Len()); !d.Admitted {
			fmt.Println("refused:", d.Err())
			continue
		}
		_ = q.Enqueue(placement.Entry{
			ID: fmt.Sprintf("run-%d", i), Tenant: tenant, EnqueuedAt: now,
			Request: placement.Request{Resources: placement.Resources{MemoryMB: 2048}, Capabilities: []string{"git"}},
		})
	}

	// Dispatch time.
	for {
		var chosen int
		e, ok := q.DequeueFunc(now, func(e placement.Entry) bool {
			if !placement.AdmitQuota(*tenants[e.Tenant]).Admitted {
				return false // pass over the tenant; it keeps its place
			}
			snap := make([]placement.RuntimeState, len(runtimes))
			for i, r := range runtimes {
				r.CircuitOpen = !breaker.Ready(now, placement.CircuitKey(e.Tenant, r.ID))
				snap[i] = r
			}
			c := placement.Choose(placement.StrategySpread, e.Request, snap)
			if !c.Decision.Admitted {
				return false
			}
			chosen = c.Index
			breaker.Allow(now, placement.CircuitKey(e.Tenant, runtimes[chosen].ID))
			runtimes[chosen] = runtimes[chosen].Reserve(e.Request.Resources)
			tenants[e.Tenant].Running++
			return true
		})
		if !ok {
			break
		}
		fmt.Printf("dispatch %s to %s\n", e.ID, runtimes[chosen].ID)
	}
	fmt.Println("still queued:", q.Len())
	// Output:
	// refused: tenant "bolt" has spent $5.00 of its $5.00 budget: payment required
	// dispatch run-0 to local
	// still queued: 1
}
