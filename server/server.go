// Package server is Everdict's HTTP surface: /graphql (POST, GET, websocket
// with graphql-transport-ws and legacy graphql-ws, SSE), /mcp (when
// configured), /graphiql, /healthz, /readyz and /metrics, with bearer-token auth, one error presenter, query
// limits and graceful shutdown.
package server

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"net"
	"net/http"
	"reflect"
	"time"

	"entgo.io/contrib/entgql"
	"github.com/99designs/gqlgen/graphql"
	"github.com/99designs/gqlgen/graphql/handler"
	"github.com/99designs/gqlgen/graphql/handler/extension"
	"github.com/99designs/gqlgen/graphql/handler/lru"
	"github.com/99designs/gqlgen/graphql/handler/transport"
	"github.com/prometheus/client_golang/prometheus"
	"github.com/prometheus/client_golang/prometheus/collectors"
	"github.com/prometheus/client_golang/prometheus/promhttp"
	"github.com/vektah/gqlparser/v2/ast"

	"github.com/everdict/everdict/auth"
	"github.com/everdict/everdict/ent"
	"github.com/everdict/everdict/errcode"
	"github.com/everdict/everdict/graph"
	"github.com/everdict/everdict/resolvers"
	"github.com/everdict/everdict/subscriptions"
	"github.com/everdict/everdict/tenancy"
	"github.com/everdict/everdict/web"
)

// Defaults of Config.
const (
	AddrDefault            = "127.0.0.1:8080"
	MaxComplexityDefault   = 5000
	MaxBodyBytesDefault    = 1 << 20
	MaxPageSizeDefault     = 100
	ShutdownTimeoutDefault = 15 * time.Second
	KeepAliveDefault       = 15 * time.Second
	InitTimeoutDefault     = 10 * time.Second
	// BodyTimeoutDefault is how long a client has to send a request's body
	// (a megabyte at 35 KB/s).
	BodyTimeoutDefault = 30 * time.Second
	// IdleTimeoutDefault is how long a kept-alive connection may wait for
	// its next request.
	IdleTimeoutDefault = 2 * time.Minute
)

// Authenticator turns a bearer token into a Viewer. auth.Service is one.
type Authenticator interface {
	Authenticate(ctx context.Context, token string) (tenancy.Viewer, error)
}

// TokenWatcher tells a long-lived connection when the token it was opened
// with ends. auth.Watcher is one.
type TokenWatcher interface {
	// Watch returns a context derived from ctx, canceled with an
	// UNAUTHENTICATED cause when v's token is revoked or expires, and a
	// func that releases it.
	Watch(ctx context.Context, v tenancy.Viewer) (context.Context, func())
}

// ReadyCheck is one dependency /readyz checks (the database, Redis).
type ReadyCheck struct {
	Name  string
	Check func(context.Context) error
}

