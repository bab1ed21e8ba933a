package k8s_test

import (
	"context"
	"encoding/base64"
	"encoding/json"
	"errors"
	"fmt"
	"net"
	"strings"
	"sync/atomic"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/google/go-cmp/cmp/cmpopts"
	corev1 "k8s.io/api/core/v1"
	networkingv1 "k8s.io/api/networking/v1"
	apierrors "k8s.io/apimachinery/pkg/api/errors"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	kruntime "k8s.io/apimachinery/pkg/runtime"
	"k8s.io/apimachinery/pkg/runtime/schema"
	"k8s.io/apimachinery/pkg/types"
	ktesting "k8s.io/client-go/testing"

	"github.com/everdict/everdict/backends"
	"github.com/everdict/everdict/backends/backendtest"
	"github.com/everdict/everdict/backends/k8s"
	"github.com/everdict/everdict/domain"
	"github.com/everdict/everdict/evalcase"
	"github.com/everdict/everdict/runtime"
)

var runCounter atomic.Int64

func newRunID() string { return fmt.Sprintf("evd-run-k8s-%d", runCounter.Add(1)) }

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

func classOf(err error) [2]string {
	return [2]string{string(backends.ClassOf(err)), backends.CodeOf(err)}
}

// closedServer is the URL of a port nothing listens on.
func closedServer(t *testing.T) string {
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

// forbidAll makes the fake cluster refuse every request as Forbidden.
func forbidAll(f *fakeCluster) {
	f.cs.PrependReactor("*", "*", func(a ktesting.Action) (bool, kruntime.Object, error) {
		return true, nil, apierrors.NewForbidden(schema.GroupResource{Resource: a.GetResource().Resource}, "", errors.New(`user "tenant" cannot do that`))
	})
}

func TestDispatchFailures(t *testing.T) {
	t.Parallel()
	for name, tc := range map[string]struct {
		configure    func(t *testing.T, f *fakeCluster, cfg *k8s.Config)
		job          func(j *backends.Job)
		during       func(f *fakeCluster, j backends.Job)
		want         [2]string
		wantMessage  string
		wantAccepted bool
	}{
		"a lost node fails the run as an INFRA job loss": {
			during:       func(f *fakeCluster, j backends.Job) { f.loseNode("evd-acme", j.RunID) },
			want:         [2]string{"INFRA", backends.CodeJobLost},
			wantMessage:  "NodeLost",
			wantAccepted: true,
		},
		"rejected credentials fail the dispatch as INFRA and say so": {
			configure:   func(t *testing.T, f *fakeCluster, cfg *k8s.Config) { forbidAll(f) },
			want:        [2]string{"INFRA", backends.CodeUnauthorized},
			wantMessage: "rejected the credentials",
		},
		"an unreachable cluster fails the dispatch as INFRA": {
			configure: func(t *testing.T, f *fakeCluster, cfg *k8s.Config) {
				cfg.Clientset, cfg.Logs, cfg.Kubeconfig = nil, nil, testKubeconfig(closedServer(t))
			},
			want:        [2]string{"INFRA", backends.CodeUnreachable},
			wantMessage: "unreachable",
		},
		"an image that cannot be pulled fails as CONFIG and stops the job": {
			job:          func(j *backends.Job) { j.Harness.Image = "fake/pull-fails" },
			want:         [2]string{"CONFIG", backends.CodeHarnessStart},
			wantMessage:  "ImagePullBackOff",
			wantAccepted: true,
		},
		"objects the API finds invalid fail as CONFIG": {
			configure: func(t *testing.T, f *fakeCluster, cfg *k8s.Config) {
				f.cs.PrependReactor("create", "jobs", func(a ktesting.Action) (bool, kruntime.Object, error) {
					return true, nil, apierrors.NewInvalid(schema.GroupKind{Group: "batch", Kind: "Job"}, "x", nil)
				})
			},
			want:        [2]string{"CONFIG", backends.CodeInvalidJob},
			wantMessage: "refused the run's objects",
		},
		"an untrusted tenant's run is refused without an isolating runtime class": {
			configure:   func(t *testing.T, f *fakeCluster, cfg *k8s.Config) { cfg.Spec.RuntimeClass = "runc" },
			job:         func(j *backends.Job) { j.Zone = domain.ZoneFor("acme", false) },
			want:        [2]string{"CONFIG", backends.CodeSandboxUnavailable},
			wantMessage: `the runtime class "runc" shares the node's kernel`,
		},
		"a repository the pod would read from its own disk is refused": {
			job:         func(j *backends.Job) { j.Case.Repo = &evalcase.Repo{URL: "file:///etc"} },
			want:        [2]string{"CONFIG", backends.CodeCloneFailed},
			wantMessage: `scheme "file" is not allowed`,
		},
	} {
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			f := newFakeCluster(t)
			cfg := testConfig(t, f)
			if tc.configure != nil {
				tc.configure(t, f, &cfg)
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
			if strings.Contains(fmt.Sprint(got.Err), clusterToken) {
				t.Errorf("error %v shows the token", got.Err)
			}
			if diff := cmp.Diff(map[bool]int{true: 1, false: 0}[tc.wantAccepted], logs.AcceptedCount()); diff != "" {
				t.Errorf("Accepted calls (-want +got):\n%s", diff)
			}
			if !tc.wantAccepted {
				return
			}
			// A later instance reads the same outcome from the cluster.
			o, _, err := newBackend(t, cfg).Adopt(backendtest.Guard(t), j.RunID, 0, backends.Discard)
			if diff := cmp.Diff([]string{"ADOPTED", tc.want[0], tc.want[1]}, []string{o.String(), classOf(err)[0], classOf(err)[1]}); diff != "" {
				t.Errorf("Adopt after the failure (-want +got):\n%s", diff)
			}
		})
	}
}

