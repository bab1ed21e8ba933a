package runners_test

import (
	"context"
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"

	"github.com/everdict/everdict/backends/backendtest"
	"github.com/everdict/everdict/internal/apptest"
	"github.com/everdict/everdict/internal/fakebackend"
	"github.com/everdict/everdict/run"
	"github.com/everdict/everdict/runner"
	"github.com/everdict/everdict/runnerapi"
	"github.com/everdict/everdict/runners"
	"github.com/everdict/everdict/tenancy"
)

// lines hands over each line a runner prints.
type lines chan string

func (l lines) Write(p []byte) (int, error) {
	l <- string(p)
	return len(p), nil
}

// startRunner runs a real runner of token's tenant in-process against app's
// server, with slots slots and fake as its LOCAL executor, and returns its id.
func startRunner(t *testing.T, app *apptest.App, token string, slots int, fake *fakebackend.Backend) int {
	t.Helper()
	out := make(lines, 16)
	r, err := runner.New(runner.Config{Server: app.HTTP.URL, Token: token, Name: "box", Slots: slots, Backend: fake, Out: out})
	if err != nil {
		t.Fatal(err)
	}
	ctx, stop := context.WithCancel(context.Background())
	done := make(chan error, 1)
	go func() { done <- r.Run(ctx) }()
	var id int
	if _, err := fmt.Sscanf(backendtest.Await(t, out, "the runner registers"), "registered as runner %d", &id); err != nil {
		t.Fatal(err)
	}
	drained := make(chan struct{})
	go func() {
		defer close(drained)
		for range out {
		}
	}()
	t.Cleanup(func() {
		stop()
		<-done // its jobs have ended: nothing prints any more
		close(out)
		<-drained
	})
	return id
}

func submit(t *testing.T, app *apptest.App, token, runtime string) int {
	t.Helper()
	var got struct{ SubmitRun struct{ ID string } }
	app.Do(t, token, `mutation($rt: String!) { submitRun(input: {runtime: $rt, harness: {name: "h", command: ["true"]}, case: {task: "t"}}) { id } }`,
		map[string]any{"rt": runtime}).Decode(t, &got)
	return mustInt(t, got.SubmitRun.ID)
}

type state struct {
	Status        string
	WaitingReason *struct{ Code, Message string }
}

func runState(t *testing.T, app *apptest.App, token string, id int) state {
	t.Helper()
	var got struct{ Run state }
	app.Do(t, token, `query($id: ID!) { run(id: $id) { status waitingReason { code message } } }`, map[string]any{"id": id}).Decode(t, &got)
	return got.Run
}

// TestARunnerRunWaitsForItsTenantsQuotaEvenWhenItsRunnerIsIdle: a tenant
// whose maxConcurrent is 1 runs one run, on a runner or on a runtime; its
// next run for its runner waits with QUOTA while the runner has a free slot
// and leases, and starts on it once the first run settles.
func TestARunnerRunWaitsForItsTenantsQuotaEvenWhenItsRunnerIsIdle(t *testing.T) {
	t.Parallel()
	for name, first := range map[string]string{"the first on a runner": "self:ws", "the first on a runtime": "pool"} {
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			pool := fakebackend.New(true)
			app := apptest.New(t, apptest.Options{Backends: apptest.FakeLocal(pool)})
			admin := app.Tenant(t, "acme", true, tenancy.RoleAdmin)
			op := app.Tenant(t, "platform", true, tenancy.RoleOperator)
			app.Grant(t, "acme", `{name: "pool", kind: LOCAL}`)
			app.Do(t, op, `mutation { setTenantPolicy(input: {tenant: "acme", maxConcurrent: 1}) { slug } }`, nil).Decode(t, &struct{}{})
			box := fakebackend.New(true)
			id := startRunner(t, app, admin, 2, box)

			started := box.Started()
			if first == "pool" {
				started = pool.Started()
			}
			one := submit(t, app, admin, first)
			job := backendtest.Await(t, started, "the first run starts")
			two := submit(t, app, admin, "self:ws")

			// The runner is idle (one free slot at least) and leasing: a
			// lease of its finds nothing it may take.
			brief, err := runners.New(runners.Config{DB: app.DB.Client, Runs: app.Runs, Ledger: app.Ledger, LeaseWait: time.Nanosecond})
			if err != nil {
				t.Fatal(err)
			}
			if got, err := brief.Lease(app.Viewer(t, admin), id); got != nil || err != nil {
				t.Fatalf("a lease for the idle runner = %+v, %v; want none while acme is at its quota", got, err)
			}
			list, err := app.Runners.List(app.Viewer(t, admin))
			if err != nil {
				t.Fatal(err)
			}
			if len(list) != 1 || len(list[0].Runs) >= list[0].Slots || list[0].Status != runnerapi.Online {
				t.Fatalf("runners = %+v, want one ONLINE with a free slot", list)
			}
			got := runState(t, app, admin, two)
			if got.WaitingReason == nil || got.WaitingReason.Code != "QUOTA" || !strings.Contains(got.WaitingReason.Message, "1 of its 1 concurrent runs") {
				t.Errorf("the second run = %+v, want QUEUED waiting with QUOTA at 1 of its 1 concurrent runs", got)
			}

			if first != "pool" {
				// One budget: a run for a runtime waits for the runner's too.
				other := submit(t, app, admin, "pool")
				if got := runState(t, app, admin, other); got.WaitingReason == nil || got.WaitingReason.Code != "QUOTA" {
					t.Errorf("a run for the runtime = %+v, want QUEUED waiting with QUOTA", got)
				}
				if _, err := app.Runs.Cancel(app.Viewer(t, admin), other); err != nil {
					t.Fatal(err)
				}
			}

			// The first settles: the second starts on the runner.
			if first == "pool" {
				pool.Release(job, fakebackend.Pass())
			} else {
				box.Release(job, fakebackend.Pass())
			}
			next := backendtest.Await(t, box.Started(), "the second run starts on the runner")
			if want := run.CorrelationID(run.Key{RunID: two}) + "-1"; next != want {
				t.Errorf("the runner started %s, want %s", next, want)
			}
			if diff := cmp.Diff(state{Status: "RUNNING"}, runState(t, app, admin, two)); diff != "" {
				t.Errorf("the second run (-want +got):\n%s", diff)
			}
			if got := runState(t, app, admin, one); got.Status != "SUCCEEDED" {
				t.Errorf("the first run is %s, want SUCCEEDED", got.Status)
			}
		})
	}
}

