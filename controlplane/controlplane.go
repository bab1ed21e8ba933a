// Package controlplane wires Everdict's services over one database: auth,
// the runtime registry, the secret vault, the run service, the scheduler,
// the self-hosted runners, webhooks, the event bus, the admission ledger,
// the live-stream watcher and the HTTP server. The binary and the tests build the same graph through New;
// only the edges they choose differ (real or fake backends, clocks, Redis).
package controlplane

import (
	"cmp"
	"context"
	"fmt"
	"log/slog"
	"maps"
	"net/http"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"time"

	"github.com/everdict/everdict/access"
	"github.com/everdict/everdict/grading"
	"github.com/everdict/everdict/queue"
	"github.com/everdict/everdict/startstop"

	"github.com/redis/go-redis/v9"
	"go.opentelemetry.io/otel/trace"

	"github.com/everdict/everdict/artifacts"
	"github.com/everdict/everdict/audit"
	"github.com/everdict/everdict/auth"
	"github.com/everdict/everdict/autoscale"
	"github.com/everdict/everdict/backends"
	"github.com/everdict/everdict/backends/cdp"
	"github.com/everdict/everdict/backends/k8s"
	"github.com/everdict/everdict/backends/local"
	"github.com/everdict/everdict/backends/nomad"
	"github.com/everdict/everdict/callbacks"
	"github.com/everdict/everdict/circuits"
	"github.com/everdict/everdict/clock"
	"github.com/everdict/everdict/credentials/keyring"
	"github.com/everdict/everdict/ent"
	"github.com/everdict/everdict/ent/secret"
	"github.com/everdict/everdict/events"
	harnesses "github.com/everdict/everdict/harness/registry"
	"github.com/everdict/everdict/judge"
	"github.com/everdict/everdict/judge/providers"
	"github.com/everdict/everdict/ledger"
	"github.com/everdict/everdict/mcp"
	"github.com/everdict/everdict/metrics"
	"github.com/everdict/everdict/netguard"
	"github.com/everdict/everdict/netguard/guardhttp"
	"github.com/everdict/everdict/placement"
	"github.com/everdict/everdict/resolvers"
	"github.com/everdict/everdict/retention"
	"github.com/everdict/everdict/run"
	"github.com/everdict/everdict/runners"
	"github.com/everdict/everdict/runtime"
	"github.com/everdict/everdict/runtime/registry"
	"github.com/everdict/everdict/scheduler"
	"github.com/everdict/everdict/scorecard"
	"github.com/everdict/everdict/secrets"
	"github.com/everdict/everdict/secrets/vault"
	"github.com/everdict/everdict/server"
	"github.com/everdict/everdict/store"
	"github.com/everdict/everdict/subscriptions"
	"github.com/everdict/everdict/tenancy"
	"github.com/everdict/everdict/traces"
	"github.com/everdict/everdict/tracing"
	"github.com/everdict/everdict/watch"
	"github.com/everdict/everdict/webhook"
)

