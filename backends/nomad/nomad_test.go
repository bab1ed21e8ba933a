package nomad_test

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"net"
	"strings"
	"sync/atomic"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/google/go-cmp/cmp/cmpopts"
	"github.com/hashicorp/nomad/api"

	"github.com/everdict/everdict/backends"
	"github.com/everdict/everdict/backends/backendtest"
	"github.com/everdict/everdict/backends/internal/wire"
	"github.com/everdict/everdict/backends/nomad"
	"github.com/everdict/everdict/domain"
	"github.com/everdict/everdict/evalcase"
	"github.com/everdict/everdict/runtime"
)

var runCounter atomic.Int64

func newRunID() string { return fmt.Sprintf("evd-run-nomad-%d", runCounter.Add(1)) }

// scenarioJob is a trusted tenant's job whose harness plays s.
func scenarioJob(s backendtest.Scenario) backends.Job {
	return backends.Job{
		RunID:   newRunID(),
		Tenant:  "acme",
		Case:    evalcase.Case{ID: "case-1", Task: "do the thing", TimeoutSec: 60},
		Harness: evalcase.Harness{Name: "harness", Version: "1", Command: s.Command()},
		Zone:    domain.ZoneFor("acme", true),
	}
}

// classOf is the class and code of err, for a diff.
func classOf(err error) [2]string {
	return [2]string{string(backends.ClassOf(err)), backends.CodeOf(err)}
}

// closedAddr is the address of a port nothing listens on.
func closedAddr(t *testing.T) string {
	t.Helper()
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatalf("listen: %v", err)
	}
	addr := "http://" + l.Addr().String()
	if err := l.Close(); err != nil {
		t.Fatalf("close: %v", err)
	}
	return addr
}

func TestDispatchFailures(t *testing.T) {
	t.Parallel()
	for name, tc := range map[string]struct {
		// configure adjusts the backend's config (the fake's address is set).
		configure func(t *testing.T, cfg *nomad.Config)
		// job adjusts the job.
		job func(j *backends.Job)
		// during runs once the harness printed "ready", when set.
		during      func(f *fakeNomad, j backends.Job)
		want        [2]string
		wantMessage string
		// wantAccepted is whether the job was taken (Accepted called).
		wantAccepted bool
	}{
		"a lost node fails the run as an INFRA job loss": {
			during:       func(f *fakeNomad, j backends.Job) { f.loseNode(j.RunID) },
			want:         [2]string{"INFRA", backends.CodeJobLost},
			wantMessage:  "lost with its node node-1",
			wantAccepted: true,
		},
		"a rejected token fails the dispatch as INFRA and says so": {
			configure:   func(t *testing.T, cfg *nomad.Config) { cfg.Token = "not-the-token" },
			want:        [2]string{"INFRA", backends.CodeUnauthorized},
			wantMessage: "rejected the token",
		},
		"an unreachable cluster fails the dispatch as INFRA": {
			configure:   func(t *testing.T, cfg *nomad.Config) { cfg.Spec.Addr = closedAddr(t) },
			want:        [2]string{"INFRA", backends.CodeUnreachable},
			wantMessage: "is unreachable",
		},
		"an image the driver cannot pull fails as CONFIG": {
			job:          func(j *backends.Job) { j.Case.Image = "fake/pull-fails" },
			want:         [2]string{"CONFIG", backends.CodeHarnessStart},
			wantMessage:  "manifest unknown",
			wantAccepted: true,
		},
		"an untrusted tenant's run is refused on a shared-kernel driver": {
			job:         func(j *backends.Job) { j.Zone = domain.ZoneFor("acme", false) },
			want:        [2]string{"CONFIG", backends.CodeSandboxUnavailable},
			wantMessage: `the nomad driver "docker" shares the client's kernel`,
		},
		"a driver that boots a VM image is refused as unsupported": {
			configure:   func(t *testing.T, cfg *nomad.Config) { cfg.Spec.Driver = "qemu" },
			want:        [2]string{"CONFIG", backends.CodeUnsupported},
			wantMessage: "takes no harness command",
		},
		"a repository the client would read from its own disk is refused": {
			job:         func(j *backends.Job) { j.Case.Repo = &evalcase.Repo{URL: "file:///etc"} },
			want:        [2]string{"CONFIG", backends.CodeCloneFailed},
			wantMessage: `scheme "file" is not allowed`,
		},
	} {
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			f := newFakeNomad(t)
			cfg := testConfig(t, f.URL())
			if tc.configure != nil {
				tc.configure(t, &cfg)
			}
			b := newBackend(t, cfg)
			j := scenarioJob(backendtest.Scenario{Name: "fail", Stdout: []string{"ready"}, Block: tc.during != nil})
			if tc.job != nil {
				tc.job(&j)
			}
			var logs backendtest.Sink
			ready := logs.Expect("ready")
			ch := backendtest.Dispatch(backendtest.Guard(t), b, j, &logs)
			if tc.during != nil {
				backendtest.Await(t, ready, `the line "ready"`)
				tc.during(f, j)
			}
			got := backendtest.Await(t, ch, "dispatch")
			if diff := cmp.Diff(tc.want, classOf(got.Err)); diff != "" {
				t.Errorf("class and code of %v (-want +got):\n%s", got.Err, diff)
			}
			if got.Err == nil || !strings.Contains(got.Err.Error(), tc.wantMessage) {
				t.Errorf("error %v does not say %q", got.Err, tc.wantMessage)
			}
			if strings.Contains(fmt.Sprint(got.Err), fakeToken) {
				t.Errorf("error %v shows the token", got.Err)
			}
			if diff := cmp.Diff(map[bool]int{true: 1, false: 0}[tc.wantAccepted], logs.AcceptedCount()); diff != "" {
				t.Errorf("Accepted calls (-want +got):\n%s", diff)
			}
			f.mu.Lock()
			registered := len(f.registered)
			f.mu.Unlock()
			if diff := cmp.Diff(map[bool]int{true: 1, false: 0}[tc.wantAccepted], registered); diff != "" {
				t.Errorf("jobs registered (-want +got):\n%s", diff)
			}
		})
	}
}

