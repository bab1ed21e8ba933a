package runtime

import (
	"context"
	"errors"
	"os/exec"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"
)

// fakeHost stands in for a machine: what is on PATH, which command lines
// exit 0, which devices open, which files exist, the environment.
type fakeHost struct {
	path    map[string]string // executable name → full path
	runs    map[string]bool   // "fullpath arg arg" → exits 0
	devices map[string]bool
	files   map[string]bool
	env     map[string]string
	home    string
}

func (h *fakeHost) config() ProbeConfig {
	return ProbeConfig{
		Timeout: time.Minute, // these fakes answer at once
		Run: func(_ context.Context, name string, args ...string) error {
			if h.runs[strings.Join(append([]string{name}, args...), " ")] {
				return nil
			}
			return errors.New("exit status 1")
		},
		LookPath: func(file string) (string, error) {
			if p, ok := h.path[file]; ok {
				return p, nil
			}
			return "", exec.ErrNotFound
		},
		OpenDevice: func(path string) error {
			if h.devices[path] {
				return nil
			}
			return errors.New("permission denied")
		},
		RegularFile: func(path string) bool { return h.files[path] },
		Getenv:      func(key string) string { return h.env[key] },
		HomeDir:     h.home,
	}
}

const (
	gitRun    = "/usr/bin/git --version"
	dockerRun = "/usr/bin/docker info --format {{.ID}}"
	bwrapRun  = "/usr/bin/bwrap --unshare-all --die-with-parent --ro-bind / / true"
	runscRun  = "/usr/local/bin/runsc --rootless --network=none do true"
)

func TestDetectCapabilitiesReadsEachProbe(t *testing.T) {
	t.Parallel()
	tests := map[string]struct {
		host fakeHost
		want []string
	}{
		"a bare host has nothing": {
			host: fakeHost{home: "/home/u"},
			want: nil,
		},
		"git that runs is found": {
			host: fakeHost{path: map[string]string{"git": "/usr/bin/git"}, runs: map[string]bool{gitRun: true}},
			want: []string{"git"},
		},
		"git on PATH that fails to run is not found": {
			host: fakeHost{path: map[string]string{"git": "/usr/bin/git"}},
			want: nil,
		},
		"a docker client whose daemon answers is found": {
			host: fakeHost{path: map[string]string{"docker": "/usr/bin/docker"}, runs: map[string]bool{dockerRun: true}},
			want: []string{"docker"},
		},
		"a docker client without a daemon is not found": {
			host: fakeHost{path: map[string]string{"docker": "/usr/bin/docker"}},
			want: nil,
		},
		"google-chrome on PATH is a browser": {
			host: fakeHost{path: map[string]string{"google-chrome": "/opt/google/chrome"}},
			want: []string{"browser"},
		},
		"chromium-browser on PATH is a browser": {
			host: fakeHost{path: map[string]string{"chromium-browser": "/usr/bin/chromium-browser"}},
			want: []string{"browser"},
		},
		"Xvfb and xwd on PATH are computer-use: LOCAL brings the display": {
			host: fakeHost{path: map[string]string{"Xvfb": "/usr/bin/Xvfb", "xwd": "/usr/bin/xwd"}},
			want: []string{"computer-use"},
		},
		"Xvfb without xwd is no computer-use: no screen could be taken": {
			host: fakeHost{path: map[string]string{"Xvfb": "/usr/bin/Xvfb"}},
			want: nil,
		},
		"an openable /dev/kvm is kvm": {
			host: fakeHost{devices: map[string]bool{"/dev/kvm": true}},
			want: []string{"kvm"},
		},
		"a bwrap that runs is a sandbox": {
			host: fakeHost{path: map[string]string{"bwrap": "/usr/bin/bwrap"}, runs: map[string]bool{bwrapRun: true}},
			want: []string{"sandbox"},
		},
		"a bwrap that fails falls back to a runsc that runs": {
			host: fakeHost{
				path: map[string]string{"bwrap": "/usr/bin/bwrap", "runsc": "/usr/local/bin/runsc"},
				runs: map[string]bool{runscRun: true},
			},
			want: []string{"sandbox"},
		},
		"an installed bwrap and runsc that cannot run are no sandbox": {
			host: fakeHost{path: map[string]string{"bwrap": "/usr/bin/bwrap", "runsc": "/usr/local/bin/runsc"}},
			want: nil,
		},
		"a codex login in the home directory is found": {
			host: fakeHost{home: "/home/u", files: map[string]bool{"/home/u/.codex/auth.json": true}},
			want: []string{"codex-login"},
		},
		"a codex login under CODEX_HOME is found": {
			host: fakeHost{home: "/home/u", env: map[string]string{"CODEX_HOME": "/srv/codex"}, files: map[string]bool{"/srv/codex/auth.json": true}},
			want: []string{"codex-login"},
		},
		"CODEX_HOME replaces the home directory's login": {
			host: fakeHost{home: "/home/u", env: map[string]string{"CODEX_HOME": "/srv/codex"}, files: map[string]bool{"/home/u/.codex/auth.json": true}},
			want: nil,
		},
		"claude credentials in the home directory are found": {
			host: fakeHost{home: "/home/u", files: map[string]bool{"/home/u/.claude/.credentials.json": true}},
			want: []string{"claude-login"},
		},
		"claude credentials under CLAUDE_CONFIG_DIR are found": {
			host: fakeHost{env: map[string]string{"CLAUDE_CONFIG_DIR": "/srv/claude"}, files: map[string]bool{"/srv/claude/.credentials.json": true}},
			want: []string{"claude-login"},
		},
		"a ~/.claude.json alone is not a claude login": {
			host: fakeHost{home: "/home/u", files: map[string]bool{"/home/u/.claude.json": true}},
			want: nil,
		},
		"a host with everything has every probed capability, sorted": {
			host: fakeHost{
				home:    "/home/u",
				path:    map[string]string{"git": "/usr/bin/git", "docker": "/usr/bin/docker", "chromium": "/usr/bin/chromium", "bwrap": "/usr/bin/bwrap"},
				runs:    map[string]bool{gitRun: true, dockerRun: true, bwrapRun: true},
				devices: map[string]bool{"/dev/kvm": true},
				files:   map[string]bool{"/home/u/.codex/auth.json": true, "/home/u/.claude/.credentials.json": true},
			},
			want: []string{"browser", "claude-login", "codex-login", "docker", "git", "kvm", "sandbox"},
		},
	}
	for name, tc := range tests {
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			if tc.host.home == "" && tc.host.env == nil {
				tc.host.home = "/nonexistent-home"
			}
			got := DetectCapabilities(t.Context(), tc.host.config())
			if diff := cmp.Diff(tc.want, got); diff != "" {
				t.Errorf("DetectCapabilities mismatch (-want +got):\n%s", diff)
			}
		})
	}
}

