// Package doctor checks what a server needs from its host and its
// configuration (the data directory and secret key, the database, Redis, the
// clock, the LOCAL sandbox, each registered runtime) and explains each
// finding in a line, with what to do when something is wrong. It creates no
// key, applies no schema and starts no job.
package doctor

import (
	"context"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"text/tabwriter"
	"time"

	"github.com/everdict/everdict/clock"
	"github.com/everdict/everdict/secrets"
)

// Status is how a check came out.
type Status int

// The statuses, from good to bad.
const (
	OK Status = iota
	Warn
	Fail
)

func (s Status) String() string {
	switch s {
	case OK:
		return "ok"
	case Warn:
		return "warn"
	}
	return "FAIL"
}

// Check is one finding.
type Check struct {
	Name   string
	Status Status
	// Detail says what was found; Hint, what to do about a Warn or Fail.
	Detail string
	Hint   string
}

// Report is every check, in the order they ran.
type Report []Check

// Healthy is true when no check failed (warnings allowed).
func (r Report) Healthy() bool {
	for _, c := range r {
		if c.Status == Fail {
			return false
		}
	}
	return true
}

// Write prints the report as one screen: a line a check, then its hint.
func (r Report) Write(w io.Writer) error {
	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', 0)
	for _, c := range r {
		fmt.Fprintf(tw, "%s\t%s\t%s\n", c.Status, c.Name, c.Detail)
		if c.Hint != "" && c.Status != OK {
			fmt.Fprintf(tw, "\t\t→ %s\n", c.Hint)
		}
	}
	fails, warns := 0, 0
	for _, c := range r {
		switch c.Status {
		case Fail:
			fails++
		case Warn:
			warns++
		}
	}
	fmt.Fprintf(tw, "\n%d checks: %d failed, %d warnings\n", len(r), fails, warns)
	return tw.Flush()
}

// Defaults of Config.
const (
	// SkewWarnDefault is the clock difference to the database or Redis
	// that earns a warning.
	SkewWarnDefault = time.Second
	// SkewFailDefault is the difference that fails: leases and schedules
	// compare this host's time with the store's.
	SkewFailDefault = 10 * time.Second
	// TimeoutDefault bounds each check that talks to something.
	TimeoutDefault = 10 * time.Second
)

// Database is what the doctor asks of the store.
type Database interface {
	// Describe names the database for a person (no credentials).
	Describe() string
	Ping(ctx context.Context) error
	// Schema tells where the database's schema stands.
	Schema(ctx context.Context) (Schema, error)
	// Now is the database's clock; ok is false when it has none of its own
	// (SQLite).
	Now(ctx context.Context) (now time.Time, ok bool, err error)
}

// Schema is where a database's schema stands against this build.
type Schema struct {
	// Current is the newest migration applied ("" when none is).
	Current, Latest string
	// Pending counts the migrations `everdict migrate` would apply.
	Pending int
	// Newer: a newer build migrated it; this one refuses to serve it.
	Newer bool
}

// Redis is what the doctor asks of Redis.
type Redis interface {
	Ping(ctx context.Context) error
	Now(ctx context.Context) (time.Time, error)
}

// Probe is the answer of one probe: the LOCAL sandbox or a runtime.
type Probe struct {
	Name      string
	Reachable bool
	Hardened  bool
	Message   string
	Err       error
}

// Skipped is the error of a check that could not run because of an earlier
// finding; it says which.
type Skipped string

func (s Skipped) Error() string { return "skipped: " + string(s) }

// Config says what to check. Zero values skip what they describe, except
// where noted.
type Config struct {
	// DataDir is the server's data directory (checked when SecretKeyEnv is
	// empty or the database is SQLite).
	DataDir string
	// SecretKeyEnv is EVERDICT_SECRET_KEY's value, if set.
	SecretKeyEnv string
	// OpenDatabase opens the store; it is called after the data directory
	// and the key are checked (opening SQLite makes its directory private).
	// Required.
	OpenDatabase func(ctx context.Context) (Database, error)
	// Redis: nil means not configured (one replica, in-process events).
	Redis Redis
	// Sandbox probes the LOCAL backend of this host; nil skips it.
	Sandbox func(ctx context.Context) Probe
	// Runtimes probes every registered runtime; nil skips them.
	Runtimes func(ctx context.Context) ([]Probe, error)
	// SkewWarn, SkewFail: zero means the defaults.
	SkewWarn, SkewFail time.Duration
	// Timeout: zero means TimeoutDefault.
	Timeout time.Duration
	// Clock: nil means the wall clock.
	Clock clock.Clock
	// UID is this process's user id; tests set it. Zero with Clock nil means
	// os.Getuid().
	UID *int
}

