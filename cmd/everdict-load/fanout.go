package main

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"github.com/coder/websocket"
	"github.com/redis/go-redis/v9"

	"github.com/everdict/everdict/client"
	"github.com/everdict/everdict/server"
)

// fanoutConfig configures -mode fanout: subs idle subscriptions, half
// runEvents and half runLogs, over conns websockets to one `everdict serve`
// (bin), spread over tenants tenants with watched running runs each; rounds
// timed rounds of events; replicas 2 publishes on a second serve.
type fanoutConfig struct {
	bin      string
	replicas int
	subs     int
	conns    int
	tenants  int
	watched  int
	rounds   int
	// cycles is how many times the subscriptions are opened and reset: the
	// first with the timed rounds, the others with one event each.
	cycles int
	// profile is a directory for the subscribers' server's profiles (heap
	// and goroutines while idle, CPU over the rounds); "" takes none.
	profile string
}

// fanoutLoad starts `everdict serve` (SQLite in a temporary directory, or a
// scratch database of EVERDICT_DATABASE_URL with EVERDICT_REDIS_URL; with
// replicas 2 a second serve over the same store and Redis), gives every
// tenant a workspace runner that holds cfg.watched RUNNING runs, and opens
// cfg.subs subscriptions over cfg.conns websockets (graphql-transport-ws, as
// the web app and the CLI do) to the first serve: runEvents and runLogs of
// the watched runs, alternately. Each round publishes through the real paths
// on the last serve — one submitted run per tenant (a runEvents event) and
// one log line per watched run through the runners' API (a runLogs event),
// so every subscription gets one event — and times each from the request's
// send to its arrival at the subscriber. It prints the percentiles, the
// server's goroutines and heap per idle subscription, and, after every
// connection is reset (no close frame, no complete), how long the server
// took to come back to its goroutines and heap from before.
func fanoutLoad(cfg fanoutConfig, out io.Writer) error {
	if err := cfg.check(); err != nil {
		return err
	}
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	sv, err := newScratchServe(ctx, cfg.bin)
	if err != nil {
		return err
	}
	defer sv.close()
	bin, pg, env, redisURL, redisPrefix := sv.bin, sv.pg, sv.env, sv.redisURL, sv.redisPrefix

	// The subscribers' server, with its profiler.
	subsAddr, err := freeAddr()
	if err != nil {
		return err
	}
	debugAddr, err := freeAddr()
	if err != nil {
		return err
	}
	subsSrv, stdout, err := startServe(bin, append(slices.Clip(env), "EVERDICT_ADDR="+subsAddr, "EVERDICT_DEBUG_ADDR="+debugAddr))
	if err != nil {
		return err
	}
	defer stopServe(subsSrv)
	opToken, err := bootstrapToken(stdout)
	if err != nil {
		return err
	}
	go func() { _, _ = io.Copy(io.Discard, stdout) }()
	hc := &http.Client{Transport: &http.Transport{DisableKeepAlives: true}}
	op := &gqlClient{base: "http://" + subsAddr, token: opToken}
	if err := op.waitHealthy(ctx); err != nil {
		return err
	}
	pubBase := "http://" + subsAddr
	if cfg.replicas == 2 {
		pubAddr, err := freeAddr()
		if err != nil {
			return err
		}
		pubSrv, pubOut, err := startServe(bin, append(slices.Clip(env), "EVERDICT_ADDR="+pubAddr))
		if err != nil {
			return err
		}
		defer stopServe(pubSrv)
		go func() { _, _ = io.Copy(io.Discard, pubOut) }()
		pubBase = "http://" + pubAddr
		if err := (&gqlClient{base: pubBase, token: opToken}).waitHealthy(ctx); err != nil {
			return err
		}
	}

	// Tenants, each with a workspace runner holding its watched runs.
	tenants := make([]*fanoutTenant, cfg.tenants)
	for i := range tenants {
		tok, err := tokenCreate(ctx, bin, env, fmt.Sprintf("fan%d", i))
		if err != nil {
			return err
		}
		t := &fanoutTenant{token: tok, hc: hc, base: pubBase}
		if err := t.setUp(ctx, cfg.watched); err != nil {
			return fmt.Errorf("tenant fan%d: %w", i, err)
		}
		tenants[i] = t
	}
	beats, stopBeats := context.WithCancel(ctx)
	defer stopBeats()
	for _, t := range tenants {
		go t.heartbeats(beats)
	}

	stats := &serverStats{base: "http://" + debugAddr, pid: subsSrv.Process.Pid, hc: hc}
	before, err := stats.settled(ctx)
	if err != nil {
		return err
	}
	if cfg.profile != "" {
		if err := stats.saveProfiles(ctx, cfg.profile, "before"); err != nil {
			return err
		}
	}

	col := newCollector(cfg.subs)
	conns, err := subscribeAll(ctx, cfg, subsAddr, tenants, col)
	defer resetAll(conns)
	if err != nil {
		return err
	}
	pub := &publisher{tenants: tenants, col: col}
	warm, err := pub.warmUp(ctx, cfg.subs)
	if err != nil {
		return err
	}
	idle, err := stats.settled(ctx)
	if err != nil {
		return err
	}
	if cfg.profile != "" {
		if err := stats.saveProfiles(ctx, cfg.profile, "idle"); err != nil {
			return err
		}
	}
	var rdbNote string
	if redisURL != "" {
		if rdbNote, err = redisChannels(ctx, redisURL, redisPrefix+"events:"); err != nil {
			return err
		}
	}

	// Timed rounds.
	var cpuProfile chan error
	if cfg.profile != "" {
		cpuProfile = make(chan error, 1)
		go func() { cpuProfile <- stats.saveCPU(ctx, cfg.profile, max(5, cfg.rounds/2)) }()
	}
	cpu0, _ := procCPU(subsSrv.Process.Pid)
	self0, _ := procCPU(os.Getpid())
	var lat []time.Duration
	missed := 0
	began := time.Now()
	for r := 1; r <= cfg.rounds; r++ {
		col.start(r)
		if err := pub.round(ctx, r); err != nil {
			return err
		}
		got := col.wait(cfg.subs, 30*time.Second)
		missed += cfg.subs - len(got)
		lat = append(lat, got...)
	}
	wall := time.Since(began)
	cpu1, _ := procCPU(subsSrv.Process.Pid)
	self1, _ := procCPU(os.Getpid())
	if cpuProfile != nil {
		if err := <-cpuProfile; err != nil {
			return err
		}
	}
	ended, lastEnd := col.ended()
	slices.Sort(lat)
	reqs := pub.requests()

	// Abrupt disconnects: every socket reset, no close frame, no complete.
	resetAll(conns)
	resetAt := time.Now()
	backG, err := stats.waitGoroutines(ctx, before.goroutines, time.Minute)
	if err != nil {
		return err
	}
	gBack := time.Since(resetAt)
	after, err := stats.settled(ctx)
	if err != nil {
		return err
	}
	if cfg.profile != "" {
		if err := stats.saveProfiles(ctx, cfg.profile, "after"); err != nil {
			return err
		}
	}

	// More cycles: the same subscriptions again, an event each, the same
	// resets. The Go runtime keeps a finished goroutine's descriptor for
	// reuse and never frees it, and client pools keep their connections, so
	// the first cycle leaves the heap above its cold baseline by those
	// pools; a leak would grow it again cycle after cycle.
	type cycle struct {
		goroutines int
		heap       uint64
	}
	var cycles []cycle
	for range cfg.cycles - 1 {
		col := newCollector(cfg.subs)
		conns, err := subscribeAll(ctx, cfg, subsAddr, tenants, col)
		defer resetAll(conns)
		if err != nil {
			return err
		}
		if _, err := (&publisher{tenants: tenants, col: col}).warmUp(ctx, cfg.subs); err != nil {
			return err
		}
		resetAll(conns)
		g, err := stats.waitGoroutines(ctx, before.goroutines, time.Minute)
		if err != nil {
			return err
		}
		p, err := stats.settled(ctx)
		if err != nil {
			return err
		}
		cycles = append(cycles, cycle{g, p.heap + p.stack})
	}

	store, bus := "SQLite", "in process"
	if pg.url != "" {
		store = "PostgreSQL"
	}
	if redisURL != "" {
		bus = "Redis"
	}
	where := "subscribers and publishers on one replica"
	if cfg.replicas == 2 {
		where = "subscribers on replica 1, publishers on replica 2"
	}
	fmt.Fprintf(out, "everdict serve (%s, events %s), %s\n", store, bus, where)
	fmt.Fprintf(out, "  %d subscriptions (runEvents and runLogs, half each) over %d websockets, %d tenants × %d watched runs; %d warm-up round(s)\n",
		cfg.subs, cfg.conns, cfg.tenants, cfg.watched, warm)
	n := float64(cfg.subs)
	fmt.Fprintf(out, "  idle cost per subscription     %.1f KB heap + %.1f KB stacks = %.1f KB; %.2f goroutines (RSS +%.1f KB)\n",
		kb(idle.heap-before.heap)/n, kb(idle.stack-before.stack)/n, kb(idle.heap+idle.stack-before.heap-before.stack)/n,
		float64(idle.goroutines-before.goroutines)/n, kb(idle.rss-before.rss)/n)
	fmt.Fprintf(out, "  server before / idle           %d / %d goroutines, %.1f / %.1f MB heap + stacks\n",
		before.goroutines, idle.goroutines, mb(before.heap+before.stack), mb(idle.heap+idle.stack))
	if rdbNote != "" {
		fmt.Fprintf(out, "  %s\n", rdbNote)
	}
	if len(lat) > 0 {
		fmt.Fprintf(out, "  send → receive                 p50 %v  p90 %v  p99 %v  max %v (%d events, %d rounds of %d; %d missed, %d subscriptions ended)\n",
			pct(lat, 50), pct(lat, 90), pct(lat, 99), lat[len(lat)-1].Round(time.Microsecond), len(lat), cfg.rounds, cfg.subs, missed, ended)
	}
	if ended > 0 {
		fmt.Fprintf(out, "  a subscription ended or erred  %s\n", lastEnd)
	}
	if len(reqs) > 0 {
		fmt.Fprintf(out, "  the publishing requests alone  p50 %v  p99 %v (%d: a submit per tenant, a log post per watched run, each round)\n",
			pct(reqs, 50), pct(reqs, 99), len(reqs))
	}
	delivered := float64(len(lat))
	fmt.Fprintf(out, "  CPU per event delivered        server %.1f µs, driver %.1f µs (%.0f events/s over %v)\n",
		float64(cpu1.self-cpu0.self)/float64(time.Microsecond)/delivered, float64(self1.self-self0.self)/float64(time.Microsecond)/delivered,
		delivered/wall.Seconds(), wall.Round(time.Millisecond))
	fmt.Fprintf(out, "  after %d connection resets     goroutines %d → %d in %v (before %d); heap + stacks %.1f MB (before %.1f, ratio %.3f)\n",
		cfg.conns, idle.goroutines, backG, gBack.Round(time.Millisecond), before.goroutines,
		mb(after.heap+after.stack), mb(before.heap+before.stack), float64(after.heap+after.stack)/float64(before.heap+before.stack))
	for i, c := range cycles {
		fmt.Fprintf(out, "  cycle %d (subscribe, reset)      goroutines back to %d; heap + stacks %.1f MB (ratio to the first cycle's %.3f)\n",
			i+2, c.goroutines, mb(c.heap), float64(c.heap)/float64(after.heap+after.stack))
	}
	return nil
}

