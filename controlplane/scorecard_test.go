package controlplane_test

import (
	"context"
	"fmt"
	"testing"
	"time"

	"github.com/everdict/everdict/controlplane"
	entrun "github.com/everdict/everdict/ent/run"
	"github.com/everdict/everdict/evalcase"
	"github.com/everdict/everdict/run"
	"github.com/everdict/everdict/scorecard"
	"github.com/everdict/everdict/tenancy"
)

// TestAScorecardSurvivesAKilledReplica: three replicas drive a 40-case
// scorecard; one dies holding running cases and never comes back. Its peers
// adopt its jobs and go on with the scorecard: every case settles exactly
// once, no case starts twice or is retried, and the scorecard settles.
func TestAScorecardSurvivesAKilledReplica(t *testing.T) {
	t.Parallel()
	const ttl = 2 * time.Second
	f := newFleet(t, 3, ttl)
	as := f.as(t, "acme", 1)
	f.register(t, as, "pool", 4, false)
	f.start(t)
	ctx, stop := context.WithCancel(context.Background())
	defer stop()
	rel := &releaser{paused: true}
	go rel.run(ctx, f.cluster)

	cases := make([]evalcase.Case, 40)
	for i := range cases {
		cases[i] = evalcase.Case{ID: fmt.Sprintf("case-%d", i), Task: "t"}
	}
	sc, err := f.replicas[1].Scorecards.Submit(as, scorecard.Input{Name: "nightly", Runtime: "pool", Cases: cases,
		Harness: evalcase.Harness{Name: "h", Command: []string{"true"}}})
	if err != nil {
		t.Fatal(err)
	}
	sys := tenancy.System(context.Background())
	tick := time.NewTicker(20 * time.Millisecond)
	defer tick.Stop()
	deadline := time.After(60 * time.Second)
	for rel.heldCount() < 4 {
		select {
		case <-tick.C:
		case <-deadline:
			t.Fatalf("%d of 4 slots filled", rel.heldCount())
		}
	}
	var victim *controlplane.ControlPlane
	for _, cp := range f.replicas {
		if f.db.Client.Run.Query().Where(entrun.Owner(cp.Scheduler.ID()), entrun.StatusEQ(entrun.Status(run.Running))).CountX(sys) > 0 {
			victim = cp
			break
		}
	}
	if victim == nil {
		t.Fatal("four cases run, yet no replica holds a running run")
	}
	victim.Close()
	rel.resume(f.cluster)

	deadline = time.After(ttl + 30*time.Second)
	for f.db.Client.Scorecard.GetX(sys, sc.ID).Status != scorecard.Succeeded {
		select {
		case <-tick.C:
		case <-deadline:
			t.Fatalf("the scorecard is %s after the kill", f.db.Client.Scorecard.GetX(sys, sc.ID).Status)
		}
	}
	kids := f.db.Client.Run.Query().Where(entrun.ScorecardID(sc.ID)).AllX(sys)
	if len(kids) != len(cases) {
		t.Errorf("%d children for %d cases, want one each (no retry)", len(kids), len(cases))
	}
	starts := map[string]int{}
	for _, j := range f.cluster.Order() {
		starts[j.RunID]++
	}
	f.settled.mu.Lock()
	defer f.settled.mu.Unlock()
	for _, k := range kids {
		if run.Status(k.Status) != run.Succeeded || k.Try != 1 {
			t.Errorf("case %s is %s on try %d, want SUCCEEDED on try 1", k.CaseID, k.Status, k.Try)
		}
		if n := f.settled.n[k.ID]; n != 1 {
			t.Errorf("case %s settled %d times, want once", k.CaseID, n)
		}
		if n := starts[run.CorrelationID(run.Key{RunID: k.ID, ScorecardID: *k.ScorecardID, CaseID: k.CaseID, Try: k.Try})]; n != 1 {
			t.Errorf("case %s started %d times, want once", k.CaseID, n)
		}
	}
}
