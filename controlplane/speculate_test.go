package controlplane_test

import (
	"log/slog"
	"os"
	"testing"
	"time"

	"github.com/everdict/everdict/controlplane"
	"github.com/everdict/everdict/internal/apptest"
	"github.com/everdict/everdict/runtime"
	"github.com/everdict/everdict/scheduler"
	"github.com/everdict/everdict/scorecard"
	"github.com/everdict/everdict/tenancy"
)

// TestAStragglersDuplicateWinsAndTheOriginalIsSuperseded: on the real
// LOCAL backend, a speculating scorecard of three cases whose case "slow"
// hangs on its first try (its duplicate, try 2, does not). Once the two
// others settle, "slow" runs past their p95 and gets a duplicate; the
// duplicate settles first and is the case's result, and the original is
// canceled as SUPERSEDED, billed for the seconds it held (the runtime
// costs a dollar a second), not for its whole sleep. The aggregate counts
// three cases.
func TestAStragglersDuplicateWinsAndTheOriginalIsSuperseded(t *testing.T) {
	t.Parallel()
	if os.Geteuid() != 0 {
		t.Skip("LOCAL jobs need the control plane to run as root")
	}
	real := controlplane.DefaultBackends(t.TempDir(), controlplane.LocalHost{}, []byte("the tests' wire key, 32 bytes"), slog.New(slog.DiscardHandler))
	app := apptest.New(t, apptest.Options{
		Backends:   map[runtime.Kind]scheduler.Factory{runtime.KindLocal: real[runtime.KindLocal]},
		Scorecards: scorecard.OrchestratorConfig{SweepInterval: 100 * time.Millisecond, Debounce: 10 * time.Millisecond},
	})
	tok := app.Tenant(t, "acme", true, tenancy.RoleAdmin)
	app.Grant(t, "acme", `{name: "pool", kind: LOCAL, admission: {maxConcurrent: 4}, costPerHourUsd: 3600}`)

	var sub struct {
		SubmitScorecard struct {
			ID int `json:",string"`
		}
	}
	app.Do(t, tok, `mutation($in: SubmitScorecardInput!) { submitScorecard(input: $in) { id } }`, map[string]any{"in": map[string]any{
		"name": "tail", "runtime": "pool", "speculate": true, "maxAttempts": 1,
		"harness": map[string]any{"name": "sleepy", "command": []string{"sh", "-c",
			// The first try of case "slow" hangs; every other try ends at once.
			`case "$EVERDICT_RUN_ID" in *-slow) sleep 120;; esac; echo done`}},
		"cases": []map[string]any{{"id": "fast-1", "task": "t"}, {"id": "fast-2", "task": "t"}, {"id": "slow", "task": "t"}},
	}}).Decode(t, &sub)

	type child struct {
		CaseID, Status, Trigger string
		Try                     int
		CostUsd                 float64
		Error                   *struct{ Class, Code string }
	}
	var got struct {
		Scorecard struct {
			Status    string
			Speculate bool
			Aggregate struct{ Cases, Queued, Running int }
		}
		Runs struct{ Edges []struct{ Node child } }
	}
	deadline := time.Now().Add(90 * time.Second)
	for {
		app.Do(t, tok, `query($id: ID!, $sc: Int!) { scorecard(id: $id) { status speculate aggregate { cases queued running } }
			runs(first: 10, where: {scorecardID: $sc}, orderBy: {field: CREATED_AT}) { edges { node {
			caseID status trigger try costUsd error { class code } } } } }`,
			map[string]any{"id": sub.SubmitScorecard.ID, "sc": sub.SubmitScorecard.ID}).Decode(t, &got)
		settled := got.Scorecard.Status == "SUCCEEDED"
		for _, e := range got.Runs.Edges {
			settled = settled && (e.Node.Status == "SUCCEEDED" || e.Node.Status == "FAILED")
		}
		if settled {
			break
		}
		if time.Now().After(deadline) {
			t.Fatalf("the scorecard did not settle: %+v", got)
		}
		time.Sleep(50 * time.Millisecond) // polling the API, as a client would
	}
	if !got.Scorecard.Speculate || got.Scorecard.Aggregate.Cases != 3 {
		t.Errorf("scorecard = %+v, want speculate and three cases", got.Scorecard)
	}
	var original, duplicate *child
	for i, e := range got.Runs.Edges {
		if e.Node.CaseID != "slow" {
			if e.Node.Try != 1 || e.Node.Status != "SUCCEEDED" {
				t.Errorf("a fast case's run = %+v, want one SUCCEEDED try", e.Node)
			}
			continue
		}
		switch e.Node.Try {
		case 1:
			original = &got.Runs.Edges[i].Node
		case 2:
			duplicate = &got.Runs.Edges[i].Node
		}
	}
	if len(got.Runs.Edges) != 4 || original == nil || duplicate == nil {
		t.Fatalf("children = %+v, want the three cases and one duplicate of slow", got.Runs.Edges)
	}
	if duplicate.Trigger != scorecard.TriggerSpeculation || duplicate.Status != "SUCCEEDED" {
		t.Errorf("the duplicate = %+v, want a SUCCEEDED speculation", *duplicate)
	}
	if original.Status != "FAILED" || original.Error == nil || original.Error.Class != "CANCELED" || original.Error.Code != "SUPERSEDED" {
		t.Errorf("the original = %+v, want it canceled as SUPERSEDED", *original)
	}
	if original.CostUsd <= 0 || original.CostUsd >= 60 {
		t.Errorf("the original cost %v, want the seconds it held a slot (more than 0, far less than its 120 s sleep)", original.CostUsd)
	}
}
