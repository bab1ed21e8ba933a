package controlplane_test

import (
	"context"
	"crypto/rand"
	"sync"
	"testing"
	"time"

	"github.com/everdict/everdict/controlplane"
	entrun "github.com/everdict/everdict/ent/run"
	"github.com/everdict/everdict/evalcase"
	"github.com/everdict/everdict/internal/apptest"
	"github.com/everdict/everdict/internal/fakebackend"
	"github.com/everdict/everdict/internal/redistest"
	"github.com/everdict/everdict/run"
	"github.com/everdict/everdict/runtime"
	"github.com/everdict/everdict/secrets"
	"github.com/everdict/everdict/store"
	"github.com/everdict/everdict/store/storetest"
	"github.com/everdict/everdict/tenancy"
)

// fleet is several control planes ("replicas") over one database and one
// Redis, whose LOCAL runtimes all run on one fake cluster: a job outlives
// the replica that dispatched it, and any replica can adopt it.
type fleet struct {
	db       *store.DB
	cluster  *fakebackend.Backend
	settled  *settledOnce
	replicas []*controlplane.ControlPlane
	ttl      time.Duration
	mk       func(i int) *controlplane.ControlPlane
}

func newFleet(t *testing.T, n int, ttl time.Duration) *fleet {
	t.Helper()
	f := &fleet{
		db:      storetest.Open(t),
		cluster: fakebackend.New(true),
		settled: &settledOnce{n: map[int]int{}, ch: make(chan int, 4096)},
		ttl:     ttl,
	}
	clients, prefix := redistest.Clients(t, 1)
	key := make([]byte, secrets.KeySize)
	_, _ = rand.Read(key)
	box, _ := secrets.NewBox(key)
	f.mk = func(int) *controlplane.ControlPlane {
		cp, err := controlplane.New(controlplane.Config{
			DB: f.db, Box: box, DataDir: t.TempDir(), Redis: clients[0], RedisPrefix: prefix,
			HostCapabilities: func(context.Context) []string { return []string{runtime.CapSandbox} },
			Backends:         apptest.FakeLocal(f.cluster),
			Notifier:         f.settled,
			LeaseTTL:         ttl,
			RescueInterval:   ttl / 4,
		})
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(cp.Close)
		return cp
	}
	for i := range n {
		f.replicas = append(f.replicas, f.mk(i))
	}
	return f
}

func (f *fleet) start(t *testing.T) {
	t.Helper()
	for _, cp := range f.replicas {
		if err := cp.Start(context.Background()); err != nil {
			t.Fatal(err)
		}
	}
}

// as makes tenant slug (weight w) and returns a context acting as its admin.
func (f *fleet) as(t *testing.T, slug string, w int) context.Context {
	t.Helper()
	return f.asRole(t, slug, w, tenancy.RoleAdmin)
}

func (f *fleet) asRole(t *testing.T, slug string, w int, role tenancy.Role) context.Context {
	t.Helper()
	ctx := context.Background()
	cp := f.replicas[0]
	tok, err := cp.Auth.CreateToken(tenancy.System(ctx), slug, "alice", role)
	if err != nil {
		t.Fatal(err)
	}
	v, _ := cp.Auth.Authenticate(ctx, tok)
	cp.DB.Client.Tenant.UpdateOneID(v.TenantID).SetWeight(w).SetTrusted(true).ExecX(tenancy.System(ctx))
	return tenancy.NewContext(ctx, v)
}

// register registers a LOCAL runtime in as's tenant (shared: as is an
// operator's); one not shared is granted to the tenant by an operator of
// tenant platform, since a LOCAL runtime is platform capacity.
func (f *fleet) register(t *testing.T, as context.Context, name string, slots int, shared bool) {
	t.Helper()
	if !shared {
		as = grant(t, f.replicas[0], as)
	}
	if _, err := f.replicas[0].Registry.Register(as, runtime.RuntimeSpec{Name: name, Kind: runtime.KindLocal,
		Shared: shared, Admission: runtime.Admission{MaxConcurrent: slots}}); err != nil {
		t.Fatal(err)
	}
}

