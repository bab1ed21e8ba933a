package main

import (
	"log/slog"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/everdict/everdict/backends"
	"github.com/everdict/everdict/backends/backendtest"
	"github.com/everdict/everdict/backends/local"
)

// serverCredential sits in the test process's environment, as a control
// plane's own secret would; no job may see it.
const serverCredential = "server-password-5ee1"

func TestMain(m *testing.M) {
	if err := os.Setenv("EVERDICT_TEST_PASSWORD", serverCredential); err != nil {
		panic(err)
	}
	os.Exit(m.Run())
}

// goTool is the go command, or skips the test without one.
func goTool(t *testing.T) string {
	t.Helper()
	goBin, err := exec.LookPath("go")
	if err != nil {
		t.Skipf("no go command: %v", err)
	}
	return goBin
}

// allowed are the only packages outside the standard library the shim may
// import: the LOCAL backend, its domain types and netguard (the connect-time
// guard of the repository fetch, which imports no net/http).
var allowed = map[string]bool{
	"github.com/everdict/everdict/backends":              true,
	"github.com/everdict/everdict/backends/local":        true,
	"github.com/everdict/everdict/backends/internal/pty": true,
	// xwd turns an osUse display's dump into a PNG: the standard library's image/png only.
	"github.com/everdict/everdict/backends/internal/xwd": true,
	"github.com/everdict/everdict/evalcase":              true,
	"github.com/everdict/everdict/netguard":              true,
	"github.com/everdict/everdict/domain":                true,
	"github.com/everdict/everdict/secrets":               true,
	"github.com/everdict/everdict/cmd/everdict-shim":     true,
}

// heavyStd are standard packages the supervisor has no use for, whose
// initialisation or size would show on every run.
var heavyStd = []string{"net/http", "database/sql", "crypto/tls", "html/template", "text/template"}

func TestTheShimImportsNoControlPlane(t *testing.T) {
	t.Parallel()
	out, err := exec.Command(goTool(t), "list", "-deps", "-f", "{{.ImportPath}} {{.Standard}}", ".").Output()
	if err != nil {
		t.Fatalf("go list -deps: %v", err)
	}
	n := 0
	for _, l := range strings.Split(strings.TrimSpace(string(out)), "\n") {
		path, std, _ := strings.Cut(l, " ")
		n++
		switch {
		case std == "true":
			for _, h := range heavyStd {
				if path == h {
					t.Errorf("the shim imports %s", path)
				}
			}
		case !allowed[path]:
			t.Errorf("the shim imports %s, outside the standard library and its domain packages", path)
		}
	}
	t.Logf("%d packages", n)
}

// buildShim builds cmd/everdict-shim into a temporary directory, static as
// make build does.
func buildShim(t *testing.T) string {
	t.Helper()
	shim := filepath.Join(t.TempDir(), local.ShimName)
	cmd := exec.Command(goTool(t), "build", "-o", shim, ".")
	cmd.Env = append(os.Environ(), "CGO_ENABLED=0")
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("go build: %v\n%s", err, out)
	}
	return shim
}

func TestRunByHandItFails(t *testing.T) {
	t.Parallel()
	cmd := exec.Command(buildShim(t))
	cmd.Env = []string{"PATH=" + os.Getenv("PATH")}
	err := cmd.Run()
	if ee, ok := err.(*exec.ExitError); !ok || ee.ExitCode() != 2 {
		t.Errorf("everdict-shim without a run directory: %v, want exit code 2", err)
	}
}

// TestConformance runs the backend conformance suite with the built shim as
// every run's supervisor.
func TestConformance(t *testing.T) {
	shim := buildShim(t)
	backendtest.Run(t, backendtest.Harness{
		New: func(t *testing.T) backendtest.Open {
			cfg := local.Config{
				DataDir:    t.TempDir(),
				Logger:     slog.New(slog.DiscardHandler),
				KillGrace:  time.Second,
				Supervisor: []string{shim},
			}
			return func(t *testing.T) backends.Backend {
				b, err := local.New(cfg)
				if err != nil {
					t.Fatalf("local.New: %v", err)
				}
				return b
			}
		},
		Credentials: []string{serverCredential},
	})
}
