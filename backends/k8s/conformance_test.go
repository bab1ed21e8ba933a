package k8s_test

import (
	"context"
	"encoding/base64"
	"encoding/json"
	"encoding/pem"
	"fmt"
	"log/slog"
	"net"
	"sync"
	"testing"
	"time"

	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"

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

// apiKubeconfig is the test kubeconfig for the fake's API server at
// https://k8s.invalid:6443: its certificate (issued to example.com) as the
// certificate authority.
func apiKubeconfig(f *fakeCluster) []byte {
	ca := pem.EncodeToMemory(&pem.Block{Type: "CERTIFICATE", Bytes: f.api.srv.Certificate().Raw})
	return []byte(`apiVersion: v1
kind: Config
current-context: tenant
clusters:
- name: c
  cluster:
    server: https://k8s.invalid:6443
    tls-server-name: example.com
    certificate-authority-data: ` + base64.StdEncoding.EncodeToString(ca) + `
contexts:
- name: tenant
  context: {cluster: c, user: u}
users:
- name: u
  user:
    token: ` + clusterToken + `
`)
}

// apiDial leads every connection to the fake's API server, as the control
// plane's guarded dialer leads it to the cluster.
func apiDial(f *fakeCluster) func(ctx context.Context, network, address string) (net.Conn, error) {
	return func(ctx context.Context, network, address string) (net.Conn, error) {
		if address != "k8s.invalid:6443" {
			return nil, fmt.Errorf("dial %s: not the cluster", address)
		}
		return (&net.Dialer{}).DialContext(ctx, network, f.api.srv.Listener.Addr().String())
	}
}

// testWireKey is the control plane's wire secret in the tests.
var testWireKey = []byte("the tests' wire secret: 32 bytes")

// testConfig is a Config over the fake cluster with short waits: the fake
// clientset, and the fake's API server (exec) through Dial.
func testConfig(t *testing.T, f *fakeCluster) k8s.Config {
	return k8s.Config{
		Name:         "fake-k8s",
		WireKey:      testWireKey,
		Kubeconfig:   apiKubeconfig(f),
		Dial:         apiDial(f),
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

// fakeOf is the fake cluster of each backend the conformance suite opens.
var fakeOf sync.Map // *k8s.Backend -> *fakeCluster

// conformance is the suite's harness over a fresh fake cluster per subtest.
func conformance(configure func(*k8s.Config)) backendtest.Harness {
	return backendtest.Harness{
		New: func(t *testing.T) backendtest.Open {
			f := newFakeCluster(t)
			cfg := testConfig(t, f)
			if configure != nil {
				configure(&cfg)
			}
			return func(t *testing.T) backends.Backend {
				b := newBackend(t, cfg)
				fakeOf.Store(b, f)
				return b
			}
		},
		Credentials: []string{clusterToken},
		Specs:       storedSpecs,
	}
}

// storedSpecs are the Jobs, pods and config maps of b's fake cluster, as
// anyone who may read them in the namespace sees them.
func storedSpecs(t *testing.T, b backends.Backend) []string {
	t.Helper()
	v, ok := fakeOf.Load(b)
	if !ok {
		t.Fatal("no fake cluster for this backend")
	}
	cs := v.(*fakeCluster).cs
	ctx := context.Background()
	var objs []any
	jobs, err := cs.BatchV1().Jobs(metav1.NamespaceAll).List(ctx, metav1.ListOptions{})
	if err != nil {
		t.Fatal(err)
	}
	for i := range jobs.Items {
		objs = append(objs, &jobs.Items[i])
	}
	pods, err := cs.CoreV1().Pods(metav1.NamespaceAll).List(ctx, metav1.ListOptions{})
	if err != nil {
		t.Fatal(err)
	}
	for i := range pods.Items {
		objs = append(objs, &pods.Items[i])
	}
	cms, err := cs.CoreV1().ConfigMaps(metav1.NamespaceAll).List(ctx, metav1.ListOptions{})
	if err != nil {
		t.Fatal(err)
	}
	for i := range cms.Items {
		objs = append(objs, &cms.Items[i])
	}
	out := make([]string, 0, len(objs))
	for _, o := range objs {
		j, err := json.Marshal(o)
		if err != nil {
			t.Fatal(err)
		}
		out = append(out, string(j))
	}
	return out
}

func TestConformance(t *testing.T) {
	backendtest.Run(t, conformance(nil))
}

func TestConformanceWithTheSpecsNamespace(t *testing.T) {
	backendtest.Run(t, conformance(func(cfg *k8s.Config) { cfg.Spec.Namespace = "evals" }))
}

func TestAccessConformance(t *testing.T) {
	backendtest.RunAccess(t, conformance(nil))
}
