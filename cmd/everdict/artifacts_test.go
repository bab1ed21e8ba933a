package main

import (
	"bytes"
	"context"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"io"
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/google/go-cmp/cmp/cmpopts"

	"github.com/everdict/everdict/client"
	evdmcp "github.com/everdict/everdict/mcp"
)

// artifactHarness leaves two files and a symbolic link under
// EVERDICT_ARTIFACTS_DIR; the link is dropped.
const artifactHarness = `mkdir -p "$EVERDICT_ARTIFACTS_DIR/out" && printf 'the report\n' > "$EVERDICT_ARTIFACTS_DIR/report.txt" &&
printf '<script>alert(1)</script>' > "$EVERDICT_ARTIFACTS_DIR/out/page.html" && ln -s /etc/passwd "$EVERDICT_ARTIFACTS_DIR/passwd"`

// submitArtifactRun submits artifactHarness through the CLI and waits for
// it; it returns the run's id.
func submitArtifactRun(t *testing.T, srv *serverProcess, env map[string]string) string {
	t.Helper()
	out, errOut, code := everdict(t, env, "run", "submit", "--runtime", "local", "--task", "leave files", "--output", "json",
		"--", "sh", "-c", artifactHarness)
	if code != 0 {
		t.Fatalf("submit exit %d: %s", code, errOut)
	}
	var r client.Run
	if err := json.Unmarshal([]byte(out), &r); err != nil {
		t.Fatal(err)
	}
	waitStatus(t, srv, r.ID, "SUCCEEDED")
	return r.ID
}

func sum(s string) string {
	h := sha256.Sum256([]byte(s))
	return hex.EncodeToString(h[:])
}

// TestRunArtifactsListsAndDownloadsTheKeptFiles: `run artifacts` lists what
// a real LOCAL run kept and what it dropped; --get writes one file under
// the name's last element, checked against its SHA-256, and never
// overwrites without --force.
func TestRunArtifactsListsAndDownloadsTheKeptFiles(t *testing.T) {
	t.Parallel()
	serverEnv := envFor(t)
	srv := startServer(t, serverEnv)
	env := clientEnv(t, srv, srv.token)
	id := submitArtifactRun(t, srv, env)

	t.Run("the list names every kept file and the dropped link", func(t *testing.T) {
		out, errOut, code := everdict(t, env, "run", "artifacts", id, "-o", "json")
		if code != 0 {
			t.Fatalf("exit %d: %s", code, errOut)
		}
		var got struct {
			Artifacts []client.Artifact
			Dropped   []client.DroppedArtifact
		}
		if err := json.Unmarshal([]byte(out), &got); err != nil {
			t.Fatalf("printed %q: %v", out, err)
		}
		want := []client.Artifact{
			{Name: "out/page.html", Kind: "file", Size: 25, SHA256: sum("<script>alert(1)</script>"), ContentType: "text/html; charset=utf-8", Attempt: 1},
			{Name: "report.txt", Kind: "file", Size: 11, SHA256: sum("the report\n"), ContentType: "text/plain; charset=utf-8", Attempt: 1},
		}
		ignore := cmpopts.IgnoreFields(client.Artifact{}, "URL", "CreatedAt", "ExpiresAt")
		sortByName := cmpopts.SortSlices(func(a, b client.Artifact) bool { return a.Name < b.Name })
		if diff := cmp.Diff(want, got.Artifacts, ignore, sortByName); diff != "" {
			t.Errorf("artifacts (-want +got):\n%s", diff)
		}
		if len(got.Dropped) != 1 || got.Dropped[0].Name != "passwd" {
			t.Errorf("dropped = %+v, want the symbolic link passwd", got.Dropped)
		}

		text, errOut, code := everdict(t, env, "run", "artifacts", id)
		if code != 0 || !strings.Contains(text, "report.txt") || !strings.Contains(errOut, "dropped: passwd (") {
			t.Errorf("text list = %q / %q (exit %d), want report.txt listed and passwd dropped", text, errOut, code)
		}
	})

	t.Run("--get writes the file under its last element, checked", func(t *testing.T) {
		dir := t.TempDir()
		dst := filepath.Join(dir, "page.html")
		_, errOut, code := everdict(t, env, "run", "artifacts", id, "--get", "out/page.html", "--out", dst)
		if code != 0 {
			t.Fatalf("exit %d: %s", code, errOut)
		}
		b, err := os.ReadFile(dst)
		if err != nil || string(b) != "<script>alert(1)</script>" {
			t.Errorf("wrote %q (%v), want the page's bytes", b, err)
		}
		if _, errOut, code := everdict(t, env, "run", "artifacts", id, "--get", "out/page.html", "--out", dst); code == 0 || !strings.Contains(errOut, "--force") {
			t.Errorf("a second --get over the file exited %d (%q), want a refusal naming --force", code, errOut)
		}
		if _, errOut, code := everdict(t, env, "run", "artifacts", id, "--get", "out/page.html", "--out", dst, "--force"); code != 0 {
			t.Errorf("--force exit %d: %s", code, errOut)
		}
		entries, _ := os.ReadDir(dir)
		if len(entries) != 1 {
			t.Errorf("the directory holds %d entries, want only the file (no temporary left)", len(entries))
		}
	})

	t.Run("--get - prints the bytes", func(t *testing.T) {
		out, errOut, code := everdict(t, env, "run", "artifacts", id, "--get", "report.txt", "--out", "-")
		if code != 0 || out != "the report\n" {
			t.Errorf("printed %q (exit %d, %s), want the report", out, code, errOut)
		}
	})

	t.Run("a name the run did not keep is NOT_FOUND", func(t *testing.T) {
		_, errOut, code := everdict(t, env, "run", "artifacts", id, "--get", "passwd", "--out", "-")
		if code == 0 || !strings.Contains(errOut, "NOT_FOUND") {
			t.Errorf("exit %d (%q), want NOT_FOUND", code, errOut)
		}
	})

	t.Run("another tenant sees no run", func(t *testing.T) {
		var tok bytes.Buffer
		if err := runCommand(context.Background(), []string{"token", "create", "--tenant", "rival", "--role", "admin"},
			func(k string) string { return serverEnv[k] }, &tok, io.Discard); err != nil {
			t.Fatal(err)
		}
		_, errOut, code := everdict(t, clientEnv(t, srv, strings.TrimSpace(tok.String())), "run", "artifacts", id)
		if code == 0 || !strings.Contains(errOut, "NOT_FOUND") {
			t.Errorf("exit %d (%q), want NOT_FOUND", code, errOut)
		}
	})
}

