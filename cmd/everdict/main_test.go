package main

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"io"
	"net/http"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"

	"github.com/everdict/everdict/retention"
	"github.com/everdict/everdict/run"
	"github.com/everdict/everdict/store/storetest"
)

func TestLoadConfig(t *testing.T) {
	t.Parallel()
	cases := map[string]struct {
		env     map[string]string
		check   func(config) bool
		wantErr string
	}{
		"no variables give the embedded default": {
			env: map[string]string{},
			check: func(c config) bool {
				return c.Addr == "127.0.0.1:8080" && c.DataDir == ".everdict" && c.DatabaseURL == "" && c.Introspection
			},
		},
		"introspection can be turned off": {
			env:   map[string]string{"EVERDICT_INTROSPECTION": "false"},
			check: func(c config) bool { return !c.Introspection },
		},
		"an unparsable boolean is refused":   {env: map[string]string{"EVERDICT_INTROSPECTION": "nope"}, wantErr: "EVERDICT_INTROSPECTION"},
		"a zero complexity limit is refused": {env: map[string]string{"EVERDICT_MAX_COMPLEXITY": "0"}, wantErr: "EVERDICT_MAX_COMPLEXITY"},
		"a negative body limit is refused":   {env: map[string]string{"EVERDICT_MAX_BODY_BYTES": "-5"}, wantErr: "EVERDICT_MAX_BODY_BYTES"},
		"an unknown log level is refused":    {env: map[string]string{"EVERDICT_LOG_LEVEL": "loud"}, wantErr: "EVERDICT_LOG_LEVEL"},
		"an unknown log format is refused":   {env: map[string]string{"EVERDICT_LOG_FORMAT": "xml"}, wantErr: "EVERDICT_LOG_FORMAT"},
		"an artifact store is an s3 url": {
			env: map[string]string{"EVERDICT_ARTIFACT_STORE": "s3://evidence/runs", "EVERDICT_ARTIFACT_RETENTION": "168h"},
			check: func(c config) bool {
				return c.ArtifactStore == "s3://evidence/runs" && c.ArtifactRetention == 168*time.Hour
			},
		},
		"an artifact store of another scheme is refused": {env: map[string]string{"EVERDICT_ARTIFACT_STORE": "gs://evidence"}, wantErr: "EVERDICT_ARTIFACT_STORE"},
		"an artifact retention under an hour is refused": {env: map[string]string{"EVERDICT_ARTIFACT_RETENTION": "5m"}, wantErr: "EVERDICT_ARTIFACT_RETENTION"},
		"a log retention is a duration": {
			env:   map[string]string{"EVERDICT_LOG_RETENTION": "168h"},
			check: func(c config) bool { return c.LogRetention == 168*time.Hour },
		},
		"log retention forever keeps the logs": {
			env:   map[string]string{"EVERDICT_LOG_RETENTION": "forever"},
			check: func(c config) bool { return c.LogRetention == retention.KeepForever },
		},
		"a log retention under an hour is refused": {env: map[string]string{"EVERDICT_LOG_RETENTION": "5m"}, wantErr: "EVERDICT_LOG_RETENTION"},
		"metrics are per tenant only when asked": {
			env:   map[string]string{"EVERDICT_METRICS_DETAILED": "true"},
			check: func(c config) bool { return c.MetricsDetailed },
		},
		"metrics are not per tenant by default": {
			env:   map[string]string{},
			check: func(c config) bool { return !c.MetricsDetailed },
		},
		"an unparsable metrics setting is refused": {env: map[string]string{"EVERDICT_METRICS_DETAILED": "lots"}, wantErr: "EVERDICT_METRICS_DETAILED"},
		"the profiler listens only when asked": {
			env:   map[string]string{"EVERDICT_DEBUG_ADDR": "127.0.0.1:6060"},
			check: func(c config) bool { return c.DebugAddr == "127.0.0.1:6060" },
		},
		"a body timeout is a duration": {
			env:   map[string]string{"EVERDICT_BODY_TIMEOUT": "5s"},
			check: func(c config) bool { return c.BodyTimeout == 5*time.Second },
		},
		"a body timeout under a second is refused": {env: map[string]string{"EVERDICT_BODY_TIMEOUT": "10ms"}, wantErr: "EVERDICT_BODY_TIMEOUT"},
		"submit bounds default to run's": {
			env: map[string]string{},
			check: func(c config) bool {
				return c.Submits == run.Limits{SubmitRate: run.SubmitRateDefault, SubmitBurst: run.SubmitBurstDefault,
					MaxSeedBytes: run.MaxSeedBytesDefault, TenantSeedBytes: run.TenantSeedBytesDefault}
			},
		},
		"submit bounds are set from the environment": {
			env: map[string]string{"EVERDICT_SUBMIT_RATE": "0.5", "EVERDICT_SUBMIT_BURST": "3",
				"EVERDICT_MAX_SEED_BYTES": "1000", "EVERDICT_TENANT_SEED_BYTES": "5000"},
			check: func(c config) bool {
				return c.Submits == run.Limits{SubmitRate: 0.5, SubmitBurst: 3, MaxSeedBytes: 1000, TenantSeedBytes: 5000}
			},
		},
		"a submit rate of zero is refused":    {env: map[string]string{"EVERDICT_SUBMIT_RATE": "0"}, wantErr: "EVERDICT_SUBMIT_RATE"},
		"a submit burst of zero is refused":   {env: map[string]string{"EVERDICT_SUBMIT_BURST": "0"}, wantErr: "EVERDICT_SUBMIT_BURST"},
		"a negative seed limit is refused":    {env: map[string]string{"EVERDICT_MAX_SEED_BYTES": "-1"}, wantErr: "EVERDICT_MAX_SEED_BYTES"},
		"an unparsable seed quota is refused": {env: map[string]string{"EVERDICT_TENANT_SEED_BYTES": "1GB"}, wantErr: "EVERDICT_TENANT_SEED_BYTES"},
		"no OTLP endpoint leaves tracing off": {
			env:   map[string]string{},
			check: func(c config) bool { return !c.Tracing.Enabled() },
		},
		"an OTLP endpoint turns tracing on": {
			env:   map[string]string{"OTEL_EXPORTER_OTLP_ENDPOINT": "http://127.0.0.1:4318"},
			check: func(c config) bool { return c.Tracing.Enabled() && c.Tracing.Endpoint == "http://127.0.0.1:4318" },
		},
	}
	for name, tc := range cases {
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			c, err := loadConfig(func(k string) string { return tc.env[k] })
			if tc.wantErr != "" {
				if err == nil || !strings.Contains(err.Error(), tc.wantErr) {
					t.Fatalf("err = %v, want one naming %s", err, tc.wantErr)
				}
				return
			}
			if err != nil || !tc.check(c) {
				t.Errorf("config = %+v, %v", c, err)
			}
		})
	}
}

