package placement

import (
	"errors"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"
)

// t0 is the fixed origin of every test clock.
var t0 = time.Date(2026, 1, 2, 3, 4, 5, 0, time.UTC)

// step is one moment of a fair queue script: at t0+at, enqueue (entries
// with a zero EnqueuedAt get t0+at), cancel, then dequeue (-1 drains).
type step struct {
	at      time.Duration
	enqueue []Entry
	cancel  []string
	dequeue int
}

// run plays a script and returns the IDs dequeued, in order.
func run(t *testing.T, q *FairQueue, steps []step) []string {
	t.Helper()
	var got []string
	for _, s := range steps {
		now := t0.Add(s.at)
		for _, e := range s.enqueue {
			if e.EnqueuedAt.IsZero() {
				e.EnqueuedAt = now
			}
			if err := q.Enqueue(e); err != nil {
				t.Fatalf("Enqueue(%q): %v", e.ID, err)
			}
		}
		for _, id := range s.cancel {
			if _, ok := q.Cancel(id); !ok {
				t.Fatalf("Cancel(%q) found nothing", id)
			}
		}
		for i := 0; s.dequeue < 0 || i < s.dequeue; i++ {
			e, ok := q.Dequeue(now)
			if !ok {
				if s.dequeue >= 0 {
					t.Fatalf("Dequeue found nothing after %v", got)
				}
				break
			}
			got = append(got, e.ID)
		}
	}
	return got
}

// entries makes n entries of one tenant, IDs prefix1…prefixN.
func entries(prefix, tenant string, n int, mod func(*Entry)) []Entry {
	out := make([]Entry, n)
	for i := range out {
		out[i] = Entry{ID: prefix + string(rune('1'+i)), Tenant: tenant}
		if mod != nil {
			mod(&out[i])
		}
	}
	return out
}

func weight(w int) func(*Entry)   { return func(e *Entry) { e.Weight = w } }
func cost(c float64) func(*Entry) { return func(e *Entry) { e.Cost = c } }
func batch(e *Entry)              { e.Priority = PriorityBatch }

func cat(lists ...[]Entry) []Entry {
	var out []Entry
	for _, l := range lists {
		out = append(out, l...)
	}
	return out
}