func TestAHardenedZoneRunsUnderTheIsolatingRuntimeClass(t *testing.T) {
	t.Parallel()
	f := newFakeCluster(t)
	cfg := testConfig(t, f)
	cfg.Spec.RuntimeClass = "gvisor"
	j := scenarioJob(backendtest.Scenario{Name: "hardened", Tests: []bool{true}})
	j.Case.Graders = []evalcase.Grader{{Kind: evalcase.GraderTestsPass, Command: backendtest.GraderCommand(0)}}
	j.Zone = domain.ZoneFor("acme", false)
	got := backendtest.Await(t, backendtest.Dispatch(backendtest.Guard(t), newBackend(t, cfg), j, backends.Discard), "dispatch")
	if got.Err != nil || got.Result.Verdict != evalcase.VerdictPass {
		t.Fatalf("Dispatch = %s, %v; want PASS", got.Result.Verdict, got.Err)
	}
	kj, err := f.cs.BatchV1().Jobs("evd-acme").Get(t.Context(), j.RunID, metav1.GetOptions{})
	if err != nil {
		t.Fatal(err)
	}
	if rc := kj.Spec.Template.Spec.RuntimeClassName; rc == nil || *rc != "gvisor" {
		t.Errorf("runtimeClassName = %v, want gvisor", rc)
	}
}

func TestDispatchLeavesTheNamespaceFenced(t *testing.T) {
	t.Parallel()
	f := newFakeCluster(t)
	ctx := t.Context()
	// A policy someone loosened is put back.
	loose := &networkingv1.NetworkPolicy{ObjectMeta: metav1.ObjectMeta{Name: "everdict-run-isolation", Namespace: "evd-acme"}}
	if _, err := f.cs.NetworkingV1().NetworkPolicies("evd-acme").Create(ctx, loose, metav1.CreateOptions{}); err != nil {
		t.Fatal(err)
	}
	j := scenarioJob(backendtest.Scenario{Name: "fenced"})
	if got := backendtest.Await(t, backendtest.Dispatch(backendtest.Guard(t), newBackend(t, testConfig(t, f)), j, backends.Discard), "dispatch"); got.Err != nil {
		t.Fatalf("Dispatch: %v", got.Err)
	}
	np, err := f.cs.NetworkingV1().NetworkPolicies("evd-acme").Get(ctx, "everdict-run-isolation", metav1.GetOptions{})
	if err != nil {
		t.Fatal(err)
	}
	if diff := cmp.Diff([]networkingv1.PolicyType{networkingv1.PolicyTypeIngress, networkingv1.PolicyTypeEgress}, np.Spec.PolicyTypes); diff != "" {
		t.Errorf("policy types (-want +got):\n%s", diff)
	}
	if diff := cmp.Diff(map[string]string{"app.kubernetes.io/managed-by": "everdict"}, np.Spec.PodSelector.MatchLabels); diff != "" {
		t.Errorf("pod selector (-want +got):\n%s", diff)
	}
	cm, err := f.cs.CoreV1().ConfigMaps("evd-acme").Get(ctx, j.RunID, metav1.GetOptions{})
	if err != nil {
		t.Fatal(err)
	}
	if diff := cmp.Diff([]metav1.OwnerReference{{APIVersion: "batch/v1", Kind: "Job", Name: j.RunID, UID: types.UID("uid-" + j.RunID)}}, cm.OwnerReferences); diff != "" {
		t.Errorf("the config map's owner (-want +got):\n%s", diff)
	}
	pods, err := f.cs.CoreV1().Pods("evd-acme").List(ctx, metav1.ListOptions{})
	if err != nil || len(pods.Items) != 1 {
		t.Fatalf("pods = %v, %v; want one", pods, err)
	}
	spec := pods.Items[0].Spec
	if spec.AutomountServiceAccountToken == nil || *spec.AutomountServiceAccountToken || spec.EnableServiceLinks == nil || *spec.EnableServiceLinks {
		t.Errorf("the pod mounts a service account token or gets service links: %+v, %+v", spec.AutomountServiceAccountToken, spec.EnableServiceLinks)
	}
}

