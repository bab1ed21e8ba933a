package events_test

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"errors"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"
	"github.com/redis/go-redis/v9"

	"github.com/everdict/everdict/events"
	"github.com/everdict/everdict/internal/redistest"
)

// newRedisClients returns n clients on the test's Redis (see redistest) with their dialers, and a channel prefix
// unique to this test. The clients are closed at cleanup.
func newRedisClients(t *testing.T, n int) ([]*redis.Client, string) {
	clients, _, prefix := newSeverableRedisClients(t, n)
	return clients, prefix
}

func newSeverableRedisClients(t *testing.T, n int) ([]*redis.Client, []*redistest.Severable, string) {
	t.Helper()
	opts := redistest.Options(t)
	var buf [8]byte
	_, _ = rand.Read(buf[:])
	prefix := "evd:test:" + hex.EncodeToString(buf[:]) + ":" // channels, not keys: nothing to delete
	clients := make([]*redis.Client, n)
	dialers := make([]*redistest.Severable, n)
	for i := range clients {
		o := *opts
		dialers[i] = &redistest.Severable{}
		o.Dialer = dialers[i].Dial
		clients[i] = redis.NewClient(&o)
	}
	t.Cleanup(func() {
		for _, c := range clients {
			c.Close()
		}
	})
	return clients, dialers, prefix
}

// newRedisBus opens a bus closed at cleanup (before its client: cleanups
// run last-registered first).
func newRedisBus(t *testing.T, cfg events.RedisConfig) *events.Redis {
	t.Helper()
	b, err := events.NewRedis(cfg)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { b.Close() })
	return b
}

// waitNumSub polls PUBSUB NUMSUB for channel until it equals want, failing after
// guard.
func waitNumSub(t *testing.T, c *redis.Client, channel string, want int64) {
	t.Helper()
	ctx := context.Background()
	deadline := time.Now().Add(guard)
	tick := time.NewTicker(5 * time.Millisecond)
	defer tick.Stop()
	for {
		got, err := c.PubSubNumSub(ctx, channel).Result()
		if err != nil {
			t.Fatalf("PUBSUB NUMSUB: %v", err)
		}
		if got[channel] == want {
			return
		}
		if time.Now().After(deadline) {
			t.Fatalf("PUBSUB NUMSUB %s = %d after %v, want %d", channel, got[channel], guard, want)
		}
		<-tick.C
	}
}

func TestRedisLocalSubscribersShareOneRedisSubscription(t *testing.T) {
	t.Parallel()
	clients, prefix := newRedisClients(t, 2)
	sub := newRedisBus(t, events.RedisConfig{Client: clients[0], Prefix: prefix})
	ctx := context.Background()
	channel := prefix + "run:1"

	var subs []*events.Subscription
	for range 3 {
		subs = append(subs, subscribe(t, sub, ctx, "run:1"))
	}
	// Subscribe returned after the confirmation: no wait is needed here.
	got, err := clients[1].PubSubNumSub(ctx, channel).Result()
	if err != nil {
		t.Fatal(err)
	}
	if diff := cmp.Diff(map[string]int64{channel: 1}, got); diff != "" {
		t.Errorf("NUMSUB with three local subscribers (-want +got):\n%s", diff)
	}
	subs[0].Close()
	subs[1].Close()
	publish(t, sub, "run:1", "still here")
	if diff := cmp.Diff([]string{"still here"}, receive(t, subs[2], 1)); diff != "" {
		t.Errorf("last subscriber (-want +got):\n%s", diff)
	}
	waitNumSub(t, clients[1], channel, 1)
	subs[2].Close()
	waitNumSub(t, clients[1], channel, 0)
}

func TestRedisResubscribingAfterTheLastSubscriberLeftReceives(t *testing.T) {
	t.Parallel()
	clients, prefix := newRedisClients(t, 2)
	sub := newRedisBus(t, events.RedisConfig{Client: clients[0], Prefix: prefix})
	pub := newRedisBus(t, events.RedisConfig{Client: clients[1], Prefix: prefix})
	for i := range 20 {
		ctx, cancel := context.WithCancel(context.Background())
		s := subscribe(t, sub, ctx, "t")
		publish(t, pub, "t", "x")
		if diff := cmp.Diff([]string{"x"}, receive(t, s, 1)); diff != "" {
			t.Fatalf("round %d (-want +got):\n%s", i, diff)
		}
		// Alternate the two ways a subscription ends; either sends
		// UNSUBSCRIBE just before the next round's SUBSCRIBE.
		if i%2 == 0 {
			s.Close()
		} else {
			cancel()
		}
		cancel()
	}
}

