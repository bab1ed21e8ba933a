package runners_test

import (
	"fmt"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/everdict/everdict/internal/apptest"
	"github.com/everdict/everdict/runnerapi"
	"github.com/everdict/everdict/tenancy"
)

type update struct {
	RunnerUpdated struct {
		ID, Name, Status string
	}
}

func TestRunnerUpdatedStreamsTheTenantsRunnersThenTheirChanges(t *testing.T) {
	t.Parallel()
	app := apptest.New(t, apptest.Options{NoScheduler: true})
	acme := app.Tenant(t, "acme", true, tenancy.RoleAdmin)
	globex := app.Tenant(t, "globex", true, tenancy.RoleAdmin)
	register := func(token, name string) string {
		t.Helper()
		r, err := app.Runners.Register(app.Viewer(t, token), runnerapi.RegisterInput{Name: name, Slots: 1})
		if err != nil {
			t.Fatal(err)
		}
		return fmt.Sprint(r.ID)
	}
	box := register(acme, "gpu-box")
	theirs := register(globex, "theirs")
	const sub = `subscription { runnerUpdated { id name status } }`
	mine, other := app.Subscribe(t, acme, sub, nil), app.Subscribe(t, globex, sub, nil)
	next := func(s *apptest.Stream) update {
		t.Helper()
		var u update
		s.Next().Decode(t, &u)
		return u
	}
	var got []update
	got = append(got, next(mine)) // as it stands
	if _, err := app.Runners.Drain(app.Viewer(t, acme), mustInt(t, box)); err != nil {
		t.Fatal(err)
	}
	got = append(got, next(mine))
	if err := app.Runners.Remove(app.Viewer(t, acme), mustInt(t, box)); err != nil {
		t.Fatal(err)
	}
	got = append(got, next(mine))
	want := []update{{}, {}, {}}
	want[0].RunnerUpdated.ID, want[0].RunnerUpdated.Name, want[0].RunnerUpdated.Status = box, "gpu-box", "ONLINE"
	want[1].RunnerUpdated.ID, want[1].RunnerUpdated.Name, want[1].RunnerUpdated.Status = box, "gpu-box", "DRAINING"
	want[2].RunnerUpdated.ID, want[2].RunnerUpdated.Status = box, "REMOVED"
	if diff := cmp.Diff(want, got, cmp.Comparer(func(a, b update) bool {
		return a.RunnerUpdated.ID == b.RunnerUpdated.ID && a.RunnerUpdated.Status == b.RunnerUpdated.Status &&
			(b.RunnerUpdated.Name == "" || a.RunnerUpdated.Name == b.RunnerUpdated.Name)
	})); diff != "" {
		t.Errorf("acme's stream (-want +got):\n%s", diff)
	}
	// globex's stream has its own runner, then only its own changes: acme's
	// drain and removal above never reach it.
	if u := next(other); u.RunnerUpdated.ID != theirs {
		t.Errorf("globex's first update = %+v, want its own runner %s", u, theirs)
	}
	if _, err := app.Runners.Drain(app.Viewer(t, globex), mustInt(t, theirs)); err != nil {
		t.Fatal(err)
	}
	if u := next(other); u.RunnerUpdated.ID != theirs || u.RunnerUpdated.Status != "DRAINING" {
		t.Errorf("globex's next update = %+v, want its own runner DRAINING (nothing of acme's)", u)
	}
}

func mustInt(t *testing.T, s string) int {
	t.Helper()
	var n int
	if _, err := fmt.Sscan(s, &n); err != nil {
		t.Fatal(err)
	}
	return n
}

