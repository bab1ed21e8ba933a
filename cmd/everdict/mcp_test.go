package main

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"
	sdk "github.com/modelcontextprotocol/go-sdk/mcp"

	evdmcp "github.com/everdict/everdict/mcp"
)

// bearer adds a token to every request.
type bearer string

func (b bearer) RoundTrip(r *http.Request) (*http.Response, error) {
	r = r.Clone(r.Context())
	r.Header.Set("Authorization", "Bearer "+string(b))
	return http.DefaultTransport.RoundTrip(r)
}

// mcpSession connects the SDK's client to srv's /mcp with token.
func mcpSession(t *testing.T, srv *serverProcess, token string) (*sdk.ClientSession, error) {
	t.Helper()
	c := sdk.NewClient(&sdk.Implementation{Name: "everdict-test", Version: "1"}, nil)
	s, err := c.Connect(context.Background(), &sdk.StreamableClientTransport{
		Endpoint: srv.base + "/mcp", HTTPClient: &http.Client{Transport: bearer(token)}, MaxRetries: -1,
	}, nil)
	if err == nil {
		t.Cleanup(func() { s.Close() })
	}
	return s, err
}

// call calls tool and decodes its structured output into out; it returns the
// tool error's text, or "".
func call(t *testing.T, s *sdk.ClientSession, tool string, args map[string]any, out any) string {
	t.Helper()
	res, err := s.CallTool(context.Background(), &sdk.CallToolParams{Name: tool, Arguments: args})
	if err != nil {
		t.Fatalf("%s: %v", tool, err)
	}
	if res.IsError {
		var text []string
		for _, c := range res.Content {
			if tc, ok := c.(*sdk.TextContent); ok {
				text = append(text, tc.Text)
			}
		}
		return strings.Join(text, "\n")
	}
	raw, _ := json.Marshal(res.StructuredContent)
	if err := json.Unmarshal(raw, out); err != nil {
		t.Fatalf("%s returned %s: %v", tool, raw, err)
	}
	return ""
}

