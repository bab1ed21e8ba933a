package k8s_test

import (
	"encoding/base64"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"

	"github.com/everdict/everdict/backends"
	"github.com/everdict/everdict/backends/backendtest"
	"github.com/everdict/everdict/credentials/gittest"
	"github.com/everdict/everdict/evalcase"
)

// TestAPrivateRepositoryIsClonedByTheInitContainerWithItsCredential: the
// fake kubelet runs the clone init container's script for real against a
// git server that demands a token. With the run's credential the clone
// succeeds and leaves the token in neither the checkout, its .git/config,
// nor the Job; without it, or with a wrong one, the run fails as
// CONFIG/CLONE_FAILED naming the host, never the token, and a later
// instance reads the same outcome.
func TestAPrivateRepositoryIsClonedByTheInitContainerWithItsCredential(t *testing.T) {
	t.Parallel()
	srv := gittest.New(t, "k8s-clone-token-4a7e19")
	host := strings.TrimPrefix(srv.URL, "http://")
	for name, tc := range map[string]struct {
		token    string // "" clones with no credential
		wantCode string // "" when the run passes
	}{
		"the run's credential clones it":      {token: srv.Token},
		"no credential fails as CLONE_FAILED": {wantCode: backends.CodeCloneFailed},
		"a rejected credential fails as CLONE_FAILED": {
			token: "not-the-token-k8s", wantCode: backends.CodeCloneFailed},
	} {
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			f := newFakeCluster(t)
			cfg := testConfig(t, f)
			b := newBackend(t, cfg)
			j := scenarioJob(backendtest.Scenario{Name: "private", Stdout: []string{"cloned"}})
			j.Case.Repo = &evalcase.Repo{URL: srv.RepoURL}
			if tc.token != "" {
				j.GitAuth = &backends.GitAuth{Host: host, Credential: "acme-git", Username: "x-access-token", Token: tc.token}
				j.Secrets = []string{tc.token}
			}
			got := backendtest.Await(t, backendtest.Dispatch(backendtest.Guard(t), b, j, backends.Discard), "dispatch")
			header := base64.StdEncoding.EncodeToString([]byte("x-access-token:" + tc.token))
			kj, err := f.cs.BatchV1().Jobs("evd-acme").Get(t.Context(), j.RunID, metav1.GetOptions{})
			if err != nil {
				t.Fatal(err)
			}
			spec, _ := json.Marshal(kj)
			if tc.token != "" && (strings.Contains(string(spec), tc.token) || strings.Contains(string(spec), header)) {
				t.Error("the Job holds the clone's credential")
			}
			if tc.wantCode != "" {
				if diff := cmp.Diff([2]string{"CONFIG", tc.wantCode}, classOf(got.Err)); diff != "" {
					t.Fatalf("class and code of %v (-want +got):\n%s", got.Err, diff)
				}
				if msg := got.Err.Error(); !strings.Contains(msg, host) || !strings.Contains(msg, "401") {
					t.Errorf("error %q does not name the host %s and the 401", msg, host)
				}
				if tc.token != "" && strings.Contains(got.Err.Error(), tc.token) {
					t.Errorf("error %q shows the token", got.Err)
				}
				_, _, err := newBackend(t, cfg).Adopt(backendtest.Guard(t), j.RunID, 0, backends.Discard)
				if diff := cmp.Diff([2]string{"CONFIG", tc.wantCode}, classOf(err)); diff != "" {
					t.Errorf("Adopt after the failure (-want +got):\n%s", diff)
				}
				return
			}
			if got.Err != nil {
				t.Fatalf("Dispatch: %v", got.Err)
			}
			f.mu.Lock()
			work, out := f.work["evd-acme/"+j.RunID], strings.Join(f.initOutput, "\n")
			f.mu.Unlock()
			if b, err := os.ReadFile(filepath.Join(work, "workspace", "README.md")); err != nil || string(b) != "private\n" {
				t.Fatalf("the workspace's README.md = %q, %v; want the private repository's", b, err)
			}
			_ = filepath.Walk(work, func(p string, info os.FileInfo, err error) error {
				if err != nil || info.IsDir() {
					return err
				}
				if b, _ := os.ReadFile(p); strings.Contains(string(b), tc.token) || strings.Contains(string(b), header) {
					t.Errorf("%s holds the clone's credential", p)
				}
				return nil
			})
			if strings.Contains(out, tc.token) || strings.Contains(out, header) {
				t.Errorf("the clone's output shows the credential:\n%s", out)
			}
			if authorized, _ := srv.Requests(); authorized == 0 {
				t.Error("the git server saw no request with the token")
			}
		})
	}
}
