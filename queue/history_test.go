package queue_test

import (
	"context"
	"sync"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"

	"github.com/everdict/everdict/clock/clocktest"
	"github.com/everdict/everdict/queue"
	"github.com/everdict/everdict/tenancy"
)

// fakeQueue answers every snapshot with its current value: the whole queue
// for the system, acme's share of it (acme's line, pool and shared) for
// acme's viewers.
type fakeQueue struct {
	mu sync.Mutex
	n  int
}

func (f *fakeQueue) set(n int) { f.mu.Lock(); f.n = n; f.mu.Unlock() }

func (f *fakeQueue) Snapshot(ctx context.Context) (queue.Snapshot, error) {
	f.mu.Lock()
	defer f.mu.Unlock()
	all := queue.Snapshot{
		Tenants:  []queue.TenantQueue{{Tenant: "acme", Queued: f.n, Weight: 1}, {Tenant: "globex", Running: 1, Weight: 1}, {Tenant: "idle", Weight: 1}},
		Runtimes: []queue.RuntimeLoad{{Runtime: "globex-private", Slots: 1, InFlight: 1}, {Runtime: "pool", Slots: 2}, {Runtime: "shared", Slots: 4, InFlight: 1}},
	}
	if v, err := tenancy.ViewerFrom(ctx); err == nil && v.Role != tenancy.RoleOperator {
		all.Runtimes = all.Runtimes[1:]
	}
	return all, nil
}

func TestTheQueueHistoryKeepsTheLastSamplesAndShowsATenantOnlyItsOwn(t *testing.T) {
	t.Parallel()
	start := time.Date(2026, 1, 1, 12, 0, 0, 0, time.UTC)
	clk := clocktest.New(start)
	fq := &fakeQueue{}
	h, err := queue.NewHistory(queue.HistoryConfig{Reader: fq, Interval: time.Minute, Len: 3, Clock: clk})
	if err != nil {
		t.Fatal(err)
	}
	if err := h.Start(context.Background()); err != nil {
		t.Fatal(err)
	}
	defer h.Stop()
	for n := 1; n <= 4; n++ { // four samples, one more than the ring keeps
		clk.BlockUntil(t, 1) // the sample at n-1 minutes is in, the loop waits
		fq.set(n)
		clk.Advance(time.Minute)
	}
	clk.BlockUntil(t, 1)

	acme := tenancy.NewContext(context.Background(), tenancy.Viewer{TenantID: 1, Tenant: "acme", Role: tenancy.RoleAdmin})
	got, err := h.Since(acme, time.Time{})
	if err != nil {
		t.Fatal(err)
	}
	var want []*queue.Sample
	for n := 2; n <= 4; n++ {
		want = append(want, &queue.Sample{At: start.Add(time.Duration(n) * time.Minute),
			Tenants:  []queue.TenantQueue{{Tenant: "acme", Queued: n, Weight: 1}},
			Runtimes: []queue.RuntimeSample{{Runtime: "pool", Slots: 2}, {Runtime: "shared", Slots: 4, InFlight: 1}}})
	}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("acme's history: the last 3 samples, its own line and runtimes only (-want +got):\n%s", diff)
	}

	op := tenancy.NewContext(context.Background(), tenancy.Viewer{TenantID: 9, Tenant: "platform", Role: tenancy.RoleOperator})
	all, err := h.Since(op, start.Add(3*time.Minute))
	if err != nil {
		t.Fatal(err)
	}
	if len(all) != 1 || len(all[0].Tenants) != 2 || len(all[0].Runtimes) != 3 {
		t.Errorf("an operator's history since minute 3: %+v, want the one sample with both busy tenants (not the idle one) and every runtime", all)
	}
}
