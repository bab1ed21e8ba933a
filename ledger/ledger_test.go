package ledger_test

import (
	"bytes"
	"context"
	"log/slog"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"
	"github.com/redis/go-redis/v9"

	"github.com/everdict/everdict/internal/redistest"
	"github.com/everdict/everdict/ledger"
	"github.com/everdict/everdict/ledger/ledgertest"
)

// newRedisClients returns n clients on the test's Redis and a key prefix
// unique to this test (see redistest).
func newRedisClients(t testing.TB, n int) ([]*redis.Client, string) {
	return redistest.Clients(t, n)
}

func newMemory(_ *testing.T, clock func() time.Time, n int) []ledger.Ledger {
	l := ledger.NewMemory(ledger.MemoryConfig{Clock: clock})
	out := make([]ledger.Ledger, n)
	for i := range out {
		out[i] = l
	}
	return out
}

// newRedis gives each replica its own client, as separate processes would
// have.
func newRedis(t *testing.T, clock func() time.Time, n int) []ledger.Ledger {
	clients, prefix := newRedisClients(t, n)
	out := make([]ledger.Ledger, n)
	for i, c := range clients {
		l, err := ledger.NewRedis(ledger.RedisConfig{Client: c, Prefix: prefix, Clock: clock})
		if err != nil {
			t.Fatal(err)
		}
		out[i] = l
	}
	return out
}

func TestMemory(t *testing.T) {
	t.Parallel()
	ledgertest.Run(t, newMemory)
}

func TestRedis(t *testing.T) {
	t.Parallel()
	ledgertest.Run(t, newRedis)
}

func TestMemoryZeroValueIsAnEmptyLedger(t *testing.T) {
	t.Parallel()
	var l ledger.Memory
	ctx := context.Background()
	c := ledger.Claim{RunID: "r1", Tenant: "acme", Runtime: "rt:1@1", MemoryMB: 10, MilliCPU: 20}
	if d, err := l.Reserve(ctx, c, ledger.Limits{Slots: 1}, time.Minute); err != nil || !d.OK {
		t.Fatalf("Reserve = %+v, %v", d, err)
	}
	u, err := l.Usage(ctx, "rt:1@1")
	if err != nil {
		t.Fatal(err)
	}
	if diff := cmp.Diff(ledger.Usage{InFlight: 1, MemoryMB: 10, MilliCPU: 20}, u); diff != "" {
		t.Errorf("Usage (-want +got):\n%s", diff)
	}
}

// TestRedisServerClock runs a lease's life on the Redis server's TIME (no
// Clock configured), the production setting.
func TestRedisServerClock(t *testing.T) {
	t.Parallel()
	clients, prefix := newRedisClients(t, 1)
	l, err := ledger.NewRedis(ledger.RedisConfig{Client: clients[0], Prefix: prefix})
	if err != nil {
		t.Fatal(err)
	}
	ctx := context.Background()
	c := ledger.Claim{RunID: "r1", Tenant: "acme", Runtime: "rt:1@1", MemoryMB: 10, MilliCPU: 20}
	lim := ledger.Limits{Slots: 1}
	if d, err := l.Reserve(ctx, c, lim, time.Hour); err != nil || !d.OK {
		t.Fatalf("Reserve = %+v, %v", d, err)
	}
	c2 := c
	c2.RunID = "r2"
	if d, err := l.Reserve(ctx, c2, lim, time.Hour); err != nil || d.OK {
		t.Fatalf("Reserve on a full runtime = %+v, %v; want a refusal", d, err)
	}
	if ok, err := l.Renew(ctx, "r1", time.Hour); err != nil || !ok {
		t.Fatalf("Renew = %v, %v", ok, err)
	}
	// The deadline is the server's now plus the TTL, in unix milliseconds.
	now, err := clients[0].Time(ctx).Result()
	if err != nil {
		t.Fatal(err)
	}
	deadline, err := clients[0].ZScore(ctx, prefix+"deadlines", "r1").Result()
	if err != nil {
		t.Fatal(err)
	}
	if got := time.UnixMilli(int64(deadline)).Sub(now); got < 59*time.Minute || got > time.Hour {
		t.Errorf("deadline is %v after the server's now, want about an hour", got)
	}
	if err := l.Release(ctx, "r1"); err != nil {
		t.Fatal(err)
	}
	if d, err := l.Reserve(ctx, c2, lim, time.Hour); err != nil || !d.OK {
		t.Fatalf("Reserve after Release = %+v, %v", d, err)
	}
}

