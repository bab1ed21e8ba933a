package scorecard

import (
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/google/go-cmp/cmp/cmpopts"

	"github.com/everdict/everdict/domain"
	"github.com/everdict/everdict/evalcase"
	"github.com/everdict/everdict/run"
)

// kid builds a child: case id, try, runtime and outcome ("pass", "fail",
// "infra", "cancel", "queued", "running").
func kid(caseID string, try int, rt, outcome string, latencyMS int64, cost float64) run.Run {
	c := run.Run{Try: try, Case: evalcase.Case{ID: caseID}, RuntimeName: rt, CostUSD: cost}
	res := func(v evalcase.Verdict, passed bool) *evalcase.Result {
		return &evalcase.Result{Verdict: v, LatencyMS: latencyMS,
			Graders: []evalcase.GraderResult{{Kind: evalcase.GraderTestsPass, Passed: passed}}}
	}
	switch outcome {
	case "pass":
		c.Status, c.Result = run.Succeeded, res(evalcase.VerdictPass, true)
	case "fail":
		c.Status, c.Result = run.Succeeded, res(evalcase.VerdictFail, false)
	case "infra":
		c.Status, c.ErrorClass, c.ErrorCode = run.Failed, domain.FailureInfra, "NODE_LOST"
	case "cancel":
		c.Status, c.ErrorClass, c.ErrorCode = run.Failed, domain.FailureCanceled, run.CodeCanceled
	case "queued":
		c.Status = run.Queued
	case "running":
		c.Status = run.Running
	}
	return c
}

func TestSummarizeCountsEachCaseByItsLatestTry(t *testing.T) {
	t.Parallel()
	kids := []run.Run{
		kid("a", 1, "x", "infra", 0, 0.5),
		kid("a", 2, "x", "pass", 100, 1),
		kid("b", 1, "y", "fail", 300, 1),
		kid("c", 1, "y", "infra", 0, 0),
		kid("d", 1, "x", "pass", 200, 1),
		kid("e", 1, "x", "running", 0, 0),
		kid("f", 1, "y", "queued", 0, 0),
		kid("g", 1, "y", "cancel", 0, 0),
	}
	got := Summarize(kids)
	p50, p95 := 200.0, 300.0
	low, high := Wilson(2, 4)
	want := Aggregate{
		Cases: 7, Queued: 1, Running: 1, Passed: 2, Failed: 1, Errored: 1, Canceled: 1, Retries: 1,
		PassRate: 0.5, PassRateLow: low, PassRateHigh: high, CostUSD: 3.5, LatencyP50MS: &p50, LatencyP95MS: &p95,
		Runtimes: []RuntimeBreakdown{
			{Runtime: "x", Cases: 3, Passed: 2, CostUSD: 2},
			{Runtime: "y", Cases: 4, Failed: 1, Errored: 1, CostUSD: 1},
		},
		Models:   []ModelBreakdown{{Cases: 7, Passed: 2, Failed: 1, Errored: 1, PassRate: 0.5, CostUSD: 3}},
		Graders:  []GraderBreakdown{{Kind: evalcase.GraderTestsPass, Passed: 2, Failed: 1}},
		Failures: []FailureCount{{Class: "INFRA", Code: "NODE_LOST", Count: 1}},
	}
	if diff := cmp.Diff(want, got, cmpopts.EquateApprox(0, 1e-9)); diff != "" {
		t.Errorf("Summarize (-want +got):\n%s", diff)
	}
}

func TestCompareFindsFlippedCases(t *testing.T) {
	t.Parallel()
	a := []run.Run{kid("1", 1, "x", "pass", 0, 0), kid("2", 1, "x", "pass", 0, 0), kid("3", 1, "x", "fail", 0, 0),
		kid("4", 1, "x", "infra", 0, 0), kid("5", 1, "x", "pass", 0, 0), kid("6", 1, "x", "running", 0, 0)}
	b := []run.Run{kid("1", 1, "x", "pass", 0, 0), kid("2", 1, "x", "fail", 0, 0), kid("3", 1, "x", "pass", 0, 0),
		kid("4", 1, "x", "infra", 0, 0), kid("4", 2, "x", "pass", 0, 0), kid("6", 1, "x", "pass", 0, 0), kid("7", 1, "x", "pass", 0, 0)}
	got := Compare(a, b)
	want := Comparison{Paired: 4, Regressed: []string{"2"}, Fixed: []string{"3", "4"}, PassRateA: 0.5, PassRateB: 0.75,
		PValue: McNemar(1, 2), Significant: false}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("Compare (-want +got):\n%s", diff)
	}
}

// TestSummarizeSumsTokensByModelAndRuntime: the aggregate's tokens are
// every try's, like its cost; a breakdown's are its cases' latest tries'.
// A try that reported no usage adds nothing.
func TestSummarizeSumsTokensByModelAndRuntime(t *testing.T) {
	t.Parallel()
	withTokens := func(c run.Run, model string, in, out int) run.Run {
		c.Harness.Model = model
		if c.Result == nil {
			c.Result = &evalcase.Result{Verdict: evalcase.VerdictFail}
		}
		c.Result.Usage = &evalcase.Usage{InputTokens: &in, OutputTokens: &out}
		return c
	}
	kids := []run.Run{
		withTokens(kid("a", 1, "x", "fail", 10, 0), "p/small", 50, 5),
		withTokens(kid("a", 2, "x", "pass", 10, 0), "p/small", 100, 10),
		withTokens(kid("b", 1, "y", "pass", 10, 0), "p/small", 200, 20),
		withTokens(kid("c", 1, "x", "pass", 10, 0), "p/large", 1000, 100),
		func() run.Run { c := kid("d", 1, "y", "infra", 0, 0); c.Harness.Model = "p/large"; return c }(),
	}
	got := Summarize(kids)
	type tokens struct{ In, Out int }
	if diff := cmp.Diff(tokens{1350, 135}, tokens{got.InputTokens, got.OutputTokens}); diff != "" {
		t.Errorf("tokens in all, every try (-want +got):\n%s", diff)
	}
	byModel := map[string]tokens{}
	for _, m := range got.Models {
		byModel[m.Model] = tokens{m.InputTokens, m.OutputTokens}
	}
	if diff := cmp.Diff(map[string]tokens{"p/large": {1000, 100}, "p/small": {300, 30}}, byModel); diff != "" {
		t.Errorf("tokens by model (-want +got):\n%s", diff)
	}
	byRuntime := map[string]tokens{}
	for _, r := range got.Runtimes {
		byRuntime[r.Runtime] = tokens{r.InputTokens, r.OutputTokens}
	}
	if diff := cmp.Diff(map[string]tokens{"x": {1100, 110}, "y": {200, 20}}, byRuntime); diff != "" {
		t.Errorf("tokens by runtime (-want +got):\n%s", diff)
	}
}
