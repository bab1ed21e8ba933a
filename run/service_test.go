package run_test

import (
	"context"
	"encoding/json"
	"fmt"
	"math"
	"strconv"
	"sync"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"
	"github.com/google/go-cmp/cmp/cmpopts"

	"github.com/everdict/everdict/domain"
	"github.com/everdict/everdict/ent"
	entrun "github.com/everdict/everdict/ent/run"
	"github.com/everdict/everdict/ent/tenant"
	"github.com/everdict/everdict/ent/webhookdelivery"
	"github.com/everdict/everdict/evalcase"
	"github.com/everdict/everdict/internal/apptest"
	"github.com/everdict/everdict/internal/fakebackend"
	"github.com/everdict/everdict/placement"
	"github.com/everdict/everdict/run"
	"github.com/everdict/everdict/tenancy"
)

// settledCounter counts Settled notifications per run and signals each.
type settledCounter struct {
	mu   sync.Mutex
	n    map[int]int
	each chan int
}

func (c *settledCounter) Settled(r run.Run) {
	c.mu.Lock()
	c.n[r.ID]++
	c.mu.Unlock()
	c.each <- r.ID
}

func (c *settledCounter) counts() map[int]int {
	c.mu.Lock()
	defer c.mu.Unlock()
	out := map[int]int{}
	for k, v := range c.n {
		out[k] = v
	}
	return out
}

// bundle is a control plane with one fake backend behind every LOCAL
// runtime, an operator, and a shared runtime "pool" with maxConcurrent 2.
type bundle struct {
	app     *apptest.App
	fake    *fakebackend.Backend
	settled *settledCounter
	op      string
}

func setup(t *testing.T, noScheduler bool) *bundle {
	t.Helper()
	fake := fakebackend.New(true)
	settled := &settledCounter{n: map[int]int{}, each: make(chan int, 4096)}
	app := apptest.New(t, apptest.Options{
		Backends:    apptest.FakeLocal(fake),
		Notifier:    settled,
		NoScheduler: noScheduler,
	})
	b := &bundle{app: app, fake: fake, settled: settled}
	b.op = app.Tenant(t, "platform", true, tenancy.RoleOperator)
	app.Do(t, b.op, `mutation { registerRuntime(input: {name: "pool", kind: LOCAL, shared: true, admission: {maxConcurrent: 2, maxSlotsPerTenant: 2}}) { version } }`, nil).Decode(t, &struct{}{})
	return b
}

const submit = `mutation($in: SubmitRunInput!) { submitRun(input: $in) { id status correlationId runtime runtimeVersion } }`

func input(runtimeRef string, mutate ...func(map[string]any)) map[string]any {
	in := map[string]any{
		"runtime": runtimeRef,
		"harness": map[string]any{"name": "claude", "version": "1.0", "command": []string{"sh", "-c", "true"}},
		"case":    map[string]any{"task": "fix the failing test"},
	}
	for _, m := range mutate {
		m(in)
	}
	return map[string]any{"in": in}
}

func TestFairDispatchThroughGraphQL(t *testing.T) {
	t.Parallel()
	b := setup(t, true)
	weights := map[string]int{"alpha": 1, "bravo": 2, "charlie": 4}
	tokens := map[string]string{}
	for slug, w := range weights {
		tokens[slug] = b.app.Tenant(t, slug, true, tenancy.RoleMember)
		b.app.Do(t, b.op, `mutation($t: String!, $w: Int!) { setTenantPolicy(input: {tenant: $t, weight: $w}) { weight } }`,
			map[string]any{"t": slug, "w": w}).Decode(t, &struct{}{})
	}
	tenantOf := map[string]string{}
	for i := range 20 {
		for _, slug := range []string{"alpha", "bravo", "charlie"} {
			var got struct {
				SubmitRun struct{ ID, Status, CorrelationID string }
			}
			b.app.Do(t, tokens[slug], submit, input("pool")).Decode(t, &got)
			if got.SubmitRun.Status != "QUEUED" {
				t.Fatalf("submit %d: status %s", i, got.SubmitRun.Status)
			}
			tenantOf[got.SubmitRun.CorrelationID] = slug
		}
	}
	if err := b.app.Scheduler.Start(context.Background()); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(b.app.Scheduler.Stop)

	var order []string
	deadline := time.After(60 * time.Second)
	for len(order) < 60 {
		select {
		case id := <-b.fake.Started():
			order = append(order, tenantOf[id])
			if !b.fake.Release(id, fakebackend.Pass()) {
				t.Fatalf("run %s was not held", id)
			}
		case <-deadline:
			t.Fatalf("only %d of 60 runs dispatched", len(order))
		}
	}
	waitSettled(t, b, 60)

	if got := b.fake.MaxInFlight(); got > 2 {
		t.Errorf("max in flight = %d, want at most 2 (maxConcurrent)", got)
	}
	// While every tenant is backlogged (the first 28 dispatches: four
	// rounds of 1+2+4), shares follow the weights within one dispatch.
	counts := map[string]int{}
	for _, slug := range order[:28] {
		counts[slug]++
	}
	for slug, w := range weights {
		want := 4 * w
		if d := counts[slug] - want; d < -1 || d > 1 {
			t.Errorf("%s dispatched %d of the first 28, want %d±1 (weight %d); order %v", slug, counts[slug], want, w, order[:28])
		}
	}
	for id, n := range b.settled.counts() {
		if n != 1 {
			t.Errorf("run %d settled %d times, want exactly once", id, n)
		}
	}
	var page struct {
		Runs struct{ TotalCount int }
	}
	b.app.Do(t, tokens["charlie"], `{ runs(first: 1, where: {status: SUCCEEDED}) { totalCount } }`, nil).Decode(t, &page)
	if page.Runs.TotalCount != 20 {
		t.Errorf("charlie sees %d succeeded runs, want its 20", page.Runs.TotalCount)
	}
}

