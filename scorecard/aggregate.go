package scorecard

import (
	"cmp"
	"slices"

	"github.com/everdict/everdict/domain"
	"github.com/everdict/everdict/evalcase"
	"github.com/everdict/everdict/run"
)

// Aggregate is a scorecard's answer, read from its children: each case
// counts once, by its latest try.
type Aggregate struct {
	// Cases is the number of cases with a child so far.
	Cases int `json:"cases"`
	// Queued and Running count unfinished cases (a case waiting to be
	// retried counts as queued).
	Queued  int `json:"queued"`
	Running int `json:"running"`
	// Passed and Failed count cases whose run was graded PASS or FAIL;
	// Errored those whose last try produced no result; Canceled those
	// canceled.
	Passed   int `json:"passed"`
	Failed   int `json:"failed"`
	Errored  int `json:"errored"`
	Canceled int `json:"canceled"`
	// Unscored counts cases whose run a judge could not grade (UNSCORED):
	// neither passed nor failed, left out of PassRate and its interval.
	Unscored int `json:"unscored"`
	// Retries is the number of tries beyond each case's first.
	Retries int `json:"retries"`
	// PassRate is Passed over the cases with an outcome (passed, failed or
	// errored), and PassRateLow/High its Wilson 95% interval; 0 and [0, 1]
	// before any outcome.
	PassRate     float64 `json:"passRate"`
	PassRateLow  float64 `json:"passRateLow"`
	PassRateHigh float64 `json:"passRateHigh"`
	// CostUSD is what every try cost its agent; JudgeCostUSD what their
	// judges cost, apart.
	CostUSD      float64 `json:"costUsd"`
	JudgeCostUSD float64 `json:"judgeCostUsd"`
	// InputTokens and OutputTokens are the tokens every try's harness
	// reported (its report's usage.inputTokens / outputTokens), summed
	// like CostUSD; a try that reported none adds nothing. A judge's own
	// tokens are not counted.
	InputTokens  int `json:"inputTokens"`
	OutputTokens int `json:"outputTokens"`
	// LatencyP50MS and LatencyP95MS are over graded cases; nil before one.
	LatencyP50MS *float64           `json:"latencyP50Ms"`
	LatencyP95MS *float64           `json:"latencyP95Ms"`
	Runtimes     []RuntimeBreakdown `json:"runtimes"`
	Models       []ModelBreakdown   `json:"models"`
	Graders      []GraderBreakdown  `json:"graders"`
	Failures     []FailureCount     `json:"failures"`
}

// RuntimeBreakdown is the cases whose latest try ran on one runtime.
type RuntimeBreakdown struct {
	Runtime string  `json:"runtime"`
	Cases   int     `json:"cases"`
	Passed  int     `json:"passed"`
	Failed  int     `json:"failed"`
	Errored int     `json:"errored"`
	CostUSD float64 `json:"costUsd"`
	// InputTokens and OutputTokens sum what those cases' latest tries
	// reported, as CostUSD does.
	InputTokens  int `json:"inputTokens"`
	OutputTokens int `json:"outputTokens"`
}

// ModelBreakdown is the cases whose latest try ran with one model (a
// sweep's model; "" for a run given none).
type ModelBreakdown struct {
	Model    string  `json:"model"`
	Cases    int     `json:"cases"`
	Passed   int     `json:"passed"`
	Failed   int     `json:"failed"`
	Errored  int     `json:"errored"`
	PassRate float64 `json:"passRate"`
	CostUSD  float64 `json:"costUsd"`
	// InputTokens and OutputTokens sum what those cases' latest tries
	// reported, as CostUSD does.
	InputTokens  int `json:"inputTokens"`
	OutputTokens int `json:"outputTokens"`
}

// GraderBreakdown is how one grader kind judged the graded cases.
type GraderBreakdown struct {
	Kind   evalcase.GraderKind `json:"kind"`
	Passed int                 `json:"passed"`
	Failed int                 `json:"failed"`
	// Unscored counts JUDGE graders that could not grade.
	Unscored int `json:"unscored"`
}

