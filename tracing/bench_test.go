package tracing_test

import (
	"context"
	"testing"

	"go.opentelemetry.io/otel/trace"

	"github.com/everdict/everdict/tracing"
)

// BenchmarkDisabledPerRun is what tracing costs one run when it is off:
// the run service's submit span on the no-op tracer, its recorded
// traceparent (none) and its end. The scheduler's and the settle's spans
// return before starting anything when no provider is configured, and
// backends are not wrapped.
func BenchmarkDisabledPerRun(b *testing.B) {
	tracer := tracing.Tracer(nil)
	ctx := context.Background()
	b.ReportAllocs()
	for b.Loop() {
		sctx, span := tracer.Start(ctx, tracing.SpanSubmit)
		if tracing.Traceparent(trace.SpanFromContext(sctx).SpanContext()) != "" {
			b.Fatal("a traceparent from the no-op tracer")
		}
		tracing.End(span, nil)
	}
}
