package local

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"math/rand/v2"
	"net/url"
	"os"
	"os/exec"
	"path"
	"regexp"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"syscall"
	"time"
	"unsafe"

	"github.com/everdict/everdict/backends"
	"github.com/everdict/everdict/domain"
	"github.com/everdict/everdict/evalcase"
	"github.com/everdict/everdict/netguard"
	"github.com/everdict/everdict/secrets"
)

// envelopeProtocol is the version of the envelope and of the supervisor's
// socket (see host.go). A supervisor refuses another version, from an
// everdict-shim not built with its everdict.
const envelopeProtocol = 7

// maxEnvelopeBytes bounds the request a supervisor reads for a run.
const maxEnvelopeBytes = 256 << 20

// maxReportBytes bounds the report a harness may write.
const maxReportBytes = 1 << 20

// envelope is what Dispatch hands the supervisor for a run: the job (with
// its resolved secrets, which therefore never touch the disk) and the
// settings of the backend that started it.
type envelope struct {
	Protocol        int           `json:"protocol"`
	Job             backends.Job  `json:"job"`
	Hardened        bool          `json:"hardened"`
	Bwrap           string        `json:"bwrap,omitempty"`
	SandboxReadOnly []string      `json:"sandboxReadOnly,omitempty"`
	KillGrace       time.Duration `json:"killGrace"`
	MemoryPoll      time.Duration `json:"memoryPoll"`
	GraderTimeout   time.Duration `json:"graderTimeout"`
	CloneTimeout    time.Duration `json:"cloneTimeout"`
	JobPath         string        `json:"jobPath"`
	KeepWorkspace   bool          `json:"keepWorkspace"`
	// JobDir is the run's job directory, made by Dispatch (0700, root's);
	// the supervisor gives it to the run's user.
	JobDir string `json:"jobDir"`
	// UIDs is the range the run's user id is leased from, through the
	// host's lease file UIDLock (see uids.go).
	UIDs    uidRange `json:"uids"`
	UIDLock string   `json:"uidLock"`
	// Cgroups is where the job's cgroup is made. Zero (or a cgroup that
	// cannot be made) fails the run, unless RlimitFallback.
	Cgroups        cgroupLayout  `json:"cgroups"`
	RlimitFallback bool          `json:"rlimitFallback,omitempty"`
	Features       bwrapFeatures `json:"bwrapFeatures"`
	// Seccomp is the sandbox's filter (see seccompFilter); nil means none.
	Seccomp   []byte `json:"seccomp,omitempty"`
	PidsMax   int    `json:"pidsMax"`
	TmpSizeMB int    `json:"tmpSizeMb"`
	MaxFileMB int    `json:"maxFileMb"`
	// MaxWorkspaceMB and MaxWorkspaceFiles bound the job directory, which
	// the disk watchdog measures every DiskPoll.
	MaxWorkspaceMB    int           `json:"maxWorkspaceMb"`
	MaxWorkspaceFiles int           `json:"maxWorkspaceFiles"`
	DiskPoll          time.Duration `json:"diskPoll"`
	MaxLogLines       int           `json:"maxLogLines"`
	MaxLogBytes       int64         `json:"maxLogBytes"`
	MaxLineBytes      int           `json:"maxLineBytes"`
	// CDPPort is where a browser case's browser serves DevTools (EnvCDPPort);
	// 0 for another case.
	CDPPort int `json:"cdpPort,omitempty"`
	// MaxArtifactFiles and MaxArtifactBytes bound the files collected
	// from EnvArtifactsDir.
	MaxArtifactFiles int   `json:"maxArtifactFiles"`
	MaxArtifactBytes int64 `json:"maxArtifactBytes"`
}

// MaybeRunSupervisor turns the process into the supervisor of a data dir
// when it was started as one by Dispatch (or into a job's jail), and never
// returns then (it exits with SupervisorMain's code). Otherwise it returns at
// once. Call it first thing in main (cmd/everdict) and in TestMain of any
// test that dispatches LOCAL jobs, before flags are parsed.
func MaybeRunSupervisor() {
	if os.Getenv(hostEnv) == "" && os.Getenv(jailEnv) == "" {
		return
	}
	os.Exit(SupervisorMain())
}

// SupervisorMain is the supervisor named by the supervisor environment
// variable: it serves the runs of its data dir (see host.go) until it has
// been idle for its linger. It returns the process exit code. Started as a
// job's jail (see jail), it becomes the job's command instead.
func SupervisorMain() int {
	if spec := os.Getenv(jailEnv); spec != "" {
		// Started by a supervisor, whose signals it has.
		return runJail(spec)
	}
	spec := os.Getenv(hostEnv)
	if spec == "" {
		fmt.Fprintln(os.Stderr, "everdict local supervisor: "+hostEnv+" is not set")
		return 2
	}
	return hostMain(spec)
}

