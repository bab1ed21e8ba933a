package controlplane_test

import (
	"context"
	"encoding/json"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"os"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"

	"github.com/everdict/everdict/agenttrace"
	"github.com/everdict/everdict/clock/clocktest"
	"github.com/everdict/everdict/controlplane"
	"github.com/everdict/everdict/ent/tracecollection"
	"github.com/everdict/everdict/internal/apptest"
	"github.com/everdict/everdict/run"
	"github.com/everdict/everdict/tenancy"
	"github.com/everdict/everdict/traces"
)

// traceKey is the TRACE secret's value: Langfuse's public and secret keys.
const traceKey = "pk-lf-1234:sk-lf-TRACE-KEY-NEVER-IN-A-JOB"

// langfuseServer speaks Langfuse's GET /api/public/traces/{traceId} (Basic
// auth with the public and secret keys); each answered id is sent on got.
func langfuseServer(t *testing.T) (string, <-chan string) {
	t.Helper()
	got := make(chan string, 16)
	pk, sk, _ := strings.Cut(traceKey, ":")
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		u, p, ok := r.BasicAuth()
		id, found := strings.CutPrefix(r.URL.Path, "/api/public/traces/")
		if !ok || u != pk || p != sk || !found {
			http.Error(w, "unauthorized", http.StatusUnauthorized)
			return
		}
		_ = json.NewEncoder(w).Encode(map[string]any{"id": id, "name": "agent", "observations": []map[string]any{
			{"id": "root", "traceId": id, "type": "SPAN", "name": "agent", "startTime": "2026-12-02T10:00:00Z", "parentObservationId": nil},
			{"id": "gen", "traceId": id, "type": "GENERATION", "name": "llm", "startTime": "2026-12-02T10:00:01Z", "parentObservationId": "root"},
		}})
		got <- id
	}))
	t.Cleanup(srv.Close)
	return srv.URL, got
}

// traceApp is a control plane over the real LOCAL backend, its trace
// collection timed by clk, its tenants trusted (the provider is on the
// loopback).
func traceApp(t *testing.T, clk *clocktest.Clock) (*apptest.App, string) {
	t.Helper()
	if os.Geteuid() != 0 {
		t.Skip("LOCAL jobs need the control plane to run as root")
	}
	real := controlplane.DefaultBackends(t.TempDir(), controlplane.LocalHost{MaxArtifactFiles: 4, MaxArtifactBytes: 1024},
		[]byte("the tests' wire key, 32 bytes"), slog.New(slog.DiscardHandler))
	app := apptest.New(t, apptest.Options{Backends: real, TraceClock: clk})
	tok, err := app.Bootstrap(context.Background())
	if err != nil || tok == "" {
		t.Fatalf("bootstrap = %q, %v", tok, err)
	}
	if err := app.DB.Tenant.Update().SetTrusted(true).Exec(tenancy.System(context.Background())); err != nil {
		t.Fatal(err)
	}
	return app, tok
}

type liveTrace struct {
	TraceID, Provider string
	URL               *string
}

