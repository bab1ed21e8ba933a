// Package circuits keeps the scheduler's circuit breakers (one circuit per
// tenant and runtime, placement.CircuitKey) where the scheduler can share
// them: in memory for one replica, or in Redis so that every replica opens,
// probes and closes the same circuit. Both run placement.Circuit's pure
// transitions, so there is one state machine, not one per store.
package circuits

import (
	"context"
	"sync"
	"time"

	"github.com/everdict/everdict/domain"
	"github.com/everdict/everdict/placement"
)

// Store is a set of circuits. Implementations are safe for concurrent use.
type Store interface {
	// Ready reports whether Allow would admit a dispatch, without taking a
	// half-open probe.
	Ready(ctx context.Context, now time.Time, key string) (bool, error)
	// Allow admits a dispatch or not, taking the one probe of a half-open
	// circuit.
	Allow(ctx context.Context, now time.Time, key string) (bool, error)
	// Success records a run that produced a result.
	Success(ctx context.Context, now time.Time, key string) error
	// Failure records a failed run; only domain.FailureInfra moves a
	// circuit.
	Failure(ctx context.Context, now time.Time, key string, class domain.FailureClass) error
	// State is the circuit's state at now.
	State(ctx context.Context, now time.Time, key string) (placement.CircuitState, error)
}

// Memory is a Store in process: a placement.CircuitBreaker behind a mutex.
// The zero value is not usable; use NewMemory.
type Memory struct {
	mu sync.Mutex
	b  *placement.CircuitBreaker
}

// NewMemory returns an in-process Store.
func NewMemory(cfg placement.CircuitConfig) *Memory {
	return &Memory{b: placement.NewCircuitBreaker(cfg)}
}

// Ready implements Store.
func (m *Memory) Ready(_ context.Context, now time.Time, key string) (bool, error) {
	m.mu.Lock()
	defer m.mu.Unlock()
	return m.b.Ready(now, key), nil
}

// Allow implements Store.
func (m *Memory) Allow(_ context.Context, now time.Time, key string) (bool, error) {
	m.mu.Lock()
	defer m.mu.Unlock()
	return m.b.Allow(now, key), nil
}

// Success implements Store.
func (m *Memory) Success(_ context.Context, now time.Time, key string) error {
	m.mu.Lock()
	defer m.mu.Unlock()
	m.b.Success(now, key)
	return nil
}

// Failure implements Store.
func (m *Memory) Failure(_ context.Context, now time.Time, key string, class domain.FailureClass) error {
	m.mu.Lock()
	defer m.mu.Unlock()
	m.b.Failure(now, key, class)
	return nil
}

// State implements Store.
func (m *Memory) State(_ context.Context, now time.Time, key string) (placement.CircuitState, error) {
	m.mu.Lock()
	defer m.mu.Unlock()
	return m.b.State(now, key), nil
}
