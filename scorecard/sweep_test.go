package scorecard

import (
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/everdict/everdict/run"
)

func modelKid(caseID, model, outcome string) run.Run {
	c := kid(caseID, 1, "x", outcome, 10, 1)
	c.Harness.Model = model
	return c
}

func TestSummarizeBreaksTheCasesDownByModel(t *testing.T) {
	t.Parallel()
	got := Summarize([]run.Run{
		modelKid("a-m1", "p/one", "pass"), modelKid("b-m1", "p/one", "pass"),
		modelKid("a-m2", "p/two", "fail"), modelKid("b-m2", "p/two", "pass"),
	}).Models
	want := []ModelBreakdown{
		{Model: "p/one", Cases: 2, Passed: 2, PassRate: 1, CostUSD: 2},
		{Model: "p/two", Cases: 2, Passed: 1, Failed: 1, PassRate: 0.5, CostUSD: 2},
	}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("models (-want +got):\n%s", diff)
	}
}

func TestASweepChildIDLeadsBackToItsCase(t *testing.T) {
	t.Parallel()
	for _, id := range []string{"a", "a-m1", "case-m", "x-m0"} {
		for k := 1; k <= 20; k++ {
			if got := BaseCaseID(SweepCaseID(id, k, 3)); got != id {
				t.Errorf("BaseCaseID(SweepCaseID(%q, %d, 3)) = %q", id, k, got)
			}
		}
		if got := SweepCaseID(id, 1, 1); got != id {
			t.Errorf("one model changed the id %q to %q", id, got)
		}
	}
}

func TestTwoModelsOfOneSweepCompareCaseByCase(t *testing.T) {
	t.Parallel()
	kids := []run.Run{
		modelKid("a-m1", "p/one", "pass"), modelKid("b-m1", "p/one", "fail"), modelKid("c-m1", "p/one", "pass"),
		modelKid("a-m2", "p/two", "fail"), modelKid("b-m2", "p/two", "pass"), modelKid("c-m2", "p/two", "pass"),
	}
	got := Compare(OfModel(kids, "p/one", true), OfModel(kids, "p/two", true))
	if diff := cmp.Diff(Comparison{Paired: 3, Regressed: []string{"a"}, Fixed: []string{"b"}, PassRateA: 2.0 / 3, PassRateB: 2.0 / 3,
		PValue: got.PValue}, got); diff != "" {
		t.Errorf("comparison (-want +got):\n%s", diff)
	}
}
