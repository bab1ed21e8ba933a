package events

import (
	"context"
	"errors"
	"log/slog"
	"sync"
)

// MemoryConfig configures a Memory bus. The zero value buffers
// BufferDefault payloads per subscription and logs nothing.
type MemoryConfig struct {
	// Buffer is each subscription's buffer; 0 means BufferDefault.
	Buffer int
	// Logger records lagging subscribers; nil discards.
	Logger *slog.Logger
}

// Memory is a Bus within one process. It is safe for concurrent use. Its
// zero value is an open bus with the zero MemoryConfig.
//
// Publish fans out under one lock, so concurrent publishers on a topic are
// seen by every subscriber in the same order.
type Memory struct {
	cfg MemoryConfig

	mu     sync.Mutex
	topics map[string]map[*Subscription]struct{}
	closed bool
}

var _ Bus = (*Memory)(nil)

// NewMemory returns an open Memory bus.
func NewMemory(cfg MemoryConfig) *Memory {
	return &Memory{cfg: cfg}
}

// Publish implements Bus. It delivers to each subscriber's buffer before
// returning and never blocks on a subscriber.
func (b *Memory) Publish(ctx context.Context, topic string, payload []byte) error {
	if err := ctx.Err(); err != nil {
		return err
	}
	b.mu.Lock()
	defer b.mu.Unlock()
	if b.closed {
		return ErrClosed
	}
	subs := b.topics[topic]
	for s := range subs {
		if !s.deliver(payload) {
			delete(subs, s)
			lagged(b.cfg.Logger, topic)
		}
	}
	if len(subs) == 0 {
		delete(b.topics, topic)
	}
	return nil
}

// Subscribe implements Bus.
func (b *Memory) Subscribe(ctx context.Context, topic string) (*Subscription, error) {
	if topic == "" {
		return nil, errors.New("events: subscribe: empty topic")
	}
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	s := newSubscription(topic, bufferSize(b.cfg.Buffer), b.detach)
	b.mu.Lock()
	if b.closed {
		b.mu.Unlock()
		return nil, ErrClosed
	}
	if b.topics == nil {
		b.topics = map[string]map[*Subscription]struct{}{}
	}
	subs := b.topics[topic]
	if subs == nil {
		subs = map[*Subscription]struct{}{}
		b.topics[topic] = subs
	}
	subs[s] = struct{}{}
	b.mu.Unlock()
	s.watch(ctx)
	return s, nil
}

// Close implements Bus.
func (b *Memory) Close() error {
	b.mu.Lock()
	defer b.mu.Unlock()
	if b.closed {
		return nil
	}
	b.closed = true
	for _, subs := range b.topics {
		for s := range subs {
			s.end(ErrClosed)
		}
	}
	b.topics = nil
	return nil
}

func (b *Memory) detach(s *Subscription) {
	b.mu.Lock()
	defer b.mu.Unlock()
	subs := b.topics[s.topic]
	delete(subs, s)
	if len(subs) == 0 {
		delete(b.topics, s.topic)
	}
}

func lagged(log *slog.Logger, topic string) {
	if log != nil {
		log.Warn("events: subscriber lagged; ended so it re-syncs", "topic", topic)
	}
}
