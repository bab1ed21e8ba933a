package controlplane_test

import (
	"context"
	"log/slog"
	"os"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"

	"github.com/everdict/everdict/backends"
	"github.com/everdict/everdict/controlplane"
	"github.com/everdict/everdict/errcode"
	"github.com/everdict/everdict/evalcase"
	"github.com/everdict/everdict/grading"
	"github.com/everdict/everdict/internal/apptest"
	"github.com/everdict/everdict/judge"
	"github.com/everdict/everdict/run"
	"github.com/everdict/everdict/runtime"
	"github.com/everdict/everdict/scheduler"
	"github.com/everdict/everdict/tenancy"
)

// rubricJudge is the judge engine's port as a test double: it grades an
// answer by the rubric's word — "contains:X" passes an answer holding X
// and fails any other; "outage" cannot grade (the provider is down) —
// and bills 0.01 USD a call. Only provider "p" exists.
type rubricJudge struct {
	mu       sync.Mutex
	evidence []judge.Evidence
}

func (j *rubricJudge) Validate(_ context.Context, _, model string) error {
	if !strings.HasPrefix(model, "p/") {
		return errcode.New(errcode.BadUserInput, "model %q names no provider of this tenant", model)
	}
	return nil
}

func (j *rubricJudge) Grade(ctx context.Context, req judge.Request) (evalcase.GraderResult, error) {
	if err := ctx.Err(); err != nil {
		return evalcase.GraderResult{}, err
	}
	j.mu.Lock()
	j.evidence = append(j.evidence, req.Evidence)
	j.mu.Unlock()
	cost, in, out := 0.01, 120, 30
	rec := &evalcase.JudgeResult{Model: req.Grader.Model, TemplateVersion: "t1", TemplateHash: "h1", Attempts: 1,
		Usage: evalcase.Usage{CostUSD: &cost, InputTokens: &in, OutputTokens: &out}, SelfGraded: req.Grader.Model == req.ModelUnderTest}
	if req.Grader.Rubric == "outage" {
		rec.Attempts, rec.UnscoredReason = 3, "the provider answered 503 three times"
		return evalcase.GraderResult{Kind: evalcase.GraderJudge, Judge: rec}, nil
	}
	want, _ := strings.CutPrefix(req.Grader.Rubric, "contains:")
	passed := strings.Contains(req.Evidence[evalcase.JudgeAnswer], want)
	score := 0.1
	if passed {
		score = 0.9
	}
	rec.Score, rec.Reasoning = &score, "the answer "+map[bool]string{true: "holds", false: "lacks"}[passed]+" "+want
	return evalcase.GraderResult{Kind: evalcase.GraderJudge, Passed: passed, Judge: rec}, nil
}

// dispatches counts the jobs the LOCAL backend was handed.
type dispatches struct {
	backends.Backend
	n *atomic.Int32
}

func (d dispatches) Dispatch(ctx context.Context, job backends.Job, logs backends.LogSink) (evalcase.Result, error) {
	d.n.Add(1)
	return d.Backend.Dispatch(ctx, job, logs)
}

func judgedApp(t *testing.T) (*apptest.App, *rubricJudge, *atomic.Int32, string) {
	t.Helper()
	if os.Geteuid() != 0 {
		t.Skip("LOCAL jobs need the control plane to run as root")
	}
	j := &rubricJudge{}
	n := &atomic.Int32{}
	real := controlplane.DefaultBackends(t.TempDir(), controlplane.LocalHost{}, []byte("the tests' wire key, 32 bytes"), slog.New(slog.DiscardHandler))
	app := apptest.New(t, apptest.Options{Judge: j, Backends: map[runtime.Kind]scheduler.Factory{
		runtime.KindLocal: func(ctx context.Context, tg scheduler.Target, s map[string]string) (backends.Backend, error) {
			b, err := real[runtime.KindLocal](ctx, tg, s)
			return dispatches{b, n}, err
		},
	}})
	tok, err := app.Bootstrap(context.Background())
	if err != nil || tok == "" {
		t.Fatalf("bootstrap = %q, %v", tok, err)
	}
	app.Do(t, tok, `mutation { setSecret(name: "API_TOKEN", value: "sk-live-7f3a9c") { name } }`, nil).Decode(t, &struct{}{})
	app.Do(t, tok, `mutation { setTenantEvalSettings(input: {judgeModel: "p/judge"}) { id } }`, nil).Decode(t, &struct{}{})
	return app, j, n, tok
}

