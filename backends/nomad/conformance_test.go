package nomad_test

import (
	"encoding/json"
	"log/slog"
	"sync"
	"testing"
	"time"

	"github.com/everdict/everdict/backends"
	"github.com/everdict/everdict/backends/backendtest"
	"github.com/everdict/everdict/backends/nomad"
	"github.com/everdict/everdict/runtime"
)

// testWireKey is the control plane's wire secret in the tests.
var testWireKey = []byte("the tests' wire secret: 32 bytes")

// testConfig is a Config for the fake at addr with short waits.
func testConfig(t *testing.T, addr string) nomad.Config {
	return nomad.Config{
		Spec:         runtime.NomadSpec{Addr: addr},
		Name:         "fake-nomad",
		WireKey:      testWireKey,
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

// fakeOf is the fake cluster of each backend the conformance suite opens.
var fakeOf sync.Map // *nomad.Backend -> *fakeNomad

// conformance is the suite's harness over a fresh fake Nomad per subtest.
func conformance(configure func(*nomad.Config)) backendtest.Harness {
	return backendtest.Harness{
		New: func(t *testing.T) backendtest.Open {
			f := newFakeNomad(t)
			cfg := testConfig(t, f.URL())
			if configure != nil {
				configure(&cfg)
			}
			return func(t *testing.T) backends.Backend {
				b := newBackend(t, cfg)
				fakeOf.Store(b, f)
				return b
			}
		},
		Credentials: []string{fakeToken},
		Specs:       storedSpecs,
	}
}

// storedSpecs are the jobs b registered on its fake Nomad, as anyone who may
// read jobs in the namespace sees them.
func storedSpecs(t *testing.T, b backends.Backend) []string {
	t.Helper()
	v, ok := fakeOf.Load(b)
	if !ok {
		t.Fatal("no fake Nomad for this backend")
	}
	f := v.(*fakeNomad)
	f.mu.Lock()
	defer f.mu.Unlock()
	out := make([]string, 0, len(f.registered))
	for _, j := range f.registered {
		raw, err := json.Marshal(j)
		if err != nil {
			t.Fatal(err)
		}
		out = append(out, string(raw))
	}
	return out
}

func TestConformance(t *testing.T) {
	backendtest.Run(t, conformance(nil))
}

func TestConformanceWithTheSpecsNamespace(t *testing.T) {
	backendtest.Run(t, conformance(func(cfg *nomad.Config) { cfg.Spec.Namespace = "evals" }))
}

func TestAccessConformance(t *testing.T) {
	backendtest.RunAccess(t, conformance(nil))
}
