package main

import (
	"bytes"
	"context"
	"encoding/json"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/everdict/everdict/cli"
	"github.com/everdict/everdict/client"
	evdmcp "github.com/everdict/everdict/mcp"
)

// casesFile writes one JSONL line per case: case id → whether its test passes.
func casesFile(t *testing.T, pass map[string]bool, order ...string) string {
	t.Helper()
	var b strings.Builder
	for _, id := range order {
		test := "exit 0"
		if !pass[id] {
			test = "exit 1"
		}
		line, err := json.Marshal(client.CaseInput{ID: id, Task: "task " + id,
			Graders: []client.GraderInput{{Kind: "TESTS_PASS", Command: []string{"sh", "-c", test}}}})
		if err != nil {
			t.Fatal(err)
		}
		b.Write(line)
		b.WriteByte('\n')
	}
	path := filepath.Join(t.TempDir(), "cases.jsonl")
	if err := os.WriteFile(path, []byte(b.String()), 0o600); err != nil {
		t.Fatal(err)
	}
	return path
}

// TestScorecardRunIsACIGate: `scorecard run --wait` over a JSONL file runs
// every case on the LOCAL runtime, prints a summary and exits 1 when a case
// failed; --output json parses; compare names the flipped cases.
func TestScorecardRunIsACIGate(t *testing.T) {
	t.Parallel()
	srv := startServer(t, envFor(t))
	env := clientEnv(t, srv, srv.token)
	order := []string{"alpha", "beta", "gamma"}

	first := casesFile(t, map[string]bool{"alpha": true, "beta": true, "gamma": false}, order...)
	out, errOut, code := everdict(t, env, "scorecard", "run", first, "--runtime", "local", "--name", "first", "--wait",
		"--", "sh", "-c", "echo working")
	if code != cli.ExitFail {
		t.Fatalf("exit %d, want %d (a case failed)\nstdout:\n%s\nstderr:\n%s", code, cli.ExitFail, out, errOut)
	}
	for _, want := range []string{"Cases:", "Passed:", "Pass rate:", "66.7%", "RUNTIME", "local"} {
		if !strings.Contains(out, want) {
			t.Errorf("summary lacks %q:\n%s", want, out)
		}
	}
	if !strings.Contains(errOut, "3/3 done: 2 passed, 1 failed") {
		t.Errorf("no final progress line on stderr:\n%s", errOut)
	}

	second := casesFile(t, map[string]bool{"alpha": true, "beta": true, "gamma": true}, order...)
	out, errOut, code = everdict(t, env, "scorecard", "run", second, "--runtime", "local", "--wait", "-o", "json",
		"--", "sh", "-c", "echo working")
	if code != 0 {
		t.Fatalf("every case passed but exit %d\nstdout:\n%s\nstderr:\n%s", code, out, errOut)
	}
	var doc struct{ Scorecard client.Scorecard }
	if err := json.Unmarshal([]byte(out), &doc); err != nil {
		t.Fatalf("--output json printed %q: %v", out, err)
	}
	sc := doc.Scorecard
	if got := [4]int{sc.Aggregate.Cases, sc.Aggregate.Passed, sc.Aggregate.Failed, sc.Aggregate.Errored}; got != [4]int{3, 3, 0, 0} || sc.Status != "SUCCEEDED" {
		t.Errorf("scorecard = %s %+v, want SUCCEEDED with 3 of 3 passed", sc.Status, sc.Aggregate)
	}

	// The first scorecard's id, from a list-free read: get it by the id run printed.
	out, _, code = everdict(t, env, "scorecard", "get", sc.ID, "-o", "json")
	var got client.Scorecard
	if err := json.Unmarshal([]byte(out), &got); err != nil || code != 0 || got.ID != sc.ID {
		t.Fatalf("scorecard get -o json printed %q (exit %d): %v", out, code, err)
	}

	third := casesFile(t, map[string]bool{"alpha": false, "beta": true, "gamma": true}, order...)
	out, errOut, code = everdict(t, env, "scorecard", "run", third, "--runtime", "local", "--wait", "--compare", sc.ID,
		"-o", "json", "--", "sh", "-c", "echo working")
	if code != cli.ExitFail {
		t.Fatalf("exit %d, want %d\nstdout:\n%s\nstderr:\n%s", code, cli.ExitFail, out, errOut)
	}
	var withCmp struct {
		Scorecard  client.Scorecard
		Comparison client.Comparison
	}
	if err := json.Unmarshal([]byte(out), &withCmp); err != nil {
		t.Fatalf("--compare -o json printed %q: %v", out, err)
	}
	if diff := cmp.Diff([]string{"alpha"}, withCmp.Comparison.Regressed); diff != "" || withCmp.Comparison.Paired != 3 {
		t.Errorf("regressed (-want +got):\n%s (paired %d)", diff, withCmp.Comparison.Paired)
	}

	out, errOut, code = everdict(t, env, "scorecard", "compare", withCmp.Scorecard.ID, sc.ID)
	if code != 0 {
		t.Fatalf("compare exit %d: %s", code, errOut)
	}
	if !strings.Contains(out, "Fixed:") || !strings.Contains(out, "alpha") || !strings.Contains(out, "p-value:") {
		t.Errorf("compare printed no fixed alpha and p-value:\n%s", out)
	}

	t.Run("a bad line is named", func(t *testing.T) {
		bad := filepath.Join(t.TempDir(), "bad.jsonl")
		if err := os.WriteFile(bad, []byte(`{"id":"a","task":"t"}`+"\n"+`{"task":"no id"}`+"\n"), 0o600); err != nil {
			t.Fatal(err)
		}
		_, errOut, code := everdict(t, env, "scorecard", "run", bad, "--runtime", "local", "--", "true")
		if code != cli.ExitUsage || !strings.Contains(errOut, "bad.jsonl:2:") {
			t.Errorf("exit %d, stderr %q: want a usage error naming line 2", code, errOut)
		}
	})
}