// TestDownloadRefusesBytesThatAreNotTheArtifacts: the client checks what it
// downloaded against the listed size and SHA-256, and an altered link is
// refused by the server.
func TestDownloadRefusesBytesThatAreNotTheArtifacts(t *testing.T) {
	t.Parallel()
	srv := startServer(t, envFor(t))
	env := clientEnv(t, srv, srv.token)
	id := submitArtifactRun(t, srv, env)
	cl, err := client.New(srv.base, srv.token, nil)
	if err != nil {
		t.Fatal(err)
	}
	list, _, err := cl.RunArtifacts(context.Background(), id)
	if err != nil || len(list) == 0 {
		t.Fatalf("list = %v, %v", list, err)
	}
	a := list[0]

	var buf bytes.Buffer
	if err := cl.Download(context.Background(), a, &buf); err != nil {
		t.Fatalf("the listed link: %v", err)
	}

	wrongSum := a
	wrongSum.SHA256 = sum("something else")
	if err := cl.Download(context.Background(), wrongSum, io.Discard); !errors.Is(err, client.ErrArtifactCorrupt) {
		t.Errorf("a download whose SHA-256 differs = %v, want ErrArtifactCorrupt", err)
	}

	altered := a
	altered.URL = strings.Replace(a.URL, "sig=", "sig=A", 1)
	if err := cl.Download(context.Background(), altered, io.Discard); err == nil || !strings.Contains(err.Error(), "404") {
		t.Errorf("an altered link = %v, want the server's 404", err)
	}

	// The link carries no token and needs none.
	res, err := http.Get(srv.base + a.URL)
	if err != nil {
		t.Fatal(err)
	}
	_ = res.Body.Close()
	if res.StatusCode != http.StatusOK {
		t.Errorf("GET of the link without a token = %s, want 200", res.Status)
	}
}

// TestMCPGetRunArtifacts: the tool lists a run's files with absolute links
// an agent can follow, and refuses another tenant's run.
func TestMCPGetRunArtifacts(t *testing.T) {
	t.Parallel()
	serverEnv := envFor(t)
	srv := startServer(t, serverEnv)
	id := submitArtifactRun(t, srv, clientEnv(t, srv, srv.token))
	s, err := mcpSession(t, srv, srv.token)
	if err != nil {
		t.Fatal(err)
	}
	var got evdmcp.ArtifactList
	if msg := call(t, s, "get_run_artifacts", map[string]any{"id": id}, &got); msg != "" {
		t.Fatalf("get_run_artifacts: %s", msg)
	}
	if len(got.Artifacts) != 2 || len(got.Dropped) != 1 || got.Dropped[0].Name != "passwd" {
		t.Fatalf("get_run_artifacts = %+v, want two files and the dropped link", got)
	}
	for _, a := range got.Artifacts {
		res, err := http.Get(a.URL)
		if err != nil {
			t.Fatalf("%s: %v", a.Name, err)
		}
		b, _ := io.ReadAll(res.Body)
		_ = res.Body.Close()
		if res.StatusCode != http.StatusOK || sum(string(b)) != a.SHA256 {
			t.Errorf("GET %s = %s with %d bytes, want 200 with its SHA-256", a.URL, res.Status, len(b))
		}
	}

	var tok bytes.Buffer
	if err := runCommand(context.Background(), []string{"token", "create", "--tenant", "rival", "--role", "admin"},
		func(k string) string { return serverEnv[k] }, &tok, io.Discard); err != nil {
		t.Fatal(err)
	}
	rival, err := mcpSession(t, srv, strings.TrimSpace(tok.String()))
	if err != nil {
		t.Fatal(err)
	}
	if msg := call(t, rival, "get_run_artifacts", map[string]any{"id": id}, &got); !strings.HasPrefix(msg, "NOT_FOUND") {
		t.Errorf("another tenant's get_run_artifacts = %q, want NOT_FOUND", msg)
	}
}
