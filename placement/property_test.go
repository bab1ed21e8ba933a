package placement

import (
	"fmt"
	"math"
	"math/rand/v2"
	"slices"
	"strconv"
	"testing"
	"time"
)

// seeds are the fixed seeds every property runs under: the tests are
// deterministic, and a failure names the seed that reproduces it.
var seeds = []uint64{1, 2, 3, 42, 2026}

func newRand(seed uint64) *rand.Rand { return rand.New(rand.NewPCG(seed, seed^0x9e3779b97f4a7c15)) }

// jain is Jain's fairness index of xs: 1 when all are equal, 1/n at worst.
func jain(xs []float64) float64 {
	var sum, sq float64
	for _, x := range xs {
		sum += x
		sq += x * x
	}
	return sum * sum / (float64(len(xs)) * sq)
}

// feeder keeps tenants' lines in a queue topped up with fresh entries.
type feeder struct {
	q   *FairQueue
	rng *rand.Rand
	n   int
}

func (f *feeder) add(t *testing.T, tenant string, w int, p Priority, at time.Time) {
	t.Helper()
	f.n++
	e := Entry{ID: "e" + strconv.Itoa(f.n), Tenant: tenant, Weight: w, Priority: p, EnqueuedAt: at}
	if err := f.q.Enqueue(e); err != nil {
		t.Fatal(err)
	}
}

func TestPropertyBackloggedSharesFollowWeights(t *testing.T) {
	t.Parallel()
	tests := map[string]struct {
		weights  []int
		priority Priority
		minJain  float64
	}{
		"equal weights share 1:1:1":                {[]int{1, 1, 1}, PriorityInteractive, 0.99},
		"weights 1:2:4:8 share in proportion":      {[]int{1, 2, 4, 8}, PriorityInteractive, 0.95},
		"aged batch work shares 1:2:4:8 as well":   {[]int{1, 2, 4, 8}, PriorityBatch, 0.95},
		"uneven weights 3:5:7 share in proportion": {[]int{3, 5, 7}, PriorityInteractive, 0.99},
	}
	const dispatches = 10_000
	for name, tc := range tests {
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			for _, seed := range seeds {
				rng := newRand(seed)
				q := NewFairQueue(FairQueueConfig{Aging: 30 * time.Second})
				f := &feeder{q: q, rng: rng}
				sumW := 0
				tenants := make([]string, len(tc.weights))
				for i, w := range tc.weights {
					tenants[i] = fmt.Sprintf("t%d", i)
					sumW += w
				}
				now := t0
				count := map[string]int{}
				for range dispatches {
					// Keep every tenant backlogged, with bursts of random size
					// arriving in random order.
					for _, i := range rng.Perm(len(tenants)) {
						if q.TenantLen(tenants[i]) < 2 || rng.IntN(4) == 0 {
							for range 1 + rng.IntN(5) {
								f.add(t, tenants[i], tc.weights[i], tc.priority, now)
							}
						}
					}
					e, ok := q.Dequeue(now)
					if !ok {
						t.Fatalf("seed %d: a backlogged queue dequeued nothing", seed)
					}
					count[e.Tenant]++
					now = now.Add(time.Duration(rng.IntN(2000)) * time.Millisecond)
				}
				xs := make([]float64, len(tenants))
				for i, tenant := range tenants {
					want := float64(tc.weights[i]) / float64(sumW)
					share := float64(count[tenant]) / dispatches
					if math.Abs(share-want) > 0.05*want {
						t.Errorf("seed %d: tenant %s (weight %d) got share %.4f, want %.4f ±5%%", seed, tenant, tc.weights[i], share, want)
					}
					xs[i] = share / want
				}
				if j := jain(xs); j < tc.minJain {
					t.Errorf("seed %d: Jain's index %.4f over weight-normalised shares, want ≥ %.2f", seed, j, tc.minJain)
				}
			}
		})
	}
}

