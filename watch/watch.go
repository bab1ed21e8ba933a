// Package watch turns the event bus into the API's live streams: a run's
// status changes, a tenant's run events, a run's log lines (backlog, then
// live, with no gap and no duplicate) and queue and scorecard snapshots.
//
// A stream is opened through the subscriber's own (tenant-scoped) context:
// another tenant's run is NOT_FOUND, and a tenant's run events follow only
// its own tenant's topic. It then follows topics that carry only what it
// was admitted to (run:<id>, run:<id>:logs, tenant:<id>:runs), and sends
// their payloads as published — a run as it was right after a change, a log
// line as it was kept — or, for snapshots, reads through the same context.
// What a lag may have cost is read back from the store through that
// context: a missed event is repaired by the next read.
//
// The streams of one replica share the bus through a hub (hub.go): one bus
// subscription and one goroutine per topic, each payload decoded once, and
// nothing a stream does can hold up another.
package watch

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"sync"
	"time"

	"github.com/everdict/everdict/backends"
	"github.com/everdict/everdict/clock"
	"github.com/everdict/everdict/events"
	"github.com/everdict/everdict/queue"
	"github.com/everdict/everdict/run"
	"github.com/everdict/everdict/tenancy"
)

// Bus is what the watcher needs of the event bus.
type Bus interface {
	Subscribe(ctx context.Context, topic string) (*events.Subscription, error)
}

// Snapshotter takes queue snapshots for the viewer in ctx (queue.Reader).
type Snapshotter interface {
	Snapshot(ctx context.Context) (queue.Snapshot, error)
}

// Defaults of the streams.
const (
	// LogPageDefault bounds one read of log lines.
	LogPageDefault = 500
	// OutBufferDefault is the channel a stream hands its values on: what
	// the API reads from without anything in between.
	OutBufferDefault = 4
	// BacklogMaxDefault bounds the values a run events stream keeps for a
	// reader that has not taken them; one more ends the stream as lagged
	// (its subscriber re-reads and subscribes again). A log stream keeps
	// none: its lines wait in the store.
	BacklogMaxDefault = events.BufferDefault
)

// Watcher serves live streams. Safe for concurrent use.
//
// Its streams share the bus through a hub: one bus subscription and one
// goroutine per topic on this replica, each payload decoded once, however
// many streams follow the topic. An idle stream is a small record in its
// topic's list and a channel; it runs a goroutine only while it catches up.
type Watcher struct {
	runs  Runs
	hub   *hub
	queue Snapshotter
	clock clock.Clock
	log   *slog.Logger

	// feeds are the queue snapshot streams, one per viewer scope (see
	// queue.Scope), each shared by every subscriber of that scope.
	feedsMu sync.Mutex
	feeds   map[string]*feed
}

// Runs reads a run and its kept log lines through the viewer's tenant
// scope (run.Service).
type Runs interface {
	View(ctx context.Context, id int) (run.Run, error)
	Lines(ctx context.Context, id int, after int64, limit int) ([]backends.LogLine, error)
}

// Config configures a Watcher. Runs, Bus and Queue are required.
type Config struct {
	Runs  Runs
	Bus   Bus
	Queue Snapshotter
	// Clock paces the snapshot streams; nil is the wall clock.
	Clock  clock.Clock
	Logger *slog.Logger // nil discards
}

// New returns a Watcher.
func New(cfg Config) (*Watcher, error) {
	if cfg.Runs == nil || cfg.Bus == nil || cfg.Queue == nil {
		return nil, errors.New("watch: Runs, Bus and Queue are required")
	}
	if cfg.Clock == nil {
		cfg.Clock = clock.System{}
	}
	log := cfg.Logger
	if log == nil {
		log = slog.New(slog.DiscardHandler)
	}
	return &Watcher{runs: cfg.Runs, hub: newHub(cfg.Bus, log), queue: cfg.Queue, clock: cfg.Clock, log: log,
		feeds: map[string]*feed{}}, nil
}

