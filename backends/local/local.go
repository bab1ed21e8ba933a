package local

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"log/slog"
	"os"
	"os/exec"
	"path/filepath"
	"sync"
	"syscall"
	"time"

	"github.com/everdict/everdict/backends"
	"github.com/everdict/everdict/domain"
	"github.com/everdict/everdict/evalcase"
)

// runtimeName is the value of the runtime log key.
const runtimeName = "local"

// stopSlack is added to twice the kill grace to bound how long a follower
// waits for a job it asked to stop.
const stopSlack = 10 * time.Second

// Backend is the LOCAL backend. Make one with New; the zero value is not
// usable. It is safe for concurrent use; several Backends (in one process or
// in successive ones) may share a DataDir, which is how a restarted control
// plane adopts its runs.
type Backend struct {
	cfg Config
	log *slog.Logger
	// ctlRoot holds the control directories of this data dir's runs; ""
	// keeps them in the run directories (see Config.ControlDir).
	ctlRoot string

	// uids is the range every run leases a user id of its own from.
	uids      uidRange
	cgroups   cgroupLayout
	cgroupErr error // why there is no cgroup, when none
	seccomp   []byte

	sandboxOnce sync.Once
	sandboxOK   bool
	bwrap       string
	features    bwrapFeatures

	// host reaches the supervisor of this data dir.
	host *hostClient

	sweepMu   sync.Mutex
	lastSweep time.Time
}

var (
	_ backends.Backend  = (*Backend)(nil)
	_ backends.Hardener = (*Backend)(nil)
)

// New returns a Backend over cfg.DataDir, creating the directory (0700),
// cfg.JobRoot and the control dir (see Config.ControlDir), where it removes
// what belonged to data dirs that are gone. It fails when runs cannot get
// unprivileged uids of their own (see Config.JobUIDs). It finds where job cgroups can be made and removes the
// directories of runs older than the retention.
func New(cfg Config) (*Backend, error) {
	cfg, err := cfg.withDefaults()
	if err != nil {
		return nil, err
	}
	if os.Geteuid() != 0 {
		return nil, fmt.Errorf("local backend: the control plane runs as uid %d and cannot give jobs users of their own; run it as root (it drops to each run's own uid)", os.Geteuid())
	}
	uids, err := parseUIDRange(cfg.JobUIDs, "/etc/passwd", "/etc/group")
	if err != nil {
		return nil, fmt.Errorf("local backend: %w", err)
	}
	if err := os.MkdirAll(filepath.Join(cfg.DataDir, "runs"), 0o700); err != nil {
		return nil, fmt.Errorf("local backend: make data dir: %w", err)
	}
	// No job may reach the data dir, whatever mode it was made with.
	for _, p := range []string{cfg.DataDir, filepath.Join(cfg.DataDir, "runs")} {
		if err := os.Chmod(p, 0o700); err != nil {
			return nil, fmt.Errorf("local backend: data dir: %w", err)
		}
	}
	if err := prepareJobRoot(cfg.JobRoot); err != nil {
		return nil, fmt.Errorf("local backend: %w", err)
	}
	sup, err := exec.LookPath(cfg.Supervisor[0])
	if err != nil {
		return nil, fmt.Errorf("local backend: supervisor executable: %w", err)
	}
	if cfg.Supervisor[0], err = filepath.Abs(sup); err != nil {
		return nil, fmt.Errorf("local backend: supervisor executable: %w", err)
	}
	b := &Backend{cfg: cfg, log: cfg.Logger.With("runtime", runtimeName), uids: uids, seccomp: hostSeccompFilter()}
	if b.ctlRoot, err = controlRoot(cfg.ControlDir, ControlDirDefaults, cfg.DataDir); err != nil {
		b.log.Warn("no control dir: runs keep their control files in the data dir", "err", err)
	} else {
		sweepControlRoots(b.ctlRoot)
	}
	spec := hostSpec{Dir: b.ctlRoot, DataDir: cfg.DataDir, Linger: cfg.SupervisorLinger}
	if spec.Dir == "" {
		spec.Dir = cfg.DataDir
	}
	if spec.Name, err = hostName(cfg.Supervisor); err != nil {
		return nil, fmt.Errorf("local backend: %w", err)
	}
	b.host = &hostClient{spec: spec, argv: cfg.Supervisor}
	b.cgroups, b.cgroupErr = findCgroups(cfg.CgroupParent)
	switch {
	case b.cgroupErr != nil && cfg.RlimitFallback:
		b.log.Warn("no cgroup for jobs: limits fall back to rlimits", "err", b.cgroupErr)
	case b.cgroupErr != nil:
		b.log.Error("no cgroup for jobs: every run fails until the host has one (or the rlimit fallback is allowed)", "err", b.cgroupErr)
	}
	b.sweep(time.Now())
	return b, nil
}

