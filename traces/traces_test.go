package traces_test

import (
	"context"
	"encoding/base64"
	"encoding/json"
	"fmt"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"

	"github.com/everdict/everdict/agenttrace"
	"github.com/everdict/everdict/backends"
	"github.com/everdict/everdict/clock/clocktest"
	"github.com/everdict/everdict/ent"
	entrun "github.com/everdict/everdict/ent/run"
	"github.com/everdict/everdict/ent/secret"
	"github.com/everdict/everdict/ent/tracecollection"
	"github.com/everdict/everdict/evalcase"
	"github.com/everdict/everdict/events"
	"github.com/everdict/everdict/harness"
	"github.com/everdict/everdict/internal/apptest"
	"github.com/everdict/everdict/run"
	"github.com/everdict/everdict/store"
	"github.com/everdict/everdict/store/storetest"
	"github.com/everdict/everdict/tenancy"
	"github.com/everdict/everdict/traces"
)

const (
	publicKey = "pk-lf-public"
	secretKey = "sk-lf-THE-SECRET-KEY-MUST-NOT-LEAK"
	// bodyMarker is in every error answer of the provider: it must never
	// reach a row or a log line.
	bodyMarker = "PROVIDER-BODY-MUST-NOT-LEAK"
)

// langfuse is an in-process server speaking Langfuse's public API shape:
// GET /api/public/traces/{traceId} with Basic auth answers the trace with
// its observations. The first failures requests answer 503.
type langfuse struct {
	mu       sync.Mutex
	failures int
	requests int
	root     bool // the trace has its root observation
	hold     chan struct{}
	held     chan struct{}
}

func (l *langfuse) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	l.mu.Lock()
	l.requests++
	fail := l.requests <= l.failures
	hold, held := l.hold, l.held
	l.mu.Unlock()
	if hold != nil {
		held <- struct{}{}
		<-hold
	}
	u, p, ok := r.BasicAuth()
	id, found := strings.CutPrefix(r.URL.Path, "/api/public/traces/")
	switch {
	case !ok || u != publicKey || p != secretKey:
		http.Error(w, "unauthorized "+bodyMarker, http.StatusUnauthorized)
		return
	case !found || r.Method != http.MethodGet:
		http.NotFound(w, r)
		return
	case fail:
		http.Error(w, "overloaded "+bodyMarker, http.StatusServiceUnavailable)
		return
	}
	rootParent := any(nil)
	if !l.root {
		rootParent = "an-observation-that-was-never-ingested"
	}
	_ = json.NewEncoder(w).Encode(map[string]any{
		"id": id, "name": "agent-run", "timestamp": "2026-12-02T10:00:00Z", "input": map[string]any{"task": "t"},
		"observations": []map[string]any{
			{"id": "obs-1", "traceId": id, "type": "SPAN", "name": "agent", "startTime": "2026-12-02T10:00:00Z",
				"endTime": "2026-12-02T10:00:09Z", "parentObservationId": rootParent},
			{"id": "obs-2", "traceId": id, "type": "GENERATION", "name": "llm", "startTime": "2026-12-02T10:00:01Z",
				"parentObservationId": "obs-1", "model": "gpt-x", "input": []string{"hi"}, "output": "hello"},
		},
		"scores": []any{},
	})
}

func (l *langfuse) count() int {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.requests
}

// keeper records what the service keeps.
type keeper struct {
	mu   sync.Mutex
	kept []kept
}

type kept struct {
	RunID, Seq int
	Name, Kind string
	Doc        traces.Trajectory
}

func (k *keeper) Keep(_ context.Context, runID, _ int, files []backends.Artifact) []evalcase.DroppedArtifact {
	for _, f := range files {
		rc, _ := f.Open()
		b, _ := io.ReadAll(rc)
		var doc traces.Trajectory
		_ = json.Unmarshal(b, &doc)
		k.mu.Lock()
		k.kept = append(k.kept, kept{RunID: runID, Seq: f.Seq, Name: f.Name, Kind: f.Kind, Doc: doc})
		k.mu.Unlock()
	}
	return nil
}

func (k *keeper) all() []kept {
	k.mu.Lock()
	defer k.mu.Unlock()
	return append([]kept(nil), k.kept...)
}

// vault answers the one TRACE secret.
type vault struct{}

func (vault) Resolve(_ context.Context, _ int, purpose secret.Purpose, names []string) (map[string]string, error) {
	out := map[string]string{}
	for _, n := range names {
		if n == "langfuse" && purpose == secret.PurposeTRACE {
			out[n] = publicKey + ":" + secretKey
		}
	}
	return out, nil
}

