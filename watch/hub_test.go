package watch_test

import (
	"context"
	"encoding/json"
	"runtime"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	entrun "github.com/everdict/everdict/ent/run"

	"github.com/google/go-cmp/cmp"
	"github.com/redis/go-redis/v9"

	"github.com/everdict/everdict/backends"
	"github.com/everdict/everdict/ent"
	"github.com/everdict/everdict/events"
	"github.com/everdict/everdict/internal/fakebackend"
	"github.com/everdict/everdict/internal/redistest"
	"github.com/everdict/everdict/run"
	"github.com/everdict/everdict/tenancy"
	"github.com/everdict/everdict/watch"
)

// guard bounds every wait on something that should happen at once.
const guard = 20 * time.Second

// countingBus records every subscription the watcher takes on its bus.
type countingBus struct {
	watch.Bus

	mu   sync.Mutex
	subs map[string][]*events.Subscription
}

func (b *countingBus) Subscribe(ctx context.Context, topic string) (*events.Subscription, error) {
	s, err := b.Bus.Subscribe(ctx, topic)
	if err == nil {
		b.mu.Lock()
		if b.subs == nil {
			b.subs = map[string][]*events.Subscription{}
		}
		b.subs[topic] = append(b.subs[topic], s)
		b.mu.Unlock()
	}
	return s, err
}

// taken is how many subscriptions of each topic were taken, and open how
// many of them are still open.
func (b *countingBus) counts() (taken, open map[string]int) {
	b.mu.Lock()
	defer b.mu.Unlock()
	taken, open = map[string]int{}, map[string]int{}
	for topic, subs := range b.subs {
		for _, s := range subs {
			taken[topic]++
			if s.Err() == nil {
				open[topic]++
			}
		}
	}
	return taken, open
}

// eventually polls cond until it holds, failing after guard.
// watchGoroutines counts the goroutines running code of package watch: what
// a stream could hold. The rest of the process (the scheduler's, the
// database's, a timer's) comes and goes on its own schedule, slower on a
// loaded machine, and is not the streams'.
func watchGoroutines() int {
	buf := make([]byte, 8<<20)
	buf = buf[:runtime.Stack(buf, true)]
	n := 0
	for _, g := range strings.Split(string(buf), "\n\n") {
		if strings.Contains(g, "github.com/everdict/everdict/watch.") {
			n++
		}
	}
	return n
}

func eventually(t *testing.T, what string, cond func() bool) {
	t.Helper()
	deadline := time.Now().Add(guard)
	tick := time.NewTicker(5 * time.Millisecond)
	defer tick.Stop()
	for !cond() {
		if time.Now().After(deadline) {
			t.Fatalf("%s: not after %v", what, guard)
		}
		<-tick.C
	}
}

func recv[T any](t *testing.T, ch <-chan T) (T, bool) {
	t.Helper()
	select {
	case v, ok := <-ch:
		return v, ok
	case <-time.After(guard):
		t.Fatalf("nothing received in %v", guard)
		var zero T
		return zero, false
	}
}

func line(seq int64) backends.LogLine {
	return backends.LogLine{Seq: seq, Stream: backends.StreamStdout, Text: "line " + strconv.FormatInt(seq, 10), At: time.Now()}
}

// seqs reads n lines from ch and returns their seqs.
// ident streams a log line as it is.
func ident(l backends.LogLine) backends.LogLine { return l }

// newWatcher is a Watcher over runs, bus and q.
func newWatcher(t *testing.T, runs watch.Runs, bus watch.Bus, q watch.Snapshotter) *watch.Watcher {
	t.Helper()
	w, err := watch.New(watch.Config{Runs: runs, Bus: bus, Queue: q})
	if err != nil {
		t.Fatal(err)
	}
	return w
}

func seqs(t *testing.T, ch <-chan backends.LogLine, n int) []int64 {
	t.Helper()
	var got []int64
	for range n {
		l, ok := recv(t, ch)
		if !ok {
			t.Fatalf("the stream ended after seqs %v, want %d lines", got, n)
		}
		got = append(got, l.Seq)
	}
	return got
}

func upTo(n int64) []int64 {
	var s []int64
	for i := int64(1); i <= n; i++ {
		s = append(s, i)
	}
	return s
}

