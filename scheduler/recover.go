package scheduler

import (
	"context"
	"errors"
	"fmt"

	"github.com/everdict/everdict/backends"
	"github.com/everdict/everdict/ent"
	entlog "github.com/everdict/everdict/ent/logline"
	entrun "github.com/everdict/everdict/ent/run"
	"github.com/everdict/everdict/placement"
	"github.com/everdict/everdict/run"
	"github.com/everdict/everdict/tenancy"
)

// RecoveryCounts says what boot recovery started.
type RecoveryCounts struct {
	// Adopting runs were handed to their backend's Adopt.
	Adopting int
	// Interrupted runs could not even be asked (no runtime, no backend).
	Interrupted int
}

// Recover takes over the runs a dead process left QUEUED or RUNNING. Each is
// asked of its backend by correlation id, in the background (a dead process
// may have handed a QUEUED run to its backend before stamping it): adopted
// (the live job is followed to its end and settled with its result — zero
// re-run), absent (queued again from the persisted case spec for the same
// runtime version; a RUNNING one as a new attempt), or unknown (FAILED,
// INTERRUPTED). Call it once, after Start.
func (s *Scheduler) Recover(ctx context.Context) (RecoveryCounts, error) {
	var counts RecoveryCounts
	sys := tenancy.System(ctx)
	orphans, err := s.cfg.DB.Run.Query().Where(entrun.StatusIn(run.Queued, run.Running)).
		Order(ent.Asc(entrun.FieldID)).All(sys)
	if err != nil {
		return counts, fmt.Errorf("recover: list runs: %w", err)
	}
	for _, r := range orphans {
		it, err := s.item(ctx, r)
		if err != nil {
			s.log.ErrorContext(ctx, "recover: load run", "run_id", r.ID, "err", err)
			s.settleInterrupted(r.ID, "its runtime could not be loaded after a restart")
			counts.Interrupted++
			continue
		}
		b, err := s.cfg.Backends.For(ctx, it.target)
		if err != nil {
			s.log.WarnContext(ctx, "recover: no backend", "run_id", r.ID, "runtime", it.target.Name, "err", err)
			s.settleInterrupted(r.ID, "its backend is unavailable after a restart")
			counts.Interrupted++
			continue
		}
		// Lines already kept are not delivered again. Without that mark the
		// adoption replays them all, which the sink stores idempotently.
		switch last, err := s.cfg.DB.LogLine.Query().Where(entlog.RunID(r.ID)).
			Order(ent.Desc(entlog.FieldSeq)).First(sys); {
		case err == nil:
			it.fromSeq = last.Seq
		case !ent.IsNotFound(err):
			s.log.WarnContext(ctx, "recover: last log line", "run_id", r.ID, "err", err)
		}
		// A live job uses capacity whether or not the ledger has room: the
		// reservation is best effort.
		if dec, err := s.cfg.Ledger.Reserve(ctx, it.claim, ledgerUnbounded(it), s.cfg.LeaseTTL); err != nil || !dec.OK {
			s.log.WarnContext(ctx, "recover: reserve", "run_id", r.ID, "err", err)
		}
		s.mu.Lock()
		s.active[it.runID] = it
		s.mu.Unlock()
		s.wg.Go(func() { s.adopt(b, it, r) })
		counts.Adopting++
	}
	s.Kick()
	s.log.InfoContext(ctx, "boot recovery", "adopting", counts.Adopting, "interrupted", counts.Interrupted)
	return counts, nil
}

// adopt asks the backend for a job a dead process left and routes the answer.
func (s *Scheduler) adopt(b backends.Backend, it *item, r *ent.Run) {
	log := s.log.With("run_id", it.runID, "tenant", it.tenant, "runtime", it.target.Name)
	actx, cancel := context.WithCancelCause(s.base)
	defer cancel(nil)
	s.mu.Lock()
	it.cancel = cancel
	s.mu.Unlock()
	outcome, res, err := b.Adopt(actx, it.correlation(), it.fromSeq, s.sink(it))
	switch outcome {
	case backends.Adopted:
		log.Info("adopted", "err", err)
		defer s.finish(it)
		s.outcome(it, res, err, log)
	case backends.Absent:
		s.release(it)
		if !run.CanRedispatch(run.RecordOf(r)) {
			s.settleInterrupted(it.runID, "no case spec was persisted to re-dispatch from")
			return
		}
		// A QUEUED run the backend never saw simply goes back in line; a
		// RUNNING one is re-dispatched as a new attempt.
		it.redispatch = r.Status == run.Running
		log.Info("absent: queued again from the persisted case", "redispatch", it.redispatch)
		if err := s.enqueue(it, r); err != nil {
			log.Error("re-enqueue", "err", err)
			s.settleInterrupted(it.runID, "it could not be re-queued after a restart")
		}
		s.Kick()
	default:
		if errors.Is(err, backends.ErrDetached) {
			s.release(it)
			return // shutting down again: the next boot asks again
		}
		log.Warn("adopt: outcome unknown", "err", err)
		defer s.finish(it)
		s.settleInterrupted(it.runID, "the control plane restarted and the job's outcome was lost")
	}
}

// release drops a run from the active set and its reservation without
// pumping (the caller requeues or stops).
func (s *Scheduler) release(it *item) {
	_ = s.cfg.Ledger.Release(context.WithoutCancel(s.base), it.claim.RunID)
	s.mu.Lock()
	delete(s.active, it.runID)
	s.mu.Unlock()
}

func (s *Scheduler) settleInterrupted(id int, msg string) {
	f := &run.Failure{Class: placement.FailureInterrupted, Code: run.CodeInterrupted, Message: msg}
	if _, err := s.cfg.Runs.Settle(context.WithoutCancel(s.base), id, nil, f); err != nil {
		s.log.Error("settle interrupted", "run_id", id, "err", err)
	}
}
