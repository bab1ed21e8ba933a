// Package ledgertest is the contract every ledger.Ledger passes: Run drives
// an implementation through reservation, each dimension's refusal, release,
// idempotence, renewal, expiry and concurrent replicas, among them one
// tenant's concurrent reservations against its share of a runtime. Clock is the manual
// clock the contract controls expiry with.
package ledgertest

import (
	"context"
	"errors"
	"fmt"
	"runtime"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"

	"github.com/everdict/everdict/ledger"
)

// Factory makes a fresh, empty ledger for one test and returns n handles on
// it that share one capacity budget — for a shared store, one per simulated
// replica, each with its own connection. Every handle reads the time from
// clock. The factory cleans up after itself with t.Cleanup.
type Factory func(t *testing.T, clock func() time.Time, n int) []ledger.Ledger

// Clock is a manual clock for tests; it starts at a fixed instant and moves
// only when advanced. It is safe for concurrent use.
type Clock struct {
	mu  sync.Mutex
	now time.Time
}

// NewClock returns a Clock reading 2025-01-01T00:00:00Z.
func NewClock() *Clock {
	return &Clock{now: time.Date(2025, 1, 1, 0, 0, 0, 0, time.UTC)}
}

// Now reads the clock.
func (c *Clock) Now() time.Time {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.now
}

// Advance moves the clock forward by d.
func (c *Clock) Advance(d time.Duration) {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.now = c.now.Add(d)
}

// Run runs the contract against the ledgers newLedger makes.
func Run(t *testing.T, newLedger Factory) {
	t.Run("Reserve", func(t *testing.T) { t.Parallel(); testReserve(t, newLedger) })
	t.Run("Release", func(t *testing.T) { t.Parallel(); testRelease(t, newLedger) })
	t.Run("Idempotence", func(t *testing.T) { t.Parallel(); testIdempotence(t, newLedger) })
	t.Run("Expiry", func(t *testing.T) { t.Parallel(); testExpiry(t, newLedger) })
	t.Run("InvalidClaims", func(t *testing.T) { t.Parallel(); testInvalid(t, newLedger) })
	t.Run("Race", func(t *testing.T) { t.Parallel(); testRace(t, newLedger) })
	t.Run("ShareRace", func(t *testing.T) { t.Parallel(); testShareRace(t, newLedger) })
	t.Run("ScaleRace", func(t *testing.T) { t.Parallel(); testScaleRace(t, newLedger) })
}

// testScaleRace: replicas deciding from the same Scale race to commit it;
// exactly one does, every replica then reads the winner's, and a commit
// that does not follow its period is refused.
func testScaleRace(t *testing.T, newLedger Factory) {
	const n = 8
	ls := newLedger(t, NewClock().Now, n)
	ctx := context.Background()
	if _, ok, err := ls[0].Scale(ctx, "rt:1"); err != nil || ok {
		t.Fatalf("Scale of a runtime never scaled = ok %v, err %v; want none", ok, err)
	}
	first := ledger.Scale{Period: 1, Slots: 2}
	if ok, err := ls[0].CommitScale(ctx, "rt:1", ledger.Scale{}, first); err != nil || !ok {
		t.Fatalf("the first commit = %v, %v; want it committed", ok, err)
	}
	var wg sync.WaitGroup
	won := make([]bool, n)
	for i, l := range ls {
		wg.Go(func() {
			next := ledger.Scale{Period: 2, Slots: 10 + i, BelowSince: time.Unix(int64(i), 0).UTC(), Peak: i}
			ok, err := l.CommitScale(ctx, "rt:1", first, next)
			if err != nil {
				t.Errorf("replica %d: CommitScale: %v", i, err)
			}
			won[i] = ok
		})
	}
	wg.Wait()
	winner := -1
	for i, ok := range won {
		if ok {
			if winner >= 0 {
				t.Fatalf("replicas %d and %d both committed period 2", winner, i)
			}
			winner = i
		}
	}
	if winner < 0 {
		t.Fatal("no replica committed period 2")
	}
	want := ledger.Scale{Period: 2, Slots: 10 + winner, BelowSince: time.Unix(int64(winner), 0).UTC(), Peak: winner}
	for i, l := range ls {
		got, ok, err := l.Scale(ctx, "rt:1")
		if err != nil || !ok {
			t.Fatalf("replica %d: Scale = ok %v, err %v", i, ok, err)
		}
		if !got.BelowSince.Equal(want.BelowSince) || got.Period != want.Period || got.Slots != want.Slots || got.Peak != want.Peak {
			t.Errorf("replica %d reads %+v, want the winner's %+v", i, got, want)
		}
	}
	if _, err := ls[0].CommitScale(ctx, "rt:1", want, ledger.Scale{Period: 2, Slots: 1}); !errors.Is(err, ledger.ErrInvalidScale) {
		t.Errorf("a commit of the same period = %v, want ErrInvalidScale", err)
	}
}

