package schema

import (
	"time"

	"entgo.io/contrib/entgql"
	"entgo.io/ent"
	"entgo.io/ent/schema"
	"entgo.io/ent/schema/field"
	"entgo.io/ent/schema/index"
)

// AccessTicket holds the schema of a single-use ticket into a live run: a
// terminal's websocket or a screenshot's URL, where a browser cannot send a
// bearer token. Only the SHA-256 of the ticket is kept. It is consumed by an
// update that succeeds once (used_at set while unset and unexpired), so a
// ticket admits one attach whichever replica it reaches.
type AccessTicket struct {
	ent.Schema
}

// Mixin of the AccessTicket.
func (AccessTicket) Mixin() []ent.Mixin { return []ent.Mixin{TenantMixin{}} }

// Fields of the AccessTicket.
func (AccessTicket) Fields() []ent.Field {
	return []ent.Field{
		field.Int("run_id").Immutable(),
		field.Enum("kind").Values("TERMINAL", "SCREEN").Immutable(),
		// subject and token_id are the viewer the ticket was issued to: the
		// session acts as them (audit, the observability rule).
		field.String("subject").Immutable(),
		field.Int("token_id").Default(0).Immutable(),
		field.String("role").Immutable(),
		field.String("hash").NotEmpty().Immutable().Sensitive(),
		field.Time("expires_at").Immutable(),
		field.Time("used_at").Optional().Nillable(),
		field.Time("created_at").Default(time.Now).Immutable(),
	}
}

// Indexes of the AccessTicket.
func (AccessTicket) Indexes() []ent.Index {
	return []ent.Index{
		index.Fields("hash").Unique(),
		index.Fields("expires_at"),
	}
}

// Annotations of the AccessTicket: never served through GraphQL.
func (AccessTicket) Annotations() []schema.Annotation {
	return []schema.Annotation{entgql.Skip(entgql.SkipAll)}
}
