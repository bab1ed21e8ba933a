package schema

import (
	"time"

	"entgo.io/contrib/entgql"
	"entgo.io/ent"
	"entgo.io/ent/schema"
	"entgo.io/ent/schema/field"
	"entgo.io/ent/schema/index"

	"github.com/everdict/everdict/agenttrace"
)

// TraceCollection holds the schema of the deferred collection of one run
// attempt's agent trace (package traces): written when the run settles
// with trace coordinates, claimed by whichever replica leases it, as a
// webhook delivery is. It holds the source's coordinates and the name of
// its TRACE secret, never a key. last_error is a short reason, never the
// provider's response body.
type TraceCollection struct {
	ent.Schema
}

// Mixin of the TraceCollection.
func (TraceCollection) Mixin() []ent.Mixin { return []ent.Mixin{TenantMixin{}} }

// Fields of the TraceCollection.
func (TraceCollection) Fields() []ent.Field {
	return []ent.Field{
		field.Int("run_id").Immutable(),
		field.Int("attempt").Immutable(),
		// trace_id is the attempt's derived trace id, or the traceRef its
		// result named.
		field.String("trace_id").NotEmpty().Immutable(),
		field.JSON("source", agenttrace.Source{}).Immutable(),
		field.Enum("state").Values("PENDING", "DONE", "PARTIAL", "FAILED").Default("PENDING"),
		// tries counts the fetches made so far; next_at is when the row is
		// next due, and deadline when it is given up (FAILED).
		field.Int("tries").Default(0),
		field.Time("next_at"),
		field.Time("deadline").Immutable(),
		// lease_owner is the replica collecting the row now and
		// lease_until how long it holds it; an expired lease is claimed by
		// any replica.
		field.String("lease_owner").Optional().Nillable(),
		field.Time("lease_until").Optional().Nillable(),
		field.String("last_error").Default("").MaxLen(200),
		field.Time("created_at").Default(time.Now).Immutable(),
		field.Time("done_at").Optional().Nillable(),
	}
}

// Indexes of the TraceCollection.
func (TraceCollection) Indexes() []ent.Index {
	return []ent.Index{
		index.Fields("run_id", "attempt").Unique(),
		index.Fields("state", "next_at"),
	}
}

// Annotations of the TraceCollection: not served.
func (TraceCollection) Annotations() []schema.Annotation {
	return []schema.Annotation{entgql.Skip(entgql.SkipAll)}
}
