package main

import (
	"bufio"
	"bytes"
	"context"
	"crypto/rand"
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net"
	"net/http"
	"net/url"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"sync"
	"time"
)

// processConfig configures -mode process: a real `everdict serve` (the binary
// at bin), a LOCAL runtime of slots slots, and runs trivial runs of the
// harness `sh -c true` submitted by submitters concurrent API clients.
type processConfig struct {
	bin        string
	runs       int
	slots      int
	submitters int
	hardened   bool
	// addr is where serve listens; "" means a free port on 127.0.0.1.
	addr string
}

// processLoad starts `everdict serve` as a child process on SQLite in a
// temporary directory, or on a scratch schema of EVERDICT_DATABASE_URL with
// EVERDICT_REDIS_URL, registers a LOCAL runtime and pushes cfg.runs trivial
// runs through it. It prints jobs/s, submit and queue-wait percentiles, the
// control plane's time from startedAt to finishedAt, and the CPU per run of
// the server and of everything it started (the LOCAL supervisor, its child,
// and the harnesses the supervisor reaped; see procCPU).
func processLoad(cfg processConfig, out io.Writer) error {
	ctx := context.Background()
	sv, err := newScratchServe(ctx, cfg.bin)
	if err != nil {
		return err
	}
	defer sv.close()
	bin, pg, dbURL := sv.bin, sv.pg, sv.pg.url
	addr := cfg.addr
	if addr == "" {
		if addr, err = freeAddr(); err != nil {
			return err
		}
	}
	srv, stdout, err := startServe(bin, append(slices.Clip(sv.env), "EVERDICT_ADDR="+addr))
	if err != nil {
		return err
	}
	defer stopServe(srv)
	token, err := bootstrapToken(stdout)
	if err != nil {
		return err
	}
	go func() { _, _ = io.Copy(io.Discard, stdout) }()
	c := &gqlClient{base: "http://" + addr, token: token}
	if err := c.waitHealthy(ctx); err != nil {
		return err
	}
	if _, err := c.do(ctx, `mutation($n: Int!, $h: Boolean!) { registerRuntime(input: {name: "load", kind: LOCAL,
		admission: {maxConcurrent: $n}, local: {hardened: $h}}) { version } }`,
		map[string]any{"n": cfg.slots, "h": cfg.hardened}); err != nil {
		return fmt.Errorf("register runtime: %w", err)
	}

	// One warm-up run starts the runtime's backend, so it is not billed to the first run measured.
	if _, err := c.submitTrivial(ctx); err != nil {
		return err
	}
	if err := c.waitSettled(ctx, 1); err != nil {
		return err
	}
	cpu0, err := procCPU(srv.Process.Pid)
	if err != nil {
		return err
	}
	db0, err := pg.stats(ctx)
	if err != nil {
		return err
	}
	start := time.Now()
	var (
		mu      sync.Mutex
		submits []time.Duration
		subErr  error
		wg      sync.WaitGroup
		next    = make(chan struct{}, cfg.runs)
	)
	for range cfg.runs {
		next <- struct{}{}
	}
	close(next)
	for range cfg.submitters {
		wg.Go(func() {
			for range next {
				t0 := time.Now()
				_, err := c.submitTrivial(ctx)
				d := time.Since(t0)
				mu.Lock()
				if err != nil && subErr == nil {
					subErr = err
				}
				submits = append(submits, d)
				mu.Unlock()
			}
		})
	}
	wg.Wait()
	if subErr != nil {
		return subErr
	}
	if err := c.waitSettled(ctx, cfg.runs+1); err != nil {
		return err
	}
	elapsed := time.Since(start)
	cpu1, err := procCPU(srv.Process.Pid)
	if err != nil {
		return err
	}
	db1, err := pg.stats(ctx)
	if err != nil {
		return err
	}
	waits, spans, turns, failed, err := c.runTimes(ctx, cfg.slots)
	if err != nil {
		return err
	}
	slices.Sort(submits)
	slices.Sort(waits)
	slices.Sort(spans)
	slices.Sort(turns)
	store := "SQLite"
	if dbURL != "" {
		store = "PostgreSQL + Redis"
	}
	fmt.Fprintf(out, "everdict serve (%s), LOCAL runtime with %d slots (hardened %v), %d runs of `sh -c true`, %d submitters\n",
		store, cfg.slots, cfg.hardened, cfg.runs, cfg.submitters)
	fmt.Fprintf(out, "  jobs/s                         %.1f (%d settled in %v, %d not SUCCEEDED)\n",
		float64(cfg.runs)/elapsed.Seconds(), cfg.runs, elapsed.Round(time.Millisecond), failed)
	fmt.Fprintf(out, "  submit p50 / p99               %v / %v\n", pct(submits, 50), pct(submits, 99))
	fmt.Fprintf(out, "  queue wait p50 / p99           %v / %v (createdAt → startedAt)\n", pct(waits, 50), pct(waits, 99))
	fmt.Fprintf(out, "  startedAt → finishedAt p50/p99 %v / %v\n", pct(spans, 50), pct(spans, 99))
	fmt.Fprintf(out, "  slot turnaround p50 / p99      %v / %v (a finishedAt → the startedAt it let in)\n", pct(turns, 50), pct(turns, 99))
	n := float64(cfg.runs)
	fmt.Fprintf(out, "  CPU per run                    server %.2f ms, supervisor + harnesses %.2f ms\n",
		float64(cpu1.self-cpu0.self)/n/float64(time.Millisecond), float64(cpu1.children-cpu0.children)/n/float64(time.Millisecond))
	if dbURL != "" {
		fmt.Fprintf(out, "  PostgreSQL per run             %.1f commits, %.0f rows read, %.1f rows written (pg_stat_database)\n",
			float64(db1.commits-db0.commits)/n, float64(db1.read-db0.read)/n, float64(db1.written-db0.written)/n)
	}
	return nil
}