// TestStreamsOfATopicShareOneBusSubscriptionAndRunNoGoroutine: a hundred
// idle run events streams and a hundred idle log streams of one run take
// one bus subscription per topic and no goroutine each; every event reaches
// every stream; when their contexts end, the subscriptions close and the
// goroutines are as before. Not parallel: it counts goroutines.
func TestStreamsOfATopicShareOneBusSubscriptionAndRunNoGoroutine(t *testing.T) {
	b := setup(t)
	id := b.submit(t)
	job := b.started(t)
	runID, _ := strconv.Atoi(id)
	bus := &countingBus{Bus: b.app.Events}
	w := newWatcher(t, b.app.Runs, bus, b.app.Queue)
	viewer := b.app.Viewer(t, b.token)
	v, _ := tenancy.ViewerFrom(viewer)
	before := watchGoroutines()

	const n = 100
	ctx, cancel := context.WithCancel(viewer)
	defer cancel()
	var runEvents []<-chan run.Run
	var logs []<-chan backends.LogLine
	for range n {
		ch, err := watch.TenantRuns(w, ctx, same)
		if err != nil {
			t.Fatal(err)
		}
		runEvents = append(runEvents, ch)
		lc, err := watch.Logs(w, ctx, runID, 0, ident)
		if err != nil {
			t.Fatal(err)
		}
		logs = append(logs, lc)
	}
	// Each log stream read the store once, in a goroutine that ends when
	// it has caught up; then only the three topics' goroutines are left.
	eventually(t, "idle streams hold no goroutine", func() bool { return watchGoroutines() <= before+3 })
	taken, open := bus.counts()
	want := map[string]int{run.TenantTopic(v.TenantID): 1, run.LogTopic(runID): 1, run.Topic(runID): 1}
	if diff := cmp.Diff(want, taken); diff != "" {
		t.Errorf("bus subscriptions taken (-want +got):\n%s", diff)
	}
	if diff := cmp.Diff(want, open); diff != "" {
		t.Errorf("bus subscriptions open (-want +got):\n%s", diff)
	}

	if err := b.app.Runs.KeepLines(context.Background(), runID, []backends.LogLine{line(1)}); err != nil {
		t.Fatal(err)
	}
	p, _ := json.Marshal(ent.Run{ID: runID + 1, TenantID: v.TenantID, Status: entrun.Status(run.Queued)})
	if err := b.app.Events.Publish(context.Background(), run.TenantTopic(v.TenantID), p); err != nil {
		t.Fatal(err)
	}
	for i := range n {
		if l, ok := recv(t, logs[i]); !ok || l.Seq != 1 {
			t.Fatalf("log stream %d got %+v, want line 1", i, l)
		}
		if r, ok := recv(t, runEvents[i]); !ok || r.Status != run.Queued {
			t.Fatalf("run events stream %d got %+v, want a run QUEUED", i, r)
		}
	}

	cancel()
	for i := range n {
		for range runEvents[i] { //nolint:revive // drain to the close
		}
		for range logs[i] { //nolint:revive // drain to the close
		}
	}
	eventually(t, "the bus subscriptions close", func() bool { _, open := bus.counts(); return len(open) == 0 })
	eventually(t, "the goroutines end", func() bool { return watchGoroutines() <= before })
	b.fake.Release(job, fakebackend.Pass())
}

// TestAStuckRunEventsReaderEndsAloneAfterItsBacklog: a stream nobody reads
// holds up no other stream; once it is BacklogMaxDefault changes behind
// (plus its channel) it ends, after an unbroken prefix of the changes.
func TestAStuckRunEventsReaderEndsAloneAfterItsBacklog(t *testing.T) {
	t.Parallel()
	b := setup(t)
	w := newWatcher(t, b.app.Runs, b.app.Events, b.app.Queue)
	viewer := b.app.Viewer(t, b.token)
	v, _ := tenancy.ViewerFrom(viewer)
	stuck, err := watch.TenantRuns(w, viewer, same)
	if err != nil {
		t.Fatal(err)
	}
	reader, err := watch.TenantRuns(w, viewer, same)
	if err != nil {
		t.Fatal(err)
	}
	const events = watch.BacklogMaxDefault + watch.OutBufferDefault + 50
	var got []int
	// Each change is published once the reader has the one before: the
	// reader is never behind (a loaded machine cannot make it look slow),
	// while the stuck stream falls further behind with every change.
	for i := 1; i <= events; i++ {
		p, _ := json.Marshal(ent.Run{ID: i, TenantID: v.TenantID, Status: entrun.Status(run.Queued)})
		if err := b.app.Events.Publish(context.Background(), run.TenantTopic(v.TenantID), p); err != nil {
			t.Fatal(err)
		}
		r, ok := recv(t, reader)
		if !ok {
			t.Fatalf("the reading stream ended after %d changes", len(got))
		}
		got = append(got, r.ID)
	}
	var want []int
	for i := 1; i <= events; i++ {
		want = append(want, i)
	}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("the reader's changes (-want +got):\n%s", diff)
	}
	var kept []int
	for r := range stuck {
		kept = append(kept, r.ID)
	}
	if diff := cmp.Diff(want[:watch.BacklogMaxDefault+watch.OutBufferDefault], kept); diff != "" {
		t.Errorf("the stuck stream's changes before it ended (-want +got):\n%s", diff)
	}
}

