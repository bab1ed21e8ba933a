package store

import (
	"container/list"
	"context"
	"database/sql/driver"
	"errors"
	"reflect"
)

// StmtCacheSizeDefault is how many prepared statements each SQLite
// connection keeps.
const StmtCacheSizeDefault = 256

// stmtCacheConnector opens connections of inner that keep their prepared
// statements, by SQL text, in a small LRU cache: ent prepares nothing, and
// SQLite parses and plans every statement it is given, which under load
// was a quarter of the server's CPU. pgx caches statements itself; this is
// for SQLite. A statement whose rows are still open when the same text is
// asked for again is not shared: that query runs unprepared.
type stmtCacheConnector struct {
	inner driver.Connector
	size  int
	// gate, when set, lets the connections' writes through one at a time.
	gate *writeGate
}

func (c stmtCacheConnector) Connect(ctx context.Context) (driver.Conn, error) {
	conn, err := c.inner.Connect(ctx)
	if err != nil {
		return nil, err
	}
	return newCachingConn(conn, c.size, c.gate)
}

func (c stmtCacheConnector) Driver() driver.Driver { return c.inner.Driver() }

// innerConn is what a cached connection needs of the driver's.
type innerConn interface {
	driver.Conn
	driver.ConnBeginTx
	driver.ConnPrepareContext
	driver.ExecerContext
	driver.QueryerContext
}

// innerStmt is what a cached statement needs of the driver's.
type innerStmt interface {
	driver.Stmt
	driver.StmtExecContext
	driver.StmtQueryContext
}

// cachingConn is one connection and its statements. database/sql uses a
// connection from one goroutine at a time, so it needs no lock.
type cachingConn struct {
	inner innerConn
	size  int
	order *list.List // of *cachedStmt, most recently used first
	stmts map[string]*list.Element
	gate  *writeGate // nil: writes are not gated
	inTx  bool       // a transaction, which holds the gate, is open
}

type cachedStmt struct {
	query   string
	stmt    innerStmt
	busy    bool // its rows are open
	evicted bool // close it once its rows close
}

func newCachingConn(c driver.Conn, size int, gate *writeGate) (driver.Conn, error) {
	inner, ok := c.(innerConn)
	if !ok {
		_ = c.Close()
		return nil, errors.New("statement cache: the driver's connection lacks the context interfaces")
	}
	return &cachingConn{inner: inner, size: size, order: list.New(), stmts: map[string]*list.Element{}, gate: gate}, nil
}

// enterWrite passes the write gate for query when it may write outside a
// transaction, and returns the release (a no-op when nothing was taken).
func (c *cachingConn) enterWrite(ctx context.Context, query string) func() {
	if c.gate == nil || c.inTx || !writes(query) {
		return func() {}
	}
	if release := c.gate.enter(ctx); release != nil {
		return release
	}
	return func() {}
}

// take returns query's cached statement, preparing it on a miss, or nil
// when it is busy or cannot be prepared (the caller runs the query as
// is, and any error shows there).
func (c *cachingConn) take(ctx context.Context, query string) *cachedStmt {
	if e, ok := c.stmts[query]; ok {
		cs := e.Value.(*cachedStmt)
		if cs.busy {
			return nil
		}
		c.order.MoveToFront(e)
		return cs
	}
	st, err := c.inner.PrepareContext(ctx, query)
	if err != nil {
		return nil
	}
	s, ok := st.(innerStmt)
	if !ok {
		_ = st.Close()
		return nil
	}
	cs := &cachedStmt{query: query, stmt: s}
	c.stmts[query] = c.order.PushFront(cs)
	for c.order.Len() > c.size {
		old := c.order.Remove(c.order.Back()).(*cachedStmt)
		delete(c.stmts, old.query)
		if old.busy {
			old.evicted = true
		} else {
			_ = old.stmt.Close()
		}
	}
	return cs
}

func (c *cachingConn) ExecContext(ctx context.Context, query string, args []driver.NamedValue) (driver.Result, error) {
	release := c.enterWrite(ctx, query)
	defer release()
	cs := c.take(ctx, query)
	if cs == nil {
		return c.inner.ExecContext(ctx, query, args)
	}
	return cs.stmt.ExecContext(ctx, args)
}

