// Package ledger is Everdict's admission ledger: it reserves and releases a
// run's capacity in lockstep across every dimension — the runtime's slots,
// memory and CPU budgets, the tenant's in-flight count, and the tenant's
// in-flight count on the runtime (its share of a shared runtime) — so
// several control-plane replicas share one capacity budget.
//
// A reservation is a lease keyed by the run id. It holds until it is released
// or its deadline passes; every operation first drops expired leases, so the
// capacity of a replica that died mid-run comes back after the lease TTL. A
// live run's owner renews its lease well within the TTL.
//
// Two implementations satisfy Ledger: Memory (one process; the state is a few
// maps behind a mutex) and Redis (one Lua script per operation, so a check
// and its reservation are atomic across replicas). ledgertest holds the
// contract both pass.
package ledger

import (
	"context"
	"errors"
	"fmt"
	"strconv"
	"time"
)

// LeaseTTLDefault is the lease TTL a Reserve or Renew with ttl <= 0 gets.
const LeaseTTLDefault = 2 * time.Minute

// MaxQuantity bounds every claimed quantity and limit. The Redis ledger
// compares in Lua numbers (IEEE doubles), which are exact up to 2^53.
const MaxQuantity = 1 << 53

// Sentinel errors.
var (
	// ErrInvalidClaim: a claim or its limits are malformed (empty run id,
	// tenant or runtime, or a negative or too large quantity).
	ErrInvalidClaim = errors.New("invalid claim")
	// ErrLeaseConflict: Reserve named a run id whose live lease holds a
	// different claim (tenant, runtime, memory or CPU). Release it first.
	ErrLeaseConflict = errors.New("run holds a lease for a different claim")
)

// Ledger reserves capacity for runs. Implementations are safe for
// concurrent use.
type Ledger interface {
	// Reserve atomically drops expired leases, then checks every dimension
	// of c against lim and reserves all of them for ttl, or none. A refusal
	// is a Decision with OK false, not an error. Reserving a run id that
	// holds a live lease for the same claim renews it (deadline now+ttl)
	// and reports OK without counting it twice; for a different claim it
	// fails with ErrLeaseConflict. ttl <= 0 means LeaseTTLDefault.
	Reserve(ctx context.Context, c Claim, lim Limits, ttl time.Duration) (Decision, error)
	// Release frees every dimension of runID's lease. Releasing a run id
	// without a live lease does nothing.
	Release(ctx context.Context, runID string) error
	// Renew moves a live lease's deadline to now+ttl and reports true; it
	// reports false if the lease was released or has expired. ttl <= 0
	// means LeaseTTLDefault.
	Renew(ctx context.Context, runID string, ttl time.Duration) (bool, error)
	// Usage is what the live leases on a runtime hold.
	Usage(ctx context.Context, runtime string) (Usage, error)
	// TenantInFlight is how many live leases a tenant holds across all
	// runtimes.
	TenantInFlight(ctx context.Context, tenant string) (int, error)
	// Scale is an elastic runtime's live capacity as its autoscaler last
	// committed it; ok is false when none has been committed.
	Scale(ctx context.Context, runtime string) (s Scale, ok bool, err error)
	// CommitScale replaces runtime's Scale with next if the one in place
	// is still prev (by Period; the zero prev: none in place) and next is
	// of a later period, and reports whether it did. Of the replicas that
	// decide from the same Scale, one commits: the rest lost the period.
	CommitScale(ctx context.Context, runtime string, prev, next Scale) (bool, error)
}

// RuntimeKey names registered runtime id's capacity in the ledger (a
// Claim's Runtime): every version of a runtime shares its infrastructure.
func RuntimeKey(id int) string { return "rt:" + strconv.Itoa(id) }

// Claim is what one run asks for.
type Claim struct {
	// RunID keys the lease.
	RunID string
	// Tenant owns the run; its in-flight count is the tenant dimension.
	Tenant string
	// Runtime is the runtime key whose budgets the run spends (e.g. "rt:7@3").
	Runtime string
	// MemoryMB and MilliCPU are the run's resource envelope; 0 spends none.
	MemoryMB, MilliCPU int64
}

