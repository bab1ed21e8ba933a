package evalcase_test

import (
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/everdict/everdict/evalcase"
)

func judged(passed bool, score float64, cost float64) evalcase.GraderResult {
	return evalcase.GraderResult{Kind: evalcase.GraderJudge, Passed: passed, Judge: &evalcase.JudgeResult{
		Score: ptr(score), Reasoning: "because", Model: "p/judge", Usage: evalcase.Usage{CostUSD: ptr(cost)}, Attempts: 1}}
}

func unscored(reason string) evalcase.GraderResult {
	return evalcase.GraderResult{Kind: evalcase.GraderJudge, Judge: &evalcase.JudgeResult{
		Model: "p/judge", UnscoredReason: reason, Usage: evalcase.Usage{CostUSD: ptr(0.001)}, Attempts: 3}}
}

func TestGradeLeavesAJudgeGraderPendingInsteadOfFailingIt(t *testing.T) {
	t.Parallel()
	c := evalcase.Case{Task: "t", Graders: []evalcase.Grader{
		{Kind: evalcase.GraderTestsPass, Command: []string{"true"}},
		{Kind: evalcase.GraderJudge, Rubric: "is it right?"},
	}}
	got := evalcase.Grade(c, evalcase.Outcome{ExitCode: ptr(3), TestsExit: []int{0}, Answer: "42"})
	want := []evalcase.GraderResult{{Kind: evalcase.GraderTestsPass, Passed: true, Value: ptr(0.0)}, {Kind: evalcase.GraderJudge}}
	if diff := cmp.Diff(want, got.Graders); diff != "" {
		t.Errorf("graders (-want +got):\n%s", diff)
	}
	if diff := cmp.Diff([]int{1}, got.Pending()); diff != "" {
		t.Errorf("pending (-want +got):\n%s", diff)
	}
	if got.Answer != "42" {
		t.Errorf("answer = %q, want 42", got.Answer)
	}
	if v := evalcase.Reverdict(got); v != evalcase.VerdictUnscored {
		t.Errorf("a result with its judge never asked reverdicts %s, want UNSCORED", v)
	}
}

func TestJudgedRecomputesTheVerdict(t *testing.T) {
	t.Parallel()
	tests := evalcase.GraderResult{Kind: evalcase.GraderTestsPass, Passed: true, Value: ptr(0.0)}
	failedTests := evalcase.GraderResult{Kind: evalcase.GraderTestsPass, Passed: false, Value: ptr(1.0)}
	cases := map[string]struct {
		graders []evalcase.GraderResult
		judged  map[int]evalcase.GraderResult
		want    evalcase.Verdict
	}{
		"every grader passing passes": {
			graders: []evalcase.GraderResult{tests, {Kind: evalcase.GraderJudge}},
			judged:  map[int]evalcase.GraderResult{1: judged(true, 0.9, 0.01)}, want: evalcase.VerdictPass,
		},
		"a judge that failed fails": {
			graders: []evalcase.GraderResult{tests, {Kind: evalcase.GraderJudge}},
			judged:  map[int]evalcase.GraderResult{1: judged(false, 0.2, 0.01)}, want: evalcase.VerdictFail,
		},
		"an unscored judge makes it UNSCORED": {
			graders: []evalcase.GraderResult{tests, {Kind: evalcase.GraderJudge}},
			judged:  map[int]evalcase.GraderResult{1: unscored("the provider answered 503")}, want: evalcase.VerdictUnscored,
		},
		"a failed test beats an unscored judge": {
			graders: []evalcase.GraderResult{failedTests, {Kind: evalcase.GraderJudge}},
			judged:  map[int]evalcase.GraderResult{1: unscored("timeout")}, want: evalcase.VerdictFail,
		},
		"a failed judge beats an unscored one": {
			graders: []evalcase.GraderResult{{Kind: evalcase.GraderJudge}, {Kind: evalcase.GraderJudge}},
			judged:  map[int]evalcase.GraderResult{0: unscored("timeout"), 1: judged(false, 0.1, 0.01)}, want: evalcase.VerdictFail,
		},
	}
	for name, tc := range cases {
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			r := evalcase.Result{Verdict: evalcase.VerdictPass, Graders: tc.graders}
			got := evalcase.Judged(r, tc.judged)
			if got.Verdict != tc.want {
				t.Errorf("verdict = %s, want %s", got.Verdict, tc.want)
			}
			if len(got.Pending()) != 0 {
				t.Errorf("pending after judging = %v", got.Pending())
			}
			if r.Graders[len(r.Graders)-1].Judge != nil {
				t.Error("Judged changed its argument's graders")
			}
		})
	}
}

