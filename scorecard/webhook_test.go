package scorecard_test

import (
	"context"
	"encoding/json"
	"io"
	"net/http"
	"net/http/httptest"
	"testing"
	"time"

	"github.com/everdict/everdict/ent/webhookdelivery"
	"github.com/everdict/everdict/internal/fakebackend"
	"github.com/everdict/everdict/run"
	"github.com/everdict/everdict/scorecard"
	"github.com/everdict/everdict/tenancy"
	"github.com/everdict/everdict/webhook"
)

type delivery struct {
	event, signature string
	body             scorecard.Settlement
}

func receiver(t *testing.T) (*httptest.Server, chan delivery) {
	t.Helper()
	got := make(chan delivery, 8)
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		b, _ := io.ReadAll(r.Body)
		var d delivery
		d.event, d.signature = r.Header.Get(webhook.HeaderEvent), r.Header.Get(webhook.HeaderSignature)
		if err := json.Unmarshal(b, &d.body); err != nil {
			t.Errorf("delivery body %q: %v", b, err)
		}
		got <- d
	}))
	t.Cleanup(srv.Close)
	return srv, got
}

func TestASettledScorecardFiresOneSignedWebhookWithItsAggregate(t *testing.T) {
	t.Parallel()
	b := newBench(t, map[string]*fakebackend.Backend{"a": passing()})
	b.register(t, "a", 4, nil)
	srv, got := receiver(t)
	in := map[string]any{"name": "nightly", "runtime": "a", "cases": cases(3, nil), "webhookUrl": srv.URL,
		"harness": map[string]any{"name": "claude", "command": []string{"true"}}}
	if code := b.app.Do(t, b.tok, submitScorecard, map[string]any{"in": in}).Code(); code != "FAILED_PRECONDITION" {
		t.Fatalf("a webhookUrl before the tenant has a secret: code %q, want FAILED_PRECONDITION", code)
	}
	b.app.Do(t, b.tok, `mutation { rotateWebhookSecret }`, nil).Decode(t, &struct{}{})
	var sub struct {
		SubmitScorecard struct {
			ID string
		}
	}
	b.app.Do(t, b.tok, submitScorecard, map[string]any{"in": in}).Decode(t, &sub)
	var d delivery
	select {
	case d = <-got:
	case <-time.After(time.Minute):
		t.Fatal("no webhook within a minute of the scorecard's submit")
	}
	if d.event != scorecard.EventSettled || d.signature == "" {
		t.Errorf("headers: event %q signature %q, want %s and a signature", d.event, d.signature, scorecard.EventSettled)
	}
	if d.body.ScorecardID != sub.SubmitScorecard.ID || d.body.Status != "SUCCEEDED" || d.body.Aggregate.Passed != 3 ||
		d.body.Aggregate.PassRate != 1 || d.body.FinishedAt == nil {
		t.Errorf("payload = %+v, want scorecard %s SUCCEEDED with 3 of 3 passed", d.body, sub.SubmitScorecard.ID)
	}
	// Later steps and sweeps of the settled scorecard owe nothing more: one
	// row in the outbox, delivered.
	id := mustAtoi(t, sub.SubmitScorecard.ID)
	b.waitSettled(t, id)
	if err := b.app.Orchestrator.Step(context.Background(), id); err != nil {
		t.Fatal(err)
	}
	rows := b.app.DB.WebhookDelivery.Query().Where(webhookdelivery.RunID(id)).AllX(tenancy.System(context.Background()))
	if len(rows) != 1 || rows[0].Event != scorecard.EventSettled {
		t.Errorf("outbox rows of the scorecard = %+v, want one %s", rows, scorecard.EventSettled)
	}
}

func mustAtoi(t *testing.T, s string) int {
	t.Helper()
	var n int
	if err := json.Unmarshal([]byte(s), &n); err != nil {
		t.Fatal(err)
	}
	return n
}

// A retry racing a cancel: once the scorecard is canceled, a retry the
// orchestrator decided before the cancel is not written (the guard and the
// cancel update the same row, so one of them comes first).
func TestARetryAfterTheScorecardIsCanceledIsNotWritten(t *testing.T) {
	t.Parallel()
	b := newBench(t, map[string]*fakebackend.Backend{"a": fakebackend.New(true)}) // holds every job
	b.register(t, "a", 1, nil)
	id := b.submit(t, "a", cases(2, nil), 3)
	kids := b.children(t, id)
	b.app.Do(t, b.tok, `mutation($id: ID!) { cancelScorecard(id: $id) { status } }`, map[string]any{"id": id}).Decode(t, &struct{}{})
	ctx := context.Background()
	first := b.app.DB.Run.GetX(tenancy.System(ctx), mustAtoi(t, kids[0].ID))
	q := run.NewRun{TenantID: first.TenantID, Status: run.Queued, Attempt: 1, Harness: first.Harness, Case: first.CaseSpec,
		RuntimeRef: first.RuntimeRef, RuntimeName: first.RuntimeName, Priority: run.Batch, Trigger: "scorecard",
		CreatedAt: time.Now(), ScorecardID: id, Try: 2}
	if *first.RuntimeID != 0 {
		q.RuntimeID = *first.RuntimeID
	}
	wrote, err := b.app.Runs.Retry(ctx, q, scorecard.Unsettled(id))
	if err != nil || wrote {
		t.Errorf("Retry after the cancel = %v, %v; want nothing written", wrote, err)
	}
	if n := len(b.children(t, id)); n != 2 {
		t.Errorf("%d children after the refused retry, want the 2 first tries", n)
	}
}
