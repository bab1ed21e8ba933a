package auth_test

import (
	"context"
	"errors"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	entgo "entgo.io/ent"
	"github.com/google/go-cmp/cmp"

	"github.com/everdict/everdict/auth"
	"github.com/everdict/everdict/clock/clocktest"
	"github.com/everdict/everdict/errcode"
	"github.com/everdict/everdict/events"
	"github.com/everdict/everdict/store/storetest"
	"github.com/everdict/everdict/tenancy"
)

func TestAuthenticateRefusesEndedTokens(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	db := storetest.Open(t)
	clk := clocktest.New(time.Date(2026, 11, 29, 12, 0, 0, 0, time.UTC))
	svc := mustNew(t, auth.Config{DB: db.Client, Clock: clk})
	expiring, err := svc.IssueToken(ctx, auth.Issue{Tenant: "acme", Subject: "ci", Role: tenancy.RoleMember, ExpiresIn: time.Hour})
	if err != nil {
		t.Fatal(err)
	}
	revoked, err := svc.CreateToken(ctx, "acme", "alice", tenancy.RoleMember)
	if err != nil {
		t.Fatal(err)
	}
	v, err := svc.Authenticate(ctx, revoked)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := svc.Revoke(tenancy.NewContext(ctx, v), v.TokenID); err != nil {
		t.Fatal(err)
	}
	if _, err := svc.Authenticate(ctx, revoked); !errors.Is(err, auth.ErrTokenRevoked) || errcode.Of(err) != errcode.Unauthenticated {
		t.Errorf("a revoked token: err = %v, want ErrTokenRevoked (UNAUTHENTICATED)", err)
	}
	if v, err := svc.Authenticate(ctx, expiring); err != nil || !v.TokenExpiresAt.Equal(clk.Now().Add(time.Hour)) {
		t.Errorf("a token before its expiry: viewer %+v, err %v; want it accepted, expiring in an hour", v, err)
	}
	clk.Advance(time.Hour)
	if _, err := svc.Authenticate(ctx, expiring); !errors.Is(err, auth.ErrTokenExpired) || errcode.Of(err) != errcode.Unauthenticated {
		t.Errorf("a token at its expiry: err = %v, want ErrTokenExpired (UNAUTHENTICATED)", err)
	}
}

func TestLastUsedAtIsWrittenAtMostOnceAMinute(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	db := storetest.Open(t)
	clk := clocktest.New(time.Date(2026, 11, 29, 12, 0, 0, 0, time.UTC))
	svc := mustNew(t, auth.Config{DB: db.Client, Clock: clk})
	tok, err := svc.CreateToken(ctx, "acme", "alice", tenancy.RoleMember)
	if err != nil {
		t.Fatal(err)
	}
	var writes atomic.Int64
	db.APIToken.Use(func(next entgo.Mutator) entgo.Mutator {
		return entgo.MutateFunc(func(ctx context.Context, m entgo.Mutation) (entgo.Value, error) {
			if m.Op().Is(entgo.OpUpdate | entgo.OpUpdateOne) {
				writes.Add(1)
			}
			return next.Mutate(ctx, m)
		})
	})
	lastUsed := func() time.Time {
		t.Helper()
		v, err := svc.Authenticate(ctx, tok)
		if err != nil {
			t.Fatal(err)
		}
		row := db.APIToken.GetX(tenancy.System(ctx), v.TokenID)
		return *row.LastUsedAt
	}
	first := clk.Now()
	if got := lastUsed(); !got.Equal(first) || writes.Load() != 1 {
		t.Fatalf("first use: lastUsedAt %v after %d writes, want %v after 1", got, writes.Load(), first)
	}
	clk.Advance(59 * time.Second)
	if got := lastUsed(); !got.Equal(first) || writes.Load() != 1 {
		t.Errorf("a use within the minute: lastUsedAt %v after %d writes, want %v and no new write", got, writes.Load(), first)
	}
	clk.Advance(time.Second)
	if got := lastUsed(); !got.Equal(clk.Now()) || writes.Load() != 2 {
		t.Errorf("a use a minute later: lastUsedAt %v after %d writes, want %v after 2", got, writes.Load(), clk.Now())
	}
}

