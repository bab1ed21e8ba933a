package watch

import (
	"context"
	"encoding/json"
	"errors"
	"log/slog"
	"sync"

	"github.com/everdict/everdict/backends"
	"github.com/everdict/everdict/events"
	"github.com/everdict/everdict/run"
)

// hub shares the bus among this replica's streams. Each topic is subscribed
// on the bus once, however many streams follow it, and read by one
// goroutine that decodes each payload once and hands it to every follower
// without blocking. A stream that is idle therefore costs no goroutine, no
// bus subscription and no buffer of its own; what a follower does with a
// payload it cannot pass on at once is its stream's choice (a log stream
// catches up from the store, a run events stream ends as lagged).
//
// A topic's bus subscription is the hub's, not a subscriber's: it is closed
// when the topic's last follower leaves.
type hub struct {
	bus Bus
	log *slog.Logger

	mu     sync.Mutex
	topics map[string]*topic
}

// follower receives a topic's payloads. The topic's goroutine calls it, one
// call at a time, holding the topic's lock: it must not block, nor follow or
// leave a topic.
type follower interface {
	// event is the next payload, in publish order.
	event(m *message)
	// lagged says payloads may have been missed (the topic's bus
	// subscription lagged); the topic is subscribed again already, so a
	// read of the store now misses nothing after it.
	lagged()
	// ended says the topic ended for good: the bus closed, or it could
	// not be subscribed again.
	ended()
}

// topic is one bus subscription and its followers.
type topic struct {
	name  string
	ready chan struct{} // closed once subscribed, or failed (err)
	err   error

	mu        sync.Mutex
	sub       *events.Subscription
	followers map[follower]struct{}
	left      bool // its last follower left: it is closed and out of the hub
}

func newHub(bus Bus, log *slog.Logger) *hub {
	return &hub{bus: bus, log: log, topics: map[string]*topic{}}
}

// follow adds f to topic name, subscribing the topic on the bus if it is
// the first follower, and returns once the bus has the subscription: a
// payload published afterwards reaches f. f follows until leave is called
// (the stream calls it when its context ends); ctx bounds only the wait.
func (h *hub) follow(ctx context.Context, name string, f follower) (leave func(), err error) {
	h.mu.Lock()
	t := h.topics[name]
	first := t == nil
	if first {
		t = &topic{name: name, ready: make(chan struct{}), followers: map[follower]struct{}{}}
		h.topics[name] = t
	}
	t.mu.Lock()
	t.followers[f] = struct{}{}
	t.mu.Unlock()
	h.mu.Unlock()

	leave = func() { h.leave(t, f) }
	if first {
		// The hub's subscription outlives the caller's context.
		sub, err := h.bus.Subscribe(context.WithoutCancel(ctx), name)
		t.mu.Lock()
		t.err, t.sub = err, sub
		left := t.left
		t.mu.Unlock()
		close(t.ready)
		switch {
		case err != nil:
			h.drop(t)
		case left:
			sub.Close()
		default:
			go h.run(t, sub)
		}
	}
	select {
	case <-t.ready:
	case <-ctx.Done():
		leave()
		return nil, ctx.Err()
	}
	if t.err != nil {
		leave()
		return nil, t.err
	}
	return leave, nil
}

// leave removes f from t; the last follower to leave closes the topic.
func (h *hub) leave(t *topic, f follower) {
	h.mu.Lock()
	t.mu.Lock()
	delete(t.followers, f)
	var sub *events.Subscription
	if len(t.followers) == 0 && !t.left {
		t.left = true
		sub = t.sub
		if h.topics[t.name] == t {
			delete(h.topics, t.name)
		}
	}
	t.mu.Unlock()
	h.mu.Unlock()
	if sub != nil {
		sub.Close()
	}
}

// drop takes t out of the hub, so the next follower subscribes afresh.
func (h *hub) drop(t *topic) {
	h.mu.Lock()
	if h.topics[t.name] == t {
		delete(h.topics, t.name)
	}
	h.mu.Unlock()
}

