package outbox_test

import (
	"context"
	"sort"
	"sync"
	"testing"
	"time"

	"entgo.io/ent/dialect"
	"github.com/google/go-cmp/cmp"

	"github.com/everdict/everdict/clock/clocktest"
	"github.com/everdict/everdict/outbox"
	"github.com/everdict/everdict/store"
	"github.com/everdict/everdict/store/storetest"
)

var table = outbox.Table{Name: "outbox_rows", ID: "id", State: "state", Pending: "PENDING", Due: "due_at", Owner: "owner", Until: "until_at"}

// fixture is a scratch outbox table in a fresh database (PostgreSQL when
// the tests have one, else SQLite) and a test clock.
type fixture struct {
	db    *store.DB
	clock *clocktest.Clock
}

func newFixture(t *testing.T) *fixture {
	t.Helper()
	db := storetest.Open(t)
	ddl := `CREATE TABLE outbox_rows (id integer PRIMARY KEY AUTOINCREMENT, state text NOT NULL, due_at datetime NOT NULL, owner text NULL, until_at datetime NULL)`
	if db.Dialect == dialect.Postgres {
		ddl = `CREATE TABLE outbox_rows (id bigserial PRIMARY KEY, state text NOT NULL, due_at timestamptz NOT NULL, owner text NULL, until_at timestamptz NULL)`
	}
	if _, err := db.SQL.Exec(ddl); err != nil {
		t.Fatal(err)
	}
	return &fixture{db: db, clock: clocktest.New(time.Date(2026, 12, 2, 12, 0, 0, 0, time.UTC))}
}

// row inserts a row in state, due at due, held by owner until until when
// owner is not "", and returns its id.
func (f *fixture) row(t *testing.T, state string, due time.Time, owner string, until time.Time) int {
	t.Helper()
	var o, u any
	if owner != "" {
		o, u = owner, until
	}
	q := `INSERT INTO outbox_rows (state, due_at, owner, until_at) VALUES ($1, $2, $3, $4) RETURNING id`
	var id int
	if err := f.db.SQL.QueryRow(q, state, due, o, u).Scan(&id); err != nil {
		t.Fatal(err)
	}
	return id
}

// loop returns a Loop of replica owner whose Work calls work.
func (f *fixture) loop(t *testing.T, owner string, batch int, work func(context.Context, []int)) *outbox.Loop {
	t.Helper()
	if work == nil {
		work = func(context.Context, []int) {}
	}
	l, err := outbox.New(outbox.Config{SQL: f.db.SQL, Dialect: f.db.Dialect, Table: table, Owner: owner, Work: work,
		Batch: batch, LeaseTTL: time.Minute, PollInterval: 30 * time.Second, Clock: f.clock})
	if err != nil {
		t.Fatal(err)
	}
	return l
}

