package circuits_test

import (
	"context"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/everdict/everdict/circuits"
	"github.com/everdict/everdict/domain"
	"github.com/everdict/everdict/internal/redistest"
	"github.com/everdict/everdict/placement"
)

var cfg = placement.CircuitConfig{Threshold: 3, Cooldown: 30 * time.Second}

// redisStores returns n Redis stores (n "replicas", each its own client)
// over the test's Redis (see redistest).
func redisStores(t *testing.T, n int) []circuits.Store {
	t.Helper()
	clients, prefix := redistest.Clients(t, n)
	var out []circuits.Store
	for _, c := range clients {
		s, err := circuits.NewRedis(circuits.RedisConfig{Client: c, Prefix: prefix, Circuit: cfg})
		if err != nil {
			t.Fatal(err)
		}
		out = append(out, s)
	}
	return out
}

func stores(t *testing.T) map[string]func(t *testing.T) circuits.Store {
	return map[string]func(t *testing.T) circuits.Store{
		"memory": func(*testing.T) circuits.Store { return circuits.NewMemory(cfg) },
		"redis":  func(t *testing.T) circuits.Store { return redisStores(t, 1)[0] },
	}
}

// TestLifecycle walks one circuit through every transition on each store.
func TestLifecycle(t *testing.T) {
	t.Parallel()
	for name, open := range stores(t) {
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			s := open(t)
			ctx, key := context.Background(), "acme:7"
			t0 := time.Date(2026, 11, 29, 12, 0, 0, 0, time.UTC)
			state := func(at time.Time) placement.CircuitState {
				st, err := s.State(ctx, at, key)
				if err != nil {
					t.Fatal(err)
				}
				return st
			}
			allow := func(at time.Time) bool {
				ok, err := s.Allow(ctx, at, key)
				if err != nil {
					t.Fatal(err)
				}
				return ok
			}
			for range 5 { // agent failures say nothing about the runtime
				_ = s.Failure(ctx, t0, key, domain.FailureAgent)
			}
			if st := state(t0); st != placement.CircuitClosed {
				t.Fatalf("after AGENT failures: %s, want CLOSED", st)
			}
			for range 3 {
				_ = s.Failure(ctx, t0, key, domain.FailureInfra)
			}
			if st := state(t0); st != placement.CircuitOpen || allow(t0) {
				t.Fatalf("after 3 INFRA failures: %s (allow %v), want OPEN and refusing", st, allow(t0))
			}
			half := t0.Add(cfg.Cooldown)
			if st := state(half); st != placement.CircuitHalfOpen {
				t.Fatalf("after the cooldown: %s, want HALF_OPEN", st)
			}
			if !allow(half) || allow(half) {
				t.Fatal("HALF_OPEN must admit exactly one probe")
			}
			_ = s.Failure(ctx, half, key, domain.FailureInfra) // the probe failed: re-armed from now
			if st := state(half.Add(cfg.Cooldown - time.Second)); st != placement.CircuitOpen {
				t.Fatalf("after a failed probe: %s, want OPEN again", st)
			}
			again := half.Add(cfg.Cooldown)
			if !allow(again) {
				t.Fatal("no probe after the second cooldown")
			}
			_ = s.Success(ctx, again, key)
			if st := state(again); st != placement.CircuitClosed {
				t.Fatalf("after a good probe: %s, want CLOSED", st)
			}
		})
	}
}

// TestReplicasShareCircuits: failures reported by different replicas add
// up, and a half-open probe is taken by exactly one of many replicas.
func TestReplicasShareCircuits(t *testing.T) {
	t.Parallel()
	reps := redisStores(t, 3)
	ctx, key := context.Background(), "acme:9"
	t0 := time.Date(2026, 11, 29, 12, 0, 0, 0, time.UTC)
	for i := range 3 {
		if err := reps[i].Failure(ctx, t0, key, domain.FailureInfra); err != nil {
			t.Fatal(err)
		}
	}
	for i, r := range reps {
		if st, _ := r.State(ctx, t0, key); st != placement.CircuitOpen {
			t.Errorf("replica %d sees %s, want OPEN after one INFRA failure from each", i, st)
		}
	}
	half := t0.Add(cfg.Cooldown)
	var probes atomic.Int64
	var wg sync.WaitGroup
	for i := range 12 {
		wg.Go(func() {
			ok, err := reps[i%3].Allow(ctx, half, key)
			if err != nil {
				t.Error(err)
			}
			if ok {
				probes.Add(1)
			}
		})
	}
	wg.Wait()
	if n := probes.Load(); n != 1 {
		t.Errorf("%d probes admitted across replicas, want exactly 1", n)
	}
}
