// Package watch turns the event bus into the API's live streams: a run's
// status changes, a tenant's run events, a run's log lines (backlog, then
// live, with no gap and no duplicate) and queue snapshots. Events only say
// that something changed; every value sent is read from the store through
// the subscriber's own (tenant-scoped) context, so a stream can never show
// another tenant's data and a missed event is repaired by the next read.
package watch

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"log/slog"
	"time"

	"github.com/everdict/everdict/ent"
	"github.com/everdict/everdict/ent/logline"
	entscorecard "github.com/everdict/everdict/ent/scorecard"
	"github.com/everdict/everdict/events"
	"github.com/everdict/everdict/run"
	"github.com/everdict/everdict/scheduler"
	"github.com/everdict/everdict/tenancy"
)

// Bus is what the watcher needs of the event bus.
type Bus interface {
	Subscribe(ctx context.Context, topic string) (*events.Subscription, error)
}

// Snapshotter takes queue snapshots for the viewer in ctx.
type Snapshotter interface {
	Snapshot(ctx context.Context) (scheduler.Snapshot, error)
}

// LogPageDefault bounds one read of log lines.
const LogPageDefault = 500

// Watcher serves live streams. Safe for concurrent use.
type Watcher struct {
	db    *ent.Client
	bus   Bus
	queue Snapshotter
	log   *slog.Logger
}

// New returns a Watcher. A nil logger discards.
func New(db *ent.Client, bus Bus, queue Snapshotter, log *slog.Logger) *Watcher {
	if log == nil {
		log = slog.New(slog.DiscardHandler)
	}
	return &Watcher{db: db, bus: bus, queue: queue, log: log}
}

// stream is a re-subscribing view of one topic: C yields a signal per event
// and after a lag (so the caller re-reads), and closes when ctx ends.
func (w *Watcher) stream(ctx context.Context, topic string) (<-chan struct{}, error) {
	sub, err := w.bus.Subscribe(ctx, topic)
	if err != nil {
		return nil, fmt.Errorf("subscribe %s: %w", topic, err)
	}
	out := make(chan struct{}, 1)
	go func() {
		defer close(out)
		for {
			for range sub.C() {
				signal(out)
			}
			if !sub.Lagged() || ctx.Err() != nil {
				return
			}
			// Missed events: resubscribe and have the caller re-read.
			if sub, err = w.bus.Subscribe(ctx, topic); err != nil {
				w.log.Warn("resubscribe", "topic", topic, "err", err)
				return
			}
			signal(out)
		}
	}()
	return out, nil
}

func signal(ch chan struct{}) {
	select {
	case ch <- struct{}{}:
	default: // a signal is pending already: the read it triggers sees this change too
	}
}

// Run streams run id: its current state, then every status change (each as
// it was right after the change), ending after the terminal one. Another
// tenant's run is NOT_FOUND.
func (w *Watcher) Run(ctx context.Context, id int) (<-chan *ent.Run, error) {
	sub, err := w.bus.Subscribe(ctx, run.Topic(id))
	if err != nil {
		return nil, fmt.Errorf("subscribe: %w", err)
	}
	first, err := w.db.Run.Get(ctx, id)
	if err != nil {
		sub.Close()
		return nil, err
	}
	out := make(chan *ent.Run, 1)
	go func() {
		defer close(out)
		last := first
		if !send(ctx, out, first) || run.IsTerminal(first.Status) {
			return
		}
		for {
			for payload := range sub.C() {
				var r ent.Run
				if json.Unmarshal(payload, &r) != nil || !newer(&r, last) {
					continue
				}
				last = &r
				if !send(ctx, out, &r) || run.IsTerminal(r.Status) {
					return
				}
			}
			if !sub.Lagged() || ctx.Err() != nil {
				return
			}
			// Missed changes: resubscribe, then catch up from the store.
			if sub, err = w.bus.Subscribe(ctx, run.Topic(id)); err != nil {
				return
			}
			r, err := w.db.Run.Get(ctx, id)
			if err != nil {
				return
			}
			if newer(r, last) {
				last = r
				if !send(ctx, out, r) || run.IsTerminal(r.Status) {
					return
				}
			}
		}
	}()
	return out, nil
}

// newer reports whether r is a later state of the run than last.
func newer(r, last *ent.Run) bool {
	if run.IsTerminal(last.Status) {
		return false
	}
	return r.Status != last.Status || r.Attempt != last.Attempt
}

// TenantRuns streams every status change of the viewer's tenant's runs, each
// as it was right after the change.
func (w *Watcher) TenantRuns(ctx context.Context) (<-chan *ent.Run, error) {
	v, err := tenancy.ViewerFrom(ctx)
	if err != nil {
		return nil, err
	}
	sub, err := w.bus.Subscribe(ctx, run.TenantTopic(v.TenantID))
	if err != nil {
		return nil, fmt.Errorf("subscribe: %w", err)
	}
	out := make(chan *ent.Run, 16)
	go func() {
		defer close(out)
		for payload := range sub.C() {
			var r ent.Run
			if json.Unmarshal(payload, &r) != nil || r.TenantID != v.TenantID {
				continue
			}
			if !send(ctx, out, &r) {
				return
			}
		}
		if sub.Lagged() {
			w.log.Warn("run events subscriber lagged", "tenant", v.Tenant)
		}
	}()
	return out, nil
}

