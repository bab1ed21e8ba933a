// Package metrics holds the control plane's Prometheus series beyond the
// API's own: the queue, what happens to runs, the admission ledger and the
// circuit breakers.
//
// Counters and histograms count what this replica did: sum them across
// replicas. Gauges of shared state (queue depth, circuit state) are read from
// the store and the breakers when Prometheus scrapes, so every replica
// reports the same value: take max, not sum.
//
// Labels stay bounded: never a run id. A runtime is labelled by name when it
// is shared (operators register those) and as "private" otherwise, and
// tenants not at all, unless the operator enables Detailed.
package metrics

import (
	"context"
	"strconv"
	"time"

	"github.com/prometheus/client_golang/prometheus"

	"github.com/everdict/everdict/circuits"
	"github.com/everdict/everdict/clock"
	"github.com/everdict/everdict/domain"
	"github.com/everdict/everdict/ledger"
	"github.com/everdict/everdict/placement"
)

// PrivateRuntime labels every runtime that is not shared, unless Detailed.
const PrivateRuntime = "private"

// AllTenants labels every tenant, unless Detailed.
const AllTenants = "all"

// ScrapeTimeoutDefault bounds the store reads of one scrape.
const ScrapeTimeoutDefault = 5 * time.Second

// State is the shared state a scrape reports, as the scheduler's operator
// snapshot has it.
type State struct {
	Tenants  []TenantState
	Runtimes []RuntimeState
}

// TenantState is one tenant's runs not yet settled.
type TenantState struct {
	Tenant          string
	Queued, Running int
}

// RuntimeState is one runtime's slots and its worst circuit.
type RuntimeState struct {
	Runtime      string
	Shared       bool
	Slots, InUse int
	Circuit      placement.CircuitState
	// Desired is an elastic runtime's live slots as its autoscaler
	// decided them; -1 for a runtime with fixed slots.
	Desired int
}

// Config configures Metrics. Registerer is required.
type Config struct {
	Registerer prometheus.Registerer
	// State, if set, is read at each scrape for the queue depth, the slots
	// in use and the circuits.
	State func(ctx context.Context) (State, error)
	// Detailed labels runtimes by name and tenants by slug: more series,
	// one per tenant. Off by default.
	Detailed bool
	// Clock: nil means the wall clock.
	Clock clock.Clock
}

// Metrics records and serves the series. Safe for concurrent use.
type Metrics struct {
	cfg Config

	queueWait    *prometheus.HistogramVec
	startLatency *prometheus.HistogramVec
	dispatches   *prometheus.CounterVec
	settles      *prometheus.CounterVec
	takeovers    prometheus.Counter

	ledgerLatency  *prometheus.HistogramVec
	ledgerRefusals *prometheus.CounterVec

	circuitTransitions *prometheus.CounterVec

	logLines *prometheus.CounterVec
	logBytes *prometheus.CounterVec

	webhooks  *prometheus.CounterVec
	traces    *prometheus.CounterVec
	callbacks *prometheus.CounterVec

	queueDepth   *prometheus.Desc
	slots        *prometheus.Desc
	slotsInUse   *prometheus.Desc
	circuitState *prometheus.Desc
	desiredSlots *prometheus.Desc
}

// latencyBuckets span a trivial LOCAL run's 10 ms to a batch's hour.
var latencyBuckets = []float64{.005, .01, .025, .05, .1, .25, .5, 1, 2.5, 5, 10, 30, 60, 300, 900, 3600}