// pgScratch is a database of its own on the server EVERDICT_DATABASE_URL
// names, so its pg_stat_database counters are the load's alone; url is ""
// on SQLite.
type pgScratch struct {
	url   string
	admin *sql.DB
	name  string
}

type pgStats struct{ commits, read, written int64 }

// scratchServe is what a load against real `everdict serve` processes
// needs: the binary, a data directory, a scratch database (PostgreSQL when
// EVERDICT_DATABASE_URL is set, else SQLite in the data directory) and the
// servers' environment, with Redis (EVERDICT_REDIS_URL, under a prefix of
// its own) only beside PostgreSQL: SQLite serves one process, whose events
// stay in it. close removes the directory and the database.
type scratchServe struct {
	bin, dir, redisURL, redisPrefix string
	pg                              *pgScratch
	env                             []string
}

func newScratchServe(ctx context.Context, binFlag string) (*scratchServe, error) {
	bin, err := filepath.Abs(binFlag)
	if err != nil {
		return nil, err
	}
	if _, err := os.Stat(bin); err != nil {
		return nil, fmt.Errorf("-bin: %w (run make build first)", err)
	}
	dir, err := os.MkdirTemp("", "everdict-load-")
	if err != nil {
		return nil, err
	}
	pg, err := scratchDatabase(ctx, os.Getenv("EVERDICT_DATABASE_URL"))
	if err != nil {
		_ = os.RemoveAll(dir)
		return nil, err
	}
	sv := &scratchServe{bin: bin, dir: dir, pg: pg}
	if pg.url != "" {
		sv.redisURL = os.Getenv("EVERDICT_REDIS_URL")
	}
	b := make([]byte, 4)
	_, _ = rand.Read(b)
	sv.redisPrefix = fmt.Sprintf("evload%x:", b)
	sv.env = append(os.Environ(), "EVERDICT_DATA_DIR="+dir, "EVERDICT_DATABASE_URL="+pg.url,
		"EVERDICT_REDIS_URL="+sv.redisURL, "EVERDICT_REDIS_PREFIX="+sv.redisPrefix, "EVERDICT_LOG_LEVEL=warn",
		"EVERDICT_SUBMIT_RATE=1e9", "EVERDICT_SUBMIT_BURST=1073741824")
	return sv, nil
}

func (sv *scratchServe) close() {
	sv.pg.drop()
	_ = os.RemoveAll(sv.dir)
}

func scratchDatabase(ctx context.Context, base string) (*pgScratch, error) {
	if base == "" {
		return &pgScratch{}, nil
	}
	admin, err := sql.Open("pgx", base)
	if err != nil {
		return nil, err
	}
	b := make([]byte, 6)
	_, _ = rand.Read(b)
	name := fmt.Sprintf("evload_%x", b)
	if _, err := admin.ExecContext(ctx, "CREATE DATABASE "+name); err != nil {
		admin.Close()
		return nil, fmt.Errorf("create scratch database: %w", err)
	}
	u, err := url.Parse(base)
	if err != nil {
		admin.Close()
		return nil, err
	}
	if os.Getenv("EVLOAD_LOG_STATEMENTS") != "" {
		_, _ = admin.ExecContext(ctx, "ALTER DATABASE "+name+" SET log_statement = 'all'")
	}
	u.Path = "/" + name
	return &pgScratch{url: u.String(), admin: admin, name: name}, nil
}

