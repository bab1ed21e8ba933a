package server_test

import (
	"bytes"
	"context"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"net"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/coder/websocket"
	"github.com/coder/websocket/wsjson"
	"github.com/google/go-cmp/cmp"

	"github.com/everdict/everdict/auth"
	"github.com/everdict/everdict/ent"
	"github.com/everdict/everdict/evalcase"
	"github.com/everdict/everdict/resolvers"
	"github.com/everdict/everdict/run"
	"github.com/everdict/everdict/server"
	"github.com/everdict/everdict/store"
	"github.com/everdict/everdict/store/storetest"
	"github.com/everdict/everdict/tenancy"
)

// bundle is what setup gives a test: a server over a fresh database with two
// tenants, acme and globex, each with a token, a run and a private runtime,
// plus a shared runtime owned by acme.
type bundle struct {
	db     *store.DB
	srv    *server.Server
	http   *httptest.Server
	logs   *syncBuffer
	acme   tenantFixture
	globex tenantFixture
	shared int
}

type tenantFixture struct {
	id, run, runtime int
	token            string
}

func setup(t *testing.T, opts ...func(*server.Config)) *bundle {
	t.Helper()
	ctx := tenancy.System(context.Background())
	db := storetest.Open(t)
	logs := &syncBuffer{}
	log := slog.New(slog.NewTextHandler(logs, nil))
	authSvc, err := auth.New(auth.Config{DB: db.Client, Logger: log})
	if err != nil {
		t.Fatal(err)
	}
	b := &bundle{db: db, logs: logs}
	for _, f := range []*tenantFixture{&b.acme, &b.globex} {
		slug := "acme"
		if f == &b.globex {
			slug = "globex"
		}
		tok, err := authSvc.CreateToken(ctx, slug, "alice@"+slug, tenancy.RoleAdmin)
		if err != nil {
			t.Fatal(err)
		}
		f.token = tok
		f.id = tenantID(t, db, slug)
		f.run = db.Run.Create().SetTenantID(f.id).SetHarnessName("claude").
			SetCaseSpec(evalcase.Case{Task: "fix the bug"}).SetHarness(evalcase.Harness{Name: "claude"}).
			SetRuntimeRef(slug + "-pool").SetRuntimeName(slug + "-pool").SaveX(ctx).ID
		f.runtime = db.RegisteredRuntime.Create().SetTenantID(f.id).SetName(slug + "-pool").
			SetKind("LOCAL").SaveX(ctx).ID
	}
	b.shared = db.RegisteredRuntime.Create().SetTenantID(b.acme.id).SetName("local").
		SetKind("LOCAL").SetShared(true).SaveX(ctx).ID
	cfg := server.Config{
		Resolver: &resolvers.Resolver{DB: db.Client, Runs: run.NewService(run.Config{DB: db.Client, Dialect: db.Dialect})},
		Auth:     authSvc,
		Logger:   log,
		Ready:    []server.ReadyCheck{{Name: "database", Check: db.Ping}},
	}
	for _, o := range opts {
		o(&cfg)
	}
	srv, err := server.New(cfg)
	if err != nil {
		t.Fatal(err)
	}
	b.srv = srv
	b.http = httptest.NewServer(srv.Handler())
	t.Cleanup(b.http.Close)
	return b
}

func tenantID(t *testing.T, db *store.DB, slug string) int {
	t.Helper()
	for _, tn := range db.Tenant.Query().AllX(tenancy.System(context.Background())) {
		if tn.Slug == slug {
			return tn.ID
		}
	}
	t.Fatalf("no tenant %q", slug)
	return 0
}

type gqlError struct {
	Message    string         `json:"message"`
	Path       []any          `json:"path"`
	Extensions map[string]any `json:"extensions"`
}

type response struct {
	Status int
	Header http.Header
	Data   map[string]any `json:"data"`
	Errors []gqlError     `json:"errors"`
}

func (r response) codes() []string {
	var out []string
	for _, e := range r.Errors {
		c, _ := e.Extensions["code"].(string)
		out = append(out, c)
	}
	return out
}