// stream is a view of one topic: C yields a signal per event and after a
// lag (so the caller re-reads), and closes when ctx ends or the topic does.
func (w *Watcher) stream(ctx context.Context, topic string) (<-chan struct{}, error) {
	s := &signals{out: make(chan struct{}, 1)}
	leave, err := w.hub.follow(ctx, topic, s)
	if err != nil {
		return nil, fmt.Errorf("subscribe %s: %w", topic, err)
	}
	context.AfterFunc(ctx, func() { leave(); s.ended() })
	return s.out, nil
}

// signals is a stream's follower: one pending signal stands for every
// event since the caller last read.
type signals struct {
	mu     sync.Mutex
	out    chan struct{}
	closed bool
}

func (s *signals) event(*message) { s.signal() }
func (s *signals) lagged()        { s.signal() }

func (s *signals) signal() {
	s.mu.Lock()
	defer s.mu.Unlock()
	if !s.closed {
		signal(s.out)
	}
}

func (s *signals) ended() {
	s.mu.Lock()
	defer s.mu.Unlock()
	if !s.closed {
		s.closed = true
		close(s.out)
	}
}

func signal(ch chan struct{}) {
	select {
	case ch <- struct{}{}:
	default: // a signal is pending already: the read it triggers sees this change too
	}
}

// Run streams run id: its current state, then every status change (each as
// it was right after the change), ending after the terminal one, each value
// as view makes it of the run (the API's node, say). Another tenant's run is
// NOT_FOUND.
func Run[T any](w *Watcher, ctx context.Context, id int, view func(run.Run) T) (<-chan T, error) {
	f := &runUpdates[T]{w: w, ctx: ctx, id: id, view: view, box: newOutbox[T](ctx, OutBufferDefault, BacklogMaxDefault)}
	leave, err := w.hub.follow(ctx, run.Topic(id), f)
	if err != nil {
		return nil, fmt.Errorf("subscribe: %w", err)
	}
	first, err := w.runs.View(ctx, id)
	if err != nil {
		leave()
		return nil, err
	}
	f.mu.Lock()
	f.last = &first
	f.box.put(view(first))
	if run.IsTerminal(first.Status) {
		f.box.end()
	}
	f.mu.Unlock()
	context.AfterFunc(ctx, func() { leave(); f.box.end() })
	claimReady(ctx)
	return f.box.out, nil
}

// runUpdates follows one run's topic for Run.
type runUpdates[T any] struct {
	w    *Watcher
	ctx  context.Context
	id   int
	view func(run.Run) T
	box  *outbox[T]

	mu   sync.Mutex
	last *run.Run // nil until the first read
}

func (f *runUpdates[T]) event(m *message) {
	if r := m.Run(); r != nil {
		f.offer(*r)
	}
}

// offer sends r if it is a later state than the last sent.
func (f *runUpdates[T]) offer(r run.Run) {
	f.mu.Lock()
	defer f.mu.Unlock()
	if f.last == nil || !newer(r, *f.last) {
		return
	}
	f.last = &r
	if !f.box.put(f.view(r)) || run.IsTerminal(r.Status) {
		f.box.end()
	}
}

// lagged catches up from the store: missed changes are read, not replayed.
func (f *runUpdates[T]) lagged() {
	go func() {
		r, err := f.w.runs.View(f.ctx, f.id)
		if err != nil {
			f.box.end()
			return
		}
		f.offer(r)
	}()
}

func (f *runUpdates[T]) ended() { f.box.end() }

// newer reports whether r is a later state of the run than last.
func newer(r, last run.Run) bool {
	if run.IsTerminal(last.Status) {
		return false
	}
	return r.Status != last.Status || r.Attempt != last.Attempt
}

// TenantRuns streams every status change of the viewer's tenant's runs, each
// as it was right after the change and as view makes it. A reader that
// falls BacklogMaxDefault changes behind, or a lag of the bus, ends the
// stream after the changes already kept for it (its subscriber subscribes
// again and re-reads).
func TenantRuns[T any](w *Watcher, ctx context.Context, view func(run.Run) T) (<-chan T, error) {
	v, err := tenancy.ViewerFrom(ctx)
	if err != nil {
		return nil, err
	}
	f := &tenantRuns[T]{w: w, tenant: v.TenantID, slug: v.Tenant, view: view, box: newOutbox[T](ctx, OutBufferDefault, BacklogMaxDefault)}
	leave, err := w.hub.follow(ctx, run.TenantTopic(v.TenantID), f)
	if err != nil {
		return nil, fmt.Errorf("subscribe: %w", err)
	}
	context.AfterFunc(ctx, func() { leave(); f.box.end() })
	claimReady(ctx)
	return f.box.out, nil
}