// subscribeAll opens cfg.conns websockets to addr, tenants round-robin,
// with cfg.subs subscriptions in all, alternately runEvents and runLogs of
// the tenant's watched runs; events go to col. On an error it returns the
// connections it opened.
func subscribeAll(ctx context.Context, cfg fanoutConfig, addr string, tenants []*fanoutTenant, col *collector) ([]*fanoutConn, error) {
	conns := make([]*fanoutConn, cfg.conns)
	var (
		mu     sync.Mutex
		subErr error
		wg     sync.WaitGroup
	)
	sem := make(chan struct{}, 32)
	next := 0
	for c := range conns {
		n := cfg.subs / cfg.conns
		if c < cfg.subs%cfg.conns {
			n++
		}
		ti := c % cfg.tenants
		var specs []subSpec
		for j := range n {
			s := subSpec{index: next, tenant: ti}
			next++
			if j%2 == 1 {
				s.run = (c/cfg.tenants + j/2) % cfg.watched
				s.logs = true
			}
			specs = append(specs, s)
		}
		sem <- struct{}{}
		wg.Go(func() {
			defer func() { <-sem }()
			fc, err := dialFanout(ctx, addr, tenants[ti], specs, col)
			mu.Lock()
			defer mu.Unlock()
			if err != nil && subErr == nil {
				subErr = fmt.Errorf("connection %d: %w", c, err)
			}
			conns[c] = fc
		})
	}
	wg.Wait()
	return conns, subErr
}

