package schema

import (
	"time"

	"entgo.io/contrib/entgql"
	"entgo.io/ent"
	"entgo.io/ent/schema"
	"entgo.io/ent/schema/field"
	"entgo.io/ent/schema/index"
)

// Artifact holds the schema of one file a run's harness left under
// EVERDICT_ARTIFACTS_DIR, kept in the artifact store (package artifacts).
// name is the harness's relative path, sanitized, and only ever shown: the
// object's store_key is made by the server (<tenant>/<run>/<attempt>/<n>).
// content_type is sniffed by the server, never taken from the harness.
type Artifact struct {
	ent.Schema
}

// Mixin of the Artifact.
func (Artifact) Mixin() []ent.Mixin { return []ent.Mixin{TenantMixin{}} }

// Fields of the Artifact.
func (Artifact) Fields() []ent.Field {
	return []ent.Field{
		field.Int("run_id").Immutable(),
		field.Int("attempt").Positive().Immutable(),
		// seq numbers the files of one attempt from 1 (the key's <n>).
		field.Int("seq").Positive().Immutable(),
		field.String("name").NotEmpty().MaxLen(1024).Immutable(),
		field.Enum("kind").Values("file", "screenshot", "trajectory").Default("file").Immutable(),
		field.Int64("size").NonNegative().Immutable(),
		field.String("sha256").NotEmpty().Immutable(),
		field.String("content_type").NotEmpty().Immutable(),
		field.String("store_key").NotEmpty().Unique().Immutable(),
		field.Time("created_at").Default(time.Now).Immutable(),
		field.Time("expires_at"),
	}
}

// Indexes of the Artifact.
func (Artifact) Indexes() []ent.Index {
	return []ent.Index{
		// One row per file of an attempt: a replayed collection (an adopt)
		// records each file once.
		index.Fields("run_id", "attempt", "seq").Unique(),
		// The retention sweep reads the oldest expiries first.
		index.Fields("expires_at"),
	}
}

// Annotations of the Artifact: served by hand (run.graphqls).
func (Artifact) Annotations() []schema.Annotation {
	return []schema.Annotation{entgql.Skip(entgql.SkipAll)}
}
