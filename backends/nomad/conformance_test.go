package nomad_test

import (
	"log/slog"
	"testing"
	"time"

	"github.com/everdict/everdict/backends"
	"github.com/everdict/everdict/backends/backendtest"
	"github.com/everdict/everdict/backends/nomad"
	"github.com/everdict/everdict/runtime"
)

// testConfig is a Config for the fake at addr with short waits.
func testConfig(t *testing.T, addr string) nomad.Config {
	return nomad.Config{
		Spec:         runtime.NomadSpec{Addr: addr},
		Name:         "fake-nomad",
		Token:        fakeToken,
		Logger:       slog.New(slog.NewTextHandler(testWriter{t}, &slog.HandlerOptions{Level: slog.LevelDebug})),
		KillGrace:    time.Second,
		PollInterval: 10 * time.Millisecond,
		WaitTime:     5 * time.Second,
		StopTimeout:  time.Minute,
	}
}

func newBackend(t *testing.T, cfg nomad.Config) *nomad.Backend {
	t.Helper()
	b, err := nomad.New(cfg)
	if err != nil {
		t.Fatalf("nomad.New: %v", err)
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
			f := newFakeNomad(t)
			cfg := testConfig(t, f.URL())
			return func(t *testing.T) backends.Backend { return newBackend(t, cfg) }
		},
		Credentials: []string{fakeToken},
	})
}

func TestConformanceWithTheSpecsNamespace(t *testing.T) {
	backendtest.Run(t, backendtest.Harness{
		New: func(t *testing.T) backendtest.Open {
			f := newFakeNomad(t)
			cfg := testConfig(t, f.URL())
			cfg.Spec.Namespace = "evals"
			return func(t *testing.T) backends.Backend { return newBackend(t, cfg) }
		},
		Credentials: []string{fakeToken},
	})
}
