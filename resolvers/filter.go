package resolvers

import (
	"entgo.io/ent/dialect/sql"
	"entgo.io/ent/dialect/sql/sqljson"

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
