package autoscale_test

import (
	"context"
	"os"
	"sync"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"
	"github.com/redis/go-redis/v9"

	"github.com/everdict/everdict/audit"
	"github.com/everdict/everdict/autoscale"
	"github.com/everdict/everdict/clock/clocktest"
	"github.com/everdict/everdict/ledger"
	"github.com/everdict/everdict/placement"
	"github.com/everdict/everdict/queue"
	"github.com/everdict/everdict/runtime"
)

const interval = 10 * time.Second

// start is the beginning of a decision period.
var start = time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC)

// demand is one elastic runtime whose queue the test sets.
type demand struct {
	mu sync.Mutex
	d  placement.Demand
}

func (f *demand) set(queued, inFlight int) {
	f.mu.Lock()
	defer f.mu.Unlock()
	f.d = placement.Demand{Queued: queued, InFlight: inFlight}
}

func (f *demand) Elastic(context.Context) ([]queue.Elastic, error) {
	f.mu.Lock()
	defer f.mu.Unlock()
	return []queue.Elastic{{RuntimeID: 7, TenantID: 3, Name: "gpu", Key: ledger.RuntimeKey(7),
		Autoscale: runtime.Autoscale{Min: 1, Max: 8, CooldownSec: 60}, Demand: f.d}}, nil
}

// trail keeps the audited changes.
type trail struct {
	mu     sync.Mutex
	events []audit.Event
}

func (a *trail) Record(_ context.Context, e audit.Event) {
	a.mu.Lock()
	defer a.mu.Unlock()
	a.events = append(a.events, e)
}

func (a *trail) changes() [][2]string {
	a.mu.Lock()
	defer a.mu.Unlock()
	var out [][2]string
	for _, e := range a.events {
		out = append(out, [2]string{e.Details["from"], e.Details["to"]})
	}
	return out
}

// sharedLedgers are two replicas' handles on one ledger: Redis when
// EVERDICT_TEST_REDIS_URL is set, else one Memory ledger.
func sharedLedgers(t *testing.T) [2]ledger.Ledger {
	t.Helper()
	url := os.Getenv("EVERDICT_TEST_REDIS_URL")
	if url == "" {
		m := ledger.NewMemory(ledger.MemoryConfig{})
		return [2]ledger.Ledger{m, m}
	}
	opt, err := redis.ParseURL(url)
	if err != nil {
		t.Fatal(err)
	}
	prefix := "evd:test:autoscale:" + t.Name() + ":" + time.Now().Format(time.RFC3339Nano) + ":"
	var out [2]ledger.Ledger
	for i := range out {
		c := redis.NewClient(opt)
		t.Cleanup(func() { _ = c.Close() })
		l, err := ledger.NewRedis(ledger.RedisConfig{Client: c, Prefix: prefix})
		if err != nil {
			t.Fatal(err)
		}
		out[i] = l
	}
	return out
}

// gated holds each replica's read of the scale until both replicas have
// read it, when a gate is set: both then decide from the same state, and
// only the ledger's commit can keep one of them out.
type gated struct {
	ledger.Ledger
	f *fleet
}

func (g gated) Scale(ctx context.Context, rt string) (ledger.Scale, bool, error) {
	sc, ok, err := g.Ledger.Scale(ctx, rt)
	g.f.mu.Lock()
	gate := g.f.gate
	g.f.mu.Unlock()
	if gate != nil {
		gate.Done()
		gate.Wait()
	}
	return sc, ok, err
}

type fleet struct {
	mu       sync.Mutex
	gate     *sync.WaitGroup
	clock    *clocktest.Clock
	demand   *demand
	audit    *trail
	ledger   ledger.Ledger
	replicas [2]*autoscale.Scaler
}

