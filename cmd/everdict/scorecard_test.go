package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/everdict/everdict/cli"
	"github.com/everdict/everdict/client"
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
