package scheduler_test

import (
	"context"
	"encoding/base64"
	"fmt"
	"net/url"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	entrun "github.com/everdict/everdict/ent/run"

	"github.com/google/go-cmp/cmp"

	"github.com/everdict/everdict/backends"
	entlog "github.com/everdict/everdict/ent/logline"
	"github.com/everdict/everdict/ent/secret"
	"github.com/everdict/everdict/ent/tenant"
	"github.com/everdict/everdict/evalcase"
	"github.com/everdict/everdict/internal/apptest"
	"github.com/everdict/everdict/internal/fakebackend"
	"github.com/everdict/everdict/ledger"
	"github.com/everdict/everdict/run"
	"github.com/everdict/everdict/runtime"
	"github.com/everdict/everdict/scheduler"
	"github.com/everdict/everdict/tenancy"
)

// settled signals each settled run's id and status.
type settled chan run.Run

func (s settled) Settled(r run.Run) { s <- r }

// bundle: an app whose LOCAL runtimes are one fake backend, a trusted admin
// tenant acme with runtime "pool" (maxConcurrent 2).
type bundle struct {
	app     *apptest.App
	fake    *fakebackend.Backend
	token   string
	settled settled
}

func setup(t *testing.T, noScheduler bool) *bundle {
	t.Helper()
	b := &bundle{fake: fakebackend.New(true), settled: make(settled, 256)}
	b.app = apptest.New(t, apptest.Options{
		Backends:    apptest.FakeLocal(b.fake),
		Notifier:    b.settled,
		NoScheduler: noScheduler,
	})
	b.token = b.app.Tenant(t, "acme", true, tenancy.RoleAdmin)
	b.app.Grant(t, "acme", `{name: "pool", kind: LOCAL, admission: {maxConcurrent: 2}}`)
	return b
}

func (b *bundle) submit(t *testing.T, env ...map[string]any) int {
	t.Helper()
	h := map[string]any{"name": "h", "command": []string{"true"}}
	if len(env) > 0 {
		h["env"] = env
	}
	var got struct{ SubmitRun struct{ ID string } }
	b.app.Do(t, b.token, `mutation($h: HarnessInput!) { submitRun(input: {runtime: "pool", harness: $h, case: {task: "t"}}) { id } }`,
		map[string]any{"h": h}).Decode(t, &got)
	var id int
	fmt.Sscan(got.SubmitRun.ID, &id)
	return id
}

func (b *bundle) waitSettled(t *testing.T) run.Run {
	t.Helper()
	select {
	case r := <-b.settled:
		return r
	case <-time.After(30 * time.Second):
		t.Fatal("no run settled")
		return run.Run{}
	}
}

func (b *bundle) waitStarted(t *testing.T) string {
	t.Helper()
	select {
	case id := <-b.fake.Started():
		return id
	case <-time.After(30 * time.Second):
		t.Fatal("no run dispatched")
		return ""
	}
}

func TestBootRecovery(t *testing.T) {
	t.Parallel()
	pass := evalcase.Result{Verdict: evalcase.VerdictPass, Graders: []evalcase.GraderResult{}}
	cases := map[string]struct {
		status      run.Status
		script      *fakebackend.AdoptScript
		wantStatus  string
		wantCode    string
		wantAttempt int
		redispatch  bool
	}{
		"a running run whose job is alive is adopted with its result": {
			status: run.Running, script: &fakebackend.AdoptScript{Outcome: backends.Adopted, Result: pass},
			wantStatus: "SUCCEEDED", wantAttempt: 1,
		},
		"a running run its backend never saw is re-dispatched as a new attempt": {
			status: run.Running, wantStatus: "SUCCEEDED", wantAttempt: 2, redispatch: true,
		},
		"a running run whose outcome is lost is interrupted": {
			status: run.Running, script: &fakebackend.AdoptScript{Outcome: backends.Unknown},
			wantStatus: "FAILED", wantCode: run.CodeInterrupted, wantAttempt: 1,
		},
		"a queued run its backend never saw is dispatched": {
			status: run.Queued, wantStatus: "SUCCEEDED", wantAttempt: 1, redispatch: true,
		},
		"an adopted job that failed settles its failure": {
			status: run.Running, script: &fakebackend.AdoptScript{Outcome: backends.Adopted, Err: fakebackend.Infra("OOM_KILLED").Err},
			wantStatus: "FAILED", wantCode: "OOM_KILLED", wantAttempt: 1,
		},
	}
	for name, tc := range cases {
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			b := setup(t, true)
			id := b.submit(t)
			sys := tenancy.System(context.Background())
			// The dead process left the run in tc.status, held under a
			// lease that has lapsed.
			b.app.DB.Run.UpdateOneID(id).SetStatus(entrun.Status(tc.status)).SetOwner("dead").
				SetLeaseExpiresAt(time.Now().Add(-time.Second)).ExecX(sys)
			if tc.script != nil {
				b.fake.ScriptAdopt(run.CorrelationID(run.Key{RunID: id}), *tc.script)
			}
			// A fresh scheduler stands for the restarted process; the first
			// one (never started) is the dead process's.
			restarted, err := scheduler.New(scheduler.Config{
				DB:   b.app.DB.Client,
				Runs: b.app.Runs,
				Backends: scheduler.NewDispatcher(map[runtime.Kind]scheduler.Factory{
					runtime.KindLocal: func(context.Context, scheduler.Target, map[string]string) (backends.Backend, error) {
						return b.fake, nil
					},
				}, b.app.Vault),
				Ledger:  ledger.NewMemory(ledger.MemoryConfig{}),
				Secrets: b.app.Vault,
			})
			if err != nil {
				t.Fatal(err)
			}
			if err := restarted.Start(context.Background()); err != nil {
				t.Fatal(err)
			}
			t.Cleanup(restarted.Stop)
			if tc.redispatch {
				got := b.waitStarted(t)
				b.fake.Release(got, fakebackend.Pass())
			}
			r := b.waitSettled(t)
			if string(r.Status) != tc.wantStatus || r.ErrorCode != tc.wantCode || r.Attempt != tc.wantAttempt {
				t.Errorf("settled %s/%q attempt %d, want %s/%q attempt %d", r.Status, r.ErrorCode, r.Attempt, tc.wantStatus, tc.wantCode, tc.wantAttempt)
			}
			if !tc.redispatch && len(b.fake.Order()) != 0 {
				t.Errorf("the run was dispatched %d times, want none (adopted or tombstoned)", len(b.fake.Order()))
			}
		})
	}
}

