package scheduler

import (
	"context"

	"go.opentelemetry.io/otel/attribute"
	"go.opentelemetry.io/otel/trace"

	"github.com/everdict/everdict/placement"
	"github.com/everdict/everdict/tracing"
)

// waitsMax bounds the memory of which reason each waiting run's last
// admission span gave; past it the memory starts afresh (a run then records
// its reason once more).
const waitsMax = 10_000

// startRun starts span name of it's run: a child of the run's submit span
// (recorded on its row), in parent's values and cancellation.
func (s *Scheduler) startRun(parent context.Context, it *item, name string, attrs ...attribute.KeyValue) (context.Context, trace.Span) {
	if !s.traced {
		return parent, noSpan
	}
	ctx := parent
	if it.trace.IsValid() {
		ctx = trace.ContextWithRemoteSpanContext(parent, it.trace)
	}
	attrs = append(attrs, tracing.AttrRunID.Int(it.runID), tracing.AttrCorrelationID.String(it.correlation()),
		tracing.AttrTenant.String(it.tenant), tracing.AttrRuntime.String(it.target.Name),
		tracing.AttrRuntimeVersion.Int(it.target.Version), tracing.AttrReplica.String(s.id))
	return s.tracer.Start(ctx, name, trace.WithAttributes(attrs...))
}

// noSpan is the span of everything when tracing is off.
var noSpan = trace.SpanFromContext(context.Background())

// admitStarted opens the admission span of a run placement admitted; the
// commit ends it with what became of the run (admitEnd).
func (s *Scheduler) admitStarted(it *item) {
	if !s.traced {
		return
	}
	delete(s.waits, it.runID)
	_, it.admit = s.startRun(s.base, it, tracing.SpanAdmit, tracing.AttrDecision.String("admit"))
}

// admitEnd ends it's admission span with outcome: dispatched, or why the
// run went back in line.
func (it *item) admitEnd(outcome string) {
	if it.admit == nil {
		return
	}
	it.admit.SetAttributes(tracing.AttrOutcome.String(outcome))
	it.admit.End()
	it.admit = nil
}

// admitRefused records placement's refusal of it: a run refused for good
// gets a span, which its settle is a child of (it.span until settled); a
// run that waits gets one per reason it waits for, not one per pump round.
// It returns the span to end once the refusal is acted on.
func (s *Scheduler) admitRefused(it *item, d placement.Decision) trace.Span {
	if !s.traced {
		return noSpan
	}
	decision := "wait"
	if d.Permanent {
		decision = "refuse"
	} else {
		if last, ok := s.waits[it.runID]; ok && last == d.Rule {
			return noSpan
		}
		if len(s.waits) >= waitsMax {
			clear(s.waits)
		}
		s.waits[it.runID] = d.Rule
	}
	_, span := s.startRun(s.base, it, tracing.SpanAdmit,
		tracing.AttrDecision.String(decision), tracing.AttrRule.String(string(d.Rule)))
	return span
}

// spanContext is ctx carrying it's current span (its dispatch, adoption or
// refusal), so the run service's settle span is its child.
func (it *item) spanContext(ctx context.Context) context.Context {
	if it.span == nil {
		return ctx
	}
	return trace.ContextWithSpan(ctx, it.span)
}
