package placement

import (
	"errors"
	"fmt"
	"time"
)

// Sentinel errors a refused Decision's Err wraps, one per kind of refusal,
// so callers map them to API codes with errors.Is.
var (
	// ErrPaymentRequired: the tenant's budget is spent (PAYMENT_REQUIRED).
	ErrPaymentRequired = errors.New("payment required")
	// ErrRateLimited: a queue is at its depth limit (RATE_LIMITED).
	ErrRateLimited = errors.New("rate limited")
	// ErrQuotaReached: the tenant runs as many runs as its quota allows.
	ErrQuotaReached = errors.New("tenant quota reached")
	// ErrTenantShare: the tenant holds its whole share of a shared runtime.
	ErrTenantShare = errors.New("tenant share of the runtime reached")
	// ErrNoCapacity: the runtime lacks a free slot, memory or CPU.
	ErrNoCapacity = errors.New("runtime has no capacity")
	// ErrCircuitOpen: the tenant's circuit for the runtime is open.
	ErrCircuitOpen = errors.New("circuit open")
	// ErrMissingCapability: the runtime lacks a functional capability.
	ErrMissingCapability = errors.New("runtime lacks capability")
	// ErrNoPlacement: no runtime can take the run (see Choice.Rejections).
	ErrNoPlacement = errors.New("no runtime can take the run")
	// ErrRefused: a refusal whose rule this package does not know.
	ErrRefused = errors.New("refused")
)

// Rule names the admission or placement rule behind a Decision. The zero
// Rule names none: an admitting Decision has it.
type Rule string

// The rules. Submit time: RuleBudget, RuleTenantQueueDepth, RuleQueueDepth.
// Dispatch time: RuleQuota, RuleTenantShare, RuleSlots, RuleMemory, RuleCPU, and, from
// Choose, RuleCircuit, RuleCapability and RuleNoRuntime.
const (
	RuleBudget           Rule = "BUDGET"
	RuleTenantQueueDepth Rule = "TENANT_QUEUE_DEPTH"
	RuleQueueDepth       Rule = "QUEUE_DEPTH"
	RuleQuota            Rule = "QUOTA"
	RuleTenantShare      Rule = "TENANT_SHARE"
	RuleSlots            Rule = "SLOTS"
	RuleMemory           Rule = "MEMORY"
	RuleCPU              Rule = "CPU"
	RuleCircuit          Rule = "CIRCUIT"
	RuleCapability       Rule = "CAPABILITY"
	RuleNoRuntime        Rule = "NO_RUNTIME"
)

// sentinels maps each rule to the error its refusals wrap.
var sentinels = map[Rule]error{
	RuleBudget:           ErrPaymentRequired,
	RuleTenantQueueDepth: ErrRateLimited,
	RuleQueueDepth:       ErrRateLimited,
	RuleQuota:            ErrQuotaReached,
	RuleTenantShare:      ErrTenantShare,
	RuleSlots:            ErrNoCapacity,
	RuleMemory:           ErrNoCapacity,
	RuleCPU:              ErrNoCapacity,
	RuleCircuit:          ErrCircuitOpen,
	RuleCapability:       ErrMissingCapability,
	RuleNoRuntime:        ErrNoPlacement,
}

// Decision is the outcome of an admission rule: admitted, or refused by a
// named rule with a human-readable reason. The zero Decision is a refusal
// with no rule, so a forgotten decision fails closed.
type Decision struct {
	// Admitted is true when every rule passed.
	Admitted bool
	// Rule is the rule that refused; empty when admitted.
	Rule Rule
	// Reason says why, for people (API messages, logs).
	Reason string
	// Permanent is true when waiting cannot help: the request exceeds the
	// runtime's whole envelope or the runtime lacks a capability. A pump
	// fails such a run instead of leaving it queued.
	Permanent bool
}

// admit is the admitting Decision.
var admit = Decision{Admitted: true}

// Err returns nil for an admitting decision and otherwise an error whose
// message is the reason and which wraps the rule's sentinel (ErrRateLimited,
// ErrPaymentRequired, …).
func (d Decision) Err() error {
	if d.Admitted {
		return nil
	}
	sentinel, ok := sentinels[d.Rule]
	if !ok {
		sentinel = ErrRefused
	}
	if d.Reason == "" {
		return sentinel
	}
	return fmt.Errorf("%s: %w", d.Reason, sentinel)
}

// MaxQueueDepthDefault is the global queue depth limit when
// AdmissionConfig.MaxQueueDepth is zero.
const MaxQueueDepthDefault = 10_000

// AdmissionConfig holds the platform-wide admission dials. The zero value
// is ready to use.
type AdmissionConfig struct {
	// MaxQueueDepth is the most runs queued across all tenants; zero means
	// MaxQueueDepthDefault.
	MaxQueueDepth int
}

func (c AdmissionConfig) maxQueueDepth() int {
	if c.MaxQueueDepth <= 0 {
		return MaxQueueDepthDefault
	}
	return c.MaxQueueDepth
}

