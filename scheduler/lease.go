package scheduler

import (
	"context"
	"errors"
	"log/slog"

	"go.opentelemetry.io/otel/trace"

	"github.com/everdict/everdict/backends"
	"github.com/everdict/everdict/domain"
	"github.com/everdict/everdict/ledger"
	"github.com/everdict/everdict/run"
	"github.com/everdict/everdict/tenancy"
	"github.com/everdict/everdict/tracing"
)

// renewLoop is the replica's one lease renewer: every LeaseTTL/3 it extends
// the lease of every run it holds in one write, renews their ledger
// reservations, lets go of any job whose run another replica has taken over
// (the job keeps running; the new holder adopts it), and stops any job whose
// run was settled elsewhere (a cancel whose event it missed). A failed
// renewal is retried soon, with backoff, until the store answers.
func (s *Scheduler) renewLoop() {
	every := s.cfg.LeaseTTL / 3
	wait := every
	for {
		select {
		case <-s.base.Done():
			return
		case <-s.cfg.Clock.After(wait):
		}
		if err := s.renew(); err != nil {
			s.log.Warn("renew leases failed; retrying", "err", err)
			wait = min(max(wait/2, retryMin), every)
			continue
		}
		wait = every
	}
}

func (s *Scheduler) renew() error {
	ctx := tenancy.System(context.WithoutCancel(s.base))
	// Only a run this replica held before the renewal read the store can
	// have lost its lease: one claimed (or taken over) while the read ran
	// was committed after it, so its absence from held says nothing.
	s.mu.Lock()
	before := make(map[int]*item, len(s.active))
	for id, it := range s.active {
		before[id] = it
	}
	s.mu.Unlock()
	held, err := s.cfg.Runs.Renew(ctx, s.id, s.cfg.LeaseTTL)
	if err != nil {
		return err
	}
	s.mu.Lock()
	var keep []*item
	for id, it := range s.active {
		if st, ok := held[id]; ok {
			keep = append(keep, it)
			if run.IsTerminal(st) && it.cancel != nil && !it.settled {
				it.cancel(errCanceled)
			}
			continue
		}
		if before[id] != it {
			continue // held since the read began: renewed next round
		}
		if it.cancel != nil && !it.detached && !it.settled {
			s.log.Warn("lease lost: another replica holds the run now; letting go of its job", "run_id", id)
			it.detached = true
			it.cancel(backends.ErrDetached)
		}
	}
	s.mu.Unlock()
	for _, it := range keep {
		if _, err := s.cfg.Ledger.Renew(ctx, it.claim.RunID, s.cfg.LeaseTTL); err != nil {
			s.log.Warn("renew reservation", "run_id", it.runID, "err", err)
		}
	}
	return nil
}

// rescueLoop sweeps for runs whose holder is gone every RescueInterval; the
// first sweep, at once, is boot recovery.
func (s *Scheduler) rescueLoop() {
	self := ""
	if s.stable {
		self = s.id
	}
	for {
		if n, err := s.rescue(self); err != nil {
			s.log.Warn("look for orphaned runs", "err", err)
		} else if n > 0 || self != "" {
			s.log.Info("took over runs", "runs", n, "boot", self != "")
		}
		self = ""
		select {
		case <-s.base.Done():
			return
		case <-s.cfg.Clock.After(s.cfg.RescueInterval):
		}
	}
}

// Rescue sweeps once for runs whose holder is gone and takes them over, the
// way the rescuer does on its own every RescueInterval; it returns how many
// it took.
func (s *Scheduler) Rescue() (int, error) { return s.rescue("") }

// rescue takes over every orphan (expired lease; with self, also the runs
// self held before a restart) that the store lets it take, and hands each to
// its backend: a settled run's job is stopped, a live one is adopted.
func (s *Scheduler) rescue(self string) (int, error) {
	ctx := tenancy.System(context.WithoutCancel(s.base))
	orphans, err := s.cfg.Runs.Orphans(ctx, self)
	if err != nil {
		return 0, err
	}
	l := newLoader(s)
	n := 0
	for _, r := range orphans {
		if s.base.Err() != nil {
			break
		}
		s.mu.Lock()
		_, mine := s.active[r.ID]
		s.mu.Unlock()
		if mine {
			continue // the renewer keeps it; its lease only lapsed in an outage
		}
		ok, err := s.cfg.Runs.TakeOver(ctx, r, s.id, s.cfg.LeaseTTL)
		if err != nil {
			return n, err
		}
		if !ok {
			continue
		}
		n++
		s.cfg.Observer.TookOver()
		s.takeOver(ctx, l, r)
	}
	s.Kick()
	return n, nil
}