const ttl = time.Minute

func claim(id, tenant, rt string, mem, cpu int64) ledger.Claim {
	return ledger.Claim{RunID: id, Tenant: tenant, Runtime: rt, MemoryMB: mem, MilliCPU: cpu}
}

// reserve reserves c and fails the test on an error.
func reserve(t *testing.T, l ledger.Ledger, c ledger.Claim, lim ledger.Limits) ledger.Decision {
	t.Helper()
	d, err := l.Reserve(context.Background(), c, lim, ttl)
	if err != nil {
		t.Fatalf("Reserve(%+v): %v", c, err)
	}
	return d
}

// state is what a ledger reports for some runtimes and tenants.
type state struct {
	Runtimes map[string]ledger.Usage
	Tenants  map[string]int
}

func snapshot(t *testing.T, l ledger.Ledger, runtimes, tenants []string) state {
	t.Helper()
	ctx := context.Background()
	s := state{Runtimes: map[string]ledger.Usage{}, Tenants: map[string]int{}}
	for _, rt := range runtimes {
		u, err := l.Usage(ctx, rt)
		if err != nil {
			t.Fatalf("Usage(%q): %v", rt, err)
		}
		s.Runtimes[rt] = u
	}
	for _, tn := range tenants {
		n, err := l.TenantInFlight(ctx, tn)
		if err != nil {
			t.Fatalf("TenantInFlight(%q): %v", tn, err)
		}
		s.Tenants[tn] = n
	}
	return s
}

