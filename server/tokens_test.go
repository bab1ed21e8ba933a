package server_test

import (
	"bufio"
	"context"
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/everdict/everdict/auth"
	"github.com/everdict/everdict/clock/clocktest"
	"github.com/everdict/everdict/internal/apptest"
	"github.com/everdict/everdict/tenancy"
)

type listedToken struct {
	ID        string
	Subject   string
	Role      string
	ExpiresAt *time.Time
	RevokedAt *time.Time
}

const tokensQuery = `{ tokens { id subject role createdAt lastUsedAt expiresAt revokedAt } }`

func listTokens(t *testing.T, app *apptest.App, token string) []listedToken {
	t.Helper()
	var out struct{ Tokens []listedToken }
	app.Do(t, token, tokensQuery, nil).Decode(t, &out)
	return out.Tokens
}

func idOf(t *testing.T, ts []listedToken, subject string) string {
	t.Helper()
	for _, tk := range ts {
		if tk.Subject == subject {
			return tk.ID
		}
	}
	t.Fatalf("no token of %s in %+v", subject, ts)
	return ""
}

func TestTokensListsNoSecretAndOnlyWhatTheRoleMaySee(t *testing.T) {
	t.Parallel()
	app := apptest.New(t, apptest.Options{NoScheduler: true})
	admin := app.Tenant(t, "acme", false, tenancy.RoleAdmin)
	alice := app.Tenant(t, "acme", false, tenancy.RoleMember)
	var created struct {
		CreateToken struct {
			Token    string
			APIToken listedToken
		}
	}
	app.Do(t, admin, `mutation { createToken(role: MEMBER, subject: "bob", expiresIn: 3600) { token apiToken { id subject role expiresAt } } }`, nil).
		Decode(t, &created)
	bob := created.CreateToken.Token
	if !strings.HasPrefix(bob, auth.TokenPrefix) || created.CreateToken.APIToken.ExpiresAt == nil {
		t.Fatalf("createToken answered %+v, want a token that expires", created.CreateToken)
	}
	other := app.Tenant(t, "bolt", false, tenancy.RoleAdmin)

	raw := app.Do(t, admin, tokensQuery, nil)
	for _, secret := range []string{admin, alice, bob, auth.Hash(admin), auth.Hash(alice), auth.Hash(bob)} {
		if strings.Contains(string(raw.Data), secret) {
			t.Errorf("tokens shows a token's value or hash: %s", raw.Data)
		}
	}
	if got := listTokens(t, app, admin); len(got) != 3 {
		t.Errorf("the ADMIN lists %+v, want its tenant's 3 tokens", got)
	}
	mine := listTokens(t, app, alice)
	if len(mine) != 1 || mine[0].Subject != "MEMBER@acme" {
		t.Errorf("a MEMBER lists %+v, want its own token only", mine)
	}
	if got := listTokens(t, app, other); len(got) != 1 {
		t.Errorf("another tenant's ADMIN lists %+v, want its own token only", got)
	}

	bobID := idOf(t, listTokens(t, app, admin), "bob")
	res := app.Do(t, alice, `mutation($id: ID!) { revokeToken(id: $id) { id } }`, map[string]any{"id": bobID})
	if res.Code() != "NOT_FOUND" {
		t.Errorf("a MEMBER revoking another member's token: %+v, want NOT_FOUND", res.Errors)
	}
	res = app.Do(t, other, `mutation($id: ID!) { revokeToken(id: $id) { id } }`, map[string]any{"id": bobID})
	if res.Code() != "NOT_FOUND" {
		t.Errorf("another tenant's ADMIN revoking a token: %+v, want NOT_FOUND", res.Errors)
	}
	if res := app.Do(t, bob, `{ viewer { subject } }`, nil); len(res.Errors) > 0 {
		t.Errorf("the token survived the refused revocations: %+v", res.Errors)
	}
	res = app.Do(t, alice, `mutation { createToken(role: ADMIN) { token } }`, nil)
	if res.Code() != "FORBIDDEN" {
		t.Errorf("a MEMBER creating an ADMIN token: %+v, want FORBIDDEN", res.Errors)
	}
}

func TestAnExpiredTokenIsRefused(t *testing.T) {
	t.Parallel()
	app := apptest.New(t, apptest.Options{NoScheduler: true})
	hourAgo := time.Now().Add(-2 * time.Hour)
	past, err := auth.New(auth.Config{DB: app.DB.Client, Clock: clocktest.New(hourAgo)})
	if err != nil {
		t.Fatal(err)
	}
	tok, err := past.IssueToken(context.Background(), auth.Issue{Tenant: "acme", Subject: "ci", Role: tenancy.RoleAdmin, ExpiresIn: time.Hour})
	if err != nil {
		t.Fatal(err)
	}
	res := app.Do(t, tok, `{ viewer { subject } }`, nil)
	if res.Code() != "UNAUTHENTICATED" || !strings.Contains(res.Errors[0].Message, "expired") {
		t.Errorf("an expired token: %+v, want UNAUTHENTICATED (expired)", res.Errors)
	}
}

