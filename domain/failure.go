package domain

// FailureClass says whose fault a failed run is. It is the typed contract the
// circuit breaker reads: only Infra says anything about a runtime's health.
type FailureClass string

// The failure classes. The zero value is not a class.
const (
	// FailureInfra is the runtime's fault: an OOM kill, a lost node, an
	// unreachable cluster, a backend that refused the job.
	FailureInfra FailureClass = "INFRA"
	// FailureAgent is the agent's (harness's) fault.
	FailureAgent FailureClass = "AGENT"
	// FailureConfig is a bad case, harness or runtime configuration.
	FailureConfig FailureClass = "CONFIG"
	// FailureCanceled is a run stopped on request.
	FailureCanceled FailureClass = "CANCELED"
	// FailureInterrupted is a run whose outcome was lost with a dead control plane.
	FailureInterrupted FailureClass = "INTERRUPTED"
)

// CountsAgainstRuntime reports whether a failure of this class is evidence
// that the runtime is unhealthy. Only FailureInfra is.
func (c FailureClass) CountsAgainstRuntime() bool { return c == FailureInfra }
