// Package queue is the queue's read model: how many runs each tenant has
// waiting and running, and each runtime's load and circuit, as one viewer
// may see them, counted in the store and the ledger across every replica:
// the runs holding each runtime's slots (only the viewer's tenant's named)
// and the wait estimated from its recently settled runs. History keeps each
// replica's recent samples of it, in memory, for the queue's charts.
//
// It reads and never writes: the scheduler decides, this package shows. The
// API's queue query, its queueSnapshot subscription (through package watch,
// which computes one snapshot per viewer scope and shares it among that
// scope's subscribers) and the metrics gauges all read it.
package queue

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"sort"
	"strconv"
	"time"

	"github.com/everdict/everdict/clock"
	"github.com/everdict/everdict/ent"
	"github.com/everdict/everdict/ent/registeredruntime"
	entrun "github.com/everdict/everdict/ent/run"
	entrunner "github.com/everdict/everdict/ent/runner"
	"github.com/everdict/everdict/ent/runtimeversion"
	"github.com/everdict/everdict/ent/tenant"
	"github.com/everdict/everdict/ledger"
	"github.com/everdict/everdict/placement"
	"github.com/everdict/everdict/run"
	"github.com/everdict/everdict/tenancy"
)

// Snapshot is the queue as one viewer may see it.
type Snapshot struct {
	GeneratedAt time.Time     `json:"generatedAt"`
	Tenants     []TenantQueue `json:"tenants"`
	Runtimes    []RuntimeLoad `json:"runtimes"`
}

// TenantQueue is one tenant's line.
type TenantQueue struct {
	Tenant  string `json:"tenant"`
	Queued  int    `json:"queued"`
	Running int    `json:"running"`
	Weight  int    `json:"weight"`
}

// RuntimeLoad is one runtime's load and the viewer's circuit to it.
type RuntimeLoad struct {
	Runtime  string                 `json:"runtime"`
	Shared   bool                   `json:"shared"`
	Slots    int                    `json:"slots"`
	InFlight int                    `json:"inFlight"`
	Circuit  placement.CircuitState `json:"circuit"`
	// Holders are the viewer's tenant's running runs holding the runtime's
	// slots (every tenant's for an OPERATOR), by id; OtherHolders counts
	// the other tenants' runs holding its slots, never naming them.
	Holders      []Holder `json:"holders"`
	OtherHolders int      `json:"otherHolders"`
	// Queued counts every tenant's runs queued on the runtime.
	Queued int `json:"queued"`
	// P50Duration is the median duration (started to finished) of the
	// runtime's runs settled in the last RecentWindow, at most RecentLimit
	// of them per snapshot; nil when none settled.
	P50Duration *time.Duration `json:"p50Duration"`
	// EstimatedWait is how long a run queued now behind every queued run
	// would wait: EstimateWait(Queued, Slots, InFlight, P50Duration).
	EstimatedWait *time.Duration `json:"estimatedWait"`
	// Autoscale is an elastic runtime's bounds and live slots; nil for a
	// runtime with fixed slots.
	Autoscale *AutoscaleLoad `json:"autoscale,omitempty"`
}

// AutoscaleLoad is an elastic runtime's bounds and the live slots its
// autoscaler last decided (Min before any decision).
type AutoscaleLoad struct {
	Min     int `json:"min"`
	Max     int `json:"max"`
	Desired int `json:"desired"`
}

// Holder is a run holding a runtime's slot.
type Holder struct {
	RunID         int        `json:"runId"`
	CorrelationID string     `json:"correlationId"`
	Tenant        string     `json:"tenant"`
	StartedAt     *time.Time `json:"startedAt"`
}

// RecentWindow and RecentLimit bound the settled runs a snapshot reads
// for durations: those that finished in the last RecentWindow, the newest
// RecentLimit across every runtime.
const (
	RecentWindow = 24 * time.Hour
	RecentLimit  = 500
)

// EstimateWait is the wait of a run with ahead queued runs before it on a
// runtime with slots slots, inFlight of them held, whose runs take p50:
// zero when a slot is free and nothing is ahead, else
// p50 × ceil((ahead + 1) / slots) — each wave of slots runs for a median
// duration. nil when p50 is unknown or the runtime has no slots.
func EstimateWait(ahead, slots, inFlight int, p50 *time.Duration) *time.Duration {
	if ahead == 0 && inFlight < slots {
		zero := time.Duration(0)
		return &zero
	}
	if p50 == nil || slots <= 0 {
		return nil
	}
	w := *p50 * time.Duration((ahead+slots)/slots)
	return &w
}

// Counter counts the non-terminal runs per tenant and status, and the
// queued ones per runtime (run.Service).
type Counter interface {
	CountByTenant(ctx context.Context) ([]run.Counts, error)
	CountQueuedOn(ctx context.Context, runtimes []int) (map[int]int, error)
}

