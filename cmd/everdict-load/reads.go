package main

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"log/slog"
	"net/http/httptest"
	"os"
	"slices"
	"time"

	"github.com/everdict/everdict/backends"
	"github.com/everdict/everdict/controlplane"
	"github.com/everdict/everdict/ent"
	entrun "github.com/everdict/everdict/ent/run"
	"github.com/everdict/everdict/ent/runtimeversion"
	"github.com/everdict/everdict/evalcase"
	"github.com/everdict/everdict/internal/fakebackend"
	"github.com/everdict/everdict/runtime"
	"github.com/everdict/everdict/scheduler"
	"github.com/everdict/everdict/secrets"
	"github.com/everdict/everdict/store"
	"github.com/everdict/everdict/tenancy"
)

// readsConfig configures -mode reads: for each store size, a fresh store
// filled with that many runs, and each read timed iterations times.
type readsConfig struct {
	sizes      []int
	iterations int
}

// The store a reads measurement fills: readTenants tenants, readRuntimes
// shared runtimes, and a live queue of readQueued QUEUED and readRunning
// RUNNING runs whatever the size (the queue is bounded by admission, the
// history is not); every other run is settled, two SUCCEEDED to one FAILED,
// a SUCCEEDED run's verdict PASS three times in four.
var (
	readTenants  = []string{"a", "b", "c"}
	readRuntimes = []string{"alpha", "beta", "gamma"}
)

const (
	readQueued  = 120
	readRunning = 12
	// readLogLines are the lines of each run; the run read by run(id) has readProbeLines.
	readLogLines   = 2
	readProbeLines = 200
)

// The reads a user makes, as the web app sends them (web/src/ops.ts).
const (
	runRowFields = `id correlationId status runtime runtimeVersion harnessName caseID trigger createdAt startedAt finishedAt costUsd attemptCount scorecardID try result { verdict } error { code class }`
	runsQuery    = `query Runs($first: Int!, $after: Cursor, $where: RunWhereInput) {
		runs(first: $first, after: $after, where: $where, orderBy: {field: CREATED_AT, direction: DESC}) {
			pageInfo { hasNextPage endCursor } edges { node { ` + runRowFields + ` } } } }`
	// countQuery is what an API client asking for totalCount pays: a count of every matching run.
	countQuery = `query Count($where: RunWhereInput) { runs(first: 1, where: $where) { totalCount } }`
	queueQuery = `{ queue { generatedAt tenants { tenant queued running weight } runtimes { runtime slots inFlight circuit } } }`
	queuedRuns = `{ runs(first: 50, where: {status: QUEUED}, orderBy: {field: CREATED_AT, direction: ASC}) {
		edges { node { id correlationId runtime createdAt waitingReason { code message position } } } } }`
	runQuery = `query Run($id: ID!) { run(id: $id) { ` + runRowFields + ` priority createdBy harnessVersion attempt
		waitingReason { code message position } case { id task image timeoutSec } harness { name version command image }
		result { verdict steps costUsd latencyMs exitCode output } error { code class message } } }`
	runLogsQuery = `query RunLogs($id: ID!) { run(id: $id) { id logs(first: 100) { seq stream text at } } }`
)

type readQuery struct {
	name  string
	query string
	vars  func(*readFixture) map[string]any
}

// readFixture is what a filled store offers the reads: a probe run with logs
// and the cursor of the first page.
type readFixture struct {
	probeID   string
	endCursor string
}

var readQueries = []readQuery{
	{"runs(first: 50)", runsQuery, func(*readFixture) map[string]any { return map[string]any{"first": 50} }},
	{"runs status FAILED", runsQuery, func(*readFixture) map[string]any {
		return map[string]any{"first": 50, "where": map[string]any{"status": "FAILED"}}
	}},
	{"runs runtime beta", runsQuery, func(*readFixture) map[string]any {
		return map[string]any{"first": 50, "where": map[string]any{"or": []any{
			map[string]any{"runtimeRef": "beta"}, map[string]any{"runtimeRefHasPrefix": "beta@"}}}}
	}},
	{"runs verdict FAIL", runsQuery, func(*readFixture) map[string]any {
		return map[string]any{"first": 50, "where": map[string]any{"verdict": "FAIL"}}
	}},
	{"runs page 2 (after)", runsQuery, func(f *readFixture) map[string]any {
		return map[string]any{"first": 50, "after": f.endCursor}
	}},
	{"queue", queueQuery, func(*readFixture) map[string]any { return nil }},
	{"queued runs (Queue page)", queuedRuns, func(*readFixture) map[string]any { return nil }},
	{"run(id)", runQuery, func(f *readFixture) map[string]any { return map[string]any{"id": f.probeID} }},
	{"run(id) logs", runLogsQuery, func(f *readFixture) map[string]any { return map[string]any{"id": f.probeID} }},
	{"runs totalCount", countQuery, func(*readFixture) map[string]any { return nil }},
}