// TestAStuckLogReaderCatchesUpFromTheStore: a log stream nobody reads holds
// up no other; when it is read at last it has every line, in order, with no
// gap and no duplicate, and both end once the run settled.
func TestAStuckLogReaderCatchesUpFromTheStore(t *testing.T) {
	t.Parallel()
	b := setup(t)
	id := b.submit(t)
	job := b.started(t)
	runID, _ := strconv.Atoi(id)
	w := newWatcher(t, b.app.Runs, b.app.Events, b.app.Queue)
	viewer := b.app.Viewer(t, b.token)
	stuck, err := watch.Logs(w, viewer, runID, 0, ident)
	if err != nil {
		t.Fatal(err)
	}
	reader, err := watch.Logs(w, viewer, runID, 0, ident)
	if err != nil {
		t.Fatal(err)
	}
	const lines = 300
	go func() {
		for i := int64(1); i <= lines; i++ {
			if err := b.app.Runs.KeepLines(context.Background(), runID, []backends.LogLine{line(i)}); err != nil {
				t.Error(err)
				return
			}
		}
	}()
	if diff := cmp.Diff(upTo(lines), seqs(t, reader, lines)); diff != "" {
		t.Errorf("the reader's lines (-want +got):\n%s", diff)
	}
	b.fake.Release(job, fakebackend.Pass())
	if diff := cmp.Diff(upTo(lines), seqs(t, stuck, lines)); diff != "" {
		t.Errorf("the stuck stream's lines (-want +got):\n%s", diff)
	}
	for name, ch := range map[string]<-chan backends.LogLine{"reader": reader, "stuck": stuck} {
		if l, ok := recv(t, ch); ok {
			t.Errorf("%s: after the last line got %+v, want the end of the stream", name, l)
		}
	}
}

// TestALogStreamFillsAGapFromTheStore: a live line that does not follow the
// last one sent (its predecessor was kept but its event lost) makes the
// stream read the store: no line is skipped.
func TestALogStreamFillsAGapFromTheStore(t *testing.T) {
	t.Parallel()
	b := setup(t)
	id := b.submit(t)
	b.started(t)
	runID, _ := strconv.Atoi(id)
	w := newWatcher(t, b.app.Runs, b.app.Events, b.app.Queue)
	logs, err := watch.Logs(w, b.app.Viewer(t, b.token), runID, 0, ident)
	if err != nil {
		t.Fatal(err)
	}
	ctx := context.Background()
	if err := b.app.Runs.KeepLines(ctx, runID, []backends.LogLine{line(1)}); err != nil {
		t.Fatal(err)
	}
	seqs(t, logs, 1)
	// Line 2 is kept with no event; line 3's event comes.
	keepQuietly(t, b.app.DB.Client, runID, line(2))
	if err := b.app.Runs.KeepLines(ctx, runID, []backends.LogLine{line(3)}); err != nil {
		t.Fatal(err)
	}
	if diff := cmp.Diff([]int64{2, 3}, seqs(t, logs, 2)); diff != "" {
		t.Errorf("lines after the gap (-want +got):\n%s", diff)
	}
}

// keepQuietly stores a log line without publishing it.
func keepQuietly(t *testing.T, db *ent.Client, runID int, l backends.LogLine) {
	t.Helper()
	err := db.LogLine.Create().SetRunID(runID).SetSeq(l.Seq).SetStream(string(l.Stream)).SetText(l.Text).SetAt(l.At).
		Exec(tenancy.System(context.Background()))
	if err != nil {
		t.Fatal(err)
	}
}

// redisPair is two replicas' Redis buses on one prefix: sub's connections
// can be cut.
type redisPair struct {
	sub, pub *events.Redis
	pubC     *redis.Client
	prefix   string
	dialer   *redistest.Severable
}

