package resolvers

import (
	"time"

	"github.com/everdict/everdict/ent"
	entrun "github.com/everdict/everdict/ent/run"
	"github.com/everdict/everdict/run"
)

// node is run r as the GraphQL Run node a subscription sends: a snapshot
// with no client, whose fields that read further (logs, deliveries) go by
// its id.
func node(r run.Run) *ent.Run {
	n := &ent.Run{
		ID: r.ID, TenantID: r.TenantID, HarnessName: r.Harness.Name, HarnessVersion: r.Harness.Version, CaseID: r.Case.ID,
		Status: entrun.Status(r.Status), CaseSpec: r.Case, Harness: r.Harness, RuntimeRef: r.RuntimeRef,
		RuntimeName: r.RuntimeName, Priority: entrun.Priority(r.Priority), Trigger: r.Trigger, CreatedBy: r.CreatedBy,
		WebhookURL: r.WebhookURL, TraceParent: r.TraceParent, Result: r.Result, ErrorCode: r.ErrorCode,
		ErrorClass: string(r.ErrorClass), ErrorMessage: r.ErrorMessage, CostUsd: r.CostUSD, SeedBytes: r.SeedBytes,
		Try: r.Try, Attempt: r.Attempt, FairTag: r.FairTag, CreatedAt: r.CreatedAt, StartedAt: r.StartedAt,
		DispatchedAt: r.DispatchedAt, GradingStartedAt: r.GradingStartedAt,
		FinishedAt:       r.FinishedAt,
		RuntimeVersionID: nonZero(r.RuntimeVersionID), RuntimeVersion: nonZero(r.RuntimeVersion),
		RuntimeID: nonZero(r.RuntimeID), ScorecardID: nonZero(r.ScorecardID), Owner: nonZero(r.Owner),
		RunnerTarget: nonZero(r.RunnerTarget),
	}
	if !r.LeaseExpiresAt.IsZero() {
		n.LeaseExpiresAt = &r.LeaseExpiresAt
	}
	return n
}

// keyOf is what node n's correlation id is derived from.
func keyOf(n *ent.Run) run.Key {
	return run.Key{RunID: n.ID, ScorecardID: deref(n.ScorecardID), CaseID: n.CaseID, Try: n.Try}
}

func nonZero[T comparable](v T) *T {
	var zero T
	if v == zero {
		return nil
	}
	return &v
}

// millis is d in whole milliseconds; nil stays nil.
func millis(d *time.Duration) *int {
	if d == nil {
		return nil
	}
	ms := int(d.Milliseconds())
	return &ms
}
