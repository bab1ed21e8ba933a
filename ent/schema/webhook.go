package schema

import (
	"time"

	"entgo.io/contrib/entgql"
	"entgo.io/ent"
	"entgo.io/ent/schema"
	"entgo.io/ent/schema/field"
	"entgo.io/ent/schema/index"
)

// WebhookDelivery holds the schema of one webhook delivery: the outbox row
// written in the same transaction as the settle it reports, delivered by
// whichever replica leases it. Its payload is the settled run as JSON; it
// never holds a secret. last_error is a short reason, never the receiver's
// response body.
type WebhookDelivery struct {
	ent.Schema
}

// Mixin of the WebhookDelivery.
func (WebhookDelivery) Mixin() []ent.Mixin { return []ent.Mixin{TenantMixin{}} }

// Fields of the WebhookDelivery.
func (WebhookDelivery) Fields() []ent.Field {
	return []ent.Field{
		// run_id is the run's id, or the scorecard's for scorecard.settled
		// (global ids never collide across types).
		field.Int("run_id").Immutable(),
		field.String("event").NotEmpty().Immutable(),
		field.String("url").NotEmpty().Immutable(),
		field.Bytes("payload").Immutable(),
		field.Enum("status").Values("PENDING", "DELIVERED", "FAILED").Default("PENDING"),
		// attempts counts the tries made so far.
		field.Int("attempts").Default(0),
		// next_attempt_at is when the row is next due.
		field.Time("next_attempt_at"),
		// owner is the replica delivering the row now and lease_expires_at
		// how long it holds it; an expired lease is claimed by any replica.
		field.String("owner").Optional().Nillable(),
		field.Time("lease_expires_at").Optional().Nillable(),
		field.Time("delivered_at").Optional().Nillable(),
		field.String("last_error").Default(""),
		field.Time("created_at").Default(time.Now).Immutable(),
	}
}

// Indexes of the WebhookDelivery.
func (WebhookDelivery) Indexes() []ent.Index {
	return []ent.Index{
		index.Fields("run_id", "event").Unique(),
		index.Fields("status", "next_attempt_at"),
	}
}

// Annotations of the WebhookDelivery: served by hand (run.graphqls).
func (WebhookDelivery) Annotations() []schema.Annotation {
	return []schema.Annotation{entgql.Skip(entgql.SkipAll)}
}
