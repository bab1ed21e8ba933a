package run_test

import (
	"context"
	"strconv"
	"testing"

	"github.com/google/go-cmp/cmp"

	entrun "github.com/everdict/everdict/ent/run"
	"github.com/everdict/everdict/ent/tenant"
	"github.com/everdict/everdict/evalcase"
	"github.com/everdict/everdict/tenancy"
)

// TestTheRunsListFiltersByVerdict: runs(where: {verdict}) lists the runs
// graded with that verdict, of the viewer's tenant only; a run without a
// result matches neither verdict, and the filter combines with the others.
func TestTheRunsListFiltersByVerdict(t *testing.T) {
	t.Parallel()
	b := setup(t, true)
	other := b.app.Tenant(t, "acme", true, tenancy.RoleMember)
	sys := tenancy.System(context.Background())
	row := func(slug string, status entrun.Status, res *evalcase.Result) string {
		t.Helper()
		tn := b.app.DB.Client.Tenant.Query().Where(tenant.Slug(slug)).OnlyX(sys)
		c := b.app.DB.Client.Run.Create().SetTenantID(tn.ID).SetHarnessName("h").SetCaseSpec(evalcase.Case{Task: "t"}).
			SetHarness(evalcase.Harness{Name: "h"}).SetRuntimeRef("pool").SetRuntimeName("pool").SetStatus(status)
		if res != nil {
			c.SetResult(res)
		}
		return strconv.Itoa(c.SaveX(sys).ID)
	}
	pass := &evalcase.Result{Verdict: evalcase.VerdictPass, Graders: []evalcase.GraderResult{}}
	fail := &evalcase.Result{Verdict: evalcase.VerdictFail, Graders: []evalcase.GraderResult{}}
	passed := row("platform", entrun.StatusSUCCEEDED, pass)
	failed := row("platform", entrun.StatusSUCCEEDED, fail)
	row("platform", entrun.StatusQUEUED, nil)
	row("platform", entrun.StatusFAILED, nil)
	row("acme", entrun.StatusSUCCEEDED, pass) // another tenant's

	ids := func(tok string, where map[string]any) []string {
		t.Helper()
		var page struct {
			Runs struct {
				Edges []struct{ Node struct{ ID string } }
			}
		}
		b.app.Do(t, tok, `query($w: RunWhereInput) { runs(first: 10, where: $w, orderBy: {field: CREATED_AT, direction: ASC}) { edges { node { id } } } }`,
			map[string]any{"w": where}).Decode(t, &page)
		out := []string{}
		for _, e := range page.Runs.Edges {
			out = append(out, e.Node.ID)
		}
		return out
	}
	cases := map[string]struct {
		tok   string
		where map[string]any
		want  []string
	}{
		"PASS lists the passed run":                   {b.op, map[string]any{"verdict": "PASS"}, []string{passed}},
		"FAIL lists the failed run":                   {b.op, map[string]any{"verdict": "FAIL"}, []string{failed}},
		"a verdict and a status combine":              {b.op, map[string]any{"verdict": "PASS", "status": "FAILED"}, []string{}},
		"a null verdict filters nothing":              {b.op, map[string]any{"verdict": nil, "status": "SUCCEEDED"}, []string{passed, failed}},
		"another tenant sees only its own passed run": {other, map[string]any{"verdict": "FAIL"}, []string{}},
	}
	for name, tc := range cases {
		t.Run(name, func(t *testing.T) {
			if diff := cmp.Diff(tc.want, ids(tc.tok, tc.where)); diff != "" {
				t.Errorf("run ids (-want +got):\n%s", diff)
			}
		})
	}
}
