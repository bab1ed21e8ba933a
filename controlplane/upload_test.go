package controlplane_test

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"io"
	"log/slog"
	"net/http"
	"net/url"
	"os"
	"strconv"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"

	"github.com/everdict/everdict/artifacts"
	"github.com/everdict/everdict/backends"
	"github.com/everdict/everdict/clock/clocktest"
	"github.com/everdict/everdict/controlplane"
	"github.com/everdict/everdict/internal/apptest"
	"github.com/everdict/everdict/tenancy"
)

// quotaApp wires a control plane over the real LOCAL backend with the
// default collection limits and a tenant quota of quota bytes, its artifact
// clock clk.
func quotaApp(t *testing.T, clk *clocktest.Clock, quota int64) (*apptest.App, string) {
	t.Helper()
	if os.Geteuid() != 0 {
		t.Skip("LOCAL jobs need the control plane to run as root")
	}
	real := controlplane.DefaultBackends(t.TempDir(), controlplane.LocalHost{},
		[]byte("the tests' wire key, 32 bytes"), slog.New(slog.DiscardHandler))
	app := apptest.New(t, apptest.Options{Backends: real, ArtifactClock: clk, ArtifactTenantQuota: quota})
	tok, err := app.Bootstrap(context.Background())
	if err != nil || tok == "" {
		t.Fatalf("bootstrap = %q, %v", tok, err)
	}
	return app, tok
}