func TestOnlyAnAdminSetsAWorkspaceRunnersRate(t *testing.T) {
	t.Parallel()
	app := apptest.New(t, apptest.Options{NoScheduler: true})
	admin := app.Tenant(t, "acme", true, tenancy.RoleAdmin)
	member := app.Tenant(t, "acme", true, tenancy.RoleMember)
	ws, err := app.Runners.Register(app.Viewer(t, admin), runnerapi.RegisterInput{Name: "ws-box"})
	if err != nil {
		t.Fatal(err)
	}
	own, err := app.Runners.Register(app.Viewer(t, member), runnerapi.RegisterInput{Name: "laptop"})
	if err != nil {
		t.Fatal(err)
	}
	const set = `mutation($id: ID!, $r: Float!) { setRunnerRate(id: $id, ratePerHourUsd: $r) { ratePerHourUsd } }`
	cases := map[string]struct {
		token string
		id    int
		rate  float64
		code  string
	}{
		"an admin sets a workspace runner's rate":         {admin, ws.ID, 1.5, ""},
		"a member may not, even for the workspace's":      {member, ws.ID, 9, "NOT_FOUND"},
		"a member's own runner never bills the workspace": {member, own.ID, 9, "FORBIDDEN"},
		"a personal runner has no rate to set":            {admin, own.ID, 9, "BAD_USER_INPUT"},
		"a negative rate is refused":                      {admin, ws.ID, -1, "BAD_USER_INPUT"},
	}
	for name, tc := range cases {
		res := app.Do(t, tc.token, set, map[string]any{"id": tc.id, "r": tc.rate})
		if got := res.Code(); got != tc.code {
			t.Errorf("%s: code %q, want %q", name, got, tc.code)
		}
	}
	var list struct {
		Runners []struct {
			Name           string
			RatePerHourUsd float64
		}
	}
	app.Do(t, admin, `{ runners { name ratePerHourUsd } }`, nil).Decode(t, &list)
	for _, r := range list.Runners {
		if want := map[string]float64{"ws-box": 1.5, "laptop": 0}[r.Name]; r.RatePerHourUsd != want {
			t.Errorf("%s rate = %v, want %v", r.Name, r.RatePerHourUsd, want)
		}
	}
}

func TestARunnerRunWithAWebhookNeedsTheTenantsSecret(t *testing.T) {
	t.Parallel()
	app := apptest.New(t, apptest.Options{NoScheduler: true})
	admin := app.Tenant(t, "acme", true, tenancy.RoleAdmin)
	box, err := app.Runners.Register(app.Viewer(t, admin), runnerapi.RegisterInput{Name: "box"})
	if err != nil {
		t.Fatal(err)
	}
	const submit = `mutation($rt: String!) { submitRun(input: {runtime: $rt, harness: {name: "h", command: ["true"]},
		case: {task: "t"}, webhookUrl: "https://hooks.example.com/x"}) { id } }`
	vars := map[string]any{"rt": fmt.Sprintf("self:%d", box.ID)}
	if code := app.Do(t, admin, submit, vars).Code(); code != "FAILED_PRECONDITION" {
		t.Errorf("a webhookUrl before the tenant has a secret: code %q, want FAILED_PRECONDITION", code)
	}
	app.Do(t, admin, `mutation { rotateWebhookSecret }`, nil).Decode(t, &struct{}{})
	app.Do(t, admin, submit, vars).Decode(t, &struct{}{})
}

// TestARunWithAnImageIsRefusedForRunnersAtSubmit: a runner's executor runs
// no image, so such a run is refused at once (not left waiting forever, nor
// leased to a runner whose machine has docker).
func TestARunWithAnImageIsRefusedForRunnersAtSubmit(t *testing.T) {
	t.Parallel()
	app := apptest.New(t, apptest.Options{NoScheduler: true})
	admin := app.Tenant(t, "acme", true, tenancy.RoleAdmin)
	box, err := app.Runners.Register(app.Viewer(t, admin), runnerapi.RegisterInput{Name: "box", Capabilities: []string{"docker", "git"}})
	if err != nil {
		t.Fatal(err)
	}
	const submit = `mutation($rt: String!) { submitRun(input: {runtime: $rt, harness: {name: "h", command: ["true"]},
		case: {task: "t", image: "alpine:3"}}) { id } }`
	for _, rt := range []string{"self", "self:ws", fmt.Sprintf("self:%d", box.ID)} {
		res := app.Do(t, admin, submit, map[string]any{"rt": rt})
		if res.Code() != "BAD_USER_INPUT" || !strings.Contains(res.Errors[0].Message, "runs no image") {
			t.Errorf("%s: %+v, want BAD_USER_INPUT saying a runner runs no image", rt, res.Errors)
		}
	}
}