// waitSettled waits for settle notifications until n distinct runs settled.
func waitSettled(t *testing.T, b *bundle, n int) {
	t.Helper()
	deadline := time.After(60 * time.Second)
	for len(b.settled.counts()) < n {
		select {
		case <-b.settled.each:
		case <-deadline:
			t.Fatalf("%d runs settled, want %d", len(b.settled.counts()), n)
		}
	}
}

func TestRefusedSubmitsLeaveNoRow(t *testing.T) {
	t.Parallel()
	b := setup(t, true) // nothing dispatches: queue depths are exact
	tok := b.app.Tenant(t, "acme", true, tenancy.RoleAdmin)
	sys := tenancy.System(context.Background())
	// A runtime with an archived version, a broke tenant, a tenant at its queue depth.
	b.app.Grant(t, "acme", `{name: "old", kind: LOCAL}`)
	b.app.Do(t, b.op, `mutation { archiveRuntimeVersion(name: "old", version: 1, tenant: "acme") { archived } }`, nil).Decode(t, &struct{}{})
	broke := b.app.Tenant(t, "broke", true, tenancy.RoleMember)
	b.app.Do(t, b.op, `mutation { setTenantPolicy(input: {tenant: "broke", budgetUsd: 0}) { budgetUsd } }`, nil).Decode(t, &struct{}{})
	full := b.app.Tenant(t, "full", true, tenancy.RoleMember)
	b.app.Do(t, b.op, `mutation { setTenantPolicy(input: {tenant: "full", maxQueueDepth: 1}) { maxQueueDepth } }`, nil).Decode(t, &struct{}{})
	b.app.Do(t, full, submit, input("pool")).Decode(t, &struct{}{}) // takes the one queue slot
	before := b.app.DB.Run.Query().CountX(sys)

	cases := map[string]struct {
		token string
		vars  map[string]any
		want  string
	}{
		"a submit without a runtime is bad input":                                  {tok, input(""), "BAD_USER_INPUT"},
		"a runtime that does not exist is not found":                               {tok, input("nowhere"), "NOT_FOUND"},
		"an archived runtime version is a conflict":                                {tok, input("old@1"), "CONFLICT"},
		"a case needing a capability the runtime lacks is bad":                     {tok, input("pool", func(in map[string]any) { in["case"].(map[string]any)["browser"] = true }), "BAD_USER_INPUT"},
		"a tenant over budget must pay":                                            {broke, input("pool"), "PAYMENT_REQUIRED"},
		"a tenant at its queue depth is rate limited":                              {full, input("pool"), "RATE_LIMITED"},
		"a case without a task is bad input":                                       {tok, input("pool", func(in map[string]any) { in["case"] = map[string]any{"task": ""} }), "BAD_USER_INPUT"},
		"a webhookUrl from a tenant with no webhook secret fails its precondition": {tok, input("pool", func(in map[string]any) { in["webhookUrl"] = "https://example.com/hook" }), "FAILED_PRECONDITION"},
		"a trigger that is not a short lowercase name is bad":                      {tok, input("pool", func(in map[string]any) { in["trigger"] = "Web UI/../x" }), "BAD_USER_INPUT"},
		"a cpu claim of 1e308 is bad input, not queued forever": {tok, input("pool", func(in map[string]any) {
			in["case"].(map[string]any)["resources"] = map[string]any{"cpu": 1e308}
		}), "BAD_USER_INPUT"},
	}
	for name, tc := range cases {
		t.Run(name, func(t *testing.T) {
			res := b.app.Do(t, tc.token, submit, tc.vars)
			if res.Code() != tc.want {
				t.Errorf("code = %q (%+v), want %s", res.Code(), res.Errors, tc.want)
			}
		})
	}
	if after := b.app.DB.Run.Query().CountX(sys); after != before {
		t.Errorf("runs = %d after refused submits, want %d: a refusal left a row", after, before)
	}
}