// SandboxAvailable reports whether bubblewrap works on this host. The probe
// runs once, at the first call; later calls return its answer.
func (b *Backend) SandboxAvailable() bool {
	b.sandboxOnce.Do(func() { b.bwrap, b.features, b.sandboxOK = b.probeSandbox() })
	return b.sandboxOK
}

// makeJobDir makes a job directory under the job root, 0700 and root's;
// the run's supervisor gives it to the run's own user.
func (b *Backend) makeJobDir(prefix string) (string, error) {
	dir, err := os.MkdirTemp(b.cfg.JobRoot, prefix+"-")
	if err != nil {
		return "", fmt.Errorf("make job directory: %w", err)
	}
	return dir, nil
}

// sweepEvery is how often Dispatch looks for run directories to remove.
const sweepEvery = time.Minute

// sweep removes the directories (and job directories) of runs whose outcome
// was recorded more than Config.Retention before now. It runs at most once
// per sweepEvery.
func (b *Backend) sweep(now time.Time) {
	if b.cfg.Retention < 0 {
		return
	}
	b.sweepMu.Lock()
	if now.Sub(b.lastSweep) < sweepEvery && !b.lastSweep.IsZero() {
		b.sweepMu.Unlock()
		return
	}
	b.lastSweep = now
	b.sweepMu.Unlock()
	entries, err := os.ReadDir(filepath.Join(b.cfg.DataDir, "runs"))
	if err != nil {
		return
	}
	for _, e := range entries {
		if !e.IsDir() || !backends.ValidRunID(e.Name()) {
			continue
		}
		d := b.runDir(e.Name())
		fi, err := os.Stat(d.path(fileStatus))
		if err != nil || now.Sub(fi.ModTime()) < b.cfg.Retention {
			continue
		}
		b.removeCgroup(d)
		if jd := readMeta(d).JobDir; jd != "" && filepath.Dir(jd) == b.cfg.JobRoot {
			_ = os.RemoveAll(jd)
		}
		if err := d.remove(); err != nil {
			b.log.Warn("removing an expired run directory failed", "run_id", e.Name(), "err", err)
			continue
		}
		b.log.Debug("expired run directory removed", "run_id", e.Name())
	}
}

func (b *Backend) runDir(runID string) runDir {
	data := filepath.Join(b.cfg.DataDir, "runs", runID)
	if b.ctlRoot == "" {
		return runDir{data: data, ctl: data}
	}
	return runDir{data: data, ctl: filepath.Join(b.ctlRoot, runID)}
}

// makeRunDir makes the directories of a run that is about to start; the
// error wraps fs.ErrExist when the run has a directory already. A control
// directory left by an earlier run of the same id (whose data was removed)
// is replaced.
func makeRunDir(d runDir) error {
	if err := os.Mkdir(d.data, 0o700); err != nil {
		return err
	}
	if !d.separate() {
		return nil
	}
	err := os.Mkdir(d.ctl, 0o700)
	if errors.Is(err, fs.ErrExist) {
		if err = os.RemoveAll(d.ctl); err == nil {
			err = os.Mkdir(d.ctl, 0o700)
		}
	}
	if err != nil {
		_ = os.RemoveAll(d.data)
		return fmt.Errorf("make control directory: %w", err)
	}
	return nil
}

