package k8s

import (
	"bytes"
	"encoding/base64"
	"encoding/json"
	"flag"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	corev1 "k8s.io/api/core/v1"

	"github.com/everdict/everdict/backends"
	"github.com/everdict/everdict/backends/internal/wire"
	"github.com/everdict/everdict/domain"
	"github.com/everdict/everdict/evalcase"
	"github.com/everdict/everdict/runtime"
)

var update = flag.Bool("update", false, "rewrite the golden files in testdata")

// golden compares got with testdata/name, or rewrites it with -update.
func golden(t *testing.T, name string, got []byte) {
	t.Helper()
	path := filepath.Join("testdata", name)
	if *update {
		if err := os.MkdirAll("testdata", 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(path, got, 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("read %s (run with -update to create it): %v", path, err)
	}
	if diff := cmp.Diff(string(want), string(got)); diff != "" {
		t.Errorf("%s (-want +got), run with -update if the change is intended:\n%s", path, diff)
	}
}

// encode is v as indented JSON without HTML escapes, for a golden file.
func encode(t *testing.T, v any) []byte {
	t.Helper()
	var b bytes.Buffer
	enc := json.NewEncoder(&b)
	enc.SetEscapeHTML(false)
	enc.SetIndent("", "  ")
	if err := enc.Encode(v); err != nil {
		t.Fatal(err)
	}
	return b.Bytes()
}

func TestBuiltObjectsGolden(t *testing.T) {
	t.Parallel()
	job := backends.Job{
		RunID:  "evd-run-42",
		Tenant: "acme",
		Case: evalcase.Case{ID: "case-7", Task: "Fix the bug in main.go", TimeoutSec: 600,
			Resources: evalcase.Resources{MemoryMB: 2048, CPU: 1.5},
			Files:     []evalcase.File{{Path: "notes/README.md", Content: "seed $(HOME)\n"}, {Path: "bin.dat", Content: "\xff\xfe"}},
			Repo:      &evalcase.Repo{URL: "https://git.example.com/acme/app.git", Ref: "main"},
			Graders: []evalcase.Grader{
				{Kind: evalcase.GraderTestsPass, Command: []string{"go", "test", "./..."}},
				{Kind: evalcase.GraderCost, Max: new(2.5)},
			}},
		Harness: evalcase.Harness{Name: "agent", Version: "3", Image: "ghcr.io/acme/agent:3", Command: []string{"agent", "--task", "$EVERDICT_TASK"},
			Env: []evalcase.EnvVar{{Name: "MODEL", Value: "m-$(1)"}, {Name: "API_KEY", SecretRef: "key", Value: "tenant-secret"}, {Name: "MODEL", Value: "m-2"}}},
		Zone: domain.ZoneFor("acme", false),
	}
	for name, tc := range map[string]struct {
		cfg Config
		job func(j *backends.Job)
	}{
		"hardened-with-repo-and-seeds": {
			cfg: Config{Spec: runtime.K8sSpec{RuntimeClass: "gvisor"}, Kubeconfig: []byte("x"), WireKey: []byte("the tests' wire secret: 32 bytes")},
		},
		"plain-default-image": {
			cfg: Config{Spec: runtime.K8sSpec{Namespace: "evals"}, Kubeconfig: []byte("x"), WireKey: []byte("the tests' wire secret: 32 bytes"), DenyInternet: true},
			job: func(j *backends.Job) {
				j.Case.Files, j.Case.Repo, j.Case.Resources, j.Harness.Image, j.Harness.Env = nil, nil, evalcase.Resources{}, "", nil
				j.Zone = domain.ZoneFor("acme", true)
				j.ArtifactUpload = &backends.ArtifactUpload{URL: "https://everdict.example/artifacts/upload/7/1", Grant: "evdu1.upload-grant.sig"}
			},
		},
	} {
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			cfg, err := tc.cfg.withDefaults()
			if err != nil {
				t.Fatal(err)
			}
			b := &Backend{cfg: cfg}
			j := job
			if tc.job != nil {
				tc.job(&j)
			}
			ns := b.namespace(j.Zone)
			objs, err := b.buildObjects(j, ns)
			if err != nil {
				t.Fatalf("buildObjects: %v", err)
			}
			cm, kj := objs.ConfigMap, objs.Job
			// The wrapper script has a golden file of its own.
			c := &kj.Spec.Template.Spec.Containers[0]
			script := c.Command[2]
			c.Command[2] = "<testdata/" + name + ".wrapper.sh.golden>"
			golden(t, name+".job.json.golden", encode(t, kj))
			golden(t, name+".configmap.json.golden", encode(t, cm))
			if objs.Secret != nil {
				golden(t, name+".secret.json.golden", encode(t, objs.Secret))
			}
			golden(t, name+".networkpolicy.json.golden", encode(t, b.networkPolicy(ns)))
			golden(t, name+".wrapper.sh.golden", []byte(script))
			if !strings.HasPrefix(script, "# everdict wrapper v2\n") {
				t.Errorf("command[2] is not the wrapper script: %.40q", script)
			}
		})
	}
}