// QueryContext runs query; one that writes (an UPDATE … RETURNING) holds
// the write gate until its rows are closed.
func (c *cachingConn) QueryContext(ctx context.Context, query string, args []driver.NamedValue) (driver.Rows, error) {
	release := c.enterWrite(ctx, query)
	cs := c.take(ctx, query)
	var (
		rows driver.Rows
		err  error
	)
	if cs == nil {
		rows, err = c.inner.QueryContext(ctx, query, args)
	} else {
		rows, err = cs.stmt.QueryContext(ctx, args)
	}
	if err != nil {
		release()
		return nil, err
	}
	if cs != nil {
		cs.busy = true
	}
	return &cachedRows{Rows: rows, stmt: cs, release: release}, nil
}

func (c *cachingConn) Prepare(query string) (driver.Stmt, error) { return c.inner.Prepare(query) }

func (c *cachingConn) PrepareContext(ctx context.Context, query string) (driver.Stmt, error) {
	return c.inner.PrepareContext(ctx, query)
}

func (c *cachingConn) Begin() (driver.Tx, error) {
	return c.BeginTx(context.Background(), driver.TxOptions{})
}

// BeginTx begins a transaction holding the write gate until it ends: every
// transaction here takes SQLite's write lock at its start (immediate), so
// it waits for the gate first rather than for the lock.
func (c *cachingConn) BeginTx(ctx context.Context, opts driver.TxOptions) (driver.Tx, error) {
	var release func()
	if c.gate != nil && !opts.ReadOnly {
		release = c.gate.enter(ctx)
	}
	tx, err := c.inner.BeginTx(ctx, opts)
	if err != nil {
		if release != nil {
			release()
		}
		return nil, err
	}
	c.inTx = true
	return &gatedTx{Tx: tx, release: release, done: func() { c.inTx = false }}, nil
}

// Close closes every cached statement, then the connection.
func (c *cachingConn) Close() error {
	var errs []error
	for e := c.order.Front(); e != nil; e = e.Next() {
		errs = append(errs, e.Value.(*cachedStmt).stmt.Close())
	}
	c.order.Init()
	clear(c.stmts)
	return errors.Join(append(errs, c.inner.Close())...)
}

func (c *cachingConn) Ping(ctx context.Context) error {
	if p, ok := c.inner.(driver.Pinger); ok {
		return p.Ping(ctx)
	}
	return nil
}

func (c *cachingConn) ResetSession(ctx context.Context) error {
	if r, ok := c.inner.(driver.SessionResetter); ok {
		return r.ResetSession(ctx)
	}
	return nil
}

func (c *cachingConn) IsValid() bool {
	if v, ok := c.inner.(driver.Validator); ok {
		return v.IsValid()
	}
	return true
}

// cachedRows frees its statement for the next query, and the write gate
// when its query holds it, once closed.
type cachedRows struct {
	driver.Rows
	stmt    *cachedStmt // nil: the query ran unprepared
	release func()
}

func (r *cachedRows) Close() error {
	err := r.Rows.Close()
	if r.release != nil {
		r.release()
		r.release = nil
	}
	if r.stmt != nil {
		r.stmt.busy = false
		if r.stmt.evicted {
			err = errors.Join(err, r.stmt.stmt.Close())
		}
		r.stmt = nil
	}
	return err
}

func (r *cachedRows) ColumnTypeDatabaseTypeName(i int) string {
	if t, ok := r.Rows.(driver.RowsColumnTypeDatabaseTypeName); ok {
		return t.ColumnTypeDatabaseTypeName(i)
	}
	return ""
}

func (r *cachedRows) ColumnTypeNullable(i int) (nullable, ok bool) {
	if t, ok := r.Rows.(driver.RowsColumnTypeNullable); ok {
		return t.ColumnTypeNullable(i)
	}
	return false, false
}

func (r *cachedRows) ColumnTypeLength(i int) (int64, bool) {
	if t, ok := r.Rows.(driver.RowsColumnTypeLength); ok {
		return t.ColumnTypeLength(i)
	}
	return 0, false
}

func (r *cachedRows) ColumnTypePrecisionScale(i int) (int64, int64, bool) {
	if t, ok := r.Rows.(driver.RowsColumnTypePrecisionScale); ok {
		return t.ColumnTypePrecisionScale(i)
	}
	return 0, 0, false
}

func (r *cachedRows) ColumnTypeScanType(i int) reflect.Type {
	if t, ok := r.Rows.(driver.RowsColumnTypeScanType); ok {
		return t.ColumnTypeScanType(i)
	}
	return reflect.TypeFor[any]()
}