// TestARunnerRunGivesItsSlotBackOnceWhenItSettles: a leased runner run
// holds one of its tenant's runs in flight in the ledger until it completes
// or is canceled; a second complete and later heartbeats give back nothing
// more.
func TestARunnerRunGivesItsSlotBackOnceWhenItSettles(t *testing.T) {
	t.Parallel()
	app := apptest.New(t, apptest.Options{NoScheduler: true})
	admin := app.Tenant(t, "acme", true, tenancy.RoleAdmin)
	as := app.Viewer(t, admin)
	box, err := app.Runners.Register(as, runnerapi.RegisterInput{Name: "box", Slots: 2})
	if err != nil {
		t.Fatal(err)
	}
	target := fmt.Sprintf("self:%d", box.ID)
	done, canceled := submit(t, app, admin, target), submit(t, app, admin, target)
	var steps []string
	inFlight := func(step string) {
		t.Helper()
		n, err := app.Ledger.TenantInFlight(context.Background(), "acme")
		if err != nil {
			t.Fatal(err)
		}
		steps = append(steps, fmt.Sprintf("%s: %d", step, n))
	}
	for range 2 {
		if job, err := app.Runners.Lease(as, box.ID); job == nil || err != nil {
			t.Fatalf("lease = %+v, %v; want a job", job, err)
		}
	}
	inFlight("both leased")
	failed := runnerapi.Outcome{Failure: &runnerapi.Failure{Code: "EXIT", Message: "exit 1"}}
	if _, err := app.Runners.Complete(as, box.ID, done, failed); err != nil {
		t.Fatal(err)
	}
	inFlight("one completed")
	if _, err := app.Runners.Complete(as, box.ID, done, failed); err == nil {
		t.Error("completing a run twice: no error, want NOT_FOUND")
	}
	inFlight("completed again")
	if _, _, err := app.Runners.Heartbeat(as, box.ID); err != nil {
		t.Fatal(err)
	}
	inFlight("heartbeat")
	if _, err := app.Runs.Cancel(as, canceled); err != nil {
		t.Fatal(err)
	}
	inFlight("the other canceled")
	for range 2 {
		if _, _, err := app.Runners.Heartbeat(as, box.ID); err != nil {
			t.Fatal(err)
		}
	}
	inFlight("two heartbeats")
	want := []string{"both leased: 2", "one completed: 1", "completed again: 1", "heartbeat: 1",
		"the other canceled: 1", "two heartbeats: 0"}
	if diff := cmp.Diff(want, steps); diff != "" {
		t.Errorf("acme's runs in flight in the ledger (-want +got):\n%s", diff)
	}
}
