//go:build ignore

// gen writes a new versioned migration for each dialect when the Ent schema
// differs from what the migration directory builds, and nothing otherwise,
// so `go generate` stays reproducible. It replays the directory on a clean
// development database (in-memory SQLite; a scratch database on the
// PostgreSQL EVERDICT_DEV_DATABASE_URL names, by default the local test
// database) and diffs the result with the schema.
//
//	go run ./store/migrations/gen.go [name]
package main

import (
	"context"
	"crypto/rand"
	"database/sql"
	"fmt"
	"log"
	"net/url"
	"os"

	"ariga.io/atlas/sql/migrate"
	"entgo.io/ent/dialect"
	entsql "entgo.io/ent/dialect/sql"
	"entgo.io/ent/dialect/sql/schema"
	_ "github.com/jackc/pgx/v5/stdlib"
	_ "modernc.org/sqlite"

	entmigrate "github.com/everdict/everdict/ent/migrate"
)

const devDefault = "postgres://postgres@127.0.0.1:5432/test?sslmode=disable"

func main() {
	name := "change"
	if len(os.Args) > 1 {
		name = os.Args[1]
	}
	ctx := context.Background()
	sqliteDB, err := sql.Open("sqlite", "file:dev?mode=memory&cache=shared&_pragma=foreign_keys(1)")
	if err != nil {
		log.Fatal(err)
	}
	defer sqliteDB.Close()
	if err := diff(ctx, dialect.SQLite, sqliteDB, "store/migrations/sqlite", name); err != nil {
		log.Fatalf("sqlite: %v", err)
	}
	base := os.Getenv("EVERDICT_DEV_DATABASE_URL")
	if base == "" {
		base = devDefault
	}
	admin, err := sql.Open("pgx", base)
	if err != nil {
		log.Fatal(err)
	}
	defer admin.Close()
	b := make([]byte, 6)
	_, _ = rand.Read(b)
	scratch := fmt.Sprintf("everdict_migrations_%x", b)
	if _, err := admin.ExecContext(ctx, "CREATE DATABASE "+scratch); err != nil {
		log.Fatalf("postgres: a development database is needed (EVERDICT_DEV_DATABASE_URL, default %s): %v", devDefault, err)
	}
	defer admin.ExecContext(context.Background(), "DROP DATABASE "+scratch+" WITH (FORCE)") //nolint:errcheck // best effort
	u, _ := url.Parse(base)
	u.Path = "/" + scratch
	pg, err := sql.Open("pgx", u.String())
	if err != nil {
		log.Fatal(err)
	}
	defer pg.Close()
	if err := diff(ctx, dialect.Postgres, pg, "store/migrations/postgres", name); err != nil {
		log.Fatalf("postgres: %v", err)
	}
}

// diff writes the migration from what path builds to the Ent schema, if any.
func diff(ctx context.Context, dial string, db *sql.DB, path, name string) error {
	dir, err := migrate.NewLocalDir(path)
	if err != nil {
		return err
	}
	m, err := schema.NewMigrate(entsql.OpenDB(dial, db),
		schema.WithDir(dir),
		schema.WithMigrationMode(schema.ModeReplay),
		// An index the schema no longer declares is dropped (a replaced
		// index would otherwise stay, maintained on every write).
		schema.WithDropIndex(true),
		schema.WithDialect(dial),
		schema.WithFormatter(migrate.DefaultFormatter),
	)
	if err != nil {
		return err
	}
	return m.NamedDiff(ctx, name, entmigrate.Tables...)
}