func TestNamesAndLabelsOfARun(t *testing.T) {
	t.Parallel()
	for name, tc := range map[string]struct {
		runID               string
		wantName, wantLabel string
	}{
		"a run id that is a DNS label names the job and labels it": {
			runID: "evd-run-42", wantName: "evd-run-42", wantLabel: "evd-run-42",
		},
		"a run id with capitals and underscores is hashed for the name only": {
			runID: "evd-Run_42", wantName: "evd-" + hash("evd-Run_42")[:20], wantLabel: "evd-Run_42",
		},
		"a run id too long for a label is hashed for both": {
			runID: strings.Repeat("a", 64), wantName: "evd-" + hash(strings.Repeat("a", 64))[:20], wantLabel: "h-" + hash(strings.Repeat("a", 64))[:40],
		},
	} {
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			if diff := cmp.Diff([2]string{tc.wantName, tc.wantLabel}, [2]string{jobName(tc.runID), runLabel(tc.runID)}); diff != "" {
				t.Errorf("name and label (-want +got):\n%s", diff)
			}
		})
	}
}

func TestKubeconfigIsReadInMemoryAndMustBeInline(t *testing.T) {
	t.Parallel()
	kubeconfig := func(cluster, user string) []byte {
		return []byte(`apiVersion: v1
kind: Config
current-context: main
clusters:
- name: c
  cluster:
    server: https://from-kubeconfig:6443
` + cluster + `
contexts:
- name: main
  context: {cluster: c, user: u}
- name: other
  context: {cluster: c, user: u, namespace: other}
users:
- name: u
  user:
` + user + "\n")
	}
	token := "    token: t0ken"
	for name, tc := range map[string]struct {
		kubeconfig []byte
		spec       runtime.K8sSpec
		wantHost   string
		wantErr    string
	}{
		"an inline token on the current context": {
			kubeconfig: kubeconfig("", token), wantHost: "https://from-kubeconfig:6443",
		},
		"the spec's context and API server": {
			kubeconfig: kubeconfig("", token), spec: runtime.K8sSpec{Context: "other", APIServer: "https://from-spec:6443"}, wantHost: "https://from-spec:6443",
		},
		"an unknown context": {
			kubeconfig: kubeconfig("", token), spec: runtime.K8sSpec{Context: "nope"}, wantErr: `no context "nope"`,
		},
		"an exec credential plugin would run on the control plane": {
			kubeconfig: kubeconfig("", "    exec: {apiVersion: client.authentication.k8s.io/v1, command: /bin/sh, args: [-c, 'cat /etc/shadow']}"), wantErr: "exec credential plugin",
		},
		"an auth provider plugin": {
			kubeconfig: kubeconfig("", "    auth-provider: {name: oidc}"), wantErr: "auth-provider",
		},
		"a token file would be read from the control plane's disk": {
			kubeconfig: kubeconfig("", "    tokenFile: /var/run/secrets/kubernetes.io/serviceaccount/token"), wantErr: "token file",
		},
		"client certificate files": {
			kubeconfig: kubeconfig("", "    client-certificate: /etc/cert.pem\n    client-key: /etc/key.pem"), wantErr: "client certificate files",
		},
		"a certificate authority file": {
			kubeconfig: kubeconfig("    certificate-authority: /etc/ca.pem", token), wantErr: "certificate-authority file",
		},
		"not a kubeconfig": {
			kubeconfig: []byte("{"), wantErr: "read the kubeconfig",
		},
	} {
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			rc, err := restConfig(tc.kubeconfig, tc.spec)
			if tc.wantErr != "" {
				if err == nil || !strings.Contains(err.Error(), tc.wantErr) {
					t.Fatalf("restConfig error = %v, want one saying %q", err, tc.wantErr)
				}
				return
			}
			if err != nil {
				t.Fatalf("restConfig: %v", err)
			}
			if diff := cmp.Diff([2]string{tc.wantHost, "t0ken"}, [2]string{rc.Host, rc.BearerToken}); diff != "" {
				t.Errorf("host and token (-want +got):\n%s", diff)
			}
		})
	}
}

