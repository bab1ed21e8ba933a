package events

import (
	"context"
	"fmt"
)

// Message is one payload for one topic.
type Message struct {
	Topic   string
	Payload []byte
}

// BatchPublisher is a Bus that publishes several messages in one round trip.
type BatchPublisher interface {
	// PublishAll publishes msgs in order, as Publish would one by one.
	PublishAll(ctx context.Context, msgs []Message) error
}

// PublishAll implements BatchPublisher: every message in one pipeline, one
// round trip to Redis.
func (b *Redis) PublishAll(ctx context.Context, msgs []Message) error {
	b.mu.Lock()
	closed := b.closed
	b.mu.Unlock()
	if closed {
		return ErrClosed
	}
	pipe := b.client.Pipeline()
	for _, m := range msgs {
		pipe.Publish(ctx, b.prefix+m.Topic, m.Payload)
	}
	cmds, err := pipe.Exec(ctx)
	for i, c := range cmds {
		if c.Err() != nil {
			return fmt.Errorf("events: publish on %s: %w", msgs[i].Topic, c.Err())
		}
	}
	if err != nil {
		return fmt.Errorf("events: publish: %w", err)
	}
	return nil
}

// PublishAll implements BatchPublisher.
func (b *Memory) PublishAll(ctx context.Context, msgs []Message) error {
	for _, m := range msgs {
		if err := b.Publish(ctx, m.Topic, m.Payload); err != nil {
			return err
		}
	}
	return nil
}