// Logs streams run id's log lines with seq > fromSeq: the backlog, then live
// lines as they are kept, in order, with no gap and no duplicate (the store
// is read after every event, from the last seq sent). It ends once the run
// has settled and every line is sent.
func (w *Watcher) Logs(ctx context.Context, id int, fromSeq int64) (<-chan *ent.LogLine, error) {
	if _, err := w.db.Run.Get(ctx, id); err != nil {
		return nil, err
	}
	lines, err := w.stream(ctx, run.LogTopic(id))
	if err != nil {
		return nil, err
	}
	status, err := w.stream(ctx, run.Topic(id))
	if err != nil {
		return nil, err
	}
	out := make(chan *ent.LogLine, 64)
	go func() {
		defer close(out)
		last := fromSeq
		// flush sends every kept line after last; false ends the stream.
		flush := func() bool {
			for {
				page, err := w.db.LogLine.Query().
					Where(logline.RunID(id), logline.SeqGT(last)).
					Order(ent.Asc(logline.FieldSeq)).Limit(LogPageDefault).All(ctx)
				if err != nil {
					return false
				}
				for _, l := range page {
					if !send(ctx, out, l) {
						return false
					}
					last = l.Seq
				}
				if len(page) < LogPageDefault {
					return true
				}
			}
		}
		settled := func() bool {
			r, err := w.db.Run.Get(ctx, id)
			return err != nil || run.IsTerminal(r.Status)
		}
		for {
			done := settled() // read before the lines, so none kept before settling is missed
			if !flush() || done {
				return
			}
			select {
			case _, ok := <-lines:
				if !ok {
					return
				}
			case _, ok := <-status:
				if !ok {
					return
				}
			}
		}
	}()
	return out, nil
}

// QueueIntervalMin is the least time between two queue snapshots one
// subscriber gets: every run change on any replica wakes the stream, and the
// changes of an interval give one snapshot.
const QueueIntervalMin = 250 * time.Millisecond

// Queue streams queue snapshots for the viewer: one now, then one after
// changes, at most one per QueueIntervalMin.
func (w *Watcher) Queue(ctx context.Context) (<-chan *scheduler.Snapshot, error) {
	changed, err := w.stream(ctx, run.ChangedTopic)
	if err != nil {
		return nil, err
	}
	out := make(chan *scheduler.Snapshot, 1)
	go func() {
		defer close(out)
		var last time.Time
		for {
			if wait := QueueIntervalMin - time.Since(last); !last.IsZero() && wait > 0 {
				select {
				case <-time.After(wait):
				case <-ctx.Done():
					return
				}
			}
			last = time.Now()
			snap, err := w.queue.Snapshot(ctx)
			if err != nil {
				if !errors.Is(err, context.Canceled) {
					w.log.Warn("queue snapshot", "err", err)
				}
				return
			}
			if !send(ctx, out, &snap) {
				return
			}
			if _, ok := <-changed; !ok {
				return
			}
		}
	}()
	return out, nil
}

func send[T any](ctx context.Context, out chan<- T, v T) bool {
	select {
	case out <- v:
		return true
	case <-ctx.Done():
		return false
	}
}

// Scorecard streams scorecard id for the viewer: one now, then one after
// changes to it or its cases, at most one per QueueIntervalMin however fast
// its cases settle, ending after the one that shows it settled. topic is
// the scorecard's event topic. Another tenant's scorecard is NOT_FOUND.
func (w *Watcher) Scorecard(ctx context.Context, id int, topic string) (<-chan *ent.Scorecard, error) {
	changed, err := w.stream(ctx, topic)
	if err != nil {
		return nil, err
	}
	first, err := w.db.Scorecard.Get(ctx, id)
	if err != nil {
		return nil, err
	}
	out := make(chan *ent.Scorecard, 1)
	go func() {
		defer close(out)
		sc, last := first, time.Time{}
		for {
			if wait := QueueIntervalMin - time.Since(last); !last.IsZero() && wait > 0 {
				select {
				case <-time.After(wait):
				case <-ctx.Done():
					return
				}
			}
			if !last.IsZero() {
				if sc, err = w.db.Scorecard.Get(ctx, id); err != nil {
					return
				}
			}
			last = time.Now()
			if !send(ctx, out, sc) || sc.Status == entscorecard.StatusSUCCEEDED || sc.Status == entscorecard.StatusCANCELED {
				return
			}
			if _, ok := <-changed; !ok {
				return
			}
		}
	}()
	return out, nil
}
