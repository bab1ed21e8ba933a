package scheduler

import (
	"context"
	"errors"
	"fmt"
	"github.com/everdict/everdict/ent/tenant"
	"maps"
	"sync"
	"time"

	"github.com/everdict/everdict/circuits"

	"github.com/everdict/everdict/ent"
	"github.com/everdict/everdict/ent/runtimeversion"
	"github.com/everdict/everdict/ledger"
	"github.com/everdict/everdict/placement"
	"github.com/everdict/everdict/run"
	"github.com/everdict/everdict/runtime"
	"github.com/everdict/everdict/tenancy"
	"github.com/everdict/everdict/tracing"
)

// errGone: the runtime version a run was queued for no longer exists.
var errGone = errors.New("runtime version gone")

// loader builds items, reading each tenant once per drain or sweep; the
// runtime versions and runtimes it reads are kept across drains in the
// scheduler's specCache (what a loader needs of them never changes).
type loader struct {
	db       *ent.Client
	kept     *specCache
	tenants  map[int]*ent.Tenant
	circuits map[string]circuitView
	now      time.Time // budgets are read as of now
	traced   bool      // read the runs' trace context
}

// specCache keeps runtime versions and runtimes by id, across drains and
// sweeps, for the fields an item reads of them: a version's number, spec,
// capabilities and runtime, a runtime's name and owner. None of these ever
// changes (a new spec is a new version; archiving a version or sharing a
// runtime changes fields an item does not read), and neither row is ever
// deleted. Safe for concurrent use.
type specCache struct {
	mu       sync.Mutex
	versions map[int]*ent.RuntimeVersion
	runtimes map[int]*ent.RegisteredRuntime
}

func newSpecCache() *specCache {
	return &specCache{versions: map[int]*ent.RuntimeVersion{}, runtimes: map[int]*ent.RegisteredRuntime{}}
}

func (c *specCache) version(ctx context.Context, db *ent.Client, id int) (*ent.RuntimeVersion, error) {
	c.mu.Lock()
	v, ok := c.versions[id]
	c.mu.Unlock()
	if ok {
		return v, nil
	}
	v, err := db.RuntimeVersion.Get(ctx, id)
	if err != nil {
		return nil, err
	}
	c.mu.Lock()
	c.versions[id] = v
	c.mu.Unlock()
	return v, nil
}

func (c *specCache) runtime(ctx context.Context, db *ent.Client, id int) (*ent.RegisteredRuntime, error) {
	c.mu.Lock()
	rt, ok := c.runtimes[id]
	c.mu.Unlock()
	if ok {
		return rt, nil
	}
	rt, err := db.RegisteredRuntime.Get(ctx, id)
	if err != nil {
		return nil, err
	}
	c.mu.Lock()
	c.runtimes[id] = rt
	c.mu.Unlock()
	return rt, nil
}

// circuitView is what a drain needs of one circuit.
type circuitView struct {
	ready  bool // Allow would admit a dispatch
	closed bool // and needs no probe to
}

// circuit reads the circuit of key once per loader: its state, and, when it
// is not CLOSED, whether its probe is still free.
func (l *loader) circuit(ctx context.Context, c circuits.Store, now time.Time, key string) (circuitView, error) {
	if v, ok := l.circuits[key]; ok {
		return v, nil
	}
	st, err := c.State(ctx, now, key)
	if err != nil {
		return circuitView{}, err
	}
	v := circuitView{ready: true, closed: st == placement.CircuitClosed}
	if !v.closed {
		if v.ready, err = c.Ready(ctx, now, key); err != nil {
			return circuitView{}, err
		}
	}
	l.circuits[key] = v
	return v, nil
}

func newLoader(s *Scheduler) *loader {
	return &loader{db: s.cfg.DB, kept: s.specs, tenants: map[int]*ent.Tenant{}, circuits: map[string]circuitView{},
		now: s.cfg.Clock.Now(), traced: s.traced}
}

// forgetTenants drops the tenants read so far: each page of a drain reads
// its tenants' policy (budget, quota, trust) afresh.
func (l *loader) forgetTenants() { clear(l.tenants) }

