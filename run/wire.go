package run

import (
	"encoding/json"
	"errors"
	"fmt"
	"time"

	"github.com/everdict/everdict/domain"
	"github.com/everdict/everdict/evalcase"
)

// WireVersion is the version of the run payload this release publishes on
// Topic and TenantTopic (Encode).
const WireVersion = 1

// ErrNotARun is what Decode returns for a payload that is no run.
var ErrNotARun = errors.New("not a run")

// wireRun is a run on the bus: {"v":1, …fields}. Its field names are the
// store's column names, which the payload of the releases before the
// version had (the stored row as JSON), so either release reads the
// other's. A reader ignores the fields it does not know, and reads a newer
// version's known fields as they are: a field's meaning never changes
// within its name; a new meaning takes a new name.
type wireRun struct {
	V                int              `json:"v"`
	ID               int              `json:"id"`
	TenantID         int              `json:"tenant_id"`
	HarnessName      string           `json:"harness_name,omitempty"`
	HarnessVersion   string           `json:"harness_version,omitempty"`
	CaseID           string           `json:"case_id,omitempty"`
	Status           Status           `json:"status"`
	CaseSpec         evalcase.Case    `json:"case_spec"`
	Harness          evalcase.Harness `json:"harness"`
	RuntimeRef       string           `json:"runtime_ref,omitempty"`
	RuntimeName      string           `json:"runtime_name,omitempty"`
	RuntimeVersionID *int             `json:"runtime_version_id,omitempty"`
	RuntimeVersion   *int             `json:"runtime_version,omitempty"`
	RuntimeID        *int             `json:"runtime_id,omitempty"`
	Priority         Priority         `json:"priority,omitempty"`
	Trigger          string           `json:"trigger,omitempty"`
	CreatedBy        string           `json:"created_by,omitempty"`
	WebhookURL       string           `json:"webhook_url,omitempty"`
	TraceParent      string           `json:"trace_parent,omitempty"`
	Result           *evalcase.Result `json:"result,omitempty"`
	ErrorCode        string           `json:"error_code,omitempty"`
	ErrorClass       string           `json:"error_class,omitempty"`
	ErrorMessage     string           `json:"error_message,omitempty"`
	CostUSD          float64          `json:"cost_usd,omitempty"`
	JudgeCostUSD     float64          `json:"judge_cost_usd,omitempty"`
	Phase            string           `json:"phase,omitempty"`
	SeedBytes        int64            `json:"seed_bytes,omitempty"`
	ScorecardID      *int             `json:"scorecard_id,omitempty"`
	Try              int              `json:"try,omitempty"`
	Attempt          int              `json:"attempt,omitempty"`
	FairTag          float64          `json:"fair_tag,omitempty"`
	Owner            *string          `json:"owner,omitempty"`
	RunnerTarget     *string          `json:"runner_target,omitempty"`
	LeaseExpiresAt   *time.Time       `json:"lease_expires_at,omitempty"`
	CreatedAt        time.Time        `json:"created_at"`
	StartedAt        *time.Time       `json:"started_at,omitempty"`
	FinishedAt       *time.Time       `json:"finished_at,omitempty"`
	DispatchedAt     *time.Time       `json:"dispatched_at,omitempty"`
	GradingStartedAt *time.Time       `json:"grading_started_at,omitempty"`
}

// Encode is r as this release publishes it on Topic and TenantTopic.
func Encode(r Run) []byte {
	w := wireRun{
		V: WireVersion, ID: r.ID, TenantID: r.TenantID, HarnessName: r.Harness.Name, HarnessVersion: r.Harness.Version,
		CaseID: r.Case.ID, Status: r.Status, CaseSpec: r.Case, Harness: r.Harness, RuntimeRef: r.RuntimeRef,
		RuntimeName: r.RuntimeName, Priority: r.Priority, Trigger: r.Trigger, CreatedBy: r.CreatedBy, WebhookURL: r.WebhookURL,
		TraceParent: r.TraceParent, Result: r.Result, ErrorCode: r.ErrorCode, ErrorClass: string(r.ErrorClass),
		ErrorMessage: r.ErrorMessage, CostUSD: r.CostUSD, JudgeCostUSD: r.JudgeCostUSD, Phase: string(r.Phase), SeedBytes: r.SeedBytes, Try: r.Try, Attempt: r.Attempt,
		FairTag: r.FairTag, CreatedAt: r.CreatedAt, StartedAt: r.StartedAt, FinishedAt: r.FinishedAt,
		DispatchedAt: r.DispatchedAt, GradingStartedAt: r.GradingStartedAt,
		RuntimeVersionID: nonZero(r.RuntimeVersionID), RuntimeVersion: nonZero(r.RuntimeVersion),
		RuntimeID: nonZero(r.RuntimeID), ScorecardID: nonZero(r.ScorecardID),
		Owner: nonZero(r.Owner), RunnerTarget: nonZero(r.RunnerTarget),
	}
	if !r.LeaseExpiresAt.IsZero() {
		w.LeaseExpiresAt = &r.LeaseExpiresAt
	}
	b, _ := json.Marshal(w) // plain values: it cannot fail
	return b
}

// Decode reads a run from a payload of Topic or TenantTopic as any release
// publishes it: this version, a newer one (whose fields this release does
// not know are left out), or the unversioned stored row of the releases
// before. A payload with no run id or status is ErrNotARun.
func Decode(b []byte) (Run, error) {
	var w wireRun
	if err := json.Unmarshal(b, &w); err != nil {
		return Run{}, fmt.Errorf("decode run: %w", err)
	}
	if w.ID <= 0 || w.Status == "" {
		return Run{}, fmt.Errorf("decode run: %w", ErrNotARun)
	}
	r := Run{
		ID: w.ID, TenantID: w.TenantID, Status: w.Status, Attempt: w.Attempt, Priority: w.Priority,
		RuntimeRef: w.RuntimeRef, RuntimeName: w.RuntimeName, Case: w.CaseSpec, Harness: w.Harness,
		SeedBytes: w.SeedBytes, CreatedAt: w.CreatedAt, FairTag: w.FairTag, Trigger: w.Trigger, CreatedBy: w.CreatedBy,
		WebhookURL: w.WebhookURL, Try: w.Try, TraceParent: w.TraceParent, Result: w.Result,
		ErrorClass: domain.FailureClass(w.ErrorClass), ErrorCode: w.ErrorCode, ErrorMessage: w.ErrorMessage,
		CostUSD: w.CostUSD, JudgeCostUSD: w.JudgeCostUSD, Phase: Phase(w.Phase), StartedAt: w.StartedAt, FinishedAt: w.FinishedAt,
		DispatchedAt: w.DispatchedAt, GradingStartedAt: w.GradingStartedAt,
		RuntimeVersionID: deref(w.RuntimeVersionID), RuntimeVersion: deref(w.RuntimeVersion), RuntimeID: deref(w.RuntimeID),
		ScorecardID: deref(w.ScorecardID), Owner: deref(w.Owner), RunnerTarget: deref(w.RunnerTarget),
	}
	if r.Case.ID == "" {
		r.Case.ID = w.CaseID
	}
	if w.LeaseExpiresAt != nil {
		r.LeaseExpiresAt = *w.LeaseExpiresAt
	}
	return r, nil
}

func nonZero[T comparable](v T) *T {
	var zero T
	if v == zero {
		return nil
	}
	return &v
}

func deref[T any](p *T) T {
	var zero T
	if p == nil {
		return zero
	}
	return *p
}