func testReserve(t *testing.T, newLedger Factory) {
	lim := ledger.Limits{Slots: 3, MemoryMB: 1000, MilliCPU: 2000, TenantMax: 2}
	tests := map[string]struct {
		held  []ledger.Claim // reserved first, each must be OK
		claim ledger.Claim
		lim   ledger.Limits
		want  ledger.Decision
	}{
		"an empty runtime admits a claim within every budget": {
			claim: claim("r1", "acme", "rt:1@1", 500, 1000), lim: lim,
			want: ledger.Decision{OK: true},
		},
		"a claim exactly filling every budget is admitted": {
			held:  []ledger.Claim{claim("r1", "acme", "rt:1@1", 400, 1000)},
			claim: claim("r2", "acme", "rt:1@1", 600, 1000), lim: lim,
			want: ledger.Decision{OK: true},
		},
		"a runtime with every slot taken refuses on slots": {
			held: []ledger.Claim{
				claim("r1", "acme", "rt:1@1", 0, 0), claim("r2", "bolt", "rt:1@1", 0, 0), claim("r3", "core", "rt:1@1", 0, 0),
			},
			claim: claim("r4", "dune", "rt:1@1", 0, 0), lim: lim,
			want: ledger.Decision{Dimension: ledger.DimensionSlots},
		},
		"a claim over the memory budget refuses on memory": {
			held:  []ledger.Claim{claim("r1", "acme", "rt:1@1", 800, 0)},
			claim: claim("r2", "bolt", "rt:1@1", 201, 0), lim: lim,
			want: ledger.Decision{Dimension: ledger.DimensionMemory},
		},
		"a claim larger than the whole memory budget refuses on memory": {
			claim: claim("r1", "acme", "rt:1@1", 1001, 0), lim: lim,
			want: ledger.Decision{Dimension: ledger.DimensionMemory},
		},
		"a claim over the cpu budget refuses on cpu": {
			held:  []ledger.Claim{claim("r1", "acme", "rt:1@1", 0, 1500)},
			claim: claim("r2", "bolt", "rt:1@1", 0, 501), lim: lim,
			want: ledger.Decision{Dimension: ledger.DimensionCPU},
		},
		"a tenant holding its share of a runtime refuses on tenant_share": {
			held:  []ledger.Claim{claim("r1", "acme", "rt:1@1", 0, 0), claim("r2", "acme", "rt:1@1", 0, 0)},
			claim: claim("r3", "acme", "rt:1@1", 0, 0),
			lim:   ledger.Limits{Slots: 3, TenantRuntimeSlots: 2},
			want:  ledger.Decision{Dimension: ledger.DimensionTenantShare},
		},
		"another tenant's runs on the runtime do not count against a share": {
			held:  []ledger.Claim{claim("r1", "bolt", "rt:1@1", 0, 0), claim("r2", "bolt", "rt:1@1", 0, 0)},
			claim: claim("r3", "acme", "rt:1@1", 0, 0),
			lim:   ledger.Limits{Slots: 3, TenantRuntimeSlots: 2},
			want:  ledger.Decision{OK: true},
		},
		"the tenant's runs on another runtime do not count against its share": {
			held:  []ledger.Claim{claim("r1", "acme", "rt:2@1", 0, 0), claim("r2", "acme", "rt:2@1", 0, 0)},
			claim: claim("r3", "acme", "rt:1@1", 0, 0),
			lim:   ledger.Limits{Slots: 3, TenantRuntimeSlots: 2},
			want:  ledger.Decision{OK: true},
		},
		"the tenant's maximum is checked before its share": {
			held:  []ledger.Claim{claim("r1", "acme", "rt:1@1", 0, 0), claim("r2", "acme", "rt:1@1", 0, 0)},
			claim: claim("r3", "acme", "rt:1@1", 0, 0),
			lim:   ledger.Limits{TenantMax: 2, TenantRuntimeSlots: 2},
			want:  ledger.Decision{Dimension: ledger.DimensionTenant},
		},
		"a tenant at its maximum refuses on tenant even on another runtime": {
			held:  []ledger.Claim{claim("r1", "acme", "rt:1@1", 0, 0), claim("r2", "acme", "rt:2@1", 0, 0)},
			claim: claim("r3", "acme", "rt:3@1", 0, 0), lim: lim,
			want: ledger.Decision{Dimension: ledger.DimensionTenant},
		},
		"slots are checked before memory, cpu, tenant and share": {
			held: []ledger.Claim{
				claim("r1", "acme", "rt:1@1", 500, 1000), claim("r2", "acme", "rt:1@1", 500, 1000),
			},
			claim: claim("r3", "acme", "rt:1@1", 1, 1),
			lim:   ledger.Limits{Slots: 2, MemoryMB: 1000, MilliCPU: 2000, TenantMax: 2, TenantRuntimeSlots: 2},
			want:  ledger.Decision{Dimension: ledger.DimensionSlots},
		},
		"another runtime's usage does not count": {
			held:  []ledger.Claim{claim("r1", "acme", "rt:1@1", 1000, 2000)},
			claim: claim("r2", "bolt", "rt:1@2", 1000, 2000), lim: lim,
			want: ledger.Decision{OK: true},
		},
		"zero limits are unlimited": {
			held: []ledger.Claim{
				claim("r1", "acme", "rt:1@1", 1<<40, 1<<40), claim("r2", "acme", "rt:1@1", 1<<40, 1<<40),
			},
			claim: claim("r3", "acme", "rt:1@1", 1<<40, 1<<40),
			want:  ledger.Decision{OK: true},
		},
	}
	for name, tc := range tests {
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			l := newLedger(t, NewClock().Now, 1)[0]
			for _, c := range tc.held {
				if d := reserve(t, l, c, tc.lim); !d.OK {
					t.Fatalf("Reserve(%+v) = %+v, want OK", c, d)
				}
			}
			before := snapshot(t, l, []string{tc.claim.Runtime}, []string{tc.claim.Tenant})
			got := reserve(t, l, tc.claim, tc.lim)
			if diff := cmp.Diff(tc.want, got); diff != "" {
				t.Fatalf("Reserve decision (-want +got):\n%s", diff)
			}
			after := snapshot(t, l, []string{tc.claim.Runtime}, []string{tc.claim.Tenant})
			want := before
			if got.OK {
				u := want.Runtimes[tc.claim.Runtime]
				want.Runtimes[tc.claim.Runtime] = ledger.Usage{
					InFlight: u.InFlight + 1, MemoryMB: u.MemoryMB + tc.claim.MemoryMB, MilliCPU: u.MilliCPU + tc.claim.MilliCPU,
				}
				want.Tenants[tc.claim.Tenant]++
			}
			if diff := cmp.Diff(want, after); diff != "" {
				t.Errorf("usage after Reserve (-want +got):\n%s", diff)
			}
		})
	}
}