// Config configures a Server. Resolver and Auth are required; every other zero
// value means its default.
type Config struct {
	// Addr is the listen address; "" means AddrDefault.
	Addr string
	// Resolver is the root GraphQL resolver.
	Resolver *resolvers.Resolver
	// Auth checks bearer tokens.
	Auth Authenticator
	// Tokens ends a websocket's or SSE stream's operations, with
	// UNAUTHENTICATED, when its token is revoked or expires; nil means a
	// token is checked only when a connection opens.
	Tokens TokenWatcher
	// Logger receives request and error logs; nil discards.
	Logger *slog.Logger
	// DisableIntrospection turns schema introspection off (it is on by
	// default, for GraphiQL).
	DisableIntrospection bool
	// MaxComplexity bounds a query's complexity; 0 means MaxComplexityDefault.
	// A connection, logs(first:) and nodes(ids:) cost their size times
	// their selection.
	MaxComplexity int
	// MaxAliases bounds the aliased fields of a query, fragments counted
	// where spread; 0 means MaxAliasesDefault.
	MaxAliases int
	// MaxDepth bounds how deep a query nests fields (introspection under
	// __schema and __type excepted); 0 means MaxDepthDefault.
	MaxDepth int
	// MaxDirectives bounds a query's directives; 0 means
	// MaxDirectivesDefault.
	MaxDirectives int
	// MaxTokens bounds a query document's tokens, checked while parsing; 0
	// means MaxTokensDefault.
	MaxTokens int
	// MaxFields bounds the fields a query selects, fragments counted where
	// spread; 0 means MaxFieldsDefault.
	MaxFields int
	// MaxInputDepth bounds how deep input objects nest in one argument or
	// variable; 0 means MaxInputDepthDefault.
	MaxInputDepth int
	// MaxInputList bounds the items of one list in an argument or
	// variable; 0 means MaxInputListDefault.
	MaxInputList int
	// MaxResponseBytes bounds the data of one response (or one
	// subscription event): a larger one is replaced by an error; 0 means
	// MaxResponseBytesDefault.
	MaxResponseBytes int
	// MaxSubscriptionsPerConnection bounds the subscriptions open at once
	// on one websocket; 0 means MaxSubscriptionsPerConnectionDefault.
	MaxSubscriptionsPerConnection int
	// MaxSubscriptionsPerTenant bounds the subscriptions one tenant holds
	// open, over every connection and transport (websocket and SSE) and
	// every server sharing Subscriptions; 0 means
	// MaxSubscriptionsPerTenantDefault.
	MaxSubscriptionsPerTenant int
	// Subscriptions counts each tenant's open subscriptions; nil means in
	// this process (subscriptions.Memory). Servers sharing a Redis share
	// a subscriptions.Redis, so the cap is one for all of them.
	Subscriptions Subscriptions
	// MaxBodyBytes bounds a request body; 0 means MaxBodyBytesDefault.
	MaxBodyBytes int64
	// BodyTimeout bounds the time from a request's headers to the end of
	// its body, on every route: a body that stalls is dropped with its
	// connection when it passes; 0 means BodyTimeoutDefault.
	BodyTimeout time.Duration
	// Ready lists the dependencies /readyz checks.
	Ready []ReadyCheck
	// Registry receives the metrics /metrics serves; nil means a fresh one
	// with the Go and process collectors.
	Registry *prometheus.Registry
	// ShutdownTimeout bounds graceful shutdown; 0 means ShutdownTimeoutDefault.
	ShutdownTimeout time.Duration
	// KeepAlive is the websocket keep-alive and ping interval; 0 means
	// KeepAliveDefault.
	KeepAlive time.Duration
	// MCP is the MCP endpoint, served at /mcp (package mcp: it
	// authenticates its own requests); nil serves none.
	MCP http.Handler
	// Handlers are further routes by mux pattern (the runners' API under
	// /runner/), each behind bearer-token auth and the body limit.
	Handlers map[string]http.Handler
	// Ticketed are routes that authenticate on their own, not by an API
	// token: a single-use ticket in their URL (a terminal's websocket, a
	// screenshot for an <img>: package access), or a front door's
	// callback token (package callbacks).
	Ticketed map[string]http.Handler
	// TraceContext reads a W3C traceparent header on each request, so the
	// spans a request starts (a submit) join the caller's trace. Set it
	// when tracing is on; off, headers are ignored.
	TraceContext bool
}

// Server serves Everdict's HTTP API. Build it with New; it is safe for
// concurrent use.
type Server struct {
	cfg     Config
	log     *slog.Logger
	metrics *metrics
	reg     *prometheus.Registry
	handler http.Handler
	// base is the context every request derives from; canceling it on
	// shutdown ends open subscriptions cleanly.
	base   context.Context
	cancel context.CancelFunc
}

