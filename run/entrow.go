package run

import (
	"github.com/everdict/everdict/domain"
	"github.com/everdict/everdict/ent"
	entrun "github.com/everdict/everdict/ent/run"
	"github.com/everdict/everdict/ent/tenant"
	"github.com/everdict/everdict/placement"
)

// fromEnt maps a stored row to the one row type: the only place a run's
// store type becomes a Run.
func fromEnt(e *ent.Run) Run {
	r := Run{
		ID: e.ID, TenantID: e.TenantID, Status: Status(e.Status), Attempt: e.Attempt, Priority: Priority(e.Priority),
		RuntimeRef: e.RuntimeRef, RuntimeName: e.RuntimeName,
		Case: e.CaseSpec, Harness: e.Harness, SeedBytes: e.SeedBytes, CreatedAt: e.CreatedAt, FairTag: e.FairTag,
		Trigger: e.Trigger, CreatedBy: e.CreatedBy, WebhookURL: e.WebhookURL, Try: e.Try, TraceParent: e.TraceParent,
		Result: e.Result, ErrorClass: domain.FailureClass(e.ErrorClass), ErrorCode: e.ErrorCode, ErrorMessage: e.ErrorMessage,
		CostUSD: e.CostUsd, StartedAt: e.StartedAt, FinishedAt: e.FinishedAt,
		DispatchedAt: e.DispatchedAt, GradingStartedAt: e.GradingStartedAt,
	}
	if r.Case.ID == "" {
		r.Case.ID = e.CaseID
	}
	if e.ScorecardID != nil {
		r.ScorecardID = *e.ScorecardID
	}
	if e.RuntimeID != nil {
		r.RuntimeID = *e.RuntimeID
	}
	if e.RuntimeVersionID != nil {
		r.RuntimeVersionID = *e.RuntimeVersionID
	}
	if e.RuntimeVersion != nil {
		r.RuntimeVersion = *e.RuntimeVersion
	}
	if e.Owner != nil {
		r.Owner = *e.Owner
	}
	if e.LeaseExpiresAt != nil {
		r.LeaseExpiresAt = *e.LeaseExpiresAt
	}
	if e.RunnerTarget != nil {
		r.RunnerTarget = *e.RunnerTarget
	}
	r.JudgeCostUSD = e.JudgeCostUsd
	r.Candidates = e.PlacementCandidates
	if e.PlacementPolicy != nil {
		r.Policy = placement.Policy(*e.PlacementPolicy)
	}
	if e.Phase != nil {
		r.Phase = Phase(*e.Phase)
	}
	return r
}

func fromEnts(es []*ent.Run) []Run {
	out := make([]Run, len(es))
	for i, e := range es {
		out[i] = fromEnt(e)
	}
	return out
}

// entStatus is s as the store's column type.
func entStatus(s Status) entrun.Status { return entrun.Status(s) }

// entStatuses is ss as the store's column type.
func entStatuses(ss ...Status) []entrun.Status {
	out := make([]entrun.Status, len(ss))
	for i, s := range ss {
		out[i] = entrun.Status(s)
	}
	return out
}

// accountOf is tenant t's budget as its row keeps it.
func accountOf(t *ent.Tenant) Account {
	a := Account{LimitUSD: t.BudgetUsd, SpentUSD: t.SpentUsd, Monthly: t.BudgetPeriod == tenant.BudgetPeriodMONTH}
	if t.SpendPeriodStart != nil {
		a.PeriodStart = *t.SpendPeriodStart
	}
	return a
}

// newRow is the insert of q with fair start tag start.
func newRow(runs *ent.RunClient, q NewRun, start float64) *ent.RunCreate {
	create := runs.Create().SetFairTag(start).SetTenantID(q.TenantID).SetStatus(entStatus(q.Status)).SetAttempt(q.Attempt).
		SetHarnessName(q.Harness.Name).SetHarnessVersion(q.Harness.Version).SetCaseID(q.Case.ID).
		SetCaseSpec(q.Case).SetSeedBytes(SeedBytes(q.Case)).SetHarness(q.Harness).
		SetRuntimeRef(q.RuntimeRef).SetRuntimeName(q.RuntimeName).
		SetPriority(entrun.Priority(q.Priority)).SetTrigger(q.Trigger).SetCreatedBy(q.CreatedBy).SetCreatedAt(q.CreatedAt)
	switch {
	case q.RunnerTarget != "":
		create.SetRunnerTarget(q.RunnerTarget)
	case len(q.Candidates) > 0:
		create.SetPlacementCandidates(q.Candidates).SetPlacementPolicy(entrun.PlacementPolicy(q.Policy))
	default:
		create.SetRuntimeID(q.RuntimeID).SetRuntimeVersionID(q.RuntimeVersionID).SetRuntimeVersion(q.RuntimeVersion)
	}
	if q.WebhookURL != "" {
		create.SetWebhookURL(q.WebhookURL)
	}
	if q.ScorecardID != 0 {
		create.SetScorecardID(q.ScorecardID)
	}
	if q.Try > 0 {
		create.SetTry(q.Try)
	}
	if q.TraceParent != "" {
		create.SetTraceParent(q.TraceParent)
	}
	return create
}