func TestProbe(t *testing.T) {
	t.Parallel()
	for name, tc := range map[string]struct {
		configure   func(t *testing.T, f *fakeCluster, cfg *k8s.Config)
		want        backends.ProbeResult
		wantMessage string
	}{
		"credentials that may create jobs everywhere": {
			want:        backends.ProbeResult{Reachable: true, Authenticated: true},
			wantMessage: "may create jobs in every namespace",
		},
		"credentials checked in the spec's namespace": {
			configure:   func(t *testing.T, f *fakeCluster, cfg *k8s.Config) { cfg.Spec.Namespace = "evals" },
			want:        backends.ProbeResult{Reachable: true, Authenticated: true},
			wantMessage: "may create jobs in namespace evals",
		},
		"credentials that may not create jobs are not enough": {
			configure:   func(t *testing.T, f *fakeCluster, cfg *k8s.Config) { f.allowed = false },
			want:        backends.ProbeResult{Reachable: true},
			wantMessage: "may not create jobs in every namespace: no RBAC policy matched",
		},
		"an isolating runtime class is hardened": {
			configure:   func(t *testing.T, f *fakeCluster, cfg *k8s.Config) { cfg.Spec.RuntimeClass = "kata-qemu" },
			want:        backends.ProbeResult{Reachable: true, Authenticated: true, Hardened: true},
			wantMessage: `runtime class "kata-qemu"`,
		},
		"a closed port is unreachable": {
			configure: func(t *testing.T, f *fakeCluster, cfg *k8s.Config) {
				cfg.Clientset, cfg.Logs, cfg.Kubeconfig = nil, nil, testKubeconfig(closedServer(t))
			},
			want:        backends.ProbeResult{},
			wantMessage: "unreachable",
		},
	} {
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			f := newFakeCluster(t)
			cfg := testConfig(t, f)
			if tc.configure != nil {
				tc.configure(t, f, &cfg)
			}
			got, err := newBackend(t, cfg).Probe(backendtest.Guard(t))
			if err != nil {
				t.Fatalf("Probe: %v", err)
			}
			if !strings.Contains(got.Message, tc.wantMessage) || strings.Contains(got.Message, clusterToken) {
				t.Errorf("Probe message %q does not say %q (or shows the token)", got.Message, tc.wantMessage)
			}
			got.Message = ""
			if diff := cmp.Diff(tc.want, got); diff != "" {
				t.Errorf("Probe (-want +got):\n%s", diff)
			}
		})
	}
}

func TestProbeWithADoneContextIsAnError(t *testing.T) {
	t.Parallel()
	f := newFakeCluster(t)
	ctx, cancel := context.WithCancel(t.Context())
	cancel()
	if _, err := newBackend(t, testConfig(t, f)).Probe(ctx); !errors.Is(err, context.Canceled) {
		t.Errorf("Probe with a canceled context: %v, want context.Canceled", err)
	}
}

