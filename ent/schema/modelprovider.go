package schema

import (
	"time"

	"entgo.io/contrib/entgql"
	"entgo.io/ent"
	"entgo.io/ent/schema"
	"entgo.io/ent/schema/field"
	"entgo.io/ent/schema/index"
)

// ModelProvider holds the schema of a tenant's model provider: where its
// judge models are called (package judge). It names its API key by secret
// name (a MODEL secret); it never holds a key.
type ModelProvider struct {
	ent.Schema
}

// Mixin of the ModelProvider.
func (ModelProvider) Mixin() []ent.Mixin { return []ent.Mixin{TenantMixin{}} }

// Fields of the ModelProvider.
func (ModelProvider) Fields() []ent.Field {
	return []ent.Field{
		field.String("name").NotEmpty().Immutable(),
		field.Enum("kind").Values("OPENAI_COMPATIBLE", "ANTHROPIC"),
		field.String("base_url").NotEmpty(),
		// api_key_secret names a MODEL secret of the tenant.
		field.String("api_key_secret").NotEmpty(),
		// The prices of a million tokens in USD, for a cost the provider
		// does not report; nil when unknown.
		field.Float("input_usd_per_mtok").Optional().Nillable(),
		field.Float("output_usd_per_mtok").Optional().Nillable(),
		field.Time("created_at").Default(time.Now).Immutable(),
		field.Time("updated_at").Default(time.Now).UpdateDefault(time.Now),
	}
}

// Indexes of the ModelProvider.
func (ModelProvider) Indexes() []ent.Index {
	return []ent.Index{index.Fields("tenant_id", "name").Unique()}
}

// Annotations of the ModelProvider: served by hand (judge.graphqls).
func (ModelProvider) Annotations() []schema.Annotation {
	return []schema.Annotation{entgql.Skip(entgql.SkipAll)}
}
