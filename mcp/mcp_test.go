package mcp_test

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/everdict/everdict/evalcase"
	"github.com/everdict/everdict/internal/apptest"
	"github.com/everdict/everdict/mcp"
	"github.com/everdict/everdict/tenancy"
)

// postMCP posts body to app's /mcp with token and returns the status and
// the answer.
func postMCP(t *testing.T, app *apptest.App, token string, body []byte) (int, []byte) {
	t.Helper()
	req, _ := http.NewRequest(http.MethodPost, app.HTTP.URL+"/mcp", bytes.NewReader(body))
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("Accept", "application/json, text/event-stream")
	req.Header.Set("Authorization", "Bearer "+token)
	res, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer res.Body.Close()
	raw, err := io.ReadAll(res.Body)
	if err != nil {
		t.Fatal(err)
	}
	return res.StatusCode, raw
}

func logsCall(id, run int) map[string]any {
	return map[string]any{"jsonrpc": "2.0", "id": id, "method": "tools/call",
		"params": map[string]any{"name": "get_run_logs", "arguments": map[string]any{"id": fmt.Sprint(run), "limit": 1000}}}
}

// TestAJSONRPCBatchIsRefusedBeforeAnyCallRuns: one small POST of 300
// get_run_logs calls (issue 26 answered 629 MB) is answered 400 with one
// JSON-RPC error and no log page; a single call is still answered.
func TestAJSONRPCBatchIsRefusedBeforeAnyCallRuns(t *testing.T) {
	t.Parallel()
	app := apptest.New(t, apptest.Options{NoScheduler: true})
	token := app.Tenant(t, "acme", false, tenancy.RoleMember)
	v, err := app.Auth.Authenticate(context.Background(), token)
	if err != nil {
		t.Fatal(err)
	}
	ctx := tenancy.System(context.Background())
	run := app.DB.Run.Create().SetTenantID(v.TenantID).SetHarnessName("claude").
		SetCaseSpec(evalcase.Case{Task: "t"}).SetHarness(evalcase.Harness{Name: "claude"}).
		SetRuntimeRef("local").SetRuntimeName("local").SaveX(ctx).ID
	line := strings.Repeat("x", 1000)
	for seq := range 20 {
		app.DB.LogLine.Create().SetRunID(run).SetSeq(int64(seq + 1)).SetText(line).SaveX(ctx)
	}

	calls := make([]map[string]any, 300)
	for i := range calls {
		calls[i] = logsCall(i+1, run)
	}
	batch, _ := json.Marshal(calls)
	status, body := postMCP(t, app, token, batch)
	var got struct {
		ID    any `json:"id"`
		Error struct {
			Code int `json:"code"`
		} `json:"error"`
	}
	if err := json.Unmarshal(body, &got); err != nil {
		t.Fatalf("batch answered %d with %d bytes, not one JSON-RPC error: %v", status, len(body), err)
	}
	type answer struct {
		Status, Code int
		ID           any
	}
	if diff := cmp.Diff(answer{http.StatusBadRequest, -32600, nil}, answer{status, got.Error.Code, got.ID}); diff != "" {
		t.Errorf("batch answer (-want +got):\n%s", diff)
	}
	if strings.Contains(string(body), line) {
		t.Errorf("the refused batch was answered with log lines (%d bytes)", len(body))
	}

	single, _ := json.Marshal(logsCall(1, run))
	if status, body := postMCP(t, app, token, single); status != http.StatusOK || !strings.Contains(string(body), line) {
		t.Errorf("a single get_run_logs call answered %d: %.300s", status, body)
	}
}

// TestAPublicURLMustBeAbsolute: the URL the artifact links are resolved
// against is parsed once, when the handler is made; one that is no absolute
// URL is refused there, not met on every get_run_artifacts call.
func TestAPublicURLMustBeAbsolute(t *testing.T) {
	t.Parallel()
	app := apptest.New(t, apptest.Options{NoScheduler: true})
	cfg := func(u string) mcp.Config {
		return mcp.Config{DB: app.DB.Client, Runs: app.Runs, Runtimes: app.Registry, Waiting: app.Scheduler, Scorecards: app.Scorecards,
			Auth: app.Auth, Registry: app.Registry, Queue: app.Queue, PublicURL: u}
	}
	for _, u := range []string{"https://everdict.example", "http://127.0.0.1:8080/base/"} {
		if _, err := mcp.New(cfg(u)); err != nil {
			t.Errorf("PublicURL %q: %v, want it taken", u, err)
		}
	}
	for _, u := range []string{"/relative/path", "everdict.example", "http://[::1"} {
		if _, err := mcp.New(cfg(u)); err == nil {
			t.Errorf("PublicURL %q taken, want it refused", u)
		}
	}
}

// TestSubmitRunTakesSeveralRuntimesAndAPlacementPolicy: submit_run passes
// "a,b" and its placement through as submitRun does: the run is queued
// unplaced with both candidates and the policy.
func TestSubmitRunTakesSeveralRuntimesAndAPlacementPolicy(t *testing.T) {
	t.Parallel()
	app := apptest.New(t, apptest.Options{NoScheduler: true})
	token := app.Tenant(t, "acme", true, tenancy.RoleMember)
	app.Grant(t, "acme", `{name: "a", kind: LOCAL}`)
	app.Grant(t, "acme", `{name: "b", kind: LOCAL}`)
	call, _ := json.Marshal(map[string]any{"jsonrpc": "2.0", "id": 1, "method": "tools/call",
		"params": map[string]any{"name": "submit_run", "arguments": map[string]any{
			"runtime": "a,b", "placement": "pack", "task": "t", "command": []string{"true"}}}})
	status, body := postMCP(t, app, token, call)
	var got struct {
		Result struct {
			StructuredContent struct {
				ID      string `json:"id"`
				Runtime string `json:"runtime"`
			} `json:"structuredContent"`
		} `json:"result"`
	}
	if err := json.Unmarshal(body, &got); err != nil || status != http.StatusOK {
		t.Fatalf("submit_run answered %d: %.300s (%v)", status, body, err)
	}
	var id int
	fmt.Sscan(got.Result.StructuredContent.ID, &id)
	r, err := app.Runs.Get(tenancy.System(context.Background()), id)
	if err != nil {
		t.Fatalf("the submitted run %q: %v (answer %.300s)", got.Result.StructuredContent.ID, err, body)
	}
	type placed struct {
		Runtime    string
		Candidates int
		Policy     string
	}
	if diff := cmp.Diff(placed{"a,b", 2, "PACK"}, placed{r.RuntimeRef, len(r.Candidates), string(r.Policy)}); diff != "" {
		t.Errorf("the run submit_run queued (-want +got):\n%s", diff)
	}
}
