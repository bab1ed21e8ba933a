package local

import (
	"context"
	"errors"
	"fmt"
	"github.com/everdict/everdict/backends"
	"log/slog"
	"net"
	"os"
	"path/filepath"
	"slices"
	"time"
)

// Defaults of the Config fields left zero.
const (
	// KillGraceDefault is how long a process group may take to exit after
	// SIGTERM before it gets SIGKILL.
	KillGraceDefault = 10 * time.Second
	// PollIntervalDefault is how often a follower that did not start a run's
	// supervisor (Adopt, Cancel after a restart) checks that it still lives,
	// and looks for new log lines where inotify is unavailable.
	PollIntervalDefault = 100 * time.Millisecond
	// SupervisorLingerDefault is how long the supervisor of a data dir stays
	// with no run before it exits; the next Dispatch starts another.
	SupervisorLingerDefault = 5 * time.Minute
	// MemoryPollIntervalDefault is how often the memory watchdog measures a
	// process group.
	MemoryPollIntervalDefault = 100 * time.Millisecond
	// GraderTimeoutDefault bounds each TESTS_PASS grader command.
	GraderTimeoutDefault = 10 * time.Minute
	// CloneTimeoutDefault bounds the git clone of a case's repository.
	CloneTimeoutDefault = 10 * time.Minute
	// LastScreenEveryDefault is how often a followed run's screen is taken
	// for its last screen (Config.LastScreenEvery).
	LastScreenEveryDefault = 2 * time.Second
	// JobPathDefault is the PATH of a job's environment.
	JobPathDefault = "/usr/local/bin:/usr/bin:/bin"
	// BwrapPathDefault is the bubblewrap executable, looked up in PATH.
	BwrapPathDefault = "bwrap"
	// NsenterPathDefault is util-linux's nsenter, looked up in PATH: how an
	// exec or a terminal joins a hardened job's sandbox.
	NsenterPathDefault = "nsenter"
	// JobRootDefault holds the job directories (workspace, home, task,
	// report). It is outside the data dir, which stays 0700: a run's user
	// must be able to reach its own directory, and never the control plane's
	// files. It is made 0711 (reachable, not listable) and each job's
	// directory 0700, owned by the run's own user.
	JobRootDefault = "/var/tmp/everdict-jobs"
	// PidsMaxDefault bounds the processes and threads of one job.
	PidsMaxDefault = 512
	// TmpSizeMBDefault is the size of a sandboxed job's /tmp when its case
	// sets no memoryMb; otherwise /tmp is as large as memoryMb (its pages
	// count against the memory limit too).
	TmpSizeMBDefault = 512
	// MaxWorkspaceMBDefault bounds the bytes of a job's directory
	// (workspace, home, task and report together), measured every
	// DiskPollIntervalDefault: past it the job is killed and the run fails
	// with class AGENT, code DISK_LIMIT.
	MaxWorkspaceMBDefault = 10 << 10
	// MaxWorkspaceFilesDefault bounds the files and directories of a job's
	// directory, the same way (inodes are a resource too).
	MaxWorkspaceFilesDefault = 200_000
	// DiskPollIntervalDefault is how often the disk watchdog measures a
	// job's directory.
	DiskPollIntervalDefault = time.Second
	// MaxFileMBDefault bounds each file a job writes (RLIMIT_FSIZE): a write
	// beyond it fails with EFBIG, or SIGXFSZ kills the writer.
	MaxFileMBDefault = 1024
	// MaxLogLinesDefault is how many stdout and stderr lines a run keeps;
	// later ones are dropped after one system line says so.
	MaxLogLinesDefault = 100_000
	// MaxLogBytesDefault is how many bytes of stdout and stderr lines a run
	// keeps; later lines are dropped after one system line says so.
	MaxLogBytesDefault = 16 << 20
	// MaxLineBytesDefault is the longest log line; a longer one is cut
	// there, and says so at its end.
	MaxLineBytesDefault = 64 << 10
	// RetentionDefault is how long a run's directory (its logs and
	// outcome) is kept after the run ended.
	RetentionDefault = 24 * time.Hour
	// RetainForever is a Retention that keeps run directories until removed
	// by hand.
	RetainForever time.Duration = -1
	// controlKeyFile names, in a data dir's control directory, the data dir
	// it belongs to.
	controlKeyFile = "datadir"
	// ShimName is the supervisor executable (cmd/everdict-shim) that New
	// looks for next to the running executable.
	ShimName = "everdict-shim"
)