// supervise runs the run of d, handed over as env, records its outcome and
// removes the job's processes, cgroup and (unless kept) its directory
// before the run's uid is released. It reports whether the outcome was
// recorded.
func supervise(ctx context.Context, d runDir, door *bell, env envelope, diag *diagLog) bool {
	lw, err := openLogWriter(d, door, int64(env.MaxLogLines), env.MaxLogBytes, secrets.NewMasker(env.Job.Secrets))
	if err != nil {
		return record(d, door, diag, failed(domain.FailureInfra, backends.CodeBackend, "%v", err))
	}
	defer func() { _ = lw.close() }()
	if env.JobDir == "" || env.UIDs.Count == 0 {
		return record(d, door, diag, failed(domain.FailureInfra, backends.CodeBackend, "the envelope names no job directory or job uids"))
	}
	lease, err := leaseUID(env.UIDLock, env.UIDs, nextUID.Add(1), env.JobDir)
	if err != nil {
		_ = os.RemoveAll(env.JobDir)
		return record(d, door, diag, failed(domain.FailureInfra, backends.CodeIsolation, "no user id of its own for the run: %v", err))
	}
	s := &supervisor{
		dir:  d,
		job:  jobDir(env.JobDir),
		env:  env,
		user: lease.user(),
		log:  lw,
		diag: diag,
		run: &runner{killGrace: env.KillGrace, memoryPoll: env.MemoryPoll, note: lw.note, flush: lw.flush, maxLine: max(env.MaxLineBytes, 1),
			uid:  lease.uid,
			disk: diskLimit{dir: env.JobDir, bytes: int64(env.MaxWorkspaceMB) << 20, files: env.MaxWorkspaceFiles, every: env.DiskPoll}},
	}
	// The outcome is recorded first, so the follower has it at once; the
	// job's processes are gone already (run kills what a command leaves).
	recorded := record(d, door, diag, s.supervise(ctx))
	s.cleanUp(lease)
	return recorded
}

// nextUID is where the next lease starts looking in its range: runs of one
// supervisor go round the range, so a uid is leased again as late as it can
// be.
var nextUID atomic.Uint32

func init() { nextUID.Store(rand.Uint32()) }

// cleanUp kills what is left of the job's user, removes its cgroup and,
// unless it is kept, its directory (a kept one is given to root), then
// releases the run's uid. Should anything of the uid remain, the lease is
// dropped without clearing its slot, and the next lease of the uid removes
// it first (see reclaim).
func (s *supervisor) cleanUp(lease *uidLease) {
	s.run.direct.close()
	clean := true
	if s.run.cg != nil {
		// Every process of the run was in its cgroup (git too is gone,
		// see runner.run): once it is removed, none is left alive.
		if err := s.run.cg.remove(); err != nil {
			s.diag.printf("%v", err)
			clean = false
		}
		clean = sweepUID(s.user.UID) && clean
	} else if !killUID(s.user.UID) {
		s.diag.printf("processes of uid %d are still alive", s.user.UID)
		clean = false
	}
	// With its processes gone, the run's namespaces go with their thread.
	s.run.ns.close()
	if s.env.KeepWorkspace {
		if err := chownTree(s.env.JobDir, jobUser{}); err != nil && !errors.Is(err, fs.ErrNotExist) {
			s.diag.printf("give the kept job directory to root: %v", err)
			clean = false
		}
	} else if err := os.RemoveAll(s.env.JobDir); err != nil {
		s.diag.printf("remove job directory: %v", err)
		clean = false
	}
	if !clean {
		_ = lease.f.Close()
		return
	}
	if err := lease.release(); err != nil {
		s.diag.printf("release uid %d: %v", s.user.UID, err)
	}
}

// closeOnExecAbove marks every open descriptor above fd close-on-exec, so a
// descriptor the supervisor inherited (the doorbell, or one its control
// plane was itself started with) reaches no harness, grader or git.
func closeOnExecAbove(fd int) {
	entries, err := os.ReadDir("/proc/self/fd")
	if err != nil {
		return
	}
	for _, e := range entries {
		if n, err := strconv.Atoi(e.Name()); err == nil && n > fd {
			syscall.CloseOnExec(n)
		}
	}
}

// record writes the run's status and rings the doorbell; it reports
// whether the status was written (by this call or an earlier writer).
func record(d runDir, b *bell, diag *diagLog, st status) bool {
	_, err := writeStatus(d, st)
	b.ring()
	if err != nil {
		diag.printf("%v", err)
		return false
	}
	return true
}

