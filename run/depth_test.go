package run

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"math/rand/v2"
	"os"
	"strings"
	"sync"
	"testing"
	"time"

	entsql "entgo.io/ent/dialect/sql"
	"github.com/google/go-cmp/cmp"

	"github.com/everdict/everdict/clock/clocktest"
	"github.com/everdict/everdict/ent"
	entrun "github.com/everdict/everdict/ent/run"
	"github.com/everdict/everdict/errcode"
	"github.com/everdict/everdict/evalcase"
	"github.com/everdict/everdict/placement"
	"github.com/everdict/everdict/store"
	"github.com/everdict/everdict/store/storetest"
	"github.com/everdict/everdict/tenancy"
)

// recorder is an ent driver that keeps the statements sent through it.
type recorder struct {
	*entsql.Driver
	mu    sync.Mutex
	stmts []recorded
}

type recorded struct {
	query string
	args  []any
}

func (r *recorder) keep(query string, args []any) {
	r.mu.Lock()
	defer r.mu.Unlock()
	r.stmts = append(r.stmts, recorded{query: query, args: args})
}

func (r *recorder) Query(ctx context.Context, query string, args, v any) error {
	a, _ := args.([]any)
	r.keep(query, a)
	return r.Driver.Query(ctx, query, args, v)
}

func (r *recorder) QueryContext(ctx context.Context, query string, args ...any) (*sql.Rows, error) {
	r.keep(query, args)
	return r.Driver.QueryContext(ctx, query, args...)
}

// take returns the statements kept since the last take.
func (r *recorder) take() []recorded {
	r.mu.Lock()
	defer r.mu.Unlock()
	out := r.stmts
	r.stmts = nil
	return out
}

// depthFixture is a Service over a fresh database, on a manual clock, with
// the statements it sends recorded.
type depthFixture struct {
	db    *store.DB
	svc   *Service
	clock *clocktest.Clock
	rec   *recorder
}

func newDepthFixture(t *testing.T, admission placement.AdmissionConfig) *depthFixture {
	t.Helper()
	db := storetest.Open(t)
	rec := &recorder{Driver: entsql.OpenDB(db.Dialect, db.SQL)}
	clk := clocktest.New(time.Date(2026, 12, 1, 12, 0, 0, 0, time.UTC))
	svc := NewService(Config{DB: ent.NewClient(ent.Driver(rec)), Dialect: db.Dialect, Clock: clk, Admission: admission})
	return &depthFixture{db: db, svc: svc, clock: clk, rec: rec}
}

// tenant makes a tenant with queue depth limit (0: none) and returns its id.
func (f *depthFixture) tenant(t *testing.T, slug string, limit int) int {
	t.Helper()
	c := f.db.Tenant.Create().SetSlug(slug).SetTrusted(true)
	if limit > 0 {
		c.SetMaxQueueDepth(limit)
	}
	return c.SaveX(tenancy.System(context.Background())).ID
}

// submit submits a run of tenant id through the Service (aimed at the
// tenant's own runners: no runtime to resolve).
func (f *depthFixture) submit(id int) error {
	ctx := tenancy.NewContext(context.Background(), tenancy.Viewer{TenantID: id, Subject: "dev", Role: tenancy.RoleMember})
	_, err := f.svc.Submit(ctx, SubmitInput{Runtime: TargetSelf, Harness: evalcase.Harness{Name: "h", Version: "1", Command: []string{"true"}},
		Case: evalcase.Case{Task: "t"}})
	return err
}

// queue inserts n queued runs of tenant id behind the Service's back, as
// another replica would.
func (f *depthFixture) queue(t *testing.T, id, n int) {
	t.Helper()
	var creates []*ent.RunCreate
	for i := range n {
		creates = append(creates, f.db.Run.Create().SetTenantID(id).SetHarnessName("h").SetCaseSpec(evalcase.Case{Task: "t"}).
			SetHarness(evalcase.Harness{Name: "h"}).SetRuntimeRef("pool").SetRuntimeName("pool").SetRunnerTarget(TargetSelf))
		if len(creates) == 200 || i == n-1 {
			f.db.Run.CreateBulk(creates...).ExecX(tenancy.System(context.Background()))
			creates = creates[:0]
		}
	}
}

// setStatus moves runs to status behind the Service's back.
func (f *depthFixture) setStatus(t *testing.T, status Status, ids ...int) {
	t.Helper()
	f.db.Run.Update().Where(entrun.IDIn(ids...)).SetStatus(entStatus(status)).ExecX(tenancy.System(context.Background()))
}

func (f *depthFixture) queued(t *testing.T, id int) int {
	t.Helper()
	return f.db.Run.Query().Where(entrun.TenantID(id), entrun.StatusEQ(entStatus(Queued))).CountX(tenancy.System(context.Background()))
}