func TestPropertyReturningIdleTenantGetsNoBurst(t *testing.T) {
	t.Parallel()
	for _, seed := range seeds {
		rng := newRand(seed)
		q := NewFairQueue(FairQueueConfig{})
		f := &feeder{q: q, rng: rng}
		w := map[string]int{"a": 1 + rng.IntN(4), "b": 1 + rng.IntN(4), "c": 1 + rng.IntN(4)}
		// a and b stay backlogged for a long while; c is idle.
		for range 200 + rng.IntN(2000) {
			for _, tenant := range []string{"a", "b"} {
				if q.TenantLen(tenant) < 2 {
					f.add(t, tenant, w[tenant], PriorityInteractive, t0)
				}
			}
			q.Dequeue(t0)
		}
		// c returns with a large backlog.
		for range 1000 {
			f.add(t, "c", w["c"], PriorityInteractive, t0)
		}
		share := float64(w["c"]) / float64(w["a"]+w["b"]+w["c"])
		got := 0
		for k := 1; k <= 500; k++ {
			for _, tenant := range []string{"a", "b"} {
				if q.TenantLen(tenant) < 2 {
					f.add(t, tenant, w[tenant], PriorityInteractive, t0)
				}
			}
			e, _ := q.Dequeue(t0)
			if e.Tenant == "c" {
				got++
			}
			// Within two dispatches of its exact share at every point: no
			// burst above it, no starvation below it.
			if exact := share * float64(k); float64(got) > exact+2 || float64(got) < exact-2 {
				t.Fatalf("seed %d, weights %v: after %d dispatches c has %d, its share is %.1f", seed, w, k, got, exact)
			}
		}
	}
}

func TestPropertyAgedBatchBeatsInteractiveFlood(t *testing.T) {
	t.Parallel()
	for _, seed := range seeds {
		rng := newRand(seed)
		aging := time.Duration(1+rng.IntN(60)) * time.Second
		q := NewFairQueue(FairQueueConfig{Aging: aging})
		f := &feeder{q: q, rng: rng}
		now := t0
		var waiting *Entry // the one BATCH entry queued, if any
		served := 0
		for i := range 20_000 {
			// A continuous INTERACTIVE flood from two tenants.
			for _, tenant := range []string{"x", "y"} {
				for q.TenantLen(tenant) < 3 {
					f.add(t, tenant, 1+rng.IntN(8), PriorityInteractive, now)
				}
			}
			if waiting == nil && rng.IntN(50) == 0 {
				f.add(t, "z", 1, PriorityBatch, now)
				waiting = &Entry{ID: "e" + strconv.Itoa(f.n), EnqueuedAt: now}
			}
			e, ok := q.Dequeue(now)
			if !ok {
				t.Fatalf("seed %d: dispatch %d found nothing", seed, i)
			}
			if waiting != nil {
				due := !now.Before(waiting.EnqueuedAt.Add(aging))
				switch {
				case e.ID == waiting.ID && !due:
					t.Fatalf("seed %d: batch entry left after %v, before aging %v, ahead of interactive work",
						seed, now.Sub(waiting.EnqueuedAt), aging)
				case e.ID != waiting.ID && due:
					t.Fatalf("seed %d: batch entry aged %v (aging %v) passed over for %s %s",
						seed, now.Sub(waiting.EnqueuedAt), aging, e.Priority, e.ID)
				case e.ID == waiting.ID:
					waiting = nil
					served++
				}
			}
			now = now.Add(time.Duration(1+rng.IntN(3000)) * time.Millisecond)
		}
		if served < 10 {
			t.Errorf("seed %d: only %d batch entries went through; the property was barely exercised", seed, served)
		}
	}
}

// pumpSim is a minimal pump over the package's decisions: it holds the
// capacity the way the ledger would and checks it is never exceeded.
type pumpSim struct {
	t        *testing.T
	rng      *rand.Rand
	now      time.Time
	cfg      AdmissionConfig
	q        *FairQueue
	breaker  *CircuitBreaker
	runtimes []RuntimeState
	tenants  map[string]*TenantState
	queued   map[string]Entry   // by ID: what the pump queued
	running  map[string]running // by ID
	nextID   int
}

