package watch_test

import (
	"context"
	"sync"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"

	"github.com/everdict/everdict/events"
	"github.com/everdict/everdict/queue"
	"github.com/everdict/everdict/run"
	"github.com/everdict/everdict/tenancy"
	"github.com/everdict/everdict/watch"
)

// countingQueue numbers the snapshots it computes per tenant: the n-th
// snapshot of tenant t is stamped at second n and names t.
type countingQueue struct {
	mu    sync.Mutex
	calls map[int]int
}

func (q *countingQueue) Snapshot(ctx context.Context) (queue.Snapshot, error) {
	v, err := tenancy.ViewerFrom(ctx)
	if err != nil {
		return queue.Snapshot{}, err
	}
	q.mu.Lock()
	defer q.mu.Unlock()
	if q.calls == nil {
		q.calls = map[int]int{}
	}
	q.calls[v.TenantID]++
	return queue.Snapshot{GeneratedAt: time.Unix(int64(q.calls[v.TenantID]), 0),
		Tenants: []queue.TenantQueue{{Tenant: v.Tenant}}}, nil
}

// noRuns has no runs: the queue feed reads none.
type noRuns struct{ watch.Runs }

// seen is what a subscriber read: tenant@n per snapshot.
func seen(t *testing.T, ch <-chan *queue.Snapshot, n int) []string {
	t.Helper()
	var out []string
	for range n {
		s, ok := recv(t, ch)
		if !ok {
			t.Fatalf("the stream ended after %v", out)
		}
		out = append(out, s.Tenants[0].Tenant+"@"+s.GeneratedAt.Format("05"))
	}
	return out
}

// TestTheSubscribersOfOneScopeShareOneQueueFeed: every subscriber of a
// tenant reads the same snapshots, each computed once however many
// subscribe; another tenant has a feed of its own; the feed and its bus
// subscription end with its last subscriber.
func TestTheSubscribersOfOneScopeShareOneQueueFeed(t *testing.T) {
	t.Parallel()
	mem := events.NewMemory(events.MemoryConfig{})
	bus := &countingBus{Bus: mem}
	q := &countingQueue{}
	w := newWatcher(t, noRuns{}, bus, q)
	as := func(ctx context.Context, id int, slug string) context.Context {
		return tenancy.NewContext(ctx, tenancy.Viewer{TenantID: id, Tenant: slug, Role: tenancy.RoleMember})
	}
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	first, err := w.Queue(as(ctx, 1, "acme"))
	if err != nil {
		t.Fatal(err)
	}
	if diff := cmp.Diff([]string{"acme@01"}, seen(t, first, 1)); diff != "" {
		t.Fatalf("the first subscriber (-want +got):\n%s", diff)
	}
	second, err := w.Queue(as(ctx, 1, "acme"))
	if err != nil {
		t.Fatal(err)
	}
	otherCtx, leaveOther := context.WithCancel(ctx)
	other, err := w.Queue(as(otherCtx, 2, "globex"))
	if err != nil {
		t.Fatal(err)
	}
	if diff := cmp.Diff([]string{"acme@01"}, seen(t, second, 1)); diff != "" {
		t.Errorf("a second subscriber joins the feed at its latest snapshot (-want +got):\n%s", diff)
	}
	if diff := cmp.Diff([]string{"globex@01"}, seen(t, other, 1)); diff != "" {
		t.Errorf("another tenant's subscriber (-want +got):\n%s", diff)
	}
	if err := mem.Publish(ctx, run.ChangedTopic, []byte(`{}`)); err != nil {
		t.Fatal(err)
	}
	got := [][]string{seen(t, first, 1), seen(t, second, 1), seen(t, other, 1)}
	if diff := cmp.Diff([][]string{{"acme@02"}, {"acme@02"}, {"globex@02"}}, got); diff != "" {
		t.Errorf("after a change, one new snapshot per scope (-want +got):\n%s", diff)
	}

	leaveOther()
	if _, ok := recv(t, other); ok {
		t.Error("a subscriber that left still reads snapshots")
	}
	cancel()
	for _, ch := range []<-chan *queue.Snapshot{first, second} {
		for range ch { // the stream closes once its subscriber left
		}
	}
	eventually(t, "the feeds' bus subscriptions end with their last subscriber", func() bool {
		_, open := bus.counts()
		return open[run.ChangedTopic] == 0
	})
	againCtx, leave := context.WithCancel(context.Background())
	defer leave()
	again, err := w.Queue(as(againCtx, 1, "acme"))
	if err != nil {
		t.Fatal(err)
	}
	if diff := cmp.Diff([]string{"acme@03"}, seen(t, again, 1)); diff != "" {
		t.Errorf("a subscriber after the feed ended starts a fresh one (-want +got):\n%s", diff)
	}
}