// Usage reads a capacity key's usage and live scale (the ledger).
type Usage interface {
	Usage(ctx context.Context, key string) (ledger.Usage, error)
	Scale(ctx context.Context, key string) (ledger.Scale, bool, error)
}

// Circuits reads a circuit's state (circuits.Store).
type Circuits interface {
	State(ctx context.Context, now time.Time, key string) (placement.CircuitState, error)
}

// Config configures a Reader. DB, Runs, Ledger and Circuits are required.
type Config struct {
	DB       *ent.Client
	Runs     Counter
	Ledger   Usage
	Circuits Circuits
	// LeaseTTL is how recent a runner's heartbeat must be for it to be a
	// line of its own; zero means run.LeaseTTLDefault.
	LeaseTTL time.Duration
	// Clock stamps snapshots; nil means the wall clock.
	Clock clock.Clock
}

// Reader takes queue snapshots. Safe for concurrent use.
type Reader struct{ cfg Config }

// New returns a Reader, or an error naming what cfg lacks.
func New(cfg Config) (*Reader, error) {
	switch {
	case cfg.DB == nil:
		return nil, errors.New("queue: DB is required")
	case cfg.Runs == nil:
		return nil, errors.New("queue: Runs is required")
	case cfg.Ledger == nil:
		return nil, errors.New("queue: Ledger is required")
	case cfg.Circuits == nil:
		return nil, errors.New("queue: Circuits is required")
	}
	if cfg.LeaseTTL <= 0 {
		cfg.LeaseTTL = run.LeaseTTLDefault
	}
	if cfg.Clock == nil {
		cfg.Clock = clock.System{}
	}
	return &Reader{cfg: cfg}, nil
}

// severity orders circuit states from healthy to broken.
var severity = map[placement.CircuitState]int{placement.CircuitClosed: 0, placement.CircuitHalfOpen: 1, placement.CircuitOpen: 2}

// Scope names the viewers who see the same snapshot: every OPERATOR (and
// the platform itself) sees the whole queue, everyone else their tenant's.
func Scope(ctx context.Context) (string, error) {
	v, err := viewer(ctx)
	if err != nil {
		return "", err
	}
	if v.Role == tenancy.RoleOperator {
		return "operator", nil
	}
	return "tenant:" + strconv.Itoa(v.TenantID), nil
}

func viewer(ctx context.Context) (tenancy.Viewer, error) {
	v, err := tenancy.ViewerFrom(ctx)
	if err != nil {
		if !tenancy.IsSystem(ctx) {
			return tenancy.Viewer{}, err
		}
		v = tenancy.Viewer{Role: tenancy.RoleOperator} // the platform's own view (metrics)
	}
	return v, nil
}

