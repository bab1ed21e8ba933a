package placement

import (
	"fmt"
	"math"
	"math/rand/v2"
	"slices"
	"sort"
	"strconv"
	"testing"
	"time"

	"github.com/everdict/everdict/domain"
)

var t0 = time.Date(2026, 1, 2, 3, 4, 5, 0, time.UTC)

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

// tagQueue models the store's queue the way the run service keeps it: a run
// gets FairTags at submit over the virtual clock (the largest start tag
// dispatched), and dispatchers take runs in (tag, submit order). entries
// stays in that order.
type tagQueue struct {
	finish   map[string]float64
	entries  []tagged
	byTenant map[string]int
	seq      int
	served   float64 // the largest start tag dispatched
}

type tagged struct {
	id     string
	tenant string
	tag    float64
	seq    int
	req    Request
	rt     int
}

func newTagQueue() *tagQueue {
	return &tagQueue{finish: map[string]float64{}, byTenant: map[string]int{}}
}

func (q *tagQueue) virtual() float64 { return q.served }

func (q *tagQueue) add(tenant string, w int, req Request, rt int) {
	start, finish := FairTags(q.virtual(), q.finish[tenant], w, CostDefault)
	q.finish[tenant] = finish
	q.seq++
	e := tagged{id: "r" + strconv.Itoa(q.seq), tenant: tenant, tag: start, seq: q.seq, req: req, rt: rt}
	i := sort.Search(len(q.entries), func(i int) bool { return q.entries[i].tag > e.tag })
	q.entries = slices.Insert(q.entries, i, e)
	q.byTenant[tenant]++
}

// ordered is the queue in dispatch order.
func (q *tagQueue) ordered() []tagged { return slices.Clone(q.entries) }

func (q *tagQueue) remove(id string) {
	i := slices.IndexFunc(q.entries, func(e tagged) bool { return e.id == id })
	q.byTenant[q.entries[i].tenant]--
	q.entries = slices.Delete(q.entries, i, i+1)
}

func (q *tagQueue) pop() tagged {
	e := q.entries[0]
	q.remove(e.id)
	q.dispatched(e)
	return e
}

func (q *tagQueue) dispatched(e tagged) { q.served = max(q.served, e.tag) }

func (q *tagQueue) count(tenant string) int { return q.byTenant[tenant] }

