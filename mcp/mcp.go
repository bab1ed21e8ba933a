// Package mcp is Everdict's MCP server: the run, scorecard, runtime and queue tools an agent
// drives evaluations with, over streamable HTTP (the official Go SDK),
// stateless so any replica answers any request. Every request is
// authenticated with the same bearer tokens as GraphQL, and every tool runs
// as that viewer: writes go through the run and scorecard services, reads through ent, whose
// tenant scope applies because the viewer is in the context. Runs submitted
// here record trigger "mcp".
package mcp

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"net/http"
	"net/url"
	"os"

	"github.com/everdict/everdict/backends"

	sdkauth "github.com/modelcontextprotocol/go-sdk/auth"
	sdk "github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/everdict/everdict/auth"
	"github.com/everdict/everdict/ent"
	"github.com/everdict/everdict/errcode"
	"github.com/everdict/everdict/run"
	"github.com/everdict/everdict/scheduler"
	"github.com/everdict/everdict/store"
	"github.com/everdict/everdict/tenancy"
)

// Trigger is what runs submitted through MCP record as their interface.
const Trigger = "mcp"

// Defaults of Config.
const (
	MaxBodyBytesDefault = 1 << 20
	// LogLinesDefault and LogLinesMax bound get_run_logs' page.
	LogLinesDefault = 200
	LogLinesMax     = 1000
	// LogBytesMax bounds the text of one get_run_logs page (a line is
	// never split: a page holds at least one).
	LogBytesMax = 1 << 20
	// RunsDefault and RunsMax bound list_runs' page.
	RunsDefault = 20
	RunsMax     = 100
	// RuntimesMax bounds list_runtimes.
	RuntimesMax = 100
)

// Authenticator turns a bearer token into a Viewer (auth.Service).
type Authenticator interface {
	Authenticate(ctx context.Context, token string) (tenancy.Viewer, error)
}

// Runs submits and cancels runs (run.Service).
type Runs interface {
	Submit(ctx context.Context, in run.SubmitInput) (run.Run, error)
	Cancel(ctx context.Context, id int) (run.Run, error)
	// View reads a run through the viewer's tenant scope.
	View(ctx context.Context, id int) (run.Run, error)
}

// Exec runs a command in a live run's sandbox (access.Service).
type Exec interface {
	Exec(ctx context.Context, id int, req backends.ExecRequest) (backends.ExecResult, error)
}

// Runtimes names a runtime's latest version and its tags
// (registry.Registry).
type Runtimes interface {
	Latest(ctx context.Context, rt *ent.RegisteredRuntime) (*ent.RuntimeVersion, error)
	Tags(ctx context.Context, ver *ent.RuntimeVersion) ([]string, error)
}

// Waiting says why a queued run has not started (scheduler.Scheduler).
type Waiting interface {
	WaitingReason(ctx context.Context, id int) (*scheduler.Waiting, error)
}

// Config configures the handler. Every field but Logger, MaxBodyBytes and
// Version is required.
type Config struct {
	// DB is the ent client; reads through it are tenant-scoped by the
	// viewer each tool puts in its context.
	DB       *ent.Client
	Runs     Runs
	Runtimes Runtimes
	Waiting  Waiting
	// Scorecards backs submit_scorecard and get_scorecard.
	Scorecards Scorecards
	// Registry backs register_runtime, validate_runtime and probe_runtime.
	Registry Registry
	// Queue backs get_queue.
	Queue Queue
	// Exec backs exec_in_run; nil leaves the tool out.
	Exec Exec
	// Artifacts backs get_run_artifacts; nil leaves the tool out.
	Artifacts Artifacts
	// PublicURL is the server's URL as clients reach it: the server's own
	// artifact links (paths) are resolved against it. Empty leaves them
	// paths.
	PublicURL string
	Auth      Authenticator
	// Logger receives internal errors; nil discards.
	Logger *slog.Logger
	// MaxBodyBytes bounds a request body; 0 means MaxBodyBytesDefault.
	MaxBodyBytes int64
	// Version is the server version MCP clients are told; "" means "dev".
	Version string
}

// New returns the MCP endpoint's handler.
func New(cfg Config) (http.Handler, error) {
	if cfg.DB == nil || cfg.Runs == nil || cfg.Runtimes == nil || cfg.Waiting == nil || cfg.Scorecards == nil || cfg.Auth == nil ||
		cfg.Registry == nil || cfg.Queue == nil {
		return nil, errors.New("mcp: DB, Runs, Runtimes, Waiting, Scorecards, Registry, Queue and Auth are required")
	}
	if cfg.MaxBodyBytes <= 0 {
		cfg.MaxBodyBytes = MaxBodyBytesDefault
	}
	if cfg.Version == "" {
		cfg.Version = "dev"
	}
	if cfg.Logger == nil {
		cfg.Logger = slog.New(slog.DiscardHandler)
	}
	t := &tools{cfg: cfg, log: cfg.Logger}
	if cfg.PublicURL != "" {
		base, err := url.Parse(cfg.PublicURL)
		if err != nil || !base.IsAbs() {
			return nil, fmt.Errorf("mcp: PublicURL %q is not an absolute URL", cfg.PublicURL)
		}
		t.base = base
	}
	srv := sdk.NewServer(&sdk.Implementation{Name: "everdict", Version: cfg.Version}, &sdk.ServerOptions{
		Instructions: "Everdict runs AI-agent evaluations. submit_run runs a harness command on a runtime " +
			"(list_runtimes names them) and grades it; get_run reads the verdict, get_run_logs what it printed. " +
			"submit_scorecard runs a harness over a batch of cases; get_scorecard reads its aggregate. " +
			"get_queue and get_run_waiting_reason say why runs wait; an ADMIN registers, validates and probes runtimes.",
	})
	t.register(srv)
	h := sdk.NewStreamableHTTPHandler(func(*http.Request) *sdk.Server { return srv }, &sdk.StreamableHTTPOptions{
		Stateless:           true,
		JSONResponse:        true,
		MaxRequestBodyBytes: cfg.MaxBodyBytes,
		Logger:              cfg.Logger,
		// The SDK's DNS-rebinding guard refuses a loopback listener a
		// foreign Host header: it protects unauthenticated local servers,
		// and would refuse a reverse proxy on the same host. Every request
		// here carries a bearer token, which a rebinding page does not have.
		DisableLocalhostProtection: true,
	})
	return sdkauth.RequireBearerToken(t.verify, &sdkauth.RequireBearerTokenOptions{AllowMissingExpiration: true})(refuseBatches(h, cfg.MaxBodyBytes)), nil
}