// stats reads the scratch database's counters (zero on SQLite). They are
// updated when a backend reports, so it forces a flush first.
func (p *pgScratch) stats(ctx context.Context) (pgStats, error) {
	var st pgStats
	if p.admin == nil {
		return st, nil
	}
	// An idle backend flushes its counters within 10 s (PGSTAT_IDLE_INTERVAL).
	time.Sleep(11 * time.Second)
	_, _ = p.admin.ExecContext(ctx, "SELECT pg_stat_force_next_flush()")
	_, _ = p.admin.ExecContext(ctx, "SELECT pg_stat_clear_snapshot()")
	err := p.admin.QueryRowContext(ctx, `SELECT xact_commit, tup_returned + tup_fetched, tup_inserted + tup_updated + tup_deleted
		FROM pg_stat_database WHERE datname = $1`, p.name).Scan(&st.commits, &st.read, &st.written)
	return st, err
}

func (p *pgScratch) drop() {
	if p.admin == nil {
		return
	}
	_, _ = p.admin.Exec("DROP DATABASE " + p.name + " WITH (FORCE)")
	p.admin.Close()
}

// bootstrapToken reads the OPERATOR token a fresh server prints once.
func bootstrapToken(r io.Reader) (string, error) {
	sc := bufio.NewScanner(r)
	seen := false
	for sc.Scan() {
		line := strings.TrimSpace(sc.Text())
		if strings.HasPrefix(line, "Bootstrapped tenant") {
			seen = true
			continue
		}
		if seen && line != "" {
			return line, nil
		}
	}
	return "", errors.New("the server printed no bootstrap token")
}

func freeAddr() (string, error) {
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		return "", err
	}
	defer l.Close()
	return l.Addr().String(), nil
}

type cpuTimes struct{ self, children time.Duration }

// procCPU reads a process's user+system time and that of its children from
// /proc: the children it reaped, and those still running with theirs (the
// LOCAL supervisor, which outlives its runs, and the harnesses it reaped).
// Times are in clock ticks of 10 ms.
func procCPU(pid int) (cpuTimes, error) {
	st, err := readStat(pid)
	if err != nil {
		return cpuTimes{}, err
	}
	out := cpuTimes{self: st.tick(14) + st.tick(15), children: st.tick(16) + st.tick(17)}
	entries, err := os.ReadDir("/proc")
	if err != nil {
		return cpuTimes{}, err
	}
	for _, e := range entries {
		child, err := strconv.Atoi(e.Name())
		if err != nil {
			continue
		}
		if cs, err := readStat(child); err == nil && cs.int(4) == int64(pid) {
			out.children += cs.tick(14) + cs.tick(15) + cs.tick(16) + cs.tick(17)
		}
	}
	return out, nil
}

// stat is the fields of /proc/<pid>/stat after the command name.
type stat []string

func readStat(pid int) (stat, error) {
	b, err := os.ReadFile(fmt.Sprintf("/proc/%d/stat", pid))
	if err != nil {
		return nil, err
	}
	// Fields after the command name, which is in parentheses and may hold spaces.
	return strings.Fields(string(b[bytes.LastIndexByte(b, ')')+1:])), nil
}

// int is field i, numbered as in proc(5).
func (s stat) int(i int) int64 {
	if i-3 >= len(s) {
		return 0
	}
	v, _ := strconv.ParseInt(s[i-3], 10, 64)
	return v
}

func (s stat) tick(i int) time.Duration { return time.Duration(s.int(i)) * 10 * time.Millisecond }

// gqlClient is the little GraphQL client the driver needs.
type gqlClient struct {
	base, token string
}

func (c *gqlClient) do(ctx context.Context, query string, vars map[string]any) (json.RawMessage, error) {
	return c.doWith(ctx, http.DefaultClient, query, vars)
}

func (c *gqlClient) doWith(ctx context.Context, hc *http.Client, query string, vars map[string]any) (json.RawMessage, error) {
	body, _ := json.Marshal(map[string]any{"query": query, "variables": vars})
	req, _ := http.NewRequestWithContext(ctx, http.MethodPost, c.base+"/graphql", bytes.NewReader(body))
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("Authorization", "Bearer "+c.token)
	res, err := hc.Do(req)
	if err != nil {
		return nil, err
	}
	defer res.Body.Close()
	var r struct {
		Data   json.RawMessage `json:"data"`
		Errors []struct {
			Message string `json:"message"`
		} `json:"errors"`
	}
	if err := json.NewDecoder(res.Body).Decode(&r); err != nil {
		return nil, fmt.Errorf("graphql: %d: %w", res.StatusCode, err)
	}
	if len(r.Errors) > 0 {
		return nil, fmt.Errorf("graphql: %s", r.Errors[0].Message)
	}
	return r.Data, nil
}

