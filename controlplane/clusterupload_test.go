package controlplane_test

import (
	"context"
	"net/http"
	"net/url"
	"strings"
	"sync"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/everdict/everdict/backends"
	"github.com/everdict/everdict/internal/apptest"
	"github.com/everdict/everdict/internal/fakebackend"
	"github.com/everdict/everdict/runtime"
	"github.com/everdict/everdict/scheduler"
	"github.com/everdict/everdict/tenancy"
)

// TestAClusterRunsJobUploadsItsFilesWithTheGrantOfItsAttempt: the job of a
// run on a Nomad runtime carries the upload of its attempt (the control
// plane's URL, a grant), and its task's PUT with that grant is kept on the
// run; a LOCAL run's job, collected on its host, carries none.
func TestAClusterRunsJobUploadsItsFilesWithTheGrantOfItsAttempt(t *testing.T) {
	t.Parallel()
	fake := fakebackend.New(true)
	var (
		mu   sync.Mutex
		seen = map[string]*backends.ArtifactUpload{} // by runtime kind
		app  *apptest.App
	)
	status := map[string]int{}
	fake.Auto = func(j backends.Job) fakebackend.Outcome {
		kind := "LOCAL"
		if j.Case.Task == "on nomad" {
			kind = "NOMAD"
		}
		mu.Lock()
		seen[kind] = j.ArtifactUpload
		mu.Unlock()
		if u := j.ArtifactUpload; u != nil {
			// The task's upload, to the control plane at its path.
			p, err := url.Parse(u.URL)
			if err != nil {
				t.Errorf("upload URL %q: %v", u.URL, err)
				return fakebackend.Pass()
			}
			st := taskPut(app.HTTP.URL+p.Path+"?name=notes.txt", u.Grant, "from the task")
			mu.Lock()
			status[kind] = st
			mu.Unlock()
		}
		return fakebackend.Pass()
	}
	factory := func(context.Context, scheduler.Target, map[string]string) (backends.Backend, error) { return fake, nil }
	app = apptest.New(t, apptest.Options{Backends: map[runtime.Kind]scheduler.Factory{runtime.KindLocal: factory, runtime.KindNomad: factory}})
	tok := app.Tenant(t, "acme", true, tenancy.RoleAdmin)
	app.Grant(t, "acme", `{name: "local", kind: LOCAL}`)
	app.Do(t, tok, `mutation { registerRuntime(input: {name: "far", kind: NOMAD, nomad: {addr: "https://nomad.example:4646"}}) { version } }`, nil).Decode(t, &struct{}{})

	submit := func(runtimeName, task string) string {
		var sub struct{ SubmitRun struct{ ID string } }
		app.Do(t, tok, `mutation($in: SubmitRunInput!) { submitRun(input: $in) { id } }`, map[string]any{"in": map[string]any{
			"runtime": runtimeName, "harness": map[string]any{"name": "h", "command": []string{"true"}}, "case": map[string]any{"task": task},
		}}).Decode(t, &sub)
		id := sub.SubmitRun.ID
		s := app.Subscribe(t, tok, `subscription($id: ID!) { runUpdated(id: $id) { status } }`, map[string]any{"id": id})
		for {
			var got struct{ RunUpdated struct{ Status string } }
			s.Next().Decode(t, &got)
			if st := got.RunUpdated.Status; st != "QUEUED" && st != "RUNNING" {
				return id
			}
		}
	}
	nomadRun := submit("far", "on nomad")
	submit("local", "on local")

	mu.Lock()
	defer mu.Unlock()
	u := seen["NOMAD"]
	if u == nil {
		t.Fatal("the Nomad run's job carries no upload")
	}
	runID, _ := runIDs(t, app, nomadRun)
	p, _ := url.Parse(u.URL)
	if want := backends.ArtifactUploadPath(runID, 1); p.Path != want || p.Host == "" {
		t.Errorf("upload URL = %q, want the control plane's %s", u.URL, want)
	}
	if status["NOMAD"] != 201 {
		t.Errorf("the task's upload with its grant: status %d, want 201", status["NOMAD"])
	}
	if diff := cmp.Diff([]string{"notes.txt"}, names(readArtifactRun(t, app, tok, nomadRun).Artifacts)); diff != "" {
		t.Errorf("the Nomad run's artifacts (-want +got):\n%s", diff)
	}
	if got, ok := seen["LOCAL"]; !ok || got != nil {
		t.Errorf("the LOCAL run's job: upload %+v (dispatched %v), want none: LOCAL collects on its host", got, ok)
	}
}

// taskPut is a task's upload of body with grant to the control plane at
// u; its status, 0 when it could not be made.
func taskPut(u, grant, body string) int {
	req, err := http.NewRequest(http.MethodPut, u, strings.NewReader(body))
	if err != nil {
		return 0
	}
	req.Header.Set("Authorization", "Bearer "+grant)
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		return 0
	}
	_ = resp.Body.Close()
	return resp.StatusCode
}
