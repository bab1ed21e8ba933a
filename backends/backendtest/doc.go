// Package backendtest is the conformance suite every execution backend
// passes: LOCAL for real, Nomad and Kubernetes over fakes of their APIs.
//
// An adapter's test calls Run with a Harness:
//
//	func TestConformance(t *testing.T) {
//		backendtest.Run(t, backendtest.Harness{
//			New: func(t *testing.T) backendtest.Open {
//				cluster := newFakeCluster(t) // one isolated target per subtest
//				return func(t *testing.T) backends.Backend {
//					return nomad.New(nomad.Config{Addr: cluster.URL, Token: "server-token-…"})
//				}
//			},
//			Credentials: []string{"server-token-…"},
//		})
//	}
//
// New is called once per subtest and must return an isolated target; each
// call of the Open it returns makes a new adapter instance over that target,
// which is how the suite plays a control-plane restart (Cancel and Adopt from
// another instance than the one that dispatched). Credentials are the
// server-side secrets the adapter was configured with or that sit in the
// control plane's environment; the suite fails if a job ever sees one.
//
// # Scenarios and the scenario driver
//
// Every job the suite dispatches is a Scenario: a small script of what the
// harness does (write lines, print its task and environment, write a report,
// leave files for its TESTS_PASS graders, wait on a gate, allocate memory,
// block, exit with a code). Its harness command is the POSIX sh script
// Scenario.Script, ["sh", "-c", script], whose first line is Marker followed
// by the Scenario as JSON, and its TESTS_PASS graders are GraderCommand(i).
// A real backend simply runs the script.
//
// A fake has no shell to run it in. Its scenario driver (the fake cluster's
// handler for "a job was submitted") finds the scenario in whatever the
// adapter sent it with Recognize (it looks for the marker line in every
// argument, so an adapter's own wrapper around the command does not hide
// it), and plays it with Scenario.Emulate: Emulate writes the lines in the
// script's order, prints the environment the fake's job spec carries (that
// is what the credential scenario checks: pass the env as the cluster would
// present it to the container, including anything the adapter injected),
// waits on the gate, returns OOMKilled when the scenario allocates more than
// the job's memory limit, and blocks until its ctx is done for a blocking
// scenario (the fake cancels that ctx when the adapter stops the job, or at
// the job's timeout if the fake enforces it). The fake then reports what
// the real cluster would have: the lines as logs, the exit code, Report as
// the harness's result file, TestsExit as the graders' exit codes, an OOM
// kill event (Nomad's "OOM Killed" task event, a pod's OOMKilled
// termination reason) when OOMKilled, a stopped job when Stopped.
//
// A scenario with a Gate names a FIFO in the test's temporary directory: the
// suite writes a line to it and closes it to let the harness go on.
// Emulate reads it in-process, like the harness would, so fakes need no
// extra hook for it.
//
// # What the suite pins
//
// Acceptance (Accepter called once, before the first line, and not for a
// refused job), PASS and FAIL verdicts with their grader values, a timeout still graded
// (limitHit "timeout"), an OOM kill failing as INFRA/OOM_KILLED, a cancel by
// context or by run id (from another instance) failing as CANCELED, Cancel
// of an ended or unknown run, Adopt of an absent, ended or still running
// run (after a Dispatch detached with backends.ErrDetached), log lines
// numbered 1, 2, 3… with no gap or duplicate, also across an adopt that
// passes fromSeq, each stream's order kept, the protocol's environment
// (EVERDICT_TASK, EVERDICT_RESULT, EVERDICT_RUN_ID, the job's TRACEPARENT and EVERDICT_TRACE_ID over the harness env's, and the tenant's
// resolved secrets) without any server credential, refusal of an unresolved
// secret and of a run id dispatched twice, and Probe. Every subtest runs in
// parallel over its own target and waits on channels with WaitTimeout as a
// failure guard; nothing is timed.
//
// # The access suite
//
// RunAccess is the suite of backends.Access, over the same Harness: exec
// output, exit code, timeout, output cap and environment (none of the
// harness's secrets, its run id), the not-found and not-running edges, a
// terminal's keystrokes, size and end, and a screen where there is none.
// A fake plays an exec with a Process: the command its adapter sent, run
// for real on this host with the environment the cluster would give it
// (the task's, secrets included: dropping them is the adapter's job), on
// pipes or a real pseudo-terminal.
package backendtest