// FailureCount is how many cases ended, on their latest try, with one
// failure class and code.
type FailureCount struct {
	Class string `json:"class"`
	Code  string `json:"code"`
	Count int    `json:"count"`
}

// outcome is what a case's latest try says of it.
type outcome int

const (
	pending outcome = iota
	passed
	failed
	errored
	canceled
	unscored
)

func outcomeOf(c run.Run) outcome {
	switch {
	case !run.IsTerminal(c.Status):
		return pending
	case c.Status == run.Succeeded && c.Result != nil && c.Result.Verdict == evalcase.VerdictPass:
		return passed
	case c.Status == run.Succeeded && c.Result != nil && c.Result.Verdict == evalcase.VerdictUnscored:
		return unscored
	case c.Status == run.Succeeded:
		return failed
	case c.ErrorClass == domain.FailureCanceled:
		return canceled
	}
	return errored
}

// Summarize is the aggregate of a scorecard's children. It is pure.
func Summarize(children []run.Run) Aggregate {
	var a Aggregate
	for _, c := range children {
		a.CostUSD += c.CostUSD
		a.JudgeCostUSD += c.JudgeCostUSD
		in, out := tokens(c)
		a.InputTokens += in
		a.OutputTokens += out
	}
	latest := Latest(children)
	a.Cases = len(latest)
	a.Retries = len(children) - len(latest)
	runtimes := map[string]*RuntimeBreakdown{}
	models := map[string]*ModelBreakdown{}
	graders := map[evalcase.GraderKind]*GraderBreakdown{}
	failures := map[[2]string]int{}
	var latencies []float64
	for _, c := range latest {
		rb := runtimes[c.RuntimeName]
		if rb == nil {
			rb = &RuntimeBreakdown{Runtime: c.RuntimeName}
			runtimes[c.RuntimeName] = rb
		}
		in, out := tokens(c)
		rb.Cases++
		rb.CostUSD += c.CostUSD
		rb.InputTokens += in
		rb.OutputTokens += out
		mb := models[c.Harness.Model]
		if mb == nil {
			mb = &ModelBreakdown{Model: c.Harness.Model}
			models[c.Harness.Model] = mb
		}
		mb.Cases++
		mb.CostUSD += c.CostUSD
		mb.InputTokens += in
		mb.OutputTokens += out
		switch outcomeOf(c) {
		case pending:
			if c.Status == run.Running {
				a.Running++
			} else {
				a.Queued++
			}
		case passed:
			a.Passed++
			rb.Passed++
			mb.Passed++
		case failed:
			a.Failed++
			rb.Failed++
			mb.Failed++
		case errored:
			a.Errored++
			rb.Errored++
			mb.Errored++
			failures[[2]string{string(c.ErrorClass), c.ErrorCode}]++
		case canceled:
			a.Canceled++
		case unscored:
			a.Unscored++
		}
		if c.Status == run.Succeeded && c.Result != nil {
			latencies = append(latencies, float64(c.Result.LatencyMS))
			for _, g := range c.Result.Graders {
				gb := graders[g.Kind]
				if gb == nil {
					gb = &GraderBreakdown{Kind: g.Kind}
					graders[g.Kind] = gb
				}
				switch {
				case g.Judge != nil && g.Judge.UnscoredReason != "", g.Kind == evalcase.GraderJudge && g.Judge == nil:
					gb.Unscored++
				case g.Passed:
					gb.Passed++
				default:
					gb.Failed++
				}
			}
		}
	}
	decided := a.Passed + a.Failed + a.Errored
	if decided > 0 {
		a.PassRate = float64(a.Passed) / float64(decided)
	}
	a.PassRateLow, a.PassRateHigh = Wilson(a.Passed, decided)
	if p, ok := Percentile(latencies, 50); ok {
		a.LatencyP50MS = &p
	}
	if p, ok := Percentile(latencies, 95); ok {
		a.LatencyP95MS = &p
	}
	a.Runtimes = make([]RuntimeBreakdown, 0, len(runtimes))
	for _, rb := range runtimes {
		a.Runtimes = append(a.Runtimes, *rb)
	}
	slices.SortFunc(a.Runtimes, func(x, y RuntimeBreakdown) int { return cmp.Compare(x.Runtime, y.Runtime) })
	a.Models = make([]ModelBreakdown, 0, len(models))
	for _, mb := range models {
		if d := mb.Passed + mb.Failed + mb.Errored; d > 0 {
			mb.PassRate = float64(mb.Passed) / float64(d)
		}
		a.Models = append(a.Models, *mb)
	}
	slices.SortFunc(a.Models, func(x, y ModelBreakdown) int { return cmp.Compare(x.Model, y.Model) })
	a.Graders = make([]GraderBreakdown, 0, len(graders))
	for _, gb := range graders {
		a.Graders = append(a.Graders, *gb)
	}
	slices.SortFunc(a.Graders, func(x, y GraderBreakdown) int { return cmp.Compare(x.Kind, y.Kind) })
	a.Failures = make([]FailureCount, 0, len(failures))
	for k, n := range failures {
		a.Failures = append(a.Failures, FailureCount{Class: k[0], Code: k[1], Count: n})
	}
	slices.SortFunc(a.Failures, func(x, y FailureCount) int {
		return cmp.Or(cmp.Compare(y.Count, x.Count), cmp.Compare(x.Class, y.Class), cmp.Compare(x.Code, y.Code))
	})
	return a
}

