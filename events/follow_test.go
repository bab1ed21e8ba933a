package events_test

import (
	"context"
	"errors"
	"sync"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"

	"github.com/everdict/everdict/clock/clocktest"
	"github.com/everdict/everdict/events"
)

// failing refuses its first n subscribes.
type failing struct {
	events.Subscriber
	mu sync.Mutex
	n  int
}

func (f *failing) Subscribe(ctx context.Context, topic string) (*events.Subscription, error) {
	f.mu.Lock()
	defer f.mu.Unlock()
	if f.n > 0 {
		f.n--
		return nil, errors.New("bus down")
	}
	return f.Subscriber.Subscribe(ctx, topic)
}

func TestAFollowerResubscribesAndRepairsAfterItsSubscriptionLagged(t *testing.T) {
	t.Parallel()
	bus := events.NewMemory(events.MemoryConfig{Buffer: 1})
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	got := make(chan string, 16)
	entered, hold := make(chan struct{}), make(chan struct{})
	repaired := make(chan struct{}, 1)
	loop, err := events.Follow(ctx, bus, "t", events.FollowConfig{
		Handle: func(p []byte) {
			if string(p) == "first" {
				close(entered)
				<-hold // the follower is slow: the topic overflows its buffer
			}
			got <- string(p)
		},
		Repair: func() { repaired <- struct{}{} },
	})
	if err != nil {
		t.Fatal(err)
	}
	done := make(chan struct{})
	go func() { loop(); close(done) }()
	if err := bus.Publish(ctx, "t", []byte("first")); err != nil {
		t.Fatal(err)
	}
	<-entered
	for _, p := range []string{"second", "third", "lost"} {
		if err := bus.Publish(ctx, "t", []byte(p)); err != nil {
			t.Fatal(err)
		}
	}
	close(hold)
	<-repaired
	if err := bus.Publish(ctx, "t", []byte("after")); err != nil {
		t.Fatal(err)
	}
	var seen []string
	for p := range got {
		seen = append(seen, p)
		if p == "after" {
			break
		}
	}
	// What the lagged subscription buffered before it ended is handed on;
	// what overflowed is repaired, not handled.
	if diff := cmp.Diff([]string{"first", "second", "after"}, seen); diff != "" {
		t.Errorf("payloads handled (-want +got):\n%s", diff)
	}
	cancel()
	<-done
}

func TestAFollowerRetriesAFailedSubscribeUntilTheBusAnswers(t *testing.T) {
	t.Parallel()
	mem := events.NewMemory(events.MemoryConfig{Buffer: 1})
	bus := &failing{Subscriber: mem}
	if _, err := events.Follow(context.Background(), &failing{Subscriber: mem, n: 1}, "t", events.FollowConfig{Handle: func([]byte) {}}); err == nil {
		t.Fatal("Follow over a bus that refuses the first subscribe succeeded")
	}
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	got := make(chan string, 16)
	repaired := make(chan struct{}, 1)
	entered, hold := make(chan struct{}), make(chan struct{})
	clk := clocktest.New(time.Date(2026, 12, 1, 12, 0, 0, 0, time.UTC))
	loop, err := events.Follow(ctx, bus, "t", events.FollowConfig{
		Handle: func(p []byte) {
			if string(p) == "a" {
				close(entered)
				<-hold
			}
			got <- string(p)
		},
		Repair: func() { repaired <- struct{}{} },
		Clock:  clk,
	})
	if err != nil {
		t.Fatal(err)
	}
	go loop()
	bus.mu.Lock()
	bus.n = 3 // the next three subscribes fail
	bus.mu.Unlock()
	// Overflow the one-payload buffer while the follower is busy: the
	// subscription lags and the follower must subscribe again.
	_ = mem.Publish(ctx, "t", []byte("a"))
	<-entered
	for _, p := range []string{"b", "c"} {
		_ = mem.Publish(ctx, "t", []byte(p))
	}
	close(hold)
	for range 3 { // a wait after each refused subscribe
		clk.BlockUntil(t, 1)
		clk.Advance(time.Hour)
	}
	<-repaired
	bus.mu.Lock()
	left := bus.n
	bus.mu.Unlock()
	if left != 0 {
		t.Errorf("the follower repaired with %d failing subscribes still to come", left)
	}
	if err := mem.Publish(ctx, "t", []byte("after")); err != nil {
		t.Fatal(err)
	}
	for p := range got {
		if p == "after" {
			break
		}
	}
}