func TestConfigFor(t *testing.T) {
	t.Parallel()
	spec := runtime.RuntimeSpec{Name: "prod", Kind: runtime.KindK8s, K8s: &runtime.K8sSpec{Context: "tenant", KubeconfigSecret: "kc"}}
	for name, tc := range map[string]struct {
		spec    runtime.RuntimeSpec
		secrets map[string]string
		want    k8s.Config
		wantErr bool
	}{
		"the kubeconfig comes from the secret the spec names": {
			spec:    spec,
			secrets: map[string]string{"kc": "apiVersion: v1"},
			want:    k8s.Config{Spec: *spec.K8s, Name: "prod", Kubeconfig: []byte("apiVersion: v1")},
		},
		"an unresolved secret is an error": {
			spec:    spec,
			wantErr: true,
		},
		"a runtime of another kind is an error": {
			spec:    runtime.RuntimeSpec{Name: "n", Kind: runtime.KindNomad, Nomad: &runtime.NomadSpec{}},
			wantErr: true,
		},
	} {
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			got, err := k8s.ConfigFor(tc.spec, tc.secrets)
			if (err != nil) != tc.wantErr {
				t.Fatalf("ConfigFor error = %v, want error %v", err, tc.wantErr)
			}
			if diff := cmp.Diff(tc.want, got, cmpopts.IgnoreUnexported(k8s.Config{})); diff != "" {
				t.Errorf("ConfigFor (-want +got):\n%s", diff)
			}
		})
	}
}

func TestPodsOfARunCarryItsLabel(t *testing.T) {
	t.Parallel()
	f := newFakeCluster(t)
	j := scenarioJob(backendtest.Scenario{Name: "label"})
	j.RunID = "evd-Run_" + strings.Repeat("x", 80) // no DNS label, no label value
	if got := backendtest.Await(t, backendtest.Dispatch(backendtest.Guard(t), newBackend(t, testConfig(t, f)), j, backends.Discard), "dispatch"); got.Err != nil {
		t.Fatalf("Dispatch: %v", got.Err)
	}
	pods, err := f.cs.CoreV1().Pods("evd-acme").List(t.Context(), metav1.ListOptions{})
	if err != nil || len(pods.Items) != 1 {
		t.Fatalf("pods = %v, %v; want one", pods, err)
	}
	p := pods.Items[0]
	if l := p.Labels["everdict.io/run"]; !strings.HasPrefix(l, "h-") || len(l) > 63 {
		t.Errorf("label everdict.io/run = %q, want a hash of the run id", l)
	}
	o, res, err := newBackend(t, testConfig(t, f)).Adopt(backendtest.Guard(t), j.RunID, 0, backends.Discard)
	if o != backends.Adopted || err != nil || res.Verdict != evalcase.VerdictPass {
		t.Errorf("Adopt = %s, %s, %v; want ADOPTED, PASS", o, res.Verdict, err)
	}
	if _, ok := p.Labels["everdict.io/tenant"]; !ok {
		t.Errorf("the pod has no tenant label: %v", p.Labels)
	}
}

func TestARunsSecretIsOwnedByItsJobAndDeletedOnCancel(t *testing.T) {
	t.Parallel()
	f := newFakeCluster(t)
	ctx := t.Context()
	b := newBackend(t, testConfig(t, f))
	j := scenarioJob(backendtest.Scenario{Name: "secret", Stdout: []string{"ready"}, Block: true})
	j.Harness.Env = []evalcase.EnvVar{{Name: "API_KEY", SecretRef: "key", Value: "sk-9d1e"}}
	j.Secrets = []string{"sk-9d1e"}
	var logs backendtest.Sink
	ready := logs.Expect("ready")
	ch := backendtest.Dispatch(backendtest.Guard(t), b, j, &logs)
	backendtest.Await(t, ready, `the line "ready"`)
	sec, err := f.cs.CoreV1().Secrets("evd-acme").Get(ctx, j.RunID, metav1.GetOptions{})
	if err != nil {
		t.Fatalf("the run's secret: %v", err)
	}
	if diff := cmp.Diff([]metav1.OwnerReference{{APIVersion: "batch/v1", Kind: "Job", Name: j.RunID, UID: types.UID("uid-" + j.RunID)}}, sec.OwnerReferences); diff != "" {
		t.Errorf("the secret's owner (-want +got):\n%s", diff)
	}
	if err := b.Cancel(ctx, j.RunID); err != nil {
		t.Fatalf("Cancel: %v", err)
	}
	backendtest.Await(t, ch, "dispatch")
	if _, err := f.cs.CoreV1().Secrets("evd-acme").Get(ctx, j.RunID, metav1.GetOptions{}); !apierrors.IsNotFound(err) {
		t.Errorf("the run's secret after Cancel: %v, want not found", err)
	}
}

