package server_test

import (
	"context"
	"crypto/rand"
	"encoding/json"
	"errors"
	"fmt"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"github.com/99designs/gqlgen/graphql/introspection"
	"github.com/coder/websocket"
	"github.com/coder/websocket/wsjson"
	"github.com/google/go-cmp/cmp"

	"github.com/everdict/everdict/auth"
	"github.com/everdict/everdict/controlplane"
	"github.com/everdict/everdict/internal/apptest"
	"github.com/everdict/everdict/internal/redistest"
	"github.com/everdict/everdict/secrets"
	"github.com/everdict/everdict/server"
	"github.com/everdict/everdict/store/storetest"
	"github.com/everdict/everdict/tenancy"
)

// memberToken is a MEMBER's token in acme.
func (b *bundle) memberToken(t *testing.T) string {
	t.Helper()
	svc, err := auth.New(auth.Config{DB: b.db.Client})
	if err != nil {
		t.Fatal(err)
	}
	tok, err := svc.CreateToken(tenancy.System(context.Background()), "acme", "mallory@acme", tenancy.RoleMember)
	if err != nil {
		t.Fatal(err)
	}
	return tok
}

func aliases(n int, field string) string {
	var q strings.Builder
	q.WriteString("{")
	for i := range n {
		fmt.Fprintf(&q, " a%d: %s", i, field)
	}
	q.WriteString(" }")
	return q.String()
}

func TestAMemberCannotMakeTheServerBuildAHugeResponse(t *testing.T) {
	t.Parallel()
	b := setup(t)
	member := b.memberToken(t)
	logs := fmt.Sprintf(`run(id: %d) { logs(first: 100) { text } }`, b.acme.run)
	ids := make([]string, 101)
	for i := range ids {
		ids[i] = fmt.Sprint(b.acme.run)
	}
	cases := map[string]struct {
		query     string
		wantCodes []string
	}{
		"100 aliases of a run's logs are refused": {aliases(100, logs), []string{"GRAPHQL_PARSE_FAILED"}}, // over 1,000 tokens
		"2,000 aliases of viewer are refused":     {aliases(2000, "viewer { role }"), []string{"GRAPHQL_PARSE_FAILED"}},
		"100 aliases of viewer are refused":       {aliases(100, "viewer { role }"), []string{"BAD_USER_INPUT"}},
		"15 aliases are answered":                 {aliases(15, "viewer { role }"), nil},
		"a page of runs with 100 log lines each costs its size": {
			`{ runs(first: 100) { edges { node { logs(first: 100) { text } } } } }`, []string{"COMPLEXITY_LIMIT_EXCEEDED"}},
		"logs without first are priced as the 100 they answer": {
			`{ runs(first: 100) { edges { node { logs { text } } } } }`, []string{"COMPLEXITY_LIMIT_EXCEEDED"}},
		"nodes costs its ids times its selection": {
			`{ nodes(ids: [` + strings.Join(ids[:100], ",") + `]) { ... on Run { logs(first: 100) { text } } } }`,
			[]string{"COMPLEXITY_LIMIT_EXCEEDED"}},
		"nodes takes at most 100 ids":    {`{ nodes(ids: [` + strings.Join(ids, ",") + `]) { id } }`, []string{"BAD_USER_INPUT"}},
		"nodes with 100 ids is answered": {`{ nodes(ids: [` + strings.Join(ids[:100], ",") + `]) { id } }`, nil},
	}
	for name, tc := range cases {
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			got := b.post(t, member, tc.query, nil)
			if diff := cmp.Diff(tc.wantCodes, got.codes()); diff != "" {
				t.Errorf("codes (-want +got):\n%s\nerrors: %v", diff, got.Errors)
			}
		})
	}
}