func TestAHostThatHasEverythingIsFoundToHaveEveryCapability(t *testing.T) {
	t.Parallel()
	everything := func(context.Context, string, ...string) error { return nil }
	cfg := ProbeConfig{
		Run:         everything,
		LookPath:    func(f string) (string, error) { return "/bin/" + f, nil },
		OpenDevice:  func(string) error { return nil },
		RegularFile: func(string) bool { return true },
		Getenv:      func(string) string { return "" },
		HomeDir:     "/home/u",
	}
	got := DetectCapabilities(t.Context(), cfg)
	want := []string{"browser", "claude-login", "codex-login", "computer-use", "docker", "git", "kvm", "sandbox"}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("DetectCapabilities mismatch (-want +got):\n%s", diff)
	}
}

func TestDetectCapabilitiesDropsAProbePastItsTimeout(t *testing.T) {
	t.Parallel()
	cfg := ProbeConfig{
		Timeout: time.Second, // long enough for the answering probes on a loaded machine
		// git hangs until its deadline, as a wedged command would.
		Run: func(ctx context.Context, name string, _ ...string) error {
			if name == "/usr/bin/git" {
				<-ctx.Done()
				return ctx.Err()
			}
			return nil
		},
		LookPath: func(f string) (string, error) {
			if f == "git" || f == "docker" {
				return "/usr/bin/" + f, nil
			}
			return "", exec.ErrNotFound
		},
		OpenDevice:  func(string) error { return errors.New("no") },
		RegularFile: func(string) bool { return false },
		Getenv:      func(string) string { return "" },
		HomeDir:     "/home/u",
	}
	if diff := cmp.Diff([]string{"docker"}, DetectCapabilities(t.Context(), cfg)); diff != "" {
		t.Errorf("DetectCapabilities mismatch (-want +got):\n%s", diff)
	}
}

func TestDetectCapabilitiesDoesNotWaitForAProbeThatIgnoresItsContext(t *testing.T) {
	t.Parallel()
	release := make(chan struct{})
	t.Cleanup(func() { close(release) })
	cfg := ProbeConfig{
		Timeout: time.Second, // long enough for the answering probes on a loaded machine
		// A Run that ignores ctx and never returns until the test ends.
		Run:         func(context.Context, string, ...string) error { <-release; return nil },
		LookPath:    func(f string) (string, error) { return "/usr/bin/" + f, nil },
		OpenDevice:  func(string) error { return nil },
		RegularFile: func(string) bool { return false },
		Getenv:      func(string) string { return "" },
		HomeDir:     "/home/u",
	}
	result := make(chan []string, 1)
	go func() { result <- DetectCapabilities(t.Context(), cfg) }()
	select {
	case got := <-result:
		// Every command probe is stuck; the others still answer.
		if diff := cmp.Diff([]string{"browser", "computer-use", "kvm"}, got); diff != "" {
			t.Errorf("DetectCapabilities mismatch (-want +got):\n%s", diff)
		}
	case <-time.After(time.Minute):
		t.Fatal("DetectCapabilities waited for a probe that ignores its context")
	}
}

func TestDetectCapabilitiesFindsNothingOnceItsContextIsDone(t *testing.T) {
	t.Parallel()
	ctx, cancel := context.WithCancel(t.Context())
	cancel()
	h := fakeHost{
		path:    map[string]string{"git": "/usr/bin/git"},
		runs:    map[string]bool{gitRun: true},
		devices: map[string]bool{"/dev/kvm": true},
		home:    "/home/u",
	}
	if got := DetectCapabilities(ctx, h.config()); got != nil {
		t.Errorf("DetectCapabilities on a canceled context = %v, want nil", got)
	}
}

// TestDetectCapabilitiesOnThisHost runs the real probes. What this machine
// has is not asserted, only that the answer is well formed.
func TestDetectCapabilitiesOnThisHost(t *testing.T) {
	t.Parallel()
	got := DetectCapabilities(t.Context(), ProbeConfig{Timeout: 10 * time.Second})
	t.Logf("this host: %v", got)
	if !slices.IsSorted(got) {
		t.Errorf("result %v is not sorted", got)
	}
	if len(slices.Compact(slices.Clone(got))) != len(got) {
		t.Errorf("result %v has duplicates", got)
	}
	for _, c := range got {
		if _, ok := CapabilityKindOf(c); !ok {
			t.Errorf("result %v holds %q, outside the vocabulary", got, c)
		}
	}
}