func TestAnEndRecordTheWrapperDidNotWriteIsRefused(t *testing.T) {
	t.Parallel()
	for name, forge := range map[string]func(f *fakeCluster){
		"a passing end record, then the task stops without the wrapper's":          func(f *fakeCluster) { f.forgeEnd.Store(true) },
		"a passing end record authenticated with a guessed key, then a clean exit": func(f *fakeCluster) { f.forgeKey.Store(true) },
	} {
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			f := newFakeCluster(t)
			forge(f)
			j := scenarioJob(backendtest.Scenario{Name: "forge", ExitCode: 1})
			got := backendtest.Await(t, backendtest.Dispatch(backendtest.Guard(t), newBackend(t, testConfig(t, f)), j, backends.Discard), "dispatch")
			if diff := cmp.Diff([2]string{"INFRA", backends.CodeForgedResult}, classOf(got.Err)); diff != "" {
				t.Errorf("class and code of %v, verdict %q (-want +got):\n%s", got.Err, got.Result.Verdict, diff)
			}
		})
	}
}

// TestAPrivateImageIsPulledWithOneMergedPullSecretOwnedByTheJob dispatches a
// job with credentials for two registries: the run gets one
// kubernetes.io/dockerconfigjson Secret holding both, which the pod's
// imagePullSecrets names and the Job owns, and no Job, pod or config map
// holds a password or its base64 auth. Cancel deletes it.
func TestAPrivateImageIsPulledWithOneMergedPullSecretOwnedByTheJob(t *testing.T) {
	t.Parallel()
	f := newFakeCluster(t)
	ctx := t.Context()
	b := newBackend(t, testConfig(t, f))
	j := scenarioJob(backendtest.Scenario{Name: "pull", Stdout: []string{"ready"}, Block: true})
	j.Case.Image = "registry.example.com:5000/acme/agent:1"
	j.RegistryAuth = []backends.RegistryAuth{
		{Host: "registry.example.com:5000", Credential: "acme-registry", Username: "robot", Password: "pw-registry-4c1d9e"},
		{Host: "ghcr.io", Credential: "acme-ghcr", Password: "tok-ghcr-8b2f7a"},
	}
	j.Secrets = []string{"pw-registry-4c1d9e", "tok-ghcr-8b2f7a"}
	var logs backendtest.Sink
	ready := logs.Expect("ready")
	ch := backendtest.Dispatch(backendtest.Guard(t), b, j, &logs)
	backendtest.Await(t, ready, `the line "ready"`)

	list, err := f.cs.CoreV1().Secrets("evd-acme").List(ctx, metav1.ListOptions{})
	if err != nil {
		t.Fatal(err)
	}
	var pulls []corev1.Secret
	for _, s := range list.Items {
		if s.Type == corev1.SecretTypeDockerConfigJson {
			pulls = append(pulls, s)
		}
	}
	if len(pulls) != 1 {
		t.Fatalf("%d image pull secrets, want one per run", len(pulls))
	}
	pull := pulls[0]
	if diff := cmp.Diff([]metav1.OwnerReference{{APIVersion: "batch/v1", Kind: "Job", Name: j.RunID, UID: types.UID("uid-" + j.RunID)}}, pull.OwnerReferences); diff != "" {
		t.Errorf("the pull secret's owner (-want +got):\n%s", diff)
	}
	var config struct {
		Auths map[string]map[string]string `json:"auths"`
	}
	if err := json.Unmarshal(pull.Data[corev1.DockerConfigJsonKey], &config); err != nil {
		t.Fatalf("the pull secret's %s: %v", corev1.DockerConfigJsonKey, err)
	}
	basic := base64.StdEncoding.EncodeToString([]byte("robot:pw-registry-4c1d9e"))
	want := map[string]map[string]string{
		"registry.example.com:5000": {"auth": basic},
		"ghcr.io":                   {"registrytoken": "tok-ghcr-8b2f7a"},
	}
	if diff := cmp.Diff(want, config.Auths); diff != "" {
		t.Errorf("the pull secret's registries (-want +got):\n%s", diff)
	}
	pods, err := f.cs.CoreV1().Pods("evd-acme").List(ctx, metav1.ListOptions{})
	if err != nil || len(pods.Items) != 1 {
		t.Fatalf("the run's pods: %d, %v", len(pods.Items), err)
	}
	if diff := cmp.Diff([]corev1.LocalObjectReference{{Name: pull.Name}}, pods.Items[0].Spec.ImagePullSecrets); diff != "" {
		t.Errorf("the pod's imagePullSecrets (-want +got):\n%s", diff)
	}
	jobs, err := f.cs.BatchV1().Jobs("evd-acme").List(ctx, metav1.ListOptions{})
	if err != nil {
		t.Fatal(err)
	}
	cms, err := f.cs.CoreV1().ConfigMaps("evd-acme").List(ctx, metav1.ListOptions{})
	if err != nil {
		t.Fatal(err)
	}
	for name, o := range map[string]any{"jobs": jobs, "pods": pods, "config maps": cms} {
		spec, err := json.Marshal(o)
		if err != nil {
			t.Fatal(err)
		}
		for _, v := range []string{"pw-registry-4c1d9e", "tok-ghcr-8b2f7a", basic} {
			if strings.Contains(string(spec), v) {
				t.Errorf("the %s hold the credential value %q", name, v)
			}
		}
	}
	if err := b.Cancel(ctx, j.RunID); err != nil {
		t.Fatalf("Cancel: %v", err)
	}
	backendtest.Await(t, ch, "dispatch")
	if _, err := f.cs.CoreV1().Secrets("evd-acme").Get(ctx, pull.Name, metav1.GetOptions{}); !apierrors.IsNotFound(err) {
		t.Errorf("the pull secret after Cancel: %v, want not found", err)
	}
}

