package evalcase_test

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/everdict/everdict/evalcase"
)

func ptr[T any](v T) *T { return &v }

func TestGrade(t *testing.T) {
	t.Parallel()
	recording := []evalcase.Grader{{Kind: evalcase.GraderSteps}, {Kind: evalcase.GraderCost}, {Kind: evalcase.GraderLatency}}
	report := evalcase.Report{Steps: ptr(7), CostUSD: ptr(0.25), Output: "done"}
	cases := map[string]struct {
		graders []evalcase.Grader
		o       evalcase.Outcome
		want    evalcase.Verdict
		graded  []evalcase.GraderResult
	}{
		"no graders: a harness that exits 0 within its limits passes": {
			o: evalcase.Outcome{ExitCode: ptr(0)}, want: evalcase.VerdictPass, graded: []evalcase.GraderResult{},
		},
		"no graders: a harness that exits 3 fails": {
			o: evalcase.Outcome{ExitCode: ptr(3)}, want: evalcase.VerdictFail, graded: []evalcase.GraderResult{},
		},
		"no graders: a harness that hit its timeout fails even when it exits 0": {
			o: evalcase.Outcome{ExitCode: ptr(0), LimitHit: evalcase.LimitTimeout}, want: evalcase.VerdictFail, graded: []evalcase.GraderResult{},
		},
		"no graders: a harness with no exit code (killed) fails": {
			o: evalcase.Outcome{}, want: evalcase.VerdictFail, graded: []evalcase.GraderResult{},
		},
		"recording graders decide nothing: a harness that exits 3 fails": {
			graders: recording,
			o:       evalcase.Outcome{ExitCode: ptr(3), Report: report, LatencyMS: 40},
			want:    evalcase.VerdictFail,
			graded: []evalcase.GraderResult{
				{Kind: evalcase.GraderSteps, Passed: true, Value: ptr(7.0)},
				{Kind: evalcase.GraderCost, Passed: true, Value: ptr(0.25)},
				{Kind: evalcase.GraderLatency, Passed: true, Value: ptr(40.0)},
			},
		},
		"recording graders decide nothing: a harness that exits 0 passes": {
			graders: recording, o: evalcase.Outcome{ExitCode: ptr(0), Report: report, LatencyMS: 40}, want: evalcase.VerdictPass,
			graded: []evalcase.GraderResult{
				{Kind: evalcase.GraderSteps, Passed: true, Value: ptr(7.0)},
				{Kind: evalcase.GraderCost, Passed: true, Value: ptr(0.25)},
				{Kind: evalcase.GraderLatency, Passed: true, Value: ptr(40.0)},
			},
		},
		"tests pass decides over the harness's exit code": {
			graders: []evalcase.Grader{{Kind: evalcase.GraderTestsPass, Command: []string{"make", "test"}}},
			o:       evalcase.Outcome{ExitCode: ptr(1), TestsExit: []int{0}}, want: evalcase.VerdictPass,
			graded: []evalcase.GraderResult{{Kind: evalcase.GraderTestsPass, Passed: true, Value: ptr(0.0)}},
		},
		"a failing test command fails the verdict": {
			graders: []evalcase.Grader{{Kind: evalcase.GraderTestsPass, Command: []string{"make", "test"}}},
			o:       evalcase.Outcome{ExitCode: ptr(0), TestsExit: []int{2}}, want: evalcase.VerdictFail,
			graded: []evalcase.GraderResult{{Kind: evalcase.GraderTestsPass, Passed: false, Value: ptr(2.0)}},
		},
		"a test command that never ran fails its grader": {
			graders: []evalcase.Grader{{Kind: evalcase.GraderTestsPass, Command: []string{"make", "test"}}},
			o:       evalcase.Outcome{ExitCode: ptr(0)}, want: evalcase.VerdictFail,
			graded: []evalcase.GraderResult{{Kind: evalcase.GraderTestsPass, Passed: false}},
		},
		"a steps limit decides: within passes": {
			graders: []evalcase.Grader{{Kind: evalcase.GraderSteps, Max: ptr(10.0)}},
			o:       evalcase.Outcome{ExitCode: ptr(1), Report: report}, want: evalcase.VerdictPass,
			graded: []evalcase.GraderResult{{Kind: evalcase.GraderSteps, Passed: true, Value: ptr(7.0)}},
		},
		"a cost limit decides: over fails": {
			graders: []evalcase.Grader{{Kind: evalcase.GraderCost, Max: ptr(0.1)}},
			o:       evalcase.Outcome{ExitCode: ptr(0), Report: report}, want: evalcase.VerdictFail,
			graded: []evalcase.GraderResult{{Kind: evalcase.GraderCost, Passed: false, Value: ptr(0.25)}},
		},
		"a latency limit decides: over fails": {
			graders: []evalcase.Grader{{Kind: evalcase.GraderLatency, Max: ptr(100.0)}},
			o:       evalcase.Outcome{ExitCode: ptr(0), LatencyMS: 250}, want: evalcase.VerdictFail,
			graded: []evalcase.GraderResult{{Kind: evalcase.GraderLatency, Passed: false, Value: ptr(250.0)}},
		},
		"a missing report fails a steps limit": {
			graders: []evalcase.Grader{{Kind: evalcase.GraderSteps, Max: ptr(10.0)}},
			o:       evalcase.Outcome{ExitCode: ptr(0)}, want: evalcase.VerdictFail,
			graded: []evalcase.GraderResult{{Kind: evalcase.GraderSteps, Passed: false}},
		},
		"a recording grader beside a deciding one leaves the decision to it": {
			graders: []evalcase.Grader{{Kind: evalcase.GraderCost}, {Kind: evalcase.GraderTestsPass, Command: []string{"true"}}},
			o:       evalcase.Outcome{ExitCode: ptr(9), TestsExit: []int{0}}, want: evalcase.VerdictPass,
			graded: []evalcase.GraderResult{
				{Kind: evalcase.GraderCost, Passed: true},
				{Kind: evalcase.GraderTestsPass, Passed: true, Value: ptr(0.0)},
			},
		},
	}
	for name, tc := range cases {
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			got := evalcase.Grade(evalcase.Case{Task: "t", Graders: tc.graders}, tc.o)
			if got.Verdict != tc.want {
				t.Errorf("verdict = %s, want %s", got.Verdict, tc.want)
			}
			if diff := cmp.Diff(tc.graded, got.Graders); diff != "" {
				t.Errorf("graders (-want +got):\n%s", diff)
			}
		})
	}
}

