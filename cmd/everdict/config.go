package main

import (
	"fmt"
	"github.com/everdict/everdict/artifacts"
	"log/slog"
	"math"
	"net/url"
	"os"
	"strconv"
	"strings"
	"time"

	"go.opentelemetry.io/otel/trace"

	"github.com/everdict/everdict/controlplane"
	"github.com/everdict/everdict/retention"
	"github.com/everdict/everdict/run"
	"github.com/everdict/everdict/server"
	"github.com/everdict/everdict/store"
	"github.com/everdict/everdict/tracing"
)

// config is everything the binary reads from its environment. Every variable
// is listed in the README's configuration table.
type config struct {
	Addr string // EVERDICT_ADDR
	// PublicURL is EVERDICT_PUBLIC_URL: where agents behind a front door
	// call back; "" means http:// and the address serve listens on.
	PublicURL     string
	DataDir       string // EVERDICT_DATA_DIR
	DatabaseURL   string // EVERDICT_DATABASE_URL
	RedisURL      string // EVERDICT_REDIS_URL
	RedisPrefix   string // EVERDICT_REDIS_PREFIX
	SecretKey     string // EVERDICT_SECRET_KEY (never logged)
	Introspection bool   // EVERDICT_INTROSPECTION
	MaxComplexity int    // EVERDICT_MAX_COMPLEXITY
	MaxBodyBytes  int64  // EVERDICT_MAX_BODY_BYTES
	// BodyTimeout is EVERDICT_BODY_TIMEOUT: the time a client has to send a
	// request's body.
	BodyTimeout time.Duration
	// Submits is EVERDICT_SUBMIT_RATE and EVERDICT_SUBMIT_BURST (each
	// token's submits a second, and at once), EVERDICT_MAX_SEED_BYTES (a
	// run's seed files) and EVERDICT_TENANT_SEED_BYTES (a tenant's queued
	// seed files).
	Submits      run.Limits
	LogLevel     slog.Level
	LogFormat    string        // EVERDICT_LOG_FORMAT: text | json
	ReplicaID    string        // EVERDICT_REPLICA_ID
	LeaseTTL     time.Duration // EVERDICT_LEASE_TTL
	LogRetention time.Duration // EVERDICT_LOG_RETENTION: a duration, or "forever"
	// ArtifactStore is EVERDICT_ARTIFACT_STORE: "" keeps artifacts under
	// EVERDICT_DATA_DIR/artifacts, s3://bucket/prefix in S3.
	ArtifactStore string
	// ArtifactRetention is EVERDICT_ARTIFACT_RETENTION: how long a run's
	// artifacts are kept (at least 1h).
	ArtifactRetention time.Duration
	// ArtifactTenantQuota is EVERDICT_ARTIFACT_TENANT_QUOTA: the bytes one
	// tenant's artifacts may hold in the store.
	ArtifactTenantQuota int64
	// MetricsDetailed is EVERDICT_METRICS_DETAILED: label the scheduler's
	// series by tenant slug and runtime name (one series per tenant).
	MetricsDetailed bool
	// DebugAddr is EVERDICT_DEBUG_ADDR: serve Go's profiler (net/http/pprof)
	// on a listener of its own there; "" serves none.
	DebugAddr string
	// Tracing is OTEL_EXPORTER_OTLP_ENDPOINT (or _TRACES_ENDPOINT): serve
	// exports spans there; unset, it traces nothing.
	Tracing tracing.Config
	// Local is EVERDICT_JOB_UIDS and EVERDICT_LOCAL_RLIMIT_FALLBACK: how
	// LOCAL runs (and a runner's) use this host.
	Local controlplane.LocalHost
	// noMigrate is serve's --no-migrate: apply no migration and refuse a
	// schema that is not this build's (store.CheckSchema).
	noMigrate bool
	// tracer is serve's tracer provider (nil: tracing off), set before it
	// wires the control plane.
	tracer trace.TracerProvider
}

// embeddedReplicaID is the replica id on the embedded default: SQLite serves
// one process, so its id is stable and a restart takes its runs back at once.
const embeddedReplicaID = "embedded"

