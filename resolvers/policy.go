package resolvers

import (
	"github.com/everdict/everdict/auth"
	"github.com/everdict/everdict/graph/model"
)

// tenantPolicy maps the API's policy input to the service's: a budgetUsd
// given as null clears the budget, an absent one leaves it.
func tenantPolicy(in model.TenantPolicyInput) auth.TenantPolicy {
	budget, set := in.BudgetUsd.ValueOK()
	return auth.TenantPolicy{
		Tenant: in.Tenant, Weight: in.Weight, MaxConcurrent: in.MaxConcurrent, MaxQueueDepth: in.MaxQueueDepth,
		BudgetUSD: budget, ClearBudget: set && budget == nil, BudgetPeriod: in.BudgetPeriod, Trusted: in.Trusted,
	}
}