// TestConcurrentSubmitsOfOneTenantTakeOneFairTagEach: a submit moves its
// tenant's finish tag in one atomic statement, so concurrent submits of one
// tenant (weight 2: a step of CostDefault/2) start at consecutive steps
// from the virtual clock, none twice, and the tenant's finish is one step
// past the last.
func TestConcurrentSubmitsOfOneTenantTakeOneFairTagEach(t *testing.T) {
	t.Parallel()
	b := setup(t, true) // nothing dispatches: the virtual clock stays at 0
	tok := b.app.Tenant(t, "acme", true, tenancy.RoleMember)
	b.app.Do(t, b.op, `mutation { setTenantPolicy(input: {tenant: "acme", weight: 2}) { weight } }`, nil).Decode(t, &struct{}{})
	const n = 24
	var wg sync.WaitGroup
	for range n {
		wg.Go(func() { b.app.Do(t, tok, submit, input("pool")).Decode(t, &struct{}{}) })
	}
	wg.Wait()
	sys := tenancy.System(context.Background())
	acme := b.app.DB.Tenant.Query().Where(tenant.Slug("acme")).OnlyX(sys)
	tags := b.app.DB.Run.Query().Where(entrun.TenantID(acme.ID)).Order(ent.Asc(entrun.FieldFairTag)).Select(entrun.FieldFairTag).Float64sX(sys)
	step := placement.FairStep(2, placement.CostDefault)
	var want []float64
	for i := range n {
		want = append(want, float64(i)*step)
	}
	if diff := cmp.Diff(want, tags, cmpopts.EquateApprox(0, 1e-9)); diff != "" {
		t.Errorf("start tags (-want +got):\n%s", diff)
	}
	if got := acme.FairFinish; math.Abs(got-float64(n)*step) > 1e-9 {
		t.Errorf("fair finish = %v, want %v", got, float64(n)*step)
	}
}

// TestSubmitRecordsItsTrigger: the web app says where a run came from; an
// API client that says nothing is "api".
func TestSubmitRecordsItsTrigger(t *testing.T) {
	t.Parallel()
	b := setup(t, true)
	tok := b.app.Tenant(t, "acme", true, tenancy.RoleMember)
	q := `mutation($in: SubmitRunInput!) { submitRun(input: $in) { trigger case { id } } }`
	type out struct {
		SubmitRun struct {
			Trigger string
			Case    struct{ ID string }
		}
	}
	var web, api out
	b.app.Do(t, tok, q, input("pool", func(in map[string]any) { in["trigger"] = "web" })).Decode(t, &web)
	b.app.Do(t, tok, q, input("pool")).Decode(t, &api)
	got := []string{web.SubmitRun.Trigger, web.SubmitRun.Case.ID[:4], api.SubmitRun.Trigger, api.SubmitRun.Case.ID[:4]}
	if diff := cmp.Diff([]string{"web", "web-", "api", "api-"}, got); diff != "" {
		t.Errorf("trigger and case id prefix (-want +got):\n%s", diff)
	}
}

// TestSubmitTakesItsPriority: submitRun's priority (the API's enum) is the
// run's class; a submission that names none is INTERACTIVE.
func TestSubmitTakesItsPriority(t *testing.T) {
	t.Parallel()
	b := setup(t, true)
	tok := b.app.Tenant(t, "acme", true, tenancy.RoleMember)
	q := `mutation($in: SubmitRunInput!) { submitRun(input: $in) { priority } }`
	var batch, none struct{ SubmitRun struct{ Priority string } }
	b.app.Do(t, tok, q, input("pool", func(in map[string]any) { in["priority"] = "BATCH" })).Decode(t, &batch)
	b.app.Do(t, tok, q, input("pool")).Decode(t, &none)
	got := []string{batch.SubmitRun.Priority, none.SubmitRun.Priority}
	if diff := cmp.Diff([]string{"BATCH", "INTERACTIVE"}, got); diff != "" {
		t.Errorf("priorities (-want +got):\n%s", diff)
	}
}

