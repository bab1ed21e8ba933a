package placement

import (
	"cmp"
	"errors"
	"fmt"
	"math"
	"slices"
	"time"
)

// Priority is a run's priority class. Enqueue reads the zero Priority as
// PriorityInteractive: a run submitted without one has a person waiting.
type Priority string

// The priority classes. INTERACTIVE entries go before BATCH ones, except
// that a BATCH entry queued for the aging period goes before both.
const (
	PriorityInteractive Priority = "INTERACTIVE"
	PriorityBatch       Priority = "BATCH"
)

// Defaults for FairQueueConfig and Entry fields left zero.
const (
	// AgingDefault is how long a BATCH entry waits before it is promoted
	// ahead of INTERACTIVE work.
	AgingDefault = 30 * time.Second
	// WeightDefault is the weight of an entry that names none.
	WeightDefault = 1
	// CostDefault is the cost of an entry that names none.
	CostDefault = 1.0
)

// Sentinel errors of Enqueue.
var (
	// ErrDuplicateEntry: an entry with that ID is already queued.
	ErrDuplicateEntry = errors.New("entry already queued")
	// ErrInvalidEntry: the entry misses an ID or tenant, or has a negative
	// weight, a negative or non-finite cost, or an unknown priority.
	ErrInvalidEntry = errors.New("invalid queue entry")
)

// Entry is one run waiting to be dispatched. Enqueue needs ID and Tenant;
// every other field may be zero. The queue copies an Entry but not the
// backing array of Request.Capabilities: do not change it while queued.
type Entry struct {
	// ID identifies the entry (the run id); it is unique within the queue.
	ID string
	// Tenant is the tenant the entry is fair-queued under.
	Tenant string
	// Weight is the tenant's weight when the entry was queued; zero means
	// WeightDefault. Weights are per entry, so a changed tenant weight
	// applies to entries queued after the change.
	Weight int
	// Priority is the entry's class; zero means PriorityInteractive.
	Priority Priority
	// EnqueuedAt is when the entry was queued; aging counts from it.
	EnqueuedAt time.Time
	// Cost is the share of service the entry uses up, in units where a
	// typical run is 1; zero means CostDefault.
	Cost float64
	// Request is what the run asks of a runtime. The queue does not read it;
	// it is there for the caller's admission check on the head entry.
	Request Request
}

// FairQueueConfig configures a FairQueue. The zero value is ready to use.
type FairQueueConfig struct {
	// Aging is how long a BATCH entry waits before it goes ahead of
	// INTERACTIVE work; zero (or negative) means AgingDefault.
	Aging time.Duration
}

// FairQueue is a weighted fair queue of runs across tenants, with two
// priority classes and aging.
//
// Within a class, tenants share dispatches in proportion to their weights
// by virtual finish time (self-clocked fair queuing): an entry reaching the
// head of its tenant's line gets the start tag max(V, the tenant's last
// finish tag) and the finish tag start + cost/weight, the entry with the
// smallest finish tag goes first, and V, the class's virtual time, advances
// to the finish tag of each entry dispatched. A tenant that was idle
// therefore accrues no credit: on its return it starts at V, level with
// everyone else, and gets its share, not a burst. Ties go to the entry
// queued first. Each tenant's entries leave in the order they were queued.
//
// INTERACTIVE goes before BATCH, with aging: a BATCH entry at the head of
// its tenant's line that has waited Aging or longer is promoted ahead of
// INTERACTIVE work, so no flood of INTERACTIVE work starves it (a lone aged
// entry leaves at the next dispatch). Aged heads compete among themselves
// by finish tag, so one tenant's old backlog cannot starve another tenant's
// BATCH work either. While both aged BATCH and INTERACTIVE entries wait,
// promotions and INTERACTIVE dispatches alternate, so an aged BATCH backlog
// under overload cannot starve INTERACTIVE work. now should not go
// backwards between calls: an entry once promoted stays promoted.
//
// Enqueue, Dequeue and Cancel are O(log n) in the number of tenants with
// entries queued (a FIFO per tenant and class, and heaps of tenant heads);
// DequeueFunc is O((k+1) log n) when it passes over k tenant heads.
//
// A FairQueue is a plain data structure: it is not safe for concurrent use,
// the caller locks. Its zero value is an empty queue with the default
// configuration.
type FairQueue struct {
	aging        time.Duration
	classes      [2]class // interactive, batch
	byID         map[string]*node
	seq          uint64
	lastPromoted bool // the last dispatch was an aged BATCH promotion
	scratch      []int
}