// post sends a GraphQL POST with token (none when empty).
func (b *bundle) post(t *testing.T, token, query string, vars map[string]any) response {
	t.Helper()
	body, _ := json.Marshal(map[string]any{"query": query, "variables": vars})
	req, _ := http.NewRequest(http.MethodPost, b.http.URL+"/graphql", bytes.NewReader(body))
	req.Header.Set("Content-Type", "application/json")
	if token != "" {
		req.Header.Set("Authorization", "Bearer "+token)
	}
	return do(t, req)
}

func do(t *testing.T, req *http.Request) response {
	t.Helper()
	res, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer res.Body.Close()
	raw, _ := io.ReadAll(res.Body)
	out := response{Status: res.StatusCode, Header: res.Header}
	if err := json.Unmarshal(raw, &out); err != nil {
		t.Fatalf("decode %q: %v", raw, err)
	}
	return out
}

func TestHTTPAuthentication(t *testing.T) {
	t.Parallel()
	b := setup(t)
	cases := map[string]struct {
		header     string
		wantStatus int
		wantCodes  []string
	}{
		"a request without a token is unauthenticated":        {"", 401, []string{"UNAUTHENTICATED"}},
		"a request with an unknown token is unauthenticated":  {"Bearer evd_nosuchtoken", 401, []string{"UNAUTHENTICATED"}},
		"a request with a token of another shape is refused":  {"Bearer hunter2", 401, []string{"UNAUTHENTICATED"}},
		"a request with basic credentials is unauthenticated": {"Basic YTpi", 401, []string{"UNAUTHENTICATED"}},
		"a request with a valid token is answered":            {"Bearer " + b.acme.token, 200, nil},
		"the bearer scheme is case-insensitive":               {"bearer " + b.acme.token, 200, nil},
	}
	for name, tc := range cases {
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			req, _ := http.NewRequest(http.MethodPost, b.http.URL+"/graphql",
				strings.NewReader(`{"query":"{ viewer { role } }"}`))
			req.Header.Set("Content-Type", "application/json")
			if tc.header != "" {
				req.Header.Set("Authorization", tc.header)
			}
			got := do(t, req)
			if got.Status != tc.wantStatus {
				t.Errorf("status = %d, want %d", got.Status, tc.wantStatus)
			}
			if diff := cmp.Diff(tc.wantCodes, got.codes()); diff != "" {
				t.Errorf("codes (-want +got):\n%s", diff)
			}
		})
	}
}

func TestViewer(t *testing.T) {
	t.Parallel()
	b := setup(t)
	got := b.post(t, b.globex.token, `{ viewer { tenant { slug trusted } subject role } }`, nil)
	want := map[string]any{"viewer": map[string]any{
		"tenant":  map[string]any{"slug": "globex", "trusted": false},
		"subject": "alice@globex",
		"role":    "ADMIN",
	}}
	if diff := cmp.Diff(want, got.Data); diff != "" || got.Errors != nil {
		t.Errorf("viewer (-want +got):\n%s errors: %v", diff, got.Errors)
	}
}

func TestWebsocketAuthentication(t *testing.T) {
	t.Parallel()
	b := setup(t)
	for _, proto := range []string{"graphql-transport-ws", "graphql-ws"} {
		cases := map[string]struct {
			payload   map[string]any
			wantClose bool
		}{
			"a connection without a token is refused":         {map[string]any{}, true},
			"a connection with an unknown token is refused":   {map[string]any{"Authorization": "Bearer evd_nope"}, true},
			"a connection with a valid token is acknowledged": {map[string]any{"Authorization": "Bearer " + b.acme.token}, false},
		}
		for name, tc := range cases {
			t.Run(proto+"/"+name, func(t *testing.T) {
				t.Parallel()
				ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
				defer cancel()
				c := dialWS(t, ctx, b.http.URL, proto)
				defer c.CloseNow()
				if err := wsjson.Write(ctx, c, map[string]any{"type": "connection_init", "payload": tc.payload}); err != nil {
					t.Fatal(err)
				}
				msg, err := readWS(ctx, c)
				if tc.wantClose {
					// Legacy graphql-ws reports connection_error first; both then close.
					if err == nil && msg["type"] == "connection_error" {
						_, err = readWS(ctx, c)
					}
					var ce websocket.CloseError
					if !errors.As(err, &ce) {
						t.Fatalf("read = %v, %v; want a close", msg, err)
					}
					if ce.Code != 4403 || !strings.HasPrefix(ce.Reason, "UNAUTHENTICATED") {
						t.Errorf("close = %d %q, want 4403 UNAUTHENTICATED", ce.Code, ce.Reason)
					}
					return
				}
				if err != nil || msg["type"] != "connection_ack" {
					t.Fatalf("read = %v, %v; want connection_ack", msg, err)
				}
				data := wsQuery(t, ctx, c, proto, `{ viewer { tenant { slug } } }`)
				want := map[string]any{"viewer": map[string]any{"tenant": map[string]any{"slug": "acme"}}}
				if diff := cmp.Diff(want, data); diff != "" {
					t.Errorf("viewer over websocket (-want +got):\n%s", diff)
				}
			})
		}
	}
}

