package scorecard_test

import (
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"

	"github.com/everdict/everdict/evalcase"
	"github.com/everdict/everdict/run"
	"github.com/everdict/everdict/scorecard"
)

var t0 = time.Date(2026, 12, 2, 10, 0, 0, 0, time.UTC)

// kid is run id of case cs, try, that started at start seconds and
// settled at end seconds (-1: still running; -2: still queued).
func kid(id int, cs string, try int, start, end float64) run.Run {
	at := func(s float64) *time.Time { x := t0.Add(time.Duration(s * float64(time.Second))); return &x }
	c := run.Run{ID: id, Case: evalcase.Case{ID: cs}, Try: try, Trigger: "scorecard", Status: run.Running, StartedAt: at(start)}
	switch {
	case end == -2:
		c.Status, c.StartedAt = run.Queued, nil
	case end >= 0:
		c.Status, c.FinishedAt = run.Succeeded, at(end)
	}
	return c
}

func dup(c run.Run) run.Run { c.Trigger = scorecard.TriggerSpeculation; return c }

func ids(rs []run.Run) []int {
	out := []int{}
	for _, r := range rs {
		out = append(out, r.ID)
	}
	return out
}

func TestStragglersAreTheTailsRunningCasesPastTheP95(t *testing.T) {
	t.Parallel()
	// 20 cases: 19 settled in 10s (one in 30s), and one still running.
	batch := func(last run.Run) []run.Run {
		var cs []run.Run
		for i := 1; i <= 18; i++ {
			cs = append(cs, kid(i, "c"+string(rune('a'+i)), 1, 0, 10))
		}
		return append(cs, kid(19, "slow-settled", 1, 0, 30), last)
	}
	tests := map[string]struct {
		children []run.Run
		total    int
		now      float64
		want     []int
	}{
		"a running case past the p95 straggles": {
			children: batch(kid(20, "z", 1, 0, -1)), total: 20, now: 31, want: []int{20}},
		"a running case within the p95 does not": {
			children: batch(kid(20, "z", 1, 0, -1)), total: 20, now: 29, want: []int{}},
		"a case already duplicated is not duplicated again": {
			children: append(batch(kid(20, "z", 1, 0, -1)), dup(kid(21, "z", 2, 31, -1))), total: 20, now: 99, want: []int{}},
		"a queued case does not straggle (it has not run)": {
			children: batch(kid(20, "z", 1, 0, -2)), total: 20, now: 99, want: []int{}},
		"outside the tail (two of 20 pending, more than 5%) nothing straggles": {
			children: append(batch(kid(20, "z", 1, 0, -1))[1:], kid(22, "y", 1, 0, -1)), total: 20, now: 99, want: []int{}},
		"a case not recorded yet counts as pending": {
			children: []run.Run{kid(1, "a", 1, 0, 2), kid(2, "b", 1, 0, 3), kid(3, "c", 1, 0, -1)}, total: 4, now: 99, want: []int{}},
		"a small batch's tail is one case": {
			children: []run.Run{kid(1, "a", 1, 0, 2), kid(2, "b", 1, 0, 3), kid(3, "c", 1, 0, -1)}, total: 3, now: 4, want: []int{3}},
		"nothing straggles before a case has settled": {
			children: []run.Run{kid(1, "a", 1, 0, -1)}, total: 1, now: 999, want: []int{}},
		"a settled batch has no stragglers": {
			children: []run.Run{kid(1, "a", 1, 0, 2)}, total: 1, now: 999, want: []int{}},
	}
	for name, tc := range tests {
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			got := scorecard.Stragglers(tc.children, tc.total, t0.Add(time.Duration(tc.now*float64(time.Second))))
			if diff := cmp.Diff(tc.want, ids(got)); diff != "" {
				t.Errorf("stragglers (-want +got):\n%s", diff)
			}
		})
	}
}

func TestTheFirstOfASpeculativePairToSettleIsTheCasesResult(t *testing.T) {
	t.Parallel()
	tests := map[string]struct {
		children   []run.Run
		wantLatest int
		wantLosers []int
	}{
		"neither settled: the original stands, no loser": {
			children:   []run.Run{kid(1, "a", 1, 0, -1), dup(kid(2, "a", 2, 5, -1))},
			wantLatest: 1, wantLosers: []int{}},
		"the duplicate settled first: it wins, the original loses": {
			children:   []run.Run{kid(1, "a", 1, 0, -1), dup(kid(2, "a", 2, 5, 7))},
			wantLatest: 2, wantLosers: []int{1}},
		"the original settled first: it wins, the duplicate loses": {
			children:   []run.Run{kid(1, "a", 1, 0, 6), dup(kid(2, "a", 2, 5, -1))},
			wantLatest: 1, wantLosers: []int{1 + 1}},
		"both settled: the earlier finish wins, no one left to cancel": {
			children:   []run.Run{kid(1, "a", 1, 0, 8), dup(kid(2, "a", 2, 5, 7))},
			wantLatest: 2, wantLosers: []int{}},
		"a retry is no pair: the latest try stands": {
			children:   []run.Run{kid(1, "a", 1, 0, 3), kid(2, "a", 2, 5, -1)},
			wantLatest: 2, wantLosers: []int{}},
	}
	for name, tc := range tests {
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			latest := scorecard.Latest(tc.children)
			if len(latest) != 1 || latest["a"].ID != tc.wantLatest {
				t.Errorf("Latest = %+v, want the case once, as run %d", latest, tc.wantLatest)
			}
			if diff := cmp.Diff(tc.wantLosers, ids(scorecard.Losers(tc.children))); diff != "" {
				t.Errorf("losers (-want +got):\n%s", diff)
			}
		})
	}
}

func TestASpeculativeDuplicateSpendsNoneOfTheCasesAttempts(t *testing.T) {
	t.Parallel()
	original, duplicate := kid(1, "a", 1, 0, 6), dup(kid(2, "a", 2, 5, 7))
	retry := kid(3, "a", 3, 10, -1)
	other := dup(kid(4, "b", 2, 5, -1))
	children := []run.Run{original, duplicate, retry, other}
	tests := map[string]struct {
		c    run.Run
		want int
	}{
		"a case's first try is its first attempt":             {c: original, want: 1},
		"its duplicate is still its first attempt":            {c: duplicate, want: 1},
		"the retry after the pair is its second attempt":      {c: retry, want: 2},
		"another case's duplicate counts for that case alone": {c: kid(5, "a", 4, 12, -1), want: 3},
		"a duplicate with no original listed is one attempt":  {c: other, want: 1},
	}
	for name, tc := range tests {
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			if got := scorecard.Attempts(append(children, tc.c), tc.c); got != tc.want {
				t.Errorf("Attempts = %d, want %d", got, tc.want)
			}
		})
	}
}