// class is the fair queue of one priority class.
type class struct {
	vtime float64          // V: the finish tag of the last entry dispatched
	flows map[string]*flow // tenant → its line; empty lines are pruned once V passes them
	heads flowHeap         // flows with entries, by their head's (finish tag, seq)
	// The batch class also sorts its flows into young (by head EnqueuedAt,
	// not yet aged) and aged (by finish tag).
	batch bool
	young flowHeap
	aged  flowHeap
}

// flow is one tenant's line in one class.
type flow struct {
	tenant      string
	finish      float64 // finish tag of the tenant's last dispatched entry
	start, fin  float64 // tags of the head entry
	first, last *node
	n           int
	aged        bool // the head is promoted (in class.aged, not class.young)
	headAt      int  // position in class.heads, -1 when out
	ageAt       int  // position in class.young or class.aged, -1 when out
}

// node is one queued entry, linked into its flow's FIFO.
type node struct {
	entry      Entry
	seq        uint64
	class      *class
	flow       *flow
	prev, next *node
}

// NewFairQueue returns an empty queue.
func NewFairQueue(cfg FairQueueConfig) *FairQueue {
	q := &FairQueue{aging: cfg.Aging}
	q.init()
	return q
}

func (q *FairQueue) init() {
	if q.byID != nil {
		return
	}
	if q.aging <= 0 {
		q.aging = AgingDefault
	}
	q.byID = make(map[string]*node)
	for i := range q.classes {
		c := &q.classes[i]
		c.flows = make(map[string]*flow)
		c.heads = flowHeap{less: byFinish, slot: func(f *flow) *int { return &f.headAt }}
		c.young = flowHeap{less: byAge, slot: func(f *flow) *int { return &f.ageAt }}
		c.aged = flowHeap{less: byFinish, slot: func(f *flow) *int { return &f.ageAt }}
	}
	q.classes[1].batch = true
}

func byFinish(a, b *flow) bool {
	if a.fin != b.fin {
		return a.fin < b.fin
	}
	return a.first.seq < b.first.seq
}

func byAge(a, b *flow) bool {
	ta, tb := a.first.entry.EnqueuedAt, b.first.entry.EnqueuedAt
	if !ta.Equal(tb) {
		return ta.Before(tb)
	}
	return a.first.seq < b.first.seq
}

// Aging returns the aging period in force.
func (q *FairQueue) Aging() time.Duration {
	q.init()
	return q.aging
}

// Len returns the number of entries queued.
func (q *FairQueue) Len() int { return len(q.byID) }

// TenantLen returns the number of the tenant's entries queued.
func (q *FairQueue) TenantLen(tenant string) int {
	n := 0
	for i := range q.classes {
		if f := q.classes[i].flows[tenant]; f != nil {
			n += f.n
		}
	}
	return n
}

// Enqueue adds an entry at the back of its tenant's line in its class,
// filling in zero Weight, Cost and Priority with their defaults. It returns
// an error wrapping ErrInvalidEntry or ErrDuplicateEntry and leaves the
// queue unchanged when it refuses.
func (q *FairQueue) Enqueue(e Entry) error {
	q.init()
	if err := normalize(&e); err != nil {
		return err
	}
	if _, dup := q.byID[e.ID]; dup {
		return fmt.Errorf("enqueue %q: %w", e.ID, ErrDuplicateEntry)
	}
	c := &q.classes[classOf(e.Priority)]
	f := c.flows[e.Tenant]
	if f == nil {
		f = &flow{tenant: e.Tenant, headAt: -1, ageAt: -1}
		c.flows[e.Tenant] = f
	}
	q.seq++
	n := &node{entry: e, seq: q.seq, class: c, flow: f, prev: f.last}
	if f.last != nil {
		f.last.next = n
	} else {
		f.first = n
	}
	f.last = n
	f.n++
	q.byID[e.ID] = n
	if f.n == 1 {
		c.tagHead(f)
		c.heads.push(f)
		if c.batch {
			c.young.push(f)
		}
	}
	return nil
}