// Dispatch runs the job in a detached supervisor and follows it to its end.
// See backends.Backend for the contract. A job whose zone requires hardening
// (or any job when Config.Hardened) runs in the sandbox, or is refused with
// SANDBOX_UNAVAILABLE (class CONFIG) when the host has none; a job naming an
// image is refused with UNSUPPORTED (class CONFIG). Nothing runs then.
func (b *Backend) Dispatch(ctx context.Context, job backends.Job, logs backends.LogSink) (evalcase.Result, error) {
	if logs == nil {
		logs = backends.Discard
	}
	if err := job.Validate(); err != nil {
		return evalcase.Result{}, err
	}
	log := b.log.With("run_id", job.RunID, "tenant", job.Tenant)
	if evalcase.PinImage(job.Case, job.Harness) != "" {
		return evalcase.Result{}, backends.Errorf(domain.FailureConfig, backends.CodeUnsupported,
			"the local runtime runs no container images: %w", backends.ErrUnsupported)
	}
	hardened := b.cfg.Hardened || job.Hardened || job.Zone.HardenedRequired
	if hardened && !b.SandboxAvailable() {
		log.Warn("refused: hardened run without a sandbox")
		return evalcase.Result{}, backends.Errorf(domain.FailureConfig, backends.CodeSandboxUnavailable,
			"run %s needs a hardened runtime and bubblewrap does not work on this host: %w", job.RunID, backends.ErrSandboxUnavailable)
	}
	if b.cgroupErr != nil && !b.cfg.RlimitFallback {
		log.Warn("refused: no cgroup for the run's limits")
		return evalcase.Result{}, backends.Errorf(domain.FailureInfra, backends.CodeIsolation,
			"run %s: the host has no cgroup for the run's limits (%v), and the rlimit fallback is off", job.RunID, b.cgroupErr)
	}
	if ctx.Err() != nil {
		return evalcase.Result{}, stoppedError(ctx)
	}
	b.sweep(time.Now())
	d := b.runDir(job.RunID)
	if err := makeRunDir(d); err != nil {
		if errors.Is(err, fs.ErrExist) {
			return evalcase.Result{}, backends.Errorf(domain.FailureConfig, backends.CodeDuplicateRun,
				"run %s: %w", job.RunID, backends.ErrDuplicateRun)
		}
		return evalcase.Result{}, backends.Errorf(domain.FailureInfra, backends.CodeBackend, "make run directory: %w", err)
	}
	jd, err := b.makeJobDir(job.RunID)
	if err != nil {
		_ = d.remove() // nothing ran: the run stays Absent
		return evalcase.Result{}, backends.Errorf(domain.FailureInfra, backends.CodeWorkspace, "%w", err)
	}
	cdpPort := 0
	if job.Case.Browser {
		cdpPort = b.cdpPort(hardened)
	}
	display := ""
	if job.Case.OSUse {
		display = backends.OSUseDisplay
	}
	m, _ := json.Marshal(meta{RunID: job.RunID, Tenant: job.Tenant, CaseID: job.Case.ID, Hardened: hardened, StartedAt: time.Now(), JobDir: jd, CDPPort: cdpPort, Display: display})
	if _, err := createOnce(d.path(fileMeta), m); err != nil {
		_ = os.RemoveAll(jd)
		_ = d.remove() // nothing ran: the run stays Absent
		return evalcase.Result{}, backends.Errorf(domain.FailureInfra, backends.CodeBackend, "%w", err)
	}
	env := b.envelope(job, hardened, jd)
	env.CDPPort = cdpPort
	sup, err := b.host.submit(d, env)
	if err != nil {
		log.Error("supervisor did not start", "err", err)
		// Nothing ran: leave no directory behind, so the run stays Absent.
		_ = os.RemoveAll(jd)
		_ = d.remove()
		return evalcase.Result{}, backends.Errorf(domain.FailureInfra, backends.CodeBackend, "start the run's supervisor: %w", err)
	}
	log.Info("run dispatched", "hardened", hardened)
	if a, ok := logs.(backends.Accepter); ok {
		a.Accepted()
	}
	res, err := b.follow(ctx, d, 0, logs, sup)
	sup.release()
	b.logEnd(log, res, err)
	return res, err
}

