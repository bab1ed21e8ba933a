package run

import (
	"context"
	"os"
	"slices"
	"testing"
	"time"

	rtspec "github.com/everdict/everdict/runtime"

	"github.com/google/go-cmp/cmp"
	"github.com/google/go-cmp/cmp/cmpopts"

	"github.com/everdict/everdict/backends"
	"github.com/everdict/everdict/domain"
	entlog "github.com/everdict/everdict/ent/logline"
	"github.com/everdict/everdict/ent/webhookdelivery"
	"github.com/everdict/everdict/evalcase"
	"github.com/everdict/everdict/store"
	"github.com/everdict/everdict/store/storetest"
	"github.com/everdict/everdict/tenancy"
)

// executorStore is an executor over a fresh database, and that database.
type executorStore struct {
	exec executor
	db   *store.DB
	// runtimeID and versionID are the runtime the fixture's runs are
	// queued on.
	runtimeID, versionID int
}

// executorStores are the executors the suite runs against: SQLite always,
// PostgreSQL when storetest.EnvDatabaseURL names one.
func executorStores() map[string]func(t *testing.T) executorStore {
	open := func(t *testing.T, cfg store.Config) executorStore {
		t.Helper()
		db, err := store.Open(context.Background(), cfg)
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { db.Close() })
		if err := db.Migrate(context.Background()); err != nil {
			t.Fatal(err)
		}
		return executorStore{exec: newExecutor(db.Client, db.Dialect), db: db}
	}
	out := map[string]func(t *testing.T) executorStore{
		"sqlite": func(t *testing.T) executorStore { return open(t, store.Config{DataDir: t.TempDir()}) },
	}
	if os.Getenv(storetest.EnvDatabaseURL) != "" {
		out["postgres"] = func(t *testing.T) executorStore { return open(t, storetest.Config(t)) }
	}
	return out
}

// TestEveryExecutorKeepsTheRunStoreContract is the executors' conformance
// suite (as ledgertest is the ledgers'): each database's executor answers
// the same.
func TestEveryExecutorKeepsTheRunStoreContract(t *testing.T) {
	t.Parallel()
	for name, open := range executorStores() {
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			for _, c := range executorContract {
				t.Run(c.name, func(t *testing.T) {
					t.Parallel()
					s := open(t)
					c.test(t, &s)
				})
			}
		})
	}
}

var executorContract = []struct {
	name string
	test func(t *testing.T, s *executorStore)
}{
	{"an inserted run reads back as inserted", testInsertReadsBack},
	{"a claim takes only queued runs no one holds on the version they were read on", testClaimMany},
	{"a transition applies only from its statuses and while its holder holds the run", testTransitionGuards},
	{"a transition at an attempt applies only while the run is on it", testTransitionAtAttempt},
	{"a settle adds its spend and writes its outbox row in the same write, and none when it loses", testSettleSpendAndOutbox},
	{"a renewal extends the holder's leases and says the status of each", testRenew},
	{"an orphan is taken over once", testOrphansAndTakeOver},
	{"held runs are counted per tenant and runtime", testCountHeld},
	{"log lines are kept once each and pruned with their finished runs", testLogLines},
	{"the admission read sees the tenant, the queue above the watermark and the virtual clock", testTenantAndDepth},
	{"a fair tag moves on from the later of the finish and the virtual clock", testTakeFairTag},
}

var at = time.Date(2026, 12, 1, 12, 0, 0, 0, time.UTC)

func (s executorStore) tenant(t *testing.T, slug string) int {
	t.Helper()
	return s.db.Tenant.Create().SetSlug(slug).SetTrusted(true).SaveX(tenancy.System(context.Background())).ID
}

// version is a runtime and its version 1, registered by tenant id.
func (s executorStore) version(t *testing.T, tenantID int) (runtimeID, versionID int) {
	t.Helper()
	ctx := tenancy.System(context.Background())
	rt := s.db.RegisteredRuntime.Create().SetName("pool").SetKind("LOCAL").SetTenantID(tenantID).SaveX(ctx)
	v := s.db.RuntimeVersion.Create().SetRuntimeID(rt.ID).SetVersion(1).SetSpec(rtspec.RuntimeSpec{}).SaveX(ctx)
	return rt.ID, v.ID
}