type running struct {
	entry   Entry
	runtime int
}

func (p *pumpSim) submit(tenant string) {
	ts := p.tenants[tenant]
	ts.Queued = p.q.TenantLen(tenant)
	if d := AdmitSubmit(p.cfg, *ts, p.q.Len()); !d.Admitted {
		if d.Err() == nil {
			p.t.Fatalf("a refusal without an error: %+v", d)
		}
		return
	}
	p.nextID++
	e := Entry{
		ID: "r" + strconv.Itoa(p.nextID), Tenant: tenant, Weight: 1 + p.rng.IntN(3), EnqueuedAt: p.now,
		Priority: []Priority{PriorityInteractive, PriorityBatch}[p.rng.IntN(2)],
		Request: Request{
			Resources:    Resources{MemoryMB: int64(p.rng.IntN(3000)), MilliCPU: int64(p.rng.IntN(2500))},
			Capabilities: [][]string{nil, {"git"}, {"docker"}, {"git", "docker"}}[p.rng.IntN(4)],
		},
	}
	if err := p.q.Enqueue(e); err != nil {
		p.t.Fatal(err)
	}
	p.queued[e.ID] = e
}

func (p *pumpSim) dispatch() {
	var never []string
	strategy := []Strategy{StrategySpread, StrategyPack}[p.rng.IntN(2)]
	e, ok := p.q.DequeueFunc(p.now, func(e Entry) bool {
		if !AdmitQuota(*p.tenants[e.Tenant]).Admitted {
			return false
		}
		snap := make([]RuntimeState, len(p.runtimes))
		for i, r := range p.runtimes {
			r.CircuitOpen = !p.breaker.Ready(p.now, CircuitKey(e.Tenant, r.ID))
			snap[i] = r
		}
		c := Choose(strategy, e.Request, snap)
		if !c.Decision.Admitted {
			if c.Decision.Permanent {
				never = append(never, e.ID)
			}
			return false
		}
		if !p.breaker.Allow(p.now, CircuitKey(e.Tenant, snap[c.Index].ID)) {
			p.t.Fatalf("Choose picked %s whose circuit does not allow", snap[c.Index].ID)
		}
		p.runtimes[c.Index] = p.runtimes[c.Index].Reserve(e.Request.Resources)
		p.tenants[e.Tenant].Running++
		p.running[e.ID] = running{entry: e, runtime: c.Index}
		return true
	})
	for _, id := range never {
		if _, ok := p.q.Cancel(id); !ok {
			p.t.Fatalf("Cancel(%s) of an unplaceable entry found nothing", id)
		}
		delete(p.queued, id)
	}
	if ok {
		if _, was := p.queued[e.ID]; !was {
			p.t.Fatalf("dispatched %s, which was never queued or already left", e.ID)
		}
		delete(p.queued, e.ID)
	}
}

func (p *pumpSim) settle(id string) {
	r := p.running[id]
	delete(p.running, id)
	p.runtimes[r.runtime] = p.runtimes[r.runtime].Release(r.entry.Request.Resources)
	p.tenants[r.entry.Tenant].Running--
	key := CircuitKey(r.entry.Tenant, p.runtimes[r.runtime].ID)
	if class := []FailureClass{"", FailureInfra, FailureAgent, FailureConfig}[p.rng.IntN(4)]; class == "" {
		p.breaker.Success(p.now, key)
	} else {
		p.breaker.Failure(p.now, key, class)
	}
}

