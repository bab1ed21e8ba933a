package run

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"
	"math"
	"slices"
	"strconv"
	"strings"
	"time"

	"entgo.io/ent/dialect"
	entsql "entgo.io/ent/dialect/sql"

	"github.com/everdict/everdict/backends"
	"github.com/everdict/everdict/ent"
	entlog "github.com/everdict/everdict/ent/logline"
	"github.com/everdict/everdict/ent/predicate"
	entrun "github.com/everdict/everdict/ent/run"
	"github.com/everdict/everdict/ent/tenant"
	"github.com/everdict/everdict/evalcase"
	"github.com/everdict/everdict/placement"
	"github.com/everdict/everdict/tenancy"
)

// executor is the store of runs, in River's shape (riverdriver): every
// statement run/ writes about a run's life — insert, the admission read,
// the queue's heads, claims, transitions with their spend and outbox row,
// leases, held counts, log lines — once per database. The service decides;
// the executor reads and writes. sqliteExecutor and postgresExecutor are
// the two; what they share is entExecutor. Each call reads through the
// platform's own scope (tenancy.System) but the admission read of a
// viewer's tenant, which the caller scopes.
type executor interface {
	// getRun reads run id.
	getRun(ctx context.Context, id int) (Run, error)
	// insertRun inserts q with fair start tag start.
	insertRun(ctx context.Context, q NewRun, start float64) (Run, error)
	// tenantAndDepth reads tenant id and, beside it, what plan p asks of
	// the queue and the fair queue's virtual clock.
	tenantAndDepth(ctx context.Context, id int, p depthPlan) (*ent.Tenant, depthRead, float64, error)
	// readDepth answers p in a statement of its own, with the virtual
	// clock when clock is set.
	readDepth(ctx context.Context, p depthPlan, clock bool) (depthRead, float64, error)
	// takeFairTag moves tenant id's fair finish tag on by step from the
	// later of it and virtual, and returns the new finish.
	takeFairTag(ctx context.Context, id int, virtual, step float64) (float64, error)
	// queuedSeedBytes sums the seed bytes of tenant id's queued runs,
	// through q (the client, or a transaction).
	queuedSeedBytes(ctx context.Context, q querier, tenantID int) (int64, error)
	// queueHeads reads up to limit queued runs matching where, in order.
	queueHeads(ctx context.Context, where []predicate.Run, order []entrun.OrderOption, limit int) ([]Run, error)
	// legacyQueued tells whether a queued run without a runtime id is left.
	legacyQueued(ctx context.Context) (bool, error)
	// claimMany claims, for owner until expires, each of claims still
	// queued on its version and held by no one, in one write; it returns
	// the ids owner now holds.
	claimMany(ctx context.Context, claims []Claim, owner string, now, expires time.Time) ([]int, error)
	// applyTransition writes tr (WHERE status IN From, and held by
	// tr.HeldBy), adds sp to its tenant's spend and inserts out, all in one
	// transaction (one statement when there is neither); it returns the
	// run as written, and false when the run was not in a state to take it.
	applyTransition(ctx context.Context, tr Transition, cost float64, sp *spend, out *outboxRow) (Run, bool, error)
	// renew extends every lease owner holds to expires, and returns the
	// status of each run it holds.
	renew(ctx context.Context, owner string, expires time.Time) (map[int]Status, error)
	// orphans reads the runs whose holder is gone at now (and self's).
	orphans(ctx context.Context, now time.Time, self string) ([]Run, error)
	// takeOver makes owner the holder of r until expires, if r is still
	// as orphans read it at now.
	takeOver(ctx context.Context, r Run, owner string, now, expires time.Time) (bool, error)
	// countHeld counts the runs held per tenant on each of runtimes.
	countHeld(ctx context.Context, runtimes []int) ([]Held, error)
	// insertLogLines keeps lines of run id, each once.
	insertLogLines(ctx context.Context, id int, lines []backends.LogLine) error
	// logLines reads up to limit kept lines of run id with seq > after,
	// in order, through ctx's scope (the caller's).
	logLines(ctx context.Context, id int, after int64, limit int) ([]backends.LogLine, error)
	// lastLogSeq is the highest seq kept of run id's lines; 0 when none.
	lastLogSeq(ctx context.Context, id int) (int64, error)
	// pruneLogs deletes up to limit lines of runs finished before cutoff.
	pruneLogs(ctx context.Context, cutoff time.Time, limit int) (int, error)
}