// TestEachLimitAloneRefusesTheLogsAttack: 100 aliases of a run's 100 log
// lines, refused by the token limit, then with that lifted by the alias
// limit, then with both lifted by the complexity model.
func TestEachLimitAloneRefusesTheLogsAttack(t *testing.T) {
	t.Parallel()
	cases := map[string]struct {
		cfg      func(*server.Config)
		wantCode string
	}{
		"tokens":     {func(*server.Config) {}, "GRAPHQL_PARSE_FAILED"},
		"aliases":    {func(c *server.Config) { c.MaxTokens = 1 << 20 }, "BAD_USER_INPUT"},
		"complexity": {func(c *server.Config) { c.MaxTokens, c.MaxAliases, c.MaxFields = 1<<20, 1<<20, 1<<20 }, "COMPLEXITY_LIMIT_EXCEEDED"},
	}
	for name, tc := range cases {
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			b := setup(t, tc.cfg)
			got := b.post(t, b.memberToken(t), aliases(100, fmt.Sprintf(`run(id: %d) { logs(first: 100) { text } }`, b.acme.run)), nil)
			if diff := cmp.Diff([]string{tc.wantCode}, got.codes()); diff != "" || got.Data != nil {
				t.Errorf("codes (-want +got):\n%s\nerrors: %v", diff, got.Errors)
			}
		})
	}
}

func TestQueryShapeLimits(t *testing.T) {
	t.Parallel()
	b := setup(t, func(c *server.Config) { c.MaxDepth = 3; c.MaxDirectives = 2; c.MaxFields = 20 })
	cases := map[string]struct {
		query     string
		wantLimit string
	}{
		"a query within every limit is answered":       {`{ viewer { tenant { slug } } }`, ""},
		"a query nested too deep is refused":           {`{ runs { edges { node { id } } } }`, "depth"},
		"depth through a fragment counts":              {`{ runs { ...R } } fragment R on RunConnection { edges { node { id } } }`, "depth"},
		"too many directives are refused":              {`{ viewer @include(if: true) { role @skip(if: false) tenant @include(if: true) { slug } } }`, "directives"},
		"fields of a fragment count where spread":      {`{ viewer { ...V } a: viewer { ...V } b: viewer { ...V } } fragment V on Viewer { role subject tenant { slug weight trusted maxConcurrent } }`, "fields"},
		"introspection is not held to the depth limit": {`{ __schema { types { fields { type { ofType { name } } } } } }`, ""},
	}
	for name, tc := range cases {
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			got := b.post(t, b.acme.token, tc.query, nil)
			var limit string
			if len(got.Errors) > 0 {
				limit, _ = got.Errors[0].Extensions["limit"].(string)
				if limit == "" {
					t.Fatalf("errors = %v, want a limit's refusal or none", got.Errors)
				}
			}
			if limit != tc.wantLimit {
				t.Errorf("refused by %q, want %q (errors %v)", limit, tc.wantLimit, got.Errors)
			}
		})
	}
}

func TestGraphiQLsIntrospectionQueryFitsTheDefaultLimits(t *testing.T) {
	t.Parallel()
	b := setup(t)
	got := b.post(t, b.acme.token, introspection.Query, nil)
	if len(got.Errors) > 0 {
		t.Errorf("the introspection query is refused: %v", got.Errors)
	}
}

func TestAResponseOverTheSizeLimitBecomesAnError(t *testing.T) {
	t.Parallel()
	b := setup(t, func(c *server.Config) { c.MaxResponseBytes = 4096 })
	ctx := tenancy.System(context.Background())
	for seq := range 20 {
		b.db.LogLine.Create().SetRunID(b.acme.run).SetSeq(int64(seq + 1)).SetText(strings.Repeat("x", 500)).SaveX(ctx)
	}
	q := fmt.Sprintf(`{ run(id: %d) { logs(first: %%d) { text } } }`, b.acme.run)
	if got := b.post(t, b.acme.token, fmt.Sprintf(q, 2), nil); len(got.Errors) > 0 {
		t.Fatalf("a small response: %v", got.Errors)
	}
	got := b.post(t, b.acme.token, fmt.Sprintf(q, 20), nil)
	if diff := cmp.Diff([]string{"BAD_USER_INPUT"}, got.codes()); diff != "" || got.Data != nil {
		t.Errorf("a 10 kB response under a 4 kB limit: data %v, codes (-want +got):\n%s", got.Data != nil, diff)
	}
}

// wsClient is one acknowledged graphql-transport-ws connection.
type wsClient struct {
	t   *testing.T
	ctx context.Context
	c   *websocket.Conn
}

