package store

import (
	"context"
	"database/sql/driver"
	"strings"
	"time"
)

// writeGate lets one SQLite write at a time through, in the order they
// come. SQLite allows one writer; one that finds the database locked sleeps
// in steps of 1, 2, 5, 10, … ms (its busy handler) and tries again, so
// under concurrent writes most of a write's latency was sleeping. Writes
// that wait here wake the moment the one before them ends. A write that
// cannot pass within wait (a transaction left open across a write on
// another connection, which would otherwise deadlock) goes on ungated and
// SQLite's busy timeout arbitrates, as without the gate.
type writeGate struct {
	slot chan struct{}
	wait time.Duration
}

func newWriteGate(wait time.Duration) *writeGate {
	return &writeGate{slot: make(chan struct{}, 1), wait: wait}
}

// enter waits for the gate and returns its release; nil when it gave up
// (ctx done, or wait passed).
func (g *writeGate) enter(ctx context.Context) func() {
	select {
	case g.slot <- struct{}{}:
		return g.leave
	default:
	}
	t := time.NewTimer(g.wait)
	defer t.Stop()
	select {
	case g.slot <- struct{}{}:
		return g.leave
	case <-ctx.Done():
	case <-t.C:
	}
	return nil
}

func (g *writeGate) leave() { <-g.slot }

// writes reports whether query may write: what it starts with, past
// comments and space, is not SELECT, EXPLAIN, PRAGMA or WITH … SELECT.
func writes(query string) bool {
	q := strings.TrimLeft(query, " \t\r\n(")
	for strings.HasPrefix(q, "--") {
		if i := strings.IndexByte(q, '\n'); i >= 0 {
			q = strings.TrimLeft(q[i+1:], " \t\r\n(")
		} else {
			return false
		}
	}
	word := q
	if i := strings.IndexAny(q, " \t\r\n("); i >= 0 {
		word = q[:i]
	}
	switch strings.ToUpper(word) {
	case "SELECT", "EXPLAIN", "PRAGMA", "VALUES":
		return false
	case "WITH":
		// A CTE may lead to any statement: look at what follows it.
		up := strings.ToUpper(q)
		return strings.Contains(up, "INSERT") || strings.Contains(up, "UPDATE") || strings.Contains(up, "DELETE")
	}
	return true
}

// gatedTx releases the gate when its transaction ends.
type gatedTx struct {
	driver.Tx
	release func()
	done    func()
}

func (t *gatedTx) Commit() error {
	err := t.Tx.Commit()
	t.end()
	return err
}

func (t *gatedTx) Rollback() error {
	err := t.Tx.Rollback()
	t.end()
	return err
}

func (t *gatedTx) end() {
	if t.done != nil {
		t.done()
		t.done = nil
	}
	if t.release != nil {
		t.release()
		t.release = nil
	}
}