// SandboxReadOnlyDefault are the host paths bound read-only into the sandbox
// when they exist (a symbolic link such as /bin -> usr/bin is recreated as
// a link). Of /etc, three package directories and nothing else:
// /etc/alternatives holds only symbolic links (Debian's awk, editor …);
// /etc/chromium.d the flags Debian's chromium wrapper reads (it refuses to
// start without them); /etc/fonts fontconfig's configuration, so a browser
// or a display case renders text. None holds host configuration or a
// secret.
var SandboxReadOnlyDefault = []string{"/usr", "/bin", "/sbin", "/lib", "/lib32", "/lib64", "/libx32",
	"/etc/alternatives", "/etc/chromium.d", "/etc/fonts"}

// ControlDirDefaults are where New puts the control files of runs when
// Config.ControlDir is empty: the first of these whose parent is a tmpfs and
// where the backend can make it (0700, owned by the control plane's user).
// /run is a tmpfs on systemd hosts, /dev/shm nearly everywhere.
var ControlDirDefaults = []string{"/run/everdict", "/dev/shm/everdict"}

// Config configures a Backend. The zero value is not usable: DataDir is
// required; every other zero field takes its …Default.
type Config struct {
	// DataDir holds one directory per run (DataDir/runs/<runID>). Runs stay
	// adoptable as long as it is kept.
	DataDir string
	// ControlDir holds the control files of live runs: their pid files,
	// cgroup record, cancel mark and supervisor output, small files written
	// on every run and read only while it runs. They go to
	// ControlDir/<key>/<runID>, key naming the data dir (so backends over
	// different data dirs share no state), and a run's directory there is
	// removed when its supervisor ends. It belongs on a tmpfs: what the
	// files describe are processes, which a reboot ends anyway, and a run
	// whose control files are gone reads as lost, as one whose supervisor
	// died (Adopt: Unknown). Its outcome, log and meta stay in the data dir.
	// It is made 0700; an existing directory must belong to the control
	// plane's user. Empty means the first usable of ControlDirDefaults.
	// Where neither works, the control files stay in each run's directory
	// in the data dir (New logs a warning).
	ControlDir string
	// Hardened runs every job in the sandbox, not only those whose trust
	// zone requires it.
	Hardened bool
	// Logger receives the backend's own logs (keys run_id, tenant, runtime);
	// nil discards them. Secret values are never logged.
	Logger *slog.Logger
	// KillGrace is the time between SIGTERM and SIGKILL.
	KillGrace time.Duration
	// PollInterval is how often a follower of an adopted run polls it (see
	// PollIntervalDefault). A Dispatch is woken by its supervisor and never
	// polls.
	PollInterval time.Duration
	// SupervisorLinger is how long the supervisor stays with no run (zero:
	// SupervisorLingerDefault). It also leaves, idle, once the data dir is
	// gone.
	SupervisorLinger time.Duration
	// MemoryPollInterval is how often the memory watchdog measures.
	MemoryPollInterval time.Duration
	// MaxWorkspaceMB and MaxWorkspaceFiles bound a job's directory, and
	// DiskPollInterval is how often it is measured (zero: the defaults).
	// A burst faster than the interval overshoots until the next
	// measurement; each file is bounded by MaxFileMB meanwhile.
	MaxWorkspaceMB    int
	MaxWorkspaceFiles int
	DiskPollInterval  time.Duration
	// MaxArtifactFiles and MaxArtifactBytes bound the files a run leaves
	// under EVERDICT_ARTIFACTS_DIR that are collected (zero: the defaults,
	// backends.ArtifactsMaxFilesDefault and ArtifactsMaxBytesDefault).
	MaxArtifactFiles int
	MaxArtifactBytes int64
	// LastScreenEvery is how often a browser or osUse case's screen is
	// taken while the backend follows it, the latest kept as its last
	// screen (LastScreenName); zero means LastScreenEveryDefault.
	LastScreenEvery time.Duration
	// GraderTimeout bounds each TESTS_PASS grader.
	GraderTimeout time.Duration
	// CloneTimeout bounds the clone of a case's repository.
	CloneTimeout time.Duration
	// JobPath is the PATH given to harnesses and graders.
	JobPath string
	// BwrapPath is the bubblewrap executable.
	BwrapPath string
	// NsenterPath is the nsenter executable (zero: NsenterPathDefault).
	NsenterPath string
	// Screenshot takes a PNG of the page of the browser serving the
	// DevTools protocol on 127.0.0.1:port, dialing through dial (cdp.Screenshot;
	// it is a field so the supervisor's executable, which shares this package,
	// carries no HTTP client). Its errors wrap backends.ErrNoScreen when no
	// browser answers. Nil: Screen is unsupported.
	Screenshot func(ctx context.Context, dial func(ctx context.Context, network, addr string) (net.Conn, error), port int) ([]byte, error)
	// SandboxReadOnly are the host paths bound read-only into the sandbox;
	// nil means SandboxReadOnlyDefault.
	SandboxReadOnly []string
	// Supervisor is the command that starts the supervisor: everdict-shim,
	// or an executable that calls MaybeRunSupervisor first thing. Nil means
	// ShimName in the running executable's directory when there is one (as
	// `make build` leaves it), else the running executable itself (go run,
	// tests), which pays its own package initialisation at each start.
	Supervisor []string
	// KeepWorkspace keeps a run's workspace after grading; by default it is
	// removed and only the run's logs and outcome are kept.
	KeepWorkspace bool
	// JobUIDs is the range of user ids runs lease one each from, "first-last"
	// (see uids.go): every process of a run (harness, graders, git fetching
	// its repository, an exec or a terminal) runs as the run's own uid, with
	// a group id of the same number, so no two runs that run at once share
	// a user. Empty means JobUIDsDefault. New refuses a range holding root,
	// the control plane's own uid, or an id /etc/passwd or /etc/group gives
	// an account; the control plane must run as root to switch to them.
	JobUIDs string
	// UIDLock is the host's uid lease file; empty means UIDLockDefault.
	// Backends that lease from overlapping ranges must share it.
	UIDLock string
	// RlimitFallback lets runs go on where no cgroup can be made for them,
	// bounded by rlimits and the memory watchdog instead (see the package
	// doc): for a host that cannot have cgroups. Off, such a run fails with
	// class INFRA, code ISOLATION_FAILED, before anything of it runs.
	RlimitFallback bool
	// JobRoot is the directory of the job directories; empty means
	// JobRootDefault.
	JobRoot string
	// CgroupParent is where each job's cgroup is made, as a path inside each
	// cgroup hierarchy ("everdict" is /sys/fs/cgroup/everdict on v2 and
	// /sys/fs/cgroup/memory/everdict … on v1). Empty means under the control
	// plane's own cgroup. On v2 the parent must have the memory and pids
	// controllers delegated (it must hold no process of its own, say a
	// systemd unit's Delegate=yes with the server moved to a leaf). Where no
	// cgroup can be made, runs fail (see RlimitFallback) and Probe says so.
	CgroupParent string
	// PidsMax bounds the processes and threads of one job; zero means
	// PidsMaxDefault.
	PidsMax int
	// TmpSizeMB is a sandboxed job's /tmp size when its case sets no
	// memoryMb; zero means TmpSizeMBDefault.
	TmpSizeMB int
	// MaxFileMB bounds each file a job writes; zero means MaxFileMBDefault.
	MaxFileMB int
	// MaxLogLines and MaxLogBytes bound the stdout and stderr a run keeps;
	// zero means MaxLogLinesDefault and MaxLogBytesDefault.
	MaxLogLines int
	MaxLogBytes int64
	// MaxLineBytes is the longest log line, cut beyond; zero means
	// MaxLineBytesDefault.
	MaxLineBytes int
	// Retention is how long a run's directory is kept after it ended (its
	// outcome recorded); it is then removed, by a sweep at New and at most
	// once a minute at Dispatch. Zero means RetentionDefault; RetainForever
	// (any negative value) never removes one.
	Retention time.Duration
}