func rateLimited(err error) bool {
	var c errcode.Coder
	return errors.As(err, &c) && c.Code() == string(errcode.RateLimited)
}

// TestTheDepthLimitRefusesExactlyAtTheLimitAfterTheRememberedCountWentStale:
// runs queued and runs leaving the queue behind the Service's back (another
// replica, the scheduler) between its counts; a refusal is still exact.
func TestTheDepthLimitRefusesExactlyAtTheLimitAfterTheRememberedCountWentStale(t *testing.T) {
	t.Parallel()
	cases := map[string]struct {
		admission placement.AdmissionConfig
		tenant    int // the tenant's maxQueueDepth; 0: none
	}{
		"the tenant's limit": {tenant: 4},
		"the global limit":   {admission: placement.AdmissionConfig{MaxQueueDepth: 4}},
	}
	for name, tc := range cases {
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			f := newDepthFixture(t, tc.admission)
			acme := f.tenant(t, "acme", tc.tenant)
			// A settled run, so that the first count has a largest id to
			// remember (over an empty table the first id waits as a hole).
			other := f.tenant(t, "other", 0)
			f.queue(t, other, 1)
			f.db.Run.Update().Where(entrun.TenantID(other)).SetStatus(entStatus(Succeeded)).ExecX(tenancy.System(context.Background()))
			type step struct {
				Did      string
				Admitted bool
				Queued   int
			}
			var got, want []step
			// do submits, and records what happened and what was wanted.
			do := func(did string, admitted bool, queued int) {
				t.Helper()
				err := f.submit(acme)
				if err != nil && !rateLimited(err) {
					t.Fatalf("%s: %v", did, err)
				}
				got = append(got, step{did, err == nil, f.queued(t, acme)})
				want = append(want, step{did, admitted, queued})
			}
			leave := func(n int, to Status) {
				t.Helper()
				var ids []int
				f.db.Run.Query().Where(entrun.TenantID(acme), entrun.StatusEQ(entStatus(Queued))).Limit(n).Select(entrun.FieldID).
					ScanX(tenancy.System(context.Background()), &ids)
				f.setStatus(t, to, ids...)
			}
			do("a first submit, which counts", true, 1)
			f.queue(t, acme, 2) // elsewhere: 3 queued, one more fits
			do("a submit after 2 queued elsewhere", true, 4)
			do("a submit at the limit", false, 4)
			// Two leave the queue: the bound (4) is stale and would refuse;
			// the exact count lets two in.
			leave(2, Running)
			do("a submit after 2 left the queue", true, 3)
			do("a second submit after 2 left the queue", true, 4)
			do("a submit at the limit again", false, 4)
			// A second on, the count is taken again.
			f.clock.Advance(DepthRecountDefault)
			do("a submit a second later, at the limit", false, 4)
			leave(1, Failed)
			f.clock.Advance(DepthRecountDefault)
			do("a submit a second later, after 1 left", true, 4)
			if diff := cmp.Diff(want, got); diff != "" {
				t.Errorf("submits (-want +got):\n%s", diff)
			}
		})
	}
}

// TestASubmitReadsTheRunsInsertedSinceNotTheWholeQueue measures, on
// PostgreSQL, the rows of runs (table and index entries) the statements of
// a submit read, by running each of them again in a transaction of its own
// and reading the transaction's statistics: with 300 or 1,200 runs queued,
// a submit between recounts reads the few inserted since.
func TestASubmitReadsTheRunsInsertedSinceNotTheWholeQueue(t *testing.T) {
	t.Parallel()
	if os.Getenv(storetest.EnvDatabaseURL) == "" {
		t.Skip("rows read are counted on PostgreSQL only (set " + storetest.EnvDatabaseURL + ")")
	}
	// read returns the rows each of 5 submits read, between recounts,
	// with depth runs queued.
	read := func(depth int) []int {
		f := newDepthFixture(t, placement.AdmissionConfig{})
		acme := f.tenant(t, "acme", 1000)
		other := f.tenant(t, "other", 0)
		f.queue(t, other, depth)
		// Statistics, as autovacuum keeps them: without any, the planner
		// guesses a third of the table for any range.
		if _, err := f.db.SQL.Exec(`ANALYZE runs`); err != nil {
			t.Fatal(err)
		}
		if err := f.submit(acme); err != nil { // the first submit counts
			t.Fatal(err)
		}
		f.rec.take()
		var rows []int
		for range 5 {
			f.queue(t, other, 2) // another replica's submits
			if err := f.submit(acme); err != nil {
				t.Fatal(err)
			}
			n := 0
			for _, st := range f.rec.take() {
				n += rowsRead(t, f.db, st)
			}
			rows = append(rows, n)
		}
		return rows
	}
	// A few rows each, as many with 1,200 queued as with 300 (a count of
	// the queue reads every queued run's index entry: 300 and 1,200).
	for _, depth := range []int{300, 1200} {
		for _, n := range read(depth) {
			if n > 20 {
				t.Errorf("a submit with %d queued read %d rows of runs, want the few inserted since", depth, n)
			}
		}
	}
}

