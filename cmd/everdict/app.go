package main

import (
	"context"
	"fmt"
	"io"
	"net"
	"time"

	"github.com/redis/go-redis/v9"

	"github.com/everdict/everdict/auth"
	"github.com/everdict/everdict/controlplane"
	"github.com/everdict/everdict/secrets"
	"github.com/everdict/everdict/server"
	"github.com/everdict/everdict/store"
	"github.com/everdict/everdict/tenancy"
	"github.com/everdict/everdict/tracing"
)

// app is the binary's control plane and what it owns: the database and the
// Redis connection.
type app struct {
	*controlplane.ControlPlane
	db    *store.DB
	redis *redis.Client
}

// open connects to the database, applies the schema (or, with
// cfg.noMigrate, checks it is this build's), loads the secret key
// and wires the control plane.
func open(ctx context.Context, cfg config) (*app, error) {
	a, err := openStore(ctx, cfg)
	if err != nil {
		return nil, err
	}
	if err := a.wireOnly(ctx, cfg); err != nil {
		a.close()
		return nil, err
	}
	return a, nil
}

// openStore connects to the database and applies the schema (or, with
// cfg.noMigrate, checks it is this build's); wireOnly then wires the
// control plane.
func openStore(ctx context.Context, cfg config) (*app, error) {
	db, err := store.Open(ctx, cfg.store())
	if err != nil {
		return nil, err
	}
	a := &app{db: db}
	migrate := a.db.Migrate
	if cfg.noMigrate {
		migrate = a.db.CheckSchema
	}
	if err := migrate(ctx); err != nil {
		a.close()
		return nil, err
	}
	return a, nil
}

// wireOnly builds the control plane over a database whose schema is applied.
func (a *app) wireOnly(_ context.Context, cfg config) error {
	key, err := secrets.LoadKey(cfg.SecretKey, cfg.DataDir)
	if err != nil {
		return err
	}
	box, err := secrets.NewBox(key)
	if err != nil {
		return err
	}
	pc := controlplane.Config{
		DB:                  a.db,
		Box:                 box,
		DataDir:             cfg.DataDir,
		PublicURL:           cfg.PublicURL,
		Local:               cfg.Local,
		Logger:              cfg.logger(),
		ReplicaID:           cfg.ReplicaID,
		LeaseTTL:            cfg.LeaseTTL,
		LogRetention:        cfg.LogRetention,
		ArtifactStore:       cfg.ArtifactStore,
		ArtifactRetention:   cfg.ArtifactRetention,
		ArtifactTenantQuota: cfg.ArtifactTenantQuota,
		MetricsDetailed:     cfg.MetricsDetailed,
		Tracer:              cfg.tracer,
		Submits:             cfg.Submits,
		Server: server.Config{
			Addr:                 cfg.Addr,
			DisableIntrospection: !cfg.Introspection,
			MaxComplexity:        cfg.MaxComplexity,
			MaxBodyBytes:         cfg.MaxBodyBytes,
			BodyTimeout:          cfg.BodyTimeout,
		},
	}
	if cfg.RedisURL != "" {
		opts, err := redis.ParseURL(cfg.RedisURL)
		if err != nil {
			return fmt.Errorf("EVERDICT_REDIS_URL: %w", err)
		}
		a.redis = redis.NewClient(opts)
		pc.Redis = a.redis
		pc.RedisPrefix = cfg.RedisPrefix
	}
	a.ControlPlane, err = controlplane.New(pc)
	return err
}

func (a *app) close() {
	if a.ControlPlane != nil {
		a.ControlPlane.Close()
	}
	if a.redis != nil {
		a.redis.Close()
	}
	a.db.Close()
}

func (a *app) createToken(ctx context.Context, tenant, subject, role string, expires time.Duration) (string, error) {
	r, err := tenancy.ParseRole(role)
	if err != nil {
		return "", err
	}
	return a.Auth.IssueToken(ctx, auth.Issue{Tenant: tenant, Subject: subject, Role: r, ExpiresIn: expires})
}

func serve(ctx context.Context, cfg config, stdout io.Writer) error {
	tc := cfg.Tracing
	tc.Instance, tc.Logger = cfg.ReplicaID, cfg.logger()
	tr, err := tracing.Start(ctx, tc)
	if err != nil {
		return err
	}
	// Runs after the control plane closed: the spans its last runs ended
	// are exported before the process exits.
	defer func() {
		if err := tr.Stop(context.WithoutCancel(ctx)); err != nil {
			tc.Logger.Warn("tracing: the last spans were not exported", "err", err)
		}
	}()
	cfg.tracer = tr.Provider()
	if cfg.DebugAddr != "" {
		stop, err := serveDebug(ctx, cfg.DebugAddr, stdout, tc.Logger)
		if err != nil {
			return err
		}
		defer stop()
	}
	a, err := openStore(ctx, cfg)
	if err != nil {
		return err
	}
	defer a.close()
	// The listener comes before the wiring: the address it got
	// (EVERDICT_ADDR may say port 0) is where front-door agents call back,
	// unless EVERDICT_PUBLIC_URL says otherwise. Connections wait in its
	// backlog until the server serves.
	l, err := net.Listen("tcp", cfg.Addr)
	if err != nil {
		return fmt.Errorf("listen: %w", err)
	}
	defer l.Close()
	if cfg.PublicURL == "" {
		cfg.PublicURL = "http://" + l.Addr().String()
	}
	if err := a.wireOnly(ctx, cfg); err != nil {
		return err
	}
	tok, err := a.Bootstrap(ctx)
	if err != nil {
		return err
	}
	if tok != "" {
		fmt.Fprintf(stdout, "Bootstrapped tenant %q. Its OPERATOR token (shown once, keep it):\n\n  %s\n\n", auth.DefaultTenant, tok)
	}
	// Running jobs outlive this process: Close detaches them, and this
	// replica's next start (stable id) or a peer (once the leases lapse)
	// adopts them.
	if err := a.Start(ctx); err != nil {
		return err
	}
	fmt.Fprintf(stdout, "Everdict on http://%s (web app at /, GraphiQL at /graphiql)\n", l.Addr())
	return a.Server.Serve(ctx, l)
}