// Config says how to wire a control plane. DB and Box are required; every
// other zero value is documented per field.
type Config struct {
	// DB is the migrated database. The control plane does not close it.
	DB *store.DB
	// Box seals tenant and webhook secrets.
	Box *secrets.Box
	// DataDir holds LOCAL jobs' state (DataDir/local); "" means
	// store.DataDirDefault.
	DataDir string
	// Local says how LOCAL runs use this host; zero is local's defaults.
	Local LocalHost
	// Redis, when set, carries events, the admission ledger, the circuit
	// breakers and the count of each tenant's open subscriptions, so
	// replicas share one capacity budget, one view of runtime health and
	// one subscription cap; nil keeps them in process. The control plane
	// does not close it.
	Redis redis.UniversalClient
	// RedisPrefix starts every Redis key and channel; "" means the ledger's
	// and the bus's defaults. Replicas sharing a budget use the same prefix.
	RedisPrefix string
	// HostCapabilities is what this host offers LOCAL runtimes; nil probes
	// the host once, on first use (runtime.DetectCapabilities).
	HostCapabilities func(context.Context) []string
	// Backends build each runtime kind's backends; nil means the real ones
	// this build has (LOCAL).
	Backends map[runtime.Kind]scheduler.Factory
	// PublicURL is where agents behind a front door (an HTTP runtime)
	// reach this control plane: their callback URLs start with it
	// (EVERDICT_PUBLIC_URL). Empty means http:// and Server.Addr.
	PublicURL string
	// Probers override the registry's probe per kind. NOMAD and K8S default
	// to probing their backend from Backends; LOCAL to probing this host.
	Probers map[runtime.Kind]registry.ProberFunc
	// Notifier also hears of every settled run (besides webhooks).
	Notifier run.Notifier
	// Judge decides JUDGE graders after a run's harness ended, in the
	// control plane, and checks judge models at submit; nil means
	// judge.Service over the tenants' model providers.
	Judge grading.Judge
	// WebhookClock drives webhook retries and the outbox's leases; nil
	// means the wall clock.
	WebhookClock clock.Clock
	// TokenClock times token expiries on open websockets; nil means the
	// wall clock.
	TokenClock clock.Clock
	// Autoscale configures the elastic runtimes' scaler; Demand, Scales,
	// Audit and Logger are filled in. Its zero value decides every
	// autoscale.IntervalDefault on the wall clock.
	Autoscale autoscale.Config
	// Server configures HTTP; its Resolver, Auth and Logger are filled in.
	Server server.Config
	// ReplicaID names this replica as the holder of runs; "" means a random
	// id per process (see scheduler.Config.ReplicaID).
	ReplicaID string
	// LeaseTTL is how long a replica holds a run without renewing; zero
	// means scheduler.LeaseTTLDefault.
	LeaseTTL time.Duration
	// RescueInterval is how often a replica looks for runs whose holder is
	// gone; zero means LeaseTTL/3.
	RescueInterval time.Duration
	// Admission holds the platform-wide admission dials (the global queue
	// depth); zero is placement's defaults.
	Admission placement.AdmissionConfig
	// Submits bound each token's submit rate and the seed bytes of a run
	// and of a tenant's queue; zero fields mean run's defaults.
	Submits run.Limits
	// Scorecards tunes the scorecard orchestrator (sweep interval, retry
	// backoff); its zero value is scorecard's defaults. DB, Runs, Events,
	// Circuits, Clock and Logger are filled in.
	Scorecards scorecard.OrchestratorConfig
	// Traces tunes the deferred collection of agents' traces (backoff,
	// window, clock); its zero value is traces' defaults. DB, Secrets,
	// Artifacts, Events, ReplicaID, Logger and Observer are filled in.
	Traces traces.Config
	// QueueHistory paces and bounds the queue's sampled past the web app's
	// charts open with (its Reader is set here); zero values are the
	// package defaults, an hour of 15-second samples.
	QueueHistory queue.HistoryConfig
	// MetricsDetailed labels the scheduler's series by runtime name and
	// tenant slug (one series per tenant); off, by shared runtime only.
	MetricsDetailed bool
	// LogRetention is how long a finished run's log lines are kept; zero
	// means retention.LogsDefault, retention.KeepForever keeps them.
	LogRetention time.Duration
	// ArtifactStore is where runs' artifacts are kept: "" the filesystem
	// under DataDir/artifacts, or s3://bucket/prefix (region, endpoint and
	// credentials from the standard AWS environment).
	ArtifactStore string
	// Artifacts, when set, is the artifact store, and ArtifactStore is
	// ignored (tests bring an S3 store of their own).
	Artifacts artifacts.Store
	// ArtifactRetention is how long an artifact is kept; zero means
	// artifacts.RetentionDefault.
	ArtifactRetention time.Duration
	// ArtifactTenantQuota bounds the bytes one tenant's artifacts hold;
	// zero means artifacts.TenantQuotaDefault.
	ArtifactTenantQuota int64
	// ArtifactClock times artifact links and expiries; nil means the wall
	// clock.
	ArtifactClock clock.Clock
	// Tracer receives the spans of every run's trace (submit, admission,
	// dispatch, backend calls, settle; see package tracing), and requests'
	// traceparent headers are honoured; nil traces nothing.
	Tracer trace.TracerProvider
	// Logger: nil discards.
	Logger *slog.Logger
}

