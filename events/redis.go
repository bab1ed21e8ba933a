package events

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"net"
	"sync"
	"time"

	"github.com/redis/go-redis/v9"
)

// Defaults of RedisConfig.
const (
	// PrefixDefault starts the Redis channel of every topic when
	// RedisConfig.Prefix is empty.
	PrefixDefault = "evd:events:"
	// HealthCheckDefault is how long the hub's connection may stay silent
	// before it is pinged; a ping unanswered as long again fails it.
	HealthCheckDefault = 30 * time.Second
)

// RedisConfig configures a Redis bus.
type RedisConfig struct {
	// Client is the Redis connection. Required; the bus never closes it.
	Client redis.UniversalClient
	// Prefix starts the Redis channel of every topic; "" means
	// PrefixDefault. Replicas sharing events must use the same prefix.
	Prefix string
	// Buffer is each subscription's buffer; 0 means BufferDefault.
	Buffer int
	// HealthCheck is how long the hub's connection may stay silent before
	// it is pinged; 0 means HealthCheckDefault.
	HealthCheck time.Duration
	// Logger records lagging subscribers and lost connections; nil
	// discards.
	Logger *slog.Logger
}

// Redis is a Bus across replicas: Publish is a Redis PUBLISH, and every
// replica's subscribers receive it, the publishing replica's included, in
// the one order Redis gives the channel. It is safe for concurrent use. The
// zero value is not usable; call NewRedis.
//
// It is a hub: one Redis connection carries the process's subscriptions,
// and each topic is subscribed in Redis once, when its first local
// subscriber arrives, and unsubscribed when its last one leaves. Subscribe
// returns once Redis has confirmed the topic's subscription, so a payload
// published after it returns, from any replica, is delivered.
//
// If that connection fails, payloads may have been missed while it was
// down, so every subscription is ended with an error wrapping ErrLagged and
// the next Subscribe opens a new connection.
type Redis struct {
	client redis.UniversalClient
	prefix string
	buffer int
	health time.Duration
	log    *slog.Logger

	mu     sync.Mutex
	closed bool
	ps     *redis.PubSub // nil until a subscriber needs it, and after a failure
	topics map[string]*hubTopic
	// pending holds, per channel, one waiter per SUBSCRIBE sent and not
	// yet confirmed, in the order sent: Redis confirms in that order.
	pending map[string][]*waiter
	loops   sync.WaitGroup // receive loops and closes of retired connections
}

// hubTopic is one subscribed channel and its local subscribers.
type hubTopic struct {
	subs map[*Subscription]struct{}
	// ready is the waiter of the SUBSCRIBE that serves these subscribers;
	// until Redis confirms it, payloads on the channel are not theirs.
	ready *waiter
}

// waiter is one SUBSCRIBE awaiting confirmation: done closes when Redis
// confirms it (err nil) or the connection fails first (err set).
type waiter struct {
	done chan struct{}
	err  error
}

func (w *waiter) confirmed() bool {
	select {
	case <-w.done:
		return w.err == nil
	default:
		return false
	}
}

var _ Bus = (*Redis)(nil)

// NewRedis returns a Redis bus over cfg.Client. It connects lazily, on the
// first Subscribe.
func NewRedis(cfg RedisConfig) (*Redis, error) {
	if cfg.Client == nil {
		return nil, errors.New("new redis bus: nil client")
	}
	b := &Redis{
		client:  cfg.Client,
		prefix:  cfg.Prefix,
		buffer:  bufferSize(cfg.Buffer),
		health:  cfg.HealthCheck,
		log:     cfg.Logger,
		topics:  map[string]*hubTopic{},
		pending: map[string][]*waiter{},
	}
	if b.prefix == "" {
		b.prefix = PrefixDefault
	}
	if b.health <= 0 {
		b.health = HealthCheckDefault
	}
	if b.log == nil {
		b.log = slog.New(slog.DiscardHandler)
	}
	return b, nil
}

// Publish implements Bus. It returns once Redis has accepted the payload.
func (b *Redis) Publish(ctx context.Context, topic string, payload []byte) error {
	b.mu.Lock()
	closed := b.closed
	b.mu.Unlock()
	if closed {
		return ErrClosed
	}
	if err := b.client.Publish(ctx, b.prefix+topic, payload).Err(); err != nil {
		return fmt.Errorf("events: publish on %s: %w", topic, err)
	}
	return nil
}

// Subscribe implements Bus. It waits for Redis to confirm the topic's
// subscription, unless another local subscriber already did.
func (b *Redis) Subscribe(ctx context.Context, topic string) (*Subscription, error) {
	if topic == "" {
		return nil, errors.New("events: subscribe: empty topic")
	}
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	channel := b.prefix + topic
	s := newSubscription(topic, b.buffer, b.detach)

	b.mu.Lock()
	if b.closed {
		b.mu.Unlock()
		return nil, ErrClosed
	}
	t := b.topics[channel]
	if t == nil {
		w, err := b.subscribeLocked(ctx, channel)
		if err != nil {
			b.mu.Unlock()
			return nil, fmt.Errorf("events: subscribe to %s: %w", topic, err)
		}
		t = &hubTopic{subs: map[*Subscription]struct{}{}, ready: w}
		b.topics[channel] = t
	}
	t.subs[s] = struct{}{}
	w := t.ready
	b.mu.Unlock()

	select {
	case <-w.done:
		if w.err != nil {
			s.end(w.err)
			return nil, fmt.Errorf("events: subscribe to %s: %w", topic, w.err)
		}
	case <-ctx.Done():
		if s.end(ctx.Err()) {
			s.detach(s)
		}
		return nil, ctx.Err()
	}
	s.watch(ctx)
	return s, nil
}

