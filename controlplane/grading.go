package controlplane

import (
	"context"

	"github.com/everdict/everdict/evalcase"
	"github.com/everdict/everdict/grading"
	"github.com/everdict/everdict/run"
)

// gradedRuns is the run service as the scheduler and the runners see it:
// a settle with a result goes through grading when there is a judge.
type gradedRuns struct {
	*run.Service
	grading *grading.Service
}

// Settle settles through grading (its JUDGE graders decided first) when
// there is a judge, else straight through run.Service.
func (r gradedRuns) Settle(ctx context.Context, id int, owner string, res *evalcase.Result, f *run.Failure) (bool, error) {
	if r.grading == nil {
		return r.Service.Settle(ctx, id, owner, res, f)
	}
	return r.grading.Settle(ctx, id, owner, res, f)
}

// SettleHeld is Settle of the run its holder started: straight through
// run.Service's SettleHeld, which reads nothing first, unless JUDGE graders
// are left to decide (grading then reads the run).
func (r gradedRuns) SettleHeld(ctx context.Context, held run.Run, owner string, res *evalcase.Result, f *run.Failure) (bool, error) {
	if r.grading == nil || f != nil || res == nil || len(res.Pending()) == 0 {
		return r.Service.SettleHeld(ctx, held, owner, res, f)
	}
	return r.grading.Settle(ctx, held.ID, owner, res, f)
}

// judges is j as run's submit-time check; nil stays nil.
func judges(j grading.Judge) run.JudgeModels {
	if j == nil {
		return nil
	}
	return j
}
