package resolvers

import (
	"slices"

	"github.com/everdict/everdict/auth"
	"github.com/everdict/everdict/errcode"
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

// graphQLTriggers are the interfaces a GraphQL submitRun may say it comes
// from; "" means "api". The MCP tools record "mcp" themselves, in process.
var graphQLTriggers = []string{"", "api", "web", "cli"}

// checkTrigger refuses a trigger GraphQL clients may not claim.
func checkTrigger(trigger string) error {
	if !slices.Contains(graphQLTriggers, trigger) {
		return errcode.New(errcode.BadUserInput, "trigger %q: want api, web or cli", trigger)
	}
	return nil
}
