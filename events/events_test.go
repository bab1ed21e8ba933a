package events_test

import (
	"context"
	"errors"
	"fmt"
	"sync"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"

	"github.com/everdict/everdict/events"
)

// guard bounds every wait for a delivery; reaching it fails the test. It
// is not a synchronisation delay: waits end as soon as the event arrives.
const guard = 10 * time.Second

// factory makes n buses that share one broker — separate replicas for
// Redis, one bus for Memory — each with the given subscription buffer
// (0 = default), closed at cleanup.
type factory func(t *testing.T, buffer, n int) []events.Bus

func memoryFactory(t *testing.T, buffer, n int) []events.Bus {
	b := events.NewMemory(events.MemoryConfig{Buffer: buffer})
	t.Cleanup(func() { b.Close() })
	out := make([]events.Bus, n)
	for i := range out {
		out[i] = b
	}
	return out
}

func TestMemory(t *testing.T) {
	t.Parallel()
	runContract(t, memoryFactory)
}

func TestRedis(t *testing.T) {
	t.Parallel()
	runContract(t, func(t *testing.T, buffer, n int) []events.Bus {
		clients, prefix := newRedisClients(t, n)
		out := make([]events.Bus, n)
		for i, c := range clients {
			out[i] = newRedisBus(t, events.RedisConfig{Client: c, Prefix: prefix, Buffer: buffer})
		}
		return out
	})
}

func TestMemoryZeroValueIsAnOpenBus(t *testing.T) {
	t.Parallel()
	var b events.Memory
	ctx := context.Background()
	s := subscribe(t, &b, ctx, "t")
	publish(t, &b, "t", "hello")
	if diff := cmp.Diff([]string{"hello"}, receive(t, s, 1)); diff != "" {
		t.Errorf("payloads (-want +got):\n%s", diff)
	}
}