// resetAll resets every connection (see fanoutConn.reset).
func resetAll(conns []*fanoutConn) {
	for _, c := range conns {
		if c != nil {
			c.reset()
		}
	}
}

func (c fanoutConfig) check() error {
	switch {
	case c.replicas != 1 && c.replicas != 2:
		return fmt.Errorf("-replicas %d: fanout mode takes 1 or 2", c.replicas)
	case c.replicas == 2 && (os.Getenv("EVERDICT_DATABASE_URL") == "" || os.Getenv("EVERDICT_REDIS_URL") == ""):
		return errors.New("-replicas 2 needs EVERDICT_DATABASE_URL and EVERDICT_REDIS_URL")
	case c.subs < 2 || c.conns < 1 || c.tenants < 1 || c.watched < 1 || c.rounds < 1 || c.cycles < 1:
		return errors.New("-subs, -conns, -subtenants, -watched, -rounds and -cycles must be positive (-subs at least 2)")
	case c.conns < c.tenants || c.conns > c.subs:
		return fmt.Errorf("-conns %d: want between -subtenants (%d) and -subs (%d)", c.conns, c.tenants, c.subs)
	case (c.subs+c.conns-1)/c.conns > server.MaxSubscriptionsPerConnectionDefault:
		return fmt.Errorf("%d subscriptions over %d connections is over the %d a connection may hold: raise -conns", c.subs, c.conns, server.MaxSubscriptionsPerConnectionDefault)
	case (c.subs+c.tenants-1)/c.tenants > server.MaxSubscriptionsPerTenantDefault:
		return fmt.Errorf("%d subscriptions over %d tenants is over the %d a tenant may hold: raise -subtenants", c.subs, c.tenants, server.MaxSubscriptionsPerTenantDefault)
	}
	return nil
}