func (p *pumpSim) check(step int) {
	for _, r := range p.runtimes {
		env := r.Envelope
		over := (env.Slots > 0 && r.InFlight > env.Slots) ||
			(env.MemoryMB > 0 && r.Reserved.MemoryMB > env.MemoryMB) ||
			(env.MilliCPU > 0 && r.Reserved.MilliCPU > env.MilliCPU) ||
			r.InFlight < 0 || r.Reserved.MemoryMB < 0 || r.Reserved.MilliCPU < 0
		if over {
			p.t.Fatalf("step %d: runtime %s holds %d runs, %+v within %+v", step, r.ID, r.InFlight, r.Reserved, env)
		}
	}
	for name, ts := range p.tenants {
		if ts.MaxConcurrent > 0 && ts.Running > ts.MaxConcurrent {
			p.t.Fatalf("step %d: tenant %s runs %d over its quota %d", step, name, ts.Running, ts.MaxConcurrent)
		}
		if ts.MaxQueueDepth > 0 && p.q.TenantLen(name) > ts.MaxQueueDepth {
			p.t.Fatalf("step %d: tenant %s queued %d over its depth %d", step, name, p.q.TenantLen(name), ts.MaxQueueDepth)
		}
	}
	if p.q.Len() != len(p.queued) || p.q.Len() > p.cfg.MaxQueueDepth {
		p.t.Fatalf("step %d: queue holds %d, the pump queued %d, the limit is %d", step, p.q.Len(), len(p.queued), p.cfg.MaxQueueDepth)
	}
}

func TestPropertyReservationsNeverExceedCapacity(t *testing.T) {
	t.Parallel()
	for _, seed := range seeds {
		rng := newRand(seed)
		p := &pumpSim{
			t: t, rng: rng, now: t0,
			cfg:     AdmissionConfig{MaxQueueDepth: 20 + rng.IntN(50)},
			q:       NewFairQueue(FairQueueConfig{Aging: 10 * time.Second}),
			breaker: NewCircuitBreaker(CircuitConfig{Threshold: 2, Cooldown: 5 * time.Second}),
			tenants: map[string]*TenantState{},
			queued:  map[string]Entry{},
			running: map[string]running{},
		}
		for i := range 1 + rng.IntN(6) {
			// A zero dimension is unlimited; limited ones are small so that
			// they bind.
			p.runtimes = append(p.runtimes, RuntimeState{
				ID: fmt.Sprintf("rt%d", i),
				Envelope: Envelope{
					Slots: rng.IntN(5), MemoryMB: int64(rng.IntN(2) * (1000 + rng.IntN(6000))),
					MilliCPU: int64(rng.IntN(2) * (1000 + rng.IntN(4000))),
				},
				Capabilities: [][]string{nil, {"git"}, {"git", "docker"}}[rng.IntN(3)],
			})
		}
		names := []string{"acme", "bolt", "core", "dune"}
		for _, n := range names {
			p.tenants[n] = &TenantState{Tenant: n, MaxConcurrent: rng.IntN(4), MaxQueueDepth: rng.IntN(15)}
		}
		for step := range 5000 {
			switch op := rng.IntN(10); {
			case op < 4:
				p.submit(names[rng.IntN(len(names))])
			case op < 8:
				p.dispatch()
			case len(p.running) > 0:
				ids := make([]string, 0, len(p.running))
				for id := range p.running {
					ids = append(ids, id)
				}
				// Map order is random; sort for a deterministic pick.
				slices.Sort(ids)
				p.settle(ids[rng.IntN(len(ids))])
			}
			p.now = p.now.Add(time.Duration(rng.IntN(1500)) * time.Millisecond)
			p.check(step)
		}
	}
}

// circuitOp is one operation on a breaker in the circuit properties.
type circuitOp struct {
	key     string
	advance time.Duration // applied before the operation
	do      string        // "allow", "ready", "success" or a FailureClass
}

