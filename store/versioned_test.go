package store_test

import (
	"bytes"
	"context"
	"errors"
	"os"
	"strings"
	"sync"
	"testing"

	"github.com/everdict/everdict/store"
	"github.com/everdict/everdict/store/migrations"
	"github.com/everdict/everdict/store/storetest"
	"github.com/everdict/everdict/tenancy"
)

// bothStores opens a fresh, unmigrated database on SQLite and, when the
// test PostgreSQL is configured, one on PostgreSQL too.
func bothStores(t *testing.T) map[string]*store.DB {
	t.Helper()
	out := map[string]*store.DB{}
	open := func(name string, cfg store.Config) {
		db, err := store.Open(context.Background(), cfg)
		if err != nil {
			t.Fatalf("open %s: %v", name, err)
		}
		t.Cleanup(func() { db.Close() })
		out[name] = db
	}
	open("sqlite", store.Config{DataDir: t.TempDir()})
	if os.Getenv(storetest.EnvDatabaseURL) != "" {
		open("postgres", storetest.Config(t))
	}
	return out
}

var driftMu sync.Mutex

// schemaDrift is what Ent's auto-migration would still change: nothing when
// the migrations build exactly the schema the code describes.
func schemaDrift(t *testing.T, db *store.DB) string {
	t.Helper()
	// Ent's migration engine mutates ent/migrate's package-level tables:
	// one diff at a time in this test binary.
	driftMu.Lock()
	defer driftMu.Unlock()
	var buf bytes.Buffer
	if err := db.Schema.WriteTo(context.Background(), &buf); err != nil {
		t.Fatal(err)
	}
	var stmts []string
	for _, l := range bytes.Split(buf.Bytes(), []byte("\n")) {
		l = bytes.TrimSpace(l)
		if len(l) > 0 && !bytes.HasPrefix(l, []byte("BEGIN")) && !bytes.HasPrefix(l, []byte("COMMIT")) {
			stmts = append(stmts, string(l))
		}
	}
	return string(bytes.Join(func() [][]byte {
		var b [][]byte
		for _, s := range stmts {
			b = append(b, []byte(s))
		}
		return b
	}(), []byte("\n")))
}

func TestMigrations(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	for name, db := range bothStores(t) {
		files, err := migrations.For(db.Dialect)
		if err != nil {
			t.Fatal(err)
		}
		_ = files
		t.Run(name+": a fresh database gets every migration and exactly the schema the code describes", func(t *testing.T) {
			if err := db.Migrate(ctx); err != nil {
				t.Fatal(err)
			}
			if drift := schemaDrift(t, db); drift != "" {
				t.Errorf("the migrations do not build the Ent schema; auto-migration would still run:\n%s", drift)
			}
			v, err := db.Version(ctx)
			if err != nil || v.Current != v.Latest || v.Pending != 0 {
				t.Errorf("Version = %+v, %v; want current = latest, none pending", v, err)
			}
			if err := db.Migrate(ctx); err != nil {
				t.Errorf("a second Migrate: %v", err)
			}
		})

		t.Run(name+": a database from a newer build is refused and left alone", func(t *testing.T) {
			if _, err := db.SQL.ExecContext(ctx, rebind(db, `INSERT INTO `+store.RevisionsTable+` (version, description, applied_at) VALUES (?, 'future', CURRENT_TIMESTAMP)`), "99991231000000"); err != nil {
				t.Fatal(err)
			}
			if err := db.Migrate(ctx); !errors.Is(err, store.ErrSchemaNewer) {
				t.Errorf("Migrate = %v, want ErrSchemaNewer", err)
			}
		})
	}
}

func TestUpgradeFromThePreviousRelease(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	for name, db := range bothStores(t) {
		files, err := migrations.For(db.Dialect)
		if err != nil {
			t.Fatal(err)
		}
		baseline := files[0]
		t.Run(name+": a database the previous release auto-migrated is adopted, upgraded, and keeps its rows", func(t *testing.T) {
			// The previous release's schema, made as its auto-migration made
			// it: the baseline's tables, and no record of revisions.
			for _, stmt := range baseline.Stmts {
				if _, err := db.SQL.ExecContext(ctx, stmt); err != nil {
					t.Fatal(err)
				}
			}
			if _, err := db.SQL.ExecContext(ctx, rebind(db, `INSERT INTO tenants (slug, created_at) VALUES (?, CURRENT_TIMESTAMP)`), "acme"); err != nil {
				t.Fatal(err)
			}
			if err := db.Migrate(ctx); err != nil {
				t.Fatal(err)
			}
			v, err := db.Version(ctx)
			if err != nil || v.Current != files[len(files)-1].Version || v.Pending != 0 {
				t.Errorf("Version = %+v, %v; want the newest, none pending", v, err)
			}
			if drift := schemaDrift(t, db); drift != "" {
				t.Errorf("the upgraded schema is not the Ent schema:\n%s", drift)
			}
			got, err := db.Tenant.Query().Only(tenancy.System(ctx))
			if err != nil || got.Slug != "acme" {
				t.Errorf("tenant after the upgrade = %v, %v; want acme", got, err)
			}
		})
	}
}

func rebind(db *store.DB, q string) string {
	if db.Dialect == "postgres" {
		return strings.Replace(q, "?", "$1", 1)
	}
	return q
}
