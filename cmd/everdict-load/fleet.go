package main

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"fmt"
	"io"
	"log/slog"
	"os"
	"slices"
	"sync"
	"time"

	"github.com/redis/go-redis/v9"

	"github.com/everdict/everdict/backends"
	"github.com/everdict/everdict/controlplane"
	"github.com/everdict/everdict/evalcase"
	"github.com/everdict/everdict/internal/fakebackend"
	"github.com/everdict/everdict/placement"
	evrun "github.com/everdict/everdict/run"
	"github.com/everdict/everdict/runtime"
	"github.com/everdict/everdict/scheduler"
	"github.com/everdict/everdict/tenancy"
)

// fleetConfig is the scheduler mode: replicas, runs for the throughput
// phase, and the backlogs the latency phase measures under.
type fleetConfig struct {
	replicas int
	runs     int
	slots    int
	backlogs []int
	probes   int
}

// fleetLoad measures the scheduler itself, with a backend that answers at
// once: how many runs the fleet dispatches per second from a full queue, and
// how long a run submitted to an idle runtime takes to be RUNNING while other
// runs wait in the queue (on a runtime that is full).
func fleetLoad(cfg fleetConfig, out io.Writer) error {
	ctx := context.Background()
	var rdb *redis.Client
	prefix := ""
	if u := os.Getenv("EVERDICT_REDIS_URL"); u != "" {
		opts, err := redis.ParseURL(u)
		if err != nil {
			return err
		}
		rdb = redis.NewClient(opts)
		defer rdb.Close()
		b := make([]byte, 6)
		_, _ = rand.Read(b)
		prefix = "evload:" + hex.EncodeToString(b) + ":"
	} else if cfg.replicas > 1 {
		return fmt.Errorf("-replicas %d needs EVERDICT_REDIS_URL (and EVERDICT_DATABASE_URL)", cfg.replicas)
	}
	sc, err := openScratch(ctx)
	if err != nil {
		return err
	}
	defer sc.close()
	db, dir, box, dbURL := sc.db, sc.dir, sc.box, sc.url

	// "fast" answers every job at once; "stuck" holds every job, so its
	// runtime stays full and its queue stays put.
	fast := fakebackend.New(true)
	fast.Auto = func(backends.Job) fakebackend.Outcome { return fakebackend.Pass() }
	stuck := fakebackend.New(true)
	var mu sync.Mutex
	settled := map[int]bool{}
	settleCh := make(chan struct{}, 1)
	var replicas []*controlplane.ControlPlane
	for range cfg.replicas {
		cc := controlplane.Config{
			DB: db, Box: box, DataDir: dir, RedisPrefix: prefix, Submits: unthrottled,
			HostCapabilities: func(context.Context) []string { return []string{runtime.CapSandbox} },
			Backends: map[runtime.Kind]scheduler.Factory{
				runtime.KindLocal: func(_ context.Context, t scheduler.Target, _ map[string]string) (backends.Backend, error) {
					if t.Name == "full" {
						return stuck, nil
					}
					return fast, nil
				},
			},
			Notifier: notifyFunc(func(r evrun.Run) {
				mu.Lock()
				settled[r.ID] = true
				mu.Unlock()
				select {
				case settleCh <- struct{}{}:
				default:
				}
			}),
			Admission: placement.AdmissionConfig{MaxQueueDepth: 1_000_000},
			Logger:    slog.New(slog.DiscardHandler),
		}
		if rdb != nil {
			cc.Redis = rdb
		}
		cp, err := controlplane.New(cc)
		if err != nil {
			return err
		}
		defer cp.Close()
		replicas = append(replicas, cp)
	}
	go drain(stuck.Started())
	starts := make(chan string, 1<<16)
	go func() {
		for id := range fast.Started() {
			starts <- id
		}
	}()

	sys := tenancy.System(ctx)
	tok, err := replicas[0].Auth.CreateToken(sys, "bench", "load", tenancy.RoleAdmin)
	if err != nil {
		return err
	}
	v, _ := replicas[0].Auth.Authenticate(ctx, tok)
	db.Client.Tenant.UpdateOneID(v.TenantID).SetTrusted(true).ExecX(sys)
	as := tenancy.NewContext(ctx, v)
	// A LOCAL runtime is platform capacity: the operator registers it,
	// shared.
	opTok, err := replicas[0].Auth.CreateToken(sys, "platform", "load", tenancy.RoleOperator)
	if err != nil {
		return err
	}
	opView, _ := replicas[0].Auth.Authenticate(ctx, opTok)
	db.Client.Tenant.UpdateOneID(opView.TenantID).SetTrusted(true).ExecX(sys)
	op := tenancy.NewContext(ctx, opView)
	for _, rt := range []struct {
		name  string
		slots int
	}{{"pool", cfg.slots}, {"idle", 1}, {"full", 1}} {
		if _, err := replicas[0].Registry.Register(op, runtime.RuntimeSpec{Name: rt.name, Kind: runtime.KindLocal, Shared: true,
			Admission: runtime.Admission{MaxConcurrent: rt.slots, MaxSlotsPerTenant: rt.slots}}); err != nil {
			return err
		}
	}
	submitN := func(rt string, n int) ([]int, error) {
		ids := make([]int, 0, n)
		for i := range n {
			r, err := replicas[i%len(replicas)].Runs.Submit(as, evrun.SubmitInput{Runtime: rt,
				Harness: evalcase.Harness{Name: "h", Command: []string{"true"}}, Case: evalcase.Case{Task: "t"}})
			if err != nil {
				return nil, err
			}
			ids = append(ids, r.ID)
		}
		return ids, nil
	}

	// Phase 1: dispatch throughput from a queue of cfg.runs.
	fmt.Fprintf(out, "fleet: %d replica(s), store %s, events/ledger %s\n", cfg.replicas, storeName(dbURL), busName(rdb))
	if _, err := submitN("pool", cfg.runs); err != nil {
		return err
	}
	began := time.Now()
	for _, cp := range replicas {
		if err := cp.Start(ctx); err != nil {
			return err
		}
	}
	for got := 0; got < cfg.runs; got++ {
		select {
		case <-starts:
		case <-time.After(5 * time.Minute):
			return fmt.Errorf("only %d of %d runs started", got, cfg.runs)
		}
	}
	wall := time.Since(began)
	fmt.Fprintf(out, "dispatch: %d runs started in %s: %.0f decisions/s across the fleet (slots %d)\n",
		cfg.runs, wall.Round(time.Millisecond), float64(cfg.runs)/wall.Seconds(), cfg.slots)
	waitFor := func(n int) {
		for {
			mu.Lock()
			done := len(settled) >= n
			mu.Unlock()
			if done {
				return
			}
			<-settleCh
		}
	}
	waitFor(cfg.runs)

	// Phase 2: submit → RUNNING on an idle runtime with a backlog queued
	// behind a full one.
	if _, err := submitN("full", 1); err != nil { // fills "full"
		return err
	}
	queued := 0
	fmt.Fprintf(out, "%10s %8s %10s %10s %10s\n", "queued", "probes", "p50", "p99", "max")
	for _, backlog := range cfg.backlogs {
		if _, err := submitN("full", backlog-queued); err != nil {
			return err
		}
		queued = backlog
		var lat []time.Duration
		for range cfg.probes {
			start := time.Now()
			if _, err := submitN("idle", 1); err != nil {
				return err
			}
			select {
			case <-starts:
			case <-time.After(time.Minute):
				return fmt.Errorf("a probe did not start within a minute (backlog %d)", backlog)
			}
			lat = append(lat, time.Since(start))
			mu.Lock()
			n := len(settled)
			mu.Unlock()
			waitFor(n) // the probe settles before the next one
		}
		slices.Sort(lat)
		fmt.Fprintf(out, "%10d %8d %10s %10s %10s\n", backlog, len(lat), pct(lat, 50), pct(lat, 99), lat[len(lat)-1].Round(time.Microsecond))
	}
	return nil
}

func storeName(url string) string {
	if url == "" {
		return "SQLite"
	}
	return "PostgreSQL"
}

func busName(c *redis.Client) string {
	if c == nil {
		return "in process"
	}
	return "Redis"
}