func TestAnAgentsTraceIsLinkedLiveAndCollectedOnceAfterItsRunSettles(t *testing.T) {
	t.Parallel()
	clk := clocktest.New(time.Now().UTC().Add(time.Hour).Truncate(time.Second))
	app, tok := traceApp(t, clk)
	base, fetched := langfuseServer(t)
	app.Do(t, tok, `mutation($v: String!) { setSecret(name: "langfuse", value: $v, purpose: TRACE) { name } }`,
		map[string]any{"v": traceKey}).Decode(t, &struct{}{})

	// A harness env that names the TRACE secret is refused: the key never
	// goes into a job.
	if code := app.Do(t, tok, `mutation($in: HarnessSpecInput!) { registerHarness(input: $in) { version } }`, map[string]any{"in": map[string]any{
		"name": "leaky", "command": []string{"true"}, "env": []map[string]any{{"name": "LANGFUSE_SECRET_KEY", "secretRef": "langfuse"}},
	}}).Code(); code != "BAD_USER_INPUT" {
		t.Errorf("a harness env naming a TRACE secret: code %q, want BAD_USER_INPUT", code)
	}

	trace := map[string]any{"provider": "LANGFUSE", "baseUrl": base, "project": "proj-1", "apiKeySecret": "langfuse"}
	var reg struct {
		RegisterHarness struct {
			Spec struct{ Trace map[string]string }
		}
	}
	app.Do(t, tok, `mutation($in: HarnessSpecInput!) { registerHarness(input: $in) { spec { trace { provider baseUrl project apiKeySecret } } } }`,
		map[string]any{"in": map[string]any{"name": "traced", "command": []string{"sh", "-c", "env; echo done"}, "trace": trace}}).Decode(t, &reg)
	want := map[string]string{"provider": "LANGFUSE", "baseUrl": base, "project": "proj-1", "apiKeySecret": "langfuse"}
	if diff := cmp.Diff(want, reg.RegisterHarness.Spec.Trace); diff != "" {
		t.Errorf("the registered trace coordinates (-want +got):\n%s", diff)
	}

	var sub struct {
		SubmitRun struct{ ID, CorrelationID string }
	}
	app.Do(t, tok, `mutation($in: SubmitRunInput!) { submitRun(input: $in) { id correlationId } }`, map[string]any{"in": map[string]any{
		"runtime": "local", "harnessRef": "traced",
		"case": map[string]any{"task": "trace yourself", "timeoutSec": 60, "graders": []map[string]any{{"kind": "TESTS_PASS", "command": []string{"true"}}}},
	}}).Decode(t, &sub)
	id := sub.SubmitRun.ID
	s := app.Subscribe(t, tok, `subscription($id: ID!) { runUpdated(id: $id) { status } }`, map[string]any{"id": id})
	for {
		var got struct{ RunUpdated struct{ Status string } }
		s.Next().Decode(t, &got)
		if st := got.RunUpdated.Status; st != "QUEUED" && st != "RUNNING" {
			break
		}
	}
	traceID := agenttrace.ID(sub.SubmitRun.CorrelationID, 1)

	var r struct {
		Run struct {
			Status    string
			LiveTrace *liveTrace
			Logs      []struct{ Text string }
		}
	}
	app.Do(t, tok, `query($id: ID!) { run(id: $id) { status liveTrace { traceId provider url } logs { text } } }`, map[string]any{"id": id}).Decode(t, &r)
	link := base + "/project/proj-1/traces/" + traceID
	if diff := cmp.Diff(&liveTrace{TraceID: traceID, Provider: "LANGFUSE", URL: &link}, r.Run.LiveTrace); diff != "" {
		t.Errorf("liveTrace (-want +got):\n%s", diff)
	}
	var env []string
	for _, l := range r.Run.Logs {
		switch {
		case strings.HasPrefix(l.Text, "EVERDICT_TRACE_ID="):
			env = append(env, l.Text)
		case strings.HasPrefix(l.Text, "TRACEPARENT="):
			env = append(env, l.Text[:min(len(l.Text), len("TRACEPARENT=00-")+32)]) // its span id is the dispatch's
		}
		if strings.Contains(l.Text, "sk-lf-") || strings.Contains(l.Text, "langfuse") {
			t.Errorf("the job's environment shows the trace key or its secret: %q", l.Text)
		}
	}
	if diff := cmp.Diff([]string{"EVERDICT_TRACE_ID=" + traceID, "TRACEPARENT=00-" + traceID}, env, sortStrings); diff != "" {
		t.Errorf("the job's trace environment (-want +got):\n%s", diff)
	}

	// Collected after the settle, from the provider's API, once.
	select {
	case got := <-fetched:
		if got != traceID {
			t.Errorf("the provider was asked for trace %s, want %s", got, traceID)
		}
	case <-time.After(30 * time.Second):
		t.Fatal("the trace was never fetched")
	}
	collected := func() bool {
		row, err := app.DB.TraceCollection.Query().Only(tenancy.System(context.Background()))
		return err == nil && row.State == tracecollection.StateDONE
	}
	waitSwept(t, clk, "the collection is DONE", collected)
	trajectories := func() []artifactView {
		var out []artifactView
		for _, a := range readArtifactRun(t, app, tok, id).Artifacts {
			if a.Kind == "trajectory" {
				out = append(out, a)
			}
		}
		return out
	}
	kept := trajectories()
	if len(kept) != 1 || kept[0].Name != "trace-"+traceID+".json" {
		t.Fatalf("trajectory artifacts = %+v, want one named for the trace", kept)
	}
	_, body := get(t, app, kept[0].URL)
	var doc traces.Trajectory
	if err := json.Unmarshal([]byte(body), &doc); err != nil || doc.TraceID != traceID || doc.Partial || len(doc.Spans) != 2 {
		t.Errorf("the kept trajectory = %+v (%v), want the trace's two spans, not partial", doc, err)
	}

	// A replayed collection (another replica's, or the same settle heard
	// twice) keeps no second copy.
	sys := tenancy.System(context.Background())
	if err := app.Traces.Enqueue(sys, atoiT(t, id)); err != nil {
		t.Fatal(err)
	}
	app.DB.TraceCollection.Update().SetState(tracecollection.StatePENDING).ClearDoneAt().ExecX(sys)
	app.Traces.Kick()
	<-fetched
	waitSwept(t, clk, "the replayed collection is DONE", collected)
	if n := app.DB.TraceCollection.Query().CountX(sys); n != 1 {
		t.Errorf("%d collection rows for one attempt, want 1", n)
	}
	if got := trajectories(); len(got) != 1 {
		t.Errorf("%d trajectory artifacts after a replay, want 1", len(got))
	}
	for _, leak := range []string{"sk-lf-TRACE-KEY"} {
		if app.Responses.Contains(leak) || app.Logs.Contains(leak) {
			t.Errorf("the trace key appeared in a response or a log line")
		}
	}
}

