package store_test

import (
	"context"
	"errors"
	"os"
	"path/filepath"
	"syscall"
	"testing"

	"github.com/everdict/everdict/store"
	"github.com/everdict/everdict/store/storetest"
)

// holdMigrationLock takes the lock a migrator takes, as another process
// would (a replica's serve, everdict migrate, a Helm hook), and returns its
// release.
func holdMigrationLock(t *testing.T, cfg store.Config) (release func()) {
	t.Helper()
	ctx := context.Background()
	if cfg.DatabaseURL == "" {
		f, err := os.OpenFile(filepath.Join(cfg.DataDir, store.MigrationLockFile), os.O_CREATE|os.O_RDWR, 0o600)
		if err != nil {
			t.Fatal(err)
		}
		if err := syscall.Flock(int(f.Fd()), syscall.LOCK_EX); err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { f.Close() })
		return func() { f.Close() }
	}
	other, err := store.Open(ctx, cfg)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { other.Close() })
	conn, err := other.SQL.Conn(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := conn.ExecContext(ctx, "SELECT pg_advisory_lock($1)", store.MigrationLockKey); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { conn.Close() })
	return func() {
		if _, err := conn.ExecContext(ctx, "SELECT pg_advisory_unlock($1)", store.MigrationLockKey); err != nil {
			t.Error(err)
		}
	}
}

// TestAMigrationWaitsForTheOneHoldingTheLock: while another migrator holds
// the migration lock, Migrate says it waits, applies nothing, and finishes
// only once the lock is released; then the schema is this build's and a
// replica that does not migrate accepts it.
func TestAMigrationWaitsForTheOneHoldingTheLock(t *testing.T) {
	t.Parallel()
	cfgs := map[string]store.Config{"sqlite": {DataDir: t.TempDir()}}
	if os.Getenv(storetest.EnvDatabaseURL) != "" {
		cfgs["postgres"] = storetest.Config(t)
	}
	for name, cfg := range cfgs {
		t.Run(name, func(t *testing.T) {
			ctx := context.Background()
			db, err := store.Open(ctx, cfg)
			if err != nil {
				t.Fatal(err)
			}
			defer db.Close()
			if err := db.CheckSchema(ctx); !errors.Is(err, store.ErrSchemaBehind) {
				t.Fatalf("CheckSchema on an empty database = %v, want ErrSchemaBehind", err)
			}
			release := holdMigrationLock(t, cfg)
			waiting := make(chan struct{})
			done := make(chan error, 1)
			go func() { done <- db.MigrateWaiting(ctx, func() { close(waiting) }) }()
			select {
			case <-waiting:
			case err := <-done:
				t.Fatalf("Migrate returned (%v) while another migrator held the lock", err)
			}
			if v, err := db.Version(ctx); err != nil || v.Current != "" {
				t.Fatalf("while waiting, the schema is at %+v, %v; want nothing applied", v, err)
			}
			select {
			case err := <-done:
				t.Fatalf("Migrate returned (%v) before the lock was released", err)
			default:
			}
			release()
			if err := <-done; err != nil {
				t.Fatalf("Migrate after the release: %v", err)
			}
			if err := db.CheckSchema(ctx); err != nil {
				t.Errorf("CheckSchema after the migration = %v, want nil", err)
			}
		})
	}
}