func TestFairQueueOrder(t *testing.T) {
	t.Parallel()
	tests := map[string]struct {
		cfg   FairQueueConfig
		steps []step
		want  []string
	}{
		"an empty queue dequeues nothing": {
			steps: []step{{dequeue: -1}},
		},
		"one tenant's entries leave in the order they were queued": {
			steps: []step{{enqueue: entries("a", "acme", 4, nil), dequeue: -1}},
			want:  []string{"a1", "a2", "a3", "a4"},
		},
		"tenants of equal weight take turns": {
			steps: []step{{enqueue: cat(entries("a", "acme", 3, nil), entries("b", "bolt", 3, nil)), dequeue: -1}},
			want:  []string{"a1", "b1", "a2", "b2", "a3", "b3"},
		},
		"a tenant of weight 2 gets two dispatches for each of a weight-1 tenant's": {
			steps: []step{{enqueue: cat(entries("a", "acme", 4, weight(2)), entries("b", "bolt", 4, weight(1))), dequeue: -1}},
			want:  []string{"a1", "a2", "b1", "a3", "a4", "b2", "b3", "b4"},
		},
		"a tenant returning from idle gets its share, not a burst": {
			steps: []step{
				{enqueue: entries("a", "acme", 8, nil), dequeue: 5},
				{at: time.Second, enqueue: entries("b", "bolt", 3, nil), dequeue: -1},
			},
			want: []string{"a1", "a2", "a3", "a4", "a5", "a6", "b1", "a7", "b2", "a8", "b3"},
		},
		"a higher cost uses up more of the tenant's share": {
			steps: []step{{enqueue: cat(entries("a", "acme", 2, cost(2)), entries("b", "bolt", 4, nil)), dequeue: -1}},
			want:  []string{"b1", "a1", "b2", "b3", "a2", "b4"},
		},
		"ties go to the entry queued first": {
			steps: []step{{enqueue: cat(entries("b", "bolt", 1, nil), entries("a", "acme", 1, nil)), dequeue: -1}},
			want:  []string{"b1", "a1"},
		},
		"interactive entries go before batch entries queued earlier": {
			steps: []step{
				{enqueue: entries("b", "bolt", 2, batch)},
				{at: time.Second, enqueue: entries("i", "acme", 2, nil), dequeue: -1},
			},
			want: []string{"i1", "i2", "b1", "b2"},
		},
		"a batch entry one tick short of the aging period still waits": {
			steps: []step{
				{enqueue: entries("b", "bolt", 1, batch)},
				{at: AgingDefault - time.Nanosecond, enqueue: entries("i", "acme", 2, nil), dequeue: -1},
			},
			want: []string{"i1", "i2", "b1"},
		},
		"a batch entry that has waited the aging period goes before interactive entries": {
			steps: []step{
				{enqueue: entries("b", "bolt", 1, batch)},
				{at: 10 * time.Second, enqueue: entries("i", "acme", 2, nil)},
				{at: AgingDefault, dequeue: -1},
			},
			want: []string{"b1", "i1", "i2"},
		},
		"a custom aging period is honoured": {
			cfg: FairQueueConfig{Aging: 5 * time.Second},
			steps: []step{
				{enqueue: cat(entries("b", "bolt", 1, batch), entries("i", "acme", 2, nil))},
				{at: 5 * time.Second, dequeue: -1},
			},
			want: []string{"b1", "i1", "i2"},
		},
		"aged batch entries compete by finish tag, not by age": {
			steps: []step{
				{enqueue: entries("a", "acme", 3, batch)},
				{at: 10 * time.Second, enqueue: entries("b", "bolt", 1, batch)},
				{at: time.Minute, dequeue: -1},
			},
			want: []string{"a1", "b1", "a2", "a3"},
		},
		"promotions and interactive dispatches alternate while both wait": {
			steps: []step{
				{enqueue: entries("b", "bolt", 3, batch)},
				{at: time.Minute, enqueue: entries("i", "acme", 3, nil), dequeue: -1},
			},
			want: []string{"b1", "i1", "b2", "i2", "b3", "i3"},
		},
		"a cancelled entry never leaves": {
			steps: []step{{enqueue: entries("a", "acme", 3, nil), cancel: []string{"a2"}, dequeue: -1}},
			want:  []string{"a1", "a3"},
		},
		"a cancelled head does not charge its tenant": {
			steps: []step{{enqueue: cat(entries("a", "acme", 2, nil), entries("b", "bolt", 2, nil)), cancel: []string{"a1"}, dequeue: -1}},
			want:  []string{"a2", "b1", "b2"},
		},
		"a cancelled batch head lets the next one age on its own clock": {
			steps: []step{
				{enqueue: entries("b", "bolt", 1, batch)},
				{at: 20 * time.Second, enqueue: append(entries("c", "bolt", 1, batch), entries("i", "acme", 2, nil)...)},
				{at: AgingDefault, cancel: []string{"b1"}, dequeue: -1},
			},
			want: []string{"i1", "i2", "c1"},
		},
	}
	for name, tc := range tests {
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			got := run(t, NewFairQueue(tc.cfg), tc.steps)
			if diff := cmp.Diff(tc.want, got); diff != "" {
				t.Errorf("dequeue order (-want +got):\n%s", diff)
			}
		})
	}
}

func TestZeroFairQueueIsReady(t *testing.T) {
	t.Parallel()
	var q FairQueue
	if _, ok := q.Cancel("nope"); ok {
		t.Error("Cancel on an empty zero queue found an entry")
	}
	if got := q.Aging(); got != AgingDefault {
		t.Errorf("Aging() = %v, want AgingDefault %v", got, AgingDefault)
	}
	got := run(t, &q, []step{{enqueue: cat(entries("a", "acme", 2, nil), entries("b", "bolt", 1, nil)), dequeue: -1}})
	if diff := cmp.Diff([]string{"a1", "b1", "a2"}, got); diff != "" {
		t.Errorf("dequeue order (-want +got):\n%s", diff)
	}
}

