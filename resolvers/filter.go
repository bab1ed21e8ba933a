package resolvers

import (
	"entgo.io/ent/dialect/sql"
	"entgo.io/ent/dialect/sql/sqljson"
	"github.com/everdict/everdict/ent"

	"github.com/everdict/everdict/ent/predicate"
	entrun "github.com/everdict/everdict/ent/run"
	"github.com/everdict/everdict/evalcase"
)

// verdictIs selects the runs graded with verdict v: the runs list's verdict
// filter, on ent's read side. A run without a result (queued, running or
// failed) has no verdict and never matches.
func verdictIs(v evalcase.Verdict) predicate.Run {
	return predicate.Run(func(s *sql.Selector) {
		s.Where(sqljson.ValueEQ(s.C(entrun.FieldResult), string(v), sqljson.Path("verdict")))
	})
}

// listed scopes the runs list: standalone runs unless where drills down into
// a scorecard (scorecardID, scorecardIDIn) or includeChildren asks for every
// run. A scorecard's children are its own list, as the seed's list use case
// has it.
func listed(where *ent.RunWhereInput, includeChildren bool) *ent.RunWhereInput {
	if includeChildren || where != nil && (where.ScorecardID != nil || len(where.ScorecardIDIn) > 0) {
		return where
	}
	if where == nil {
		where = &ent.RunWhereInput{}
	}
	w := *where
	w.ScorecardIDIsNil = true
	return &w
}
