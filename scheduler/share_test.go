package scheduler_test

import (
	"context"
	"fmt"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/everdict/everdict/backends"
	"github.com/everdict/everdict/evalcase"
	"github.com/everdict/everdict/internal/apptest"
	"github.com/everdict/everdict/internal/fakebackend"
	"github.com/everdict/everdict/internal/redistest"
	"github.com/everdict/everdict/ledger"
	"github.com/everdict/everdict/run"
	"github.com/everdict/everdict/scheduler"
	"github.com/everdict/everdict/tenancy"
)

// TestATenantTakesOnlyItsShareOfASharedRuntime: on the shared runtime
// (4 slots, so a default share of 2), one tenant's runs beyond its share
// wait with TENANT_SHARE while another tenant's run starts in a free slot;
// an OPERATOR's per-tenant policy replaces the share.
func TestATenantTakesOnlyItsShareOfASharedRuntime(t *testing.T) {
	t.Parallel()
	fake := fakebackend.New(true)
	app := apptest.New(t, apptest.Options{Backends: apptest.FakeLocal(fake)})
	op := app.Tenant(t, "platform", true, tenancy.RoleOperator)
	app.Do(t, op, `mutation { registerRuntime(input: {name: "shared", kind: LOCAL, shared: true, admission: {maxConcurrent: 4}}) { version } }`, nil).
		Decode(t, &struct{}{})
	hog := app.Tenant(t, "hog", true, tenancy.RoleMember)
	other := app.Tenant(t, "other", true, tenancy.RoleMember)
	submit := func(token string) int {
		t.Helper()
		var got struct{ SubmitRun struct{ ID string } }
		app.Do(t, token, `mutation { submitRun(input: {runtime: "shared", harness: {name: "h", command: ["sleep"]}, case: {task: "t"}}) { id } }`, nil).
			Decode(t, &got)
		var id int
		fmt.Sscan(got.SubmitRun.ID, &id)
		return id
	}
	b := &bundle{app: app, fake: fake}
	reason := func(id int) map[string]any {
		t.Helper()
		var got struct {
			Run struct{ WaitingReason map[string]any }
		}
		app.Do(t, hog, `query($id: ID!) { run(id: $id) { waitingReason { code message } } }`, map[string]any{"id": id}).Decode(t, &got)
		return got.Run.WaitingReason
	}

	var hogs []int
	for range 4 {
		hogs = append(hogs, submit(hog))
	}
	started := map[string]bool{b.waitStarted(t): true, b.waitStarted(t): true}
	if !started[run.CorrelationID(run.Key{RunID: hogs[0]})] || !started[run.CorrelationID(run.Key{RunID: hogs[1]})] {
		t.Fatalf("started %v, want the hog's first two runs", started)
	}
	// The hog's other two runs wait for its share, not for capacity: the
	// other tenant's run takes a free slot.
	b.waitFor(t, submit(other))
	for _, id := range hogs[2:] {
		got := reason(id)
		if got["code"] != "TENANT_SHARE" || !strings.Contains(fmt.Sprint(got["message"]), "2 of its 2 slots") {
			t.Errorf("the hog's run %d: waitingReason %v, want TENANT_SHARE naming its 2 slots", id, got)
		}
	}
	if running := fake.MaxInFlight(); running != 3 {
		t.Errorf("%d runs in flight, want 3 (the hog's 2 and the other's 1)", running)
	}

	// An OPERATOR gives the hog 3 slots on every shared runtime.
	app.Do(t, op, `mutation { setTenantPolicy(input: {tenant: "hog", maxSlotsPerRuntime: 3}) { maxSlotsPerRuntime } }`, nil).
		Decode(t, &struct{}{})
	app.Scheduler.Kick()
	b.waitFor(t, hogs[2])
	if got := reason(hogs[3]); got["code"] != "TENANT_SHARE" || !strings.Contains(fmt.Sprint(got["message"]), "3 of its 3 slots") {
		t.Errorf("the hog's last run: waitingReason %v, want TENANT_SHARE naming its 3 slots", got)
	}
}

