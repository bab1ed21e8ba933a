package local_test

import (
	"log/slog"
	"maps"
	"path/filepath"
	"slices"
	"testing"
	"time"

	"github.com/everdict/everdict/backends"
	"github.com/everdict/everdict/backends/backendtest"
	"github.com/everdict/everdict/backends/local"
)

// testConfig is a Config over a fresh data dir and control dir with short
// waits.
func testConfig(t *testing.T) local.Config {
	return local.Config{
		DataDir:      t.TempDir(),
		ControlDir:   t.TempDir(),
		JobRoot:      filepath.Join(backendtest.OpenDir(t), "jobs"), // removed with the test
		Logger:       slog.New(slog.NewTextHandler(testWriter{t}, &slog.HandlerOptions{Level: slog.LevelDebug})),
		KillGrace:    time.Second,
		PollInterval: 20 * time.Millisecond,
	}
}

// newBackend opens a Backend on cfg.
func newBackend(t *testing.T, cfg local.Config) *local.Backend {
	t.Helper()
	b, err := local.New(cfg)
	if err != nil {
		t.Fatalf("local.New: %v", err)
	}
	return b
}

// testWriter sends the backend's logs to the test's log.
type testWriter struct{ t *testing.T }

func (w testWriter) Write(p []byte) (int, error) {
	w.t.Helper()
	w.t.Log(string(p))
	return len(p), nil
}

func TestConformance(t *testing.T) {
	backendtest.Run(t, backendtest.Harness{
		New: func(t *testing.T) backendtest.Open {
			cfg := testConfig(t)
			return func(t *testing.T) backends.Backend { return newBackend(t, cfg) }
		},
		Credentials: slices.Collect(maps.Values(serverCredentials)),
	})
}

func TestAccessConformance(t *testing.T) {
	backendtest.RunAccess(t, backendtest.Harness{
		New: func(t *testing.T) backendtest.Open {
			cfg := testConfig(t)
			return func(t *testing.T) backends.Backend { return newBackend(t, cfg) }
		},
		Credentials: slices.Collect(maps.Values(serverCredentials)),
	})
}
