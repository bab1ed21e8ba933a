package server

import (
	"context"
	"strings"
	"testing"

	"github.com/99designs/gqlgen/graphql"
)

// TestASpentResponseResolvesNothingMore: once the strings resolved so far
// pass the limit, no further resolver runs (no more log pages are read), and
// the response becomes the limit's error.
func TestASpentResponseResolvesNothingMore(t *testing.T) {
	t.Parallel()
	const limit = 1000
	field, calls := spend(limit), 0
	line := func(context.Context) (any, error) { calls++; return strings.Repeat("x", 400), nil }
	rc := newResponseContext(context.Background(), limit)
	for range 10 {
		_, _ = field(rc, line)
	}
	resp := rc.limit(&graphql.Response{Data: []byte(`{"small":true}`)}, limit)
	if calls != 3 {
		t.Errorf("%d resolvers ran, want 3 (the third passes 1,000 bytes, the rest are refused)", calls)
	}
	if resp.Data != nil || len(resp.Errors) != 1 || resp.Errors[0].Extensions["limit"] != "responseBytes" {
		t.Errorf("response = %s %v, want only the responseBytes error", resp.Data, resp.Errors)
	}
}
