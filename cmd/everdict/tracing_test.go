package main

import (
	"bytes"
	"encoding/json"
	"net/http"
	"os"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/everdict/everdict/agenttrace"
	"github.com/everdict/everdict/tracing"
	"github.com/everdict/everdict/tracing/tracingtest"
)

// taskMarker is in the case's task: no span may carry it.
const taskMarker = "task-text-that-stays-out-of-spans"

// traceHarness prints the TRACEPARENT and EVERDICT_TRACE_ID the job was
// given.
const traceHarness = `echo "traceparent=${TRACEPARENT:-none}"; echo "traceid=${EVERDICT_TRACE_ID:-none}"`

// submitTraced submits a run of traceHarness on the shared LOCAL runtime,
// sending the caller's traceparent header when it is not "".
func submitTraced(t *testing.T, srv *serverProcess, traceparent string) string {
	t.Helper()
	body, _ := json.Marshal(map[string]any{
		"query": `mutation($in: SubmitRunInput!) { submitRun(input: $in) { id } }`,
		"variables": map[string]any{"in": map[string]any{
			"runtime": "local",
			"harness": map[string]any{"name": "sh", "command": []string{"sh", "-c", traceHarness}},
			"case":    map[string]any{"task": taskMarker},
		}},
	})
	req, _ := http.NewRequest(http.MethodPost, srv.base+"/graphql", bytes.NewReader(body))
	req.Header.Set("Authorization", "Bearer "+srv.token)
	req.Header.Set("Content-Type", "application/json")
	if traceparent != "" {
		req.Header.Set("Traceparent", traceparent)
	}
	res, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer res.Body.Close()
	var out struct {
		Data   struct{ SubmitRun struct{ ID string } }
		Errors []map[string]any
	}
	if err := json.NewDecoder(res.Body).Decode(&out); err != nil || len(out.Errors) > 0 {
		t.Fatalf("submit: %v %v", err, out.Errors)
	}
	return out.Data.SubmitRun.ID
}

// printedTraceparent is what the harness printed of its TRACEPARENT.
func printedTraceparent(t *testing.T, v runView) string {
	t.Helper()
	return printed(t, v, "traceparent=")
}

// printed is what the harness printed on its line starting with prefix.
func printed(t *testing.T, v runView, prefix string) string {
	t.Helper()
	for _, l := range v.Logs {
		if s, ok := strings.CutPrefix(l.Text, prefix); ok {
			return s
		}
	}
	t.Fatalf("the harness printed no %s line: %+v", prefix, v.Logs)
	return ""
}

// stopServer ends the server as an operator does (SIGTERM) and waits for it
// to exit: it flushes its spans on the way out.
func stopServer(t *testing.T, srv *serverProcess) {
	t.Helper()
	if err := srv.cmd.Process.Signal(os.Interrupt); err != nil {
		t.Fatal(err)
	}
	if err := srv.cmd.Wait(); err != nil {
		t.Fatalf("the server did not exit cleanly: %v", err)
	}
}

