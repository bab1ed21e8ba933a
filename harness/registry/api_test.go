package registry_test

import (
	"context"
	"log/slog"
	"os"
	"strconv"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/everdict/everdict/backends/local"
	"github.com/everdict/everdict/controlplane"
	"github.com/everdict/everdict/internal/apptest"
	"github.com/everdict/everdict/tenancy"
)

// TestMain lets the test binary serve as the LOCAL backend's supervisor.
func TestMain(m *testing.M) {
	local.MaybeRunSupervisor()
	os.Exit(m.Run())
}

const (
	register = `mutation($in: HarnessSpecInput!) { registerHarness(input: $in) { version digest tags archived spec { command env { name secretRef } } } }`
	submit   = `mutation($in: SubmitRunInput!) { submitRun(input: $in) { id status model modelSource harness { name version digest registered command } case { image resources { memoryMb cpu } } } }`
)

type version struct {
	Version  int
	Digest   string
	Tags     []string
	Archived bool
	Spec     struct {
		Command []string
		Env     []struct{ Name, SecretRef string }
	}
}

type runOut struct {
	ID          string
	Status      string
	Model       *string
	ModelSource *string
	Harness     struct {
		Name, Version, Digest string
		Registered            bool
		Command               []string
	}
	Case struct {
		Image     string
		Resources struct{ MemoryMb, Cpu float64 }
	}
}

func registerHarness(t *testing.T, app *apptest.App, tok string, in map[string]any) version {
	t.Helper()
	var got struct{ RegisterHarness version }
	app.Do(t, tok, register, map[string]any{"in": in}).Decode(t, &got)
	return got.RegisterHarness
}

func submitRun(t *testing.T, app *apptest.App, tok string, in map[string]any) runOut {
	t.Helper()
	var got struct{ SubmitRun runOut }
	app.Do(t, tok, submit, map[string]any{"in": in}).Decode(t, &got)
	return got.SubmitRun
}

// queuedApp is a control plane whose scheduler is stopped, so runs stay
// QUEUED, with tenant acme (ADMIN) holding a LOCAL runtime "pool".
func queuedApp(t *testing.T) (*apptest.App, string) {
	t.Helper()
	app := apptest.New(t, apptest.Options{NoScheduler: true})
	acme := app.Tenant(t, "acme", true, tenancy.RoleAdmin)
	app.Grant(t, "acme", `{name: "pool", kind: LOCAL, admission: {maxConcurrent: 4, memoryBudgetMb: 8192, cpuBudget: 4}}`)
	return app, acme
}

