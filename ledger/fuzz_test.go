package ledger_test

import (
	"context"
	"errors"
	"fmt"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"

	"github.com/everdict/everdict/internal/redistest"
	"github.com/everdict/everdict/ledger"
	"github.com/everdict/everdict/ledger/ledgertest"
)

// model is what a ledger must agree with: the live claims and their
// deadlines. Usage is derived from them by summing, never kept as counters.
type model struct {
	leases map[string]modelLease
}

type modelLease struct {
	claim    ledger.Claim
	deadline time.Time
}

func (m *model) sweep(now time.Time) {
	for id, l := range m.leases {
		if !now.Before(l.deadline) {
			delete(m.leases, id)
		}
	}
}

func (m *model) usage(rt string) ledger.Usage {
	var u ledger.Usage
	for _, l := range m.leases {
		if l.claim.Runtime == rt {
			u.InFlight++
			u.MemoryMB += l.claim.MemoryMB
			u.MilliCPU += l.claim.MilliCPU
		}
	}
	return u
}

func (m *model) tenant(tn string) int {
	n := 0
	for _, l := range m.leases {
		if l.claim.Tenant == tn {
			n++
		}
	}
	return n
}

func (m *model) share(tn, rt string) int {
	n := 0
	for _, l := range m.leases {
		if l.claim.Tenant == tn && l.claim.Runtime == rt {
			n++
		}
	}
	return n
}

// reserve returns the decision and whether the reservation is a conflict.
func (m *model) reserve(now time.Time, c ledger.Claim, lim ledger.Limits, ttl time.Duration) (ledger.Decision, bool) {
	m.sweep(now)
	if l, ok := m.leases[c.RunID]; ok {
		if l.claim != c {
			return ledger.Decision{}, true
		}
		m.leases[c.RunID] = modelLease{claim: c, deadline: now.Add(ttl)}
		return ledger.Decision{OK: true}, false
	}
	u := m.usage(c.Runtime)
	for _, check := range []struct {
		dim  ledger.Dimension
		full bool
	}{
		{ledger.DimensionSlots, lim.Slots > 0 && u.InFlight >= lim.Slots},
		{ledger.DimensionMemory, lim.MemoryMB > 0 && u.MemoryMB+c.MemoryMB > lim.MemoryMB},
		{ledger.DimensionCPU, lim.MilliCPU > 0 && u.MilliCPU+c.MilliCPU > lim.MilliCPU},
		{ledger.DimensionTenant, lim.TenantMax > 0 && m.tenant(c.Tenant) >= lim.TenantMax},
		{ledger.DimensionTenantShare, lim.TenantRuntimeSlots > 0 && m.share(c.Tenant, c.Runtime) >= lim.TenantRuntimeSlots},
	} {
		if check.full {
			return ledger.Decision{Dimension: check.dim}, false
		}
	}
	m.leases[c.RunID] = modelLease{claim: c, deadline: now.Add(ttl)}
	return ledger.Decision{OK: true}, false
}

var (
	fuzzRuntimes = map[string]ledger.Limits{
		"rt:1@1": {Slots: 3, MemoryMB: 600, MilliCPU: 1000},
		"rt:2@1": {MilliCPU: 500},
	}
	fuzzRuntimeNames = []string{"rt:1@1", "rt:2@1"}
	fuzzTenants      = map[string]int{"acme": 2, "bolt": 0, "core": 3}
	fuzzShares       = map[string]int{"acme": 0, "bolt": 2, "core": 2}
	fuzzTenantNames  = []string{"acme", "bolt", "core"}
)

