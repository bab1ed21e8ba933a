// Package events is Everdict's event bus: publishers name a topic and send
// opaque payloads; subscribers receive every payload published on the topic
// after their Subscribe returned, in publish order, on a channel.
//
// Two implementations satisfy Bus: Memory fans out within one process, and
// Redis fans out across replicas through Redis PUBLISH / SUBSCRIBE, holding
// one Redis subscription per topic for all of the process's local
// subscribers (the subscription hub).
//
// # Slow subscribers
//
// Delivery never blocks: each subscription has a bounded buffer. When a
// payload finds it full, the subscription is ended as lagged instead of
// losing that payload quietly: C is closed after the payloads already
// buffered (an unbroken prefix of the stream), and Err reports ErrLagged.
// A consumer that sees ErrLagged re-reads the state it mirrors from the
// store and subscribes again. A Redis bus whose connection fails (so that
// payloads may have been missed) ends its subscriptions the same way. A
// payload is therefore never dropped from the middle of a stream without
// the subscriber being told.
package events

import (
	"context"
	"errors"
	"sync"
)

// BufferDefault is the per-subscription buffer when a config's Buffer is 0.
const BufferDefault = 256

// Sentinel errors.
var (
	// ErrClosed: the subscription was closed by its Close, or the bus by
	// its Close; a closed bus refuses Publish and Subscribe with it.
	ErrClosed = errors.New("events: closed")
	// ErrLagged: the subscription may have missed payloads — its buffer
	// overflowed, or the bus lost its connection — so it was ended.
	ErrLagged = errors.New("events: subscriber lagged")
)

// Bus publishes payloads to the subscribers of a topic. Implementations are
// safe for concurrent use.
type Bus interface {
	// Publish sends payload to every current subscriber of topic, without
	// waiting for them. The bus keeps payload; the caller must not modify
	// it afterwards.
	Publish(ctx context.Context, topic string, payload []byte) error
	// Subscribe starts a subscription to topic that receives every payload
	// published after Subscribe returns. It ends when ctx is done, when it
	// is closed, when it lags, or when the bus closes.
	Subscribe(ctx context.Context, topic string) (*Subscription, error)
	// Close ends every subscription with ErrClosed; later calls fail with
	// ErrClosed. It does not close connections the bus was given.
	Close() error
}

// Subscription is one subscriber's stream of a topic's payloads. It is safe
// for concurrent use. Payloads are shared by every subscriber: read them,
// never modify them.
type Subscription struct {
	topic  string
	ch     chan []byte
	detach func(*Subscription) // removes it from its bus; idempotent

	mu   sync.Mutex
	err  error       // non-nil once ended; ch is closed then
	stop func() bool // stops the context watch
}

func newSubscription(topic string, buffer int, detach func(*Subscription)) *Subscription {
	return &Subscription{topic: topic, ch: make(chan []byte, buffer), detach: detach}
}

// Topic is the topic subscribed to.
func (s *Subscription) Topic() string { return s.topic }

// C delivers the payloads in publish order. It is closed when the
// subscription ends; Err then says why.
func (s *Subscription) C() <-chan []byte { return s.ch }

// Err is nil while the subscription is open. Once C is closed it is
// ErrClosed (Close, or the bus closed), an error wrapping ErrLagged (the
// subscription may have missed payloads: re-sync), or the error of the
// context Subscribe was given.
func (s *Subscription) Err() error {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.err
}

// Lagged reports whether the subscription ended because it may have missed
// payloads (Err wraps ErrLagged).
func (s *Subscription) Lagged() bool { return errors.Is(s.Err(), ErrLagged) }

// Close ends the subscription with ErrClosed and closes C; payloads still
// buffered stay readable. Closing an ended subscription does nothing.
// It always returns nil.
func (s *Subscription) Close() error {
	if s.end(ErrClosed) {
		s.detach(s)
	}
	return nil
}

// watch ends the subscription with ctx's error when ctx is done.
func (s *Subscription) watch(ctx context.Context) {
	stop := context.AfterFunc(ctx, func() {
		if s.end(ctx.Err()) {
			s.detach(s)
		}
	})
	s.mu.Lock()
	if s.err != nil {
		s.mu.Unlock()
		stop()
		return
	}
	s.stop = stop
	s.mu.Unlock()
}

// end records err, closes C and stops the context watch, unless the
// subscription already ended; it reports whether it ended it. It does not
// detach: the caller does, unless it holds the bus's lock and removes the
// subscription itself.
func (s *Subscription) end(err error) bool {
	s.mu.Lock()
	stop, ended := s.endLocked(err)
	s.mu.Unlock()
	if stop != nil {
		stop()
	}
	return ended
}

func (s *Subscription) endLocked(err error) (stop func() bool, ended bool) {
	if s.err != nil {
		return nil, false
	}
	s.err = err
	close(s.ch)
	stop, s.stop = s.stop, nil
	return stop, true
}

// deliver offers payload without blocking. A full buffer ends the
// subscription with lag. It reports whether the subscription is still
// open; the caller (holding the bus's lock) removes one that is not.
func (s *Subscription) deliver(payload []byte) bool {
	s.mu.Lock()
	if s.err != nil {
		s.mu.Unlock()
		return false
	}
	select {
	case s.ch <- payload:
		s.mu.Unlock()
		return true
	default:
	}
	stop, _ := s.endLocked(ErrLagged)
	s.mu.Unlock()
	if stop != nil {
		stop()
	}
	return false
}

// bufferSize normalizes a config's Buffer.
func bufferSize(n int) int {
	if n <= 0 {
		return BufferDefault
	}
	return n
}