// newExecutor is the executor of db's dialect ("" is SQLite).
func newExecutor(db *ent.Client, d string) executor {
	if d == dialect.Postgres {
		return &postgresExecutor{entExecutor{db: db}}
	}
	return &sqliteExecutor{entExecutor{db: db}}
}

// spend is a settle's cost, added to its tenant's spend at now.
type spend struct {
	tenantID int
	usd      float64
	now      time.Time
}

// querier runs a query: the client, or a transaction.
type querier interface {
	QueryContext(ctx context.Context, query string, args ...any) (*sql.Rows, error)
}

// entExecutor is what both executors share: the statements ent writes the
// same on either database.
type entExecutor struct {
	db *ent.Client
}

func (e *entExecutor) getRun(ctx context.Context, id int) (Run, error) {
	r, err := e.db.Run.Get(ctx, id)
	if err != nil {
		return Run{}, err
	}
	return fromEnt(r), nil
}

func (e *entExecutor) insertRun(ctx context.Context, q NewRun, start float64) (Run, error) {
	r, err := newRow(e.db.Run, q, start).Save(tenancy.System(ctx))
	if err != nil {
		return Run{}, err
	}
	return fromEnt(r), nil
}

func (e *entExecutor) queueHeads(ctx context.Context, where []predicate.Run, order []entrun.OrderOption, limit int) ([]Run, error) {
	rs, err := e.db.Run.Query().Where(where...).Order(order...).Limit(limit).All(tenancy.System(ctx))
	if err != nil {
		return nil, err
	}
	return fromEnts(rs), nil
}

func (e *entExecutor) legacyQueued(ctx context.Context) (bool, error) {
	return e.db.Run.Query().Where(entrun.RuntimeIDIsNil(), entrun.PlacementPolicyIsNil(), entrun.RunnerTargetIsNil(),
		entrun.StatusEQ(entrun.StatusQUEUED)).
		Exist(tenancy.System(ctx))
}

// claimPredicates are the runs of claims on the version each was read on.
func claimPredicates(claims []Claim) (ids []int, byVersion map[int][]int) {
	ids = make([]int, len(claims))
	byVersion = map[int][]int{}
	for i, c := range claims {
		ids[i] = c.ID
		byVersion[c.RuntimeVersionID] = append(byVersion[c.RuntimeVersionID], c.ID)
	}
	return ids, byVersion
}

// apply is applyTransition over update, the executor's one write of tr.
func (e *entExecutor) apply(ctx context.Context, update func(context.Context, *ent.RunClient) (*ent.Run, error),
	sp *spend, out *outboxRow) (Run, bool, error) {
	if sp == nil && out == nil {
		rec, err := update(ctx, e.db.Run)
		if err != nil || rec == nil {
			return Run{}, false, err
		}
		return fromEnt(rec), true, nil
	}
	tx, err := e.db.Tx(ctx)
	if err != nil {
		return Run{}, false, err
	}
	rec, err := update(ctx, tx.Run)
	if err == nil && rec != nil && sp != nil {
		err = sp.add(ctx, tx)
	}
	if err == nil && rec != nil && out != nil {
		err = out.insert(ctx, tx)
	}
	if err != nil {
		_ = tx.Rollback()
		return Run{}, false, err
	}
	if err := tx.Commit(); err != nil {
		return Run{}, false, err
	}
	if rec == nil {
		return Run{}, false, nil
	}
	return fromEnt(rec), true, nil
}

// add adds sp to its tenant's spend in tx, starting the spend afresh when
// its monthly budget period has turned.
func (sp *spend) add(ctx context.Context, tx *ent.Tx) error {
	sys := tenancy.System(ctx)
	t, err := tx.Tenant.Get(sys, sp.tenantID)
	if err != nil {
		return err
	}
	u := tx.Tenant.UpdateOneID(sp.tenantID)
	if t.BudgetPeriod == tenant.BudgetPeriodMONTH && (t.SpendPeriodStart == nil || t.SpendPeriodStart.Before(placement.MonthStart(sp.now))) {
		u.SetSpentUsd(sp.usd).SetSpendPeriodStart(placement.MonthStart(sp.now))
	} else {
		u.AddSpentUsd(sp.usd)
	}
	return u.Exec(sys)
}