func kb(n uint64) float64 { return float64(int64(n)) / 1024 }
func mb(n uint64) float64 { return float64(int64(n)) / (1 << 20) }

// startServe starts `bin serve` with env; its stdout is the caller's.
func startServe(bin string, env []string) (*exec.Cmd, io.Reader, error) {
	srv := exec.Command(bin, "serve")
	srv.Env = env
	srv.Stderr = os.Stderr
	stdout, err := srv.StdoutPipe()
	if err != nil {
		return nil, nil, err
	}
	if err := srv.Start(); err != nil {
		return nil, nil, err
	}
	return srv, stdout, nil
}

func stopServe(srv *exec.Cmd) {
	_ = srv.Process.Signal(os.Interrupt)
	_ = srv.Wait()
}

// tokenCreate makes an ADMIN token of tenant slug with `everdict token
// create` over the same store.
func tokenCreate(ctx context.Context, bin string, env []string, slug string) (string, error) {
	cmd := exec.CommandContext(ctx, bin, "token", "create", "--tenant", slug, "--role", "admin", "--subject", "load")
	cmd.Env = env
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	out, err := cmd.Output()
	if err != nil {
		return "", fmt.Errorf("token create %s: %w: %s", slug, err, stderr.String())
	}
	return strings.TrimSpace(string(out)), nil
}

// fanoutTenant is one tenant: its token, its workspace runner and the runs
// the runner holds (RUNNING), with the last log seq of each.
type fanoutTenant struct {
	token  string
	hc     *http.Client
	base   string
	runner int
	runs   []int
	seqs   []int64
}

func (t *fanoutTenant) setUp(ctx context.Context, watched int) error {
	var r struct {
		ID int `json:"id"`
	}
	if err := t.call(ctx, "/runner/register", map[string]any{"name": "load", "slots": watched, "capabilities": []string{"sandbox"}}, &r); err != nil {
		return fmt.Errorf("register runner: %w", err)
	}
	t.runner = r.ID
	for range watched {
		if err := t.submit(ctx, "watched"); err != nil {
			return err
		}
	}
	for range watched {
		var job struct {
			RunID int `json:"runId"`
		}
		if err := t.call(ctx, fmt.Sprintf("/runner/%d/lease", t.runner), nil, &job); err != nil || job.RunID == 0 {
			return fmt.Errorf("lease: %v (run %d)", err, job.RunID)
		}
		t.runs = append(t.runs, job.RunID)
		t.seqs = append(t.seqs, 0)
	}
	return nil
}