func TestRegisteringTwiceMakesTwoVersionsAndTheSameSpecAgainReturnsTheSecond(t *testing.T) {
	t.Parallel()
	app, acme := queuedApp(t)
	if _, err := app.Vault.Set(app.Viewer(t, acme), "api-key", "the-secret-value", "HARNESS"); err != nil {
		t.Fatal(err)
	}
	one := map[string]any{"name": "claude-code", "command": []string{"claude", "--model", "{{model}}"},
		"env": []map[string]any{{"name": "MODE", "value": "a-literal-never-shown"}, {"name": "KEY", "secretRef": "api-key"}}}
	two := map[string]any{"name": "claude-code", "command": []string{"claude", "--model", "{{model}}", "--fast"},
		"env": []map[string]any{{"name": "KEY", "secretRef": "api-key"}, {"name": "MODE", "value": "a-literal-never-shown"}}}
	v1 := registerHarness(t, app, acme, one)
	v2 := registerHarness(t, app, acme, two)
	again := registerHarness(t, app, acme, two)
	got := []int{v1.Version, v2.Version, again.Version}
	if diff := cmp.Diff([]int{1, 2, 2}, got); diff != "" {
		t.Errorf("versions (-want +got):\n%s", diff)
	}
	if v1.Digest == v2.Digest || again.Digest != v2.Digest || !strings.HasPrefix(v2.Digest, "sha256:") {
		t.Errorf("digests = %q, %q, %q: want two distinct, the third the second's", v1.Digest, v2.Digest, again.Digest)
	}
	wantEnv := []struct{ Name, SecretRef string }{{"KEY", "api-key"}, {"MODE", ""}}
	if diff := cmp.Diff(wantEnv, v2.Spec.Env); diff != "" {
		t.Errorf("env as shown (-want +got):\n%s", diff)
	}

	app.Do(t, acme, `mutation { setHarnessVersionTags(name: "claude-code", version: 1, tags: ["stable"]) { tags } }`, nil).Decode(t, &struct{}{})
	app.Do(t, acme, `mutation { archiveHarnessVersion(name: "claude-code", version: 2) { archived } }`, nil).Decode(t, &struct{}{})
	var read struct {
		Harness struct {
			Name     string
			Latest   struct{ Version int }
			Versions []struct {
				Version  int
				Tags     []string
				Archived bool
			}
		}
		Harnesses struct {
			Edges []struct{ Node struct{ Name string } }
		}
	}
	app.Do(t, acme, `{ harness(name: "claude-code") { name latest { version } versions { version tags archived } }
		harnesses(first: 10) { edges { node { name } } } }`, nil).Decode(t, &read)
	if read.Harness.Latest.Version != 1 || len(read.Harness.Versions) != 2 || !read.Harness.Versions[1].Archived ||
		!cmp.Equal(read.Harness.Versions[0].Tags, []string{"stable"}) || len(read.Harnesses.Edges) != 1 {
		t.Errorf("read back = %+v", read)
	}
	var trail struct {
		AuditEvents struct {
			Edges []struct {
				Node struct{ Action, Target string }
			}
		}
	}
	app.Do(t, acme, `{ auditEvents(first: 20) { edges { node { action target } } } }`, nil).Decode(t, &trail)
	var actions []string
	for _, e := range trail.AuditEvents.Edges {
		if e.Node.Target == "claude-code" {
			actions = append(actions, e.Node.Action)
		}
	}
	if diff := cmp.Diff([]string{"harness.archive", "harness.tags", "harness.version", "harness.register"}, actions); diff != "" {
		t.Errorf("audit trail, newest first (-want +got):\n%s", diff)
	}
	if app.Responses.Contains("a-literal-never-shown") || app.Responses.Contains("the-secret-value") {
		t.Error("a response holds an env value")
	}
}

func TestATagMovesWhileAQueuedRunKeepsItsVersion(t *testing.T) {
	t.Parallel()
	app, acme := queuedApp(t)
	v1 := registerHarness(t, app, acme, map[string]any{"name": "agent", "command": []string{"agent", "v1"}})
	v2 := registerHarness(t, app, acme, map[string]any{"name": "agent", "command": []string{"agent", "v2"}})
	app.Do(t, acme, `mutation { setHarnessVersionTags(name: "agent", version: 1, tags: ["stable"]) { tags } }`, nil).Decode(t, &struct{}{})
	in := map[string]any{"runtime": "pool", "harnessRef": "agent@stable", "case": map[string]any{"task": "t"}}
	queued := submitRun(t, app, acme, in)
	app.Do(t, acme, `mutation { setHarnessVersionTags(name: "agent", version: 2, tags: ["stable"]) { tags } }`, nil).Decode(t, &struct{}{})
	var again struct{ Run runOut }
	app.Do(t, acme, `query($id: ID!) { run(id: $id) { id status harness { name version digest registered command } } }`,
		map[string]any{"id": queued.ID}).Decode(t, &again)
	later := submitRun(t, app, acme, in)
	type h struct {
		Version, Digest string
		Registered      bool
		Command         []string
	}
	got := []h{{again.Run.Harness.Version, again.Run.Harness.Digest, again.Run.Harness.Registered, again.Run.Harness.Command},
		{later.Harness.Version, later.Harness.Digest, later.Harness.Registered, later.Harness.Command}}
	want := []h{{"1", v1.Digest, true, []string{"agent", "v1"}}, {"2", v2.Digest, true, []string{"agent", "v2"}}}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("the queued run, then a new one (-want +got):\n%s", diff)
	}
	if again.Run.Status != "QUEUED" {
		t.Errorf("the first run is %s, want QUEUED", again.Run.Status)
	}
}

