package placement_test

import (
	"fmt"
	"time"

	"github.com/everdict/everdict/placement"
)

// Example shows one pump cycle: admit at submit and tag the run for the fair
// queue, then plan the dispatch of the queued runs in tag order over a
// snapshot, with quota, circuit and envelope checks.
func Example() {
	now := time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC)
	breaker := placement.NewCircuitBreaker(placement.CircuitConfig{})
	tenants := map[string]placement.TenantState{
		"acme": {Tenant: "acme", MaxConcurrent: 1},
		"bolt": {Tenant: "bolt", Budget: placement.Budget{Limited: true, LimitUSD: 5, SpentUSD: 5}},
	}
	finish := map[string]float64{}

	// Submit time: admission, then the run's start tag (the store keeps it
	// and the tenant's finish tag).
	var queue []placement.Candidate
	for i, tenant := range []string{"acme", "acme", "bolt"} {
		if d := placement.AdmitSubmit(placement.AdmissionConfig{}, tenants[tenant], len(queue)); !d.Admitted {
			fmt.Println("refused:", d.Err())
			continue
		}
		start, fin := placement.FairTags(0, finish[tenant], 1, placement.CostDefault)
		finish[tenant] = fin
		fmt.Printf("run-%d of %s: start tag %.0f\n", i, tenant, start)
		queue = append(queue, placement.Candidate{
			ID: fmt.Sprintf("run-%d", i), Tenant: tenant, Runtime: "local",
			Request:     placement.Request{Resources: placement.Resources{MemoryMB: 2048}, Capabilities: []string{"git"}},
			CircuitOpen: !breaker.Ready(now, placement.CircuitKey(tenant, "local")),
		})
	}

	// Dispatch time: a pure plan over a snapshot; the store and the ledger
	// then commit each start.
	plan := placement.Plan(placement.PlanInput{
		Candidates: queue,
		Tenants:    tenants,
		Runtimes: map[string]placement.RuntimeState{
			"local": {ID: "local", Envelope: placement.Envelope{Slots: 4, MemoryMB: 8192}, Capabilities: []string{"git"}},
		},
	})
	for _, c := range plan.Start {
		fmt.Println("start", c.ID)
	}
	for _, r := range plan.Refused {
		fmt.Println("wait", r.Candidate.ID, r.Decision.Rule)
	}
	// Output:
	// run-0 of acme: start tag 0
	// run-1 of acme: start tag 1
	// refused: tenant "bolt" has spent $5.00 of its $5.00 budget: payment required
	// start run-0
	// wait run-1 QUOTA
}