// supervisor runs one job. It is used by one goroutine.
type supervisor struct {
	dir  runDir
	job  jobDir
	env  envelope
	user jobUser // the run's own, leased (see uids.go)
	log  *logWriter
	diag *diagLog
	run  *runner
}

// started records the process group running now (git, the harness or a
// grader), so a Cancel or Adopt that finds the supervisor gone can stop it.
func (s *supervisor) started(id procID) {
	_ = writeProcID(s.dir.path(fileHarnessPID), id)
}

func (s *supervisor) canceled(ctx context.Context) bool {
	return ctx.Err() != nil || s.dir.cancelRequested()
}

// supervise runs the harness protocol and returns the run's outcome.
func (s *supervisor) supervise(ctx context.Context) status {
	job := s.env.Job
	mode := "plain"
	if s.env.Hardened {
		mode = "sandboxed (bubblewrap)"
	}
	s.log.system("run %s: case %q, harness %s %s, %s, as uid %d", job.RunID, job.Case.ID, job.Harness.Name, job.Harness.Version, mode, s.user.UID)
	if err := writeUser(s.dir.path(fileUser), s.user); err != nil {
		return failed(domain.FailureInfra, backends.CodeBackend, "%v", err)
	}
	if !s.env.Hardened {
		// A plain run's /tmp, /var/tmp, /dev/shm and IPC are its own (a
		// sandboxed one's are bubblewrap's).
		ns, err := newRunNS(string(s.job), s.tmpBytes())
		if err != nil {
			return failed(domain.FailureInfra, backends.CodeIsolation, "%v", err)
		}
		s.run.ns = ns
	}
	if s.canceled(ctx) {
		return canceledStatus()
	}
	if st, ok := s.prepare(ctx); !ok {
		return st
	}
	if s.canceled(ctx) {
		return canceledStatus()
	}

	limit := int64(job.Case.Resources.MemoryMB) << 20
	if err := s.confine(limit); err != nil {
		return failed(domain.FailureInfra, backends.CodeIsolation, "%v", err)
	}
	if _, err := lookPath(job.Harness.Command[0], s.env.JobPath); err != nil {
		return failed(domain.FailureConfig, backends.CodeHarnessStart, "the harness command could not start: %v", err)
	}
	harness := job.Harness.Command
	if job.Case.OSUse {
		if _, err := lookPath(xvfbName, s.env.JobPath); err != nil {
			return failed(domain.FailureConfig, backends.CodeHarnessStart, "an osUse case needs a virtual display, and this host has none (make deps installs xvfb): %v", err)
		}
		harness = withDisplay(harness)
	}
	x, err := s.run.run(ctx, command{
		name:     "the harness",
		argv:     s.wrap(harness),
		dir:      s.job.workspace(),
		env:      s.jobEnv(),
		path:     s.env.JobPath,
		timeout:  time.Duration(job.Case.EffectiveTimeoutSec()) * time.Second,
		memLimit: limit,
		jailed:   true,
		extra:    s.extraFiles(),
		stdout:   func(t string) { s.log.line(backends.StreamStdout, t) },
		stderr:   func(t string) { s.log.line(backends.StreamStderr, t) },
		started: func(id procID) {
			s.started(id)
			s.log.system("harness started: %s", job.Harness.Command[0])
		},
	})
	switch {
	case err != nil:
		return failed(domain.FailureConfig, backends.CodeHarnessStart, "the harness command could not start: %v", err)
	case x.canceled:
		return canceledStatus()
	case x.oom:
		return failed(domain.FailureInfra, backends.CodeOOMKilled, "the harness was killed for exceeding its memory limit of %d MB", job.Case.Resources.MemoryMB)
	case x.disk != "":
		return failed(domain.FailureAgent, backends.CodeDiskLimit, "the harness was killed: %s", x.disk)
	}
	s.log.system("harness exited with code %d after %s", x.code, x.elapsed.Round(time.Millisecond))
	code := x.code
	out := evalcase.Outcome{Report: s.readReport(), ExitCode: &code, LatencyMS: x.elapsed.Milliseconds()}
	out.Answer, out.AnswerCut = s.readAnswer()
	if x.timedOut {
		out.LimitHit = evalcase.LimitTimeout
	}

	for i, g := range job.Case.Graders {
		if g.Kind != evalcase.GraderTestsPass {
			continue
		}
		if s.canceled(ctx) {
			return canceledStatus()
		}
		s.log.system("grader %d (%s) started: %s", i+1, g.Kind, g.Command[0])
		gx, err := s.run.run(ctx, command{
			name:     fmt.Sprintf("grader %d", i+1),
			argv:     s.wrap(g.Command),
			dir:      s.job.workspace(),
			env:      s.jobEnv(),
			path:     s.env.JobPath,
			timeout:  s.env.GraderTimeout,
			memLimit: limit,
			jailed:   true,
			extra:    s.extraFiles(),
			stdout:   func(t string) { s.log.line(backends.StreamStdout, t) },
			stderr:   func(t string) { s.log.line(backends.StreamStderr, t) },
			started:  s.started,
		})
		switch {
		case err != nil:
			s.log.system("grader %d (%s) could not start: %v", i+1, g.Kind, err)
			gx.code = 127
		case gx.canceled:
			return canceledStatus()
		case gx.oom:
			return failed(domain.FailureInfra, backends.CodeOOMKilled, "grader %d was killed for exceeding the memory limit of %d MB", i+1, job.Case.Resources.MemoryMB)
		case gx.disk != "":
			return failed(domain.FailureAgent, backends.CodeDiskLimit, "grader %d was killed: %s", i+1, gx.disk)
		}
		s.log.system("grader %d (%s) exited with code %d", i+1, g.Kind, gx.code)
		out.TestsExit = append(out.TestsExit, gx.code)
	}
	res := evalcase.Grade(job.Case, out)
	s.log.system("verdict %s", res.Verdict)
	st := status{Result: &res}
	s.collect(&st)
	return st
}

