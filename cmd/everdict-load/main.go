// Command everdict-load drives a whole control plane in process — the
// GraphQL API, the run service, the scheduler, the store — with a backend
// that answers at once, and prints what it measured: submit latency
// percentiles through the API, the dispatch share of each tenant against its
// weight while every tenant is backlogged, and settle throughput.
//
//	go run ./cmd/everdict-load -runs 3000 -tenants a:1,b:2,c:4 -slots 4
//
// With -mode fleet it measures the scheduler itself over one or more
// replicas (-replicas 3 needs EVERDICT_DATABASE_URL and EVERDICT_REDIS_URL):
// decisions per second from a full queue, and submit → RUNNING latency on an
// idle runtime while -backlogs runs wait on a full one.
//
// With -mode process it starts a real `everdict serve` (-bin, built by make
// build) and pushes -runs trivial LOCAL runs (`sh -c true`) through a runtime
// of -slots slots: jobs/s, submit and queue-wait percentiles, CPU per run,
// and on PostgreSQL the commits and rows per run of a scratch database of its
// own (EVLOAD_LOG_STATEMENTS=1 also has PostgreSQL log every statement of it).
//
// With -mode reads it fills a fresh store per size in -sizes with that many
// runs (bulk inserts: three tenants, three runtimes, a live queue of the same
// size at every size, the rest settled) and times the reads a user makes
// through the API — the web app's runs list with its filters and second
// page, the queue, a run and its logs — printing p50/p95 per read and size.
//
// With -mode fanout it starts a real `everdict serve` (-bin) and opens -subs
// idle subscriptions, half runEvents and half runLogs, over -conns websockets
// (graphql-transport-ws) of -subtenants tenants, within the default caps of
// 100 a connection and 1,000 a tenant. Each of -rounds rounds publishes one
// event per subscription through the real paths (a submit per tenant, a log
// line per watched run through the runners' API) and times each from the
// request's send to its arrival. It prints the percentiles, the server's heap,
// stacks and goroutines per idle subscription (after forced collections, from
// its profiler), and how long its goroutines take to come back after every
// socket is reset with no close frame. With -replicas 2 (PostgreSQL and
// Redis) the events are published on a second serve.
//
// It uses SQLite in a temporary directory, or a scratch schema (dropped at the
// end) in the PostgreSQL database named by EVERDICT_DATABASE_URL. It sends traffic only to its own in-process
// server on 127.0.0.1, and stops by itself.
package main

import (
	"bytes"
	"context"
	"crypto/rand"
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"net/url"
	"os"
	"slices"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/everdict/everdict/auth"
	"github.com/everdict/everdict/backends"
	"github.com/everdict/everdict/controlplane"
	"github.com/everdict/everdict/internal/fakebackend"
	runsvc "github.com/everdict/everdict/run"
	"github.com/everdict/everdict/runtime"
	"github.com/everdict/everdict/scheduler"
	"github.com/everdict/everdict/secrets"
	"github.com/everdict/everdict/store"
	"github.com/everdict/everdict/tenancy"
)

type tenantSpec struct {
	slug   string
	weight int
	token  string
}