// envelope is what the supervisor of job is handed: the job and this
// backend's settings.
func (b *Backend) envelope(job backends.Job, hardened bool, jobDir string) envelope {
	bwrap, features, seccomp := "", bwrapFeatures{}, []byte(nil)
	if hardened {
		// set by the SandboxAvailable call that allowed it
		bwrap, features, seccomp = b.bwrap, b.features, b.seccomp
	}
	return envelope{
		Protocol:          envelopeProtocol,
		Job:               job,
		Hardened:          hardened,
		Bwrap:             bwrap,
		SandboxReadOnly:   b.cfg.SandboxReadOnly,
		KillGrace:         b.cfg.KillGrace,
		MemoryPoll:        b.cfg.MemoryPollInterval,
		GraderTimeout:     b.cfg.GraderTimeout,
		CloneTimeout:      b.cfg.CloneTimeout,
		JobPath:           b.cfg.JobPath,
		KeepWorkspace:     b.cfg.KeepWorkspace,
		JobDir:            jobDir,
		UIDs:              b.uids,
		UIDLock:           b.cfg.UIDLock,
		Cgroups:           b.cgroups,
		RlimitFallback:    b.cfg.RlimitFallback,
		Features:          features,
		Seccomp:           seccomp,
		PidsMax:           b.cfg.PidsMax,
		TmpSizeMB:         b.cfg.TmpSizeMB,
		MaxFileMB:         b.cfg.MaxFileMB,
		MaxWorkspaceMB:    b.cfg.MaxWorkspaceMB,
		MaxWorkspaceFiles: b.cfg.MaxWorkspaceFiles,
		DiskPoll:          b.cfg.DiskPollInterval,
		MaxLogLines:       b.cfg.MaxLogLines,
		MaxLogBytes:       b.cfg.MaxLogBytes,
		MaxLineBytes:      b.cfg.MaxLineBytes,
		// The runtime's admission's limits, else this host's.
		MaxArtifactFiles: job.Artifacts.Or(backends.ArtifactLimits{MaxFiles: b.cfg.MaxArtifactFiles}).MaxFiles,
		MaxArtifactBytes: job.Artifacts.Or(backends.ArtifactLimits{MaxBytes: b.cfg.MaxArtifactBytes}).MaxBytes,
	}
}

// supervisorAlive reports whether the run's supervisor still runs. exited,
// when not nil, is closed once the supervisor (our child) has exited.
func supervisorAlive(d runDir, exited <-chan struct{}) bool {
	if exited != nil {
		select {
		case <-exited:
			return false
		default:
			return true
		}
	}
	id, ok := readProcID(d.path(fileSupervisorPID))
	return ok && alive(id)
}

// follow delivers a run's log lines after fromSeq and waits for its outcome.
// sup is the run's supervisor when this process started it: its doorbell
// and its exit wake the follower, and nothing is polled. Otherwise (an
// adopted run) inotify on the run directory wakes it, and a poll every
// Config.PollInterval notices a supervisor that died without an outcome (a
// process that is not the supervisor's parent gets no exit notification),
// or stands in for inotify where it is unavailable. Canceling ctx asks the
// supervisor to stop the job and keeps following until it did; with the
// cause ErrDetached it returns at once and leaves the job running. A
// supervisor that dies without an outcome fails the run as INFRA/JOB_LOST
// after its harness is killed; the live parent (sup not nil) also records
// that outcome.
func (b *Backend) follow(ctx context.Context, d runDir, fromSeq int64, logs backends.LogSink, sup *child) (evalcase.Result, error) {
	var exited, wake <-chan struct{}
	var poll <-chan time.Time
	if sup != nil {
		exited, wake = sup.exited, sup.rang
	} else {
		w, err := watchDir(d)
		if err != nil {
			b.log.Debug("following a run by polling alone", "run_id", d.runID(), "err", err)
		}
		defer w.close()
		wake = w.changed()
		tick := time.NewTicker(b.cfg.PollInterval)
		defer tick.Stop()
		poll = tick.C
	}
	t := newTail(d, fromSeq)
	defer t.close()
	last := b.watchLastScreen(ctx, d)
	defer last.stop()
	done := ctx.Done()
	var giveUp <-chan time.Time
	for {
		t.drain(logs)
		if st, ok := readStatus(d); ok {
			t.drain(logs)
			return b.outcome(ctx, d, st, logs, last)
		}
		if !supervisorAlive(d, exited) {
			// It may have recorded its outcome just before it exited.
			if st, ok := readStatus(d); ok {
				t.drain(logs)
				return b.outcome(ctx, d, st, logs, last)
			}
			t.drain(logs)
			b.killOrphan(d)
			lost := failed(domain.FailureInfra, backends.CodeJobLost,
				"the supervisor of run %s exited without recording an outcome", d.runID())
			if exited != nil {
				// The live parent saw its child die: record it, first writer wins.
				if _, err := writeStatus(d, lost); err == nil {
					if st, ok := readStatus(d); ok {
						return b.outcome(ctx, d, st, logs, last)
					}
				}
			}
			return lost.outcome()
		}
		select {
		case <-done:
			if errors.Is(context.Cause(ctx), backends.ErrDetached) {
				t.drain(logs)
				return evalcase.Result{}, stoppedError(ctx)
			}
			done = nil
			b.requestCancel(d)
			giveUp = time.After(2*b.cfg.KillGrace + stopSlack)
		case <-giveUp:
			return evalcase.Result{}, backends.Errorf(domain.FailureCanceled, backends.CodeCanceled,
				"run %s was asked to stop and has not yet: %w", d.runID(), context.Cause(ctx))
		case <-exited:
		case <-wake:
		case <-poll:
		}
	}
}

