package auth_test

import (
	"context"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"

	"github.com/everdict/everdict/auth"
	"github.com/everdict/everdict/clock/clocktest"
	"github.com/everdict/everdict/ent/apitoken"
	"github.com/everdict/everdict/errcode"
	"github.com/everdict/everdict/store/storetest"
	"github.com/everdict/everdict/tenancy"
)

func TestCreateTokenStoresOnlyTheHash(t *testing.T) {
	t.Parallel()
	ctx := tenancy.System(context.Background())
	db := storetest.Open(t)
	svc := mustNew(t, auth.Config{DB: db.Client})
	tok, err := svc.CreateToken(ctx, "acme", "ci-bot", tenancy.RoleMember)
	if err != nil {
		t.Fatal(err)
	}
	if !strings.HasPrefix(tok, auth.TokenPrefix) {
		t.Errorf("token %q lacks prefix %q", tok, auth.TokenPrefix)
	}
	rows := db.APIToken.Query().AllX(ctx)
	if len(rows) != 1 {
		t.Fatalf("%d token rows, want 1", len(rows))
	}
	if rows[0].Hash != auth.Hash(tok) || strings.Contains(rows[0].Hash, tok) {
		t.Errorf("stored hash %q is not the SHA-256 of the token", rows[0].Hash)
	}
	var raw int
	if err := db.SQL.QueryRow("SELECT count(*) FROM api_tokens WHERE hash = $1", tok).Scan(&raw); err != nil {
		t.Fatal(err)
	}
	if raw != 0 {
		t.Error("the plaintext token is stored")
	}
}

func TestAuthenticate(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	db := storetest.Open(t)
	now := time.Date(2026, 11, 29, 12, 0, 0, 0, time.UTC)
	svc := mustNew(t, auth.Config{DB: db.Client, Clock: clocktest.New(now)})
	tok, err := svc.CreateToken(ctx, "acme", "alice", tenancy.RoleAdmin)
	if err != nil {
		t.Fatal(err)
	}
	cases := map[string]struct {
		token    string
		want     tenancy.Viewer
		wantCode errcode.Code
	}{
		"a valid token names its tenant, subject and role": {
			token: tok,
			want:  tenancy.Viewer{Tenant: "acme", Subject: "alice", Role: tenancy.RoleAdmin},
		},
		"an unknown token is unauthenticated":   {token: auth.NewToken(), wantCode: errcode.Unauthenticated},
		"a token without the prefix is refused": {token: "hunter2", wantCode: errcode.Unauthenticated},
		"an empty token is refused":             {token: "", wantCode: errcode.Unauthenticated},
		"a token one character off is refused":  {token: offByOne(tok), wantCode: errcode.Unauthenticated},
	}
	for name, tc := range cases {
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			v, err := svc.Authenticate(ctx, tc.token)
			if tc.wantCode != "" {
				if errcode.Of(err) != tc.wantCode {
					t.Fatalf("err = %v, want code %s (token %q, viewer %+v)", err, tc.wantCode, tc.token, v)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			v.TenantID, v.TokenID = 0, 0
			if diff := cmp.Diff(tc.want, v); diff != "" {
				t.Errorf("viewer (-want +got):\n%s", diff)
			}
		})
	}
	t.Run("a successful authentication records when the token was used", func(t *testing.T) {
		if _, err := svc.Authenticate(ctx, tok); err != nil {
			t.Fatal(err)
		}
		row := db.APIToken.Query().Where(apitoken.Hash(auth.Hash(tok))).OnlyX(tenancy.System(ctx))
		if row.LastUsedAt == nil || !row.LastUsedAt.Equal(now) {
			t.Errorf("lastUsedAt = %v, want %v", row.LastUsedAt, now)
		}
	})
}

func TestBootstrap(t *testing.T) {
	t.Parallel()
	ctx := tenancy.System(context.Background())
	db := storetest.Open(t)
	svc := mustNew(t, auth.Config{DB: db.Client})

	// Concurrent first starts: exactly one bootstraps.
	var wg sync.WaitGroup
	tokens := make(chan string, 4)
	for range 4 {
		wg.Go(func() {
			tok, err := svc.Bootstrap(ctx)
			if err != nil {
				t.Error(err)
			}
			tokens <- tok
		})
	}
	wg.Wait()
	close(tokens)
	var issued []string
	for tok := range tokens {
		if tok != "" {
			issued = append(issued, tok)
		}
	}
	if len(issued) != 1 {
		t.Fatalf("%d bootstrap tokens issued, want exactly 1", len(issued))
	}
	v, err := svc.Authenticate(ctx, issued[0])
	if err != nil {
		t.Fatal(err)
	}
	if v.Tenant != auth.DefaultTenant || v.Role != tenancy.RoleOperator {
		t.Errorf("bootstrap viewer = %+v, want the default tenant's OPERATOR", v)
	}
	tn := db.Tenant.GetX(ctx, v.TenantID)
	if !tn.Trusted {
		t.Error("the default tenant is not trusted")
	}
	again, err := svc.Bootstrap(ctx)
	if err != nil || again != "" {
		t.Errorf("second bootstrap = %q, %v; want nothing on a non-empty database", again, err)
	}
}

func TestValidateSlug(t *testing.T) {
	t.Parallel()
	cases := map[string]struct {
		slug string
		ok   bool
	}{
		"a lowercase name is valid":          {"acme", true},
		"digits and dashes after a letter":   {"team-42", true},
		"an empty slug is refused":           {"", false},
		"a leading digit is refused":         {"42team", false},
		"uppercase is refused":               {"Acme", false},
		"a slash is refused":                 {"a/b", false},
		"more than forty characters refused": {strings.Repeat("a", 41), false},
	}
	for name, tc := range cases {
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			err := auth.ValidateSlug(tc.slug)
			if (err == nil) != tc.ok {
				t.Errorf("ValidateSlug(%q) = %v, want ok=%v", tc.slug, err, tc.ok)
			}
		})
	}
}

func offByOne(tok string) string {
	last := tok[len(tok)-1]
	if last == 'a' {
		return tok[:len(tok)-1] + "b"
	}
	return tok[:len(tok)-1] + "a"
}

// mustNew returns a Service over cfg, failing the test when it cannot.
func mustNew(t testing.TB, cfg auth.Config) *auth.Service {
	t.Helper()
	s, err := auth.New(cfg)
	if err != nil {
		t.Fatal(err)
	}
	return s
}
