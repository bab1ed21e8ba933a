package run_test

import (
	"context"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"

	"github.com/everdict/everdict/run"
	"github.com/everdict/everdict/tenancy"
)

func TestATimelineStepsThroughTheStampsReachedWithTheTimeToTheNext(t *testing.T) {
	t.Parallel()
	t0 := time.Date(2026, 12, 1, 12, 0, 0, 0, time.UTC)
	at := func(s int) *time.Time { v := t0.Add(time.Duration(s) * time.Second); return &v }
	d := func(s int) *time.Duration { v := time.Duration(s) * time.Second; return &v }
	got := run.Timeline(run.Stamps{Created: t0, Dispatched: at(5), Started: at(7), GradingStarted: at(2), Finished: at(20)})
	want := []run.Step{
		{Phase: run.StepQueued, At: t0, Duration: d(5)},
		{Phase: run.StepDispatched, At: *at(5), Duration: d(2)},
		{Phase: run.StepHarness, At: *at(7), Duration: d(13)},
		{Phase: run.StepSettled, At: *at(20)}, // the grading stamp is an earlier attempt's
	}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("timeline (-want +got):\n%s", diff)
	}
	if got := run.Timeline(run.Stamps{Created: t0}); len(got) != 1 || got[0].Duration != nil {
		t.Errorf("a run just queued: %+v, want the one QUEUED step with no duration", got)
	}
}

// TestTheTransitionsStampTheRunsTimeline: the claim stamps the dispatch,
// the start the harness, the grading its judges.
func TestTheTransitionsStampTheRunsTimeline(t *testing.T) {
	t.Parallel()
	b := setup(t, true)
	ctx := context.Background()
	id := b.queuedRow(t, run.Batch, 0, 0)
	if got, err := b.app.Runs.ClaimAll(ctx, b.claims(t, id), "a", time.Minute); err != nil || len(got) != 1 {
		t.Fatalf("claim = %v, %v", got, err)
	}
	if ok, err := b.app.Runs.Start(ctx, id, "a", false); err != nil || !ok {
		t.Fatalf("start = %v, %v", ok, err)
	}
	if ok, err := b.app.Runs.BeginGrading(ctx, id, "a"); err != nil || !ok {
		t.Fatalf("begin grading = %v, %v", ok, err)
	}
	r, err := b.app.Runs.Get(tenancy.System(ctx), id)
	if err != nil {
		t.Fatal(err)
	}
	var phases []string
	for _, s := range run.Timeline(run.Stamps{Created: r.CreatedAt, Dispatched: r.DispatchedAt, Started: r.StartedAt, GradingStarted: r.GradingStartedAt, Finished: r.FinishedAt}) {
		phases = append(phases, s.Phase)
	}
	if diff := cmp.Diff([]string{run.StepQueued, run.StepDispatched, run.StepHarness, run.StepGraders}, phases); diff != "" {
		t.Errorf("timeline of a run grading (-want +got):\n%s", diff)
	}
}
