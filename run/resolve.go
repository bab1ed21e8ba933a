package run

import (
	"context"
	"log/slog"
	"sync"
	"time"

	entgo "entgo.io/ent"

	"github.com/everdict/everdict/clock"
	"github.com/everdict/everdict/ent"
	"github.com/everdict/everdict/events"
	"github.com/everdict/everdict/runtime/registry"
	"github.com/everdict/everdict/tenancy"
)

// RegistryTopic carries a note that the runtime registry changed (a
// runtime, version or tag written), published by ResolveCache's hook after
// the write committed, so every replica's cache drops what it resolved.
// The payload is empty.
const RegistryTopic = "runtimes:changed"

// Defaults of ResolveCacheConfig.
const (
	// ResolveTTLDefault is how long a resolution is answered from memory.
	// A registry change drops every resolution at once on the replica that
	// made it and on every replica that hears RegistryTopic; the TTL bounds
	// how long a change the bus lost goes unnoticed.
	ResolveTTLDefault = 2 * time.Second
	// ResolveMaxDefault bounds the resolutions kept; at the bound the cache
	// starts afresh.
	ResolveMaxDefault = 10_000
)

// Subscriber subscribes to a topic (events.Bus is one).
type Subscriber interface {
	Subscribe(ctx context.Context, topic string) (*events.Subscription, error)
}

// ResolveCacheConfig configures a ResolveCache. Resolver is required.
type ResolveCacheConfig struct {
	Resolver Resolver
	// Events carries RegistryTopic between replicas; nil keeps each
	// replica's changes to itself (the TTL bounds the rest).
	Events interface {
		Publisher
		Subscriber
	}
	// TTL: zero means ResolveTTLDefault; negative keeps nothing.
	TTL time.Duration
	// Clock: nil means the wall clock.
	Clock clock.Clock
	// Logger: nil discards.
	Logger *slog.Logger
}

// ResolveCache is a Resolver that answers a viewer's runtime reference from
// memory for a short while, so a submit reads no registry row. Register its
// Hook on the registry's tables (RegisteredRuntime, RuntimeVersion,
// RuntimeTag): any write there drops every kept resolution here and, through
// RegistryTopic, on every replica that Started one. A resolution read while
// a change is heard is not kept. Errors are never kept. Safe for
// concurrent use.
type ResolveCache struct {
	cfg ResolveCacheConfig
	log *slog.Logger

	base   context.Context
	cancel context.CancelFunc
	wg     sync.WaitGroup

	mu      sync.Mutex
	gen     uint64
	entries map[resolveKey]resolveEntry
}

type resolveKey struct {
	tenantID int
	role     tenancy.Role
	ref      string
}

type resolveEntry struct {
	r     registry.Resolved
	until time.Time
}

// NewResolveCache returns a ResolveCache over cfg.
func NewResolveCache(cfg ResolveCacheConfig) *ResolveCache {
	if cfg.TTL == 0 {
		cfg.TTL = ResolveTTLDefault
	}
	if cfg.Clock == nil {
		cfg.Clock = clock.System{}
	}
	log := cfg.Logger
	if log == nil {
		log = slog.New(slog.DiscardHandler)
	}
	base, cancel := context.WithCancel(context.Background())
	return &ResolveCache{cfg: cfg, log: log, base: base, cancel: cancel, entries: map[resolveKey]resolveEntry{}}
}

// Resolve resolves ref for the viewer in ctx, from memory when it can.
func (c *ResolveCache) Resolve(ctx context.Context, ref string) (registry.Resolved, error) {
	v, err := tenancy.ViewerFrom(ctx)
	if err != nil || c.cfg.TTL < 0 {
		return c.cfg.Resolver.Resolve(ctx, ref)
	}
	key, now := resolveKey{tenantID: v.TenantID, role: v.Role, ref: ref}, c.cfg.Clock.Now()
	c.mu.Lock()
	e, ok := c.entries[key]
	gen := c.gen
	c.mu.Unlock()
	if ok && now.Before(e.until) {
		return e.r, nil
	}
	r, err := c.cfg.Resolver.Resolve(ctx, ref)
	if err != nil {
		return r, err
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.gen == gen {
		if len(c.entries) >= ResolveMaxDefault {
			clear(c.entries)
		}
		c.entries[key] = resolveEntry{r: r, until: now.Add(c.cfg.TTL)}
	}
	return r, nil
}

// Forget drops every kept resolution.
func (c *ResolveCache) Forget() {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.gen++
	clear(c.entries)
}

// Hook is an ent hook for the registry's tables: a write drops every kept
// resolution at once and, once it committed, again, and publishes
// RegistryTopic for the other replicas.
func (c *ResolveCache) Hook() entgo.Hook {
	return func(next entgo.Mutator) entgo.Mutator {
		return entgo.MutateFunc(func(ctx context.Context, m entgo.Mutation) (entgo.Value, error) {
			v, err := next.Mutate(ctx, m)
			if err != nil {
				return v, err
			}
			c.Forget()
			if txm, ok := m.(interface{ Tx() (*ent.Tx, error) }); ok {
				if tx, err := txm.Tx(); err == nil {
					tx.OnCommit(func(next ent.Committer) ent.Committer {
						return ent.CommitFunc(func(ctx context.Context, tx *ent.Tx) error {
							err := next.Commit(ctx, tx)
							if err == nil {
								c.changed(ctx)
							}
							return err
						})
					})
					return v, nil
				}
			}
			c.changed(ctx)
			return v, nil
		})
	}
}

// changed drops every kept resolution and tells the other replicas.
func (c *ResolveCache) changed(ctx context.Context) {
	c.Forget()
	if c.cfg.Events == nil {
		return
	}
	if err := c.cfg.Events.Publish(context.WithoutCancel(ctx), RegistryTopic, nil); err != nil {
		c.log.WarnContext(ctx, "publish a registry change", "err", err)
	}
}

// Start subscribes to RegistryTopic; it returns once the subscription is
// made. Without Events it does nothing.
func (c *ResolveCache) Start(ctx context.Context) error {
	if c.cfg.Events == nil {
		return nil
	}
	// Every change heard drops what was kept; so does a new subscription
	// after a lagged or lost one (a change may have been missed).
	listen, err := events.Follow(c.base, c.cfg.Events, RegistryTopic, events.FollowConfig{
		Handle: func([]byte) { c.Forget() },
		Repair: c.Forget,
		Clock:  c.cfg.Clock,
		Logger: c.log,
	})
	if err != nil {
		return err
	}
	c.wg.Go(listen)
	return nil
}

// Stop ends the subscription and waits for its goroutine.
func (c *ResolveCache) Stop() {
	c.cancel()
	c.wg.Wait()
}