// column is one column a transition writes: a value, or NULL.
type column struct {
	name  string
	value any // nil: NULL
}

// patch is the one mapping of a transition to the store: the columns it
// writes, in order, each value in the type the run's entity keeps. Both
// executors render it (as ent's mutation, or as an UPDATE of their own).
func patch(tr Transition, cost float64) []column {
	cols := []column{{entrun.FieldStatus, entStatus(tr.To)}}
	if tr.Attempt > 0 {
		cols = append(cols, column{entrun.FieldAttempt, tr.Attempt})
	}
	if tr.Release {
		cols = append(cols, column{entrun.FieldOwner, nil}, column{entrun.FieldLeaseExpiresAt, nil})
	}
	if tr.StartedAt != nil {
		cols = append(cols, column{entrun.FieldStartedAt, *tr.StartedAt})
	}
	if tr.FinishedAt != nil {
		cols = append(cols, column{entrun.FieldFinishedAt, *tr.FinishedAt}, column{entrun.FieldCostUsd, cost},
			column{entrun.FieldPhase, nil})
		if j := judgeCostOf(tr); j > 0 {
			cols = append(cols, column{entrun.FieldJudgeCostUsd, j})
		}
	}
	if tr.Result != nil {
		cols = append(cols, column{entrun.FieldResult, tr.Result})
	}
	if tr.Failure != nil {
		cols = append(cols, column{entrun.FieldErrorClass, string(tr.Failure.Class)},
			column{entrun.FieldErrorCode, tr.Failure.Code}, column{entrun.FieldErrorMessage, tr.Failure.Message})
	}
	return cols
}

// judgeCostOf is what the judges of tr's result cost, apart from its
// agent.
func judgeCostOf(tr Transition) float64 {
	if tr.Result == nil {
		return 0
	}
	return tr.Result.JudgeCostUSD()
}

// patchWhere is the condition of a transition: its run, in one of From,
// held by HeldBy when set, on Attempt when AtAttempt.
func patchWhere(tr Transition) *entsql.Predicate {
	where := []*entsql.Predicate{entsql.EQ(entrun.FieldID, tr.ID), entsql.In(entrun.FieldStatus, statusArgs(tr.From)...)}
	if tr.HeldBy != "" {
		where = append(where, entsql.EQ(entrun.FieldOwner, tr.HeldBy))
	}
	if tr.AtAttempt {
		where = append(where, entsql.EQ(entrun.FieldAttempt, tr.Attempt))
	}
	return entsql.And(where...)
}

// statusArgs is ss as arguments of a predicate.
func statusArgs(ss []Status) []any {
	out := make([]any, len(ss))
	for i, st := range ss {
		out[i] = string(st)
	}
	return out
}

// updateStatement is tr as an UPDATE in dialect d.
func updateStatement(d string, tr Transition, cost float64) (*entsql.UpdateBuilder, error) {
	u := entsql.Dialect(d).Update(entrun.Table)
	for _, c := range patch(tr, cost) {
		switch v := c.value.(type) {
		case nil:
			u.SetNull(c.name)
		case *evalcase.Result:
			b, err := json.Marshal(v)
			if err != nil {
				return nil, fmt.Errorf("encode result: %w", err)
			}
			u.Set(c.name, b)
		case entrun.Status:
			u.Set(c.name, string(v))
		default:
			u.Set(c.name, v)
		}
	}
	return u.Where(patchWhere(tr)), nil
}

func (e *entExecutor) renew(ctx context.Context, owner string, expires time.Time) (map[int]Status, error) {
	sys := tenancy.System(ctx)
	if err := e.db.Run.Update().Where(entrun.Owner(owner)).SetLeaseExpiresAt(expires).Exec(sys); err != nil {
		return nil, err
	}
	var rows []struct {
		ID     int    `json:"id"`
		Status string `json:"status"`
	}
	if err := e.db.Run.Query().Where(entrun.Owner(owner)).
		Select(entrun.FieldID, entrun.FieldStatus).Scan(sys, &rows); err != nil {
		return nil, err
	}
	held := make(map[int]Status, len(rows))
	for _, r := range rows {
		held[r.ID] = Status(r.Status)
	}
	return held, nil
}

