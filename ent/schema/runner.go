package schema

import (
	"time"

	"entgo.io/contrib/entgql"
	"entgo.io/ent"
	"entgo.io/ent/schema"
	"entgo.io/ent/schema/field"
	"entgo.io/ent/schema/index"
)

// Runner holds the schema of a self-hosted runner: a machine a tenant (or
// one of its members) owns that runs `everdict runner`, labels itself and
// leases runs over one outbound connection.
type Runner struct {
	ent.Schema
}

// Mixin of the Runner.
func (Runner) Mixin() []ent.Mixin { return []ent.Mixin{TenantMixin{}} }

// Fields of the Runner.
func (Runner) Fields() []ent.Field {
	return []ent.Field{
		field.String("name").NotEmpty(),
		// workspace is true for a runner registered with an ADMIN token
		// (owned by the tenant, ws:<tenant>); false for a personal one,
		// owned by owner_subject (registered with a MEMBER token).
		field.Bool("workspace").Default(false).Immutable(),
		field.String("owner_subject").Immutable(),
		// capabilities are the labels the runner detected on its machine
		// merged with the ones it was given, vocabulary names only.
		field.Strings("capabilities").Optional(),
		field.Int("slots").Default(1),
		field.Enum("status").Values("ONLINE", "DRAINING").Default("ONLINE"),
		field.Float("rate_per_hour_usd").Default(0),
		field.Time("last_heartbeat_at").Default(time.Now),
		field.Time("created_at").Default(time.Now).Immutable(),
	}
}

// Indexes of the Runner.
func (Runner) Indexes() []ent.Index {
	return []ent.Index{index.Fields("tenant_id", "name")}
}

// Annotations of the Runner: read through the runners service, not ent's
// GraphQL.
func (Runner) Annotations() []schema.Annotation {
	return []schema.Annotation{entgql.Skip(entgql.SkipAll)}
}
