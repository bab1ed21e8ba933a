package main

import (
	"context"
	"fmt"
	"io"
	"log/slog"
	"net"
	"path/filepath"
	"slices"
	"sync"

	"github.com/redis/go-redis/v9"

	"github.com/everdict/everdict/auth"
	"github.com/everdict/everdict/backends"
	"github.com/everdict/everdict/backends/local"
	"github.com/everdict/everdict/evalcase"
	"github.com/everdict/everdict/events"
	"github.com/everdict/everdict/ledger"
	"github.com/everdict/everdict/resolvers"
	"github.com/everdict/everdict/run"
	"github.com/everdict/everdict/runtime"
	"github.com/everdict/everdict/runtime/registry"
	"github.com/everdict/everdict/scheduler"
	"github.com/everdict/everdict/secrets"
	"github.com/everdict/everdict/secrets/vault"
	"github.com/everdict/everdict/server"
	"github.com/everdict/everdict/store"
	"github.com/everdict/everdict/tenancy"
	"github.com/everdict/everdict/watch"
	"github.com/everdict/everdict/webhook"
)

// app is the wired control plane: the database and the services over it.
type app struct {
	cfg       config
	log       *slog.Logger
	db        *store.DB
	auth      *auth.Service
	registry  *registry.Registry
	vault     *vault.Vault
	runs      *run.Service
	scheduler *scheduler.Scheduler
	webhooks  *webhook.Notifier
	events    events.Bus
	redis     *redis.Client
}

// open connects to the database and applies the schema.
func open(ctx context.Context, cfg config) (*app, error) {
	log := cfg.logger()
	db, err := store.Open(ctx, cfg.store())
	if err != nil {
		return nil, err
	}
	if err := db.Migrate(ctx); err != nil {
		db.Close()
		return nil, err
	}
	key, err := secrets.LoadKey(cfg.SecretKey, cfg.DataDir)
	if err != nil {
		db.Close()
		return nil, err
	}
	box, err := secrets.NewBox(key)
	if err != nil {
		db.Close()
		return nil, err
	}
	host := sync.OnceValue(func() []string {
		return runtime.DetectCapabilities(context.Background(), runtime.ProbeConfig{})
	})
	a := &app{
		cfg:   cfg,
		log:   log,
		db:    db,
		auth:  auth.NewService(db.Client, log, nil),
		vault: vault.New(db.Client, box, log),
		registry: registry.New(registry.Config{
			DB:               db.Client,
			HostCapabilities: func(context.Context) []string { return host() },
			Logger:           log,
		}),
	}
	// Events and the ledger live in process, or in Redis so that replicas
	// share one capacity budget and every subscriber sees every event.
	var (
		bus  events.Bus    = events.NewMemory(events.MemoryConfig{Logger: log})
		ledg ledger.Ledger = ledger.NewMemory(ledger.MemoryConfig{Logger: log})
	)
	if cfg.RedisURL != "" {
		opts, err := redis.ParseURL(cfg.RedisURL)
		if err != nil {
			db.Close()
			return nil, fmt.Errorf("EVERDICT_REDIS_URL: %w", err)
		}
		a.redis = redis.NewClient(opts)
		if bus, err = events.NewRedis(events.RedisConfig{Client: a.redis, Logger: log}); err != nil {
			a.close()
			return nil, err
		}
		if ledg, err = ledger.NewRedis(ledger.RedisConfig{Client: a.redis, Logger: log}); err != nil {
			a.close()
			return nil, err
		}
	}
	a.events = bus
	a.scheduler = scheduler.New(scheduler.Config{
		DB:       db.Client,
		Runs:     runsOf{a},
		Backends: scheduler.NewDispatcher(backendFactories(cfg, log), a.vault),
		Ledger:   ledg,
		Secrets:  a.vault,
		Events:   bus,
		Logger:   log,
	})
	a.webhooks = webhook.New(webhook.Config{DB: db.Client, Box: box, Logger: log})
	a.runs = run.NewService(run.Config{
		DB:           db.Client,
		Runtimes:     a.registry,
		Queue:        a.scheduler,
		Notifier:     a.webhooks,
		Events:       bus,
		HardenedHost: func() bool { return slices.Contains(host(), runtime.CapSandbox) },
		Logger:       log,
	})
	return a, nil
}