func TestRedisLostConnectionEndsSubscribersAsLagged(t *testing.T) {
	t.Parallel()
	clients, dialers, prefix := newSeverableRedisClients(t, 2)
	sub := newRedisBus(t, events.RedisConfig{Client: clients[0], Prefix: prefix})
	pub := newRedisBus(t, events.RedisConfig{Client: clients[1], Prefix: prefix})
	ctx := context.Background()
	a := subscribe(t, sub, ctx, "a")
	b := subscribe(t, sub, ctx, "b")
	publish(t, pub, "a", "before")

	if diff := cmp.Diff([]string{"before"}, receive(t, a, 1)); diff != "" {
		t.Fatalf("before the cut (-want +got):\n%s", diff)
	}
	dialers[0].Sever()
	for _, s := range []*events.Subscription{a, b} {
		drain(t, s)
		if !s.Lagged() || !errors.Is(s.Err(), events.ErrLagged) {
			t.Errorf("subscription to %q after the cut: Lagged = %v, Err = %v; want lagged", s.Topic(), s.Lagged(), s.Err())
		}
	}
	// The next Subscribe connects afresh.
	again := subscribe(t, sub, ctx, "a")
	publish(t, pub, "a", "after")
	if diff := cmp.Diff([]string{"after"}, receive(t, again, 1)); diff != "" {
		t.Errorf("after reconnecting (-want +got):\n%s", diff)
	}
}

func TestRedisSubscribeCanceledWhileWaitingForConfirmation(t *testing.T) {
	t.Parallel()
	clients, prefix := newRedisClients(t, 1)
	b := newRedisBus(t, events.RedisConfig{Client: clients[0], Prefix: prefix})
	// Cancel at once, before any confirmation can arrive, many times over;
	// each SUBSCRIBE sent is then matched by an UNSUBSCRIBE.
	for range 20 {
		ctx, cancel := context.WithCancel(context.Background())
		done := make(chan struct{})
		go func() {
			defer close(done)
			if s, err := b.Subscribe(ctx, "t"); err == nil {
				s.Close()
			} else if !errors.Is(err, context.Canceled) {
				t.Errorf("Subscribe: %v", err)
			}
		}()
		cancel()
		<-done
	}
	s := subscribe(t, b, context.Background(), "t")
	publish(t, b, "t", "x")
	if diff := cmp.Diff([]string{"x"}, receive(t, s, 1)); diff != "" {
		t.Errorf("payloads (-want +got):\n%s", diff)
	}
	s.Close()
	waitNumSub(t, clients[0], prefix+"t", 0)
}

func TestNewRedisWithoutClientFails(t *testing.T) {
	t.Parallel()
	if _, err := events.NewRedis(events.RedisConfig{}); err == nil {
		t.Error("NewRedis without a client succeeded")
	}
}

// TestRedisIdleHubSurvivesHealthChecks idles long enough for the hub to
// ping its connection twice; the pongs keep it, and its subscribers, alive.
func TestRedisIdleHubSurvivesHealthChecks(t *testing.T) {
	t.Parallel()
	const health = 200 * time.Millisecond
	clients, prefix := newRedisClients(t, 2)
	sub := newRedisBus(t, events.RedisConfig{Client: clients[0], Prefix: prefix, HealthCheck: health})
	pub := newRedisBus(t, events.RedisConfig{Client: clients[1], Prefix: prefix})
	s := subscribe(t, sub, context.Background(), "t")
	select {
	case p, ok := <-s.C():
		t.Fatalf("idle subscription delivered %q (open %v): %v", p, ok, s.Err())
	case <-time.After(5 * health / 2): // idle time for the test to cover, not a synchronisation
	}
	publish(t, pub, "t", "x")
	if diff := cmp.Diff([]string{"x"}, receive(t, s, 1)); diff != "" {
		t.Errorf("payloads (-want +got):\n%s", diff)
	}
}