func TestCancel(t *testing.T) {
	t.Parallel()
	b := setup(t, false)
	running := b.submit(t)
	started := b.waitStarted(t)
	if started != run.CorrelationID(run.Key{RunID: running}) {
		t.Fatalf("dispatched %s, want %s", started, run.CorrelationID(run.Key{RunID: running}))
	}
	const cancel = `mutation($id: ID!) { cancelRun(id: $id) { status error { code class } } }`
	var got struct {
		CancelRun struct {
			Status string
			Error  struct{ Code, Class string }
		}
	}
	b.app.Do(t, b.token, cancel, map[string]any{"id": running}).Decode(t, &got)
	want := struct {
		Status string
		Error  struct{ Code, Class string }
	}{"FAILED", struct{ Code, Class string }{"CANCELED", "CANCELED"}}
	if diff := cmp.Diff(want, got.CancelRun); diff != "" {
		t.Errorf("cancel a running run (-want +got):\n%s", diff)
	}
	if r := b.waitSettled(t); r.ID != running || r.ErrorCode != run.CodeCanceled {
		t.Errorf("settled %d %s, want %d CANCELED", r.ID, r.ErrorCode, running)
	}
	// The dispatch's own late settle loses: the run stays CANCELED.
	if res := b.app.Do(t, b.token, cancel, map[string]any{"id": running}); res.Code() != "CONFLICT" {
		t.Errorf("canceling a settled run: %+v, want CONFLICT", res.Errors)
	}
	var again struct {
		Run struct{ Error struct{ Code string } }
	}
	b.app.Do(t, b.token, `query($id: ID!) { run(id: $id) { error { code } } }`, map[string]any{"id": running}).Decode(t, &again)
	if again.Run.Error.Code != "CANCELED" {
		t.Errorf("after the job stopped the run's code is %q, want CANCELED kept", again.Run.Error.Code)
	}
	other := b.app.Tenant(t, "globex", true, tenancy.RoleAdmin)
	if res := b.app.Do(t, other, cancel, map[string]any{"id": running}); res.Code() != "NOT_FOUND" {
		t.Errorf("another tenant canceling: %+v, want NOT_FOUND", res.Errors)
	}
}

func TestSecretsReachTheJobButNotTheRecord(t *testing.T) {
	t.Parallel()
	b := setup(t, false)
	b.app.Do(t, b.token, `mutation { setSecret(name: "openai-key", value: "sk-live-value-1234567890") { name } }`, nil).Decode(t, &struct{}{})
	id := b.submit(t, map[string]any{"name": "OPENAI_API_KEY", "secretRef": "openai-key"}, map[string]any{"name": "MODE", "value": "eval"})
	b.waitStarted(t)
	jobs := b.fake.Order()
	// The harness prints its secret, plainly and encoded, and reports it.
	const secret = "sk-live-value-1234567890"
	out := fakebackend.Pass()
	out.Result.Output = "done with " + secret
	out.Lines = []string{"key=" + secret, "b64=" + base64.StdEncoding.EncodeToString([]byte("u:"+secret)), "url=" + url.QueryEscape(secret)}
	b.fake.Release(jobs[0].RunID, out)
	b.waitSettled(t)
	sys := tenancy.System(context.Background())
	lines := b.app.DB.LogLine.Query().Where(entlog.RunID(id)).Order(entlog.BySeq()).Select(entlog.FieldText).StringsX(sys)
	wantLines := []string{"key=***", "b64=" + base64.StdEncoding.EncodeToString([]byte("u:" + secret))[:3] + "***", "url=***"}
	if diff := cmp.Diff(wantLines, lines); diff != "" {
		t.Errorf("stored log lines (-want +got):\n%s", diff)
	}
	if got := b.app.DB.Run.GetX(sys, id).Result.Output; got != "done with ***" {
		t.Errorf("result output = %q, want the secret masked", got)
	}
	want := []evalcase.EnvVar{{Name: "OPENAI_API_KEY", Value: "sk-live-value-1234567890"}, {Name: "MODE", Value: "eval"}}
	if diff := cmp.Diff(want, jobs[0].Harness.Env); diff != "" {
		t.Errorf("job env (-want +got):\n%s", diff)
	}
	r := b.app.DB.Run.GetX(tenancy.System(context.Background()), id)
	wantStored := []evalcase.EnvVar{{Name: "OPENAI_API_KEY", SecretRef: "openai-key"}, {Name: "MODE", Value: "eval"}}
	if diff := cmp.Diff(wantStored, r.Harness.Env); diff != "" {
		t.Errorf("persisted env (-want +got):\n%s", diff)
	}
	if b.app.Responses.Contains("sk-live") || b.app.Logs.Contains("sk-live") {
		t.Error("the secret value appeared in a response or a log line")
	}
}