// ControlPlane is the wired graph. Build it with New, Start it, Close it.
type ControlPlane struct {
	DB       *store.DB
	Auth     *auth.Service
	Registry *registry.Registry
	// Harnesses is the harness registry.
	Harnesses  *harnesses.Service
	Vault      *vault.Vault
	Runs       *run.Service
	Scorecards *scorecard.Service
	// Orchestrator drives scorecards (retries, spillover, settling).
	Orchestrator *scorecard.Orchestrator
	Scheduler    *scheduler.Scheduler
	Queue        *queue.Reader
	QueueHistory *queue.History
	Webhooks     *webhook.Service
	// Traces collects agents' traces after their runs settle.
	Traces  *traces.Service
	Audit   *audit.Recorder
	Events  events.Bus
	Ledger  ledger.Ledger
	Runners *runners.Service
	// Access enters live runs (exec, terminals, screens).
	Access *access.Service
	// ModelProviders is the model provider registry, and what package
	// judge resolves a judge model's provider and key with.
	ModelProviders *providers.Service
	// Grading decides JUDGE graders before a run settles and regrades;
	// nil without a Judge.
	Grading *grading.Service
	// Callbacks is the record of front-door attempts, completed by the
	// agents' callbacks on any replica.
	Callbacks *callbacks.Store
	// Keyring holds the tenants' credentials for private repositories and
	// images, resolved per job at dispatch.
	Keyring   *keyring.Service
	Server    *server.Server
	Retention *retention.Sweeper
	// Autoscaler sets the elastic runtimes' live slots, once a period
	// across the replicas.
	Autoscaler *autoscale.Scaler
	// Artifacts keeps, lists, links and sweeps runs' artifacts.
	Artifacts *artifacts.Service
	Metrics   *metrics.Metrics
	// Tokens ends websockets and SSE streams whose token was revoked (on
	// any replica) or expired.
	Tokens *auth.Watcher
	// Resolutions keeps the runtime references submits resolved, for a
	// moment (run.ResolveCache).
	Resolutions *run.ResolveCache
	// Subscriptions counts each tenant's open subscriptions across
	// replicas; nil without Redis (the server counts in process).
	Subscriptions *subscriptions.Redis

	started bool
}

