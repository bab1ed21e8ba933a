package retention_test

import (
	"context"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"

	"github.com/everdict/everdict/clock/clocktest"
	"github.com/everdict/everdict/ent"
	entlog "github.com/everdict/everdict/ent/logline"
	entrun "github.com/everdict/everdict/ent/run"
	"github.com/everdict/everdict/evalcase"
	"github.com/everdict/everdict/internal/apptest"
	"github.com/everdict/everdict/retention"
	"github.com/everdict/everdict/tenancy"
)

// runWithLogs makes a run of the app's first tenant with lines log lines;
// finished, if not zero, settles it then.
func runWithLogs(t *testing.T, db *ent.Client, finished time.Time, lines int) int {
	t.Helper()
	sys := tenancy.System(context.Background())
	tn := db.Tenant.Query().FirstX(sys)
	c := db.Run.Create().SetTenantID(tn.ID).SetHarnessName("h").SetCaseSpec(evalcase.Case{Task: "t"}).
		SetHarness(evalcase.Harness{Name: "h"}).SetRuntimeRef("pool").SetRuntimeName("pool").SetStatus(entrun.StatusRUNNING)
	if !finished.IsZero() {
		c.SetStatus(entrun.StatusSUCCEEDED).SetFinishedAt(finished)
	}
	id := c.SaveX(sys).ID
	for i := range lines {
		db.LogLine.Create().SetRunID(id).SetSeq(int64(i + 1)).SetStream("stdout").SetText("line").SetAt(time.Now()).ExecX(sys)
	}
	return id
}

func linesOf(t *testing.T, db *ent.Client, ids ...int) map[int]int {
	t.Helper()
	out := map[int]int{}
	for _, id := range ids {
		out[id] = db.LogLine.Query().Where(entlog.RunID(id)).CountX(tenancy.System(context.Background()))
	}
	return out
}

func TestTheSweeperDeletesOnlyTheLogsOfRunsFinishedBeforeTheRetention(t *testing.T) {
	t.Parallel()
	app := apptest.New(t, apptest.Options{NoScheduler: true})
	app.Tenant(t, "acme", true, tenancy.RoleAdmin)
	db := app.DB.Client
	now := time.Now()
	old := runWithLogs(t, db, now.Add(-31*24*time.Hour), 25)
	older := runWithLogs(t, db, now.Add(-90*24*time.Hour), 3)
	recent := runWithLogs(t, db, now.Add(-29*24*time.Hour), 4)
	running := runWithLogs(t, db, time.Time{}, 5)

	swept := make(chan int, 1)
	// The clock never moves: the sweeper sweeps once, at Start.
	s, err := retention.New(retention.Config{Runs: app.Runs, Logs: 30 * 24 * time.Hour, Batch: 10,
		Clock: clocktest.New(now), Swept: func(n int) { swept <- n }})
	if err != nil {
		t.Fatal(err)
	}
	if err := s.Start(context.Background()); err != nil {
		t.Fatal(err)
	}
	n := <-swept
	s.Stop()
	if n != 28 {
		t.Errorf("swept %d lines, want 28 (25 + 3, in batches of 10)", n)
	}
	want := map[int]int{old: 0, older: 0, recent: 4, running: 5}
	if diff := cmp.Diff(want, linesOf(t, db, old, older, recent, running)); diff != "" {
		t.Errorf("log lines per run (-want +got):\n%s", diff)
	}
	if got := db.Run.Query().CountX(tenancy.System(context.Background())); got != 4 {
		t.Errorf("%d runs left, want all 4: only their logs go", got)
	}
}

func TestKeepForeverKeepsEveryLine(t *testing.T) {
	t.Parallel()
	app := apptest.New(t, apptest.Options{NoScheduler: true})
	app.Tenant(t, "acme", true, tenancy.RoleAdmin)
	id := runWithLogs(t, app.DB.Client, time.Now().Add(-365*24*time.Hour), 2)
	s, err := retention.New(retention.Config{Runs: app.Runs, Logs: retention.KeepForever})
	if err != nil {
		t.Fatal(err)
	}
	if n, err := s.Sweep(context.Background()); n != 0 || err != nil {
		t.Errorf("Sweep = %d, %v; want nothing deleted", n, err)
	}
	if got := linesOf(t, app.DB.Client, id)[id]; got != 2 {
		t.Errorf("%d lines left, want 2", got)
	}
}

func TestAConfigWithoutRunsOrWithANegativeRetentionIsRefused(t *testing.T) {
	t.Parallel()
	app := apptest.New(t, apptest.Options{NoScheduler: true})
	for name, cfg := range map[string]retention.Config{
		"no Runs":              {},
		"a negative retention": {Runs: app.Runs, Logs: -5 * time.Hour},
	} {
		if _, err := retention.New(cfg); err == nil {
			t.Errorf("%s: want an error", name)
		}
	}
}
