package watch_test

import (
	"context"
	"strconv"
	"sync/atomic"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/everdict/everdict/backends"
	"github.com/everdict/everdict/internal/fakebackend"
	"github.com/everdict/everdict/watch"
)

// TestAReadyLogStreamNotifiesEveryLineAndItsEnd: a log stream made with
// watch.WithReady claims the notice and calls it once per line it puts on
// its channel, from the hub and from its catch-up alike, and once when it
// closes, so a transport that receives only on notice never blocks and
// never misses a line (issue 35).
func TestAReadyLogStreamNotifiesEveryLineAndItsEnd(t *testing.T) {
	t.Parallel()
	b := setup(t)
	id := b.submit(t)
	job := b.started(t)
	runID, _ := strconv.Atoi(id)
	w := newWatcher(t, b.app.Runs, b.app.Events, b.app.Queue)
	var notices atomic.Int64
	ctx, ready := watch.WithReady(b.app.Viewer(t, b.token), func() { notices.Add(1) })
	ch, err := watch.Logs(w, ctx, runID, 0, ident)
	if err != nil {
		t.Fatal(err)
	}
	if !ready.Claimed() {
		t.Fatal("the log stream did not claim the notice")
	}
	const lines = 300
	for i := int64(1); i <= lines; i++ { // the channel fills: the rest come from the store
		if err := b.app.Runs.KeepLines(context.Background(), runID, []backends.LogLine{line(i)}); err != nil {
			t.Fatal(err)
		}
	}
	got := seqs(t, ch, lines)
	b.fake.Release(job, fakebackend.Pass())
	if l, ok := recv(t, ch); ok {
		t.Fatalf("after the last line got %+v, want the end of the stream", l)
	}
	if diff := cmp.Diff(upTo(lines), got); diff != "" {
		t.Errorf("lines (-want +got):\n%s", diff)
	}
	eventually(t, "a notice per line and one for the end", func() bool { return notices.Load() == lines+1 })
}

// TestAQueueStreamDoesNotClaimTheNotice: a stream that does not call the
// notice leaves it unclaimed, so its transport receives it the usual way.
func TestAQueueStreamDoesNotClaimTheNotice(t *testing.T) {
	t.Parallel()
	b := setup(t)
	w := newWatcher(t, b.app.Runs, b.app.Events, b.app.Queue)
	ctx, ready := watch.WithReady(b.app.Viewer(t, b.token), func() {})
	if _, err := w.Queue(ctx); err != nil {
		t.Fatal(err)
	}
	if ready.Claimed() {
		t.Error("the queue stream claimed the notice, which it does not call")
	}
}
