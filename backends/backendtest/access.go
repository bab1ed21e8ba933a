package backendtest

import (
	"bytes"
	"context"
	"errors"
	"io"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"

	"github.com/everdict/everdict/backends"
	"github.com/everdict/everdict/evalcase"
)

// RunAccess runs the conformance suite of backends.Access against h: every
// backend that offers a way into its jobs passes it. Each scenario is a
// parallel subtest named as a sentence; the backend h opens must implement
// backends.Access.
func RunAccess(t *testing.T, h Harness) {
	t.Helper()
	runScenarios(t, h, []scenario{
		{"exec in a running job returns its output and exit code", testExecOutput},
		{"exec is killed at its timeout", testExecTimeout},
		{"exec keeps at most the cap of each stream and says it cut", testExecCap},
		{"exec gets none of the harness's secrets in its environment", testExecNoSecrets},
		{"exec of an unknown run is not found and of an ended one is not running", testExecEdges},
		{"a terminal round-trips keystrokes and ends when closed", testTerminal},
		{"a job that is no browser case has no screen", testNoScreen},
	})
}

// access opens an adapter on open and returns its Access.
func access(t *testing.T, open Open) backends.Access {
	t.Helper()
	a, ok := open(t).(backends.Access)
	if !ok {
		t.Fatalf("backendtest: %T does not implement backends.Access", open(t))
	}
	return a
}

// running dispatches a job that prints "ready" and blocks, and returns once
// it printed it; the job is canceled when the test ends and its Dispatch
// awaited, so nothing of it (an adapter's log line) outlives the test.
func running(t *testing.T, open Open, j backends.Job) {
	t.Helper()
	var (
		rec        recorder
		dispatched <-chan Dispatched
	)
	// Cleanups run last-registered first: the cancel by run id, the end of
	// the dispatch's context, then this wait.
	t.Cleanup(func() {
		select {
		case <-dispatched:
		case <-time.After(WaitTimeout):
			t.Errorf("the dispatch of %s did not return within %s of its cancel", j.RunID, WaitTimeout)
		}
	})
	dispatched = Dispatch(Guard(t), open(t), j, &rec)
	stopOnCleanup(t, open, j.RunID)
	rec.waitFor(t, `"ready"`, stdoutLine("ready"))
}

func blocking(name string) backends.Job {
	return job(Scenario{Name: name, Stdout: []string{"ready"}, Block: true})
}

func exec(t *testing.T, a backends.Access, runID string, req backends.ExecRequest) backends.ExecResult {
	t.Helper()
	res, err := a.Exec(Guard(t), runID, req)
	if err != nil {
		t.Fatalf("Exec(%q): %v", req.Command, err)
	}
	return res
}

func testExecOutput(t *testing.T, h Harness) {
	open := h.New(t)
	j := blocking("exec-output")
	running(t, open, j)
	res := exec(t, access(t, open), j.RunID, backends.ExecRequest{
		Command: []string{"sh", "-c", "echo out; echo err >&2; echo \"$EVERDICT_RUN_ID\"; exit 3"},
	})
	want := backends.ExecResult{Stdout: []byte("out\n" + j.RunID + "\n"), Stderr: []byte("err\n"), ExitCode: 3}
	if diff := cmp.Diff(want, res); diff != "" {
		t.Errorf("exec result (-want +got):\n%s", diff)
	}
}

func testExecTimeout(t *testing.T, h Harness) {
	open := h.New(t)
	j := blocking("exec-timeout")
	running(t, open, j)
	res := exec(t, access(t, open), j.RunID, backends.ExecRequest{
		Command: []string{"sleep", "600"},
		Timeout: 500 * time.Millisecond,
	})
	if !res.TimedOut || res.ExitCode != 128+9 {
		t.Errorf("exec past its timeout = timedOut %v, exit %d; want true, 137", res.TimedOut, res.ExitCode)
	}
}

func testExecCap(t *testing.T, h Harness) {
	open := h.New(t)
	j := blocking("exec-cap")
	running(t, open, j)
	res := exec(t, access(t, open), j.RunID, backends.ExecRequest{
		Command:        []string{"sh", "-c", "i=0; while [ $i -lt 2000 ]; do echo 0123456789; i=$((i+1)); done; echo done >&2"},
		MaxOutputBytes: 1000,
	})
	if len(res.Stdout) != 1000 || !res.Truncated {
		t.Errorf("capped stdout = %d bytes, truncated %v; want 1000, true", len(res.Stdout), res.Truncated)
	}
	if got := string(res.Stderr); got != "done\n" || res.ExitCode != 0 {
		t.Errorf("after the cap the command went on: stderr %q, exit %d; want %q, 0", got, res.ExitCode, "done\n")
	}
}

