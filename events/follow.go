package events

import (
	"context"
	"fmt"
	"log/slog"
	"time"

	"github.com/everdict/everdict/clock"
)

// RetryDefault is how long Follow waits before subscribing again after a
// failed subscribe, when a FollowConfig's Retry is zero.
const RetryDefault = time.Second

// Subscriber is what Follow needs of a Bus.
type Subscriber interface {
	Subscribe(ctx context.Context, topic string) (*Subscription, error)
}

// FollowConfig says what a follower does with a topic.
type FollowConfig struct {
	// Handle is called with each payload, in order, on the follower's
	// goroutine. Required.
	Handle func(payload []byte)
	// Repair is called after the follower subscribed again (its last
	// subscription ended lagged, or the bus lost its connection): payloads
	// may have been missed, so the caller re-reads what it mirrors. Nil
	// means nothing to repair.
	Repair func()
	// Retry is the wait between failed subscribes; zero means RetryDefault.
	Retry time.Duration
	// Clock times the retries; nil means the wall clock.
	Clock clock.Clock
	// Logger hears of ended subscriptions and failed subscribes; nil
	// discards.
	Logger *slog.Logger
}

// Follow subscribes to topic and returns a loop that hands every payload to
// cfg.Handle until ctx ends, subscribing again (then calling cfg.Repair)
// whenever the bus ends the subscription. The first subscription is made
// before Follow returns, so a payload published after that is heard; its
// error is Follow's. Run the loop on a goroutine of the caller's lifecycle
// (startstop.Base.Go); it returns when ctx is done.
func Follow(ctx context.Context, bus Subscriber, topic string, cfg FollowConfig) (func(), error) {
	if cfg.Handle == nil {
		return nil, fmt.Errorf("follow %s: Handle is required", topic)
	}
	if cfg.Retry <= 0 {
		cfg.Retry = RetryDefault
	}
	if cfg.Clock == nil {
		cfg.Clock = clock.System{}
	}
	if cfg.Logger == nil {
		cfg.Logger = slog.New(slog.DiscardHandler)
	}
	sub, err := bus.Subscribe(ctx, topic)
	if err != nil {
		return nil, fmt.Errorf("subscribe %s: %w", topic, err)
	}
	return func() {
		for {
			for payload := range sub.C() {
				cfg.Handle(payload)
			}
			if ctx.Err() != nil {
				return
			}
			cfg.Logger.Warn("subscription ended; subscribing again", "topic", topic, "err", sub.Err())
			for {
				next, err := bus.Subscribe(ctx, topic)
				if err == nil {
					sub = next
					break
				}
				cfg.Logger.Warn("subscribe", "topic", topic, "err", err)
				select {
				case <-ctx.Done():
					return
				case <-cfg.Clock.After(cfg.Retry):
				}
			}
			if cfg.Repair != nil {
				cfg.Repair()
			}
		}
	}, nil
}
