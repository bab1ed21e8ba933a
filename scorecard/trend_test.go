package scorecard_test

import (
	"strconv"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/everdict/everdict/backends"
	"github.com/everdict/everdict/evalcase"
	"github.com/everdict/everdict/internal/fakebackend"
	"github.com/everdict/everdict/tenancy"
)

type trendPoint struct {
	Scorecard struct{ ID string }
	Status    string
	Decided   int
	Passed    int
	PassRate  float64
}

const trendQuery = `query($name: String!, $last: Int) { scorecardTrend(name: $name, last: $last) {
	scorecard { id } status decided passed passRate passRateLow passRateHigh latencyP50Ms latencyP95Ms createdAt } }`

// TestTheTrendOfAScorecardNameIsItsTenantsLastScorecardsOfThatName: two
// "nightly" scorecards (all passed, then half) and a "weekly" one; the
// trend of "nightly" is the two, oldest first, with their pass rates; last
// keeps the newest; another tenant's trend of the name, an operator's
// too, is empty, and last
// outside 1 to 50 is refused.
func TestTheTrendOfAScorecardNameIsItsTenantsLastScorecardsOfThatName(t *testing.T) {
	t.Parallel()
	f := fakebackend.New(true)
	f.Auto = func(j backends.Job) fakebackend.Outcome {
		if strings.HasPrefix(j.Case.Task, "fail") {
			return fakebackend.Outcome{Result: evalcase.Result{Verdict: evalcase.VerdictFail, Graders: []evalcase.GraderResult{}}}
		}
		return fakebackend.Pass()
	}
	b := newBench(t, map[string]*fakebackend.Backend{"pool": f})
	b.register(t, "pool", 2, nil)
	submit := func(name string, cs []map[string]any) string {
		t.Helper()
		var got struct{ SubmitScorecard struct{ ID string } }
		b.app.Do(t, b.tok, submitScorecard, map[string]any{"in": map[string]any{
			"name": name, "runtime": "pool", "cases": cs, "maxAttempts": 1,
			"harness": map[string]any{"name": "claude", "command": []string{"true"}},
		}}).Decode(t, &got)
		id, _ := strconv.Atoi(got.SubmitScorecard.ID)
		b.waitSettled(t, id)
		return got.SubmitScorecard.ID
	}
	first := submit("nightly", cases(2, nil))
	submit("weekly", cases(1, nil))
	second := submit("nightly", cases(2, func(i int, c map[string]any) {
		if i == 1 {
			c["task"] = "fail on purpose"
		}
	}))

	trend := func(token string, last any) ([]trendPoint, string) {
		t.Helper()
		res := b.app.Do(t, token, trendQuery, map[string]any{"name": "nightly", "last": last})
		if code := res.Code(); code != "" {
			return nil, code
		}
		var got struct{ ScorecardTrend []trendPoint }
		res.Decode(t, &got)
		return got.ScorecardTrend, ""
	}
	point := func(id string, decided, passed int, rate float64) trendPoint {
		p := trendPoint{Status: "SUCCEEDED", Decided: decided, Passed: passed, PassRate: rate}
		p.Scorecard.ID = id
		return p
	}
	got, _ := trend(b.tok, nil)
	if diff := cmp.Diff([]trendPoint{point(first, 2, 2, 1), point(second, 2, 1, 0.5)}, got); diff != "" {
		t.Errorf("the trend of nightly (-want +got):\n%s", diff)
	}
	got, _ = trend(b.tok, 1)
	if diff := cmp.Diff([]trendPoint{point(second, 2, 1, 0.5)}, got); diff != "" {
		t.Errorf("the trend of nightly, last 1 (-want +got):\n%s", diff)
	}
	// Another tenant, even the platform's OPERATOR (who reads every tenant's
	// runs), gets a trend of its own tenant's scorecards alone: none.
	for name, token := range map[string]string{
		"another tenant's admin": b.app.Tenant(t, "evil", true, tenancy.RoleAdmin),
		"an operator":            b.app.Tenant(t, "platform", true, tenancy.RoleOperator),
	} {
		if got, code := trend(token, nil); code != "" || len(got) != 0 {
			t.Errorf("%s's trend of nightly = %+v (%s), want none", name, got, code)
		}
	}
	for _, last := range []int{0, -1, 51} {
		if _, code := trend(b.tok, last); code != "BAD_USER_INPUT" {
			t.Errorf("last %d: code %q, want BAD_USER_INPUT", last, code)
		}
	}
}
