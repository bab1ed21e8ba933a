// Package storetest opens a fresh, migrated database for a test: a schema of
// its own in the PostgreSQL database named by EVERDICT_TEST_DATABASE_URL when
// that is set (as in CI), else SQLite in the test's temporary directory.
package storetest

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"net/url"
	"testing"

	"github.com/everdict/everdict/store"
)

// EnvDatabaseURL names the PostgreSQL database tests use when set.
const EnvDatabaseURL = "EVERDICT_TEST_DATABASE_URL"

// Config returns a store.Config for a fresh database: on PostgreSQL a new
// schema (dropped when the test ends), on SQLite a new data directory.
func Config(t testing.TB) store.Config {
	t.Helper()
	base := getenv(EnvDatabaseURL)
	if base == "" {
		return store.Config{DataDir: t.TempDir()}
	}
	b := make([]byte, 6)
	if _, err := rand.Read(b); err != nil {
		t.Fatal(err)
	}
	schema := "t_" + hex.EncodeToString(b)
	admin, err := store.Open(context.Background(), store.Config{DatabaseURL: base, MaxOpenConns: 1})
	if err != nil {
		t.Fatalf("storetest: open %s: %v", EnvDatabaseURL, err)
	}
	if _, err := admin.SQL.Exec("CREATE SCHEMA " + schema); err != nil {
		t.Fatalf("storetest: create schema: %v", err)
	}
	t.Cleanup(func() {
		_, _ = admin.SQL.Exec("DROP SCHEMA " + schema + " CASCADE")
		admin.Close()
	})
	u, err := url.Parse(base)
	if err != nil {
		t.Fatalf("storetest: parse %s: %v", EnvDatabaseURL, err)
	}
	q := u.Query()
	q.Set("search_path", schema)
	u.RawQuery = q.Encode()
	return store.Config{DatabaseURL: u.String()}
}

// Open returns a fresh, migrated database, closed when the test ends.
func Open(t testing.TB) *store.DB {
	t.Helper()
	db, err := store.Open(context.Background(), Config(t))
	if err != nil {
		t.Fatalf("storetest: open: %v", err)
	}
	t.Cleanup(func() { db.Close() })
	if err := db.Migrate(context.Background()); err != nil {
		t.Fatalf("storetest: migrate: %v", err)
	}
	return db
}
