package schema

import (
	"context"
	"time"

	"entgo.io/contrib/entgql"
	"entgo.io/ent"
	"entgo.io/ent/schema"
	"entgo.io/ent/schema/field"
	"entgo.io/ent/schema/index"

	"github.com/everdict/everdict/ent/intercept"
	"github.com/everdict/everdict/errcode"
	"github.com/everdict/everdict/tenancy"
)

// AuditEvent holds the schema of one audited mutation: who (subject and
// role) did what (action) to which target, when, in which tenant. Details
// hold names only, never a secret value. Rows are only ever inserted.
type AuditEvent struct {
	ent.Schema
}

// Mixin of the AuditEvent.
func (AuditEvent) Mixin() []ent.Mixin { return []ent.Mixin{TenantMixin{}} }

// Fields of the AuditEvent.
func (AuditEvent) Fields() []ent.Field {
	return []ent.Field{
		field.String("actor_subject").Immutable(),
		field.String("actor_role").Immutable(),
		field.String("action").NotEmpty().Immutable(),
		field.String("target_type").Immutable(),
		field.String("target").Immutable(),
		field.JSON("details", map[string]string{}).Optional().Immutable().Annotations(entgql.Skip()),
		field.Time("created_at").Default(time.Now).Immutable().
			Annotations(entgql.OrderField("CREATED_AT")),
	}
}

// Indexes of the AuditEvent.
func (AuditEvent) Indexes() []ent.Index {
	return []ent.Index{
		index.Fields("tenant_id", "created_at"),
		index.Fields("created_at"),
	}
}

// Annotations of the AuditEvent.
func (AuditEvent) Annotations() []schema.Annotation {
	return []schema.Annotation{
		entgql.RelayConnection(),
		entgql.Skip(entgql.SkipWhereInput, entgql.SkipMutationCreateInput, entgql.SkipMutationUpdateInput),
	}
}

// Interceptors of the AuditEvent: besides the tenant scope, a MEMBER reads
// none (not even through node(id)).
func (AuditEvent) Interceptors() []ent.Interceptor {
	return []ent.Interceptor{
		intercept.TraverseFunc(func(ctx context.Context, _ intercept.Query) error {
			if tenancy.IsSystem(ctx) {
				return nil
			}
			if v, ok := tenancy.FromContext(ctx); ok && !v.Role.AtLeast(tenancy.RoleAdmin) {
				return errcode.New(errcode.Forbidden, "the audit trail needs the ADMIN role")
			}
			return nil
		}),
	}
}
