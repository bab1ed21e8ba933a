package run_test

import (
	"context"
	"encoding/json"
	"testing"
	"time"

	entrun "github.com/everdict/everdict/ent/run"

	"github.com/google/go-cmp/cmp"

	"github.com/everdict/everdict/backends"
	"github.com/everdict/everdict/ent"
	"github.com/everdict/everdict/ent/logline"
	"github.com/everdict/everdict/evalcase"
	"github.com/everdict/everdict/run"
	"github.com/everdict/everdict/tenancy"
)

// queuedRow inserts a queued run of the bundle's operator tenant, on the
// given runtime id (none: a run from before the store kept runtime ids).
func (b *bundle) queuedRow(t *testing.T, prio run.Priority, age time.Duration, tag float64, runtimeID ...int) int {
	t.Helper()
	sys := tenancy.System(context.Background())
	tn := b.app.DB.Client.Tenant.Query().FirstX(sys)
	c := b.app.DB.Client.Run.Create().SetTenantID(tn.ID).SetHarnessName("h").SetCaseSpec(evalcase.Case{Task: "t"}).
		SetHarness(evalcase.Harness{Name: "h"}).SetRuntimeRef("pool").SetRuntimeName("pool").
		SetPriority(entrun.Priority(prio)).SetFairTag(tag).SetCreatedAt(time.Now().Add(-age))
	for _, id := range runtimeID {
		c.SetRuntimeID(id)
	}
	return c.SaveX(sys).ID
}

func TestQueuedOrder(t *testing.T) {
	t.Parallel()
	b := setup(t, true)
	ctx := context.Background()
	const aging = time.Minute
	youngBatch := b.queuedRow(t, run.Batch, 0, 0.5)
	interactiveLate := b.queuedRow(t, run.Interactive, 0, 3)
	agedBatch := b.queuedRow(t, run.Batch, 2*aging, 2)
	interactiveEarly := b.queuedRow(t, run.Interactive, 0, 1)
	youngBatchLate := b.queuedRow(t, run.Batch, 0, 0.1)
	claimed := b.queuedRow(t, run.Interactive, 0, 0)
	onRuntime := b.queuedRow(t, run.Interactive, 0, 2.5, 777)
	onRuntimeLate := b.queuedRow(t, run.Batch, 0, 4, 777)
	if got, err := b.app.Runs.ClaimAll(ctx, b.claims(t, claimed), "replica-a", time.Minute); err != nil || len(got) != 1 {
		t.Fatalf("claim = %v, %v", got, err)
	}

	type page struct {
		IDs  []int
		More bool
	}
	read := func(q run.QueueQuery) page {
		t.Helper()
		q.Now, q.Aging = time.Now(), aging
		p, err := b.app.Runs.Queued(ctx, q)
		if err != nil {
			t.Fatal(err)
		}
		out := page{More: p.More}
		for _, r := range p.Runs {
			out.IDs = append(out.IDs, r.ID)
		}
		return out
	}
	ids := func(q run.QueueQuery) []int { return read(q).IDs }
	pages := map[string]struct {
		q    run.QueueQuery
		want page
	}{
		"a page that holds every queued run of its lines says there is no more": {
			q:    run.QueueQuery{Limit: 10},
			want: page{IDs: []int{interactiveEarly, agedBatch, interactiveLate, youngBatchLate, youngBatch}},
		},
		"a page cut by the limit says there is more": {
			q:    run.QueueQuery{Limit: 5},
			want: page{IDs: []int{interactiveEarly, agedBatch, interactiveLate, youngBatchLate, youngBatch}, More: true},
		},
		"a runtime's line limit bounds what is read of it, over both classes, and says there is more": {
			q:    run.QueueQuery{Limit: 10, Runtimes: []int{777}, LineLimits: map[int]int{777: 1}},
			want: page{IDs: []int{interactiveEarly, agedBatch, onRuntime, interactiveLate, youngBatchLate, youngBatch}, More: true},
		},
		"a line limit as large as the line reads all of it": {
			q:    run.QueueQuery{Limit: 10, Runtimes: []int{777}, LineLimits: map[int]int{777: 3}},
			want: page{IDs: []int{interactiveEarly, agedBatch, onRuntime, interactiveLate, youngBatchLate, youngBatch, onRuntimeLate}},
		},
		"a line limited to nothing is not read": {
			q:    run.QueueQuery{Limit: 10, Runtimes: []int{777}, LineLimits: map[int]int{777: 0}},
			want: page{IDs: []int{interactiveEarly, agedBatch, interactiveLate, youngBatchLate, youngBatch}},
		},
	}
	for name, tc := range pages {
		if diff := cmp.Diff(tc.want, read(tc.q)); diff != "" {
			t.Errorf("%s (-want +got):\n%s", name, diff)
		}
	}
	cases := map[string]struct {
		q    run.QueueQuery
		want []int
	}{
		"interactive and aged batch runs come first by fair tag, then young batch runs by fair tag; a claimed run is nobody's to take, a runtime not asked for is not read": {
			q:    run.QueueQuery{Limit: 10},
			want: []int{interactiveEarly, agedBatch, interactiveLate, youngBatchLate, youngBatch},
		},
		"the limit cuts the line": {
			q:    run.QueueQuery{Limit: 2},
			want: []int{interactiveEarly, agedBatch},
		},
		"a runtime's line is read when it is asked for, merged in tag order": {
			q:    run.QueueQuery{Limit: 10, Runtimes: []int{777, 778}},
			want: []int{interactiveEarly, agedBatch, onRuntime, interactiveLate, youngBatchLate, youngBatch, onRuntimeLate},
		},
		"skipped runs are left out": {
			q:    run.QueueQuery{Limit: 10, SkipRuns: []int{agedBatch, youngBatchLate}},
			want: []int{interactiveEarly, interactiveLate, youngBatch},
		},
	}
	for name, tc := range cases {
		if diff := cmp.Diff(tc.want, ids(tc.q)); diff != "" {
			t.Errorf("%s (-want +got):\n%s", name, diff)
		}
	}
}

