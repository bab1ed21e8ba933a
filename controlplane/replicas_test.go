package controlplane_test

import (
	"context"
	"crypto/rand"
	"net/http/httptest"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/everdict/everdict/backends"
	"github.com/everdict/everdict/controlplane"
	"github.com/everdict/everdict/evalcase"
	"github.com/everdict/everdict/internal/apptest"
	"github.com/everdict/everdict/internal/fakebackend"
	"github.com/everdict/everdict/internal/redistest"
	"github.com/everdict/everdict/run"
	"github.com/everdict/everdict/runtime"
	"github.com/everdict/everdict/secrets"
	"github.com/everdict/everdict/store/storetest"
	"github.com/everdict/everdict/tenancy"
)

// concurrency counts the jobs held across every replica's backend.
type concurrency struct {
	cur, max atomic.Int64
}

type counted struct {
	*fakebackend.Backend
	c *concurrency
}

func (b counted) Dispatch(ctx context.Context, job backends.Job, logs backends.LogSink) (evalcase.Result, error) {
	n := b.c.cur.Add(1)
	for {
		m := b.c.max.Load()
		if n <= m || b.c.max.CompareAndSwap(m, n) {
			break
		}
	}
	defer b.c.cur.Add(-1)
	return b.Backend.Dispatch(ctx, job, logs)
}

type settledOnce struct {
	mu sync.Mutex
	n  map[int]int
	ch chan int
}

func (s *settledOnce) Settled(r run.Run) {
	s.mu.Lock()
	s.n[r.ID]++
	s.mu.Unlock()
	s.ch <- r.ID
}

// TestReplicasShareOneCapacityBudget runs two control planes ("replicas")
// over one database and one Redis: a shared runtime with maxConcurrent 2
// never holds more than 2 jobs across both, every run settles exactly once,
// and a subscriber on one replica sees a run that the other dispatched.
func TestReplicasShareOneCapacityBudget(t *testing.T) {
	t.Parallel()
	db := storetest.Open(t)
	clients, prefix := redistest.Clients(t, 1)
	rdb := clients[0]
	key := make([]byte, secrets.KeySize)
	_, _ = rand.Read(key)
	box, _ := secrets.NewBox(key)
	var conc concurrency
	settled := &settledOnce{n: map[int]int{}, ch: make(chan int, 64)}
	fakes := []*fakebackend.Backend{fakebackend.New(true), fakebackend.New(true)}
	var replicas []*controlplane.ControlPlane
	for i := range 2 {
		cp, err := controlplane.New(controlplane.Config{
			DB: db, Box: box, DataDir: t.TempDir(), Redis: rdb, RedisPrefix: prefix,
			HostCapabilities: func(context.Context) []string { return []string{runtime.CapSandbox} },
			Backends:         apptest.FakeLocal(counted{fakes[i], &conc}),
			Notifier:         settled,
		})
		if err != nil {
			t.Fatal(err)
		}
		if err := cp.Start(context.Background()); err != nil {
			t.Fatal(err)
		}
		t.Cleanup(cp.Close)
		replicas = append(replicas, cp)
	}
	ctx := context.Background()
	tok, err := replicas[0].Auth.CreateToken(tenancy.System(ctx), "acme", "alice", tenancy.RoleAdmin)
	if err != nil {
		t.Fatal(err)
	}
	v, _ := replicas[0].Auth.Authenticate(ctx, tok)
	as := tenancy.NewContext(ctx, v)
	if _, err := replicas[0].Registry.Register(grant(t, replicas[0], as), runtime.RuntimeSpec{Name: "pool", Kind: runtime.KindLocal,
		Local: &runtime.LocalSpec{Hardened: true}, Admission: runtime.Admission{MaxConcurrent: 2}}); err != nil {
		t.Fatal(err)
	}
	httpB := httptest.NewServer(replicas[1].Server.Handler())
	t.Cleanup(httpB.Close)
	app := &apptest.App{ControlPlane: replicas[1], HTTP: httpB, Responses: &apptest.SyncBuffer{}}

	const n = 6
	var ids []int
	for i := range n {
		r, err := replicas[i%2].Runs.Submit(as, run.SubmitInput{Runtime: "pool",
			Harness: evalcase.Harness{Name: "h", Command: []string{"true"}}, Case: evalcase.Case{Task: "t"}})
		if err != nil {
			t.Fatal(err)
		}
		ids = append(ids, r.ID)
	}
	watched := app.Subscribe(t, tok, `subscription($id: ID!) { runUpdated(id: $id) { status } }`, map[string]any{"id": ids[0]})

	// Release jobs as they start, on whichever replica holds them.
	released := 0
	deadline := time.After(60 * time.Second)
	for released < n {
		select {
		case id := <-fakes[0].Started():
			fakes[0].Release(id, fakebackend.Pass())
			released++
		case id := <-fakes[1].Started():
			fakes[1].Release(id, fakebackend.Pass())
			released++
		case <-deadline:
			t.Fatalf("%d of %d runs dispatched", released, n)
		}
	}
	for range n {
		select {
		case <-settled.ch:
		case <-deadline:
			t.Fatal("not every run settled")
		}
	}
	if m := conc.max.Load(); m > 2 {
		t.Errorf("%d jobs held at once across replicas, want at most 2 (one shared budget)", m)
	}
	settled.mu.Lock()
	for _, id := range ids {
		if settled.n[id] != 1 {
			t.Errorf("run %d settled %d times, want once", id, settled.n[id])
		}
	}
	settled.mu.Unlock()
	// Replica B's subscriber saw run 0 (submitted to replica A) to its end.
	var last string
	for last != "SUCCEEDED" {
		m := watched.Next()
		if m.Done {
			t.Fatalf("stream ended at %q before SUCCEEDED", last)
		}
		var got struct{ RunUpdated struct{ Status string } }
		m.Decode(t, &got)
		last = got.RunUpdated.Status
	}
}
