package main

import (
	"context"
	"flag"
	"io"
	"os"
	"path/filepath"
	"slices"
	"strings"

	"github.com/everdict/everdict/backends/local"
	"github.com/everdict/everdict/runner"
	"github.com/everdict/everdict/runtime"
)

// runnerCommand is `everdict runner`: a self-hosted runner on this machine.
func runnerCommand(ctx context.Context, cfg config, args []string, getenv func(string) string, stdout, stderr io.Writer) error {
	fs := flag.NewFlagSet("runner", flag.ContinueOnError)
	fs.SetOutput(stderr)
	server := fs.String("server", getenv("EVERDICT_SERVER"), "the control plane's URL (EVERDICT_SERVER)")
	token := fs.String("token", getenv("EVERDICT_TOKEN"), "an API token: ADMIN registers a workspace runner, MEMBER a personal one (EVERDICT_TOKEN)")
	host, _ := os.Hostname()
	name := fs.String("name", host, "the runner's name")
	labels := fs.String("labels", "", "capabilities to advertise besides the detected ones, comma-separated (git, docker, browser, computer-use, kvm, sandbox, codex-login, claude-login)")
	without := fs.String("without", "", "detected capabilities not to advertise, comma-separated (a host with Xvfb that should take no osUse case: computer-use)")
	slots := fs.Int("slots", runner.SlotsDefault, "how many runs to take at once")
	once := fs.Bool("once", false, "exit after one job (ephemeral runners)")
	dataDir := fs.String("data-dir", "", "where jobs keep their state (default: EVERDICT_DATA_DIR/runner-<name>)")
	if err := fs.Parse(args); err != nil {
		return usageError{err.Error()}
	}
	if *server == "" || *token == "" {
		return usageError{"runner: --server and --token are required"}
	}
	if *dataDir == "" {
		*dataDir = filepath.Join(cfg.DataDir, "runner-"+*name)
	}
	caps := runtime.DetectCapabilities(ctx, runtime.ProbeConfig{})
	for _, l := range strings.Split(*labels, ",") {
		if l = strings.TrimSpace(l); l != "" {
			caps = append(caps, l)
		}
	}
	for _, w := range strings.Split(*without, ",") {
		if w = strings.TrimSpace(w); w != "" {
			caps = slices.DeleteFunc(caps, func(c string) bool { return c == w })
		}
	}
	log := cfg.logger()
	b, err := local.New(local.Config{DataDir: filepath.Join(*dataDir, "local"), Logger: log,
		JobUIDs: cfg.Local.JobUIDs, RlimitFallback: cfg.Local.RlimitFallback})
	if err != nil {
		return err
	}
	r, err := runner.New(runner.Config{Server: *server, Token: *token, Name: *name, Capabilities: caps,
		Slots: *slots, Once: *once, Backend: b, Out: stdout, Logger: log})
	if err != nil {
		return err
	}
	return r.Run(ctx)
}
