package subscriptions_test

import (
	"context"
	"fmt"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/redis/go-redis/v9"

	"github.com/everdict/everdict/clock/clocktest"
	"github.com/everdict/everdict/internal/redistest"
	"github.com/everdict/everdict/subscriptions"
)

// counter is what the server asks of both implementations.
type counter interface {
	Take(ctx context.Context, tenant string, max int) (func(), bool, error)
}

// factory makes n handles on one fresh count: for Redis, one counter per
// simulated server, each with its own connection, sharing a prefix.
type factory func(t *testing.T, clock *clocktest.Clock, n int) []counter

func memory(_ *testing.T, _ *clocktest.Clock, n int) []counter {
	m := subscriptions.NewMemory()
	out := make([]counter, n)
	for i := range out {
		out[i] = m
	}
	return out
}

func onRedis(t *testing.T, clock *clocktest.Clock, n int) []counter {
	out := make([]counter, n)
	for i, r := range redisCounters(t, clock, n) {
		out[i] = r
	}
	return out
}

const ttl = 30 * time.Second

// newClock returns a test clock at a fixed start.
func newClock() *clocktest.Clock { return clocktest.New(time.Date(2025, 1, 1, 0, 0, 0, 0, time.UTC)) }

// redisCounters returns n counters on the test's Redis sharing a prefix,
// each with its own client, and the client of the first.
func redisCounters(t *testing.T, clock *clocktest.Clock, n int) []*subscriptions.Redis {
	t.Helper()
	clients, prefix := redistest.Clients(t, n)
	out := make([]*subscriptions.Redis, n)
	for i, c := range clients {
		cfg := subscriptions.RedisConfig{Client: c, Prefix: prefix, LeaseTTL: ttl}
		if clock != nil {
			cfg.Clock = clock
		}
		r, err := subscriptions.NewRedis(cfg)
		if err != nil {
			t.Fatal(err)
		}
		out[i] = r
	}
	return out
}

func take(t *testing.T, c counter, tenant string, max int) (func(), bool) {
	t.Helper()
	release, ok, err := c.Take(context.Background(), tenant, max)
	if err != nil {
		t.Fatalf("Take(%q, %d): %v", tenant, max, err)
	}
	return release, ok
}

// TestContract runs what both implementations promise.
func TestContract(t *testing.T) {
	t.Parallel()
	for name, open := range map[string]factory{"memory": memory, "redis": onRedis} {
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			t.Run("a tenant takes up to its maximum over every handle, then is refused", func(t *testing.T) {
				t.Parallel()
				cs := open(t, newClock(), 2)
				for i := range 3 {
					if _, ok := take(t, cs[i%2], "acme", 3); !ok {
						t.Fatalf("take %d of 3 refused", i+1)
					}
				}
				for i, c := range cs {
					if _, ok := take(t, c, "acme", 3); ok {
						t.Errorf("handle %d: a fourth take of 3 admitted", i)
					}
				}
			})
			t.Run("another tenant has slots of its own", func(t *testing.T) {
				t.Parallel()
				c := open(t, newClock(), 1)[0]
				take(t, c, "acme", 1)
				if _, ok := take(t, c, "globex", 1); !ok {
					t.Error("globex refused while only acme holds a slot")
				}
			})
			t.Run("a release gives one slot back, however often it is called", func(t *testing.T) {
				t.Parallel()
				cs := open(t, newClock(), 2)
				release, _ := take(t, cs[0], "acme", 2)
				take(t, cs[1], "acme", 2)
				release()
				release()
				if _, ok := take(t, cs[1], "acme", 2); !ok {
					t.Fatal("refused after a release")
				}
				if _, ok := take(t, cs[0], "acme", 2); ok {
					t.Error("a second release gave back a second slot")
				}
			})
			t.Run("concurrent takes admit exactly the maximum", func(t *testing.T) {
				t.Parallel()
				const n, max = 32, 5
				cs := open(t, newClock(), 2)
				var admitted atomic.Int32
				start := make(chan struct{})
				errs := make(chan error, n)
				var wg sync.WaitGroup
				for i := range n {
					wg.Go(func() {
						<-start
						_, ok, err := cs[i%2].Take(context.Background(), "acme", max)
						if err != nil {
							errs <- err
						} else if ok {
							admitted.Add(1)
						}
					})
				}
				close(start)
				wg.Wait()
				close(errs)
				for err := range errs {
					t.Fatal(err)
				}
				if got := admitted.Load(); got != max {
					t.Errorf("%d of %d concurrent takes admitted, want exactly %d", got, n, max)
				}
			})
		})
	}
}