func TestTokensAndRevokeAreScopedByRole(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	db := storetest.Open(t)
	svc := mustNew(t, auth.Config{DB: db.Client})
	viewer := func(slug, subject string, role tenancy.Role) (context.Context, int) {
		t.Helper()
		tok, err := svc.CreateToken(ctx, slug, subject, role)
		if err != nil {
			t.Fatal(err)
		}
		v, err := svc.Authenticate(ctx, tok)
		if err != nil {
			t.Fatal(err)
		}
		return tenancy.NewContext(ctx, v), v.TokenID
	}
	alice, aliceID := viewer("acme", "alice", tenancy.RoleMember)
	bob, bobID := viewer("acme", "bob", tenancy.RoleMember)
	admin, _ := viewer("acme", "admin", tenancy.RoleAdmin)
	_, operatorID := viewer("acme", "root", tenancy.RoleOperator)
	other, _ := viewer("bolt", "admin", tenancy.RoleAdmin)

	ids := func(ctx context.Context) []int {
		t.Helper()
		ts, err := svc.Tokens(ctx)
		if err != nil {
			t.Fatal(err)
		}
		var out []int
		for _, tk := range ts {
			out = append(out, tk.ID)
		}
		return out
	}
	if got := ids(alice); len(got) != 1 || got[0] != aliceID {
		t.Errorf("a MEMBER lists %v, want only its own token %d", got, aliceID)
	}
	if got := ids(admin); len(got) != 4 {
		t.Errorf("an ADMIN lists %v, want its tenant's 4 tokens", got)
	}
	if got := ids(other); len(got) != 1 {
		t.Errorf("another tenant's ADMIN lists %v, want its own token only", got)
	}
	if _, err := svc.Revoke(alice, bobID); errcode.Of(err) != errcode.NotFound {
		t.Errorf("a MEMBER revoking another member's token: err = %v, want NOT_FOUND", err)
	}
	if _, err := svc.Revoke(other, bobID); errcode.Of(err) != errcode.NotFound {
		t.Errorf("another tenant's ADMIN revoking a token: err = %v, want NOT_FOUND", err)
	}
	if _, err := svc.Revoke(admin, operatorID); errcode.Of(err) != errcode.Forbidden {
		t.Errorf("an ADMIN revoking an OPERATOR token: err = %v, want FORBIDDEN", err)
	}
	if tk, err := svc.Revoke(admin, bobID); err != nil || tk.RevokedAt == nil {
		t.Errorf("an ADMIN revoking its member's token: %+v, %v", tk, err)
	}
	if err := svc.Check(bob, bobID); !errors.Is(err, auth.ErrTokenRevoked) {
		t.Errorf("the revoked token checks as %v, want ErrTokenRevoked", err)
	}
	if _, err := svc.Create(alice, tenancy.RoleAdmin, "", 0); errcode.Of(err) != errcode.Forbidden {
		t.Errorf("a MEMBER creating an ADMIN token: err = %v, want FORBIDDEN", err)
	}
	if _, err := svc.Create(alice, tenancy.RoleMember, "bob", 0); errcode.Of(err) != errcode.Forbidden {
		t.Errorf("a MEMBER creating a token for another subject: err = %v, want FORBIDDEN", err)
	}
}

func TestATokenCannotMintALongerLivedOne(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	db := storetest.Open(t)
	svc := mustNew(t, auth.Config{DB: db.Client})
	tok, err := svc.IssueToken(ctx, auth.Issue{Tenant: "acme", Subject: "ci", Role: tenancy.RoleAdmin, ExpiresIn: time.Hour})
	if err != nil {
		t.Fatal(err)
	}
	v, err := svc.Authenticate(ctx, tok)
	if err != nil {
		t.Fatal(err)
	}
	vctx := tenancy.NewContext(ctx, v)
	for name, d := range map[string]time.Duration{"no expiry": 0, "a longer expiry": 2 * time.Hour} {
		if _, err := svc.Create(vctx, tenancy.RoleMember, "x", d); errcode.Of(err) != errcode.Forbidden {
			t.Errorf("%s: err = %v, want FORBIDDEN", name, err)
		}
	}
	if _, err := svc.Create(vctx, tenancy.RoleMember, "x", 30*time.Minute); err != nil {
		t.Errorf("a shorter expiry: %v", err)
	}
}