func testRelease(t *testing.T, newLedger Factory) {
	t.Run("release frees every dimension of the claim and nothing else", func(t *testing.T) {
		t.Parallel()
		l := newLedger(t, NewClock().Now, 1)[0]
		lim := ledger.Limits{Slots: 2, MemoryMB: 1000, MilliCPU: 1000, TenantMax: 2, TenantRuntimeSlots: 1}
		reserve(t, l, claim("r1", "acme", "rt:1@1", 600, 300), lim)
		reserve(t, l, claim("r2", "acme", "rt:2@1", 100, 200), lim)
		if err := l.Release(context.Background(), "r1"); err != nil {
			t.Fatalf("Release: %v", err)
		}
		want := state{
			Runtimes: map[string]ledger.Usage{"rt:1@1": {}, "rt:2@1": {InFlight: 1, MemoryMB: 100, MilliCPU: 200}},
			Tenants:  map[string]int{"acme": 1},
		}
		if diff := cmp.Diff(want, snapshot(t, l, []string{"rt:1@1", "rt:2@1"}, []string{"acme"})); diff != "" {
			t.Errorf("usage after Release (-want +got):\n%s", diff)
		}
		// Every dimension is free again: the claim that filled them fits.
		if d := reserve(t, l, claim("r3", "acme", "rt:1@1", 900, 800), lim); !d.OK {
			t.Errorf("Reserve after Release = %+v, want OK", d)
		}
	})
	t.Run("release of an unknown run does nothing", func(t *testing.T) {
		t.Parallel()
		l := newLedger(t, NewClock().Now, 1)[0]
		reserve(t, l, claim("r1", "acme", "rt:1@1", 1, 1), ledger.Limits{})
		if err := l.Release(context.Background(), "nope"); err != nil {
			t.Fatalf("Release: %v", err)
		}
		want := state{Runtimes: map[string]ledger.Usage{"rt:1@1": {InFlight: 1, MemoryMB: 1, MilliCPU: 1}}, Tenants: map[string]int{"acme": 1}}
		if diff := cmp.Diff(want, snapshot(t, l, []string{"rt:1@1"}, []string{"acme"})); diff != "" {
			t.Errorf("usage (-want +got):\n%s", diff)
		}
	})
}

