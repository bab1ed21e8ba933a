package main

import (
	"bytes"
	"context"
	"errors"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/everdict/everdict/secrets"
)

// TestDoctor runs `everdict doctor` against a real SQLite store, the real
// LOCAL backend and, when there is one, the test Redis: once on a set-up
// data directory, once on one a careless operator left readable, with a
// Redis that does not answer.
func TestDoctor(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	dir := t.TempDir() // 0755: migrate makes it private
	env := map[string]string{"EVERDICT_DATA_DIR": dir, "EVERDICT_LOG_LEVEL": "error"}
	getenv := func(k string) string { return env[k] }
	if err := runCommand(ctx, []string{"migrate"}, getenv, io.Discard, io.Discard); err != nil {
		t.Fatal(err)
	}
	if _, err := secrets.LoadKey("", dir); err != nil {
		t.Fatal(err)
	}
	if u := os.Getenv("EVERDICT_TEST_REDIS_URL"); u != "" {
		env["EVERDICT_REDIS_URL"] = u
	}

	t.Run("a healthy setup passes and exits zero", func(t *testing.T) {
		var out bytes.Buffer
		if err := runCommand(ctx, []string{"doctor"}, getenv, &out, io.Discard); err != nil {
			t.Fatalf("doctor = %v\n%s", err, out.String())
		}
		for _, want := range []string{"ok  data directory", "ok  secret key", "ok  schema", "LOCAL sandbox", "0 failed"} {
			if !strings.Contains(squeeze(out.String()), want) {
				t.Errorf("the report lacks %q:\n%s", want, out.String())
			}
		}
	})

	t.Run("a readable data directory and key and an unreachable Redis fail with hints and exit non-zero", func(t *testing.T) {
		if err := os.Chmod(dir, 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.Chmod(filepath.Join(dir, secrets.KeyFileName), 0o644); err != nil {
			t.Fatal(err)
		}
		env["EVERDICT_REDIS_URL"] = "redis://127.0.0.1:1/0"
		var out bytes.Buffer
		err := runCommand(ctx, []string{"doctor"}, getenv, &out, io.Discard)
		if !errors.Is(err, errUnhealthy) {
			t.Fatalf("doctor = %v, want errUnhealthy\n%s", err, out.String())
		}
		for _, want := range []string{"FAIL  data directory", "chmod 700", "FAIL  secret key", "FAIL  redis", "runtimes  not probed", "3 failed"} {
			if !strings.Contains(squeeze(out.String()), want) {
				t.Errorf("the report lacks %q:\n%s", want, out.String())
			}
		}
	})
}

// squeeze collapses runs of spaces to two, as the report's columns vary.
func squeeze(s string) string {
	for strings.Contains(s, "   ") {
		s = strings.ReplaceAll(s, "   ", "  ")
	}
	return s
}
