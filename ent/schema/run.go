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

	"github.com/everdict/everdict/evalcase"
)

// Run holds the schema of a run: one case × one harness version × one
// runtime, settled exactly once. Its caseSpec, harness and resolved runtime
// version are the basis of any re-dispatch after a crash. Neither holds a
// secret value: env entries keep their secretRef, repo tokens are never
// persisted.
type Run struct {
	ent.Schema
}

// Mixin of the Run.
func (Run) Mixin() []ent.Mixin { return []ent.Mixin{TenantMixin{}} }

// Fields of the Run.
func (Run) Fields() []ent.Field {
	return []ent.Field{
		field.String("harness_name").NotEmpty().Immutable(),
		field.String("harness_version").Default("").Immutable(),
		field.String("case_id").Default("").Immutable(),
		field.Enum("status").Values("QUEUED", "RUNNING", "SUCCEEDED", "FAILED").
			Default("QUEUED").
			Annotations(entgql.OrderField("STATUS")),
		field.JSON("case_spec", evalcase.Case{}).Immutable().Annotations(entgql.Skip()),
		field.JSON("harness", evalcase.Harness{}).Immutable().Annotations(entgql.Skip()),
		// The runtime fields change only while a scorecard's child is
		// queued and held by no one (spillover, run.Service.Move).
		field.String("runtime_ref").NotEmpty().
			Annotations(entgql.MapsTo("runtime")),
		field.String("runtime_name").NotEmpty().Annotations(entgql.Skip()),
		field.Int("runtime_version_id").Optional().Nillable().
			Annotations(entgql.Skip()),
		field.Int("runtime_version").Optional().Nillable(),
		// runtime_id is the registered runtime the version belongs to: the
		// capacity the scheduler fills, without a join.
		field.Int("runtime_id").Optional().Nillable().
			Annotations(entgql.Skip()),
		// placement_candidates are the runtime versions a run submitted
		// for several runtimes ("a,b" or "auto") may be placed on, and
		// placement_policy how one is chosen (placement.Pick). Such a run
		// is queued unplaced (no runtime id or version) until a scheduler
		// pass writes the chosen one onto it (run.Service.Place). NULL on
		// a run submitted for one runtime.
		field.JSON("placement_candidates", []int{}).Optional().Immutable().Annotations(entgql.Skip()),
		field.Enum("placement_policy").Values("SPREAD", "PACK").Optional().Nillable().Immutable().
			Annotations(entgql.Type("PlacementPolicy")),
		field.Enum("priority").Values("INTERACTIVE", "BATCH").Default("INTERACTIVE").
			Annotations(entgql.Type("Priority")),
		field.String("trigger").Default("api").Immutable(),
		field.String("created_by").Default("").Immutable(),
		field.String("webhook_url").Optional().Immutable().Annotations(entgql.Skip()),
		// trace_parent is the W3C traceparent of the submit's span when
		// tracing is on: admission, dispatch and settle on whichever replica
		// continue that trace. Empty when tracing was off at submit.
		field.String("trace_parent").Optional().Immutable().Annotations(entgql.Skip()),
		field.JSON("result", &evalcase.Result{}).Optional().
			Annotations(entgql.Type("CaseResult"), entgql.Skip(entgql.SkipWhereInput)),
		field.String("error_code").Optional().Annotations(entgql.Skip()),
		field.String("error_class").Optional().Annotations(entgql.Skip()),
		field.String("error_message").Optional().Annotations(entgql.Skip()),
		field.Float("cost_usd").Default(0),
		// judge_cost_usd is what the run's JUDGE graders cost, over every
		// grading (regrades included): billed to the tenant beside
		// cost_usd, the agent's, and shown apart from it.
		field.Float("judge_cost_usd").Default(0),
		// phase says what a RUNNING run is doing when it is not running its
		// harness: GRADING while the control plane asks its judges. NULL
		// otherwise.
		field.Enum("phase").Values("GRADING").Optional().Nillable(),
		// seed_bytes is the size of the case's seed files, counted at
		// submit: a tenant's queued runs hold at most its seed quota. NULL
		// on runs submitted before it was counted (an added column).
		field.Int64("seed_bytes").Optional().Immutable().Annotations(entgql.Skip()),
		// scorecard_id is the scorecard a child run belongs to; try is the
		// case's attempt within it (t<n>: a retry is a new child run).
		field.Int("scorecard_id").StorageKey("parent_scorecard_id").Optional().Nillable().Immutable(),
		field.Int("try").Default(1).Immutable(),
		field.Int("attempt").Default(1),
		// fair_tag is the run's start tag in the weighted fair queue
		// (start-time fair queueing over one virtual clock shared by every
		// replica), fixed at submit: queued runs are claimed in tag order.
		field.Float("fair_tag").Default(0).Immutable().Annotations(entgql.Skip()),
		// owner is the replica that holds the run (claimed, running or being
		// adopted) and lease_expires_at how long it holds it unless renewed;
		// an expired lease is taken over by any live replica.
		field.String("owner").Optional().Nillable().Annotations(entgql.Skip()),
		// runner_target is set on a run for self-hosted runners ("self",
		// "self:ws" or "self:<runnerId>"): no scheduler drains it, a runner
		// leases it. Such a run has no runtime id or version.
		field.String("runner_target").Optional().Nillable().Immutable().Annotations(entgql.Skip()),
		field.Time("lease_expires_at").Optional().Nillable().Annotations(entgql.Skip()),
		field.Time("created_at").Default(time.Now).Immutable().
			Annotations(entgql.OrderField("CREATED_AT")),
		field.Time("started_at").Optional().Nillable(),
		field.Time("finished_at").Optional().Nillable(),
		// dispatched_at is when a replica or runner last claimed the run to
		// start it; grading_started_at when its harness ended and its judges
		// were asked. Each is written by the transition that already happens
		// then (run/), for the run's timeline.
		field.Time("dispatched_at").Optional().Nillable(),
		field.Time("grading_started_at").Optional().Nillable(),
	}
}

