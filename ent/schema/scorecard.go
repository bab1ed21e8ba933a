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

// Scorecard holds the schema of a scorecard: one harness over a batch of
// cases, each case an ordinary child run (runs.parent_scorecard_id). The
// scorecard row holds what the batch was asked for; its counts are read from
// its children. It settles exactly once, when every case has a terminal
// result.
type Scorecard struct {
	ent.Schema
}

// Mixin of the Scorecard.
func (Scorecard) Mixin() []ent.Mixin { return []ent.Mixin{TenantMixin{}} }

// Fields of the Scorecard.
func (Scorecard) Fields() []ent.Field {
	return []ent.Field{
		field.String("name").NotEmpty().Immutable(),
		field.String("harness_name").NotEmpty().Immutable(),
		field.JSON("harness", evalcase.Harness{}).Immutable().Annotations(entgql.Skip()),
		// models is the scorecard's model sweep: every case runs once per
		// model, as a child of its own (case id "<id>-m<k>", k from 1, when
		// there is more than one). Empty when the scorecard named none.
		field.Strings("models").Optional().Immutable(),
		// runtime is the target as submitted: "name", "a,b,c" or "auto".
		field.String("runtime").NotEmpty().Immutable(),
		// target_version_ids are the runtime versions the target resolved
		// to at submit: where children go, and where spillover may move them.
		field.Ints("target_version_ids").Immutable().Annotations(entgql.Skip()),
		field.Int("max_attempts").Default(3).Immutable(),
		// speculate: once the batch is in its tail, a case running past
		// the settled cases' p95 duration gets a duplicate, and the first
		// of the two to settle is the case's result (scorecard.Stragglers).
		field.Bool("speculate").Default(false).Immutable(),
		field.Enum("priority").Values("INTERACTIVE", "BATCH").Default("BATCH").Immutable().
			Annotations(entgql.Skip()),
		field.Enum("status").Values("QUEUED", "RUNNING", "SUCCEEDED", "CANCELED").Default("QUEUED").
			Annotations(entgql.OrderField("STATUS"), entgql.Type("ScorecardStatus")),
		// total is the number of cases.
		field.Int("total").NonNegative().Immutable(),
		// waiting_reason says why unstarted cases wait when no healthy
		// target is left to spill them to; "" when none wait for that.
		field.String("waiting_reason").Default(""),
		field.String("created_by").Default("").Immutable(),
		// webhook_url, when set, gets one signed delivery when the
		// scorecard settles (event scorecard.settled).
		field.String("webhook_url").Optional().Immutable().Annotations(entgql.Skip()),
		field.Time("created_at").Default(time.Now).Immutable().
			Annotations(entgql.OrderField("CREATED_AT")),
		field.Time("finished_at").Optional().Nillable(),
	}
}

// Indexes of the Scorecard.
func (Scorecard) Indexes() []ent.Index {
	return []ent.Index{
		index.Fields("tenant_id", "status"),
		index.Fields("status"),
		// A tenant's scorecards of one name, newest first (scorecardTrend).
		index.Fields("tenant_id", "name", "created_at"),
	}
}

// Annotations of the Scorecard.
func (Scorecard) Annotations() []schema.Annotation {
	return []schema.Annotation{
		entgql.RelayConnection(),
		entgql.QueryField("scorecards"),
	}
}
