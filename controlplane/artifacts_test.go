package controlplane_test

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"io"
	"log/slog"
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"

	"github.com/everdict/everdict/artifacts"
	"github.com/everdict/everdict/artifacts/artifactstest"
	"github.com/everdict/everdict/clock/clocktest"
	"github.com/everdict/everdict/controlplane"
	"github.com/everdict/everdict/internal/apptest"
	"github.com/everdict/everdict/tenancy"
)

// artifactHarness leaves, under EVERDICT_ARTIFACTS_DIR: a text file, an
// HTML page, a PNG in a subdirectory, a symbolic link to /etc/passwd, a
// file over the byte limit (1 KiB) and two more files, the second over the
// file limit (4).
const artifactHarness = `set -e
d="$EVERDICT_ARTIFACTS_DIR"
printf 'the agent took notes\n' > "$d/notes.txt"
printf '<html><body><script>alert(document.cookie)</script></body></html>' > "$d/page.html"
ln -s /etc/passwd "$d/passwd"
mkdir "$d/shots"
printf '\211PNG\r\n\032\n\000\000\000\rIHDR' > "$d/shots/screen.png"
head -c 2048 /dev/zero > "$d/zz-big.bin"
printf 'more\n' > "$d/zz-more.txt"
printf 'most\n' > "$d/zz-most.txt"
echo done`

type artifactView struct {
	Name, Kind, Sha256, ContentType, URL string
	Size                                 int
}

type artifactRun struct {
	Status string
	Result *struct {
		Verdict          string
		ArtifactsDropped []struct{ Name, Reason string }
	}
	Artifacts []artifactView
}

const artifactFields = `status result { verdict artifactsDropped { name reason } } artifacts { name kind size sha256 contentType url }`

// artifactApp wires a control plane over the real LOCAL backend, collecting
// at most 4 files and 1 KiB a run, its artifact links timed by clk.
func artifactApp(t *testing.T, clk *clocktest.Clock, store ...artifacts.Store) (*apptest.App, string) {
	t.Helper()
	var st artifacts.Store
	if len(store) > 0 {
		st = store[0]
	}
	if os.Geteuid() != 0 {
		t.Skip("LOCAL jobs need the control plane to run as root")
	}
	real := controlplane.DefaultBackends(t.TempDir(), controlplane.LocalHost{MaxArtifactFiles: 4, MaxArtifactBytes: 1024},
		[]byte("the tests' wire key, 32 bytes"), slog.New(slog.DiscardHandler))
	app := apptest.New(t, apptest.Options{Backends: real, ArtifactClock: clk, ArtifactStore: st})
	tok, err := app.Bootstrap(context.Background())
	if err != nil || tok == "" {
		t.Fatalf("bootstrap = %q, %v", tok, err)
	}
	return app, tok
}

// runWithArtifacts submits a LOCAL run of script, graded by a TESTS_PASS
// grader that passes, and returns it once it ended.
func runWithArtifacts(t *testing.T, app *apptest.App, tok, script string, env ...map[string]any) (string, artifactRun) {
	t.Helper()
	var sub struct{ SubmitRun struct{ ID string } }
	harness := map[string]any{"name": "keeper", "command": []string{"sh", "-c", script}}
	if len(env) > 0 {
		harness["env"] = env
	}
	app.Do(t, tok, `mutation($in: SubmitRunInput!) { submitRun(input: $in) { id } }`, map[string]any{"in": map[string]any{
		"runtime": "local",
		"harness": harness,
		"case": map[string]any{"task": "leave evidence", "timeoutSec": 60,
			"graders": []map[string]any{{"kind": "TESTS_PASS", "command": []string{"true"}}}},
	}}).Decode(t, &sub)
	id := sub.SubmitRun.ID
	s := app.Subscribe(t, tok, `subscription($id: ID!) { runUpdated(id: $id) { status } }`, map[string]any{"id": id})
	for {
		var got struct{ RunUpdated struct{ Status string } }
		s.Next().Decode(t, &got)
		if st := got.RunUpdated.Status; st != "QUEUED" && st != "RUNNING" {
			break
		}
	}
	return id, readArtifactRun(t, app, tok, id)
}

func readArtifactRun(t *testing.T, app *apptest.App, tok, id string) artifactRun {
	t.Helper()
	var r struct{ Run artifactRun }
	app.Do(t, tok, `query($id: ID!) { run(id: $id) { `+artifactFields+` } }`, map[string]any{"id": id}).Decode(t, &r)
	return r.Run
}