// staleShares answers CountHeld as it stood before any run was claimed: the
// snapshot of a replica that planned at the same instant as every other.
type staleShares struct{ scheduler.Runs }

func (staleShares) CountHeld(context.Context, []int) ([]run.Held, error) { return nil, nil }

// tenantLoad counts each tenant's jobs running at once on a fake backend.
type tenantLoad struct {
	*fakebackend.Backend
	mu       sync.Mutex
	cur, max map[string]int
}

func (b *tenantLoad) Dispatch(ctx context.Context, job backends.Job, logs backends.LogSink) (evalcase.Result, error) {
	b.mu.Lock()
	b.cur[job.Tenant]++
	b.max[job.Tenant] = max(b.max[job.Tenant], b.cur[job.Tenant])
	b.mu.Unlock()
	defer func() {
		b.mu.Lock()
		b.cur[job.Tenant]--
		b.mu.Unlock()
	}()
	return b.Backend.Dispatch(ctx, job, logs)
}

func (b *tenantLoad) most(tenant string) int {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.max[tenant]
}

// TestATenantsShareHoldsAcrossReplicas: two scheduler replicas over one
// store and one Redis ledger, each planning from a count of held runs as
// stale as it can be (none), so each would admit all of a tenant's runs:
// the ledger reserves the share and the tenant never holds more than its
// 2 slots of the shared runtime, while another tenant's run takes a free
// one.
func TestATenantsShareHoldsAcrossReplicas(t *testing.T) {
	t.Parallel()
	app := apptest.New(t, apptest.Options{NoScheduler: true})
	op := app.Tenant(t, "platform", true, tenancy.RoleOperator)
	app.Do(t, op, `mutation { registerRuntime(input: {name: "shared", kind: LOCAL, shared: true, admission: {maxConcurrent: 4}}) { version } }`, nil).
		Decode(t, &struct{}{})
	hog := app.Tenant(t, "hog", true, tenancy.RoleMember)
	other := app.Tenant(t, "other", true, tenancy.RoleMember)
	fake := fakebackend.New(true)
	load := &tenantLoad{Backend: fake, cur: map[string]int{}, max: map[string]int{}}
	clients, prefix := redistest.Clients(t, 2)
	for i, c := range clients {
		l, err := ledger.NewRedis(ledger.RedisConfig{Client: c, Prefix: prefix})
		if err != nil {
			t.Fatal(err)
		}
		s, err := scheduler.New(scheduler.Config{
			DB:       app.DB.Client,
			Runs:     staleShares{app.Runs},
			Backends: scheduler.NewDispatcher(apptest.FakeLocal(load), app.Vault),
			Ledger:   l,
			Secrets:  app.Vault,
			Events:   app.Events,
			// A refused run is tried again soon, so every release
			// meets replicas still trying to start the tenant's
			// other runs.
			RetryInterval: 50 * time.Millisecond,
			ReplicaID:     fmt.Sprintf("replica-%d", i),
		})
		if err != nil {
			t.Fatal(err)
		}
		if err := s.Start(context.Background()); err != nil {
			t.Fatal(err)
		}
		t.Cleanup(s.Stop)
	}
	submit := func(token string) string {
		t.Helper()
		var got struct{ SubmitRun struct{ ID string } }
		app.Do(t, token, `mutation { submitRun(input: {runtime: "shared", harness: {name: "h", command: ["sleep"]}, case: {task: "t"}}) { id } }`, nil).
			Decode(t, &got)
		var id int
		fmt.Sscan(got.SubmitRun.ID, &id)
		return run.CorrelationID(run.Key{RunID: id})
	}
	started := func() string {
		t.Helper()
		select {
		case id := <-fake.Started():
			return id
		case <-time.After(30 * time.Second):
			t.Fatal("no run dispatched")
			return ""
		}
	}

	const runs = 5
	hogs := map[string]bool{}
	for range runs {
		hogs[submit(hog)] = true
	}
	startedHog := func() string {
		t.Helper()
		id := started()
		if !hogs[id] {
			t.Fatalf("%s started, want one of the hog's runs", id)
		}
		return id
	}
	running := []string{startedHog(), startedHog()} // the hog's jobs, oldest first
	// The hog holds its share: the other tenant's run, submitted after all
	// of the hog's, is the next to start.
	theirs := submit(other)
	if id := started(); id != theirs {
		t.Fatalf("%s started while the hog held its 2 slots, want the other tenant's %s", id, theirs)
	}
	// Each of the hog's runs that ends makes room for exactly one more.
	for n := 2; n < runs; n++ {
		fake.Release(running[0], fakebackend.Pass())
		running = append(running[1:], startedHog())
	}
	for _, id := range append(running, theirs) {
		fake.Release(id, fakebackend.Pass())
	}
	if got := load.most("hog"); got != 2 {
		t.Errorf("the hog held up to %d slots of the shared runtime at once, want its share of 2", got)
	}
}