func TestNoSecretValueIsInTheJobOrConfigMap(t *testing.T) {
	t.Parallel()
	cfg, err := Config{Kubeconfig: []byte("x"), WireKey: []byte("the tests' wire secret: 32 bytes")}.withDefaults()
	if err != nil {
		t.Fatal(err)
	}
	b := &Backend{cfg: cfg}
	const secret, resolved = "sk-live-0f3a", "resolved-7b2c"
	j := backends.Job{
		RunID: "evd-run-7", Tenant: "acme", Zone: domain.ZoneFor("acme", true),
		Case: evalcase.Case{ID: "c", Task: "t", TimeoutSec: 60},
		Harness: evalcase.Harness{Name: "h", Command: []string{"h"}, Env: []evalcase.EnvVar{
			{Name: "API_KEY", SecretRef: "key", Value: secret},
			{Name: "PLAIN", Value: "plain"},
			// A value equal to a resolved secret is one, whatever its name.
			{Name: "COPY", Value: resolved},
		}},
		Secrets: []string{secret, resolved},
	}
	objs, err := b.buildObjects(j, "evd-acme")
	if err != nil {
		t.Fatalf("buildObjects: %v", err)
	}
	key := wire.RunKey(cfg.WireKey, j.RunID)
	for name, o := range map[string]any{"job": objs.Job, "config map": objs.ConfigMap} {
		for _, v := range []string{secret, resolved, key} {
			if strings.Contains(string(encode(t, o)), v) {
				t.Errorf("the %s holds the secret value %q", name, v)
			}
		}
	}
	if objs.Secret == nil {
		t.Fatal("no Secret holds the values")
	}
	got := map[string]string{}
	for _, e := range objs.Job.Spec.Template.Spec.Containers[0].Env {
		switch {
		case e.ValueFrom != nil && e.ValueFrom.SecretKeyRef != nil && e.ValueFrom.SecretKeyRef.Name == objs.Secret.Name:
			got[e.Name] = string(objs.Secret.Data[e.ValueFrom.SecretKeyRef.Key])
		case e.Name == "PLAIN":
			got[e.Name] = e.Value
		}
	}
	if diff := cmp.Diff(map[string]string{"API_KEY": secret, "PLAIN": "plain", "COPY": resolved, backends.EnvWireKey: key}, got); diff != "" {
		t.Errorf("the container's env (-want +got):\n%s", diff)
	}
}

func TestTheInitCloneFetchesOverHTTPSWithoutRedirects(t *testing.T) {
	t.Parallel()
	cfg, err := Config{Kubeconfig: []byte("x"), WireKey: []byte("the tests' wire secret: 32 bytes")}.withDefaults()
	if err != nil {
		t.Fatal(err)
	}
	b := &Backend{cfg: cfg}
	for name, tc := range map[string]struct {
		url           string
		trusted       bool
		wantErr       string
		wantProtocols string
	}{
		"an untrusted tenant fetches over https only": {url: "https://git.example.com/a.git", wantProtocols: "https"},
		"a trusted tenant may fetch over http":        {url: "http://git.internal/a.git", trusted: true, wantProtocols: "https:http"},
		"an untrusted tenant may not fetch over http": {url: "http://git.example.com/a.git", wantErr: `scheme "http" is not allowed`},
		"git:// is refused":                           {url: "git://10.0.0.1:22/a.git", trusted: true, wantErr: `scheme "git" is not allowed`},
		"ssh:// is refused":                           {url: "ssh://git@host/a.git", trusted: true, wantErr: `scheme "ssh" is not allowed`},
	} {
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			c, err := b.cloneContainer(evalcase.Repo{URL: tc.url}, tc.trusted, corev1.VolumeMount{}, nil)
			if tc.wantErr != "" {
				if err == nil || !strings.Contains(err.Error(), tc.wantErr) {
					t.Fatalf("cloneContainer error = %v, want one saying %q", err, tc.wantErr)
				}
				return
			}
			if err != nil {
				t.Fatalf("cloneContainer: %v", err)
			}
			env := map[string]string{}
			for _, e := range c.Env {
				env[e.Name] = e.Value
			}
			if diff := cmp.Diff(tc.wantProtocols, env["GIT_ALLOW_PROTOCOL"]); diff != "" {
				t.Errorf("GIT_ALLOW_PROTOCOL (-want +got):\n%s", diff)
			}
			for _, want := range []string{"-c http.followRedirects=false", "-c protocol.allow=never", "-c protocol.https.allow=always"} {
				if !strings.Contains(c.Command[2], want) {
					t.Errorf("the clone's git lacks %q: %s", want, c.Command[2])
				}
			}
			if got := strings.Contains(c.Command[2], "protocol.http.allow=always"); got != tc.trusted {
				t.Errorf("http allowed = %v, want %v", got, tc.trusted)
			}
		})
	}
}