// collect copies the job's artifacts into the run directory for the
// control plane, after the harness and the graders: best-effort, never
// changing the verdict; what was refused is named in the result.
func (s *supervisor) collect(st *status) {
	if s.env.MaxArtifactFiles <= 0 {
		return // an envelope of a build before artifacts: the job had no directory named
	}
	kept, dropped, err := collectArtifacts(s.job, s.dir, s.env.MaxArtifactFiles, s.env.MaxArtifactBytes)
	if err != nil {
		s.log.system("artifacts not collected: %v", err)
		return
	}
	st.Artifacts, st.Result.ArtifactsDropped = kept, dropped
	if len(kept)+len(dropped) > 0 {
		s.log.system("artifacts: %d collected, %d dropped", len(kept), len(dropped))
	}
}

// confine makes the job's cgroup (memory limit bytes, PidsMax processes,
// the case's cpu) and the jail every harness and grader process passes
// through. With a cgroup they are started straight into it instead (see
// direct), and the jail stands by should that fail. A cgroup that cannot be
// made is an error, unless the operator allowed the rlimit fallback for a
// host without cgroups: then the jail sets rlimits instead, address space
// (RLIMIT_AS) at the memory limit and processes (RLIMIT_NPROC, counted over
// the run's own uid) at PidsMax, and the memory watchdog measures the
// process group. Every job gets RLIMIT_FSIZE at MaxFileMB and no core
// dumps.
func (s *supervisor) confine(limit int64) error {
	j := &jail{User: s.user, Rlimits: []rlimit{
		{Resource: rlimitFsize, Max: uint64(s.env.MaxFileMB) << 20},
		{Resource: rlimitCore, Max: 0},
	}}
	s.run.jail = j
	var cgErr error
	if s.env.Cgroups.usable() {
		// The supervisor's pid keeps apart two backends (two data dirs) that
		// run the same run id on one host.
		cg, err := makeCgroup(s.env.Cgroups, fmt.Sprintf("everdict-%s-%d", s.env.Job.RunID, os.Getpid()), cgroupLimits{
			memory: limit, pids: int64(s.env.PidsMax), cpu: s.env.Job.Case.Resources.CPU,
		})
		if err == nil {
			if err := cg.record(s.dir.path(fileCgroup)); err != nil {
				s.log.system("record the cgroup: %v", err)
			}
			j.Procs = cg.procsFiles()
			s.run.cg = cg
			// Without it (the supervisor's own cgroup not visible, say),
			// the jail starts the commands.
			s.run.direct, _ = newDirect(cg, j.Rlimits)
			return nil
		}
		cgErr = err
	} else {
		cgErr = errors.New("the host has no usable cgroup")
	}
	if !s.env.RlimitFallback {
		return fmt.Errorf("no cgroup for the run's limits (%v), and the rlimit fallback is off", cgErr)
	}
	s.log.system("no cgroup for this run (%v): limits fall back to rlimits", cgErr)
	if limit > 0 {
		j.Rlimits = append(j.Rlimits, rlimit{Resource: rlimitAS, Max: uint64(limit)})
	}
	j.Rlimits = append(j.Rlimits, rlimit{Resource: rlimitNproc, Max: uint64(s.env.PidsMax)})
	return nil
}