func newFleet(t *testing.T, decided func(int)) *fleet {
	t.Helper()
	f := &fleet{clock: clocktest.New(start), demand: &demand{}, audit: &trail{}}
	ls := sharedLedgers(t)
	f.ledger = ls[0]
	for i := range f.replicas {
		s, err := autoscale.New(autoscale.Config{Demand: f.demand, Scales: gated{ls[i], f}, Audit: f.audit,
			Interval: interval, Clock: f.clock, Decided: decided})
		if err != nil {
			t.Fatal(err)
		}
		f.replicas[i] = s
	}
	return f
}

// tickBoth runs both replicas' pass at once and returns how many
// runtimes' scale each committed.
func (f *fleet) tickBoth(t *testing.T) int {
	t.Helper()
	var wg sync.WaitGroup
	var n [2]int
	gate := &sync.WaitGroup{}
	gate.Add(len(f.replicas))
	f.mu.Lock()
	f.gate = gate
	f.mu.Unlock()
	defer func() {
		f.mu.Lock()
		f.gate = nil
		f.mu.Unlock()
	}()
	for i, s := range f.replicas {
		wg.Go(func() {
			var err error
			if n[i], err = s.Tick(context.Background()); err != nil {
				t.Errorf("replica %d: Tick: %v", i, err)
			}
		})
	}
	wg.Wait()
	return n[0] + n[1]
}

func (f *fleet) slots(t *testing.T) int {
	t.Helper()
	sc, ok, err := f.ledger.Scale(context.Background(), ledger.RuntimeKey(7))
	if err != nil || !ok {
		t.Fatalf("Scale = ok %v, err %v", ok, err)
	}
	return sc.Slots
}

func TestABacklogRaisesTheSlotsAndAnIdlePeriodLowersThemAgain(t *testing.T) {
	t.Parallel()
	f := newFleet(t, nil)
	type step struct {
		queued, inFlight int
		wantSlots        int
	}
	// One step a period; both replicas decide each period, one commits.
	steps := []step{
		{queued: 6, wantSlots: 6},                                      // the backlog raises the slots at once
		{queued: 1, inFlight: 6, wantSlots: 7},                         // and further as it grows
		{inFlight: 7, wantSlots: 7},                                    // started: as many slots as runs
		{inFlight: 2, wantSlots: 7},                                    // demand falls at 30 s: the cooldown starts
		{inFlight: 3, wantSlots: 7},                                    // a dip and a rise: still cooling down
		{wantSlots: 7}, {wantSlots: 7}, {wantSlots: 7}, {wantSlots: 7}, // 80 s: 50 s below
		{wantSlots: 3}, // 90 s: 60 s below, down to the peak of the cooldown
		{wantSlots: 3}, {wantSlots: 3}, {wantSlots: 3}, {wantSlots: 3}, {wantSlots: 3}, {wantSlots: 3},
		{wantSlots: 1}, // idle a cooldown more (from 100 s): down to min
	}
	for i, st := range steps {
		f.demand.set(st.queued, st.inFlight)
		if n := f.tickBoth(t); n != 1 {
			t.Fatalf("period %d: %d replicas committed, want exactly 1", i, n)
		}
		if n := f.tickBoth(t); n != 0 {
			t.Fatalf("period %d: a second pass in the same period committed %d", i, n)
		}
		if got := f.slots(t); got != st.wantSlots {
			t.Fatalf("period %d (queued %d, in flight %d): live slots %d, want %d", i, st.queued, st.inFlight, got, st.wantSlots)
		}
		f.clock.Advance(interval)
	}
	want := [][2]string{{"1", "6"}, {"6", "7"}, {"7", "3"}, {"3", "1"}}
	if diff := cmp.Diff(want, f.audit.changes()); diff != "" {
		t.Errorf("audited changes (-want +got):\n%s", diff)
	}
}

