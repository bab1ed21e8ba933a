// Package outbox is the worker side of Everdict's leased outbox tables (the
// webhook deliveries, the trace collections): rows due for work are claimed
// by a conditional UPDATE, so of several replicas racing for a row exactly
// one holds it, then worked by the table's owner, which records the outcome
// while it still holds the lease. A row a dead replica held is claimed again
// once its lease lapses. Loop runs the sweep: claim a batch, work it, again
// until nothing is due, then sleep until the next row is due, a Kick, or the
// poll interval, whichever is first.
//
// The lease SQL of every outbox table lives here, written once with ent's
// dialect-aware builder over the table's column names (Table).
package outbox

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"log/slog"
	"time"

	entsql "entgo.io/ent/dialect/sql"

	"github.com/everdict/everdict/clock"
)

// Defaults of Config.
const (
	// BatchDefault bounds the rows one claim takes.
	BatchDefault = 8
	// LeaseTTLDefault is how long a claim holds a row.
	LeaseTTLDefault = time.Minute
	// PollIntervalDefault is the longest sleep between sweeps.
	PollIntervalDefault = 30 * time.Second
)

// Table names an outbox table and its columns (the ent schema's generated
// constants).
type Table struct {
	Name string
	// ID is the integer primary key.
	ID string
	// State holds Pending while the row is still to work.
	State, Pending string
	// Due is when the row is next due.
	Due string
	// Owner is the replica holding the row (NULL: none) and Until when its
	// lease lapses.
	Owner, Until string
}

func (t Table) validate() error {
	if t.Name == "" || t.ID == "" || t.State == "" || t.Pending == "" || t.Due == "" || t.Owner == "" || t.Until == "" {
		return errors.New("every column of Table is required")
	}
	return nil
}

// Config configures a Loop. SQL, Table, Owner and Work are required; every
// zero value is documented per field.
type Config struct {
	SQL *sql.DB
	// Dialect is the database's ent dialect ("sqlite3" or "postgres").
	Dialect string
	Table   Table
	// Owner names this replica in the rows it holds.
	Owner string
	// Work works the rows of ids, which this replica holds, and returns
	// when it is done with them (recording each outcome only while it
	// still holds the row). It is never called with no ids.
	Work func(ctx context.Context, ids []int)
	// Batch: 0 means BatchDefault.
	Batch int
	// LeaseTTL: 0 means LeaseTTLDefault. It must exceed the longest Work
	// of one row.
	LeaseTTL time.Duration
	// PollInterval: 0 means PollIntervalDefault.
	PollInterval time.Duration
	// Clock: nil means the wall clock.
	Clock clock.Clock
	// Logger: nil discards.
	Logger *slog.Logger
}

// Loop sweeps one outbox table. Safe for concurrent use.
type Loop struct {
	cfg  Config
	poke chan struct{}
}

// New returns a Loop over cfg; it does nothing until Run.
func New(cfg Config) (*Loop, error) {
	if cfg.SQL == nil || cfg.Owner == "" || cfg.Work == nil {
		return nil, errors.New("outbox: SQL, Owner and Work are required")
	}
	if err := cfg.Table.validate(); err != nil {
		return nil, fmt.Errorf("outbox: %w", err)
	}
	if cfg.Batch <= 0 {
		cfg.Batch = BatchDefault
	}
	if cfg.LeaseTTL <= 0 {
		cfg.LeaseTTL = LeaseTTLDefault
	}
	if cfg.PollInterval <= 0 {
		cfg.PollInterval = PollIntervalDefault
	}
	if cfg.Clock == nil {
		cfg.Clock = clock.System{}
	}
	if cfg.Logger == nil {
		cfg.Logger = slog.New(slog.DiscardHandler)
	}
	return &Loop{cfg: cfg, poke: make(chan struct{}, 1)}, nil
}

// Kick asks the loop to sweep now.
func (l *Loop) Kick() {
	select {
	case l.poke <- struct{}{}:
	default:
	}
}

// Run sweeps until ctx ends. Its first sweep works what was due before it
// started (rows a restart left).
func (l *Loop) Run(ctx context.Context) {
	for {
		wait := l.Sweep(ctx)
		select {
		case <-ctx.Done():
			return
		case <-l.poke:
		case <-l.cfg.Clock.After(wait):
		}
	}
}

