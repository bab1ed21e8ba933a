// Command everdict is the Everdict control plane and its client: one binary
// that serves the GraphQL API and the MCP endpoint (serve), applies the
// database schema (migrate), checks the host (doctor), issues API tokens
// (token create), runs a self-hosted runner (runner), and talks to a server
// as a client (login, run, runtime; package cli).
package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"os/signal"
	"slices"
	"syscall"

	"github.com/everdict/everdict/backends/local"
	"github.com/everdict/everdict/cli"
	"github.com/everdict/everdict/store"
)

const usage = `usage: everdict <command> [flags]

server commands:
  serve [--no-migrate]                    run the API server (applies the schema first; with
                                          --no-migrate it applies nothing and refuses a schema
                                          older than itself: run everdict migrate first)
  migrate                                 apply the versioned schema migrations and exit
  version, --version                      print this build's version
  healthcheck [URL]                       GET URL (default http://127.0.0.1:8080/readyz) and
                                          exit 0 on 200: a probe for images with no shell or curl
  doctor                                  check the host and configuration (sandbox, database,
                                          Redis, clock, secret key, runtimes); exits 1 if a check fails
  token create --tenant T --role R [--subject S] [--expires D]
                                          print a new API token (creates the tenant if needed);
                                          --expires 720h makes it stop working after 30 days
  runner --server URL --token T [--name N] [--labels a,b] [--slots N] [--once]
                                          run a self-hosted runner on this machine: it leases
                                          runs aimed at self, self:ws or self:<runnerId>

Server configuration is read from EVERDICT_* environment variables; see README.md.

client commands:
` + cli.Usage

func main() {
	// A LOCAL job's supervisor is this binary re-executed; it never returns.
	local.MaybeRunSupervisor()
	ctx, stop := signalNotify()
	defer stop()
	if err := runCommand(ctx, os.Args[1:], os.Getenv, os.Stdout, os.Stderr); err != nil {
		var ex *cli.ExitError
		if errors.As(err, &ex) { // a client command printed its error already
			os.Exit(ex.Code)
		}
		fmt.Fprintln(os.Stderr, "everdict:", err)
		var u usageError
		if errors.As(err, &u) {
			fmt.Fprint(os.Stderr, usage)
			os.Exit(2)
		}
		os.Exit(1)
	}
}

type usageError struct{ msg string }

func (u usageError) Error() string { return u.msg }

// runCommand executes one command. It is main without the process: tests call it.
func runCommand(ctx context.Context, args []string, getenv func(string) string, stdout, stderr io.Writer) error {
	if len(args) == 0 {
		return usageError{"no command given"}
	}
	switch args[0] {
	case "version", "--version", "-version":
		fmt.Fprintln(stdout, "everdict", buildVersion())
		return nil
	case "healthcheck":
		return healthcheck(ctx, args[1:], stdout)
	}
	if slices.Contains(cli.Commands, args[0]) {
		// A client needs no server configuration.
		return cli.Main(ctx, args, cli.Env{Getenv: getenv, Stdout: stdout, Stderr: stderr})
	}
	cfg, err := loadConfig(getenv)
	if err != nil {
		return err
	}
	switch args[0] {
	case "serve":
		fs := flag.NewFlagSet("serve", flag.ContinueOnError)
		fs.SetOutput(stderr)
		fs.BoolVar(&cfg.noMigrate, "no-migrate", false, "apply no migration; refuse a schema older than this build (run everdict migrate first)")
		if err := fs.Parse(args[1:]); err != nil {
			return usageError{err.Error()}
		}
		return serve(ctx, cfg, stdout)
	case "migrate":
		return migrate(ctx, cfg, stdout)
	case "runner":
		return runnerCommand(ctx, cfg, args[1:], getenv, stdout, stderr)
	case "doctor":
		return runDoctor(ctx, cfg, stdout)
	case "token":
		if len(args) < 2 || args[1] != "create" {
			return usageError{"want: token create --tenant T --role R"}
		}
		return tokenCreate(ctx, cfg, args[2:], stdout, stderr)
	case "help", "-h", "--help":
		fmt.Fprint(stdout, usage)
		return nil
	}
	return usageError{fmt.Sprintf("unknown command %q", args[0])}
}

func tokenCreate(ctx context.Context, cfg config, args []string, stdout, stderr io.Writer) error {
	fs := flag.NewFlagSet("token create", flag.ContinueOnError)
	fs.SetOutput(stderr)
	tenant := fs.String("tenant", "", "tenant slug (created if it does not exist)")
	role := fs.String("role", "member", "member, admin or operator")
	subject := fs.String("subject", "", "who the token is for (default: a subject of the token's own, cli-…)")
	expires := fs.Duration("expires", 0, "the token's lifetime, e.g. 720h; 0 means it never expires")
	if err := fs.Parse(args); err != nil {
		return usageError{err.Error()}
	}
	if *tenant == "" {
		return usageError{"--tenant is required"}
	}
	app, err := open(ctx, cfg)
	if err != nil {
		return err
	}
	defer app.close()
	tok, err := app.createToken(ctx, *tenant, *subject, *role, *expires)
	if err != nil {
		return err
	}
	fmt.Fprintln(stdout, tok)
	return nil
}

// migrate applies the schema and exits. It opens the database only: no
// secret key, no Redis, nothing written but the schema, so a Helm hook's Job
// or a compose one-shot can run it with the database URL alone.
func migrate(ctx context.Context, cfg config, stdout io.Writer) error {
	db, err := store.Open(ctx, cfg.store())
	if err != nil {
		return err
	}
	defer db.Close()
	if err := db.MigrateWaiting(ctx, func() {
		fmt.Fprintln(stdout, "waiting for the migration lock: another migration is running")
	}); err != nil {
		return err
	}
	v, err := db.Version(ctx)
	if err != nil {
		return err
	}
	fmt.Fprintf(stdout, "schema at migration %s, the newest this build knows\n", v.Current)
	return nil
}

// signalNotify is a context canceled by SIGINT or SIGTERM.
func signalNotify() (context.Context, context.CancelFunc) {
	return signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
}