// New builds a Server from cfg.
func New(cfg Config) (*Server, error) {
	if cfg.Resolver == nil || cfg.Auth == nil {
		return nil, errors.New("server: Resolver and Auth are required")
	}
	if cfg.Addr == "" {
		cfg.Addr = AddrDefault
	}
	if cfg.MaxComplexity <= 0 {
		cfg.MaxComplexity = MaxComplexityDefault
	}
	cfg.MaxAliases = orDefault(cfg.MaxAliases, MaxAliasesDefault)
	cfg.MaxDepth = orDefault(cfg.MaxDepth, MaxDepthDefault)
	cfg.MaxDirectives = orDefault(cfg.MaxDirectives, MaxDirectivesDefault)
	cfg.MaxTokens = orDefault(cfg.MaxTokens, MaxTokensDefault)
	cfg.MaxFields = orDefault(cfg.MaxFields, MaxFieldsDefault)
	cfg.MaxInputDepth = orDefault(cfg.MaxInputDepth, MaxInputDepthDefault)
	cfg.MaxInputList = orDefault(cfg.MaxInputList, MaxInputListDefault)
	cfg.MaxResponseBytes = orDefault(cfg.MaxResponseBytes, MaxResponseBytesDefault)
	cfg.MaxSubscriptionsPerConnection = orDefault(cfg.MaxSubscriptionsPerConnection, MaxSubscriptionsPerConnectionDefault)
	cfg.MaxSubscriptionsPerTenant = orDefault(cfg.MaxSubscriptionsPerTenant, MaxSubscriptionsPerTenantDefault)
	if cfg.Subscriptions == nil {
		cfg.Subscriptions = subscriptions.NewMemory()
	}
	if cfg.MaxBodyBytes <= 0 {
		cfg.MaxBodyBytes = MaxBodyBytesDefault
	}
	if cfg.BodyTimeout <= 0 {
		cfg.BodyTimeout = BodyTimeoutDefault
	}
	if cfg.ShutdownTimeout <= 0 {
		cfg.ShutdownTimeout = ShutdownTimeoutDefault
	}
	if cfg.KeepAlive <= 0 {
		cfg.KeepAlive = KeepAliveDefault
	}
	log := cfg.Logger
	if log == nil {
		log = slog.New(slog.DiscardHandler)
	}
	reg := cfg.Registry
	if reg == nil {
		reg = NewRegistry()
	}
	base, cancel := context.WithCancel(context.Background())
	s := &Server{cfg: cfg, log: log, reg: reg, metrics: newMetrics(reg), base: base, cancel: cancel}
	s.handler = s.routes()
	return s, nil
}

func orDefault(n, def int) int {
	if n <= 0 {
		return def
	}
	return n
}

// Handler returns the server's HTTP handler.
func (s *Server) Handler() http.Handler { return s.handler }

func (s *Server) routes() http.Handler {
	mux := http.NewServeMux()
	// Authentication comes before the body is read: an unauthenticated
	// request is answered without it.
	gql := s.withAuth(limitBody(conform(s.log, s.graphQL()), s.cfg.MaxBodyBytes))
	mux.Handle("/graphql", gql)
	mux.Handle("GET /runs/{id}/logs.txt", s.withAuth(http.HandlerFunc(s.rawLogs)))
	if s.cfg.MCP != nil {
		mux.Handle("/mcp", s.cfg.MCP)
	}
	for pattern, h := range s.cfg.Handlers {
		mux.Handle(pattern, s.withAuth(limitBody(h, s.cfg.MaxBodyBytes)))
	}
	for pattern, h := range s.cfg.Ticketed {
		mux.Handle(pattern, h)
	}
	app := web.Handler()
	for _, p := range web.AppRoutes {
		mux.Handle("GET "+p, app)
	}
	mux.Handle("GET /graphiql", app)
	mux.Handle("GET /static/", app)
	// Any other path: a GET gets the app's not-found page (status 404), anything else a plain 404.
	notFound := web.NotFound()
	mux.HandleFunc("/", func(w http.ResponseWriter, r *http.Request) {
		if r.Method != http.MethodGet && r.Method != http.MethodHead {
			http.NotFound(w, r)
			return
		}
		notFound.ServeHTTP(w, r)
	})
	mux.HandleFunc("GET /healthz", func(w http.ResponseWriter, _ *http.Request) {
		w.Header().Set("Content-Type", "text/plain")
		_, _ = w.Write([]byte("ok\n"))
	})
	mux.HandleFunc("GET /readyz", s.readyz)
	mux.Handle("GET /metrics", promhttp.HandlerFor(s.reg, promhttp.HandlerOpts{}))
	var h http.Handler = mux
	if s.cfg.TraceContext {
		h = withTraceContext(h)
	}
	return withBodyDeadline(withRequestID(h), s.cfg.BodyTimeout)
}