func TestCircuitOpensOnInfraFailuresOnly(t *testing.T) {
	t.Parallel()
	b := setup(t, false)
	outcomes := []fakebackend.Outcome{
		{Err: backends.Errorf("AGENT", "HARNESS_FAILED", "agent crashed")}, // says nothing about the runtime
		fakebackend.Infra("NODE_LOST"), fakebackend.Infra("NODE_LOST"), fakebackend.Infra("NODE_LOST"),
	}
	for _, o := range outcomes {
		b.submit(t)
		b.fake.Release(b.waitStarted(t), o)
		b.waitSettled(t)
	}
	var q struct {
		Queue struct {
			Runtimes []struct {
				Runtime, Circuit string
				Slots, InFlight  int
			}
			Tenants []struct {
				Tenant          string
				Queued, Running int
			}
		}
	}
	b.submit(t) // held back by the open circuit
	b.app.Do(t, b.token, `{ queue { runtimes { runtime circuit slots inFlight } tenants { tenant queued running } } }`, nil).Decode(t, &q)
	if len(q.Queue.Runtimes) != 1 || q.Queue.Runtimes[0].Circuit != "OPEN" || q.Queue.Runtimes[0].Slots != 2 {
		t.Errorf("runtimes = %+v, want pool with an OPEN circuit and 2 slots", q.Queue.Runtimes)
	}
	if len(q.Queue.Tenants) != 1 || q.Queue.Tenants[0].Queued != 1 {
		t.Errorf("tenants = %+v, want acme with its run queued behind the open circuit", q.Queue.Tenants)
	}
	select {
	case id := <-b.fake.Started():
		t.Errorf("run %s dispatched through an open circuit", id)
	default:
	}
}

func TestShutdownDetachesRunningJobsAndKeepsTheirCapacity(t *testing.T) {
	t.Parallel()
	b := setup(t, true)
	id := b.submit(t)
	if err := b.app.Scheduler.Start(context.Background()); err != nil {
		t.Fatal(err)
	}
	b.waitStarted(t)
	b.app.Scheduler.Stop() // a graceful shutdown
	ctx := context.Background()
	r := b.app.DB.Run.GetX(tenancy.System(ctx), id)
	if run.Status(r.Status) != run.Running {
		t.Errorf("after shutdown the run is %s, want RUNNING (left for the next boot to adopt)", r.Status)
	}
	n, err := b.app.Ledger.TenantInFlight(ctx, "acme")
	if err != nil || n != 1 {
		t.Errorf("tenant in flight after shutdown = %d, %v; want the detached job's reservation kept", n, err)
	}
}

// TestTrustZoneIsEnforcedAtDispatch: an untrusted tenant's run reaches a
// backend only if that backend can isolate it, whatever its spec claims.
func TestTrustZoneIsEnforcedAtDispatch(t *testing.T) {
	t.Parallel()
	cases := map[string]struct {
		sandbox  bool
		wantCode string
	}{
		"a backend that can sandbox runs the untrusted tenant's job": {true, ""},
		"a backend that cannot sandbox refuses it before it runs":    {false, "UNTRUSTED_SHARED_KERNEL"},
	}
	for name, tc := range cases {
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			fake := fakebackend.New(tc.sandbox)
			fake.Auto = func(backends.Job) fakebackend.Outcome { return fakebackend.Pass() }
			done := make(settled, 4)
			app := apptest.New(t, apptest.Options{Backends: apptest.FakeLocal(fake), Notifier: done})
			tok := app.Tenant(t, "stranger", false, tenancy.RoleAdmin)
			// The spec claims hardening; only the backend knows.
			app.Grant(t, "stranger", `{name: "box", kind: LOCAL, local: {hardened: true}}`)
			app.Do(t, tok, `mutation { submitRun(input: {runtime: "box", harness: {name: "h", command: ["true"]}, case: {task: "t"}}) { id } }`, nil).Decode(t, &struct{}{})
			var r run.Run
			select {
			case r = <-done:
			case <-time.After(30 * time.Second):
				t.Fatal("the run did not settle")
			}
			if r.ErrorCode != tc.wantCode {
				t.Errorf("settled %s %q, want code %q", r.Status, r.ErrorCode, tc.wantCode)
			}
			jobs := fake.Order()
			if tc.wantCode != "" && len(jobs) != 0 {
				t.Errorf("the backend received %d jobs, want none", len(jobs))
			}
			if tc.wantCode == "" && (len(jobs) != 1 || !jobs[0].Zone.HardenedRequired) {
				t.Errorf("jobs = %+v, want one carrying a zone that requires hardening", jobs)
			}
		})
	}
}

