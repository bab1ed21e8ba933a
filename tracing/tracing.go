// Package tracing is Everdict's OpenTelemetry wiring: the tracer provider
// (OTLP over HTTP when an endpoint is configured, the no-op provider
// otherwise), the names of one run's spans and their attributes, the W3C
// traceparent a run records at submit and a job finds in its environment,
// and the decorator that traces a backend's calls.
//
// One run is one trace. Submit starts it (as a child of the caller's
// traceparent header, when the request carried one) and the run's row
// records the submit span's context, so admission, dispatch and settle on
// whichever replica continue the same trace:
//
//	everdict.submit
//	├── everdict.admit             one per admission decision (a waiting run: one per reason, per replica)
//	├── everdict.dispatch          (everdict.adopt after a takeover)
//	│   ├── everdict.backend.dispatch   → TRACEPARENT in the job's environment
//	│   └── everdict.settle
//	└── everdict.settle            a cancel, or a run refused for good at admission
//
// Attributes name the run, tenant slug, runtime and what was decided; never
// a secret, and nothing of the run's case or harness.
//
// Disabled, every service holds the no-op provider: starting a span
// allocates nothing worth measuring, no context is recorded on a run and no
// job gets a TRACEPARENT.
package tracing

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"net/http"
	"strings"
	"time"

	"go.opentelemetry.io/otel/attribute"
	"go.opentelemetry.io/otel/codes"
	"go.opentelemetry.io/otel/exporters/otlp/otlptrace/otlptracehttp"
	"go.opentelemetry.io/otel/propagation"
	"go.opentelemetry.io/otel/sdk/resource"
	sdktrace "go.opentelemetry.io/otel/sdk/trace"
	"go.opentelemetry.io/otel/trace"
	"go.opentelemetry.io/otel/trace/noop"
)

// ServiceNameDefault is the service.name of Everdict's spans, unless
// OTEL_SERVICE_NAME says otherwise.
const ServiceNameDefault = "everdict"

// ScopeName names the instrumentation scope of every span Everdict starts.
const ScopeName = "github.com/everdict/everdict"

// StopTimeoutDefault bounds how long Stop waits for the last spans to be
// exported.
const StopTimeoutDefault = 5 * time.Second

// The spans of one run's trace.
const (
	SpanSubmit   = "everdict.submit"
	SpanAdmit    = "everdict.admit"
	SpanDispatch = "everdict.dispatch"
	SpanAdopt    = "everdict.adopt"
	SpanSettle   = "everdict.settle"
	// The backend calls, children of the span in their context.
	SpanBackendDispatch = "everdict.backend.dispatch"
	SpanBackendAdopt    = "everdict.backend.adopt"
	SpanBackendCancel   = "everdict.backend.cancel"
	SpanBackendProbe    = "everdict.backend.probe"
)

// The attributes of Everdict's spans.
const (
	AttrRunID         = attribute.Key("everdict.run.id")
	AttrCorrelationID = attribute.Key("everdict.correlation_id")
	// AttrAgentTraceID is the trace id of the agent's trace a dispatched
	// job was given (agenttrace).
	AttrAgentTraceID   = attribute.Key("everdict.agent.trace_id")
	AttrTenant         = attribute.Key("everdict.tenant")
	AttrRuntime        = attribute.Key("everdict.runtime")
	AttrRuntimeVersion = attribute.Key("everdict.runtime.version")
	AttrPriority       = attribute.Key("everdict.priority")
	AttrTrigger        = attribute.Key("everdict.trigger")
	AttrScorecardID    = attribute.Key("everdict.scorecard.id")
	AttrBatchRuns      = attribute.Key("everdict.batch.runs")
	AttrReplica        = attribute.Key("everdict.replica")
	// AttrDecision is admit, wait or refuse; AttrRule the placement rule
	// that held a run back; AttrOutcome what became of an admitted run
	// (dispatched, or put back in line: claimed_elsewhere, circuit,
	// ledger_<dimension>, ledger_error).
	AttrDecision = attribute.Key("everdict.admission.decision")
	AttrRule     = attribute.Key("everdict.admission.rule")
	AttrOutcome  = attribute.Key("everdict.admission.outcome")
	// AttrRedispatch: the dispatch is a new attempt of a run taken over.
	AttrRedispatch = attribute.Key("everdict.redispatch")
	// AttrStatus, AttrClass and AttrCode are a settle's outcome; AttrApplied
	// whether this settle won (a late or raced one changes nothing).
	AttrStatus  = attribute.Key("everdict.run.status")
	AttrClass   = attribute.Key("everdict.failure.class")
	AttrCode    = attribute.Key("everdict.failure.code")
	AttrApplied = attribute.Key("everdict.settle.applied")
	AttrCancel  = attribute.Key("everdict.settle.cancel")
	// AttrBackend is the runtime kind of a backend call; AttrAdoptOutcome
	// what Adopt found (ADOPTED, ABSENT, UNKNOWN); AttrDetached that the call
	// returned leaving the job running (shutdown, lease lost).
	AttrBackend      = attribute.Key("everdict.backend.kind")
	AttrAdoptOutcome = attribute.Key("everdict.adopt.outcome")
	AttrDetached     = attribute.Key("everdict.detached")
)

