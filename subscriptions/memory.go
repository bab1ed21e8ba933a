// Package subscriptions counts the live subscriptions (websocket and SSE)
// each tenant holds open, so the server can cap them per tenant. Memory
// counts for one process, the embedded default; Redis counts across every
// replica sharing a Redis, so the cap is one for the whole control plane.
//
// A slot is taken with Take, which refuses when the tenant already holds
// the maximum, and given back with the release func Take returns. Redis
// holds each slot as a lease that the replica holding it renews, so the
// slots of a replica that died come back after the lease TTL.
package subscriptions

import (
	"context"
	"sync"
)

// Memory counts subscriptions in one process. Its zero value is ready to
// use; it is safe for concurrent use.
type Memory struct {
	mu sync.Mutex
	n  map[string]int
}

// NewMemory returns an empty Memory.
func NewMemory() *Memory { return &Memory{} }

// Take counts one more subscription of tenant unless it already holds max;
// ok false is a refusal. release gives the slot back; calling it again does
// nothing.
func (m *Memory) Take(_ context.Context, tenant string, max int) (release func(), ok bool, err error) {
	m.mu.Lock()
	defer m.mu.Unlock()
	if m.n[tenant] >= max {
		return nil, false, nil
	}
	if m.n == nil {
		m.n = map[string]int{}
	}
	m.n[tenant]++
	var once sync.Once
	return func() { once.Do(func() { m.release(tenant) }) }, true, nil
}

func (m *Memory) release(tenant string) {
	m.mu.Lock()
	defer m.mu.Unlock()
	if m.n[tenant]--; m.n[tenant] <= 0 {
		delete(m.n, tenant)
	}
}