// tmpBytes bounds the run's /tmp: as large as its memory limit (its pages
// count against it too), else Config.TmpSizeMB.
func (s *supervisor) tmpBytes() int64 {
	if mb := s.env.Job.Case.Resources.MemoryMB; mb > 0 {
		return int64(mb) << 20
	}
	return int64(s.env.TmpSizeMB) << 20
}

// wrap puts a command into the sandbox in hardened mode.
func (s *supervisor) wrap(argv []string) []string {
	if !s.env.Hardened {
		return argv
	}
	tmp := s.tmpBytes()
	sb := sandbox{
		bwrap: s.env.Bwrap, features: s.env.Features, readOnly: s.env.SandboxReadOnly,
		jobDir: string(s.job), dir: s.job.workspace(), tmpSize: tmp, seccomp: s.env.Seccomp != nil,
	}
	return sb.args(argv)
}

// extraFiles are the descriptors a sandboxed command gets: the seccomp
// filter as seccompFD. Each command gets a pipe of its own, which bwrap
// reads whole; the runner closes the supervisor's end after the start.
func (s *supervisor) extraFiles() []*os.File {
	if !s.env.Hardened || s.env.Seccomp == nil {
		return nil
	}
	r, err := seccompPipe(s.env.Seccomp)
	if err != nil {
		s.log.system("seccomp filter: %v", err)
		return nil
	}
	return []*os.File{r}
}

// jobEnv is the whole environment of the harness and its graders: a minimal
// PATH and HOME, the harness's resolved env, and the protocol's variables,
// which the harness cannot override. Nothing of the control plane's or the
// supervisor's environment is in it.
func (s *supervisor) jobEnv() []string {
	protocol := map[string]string{
		backends.EnvTask:   s.job.task(),
		backends.EnvResult: s.job.report(),
		backends.EnvAnswer: s.job.answer(),
		backends.EnvRunID:  s.env.Job.RunID,
	}
	if s.env.MaxArtifactFiles > 0 {
		protocol[backends.EnvArtifactsDir] = s.job.artifacts()
	}
	if tp := s.env.Job.TraceParent; tp != "" {
		protocol[backends.EnvTraceParent] = tp
	}
	if id := s.env.Job.TraceID; id != "" {
		protocol[backends.EnvTraceID] = id
	}
	if s.env.CDPPort > 0 {
		protocol[backends.EnvCDPPort] = strconv.Itoa(s.env.CDPPort)
	}
	if s.env.Job.Case.OSUse {
		protocol[backends.EnvDisplay] = backends.OSUseDisplay
	}
	return buildEnv(s.env.JobPath, s.job.home(), s.env.Job.Harness.Env, protocol)
}

// buildEnv assembles an environment: PATH and HOME first, then vars (a later
// duplicate wins), then protocol, which wins over everything.
func buildEnv(pathList, home string, vars []evalcase.EnvVar, protocol map[string]string) []string {
	env := []string{"PATH=" + pathList, "HOME=" + home}
	at := map[string]int{"PATH": 0, "HOME": 1}
	set := func(k, v string) {
		if i, ok := at[k]; ok {
			env[i] = k + "=" + v
			return
		}
		at[k] = len(env)
		env = append(env, k+"="+v)
	}
	for _, v := range vars {
		set(v.Name, v.Value)
	}
	for _, k := range []string{backends.EnvTask, backends.EnvResult, backends.EnvAnswer, backends.EnvArtifactsDir, backends.EnvRunID, backends.EnvCDPPort, backends.EnvDisplay, backends.EnvTraceParent, backends.EnvTraceID} {
		if v, ok := protocol[k]; ok {
			set(k, v)
		}
	}
	return env
}

