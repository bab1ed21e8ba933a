package ledger

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"strconv"
	"time"

	"github.com/redis/go-redis/v9"
)

// PrefixDefault is the key prefix of a Redis ledger whose RedisConfig.Prefix
// is empty.
const PrefixDefault = "evd:ledger:"

// RedisConfig configures a Redis ledger.
type RedisConfig struct {
	// Client is the Redis connection. Required; the ledger never closes it.
	Client redis.UniversalClient
	// Prefix starts every key the ledger writes; "" means PrefixDefault.
	// Replicas sharing a budget must use the same prefix. On Redis Cluster,
	// put a hash tag in it (e.g. "{evd:ledger}:") so all keys share a slot.
	Prefix string
	// Clock, when set, is the time leases are measured against, passed to
	// each script as an argument. nil (the production setting) means the
	// Redis server's TIME, read inside the script: one clock for every
	// replica, so replica clock skew cannot expire a lease early or late.
	// Tests set it to control expiry without sleeping; replicas that set it
	// must keep their clocks in sync.
	Clock func() time.Time
	// Logger records expired leases; nil discards.
	Logger *slog.Logger
}

// Redis is a Ledger shared by every replica that points at the same Redis
// and prefix. Each operation is one Lua script, so the sweep of expired
// leases, the check of every dimension and the reservation happen
// atomically on the server. It is safe for concurrent use. The zero value
// is not usable; call NewRedis.
//
// Layout, under the prefix: "leases" (hash run id → JSON of the claim),
// "deadlines" (sorted set run id → deadline in unix milliseconds; a lease
// is live while now < deadline), and the counters "runtime:inflight",
// "runtime:memory", "runtime:cpu" (hashes keyed by runtime),
// "tenant:inflight" (hash keyed by tenant) and "tenant:runtime:inflight"
// (hash keyed by the JSON array [tenant, runtime]), and "scales" (hash
// runtime → JSON of its Scale). A counter that falls to
// zero is deleted. Quantities must not exceed MaxQuantity. A lease counts
// in "tenant:runtime:inflight" when its JSON says so (s): one reserved by
// a build without that dimension is released without touching it.
type Redis struct {
	client redis.UniversalClient
	keys   []string
	scales string // hash runtime → JSON of its Scale
	clock  func() time.Time
	log    *slog.Logger
}

var _ Ledger = (*Redis)(nil)

// NewRedis returns a Redis ledger over cfg.Client.
func NewRedis(cfg RedisConfig) (*Redis, error) {
	if cfg.Client == nil {
		return nil, errors.New("new redis ledger: nil client")
	}
	p := cfg.Prefix
	if p == "" {
		p = PrefixDefault
	}
	return &Redis{
		client: cfg.Client,
		keys: []string{
			p + "leases", p + "deadlines",
			p + "runtime:inflight", p + "runtime:memory", p + "runtime:cpu",
			p + "tenant:inflight", p + "tenant:runtime:inflight",
		},
		scales: p + "scales",
		clock:  cfg.Clock,
		log:    cfg.Logger,
	}, nil
}

// luaPrelude is shared by every script. KEYS: 1 leases, 2 deadlines,
// 3 runtime:inflight, 4 runtime:memory, 5 runtime:cpu, 6 tenant:inflight,
// 7 tenant:runtime:inflight.
// ARGV[1] is the time in unix milliseconds, or "" for the server's TIME.
// Quantities travel as decimal strings so HINCRBY does exact integer math.
const luaPrelude = `
local function now_ms()
  if ARGV[1] ~= '' then return tonumber(ARGV[1]) end
  if redis.replicate_commands then redis.replicate_commands() end
  local t = redis.call('TIME')
  return tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
end
local function count(key, field)
  return tonumber(redis.call('HGET', key, field) or '0')
end
local function add(key, field, by)
  if by == '0' then return end
  if redis.call('HINCRBY', key, field, by) == 0 then redis.call('HDEL', key, field) end
end
local function share(tenant, rt)
  return cjson.encode({tenant, rt})
end
local function drop(id)
  redis.call('ZREM', KEYS[2], id)
  local raw = redis.call('HGET', KEYS[1], id)
  if not raw then return false end
  redis.call('HDEL', KEYS[1], id)
  local l = cjson.decode(raw)
  add(KEYS[3], l.r, '-1')
  if l.m ~= '0' then add(KEYS[4], l.r, '-' .. l.m) end
  if l.c ~= '0' then add(KEYS[5], l.r, '-' .. l.c) end
  add(KEYS[6], l.t, '-1')
  if l.s then add(KEYS[7], share(l.t, l.r), '-1') end
  return true
end
local function sweep(now)
  local ids = redis.call('ZRANGEBYSCORE', KEYS[2], '-inf', string.format('%d', now))
  for _, id in ipairs(ids) do drop(id) end
  return ids
end
local function deadline(now, ttl)
  return string.format('%d', now + tonumber(ttl))
end
`