func (c *gqlClient) waitHealthy(ctx context.Context) error {
	for range 200 {
		if _, err := c.do(ctx, `{ viewer { role } }`, nil); err == nil {
			return nil
		}
		time.Sleep(50 * time.Millisecond)
	}
	return errors.New("the server did not answer within 10s")
}

func (c *gqlClient) submitTrivial(ctx context.Context) (string, error) {
	d, err := c.do(ctx, `mutation { submitRun(input: {runtime: "load", harness: {name: "true", command: ["sh", "-c", "true"]},
		case: {task: "t", timeoutSec: 60}}) { id } }`, nil)
	if err != nil {
		return "", fmt.Errorf("submit: %w", err)
	}
	var r struct{ SubmitRun struct{ ID string } }
	err = json.Unmarshal(d, &r)
	return r.SubmitRun.ID, err
}

// waitSettled polls until n runs have settled: the driver's poll, not the
// system's (the figures come from the runs' own timestamps).
func (c *gqlClient) waitSettled(ctx context.Context, n int) error {
	deadline := time.Now().Add(30 * time.Minute)
	for time.Now().Before(deadline) {
		d, err := c.do(ctx, `{ runs(where: {statusIn: [SUCCEEDED, FAILED]}) { totalCount } }`, nil)
		if err != nil {
			return err
		}
		var r struct{ Runs struct{ TotalCount int } }
		if err := json.Unmarshal(d, &r); err != nil {
			return err
		}
		if r.Runs.TotalCount >= n {
			return nil
		}
		time.Sleep(100 * time.Millisecond)
	}
	return fmt.Errorf("%d runs did not settle within 30 minutes", n)
}

// runTimes reads every run's timestamps: queue waits (createdAt →
// startedAt) and spans (startedAt → finishedAt), the warm-up run excluded.
//
// turns are the slot turnarounds: with every slot busy and runs queued, the
// i-th start (in time) takes the slot the (i-slots)-th finish freed, so
// start i − finish (i−slots) is how long a freed slot stays empty (settle,
// admission, claim, start); only the positive ones, from the slots-th on.
func (c *gqlClient) runTimes(ctx context.Context, slots int) (waits, spans, turns []time.Duration, failed int, err error) {
	var starts, finishes []time.Time
	defer func() {
		slices.SortFunc(starts, time.Time.Compare)
		slices.SortFunc(finishes, time.Time.Compare)
		for i := slots; i < len(starts) && i-slots < len(finishes); i++ {
			if d := starts[i].Sub(finishes[i-slots]); d > 0 {
				turns = append(turns, d)
			}
		}
	}()
	after := any(nil)
	for {
		d, err := c.do(ctx, `query($after: Cursor) { runs(first: 100, after: $after, orderBy: {field: CREATED_AT, direction: ASC}) {
			pageInfo { hasNextPage endCursor } edges { node { status createdAt startedAt finishedAt } } } }`,
			map[string]any{"after": after})
		if err != nil {
			return nil, nil, nil, 0, err
		}
		var r struct {
			Runs struct {
				PageInfo struct {
					HasNextPage bool
					EndCursor   string
				}
				Edges []struct {
					Node struct {
						Status                           string
						CreatedAt, StartedAt, FinishedAt *time.Time
					}
				}
			}
		}
		if err := json.Unmarshal(d, &r); err != nil {
			return nil, nil, nil, 0, err
		}
		for _, e := range r.Runs.Edges {
			n := e.Node
			if after == nil && len(waits)+failed == 0 && spans == nil {
				spans = []time.Duration{} // the warm-up run: skip it
				continue
			}
			if n.Status != "SUCCEEDED" {
				failed++
			}
			if n.CreatedAt != nil && n.StartedAt != nil && n.FinishedAt != nil {
				waits = append(waits, n.StartedAt.Sub(*n.CreatedAt))
				spans = append(spans, n.FinishedAt.Sub(*n.StartedAt))
				starts, finishes = append(starts, *n.StartedAt), append(finishes, *n.FinishedAt)
			}
		}
		if !r.Runs.PageInfo.HasNextPage {
			return waits, spans, nil, failed, nil
		}
		after = r.Runs.PageInfo.EndCursor
	}
}
