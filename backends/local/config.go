package local

import (
	"errors"
	"fmt"
	"log/slog"
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
	// MemoryPollIntervalDefault is how often the memory watchdog measures a
	// process group.
	MemoryPollIntervalDefault = 100 * time.Millisecond
	// GraderTimeoutDefault bounds each TESTS_PASS grader command.
	GraderTimeoutDefault = 10 * time.Minute
	// CloneTimeoutDefault bounds the git clone of a case's repository.
	CloneTimeoutDefault = 10 * time.Minute
	// JobPathDefault is the PATH of a job's environment.
	JobPathDefault = "/usr/local/bin:/usr/bin:/bin"
	// GitProtocolsDefault is the colon-separated list of git transports a
	// case's repository URL may use (GIT_ALLOW_PROTOCOL). file is left out:
	// it would let a tenant clone any repository on the host; so is ssh: ssh
	// reads the keys of the server's user from its passwd home, whatever
	// HOME says, and would clone with the server's identity.
	GitProtocolsDefault = "https:http:git"
	// BwrapPathDefault is the bubblewrap executable, looked up in PATH.
	BwrapPathDefault = "bwrap"
	// ShimName is the supervisor executable (cmd/everdict-shim) that New
	// looks for next to the running executable.
	ShimName = "everdict-shim"
)

// SandboxReadOnlyDefault are the host paths bound read-only into the sandbox
// when they exist (a symbolic link such as /bin -> usr/bin is recreated as
// a link). /etc/alternatives holds only symbolic links (Debian's awk, editor
// …), no host configuration; nothing else of /etc is bound.
var SandboxReadOnlyDefault = []string{"/usr", "/bin", "/sbin", "/lib", "/lib32", "/lib64", "/libx32", "/etc/alternatives"}

// Config configures a Backend. The zero value is not usable: DataDir is
// required; every other zero field takes its …Default.
type Config struct {
	// DataDir holds one directory per run (DataDir/runs/<runID>). Runs stay
	// adoptable as long as it is kept.
	DataDir string
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
	// MemoryPollInterval is how often the memory watchdog measures.
	MemoryPollInterval time.Duration
	// GraderTimeout bounds each TESTS_PASS grader.
	GraderTimeout time.Duration
	// CloneTimeout bounds the clone of a case's repository.
	CloneTimeout time.Duration
	// JobPath is the PATH given to harnesses and graders.
	JobPath string
	// GitProtocols lists the git transports a repository URL may use.
	GitProtocols string
	// BwrapPath is the bubblewrap executable.
	BwrapPath string
	// SandboxReadOnly are the host paths bound read-only into the sandbox;
	// nil means SandboxReadOnlyDefault.
	SandboxReadOnly []string
	// Supervisor is the command that starts a supervisor: everdict-shim, or
	// an executable that calls MaybeRunSupervisor first thing. Nil means
	// ShimName in the running executable's directory when there is one (as
	// `make build` leaves it), else the running executable itself (go run,
	// tests), which pays its own package initialisation on every run.
	Supervisor []string
	// KeepWorkspace keeps a run's workspace after grading; by default it is
	// removed and only the run's logs and outcome are kept.
	KeepWorkspace bool
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
	def(&c.MemoryPollInterval, MemoryPollIntervalDefault)
	def(&c.GraderTimeout, GraderTimeoutDefault)
	def(&c.CloneTimeout, CloneTimeoutDefault)
	str := func(s *string, v string) {
		if *s == "" {
			*s = v
		}
	}
	str(&c.JobPath, JobPathDefault)
	str(&c.GitProtocols, GitProtocolsDefault)
	str(&c.BwrapPath, BwrapPathDefault)
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