func main() {
	runs := flag.Int("runs", 3000, "runs to submit")
	tenantsFlag := flag.String("tenants", "a:1,b:2,c:4", "tenants as slug:weight, comma separated")
	slots := flag.Int("slots", 4, "maxConcurrent of the shared runtime")
	submitters := flag.Int("submitters", 8, "concurrent API clients")
	mode := flag.String("mode", "api", "api: submit through the API and check shares; fleet: the scheduler's decisions/s and submit→RUNNING latency under a backlog; process: real `everdict serve` and LOCAL processes; reads: the API's reads over stores of -sizes runs; fanout: live subscriptions of a real `everdict serve`")
	replicas := flag.Int("replicas", 1, "fleet and fanout modes: control planes over one store (more than 1 needs EVERDICT_REDIS_URL; fanout: 2, the second publishing)")
	backlogs := flag.String("backlogs", "10,1000,10000", "fleet mode: queued runs to measure submit→RUNNING latency under")
	probes := flag.Int("probes", 50, "fleet mode: probe runs per backlog")
	bin := flag.String("bin", "bin/everdict", "process and fanout modes: the everdict binary to serve with (make build)")
	hardened := flag.Bool("hardened", false, "process mode: run the jobs in bubblewrap")
	sizes := flag.String("sizes", "1000,100000", "reads mode: store sizes (runs) to time the reads at")
	iterations := flag.Int("iterations", 50, "reads mode: timed requests per read and size")
	subs := flag.Int("subs", 10000, "fanout mode: idle subscriptions, half runEvents, half runLogs")
	conns := flag.Int("conns", 1000, "fanout mode: websockets the subscriptions share (all are reset at the end)")
	subTenants := flag.Int("subtenants", 20, "fanout mode: tenants the subscriptions are spread over")
	watched := flag.Int("watched", 5, "fanout mode: running runs per tenant whose logs are watched")
	rounds := flag.Int("rounds", 20, "fanout mode: timed rounds, each one event per subscription")
	cycles := flag.Int("cycles", 3, "fanout mode: times the subscriptions are opened and every socket reset (the first with the timed rounds)")
	profile := flag.String("profile", "", "fanout mode: save the subscribers' server's heap and goroutine profiles (before, idle, after the resets) and a CPU profile (rounds) in this directory")
	addr := flag.String("addr", "", "process mode: the address serve listens on (a scraper can find its /metrics there); \"\" picks a free port on 127.0.0.1")
	flag.Parse()
	var err error
	switch *mode {
	case "process":
		err = processLoad(processConfig{bin: *bin, runs: *runs, slots: *slots, submitters: *submitters, hardened: *hardened, addr: *addr}, os.Stdout)
	case "fanout":
		err = fanoutLoad(fanoutConfig{bin: *bin, replicas: *replicas, subs: *subs, conns: *conns, tenants: *subTenants,
			watched: *watched, rounds: *rounds, cycles: *cycles, profile: *profile}, os.Stdout)
	case "fleet":
		var bl []int
		if bl, err = parseInts(*backlogs); err != nil {
			err = fmt.Errorf("-backlogs: %w", err)
		} else {
			err = fleetLoad(fleetConfig{replicas: *replicas, runs: *runs, slots: *slots, backlogs: bl, probes: *probes}, os.Stdout)
		}
	case "reads":
		var sz []int
		if sz, err = parseInts(*sizes); err != nil {
			err = fmt.Errorf("-sizes: %w", err)
		} else {
			err = readsLoad(readsConfig{sizes: sz, iterations: *iterations}, os.Stdout)
		}
	default:
		err = run(*runs, *tenantsFlag, *slots, *submitters, os.Stdout)
	}
	if err != nil {
		fmt.Fprintln(os.Stderr, "everdict-load:", err)
		os.Exit(1)
	}
}

