package auth

import (
	"sync"
	"time"

	"github.com/everdict/everdict/ent"
)

// Defaults of the token cache.
const (
	// CacheTTLDefault is how long a replica answers for a token it read
	// without reading it again. A revocation ends the cached entry at once
	// on every replica that hears it (the bus, through the Watcher); the
	// TTL bounds how long a revocation the bus lost goes unnoticed.
	CacheTTLDefault = 5 * time.Second
	// CacheMaxDefault bounds the tokens a replica keeps; at the bound the
	// cache starts afresh.
	CacheMaxDefault = 10_000
)

// tokenCache keeps the tokens Authenticate read recently, by hash, so a
// request of a known token reads nothing. Only tokens that were valid when
// read are kept; expiry is checked on every use. forget drops a token (its
// revocation), and a read that raced a forget is not kept: every forget
// moves gen on, and put keeps a row only when gen has not moved since the
// read began.
type tokenCache struct {
	ttl time.Duration // <= 0: nothing is kept
	max int

	mu      sync.Mutex
	gen     uint64
	entries map[string]*cachedToken
}

type cachedToken struct {
	tok   *ent.APIToken // with its tenant edge
	until time.Time     // answered from the cache until then
}

func newTokenCache(ttl time.Duration, max int) *tokenCache {
	return &tokenCache{ttl: ttl, max: max, entries: map[string]*cachedToken{}}
}

// get returns the token of hash as read within the TTL of now.
func (c *tokenCache) get(hash string, now time.Time) (*ent.APIToken, bool) {
	c.mu.Lock()
	defer c.mu.Unlock()
	e, ok := c.entries[hash]
	if !ok {
		return nil, false
	}
	if !now.Before(e.until) {
		delete(c.entries, hash)
		return nil, false
	}
	return e.tok, true
}

// generation is what put compares against: take it before the read.
func (c *tokenCache) generation() uint64 {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.gen
}

// put keeps tok, read at now, unless a forget came since gen was taken.
func (c *tokenCache) put(hash string, tok *ent.APIToken, now time.Time, gen uint64) {
	if c.ttl <= 0 {
		return
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.gen != gen {
		return
	}
	if len(c.entries) >= c.max {
		clear(c.entries)
	}
	c.entries[hash] = &cachedToken{tok: tok, until: now.Add(c.ttl)}
}

// due reports whether tok's lastUsedAt is due a write at now (LastUsedEvery
// since the last), and when it is, notes the write in the cached row, so
// that of the requests at once one writes.
func (c *tokenCache) due(hash string, tok *ent.APIToken, now time.Time) bool {
	c.mu.Lock()
	defer c.mu.Unlock()
	if e, ok := c.entries[hash]; ok {
		tok = e.tok
	}
	if last := tok.LastUsedAt; last != nil && now.Before(last.Add(LastUsedEvery)) {
		return false
	}
	if e, ok := c.entries[hash]; ok {
		t := *e.tok
		t.LastUsedAt = &now
		e.tok = &t
	}
	return true
}

// forget drops token id; id 0 drops every token.
func (c *tokenCache) forget(id int) {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.gen++
	if id == 0 {
		clear(c.entries)
		return
	}
	for h, e := range c.entries {
		if e.tok.ID == id {
			delete(c.entries, h)
		}
	}
}