// fixture is a database with a trusted tenant, a Langfuse server, a keeper
// and a manual clock.
type fixture struct {
	store    *store.DB
	db       *ent.Client
	tenantID int
	clock    *clocktest.Clock
	provider *langfuse
	url      string
	keeper   *keeper
	logs     *apptest.SyncBuffer
}

func newFixture(t *testing.T, provider *langfuse) *fixture {
	t.Helper()
	srv := httptest.NewServer(provider)
	t.Cleanup(srv.Close)
	st := storetest.Open(t)
	f := &fixture{store: st, db: st.Client, clock: clocktest.New(time.Now().UTC().Truncate(time.Second)),
		provider: provider, url: srv.URL, keeper: &keeper{}, logs: &apptest.SyncBuffer{}}
	ten, err := f.db.Tenant.Create().SetSlug("acme").SetTrusted(true).Save(tenancy.System(context.Background()))
	if err != nil {
		t.Fatal(err)
	}
	f.tenantID = ten.ID
	return f
}

func (f *fixture) service(t *testing.T, id string) *traces.Service {
	t.Helper()
	s, err := traces.New(traces.Config{DB: f.store, Secrets: vault{}, Artifacts: f.keeper, ReplicaID: id, Clock: f.clock,
		Logger: slog.New(slog.NewTextHandler(f.logs, &slog.HandlerOptions{Level: slog.LevelDebug}))})
	if err != nil {
		t.Fatal(err)
	}
	return s
}

func start(t *testing.T, s *traces.Service) {
	t.Helper()
	if err := s.Start(context.Background()); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(s.Stop)
}

// pending writes a due row for run runID's first attempt, as a settle's
// Enqueue does.
func (f *fixture) pending(t *testing.T, runID int) *ent.TraceCollection {
	t.Helper()
	src := agenttrace.Source{Provider: agenttrace.Langfuse, BaseURL: f.url, Project: "p1", APIKeySecret: "langfuse"}
	now := f.clock.Now()
	row, err := f.db.TraceCollection.Create().SetTenantID(f.tenantID).SetRunID(runID).SetAttempt(1).
		SetTraceID(agenttrace.ID("evd-run-1", runID)).SetSource(src).SetNextAt(now).SetDeadline(now.Add(traces.WindowDefault)).
		Save(tenancy.System(context.Background()))
	if err != nil {
		t.Fatal(err)
	}
	return row
}

func (f *fixture) row(t *testing.T, id int) *ent.TraceCollection {
	t.Helper()
	r, err := f.db.TraceCollection.Get(tenancy.System(context.Background()), id)
	if err != nil {
		t.Fatal(err)
	}
	return r
}

// until waits, sweep by sweep, until cond holds: the loop asks the clock
// for one wait a sweep, after it recorded the sweep's outcomes.
func until(t *testing.T, clk *clocktest.Clock, what string, cond func() bool) {
	t.Helper()
	for {
		swept := clk.Waited()
		if cond() {
			return
		}
		select {
		case <-swept:
		case <-time.After(30 * time.Second):
			t.Fatalf("never: %s", what)
		}
	}
}

func (f *fixture) noLeak(t *testing.T, rows ...*ent.TraceCollection) {
	t.Helper()
	for _, s := range []string{secretKey, bodyMarker, base64.StdEncoding.EncodeToString([]byte(publicKey + ":" + secretKey))} {
		if f.logs.Contains(s) {
			t.Errorf("a log line holds %q", s)
		}
		for _, r := range rows {
			if strings.Contains(r.LastError, s) {
				t.Errorf("a row's last_error holds %q", s)
			}
		}
	}
}

