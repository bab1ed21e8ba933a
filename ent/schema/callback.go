package schema

import (
	"time"

	"entgo.io/contrib/entgql"
	"entgo.io/ent"
	"entgo.io/ent/schema"
	"entgo.io/ent/schema/field"
	"entgo.io/ent/schema/index"

	"github.com/everdict/everdict/evalcase"
)

// CallbackAttempt holds the schema of one attempt of a run on an HTTP
// runtime (a front door): the run was POSTed to the agent with a callback
// token, and the agent completes it by calling back with that token (package
// callbacks). Only the token's SHA-256 is kept. The first callback that
// moves an open attempt to COMPLETED wins (one conditional update); its
// body's hash lets a replay be told from a different body. Served by no
// GraphQL type.
type CallbackAttempt struct {
	ent.Schema
}

// Fields of the CallbackAttempt.
func (CallbackAttempt) Fields() []ent.Field {
	return []ent.Field{
		// run_id is the run's id (Run.id); correlation its correlation id,
		// the key the backend adopts and cancels by.
		field.Int("run_id").Immutable(),
		field.String("correlation").NotEmpty().Immutable(),
		// n numbers the run's attempts 1, 2, …; only the newest is live.
		field.Int("n").Positive().Immutable(),
		field.Bytes("token_hash").NotEmpty().Immutable().Sensitive(),
		// case_spec is the case the attempt carries, for grading its
		// callback wherever the attempt is adopted.
		field.JSON("case_spec", evalcase.Case{}).Immutable(),
		field.Enum("state").Values("DISPATCHING", "ACCEPTED", "COMPLETED", "REFUSED", "TIMED_OUT", "CANCELED").Default("DISPATCHING"),
		// deadline is when a callback comes too late: the POST's end while
		// dispatching, the timeout once accepted.
		field.Time("deadline"),
		// heartbeat_sec, when positive, is the heartbeat window;
		// heartbeat_at the last sign of life (the accept, a heartbeat).
		field.Int("heartbeat_sec").Default(0).Immutable(),
		field.Time("heartbeat_at").Optional().Nillable(),
		field.Time("accepted_at").Optional().Nillable(),
		field.Time("closed_at").Optional().Nillable(),
		// body_hash and body are the winning callback's, as validated.
		field.Bytes("body_hash").Optional().Nillable(),
		field.Bytes("body").Optional().Nillable(),
		// reason says why an attempt closed other than by its callback.
		field.String("reason").Default(""),
		field.Time("created_at").Default(time.Now).Immutable(),
	}
}

// Indexes of the CallbackAttempt.
func (CallbackAttempt) Indexes() []ent.Index {
	return []ent.Index{
		index.Fields("correlation", "n").Unique(),
		index.Fields("token_hash").Unique(),
		index.Fields("run_id"),
	}
}

// Annotations of the CallbackAttempt: never served over GraphQL.
func (CallbackAttempt) Annotations() []schema.Annotation {
	return []schema.Annotation{entgql.Skip(entgql.SkipAll)}
}