func TestEnqueueRefuses(t *testing.T) {
	t.Parallel()
	tests := map[string]struct {
		entry Entry
		want  error
	}{
		"an entry without an id is invalid":          {Entry{Tenant: "acme"}, ErrInvalidEntry},
		"an entry without a tenant is invalid":       {Entry{ID: "x"}, ErrInvalidEntry},
		"a negative weight is invalid":               {Entry{ID: "x", Tenant: "acme", Weight: -1}, ErrInvalidEntry},
		"a negative cost is invalid":                 {Entry{ID: "x", Tenant: "acme", Cost: -1}, ErrInvalidEntry},
		"a cost that is not a number is invalid":     {Entry{ID: "x", Tenant: "acme", Cost: nan()}, ErrInvalidEntry},
		"an unknown priority is invalid":             {Entry{ID: "x", Tenant: "acme", Priority: "URGENT"}, ErrInvalidEntry},
		"an id already queued is a duplicate":        {Entry{ID: "dup", Tenant: "bolt"}, ErrDuplicateEntry},
		"an id already queued in batch is duplicate": {Entry{ID: "dup", Tenant: "acme", Priority: PriorityBatch}, ErrDuplicateEntry},
	}
	for name, tc := range tests {
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			q := NewFairQueue(FairQueueConfig{})
			if err := q.Enqueue(Entry{ID: "dup", Tenant: "acme"}); err != nil {
				t.Fatal(err)
			}
			err := q.Enqueue(tc.entry)
			if !errors.Is(err, tc.want) {
				t.Fatalf("Enqueue(%+v) = %v, want an error wrapping %v", tc.entry, err, tc.want)
			}
			if q.Len() != 1 {
				t.Errorf("a refused Enqueue changed Len to %d", q.Len())
			}
		})
	}
}

func nan() float64 {
	zero := 0.0
	return zero / zero
}

func TestEnqueueFillsDefaults(t *testing.T) {
	t.Parallel()
	q := NewFairQueue(FairQueueConfig{})
	in := Entry{ID: "x", Tenant: "acme", EnqueuedAt: t0, Request: Request{Resources: Resources{MemoryMB: 512}, Capabilities: []string{"git"}}}
	if err := q.Enqueue(in); err != nil {
		t.Fatal(err)
	}
	got, ok := q.Dequeue(t0)
	if !ok {
		t.Fatal("Dequeue found nothing")
	}
	want := in
	want.Weight, want.Cost, want.Priority = WeightDefault, CostDefault, PriorityInteractive
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("dequeued entry (-want +got):\n%s", diff)
	}
}

func TestDequeueFunc(t *testing.T) {
	t.Parallel()
	rejectTenant := func(tenant string) func(Entry) bool {
		return func(e Entry) bool { return e.Tenant != tenant }
	}
	tests := map[string]struct {
		queued []Entry
		// calls are the accept funcs of successive DequeueFunc calls, at t0+now.
		now   time.Duration
		calls []func(Entry) bool
		want  []string // IDs dequeued ("" for a call that took nothing)
	}{
		"a passed-over tenant keeps its place in line": {
			queued: cat(entries("a", "acme", 2, nil), entries("b", "bolt", 2, nil)),
			calls:  []func(Entry) bool{rejectTenant("acme"), nil, nil, nil},
			want:   []string{"b1", "a1", "a2", "b2"},
		},
		"a tenant held back earns no burst beyond its head": {
			queued: cat(entries("a", "acme", 5, nil), entries("b", "bolt", 6, nil)),
			calls: []func(Entry) bool{
				rejectTenant("acme"), rejectTenant("acme"), rejectTenant("acme"), rejectTenant("acme"),
				nil, nil, nil, nil, nil, nil,
			},
			want: []string{"b1", "b2", "b3", "b4", "a1", "a2", "b5", "a3", "b6", "a4"},
		},
		"only the head of a tenant's line is offered": {
			queued: entries("a", "acme", 3, nil),
			calls:  []func(Entry) bool{func(e Entry) bool { return e.ID == "a2" }},
			want:   []string{""},
		},
		"a rejected aged batch head falls back to interactive work": {
			queued: cat(entries("b", "bolt", 1, batch), entries("i", "acme", 1, nil)),
			now:    time.Minute,
			calls:  []func(Entry) bool{rejectTenant("bolt"), nil},
			want:   []string{"i1", "b1"},
		},
		"rejecting every head takes nothing": {
			queued: cat(entries("a", "acme", 2, nil), entries("b", "bolt", 2, batch)),
			calls:  []func(Entry) bool{func(Entry) bool { return false }},
			want:   []string{""},
		},
	}
	for name, tc := range tests {
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			q := NewFairQueue(FairQueueConfig{})
			for _, e := range tc.queued {
				e.EnqueuedAt = t0
				if err := q.Enqueue(e); err != nil {
					t.Fatal(err)
				}
			}
			var got []string
			for _, accept := range tc.calls {
				before := q.Len()
				e, ok := q.DequeueFunc(t0.Add(tc.now), accept)
				got = append(got, e.ID)
				if ok == (q.Len() == before) {
					t.Fatalf("DequeueFunc returned ok=%v but Len went %d → %d", ok, before, q.Len())
				}
			}
			if diff := cmp.Diff(tc.want, got); diff != "" {
				t.Errorf("dequeued (-want +got):\n%s", diff)
			}
		})
	}
}