func normalize(e *Entry) error {
	switch {
	case e.ID == "":
		return fmt.Errorf("enqueue: empty id: %w", ErrInvalidEntry)
	case e.Tenant == "":
		return fmt.Errorf("enqueue %q: empty tenant: %w", e.ID, ErrInvalidEntry)
	case e.Weight < 0:
		return fmt.Errorf("enqueue %q: weight %d: %w", e.ID, e.Weight, ErrInvalidEntry)
	case e.Cost < 0 || math.IsNaN(e.Cost) || math.IsInf(e.Cost, 0):
		return fmt.Errorf("enqueue %q: cost %v: %w", e.ID, e.Cost, ErrInvalidEntry)
	}
	switch e.Priority {
	case "":
		e.Priority = PriorityInteractive
	case PriorityInteractive, PriorityBatch:
	default:
		return fmt.Errorf("enqueue %q: priority %q: %w", e.ID, e.Priority, ErrInvalidEntry)
	}
	if e.Weight == 0 {
		e.Weight = WeightDefault
	}
	if e.Cost == 0 {
		e.Cost = CostDefault
	}
	return nil
}

func classOf(p Priority) int {
	if p == PriorityBatch {
		return 1
	}
	return 0
}

// tagHead gives f's head entry its start and finish tags. A tenant that
// went idle restarts at the class's virtual time: it accrues no credit.
func (c *class) tagHead(f *flow) {
	e := &f.first.entry
	f.start = max(c.vtime, f.finish)
	f.fin = f.start + e.Cost/float64(e.Weight)
}

// promote moves the batch flows whose head has waited aging or longer at
// now from young to aged.
func (c *class) promote(now time.Time, aging time.Duration) {
	for f := c.young.top(); f != nil && now.Sub(f.first.entry.EnqueuedAt) >= aging; f = c.young.top() {
		c.young.remove(f)
		f.aged = true
		c.aged.push(f)
	}
}

// Peek returns the entry Dequeue(now) would return, without removing it.
func (q *FairQueue) Peek(now time.Time) (Entry, bool) {
	return q.PeekFunc(now, nil)
}

// PeekFunc returns the entry DequeueFunc(now, accept) would return, without
// removing it.
func (q *FairQueue) PeekFunc(now time.Time, accept func(Entry) bool) (Entry, bool) {
	q.init()
	if f, _ := q.pick(now, accept); f != nil {
		return f.first.entry, true
	}
	return Entry{}, false
}

// Dequeue removes and returns the next entry in fair order: an aged BATCH
// head (by finish tag), else the INTERACTIVE head with the smallest finish
// tag, else the BATCH head with the smallest finish tag; after a promotion,
// INTERACTIVE goes first once. It returns false when the queue is empty.
func (q *FairQueue) Dequeue(now time.Time) (Entry, bool) {
	return q.DequeueFunc(now, nil)
}

// DequeueFunc removes and returns the first entry, in Dequeue's order, that
// accept returns true for; a nil accept accepts every entry. It is how a
// pump dispatches when the best entry cannot run yet (its tenant is at
// quota, its runtime is full or its circuit is open).
//
// Only the head of each tenant's line in each class is offered, so a
// tenant's entries still leave in the order they were queued; returning
// false for a head passes over that tenant (in that class) for this call.
// A passed-over tenant keeps its place: its head keeps its tags and goes
// first once accepted. Its later entries are tagged from the head's finish
// tag or V, whichever is later, so being held back earns no burst.
//
// accept is called at most once per entry per call, in order, and the
// entry it first accepts is the one removed; so accept may commit to the
// entry (choose a runtime, reserve it) before returning true. accept must
// not call the queue. It returns false when no entry was accepted.
func (q *FairQueue) DequeueFunc(now time.Time, accept func(Entry) bool) (Entry, bool) {
	q.init()
	f, promoted := q.pick(now, accept)
	if f == nil {
		return Entry{}, false
	}
	e := f.first.entry
	c := f.first.class
	f.finish = f.fin
	c.vtime = max(c.vtime, f.fin)
	q.lastPromoted = promoted
	q.unlink(f.first)
	return e, true
}

