package k8s_test

import (
	"log/slog"
	"testing"
	"time"

	"github.com/everdict/everdict/backends"
	"github.com/everdict/everdict/backends/backendtest"
	"github.com/everdict/everdict/backends/k8s"
)

// clusterToken is the credential of the test kubeconfig.
const clusterToken = "server-k8s-token-4b1d7e"

// testKubeconfig is a kubeconfig with inline credentials.
func testKubeconfig(server string) []byte {
	return []byte(`apiVersion: v1
kind: Config
current-context: tenant
clusters:
- name: c
  cluster:
    server: ` + server + `
contexts:
- name: tenant
  context: {cluster: c, user: u}
- name: other
  context: {cluster: c, user: u}
users:
- name: u
  user:
    token: ` + clusterToken + `
`)
}

// testConfig is a Config over the fake cluster with short waits.
func testConfig(t *testing.T, f *fakeCluster) k8s.Config {
	return k8s.Config{
		Name:         "fake-k8s",
		Kubeconfig:   testKubeconfig("https://k8s.invalid:6443"),
		Clientset:    f.cs,
		Logs:         fakeLogs{f},
		Logger:       slog.New(slog.NewTextHandler(testWriter{t}, &slog.HandlerOptions{Level: slog.LevelDebug})),
		KillGrace:    time.Second,
		PollInterval: 20 * time.Millisecond,
		StopTimeout:  time.Minute,
	}
}

func newBackend(t *testing.T, cfg k8s.Config) *k8s.Backend {
	t.Helper()
	b, err := k8s.New(cfg)
	if err != nil {
		t.Fatalf("k8s.New: %v", err)
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
			f := newFakeCluster(t)
			cfg := testConfig(t, f)
			return func(t *testing.T) backends.Backend { return newBackend(t, cfg) }
		},
		Credentials: []string{clusterToken},
	})
}

func TestConformanceWithTheSpecsNamespace(t *testing.T) {
	backendtest.Run(t, backendtest.Harness{
		New: func(t *testing.T) backendtest.Open {
			f := newFakeCluster(t)
			cfg := testConfig(t, f)
			cfg.Spec.Namespace = "evals"
			return func(t *testing.T) backends.Backend { return newBackend(t, cfg) }
		},
		Credentials: []string{clusterToken},
	})
}
