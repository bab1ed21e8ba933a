package schema

import (
	"time"

	"entgo.io/contrib/entgql"
	"entgo.io/ent"
	"entgo.io/ent/schema"
	"entgo.io/ent/schema/field"
)

// Tenant holds the schema of a tenant: a team with its own runs, runtimes,
// secrets and scheduling dials.
type Tenant struct {
	ent.Schema
}

// Fields of the Tenant.
func (Tenant) Fields() []ent.Field {
	return []ent.Field{
		field.String("slug").Unique().NotEmpty().Immutable(),
		field.Int("weight").Default(1).Positive(),
		field.Int("max_concurrent").Optional().Nillable(),
		field.Int("max_queue_depth").Optional().Nillable(),
		// max_slots_per_runtime is the most slots the tenant's runs hold at
		// once on one shared runtime; nil means each runtime's own
		// admission.maxSlotsPerTenant (its default share).
		field.Int("max_slots_per_runtime").Optional().Nillable(),
		field.Float("budget_usd").Optional().Nillable(),
		field.Float("spent_usd").Default(0),
		// budget_period resets spent_usd at the start of each period (UTC):
		// NONE never, MONTH on the first of every month.
		field.Enum("budget_period").Values("NONE", "MONTH").Default("NONE").
			Annotations(entgql.Type("BudgetPeriod")),
		// spend_period_start is when the period spent_usd counts from.
		field.Time("spend_period_start").Optional().Nillable().Annotations(entgql.Skip()),
		field.Bool("trusted").Default(false),
		// fair_finish is the virtual finish tag of the tenant's last queued
		// run: where its next run's start tag begins (see run.fair_tag).
		field.Float("fair_finish").Default(0).Annotations(entgql.Skip()),
		field.String("webhook_secret").Sensitive().Optional().
			Annotations(entgql.Skip()),
		// webhook_secret_set_at is when the webhook secret was last created
		// or rotated; nil while the tenant has none.
		field.Time("webhook_secret_set_at").Optional().Nillable(),
		// default_model is the model a run gets when neither it, its
		// scorecard nor its harness names one; judge_model is the model a
		// judge grades with. "" when unset (setTenantEvalSettings).
		field.String("default_model").Default("").Annotations(entgql.Skip()),
		field.String("judge_model").Default("").Annotations(entgql.Skip()),
		field.Time("created_at").Default(time.Now).Immutable(),
	}
}

// Annotations of the Tenant.
func (Tenant) Annotations() []schema.Annotation {
	return []schema.Annotation{entgql.Skip(entgql.SkipWhereInput)}
}

// Interceptors of the Tenant: a viewer reads its own tenant only.
func (Tenant) Interceptors() []ent.Interceptor {
	return []ent.Interceptor{scopeByID()}
}