func TestTheModelIsResolvedByPrecedenceAtEveryLevel(t *testing.T) {
	t.Parallel()
	app, acme := queuedApp(t)
	registerHarness(t, app, acme, map[string]any{"name": "with-default", "command": []string{"a", "--model={{model}}"},
		"model": map[string]any{"default": "h/default"}, "resources": map[string]any{"memoryMb": 1024, "cpu": 0.5}})
	registerHarness(t, app, acme, map[string]any{"name": "bare", "command": []string{"a", "--model={{model}}"}})
	app.Do(t, acme, `mutation { setTenantEvalSettings(input: {defaultModel: "t/default", judgeModel: "j/judge"}) { evalSettings { defaultModel judgeModel } } }`, nil).Decode(t, &struct{}{})
	var settings struct {
		Viewer struct {
			Tenant struct {
				EvalSettings struct{ DefaultModel, JudgeModel string }
			}
		}
	}
	app.Do(t, acme, `{ viewer { tenant { evalSettings { defaultModel judgeModel } } } }`, nil).Decode(t, &settings)
	if diff := cmp.Diff(struct{ DefaultModel, JudgeModel string }{"t/default", "j/judge"}, settings.Viewer.Tenant.EvalSettings); diff != "" {
		t.Errorf("eval settings (-want +got):\n%s", diff)
	}

	type resolved struct{ Model, Source, Arg string }
	of := func(r runOut) resolved {
		return resolved{deref(r.Model), deref(r.ModelSource), r.Harness.Command[len(r.Harness.Command)-1]}
	}
	caseIn := map[string]any{"task": "t"}
	run := submitRun(t, app, acme, map[string]any{"runtime": "pool", "harnessRef": "with-default", "model": "r/run", "case": caseIn})
	harnessLevel := submitRun(t, app, acme, map[string]any{"runtime": "pool", "harnessRef": "with-default", "case": caseIn})
	tenantLevel := submitRun(t, app, acme, map[string]any{"runtime": "pool", "harnessRef": "bare", "case": caseIn})
	inline := submitRun(t, app, acme, map[string]any{"runtime": "pool", "harness": map[string]any{"name": "one-off", "command": []string{"a", "{{model.name}}"}}, "case": caseIn})
	got := []resolved{of(run), of(harnessLevel), of(tenantLevel), of(inline)}
	var sc struct {
		SubmitScorecard struct{ ID string }
	}
	app.Do(t, acme, `mutation($in: SubmitScorecardInput!) { submitScorecard(input: $in) { id } }`, map[string]any{"in": map[string]any{
		"name": "sweep", "runtime": "pool", "harnessRef": "with-default", "models": []string{"s/card"},
		"cases": []map[string]any{{"id": "c1", "task": "t"}},
	}}).Decode(t, &sc)
	var kids struct {
		Runs struct {
			Edges []struct{ Node runOut }
		}
	}
	app.Do(t, acme, `query($sc: Int!) { runs(first: 10, where: {scorecardID: $sc}) { edges { node { model modelSource harness { command } } } } }`,
		map[string]any{"sc": atoi(t, sc.SubmitScorecard.ID)}).Decode(t, &kids)
	for _, e := range kids.Runs.Edges {
		got = append(got, of(e.Node))
	}
	want := []resolved{
		{"r/run", "RUN", "--model=r/run"},
		{"h/default", "HARNESS", "--model=h/default"},
		{"t/default", "TENANT", "--model=t/default"},
		{"t/default", "TENANT", "default"},
		{"s/card", "SCORECARD", "--model=s/card"},
	}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("model, source and substituted argument per level (-want +got):\n%s", diff)
	}
	if diff := cmp.Diff(struct{ MemoryMb, Cpu float64 }{1024, 0.5}, harnessLevel.Case.Resources); diff != "" {
		t.Errorf("a run of a harness declaring resources claims (-want +got):\n%s", diff)
	}
	caseRes := submitRun(t, app, acme, map[string]any{"runtime": "pool", "harnessRef": "with-default",
		"case": map[string]any{"task": "t", "resources": map[string]any{"memoryMb": 512}}})
	if diff := cmp.Diff(struct{ MemoryMb, Cpu float64 }{512, 0.5}, caseRes.Case.Resources); diff != "" {
		t.Errorf("a case's resources override the harness's (-want +got):\n%s", diff)
	}
}

func TestARequiredModelMissingIsRefused(t *testing.T) {
	t.Parallel()
	app, acme := queuedApp(t)
	registerHarness(t, app, acme, map[string]any{"name": "needs-model", "command": []string{"a"}, "model": map[string]any{"required": true}})
	res := app.Do(t, acme, submit, map[string]any{"in": map[string]any{"runtime": "pool", "harnessRef": "needs-model", "case": map[string]any{"task": "t"}}})
	if got := errorOf(res); got != (refusal{"BAD_USER_INPUT", "model"}) {
		t.Errorf("refusal = %+v, want BAD_USER_INPUT on model", got)
	}
	if n := app.DB.Run.Query().CountX(tenancy.System(context.Background())); n != 0 {
		t.Errorf("%d runs written, want none", n)
	}
	ok := submitRun(t, app, acme, map[string]any{"runtime": "pool", "harnessRef": "needs-model", "model": "p/m", "case": map[string]any{"task": "t"}})
	if deref(ok.Model) != "p/m" {
		t.Errorf("with a model: %+v", ok)
	}
}