func dialWS(t *testing.T, ctx context.Context, base, proto string) *websocket.Conn {
	t.Helper()
	c, _, err := websocket.Dial(ctx, "ws"+strings.TrimPrefix(base, "http")+"/graphql",
		&websocket.DialOptions{Subprotocols: []string{proto}})
	if err != nil {
		t.Fatal(err)
	}
	return c
}

func readWS(ctx context.Context, c *websocket.Conn) (map[string]any, error) {
	for {
		var msg map[string]any
		if err := wsjson.Read(ctx, c, &msg); err != nil {
			return nil, err
		}
		if t := msg["type"]; t == "ka" || t == "ping" || t == "pong" {
			continue
		}
		return msg, nil
	}
}

// wsQuery runs one operation over an acknowledged connection and returns its data.
func wsQuery(t *testing.T, ctx context.Context, c *websocket.Conn, proto, query string) map[string]any {
	t.Helper()
	start := "subscribe"
	if proto == "graphql-ws" {
		start = "start"
	}
	if err := wsjson.Write(ctx, c, map[string]any{"id": "1", "type": start, "payload": map[string]any{"query": query}}); err != nil {
		t.Fatal(err)
	}
	msg, err := readWS(ctx, c)
	if err != nil {
		t.Fatal(err)
	}
	if msg["type"] != "next" && msg["type"] != "data" {
		t.Fatalf("got %v, want a result", msg)
	}
	payload := msg["payload"].(map[string]any)
	data, _ := payload["data"].(map[string]any)
	return data
}

func TestTenantIsolation(t *testing.T) {
	t.Parallel()
	b := setup(t)
	cases := map[string]struct {
		query     string
		vars      map[string]any
		wantData  map[string]any
		wantCodes []string
	}{
		"another tenant's run by id is not found": {
			query:     `query($id: ID!) { run(id: $id) { id } }`,
			vars:      map[string]any{"id": b.acme.run},
			wantData:  map[string]any{"run": nil},
			wantCodes: []string{"NOT_FOUND"},
		},
		"another tenant's run through node is not found": {
			query:     `query($id: ID!) { node(id: $id) { id } }`,
			vars:      map[string]any{"id": b.acme.run},
			wantData:  map[string]any{"node": nil},
			wantCodes: []string{"NOT_FOUND"},
		},
		"another tenant's private runtime through node is not found": {
			query:     `query($id: ID!) { node(id: $id) { id } }`,
			vars:      map[string]any{"id": b.acme.runtime},
			wantData:  map[string]any{"node": nil},
			wantCodes: []string{"NOT_FOUND"},
		},
		"the run list holds only the viewer's runs": {
			query: `{ runs(first: 10) { totalCount edges { node { id runtime correlationId } } } }`,
			wantData: map[string]any{"runs": map[string]any{"totalCount": float64(1), "edges": []any{
				map[string]any{"node": map[string]any{
					"id": fmt.Sprint(b.globex.run), "runtime": "globex-pool",
					"correlationId": fmt.Sprintf("evd-run-%d", b.globex.run),
				}},
			}}},
		},
		"the runtime list holds the viewer's runtimes and shared ones": {
			query: `{ runtimes(first: 10, orderBy: {field: NAME}) { edges { node { name shared } } } }`,
			wantData: map[string]any{"runtimes": map[string]any{"edges": []any{
				map[string]any{"node": map[string]any{"name": "globex-pool", "shared": false}},
				map[string]any{"node": map[string]any{"name": "local", "shared": true}},
			}}},
		},
		"the viewer's own run is found": {
			query:    `query($id: ID!) { run(id: $id) { status runtime } }`,
			vars:     map[string]any{"id": b.globex.run},
			wantData: map[string]any{"run": map[string]any{"status": "QUEUED", "runtime": "globex-pool"}},
		},
	}
	for name, tc := range cases {
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			got := b.post(t, b.globex.token, tc.query, tc.vars)
			if diff := cmp.Diff(tc.wantData, got.Data); diff != "" {
				t.Errorf("data (-want +got):\n%s", diff)
			}
			if diff := cmp.Diff(tc.wantCodes, got.codes()); diff != "" {
				t.Errorf("codes (-want +got):\n%s", diff)
			}
		})
	}
}