// rowsRead runs st again (a SELECT; anything else reads no run) in a
// transaction and returns the rows of runs and of its indexes it read.
func rowsRead(t *testing.T, db *store.DB, st recorded) int {
	t.Helper()
	if !strings.HasPrefix(strings.TrimSpace(strings.ToUpper(st.query)), "SELECT") {
		return 0
	}
	ctx := context.Background()
	tx, err := db.SQL.BeginTx(ctx, nil)
	if err != nil {
		t.Fatal(err)
	}
	defer tx.Rollback()
	const stats = `SELECT COALESCE(SUM(pg_stat_get_xact_tuples_returned(oid)), 0) FROM pg_class
		WHERE oid = 'runs'::regclass OR oid IN (SELECT indexrelid FROM pg_index WHERE indrelid = 'runs'::regclass)`
	var before, after int
	if err := tx.QueryRowContext(ctx, stats).Scan(&before); err != nil {
		t.Fatal(err)
	}
	rows, err := tx.QueryContext(ctx, st.query, st.args...)
	if err != nil {
		t.Fatalf("%s: %v", st.query, err)
	}
	for rows.Next() {
	}
	if err := rows.Close(); err != nil {
		t.Fatal(err)
	}
	if err := tx.QueryRowContext(ctx, stats).Scan(&after); err != nil {
		t.Fatal(err)
	}
	return after - before
}

// TestEightConcurrentSubmittersOvershootTheLimitByAtMostSeven submits from
// 8 goroutines in two rounds, a recount period apart (the clock moves
// between rounds, when no insert is in flight: one in flight for longer
// than the period may be missed for a period, see depthBound).
func TestEightConcurrentSubmittersOvershootTheLimitByAtMostSeven(t *testing.T) {
	t.Parallel()
	f := newDepthFixture(t, placement.AdmissionConfig{})
	const limit, clients, each = 20, 8, 3
	acme := f.tenant(t, "acme", limit)
	var (
		mu       sync.Mutex
		admitted int
	)
	for round := range 2 {
		if round > 0 {
			f.clock.Advance(DepthRecountDefault)
		}
		var wg sync.WaitGroup
		for range clients {
			wg.Go(func() {
				for range each {
					err := f.submit(acme)
					if err != nil && !rateLimited(err) {
						t.Error(err)
						return
					}
					mu.Lock()
					if err == nil {
						admitted++
					}
					mu.Unlock()
				}
			})
		}
		wg.Wait()
	}
	// Nothing leaves the queue: every refusal counted at least the limit.
	if admitted < limit || admitted > limit+clients-1 {
		t.Errorf("%d of %d submits admitted under a limit of %d, want %d to %d", admitted, 2*clients*each, limit, limit, limit+clients-1)
	}
	if got := f.queued(t, acme); got != admitted {
		t.Errorf("%d runs queued, want the %d admitted", got, admitted)
	}
}