// ARGV: now, run id, tenant, runtime, memory, cpu, ttl ms, slots, memory
// limit, cpu limit, tenant max, tenant runtime slots. Returns {"ok"|"refused"|"conflict",
// dimension, expired ids}.
var reserveScript = redis.NewScript(luaPrelude + `
local now = now_ms()
local expired = sweep(now)
local id, tenant, rt, mem, cpu = ARGV[2], ARGV[3], ARGV[4], ARGV[5], ARGV[6]
local raw = redis.call('HGET', KEYS[1], id)
if raw then
  local l = cjson.decode(raw)
  if l.t ~= tenant or l.r ~= rt or l.m ~= mem or l.c ~= cpu then
    return {'conflict', '', expired}
  end
  redis.call('ZADD', KEYS[2], deadline(now, ARGV[7]), id)
  return {'ok', '', expired}
end
local slots, memLimit, cpuLimit, tenantMax = tonumber(ARGV[8]), tonumber(ARGV[9]), tonumber(ARGV[10]), tonumber(ARGV[11])
local shareMax, sh = tonumber(ARGV[12]), share(tenant, rt)
local dim = ''
if slots > 0 and count(KEYS[3], rt) + 1 > slots then dim = 'slots'
elseif memLimit > 0 and count(KEYS[4], rt) + tonumber(mem) > memLimit then dim = 'memory'
elseif cpuLimit > 0 and count(KEYS[5], rt) + tonumber(cpu) > cpuLimit then dim = 'cpu'
elseif tenantMax > 0 and count(KEYS[6], tenant) + 1 > tenantMax then dim = 'tenant'
elseif shareMax > 0 and count(KEYS[7], sh) + 1 > shareMax then dim = 'tenant_share'
end
if dim ~= '' then return {'refused', dim, expired} end
redis.call('HSET', KEYS[1], id, cjson.encode({t = tenant, r = rt, m = mem, c = cpu, s = '1'}))
redis.call('ZADD', KEYS[2], deadline(now, ARGV[7]), id)
add(KEYS[3], rt, '1')
add(KEYS[4], rt, mem)
add(KEYS[5], rt, cpu)
add(KEYS[6], tenant, '1')
add(KEYS[7], sh, '1')
return {'ok', '', expired}
`)

// ARGV: now, run id. Returns {released 0|1, expired ids}.
var releaseScript = redis.NewScript(luaPrelude + `
local expired = sweep(now_ms())
local released = 0
if drop(ARGV[2]) then released = 1 end
return {released, expired}
`)

// ARGV: now, run id, ttl ms. Returns {renewed 0|1, expired ids}.
var renewScript = redis.NewScript(luaPrelude + `
local now = now_ms()
local expired = sweep(now)
if redis.call('HEXISTS', KEYS[1], ARGV[2]) == 0 then return {0, expired} end
redis.call('ZADD', KEYS[2], deadline(now, ARGV[3]), ARGV[2])
return {1, expired}
`)

// ARGV: now, runtime. Returns {in flight, memory, cpu, expired ids}.
var usageScript = redis.NewScript(luaPrelude + `
local expired = sweep(now_ms())
local rt = ARGV[2]
return {
  redis.call('HGET', KEYS[3], rt) or '0',
  redis.call('HGET', KEYS[4], rt) or '0',
  redis.call('HGET', KEYS[5], rt) or '0',
  expired,
}
`)

// ARGV: now, tenant. Returns {in flight, expired ids}.
var tenantScript = redis.NewScript(luaPrelude + `
local expired = sweep(now_ms())
return {redis.call('HGET', KEYS[6], ARGV[2]) or '0', expired}
`)