// loadConfig reads the environment through getenv. It refuses values it cannot
// parse rather than guessing.
func loadConfig(getenv func(string) string) (config, error) {
	c := config{
		Addr:          or(getenv("EVERDICT_ADDR"), server.AddrDefault),
		PublicURL:     getenv("EVERDICT_PUBLIC_URL"),
		DataDir:       or(getenv("EVERDICT_DATA_DIR"), store.DataDirDefault),
		DatabaseURL:   getenv("EVERDICT_DATABASE_URL"),
		RedisURL:      getenv("EVERDICT_REDIS_URL"),
		RedisPrefix:   getenv("EVERDICT_REDIS_PREFIX"),
		SecretKey:     getenv("EVERDICT_SECRET_KEY"),
		Introspection: true,
		MaxComplexity: server.MaxComplexityDefault,
		MaxBodyBytes:  server.MaxBodyBytesDefault,
		BodyTimeout:   server.BodyTimeoutDefault,
		Submits: run.Limits{SubmitRate: run.SubmitRateDefault, SubmitBurst: run.SubmitBurstDefault,
			MaxSeedBytes: run.MaxSeedBytesDefault, TenantSeedBytes: run.TenantSeedBytesDefault},
		LogFormat: or(getenv("EVERDICT_LOG_FORMAT"), "text"),
		ReplicaID: getenv("EVERDICT_REPLICA_ID"),
		DebugAddr: getenv("EVERDICT_DEBUG_ADDR"),
		Tracing:   tracing.FromEnv(getenv),
		Local:     controlplane.LocalHost{JobUIDs: getenv("EVERDICT_JOB_UIDS")},
	}
	if c.ReplicaID == "" && c.DatabaseURL == "" {
		c.ReplicaID = embeddedReplicaID
	}
	var err error
	if c.PublicURL != "" {
		if u, err := url.Parse(c.PublicURL); err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" || u.User != nil || u.RawQuery != "" {
			return c, fmt.Errorf("EVERDICT_PUBLIC_URL: want an http or https URL with a host and no credentials or query, such as https://everdict.example.com")
		}
	}
	if v := getenv("EVERDICT_INTROSPECTION"); v != "" {
		if c.Introspection, err = strconv.ParseBool(v); err != nil {
			return c, fmt.Errorf("EVERDICT_INTROSPECTION=%q: want true or false", v)
		}
	}
	if v := getenv("EVERDICT_MAX_COMPLEXITY"); v != "" {
		if c.MaxComplexity, err = strconv.Atoi(v); err != nil || c.MaxComplexity <= 0 {
			return c, fmt.Errorf("EVERDICT_MAX_COMPLEXITY=%q: want a positive integer", v)
		}
	}
	if v := getenv("EVERDICT_MAX_BODY_BYTES"); v != "" {
		if c.MaxBodyBytes, err = strconv.ParseInt(v, 10, 64); err != nil || c.MaxBodyBytes <= 0 {
			return c, fmt.Errorf("EVERDICT_MAX_BODY_BYTES=%q: want a positive integer", v)
		}
	}
	if v := getenv("EVERDICT_BODY_TIMEOUT"); v != "" {
		if c.BodyTimeout, err = time.ParseDuration(v); err != nil || c.BodyTimeout < time.Second {
			return c, fmt.Errorf("EVERDICT_BODY_TIMEOUT=%q: want a duration of at least 1s, like 30s", v)
		}
	}
	if v := getenv("EVERDICT_SUBMIT_RATE"); v != "" {
		if c.Submits.SubmitRate, err = strconv.ParseFloat(v, 64); err != nil || !(c.Submits.SubmitRate > 0) || math.IsInf(c.Submits.SubmitRate, 0) {
			return c, fmt.Errorf("EVERDICT_SUBMIT_RATE=%q: want a positive number of submits a second, like 5 or 0.5", v)
		}
	}
	if v := getenv("EVERDICT_SUBMIT_BURST"); v != "" {
		if c.Submits.SubmitBurst, err = strconv.Atoi(v); err != nil || c.Submits.SubmitBurst <= 0 {
			return c, fmt.Errorf("EVERDICT_SUBMIT_BURST=%q: want a positive integer", v)
		}
	}
	if v := getenv("EVERDICT_MAX_SEED_BYTES"); v != "" {
		if c.Submits.MaxSeedBytes, err = strconv.ParseInt(v, 10, 64); err != nil || c.Submits.MaxSeedBytes <= 0 {
			return c, fmt.Errorf("EVERDICT_MAX_SEED_BYTES=%q: want a positive integer", v)
		}
	}
	if v := getenv("EVERDICT_TENANT_SEED_BYTES"); v != "" {
		if c.Submits.TenantSeedBytes, err = strconv.ParseInt(v, 10, 64); err != nil || c.Submits.TenantSeedBytes <= 0 {
			return c, fmt.Errorf("EVERDICT_TENANT_SEED_BYTES=%q: want a positive integer", v)
		}
	}
	if v := getenv("EVERDICT_LOG_LEVEL"); v != "" {
		if err := c.LogLevel.UnmarshalText([]byte(v)); err != nil {
			return c, fmt.Errorf("EVERDICT_LOG_LEVEL=%q: want debug, info, warn or error", v)
		}
	}
	if v := getenv("EVERDICT_LEASE_TTL"); v != "" {
		if c.LeaseTTL, err = time.ParseDuration(v); err != nil || c.LeaseTTL < time.Second {
			return c, fmt.Errorf("EVERDICT_LEASE_TTL=%q: want a duration of at least 1s, like 30s", v)
		}
	}
	if v := getenv("EVERDICT_LOCAL_RLIMIT_FALLBACK"); v != "" {
		if c.Local.RlimitFallback, err = strconv.ParseBool(v); err != nil {
			return c, fmt.Errorf("EVERDICT_LOCAL_RLIMIT_FALLBACK=%q: want true or false", v)
		}
	}
	if v := getenv("EVERDICT_METRICS_DETAILED"); v != "" {
		if c.MetricsDetailed, err = strconv.ParseBool(v); err != nil {
			return c, fmt.Errorf("EVERDICT_METRICS_DETAILED=%q: want true or false", v)
		}
	}
	switch v := getenv("EVERDICT_LOG_RETENTION"); v {
	case "":
	case "forever":
		c.LogRetention = retention.KeepForever
	default:
		if c.LogRetention, err = time.ParseDuration(v); err != nil || c.LogRetention < time.Hour {
			return c, fmt.Errorf("EVERDICT_LOG_RETENTION=%q: want a duration of at least 1h, like 720h, or forever", v)
		}
	}
	c.ArtifactStore = getenv("EVERDICT_ARTIFACT_STORE")
	if v := c.ArtifactStore; v != "" {
		if _, _, err := artifacts.ParseS3URL(v); err != nil {
			return c, fmt.Errorf("EVERDICT_ARTIFACT_STORE=%q: want s3://bucket/prefix, or unset for the data dir", v)
		}
	}
	if v := getenv("EVERDICT_ARTIFACT_RETENTION"); v != "" {
		if c.ArtifactRetention, err = time.ParseDuration(v); err != nil || c.ArtifactRetention < time.Hour {
			return c, fmt.Errorf("EVERDICT_ARTIFACT_RETENTION=%q: want a duration of at least 1h, like 720h", v)
		}
	}
	if v := getenv("EVERDICT_ARTIFACT_TENANT_QUOTA"); v != "" {
		if c.ArtifactTenantQuota, err = strconv.ParseInt(v, 10, 64); err != nil || c.ArtifactTenantQuota <= 0 {
			return c, fmt.Errorf("EVERDICT_ARTIFACT_TENANT_QUOTA=%q: want a positive number of bytes, like 10737418240", v)
		}
	}
	if c.LogFormat != "text" && c.LogFormat != "json" {
		return c, fmt.Errorf("EVERDICT_LOG_FORMAT=%q: want text or json", c.LogFormat)
	}
	return c, nil
}

func (c config) logger() *slog.Logger {
	opts := &slog.HandlerOptions{Level: c.LogLevel}
	if strings.EqualFold(c.LogFormat, "json") {
		return slog.New(slog.NewJSONHandler(os.Stderr, opts))
	}
	return slog.New(slog.NewTextHandler(os.Stderr, opts))
}

func (c config) store() store.Config {
	return store.Config{DatabaseURL: c.DatabaseURL, DataDir: c.DataDir}
}

func or(v, def string) string {
	if v == "" {
		return def
	}
	return v
}
