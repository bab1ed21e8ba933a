package scheduler_test

import (
	"fmt"
	"strings"
	"testing"

	"github.com/everdict/everdict/internal/apptest"
	"github.com/everdict/everdict/internal/fakebackend"
	"github.com/everdict/everdict/run"
	"github.com/everdict/everdict/tenancy"
)

// TestATenantTakesOnlyItsShareOfASharedRuntime: on the shared runtime
// (4 slots, so a default share of 2), one tenant's runs beyond its share
// wait with TENANT_SHARE while another tenant's run starts in a free slot;
// an OPERATOR's per-tenant policy replaces the share.
func TestATenantTakesOnlyItsShareOfASharedRuntime(t *testing.T) {
	t.Parallel()
	fake := fakebackend.New(true)
	app := apptest.New(t, apptest.Options{Backends: apptest.FakeLocal(fake)})
	op := app.Tenant(t, "platform", true, tenancy.RoleOperator)
	app.Do(t, op, `mutation { registerRuntime(input: {name: "shared", kind: LOCAL, shared: true, admission: {maxConcurrent: 4}}) { version } }`, nil).
		Decode(t, &struct{}{})
	hog := app.Tenant(t, "hog", true, tenancy.RoleMember)
	other := app.Tenant(t, "other", true, tenancy.RoleMember)
	submit := func(token string) int {
		t.Helper()
		var got struct{ SubmitRun struct{ ID string } }
		app.Do(t, token, `mutation { submitRun(input: {runtime: "shared", harness: {name: "h", command: ["sleep"]}, case: {task: "t"}}) { id } }`, nil).
			Decode(t, &got)
		var id int
		fmt.Sscan(got.SubmitRun.ID, &id)
		return id
	}
	b := &bundle{app: app, fake: fake}
	reason := func(id int) map[string]any {
		t.Helper()
		var got struct {
			Run struct{ WaitingReason map[string]any }
		}
		app.Do(t, hog, `query($id: ID!) { run(id: $id) { waitingReason { code message } } }`, map[string]any{"id": id}).Decode(t, &got)
		return got.Run.WaitingReason
	}

	var hogs []int
	for range 4 {
		hogs = append(hogs, submit(hog))
	}
	started := map[string]bool{b.waitStarted(t): true, b.waitStarted(t): true}
	if !started[run.CorrelationID(hogs[0])] || !started[run.CorrelationID(hogs[1])] {
		t.Fatalf("started %v, want the hog's first two runs", started)
	}
	// The hog's other two runs wait for its share, not for capacity: the
	// other tenant's run takes a free slot.
	b.waitFor(t, submit(other))
	for _, id := range hogs[2:] {
		got := reason(id)
		if got["code"] != "TENANT_SHARE" || !strings.Contains(fmt.Sprint(got["message"]), "2 of its 2 slots") {
			t.Errorf("the hog's run %d: waitingReason %v, want TENANT_SHARE naming its 2 slots", id, got)
		}
	}
	if running := fake.MaxInFlight(); running != 3 {
		t.Errorf("%d runs in flight, want 3 (the hog's 2 and the other's 1)", running)
	}

	// An OPERATOR gives the hog 3 slots on every shared runtime.
	app.Do(t, op, `mutation { setTenantPolicy(input: {tenant: "hog", maxSlotsPerRuntime: 3}) { maxSlotsPerRuntime } }`, nil).
		Decode(t, &struct{}{})
	app.Scheduler.Kick()
	b.waitFor(t, hogs[2])
	if got := reason(hogs[3]); got["code"] != "TENANT_SHARE" || !strings.Contains(fmt.Sprint(got["message"]), "3 of its 3 slots") {
		t.Errorf("the hog's last run: waitingReason %v, want TENANT_SHARE naming its 3 slots", got)
	}
}