// New registers the series on cfg.Registerer.
func New(cfg Config) (*Metrics, error) {
	if cfg.Clock == nil {
		cfg.Clock = clock.System{}
	}
	m := &Metrics{cfg: cfg,
		queueWait: prometheus.NewHistogramVec(prometheus.HistogramOpts{
			Name: "everdict_run_queue_wait_seconds", Buckets: latencyBuckets,
			Help: "Time from a run's submit to its dispatch (claimed by a replica), by runtime.",
		}, []string{"runtime"}),
		startLatency: prometheus.NewHistogramVec(prometheus.HistogramOpts{
			Name: "everdict_run_start_latency_seconds", Buckets: latencyBuckets,
			Help: "Time from a run's submit to RUNNING (its backend took the job), by runtime.",
		}, []string{"runtime"}),
		dispatches: prometheus.NewCounterVec(prometheus.CounterOpts{
			Name: "everdict_dispatches_total",
			Help: "Runs this replica dispatched, by runtime.",
		}, []string{"runtime"}),
		settles: prometheus.NewCounterVec(prometheus.CounterOpts{
			Name: "everdict_run_settles_total",
			Help: "Runs this replica settled, by final status and failure class (empty when it succeeded).",
		}, []string{"status", "class"}),
		takeovers: prometheus.NewCounter(prometheus.CounterOpts{
			Name: "everdict_lease_takeovers_total",
			Help: "Runs this replica took over from a replica whose lease lapsed.",
		}),
		ledgerLatency: prometheus.NewHistogramVec(prometheus.HistogramOpts{
			Name: "everdict_ledger_operation_duration_seconds", Buckets: []float64{.0005, .001, .0025, .005, .01, .025, .05, .1, .25, 1},
			Help: "Admission ledger calls, by operation (reserve, release, renew, usage).",
		}, []string{"op"}),
		ledgerRefusals: prometheus.NewCounterVec(prometheus.CounterOpts{
			Name: "everdict_ledger_refusals_total",
			Help: "Reservations the ledger refused, by the dimension that was full (slots, memory, cpu, tenant, tenant_share).",
		}, []string{"dimension"}),
		circuitTransitions: prometheus.NewCounterVec(prometheus.CounterOpts{
			Name: "everdict_circuit_transitions_total",
			Help: "Circuit breaker state changes this replica caused, by state before and after.",
		}, []string{"from", "to"}),
		logLines: prometheus.NewCounterVec(prometheus.CounterOpts{
			Name: "everdict_log_lines_total",
			Help: "Run log lines stored, by runtime.",
		}, []string{"runtime"}),
		logBytes: prometheus.NewCounterVec(prometheus.CounterOpts{
			Name: "everdict_log_bytes_total",
			Help: "Bytes of run log lines stored, by runtime.",
		}, []string{"runtime"}),
		callbacks: prometheus.NewCounterVec(prometheus.CounterOpts{
			Name: "everdict_callbacks_total",
			Help: "Front-door callbacks this replica answered, by kind (complete, heartbeat) and HTTP status code.",
		}, []string{"kind", "code"}),
		traces: prometheus.NewCounterVec(prometheus.CounterOpts{
			Name: "everdict_trace_collections_total",
			Help: "Agent trace fetches, by outcome (done, partial, retry, failed: given up).",
		}, []string{"outcome"}),
		webhooks: prometheus.NewCounterVec(prometheus.CounterOpts{
			Name: "everdict_webhook_attempts_total",
			Help: "Webhook delivery attempts, by outcome (delivered, retry, failed: given up).",
		}, []string{"outcome"}),
		queueDepth: prometheus.NewDesc("everdict_runs",
			"Runs not yet settled, by status (QUEUED, RUNNING) and tenant, read from the store at scrape time.",
			[]string{"status", "tenant"}, nil),
		slots: prometheus.NewDesc("everdict_runtime_slots",
			"Each runtime's slots (its admission envelope's maxConcurrent), at scrape time.",
			[]string{"runtime"}, nil),
		slotsInUse: prometheus.NewDesc("everdict_runtime_slots_in_use",
			"Each runtime's slots held by runs, from the admission ledger at scrape time.",
			[]string{"runtime"}, nil),
		circuitState: prometheus.NewDesc("everdict_circuit_state",
			"Each runtime's worst circuit breaker over its tenants: 0 closed, 1 half-open, 2 open, at scrape time.",
			[]string{"runtime"}, nil),
		desiredSlots: prometheus.NewDesc("everdict_runtime_desired_slots",
			"Each elastic runtime's live slots as its autoscaler last decided them, from the admission ledger at scrape time.",
			[]string{"runtime"}, nil),
	}
	for _, c := range []prometheus.Collector{m.queueWait, m.startLatency, m.dispatches, m.settles, m.takeovers,
		m.ledgerLatency, m.ledgerRefusals, m.circuitTransitions, m.logLines, m.logBytes, m.webhooks, m.traces, m.callbacks, scrape{m}} {
		if err := cfg.Registerer.Register(c); err != nil {
			return nil, err
		}
	}
	return m, nil
}