// tokens is what c's harness reported of its tokens, input and output; 0
// for what it did not report.
func tokens(c run.Run) (in, out int) {
	if c.Result == nil || c.Result.Usage == nil {
		return 0, 0
	}
	if u := c.Result.Usage.InputTokens; u != nil {
		in = *u
	}
	if u := c.Result.Usage.OutputTokens; u != nil {
		out = *u
	}
	return in, out
}

// Comparison is two scorecards of the same cases set side by side.
type Comparison struct {
	// Paired is the number of cases both scorecards decided (passed,
	// failed or errored).
	Paired int `json:"paired"`
	// Regressed went pass→fail from A to B; Fixed went fail→pass.
	Regressed []string `json:"regressed"`
	Fixed     []string `json:"fixed"`
	// PassRateA and PassRateB are over the paired cases.
	PassRateA float64 `json:"passRateA"`
	PassRateB float64 `json:"passRateB"`
	// PValue is McNemar's test of the change; Significant is PValue < 0.05.
	PValue      float64 `json:"pValue"`
	Significant bool    `json:"significant"`
}

// OfModel returns the children run with model, each under its base case
// id (a sweep's "-m<k>" suffix taken off), so that two models of one sweep
// pair case by case.
func OfModel(children []run.Run, model string, sweep bool) []run.Run {
	var out []run.Run
	for _, c := range children {
		if c.Harness.Model != model {
			continue
		}
		if sweep {
			c.Case.ID = BaseCaseID(c.Case.ID)
		}
		out = append(out, c)
	}
	return out
}

// Compare pairs the cases of a and b by case id and counts the flips. A case
// only one scorecard has, or one not yet decided in either, is left out. It
// is pure.
func Compare(a, b []run.Run) Comparison {
	la, lb := Latest(a), Latest(b)
	out := Comparison{Regressed: []string{}, Fixed: []string{}}
	passA, passB := 0, 0
	for id, ca := range la {
		cb, ok := lb[id]
		if !ok {
			continue
		}
		oa, ob := outcomeOf(ca), outcomeOf(cb)
		if !decided(oa) || !decided(ob) {
			continue
		}
		out.Paired++
		pa, pb := oa == passed, ob == passed
		if pa {
			passA++
		}
		if pb {
			passB++
		}
		switch {
		case pa && !pb:
			out.Regressed = append(out.Regressed, id)
		case !pa && pb:
			out.Fixed = append(out.Fixed, id)
		}
	}
	slices.Sort(out.Regressed)
	slices.Sort(out.Fixed)
	if out.Paired > 0 {
		out.PassRateA = float64(passA) / float64(out.Paired)
		out.PassRateB = float64(passB) / float64(out.Paired)
	}
	out.PValue = McNemar(len(out.Regressed), len(out.Fixed))
	out.Significant = out.PValue < 0.05
	return out
}

func decided(o outcome) bool { return o == passed || o == failed || o == errored }