// stores are the artifact stores the store-bound tests run against: the
// filesystem (nil: the control plane's default) and S3 (gofakes3).
var stores = map[string]func(testing.TB) artifacts.Store{
	"filesystem": func(testing.TB) artifacts.Store { return nil },
	"s3":         func(t testing.TB) artifacts.Store { return artifactstest.S3(t) },
}

// get fetches a link (the server's, or a presigned one) with no credential, as a browser's
// <img> or download would.
func get(t *testing.T, app *apptest.App, link string) (*http.Response, string) {
	t.Helper()
	if !strings.HasPrefix(link, "http") {
		link = app.HTTP.URL + link
	}
	resp, err := http.Get(link)
	if err != nil {
		t.Fatal(err)
	}
	defer func() { _ = resp.Body.Close() }()
	b, _ := io.ReadAll(resp.Body)
	return resp, string(b)
}

func byName(t *testing.T, list []artifactView, name string) artifactView {
	t.Helper()
	for _, a := range list {
		if a.Name == name {
			return a
		}
	}
	t.Fatalf("no artifact %q in %+v", name, list)
	return artifactView{}
}

// TestAHarnesssFilesAreCollectedListedAndServedWithinTheLimits: on the real
// LOCAL backend, the files a harness leaves under EVERDICT_ARTIFACTS_DIR
// are kept and listed with their size, SHA-256 and the content type the
// server sniffed; the symbolic link to /etc/passwd is refused, the file
// over the byte limit and the one over the file limit are dropped with
// their reasons on the result, and the verdict is the graders' alone. An
// image is served inline, the HTML page as an attachment under the
// sandbox CSP with nosniff.
func TestAHarnesssFilesAreCollectedListedAndServedWithinTheLimits(t *testing.T) {
	t.Parallel()
	for name, store := range stores {
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			collectedListedAndServed(t, name, store(t))
		})
	}
}

func collectedListedAndServed(t *testing.T, storeName string, store artifacts.Store) {
	app, tok := artifactApp(t, clocktest.New(time.Now()), store)
	_, run := runWithArtifacts(t, app, tok, artifactHarness)

	if run.Status != "SUCCEEDED" || run.Result == nil || run.Result.Verdict != "PASS" {
		t.Fatalf("run = %+v, want SUCCEEDED and PASS: collection never changes the verdict", run)
	}
	type kept struct {
		Name, Kind, ContentType string
		Size                    int
	}
	var got []kept
	for _, a := range run.Artifacts {
		got = append(got, kept{a.Name, a.Kind, a.ContentType, a.Size})
	}
	want := []kept{
		{"notes.txt", "file", "text/plain; charset=utf-8", 21},
		{"page.html", "file", "text/html; charset=utf-8", 65},
		{"shots/screen.png", "file", "image/png", 16},
		{"zz-more.txt", "file", "text/plain; charset=utf-8", 5},
	}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("artifacts (-want +got):\n%s", diff)
	}
	sum := sha256.Sum256([]byte("the agent took notes\n"))
	if notes := byName(t, run.Artifacts, "notes.txt"); notes.Sha256 != hex.EncodeToString(sum[:]) {
		t.Errorf("notes.txt sha256 = %s, want %x", notes.Sha256, sum)
	}
	type dropped struct{ Name, Reason string }
	var drops []dropped
	for _, d := range run.Result.ArtifactsDropped {
		drops = append(drops, dropped{d.Name, d.Reason})
	}
	wantDrops := []dropped{
		{"passwd", "symbolic link refused"},
		{"zz-big.bin", "over the limit of bytes (1024)"},
		{"zz-most.txt", "over the limit of files (4)"},
	}
	if diff := cmp.Diff(wantDrops, drops); diff != "" {
		t.Errorf("artifactsDropped (-want +got):\n%s", diff)
	}

	resp, body := get(t, app, byName(t, run.Artifacts, "notes.txt").URL)
	if resp.StatusCode != http.StatusOK || body != "the agent took notes\n" {
		t.Fatalf("GET notes.txt = %d %q", resp.StatusCode, body)
	}
	if storeName == "s3" {
		// S3 serves from its own origin, with the disposition presigned.
		if u := byName(t, run.Artifacts, "page.html").URL; !strings.Contains(u, "response-content-disposition=attachment") {
			t.Errorf("page.html's presigned link %s is not an attachment", u)
		}
		for _, a := range run.Artifacts {
			if _, body := get(t, app, a.URL); strings.Contains(body, "root:") {
				t.Errorf("artifact %s served /etc/passwd", a.Name)
			}
		}
		return
	}
	resp, _ = get(t, app, byName(t, run.Artifacts, "shots/screen.png").URL)
	if h := resp.Header; resp.StatusCode != http.StatusOK || h.Get("Content-Type") != "image/png" || h.Get("Content-Disposition") != "inline" {
		t.Errorf("GET screen.png = %d %v, want an inline image/png", resp.StatusCode, h)
	}
	resp, body = get(t, app, byName(t, run.Artifacts, "page.html").URL)
	h := resp.Header
	if resp.StatusCode != http.StatusOK || !strings.Contains(body, "<script>") {
		t.Fatalf("GET page.html = %d %q", resp.StatusCode, body)
	}
	if d := h.Get("Content-Disposition"); d != `attachment; filename=page.html` {
		t.Errorf("page.html Content-Disposition = %q, want an attachment", d)
	}
	if csp := h.Get("Content-Security-Policy"); csp != "sandbox; default-src 'none'" {
		t.Errorf("page.html CSP = %q, want the sandbox", csp)
	}
	if h.Get("X-Content-Type-Options") != "nosniff" {
		t.Errorf("page.html X-Content-Type-Options = %q, want nosniff", h.Get("X-Content-Type-Options"))
	}
	for _, a := range run.Artifacts {
		if _, body := get(t, app, a.URL); strings.Contains(body, "root:") {
			t.Errorf("artifact %s served /etc/passwd", a.Name)
		}
	}
}