// insert queues a run of tenant id on the fixture's runtime (made on the
// first insert), with fair tag tag.
func (s *executorStore) insert(t *testing.T, tenantID int, tag float64) Run {
	t.Helper()
	if s.versionID == 0 {
		s.runtimeID, s.versionID = s.version(t, tenantID)
	}
	q := NewQueued(tenantID, SubmitInput{Harness: evalcase.Harness{Name: "h"}, Case: evalcase.Case{ID: "c", Task: "t"}, Trigger: "api"},
		Target{Ref: "pool", Name: "pool", RuntimeID: s.runtimeID, VersionID: s.versionID, Version: 1}, "alice", at)
	r, err := s.exec.insertRun(context.Background(), q, tag)
	if err != nil {
		t.Fatal(err)
	}
	return r
}

func testInsertReadsBack(t *testing.T, s *executorStore) {
	ctx := context.Background()
	r := s.insert(t, s.tenant(t, "a"), 2.5)
	got, err := s.exec.getRun(tenancy.System(ctx), r.ID)
	if err != nil {
		t.Fatal(err)
	}
	want := Run{ID: r.ID, TenantID: r.TenantID, Status: Queued, Attempt: 1, Priority: Interactive, RuntimeRef: "pool",
		RuntimeName: "pool", RuntimeID: s.runtimeID, RuntimeVersionID: s.versionID, RuntimeVersion: 1,
		Case:    Recipe(evalcase.Case{ID: "c", Task: "t"}, "api"),
		Harness: evalcase.Harness{Name: "h"}, CreatedAt: at, FairTag: 2.5, Trigger: "api", CreatedBy: "alice", Try: 1}
	opts := cmp.Options{cmp.Comparer(func(a, b time.Time) bool { return a.Equal(b) }), cmpopts.EquateEmpty()}
	if diff := cmp.Diff(want, got, opts); diff != "" {
		t.Errorf("read back (-want +got):\n%s", diff)
	}
	if diff := cmp.Diff(r, got, opts); diff != "" {
		t.Errorf("insert's answer against the read (-want +got):\n%s", diff)
	}
}

func testClaimMany(t *testing.T, s *executorStore) {
	ctx := context.Background()
	tn := s.tenant(t, "a")
	mine, moved, taken := s.insert(t, tn, 1), s.insert(t, tn, 2), s.insert(t, tn, 3)
	if _, err := s.exec.claimMany(ctx, []Claim{{ID: taken.ID, RuntimeVersionID: s.versionID}}, "other", at, at.Add(time.Minute)); err != nil {
		t.Fatal(err)
	}
	later := at.Add(time.Second)
	got, err := s.exec.claimMany(ctx, []Claim{{ID: mine.ID, RuntimeVersionID: s.versionID}, {ID: moved.ID, RuntimeVersionID: s.versionID + 1}, {ID: taken.ID, RuntimeVersionID: s.versionID}},
		"replica-a", later, later.Add(time.Minute))
	if err != nil {
		t.Fatal(err)
	}
	if diff := cmp.Diff([]int{mine.ID}, got); diff != "" {
		t.Errorf("claimed (-want +got):\n%s", diff)
	}
	// The claim stamps the dispatch of what it claimed, and only that.
	dispatched := map[int]*time.Time{}
	for _, id := range []int{mine.ID, moved.ID, taken.ID} {
		r, err := s.exec.getRun(tenancy.System(ctx), id)
		if err != nil {
			t.Fatal(err)
		}
		if r.DispatchedAt != nil {
			utc := r.DispatchedAt.UTC()
			dispatched[id] = &utc
		} else {
			dispatched[id] = nil
		}
	}
	want := map[int]*time.Time{mine.ID: &later, moved.ID: nil, taken.ID: &at}
	if diff := cmp.Diff(want, dispatched); diff != "" {
		t.Errorf("dispatched_at per run (-want +got):\n%s", diff)
	}
}

