package store

import (
	"context"
	"database/sql"
	"database/sql/driver"
	"path/filepath"
	"testing"

	"github.com/google/go-cmp/cmp"
	"modernc.org/sqlite"
)

// countingConnector wraps the real SQLite connector and counts the
// statements its connections prepare and close.
type countingConnector struct {
	driver.Connector
	prepared, closed map[string]int
}

func (c *countingConnector) Connect(ctx context.Context) (driver.Conn, error) {
	conn, err := c.Connector.Connect(ctx)
	if err != nil {
		return nil, err
	}
	return &countingConn{innerConn: conn.(innerConn), c: c}, nil
}

type countingConn struct {
	innerConn
	c *countingConnector
}

func (c *countingConn) PrepareContext(ctx context.Context, q string) (driver.Stmt, error) {
	st, err := c.innerConn.PrepareContext(ctx, q)
	if err != nil {
		return nil, err
	}
	c.c.prepared[q]++
	return &countingStmt{innerStmt: st.(innerStmt), q: q, c: c.c}, nil
}

type countingStmt struct {
	innerStmt
	q string
	c *countingConnector
}

func (s *countingStmt) Close() error {
	s.c.closed[s.q]++
	return s.innerStmt.Close()
}

func openCounted(t *testing.T, size int) (*sql.DB, *countingConnector) {
	t.Helper()
	inner, err := sqlite.NewConnector(SQLiteDSN(filepath.Join(t.TempDir(), "t.db")))
	if err != nil {
		t.Fatal(err)
	}
	cc := &countingConnector{Connector: inner, prepared: map[string]int{}, closed: map[string]int{}}
	db := sql.OpenDB(stmtCacheConnector{inner: cc, size: size})
	db.SetMaxOpenConns(1) // one connection, so every statement meets the same cache
	t.Cleanup(func() { db.Close() })
	if _, err := db.Exec(`CREATE TABLE kv (k INTEGER PRIMARY KEY, v TEXT)`); err != nil {
		t.Fatal(err)
	}
	return db, cc
}

const (
	insertKV = `INSERT INTO kv (k, v) VALUES (?, ?)`
	selectKV = `SELECT v FROM kv WHERE k >= ? ORDER BY k`
)

func values(t *testing.T, rows *sql.Rows) []string {
	t.Helper()
	defer rows.Close()
	var out []string
	for rows.Next() {
		var v string
		if err := rows.Scan(&v); err != nil {
			t.Fatal(err)
		}
		out = append(out, v)
	}
	if err := rows.Err(); err != nil {
		t.Fatal(err)
	}
	return out
}

func TestAStatementRunTwiceIsPreparedOnce(t *testing.T) {
	t.Parallel()
	db, cc := openCounted(t, StmtCacheSizeDefault)
	for i, v := range []string{"a", "b", "c"} {
		if _, err := db.Exec(insertKV, i, v); err != nil {
			t.Fatal(err)
		}
	}
	for range 3 {
		rows, err := db.Query(selectKV, 1)
		if err != nil {
			t.Fatal(err)
		}
		if diff := cmp.Diff([]string{"b", "c"}, values(t, rows)); diff != "" {
			t.Errorf("rows (-want +got):\n%s", diff)
		}
	}
	if diff := cmp.Diff(map[string]int{insertKV: 1, selectKV: 1}, onlyOf(cc.prepared, insertKV, selectKV)); diff != "" {
		t.Errorf("prepares (-want +got):\n%s", diff)
	}
}

func TestAStatementWhoseRowsAreOpenIsNotShared(t *testing.T) {
	t.Parallel()
	db, _ := openCounted(t, StmtCacheSizeDefault)
	for i, v := range []string{"a", "b", "c"} {
		if _, err := db.Exec(insertKV, i, v); err != nil {
			t.Fatal(err)
		}
	}
	ctx := context.Background()
	tx, err := db.BeginTx(ctx, nil) // one connection: both queries meet the same statement
	if err != nil {
		t.Fatal(err)
	}
	defer tx.Rollback()
	outer, err := tx.QueryContext(ctx, selectKV, 0)
	if err != nil {
		t.Fatal(err)
	}
	defer outer.Close()
	var got [][]string
	for outer.Next() {
		var v string
		if err := outer.Scan(&v); err != nil {
			t.Fatal(err)
		}
		inner, err := tx.QueryContext(ctx, selectKV, 2)
		if err != nil {
			t.Fatal(err)
		}
		got = append(got, append([]string{v}, values(t, inner)...))
	}
	if err := outer.Err(); err != nil {
		t.Fatal(err)
	}
	want := [][]string{{"a", "c"}, {"b", "c"}, {"c", "c"}}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("outer row, then the inner query's rows (-want +got):\n%s", diff)
	}
}

func TestTheLeastRecentlyUsedStatementIsClosedBeyondTheCachesSize(t *testing.T) {
	t.Parallel()
	db, cc := openCounted(t, 2)
	queries := []string{`SELECT 1`, `SELECT 2`, `SELECT 1`, `SELECT 3`, `SELECT 2`}
	for _, q := range queries {
		var n int
		if err := db.QueryRow(q).Scan(&n); err != nil {
			t.Fatal(err)
		}
	}
	// SELECT 2 was least recently used when SELECT 3 came, so it was closed
	// and prepared again; SELECT 1 stayed.
	if diff := cmp.Diff(map[string]int{`SELECT 1`: 1, `SELECT 2`: 2, `SELECT 3`: 1}, onlyOf(cc.prepared, `SELECT 1`, `SELECT 2`, `SELECT 3`)); diff != "" {
		t.Errorf("prepares (-want +got):\n%s", diff)
	}
	if diff := cmp.Diff(map[string]int{`SELECT 2`: 1, `SELECT 1`: 1}, onlyOf(cc.closed, `SELECT 1`, `SELECT 2`, `SELECT 3`)); diff != "" {
		t.Errorf("closes (-want +got):\n%s", diff)
	}
	if err := db.Close(); err != nil {
		t.Fatal(err)
	}
	if got := cc.closed[`SELECT 3`] + cc.closed[`SELECT 2`]; got != 3 {
		t.Errorf("after Close, %d closes of the cached statements, want every one closed (3)", got)
	}
}

func onlyOf(m map[string]int, keys ...string) map[string]int {
	out := map[string]int{}
	for _, k := range keys {
		if m[k] > 0 {
			out[k] = m[k]
		}
	}
	return out
}