// TestAnArtifactLinkThatIsAlteredExpiredOrAnotherTenantsIsRefused: a link
// whose signature, key or expiry was changed is NOT_FOUND, and so is the
// link once its 5 minutes passed. Another tenant can neither list the
// run's artifacts nor reach them by rewriting its own signed link to the
// run's key.
func TestAnArtifactLinkThatIsAlteredExpiredOrAnotherTenantsIsRefused(t *testing.T) {
	t.Parallel()
	clk := clocktest.New(time.Now())
	app, tok := artifactApp(t, clk)
	id, run := runWithArtifacts(t, app, tok, `printf 'secret plan\n' > "$EVERDICT_ARTIFACTS_DIR/plan.txt"; printf 'other\n' > "$EVERDICT_ARTIFACTS_DIR/plan2.txt"`)
	if len(run.Artifacts) != 2 {
		t.Fatalf("artifacts = %+v, want plan.txt and plan2.txt", run.Artifacts)
	}
	link := run.Artifacts[0].URL
	if resp, body := get(t, app, link); resp.StatusCode != http.StatusOK || body != "secret plan\n" {
		t.Fatalf("GET the signed link = %d %q", resp.StatusCode, body)
	}
	path, query, _ := strings.Cut(link, "?")
	other := run.Artifacts[1].URL
	otherPath, _, _ := strings.Cut(other, "?")
	sig := query[strings.Index(query, "sig=")+4:]
	flipped := "A"
	if sig[0] == 'A' {
		flipped = "B"
	}
	for name, l := range map[string]string{
		"another file's key under this signature": otherPath + "?" + query,
		"an altered signature":                    path + "?" + strings.Replace(query, "sig="+sig, "sig="+flipped+sig[1:], 1),
		"a later expiry":                          path + "?" + strings.Replace(query, "exp=", "exp=9", 1),
		"no signature":                            path,
		"a path leaving the store":                "/artifacts/../../etc/passwd?" + query,
	} {
		if resp, body := get(t, app, l); resp.StatusCode != http.StatusNotFound || strings.Contains(body, "secret plan") {
			t.Errorf("%s: GET = %d %q, want 404", name, resp.StatusCode, body)
		}
	}

	// Another tenant, on the same shared runtime.
	otherTok := app.Tenant(t, "rival", true, tenancy.RoleAdmin)
	if r := app.Do(t, otherTok, `query($id: ID!) { run(id: $id) { artifacts { url } } }`, map[string]any{"id": id}); string(r.Data) != `{"run":null}` && r.Code() != "NOT_FOUND" {
		t.Errorf("another tenant's read of the run = %s %+v, want no run", r.Data, r.Errors)
	} else if strings.Contains(string(r.Data), "/artifacts/") {
		t.Errorf("another tenant was given a link: %s", r.Data)
	}
	_, theirs := runWithArtifacts(t, app, otherTok, `printf 'mine\n' > "$EVERDICT_ARTIFACTS_DIR/mine.txt"`)
	if len(theirs.Artifacts) != 1 {
		t.Fatalf("the rival's artifacts = %+v", theirs.Artifacts)
	}
	_, theirQuery, _ := strings.Cut(theirs.Artifacts[0].URL, "?")
	if resp, body := get(t, app, path+"?"+theirQuery); resp.StatusCode != http.StatusNotFound || strings.Contains(body, "secret plan") {
		t.Errorf("the rival's signature on the run's key: GET = %d %q, want 404", resp.StatusCode, body)
	}

	// Five minutes later the link has expired.
	clk.Advance(5*time.Minute + time.Second)
	if resp, _ := get(t, app, link); resp.StatusCode != http.StatusNotFound {
		t.Errorf("GET an expired link = %d, want 404", resp.StatusCode)
	}
}

