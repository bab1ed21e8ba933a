package controlplane_test

import (
	"bytes"
	"context"
	"crypto/rand"
	"encoding/json"
	"fmt"
	"net/http"
	"net/http/httptest"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"
	"github.com/redis/go-redis/v9"

	"github.com/everdict/everdict/controlplane"
	entlog "github.com/everdict/everdict/ent/logline"
	"github.com/everdict/everdict/internal/apptest"
	"github.com/everdict/everdict/internal/fakebackend"
	"github.com/everdict/everdict/internal/outagetest"
	"github.com/everdict/everdict/run"
	"github.com/everdict/everdict/runtime"
	"github.com/everdict/everdict/secrets"
	"github.com/everdict/everdict/store"
	"github.com/everdict/everdict/tenancy"
)

// outage is how long each dependency is taken away.
const outage = 8 * time.Second

// TestOutagesLoseNothing takes PostgreSQL away for 8 s while three runs
// finish, then Redis: every run settles once, with every log line, and a
// submit during the database outage is refused UNAVAILABLE, not INTERNAL.
func TestOutagesLoseNothing(t *testing.T) {
	t.Parallel()
	pg := outagetest.StartPostgres(t)
	rd := outagetest.StartRedis(t)
	ctx := context.Background()
	db, err := store.Open(ctx, store.Config{DatabaseURL: pg.URL()})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { db.Close() })
	if err := db.Migrate(ctx); err != nil {
		t.Fatal(err)
	}
	rdb := redis.NewClient(&redis.Options{Addr: rd.Addr()})
	t.Cleanup(func() { rdb.Close() })
	key := make([]byte, secrets.KeySize)
	_, _ = rand.Read(key)
	box, _ := secrets.NewBox(key)
	cluster := fakebackend.New(true)
	settled := &settledOnce{n: map[int]int{}, ch: make(chan int, 64)}
	cp, err := controlplane.New(controlplane.Config{
		DB: db, Box: box, DataDir: t.TempDir(), Redis: rdb,
		HostCapabilities: func(context.Context) []string { return []string{runtime.CapSandbox} },
		Backends:         apptest.FakeLocal(cluster),
		Notifier:         settled,
		LeaseTTL:         30 * time.Second, // longer than the outage: no takeover
	})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(cp.Close)
	if err := cp.Start(ctx); err != nil {
		t.Fatal(err)
	}
	srv := httptest.NewServer(cp.Server.Handler())
	t.Cleanup(srv.Close)
	tok, err := cp.Auth.CreateToken(tenancy.System(ctx), "acme", "alice", tenancy.RoleAdmin)
	if err != nil {
		t.Fatal(err)
	}
	v, _ := cp.Auth.Authenticate(ctx, tok)
	cp.DB.Client.Tenant.UpdateOneID(v.TenantID).SetTrusted(true).ExecX(tenancy.System(ctx))
	as := tenancy.NewContext(ctx, v)
	if _, err := cp.Registry.Register(grant(t, cp, as), runtime.RuntimeSpec{Name: "pool", Kind: runtime.KindLocal,
		Admission: runtime.Admission{MaxConcurrent: 3}}); err != nil {
		t.Fatal(err)
	}
	lines := []string{"one", "two", "three", "four", "five", "six"}

	// finishDuring starts n runs, takes a dependency away, lets the runs
	// finish (each printing six lines), brings it back after the outage and
	// waits for every run to settle.
	finishDuring := func(name string, n int, down, up func(), during func()) []int {
		t.Helper()
		var ids []int
		for range n {
			ids = append(ids, submitTo(t, cp, as, "pool"))
		}
		var started []string
		for len(started) < n {
			select {
			case id := <-cluster.Started():
				started = append(started, id)
			case <-time.After(60 * time.Second):
				t.Fatalf("%s: %d of %d runs started", name, len(started), n)
			}
		}
		down()
		back := time.After(outage)
		for _, id := range started {
			cluster.Release(id, fakebackend.Outcome{Result: fakebackend.Pass().Result, Lines: lines})
		}
		if during != nil {
			during()
		}
		<-back
		up()
		want := map[int]bool{}
		for _, id := range ids {
			want[id] = true
		}
		for len(want) > 0 {
			select {
			case id := <-settled.ch:
				delete(want, id)
			case <-time.After(60 * time.Second):
				t.Fatalf("%s: %d of %d runs did not settle after the outage", name, len(want), n)
			}
		}
		return ids
	}

	var ids []int
	ids = append(ids, finishDuring("PostgreSQL", 3, pg.Stop, pg.Start, func() {
		if code, status := submitOverHTTP(t, srv.URL, tok); code != "UNAVAILABLE" || status != http.StatusServiceUnavailable {
			t.Errorf("a submit during the database outage answered %d %s, want 503 UNAVAILABLE", status, code)
		}
	})...)
	ids = append(ids, finishDuring("Redis", 3, rd.Stop, rd.Start, nil)...)
	// After both outages the fleet still dispatches.
	ids = append(ids, submitTo(t, cp, as, "pool"))
	select {
	case id := <-cluster.Started():
		cluster.Release(id, fakebackend.Outcome{Result: fakebackend.Pass().Result, Lines: lines})
	case <-time.After(60 * time.Second):
		t.Fatal("no run started after the outages")
	}
	<-settled.ch

	sys := tenancy.System(ctx)
	settled.mu.Lock()
	defer settled.mu.Unlock()
	for _, id := range ids {
		r := db.Client.Run.GetX(sys, id)
		if run.Status(r.Status) != run.Succeeded || settled.n[id] != 1 {
			t.Errorf("run %d is %s, settled %d times; want SUCCEEDED once", id, r.Status, settled.n[id])
		}
		got := db.Client.LogLine.Query().Where(entlog.RunID(id)).Order(entlog.BySeq()).Select(entlog.FieldText).StringsX(sys)
		if diff := cmp.Diff(lines, got); diff != "" {
			t.Errorf("run %d log lines (-want +got):\n%s", id, diff)
		}
	}
}

// submitOverHTTP submits a run through the API and returns the error code
// and HTTP status it answered with.
func submitOverHTTP(t *testing.T, base, token string) (string, int) {
	t.Helper()
	body, _ := json.Marshal(map[string]any{"query": `mutation { submitRun(input: {runtime: "pool",
		harness: {name: "h", command: ["true"]}, case: {task: "t"}}) { id } }`})
	req, _ := http.NewRequest(http.MethodPost, base+"/graphql", bytes.NewReader(body))
	req.Header.Set("Authorization", "Bearer "+token)
	req.Header.Set("Content-Type", "application/json")
	res, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer res.Body.Close()
	var out struct {
		Errors []struct {
			Message    string
			Extensions map[string]any
		}
	}
	_ = json.NewDecoder(res.Body).Decode(&out)
	if len(out.Errors) == 0 {
		return "", res.StatusCode
	}
	if m := out.Errors[0].Message; bytes.Contains([]byte(m), []byte("127.0.0.1")) {
		t.Errorf("the error names the database's address: %q", m)
	}
	return fmt.Sprint(out.Errors[0].Extensions["code"]), res.StatusCode
}