// TestAShareOfTheWholeCapacityWaitsForCapacity: on a one-slot shared
// runtime the default share (half the slots, rounded up) is the whole
// runtime, and an OPERATOR's policy may give a tenant every slot of a
// larger one. A run behind such a share waits for CAPACITY: no other
// tenant's run could take a slot either, which TENANT_SHARE would claim.
func TestAShareOfTheWholeCapacityWaitsForCapacity(t *testing.T) {
	t.Parallel()
	fake := fakebackend.New(true)
	app := apptest.New(t, apptest.Options{Backends: apptest.FakeLocal(fake)})
	op := app.Tenant(t, "platform", true, tenancy.RoleOperator)
	app.Do(t, op, `mutation { registerRuntime(input: {name: "solo", kind: LOCAL, shared: true, admission: {maxConcurrent: 1}}) { version } }`, nil).
		Decode(t, &struct{}{})
	app.Do(t, op, `mutation { registerRuntime(input: {name: "pair", kind: LOCAL, shared: true, admission: {maxConcurrent: 2}}) { version } }`, nil).
		Decode(t, &struct{}{})
	hog := app.Tenant(t, "hog", true, tenancy.RoleMember)
	submit := func(runtime string) int {
		t.Helper()
		var got struct{ SubmitRun struct{ ID string } }
		app.Do(t, hog, `mutation($rt: String!) { submitRun(input: {runtime: $rt, harness: {name: "h", command: ["sleep"]}, case: {task: "t"}}) { id } }`,
			map[string]any{"rt": runtime}).Decode(t, &got)
		var id int
		fmt.Sscan(got.SubmitRun.ID, &id)
		return id
	}
	b := &bundle{app: app, fake: fake}
	type reason struct{ Code, Message string }
	reasonOf := func(id int) reason {
		t.Helper()
		var got struct {
			Run struct{ WaitingReason *reason }
		}
		app.Do(t, hog, `query($id: ID!) { run(id: $id) { waitingReason { code message } } }`, map[string]any{"id": id}).Decode(t, &got)
		if got.Run.WaitingReason == nil {
			return reason{}
		}
		return *got.Run.WaitingReason
	}

	b.waitFor(t, submit("solo"))
	if got := reasonOf(submit("solo")); got.Code != "CAPACITY" || !strings.Contains(got.Message, "all 1 slots in use") {
		t.Errorf("behind its default share of a one-slot shared runtime: %+v, want CAPACITY naming the slots", got)
	}
	app.Do(t, op, `mutation { setTenantPolicy(input: {tenant: "hog", maxSlotsPerRuntime: 2}) { maxSlotsPerRuntime } }`, nil).
		Decode(t, &struct{}{})
	b.waitFor(t, submit("pair"))
	b.waitFor(t, submit("pair"))
	if got := reasonOf(submit("pair")); got.Code != "CAPACITY" || !strings.Contains(got.Message, "all 2 slots in use") {
		t.Errorf("behind a policy share of every slot: %+v, want CAPACITY naming the slots", got)
	}
}