// TestOneRunIsOneTrace runs one LOCAL run on a real server exporting to an
// in-process OTLP receiver, and checks its spans: one trace, continuing the
// caller's, submit → admit and dispatch → backend dispatch and settle, and
// the job's TRACEPARENT naming its backend dispatch span as the parent in
// the attempt's own trace (agenttrace), which the span names in turn.
func TestOneRunIsOneTrace(t *testing.T) {
	t.Parallel()
	rcv := tracingtest.NewReceiver(t)
	env := envFor(t)
	env["OTEL_EXPORTER_OTLP_ENDPOINT"] = rcv.URL
	srv := startServer(t, env)

	const callerTrace, callerSpan = "4bf92f3577b34da6a3ce929d0e0e4736", "00f067aa0ba902b7"
	id := submitTraced(t, srv, "00-"+callerTrace+"-"+callerSpan+"-01")
	got := waitStatus(t, srv, id, "SUCCEEDED")
	jobParent, jobTrace := printedTraceparent(t, got), printed(t, got, "traceid=")
	stopServer(t, srv)

	spans := rcv.Spans()
	byName := map[string][]tracingtest.Span{}
	for _, s := range spans {
		if s.TraceID != callerTrace {
			t.Errorf("span %s is in trace %s, not the run's %s", s.Name, s.TraceID, callerTrace)
		}
		for k, v := range s.Attrs {
			if strings.Contains(v, taskMarker) || strings.Contains(v, traceHarness) {
				t.Errorf("span %s attribute %s carries the run's spec: %q", s.Name, k, v)
			}
		}
		byName[s.Name] = append(byName[s.Name], s)
	}
	one := func(name string) tracingtest.Span {
		t.Helper()
		if len(byName[name]) != 1 {
			t.Fatalf("%d %s spans, want 1; got %v", len(byName[name]), name, names(spans))
		}
		return byName[name][0]
	}
	submit, admit, dispatch := one(tracing.SpanSubmit), one(tracing.SpanAdmit), one(tracing.SpanDispatch)
	backend, settle := one(tracing.SpanBackendDispatch), one(tracing.SpanSettle)

	parents := map[string]string{
		tracing.SpanSubmit:          submit.ParentSpanID,
		tracing.SpanAdmit:           admit.ParentSpanID,
		tracing.SpanDispatch:        dispatch.ParentSpanID,
		tracing.SpanBackendDispatch: backend.ParentSpanID,
		tracing.SpanSettle:          settle.ParentSpanID,
	}
	wantParents := map[string]string{
		tracing.SpanSubmit:          callerSpan,
		tracing.SpanAdmit:           submit.SpanID,
		tracing.SpanDispatch:        submit.SpanID,
		tracing.SpanBackendDispatch: dispatch.SpanID,
		tracing.SpanSettle:          dispatch.SpanID,
	}
	if diff := cmp.Diff(wantParents, parents); diff != "" {
		t.Errorf("parent span ids (-want +got):\n%s", diff)
	}
	agentTrace := agenttrace.ID("evd-run-"+id, 1)
	if want := "00-" + agentTrace + "-" + backend.SpanID + "-01"; jobParent != want {
		t.Errorf("the job's TRACEPARENT = %q, want its backend dispatch span in the attempt's trace %q", jobParent, want)
	}
	if jobTrace != agentTrace {
		t.Errorf("the job's EVERDICT_TRACE_ID = %q, want the attempt's %q", jobTrace, agentTrace)
	}

	attrs := map[string]map[string]string{
		tracing.SpanSubmit:          pick(submit.Attrs, "everdict.run.id", "everdict.tenant", "everdict.runtime"),
		tracing.SpanAdmit:           pick(admit.Attrs, "everdict.run.id", "everdict.admission.decision", "everdict.admission.outcome"),
		tracing.SpanDispatch:        pick(dispatch.Attrs, "everdict.run.id", "everdict.correlation_id", "everdict.tenant", "everdict.redispatch"),
		tracing.SpanBackendDispatch: pick(backend.Attrs, "everdict.correlation_id", "everdict.backend.kind", "everdict.agent.trace_id"),
		tracing.SpanSettle:          pick(settle.Attrs, "everdict.run.id", "everdict.run.status", "everdict.settle.applied"),
	}
	corr := "evd-run-" + id
	wantAttrs := map[string]map[string]string{
		tracing.SpanSubmit:          {"everdict.run.id": id, "everdict.tenant": "default", "everdict.runtime": "local"},
		tracing.SpanAdmit:           {"everdict.run.id": id, "everdict.admission.decision": "admit", "everdict.admission.outcome": "dispatched"},
		tracing.SpanDispatch:        {"everdict.run.id": id, "everdict.correlation_id": corr, "everdict.tenant": "default", "everdict.redispatch": "false"},
		tracing.SpanBackendDispatch: {"everdict.correlation_id": corr, "everdict.backend.kind": "LOCAL", "everdict.agent.trace_id": agentTrace},
		tracing.SpanSettle:          {"everdict.run.id": id, "everdict.run.status": "SUCCEEDED", "everdict.settle.applied": "true"},
	}
	if diff := cmp.Diff(wantAttrs, attrs); diff != "" {
		t.Errorf("span attributes (-want +got):\n%s", diff)
	}
	if diff := cmp.Diff([]string{"accepted"}, backend.Events); diff != "" {
		t.Errorf("backend dispatch events (-want +got):\n%s", diff)
	}
}

// TestWithoutAnEndpointNothingIsExported runs a run on servers that do not
// trace: the job still gets its attempt's derived trace (TRACEPARENT and
// EVERDICT_TRACE_ID, for the agent's own trace), and a receiver named only
// where OTEL_SDK_DISABLED overrides it hears nothing.
func TestWithoutAnEndpointNothingIsExported(t *testing.T) {
	t.Parallel()
	cases := map[string]func(rcv *tracingtest.Receiver) map[string]string{
		"no endpoint set": func(*tracingtest.Receiver) map[string]string { return nil },
		"an endpoint with OTEL_SDK_DISABLED": func(rcv *tracingtest.Receiver) map[string]string {
			return map[string]string{"OTEL_EXPORTER_OTLP_ENDPOINT": rcv.URL, "OTEL_SDK_DISABLED": "true"}
		},
	}
	for name, extra := range cases {
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			rcv := tracingtest.NewReceiver(t)
			env := envFor(t)
			for k, v := range extra(rcv) {
				env[k] = v
			}
			srv := startServer(t, env)
			id := submitTraced(t, srv, "00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01")
			got := waitStatus(t, srv, id, "SUCCEEDED")
			corr := "evd-run-" + id
			wantID, wantParent := agenttrace.ID(corr, 1), agenttrace.Traceparent(agenttrace.ID(corr, 1), agenttrace.SpanID(corr, 1))
			if diff := cmp.Diff([]string{wantParent, wantID}, []string{printedTraceparent(t, got), printed(t, got, "traceid=")}); diff != "" {
				t.Errorf("the job's TRACEPARENT and EVERDICT_TRACE_ID (-want +got):\n%s", diff)
			}
			stopServer(t, srv)
			if n := rcv.Requests(); n != 0 {
				t.Errorf("the receiver got %d export requests, want none: %v", n, names(rcv.Spans()))
			}
		})
	}
}

func pick(m map[string]string, keys ...string) map[string]string {
	out := map[string]string{}
	for _, k := range keys {
		if v, ok := m[k]; ok {
			out[k] = v
		}
	}
	return out
}

func names(spans []tracingtest.Span) []string {
	var out []string
	for _, s := range spans {
		out = append(out, s.Name)
	}
	return out
}