func dialApp(t *testing.T, ctx context.Context, app *apptest.App, token string) *wsClient {
	t.Helper()
	c, _, err := websocket.Dial(ctx, "ws"+strings.TrimPrefix(app.HTTP.URL, "http")+"/graphql",
		&websocket.DialOptions{Subprotocols: []string{"graphql-transport-ws"}})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { c.CloseNow() })
	w := &wsClient{t: t, ctx: ctx, c: c}
	w.send(map[string]any{"type": "connection_init", "payload": map[string]any{"Authorization": "Bearer " + token}})
	if m, err := readWS(ctx, c); err != nil || m["type"] != "connection_ack" {
		t.Fatalf("init: %v %v", m, err)
	}
	return w
}

func (w *wsClient) send(m map[string]any) {
	w.t.Helper()
	if err := wsjson.Write(w.ctx, w.c, m); err != nil {
		w.t.Fatal(err)
	}
}

// subscribe starts a queue subscription (it answers at once) and returns
// the code of the error that ended it, or "" when it is running.
func (w *wsClient) subscribe(id string) string {
	w.t.Helper()
	code, _ := w.subscribeErr(id)
	return code
}

// subscribeErr is subscribe, with the error's message.
func (w *wsClient) subscribeErr(id string) (code, message string) {
	w.t.Helper()
	w.send(map[string]any{"id": id, "type": "subscribe", "payload": map[string]any{"query": `subscription { queueSnapshot { generatedAt } }`}})
	for {
		m, err := readWS(w.ctx, w.c)
		if err != nil {
			w.t.Fatalf("read: %v", err)
		}
		if m["id"] != id || (m["type"] != "next" && m["type"] != "error") {
			continue
		}
		raw, _ := json.Marshal(m["payload"])
		var p struct {
			Errors []gqlError `json:"errors"`
		}
		_ = json.Unmarshal(raw, &p)
		if len(p.Errors) == 0 {
			if m["type"] == "error" {
				return "ERROR", ""
			}
			return "", ""
		}
		code, _ := p.Errors[0].Extensions["code"].(string)
		return code, p.Errors[0].Message
	}
}

// TestOneWebsocketHoldsAtMostMaxSubscriptions: the one over the limit ends
// at once with RATE_LIMITED; completing one makes room for another.
func TestOneWebsocketHoldsAtMostMaxSubscriptions(t *testing.T) {
	t.Parallel()
	const limit = 3
	app := apptest.New(t, apptest.Options{Server: server.Config{MaxSubscriptionsPerConnection: limit}})
	tok := app.Tenant(t, "acme", true, tenancy.RoleMember)
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	w := dialApp(t, ctx, app, tok)
	for i := 1; i <= limit; i++ {
		if code := w.subscribe(fmt.Sprint(i)); code != "" {
			t.Fatalf("subscription %d of %d: %s", i, limit, code)
		}
	}
	if code := w.subscribe("extra"); code != "RATE_LIMITED" {
		t.Errorf("subscription %d: %q, want RATE_LIMITED", limit+1, code)
	}
	// Another connection has its own allowance.
	if code := dialApp(t, ctx, app, tok).subscribe("1"); code != "" {
		t.Errorf("a second connection's first subscription: %q", code)
	}
	w.send(map[string]any{"id": "1", "type": "complete"})
	// The server releases the slot when the subscription's goroutine ends;
	// retry until it has (no sleep: each try is a round trip).
	for try := 0; ; try++ {
		code := w.subscribe(fmt.Sprintf("again-%d", try))
		if code == "" {
			break
		}
		if try == 100 {
			t.Fatalf("no room after completing one: %s", code)
		}
	}
}

// TestATenantHoldsAtMostMaxSubscriptionsOverAllItsConnections: opening
// more sockets does not get around the limit; another tenant is unaffected.
func TestATenantHoldsAtMostMaxSubscriptionsOverAllItsConnections(t *testing.T) {
	t.Parallel()
	app := apptest.New(t, apptest.Options{Server: server.Config{MaxSubscriptionsPerTenant: 2}})
	acme := app.Tenant(t, "acme", true, tenancy.RoleMember)
	globex := app.Tenant(t, "globex", true, tenancy.RoleMember)
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	for i := range 2 {
		if code := dialApp(t, ctx, app, acme).subscribe("1"); code != "" {
			t.Fatalf("acme's subscription %d: %s", i+1, code)
		}
	}
	if code := dialApp(t, ctx, app, acme).subscribe("1"); code != "RATE_LIMITED" {
		t.Errorf("acme's third subscription, on a third socket: %q, want RATE_LIMITED", code)
	}
	if code := dialApp(t, ctx, app, globex).subscribe("1"); code != "" {
		t.Errorf("globex's first subscription: %q", code)
	}
}