func TestInternalErrorIsMaskedWithRequestID(t *testing.T) {
	t.Parallel()
	b := setup(t)
	// Break the store under the resolver: the runs table disappears.
	if _, err := b.db.SQL.Exec("DROP TABLE log_lines"); err != nil {
		t.Fatal(err)
	}
	if _, err := b.db.SQL.Exec("DROP TABLE runs"); err != nil {
		t.Fatal(err)
	}
	req, _ := http.NewRequest(http.MethodPost, b.http.URL+"/graphql",
		strings.NewReader(`{"query":"{ runs(first: 1) { totalCount } }"}`))
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("Authorization", "Bearer "+b.acme.token)
	req.Header.Set("X-Request-Id", "req-masked-1")
	got := do(t, req)
	if len(got.Errors) != 1 {
		t.Fatalf("errors = %v, want one", got.Errors)
	}
	e := got.Errors[0]
	if e.Extensions["code"] != "INTERNAL" || e.Extensions["requestId"] != "req-masked-1" {
		t.Errorf("extensions = %v, want code INTERNAL and requestId req-masked-1", e.Extensions)
	}
	if strings.Contains(strings.ToLower(e.Message), "runs") || strings.Contains(e.Message, "table") {
		t.Errorf("message %q leaks the cause", e.Message)
	}
	logged := b.logs.String()
	if !strings.Contains(logged, "request_id=req-masked-1") || !strings.Contains(logged, "runs") {
		t.Errorf("log does not hold the request id and the cause:\n%s", logged)
	}
}

func TestQueryLimits(t *testing.T) {
	t.Parallel()
	b := setup(t, func(c *server.Config) { c.MaxComplexity = 200 })
	wide := `{ runs(first: 100) { edges { node { id status runtime priority createdAt correlationId } } } }`
	cases := map[string]struct {
		query     string
		wantCodes []string
	}{
		"a page larger than 100 is refused":                {`{ runs(first: 101) { totalCount } }`, []string{"BAD_USER_INPUT"}},
		"a negative page is refused":                       {`{ runs(last: -1) { totalCount } }`, []string{"BAD_USER_INPUT"}},
		"a query over the complexity limit is refused":     {wide, []string{"COMPLEXITY_LIMIT_EXCEEDED"}},
		"a page of 100 with a small selection is answered": {`{ runs(first: 100) { totalCount } }`, nil},
	}
	for name, tc := range cases {
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			got := b.post(t, b.acme.token, tc.query, nil)
			if diff := cmp.Diff(tc.wantCodes, got.codes()); diff != "" {
				t.Errorf("codes (-want +got):\n%s\nerrors: %v", diff, got.Errors)
			}
		})
	}
}

