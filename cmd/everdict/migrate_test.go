package main

import (
	"bufio"
	"context"
	"crypto/rand"
	"encoding/hex"
	"errors"
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"

	"github.com/everdict/everdict/internal/redistest"
	"github.com/everdict/everdict/store"
	"github.com/everdict/everdict/store/storetest"
)

// migrateEnvs are the databases a migrate test runs on: SQLite always,
// PostgreSQL when the tests have one.
func migrateEnvs(t *testing.T) map[string]map[string]string {
	envs := map[string]map[string]string{"sqlite": {"EVERDICT_DATA_DIR": t.TempDir()}}
	if os.Getenv(storetest.EnvDatabaseURL) != "" {
		envs["postgres"] = envFor(t)
	}
	return envs
}

// holdLock takes the migration lock as another migrator would and returns
// its release.
func holdLock(t *testing.T, env map[string]string) (release func()) {
	t.Helper()
	ctx := context.Background()
	if env["EVERDICT_DATABASE_URL"] == "" {
		f, err := os.OpenFile(filepath.Join(env["EVERDICT_DATA_DIR"], store.MigrationLockFile), os.O_CREATE|os.O_RDWR, 0o600)
		if err != nil {
			t.Fatal(err)
		}
		if err := syscall.Flock(int(f.Fd()), syscall.LOCK_EX); err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { f.Close() })
		return func() { f.Close() }
	}
	db, err := store.Open(ctx, store.Config{DatabaseURL: env["EVERDICT_DATABASE_URL"]})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { db.Close() })
	conn, err := db.SQL.Conn(ctx)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { conn.Close() })
	if _, err := conn.ExecContext(ctx, "SELECT pg_advisory_lock($1)", store.MigrationLockKey); err != nil {
		t.Fatal(err)
	}
	return func() {
		if _, err := conn.ExecContext(ctx, "SELECT pg_advisory_unlock($1)", store.MigrationLockKey); err != nil {
			t.Error(err)
		}
	}
}

// TestMigrateWaitsForAnotherMigrationThenServeNoMigrateStarts: on each
// database, serve --no-migrate refuses the empty schema and names the
// command to run; `everdict migrate` started while another migrator holds
// the lock says it waits and applies nothing until the lock is released;
// then serve --no-migrate starts on the schema it made.
func TestMigrateWaitsForAnotherMigrationThenServeNoMigrateStarts(t *testing.T) {
	t.Parallel()
	for name, env := range migrateEnvs(t) {
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			getenv := func(k string) string { return env[k] }
			ctx := context.Background()

			err := runCommand(ctx, []string{"serve", "--no-migrate"}, getenv, io.Discard, io.Discard)
			if !errors.Is(err, store.ErrSchemaBehind) || !strings.Contains(err.Error(), "run `everdict migrate` first") {
				t.Fatalf("serve --no-migrate on an unmigrated database = %v, want a refusal naming everdict migrate", err)
			}

			release := holdLock(t, env)
			pr, pw := io.Pipe()
			done := make(chan error, 1)
			go func() {
				done <- runCommand(ctx, []string{"migrate"}, getenv, pw, io.Discard)
				pw.Close()
			}()
			lines := bufio.NewScanner(pr)
			if !lines.Scan() || !strings.HasPrefix(lines.Text(), "waiting for the migration lock") {
				t.Fatalf("migrate's first line = %q, want it to say it waits for the lock", lines.Text())
			}
			db, err := store.Open(ctx, mustConfig(t, getenv).store())
			if err != nil {
				t.Fatal(err)
			}
			defer db.Close()
			if v, err := db.Version(ctx); err != nil || v.Current != "" {
				t.Fatalf("while migrate waits, the schema is at %+v, %v; want nothing applied", v, err)
			}
			select {
			case err := <-done:
				t.Fatalf("migrate returned (%v) before the lock was released", err)
			default:
			}
			release()
			if !lines.Scan() || !strings.HasPrefix(lines.Text(), "schema at migration ") {
				t.Errorf("migrate's last line = %q, want where the schema stands", lines.Text())
			}
			go io.Copy(io.Discard, pr) //nolint:errcheck // drain
			if err := <-done; err != nil {
				t.Fatalf("migrate after the release: %v", err)
			}

			sctx, cancel := context.WithCancel(ctx)
			spr, spw := io.Pipe()
			served := make(chan error, 1)
			go func() {
				served <- runCommand(sctx, []string{"serve", "--no-migrate"}, func(k string) string {
					if k == "EVERDICT_ADDR" {
						return "127.0.0.1:0"
					}
					return env[k]
				}, spw, io.Discard)
				spw.Close()
			}()
			scanServeOutput(t, spr)
			go io.Copy(io.Discard, spr) //nolint:errcheck // drain
			cancel()
			if err := <-served; err != nil {
				t.Errorf("serve --no-migrate: %v", err)
			}
		})
	}
}