func TestAnAgedBatchRunIsNotStarvedByInteractiveRunsOnALineWithOneFreeSlot(t *testing.T) {
	t.Parallel()
	b := setup(t, true)
	const aging = time.Minute
	for i := range 5 {
		b.queuedRow(t, run.Interactive, 0, 1+float64(i), 7)
	}
	aged := b.queuedRow(t, run.Batch, 2*aging, 0.5, 7)
	b.queuedRow(t, run.Batch, 0, 0.1, 7) // first in the fair order, but not aged
	p, err := b.app.Runs.Queued(context.Background(), run.QueueQuery{Now: time.Now(), Aging: aging, Limit: 10,
		Runtimes: []int{7}, LineLimits: map[int]int{7: 1}})
	if err != nil {
		t.Fatal(err)
	}
	var got []int
	for _, r := range p.Runs {
		got = append(got, r.ID)
	}
	if diff := cmp.Diff([]int{aged}, got); diff != "" || !p.More {
		t.Errorf("page (-want +got):\n%s more %v, want true", diff, p.More)
	}
}

func TestLeases(t *testing.T) {
	t.Parallel()
	b := setup(t, true)
	ctx := context.Background()
	id := b.queuedRow(t, run.Interactive, 0, 0)
	other := b.queuedRow(t, run.Interactive, 0, 1)

	if got, _ := b.app.Runs.ClaimAll(ctx, b.claims(t, id), "a", time.Minute); len(got) != 1 {
		t.Fatal("the first claim lost")
	}
	if got, _ := b.app.Runs.ClaimAll(ctx, b.claims(t, id, other), "b", time.Minute); !cmp.Equal(got, []int{other}) {
		t.Errorf("b claimed %v of a held run and a free one, want only the free one %d", got, other)
	}
	if err := b.app.Runs.Release(ctx, other, "b"); err != nil {
		t.Fatal(err)
	}
	if orphans, _ := b.app.Runs.Orphans(ctx, ""); len(orphans) != 0 {
		t.Errorf("orphans = %+v, want none while the lease is live", orphans)
	}
	// Under a stable id, a restarted replica finds its own runs at once.
	if orphans, _ := b.app.Runs.Orphans(ctx, "a"); len(orphans) != 1 || orphans[0].ID != id {
		t.Errorf("a's own runs = %+v, want run %d", orphans, id)
	}
	// The lease lapses: b takes it over; a's renewal no longer holds it.
	if got, _ := b.app.Runs.ClaimAll(ctx, b.claims(t, other), "a", -time.Second); len(got) != 1 {
		t.Fatal("claim of the other run lost")
	}
	orphans, err := b.app.Runs.Orphans(ctx, "")
	if err != nil || len(orphans) != 1 || orphans[0].ID != other || orphans[0].Owner != "a" {
		t.Fatalf("orphans = %+v, %v; want run %d held by a", orphans, err, other)
	}
	if ok, _ := b.app.Runs.TakeOver(ctx, orphans[0], "b", time.Minute); !ok {
		t.Fatal("b could not take over an expired lease")
	}
	if ok, _ := b.app.Runs.TakeOver(ctx, orphans[0], "c", time.Minute); ok {
		t.Error("c took over a run b already took over")
	}
	held, err := b.app.Runs.Renew(ctx, "a", time.Minute)
	if err != nil {
		t.Fatal(err)
	}
	if diff := cmp.Diff(map[int]run.Status{id: run.Queued}, held); diff != "" {
		t.Errorf("a still holds (-want +got):\n%s", diff)
	}
	// Starting and settling need the hold.
	if ok, _ := b.app.Runs.Start(ctx, other, "a", false); ok {
		t.Error("a started a run b holds")
	}
	if ok, _ := b.app.Runs.Start(ctx, other, "b", false); !ok {
		t.Error("b could not start the run it holds")
	}
	res := evalcase.Result{Verdict: evalcase.VerdictPass}
	if ok, _ := b.app.Runs.Settle(ctx, other, "a", &res, nil); ok {
		t.Error("a settled a run b holds")
	}
	if ok, _ := b.app.Runs.Settle(ctx, other, "b", &res, nil); !ok {
		t.Error("b could not settle the run it holds")
	}
	if r, _ := b.app.Runs.Get(ctx, other); r.Owner != "" || r.Status != run.Succeeded {
		t.Errorf("after settling, the run is %s held by %q; want SUCCEEDED and let go", r.Status, r.Owner)
	}
	// Released, a queued run is back in line.
	if err := b.app.Runs.Release(ctx, id, "a"); err != nil {
		t.Fatal(err)
	}
	if got, _ := b.app.Runs.ClaimAll(ctx, b.claims(t, id), "b", time.Minute); len(got) != 1 {
		t.Error("a released run could not be claimed again")
	}
}

