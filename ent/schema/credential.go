package schema

import (
	"time"

	"entgo.io/contrib/entgql"
	"entgo.io/ent"
	"entgo.io/ent/schema"
	"entgo.io/ent/schema/field"
	"entgo.io/ent/schema/index"
)

// Credential holds the schema of a tenant's registered credential for
// private repositories and images (package credentials): where it applies
// (match) and the name of the tenant's CLUSTER secret holding its value,
// never the value itself.
type Credential struct {
	ent.Schema
}

// Mixin of the Credential.
func (Credential) Mixin() []ent.Mixin { return []ent.Mixin{TenantMixin{}} }

// Fields of the Credential.
func (Credential) Fields() []ent.Field {
	return []ent.Field{
		field.String("name").NotEmpty().Immutable(),
		field.Enum("kind").Values("GIT_TOKEN", "GITHUB_APP", "REGISTRY").Immutable(),
		// match is host[:port][/path-prefix], canonical (credentials.ParseMatch).
		field.String("match").NotEmpty().Immutable(),
		field.String("username").Default("").Immutable(),
		// secret names the tenant's CLUSTER secret holding the value.
		field.String("secret").NotEmpty().Immutable(),
		field.Int64("app_id").Default(0).Immutable(),
		field.Int64("installation_id").Default(0).Immutable(),
		field.String("api_url").Default("").Immutable(),
		field.String("created_by").Default("").Immutable(),
		field.Time("created_at").Default(time.Now).Immutable(),
	}
}

// Indexes of the Credential.
func (Credential) Indexes() []ent.Index {
	return []ent.Index{index.Fields("tenant_id", "name").Unique()}
}

// Annotations of the Credential: served by hand (credential.graphqls).
func (Credential) Annotations() []schema.Annotation {
	return []schema.Annotation{entgql.Skip(entgql.SkipAll)}
}