// grant returns a context in which an OPERATOR of tenant platform acts in
// as's tenant, to register or change a LOCAL runtime there.
func grant(t *testing.T, cp *controlplane.ControlPlane, as context.Context) context.Context {
	t.Helper()
	ctx := context.Background()
	tok, err := cp.Auth.CreateToken(tenancy.System(ctx), "platform", "operator", tenancy.RoleOperator)
	if err != nil {
		t.Fatal(err)
	}
	v, err := cp.Auth.Authenticate(ctx, tok)
	if err != nil {
		t.Fatal(err)
	}
	owner, err := tenancy.ViewerFrom(as)
	if err != nil {
		t.Fatal(err)
	}
	op, err := cp.Registry.ActAs(tenancy.NewContext(ctx, v), owner.Tenant)
	if err != nil {
		t.Fatal(err)
	}
	return op
}

func submitTo(t *testing.T, cp *controlplane.ControlPlane, as context.Context, rt string) int {
	t.Helper()
	r, err := cp.Runs.Submit(as, run.SubmitInput{Runtime: rt,
		Harness: evalcase.Harness{Name: "h", Command: []string{"true"}}, Case: evalcase.Case{Task: "t"}})
	if err != nil {
		t.Fatal(err)
	}
	return r.ID
}

// releaser passes every job the cluster starts on until paused.
type releaser struct {
	mu      sync.Mutex
	paused  bool
	held    []string
	started int
}

func (r *releaser) run(ctx context.Context, c *fakebackend.Backend) {
	for {
		select {
		case <-ctx.Done():
			return
		case id := <-c.Started():
			r.mu.Lock()
			r.started++
			if r.paused {
				r.held = append(r.held, id)
				r.mu.Unlock()
				continue
			}
			r.mu.Unlock()
			c.Release(id, fakebackend.Pass())
		}
	}
}

func (r *releaser) pause() {
	r.mu.Lock()
	r.paused = true
	r.mu.Unlock()
}

// resume releases the held jobs and every later one.
func (r *releaser) resume(c *fakebackend.Backend) {
	r.mu.Lock()
	r.paused = false
	held := r.held
	r.held = nil
	r.mu.Unlock()
	for _, id := range held {
		c.Release(id, fakebackend.Pass())
	}
}

func (r *releaser) heldCount() int {
	r.mu.Lock()
	defer r.mu.Unlock()
	return len(r.held)
}

// assertOnce checks that every run in ids settled SUCCEEDED exactly once, on
// attempt 1, and that the cluster started each job once.
func (f *fleet) assertOnce(t *testing.T, ids []int) {
	t.Helper()
	f.settled.mu.Lock()
	for _, id := range ids {
		if f.settled.n[id] != 1 {
			t.Errorf("run %d settled %d times, want once", id, f.settled.n[id])
		}
	}
	f.settled.mu.Unlock()
	starts := map[string]int{}
	for _, j := range f.cluster.Order() {
		starts[j.RunID]++
	}
	sys := tenancy.System(context.Background())
	for _, id := range ids {
		if n := starts[run.CorrelationID(run.Key{RunID: id})]; n != 1 {
			t.Errorf("run %d started %d times, want once", id, n)
		}
		r := f.db.Client.Run.GetX(sys, id)
		if run.Status(r.Status) != run.Succeeded || r.Attempt != 1 {
			t.Errorf("run %d is %s on attempt %d, want SUCCEEDED on attempt 1", id, r.Status, r.Attempt)
		}
		if r.Owner != nil {
			t.Errorf("run %d is still held by %s after it settled", id, *r.Owner)
		}
	}
}

// waitSettled waits until every run in ids has settled, or fails at deadline.
func (f *fleet) waitSettled(t *testing.T, ids []int, deadline <-chan time.Time) {
	t.Helper()
	want := map[int]bool{}
	for _, id := range ids {
		want[id] = true
	}
	f.settled.mu.Lock()
	for id := range want {
		if f.settled.n[id] > 0 {
			delete(want, id)
		}
	}
	f.settled.mu.Unlock()
	for len(want) > 0 {
		select {
		case id := <-f.settled.ch:
			delete(want, id)
		case <-deadline:
			t.Fatalf("%d of %d runs did not settle in time", len(want), len(ids))
		}
	}
}