// prepare makes the job directory: the workspace (the repository cloned into
// it, then the seed files written over it), an empty home and the task file.
func (s *supervisor) prepare(ctx context.Context) (status, bool) {
	job := s.env.Job
	for _, p := range []string{s.job.workspace(), s.job.home(), s.job.artifacts()} {
		if err := os.Mkdir(p, 0o755); err != nil {
			return failed(domain.FailureInfra, backends.CodeWorkspace, "make the workspace: %v", err), false
		}
	}
	if err := os.WriteFile(s.job.task(), []byte(job.Case.Task), 0o644); err != nil {
		return failed(domain.FailureInfra, backends.CodeWorkspace, "write the task file: %v", err), false
	}
	// The run's user owns its directory (0700) and what is in it; git runs
	// as that user.
	for _, p := range []string{string(s.job), s.job.workspace(), s.job.home(), s.job.artifacts(), s.job.task()} {
		if err := os.Lchown(p, int(s.user.UID), int(s.user.GID)); err != nil {
			return failed(domain.FailureInfra, backends.CodeWorkspace, "give the workspace to the run's user: %v", err), false
		}
	}
	if job.Case.Repo != nil && job.Case.Repo.URL != "" {
		if st, ok := s.clone(ctx, *job.Case.Repo); !ok {
			return st, false
		}
	}
	if len(job.Case.Files) > 0 {
		if err := writeSeeds(s.job.workspace(), job.Case.Files); err != nil {
			return failed(domain.FailureConfig, backends.CodeWorkspace, "%v", err), false
		}
		if err := chownTree(s.job.workspace(), s.user); err != nil {
			return failed(domain.FailureInfra, backends.CodeWorkspace, "give the seed files to the run's user: %v", err), false
		}
	}
	s.log.system("workspace ready: %d seed files", len(job.Case.Files))
	return status{}, true
}

// writeSeeds writes seed files into the workspace through an os.Root, so
// neither a path nor a symbolic link (say, from the cloned repository) can
// lead out of it.
func writeSeeds(workspace string, files []evalcase.File) error {
	if len(files) == 0 {
		return nil
	}
	root, err := os.OpenRoot(workspace)
	if err != nil {
		return fmt.Errorf("open the workspace: %w", err)
	}
	defer func() { _ = root.Close() }()
	for _, f := range files {
		if !backends.ValidSeedPath(f.Path) {
			return fmt.Errorf("seed file %q: path leaves the workspace", f.Path)
		}
		p := path.Clean(f.Path)
		if dir := path.Dir(p); dir != "." {
			if err := root.MkdirAll(dir, 0o755); err != nil {
				return fmt.Errorf("seed file %q: %w", f.Path, err)
			}
		}
		if err := root.WriteFile(p, []byte(f.Content), 0o644); err != nil {
			return fmt.Errorf("seed file %q: %w", f.Path, err)
		}
	}
	return nil
}

// clone fetches the repository's ref (a branch, a tag or a commit id; HEAD
// when empty) at depth 1 into the workspace and checks it out detached. Git
// runs outside the sandbox (it needs the network) with no host
// configuration, credential or prompt, over https only (http too for a
// trusted tenant), following no redirect, and through a proxy of the
// supervisor's own that connects to the repository's host:port only, through
// netguard's policy for the tenant: an untrusted tenant's repository never
// reaches loopback, private or metadata addresses, whatever its name
// resolves to. What git prints is never logged (a remote's error body would
// be): a failure is told by a fixed message naming its class.
func (s *supervisor) clone(ctx context.Context, repo evalcase.Repo) (status, bool) {
	job := s.env.Job
	u, err := backends.ValidateRepo(repo, job.Zone.Trusted)
	if err != nil {
		return failed(domain.FailureConfig, backends.CodeCloneFailed, "%v", err), false
	}
	ref := repo.Ref
	if ref == "" {
		ref = "HEAD"
	}
	git, err := exec.LookPath("git")
	if err != nil {
		return failed(domain.FailureInfra, backends.CodeCloneFailed, "git is not installed on the host: %v", err), false
	}
	proxy, err := netguard.ListenProxy(netguard.For(job.Zone.Trusted), backends.RepoHostPort(u))
	if err != nil {
		return failed(domain.FailureInfra, backends.CodeCloneFailed, "start the fetch's proxy: %v", err), false
	}
	defer func() { _ = proxy.Close() }()
	protocols := "https"
	if job.Zone.Trusted {
		protocols = "https:http"
	}
	env := []string{
		"PATH=" + s.env.JobPath,
		"HOME=" + s.job.home(),
		"GIT_CONFIG_NOSYSTEM=1",
		"GIT_CONFIG_GLOBAL=/dev/null",
		"GIT_TERMINAL_PROMPT=0",
		"GIT_ASKPASS=/bin/false",
		"GIT_ALLOW_PROTOCOL=" + protocols,
	}
	// A private repository's credential (resolved at dispatch) reaches git
	// through its environment alone, as a header for the repository's
	// host: never the workspace, its .git/config or a log line.
	env = append(env, job.GitAuth.Env(repo.URL)...)
	config := []string{
		"-c", "http.proxy=" + proxy.URL(),
		"-c", "http.followRedirects=false",
		"-c", "protocol.allow=never",
		"-c", "protocol.https.allow=always",
		"-c", "credential.helper=",
		"-c", "core.askPass=/bin/false",
	}
	if job.Zone.Trusted {
		config = append(config, "-c", "protocol.http.allow=always")
	}
	s.log.system("cloning %s at %s", redactURL(repo.URL), ref)
	cctx, cancel := context.WithTimeout(ctx, s.env.CloneTimeout)
	defer cancel()
	for _, args := range [][]string{
		{"init", "-q", "."},
		{"fetch", "-q", "--depth", "1", "--", repo.URL, ref},
		{"checkout", "-q", "--detach", "FETCH_HEAD"},
	} {
		var said gitOutput
		x, err := s.run.run(cctx, command{
			name:    "git " + args[0],
			argv:    append(append([]string{git}, config...), args...),
			dir:     s.job.workspace(),
			cred:    s.user.sysProcAttr().Credential,
			env:     env,
			path:    s.env.JobPath,
			stdout:  said.add,
			stderr:  said.add,
			started: s.started,
		})
		switch {
		case ctx.Err() != nil:
			return canceledStatus(), false
		case cctx.Err() != nil:
			return failed(domain.FailureConfig, backends.CodeCloneFailed, "cloning %s took longer than %s", redactURL(repo.URL), s.env.CloneTimeout), false
		case err != nil:
			return failed(domain.FailureInfra, backends.CodeCloneFailed, "git %s: %v", args[0], err), false
		case x.code != 0:
			why := said.why(proxy.Refused(), ref)
			if why == "" {
				why = fmt.Sprintf("git %s exited with code %d", args[0], x.code)
				if own := said.last(); own != "" {
					why += ": " + secrets.NewMasker(job.Secrets).Mask(own)
				}
			}
			s.log.system("clone failed: %s", why)
			return failed(domain.FailureConfig, backends.CodeCloneFailed, "cloning %s at %s failed: %s", redactURL(repo.URL), ref, why), false
		}
	}
	return status{}, true
}

