package scorecard_test

import (
	"slices"
	"strconv"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/everdict/everdict/internal/fakebackend"
	"github.com/everdict/everdict/tenancy"
)

// TestTheRunsListShowsStandaloneRunsUnlessAskedForAScorecards: runs lists
// what was submitted on its own by default; where: {scorecardID} drills
// down into a scorecard's runs, and includeChildren lists both. Another
// tenant sees none of them either way.
func TestTheRunsListShowsStandaloneRunsUnlessAskedForAScorecards(t *testing.T) {
	t.Parallel()
	b := newBench(t, map[string]*fakebackend.Backend{"pool": passing()})
	b.register(t, "pool", 4, nil)
	sc := b.submit(t, "pool", cases(2, nil), 1)
	var alone struct{ SubmitRun struct{ ID string } }
	b.app.Do(t, b.tok, `mutation { submitRun(input: {runtime: "pool", harness: {name: "h", command: ["true"]}, case: {task: "t"}}) { id } }`,
		nil).Decode(t, &alone)
	children := b.children(t, sc)
	if len(children) != 2 {
		t.Fatalf("scorecard %d has %d runs, want 2", sc, len(children))
	}
	var kids []string
	for _, c := range children {
		kids = append(kids, c.ID)
	}
	evil := b.app.Tenant(t, "evil", true, tenancy.RoleAdmin)

	list := func(tok string, vars map[string]any) []string {
		t.Helper()
		var page struct {
			Runs struct {
				TotalCount int
				Edges      []struct{ Node struct{ ID string } }
			}
		}
		b.app.Do(t, tok, `query($w: RunWhereInput, $all: Boolean) { runs(first: 10, where: $w, includeChildren: $all) {
			totalCount edges { node { id } } } }`, vars).Decode(t, &page)
		out := []string{}
		for _, e := range page.Runs.Edges {
			out = append(out, e.Node.ID)
		}
		if page.Runs.TotalCount != len(out) {
			t.Errorf("totalCount = %d, want the %d runs listed", page.Runs.TotalCount, len(out))
		}
		slices.SortFunc(out, func(a, b string) int { x, _ := strconv.Atoi(a); y, _ := strconv.Atoi(b); return x - y })
		return out
	}
	tests := map[string]struct {
		tok  string
		vars map[string]any
		want []string
	}{
		"the default list holds the standalone run alone": {b.tok, nil, []string{alone.SubmitRun.ID}},
		"an empty filter is the default list":             {b.tok, map[string]any{"w": map[string]any{}}, []string{alone.SubmitRun.ID}},
		"a filter without a scorecard is standalone too": {b.tok, map[string]any{"w": map[string]any{"runtimeRef": "pool"}},
			[]string{alone.SubmitRun.ID}},
		"scorecardID drills down into its runs":   {b.tok, map[string]any{"w": map[string]any{"scorecardID": sc}}, kids},
		"scorecardIDIn drills down as well":       {b.tok, map[string]any{"w": map[string]any{"scorecardIDIn": []int{sc}}}, kids},
		"includeChildren lists both":              {b.tok, map[string]any{"all": true}, append([]string{alone.SubmitRun.ID}, kids...)},
		"includeChildren false is the default":    {b.tok, map[string]any{"all": false}, []string{alone.SubmitRun.ID}},
		"another tenant sees none with children":  {evil, map[string]any{"all": true}, []string{}},
		"another tenant cannot drill down either": {evil, map[string]any{"w": map[string]any{"scorecardID": sc}}, []string{}},
	}
	for name, tc := range tests {
		t.Run(name, func(t *testing.T) {
			want := slices.Clone(tc.want)
			slices.SortFunc(want, func(a, b string) int { x, _ := strconv.Atoi(a); y, _ := strconv.Atoi(b); return x - y })
			if diff := cmp.Diff(want, list(tc.tok, tc.vars)); diff != "" {
				t.Errorf("runs (-want +got):\n%s", diff)
			}
		})
	}
}