// TestAnExpiredLeaseFreesItsSlot: a server that died holding slots (no
// release, no renewal) gives them back when their leases expire, not
// before.
func TestAnExpiredLeaseFreesItsSlot(t *testing.T) {
	t.Parallel()
	clock := newClock()
	rs := redisCounters(t, clock, 2)
	dead, alive := rs[0], rs[1]
	take(t, dead, "acme", 2)
	take(t, dead, "acme", 2)
	clock.Advance(ttl - time.Millisecond)
	if _, ok := take(t, alive, "acme", 2); ok {
		t.Fatal("a slot came back before its lease expired")
	}
	clock.Advance(time.Millisecond)
	for i := range 2 {
		if _, ok := take(t, alive, "acme", 2); !ok {
			t.Fatalf("take %d after the dead server's leases expired refused", i+1)
		}
	}
}

// TestTheRenewerKeepsLiveSlotsAndADeadServersExpire: the renewer renews
// every TTL/3, so a live server's slots outlast many TTLs; once it stops,
// they expire after one.
func TestTheRenewerKeepsLiveSlotsAndADeadServersExpire(t *testing.T) {
	t.Parallel()
	clock := newClock()
	rs := redisCounters(t, clock, 2)
	holder, other := rs[0], rs[1]
	take(t, holder, "acme", 1)
	if err := holder.Start(context.Background()); err != nil {
		t.Fatal(err)
	}
	stopped := false
	t.Cleanup(func() {
		if !stopped {
			holder.Stop()
		}
	})
	clock.BlockUntil(t, 1) // the renewer waits for its first tick
	for range 6 {          // two TTLs
		clock.Advance(ttl / 3)
		clock.BlockUntil(t, 1) // renewed, waiting for the next tick
	}
	if _, ok := take(t, other, "acme", 1); ok {
		t.Fatal("a renewed slot was taken by another server")
	}
	holder.Stop()
	stopped = true
	clock.Advance(ttl)
	if _, ok := take(t, other, "acme", 1); !ok {
		t.Error("a stopped server's slot did not come back after its lease")
	}
}

// TestRenewAddsBackALapsedSlot: a live subscription whose lease lapsed (the
// server could not reach Redis for a TTL) is counted again.
func TestRenewAddsBackALapsedSlot(t *testing.T) {
	t.Parallel()
	clock := newClock()
	rs := redisCounters(t, clock, 2)
	take(t, rs[0], "acme", 2)
	clock.Advance(ttl)
	take(t, rs[1], "acme", 2) // drops the lapsed slot
	if err := rs[0].Renew(context.Background()); err != nil {
		t.Fatal(err)
	}
	if _, ok := take(t, rs[1], "acme", 2); ok {
		t.Error("the renewed slot was not counted")
	}
}

// TestReleasedSlotsLeaveNoKeys: a renewal does not bring back a released
// slot, and a tenant with none open leaves nothing in Redis.
func TestReleasedSlotsLeaveNoKeys(t *testing.T) {
	t.Parallel()
	clients, prefix := redistest.Clients(t, 1)
	r, err := subscriptions.NewRedis(subscriptions.RedisConfig{Client: clients[0], Prefix: prefix})
	if err != nil {
		t.Fatal(err)
	}
	var releases []func()
	for _, tenant := range []string{"acme", "ténant ✓"} {
		release, _ := take(t, r, tenant, 5)
		releases = append(releases, release)
	}
	ctx := context.Background()
	if err := r.Renew(ctx); err != nil {
		t.Fatal(err)
	}
	for _, release := range releases {
		release()
	}
	if err := r.Renew(ctx); err != nil {
		t.Fatal(err)
	}
	keys, err := clients[0].Keys(ctx, prefix+"*").Result()
	if err != nil {
		t.Fatal(err)
	}
	if len(keys) != 0 {
		t.Errorf("keys left after every release: %v", keys)
	}
}