// tenantRuns follows a tenant's topic for TenantRuns.
type tenantRuns[T any] struct {
	w      *Watcher
	tenant int
	slug   string
	view   func(run.Run) T
	box    *outbox[T]
	lag    bool // only the hub's goroutine touches it
}

func (f *tenantRuns[T]) event(m *message) {
	r := m.Run()
	if f.lag || r == nil || r.TenantID != f.tenant {
		return
	}
	if !f.box.put(f.view(*r)) {
		f.lagged()
	}
}

func (f *tenantRuns[T]) lagged() {
	if !f.lag {
		f.lag = true
		f.w.log.Warn("run events subscriber lagged", "tenant", f.slug)
	}
	f.box.end()
}

func (f *tenantRuns[T]) ended() { f.box.end() }

// Logs streams run id's log lines with seq > fromSeq, each as view makes it
// (the API's node, say): the backlog, then live lines as they are kept, in
// order, with no gap and no duplicate. It ends once the run has settled and
// every line is sent.
//
// It follows the run's log and status topics before it reads the store, so
// every line kept after that read arrives as an event. A live line that
// follows the last one sent is sent as published, without a read; anything
// else — a gap (a lag), a reader that has not taken the last line, the
// run settling — has the stream read the store from the last line sent,
// in a goroutine that lives until it has caught up.
func Logs[T any](w *Watcher, ctx context.Context, id int, fromSeq int64, view func(backends.LogLine) T) (<-chan T, error) {
	if _, err := w.runs.View(ctx, id); err != nil {
		return nil, err
	}
	f := &logTail[T]{w: w, ctx: ctx, id: id, view: view, out: make(chan T, OutBufferDefault), ready: readyOf(ctx),
		last: fromSeq, reading: true, dirty: true, recheck: true}
	leaveLines, err := w.hub.follow(ctx, run.LogTopic(id), logLines[T]{f})
	if err != nil {
		return nil, fmt.Errorf("subscribe %s: %w", run.LogTopic(id), err)
	}
	leaveStatus, err := w.hub.follow(ctx, run.Topic(id), logStatus[T]{f})
	if err != nil {
		leaveLines()
		return nil, fmt.Errorf("subscribe %s: %w", run.Topic(id), err)
	}
	context.AfterFunc(ctx, func() { leaveLines(); leaveStatus(); f.ended() })
	go f.catchUp()
	claimReady(ctx)
	return f.out, nil
}

// logTail is one Logs stream. Either the hub sends to out (reading false:
// only the next line, and only when out has room) or its catch-up
// goroutine does (reading true: every line after last, from the store);
// mu hands over between them, so lines go out in order.
type logTail[T any] struct {
	w     *Watcher
	ctx   context.Context
	id    int
	view  func(backends.LogLine) T
	out   chan T
	ready func() // after each line on out, and after out closes (Ready)

	mu      sync.Mutex
	last    int64 // the last seq sent
	reading bool  // the catch-up goroutine runs and owns out
	dirty   bool  // read the store (again) from last
	recheck bool  // read the run's status too (first read, lag)
	settled bool  // the run settled: end after the next read
	done    bool  // no more lines: out is closed, or about to be
	closed  bool
}

// logLines and logStatus are a logTail's followers of the run's log and
// status topics.
type (
	logLines[T any]  struct{ *logTail[T] }
	logStatus[T any] struct{ *logTail[T] }
)

func (f logLines[T]) event(m *message) {
	l := m.Line()
	if l == nil {
		return
	}
	f.mu.Lock()
	defer f.mu.Unlock()
	if f.done || l.Seq <= f.last {
		return
	}
	if !f.reading && l.Seq == f.last+1 {
		select {
		case f.out <- f.view(*l):
			f.last = l.Seq
			f.ready()
			return
		default: // the reader has not taken the last line: the store keeps this one
		}
	}
	f.readLocked(false)
}