func testTransitionGuards(t *testing.T, s *executorStore) {
	ctx := tenancy.System(context.Background())
	r := s.insert(t, s.tenant(t, "a"), 1)
	if _, err := s.exec.claimMany(ctx, []Claim{{ID: r.ID, RuntimeVersionID: s.versionID}}, "replica-a", at, at.Add(time.Minute)); err != nil {
		t.Fatal(err)
	}
	start := Transition{ID: r.ID, From: []Status{Queued}, To: Running, StartedAt: &at}
	if _, ok, err := s.exec.applyTransition(ctx, start.By("replica-b"), 0, nil, nil); err != nil || ok {
		t.Fatalf("a start by a replica that does not hold the run = %v, %v; want not applied", ok, err)
	}
	got, ok, err := s.exec.applyTransition(ctx, start.By("replica-a"), 0, nil, nil)
	if err != nil || !ok {
		t.Fatalf("a start by its holder = %v, %v; want applied", ok, err)
	}
	if diff := cmp.Diff([]any{Running, "replica-a"}, []any{got.Status, got.Owner}); diff != "" {
		t.Errorf("started run (-want +got):\n%s", diff)
	}
	if _, ok, err := s.exec.applyTransition(ctx, start, 0, nil, nil); err != nil || ok {
		t.Errorf("a second start = %v, %v; want not applied", ok, err)
	}
	done := at.Add(time.Second)
	fail := Transition{ID: r.ID, From: []Status{Queued, Running}, To: Failed, FinishedAt: &done,
		Failure: &Failure{Class: domain.FailureAgent, Code: "X", Message: "m"}}
	got, ok, err = s.exec.applyTransition(ctx, fail.By("replica-a"), 0, nil, nil)
	if err != nil || !ok {
		t.Fatalf("a settle by its holder = %v, %v; want applied", ok, err)
	}
	if diff := cmp.Diff([]any{Failed, "", domain.FailureAgent, "X", "m"},
		[]any{got.Status, got.Owner, got.ErrorClass, got.ErrorCode, got.ErrorMessage}); diff != "" {
		t.Errorf("settled run (-want +got):\n%s", diff)
	}
}

func testTransitionAtAttempt(t *testing.T, s *executorStore) {
	ctx := tenancy.System(context.Background())
	r := s.insert(t, s.tenant(t, "a"), 1)
	done := at.Add(time.Second)
	fail := Transition{ID: r.ID, From: []Status{Queued}, To: Failed, Attempt: r.Attempt + 1, FinishedAt: &done,
		Failure: &Failure{Class: domain.FailureAgent, Code: "X", Message: "m"}, AtAttempt: true}
	if _, ok, err := s.exec.applyTransition(ctx, fail, 0, nil, nil); err != nil || ok {
		t.Fatalf("a settle at attempt %d of a run on %d = %v, %v; want not applied", fail.Attempt, r.Attempt, ok, err)
	}
	fail.Attempt = r.Attempt
	got, ok, err := s.exec.applyTransition(ctx, fail, 0, nil, nil)
	if err != nil || !ok {
		t.Fatalf("a settle at the run's attempt = %v, %v; want applied", ok, err)
	}
	if diff := cmp.Diff([]any{Failed, r.Attempt}, []any{got.Status, got.Attempt}); diff != "" {
		t.Errorf("settled run (-want +got):\n%s", diff)
	}
}

func testSettleSpendAndOutbox(t *testing.T, s *executorStore) {
	ctx := tenancy.System(context.Background())
	tn := s.tenant(t, "a")
	r := s.insert(t, tn, 1)
	done := at.Add(time.Second)
	res := evalcase.Result{Verdict: evalcase.VerdictPass}
	tr := Transition{ID: r.ID, From: []Status{Queued, Running}, To: Succeeded, FinishedAt: &done, Result: &res}
	out := &outboxRow{TenantID: tn, RunID: r.ID, URL: "https://hooks.example/x", Payload: []byte(`{}`), Due: done}
	got, ok, err := s.exec.applyTransition(ctx, tr, 0.5, &spend{tenantID: tn, usd: 0.5, now: done}, out)
	if err != nil || !ok {
		t.Fatalf("settle = %v, %v; want applied", ok, err)
	}
	if diff := cmp.Diff([]any{Succeeded, &res, 0.5}, []any{got.Status, got.Result, got.CostUSD}); diff != "" {
		t.Errorf("settled run (-want +got):\n%s", diff)
	}
	if _, ok, err := s.exec.applyTransition(ctx, tr, 0.5, &spend{tenantID: tn, usd: 0.5, now: done}, out); err != nil || ok {
		t.Fatalf("a second settle = %v, %v; want not applied", ok, err)
	}
	spent := s.db.Tenant.GetX(ctx, tn).SpentUsd
	deliveries := s.db.WebhookDelivery.Query().Where(webhookdelivery.RunID(r.ID)).CountX(ctx)
	if diff := cmp.Diff([]any{0.5, 1}, []any{spent, deliveries}); diff != "" {
		t.Errorf("spend and deliveries (-want +got):\n%s", diff)
	}
}