type judgedRun struct {
	ID           string
	Status       string
	Phase        *string
	Answer       *string
	AnswerCut    bool
	CostUsd      float64
	JudgeCostUsd float64
	Result       *struct {
		Verdict string
		Graders []struct {
			Kind   string
			Passed bool
			Judge  *struct {
				Score          *float64
				Reasoning      string
				JudgeModel     string
				SelfGraded     bool
				TemplateHash   string
				UnscoredReason string
				Attempts       int
				Usage          struct{ CostUsd float64 }
			}
		}
		Gradings []struct {
			Verdict string
			By      string
		}
	}
}

const judgedFields = `id status phase answer answerCut costUsd judgeCostUsd result { verdict
	graders { kind passed judge { score reasoning judgeModel selfGraded templateHash unscoredReason attempts usage { costUsd } } }
	gradings { verdict by } }`

// submitJudged submits a run whose harness writes answer (with the
// secret API_TOKEN's value after it) and is graded by one JUDGE grader
// with rubric, and waits for it to settle.
func submitJudged(t *testing.T, app *apptest.App, tok, answer, rubric string) judgedRun {
	t.Helper()
	var sub struct{ SubmitRun struct{ ID string } }
	app.Do(t, tok, `mutation($in: SubmitRunInput!) { submitRun(input: $in) { id } }`, map[string]any{"in": map[string]any{
		"runtime": "local",
		"harness": map[string]any{"name": "answerer", "command": []string{"sh", "-c", `printf '%s token=%s' "$ANSWER" "$API_TOKEN" > "$EVERDICT_ANSWER_FILE"; echo wrote the answer`},
			"env": []map[string]any{{"name": "API_TOKEN", "secretRef": "API_TOKEN"}, {"name": "ANSWER", "value": answer}}},
		"case": map[string]any{"task": "what is six times seven?", "expected": "42", "timeoutSec": 60,
			"graders": []map[string]any{{"kind": "JUDGE", "rubric": rubric, "inputs": []string{"ANSWER", "EXPECTED", "TASK", "LOGS_TAIL"}}}},
	}}).Decode(t, &sub)
	return waitJudged(t, app, tok, sub.SubmitRun.ID)
}

func waitJudged(t *testing.T, app *apptest.App, tok, id string) judgedRun {
	t.Helper()
	s := app.Subscribe(t, tok, `subscription($id: ID!) { runUpdated(id: $id) { status } }`, map[string]any{"id": id})
	for {
		var got struct{ RunUpdated struct{ Status string } }
		s.Next().Decode(t, &got)
		if st := got.RunUpdated.Status; st != "QUEUED" && st != "RUNNING" {
			break
		}
	}
	var r struct{ Run judgedRun }
	app.Do(t, tok, `query($id: ID!) { run(id: $id) { `+judgedFields+` } }`, map[string]any{"id": id}).Decode(t, &r)
	return r.Run
}

