package main

import (
	"bytes"
	"context"
	"io"
	"strings"
	"testing"
)

// TestLocalRunsThroughGraphQL is the README's embedded default end to end: a
// real server process, the bootstrap runtime `local`, real harness processes.
func TestLocalRunsThroughGraphQL(t *testing.T) {
	t.Parallel()
	env := envFor(t)
	srv := startServer(t, env)
	const submit = `mutation($in: SubmitRunInput!) { submitRun(input: $in) { id } }`
	const read = `query($id: ID!) { run(id: $id) { status result { verdict limitHit graders { kind passed } } logs { text stream } } }`

	cases := map[string]struct {
		harness    string
		grader     string
		timeoutSec int
		verdict    string
		limitHit   string
		wantLog    string
		noGraders  bool
	}{
		"a harness that writes the file its grader checks passes": {
			harness: `echo "writing answer"; echo 42 > answer.txt`,
			grader:  `grep -q 42 answer.txt`,
			verdict: "PASS", wantLog: "writing answer",
		},
		"a harness whose grader fails is graded FAIL": {
			harness: `echo 41 > answer.txt`,
			grader:  `grep -q 42 answer.txt`,
			verdict: "FAIL",
		},
		"a harness that sleeps past its timeout is still graded, with the limit named": {
			// No line is asked of it: on a loaded machine sh may not get to
			// its echo within the second.
			harness:    `echo "thinking"; sleep 30`,
			grader:     `true`,
			timeoutSec: 1,
			verdict:    "PASS", limitHit: "timeout",
		},
		"with no graders, a harness that exits 3 fails (the recipe's recording graders decide nothing)": {
			harness: `echo "giving up"; exit 3`, noGraders: true,
			verdict: "FAIL", wantLog: "giving up",
		},
		"with no graders, a harness that exits 0 passes": {
			harness: `echo "done"`, noGraders: true,
			verdict: "PASS", wantLog: "done",
		},
	}
	for name, tc := range cases {
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			c := map[string]any{"task": "answer 42"}
			if !tc.noGraders {
				c["graders"] = []map[string]any{{"kind": "TESTS_PASS", "command": []string{"sh", "-c", tc.grader}}}
			}
			if tc.timeoutSec > 0 {
				c["timeoutSec"] = tc.timeoutSec
			}
			var sub struct{ SubmitRun struct{ ID string } }
			srv.gql(t, srv.token, submit, map[string]any{"in": map[string]any{
				"runtime": "local",
				"harness": map[string]any{"name": "sh", "command": []string{"sh", "-c", tc.harness}},
				"case":    c,
			}}, &sub)
			got := waitStatus(t, srv, sub.SubmitRun.ID, "SUCCEEDED")
			if got.Result == nil || got.Result.Verdict != tc.verdict {
				t.Fatalf("result = %+v, want verdict %s", got.Result, tc.verdict)
			}
			var full struct {
				Run struct {
					Result struct{ LimitHit *string }
					Logs   []struct{ Text, Stream string }
				}
			}
			srv.gql(t, srv.token, read, map[string]any{"id": sub.SubmitRun.ID}, &full)
			limit := ""
			if full.Run.Result.LimitHit != nil {
				limit = *full.Run.Result.LimitHit
			}
			if limit != tc.limitHit {
				t.Errorf("limitHit = %q, want %q", limit, tc.limitHit)
			}
			var text []string
			for _, l := range full.Run.Logs {
				text = append(text, l.Text)
			}
			if tc.wantLog != "" && !strings.Contains(strings.Join(text, "\n"), tc.wantLog) {
				t.Errorf("logs lack %q:\n%s", tc.wantLog, strings.Join(text, "\n"))
			}
		})
	}

	t.Run("an untrusted tenant's run on the shared runtime runs sandboxed", func(t *testing.T) {
		t.Parallel()
		var out bytes.Buffer
		getenv := func(k string) string { return env[k] }
		if err := runCommand(context.Background(), []string{"token", "create", "--tenant", "stranger", "--role", "member"}, getenv, &out, io.Discard); err != nil {
			t.Fatal(err)
		}
		tok := strings.TrimSpace(out.String())
		var sub struct{ SubmitRun struct{ ID string } }
		srv.gql(t, tok, submit, map[string]any{"in": map[string]any{
			"runtime": "local",
			"harness": map[string]any{"name": "sh", "command": []string{"sh", "-c", "cat /etc/hostname && echo LEAKED || echo fenced"}},
			"case":    map[string]any{"task": "look around"},
		}}, &sub)
		p := *srv
		p.token = tok
		waitStatus(t, &p, sub.SubmitRun.ID, "SUCCEEDED")
		var full struct {
			Run struct{ Logs []struct{ Text string } }
		}
		p.gql(t, tok, read, map[string]any{"id": sub.SubmitRun.ID}, &full)
		var text []string
		for _, l := range full.Run.Logs {
			text = append(text, l.Text)
		}
		all := strings.Join(text, "\n")
		if !strings.Contains(all, "sandboxed") || !strings.Contains(all, "fenced") || strings.Contains(all, "LEAKED") {
			t.Errorf("the untrusted run was not sandboxed:\n%s", all)
		}
	})
}