// Config configures Tracing.
type Config struct {
	// Endpoint is the OTLP/HTTP base URL spans are sent to ("/v1/traces" is
	// appended), like OTEL_EXPORTER_OTLP_ENDPOINT. "" with TracesEndpoint
	// also "" disables tracing.
	Endpoint string
	// TracesEndpoint is the full URL spans are sent to, like
	// OTEL_EXPORTER_OTLP_TRACES_ENDPOINT; it wins over Endpoint.
	TracesEndpoint string
	// Instance is this replica's id: the spans' service.instance.id.
	Instance string
	// Logger hears of export failures; nil discards.
	Logger *slog.Logger
}

// Enabled reports whether c exports spans.
func (c Config) Enabled() bool { return c.url() != "" }

func (c Config) url() string {
	if c.TracesEndpoint != "" {
		return c.TracesEndpoint
	}
	if c.Endpoint != "" {
		return strings.TrimSuffix(c.Endpoint, "/") + "/v1/traces"
	}
	return ""
}

// FromEnv reads the endpoint the OpenTelemetry way:
// OTEL_EXPORTER_OTLP_TRACES_ENDPOINT, else OTEL_EXPORTER_OTLP_ENDPOINT;
// OTEL_SDK_DISABLED=true turns tracing off whatever they say. The exporter
// reads the rest of the OTEL_EXPORTER_OTLP_* variables (headers, timeout,
// compression, certificates) itself, the SDK OTEL_SERVICE_NAME,
// OTEL_RESOURCE_ATTRIBUTES, OTEL_TRACES_SAMPLER and OTEL_BSP_*.
func FromEnv(getenv func(string) string) Config {
	if strings.EqualFold(strings.TrimSpace(getenv("OTEL_SDK_DISABLED")), "true") {
		return Config{}
	}
	return Config{
		Endpoint:       strings.TrimSpace(getenv("OTEL_EXPORTER_OTLP_ENDPOINT")),
		TracesEndpoint: strings.TrimSpace(getenv("OTEL_EXPORTER_OTLP_TRACES_ENDPOINT")),
	}
}

// Tracing is the process's tracer provider. Build it with Start and Stop it
// on shutdown (which exports the spans still buffered).
type Tracing struct {
	sdk *sdktrace.TracerProvider // nil when disabled
	tp  trace.TracerProvider
}