// checkCircuitOps applies ops to a fresh breaker and fails t if a circuit
// moves other than as the state machine allows: CLOSED→OPEN and
// HALF_OPEN→OPEN only on an INFRA failure, HALF_OPEN→CLOSED only on a
// success, OPEN→HALF_OPEN only as time passes, at most one probe per
// half-open spell, and no failure of another class changes anything but a
// probe.
func checkCircuitOps(t *testing.T, cfg CircuitConfig, ops []circuitOp) {
	t.Helper()
	b := NewCircuitBreaker(cfg)
	now := t0
	probes := map[string]int{}
	statsOf := func(key string) CircuitStats {
		for _, s := range b.Stats(now) {
			if s.Key == key {
				return s
			}
		}
		return CircuitStats{State: CircuitClosed}
	}
	for i, op := range ops {
		if op.advance > 0 {
			before := map[string]CircuitState{}
			for _, s := range b.Stats(now) {
				before[s.Key] = s.State
			}
			now = now.Add(op.advance)
			for _, s := range b.Stats(now) {
				if prev, ok := before[s.Key]; ok && prev != s.State && !(prev == CircuitOpen && s.State == CircuitHalfOpen) {
					t.Fatalf("op %d: time alone moved %s from %s to %s", i, s.Key, prev, s.State)
				}
			}
		}
		was := statsOf(op.key)
		switch op.do {
		case "allow":
			if b.Allow(now, op.key) && was.State != CircuitClosed {
				probes[op.key]++
				if was.State != CircuitHalfOpen || probes[op.key] > 1 {
					t.Fatalf("op %d: %s allowed probe %d in state %s", i, op.key, probes[op.key], was.State)
				}
			}
		case "ready":
			if got, want := b.Ready(now, op.key), was.State == CircuitClosed || (was.State == CircuitHalfOpen && !was.ProbeInFlight); got != want {
				t.Fatalf("op %d: Ready(%s) = %v in state %+v", i, op.key, got, was)
			}
		case "success":
			b.Success(now, op.key)
		default:
			b.Failure(now, op.key, FailureClass(op.do))
		}
		is := statsOf(op.key)
		if op.do != "allow" && op.do != "ready" {
			probes[op.key] = 0 // any outcome ends a probe
		}
		moved := was.State != is.State
		switch {
		case !moved:
		case op.do == string(FailureInfra) && is.State == CircuitOpen && was.State != CircuitOpen:
		case op.do == "success" && was.State == CircuitHalfOpen && is.State == CircuitClosed:
		default:
			t.Fatalf("op %d: %s moved %s from %s to %s", i, op.do, op.key, was.State, is.State)
		}
		if FailureClass(op.do) != FailureInfra && op.do != "success" && op.do != "allow" && op.do != "ready" {
			if was.ConsecutiveFailures != is.ConsecutiveFailures || !was.OpenedAt.Equal(is.OpenedAt) {
				t.Fatalf("op %d: a %s failure changed %s from %+v to %+v", i, op.do, op.key, was, is)
			}
		}
		if op.do == string(FailureInfra) && was.State == CircuitClosed && is.State == CircuitOpen {
			threshold := cfg.Threshold
			if threshold <= 0 {
				threshold = ThresholdDefault
			}
			if is.ConsecutiveFailures != threshold {
				t.Fatalf("op %d: %s opened after %d consecutive failures, threshold %d", i, op.key, is.ConsecutiveFailures, threshold)
			}
		}
	}
}

func TestPropertyCircuitMovesOnlyOnInfra(t *testing.T) {
	t.Parallel()
	dos := []string{"allow", "allow", "ready", "success", "INFRA", "INFRA", "INFRA", "AGENT", "CONFIG", "CANCELED", "INTERRUPTED"}
	keys := []string{"acme:r1", "acme:r2", "bolt:r1"}
	for _, seed := range seeds {
		rng := newRand(seed)
		cfg := CircuitConfig{Threshold: 1 + rng.IntN(4), Cooldown: time.Duration(1+rng.IntN(30)) * time.Second}
		ops := make([]circuitOp, 20_000)
		for i := range ops {
			ops[i] = circuitOp{key: keys[rng.IntN(len(keys))], do: dos[rng.IntN(len(dos))]}
			if rng.IntN(5) == 0 {
				ops[i].advance = time.Duration(rng.IntN(20_000)) * time.Millisecond
			}
		}
		checkCircuitOps(t, cfg, ops)
	}
}