// TestAPrivateRepositorysTokenReachesTheCloneOnlyBySecretKeyRef: the clone
// init container gets git's extra header for the repository's host from the
// run's Secret; the Job and config map hold neither the token nor the
// base64 of its Authorization header, and the harness container gets none
// of it.
func TestAPrivateRepositorysTokenReachesTheCloneOnlyBySecretKeyRef(t *testing.T) {
	t.Parallel()
	cfg, err := Config{Kubeconfig: []byte("x"), WireKey: []byte("the tests' wire secret: 32 bytes")}.withDefaults()
	if err != nil {
		t.Fatal(err)
	}
	b := &Backend{cfg: cfg}
	const token = "tok-private-5e8a21"
	j := backends.Job{
		RunID: "evd-run-8", Tenant: "acme", Zone: domain.ZoneFor("acme", false),
		Case:    evalcase.Case{ID: "c", Task: "t", TimeoutSec: 60, Repo: &evalcase.Repo{URL: "https://git.example.com/acme/private.git"}},
		Harness: evalcase.Harness{Name: "h", Command: []string{"h"}},
		GitAuth: &backends.GitAuth{Host: "git.example.com", Credential: "acme-git", Username: "x-access-token", Token: token},
		Secrets: []string{token},
	}
	objs, err := b.buildObjects(j, "evd-acme")
	if err != nil {
		t.Fatalf("buildObjects: %v", err)
	}
	header := base64.StdEncoding.EncodeToString([]byte("x-access-token:" + token))
	for name, o := range map[string]any{"job": objs.Job, "config map": objs.ConfigMap} {
		for _, v := range []string{token, header} {
			if strings.Contains(string(encode(t, o)), v) {
				t.Errorf("the %s holds the credential value %q", name, v)
			}
		}
	}
	pod := objs.Job.Spec.Template.Spec
	if len(pod.InitContainers) != 1 {
		t.Fatalf("%d init containers, want the clone", len(pod.InitContainers))
	}
	got := map[string]string{}
	for _, e := range pod.InitContainers[0].Env {
		switch {
		case e.ValueFrom != nil && e.ValueFrom.SecretKeyRef != nil && e.ValueFrom.SecretKeyRef.Name == objs.Secret.Name:
			got[e.Name] = "secret:" + string(objs.Secret.Data[e.ValueFrom.SecretKeyRef.Key])
		case strings.HasPrefix(e.Name, "GIT_CONFIG_") && e.Name != "GIT_CONFIG_NOSYSTEM" && e.Name != "GIT_CONFIG_GLOBAL":
			got[e.Name] = e.Value
		}
	}
	want := map[string]string{
		"GIT_CONFIG_COUNT":   "1",
		"GIT_CONFIG_KEY_0":   "http.https://git.example.com/.extraHeader",
		"GIT_CONFIG_VALUE_0": "secret:Authorization: Basic " + header,
	}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("the clone's git config env (-want +got):\n%s", diff)
	}
	for _, e := range pod.Containers[0].Env {
		if strings.HasPrefix(e.Name, "GIT_CONFIG") {
			t.Errorf("the harness container gets %s", e.Name)
		}
	}
	if pod.ImagePullSecrets != nil || objs.PullSecret != nil {
		t.Errorf("a job without registry credentials has a pull secret: %v", pod.ImagePullSecrets)
	}
}