// releaseDuring runs release once, just before the next script the client
// sends: a subscription that ends while a renewal is on its way.
type releaseDuring struct {
	armed   atomic.Bool
	release func()
}

func (h *releaseDuring) DialHook(next redis.DialHook) redis.DialHook { return next }
func (h *releaseDuring) ProcessPipelineHook(next redis.ProcessPipelineHook) redis.ProcessPipelineHook {
	return next
}
func (h *releaseDuring) ProcessHook(next redis.ProcessHook) redis.ProcessHook {
	return func(ctx context.Context, cmd redis.Cmder) error {
		if n := cmd.Name(); (n == "evalsha" || n == "eval") && h.armed.CompareAndSwap(true, false) {
			h.release()
		}
		return next(ctx, cmd)
	}
}

// TestASlotReleasedDuringARenewalStaysReleased: the renewal read the slot
// as live, the release removed it, then the renewal's script added it back;
// the renewal takes it out again.
func TestASlotReleasedDuringARenewalStaysReleased(t *testing.T) {
	t.Parallel()
	clock := newClock()
	clients, prefix := redistest.Clients(t, 1)
	hook := &releaseDuring{}
	clients[0].AddHook(hook)
	r, err := subscriptions.NewRedis(subscriptions.RedisConfig{Client: clients[0], Prefix: prefix, LeaseTTL: ttl, Clock: clock})
	if err != nil {
		t.Fatal(err)
	}
	hook.release, _ = take(t, r, "acme", 1)
	hook.armed.Store(true)
	if err := r.Renew(context.Background()); err != nil {
		t.Fatal(err)
	}
	if hook.armed.Load() {
		t.Fatal("the renewal sent no script")
	}
	if _, ok := take(t, r, "acme", 1); !ok {
		t.Error("the released slot is still held after the renewal")
	}
}

// TestRenewCarriesManySlotsInBatches renews more slots than one script
// carries, over several tenants.
func TestRenewCarriesManySlotsInBatches(t *testing.T) {
	t.Parallel()
	clock := newClock()
	clients, prefix := redistest.Clients(t, 1)
	r, err := subscriptions.NewRedis(subscriptions.RedisConfig{Client: clients[0], Prefix: prefix, LeaseTTL: ttl, Clock: clock})
	if err != nil {
		t.Fatal(err)
	}
	const n = 2500
	for i := range n {
		take(t, r, fmt.Sprintf("t%d", i%3), n)
	}
	clock.Advance(ttl / 2)
	if err := r.Renew(context.Background()); err != nil {
		t.Fatal(err)
	}
	// Past the first deadline, within the renewed one.
	clock.Advance(ttl / 2)
	ctx := context.Background()
	var total int64
	for i := range 3 {
		key := fmt.Sprintf("%stenant:t%d", prefix, i)
		live, err := clients[0].ZCount(ctx, key, fmt.Sprint(clock.Now().UnixMilli()+1), "+inf").Result()
		if err != nil {
			t.Fatal(err)
		}
		total += live
	}
	if total != n {
		t.Errorf("%d slots live after the renewal, want %d", total, n)
	}
}

func TestNewRedisWithoutClientFails(t *testing.T) {
	t.Parallel()
	if _, err := subscriptions.NewRedis(subscriptions.RedisConfig{}); err == nil {
		t.Error("NewRedis without a client succeeded")
	}
}

// TestATakeRedisRefusesToAnswerIsAnError: Redis away is an error, not a
// refusal.
func TestATakeRedisRefusesToAnswerIsAnError(t *testing.T) {
	t.Parallel()
	c := redis.NewClient(&redis.Options{Addr: "127.0.0.1:1", MaxRetries: -1})
	t.Cleanup(func() { c.Close() })
	r, err := subscriptions.NewRedis(subscriptions.RedisConfig{Client: c})
	if err != nil {
		t.Fatal(err)
	}
	if _, ok, err := r.Take(context.Background(), "acme", 1); err == nil || ok {
		t.Errorf("Take with Redis away = %v, %v; want an error", ok, err)
	}
}
