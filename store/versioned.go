package store

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"slices"
	"time"

	"entgo.io/ent/dialect"

	"github.com/everdict/everdict/store/migrations"
)

// ErrSchemaNewer: the database's schema was written by a newer build than
// this one; serving it could corrupt it.
var ErrSchemaNewer = errors.New("the database schema is newer than this build")

// RevisionsTable records the migrations applied, one row each.
const RevisionsTable = "everdict_schema_revisions"

// execer is a *sql.DB or one *sql.Conn of it.
type execer interface {
	ExecContext(ctx context.Context, query string, args ...any) (sql.Result, error)
	QueryContext(ctx context.Context, query string, args ...any) (*sql.Rows, error)
	BeginTx(ctx context.Context, opts *sql.TxOptions) (*sql.Tx, error)
}

// SchemaVersion is where a database stands: the newest migration it has and
// the newest this build knows.
type SchemaVersion struct {
	Current, Latest string
	// Pending counts the migrations this build would apply.
	Pending int
	// Newer is true when the database has a migration this build does not
	// know: Migrate refuses it (ErrSchemaNewer).
	Newer bool
}

// Version reads where the database stands without changing it.
func (d *DB) Version(ctx context.Context) (SchemaVersion, error) {
	files, err := migrations.For(d.Dialect)
	if err != nil {
		return SchemaVersion{}, err
	}
	v := SchemaVersion{Latest: files[len(files)-1].Version}
	applied, err := d.applied(ctx, d.SQL)
	if err != nil {
		return v, err
	}
	if len(applied) > 0 {
		v.Current = slices.Max(applied)
	}
	known := map[string]bool{}
	for _, f := range files {
		known[f.Version] = true
		if !slices.Contains(applied, f.Version) {
			v.Pending++
		}
	}
	for _, a := range applied {
		v.Newer = v.Newer || !known[a]
	}
	return v, nil
}

// migrate applies every migration up to and including upTo ("" for all).
func (d *DB) migrate(ctx context.Context, db execer, upTo string) error {
	files, err := migrations.For(d.Dialect)
	if err != nil {
		return fmt.Errorf("migrate: %w", err)
	}
	if _, err := db.ExecContext(ctx, `CREATE TABLE IF NOT EXISTS `+RevisionsTable+
		` (version varchar(32) PRIMARY KEY, description varchar(255) NOT NULL, applied_at timestamp NOT NULL)`); err != nil {
		return fmt.Errorf("migrate: create %s: %w", RevisionsTable, err)
	}
	applied, err := d.applied(ctx, db)
	if err != nil {
		return fmt.Errorf("migrate: %w", err)
	}
	known := map[string]bool{}
	for _, f := range files {
		known[f.Version] = true
	}
	for _, v := range applied {
		if !known[v] {
			return fmt.Errorf("migrate: the database has migration %s, which this build (newest %s) does not know: %w",
				v, files[len(files)-1].Version, ErrSchemaNewer)
		}
	}
	if len(applied) == 0 {
		legacy, err := d.hasTable(ctx, db, "tenants")
		if err != nil {
			return fmt.Errorf("migrate: %w", err)
		}
		if legacy { // auto-migrated by the release before versioned migrations
			if err := d.record(ctx, db, files[0]); err != nil {
				return err
			}
			applied = append(applied, files[0].Version)
		}
	}
	for _, f := range files {
		if upTo != "" && f.Version > upTo {
			break
		}
		if slices.Contains(applied, f.Version) {
			continue
		}
		if err := d.apply(ctx, db, f); err != nil {
			return err
		}
	}
	return nil
}

func (d *DB) apply(ctx context.Context, db execer, f migrations.File) error {
	tx, err := db.BeginTx(ctx, nil)
	if err != nil {
		return fmt.Errorf("migrate %s: %w", f.Version, err)
	}
	for _, stmt := range f.Stmts {
		if _, err := tx.ExecContext(ctx, stmt); err != nil {
			_ = tx.Rollback()
			return fmt.Errorf("migrate %s_%s: %w", f.Version, f.Description, err)
		}
	}
	if _, err := tx.ExecContext(ctx, d.rebind(`INSERT INTO `+RevisionsTable+` (version, description, applied_at) VALUES (?, ?, ?)`),
		f.Version, f.Description, time.Now().UTC()); err != nil {
		_ = tx.Rollback()
		return fmt.Errorf("migrate %s: record it: %w", f.Version, err)
	}
	if err := tx.Commit(); err != nil {
		return fmt.Errorf("migrate %s: %w", f.Version, err)
	}
	return nil
}

func (d *DB) record(ctx context.Context, db execer, f migrations.File) error {
	_, err := db.ExecContext(ctx, d.rebind(`INSERT INTO `+RevisionsTable+` (version, description, applied_at) VALUES (?, ?, ?)`),
		f.Version, f.Description, time.Now().UTC())
	if err != nil {
		return fmt.Errorf("migrate: adopt the auto-migrated schema as %s: %w", f.Version, err)
	}
	return nil
}

func (d *DB) applied(ctx context.Context, db execer) ([]string, error) {
	ok, err := d.hasTable(ctx, db, RevisionsTable)
	if err != nil || !ok {
		return nil, err
	}
	rows, err := db.QueryContext(ctx, `SELECT version FROM `+RevisionsTable+` ORDER BY version`)
	if err != nil {
		return nil, fmt.Errorf("read %s: %w", RevisionsTable, err)
	}
	defer rows.Close()
	var out []string
	for rows.Next() {
		var v string
		if err := rows.Scan(&v); err != nil {
			return nil, err
		}
		out = append(out, v)
	}
	return out, rows.Err()
}

// hasTable tells whether a table exists (on PostgreSQL, in the search path).
func (d *DB) hasTable(ctx context.Context, db execer, name string) (bool, error) {
	q := `SELECT count(*) FROM sqlite_master WHERE type = 'table' AND name = ?`
	if d.Dialect == dialect.Postgres {
		q = `SELECT count(*) FROM pg_catalog.pg_class c WHERE c.relname = $1 AND c.relkind = 'r' AND pg_catalog.pg_table_is_visible(c.oid)`
	}
	rows, err := db.QueryContext(ctx, q, name)
	if err != nil {
		return false, fmt.Errorf("look for table %s: %w", name, err)
	}
	defer rows.Close()
	var n int
	if rows.Next() {
		if err := rows.Scan(&n); err != nil {
			return false, err
		}
	}
	return n > 0, rows.Err()
}

// rebind turns ? placeholders into PostgreSQL's $n.
func (d *DB) rebind(q string) string {
	if d.Dialect != dialect.Postgres {
		return q
	}
	out, n := make([]byte, 0, len(q)+8), 0
	for i := 0; i < len(q); i++ {
		if q[i] == '?' {
			n++
			out = append(out, fmt.Sprintf("$%d", n)...)
			continue
		}
		out = append(out, q[i])
	}
	return string(out)
}
