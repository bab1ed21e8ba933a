package auth_test

import (
	"context"
	"errors"
	"sync/atomic"
	"testing"
	"time"

	entgo "entgo.io/ent"

	"github.com/everdict/everdict/auth"
	"github.com/everdict/everdict/clock/clocktest"
	"github.com/everdict/everdict/events"
	"github.com/everdict/everdict/store"
	"github.com/everdict/everdict/store/storetest"
	"github.com/everdict/everdict/tenancy"
)

// countReads counts the queries of api_tokens through db's client.
func countReads(db *store.DB) *atomic.Int64 {
	var n atomic.Int64
	db.APIToken.Intercept(entgo.InterceptFunc(func(next entgo.Querier) entgo.Querier {
		return entgo.QuerierFunc(func(ctx context.Context, q entgo.Query) (entgo.Value, error) {
			n.Add(1)
			return next.Query(ctx, q)
		})
	}))
	return &n
}

func TestAKnownTokenIsAnsweredWithoutAReadWithinItsTTL(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	db := storetest.Open(t)
	clk := clocktest.New(time.Date(2026, 12, 1, 12, 0, 0, 0, time.UTC))
	svc := mustNew(t, auth.Config{DB: db.Client, Clock: clk})
	tok, err := svc.CreateToken(ctx, "acme", "alice", tenancy.RoleMember)
	if err != nil {
		t.Fatal(err)
	}
	reads := countReads(db)
	for range 3 {
		if _, err := svc.Authenticate(ctx, tok); err != nil {
			t.Fatal(err)
		}
	}
	if got := reads.Load(); got != 1 {
		t.Errorf("three requests within the TTL read the token %d times, want 1", got)
	}
	clk.Advance(auth.CacheTTLDefault)
	if _, err := svc.Authenticate(ctx, tok); err != nil {
		t.Fatal(err)
	}
	if got := reads.Load(); got != 2 {
		t.Errorf("a request at the TTL: %d reads in all, want 2 (read again)", got)
	}
}

func TestARevokedTokenIsRefusedOnAnotherReplicaOnceItHearsTheRevocation(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	db := storetest.Open(t)
	bus := events.NewMemory(events.MemoryConfig{})
	t.Cleanup(func() { bus.Close() })
	clk := clocktest.New(time.Date(2026, 12, 1, 12, 0, 0, 0, time.UTC))
	// Two replicas: a and b, one store, one bus. b runs a Watcher.
	a := mustNew(t, auth.Config{DB: db.Client, Clock: clk, Events: bus})
	b := mustNew(t, auth.Config{DB: db.Client, Clock: clk, Events: bus})
	w, err := auth.NewWatcher(auth.WatcherConfig{Events: bus, Tokens: b})
	if err != nil {
		t.Fatal(err)
	}
	if err := w.Start(ctx); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(w.Stop)
	tok, err := a.CreateToken(ctx, "acme", "alice", tenancy.RoleMember)
	if err != nil {
		t.Fatal(err)
	}
	v, err := b.Authenticate(ctx, tok) // b now holds it in memory
	if err != nil {
		t.Fatal(err)
	}
	// A watch on b ends when b's Watcher has heard the revocation: by
	// then b has forgotten the token.
	heard, stop := w.Watch(ctx, v)
	defer stop()
	if _, err := a.Revoke(tenancy.NewContext(ctx, v), v.TokenID); err != nil {
		t.Fatal(err)
	}
	waitDone(t, heard)
	if _, err := b.Authenticate(ctx, tok); !errors.Is(err, auth.ErrTokenRevoked) {
		t.Errorf("b, after hearing the revocation, within the TTL: err = %v, want ErrTokenRevoked", err)
	}
}

func TestARevokedTokenIsRefusedWithinTheTTLWhenTheRevocationIsNotHeard(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	db := storetest.Open(t)
	clk := clocktest.New(time.Date(2026, 12, 1, 12, 0, 0, 0, time.UTC))
	a := mustNew(t, auth.Config{DB: db.Client, Clock: clk})
	b := mustNew(t, auth.Config{DB: db.Client, Clock: clk}) // no bus: b hears nothing
	tok, err := a.CreateToken(ctx, "acme", "alice", tenancy.RoleMember)
	if err != nil {
		t.Fatal(err)
	}
	v, err := b.Authenticate(ctx, tok)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := a.Revoke(tenancy.NewContext(ctx, v), v.TokenID); err != nil {
		t.Fatal(err)
	}
	if _, err := a.Authenticate(ctx, tok); !errors.Is(err, auth.ErrTokenRevoked) {
		t.Errorf("the revoking replica at once: err = %v, want ErrTokenRevoked", err)
	}
	clk.Advance(auth.CacheTTLDefault)
	if _, err := b.Authenticate(ctx, tok); !errors.Is(err, auth.ErrTokenRevoked) {
		t.Errorf("a replica that missed the revocation, at the TTL: err = %v, want ErrTokenRevoked", err)
	}
}

func TestACachedTokenStillExpiresOnTime(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	db := storetest.Open(t)
	clk := clocktest.New(time.Date(2026, 12, 1, 12, 0, 0, 0, time.UTC))
	svc := mustNew(t, auth.Config{DB: db.Client, Clock: clk})
	tok, err := svc.IssueToken(ctx, auth.Issue{Tenant: "acme", Subject: "ci", Role: tenancy.RoleMember, ExpiresIn: time.Second})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := svc.Authenticate(ctx, tok); err != nil {
		t.Fatal(err)
	}
	clk.Advance(time.Second) // within the TTL, at the expiry
	if _, err := svc.Authenticate(ctx, tok); !errors.Is(err, auth.ErrTokenExpired) {
		t.Errorf("a cached token at its expiry: err = %v, want ErrTokenExpired", err)
	}
}

func TestATokenReadWhileARevocationIsHeardIsNotKept(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	db := storetest.Open(t)
	svc := mustNew(t, auth.Config{DB: db.Client})
	tok, err := svc.CreateToken(ctx, "acme", "alice", tenancy.RoleMember)
	if err != nil {
		t.Fatal(err)
	}
	var reads atomic.Int64
	db.APIToken.Intercept(entgo.InterceptFunc(func(next entgo.Querier) entgo.Querier {
		return entgo.QuerierFunc(func(ctx context.Context, q entgo.Query) (entgo.Value, error) {
			v, err := next.Query(ctx, q)
			if reads.Add(1) == 1 {
				svc.Forget(0) // a revocation heard after the row was read, before it is kept
			}
			return v, err
		})
	}))
	for range 2 {
		if _, err := svc.Authenticate(ctx, tok); err != nil {
			t.Fatal(err)
		}
	}
	if got := reads.Load(); got != 2 {
		t.Errorf("reads = %d, want 2: a row read across a revocation must not be kept", got)
	}
}
