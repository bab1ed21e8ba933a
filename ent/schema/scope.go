package schema

import (
	"context"
	"fmt"

	"entgo.io/contrib/entgql"
	"entgo.io/ent"
	"entgo.io/ent/dialect/sql"
	"entgo.io/ent/schema/edge"
	"entgo.io/ent/schema/field"
	"entgo.io/ent/schema/mixin"

	"github.com/everdict/everdict/ent/intercept"
	"github.com/everdict/everdict/tenancy"
)

// TenantMixin gives an entity its owning tenant and scopes every query of it
// to the viewer's tenant (see package tenancy). With shared set, rows flagged
// shared are readable by every tenant as well.
type TenantMixin struct {
	mixin.Schema
	shared bool
}

// Fields of the TenantMixin.
func (TenantMixin) Fields() []ent.Field {
	return []ent.Field{field.Int("tenant_id").Immutable().Annotations(entgql.Skip())}
}

// Edges of the TenantMixin.
func (TenantMixin) Edges() []ent.Edge {
	return []ent.Edge{
		edge.To("tenant", Tenant.Type).Field("tenant_id").Unique().Required().Immutable().
			Annotations(entgql.Skip()),
	}
}

// Interceptors of the TenantMixin.
func (m TenantMixin) Interceptors() []ent.Interceptor {
	return []ent.Interceptor{
		intercept.TraverseFunc(func(ctx context.Context, q intercept.Query) error {
			return scope(ctx, q, func(s *sql.Selector, tenantID int) {
				p := sql.EQ(s.C("tenant_id"), tenantID)
				if m.shared {
					p = sql.Or(p, sql.EQ(s.C("shared"), true))
				}
				s.Where(p)
			})
		}),
	}
}

// scopeByID scopes the tenants table to the viewer's own row.
func scopeByID() ent.Interceptor {
	return intercept.TraverseFunc(func(ctx context.Context, q intercept.Query) error {
		return scope(ctx, q, func(s *sql.Selector, tenantID int) {
			s.Where(sql.EQ(s.C("id"), tenantID))
		})
	})
}

// scopeByRuntime scopes a runtime's children to runtimes the viewer can read.
func scopeByRuntime() ent.Interceptor {
	return intercept.TraverseFunc(func(ctx context.Context, q intercept.Query) error {
		return scope(ctx, q, func(s *sql.Selector, tenantID int) {
			t := sql.Table("runtimes")
			s.Where(sql.In(s.C("runtime_id"), sql.Select(t.C("id")).From(t).Where(
				sql.Or(sql.EQ(t.C("tenant_id"), tenantID), sql.EQ(t.C("shared"), true)),
			)))
		})
	})
}

// scopeByRun scopes a run's children to the viewer's runs: each row's run is
// looked up by its key (a correlated EXISTS, not IN over every run of the
// tenant, which SQLite materializes).
func scopeByRun() ent.Interceptor {
	return intercept.TraverseFunc(func(ctx context.Context, q intercept.Query) error {
		return scope(ctx, q, func(s *sql.Selector, tenantID int) {
			t := sql.Table("runs")
			s.Where(sql.Exists(sql.Select(t.C("id")).From(t).Where(sql.And(
				sql.ColumnsEQ(t.C("id"), s.C("run_id")),
				sql.EQ(t.C("tenant_id"), tenantID),
			))))
		})
	})
}

// scope applies where for the viewer's tenant. A system context reads
// everything; a context with no viewer is refused, so a forgotten viewer
// fails closed.
func scope(ctx context.Context, q intercept.Query, where func(*sql.Selector, int)) error {
	if tenancy.IsSystem(ctx) {
		return nil
	}
	v, ok := tenancy.FromContext(ctx)
	if !ok {
		return fmt.Errorf("tenant scope: %w", tenancy.ErrNoViewer)
	}
	q.WhereP(func(s *sql.Selector) { where(s, v.TenantID) })
	return nil
}
