package schema

import (
	"time"

	"entgo.io/contrib/entgql"
	"entgo.io/ent"
	"entgo.io/ent/schema"
	"entgo.io/ent/schema/field"
)

// APIToken holds the schema of a bearer token. Only the SHA-256 hash of the
// token is stored; its id is the token's non-secret handle (tokens,
// revokeToken).
type APIToken struct {
	ent.Schema
}

// Mixin of the APIToken.
func (APIToken) Mixin() []ent.Mixin { return []ent.Mixin{TenantMixin{}} }

// Fields of the APIToken.
func (APIToken) Fields() []ent.Field {
	return []ent.Field{
		field.String("hash").Unique().Sensitive().Immutable(),
		field.String("subject").NotEmpty(),
		field.Enum("role").Values("MEMBER", "ADMIN", "OPERATOR"),
		// last_used_at is a hint, written at most once a minute per token.
		field.Time("last_used_at").Optional().Nillable(),
		field.Time("created_at").Default(time.Now).Immutable(),
		// expires_at ends the token; nil means it never expires.
		field.Time("expires_at").Optional().Nillable().Immutable(),
		// revoked_at ends the token from then on; it is never cleared.
		field.Time("revoked_at").Optional().Nillable(),
	}
}

// Annotations of the APIToken.
func (APIToken) Annotations() []schema.Annotation {
	return []schema.Annotation{entgql.Skip(entgql.SkipAll)}
}