func testRenew(t *testing.T, s *executorStore) {
	ctx := context.Background()
	tn := s.tenant(t, "a")
	a, b := s.insert(t, tn, 1), s.insert(t, tn, 2)
	if _, err := s.exec.claimMany(ctx, []Claim{{ID: a.ID, RuntimeVersionID: s.versionID}, {ID: b.ID, RuntimeVersionID: s.versionID}}, "replica-a", at, at.Add(time.Minute)); err != nil {
		t.Fatal(err)
	}
	got, err := s.exec.renew(ctx, "replica-a", at.Add(time.Hour))
	if err != nil {
		t.Fatal(err)
	}
	if diff := cmp.Diff(map[int]Status{a.ID: Queued, b.ID: Queued}, got); diff != "" {
		t.Errorf("held (-want +got):\n%s", diff)
	}
	r, err := s.exec.getRun(tenancy.System(ctx), a.ID)
	if err != nil {
		t.Fatal(err)
	}
	if !r.LeaseExpiresAt.Equal(at.Add(time.Hour)) {
		t.Errorf("lease expires at %v, want %v", r.LeaseExpiresAt, at.Add(time.Hour))
	}
}

func testOrphansAndTakeOver(t *testing.T, s *executorStore) {
	ctx := context.Background()
	tn := s.tenant(t, "a")
	lapsed, live := s.insert(t, tn, 1), s.insert(t, tn, 2)
	if _, err := s.exec.claimMany(ctx, []Claim{{ID: lapsed.ID, RuntimeVersionID: s.versionID}}, "gone", at, at.Add(-time.Minute)); err != nil {
		t.Fatal(err)
	}
	if _, err := s.exec.claimMany(ctx, []Claim{{ID: live.ID, RuntimeVersionID: s.versionID}}, "alive", at, at.Add(time.Minute)); err != nil {
		t.Fatal(err)
	}
	orphans, err := s.exec.orphans(ctx, at, "")
	if err != nil {
		t.Fatal(err)
	}
	ids := make([]int, len(orphans))
	for i, o := range orphans {
		ids[i] = o.ID
	}
	if diff := cmp.Diff([]int{lapsed.ID}, ids); diff != "" {
		t.Fatalf("orphans (-want +got):\n%s", diff)
	}
	var took []bool
	for _, owner := range []string{"replica-a", "replica-b"} {
		ok, err := s.exec.takeOver(ctx, orphans[0], owner, at, at.Add(time.Minute))
		if err != nil {
			t.Fatal(err)
		}
		took = append(took, ok)
	}
	if diff := cmp.Diff([]bool{true, false}, took); diff != "" {
		t.Errorf("took over (-want +got):\n%s", diff)
	}
}

func testCountHeld(t *testing.T, s *executorStore) {
	ctx := context.Background()
	a, b := s.tenant(t, "a"), s.tenant(t, "b")
	r1, r2, _ := s.insert(t, a, 1), s.insert(t, a, 2), s.insert(t, b, 3)
	if _, err := s.exec.claimMany(ctx, []Claim{{ID: r1.ID, RuntimeVersionID: s.versionID}, {ID: r2.ID, RuntimeVersionID: s.versionID}}, "replica-a", at, at.Add(time.Minute)); err != nil {
		t.Fatal(err)
	}
	got, err := s.exec.countHeld(ctx, []int{s.runtimeID})
	if err != nil {
		t.Fatal(err)
	}
	if diff := cmp.Diff([]Held{{TenantID: a, RuntimeID: s.runtimeID, N: 2}}, got); diff != "" {
		t.Errorf("held (-want +got):\n%s", diff)
	}
}