// Snapshot returns the queue as the viewer in ctx may see it, counted in the
// store across every replica: its own tenant (every tenant for an OPERATOR,
// or for a system context) and the runtimes it can read.
func (r *Reader) Snapshot(ctx context.Context) (Snapshot, error) {
	v, err := viewer(ctx)
	if err != nil {
		return Snapshot{}, err
	}
	now := r.cfg.Clock.Now()
	counts, err := r.cfg.Runs.CountByTenant(ctx)
	if err != nil {
		return Snapshot{}, fmt.Errorf("queue snapshot: %w", err)
	}
	queued, running := map[int]int{}, map[int]int{}
	for _, c := range counts {
		switch c.Status {
		case run.Queued:
			queued[c.TenantID] += c.N
		case run.Running:
			running[c.TenantID] += c.N
		}
	}

	sys := tenancy.System(ctx)
	tq := r.cfg.DB.Tenant.Query().Order(ent.Asc(tenant.FieldSlug))
	if v.Role != tenancy.RoleOperator {
		tq = tq.Where(tenant.ID(v.TenantID))
	}
	tenants, err := tq.All(sys)
	if err != nil {
		return Snapshot{}, fmt.Errorf("queue snapshot: %w", err)
	}
	snap := Snapshot{GeneratedAt: now, Tenants: []TenantQueue{}, Runtimes: []RuntimeLoad{}}
	for _, t := range tenants {
		snap.Tenants = append(snap.Tenants, TenantQueue{Tenant: t.Slug, Queued: queued[t.ID], Running: running[t.ID], Weight: t.Weight})
	}

	// A tenant reads its own and shared runtimes, and its own circuits; an
	// OPERATOR reads every runtime and, per runtime, the worst circuit of
	// any tenant.
	rctx, circuitsOf := ctx, []string{v.Tenant}
	if v.Role == tenancy.RoleOperator {
		rctx, circuitsOf = sys, nil
		for _, t := range tenants {
			circuitsOf = append(circuitsOf, t.Slug)
		}
	}
	rts, err := r.cfg.DB.RegisteredRuntime.Query().Order(ent.Asc(registeredruntime.FieldName)).
		WithVersions(func(q *ent.RuntimeVersionQuery) {
			q.Where(runtimeversion.Archived(false)).Order(ent.Desc(runtimeversion.FieldVersion))
		}).All(rctx)
	if err != nil {
		return Snapshot{}, fmt.Errorf("queue snapshot: %w", err)
	}
	var ids []int
	for _, rt := range rts {
		if len(rt.Edges.Versions) > 0 {
			ids = append(ids, rt.ID)
		}
	}
	act, err := r.activity(sys, now, ids, v, tenants)
	if err != nil {
		return Snapshot{}, fmt.Errorf("queue snapshot: %w", err)
	}
	for _, rt := range rts {
		if len(rt.Edges.Versions) == 0 {
			continue
		}
		u, err := r.cfg.Ledger.Usage(ctx, ledger.RuntimeKey(rt.ID))
		if err != nil {
			return Snapshot{}, fmt.Errorf("queue snapshot: %w", err)
		}
		circuit := placement.CircuitClosed
		for _, slug := range circuitsOf {
			st, err := r.cfg.Circuits.State(ctx, now, placement.CircuitKey(slug, strconv.Itoa(rt.ID)))
			if err != nil {
				return Snapshot{}, fmt.Errorf("queue snapshot: %w", err)
			}
			if severity[st] > severity[circuit] {
				circuit = st
			}
		}
		a := act[rt.ID]
		slots := rt.Edges.Versions[0].Spec.Admission.EffectiveMaxConcurrent()
		load := RuntimeLoad{
			Runtime:       rt.Name,
			Shared:        rt.Shared,
			Slots:         slots,
			InFlight:      u.InFlight,
			Circuit:       circuit,
			Holders:       a.holders,
			OtherHolders:  a.others,
			Queued:        a.queued,
			P50Duration:   a.p50,
			EstimatedWait: EstimateWait(a.queued, slots, u.InFlight, a.p50),
		}
		if as := rt.Edges.Versions[0].Spec.Admission.Autoscale; as != nil {
			sc, ok, err := r.cfg.Ledger.Scale(ctx, ledger.RuntimeKey(rt.ID))
			if err != nil {
				return Snapshot{}, fmt.Errorf("queue snapshot: %w", err)
			}
			load.Autoscale = &AutoscaleLoad{Min: as.Min, Max: as.Max, Desired: as.Min}
			if ok {
				load.Autoscale.Desired = sc.Slots
			}
		}
		snap.Runtimes = append(snap.Runtimes, load)
	}
	runners, err := r.runnerLoads(sys, now, v, tenants)
	if err != nil {
		return Snapshot{}, fmt.Errorf("queue snapshot: %w", err)
	}
	snap.Runtimes = append(snap.Runtimes, runners...)
	sort.SliceStable(snap.Runtimes, func(i, j int) bool { return snap.Runtimes[i].Runtime < snap.Runtimes[j].Runtime })
	snap.Runtimes = slices.Clip(snap.Runtimes)
	return snap, nil
}

// runtimeActivity is what the store says of one runtime's runs.
type runtimeActivity struct {
	holders []Holder
	others  int
	queued  int
	p50     *time.Duration
}