// claims are ids to claim as they are queued now.
func (b *bundle) claims(t *testing.T, ids ...int) []run.Claim {
	t.Helper()
	out := make([]run.Claim, len(ids))
	for i, id := range ids {
		r, err := b.app.Runs.Get(context.Background(), id)
		if err != nil {
			t.Fatal(err)
		}
		out[i] = run.Claim{ID: id, RuntimeVersionID: r.RuntimeVersionID}
	}
	return out
}

// TestAMovedRunIsNotClaimedWhereItWasRead: spillover moves a queued run to
// another runtime version after a scheduler read it; the scheduler's claim,
// made on what it read, takes nothing, and a claimed run is never moved.
func TestAMovedRunIsNotClaimedWhereItWasRead(t *testing.T) {
	t.Parallel()
	b := setup(t, true)
	ctx := context.Background()
	sys := tenancy.System(ctx)
	pool := b.app.DB.Client.RuntimeVersion.Query().FirstX(sys)
	to := run.Target{Ref: "pool@1", Name: "pool", RuntimeID: pool.RuntimeID, VersionID: pool.ID, Version: pool.Version}
	moved := b.queuedRow(t, run.Batch, 0, 0)
	stale := b.claims(t, moved)
	if ok, err := b.app.Runs.Move(ctx, moved, to); err != nil || !ok {
		t.Fatalf("move of a queued run no one holds = %v, %v; want moved", ok, err)
	}
	if got, err := b.app.Runs.ClaimAll(ctx, stale, "a", time.Minute); err != nil || len(got) != 0 {
		t.Errorf("claim on the version read before the move = %v, %v; want nothing claimed", got, err)
	}
	if got, _ := b.app.Runs.ClaimAll(ctx, b.claims(t, moved), "a", time.Minute); len(got) != 1 {
		t.Fatal("claim of the moved run on its new version lost")
	}
	if ok, err := b.app.Runs.Move(ctx, moved, to); err != nil || ok {
		t.Errorf("move of a claimed run = %v, %v; want it left where it is", ok, err)
	}
}

func TestKeptLinesAreStoredOnceEachWhateverBatchesTheyCameIn(t *testing.T) {
	t.Parallel()
	b := setup(t, true)
	ctx := context.Background()
	id := b.queuedRow(t, run.Interactive, 0, 0)
	line := func(seq int64, text string) backends.LogLine {
		return backends.LogLine{Seq: seq, Stream: backends.StreamStdout, Text: text, At: time.Now()}
	}
	if err := b.app.Runs.KeepLines(ctx, id, []backends.LogLine{line(1, "a"), line(2, "b"), line(3, "c")}); err != nil {
		t.Fatal(err)
	}
	// A replay (an adopter reading the log again) overlaps what is kept.
	if err := b.app.Runs.KeepLines(ctx, id, []backends.LogLine{line(2, "b again"), line(3, "c again"), line(4, "d")}); err != nil {
		t.Fatal(err)
	}
	texts := b.app.DB.LogLine.Query().Where(logline.RunID(id)).Order(ent.Asc(logline.FieldSeq)).
		Select(logline.FieldText).StringsX(tenancy.System(ctx))
	if diff := cmp.Diff([]string{"a", "b", "c", "d"}, texts); diff != "" {
		t.Errorf("kept lines (-want +got):\n%s", diff)
	}
}