// TestMCPToolsAgainstARealServer drives `everdict serve`'s /mcp with the
// official SDK's client: list the tools, submit a run, read it and its logs;
// another tenant sees none of it.
func TestMCPToolsAgainstARealServer(t *testing.T) {
	t.Parallel()
	env := envFor(t)
	srv := startServer(t, env)
	s, err := mcpSession(t, srv, srv.token)
	if err != nil {
		t.Fatal(err)
	}

	tools, err := s.ListTools(context.Background(), nil)
	if err != nil {
		t.Fatal(err)
	}
	var names []string
	for _, tool := range tools.Tools {
		names = append(names, tool.Name)
		if tool.InputSchema == nil {
			t.Errorf("tool %s has no input schema", tool.Name)
		}
	}
	slices.Sort(names)
	want := []string{"cancel_run", "exec_in_run", "get_queue", "get_run", "get_run_artifacts", "get_run_logs", "get_run_waiting_reason", "get_scorecard",
		"list_harnesses", "list_runs", "list_runtimes", "probe_runtime", "register_runtime", "submit_run", "submit_scorecard", "validate_runtime"}
	if diff := cmp.Diff(want, names); diff != "" {
		t.Errorf("tools (-want +got):\n%s", diff)
	}

	var rts evdmcp.RuntimeList
	if msg := call(t, s, "list_runtimes", map[string]any{}, &rts); msg != "" || len(rts.Runtimes) != 1 || rts.Runtimes[0].Name != "local" {
		t.Fatalf("list_runtimes = %+v %q, want the bootstrap runtime local", rts, msg)
	}

	var submitted evdmcp.RunView
	if msg := call(t, s, "submit_run", map[string]any{
		"runtime": "local", "task": "say hello", "command": []string{"sh", "-c", "echo hello from mcp; echo 42 > a.txt"},
		"test": "grep -q 42 a.txt",
	}, &submitted); msg != "" {
		t.Fatalf("submit_run: %s", msg)
	}
	if submitted.Trigger != "mcp" || !strings.HasPrefix(submitted.CaseID, "mcp-") {
		t.Errorf("submitted %+v, want trigger mcp and an mcp- case id", submitted)
	}
	waitStatus(t, srv, submitted.ID, "SUCCEEDED")

	var got evdmcp.RunView
	if msg := call(t, s, "get_run", map[string]any{"id": submitted.CorrelationID}, &got); msg != "" {
		t.Fatalf("get_run: %s", msg)
	}
	if got.Verdict != "PASS" || got.ID != submitted.ID {
		t.Errorf("get_run = %+v, want run %s with verdict PASS", got, submitted.ID)
	}
	var logs evdmcp.Logs
	if msg := call(t, s, "get_run_logs", map[string]any{"id": submitted.ID}, &logs); msg != "" {
		t.Fatalf("get_run_logs: %s", msg)
	}
	if !logs.Settled || !slices.ContainsFunc(logs.Lines, func(l evdmcp.LogLine) bool { return l.Text == "hello from mcp" }) {
		t.Errorf("get_run_logs = %+v, want the harness's line of a settled run", logs)
	}
	var list evdmcp.RunList
	if msg := call(t, s, "list_runs", map[string]any{"status": "succeeded"}, &list); msg != "" || len(list.Runs) != 1 {
		t.Errorf("list_runs = %+v %q, want the one run", list, msg)
	}

	t.Run("another tenant's run is not found through any tool", func(t *testing.T) {
		var out bytes.Buffer
		getenv := func(k string) string { return env[k] }
		if err := runCommand(context.Background(), []string{"token", "create", "--tenant", "rival", "--role", "admin"}, getenv, &out, io.Discard); err != nil {
			t.Fatal(err)
		}
		rival, err := mcpSession(t, srv, strings.TrimSpace(out.String()))
		if err != nil {
			t.Fatal(err)
		}
		for _, tool := range []string{"get_run", "get_run_logs", "cancel_run", "exec_in_run"} {
			var v any
			args := map[string]any{"id": submitted.ID}
			if tool == "exec_in_run" {
				args["command"] = []string{"true"}
			}
			msg := call(t, rival, tool, args, &v)
			if !strings.HasPrefix(msg, "NOT_FOUND: ") || !strings.Contains(msg, "To fix: ") {
				t.Errorf("%s of another tenant's run = %v %q, want NOT_FOUND with what to fix", tool, v, msg)
			}
		}
		var list evdmcp.RunList
		if msg := call(t, rival, "list_runs", map[string]any{}, &list); msg != "" || len(list.Runs) != 0 {
			t.Errorf("list_runs of another tenant = %+v %q, want none", list, msg)
		}
	})

	t.Run("exec_in_run looks inside a running run", func(t *testing.T) {
		var live evdmcp.RunView
		if msg := call(t, s, "submit_run", map[string]any{"runtime": "local", "task": "wait",
			"command": []string{"sh", "-c", "echo ready > marker; echo ready; exec sleep 600"}}, &live); msg != "" {
			t.Fatalf("submit_run: %s", msg)
		}
		t.Cleanup(func() { call(t, s, "cancel_run", map[string]any{"id": live.ID}, new(any)) })
		tick := time.NewTicker(50 * time.Millisecond)
		defer tick.Stop()
		for ready := false; !ready; {
			for _, l := range waitStatus(t, srv, live.ID, "RUNNING").Logs {
				ready = ready || l.Text == "ready"
			}
			if !ready {
				<-tick.C
			}
		}
		var out evdmcp.ExecOutput
		if msg := call(t, s, "exec_in_run", map[string]any{"id": live.ID, "command": []string{"sh", "-c", "cat marker; exit 5"}}, &out); msg != "" {
			t.Fatalf("exec_in_run: %s", msg)
		}
		if out.Stdout != "ready\n" || out.ExitCode != 5 {
			t.Errorf("exec_in_run = %+v, want the workspace's marker and exit 5", out)
		}
	})

	t.Run("a refused submission says what to fix", func(t *testing.T) {
		var v any
		msg := call(t, s, "submit_run", map[string]any{"runtime": "local", "task": "t", "command": []string{}}, &v)
		if !strings.HasPrefix(msg, "BAD_USER_INPUT: ") || !strings.Contains(msg, "To fix: ") {
			t.Errorf("submit_run without a command = %q, want BAD_USER_INPUT with what to fix", msg)
		}
		msg = call(t, s, "submit_run", map[string]any{"task": "t", "command": []string{"true"}}, &v)
		if !strings.Contains(msg, "runtime") {
			t.Errorf("submit_run without a runtime = %q, want the schema to name the missing runtime", msg)
		}
	})

	t.Run("a page of logs is bounded in bytes, and paging reads every line once", func(t *testing.T) {
		const lines, width = 40, 60000 // 2.4 MB of text
		var big evdmcp.RunView
		if msg := call(t, s, "submit_run", map[string]any{"runtime": "local", "task": "shout", "command": []string{"sh", "-c",
			fmt.Sprintf(`i=0; while [ $i -lt %d ]; do head -c %d /dev/zero | tr '\0' x; echo; i=$((i+1)); done`, lines, width)}}, &big); msg != "" {
			t.Fatalf("submit_run: %s", msg)
		}
		waitStatus(t, srv, big.ID, "SUCCEEDED")
		from, pages, got := 0, 0, 0
		for {
			var page evdmcp.Logs
			if msg := call(t, s, "get_run_logs", map[string]any{"id": big.ID, "from_seq": from, "limit": 1000}, &page); msg != "" {
				t.Fatalf("get_run_logs: %s", msg)
			}
			if len(page.Lines) == 0 {
				break
			}
			pages++
			size := 0
			for _, l := range page.Lines {
				size += len(l.Text)
				if l.Seq <= from {
					t.Fatalf("line %d came again after %d", l.Seq, from)
				}
				if len(l.Text) == width {
					got++
				}
			}
			if size > evdmcp.LogBytesMax {
				t.Errorf("a page holds %d bytes of text, over %d", size, evdmcp.LogBytesMax)
			}
			from = page.NextFromSeq
		}
		if got != lines || pages < 3 {
			t.Errorf("read %d long lines in %d pages, want %d in at least 3", got, pages, lines)
		}
	})

	t.Run("a bad token is refused", func(t *testing.T) {
		if _, err := mcpSession(t, srv, "evd_notatoken"); err == nil || !strings.Contains(err.Error(), "Unauthorized") {
			t.Errorf("connect with a bad token: %v, want Unauthorized", err)
		}
	})
}