// TestBudgetIsCheckedAtDispatch: a run queued while its tenant had budget
// waits once the budget is spent — another tenant's run queued behind it
// goes first — and starts when an OPERATOR raises the budget.
func TestBudgetIsCheckedAtDispatch(t *testing.T) {
	t.Parallel()
	b := setup(t, false)
	op := b.app.Tenant(t, "platform", true, tenancy.RoleOperator)
	globex := b.app.Tenant(t, "globex", true, tenancy.RoleAdmin)
	b.app.Do(t, op, `mutation { registerRuntime(input: {name: "solo", kind: LOCAL, shared: true, admission: {maxConcurrent: 1}}) { version } }`, nil).Decode(t, &struct{}{})
	b.app.Do(t, op, `mutation { setTenantPolicy(input: {tenant: "acme", budgetUsd: 1}) { budgetUsd } }`, nil).Decode(t, &struct{}{})
	submit := func(token string) string {
		var got struct{ SubmitRun struct{ ID string } }
		b.app.Do(t, token, `mutation { submitRun(input: {runtime: "solo", harness: {name: "h", command: ["true"]}, case: {task: "t"}}) { id } }`, nil).Decode(t, &got)
		var id int
		fmt.Sscan(got.SubmitRun.ID, &id)
		return run.CorrelationID(run.Key{RunID: id})
	}
	next := func(want string, why string) {
		t.Helper()
		if got := b.waitStarted(t); got != want {
			t.Fatalf("started %s, want %s (%s)", got, want, why)
		}
	}
	first := submit(b.token)
	waiting := submit(b.token) // queued while acme still has budget
	next(first, "acme's first run")
	spend := fakebackend.Pass()
	spend.Result.CostUSD = ptr(1.5) // the budget is spent
	b.fake.Release(first, spend)
	b.waitSettled(t)

	g1 := submit(globex)
	next(g1, "globex's first run goes before acme's by fair share anyway")
	b.fake.Release(g1, fakebackend.Pass())
	b.waitSettled(t)
	// globex's second run is behind acme's waiting one in fair order: it
	// starts first only because acme is over budget.
	g2 := submit(globex)
	next(g2, "acme's waiting run is over budget")
	b.app.Do(t, op, `mutation { setTenantPolicy(input: {tenant: "acme", budgetUsd: 10}) { budgetUsd } }`, nil).Decode(t, &struct{}{})
	b.fake.Release(g2, fakebackend.Pass())
	b.waitSettled(t)
	next(waiting, "the budget was raised")
	b.fake.Release(waiting, fakebackend.Pass())
	b.waitSettled(t)
}

func ptr[T any](v T) *T { return &v }

// TestHeldTimeIsBilledWhateverTheOutcome: a run that held a priced runtime
// and failed, or was canceled while running, costs its held time; one
// canceled before it was dispatched costs nothing.
func TestHeldTimeIsBilledWhateverTheOutcome(t *testing.T) {
	t.Parallel()
	b := setup(t, false)
	// $3.6M an hour is $1 a millisecond: any held time shows.
	b.app.Grant(t, "acme", `{name: "priced", kind: LOCAL, costPerHourUsd: 3600000, admission: {maxConcurrent: 1}}`)
	submit := func() string {
		var got struct{ SubmitRun struct{ ID string } }
		b.app.Do(t, b.token, `mutation { submitRun(input: {runtime: "priced", harness: {name: "h", command: ["true"]}, case: {task: "t"}}) { id } }`, nil).Decode(t, &got)
		return got.SubmitRun.ID
	}
	cost := func(id string) float64 {
		var got struct{ Run struct{ CostUsd float64 } }
		b.app.Do(t, b.token, `query($id: ID!) { run(id: $id) { costUsd } }`, map[string]any{"id": id}).Decode(t, &got)
		return got.Run.CostUsd
	}
	cancel := func(id string) {
		b.app.Do(t, b.token, `mutation($id: ID!) { cancelRun(id: $id) { status } }`, map[string]any{"id": id}).Decode(t, &struct{}{})
	}
	failed := submit()
	b.fake.Release(b.waitStarted(t), fakebackend.Infra("NODE_LOST"))
	b.waitSettled(t)
	running := submit()
	neverStarted := submit() // waits behind the running one
	b.waitStarted(t)
	cancel(neverStarted)
	cancel(running)
	for range 2 {
		b.waitSettled(t)
	}
	if c := cost(failed); c <= 0 {
		t.Errorf("a failed run that held the runtime costs %v, want its held time", c)
	}
	if c := cost(running); c <= 0 {
		t.Errorf("a run canceled while running costs %v, want its held time", c)
	}
	if c := cost(neverStarted); c != 0 {
		t.Errorf("a run canceled before dispatch costs %v, want nothing", c)
	}
}

