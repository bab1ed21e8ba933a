package schema

import (
	"context"
	"time"

	"entgo.io/contrib/entgql"
	"entgo.io/ent"
	"entgo.io/ent/dialect/entsql"
	"entgo.io/ent/dialect/sql"
	"entgo.io/ent/schema"
	"entgo.io/ent/schema/edge"
	"entgo.io/ent/schema/field"
	"entgo.io/ent/schema/index"

	"github.com/everdict/everdict/ent/intercept"
	"github.com/everdict/everdict/harness"
)

// RegisteredHarness holds the schema of a tenant's registered agent under
// test, by name; GraphQL calls it Harness (the Go name avoids package
// harness); its versions hold the specs. A shared harness (registered by an
// OPERATOR) is readable by every tenant, as a shared runtime is.
type RegisteredHarness struct {
	ent.Schema
}

// Mixin of the RegisteredHarness.
func (RegisteredHarness) Mixin() []ent.Mixin { return []ent.Mixin{TenantMixin{shared: true}} }

// Fields of the RegisteredHarness.
func (RegisteredHarness) Fields() []ent.Field {
	return []ent.Field{
		field.String("name").NotEmpty().Immutable().
			Annotations(entgql.OrderField("NAME")),
		field.Bool("shared").Default(false),
		field.Time("created_at").Default(time.Now).Immutable().
			Annotations(entgql.OrderField("CREATED_AT")),
	}
}

// Edges of the RegisteredHarness.
func (RegisteredHarness) Edges() []ent.Edge {
	return []ent.Edge{
		edge.To("versions", HarnessVersion.Type).Annotations(entgql.Skip()),
		edge.To("tags", HarnessTag.Type).Annotations(entgql.Skip()),
	}
}

// Indexes of the RegisteredHarness.
func (RegisteredHarness) Indexes() []ent.Index {
	return []ent.Index{index.Fields("tenant_id", "name").Unique()}
}

// Annotations of the RegisteredHarness.
func (RegisteredHarness) Annotations() []schema.Annotation {
	return []schema.Annotation{
		entsql.Annotation{Table: "harnesses"},
		entgql.Type("Harness"),
		entgql.RelayConnection(),
		entgql.QueryField("harnesses"),
		entgql.Skip(entgql.SkipWhereInput),
	}
}

// HarnessVersion holds the schema of one immutable version of a harness.
type HarnessVersion struct {
	ent.Schema
}

// Fields of the HarnessVersion.
func (HarnessVersion) Fields() []ent.Field {
	return []ent.Field{
		field.Int("harness_id").Immutable().Annotations(entgql.Skip()),
		field.Int("version").Positive().Immutable(),
		field.JSON("spec", harness.Spec{}).Immutable().Annotations(entgql.Skip()),
		// digest is the SHA-256 of the canonical spec (harness.Digest).
		field.String("digest").NotEmpty().Immutable(),
		field.Bool("archived").Default(false),
		field.String("created_by").Default("").Immutable().Annotations(entgql.Skip()),
		field.Time("created_at").Default(time.Now).Immutable(),
	}
}

// Edges of the HarnessVersion.
func (HarnessVersion) Edges() []ent.Edge {
	return []ent.Edge{
		edge.From("harness", RegisteredHarness.Type).Ref("versions").Field("harness_id").
			Unique().Required().Immutable().Annotations(entgql.Skip()),
		edge.From("tags", HarnessTag.Type).Ref("version").Annotations(entgql.Skip()),
	}
}

// Indexes of the HarnessVersion.
func (HarnessVersion) Indexes() []ent.Index {
	return []ent.Index{index.Fields("harness_id", "version").Unique()}
}

// Annotations of the HarnessVersion.
func (HarnessVersion) Annotations() []schema.Annotation {
	return []schema.Annotation{entgql.Skip(entgql.SkipWhereInput, entgql.SkipOrderField)}
}

// Interceptors of the HarnessVersion: readable through a readable harness.
func (HarnessVersion) Interceptors() []ent.Interceptor {
	return []ent.Interceptor{scopeByHarness()}
}

// HarnessTag holds the schema of a movable tag naming one version of a
// harness.
type HarnessTag struct {
	ent.Schema
}

// Fields of the HarnessTag.
func (HarnessTag) Fields() []ent.Field {
	return []ent.Field{
		field.Int("harness_id").Immutable(),
		field.String("tag").NotEmpty().Immutable(),
		field.Int("version_id"),
		field.Time("updated_at").Default(time.Now).UpdateDefault(time.Now),
	}
}

// Edges of the HarnessTag.
func (HarnessTag) Edges() []ent.Edge {
	return []ent.Edge{
		edge.From("harness", RegisteredHarness.Type).Ref("tags").Field("harness_id").
			Unique().Required().Immutable(),
		edge.To("version", HarnessVersion.Type).Field("version_id").Unique().Required(),
	}
}

// Indexes of the HarnessTag.
func (HarnessTag) Indexes() []ent.Index {
	return []ent.Index{index.Fields("harness_id", "tag").Unique()}
}

// Annotations of the HarnessTag.
func (HarnessTag) Annotations() []schema.Annotation {
	return []schema.Annotation{entgql.Skip(entgql.SkipAll)}
}

// Interceptors of the HarnessTag: readable through a readable harness.
func (HarnessTag) Interceptors() []ent.Interceptor {
	return []ent.Interceptor{scopeByHarness()}
}

// scopeByHarness scopes a harness's children to harnesses the viewer can
// read.
func scopeByHarness() ent.Interceptor {
	return intercept.TraverseFunc(func(ctx context.Context, q intercept.Query) error {
		return scope(ctx, q, func(s *sql.Selector, tenantID int) {
			t := sql.Table("harnesses")
			s.Where(sql.In(s.C("harness_id"), sql.Select(t.C("id")).From(t).Where(
				sql.Or(sql.EQ(t.C("tenant_id"), tenantID), sql.EQ(t.C("shared"), true)),
			)))
		})
	})
}
