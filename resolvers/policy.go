package resolvers

import (
	"time"

	"github.com/everdict/everdict/auth"
	"github.com/everdict/everdict/graph/model"
)

// tenantPolicy maps the API's policy input to the service's: a budgetUsd
// given as null clears the budget, an absent one leaves it.
func tenantPolicy(in model.TenantPolicyInput) auth.TenantPolicy {
	budget, set := in.BudgetUsd.ValueOK()
	return auth.TenantPolicy{
		Tenant: in.Tenant, Weight: in.Weight, MaxConcurrent: in.MaxConcurrent, MaxQueueDepth: in.MaxQueueDepth,
		MaxSlotsPerRuntime: in.MaxSlotsPerRuntime,
		BudgetUSD:          budget, ClearBudget: set && budget == nil, BudgetPeriod: in.BudgetPeriod, Trusted: in.Trusted,
	}
}

// lifetime maps createToken's expiresIn (seconds) to the service's: absent
// is no expiry (0); a value out of range stays out of range (negative, or
// over auth.MaxExpiresIn) without overflowing, so the service refuses it.
func lifetime(seconds *int) time.Duration {
	switch {
	case seconds == nil:
		return 0
	case *seconds <= 0:
		return -1
	case *seconds > int(auth.MaxExpiresIn/time.Second):
		return auth.MaxExpiresIn + time.Second
	}
	return time.Duration(*seconds) * time.Second
}
