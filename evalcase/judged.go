package evalcase

import (
	"fmt"
	"strings"
	"time"
	"unicode/utf8"
)

// Limits of a JUDGE grader.
const (
	// MaxJudgeSamples is the most samples a JUDGE grader may ask for.
	MaxJudgeSamples = 5
	// AnswerMaxBytesDefault is the most of a harness's answer file kept:
	// beyond it the first AnswerMaxBytesDefault bytes are kept and the
	// answer is marked cut (Result.AnswerCut).
	AnswerMaxBytesDefault = 256 << 10
)

// Grading is one grading of a run's evidence: the first when the run
// settled, another for every regrade. The newest decides the run's verdict.
type Grading struct {
	At      time.Time      `json:"at"`
	Verdict Verdict        `json:"verdict"`
	Graders []GraderResult `json:"graders"`
	// By is who asked for a regrade ("" for the grading at settle).
	By string `json:"by,omitempty"`
}

// Pending are the indexes, in r.Graders, of the JUDGE graders Grade left
// undecided: the control plane decides them after the harness ended.
func (r Result) Pending() []int {
	var out []int
	for i, g := range r.Graders {
		if g.Kind == GraderJudge && g.Judge == nil {
			out = append(out, i)
		}
	}
	return out
}

// JudgeCostUSD is what r's judges cost, apart from the agent's own cost.
func (r Result) JudgeCostUSD() float64 {
	sum := 0.0
	for _, g := range r.Graders {
		if g.Judge != nil && g.Judge.Usage.CostUSD != nil && *g.Judge.Usage.CostUSD > 0 {
			sum += *g.Judge.Usage.CostUSD
		}
	}
	return sum
}

// Judged returns r with the JUDGE graders' results put in their places
// (judged maps an index of r.Graders to its result) and the verdict
// recomputed by Reverdict.
func Judged(r Result, judged map[int]GraderResult) Result {
	r.Graders = append([]GraderResult(nil), r.Graders...)
	for i, g := range judged {
		if i >= 0 && i < len(r.Graders) {
			g.Kind = GraderJudge
			r.Graders[i] = g
		}
	}
	r.Verdict = Reverdict(r)
	return r
}

// Reverdict is the verdict of r's graders: any deciding grader that failed
// makes it FAIL; else any JUDGE grader that could not grade (or was never
// asked) makes it UNSCORED; else PASS. A result with no JUDGE grader keeps
// the verdict Grade gave it (with no deciding grader, the exit code
// decided).
func Reverdict(r Result) Verdict {
	judges, unscored := 0, false
	for _, g := range r.Graders {
		if g.Kind != GraderJudge {
			continue
		}
		judges++
		if g.Judge == nil || g.Judge.UnscoredReason != "" {
			unscored = true
		}
	}
	if judges == 0 {
		return r.Verdict
	}
	for _, g := range r.Graders {
		if g.Kind == GraderJudge {
			if g.Judge != nil && g.Judge.UnscoredReason == "" && !g.Passed {
				return VerdictFail
			}
			continue
		}
		if !g.Passed {
			return VerdictFail
		}
	}
	if unscored {
		return VerdictUnscored
	}
	return VerdictPass
}

// JudgeProblems are what is wrong with a JUDGE grader at case.graders[i],
// each naming its field; none for any other kind.
func (g Grader) JudgeProblems(i int) []string {
	if g.Kind != GraderJudge {
		var out []string
		if g.Rubric != "" || g.Model != "" || len(g.Inputs) > 0 || g.Samples != 0 || g.PassThreshold != nil {
			out = append(out, fmt.Sprintf("case.graders[%d]: rubric, model, inputs, samples and passThreshold are for a JUDGE grader only", i))
		}
		return out
	}
	var out []string
	add := func(format string, args ...any) {
		out = append(out, fmt.Sprintf("case.graders[%d].", i)+fmt.Sprintf(format, args...))
	}
	if len(g.Rubric) == 0 || len([]rune(g.Rubric)) == countSpace(g.Rubric) {
		add("rubric is required for JUDGE")
	}
	if g.Samples < 0 || g.Samples > MaxJudgeSamples {
		add("samples must be between 1 and %d", MaxJudgeSamples)
	}
	if g.PassThreshold != nil && (*g.PassThreshold < 0 || *g.PassThreshold > 1 || *g.PassThreshold != *g.PassThreshold) {
		add("passThreshold must be between 0 and 1")
	}
	if len(g.Command) > 0 {
		add("command is not for JUDGE")
	}
	if g.Max != nil {
		add("max is not for JUDGE")
	}
	for j, in := range g.Inputs {
		switch in {
		case JudgeAnswer, JudgeExpected, JudgeTask, JudgeLogsTail, JudgeDiff:
		default:
			add("inputs[%d] is unknown", j)
		}
	}
	return out
}

func countSpace(s string) int {
	n := 0
	for _, r := range s {
		switch r {
		case ' ', '\t', '\n', '\r':
			n++
		}
	}
	return n
}

// CutAnswer is an answer file's bytes as stored: at most
// AnswerMaxBytesDefault bytes of it (cut reports that there were more),
// not ending inside a character, with invalid UTF-8 replaced.
func CutAnswer(b []byte) (answer string, cut bool) {
	if len(b) > AnswerMaxBytesDefault {
		b, cut = b[:AnswerMaxBytesDefault], true
		// A character the cut split is dropped whole.
		for i := len(b) - 1; i >= 0 && i >= len(b)-utf8.UTFMax; i-- {
			if utf8.RuneStart(b[i]) {
				if !utf8.FullRune(b[i:]) {
					b = b[:i]
				}
				break
			}
		}
	}
	return strings.ToValidUTF8(string(b), "\uFFFD"), cut
}