// submit submits a run for the tenant's runners with case id caseID: its
// QUEUED event is on the tenant's runEvents.
func (t *fanoutTenant) submit(ctx context.Context, caseID string) error {
	c := &gqlClient{base: t.base, token: t.token}
	_, err := c.doWith(ctx, t.hc, `mutation($c: String!) { submitRun(input: {runtime: "self:ws", harness: {name: "h", command: ["true"]},
		case: {id: $c, task: "t"}}) { id } }`, map[string]any{"c": caseID})
	if err != nil {
		return fmt.Errorf("submit: %w", err)
	}
	return nil
}

// logLine posts the next log line of watched run i, text text.
func (t *fanoutTenant) logLine(ctx context.Context, i int, text string) error {
	t.seqs[i]++
	line := map[string]any{"seq": t.seqs[i], "stream": "stdout", "text": text, "at": time.Now()}
	return t.call(ctx, fmt.Sprintf("/runner/%d/runs/%d/logs", t.runner, t.runs[i]), map[string]any{"lines": []any{line}}, nil)
}

// heartbeats keeps the runner's leases until ctx ends.
func (t *fanoutTenant) heartbeats(ctx context.Context) {
	tick := time.NewTicker(5 * time.Second)
	defer tick.Stop()
	for {
		select {
		case <-ctx.Done():
			return
		case <-tick.C:
			_ = t.call(ctx, fmt.Sprintf("/runner/%d/heartbeat", t.runner), nil, nil)
		}
	}
}

func (t *fanoutTenant) call(ctx context.Context, path string, in, out any) error {
	body, _ := json.Marshal(in)
	req, _ := http.NewRequestWithContext(ctx, http.MethodPost, t.base+path, bytes.NewReader(body))
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("Authorization", "Bearer "+t.token)
	res, err := t.hc.Do(req)
	if err != nil {
		return err
	}
	defer res.Body.Close()
	raw, _ := io.ReadAll(res.Body)
	if res.StatusCode >= 300 {
		return fmt.Errorf("%s: %d %s", path, res.StatusCode, raw)
	}
	if out != nil && len(raw) > 0 {
		return json.Unmarshal(raw, out)
	}
	return nil
}

// publisher sends a round's events: a submit per tenant and a log line per
// watched run, from a few concurrent senders, and stamps each send.
type publisher struct {
	tenants []*fanoutTenant
	col     *collector

	mu   sync.Mutex
	reqs []time.Duration
}

const publishers = 4

func (p *publisher) round(ctx context.Context, r int) error {
	type job struct{ tenant, run int } // run -1: the submit
	jobs := make(chan job)
	errc := make(chan error, publishers)
	var wg sync.WaitGroup
	for range publishers {
		wg.Go(func() {
			for j := range jobs {
				t := p.tenants[j.tenant]
				p.col.sent(j.tenant, j.run)
				t0 := time.Now()
				var err error
				if j.run < 0 {
					err = t.submit(ctx, "r"+strconv.Itoa(r))
				} else {
					err = t.logLine(ctx, j.run, "r"+strconv.Itoa(r))
				}
				if err != nil {
					errc <- err
					return
				}
				if r > 0 {
					p.mu.Lock()
					p.reqs = append(p.reqs, time.Since(t0))
					p.mu.Unlock()
				}
			}
		})
	}
	var err error
send:
	for ti, t := range p.tenants {
		for i := -1; i < len(t.runs); i++ {
			select {
			case jobs <- job{ti, i}:
			case err = <-errc:
				break send
			}
		}
	}
	close(jobs)
	wg.Wait()
	if err == nil {
		select {
		case err = <-errc:
		default:
		}
	}
	return err
}

// warmUp publishes warm-up rounds until each of n subscriptions has had an
// event (so each is known to be live on the server), and returns how many
// rounds that took.
func (p *publisher) warmUp(ctx context.Context, n int) (int, error) {
	warm := 0
	for p.col.live() < n {
		if warm++; warm > 30 {
			return warm, fmt.Errorf("only %d of %d subscriptions had an event after 30 warm-up rounds", p.col.live(), n)
		}
		if err := p.round(ctx, -warm); err != nil {
			return warm, err
		}
		p.col.wait(n, 3*time.Second)
	}
	return warm, nil
}