// outcome turns a recorded status into what Dispatch and Adopt return,
// after handing its collected artifacts, and the last screen of last, to
// logs when it keeps them.
func (b *Backend) outcome(ctx context.Context, d runDir, st status, logs backends.LogSink, last *lastScreen) (evalcase.Result, error) {
	if st.Result != nil {
		st = b.withLastScreen(d, st, last.stop())
		deliverArtifacts(ctx, d, st, logs)
	}
	return st.outcome()
}

// stoppedError is what Dispatch and Adopt return for a done ctx: detached
// (INTERRUPTED, the job left running) or canceled.
func stoppedError(ctx context.Context) error {
	cause := context.Cause(ctx)
	if errors.Is(cause, backends.ErrDetached) {
		return &backends.Error{Class: domain.FailureInterrupted, Code: backends.CodeDetached,
			Message: "detached from the run; it keeps running", Err: cause}
	}
	return &backends.Error{Class: domain.FailureCanceled, Code: backends.CodeCanceled, Message: "the run was canceled", Err: cause}
}

// requestCancel makes the run's cancel file, which its supervisor watches
// (see cancelWatch): it stops the job and records CANCELED.
func (b *Backend) requestCancel(d runDir) {
	if f, err := os.OpenFile(d.path(fileCancel), os.O_WRONLY|os.O_CREATE, 0o600); err == nil {
		_ = f.Close()
	}
}

// killOrphan kills the process group of a harness whose supervisor is gone,
// when its leader is still the process that was started.
func (b *Backend) killOrphan(d runDir) {
	if id, ok := readProcID(d.path(fileHarnessPID)); ok && alive(id) {
		_ = killGroup(id.Pid, syscall.SIGKILL)
	}
	b.removeCgroup(d)
}

// removeCgroup kills what is left in the cgroup a dead supervisor recorded
// and removes it.
func (b *Backend) removeCgroup(d runDir) {
	if cg, ok := recordedCgroup(d.path(fileCgroup)); ok {
		if err := cg.remove(); err != nil {
			b.log.Warn("removing a dead supervisor's cgroup failed", "run", d.runID(), "err", err)
		}
	}
}

// Cancel stops a run by correlation id, also one started by an earlier
// process, and waits until its outcome (CANCELED, or the result if it ended
// first) is recorded. A run whose supervisor is gone is recorded CANCELED by
// Cancel itself, after its harness is killed.
func (b *Backend) Cancel(ctx context.Context, runID string) error {
	if !backends.ValidRunID(runID) {
		return fmt.Errorf("cancel run %q: %w", runID, backends.ErrNotFound)
	}
	d := b.runDir(runID)
	if !d.exists() {
		return fmt.Errorf("cancel run %s: %w", runID, backends.ErrNotFound)
	}
	log := b.log.With("run_id", runID, "tenant", readMeta(d).Tenant)
	if _, ok := readStatus(d); ok {
		return nil
	}
	log.Info("canceling run")
	w, err := watchDir(d) // before the request, so no change is missed
	if err != nil {
		log.Debug("waiting for the canceled run by polling alone", "err", err)
	}
	defer w.close()
	b.requestCancel(d)
	tick := time.NewTicker(b.cfg.PollInterval)
	defer tick.Stop()
	for {
		if _, ok := readStatus(d); ok {
			return nil
		}
		if !supervisorAlive(d, nil) {
			if _, ok := readStatus(d); ok {
				return nil
			}
			b.killOrphan(d)
			if _, err := writeStatus(d, canceledStatus()); err != nil {
				return fmt.Errorf("cancel run %s: %w", runID, err)
			}
			return nil
		}
		select {
		case <-ctx.Done():
			return fmt.Errorf("cancel run %s: %w", runID, context.Cause(ctx))
		case <-w.changed():
		case <-tick.C:
		}
	}
}