// pick finds the flow whose head goes next, and whether it is a promotion.
func (q *FairQueue) pick(now time.Time, accept func(Entry) bool) (*flow, bool) {
	interactive, batch := &q.classes[0], &q.classes[1]
	batch.promote(now, q.aging)
	if q.lastPromoted {
		if f := q.first(&interactive.heads, false, accept); f != nil {
			return f, false
		}
	}
	if f := q.first(&batch.aged, false, accept); f != nil {
		return f, true
	}
	if !q.lastPromoted {
		if f := q.first(&interactive.heads, false, accept); f != nil {
			return f, false
		}
	}
	// Aged flows were offered above; offer the others by finish tag.
	return q.first(&batch.heads, true, accept), false
}

// first returns the first flow of h, in order, whose head accept takes,
// passing over aged flows if skipAged.
func (q *FairQueue) first(h *flowHeap, skipAged bool, accept func(Entry) bool) *flow {
	if accept == nil && !skipAged {
		return h.top()
	}
	var f *flow
	f, q.scratch = h.walk(q.scratch, func(f *flow) bool {
		if skipAged && f.aged {
			return false
		}
		return accept == nil || accept(f.first.entry)
	})
	return f
}

// Cancel removes the entry with the given ID and returns it; false when no
// such entry is queued. A cancelled entry is not charged to its tenant.
func (q *FairQueue) Cancel(id string) (Entry, bool) {
	n := q.byID[id]
	if n == nil {
		return Entry{}, false
	}
	q.unlink(n)
	return n.entry, true
}

// unlink removes n from its flow and the index, re-tags the flow's new head
// and prunes a flow left empty once V has passed its last finish tag (such
// a flow is indistinguishable from an absent one).
func (q *FairQueue) unlink(n *node) {
	f, c := n.flow, n.class
	wasHead := f.first == n
	if n.prev != nil {
		n.prev.next = n.next
	} else {
		f.first = n.next
	}
	if n.next != nil {
		n.next.prev = n.prev
	} else {
		f.last = n.prev
	}
	f.n--
	delete(q.byID, n.entry.ID)
	if !wasHead {
		return
	}
	if c.batch {
		if f.aged {
			c.aged.remove(f)
		} else {
			c.young.remove(f)
		}
		f.aged = false
	}
	if f.n == 0 {
		c.heads.remove(f)
		if f.finish <= c.vtime {
			delete(c.flows, f.tenant)
		}
		return
	}
	c.tagHead(f)
	c.heads.fix(f.headAt)
	if c.batch {
		c.young.push(f)
	}
}

// TenantQueueStats is one tenant's entries queued, per class.
type TenantQueueStats struct {
	// Tenant is the tenant slug.
	Tenant string
	// Interactive and Batch count the tenant's entries in each class.
	Interactive int
	Batch       int
}

// Queued returns the tenant's entries queued in both classes.
func (s TenantQueueStats) Queued() int { return s.Interactive + s.Batch }

// Stats returns, for every tenant with entries queued, how many, sorted by
// tenant. It is O(tenants) and allocates; call it for snapshots, not per
// dispatch.
func (q *FairQueue) Stats() []TenantQueueStats {
	by := map[string]*TenantQueueStats{}
	for i := range q.classes {
		for tenant, f := range q.classes[i].flows {
			if f.n == 0 {
				continue
			}
			s := by[tenant]
			if s == nil {
				s = &TenantQueueStats{Tenant: tenant}
				by[tenant] = s
			}
			if i == 0 {
				s.Interactive = f.n
			} else {
				s.Batch = f.n
			}
		}
	}
	out := make([]TenantQueueStats, 0, len(by))
	for _, s := range by {
		out = append(out, *s)
	}
	slices.SortFunc(out, func(a, b TenantQueueStats) int { return cmp.Compare(a.Tenant, b.Tenant) })
	return out
}