func (p *publisher) requests() []time.Duration {
	p.mu.Lock()
	defer p.mu.Unlock()
	out := slices.Clone(p.reqs)
	slices.Sort(out)
	return out
}

// collector gathers arrivals: which subscriptions have had an event, and
// for the round being timed, each arrival's time since its event's send.
type collector struct {
	origin time.Time
	subs   []atomic.Bool // had an event

	mu      sync.Mutex
	cond    *sync.Cond
	round   int
	sends   map[[2]int]time.Duration // {tenant, run or -1} → send, since origin
	got     []time.Duration
	nLive   int
	nEnded  int
	lastErr string
}

func newCollector(n int) *collector {
	c := &collector{origin: time.Now(), subs: make([]atomic.Bool, n), sends: map[[2]int]time.Duration{}}
	c.cond = sync.NewCond(&c.mu)
	return c
}

func (c *collector) start(round int) {
	c.mu.Lock()
	c.round, c.got = round, nil
	c.mu.Unlock()
}

func (c *collector) sent(tenant, run int) {
	c.mu.Lock()
	c.sends[[2]int{tenant, run}] = time.Since(c.origin)
	c.mu.Unlock()
}

// arrived records subscription s's event of round r.
func (c *collector) arrived(s subSpec, r int) {
	at := time.Since(c.origin)
	first := !c.subs[s.index].Swap(true)
	key := [2]int{s.tenant, -1}
	if s.logs {
		key[1] = s.run
	}
	c.mu.Lock()
	if first {
		c.nLive++
	}
	if r > 0 && r == c.round {
		c.got = append(c.got, at-c.sends[key])
	}
	c.cond.Broadcast()
	c.mu.Unlock()
}

// end records that a subscription ended (or sent what it should not)
// with msg.
func (c *collector) end(msg string) {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.nEnded++
	c.lastErr = msg
	c.cond.Broadcast()
}

// ended is how many subscriptions ended, and the last one's message.
func (c *collector) ended() (int, string) {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.nEnded, c.lastErr
}

func (c *collector) live() int {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.nLive
}

// wait waits until n arrivals of the round (or n live subscriptions during
// warm-up) or for d, and returns the round's arrivals.
func (c *collector) wait(n int, d time.Duration) []time.Duration {
	t := time.AfterFunc(d, func() {
		c.mu.Lock()
		c.cond.Broadcast()
		c.mu.Unlock()
	})
	defer t.Stop()
	deadline := time.Now().Add(d)
	c.mu.Lock()
	defer c.mu.Unlock()
	for time.Now().Before(deadline) {
		if c.round > 0 && len(c.got) >= n || c.round <= 0 && c.nLive >= n {
			break
		}
		c.cond.Wait()
	}
	return slices.Clone(c.got)
}

// subSpec is one subscription: its index among all, its tenant, and for
// runLogs the watched run's index.
type subSpec struct {
	index, tenant, run int
	logs               bool
}

// fanoutConn is one client websocket and the raw TCP socket under it, so it
// can be reset with no close frame.
type fanoutConn struct {
	ws  *websocket.Conn
	tcp *net.TCPConn
}