func TestAnotherTenantsHarnessIsNotFound(t *testing.T) {
	t.Parallel()
	app, acme := queuedApp(t)
	globex := app.Tenant(t, "globex", true, tenancy.RoleAdmin)
	app.Grant(t, "globex", `{name: "pool", kind: LOCAL}`)
	registerHarness(t, app, acme, map[string]any{"name": "private", "command": []string{"a"}})
	res := app.Do(t, globex, submit, map[string]any{"in": map[string]any{"runtime": "pool", "harnessRef": "private", "case": map[string]any{"task": "t"}}})
	if got := errorOf(res); got != (refusal{"NOT_FOUND", "harnessRef"}) {
		t.Errorf("submit: refusal = %+v, want NOT_FOUND on harnessRef", got)
	}
	missing := app.Do(t, globex, submit, map[string]any{"in": map[string]any{"runtime": "pool", "harnessRef": "never-registered", "case": map[string]any{"task": "t"}}})
	if res.Code() != missing.Code() {
		t.Errorf("another tenant's harness is %s, a missing one %s: want the same", res.Code(), missing.Code())
	}
	var read struct {
		Harnesses struct{ Edges []struct{} }
	}
	app.Do(t, globex, `{ harnesses(first: 10) { edges { node { name } } } }`, nil).Decode(t, &read)
	if len(read.Harnesses.Edges) != 0 {
		t.Errorf("globex lists %d harnesses, want none", len(read.Harnesses.Edges))
	}
	if got := errorOf(app.Do(t, globex, `{ harness(name: "private") { name } }`, nil)); got.Code != "NOT_FOUND" {
		t.Errorf("harness(name) from another tenant: %+v, want NOT_FOUND", got)
	}
}

func TestEveryBadInputIsRefusedNamingItsFieldAndWritesNothing(t *testing.T) {
	t.Parallel()
	app, acme := queuedApp(t)
	registerHarness(t, app, acme, map[string]any{"name": "old", "command": []string{"a"}})
	app.Do(t, acme, `mutation { archiveHarnessVersion(name: "old", version: 1) { archived } }`, nil).Decode(t, &struct{}{})
	registerHarness(t, app, acme, map[string]any{"name": "good", "command": []string{"a"}})
	const scorecard = `mutation($in: SubmitScorecardInput!) { submitScorecard(input: $in) { id } }`
	manyModels := make([]string, 21)
	for i := range manyModels {
		manyModels[i] = "p/m" + strings.Repeat("x", i+1)
	}
	caseIn := map[string]any{"task": "t"}
	for name, tc := range map[string]struct {
		query string
		in    map[string]any
		want  refusal
	}{
		"an empty command": {register, map[string]any{"name": "empty", "command": []string{}}, refusal{"BAD_USER_INPUT", "command"}},
		"an unknown placeholder": {register, map[string]any{"name": "typo", "command": []string{"a", "{{modle}}"}},
			refusal{"BAD_USER_INPUT", "command[1]"}},
		"an unknown harness":  {submit, map[string]any{"runtime": "pool", "harnessRef": "nope", "case": caseIn}, refusal{"NOT_FOUND", "harnessRef"}},
		"an archived harness": {submit, map[string]any{"runtime": "pool", "harnessRef": "old@1", "case": caseIn}, refusal{"BAD_USER_INPUT", "harnessRef"}},
		"an unknown tag":      {submit, map[string]any{"runtime": "pool", "harnessRef": "good@nightly", "case": caseIn}, refusal{"NOT_FOUND", "harnessRef"}},
		"harnessRef and harness": {submit, map[string]any{"runtime": "pool", "harnessRef": "good", "harness": map[string]any{"name": "x", "command": []string{"a"}}, "case": caseIn},
			refusal{"BAD_USER_INPUT", "harnessRef"}},
		"neither harnessRef nor harness": {submit, map[string]any{"runtime": "pool", "case": caseIn}, refusal{"BAD_USER_INPUT", "harnessRef"}},
		"a model with whitespace":        {submit, map[string]any{"runtime": "pool", "harnessRef": "good", "model": "p/a b", "case": caseIn}, refusal{"BAD_USER_INPUT", "model"}},
		"a model over 200 characters": {submit, map[string]any{"runtime": "pool", "harnessRef": "good", "model": "p/" + strings.Repeat("m", 199), "case": caseIn},
			refusal{"BAD_USER_INPUT", "model"}},
		"more than 20 models": {scorecard, map[string]any{"name": "s", "runtime": "pool", "harnessRef": "good", "models": manyModels,
			"cases": []map[string]any{{"id": "c", "task": "t"}}}, refusal{"BAD_USER_INPUT", "models"}},
		"a sweep model with whitespace": {scorecard, map[string]any{"name": "s", "runtime": "pool", "harnessRef": "good", "models": []string{"p/a b"},
			"cases": []map[string]any{{"id": "c", "task": "t"}}}, refusal{"BAD_USER_INPUT", "models[0]"}},
	} {
		t.Run(name, func(t *testing.T) {
			if got := errorOf(app.Do(t, acme, tc.query, map[string]any{"in": tc.in})); got != tc.want {
				t.Errorf("refusal = %+v, want %+v", got, tc.want)
			}
		})
	}
	sys := tenancy.System(context.Background())
	if runs, scs, vers := app.DB.Run.Query().CountX(sys), app.DB.Scorecard.Query().CountX(sys), app.DB.HarnessVersion.Query().CountX(sys); runs+scs != 0 || vers != 2 {
		t.Errorf("written: %d runs, %d scorecards, %d harness versions; want 0, 0, 2", runs, scs, vers)
	}
}