func (s *Server) graphQL() http.Handler {
	cfg := graph.Config{Resolvers: s.cfg.Resolver}
	limitPages(&cfg.Complexity)
	h := handler.New(graph.NewExecutableSchema(cfg))
	h.AddTransport(&wsTransport{
		auth:        s.websocketAuth,
		initTimeout: InitTimeoutDefault,
		keepAlive:   s.cfg.KeepAlive,
		base:        s.base,
		legacy: transport.Websocket{
			InitFunc:              s.websocketInit,
			InitTimeout:           InitTimeoutDefault,
			KeepAlivePingInterval: s.cfg.KeepAlive,
			PingPongInterval:      s.cfg.KeepAlive,
		},
	})
	h.AddTransport(transport.SSE{})
	h.AddTransport(transport.Options{})
	h.AddTransport(transport.GET{})
	h.AddTransport(transport.POST{})
	h.SetQueryCache(lru.New[*ast.QueryDocument](1000))
	h.SetParserTokenLimit(s.cfg.MaxTokens)
	if !s.cfg.DisableIntrospection {
		h.Use(extension.Introspection{})
	}
	input := inputLimits{depth: s.cfg.MaxInputDepth, list: s.cfg.MaxInputList}
	h.Use(input)
	h.Use(shapeLimits{aliases: s.cfg.MaxAliases, depth: s.cfg.MaxDepth, directives: s.cfg.MaxDirectives, fields: s.cfg.MaxFields, input: input})
	h.Use(extension.FixedComplexityLimit(s.cfg.MaxComplexity))
	h.SetErrorPresenter(presenter(s.log, s.metrics))
	h.SetRecoverFunc(recoverFunc(s.log))
	h.AroundOperations(s.operations)
	h.AroundFields(pageLimit)
	h.AroundFields(spend(s.cfg.MaxResponseBytes))
	return h
}

// websocketInit authenticates a websocket connection of gqlgen's transport
// (the legacy graphql-ws protocol) as websocketAuth does. A refusal closes
// the socket with 4403 and a reason naming the code.
func (s *Server) websocketInit(ctx context.Context, p transport.InitPayload) (context.Context, *transport.InitPayload, error) {
	authed, err := s.websocketAuth(ctx, p)
	if err != nil {
		ctx = transport.WithWebsocketCloseCode(ctx, 4403)
		ctx = transport.AppendCloseReason(ctx, closeReason(err))
		return ctx, nil, err
	}
	return authed, nil, nil
}

// websocketAuth authenticates a websocket connection from the token in its
// connection_init payload.
func (s *Server) websocketAuth(ctx context.Context, p transport.InitPayload) (context.Context, error) {
	v, err := s.authenticate(ctx, p.Authorization())
	if err != nil {
		return ctx, err
	}
	return s.watchToken(withSubscriptionCount(tenancy.NewContext(ctx, v)), v, true), nil
}

// closeReason is the reason a websocket refused at connection_init is
// closed with: the error's code and message.
func closeReason(err error) string { return string(errcode.Of(err)) + ": " + err.Error() }

func (s *Server) authenticate(ctx context.Context, header string) (tenancy.Viewer, error) {
	tok, err := auth.BearerToken(header)
	if err != nil {
		return tenancy.Viewer{}, err
	}
	v, err := s.cfg.Auth.Authenticate(ctx, tok)
	if err != nil && codeOf(err) != errcode.Unauthenticated {
		s.log.ErrorContext(ctx, "authenticate", "request_id", RequestID(ctx), "err", err)
	}
	return v, err
}

func (s *Server) readyz(w http.ResponseWriter, r *http.Request) {
	ctx, cancel := context.WithTimeout(r.Context(), 3*time.Second)
	defer cancel()
	w.Header().Set("Content-Type", "text/plain")
	for _, c := range s.cfg.Ready {
		if err := c.Check(ctx); err != nil {
			s.log.WarnContext(ctx, "not ready", "check", c.Name, "err", err)
			w.WriteHeader(http.StatusServiceUnavailable)
			fmt.Fprintf(w, "%s: unavailable\n", c.Name)
			return
		}
	}
	_, _ = w.Write([]byte("ok\n"))
}

// Serve accepts connections on l until ctx is done, then shuts down
// gracefully: it stops accepting, ends subscriptions (their contexts are
// canceled, so clients get a clean close), and waits up to ShutdownTimeout
// for in-flight requests.
func (s *Server) Serve(ctx context.Context, l net.Listener) error {
	hs := &http.Server{
		Handler:           s.handler,
		ReadHeaderTimeout: 10 * time.Second,
		IdleTimeout:       IdleTimeoutDefault,
		BaseContext:       func(net.Listener) context.Context { return s.base },
		ErrorLog:          slog.NewLogLogger(s.log.Handler(), slog.LevelWarn),
	}
	errc := make(chan error, 1)
	go func() { errc <- hs.Serve(l) }()
	select {
	case err := <-errc:
		return fmt.Errorf("serve: %w", err)
	case <-ctx.Done():
	}
	s.log.Info("shutting down", "timeout", s.cfg.ShutdownTimeout)
	sctx, cancel := context.WithTimeout(context.Background(), s.cfg.ShutdownTimeout)
	defer cancel()
	s.cancel() // ends websocket and SSE subscriptions; hijacked conns are not tracked by Shutdown
	err := hs.Shutdown(sctx)
	if e := <-errc; !errors.Is(e, http.ErrServerClosed) && err == nil {
		err = e
	}
	if err != nil {
		return fmt.Errorf("shutdown: %w", err)
	}
	return nil
}