// TestFinalizersRace settles one run from two goroutines at once, with
// different outcomes: exactly one wins, and the store holds the winner's.
func TestFinalizersRace(t *testing.T) {
	t.Parallel()
	b := setup(t, true) // no scheduler: the test is the only finalizer
	tok := b.app.Tenant(t, "acme", true, tenancy.RoleMember)
	admin := b.app.Tenant(t, "acme", true, tenancy.RoleAdmin)
	b.app.Do(t, admin, `mutation { rotateWebhookSecret }`, nil).Decode(t, &struct{}{})
	// Nothing listens there: the deliveries stay in the outbox.
	withHook := func(in map[string]any) { in["webhookUrl"] = "http://127.0.0.1:9/hook" }
	for i := range 10 {
		var got struct{ SubmitRun struct{ ID string } }
		b.app.Do(t, tok, submit, input("pool", withHook)).Decode(t, &got)
		var id int
		fmt.Sscan(got.SubmitRun.ID, &id)
		cost := 0.5
		res := evalcase.Result{Verdict: evalcase.VerdictPass, Graders: []evalcase.GraderResult{}, CostUSD: &cost}
		fail := run.Failure{Class: domain.FailureInfra, Code: "OOM_KILLED", Message: "killed"}
		var wg sync.WaitGroup
		won := make([]bool, 2)
		start := make(chan struct{})
		wg.Go(func() { <-start; won[0], _ = b.app.Runs.Settle(context.Background(), id, "", &res, nil) })
		wg.Go(func() { <-start; won[1], _ = b.app.Runs.Settle(context.Background(), id, "", nil, &fail) })
		close(start)
		wg.Wait()
		if won[0] == won[1] {
			t.Fatalf("round %d: winners %v, want exactly one", i, won)
		}
		r := b.app.DB.Run.GetX(tenancy.System(context.Background()), id)
		want := entrun.StatusFAILED
		if won[0] {
			want = entrun.StatusSUCCEEDED
		}
		if r.Status != want {
			t.Errorf("round %d: status %s, want the winner's %s", i, r.Status, want)
		}
		// The settle's transaction wrote exactly one delivery: the winner's.
		if diff := cmp.Diff([]string{string(want)}, queuedStatuses(t, b, id)); diff != "" {
			t.Errorf("round %d: outbox payload statuses (-want +got):\n%s", i, diff)
		}
	}
	tn := b.app.DB.Tenant.Query().AllX(tenancy.System(context.Background()))
	spent := map[string]float64{}
	for _, x := range tn {
		spent[x.Slug] = x.SpentUsd
	}
	wins := 0
	for _, r := range b.app.DB.Run.Query().Where(entrun.StatusEQ(entrun.StatusSUCCEEDED)).AllX(tenancy.System(context.Background())) {
		_ = r
		wins++
	}
	if diff := cmp.Diff(0.5*float64(wins), spent["acme"]); diff != "" {
		t.Errorf("acme spent (-want +got):\n%s", diff)
	}
}

// queuedStatuses are the run statuses in the payloads of run id's webhook
// deliveries.
func queuedStatuses(t *testing.T, b *bundle, id int) []string {
	t.Helper()
	rows := b.app.DB.WebhookDelivery.Query().Where(webhookdelivery.RunID(id)).AllX(tenancy.System(context.Background()))
	out := []string{}
	for _, r := range rows {
		var p run.Settlement
		if err := json.Unmarshal(r.Payload, &p); err != nil {
			t.Fatal(err)
		}
		if p.RunID != strconv.Itoa(id) || p.Event != run.EventSettled {
			t.Errorf("payload %+v is not run %d's settle", p, id)
		}
		out = append(out, p.Status)
	}
	return out
}

func TestACancelQueuesItsWebhookDeliveryAndARunWithoutAURLNone(t *testing.T) {
	t.Parallel()
	b := setup(t, true)
	admin := b.app.Tenant(t, "acme", true, tenancy.RoleAdmin)
	b.app.Do(t, admin, `mutation { rotateWebhookSecret }`, nil).Decode(t, &struct{}{})
	var hooked, plain struct{ SubmitRun struct{ ID string } }
	b.app.Do(t, admin, submit, input("pool", func(in map[string]any) { in["webhookUrl"] = "http://127.0.0.1:9/hook" })).Decode(t, &hooked)
	b.app.Do(t, admin, submit, input("pool")).Decode(t, &plain)
	for _, id := range []string{hooked.SubmitRun.ID, plain.SubmitRun.ID} {
		b.app.Do(t, admin, `mutation($id: ID!) { cancelRun(id: $id) { status } }`, map[string]any{"id": id}).Decode(t, &struct{}{})
	}
	hid, _ := strconv.Atoi(hooked.SubmitRun.ID)
	pid, _ := strconv.Atoi(plain.SubmitRun.ID)
	if diff := cmp.Diff([]string{"FAILED"}, queuedStatuses(t, b, hid)); diff != "" {
		t.Errorf("the canceled run's deliveries (-want +got):\n%s", diff)
	}
	if diff := cmp.Diff([]string{}, queuedStatuses(t, b, pid)); diff != "" {
		t.Errorf("a run without a webhookUrl queued deliveries (-want +got):\n%s", diff)
	}
}