// Sweep works every due row it can claim, batch by batch, and returns how
// long to wait before the next one is due (at most PollInterval).
func (l *Loop) Sweep(ctx context.Context) time.Duration {
	for ctx.Err() == nil {
		ids, err := l.Claim(ctx)
		if err != nil {
			l.cfg.Logger.Warn("outbox: claim", "table", l.cfg.Table.Name, "err", err)
			return l.cfg.PollInterval
		}
		if len(ids) == 0 {
			break
		}
		l.cfg.Work(ctx, ids)
	}
	wait, err := l.UntilNext(ctx)
	if err != nil {
		return l.cfg.PollInterval
	}
	return wait
}

// free is the predicate of a row this replica may claim at now: pending,
// due, and held by no one or by a lease that lapsed. c names a column.
func (l *Loop) free(c func(string) string, now time.Time) *entsql.Predicate {
	t := l.cfg.Table
	return entsql.And(
		entsql.EQ(c(t.State), t.Pending),
		entsql.LTE(c(t.Due), now),
		entsql.Or(entsql.IsNull(c(t.Owner)), entsql.LT(c(t.Until), now)),
	)
}

// bare names a column as an UPDATE's WHERE does, unqualified.
func bare(col string) string { return col }

// Claim leases up to Batch due rows to this replica and returns their ids,
// earliest due first. The UPDATE repeats the condition, so of two replicas
// racing for a row exactly one gets it.
func (l *Loop) Claim(ctx context.Context) ([]int, error) {
	t, now := l.cfg.Table, l.cfg.Clock.Now()
	b := entsql.Dialect(l.cfg.Dialect)
	sel := b.Select().From(b.Table(t.Name))
	sel.Select(sel.C(t.ID)).Where(l.free(sel.C, now)).OrderBy(sel.C(t.Due), sel.C(t.ID)).Limit(l.cfg.Batch)
	query, args := sel.Query()
	candidates, err := l.ints(ctx, query, args...)
	if err != nil || len(candidates) == 0 {
		return nil, err
	}
	up := b.Update(t.Name).Set(t.Owner, l.cfg.Owner).Set(t.Until, now.Add(l.cfg.LeaseTTL))
	up.Where(entsql.And(entsql.InInts(t.ID, candidates...), l.free(bare, now)))
	query, args = up.Query()
	if _, err := l.cfg.SQL.ExecContext(ctx, query, args...); err != nil {
		return nil, fmt.Errorf("lease %s: %w", t.Name, err)
	}
	held := b.Select().From(b.Table(t.Name))
	held.Select(held.C(t.ID)).Where(entsql.And(
		entsql.InInts(held.C(t.ID), candidates...),
		entsql.EQ(held.C(t.Owner), l.cfg.Owner),
		entsql.EQ(held.C(t.State), t.Pending),
	)).OrderBy(held.C(t.Due), held.C(t.ID))
	query, args = held.Query()
	return l.ints(ctx, query, args...)
}

// UntilNext is the wait until the earliest pending row is due, within
// [0, PollInterval]; a row another replica holds is due when its lease
// lapses.
func (l *Loop) UntilNext(ctx context.Context) (time.Duration, error) {
	t := l.cfg.Table
	b := entsql.Dialect(l.cfg.Dialect)
	sel := b.Select().From(b.Table(t.Name))
	sel.Select(sel.C(t.Due), sel.C(t.Until)).Where(entsql.EQ(sel.C(t.State), t.Pending)).
		OrderBy(sel.C(t.Due)).Limit(l.cfg.Batch)
	query, args := sel.Query()
	rows, err := l.cfg.SQL.QueryContext(ctx, query, args...)
	if err != nil {
		return 0, fmt.Errorf("next due %s: %w", t.Name, err)
	}
	defer rows.Close()
	wait, now := l.cfg.PollInterval, l.cfg.Clock.Now()
	for rows.Next() {
		var due time.Time
		var until sql.NullTime
		if err := rows.Scan(&due, &until); err != nil {
			return 0, fmt.Errorf("next due %s: %w", t.Name, err)
		}
		if until.Valid && until.Time.After(due) {
			due = until.Time
		}
		wait = min(wait, max(due.Sub(now), 0))
	}
	return wait, rows.Err()
}

func (l *Loop) ints(ctx context.Context, query string, args ...any) ([]int, error) {
	rows, err := l.cfg.SQL.QueryContext(ctx, query, args...)
	if err != nil {
		return nil, fmt.Errorf("claim %s: %w", l.cfg.Table.Name, err)
	}
	defer rows.Close()
	var out []int
	for rows.Next() {
		var id int
		if err := rows.Scan(&id); err != nil {
			return nil, fmt.Errorf("claim %s: %w", l.cfg.Table.Name, err)
		}
		out = append(out, id)
	}
	return out, rows.Err()
}