// dialFanout opens a websocket to addr as t, starts specs' subscriptions
// on it and reads its events into col until it is reset.
func dialFanout(ctx context.Context, addr string, t *fanoutTenant, specs []subSpec, col *collector) (*fanoutConn, error) {
	fc := &fanoutConn{}
	var d net.Dialer
	hc := &http.Client{Transport: &http.Transport{DialContext: func(ctx context.Context, network, a string) (net.Conn, error) {
		c, err := d.DialContext(ctx, network, a)
		if err == nil {
			fc.tcp, _ = c.(*net.TCPConn)
		}
		return c, err
	}}}
	ws, _, err := websocket.Dial(ctx, "ws://"+addr+"/graphql", &websocket.DialOptions{
		Subprotocols: []string{client.Subprotocol}, HTTPClient: hc})
	if err != nil {
		return nil, err
	}
	fc.ws = ws
	ws.SetReadLimit(1 << 20)
	write := func(v any) error {
		b, _ := json.Marshal(v)
		return ws.Write(ctx, websocket.MessageText, b)
	}
	if err := write(map[string]any{"type": "connection_init", "payload": map[string]any{"Authorization": "Bearer " + t.token}}); err != nil {
		fc.reset()
		return nil, err
	}
	for {
		_, b, err := ws.Read(ctx)
		if err != nil {
			fc.reset()
			return nil, err
		}
		var m struct{ Type string }
		_ = json.Unmarshal(b, &m)
		if m.Type == "connection_ack" {
			break
		}
	}
	for i, s := range specs {
		p := map[string]any{"query": `subscription { runEvents { caseID status } }`}
		if s.logs {
			p = map[string]any{"query": `subscription($id: ID!, $from: Int) { runLogs(id: $id, fromSeq: $from) { seq text } }`,
				"variables": map[string]any{"id": t.runs[s.run], "from": t.seqs[s.run]}}
		}
		if err := write(map[string]any{"id": strconv.Itoa(i), "type": "subscribe", "payload": p}); err != nil {
			fc.reset()
			return nil, err
		}
	}
	go fc.read(ctx, specs, col)
	return fc, nil
}

// read records every event until the connection ends, answering pings.
func (fc *fanoutConn) read(ctx context.Context, specs []subSpec, col *collector) {
	for {
		_, b, err := fc.ws.Read(ctx)
		if err != nil {
			return
		}
		var m struct {
			ID      string          `json:"id"`
			Type    string          `json:"type"`
			Payload json.RawMessage `json:"payload"`
		}
		if json.Unmarshal(b, &m) != nil {
			continue
		}
		i, _ := strconv.Atoi(m.ID)
		switch m.Type {
		case "ping":
			_ = fc.ws.Write(ctx, websocket.MessageText, []byte(`{"type":"pong"}`))
		case "next":
			var p struct {
				Data struct {
					RunEvents *struct{ CaseID string }
					RunLogs   *struct{ Text string }
				}
				Errors []struct{ Message string }
			}
			if json.Unmarshal(m.Payload, &p) != nil || len(p.Errors) > 0 || i >= len(specs) {
				col.end(fmt.Sprintf("event %s", m.Payload))
				continue
			}
			tag := ""
			if p.Data.RunEvents != nil {
				tag = p.Data.RunEvents.CaseID
			} else if p.Data.RunLogs != nil {
				tag = p.Data.RunLogs.Text
			}
			r, err := strconv.Atoi(strings.TrimPrefix(tag, "r"))
			if err != nil {
				continue // a run or line of the set-up
			}
			col.arrived(specs[i], r)
		case "error", "complete":
			col.end(fmt.Sprintf("%s %s", m.Type, m.Payload))
		}
	}
}

// reset closes the socket with a TCP RST: no close frame, no complete.
func (fc *fanoutConn) reset() {
	if fc.tcp != nil {
		_ = fc.tcp.SetLinger(0)
		_ = fc.tcp.Close()
	}
}

// serverStats reads a serve's counts: goroutines, and heap and stacks
// after a forced GC, from its profiler; RSS from /proc.
type serverStats struct {
	base string
	pid  int
	hc   *http.Client
}

type statsPoint struct {
	goroutines       int
	heap, stack, rss uint64
}

// settled reads the counts once idle: after forced collections until the
// stacks stop shrinking (each collection halves an idle goroutine's stack
// while it uses under a quarter of it, as a server idle for a few minutes
// would have had done), at most 8.
func (s *serverStats) settled(ctx context.Context) (statsPoint, error) {
	var p statsPoint
	for i := range 8 {
		raw, err := s.get(ctx, s.base+"/debug/pprof/heap?gc=1&debug=1")
		if err != nil {
			return p, err
		}
		var q statsPoint
		sc := bufio.NewScanner(bytes.NewReader(raw))
		sc.Buffer(make([]byte, 1<<20), 1<<20)
		for sc.Scan() {
			line := sc.Text()
			if v, ok := strings.CutPrefix(line, "# HeapAlloc = "); ok {
				q.heap, _ = strconv.ParseUint(v, 10, 64)
			}
			if v, ok := strings.CutPrefix(line, "# Stack = "); ok {
				inuse, _, _ := strings.Cut(v, " ")
				q.stack, _ = strconv.ParseUint(inuse, 10, 64)
			}
		}
		if q.heap == 0 {
			return p, errors.New("the profiler's heap answer has no HeapAlloc")
		}
		done := i > 0 && q.stack >= p.stack
		p = q
		if done {
			break
		}
	}
	var err error
	if p.goroutines, err = s.goroutines(ctx); err != nil {
		return p, err
	}
	p.rss = procRSS(s.pid)
	return p, nil
}

