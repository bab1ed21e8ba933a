package tracing_test

import (
	"context"
	"errors"
	"testing"

	"github.com/google/go-cmp/cmp"
	sdktrace "go.opentelemetry.io/otel/sdk/trace"
	"go.opentelemetry.io/otel/sdk/trace/tracetest"

	"github.com/everdict/everdict/backends"
	"github.com/everdict/everdict/domain"
	"github.com/everdict/everdict/evalcase"
	"github.com/everdict/everdict/tracing"
	"github.com/everdict/everdict/tracing/tracingtest"
)

func TestFromEnv(t *testing.T) {
	t.Parallel()
	cases := map[string]struct {
		env     map[string]string
		want    tracing.Config
		enabled bool
	}{
		"no endpoint leaves tracing off": {env: map[string]string{}},
		"the OTLP endpoint turns it on": {
			env:  map[string]string{"OTEL_EXPORTER_OTLP_ENDPOINT": "http://collector:4318"},
			want: tracing.Config{Endpoint: "http://collector:4318"}, enabled: true,
		},
		"the traces endpoint turns it on too": {
			env:  map[string]string{"OTEL_EXPORTER_OTLP_TRACES_ENDPOINT": "http://collector:4318/v1/traces"},
			want: tracing.Config{TracesEndpoint: "http://collector:4318/v1/traces"}, enabled: true,
		},
		"OTEL_SDK_DISABLED wins over an endpoint": {
			env: map[string]string{"OTEL_EXPORTER_OTLP_ENDPOINT": "http://collector:4318", "OTEL_SDK_DISABLED": "true"},
		},
	}
	for name, tc := range cases {
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			got := tracing.FromEnv(func(k string) string { return tc.env[k] })
			if diff := cmp.Diff(tc.want, got); diff != "" {
				t.Errorf("FromEnv (-want +got):\n%s", diff)
			}
			if got.Enabled() != tc.enabled {
				t.Errorf("Enabled() = %v, want %v", got.Enabled(), tc.enabled)
			}
		})
	}
}

func TestWithoutAnEndpointNothingIsTracedOrExported(t *testing.T) {
	t.Parallel()
	tr, err := tracing.Start(context.Background(), tracing.Config{})
	if err != nil {
		t.Fatal(err)
	}
	if tr.Enabled() || tr.Provider() != nil {
		t.Fatalf("Start without an endpoint: Enabled() = %v, Provider() = %v; want off and nil", tr.Enabled(), tr.Provider())
	}
	_, span := tracing.Tracer(tr.Provider()).Start(context.Background(), tracing.SpanSubmit)
	if span.IsRecording() || span.SpanContext().IsValid() {
		t.Errorf("a span of the disabled tracer records (%v) or has a context (%v)", span.IsRecording(), span.SpanContext())
	}
	if tp := tracing.Traceparent(span.SpanContext()); tp != "" {
		t.Errorf("the disabled tracer's span gives traceparent %q, want none", tp)
	}
	span.End()
	if err := tr.Stop(context.Background()); err != nil {
		t.Errorf("Stop: %v", err)
	}
	b := &fakeBackend{}
	if got := tracing.Backend(b, nil, "LOCAL"); got != backends.Backend(b) {
		t.Errorf("Backend with no provider wraps the backend: %T", got)
	}
}

func TestSpansAreExportedToTheEndpointOnStop(t *testing.T) {
	t.Parallel()
	rcv := tracingtest.NewReceiver(t)
	tr, err := tracing.Start(context.Background(), tracing.Config{Endpoint: rcv.URL, Instance: "replica-a"})
	if err != nil {
		t.Fatal(err)
	}
	ctx, parent := tracing.Tracer(tr.Provider()).Start(context.Background(), tracing.SpanSubmit)
	_, child := tracing.Tracer(tr.Provider()).Start(ctx, tracing.SpanAdmit)
	child.End()
	parent.End()
	if err := tr.Stop(context.Background()); err != nil {
		t.Fatal(err)
	}
	spans := rcv.Spans()
	if len(spans) != 2 {
		t.Fatalf("received %d spans, want 2: %+v", len(spans), spans)
	}
	byName := map[string]tracingtest.Span{}
	for _, s := range spans {
		byName[s.Name] = s
	}
	sub, adm := byName[tracing.SpanSubmit], byName[tracing.SpanAdmit]
	if adm.TraceID != sub.TraceID || adm.ParentSpanID != sub.SpanID {
		t.Errorf("admit span (trace %s, parent %s) is not the submit span's child (trace %s, span %s)",
			adm.TraceID, adm.ParentSpanID, sub.TraceID, sub.SpanID)
	}
	if got := sub.Resource["service.name"]; got != tracing.ServiceNameDefault {
		t.Errorf("service.name = %q, want %q", got, tracing.ServiceNameDefault)
	}
	if got := sub.Resource["service.instance.id"]; got != "replica-a" {
		t.Errorf("service.instance.id = %q, want replica-a", got)
	}
}