func run(runs int, tenantsFlag string, slots, submitters int, out io.Writer) error {
	ctx := context.Background()
	tenants, err := parseTenants(tenantsFlag)
	if err != nil {
		return err
	}
	sc, err := openScratch(ctx)
	if err != nil {
		return err
	}
	defer sc.close()
	db, dir, box := sc.db, sc.dir, sc.box

	fake := fakebackend.New(true)
	fake.Auto = func(backends.Job) fakebackend.Outcome { return fakebackend.Pass() }
	var (
		mu      sync.Mutex
		settled int
		allDone = make(chan struct{})
	)
	cp, err := controlplane.New(controlplane.Config{
		DB: db, Box: box, DataDir: dir, Submits: unthrottled,
		HostCapabilities: func(context.Context) []string { return []string{runtime.CapSandbox} },
		Backends: map[runtime.Kind]scheduler.Factory{
			runtime.KindLocal: func(context.Context, scheduler.Target, map[string]string) (backends.Backend, error) { return fake, nil },
		},
		Notifier: notifyFunc(func(runsvc.Run) {
			mu.Lock()
			settled++
			if settled == runs {
				close(allDone)
			}
			mu.Unlock()
		}),
		Logger: slog.New(slog.DiscardHandler),
	})
	if err != nil {
		return err
	}
	defer cp.Close()
	go drain(fake.Started())
	srv := httptest.NewServer(cp.Server.Handler())
	defer srv.Close()

	sys := tenancy.System(ctx)
	opTok, err := cp.Auth.CreateToken(sys, "platform", "load", tenancy.RoleOperator)
	if err != nil {
		return err
	}
	opView, _ := cp.Auth.Authenticate(ctx, opTok)
	op := tenancy.NewContext(ctx, opView)
	if _, err := cp.Registry.Register(op, runtime.RuntimeSpec{Name: "pool", Kind: runtime.KindLocal, Shared: true,
		Local: &runtime.LocalSpec{Hardened: true},
		// No tenant share: the load measures weighted fair dispatch, which
		// a share below the slots would cap.
		Admission: runtime.Admission{MaxConcurrent: slots, MaxSlotsPerTenant: slots}}); err != nil {
		return err
	}
	for i := range tenants {
		t := &tenants[i]
		if t.token, err = cp.Auth.CreateToken(sys, t.slug, "load", tenancy.RoleMember); err != nil {
			return err
		}
		trusted, w := true, t.weight
		if _, err := cp.Auth.SetTenantPolicy(op, auth.TenantPolicy{Tenant: t.slug, Weight: &w, Trusted: &trusted}); err != nil {
			return err
		}
	}

	// Phase 1: every run submitted through the API, scheduler paused, so
	// every tenant is backlogged when dispatch starts.
	fmt.Fprintf(out, "submitting %d runs from %d clients for %d tenants (weights %s) to a runtime with %d slots\n",
		runs, submitters, len(tenants), tenantsFlag, slots)
	latencies := make([]time.Duration, runs)
	tenantOf := make([]string, runs)
	var next int
	var wg sync.WaitGroup
	var firstErr error
	for range submitters {
		wg.Go(func() {
			for {
				mu.Lock()
				i := next
				next++
				mu.Unlock()
				if i >= runs || firstErr != nil {
					return
				}
				t := tenants[i%len(tenants)]
				start := time.Now()
				if err := submit(srv.URL, t.token); err != nil {
					mu.Lock()
					firstErr = err
					mu.Unlock()
					return
				}
				latencies[i] = time.Since(start)
				tenantOf[i] = t.slug
			}
		})
	}
	began := time.Now()
	wg.Wait()
	submitWall := time.Since(began)
	if firstErr != nil {
		return firstErr
	}
	slices.Sort(latencies)
	fmt.Fprintf(out, "submit: %d in %s (%.0f/s); latency p50 %s  p95 %s  p99 %s  max %s\n",
		runs, submitWall.Round(time.Millisecond), float64(runs)/submitWall.Seconds(),
		pct(latencies, 50), pct(latencies, 95), pct(latencies, 99), latencies[len(latencies)-1].Round(time.Microsecond))

	// Phase 2: dispatch.
	began = time.Now()
	if err := cp.Start(ctx); err != nil {
		return err
	}
	select {
	case <-allDone:
	case <-time.After(10 * time.Minute):
		return fmt.Errorf("only %d of %d runs settled in 10 minutes", settled, runs)
	}
	dispatchWall := time.Since(began)
	fmt.Fprintf(out, "dispatch+settle: %d in %s (%.0f/s); max in flight %d (slots %d)\n",
		runs, dispatchWall.Round(time.Millisecond), float64(runs)/dispatchWall.Seconds(), fake.MaxInFlight(), slots)

	// Shares while every tenant was backlogged: until the heaviest tenant
	// could have run out, i.e. the first runs/len(tenants) × Σw / max(w).
	order := fake.Order()
	sum, heaviest := 0, 0
	for _, t := range tenants {
		sum += t.weight
		heaviest = max(heaviest, t.weight)
	}
	window := runs / len(tenants) * sum / heaviest
	window = min(window, len(order))
	count := map[string]int{}
	for _, job := range order[:window] {
		count[job.Tenant]++
	}
	fmt.Fprintf(out, "dispatch share over the first %d dispatches (every tenant backlogged):\n", window)
	fmt.Fprintf(out, "  %-10s %6s %8s %8s %7s\n", "tenant", "weight", "want", "got", "ratio")
	for _, t := range tenants {
		want := float64(t.weight) / float64(sum)
		got := float64(count[t.slug]) / float64(window)
		fmt.Fprintf(out, "  %-10s %6d %7.1f%% %7.1f%% %7.3f\n", t.slug, t.weight, 100*want, 100*got, got/want)
	}
	return nil
}

// scratch is a migrated store of the load run's own (SQLite in a temporary
// directory, or a scratch schema of EVERDICT_DATABASE_URL) and a secret box.
type scratch struct {
	db    *store.DB
	dir   string
	url   string // "" on SQLite
	box   *secrets.Box
	close func()
}