func (s *serverStats) goroutines(ctx context.Context) (int, error) {
	raw, err := s.get(ctx, s.base+"/debug/pprof/goroutine?debug=1")
	if err != nil {
		return 0, err
	}
	first, _, _ := bytes.Cut(raw, []byte("\n"))
	v, ok := strings.CutPrefix(string(first), "goroutine profile: total ")
	if !ok {
		return 0, errors.New("the profiler's goroutine answer has no total")
	}
	return strconv.Atoi(v)
}

// waitGoroutines polls until the server runs at most want goroutines, or
// for d; it returns the last count.
func (s *serverStats) waitGoroutines(ctx context.Context, want int, d time.Duration) (int, error) {
	deadline := time.Now().Add(d)
	for {
		n, err := s.goroutines(ctx)
		if err != nil || n <= want || time.Now().After(deadline) {
			return n, err
		}
		time.Sleep(20 * time.Millisecond) // the driver's poll of another process
	}
}

// saveProfiles saves the heap and goroutine profiles as <when>-heap.pb.gz
// and <when>-goroutine.txt in dir.
func (s *serverStats) saveProfiles(ctx context.Context, dir, when string) error {
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return err
	}
	for name, path := range map[string]string{when + "-heap.pb.gz": "/debug/pprof/heap", when + "-goroutine.txt": "/debug/pprof/goroutine?debug=1"} {
		raw, err := s.get(ctx, s.base+path)
		if err != nil {
			return err
		}
		if err := os.WriteFile(filepath.Join(dir, name), raw, 0o644); err != nil {
			return err
		}
	}
	return nil
}

func (s *serverStats) saveCPU(ctx context.Context, dir string, seconds int) error {
	raw, err := s.get(ctx, fmt.Sprintf("%s/debug/pprof/profile?seconds=%d", s.base, seconds))
	if err != nil {
		return err
	}
	return os.WriteFile(filepath.Join(dir, "cpu.pb.gz"), raw, 0o644)
}

func (s *serverStats) get(ctx context.Context, url string) ([]byte, error) {
	req, _ := http.NewRequestWithContext(ctx, http.MethodGet, url, nil)
	res, err := s.hc.Do(req)
	if err != nil {
		return nil, err
	}
	defer res.Body.Close()
	raw, err := io.ReadAll(res.Body)
	if err == nil && res.StatusCode != http.StatusOK {
		err = fmt.Errorf("%s: %s", url, res.Status)
	}
	return raw, err
}

// procRSS is a process's resident set in bytes (0 if unknown).
func procRSS(pid int) uint64 {
	b, err := os.ReadFile(fmt.Sprintf("/proc/%d/status", pid))
	if err != nil {
		return 0
	}
	for _, line := range strings.Split(string(b), "\n") {
		if v, ok := strings.CutPrefix(line, "VmRSS:"); ok {
			n, _ := strconv.ParseUint(strings.TrimSuffix(strings.TrimSpace(v), " kB"), 10, 64)
			return n * 1024
		}
	}
	return 0
}

// redisChannels says how many Redis subscriptions the replicas hold for
// the event channels under prefix: one per channel per replica that has a
// subscriber, however many subscribers it serves.
func redisChannels(ctx context.Context, url, prefix string) (string, error) {
	opts, err := redis.ParseURL(url)
	if err != nil {
		return "", err
	}
	rdb := redis.NewClient(opts)
	defer rdb.Close()
	chans, err := rdb.PubSubChannels(ctx, prefix+"*").Result()
	if err != nil {
		return "", err
	}
	counts, err := rdb.PubSubNumSub(ctx, chans...).Result()
	if err != nil {
		return "", err
	}
	total, most := int64(0), int64(0)
	for _, n := range counts {
		total += n
		most = max(most, n)
	}
	return fmt.Sprintf("Redis: %d event channels subscribed, %d subscriptions in all, at most %d on one channel", len(chans), total, most), nil
}
