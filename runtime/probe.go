package runtime

import (
	"context"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"sync"
	"time"
)

// ProbeTimeoutDefault bounds each host probe when ProbeConfig.Timeout is zero.
const ProbeTimeoutDefault = 5 * time.Second

// ProbeConfig configures DetectCapabilities. Its function fields let tests
// stand in for the host; each nil field means the real thing, so the zero
// value probes this host with ProbeTimeoutDefault.
type ProbeConfig struct {
	// Timeout bounds each probe; zero means ProbeTimeoutDefault. A probe
	// still running at its deadline counts as not found.
	Timeout time.Duration
	// Run runs a command to completion, discarding its output, and returns
	// nil when it exits 0. It must stop when ctx is done. nil runs the
	// command with os/exec.
	Run func(ctx context.Context, name string, args ...string) error
	// LookPath finds an executable on PATH; nil means exec.LookPath.
	LookPath func(file string) (string, error)
	// OpenDevice opens a device read-write and closes it, returning nil when
	// that worked; nil means the os package.
	OpenDevice func(path string) error
	// RegularFile reports whether path is a non-empty regular file; nil means
	// os.Stat.
	RegularFile func(path string) bool
	// Getenv reads an environment variable (CODEX_HOME, CLAUDE_CONFIG_DIR);
	// nil means os.Getenv.
	Getenv func(key string) string
	// HomeDir is the user's home directory; empty means os.UserHomeDir. When
	// there is none, the login probes find nothing.
	HomeDir string
}

// browsers are the executables the browser probe looks for, in order.
var browsers = []string{"chromium", "chromium-browser", "google-chrome", "google-chrome-stable"}

// DetectCapabilities probes this host and returns the capabilities it found,
// sorted: a subset of the vocabulary. The probes run concurrently, each
// bounded by the timeout, and none is fatal: a probe that fails, errs or
// times out just does not add its capability.
//
//   - git: `git --version` succeeds.
//
//   - docker: `docker info` succeeds, so the daemon answers (a client alone
//     is not enough).
//
//   - browser: chromium, chromium-browser, google-chrome or
//     google-chrome-stable is on PATH.
//
//   - kvm: /dev/kvm opens read-write.
//
//   - sandbox: bwrap or runsc actually runs `true` in a sandbox with no
//     network (installed is not enough: both need user namespaces).
//
//   - codex-login: $CODEX_HOME/auth.json (default ~/.codex/auth.json) is a
//     non-empty file.
//
//   - claude-login: $CLAUDE_CONFIG_DIR/.credentials.json (default
//     ~/.claude/.credentials.json) is a non-empty file. ~/.claude.json is not
//     evidence: Claude Code writes it (settings, projects) whether or not
//     anyone logged in, and on macOS the login lives in the Keychain.
//
//   - computer-use: Xvfb and xwd are on PATH, so the LOCAL backend can run
//     an osUse case under a display of its own and take its screen. A
//     cluster runtime's image brings its own display: its registrant
//     declares the capability.
//
// DetectCapabilities is safe for concurrent use; it returns when
// every probe has finished or timed out, or at once when ctx is done.
func DetectCapabilities(ctx context.Context, cfg ProbeConfig) []string {
	cfg = cfg.withDefaults()
	probes := map[string]func(context.Context) bool{
		CapGit:         cfg.commandProbe("git", "--version"),
		CapDocker:      cfg.commandProbe("docker", "info", "--format", "{{.ID}}"),
		CapBrowser:     cfg.browserProbe,
		CapComputerUse: cfg.onPath("Xvfb", "xwd"),
		CapKVM:         func(context.Context) bool { return cfg.OpenDevice("/dev/kvm") == nil },
		CapSandbox:     cfg.sandboxProbe,
		CapCodexLogin:  cfg.fileProbe("CODEX_HOME", ".codex", "auth.json"),
		CapClaudeLogin: cfg.fileProbe("CLAUDE_CONFIG_DIR", ".claude", ".credentials.json"),
	}
	var (
		mu    sync.Mutex
		found []string
		wg    sync.WaitGroup
	)
	for name, probe := range probes {
		wg.Go(func() {
			if cfg.bounded(ctx, probe) {
				mu.Lock()
				found = append(found, name)
				mu.Unlock()
			}
		})
	}
	wg.Wait()
	slices.Sort(found)
	return found
}

