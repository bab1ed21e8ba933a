package scheduler_test

import (
	"context"
	"fmt"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"

	"github.com/everdict/everdict/autoscale"
	"github.com/everdict/everdict/backends"
	"github.com/everdict/everdict/clock/clocktest"
	"github.com/everdict/everdict/internal/apptest"
	"github.com/everdict/everdict/internal/fakebackend"
	"github.com/everdict/everdict/runtime"
	"github.com/everdict/everdict/scheduler"
	"github.com/everdict/everdict/tenancy"
)

// TestABacklogScalesAnElasticRuntimeUpAndIdlenessScalesItDown: an elastic
// NOMAD runtime (0 to 5 slots, a 60 s cooldown) has 0 live slots until
// the autoscaler sees its backlog of 3, then 3; two runs queued after the
// decision wait for CAPACITY (3 slots, not the 5 of max) until a slot
// frees. Once idle for the cooldown it goes back to 0, and both
// changes are audited. The autoscaler's periods are driven by a clocktest
// clock; no test step sleeps.
func TestABacklogScalesAnElasticRuntimeUpAndIdlenessScalesItDown(t *testing.T) {
	t.Parallel()
	const interval = 10 * time.Second
	clk := clocktest.New(time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC))
	decided := make(chan int, 16)
	b := &bundle{fake: fakebackend.New(true), settled: make(settled, 16)}
	b.app = apptest.New(t, apptest.Options{
		Backends: map[runtime.Kind]scheduler.Factory{
			runtime.KindNomad: func(context.Context, scheduler.Target, map[string]string) (backends.Backend, error) {
				return b.fake, nil
			},
		},
		Notifier:  b.settled,
		Autoscale: autoscale.Config{Interval: interval, Clock: clk, Decided: func(n int) { decided <- n }},
	})
	<-decided // the first pass, before any elastic runtime
	b.token = b.app.Tenant(t, "acme", true, tenancy.RoleAdmin)
	b.app.Grant(t, "acme", `{name: "elastic", kind: NOMAD, nomad: {addr: "https://nomad.example.com:4646"}, admission: {autoscale: {min: 0, max: 5, cooldownSec: 60}}}`)
	period := func() int {
		t.Helper()
		clk.BlockUntil(t, 1)
		clk.Advance(interval)
		return <-decided
	}
	live := func() any {
		t.Helper()
		var got struct {
			Queue struct {
				Runtimes []struct {
					Runtime   string
					Autoscale map[string]any
				}
			}
		}
		b.app.Do(t, b.token, `{ queue { runtimes { runtime autoscale { min max desired } } } }`, nil).Decode(t, &got)
		for _, r := range got.Queue.Runtimes {
			if r.Runtime == "elastic" {
				return r.Autoscale["desired"]
			}
		}
		t.Fatal("the queue shows no runtime elastic")
		return nil
	}
	submit := func() int {
		t.Helper()
		var got struct{ SubmitRun struct{ ID string } }
		b.app.Do(t, b.token, `mutation { submitRun(input: {runtime: "elastic", harness: {name: "h", command: ["true"]}, case: {task: "t"}}) { id } }`, nil).
			Decode(t, &got)
		var id int
		fmt.Sscan(got.SubmitRun.ID, &id)
		return id
	}
	for range 3 {
		submit()
	}
	if got := live(); got != 0.0 {
		t.Fatalf("before any decision the queue shows %v live slots, want min 0", got)
	}
	if n := period(); n != 1 {
		t.Fatalf("the autoscaler committed %d scales, want 1", n)
	}
	if got := live(); got != 3.0 {
		t.Fatalf("after a backlog of 3 the queue shows %v live slots, want 3", got)
	}
	late := []int{submit(), submit()} // within the period: the slots stay 3
	b.app.Scheduler.Kick()
	started := []string{b.waitStarted(t), b.waitStarted(t), b.waitStarted(t)}
	for _, id := range late {
		var got struct {
			Run struct {
				WaitingReason struct{ Code, Message string }
			}
		}
		b.app.Do(t, b.token, `query($id: ID!) { run(id: $id) { waitingReason { code message } } }`, map[string]any{"id": id}).Decode(t, &got)
		if w := got.Run.WaitingReason; w.Code != scheduler.WaitingCapacity {
			t.Errorf("run %d queued over the live slots: waitingReason %+v, want CAPACITY", id, w)
		}
	}
	for _, id := range started {
		b.fake.Release(id, fakebackend.Pass())
	}
	b.fake.Release(b.waitStarted(t), fakebackend.Pass())
	b.fake.Release(b.waitStarted(t), fakebackend.Pass())
	for range 5 {
		b.waitSettled(t)
	}
	if got := b.fake.MaxInFlight(); got != 3 {
		t.Errorf("%d runs in flight at most, want the 3 live slots", got)
	}
	// A settle is heard before its slot is given back: the idle periods
	// start once the queue shows none in flight, or the cooldown's peak
	// would count the last run.
	for deadline := time.Now().Add(30 * time.Second); ; {
		var q struct {
			Queue struct {
				Runtimes []struct {
					Runtime  string
					InFlight int
				}
			}
		}
		b.app.Do(t, b.token, `{ queue { runtimes { runtime inFlight } } }`, nil).Decode(t, &q)
		busy := false
		for _, r := range q.Queue.Runtimes {
			busy = busy || r.Runtime == "elastic" && r.InFlight > 0
		}
		if !busy {
			break
		}
		if time.Now().After(deadline) {
			t.Fatal("the elastic runtime still holds a slot 30 s after its runs settled")
		}
		<-time.After(5 * time.Millisecond) // poll, as eventually does
	}
	// Idle: the slots stay for the 60 s cooldown, then go to min.
	for i := range 6 {
		period()
		if got := live(); got != 3.0 {
			t.Fatalf("idle period %d: %v live slots, want 3 until the cooldown ends", i+1, got)
		}
	}
	period()
	if got := live(); got != 0.0 {
		t.Fatalf("after the cooldown: %v live slots, want min 0", got)
	}
	var trail struct {
		AuditEvents struct {
			Edges []struct {
				Node struct {
					Target  string
					Details []struct{ Key, Value string }
				}
			}
		}
	}
	b.app.Do(t, b.token, `{ auditEvents(first: 10, where: {action: "runtime.autoscale"}) { edges { node { target details { key value } } } } }`, nil).
		Decode(t, &trail)
	var got []string
	for _, e := range trail.AuditEvents.Edges {
		d := map[string]string{}
		for _, kv := range e.Node.Details {
			d[kv.Key] = kv.Value
		}
		got = append(got, e.Node.Target+" "+d["from"]+"→"+d["to"])
	}
	want := []string{"elastic 3→0", "elastic 0→3"} // newest first
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("audited scale changes (-want +got):\n%s", diff)
	}
}