// runtimeVersions lists every runtime version by id, with its runtime's id: the
// lines a drain reads are those runtimes'.
func (l *loader) runtimeVersions(ctx context.Context) (map[int]int, error) {
	var rows []struct {
		ID        int `json:"id"`
		RuntimeID int `json:"runtime_id"`
	}
	err := l.db.RuntimeVersion.Query().Select(runtimeversion.FieldID, runtimeversion.FieldRuntimeID).Scan(tenancy.System(ctx), &rows)
	if err != nil {
		return nil, fmt.Errorf("runtime versions: %w", err)
	}
	out := make(map[int]int, len(rows))
	for _, r := range rows {
		out[r.ID] = r.RuntimeID
	}
	return out, nil
}

// specs reads the specs of the runtime versions ids.
func (l *loader) specs(ctx context.Context, ids []int) (map[int]runtime.RuntimeSpec, error) {
	vs, err := l.db.RuntimeVersion.Query().Where(runtimeversion.IDIn(ids...)).
		Select(runtimeversion.FieldID, runtimeversion.FieldSpec).All(tenancy.System(ctx))
	if err != nil {
		return nil, fmt.Errorf("runtime versions: %w", err)
	}
	out := make(map[int]runtime.RuntimeSpec, len(vs))
	for _, v := range vs {
		out[v.ID] = v.Spec
	}
	return out, nil
}

func (l *loader) tenant(ctx context.Context, id int) (*ent.Tenant, error) {
	if t, ok := l.tenants[id]; ok {
		return t, nil
	}
	t, err := l.db.Tenant.Get(ctx, id)
	if err != nil {
		return nil, err
	}
	l.tenants[id] = t
	return t, nil
}

// item loads what the scheduler needs to place and run r. The trust zone,
// weight and quota are read now, so a changed tenant policy reaches runs
// already queued.
func (l *loader) item(ctx context.Context, r run.Run) (*item, error) {
	sys := tenancy.System(ctx)
	t, err := l.tenant(sys, r.TenantID)
	if err != nil {
		return nil, fmt.Errorf("load tenant of run %d: %w", r.ID, err)
	}
	if r.RuntimeVersionID == 0 {
		return nil, fmt.Errorf("run %d has no resolved runtime version: %w", r.ID, errGone)
	}
	ver, err := l.kept.version(sys, l.db, r.RuntimeVersionID)
	if err != nil {
		if ent.IsNotFound(err) {
			err = errors.Join(err, errGone)
		}
		return nil, fmt.Errorf("load runtime version of run %d: %w", r.ID, err)
	}
	rt, err := l.kept.runtime(sys, l.db, ver.RuntimeID)
	if err != nil {
		return nil, fmt.Errorf("load runtime of run %d: %w", r.ID, err)
	}
	owner, err := l.tenant(sys, rt.TenantID)
	if err != nil {
		return nil, fmt.Errorf("load owner of the runtime of run %d: %w", r.ID, err)
	}
	it := &item{
		runID:     r.ID,
		key:       r.Key(),
		attempt:   r.Attempt,
		tenantID:  t.ID,
		tenant:    t.Slug,
		createdBy: r.CreatedBy,
		trusted:   t.Trusted,
		target: Target{
			TenantID: rt.TenantID, OwnerTrusted: owner.Trusted, RuntimeID: rt.ID, Name: rt.Name,
			VersionID: ver.ID, Version: ver.Version, Spec: ver.Spec,
		},
		caps:    ver.Capabilities,
		c:       r.Case,
		harness: r.Harness,
		created: r.CreatedAt,
	}
	if l.traced {
		it.trace = tracing.Parse(r.TraceParent)
	}
	it.maxRunning = orZero(t.MaxConcurrent)
	if t.MaxSlotsPerRuntime != nil {
		it.maxShare = *t.MaxSlotsPerRuntime
	}
	acct := run.Account{LimitUSD: t.BudgetUsd, SpentUSD: t.SpentUsd, Monthly: t.BudgetPeriod == tenant.BudgetPeriodMONTH}
	if t.SpendPeriodStart != nil {
		acct.PeriodStart = *t.SpendPeriodStart
	}
	it.budget = run.BudgetOf(acct, l.now)
	// A run placed among several runtimes kept the resources its case
	// declared: the version it got fills in its defaults (a no-op for a
	// run whose submit did).
	it.c.Resources = ver.Spec.RunResources(it.c.Resources)
	it.claim = ledger.Claim{
		RunID:    it.correlation(),
		Tenant:   t.Slug,
		Runtime:  it.target.capacityKey(),
		MemoryMB: int64(it.c.Resources.MemoryMB),
		MilliCPU: placement.ToMilliCPU(it.c.Resources.CPU),
	}
	return it, nil
}

