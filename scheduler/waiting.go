package scheduler

import (
	"context"
	"fmt"
	"strconv"

	"github.com/everdict/everdict/placement"
	"github.com/everdict/everdict/run"
	"github.com/everdict/everdict/tenancy"
)

// The codes of a Waiting.
const (
	WaitingQuota       = "QUOTA"
	WaitingCapacity    = "CAPACITY"
	WaitingCircuitOpen = "CIRCUIT_OPEN"
	WaitingBudget      = "BUDGET"
	WaitingFairShare   = "FAIR_SHARE"
	WaitingTenantShare = "TENANT_SHARE"
	WaitingRunner      = "RUNNER"
	// WaitingPlacement: a run submitted for several runtimes that none of
	// them can take yet.
	WaitingPlacement = "PLACEMENT"
)

// Waiting says why a queued run has not started: the rule that holds it
// back now, in words, and how many runs are ahead of it on its runtime.
type Waiting struct {
	Code     string
	Message  string
	Position int
}

// WaitingReason asks the admission rules about queued run id as the pump
// would now (budget, quota, the runtime's capacity, the circuit); a run they
// would all admit waits for its fair share. nil for a run not queued. It
// reads the store and the ledger; it changes nothing.
func (s *Scheduler) WaitingReason(ctx context.Context, id int) (*Waiting, error) {
	sys := tenancy.System(ctx)
	r, err := s.cfg.Runs.Get(sys, id)
	if err != nil || r.Status != run.Queued {
		return nil, err
	}
	if r.Owner != "" {
		return nil, nil // claimed: starting now
	}
	if r.RunnerTarget != "" {
		ahead, err := s.cfg.Runs.Ahead(sys, r)
		if err != nil {
			return nil, fmt.Errorf("waiting reason of run %d: %w", id, err)
		}
		t, err := s.cfg.DB.Tenant.Get(sys, r.TenantID)
		if err != nil {
			return nil, fmt.Errorf("waiting reason of run %d: %w", id, err)
		}
		// An idle runner leases nothing while the tenant is at its quota.
		quota, err := TenantQuota(sys, s.cfg.Ledger, t.Slug, t.MaxConcurrent)
		if err != nil {
			return nil, fmt.Errorf("waiting reason of run %d: %w", id, err)
		}
		if !quota.Admitted {
			return &Waiting{Code: WaitingQuota, Message: quota.Reason, Position: ahead}, nil
		}
		return &Waiting{Code: WaitingRunner, Position: ahead,
			Message: fmt.Sprintf("waiting for a runner of %s with a free slot and the capabilities the case needs", r.RunnerTarget)}, nil
	}
	if r.RuntimeVersionID == 0 && r.Policy != "" {
		w, err := s.placementWaiting(sys, r)
		if err != nil {
			return nil, fmt.Errorf("waiting reason of run %d: %w", id, err)
		}
		return w, nil
	}
	now := s.cfg.Clock.Now()
	it, err := newLoader(s).item(sys, r)
	if err != nil {
		return nil, fmt.Errorf("waiting reason of run %d: %w", id, err)
	}
	env, err := s.readEnvelope(sys, it.target)
	if err != nil {
		return nil, fmt.Errorf("waiting reason of run %d: %w", id, err)
	}
	rs, err := s.runtimeState(sys, it, env, nil)
	if err != nil {
		return nil, fmt.Errorf("waiting reason of run %d: %w", id, err)
	}
	running, err := s.cfg.Ledger.TenantInFlight(sys, it.tenant)
	if err != nil {
		return nil, fmt.Errorf("waiting reason of run %d: %w", id, err)
	}
	ready, err := s.cfg.Circuits.Ready(sys, now, it.circuitKey())
	if err != nil {
		return nil, fmt.Errorf("waiting reason of run %d: %w", id, err)
	}
	ahead, err := s.cfg.Runs.Ahead(sys, r)
	if err != nil {
		return nil, err
	}
	in := placement.PlanInput{
		Candidates: []placement.Candidate{it.candidate(strconv.Itoa(it.tenantID), !ready)},
		Tenants:    map[string]placement.TenantState{strconv.Itoa(it.tenantID): it.tenantState(running)},
		Runtimes:   map[string]placement.RuntimeState{it.claim.Runtime: rs},
	}
	if err := s.shares(sys, &in, map[string]*item{"": it}); err != nil {
		return nil, fmt.Errorf("waiting reason of run %d: %w", id, err)
	}
	plan := placement.Plan(in)
	w := &Waiting{Code: WaitingFairShare, Position: ahead,
		Message: fmt.Sprintf("%d runs are ahead of it on runtime %s (%d of %d slots in use)", ahead, it.target.Name, rs.InFlight, rs.Envelope.Slots)}
	if len(plan.Refused) == 1 {
		d := plan.Refused[0].Decision
		w.Message = d.Reason
		switch d.Rule {
		case placement.RuleBudget:
			w.Code = WaitingBudget
		case placement.RuleQuota:
			w.Code = WaitingQuota
		case placement.RuleTenantShare:
			w.Code = WaitingTenantShare
		case placement.RuleCircuit:
			w.Code = WaitingCircuitOpen
		default:
			w.Code = WaitingCapacity
		}
	}
	return w, nil
}