func TestAProviderOutageIsRetriedWithBackoffThenTheTraceIsKept(t *testing.T) {
	t.Parallel()
	f := newFixture(t, &langfuse{failures: 2, root: true})
	row := f.pending(t, 7)
	start(t, f.service(t, "replica-a"))
	until(t, f.clock, "the first fetch fails", func() bool { return f.row(t, row.ID).Tries == 1 })
	r := f.row(t, row.ID)
	if r.State != tracecollection.StatePENDING || !r.NextAt.Equal(f.clock.Now().Add(traces.BackoffDefault)) {
		t.Fatalf("after a 503: state %s, next at %s; want PENDING, %s later", r.State, r.NextAt, traces.BackoffDefault)
	}
	f.clock.BlockUntil(t, 1)
	f.clock.Advance(traces.BackoffDefault)
	until(t, f.clock, "the second fetch fails", func() bool { return f.row(t, row.ID).Tries == 2 })
	if r := f.row(t, row.ID); !r.NextAt.Equal(f.clock.Now().Add(2 * traces.BackoffDefault)) {
		t.Fatalf("the second wait ends at %s, want it doubled (%s)", r.NextAt, 2*traces.BackoffDefault)
	}
	f.clock.BlockUntil(t, 1)
	f.clock.Advance(2 * traces.BackoffDefault)
	until(t, f.clock, "the trace is collected", func() bool { return f.row(t, row.ID).State == tracecollection.StateDONE })
	got := f.keeper.all()
	want := []kept{{RunID: 7, Seq: traces.SeqTrajectory, Name: "trace-" + row.TraceID + ".json", Kind: "trajectory"}}
	if diff := cmp.Diff(want, got, cmpIgnoreDoc); diff != "" {
		t.Fatalf("kept (-want +got):\n%s", diff)
	}
	doc := got[0].Doc
	if doc.Partial || doc.TraceID != row.TraceID || doc.Provider != "LANGFUSE" || len(doc.Spans) != 2 || doc.Spans[1].ParentID != "obs-1" {
		t.Errorf("the trajectory is not the trace normalized: %+v", doc)
	}
	if n := f.provider.count(); n != 3 {
		t.Errorf("the provider was asked %d times, want 3", n)
	}
	f.noLeak(t, f.row(t, row.ID))
}

var cmpIgnoreDoc = cmp.FilterPath(func(p cmp.Path) bool { return p.Last().String() == ".Doc" }, cmp.Ignore())

func TestATraceWithoutItsRootSpanIsKeptAsPartial(t *testing.T) {
	t.Parallel()
	f := newFixture(t, &langfuse{root: false})
	row := f.pending(t, 8)
	start(t, f.service(t, "replica-a"))
	until(t, f.clock, "the trace is collected", func() bool { return f.row(t, row.ID).State != tracecollection.StatePENDING })
	if r := f.row(t, row.ID); r.State != tracecollection.StatePARTIAL {
		t.Errorf("state = %s, want PARTIAL", r.State)
	}
	if got := f.keeper.all(); len(got) != 1 || !got[0].Doc.Partial {
		t.Errorf("kept %+v, want one trajectory marked partial", got)
	}
}

func TestACollectionAKilledReplicaHeldIsFinishedByAPeerOnce(t *testing.T) {
	t.Parallel()
	p := &langfuse{root: true, hold: make(chan struct{}), held: make(chan struct{}, 1)}
	f := newFixture(t, p)
	row := f.pending(t, 9)
	a := f.service(t, "replica-a")
	start(t, a)
	<-p.held // replica a claimed the row and is fetching
	if r := f.row(t, row.ID); r.LeaseOwner == nil || *r.LeaseOwner != "replica-a" {
		t.Fatalf("the row is not leased to replica a: %+v", r.LeaseOwner)
	}
	// Replica a stops mid-fetch, then the test puts back the lease a
	// killed process leaves (a kill releases nothing).
	a.Stop()
	if err := f.db.TraceCollection.UpdateOneID(row.ID).SetLeaseOwner("replica-a").
		SetLeaseUntil(f.clock.Now().Add(traces.LeaseTTLDefault)).Exec(tenancy.System(context.Background())); err != nil {
		t.Fatal(err)
	}
	close(p.hold)
	b := f.service(t, "replica-b")
	swept := f.clock.Waited()
	start(t, b)
	select { // b's first sweep is over
	case <-swept:
	case <-time.After(30 * time.Second):
		t.Fatal("replica b never swept")
	}
	if r := f.row(t, row.ID); r.State != tracecollection.StatePENDING || r.LeaseOwner == nil || *r.LeaseOwner != "replica-a" {
		t.Fatalf("replica b took a row whose lease holds: state %s", r.State)
	}
	f.clock.Advance(traces.LeaseTTLDefault + time.Second)
	until(t, f.clock, "replica b collects the row", func() bool { return f.row(t, row.ID).State == tracecollection.StateDONE })
	if got := f.keeper.all(); len(got) != 1 {
		t.Errorf("kept %d copies, want 1", len(got))
	}
	f.noLeak(t, f.row(t, row.ID))
}