func testIdempotence(t *testing.T, newLedger Factory) {
	ctx := context.Background()
	held := state{Runtimes: map[string]ledger.Usage{"rt:1@1": {InFlight: 1, MemoryMB: 100, MilliCPU: 50}}, Tenants: map[string]int{"acme": 1}}
	empty := state{Runtimes: map[string]ledger.Usage{"rt:1@1": {}}, Tenants: map[string]int{"acme": 0}}

	t.Run("reserving the same claim twice counts it once and renews it", func(t *testing.T) {
		t.Parallel()
		clock := NewClock()
		l := newLedger(t, clock.Now, 1)[0]
		lim := ledger.Limits{Slots: 1, TenantMax: 1, TenantRuntimeSlots: 1}
		c := claim("r1", "acme", "rt:1@1", 100, 50)
		reserve(t, l, c, lim)
		clock.Advance(ttl - time.Second)
		// Full on slots, tenant and share, yet the holder's retry is admitted.
		if d := reserve(t, l, c, lim); !d.OK {
			t.Fatalf("second Reserve = %+v, want OK", d)
		}
		if diff := cmp.Diff(held, snapshot(t, l, []string{"rt:1@1"}, []string{"acme"})); diff != "" {
			t.Errorf("usage after two Reserves (-want +got):\n%s", diff)
		}
		clock.Advance(2 * time.Second) // past the first deadline, within the renewed one
		if diff := cmp.Diff(held, snapshot(t, l, []string{"rt:1@1"}, []string{"acme"})); diff != "" {
			t.Errorf("usage after the first deadline (-want +got):\n%s", diff)
		}
	})
	t.Run("reserving the run id with a different claim is a conflict", func(t *testing.T) {
		t.Parallel()
		l := newLedger(t, NewClock().Now, 1)[0]
		reserve(t, l, claim("r1", "acme", "rt:1@1", 100, 50), ledger.Limits{})
		for name, c := range map[string]ledger.Claim{
			"tenant":  claim("r1", "bolt", "rt:1@1", 100, 50),
			"runtime": claim("r1", "acme", "rt:1@2", 100, 50),
			"memory":  claim("r1", "acme", "rt:1@1", 101, 50),
			"cpu":     claim("r1", "acme", "rt:1@1", 100, 51),
		} {
			if _, err := l.Reserve(ctx, c, ledger.Limits{}, ttl); !errors.Is(err, ledger.ErrLeaseConflict) {
				t.Errorf("Reserve with a different %s: err = %v, want ErrLeaseConflict", name, err)
			}
		}
		if diff := cmp.Diff(held, snapshot(t, l, []string{"rt:1@1"}, []string{"acme"})); diff != "" {
			t.Errorf("usage after conflicts (-want +got):\n%s", diff)
		}
	})
	t.Run("releasing twice frees the claim once", func(t *testing.T) {
		t.Parallel()
		l := newLedger(t, NewClock().Now, 1)[0]
		reserve(t, l, claim("r1", "acme", "rt:1@1", 100, 50), ledger.Limits{})
		for range 2 {
			if err := l.Release(ctx, "r1"); err != nil {
				t.Fatalf("Release: %v", err)
			}
		}
		if diff := cmp.Diff(empty, snapshot(t, l, []string{"rt:1@1"}, []string{"acme"})); diff != "" {
			t.Errorf("usage after two Releases (-want +got):\n%s", diff)
		}
	})
	t.Run("a released run id can be reserved again", func(t *testing.T) {
		t.Parallel()
		l := newLedger(t, NewClock().Now, 1)[0]
		reserve(t, l, claim("r1", "acme", "rt:1@1", 100, 50), ledger.Limits{})
		if err := l.Release(ctx, "r1"); err != nil {
			t.Fatalf("Release: %v", err)
		}
		reserve(t, l, claim("r1", "acme", "rt:1@1", 100, 50), ledger.Limits{})
		if diff := cmp.Diff(held, snapshot(t, l, []string{"rt:1@1"}, []string{"acme"})); diff != "" {
			t.Errorf("usage (-want +got):\n%s", diff)
		}
	})
}