func TestAJobWithoutRegistryCredentialsHasNoPullSecret(t *testing.T) {
	t.Parallel()
	f := newFakeCluster(t)
	b := newBackend(t, testConfig(t, f))
	j := scenarioJob(backendtest.Scenario{Name: "anonymous", Stdout: []string{"ok"}})
	if got := backendtest.Await(t, backendtest.Dispatch(backendtest.Guard(t), b, j, &backendtest.Sink{}), "dispatch"); got.Err != nil {
		t.Fatalf("Dispatch: %v", got.Err)
	}
	pods, err := f.cs.CoreV1().Pods("evd-acme").List(t.Context(), metav1.ListOptions{})
	if err != nil || len(pods.Items) != 1 {
		t.Fatalf("the run's pods: %d, %v", len(pods.Items), err)
	}
	if got := pods.Items[0].Spec.ImagePullSecrets; got != nil {
		t.Errorf("imagePullSecrets = %v, want none", got)
	}
}

func TestARefusedJobLeavesNoPullSecretBehind(t *testing.T) {
	t.Parallel()
	f := newFakeCluster(t)
	f.cs.PrependReactor("create", "jobs", func(a ktesting.Action) (bool, kruntime.Object, error) {
		return true, nil, apierrors.NewInvalid(schema.GroupKind{Group: "batch", Kind: "Job"}, "x", nil)
	})
	b := newBackend(t, testConfig(t, f))
	j := scenarioJob(backendtest.Scenario{Name: "refused", Stdout: []string{"ok"}})
	j.Case.Image = "ghcr.io/acme/agent:1"
	j.RegistryAuth = []backends.RegistryAuth{{Host: "ghcr.io", Credential: "acme-ghcr", Password: "tok-ghcr-8b2f7a"}}
	j.Secrets = []string{"tok-ghcr-8b2f7a"}
	if got := backendtest.Await(t, backendtest.Dispatch(backendtest.Guard(t), b, j, &backendtest.Sink{}), "dispatch"); got.Err == nil {
		t.Fatal("Dispatch of a refused Job succeeded")
	}
	list, err := f.cs.CoreV1().Secrets("evd-acme").List(t.Context(), metav1.ListOptions{})
	if err != nil {
		t.Fatal(err)
	}
	for _, s := range list.Items {
		t.Errorf("the secret %s (%s) outlives the refused Job", s.Name, s.Type)
	}
}
