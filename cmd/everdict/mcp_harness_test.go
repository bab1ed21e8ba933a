package main

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"
	sdk "github.com/modelcontextprotocol/go-sdk/mcp"

	evdmcp "github.com/everdict/everdict/mcp"
)

// TestMCPListsHarnessesAndSubmitsRunsByReference registers two versions of a
// harness, tags the first, and drives `everdict serve`'s /mcp: list_harnesses
// shows both versions with their tags and digests and env names only;
// submit_run by reference with a model runs the tagged version, which passes
// only if the model reached its argument; another tenant sees none of it.
func TestMCPListsHarnessesAndSubmitsRunsByReference(t *testing.T) {
	t.Parallel()
	env := envFor(t)
	srv := startServer(t, env)
	const literal = "hush-literal-value"
	register := func(desc string) (digest string) {
		var out struct {
			RegisterHarness struct{ Digest string }
		}
		srv.gql(t, srv.token, `mutation($in: HarnessSpecInput!) { registerHarness(input: $in) { digest } }`, map[string]any{"in": map[string]any{
			"name": "picky", "description": desc,
			"command": []string{"/bin/sh", "-c", `test "$1" = right && test "$EVERDICT_MODEL" = p/right`, "sh", "{{model.name}}"},
			"env":     []map[string]any{{"name": "GREETING", "value": literal}},
			"model":   map[string]any{"default": "p/wrong"},
		}}, &out)
		return out.RegisterHarness.Digest
	}
	d1, d2 := register("first"), register("second")
	srv.gql(t, srv.token, `mutation { setHarnessVersionTags(name: "picky", version: 1, tags: ["stable"]) { version } }`, nil, &struct{}{})
	s, err := mcpSession(t, srv, srv.token)
	if err != nil {
		t.Fatal(err)
	}

	res, err := s.CallTool(context.Background(), &sdk.CallToolParams{Name: "list_harnesses", Arguments: map[string]any{}})
	if err != nil || res.IsError {
		t.Fatalf("list_harnesses: %v %+v", err, res)
	}
	raw, _ := json.Marshal(res)
	if bytes.Contains(raw, []byte(literal)) {
		t.Errorf("list_harnesses shows an env value: %s", raw)
	}
	var list evdmcp.HarnessList
	if msg := call(t, s, "list_harnesses", map[string]any{}, &list); msg != "" {
		t.Fatalf("list_harnesses: %s", msg)
	}
	type version struct {
		Version int
		Digest  string
		Tags    []string
		Env     []evdmcp.EnvNameView
	}
	type harness struct {
		Name     string
		Latest   int
		Versions []version
	}
	var got []harness
	for _, h := range list.Harnesses {
		g := harness{Name: h.Name, Latest: h.Latest}
		for _, v := range h.Versions {
			g.Versions = append(g.Versions, version{v.Version, v.Digest, v.Tags, v.Env})
		}
		got = append(got, g)
	}
	env1 := []evdmcp.EnvNameView{{Name: "GREETING"}}
	want := []harness{{Name: "picky", Latest: 2, Versions: []version{{2, d2, nil, env1}, {1, d1, []string{"stable"}, env1}}}}
	if diff := cmp.Diff(want, got); diff != "" || d1 == "" || d1 == d2 {
		t.Errorf("list_harnesses (-want +got):\n%s (digests %q, %q)", diff, d1, d2)
	}

	var run evdmcp.RunView
	if msg := call(t, s, "submit_run", map[string]any{"runtime": "local", "task": "t", "harness": "picky@stable", "model": "p/right"}, &run); msg != "" {
		t.Fatalf("submit_run by reference: %s", msg)
	}
	type runOf struct{ Harness, Version, Digest, Model, Source string }
	if diff := cmp.Diff(runOf{"picky", "1", d1, "p/right", "RUN"},
		runOf{run.Harness, run.HarnessVersion, run.HarnessDigest, run.Model, run.ModelSource}); diff != "" {
		t.Errorf("submitted run (-want +got):\n%s", diff)
	}
	if v := waitStatus(t, srv, run.ID, "SUCCEEDED"); v.Result == nil || v.Result.Verdict != "PASS" {
		t.Errorf("run by reference with model p/right = %+v, want PASS (the model reached the harness)", v)
	}

	t.Run("submit_scorecard sweeps a registered harness over models", func(t *testing.T) {
		var sc evdmcp.ScorecardView
		if msg := call(t, s, "submit_scorecard", map[string]any{"name": "sweep", "runtime": "local", "harness": "picky@stable",
			"models": []string{"p/right", "p/wrong"}, "cases": []map[string]any{{"id": "one", "task": "t"}}}, &sc); msg != "" {
			t.Fatalf("submit_scorecard by reference: %s", msg)
		}
		var models []string
		for _, m := range sc.Aggregate.Models {
			models = append(models, m.Model)
		}
		if diff := cmp.Diff([]string{"p/right", "p/wrong"}, models); diff != "" || sc.Harness != "picky" || sc.Total != 2 {
			t.Errorf("sweep %+v: harness %q, %d cases, aggregate models (-want +got):\n%s", sc.Models, sc.Harness, sc.Total, diff)
		}
		// list_runs holds standalone runs unless it drills down or
		// includes the scorecards' runs.
		id, err := strconv.Atoi(sc.ID)
		if err != nil {
			t.Fatalf("scorecard id %q: %v", sc.ID, err)
		}
		children := func(args map[string]any) int {
			t.Helper()
			var list evdmcp.RunList
			if msg := call(t, s, "list_runs", args, &list); msg != "" {
				t.Fatalf("list_runs %v: %s", args, msg)
			}
			n := 0
			for _, r := range list.Runs {
				if strings.HasPrefix(r.CorrelationID, fmt.Sprintf("evd-%d-", id)) {
					n++
				}
			}
			return n
		}
		// The orchestrator makes the children after submit_scorecard returns.
		waitFor(t, func() bool { return children(map[string]any{"scorecard_id": id}) == 2 })
		got := map[string]int{"default": children(map[string]any{}), "include_children": children(map[string]any{"include_children": true}),
			"scorecard_id": children(map[string]any{"scorecard_id": id})}
		if diff := cmp.Diff(map[string]int{"default": 0, "include_children": 2, "scorecard_id": 2}, got); diff != "" {
			t.Errorf("the scorecard's runs list_runs shows (-want +got):\n%s", diff)
		}
	})

	t.Run("a reference together with a command, or neither, is refused as the API refuses it", func(t *testing.T) {
		api := srv.gqlErr(t, srv.token, `mutation { submitRun(input: {runtime: "local", harnessRef: "picky", harness: {name: "x", command: ["true"]}, case: {task: "t"}}) { id } }`, nil, nil)
		if api != "BAD_USER_INPUT" {
			t.Fatalf("the API refused both with %q, want BAD_USER_INPUT", api)
		}
		var v any
		both := call(t, s, "submit_run", map[string]any{"runtime": "local", "task": "t", "harness": "picky", "command": []string{"true"}}, &v)
		if !strings.HasPrefix(both, "BAD_USER_INPUT: ") || !strings.Contains(both, "harnessRef and harness are both given") {
			t.Errorf("submit_run with harness and command = %q, want the API's BAD_USER_INPUT", both)
		}
		neither := call(t, s, "submit_run", map[string]any{"runtime": "local", "task": "t"}, &v)
		if !strings.HasPrefix(neither, "BAD_USER_INPUT: ") || !strings.Contains(neither, "To fix: ") {
			t.Errorf("submit_run with neither = %q, want BAD_USER_INPUT with what to fix", neither)
		}
	})

	t.Run("another tenant lists no harness and cannot run this one", func(t *testing.T) {
		var out bytes.Buffer
		getenv := func(k string) string { return env[k] }
		if err := runCommand(context.Background(), []string{"token", "create", "--tenant", "rival", "--role", "admin"}, getenv, &out, io.Discard); err != nil {
			t.Fatal(err)
		}
		rival, err := mcpSession(t, srv, strings.TrimSpace(out.String()))
		if err != nil {
			t.Fatal(err)
		}
		var theirs evdmcp.HarnessList
		if msg := call(t, rival, "list_harnesses", map[string]any{}, &theirs); msg != "" || len(theirs.Harnesses) != 0 {
			t.Errorf("another tenant's list_harnesses = %+v %q, want none", theirs, msg)
		}
		var v any
		if msg := call(t, rival, "submit_run", map[string]any{"runtime": "local", "task": "t", "harness": "picky"}, &v); !strings.HasPrefix(msg, "NOT_FOUND: ") {
			t.Errorf("another tenant's submit_run of picky = %q, want NOT_FOUND", msg)
		}
	})
}

// waitFor asks cond again every 50ms until it holds (bounded: 30s).
func waitFor(t *testing.T, cond func() bool) {
	t.Helper()
	tick := time.NewTicker(50 * time.Millisecond)
	defer tick.Stop()
	deadline := time.After(30 * time.Second)
	for !cond() {
		select {
		case <-tick.C:
		case <-deadline:
			t.Fatal("the condition did not hold within 30s")
		}
	}
}