// put uploads body as name to run's attempt with grant, returning the
// status and the answer.
func put(t *testing.T, app *apptest.App, grant string, runID, attempt int, name, body string) (int, backends.ArtifactUploadAnswer) {
	t.Helper()
	u := app.HTTP.URL + backends.ArtifactUploadPath(runID, attempt) + "?" + url.Values{"name": {name}}.Encode()
	req, err := http.NewRequest(http.MethodPut, u, strings.NewReader(body))
	if err != nil {
		t.Fatal(err)
	}
	if grant != "" {
		req.Header.Set("Authorization", "Bearer "+grant)
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer func() { _ = resp.Body.Close() }()
	var ans backends.ArtifactUploadAnswer
	b, _ := io.ReadAll(resp.Body)
	_ = json.Unmarshal(b, &ans)
	return resp.StatusCode, ans
}

func runIDs(t *testing.T, app *apptest.App, id string) (runID, tenantID int) {
	t.Helper()
	runID, err := strconv.Atoi(id)
	if err != nil {
		t.Fatal(err)
	}
	r, err := app.DB.Run.Get(tenancy.System(context.Background()), runID)
	if err != nil {
		t.Fatal(err)
	}
	return runID, r.TenantID
}

func names(list []artifactView) []string {
	out := make([]string, len(list))
	for i, a := range list {
		out[i] = a.Name
	}
	return out
}

// TestAnUploadGrantKeepsFilesOfItsRunOnlyWithinItsLimits: a file PUT with
// its run's grant is kept under a key the server makes, listed on the run
// with the type the server sniffed; a missing, altered or expired grant is
// 401; a grant of another run, another attempt or another tenant is 403; a
// name leaving the directory is refused; a body over the run's byte limit
// is cut at the limit (413) and leaves no row; a file over the run's file
// limit is dropped with the reason; the run takes no file once it settled
// over the grace ago.
func TestAnUploadGrantKeepsFilesOfItsRunOnlyWithinItsLimits(t *testing.T) {
	t.Parallel()
	clk := clocktest.New(time.Now())
	app, tok := quotaApp(t, clk, 0)
	id, _ := runWithArtifacts(t, app, tok, "echo nothing to keep")
	runID, tenantID := runIDs(t, app, id)
	otherID, _ := runWithArtifacts(t, app, tok, "echo another")
	other, _ := runIDs(t, app, otherID)
	limits := backends.ArtifactLimits{MaxFiles: 2, MaxBytes: 64}
	grant := app.Artifacts.Grant(tenantID, runID, 1, limits, time.Minute)

	if st, ans := put(t, app, grant, runID, 1, "logs/trace.json", `{"steps": 3}`); st != http.StatusCreated || ans.Seq != 1 {
		t.Fatalf("upload = %d %+v, want 201 seq 1", st, ans)
	}
	run := readArtifactRun(t, app, tok, id)
	if len(run.Artifacts) != 1 {
		t.Fatalf("artifacts = %+v, want the uploaded file", run.Artifacts)
	}
	sum := sha256.Sum256([]byte(`{"steps": 3}`))
	if diff := cmp.Diff(artifactView{Name: "logs/trace.json", Kind: "file", Size: 12, ContentType: "text/plain; charset=utf-8",
		Sha256: hex.EncodeToString(sum[:])}, run.Artifacts[0],
		cmp.FilterPath(func(p cmp.Path) bool { return p.Last().String() == ".URL" }, cmp.Ignore())); diff != "" {
		t.Errorf("the uploaded artifact (-want +got):\n%s", diff)
	}
	if resp, body := get(t, app, run.Artifacts[0].URL); resp.StatusCode != http.StatusOK || body != `{"steps": 3}` {
		t.Errorf("its link served %d %q", resp.StatusCode, body)
	}

	altered := grant[:len(grant)-2] + "xx"
	for name, g := range map[string]string{"no grant": "", "a grant altered": altered, "a token not a grant": tok} {
		if st, _ := put(t, app, g, runID, 1, "x.txt", "x"); st != http.StatusUnauthorized {
			t.Errorf("%s: status %d, want 401", name, st)
		}
	}
	cases := map[string]struct {
		grant        string
		run, attempt int
	}{
		"another run's grant":           {app.Artifacts.Grant(tenantID, other, 1, limits, time.Minute), runID, 1},
		"another attempt's grant":       {app.Artifacts.Grant(tenantID, runID, 2, limits, time.Minute), runID, 1},
		"another tenant's grant":        {app.Artifacts.Grant(tenantID+1, runID, 1, limits, time.Minute), runID, 1},
		"a grant on another run's path": {grant, other, 1},
	}
	for name, c := range cases {
		if st, _ := put(t, app, c.grant, c.run, c.attempt, "x.txt", "x"); st != http.StatusForbidden {
			t.Errorf("%s: status %d, want 403", name, st)
		}
	}
	// A grant of an attempt that is not the run's current one.
	if st, ans := put(t, app, app.Artifacts.Grant(tenantID, runID, 2, limits, time.Minute), runID, 2, "x.txt", "x"); st != http.StatusConflict {
		t.Errorf("an attempt not the run's: status %d %+v, want 409", st, ans)
	}
	for _, name := range []string{"../../etc/cron.d/x", "/etc/passwd", "a/../../b", "", `a\b`} {
		if st, ans := put(t, app, grant, runID, 1, name, "x"); st != http.StatusBadRequest || ans.Dropped != backends.DropBadName {
			t.Errorf("name %q: %d %+v, want 400 %q", name, st, ans, backends.DropBadName)
		}
	}
	big := strings.Repeat("b", 100)
	if st, ans := put(t, app, grant, runID, 1, "big.bin", big); st != http.StatusRequestEntityTooLarge || !strings.HasPrefix(ans.Dropped, backends.DropTooLarge) {
		t.Errorf("over the byte limit: %d %+v, want 413 %q", st, ans, backends.DropTooLarge)
	}
	// A body of unannounced length is read no further than the limit.
	endless := &countingReader{}
	req, err := http.NewRequest(http.MethodPut, app.HTTP.URL+backends.ArtifactUploadPath(runID, 1)+"?name=endless.bin", io.LimitReader(endless, 256<<20))
	if err != nil {
		t.Fatal(err)
	}
	req.Header.Set("Authorization", "Bearer "+grant)
	if resp, err := http.DefaultClient.Do(req); err == nil {
		_ = resp.Body.Close()
		if resp.StatusCode != http.StatusRequestEntityTooLarge {
			t.Errorf("an endless body: status %d, want 413", resp.StatusCode)
		}
	}
	if n := endless.n.Load(); n > 32<<20 {
		t.Errorf("the server read %d bytes of an endless body, want it cut at the limit", n)
	}
	if st, _ := put(t, app, grant, runID, 1, "second.txt", "2"); st != http.StatusCreated {
		t.Errorf("the second file: status %d, want 201", st)
	}
	if st, ans := put(t, app, grant, runID, 1, "third.txt", "3"); st != http.StatusRequestEntityTooLarge || !strings.HasPrefix(ans.Dropped, backends.DropTooMany) {
		t.Errorf("over the file limit: %d %+v, want 413 %q", st, ans, backends.DropTooMany)
	}
	if diff := cmp.Diff([]string{"logs/trace.json", "second.txt"}, names(readArtifactRun(t, app, tok, id).Artifacts)); diff != "" {
		t.Errorf("kept (-want +got):\n%s", diff)
	}

	// After the grace, the settled run takes no more; after its expiry,
	// the grant is refused.
	fresh := app.Artifacts.Grant(tenantID, other, 1, limits, time.Hour)
	clk.Advance(artifacts.UploadGraceDefault + time.Minute)
	if st, ans := put(t, app, fresh, other, 1, "late.txt", "late"); st != http.StatusConflict || ans.Dropped == "" {
		t.Errorf("after the grace: %d %+v, want 409", st, ans)
	}
	clk.Advance(time.Hour + artifacts.GrantMarginDefault)
	if st, _ := put(t, app, fresh, other, 1, "late.txt", "late"); st != http.StatusUnauthorized {
		t.Errorf("an expired grant: status %d, want 401", st)
	}
}

// TestATenantsQuotaDropsWhatWouldGoOverItWithoutFailingTheRun: the files of
// a LOCAL run that would take its tenant over its quota are dropped, named
// on the result with the reason, and the verdict stays the graders'; an
// upload over the quota is refused with the same reason.
func TestATenantsQuotaDropsWhatWouldGoOverItWithoutFailingTheRun(t *testing.T) {
	t.Parallel()
	app, tok := quotaApp(t, clocktest.New(time.Now()), 1000)
	id, run := runWithArtifacts(t, app, tok, `set -e
head -c 600 /dev/zero > "$EVERDICT_ARTIFACTS_DIR/a.bin"
head -c 600 /dev/zero > "$EVERDICT_ARTIFACTS_DIR/b.bin"`)
	if run.Status != "SUCCEEDED" || run.Result == nil || run.Result.Verdict != "PASS" {
		t.Fatalf("run = %+v, want SUCCEEDED PASS", run)
	}
	if diff := cmp.Diff([]string{"a.bin"}, names(run.Artifacts)); diff != "" {
		t.Errorf("kept (-want +got):\n%s", diff)
	}
	want := []struct{ Name, Reason string }{{"b.bin", "over the tenant's artifact quota (1000 bytes)"}}
	if diff := cmp.Diff(want, run.Result.ArtifactsDropped); diff != "" {
		t.Errorf("dropped (-want +got):\n%s", diff)
	}
	runID, tenantID := runIDs(t, app, id)
	grant := app.Artifacts.Grant(tenantID, runID, 1, backends.ArtifactLimits{}, time.Minute)
	if st, ans := put(t, app, grant, runID, 1, "c.bin", strings.Repeat("c", 500)); st != http.StatusRequestEntityTooLarge || ans.Dropped != want[0].Reason {
		t.Errorf("an upload over the quota: %d %+v, want 413 %q", st, ans, want[0].Reason)
	}
}

// TestARuntimesAdmissionLimitsTheFilesCollectedOfItsRuns: a LOCAL runtime
// registered with artifactsMaxFiles 1 keeps one file of a run and names the
// other dropped.
func TestARuntimesAdmissionLimitsTheFilesCollectedOfItsRuns(t *testing.T) {
	t.Parallel()
	app, tok := quotaApp(t, clocktest.New(time.Now()), 0)
	app.Do(t, tok, `mutation { registerRuntime(input: {name: "tight", kind: LOCAL, admission: {artifactsMaxFiles: 1, artifactsMaxBytes: 4096}}) { version } }`, nil).Decode(t, &struct{}{})
	var sub struct{ SubmitRun struct{ ID string } }
	app.Do(t, tok, `mutation($in: SubmitRunInput!) { submitRun(input: $in) { id } }`, map[string]any{"in": map[string]any{
		"runtime": "tight",
		"harness": map[string]any{"name": "keeper", "command": []string{"sh", "-c", `echo 1 > "$EVERDICT_ARTIFACTS_DIR/one"; echo 2 > "$EVERDICT_ARTIFACTS_DIR/two"`}},
		"case":    map[string]any{"task": "leave two", "timeoutSec": 60},
	}}).Decode(t, &sub)
	s := app.Subscribe(t, tok, `subscription($id: ID!) { runUpdated(id: $id) { status } }`, map[string]any{"id": sub.SubmitRun.ID})
	for {
		var got struct{ RunUpdated struct{ Status string } }
		s.Next().Decode(t, &got)
		if st := got.RunUpdated.Status; st != "QUEUED" && st != "RUNNING" {
			break
		}
	}
	run := readArtifactRun(t, app, tok, sub.SubmitRun.ID)
	if diff := cmp.Diff([]string{"one"}, names(run.Artifacts)); diff != "" {
		t.Errorf("kept (-want +got):\n%s", diff)
	}
	if run.Result == nil || len(run.Result.ArtifactsDropped) != 1 || run.Result.ArtifactsDropped[0].Reason != backends.DropTooMany+" (1)" {
		t.Errorf("result = %+v, want two dropped over the limit of 1 file", run.Result)
	}
}

// countingReader is an endless stream of zeros that counts what was read.
type countingReader struct{ n atomic.Int64 }

func (r *countingReader) Read(p []byte) (int, error) {
	clear(p)
	r.n.Add(int64(len(p)))
	return len(p), nil
}