// FuzzLedger drives Memory and Redis ledgers with one arbitrary sequence of
// reserves, releases, renewals and clock advances and checks both against
// model after every step: each decision matches the model's (the tenants'
// shares of each runtime among them), reported usage equals the sum of the
// live claims, and no usage passes its limit.
func FuzzLedger(f *testing.F) {
	f.Add([]byte{0})
	// A fourth run on three slots is refused on slots; a release admits it.
	f.Add([]byte{0, 0, 1, 0, 1, 1, 0, 0, 1, 1, 0, 1, 1, 0, 0, 2, 1, 0, 1, 1, 0, 0, 3, 1, 0, 1, 1, 0, 3, 1, 0, 3, 1, 0, 1, 1, 0})
	// 400 MB then 240 MB of a 600 MB budget: refused on memory.
	f.Add([]byte{0, 0, 1, 0, 100, 0, 0, 0, 1, 1, 0, 60, 0, 0, 6})
	// bolt's third run on one runtime is refused on its share; on the
	// other runtime it is admitted.
	f.Add([]byte{0, 0, 1, 0, 0, 0, 0, 0, 1, 1, 0, 0, 0, 0, 0, 2, 1, 0, 0, 0, 0, 0, 3, 1, 1, 0, 0, 0})
	// acme's third run is refused on tenant, on a runtime with room.
	f.Add([]byte{0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 1, 0, 0, 0, 0, 2, 0, 1, 0, 0, 0})
	// A lease expires exactly at its 10 s deadline and frees its slot.
	f.Add([]byte{0, 0, 1, 0, 1, 1, 0, 0, 1, 1, 0, 1, 1, 0, 0, 2, 1, 0, 1, 1, 0, 5, 49, 0, 3, 1, 0, 1, 1, 0, 5, 1, 0, 3, 1, 0, 1, 1, 0})
	f.Add([]byte{0, 0, 0, 0, 10, 10, 1, 0, 1, 0, 20, 20, 1, 0, 2, 0, 30, 30, 1, 0, 3, 0, 0, 0, 1})
	f.Add([]byte{0, 1, 0, 0, 200, 100, 0, 0, 2, 0, 0, 200, 100, 0, 0, 3, 0, 0, 250, 1, 0, 3, 1, 0, 4, 0, 0, 0, 0})
	f.Add([]byte{0, 0, 2, 1, 0, 255, 3, 0, 1, 2, 1, 0, 245, 3, 5, 30, 0, 2, 2, 1, 0, 10, 0, 4, 0, 2, 5, 100, 0, 2, 2, 1, 0, 10, 0})
	f.Add([]byte{0, 5, 0, 0, 1, 1, 2, 0, 5, 1, 0, 1, 1, 0, 5, 60, 6, 0, 5, 0, 0, 1, 1, 2, 4, 5, 1, 5, 61, 6, 5, 1, 6})
	f.Add([]byte{0, 6, 0, 1, 9, 9, 3, 0, 7, 0, 1, 9, 9, 3, 0, 6, 2, 1, 9, 9, 3, 3, 6, 3, 7, 0, 6, 2, 1, 9, 9, 3})
	// One Redis serves every input, each under a prefix of its own.
	clients, _ := newRedisClients(f, 1)
	f.Fuzz(func(t *testing.T, ops []byte) {
		if len(ops) > 400 {
			ops = ops[:400]
		}
		clock := ledgertest.NewClock()
		onRedis, err := ledger.NewRedis(ledger.RedisConfig{Client: clients[0], Prefix: redistest.Prefix(t, clients[0]), Clock: clock.Now})
		if err != nil {
			t.Fatal(err)
		}
		impls := map[string]ledger.Ledger{
			"memory": ledger.NewMemory(ledger.MemoryConfig{Clock: clock.Now}),
			"redis":  onRedis,
		}
		m := &model{leases: map[string]modelLease{}}
		ctx := context.Background()
		i := 0
		arg := func() byte {
			i++
			if i < len(ops) {
				return ops[i]
			}
			return 0
		}
		for ; i < len(ops); i++ {
			var step string
			switch op := ops[i] % 7; op {
			case 0, 1, 2: // reserve
				c := ledger.Claim{
					RunID:   fmt.Sprintf("r%d", arg()%8),
					Tenant:  fuzzTenantNames[int(arg())%len(fuzzTenantNames)],
					Runtime: fuzzRuntimeNames[int(arg())%len(fuzzRuntimeNames)],
				}
				c.MemoryMB = int64(arg()) * 4 % 700
				c.MilliCPU = int64(arg()) * 8 % 1100
				ttl := time.Duration(1+arg()%4) * 10 * time.Second
				lim := fuzzRuntimes[c.Runtime]
				lim.TenantMax = fuzzTenants[c.Tenant]
				lim.TenantRuntimeSlots = fuzzShares[c.Tenant]
				step = fmt.Sprintf("step %d: Reserve(%+v, ttl %v)", i, c, ttl)
				want, conflict := m.reserve(clock.Now(), c, lim, ttl)
				for name, l := range impls {
					got, err := l.Reserve(ctx, c, lim, ttl)
					if conflict {
						if !errors.Is(err, ledger.ErrLeaseConflict) {
							t.Fatalf("%s: %s: err = %v, want ErrLeaseConflict", name, step, err)
						}
						continue
					}
					if err != nil {
						t.Fatalf("%s: %s: %v", name, step, err)
					}
					if diff := cmp.Diff(want, got); diff != "" {
						t.Fatalf("%s: %s: decision (-want +got):\n%s", name, step, diff)
					}
				}
			case 3: // release
				id := fmt.Sprintf("r%d", arg()%8)
				step = fmt.Sprintf("step %d: Release(%s)", i, id)
				m.sweep(clock.Now())
				delete(m.leases, id)
				for name, l := range impls {
					if err := l.Release(ctx, id); err != nil {
						t.Fatalf("%s: %s: %v", name, step, err)
					}
				}
			case 4: // renew
				id := fmt.Sprintf("r%d", arg()%8)
				ttl := time.Duration(1+arg()%4) * 10 * time.Second
				step = fmt.Sprintf("step %d: Renew(%s, %v)", i, id, ttl)
				now := clock.Now()
				m.sweep(now)
				l, want := m.leases[id]
				if want {
					l.deadline = now.Add(ttl)
					m.leases[id] = l
				}
				for name, impl := range impls {
					got, err := impl.Renew(ctx, id, ttl)
					if err != nil {
						t.Fatalf("%s: %s: %v", name, step, err)
					}
					if got != want {
						t.Fatalf("%s: %s = %v, want %v", name, step, got, want)
					}
				}
			case 5: // advance the clock by up to 51 s in 200 ms steps
				d := time.Duration(arg()) * 200 * time.Millisecond
				step = fmt.Sprintf("step %d: advance %v", i, d)
				clock.Advance(d)
			case 6: // observe only
				step = fmt.Sprintf("step %d: observe", i)
			}
			m.sweep(clock.Now())
			for name, l := range impls {
				checkAgainstModel(t, name, step, l, m)
			}
		}
	})
}

