package resolvers

import (
	"context"

	"github.com/99designs/gqlgen/graphql"
	"github.com/vektah/gqlparser/v2/ast"
)

// uncounted returns ctx for ent's generated Paginate such that it does not
// count every matching row when the request did not ask for totalCount.
// Paginate counts whenever pageInfo is selected (ent/contrib#625), yet it
// decides hasNextPage by fetching one node more than asked, so with edges
// selected and a non-empty page the count is only ever waste: O(rows
// matching) on every page of a list. Hiding pageInfo from Paginate's view of
// the selection skips it; the connection's PageInfo is filled all the same.
// Without edges, or with first/last 0, Paginate answers pageInfo from the
// count, and ctx is returned unchanged.
func uncounted(ctx context.Context, first, last *int) context.Context {
	fc := graphql.GetFieldContext(ctx)
	if fc == nil || (first == nil || *first == 0) && (last == nil || *last == 0) {
		return ctx
	}
	fields := graphql.CollectFields(graphql.GetOperationContext(ctx), fc.Field.Selections, nil)
	edges, pageInfo := false, false
	kept := make(ast.SelectionSet, 0, len(fields))
	for _, f := range fields {
		switch f.Alias {
		case "totalCount":
			return ctx
		case "edges":
			edges = true
		case "pageInfo":
			pageInfo = true
			continue
		}
		kept = append(kept, f.Field)
	}
	if !edges || !pageInfo {
		return ctx
	}
	view := *fc
	view.Field.Selections = kept
	return graphql.WithFieldContext(ctx, &view)
}
