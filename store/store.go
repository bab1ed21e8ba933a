// Package store opens Everdict's database: SQLite in the data directory by
// default (pure Go, foreign keys on, WAL, a busy timeout on every pooled
// connection, each connection keeping its prepared statements), or PostgreSQL through pgx when a URL is given, and applies the
// versioned migrations of package migrations. Migrations on PostgreSQL run
// under an advisory lock so replicas starting together do not race.
package store

import (
	"context"
	"database/sql"
	"database/sql/driver"
	"errors"
	"fmt"
	"io/fs"
	"net/url"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"syscall"
	"time"

	"entgo.io/ent/dialect"
	entsql "entgo.io/ent/dialect/sql"
	_ "github.com/jackc/pgx/v5/stdlib" // registers the "pgx" database/sql driver
	"modernc.org/sqlite"

	"github.com/everdict/everdict/ent"
	_ "github.com/everdict/everdict/ent/runtime" // registers schema defaults, hooks and interceptors
)

// Defaults of Config.
const (
	// DataDirDefault is where SQLite lives when Config.DataDir is empty.
	DataDirDefault = ".everdict"
	// BusyTimeoutMSDefault is how long a SQLite connection waits on a lock.
	BusyTimeoutMSDefault = 10000
	// WriteGateWaitDefault is how long a SQLite write waits for the
	// writes ahead of it in this process before it goes on and lets
	// SQLite's busy timeout arbitrate.
	WriteGateWaitDefault = time.Second
	// MaxOpenConnsDefault bounds the pool.
	MaxOpenConnsDefault = 16
	// ConnMaxIdleTimeDefault is how long a pooled connection may stay
	// unused before the pool closes it.
	ConnMaxIdleTimeDefault = 5 * time.Minute
)

// migrateMu serializes migrations within one process: ent's migration
// engine mutates the package-level table descriptors of ent/migrate, so two
// concurrent Schema.Create calls race even on different databases. It is
// taken after the migration lock (the file lock or the advisory lock),
// never before: a migrator waiting on another process's lock must not hold
// it, or a migrator of this process that holds that lock could never get
// it (a deadlock seen when the tests held the lock themselves).
var migrateMu sync.Mutex

// MigrationLockKey is the PostgreSQL advisory lock key held while migrating
// ("everdict" in ASCII, truncated to fit a bigint). Every migrator (serve,
// everdict migrate, a Helm hook's Job) takes it on a dedicated connection.
const MigrationLockKey int64 = 0x65766572646963

// MigrationLockFile is the file in the SQLite data directory a migrator
// holds an exclusive flock(2) on.
const MigrationLockFile = "migrate.lock"

// Config says which database to open. The zero value opens SQLite in
// DataDirDefault.
type Config struct {
	// DatabaseURL, when set, names a PostgreSQL database (postgres:// or
	// postgresql://). Empty means SQLite in DataDir.
	DatabaseURL string
	// DataDir holds everdict.db when DatabaseURL is empty; "" means DataDirDefault.
	DataDir string
	// MaxOpenConns bounds the pool; 0 means MaxOpenConnsDefault.
	MaxOpenConns int
}

// DB is an open database: the ent client and the database/sql handle under it.
// Close it once. Safe for concurrent use.
type DB struct {
	*ent.Client
	SQL     *sql.DB
	Dialect string
	// dir is the SQLite data directory ("" on PostgreSQL).
	dir string
}