func TestOnlyARaiseWakesTheScheduler(t *testing.T) {
	t.Parallel()
	var raised []int
	dem := &demand{}
	clk := clocktest.New(start)
	scales := ledger.NewMemory(ledger.MemoryConfig{})
	s, err := autoscale.New(autoscale.Config{Demand: dem, Scales: scales,
		Interval: interval, Clock: clk, Raised: func(rt int) { raised = append(raised, rt) }})
	if err != nil {
		t.Fatal(err)
	}
	// min 1, a 60 s cooldown: up to 4, held at 4, then down to 1.
	queued := []int{4, 4, 0, 0, 0, 0, 0, 0, 0, 0}
	var woke []bool
	for _, q := range queued {
		dem.set(q, 0)
		before := len(raised)
		if _, err := s.Tick(context.Background()); err != nil {
			t.Fatal(err)
		}
		woke = append(woke, len(raised) > before)
		clk.Advance(interval)
	}
	want := []bool{true, false, false, false, false, false, false, false, false, false}
	if diff := cmp.Diff(want, woke); diff != "" {
		t.Errorf("the periods that woke the scheduler (-want +got):\n%s", diff)
	}
	if diff := cmp.Diff([]int{7}, raised); diff != "" {
		t.Errorf("the runtimes raised (-want +got):\n%s", diff)
	}
	if sc, _, _ := scales.Scale(context.Background(), ledger.RuntimeKey(7)); sc.Slots != 1 {
		t.Errorf("live slots %d at the end, want the cooldown to have lowered them to min 1 (without a wake)", sc.Slots)
	}
}

func TestTheCooldownSurvivesAReplicaSwitch(t *testing.T) {
	t.Parallel()
	f := newFleet(t, nil)
	ctx := context.Background()
	f.demand.set(5, 0)
	if _, err := f.replicas[0].Tick(ctx); err != nil {
		t.Fatal(err)
	}
	// Replica 0 saw demand fall; replica 1 alone decides from then on. It
	// must take the cooldown where replica 0 left it, not start one anew.
	f.clock.Advance(interval)
	f.demand.set(0, 0)
	if _, err := f.replicas[0].Tick(ctx); err != nil {
		t.Fatal(err)
	}
	for range 5 {
		f.clock.Advance(interval)
		if _, err := f.replicas[1].Tick(ctx); err != nil {
			t.Fatal(err)
		}
	}
	if got := f.slots(t); got != 5 {
		t.Fatalf("after 50 s below: live slots %d, want 5", got)
	}
	f.clock.Advance(interval)
	if _, err := f.replicas[1].Tick(ctx); err != nil {
		t.Fatal(err)
	}
	if got := f.slots(t); got != 1 {
		t.Errorf("after 60 s below, on the other replica: live slots %d, want min 1", got)
	}
}

func TestRunningScalersDecideOncePerPeriod(t *testing.T) {
	t.Parallel()
	decided := make(chan int, 8)
	f := newFleet(t, func(n int) { decided <- n })
	f.demand.set(4, 0)
	for _, s := range f.replicas {
		if err := s.Start(context.Background()); err != nil {
			t.Fatal(err)
		}
		t.Cleanup(s.Stop)
	}
	for period := range 3 {
		if n := <-decided + <-decided; n != 1 {
			t.Fatalf("period %d: the replicas committed %d scales, want 1", period, n)
		}
		f.clock.BlockUntil(t, 2) // both wait for the next period
		f.demand.set(4+period+1, 0)
		f.clock.Advance(interval)
	}
	if n := <-decided + <-decided; n != 1 {
		t.Fatalf("the last period: the replicas committed %d scales, want 1", n)
	}
	if got := f.slots(t); got != 7 {
		t.Errorf("live slots %d, want 7", got)
	}
}

func TestNewRefusesAnIncompleteConfig(t *testing.T) {
	t.Parallel()
	if _, err := autoscale.New(autoscale.Config{Scales: ledger.NewMemory(ledger.MemoryConfig{})}); err == nil {
		t.Error("New without Demand succeeded")
	}
	if _, err := autoscale.New(autoscale.Config{Demand: &demand{}}); err == nil {
		t.Error("New without Scales succeeded")
	}
}
