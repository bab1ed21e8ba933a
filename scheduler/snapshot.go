package scheduler

import (
	"context"
	"fmt"
	"slices"
	"sort"
	"strconv"
	"time"

	"github.com/everdict/everdict/ent"
	"github.com/everdict/everdict/ent/registeredruntime"
	entrunner "github.com/everdict/everdict/ent/runner"
	"github.com/everdict/everdict/ent/runtimeversion"
	"github.com/everdict/everdict/ent/tenant"
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
}

// severity orders circuit states from healthy to broken.
var severity = map[placement.CircuitState]int{placement.CircuitClosed: 0, placement.CircuitHalfOpen: 1, placement.CircuitOpen: 2}

// Snapshot returns the queue as the viewer in ctx may see it, counted in the
// store across every replica: its own tenant (every tenant for an OPERATOR,
// or for a system context) and the runtimes it can read.
func (s *Scheduler) Snapshot(ctx context.Context) (Snapshot, error) {
	v, err := tenancy.ViewerFrom(ctx)
	if err != nil {
		if !tenancy.IsSystem(ctx) {
			return Snapshot{}, err
		}
		v = tenancy.Viewer{Role: tenancy.RoleOperator} // the platform's own view (metrics)
	}
	now := s.cfg.Clock.Now()
	counts, err := s.cfg.Runs.CountByTenant(ctx)
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
	tq := s.cfg.DB.Tenant.Query().Order(ent.Asc(tenant.FieldSlug))
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
	rts, err := s.cfg.DB.RegisteredRuntime.Query().Order(ent.Asc(registeredruntime.FieldName)).
		WithVersions(func(q *ent.RuntimeVersionQuery) {
			q.Where(runtimeversion.Archived(false)).Order(ent.Desc(runtimeversion.FieldVersion))
		}).All(rctx)
	if err != nil {
		return Snapshot{}, fmt.Errorf("queue snapshot: %w", err)
	}
	for _, rt := range rts {
		if len(rt.Edges.Versions) == 0 {
			continue
		}
		u, err := s.cfg.Ledger.Usage(ctx, Target{RuntimeID: rt.ID}.capacityKey())
		if err != nil {
			return Snapshot{}, fmt.Errorf("queue snapshot: %w", err)
		}
		circuit := placement.CircuitClosed
		for _, slug := range circuitsOf {
			st, err := s.cfg.Circuits.State(ctx, now, placement.CircuitKey(slug, strconv.Itoa(rt.ID)))
			if err != nil {
				return Snapshot{}, fmt.Errorf("queue snapshot: %w", err)
			}
			if severity[st] > severity[circuit] {
				circuit = st
			}
		}
		snap.Runtimes = append(snap.Runtimes, RuntimeLoad{
			Runtime:  rt.Name,
			Shared:   rt.Shared,
			Slots:    rt.Edges.Versions[0].Spec.Admission.EffectiveMaxConcurrent(),
			InFlight: u.InFlight,
			Circuit:  circuit,
		})
	}
	runners, err := s.runnerLoads(sys, now, v)
	if err != nil {
		return Snapshot{}, fmt.Errorf("queue snapshot: %w", err)
	}
	snap.Runtimes = append(snap.Runtimes, runners...)
	sort.SliceStable(snap.Runtimes, func(i, j int) bool { return snap.Runtimes[i].Runtime < snap.Runtimes[j].Runtime })
	snap.Runtimes = slices.Clip(snap.Runtimes)
	return snap, nil
}

// runnerLoads are the self-hosted runners the viewer's tenant has (every
// tenant's for an OPERATOR) that heartbeat within a lease: each is a line
// named by its target, self:<id>, with its slots and the runs it holds.
func (s *Scheduler) runnerLoads(sys context.Context, now time.Time, v tenancy.Viewer) ([]RuntimeLoad, error) {
	q := s.cfg.DB.Runner.Query().Where(entrunner.LastHeartbeatAtGT(now.Add(-s.cfg.LeaseTTL)))
	if v.Role != tenancy.RoleOperator {
		q = q.Where(entrunner.TenantID(v.TenantID))
	}
	rs, err := q.All(sys)
	if err != nil || len(rs) == 0 {
		return nil, err
	}
	inFlight, err := s.cfg.Runs.RunningByRunner(sys)
	if err != nil {
		return nil, err
	}
	out := make([]RuntimeLoad, 0, len(rs))
	for _, r := range rs {
		out = append(out, RuntimeLoad{Runtime: "self:" + strconv.Itoa(r.ID), Slots: r.Slots,
			InFlight: inFlight[run.RunnerOwner(r.ID)], Circuit: placement.CircuitClosed})
	}
	return out, nil
}