// takeOver handles one run this replica just took over.
func (s *Scheduler) takeOver(ctx context.Context, l *loader, r run.Run) {
	log := s.log.With("run_id", r.ID)
	if r.RunnerTarget != "" {
		s.rescueRunnerRun(ctx, r, log)
		return
	}
	it, err := l.item(ctx, r)
	if err != nil {
		log.Error("take over: load run", "err", err)
		s.settleInterrupted(&item{runID: r.ID}, "its runtime could not be loaded when its replica was replaced")
		return
	}
	b, err := s.cfg.Backends.For(ctx, it.target)
	if err != nil {
		log.Warn("take over: no backend", "runtime", it.target.Name, "err", err)
		s.settleInterrupted(it, "its backend is unavailable to the replica that took it over")
		return
	}
	if run.IsTerminal(r.Status) {
		// Settled (canceled) while its holder was gone: stop the job.
		s.wg.Go(func() { s.stopOrphan(b, it) })
		return
	}
	// Lines already kept are not delivered again. Without that mark the
	// adoption replays them all, which the sink stores idempotently.
	if it.fromSeq, err = s.cfg.Runs.LastLogSeq(ctx, r.ID); err != nil {
		log.Warn("take over: last log line", "err", err)
	}
	// A live job uses capacity whether or not the ledger has room: the
	// reservation (the same claim, so the dead holder's is renewed) is best
	// effort.
	if dec, err := s.cfg.Ledger.Reserve(ctx, it.claim, ledger.Limits{}, s.cfg.LeaseTTL); err != nil || !dec.OK {
		log.Warn("take over: reserve", "err", err)
	}
	// The job's lines replayed from here on are masked like a dispatch's.
	if err := s.resolveEnv(ctx, it); err != nil {
		log.Warn("take over: resolve the env's secrets to mask them", "err", err)
	}
	s.mu.Lock()
	s.active[it.runID] = it
	s.mu.Unlock()
	s.wg.Go(func() { s.adopt(b, it, r) })
}

// stopOrphan cancels the job of a run settled while no replica held it.
func (s *Scheduler) stopOrphan(b backends.Backend, it *item) {
	ctx := context.WithoutCancel(s.base)
	if it.trace.IsValid() {
		ctx = trace.ContextWithRemoteSpanContext(ctx, it.trace)
	}
	if err := b.Cancel(ctx, it.correlation()); err != nil && !errors.Is(err, backends.ErrNotFound) {
		s.log.Warn("stop the job of a settled run", "run_id", it.runID, "err", err)
	}
	_ = s.cfg.Ledger.Release(ctx, it.claim.RunID)
	s.retry("release run", it.runID, func() error { return s.cfg.Runs.Release(ctx, it.runID, s.id) })
}

// adopt asks the backend for the job of a run taken over and routes the
// answer: adopted (followed to its end and settled, zero re-run), absent (a
// QUEUED run goes back in line; a RUNNING one is dispatched again as a new
// attempt), unknown (INTERRUPTED).
func (s *Scheduler) adopt(b backends.Backend, it *item, r run.Run) {
	log := s.log.With("run_id", it.runID, "tenant", it.tenant, "runtime", it.target.Name)
	ctx, span := s.startRun(s.base, it, tracing.SpanAdopt)
	defer span.End()
	it.span = span
	actx := s.hold(ctx, it)
	outcome, res, err := b.Adopt(actx, it.correlation(), it.fromSeq, s.sink(it))
	span.SetAttributes(tracing.AttrAdoptOutcome.String(outcome.String()))
	switch {
	case outcome == backends.Adopted:
		log.Info("adopted", "err", err)
		defer s.finish(it)
		s.outcome(it, res, err, log)
	case outcome == backends.Absent && r.Status == run.Queued:
		log.Info("absent: back in line")
		s.finish(it)
	case outcome == backends.Absent && run.CanRedispatch(r.Record()):
		log.Info("absent: dispatched again as a new attempt")
		it.redispatch = true
		s.dispatch(it)
	case outcome == backends.Absent:
		defer s.finish(it)
		s.settleInterrupted(it, "no case spec was persisted to re-dispatch from")
	case errors.Is(err, backends.ErrDetached) || s.base.Err() != nil:
		s.mu.Lock()
		it.detached = true
		s.mu.Unlock()
		s.finish(it) // shutting down: whoever holds the run next asks again
	default:
		log.Warn("adopt: outcome unknown", "err", err)
		defer s.finish(it)
		s.settleInterrupted(it, "its replica was replaced and the job's outcome was lost")
	}
}

func (s *Scheduler) settleInterrupted(it *item, msg string) {
	s.settle(it, nil, &run.Failure{Class: domain.FailureInterrupted, Code: run.CodeInterrupted, Message: msg}, s.id)
}

// rescueRunnerRun handles a self-hosted runner's run taken over from a
// runner that stopped heartbeating. No job can be adopted from a runner: a
// queued or settled run is released, a running one goes back in line for
// the runners as a new attempt, or is INTERRUPTED when it cannot be run
// again.
func (s *Scheduler) rescueRunnerRun(ctx context.Context, r run.Run, log *slog.Logger) {
	it := &item{runID: r.ID}
	if id, ok := run.RunnerIDOf(r.Owner); ok {
		// The runner is gone: its run's slot of the tenant's quota comes
		// back now (its reservation would lapse with the runner's lease
		// anyway). Whoever leases the run next reserves it afresh.
		if err := s.cfg.Ledger.Release(ctx, RunnerClaim(id, r.ID, "").RunID); err != nil {
			log.Warn("take over: release the runner's reservation", "err", err)
		}
	}
	switch {
	case r.Status == run.Running && run.CanRedispatch(r.Record()):
		log.Info("its runner is gone: back in line for the runners as a new attempt")
		s.retry("requeue run", r.ID, func() error {
			ok, err := s.cfg.Runs.Requeue(ctx, r.ID, s.id)
			if err == nil && !ok {
				// Settled or canceled meanwhile: only let go of it.
				return s.cfg.Runs.Release(ctx, r.ID, s.id)
			}
			return err
		})
	case r.Status == run.Running:
		s.settleInterrupted(it, "its runner is gone and no case spec was persisted to re-dispatch from")
	default:
		s.retry("release run", r.ID, func() error { return s.cfg.Runs.Release(ctx, r.ID, s.id) })
	}
	s.Kick()
}
