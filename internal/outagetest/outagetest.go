// Package outagetest gives a test a PostgreSQL cluster and a Redis server of
// its own, on free loopback ports, that it can stop and start again: the
// real services, taken away on purpose. The machine's shared PostgreSQL and
// Redis are never touched. A test is skipped where the binaries are missing
// (initdb and pg_ctl from a PostgreSQL server package, redis-server).
package outagetest

import (
	"bytes"
	"fmt"
	"net"
	"os"
	"os/exec"
	"os/user"
	"path/filepath"
	"strconv"
	"testing"
	"time"
)

// Postgres is a private PostgreSQL cluster.
type Postgres struct {
	t     testing.TB
	bin   string
	dir   string
	port  int
	asPG  bool // root runs the server as the postgres user
	owner *user.User
}

// StartPostgres initialises a cluster in a fresh directory, starts it, and
// stops and removes it when the test ends.
func StartPostgres(t testing.TB) *Postgres {
	t.Helper()
	bins, _ := filepath.Glob("/usr/lib/postgresql/*/bin/pg_ctl")
	if len(bins) == 0 {
		t.Skip("outagetest: no PostgreSQL server binaries (/usr/lib/postgresql/*/bin/pg_ctl)")
	}
	p := &Postgres{t: t, bin: filepath.Dir(bins[len(bins)-1]), port: freePort(t)}
	dir, err := os.MkdirTemp("", "everdict-pg-")
	if err != nil {
		t.Fatal(err)
	}
	p.dir = dir
	t.Cleanup(func() { _ = os.RemoveAll(dir) })
	if os.Geteuid() == 0 {
		u, err := user.Lookup("postgres")
		if err != nil {
			t.Skip("outagetest: running as root and there is no postgres user to run the server as")
		}
		p.asPG, p.owner = true, u
		uid, _ := strconv.Atoi(u.Uid)
		gid, _ := strconv.Atoi(u.Gid)
		if err := os.Chown(dir, uid, gid); err != nil {
			t.Fatal(err)
		}
	}
	p.run("initdb", "-D", filepath.Join(dir, "data"), "-A", "trust", "-U", "postgres", "--no-sync", "-E", "UTF8")
	p.Start()
	t.Cleanup(func() { p.stop(true) })
	return p
}

// URL is the cluster's database URL.
func (p *Postgres) URL() string {
	return fmt.Sprintf("postgres://postgres@127.0.0.1:%d/postgres?sslmode=disable", p.port)
}

// Start starts the cluster and waits until it accepts connections.
func (p *Postgres) Start() {
	p.t.Helper()
	opts := fmt.Sprintf("-p %d -k %s -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off", p.port, p.dir)
	p.run("pg_ctl", "-D", filepath.Join(p.dir, "data"), "-o", opts, "-l", filepath.Join(p.dir, "log"), "-w", "-t", "60", "start")
}

// Stop stops the cluster at once (fast shutdown: sessions are cut).
func (p *Postgres) Stop() { p.stop(false) }

func (p *Postgres) stop(quiet bool) {
	p.t.Helper()
	cmd := p.cmd("pg_ctl", "-D", filepath.Join(p.dir, "data"), "-m", "fast", "-w", "-t", "60", "stop")
	if out, err := cmd.CombinedOutput(); err != nil && !quiet {
		p.t.Fatalf("pg_ctl stop: %v\n%s", err, out)
	}
}

func (p *Postgres) cmd(name string, args ...string) *exec.Cmd {
	bin := filepath.Join(p.bin, name)
	if p.asPG {
		return exec.Command("runuser", append([]string{"-u", "postgres", "--", bin}, args...)...)
	}
	return exec.Command(bin, args...)
}

func (p *Postgres) run(name string, args ...string) {
	p.t.Helper()
	if out, err := p.cmd(name, args...).CombinedOutput(); err != nil {
		log, _ := os.ReadFile(filepath.Join(p.dir, "log"))
		p.t.Fatalf("%s: %v\n%s\n%s", name, err, out, log)
	}
}

// Redis is a private redis-server without persistence.
type Redis struct {
	t    testing.TB
	port int
	cmd  *exec.Cmd
	out  bytes.Buffer
}

// StartRedis starts a redis-server and stops it when the test ends.
func StartRedis(t testing.TB) *Redis {
	t.Helper()
	if _, err := exec.LookPath("redis-server"); err != nil {
		t.Skip("outagetest: no redis-server")
	}
	r := &Redis{t: t, port: freePort(t)}
	r.Start()
	t.Cleanup(r.Stop)
	return r
}

// Addr is the server's address.
func (r *Redis) Addr() string { return "127.0.0.1:" + strconv.Itoa(r.port) }

// Start starts the server (empty: nothing survives a Stop) and waits until
// it accepts connections.
func (r *Redis) Start() {
	r.t.Helper()
	r.out.Reset()
	r.cmd = exec.Command("redis-server", "--port", strconv.Itoa(r.port), "--bind", "127.0.0.1",
		"--save", "", "--appendonly", "no")
	r.cmd.Stdout, r.cmd.Stderr = &r.out, &r.out
	if err := r.cmd.Start(); err != nil {
		r.t.Fatal(err)
	}
	for range 200 {
		if c, err := net.DialTimeout("tcp", r.Addr(), 100*time.Millisecond); err == nil {
			c.Close()
			return
		}
		<-time.After(25 * time.Millisecond)
	}
	r.t.Fatalf("redis-server did not start:\n%s", r.out.String())
}

// Stop kills the server and waits for it to exit.
func (r *Redis) Stop() {
	if r.cmd == nil || r.cmd.Process == nil {
		return
	}
	_ = r.cmd.Process.Kill()
	_ = r.cmd.Wait()
	r.cmd = nil
}

func freePort(t testing.TB) int {
	t.Helper()
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer l.Close()
	return l.Addr().(*net.TCPAddr).Port
}
