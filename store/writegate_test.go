package store

import (
	"context"
	"database/sql"
	"path/filepath"
	"sync"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"
	"modernc.org/sqlite"
)

func TestWhichStatementsWrite(t *testing.T) {
	t.Parallel()
	cases := map[string]bool{
		`SELECT * FROM runs`:                   false,
		`  select 1`:                           false,
		`(SELECT 1) UNION (SELECT 2)`:          false,
		`-- ping`:                              false,
		"-- a comment\nSELECT 1":               false,
		`PRAGMA foreign_keys`:                  false,
		`EXPLAIN QUERY PLAN SELECT 1`:          false,
		`WITH t AS (SELECT 1) SELECT * FROM t`: false,
		`INSERT INTO runs (id) VALUES (1)`:     true,
		`UPDATE tenants SET fair_finish = 1 WHERE id = 1 RETURNING 1`: true,
		`DELETE FROM log_lines WHERE run_id = 1`:                      true,
		`CREATE INDEX i ON runs (id)`:                                 true,
		`WITH t AS (SELECT 1) DELETE FROM runs`:                       true,
	}
	got := map[string]bool{}
	for q := range cases {
		got[q] = writes(q)
	}
	if diff := cmp.Diff(cases, got); diff != "" {
		t.Errorf("writes (-want +got):\n%s", diff)
	}
}

func openGated(t *testing.T, gate *writeGate) *sql.DB {
	t.Helper()
	inner, err := sqlite.NewConnector(SQLiteDSN(filepath.Join(t.TempDir(), "t.db")))
	if err != nil {
		t.Fatal(err)
	}
	db := sql.OpenDB(stmtCacheConnector{inner: inner, size: StmtCacheSizeDefault, gate: gate})
	db.SetMaxOpenConns(8)
	t.Cleanup(func() { db.Close() })
	if _, err := db.Exec(`CREATE TABLE n (id INTEGER PRIMARY KEY, v INTEGER)`); err != nil {
		t.Fatal(err)
	}
	return db
}

// TestConcurrentWritesPassTheGateOneAtATime: writers on many connections,
// in transactions and alone, all land; a transaction holds the gate until
// it ends, and a read does not wait for it.
func TestConcurrentWritesPassTheGateOneAtATime(t *testing.T) {
	t.Parallel()
	gate := newWriteGate(time.Minute) // never given up on here: a miss would show as a lost write
	db := openGated(t, gate)
	ctx := context.Background()
	const writers, each = 8, 25
	var wg sync.WaitGroup
	for w := range writers {
		wg.Go(func() {
			for i := range each {
				id := w*each + i
				if i%2 == 0 {
					if _, err := db.ExecContext(ctx, `INSERT INTO n (id, v) VALUES (?, 1)`, id); err != nil {
						t.Error(err)
					}
					continue
				}
				tx, err := db.BeginTx(ctx, nil)
				if err != nil {
					t.Error(err)
					continue
				}
				if _, err := tx.ExecContext(ctx, `INSERT INTO n (id, v) VALUES (?, 1)`, id); err != nil {
					t.Error(err)
				}
				rows, err := tx.QueryContext(ctx, `UPDATE n SET v = v + 1 WHERE id = ? RETURNING v`, id)
				if err != nil {
					t.Error(err)
				} else {
					rows.Close()
				}
				if err := tx.Commit(); err != nil {
					t.Error(err)
				}
			}
		})
	}
	wg.Wait()
	var n, sum int
	if err := db.QueryRow(`SELECT COUNT(*), SUM(v) FROM n`).Scan(&n, &sum); err != nil {
		t.Fatal(err)
	}
	// Each row is 1, and each odd one was raised once more in its transaction.
	if want, wantSum := writers*each, writers*each+writers*(each/2); n != want || sum != wantSum {
		t.Errorf("rows = %d with sum %d, want %d with sum %d", n, sum, want, wantSum)
	}

	tx, err := db.BeginTx(ctx, nil)
	if err != nil {
		t.Fatal(err)
	}
	if len(gate.slot) != 1 {
		t.Error("an open transaction does not hold the gate")
	}
	var read int
	if err := db.QueryRowContext(ctx, `SELECT COUNT(*) FROM n`).Scan(&read); err != nil || read != n {
		t.Errorf("a read while a transaction is open = %d, %v; want %d at once", read, err, n)
	}
	if err := tx.Rollback(); err != nil {
		t.Fatal(err)
	}
	if len(gate.slot) != 0 {
		t.Error("a rolled back transaction kept the gate")
	}
}

func TestAWriteThatCannotPassTheGateGoesOnUngated(t *testing.T) {
	t.Parallel()
	gate := newWriteGate(10 * time.Millisecond)
	db := openGated(t, gate)
	release := gate.enter(context.Background()) // held elsewhere, never let go in time
	defer release()
	if _, err := db.Exec(`INSERT INTO n (id, v) VALUES (1, 1)`); err != nil {
		t.Fatalf("a write behind a held gate = %v, want it done once the wait passed", err)
	}
}