// TestTrustIsResolvedPerDispatch: demoting a tenant reaches its runs already
// queued, and a case that asks for isolation runs sandboxed even for a
// trusted tenant.
func TestTrustIsResolvedPerDispatch(t *testing.T) {
	t.Parallel()
	b := setup(t, false)
	op := b.app.Tenant(t, "platform", true, tenancy.RoleOperator)
	held := []string{b.waitFor(t, b.submitCase(t, `{task: "t"}`)), b.waitFor(t, b.submitCase(t, `{task: "t"}`))}
	queued := run.CorrelationID(run.Key{RunID: b.submitCase(t, `{task: "t"}`)}) // waits: both slots are taken
	isolated := run.CorrelationID(run.Key{RunID: b.submitCase(t, `{task: "t", isolation: true}`)})
	b.app.Do(t, op, `mutation { setTenantPolicy(input: {tenant: "acme", trusted: false}) { trusted } }`, nil).Decode(t, &struct{}{})
	for _, id := range held {
		b.fake.Release(id, fakebackend.Pass())
	}
	zones := map[string]bool{}
	for range 2 {
		id := b.waitStarted(t)
		for _, j := range b.fake.Order() {
			if j.RunID == id {
				zones[id] = j.Zone.HardenedRequired && !j.Zone.Trusted
			}
		}
	}
	if !zones[queued] {
		t.Errorf("a run queued before its tenant was demoted ran without a required sandbox: %v", zones)
	}
	_ = isolated

	// A trusted tenant's isolated case runs sandboxed.
	b.app.Do(t, op, `mutation { setTenantPolicy(input: {tenant: "acme", trusted: true}) { trusted } }`, nil).Decode(t, &struct{}{})
	iso := run.CorrelationID(run.Key{RunID: b.submitCase(t, `{task: "t", isolation: true}`)})
	for _, id := range []string{queued, isolated} {
		b.fake.Release(id, fakebackend.Pass())
	}
	if got := b.waitStarted(t); got != iso {
		t.Fatalf("started %s, want %s", got, iso)
	}
	for _, j := range b.fake.Order() {
		if j.RunID == iso && (!j.Zone.HardenedRequired || !j.Zone.Trusted) {
			t.Errorf("a trusted tenant's isolated case got zone %+v, want trusted with a sandbox required", j.Zone)
		}
	}
}

// TestSubmitRefusesWhatCanNeverRun: a case larger than its runtime's whole
// envelope, and an isolated case on a host that cannot sandbox, are refused
// at submit, naming why.
func TestSubmitRefusesWhatCanNeverRun(t *testing.T) {
	t.Parallel()
	fake := fakebackend.New(false)
	app := apptest.New(t, apptest.Options{Backends: apptest.FakeLocal(fake), HostCapabilities: []string{"git"}})
	tok := app.Tenant(t, "acme", true, tenancy.RoleAdmin)
	app.Grant(t, "acme", `{name: "small", kind: LOCAL, admission: {memoryBudgetMb: 1024, cpuBudget: 2}}`)
	cases := map[string]struct{ c, want string }{
		"more memory than the whole envelope":     {`{task: "t", resources: {memoryMb: 2048}}`, "case.resources.memoryMb"},
		"more CPU than the whole envelope":        {`{task: "t", resources: {cpu: 4}}`, "case.resources.cpu"},
		"isolation on a host that cannot sandbox": {`{task: "t", isolation: true}`, "asks for isolation"},
	}
	for name, tc := range cases {
		res := app.Do(t, tok, `mutation { submitRun(input: {runtime: "small", harness: {name: "h", command: ["true"]}, case: `+tc.c+`}) { id } }`, nil)
		if res.Code() != "BAD_USER_INPUT" || len(res.Errors) == 0 || !strings.Contains(res.Errors[0].Message, tc.want) {
			t.Errorf("%s: %+v, want BAD_USER_INPUT naming %q", name, res.Errors, tc.want)
		}
	}
	if n := len(fake.Order()); n != 0 {
		t.Errorf("%d refused runs reached the backend", n)
	}
}

// submitCase submits a run of case c (GraphQL input syntax) to pool.
func (b *bundle) submitCase(t *testing.T, c string) int {
	t.Helper()
	var got struct{ SubmitRun struct{ ID string } }
	b.app.Do(t, b.token, `mutation { submitRun(input: {runtime: "pool", harness: {name: "h", command: ["true"]}, case: `+c+`}) { id } }`, nil).Decode(t, &got)
	var id int
	fmt.Sscan(got.SubmitRun.ID, &id)
	return id
}

// waitFor waits until run id's job starts and returns its correlation id.
func (b *bundle) waitFor(t *testing.T, id int) string {
	t.Helper()
	if got := b.waitStarted(t); got != run.CorrelationID(run.Key{RunID: id}) {
		t.Fatalf("started %s, want %s", got, run.CorrelationID(run.Key{RunID: id}))
	}
	return run.CorrelationID(run.Key{RunID: id})
}

func TestSubmitRefusesAMissingSecret(t *testing.T) {
	t.Parallel()
	b := setup(t, false)
	res := b.app.Do(t, b.token, `mutation { submitRun(input: {runtime: "pool", harness: {name: "h", command: ["true"],
		env: [{name: "KEY", secretRef: "no-such-secret"}]}, case: {task: "t"}}) { id } }`, nil)
	if res.Code() != "BAD_USER_INPUT" || len(res.Errors) == 0 || !strings.Contains(res.Errors[0].Message, "no-such-secret") {
		t.Errorf("submit naming a missing secret: %+v, want BAD_USER_INPUT naming it", res.Errors)
	}
	// A cluster credential never reaches a job: a harness env naming one is
	// refused like a missing secret.
	b.app.Do(t, b.token, `mutation { setSecret(name: "kube", value: "apiVersion: v1", purpose: CLUSTER) { purpose } }`, nil).Decode(t, &struct{}{})
	res = b.app.Do(t, b.token, `mutation { submitRun(input: {runtime: "pool", harness: {name: "h", command: ["true"],
		env: [{name: "KUBECONFIG_DATA", secretRef: "kube"}]}, case: {task: "t"}}) { id } }`, nil)
	if res.Code() != "BAD_USER_INPUT" || len(res.Errors) == 0 || !strings.Contains(res.Errors[0].Message, "kube") {
		t.Errorf("submit naming a CLUSTER secret in its env: %+v, want BAD_USER_INPUT naming it", res.Errors)
	}
	if n := b.app.DB.Run.Query().CountX(tenancy.System(context.Background())); n != 0 {
		t.Errorf("%d runs recorded, want none", n)
	}
}

