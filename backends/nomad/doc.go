// Package nomad is the NOMAD execution backend: it runs the harness protocol
// (DESIGN §5) as a batch job on a tenant's HashiCorp Nomad cluster, through
// Nomad's HTTP API (github.com/hashicorp/nomad/api).
//
// # The job
//
// A run is one batch job whose ID is the run's correlation id (job.RunID),
// with one task group ("run", count 1, no restart, no reschedule: a run is
// tried once) of one task ("harness"). It is placed in the spec's namespace
// when the spec names one, else in the trust zone's (evd-<tenant>), else in
// "default"; the namespace must exist on the cluster. Datacenters and region
// come from the spec ("*" and the agent's region when empty).
//
// The driver is the spec's (docker by default). A case or harness that names
// an image runs on that driver when it runs images (docker, podman) and on
// docker otherwise; an image driver with no image named uses Config.Image.
// Drivers that boot a VM image and take no command (qemu,
// firecracker-task-driver) cannot run the protocol and are refused
// (UNSUPPORTED). The hardened Nomad runtime is the docker driver with an
// isolating OCI runtime (NomadSpec.DockerRuntime: runsc, kata-runtime), set
// as the task's `runtime`; on any other, a job whose trust zone requires a
// hardened runtime is refused (SANDBOX_UNAVAILABLE).
//
// The task runs /bin/sh -c WRAPPER everdict HARNESS-ARGV... (an image
// driver's entrypoint is /bin/sh): see ImageDefault for what the image
// needs. The task runs as root (user = "root": an exec or raw_exec client
// must allow it in its user.denylist), so the wrapper can start the harness
// and its graders as the tenant's user: a uid of Config.HarnessUIDs chosen
// by the tenant (wire.UIDs.Tenant), its gid the same, recorded in the job's
// everdict.user meta, where an exec into the run finds it. Its
// environment is the harness's resolved env plus EVERDICT_TASK
// (local/everdict/task.txt) and EVERDICT_RESULT (local/out/report.json),
// EVERDICT_RUN_ID, when the job carries one, TRACEPARENT, and
// EVERDICT_WIRE_KEY (the run's wire key, from the run's Variable), which
// the wrapper takes out of the environment before it starts anything;
// the cluster's ACL token is used only by the
// API client and never reaches the job. A secret env value (from a
// secretRef, or equal to one of Job.Secrets), and the wire key, are never
// in the job: Dispatch writes them to the Nomad Variable nomad/jobs/<run id> in the job's namespace
// (which the job's workload identity may read) before it registers the job,
// and a template with env = true renders it into the task's environment
// (secrets/everdict.env, 0600). The variable is deleted when the run ends,
// is canceled or is adopted to its end. The task text and the seed files are
// written by Nomad templates (with delimiters that do not occur in the
// content, so rendering is an identity) into local/everdict/task.txt and the
// workspace local/workspace/; a case's repository is cloned into the
// workspace before them by Nomad's artifact fetcher (git::URL; https only,
// http too for a trusted tenant, no credentials or query, see
// backends.ValidateRepo; options ref and depth only, shallow unless the ref
// looks like a commit id, TLS verified). The fetch runs on the Nomad client
// with the client's git: whether it follows a redirect and which addresses
// it reaches are the client's settings, which a job cannot carry. Operators
// set them in the client's artifact block and network (for example
// GIT_CONFIG_COUNT=1, GIT_CONFIG_KEY_0=http.followRedirects,
// GIT_CONFIG_VALUE_0=false through artifact.set_environment_variables, and
// an egress firewall that keeps clients from private and metadata ranges).
// A private repository (the job has a credential for its host) is not
// fetched so, since the artifact could take a token only in its URL, in
// the spec: a prestart task, clone, runs the Kubernetes init clone's script
// (wire.Clone) into the allocation's shared directory, on the run's driver
// (Config.GitImage as the tenant's user on an image driver, the client's git
// as nobody on exec and raw_exec), and the harness task's wrapper moves the
// checkout into the workspace, the seed files (then written to
// local/everdict/files/) over it. git's Authorization header reaches the
// clone task only through a template reading its own Nomad Variable,
// nomad/jobs/<run>/run/clone, written before the job and deleted with the
// run's other variable: Nomad's implicit workload policy lets a task read
// its job's, its group's and its own path only. Nomad
// interpolates ${name} in a task's env values and args when name is one of
// its own variables (NOMAD_*, attr.*, meta.*, node.*): a harness whose
// command or env holds such a reference literally gets Nomad's value.
//
// Resources: memoryMb is the task's memory (Nomad's 300 MB default when the
// case claims none), and cpu (cores) becomes Nomad CPU shares of
// Config.CPUMHzPerCore MHz per core, rounded up (Nomad's 100 MHz default
// when the case claims none).
//
// The job's meta records the run id, tenant, case id, timeout and the case's
// graders (everdict.*), which is how a later process grades a run it did not
// dispatch. Nomad shows job meta to the task as NOMAD_META_* variables; none
// is a secret, but the grader commands are readable by the harness (as they
// are in the wrapper's own argv: harness and graders share the task).
//
// # Result and log transport
//
// Nothing is read from the allocation's files but its stdout. The wrapper
// (wire.Script) runs the harness in the workspace in a session of its own,
// tags each line of its stdout and stderr (pieces of at most 1000
// characters, so concurrent records never interleave), stamps the stream
// with the time every second and at each record of its own, stops the
// harness's process group at the case's timeout (SIGTERM, SIGKILL after
// Config.KillGrace), runs every TESTS_PASS grader the same way (bounded by
// Config.GraderTimeout), compares the OOM-kill counter of the task's cgroup
// with its value before the harness, and writes last the report the harness
// left at EVERDICT_RESULT (hex, at most 1 MiB) and an end record with the
// exit code, the limit hit, the latency and the graders' exit codes. The
// adapter reads the task's stdout from /v1/client/fs/logs (followed while
// the allocation runs, then read to its end from the offset reached),
// numbers the lines 1, 2, 3… across stdout, stderr and the wrapper's own
// lines (the system stream), and grades the end record with evalcase.Grade.
// The end record is authenticated with the run's wire key (an A record,
// wire.Mac), which only the wrapper holds: the harness runs as another
// user, so it can neither read the wrapper's environment or
// secrets/everdict.env nor open its stdout. An end record that is not
// authenticated with the run's key, or that the wrapper cannot have written
// (a second one, records after it, or a task that exited with a code other
// than 0 after it), refuses the result as INFRA/FORGED_RESULT (see
// SECURITY.md).
// Because the numbering and the times come from the bytes alone, an Adopt
// that reads the same stdout numbers and stamps the lines as the Dispatch
// did. Logs that Nomad rotated away (its logs block: 10 files of 10 MB by
// default) are lost to a later Adopt and shift its numbering.
//
// A task that ends without an end record is classified from the
// allocation: lost (its node stopped answering) is INFRA/JOB_LOST; an "OOM
// Killed" Terminated event (or the oom_killed detail) is INFRA/OOM_KILLED, as
// is an end record saying the harness's cgroup saw an OOM kill; a stopped
// job is CANCELED; a failed artifact download or clone task is
// CONFIG/CLONE_FAILED naming the repository's host (meta
// everdict.repo_host), an unauthorized one saying so; a
// driver failure (an image that cannot be pulled, no /bin/sh) is
// CONFIG/HARNESS_START_FAILED; a setup failure is INFRA/WORKSPACE_FAILED;
// anything else is INFRA/JOB_LOST. An unreachable cluster is
// INFRA/UNREACHABLE and a rejected token (HTTP 401 or 403) INFRA/UNAUTHORIZED.
//
// # Following, cancel and adopt
//
// A run is followed with blocking queries on /v1/job/:id/allocations
// (bounded by Config.WaitTime) and a followed log stream, so nothing polls
// while the cluster is quiet; a failed query or a broken stream is tried
// again after Config.PollInterval. Cancel, and a Dispatch or Adopt whose
// context is canceled, stop the job (DELETE /v1/job/:id without purge: the
// stopped job is the record that the run was canceled) and wait up to
// Config.StopTimeout for its allocation to end. Adopt finds the job by run
// id (in the namespace it was placed in; when the spec names none, by a
// search across every namespace the token may list); a job that does not
// exist is Absent, one whose allocation Nomad garbage-collected is Unknown.
// Nomad also garbage-collects dead jobs (job_gc_threshold, 4 h by default):
// a run adopted after that reads as Absent.
//
// # Into a running job
//
// The backend implements backends.Access. Exec and Terminal find the run's
// allocation as follow does (its job by run id, then its first allocation)
// and need its task running: a run id with no job is ErrNotFound, a job
// that was stopped or is dead, or whose allocation does not run, is
// ErrNotRunning. They go through nomad/api's alloc exec (a websocket to
// /v1/client/allocation/:id/exec, straight to the allocation's node when
// the node's advertised address answers within api.ClientConnTimeout,
// through the server otherwise), on a client of their own: Config's
// transport (its dialer: the control plane's address guard) cloned to speak
// HTTP/1.1 only, since the websocket cannot be upgraded from HTTP/2 and a
// transport that spoke HTTP/2 once offers it to every later TLS handshake,
// with its handshake bounded by 30 s. A Config.HTTPClient whose transport
// is no *http.Transport cannot exec: Access is ErrUnsupported then. Nomad
// upgrades first and refuses after, with the reason as the close's text: a
// token without alloc-exec (or alloc-node-exec on a driver without
// filesystem isolation, such as raw_exec) is INFRA/UNAUTHORIZED.
//
// Nomad gives an exec the task's environment, the harness's secrets
// included, so the command runs as /bin/sh -c WRAPPER everdict-exec
// ARGV... (wire.Entry): the wrapper changes to the workspace
// ($NOMAD_TASK_DIR/workspace) and runs ARGV under env -i with PATH
// (wire.EnterPath), HOME ($NOMAD_TASK_DIR), EVERDICT_RUN_ID and, on a
// terminal, TERM=xterm-256color only. At an exec's timeout the backend
// closes the session and reports TimedOut with exit code 137. Nomad does
// not stop an exec whose client went away, so the wrapper also runs ARGV
// under timeout -s KILL (the timeout rounded up to a second) when the task
// has a timeout(1) (coreutils and busybox do): the command's process group
// is killed in the task too. Without one it runs on until it ends or the
// task does. A terminal's Close ends its session; a command that does not
// end when its terminal goes away may run on until the task ends. Screen is
// ErrUnsupported: a cluster job serves no browser the control plane can
// reach.
//
// # What is not guarded
//
// A harness that leaves its session (setsid) outlives the kill of its group
// until the task ends (as the harness's user: it can disturb the graders,
// not the wrapper). On raw_exec, which isolates nothing but the user, a
// harness sees the client's filesystem, processes and network; one
// tenant's runs on a client share its uid and can reach each other, and a
// client not running as root cannot switch users (the run fails). An exec
// runs as the harness's user: it gets none of the harness's environment
// but can read it where the harness's processes show it
// (/proc/PID/environ); it cannot read the wrapper's nor
// secrets/everdict.env.
package nomad
