// Package local is the LOCAL execution backend: it runs the harness protocol
// (DESIGN §5) as processes on the control plane's own host.
//
// # One supervisor per data dir
//
// Jobs outlive a control-plane restart. Dispatch does not run the harness
// itself: it makes the run's directories (below) and hands the run to the
// data dir's supervisor, a long-lived process of its own session (setsid)
// that serves every run of the data dir, each on a goroutine, the way a
// container runtime's shim outlives its daemon. The first Dispatch that
// finds none starts it (see host.go for the hand-over and its spawn lock);
// it leaves after Config.SupervisorLinger with no run, or once the data dir
// is gone. The supervisor is cmd/everdict-shim, a small static executable
// found next to the running one (see Config.Supervisor), which imports only
// the standard library and this package's domain types: none of the control
// plane's client-go, Ent or gqlgen initialisation runs in it. Without one
// (go run, tests), the current executable is started instead: cmd/everdict
// calls MaybeRunSupervisor first thing in main, and so does TestMain of
// every test that dispatches LOCAL jobs; it becomes the supervisor when the
// variable is set and returns at once otherwise. A run costs the supervisor
// no process start of its own, only the harness's (and its graders').
//
// The supervisor listens on a unix socket, supervisor-<build>.sock in the
// data dir's control directory (below; else the data dir), 0700 and the
// server's, and refuses a connection from a process of another user (peer
// credentials). <build> names the supervisor executable and the envelope
// protocol: a control plane upgraded in place starts a supervisor of its
// own build, and the old one finishes its runs and leaves. The job, with
// its resolved secrets, reaches the supervisor over that connection, with
// the envelope's protocol version (a supervisor refuses another), and is
// never written to disk. The connection is then the run's doorbell. A
// supervisor that dies (killed, a panic outside a run's own goroutine)
// takes its running runs with it: each reads as lost (JOB_LOST), as a dead
// per-run supervisor did.
//
// A run's data directory, DataDir/runs/<runID>, holds what outlives its
// processes:
//
//	meta.json       run id, tenant, case id, hardened (no secret)
//	log.jsonl       the logs, one JSON backends.LogLine a line, numbered by the supervisor
//	status.json     the outcome, a result or an error; the first writer wins
//	artifacts/<n>   the files collected from the job's EVERDICT_ARTIFACTS_DIR after its graders
//	                (through an os.Root of the job directory, O_NOFOLLOW, within
//	                Config.MaxArtifactFiles and MaxArtifactBytes), listed in status.json and
//	                handed to a backends.ArtifactSink before Dispatch or Adopt returns
//
// Its control directory holds its live state, small files written on every
// run and read while it runs:
//
//	supervisor.pid  pid and start time of the supervisor (safe against pid reuse), while it runs the run
//	harness.pid     pid (= process group) and start time of what runs now: git, the harness or a grader
//	cgroup.json     the run's cgroup, removed by whoever finds the supervisor dead
//	cancel          present once a cancel was requested
//	supervisor.log  what went wrong in the supervisor itself for this run (its own log,
//	                supervisor-<build>.log beside the socket, has the rest)
//
// The control directory is ControlDir/<key>/<runID> on a tmpfs (see
// Config.ControlDir), so the files of a run cost no disk inode; the
// supervisor removes it when the run ends cleanly, after recording the
// outcome (and always removes supervisor.pid: a run it no longer serves
// has no supervisor).
// Without a usable control dir, the data directory is also the control
// directory. A reboot, which ends a run's processes, empties the tmpfs: such
// a run reads as lost (Adopt: Unknown), as one whose supervisor died. The
// JSON and pid files are written whole and once, unnamed and then linked
// into place (O_TMPFILE), so a reader finds no file or all of it; only
// harness.pid, which changes, is replaced through a temporary file and a
// rename.
//
// The data dir, the control dir and their run directories are 0700 and
// their files 0600, owned by the control plane. What a job can touch is its
// job directory, Config.JobRoot/<runID>-<random> (named in meta.json):
// workspace/, home/, artifacts/, task.txt and report.json, 0700 and owned by the job's
// user. The job root is 0711, so a job reaches its own directory by name and
// lists none.
// After the outcome is recorded the job directory is removed (unless
// Config.KeepWorkspace), and the run's directories once Config.Retention
// has passed since (a sweep at New and at most once a minute at Dispatch;
// RetainForever keeps them).
//
// Dispatch, Adopt and Cancel follow a run by tailing log.jsonl and waiting
// for status.json, and nothing on a Dispatch's path polls: Dispatch holds
// the run's connection to the supervisor, its doorbell, which the
// supervisor rings after every line of the job's output, before it waits
// for a command (once for its own lines written since) and after the
// outcome, and which reaches end of file when the run is over or the
// supervisor died. A follower that did not hand the run over (Adopt and
// Cancel after a restart) is woken by inotify on the data directory, and
// polls every Config.PollInterval only to notice a supervisor that died
// without an outcome, or instead of inotify where that is unavailable.
// Because the supervisor numbers the lines as it writes them, a follower
// that starts after fromSeq sees no gap and no duplicate. Cancel makes the
// run's cancel file; the supervisor's inotify watch on the run's control
// directory cancels the run at once (it polls for the file every
// PollIntervalDefault without inotify).
//
// # What the supervisor does
//
// It makes the workspace, home and task file and gives them to the job's
// user; when the case names a repository it fetches, as that user, the ref
// at depth 1 into the workspace (git init, fetch --depth 1, checkout
// --detach FETCH_HEAD, so a commit id works as well as a branch or tag) with
// no host git configuration, credential or prompt. The fetch is made on the
// tenant's behalf from the host, so it is fenced like a webhook: https only
// (http too for a trusted tenant; backends.ValidateRepo refuses git://,
// ssh://, file:// and the rest before anything runs), every other git
// transport disabled (protocol.allow=never, GIT_ALLOW_PROTOCOL), no
// redirect followed (http.followRedirects=false), and every connection made
// by a netguard.Proxy of the supervisor's own on 127.0.0.1 (http.proxy; the
// job's environment names no other proxy), which connects to the
// repository's host:port only and only through netguard's policy for the
// tenant: an untrusted tenant's fetch never reaches loopback, private or
// metadata addresses, whatever the name resolves to. Git's output is never
// logged (it would repeat a remote's error body): a failed fetch is
// CONFIG/CLONE_FAILED with a fixed sentence naming its class (HTTP status,
// refused address, unknown ref, TLS, DNS); then it writes the seed files
// over it through an os.Root, so neither a path nor a symbolic link of the
// repository leads out of the workspace.
//
// # Who runs a job, and with which limits
//
// No job runs as the control plane's user, and no two runs that run at once
// share a user. Every harness, grader and git of a run runs as the run's
// own uid, leased from Config.JobUIDs for the run's lifetime (uids.go: a
// host-wide lease file, one slot a uid, locked by the supervisor that
// serves the run), with a group id of the same number and no supplementary
// group; the control plane runs as root to switch to it. The job
// directory is 0700 and the run's uid's, so a run can neither signal,
// ptrace, read the /proc files (environ, root, cwd) of, nor write into,
// another run, sandboxed or not. When a command's leader exits, every
// process of the uid is killed (kill(-1) from a thread that takes the uid),
// whatever group, session or cgroup it is in: a grader starts only once
// nothing the harness left is alive, and the uid is released only once its
// processes and its job directory are gone (a kept one is given to root).
// A uid whose supervisor died is cleaned up, its processes killed and its
// job directory removed, by the next lease that finds it. A harness or
// grader process is inside the run's cgroup, with its rlimits and as the
// run's user, from its first instruction, so everything it forks, a setsid
// child included, is too: the supervisor forks it straight into the cgroup
// (cgroup v2: clone3 into the cgroup; v1: from a thread of its own that
// joins the cgroup for the fork and leaves it after), with the rlimits set
// on itself for the fork only, and Go switches the user between fork and
// exec. Should that fail, it starts as a jail instead (the supervisor's own
// executable again, still root), which joins the cgroup, sets the rlimits,
// drops to the run's user and executes the command, at the price of a
// second process start. The jail's environment is one variable naming a
// descriptor it reads its instructions from: the job's environment is
// handed to the final, unprivileged exec alone, so none of it (LD_PRELOAD,
// LD_DEBUG …) reaches the dynamic loader of a process that runs as root.
// The run's
// cgroup (v1 memory, pids and cpu, or v2; under Config.CgroupParent or the
// server's own cgroup) holds memory at case.Resources.MemoryMB (swap
// included), processes at Config.PidsMax and CPU at case.Resources.CPU
// cores (at most the host's); a run whose cgroup cannot be made fails with
// class INFRA, code ISOLATION_FAILED, unless Config.RlimitFallback. When a
// command ends, whatever is left in the cgroup is killed. An
// OOM kill anywhere in the cgroup (the kernel's oom_kill counter) fails the
// run with class INFRA, code OOM_KILLED. Every job gets RLIMIT_FSIZE at
// Config.MaxFileMB and no core dumps. Its stdout and stderr keep at most
// Config.MaxLogLines lines and Config.MaxLogBytes bytes (then one system
// line says the rest is dropped), each line at most Config.MaxLineBytes (a
// longer one is cut and says so). A disk watchdog measures the job
// directory every Config.DiskPollInterval while a command runs and kills
// the job when it holds more than Config.MaxWorkspaceMB or
// Config.MaxWorkspaceFiles entries: the run fails with class AGENT, code
// DISK_LIMIT (a burst between two measurements overshoots until the next).
//
// The harness runs in the workspace, in a process group of its own, with an
// environment made only of PATH (Config.JobPath), HOME (job/home), the
// harness's resolved env and EVERDICT_TASK, EVERDICT_RESULT and
// EVERDICT_RUN_ID (and TRACEPARENT when the job carries one): nothing of
// the control plane's environment, and no open
// file but its standard streams (the supervisor marks every descriptor it
// inherited close-on-exec). stdout and stderr become log lines. At the case's timeout the group gets
// SIGTERM, then SIGKILL after Config.KillGrace, and the case is still graded
// with LimitHit "timeout"; a killed process reports 128+signal as its exit
// code. When the harness exits, what is left of its group is killed. Then
// every TESTS_PASS grader runs its command the same way (same environment,
// same sandbox, Config.GraderTimeout), the report the harness wrote is read
// (a missing, oversized, non-JSON or symlinked report counts as empty),
// evalcase.Grade decides, in the supervisor itself (a run without a
// TESTS_PASS grader starts no process after its harness), and the outcome is
// recorded. The workspace is removed unless Config.KeepWorkspace.
//
// # Memory without a cgroup
//
// Where no cgroup can be made (New probes once) runs fail, unless the
// operator set Config.RlimitFallback for a host that cannot have cgroups
// (Probe says which). Then the jail sets RLIMIT_AS at the memory
// limit and RLIMIT_NPROC at Config.PidsMax (counted over the processes of
// the run's own uid), and a watchdog in the
// supervisor measures: every Config.MemoryPollInterval it sums the resident memory
// not shared with other processes over the process group
// (/proc/<pid>/statm), and kills the group with SIGKILL when the sum exceeds
// the limit; the run then fails with class INFRA, code OOM_KILLED. RLIMIT_AS
// counts reserved address space, so node (V8) and Go programs may fail to
// start under realistic limits, and an allocation it refuses surfaces as an
// ordinary crash that cannot be told from the agent's: it is a fallback.
// Limits of the watchdog: a burst of allocation faster than the
// poll interval overshoots until the next tick (the host's OOM killer is the
// backstop), and a process that leaves the group (setsid) escapes it until
// the command ends (then the uid's kill finds it). A
// harness killed by a SIGKILL the supervisor did not send is also taken for
// an OOM kill: the kernel's OOM killer is the usual sender.
//
// # Hardened mode
//
// With Config.Hardened, or for a job whose Zone.HardenedRequired, the
// harness and its graders run in a bubblewrap sandbox, started as the job's
// user: every namespace unshared (no network at all: the sandbox has a
// loopback of its own), user namespaces disabled inside (--disable-userns,
// bubblewrap 0.8; older versions are used without it, with a warning), a
// session of its own (--new-session), all capabilities dropped, a seccomp
// filter (x86_64 and aarch64, built in seccomp.go, handed to bwrap on a
// pipe) that refuses with EPERM keyctl, add_key, request_key, ptrace, the
// mount system calls old and new, pivot_root, unshare, setns, bpf,
// userfaultfd, perf_event_open, io_uring and loading kernels or modules (and every
// system call of another ABI, such as i386 or x32), no inherited descriptor,
// /usr, /bin, /sbin, /lib*, /etc/alternatives (only symbolic links),
// /etc/chromium.d and /etc/fonts (a browser's and fontconfig's package
// configuration) bound read-only, a fresh /proc, a minimal /dev, a tmpfs
// /tmp as large as the case's memoryMb (Config.TmpSizeMB without one; its
// pages count against the memory limit too), and the job directory as the
// only writable host directory, bound at its own path.
// The rest of the host (/etc, /root, the data dir's other runs, the control
// plane's files) does not exist inside. The sandbox dies with its
// supervisor. Git runs outside the sandbox, since it needs the network.
// When no sandbox works on the host (SandboxAvailable probes once), such a
// job is refused with class CONFIG, code SANDBOX_UNAVAILABLE, and nothing
// runs. In plain mode the harness runs as the run's uid with access to
// whatever any user can reach (world-readable host files, the host's
// network, the host's process list), but no other run's files or
// processes: it is for trusted tenants only. Its /tmp, /var/tmp and
// /dev/shm are fresh tmpfs of its own (as large as its memoryMb, else
// Config.TmpSizeMB) and its System V IPC is its own: the supervisor makes
// mount and IPC namespaces for the run on a thread of its own, from which
// every command of the run is forked (see runNS), binds the job directory
// back where a tmpfs hid it, and lets them go with the run's last process,
// so nothing a run leaves there outlives it or reaches another run.
//
// # Entering a running job (backends.Access)
//
// Exec and Terminal start a command in the job while its harness (or a
// grader) runs: harness.pid names what runs now, and a recorded status, or
// nothing alive, is ErrNotRunning. The command goes through the jail like
// the job's own processes: the run's cgroup (so it is counted in the job's
// limits and killed with the harness), its rlimits, the run's user, the
// workspace as its directory, and an environment of PATH, HOME and
// EVERDICT_RUN_ID only (not the harness's secrets). In plain mode nsenter
// joins the run's mount and IPC namespaces (its /tmp). In hardened mode it
// enters the sandbox: the jail, still root, installs the sandbox's seccomp
// filter less setns (with no_new_privs), then executes util-linux's nsenter
// (Config.NsenterPath), which joins every namespace of a process inside the
// sandbox (found below bubblewrap's pid) and drops to the run's user there;
// what it starts sees the sandbox's root, /tmp, loopback and processes, and
// nothing of the host. Exec keeps the first MaxOutputBytes of each stream
// and kills its process group at the timeout. A Terminal runs on a
// pseudo-terminal the backend opens (the command is a session leader with
// it as its controlling terminal) and is closed when the harness's process
// exits. A browser case is given EnvCDPPort (9222 in the sandbox, a free
// host port in plain mode), recorded in meta.json; Screen asks the browser
// listening there for a screenshot over the DevTools protocol, dialing from
// a thread that joined the sandbox's network namespace.
package local
