package doctor_test

import (
	"bytes"
	"context"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"

	"github.com/everdict/everdict/clock/clocktest"
	"github.com/everdict/everdict/doctor"
	"github.com/everdict/everdict/secrets"
)

type fakeDB struct {
	ping    error
	applied bool
	now     time.Time
	clocked bool
}

func (f fakeDB) Describe() string           { return "fake" }
func (f fakeDB) Ping(context.Context) error { return f.ping }
func (f fakeDB) Schema(context.Context) (doctor.Schema, error) {
	if !f.applied {
		return doctor.Schema{Latest: "2"}, nil
	}
	return doctor.Schema{Current: "2", Latest: "2"}, nil
}
func (f fakeDB) Now(context.Context) (time.Time, bool, error) { return f.now, f.clocked, nil }

type fakeRedis struct {
	ping error
	now  time.Time
}

func (f fakeRedis) Ping(context.Context) error             { return f.ping }
func (f fakeRedis) Now(context.Context) (time.Time, error) { return f.now, nil }

// dataDir makes a data directory with the given modes and a key file.
func dataDir(t *testing.T, dirMode, keyMode os.FileMode) string {
	t.Helper()
	dir := t.TempDir()
	if _, err := secrets.LoadKey("", dir); err != nil {
		t.Fatal(err)
	}
	if err := os.Chmod(filepath.Join(dir, secrets.KeyFileName), keyMode); err != nil {
		t.Fatal(err)
	}
	if err := os.Chmod(dir, dirMode); err != nil {
		t.Fatal(err)
	}
	return dir
}

func statuses(r doctor.Report) map[string]string {
	out := map[string]string{}
	for _, c := range r {
		out[c.Name] = c.Status.String()
	}
	return out
}

func TestRun(t *testing.T) {
	t.Parallel()
	now := time.Date(2026, 12, 1, 0, 0, 0, 0, time.UTC)
	uid := os.Getuid()
	cases := map[string]struct {
		cfg  func(t *testing.T) doctor.Config
		want map[string]string
	}{
		"a private data directory, an applied schema and clocks in step pass every check": {
			cfg: func(t *testing.T) doctor.Config {
				return doctor.Config{DataDir: dataDir(t, 0o700, 0o600),
					OpenDatabase: opened(fakeDB{applied: true, clocked: true, now: now.Add(200 * time.Millisecond)}),
					Redis:        fakeRedis{now: now.Add(-300 * time.Millisecond)},
					Sandbox: func(context.Context) doctor.Probe {
						return doctor.Probe{Reachable: true, Hardened: true, Message: "bubblewrap; cgroup v1"}
					},
					Runtimes: func(context.Context) ([]doctor.Probe, error) {
						return []doctor.Probe{{Name: "local", Reachable: true}}, nil
					},
				}
			},
			want: map[string]string{"data directory": "ok", "secret key": "ok", "database": "ok", "schema": "ok",
				"clock vs database": "ok", "redis": "ok", "clock vs redis": "ok", "LOCAL sandbox": "ok", "runtime local": "ok"},
		},
		"a readable data directory and key file, a missing schema and a skewed clock fail": {
			cfg: func(t *testing.T) doctor.Config {
				return doctor.Config{DataDir: dataDir(t, 0o755, 0o644),
					OpenDatabase: opened(fakeDB{applied: false, clocked: true, now: now.Add(-time.Minute)}),
					Runtimes:     func(context.Context) ([]doctor.Probe, error) { return nil, doctor.Skipped("no schema") },
					Redis:        fakeRedis{now: now.Add(3 * time.Second)},
				}
			},
			want: map[string]string{"data directory": "FAIL", "secret key": "FAIL", "database": "ok", "schema": "FAIL",
				"clock vs database": "FAIL", "redis": "ok", "clock vs redis": "warn", "runtimes": "warn"},
		},
		"an unreachable database, Redis and runtime, and no sandbox, are reported": {
			cfg: func(t *testing.T) doctor.Config {
				return doctor.Config{DataDir: dataDir(t, 0o700, 0o600),
					OpenDatabase: func(context.Context) (doctor.Database, error) { return nil, errors.New("connection refused") },
					Redis:        fakeRedis{ping: errors.New("connection refused")},
					Sandbox: func(context.Context) doctor.Probe {
						return doctor.Probe{Reachable: true, Message: "no sandbox; memory limited by rlimit"}
					},
					Runtimes: func(context.Context) ([]doctor.Probe, error) {
						return []doctor.Probe{{Name: "gpu", Message: "dial refused"}}, nil
					},
				}
			},
			want: map[string]string{"data directory": "ok", "secret key": "ok", "database": "FAIL", "redis": "FAIL",
				"LOCAL sandbox": "warn", "runtime gpu": "FAIL"},
		},
	}
	for name, tc := range cases {
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			cfg := tc.cfg(t)
			cfg.Clock, cfg.UID = clocktest.New(now), &uid
			r := doctor.Run(context.Background(), cfg)
			if diff := cmp.Diff(tc.want, statuses(r)); diff != "" {
				t.Errorf("statuses (-want +got):\n%s", diff)
			}
			wantHealthy := !strings.Contains(strings.Join(mapValues(tc.want), " "), "FAIL")
			if r.Healthy() != wantHealthy {
				t.Errorf("Healthy() = %v, want %v", r.Healthy(), wantHealthy)
			}
			var out bytes.Buffer
			if err := r.Write(&out); err != nil {
				t.Fatal(err)
			}
			for _, c := range r {
				if c.Status != doctor.OK && c.Hint != "" && !strings.Contains(out.String(), c.Hint) {
					t.Errorf("the report does not show the hint of %q: %s", c.Name, out.String())
				}
			}
		})
	}
}

func TestADataDirectoryOfAnotherUserFails(t *testing.T) {
	t.Parallel()
	other := os.Getuid() + 1
	r := doctor.Run(context.Background(), doctor.Config{DataDir: dataDir(t, 0o700, 0o600), OpenDatabase: opened(fakeDB{applied: true}), UID: &other})
	if got := statuses(r)["data directory"]; got != "FAIL" {
		t.Errorf("data directory = %s, want FAIL when it is not the server user's", got)
	}
}

func opened(db doctor.Database) func(context.Context) (doctor.Database, error) {
	return func(context.Context) (doctor.Database, error) { return db, nil }
}

func mapValues(m map[string]string) []string {
	var out []string
	for _, v := range m {
		out = append(out, v)
	}
	return out
}