// activity reads, for the runtimes ids, the running runs holding their
// slots (named only when the viewer may read them), how many runs are
// queued on each, and the median duration of their recently settled runs:
// three queries whatever the number of runtimes, each on the
// (runtime_id, status, ...) index.
func (r *Reader) activity(sys context.Context, now time.Time, ids []int, v tenancy.Viewer, tenants []*ent.Tenant) (map[int]runtimeActivity, error) {
	out := make(map[int]runtimeActivity, len(ids))
	if len(ids) == 0 {
		return out, nil
	}
	slugs := slugsOf(tenants)
	running, err := r.cfg.DB.Run.Query().
		Where(entrun.RuntimeIDIn(ids...), entrun.StatusEQ(entrun.StatusRUNNING)).
		Order(ent.Asc(entrun.FieldID)).
		Select(entrun.FieldTenantID, entrun.FieldRuntimeID, entrun.FieldScorecardID, entrun.FieldCaseID,
			entrun.FieldTry, entrun.FieldStartedAt).All(sys)
	if err != nil {
		return nil, err
	}
	for _, rn := range running {
		a := out[*rn.RuntimeID]
		a.add(rn, v, slugs)
		out[*rn.RuntimeID] = a
	}
	var queued []struct {
		RuntimeID int `json:"runtime_id"`
		Count     int `json:"count"`
	}
	err = r.cfg.DB.Run.Query().Where(entrun.RuntimeIDIn(ids...), entrun.StatusEQ(entrun.StatusQUEUED)).
		GroupBy(entrun.FieldRuntimeID).Aggregate(ent.Count()).Scan(sys, &queued)
	if err != nil {
		return nil, err
	}
	for _, q := range queued {
		a := out[q.RuntimeID]
		a.queued = q.Count
		out[q.RuntimeID] = a
	}
	settled, err := r.cfg.DB.Run.Query().
		Where(entrun.RuntimeIDIn(ids...), entrun.StatusIn(entrun.StatusSUCCEEDED, entrun.StatusFAILED),
			entrun.FinishedAtGT(now.Add(-RecentWindow)), entrun.StartedAtNotNil()).
		Order(ent.Desc(entrun.FieldFinishedAt)).Limit(RecentLimit).
		Select(entrun.FieldRuntimeID, entrun.FieldStartedAt, entrun.FieldFinishedAt).All(sys)
	if err != nil {
		return nil, err
	}
	durations := map[int][]time.Duration{}
	for _, s := range settled {
		durations[*s.RuntimeID] = append(durations[*s.RuntimeID], s.FinishedAt.Sub(*s.StartedAt))
	}
	for id, ds := range durations {
		slices.Sort(ds)
		p50 := ds[(len(ds)-1)/2]
		a := out[id]
		a.p50 = &p50
		out[id] = a
	}
	return out, nil
}

// add counts running run rn as holding a slot: named when viewer v may
// read it (its own tenant's, or any for an OPERATOR), else only counted.
func (a *runtimeActivity) add(rn *ent.Run, v tenancy.Viewer, slugs map[int]string) {
	if v.Role != tenancy.RoleOperator && rn.TenantID != v.TenantID {
		a.others++
		return
	}
	a.holders = append(a.holders, Holder{RunID: rn.ID, Tenant: slugs[rn.TenantID], StartedAt: rn.StartedAt,
		CorrelationID: run.CorrelationID(run.Key{RunID: rn.ID, ScorecardID: deref(rn.ScorecardID), CaseID: rn.CaseID, Try: rn.Try})})
}

func slugsOf(tenants []*ent.Tenant) map[int]string {
	slugs := make(map[int]string, len(tenants))
	for _, t := range tenants {
		slugs[t.ID] = t.Slug
	}
	return slugs
}

func deref[T any](p *T) T {
	var zero T
	if p == nil {
		return zero
	}
	return *p
}

// runnerLoads are the self-hosted runners the viewer's tenant has (every
// tenant's for an OPERATOR) that heartbeat within a lease: each is a line
// named by its target, self:<id>, with its slots and the running runs that
// hold them (named as on a runtime: the viewer's tenant's, every tenant's
// for an OPERATOR, the others counted), read in one query on the
// (owner, ...) index.
func (r *Reader) runnerLoads(sys context.Context, now time.Time, v tenancy.Viewer, tenants []*ent.Tenant) ([]RuntimeLoad, error) {
	q := r.cfg.DB.Runner.Query().Where(entrunner.LastHeartbeatAtGT(now.Add(-r.cfg.LeaseTTL)))
	if v.Role != tenancy.RoleOperator {
		q = q.Where(entrunner.TenantID(v.TenantID))
	}
	rs, err := q.All(sys)
	if err != nil || len(rs) == 0 {
		return nil, err
	}
	owners := make([]string, len(rs))
	for i, rn := range rs {
		owners[i] = run.RunnerOwner(rn.ID)
	}
	running, err := r.cfg.DB.Run.Query().
		Where(entrun.OwnerIn(owners...), entrun.StatusEQ(entrun.StatusRUNNING)).
		Order(ent.Asc(entrun.FieldID)).
		Select(entrun.FieldTenantID, entrun.FieldOwner, entrun.FieldScorecardID, entrun.FieldCaseID,
			entrun.FieldTry, entrun.FieldStartedAt).All(sys)
	if err != nil {
		return nil, err
	}
	slugs := slugsOf(tenants)
	held := make(map[string]runtimeActivity, len(rs))
	for _, rn := range running {
		a := held[deref(rn.Owner)]
		a.add(rn, v, slugs)
		held[deref(rn.Owner)] = a
	}
	out := make([]RuntimeLoad, 0, len(rs))
	for _, rn := range rs {
		a := held[run.RunnerOwner(rn.ID)]
		out = append(out, RuntimeLoad{Runtime: "self:" + strconv.Itoa(rn.ID), Slots: rn.Slots,
			InFlight: len(a.holders) + a.others, Holders: a.holders, OtherHolders: a.others,
			Circuit: placement.CircuitClosed})
	}
	return out, nil
}