func testExecNoSecrets(t *testing.T, h Harness) {
	open := h.New(t)
	j := blocking("exec-secrets")
	const secret = "s3cr3t-value-of-the-harness"
	j.Harness.Env = []evalcase.EnvVar{{Name: "HARNESS_KEY", SecretRef: "harness-key", Value: secret}}
	j.Secrets = []string{secret}
	running(t, open, j)
	res := exec(t, access(t, open), j.RunID, backends.ExecRequest{Command: []string{"env"}})
	if res.ExitCode != 0 {
		t.Fatalf("env exited %d: %s", res.ExitCode, res.Stderr)
	}
	// What it does get, so an exec whose output is lost cannot pass.
	if want := backends.EnvRunID + "=" + j.RunID; !strings.Contains(string(res.Stdout), want) {
		t.Errorf("the exec's environment lacks %s:\n%s", want, res.Stdout)
	}
	if strings.Contains(string(res.Stdout), secret) || strings.Contains(string(res.Stdout), "HARNESS_KEY") {
		t.Errorf("the exec's environment holds the harness's secret:\n%s", res.Stdout)
	}
	for _, c := range h.Credentials {
		if strings.Contains(string(res.Stdout), c) {
			t.Errorf("the exec's environment holds a server credential")
		}
	}
}

func testExecEdges(t *testing.T, h Harness) {
	open := h.New(t)
	a := access(t, open)
	req := backends.ExecRequest{Command: []string{"true"}}
	if _, err := a.Exec(Guard(t), newRunID(), req); !errors.Is(err, backends.ErrNotFound) {
		t.Errorf("Exec of an unknown run: err = %v, want one wrapping ErrNotFound", err)
	}
	j := job(Scenario{Name: "exec-ended"})
	d := Await(t, Dispatch(Guard(t), open(t), j, backends.Discard), "dispatch")
	if d.Err != nil {
		t.Fatalf("Dispatch: %v", d.Err)
	}
	if _, err := a.Exec(Guard(t), j.RunID, req); !errors.Is(err, backends.ErrNotRunning) {
		t.Errorf("Exec of an ended run: err = %v, want one wrapping ErrNotRunning", err)
	}
	if _, err := a.Exec(Guard(t), j.RunID, backends.ExecRequest{}); err == nil {
		t.Errorf("Exec with no command: err = nil, want a refusal")
	}
}

// screenReader collects what a terminal prints and tells when a string
// appeared.
type screenReader struct {
	mu   sync.Mutex
	buf  bytes.Buffer
	more chan struct{} // closed and replaced on every read
	done chan struct{} // closed at EOF or error
}

func readTerminal(term backends.Terminal) *screenReader {
	s := &screenReader{more: make(chan struct{}), done: make(chan struct{})}
	go func() {
		defer close(s.done)
		b := make([]byte, 4096)
		for {
			n, err := term.Read(b)
			s.mu.Lock()
			s.buf.Write(b[:n])
			close(s.more)
			s.more = make(chan struct{})
			s.mu.Unlock()
			if err != nil {
				return
			}
		}
	}()
	return s
}

func (s *screenReader) await(t *testing.T, want string) {
	t.Helper()
	deadline := time.NewTimer(WaitTimeout)
	defer deadline.Stop()
	for {
		s.mu.Lock()
		got, more := s.buf.String(), s.more
		s.mu.Unlock()
		if strings.Contains(got, want) {
			return
		}
		select {
		case <-more:
		case <-s.done:
			s.mu.Lock()
			got = s.buf.String()
			s.mu.Unlock()
			if !strings.Contains(got, want) {
				t.Fatalf("the terminal ended without printing %q; it printed %q", want, got)
			}
			return
		case <-deadline.C:
			t.Fatalf("the terminal did not print %q within %s; it printed %q", want, WaitTimeout, got)
		}
	}
}

func testTerminal(t *testing.T, h Harness) {
	open := h.New(t)
	j := blocking("terminal")
	running(t, open, j)
	term, err := access(t, open).Terminal(Guard(t), j.RunID, backends.TerminalRequest{Size: backends.TermSize{Cols: 100, Rows: 30}})
	if err != nil {
		t.Fatalf("Terminal: %v", err)
	}
	defer func() { _ = term.Close() }()
	out := readTerminal(term)
	// The answer is computed by the shell, so it is not the echo of what was
	// typed; stty prints the size the terminal was opened with.
	if _, err := io.WriteString(term, "echo answer=$((6*7)); stty size\n"); err != nil {
		t.Fatalf("type into the terminal: %v", err)
	}
	out.await(t, "answer=42")
	out.await(t, "30 100")
	if err := term.Resize(backends.TermSize{Cols: 120, Rows: 40}); err != nil {
		t.Fatalf("Resize: %v", err)
	}
	if _, err := io.WriteString(term, "stty size; exit\n"); err != nil {
		t.Fatalf("type into the terminal: %v", err)
	}
	out.await(t, "40 120")
	select {
	case <-out.done:
	case <-time.After(WaitTimeout):
		t.Fatalf("the terminal did not end after exit")
	}
	if err := term.Close(); err != nil {
		t.Errorf("Close after the shell exited: %v", err)
	}
}

func testNoScreen(t *testing.T, h Harness) {
	open := h.New(t)
	j := blocking("no-screen")
	running(t, open, j)
	ctx, cancel := context.WithTimeout(Guard(t), WaitTimeout)
	defer cancel()
	_, err := access(t, open).Screen(ctx, j.RunID)
	if !errors.Is(err, backends.ErrNoScreen) && !errors.Is(err, backends.ErrUnsupported) {
		t.Errorf("Screen of a job that is no browser case: err = %v, want ErrNoScreen or ErrUnsupported", err)
	}
}
