package nomad

import (
	"bytes"
	"encoding/json"
	"errors"
	"flag"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/everdict/everdict/backends"
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

// prune drops the null fields of a decoded JSON value, for a readable golden.
func prune(v any) any {
	switch x := v.(type) {
	case map[string]any:
		for k, e := range x {
			if e == nil {
				delete(x, k)
				continue
			}
			x[k] = prune(e)
		}
	case []any:
		for i, e := range x {
			x[i] = prune(e)
		}
	}
	return v
}

func TestBuiltJobGolden(t *testing.T) {
	t.Parallel()
	job := backends.Job{
		RunID:  "evd-run-42",
		Tenant: "acme",
		Case: evalcase.Case{ID: "case-7", Task: "Fix the {{bug}} in [[evd0[[main.go", TimeoutSec: 600,
			Resources: evalcase.Resources{MemoryMB: 2048, CPU: 1.5},
			Files:     []evalcase.File{{Path: "notes/README.md", Content: "seed ${HOME}\n"}},
			Graders: []evalcase.Grader{
				{Kind: evalcase.GraderTestsPass, Command: []string{"go", "test", "./..."}},
				{Kind: evalcase.GraderCost, Max: new(2.5)},
			}},
		Harness: evalcase.Harness{Name: "agent", Version: "3", Command: []string{"agent", "--task", "$EVERDICT_TASK"},
			Env: []evalcase.EnvVar{{Name: "MODEL", Value: "m-1"}, {Name: "API_KEY", SecretRef: "key", Value: "tenant-secret"}}},
		Zone: domain.ZoneFor("acme", true),
	}
	for name, tc := range map[string]struct {
		spec runtime.NomadSpec
		job  func(j *backends.Job)
	}{
		"docker-default": {
			spec: runtime.NomadSpec{Addr: "https://nomad:4646"},
			job: func(j *backends.Job) {
				j.Case.Files, j.Case.Resources, j.Harness.Env = nil, evalcase.Resources{}, nil
				j.ArtifactUpload = &backends.ArtifactUpload{URL: "https://everdict.example/artifacts/upload/7/1", Grant: "evdu1.upload-grant.sig"}
			},
		},
		"exec-with-repo-and-seeds": {
			spec: runtime.NomadSpec{Addr: "https://nomad:4646", Region: "eu", Namespace: "evals", Datacenters: []string{"dc1", "dc2"}, Driver: "exec"},
			job: func(j *backends.Job) {
				j.Case.Repo = &evalcase.Repo{URL: "https://git.example.com/acme/app.git", Ref: "main"}
			},
		},
		"docker-with-private-repo-and-seeds": {
			spec: runtime.NomadSpec{Addr: "https://nomad:4646"},
			job: func(j *backends.Job) {
				j.Case.Repo = &evalcase.Repo{URL: "https://git.example.com/acme/private.git", Ref: "main"}
				j.GitAuth = &backends.GitAuth{Host: "git.example.com", Credential: "acme-git", Username: "x-access-token", Token: "tenant-secret-git"}
				j.Secrets = append(j.Secrets, "tenant-secret-git")
			},
		},
		"untrusted-on-docker-with-gvisor": {
			spec: runtime.NomadSpec{Addr: "https://nomad:4646", DockerRuntime: "runsc"},
			job: func(j *backends.Job) {
				j.Tenant, j.Zone = "mallory", domain.ZoneFor("mallory", false)
				j.Case.Files, j.Harness.Env = nil, nil
			},
		},
	} {
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			b, err := New(Config{Spec: tc.spec, Token: "server-token", WireKey: []byte("the tests' wire secret: 32 bytes")})
			if err != nil {
				t.Fatal(err)
			}
			j := job
			j.Harness.Env = append([]evalcase.EnvVar(nil), job.Harness.Env...)
			tc.job(&j)
			spec, secret, err := b.buildJob(j, b.namespace(j.Zone))
			if err != nil {
				t.Fatalf("buildJob: %v", err)
			}
			raw, err := json.Marshal(spec)
			if err != nil {
				t.Fatal(err)
			}
			for _, v := range []string{"server-token", "tenant-secret"} {
				if bytes.Contains(raw, []byte(v)) {
					t.Errorf("the job spec holds %q:\n%s", v, raw)
				}
			}
			if secret != nil {
				golden(t, name+".variable.json.golden", encodeJSON(t, secret))
			}
			var v any
			if err := json.Unmarshal(raw, &v); err != nil {
				t.Fatal(err)
			}
			// The wrapper script has a golden file of its own.
			args := v.(map[string]any)["TaskGroups"].([]any)[0].(map[string]any)["Tasks"].([]any)[0].(map[string]any)["Config"].(map[string]any)["args"].([]any)
			script := args[1].(string)
			args[1] = "<testdata/" + name + ".wrapper.sh.golden>"
			var out bytes.Buffer
			enc := json.NewEncoder(&out)
			enc.SetEscapeHTML(false)
			enc.SetIndent("", "  ")
			if err := enc.Encode(prune(v)); err != nil {
				t.Fatal(err)
			}
			golden(t, name+".job.json.golden", out.Bytes())
			golden(t, name+".wrapper.sh.golden", []byte(script))
			if !strings.HasPrefix(script, "# everdict wrapper v2\n") {
				t.Errorf("args[1] is not the wrapper script: %.40q", script)
			}
		})
	}
}