// TestAJudgeGradesAMaskedAnswerInTheControlPlane: on the real LOCAL
// backend, a harness writes its answer with a secret in it. The answer
// comes back masked (on the run and in what the judge was shown), the
// control plane asks the judge before the run settles, and the judge's
// verdict, record and cost are on the run, its cost apart from the
// agent's. A judge that passes, one that fails and one whose provider is
// down (UNSCORED, never a FAILED run) each decide their run.
func TestAJudgeGradesAMaskedAnswerInTheControlPlane(t *testing.T) {
	t.Parallel()
	app, j, _, tok := judgedApp(t)

	pass := submitJudged(t, app, tok, "the answer is 42", "contains:42")
	if pass.Status != "SUCCEEDED" || pass.Result == nil || pass.Result.Verdict != "PASS" {
		t.Fatalf("the passing run = %+v, want SUCCEEDED and PASS", pass)
	}
	if pass.Answer == nil || strings.Contains(*pass.Answer, "sk-live-7f3a9c") || !strings.Contains(*pass.Answer, "the answer is 42 token=***") {
		t.Errorf("answer = %v, want the answer with the secret masked", pass.Answer)
	}
	g := pass.Result.Graders[0]
	if g.Kind != "JUDGE" || !g.Passed || g.Judge == nil || g.Judge.JudgeModel != "p/judge" || g.Judge.Score == nil || *g.Judge.Score != 0.9 ||
		g.Judge.Reasoning != "the answer holds 42" || g.Judge.TemplateHash != "h1" || g.Judge.Attempts != 1 || g.Judge.Usage.CostUsd != 0.01 {
		t.Errorf("the JUDGE grader's record = %+v %+v", g, g.Judge)
	}
	if pass.JudgeCostUsd != 0.01 || pass.CostUsd != 0 {
		t.Errorf("costs = agent %v, judge %v; want 0 and 0.01 apart", pass.CostUsd, pass.JudgeCostUsd)
	}
	if pass.Phase != nil {
		t.Errorf("a settled run's phase = %v, want none", *pass.Phase)
	}
	if diff := cmp.Diff([]struct{ Verdict, By string }{{"PASS", ""}}, []struct{ Verdict, By string }(pass.Result.Gradings)); diff != "" {
		t.Errorf("gradings (-want +got):\n%s", diff)
	}
	j.mu.Lock()
	ev := j.evidence[0]
	j.mu.Unlock()
	for in, v := range ev {
		if strings.Contains(v, "sk-live-7f3a9c") {
			t.Errorf("the judge was shown the secret in %s", in)
		}
	}
	if ev[evalcase.JudgeExpected] != "42" || ev[evalcase.JudgeTask] != "what is six times seven?" || !strings.Contains(ev[evalcase.JudgeLogsTail], "wrote the answer") {
		t.Errorf("evidence = %q", ev)
	}

	fail := submitJudged(t, app, tok, "the answer is 41", "contains:42")
	if fail.Status != "SUCCEEDED" || fail.Result == nil || fail.Result.Verdict != "FAIL" || fail.Result.Graders[0].Passed {
		t.Errorf("the failing run = %+v, want SUCCEEDED and FAIL", fail)
	}

	down := submitJudged(t, app, tok, "the answer is 42", "outage")
	if down.Status != "SUCCEEDED" || down.Result == nil || down.Result.Verdict != "UNSCORED" {
		t.Fatalf("the run whose judge was down = %+v, want SUCCEEDED and UNSCORED", down)
	}
	if g := down.Result.Graders[0]; g.Passed || g.Judge == nil || g.Judge.UnscoredReason == "" || g.Judge.Score != nil {
		t.Errorf("the unscored grader = %+v %+v", g, g.Judge)
	}

	var tenant struct {
		Viewer struct{ Tenant struct{ SpentUsd float64 } }
	}
	app.Do(t, tok, `{ viewer { tenant { spentUsd } } }`, nil).Decode(t, &tenant)
	if got := tenant.Viewer.Tenant.SpentUsd; got < 0.0299 || got > 0.0301 {
		t.Errorf("the tenant spent %v, want the three judges' 0.03", got)
	}
}

// TestRegradeRunChangesAVerdictWithoutANewProcess: a run its judge failed
// is regraded with a new rubric from its stored answer: the newest grading
// decides PASS, the first is kept, the judge is billed again, and the
// backend was handed no new job. Another tenant's regrade is NOT_FOUND, a
// non-JUDGE grader and an unknown provider are refused.
func TestRegradeRunChangesAVerdictWithoutANewProcess(t *testing.T) {
	t.Parallel()
	app, _, n, tok := judgedApp(t)
	first := submitJudged(t, app, tok, "the answer is forty-two", "contains:42")
	if first.Result == nil || first.Result.Verdict != "FAIL" {
		t.Fatalf("first grading = %+v, want FAIL", first)
	}
	before := n.Load()
	var got struct{ RegradeRun judgedRun }
	app.Do(t, tok, `mutation($id: ID!) { regradeRun(id: $id, graders: [{kind: JUDGE, rubric: "contains:forty-two"}]) { `+judgedFields+` } }`,
		map[string]any{"id": first.ID}).Decode(t, &got)
	r := got.RegradeRun
	if r.Result == nil || r.Result.Verdict != "PASS" {
		t.Fatalf("regraded = %+v, want PASS", r)
	}
	if len(r.Result.Gradings) != 2 || r.Result.Gradings[0].Verdict != "FAIL" || r.Result.Gradings[1].Verdict != "PASS" || r.Result.Gradings[1].By == "" {
		t.Errorf("gradings = %+v, want FAIL then PASS by the viewer", r.Result.Gradings)
	}
	if r.JudgeCostUsd < 0.0199 || r.JudgeCostUsd > 0.0201 {
		t.Errorf("judge cost after the regrade = %v, want 0.02", r.JudgeCostUsd)
	}
	if after := n.Load(); after != before {
		t.Errorf("the regrade dispatched %d jobs, want none", after-before)
	}

	other := app.Tenant(t, "globex", true, tenancy.RoleAdmin)
	if code := app.Do(t, other, `mutation($id: ID!) { regradeRun(id: $id, graders: [{kind: JUDGE, rubric: "x"}]) { id } }`,
		map[string]any{"id": first.ID}).Code(); code != "NOT_FOUND" {
		t.Errorf("another tenant's regrade = %q, want NOT_FOUND", code)
	}
	for name, graders := range map[string]string{
		"a TESTS_PASS grader": `[{kind: TESTS_PASS, command: ["true"]}]`,
		"an unknown provider": `[{kind: JUDGE, rubric: "x", model: "nope/m"}]`,
		"six samples":         `[{kind: JUDGE, rubric: "x", samples: 6}]`,
	} {
		if code := app.Do(t, tok, `mutation($id: ID!) { regradeRun(id: $id, graders: `+graders+`) { id } }`,
			map[string]any{"id": first.ID}).Code(); code != "BAD_USER_INPUT" {
			t.Errorf("a regrade with %s = %q, want BAD_USER_INPUT", name, code)
		}
	}
}