func TestJudgeCostIsTheJudgesAloneNeverTheAgents(t *testing.T) {
	t.Parallel()
	r := evalcase.Result{CostUSD: ptr(5.0), Graders: []evalcase.GraderResult{judged(true, 1, 0.25), unscored("x"), {Kind: evalcase.GraderCost, Value: ptr(5.0)}}}
	if got := r.JudgeCostUSD(); got != 0.251 {
		t.Errorf("judge cost = %v, want 0.251", got)
	}
}

func TestJudgeProblemsNameTheirField(t *testing.T) {
	t.Parallel()
	cases := map[string]struct {
		g    evalcase.Grader
		want string
	}{
		"no rubric":              {evalcase.Grader{Kind: evalcase.GraderJudge, Rubric: "  "}, "case.graders[2].rubric"},
		"six samples":            {evalcase.Grader{Kind: evalcase.GraderJudge, Rubric: "r", Samples: 6}, "case.graders[2].samples"},
		"negative samples":       {evalcase.Grader{Kind: evalcase.GraderJudge, Rubric: "r", Samples: -1}, "case.graders[2].samples"},
		"threshold above one":    {evalcase.Grader{Kind: evalcase.GraderJudge, Rubric: "r", PassThreshold: ptr(1.5)}, "case.graders[2].passThreshold"},
		"threshold below zero":   {evalcase.Grader{Kind: evalcase.GraderJudge, Rubric: "r", PassThreshold: ptr(-0.1)}, "case.graders[2].passThreshold"},
		"a command":              {evalcase.Grader{Kind: evalcase.GraderJudge, Rubric: "r", Command: []string{"x"}}, "case.graders[2].command"},
		"a max":                  {evalcase.Grader{Kind: evalcase.GraderJudge, Rubric: "r", Max: ptr(1.0)}, "case.graders[2].max"},
		"an unknown input":       {evalcase.Grader{Kind: evalcase.GraderJudge, Rubric: "r", Inputs: []evalcase.JudgeInput{"SECRETS"}}, "case.graders[2].inputs[0]"},
		"a rubric on TESTS_PASS": {evalcase.Grader{Kind: evalcase.GraderTestsPass, Command: []string{"x"}, Rubric: "r"}, "case.graders[2]: rubric"},
	}
	for name, tc := range cases {
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			got := strings.Join(tc.g.JudgeProblems(2), "; ")
			if !strings.Contains(got, tc.want) {
				t.Errorf("problems = %q, want one naming %s", got, tc.want)
			}
		})
	}
	ok := evalcase.Grader{Kind: evalcase.GraderJudge, Rubric: "r", Samples: 5, PassThreshold: ptr(1.0),
		Inputs: []evalcase.JudgeInput{evalcase.JudgeAnswer, evalcase.JudgeExpected, evalcase.JudgeTask, evalcase.JudgeLogsTail, evalcase.JudgeDiff}}
	if p := ok.JudgeProblems(0); len(p) != 0 {
		t.Errorf("a valid JUDGE grader has problems: %v", p)
	}
}

func TestCutAnswerKeepsTheStartOfALongAnswerAndSaysSo(t *testing.T) {
	t.Parallel()
	if a, cut := evalcase.CutAnswer([]byte("short")); a != "short" || cut {
		t.Errorf("short answer = %q, cut %v", a, cut)
	}
	long := strings.Repeat("a", evalcase.AnswerMaxBytesDefault-1) + "é" + "tail"
	a, cut := evalcase.CutAnswer([]byte(long))
	if !cut || a != strings.Repeat("a", evalcase.AnswerMaxBytesDefault-1) {
		t.Errorf("long answer: %d bytes, cut %v; want the first %d bytes without the split é, cut", len(a), cut, evalcase.AnswerMaxBytesDefault-1)
	}
}