func TestAClaimTakesTheDueFreeRowsEarliestFirstAndLeavesTheRest(t *testing.T) {
	t.Parallel()
	f := newFixture(t)
	now := f.clock.Now()
	later := f.row(t, "PENDING", now.Add(-time.Second), "", time.Time{})
	earlier := f.row(t, "PENDING", now.Add(-time.Minute), "", time.Time{})
	lapsed := f.row(t, "PENDING", now.Add(-time.Hour), "dead-replica", now.Add(-time.Second))
	f.row(t, "PENDING", now.Add(time.Second), "", time.Time{})                     // not due yet
	f.row(t, "PENDING", now.Add(-time.Hour), "live-replica", now.Add(time.Second)) // held
	f.row(t, "DONE", now.Add(-time.Hour), "", time.Time{})                         // worked

	got, err := f.loop(t, "me", 10, nil).Claim(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	if diff := cmp.Diff([]int{lapsed, earlier, later}, got); diff != "" {
		t.Errorf("claimed (-want +got):\n%s", diff)
	}
	again, err := f.loop(t, "other", 10, nil).Claim(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	if len(again) != 0 {
		t.Errorf("another replica claimed %v, held by the first", again)
	}
}

func TestReplicasRacingForTheRowsClaimEachExactlyOnce(t *testing.T) {
	t.Parallel()
	f := newFixture(t)
	const rows = 60
	for range rows {
		f.row(t, "PENDING", f.clock.Now().Add(-time.Second), "", time.Time{})
	}
	var (
		mu  sync.Mutex
		got []int
		wg  sync.WaitGroup
	)
	for _, owner := range []string{"a", "b", "c"} {
		l := f.loop(t, owner, 4, nil)
		wg.Go(func() {
			for {
				ids, err := l.Claim(context.Background())
				if err != nil {
					t.Error(err)
					return
				}
				if len(ids) == 0 {
					return
				}
				mu.Lock()
				got = append(got, ids...)
				mu.Unlock()
			}
		})
	}
	wg.Wait()
	sort.Ints(got)
	for i := 1; i < len(got); i++ {
		if got[i] == got[i-1] {
			t.Fatalf("row %d was claimed twice", got[i])
		}
	}
	if len(got) != rows {
		t.Errorf("claimed %d rows, want %d", len(got), rows)
	}
}

func TestUntilNextIsTheWaitForTheEarliestRowOrItsLapsingLeaseWithinThePollInterval(t *testing.T) {
	t.Parallel()
	now := time.Date(2026, 12, 2, 12, 0, 0, 0, time.UTC)
	for name, tc := range map[string]struct {
		rows func(f *fixture, t *testing.T)
		want time.Duration
	}{
		"no row waits the poll interval": {rows: func(*fixture, *testing.T) {}, want: 30 * time.Second},
		"a row due in 5s waits 5s": {rows: func(f *fixture, t *testing.T) {
			f.row(t, "PENDING", now.Add(5*time.Second), "", time.Time{})
		}, want: 5 * time.Second},
		"a row due long after waits the poll interval": {rows: func(f *fixture, t *testing.T) {
			f.row(t, "PENDING", now.Add(time.Hour), "", time.Time{})
		}, want: 30 * time.Second},
		"a held row is due when its lease lapses": {rows: func(f *fixture, t *testing.T) {
			f.row(t, "PENDING", now.Add(-time.Hour), "peer", now.Add(7*time.Second))
		}, want: 7 * time.Second},
		"an overdue row waits nothing": {rows: func(f *fixture, t *testing.T) {
			f.row(t, "PENDING", now.Add(-time.Hour), "", time.Time{})
		}, want: 0},
		"a worked row is not waited for": {rows: func(f *fixture, t *testing.T) {
			f.row(t, "DONE", now.Add(time.Second), "", time.Time{})
		}, want: 30 * time.Second},
	} {
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			f := newFixture(t)
			tc.rows(f, t)
			got, err := f.loop(t, "me", 8, nil).UntilNext(context.Background())
			if err != nil {
				t.Fatal(err)
			}
			if got != tc.want {
				t.Errorf("UntilNext = %s, want %s", got, tc.want)
			}
		})
	}
}

func TestRunWorksWhatIsDueThenSleepsUntilTheNextRowIsDueOrAKick(t *testing.T) {
	t.Parallel()
	f := newFixture(t)
	now := f.clock.Now()
	first := f.row(t, "PENDING", now, "", time.Time{})
	second := f.row(t, "PENDING", now.Add(10*time.Second), "", time.Time{})
	worked := make(chan []int, 4)
	l := f.loop(t, "me", 8, func(ctx context.Context, ids []int) {
		for _, id := range ids {
			if _, err := f.db.SQL.ExecContext(ctx, rebind(f.db, `UPDATE outbox_rows SET state = 'DONE', owner = NULL WHERE id = ?`), id); err != nil {
				t.Error(err)
			}
		}
		worked <- ids
	})
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan struct{})
	go func() { l.Run(ctx); close(done) }()
	t.Cleanup(func() { cancel(); <-done })

	if diff := cmp.Diff([]int{first}, <-worked); diff != "" {
		t.Fatalf("first sweep worked (-want +got):\n%s", diff)
	}
	f.clock.BlockUntil(t, 1) // asleep until the second is due
	f.clock.Advance(10 * time.Second)
	if diff := cmp.Diff([]int{second}, <-worked); diff != "" {
		t.Fatalf("the sweep at the second's time worked (-want +got):\n%s", diff)
	}
	f.clock.BlockUntil(t, 1)
	third := f.row(t, "PENDING", f.clock.Now(), "", time.Time{})
	l.Kick()
	if diff := cmp.Diff([]int{third}, <-worked); diff != "" {
		t.Fatalf("the kicked sweep worked (-want +got):\n%s", diff)
	}
}

// rebind turns ? placeholders into PostgreSQL's $n.
func rebind(db *store.DB, q string) string {
	if db.Dialect != dialect.Postgres {
		return q
	}
	out, n := []byte{}, 0
	for i := 0; i < len(q); i++ {
		if q[i] == '?' {
			n++
			out = append(out, '$', byte('0'+n))
			continue
		}
		out = append(out, q[i])
	}
	return string(out)
}