func TestDequeueFuncOffersEachHeadOnce(t *testing.T) {
	t.Parallel()
	q := NewFairQueue(FairQueueConfig{})
	for _, e := range cat(
		entries("a", "acme", 3, batch), // aged by now: offered as a promotion only
		entries("b", "bolt", 3, nil),
		entries("c", "core", 3, batch), // young
	) {
		e.EnqueuedAt = t0
		if e.Tenant == "core" {
			e.EnqueuedAt = t0.Add(time.Minute)
		}
		if err := q.Enqueue(e); err != nil {
			t.Fatal(err)
		}
	}
	offered := map[string]int{}
	_, ok := q.DequeueFunc(t0.Add(time.Minute), func(e Entry) bool { offered[e.ID]++; return false })
	if ok {
		t.Fatal("DequeueFunc took an entry every accept refused")
	}
	if diff := cmp.Diff(map[string]int{"a1": 1, "b1": 1, "c1": 1}, offered); diff != "" {
		t.Errorf("offers (-want +got):\n%s", diff)
	}
}

func TestPeekMatchesDequeue(t *testing.T) {
	t.Parallel()
	q := NewFairQueue(FairQueueConfig{})
	for _, e := range cat(entries("a", "acme", 3, batch), entries("b", "bolt", 3, weight(3)), entries("c", "core", 2, nil)) {
		e.EnqueuedAt = t0
		if err := q.Enqueue(e); err != nil {
			t.Fatal(err)
		}
	}
	for i, now := 0, t0.Add(time.Minute); q.Len() > 0; i++ {
		peeked, pok := q.Peek(now)
		again, aok := q.Peek(now)
		got, gok := q.Dequeue(now)
		if !pok || !aok || !gok {
			t.Fatalf("dispatch %d: Peek ok=%v, Peek again ok=%v, Dequeue ok=%v with %d queued", i, pok, aok, gok, q.Len())
		}
		if peeked.ID != got.ID || again.ID != got.ID {
			t.Fatalf("dispatch %d: Peek said %q then %q, Dequeue took %q", i, peeked.ID, again.ID, got.ID)
		}
	}
	if _, ok := q.Peek(t0); ok {
		t.Error("Peek on an empty queue found an entry")
	}
}

func TestFairQueueCounts(t *testing.T) {
	t.Parallel()
	q := NewFairQueue(FairQueueConfig{})
	for _, e := range cat(entries("a", "acme", 3, nil), entries("b", "acme", 2, batch), entries("c", "core", 1, batch)) {
		if err := q.Enqueue(e); err != nil {
			t.Fatal(err)
		}
	}
	if _, ok := q.Cancel("a3"); !ok {
		t.Fatal("Cancel(a3) found nothing")
	}
	if got := q.Len(); got != 5 {
		t.Errorf("Len() = %d, want 5", got)
	}
	if got := q.TenantLen("acme"); got != 4 {
		t.Errorf("TenantLen(acme) = %d, want 4", got)
	}
	if got := q.TenantLen("nobody"); got != 0 {
		t.Errorf("TenantLen(nobody) = %d, want 0", got)
	}
	want := []TenantQueueStats{{Tenant: "acme", Interactive: 2, Batch: 2}, {Tenant: "core", Batch: 1}}
	if diff := cmp.Diff(want, q.Stats()); diff != "" {
		t.Errorf("Stats() (-want +got):\n%s", diff)
	}
	if got := want[0].Queued(); got != 4 {
		t.Errorf("Queued() = %d, want 4", got)
	}
}