func (e *entExecutor) orphans(ctx context.Context, now time.Time, self string) ([]Run, error) {
	ps := []predicate.Run{
		entrun.And(entrun.OwnerNotNil(), entrun.LeaseExpiresAtLT(now)),
		entrun.And(entrun.OwnerIsNil(), entrun.StatusEQ(entrun.StatusRUNNING)),
	}
	if self != "" {
		ps = append(ps, entrun.Owner(self))
	}
	out, err := e.db.Run.Query().Where(entrun.Or(ps...)).Order(ent.Asc(entrun.FieldID)).All(tenancy.System(ctx))
	if err != nil {
		return nil, err
	}
	return fromEnts(out), nil
}

func (e *entExecutor) takeOver(ctx context.Context, r Run, owner string, now, expires time.Time) (bool, error) {
	u := e.db.Run.Update().Where(entrun.ID(r.ID))
	switch r.Owner {
	case owner:
		u.Where(entrun.Owner(owner))
	case "":
		u.Where(entrun.OwnerIsNil(), entrun.StatusEQ(entrun.StatusRUNNING))
	default:
		u.Where(entrun.Owner(r.Owner), entrun.LeaseExpiresAtLT(now))
	}
	n, err := u.SetOwner(owner).SetLeaseExpiresAt(expires).Save(tenancy.System(ctx))
	return n == 1, err
}

func (e *entExecutor) countHeld(ctx context.Context, runtimes []int) ([]Held, error) {
	var rows []struct {
		TenantID  int `json:"tenant_id"`
		RuntimeID int `json:"runtime_id"`
		Count     int `json:"count"`
	}
	// RUNNING, or QUEUED and owned — written with status IN so that
	// SQLite seeks (runtime_id, status) rather than reading every run the
	// runtime ever had.
	err := e.db.Run.Query().Where(entrun.RuntimeIDIn(runtimes...), entrun.StatusIn(entrun.StatusRUNNING, entrun.StatusQUEUED),
		entrun.Or(entrun.StatusEQ(entrun.StatusRUNNING), entrun.OwnerNotNil())).
		GroupBy(entrun.FieldTenantID, entrun.FieldRuntimeID).Aggregate(ent.Count()).Scan(tenancy.System(ctx), &rows)
	if err != nil {
		return nil, err
	}
	out := make([]Held, len(rows))
	for i, r := range rows {
		out[i] = Held{TenantID: r.TenantID, RuntimeID: r.RuntimeID, N: r.Count}
	}
	return out, nil
}

func (e *entExecutor) insertLogLines(ctx context.Context, id int, lines []backends.LogLine) error {
	creates := make([]*ent.LogLineCreate, len(lines))
	for i, l := range lines {
		creates[i] = e.db.LogLine.Create().SetRunID(id).SetSeq(l.Seq).SetStream(string(l.Stream)).SetText(l.Text).SetAt(l.At)
	}
	err := e.db.LogLine.CreateBulk(creates...).OnConflictColumns("run_id", "seq").DoNothing().Exec(tenancy.System(ctx))
	if err != nil && !errors.Is(err, sql.ErrNoRows) {
		return err
	}
	return nil
}

func (e *entExecutor) logLines(ctx context.Context, id int, after int64, limit int) ([]backends.LogLine, error) {
	rows, err := e.db.LogLine.Query().Where(entlog.RunID(id), entlog.SeqGT(after)).
		Order(ent.Asc(entlog.FieldSeq)).Limit(limit).All(ctx)
	if err != nil {
		return nil, err
	}
	out := make([]backends.LogLine, len(rows))
	for i, l := range rows {
		out[i] = backends.LogLine{Seq: l.Seq, Stream: backends.Stream(l.Stream), Text: l.Text, At: l.At}
	}
	return out, nil
}

func (e *entExecutor) lastLogSeq(ctx context.Context, id int) (int64, error) {
	last, err := e.db.LogLine.Query().Where(entlog.RunID(id)).Order(ent.Desc(entlog.FieldSeq)).First(tenancy.System(ctx))
	if ent.IsNotFound(err) {
		return 0, nil
	}
	if err != nil {
		return 0, err
	}
	return last.Seq, nil
}