var sortStrings = cmp.Transformer("sort", func(in []string) []string {
	out := slices.Clone(in)
	slices.Sort(out)
	return out
})

func atoiT(t *testing.T, s string) int {
	t.Helper()
	n, err := strconv.Atoi(s)
	if err != nil {
		t.Fatal(err)
	}
	return n
}

// waitSwept waits, sweep by sweep of the collection loop (each ends in a
// wait on clk), until cond holds.
func waitSwept(t *testing.T, clk *clocktest.Clock, what string, cond func() bool) {
	t.Helper()
	for {
		swept := clk.Waited()
		if cond() {
			return
		}
		select {
		case <-swept:
		case <-time.After(30 * time.Second):
			t.Fatalf("never: %s", what)
		}
	}
}

func TestARunWhoseHarnessSaysNothingTakesItsRuntimesTraceSource(t *testing.T) {
	t.Parallel()
	clk := clocktest.New(time.Now().UTC().Truncate(time.Second))
	app, tok := traceApp(t, clk)
	app.Grant(t, "default", `{name: "traced-local", kind: LOCAL, traceSource: {provider: PHOENIX, baseUrl: "https://phoenix.example.com", project: "evals"}}`)
	settled := func(runtime string) (string, *liveTrace) {
		t.Helper()
		var sub struct {
			SubmitRun struct{ ID, CorrelationID string }
		}
		app.Do(t, tok, `mutation($in: SubmitRunInput!) { submitRun(input: $in) { id correlationId } }`, map[string]any{"in": map[string]any{
			"runtime": runtime, "harness": map[string]any{"name": "plain", "command": []string{"true"}}, "case": map[string]any{"task": "t"},
		}}).Decode(t, &sub)
		s := app.Subscribe(t, tok, `subscription($id: ID!) { runUpdated(id: $id) { status } }`, map[string]any{"id": sub.SubmitRun.ID})
		for {
			var got struct{ RunUpdated struct{ Status string } }
			s.Next().Decode(t, &got)
			if st := got.RunUpdated.Status; st != "QUEUED" && st != "RUNNING" {
				break
			}
		}
		var r struct {
			Run struct{ LiveTrace *liveTrace }
		}
		app.Do(t, tok, `query($id: ID!) { run(id: $id) { liveTrace { traceId provider url } } }`, map[string]any{"id": sub.SubmitRun.ID}).Decode(t, &r)
		return sub.SubmitRun.CorrelationID, r.Run.LiveTrace
	}
	corr, got := settled("traced-local")
	id := agenttrace.ID(corr, 1)
	link := "https://phoenix.example.com/projects/evals/traces/" + id
	if diff := cmp.Diff(&liveTrace{TraceID: id, Provider: "PHOENIX", URL: &link}, got); diff != "" {
		t.Errorf("liveTrace of a run on a runtime with a traceSource (-want +got):\n%s", diff)
	}
	if _, got := settled("local"); got != nil {
		t.Errorf("liveTrace of a run without trace coordinates = %+v, want null", got)
	}
	// Phoenix is linked, not collected: hearing the settle (again) writes
	// no collection.
	runID, err := run.ParseCorrelationID(corr)
	if err != nil {
		t.Fatal(err)
	}
	if err := app.Traces.Enqueue(tenancy.System(context.Background()), runID); err != nil {
		t.Fatal(err)
	}
	if n := app.DB.TraceCollection.Query().CountX(tenancy.System(context.Background())); n != 0 {
		t.Errorf("%d trace collections for runs nothing can be collected from, want 0", n)
	}
}
