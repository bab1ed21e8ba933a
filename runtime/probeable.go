package runtime

import "context"

// ProbeResult is what probing a runtime learned without running a job.
type ProbeResult struct {
	// Reachable is true when the runtime's infrastructure answered.
	Reachable bool
	// Authenticated is true when its credentials were accepted.
	Authenticated bool
	// Hardened is true when it can run a job that requires a hardened runtime.
	Hardened bool
	// Message says what was found, for a person; it never holds a secret.
	Message string
	// Capabilities are those the probe observed (LOCAL: the host's), if any.
	Capabilities []string
}

// Probeable is the port probeRuntime asks: a runtime that can tell whether it
// is reachable and its credentials accepted, without a job. Backends satisfy
// it through an adapter in the scheduler's dispatcher.
type Probeable interface {
	Probe(ctx context.Context) (ProbeResult, error)
}