// lineState is what a replica knows of the runtimes' lines: which it read
// whole and found empty. A run queued on a runtime (its event, or this
// replica putting a claimed run back) makes the line worth reading again;
// every event bumps the runtime's generation, so a line found empty by a
// read that raced such an event is not taken for empty.
type lineState struct {
	empty map[int]bool   // runtime id → its line held nothing at the last read
	gen   map[int]uint64 // runtime id → runs queued on it so far
	all   uint64         // events about every runtime so far
	// known holds the runtime versions the drain's list of lines was
	// read with (nil: none read yet); stale says to read it again: a run
	// was queued for a version not in it, or the lines are read afresh.
	known map[int]bool
	stale bool
	// placed says no run waits to be placed on one of several runtimes,
	// as far as this replica heard: a drain then skips the unplaced read.
	// Such a run is queued with no runtime (queuedOn(0)), which clears it,
	// as do a missed event and every poll interval.
	placed bool
}

// lineView is a drain's copy of the line state as it starts.
type lineView struct {
	empty map[int]bool
	gen   map[int]uint64
	all   uint64
}

// queuedOn notes that a run was queued on runtime id, or, with id 0, that
// any line may hold runs (an event about several runs, a missed event, a
// poll): those lines are read again.
func (s *Scheduler) queuedOn(id int) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if id == 0 {
		s.lines.all++
		s.lines.stale = true
		s.lines.placed = false
		clear(s.lines.empty)
		return
	}
	s.lines.gen[id]++
	delete(s.lines.empty, id)
}

// queuedFor notes that a run was queued for runtime version id: a version
// the drain's list of lines does not hold has it read the list again.
func (s *Scheduler) queuedFor(id int) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if id != 0 && !s.lines.known[id] {
		s.lines.stale = true
	}
}

// versionsStale reports whether the drain must read its list of lines
// again, and takes the note: a run queued for an unknown version after this
// call makes the next one report true.
func (s *Scheduler) versionsStale() bool {
	s.mu.Lock()
	defer s.mu.Unlock()
	stale := s.lines.stale || s.lines.known == nil || s.cfg.Events == nil // without a bus nothing is heard
	s.lines.stale = false
	return stale
}

// unplacedMaybe reports whether a run may wait to be placed, and takes the
// note: a run queued with no runtime after this call makes the next one
// report true. Without a bus nothing is heard, so it always reports true.
func (s *Scheduler) unplacedMaybe() bool {
	s.mu.Lock()
	defer s.mu.Unlock()
	maybe := !s.lines.placed || s.cfg.Events == nil
	s.lines.placed = true
	return maybe
}

// unplacedLeft notes that unplaced runs stay waiting (or could not be
// read): the next drain reads them again.
func (s *Scheduler) unplacedLeft() {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.lines.placed = false
}

// readVersions notes the versions the drain's list of lines now holds.
func (s *Scheduler) readVersions(versions map[int]int) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.lines.known = make(map[int]bool, len(versions))
	for v := range versions {
		s.lines.known[v] = true
	}
}

// lineView copies the line state for a drain. Without a bus no queued
// run is heard of, so no line is taken for empty.
func (s *Scheduler) lineView() lineView {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.cfg.Events == nil {
		return lineView{all: s.lines.all}
	}
	return lineView{empty: maps.Clone(s.lines.empty), gen: maps.Clone(s.lines.gen), all: s.lines.all}
}

// foundEmpty marks the lines of runtimes ids empty, unless a run was queued
// on one since v was taken.
func (s *Scheduler) foundEmpty(v lineView, ids []int) {
	if len(ids) == 0 || s.cfg.Events == nil {
		return
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.lines.all != v.all {
		return
	}
	for _, id := range ids {
		if s.lines.gen[id] == v.gen[id] {
			s.lines.empty[id] = true
		}
	}
}
