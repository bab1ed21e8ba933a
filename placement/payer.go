package placement

import "slices"

// Payer is who pays for a run on a self-hosted runner.
type Payer string

// The payers.
const (
	// PayerWorkspace: the run's tenant pays, its spend and budget count it.
	PayerWorkspace Payer = "WORKSPACE"
	// PayerOwn: the runner's owner pays with the agent login on their own
	// machine; the tenant is charged nothing.
	PayerOwn Payer = "OWN"
)

// RunnerBilling is what the payer rule needs to know of a run on a runner.
type RunnerBilling struct {
	// Workspace is true for a runner registered by an ADMIN (the tenant's);
	// false for a member's personal runner.
	Workspace bool
	// RatePerHourUSD is the runner's hourly price (a workspace runner's;
	// default 0).
	RatePerHourUSD float64
	// Logins are the auth capabilities the run's harness needs
	// (codex-login, claude-login); none when it brings its own keys.
	Logins []string
	// Capabilities are the runner's labels.
	Capabilities []string
}

// Bill is the payer rule's answer.
type Bill struct {
	Payer Payer
	// PerHourUSD is charged for the time the run held the runner.
	PerHourUSD float64
	// ChargeReported says whether the cost the harness reports is the
	// tenant's to pay.
	ChargeReported bool
}

// BillRunner is the one rule of who pays for a run on a runner: a
// workspace runner bills the workspace at its rate, whatever logins it
// has; a personal runner that has every login the run needs is own-pays
// (the owner's subscription runs the agent, the tenant pays nothing); any
// other personal runner bills the workspace for what the harness reports
// (its keys are the tenant's secrets) and nothing for the machine.
func BillRunner(b RunnerBilling) Bill {
	if b.Workspace {
		return Bill{Payer: PayerWorkspace, PerHourUSD: max(b.RatePerHourUSD, 0), ChargeReported: true}
	}
	if len(b.Logins) > 0 && !slices.ContainsFunc(b.Logins, func(l string) bool { return !slices.Contains(b.Capabilities, l) }) {
		return Bill{Payer: PayerOwn}
	}
	return Bill{Payer: PayerWorkspace, ChargeReported: true}
}