// TestAScorecardLeavesUnscoredCasesOutOfItsPassRate: a scorecard whose
// cases a judge passes, fails and cannot grade counts each apart; its pass
// rate is over the two decided, and the judges' cost is shown apart.
func TestAScorecardLeavesUnscoredCasesOutOfItsPassRate(t *testing.T) {
	t.Parallel()
	app, _, _, tok := judgedApp(t)
	kase := func(id, rubric string) map[string]any {
		return map[string]any{"id": id, "task": "answer", "timeoutSec": 60,
			"graders": []map[string]any{{"kind": "JUDGE", "rubric": rubric}}}
	}
	var sub struct{ SubmitScorecard struct{ ID string } }
	app.Do(t, tok, `mutation($in: SubmitScorecardInput!) { submitScorecard(input: $in) { id } }`, map[string]any{"in": map[string]any{
		"name": "judged", "runtime": "local", "judgeModel": "p/scorecard-judge",
		"harness": map[string]any{"name": "answerer", "command": []string{"sh", "-c", `echo 42 > "$EVERDICT_ANSWER_FILE"`}},
		"cases":   []map[string]any{kase("pass", "contains:42"), kase("fail", "contains:7"), kase("down", "outage")},
	}}).Decode(t, &sub)
	type agg struct {
		Passed, Failed, Unscored, Errored int
		PassRate, JudgeCostUsd            float64
	}
	var got struct {
		Scorecard struct {
			Status    string
			Aggregate agg
		}
	}
	s := app.Subscribe(t, tok, `subscription($id: ID!) { scorecardUpdated(id: $id) { status } }`, map[string]any{"id": sub.SubmitScorecard.ID})
	for {
		var u struct{ ScorecardUpdated struct{ Status string } }
		s.Next().Decode(t, &u)
		if u.ScorecardUpdated.Status == "SUCCEEDED" {
			break
		}
	}
	app.Do(t, tok, `query($id: ID!) { scorecard(id: $id) { status aggregate { passed failed unscored errored passRate judgeCostUsd } } }`,
		map[string]any{"id": sub.SubmitScorecard.ID}).Decode(t, &got)
	a := got.Scorecard.Aggregate
	if a.JudgeCostUsd < 0.0299 || a.JudgeCostUsd > 0.0301 {
		t.Errorf("judge cost = %v, want 0.03", a.JudgeCostUsd)
	}
	a.JudgeCostUsd = 0
	if diff := cmp.Diff(agg{Passed: 1, Failed: 1, Unscored: 1, PassRate: 0.5}, a); diff != "" {
		t.Errorf("aggregate of a %s scorecard (-want +got):\n%s", got.Scorecard.Status, diff)
	}
}

// blockingJudge blocks every Grade until its context ends: a replica that
// dies while it asks its judge.
type blockingJudge struct {
	rubricJudge
	asked chan struct{}
}

func (j *blockingJudge) Grade(ctx context.Context, _ judge.Request) (evalcase.GraderResult, error) {
	close(j.asked)
	<-ctx.Done()
	return evalcase.GraderResult{}, ctx.Err()
}