func TestAKeptLineIsPublishedWithTheTimeTheStoreReadsBack(t *testing.T) {
	t.Parallel()
	b := setup(t, true)
	ctx := context.Background()
	id := b.queuedRow(t, run.Interactive, 0, 0)
	sub, err := b.app.Events.Subscribe(ctx, run.LogTopic(id))
	if err != nil {
		t.Fatal(err)
	}
	defer sub.Close()
	at := time.Date(2026, 12, 1, 8, 0, 0, 123456789, time.UTC) // nanoseconds a store may not keep
	if err := b.app.Runs.KeepLines(ctx, id, []backends.LogLine{{Seq: 1, Stream: backends.StreamStdout, Text: "a", At: at}}); err != nil {
		t.Fatal(err)
	}
	var live backends.LogLine
	select {
	case p := <-sub.C():
		if err := json.Unmarshal(p, &live); err != nil {
			t.Fatal(err)
		}
	case <-time.After(10 * time.Second):
		t.Fatal("the kept line was not published")
	}
	stored := b.app.DB.LogLine.Query().Where(logline.RunID(id)).OnlyX(tenancy.System(ctx))
	if !live.At.Equal(stored.At) {
		t.Errorf("published at %v, read back at %v: want the same time", live.At, stored.At)
	}
}

func TestASettleFromTheStartedRunAppliesOnceAndDefersToTheRowWhenAnotherWriteWon(t *testing.T) {
	t.Parallel()
	b := setup(t, true)
	ctx := context.Background()
	res := evalcase.Result{Verdict: evalcase.VerdictPass}
	start := func(id int, owner string, ttl time.Duration) run.Run {
		t.Helper()
		if got, _ := b.app.Runs.ClaimAll(ctx, b.claims(t, id), owner, ttl); len(got) != 1 {
			t.Fatalf("claim of run %d lost", id)
		}
		held, ok, err := b.app.Runs.StartHeld(ctx, id, owner, false)
		if err != nil || !ok || held.Status != run.Running || held.Owner != owner {
			t.Fatalf("StartHeld = %+v, %v, %v; want RUNNING held by %s", held, ok, err, owner)
		}
		return held
	}

	// As started: it settles once.
	plain := b.queuedRow(t, run.Interactive, 0, 0)
	held := start(plain, "a", time.Minute)
	for i, want := range []bool{true, false} {
		if ok, err := b.app.Runs.SettleHeld(ctx, held, "a", &res, nil); err != nil || ok != want {
			t.Errorf("settle %d = %v, %v; want %v", i+1, ok, err, want)
		}
	}

	// Started again since (a redispatch): the settle takes the row's attempt.
	again := b.queuedRow(t, run.Interactive, 0, 1)
	stale := start(again, "a", time.Minute)
	fresh, ok, err := b.app.Runs.StartHeld(ctx, again, "a", true)
	if err != nil || !ok || fresh.Attempt != stale.Attempt+1 {
		t.Fatalf("redispatch = %+v, %v, %v; want attempt %d", fresh, ok, err, stale.Attempt+1)
	}
	if ok, err := b.app.Runs.SettleHeld(ctx, stale, "a", &res, nil); err != nil || !ok {
		t.Fatalf("settle from the first start = %v, %v; want applied", ok, err)
	}
	r, err := b.app.Runs.Get(ctx, again)
	if err != nil {
		t.Fatal(err)
	}
	if diff := cmp.Diff([]any{run.Succeeded, fresh.Attempt, ""}, []any{r.Status, r.Attempt, r.Owner}); diff != "" {
		t.Errorf("settled run (-want +got):\n%s", diff)
	}

	// Taken over by b: a's settle does not apply.
	lost := b.queuedRow(t, run.Interactive, 0, 2)
	held = start(lost, "a", -time.Second)
	orphans, err := b.app.Runs.Orphans(ctx, "")
	if err != nil || len(orphans) != 1 {
		t.Fatalf("orphans = %+v, %v; want run %d", orphans, err, lost)
	}
	if ok, _ := b.app.Runs.TakeOver(ctx, orphans[0], "b", time.Minute); !ok {
		t.Fatal("b could not take over an expired lease")
	}
	if ok, err := b.app.Runs.SettleHeld(ctx, held, "a", &res, nil); err != nil || ok {
		t.Errorf("a's settle of a run b took over = %v, %v; want not applied", ok, err)
	}
	if r, _ := b.app.Runs.Get(ctx, lost); r.Status != run.Running || r.Owner != "b" {
		t.Errorf("the run is %s held by %q; want RUNNING held by b", r.Status, r.Owner)
	}
}