// Start builds the provider: exporting over OTLP/HTTP (protobuf) in batches
// when cfg is enabled, the no-op provider otherwise. It connects to nothing
// yet: an unreachable collector costs dropped spans and a logged warning,
// never a failed start.
func Start(ctx context.Context, cfg Config) (*Tracing, error) {
	if !cfg.Enabled() {
		return &Tracing{tp: noop.NewTracerProvider()}, nil
	}
	log := cfg.Logger
	if log == nil {
		log = slog.New(slog.DiscardHandler)
	}
	exp, err := otlptracehttp.New(ctx, otlptracehttp.WithEndpointURL(cfg.url()))
	if err != nil {
		return nil, fmt.Errorf("tracing: OTLP exporter for %s: %w", cfg.url(), err)
	}
	attrs := []attribute.KeyValue{attribute.String("service.name", ServiceNameDefault)}
	if cfg.Instance != "" {
		attrs = append(attrs, attribute.String("service.instance.id", cfg.Instance))
	}
	// Later options win: OTEL_SERVICE_NAME and OTEL_RESOURCE_ATTRIBUTES
	// override the defaults.
	res, err := resource.New(ctx, resource.WithAttributes(attrs...), resource.WithTelemetrySDK(), resource.WithFromEnv())
	if err != nil && !errors.Is(err, resource.ErrPartialResource) {
		return nil, fmt.Errorf("tracing: resource: %w", err)
	}
	sdk := sdktrace.NewTracerProvider(
		sdktrace.WithBatcher(exp),
		sdktrace.WithResource(res),
	)
	log.Info("tracing: exporting spans over OTLP/HTTP", "endpoint", cfg.url())
	return &Tracing{sdk: sdk, tp: sdk}, nil
}

// Enabled reports whether spans are exported.
func (t *Tracing) Enabled() bool { return t.sdk != nil }

// Provider is the tracer provider to hand to the services: nil when tracing
// is disabled, which every service takes as "trace nothing".
func (t *Tracing) Provider() trace.TracerProvider {
	if t.sdk == nil {
		return nil
	}
	return t.tp
}

// Stop exports the spans still buffered (within ctx, or StopTimeoutDefault
// when ctx has no deadline) and shuts the exporter down. It is a no-op when
// disabled.
func (t *Tracing) Stop(ctx context.Context) error {
	if t.sdk == nil {
		return nil
	}
	if _, ok := ctx.Deadline(); !ok {
		var cancel context.CancelFunc
		ctx, cancel = context.WithTimeout(ctx, StopTimeoutDefault)
		defer cancel()
	}
	if err := t.sdk.Shutdown(ctx); err != nil {
		return fmt.Errorf("tracing: flush spans: %w", err)
	}
	return nil
}

// Tracer is the tracer of tp, or a no-op tracer when tp is nil.
func Tracer(tp trace.TracerProvider) trace.Tracer {
	if tp == nil {
		return noopTracer
	}
	return tp.Tracer(ScopeName)
}

var noopTracer = noop.NewTracerProvider().Tracer(ScopeName)

// traceContext is the W3C Trace Context propagator (traceparent and
// tracestate).
var traceContext = propagation.TraceContext{}

// Traceparent is sc as a W3C traceparent header value, or "" when sc is not
// valid (tracing off).
func Traceparent(sc trace.SpanContext) string {
	if !sc.IsValid() {
		return ""
	}
	c := propagation.MapCarrier{}
	traceContext.Inject(trace.ContextWithSpanContext(context.Background(), sc), c)
	return c.Get("traceparent")
}

// Parse reads a W3C traceparent header value; it returns an invalid span
// context for "" or anything malformed.
func Parse(traceparent string) trace.SpanContext {
	if traceparent == "" {
		return trace.SpanContext{}
	}
	ctx := traceContext.Extract(context.Background(), propagation.MapCarrier{"traceparent": traceparent})
	return trace.SpanContextFromContext(ctx)
}

// Extract returns ctx carrying the remote span context of the traceparent
// (and tracestate) headers h holds, if they are valid.
func Extract(ctx context.Context, h http.Header) context.Context {
	return traceContext.Extract(ctx, propagation.HeaderCarrier(h))
}

// Coder is an error that names its code (errcode.Error, backends.Error).
type Coder interface{ Code() string }

// End ends span, marking it failed when err is not nil. The status says the
// error's code only (its message may quote what was submitted).
func End(span trace.Span, err error) {
	Fail(span, err)
	span.End()
}

// Fail marks span failed with err's code, when err is not nil.
func Fail(span trace.Span, err error) {
	if err == nil || !span.IsRecording() {
		return
	}
	code := "INTERNAL"
	var c Coder
	if errors.As(err, &c) && c.Code() != "" {
		code = c.Code()
	}
	span.SetStatus(codes.Error, code)
}
