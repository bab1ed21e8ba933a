// Package apptest wires the whole control plane over a fresh database for
// tests: the services, the HTTP server and helpers to make tenants, tokens
// and GraphQL calls. Use New(t) in a test's setup.
package apptest

import (
	"bytes"
	"context"
	"crypto/rand"
	"encoding/json"
	"fmt"
	"github.com/everdict/everdict/artifacts"
	"github.com/everdict/everdict/autoscale"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/everdict/everdict/backends"
	"github.com/everdict/everdict/clock"
	"github.com/everdict/everdict/controlplane"
	"github.com/everdict/everdict/ent/tenant"
	"github.com/everdict/everdict/grading"
	"github.com/everdict/everdict/run"
	"github.com/everdict/everdict/runtime"
	"github.com/everdict/everdict/runtime/registry"
	"github.com/everdict/everdict/scheduler"
	"github.com/everdict/everdict/scorecard"
	"github.com/everdict/everdict/secrets"
	"github.com/everdict/everdict/server"
	"github.com/everdict/everdict/store/storetest"
	"github.com/everdict/everdict/tenancy"
	"github.com/everdict/everdict/traces"
)

// App is a wired control plane for one test.
type App struct {
	*controlplane.ControlPlane
	HTTP *httptest.Server
	// Logs holds everything every component logged.
	Logs *SyncBuffer
	// Responses holds every raw GraphQL response body, for leak checks.
	Responses *SyncBuffer
	// DataDir is the control plane's data dir (its artifact store's).
	DataDir string
}

// Options change how New wires the App.
type Options struct {
	// HostCapabilities is what LOCAL runtimes find on "this host"; nil means
	// [git, sandbox].
	HostCapabilities []string
	// Probers override the registry's probers per kind.
	Probers map[runtime.Kind]registry.ProberFunc
	// Backends build the backend of each runtime kind; nil means none, so
	// runs fail CONFIG/NO_BACKEND. See FakeLocal.
	Backends map[runtime.Kind]scheduler.Factory
	// Notifier hears of every settled run; nil tells no one.
	Notifier run.Notifier
	// WebhookClock drives webhook retries; nil means the wall clock.
	WebhookClock clock.Clock
	// TraceClock drives the trace collection's backoff and leases; nil
	// means the wall clock.
	TraceClock clock.Clock
	// TokenClock times token expiries on open websockets; nil means the
	// wall clock.
	TokenClock clock.Clock
	// Server overrides HTTP settings (limits, introspection).
	Server server.Config
	// NoScheduler leaves the scheduler stopped (Start it yourself).
	NoScheduler bool
	// Scorecards tunes the scorecard orchestrator (sweep, backoff).
	Scorecards scorecard.OrchestratorConfig
	// Submits bound submit rates and seed bytes; zero means run's defaults.
	Submits run.Limits
	// Judge decides JUDGE graders; nil refuses them.
	Judge grading.Judge
	// ArtifactClock times artifact links and expiries; nil means the wall
	// clock. ArtifactRetention: zero means artifacts' default.
	ArtifactClock     clock.Clock
	ArtifactRetention time.Duration
	// ArtifactTenantQuota: zero means artifacts' default.
	ArtifactTenantQuota int64
	// ArtifactStore is the artifact store; nil means the filesystem
	// under the data dir.
	ArtifactStore artifacts.Store
	// Autoscale tunes the elastic runtimes' scaler (interval, clock, a
	// Decided hook).
	Autoscale autoscale.Config
}

// FakeLocal routes every LOCAL runtime to one backend.
func FakeLocal(b backends.Backend) map[runtime.Kind]scheduler.Factory {
	return map[runtime.Kind]scheduler.Factory{
		runtime.KindLocal: func(context.Context, scheduler.Target, map[string]string) (backends.Backend, error) { return b, nil },
	}
}

