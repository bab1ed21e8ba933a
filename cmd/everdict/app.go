package main

import (
	"context"
	"fmt"
	"io"
	"log/slog"
	"net"
	"sync"

	"github.com/redis/go-redis/v9"

	"github.com/everdict/everdict/auth"
	"github.com/everdict/everdict/resolvers"
	"github.com/everdict/everdict/runtime"
	"github.com/everdict/everdict/runtime/registry"
	"github.com/everdict/everdict/secrets"
	"github.com/everdict/everdict/secrets/vault"
	"github.com/everdict/everdict/server"
	"github.com/everdict/everdict/store"
	"github.com/everdict/everdict/tenancy"
)

// app is the wired control plane: the database and the services over it.
type app struct {
	cfg      config
	log      *slog.Logger
	db       *store.DB
	auth     *auth.Service
	registry *registry.Registry
	vault    *vault.Vault
	redis    *redis.Client
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
	if cfg.RedisURL != "" {
		opts, err := redis.ParseURL(cfg.RedisURL)
		if err != nil {
			db.Close()
			return nil, fmt.Errorf("EVERDICT_REDIS_URL: %w", err)
		}
		a.redis = redis.NewClient(opts)
	}
	return a, nil
}

func (a *app) close() {
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
	srv, err := server.New(server.Config{
		Addr:                 cfg.Addr,
		Resolver:             &resolvers.Resolver{DB: a.db.Client, Registry: a.registry, Vault: a.vault},
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