func TestRequestBodyLimit(t *testing.T) {
	t.Parallel()
	b := setup(t, func(c *server.Config) { c.MaxBodyBytes = 1024 })
	big := `{"query":"{ viewer { role } }","variables":{"pad":"` + strings.Repeat("x", 4096) + `"}}`
	req, _ := http.NewRequest(http.MethodPost, b.http.URL+"/graphql", strings.NewReader(big))
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("Authorization", "Bearer "+b.acme.token)
	res, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer res.Body.Close()
	raw, _ := io.ReadAll(res.Body)
	if res.StatusCode != http.StatusRequestEntityTooLarge || !strings.Contains(string(raw), "BAD_USER_INPUT") {
		t.Errorf("status = %d for a body over the limit, want 413 BAD_USER_INPUT: %s", res.StatusCode, raw)
	}
}

func TestIntrospection(t *testing.T) {
	t.Parallel()
	cases := map[string]struct {
		disable   bool
		wantError bool
	}{
		"introspection is on by default":    {false, false},
		"introspection can be switched off": {true, true},
	}
	for name, tc := range cases {
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			b := setup(t, func(c *server.Config) { c.DisableIntrospection = tc.disable })
			got := b.post(t, b.acme.token, `{ __schema { queryType { name } } }`, nil)
			if (len(got.Errors) > 0) != tc.wantError {
				t.Errorf("errors = %v, want error %v", got.Errors, tc.wantError)
			}
		})
	}
}

func TestOperationalEndpoints(t *testing.T) {
	t.Parallel()
	failing := errors.New("redis down")
	b := setup(t, func(c *server.Config) {
		c.Ready = append(c.Ready, server.ReadyCheck{Name: "redis", Check: func(context.Context) error { return failing }})
	})
	b.post(t, b.acme.token, `query ListRuns { runs(first: 1) { totalCount } }`, nil)
	b.post(t, b.acme.token, `query Broken { runs(first: 500) { totalCount } }`, nil)
	cases := map[string]struct {
		path       string
		wantStatus int
		wantBody   []string
	}{
		"healthz answers ok":                                   {"/healthz", 200, []string{"ok"}},
		"readyz names the dependency that failed":              {"/readyz", 503, []string{"redis: unavailable"}},
		"graphiql serves a page":                               {"/graphiql", 200, []string{"<html"}},
		"a run's page URL serves the web app":                  {"/runs/42", 200, []string{`<div id="app">`}},
		"the queue page URL serves the web app":                {"/queue", 200, []string{`<div id="app">`}},
		"the root serves the web app":                          {"/", 200, []string{`<div id="app">`}},
		"an unknown path is 404 with the app's not-found page": {"/runs/42/nope", 404, []string{`<div id="app">`}},
		"a path the app has no page for is 404 in the app":     {"/foo", 404, []string{`<div id="app">`}},
		"a GET of /graphql is the API, not a page":             {"/graphql?query=%7B__typename%7D", 401, []string{"UNAUTHENTICATED"}},
		"metrics count operations by name and errors by code": {"/metrics", 200, []string{
			`everdict_graphql_requests_total{operation="ListRuns",type="query"} 1`,
			`everdict_graphql_errors_total{code="BAD_USER_INPUT"} 1`,
			`everdict_graphql_subscriptions_open 0`,
			`everdict_graphql_request_duration_seconds_count{operation="ListRuns"} 1`,
		}},
	}
	for name, tc := range cases {
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			res, err := http.Get(b.http.URL + tc.path)
			if err != nil {
				t.Fatal(err)
			}
			defer res.Body.Close()
			body, _ := io.ReadAll(res.Body)
			if res.StatusCode != tc.wantStatus {
				t.Errorf("status = %d, want %d", res.StatusCode, tc.wantStatus)
			}
			for _, w := range tc.wantBody {
				if !strings.Contains(string(body), w) {
					t.Errorf("body lacks %q", w)
				}
			}
		})
	}
}