// New wires a control plane. It starts nothing: call Start.
func New(cfg Config) (*ControlPlane, error) {
	log := cfg.Logger
	if log == nil {
		log = slog.New(slog.DiscardHandler)
	}
	if cfg.DataDir == "" {
		cfg.DataDir = store.DataDirDefault
	}
	host := cfg.HostCapabilities
	if host == nil {
		probe := sync.OnceValue(func() []string {
			return runtime.DetectCapabilities(context.Background(), runtime.ProbeConfig{})
		})
		host = func(context.Context) []string { return probe() }
	}
	if cfg.Backends == nil {
		wireKey, err := cfg.Box.Derive(WireKeyPurpose)
		if err != nil {
			return nil, fmt.Errorf("control plane: %w", err)
		}
		cfg.Backends = DefaultBackends(cfg.DataDir, cfg.Local, wireKey, log)
	}
	// Every build has the front door: its backends share the attempts
	// store, made below once the event bus is.
	doors := &frontDoors{publicURL: cfg.PublicURL, log: log}
	if doors.publicURL == "" {
		doors.publicURL = "http://" + cmp.Or(cfg.Server.Addr, server.AddrDefault)
	}
	if _, ok := cfg.Backends[runtime.KindHTTP]; !ok {
		cfg.Backends = maps.Clone(cfg.Backends)
		cfg.Backends[runtime.KindHTTP] = doors.factory
	}
	cfg.Backends = tracedBackends(cfg.Backends, cfg.Tracer)
	db := cfg.DB.Client
	rec := audit.New(audit.Config{DB: db, Logger: log})
	vlt := vault.New(db, cfg.Box, log).WithAudit(rec)
	probers := backendProbers(db, cfg.Backends, []runtime.Kind{runtime.KindNomad, runtime.KindK8s, runtime.KindHTTP}, vlt)
	for k, p := range cfg.Probers {
		probers[k] = p
	}
	c := &ControlPlane{
		DB:    cfg.DB,
		Audit: rec,
		Vault: vlt,
		Registry: registry.New(registry.Config{
			DB: db, HostCapabilities: host, Probers: probers, Check: checkSecrets(vlt), Audit: rec, Logger: log,
		}),
		Harnesses: harnesses.New(harnesses.Config{DB: db, Secrets: vlt, Audit: rec, Logger: log}),
		Keyring:   keyring.New(keyring.Config{DB: db, Secrets: vlt, Audit: rec, Logger: log}),
		Events:    events.NewMemory(events.MemoryConfig{Logger: log}),
		Ledger:    ledger.NewMemory(ledger.MemoryConfig{Logger: log}),
	}
	// One circuit store for the scheduler and the scorecard orchestrator
	// (spillover reads the circuits the scheduler trips).
	var breakers circuits.Store = circuits.NewMemory(placement.CircuitConfig{})
	if cfg.Redis != nil {
		var err error
		var evPrefix, ledPrefix, cirPrefix, subPrefix string
		if cfg.RedisPrefix != "" {
			evPrefix, ledPrefix, cirPrefix = cfg.RedisPrefix+"events:", cfg.RedisPrefix+"ledger:", cfg.RedisPrefix+"circuits:"
			subPrefix = cfg.RedisPrefix + "subscriptions:"
		}
		if breakers, err = circuits.NewRedis(circuits.RedisConfig{Client: cfg.Redis, Prefix: cirPrefix}); err != nil {
			return nil, err
		}
		if c.Events, err = events.NewRedis(events.RedisConfig{Client: cfg.Redis, Prefix: evPrefix, Logger: log}); err != nil {
			return nil, err
		}
		if c.Ledger, err = ledger.NewRedis(ledger.RedisConfig{Client: cfg.Redis, Prefix: ledPrefix, Logger: log}); err != nil {
			return nil, err
		}
		if c.Subscriptions, err = subscriptions.NewRedis(subscriptions.RedisConfig{Client: cfg.Redis, Prefix: subPrefix, Logger: log}); err != nil {
			return nil, err
		}
	}
	reg := cfg.Server.Registry
	if reg == nil {
		reg = server.NewRegistry()
	}
	var err error
	if c.Metrics, err = metrics.New(metrics.Config{Registerer: reg, Detailed: cfg.MetricsDetailed, State: c.metricsState}); err != nil {
		return nil, err
	}
	c.Ledger, breakers = c.Metrics.Ledger(c.Ledger), c.Metrics.Breakers(breakers)
	if c.Callbacks, err = callbacks.NewStore(callbacks.StoreConfig{DB: db, Events: c.Events, Logger: log}); err != nil {
		return nil, err
	}
	doors.store = c.Callbacks
	if c.Auth, err = auth.New(auth.Config{DB: db, Events: c.Events, Audit: rec, Logger: log}); err != nil {
		return nil, err
	}
	if c.Tokens, err = auth.NewWatcher(auth.WatcherConfig{Events: c.Events, Tokens: c.Auth, Clock: cfg.TokenClock, Logger: log}); err != nil {
		return nil, err
	}
	// Submits resolve runtimes from memory for a moment; any registry
	// write drops what was kept, here and on every replica.
	c.Resolutions = run.NewResolveCache(run.ResolveCacheConfig{Resolver: c.Registry, Events: c.Events, Logger: log})
	db.RegisteredRuntime.Use(c.Resolutions.Hook())
	db.RuntimeVersion.Use(c.Resolutions.Hook())
	db.RuntimeTag.Use(c.Resolutions.Hook())
	if c.ModelProviders, err = providers.New(providers.Config{DB: db, Secrets: vlt, Audit: rec, Logger: log}); err != nil {
		return nil, fmt.Errorf("control plane: %w", err)
	}
	// The judge: the tenants' model providers, called from here and never
	// from a job, unless the config brings its own.
	if cfg.Judge == nil {
		if cfg.Judge, err = judge.New(judge.Config{Providers: c.ModelProviders, Logger: log}); err != nil {
			return nil, fmt.Errorf("control plane: %w", err)
		}
	}
	c.Runs = run.NewService(run.Config{
		DB:           db,
		Dialect:      cfg.DB.Dialect,
		Runtimes:     c.Resolutions,
		Usable:       c.Registry,
		Harnesses:    c.Harnesses,
		Secrets:      c.Vault,
		Notifier:     cfg.Notifier,
		Audit:        rec,
		Events:       c.Events,
		Admission:    cfg.Admission,
		Limits:       cfg.Submits,
		HardenedHost: func() bool { return slices.Contains(host(context.Background()), runtime.CapSandbox) },
		Judges:       judges(cfg.Judge),
		Logger:       log,
		Tracer:       cfg.Tracer,
	})
	// Whoever settles a run with a result (the scheduler, the runners)
	// settles it through grading when there is a judge: its JUDGE graders
	// are decided first, here, never in the job.
	var settlers gradedRuns = gradedRuns{Service: c.Runs}
	if cfg.Judge != nil {
		if c.Grading, err = grading.New(grading.Config{DB: db, Runs: c.Runs, Judge: cfg.Judge, Audit: rec, Logger: log}); err != nil {
			return nil, err
		}
		settlers.grading = c.Grading
	}
	if c.Artifacts, err = newArtifacts(cfg, doors.publicURL, db, log); err != nil {
		return nil, fmt.Errorf("control plane: %w", err)
	}
	sched, err := scheduler.New(scheduler.Config{
		Artifacts:      c.Artifacts,
		Uploads:        c.Artifacts,
		DB:             db,
		Runs:           settlers,
		Backends:       scheduler.NewDispatcher(cfg.Backends, c.Vault),
		Ledger:         c.Ledger,
		Observer:       c.Metrics,
		Circuits:       breakers,
		Secrets:        c.Vault,
		Credentials:    c.Keyring,
		Events:         c.Events,
		ReplicaID:      cfg.ReplicaID,
		LeaseTTL:       cfg.LeaseTTL,
		RescueInterval: cfg.RescueInterval,
		Logger:         log,
		Tracer:         cfg.Tracer,
	})
	if err != nil {
		return nil, err
	}
	c.Scheduler = sched
	if c.Queue, err = queue.New(queue.Config{DB: db, Runs: c.Runs, Ledger: c.Ledger, Circuits: breakers, LeaseTTL: cfg.LeaseTTL}); err != nil {
		return nil, err
	}
	ac := cfg.Autoscale
	ac.Demand, ac.Scales, ac.Audit, ac.Logger = c.Queue, c.Ledger, rec, log
	ac.Raised = func(int) { sched.Kick() }
	if c.Autoscaler, err = autoscale.New(ac); err != nil {
		return nil, err
	}
	qh := cfg.QueueHistory
	qh.Reader, qh.Logger = c.Queue, log
	if c.QueueHistory, err = queue.NewHistory(qh); err != nil {
		return nil, err
	}
	if c.Webhooks, err = webhook.New(webhook.Config{DB: cfg.DB, Box: cfg.Box, Events: c.Events, Audit: rec,
		ReplicaID: sched.ID(), Clock: cfg.WebhookClock, Logger: log, Observer: c.Metrics}); err != nil {
		return nil, err
	}
	tc := cfg.Traces
	tc.DB, tc.Secrets, tc.Artifacts, tc.Events, tc.ReplicaID, tc.Logger, tc.Observer = cfg.DB, c.Vault, c.Artifacts, c.Events, sched.ID(), log, c.Metrics
	if c.Traces, err = traces.New(tc); err != nil {
		return nil, err
	}
	if c.Runners, err = runners.New(runners.Config{
		DB: db, Runs: settlers, Ledger: c.Ledger, Secrets: c.Vault, Credentials: c.Keyring, Events: c.Events, LeaseTTL: cfg.LeaseTTL, Logger: log,
		Grants: c.Artifacts,
	}); err != nil {
		return nil, err
	}
	c.Scorecards = scorecard.NewService(scorecard.Config{DB: db, Runs: c.Runs, Runtimes: c.Registry, Harnesses: c.Harnesses,
		Events: c.Events, Outbox: c.Webhooks, Logger: log})
	oc := cfg.Scorecards
	oc.DB, oc.Runs, oc.Events, oc.Circuits, oc.Outbox, oc.Logger = db, c.Runs, c.Events, breakers, c.Webhooks, log
	if c.Orchestrator, err = scorecard.NewOrchestrator(oc); err != nil {
		return nil, err
	}
	if c.Retention, err = retention.New(retention.Config{Runs: c.Runs, Artifacts: c.Artifacts, Logs: cfg.LogRetention, Logger: log}); err != nil {
		return nil, err
	}
	if c.Access, err = access.New(access.Config{DB: db, Runs: c.Runs, Enter: c.Scheduler, Audit: rec, Frames: c.Artifacts, Logger: log}); err != nil {
		return nil, err
	}
	sc := cfg.Server
	sc.Registry = reg
	sc.Handlers = map[string]http.Handler{"/runner/": c.Runners.Handler()}
	sc.Ticketed = access.NewHTTP(c.Access, 0).Routes()
	answers, err := callbacks.NewHandler(callbacks.HandlerConfig{Store: c.Callbacks, Runs: c.Runs, Observer: c.Metrics, Logger: log})
	if err != nil {
		return nil, err
	}
	maps.Copy(sc.Ticketed, answers.Routes())
	// Artifact links authenticate by their signature (package artifacts).
	sc.Ticketed["GET "+artifacts.Route] = c.Artifacts.Handler()
	// Uploads authenticate by their grant.
	sc.Ticketed["PUT "+artifacts.UploadRoute] = c.Artifacts.UploadHandler()
	sc.Logger = log
	sc.Auth = c.Auth
	sc.Tokens = c.Tokens
	sc.TraceContext = cfg.Tracer != nil
	if c.Subscriptions != nil {
		sc.Subscriptions = c.Subscriptions
	}
	w, err := watch.New(watch.Config{Runs: c.Runs, Bus: c.Events, Queue: c.Queue, Logger: log})
	if err != nil {
		return nil, err
	}
	sc.Resolver = &resolvers.Resolver{
		DB: db, Registry: c.Registry, HarnessRegistry: c.Harnesses, Vault: c.Vault, Auth: c.Auth, Runs: c.Runs, ScorecardService: c.Scorecards,
		Scheduler: c.Scheduler, Webhooks: c.Webhooks, Audit: c.Audit, QueueReader: c.Queue, QueueSamples: c.QueueHistory, Watch: w,
		SelfHosted: c.Runners, Access: c.Access, Artifacts: c.Artifacts, ModelProviderRegistry: c.ModelProviders, Grading: c.Grading, Keyring: c.Keyring,
	}
	if sc.MCP, err = mcp.New(mcp.Config{
		DB: db, Runs: c.Runs, Runtimes: c.Registry, Waiting: c.Scheduler, Scorecards: c.Scorecards, Exec: c.Access, Auth: c.Auth, Logger: log, MaxBodyBytes: sc.MaxBodyBytes,
		Registry: c.Registry, Queue: c.Queue, Artifacts: c.Artifacts, PublicURL: doors.publicURL,
	}); err != nil {
		return nil, err
	}
	sc.Ready = append([]server.ReadyCheck{{Name: "database", Check: cfg.DB.Ping}}, sc.Ready...)
	if cfg.Redis != nil {
		sc.Ready = append(sc.Ready, server.ReadyCheck{Name: "redis", Check: func(ctx context.Context) error {
			return cfg.Redis.Ping(ctx).Err()
		}})
	}
	srv, err := server.New(sc)
	if err != nil {
		return nil, err
	}
	c.Server = srv
	return c, nil
}