func TestTraceparentRoundTrips(t *testing.T) {
	t.Parallel()
	rec := tracetest.NewSpanRecorder()
	tp := sdktrace.NewTracerProvider(sdktrace.WithSpanProcessor(rec))
	_, span := tp.Tracer("t").Start(context.Background(), "s")
	defer span.End()
	header := tracing.Traceparent(span.SpanContext())
	want := "00-" + span.SpanContext().TraceID().String() + "-" + span.SpanContext().SpanID().String() + "-01"
	if header != want {
		t.Fatalf("Traceparent = %q, want %q", header, want)
	}
	back := tracing.Parse(header)
	if back.TraceID() != span.SpanContext().TraceID() || back.SpanID() != span.SpanContext().SpanID() || !back.IsRemote() {
		t.Errorf("Parse(%q) = %v, want the span's context, remote", header, back)
	}
	for _, bad := range []string{"", "garbage", "00-00000000000000000000000000000000-0000000000000000-01"} {
		if sc := tracing.Parse(bad); sc.IsValid() {
			t.Errorf("Parse(%q) is valid: %v", bad, sc)
		}
	}
}

func TestBackendCallsAreSpansAndTheJobGetsTheDispatchSpan(t *testing.T) {
	t.Parallel()
	rec := tracetest.NewSpanRecorder()
	tp := sdktrace.NewTracerProvider(sdktrace.WithSpanProcessor(rec))
	fb := &fakeBackend{hardened: true}
	b := tracing.Backend(hardenedFake{fb}, tp, "LOCAL")
	if h, ok := b.(backends.Hardener); !ok || !h.SandboxAvailable() {
		t.Fatalf("the traced backend hides the backend's sandbox (Hardener: %v)", ok)
	}
	if _, ok := tracing.Backend(fb, tp, "LOCAL").(backends.Hardener); ok {
		t.Errorf("the traced backend claims a sandbox the backend does not offer")
	}
	if _, ok := b.(backends.Access); ok {
		t.Errorf("the traced backend offers a way in the backend does not")
	}
	for name, inner := range map[string]backends.Backend{
		"access": enteringFake{fb},
		"access and sandbox": struct {
			enteringFake
			backends.Hardener
		}{enteringFake{fb}, hardenedFake{fb}},
	} {
		if _, ok := tracing.Backend(inner, tp, "LOCAL").(backends.Access); !ok {
			t.Errorf("%s: the traced backend hides the backend's Access", name)
		}
	}
	ctx, parent := tp.Tracer("t").Start(context.Background(), tracing.SpanDispatch)
	var accepted bool
	sink := acceptSink{accepted: &accepted}
	if _, err := b.Dispatch(ctx, backends.Job{RunID: "evd-run-1", Tenant: "acme"}, sink); err != nil {
		t.Fatal(err)
	}
	if !accepted {
		t.Error("the scheduler's sink was not told the job was accepted")
	}
	_ = b.Cancel(ctx, "evd-run-1")
	parent.End()

	ended := rec.Ended()
	names := map[string]sdktrace.ReadOnlySpan{}
	for _, s := range ended {
		names[s.Name()] = s
	}
	d, ok := names[tracing.SpanBackendDispatch]
	if !ok {
		t.Fatalf("no %s span among %d", tracing.SpanBackendDispatch, len(ended))
	}
	if d.Parent().SpanID() != parent.SpanContext().SpanID() {
		t.Errorf("the backend dispatch span's parent is %s, want the dispatch span %s", d.Parent().SpanID(), parent.SpanContext().SpanID())
	}
	if want := tracing.Traceparent(d.SpanContext()); fb.job.TraceParent != want {
		t.Errorf("the job's TraceParent = %q, want its dispatch span %q", fb.job.TraceParent, want)
	}
	if len(d.Events()) != 1 || d.Events()[0].Name != "accepted" {
		t.Errorf("dispatch span events = %v, want [accepted]", d.Events())
	}
	c := names[tracing.SpanBackendCancel]
	if c == nil || c.Status().Description != "NOT_FOUND" {
		t.Errorf("the failed cancel's span status = %+v, want an error naming %s", c, "NOT_FOUND")
	}
}

type fakeBackend struct {
	hardened bool
	job      backends.Job
}

func (f *fakeBackend) Dispatch(_ context.Context, j backends.Job, logs backends.LogSink) (evalcase.Result, error) {
	f.job = j
	if a, ok := logs.(backends.Accepter); ok {
		a.Accepted()
	}
	return evalcase.Result{}, nil
}

func (f *fakeBackend) Cancel(context.Context, string) error {
	return backends.Errorf(domain.FailureConfig, "NOT_FOUND", "no job: %w", backends.ErrNotFound)
}

func (f *fakeBackend) Adopt(context.Context, string, int64, backends.LogSink) (backends.AdoptOutcome, evalcase.Result, error) {
	return backends.Absent, evalcase.Result{}, nil
}

func (f *fakeBackend) Probe(context.Context) (backends.ProbeResult, error) {
	return backends.ProbeResult{}, errors.New("unused")
}

type hardenedFake struct{ *fakeBackend }

func (h hardenedFake) SandboxAvailable() bool { return h.hardened }

type enteringFake struct{ *fakeBackend }

func (enteringFake) Exec(context.Context, string, backends.ExecRequest) (backends.ExecResult, error) {
	return backends.ExecResult{}, nil
}

func (enteringFake) Terminal(context.Context, string, backends.TerminalRequest) (backends.Terminal, error) {
	return nil, backends.ErrUnsupported
}

func (enteringFake) Screen(context.Context, string) ([]byte, error) { return nil, backends.ErrNoScreen }

type acceptSink struct{ accepted *bool }

func (a acceptSink) Line(backends.LogLine) {}
func (a acceptSink) Accepted()             { *a.accepted = true }
