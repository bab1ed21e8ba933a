package nomad_test

import (
	"encoding/base64"
	"encoding/json"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/everdict/everdict/backends"
	"github.com/everdict/everdict/backends/backendtest"
	"github.com/everdict/everdict/credentials/gittest"
	"github.com/everdict/everdict/evalcase"
)

// allocOf is the allocation of run runID.
func (f *fakeNomad) allocOf(t *testing.T, runID string) *fakeAlloc {
	t.Helper()
	f.mu.Lock()
	defer f.mu.Unlock()
	for _, j := range f.jobs {
		if *j.job.ID == runID && j.alloc != nil {
			return j.alloc
		}
	}
	t.Fatalf("no allocation of %s", runID)
	return nil
}

// lineSink keeps the text of every line.
type lineSink struct {
	mu    sync.Mutex
	lines []string
}

func (s *lineSink) Accepted() {}
func (s *lineSink) Line(l backends.LogLine) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.lines = append(s.lines, l.Text)
}

func (s *lineSink) all() []string {
	s.mu.Lock()
	defer s.mu.Unlock()
	return slices.Clone(s.lines)
}

// TestAPrivateRepositoryIsClonedByThePrestartTaskWithItsCredential: the fake
// Nomad client runs the clone prestart task's script for real against a git
// server that demands a token, with the environment its template renders
// from its own variable. With the run's credential the clone succeeds; the
// token (or its Authorization header) is in no registered job spec, not in
// the harness's environment, not in the checkout or its .git/config, and
// the clone's variable is gone once the run ends. Without it, or with a
// wrong one, the run fails as CONFIG/CLONE_FAILED naming the host, never
// the token, and a later instance reads the same outcome.
func TestAPrivateRepositoryIsClonedByThePrestartTaskWithItsCredential(t *testing.T) {
	t.Parallel()
	srv := gittest.New(t, "nomad-clone-token-8c2d5e")
	host := strings.TrimPrefix(srv.URL, "http://")
	for name, tc := range map[string]struct {
		token    string // "" clones with no credential
		wantCode string // "" when the run passes
	}{
		"the run's credential clones it":      {token: srv.Token},
		"no credential fails as CLONE_FAILED": {wantCode: backends.CodeCloneFailed},
		"a rejected credential fails as CLONE_FAILED": {
			token: "not-the-token-nomad", wantCode: backends.CodeCloneFailed},
	} {
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			f := newFakeNomad(t)
			cfg := testConfig(t, f.URL())
			b := newBackend(t, cfg)
			j := scenarioJob(backendtest.Scenario{Name: "private", PrintEnv: true})
			j.Case.Repo = &evalcase.Repo{URL: srv.RepoURL}
			j.Case.Files = []evalcase.File{{Path: "SEED.md", Content: "seed"}}
			if tc.token != "" {
				j.GitAuth = &backends.GitAuth{Host: host, Credential: "acme-git", Username: "x-access-token", Token: tc.token}
				j.Secrets = []string{tc.token}
			}
			var logs lineSink
			got := backendtest.Await(t, backendtest.Dispatch(backendtest.Guard(t), b, j, &logs), "dispatch")
			header := base64.StdEncoding.EncodeToString([]byte("x-access-token:" + tc.token))
			leaks := func(s string) bool {
				return tc.token != "" && (strings.Contains(s, tc.token) || strings.Contains(s, header))
			}
			f.mu.Lock()
			specs := slices.Clone(f.registered)
			f.mu.Unlock()
			for _, s := range specs {
				raw, _ := json.Marshal(s)
				if leaks(string(raw)) {
					t.Errorf("a registered job spec holds the clone's credential: %.300s…", raw)
				}
			}
			if tc.token != "" {
				if v := f.variable("evd-acme", "nomad/jobs/"+j.RunID+"/run/clone"); v != nil {
					t.Errorf("the clone's variable outlives the run: %v", v)
				}
			}
			if tc.wantCode != "" {
				if diff := cmp.Diff([2]string{"CONFIG", tc.wantCode}, classOf(got.Err)); diff != "" {
					t.Fatalf("class and code of %v (-want +got):\n%s", got.Err, diff)
				}
				if msg := got.Err.Error(); !strings.Contains(msg, host) || !strings.Contains(msg, "401") || leaks(msg) {
					t.Errorf("error %q does not name the host %s and the 401, or shows the token", msg, host)
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
			a := f.allocOf(t, j.RunID)
			f.mu.Lock()
			repo, out := a.repo, a.cloneOutput
			f.mu.Unlock()
			if b, err := os.ReadFile(filepath.Join(repo, "README.md")); err != nil || string(b) != "private\n" {
				t.Fatalf("the clone's README.md = %q, %v; want the private repository's", b, err)
			}
			_ = filepath.Walk(repo, func(p string, info os.FileInfo, err error) error {
				if err != nil || info.IsDir() {
					return err
				}
				if b, _ := os.ReadFile(p); leaks(string(b)) {
					t.Errorf("%s holds the clone's credential", p)
				}
				return nil
			})
			if leaks(out) {
				t.Errorf("the clone's output shows the credential:\n%s", out)
			}
			env := logs.all()
			if len(env) == 0 {
				t.Fatal("the harness printed no environment")
			}
			for _, l := range env {
				if leaks(l) || strings.HasPrefix(l, "GIT_CONFIG") {
					t.Errorf("the harness's environment holds the clone's credential: %q", l)
				}
			}
			if authorized, _ := srv.Requests(); authorized == 0 {
				t.Error("the git server saw no request with the token")
			}
		})
	}
}
