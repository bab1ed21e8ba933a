package scheduler

import (
	"context"
	"errors"
	"fmt"
	"strconv"
	"strings"
	"time"

	"github.com/everdict/everdict/domain"
	"github.com/everdict/everdict/ent"
	"github.com/everdict/everdict/ledger"
	"github.com/everdict/everdict/placement"
	"github.com/everdict/everdict/run"
	"github.com/everdict/everdict/runtime"
)

// option is one candidate runtime version of an unplaced run.
type option struct {
	to   run.Target
	spec runtime.RuntimeSpec
	caps []string
}

// place puts the unplaced runs (submitted for several runtimes) on one of
// their candidates: snapshot (a page of such runs, each candidate's usage
// in the ledger and its circuit for the run's tenant) → placement.Pick, a
// pure decision by the run's policy → run.Service.Place, a conditional
// write, so of replicas placing one run at once one does. A placed run then
// waits in its runtime's line like any other; placements made in this pass
// count against the usage read, so one free slot draws one run. It reports
// whether unplaced runs stay waiting. It reads nothing when no such run was
// queued since the last pass found none (unplacedMaybe).
func (s *Scheduler) place(ctx context.Context, now time.Time, l *loader) (waiting bool) {
	if !s.unplacedMaybe() {
		return false
	}
	defer func() {
		if waiting {
			s.unplacedLeft()
		}
	}()
	runs, err := s.cfg.Runs.Unplaced(ctx, s.cfg.PageSize, nil)
	if err != nil {
		s.log.Warn("read the unplaced runs", "err", err)
		return true
	}
	// A full page may have more behind it: the next drain reads again.
	waiting = len(runs) >= s.cfg.PageSize
	usage := map[int]ledger.Usage{}
	live := map[int]int{} // an elastic runtime's live slots, by runtime id, read once a pass
	for _, r := range runs {
		opts, states, err := s.options(ctx, now, l, r, usage, live)
		if errors.Is(err, errGone) {
			s.settle(&item{runID: r.ID}, nil, &run.Failure{Class: domain.FailureConfig, Code: "RUNTIME_GONE",
				Message: "none of the runtime versions this run was queued for exists any more"}, "")
			continue
		}
		if err != nil {
			s.log.Warn("load an unplaced run", "run_id", r.ID, "err", err)
			waiting = true
			continue
		}
		choice := placement.Pick(r.Policy, states)
		if !choice.Decision.Admitted {
			if choice.Decision.Permanent {
				s.settle(&item{runID: r.ID}, nil, &run.Failure{Class: domain.FailureConfig, Code: string(choice.Decision.Rule),
					Message: choice.Decision.Reason}, "")
				continue
			}
			waiting = true
			continue
		}
		to := opts[choice.Index].to
		placed, err := s.cfg.Runs.Place(ctx, r.ID, to)
		if err != nil {
			s.log.Warn("place a run", "run_id", r.ID, "err", err)
			waiting = true
			continue
		}
		if placed {
			u := usage[to.RuntimeID]
			req := states[choice.Index].Request.Resources
			u.InFlight++
			u.MemoryMB += req.MemoryMB
			u.MilliCPU += req.MilliCPU
			usage[to.RuntimeID] = u
			s.queuedOn(to.RuntimeID)
		}
	}
	return waiting
}

// options are r's live candidates (an archived or deleted version is left
// out) and each as placement sees it, from usage (filled in as read: by
// runtime id).
func (s *Scheduler) options(ctx context.Context, now time.Time, l *loader, r run.Run, usage map[int]ledger.Usage, live map[int]int) ([]option, []placement.Option, error) {
	t, err := l.tenant(ctx, r.TenantID)
	if err != nil {
		return nil, nil, fmt.Errorf("load tenant: %w", err)
	}
	opts, err := s.candidates(ctx, l, r)
	if err != nil {
		return nil, nil, err
	}
	caps := runtime.Partition(runtime.RequiredCapabilities(r.Case, r.Harness)).Functional
	states := make([]placement.Option, len(opts))
	for i, o := range opts {
		u, ok := usage[o.to.RuntimeID]
		if !ok {
			if u, err = s.cfg.Ledger.Usage(ctx, ledger.RuntimeKey(o.to.RuntimeID)); err != nil {
				return nil, nil, fmt.Errorf("ledger: %w", err)
			}
			usage[o.to.RuntimeID] = u
		}
		c, err := l.circuit(ctx, s.cfg.Circuits, now, placement.CircuitKey(t.Slug, strconv.Itoa(o.to.RuntimeID)))
		if err != nil {
			return nil, nil, fmt.Errorf("circuits: %w", err)
		}
		env, err := s.placeEnvelope(ctx, o, live)
		if err != nil {
			return nil, nil, err
		}
		res := o.spec.RunResources(r.Case.Resources)
		states[i] = placement.Option{
			Runtime: placement.RuntimeState{ID: o.to.Name, Envelope: env, InFlight: u.InFlight,
				Reserved: placement.Resources{MemoryMB: u.MemoryMB, MilliCPU: u.MilliCPU}, Capabilities: o.caps, CircuitOpen: !c.ready},
			Request: placement.Request{Capabilities: caps,
				Resources: placement.Resources{MemoryMB: int64(res.MemoryMB), MilliCPU: placement.ToMilliCPU(res.CPU)}},
		}
	}
	return opts, states, nil
}

