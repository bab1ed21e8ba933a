package runners_test

import (
	"fmt"
	"path/filepath"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/everdict/everdict/backends"
	"github.com/everdict/everdict/backends/backendtest"
	"github.com/everdict/everdict/internal/apptest"
	"github.com/everdict/everdict/tenancy"
)

// TestARunnersCollectedFilesAreUploadedAndListedOnTheRun: a workspace
// runner with the real LOCAL executor collects the files its harness left
// under EVERDICT_ARTIFACTS_DIR and uploads each with its lease's grant; the
// run lists them over GraphQL with the type the server sniffed, and the
// symbolic link to /etc/passwd is named dropped on the result, the
// verdict unchanged.
func TestARunnersCollectedFilesAreUploadedAndListedOnTheRun(t *testing.T) {
	app := apptest.New(t, apptest.Options{NoScheduler: true})
	admin := app.Tenant(t, "acme", true, tenancy.RoleAdmin)
	finished := localRunner(t, app, admin, t.TempDir(), filepath.Join(backendtest.OpenDir(t), "jobs"))

	var got struct{ SubmitRun struct{ ID string } }
	app.Do(t, admin, `mutation($cmd: [String!]!) { submitRun(input: {runtime: "self:ws",
		harness: {name: "h", command: $cmd}, case: {task: "t"}}) { id } }`,
		map[string]any{"cmd": []string{"sh", "-c", `set -e
d="$EVERDICT_ARTIFACTS_DIR"
printf 'the agent took notes\n' > "$d/notes.txt"
mkdir "$d/shots"
printf '\211PNG\r\n\032\n\000\000\000\rIHDR' > "$d/shots/screen.png"
ln -s /etc/passwd "$d/passwd"`}}).Decode(t, &got)
	id := mustInt(t, got.SubmitRun.ID)
	if l := backendtest.Await(t, finished, fmt.Sprintf("run %d finishes", id)); !strings.HasPrefix(l, fmt.Sprintf("finished run %d:", id)) {
		t.Fatalf("the runner finished %q, want run %d", l, id)
	}
	type artifact struct{ Name, ContentType string }
	var run struct {
		Run struct {
			Status string
			Result struct {
				Verdict          string
				ArtifactsDropped []struct{ Name, Reason string }
			}
			Artifacts []artifact
		}
	}
	app.Do(t, admin, `query($id: ID!) { run(id: $id) { status result { verdict artifactsDropped { name reason } } artifacts { name contentType } } }`,
		map[string]any{"id": id}).Decode(t, &run)
	if run.Run.Status != "SUCCEEDED" {
		t.Fatalf("run = %+v, want SUCCEEDED", run.Run)
	}
	if diff := cmp.Diff([]artifact{{"notes.txt", "text/plain; charset=utf-8"}, {"shots/screen.png", "image/png"}}, run.Run.Artifacts); diff != "" {
		t.Errorf("artifacts (-want +got):\n%s", diff)
	}
	if diff := cmp.Diff([]struct{ Name, Reason string }{{"passwd", backends.DropSymlink}}, run.Run.Result.ArtifactsDropped); diff != "" {
		t.Errorf("dropped (-want +got):\n%s", diff)
	}
}