// TestARunShowsWhatWasSubmitted: a run exposes its case and harness as
// recorded, with env names and secret names but never a value, and seed
// files by path only.
func TestARunShowsWhatWasSubmitted(t *testing.T) {
	t.Parallel()
	b := setup(t, true)
	b.app.Do(t, b.token, `mutation { setSecret(name: "api-key", value: "sk-do-not-show-9876") { name } }`, nil).Decode(t, &struct{}{})
	var sub struct{ SubmitRun struct{ ID string } }
	b.app.Do(t, b.token, `mutation { submitRun(input: {runtime: "pool", harness: {name: "agent", version: "1.2", command: ["run", "--fast"],
		env: [{name: "KEY", secretRef: "api-key"}, {name: "MODE", value: "plain-value-not-shown"}]},
		case: {id: "c1", task: "fix it", repo: {url: "https://example.com/r.git", ref: "main"}, files: [{path: "a.txt", content: "file-content-not-shown"}],
		isolation: true, timeoutSec: 60, resources: {memoryMb: 512, cpu: 1.5},
		graders: [{kind: TESTS_PASS, command: ["make", "test"]}, {kind: COST, max: 2}]}}) { id } }`, nil).Decode(t, &sub)
	var got struct {
		Run struct {
			Trigger string
			Case    map[string]any
			Harness map[string]any
		}
	}
	b.app.Do(t, b.token, `query($id: ID!) { run(id: $id) { trigger
		case { id task image repo { url ref } files { path } browser osUse isolation timeoutSec resources { memoryMb cpu } graders { kind command max } }
		harness { name version command image env { name secretRef } } } }`, map[string]any{"id": sub.SubmitRun.ID}).Decode(t, &got)
	wantCase := map[string]any{
		"id": "c1", "task": "fix it", "image": "", "repo": map[string]any{"url": "https://example.com/r.git", "ref": "main"},
		"files": []any{map[string]any{"path": "a.txt"}}, "browser": false, "osUse": false, "isolation": true, "timeoutSec": float64(60),
		"resources": map[string]any{"memoryMb": float64(512), "cpu": 1.5},
		"graders": []any{
			map[string]any{"kind": "TESTS_PASS", "command": []any{"make", "test"}, "max": nil},
			map[string]any{"kind": "COST", "command": nil, "max": float64(2)},
		},
	}
	if diff := cmp.Diff(wantCase, got.Run.Case); diff != "" {
		t.Errorf("case (-want +got):\n%s", diff)
	}
	wantHarness := map[string]any{"name": "agent", "version": "1.2", "command": []any{"run", "--fast"}, "image": "",
		"env": []any{map[string]any{"name": "KEY", "secretRef": "api-key"}, map[string]any{"name": "MODE", "secretRef": ""}}}
	if diff := cmp.Diff(wantHarness, got.Run.Harness); diff != "" {
		t.Errorf("harness (-want +got):\n%s", diff)
	}
	if got.Run.Trigger != "api" {
		t.Errorf("trigger = %q, want api", got.Run.Trigger)
	}
	for _, secret := range []string{"sk-do-not-show", "plain-value-not-shown", "file-content-not-shown"} {
		if b.app.Responses.Contains(secret) {
			t.Errorf("a response showed %q", secret)
		}
	}
}

// TestWaitingReason: a queued run says why it waits, as the admission rules
// decide now; a started run says nothing.
func TestWaitingReason(t *testing.T) {
	t.Parallel()
	reason := func(b *bundle, id int) map[string]any {
		t.Helper()
		var got struct {
			Run struct{ WaitingReason map[string]any }
		}
		b.app.Do(t, b.token, `query($id: ID!) { run(id: $id) { waitingReason { code message position } } }`, map[string]any{"id": id}).Decode(t, &got)
		return got.Run.WaitingReason
	}
	t.Run("a run nothing holds back waits for the runs ahead of it", func(t *testing.T) {
		t.Parallel()
		b := setup(t, true) // no pump: nothing starts
		b.submit(t)
		second := b.submit(t)
		if got := reason(b, second); got["code"] != "FAIR_SHARE" || got["position"] != float64(1) {
			t.Errorf("waitingReason = %v, want FAIR_SHARE at position 1", got)
		}
	})
	t.Run("full runtime, then quota, then budget", func(t *testing.T) {
		t.Parallel()
		b := setup(t, false)
		op := b.app.Tenant(t, "platform", true, tenancy.RoleOperator)
		running := b.submitCase(t, `{task: "t"}`)
		b.waitFor(t, running)
		b.waitFor(t, b.submitCase(t, `{task: "t"}`))
		queued := b.submitCase(t, `{task: "t"}`)
		if got := reason(b, queued); got["code"] != "CAPACITY" || !strings.Contains(fmt.Sprint(got["message"]), "slots") {
			t.Errorf("behind a full runtime: %v, want CAPACITY naming the slots", got)
		}
		b.app.Do(t, op, `mutation { setTenantPolicy(input: {tenant: "acme", maxConcurrent: 1}) { slug } }`, nil).Decode(t, &struct{}{})
		if got := reason(b, queued); got["code"] != "QUOTA" {
			t.Errorf("over its quota: %v, want QUOTA", got)
		}
		b.app.Do(t, op, `mutation { setTenantPolicy(input: {tenant: "acme", budgetUsd: 0}) { slug } }`, nil).Decode(t, &struct{}{})
		if got := reason(b, queued); got["code"] != "BUDGET" {
			t.Errorf("over its budget: %v, want BUDGET", got)
		}
		if got := reason(b, running); got != nil {
			t.Errorf("a running run's waitingReason = %v, want null", got)
		}
	})
}