// RuntimeLabel is the label of a runtime.
func (m *Metrics) RuntimeLabel(name string, shared bool) string {
	if shared || m.cfg.Detailed {
		return name
	}
	return PrivateRuntime
}

func (m *Metrics) tenantLabel(slug string) string {
	if m.cfg.Detailed {
		return slug
	}
	return AllTenants
}

// Dispatched records a run this replica claimed for dispatch, submitted at
// created.
func (m *Metrics) Dispatched(runtime string, shared bool, created time.Time) {
	l := m.RuntimeLabel(runtime, shared)
	m.dispatches.WithLabelValues(l).Inc()
	m.queueWait.WithLabelValues(l).Observe(m.since(created))
}

// Started records a run that became RUNNING, submitted at created.
func (m *Metrics) Started(runtime string, shared bool, created time.Time) {
	m.startLatency.WithLabelValues(m.RuntimeLabel(runtime, shared)).Observe(m.since(created))
}

// Settled records a run this replica settled; class is "" on success.
func (m *Metrics) Settled(status, class string) { m.settles.WithLabelValues(status, class).Inc() }

// TookOver records a run taken over from a lapsed lease.
func (m *Metrics) TookOver() { m.takeovers.Inc() }

// Logged records a stored log line of text.
func (m *Metrics) Logged(runtime string, shared bool, text string) {
	l := m.RuntimeLabel(runtime, shared)
	m.logLines.WithLabelValues(l).Inc()
	m.logBytes.WithLabelValues(l).Add(float64(len(text)))
}

// TraceCollection records one agent trace fetch's outcome.
func (m *Metrics) TraceCollection(outcome string) { m.traces.WithLabelValues(outcome).Inc() }

// WebhookAttempt records one delivery attempt's outcome.
func (m *Metrics) WebhookAttempt(outcome string) { m.webhooks.WithLabelValues(outcome).Inc() }

// Callback counts one answer of the front-door callback endpoint.
func (m *Metrics) Callback(kind string, code int) {
	m.callbacks.WithLabelValues(kind, strconv.Itoa(code)).Inc()
}

func (m *Metrics) since(t time.Time) float64 {
	d := m.cfg.Clock.Now().Sub(t).Seconds()
	return max(d, 0)
}

// scrape reads the shared state when Prometheus asks.
type scrape struct{ m *Metrics }

func (s scrape) Describe(ch chan<- *prometheus.Desc) {
	ch <- s.m.queueDepth
	ch <- s.m.slots
	ch <- s.m.slotsInUse
	ch <- s.m.circuitState
	ch <- s.m.desiredSlots
}