func checkAgainstModel(t *testing.T, name, step string, l ledger.Ledger, m *model) {
	t.Helper()
	ctx := context.Background()
	for _, rt := range fuzzRuntimeNames {
		got, err := l.Usage(ctx, rt)
		if err != nil {
			t.Fatalf("%s: after %s: Usage(%s): %v", name, step, rt, err)
		}
		if diff := cmp.Diff(m.usage(rt), got); diff != "" {
			t.Fatalf("%s: after %s: Usage(%s) (-model +got):\n%s", name, step, rt, diff)
		}
		lim := fuzzRuntimes[rt]
		if (lim.Slots > 0 && got.InFlight > lim.Slots) || (lim.MemoryMB > 0 && got.MemoryMB > lim.MemoryMB) ||
			(lim.MilliCPU > 0 && got.MilliCPU > lim.MilliCPU) {
			t.Fatalf("%s: after %s: Usage(%s) = %+v exceeds %+v", name, step, rt, got, lim)
		}
	}
	for _, tn := range fuzzTenantNames {
		got, err := l.TenantInFlight(ctx, tn)
		if err != nil {
			t.Fatalf("%s: after %s: TenantInFlight(%s): %v", name, step, tn, err)
		}
		if want := m.tenant(tn); got != want {
			t.Fatalf("%s: after %s: TenantInFlight(%s) = %d, model %d", name, step, tn, got, want)
		}
		if max := fuzzTenants[tn]; max > 0 && got > max {
			t.Fatalf("%s: after %s: TenantInFlight(%s) = %d exceeds %d", name, step, tn, got, max)
		}
	}
}