// TestUsageOfReadsTheTokensOfAHarnessReport decodes EVERDICT_RESULT
// reports as a backend does and reads their usage: either spelling of the
// token counts, and nothing from a count that is no whole, non-negative
// number.
func TestUsageOfReadsTheTokensOfAHarnessReport(t *testing.T) {
	t.Parallel()
	cases := map[string]struct {
		report string
		want   *evalcase.Usage
	}{
		"camelCase token counts": {
			report: `{"usage": {"inputTokens": 1200, "outputTokens": 300}}`,
			want:   &evalcase.Usage{InputTokens: ptr(1200), OutputTokens: ptr(300)},
		},
		"snake_case token counts, as provider SDKs spell them": {
			report: `{"usage": {"input_tokens": 7, "output_tokens": 2}}`,
			want:   &evalcase.Usage{InputTokens: ptr(7), OutputTokens: ptr(2)},
		},
		"camelCase wins over snake_case": {
			report: `{"usage": {"inputTokens": 1, "input_tokens": 9}}`,
			want:   &evalcase.Usage{InputTokens: ptr(1)},
		},
		"steps and cost beside the tokens": {
			report: `{"steps": 4, "costUsd": 0.25, "usage": {"outputTokens": 30}}`,
			want:   &evalcase.Usage{OutputTokens: ptr(30), Steps: ptr(4), CostUSD: ptr(0.25)},
		},
		"zero tokens are reported, not absent": {
			report: `{"usage": {"inputTokens": 0}}`,
			want:   &evalcase.Usage{InputTokens: ptr(0)},
		},
		"a fraction, a negative count or a string is no count": {
			report: `{"usage": {"inputTokens": 1.5, "outputTokens": -3, "input_tokens": "12"}}`,
			want:   nil,
		},
		"other usage keys alone say nothing of tokens": {
			report: `{"usage": {"cacheReadTokens": 50}}`,
			want:   nil,
		},
		"an empty report": {report: `{}`, want: nil},
	}
	for name, tc := range cases {
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			var r evalcase.Report
			if err := json.Unmarshal([]byte(tc.report), &r); err != nil {
				t.Fatal(err)
			}
			if diff := cmp.Diff(tc.want, evalcase.UsageOf(r)); diff != "" {
				t.Errorf("UsageOf(%s) (-want +got):\n%s", tc.report, diff)
			}
			res := evalcase.Grade(evalcase.Case{}, evalcase.Outcome{Report: r, ExitCode: ptr(0)})
			if diff := cmp.Diff(tc.want, res.Usage); diff != "" {
				t.Errorf("Grade's result.usage of %s (-want +got):\n%s", tc.report, diff)
			}
		})
	}
}

func TestAReportsTraceRefIsKeptOnlyWhenItIsAnId(t *testing.T) {
	t.Parallel()
	got := map[string]string{}
	for _, ref := range []string{"lf-trace_01:abc.def", "", "has space", "a/b", strings.Repeat("x", evalcase.TraceRefMaxLen+1)} {
		got[ref] = evalcase.Grade(evalcase.Case{}, evalcase.Outcome{Report: evalcase.Report{TraceRef: ref}}).TraceRef
	}
	want := map[string]string{"lf-trace_01:abc.def": "lf-trace_01:abc.def", "": "", "has space": "", "a/b": "", strings.Repeat("x", evalcase.TraceRefMaxLen+1): ""}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("kept traceRefs (-want +got):\n%s", diff)
	}
}