// gitOutput keeps the last lines git printed, to classify a failure; they
// are never logged.
type gitOutput struct {
	mu    sync.Mutex
	lines []string
}

// maxGitLines bounds the lines a gitOutput keeps.
const maxGitLines = 64

func (g *gitOutput) add(line string) {
	g.mu.Lock()
	defer g.mu.Unlock()
	if len(g.lines) == maxGitLines {
		g.lines = g.lines[1:]
	}
	g.lines = append(g.lines, line)
}

// httpStatus finds the status git reports of a refused HTTP request.
var httpStatus = regexp.MustCompile(`returned error: ([0-9]{3})\b|HTTP code ([0-9]{3})\b`)

// why says, in a fixed sentence, why a fetch failed, from refused (the
// proxy's refusal, if any) and what git said; "" when it cannot tell. No
// text of the remote is repeated.
func (g *gitOutput) why(refused error, ref string) string {
	if refused != nil {
		return "the repository's host is not reachable for this tenant (it resolves to an address the platform does not fetch from for it)"
	}
	g.mu.Lock()
	out := strings.Join(g.lines, "\n")
	g.mu.Unlock()
	switch m := httpStatus.FindStringSubmatch(out); {
	case m != nil:
		code := m[1] + m[2]
		if code[0] == '3' {
			return fmt.Sprintf("the server answered HTTP %s, a redirect, which is not followed", code)
		}
		return fmt.Sprintf("the server answered HTTP %s", code)
	case strings.Contains(out, "could not read Username") || strings.Contains(out, "Authentication failed"):
		return "the server answered HTTP 401: the repository needs a credential, or refused the one given (register a credential matching its host)"
	case strings.Contains(out, "couldn't find remote ref"):
		return fmt.Sprintf("the repository has no ref %q", ref)
	case strings.Contains(out, "Could not resolve"):
		return "the repository's host name does not resolve"
	case strings.Contains(out, "SSL") || strings.Contains(out, "certificate"):
		return "the TLS connection to the repository's host failed"
	case strings.Contains(out, "timed out") || strings.Contains(out, "Timeout"):
		return "the connection to the repository's host timed out"
	case strings.Contains(out, "Failed to connect") || strings.Contains(out, "Connection refused") || strings.Contains(out, "proxy"):
		return "the repository's host could not be reached"
	case strings.Contains(out, "not a git repository") || strings.Contains(out, "not found") || strings.Contains(out, "not valid"):
		return "the server does not serve a git repository there"
	}
	return ""
}

// gitSaid is a line git itself writes about a failure ("fatal: …",
// "error: …"); a "remote: …" line is the server's text and never matches.
var gitSaid = regexp.MustCompile(`^(fatal|error): `)

// userinfo is the user information of a URL in git's text.
var userinfo = regexp.MustCompile(`://[^/@\s]*@`)

// maxGitSaid bounds the line last returns.
const maxGitSaid = 300