func TestWatcherEndsAWatchOnRevocationAndExpiry(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	db := storetest.Open(t)
	bus := events.NewMemory(events.MemoryConfig{})
	t.Cleanup(func() { bus.Close() })
	svc := mustNew(t, auth.Config{DB: db.Client, Events: bus})
	clk := clocktest.New(time.Now())
	w, err := auth.NewWatcher(auth.WatcherConfig{Events: bus, Tokens: svc, Clock: clk})
	if err != nil {
		t.Fatal(err)
	}
	if err := w.Start(ctx); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(w.Stop)
	viewer := func(expiresIn time.Duration) tenancy.Viewer {
		t.Helper()
		tok, err := svc.IssueToken(ctx, auth.Issue{Tenant: "acme", Subject: "a", Role: tenancy.RoleMember, ExpiresIn: expiresIn})
		if err != nil {
			t.Fatal(err)
		}
		v, err := svc.Authenticate(ctx, tok)
		if err != nil {
			t.Fatal(err)
		}
		return v
	}

	t.Run("a revoked token's watch ends with ErrTokenRevoked", func(t *testing.T) {
		v := viewer(0)
		gone, stop := w.Watch(ctx, v)
		defer stop()
		if _, err := svc.Revoke(tenancy.NewContext(ctx, v), v.TokenID); err != nil {
			t.Fatal(err)
		}
		waitDone(t, gone)
		if cause := context.Cause(gone); !errors.Is(cause, auth.ErrTokenRevoked) {
			t.Errorf("cause = %v, want ErrTokenRevoked", cause)
		}
	})
	t.Run("an expiring token's watch ends with ErrTokenExpired when its time comes", func(t *testing.T) {
		v := viewer(time.Hour)
		gone, stop := w.Watch(ctx, v)
		defer stop()
		clk.BlockUntil(t, 1) // the watch's expiry timer
		clk.Set(v.TokenExpiresAt.Add(-time.Millisecond))
		clk.BlockUntil(t, 1) // a millisecond early, the timer still waits
		if gone.Err() != nil {
			t.Fatalf("the watch ended before the token expired: %v", context.Cause(gone))
		}
		clk.Set(v.TokenExpiresAt)
		waitDone(t, gone)
		if cause := context.Cause(gone); !errors.Is(cause, auth.ErrTokenExpired) {
			t.Errorf("cause = %v, want ErrTokenExpired", cause)
		}
	})
	t.Run("a token revoked before its watch began ends the watch at once", func(t *testing.T) {
		v := viewer(0)
		if _, err := svc.Revoke(tenancy.NewContext(ctx, v), v.TokenID); err != nil {
			t.Fatal(err)
		}
		gone, stop := w.Watch(ctx, v)
		defer stop()
		if cause := context.Cause(gone); !errors.Is(cause, auth.ErrTokenRevoked) {
			t.Errorf("cause = %v, want ErrTokenRevoked", cause)
		}
	})
}

// waitDone waits for ctx to end; the bound only turns a hang into a failure.
func waitDone(t *testing.T, ctx context.Context) {
	t.Helper()
	select {
	case <-ctx.Done():
	case <-time.After(30 * time.Second):
		t.Fatal("the watch did not end")
	}
}

// TestATokenMadeWithoutASubjectGetsOneOfItsOwn: CLI-made tokens all had
// the subject "cli", so a MEMBER listing "its own subject's" tokens saw the
// ADMIN tokens' metadata. Each token issued without a subject now gets a
// unique one.
func TestATokenMadeWithoutASubjectGetsOneOfItsOwn(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	db := storetest.Open(t)
	svc := mustNew(t, auth.Config{DB: db.Client})
	member, err := svc.IssueToken(ctx, auth.Issue{Tenant: "acme", Role: tenancy.RoleMember})
	if err != nil {
		t.Fatal(err)
	}
	for range 2 {
		if _, err := svc.IssueToken(ctx, auth.Issue{Tenant: "acme", Role: tenancy.RoleAdmin}); err != nil {
			t.Fatal(err)
		}
	}
	v, err := svc.Authenticate(ctx, member)
	if err != nil {
		t.Fatal(err)
	}
	if !strings.HasPrefix(v.Subject, "cli-") || len(v.Subject) != len("cli-")+12 {
		t.Errorf("the default subject = %q, want cli- and 12 hex digits", v.Subject)
	}
	ts, err := svc.Tokens(tenancy.NewContext(ctx, v))
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, tk := range ts {
		got = append(got, string(tk.Role)+" "+tk.Subject)
	}
	if diff := cmp.Diff([]string{"MEMBER " + v.Subject}, got); diff != "" {
		t.Errorf("the MEMBER lists (-want +got):\n%s", diff)
	}
}
