package schema

import (
	"time"

	"entgo.io/contrib/entgql"
	"entgo.io/ent"
	"entgo.io/ent/dialect/entsql"
	"entgo.io/ent/schema"
	"entgo.io/ent/schema/edge"
	"entgo.io/ent/schema/field"
	"entgo.io/ent/schema/index"

	rtspec "github.com/everdict/everdict/runtime"
)

// RegisteredRuntime holds the schema of a tenant's registered execution
// infrastructure, by name; GraphQL calls it Runtime. (The Go name avoids ent's
// own runtime package.) Its versions hold the specs.
type RegisteredRuntime struct {
	ent.Schema
}

// Mixin of the RegisteredRuntime.
func (RegisteredRuntime) Mixin() []ent.Mixin { return []ent.Mixin{TenantMixin{shared: true}} }

// Fields of the RegisteredRuntime.
func (RegisteredRuntime) Fields() []ent.Field {
	return []ent.Field{
		field.String("name").NotEmpty().Immutable().
			Annotations(entgql.OrderField("NAME")),
		field.Enum("kind").GoType(rtspec.Kind("")).
			Annotations(entgql.Type("RuntimeKind")),
		field.Bool("shared").Default(false),
		field.Time("created_at").Default(time.Now).Immutable().
			Annotations(entgql.OrderField("CREATED_AT")),
	}
}

// Edges of the RegisteredRuntime.
func (RegisteredRuntime) Edges() []ent.Edge {
	return []ent.Edge{
		edge.To("versions", RuntimeVersion.Type).Annotations(entgql.Skip()),
		edge.To("tags", RuntimeTag.Type).Annotations(entgql.Skip()),
	}
}

// Indexes of the RegisteredRuntime.
func (RegisteredRuntime) Indexes() []ent.Index {
	return []ent.Index{index.Fields("tenant_id", "name").Unique()}
}

// Annotations of the RegisteredRuntime.
func (RegisteredRuntime) Annotations() []schema.Annotation {
	return []schema.Annotation{
		entsql.Annotation{Table: "runtimes"},
		entgql.Type("Runtime"),
		entgql.RelayConnection(),
		entgql.QueryField("runtimes"),
		entgql.Skip(entgql.SkipWhereInput),
	}
}

// RuntimeVersion holds the schema of one immutable version of a runtime.
type RuntimeVersion struct {
	ent.Schema
}

// Fields of the RuntimeVersion.
func (RuntimeVersion) Fields() []ent.Field {
	return []ent.Field{
		field.Int("runtime_id").Immutable().Annotations(entgql.Skip()),
		field.Int("version").Positive().Immutable(),
		field.JSON("spec", rtspec.RuntimeSpec{}).Immutable().Annotations(entgql.Skip()),
		field.Strings("capabilities").Default([]string{}),
		field.Bool("archived").Default(false),
		field.String("created_by").Default("").Immutable().Annotations(entgql.Skip()),
		field.Time("created_at").Default(time.Now).Immutable(),
	}
}

// Edges of the RuntimeVersion.
func (RuntimeVersion) Edges() []ent.Edge {
	return []ent.Edge{
		edge.From("runtime", RegisteredRuntime.Type).Ref("versions").Field("runtime_id").
			Unique().Required().Immutable().Annotations(entgql.Skip()),
		edge.From("tags", RuntimeTag.Type).Ref("version").Annotations(entgql.Skip()),
	}
}

// Indexes of the RuntimeVersion.
func (RuntimeVersion) Indexes() []ent.Index {
	return []ent.Index{index.Fields("runtime_id", "version").Unique()}
}

// Annotations of the RuntimeVersion.
func (RuntimeVersion) Annotations() []schema.Annotation {
	return []schema.Annotation{entgql.Skip(entgql.SkipWhereInput, entgql.SkipOrderField)}
}

// Interceptors of the RuntimeVersion: readable through a readable runtime.
func (RuntimeVersion) Interceptors() []ent.Interceptor {
	return []ent.Interceptor{scopeByRuntime()}
}

// RuntimeTag holds the schema of a movable tag naming one version of a runtime.
type RuntimeTag struct {
	ent.Schema
}

// Fields of the RuntimeTag.
func (RuntimeTag) Fields() []ent.Field {
	return []ent.Field{
		field.Int("runtime_id").Immutable(),
		field.String("tag").NotEmpty().Immutable(),
		field.Int("version_id"),
		field.Time("updated_at").Default(time.Now).UpdateDefault(time.Now),
	}
}

// Edges of the RuntimeTag.
func (RuntimeTag) Edges() []ent.Edge {
	return []ent.Edge{
		edge.From("runtime", RegisteredRuntime.Type).Ref("tags").Field("runtime_id").
			Unique().Required().Immutable(),
		edge.To("version", RuntimeVersion.Type).Field("version_id").Unique().Required(),
	}
}

// Indexes of the RuntimeTag.
func (RuntimeTag) Indexes() []ent.Index {
	return []ent.Index{index.Fields("runtime_id", "tag").Unique()}
}

// Annotations of the RuntimeTag.
func (RuntimeTag) Annotations() []schema.Annotation {
	return []schema.Annotation{entgql.Skip(entgql.SkipAll)}
}

// Interceptors of the RuntimeTag: readable through a readable runtime.
func (RuntimeTag) Interceptors() []ent.Interceptor {
	return []ent.Interceptor{scopeByRuntime()}
}