// TestRedisLeavesNoCountersBehind checks that released claims leave no keys
// behind, whatever the tenant and runtime names hold.
func TestRedisLeavesNoCountersBehind(t *testing.T) {
	t.Parallel()
	clients, prefix := newRedisClients(t, 1)
	l, err := ledger.NewRedis(ledger.RedisConfig{Client: clients[0], Prefix: prefix, Clock: ledgertest.NewClock().Now})
	if err != nil {
		t.Fatal(err)
	}
	ctx := context.Background()
	for _, id := range []string{"r1", "r2"} {
		c := ledger.Claim{RunID: id, Tenant: "ténant ✓", Runtime: "rt:\"odd\" name@1", MemoryMB: 10}
		if d, err := l.Reserve(ctx, c, ledger.Limits{}, time.Minute); err != nil || !d.OK {
			t.Fatalf("Reserve = %+v, %v", d, err)
		}
	}
	n, err := l.TenantInFlight(ctx, "ténant ✓")
	if err != nil || n != 2 {
		t.Fatalf("TenantInFlight = %d, %v; want 2", n, err)
	}
	for _, id := range []string{"r1", "r2"} {
		if err := l.Release(ctx, id); err != nil {
			t.Fatal(err)
		}
	}
	keys, err := clients[0].Keys(ctx, prefix+"*").Result()
	if err != nil {
		t.Fatal(err)
	}
	if len(keys) != 0 {
		t.Errorf("keys left after every release: %v", keys)
	}
}

func TestNewRedisWithoutClientFails(t *testing.T) {
	t.Parallel()
	if _, err := ledger.NewRedis(ledger.RedisConfig{}); err == nil {
		t.Error("NewRedis without a client succeeded")
	}
}

func TestExpiredLeasesAreLogged(t *testing.T) {
	t.Parallel()
	for name, open := range map[string]func(*testing.T, *slog.Logger, func() time.Time) ledger.Ledger{
		"memory": func(_ *testing.T, log *slog.Logger, clock func() time.Time) ledger.Ledger {
			return ledger.NewMemory(ledger.MemoryConfig{Clock: clock, Logger: log})
		},
		"redis": func(t *testing.T, log *slog.Logger, clock func() time.Time) ledger.Ledger {
			clients, prefix := newRedisClients(t, 1)
			l, err := ledger.NewRedis(ledger.RedisConfig{Client: clients[0], Prefix: prefix, Clock: clock, Logger: log})
			if err != nil {
				t.Fatal(err)
			}
			return l
		},
	} {
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			var buf syncBuffer
			clock := ledgertest.NewClock()
			l := open(t, slog.New(slog.NewTextHandler(&buf, nil)), clock.Now)
			ctx := context.Background()
			c := ledger.Claim{RunID: "run-42", Tenant: "acme", Runtime: "rt:1@1"}
			if _, err := l.Reserve(ctx, c, ledger.Limits{}, time.Minute); err != nil {
				t.Fatal(err)
			}
			clock.Advance(time.Minute)
			if _, err := l.Usage(ctx, "rt:1@1"); err != nil {
				t.Fatal(err)
			}
			if got := buf.String(); !strings.Contains(got, "lease expired") || !strings.Contains(got, "run_id=run-42") {
				t.Errorf("log = %q, want the expired lease of run-42", got)
			}
		})
	}
}

// syncBuffer is a bytes.Buffer safe for the logger's concurrent writes.
type syncBuffer struct {
	mu  sync.Mutex
	buf bytes.Buffer
}

func (b *syncBuffer) Write(p []byte) (int, error) {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.buf.Write(p)
}

func (b *syncBuffer) String() string {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.buf.String()
}

// TestRedisReleasesALeaseOfAnOlderBuild: a lease reserved by a build whose
// ledger had no tenant×runtime dimension (no "s" in its JSON, never counted
// there) is released without driving that count below zero.
func TestRedisReleasesALeaseOfAnOlderBuild(t *testing.T) {
	t.Parallel()
	clients, prefix := newRedisClients(t, 1)
	clock := ledgertest.NewClock()
	l, err := ledger.NewRedis(ledger.RedisConfig{Client: clients[0], Prefix: prefix, Clock: clock.Now})
	if err != nil {
		t.Fatal(err)
	}
	ctx := context.Background()
	// What the older build's reserve script wrote for run r0.
	rdb := clients[0]
	if err := rdb.HSet(ctx, prefix+"leases", "r0", `{"t":"acme","r":"rt:1@1","m":"0","c":"0"}`).Err(); err != nil {
		t.Fatal(err)
	}
	if err := rdb.ZAdd(ctx, prefix+"deadlines", redis.Z{Score: float64(clock.Now().Add(time.Minute).UnixMilli()), Member: "r0"}).Err(); err != nil {
		t.Fatal(err)
	}
	for key, field := range map[string]string{"runtime:inflight": "rt:1@1", "tenant:inflight": "acme"} {
		if err := rdb.HIncrBy(ctx, prefix+key, field, 1).Err(); err != nil {
			t.Fatal(err)
		}
	}
	share := ledger.Limits{TenantRuntimeSlots: 1}
	c := ledger.Claim{RunID: "r1", Tenant: "acme", Runtime: "rt:1@1"}
	if d, err := l.Reserve(ctx, c, share, time.Minute); err != nil || !d.OK {
		t.Fatalf("Reserve beside the older lease = %+v, %v; want OK (it holds no share)", d, err)
	}
	for _, id := range []string{"r0", "r1"} {
		if err := l.Release(ctx, id); err != nil {
			t.Fatal(err)
		}
	}
	keys, err := rdb.Keys(ctx, prefix+"*").Result()
	if err != nil {
		t.Fatal(err)
	}
	if len(keys) != 0 {
		t.Errorf("keys left after every release: %v (a count below zero?)", keys)
	}
}