// readsLoad fills a fresh store per size and times each read through the
// GraphQL API as tenant a's member; it prints p50/p95 per read and size and
// the p50 ratio of the largest size to the smallest.
func readsLoad(cfg readsConfig, out io.Writer) error {
	ctx := context.Background()
	store := "SQLite"
	if os.Getenv("EVERDICT_DATABASE_URL") != "" {
		store = "PostgreSQL"
	}
	fmt.Fprintf(out, "reads through the API (%s), tenant a of %d, %d iterations each; queue: %d QUEUED, %d RUNNING at every size\n",
		store, len(readTenants), cfg.iterations, readQueued, readRunning)
	p50 := make([][]time.Duration, len(cfg.sizes))
	p95 := make([][]time.Duration, len(cfg.sizes))
	for i, n := range cfg.sizes {
		var err error
		if p50[i], p95[i], err = readsAt(ctx, n, cfg.iterations); err != nil {
			return fmt.Errorf("%d runs: %w", n, err)
		}
	}
	fmt.Fprintf(out, "  %-26s", "query")
	for _, n := range cfg.sizes {
		fmt.Fprintf(out, " %22s", fmt.Sprintf("%d runs p50 / p95", n))
	}
	fmt.Fprintf(out, " %8s\n", "p50 ×")
	last := len(cfg.sizes) - 1
	for q, rq := range readQueries {
		fmt.Fprintf(out, "  %-26s", rq.name)
		for i := range cfg.sizes {
			fmt.Fprintf(out, " %22s", fmt.Sprintf("%s / %s", ms(p50[i][q]), ms(p95[i][q])))
		}
		fmt.Fprintf(out, " %8.2f\n", float64(p50[last][q])/float64(p50[0][q]))
	}
	return nil
}

func ms(d time.Duration) string { return fmt.Sprintf("%.2fms", float64(d)/float64(time.Millisecond)) }

// readsAt fills a fresh store with n runs and times every read.
func readsAt(ctx context.Context, n, iterations int) (p50, p95 []time.Duration, err error) {
	dir, err := os.MkdirTemp("", "everdict-load-")
	if err != nil {
		return nil, nil, err
	}
	defer os.RemoveAll(dir)
	pg, err := scratchDatabase(ctx, os.Getenv("EVERDICT_DATABASE_URL"))
	if err != nil {
		return nil, nil, err
	}
	defer pg.drop()
	db, err := store.Open(ctx, store.Config{DatabaseURL: pg.url, DataDir: dir})
	if err != nil {
		return nil, nil, err
	}
	defer db.Close()
	if err := db.Migrate(ctx); err != nil {
		return nil, nil, err
	}
	key := make([]byte, secrets.KeySize)
	box, _ := secrets.NewBox(key)
	fake := fakebackend.New(true)
	cp, err := controlplane.New(controlplane.Config{
		DB: db, Box: box, DataDir: dir,
		HostCapabilities: func(context.Context) []string { return []string{runtime.CapSandbox} },
		Backends: map[runtime.Kind]scheduler.Factory{
			runtime.KindLocal: func(context.Context, scheduler.Target, map[string]string) (backends.Backend, error) { return fake, nil },
		},
		Logger: slog.New(slog.DiscardHandler),
	})
	if err != nil {
		return nil, nil, err
	}
	defer cp.Close()
	srv := httptest.NewServer(cp.Server.Handler())
	defer srv.Close()

	// The scheduler is not started: the runs are as the fill left them.
	sys := tenancy.System(ctx)
	opTok, err := cp.Auth.CreateToken(sys, "platform", "load", tenancy.RoleOperator)
	if err != nil {
		return nil, nil, err
	}
	opView, _ := cp.Auth.Authenticate(ctx, opTok)
	op := tenancy.NewContext(ctx, opView)
	for _, name := range readRuntimes {
		if _, err := cp.Registry.Register(op, runtime.RuntimeSpec{Name: name, Kind: runtime.KindLocal, Shared: true,
			Local: &runtime.LocalSpec{Hardened: true}, Admission: runtime.Admission{MaxConcurrent: 8}}); err != nil {
			return nil, nil, err
		}
	}
	var token string
	tenantIDs := make([]int, len(readTenants))
	for i, slug := range readTenants {
		tok, err := cp.Auth.CreateToken(sys, slug, "load", tenancy.RoleMember)
		if err != nil {
			return nil, nil, err
		}
		v, err := cp.Auth.Authenticate(ctx, tok)
		if err != nil {
			return nil, nil, err
		}
		tenantIDs[i] = v.TenantID
		if i == 0 {
			token = tok
		}
	}
	versions, err := db.Client.RuntimeVersion.Query().Order(ent.Asc(runtimeversion.FieldID)).All(sys)
	if err != nil {
		return nil, nil, err
	}
	probe, err := fillRuns(sys, db.Client, n, tenantIDs, versions)
	if err != nil {
		return nil, nil, fmt.Errorf("fill: %w", err)
	}
	if pg.admin != nil {
		// As autovacuum would after a bulk load: the planner's statistics.
		if _, err := db.SQL.ExecContext(ctx, "ANALYZE"); err != nil {
			return nil, nil, err
		}
	}

	c := &gqlClient{base: srv.URL, token: token}
	fx := &readFixture{probeID: fmt.Sprint(probe)}
	d, err := c.do(ctx, runsQuery, map[string]any{"first": 50})
	if err != nil {
		return nil, nil, err
	}
	var first struct {
		Runs struct{ PageInfo struct{ EndCursor string } }
	}
	if err := json.Unmarshal(d, &first); err != nil {
		return nil, nil, err
	}
	fx.endCursor = first.Runs.PageInfo.EndCursor
	for _, rq := range readQueries {
		vars := rq.vars(fx)
		times := make([]time.Duration, 0, iterations)
		for i := range iterations + 3 {
			t0 := time.Now()
			if _, err := c.do(ctx, rq.query, vars); err != nil {
				return nil, nil, fmt.Errorf("%s: %w", rq.name, err)
			}
			if i >= 3 { // three warm-ups
				times = append(times, time.Since(t0))
			}
		}
		slices.Sort(times)
		p50 = append(p50, pct(times, 50))
		p95 = append(p95, pct(times, 95))
	}
	return p50, p95, nil
}

