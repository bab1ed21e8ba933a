package main

import (
	"crypto/rand"
	"encoding/hex"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/everdict/everdict/backends/backendtest"
	"github.com/everdict/everdict/internal/redistest"
)

// TestCancelThroughAnotherReplicaStopsTheJob: two `everdict serve`
// processes share one database (and Redis, when the tests have one).
// Replica A dispatches a LOCAL run; cancelRun through replica B settles it
// CANCELED at once and A stops the job: its process is gone.
func TestCancelThroughAnotherReplicaStopsTheJob(t *testing.T) {
	t.Parallel()
	env := envFor(t)
	env["EVERDICT_LEASE_TTL"] = "3s"
	if url := os.Getenv(redistest.EnvURL); url != "" {
		b := make([]byte, 6)
		_, _ = rand.Read(b)
		env["EVERDICT_REDIS_URL"] = url
		env["EVERDICT_REDIS_PREFIX"] = "evd:test:" + hex.EncodeToString(b) + ":"
	}
	// The harness runs as the unprivileged job user: its files and gates are
	// where that user can reach them.
	pidFile := filepath.Join(backendtest.OpenDir(t), "pid")
	started := backendtest.OpenFIFO(t, "started.fifo")
	a := startServer(t, with(env, "EVERDICT_REPLICA_ID", "a"))
	script := fmt.Sprintf(`echo $$ > %s; echo up > %s; exec sleep 300`, pidFile, started)
	var sub struct{ SubmitRun struct{ ID string } }
	a.gql(t, a.token, `mutation($s: String!) { submitRun(input: {runtime: "local",
		harness: {name: "sh", command: ["sh", "-c", $s]}, case: {task: "wait", timeoutSec: 600}}) { id } }`,
		map[string]any{"s": script}, &sub)
	readLine(t, started)
	waitStatus(t, a, sub.SubmitRun.ID, "RUNNING")
	raw, err := os.ReadFile(pidFile)
	if err != nil {
		t.Fatal(err)
	}
	pid, err := strconv.Atoi(strings.TrimSpace(string(raw)))
	if err != nil {
		t.Fatal(err)
	}
	if !alive(pid) {
		t.Fatalf("the harness (pid %d) is not running", pid)
	}

	// B starts after A dispatched the run, so A holds it.
	b := startServer(t, with(env, "EVERDICT_REPLICA_ID", "b"))
	b.token = a.token
	var got struct {
		CancelRun struct {
			Status string
			Error  struct{ Code string }
		}
	}
	b.gql(t, b.token, `mutation($id: ID!) { cancelRun(id: $id) { status error { code } } }`,
		map[string]any{"id": sub.SubmitRun.ID}, &got)
	if got.CancelRun.Status != "FAILED" || got.CancelRun.Error.Code != "CANCELED" {
		t.Fatalf("cancel through replica B = %+v, want FAILED/CANCELED", got.CancelRun)
	}
	tick := time.NewTicker(20 * time.Millisecond)
	defer tick.Stop()
	deadline := time.After(30 * time.Second)
	for alive(pid) {
		select {
		case <-tick.C:
		case <-deadline:
			t.Fatalf("the harness (pid %d) still runs 30 s after the cancel", pid)
		}
	}
}

func with(env map[string]string, k, v string) map[string]string {
	out := map[string]string{k: v}
	for key, val := range env {
		if key != k {
			out[key] = val
		}
	}
	return out
}

// alive reports whether pid names a live process (not a zombie).
func alive(pid int) bool {
	if err := syscall.Kill(pid, 0); errors.Is(err, syscall.ESRCH) {
		return false
	}
	stat, err := os.ReadFile(fmt.Sprintf("/proc/%d/stat", pid))
	if err != nil {
		return false
	}
	fields := strings.Fields(string(stat[strings.LastIndexByte(string(stat), ')')+1:]))
	return len(fields) > 0 && fields[0] != "Z"
}
