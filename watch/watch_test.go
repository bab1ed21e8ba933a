package watch_test

import (
	"fmt"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"

	"github.com/everdict/everdict/internal/apptest"
	"github.com/everdict/everdict/internal/fakebackend"
	"github.com/everdict/everdict/tenancy"
)

// bundle: one fake backend behind LOCAL runtimes, tenant acme with runtime pool.
type bundle struct {
	app   *apptest.App
	fake  *fakebackend.Backend
	token string
}

func setup(t *testing.T) *bundle {
	t.Helper()
	b := &bundle{fake: fakebackend.New(true)}
	b.app = apptest.New(t, apptest.Options{Backends: apptest.FakeLocal(b.fake)})
	b.token = b.app.Tenant(t, "acme", true, tenancy.RoleAdmin)
	b.app.Grant(t, "acme", `{name: "pool", kind: LOCAL}`)
	return b
}

func (b *bundle) submit(t *testing.T) string {
	t.Helper()
	var got struct{ SubmitRun struct{ ID string } }
	b.app.Do(t, b.token, `mutation { submitRun(input: {runtime: "pool", harness: {name: "h", command: ["true"]}, case: {task: "t"}}) { id } }`, nil).Decode(t, &got)
	return got.SubmitRun.ID
}

func (b *bundle) started(t *testing.T) string {
	t.Helper()
	select {
	case id := <-b.fake.Started():
		return id
	case <-time.After(30 * time.Second):
		t.Fatal("nothing dispatched")
		return ""
	}
}

func TestRunUpdatedFollowsOneRunToItsEnd(t *testing.T) {
	t.Parallel()
	b := setup(t)
	id := b.submit(t)
	job := b.started(t) // RUNNING, held by the fake
	s := b.app.Subscribe(t, b.token, `subscription($id: ID!) { runUpdated(id: $id) { id status } }`, map[string]any{"id": id})
	var first struct{ RunUpdated struct{ ID, Status string } }
	s.Next().Decode(t, &first)
	if first.RunUpdated.Status != "RUNNING" {
		t.Errorf("first = %+v, want the current state RUNNING", first)
	}
	b.fake.Release(job, fakebackend.Pass())
	var last struct{ RunUpdated struct{ Status string } }
	s.Next().Decode(t, &last)
	if last.RunUpdated.Status != "SUCCEEDED" {
		t.Errorf("next = %+v, want SUCCEEDED", last)
	}
	if m := s.Next(); !m.Done {
		t.Errorf("after the terminal status got %+v, want complete", m)
	}
}

func TestRunLogsBacklogThenLiveWithoutGapOrDuplicate(t *testing.T) {
	t.Parallel()
	b := setup(t)
	id := b.submit(t)
	job := b.started(t)
	// Lines 1–3 are kept before anyone watches; 4–6 arrive live.
	var lines []string
	for i := 1; i <= 6; i++ {
		lines = append(lines, fmt.Sprintf("line %d", i))
	}
	s := b.app.Subscribe(t, b.token, `subscription($id: ID!) { runLogs(id: $id, fromSeq: 1) { seq text } }`, map[string]any{"id": id})
	b.fake.Release(job, fakebackend.Outcome{Result: fakebackend.Pass().Result, Lines: lines})
	var got []string
	var seqs []int
	for {
		m := s.Next()
		if m.Done {
			break
		}
		var l struct {
			RunLogs struct {
				Seq  int
				Text string
			}
		}
		m.Decode(t, &l)
		got = append(got, l.RunLogs.Text)
		seqs = append(seqs, l.RunLogs.Seq)
	}
	if diff := cmp.Diff(lines[1:], got); diff != "" {
		t.Errorf("lines after seq 1 (-want +got):\n%s", diff)
	}
	if diff := cmp.Diff([]int{2, 3, 4, 5, 6}, seqs); diff != "" {
		t.Errorf("seqs (-want +got):\n%s", diff)
	}
}

func TestRunEventsAndQueueSnapshots(t *testing.T) {
	t.Parallel()
	b := setup(t)
	events := b.app.Subscribe(t, b.token, `subscription { runEvents { id status } }`, nil)
	queue := b.app.Subscribe(t, b.token, `subscription { queueSnapshot { tenants { tenant queued running } } }`, nil)
	var q struct {
		QueueSnapshot struct {
			Tenants []struct {
				Tenant          string
				Queued, Running int
			}
		}
	}
	queue.Next().Decode(t, &q)
	if len(q.QueueSnapshot.Tenants) != 1 || q.QueueSnapshot.Tenants[0].Running != 0 {
		t.Errorf("first snapshot %+v, want acme idle", q)
	}
	id := b.submit(t)
	job := b.started(t)
	b.fake.Release(job, fakebackend.Pass())
	var statuses []string
	for len(statuses) == 0 || statuses[len(statuses)-1] != "SUCCEEDED" {
		var e struct{ RunEvents struct{ ID, Status string } }
		events.Next().Decode(t, &e)
		if e.RunEvents.ID != id {
			t.Fatalf("event for run %s, want %s", e.RunEvents.ID, id)
		}
		statuses = append(statuses, e.RunEvents.Status)
	}
	if diff := cmp.Diff([]string{"QUEUED", "RUNNING", "SUCCEEDED"}, statuses); diff != "" {
		t.Errorf("statuses (-want +got):\n%s", diff)
	}
	// Some snapshot after the submit shows the run running or done; the
	// stream keeps answering.
	queue.Next().Decode(t, &q)
}

func TestAnotherTenantsRunCannotBeWatched(t *testing.T) {
	t.Parallel()
	b := setup(t)
	id := b.submit(t)
	other := b.app.Tenant(t, "globex", true, tenancy.RoleAdmin)
	for name, q := range map[string]string{
		"runUpdated": `subscription($id: ID!) { runUpdated(id: $id) { status } }`,
		"runLogs":    `subscription($id: ID!) { runLogs(id: $id) { seq } }`,
	} {
		m := b.app.Subscribe(t, other, q, map[string]any{"id": id}).Next()
		if len(m.Errors) == 0 || m.Errors[0].Extensions["code"] != "NOT_FOUND" {
			t.Errorf("%s of another tenant's run: %+v, want NOT_FOUND", name, m)
		}
	}
}