// Adopt finds a run by correlation id: a recorded outcome is Adopted (its
// logs after fromSeq replayed); a live supervisor is followed to the end and
// Adopted; no run directory is Absent; a run directory whose supervisor is
// gone without an outcome is Unknown (a harness it left running is killed:
// its outcome could no longer be recorded). Detaching an Adopt (ctx canceled
// with ErrDetached) returns Unknown with the detached error.
func (b *Backend) Adopt(ctx context.Context, runID string, fromSeq int64, logs backends.LogSink) (backends.AdoptOutcome, evalcase.Result, error) {
	if logs == nil {
		logs = backends.Discard
	}
	if !backends.ValidRunID(runID) {
		return backends.Unknown, evalcase.Result{}, backends.Errorf(domain.FailureConfig, backends.CodeInvalidJob,
			"run id %q is not a valid correlation id: %w", runID, backends.ErrInvalidJob)
	}
	d := b.runDir(runID)
	if !d.exists() {
		return backends.Absent, evalcase.Result{}, nil
	}
	log := b.log.With("run_id", runID, "tenant", readMeta(d).Tenant)
	if st, ok := readStatus(d); ok {
		t := newTail(d, fromSeq)
		t.drain(logs)
		t.close()
		res, err := b.outcome(ctx, d, st, logs, nil)
		log.Info("run adopted: already ended")
		return backends.Adopted, res, err
	}
	if supervisorAlive(d, nil) {
		log.Info("run adopted: following it")
		res, err := b.follow(ctx, d, fromSeq, logs, nil)
		var be *backends.Error
		if errors.As(err, &be) && be.Code == backends.CodeDetached {
			return backends.Unknown, evalcase.Result{}, err
		}
		if errors.As(err, &be) && be.Code == backends.CodeJobLost {
			return b.lost(log, d, runID)
		}
		b.logEnd(log, res, err)
		return backends.Adopted, res, err
	}
	if st, ok := readStatus(d); ok {
		t := newTail(d, fromSeq)
		t.drain(logs)
		t.close()
		res, err := b.outcome(ctx, d, st, logs, nil)
		return backends.Adopted, res, err
	}
	return b.lost(log, d, runID)
}

// lost answers Adopt for a run whose supervisor is gone without an outcome:
// Unknown, after killing a harness it left running.
func (b *Backend) lost(log *slog.Logger, d runDir, runID string) (backends.AdoptOutcome, evalcase.Result, error) {
	b.killOrphan(d)
	log.Warn("run unknown: its supervisor is gone without an outcome")
	return backends.Unknown, evalcase.Result{}, backends.Errorf(domain.FailureInterrupted, backends.CodeJobLost,
		"the supervisor of run %s is gone without an outcome", runID)
}

// Probe checks that the data directory is writable and whether the sandbox
// works. The local host is always reachable and needs no credentials.
func (b *Backend) Probe(ctx context.Context) (backends.ProbeResult, error) {
	if err := ctx.Err(); err != nil {
		return backends.ProbeResult{}, err
	}
	f, err := os.CreateTemp(b.cfg.DataDir, ".probe-*")
	if err != nil {
		return backends.ProbeResult{Message: fmt.Sprintf("data dir %s is not writable: %v", b.cfg.DataDir, err)}, nil
	}
	_ = f.Close()
	_ = os.Remove(f.Name())
	res := backends.ProbeResult{Reachable: true, Authenticated: true, Hardened: b.SandboxAvailable()}
	sandbox := "no sandbox (bubblewrap unavailable)"
	if res.Hardened {
		sandbox = "sandbox: bubblewrap"
	}
	limits := b.cgroups.describe()
	switch {
	case b.cgroupErr != nil && b.cfg.RlimitFallback:
		limits = "no cgroup: memory and processes limited by rlimits (the operator's fallback)"
	case b.cgroupErr != nil:
		limits = fmt.Sprintf("no cgroup, so every run fails: %v (allow the rlimit fallback only on a host that cannot have one)", b.cgroupErr)
	}
	res.Message = fmt.Sprintf("local host ready; %s; each run as a uid of its own from %s; %s", sandbox, b.uids, limits)
	return res, nil
}

func (b *Backend) logEnd(log *slog.Logger, res evalcase.Result, err error) {
	if err != nil {
		log.Info("run failed", "class", backends.ClassOf(err), "code", backends.CodeOf(err), "err", err)
		return
	}
	log.Info("run graded", "verdict", res.Verdict, "limit_hit", res.LimitHit)
}