func TestUnknownCommandIsAUsageError(t *testing.T) {
	t.Parallel()
	err := runCommand(context.Background(), []string{"frobnicate"}, func(string) string { return "" }, io.Discard, io.Discard)
	if _, ok := err.(usageError); !ok {
		t.Errorf("err = %v, want a usage error", err)
	}
}

// TestServeOnEmbeddedDefault is the README's first command: serve with no
// configuration but a data directory, then ask viewer with the printed token.
func TestServeOnEmbeddedDefault(t *testing.T) {
	t.Parallel()
	env := map[string]string{"EVERDICT_ADDR": "127.0.0.1:0"}
	for k, v := range envFor(t) {
		env[k] = v
	}
	ctx, cancel := context.WithCancel(context.Background())
	pr, pw := io.Pipe()
	done := make(chan error, 1)
	go func() {
		done <- runCommand(ctx, []string{"serve"}, func(k string) string { return env[k] }, pw, io.Discard)
		pw.Close()
	}()
	token, base := scanServeOutput(t, pr)
	go io.Copy(io.Discard, pr) //nolint:errcheck // drain

	body := `{"query":"{ viewer { tenant { slug } role } runtimes(first: 5) { edges { node { name kind shared } } } }"}`
	req, _ := http.NewRequest(http.MethodPost, base+"/graphql", strings.NewReader(body))
	req.Header.Set("Authorization", "Bearer "+token)
	req.Header.Set("Content-Type", "application/json")
	res, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	var got struct {
		Data map[string]any `json:"data"`
	}
	_ = json.NewDecoder(res.Body).Decode(&got)
	res.Body.Close()
	want := map[string]any{
		"viewer": map[string]any{"tenant": map[string]any{"slug": "default"}, "role": "OPERATOR"},
		"runtimes": map[string]any{"edges": []any{
			map[string]any{"node": map[string]any{"name": "local", "kind": "LOCAL", "shared": true}},
		}},
	}
	if diff := cmp.Diff(want, got.Data); diff != "" {
		t.Errorf("viewer with the bootstrap token (-want +got):\n%s", diff)
	}
	cancel()
	select {
	case err := <-done:
		if err != nil {
			t.Errorf("serve returned %v after shutdown, want nil", err)
		}
	case <-time.After(30 * time.Second):
		t.Fatal("serve did not stop")
	}
}