// fillRuns inserts n runs in bulk, oldest first, spread round robin over the
// tenants, runtimes, statuses and verdicts, with readLogLines log lines each; it returns the id
// of a settled run of the first tenant with readProbeLines lines.
func fillRuns(ctx context.Context, client *ent.Client, n int, tenants []int, versions []*ent.RuntimeVersion) (int, error) {
	const batch = 500
	start := time.Now().Add(-time.Duration(n) * time.Second)
	nonTerminal := readQueued + readRunning
	var probe int
	for lo := 0; lo < n; lo += batch {
		hi := min(lo+batch, n)
		creates := make([]*ent.RunCreate, 0, hi-lo)
		for i := lo; i < hi; i++ {
			// Tenant, runtime, status and verdict vary independently.
			v := versions[i/len(tenants)%len(versions)]
			name := v.Spec.Name
			ref := name
			if i%2 == 1 {
				ref = fmt.Sprintf("%s@%d", name, v.Version)
			}
			created := start.Add(time.Duration(i) * time.Second)
			c := client.Run.Create().SetTenantID(tenants[i%len(tenants)]).
				SetHarnessName("load").SetCaseID(fmt.Sprintf("case-%d", i%500)).
				SetCaseSpec(evalcase.Case{ID: fmt.Sprintf("case-%d", i%500), Task: "load"}).
				SetHarness(evalcase.Harness{Name: "load", Command: []string{"true"}}).
				SetRuntimeRef(ref).SetRuntimeName(name).SetRuntimeVersionID(v.ID).SetRuntimeVersion(v.Version).
				SetRuntimeID(v.RuntimeID).SetPriority(entrun.PriorityBATCH).SetCreatedAt(created).
				SetFairTag(float64(i))
			// The newest runs are the live queue: every size has the same.
			switch {
			case i >= n-readQueued:
				c.SetStatus(entrun.StatusQUEUED)
			case i >= n-nonTerminal:
				c.SetStatus(entrun.StatusRUNNING).SetStartedAt(created).SetOwner("load-replica").
					SetLeaseExpiresAt(time.Now().Add(time.Hour))
			case i/9%3 == 2:
				c.SetStatus(entrun.StatusFAILED).SetStartedAt(created).SetFinishedAt(created.Add(time.Second)).
					SetErrorCode("INFRA").SetErrorClass("INFRA").SetErrorMessage("load")
			default:
				verdict := evalcase.VerdictPass
				if i/27%4 == 3 {
					verdict = evalcase.VerdictFail
				}
				c.SetStatus(entrun.StatusSUCCEEDED).SetStartedAt(created).SetFinishedAt(created.Add(time.Second)).
					SetResult(&evalcase.Result{Verdict: verdict, LatencyMS: 1000})
			}
			creates = append(creates, c)
		}
		rs, err := client.Run.CreateBulk(creates...).Save(ctx)
		if err != nil {
			return 0, err
		}
		lines := make([]*ent.LogLineCreate, 0, len(rs)*readLogLines+readProbeLines)
		for _, r := range rs {
			k := readLogLines
			if probe == 0 && r.TenantID == tenants[0] && r.Status == entrun.StatusSUCCEEDED && r.ID > n/2 {
				probe, k = r.ID, readProbeLines
			}
			for s := 1; s <= k; s++ {
				lines = append(lines, client.LogLine.Create().SetRunID(r.ID).SetSeq(int64(s)).
					SetText(fmt.Sprintf("line %d of run %d", s, r.ID)).SetAt(r.CreatedAt))
			}
		}
		for len(lines) > 0 {
			m := min(len(lines), 2000)
			if err := client.LogLine.CreateBulk(lines[:m]...).Exec(ctx); err != nil {
				return 0, err
			}
			lines = lines[m:]
		}
	}
	if probe == 0 {
		return 0, fmt.Errorf("no settled run of the first tenant to read")
	}
	return probe, nil
}