func (c Config) withDefaults() Config {
	if c.SkewWarn <= 0 {
		c.SkewWarn = SkewWarnDefault
	}
	if c.SkewFail <= 0 {
		c.SkewFail = SkewFailDefault
	}
	if c.Timeout <= 0 {
		c.Timeout = TimeoutDefault
	}
	if c.Clock == nil {
		c.Clock = clock.System{}
	}
	if c.UID == nil {
		uid := os.Getuid()
		c.UID = &uid
	}
	return c
}

// Run runs every check cfg asks for and returns what it found.
func Run(ctx context.Context, cfg Config) Report {
	cfg = cfg.withDefaults()
	var r Report
	r = append(r, dataDir(cfg))
	r = append(r, secretKey(cfg))
	db, err := cfg.OpenDatabase(ctx)
	r = append(r, database(ctx, cfg, db, err)...)
	r = append(r, redisChecks(ctx, cfg)...)
	if cfg.Sandbox != nil {
		r = append(r, sandbox(ctx, cfg))
	}
	if cfg.Runtimes != nil {
		r = append(r, runtimes(ctx, cfg)...)
	}
	return r
}

func dataDir(cfg Config) Check {
	c := Check{Name: "data directory"}
	info, err := os.Stat(cfg.DataDir)
	switch {
	case cfg.DataDir == "":
		c.Status, c.Detail = OK, "none (PostgreSQL and EVERDICT_SECRET_KEY)"
		return c
	case errors.Is(err, fs.ErrNotExist):
		c.Status, c.Detail = Warn, cfg.DataDir+" does not exist yet"
		c.Hint = "everdict migrate or serve creates it with mode 0700"
		return c
	case err != nil:
		c.Status, c.Detail = Fail, err.Error()
		return c
	case !info.IsDir():
		c.Status, c.Detail = Fail, cfg.DataDir+" is not a directory"
		return c
	}
	c.Detail = fmt.Sprintf("%s, mode %#o", cfg.DataDir, info.Mode().Perm())
	if st, ok := info.Sys().(*syscall.Stat_t); ok && int(st.Uid) != *cfg.UID {
		c.Status = Fail
		c.Detail += fmt.Sprintf(", owned by uid %d, not this server's %d", st.Uid, *cfg.UID)
		c.Hint = "the data directory holds the database and the secret key: it must belong to the server's user"
		return c
	}
	if info.Mode().Perm()&0o077 != 0 {
		c.Status = Fail
		c.Hint = fmt.Sprintf("chmod 700 %s (serve and migrate do on SQLite): jobs and other users must not read the database or the secret key", cfg.DataDir)
	}
	return c
}

func secretKey(cfg Config) Check {
	c := Check{Name: "secret key"}
	err := secrets.CheckKey(cfg.SecretKeyEnv, cfg.DataDir)
	switch {
	case err == nil && cfg.SecretKeyEnv != "":
		c.Detail = "from " + secrets.KeyEnv
	case err == nil:
		c.Detail = filepath.Join(cfg.DataDir, secrets.KeyFileName) + ", mode 0600"
	case errors.Is(err, fs.ErrNotExist):
		c.Status, c.Detail = Warn, "no key file yet"
		c.Hint = "serve creates one on first start; keep a copy: without it no sealed secret can be opened"
	default:
		c.Status, c.Detail = Fail, err.Error()
	}
	return c
}