// placeEnvelope is option o's admission envelope as placement weighs it.
// An elastic runtime offers its live slots, not its most (read from the
// ledger once a pass into live, by runtime id), so a run goes where a slot
// is free now rather than wait for a scale-up. A runtime scaled to zero
// still offers one slot: a run placed there is the demand that scales it up,
// where none at all would leave a run whose candidates are all at zero
// unplaced for good.
func (s *Scheduler) placeEnvelope(ctx context.Context, o option, live map[int]int) (placement.Envelope, error) {
	env := envelope(o.spec)
	as := o.spec.Admission.Autoscale
	if as == nil {
		return env, nil
	}
	n, ok := live[o.to.RuntimeID]
	if !ok {
		var err error
		if n, err = s.liveSlots(ctx, ledger.RuntimeKey(o.to.RuntimeID), as.Min); err != nil {
			return placement.Envelope{}, fmt.Errorf("ledger: %w", err)
		}
		live[o.to.RuntimeID] = n
	}
	env.Slots = max(n, 1)
	return env, nil
}

// candidates loads r's candidate runtime versions that still exist and are
// not archived, in the order submitted.
func (s *Scheduler) candidates(ctx context.Context, l *loader, r run.Run) ([]option, error) {
	var out []option
	for _, id := range r.Candidates {
		ver, err := l.kept.version(ctx, l.db, id)
		if ent.IsNotFound(err) {
			continue
		}
		if err != nil {
			return nil, fmt.Errorf("load runtime version %d: %w", id, err)
		}
		rt, err := l.kept.runtime(ctx, l.db, ver.RuntimeID)
		if err != nil {
			return nil, fmt.Errorf("load runtime %d: %w", ver.RuntimeID, err)
		}
		// A version archived since the submit is still placed on, as a
		// run queued on it directly still runs there.
		out = append(out, option{
			to:   run.Target{Ref: rt.Name, Name: rt.Name, RuntimeID: rt.ID, VersionID: ver.ID, Version: ver.Version},
			spec: ver.Spec, caps: ver.Capabilities,
		})
	}
	if len(out) == 0 {
		return nil, errGone
	}
	return out, nil
}

// placementWaiting is the waiting reason of unplaced run r: the candidates
// it waits for, and, when none can take it now, why each cannot.
func (s *Scheduler) placementWaiting(ctx context.Context, r run.Run) (*Waiting, error) {
	l := newLoader(s)
	opts, states, err := s.options(ctx, s.cfg.Clock.Now(), l, r, map[int]ledger.Usage{}, map[int]int{})
	if errors.Is(err, errGone) {
		return &Waiting{Code: WaitingPlacement, Message: "none of its candidate runtimes exists any more"}, nil
	}
	if err != nil {
		return nil, err
	}
	ahead, err := s.cfg.Runs.Ahead(ctx, r)
	if err != nil {
		return nil, err
	}
	names := make([]string, len(opts))
	for i, o := range opts {
		names[i] = o.to.Name
	}
	msg := fmt.Sprintf("waiting for a free slot on one of %s (%s)", strings.Join(names, ", "), r.Policy)
	if c := placement.Pick(r.Policy, states); !c.Decision.Admitted {
		why := make([]string, len(c.Rejections))
		for i, rj := range c.Rejections {
			why[i] = rj.Decision.Reason
		}
		msg += ": " + strings.Join(why, "; ")
	}
	return &Waiting{Code: WaitingPlacement, Message: msg, Position: ahead}, nil
}