func (f logStatus[T]) event(m *message) {
	if r := m.Run(); r != nil && r.ID == f.id && run.IsTerminal(r.Status) {
		f.mu.Lock()
		defer f.mu.Unlock()
		f.settled = true
		f.readLocked(false)
	}
}

func (f *logTail[T]) lagged() {
	f.mu.Lock()
	defer f.mu.Unlock()
	f.readLocked(true)
}

func (f *logTail[T]) ended() {
	f.mu.Lock()
	defer f.mu.Unlock()
	f.endLocked()
}

// readLocked has the catch-up goroutine read the store, starting it if
// it is not running.
func (f *logTail[T]) readLocked(recheck bool) {
	if f.done {
		return
	}
	f.dirty = true
	f.recheck = f.recheck || recheck
	if !f.reading {
		f.reading = true
		go f.catchUp()
	}
}

// endLocked ends the stream: out closes now, or when the catch-up
// goroutine is done with it.
func (f *logTail[T]) endLocked() {
	f.done = true
	if !f.reading && !f.closed {
		f.closed = true
		close(f.out)
		f.ready()
	}
}

// catchUp reads the store from last until a read finds the stream caught
// up, then hands out back to the hub, or closes it once the run settled.
func (f *logTail[T]) catchUp() {
	for {
		f.mu.Lock()
		if !f.dirty || f.done {
			f.reading = false
			if f.done && !f.closed {
				f.closed = true
				close(f.out)
				f.ready()
			}
			f.mu.Unlock()
			return
		}
		f.dirty = false
		recheck, last := f.recheck, f.last
		f.recheck = false
		f.mu.Unlock()

		settled := false
		if recheck { // read before the lines, so none kept before settling is missed
			r, err := f.w.runs.View(f.ctx, f.id)
			settled = err != nil || run.IsTerminal(r.Status)
		}
		f.mu.Lock()
		settled = settled || f.settled
		f.mu.Unlock()
		last, ok := f.flush(last)
		f.mu.Lock()
		f.last = last
		if !ok || settled {
			f.endLocked()
		}
		f.mu.Unlock()
	}
}

// flush sends every kept line after last, blocking on the reader; it
// returns the last seq sent, and false when the stream must end.
func (f *logTail[T]) flush(last int64) (int64, bool) {
	for {
		page, err := f.w.runs.Lines(f.ctx, f.id, last, LogPageDefault)
		if err != nil {
			return last, false
		}
		for _, l := range page {
			if !send(f.ctx, f.out, f.view(l)) {
				return last, false
			}
			f.ready()
			last = l.Seq
		}
		if len(page) < LogPageDefault {
			return last, true
		}
	}
}

// QueueIntervalMin is the least time between two queue snapshots one
// subscriber gets: every run change on any replica wakes the stream, and the
// changes of an interval give one snapshot.
const QueueIntervalMin = 250 * time.Millisecond

// Queue streams queue snapshots for the viewer: one now, then one after
// changes, at most one per QueueIntervalMin. The viewers of one scope (a
// tenant, or every OPERATOR) share one feed: a snapshot is computed once per
// change for all of them, however many subscribe. A reader slower than the
// feed skips to the newest snapshot.
func (w *Watcher) Queue(ctx context.Context) (<-chan *queue.Snapshot, error) {
	scope, err := queue.Scope(ctx)
	if err != nil {
		return nil, err
	}
	out := make(chan *queue.Snapshot, 1)
	w.feedsMu.Lock()
	f := w.feeds[scope]
	if f == nil {
		// The feed outlives the subscriber that started it: it keeps the
		// viewer, not the cancelation.
		fctx, cancel := context.WithCancel(context.WithoutCancel(ctx))
		f = &feed{subs: map[chan *queue.Snapshot]bool{}, cancel: cancel}
		w.feeds[scope] = f
		go w.follow(fctx, scope, f)
	}
	f.subs[out] = true
	if f.latest != nil {
		out <- f.latest
	}
	w.feedsMu.Unlock()
	context.AfterFunc(ctx, func() { w.leave(scope, f, out) })
	return out, nil
}

