package evalcase

// Verdict is the graded outcome of a case.
type Verdict string

// The verdicts.
const (
	VerdictPass Verdict = "PASS"
	VerdictFail Verdict = "FAIL"
	// VerdictUnscored is a run no grader could decide (a judge that could
	// not grade): never PASS or FAIL, excluded from pass rates, counted
	// apart.
	VerdictUnscored Verdict = "UNSCORED"
)

// Limits a run can hit, reported in Result.LimitHit.
const (
	LimitTimeout = "timeout"
	LimitMemory  = "memory"
)

// Result is a graded case: what the harness produced and what the graders
// decided.
type Result struct {
	Verdict   Verdict        `json:"verdict"`
	Graders   []GraderResult `json:"graders"`
	Steps     *int           `json:"steps,omitempty"`
	CostUSD   *float64       `json:"costUsd,omitempty"`
	LatencyMS int64          `json:"latencyMs"`
	ExitCode  *int           `json:"exitCode,omitempty"`
	// LimitHit names the limit that stopped the harness (LimitTimeout), or is empty.
	LimitHit string `json:"limitHit,omitempty"`
	// Output is the harness's own summary, if it wrote one.
	Output string `json:"output,omitempty"`
	// TraceRef is the report's traceRef, when valid (ValidTraceRef).
	TraceRef string `json:"traceRef,omitempty"`
	// Usage is what the harness reported using; nil when it reported nothing.
	Usage *Usage `json:"usage,omitempty"`
	// Answer is what the harness wrote to its answer file
	// (EVERDICT_ANSWER_FILE), masked for secrets; AnswerCut is set when it
	// was longer than AnswerMaxBytesDefault and only its start was kept.
	Answer    string `json:"answer,omitempty"`
	AnswerCut bool   `json:"answerCut,omitempty"`
	// Gradings is the history of the run's gradings, newest last: the
	// first at settle (when a JUDGE grader decided), one more for every
	// regrade. The newest gave Verdict and Graders.
	Gradings []Grading `json:"gradings,omitempty"`
	// ArtifactsDropped names the files under EVERDICT_ARTIFACTS_DIR the
	// backend did not collect, and why (a symbolic link, over a limit…).
	// Collection never changes the verdict.
	ArtifactsDropped []DroppedArtifact `json:"artifactsDropped,omitempty"`
}

// DroppedArtifact is a file left under EVERDICT_ARTIFACTS_DIR that was not
// kept: its relative name (as the harness wrote it, cut to 256 bytes) and
// the reason.
type DroppedArtifact struct {
	Name   string `json:"name"`
	Reason string `json:"reason"`
}

// Usage is what a harness reported using.
type Usage struct {
	InputTokens  *int     `json:"inputTokens,omitempty"`
	OutputTokens *int     `json:"outputTokens,omitempty"`
	Steps        *int     `json:"steps,omitempty"`
	CostUSD      *float64 `json:"costUsd,omitempty"`
}

// UsageOf reads a report's usage: steps and cost, and the token counts in
// its usage map (inputTokens / outputTokens, or input_tokens / output_tokens).
// It is nil when the report says nothing of them.
func UsageOf(r Report) *Usage {
	u := Usage{Steps: r.Steps, CostUSD: r.CostUSD,
		InputTokens:  count(r.Usage, "inputTokens", "input_tokens"),
		OutputTokens: count(r.Usage, "outputTokens", "output_tokens")}
	if u == (Usage{}) {
		return nil
	}
	return &u
}

// count is the first of keys in m that holds a whole, non-negative number.
func count(m map[string]any, keys ...string) *int {
	for _, k := range keys {
		if f, ok := m[k].(float64); ok && f >= 0 && f == float64(int(f)) {
			n := int(f)
			return &n
		}
	}
	return nil
}

// GraderResult is one grader's decision. Value is the measured value (exit
// code for TESTS_PASS), when there is one.
type GraderResult struct {
	Kind   GraderKind `json:"kind"`
	Passed bool       `json:"passed"`
	Value  *float64   `json:"value,omitempty"`

	// A JUDGE grader's record; empty for every other kind.
	Judge *JudgeResult `json:"judge,omitempty"`
}

// JudgeResult is what a JUDGE grader decided and what it cost. A judge that
// could not grade has UnscoredReason set, and its grader makes the run
// UNSCORED.
type JudgeResult struct {
	// Score is the majority's score (0..1); nil when unscored.
	Score     *float64 `json:"score,omitempty"`
	Reasoning string   `json:"reasoning,omitempty"`
	// Model is the judge model that graded ("provider/model").
	Model string `json:"model"`
	// SelfGraded is set when Model is the model under test.
	SelfGraded bool `json:"selfGraded,omitempty"`
	// TemplateVersion and TemplateHash name the prompt template used.
	TemplateVersion string `json:"templateVersion"`
	TemplateHash    string `json:"templateHash"`
	// UnscoredReason says why the judge could not grade; "" when graded.
	UnscoredReason string `json:"unscoredReason,omitempty"`
	// Usage is the judge's own tokens and cost (never the agent's), summed
	// over samples and attempts.
	Usage Usage `json:"usage"`
	// Attempts counts the provider calls made, retries and re-asks included.
	Attempts int `json:"attempts"`
}