// settledRun records a run of f's tenant that settled at finished, of a
// registered harness version whose trace coordinates are Langfuse's at
// f.url when traced, and returns its id.
func (f *fixture) settledRun(t *testing.T, finished time.Time, traced bool) int {
	t.Helper()
	sys := tenancy.System(context.Background())
	spec := harness.Spec{Name: "traced", Command: []string{"true"}}
	if traced {
		spec.Trace = &agenttrace.Source{Provider: agenttrace.Langfuse, BaseURL: f.url, Project: "p1", APIKeySecret: "langfuse"}
	}
	h := f.db.RegisteredHarness.Create().SetTenantID(f.tenantID).SetName(fmt.Sprintf("h-%d", finished.UnixNano())).SaveX(sys)
	v := f.db.HarnessVersion.Create().SetHarnessID(h.ID).SetVersion(1).SetSpec(spec).SetDigest("sha256:x").SaveX(sys)
	return f.db.Run.Create().SetTenantID(f.tenantID).SetHarnessName("traced").SetCaseSpec(evalcase.Case{Task: "t"}).
		SetHarness(evalcase.Harness{Name: "traced", Command: []string{"true"}, Registered: &evalcase.Registered{VersionID: v.ID, Version: 1, Digest: "sha256:x"}}).
		SetRuntimeRef("local").SetRuntimeName("local").SetStatus(entrun.StatusSUCCEEDED).SetAttempt(1).SetFinishedAt(finished).SaveX(sys).ID
}

// TestACatchUpWritesTheRowsOfTheSettlesNoOneHeard: a replica whose
// subscription was down catches up from the store: each traced run settled
// since then gets its row, once however often it catches up; a run settled
// before, or without coordinates, gets none.
func TestACatchUpWritesTheRowsOfTheSettlesNoOneHeard(t *testing.T) {
	t.Parallel()
	f := newFixture(t, &langfuse{root: true})
	now := f.clock.Now()
	missed := f.settledRun(t, now.Add(-10*time.Second), true)
	f.settledRun(t, now.Add(-time.Hour), true) // before the outage: heard then
	f.settledRun(t, now.Add(-5*time.Second), false)
	s := f.service(t, "replica-a")
	for range 2 {
		if err := s.CatchUp(context.Background(), now.Add(-time.Minute)); err != nil {
			t.Fatalf("CatchUp: %v", err)
		}
	}
	rows, err := f.db.TraceCollection.Query().All(tenancy.System(context.Background()))
	if err != nil {
		t.Fatal(err)
	}
	var got []int
	for _, r := range rows {
		got = append(got, r.RunID)
	}
	if diff := cmp.Diff([]int{missed}, got); diff != "" {
		t.Errorf("the runs with a collection row (-want +got):\n%s", diff)
	}
}

// TestASettleHeardFromAnOlderReplicaIsCollected: a settle event without
// HarnessKnown (a replica of an older release, which publishes no harness
// version) is never taken for a run without coordinates: the run is read
// and its trace collected. One that says its run has an inline harness on a
// version without a traceSource is passed over without a row.
func TestASettleHeardFromAnOlderReplicaIsCollected(t *testing.T) {
	t.Parallel()
	f := newFixture(t, &langfuse{root: true})
	bus := events.NewMemory(events.MemoryConfig{})
	s, err := traces.New(traces.Config{DB: f.store, Secrets: vault{}, Artifacts: f.keeper, ReplicaID: "replica-a", Clock: f.clock,
		Events: bus, Logger: slog.New(slog.NewTextHandler(f.logs, nil))})
	if err != nil {
		t.Fatal(err)
	}
	start(t, s)
	old := f.settledRun(t, f.clock.Now(), true)
	inline := f.settledRun(t, f.clock.Now().Add(time.Millisecond), true)
	publish := func(ev run.Event) {
		t.Helper()
		p, _ := json.Marshal(ev)
		if err := bus.Publish(context.Background(), run.ChangedTopic, p); err != nil {
			t.Fatal(err)
		}
	}
	// The newer replica's word is taken: no harness version, no runtime
	// version, so nothing to collect (the run is in fact traced: a row
	// would show the event was not trusted).
	publish(run.Event{ID: inline, TenantID: f.tenantID, Status: run.Succeeded, HarnessKnown: true})
	publish(run.Event{ID: old, TenantID: f.tenantID, Status: run.Succeeded})
	until(t, f.clock, "the older replica's settle has its row", func() bool {
		n, err := f.db.TraceCollection.Query().Where(tracecollection.RunID(old)).Count(tenancy.System(context.Background()))
		return err == nil && n == 1
	})
	if n := f.db.TraceCollection.Query().Where(tracecollection.RunID(inline)).CountX(tenancy.System(context.Background())); n != 0 {
		t.Errorf("a settle said to be untraced got %d rows, want 0", n)
	}
}