// TestServeNoMigrateRefusesASchemaOlderThanItself: a database one
// migration behind this build (as after a release, before the hook ran) is
// refused by serve --no-migrate, naming the command to run, and left as it
// was.
func TestServeNoMigrateRefusesASchemaOlderThanItself(t *testing.T) {
	t.Parallel()
	for name, env := range migrateEnvs(t) {
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			getenv := func(k string) string { return env[k] }
			ctx := context.Background()
			if err := runCommand(ctx, []string{"migrate"}, getenv, io.Discard, io.Discard); err != nil {
				t.Fatal(err)
			}
			db, err := store.Open(ctx, mustConfig(t, getenv).store())
			if err != nil {
				t.Fatal(err)
			}
			defer db.Close()
			before, err := db.Version(ctx)
			if err != nil {
				t.Fatal(err)
			}
			// Forget the newest migration, as if this build were the next release.
			q := `DELETE FROM ` + store.RevisionsTable + ` WHERE version = ?`
			if db.Dialect == "postgres" {
				q = strings.Replace(q, "?", "$1", 1)
			}
			if _, err := db.SQL.ExecContext(ctx, q, before.Latest); err != nil {
				t.Fatal(err)
			}
			err = runCommand(ctx, []string{"serve", "--no-migrate"}, getenv, io.Discard, io.Discard)
			if !errors.Is(err, store.ErrSchemaBehind) || !strings.Contains(err.Error(), "everdict migrate") || !strings.Contains(err.Error(), before.Latest) {
				t.Fatalf("serve --no-migrate one migration behind = %v, want a refusal naming everdict migrate and %s", err, before.Latest)
			}
			if v, err := db.Version(ctx); err != nil || v.Pending != 1 {
				t.Errorf("after the refusal the schema is %+v, %v; want it left one behind", v, err)
			}
		})
	}
}

// TestThreeNoMigrateReplicasAfterOneMigrate is the chart's order: one
// `everdict migrate` (the hook), then three `serve --no-migrate` replicas
// (processes) on PostgreSQL and Redis, and a run submitted through one
// settles, seen through another.
func TestThreeNoMigrateReplicasAfterOneMigrate(t *testing.T) {
	t.Parallel()
	if os.Getenv(storetest.EnvDatabaseURL) == "" || os.Getenv(redistest.EnvURL) == "" {
		t.Skip("needs PostgreSQL and Redis (EVERDICT_TEST_DATABASE_URL, EVERDICT_TEST_REDIS_URL)")
	}
	env := envFor(t)
	b := make([]byte, 6)
	_, _ = rand.Read(b)
	env["EVERDICT_REDIS_URL"] = os.Getenv(redistest.EnvURL)
	env["EVERDICT_REDIS_PREFIX"] = "evd:test:" + hex.EncodeToString(b) + ":"
	key := make([]byte, 32) // every replica shares it, as the chart's Secret gives it
	_, _ = rand.Read(key)
	env["EVERDICT_SECRET_KEY"] = hex.EncodeToString(key)
	if err := runCommand(context.Background(), []string{"migrate"}, func(k string) string { return env[k] }, io.Discard, io.Discard); err != nil {
		t.Fatal(err)
	}
	env[serverArgsEnv] = "--no-migrate"
	var replicas []*serverProcess
	for _, id := range []string{"r0", "r1", "r2"} {
		replicas = append(replicas, startServer(t, with(env, "EVERDICT_REPLICA_ID", id)))
	}
	token := replicas[0].token
	if token == "" {
		t.Fatal("the first replica printed no bootstrap token")
	}
	var sub struct{ SubmitRun struct{ ID string } }
	replicas[1].gql(t, token, `mutation { submitRun(input: {runtime: "local",
		harness: {name: "sh", command: ["sh", "-c", "echo settled"]}, case: {task: "settle", timeoutSec: 120}}) { id } }`,
		nil, &sub)
	replicas[2].token = token
	waitStatus(t, replicas[2], sub.SubmitRun.ID, "SUCCEEDED")
}

func TestVersionAndHealthcheckNeedNoConfiguration(t *testing.T) {
	t.Parallel()
	none := func(string) string { return "" }
	var out strings.Builder
	if err := runCommand(context.Background(), []string{"--version"}, none, &out, io.Discard); err != nil || !strings.HasPrefix(out.String(), "everdict ") {
		t.Errorf("--version = %q, %v; want everdict <version>", out.String(), err)
	}
	ok := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.URL.Path != "/readyz" {
			w.WriteHeader(http.StatusServiceUnavailable)
		}
	}))
	defer ok.Close()
	if err := runCommand(context.Background(), []string{"healthcheck", ok.URL + "/readyz"}, none, io.Discard, io.Discard); err != nil {
		t.Errorf("healthcheck of a ready server = %v, want nil", err)
	}
	if err := runCommand(context.Background(), []string{"healthcheck", ok.URL + "/notready"}, none, io.Discard, io.Discard); err == nil {
		t.Error("healthcheck of a 503 passed")
	}
}