// AdmitSubmit is submit-time admission: may the tenant queue one more run
// when totalQueued runs are queued across all tenants? It checks, in order,
// the budget (spent ≥ limit → RuleBudget, PAYMENT_REQUIRED), the tenant's
// queue depth and the global queue depth (RuleTenantQueueDepth,
// RuleQueueDepth, RATE_LIMITED). The budget numbers come from the caller;
// the rule is here.
func AdmitSubmit(cfg AdmissionConfig, t TenantState, totalQueued int) Decision {
	if d := AdmitBudget(t); !d.Admitted {
		return d
	}
	if t.MaxQueueDepth > 0 && t.Queued >= t.MaxQueueDepth {
		return Decision{Rule: RuleTenantQueueDepth, Reason: fmt.Sprintf(
			"tenant %q has %d runs queued, its limit is %d", t.Tenant, t.Queued, t.MaxQueueDepth)}
	}
	if limit := cfg.maxQueueDepth(); totalQueued >= limit {
		return Decision{Rule: RuleQueueDepth, Reason: fmt.Sprintf(
			"%d runs are queued, the limit is %d", totalQueued, limit)}
	}
	return admit
}

// SpendInPeriod is what a tenant has spent in the budget period that holds
// now: spent, counted since periodStart, or nothing when the period is
// monthly and a new month (UTC) has begun since.
func SpendInPeriod(spent float64, periodStart time.Time, monthly bool, now time.Time) float64 {
	if monthly && periodStart.Before(MonthStart(now)) {
		return 0
	}
	return spent
}

// MonthStart is the start (UTC) of the month that holds t.
func MonthStart(t time.Time) time.Time {
	t = t.UTC()
	return time.Date(t.Year(), t.Month(), 1, 0, 0, 0, 0, time.UTC)
}

// AdmitBudget refuses with RuleBudget a tenant whose spend has reached its
// budget: at submit (PAYMENT_REQUIRED) and again at dispatch, where its
// queued runs wait until the budget is raised.
func AdmitBudget(t TenantState) Decision {
	if b := t.Budget; b.Limited && b.SpentUSD >= b.LimitUSD {
		return Decision{Rule: RuleBudget, Reason: fmt.Sprintf(
			"tenant %q has spent $%.2f of its $%.2f budget", t.Tenant, b.SpentUSD, b.LimitUSD)}
	}
	return admit
}

// AdmitQuota is the tenant half of dispatch-time admission: may the tenant
// start one more run? It refuses with RuleQuota when Running has reached
// MaxConcurrent. A refusal means "skip this tenant for now", never an error
// to the client.
func AdmitQuota(t TenantState) Decision {
	if t.MaxConcurrent > 0 && t.Running >= t.MaxConcurrent {
		return Decision{Rule: RuleQuota, Reason: fmt.Sprintf(
			"tenant %q runs %d of its %d concurrent runs", t.Tenant, t.Running, t.MaxConcurrent)}
	}
	return admit
}

// AdmitShare is the tenant's share of a shared runtime: may the tenant
// start one more run on runtime? It refuses with RuleTenantShare when the
// tenant's runs there have reached the share's Max, so the runtime's other
// slots stay for other tenants. A refusal waits; it is never permanent.
func AdmitShare(tenant, runtime string, s Share) Decision {
	if s.Max > 0 && s.Running >= s.Max {
		return Decision{Rule: RuleTenantShare, Reason: fmt.Sprintf(
			"tenant %q runs %d of its %d slots on shared runtime %q", tenant, s.Running, s.Max, runtime)}
	}
	return admit
}

// AdmitEnvelope is the runtime half of dispatch-time admission: does a run
// with these resources fit the runtime now? It checks a free slot, then
// memory, then CPU (RuleSlots, RuleMemory, RuleCPU). The refusal is
// Permanent when the request exceeds the runtime's whole envelope, so it
// would not fit even on an idle runtime.
func AdmitEnvelope(r RuntimeState, res Resources) Decision {
	env, free := r.Envelope, r.Free()
	switch envelopeRule(&r, res) {
	case RuleSlots:
		return Decision{Rule: RuleSlots, Reason: fmt.Sprintf(
			"runtime %q has all %d slots in use", r.ID, env.Slots)}
	case RuleMemory:
		return Decision{Rule: RuleMemory, Permanent: res.MemoryMB > env.MemoryMB, Reason: fmt.Sprintf(
			"runtime %q has %d MB of %d MB free, the run needs %d MB", r.ID, max(free.MemoryMB, 0), env.MemoryMB, res.MemoryMB)}
	case RuleCPU:
		return Decision{Rule: RuleCPU, Permanent: res.MilliCPU > env.MilliCPU, Reason: fmt.Sprintf(
			"runtime %q has %dm of %dm CPU free, the run needs %dm", r.ID, max(free.MilliCPU, 0), env.MilliCPU, res.MilliCPU)}
	}
	return admit
}

// envelopeRule is AdmitEnvelope without the words: the rule that refuses,
// or "" when the run fits. Choose calls it for every runtime, so it must
// not allocate.
func envelopeRule(r *RuntimeState, res Resources) Rule {
	if r.Envelope.Slots > 0 && r.InFlight >= r.Envelope.Slots {
		return RuleSlots
	}
	free := r.Free()
	if res.MemoryMB > free.MemoryMB {
		return RuleMemory
	}
	if res.MilliCPU > free.MilliCPU {
		return RuleCPU
	}
	return ""
}