// Start starts the token watcher, the scorecard orchestrator (whose first
// sweep goes on with the scorecards a dead replica was driving: boot
// recovery sweeps scorecards first), the scheduler (its pump, its lease
// renewer and its rescuer, whose first sweep takes over the runs a dead
// replica left), the retention sweeper, the webhook outbox, whose first
// sweep delivers what a restart left, and, with Redis, the renewer of this
// replica's subscription slots.
func (c *ControlPlane) Start(ctx context.Context) error {
	if err := startstop.StartAll(ctx, c.services()...); err != nil {
		return err
	}
	c.started = true
	return nil
}

// services are the background services in the order they start: the token
// and registry watchers first (a request needs them), the subscription
// slots' renewer last.
func (c *ControlPlane) services() []startstop.Service {
	all := []startstop.Service{c.Tokens, c.Resolutions, c.Callbacks, c.Orchestrator, c.Scheduler, c.Autoscaler, c.Retention, c.Webhooks, c.Traces, c.QueueHistory}
	if c.Subscriptions != nil {
		all = append(all, c.Subscriptions)
	}
	return all
}

// Close stops the background services, last started first: the renewer of
// the subscription slots (a slot not released by then expires after its
// lease), the webhook outbox (a delivery in flight is released for the next
// sweep, here or on a peer), the retention sweeper, the scheduler (running
// jobs are detached, for whoever holds their runs next to adopt), the
// scorecard orchestrator and the watchers; then the event bus.
func (c *ControlPlane) Close() {
	if c.started {
		startstop.StopAll(c.services()...)
	} else {
		startstop.StopAll(c.Tokens, c.Resolutions) // their watches may run unstarted
	}
	c.Events.Close()
}

