package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"net/url"
	"path/filepath"
	"time"

	"entgo.io/ent/dialect"
	"github.com/redis/go-redis/v9"

	"github.com/everdict/everdict/backends/local"
	"github.com/everdict/everdict/doctor"
	"github.com/everdict/everdict/ent"
	"github.com/everdict/everdict/secrets"
	"github.com/everdict/everdict/store"
	"github.com/everdict/everdict/tenancy"
)

// errUnhealthy makes `everdict doctor` exit non-zero after its report.
var errUnhealthy = errors.New("doctor: some checks failed")

// runDoctor checks this host and configuration and prints one screen about
// it. It applies no schema and creates no key; it returns errUnhealthy when
// a check failed.
func runDoctor(ctx context.Context, cfg config, stdout io.Writer) error {
	dc := doctor.Config{DataDir: cfg.DataDir, SecretKeyEnv: cfg.SecretKey}
	if cfg.DatabaseURL != "" && cfg.SecretKey != "" {
		dc.DataDir = "" // neither the database nor the key lives there
	}
	var db *store.DB
	// The control plane the runtimes are probed through is wired when the
	// store opens, outside the checks' timeout: wiring talks to nothing, and
	// under load (the race detector on two busy cores) it took most of it.
	var a *app
	var wireErr error
	defer func() {
		switch {
		case a != nil:
			a.close()
		case db != nil:
			db.Close()
		}
	}()
	dc.OpenDatabase = func(ctx context.Context) (doctor.Database, error) {
		var err error
		if db, err = store.Open(ctx, cfg.store()); err != nil {
			return nil, err
		}
		// Probing a cluster runtime opens its sealed credential: only with a key.
		if secrets.CheckKey(cfg.SecretKey, cfg.DataDir) == nil {
			w := &app{db: db}
			if wireErr = w.wireOnly(ctx, cfg); wireErr == nil {
				a = w
			}
		}
		return storeCheck{db: db, url: cfg.DatabaseURL, dir: cfg.DataDir}, nil
	}
	dc.Runtimes = func(ctx context.Context) ([]doctor.Probe, error) {
		if db == nil {
			return nil, doctor.Skipped("no database")
		}
		if v, err := db.Version(ctx); err != nil || v.Current == "" || v.Newer {
			return nil, doctor.Skipped("the schema is not this build's")
		}
		if wireErr != nil {
			return nil, wireErr
		}
		if a == nil {
			return nil, doctor.Skipped("the secret key cannot be read")
		}
		return probeRuntimes(ctx, a)
	}
	if cfg.RedisURL != "" {
		opts, err := redis.ParseURL(cfg.RedisURL)
		if err != nil {
			return fmt.Errorf("EVERDICT_REDIS_URL: %w", err)
		}
		rc := redis.NewClient(opts)
		defer rc.Close()
		dc.Redis = redisCheck{rc}
	}
	dc.Sandbox = func(ctx context.Context) doctor.Probe {
		b, err := local.New(local.Config{DataDir: filepath.Join(cfg.DataDir, "local"), Hardened: true,
			JobUIDs: cfg.Local.JobUIDs, RlimitFallback: cfg.Local.RlimitFallback})
		if err != nil {
			return doctor.Probe{Name: "local", Err: err}
		}
		p, err := b.Probe(ctx)
		return doctor.Probe{Name: "local", Reachable: p.Reachable, Hardened: p.Hardened, Message: p.Message, Err: err}
	}
	report := doctor.Run(ctx, dc)
	if err := report.Write(stdout); err != nil {
		return err
	}
	if !report.Healthy() {
		return errUnhealthy
	}
	return nil
}

// probeRuntimes probes every registered runtime as an OPERATOR of its
// owner would, through the control plane's own probers.
func probeRuntimes(ctx context.Context, a *app) ([]doctor.Probe, error) {
	sys := tenancy.System(ctx)
	rts, err := a.db.RegisteredRuntime.Query().WithTenant().Order(ent.Asc("name")).All(sys)
	if err != nil {
		return nil, fmt.Errorf("list runtimes: %w", err)
	}
	var out []doctor.Probe
	for _, rt := range rts {
		v := tenancy.Viewer{TenantID: rt.TenantID, Tenant: rt.Edges.Tenant.Slug, Subject: "doctor", Role: tenancy.RoleOperator}
		p, err := a.Registry.Probe(tenancy.NewContext(ctx, v), rt.Name, "")
		out = append(out, doctor.Probe{Name: rt.Name, Reachable: p.Reachable, Hardened: p.Hardened, Message: p.Message, Err: err})
	}
	return out, nil
}

// storeCheck is the doctor's view of the store.
type storeCheck struct {
	db  *store.DB
	url string
	dir string
}

func (s storeCheck) Describe() string {
	if s.db.Dialect != dialect.Postgres {
		return "SQLite at " + filepath.Join(s.dir, "everdict.db")
	}
	u, err := url.Parse(s.url)
	if err != nil {
		return "PostgreSQL"
	}
	return fmt.Sprintf("PostgreSQL at %s%s", u.Host, u.Path) // no user, password or query
}

func (s storeCheck) Ping(ctx context.Context) error { return s.db.Ping(ctx) }

func (s storeCheck) Schema(ctx context.Context) (doctor.Schema, error) {
	v, err := s.db.Version(ctx)
	return doctor.Schema{Current: v.Current, Latest: v.Latest, Pending: v.Pending, Newer: v.Newer}, err
}

func (s storeCheck) Now(ctx context.Context) (time.Time, bool, error) {
	if s.db.Dialect != dialect.Postgres {
		return time.Time{}, false, nil
	}
	var now time.Time
	err := s.db.SQL.QueryRowContext(ctx, "SELECT now()").Scan(&now)
	return now, true, err
}

type redisCheck struct{ c *redis.Client }

func (r redisCheck) Ping(ctx context.Context) error { return r.c.Ping(ctx).Err() }

func (r redisCheck) Now(ctx context.Context) (time.Time, error) { return r.c.Time(ctx).Result() }