func openScratch(ctx context.Context) (*scratch, error) {
	dir, err := os.MkdirTemp("", "everdict-load-")
	if err != nil {
		return nil, err
	}
	dbURL, dropSchema, err := scratchSchema(ctx, os.Getenv("EVERDICT_DATABASE_URL"))
	if err != nil {
		os.RemoveAll(dir)
		return nil, err
	}
	db, err := store.Open(ctx, store.Config{DatabaseURL: dbURL, DataDir: dir})
	if err == nil {
		if err = db.Migrate(ctx); err != nil {
			db.Close()
		}
	}
	if err != nil {
		dropSchema()
		os.RemoveAll(dir)
		return nil, err
	}
	key := make([]byte, secrets.KeySize)
	_, _ = rand.Read(key)
	box, _ := secrets.NewBox(key)
	return &scratch{db: db, dir: dir, url: dbURL, box: box, close: func() {
		db.Close()
		dropSchema()
		os.RemoveAll(dir)
	}}, nil
}

// scratchSchema makes a schema of its own in the PostgreSQL database base
// names, so a load run leaves the database as it found it; "" stays "".
func scratchSchema(ctx context.Context, base string) (string, func(), error) {
	if base == "" {
		return "", func() {}, nil
	}
	admin, err := store.Open(ctx, store.Config{DatabaseURL: base, MaxOpenConns: 1})
	if err != nil {
		return "", nil, err
	}
	b := make([]byte, 6)
	_, _ = rand.Read(b)
	schema := fmt.Sprintf("evload_%x", b)
	if _, err := admin.SQL.ExecContext(ctx, "CREATE SCHEMA "+schema); err != nil {
		admin.Close()
		return "", nil, fmt.Errorf("create scratch schema: %w", err)
	}
	u, err := url.Parse(base)
	if err != nil {
		admin.Close()
		return "", nil, err
	}
	q := u.Query()
	q.Set("search_path", schema)
	u.RawQuery = q.Encode()
	return u.String(), func() {
		_, _ = admin.SQL.Exec("DROP SCHEMA " + schema + " CASCADE")
		admin.Close()
	}, nil
}

func submit(base, token string) error {
	body, _ := json.Marshal(map[string]any{
		"query": `mutation { submitRun(input: {runtime: "pool", priority: BATCH, harness: {name: "load", command: ["true"]}, case: {task: "load"}}) { id } }`,
	})
	req, _ := http.NewRequest(http.MethodPost, base+"/graphql", bytes.NewReader(body))
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("Authorization", "Bearer "+token)
	res, err := http.DefaultClient.Do(req)
	if err != nil {
		return err
	}
	defer res.Body.Close()
	raw, _ := io.ReadAll(res.Body)
	if res.StatusCode != 200 || bytes.Contains(raw, []byte(`"errors"`)) {
		return fmt.Errorf("submit: %d %s", res.StatusCode, raw)
	}
	return nil
}

func parseTenants(s string) ([]tenantSpec, error) {
	var out []tenantSpec
	for _, part := range strings.Split(s, ",") {
		slug, w, ok := strings.Cut(strings.TrimSpace(part), ":")
		weight, err := strconv.Atoi(w)
		if !ok || err != nil || weight < 1 || auth.ValidateSlug(slug) != nil {
			return nil, fmt.Errorf("-tenants: %q is not slug:weight", part)
		}
		out = append(out, tenantSpec{slug: slug, weight: weight})
	}
	return out, nil
}

func parseInts(s string) ([]int, error) {
	var out []int
	for _, part := range strings.Split(s, ",") {
		n, err := strconv.Atoi(strings.TrimSpace(part))
		if err != nil || n < 1 || len(out) > 0 && n < out[len(out)-1] {
			return nil, fmt.Errorf("%q is not an ascending list of positive integers", s)
		}
		out = append(out, n)
	}
	return out, nil
}

func pct(sorted []time.Duration, p int) time.Duration {
	i := (len(sorted)*p + 99) / 100
	i = min(max(i-1, 0), len(sorted)-1)
	return sorted[i].Round(time.Microsecond)
}

func drain(ch <-chan string) {
	for range ch { //nolint:revive // the fake's start signals are not needed here
	}
}

type notifyFunc func(runsvc.Run)

func (f notifyFunc) Settled(r runsvc.Run) { f(r) }

// unthrottled lifts the per-token submit rate: the benchmarks measure the
// queue and the scheduler, with one token submitting thousands of runs.
var unthrottled = runsvc.Limits{SubmitRate: 1e9, SubmitBurst: 1 << 30}