// Bootstrap prepares an empty database: tenant default (trusted) with an
// OPERATOR token, returned once, and the shared LOCAL runtime "local", whose
// runs take 2 GiB and 1 CPU unless their case says otherwise. On a
// database that has tenants it does nothing and returns "".
func (c *ControlPlane) Bootstrap(ctx context.Context) (string, error) {
	tok, err := c.Auth.Bootstrap(ctx)
	if err != nil || tok == "" {
		return "", err
	}
	v, err := c.Auth.Authenticate(ctx, tok)
	if err != nil {
		return "", fmt.Errorf("bootstrap: %w", err)
	}
	op := tenancy.NewContext(ctx, v)
	if _, err := c.Registry.Register(op, runtime.RuntimeSpec{Name: "local", Kind: runtime.KindLocal, Shared: true,
		Admission: runtime.Admission{DefaultMemoryMB: runtime.LocalMemoryMBDefault, DefaultCPU: runtime.LocalCPUDefault}}); err != nil {
		return "", fmt.Errorf("bootstrap local runtime: %w", err)
	}
	return tok, nil
}

// LocalHost says how LOCAL runs use the control plane's host (see
// local.Config).
type LocalHost struct {
	// JobUIDs is the range runs lease a uid of their own from, "first-last";
	// "" means local.JobUIDsDefault.
	JobUIDs string
	// RlimitFallback lets runs go on, bounded by rlimits, where no cgroup
	// can be made for them; off, such a run fails as INFRA.
	RlimitFallback bool
	// MaxArtifactFiles and MaxArtifactBytes bound the files collected of
	// a run; zero means backends.ArtifactsMaxFilesDefault and
	// ArtifactsMaxBytesDefault.
	MaxArtifactFiles int
	MaxArtifactBytes int64
}

