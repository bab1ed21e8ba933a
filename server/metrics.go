package server

import "github.com/prometheus/client_golang/prometheus"

// metrics are the server's Prometheus series. Operation names are the
// client's, so they are bounded: a name that is not a plain identifier of at
// most 64 characters counts as "other", a missing one as "anonymous".
type metrics struct {
	requests      *prometheus.CounterVec
	latency       *prometheus.HistogramVec
	errors        *prometheus.CounterVec
	subscriptions prometheus.Gauge
}

func newMetrics(reg prometheus.Registerer) *metrics {
	m := &metrics{
		requests: prometheus.NewCounterVec(prometheus.CounterOpts{
			Name: "everdict_graphql_requests_total",
			Help: "GraphQL operations received, by operation name and type.",
		}, []string{"operation", "type"}),
		latency: prometheus.NewHistogramVec(prometheus.HistogramOpts{
			Name:    "everdict_graphql_request_duration_seconds",
			Help:    "Time to the first response of a GraphQL operation, by operation name.",
			Buckets: prometheus.DefBuckets,
		}, []string{"operation"}),
		errors: prometheus.NewCounterVec(prometheus.CounterOpts{
			Name: "everdict_graphql_errors_total",
			Help: "GraphQL errors returned, by extensions.code.",
		}, []string{"code"}),
		subscriptions: prometheus.NewGauge(prometheus.GaugeOpts{
			Name: "everdict_graphql_subscriptions_open",
			Help: "GraphQL subscriptions currently open.",
		}),
	}
	reg.MustRegister(m.requests, m.latency, m.errors, m.subscriptions)
	return m
}

func operationLabel(name string) string {
	if name == "" {
		return "anonymous"
	}
	if len(name) > 64 {
		return "other"
	}
	for _, r := range name {
		if !(r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r >= '0' && r <= '9' || r == '_') {
			return "other"
		}
	}
	return name
}
