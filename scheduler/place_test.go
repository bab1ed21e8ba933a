package scheduler_test

import (
	"context"
	"fmt"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"

	"github.com/everdict/everdict/autoscale"
	"github.com/everdict/everdict/backends"
	"github.com/everdict/everdict/clock/clocktest"
	"github.com/everdict/everdict/internal/apptest"
	"github.com/everdict/everdict/internal/fakebackend"
	"github.com/everdict/everdict/ledger"
	"github.com/everdict/everdict/run"
	"github.com/everdict/everdict/runtime"
	"github.com/everdict/everdict/scheduler"
	"github.com/everdict/everdict/tenancy"
)

// placeBundle is setup's bundle with two more LOCAL runtimes of acme's,
// "a" and "b", of the given slots each.
func placeBundle(t *testing.T, noScheduler bool, slotsA, slotsB int) *bundle {
	t.Helper()
	b := setup(t, noScheduler)
	b.app.Grant(t, "acme", fmt.Sprintf(`{name: "a", kind: LOCAL, admission: {maxConcurrent: %d}}`, slotsA))
	b.app.Grant(t, "acme", fmt.Sprintf(`{name: "b", kind: LOCAL, admission: {maxConcurrent: %d}}`, slotsB))
	return b
}

// submitTo submits a run of case c (GraphQL input) to runtime ref, with
// extra input fields ("" for none), and returns its id.
func (b *bundle) submitTo(t *testing.T, ref, extra, c string) int {
	t.Helper()
	var got struct{ SubmitRun struct{ ID string } }
	b.app.Do(t, b.token, `mutation($rt: String!) { submitRun(input: {runtime: $rt, `+extra+` harness: {name: "h", command: ["true"]}, case: `+c+`}) { id } }`,
		map[string]any{"rt": ref}).Decode(t, &got)
	var id int
	fmt.Sscan(got.SubmitRun.ID, &id)
	return id
}

// placedRun is a run as the API shows it.
type placedRun struct {
	Runtime       string
	Status        string
	WaitingReason *struct{ Code, Message string }
}

func (b *bundle) runOf(t *testing.T, id int) placedRun {
	t.Helper()
	var got struct{ Run placedRun }
	b.app.Do(t, b.token, `query($id: ID!) { run(id: $id) { runtime status waitingReason { code message } } }`,
		map[string]any{"id": id}).Decode(t, &got)
	return got.Run
}

func TestARunSubmittedForTwoRuntimesIsPlacedByItsPolicy(t *testing.T) {
	t.Parallel()
	tests := map[string]struct {
		extra string
		want  string
	}{
		"by default it spreads to the least-loaded runtime": {want: "b"},
		"SPREAD spreads to the least-loaded runtime":        {extra: "placement: SPREAD,", want: "b"},
		"PACK packs onto the most-loaded runtime with room": {extra: "placement: PACK,", want: "a"},
	}
	for name, tc := range tests {
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			b := placeBundle(t, false, 2, 2)
			busy := b.submitTo(t, "a", "", `{task: "t"}`)
			b.waitFor(t, busy) // a: 1 of 2 slots in use, b: none
			id := b.submitTo(t, "a, b", tc.extra, `{task: "t"}`)
			b.waitFor(t, id)
			got := b.runOf(t, id)
			if diff := cmp.Diff(placedRun{Runtime: tc.want, Status: "RUNNING"}, got); diff != "" {
				t.Errorf("the placed run (-want +got):\n%s", diff)
			}
		})
	}
}