func (s scrape) Collect(ch chan<- prometheus.Metric) {
	m := s.m
	if m.cfg.State == nil {
		return
	}
	ctx, cancel := context.WithTimeout(context.Background(), ScrapeTimeoutDefault)
	defer cancel()
	st, err := m.cfg.State(ctx)
	if err != nil {
		ch <- prometheus.NewInvalidMetric(m.queueDepth, err)
		return
	}
	depth := map[[2]string]int{}
	for _, t := range st.Tenants {
		l := m.tenantLabel(t.Tenant)
		depth[[2]string{"QUEUED", l}] += t.Queued
		depth[[2]string{"RUNNING", l}] += t.Running
	}
	for k, n := range depth {
		ch <- prometheus.MustNewConstMetric(m.queueDepth, prometheus.GaugeValue, float64(n), k[0], k[1])
	}
	slots, inUse, worst, desired := map[string]int{}, map[string]int{}, map[string]float64{}, map[string]int{}
	for _, r := range st.Runtimes {
		l := m.RuntimeLabel(r.Runtime, r.Shared)
		if r.Desired >= 0 {
			desired[l] += r.Desired
		}
		slots[l] += r.Slots
		inUse[l] += r.InUse
		worst[l] = max(worst[l], stateValue(r.Circuit))
	}
	for l := range slots {
		ch <- prometheus.MustNewConstMetric(m.slots, prometheus.GaugeValue, float64(slots[l]), l)
		ch <- prometheus.MustNewConstMetric(m.slotsInUse, prometheus.GaugeValue, float64(inUse[l]), l)
		ch <- prometheus.MustNewConstMetric(m.circuitState, prometheus.GaugeValue, worst[l], l)
	}
	for l, n := range desired {
		ch <- prometheus.MustNewConstMetric(m.desiredSlots, prometheus.GaugeValue, float64(n), l)
	}
}

func stateValue(s placement.CircuitState) float64 {
	switch s {
	case placement.CircuitHalfOpen:
		return 1
	case placement.CircuitOpen:
		return 2
	}
	return 0
}

// Ledger wraps l so its calls are timed and its refusals counted.
func (m *Metrics) Ledger(l ledger.Ledger) ledger.Ledger { return timedLedger{l, m} }

type timedLedger struct {
	ledger.Ledger
	m *Metrics
}

func (t timedLedger) time(op string, start time.Time) {
	t.m.ledgerLatency.WithLabelValues(op).Observe(time.Since(start).Seconds())
}

func (t timedLedger) Reserve(ctx context.Context, c ledger.Claim, lim ledger.Limits, ttl time.Duration) (ledger.Decision, error) {
	defer t.time("reserve", time.Now())
	d, err := t.Ledger.Reserve(ctx, c, lim, ttl)
	if err == nil && !d.OK {
		t.m.ledgerRefusals.WithLabelValues(string(d.Dimension)).Inc()
	}
	return d, err
}

func (t timedLedger) Release(ctx context.Context, runID string) error {
	defer t.time("release", time.Now())
	return t.Ledger.Release(ctx, runID)
}

func (t timedLedger) Renew(ctx context.Context, runID string, ttl time.Duration) (bool, error) {
	defer t.time("renew", time.Now())
	return t.Ledger.Renew(ctx, runID, ttl)
}

func (t timedLedger) Usage(ctx context.Context, runtime string) (ledger.Usage, error) {
	defer t.time("usage", time.Now())
	return t.Ledger.Usage(ctx, runtime)
}

// Breakers wraps s so the state changes this replica causes are counted.
func (m *Metrics) Breakers(s circuits.Store) circuits.Store { return countedBreakers{s, m} }

type countedBreakers struct {
	circuits.Store
	m *Metrics
}

func (c countedBreakers) observe(ctx context.Context, now time.Time, key string, do func() error) error {
	before, err := c.Store.State(ctx, now, key)
	if err != nil {
		return do()
	}
	if err := do(); err != nil {
		return err
	}
	if after, err := c.Store.State(ctx, now, key); err == nil && after != before {
		c.m.circuitTransitions.WithLabelValues(string(before), string(after)).Inc()
	}
	return nil
}

func (c countedBreakers) Allow(ctx context.Context, now time.Time, key string) (ok bool, err error) {
	err = c.observe(ctx, now, key, func() error {
		ok, err = c.Store.Allow(ctx, now, key)
		return err
	})
	return ok, err
}

func (c countedBreakers) Success(ctx context.Context, now time.Time, key string) error {
	return c.observe(ctx, now, key, func() error { return c.Store.Success(ctx, now, key) })
}

func (c countedBreakers) Failure(ctx context.Context, now time.Time, key string, class domain.FailureClass) error {
	return c.observe(ctx, now, key, func() error { return c.Store.Failure(ctx, now, key, class) })
}
