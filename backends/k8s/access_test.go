package k8s_test

import (
	"context"
	"errors"
	"fmt"
	"io"
	"net"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"

	"github.com/everdict/everdict/backends"
	"github.com/everdict/everdict/backends/backendtest"
	"github.com/everdict/everdict/backends/k8s"
)

// startBlocking dispatches a job that prints "ready" and blocks on b, and
// returns once it printed it; the job is canceled and its dispatch awaited
// when the test ends.
func startBlocking(t *testing.T, b *k8s.Backend) backends.Job {
	t.Helper()
	j := scenarioJob(backendtest.Scenario{Name: "access", Stdout: []string{"ready"}, Block: true})
	j.Case.TimeoutSec = 3600 // it outlives the test, which ends it
	var sink backendtest.Sink
	ready := sink.Expect("ready")
	ctx, cancel := context.WithCancel(context.Background())
	dispatched := backendtest.Dispatch(ctx, b, j, &sink)
	t.Cleanup(func() {
		cancel()
		backendtest.Await(t, dispatched, "the dispatch after its cancel")
	})
	backendtest.Await(t, ready, "the job's ready line")
	return j
}

func TestExecReachesTheAPIServerThroughTheConfiguredDialer(t *testing.T) {
	t.Parallel()
	f := newFakeCluster(t)
	cfg := testConfig(t, f)
	var mu sync.Mutex
	var dialed []string
	dial := cfg.Dial
	cfg.Dial = func(ctx context.Context, network, address string) (net.Conn, error) {
		mu.Lock()
		dialed = append(dialed, address)
		mu.Unlock()
		return dial(ctx, network, address)
	}
	b := newBackend(t, cfg)
	j := startBlocking(t, b)
	res, err := b.Exec(backendtest.Guard(t), j.RunID, backends.ExecRequest{Command: []string{"echo", "through the guard"}})
	if err != nil {
		t.Fatalf("Exec: %v", err)
	}
	if got := string(res.Stdout); got != "through the guard\n" {
		t.Errorf("Exec printed %q", got)
	}
	mu.Lock()
	defer mu.Unlock()
	if !slices.Contains(dialed, "k8s.invalid:6443") {
		t.Errorf("the exec did not go through Config.Dial (it dialed %q)", dialed)
	}
}

func TestAnExecPastItsTimeoutIsKilledInThePodToo(t *testing.T) {
	t.Parallel()
	f := newFakeCluster(t)
	b := newBackend(t, testConfig(t, f))
	j := startBlocking(t, b)
	res, err := b.Exec(backendtest.Guard(t), j.RunID, backends.ExecRequest{Command: []string{"sleep", "600"}, Timeout: 500 * time.Millisecond})
	if err != nil {
		t.Fatalf("Exec: %v", err)
	}
	if !res.TimedOut {
		t.Fatalf("Exec past its timeout: TimedOut false")
	}
	// Kubernetes does not stop an exec whose client left: the command's own
	// timeout in the container must.
	p := f.lastExec().Proc
	backendtest.Await(t, p.Done(), "the end of the exec's process in the pod")
	if got := p.ExitCode(); got != 137 {
		t.Errorf("the exec's process in the pod exited %d; want 137 (SIGKILL)", got)
	}
	// Killed by its timeout, not with its job: the job still runs.
	if _, err := b.Exec(backendtest.Guard(t), j.RunID, backends.ExecRequest{Command: []string{"true"}}); err != nil {
		t.Errorf("Exec after the timed-out one: %v", err)
	}
}

func TestAnExecTheCredentialsMayNotMakeIsUnauthorized(t *testing.T) {
	t.Parallel()
	f := newFakeCluster(t)
	b := newBackend(t, testConfig(t, f))
	j := startBlocking(t, b)
	f.denyExec.Store(true)
	_, err := b.Exec(backendtest.Guard(t), j.RunID, backends.ExecRequest{Command: []string{"true"}})
	if diff := cmp.Diff([2]string{"INFRA", backends.CodeUnauthorized}, classOf(err)); diff != "" {
		t.Errorf("Exec refused by RBAC (-want +got):\n%s\nerr: %v", diff, err)
	}
	_, err = b.Terminal(backendtest.Guard(t), j.RunID, backends.TerminalRequest{})
	if diff := cmp.Diff([2]string{"INFRA", backends.CodeUnauthorized}, classOf(err)); diff != "" {
		t.Errorf("Terminal refused by RBAC (-want +got):\n%s\nerr: %v", diff, err)
	}
}

func TestClosingATerminalHangsUpItsShell(t *testing.T) {
	t.Parallel()
	f := newFakeCluster(t)
	b := newBackend(t, testConfig(t, f))
	j := startBlocking(t, b)
	term, err := b.Terminal(backendtest.Guard(t), j.RunID, backends.TerminalRequest{})
	if err != nil {
		t.Fatalf("Terminal: %v", err)
	}
	awaitShell(t, term)
	if err := term.Close(); err != nil {
		t.Fatalf("Close: %v", err)
	}
	p := f.lastExec().Proc
	backendtest.Await(t, p.Done(), "the end of the terminal's shell")
	if n, err := term.Read(make([]byte, 16)); n != 0 || !errors.Is(err, io.EOF) {
		t.Errorf("Read after Close = %d, %v; want 0, EOF", n, err)
	}
}

func TestAccessWithoutAKubeconfigIsUnsupported(t *testing.T) {
	t.Parallel()
	f := newFakeCluster(t)
	cfg := testConfig(t, f)
	cfg.Kubeconfig = nil
	b := newBackend(t, cfg)
	j := startBlocking(t, b)
	if _, err := b.Exec(backendtest.Guard(t), j.RunID, backends.ExecRequest{Command: []string{"true"}}); !errors.Is(err, backends.ErrUnsupported) {
		t.Errorf("Exec: err = %v; want one wrapping ErrUnsupported", err)
	}
}

// awaitShell returns once the terminal's shell answered a command: it runs.
func awaitShell(t *testing.T, term backends.Terminal) {
	t.Helper()
	if _, err := io.WriteString(term, "echo up-$((1+1))\n"); err != nil {
		t.Fatalf("type into the terminal: %v", err)
	}
	up := make(chan error, 1)
	go func() {
		var seen []byte
		b := make([]byte, 256)
		for !strings.Contains(string(seen), "up-2") {
			n, err := term.Read(b)
			seen = append(seen, b[:n]...)
			if err != nil {
				up <- fmt.Errorf("the terminal ended before its shell answered: %w (it printed %q)", err, seen)
				return
			}
		}
		up <- nil
	}()
	if err := backendtest.Await(t, up, "the shell's answer"); err != nil {
		t.Fatal(err)
	}
}