// Limits are the budgets a Claim is checked against. A zero field is
// unlimited, so the zero Limits admit everything.
type Limits struct {
	// Slots is the runtime's maximum number of runs in flight.
	Slots int
	// MemoryMB and MilliCPU are the runtime's resource budgets.
	MemoryMB, MilliCPU int64
	// TenantMax is the tenant's maximum number of runs in flight across
	// all runtimes.
	TenantMax int
	// TenantRuntimeSlots is the tenant's maximum number of runs in flight
	// on the claim's runtime: its share of a shared runtime.
	TenantRuntimeSlots int
}

// Dimension names what a Reserve checks.
type Dimension string

// The dimensions, in the order Reserve checks them; a refusal names the
// first one that has no room.
const (
	DimensionSlots  Dimension = "slots"
	DimensionMemory Dimension = "memory"
	DimensionCPU    Dimension = "cpu"
	DimensionTenant Dimension = "tenant"
	// DimensionTenantShare: the tenant holds TenantRuntimeSlots runs on
	// the claim's runtime.
	DimensionTenantShare Dimension = "tenant_share"
)

// Decision is Reserve's answer. The zero Decision is a refusal naming no
// dimension.
type Decision struct {
	// OK reports that every dimension was reserved.
	OK bool
	// Dimension names the dimension that refused; empty when OK.
	Dimension Dimension
}

// Usage is what the live leases on one runtime hold.
type Usage struct {
	InFlight int
	MemoryMB int64
	MilliCPU int64
}

func validate(c Claim, lim Limits) error {
	switch {
	case c.RunID == "":
		return fmt.Errorf("reserve: %w: empty run id", ErrInvalidClaim)
	case c.Tenant == "":
		return fmt.Errorf("reserve %s: %w: empty tenant", c.RunID, ErrInvalidClaim)
	case c.Runtime == "":
		return fmt.Errorf("reserve %s: %w: empty runtime", c.RunID, ErrInvalidClaim)
	}
	for _, q := range []struct {
		name string
		v    int64
	}{
		{"claimed memory", c.MemoryMB}, {"claimed cpu", c.MilliCPU},
		{"slot limit", int64(lim.Slots)}, {"memory limit", lim.MemoryMB},
		{"cpu limit", lim.MilliCPU}, {"tenant limit", int64(lim.TenantMax)},
		{"tenant runtime limit", int64(lim.TenantRuntimeSlots)},
	} {
		if q.v < 0 || q.v > MaxQuantity {
			return fmt.Errorf("reserve %s: %w: %s %d outside [0, 2^53]", c.RunID, ErrInvalidClaim, q.name, q.v)
		}
	}
	return nil
}

// refusal is the first dimension of lim that cannot take c on top of the
// runtime's usage u, the tenant's in-flight count and the tenant's
// in-flight count on the runtime, or "" if all can.
func refusal(c Claim, lim Limits, u Usage, tenantInFlight, shareInFlight int) Dimension {
	switch {
	case lim.Slots > 0 && u.InFlight+1 > lim.Slots:
		return DimensionSlots
	case lim.MemoryMB > 0 && u.MemoryMB+c.MemoryMB > lim.MemoryMB:
		return DimensionMemory
	case lim.MilliCPU > 0 && u.MilliCPU+c.MilliCPU > lim.MilliCPU:
		return DimensionCPU
	case lim.TenantMax > 0 && tenantInFlight+1 > lim.TenantMax:
		return DimensionTenant
	case lim.TenantRuntimeSlots > 0 && shareInFlight+1 > lim.TenantRuntimeSlots:
		return DimensionTenantShare
	}
	return ""
}

// leaseTTL normalizes a caller's ttl: LeaseTTLDefault for ttl <= 0, and at
// least a millisecond (the Redis ledger's resolution).
func leaseTTL(ttl time.Duration) time.Duration {
	if ttl <= 0 {
		return LeaseTTLDefault
	}
	return max(ttl, time.Millisecond)
}
