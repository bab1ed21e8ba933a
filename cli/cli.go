// Package cli is everdict's command-line client: the run, scorecard, runtime and login
// commands, which talk to a server over GraphQL (package client). It never
// needs the server's configuration: the server comes from --server,
// EVERDICT_SERVER or the config file `everdict login` writes, the token from
// EVERDICT_TOKEN or that file. Every command takes --output json; human output
// is aligned tables, coloured only on a terminal. An error prints the
// server's code and a hint, and exits non-zero.
package cli

import (
	"context"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"net/http"
	"os"
	"time"

	"github.com/everdict/everdict/client"
	"github.com/everdict/everdict/errcode"
)

// ServerDefault is the server a client talks to when nothing names one.
const ServerDefault = "http://127.0.0.1:8080"

// Trigger is what runs submitted from the command line record as their
// interface.
const Trigger = "cli"

// Exit codes. A run's verdict decides submit --wait/--follow's: 0 PASS,
// ExitFail FAIL, ExitFailed a run that produced no result.
const (
	ExitFail   = 1
	ExitFailed = 2
	// ExitUsage is a command line that does not parse.
	ExitUsage = 2
)

// ExitError ends the process with Code; its message (if any) was printed
// already.
type ExitError struct {
	Code int
	Err  error
}

func (e *ExitError) Error() string {
	if e.Err == nil {
		return fmt.Sprintf("exit %d", e.Code)
	}
	return e.Err.Error()
}

func (e *ExitError) Unwrap() error { return e.Err }

// Env is what a command runs with: main passes the process's, tests their
// own.
type Env struct {
	Getenv func(string) string
	Stdout io.Writer
	Stderr io.Writer
	// HTTP is the client's transport; nil means http.DefaultClient.
	HTTP *http.Client
	// Now is the clock progress lines are throttled by; nil means time.Now.
	Now func() time.Time
}

// Commands names the top-level commands this package runs.
var Commands = []string{"run", "runtime", "harness", "scorecard", "login"}

// Usage describes the client commands, for the binary's usage text.
const Usage = `  login --server URL --token T           check a token and save it with the server in the config file
  run submit --runtime R --task T [--test CMD] [--file path=local]... [--repo URL@ref]
             [--timeout D] [--wait | --follow] -- CMD...
                                          submit a run; --follow streams its logs and exits 0 PASS, 1 FAIL, 2 FAILED
  run get ID | run list [--status S] [--runtime R] [--limit N] [--scorecard ID] [--include-children] | run cancel ID | run logs ID [-f]
  run exec ID [--timeout SEC] -- CMD [ARG]...
                                          run a command in a RUNNING run's sandbox; exits with its exit code
  run artifacts ID [--get NAME [--out PATH|-] [--force]]
                                          list the files a run kept (and those it dropped), or download one,
                                          its SHA-256 checked
  scorecard run cases.jsonl --runtime R|a,b|auto [--name N] [--max-attempts N] [--models a,b]
             [--wait [--compare BASELINE_ID]] (--harness NAME@TAG | [--harness H] -- CMD...)
                                          run a harness over a JSONL file of cases (one CaseInput a line, each with an id);
                                          --models runs every case once per model;
                                          --wait exits 0 all passed, 1 any failed, 2 any errored or canceled
  scorecard get ID | scorecard cancel ID | scorecard compare BASELINE_ID ID
  runtime list | runtime register -f spec.yaml | runtime validate -f spec.yaml | runtime probe NAME [--ref R]
  runtime tags NAME VERSION [TAG]... [--tenant T] | runtime archive NAME VERSION [--tenant T]
                                          runtime tags makes exactly these tags name the version;
                                          runtime validate exits 1 and lists the problems of an invalid spec
  harness list | harness register -f harness.yaml | harness tag NAME VERSION [TAG]...
                                          harness tag makes exactly these tags name the version

Client commands take --server URL (default $EVERDICT_SERVER, the config file, then ` + ServerDefault + `)
and --output text|json; the token is $EVERDICT_TOKEN or the config file's.
`

// Main runs one client command (args[0] is one of Commands). It prints its
// own errors; the error it returns is an *ExitError carrying the exit code.
func Main(ctx context.Context, args []string, env Env) error {
	if env.Getenv == nil {
		env.Getenv = func(string) string { return "" }
	}
	if env.Now == nil {
		env.Now = time.Now
	}
	c := &cmd{env: env, out: newPrinter(env.Stdout, env.Getenv)}
	var err error
	switch args[0] {
	case "login":
		err = c.login(ctx, args[1:])
	case "run":
		err = c.dispatch(ctx, "run", args[1:], map[string]func(context.Context, []string) error{
			"submit": c.runSubmit, "get": c.runGet, "list": c.runList, "cancel": c.runCancel, "logs": c.runLogs,
			"exec": c.runExec, "artifacts": c.runArtifacts,
		})
	case "scorecard":
		err = c.dispatch(ctx, "scorecard", args[1:], map[string]func(context.Context, []string) error{
			"run": c.scorecardRun, "get": c.scorecardGet, "cancel": c.scorecardCancel, "compare": c.scorecardCompare,
		})
	case "harness":
		err = c.dispatch(ctx, "harness", args[1:], map[string]func(context.Context, []string) error{
			"list": c.harnessList, "register": c.harnessRegister, "tag": c.harnessTag,
		})
	case "runtime":
		err = c.dispatch(ctx, "runtime", args[1:], map[string]func(context.Context, []string) error{
			"list": c.runtimeList, "register": c.runtimeRegister, "probe": c.runtimeProbe,
			"validate": c.runtimeValidate, "tags": c.runtimeTags, "archive": c.runtimeArchive,
		})
	default:
		err = usageErr("unknown command %q", args[0])
	}
	return c.report(err)
}

