package nomad_test

import (
	"context"
	"crypto/tls"
	"crypto/x509"
	"errors"
	"fmt"
	"io"
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"

	"github.com/everdict/everdict/backends"
	"github.com/everdict/everdict/backends/backendtest"
	"github.com/everdict/everdict/backends/nomad"
)

// startBlocking dispatches a job that prints "ready" and blocks on b, and
// returns once it printed it; the job is canceled and its dispatch awaited
// when the test ends.
func startBlocking(t *testing.T, b *nomad.Backend) backends.Job {
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

func TestExecRunsInTheTasksWorkspaceWithAHomeOfItsOwn(t *testing.T) {
	t.Parallel()
	f := newFakeNomad(t)
	b := newBackend(t, testConfig(t, f.URL()))
	j := startBlocking(t, b)
	res, err := b.Exec(backendtest.Guard(t), j.RunID, backends.ExecRequest{Command: []string{"sh", "-c", `pwd; echo "$HOME"`}})
	if err != nil {
		t.Fatalf("Exec: %v", err)
	}
	lines := strings.Split(strings.TrimSpace(string(res.Stdout)), "\n")
	if len(lines) != 2 || !strings.HasSuffix(lines[0], "/local/workspace") || !strings.HasSuffix(lines[1], "/local") {
		t.Errorf("exec's directory and HOME = %q; want the task's local/workspace and local", lines)
	}
}

func TestAnExecPastItsTimeoutIsKilledInTheTaskToo(t *testing.T) {
	t.Parallel()
	f := newFakeNomad(t)
	b := newBackend(t, testConfig(t, f.URL()))
	j := startBlocking(t, b)
	res, err := b.Exec(backendtest.Guard(t), j.RunID, backends.ExecRequest{Command: []string{"sleep", "600"}, Timeout: 500 * time.Millisecond})
	if err != nil {
		t.Fatalf("Exec: %v", err)
	}
	if !res.TimedOut {
		t.Fatalf("Exec past its timeout: TimedOut false")
	}
	// Nomad does not stop an exec whose client left: the command's own
	// timeout in the task must.
	p := f.lastExec().Proc
	backendtest.Await(t, p.Done(), "the end of the exec's process in the task")
	if got := p.ExitCode(); got != 137 {
		t.Errorf("the exec's process in the task exited %d; want 137 (SIGKILL)", got)
	}
	// Killed by its timeout, not with its job: the job still runs.
	if _, err := b.Exec(backendtest.Guard(t), j.RunID, backends.ExecRequest{Command: []string{"true"}}); err != nil {
		t.Errorf("Exec after the timed-out one: %v", err)
	}
}

func TestAnExecTheTokenMayNotMakeIsUnauthorized(t *testing.T) {
	t.Parallel()
	f := newFakeNomad(t)
	b := newBackend(t, testConfig(t, f.URL()))
	j := startBlocking(t, b)
	f.denyExec.Store(true)
	_, err := b.Exec(backendtest.Guard(t), j.RunID, backends.ExecRequest{Command: []string{"true"}})
	if diff := cmp.Diff([2]string{"INFRA", backends.CodeUnauthorized}, classOf(err)); diff != "" {
		t.Errorf("Exec refused by the token's policy (-want +got):\n%s\nerr: %v", diff, err)
	}
	// Nomad refuses after the upgrade: the refusal is Terminal's error, or
	// ends the session's output when it came after Terminal returned.
	term, err := b.Terminal(backendtest.Guard(t), j.RunID, backends.TerminalRequest{})
	if err == nil {
		defer func() { _ = term.Close() }()
		_, err = io.ReadAll(term)
	}
	if diff := cmp.Diff([2]string{"INFRA", backends.CodeUnauthorized}, classOf(err)); diff != "" {
		t.Errorf("Terminal refused by the token's policy (-want +got):\n%s\nerr: %v", diff, err)
	}
}

func TestAnExecWorksOverTLSThroughAClientThatSpokeHTTP2(t *testing.T) {
	t.Parallel()
	f := newFakeNomadTLS(t)
	roots := x509.NewCertPool()
	roots.AddCert(f.srv.Certificate())
	cfg := testConfig(t, f.URL())
	// As the control plane's guarded client: HTTP/2 attempted. Its API calls
	// speak HTTP/2 (the dispatch), after which its TLS config offers h2.
	cfg.HTTPClient = &http.Client{Transport: &http.Transport{ForceAttemptHTTP2: true, TLSClientConfig: &tls.Config{RootCAs: roots}}}
	b := newBackend(t, cfg)
	j := startBlocking(t, b)
	res, err := b.Exec(backendtest.Guard(t), j.RunID, backends.ExecRequest{Command: []string{"echo", "over tls"}})
	if err != nil {
		t.Fatalf("Exec over TLS: %v", err)
	}
	if got := string(res.Stdout); got != "over tls\n" {
		t.Errorf("Exec over TLS printed %q; want %q", got, "over tls\n")
	}
}

func TestClosingATerminalHangsUpItsShell(t *testing.T) {
	t.Parallel()
	f := newFakeNomad(t)
	b := newBackend(t, testConfig(t, f.URL()))
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

func TestAccessWithoutAnExecCapableClientIsUnsupported(t *testing.T) {
	t.Parallel()
	f := newFakeNomad(t)
	cfg := testConfig(t, f.URL())
	cfg.HTTPClient = &http.Client{Transport: roundTripper{http.DefaultTransport}}
	b := newBackend(t, cfg)
	if _, err := b.Exec(backendtest.Guard(t), newRunID(), backends.ExecRequest{Command: []string{"true"}}); !errors.Is(err, backends.ErrUnsupported) {
		t.Errorf("Exec: err = %v; want one wrapping ErrUnsupported", err)
	}
}

// roundTripper hides a transport's type.
type roundTripper struct{ http.RoundTripper }

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