func TestARunWhoseCandidatesAreFullWaitsNamingThemAndIsPlacedWhenASlotFrees(t *testing.T) {
	t.Parallel()
	b := placeBundle(t, false, 1, 1)
	onA := b.waitFor(t, b.submitTo(t, "a", "", `{task: "t"}`))
	onB := b.waitFor(t, b.submitTo(t, "b", "", `{task: "t"}`))
	id := b.submitTo(t, "a,b", "placement: PACK,", `{task: "t"}`)
	got := b.runOf(t, id)
	if got.Status != "QUEUED" || got.Runtime != "a,b" || got.WaitingReason == nil || got.WaitingReason.Code != "PLACEMENT" ||
		!strings.Contains(got.WaitingReason.Message, "one of a, b") {
		t.Fatalf("a run whose candidates are full: %+v, want QUEUED on \"a,b\" waiting for PLACEMENT on one of a, b", got)
	}
	b.fake.Release(onB, fakebackend.Pass())
	b.waitFor(t, id)
	if got := b.runOf(t, id); got.Runtime != "b" || got.Status != "RUNNING" {
		t.Errorf("once b's slot freed: %+v, want RUNNING on b", got)
	}
	b.fake.Release(onA, fakebackend.Pass())
}

func TestASubmitForSeveralRuntimesIsValidated(t *testing.T) {
	t.Parallel()
	b := placeBundle(t, true, 1, 1)
	tests := map[string]struct {
		ref, c   string
		code     string
		contains string
	}{
		"a case no candidate can run names the missing capability": {
			ref: "a,b", c: `{task: "t", browser: true}`, code: "BAD_USER_INPUT", contains: "browser",
		},
		"auto refuses a case no usable runtime can run": {
			ref: "auto", c: `{task: "t", browser: true}`, code: "BAD_USER_INPUT", contains: "browser",
		},
		"an unknown candidate is refused":  {ref: "a,nope", c: `{task: "t"}`, code: "NOT_FOUND", contains: "nope"},
		"a runtime named twice is refused": {ref: "a,a", c: `{task: "t"}`, code: "BAD_USER_INPUT", contains: "twice"},
		"a runner target is no candidate":  {ref: "a,self", c: `{task: "t"}`, code: "BAD_USER_INPUT", contains: "self"},
		"more than eight are refused": {
			ref: "a,b,c,d,e,f,g,h,i", c: `{task: "t"}`, code: "BAD_USER_INPUT", contains: "2 to 8",
		},
	}
	for name, tc := range tests {
		t.Run(name, func(t *testing.T) {
			res := b.app.Do(t, b.token, `mutation($rt: String!) { submitRun(input: {runtime: $rt, harness: {name: "h", command: ["true"]}, case: `+tc.c+`}) { id } }`,
				map[string]any{"rt": tc.ref})
			if res.Code() != tc.code || !strings.Contains(res.Errors[0].Message, tc.contains) {
				t.Errorf("submit to %q: %+v, want %s naming %q", tc.ref, res.Errors, tc.code, tc.contains)
			}
		})
	}
	// auto takes every usable runtime that can run the case.
	id := b.submitTo(t, "auto", "", `{task: "t"}`)
	r, err := b.app.Runs.Get(tenancy.System(context.Background()), id)
	if err != nil {
		t.Fatal(err)
	}
	if len(r.Candidates) != 3 || r.Policy != "SPREAD" || r.RuntimeVersionID != 0 {
		t.Errorf("a run for auto: candidates %v, policy %q, version %d; want 3 candidates (pool, a, b), SPREAD, unplaced",
			r.Candidates, r.Policy, r.RuntimeVersionID)
	}
}

