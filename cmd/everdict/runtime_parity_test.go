package main

import (
	"bytes"
	"context"
	"encoding/json"
	"io"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/everdict/everdict/cli"
	"github.com/everdict/everdict/client"
	evdmcp "github.com/everdict/everdict/mcp"
)

// tenantMember makes a MEMBER token of a tenant of its own on srv.
func tenantMember(t *testing.T, env map[string]string, tenant string) string {
	t.Helper()
	var out bytes.Buffer
	getenv := func(k string) string { return env[k] }
	if err := runCommand(context.Background(), []string{"token", "create", "--tenant", tenant, "--role", "member"}, getenv, &out, io.Discard); err != nil {
		t.Fatal(err)
	}
	return strings.TrimSpace(out.String())
}

// TestRuntimeTagsArchiveAndValidateFromTheCLI drives `runtime validate`,
// `runtime tags` and `runtime archive` against a real server: an invalid
// spec exits 1 naming its fields, a tag moves between versions, an archived
// version takes no run, and a MEMBER is refused as GraphQL refuses it.
func TestRuntimeTagsArchiveAndValidateFromTheCLI(t *testing.T) {
	t.Parallel()
	senv := envFor(t)
	srv := startServer(t, senv)
	env := clientEnv(t, srv, srv.token)
	dir := t.TempDir()
	write := func(name, body string) string {
		t.Helper()
		file := filepath.Join(dir, name)
		if err := os.WriteFile(file, []byte(body), 0o600); err != nil {
			t.Fatal(err)
		}
		return file
	}
	good := write("good.yaml", "name: tiny\nkind: LOCAL\nadmission:\n  maxConcurrent: 1\n")
	bad := write("bad.yaml", "name: Not A Name\nkind: LOCAL\nadmission:\n  maxConcurrent: -1\n")

	out, errOut, code := everdict(t, env, "runtime", "validate", "-f", bad, "--output", "json")
	var invalid client.RuntimeValidation
	if code != cli.ExitFail || json.Unmarshal([]byte(out), &invalid) != nil || invalid.Valid {
		t.Fatalf("runtime validate of a bad spec: exit %d, %q %q; want exit 1 and valid false", code, out, errOut)
	}
	var fields []string
	for _, p := range invalid.Problems {
		fields = append(fields, p.Field)
	}
	if !slices.Contains(fields, "name") || !slices.Contains(fields, "admission.maxConcurrent") {
		t.Errorf("problems name the fields %v, want name and admission.maxConcurrent", fields)
	}
	if out, errOut, code := everdict(t, env, "runtime", "validate", "-f", good); code != 0 || !strings.Contains(out, "true") {
		t.Errorf("runtime validate of a good spec: exit %d, %q %q", code, out, errOut)
	}
	for range 2 {
		if out, errOut, code := everdict(t, env, "runtime", "register", "-f", good); code != 0 {
			t.Fatalf("runtime register: exit %d, %q %q", code, out, errOut)
		}
	}

	tagsOf := func() map[int][]string {
		var got struct {
			Runtime struct {
				Versions []struct {
					Version  int
					Tags     []string
					Archived bool
				}
			}
		}
		srv.gql(t, srv.token, `{ runtime(name: "tiny") { versions { version tags archived } } }`, nil, &got)
		out := map[int][]string{}
		for _, v := range got.Runtime.Versions {
			out[v.Version] = v.Tags
			if v.Archived {
				out[v.Version] = append(out[v.Version], "(archived)")
			}
		}
		return out
	}
	out, errOut, code = everdict(t, env, "runtime", "tags", "tiny", "1", "stable", "canary", "-o", "json")
	var v client.RuntimeVersion
	if code != 0 || json.Unmarshal([]byte(out), &v) != nil || v.Version != 1 {
		t.Fatalf("runtime tags tiny 1: exit %d, %q %q", code, out, errOut)
	}
	if out, errOut, code := everdict(t, env, "runtime", "tags", "tiny", "2", "stable"); code != 0 || !strings.Contains(out, "stable") {
		t.Fatalf("runtime tags tiny 2: exit %d, %q %q", code, out, errOut)
	}
	if out, errOut, code := everdict(t, env, "runtime", "archive", "tiny", "1"); code != 0 {
		t.Fatalf("runtime archive tiny 1: exit %d, %q %q", code, out, errOut)
	}
	if diff := cmp.Diff(map[int][]string{1: {"canary", "(archived)"}, 2: {"stable"}}, tagsOf()); diff != "" {
		t.Errorf("versions after tagging and archiving (-want +got):\n%s", diff)
	}
	_, errOut, code = everdict(t, env, "run", "submit", "--runtime", "tiny@canary", "--task", "t", "--", "true")
	if code != 1 || !strings.Contains(errOut, "CONFLICT") || !strings.Contains(errOut, "archived") {
		t.Errorf("a run on an archived version: exit %d, %q; want CONFLICT naming the archive", code, errOut)
	}
	if _, errOut, code := everdict(t, env, "runtime", "tags", "tiny", "two", "stable"); code != cli.ExitUsage || !strings.Contains(errOut, "version") {
		t.Errorf("runtime tags with a version that is no number: exit %d, %q; want a usage error", code, errOut)
	}

	member := clientEnv(t, srv, tenantMember(t, senv, "acme"))
	for name, args := range map[string][]string{
		"validate": {"runtime", "validate", "-f", good},
		"tags":     {"runtime", "tags", "local", "1", "mine"},
		"archive":  {"runtime", "archive", "local", "1"},
	} {
		if _, errOut, code := everdict(t, member, args...); code != 1 || !strings.Contains(errOut, "FORBIDDEN") {
			t.Errorf("a MEMBER's runtime %s: exit %d, %q; want FORBIDDEN", name, code, errOut)
		}
	}
}

