package auth

import (
	"context"
	"fmt"

	"github.com/everdict/everdict/ent"
	"github.com/everdict/everdict/ent/tenant"
	"github.com/everdict/everdict/errcode"
	"github.com/everdict/everdict/placement"
	"github.com/everdict/everdict/tenancy"
)

// TenantPolicy is the per-tenant scheduling dials an OPERATOR sets. A nil
// field is left as it is.
type TenantPolicy struct {
	Tenant        string `json:"tenant"`
	Weight        *int   `json:"weight,omitempty"`
	MaxConcurrent *int   `json:"maxConcurrent,omitempty"`
	MaxQueueDepth *int   `json:"maxQueueDepth,omitempty"`
	// MaxSlotsPerRuntime is the tenant's share of every shared runtime,
	// replacing the runtime's own; 0 clears it.
	MaxSlotsPerRuntime *int     `json:"maxSlotsPerRuntime,omitempty"`
	BudgetUSD          *float64 `json:"budgetUsd,omitempty"`
	// ClearBudget removes the budget (no limit); BudgetUSD is then ignored.
	ClearBudget bool `json:"-"`
	// BudgetPeriod is NONE or MONTH; nil leaves it.
	BudgetPeriod *tenant.BudgetPeriod `json:"budgetPeriod,omitempty"`
	Trusted      *bool                `json:"trusted,omitempty"`
}

// SetTenantPolicy sets a tenant's weight, quota, queue depth, share of
// shared runtimes, budget and trust. Only an OPERATOR may; the tenant must exist. Weight is 1–1000; a
// quota or queue depth of 0 clears it (no limit); a budget is not negative.
// The tenant's later runs see the new dials; queued ones keep their weight.
func (s *Service) SetTenantPolicy(ctx context.Context, p TenantPolicy) (*ent.Tenant, error) {
	v, err := tenancy.ViewerFrom(ctx)
	if err != nil {
		return nil, err
	}
	if v.Role != tenancy.RoleOperator {
		return nil, errcode.New(errcode.Forbidden, "only an OPERATOR may set tenant policy")
	}
	switch {
	case p.Weight != nil && (*p.Weight < 1 || *p.Weight > 1000):
		return nil, errcode.New(errcode.BadUserInput, "weight must be between 1 and 1000")
	case p.MaxConcurrent != nil && *p.MaxConcurrent < 0:
		return nil, errcode.New(errcode.BadUserInput, "maxConcurrent must not be negative (0 means no limit)")
	case p.MaxQueueDepth != nil && *p.MaxQueueDepth < 0:
		return nil, errcode.New(errcode.BadUserInput, "maxQueueDepth must not be negative (0 means no limit)")
	case p.MaxSlotsPerRuntime != nil && *p.MaxSlotsPerRuntime < 0:
		return nil, errcode.New(errcode.BadUserInput, "maxSlotsPerRuntime must not be negative (0 means each runtime's own share)")
	case p.BudgetUSD != nil && *p.BudgetUSD < 0:
		return nil, errcode.New(errcode.BadUserInput, "budgetUsd must not be negative")
	case p.BudgetPeriod != nil && tenant.BudgetPeriodValidator(*p.BudgetPeriod) != nil:
		return nil, errcode.New(errcode.BadUserInput, "budgetPeriod must be NONE or MONTH")
	}
	sys := tenancy.System(ctx)
	t, err := s.db.Tenant.Query().Where(tenant.Slug(p.Tenant)).Only(sys)
	if ent.IsNotFound(err) {
		return nil, errcode.New(errcode.NotFound, "no tenant %q", p.Tenant)
	}
	if err != nil {
		return nil, fmt.Errorf("set tenant policy: %w", err)
	}
	u := t.Update()
	if p.Weight != nil {
		u.SetWeight(*p.Weight)
	}
	if p.MaxConcurrent != nil {
		if *p.MaxConcurrent == 0 {
			u.ClearMaxConcurrent()
		} else {
			u.SetMaxConcurrent(*p.MaxConcurrent)
		}
	}
	if p.MaxQueueDepth != nil {
		if *p.MaxQueueDepth == 0 {
			u.ClearMaxQueueDepth()
		} else {
			u.SetMaxQueueDepth(*p.MaxQueueDepth)
		}
	}
	if p.MaxSlotsPerRuntime != nil {
		if *p.MaxSlotsPerRuntime == 0 {
			u.ClearMaxSlotsPerRuntime()
		} else {
			u.SetMaxSlotsPerRuntime(*p.MaxSlotsPerRuntime)
		}
	}
	switch {
	case p.ClearBudget:
		u.ClearBudgetUsd()
	case p.BudgetUSD != nil:
		u.SetBudgetUsd(*p.BudgetUSD)
	}
	if p.BudgetPeriod != nil && *p.BudgetPeriod != t.BudgetPeriod {
		// A new period starts now: the spend counts from the start of the
		// current month (MONTH) or from now on (NONE keeps the total).
		u.SetBudgetPeriod(*p.BudgetPeriod)
		if *p.BudgetPeriod == tenant.BudgetPeriodMONTH {
			u.SetSpendPeriodStart(placement.MonthStart(s.now()))
		}
	}
	if p.Trusted != nil {
		u.SetTrusted(*p.Trusted)
	}
	t, err = u.Save(sys)
	if err != nil {
		return nil, fmt.Errorf("set tenant policy: %w", err)
	}
	s.log.InfoContext(ctx, "tenant policy set", "tenant", t.Slug, "by", v.Subject)
	return t, nil
}