// Open opens the database cfg names. It does not migrate; call Migrate.
func Open(ctx context.Context, cfg Config) (*DB, error) {
	maxOpen := cfg.MaxOpenConns
	if maxOpen <= 0 {
		maxOpen = MaxOpenConnsDefault
	}
	var (
		db   *sql.DB
		dial string
		dir  string
		err  error
	)
	if cfg.DatabaseURL != "" {
		if !strings.HasPrefix(cfg.DatabaseURL, "postgres://") && !strings.HasPrefix(cfg.DatabaseURL, "postgresql://") {
			return nil, errors.New("open database: EVERDICT_DATABASE_URL must be a postgres:// URL")
		}
		dial = dialect.Postgres
		db, err = sql.Open("pgx", cfg.DatabaseURL)
	} else {
		dir = cfg.DataDir
		if dir == "" {
			dir = DataDirDefault
		}
		if err := os.MkdirAll(dir, 0o700); err != nil {
			return nil, fmt.Errorf("open database: create data dir: %w", err)
		}
		// It holds the database and the secret key: private, even when it
		// was made by someone else's hand before.
		if err := os.Chmod(dir, 0o700); err != nil {
			return nil, fmt.Errorf("open database: make the data dir private: %w", err)
		}
		dial = dialect.SQLite
		path := filepath.Join(dir, "everdict.db")
		if err := privateDatabaseFiles(path); err != nil {
			return nil, fmt.Errorf("open database: %w", err)
		}
		var conn driver.Connector
		if conn, err = sqlite.NewConnector(SQLiteDSN(path)); err == nil {
			db = sql.OpenDB(stmtCacheConnector{inner: conn, size: StmtCacheSizeDefault, gate: newWriteGate(WriteGateWaitDefault)})
		}
	}
	if err != nil {
		return nil, fmt.Errorf("open database: %w", err)
	}
	db.SetMaxOpenConns(maxOpen)
	// database/sql keeps 2 idle connections by default: under more
	// concurrency it would close a connection after every statement past
	// the second and open another for the next, paying each time for a
	// PostgreSQL backend or SQLite's pragmas and schema parse, and losing
	// the connection's prepared statements. Keep what a burst opened, for
	// a while.
	db.SetMaxIdleConns(maxOpen)
	db.SetConnMaxIdleTime(ConnMaxIdleTimeDefault)
	if err := db.PingContext(ctx); err != nil {
		db.Close()
		return nil, fmt.Errorf("open database: ping: %w", redactURL(err, cfg.DatabaseURL))
	}
	drv := entsql.OpenDB(dial, db)
	return &DB{Client: ent.NewClient(ent.Driver(drv)), SQL: db, Dialect: dial, dir: dir}, nil
}

// privateDatabaseFiles makes the SQLite database at path 0600 before it is
// opened: created so when it does not exist, and its files (the database,
// its -wal and -shm) narrowed to it when they do. SQLite creates the -wal
// and -shm files with the database file's mode, so they follow.
func privateDatabaseFiles(path string) error {
	f, err := os.OpenFile(path, os.O_CREATE|os.O_RDONLY, 0o600)
	if err != nil {
		return fmt.Errorf("create %s: %w", filepath.Base(path), err)
	}
	if err := f.Close(); err != nil {
		return fmt.Errorf("create %s: %w", filepath.Base(path), err)
	}
	for _, p := range []string{path, path + "-wal", path + "-shm"} {
		if err := os.Chmod(p, 0o600); err != nil && !errors.Is(err, fs.ErrNotExist) {
			return fmt.Errorf("make %s private: %w", filepath.Base(p), err)
		}
	}
	return nil
}

// SQLiteDSN is the modernc.org/sqlite DSN for path with the pragmas every
// pooled connection gets: foreign keys on, WAL, a busy timeout, and
// transactions that take the write lock up front (no deadlocked upgrades).
func SQLiteDSN(path string) string {
	q := url.Values{}
	q.Add("_pragma", "foreign_keys(1)")
	q.Add("_pragma", "journal_mode(WAL)")
	q.Add("_pragma", fmt.Sprintf("busy_timeout(%d)", BusyTimeoutMSDefault))
	q.Add("_pragma", "synchronous(NORMAL)")
	q.Set("_txlock", "immediate")
	return "file:" + path + "?" + q.Encode()
}

// Migrate brings the schema to this build's newest versioned migration
// (package migrations), applying each missing one in its own transaction and
// recording it in everdict_schema_revisions. A database whose schema a
// newer build wrote is refused (ErrSchemaNewer) and left untouched. A
// database the previous release made by auto-migration (tables, no record of
// revisions) is adopted as at the first, baseline migration. On PostgreSQL it
// holds an advisory lock for the duration, so concurrent replicas migrate one
// after another; on SQLite a file lock in the data directory does the same
// for processes sharing it.
func (d *DB) Migrate(ctx context.Context) error { return d.MigrateWaiting(ctx, nil) }