// New returns an App over a fresh database (PostgreSQL when
// EVERDICT_TEST_DATABASE_URL is set, else SQLite), torn down with the test.
func New(t testing.TB, opts ...Options) *App {
	t.Helper()
	var o Options
	if len(opts) > 0 {
		o = opts[0]
	}
	if o.HostCapabilities == nil {
		o.HostCapabilities = []string{runtime.CapGit, runtime.CapSandbox}
	}
	if o.Backends == nil {
		o.Backends = map[runtime.Kind]scheduler.Factory{}
	}
	db := storetest.Open(t)
	logs := &SyncBuffer{}
	log := slog.New(slog.NewTextHandler(logs, &slog.HandlerOptions{Level: slog.LevelDebug}))
	key := make([]byte, secrets.KeySize)
	_, _ = rand.Read(key)
	box, err := secrets.NewBox(key)
	if err != nil {
		t.Fatal(err)
	}
	dataDir := t.TempDir()
	cp, err := controlplane.New(controlplane.Config{
		DB:                  db,
		Box:                 box,
		DataDir:             dataDir,
		HostCapabilities:    func(context.Context) []string { return o.HostCapabilities },
		Backends:            o.Backends,
		Probers:             o.Probers,
		Notifier:            o.Notifier,
		WebhookClock:        o.WebhookClock,
		Traces:              traces.Config{Clock: o.TraceClock},
		TokenClock:          o.TokenClock,
		Autoscale:           o.Autoscale,
		Server:              o.Server,
		Scorecards:          o.Scorecards,
		Submits:             o.Submits,
		Judge:               o.Judge,
		ArtifactClock:       o.ArtifactClock,
		ArtifactRetention:   o.ArtifactRetention,
		ArtifactTenantQuota: o.ArtifactTenantQuota,
		Artifacts:           o.ArtifactStore,
		Logger:              log,
	})
	if err != nil {
		t.Fatal(err)
	}
	a := &App{ControlPlane: cp, Logs: logs, Responses: &SyncBuffer{}, DataDir: dataDir}
	t.Cleanup(cp.Close)
	if !o.NoScheduler {
		if err := cp.Start(context.Background()); err != nil {
			t.Fatal(err)
		}
	}
	a.HTTP = httptest.NewServer(cp.Server.Handler())
	t.Cleanup(a.HTTP.Close)
	return a
}

// Tenant makes (or updates) tenant slug with the given trust and returns a
// token for it with role.
func (a *App) Tenant(t testing.TB, slug string, trusted bool, role tenancy.Role) string {
	t.Helper()
	ctx := tenancy.System(context.Background())
	tok, err := a.Auth.CreateToken(ctx, slug, role.String()+"@"+slug, role)
	if err != nil {
		t.Fatal(err)
	}
	if err := a.DB.Tenant.Update().Where(tenant.Slug(slug)).SetTrusted(trusted).Exec(ctx); err != nil {
		t.Fatal(err)
	}
	return tok
}

// Grant registers a LOCAL runtime in tenant slug, as an OPERATOR of tenant
// platform does (a LOCAL runtime is platform capacity: a tenant's ADMIN may
// not register one). input is a RuntimeSpecInput literal, such as
// `{name: "pool", kind: LOCAL}`.
func (a *App) Grant(t testing.TB, slug, input string) {
	t.Helper()
	op, err := a.Auth.CreateToken(tenancy.System(context.Background()), "platform", "OPERATOR@platform", tenancy.RoleOperator)
	if err != nil {
		t.Fatal(err)
	}
	a.Do(t, op, fmt.Sprintf(`mutation { registerRuntime(input: %s, tenant: %q) { version } }`, input, slug), nil).Decode(t, &struct{}{})
}

// Viewer returns a context acting as token's viewer, for calling services
// directly.
func (a *App) Viewer(t testing.TB, token string) context.Context {
	t.Helper()
	v, err := a.Auth.Authenticate(context.Background(), token)
	if err != nil {
		t.Fatal(err)
	}
	return tenancy.NewContext(context.Background(), v)
}

// Error is one GraphQL error.
type Error struct {
	Message    string         `json:"message"`
	Path       []any          `json:"path"`
	Extensions map[string]any `json:"extensions"`
}

// Response is a decoded GraphQL response.
type Response struct {
	Data   json.RawMessage `json:"data"`
	Errors []Error         `json:"errors"`
}

// Code is the extensions.code of the first error, or "".
func (r Response) Code() string {
	if len(r.Errors) == 0 {
		return ""
	}
	c, _ := r.Errors[0].Extensions["code"].(string)
	return c
}

// Decode unmarshals the data into v, failing the test on errors.
func (r Response) Decode(t testing.TB, v any) {
	t.Helper()
	if len(r.Errors) > 0 {
		t.Fatalf("graphql errors: %+v", r.Errors)
	}
	if err := json.Unmarshal(r.Data, v); err != nil {
		t.Fatalf("decode %s: %v", r.Data, err)
	}
}

// Do posts one GraphQL operation with token.
func (a *App) Do(t testing.TB, token, query string, vars map[string]any) Response {
	t.Helper()
	body, _ := json.Marshal(map[string]any{"query": query, "variables": vars})
	req, _ := http.NewRequest(http.MethodPost, a.HTTP.URL+"/graphql", bytes.NewReader(body))
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("Authorization", "Bearer "+token)
	res, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer res.Body.Close()
	raw, _ := io.ReadAll(res.Body)
	_, _ = a.Responses.Write(append(raw, '\n'))
	var out Response
	if err := json.Unmarshal(raw, &out); err != nil {
		t.Fatalf("decode response %q: %v", raw, err)
	}
	return out
}

// SyncBuffer is a buffer safe for concurrent writers.
type SyncBuffer struct {
	mu sync.Mutex
	b  bytes.Buffer
}

// Write appends p.
func (s *SyncBuffer) Write(p []byte) (int, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.Write(p)
}

// String returns everything written.
func (s *SyncBuffer) String() string {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.String()
}

// Contains reports whether sub was written.
func (s *SyncBuffer) Contains(sub string) bool { return strings.Contains(s.String(), sub) }