func database(ctx context.Context, cfg Config, db Database, err error) []Check {
	c := Check{Name: "database"}
	if err != nil {
		c.Status, c.Detail = Fail, fmt.Sprint("cannot open: ", err)
		c.Hint = "check EVERDICT_DATABASE_URL (or the data directory for SQLite) and that the server answers"
		return []Check{c}
	}
	ctx, cancel := context.WithTimeout(ctx, cfg.Timeout)
	defer cancel()
	c.Detail = db.Describe()
	if err := db.Ping(ctx); err != nil {
		c.Status, c.Detail = Fail, c.Detail+": "+err.Error()
		return []Check{c}
	}
	out := []Check{c}
	s := Check{Name: "schema"}
	switch st, err := db.Schema(ctx); {
	case err != nil:
		s.Status, s.Detail = Fail, err.Error()
	case st.Newer:
		s.Status, s.Detail = Fail, fmt.Sprintf("at %s, newer than this build (%s)", st.Current, st.Latest)
		s.Hint = "run the everdict that migrated it, or a newer one; this one refuses to serve it"
	case st.Current == "":
		s.Status, s.Detail, s.Hint = Fail, "not applied", "run everdict migrate"
	case st.Pending > 0:
		s.Status, s.Detail = Warn, fmt.Sprintf("at %s, %d migration(s) to %s pending", st.Current, st.Pending, st.Latest)
		s.Hint = "run everdict migrate (serve applies them too)"
	default:
		s.Detail = "at " + st.Current + ", the newest"
	}
	out = append(out, s)
	now, has, err := db.Now(ctx)
	if has || err != nil {
		out = append(out, skew(cfg, "clock vs database", now, err))
	}
	return out
}

func redisChecks(ctx context.Context, cfg Config) []Check {
	c := Check{Name: "redis"}
	if cfg.Redis == nil {
		c.Detail = "not configured: one replica, events and the admission ledger in process"
		return []Check{c}
	}
	ctx, cancel := context.WithTimeout(ctx, cfg.Timeout)
	defer cancel()
	if err := cfg.Redis.Ping(ctx); err != nil {
		c.Status, c.Detail = Fail, err.Error()
		c.Hint = "check EVERDICT_REDIS_URL and that Redis answers"
		return []Check{c}
	}
	c.Detail = "answers"
	now, err := cfg.Redis.Now(ctx)
	return []Check{c, skew(cfg, "clock vs redis", now, err)}
}

// skew compares a remote clock read at about now with this host's.
func skew(cfg Config, name string, remote time.Time, err error) Check {
	c := Check{Name: name}
	if err != nil {
		c.Status, c.Detail = Warn, "could not read it: "+err.Error()
		return c
	}
	d := cfg.Clock.Now().Sub(remote)
	if d < 0 {
		d = -d
	}
	c.Detail = fmt.Sprintf("%v apart", d.Round(time.Millisecond))
	switch {
	case d >= cfg.SkewFail:
		c.Status = Fail
	case d >= cfg.SkewWarn:
		c.Status = Warn
	}
	if c.Status != OK {
		c.Hint = "run NTP on every host: leases, schedules and budgets compare this host's time with the store's"
	}
	return c
}

func sandbox(ctx context.Context, cfg Config) Check {
	ctx, cancel := context.WithTimeout(ctx, cfg.Timeout)
	defer cancel()
	p := cfg.Sandbox(ctx)
	c := Check{Name: "LOCAL sandbox", Detail: p.Message}
	switch {
	case p.Err != nil:
		c.Status, c.Detail = Fail, p.Err.Error()
	case !p.Reachable:
		c.Status = Fail
	case !p.Hardened:
		c.Status = Warn
		c.Hint = "install bubblewrap (apt-get install bubblewrap): untrusted tenants need a hardened runtime"
	}
	if strings.Contains(p.Message, "rlimit") && c.Status == OK {
		c.Status = Warn
		c.Hint = "no writable cgroup: memory and pids limits fall back to rlimits (a job's children escape them)"
	}
	return c
}

func runtimes(ctx context.Context, cfg Config) []Check {
	ctx, cancel := context.WithTimeout(ctx, cfg.Timeout)
	defer cancel()
	ps, err := cfg.Runtimes(ctx)
	var skipped Skipped
	if errors.As(err, &skipped) {
		return []Check{{Name: "runtimes", Status: Warn, Detail: "not probed: " + string(skipped), Hint: "fix the checks above first"}}
	}
	if err != nil {
		return []Check{{Name: "runtimes", Status: Fail, Detail: err.Error()}}
	}
	if len(ps) == 0 {
		return []Check{{Name: "runtimes", Detail: "none registered"}}
	}
	var out []Check
	for _, p := range ps {
		c := Check{Name: "runtime " + p.Name, Detail: p.Message}
		switch {
		case p.Err != nil:
			c.Status, c.Detail = Fail, p.Err.Error()
		case !p.Reachable:
			c.Status = Fail
			c.Hint = "probeRuntime says why; check the runtime's address and credential"
		}
		out = append(out, c)
	}
	return out
}