func TestCancelBeforePlacementIsCanceled(t *testing.T) {
	t.Parallel()
	f := newFakeNomad(t)
	f.holdPlacement = true
	cfg := testConfig(t, f.URL())
	j := scenarioJob(backendtest.Scenario{Name: "unplaced"})
	accepted := make(chan struct{})
	ch := backendtest.Dispatch(backendtest.Guard(t), newBackend(t, cfg), j, acceptSink{accepted})
	backendtest.Await(t, accepted, "Accepted")
	if err := newBackend(t, cfg).Cancel(backendtest.Guard(t), j.RunID); err != nil {
		t.Fatalf("Cancel: %v", err)
	}
	got := backendtest.Await(t, ch, "dispatch")
	if diff := cmp.Diff([2]string{"CANCELED", backends.CodeCanceled}, classOf(got.Err)); diff != "" {
		t.Errorf("class and code of %v (-want +got):\n%s", got.Err, diff)
	}
	outcome, _, err := newBackend(t, cfg).Adopt(backendtest.Guard(t), j.RunID, 0, backends.Discard)
	if diff := cmp.Diff([]string{"ADOPTED", "CANCELED"}, []string{outcome.String(), string(backends.ClassOf(err))}); diff != "" {
		t.Errorf("Adopt after the cancel (-want +got):\n%s", diff)
	}
}

// acceptSink closes its channel when the dispatch is accepted.
type acceptSink struct{ ch chan struct{} }

func (s acceptSink) Accepted()             { close(s.ch) }
func (s acceptSink) Line(backends.LogLine) {}

func TestAdoptOfAJobEverdictDidNotRegisterIsUnknown(t *testing.T) {
	t.Parallel()
	f := newFakeNomad(t)
	client, err := api.NewClient(&api.Config{Address: f.URL(), SecretID: fakeToken})
	if err != nil {
		t.Fatalf("api.NewClient: %v", err)
	}
	id := newRunID()
	if _, _, err := client.Jobs().Register(&api.Job{ID: &id, Name: &id, Type: new("batch"), TaskGroups: []*api.TaskGroup{{
		Name: new("web"), Tasks: []*api.Task{{Name: "harness", Driver: "docker", Config: map[string]any{"image": "nginx"}}},
	}}}, nil); err != nil {
		t.Fatalf("register: %v", err)
	}
	outcome, _, err := newBackend(t, testConfig(t, f.URL())).Adopt(backendtest.Guard(t), id, 0, backends.Discard)
	if outcome != backends.Unknown || err == nil || !strings.Contains(err.Error(), "not dispatched by everdict") {
		t.Errorf("Adopt = %s, %v; want UNKNOWN with an error saying the job is not everdict's", outcome, err)
	}
}