func runContract(t *testing.T, newBuses factory) {
	t.Run("a batch publish delivers each message to its topic, in order", func(t *testing.T) {
		t.Parallel()
		buses := newBuses(t, 0, 2)
		a := subscribe(t, buses[1], context.Background(), "a")
		b := subscribe(t, buses[1], context.Background(), "b")
		var msgs []events.Message
		for i := range 5 {
			msgs = append(msgs, events.Message{Topic: "a", Payload: []byte(fmt.Sprint("a", i))},
				events.Message{Topic: "b", Payload: []byte(fmt.Sprint("b", i))})
		}
		bp, ok := buses[0].(events.BatchPublisher)
		if !ok {
			t.Fatalf("%T is not a BatchPublisher", buses[0])
		}
		if err := bp.PublishAll(context.Background(), msgs); err != nil {
			t.Fatal(err)
		}
		if diff := cmp.Diff([]string{"a0", "a1", "a2", "a3", "a4"}, receive(t, a, 5)); diff != "" {
			t.Errorf("topic a (-want +got):\n%s", diff)
		}
		if diff := cmp.Diff([]string{"b0", "b1", "b2", "b3", "b4"}, receive(t, b, 5)); diff != "" {
			t.Errorf("topic b (-want +got):\n%s", diff)
		}
		if err := buses[0].Close(); err != nil {
			t.Fatal(err)
		}
		if err := bp.PublishAll(context.Background(), msgs); !errors.Is(err, events.ErrClosed) {
			t.Errorf("PublishAll on a closed bus = %v, want ErrClosed", err)
		}
	})
	t.Run("a subscriber on another replica receives every payload in publish order", func(t *testing.T) {
		t.Parallel()
		buses := newBuses(t, 0, 2)
		s := subscribe(t, buses[1], context.Background(), "run:1")
		want := publishN(t, buses[0], "run:1", "p", 200)
		if diff := cmp.Diff(want, receive(t, s, len(want))); diff != "" {
			t.Errorf("payloads (-want +got):\n%s", diff)
		}
	})
	t.Run("every subscriber of a topic receives every payload", func(t *testing.T) {
		t.Parallel()
		buses := newBuses(t, 0, 2)
		var subs []*events.Subscription
		for i := range 10 {
			subs = append(subs, subscribe(t, buses[i%2], context.Background(), "run:1"))
		}
		want := publishN(t, buses[0], "run:1", "p", 50)
		for i, s := range subs {
			if diff := cmp.Diff(want, receive(t, s, len(want))); diff != "" {
				t.Errorf("subscriber %d payloads (-want +got):\n%s", i, diff)
			}
		}
	})
	t.Run("a subscriber receives only its own topic", func(t *testing.T) {
		t.Parallel()
		buses := newBuses(t, 0, 2)
		a := subscribe(t, buses[1], context.Background(), "a")
		b := subscribe(t, buses[1], context.Background(), "b")
		for i := range 5 {
			publish(t, buses[0], "a", fmt.Sprint("a", i))
			publish(t, buses[0], "b", fmt.Sprint("b", i))
			publish(t, buses[0], "c", fmt.Sprint("c", i))
		}
		if diff := cmp.Diff([]string{"a0", "a1", "a2", "a3", "a4"}, receive(t, a, 5)); diff != "" {
			t.Errorf("topic a (-want +got):\n%s", diff)
		}
		if diff := cmp.Diff([]string{"b0", "b1", "b2", "b3", "b4"}, receive(t, b, 5)); diff != "" {
			t.Errorf("topic b (-want +got):\n%s", diff)
		}
	})
	t.Run("payloads published before subscribing are not delivered", func(t *testing.T) {
		t.Parallel()
		buses := newBuses(t, 0, 2)
		publish(t, buses[0], "t", "before")
		s := subscribe(t, buses[1], context.Background(), "t")
		publish(t, buses[0], "t", "after")
		if diff := cmp.Diff([]string{"after"}, receive(t, s, 1)); diff != "" {
			t.Errorf("payloads (-want +got):\n%s", diff)
		}
	})
	t.Run("close ends one subscription and leaves the others", func(t *testing.T) {
		t.Parallel()
		buses := newBuses(t, 0, 2)
		closing := subscribe(t, buses[1], context.Background(), "t")
		staying := subscribe(t, buses[1], context.Background(), "t")
		publish(t, buses[0], "t", "1")
		if diff := cmp.Diff([]string{"1"}, receive(t, staying, 1)); diff != "" {
			t.Fatalf("staying subscriber (-want +got):\n%s", diff)
		}
		// The bus hands a payload to its subscribers one after the other:
		// wait until the closing one holds "1" too, so it is buffered when
		// the subscription closes.
		buffered(t, closing, 1)
		if err := closing.Close(); err != nil {
			t.Fatalf("Close: %v", err)
		}
		if err := closing.Close(); err != nil {
			t.Fatalf("second Close: %v", err)
		}
		publish(t, buses[0], "t", "2")
		if diff := cmp.Diff([]string{"2"}, receive(t, staying, 1)); diff != "" {
			t.Errorf("staying subscriber after the close (-want +got):\n%s", diff)
		}
		// The closed one keeps what was buffered, then ends.
		if diff := cmp.Diff([]string{"1"}, drain(t, closing)); diff != "" {
			t.Errorf("closed subscriber (-want +got):\n%s", diff)
		}
		if err := closing.Err(); !errors.Is(err, events.ErrClosed) {
			t.Errorf("Err = %v, want ErrClosed", err)
		}
		if staying.Err() != nil {
			t.Errorf("open subscription's Err = %v, want nil", staying.Err())
		}
	})
	t.Run("a canceled context ends the subscription", func(t *testing.T) {
		t.Parallel()
		buses := newBuses(t, 0, 1)
		ctx, cancel := context.WithCancel(context.Background())
		s := subscribe(t, buses[0], ctx, "t")
		cancel()
		drain(t, s)
		if err := s.Err(); !errors.Is(err, context.Canceled) {
			t.Errorf("Err = %v, want context.Canceled", err)
		}
		// The bus still serves the topic.
		s2 := subscribe(t, buses[0], context.Background(), "t")
		publish(t, buses[0], "t", "x")
		if diff := cmp.Diff([]string{"x"}, receive(t, s2, 1)); diff != "" {
			t.Errorf("payloads (-want +got):\n%s", diff)
		}
	})
	t.Run("subscribing with a done context fails", func(t *testing.T) {
		t.Parallel()
		buses := newBuses(t, 0, 1)
		ctx, cancel := context.WithCancel(context.Background())
		cancel()
		if _, err := buses[0].Subscribe(ctx, "t"); !errors.Is(err, context.Canceled) {
			t.Errorf("Subscribe err = %v, want context.Canceled", err)
		}
	})
	t.Run("a full buffer ends the slow subscriber as lagged and holds up no one", func(t *testing.T) {
		t.Parallel()
		const buffer = 16
		buses := newBuses(t, buffer, 2)
		slow := subscribe(t, buses[1], context.Background(), "t")
		fast := subscribe(t, buses[1], context.Background(), "t")
		first := publishN(t, buses[0], "t", "p", buffer)
		// The fast reader gets all of them while the slow one's buffer is full.
		if diff := cmp.Diff(first, receive(t, fast, buffer)); diff != "" {
			t.Fatalf("fast subscriber (-want +got):\n%s", diff)
		}
		publish(t, buses[0], "t", "overflow")
		publish(t, buses[0], "t", "after")
		if diff := cmp.Diff([]string{"overflow", "after"}, receive(t, fast, 2)); diff != "" {
			t.Errorf("fast subscriber after the overflow (-want +got):\n%s", diff)
		}
		// The slow one gets an unbroken prefix, then the end, told why.
		if diff := cmp.Diff(first, drain(t, slow)); diff != "" {
			t.Errorf("slow subscriber (-want +got):\n%s", diff)
		}
		if !slow.Lagged() || !errors.Is(slow.Err(), events.ErrLagged) {
			t.Errorf("slow subscriber: Lagged = %v, Err = %v; want lagged", slow.Lagged(), slow.Err())
		}
		if fast.Lagged() || fast.Err() != nil {
			t.Errorf("fast subscriber: Lagged = %v, Err = %v; want open", fast.Lagged(), fast.Err())
		}
	})
	t.Run("closing the bus ends its subscriptions and refuses new calls", func(t *testing.T) {
		t.Parallel()
		buses := newBuses(t, 0, 1)
		s := subscribe(t, buses[0], context.Background(), "t")
		if err := buses[0].Close(); err != nil {
			t.Fatalf("Close: %v", err)
		}
		drain(t, s)
		if err := s.Err(); !errors.Is(err, events.ErrClosed) {
			t.Errorf("subscription Err = %v, want ErrClosed", err)
		}
		if _, err := buses[0].Subscribe(context.Background(), "t"); !errors.Is(err, events.ErrClosed) {
			t.Errorf("Subscribe after Close: err = %v, want ErrClosed", err)
		}
		if err := buses[0].Publish(context.Background(), "t", []byte("x")); !errors.Is(err, events.ErrClosed) {
			t.Errorf("Publish after Close: err = %v, want ErrClosed", err)
		}
		if err := buses[0].Close(); err != nil {
			t.Errorf("second Close: %v", err)
		}
	})
	t.Run("an empty topic is refused", func(t *testing.T) {
		t.Parallel()
		buses := newBuses(t, 0, 1)
		if _, err := buses[0].Subscribe(context.Background(), ""); err == nil {
			t.Error("Subscribe to an empty topic succeeded")
		}
	})
	t.Run("concurrent publishers and churning subscribers keep one order for everyone", func(t *testing.T) {
		t.Parallel()
		testConcurrent(t, newBuses)
	})
}