func testExpiry(t *testing.T, newLedger Factory) {
	ctx := context.Background()
	lim := ledger.Limits{Slots: 1, MemoryMB: 100, MilliCPU: 100, TenantMax: 1, TenantRuntimeSlots: 1}
	c := claim("r1", "acme", "rt:1@1", 100, 100)
	held := state{Runtimes: map[string]ledger.Usage{"rt:1@1": {InFlight: 1, MemoryMB: 100, MilliCPU: 100}}, Tenants: map[string]int{"acme": 1}}
	empty := state{Runtimes: map[string]ledger.Usage{"rt:1@1": {}}, Tenants: map[string]int{"acme": 0}}

	t.Run("a lease is live until its deadline and gone at it", func(t *testing.T) {
		t.Parallel()
		clock := NewClock()
		l := newLedger(t, clock.Now, 1)[0]
		reserve(t, l, c, lim)
		clock.Advance(ttl - time.Millisecond)
		if diff := cmp.Diff(held, snapshot(t, l, []string{"rt:1@1"}, []string{"acme"})); diff != "" {
			t.Errorf("usage just before the deadline (-want +got):\n%s", diff)
		}
		clock.Advance(time.Millisecond)
		if diff := cmp.Diff(empty, snapshot(t, l, []string{"rt:1@1"}, []string{"acme"})); diff != "" {
			t.Errorf("usage at the deadline (-want +got):\n%s", diff)
		}
	})
	t.Run("an expired lease frees every dimension for another run", func(t *testing.T) {
		t.Parallel()
		clock := NewClock()
		l := newLedger(t, clock.Now, 1)[0]
		reserve(t, l, c, lim)
		if d := reserve(t, l, claim("r2", "acme", "rt:1@1", 100, 100), lim); d.OK {
			t.Fatalf("Reserve on a full runtime = %+v, want a refusal", d)
		}
		clock.Advance(ttl)
		if d := reserve(t, l, claim("r2", "acme", "rt:1@1", 100, 100), lim); !d.OK {
			t.Errorf("Reserve after expiry = %+v, want OK", d)
		}
	})
	t.Run("an expired lease frees its tenant's share of the runtime", func(t *testing.T) {
		t.Parallel()
		clock := NewClock()
		l := newLedger(t, clock.Now, 1)[0]
		share := ledger.Limits{TenantRuntimeSlots: 1}
		reserve(t, l, claim("r1", "acme", "rt:1@1", 0, 0), share)
		if d := reserve(t, l, claim("r2", "acme", "rt:1@1", 0, 0), share); d.Dimension != ledger.DimensionTenantShare {
			t.Fatalf("Reserve past the share = %+v, want a refusal on tenant_share", d)
		}
		clock.Advance(ttl)
		if d := reserve(t, l, claim("r2", "acme", "rt:1@1", 0, 0), share); !d.OK {
			t.Errorf("Reserve after expiry = %+v, want OK", d)
		}
	})
	t.Run("renew extends a live lease", func(t *testing.T) {
		t.Parallel()
		clock := NewClock()
		l := newLedger(t, clock.Now, 1)[0]
		reserve(t, l, c, lim)
		clock.Advance(ttl / 2)
		ok, err := l.Renew(ctx, "r1", ttl)
		if err != nil || !ok {
			t.Fatalf("Renew = %v, %v; want true, nil", ok, err)
		}
		clock.Advance(ttl - time.Millisecond) // past the first deadline
		if diff := cmp.Diff(held, snapshot(t, l, []string{"rt:1@1"}, []string{"acme"})); diff != "" {
			t.Errorf("usage before the renewed deadline (-want +got):\n%s", diff)
		}
		clock.Advance(time.Millisecond)
		if diff := cmp.Diff(empty, snapshot(t, l, []string{"rt:1@1"}, []string{"acme"})); diff != "" {
			t.Errorf("usage at the renewed deadline (-want +got):\n%s", diff)
		}
	})
	t.Run("renew of an expired or released lease reports false", func(t *testing.T) {
		t.Parallel()
		clock := NewClock()
		l := newLedger(t, clock.Now, 1)[0]
		reserve(t, l, c, lim)
		reserve(t, l, claim("r2", "bolt", "rt:2@1", 0, 0), ledger.Limits{})
		clock.Advance(ttl)
		if ok, err := l.Renew(ctx, "r1", ttl); err != nil || ok {
			t.Errorf("Renew of an expired lease = %v, %v; want false, nil", ok, err)
		}
		if err := l.Release(ctx, "r2"); err != nil {
			t.Fatal(err)
		}
		if ok, err := l.Renew(ctx, "r2", ttl); err != nil || ok {
			t.Errorf("Renew of a released lease = %v, %v; want false, nil", ok, err)
		}
		if ok, err := l.Renew(ctx, "never", ttl); err != nil || ok {
			t.Errorf("Renew of an unknown lease = %v, %v; want false, nil", ok, err)
		}
	})
	t.Run("a zero ttl means the default", func(t *testing.T) {
		t.Parallel()
		clock := NewClock()
		l := newLedger(t, clock.Now, 1)[0]
		if d, err := l.Reserve(ctx, c, lim, 0); err != nil || !d.OK {
			t.Fatalf("Reserve = %+v, %v", d, err)
		}
		clock.Advance(ledger.LeaseTTLDefault - time.Millisecond)
		if diff := cmp.Diff(held, snapshot(t, l, []string{"rt:1@1"}, []string{"acme"})); diff != "" {
			t.Errorf("usage before the default deadline (-want +got):\n%s", diff)
		}
		clock.Advance(time.Millisecond)
		if diff := cmp.Diff(empty, snapshot(t, l, []string{"rt:1@1"}, []string{"acme"})); diff != "" {
			t.Errorf("usage at the default deadline (-want +got):\n%s", diff)
		}
	})
}

