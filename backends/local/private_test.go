package local_test

import (
	"bytes"
	"encoding/base64"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/everdict/everdict/backends"
	"github.com/everdict/everdict/credentials/gittest"
	"github.com/everdict/everdict/evalcase"
)

// TestAPrivateRepositoryIsClonedWithItsCredentialWhichTheHarnessNeverFinds
// clones from a real git smart-HTTP server (git http-backend) that demands
// a token. Attack: the harness dumps its environment, /proc/self/environ and
// every git configuration it can see into the workspace; neither that, nor
// the workspace, its .git/config, the data dir nor a log line holds the
// token, in clear or in the base64 of its Authorization header.
func TestAPrivateRepositoryIsClonedWithItsCredentialWhichTheHarnessNeverFinds(t *testing.T) {
	t.Parallel()
	const token = "tok-private-9d3e1a7c55"
	srv := gittest.New(t, token)
	cfg := testConfig(t)
	cfg.KeepWorkspace = true
	j := shJob(`cat README.md; { env; tr '\0' '\n' </proc/self/environ; git config --list --show-origin; cat .git/config; } >dump.txt 2>&1; echo dumped`)
	j.Case.Repo = &evalcase.Repo{URL: srv.RepoURL}
	j.GitAuth = &backends.GitAuth{Host: strings.TrimPrefix(srv.URL, "http://"), Credential: "acme-git", Username: "x-access-token", Token: token}
	j.Secrets = []string{token}
	_, l, err := runJob(t, newBackend(t, cfg), j)
	if err != nil {
		t.Fatalf("Dispatch: %v", err)
	}
	if diff := cmp.Diff([]string{"private", "dumped"}, l.stream(backends.StreamStdout)); diff != "" {
		t.Fatalf("stdout (-want +got):\n%s", diff)
	}
	leaks := [][]byte{[]byte(token), []byte(base64.StdEncoding.EncodeToString([]byte("x-access-token:" + token)))}
	files, dumped := 0, false
	walk := func(p string, d fs.DirEntry, err error) error {
		if err != nil || !d.Type().IsRegular() {
			return err
		}
		files++
		dumped = dumped || filepath.Base(p) == "dump.txt"
		b, err := os.ReadFile(p)
		if err != nil {
			return err
		}
		for _, leak := range leaks {
			if bytes.Contains(b, leak) {
				t.Errorf("%s holds the credential", p)
			}
		}
		return nil
	}
	err = filepath.WalkDir(cfg.DataDir, walk)
	if jd := jobDirOf(t, cfg, j.RunID); err == nil && !strings.HasPrefix(jd, cfg.DataDir+"/") {
		err = filepath.WalkDir(jd, walk)
	}
	if err != nil || !dumped {
		t.Fatalf("walked %d files of the data dir (the dump among them: %v): %v", files, dumped, err)
	}
	l.mu.Lock()
	defer l.mu.Unlock()
	for _, x := range l.all {
		if strings.Contains(x.Text, token) {
			t.Errorf("a log line holds the token: %q", x.Text)
		}
	}
}

func TestAPrivateRepositoryWithoutItsCredentialFailsCloneFailedNamingTheHost(t *testing.T) {
	t.Parallel()
	srv := gittest.New(t, "tok-private-9d3e1a7c55")
	host := strings.TrimPrefix(srv.URL, "http://")
	for name, auth := range map[string]*backends.GitAuth{
		"no credential":             nil,
		"a rejected credential":     {Host: host, Credential: "stale", Username: "x-access-token", Token: "tok-stale-000111222"},
		"a credential of elsewhere": {Host: "git.example.com", Credential: "other", Username: "x-access-token", Token: "tok-private-9d3e1a7c55"},
	} {
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			j := shJob(`echo ran`)
			j.Case.Repo = &evalcase.Repo{URL: srv.RepoURL}
			j.GitAuth = auth
			if auth != nil {
				j.Secrets = []string{auth.Token}
			}
			_, l, err := runJob(t, newBackend(t, testConfig(t)), j)
			if diff := cmp.Diff("CONFIG/CLONE_FAILED", classCode(err)); diff != "" {
				t.Fatalf("error %v: class/code (-want +got):\n%s", err, diff)
			}
			if msg := err.Error(); !strings.Contains(msg, host) || !strings.Contains(msg, "HTTP 401") || strings.Contains(msg, "tok-") {
				t.Errorf("error %q: want the host and HTTP 401 named, no token", msg)
			}
			if got := l.stream(backends.StreamStdout); len(got) != 0 {
				t.Errorf("the harness ran: %q", got)
			}
		})
	}
}