func TestARevokedTokenIsRefusedAndItsSubscriptionEnds(t *testing.T) {
	t.Parallel()
	app := apptest.New(t)
	admin := app.Tenant(t, "acme", false, tenancy.RoleAdmin)
	member := app.Tenant(t, "acme", false, tenancy.RoleMember)
	stream := app.Subscribe(t, member, `subscription { runEvents { id status } }`, nil)
	// A round trip on the socket: the subscription is running before the
	// revocation.
	stream2 := app.Subscribe(t, member, `subscription { queueSnapshot { generatedAt } }`, nil)
	stream2.Next()

	id := idOf(t, listTokens(t, app, admin), "MEMBER@acme")
	var revoked struct{ RevokeToken listedToken }
	app.Do(t, admin, `mutation($id: ID!) { revokeToken(id: $id) { id revokedAt } }`, map[string]any{"id": id}).Decode(t, &revoked)
	if revoked.RevokeToken.RevokedAt == nil {
		t.Fatalf("revokeToken answered %+v", revoked.RevokeToken)
	}

	if res := app.Do(t, member, `{ viewer { subject } }`, nil); res.Code() != "UNAUTHENTICATED" {
		t.Errorf("the next request with the revoked token: %+v, want UNAUTHENTICATED", res.Errors)
	}
	for name, s := range map[string]*apptest.Stream{"runEvents": stream, "queueSnapshot": stream2} {
		m := nextNotData(s)
		if len(m.Errors) != 1 || m.Errors[0].Extensions["code"] != "UNAUTHENTICATED" || !strings.Contains(m.Errors[0].Message, "revoked") {
			t.Errorf("%s after the revocation: %+v, want it ended with UNAUTHENTICATED (revoked)", name, m)
		}
	}
}

func TestAnExpiringTokensSubscriptionEndsWhenItExpires(t *testing.T) {
	t.Parallel()
	clk := clocktest.New(time.Now())
	app := apptest.New(t, apptest.Options{TokenClock: clk})
	admin := app.Tenant(t, "acme", false, tenancy.RoleAdmin)
	var created struct{ CreateToken struct{ Token string } }
	app.Do(t, admin, `mutation { createToken(role: MEMBER, subject: "ci", expiresIn: 3600) { token } }`, nil).Decode(t, &created)
	stream := app.Subscribe(t, created.CreateToken.Token, `subscription { queueSnapshot { generatedAt } }`, nil)
	stream.Next()
	clk.BlockUntil(t, 1) // the socket's expiry timer
	// The token was made less than an hour ago: its hour is up.
	clk.Set(time.Now().Add(time.Hour))
	m := nextNotData(stream)
	if len(m.Errors) != 1 || m.Errors[0].Extensions["code"] != "UNAUTHENTICATED" || !strings.Contains(m.Errors[0].Message, "expired") {
		t.Errorf("after the expiry: %+v, want the subscription ended with UNAUTHENTICATED (expired)", m)
	}
}

// nextNotData skips a subscription's data messages and returns the first
// error or complete.
func nextNotData(s *apptest.Stream) apptest.Message {
	for {
		if m := s.Next(); m.Done || len(m.Errors) > 0 {
			return m
		}
	}
}

func TestARevokedTokensSSEStreamEnds(t *testing.T) {
	t.Parallel()
	app := apptest.New(t)
	admin := app.Tenant(t, "acme", false, tenancy.RoleAdmin)
	member := app.Tenant(t, "acme", false, tenancy.RoleMember)
	ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
	defer cancel()
	body := `{"query":"subscription { queueSnapshot { generatedAt } }"}`
	req, _ := http.NewRequestWithContext(ctx, http.MethodPost, app.HTTP.URL+"/graphql", strings.NewReader(body))
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("Accept", "text/event-stream")
	req.Header.Set("Authorization", "Bearer "+member)
	res, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer res.Body.Close()
	lines := bufio.NewScanner(res.Body)
	next := func() string { // the next data line
		t.Helper()
		for lines.Scan() {
			if data, ok := strings.CutPrefix(lines.Text(), "data: "); ok {
				return data
			}
		}
		t.Fatalf("the stream ended: %v", lines.Err())
		return ""
	}
	if first := next(); !strings.Contains(first, "generatedAt") {
		t.Fatalf("first event %s, want a snapshot", first)
	}
	id := idOf(t, listTokens(t, app, admin), "MEMBER@acme")
	app.Do(t, admin, `mutation($id: ID!) { revokeToken(id: $id) { id } }`, map[string]any{"id": id}).Decode(t, &struct{}{})
	for {
		data := next()
		if strings.Contains(data, "generatedAt") && !strings.Contains(data, "errors") {
			continue
		}
		if !strings.Contains(data, `"UNAUTHENTICATED"`) || !strings.Contains(data, "revoked") {
			t.Errorf("after the revocation the stream sent %s, want an UNAUTHENTICATED error", data)
		}
		break
	}
}