func testInvalid(t *testing.T, newLedger Factory) {
	tests := map[string]struct {
		claim ledger.Claim
		lim   ledger.Limits
	}{
		"an empty run id is refused":         {claim: claim("", "acme", "rt:1@1", 0, 0)},
		"an empty tenant is refused":         {claim: claim("r1", "", "rt:1@1", 0, 0)},
		"an empty runtime is refused":        {claim: claim("r1", "acme", "", 0, 0)},
		"negative memory is refused":         {claim: claim("r1", "acme", "rt:1@1", -1, 0)},
		"negative cpu is refused":            {claim: claim("r1", "acme", "rt:1@1", 0, -1)},
		"a negative limit is refused":        {claim: claim("r1", "acme", "rt:1@1", 0, 0), lim: ledger.Limits{Slots: -1}},
		"a quantity past 2^53 is refused":    {claim: claim("r1", "acme", "rt:1@1", ledger.MaxQuantity+1, 0)},
		"a limit past 2^53 is refused":       {claim: claim("r1", "acme", "rt:1@1", 0, 0), lim: ledger.Limits{MilliCPU: ledger.MaxQuantity + 1}},
		"a negative tenant limit is refused": {claim: claim("r1", "acme", "rt:1@1", 0, 0), lim: ledger.Limits{TenantMax: -1}},
		"a negative share is refused":        {claim: claim("r1", "acme", "rt:1@1", 0, 0), lim: ledger.Limits{TenantRuntimeSlots: -1}},
	}
	for name, tc := range tests {
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			l := newLedger(t, NewClock().Now, 1)[0]
			if _, err := l.Reserve(context.Background(), tc.claim, tc.lim, ttl); !errors.Is(err, ledger.ErrInvalidClaim) {
				t.Errorf("Reserve err = %v, want ErrInvalidClaim", err)
			}
		})
	}
}

// testRace has goroutines on two replicas reserve and release concurrently
// on one runtime and count the holders: the count never passes a limit.
func testRace(t *testing.T, newLedger Factory) {
	const (
		workers = 8
		rounds  = 40
		rt      = "rt:race@1"
	)
	lim := ledger.Limits{Slots: 3, MemoryMB: 500, MilliCPU: 10000, TenantMax: 2}
	ls := newLedger(t, NewClock().Now, 2)
	ctx := context.Background()

	var (
		mu                          sync.Mutex
		slots, memory               int64
		tenants                     = map[string]int{}
		maxSlots, maxMem, maxTenant int64
		admitted                    int
	)
	var wg sync.WaitGroup
	errs := make(chan error, workers)
	for w := range workers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			l := ls[w%len(ls)]
			tenant := fmt.Sprintf("t%d", w%3)
			mem := int64(100 + 50*(w%3))
			for i := range rounds {
				c := ledger.Claim{RunID: fmt.Sprintf("w%d-%d", w, i), Tenant: tenant, Runtime: rt, MemoryMB: mem, MilliCPU: 10}
				d, err := l.Reserve(ctx, c, lim, ttl)
				if err != nil {
					errs <- err
					return
				}
				if !d.OK {
					continue
				}
				mu.Lock()
				admitted++
				slots++
				memory += mem
				tenants[tenant]++
				maxSlots = max(maxSlots, slots)
				maxMem = max(maxMem, memory)
				maxTenant = max(maxTenant, int64(tenants[tenant]))
				mu.Unlock()

				// Hold the lease a while (a round trip for a shared store,
				// a few yields for memory), checking the ledger's own count.
				for range 10 {
					runtime.Gosched()
				}
				u, err := l.Usage(ctx, rt)
				if err != nil {
					errs <- err
					return
				}
				if u.InFlight > lim.Slots || u.MemoryMB > lim.MemoryMB || u.MilliCPU > lim.MilliCPU {
					errs <- fmt.Errorf("usage %+v exceeds limits %+v", u, lim)
					return
				}

				mu.Lock()
				slots--
				memory -= mem
				tenants[tenant]--
				mu.Unlock()
				if err := l.Release(ctx, c.RunID); err != nil {
					errs <- err
					return
				}
			}
		}()
	}
	wg.Wait()
	close(errs)
	for err := range errs {
		t.Fatal(err)
	}
	if admitted == 0 {
		t.Fatal("no reservation was admitted")
	}
	if maxSlots > int64(lim.Slots) || maxMem > lim.MemoryMB || maxTenant > int64(lim.TenantMax) {
		t.Errorf("concurrent holders: %d slots, %d MB, %d of one tenant; limits %+v", maxSlots, maxMem, maxTenant, lim)
	}
	for i, l := range ls {
		u, err := l.Usage(ctx, rt)
		if err != nil {
			t.Fatal(err)
		}
		if u != (ledger.Usage{}) {
			t.Errorf("replica %d: usage after every release = %+v, want zero", i, u)
		}
	}
	t.Logf("%d of %d reservations admitted; max holders %d slots, %d MB, %d of one tenant", admitted, workers*rounds, maxSlots, maxMem, maxTenant)
}