// ListenAndServe listens on Config.Addr and serves until ctx is done.
func (s *Server) ListenAndServe(ctx context.Context) error {
	l, err := net.Listen("tcp", s.cfg.Addr)
	if err != nil {
		return fmt.Errorf("listen: %w", err)
	}
	s.log.Info("listening", "addr", l.Addr().String())
	return s.Serve(ctx, l)
}

// pageLimit refuses first/last outside [0, MaxPageSizeDefault] on any field,
// and nodes(ids:) with more than MaxNodeIDs ids.
func pageLimit(ctx context.Context, next graphql.Resolver) (any, error) {
	fc := graphql.GetFieldContext(ctx)
	if fc != nil && fc.IsResolver {
		if ids, ok := fc.Args["ids"].([]int); ok && len(ids) > MaxNodeIDs {
			return nil, errcode.New(errcode.BadUserInput, "ids may name at most %d nodes, got %d", MaxNodeIDs, len(ids))
		}
		for _, arg := range []string{"first", "last"} {
			if n, ok := fc.Args[arg].(*int); ok && n != nil && (*n < 0 || *n > MaxPageSizeDefault) {
				return nil, errcode.New(errcode.BadUserInput, "%s must be between 0 and %d, got %d", arg, MaxPageSizeDefault, *n)
			}
		}
		if f, ok := fc.Args["first"].(*int); ok && f != nil {
			if l, ok := fc.Args["last"].(*int); ok && l != nil {
				return nil, errcode.New(errcode.BadUserInput, "pass first or last, not both")
			}
		}
		for _, arg := range []string{"after", "before"} {
			// A cursor's value is the order field's: a map or a list is no
			// cursor this server made, and no value the database compares.
			if c, ok := fc.Args[arg].(*entgql.Cursor[int]); ok && c != nil && c.Value != nil {
				if k := reflect.TypeOf(c.Value).Kind(); k == reflect.Map || k == reflect.Slice || k == reflect.Array || k == reflect.Struct && !isTime(c.Value) {
					return nil, errcode.New(errcode.BadUserInput, "%s is not a cursor this server gave", arg)
				}
			}
		}
	}
	return next(ctx)
}

func isTime(v any) bool {
	_, ok := v.(time.Time)
	return ok
}

// limitPages makes a connection's complexity grow with the page it asks for,
// so a wide page of deep nodes counts for what it costs; logs(first:) and
// nodes(ids:) are priced by their size the same way.
func limitPages(c *graph.ComplexityRoot) {
	page := func(child int, first, last *int) int {
		n := 10 // a missing page size counts as a small page
		if first != nil {
			n = *first
		} else if last != nil {
			n = *last
		}
		return 1 + child*max(n, 1)
	}
	c.Query.Runs = func(child int, _ *entgql.Cursor[int], first *int, _ *entgql.Cursor[int], last *int, _ *ent.RunOrder, _ *ent.RunWhereInput, _ *bool) int {
		return page(child, first, last)
	}
	c.Run.Logs = func(child int, _ *int, first *int) int {
		n := logsPageDefault
		if first != nil {
			n = *first
		}
		return 1 + child*max(n, 1)
	}
	c.Query.Nodes = func(child int, ids []int) int {
		return 1 + child*max(len(ids), 1)
	}
	c.Query.Runtimes = func(child int, _ *entgql.Cursor[int], first *int, _ *entgql.Cursor[int], last *int, _ *ent.RuntimeOrder) int {
		return page(child, first, last)
	}
}

// NewRegistry returns the registry /metrics serves: the Go runtime's
// (go_*) and the process's (process_*) collectors, which operators expect
// of every Go service, registered; Everdict's own series join them.
func NewRegistry() *prometheus.Registry {
	reg := prometheus.NewRegistry()
	reg.MustRegister(collectors.NewGoCollector(), collectors.NewProcessCollector(collectors.ProcessCollectorOpts{}))
	return reg
}
