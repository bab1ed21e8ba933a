package run

import (
	"time"

	"github.com/everdict/everdict/domain"
	"github.com/everdict/everdict/evalcase"
	"github.com/everdict/everdict/placement"
)

// Run is the one row type of a run: what the store keeps, mapped once by
// its driver, and what crosses every seam (the scheduler, runners, watch,
// scorecards, webhooks, the bus). No store type crosses with it.
type Run struct {
	ID       int
	TenantID int
	Status   Status
	Attempt  int
	Priority Priority
	// RuntimeRef is the runtime as submitted ("name", "name@3", "self");
	// RuntimeName the runtime it resolved to (or the runner target).
	RuntimeRef  string
	RuntimeName string
	// RuntimeID is the registered runtime; 0 for a run queued before the
	// store kept it (resolve it through RuntimeVersionID) and for a
	// runner's run.
	RuntimeID        int
	RuntimeVersionID int
	RuntimeVersion   int
	Case             evalcase.Case
	Harness          evalcase.Harness
	// SeedBytes are the case's seed files' bytes (SeedBytes).
	SeedBytes int64
	CreatedAt time.Time
	FairTag   float64
	// Owner is the replica (or runner) holding the run; "" when none does.
	Owner string
	// LeaseExpiresAt is when Owner's hold lapses unless renewed; zero when
	// no one holds it.
	LeaseExpiresAt time.Time
	// RunnerTarget is set for a run on self-hosted runners ("self",
	// "self:ws", "self:<runnerId>"): a runner leases it, no scheduler drains
	// it.
	RunnerTarget string
	// Candidates are the runtime versions a run submitted for several
	// runtimes may be placed on, and Policy how one is chosen; nil and ""
	// for a run submitted for one. Until placed (Service.Place) such a
	// run has no runtime id or version.
	Candidates []int
	Policy     placement.Policy
	Trigger    string
	CreatedBy  string
	WebhookURL string
	// ScorecardID is the parent scorecard of a child run; 0 for a
	// standalone run. Try is the case's attempt within it.
	ScorecardID int
	Try         int
	// TraceParent is the W3C traceparent recorded at submit: the run's
	// trace, which the scheduler's spans continue. "" when tracing was off.
	TraceParent string
	// Result is the graded result of a SUCCEEDED run.
	Result *evalcase.Result
	// ErrorClass, ErrorCode and ErrorMessage say why a FAILED run produced
	// no result.
	ErrorClass   domain.FailureClass
	ErrorCode    string
	ErrorMessage string
	// CostUSD is what the settled run's agent cost its tenant (the
	// harness's report and the runtime's price); JudgeCostUSD what its
	// judges cost, over every grading, billed beside it.
	CostUSD      float64
	JudgeCostUSD float64
	// Phase is what a RUNNING run does besides its harness: PhaseGrading
	// while its judges are asked; "" otherwise.
	Phase      Phase
	StartedAt  *time.Time
	FinishedAt *time.Time
	// DispatchedAt is when the run was last claimed to start;
	// GradingStartedAt when its judges were last asked (see Timeline).
	DispatchedAt     *time.Time
	GradingStartedAt *time.Time
}

// Phase is what a RUNNING run does after its harness ended.
type Phase string

// PhaseGrading: the harness ended and the control plane asks the run's
// judges before it settles.
const PhaseGrading Phase = "GRADING"

// Key is what r's correlation id is derived from.
func (r Run) Key() Key {
	return Key{RunID: r.ID, ScorecardID: r.ScorecardID, CaseID: r.Case.ID, Try: r.Try}
}

// Record is the aggregate's view of r.
func (r Run) Record() Record {
	return Record{ID: r.ID, Status: r.Status, Attempt: r.Attempt, HasCase: r.Case.Task != ""}
}

// Account is a tenant's budget as its row keeps it: the limit (nil: none),
// the spend, and when the spend's period started.
type Account struct {
	LimitUSD    *float64
	SpentUSD    float64
	PeriodStart time.Time
	// Monthly: the spend starts afresh every calendar month.
	Monthly bool
}

// BudgetOf is a tenant's budget as admission sees it at now: its limit, and
// its spend in the budget period that holds now.
func BudgetOf(a Account, now time.Time) placement.Budget {
	if a.LimitUSD == nil {
		return placement.Budget{}
	}
	return placement.Budget{Limited: true, LimitUSD: *a.LimitUSD,
		SpentUSD: placement.SpendInPeriod(a.SpentUSD, a.PeriodStart, a.Monthly, now)}
}