func (c Config) withDefaults() (Config, error) {
	if c.DataDir == "" {
		return c, errors.New("local backend: data dir is required")
	}
	dir, err := filepath.Abs(c.DataDir)
	if err != nil {
		return c, fmt.Errorf("local backend: data dir: %w", err)
	}
	c.DataDir = dir
	if c.Logger == nil {
		c.Logger = slog.New(slog.DiscardHandler)
	}
	def := func(d *time.Duration, v time.Duration) {
		if *d <= 0 {
			*d = v
		}
	}
	def(&c.KillGrace, KillGraceDefault)
	def(&c.PollInterval, PollIntervalDefault)
	def(&c.SupervisorLinger, SupervisorLingerDefault)
	def(&c.MemoryPollInterval, MemoryPollIntervalDefault)
	def(&c.DiskPollInterval, DiskPollIntervalDefault)
	def(&c.GraderTimeout, GraderTimeoutDefault)
	def(&c.CloneTimeout, CloneTimeoutDefault)
	def(&c.LastScreenEvery, LastScreenEveryDefault)
	str := func(s *string, v string) {
		if *s == "" {
			*s = v
		}
	}
	str(&c.JobPath, JobPathDefault)
	str(&c.BwrapPath, BwrapPathDefault)
	str(&c.NsenterPath, NsenterPathDefault)
	str(&c.JobRoot, JobRootDefault)
	str(&c.JobUIDs, JobUIDsDefault)
	str(&c.UIDLock, UIDLockDefault)
	num := func(n *int, v int) {
		if *n <= 0 {
			*n = v
		}
	}
	num(&c.PidsMax, PidsMaxDefault)
	num(&c.TmpSizeMB, TmpSizeMBDefault)
	num(&c.MaxFileMB, MaxFileMBDefault)
	num(&c.MaxWorkspaceMB, MaxWorkspaceMBDefault)
	num(&c.MaxWorkspaceFiles, MaxWorkspaceFilesDefault)
	num(&c.MaxArtifactFiles, backends.ArtifactsMaxFilesDefault)
	if c.MaxArtifactBytes <= 0 {
		c.MaxArtifactBytes = backends.ArtifactsMaxBytesDefault
	}
	num(&c.MaxLogLines, MaxLogLinesDefault)
	num(&c.MaxLineBytes, MaxLineBytesDefault)
	if c.MaxLogBytes <= 0 {
		c.MaxLogBytes = MaxLogBytesDefault
	}
	if c.Retention == 0 {
		c.Retention = RetentionDefault
	}
	if c.JobRoot, err = filepath.Abs(c.JobRoot); err != nil {
		return c, fmt.Errorf("local backend: job root: %w", err)
	}
	if c.SandboxReadOnly == nil {
		c.SandboxReadOnly = slices.Clone(SandboxReadOnlyDefault)
	}
	if len(c.Supervisor) == 0 {
		exe, err := os.Executable()
		if err != nil {
			return c, fmt.Errorf("local backend: find own executable: %w", err)
		}
		c.Supervisor = defaultSupervisor(exe)
	}
	return c, nil
}

// defaultSupervisor is ShimName next to exe when it is an executable file,
// else exe.
func defaultSupervisor(exe string) []string {
	shim := filepath.Join(filepath.Dir(exe), ShimName)
	if fi, err := os.Stat(shim); err == nil && fi.Mode().IsRegular() && fi.Mode()&0o111 != 0 {
		return []string{shim}
	}
	return []string{exe}
}