func TestProbe(t *testing.T) {
	t.Parallel()
	for name, tc := range map[string]struct {
		configure   func(t *testing.T, cfg *nomad.Config)
		want        backends.ProbeResult
		wantMessage string
	}{
		"a reachable cluster that accepts the token": {
			want:        backends.ProbeResult{Reachable: true, Authenticated: true},
			wantMessage: "token accepted for namespace *",
		},
		"a reachable cluster checks the spec's namespace": {
			configure:   func(t *testing.T, cfg *nomad.Config) { cfg.Spec.Namespace = "evals" },
			want:        backends.ProbeResult{Reachable: true, Authenticated: true},
			wantMessage: "token accepted for namespace evals",
		},
		"a cluster that rejects the token is reachable but not authenticated": {
			configure:   func(t *testing.T, cfg *nomad.Config) { cfg.Token = "wrong" },
			want:        backends.ProbeResult{Reachable: true},
			wantMessage: "rejected the token",
		},
		"a closed port is unreachable": {
			configure:   func(t *testing.T, cfg *nomad.Config) { cfg.Spec.Addr = closedAddr(t) },
			want:        backends.ProbeResult{},
			wantMessage: "is unreachable",
		},
	} {
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			f := newFakeNomad(t)
			cfg := testConfig(t, f.URL())
			if tc.configure != nil {
				tc.configure(t, &cfg)
			}
			got, err := newBackend(t, cfg).Probe(backendtest.Guard(t))
			if err != nil {
				t.Fatalf("Probe: %v", err)
			}
			if !strings.Contains(got.Message, tc.wantMessage) || strings.Contains(got.Message, cfg.Token) && cfg.Token != "" {
				t.Errorf("Probe message %q does not say %q (or shows the token)", got.Message, tc.wantMessage)
			}
			got.Message = ""
			if diff := cmp.Diff(tc.want, got, cmpopts.IgnoreUnexported(nomad.Config{})); diff != "" {
				t.Errorf("Probe (-want +got):\n%s", diff)
			}
		})
	}
}

func TestProbeWithADoneContextIsAnError(t *testing.T) {
	t.Parallel()
	f := newFakeNomad(t)
	ctx, cancel := context.WithCancel(t.Context())
	cancel()
	if _, err := newBackend(t, testConfig(t, f.URL())).Probe(ctx); !errors.Is(err, context.Canceled) {
		t.Errorf("Probe with a canceled context: %v, want context.Canceled", err)
	}
}

func TestNewRefusesAConfigWithoutAnHTTPAddress(t *testing.T) {
	t.Parallel()
	for name, addr := range map[string]string{
		"no address":       "",
		"a unix socket":    "unix:///var/run/nomad.sock",
		"no scheme at all": "nomad.example.com:4646",
	} {
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			if _, err := nomad.New(nomad.Config{Spec: runtime.NomadSpec{Addr: addr}}); err == nil {
				t.Errorf("New with address %q succeeded, want an error", addr)
			}
		})
	}
}

func TestConfigFor(t *testing.T) {
	t.Parallel()
	spec := runtime.RuntimeSpec{Name: "prod", Kind: runtime.KindNomad, Nomad: &runtime.NomadSpec{Addr: "https://nomad:4646", AuthSecret: "nomad-token"}}
	for name, tc := range map[string]struct {
		spec    runtime.RuntimeSpec
		secrets map[string]string
		want    nomad.Config
		wantErr bool
	}{
		"the token comes from the secret the spec names": {
			spec:    spec,
			secrets: map[string]string{"nomad-token": "s3cret"},
			want:    nomad.Config{Spec: *spec.Nomad, Name: "prod", Token: "s3cret"},
		},
		"an unresolved secret is an error": {
			spec:    spec,
			secrets: map[string]string{},
			wantErr: true,
		},
		"a runtime of another kind is an error": {
			spec:    runtime.RuntimeSpec{Name: "k", Kind: runtime.KindK8s, K8s: &runtime.K8sSpec{}},
			wantErr: true,
		},
	} {
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			got, err := nomad.ConfigFor(tc.spec, tc.secrets)
			if (err != nil) != tc.wantErr {
				t.Fatalf("ConfigFor error = %v, want error %v", err, tc.wantErr)
			}
			if diff := cmp.Diff(tc.want, got, cmpopts.IgnoreUnexported(nomad.Config{})); diff != "" {
				t.Errorf("ConfigFor (-want +got):\n%s", diff)
			}
		})
	}
}

func TestARunsVariableHoldsItsSecretsAndIsDeletedOnCancel(t *testing.T) {
	t.Parallel()
	f := newFakeNomad(t)
	b := newBackend(t, testConfig(t, f.URL()))
	j := scenarioJob(backendtest.Scenario{Name: "secret", Stdout: []string{"ready"}, Block: true})
	j.Harness.Env = []evalcase.EnvVar{{Name: "API_KEY", SecretRef: "key", Value: "sk-9d1e"}}
	j.Secrets = []string{"sk-9d1e"}
	var logs backendtest.Sink
	ready := logs.Expect("ready")
	ch := backendtest.Dispatch(backendtest.Guard(t), b, j, &logs)
	backendtest.Await(t, ready, `the line "ready"`)
	path := "nomad/jobs/" + j.RunID
	want := map[string]string{"API_KEY": "sk-9d1e", backends.EnvWireKey: wire.RunKey(testWireKey, j.RunID)}
	if diff := cmp.Diff(want, f.variable("evd-acme", path)); diff != "" {
		t.Errorf("the run's variable (-want +got):\n%s", diff)
	}
	if err := b.Cancel(t.Context(), j.RunID); err != nil {
		t.Fatalf("Cancel: %v", err)
	}
	backendtest.Await(t, ch, "dispatch")
	if v := f.variable("evd-acme", path); v != nil {
		t.Errorf("the run's variable after Cancel: %v, want none", v)
	}
}