// feed is one scope's queue snapshots and their subscribers. Guarded by
// Watcher.feedsMu.
type feed struct {
	subs   map[chan *queue.Snapshot]bool
	latest *queue.Snapshot
	cancel context.CancelFunc
	ended  bool
}

// leave ends subscriber out of f; the last one out stops the feed.
func (w *Watcher) leave(scope string, f *feed, out chan *queue.Snapshot) {
	w.feedsMu.Lock()
	defer w.feedsMu.Unlock()
	if !f.subs[out] {
		return // the feed ended first and closed it
	}
	delete(f.subs, out)
	close(out)
	if len(f.subs) == 0 {
		w.end(scope, f)
	}
}

// end stops f and closes what subscribers it has left. Called with feedsMu.
func (w *Watcher) end(scope string, f *feed) {
	if f.ended {
		return
	}
	f.ended = true
	f.cancel()
	if w.feeds[scope] == f {
		delete(w.feeds, scope)
	}
	for out := range f.subs {
		close(out)
	}
	clear(f.subs)
}

// follow computes f's snapshots until its last subscriber leaves or a
// snapshot fails: one now, then one after changes, at most one per
// QueueIntervalMin.
func (w *Watcher) follow(ctx context.Context, scope string, f *feed) {
	defer func() {
		w.feedsMu.Lock()
		w.end(scope, f)
		w.feedsMu.Unlock()
	}()
	changed, err := w.stream(ctx, run.ChangedTopic)
	if err != nil {
		w.log.Warn("queue feed", "scope", scope, "err", err)
		return
	}
	var last time.Time
	for {
		if wait := QueueIntervalMin - w.clock.Now().Sub(last); !last.IsZero() && wait > 0 {
			select {
			case <-w.clock.After(wait):
			case <-ctx.Done():
				return
			}
		}
		last = w.clock.Now()
		snap, err := w.queue.Snapshot(ctx)
		if err != nil {
			if !errors.Is(err, context.Canceled) {
				w.log.Warn("queue snapshot", "scope", scope, "err", err)
			}
			return
		}
		w.feedsMu.Lock()
		f.latest = &snap
		for out := range f.subs {
			newest(out, &snap)
		}
		w.feedsMu.Unlock()
		if _, ok := <-changed; !ok {
			return
		}
	}
}

// newest hands v to out without blocking, replacing a value its reader has
// not taken yet. Only one goroutine sends on out (under feedsMu).
func newest[T any](out chan T, v T) {
	select {
	case out <- v:
		return
	default:
	}
	select {
	case <-out:
	default:
	}
	out <- v
}

func send[T any](ctx context.Context, out chan<- T, v T) bool {
	select {
	case out <- v:
		return true
	case <-ctx.Done():
		return false
	}
}

// Scorecard streams a scorecard for the viewer, each value as read makes it
// (the API's node, say), with whether it is settled: one now, then one after
// changes to it or its cases, at most one per QueueIntervalMin however fast
// its cases settle, ending after the one that shows it settled. topic is the
// scorecard's event topic; read reads it through the viewer's context (so
// another tenant's scorecard is NOT_FOUND).
func Scorecard[T any](w *Watcher, ctx context.Context, topic string, read func(context.Context) (T, bool, error)) (<-chan T, error) {
	changed, err := w.stream(ctx, topic)
	if err != nil {
		return nil, err
	}
	first, settled, err := read(ctx)
	if err != nil {
		return nil, err
	}
	out := make(chan T, 1)
	go func() {
		defer close(out)
		sc, last := first, time.Time{}
		for {
			if wait := QueueIntervalMin - w.clock.Now().Sub(last); !last.IsZero() && wait > 0 {
				select {
				case <-w.clock.After(wait):
				case <-ctx.Done():
					return
				}
			}
			if !last.IsZero() {
				if sc, settled, err = read(ctx); err != nil {
					return
				}
			}
			last = w.clock.Now()
			if !send(ctx, out, sc) || settled {
				return
			}
			if _, ok := <-changed; !ok {
				return
			}
		}
	}()
	return out, nil
}