// refuseBatches answers a JSON-RPC batch (a body that is a JSON array) 400
// with a JSON-RPC error before any of its calls runs: one small POST of
// hundreds of get_run_logs calls would otherwise be answered with hundreds of
// log pages at once. MCP dropped batches in protocol version 2025-06-18, and
// the SDK's client never sends one; a single call's answer is bounded by its
// tool (LogBytesMax, RunsMax, RuntimesMax). It runs after the bearer token is
// checked, and reads at most limit bytes of the body.
func refuseBatches(next http.Handler, limit int64) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.Method != http.MethodPost || r.Body == nil || r.Body == http.NoBody {
			next.ServeHTTP(w, r)
			return
		}
		body, err := io.ReadAll(http.MaxBytesReader(w, r.Body, limit))
		if err != nil {
			var mbe *http.MaxBytesError
			if errors.As(err, &mbe) {
				http.Error(w, fmt.Sprintf("request body exceeds %d bytes", limit), http.StatusRequestEntityTooLarge)
				return
			}
			if errors.Is(err, os.ErrDeadlineExceeded) {
				http.Error(w, "the request body did not arrive in time", http.StatusRequestTimeout)
				return
			}
			http.Error(w, "could not read the request body", http.StatusBadRequest)
			return
		}
		if isBatch(body) {
			w.Header().Set("Content-Type", "application/json")
			w.WriteHeader(http.StatusBadRequest)
			_, _ = w.Write(batchRefused)
			return
		}
		r.Body = io.NopCloser(bytes.NewReader(body))
		next.ServeHTTP(w, r)
	})
}

// batchRefused is the JSON-RPC error (Invalid Request) a batch is answered
// with.
var batchRefused = []byte(`{"jsonrpc":"2.0","id":null,"error":{"code":-32600,` +
	`"message":"JSON-RPC batches are not supported: send one request per POST"}}` + "\n")

// isBatch reports whether body is a JSON array, as a batch is.
func isBatch(body []byte) bool {
	body = bytes.TrimLeft(body, " \t\r\n")
	return len(body) > 0 && body[0] == '['
}

type tools struct {
	cfg Config
	log *slog.Logger
	// base is Config.PublicURL parsed; nil leaves links as paths.
	base *url.URL
}

const viewerKey = "everdict.viewer"

// verify authenticates a request's bearer token; the viewer rides in the
// token info to every tool the request calls.
func (t *tools) verify(ctx context.Context, token string, _ *http.Request) (*sdkauth.TokenInfo, error) {
	v, err := t.cfg.Auth.Authenticate(ctx, token)
	if err != nil {
		if errcode.Of(err) == errcode.Unauthenticated || errors.Is(err, auth.ErrUnauthenticated) {
			return nil, fmt.Errorf("%w: UNAUTHENTICATED: %s; %s", sdkauth.ErrInvalidToken, err.Error(), errcode.Hint(errcode.Unauthenticated))
		}
		t.log.ErrorContext(ctx, "mcp authenticate", "err", err)
		return nil, errors.New("UNAVAILABLE: the token could not be checked; retry shortly")
	}
	return &sdkauth.TokenInfo{
		UserID: fmt.Sprintf("%d/%s", v.TenantID, v.Subject),
		Extra:  map[string]any{viewerKey: v},
	}, nil
}

// viewer returns ctx acting as the request's viewer.
func viewer(ctx context.Context, req *sdk.CallToolRequest) (context.Context, error) {
	if req != nil && req.Extra != nil && req.Extra.TokenInfo != nil {
		if v, ok := req.Extra.TokenInfo.Extra[viewerKey].(tenancy.Viewer); ok {
			return tenancy.NewContext(ctx, v), nil
		}
	}
	return ctx, errcode.New(errcode.Unauthenticated, "no authenticated viewer")
}

// toolError is what a tool tells the model: the code, the message and what
// to fix. An error without a code is internal: logged, and masked.
func (t *tools) toolError(ctx context.Context, tool string, err error) error {
	code := errcode.Of(err)
	msg := err.Error()
	switch {
	case code == errcode.Internal && ent.IsNotFound(err):
		code, msg = errcode.NotFound, "not found"
	case code == errcode.Internal && store.IsUnavailable(err):
		t.log.WarnContext(ctx, "mcp tool: database unavailable", "tool", tool, "err", err)
		code, msg = errcode.Unavailable, "the database is unavailable"
	case code == errcode.Internal:
		t.log.ErrorContext(ctx, "mcp tool failed", "tool", tool, "err", err)
		msg = "internal error"
	}
	return fmt.Errorf("%s: %s. To fix: %s", code, msg, errcode.Hint(code))
}
