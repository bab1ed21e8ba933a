package resolvers_test

import (
	"context"
	"sync/atomic"
	"testing"

	entgo "entgo.io/ent"
	"github.com/google/go-cmp/cmp"

	"github.com/everdict/everdict/ent"
	"github.com/everdict/everdict/internal/apptest"
	"github.com/everdict/everdict/tenancy"
)

type page struct {
	Runs struct {
		TotalCount int
		PageInfo   struct {
			HasNextPage bool
			EndCursor   string
		}
		Edges []struct{ Node struct{ ID string } }
	}
}

type summary struct {
	Total, Edges, Counts int // Total is 0 unless totalCount was asked
	HasNext              bool
}

// TestRunsListCountsOnlyWhenAskedForTotalCount pages through a tenant's runs
// and counts the COUNT queries the store saw: a page of edges with pageInfo
// needs none, totalCount needs one, and pageInfo without edges is still
// answered from the count.
func TestRunsListCountsOnlyWhenAskedForTotalCount(t *testing.T) {
	t.Parallel()
	app := apptest.New(t, apptest.Options{NoScheduler: true})
	op := app.Tenant(t, "platform", true, tenancy.RoleOperator)
	app.Do(t, op, `mutation { registerRuntime(input: {name: "pool", kind: LOCAL, shared: true}) { version } }`, nil).Decode(t, &struct{}{})
	member := app.Tenant(t, "acme", true, tenancy.RoleMember)
	for range 3 {
		app.Do(t, member, `mutation { submitRun(input: {runtime: "pool", harness: {name: "h", command: ["true"]}, case: {task: "t"}}) { id } }`, nil).
			Decode(t, &struct{}{})
	}
	var counts atomic.Int64
	app.DB.Run.Intercept(ent.InterceptFunc(func(next ent.Querier) ent.Querier {
		return ent.QuerierFunc(func(ctx context.Context, q ent.Query) (ent.Value, error) {
			if qc := entgo.QueryFromContext(ctx); qc != nil && qc.Op == entgo.OpQueryCount {
				counts.Add(1)
			}
			return next.Query(ctx, q)
		})
	}))
	list := func(query string, vars map[string]any) summary {
		t.Helper()
		counts.Store(0)
		var p page
		app.Do(t, member, query, vars).Decode(t, &p)
		return summary{Total: p.Runs.TotalCount, Edges: len(p.Runs.Edges), Counts: int(counts.Load()), HasNext: p.Runs.PageInfo.HasNextPage}
	}
	const runs = `query($after: Cursor) { runs(first: 2, after: $after, orderBy: {field: CREATED_AT, direction: DESC}) {
		pageInfo { hasNextPage endCursor } edges { node { id } } } }`

	var first page
	app.Do(t, member, runs, nil).Decode(t, &first)
	cases := []struct {
		name  string
		query string
		vars  map[string]any
		want  summary
	}{
		{"a first page with pageInfo counts nothing", runs, nil, summary{Edges: 2, HasNext: true}},
		{"the last page with pageInfo counts nothing", runs, map[string]any{"after": first.Runs.PageInfo.EndCursor}, summary{Edges: 1}},
		{"totalCount counts once", `{ runs(first: 2) { totalCount pageInfo { hasNextPage } edges { node { id } } } }`, nil,
			summary{Total: 3, Edges: 2, Counts: 1, HasNext: true}},
		{"pageInfo without edges is answered from a count", `{ runs(first: 2) { pageInfo { hasNextPage } } }`, nil,
			summary{Counts: 1, HasNext: true}},
	}
	for _, c := range cases {
		// Sequential: the counter is shared.
		if diff := cmp.Diff(c.want, list(c.query, c.vars)); diff != "" {
			t.Errorf("%s (-want +got):\n%s", c.name, diff)
		}
	}
}
