package scheduler

import (
	"context"
	"fmt"
	"strconv"

	"github.com/everdict/everdict/ent"
	"github.com/everdict/everdict/ledger"
	"github.com/everdict/everdict/placement"
	"github.com/everdict/everdict/run"
)

// RunnerClaim is what a run leased to self-hosted runner runnerID reserves
// in the ledger: one of its tenant's concurrent runs, on a capacity of the
// runner's own (runner:<id>), so the scheduler's runs and the runners' draw
// on one tenant-wide budget across every replica. It is keyed by runner and
// run: only the runner that holds the run, or the replica that takes it over
// from that runner, releases it, and a release that comes twice frees one
// slot.
func RunnerClaim(runnerID, runID int, tenant string) ledger.Claim {
	owner := run.RunnerOwner(runnerID)
	return ledger.Claim{RunID: owner + "/run:" + strconv.Itoa(runID), Tenant: tenant, Runtime: owner}
}

// RunnerLimits are the limits a RunnerClaim of tenant t is reserved under:
// its maxConcurrent. The runner's own slots are its to count.
func RunnerLimits(t *ent.Tenant) ledger.Limits {
	return ledger.Limits{TenantMax: maxConcurrent(t)}
}

// TenantQuota is placement's quota rule for tenant t as the ledger counts
// its runs in flight now, on runtimes and runners alike.
func TenantQuota(ctx context.Context, l ledger.Ledger, t *ent.Tenant) (placement.Decision, error) {
	running, err := l.TenantInFlight(ctx, t.Slug)
	if err != nil {
		return placement.Decision{}, fmt.Errorf("runs in flight of tenant %s: %w", t.Slug, err)
	}
	return placement.AdmitQuota(placement.TenantState{Tenant: t.Slug, Running: running, MaxConcurrent: maxConcurrent(t)}), nil
}

func maxConcurrent(t *ent.Tenant) int {
	if t.MaxConcurrent == nil {
		return 0
	}
	return *t.MaxConcurrent
}