func TestPropertyBackloggedSharesFollowWeights(t *testing.T) {
	t.Parallel()
	tests := map[string]struct {
		weights []int
		minJain float64
	}{
		"equal weights share 1:1:1":                {[]int{1, 1, 1}, 0.99},
		"weights 1:2:4:8 share in proportion":      {[]int{1, 2, 4, 8}, 0.95},
		"uneven weights 3:5:7 share in proportion": {[]int{3, 5, 7}, 0.99},
	}
	const dispatches = 5_000
	for name, tc := range tests {
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			for _, seed := range seeds {
				rng := newRand(seed)
				q := newTagQueue()
				sumW := 0
				tenants := make([]string, len(tc.weights))
				for i, w := range tc.weights {
					tenants[i] = fmt.Sprintf("t%d", i)
					sumW += w
				}
				count := map[string]int{}
				for range dispatches {
					// Keep every tenant backlogged, with bursts of random size
					// arriving in random order.
					for _, i := range rng.Perm(len(tenants)) {
						if q.count(tenants[i]) < 2 || rng.IntN(4) == 0 {
							for range 1 + rng.IntN(5) {
								q.add(tenants[i], tc.weights[i], Request{}, 0)
							}
						}
					}
					count[q.pop().tenant]++
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
		q := newTagQueue()
		w := map[string]int{"a": 1 + rng.IntN(4), "b": 1 + rng.IntN(4), "c": 1 + rng.IntN(4)}
		topUp := func() {
			for _, tenant := range []string{"a", "b"} {
				if q.count(tenant) < 2 {
					q.add(tenant, w[tenant], Request{}, 0)
				}
			}
		}
		// a and b stay backlogged for a long while; c is idle.
		for range 200 + rng.IntN(2000) {
			topUp()
			q.pop()
		}
		// c returns with a large backlog.
		for range 300 {
			q.add("c", w["c"], Request{}, 0)
		}
		share := float64(w["c"]) / float64(w["a"]+w["b"]+w["c"])
		got := 0
		for k := 1; k <= 200; k++ {
			topUp()
			if q.pop().tenant == "c" {
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

// pumpSim is a minimal pump over the package's decisions: the tag-ordered
// queue, Plan over a snapshot, the breaker; it holds the capacity the way
// the ledger would and checks it is never exceeded.
type pumpSim struct {
	t        *testing.T
	rng      *rand.Rand
	now      time.Time
	cfg      AdmissionConfig
	q        *tagQueue
	breaker  *CircuitBreaker
	runtimes []RuntimeState
	tenants  map[string]*TenantState
	running  map[string]tagged // by ID
}

func (p *pumpSim) submit(tenant string) {
	ts := p.tenants[tenant]
	ts.Queued = p.q.count(tenant)
	if d := AdmitSubmit(p.cfg, *ts, len(p.q.entries)); !d.Admitted {
		if d.Err() == nil {
			p.t.Fatalf("a refusal without an error: %+v", d)
		}
		return
	}
	p.q.add(tenant, 1+p.rng.IntN(3), Request{
		Resources:    Resources{MemoryMB: int64(p.rng.IntN(3000)), MilliCPU: int64(p.rng.IntN(2500))},
		Capabilities: [][]string{nil, {"git"}, {"docker"}, {"git", "docker"}}[p.rng.IntN(4)],
	}, p.rng.IntN(len(p.runtimes)))
}

func (p *pumpSim) dispatch() {
	in := PlanInput{Tenants: map[string]TenantState{}, Runtimes: map[string]RuntimeState{}}
	for name, ts := range p.tenants {
		in.Tenants[name] = *ts
	}
	for _, r := range p.runtimes {
		in.Runtimes[r.ID] = r
	}
	byID := map[string]tagged{}
	for _, e := range p.q.ordered() {
		byID[e.id] = e
		rt := p.runtimes[e.rt].ID
		in.Candidates = append(in.Candidates, Candidate{ID: e.id, Tenant: e.tenant, Runtime: rt, Request: e.req,
			CircuitOpen: !p.breaker.Ready(p.now, CircuitKey(e.tenant, rt))})
	}
	plan := Plan(in)
	for _, r := range plan.Refused {
		if r.Decision.Admitted || r.Decision.Err() == nil {
			p.t.Fatalf("a refusal that admits: %+v", r)
		}
		if r.Decision.Permanent {
			p.q.remove(r.Candidate.ID)
		}
	}
	for _, c := range plan.Start {
		e := byID[c.ID]
		if !p.breaker.Allow(p.now, CircuitKey(e.tenant, c.Runtime)) {
			continue // a half-open circuit's one probe is taken
		}
		p.runtimes[e.rt] = p.runtimes[e.rt].Reserve(e.req.Resources)
		p.tenants[e.tenant].Running++
		p.running[e.id] = e
		p.q.remove(e.id)
		p.q.dispatched(e)
	}
}

func (p *pumpSim) settle(id string) {
	e := p.running[id]
	delete(p.running, id)
	p.runtimes[e.rt] = p.runtimes[e.rt].Release(e.req.Resources)
	p.tenants[e.tenant].Running--
	key := CircuitKey(e.tenant, p.runtimes[e.rt].ID)
	if class := []domain.FailureClass{"", domain.FailureInfra, domain.FailureAgent, domain.FailureConfig}[p.rng.IntN(4)]; class == "" {
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
		if ts.MaxQueueDepth > 0 && p.q.count(name) > ts.MaxQueueDepth {
			p.t.Fatalf("step %d: tenant %s queued %d over its depth %d", step, name, p.q.count(name), ts.MaxQueueDepth)
		}
	}
	if len(p.q.entries) > p.cfg.MaxQueueDepth {
		p.t.Fatalf("step %d: queue holds %d, the limit is %d", step, len(p.q.entries), p.cfg.MaxQueueDepth)
	}
}

func TestPropertyReservationsNeverExceedCapacity(t *testing.T) {
	t.Parallel()
	for _, seed := range seeds {
		rng := newRand(seed)
		p := &pumpSim{
			t: t, rng: rng, now: t0,
			cfg:     AdmissionConfig{MaxQueueDepth: 20 + rng.IntN(50)},
			q:       newTagQueue(),
			breaker: NewCircuitBreaker(CircuitConfig{Threshold: 2, Cooldown: 5 * time.Second}),
			tenants: map[string]*TenantState{},
			running: map[string]tagged{},
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
	do      string        // "allow", "ready", "success" or a domain.FailureClass
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
			b.Failure(now, op.key, domain.FailureClass(op.do))
		}
		is := statsOf(op.key)
		if op.do != "allow" && op.do != "ready" {
			probes[op.key] = 0 // any outcome ends a probe
		}
		moved := was.State != is.State
		switch {
		case !moved:
		case op.do == string(domain.FailureInfra) && is.State == CircuitOpen && was.State != CircuitOpen:
		case op.do == "success" && was.State == CircuitHalfOpen && is.State == CircuitClosed:
		default:
			t.Fatalf("op %d: %s moved %s from %s to %s", i, op.do, op.key, was.State, is.State)
		}
		if domain.FailureClass(op.do) != domain.FailureInfra && op.do != "success" && op.do != "allow" && op.do != "ready" {
			if was.ConsecutiveFailures != is.ConsecutiveFailures || !was.OpenedAt.Equal(is.OpenedAt) {
				t.Fatalf("op %d: a %s failure changed %s from %+v to %+v", i, op.do, op.key, was, is)
			}
		}
		if op.do == string(domain.FailureInfra) && was.State == CircuitClosed && is.State == CircuitOpen {
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