// TestTheModelReachesTheProcessAsOneArgumentOnLocal runs a registered
// harness for real on the shared LOCAL runtime: the model, with quotes,
// $, ; and backslashes, reaches the process as exactly one argument, and
// as EVERDICT_MODEL.
func TestTheModelReachesTheProcessAsOneArgumentOnLocal(t *testing.T) {
	t.Parallel()
	app := apptest.New(t, apptest.Options{
		Backends: controlplane.DefaultBackends(t.TempDir(), controlplane.LocalHost{}, []byte("the tests' wire key, 32 bytes"), slog.New(slog.DiscardHandler)),
	})
	tok, err := app.Bootstrap(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	const model = `we"ird/mo'del;$HOME\n\\x$(id)`
	registerHarness(t, app, tok, map[string]any{"name": "echo", "command": []string{"/bin/sh", "-c",
		`printf 'argc=%s\n' "$#"; for a in "$@"; do printf 'arg=[%s]\n' "$a"; done; printf 'env=[%s]\n' "$EVERDICT_MODEL"`,
		"sh", "--model={{model}}", "{{model.provider}}", "{{model.name}}"}})
	r := submitRun(t, app, tok, map[string]any{"runtime": "local", "harnessRef": "echo", "model": model, "case": map[string]any{"task": "echo the model"}})
	s := app.Subscribe(t, tok, `subscription($id: ID!) { runUpdated(id: $id) { status } }`, map[string]any{"id": r.ID})
	for {
		var got struct{ RunUpdated struct{ Status string } }
		s.Next().Decode(t, &got)
		if st := got.RunUpdated.Status; st == "SUCCEEDED" || st == "FAILED" {
			break
		}
	}
	var out struct {
		Run struct {
			Status string
			Result struct{ Verdict string }
			Logs   []struct{ Stream, Text string }
		}
	}
	app.Do(t, tok, `query($id: ID!) { run(id: $id) { status result { verdict } logs(first: 100) { stream text } } }`, map[string]any{"id": r.ID}).Decode(t, &out)
	var lines []string
	for _, l := range out.Run.Logs {
		if l.Stream == "stdout" {
			lines = append(lines, l.Text)
		}
	}
	want := []string{"argc=3", "arg=[--model=" + model + "]", `arg=[we"ird]`, `arg=[mo'del;$HOME\n\\x$(id)]`, "env=[" + model + "]"}
	if diff := cmp.Diff(want, lines); diff != "" {
		t.Errorf("what the process saw (-want +got):\n%s", diff)
	}
	if out.Run.Status != "SUCCEEDED" || out.Run.Result.Verdict != "PASS" {
		t.Errorf("run %s/%s, want SUCCEEDED/PASS", out.Run.Status, out.Run.Result.Verdict)
	}
}

// TestAThreeModelSweepOfFourCasesRunsTwelveChildrenOnLocal sweeps three
// models over four cases on the real LOCAL runtime: twelve ordinary
// children, an aggregate per model, and two models compared case by case.
func TestAThreeModelSweepOfFourCasesRunsTwelveChildrenOnLocal(t *testing.T) {
	t.Parallel()
	app := apptest.New(t, apptest.Options{
		Backends: controlplane.DefaultBackends(t.TempDir(), controlplane.LocalHost{}, []byte("the tests' wire key, 32 bytes"), slog.New(slog.DiscardHandler)),
	})
	tok, err := app.Bootstrap(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	// Only model a/good passes.
	registerHarness(t, app, tok, map[string]any{"name": "picky", "command": []string{"/bin/sh", "-c", `test "$1" = good`, "sh", "{{model.name}}"}})
	models := []string{"a/good", "b/bad", "c/bad"}
	cases := []map[string]any{}
	for _, id := range []string{"one", "two", "three", "four"} {
		cases = append(cases, map[string]any{"id": id, "task": "t"})
	}
	var sc struct{ SubmitScorecard struct{ ID string } }
	app.Do(t, tok, `mutation($in: SubmitScorecardInput!) { submitScorecard(input: $in) { id } }`, map[string]any{"in": map[string]any{
		"name": "sweep", "runtime": "local", "harnessRef": "picky", "models": models, "cases": cases,
	}}).Decode(t, &sc)
	s := app.Subscribe(t, tok, `subscription($id: ID!) { scorecardUpdated(id: $id) { status } }`, map[string]any{"id": sc.SubmitScorecard.ID})
	for {
		var got struct{ ScorecardUpdated struct{ Status string } }
		s.Next().Decode(t, &got)
		if got.ScorecardUpdated.Status == "SUCCEEDED" {
			break
		}
	}
	type breakdown struct {
		Model                 string
		Cases, Passed, Failed int
		PassRate              float64
	}
	var read struct {
		Scorecard struct {
			Models    []string
			Aggregate struct {
				Cases  int
				Models []breakdown
			}
		}
		CompareScorecards struct {
			Paired    int
			Regressed []string
		}
		Runs struct{ TotalCount int }
	}
	app.Do(t, tok, `query($id: ID!, $sc: Int!) { scorecard(id: $id) { models aggregate { cases models { model cases passed failed passRate } } }
		compareScorecards(a: $id, b: $id, modelA: "a/good", modelB: "b/bad") { paired regressed }
		runs(first: 100, where: {scorecardID: $sc}) { totalCount } }`, map[string]any{"id": sc.SubmitScorecard.ID, "sc": atoi(t, sc.SubmitScorecard.ID)}).Decode(t, &read)
	want := []breakdown{{"a/good", 4, 4, 0, 1}, {"b/bad", 4, 0, 4, 0}, {"c/bad", 4, 0, 4, 0}}
	if diff := cmp.Diff(want, read.Scorecard.Aggregate.Models); diff != "" {
		t.Errorf("per-model aggregate (-want +got):\n%s", diff)
	}
	if read.Runs.TotalCount != 12 || read.Scorecard.Aggregate.Cases != 12 || !cmp.Equal(read.Scorecard.Models, models) {
		t.Errorf("children %d, cases %d, models %v; want 12, 12, %v", read.Runs.TotalCount, read.Scorecard.Aggregate.Cases, read.Scorecard.Models, models)
	}
	if diff := cmp.Diff([]string{"four", "one", "three", "two"}, read.CompareScorecards.Regressed); diff != "" || read.CompareScorecards.Paired != 4 {
		t.Errorf("a/good against b/bad: paired %d, regressed (-want +got):\n%s", read.CompareScorecards.Paired, diff)
	}
}

type refusal struct{ Code, Field string }

func errorOf(r apptest.Response) refusal {
	if len(r.Errors) == 0 {
		return refusal{}
	}
	f, _ := r.Errors[0].Extensions["field"].(string)
	return refusal{r.Code(), f}
}

func deref(p *string) string {
	if p == nil {
		return ""
	}
	return *p
}

func atoi(t *testing.T, s string) int {
	t.Helper()
	n, err := strconv.Atoi(s)
	if err != nil {
		t.Fatal(err)
	}
	return n
}