// TestMCPScorecardTools: submit_scorecard runs inline cases through the
// scorecard service, get_scorecard reads the aggregate, get_run finds a
// child by its correlation id (even a case id that looks like a retry's),
// and another tenant finds none of it.
func TestMCPScorecardTools(t *testing.T) {
	t.Parallel()
	env := envFor(t)
	srv := startServer(t, env)
	s, err := mcpSession(t, srv, srv.token)
	if err != nil {
		t.Fatal(err)
	}
	var submitted evdmcp.ScorecardView
	if msg := call(t, s, "submit_scorecard", map[string]any{
		"name": "mcp batch", "runtime": "local", "command": []string{"sh", "-c", "echo 42 > a.txt"},
		"cases": []map[string]any{
			{"id": "good", "task": "t", "test": "grep -q 42 a.txt"},
			{"id": "bad-t2", "task": "t", "test": "grep -q 41 a.txt"},
		},
	}, &submitted); msg != "" {
		t.Fatalf("submit_scorecard: %s", msg)
	}
	if submitted.Total != 2 || submitted.ID == "" {
		t.Fatalf("submitted %+v, want a scorecard of 2 cases", submitted)
	}
	cl, err := client.New(srv.base, srv.token, nil)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := cl.WaitScorecard(context.Background(), submitted.ID, nil); err != nil {
		t.Fatal(err)
	}

	var got evdmcp.ScorecardView
	if msg := call(t, s, "get_scorecard", map[string]any{"id": submitted.ID}, &got); msg != "" {
		t.Fatalf("get_scorecard: %s", msg)
	}
	if gotN := [4]int{got.Aggregate.Cases, got.Aggregate.Passed, got.Aggregate.Failed, got.Aggregate.Errored}; gotN != [4]int{2, 1, 1, 0} || got.Status != "SUCCEEDED" {
		t.Errorf("get_scorecard = %s %+v, want SUCCEEDED with 1 passed and 1 failed of 2", got.Status, got.Aggregate)
	}
	for caseID, verdict := range map[string]string{"good": "PASS", "bad-t2": "FAIL"} {
		var r evdmcp.RunView
		corr := "evd-" + submitted.ID + "-" + caseID
		if msg := call(t, s, "get_run", map[string]any{"id": corr}, &r); msg != "" {
			t.Fatalf("get_run %s: %s", corr, msg)
		}
		if r.CaseID != caseID || r.Verdict != verdict || r.CorrelationID != corr {
			t.Errorf("get_run %s = %+v, want case %s graded %s", corr, r, caseID, verdict)
		}
	}

	t.Run("another tenant's scorecard and its children are not found", func(t *testing.T) {
		var out bytes.Buffer
		getenv := func(k string) string { return env[k] }
		if err := runCommand(context.Background(), []string{"token", "create", "--tenant", "rival", "--role", "admin"}, getenv, &out, io.Discard); err != nil {
			t.Fatal(err)
		}
		rival, err := mcpSession(t, srv, strings.TrimSpace(out.String()))
		if err != nil {
			t.Fatal(err)
		}
		var v any
		if msg := call(t, rival, "get_scorecard", map[string]any{"id": submitted.ID}, &v); !strings.HasPrefix(msg, "NOT_FOUND: ") {
			t.Errorf("get_scorecard of another tenant's = %v %q, want NOT_FOUND", v, msg)
		}
		if msg := call(t, rival, "get_run", map[string]any{"id": "evd-" + submitted.ID + "-good"}, &v); !strings.HasPrefix(msg, "NOT_FOUND: ") {
			t.Errorf("get_run of another tenant's child = %v %q, want NOT_FOUND", v, msg)
		}
	})
}
