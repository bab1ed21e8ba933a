package store_test

import (
	"context"
	"os"
	"path/filepath"
	"sync"
	"testing"

	"entgo.io/ent/dialect"
	"github.com/google/go-cmp/cmp"

	"github.com/everdict/everdict/ent"
	"github.com/everdict/everdict/evalcase"
	"github.com/everdict/everdict/store"
	"github.com/everdict/everdict/store/storetest"
	"github.com/everdict/everdict/tenancy"
)

func TestSQLiteEveryPooledConnectionHasForeignKeysOn(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	db, err := store.Open(ctx, store.Config{DataDir: t.TempDir(), MaxOpenConns: 8})
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	// Hold eight connections at once so the pool must open eight distinct ones.
	conns := make([]interface{ Close() error }, 0, 8)
	for i := range 8 {
		c, err := db.SQL.Conn(ctx)
		if err != nil {
			t.Fatalf("conn %d: %v", i, err)
		}
		conns = append(conns, c)
		var fk int
		if err := c.QueryRowContext(ctx, "PRAGMA foreign_keys").Scan(&fk); err != nil {
			t.Fatalf("conn %d: %v", i, err)
		}
		if fk != 1 {
			t.Errorf("conn %d: PRAGMA foreign_keys = %d, want 1", i, fk)
		}
		var mode string
		if err := c.QueryRowContext(ctx, "PRAGMA journal_mode").Scan(&mode); err != nil {
			t.Fatalf("conn %d: %v", i, err)
		}
		if mode != "wal" {
			t.Errorf("conn %d: journal_mode = %q, want wal", i, mode)
		}
	}
	for _, c := range conns {
		c.Close()
	}
}

func TestABurstOfStatementsKeepsTheConnectionsItOpened(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	db := storetest.Open(t)
	// Eight connections held at once, then given back: the pool keeps them
	// all for the next burst instead of closing all but two.
	const n = 8
	conns := make([]interface{ Close() error }, 0, n)
	for i := range n {
		c, err := db.SQL.Conn(ctx)
		if err != nil {
			t.Fatalf("conn %d: %v", i, err)
		}
		conns = append(conns, c)
	}
	for _, c := range conns {
		if err := c.Close(); err != nil {
			t.Fatal(err)
		}
	}
	st := db.SQL.Stats()
	if st.MaxIdleClosed != 0 || st.Idle < n {
		t.Errorf("after a burst of %d connections: %d idle, %d closed for the idle limit; want %d idle, none closed", n, st.Idle, st.MaxIdleClosed, n)
	}
}

func TestMigrateIsIdempotentAndForeignKeysHold(t *testing.T) {
	t.Parallel()
	ctx := tenancy.System(context.Background())
	db := storetest.Open(t)
	if err := db.Migrate(ctx); err != nil {
		t.Fatalf("second migrate: %v", err)
	}
	// A run naming a tenant that does not exist violates the foreign key.
	_, err := db.Run.Create().SetTenantID(424242).SetHarnessName("h").
		SetCaseSpec(evalcase.Case{Task: "t"}).SetHarness(evalcase.Harness{Name: "h"}).
		SetRuntimeRef("local").SetRuntimeName("local").Save(ctx)
	if !ent.IsConstraintError(err) {
		t.Fatalf("creating a run for a missing tenant = %v, want a foreign key violation", err)
	}
}

func TestConcurrentMigrationsDoNotRace(t *testing.T) {
	t.Parallel()
	cfg := storetest.Config(t)
	ctx := context.Background()
	var wg sync.WaitGroup
	errs := make(chan error, 4)
	for range 4 {
		wg.Go(func() {
			db, err := store.Open(ctx, cfg)
			if err != nil {
				errs <- err
				return
			}
			defer db.Close()
			errs <- db.Migrate(ctx)
		})
	}
	wg.Wait()
	close(errs)
	for err := range errs {
		if err != nil {
			t.Errorf("concurrent migrate: %v", err)
		}
	}
}

func TestUniqueConstraints(t *testing.T) {
	t.Parallel()
	ctx := tenancy.System(context.Background())
	db := storetest.Open(t)
	tn := db.Tenant.Create().SetSlug("acme").SaveX(ctx)
	cases := map[string]func() error{
		"a second tenant with the same slug is refused": func() error {
			return db.Tenant.Create().SetSlug("acme").Exec(ctx)
		},
		"a second runtime with the same name in one tenant is refused": func() error {
			db.RegisteredRuntime.Create().SetTenantID(tn.ID).SetName("gpu").SetKind("LOCAL").ExecX(ctx)
			return db.RegisteredRuntime.Create().SetTenantID(tn.ID).SetName("gpu").SetKind("LOCAL").Exec(ctx)
		},
		"a second secret with the same name in one tenant is refused": func() error {
			db.Secret.Create().SetTenantID(tn.ID).SetName("tok").SetCiphertext([]byte{1}).ExecX(ctx)
			return db.Secret.Create().SetTenantID(tn.ID).SetName("tok").SetCiphertext([]byte{2}).Exec(ctx)
		},
	}
	for name, try := range cases {
		t.Run(name, func(t *testing.T) {
			if err := try(); err == nil {
				t.Error("duplicate accepted, want a unique violation")
			}
		})
	}
	if db.Dialect != dialect.SQLite && db.Dialect != dialect.Postgres {
		t.Errorf("dialect = %q", db.Dialect)
	}
}

// TestTheSQLiteFilesArePrivate: the database, its -wal and -shm hold every
// tenant's data and sealed secrets; they are 0600 whatever the umask (they
// were 0644), and a database made 0644 before is narrowed at open.
func TestTheSQLiteFilesArePrivate(t *testing.T) {
	t.Parallel()
	ctx := tenancy.System(context.Background())
	dir := t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, "everdict.db-wal"), nil, 0o644); err != nil {
		t.Fatal(err)
	}
	db, err := store.Open(ctx, store.Config{DataDir: dir})
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	if err := db.Migrate(ctx); err != nil {
		t.Fatal(err)
	}
	db.Tenant.Create().SetSlug("acme").ExecX(ctx) // a write: the WAL and its index exist
	modes := map[string]os.FileMode{}
	for _, name := range []string{"everdict.db", "everdict.db-wal", "everdict.db-shm"} {
		st, err := os.Stat(filepath.Join(dir, name))
		if err != nil {
			t.Fatal(err)
		}
		modes[name] = st.Mode().Perm()
	}
	want := map[string]os.FileMode{"everdict.db": 0o600, "everdict.db-wal": 0o600, "everdict.db-shm": 0o600}
	if diff := cmp.Diff(want, modes); diff != "" {
		t.Errorf("file modes (-want +got):\n%s", diff)
	}
}