// Edges of the Run.
func (Run) Edges() []ent.Edge {
	return []ent.Edge{
		edge.To("target", RuntimeVersion.Type).Field("runtime_version_id").
			Unique().Annotations(entgql.Skip()),
		edge.To("logs", LogLine.Type).Annotations(entgql.Skip()),
	}
}

// Indexes of the Run.
func (Run) Indexes() []ent.Index {
	return []ent.Index{
		// The runs list reads newest first (created_at, id) within a
		// tenant, and within a tenant and status: an index walked in that
		// order answers a page without sorting the tenant's history. The
		// second also serves the per-tenant status counts the old
		// (tenant_id, status) index did. created_at alone is an
		// OPERATOR's list over every tenant.
		index.Fields("tenant_id", "created_at", "id"),
		index.Fields("tenant_id", "status", "created_at", "id"),
		// The runs list filtered by harness or by trigger (the web app's
		// filters) reads the same order within it.
		index.Fields("tenant_id", "harness_name", "created_at", "id"),
		index.Fields("tenant_id", "trigger", "created_at", "id"),
		index.Fields("created_at", "id"),
		index.Fields("status", "fair_tag"),
		// A runtime's line, read by class: each priority in fair-tag
		// order, and BATCH oldest first for the aged ones, so a read
		// stops after the rows it returns however deep the queue is.
		index.Fields("runtime_id", "status", "priority", "fair_tag"),
		index.Fields("runtime_id", "status", "priority", "created_at"),
		// A runtime's recently settled runs, newest first (the queue's
		// median duration behind its wait estimate): a range on
		// finished_at within each runtime, not every settled run it had.
		index.Fields("runtime_id", "finished_at"),
		index.Fields("owner", "lease_expires_at"),
		// The runs a scheduler pass places (run.Service.Unplaced): with
		// candidates and no runtime yet, in fair-tag order. Partial, so a
		// deep queue of placed runs costs the read nothing.
		index.Fields("fair_tag", "id").Annotations(entsql.IndexWhere("((placement_policy IS NOT NULL) AND (runtime_version_id IS NULL))")),
		// One child per case and try: replicas racing to retry a case
		// insert it once.
		index.Fields("scorecard_id", "case_id", "try").Unique(),
	}
}

// Annotations of the Run.
func (Run) Annotations() []schema.Annotation {
	return []schema.Annotation{
		entgql.RelayConnection(),
		// The runs query is declared in schema/run.graphqls: it lists
		// standalone runs unless asked for a scorecard's.
	}
}

// LogLine holds the schema of one line a run printed, numbered from 1 with no
// gaps per run.
type LogLine struct {
	ent.Schema
}

// Fields of the LogLine.
func (LogLine) Fields() []ent.Field {
	return []ent.Field{
		field.Int("run_id").Immutable(),
		field.Int64("seq").Positive().Immutable(),
		field.String("stream").Default("stdout").Immutable(),
		field.Text("text").Immutable(),
		field.Time("at").Default(time.Now).Immutable(),
	}
}

// Edges of the LogLine.
func (LogLine) Edges() []ent.Edge {
	return []ent.Edge{
		edge.From("run", Run.Type).Ref("logs").Field("run_id").
			Unique().Required().Immutable(),
	}
}

// Indexes of the LogLine.
func (LogLine) Indexes() []ent.Index {
	return []ent.Index{index.Fields("run_id", "seq").Unique()}
}

// Annotations of the LogLine.
func (LogLine) Annotations() []schema.Annotation {
	return []schema.Annotation{entgql.Skip(entgql.SkipAll)}
}

// Interceptors of the LogLine: readable through a readable run.
func (LogLine) Interceptors() []ent.Interceptor {
	return []ent.Interceptor{scopeByRun()}
}

// Secret holds the schema of a tenant secret, sealed at rest (AES-256-GCM).
// No API returns its value.
type Secret struct {
	ent.Schema
}

// Mixin of the Secret.
func (Secret) Mixin() []ent.Mixin { return []ent.Mixin{TenantMixin{}} }

// Fields of the Secret.
func (Secret) Fields() []ent.Field {
	return []ent.Field{
		field.String("name").NotEmpty().Immutable(),
		// purpose says who may use the secret: HARNESS secrets go into a
		// job's env (harness.env secretRef); CLUSTER secrets are the control
		// plane's own credentials (kubeconfig, Nomad token) and never reach a
		// job; MODEL secrets are model providers' API keys (package judge),
		// used by the control plane alone and never put in a job; TRACE
		// secrets read an agent trace provider's API (package traces), the
		// control plane's alone too.
		field.Enum("purpose").Values("HARNESS", "CLUSTER", "MODEL", "TRACE").Default("HARNESS"),
		// owner is the subject of the member whose personal secret this
		// is ("" for the tenant's own): a personal secret is HARNESS only,
		// and shadows the tenant's secret of its name in that member's runs.
		field.String("owner").Default("").Immutable(),
		field.Bytes("ciphertext").Sensitive(),
		field.Time("created_at").Default(time.Now).Immutable(),
		field.Time("updated_at").Default(time.Now).UpdateDefault(time.Now),
	}
}

// Indexes of the Secret.
func (Secret) Indexes() []ent.Index {
	return []ent.Index{index.Fields("tenant_id", "owner", "name").Unique()}
}

// Annotations of the Secret.
func (Secret) Annotations() []schema.Annotation {
	return []schema.Annotation{entgql.Skip(entgql.SkipAll)}
}
