package circuits

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"time"

	"github.com/redis/go-redis/v9"

	"github.com/everdict/everdict/domain"
	"github.com/everdict/everdict/placement"
)

// Defaults of RedisConfig.
const (
	// PrefixDefault starts every key when RedisConfig.Prefix is empty.
	PrefixDefault = "evd:circuits:"
	// TTLDefault is how long an untouched circuit is kept: one that has
	// not changed for that long has nothing left to say.
	TTLDefault = 24 * time.Hour
	// attempts bounds the optimistic retries of one transition.
	attempts = 16
)

// RedisConfig configures a Redis Store.
type RedisConfig struct {
	// Client is the connection; required. The store never closes it.
	Client redis.UniversalClient
	// Prefix starts every key; "" means PrefixDefault. Replicas sharing
	// circuits use the same prefix.
	Prefix string
	// Circuit configures threshold and cooldown; zero means placement's
	// defaults. Replicas sharing circuits use the same.
	Circuit placement.CircuitConfig
	// TTL: zero means TTLDefault.
	TTL time.Duration
}

// Redis is a Store shared by every replica using the same Redis and prefix.
// Each circuit is one key holding a placement.Circuit as JSON; a transition
// reads it, applies placement's pure method and writes it back in a
// WATCH/MULTI transaction, retried when another replica moved it first.
// Time comes from the caller, so replicas' clocks should agree to within
// much less than the cooldown. Safe for concurrent use.
type Redis struct {
	client redis.UniversalClient
	prefix string
	cfg    placement.CircuitConfig
	ttl    time.Duration
}

// NewRedis returns a Redis Store.
func NewRedis(cfg RedisConfig) (*Redis, error) {
	if cfg.Client == nil {
		return nil, errors.New("new redis circuits: nil client")
	}
	r := &Redis{client: cfg.Client, prefix: cfg.Prefix, cfg: cfg.Circuit, ttl: cfg.TTL}
	if r.prefix == "" {
		r.prefix = PrefixDefault
	}
	if r.ttl <= 0 {
		r.ttl = TTLDefault
	}
	return r, nil
}

func (r *Redis) get(ctx context.Context, c redis.Cmdable, key string) (placement.Circuit, error) {
	var circ placement.Circuit
	raw, err := c.Get(ctx, r.prefix+key).Bytes()
	if errors.Is(err, redis.Nil) {
		return circ, nil
	}
	if err != nil {
		return circ, fmt.Errorf("circuit %s: %w", key, err)
	}
	if err := json.Unmarshal(raw, &circ); err != nil {
		return circ, fmt.Errorf("circuit %s: %w", key, err)
	}
	return circ, nil
}

// update applies move to key's circuit atomically.
func (r *Redis) update(ctx context.Context, key string, move func(placement.Circuit) (placement.Circuit, bool)) (bool, error) {
	k := r.prefix + key
	var result bool
	txf := func(tx *redis.Tx) error {
		circ, err := r.get(ctx, tx, key)
		if err != nil {
			return err
		}
		next, out := move(circ)
		result = out
		if next == circ {
			return nil
		}
		_, err = tx.TxPipelined(ctx, func(p redis.Pipeliner) error {
			if next == (placement.Circuit{}) {
				p.Del(ctx, k)
				return nil
			}
			raw, _ := json.Marshal(next)
			p.Set(ctx, k, raw, r.ttl)
			return nil
		})
		return err
	}
	for range attempts {
		err := r.client.Watch(ctx, txf, k)
		if errors.Is(err, redis.TxFailedErr) {
			continue // another replica moved it first: read again
		}
		return result, err
	}
	return false, fmt.Errorf("circuit %s: too much contention", key)
}

// Ready implements Store.
func (r *Redis) Ready(ctx context.Context, now time.Time, key string) (bool, error) {
	c, err := r.get(ctx, r.client, key)
	return err == nil && c.Ready(r.cfg, now), err
}

// Allow implements Store.
func (r *Redis) Allow(ctx context.Context, now time.Time, key string) (bool, error) {
	return r.update(ctx, key, func(c placement.Circuit) (placement.Circuit, bool) { return c.Allow(r.cfg, now) })
}

// Success implements Store.
func (r *Redis) Success(ctx context.Context, now time.Time, key string) error {
	_, err := r.update(ctx, key, func(c placement.Circuit) (placement.Circuit, bool) { return c.Success(r.cfg, now), true })
	return err
}

// Failure implements Store.
func (r *Redis) Failure(ctx context.Context, now time.Time, key string, class domain.FailureClass) error {
	_, err := r.update(ctx, key, func(c placement.Circuit) (placement.Circuit, bool) {
		return c.Failure(r.cfg, now, class), true
	})
	return err
}

// State implements Store.
func (r *Redis) State(ctx context.Context, now time.Time, key string) (placement.CircuitState, error) {
	c, err := r.get(ctx, r.client, key)
	return c.State(r.cfg, now), err
}
