package metrics_test

import (
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"
	dto "github.com/prometheus/client_model/go"
	"github.com/prometheus/common/expfmt"
	"github.com/prometheus/common/model"

	"github.com/everdict/everdict/backends"
	"github.com/everdict/everdict/internal/apptest"
	"github.com/everdict/everdict/internal/fakebackend"
	"github.com/everdict/everdict/run"
	"github.com/everdict/everdict/tenancy"
)

type settled chan int

func (s settled) Settled(r run.Run) { s <- r.ID }

// scrape reads /metrics as Prometheus would.
func scrape(t *testing.T, app *apptest.App) map[string]*dto.MetricFamily {
	t.Helper()
	res, err := http.Get(app.HTTP.URL + "/metrics")
	if err != nil {
		t.Fatal(err)
	}
	defer res.Body.Close()
	if res.StatusCode != http.StatusOK {
		b, _ := io.ReadAll(res.Body)
		t.Fatalf("GET /metrics: %s\n%s", res.Status, b)
	}
	parser := expfmt.NewTextParser(model.UTF8Validation)
	fams, err := parser.TextToMetricFamilies(res.Body)
	if err != nil {
		t.Fatal(err)
	}
	return fams
}

// value is the value of the series of fam whose labels include want.
func value(fams map[string]*dto.MetricFamily, fam string, want map[string]string) (float64, bool) {
	f, ok := fams[fam]
	if !ok {
		return 0, false
	}
next:
	for _, m := range f.GetMetric() {
		got := map[string]string{}
		for _, l := range m.GetLabel() {
			got[l.GetName()] = l.GetValue()
		}
		for k, v := range want {
			if got[k] != v {
				continue next
			}
		}
		switch {
		case m.GetCounter() != nil:
			return m.GetCounter().GetValue(), true
		case m.GetGauge() != nil:
			return m.GetGauge().GetValue(), true
		case m.GetHistogram() != nil:
			return float64(m.GetHistogram().GetSampleCount()), true
		}
	}
	return 0, false
}