// TestTwoReplicasPlaceOneRunOnce: the store arbitrates a placement; of
// replicas placing one run at once, one does.
func TestTwoReplicasPlaceOneRunOnce(t *testing.T) {
	t.Parallel()
	t.Run("racing writes: one applies", func(t *testing.T) {
		t.Parallel()
		b := placeBundle(t, true, 1, 1)
		id := b.submitTo(t, "a,b", "", `{task: "t"}`)
		sys := tenancy.System(context.Background())
		r, err := b.app.Runs.Get(sys, id)
		if err != nil {
			t.Fatal(err)
		}
		var (
			wg     sync.WaitGroup
			mu     sync.Mutex
			placed []string
		)
		for i, name := range []string{"a", "b"} {
			wg.Go(func() {
				ok, err := b.app.Runs.Place(sys, id, run.Target{Ref: name, Name: name, RuntimeID: i + 100, VersionID: r.Candidates[i], Version: 1})
				if err != nil {
					t.Error(err)
				}
				if ok {
					mu.Lock()
					placed = append(placed, name)
					mu.Unlock()
				}
			})
		}
		wg.Wait()
		if len(placed) != 1 {
			t.Fatalf("placements applied: %v, want exactly one", placed)
		}
		got, err := b.app.Runs.Get(sys, id)
		if err != nil {
			t.Fatal(err)
		}
		if diff := cmp.Diff(placed[0], got.RuntimeName); diff != "" {
			t.Errorf("the run's runtime (-winner +got):\n%s", diff)
		}
	})
	t.Run("two schedulers: one placement, one dispatch", func(t *testing.T) {
		t.Parallel()
		b := placeBundle(t, true, 1, 1)
		shared := ledger.NewMemory(ledger.MemoryConfig{})
		for range 2 {
			s, err := scheduler.New(scheduler.Config{
				DB:   b.app.DB.Client,
				Runs: b.app.Runs,
				Backends: scheduler.NewDispatcher(map[runtime.Kind]scheduler.Factory{
					runtime.KindLocal: func(context.Context, scheduler.Target, map[string]string) (backends.Backend, error) {
						return b.fake, nil
					},
				}, b.app.Vault),
				Ledger:  shared,
				Secrets: b.app.Vault,
				Events:  b.app.Events,
			})
			if err != nil {
				t.Fatal(err)
			}
			if err := s.Start(context.Background()); err != nil {
				t.Fatal(err)
			}
			t.Cleanup(s.Stop)
		}
		id := b.submitTo(t, "a,b", "", `{task: "t"}`)
		job := b.waitFor(t, id)
		b.fake.Release(job, fakebackend.Pass())
		if r := b.waitSettled(t); r.ID != id || r.Status != run.Succeeded {
			t.Fatalf("settled run %d %s, want %d SUCCEEDED", r.ID, r.Status, id)
		}
		if n := len(b.fake.Order()); n != 1 {
			t.Errorf("the run was dispatched %d times, want once", n)
		}
		if n := strings.Count(b.app.Logs.String(), fmt.Sprintf(`msg="run placed" run_id=%d `, id)); n != 1 {
			t.Errorf("the run was placed %d times, want once", n)
		}
	})
}

func TestAnElasticCandidateOffersItsLiveSlotsNotItsMost(t *testing.T) {
	t.Parallel()
	b := &bundle{fake: fakebackend.New(true), settled: make(settled, 16)}
	backs := apptest.FakeLocal(b.fake)
	backs[runtime.KindNomad] = func(context.Context, scheduler.Target, map[string]string) (backends.Backend, error) {
		return b.fake, nil
	}
	b.app = apptest.New(t, apptest.Options{
		Backends: backs,
		Notifier: b.settled,
		// No period passes: the elastic runtime keeps its min, 1 live slot.
		Autoscale: autoscale.Config{Clock: clocktest.New(time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC))},
	})
	b.token = b.app.Tenant(t, "acme", true, tenancy.RoleAdmin)
	b.app.Grant(t, "acme", `{name: "elastic", kind: NOMAD, nomad: {addr: "https://nomad.example.com:4646"}, admission: {autoscale: {min: 1, max: 8}}}`)
	b.app.Grant(t, "acme", `{name: "b", kind: LOCAL, admission: {maxConcurrent: 4}}`)
	onE := b.waitFor(t, b.submitTo(t, "elastic", "", `{task: "t"}`)) // elastic: 1 of 1 live slot (of 8 at most)
	onB := b.waitFor(t, b.submitTo(t, "b", "", `{task: "t"}`))       // b: 1 of 4
	id := b.submitTo(t, "elastic,b", "placement: SPREAD,", `{task: "t"}`)
	onEither := b.waitFor(t, id)
	if diff := cmp.Diff(placedRun{Runtime: "b", Status: "RUNNING"}, b.runOf(t, id)); diff != "" {
		t.Errorf("a run for elastic or b, elastic's one live slot in use (-want +got):\n%s", diff)
	}
	for _, r := range []string{onE, onB, onEither} {
		b.fake.Release(r, fakebackend.Pass())
	}
}
