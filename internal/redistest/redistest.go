// Package redistest gives a test Redis clients: on the real Redis named by
// EVERDICT_TEST_REDIS_URL when it is set (as in CI), else on a fresh
// miniredis; with a key prefix of the test's own whose keys are deleted when
// the test ends.
package redistest

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"os"
	"testing"

	"github.com/alicebob/miniredis/v2"
	"github.com/redis/go-redis/v9"
)

// EnvURL names the real Redis tests use when set.
const EnvURL = "EVERDICT_TEST_REDIS_URL"

// Options returns the connection options of the test's Redis: the real one
// of EnvURL, else a miniredis that stops with the test.
func Options(t testing.TB) *redis.Options {
	t.Helper()
	if url := os.Getenv(EnvURL); url != "" {
		opts, err := redis.ParseURL(url)
		if err != nil {
			t.Fatalf("parse %s: %v", EnvURL, err)
		}
		return opts
	}
	return &redis.Options{Addr: miniredis.RunT(t).Addr()}
}

// Clients returns n clients on the test's Redis (n "replicas") and a key
// prefix unique to the test; the keys under it are deleted and the clients
// closed when the test ends.
func Clients(t testing.TB, n int) ([]*redis.Client, string) {
	t.Helper()
	opts := Options(t)
	clients := make([]*redis.Client, n)
	for i := range clients {
		clients[i] = redis.NewClient(opts)
	}
	t.Cleanup(func() {
		for _, c := range clients {
			c.Close()
		}
	})
	return clients, Prefix(t, clients[0])
}

// Prefix returns a fresh key prefix whose keys are deleted from c when the
// test ends (before c is closed, if c was made by Clients).
func Prefix(t testing.TB, c *redis.Client) string {
	var buf [8]byte
	_, _ = rand.Read(buf[:])
	prefix := "evd:test:" + hex.EncodeToString(buf[:]) + ":"
	t.Cleanup(func() {
		ctx := context.Background()
		var keys []string
		iter := c.Scan(ctx, 0, prefix+"*", 100).Iterator()
		for iter.Next(ctx) {
			keys = append(keys, iter.Val())
		}
		if err := iter.Err(); err != nil {
			t.Errorf("scan test keys: %v", err)
		}
		if len(keys) > 0 {
			if err := c.Del(ctx, keys...).Err(); err != nil {
				t.Errorf("delete test keys: %v", err)
			}
		}
	})
	return prefix
}