// TestTheDepthBoundIsNeverBelowTheQueue drives depthBound through random
// interleavings of inserts (some in flight for a while, some failing),
// starts, settles, requeues, clock ticks and reads that overlap (planned,
// read and stored at different steps), against a model of the table, and
// checks that every stored read gives at least the queued runs committed
// before it read, and a recount exactly those.
func TestTheDepthBoundIsNeverBelowTheQueue(t *testing.T) {
	t.Parallel()
	const (
		wait  = time.Second
		every = 5 * time.Second // recounts rarer than holes are passed: a lost run stays lost longer
		tick  = 300 * time.Millisecond
		steps = 4000
	)
	for seed := range uint64(200) {
		t.Run(fmt.Sprint(seed), func(t *testing.T) {
			t.Parallel()
			rng := rand.New(rand.NewPCG(seed, 1))
			type row struct {
				tenant    int
				status    Status
				committed bool
				aborted   bool
				due       time.Time // commit by then
				at        int       // the step it committed
			}
			var (
				b    depthBound
				now  = time.Date(2026, 12, 1, 0, 0, 0, 0, time.UTC)
				rows = map[int]*row{}
				next = 1
			)
			visible := func() depthRead {
				var r depthRead
				for id := 1; id < next; id++ {
					if x := rows[id]; x.committed {
						r.rows = append(r.rows, depthRow{id: id, tenant: x.tenant, queued: x.status == Queued})
					}
				}
				return r
			}
			// answer is p's read of the table as it is.
			answer := func(p depthPlan) depthRead {
				all := visible()
				var r depthRead
				bound := p.w
				if p.first {
					for _, x := range all.rows {
						bound = max(bound, x.id)
					}
					r.max = bound
				}
				if p.recount {
					r.counts = map[int]int{}
				}
				for _, x := range all.rows {
					switch {
					case x.id > bound && !p.first:
						r.rows = append(r.rows, x)
					case x.id <= bound && p.recount && x.queued:
						r.counts[x.tenant]++
					}
				}
				rng.Shuffle(len(r.rows), func(i, j int) { r.rows[i], r.rows[j] = r.rows[j], r.rows[i] })
				return r
			}
			insert := func(inFlight bool, step int) {
				x := &row{tenant: rng.IntN(3), status: Queued, committed: !inFlight, at: step}
				if inFlight {
					x.due = now.Add(time.Duration(rng.IntN(4)) * tick) // less than wait
					x.aborted = rng.IntN(4) == 0
				}
				rows[next] = x
				next++
			}
			// Start from a table with runs in it and a first recount.
			for range 20 {
				insert(false, 0)
			}
			p := b.plan(now, every, false)
			b.store(p, answer(p), 0, now, wait)
			type read struct {
				p      depthPlan
				r      *depthRead
				at     int
				tenant int
				// exact is what a recount must answer: the queued runs
				// as it read them, plus the requeues since its plan
				// (requeued).
				exact, exactMine       int
				requeued, requeuedMine int
			}
			var reads []*read
			pick := func(want func(*row) bool) (int, *row) {
				var ids []int
				for id := 1; id < next; id++ {
					if want(rows[id]) {
						ids = append(ids, id)
					}
				}
				if len(ids) == 0 {
					return 0, nil
				}
				id := ids[rng.IntN(len(ids))]
				return id, rows[id]
			}
			for step := 1; step <= steps; step++ {
				switch k := rng.IntN(100); {
				case k < 20:
					insert(rng.IntN(3) == 0, step)
				case k < 30: // a tick commits what is due
					now = now.Add(tick)
					for _, x := range rows {
						if !x.committed && !x.aborted && !now.Before(x.due) {
							x.committed, x.at = true, step
						}
					}
				case k < 35: // an in-flight insert commits early
					if _, x := pick(func(x *row) bool { return !x.committed && !x.aborted }); x != nil {
						x.committed, x.at = true, step
					}
				case k < 47:
					if _, x := pick(func(x *row) bool { return x.committed && x.status == Queued }); x != nil {
						x.status = Running
					}
				case k < 55:
					if _, x := pick(func(x *row) bool { return x.status == Running }); x != nil {
						x.status = Succeeded
					}
				case k < 60:
					if _, x := pick(func(x *row) bool { return x.status == Running }); x != nil {
						x.status = Queued
						b.requeue(x.tenant)
						for _, rd := range reads {
							rd.requeued++
							if x.tenant == rd.tenant {
								rd.requeuedMine++
							}
						}
					}
				case k < 75 && len(reads) < 4:
					reads = append(reads, &read{p: b.plan(now, every, rng.IntN(10) == 0), tenant: rng.IntN(3)})
				case k < 88:
					for _, rd := range reads {
						if rd.r == nil {
							r := answer(rd.p)
							rd.r, rd.at = &r, step
							rd.exact, rd.exactMine = 0, 0
							for _, x := range visible().rows {
								if x.queued {
									rd.exact++
									if x.tenant == rd.tenant {
										rd.exactMine++
									}
								}
							}
							break
						}
					}
				default:
					for i, rd := range reads {
						if rd.r == nil {
							continue
						}
						// What was queued and committed when it read.
						var total, mine int
						for _, x := range rows {
							if x.committed && x.at <= rd.at && x.status == Queued {
								total++
								if x.tenant == rd.tenant {
									mine++
								}
							}
						}
						gotTotal, gotMine := b.store(rd.p, *rd.r, rd.tenant, now, wait)
						if gotTotal < total || gotMine < mine {
							t.Fatalf("step %d: bound %d (tenant %d), want at least %d (%d)", step, gotTotal, gotMine, total, mine)
						}
						if exact, mine := rd.exact+rd.requeued, rd.exactMine+rd.requeuedMine; rd.p.recount && (gotTotal != exact || gotMine != mine) {
							t.Fatalf("step %d: a recount gave %d (tenant %d), want exactly %d (%d)", step, gotTotal, gotMine, exact, mine)
						}
						reads = append(reads[:i], reads[i+1:]...)
						break
					}
				}
			}
		})
	}
}
