package scheduler

import (
	"context"
	"fmt"
	"strconv"

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

// RunnerLimits are the limits a RunnerClaim of a tenant is reserved under:
// its maxConcurrent (nil: none). The runner's own slots are its to count.
func RunnerLimits(maxConcurrent *int) ledger.Limits {
	return ledger.Limits{TenantMax: orZero(maxConcurrent)}
}

// TenantQuota is placement's quota rule for tenant slug, whose
// maxConcurrent (nil: none) it is, as the ledger counts its runs in flight
// now, on runtimes and runners alike.
func TenantQuota(ctx context.Context, l ledger.Ledger, slug string, maxConcurrent *int) (placement.Decision, error) {
	running, err := l.TenantInFlight(ctx, slug)
	if err != nil {
		return placement.Decision{}, fmt.Errorf("runs in flight of tenant %s: %w", slug, err)
	}
	return placement.AdmitQuota(placement.TenantState{Tenant: slug, Running: running, MaxConcurrent: orZero(maxConcurrent)}), nil
}

func orZero(n *int) int {
	if n == nil {
		return 0
	}
	return *n
}
