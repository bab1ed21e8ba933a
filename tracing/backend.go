package tracing

import (
	"context"
	"errors"

	"go.opentelemetry.io/otel/attribute"
	"go.opentelemetry.io/otel/codes"
	"go.opentelemetry.io/otel/trace"

	"github.com/everdict/everdict/agenttrace"
	"github.com/everdict/everdict/backends"
	"github.com/everdict/everdict/evalcase"
)

// Backend wraps b (a backend of runtime kind) so each of its calls is a span,
// a child of the span in the call's context: everdict.backend.dispatch,
// .adopt, .cancel and .probe. A dispatched job's TraceParent names its
// dispatch span as the parent: in the control plane's trace when the job
// has no trace id of its own, else in the attempt's derived trace
// (Job.TraceID, package agenttrace), the dispatch span naming that trace
// as its everdict.agent.trace_id, so each side finds the other.
// The wrapper keeps b's optional interfaces (backends.Hardener,
// backends.Access, passed through untraced). A nil tp returns b itself.
func Backend(b backends.Backend, tp trace.TracerProvider, kind string) backends.Backend {
	if tp == nil {
		return b
	}
	t := tracedBackend{b: b, tracer: Tracer(tp), kind: attribute.String(string(AttrBackend), kind)}
	h, hardens := b.(backends.Hardener)
	a, enters := b.(backends.Access)
	switch {
	case hardens && enters:
		return struct {
			tracedBackend
			backends.Hardener
			backends.Access
		}{t, h, a}
	case hardens:
		return struct {
			tracedBackend
			backends.Hardener
		}{t, h}
	case enters:
		return struct {
			tracedBackend
			backends.Access
		}{t, a}
	}
	return t
}

// jobTraceparent is the traceparent of job dispatched under span sc: sc
// itself for a job without a trace id, else the job's trace with sc's span
// id (the job's own when sc is no span).
func jobTraceparent(job backends.Job, sc trace.SpanContext) string {
	switch {
	case job.TraceID == "":
		return Traceparent(sc)
	case !sc.IsValid():
		return job.TraceParent
	}
	return agenttrace.Traceparent(job.TraceID, sc.SpanID().String())
}

type tracedBackend struct {
	b      backends.Backend
	tracer trace.Tracer
	kind   attribute.KeyValue
}

func (t tracedBackend) start(ctx context.Context, name, runID string) (context.Context, trace.Span) {
	attrs := []attribute.KeyValue{t.kind}
	if runID != "" {
		attrs = append(attrs, AttrCorrelationID.String(runID))
	}
	return t.tracer.Start(ctx, name, trace.WithSpanKind(trace.SpanKindClient), trace.WithAttributes(attrs...))
}

// end ends span with err's outcome: detached (the job keeps running), or
// failed with its backend code and class.
func end(span trace.Span, err error) {
	switch {
	case err == nil:
	case errors.Is(err, backends.ErrDetached):
		span.SetAttributes(AttrDetached.Bool(true))
	default:
		span.SetAttributes(AttrClass.String(string(backends.ClassOf(err))), AttrCode.String(backends.CodeOf(err)))
		span.SetStatus(codes.Error, backends.CodeOf(err))
	}
	span.End()
}

func (t tracedBackend) Dispatch(ctx context.Context, job backends.Job, logs backends.LogSink) (evalcase.Result, error) {
	ctx, span := t.start(ctx, SpanBackendDispatch, job.RunID)
	span.SetAttributes(AttrTenant.String(job.Tenant))
	job.TraceParent = jobTraceparent(job, span.SpanContext())
	if job.TraceID != "" {
		span.SetAttributes(AttrAgentTraceID.String(job.TraceID))
	}
	res, err := t.b.Dispatch(ctx, job, acceptedSink{logs, span})
	end(span, err)
	return res, err
}

func (t tracedBackend) Adopt(ctx context.Context, runID string, fromSeq int64, logs backends.LogSink) (backends.AdoptOutcome, evalcase.Result, error) {
	ctx, span := t.start(ctx, SpanBackendAdopt, runID)
	out, res, err := t.b.Adopt(ctx, runID, fromSeq, logs)
	span.SetAttributes(AttrAdoptOutcome.String(out.String()))
	end(span, err)
	return out, res, err
}

func (t tracedBackend) Cancel(ctx context.Context, runID string) error {
	ctx, span := t.start(ctx, SpanBackendCancel, runID)
	err := t.b.Cancel(ctx, runID)
	end(span, err)
	return err
}

func (t tracedBackend) Probe(ctx context.Context) (backends.ProbeResult, error) {
	ctx, span := t.start(ctx, SpanBackendProbe, "")
	res, err := t.b.Probe(ctx)
	span.SetAttributes(attribute.Bool("everdict.probe.reachable", res.Reachable),
		attribute.Bool("everdict.probe.authenticated", res.Authenticated))
	end(span, err)
	return res, err
}

// acceptedSink passes lines through and marks the moment the backend
// accepted the job as an event of its dispatch span (then tells the
// scheduler's sink, which stamps the run RUNNING).
type acceptedSink struct {
	backends.LogSink
	span trace.Span
}

func (a acceptedSink) Accepted() {
	a.span.AddEvent("accepted")
	if acc, ok := a.LogSink.(backends.Accepter); ok {
		acc.Accepted()
	}
}

// KeepArtifacts passes a job's collected files to the scheduler's sink
// (backends.ArtifactSink).
func (a acceptedSink) KeepArtifacts(ctx context.Context, files []backends.Artifact) {
	if k, ok := a.LogSink.(backends.ArtifactSink); ok {
		k.KeepArtifacts(ctx, files)
	}
}