// testConcurrent has publishers on every replica publish numbered payloads
// concurrently while other subscribers come and go on the same topic. The
// steady subscribers must each receive every payload, each publisher's in
// its order, and all of them in one and the same order.
func testConcurrent(t *testing.T, newBuses factory) {
	const (
		publishers = 4
		perPub     = 40
		steady     = 4
		churners   = 4
	)
	buses := newBuses(t, 0, 2)
	ctx := context.Background()
	var subs []*events.Subscription
	for i := range steady {
		subs = append(subs, subscribe(t, buses[i%2], ctx, "t"))
	}
	var wg sync.WaitGroup
	errs := make(chan error, publishers+churners)
	done := make(chan struct{})
	for c := range churners {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for {
				select {
				case <-done:
					return
				default:
				}
				// Half churn the steady topic, half a topic of their own,
				// which each time subscribes and unsubscribes in Redis.
				topic := "t"
				if c >= churners/2 {
					topic = "churn"
				}
				cctx, cancel := context.WithCancel(ctx)
				s, err := buses[c%2].Subscribe(cctx, topic)
				if err != nil {
					cancel()
					errs <- err
					return
				}
				if c%2 == 0 {
					s.Close()
				}
				cancel()
			}
		}()
	}
	var pubs sync.WaitGroup
	for p := range publishers {
		pubs.Add(1)
		go func() {
			defer pubs.Done()
			for i := range perPub {
				if err := buses[p%2].Publish(ctx, "t", fmt.Appendf(nil, "%d:%d", p, i)); err != nil {
					errs <- err
					return
				}
			}
		}()
	}
	pubs.Wait()
	var got [][]string
	for _, s := range subs {
		got = append(got, receive(t, s, publishers*perPub))
	}
	close(done)
	wg.Wait()
	close(errs)
	for err := range errs {
		t.Fatal(err)
	}
	for i, seq := range got {
		next := make([]int, publishers)
		for _, p := range seq {
			var pub, n int
			if _, err := fmt.Sscanf(p, "%d:%d", &pub, &n); err != nil {
				t.Fatalf("payload %q: %v", p, err)
			}
			if n != next[pub] {
				t.Fatalf("subscriber %d: publisher %d's payload %d arrived when %d was due", i, pub, n, next[pub])
			}
			next[pub]++
		}
		if diff := cmp.Diff(got[0], seq); diff != "" {
			t.Errorf("subscriber %d's order differs from subscriber 0's (-0 +%d):\n%s", i, i, diff)
		}
	}
}

