package runners_test

import (
	"bytes"
	"context"
	"encoding/base64"
	"fmt"
	"io/fs"
	"log/slog"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/everdict/everdict/backends/backendtest"
	"github.com/everdict/everdict/backends/local"
	"github.com/everdict/everdict/credentials/gittest"
	"github.com/everdict/everdict/internal/apptest"
	"github.com/everdict/everdict/runner"
	"github.com/everdict/everdict/tenancy"
)

// TestMain lets the test binary serve as the LOCAL backend's supervisor,
// which a runner's executor starts.
func TestMain(m *testing.M) {
	local.MaybeRunSupervisor()
	os.Exit(m.Run())
}

// localRunner runs a real runner of token's tenant against app's server
// with a real LOCAL executor over dataDir and jobRoot (workspaces kept); it
// returns a channel of the runs it finishes ("finished run N: …").
func localRunner(t *testing.T, app *apptest.App, token, dataDir, jobRoot string) <-chan string {
	t.Helper()
	b, err := local.New(local.Config{DataDir: dataDir, ControlDir: t.TempDir(), JobRoot: jobRoot, KeepWorkspace: true,
		KillGrace: time.Second, PollInterval: 20 * time.Millisecond, Logger: slog.New(slog.DiscardHandler)})
	if err != nil {
		t.Fatal(err)
	}
	out := make(lines, 16)
	r, err := runner.New(runner.Config{Server: app.HTTP.URL, Token: token, Name: "box", Capabilities: []string{"git"}, Backend: b, Out: out})
	if err != nil {
		t.Fatal(err)
	}
	ctx, stop := context.WithCancel(context.Background())
	done := make(chan error, 1)
	go func() { done <- r.Run(ctx) }()
	finished := make(chan string, 16)
	drained := make(chan struct{})
	go func() {
		defer close(drained)
		for l := range out {
			if strings.HasPrefix(l, "finished run") {
				finished <- l
			}
		}
	}()
	t.Cleanup(func() {
		stop()
		<-done
		close(out)
		<-drained
	})
	return finished
}

type runError struct{ Code, Class, Message string }

// TestARunnersPrivateCloneUsesTheRunsCredentialWhichTheHarnessNeverFinds: a
// workspace runner with the real LOCAL executor leases runs of a private
// repository served by a real git http-backend that demands a token. With a
// registered credential matching the host, the clone succeeds; the harness
// (the attack) dumps its environment, /proc/self/environ, git's
// configuration and the workspace's .git/config into a file of its
// workspace and its log, and neither
// that log, nor the workspace, the runner's data dir, the server's logs nor
// any response holds the token (in clear or as its Authorization header).
// Without a credential the run fails CONFIG/CLONE_FAILED naming the host.
func TestARunnersPrivateCloneUsesTheRunsCredentialWhichTheHarnessNeverFinds(t *testing.T) {
	const token = "runner-clone-token-6d0f3b"
	srv := gittest.New(t, token)
	host := strings.TrimPrefix(srv.URL, "http://")
	app := apptest.New(t, apptest.Options{NoScheduler: true})
	admin := app.Tenant(t, "acme", true, tenancy.RoleAdmin)
	dataDir, jobRoot := t.TempDir(), filepath.Join(backendtest.OpenDir(t), "jobs")
	finished := localRunner(t, app, admin, dataDir, jobRoot)

	submitRepo := func(repo string) int {
		var got struct{ SubmitRun struct{ ID string } }
		app.Do(t, admin, `mutation($repo: String!, $cmd: [String!]!) { submitRun(input: {runtime: "self:ws",
			harness: {name: "h", command: $cmd}, case: {task: "t", repo: {url: $repo}}}) { id } }`,
			map[string]any{"repo": repo, "cmd": []string{"sh", "-c",
				`cat README.md; { env; tr '\0' '\n' </proc/self/environ; git config --list --show-origin; cat .git/config; } >dump.txt 2>&1; cat dump.txt`}}).Decode(t, &got)
		return mustInt(t, got.SubmitRun.ID)
	}
	type result struct {
		Status string
		Error  *runError
		Logs   []struct{ Text string }
	}
	outcome := func(id int) result {
		t.Helper()
		if l := backendtest.Await(t, finished, fmt.Sprintf("run %d finishes", id)); !strings.HasPrefix(l, fmt.Sprintf("finished run %d:", id)) {
			t.Fatalf("the runner finished %q, want run %d", l, id)
		}
		var got struct{ Run result }
		app.Do(t, admin, `query($id: ID!) { run(id: $id) { status error { code class message } logs(first: 100) { text } } }`,
			map[string]any{"id": id}).Decode(t, &got)
		return got.Run
	}

	// No credential yet: CLONE_FAILED, naming the host.
	missing := outcome(submitRepo(srv.RepoURL))
	if missing.Status != "FAILED" || missing.Error == nil || missing.Error.Code != "CLONE_FAILED" || missing.Error.Class != "CONFIG" ||
		!strings.Contains(missing.Error.Message, host) {
		t.Errorf("the run without a credential = %+v, want FAILED with CONFIG/CLONE_FAILED naming %s", missing, host)
	}

	app.Do(t, admin, `mutation($v: String!) { setSecret(name: "git-tok", value: $v, purpose: CLUSTER) { name } }`, map[string]any{"v": token}).Decode(t, &struct{}{})
	app.Do(t, admin, `mutation($in: CredentialInput!) { registerCredential(input: $in) { name } }`,
		map[string]any{"in": map[string]any{"name": "acme-git", "kind": "GIT_TOKEN", "match": host + "/acme", "username": "x-access-token", "secret": "git-tok"}}).Decode(t, &struct{}{})
	got := outcome(submitRepo(srv.RepoURL))
	if got.Status != "SUCCEEDED" {
		t.Fatalf("the run with its credential = %+v, want SUCCEEDED", got)
	}
	var text []string
	for _, l := range got.Logs {
		text = append(text, l.Text)
	}
	all := strings.Join(text, "\n")
	if !strings.Contains(all, "private") || !strings.Contains(all, "PATH=") {
		t.Fatalf("the harness did not print the README and its dump:\n%s", all)
	}
	leaks := []string{token, base64.StdEncoding.EncodeToString([]byte("x-access-token:" + token))}
	for _, leak := range leaks {
		if strings.Contains(all, leak) {
			t.Errorf("the run's log holds the credential %q", leak)
		}
		if app.Logs.Contains(leak) || app.Responses.Contains(leak) {
			t.Errorf("a server log line or response holds the credential %q", leak)
		}
	}
	if strings.Contains(all, "GIT_CONFIG_") || strings.Contains(all, "extraheader") {
		t.Errorf("the harness found the clone's git configuration:\n%s", all)
	}
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
			if bytes.Contains(b, []byte(leak)) {
				t.Errorf("%s holds the credential", p)
			}
		}
		return nil
	}
	for _, dir := range []string{dataDir, jobRoot} {
		if err := filepath.WalkDir(dir, walk); err != nil {
			t.Fatal(err)
		}
	}
	if !dumped {
		t.Fatalf("walked %d files of the runner's dirs and found no dump in the workspace", files)
	}
	if authorized, _ := srv.Requests(); authorized == 0 {
		t.Error("the git server saw no request with the token")
	}
}