func (a *app) close() {
	if a.events != nil {
		a.events.Close()
	}
	if a.redis != nil {
		a.redis.Close()
	}
	a.db.Close()
}

func (a *app) createToken(ctx context.Context, tenant, subject, role string) (string, error) {
	r, err := tenancy.ParseRole(role)
	if err != nil {
		return "", err
	}
	return a.auth.CreateToken(ctx, tenant, subject, r)
}

// runsOf lets the scheduler reach the run service built after it.
type runsOf struct{ a *app }

func (r runsOf) Start(ctx context.Context, id int, redispatch bool) (bool, error) {
	return r.a.runs.Start(ctx, id, redispatch)
}

func (r runsOf) Settle(ctx context.Context, id int, res *evalcase.Result, f *run.Failure) (bool, error) {
	return r.a.runs.Settle(ctx, id, res, f)
}

// backendFactories builds each runtime kind's backends. LOCAL jobs keep their
// state under the data directory, so a restarted server adopts them.
func backendFactories(cfg config, log *slog.Logger) map[runtime.Kind]scheduler.Factory {
	return map[runtime.Kind]scheduler.Factory{
		runtime.KindLocal: func(_ context.Context, t scheduler.Target, _ map[string]string) (backends.Backend, error) {
			return local.New(local.Config{
				DataDir:  filepath.Join(cfg.DataDir, "local"),
				Hardened: t.Spec.Local != nil && t.Spec.Local.Hardened,
				Logger:   log.With("runtime", t.Name),
			})
		},
	}
}

// bootstrap prepares an empty database (tenant default, its OPERATOR token,
// the shared LOCAL runtime local) and prints the token once.
func (a *app) bootstrap(ctx context.Context, stdout io.Writer) error {
	tok, err := a.auth.Bootstrap(ctx)
	if err != nil {
		return err
	}
	if tok == "" {
		return nil
	}
	if err := bootstrapLocalRuntime(ctx, a.db, a.registry); err != nil {
		return err
	}
	fmt.Fprintf(stdout, "Bootstrapped tenant %q. Its OPERATOR token (shown once, keep it):\n\n  %s\n\n", auth.DefaultTenant, tok)
	return nil
}

func serve(ctx context.Context, cfg config, stdout io.Writer) error {
	a, err := open(ctx, cfg)
	if err != nil {
		return err
	}
	defer a.close()
	if err := a.bootstrap(ctx, stdout); err != nil {
		return err
	}
	ready := []server.ReadyCheck{{Name: "database", Check: a.db.Ping}}
	if a.redis != nil {
		ready = append(ready, server.ReadyCheck{Name: "redis", Check: func(ctx context.Context) error {
			return a.redis.Ping(ctx).Err()
		}})
	}
	a.scheduler.Start()
	defer a.scheduler.Stop() // detaches running jobs: the next start adopts them
	if _, err := a.scheduler.Recover(ctx); err != nil {
		return err
	}
	srv, err := server.New(server.Config{
		Addr: cfg.Addr,
		Resolver: &resolvers.Resolver{DB: a.db.Client, Registry: a.registry, Vault: a.vault,
			Auth: a.auth, Runs: a.runs, Scheduler: a.scheduler, Webhooks: a.webhooks,
			Watch: watch.New(a.db.Client, a.events, a.scheduler, a.log)},
		Auth:                 a.auth,
		Logger:               a.log,
		DisableIntrospection: !cfg.Introspection,
		MaxComplexity:        cfg.MaxComplexity,
		MaxBodyBytes:         cfg.MaxBodyBytes,
		Ready:                ready,
	})
	if err != nil {
		return err
	}
	l, err := net.Listen("tcp", cfg.Addr)
	if err != nil {
		return fmt.Errorf("listen: %w", err)
	}
	fmt.Fprintf(stdout, "Everdict on http://%s (GraphiQL at /graphiql)\n", l.Addr())
	return srv.Serve(ctx, l)
}