func testLogLines(t *testing.T, s *executorStore) {
	ctx := tenancy.System(context.Background())
	r := s.insert(t, s.tenant(t, "a"), 1)
	line := func(seq int64) backends.LogLine {
		return backends.LogLine{Seq: seq, Stream: backends.StreamStdout, Text: "l", At: at}
	}
	for _, batch := range [][]backends.LogLine{{line(1), line(2)}, {line(2), line(3)}} {
		if err := s.exec.insertLogLines(ctx, r.ID, batch); err != nil {
			t.Fatal(err)
		}
	}
	if n := s.db.LogLine.Query().Where(entlog.RunID(r.ID)).CountX(ctx); n != 3 {
		t.Errorf("kept %d lines, want 3", n)
	}
	other := s.insert(t, s.tenant(t, "b"), 2)
	for id, want := range map[int]int64{r.ID: 3, other.ID: 0} {
		if got, err := s.exec.lastLogSeq(ctx, id); err != nil || got != want {
			t.Errorf("lastLogSeq(run %d) = %d, %v; want %d", id, got, err, want)
		}
	}
	done := at.Add(time.Second)
	if _, ok, err := s.exec.applyTransition(ctx, Transition{ID: r.ID, From: []Status{Queued}, To: Failed, FinishedAt: &done,
		Failure: &Failure{Class: domain.FailureCanceled, Code: CodeCanceled}}, 0, nil, nil); err != nil || !ok {
		t.Fatalf("settle = %v, %v", ok, err)
	}
	var pruned []int
	for range 3 {
		n, err := s.exec.pruneLogs(ctx, done.Add(time.Second), 2)
		if err != nil {
			t.Fatal(err)
		}
		pruned = append(pruned, n)
	}
	if diff := cmp.Diff([]int{2, 1, 0}, pruned); diff != "" {
		t.Errorf("pruned (-want +got):\n%s", diff)
	}
}

func testTenantAndDepth(t *testing.T, s *executorStore) {
	ctx := tenancy.System(context.Background())
	a, b := s.tenant(t, "a"), s.tenant(t, "b")
	r1, r2, r3 := s.insert(t, a, 1), s.insert(t, b, 2), s.insert(t, a, 3)
	done := at.Add(time.Second)
	if _, ok, err := s.exec.applyTransition(ctx, Transition{ID: r3.ID, From: []Status{Queued}, To: Running, StartedAt: &done},
		0, nil, nil); err != nil || !ok {
		t.Fatalf("start = %v, %v", ok, err)
	}
	tn, first, virtual, err := s.exec.tenantAndDepth(ctx, a, depthPlan{recount: true, first: true})
	if err != nil {
		t.Fatal(err)
	}
	if diff := cmp.Diff([]any{a, r3.ID, map[int]int{a: 1, b: 1}, 3.0}, []any{tn.ID, first.max, first.counts, virtual}); diff != "" {
		t.Errorf("first read (-want +got):\n%s", diff)
	}
	_, above, _, err := s.exec.tenantAndDepth(ctx, a, depthPlan{w: r1.ID})
	if err != nil {
		t.Fatal(err)
	}
	slices.SortFunc(above.rows, func(x, y depthRow) int { return x.id - y.id })
	want := []depthRow{{id: r2.ID, tenant: b, queued: true}, {id: r3.ID, tenant: a, queued: false}}
	if diff := cmp.Diff(want, above.rows, cmp.AllowUnexported(depthRow{})); diff != "" {
		t.Errorf("rows above the watermark (-want +got):\n%s", diff)
	}
	exact, _, err := s.exec.readDepth(ctx, depthPlan{recount: true, w: r2.ID}, false)
	if err != nil {
		t.Fatal(err)
	}
	if diff := cmp.Diff(map[int]int{a: 1, b: 1}, exact.counts); diff != "" {
		t.Errorf("exact counts up to the watermark (-want +got):\n%s", diff)
	}
}

func testTakeFairTag(t *testing.T, s *executorStore) {
	ctx := tenancy.System(context.Background())
	tn := s.tenant(t, "a")
	var got []float64
	for _, virtual := range []float64{5, 0} {
		f, err := s.exec.takeFairTag(ctx, tn, virtual, 1)
		if err != nil {
			t.Fatal(err)
		}
		got = append(got, f)
	}
	if diff := cmp.Diff([]float64{6, 7}, got); diff != "" {
		t.Errorf("finish tags (-want +got):\n%s", diff)
	}
}