// MigrateWaiting is Migrate that calls waiting, when it is not nil, once
// before it blocks on the migration lock another process holds (another
// replica's serve, an `everdict migrate`, a Helm hook), so a caller can say
// why it is not done yet.
func (d *DB) MigrateWaiting(ctx context.Context, waiting func()) error {
	if waiting == nil {
		waiting = func() {}
	}
	if d.Dialect != dialect.Postgres {
		f, err := os.OpenFile(filepath.Join(d.dir, MigrationLockFile), os.O_CREATE|os.O_RDWR, 0o600)
		if err != nil {
			return fmt.Errorf("migrate: open lock file: %w", err)
		}
		defer f.Close()
		if err := syscall.Flock(int(f.Fd()), syscall.LOCK_EX|syscall.LOCK_NB); errors.Is(err, syscall.EWOULDBLOCK) {
			waiting()
			err = syscall.Flock(int(f.Fd()), syscall.LOCK_EX)
			if err != nil {
				return fmt.Errorf("migrate: take file lock: %w", err)
			}
		} else if err != nil {
			return fmt.Errorf("migrate: take file lock: %w", err)
		}
		defer syscall.Flock(int(f.Fd()), syscall.LOCK_UN) //nolint:errcheck // closing the file releases it too
		migrateMu.Lock()
		defer migrateMu.Unlock()
		return d.migrate(ctx, d.SQL, "")
	}
	// The lock is a session's: one dedicated connection takes it, migrates
	// and releases it.
	conn, err := d.SQL.Conn(ctx)
	if err != nil {
		return fmt.Errorf("migrate: take a connection: %w", err)
	}
	defer conn.Close()
	var got bool
	if err := conn.QueryRowContext(ctx, "SELECT pg_try_advisory_lock($1)", MigrationLockKey).Scan(&got); err != nil {
		return fmt.Errorf("migrate: take advisory lock: %w", err)
	}
	if !got {
		waiting()
		if _, err := conn.ExecContext(ctx, "SELECT pg_advisory_lock($1)", MigrationLockKey); err != nil {
			return fmt.Errorf("migrate: take advisory lock: %w", err)
		}
	}
	defer conn.ExecContext(context.WithoutCancel(ctx), "SELECT pg_advisory_unlock($1)", MigrationLockKey) //nolint:errcheck // the session ends with the conn anyway
	migrateMu.Lock()
	defer migrateMu.Unlock()
	return d.migrate(ctx, conn, "")
}

// ErrSchemaBehind: the database lacks migrations this build needs, and the
// caller was told not to apply them (serve --no-migrate).
var ErrSchemaBehind = errors.New("the database schema is older than this build")

// CheckSchema returns nil when the database is at exactly this build's newest
// migration; ErrSchemaBehind when migrations are pending; ErrSchemaNewer when
// a newer build wrote it. It changes nothing and takes no lock: a replica
// that does not migrate (serve --no-migrate) checks it at start.
func (d *DB) CheckSchema(ctx context.Context) error {
	v, err := d.Version(ctx)
	if err != nil {
		return fmt.Errorf("check schema: %w", err)
	}
	switch {
	case v.Newer:
		return fmt.Errorf("the database is at migration %s, which this build (newest %s) does not know: %w", v.Current, v.Latest, ErrSchemaNewer)
	case v.Pending > 0:
		at := v.Current
		if at == "" {
			at = "none"
		}
		return fmt.Errorf("the database is at migration %s and this build needs %s (%d pending): run `everdict migrate` first: %w",
			at, v.Latest, v.Pending, ErrSchemaBehind)
	}
	return nil
}

// Ping checks the database answers.
func (d *DB) Ping(ctx context.Context) error { return d.SQL.PingContext(ctx) }

// Close closes the client and the pool.
func (d *DB) Close() error { return d.Client.Close() }

// redactURL keeps a password in the database URL out of an error message.
func redactURL(err error, raw string) error {
	u, perr := url.Parse(raw)
	if raw == "" || perr != nil || u.User == nil {
		return err
	}
	if pw, ok := u.User.Password(); ok && pw != "" && strings.Contains(err.Error(), pw) {
		return errors.New(strings.ReplaceAll(err.Error(), pw, "***"))
	}
	return err
}
