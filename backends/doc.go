// Package backends is the execution port of the control plane: the Backend
// interface every runtime adapter implements (local, nomad, k8s), the Job it
// is handed, the LogLine stream it delivers and the typed *Error it fails
// with.
//
// # Contract
//
// A Backend runs one Job per Dispatch call and blocks until the job is graded
// (an evalcase.Result) or has failed (an *Error whose Class says whose fault
// it is). The Job's RunID is the correlation id (evd-run-<id>) and the only
// key the backend keeps the job under: Cancel and Adopt find a job by it,
// also one started by an earlier process of the control plane, so jobs
// outlive a restart.
//
// Cancellation of the context given to Dispatch or Adopt stops the job and
// makes the call return an *Error of class domain.FailureCanceled. A
// context canceled with the cause ErrDetached instead leaves the job running
// and makes the call return at once with an *Error of class
// domain.FailureInterrupted wrapping ErrDetached: that is how a control
// plane shutting down lets go of its jobs so a later process can Adopt them.
// Use context.WithCancelCause and cancel(ErrDetached) on shutdown.
//
// Logs are delivered to a LogSink, one call at a time, in increasing Seq
// (1, 2, 3, … per run, with no gap and no duplicate, also across an Adopt
// that passes the last Seq it has), and never after the call that was given
// the sink has returned.
//
// A sink that implements Accepter also learns when Dispatch was accepted,
// before the first line: that is when the run becomes RUNNING.
//
// # Optional interfaces
//
// Not every backend can do everything. What only some can is an optional
// interface, found with a type assertion:
//
//   - Hardener: the backend can run a job whose trust zone requires a
//     hardened runtime behind a kernel boundary (a bubblewrap sandbox, a
//     Kubernetes runtimeClass, an isolating Nomad driver). The dispatcher's
//     trust-zone choke point asks SandboxAvailable before it dispatches an
//     untrusted tenant's run; a backend that cannot harden refuses such a
//     job anyway.
//   - Access: the way into a running job (an exec with a timeout and an
//     output cap, a terminal on a pty, a screenshot of a browser case), as
//     the job's user and inside its sandbox. LOCAL, Kubernetes and Nomad
//     implement it; the access service above decides who may use it.
//
// Conformance is pinned by package backendtest, whose suites every adapter
// runs (for real, or over a fake of its cluster): Run for jobs, RunAccess
// for Access.
package backends
