package subscriptions

import (
	"context"
	"crypto/rand"
	"errors"
	"fmt"
	"log/slog"
	"maps"
	"strconv"
	"sync"
	"time"

	"github.com/redis/go-redis/v9"

	"github.com/everdict/everdict/clock"
)

// Defaults of RedisConfig.
const (
	// PrefixDefault starts every key when RedisConfig.Prefix is empty.
	PrefixDefault = "evd:subscriptions:"
	// LeaseTTLDefault is how long a slot is held without renewal: the
	// slots of a replica that died come back this long after its last
	// renewal.
	LeaseTTLDefault = 30 * time.Second
	// renewBatch bounds the subscription ids one renewal script carries.
	renewBatch = 1000
	// releaseTimeout bounds giving one slot back; one that times out comes
	// back when its lease expires.
	releaseTimeout = 5 * time.Second
)

// RedisConfig configures a Redis counter.
type RedisConfig struct {
	// Client is the Redis connection. Required; the counter never closes
	// it.
	Client redis.UniversalClient
	// Prefix starts every key; "" means PrefixDefault. Replicas sharing a
	// cap must use the same prefix. On Redis Cluster, put a hash tag in it
	// (e.g. "{evd:subscriptions}:"): a renewal touches several tenants'
	// keys in one script.
	Prefix string
	// LeaseTTL is how long a slot is held without renewal; 0 means
	// LeaseTTLDefault. The renewer renews every LeaseTTL/3.
	LeaseTTL time.Duration
	// Clock, when set, times the renewals and is the time leases are
	// measured against (passed to each script), so tests control expiry
	// without sleeping. nil (the production setting) means the wall clock
	// for the renewals and the Redis server's TIME for the leases: one
	// clock for every replica.
	Clock clock.Clock
	// Logger records failed renewals and releases; nil discards.
	Logger *slog.Logger
}

// Redis counts the subscriptions of every replica that points at the same
// Redis and prefix. Each tenant's slots are one sorted set
// ("tenant:<tenant>" under the prefix) whose members are subscription ids
// scored by their lease's deadline in unix milliseconds; a slot is live
// while now < deadline. Take is one Lua script (drop the expired, check the
// count, add), so the check and the slot are atomic across replicas. The
// replica renews its live slots every LeaseTTL/3 (Start), in one script per
// batch, and a release removes its slot. A slot whose lease lapsed while
// its subscription lived (Redis away longer than the TTL) is added back by
// the next renewal, so for a while the tenant may hold more than its cap.
//
// Start the renewer once and Stop it on shutdown. Safe for concurrent use;
// the zero value is not usable, call NewRedis.
type Redis struct {
	client redis.UniversalClient
	prefix string
	ttl    time.Duration
	clock  clock.Clock
	now    func() time.Time // nil: the server's TIME
	log    *slog.Logger

	base   context.Context
	cancel context.CancelFunc
	wg     sync.WaitGroup

	mu   sync.Mutex
	live map[string]string // subscription id → tenant
}

// NewRedis returns a Redis counter over cfg.Client. Its renewer is not
// running: call Start.
func NewRedis(cfg RedisConfig) (*Redis, error) {
	if cfg.Client == nil {
		return nil, errors.New("new redis subscriptions: nil client")
	}
	r := &Redis{client: cfg.Client, prefix: cfg.Prefix, ttl: cfg.LeaseTTL, clock: cfg.Clock, log: cfg.Logger, live: map[string]string{}}
	if r.prefix == "" {
		r.prefix = PrefixDefault
	}
	if r.ttl <= 0 {
		r.ttl = LeaseTTLDefault
	}
	r.ttl = max(r.ttl, 3*time.Millisecond) // the lease's resolution, renewed every third
	if r.clock == nil {
		r.clock = clock.System{}
	} else {
		r.now = r.clock.Now
	}
	if r.log == nil {
		r.log = slog.New(slog.DiscardHandler)
	}
	r.base, r.cancel = context.WithCancel(context.Background())
	return r, nil
}

// luaNow reads the time in unix milliseconds: ARGV[1], or the server's TIME
// when it is "".
const luaNow = `
local function now_ms()
  if ARGV[1] ~= '' then return tonumber(ARGV[1]) end
  if redis.replicate_commands then redis.replicate_commands() end
  local t = redis.call('TIME')
  return tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
end
`

// KEYS: the tenant's set. ARGV: now, subscription id, ttl ms, max.
// Returns 1 when the slot was taken, 0 when the tenant holds max.
var takeScript = redis.NewScript(luaNow + `
local now, ttl = now_ms(), tonumber(ARGV[3])
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', string.format('%d', now))
if redis.call('ZCARD', KEYS[1]) >= tonumber(ARGV[4]) then return 0 end
redis.call('ZADD', KEYS[1], string.format('%d', now + ttl), ARGV[2])
redis.call('PEXPIRE', KEYS[1], ttl)
return 1
`)