// newArtifacts builds the artifact service over the configured store, its
// links signed with a key derived from the secrets key.
func newArtifacts(cfg Config, publicURL string, db *ent.Client, log *slog.Logger) (*artifacts.Service, error) {
	st := cfg.Artifacts
	var err error
	switch {
	case st != nil:
	case strings.HasPrefix(cfg.ArtifactStore, "s3://"):
		st, err = artifacts.NewS3(context.Background(), cfg.ArtifactStore)
	case cfg.ArtifactStore != "":
		err = fmt.Errorf("artifact store %q: want s3://bucket/prefix, or none for the filesystem", cfg.ArtifactStore)
	default:
		st, err = artifacts.NewFS(filepath.Join(cfg.DataDir, "artifacts"))
	}
	if err != nil {
		return nil, err
	}
	key, err := cfg.Box.Derive(artifacts.LinkKeyPurpose)
	if err != nil {
		return nil, err
	}
	return artifacts.New(artifacts.Config{DB: db, Store: st, LinkKey: key, Retention: cfg.ArtifactRetention, TenantQuota: cfg.ArtifactTenantQuota,
		PublicURL: publicURL, Clock: cfg.ArtifactClock, Logger: log.With("component", "artifacts")})
}

// WireKeyPurpose is what the key that authenticates cluster runs' results
// (wireKey of DefaultBackends) is derived for from the secrets key.
const WireKeyPurpose = "everdict cluster wire v2"

// DefaultBackends are the real backends of this build: LOCAL (keeping its
// jobs' state under dataDir/local so a restarted server adopts them), NOMAD
// and K8S (with the cluster credential the spec names, used by the client
// only, never put in a job's environment; connecting only where netguard
// lets the runtime's owner reach; each run's result authenticated with a
// key derived from wireKey, which must be the same on every replica).
func DefaultBackends(dataDir string, host LocalHost, wireKey []byte, log *slog.Logger) map[runtime.Kind]scheduler.Factory {
	return map[runtime.Kind]scheduler.Factory{
		runtime.KindLocal: func(_ context.Context, t scheduler.Target, _ map[string]string) (backends.Backend, error) {
			return local.New(local.Config{
				DataDir:          filepath.Join(dataDir, "local"),
				Hardened:         t.Spec.Local != nil && t.Spec.Local.Hardened,
				Screenshot:       cdp.Screenshot,
				Logger:           log.With("runtime", t.Name),
				JobUIDs:          host.JobUIDs,
				RlimitFallback:   host.RlimitFallback,
				MaxArtifactFiles: host.MaxArtifactFiles,
				MaxArtifactBytes: host.MaxArtifactBytes,
			})
		},
		runtime.KindNomad: func(_ context.Context, t scheduler.Target, secrets map[string]string) (backends.Backend, error) {
			cfg, err := nomad.ConfigFor(t.Spec, secrets)
			if err != nil {
				return nil, err
			}
			cfg.Logger = log.With("runtime", t.Name)
			cfg.WireKey = wireKey
			cfg.HTTPClient = guardhttp.Client(netguard.For(t.OwnerTrusted), 0)
			return nomad.New(cfg)
		},
		runtime.KindK8s: func(_ context.Context, t scheduler.Target, secrets map[string]string) (backends.Backend, error) {
			cfg, err := k8s.ConfigFor(t.Spec, secrets)
			if err != nil {
				return nil, err
			}
			cfg.Logger = log.With("runtime", t.Name)
			cfg.WireKey = wireKey
			cfg.Dial = netguard.For(t.OwnerTrusted).DialContext
			return k8s.New(cfg)
		},
	}
}

