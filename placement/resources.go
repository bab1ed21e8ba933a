package placement

import "math"

// Resources is an amount of memory and CPU. CPU is counted in integer
// millicores so that reserving and releasing never drifts the way float
// sums do. The zero Resources asks for (or holds) nothing.
type Resources struct {
	// MemoryMB is memory in megabytes.
	MemoryMB int64
	// MilliCPU is CPU in thousandths of a core.
	MilliCPU int64
}

// ToMilliCPU converts a CPU count (as the API carries it, e.g. 0.5) to
// millicores, rounding to the nearest one. Negative or NaN counts give 0.
func ToMilliCPU(cpu float64) int64 {
	if !(cpu > 0) {
		return 0
	}
	return int64(math.Round(cpu * 1000))
}

// Request is what one run asks of the runtime it is placed on. The zero
// Request needs one slot and nothing else.
type Request struct {
	// Resources are the case's declared resources; zero fields ask for none.
	Resources Resources
	// Capabilities are the functional capabilities the case needs (git,
	// docker, browser, computer-use, kvm). Security and auth capabilities are
	// not placement's to gate: the trust zone and billing handle them.
	Capabilities []string
}

// Envelope is a runtime's admission envelope. A zero field sets no limit
// in that dimension, so the zero Envelope admits anything.
type Envelope struct {
	// Slots is the most runs in flight at once (maxConcurrent).
	Slots int
	// MemoryMB is the memory budget (memoryBudgetMb).
	MemoryMB int64
	// MilliCPU is the CPU budget (cpuBudget) in millicores.
	MilliCPU int64
}

// RuntimeState is one runtime as the pump sees it when it places a run: a
// value snapshot, never shared state. The zero RuntimeState is an unnamed,
// idle runtime with no limits, no capabilities and a closed circuit.
type RuntimeState struct {
	// ID identifies the runtime; ties between equal candidates break on it.
	ID string
	// Envelope is the runtime's capacity.
	Envelope Envelope
	// InFlight is the number of runs reserved on the runtime.
	InFlight int
	// Reserved is the memory and CPU held by those runs.
	Reserved Resources
	// Capabilities are the functional capabilities the runtime advertises.
	Capabilities []string
	// CircuitOpen is true when the circuit for the run's tenant on this
	// runtime admits nothing now: set it to
	// !breaker.Ready(now, CircuitKey(tenant, ID)). Choose never picks such
	// a runtime.
	CircuitOpen bool
}

// Free returns the memory and CPU still unreserved within the envelope.
// A dimension without a limit reports math.MaxInt64.
func (r RuntimeState) Free() Resources {
	free := Resources{MemoryMB: math.MaxInt64, MilliCPU: math.MaxInt64}
	if r.Envelope.MemoryMB > 0 {
		free.MemoryMB = r.Envelope.MemoryMB - r.Reserved.MemoryMB
	}
	if r.Envelope.MilliCPU > 0 {
		free.MilliCPU = r.Envelope.MilliCPU - r.Reserved.MilliCPU
	}
	return free
}

// Reserve returns the runtime with one more run of the given resources in
// flight. It does not check the envelope: ask AdmitEnvelope (or Choose)
// first. It lets a pump place several runs against one snapshot.
func (r RuntimeState) Reserve(res Resources) RuntimeState {
	r.InFlight++
	r.Reserved.MemoryMB += res.MemoryMB
	r.Reserved.MilliCPU += res.MilliCPU
	return r
}

// Release is the inverse of Reserve.
func (r RuntimeState) Release(res Resources) RuntimeState {
	r.InFlight--
	r.Reserved.MemoryMB -= res.MemoryMB
	r.Reserved.MilliCPU -= res.MilliCPU
	return r
}

// Budget is a tenant's spending against its budget, in US dollars. The
// zero Budget is unlimited.
type Budget struct {
	// Limited is true when the tenant has a budget at all.
	Limited bool
	// LimitUSD is the budget; it is read only when Limited.
	LimitUSD float64
	// SpentUSD is what the tenant has spent so far.
	SpentUSD float64
}

// TenantState is one tenant as admission sees it: a value snapshot built
// by the caller from the tenant record and its own counts. The zero
// TenantState has no limits.
type TenantState struct {
	// Tenant is the tenant slug.
	Tenant string
	// Running is the number of the tenant's runs reserved or in flight.
	Running int
	// Queued is the number of the tenant's runs waiting in the queue.
	Queued int
	// MaxConcurrent is the tenant's quota of runs in flight; zero means no
	// quota.
	MaxConcurrent int
	// MaxQueueDepth is the most runs the tenant may have queued; zero means
	// only the global limit applies.
	MaxQueueDepth int
	// Budget is the tenant's spending.
	Budget Budget
}