func (c *cmd) dispatch(ctx context.Context, group string, args []string, subs map[string]func(context.Context, []string) error) error {
	if len(args) == 0 {
		return usageErr("%s: name a subcommand", group)
	}
	f, ok := subs[args[0]]
	if !ok {
		return usageErr("%s: unknown subcommand %q", group, args[0])
	}
	return f(ctx, args[1:])
}

type cmd struct {
	env Env
	out *printer
	// json is set by a command's --output json.
	json bool
}

type usageError struct{ msg string }

func (u usageError) Error() string { return u.msg }

func usageErr(format string, args ...any) error { return usageError{fmt.Sprintf(format, args...)} }

// report prints err (the server's code and a hint) and turns it into the
// exit code.
func (c *cmd) report(err error) error {
	if err == nil {
		return nil
	}
	var ex *ExitError
	if errors.As(err, &ex) {
		return ex
	}
	var u usageError
	if errors.As(err, &u) {
		fmt.Fprintf(c.env.Stderr, "everdict: %s\n\n%s", u.msg, Usage)
		return &ExitError{Code: ExitUsage, Err: err}
	}
	code := client.ErrorCode(err)
	hint := errcode.Hint(errcode.Code(code))
	if code == "" && errors.Is(err, client.ErrConnection) {
		hint = "is the server running there? Name it with --server URL or EVERDICT_SERVER"
	}
	if c.json {
		e := map[string]string{"message": err.Error()}
		if code != "" {
			e["code"] = code
		}
		if hint != "" {
			e["hint"] = hint
		}
		_ = json.NewEncoder(c.env.Stdout).Encode(map[string]any{"error": e})
	}
	msg := err.Error()
	if code != "" {
		msg = code + ": " + msg
	}
	fmt.Fprintf(c.env.Stderr, "everdict: %s\n", msg)
	if hint != "" {
		fmt.Fprintf(c.env.Stderr, "hint: %s\n", hint)
	}
	return &ExitError{Code: 1, Err: err}
}

// flags is a command's flag set with the flags every client command has.
type flags struct {
	*flag.FlagSet
	server string
	output string
}

func (c *cmd) flags(name string) *flags {
	fs := flag.NewFlagSet(name, flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	f := &flags{FlagSet: fs}
	fs.StringVar(&f.server, "server", "", "the server's URL (default $EVERDICT_SERVER, the config file, then "+ServerDefault+")")
	fs.StringVar(&f.output, "output", "text", "text or json")
	fs.StringVar(&f.output, "o", "text", "shorthand for --output")
	return f
}

// parse parses args, allowing flags after positional arguments, and returns
// the positional arguments; everything after a "--" is positional.
func (c *cmd) parse(f *flags, args []string) ([]string, error) {
	var pos []string
	for {
		if err := f.Parse(args); err != nil {
			return nil, usageErr("%s: %v", f.Name(), err)
		}
		rest := f.Args()
		if len(rest) == 0 {
			break
		}
		if i := len(args) - len(rest) - 1; i >= 0 && args[i] == "--" {
			pos = append(pos, rest...) // after the terminator
			break
		}
		pos = append(pos, rest[0])
		args = rest[1:]
	}
	switch f.output {
	case "text":
	case "json":
		c.json = true
	default:
		return nil, usageErr("--output %q: want text or json", f.output)
	}
	return pos, nil
}

// client builds the API client from --server, the environment and the
// config file.
func (c *cmd) client(f *flags) (*client.Client, error) {
	cfg, err := loadConfig(c.env.Getenv)
	if err != nil {
		return nil, err
	}
	server := firstOf(f.server, c.env.Getenv("EVERDICT_SERVER"), cfg.Server, ServerDefault)
	token := firstOf(c.env.Getenv("EVERDICT_TOKEN"), cfg.Token)
	return client.New(server, token, c.env.HTTP)
}

func firstOf(vs ...string) string {
	for _, v := range vs {
		if v != "" {
			return v
		}
	}
	return ""
}

// isTerminal reports whether w is a character device (a terminal).
func isTerminal(w io.Writer) bool {
	f, ok := w.(*os.File)
	if !ok {
		return false
	}
	st, err := f.Stat()
	return err == nil && st.Mode()&os.ModeCharDevice != 0
}