func (e *entExecutor) pruneLogs(ctx context.Context, cutoff time.Time, limit int) (int, error) {
	sys := tenancy.System(ctx)
	ids, err := e.db.LogLine.Query().Where(entlog.HasRunWith(entrun.FinishedAtLT(cutoff))).Limit(limit).IDs(sys)
	if err != nil || len(ids) == 0 {
		return 0, err
	}
	return e.db.LogLine.Delete().Where(entlog.IDIn(ids...)).Exec(sys)
}

// depthStatement is the statement that answers p on its own (SELECT of
// scalar subqueries, ? placeholders), with the virtual clock when clock is
// set, in the dialect whose JSON aggregate is agg over rows built by arr:
// the names of its columns and its args.
func depthStatement(p depthPlan, clock bool, agg, arr string) (query string, names []string, args []any) {
	names, queries, qargs := depthColumns(p, agg, arr)
	var cols []string
	for i, q := range queries {
		cols = append(cols, "("+q+")")
		args = append(args, qargs[i]...)
	}
	if clock {
		for _, st := range servedStatuses {
			cols = append(cols, `(SELECT fair_tag FROM runs WHERE status = ? ORDER BY fair_tag DESC LIMIT 1)`)
			args = append(args, string(st))
		}
	}
	return `SELECT ` + strings.Join(cols, ", "), names, args
}

// depthColumns are the subqueries that answer plan p, as (column, query
// with ? placeholders, args), each a scalar so that one statement holds them
// beside others: the rows above w as a JSON array of [id, tenant, queued],
// and with a recount the counts by tenant as [[tenant, n]], and the largest
// id. agg and arr are the dialect's JSON aggregate and array.
func depthColumns(p depthPlan, agg, arr string) (names, queries []string, args [][]any) {
	if !p.first {
		names = append(names, "depth_rows")
		// The closed range, though every id is below its top, keeps the
		// index on PostgreSQL's generic plan of the prepared statement (a
		// range of unknown bounds is taken as narrow; "id > $1" alone as
		// a third of the table, which it reads whole when small).
		queries = append(queries, `SELECT `+agg+`(`+arr+`(id, tenant_id, CASE WHEN status = ? THEN 1 ELSE 0 END)) FROM runs WHERE id > ? AND id <= ?`)
		args = append(args, []any{string(Queued), p.w, math.MaxInt64})
	}
	if p.recount {
		bound, boundArgs := "?", []any{p.w}
		if p.first {
			bound, boundArgs = `(SELECT COALESCE(MAX(id), 0) FROM runs)`, nil
			names = append(names, "depth_max")
			queries = append(queries, `SELECT COALESCE(MAX(id), 0) FROM runs`)
			args = append(args, nil)
		}
		names = append(names, "depth_counts")
		queries = append(queries, `SELECT `+agg+`(`+arr+`(tenant_id, n)) FROM (SELECT tenant_id, COUNT(*) AS n FROM runs WHERE status = ? AND id <= `+
			bound+` GROUP BY tenant_id) AS c`)
		args = append(args, append([]any{string(Queued)}, boundArgs...))
	}
	return names, queries, args
}

// scanDepth runs the depth statement of p (rebound for the dialect) and
// parses its one row.
func scanDepth(ctx context.Context, q querier, p depthPlan, query string, names []string, args []any) (depthRead, float64, error) {
	rows, err := q.QueryContext(ctx, query, args...)
	if err != nil {
		return depthRead{}, 0, err
	}
	defer rows.Close()
	if !rows.Next() {
		return depthRead{}, 0, fmt.Errorf("no row: %w", rows.Err())
	}
	cols, err := rows.Columns()
	if err != nil {
		return depthRead{}, 0, err
	}
	vals := make([]any, len(cols))
	dest := make([]any, len(cols))
	for i := range vals {
		dest[i] = &vals[i]
	}
	if err := rows.Scan(dest...); err != nil {
		return depthRead{}, 0, err
	}
	if err := rows.Close(); err != nil {
		return depthRead{}, 0, err
	}
	return depthOf(p, names, vals)
}