func TestAnEndRecordTheWrapperDidNotWriteIsRefused(t *testing.T) {
	t.Parallel()
	for name, forge := range map[string]func(f *fakeNomad){
		"a passing end record, then the task stops without the wrapper's":          func(f *fakeNomad) { f.forgeEnd.Store(true) },
		"a passing end record authenticated with a guessed key, then a clean exit": func(f *fakeNomad) { f.forgeKey.Store(true) },
	} {
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			f := newFakeNomad(t)
			forge(f)
			j := scenarioJob(backendtest.Scenario{Name: "forge", ExitCode: 1})
			got := backendtest.Await(t, backendtest.Dispatch(backendtest.Guard(t), newBackend(t, testConfig(t, f.URL())), j, backends.Discard), "dispatch")
			if diff := cmp.Diff([2]string{"INFRA", backends.CodeForgedResult}, classOf(got.Err)); diff != "" {
				t.Errorf("class and code of %v, verdict %q (-want +got):\n%s", got.Err, got.Result.Verdict, diff)
			}
		})
	}
}

// TestATasksPullCredentialIsInItsTaskConfigAuthAndNowhereElse: Nomad takes
// a registry credential only in the task's config (the docker driver's auth
// block), so the job spec necessarily holds the one for the task image's
// host, as issue #31 asks; the credential of another registry is nowhere,
// and with the auth block taken out the spec holds no credential value.
func TestATasksPullCredentialIsInItsTaskConfigAuthAndNowhereElse(t *testing.T) {
	t.Parallel()
	f := newFakeNomad(t)
	cfg := testConfig(t, f.URL())
	cfg.Spec.Driver = "docker"
	b := newBackend(t, cfg)
	for name, tc := range map[string]struct {
		image    string
		wantAuth any
	}{
		"a registry with a port":        {image: "registry.example.com:5000/acme/agent:1", wantAuth: []any{map[string]any{"username": "robot", "password": "pw-registry-4c1d9e"}}},
		"docker hub, named by no host":  {image: "acme/agent:2", wantAuth: []any{map[string]any{"username": "acme", "password": "pw-hub-77a0e3"}}},
		"a registry with no credential": {image: "quay.io/acme/agent:3"},
		"the same host on another port": {image: "registry.example.com/acme/agent:1"},
	} {
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			j := scenarioJob(backendtest.Scenario{Name: "pull", Stdout: []string{"ok"}})
			j.Case.Image = tc.image
			j.RegistryAuth = []backends.RegistryAuth{
				{Host: "registry.example.com:5000", Credential: "acme-registry", Username: "robot", Password: "pw-registry-4c1d9e"},
				{Host: "docker.io", Credential: "acme-hub", Username: "acme", Password: "pw-hub-77a0e3"},
				{Host: "ghcr.io", Credential: "acme-ghcr", Password: "tok-ghcr-8b2f7a"},
			}
			j.Secrets = []string{"pw-registry-4c1d9e", "pw-hub-77a0e3", "tok-ghcr-8b2f7a"}
			if got := backendtest.Await(t, backendtest.Dispatch(backendtest.Guard(t), b, j, &backendtest.Sink{}), "dispatch"); got.Err != nil {
				t.Fatalf("Dispatch: %v", got.Err)
			}
			var stored []byte
			f.mu.Lock()
			for _, r := range f.registered {
				if *r.ID == j.RunID {
					stored, _ = json.Marshal(r)
				}
			}
			f.mu.Unlock()
			var spec api.Job
			if err := json.Unmarshal(stored, &spec); err != nil {
				t.Fatalf("the run's registered job: %v", err)
			}
			task := spec.TaskGroups[0].Tasks[0]
			if diff := cmp.Diff(tc.wantAuth, task.Config["auth"]); diff != "" {
				t.Errorf("the task's auth (-want +got):\n%s", diff)
			}
			delete(task.Config, "auth")
			raw, err := json.Marshal(spec)
			if err != nil {
				t.Fatal(err)
			}
			for _, v := range j.Secrets {
				if strings.Contains(string(raw), v) {
					t.Errorf("the job spec, its task's auth taken out, holds the credential value %q", v)
				}
			}
		})
	}
}