// TestARotatedClusterCredentialGetsANewBackend: the dispatcher builds a
// runtime version's backend once, and again once a secret its spec names
// has been set anew.
func TestARotatedClusterCredentialGetsANewBackend(t *testing.T) {
	t.Parallel()
	b := setup(t, true)
	as := b.app.Viewer(t, b.token)
	if _, err := b.app.Vault.Set(as, "nomad-token", "first", secret.PurposeCLUSTER); err != nil {
		t.Fatal(err)
	}
	var seen []string
	d := scheduler.NewDispatcher(map[runtime.Kind]scheduler.Factory{
		runtime.KindNomad: func(_ context.Context, _ scheduler.Target, secrets map[string]string) (backends.Backend, error) {
			seen = append(seen, secrets["nomad-token"])
			return fakebackend.New(true), nil
		},
	}, b.app.Vault)
	v, _ := b.app.Auth.Authenticate(context.Background(), b.token)
	target := scheduler.Target{TenantID: v.TenantID, RuntimeID: 1, Name: "far", VersionID: 1, Version: 1,
		Spec: runtime.RuntimeSpec{Name: "far", Kind: runtime.KindNomad, Nomad: &runtime.NomadSpec{Addr: "https://nomad.example:4646", AuthSecret: "nomad-token"}}}
	for range 2 {
		if _, err := d.For(context.Background(), target); err != nil {
			t.Fatal(err)
		}
	}
	if _, err := b.app.Vault.Set(as, "nomad-token", "second", secret.PurposeCLUSTER); err != nil {
		t.Fatal(err)
	}
	if _, err := d.For(context.Background(), target); err != nil {
		t.Fatal(err)
	}
	if diff := cmp.Diff([]string{"first", "second"}, seen); diff != "" {
		t.Errorf("backends built with (-want +got):\n%s", diff)
	}
}

// TestBudgetsClearAndTurnMonthly: an OPERATOR clears a budget with null; a
// monthly budget counts only this month's spend, and the first run settled
// in a new month starts the spend afresh.
func TestBudgetsClearAndTurnMonthly(t *testing.T) {
	t.Parallel()
	b := setup(t, false)
	b.fake.Auto = func(backends.Job) fakebackend.Outcome {
		o := fakebackend.Pass()
		o.Result.CostUSD = ptr(0.5)
		return o
	}
	op := b.app.Tenant(t, "platform", true, tenancy.RoleOperator)
	policy := func(args string) map[string]any {
		var got struct{ SetTenantPolicy map[string]any }
		b.app.Do(t, op, `mutation { setTenantPolicy(input: {tenant: "acme", `+args+`}) { budgetUsd budgetPeriod spentUsd } }`, nil).Decode(t, &got)
		return got.SetTenantPolicy
	}
	submitCode := func() string {
		return b.app.Do(t, b.token, `mutation { submitRun(input: {runtime: "pool", harness: {name: "h", command: ["true"]}, case: {task: "t"}}) { id } }`, nil).Code()
	}
	policy(`budgetUsd: 0`)
	if code := submitCode(); code != "PAYMENT_REQUIRED" {
		t.Fatalf("submit with a budget of 0: %q, want PAYMENT_REQUIRED", code)
	}
	if got := policy(`budgetUsd: null`); got["budgetUsd"] != nil {
		t.Errorf("after budgetUsd: null the budget is %v, want none", got["budgetUsd"])
	}
	if code := submitCode(); code != "" {
		t.Fatalf("submit with no budget: %q, want it accepted", code)
	}
	b.waitSettled(t)

	// Last month acme spent $5 of a $1 monthly budget.
	sys := tenancy.System(context.Background())
	lastMonth := time.Now().UTC().AddDate(0, -1, 0)
	b.app.DB.Tenant.Update().Where(tenant.Slug("acme")).SetSpentUsd(5).SetSpendPeriodStart(lastMonth).ExecX(sys)
	policy(`budgetUsd: 1`)
	if code := submitCode(); code != "PAYMENT_REQUIRED" {
		t.Fatalf("over a budget with no period: %q, want PAYMENT_REQUIRED", code)
	}
	b.app.DB.Tenant.Update().Where(tenant.Slug("acme")).SetBudgetPeriod(tenant.BudgetPeriodMONTH).ExecX(sys)
	if code := submitCode(); code != "" {
		t.Fatalf("a new month under a monthly budget: %q, want the submit accepted", code)
	}
	b.waitSettled(t)
	if got := b.app.DB.Tenant.Query().Where(tenant.Slug("acme")).OnlyX(sys).SpentUsd; got != 0.5 {
		t.Errorf("spend after the first run of a new month = %v, want 0.5 (last month's $5 forgotten)", got)
	}
	if got := policy(`budgetPeriod: MONTH`); got["budgetPeriod"] != "MONTH" {
		t.Errorf("budgetPeriod = %v, want MONTH", got["budgetPeriod"])
	}
}

