package placement

// Candidate is one queued run a dispatcher may start, as a snapshot sees it.
type Candidate struct {
	// ID identifies the run.
	ID string
	// Tenant is the tenant whose quota the run spends (a key of
	// PlanInput.Tenants).
	Tenant string
	// Runtime is the runtime whose envelope the run spends (a key of
	// PlanInput.Runtimes).
	Runtime string
	// Request is what the run asks of the runtime.
	Request Request
	// CircuitOpen is true when the tenant's circuit to the runtime admits
	// nothing now.
	CircuitOpen bool
}

// PlanInput is a snapshot a dispatch plan is made from: candidates in queue
// order (best first), the tenants and runtimes they spend, and each
// tenant's share of the runtimes it runs on.
type PlanInput struct {
	Candidates []Candidate
	Tenants    map[string]TenantState
	Runtimes   map[string]RuntimeState
	// Shares holds a tenant's share of a runtime; a pair it lacks has no
	// limit.
	Shares map[ShareKey]Share
}

// ShareKey names one tenant's hold on one runtime: keys of
// PlanInput.Tenants and PlanInput.Runtimes.
type ShareKey struct {
	Tenant, Runtime string
}

// Share is one tenant's hold on one (shared) runtime: the tenant's runs in
// flight there, and the most it may have; a zero Max sets no limit.
type Share struct {
	Running int
	Max     int
}

// Refusal is a candidate the plan passed over, and why.
type Refusal struct {
	Candidate Candidate
	Decision  Decision
}

// DispatchPlan is what Plan decides: the candidates to start now, in order,
// and the ones passed over. A refusal that is Permanent can never be placed
// on its runtime; the rest wait.
type DispatchPlan struct {
	Start   []Candidate
	Refused []Refusal
}

// Plan walks the candidates in order and admits each one whose tenant is
// within its budget, under its quota and under its share of the runtime,
// and whose runtime has room for it (open circuit, missing
// capability and envelope rules as Choose applies them), counting the runs
// admitted before it against the same snapshot. A candidate passed over does
// not stop the ones behind it: another tenant's run, or a run on another
// runtime, may still fit. A candidate whose tenant or runtime the snapshot
// lacks is refused (RuleQuota or RuleNoRuntime), not admitted.
//
// Plan is pure: the dispatcher commits each start through the store and the
// ledger, which may still refuse it.
func Plan(in PlanInput) DispatchPlan {
	tenants := make(map[string]TenantState, len(in.Tenants))
	for k, v := range in.Tenants {
		tenants[k] = v
	}
	runtimes := make(map[string]RuntimeState, len(in.Runtimes))
	for k, v := range in.Runtimes {
		runtimes[k] = v
	}
	shares := make(map[ShareKey]Share, len(in.Shares))
	for k, v := range in.Shares {
		shares[k] = v
	}
	var out DispatchPlan
	for _, c := range in.Candidates {
		t, ok := tenants[c.Tenant]
		if !ok {
			out.Refused = append(out.Refused, Refusal{c, Decision{Rule: RuleQuota, Reason: "tenant " + c.Tenant + " is unknown"}})
			continue
		}
		if d := AdmitBudget(t); !d.Admitted {
			out.Refused = append(out.Refused, Refusal{c, d})
			continue
		}
		if d := AdmitQuota(t); !d.Admitted {
			out.Refused = append(out.Refused, Refusal{c, d})
			continue
		}
		r, ok := runtimes[c.Runtime]
		if !ok {
			out.Refused = append(out.Refused, Refusal{c, Decision{Rule: RuleNoRuntime, Reason: "runtime " + c.Runtime + " is unknown"}})
			continue
		}
		sk := ShareKey{Tenant: c.Tenant, Runtime: c.Runtime}
		sh := shares[sk]
		if d := AdmitShare(t.Tenant, r.ID, sh); !d.Admitted {
			out.Refused = append(out.Refused, Refusal{c, d})
			continue
		}
		r.CircuitOpen = c.CircuitOpen
		if ch := Choose(c.Request, []RuntimeState{r}); !ch.Decision.Admitted {
			d := ch.Decision
			if len(ch.Rejections) == 1 {
				d = ch.Rejections[0].Decision
			}
			out.Refused = append(out.Refused, Refusal{c, d})
			continue
		}
		t.Running++
		tenants[c.Tenant] = t
		sh.Running++
		shares[sk] = sh
		r.CircuitOpen = false
		runtimes[c.Runtime] = r.Reserve(c.Request.Resources)
		out.Start = append(out.Start, c)
	}
	return out
}