// Report is what a harness may write as JSON to EVERDICT_RESULT.
type Report struct {
	Steps   *int           `json:"steps,omitempty"`
	CostUSD *float64       `json:"costUsd,omitempty"`
	Usage   map[string]any `json:"usage,omitempty"`
	Output  string         `json:"output,omitempty"`
	// TraceRef is the id of the trace the agent kept in its provider, when
	// it is not the attempt's derived one (EVERDICT_TRACE_ID): the deferred
	// collection fetches that one (package traces). At most TraceRefMaxLen
	// characters of [A-Za-z0-9._:-]; anything else is dropped.
	TraceRef string `json:"traceRef,omitempty"`
}

// TraceRefMaxLen bounds a report's traceRef.
const TraceRefMaxLen = 128

// ValidTraceRef reports whether ref may be kept as a traceRef.
func ValidTraceRef(ref string) bool {
	if ref == "" || len(ref) > TraceRefMaxLen {
		return false
	}
	for _, c := range ref {
		switch {
		case c >= 'a' && c <= 'z', c >= 'A' && c <= 'Z', c >= '0' && c <= '9', c == '.', c == '_', c == ':', c == '-':
		default:
			return false
		}
	}
	return true
}

// Outcome is what a backend observed of one harness execution, the input to
// Grade.
type Outcome struct {
	Report    Report
	ExitCode  *int
	LatencyMS int64
	LimitHit  string
	// TestsExit is the exit code of each TESTS_PASS grader's command, in the
	// order the graders appear in the case. A missing entry fails that grader.
	TestsExit []int
	// Answer is the harness's answer file, at most AnswerMaxBytesDefault
	// bytes; AnswerCut is set when the file was longer.
	Answer    string
	AnswerCut bool
}

// Grade applies the case's graders to an outcome. It is pure: backends run the
// test commands and measure, Grade decides. A TESTS_PASS grader, and a
// STEPS, COST or LATENCY grader with a Max, decides; one without a Max only
// records its value (and reports passed). The verdict is PASS when every
// deciding grader passes; with no deciding grader, it is PASS only when the
// harness exited 0 within its limits. A JUDGE grader is left undecided
// (its Judge nil: Result.Pending) and does not count here; the control
// plane decides it after the harness ended and recomputes the verdict
// (Judged).
func Grade(c Case, o Outcome) Result {
	r := Result{
		Steps:     o.Report.Steps,
		CostUSD:   o.Report.CostUSD,
		LatencyMS: o.LatencyMS,
		ExitCode:  o.ExitCode,
		LimitHit:  o.LimitHit,
		Output:    o.Report.Output,
		Usage:     UsageOf(o.Report),
		Answer:    o.Answer,
		AnswerCut: o.AnswerCut,
		Graders:   []GraderResult{},
	}
	if ValidTraceRef(o.Report.TraceRef) {
		r.TraceRef = o.Report.TraceRef
	}
	pass, deciding := true, 0
	tests := 0
	for _, g := range c.Graders {
		if g.Decides() {
			deciding++
		}
		gr := GraderResult{Kind: g.Kind}
		if g.Kind == GraderJudge {
			r.Graders = append(r.Graders, gr)
			continue
		}
		switch g.Kind {
		case GraderTestsPass:
			if tests < len(o.TestsExit) {
				gr.Value = float(float64(o.TestsExit[tests]))
				gr.Passed = o.TestsExit[tests] == 0
			}
			tests++
		case GraderSteps:
			if o.Report.Steps != nil {
				gr.Value = float(float64(*o.Report.Steps))
			}
			gr.Passed = within(gr.Value, g.Max)
		case GraderCost:
			gr.Value = o.Report.CostUSD
			gr.Passed = within(gr.Value, g.Max)
		case GraderLatency:
			gr.Value = float(float64(o.LatencyMS))
			gr.Passed = within(gr.Value, g.Max)
		}
		pass = pass && gr.Passed
		r.Graders = append(r.Graders, gr)
	}
	if deciding == 0 {
		pass = o.LimitHit == "" && o.ExitCode != nil && *o.ExitCode == 0
	}
	r.Verdict = VerdictFail
	if pass {
		r.Verdict = VerdictPass
	}
	return r
}

// Decides reports whether g can fail a verdict: TESTS_PASS and JUDGE
// always, the others only with a Max.
func (g Grader) Decides() bool {
	return g.Kind == GraderTestsPass || g.Kind == GraderJudge || g.Max != nil
}

// within reports whether a measured value respects a maximum. No maximum
// always passes; a maximum with nothing measured fails.
func within(v, limit *float64) bool {
	if limit == nil {
		return true
	}
	return v != nil && *v <= *limit
}

func float(v float64) *float64 { return &v }
