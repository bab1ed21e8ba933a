package scorecard

import (
	"math"
	"slices"
	"time"

	"github.com/everdict/everdict/run"
)

// TriggerSpeculation is the trigger of a speculative duplicate: a case's
// try t+1 recorded while try t still runs. Of the pair, the first to
// settle is the case's result and the other is superseded.
const TriggerSpeculation = "speculation"

// Speculation's thresholds: a batch is in its tail when at most
// SpeculateTail of its cases (at least one) have no result, and a running
// case of the tail straggles once it has run longer than the
// SpeculatePercentile-th percentile of the settled cases' durations.
const (
	SpeculateTail       = 0.05
	SpeculatePercentile = 95
)

// Latest is each case's result-bearing try, by case id: its latest try,
// except that of a speculative pair (a duplicate and the try it
// duplicates) the first to settle stands for the case, and while neither
// has settled the original does. A case thus counts once, however many
// of its tries ran.
func Latest(children []run.Run) map[string]run.Run {
	byCase := make(map[string][]run.Run, len(children))
	for _, c := range children {
		byCase[c.Case.ID] = append(byCase[c.Case.ID], c)
	}
	out := make(map[string]run.Run, len(byCase))
	for id, tries := range byCase {
		top, prev, ok := pair(tries)
		if !ok {
			out[id] = top
			continue
		}
		out[id] = first(prev, top)
	}
	return out
}

// Attempts is the number of c's case's tries up to c's own that count
// against the scorecard's maxAttempts: a speculative duplicate is no
// attempt of the case's, so it spends none of its retries.
func Attempts(children []run.Run, c run.Run) int {
	n := c.Try
	for _, o := range children {
		if o.Case.ID == c.Case.ID && o.Try <= c.Try && o.Trigger == TriggerSpeculation {
			n--
		}
	}
	return max(n, 1)
}

// pair returns a case's latest try and, when that try is a speculative
// duplicate, the try it duplicates (ok true).
func pair(tries []run.Run) (top, prev run.Run, ok bool) {
	top = tries[0]
	for _, c := range tries[1:] {
		if c.Try > top.Try {
			top = c
		}
	}
	if top.Trigger != TriggerSpeculation {
		return top, run.Run{}, false
	}
	for _, c := range tries {
		if c.Try == top.Try-1 {
			return top, c, true
		}
	}
	return top, run.Run{}, false
}

// first is whichever of original and duplicate settled first; the original
// while neither has (a tie goes to the original too).
func first(original, duplicate run.Run) run.Run {
	switch {
	case !run.IsTerminal(duplicate.Status) || duplicate.FinishedAt == nil:
		return original
	case !run.IsTerminal(original.Status) || original.FinishedAt == nil:
		return duplicate
	case duplicate.FinishedAt.Before(*original.FinishedAt):
		return duplicate
	}
	return original
}

// Losers are the unsettled tries of speculative pairs whose other try
// settled first: each is to be superseded (canceled, billed for what it
// held).
func Losers(children []run.Run) []run.Run {
	byCase := map[string][]run.Run{}
	for _, c := range children {
		byCase[c.Case.ID] = append(byCase[c.Case.ID], c)
	}
	var out []run.Run
	for _, tries := range byCase {
		top, prev, ok := pair(tries)
		if !ok {
			continue
		}
		win := first(prev, top)
		if !run.IsTerminal(win.Status) {
			continue
		}
		lose := top
		if win.ID == top.ID {
			lose = prev
		}
		if !run.IsTerminal(lose.Status) {
			out = append(out, lose)
		}
	}
	slices.SortFunc(out, func(a, b run.Run) int { return a.ID - b.ID })
	return out
}

// Stragglers are the cases of a batch of total cases to duplicate at now,
// as their running tries: once the batch is in its tail (at most
// SpeculateTail of its cases, and at least one, have no result), each
// running case that has run longer than the SpeculatePercentile-th
// percentile of the durations of the cases settled so far, and that has
// no duplicate yet. Nothing straggles before a case has settled. Stragglers
// is pure.
func Stragglers(children []run.Run, total int, now time.Time) []run.Run {
	latest := Latest(children)
	var durations []float64
	pending := 0
	for _, c := range latest {
		if !run.IsTerminal(c.Status) {
			pending++
			continue
		}
		if c.StartedAt != nil && c.FinishedAt != nil {
			durations = append(durations, c.FinishedAt.Sub(*c.StartedAt).Seconds())
		}
	}
	pending += max(0, total-len(latest)) // cases not recorded yet
	tail := max(1, int(math.Ceil(SpeculateTail*float64(total))))
	p, ok := Percentile(durations, SpeculatePercentile)
	if pending == 0 || pending > tail || !ok {
		return nil
	}
	byCase := map[string][]run.Run{}
	for _, c := range children {
		byCase[c.Case.ID] = append(byCase[c.Case.ID], c)
	}
	var out []run.Run
	for _, tries := range byCase {
		top, _, speculated := pair(tries)
		if speculated || top.Status != run.Running || top.StartedAt == nil {
			continue
		}
		if now.Sub(*top.StartedAt).Seconds() > p {
			out = append(out, top)
		}
	}
	slices.SortFunc(out, func(a, b run.Run) int { return a.ID - b.ID })
	return out
}