func TestMetricsAfterRuns(t *testing.T) {
	t.Parallel()
	fake := fakebackend.New(true)
	fake.Auto = func(job backends.Job) fakebackend.Outcome {
		if strings.Contains(job.Case.Task, "break") {
			return fakebackend.Infra("NODE_LOST")
		}
		o := fakebackend.Pass()
		o.Lines = []string{"hello", "world"}
		return o
	}
	done := make(settled, 8)
	app := apptest.New(t, apptest.Options{Backends: apptest.FakeLocal(fake), Notifier: done})
	op := app.Tenant(t, "platform", true, tenancy.RoleOperator)
	app.Do(t, op, `mutation { registerRuntime(input: {name: "pool", kind: LOCAL, shared: true, admission: {maxConcurrent: 3}}) { version } }`, nil).Decode(t, &struct{}{})
	acme := app.Tenant(t, "acme", true, tenancy.RoleAdmin)
	app.Grant(t, "acme", `{name: "mine", kind: LOCAL}`)
	for _, task := range []string{"pass", "break"} {
		app.Do(t, acme, `mutation($t: String!) { submitRun(input: {runtime: "pool", harness: {name: "h", command: ["true"]}, case: {task: $t}}) { id } }`,
			map[string]any{"t": task}).Decode(t, &struct{}{})
	}
	for range 2 {
		select {
		case <-done:
		case <-time.After(time.Minute):
			t.Fatal("the runs did not settle")
		}
	}
	// A third run's webhook is delivered; its attempt is counted.
	hooked := make(chan struct{}, 1)
	receiver := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, _ *http.Request) {
		select {
		case hooked <- struct{}{}:
		default:
		}
	}))
	defer receiver.Close()
	app.Do(t, acme, `mutation { rotateWebhookSecret }`, nil).Decode(t, &struct{}{})
	app.Do(t, acme, `mutation($u: String!) { submitRun(input: {runtime: "pool", harness: {name: "h", command: ["true"]}, case: {task: "pass"}, webhookUrl: $u}) { id } }`,
		map[string]any{"u": receiver.URL}).Decode(t, &struct{}{})
	select {
	case <-hooked:
	case <-time.After(time.Minute):
		t.Fatal("the webhook was not delivered")
	}
	var fams map[string]*dto.MetricFamily
	for range 500 { // the attempt is counted once the receiver's answer is read
		fams = scrape(t, app)
		if _, ok := value(fams, "everdict_webhook_attempts_total", map[string]string{"outcome": "delivered"}); ok {
			break
		}
		<-time.After(10 * time.Millisecond)
	}
	type series struct {
		fam    string
		labels map[string]string
	}
	cases := []struct {
		name string
		s    series
		want float64
	}{
		{"two runs succeeded", series{"everdict_run_settles_total", map[string]string{"status": "SUCCEEDED", "class": ""}}, 2},
		{"one run failed INFRA", series{"everdict_run_settles_total", map[string]string{"status": "FAILED", "class": "INFRA"}}, 1},
		{"all three were dispatched on the shared runtime, labelled by name", series{"everdict_dispatches_total", map[string]string{"runtime": "pool"}}, 3},
		{"each has a queue wait", series{"everdict_run_queue_wait_seconds", map[string]string{"runtime": "pool"}}, 3},
		{"each has a start latency", series{"everdict_run_start_latency_seconds", map[string]string{"runtime": "pool"}}, 3},
		{"the passing runs' two log lines each were counted", series{"everdict_log_lines_total", map[string]string{"runtime": "pool"}}, 4},
		{"and their bytes", series{"everdict_log_bytes_total", map[string]string{"runtime": "pool"}}, 20},
		{"the webhook was delivered at the first attempt", series{"everdict_webhook_attempts_total", map[string]string{"outcome": "delivered"}}, 1},
		{"the shared runtime's slots", series{"everdict_runtime_slots", map[string]string{"runtime": "pool"}}, 3},
		{"a private runtime is not named", series{"everdict_runtime_slots", map[string]string{"runtime": "private"}}, 4},
		{"no slot is held once both settled", series{"everdict_runtime_slots_in_use", map[string]string{"runtime": "pool"}}, 0},
		{"one INFRA failure leaves the circuit closed", series{"everdict_circuit_state", map[string]string{"runtime": "pool"}}, 0},
		{"nothing is queued, tenants not named", series{"everdict_runs", map[string]string{"status": "QUEUED", "tenant": "all"}}, 0},
		{"each dispatch reserved in the ledger", series{"everdict_ledger_operation_duration_seconds", map[string]string{"op": "reserve"}}, 3},
		{"the API counted the submits", series{"everdict_graphql_requests_total", map[string]string{"type": "mutation"}}, 1},
	}
	for _, tc := range cases {
		got, ok := value(fams, tc.s.fam, tc.s.labels)
		if !ok {
			t.Errorf("%s: no series %s%v", tc.name, tc.s.fam, tc.s.labels)
			continue
		}
		if tc.s.fam == "everdict_graphql_requests_total" {
			if got < tc.want {
				t.Errorf("%s: %s%v = %v, want at least %v", tc.name, tc.s.fam, tc.s.labels, got, tc.want)
			}
			continue
		}
		if diff := cmp.Diff(tc.want, got); diff != "" {
			t.Errorf("%s: %s%v (-want +got):\n%s", tc.name, tc.s.fam, tc.s.labels, diff)
		}
	}
	for name, f := range fams {
		for _, m := range f.GetMetric() {
			for _, l := range m.GetLabel() {
				if l.GetName() == "tenant" && l.GetValue() != "all" {
					t.Errorf("%s names tenant %q though detailed labels are off", name, l.GetValue())
				}
			}
		}
	}
}

// TestMetricsCarryTheGoRuntimeAndTheProcess: /metrics serves what operators
// expect of every Go service beside Everdict's own series.
func TestMetricsCarryTheGoRuntimeAndTheProcess(t *testing.T) {
	t.Parallel()
	app := apptest.New(t, apptest.Options{})
	fams := scrape(t, app)
	var missing []string
	for _, fam := range []string{"go_goroutines", "go_memstats_alloc_bytes", "process_cpu_seconds_total", "process_resident_memory_bytes"} {
		if _, ok := fams[fam]; !ok {
			missing = append(missing, fam)
		}
	}
	if len(missing) > 0 {
		t.Errorf("/metrics lacks %v", missing)
	}
}