func newRedisPair(t *testing.T) *redisPair {
	t.Helper()
	opts := redistest.Options(t)
	p := &redisPair{dialer: &redistest.Severable{}}
	o := *opts
	o.Dialer = p.dialer.Dial
	subC := redis.NewClient(&o)
	p.pubC = redis.NewClient(opts)
	t.Cleanup(func() { subC.Close(); p.pubC.Close() })
	p.prefix = redistest.Prefix(t, p.pubC)
	for _, b := range []struct {
		c   *redis.Client
		bus **events.Redis
	}{{subC, &p.sub}, {p.pubC, &p.pub}} {
		bus, err := events.NewRedis(events.RedisConfig{Client: b.c, Prefix: p.prefix})
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { bus.Close() })
		*b.bus = bus
	}
	return p
}

// TestLogStreamsAcrossRedisReadTheStoreAfterALostConnection: a watcher on
// one replica's Redis bus follows lines another replica publishes, with one
// Redis subscription per topic however many streams; when its Redis
// connection is lost (lines may have been missed), its streams read the
// store, so a line kept meanwhile with no event arriving still comes.
func TestLogStreamsAcrossRedisReadTheStoreAfterALostConnection(t *testing.T) {
	t.Parallel()
	b := setup(t)
	id := b.submit(t)
	b.started(t)
	runID, _ := strconv.Atoi(id)
	rp := newRedisPair(t)
	w := newWatcher(t, b.app.Runs, rp.sub, b.app.Queue)
	viewer := b.app.Viewer(t, b.token)
	const n = 20
	var streams []<-chan backends.LogLine
	for range n {
		ch, err := watch.Logs(w, viewer, runID, 0, ident)
		if err != nil {
			t.Fatal(err)
		}
		streams = append(streams, ch)
	}
	ctx := context.Background()
	channel := rp.prefix + run.LogTopic(runID)
	if got, err := rp.pubC.PubSubNumSub(ctx, channel).Result(); err != nil || got[channel] != 1 {
		t.Errorf("Redis subscriptions of %s with %d streams: %v (%v), want 1", channel, n, got[channel], err)
	}
	publishLine := func(l backends.LogLine) {
		keepQuietly(t, b.app.DB.Client, runID, l)
		p, _ := json.Marshal(l)
		if err := rp.pub.Publish(ctx, run.LogTopic(runID), p); err != nil {
			t.Fatal(err)
		}
	}
	publishLine(line(1))
	for i, ch := range streams {
		if diff := cmp.Diff([]int64{1}, seqs(t, ch, 1)); diff != "" {
			t.Fatalf("stream %d (-want +got):\n%s", i, diff)
		}
	}
	keepQuietly(t, b.app.DB.Client, runID, line(2)) // its event is lost with the connection
	rp.dialer.Sever()
	for i, ch := range streams {
		if diff := cmp.Diff([]int64{2}, seqs(t, ch, 1)); diff != "" {
			t.Fatalf("stream %d after the lost connection (-want +got):\n%s", i, diff)
		}
	}
	publishLine(line(3))
	for i, ch := range streams {
		if diff := cmp.Diff([]int64{3}, seqs(t, ch, 1)); diff != "" {
			t.Fatalf("stream %d after resubscribing (-want +got):\n%s", i, diff)
		}
	}
}

// TestRunUpdatedCatchesUpFromTheStoreAfterALag: a change missed while the
// Redis connection was lost is read from the store.
func TestRunUpdatedCatchesUpFromTheStoreAfterALag(t *testing.T) {
	t.Parallel()
	b := setup(t)
	id := b.submit(t)
	job := b.started(t)
	runID, _ := strconv.Atoi(id)
	rp := newRedisPair(t)
	w := newWatcher(t, b.app.Runs, rp.sub, b.app.Queue)
	updates, err := watch.Run(w, b.app.Viewer(t, b.token), runID, same)
	if err != nil {
		t.Fatal(err)
	}
	if r, _ := recv(t, updates); r.Status != run.Running {
		t.Fatalf("first = %s, want RUNNING", r.Status)
	}
	// The run settles with no event on this bus (the app publishes on its
	// own), then the connection is lost.
	b.fake.Release(job, fakebackend.Pass())
	eventually(t, "the run settles", func() bool {
		r, err := b.app.DB.Client.Run.Get(tenancy.System(context.Background()), runID)
		return err == nil && run.IsTerminal(run.Status(r.Status))
	})
	rp.dialer.Sever()
	if r, ok := recv(t, updates); !ok || r.Status != run.Succeeded {
		t.Errorf("after the lost connection = %+v, want SUCCEEDED read from the store", r)
	}
	if r, ok := recv(t, updates); ok {
		t.Errorf("after the terminal state got %s, want the end", r.Status)
	}
}

// same streams a run as the run itself.
func same(r run.Run) run.Run { return r }