func TestGracefulShutdownClosesWebsockets(t *testing.T) {
	t.Parallel()
	b := setup(t)
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	ctx, stop := context.WithCancel(context.Background())
	done := make(chan error, 1)
	go func() { done <- b.srv.Serve(ctx, l) }()

	wctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	c := dialWS(t, wctx, "http://"+l.Addr().String(), "graphql-transport-ws")
	defer c.CloseNow()
	_ = wsjson.Write(wctx, c, map[string]any{"type": "connection_init", "payload": map[string]any{"Authorization": "Bearer " + b.acme.token}})
	if msg, err := readWS(wctx, c); err != nil || msg["type"] != "connection_ack" {
		t.Fatalf("init: %v %v", msg, err)
	}
	stop()
	if _, err := readWS(wctx, c); err == nil {
		t.Error("websocket still open after shutdown")
	}
	select {
	case err := <-done:
		if err != nil {
			t.Errorf("Serve = %v, want nil after a graceful shutdown", err)
		}
	case <-wctx.Done():
		t.Fatal("Serve did not return after shutdown")
	}
}

// syncBuffer is a bytes.Buffer safe for the concurrent writes of a logger.
type syncBuffer struct {
	mu sync.Mutex
	b  bytes.Buffer
}

func (s *syncBuffer) Write(p []byte) (int, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.Write(p)
}

func (s *syncBuffer) String() string {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.String()
}

var _ = ent.IsNotFound

func TestOtherTransports(t *testing.T) {
	t.Parallel()
	b := setup(t)
	t.Run("a GET query is answered", func(t *testing.T) {
		t.Parallel()
		req, _ := http.NewRequest(http.MethodGet, b.http.URL+"/graphql?query="+
			"%7B%20viewer%20%7B%20role%20%7D%20%7D", nil)
		req.Header.Set("Authorization", "Bearer "+b.acme.token)
		got := do(t, req)
		if diff := cmp.Diff(map[string]any{"viewer": map[string]any{"role": "ADMIN"}}, got.Data); diff != "" {
			t.Errorf("GET (-want +got):\n%s", diff)
		}
	})
	t.Run("an SSE request streams the result as an event", func(t *testing.T) {
		t.Parallel()
		req, _ := http.NewRequest(http.MethodPost, b.http.URL+"/graphql",
			strings.NewReader(`{"query":"{ viewer { role } }"}`))
		req.Header.Set("Content-Type", "application/json")
		req.Header.Set("Accept", "text/event-stream")
		req.Header.Set("Authorization", "Bearer "+b.acme.token)
		res, err := http.DefaultClient.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		defer res.Body.Close()
		body, _ := io.ReadAll(res.Body)
		if ct := res.Header.Get("Content-Type"); !strings.HasPrefix(ct, "text/event-stream") {
			t.Errorf("content type = %q, want text/event-stream", ct)
		}
		if !strings.Contains(string(body), "event: next") || !strings.Contains(string(body), `"role":"ADMIN"`) {
			t.Errorf("SSE body = %q, want a next event with the data", body)
		}
	})
}

// TestAPersistedQueryIsNoCacheSharedAcrossTenants: automatic persisted
// queries once kept one cache for every tenant, so a tenant sending a
// hash alone learned whether another tenant had sent that query (a query
// text that names a run or a secret). They are off: a hash alone is
// answered by nothing.
func TestAPersistedQueryIsNoCacheSharedAcrossTenants(t *testing.T) {
	t.Parallel()
	b := setup(t)
	const query = `{ viewer { subject } }`
	sum := sha256.Sum256([]byte(query))
	ext := map[string]any{"persistedQuery": map[string]any{"version": 1, "sha256Hash": hex.EncodeToString(sum[:])}}
	send := func(token string, body map[string]any) response {
		raw, _ := json.Marshal(body)
		req, _ := http.NewRequest(http.MethodPost, b.http.URL+"/graphql", bytes.NewReader(raw))
		req.Header.Set("Content-Type", "application/json")
		req.Header.Set("Authorization", "Bearer "+token)
		return do(t, req)
	}
	if res := send(b.acme.token, map[string]any{"query": query, "extensions": ext}); len(res.Errors) > 0 {
		t.Fatalf("acme's query with its hash: %+v", res.Errors)
	}
	if res := send(b.globex.token, map[string]any{"extensions": ext}); res.Data != nil || len(res.Errors) == 0 {
		t.Errorf("globex sending acme's hash alone = data %v, errors %+v; want no answer", res.Data, res.Errors)
	}
}