// TestAKilledReplicasRunsSettleOnAPeer: three replicas, 200 runs submitted
// round-robin, one replica killed mid-way and never restarted. Every run
// settles exactly once and no run starts twice: the dead replica's jobs,
// still running on the cluster, are adopted by its peers once their leases
// lapse. How long after the kill they all settled is logged, not asserted
// (a loaded machine stretches it; the wait is only a guard).
func TestAKilledReplicasRunsSettleOnAPeer(t *testing.T) {
	t.Parallel()
	const ttl = 2 * time.Second
	f := newFleet(t, 3, ttl)
	as := f.as(t, "acme", 1)
	f.register(t, as, "pool", 6, false)
	f.start(t)
	ctx, stop := context.WithCancel(context.Background())
	defer stop()
	rel := &releaser{}
	go rel.run(ctx, f.cluster)

	var ids []int
	for i := range 100 {
		ids = append(ids, submitTo(t, f.replicas[i%3], as, "pool"))
	}
	f.waitSettled(t, ids[:40], time.After(60*time.Second))
	// Hold the jobs that start now, so the victim dies holding some.
	rel.pause()
	for i := 100; i < 200; i++ {
		ids = append(ids, submitTo(t, f.replicas[i%3], as, "pool"))
	}
	sys := tenancy.System(context.Background())
	deadline := time.After(60 * time.Second)
	for rel.heldCount() < 6 {
		select {
		case <-time.After(20 * time.Millisecond):
		case <-deadline:
			t.Fatalf("%d of 6 slots filled", rel.heldCount())
		}
	}
	// The victim is a replica that holds running runs now.
	var victim *controlplane.ControlPlane
	for _, cp := range f.replicas {
		if f.db.Client.Run.Query().Where(entrun.Owner(cp.Scheduler.ID()), entrun.StatusEQ(entrun.Status(run.Running))).CountX(sys) > 0 {
			victim = cp
			break
		}
	}
	if victim == nil {
		t.Fatal("six jobs run, yet no replica holds a running run")
	}
	victim.Close() // killed: no settle, no renewal, no release from here on
	killed := time.Now()
	rel.resume(f.cluster)

	f.waitSettled(t, ids, time.After(2*time.Minute))
	t.Logf("all %d runs settled %v after the kill (lease TTL %v)", len(ids), time.Since(killed).Round(time.Millisecond), ttl)
	f.assertOnce(t, ids)
}

// TestARestartedReplicaLeavesItsPeersRunsAlone: a replica restarts while its
// peers hold queued and running runs; nothing runs twice.
func TestARestartedReplicaLeavesItsPeersRunsAlone(t *testing.T) {
	t.Parallel()
	const ttl = 2 * time.Second
	f := newFleet(t, 3, ttl)
	as := f.as(t, "acme", 1)
	f.register(t, as, "pool", 4, false)
	f.start(t)
	ctx, stop := context.WithCancel(context.Background())
	defer stop()
	rel := &releaser{paused: true}
	go rel.run(ctx, f.cluster)

	var ids []int
	for i := range 12 {
		ids = append(ids, submitTo(t, f.replicas[1+i%2], as, "pool"))
	}
	deadline := time.After(60 * time.Second)
	for rel.heldCount() < 4 {
		select {
		case <-time.After(20 * time.Millisecond):
		case <-deadline:
			t.Fatalf("%d of 4 slots filled", rel.heldCount())
		}
	}
	// Replica 0 restarts while replicas 1 and 2 hold four running runs and
	// eight queued ones.
	f.replicas[0].Close()
	f.replicas[0] = f.mk(0)
	if err := f.replicas[0].Start(context.Background()); err != nil {
		t.Fatal(err)
	}
	if n, err := f.replicas[0].Scheduler.Rescue(); err != nil || n != 0 {
		t.Errorf("the restarted replica took over %d runs (%v), want none: their holders are alive", n, err)
	}
	rel.resume(f.cluster)
	f.waitSettled(t, ids, time.After(60*time.Second))
	f.assertOnce(t, ids)
}

