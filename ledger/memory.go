package ledger

import (
	"context"
	"fmt"
	"log/slog"
	"sync"
	"time"
)

// MemoryConfig configures a Memory ledger. The zero value reads the system
// clock and logs nothing.
type MemoryConfig struct {
	// Clock is the time leases are measured against; nil means time.Now.
	Clock func() time.Time
	// Logger records expired leases; nil discards.
	Logger *slog.Logger
}

// Memory is a Ledger for one process: maps behind a mutex. It is safe for
// concurrent use. Its zero value is an empty ledger on the system clock;
// NewMemory sets a clock and logger.
//
// Deadlines are kept in whole milliseconds, as the Redis ledger keeps them,
// so both expire a lease at the same instant.
type Memory struct {
	cfg MemoryConfig

	mu       sync.Mutex
	leases   map[string]memLease
	runtimes map[string]Usage
	tenants  map[string]int
	shares   map[share]int // in flight per tenant and runtime
	scales   map[string]Scale
}

// share names one tenant's runs on one runtime.
type share struct{ tenant, runtime string }

type memLease struct {
	claim    Claim
	deadline int64 // unix milliseconds; live while now < deadline
}

var _ Ledger = (*Memory)(nil)

// NewMemory returns an empty Memory ledger.
func NewMemory(cfg MemoryConfig) *Memory {
	return &Memory{cfg: cfg}
}

// Reserve implements Ledger.
func (m *Memory) Reserve(ctx context.Context, c Claim, lim Limits, ttl time.Duration) (Decision, error) {
	if err := validate(c, lim); err != nil {
		return Decision{}, err
	}
	if err := ctx.Err(); err != nil {
		return Decision{}, err
	}
	m.mu.Lock()
	defer m.mu.Unlock()
	now := m.sweepLocked()
	deadline := now + leaseTTL(ttl).Milliseconds()
	if l, ok := m.leases[c.RunID]; ok {
		if l.claim != c {
			return Decision{}, fmt.Errorf("reserve %s: %w", c.RunID, ErrLeaseConflict)
		}
		l.deadline = deadline
		m.leases[c.RunID] = l
		return Decision{OK: true}, nil
	}
	u := m.runtimes[c.Runtime]
	sh := share{c.Tenant, c.Runtime}
	if d := refusal(c, lim, u, m.tenants[c.Tenant], m.shares[sh]); d != "" {
		return Decision{Dimension: d}, nil
	}
	m.leases[c.RunID] = memLease{claim: c, deadline: deadline}
	m.runtimes[c.Runtime] = Usage{InFlight: u.InFlight + 1, MemoryMB: u.MemoryMB + c.MemoryMB, MilliCPU: u.MilliCPU + c.MilliCPU}
	m.tenants[c.Tenant]++
	m.shares[sh]++
	return Decision{OK: true}, nil
}

// Release implements Ledger.
func (m *Memory) Release(ctx context.Context, runID string) error {
	if err := ctx.Err(); err != nil {
		return err
	}
	m.mu.Lock()
	defer m.mu.Unlock()
	m.sweepLocked()
	m.dropLocked(runID)
	return nil
}

// Renew implements Ledger.
func (m *Memory) Renew(ctx context.Context, runID string, ttl time.Duration) (bool, error) {
	if err := ctx.Err(); err != nil {
		return false, err
	}
	m.mu.Lock()
	defer m.mu.Unlock()
	now := m.sweepLocked()
	l, ok := m.leases[runID]
	if !ok {
		return false, nil
	}
	l.deadline = now + leaseTTL(ttl).Milliseconds()
	m.leases[runID] = l
	return true, nil
}

// Usage implements Ledger.
func (m *Memory) Usage(ctx context.Context, runtime string) (Usage, error) {
	if err := ctx.Err(); err != nil {
		return Usage{}, err
	}
	m.mu.Lock()
	defer m.mu.Unlock()
	m.sweepLocked()
	return m.runtimes[runtime], nil
}

// TenantInFlight implements Ledger.
func (m *Memory) TenantInFlight(ctx context.Context, tenant string) (int, error) {
	if err := ctx.Err(); err != nil {
		return 0, err
	}
	m.mu.Lock()
	defer m.mu.Unlock()
	m.sweepLocked()
	return m.tenants[tenant], nil
}

// sweepLocked initializes the maps if need be, drops every expired lease and
// returns the current time in unix milliseconds.
func (m *Memory) sweepLocked() int64 {
	if m.leases == nil {
		m.leases = map[string]memLease{}
		m.runtimes = map[string]Usage{}
		m.tenants = map[string]int{}
		m.shares = map[share]int{}
	}
	clock := m.cfg.Clock
	if clock == nil {
		clock = time.Now
	}
	now := clock().UnixMilli()
	for id, l := range m.leases {
		if l.deadline <= now {
			m.dropLocked(id)
			logExpired(m.cfg.Logger, id)
		}
	}
	return now
}

func (m *Memory) dropLocked(runID string) {
	l, ok := m.leases[runID]
	if !ok {
		return
	}
	delete(m.leases, runID)
	c := l.claim
	u := m.runtimes[c.Runtime]
	u = Usage{InFlight: u.InFlight - 1, MemoryMB: u.MemoryMB - c.MemoryMB, MilliCPU: u.MilliCPU - c.MilliCPU}
	if u == (Usage{}) {
		delete(m.runtimes, c.Runtime)
	} else {
		m.runtimes[c.Runtime] = u
	}
	decrement(m.tenants, c.Tenant)
	decrement(m.shares, share{c.Tenant, c.Runtime})
}

// decrement counts one fewer for k, deleting a count that falls to zero.
func decrement[K comparable](counts map[K]int, k K) {
	if counts[k] <= 1 {
		delete(counts, k)
	} else {
		counts[k]--
	}
}

func logExpired(log *slog.Logger, runID string) {
	if log != nil {
		log.Warn("ledger: lease expired without release; its capacity is free again", "run_id", runID)
	}
}
