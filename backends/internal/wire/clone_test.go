package wire

import (
	"encoding/base64"
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/everdict/everdict/backends"
	"github.com/everdict/everdict/credentials/gittest"
	"github.com/everdict/everdict/domain"
	"github.com/everdict/everdict/evalcase"
)

// runClone runs the clone script into a new directory with env added to
// the clone's own, and returns the directory and the exit code.
func runClone(t *testing.T, repo string, env []string) (string, int, string) {
	t.Helper()
	dir := filepath.Join(t.TempDir(), "work space")
	c := Clone{Dir: ShQuote(dir), Trusted: true}
	cmd := exec.Command("/bin/sh", append([]string{"-c", c.Script()}, CloneArgs(evalcase.Repo{URL: repo})...)...)
	cmd.Env = append(append([]string{"PATH=" + os.Getenv("PATH")}, c.Env(t.TempDir())...), env...)
	out, err := cmd.CombinedOutput()
	var exit *exec.ExitError
	switch {
	case err == nil:
		return dir, 0, string(out)
	case errors.As(err, &exit):
		return dir, exit.ExitCode(), string(out)
	}
	t.Fatalf("run the clone script: %v", err)
	return "", 0, ""
}

func TestAPrivateCloneSucceedsWithItsCredentialAndLeavesItNowhereInTheCheckout(t *testing.T) {
	t.Parallel()
	srv := gittest.New(t, "clone-token-3f9d2a")
	auth := &backends.GitAuth{Host: strings.TrimPrefix(srv.URL, "http://"), Credential: "git", Username: "x-access-token", Token: srv.Token}
	dir, code, out := runClone(t, srv.RepoURL, auth.Env(srv.RepoURL))
	if code != 0 {
		t.Fatalf("the clone exited %d:\n%s", code, out)
	}
	if b, err := os.ReadFile(filepath.Join(dir, "README.md")); err != nil || string(b) != "private\n" {
		t.Fatalf("README.md = %q, %v; want the repository's", b, err)
	}
	basic := base64.StdEncoding.EncodeToString([]byte(auth.Username + ":" + srv.Token))
	_ = filepath.Walk(filepath.Join(dir, ".git"), func(p string, info os.FileInfo, err error) error {
		if err != nil || info.IsDir() {
			return err
		}
		b, _ := os.ReadFile(p)
		if strings.Contains(string(b), srv.Token) || strings.Contains(string(b), basic) {
			t.Errorf("%s holds the credential", p)
		}
		return nil
	})
	if strings.Contains(out, srv.Token) || strings.Contains(out, basic) {
		t.Errorf("the clone's output shows the credential:\n%s", out)
	}
}

func TestAPrivateCloneWithoutOrWithAWrongCredentialExitsAsUnauthorized(t *testing.T) {
	t.Parallel()
	srv := gittest.New(t, "clone-token-77e1b0")
	host := strings.TrimPrefix(srv.URL, "http://")
	for name, env := range map[string][]string{
		"no credential": nil,
		"a wrong one":   (&backends.GitAuth{Host: host, Username: "x", Token: "not-the-token"}).Env(srv.RepoURL),
	} {
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			_, code, out := runClone(t, srv.RepoURL, env)
			if code != CloneExitAuth {
				t.Fatalf("the clone exited %d, want %d (unauthorized):\n%s", code, CloneExitAuth, out)
			}
			err := CloneFailure("evd-run-9", host, code)
			if backends.ClassOf(err) != domain.FailureConfig || backends.CodeOf(err) != backends.CodeCloneFailed {
				t.Errorf("CloneFailure = %v (%s/%s), want CONFIG/%s", err, backends.ClassOf(err), backends.CodeOf(err), backends.CodeCloneFailed)
			}
			if !strings.Contains(err.Error(), host) || !strings.Contains(err.Error(), "401") {
				t.Errorf("CloneFailure = %v, want it to name the host %s and the 401", err, host)
			}
		})
	}
}

func TestACloneOfNoRepositoryIsNotTakenForAnAuthFailure(t *testing.T) {
	t.Parallel()
	srv := gittest.New(t, "clone-token-0b1c")
	auth := &backends.GitAuth{Host: strings.TrimPrefix(srv.URL, "http://"), Username: "x", Token: srv.Token}
	repo := srv.URL + "/acme/missing.git"
	_, code, out := runClone(t, repo, auth.Env(repo))
	if code == 0 || code == CloneExitAuth {
		t.Fatalf("the clone of a missing repository exited %d, want another failure:\n%s", code, out)
	}
}
