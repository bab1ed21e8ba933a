// Package tracingtest is an in-process OTLP/HTTP receiver for tests: it
// decodes the protobuf export requests an exporter POSTs to /v1/traces and
// keeps their spans.
package tracingtest

import (
	"encoding/hex"
	"io"
	"net/http"
	"net/http/httptest"
	"slices"
	"strconv"
	"sync"
	"testing"

	coltrace "go.opentelemetry.io/proto/otlp/collector/trace/v1"
	common "go.opentelemetry.io/proto/otlp/common/v1"
	"google.golang.org/protobuf/proto"
)

// Span is one received span, its ids in hex.
type Span struct {
	Name         string
	TraceID      string
	SpanID       string
	ParentSpanID string
	// Attrs are its attributes, each value as a string.
	Attrs map[string]string
	// Events are its events' names.
	Events []string
	// Links are the trace ids of its links.
	Links []string
	// Error is set when its status is ERROR: the status message.
	Error string
	// Resource is its resource's attributes.
	Resource map[string]string
}

// Receiver is an httptest server that accepts OTLP/HTTP protobuf trace
// exports. Its URL is an OTEL_EXPORTER_OTLP_ENDPOINT.
type Receiver struct {
	URL string

	mu       sync.Mutex
	spans    []Span
	requests int
	changed  chan struct{} // closed and replaced on every export
}

// NewReceiver starts a receiver, closed when t ends.
func NewReceiver(t testing.TB) *Receiver {
	t.Helper()
	r := &Receiver{changed: make(chan struct{})}
	srv := httptest.NewServer(http.HandlerFunc(r.serve))
	t.Cleanup(srv.Close)
	r.URL = srv.URL
	return r
}

func (r *Receiver) serve(w http.ResponseWriter, req *http.Request) {
	if req.Method != http.MethodPost || req.URL.Path != "/v1/traces" || req.Header.Get("Content-Type") != "application/x-protobuf" {
		http.Error(w, "want a POST of application/x-protobuf to /v1/traces", http.StatusBadRequest)
		return
	}
	body, err := io.ReadAll(req.Body)
	if err != nil {
		http.Error(w, err.Error(), http.StatusBadRequest)
		return
	}
	var ex coltrace.ExportTraceServiceRequest
	if err := proto.Unmarshal(body, &ex); err != nil {
		http.Error(w, err.Error(), http.StatusBadRequest)
		return
	}
	var got []Span
	for _, rs := range ex.GetResourceSpans() {
		res := attrs(rs.GetResource().GetAttributes())
		for _, ss := range rs.GetScopeSpans() {
			for _, s := range ss.GetSpans() {
				sp := Span{
					Name: s.GetName(), TraceID: hex.EncodeToString(s.GetTraceId()), SpanID: hex.EncodeToString(s.GetSpanId()),
					ParentSpanID: hex.EncodeToString(s.GetParentSpanId()), Attrs: attrs(s.GetAttributes()), Resource: res,
				}
				for _, e := range s.GetEvents() {
					sp.Events = append(sp.Events, e.GetName())
				}
				for _, l := range s.GetLinks() {
					sp.Links = append(sp.Links, hex.EncodeToString(l.GetTraceId()))
				}
				if s.GetStatus().GetCode() == 2 { // STATUS_CODE_ERROR
					sp.Error = s.GetStatus().GetMessage()
				}
				got = append(got, sp)
			}
		}
	}
	r.mu.Lock()
	r.spans = append(r.spans, got...)
	r.requests++
	close(r.changed)
	r.changed = make(chan struct{})
	r.mu.Unlock()
	w.Header().Set("Content-Type", "application/x-protobuf")
	out, _ := proto.Marshal(&coltrace.ExportTraceServiceResponse{})
	_, _ = w.Write(out)
}

func attrs(kvs []*common.KeyValue) map[string]string {
	out := make(map[string]string, len(kvs))
	for _, kv := range kvs {
		v := kv.GetValue()
		switch v.GetValue().(type) {
		case *common.AnyValue_IntValue:
			out[kv.GetKey()] = strconv.FormatInt(v.GetIntValue(), 10)
		case *common.AnyValue_BoolValue:
			out[kv.GetKey()] = strconv.FormatBool(v.GetBoolValue())
		default:
			out[kv.GetKey()] = v.GetStringValue()
		}
	}
	return out
}

// Spans returns every span received so far.
func (r *Receiver) Spans() []Span {
	r.mu.Lock()
	defer r.mu.Unlock()
	return slices.Clone(r.spans)
}

// Requests is how many export requests arrived.
func (r *Receiver) Requests() int {
	r.mu.Lock()
	defer r.mu.Unlock()
	return r.requests
}

// Changed returns a channel closed at the next export.
func (r *Receiver) Changed() <-chan struct{} {
	r.mu.Lock()
	defer r.mu.Unlock()
	return r.changed
}