func subscribe(t *testing.T, b events.Bus, ctx context.Context, topic string) *events.Subscription {
	t.Helper()
	s, err := b.Subscribe(ctx, topic)
	if err != nil {
		t.Fatalf("Subscribe(%q): %v", topic, err)
	}
	t.Cleanup(func() { s.Close() })
	return s
}

func publish(t *testing.T, b events.Bus, topic, payload string) {
	t.Helper()
	if err := b.Publish(context.Background(), topic, []byte(payload)); err != nil {
		t.Fatalf("Publish(%q): %v", topic, err)
	}
}

// publishN publishes n payloads prefix0 … prefix(n-1) and returns them.
func publishN(t *testing.T, b events.Bus, topic, prefix string, n int) []string {
	t.Helper()
	var out []string
	for i := range n {
		p := fmt.Sprint(prefix, i)
		publish(t, b, topic, p)
		out = append(out, p)
	}
	return out
}

// receive reads n payloads from s, failing if s ends first or they take
// longer than guard.
func receive(t *testing.T, s *events.Subscription, n int) []string {
	t.Helper()
	timeout := time.NewTimer(guard)
	defer timeout.Stop()
	var out []string
	for len(out) < n {
		select {
		case p, ok := <-s.C():
			if !ok {
				t.Fatalf("subscription to %q ended after %d of %d payloads: %v", s.Topic(), len(out), n, s.Err())
			}
			out = append(out, string(p))
		case <-timeout.C:
			t.Fatalf("subscription to %q: %d of %d payloads within %v", s.Topic(), len(out), n, guard)
		}
	}
	return out
}

// drain reads s until it ends and returns what it read.
// buffered waits until s holds n payloads not yet read.
func buffered(t *testing.T, s *events.Subscription, n int) {
	t.Helper()
	timeout := time.NewTimer(guard)
	defer timeout.Stop()
	tick := time.NewTicker(time.Millisecond)
	defer tick.Stop()
	for len(s.C()) < n {
		select {
		case <-tick.C:
		case <-timeout.C:
			t.Fatalf("subscription to %q holds %d payloads, want %d", s.Topic(), len(s.C()), n)
		}
	}
}

func drain(t *testing.T, s *events.Subscription) []string {
	t.Helper()
	timeout := time.NewTimer(guard)
	defer timeout.Stop()
	var out []string
	for {
		select {
		case p, ok := <-s.C():
			if !ok {
				return out
			}
			out = append(out, string(p))
		case <-timeout.C:
			t.Fatalf("subscription to %q did not end within %v (read %d payloads)", s.Topic(), guard, len(out))
		}
	}
}