// TestRetentionRemovesExpiredArtifactsFromTheStoreAndTheRun: once an
// artifact's retention (30 days by default) has passed, the retention
// sweep deletes its object and its row: the run lists it no more.
func TestRetentionRemovesExpiredArtifactsFromTheStoreAndTheRun(t *testing.T) {
	t.Parallel()
	for name, store := range stores {
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			retentionRemoves(t, store(t))
		})
	}
}

func retentionRemoves(t *testing.T, store artifacts.Store) {
	clk := clocktest.New(time.Now())
	app, tok := artifactApp(t, clk, store)
	id, run := runWithArtifacts(t, app, tok, `printf 'old\n' > "$EVERDICT_ARTIFACTS_DIR/old.txt"`)
	if len(run.Artifacts) != 1 {
		t.Fatalf("artifacts = %+v, want old.txt", run.Artifacts)
	}
	if resp, body := get(t, app, run.Artifacts[0].URL); resp.StatusCode != http.StatusOK || body != "old\n" {
		t.Fatalf("GET old.txt = %d %q", resp.StatusCode, body)
	}
	rows, err := app.DB.Client.Artifact.Query().All(tenancy.System(context.Background()))
	if err != nil || len(rows) != 1 {
		t.Fatalf("artifact rows = %v, %v", rows, err)
	}
	if store == nil {
		if store, err = artifacts.NewFS(filepath.Join(app.DataDir, "artifacts")); err != nil {
			t.Fatal(err)
		}
	}
	clk.Advance(29 * 24 * time.Hour)
	if n, err := app.Retention.Sweep(context.Background()); err != nil || n != 0 {
		t.Fatalf("a sweep before the expiry deleted %d, %v", n, err)
	}
	clk.Advance(24*time.Hour + time.Minute)
	if n, err := app.Retention.Sweep(context.Background()); err != nil || n != 1 {
		t.Fatalf("a sweep after the expiry deleted %d, %v; want the artifact", n, err)
	}
	if got := readArtifactRun(t, app, tok, id); len(got.Artifacts) != 0 {
		t.Errorf("artifacts after retention = %+v, want none", got.Artifacts)
	}
	if _, err := store.Open(context.Background(), rows[0].StoreKey); !errors.Is(err, artifacts.ErrNotFound) {
		t.Errorf("the object after retention: Open = %v, want ErrNotFound", err)
	}
}

// TestAnArtifactsNameIsMaskedForTheRunsSecrets: a harness that names a
// kept file and a dropped one after a secret it was given finds the
// secret masked in both names, as in its logs.
func TestAnArtifactsNameIsMaskedForTheRunsSecrets(t *testing.T) {
	t.Parallel()
	app, tok := artifactApp(t, clocktest.New(time.Now()))
	app.Do(t, tok, `mutation { setSecret(name: "API_TOKEN", value: "sk-live-7f3a9c") { name } }`, nil).Decode(t, &struct{}{})
	_, run := runWithArtifacts(t, app, tok, `d="$EVERDICT_ARTIFACTS_DIR"; printf x > "$d/key-$API_TOKEN.txt"; ln -s /etc/passwd "$d/link-$API_TOKEN"`,
		map[string]any{"name": "API_TOKEN", "secretRef": "API_TOKEN"})
	if len(run.Artifacts) != 1 || run.Result == nil || len(run.Result.ArtifactsDropped) != 1 {
		t.Fatalf("run = %+v, want one kept and one dropped", run)
	}
	if got := run.Artifacts[0].Name; got != "key-***.txt" {
		t.Errorf("kept name = %q, want the secret masked", got)
	}
	if got := run.Result.ArtifactsDropped[0].Name; got != "link-***" {
		t.Errorf("dropped name = %q, want the secret masked", got)
	}
	if app.Responses.Contains("sk-live-7f3a9c") {
		t.Error("a response holds the secret")
	}
}
