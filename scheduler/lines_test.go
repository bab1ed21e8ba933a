package scheduler_test

import (
	"context"
	"fmt"
	"slices"
	"sync"
	"testing"
	"time"

	"github.com/everdict/everdict/ent/registeredruntime"
	"github.com/everdict/everdict/internal/apptest"
	"github.com/everdict/everdict/internal/fakebackend"
	"github.com/everdict/everdict/ledger"
	"github.com/everdict/everdict/run"
	"github.com/everdict/everdict/scheduler"
	"github.com/everdict/everdict/tenancy"
)

// readLines records which runtimes' lines each queue read asked for.
type readLines struct {
	scheduler.Runs
	mu    sync.Mutex
	reads [][]int
}

func (r *readLines) Queued(ctx context.Context, q run.QueueQuery) (run.QueuePage, error) {
	r.mu.Lock()
	r.reads = append(r.reads, slices.Clone(q.Runtimes))
	r.mu.Unlock()
	return r.Runs.Queued(ctx, q)
}

// timesRead is how many queue reads since the n-th asked for runtime id.
func (r *readLines) timesRead(id, since int) int {
	r.mu.Lock()
	defer r.mu.Unlock()
	n := 0
	for _, rs := range r.reads[min(since, len(r.reads)):] {
		if slices.Contains(rs, id) {
			n++
		}
	}
	return n
}

func (r *readLines) count() int {
	r.mu.Lock()
	defer r.mu.Unlock()
	return len(r.reads)
}

// lineFixture is an app with no scheduler of its own, a tenant's ADMIN
// token, and a scheduler over runs (made from the app) that dispatches to a
// fake LOCAL backend and polls only hourly.
type lineFixture struct {
	t    *testing.T
	app  *apptest.App
	tok  string
	fake *fakebackend.Backend
	runs scheduler.Runs
}

func newLineFixture(t *testing.T, runs func(*apptest.App) scheduler.Runs) *lineFixture {
	t.Helper()
	app := apptest.New(t, apptest.Options{NoScheduler: true})
	f := &lineFixture{t: t, app: app, tok: app.Tenant(t, "acme", true, tenancy.RoleAdmin), fake: fakebackend.New(true), runs: runs(app)}
	s, err := scheduler.New(scheduler.Config{
		DB:           app.DB.Client,
		Runs:         f.runs,
		Backends:     scheduler.NewDispatcher(apptest.FakeLocal(f.fake), app.Vault),
		Ledger:       ledger.NewMemory(ledger.MemoryConfig{}),
		Secrets:      app.Vault,
		Events:       app.Events,
		PollInterval: time.Hour,
	})
	if err != nil {
		t.Fatal(err)
	}
	if err := s.Start(context.Background()); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(s.Stop)
	return f
}

// register registers a LOCAL runtime of 4 slots.
func (f *lineFixture) register(name string) {
	f.t.Helper()
	f.app.Grant(f.t, "acme", fmt.Sprintf(`{name: %q, kind: LOCAL, admission: {maxConcurrent: 4}}`, name))
}

// submit submits a run to runtime.
func (f *lineFixture) submit(runtime string) {
	f.t.Helper()
	f.app.Do(f.t, f.tok, fmt.Sprintf(`mutation { submitRun(input: {runtime: %q, harness: {name: "h", command: ["true"]}, case: {task: "t"}}) { id } }`, runtime), nil).
		Decode(f.t, &struct{}{})
}

// started waits for a run to be dispatched and lets it pass.
func (f *lineFixture) started() {
	f.t.Helper()
	select {
	case id := <-f.fake.Started():
		f.fake.Release(id, fakebackend.Pass())
	case <-time.After(30 * time.Second):
		f.t.Fatal("no run dispatched")
	}
}

// TestALineFoundEmptyIsNotReadAgainUntilARunIsQueuedOnIt: a drain reads a
// runtime's line only while it may hold runs. Runs go through runtime
// "busy" while runtime "idle" has none: its line is read once, then not
// again; a run queued on it is dispatched at once, not at the next poll
// (an hour here).
func TestALineFoundEmptyIsNotReadAgainUntilARunIsQueuedOnIt(t *testing.T) {
	t.Parallel()
	f := newLineFixture(t, func(app *apptest.App) scheduler.Runs { return &readLines{Runs: app.Runs} })
	f.register("busy")
	f.register("idle")
	runs := f.runs.(*readLines)
	idle := f.app.DB.RegisteredRuntime.Query().Where(registeredruntime.Name("idle")).OnlyIDX(tenancy.System(context.Background()))
	submit, started := f.submit, f.started
	// The first runs find the idle line empty.
	submit("busy")
	started()
	submit("busy")
	started()
	since := runs.count()
	for range 5 {
		submit("busy")
		started()
	}
	if n := runs.timesRead(idle, since); n != 0 {
		t.Errorf("the empty line of runtime idle was read %d times while runs went through busy, want 0", n)
	}
	since = runs.count()
	submit("idle")
	started()
	if n := runs.timesRead(idle, since); n == 0 {
		t.Error("a run was dispatched on runtime idle without its line being read")
	}
}

// TestARunOnARuntimeRegisteredAfterTheListOfLinesWasReadIsDispatchedAtOnce:
// a drain keeps its list of lines (every runtime version's runtime) across
// drains; a run queued for a version the list does not hold has it read
// again, so the run starts at once, not at the next poll (an hour here).
func TestARunOnARuntimeRegisteredAfterTheListOfLinesWasReadIsDispatchedAtOnce(t *testing.T) {
	t.Parallel()
	f := newLineFixture(t, func(app *apptest.App) scheduler.Runs { return app.Runs })
	f.register("first")
	register, submit, started := f.register, f.submit, f.started
	submit("first") // the drain reads its list of lines
	started()
	register("second")
	submit("second")
	started()
}

// readUnplaced counts the reads of the runs waiting to be placed.
type readUnplaced struct {
	scheduler.Runs
	mu    sync.Mutex
	reads int
}

func (r *readUnplaced) Unplaced(ctx context.Context, limit int, skip []int) ([]run.Run, error) {
	r.mu.Lock()
	r.reads++
	r.mu.Unlock()
	return r.Runs.Unplaced(ctx, limit, skip)
}

func (r *readUnplaced) count() int {
	r.mu.Lock()
	defer r.mu.Unlock()
	return r.reads
}

// TestTheUnplacedRunsAreReadOnlyWhenOneMayWait: a drain reads the runs
// submitted for several runtimes only when such a run was queued since a
// pass found none. Runs for one runtime cost no such read; a run for two is
// placed and dispatched at once, not at the next poll (an hour here).
func TestTheUnplacedRunsAreReadOnlyWhenOneMayWait(t *testing.T) {
	t.Parallel()
	f := newLineFixture(t, func(app *apptest.App) scheduler.Runs { return &readUnplaced{Runs: app.Runs} })
	f.register("a")
	f.register("b")
	runs := f.runs.(*readUnplaced)
	f.submit("a")
	f.started()
	since := runs.count()
	for range 5 {
		f.submit("a")
		f.started()
	}
	if n := runs.count() - since; n != 0 {
		t.Errorf("the unplaced runs were read %d times while runs for one runtime went through, want 0", n)
	}
	since = runs.count()
	f.submit("a,b")
	f.started()
	if n := runs.count() - since; n == 0 {
		t.Error("a run for two runtimes was dispatched without the unplaced runs being read")
	}
}