// last returns git's own last "fatal:" or "error:" line, for a failure why
// cannot classify: a URL's user information removed, anything but
// printable ASCII dropped, at most maxGitSaid bytes; "" when git said
// none.
func (g *gitOutput) last() string {
	g.mu.Lock()
	defer g.mu.Unlock()
	for i := len(g.lines) - 1; i >= 0; i-- {
		l := strings.TrimSpace(g.lines[i])
		if !gitSaid.MatchString(l) {
			continue
		}
		l = userinfo.ReplaceAllString(l, "://")
		l = strings.Map(func(r rune) rune {
			if r < 0x20 || r > 0x7e {
				return -1
			}
			return r
		}, l)
		if len(l) > maxGitSaid {
			l = l[:maxGitSaid] + "…"
		}
		return l
	}
	return ""
}

// redactURL drops the user information (a token) from a URL for the logs.
func redactURL(raw string) string {
	u, err := url.Parse(raw)
	if err != nil || u.User == nil {
		return raw
	}
	u.User = nil
	return u.String()
}

// readReport reads what the harness wrote to EVERDICT_RESULT. A missing
// report is empty; one that is not a regular file inside the job directory
// (a symbolic link out of it, a FIFO), too large or not JSON is ignored with
// a system line.
func (s *supervisor) readReport() evalcase.Report {
	var r evalcase.Report
	root, err := os.OpenRoot(string(s.job))
	if err != nil {
		return r
	}
	defer func() { _ = root.Close() }()
	fi, err := root.Lstat(fileReport)
	switch {
	case err != nil:
		return r
	case !fi.Mode().IsRegular():
		s.log.system("report ignored: %s is not a regular file", backends.EnvResult)
		return r
	case fi.Size() > maxReportBytes:
		s.log.system("report ignored: larger than %d bytes", maxReportBytes)
		return r
	}
	b, err := root.ReadFile(fileReport)
	if err != nil {
		s.log.system("report ignored: %v", err)
		return r
	}
	if err := json.Unmarshal(b, &r); err != nil {
		s.log.system("report ignored: %v", err)
		return evalcase.Report{}
	}
	return r
}

// readAnswer reads what the harness wrote to EVERDICT_ANSWER_FILE: at most
// evalcase.AnswerMaxBytesDefault bytes, cut reporting a longer file. A
// missing answer is empty; one that is not a regular file inside the job
// directory is ignored with a system line.
func (s *supervisor) readAnswer() (answer string, cut bool) {
	root, err := os.OpenRoot(string(s.job))
	if err != nil {
		return "", false
	}
	defer func() { _ = root.Close() }()
	fi, err := root.Lstat(fileAnswer)
	switch {
	case err != nil:
		return "", false
	case !fi.Mode().IsRegular():
		s.log.system("answer ignored: %s is not a regular file", backends.EnvAnswer)
		return "", false
	}
	f, err := root.Open(fileAnswer)
	if err != nil {
		s.log.system("answer ignored: %v", err)
		return "", false
	}
	defer func() { _ = f.Close() }()
	b, err := io.ReadAll(io.LimitReader(f, evalcase.AnswerMaxBytesDefault+1))
	if err != nil {
		s.log.system("answer ignored: %v", err)
		return "", false
	}
	return evalcase.CutAnswer(b)
}

// defaultIgnoredSignals gives every signal the supervisor was started with
// ignored its default action back, before anything else: an ignored signal
// stays ignored across fork and exec, so it would reach the harness, and a
// static Go program (the shim) keeps an inherited SIG_IGN for the signals
// it does not use (glibc's 32 and 33, say) where a cgo one's C library
// would have reset them. Go itself ignores nothing at start, so a signal
// found ignored here was inherited. SIGHUP is ignored again afterwards, on
// purpose.
func defaultIgnoredSignals() {
	const sigIgn = 1
	// The kernel's struct sigaction: the handler first on every
	// architecture; zeros are SIG_DFL with no flags and an empty mask.
	var old, dfl [4]uintptr
	for sig := uintptr(1); sig <= 64; sig++ {
		if sig == uintptr(syscall.SIGKILL) || sig == uintptr(syscall.SIGSTOP) {
			continue
		}
		old = [4]uintptr{}
		if _, _, e := syscall.RawSyscall6(syscall.SYS_RT_SIGACTION, sig, 0, uintptr(unsafe.Pointer(&old)), 8, 0, 0); e != 0 || old[0] != sigIgn {
			continue
		}
		_, _, _ = syscall.RawSyscall6(syscall.SYS_RT_SIGACTION, sig, uintptr(unsafe.Pointer(&dfl)), 0, 8, 0, 0)
	}
}