// KEYS: tenants' sets. ARGV: now, ttl ms, then for each key the number of
// its ids and the ids. Every id gets the deadline now+ttl, added back if its
// lease lapsed.
var renewScript = redis.NewScript(luaNow + `
local now, ttl = now_ms(), tonumber(ARGV[2])
local deadline = string.format('%d', now + ttl)
local i = 3
for _, key in ipairs(KEYS) do
  local n = tonumber(ARGV[i])
  for j = i + 1, i + n do redis.call('ZADD', key, deadline, ARGV[j]) end
  redis.call('PEXPIRE', key, ttl)
  i = i + n + 1
end
return #KEYS
`)

func (r *Redis) key(tenant string) string { return r.prefix + "tenant:" + tenant }

func (r *Redis) nowArg() string {
	if r.now == nil {
		return ""
	}
	return strconv.FormatInt(r.now().UnixMilli(), 10)
}

// Take counts one more subscription of tenant, across every replica,
// unless it already holds max; ok false is a refusal. release gives the
// slot back; calling it again does nothing.
func (r *Redis) Take(ctx context.Context, tenant string, max int) (release func(), ok bool, err error) {
	id := rand.Text()
	got, err := takeScript.Run(ctx, r.client, []string{r.key(tenant)}, r.nowArg(), id, r.ttl.Milliseconds(), max).Int()
	if err != nil {
		// The slot may have been taken before the answer was lost.
		r.remove(tenant, id)
		return nil, false, fmt.Errorf("take a subscription slot of tenant %s: %w", tenant, err)
	}
	if got == 0 {
		return nil, false, nil
	}
	r.mu.Lock()
	r.live[id] = tenant
	r.mu.Unlock()
	var once sync.Once
	return func() {
		once.Do(func() {
			r.mu.Lock()
			delete(r.live, id)
			r.mu.Unlock()
			r.remove(tenant, id)
		})
	}, true, nil
}

// remove takes id out of tenant's set; on failure its lease runs out.
func (r *Redis) remove(tenant, id string) {
	ctx, cancel := context.WithTimeout(context.Background(), releaseTimeout)
	defer cancel()
	if err := r.client.ZRem(ctx, r.key(tenant), id).Err(); err != nil {
		r.log.Warn("subscriptions: give a slot back; it comes back when its lease expires", "tenant", tenant, "err", err)
	}
}

// Renew renews the lease of every slot this replica holds, in one script
// per batch of ids. The renewer calls it every LeaseTTL/3.
func (r *Redis) Renew(ctx context.Context) error {
	r.mu.Lock()
	held := maps.Clone(r.live)
	r.mu.Unlock()
	if len(held) == 0 {
		return nil
	}
	byTenant := map[string][]string{}
	for id, tenant := range held {
		byTenant[tenant] = append(byTenant[tenant], id)
	}
	now := r.nowArg()
	var (
		keys []string
		args []any
		n    int
	)
	flush := func() error {
		if len(keys) == 0 {
			return nil
		}
		err := renewScript.Run(ctx, r.client, keys, append([]any{now, r.ttl.Milliseconds()}, args...)...).Err()
		keys, args, n = nil, nil, 0
		return err
	}
	for tenant, ids := range byTenant {
		for len(ids) > 0 {
			k := min(len(ids), renewBatch-n)
			keys = append(keys, r.key(tenant))
			args = append(args, k)
			for _, id := range ids[:k] {
				args = append(args, id)
			}
			ids, n = ids[k:], n+k
			if n == renewBatch {
				if err := flush(); err != nil {
					return fmt.Errorf("renew subscription slots: %w", err)
				}
			}
		}
	}
	if err := flush(); err != nil {
		return fmt.Errorf("renew subscription slots: %w", err)
	}
	// A slot released while this renewal was on its way may have been
	// added back: take it out again. (A release that comes later removes
	// it itself.)
	r.mu.Lock()
	var gone []string
	for id := range held {
		if _, ok := r.live[id]; !ok {
			gone = append(gone, id)
		}
	}
	r.mu.Unlock()
	for _, id := range gone {
		r.remove(held[id], id)
	}
	return nil
}

// Start starts the renewer: every LeaseTTL/3 it renews the slots this
// replica holds.
func (r *Redis) Start(context.Context) error {
	r.wg.Go(func() {
		for {
			select {
			case <-r.base.Done():
				return
			case <-r.clock.After(r.ttl / 3):
			}
			ctx, cancel := context.WithTimeout(r.base, r.ttl/3)
			if err := r.Renew(ctx); err != nil && r.base.Err() == nil {
				r.log.Warn("subscriptions: renew; slots whose lease lapses are added back on a later renewal", "err", err)
			}
			cancel()
		}
	})
	return nil
}

// Stop ends the renewer and waits for it. The slots stay taken until they
// are released or their leases expire.
func (r *Redis) Stop() {
	r.cancel()
	r.wg.Wait()
}
