package run

import (
	"context"
	"errors"
	"fmt"
	"strconv"
	"strings"
	"time"

	"entgo.io/ent/dialect"
	entsql "entgo.io/ent/dialect/sql"

	"github.com/everdict/everdict/ent"
	entrun "github.com/everdict/everdict/ent/run"
	"github.com/everdict/everdict/ent/tenant"
)

// postgresExecutor is the executor on PostgreSQL, where every statement is
// a round trip: a read rides beside the statement it belongs to, and a
// write returns what it wrote.
type postgresExecutor struct {
	entExecutor
}

// tenantAndDepth is one statement: the tenant's row with the depth
// columns and the virtual clock's beside its own.
func (e *postgresExecutor) tenantAndDepth(ctx context.Context, id int, p depthPlan) (*ent.Tenant, depthRead, float64, error) {
	names, queries, args := depthColumns(p, "json_agg", "json_build_array")
	t, err := e.db.Tenant.Query().Where(tenant.ID(id)).Modify(func(sel *entsql.Selector) {
		for i, q := range queries {
			sel.AppendSelectExprAs(withArgs(q, args[i]...), names[i])
		}
		for i, st := range servedStatuses {
			sel.AppendSelectExprAs(withArgs(`SELECT fair_tag FROM runs WHERE status = ? ORDER BY fair_tag DESC LIMIT 1`, string(st)),
				"depth_tag"+strconv.Itoa(i))
		}
	}).Only(ctx)
	if err != nil {
		return nil, depthRead{}, 0, fmt.Errorf("load tenant and queue depth: %w", err)
	}
	var (
		errs    []error
		virtual float64
	)
	r, err := parseDepth(p, func(name string) (any, error) { return t.Value(name) })
	if err != nil {
		errs = append(errs, err)
	}
	for i := range servedStatuses {
		v, err := t.Value("depth_tag" + strconv.Itoa(i))
		if err != nil {
			errs = append(errs, err)
			continue
		}
		if f, ok := number(v); ok {
			virtual = max(virtual, f)
		}
	}
	if err := errors.Join(errs...); err != nil {
		return nil, depthRead{}, 0, fmt.Errorf("load tenant and queue depth: %w", err)
	}
	return t, r, virtual, nil
}

func (e *postgresExecutor) readDepth(ctx context.Context, p depthPlan, clock bool) (depthRead, float64, error) {
	query, names, args := depthStatement(p, clock, "json_agg", "json_build_array")
	r, v, err := scanDepth(ctx, e.db, p, rebind(query), names, args)
	if err != nil {
		return depthRead{}, 0, fmt.Errorf("queue depth: %w", err)
	}
	return r, v, nil
}

func (e *postgresExecutor) takeFairTag(ctx context.Context, id int, virtual, step float64) (float64, error) {
	return scanFairTag(ctx, e.db, rebind(takeFairTagStatement), id, virtual, step)
}

func (e *postgresExecutor) queuedSeedBytes(ctx context.Context, q querier, tenantID int) (int64, error) {
	return scanSeedBytes(ctx, q, rebind(seedBytesStatement), tenantID)
}

// claimMany is one statement: the conditional UPDATE returns the ids it
// claimed.
func (e *postgresExecutor) claimMany(ctx context.Context, claims []Claim, owner string, now, expires time.Time) ([]int, error) {
	_, byVersion := claimPredicates(claims)
	on := make([]*entsql.Predicate, 0, len(byVersion))
	for v, vids := range byVersion {
		ids := make([]any, len(vids))
		for i, id := range vids {
			ids[i] = id
		}
		version := entsql.EQ(entrun.FieldRuntimeVersionID, v)
		if v == 0 {
			version = entsql.IsNull(entrun.FieldRuntimeVersionID)
		}
		on = append(on, entsql.And(entsql.In(entrun.FieldID, ids...), version))
	}
	query, args := entsql.Dialect(dialect.Postgres).Update(entrun.Table).
		Set(entrun.FieldOwner, owner).Set(entrun.FieldLeaseExpiresAt, expires).Set(entrun.FieldDispatchedAt, now).
		Where(entsql.And(entsql.Or(on...), entsql.EQ(entrun.FieldStatus, string(Queued)), entsql.IsNull(entrun.FieldOwner))).
		Returning(entrun.FieldID).Query()
	rows, err := e.db.QueryContext(ctx, query, args...)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var got []int
	for rows.Next() {
		var id int
		if err := rows.Scan(&id); err != nil {
			return nil, err
		}
		got = append(got, id)
	}
	if err := rows.Err(); err != nil {
		return nil, err
	}
	return got, rows.Close()
}

func (e *postgresExecutor) applyTransition(ctx context.Context, tr Transition, cost float64, sp *spend, out *outboxRow) (Run, bool, error) {
	return e.apply(ctx, func(ctx context.Context, runs *ent.RunClient) (*ent.Run, error) {
		return updateReturning(ctx, runs, tr, cost)
	}, sp, out)
}

// updateReturning writes tr's patch in one statement: the conditional
// UPDATE … RETURNING * as a common table expression named runs, which hides
// the table from ent's read of the row, so the read is of the row as the
// UPDATE left it, and the UPDATE runs once whether or not it matched (an
// empty read: nil).
func updateReturning(ctx context.Context, runs *ent.RunClient, tr Transition, cost float64) (*ent.Run, error) {
	u, err := updateStatement(dialect.Postgres, tr, cost)
	if err != nil {
		return nil, err
	}
	u.Returning("*")
	rec, err := runs.Query().Where(entrun.ID(tr.ID)).Modify(func(sel *entsql.Selector) {
		sel.Prefix(entsql.Expr(`WITH "`+entrun.Table+`" AS (`), u, entsql.Expr(`)`))
	}).Only(ctx)
	if ent.IsNotFound(err) {
		return nil, nil
	}
	return rec, err
}

// withArgs is query with its ? placeholders bound to args, written as the
// dialect of the statement it goes into wants them.
func withArgs(query string, args ...any) entsql.Querier {
	return entsql.ExprFunc(func(b *entsql.Builder) {
		parts := strings.Split(query, "?")
		for i, p := range parts {
			b.WriteString(p)
			if i < len(args) {
				b.Arg(args[i])
			}
		}
	})
}

// rebind writes query's ? placeholders as PostgreSQL's $n.
func rebind(query string) string {
	var b strings.Builder
	n := 0
	for _, r := range query {
		if r == '?' {
			n++
			b.WriteString("$" + strconv.Itoa(n))
			continue
		}
		b.WriteRune(r)
	}
	return b.String()
}