// depthOf parses the values of p's depth statement: names's columns
// first, then the virtual clock's.
func depthOf(p depthPlan, names []string, vals []any) (depthRead, float64, error) {
	r, err := parseDepth(p, func(name string) (any, error) {
		if i := slices.Index(names, name); i >= 0 {
			return vals[i], nil
		}
		return nil, fmt.Errorf("no column %s", name)
	})
	if err != nil {
		return depthRead{}, 0, err
	}
	virtual := 0.0
	for _, v := range vals[len(names):] {
		if f, ok := number(v); ok {
			virtual = max(virtual, f)
		}
	}
	return r, virtual, nil
}

// number is a selected value as a float64, as the drivers return them
// (int64 or float64; nil for NULL).
func number(v any) (float64, bool) {
	switch n := v.(type) {
	case int64:
		return float64(n), true
	case float64:
		return n, true
	case []byte:
		f, err := strconv.ParseFloat(string(n), 64)
		return f, err == nil
	case string:
		f, err := strconv.ParseFloat(n, 64)
		return f, err == nil
	}
	return 0, false
}

// takeFairTagStatement moves a tenant's finish tag and returns it; ?
// placeholders.
const takeFairTagStatement = `UPDATE tenants SET fair_finish = (CASE WHEN fair_finish > ? THEN fair_finish ELSE ? END) + ? WHERE id = ? RETURNING fair_finish`

// scanFairTag runs takeFairTagStatement (rebound) for tenant id.
func scanFairTag(ctx context.Context, q querier, query string, id int, virtual, step float64) (float64, error) {
	rows, err := q.QueryContext(ctx, query, virtual, virtual, step, id)
	if err != nil {
		return 0, err
	}
	defer rows.Close()
	if !rows.Next() {
		if err := rows.Err(); err != nil {
			return 0, err
		}
		return 0, fmt.Errorf("tenant %d: %w", id, &ent.NotFoundError{})
	}
	var finish float64
	if err := rows.Scan(&finish); err != nil {
		return 0, err
	}
	return finish, rows.Close()
}

// seedBytesStatement sums a tenant's queued seed bytes; ? placeholders.
const seedBytesStatement = `SELECT COALESCE(SUM(seed_bytes), 0) FROM runs WHERE tenant_id = ? AND status = ?`

// scanSeedBytes runs seedBytesStatement (rebound) for tenant id.
func scanSeedBytes(ctx context.Context, q querier, query string, tenantID int) (int64, error) {
	rows, err := q.QueryContext(ctx, query, tenantID, string(Queued))
	if err != nil {
		return 0, err
	}
	defer rows.Close()
	var held int64
	if rows.Next() {
		if err := rows.Scan(&held); err != nil {
			return 0, err
		}
	}
	return held, rows.Close()
}

// parseDepth reads the depthColumns' values, by name, into a depthRead.
func parseDepth(p depthPlan, value func(name string) (any, error)) (depthRead, error) {
	var r depthRead
	if !p.first {
		var rows [][3]int
		if err := jsonValue(value, "depth_rows", &rows); err != nil {
			return r, err
		}
		r.rows = make([]depthRow, len(rows))
		for i, row := range rows {
			r.rows[i] = depthRow{id: row[0], tenant: row[1], queued: row[2] == 1}
		}
	}
	if p.recount {
		if p.first {
			v, err := value("depth_max")
			if err != nil {
				return r, err
			}
			f, ok := number(v)
			if !ok {
				return r, fmt.Errorf("depth_max: not a number: %T", v)
			}
			r.max = int(f)
		}
		var counts [][2]int
		if err := jsonValue(value, "depth_counts", &counts); err != nil {
			return r, err
		}
		r.counts = make(map[int]int, len(counts))
		for _, c := range counts {
			r.counts[c[0]] = c[1]
		}
	}
	return r, nil
}

// jsonValue decodes the JSON column name into v; NULL (an aggregate over no
// rows on PostgreSQL) leaves v as it is.
func jsonValue(value func(string) (any, error), name string, v any) error {
	raw, err := value(name)
	if err != nil {
		return err
	}
	var b []byte
	switch x := raw.(type) {
	case nil:
		return nil
	case []byte:
		b = x
	case string:
		b = []byte(x)
	default:
		return fmt.Errorf("%s: not JSON: %T", name, raw)
	}
	if err := json.Unmarshal(b, v); err != nil {
		return fmt.Errorf("%s: %w", name, err)
	}
	return nil
}