// TestATenantsSubscriptionsAreCappedAcrossServers: two servers over one
// store and one Redis hold one cap for a tenant; the subscription over it
// is refused on either, and completing one on one server makes room on the
// other.
func TestATenantsSubscriptionsAreCappedAcrossServers(t *testing.T) {
	t.Parallel()
	const limit = 2
	db := storetest.Open(t)
	clients, prefix := redistest.Clients(t, 2)
	key := make([]byte, secrets.KeySize)
	_, _ = rand.Read(key)
	box, err := secrets.NewBox(key)
	if err != nil {
		t.Fatal(err)
	}
	var apps []*apptest.App
	for _, c := range clients {
		cp, err := controlplane.New(controlplane.Config{
			DB: db, Box: box, DataDir: t.TempDir(), Redis: c, RedisPrefix: prefix,
			HostCapabilities: func(context.Context) []string { return nil },
			Server:           server.Config{MaxSubscriptionsPerTenant: limit},
		})
		if err != nil {
			t.Fatal(err)
		}
		if err := cp.Start(context.Background()); err != nil {
			t.Fatal(err)
		}
		t.Cleanup(cp.Close)
		srv := httptest.NewServer(cp.Server.Handler())
		t.Cleanup(srv.Close)
		apps = append(apps, &apptest.App{ControlPlane: cp, HTTP: srv, Responses: &apptest.SyncBuffer{}})
	}
	acme := apps[0].Tenant(t, "acme", true, tenancy.RoleMember)
	globex := apps[0].Tenant(t, "globex", true, tenancy.RoleMember)
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	a, b := dialApp(t, ctx, apps[0], acme), dialApp(t, ctx, apps[1], acme)
	if code := a.subscribe("1"); code != "" {
		t.Fatalf("acme's first subscription, on server A: %s", code)
	}
	if code := b.subscribe("1"); code != "" {
		t.Fatalf("acme's second subscription, on server B: %s", code)
	}
	for i, w := range []*wsClient{a, b} {
		code, msg := w.subscribeErr("extra")
		if code != "RATE_LIMITED" || !strings.Contains(msg, "across all servers") {
			t.Errorf("acme's third subscription, on server %c: %s %q, want RATE_LIMITED across all servers", 'A'+i, code, msg)
		}
	}
	if code := dialApp(t, ctx, apps[1], globex).subscribe("1"); code != "" {
		t.Errorf("globex's first subscription: %q", code)
	}
	// Completing one on A makes room on B once A has released its slot;
	// retry until it has (no sleep: each try is a round trip).
	a.send(map[string]any{"id": "1", "type": "complete"})
	for try := 0; ; try++ {
		code := b.subscribe(fmt.Sprintf("again-%d", try))
		if code == "" {
			break
		}
		if try == 100 {
			t.Fatalf("no room on B after completing one on A: %s", code)
		}
	}
}

// uncountable is a subscription count whose store is away.
type uncountable struct{}

func (uncountable) Take(context.Context, string, int) (func(), bool, error) {
	return nil, false, errors.New("redis: connection refused")
}

// TestASubscriptionIsRefusedWhenItCannotBeCounted: with the count's store
// away, a subscription ends at once with UNAVAILABLE (not admitted
// uncounted), and the connection's own count is given back.
func TestASubscriptionIsRefusedWhenItCannotBeCounted(t *testing.T) {
	t.Parallel()
	app := apptest.New(t, apptest.Options{Server: server.Config{MaxSubscriptionsPerConnection: 1, Subscriptions: uncountable{}}})
	tok := app.Tenant(t, "acme", true, tenancy.RoleMember)
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	w := dialApp(t, ctx, app, tok)
	for _, id := range []string{"1", "2"} {
		if code, msg := w.subscribeErr(id); code != "UNAVAILABLE" || strings.Contains(msg, "redis") {
			t.Errorf("subscription %s: %s %q, want UNAVAILABLE naming no internals", id, code, msg)
		}
	}
}