// Reserve implements Ledger.
func (r *Redis) Reserve(ctx context.Context, c Claim, lim Limits, ttl time.Duration) (Decision, error) {
	if err := validate(c, lim); err != nil {
		return Decision{}, err
	}
	reply, err := r.run(ctx, reserveScript, 3,
		c.RunID, c.Tenant, c.Runtime, c.MemoryMB, c.MilliCPU, leaseTTL(ttl).Milliseconds(),
		lim.Slots, lim.MemoryMB, lim.MilliCPU, lim.TenantMax, lim.TenantRuntimeSlots)
	if err != nil {
		return Decision{}, fmt.Errorf("reserve %s: %w", c.RunID, err)
	}
	switch status, _ := reply[0].(string); status {
	case "ok":
		return Decision{OK: true}, nil
	case "refused":
		d, _ := reply[1].(string)
		return Decision{Dimension: Dimension(d)}, nil
	case "conflict":
		return Decision{}, fmt.Errorf("reserve %s: %w", c.RunID, ErrLeaseConflict)
	default:
		return Decision{}, fmt.Errorf("reserve %s: unexpected script reply %v", c.RunID, reply)
	}
}

// Release implements Ledger.
func (r *Redis) Release(ctx context.Context, runID string) error {
	if _, err := r.run(ctx, releaseScript, 2, runID); err != nil {
		return fmt.Errorf("release %s: %w", runID, err)
	}
	return nil
}

// Renew implements Ledger.
func (r *Redis) Renew(ctx context.Context, runID string, ttl time.Duration) (bool, error) {
	reply, err := r.run(ctx, renewScript, 2, runID, leaseTTL(ttl).Milliseconds())
	if err != nil {
		return false, fmt.Errorf("renew %s: %w", runID, err)
	}
	renewed, _ := reply[0].(int64)
	return renewed == 1, nil
}

// Usage implements Ledger.
func (r *Redis) Usage(ctx context.Context, runtime string) (Usage, error) {
	reply, err := r.run(ctx, usageScript, 4, runtime)
	if err != nil {
		return Usage{}, fmt.Errorf("usage of %s: %w", runtime, err)
	}
	var n [3]int64
	for i := range n {
		if n[i], err = integer(reply[i]); err != nil {
			return Usage{}, fmt.Errorf("usage of %s: %w", runtime, err)
		}
	}
	return Usage{InFlight: int(n[0]), MemoryMB: n[1], MilliCPU: n[2]}, nil
}

// TenantInFlight implements Ledger.
func (r *Redis) TenantInFlight(ctx context.Context, tenant string) (int, error) {
	reply, err := r.run(ctx, tenantScript, 2, tenant)
	if err != nil {
		return 0, fmt.Errorf("in flight of tenant %s: %w", tenant, err)
	}
	n, err := integer(reply[0])
	if err != nil {
		return 0, fmt.Errorf("in flight of tenant %s: %w", tenant, err)
	}
	return int(n), nil
}

// run evaluates s with the time and args as ARGV, checks that the reply is
// an array of n elements whose last is the list of expired run ids, logs
// those, and returns the reply.
func (r *Redis) run(ctx context.Context, s *redis.Script, n int, args ...any) ([]any, error) {
	now := ""
	if r.clock != nil {
		now = strconv.FormatInt(r.clock().UnixMilli(), 10)
	}
	v, err := s.Run(ctx, r.client, r.keys, append([]any{now}, args...)...).Result()
	if err != nil {
		return nil, err
	}
	reply, ok := v.([]any)
	if !ok || len(reply) != n {
		return nil, fmt.Errorf("unexpected script reply %v", v)
	}
	expired, _ := reply[n-1].([]any)
	for _, id := range expired {
		if id, ok := id.(string); ok {
			logExpired(r.log, id)
		}
	}
	return reply, nil
}

func integer(v any) (int64, error) {
	switch v := v.(type) {
	case int64:
		return v, nil
	case string:
		n, err := strconv.ParseInt(v, 10, 64)
		if err != nil {
			return 0, fmt.Errorf("unexpected script value %q: %w", v, err)
		}
		return n, nil
	default:
		return 0, fmt.Errorf("unexpected script value %v", v)
	}
}