// run reads t's bus subscription and hands each payload to the followers,
// subscribing again after a lag, until the last follower leaves or the
// topic ends.
func (h *hub) run(t *topic, sub *events.Subscription) {
	for {
		for raw := range sub.C() {
			m := &message{raw: raw}
			t.mu.Lock()
			for f := range t.followers {
				f.event(m)
			}
			t.mu.Unlock()
		}
		t.mu.Lock()
		left := t.left
		t.mu.Unlock()
		if left {
			return
		}
		var err error
		if sub.Lagged() {
			// Payloads were missed: subscribe again, then have the
			// followers repair what they mirror.
			h.log.Warn("watch: topic lagged; followers re-read", "topic", t.name, "err", sub.Err())
			sub, err = h.bus.Subscribe(context.Background(), t.name)
		} else {
			err = sub.Err()
		}
		t.mu.Lock()
		if err == nil && !t.left {
			t.sub = sub
			for f := range t.followers {
				f.lagged()
			}
			t.mu.Unlock()
			continue
		}
		if err == nil { // the last follower left meanwhile
			t.mu.Unlock()
			sub.Close()
			return
		}
		// The topic ended (the bus closed, or Redis refused the
		// subscription): its followers end, and the next follower
		// subscribes afresh.
		t.left = true
		for f := range t.followers {
			f.ended()
		}
		t.mu.Unlock()
		h.drop(t)
		if !errors.Is(err, events.ErrClosed) {
			h.log.Warn("watch: topic ended", "topic", t.name, "err", err)
		}
		return
	}
}

// message is one payload, decoded at most once for all of its topic's
// followers (only the topic's goroutine touches it while it delivers).
type message struct {
	raw []byte

	run     *run.Run
	runDone bool

	line     *backends.LogLine
	lineDone bool
}

// Run decodes the payload as a run (the payload of run.Topic and
// run.TenantTopic); nil if it is not one. Followers share the value: read
// it, never modify it.
func (m *message) Run() *run.Run {
	if !m.runDone {
		m.runDone = true
		if r, err := run.Decode(m.raw); err == nil {
			m.run = &r
		}
	}
	return m.run
}

// Line decodes the payload as a log line (the payload of run.LogTopic);
// nil if it is not one. Followers share the value: read it, never modify it.
func (m *message) Line() *backends.LogLine {
	if !m.lineDone {
		m.lineDone = true
		var l backends.LogLine
		if json.Unmarshal(m.raw, &l) == nil && l.Seq > 0 {
			m.line = &l
		}
	}
	return m.line
}

// outbox is a stream's way out that never blocks the hub: put hands a
// value to out at once when it has room, else queues it (up to max) for a
// pump goroutine that lives only while values wait. end closes out after
// the values put before it, or at once when ctx ends.
type outbox[T any] struct {
	ctx   context.Context
	out   chan T
	max   int
	ready func() // after each value on out, and after out closes (Ready)

	mu      sync.Mutex
	pending []T
	pumping bool
	ended   bool
	closed  bool
}

func newOutbox[T any](ctx context.Context, buffer, max int) *outbox[T] {
	return &outbox[T]{ctx: ctx, out: make(chan T, buffer), max: max, ready: readyOf(ctx)}
}

// put offers v in order; false when the outbox ended or already holds max
// values the reader has not taken (the reader lags).
func (o *outbox[T]) put(v T) bool {
	o.mu.Lock()
	defer o.mu.Unlock()
	if o.ended {
		return false
	}
	if !o.pumping {
		select {
		case o.out <- v:
			o.ready()
			return true
		default:
		}
	}
	if len(o.pending) >= o.max {
		return false
	}
	o.pending = append(o.pending, v)
	if !o.pumping {
		o.pumping = true
		go o.pump()
	}
	return true
}

func (o *outbox[T]) pump() {
	var zero T
	for {
		o.mu.Lock()
		if len(o.pending) == 0 || o.ctx.Err() != nil {
			o.pending, o.pumping = nil, false
			if o.ended && !o.closed {
				o.closed = true
				close(o.out)
				o.ready()
			}
			o.mu.Unlock()
			return
		}
		v := o.pending[0] // still pending (counted against max) until sent
		o.mu.Unlock()
		select {
		case o.out <- v:
			o.ready()
		case <-o.ctx.Done():
		}
		o.mu.Lock()
		o.pending[0] = zero
		o.pending = o.pending[1:]
		o.mu.Unlock()
	}
}

// end takes no more values and closes out once those put are taken (the
// pump closes it if it is running).
func (o *outbox[T]) end() {
	o.mu.Lock()
	defer o.mu.Unlock()
	o.ended = true
	if !o.pumping && !o.closed {
		o.closed = true
		close(o.out)
		o.ready()
	}
}