func TestAnImageOnADriverThatRunsNoneIsRefused(t *testing.T) {
	t.Parallel()
	for name, edit := range map[string]func(*backends.Job){
		"a case image":    func(j *backends.Job) { j.Case.Image = "golang:1.26" },
		"a harness image": func(j *backends.Job) { j.Harness.Image = "agent:1" },
	} {
		b, err := New(Config{Spec: runtime.NomadSpec{Addr: "https://nomad:4646", Driver: "raw_exec"}, Token: "server-token", WireKey: []byte("the tests' wire secret: 32 bytes")})
		if err != nil {
			t.Fatal(err)
		}
		j := backends.Job{RunID: "evd-run-1", Tenant: "acme", Case: evalcase.Case{Task: "t"}, Harness: evalcase.Harness{Name: "h", Command: []string{"true"}}}
		edit(&j)
		if _, _, err := b.buildJob(j, "default"); !errors.Is(err, backends.ErrUnsupported) || backends.ClassOf(err) != "CONFIG" {
			t.Errorf("%s on raw_exec: %v, want a CONFIG refusal (no silent switch to docker)", name, err)
		}
	}
}

func TestSandboxAvailableOnlyWithAnIsolatingDockerRuntime(t *testing.T) {
	t.Parallel()
	for name, tc := range map[string]struct {
		spec runtime.NomadSpec
		want bool
	}{
		"docker on runsc isolates":        {runtime.NomadSpec{Addr: "https://n:4646", DockerRuntime: "runsc"}, true},
		"docker on kata-runtime isolates": {runtime.NomadSpec{Addr: "https://n:4646", Driver: "docker", DockerRuntime: "kata-runtime"}, true},
		"docker on runc does not":         {runtime.NomadSpec{Addr: "https://n:4646", DockerRuntime: "runc"}, false},
		"plain docker does not":           {runtime.NomadSpec{Addr: "https://n:4646"}, false},
		"exec does not":                   {runtime.NomadSpec{Addr: "https://n:4646", Driver: "exec"}, false},
	} {
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			b, err := New(Config{Spec: tc.spec, WireKey: []byte("the tests' wire secret: 32 bytes")})
			if err != nil {
				t.Fatal(err)
			}
			if got := b.SandboxAvailable(); got != tc.want {
				t.Errorf("SandboxAvailable() = %v, want %v", got, tc.want)
			}
		})
	}
}

// encodeJSON is v as indented JSON, for a golden file.
func encodeJSON(t *testing.T, v any) []byte {
	t.Helper()
	b, err := json.MarshalIndent(v, "", "  ")
	if err != nil {
		t.Fatal(err)
	}
	return append(b, '\n')
}

func TestTheRepositoryArtifactFetchesOverHTTPSOnly(t *testing.T) {
	t.Parallel()
	for name, tc := range map[string]struct {
		url     string
		trusted bool
		wantErr string
	}{
		"an untrusted tenant's https repository":      {url: "https://git.example.com/a.git"},
		"a trusted tenant's http repository":          {url: "http://git.internal/a.git", trusted: true},
		"an untrusted tenant may not fetch over http": {url: "http://git.example.com/a.git", wantErr: `scheme "http" is not allowed`},
		"git:// is refused":                           {url: "git://10.0.0.1:22/a.git", trusted: true, wantErr: `scheme "git" is not allowed`},
		"ssh:// is refused":                           {url: "ssh://git@host/a.git", trusted: true, wantErr: `scheme "ssh" is not allowed`},
		"a forced getter in the URL is refused":       {url: "s3::https://bucket/a", trusted: true, wantErr: "not allowed"},
		"a query (go-getter options) is refused":      {url: "https://git.example.com/a.git?sshkey=x", trusted: true, wantErr: "query"},
	} {
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			a, err := gitArtifact(evalcase.Repo{URL: tc.url, Ref: "main"}, tc.trusted)
			if tc.wantErr != "" {
				if err == nil || !strings.Contains(err.Error(), tc.wantErr) {
					t.Fatalf("gitArtifact error = %v, want one saying %q", err, tc.wantErr)
				}
				return
			}
			if err != nil {
				t.Fatalf("gitArtifact: %v", err)
			}
			if diff := cmp.Diff("git::"+tc.url, *a.GetterSource); diff != "" {
				t.Errorf("source (-want +got):\n%s", diff)
			}
			if diff := cmp.Diff(map[string]string{"ref": "main", "depth": "1"}, a.GetterOptions); diff != "" {
				t.Errorf("options (-want +got):\n%s", diff)
			}
			if a.GetterInsecure == nil || *a.GetterInsecure {
				t.Error("the artifact may skip TLS verification")
			}
		})
	}
}