// testShareRace has goroutines on two replicas reserve for one tenant on one
// runtime: all at once, exactly its share is admitted; reserving, holding
// and releasing over and over on two runtimes beside another tenant, it
// never holds more than its share of either.
func testShareRace(t *testing.T, newLedger Factory) {
	ctx := context.Background()
	t.Run("concurrent reserves for one tenant admit exactly its share", func(t *testing.T) {
		t.Parallel()
		const (
			n     = 32
			share = 3
			rt    = "rt:share@1"
		)
		lim := ledger.Limits{Slots: n, TenantRuntimeSlots: share}
		ls := newLedger(t, NewClock().Now, 2)
		var admitted atomic.Int32
		start := make(chan struct{})
		errs := make(chan error, n)
		var wg sync.WaitGroup
		for i := range n {
			wg.Go(func() {
				<-start
				d, err := ls[i%len(ls)].Reserve(ctx, claim(fmt.Sprintf("r%d", i), "acme", rt, 0, 0), lim, ttl)
				switch {
				case err != nil:
					errs <- err
				case d.OK:
					admitted.Add(1)
				case d.Dimension != ledger.DimensionTenantShare:
					errs <- fmt.Errorf("reserve r%d refused on %q, want %q", i, d.Dimension, ledger.DimensionTenantShare)
				}
			})
		}
		close(start)
		wg.Wait()
		close(errs)
		for err := range errs {
			t.Fatal(err)
		}
		if got := admitted.Load(); got != share {
			t.Errorf("%d of %d concurrent reserves admitted, want exactly the share, %d", got, n, share)
		}
		u, err := ls[1].Usage(ctx, rt)
		if err != nil {
			t.Fatal(err)
		}
		if u.InFlight != share {
			t.Errorf("the runtime holds %d runs, want the tenant's share, %d", u.InFlight, share)
		}
	})
	t.Run("churning reserves never hold more than the share", func(t *testing.T) {
		t.Parallel()
		const (
			workers = 8
			rounds  = 40
			share   = 2
		)
		runtimes := []string{"rt:a@1", "rt:b@1"}
		lim := ledger.Limits{Slots: workers, TenantRuntimeSlots: share}
		ls := newLedger(t, NewClock().Now, 2)
		var (
			mu       sync.Mutex
			held     = map[string]int{} // acme's runs per runtime
			maxHeld  = map[string]int{}
			admitted int
		)
		errs := make(chan error, workers)
		var wg sync.WaitGroup
		for w := range workers {
			wg.Go(func() {
				l := ls[w%len(ls)]
				tenant, rt := "acme", runtimes[w%2]
				if w >= 6 {
					tenant = "bolt" // contends for the runtime, not for acme's share
				}
				for i := range rounds {
					c := claim(fmt.Sprintf("w%d-%d", w, i), tenant, rt, 0, 0)
					d, err := l.Reserve(ctx, c, lim, ttl)
					if err != nil {
						errs <- err
						return
					}
					if !d.OK {
						continue
					}
					if tenant == "acme" {
						mu.Lock()
						admitted++
						held[rt]++
						maxHeld[rt] = max(maxHeld[rt], held[rt])
						mu.Unlock()
					}
					for range 10 {
						runtime.Gosched()
					}
					if tenant == "acme" {
						mu.Lock()
						held[rt]--
						mu.Unlock()
					}
					if err := l.Release(ctx, c.RunID); err != nil {
						errs <- err
						return
					}
				}
			})
		}
		wg.Wait()
		close(errs)
		for err := range errs {
			t.Fatal(err)
		}
		if admitted == 0 {
			t.Fatal("no reservation of acme was admitted")
		}
		for _, rt := range runtimes {
			if maxHeld[rt] > share {
				t.Errorf("acme held %d runs on %s at once, more than its share of %d", maxHeld[rt], rt, share)
			}
		}
		t.Logf("%d of acme's reservations admitted; at most %v held at once", admitted, maxHeld)
	})
}