// tracedBackends wraps every backend the factories build so its calls are
// spans (tracing.Backend); with no tp it returns factories as they are.
func tracedBackends(factories map[runtime.Kind]scheduler.Factory, tp trace.TracerProvider) map[runtime.Kind]scheduler.Factory {
	if tp == nil {
		return factories
	}
	out := make(map[runtime.Kind]scheduler.Factory, len(factories))
	for kind, f := range factories {
		out[kind] = func(ctx context.Context, t scheduler.Target, secrets map[string]string) (backends.Backend, error) {
			b, err := f(ctx, t, secrets)
			if err != nil {
				return nil, err
			}
			return tracing.Backend(b, tp, string(kind)), nil
		}
	}
	return out
}

// backendProbers lets probeRuntime ask a kind's real backend: the backend is
// built for the resolved version (with the secrets its spec names, resolved
// from the runtime owner's vault) and probed without a job.
func backendProbers(db *ent.Client, factories map[runtime.Kind]scheduler.Factory, kinds []runtime.Kind, v *vault.Vault) map[runtime.Kind]registry.ProberFunc {
	out := map[runtime.Kind]registry.ProberFunc{}
	for _, k := range kinds {
		f, ok := factories[k]
		if !ok {
			continue
		}
		d := scheduler.NewDispatcher(map[runtime.Kind]scheduler.Factory{k: f}, v)
		out[k] = func(ctx context.Context, r registry.Resolved) (runtime.Probeable, error) {
			owner, err := db.Tenant.Get(tenancy.System(ctx), r.Runtime.TenantID)
			if err != nil {
				return nil, err
			}
			b, err := d.For(ctx, scheduler.Target{
				TenantID: r.Runtime.TenantID, OwnerTrusted: owner.Trusted, RuntimeID: r.Runtime.ID, Name: r.Runtime.Name,
				VersionID: r.Version.ID, Version: r.Version.Version, Spec: r.Spec,
			})
			if err != nil {
				return nil, err
			}
			return probeable{b}, nil
		}
	}
	return out
}

// checkSecrets checks at register what a spec's secrets hold: a K8S
// runtime's kubeconfig must be usable (parse, context, no credential plugin
// or file reference). Messages never quote the secret.
func checkSecrets(v *vault.Vault) func(context.Context, int, runtime.RuntimeSpec) []runtime.Problem {
	return func(ctx context.Context, tenantID int, spec runtime.RuntimeSpec) []runtime.Problem {
		if spec.Kind != runtime.KindK8s || spec.K8s == nil || spec.K8s.KubeconfigSecret == "" {
			return nil
		}
		vals, err := v.Resolve(ctx, tenantID, secret.PurposeCLUSTER, []string{spec.K8s.KubeconfigSecret})
		if err != nil {
			return []runtime.Problem{{Field: "k8s.kubeconfigSecret", Message: "no CLUSTER secret of that name (set it with setSecret(purpose: CLUSTER))"}}
		}
		if err := k8s.CheckKubeconfig([]byte(vals[spec.K8s.KubeconfigSecret]), *spec.K8s); err != nil {
			return []runtime.Problem{{Field: "k8s.kubeconfigSecret", Message: "the kubeconfig cannot be used: " + err.Error()}}
		}
		return nil
	}
}

// probeable adapts a backend's Probe to the registry's port.
type probeable struct{ b backends.Backend }

func (p probeable) Probe(ctx context.Context) (runtime.ProbeResult, error) {
	r, err := p.b.Probe(ctx)
	if err != nil {
		return runtime.ProbeResult{}, err
	}
	return runtime.ProbeResult{Reachable: r.Reachable, Authenticated: r.Authenticated, Hardened: r.Hardened,
		Message: r.Message, Capabilities: []string{}}, nil
}

// metricsState is the operator's queue snapshot, as the metrics report it.
func (c *ControlPlane) metricsState(ctx context.Context) (metrics.State, error) {
	snap, err := c.Queue.Snapshot(tenancy.System(ctx))
	if err != nil {
		return metrics.State{}, err
	}
	var st metrics.State
	for _, t := range snap.Tenants {
		st.Tenants = append(st.Tenants, metrics.TenantState{Tenant: t.Tenant, Queued: t.Queued, Running: t.Running})
	}
	for _, r := range snap.Runtimes {
		desired := -1
		if r.Autoscale != nil {
			desired = r.Autoscale.Desired
		}
		st.Runtimes = append(st.Runtimes, metrics.RuntimeState{Runtime: r.Runtime, Shared: r.Shared, Slots: r.Slots, InUse: r.InFlight, Circuit: r.Circuit, Desired: desired})
	}
	return st, nil
}