func TestTheQueueCountsTheSlotsOfLiveRunners(t *testing.T) {
	t.Parallel()
	b := setup(t, true)
	sys := tenancy.System(context.Background())
	acme := b.app.DB.Tenant.Query().Where(tenant.Slug("acme")).OnlyX(sys)
	live := b.app.DB.Runner.Create().SetTenantID(acme.ID).SetName("gpu-box").SetOwnerSubject("ada").SetSlots(3).SaveX(sys)
	b.app.DB.Runner.Create().SetTenantID(acme.ID).SetName("gone").SetOwnerSubject("ada").SetSlots(5).
		SetLastHeartbeatAt(time.Now().Add(-time.Hour)).SaveX(sys)
	other := b.app.Tenant(t, "globex", true, tenancy.RoleAdmin)
	globex := b.app.DB.Tenant.Query().Where(tenant.Slug("globex")).OnlyX(sys)
	b.app.DB.Runner.Create().SetTenantID(globex.ID).SetName("theirs").SetOwnerSubject("bob").SetSlots(7).SaveX(sys)
	id := b.submit(t)
	queued, err := b.app.Runs.Get(context.Background(), id)
	if err != nil {
		t.Fatal(err)
	}
	claim := []run.Claim{{ID: id, RuntimeVersionID: queued.RuntimeVersionID}}
	if got, err := b.app.Runs.ClaimAll(context.Background(), claim, run.RunnerOwner(live.ID), time.Minute); err != nil || len(got) != 1 {
		t.Fatalf("claim = %v, %v", got, err)
	}
	if _, err := b.app.Runs.Start(context.Background(), id, run.RunnerOwner(live.ID), false); err != nil {
		t.Fatal(err)
	}
	type load struct {
		Runtime         string
		Slots, InFlight int
	}
	read := func(token string) []load {
		var q struct{ Queue struct{ Runtimes []load } }
		b.app.Do(t, token, `{ queue { runtimes { runtime slots inFlight } } }`, nil).Decode(t, &q)
		return q.Queue.Runtimes
	}
	want := []load{{Runtime: "pool", Slots: 2}, {Runtime: fmt.Sprintf("self:%d", live.ID), Slots: 3, InFlight: 1}}
	if diff := cmp.Diff(want, read(b.token)); diff != "" {
		t.Errorf("acme's queue: its live runner counts, a silent one and another tenant's do not (-want +got):\n%s", diff)
	}
	for _, l := range read(other) {
		if l.Runtime == fmt.Sprintf("self:%d", live.ID) {
			t.Errorf("globex's queue shows acme's runner: %+v", l)
		}
	}
}

// staleRenew holds its first renewal's answer until resume is closed: a run
// claimed meanwhile is missing from it, as from any renewal whose read began
// before the claim committed.
type staleRenew struct {
	scheduler.Runs
	calls                int
	read, resume, second chan struct{}
}

// Renew is called by the one renewer goroutine, one call at a time.
func (s *staleRenew) Renew(ctx context.Context, owner string, ttl time.Duration) (map[int]run.Status, error) {
	s.calls++
	if s.calls == 2 {
		close(s.second) // the first renewal's answer has been acted on
	}
	held, err := s.Runs.Renew(ctx, owner, ttl)
	if s.calls == 1 {
		close(s.read)
		<-s.resume
	}
	return held, err
}

func TestARunClaimedWhileItsLeasesAreRenewedKeepsItsJob(t *testing.T) {
	t.Parallel()
	b := setup(t, true)
	runs := &staleRenew{Runs: b.app.Runs, read: make(chan struct{}), resume: make(chan struct{}), second: make(chan struct{})}
	counted := &countAdopts{Backend: b.fake}
	s, err := scheduler.New(scheduler.Config{
		DB:   b.app.DB.Client,
		Runs: runs,
		Backends: scheduler.NewDispatcher(map[runtime.Kind]scheduler.Factory{
			runtime.KindLocal: func(context.Context, scheduler.Target, map[string]string) (backends.Backend, error) {
				return counted, nil
			},
		}, b.app.Vault),
		Ledger:   ledger.NewMemory(ledger.MemoryConfig{}),
		Secrets:  b.app.Vault,
		LeaseTTL: 300 * time.Millisecond,
	})
	if err != nil {
		t.Fatal(err)
	}
	if err := s.Start(context.Background()); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(s.Stop)
	select {
	case <-runs.read:
	case <-time.After(30 * time.Second):
		t.Fatal("no renewal")
	}
	b.submit(t)
	job := b.waitStarted(t)
	close(runs.resume) // the renewal that read before the claim answers now
	select {
	case <-runs.second:
	case <-time.After(30 * time.Second):
		t.Fatal("no second renewal")
	}
	b.fake.Release(job, fakebackend.Pass())
	if r := b.waitSettled(t); r.Status != "SUCCEEDED" {
		t.Errorf("the run settled %s (%s), want SUCCEEDED", r.Status, r.ErrorCode)
	}
	// Had its job been let go as if its lease were lost, the replica would
	// have taken the run back and adopted the job.
	if n := counted.adopts.Load(); n != 0 {
		t.Errorf("the job was adopted %d times, want never: the replica let go of a run it held", n)
	}
}

// countAdopts counts a backend's Adopt calls.
type countAdopts struct {
	*fakebackend.Backend
	adopts atomic.Int32
}

func (c *countAdopts) Adopt(ctx context.Context, runID string, from int64, logs backends.LogSink) (backends.AdoptOutcome, evalcase.Result, error) {
	c.adopts.Add(1)
	return c.Backend.Adopt(ctx, runID, from, logs)
}