func (cfg ProbeConfig) withDefaults() ProbeConfig {
	if cfg.Timeout <= 0 {
		cfg.Timeout = ProbeTimeoutDefault
	}
	if cfg.Run == nil {
		cfg.Run = runCommand
	}
	if cfg.LookPath == nil {
		cfg.LookPath = exec.LookPath
	}
	if cfg.OpenDevice == nil {
		cfg.OpenDevice = openDevice
	}
	if cfg.RegularFile == nil {
		cfg.RegularFile = regularFile
	}
	if cfg.Getenv == nil {
		cfg.Getenv = os.Getenv
	}
	if cfg.HomeDir == "" {
		cfg.HomeDir, _ = os.UserHomeDir()
	}
	return cfg
}

// bounded runs probe with the timeout and reports false if it is late,
// without waiting for a probe that ignores its context (it finishes in the
// background; its answer is dropped).
func (cfg ProbeConfig) bounded(ctx context.Context, probe func(context.Context) bool) bool {
	ctx, cancel := context.WithTimeout(ctx, cfg.Timeout)
	defer cancel()
	done := make(chan bool, 1)
	go func() { done <- probe(ctx) }()
	select {
	case ok := <-done:
		return ok && ctx.Err() == nil
	case <-ctx.Done():
		return false
	}
}

// commandProbe succeeds when name is on PATH and runs args with exit 0.
func (cfg ProbeConfig) commandProbe(name string, args ...string) func(context.Context) bool {
	return func(ctx context.Context) bool {
		path, err := cfg.LookPath(name)
		return err == nil && cfg.Run(ctx, path, args...) == nil
	}
}

func (cfg ProbeConfig) browserProbe(context.Context) bool {
	return slices.ContainsFunc(browsers, func(b string) bool {
		_, err := cfg.LookPath(b)
		return err == nil
	})
}

// onPath is a probe that finds every one of names on PATH.
func (cfg ProbeConfig) onPath(names ...string) func(context.Context) bool {
	return func(context.Context) bool {
		for _, n := range names {
			if _, err := cfg.LookPath(n); err != nil {
				return false
			}
		}
		return true
	}
}

// sandboxProbe runs `true` under bwrap, else under runsc, as the local
// backend would: no network, every namespace unshared.
func (cfg ProbeConfig) sandboxProbe(ctx context.Context) bool {
	return cfg.commandProbe("bwrap", "--unshare-all", "--die-with-parent", "--ro-bind", "/", "/", "true")(ctx) ||
		cfg.commandProbe("runsc", "--rootless", "--network=none", "do", "true")(ctx)
}

// fileProbe succeeds when file exists in the directory named by env, or by
// dir under the home directory when env is unset.
func (cfg ProbeConfig) fileProbe(env, dir, file string) func(context.Context) bool {
	return func(context.Context) bool {
		base := cfg.Getenv(env)
		if base == "" {
			if cfg.HomeDir == "" {
				return false
			}
			base = filepath.Join(cfg.HomeDir, dir)
		}
		return cfg.RegularFile(filepath.Join(base, file))
	}
}

func runCommand(ctx context.Context, name string, args ...string) error {
	cmd := exec.CommandContext(ctx, name, args...) // stdin, stdout, stderr: the null device
	cmd.WaitDelay = time.Second
	return cmd.Run()
}

func openDevice(path string) error {
	f, err := os.OpenFile(path, os.O_RDWR, 0)
	if err != nil {
		return err
	}
	return f.Close()
}

func regularFile(path string) bool {
	info, err := os.Stat(path)
	return err == nil && info.Mode().IsRegular() && info.Size() > 0
}