// TestFairnessIsGlobal: three tenants with weights 1:2:4, each submitting to
// its own replica, share one slot of a shared runtime. Over the first 28
// starts, Jain's index on weight-normalised shares is at least 0.95 (28
// starts: one start out of tag order, which three replicas racing for the
// slot with pages read a moment apart can make, costs 0.016, where over 14 it
// cost 0.054; sharing per replica, a third each, scores 0.78).
func TestFairnessIsGlobal(t *testing.T) {
	t.Parallel()
	f := newFleet(t, 3, 10*time.Second)
	op := f.asRole(t, "platform", 1, tenancy.RoleOperator)
	f.register(t, op, "shared-pool", 1, true)
	weights := map[string]int{"one": 1, "two": 2, "four": 4}
	tenants := []string{"one", "two", "four"}
	ctxs := map[string]context.Context{}
	for _, slug := range tenants {
		ctxs[slug] = f.as(t, slug, weights[slug])
	}
	f.start(t)
	ctx, stop := context.WithCancel(context.Background())
	defer stop()

	// Every tenant submits its backlog to its own replica, at once; the
	// first job to start waits until every run is queued.
	var wg sync.WaitGroup
	var mu sync.Mutex
	tenantOf := map[string]string{}
	for i, slug := range tenants {
		wg.Go(func() {
			for range 20 {
				id := submitTo(t, f.replicas[i], ctxs[slug], "shared-pool")
				mu.Lock()
				tenantOf[run.CorrelationID(run.Key{RunID: id})] = slug
				mu.Unlock()
			}
		})
	}
	first := <-f.cluster.Started()
	wg.Wait()
	order := []string{first}
	f.cluster.Release(first, fakebackend.Pass())
	for len(order) < 28 {
		select {
		case id := <-f.cluster.Started():
			order = append(order, id)
			f.cluster.Release(id, fakebackend.Pass())
		case <-time.After(60 * time.Second):
			t.Fatalf("only %d runs started", len(order))
		case <-ctx.Done():
		}
	}
	starts := map[string]int{}
	for _, id := range order {
		starts[tenantOf[id]]++
	}
	var sum, sumSq float64
	for _, slug := range tenants {
		x := float64(starts[slug]) / float64(weights[slug])
		sum += x
		sumSq += x * x
	}
	jain := sum * sum / (float64(len(tenants)) * sumSq)
	t.Logf("first 28 starts by tenant: %v; Jain's index %.3f", starts, jain)
	if jain < 0.95 {
		t.Errorf("Jain's index over the first 28 starts = %.3f (starts %v for weights %v), want at least 0.95", jain, starts, weights)
	}
}

// TestCancelReachesADeadReplicasJob: replica A dispatches a run and dies;
// cancelRun through replica B settles it at once, and B stops the job, still
// running on the cluster, once A's lease lapses.
func TestCancelReachesADeadReplicasJob(t *testing.T) {
	t.Parallel()
	const ttl = time.Second
	f := newFleet(t, 2, ttl)
	as := f.as(t, "acme", 1)
	f.register(t, as, "pool", 1, false)
	if err := f.replicas[0].Start(context.Background()); err != nil {
		t.Fatal(err)
	}
	id := submitTo(t, f.replicas[0], as, "pool")
	select {
	case <-f.cluster.Started():
	case <-time.After(60 * time.Second):
		t.Fatal("the run never started")
	}
	f.replicas[0].Close() // dies holding the run; its job keeps running
	if err := f.replicas[1].Start(context.Background()); err != nil {
		t.Fatal(err)
	}
	r, err := f.replicas[1].Runs.Cancel(as, id)
	if err != nil || r.ErrorCode != run.CodeCanceled {
		t.Fatalf("cancel through B = %v, %v; want CANCELED", r, err)
	}
	tick := time.NewTicker(20 * time.Millisecond)
	defer tick.Stop()
	deadline := time.After(ttl + 10*time.Second)
	for f.cluster.Running(run.CorrelationID(run.Key{RunID: id})) {
		select {
		case <-tick.C:
		case <-deadline:
			t.Fatal("the dead replica's job still runs after its lease lapsed")
		}
	}
	sys := tenancy.System(context.Background())
	deadline = time.After(10 * time.Second)
	for f.db.Client.Run.GetX(sys, id).Owner != nil {
		select {
		case <-tick.C:
		case <-deadline:
			t.Fatal("the canceled run is still held after its job stopped")
		}
	}
}