// subscribeLocked sends SUBSCRIBE for channel, opening the hub's connection
// first if there is none, and returns the waiter its confirmation closes.
func (b *Redis) subscribeLocked(ctx context.Context, channel string) (*waiter, error) {
	// The write outlives a canceled caller: a half-sent command would
	// break the connection every subscriber shares.
	ctx = context.WithoutCancel(ctx)
	fresh := b.ps == nil
	if fresh {
		b.ps = b.client.Subscribe(ctx)
	}
	ps := b.ps
	if err := ps.Subscribe(ctx, channel); err != nil {
		b.failLocked(ps, err)
		b.closeAsync(ps)
		return nil, err
	}
	if fresh {
		b.loops.Add(1)
		go b.receive(ps)
	}
	w := &waiter{done: make(chan struct{})}
	b.pending[channel] = append(b.pending[channel], w)
	return w, nil
}

// detach removes s from its topic; the last subscriber to leave
// unsubscribes the channel in Redis.
func (b *Redis) detach(s *Subscription) {
	b.mu.Lock()
	defer b.mu.Unlock()
	channel := b.prefix + s.topic
	t := b.topics[channel]
	if t == nil {
		return
	}
	delete(t.subs, s)
	b.dropIfEmptyLocked(channel, t)
}

func (b *Redis) dropIfEmptyLocked(channel string, t *hubTopic) {
	if len(t.subs) > 0 {
		return
	}
	delete(b.topics, channel)
	if b.ps == nil {
		return
	}
	// A pending SUBSCRIBE keeps its place in b.pending: its confirmation
	// still arrives, before any later SUBSCRIBE's.
	ps := b.ps
	if err := ps.Unsubscribe(context.Background(), channel); err != nil {
		b.failLocked(ps, err)
		b.closeAsync(ps)
	}
}

// closeAsync closes a retired hub connection without holding up the caller,
// who holds b.mu (closing may wait on a reconnect in progress); Close waits
// for it.
func (b *Redis) closeAsync(ps *redis.PubSub) {
	b.loops.Add(1)
	go func() {
		defer b.loops.Done()
		ps.Close()
	}()
}

// receive reads the hub connection ps until it fails or is closed.
func (b *Redis) receive(ps *redis.PubSub) {
	defer b.loops.Done()
	ctx := context.Background()
	pinged := false
	for {
		msg, err := ps.ReceiveTimeout(ctx, b.health)
		if err != nil {
			var ne net.Error
			if errors.As(err, &ne) && ne.Timeout() {
				if !pinged {
					pinged = true
					if err = ps.Ping(ctx); err == nil {
						continue
					}
				} else {
					err = fmt.Errorf("no reply to a ping within %v", b.health)
				}
			}
			b.mu.Lock()
			failed := b.failLocked(ps, err)
			b.mu.Unlock()
			if failed {
				ps.Close()
			}
			return
		}
		pinged = false
		switch msg := msg.(type) {
		case *redis.Subscription:
			if msg.Kind == "subscribe" {
				b.confirm(ps, msg.Channel)
			}
		case *redis.Message:
			b.dispatch(ps, msg)
		}
	}
}

// confirm pops the oldest waiter of channel's SUBSCRIBEs.
func (b *Redis) confirm(ps *redis.PubSub, channel string) {
	b.mu.Lock()
	defer b.mu.Unlock()
	if b.ps != ps {
		return
	}
	q := b.pending[channel]
	if len(q) == 0 {
		b.log.Warn("events: unexpected subscribe confirmation", "channel", channel)
		return
	}
	if len(q) == 1 {
		delete(b.pending, channel)
	} else {
		b.pending[channel] = q[1:]
	}
	close(q[0].done)
}

// dispatch hands a payload to the channel's local subscribers, once their
// SUBSCRIBE is confirmed.
func (b *Redis) dispatch(ps *redis.PubSub, msg *redis.Message) {
	b.mu.Lock()
	defer b.mu.Unlock()
	if b.ps != ps {
		return
	}
	t := b.topics[msg.Channel]
	if t == nil || !t.ready.confirmed() {
		return
	}
	payload := []byte(msg.Payload)
	for s := range t.subs {
		if !s.deliver(payload) {
			delete(t.subs, s)
			lagged(b.log, s.topic)
		}
	}
	b.dropIfEmptyLocked(msg.Channel, t)
}

// failLocked retires ps after err: every subscription ends as lagged and
// every pending Subscribe fails. It reports whether ps was still the hub's
// connection (false once Close or an earlier failure retired it); the
// caller then closes ps outside the lock.
func (b *Redis) failLocked(ps *redis.PubSub, err error) bool {
	if b.ps != ps {
		return false
	}
	b.log.Warn("events: redis subscription connection lost; subscribers must re-sync", "err", err)
	lag := fmt.Errorf("%w: redis subscription connection lost: %v", ErrLagged, err)
	b.retireLocked(lag)
	return true
}

// retireLocked forgets the hub connection, ends every subscription with
// err and fails every pending Subscribe with it.
func (b *Redis) retireLocked(err error) {
	b.ps = nil
	for _, t := range b.topics {
		for s := range t.subs {
			s.end(err)
		}
	}
	for _, q := range b.pending {
		for _, w := range q {
			w.err = err
			close(w.done)
		}
	}
	b.topics = map[string]*hubTopic{}
	b.pending = map[string][]*waiter{}
}

// Close implements Bus. It waits for the hub's receive loop to stop.
func (b *Redis) Close() error {
	b.mu.Lock()
	if b.closed {
		b.mu.Unlock()
		return nil
	}
	b.closed = true
	ps := b.ps
	b.retireLocked(ErrClosed)
	b.mu.Unlock()
	if ps != nil {
		ps.Close()
	}
	b.loops.Wait()
	return nil
}