func TestTokenCreatePrintsAWorkingToken(t *testing.T) {
	t.Parallel()
	env := envFor(t)
	getenv := func(k string) string { return env[k] }
	var out bytes.Buffer
	if err := runCommand(context.Background(), []string{"token", "create", "--tenant", "acme", "--role", "admin"}, getenv, &out, io.Discard); err != nil {
		t.Fatal(err)
	}
	tok := strings.TrimSpace(out.String())
	app, err := open(context.Background(), mustConfig(t, getenv))
	if err != nil {
		t.Fatal(err)
	}
	defer app.close()
	v, err := app.Auth.Authenticate(context.Background(), tok)
	if err != nil {
		t.Fatalf("printed token does not authenticate: %v", err)
	}
	if v.Tenant != "acme" || v.Role != "ADMIN" {
		t.Errorf("viewer = %+v, want acme ADMIN", v)
	}
	if err := runCommand(context.Background(), []string{"token", "create", "--tenant", "acme", "--role", "king"}, getenv, io.Discard, io.Discard); err == nil {
		t.Error("an unknown role was accepted")
	}
	if !v.TokenExpiresAt.IsZero() {
		t.Errorf("a token created without --expires expires at %v", v.TokenExpiresAt)
	}
	out.Reset()
	before := time.Now()
	if err := runCommand(context.Background(), []string{"token", "create", "--tenant", "acme", "--role", "member", "--expires", "2h"}, getenv, &out, io.Discard); err != nil {
		t.Fatal(err)
	}
	v, err = app.Auth.Authenticate(context.Background(), strings.TrimSpace(out.String()))
	if err != nil {
		t.Fatal(err)
	}
	if exp := v.TokenExpiresAt; exp.Before(before.Add(2*time.Hour-time.Millisecond)) || exp.After(time.Now().Add(2*time.Hour)) {
		t.Errorf("--expires 2h made a token expiring at %v, want two hours from its creation", exp)
	}
}

func envFor(t *testing.T) map[string]string {
	cfg := storetest.Config(t)
	return map[string]string{"EVERDICT_DATA_DIR": t.TempDir(), "EVERDICT_DATABASE_URL": cfg.DatabaseURL}
}

func mustConfig(t *testing.T, getenv func(string) string) config {
	c, err := loadConfig(getenv)
	if err != nil {
		t.Fatal(err)
	}
	return c
}

var (
	tokenLine  = regexp.MustCompile(`^\s+(evd_[a-z0-9]+)\s*$`)
	listenLine = regexp.MustCompile(`^Everdict on (http://\S+)`)
)

// scanServeOutput reads serve's stdout until it has printed the bootstrap
// token and the address it listens on.
func scanServeOutput(t *testing.T, r io.Reader) (token, base string) {
	t.Helper()
	sc := bufio.NewScanner(r)
	for sc.Scan() {
		if m := tokenLine.FindStringSubmatch(sc.Text()); m != nil {
			token = m[1]
		}
		if m := listenLine.FindStringSubmatch(sc.Text()); m != nil {
			base = m[1]
			break
		}
	}
	if token == "" || base == "" {
		t.Fatalf("serve printed no token (%q) or address (%q)", token, base)
	}
	return token, base
}