// TestMCPRuntimeAndQueueToolsAgainstARealServer: an ADMIN's agent
// validates, registers and probes a runtime over /mcp, reads the queue and
// why a run waits; a MEMBER's token is refused the runtime tools with
// FORBIDDEN, as GraphQL refuses it, and reads only its own queue.
func TestMCPRuntimeAndQueueToolsAgainstARealServer(t *testing.T) {
	t.Parallel()
	senv := envFor(t)
	srv := startServer(t, senv)
	s, err := mcpSession(t, srv, srv.token)
	if err != nil {
		t.Fatal(err)
	}
	spec := map[string]any{"name": "tiny", "kind": "LOCAL", "admission": map[string]any{"maxConcurrent": 1}}

	var bad evdmcp.ValidationView
	if msg := call(t, s, "validate_runtime", map[string]any{"spec": map[string]any{"name": "tiny", "kind": "LOCAL",
		"admission": map[string]any{"maxConcurrent": -1}}}, &bad); msg != "" || bad.Valid || len(bad.Problems) == 0 {
		t.Fatalf("validate_runtime of a bad spec = %+v %q, want its problems", bad, msg)
	}
	var good evdmcp.ValidationView
	if msg := call(t, s, "validate_runtime", map[string]any{"spec": spec}, &good); msg != "" || !good.Valid {
		t.Fatalf("validate_runtime of a good spec = %+v %q", good, msg)
	}
	var ver evdmcp.RuntimeVersionView
	if msg := call(t, s, "register_runtime", map[string]any{"spec": spec}, &ver); msg != "" {
		t.Fatalf("register_runtime: %s", msg)
	}
	if diff := cmp.Diff(evdmcp.RuntimeVersionView{Runtime: "tiny", Version: 1, Kind: "LOCAL", Tags: []string{}, Capabilities: good.Capabilities}, ver); diff != "" {
		t.Errorf("register_runtime (-want +got):\n%s", diff)
	}
	var probe evdmcp.ProbeView
	if msg := call(t, s, "probe_runtime", map[string]any{"name": "tiny"}, &probe); msg != "" || !probe.Reachable || !probe.Authenticated {
		t.Errorf("probe_runtime = %+v %q, want the local host reachable", probe, msg)
	}

	// One slot: the first run holds it, the second waits for CAPACITY.
	var first, second evdmcp.RunView
	for _, r := range []*evdmcp.RunView{&first, &second} {
		if msg := call(t, s, "submit_run", map[string]any{"runtime": "tiny", "task": "wait",
			"command": []string{"sh", "-c", "exec sleep 600"}}, r); msg != "" {
			t.Fatalf("submit_run: %s", msg)
		}
		t.Cleanup(func() { call(t, s, "cancel_run", map[string]any{"id": r.ID}, new(any)) })
	}
	waitStatus(t, srv, first.ID, "RUNNING")
	var waiting evdmcp.WaitingView
	if msg := call(t, s, "get_run_waiting_reason", map[string]any{"id": second.CorrelationID}, &waiting); msg != "" ||
		waiting.Waiting == nil || waiting.Waiting.Code != "CAPACITY" || waiting.Status != "QUEUED" {
		t.Errorf("get_run_waiting_reason of the second run = %+v %q, want QUEUED waiting for CAPACITY", waiting, msg)
	}
	var started evdmcp.WaitingView
	if msg := call(t, s, "get_run_waiting_reason", map[string]any{"id": first.ID}, &started); msg != "" || started.Waiting != nil {
		t.Errorf("get_run_waiting_reason of a running run = %+v %q, want no reason", started, msg)
	}
	var q evdmcp.QueueView
	if msg := call(t, s, "get_queue", map[string]any{}, &q); msg != "" {
		t.Fatalf("get_queue: %s", msg)
	}
	i := slices.IndexFunc(q.Runtimes, func(r evdmcp.RuntimeLoadView) bool { return r.Runtime == "tiny" })
	if i < 0 || q.Runtimes[i].Slots != 1 || q.Runtimes[i].InFlight != 1 {
		t.Errorf("get_queue runtimes = %+v, want tiny with 1 slot, 1 in flight", q.Runtimes)
	}

	m, err := mcpSession(t, srv, tenantMember(t, senv, "acme"))
	if err != nil {
		t.Fatal(err)
	}
	for tool, args := range map[string]map[string]any{
		"register_runtime": {"spec": spec},
		"validate_runtime": {"spec": spec},
		"probe_runtime":    {"name": "local"},
	} {
		var v any
		if msg := call(t, m, tool, args, &v); !strings.HasPrefix(msg, "FORBIDDEN: ") || !strings.Contains(msg, "ADMIN") {
			t.Errorf("a MEMBER's %s = %v %q, want FORBIDDEN naming the ADMIN role", tool, v, msg)
		}
	}
	var mq evdmcp.QueueView
	if msg := call(t, m, "get_queue", map[string]any{}, &mq); msg != "" || len(mq.Tenants) != 1 || mq.Tenants[0].Tenant != "acme" {
		t.Errorf("a MEMBER's get_queue = %+v %q, want its own tenant alone", mq, msg)
	}
	var other evdmcp.WaitingView
	if msg := call(t, m, "get_run_waiting_reason", map[string]any{"id": second.ID}, &other); !strings.HasPrefix(msg, "NOT_FOUND: ") {
		t.Errorf("another tenant's get_run_waiting_reason = %+v %q, want NOT_FOUND", other, msg)
	}
}