// TestARunTakenOverWhileGradingIsGradedAndSettledOnce: replica A marks a
// run GRADING and dies while its judge is asked. Replica B takes the run
// over once A's lease lapsed and settles it through its own judge; A,
// back, finds the run no longer its own: it asks no judge and settles
// nothing. The run settles once, with B's grading.
func TestARunTakenOverWhileGradingIsGradedAndSettledOnce(t *testing.T) {
	t.Parallel()
	app := apptest.New(t, apptest.Options{NoScheduler: true, Judge: &rubricJudge{}})
	tok, err := app.Bootstrap(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	app.Do(t, tok, `mutation { setTenantEvalSettings(input: {judgeModel: "p/judge"}) { id } }`, nil).Decode(t, &struct{}{})
	var sub struct {
		SubmitRun struct {
			ID int `json:",string"`
		}
	}
	app.Do(t, tok, `mutation($in: SubmitRunInput!) { submitRun(input: $in) { id } }`, map[string]any{"in": map[string]any{
		"runtime": "local", "harness": map[string]any{"name": "h", "command": []string{"true"}},
		"case": map[string]any{"task": "t", "graders": []map[string]any{{"kind": "JUDGE", "rubric": "contains:42"}}},
	}}).Decode(t, &sub)
	id := sub.SubmitRun.ID
	ctx := context.Background()
	r, err := app.Runs.Get(ctx, id)
	if err != nil {
		t.Fatal(err)
	}
	// A holds the run with a lease that has already lapsed, as a dead
	// replica's does.
	if got, err := app.Runs.ClaimAll(ctx, []run.Claim{{ID: id, RuntimeVersionID: r.RuntimeVersionID}}, "replica-a", -time.Second); err != nil || len(got) != 1 {
		t.Fatalf("claim = %v, %v", got, err)
	}
	if ok, err := app.Runs.Start(ctx, id, "replica-a", false); err != nil || !ok {
		t.Fatalf("start = %v, %v", ok, err)
	}
	pending := evalcase.Grade(r.Case, evalcase.Outcome{ExitCode: new(int), Answer: "42"})

	dying := &blockingJudge{asked: make(chan struct{})}
	a, err := grading.New(grading.Config{DB: app.DB.Client, Runs: app.Runs, Judge: dying})
	if err != nil {
		t.Fatal(err)
	}
	actx, die := context.WithCancel(ctx)
	done := make(chan error, 1)
	go func() {
		_, err := a.Settle(actx, id, "replica-a", &pending, nil)
		done <- err
	}()
	<-dying.asked
	mid, _ := app.Runs.Get(ctx, id)
	if mid.Status != run.Running || mid.Phase != run.PhaseGrading {
		t.Fatalf("while its judge is asked the run is %s/%q, want RUNNING/GRADING", mid.Status, mid.Phase)
	}
	die()
	if err := <-done; err == nil {
		t.Fatal("a settle whose judge was cut off returned no error")
	}

	if ok, err := app.Runs.TakeOver(ctx, mid, "replica-b", time.Minute); err != nil || !ok {
		t.Fatalf("take over = %v, %v", ok, err)
	}
	bJudge := &rubricJudge{}
	b, err := grading.New(grading.Config{DB: app.DB.Client, Runs: app.Runs, Judge: bJudge})
	if err != nil {
		t.Fatal(err)
	}
	if ok, err := b.Settle(ctx, id, "replica-b", &pending, nil); err != nil || !ok {
		t.Fatalf("B's settle = %v, %v; want applied", ok, err)
	}
	// A comes back and retries its settle: the run is not its own.
	aBack, err := grading.New(grading.Config{DB: app.DB.Client, Runs: app.Runs, Judge: &rubricJudge{}})
	if err != nil {
		t.Fatal(err)
	}
	if ok, err := aBack.Settle(ctx, id, "replica-a", &pending, nil); err != nil || ok {
		t.Errorf("A's late settle = %v, %v; want not applied", ok, err)
	}
	final, _ := app.Runs.Get(ctx, id)
	if final.Status != run.Succeeded || final.Phase != "" || final.Result == nil || final.Result.Verdict != evalcase.VerdictPass ||
		len(final.Result.Gradings) != 1 || final.JudgeCostUSD != 0.01 {
		t.Errorf("settled run = %s/%q %+v judge cost %v; want SUCCEEDED, PASS, one grading, 0.01", final.Status, final.Phase, final.Result, final.JudgeCostUSD)
	}
	if len(bJudge.evidence) != 1 {
		t.Errorf("B asked its judge %d times, want once", len(bJudge.evidence))
	}
}
