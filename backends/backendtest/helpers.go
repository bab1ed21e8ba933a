package backendtest

import (
	"context"
	"encoding/hex"
	"encoding/json"
	"os"
	osexec "os/exec"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	"github.com/everdict/everdict/backends"
	"github.com/everdict/everdict/evalcase"
)

// Dispatched is what a Dispatch call returned.
type Dispatched struct {
	Result evalcase.Result
	Err    error
}

// Dispatch runs b.Dispatch in a goroutine; receive from the channel (with
// Await) for its outcome. Adapter tests use it beside the suite.
func Dispatch(ctx context.Context, b backends.Backend, j backends.Job, logs backends.LogSink) <-chan Dispatched {
	ch := make(chan Dispatched, 1)
	go func() {
		res, err := b.Dispatch(ctx, j, logs)
		ch <- Dispatched{res, err}
	}()
	return ch
}

// Await receives from ch, failing the test after WaitTimeout.
func Await[T any](t testing.TB, ch <-chan T, what string) T {
	t.Helper()
	select {
	case v := <-ch:
		return v
	case <-time.After(WaitTimeout):
		t.Fatalf("%s: nothing after %s", what, WaitTimeout)
		panic("unreachable")
	}
}

// Guard is a context bounding a whole (sub)test by WaitTimeout.
func Guard(t *testing.T) context.Context {
	ctx, cancel := context.WithTimeout(t.Context(), WaitTimeout)
	t.Cleanup(cancel)
	return ctx
}

// Sink is a LogSink for adapter tests: it counts Accepted calls and signals
// when a given stdout line arrives. Its zero value is ready; safe for
// concurrent use.
type Sink struct {
	mu       sync.Mutex
	accepted int
	want     string
	seen     chan struct{}
}

// Accepted counts a backend's acceptance.
func (s *Sink) Accepted() {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.accepted++
}

// Line signals the channel Expect returned when its stdout line arrives.
func (s *Sink) Line(l backends.LogLine) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.seen != nil && l.Stream == backends.StreamStdout && l.Text == s.want {
		close(s.seen)
		s.seen = nil
	}
}

// Expect returns a channel closed when the stdout line text arrives.
func (s *Sink) Expect(text string) <-chan struct{} {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.want, s.seen = text, make(chan struct{})
	return s.seen
}

// AcceptedCount is how often Accepted was called.
func (s *Sink) AcceptedCount() int {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.accepted
}

// OpenDirRoot holds the OpenDirs: outside /tmp, /var/tmp and /dev/shm,
// which a plain LOCAL run has fresh ones of its own of (so it would not see
// a directory there), and reachable by every user.
const OpenDirRoot = "/run/everdict-test-open"

// OpenDir returns a fresh directory, removed after the test, that every
// user can reach and write: where a test puts what a job running as an
// unprivileged user must open (a gate's FIFO), since t.TempDir is 0700.
func OpenDir(t testing.TB) string {
	t.Helper()
	if err := os.MkdirAll(OpenDirRoot, 0o755); err != nil {
		t.Fatalf("make the open directories' root: %v", err)
	}
	dir, err := os.MkdirTemp(OpenDirRoot, "everdict-open-")
	if err != nil {
		t.Fatalf("make an open directory: %v", err)
	}
	t.Cleanup(func() { _ = os.RemoveAll(dir) })
	if err := os.Chmod(dir, 0o777); err != nil {
		t.Fatalf("open the directory: %v", err)
	}
	return dir
}

// OpenFIFO makes a FIFO in an OpenDir that every user can read and write.
func OpenFIFO(t testing.TB, name string) string {
	t.Helper()
	p := filepath.Join(OpenDir(t), name)
	if err := syscall.Mkfifo(p, 0o600); err != nil {
		t.Fatalf("make FIFO: %v", err)
	}
	if err := os.Chmod(p, 0o666); err != nil {
		t.Fatalf("open FIFO: %v", err)
	}
	return p
}

// TakeEnv returns the value of name in env (KEY=value items) and env
// without it: how a cluster fake plays the wrapper taking its key out of
// the environment the harness gets.
func TakeEnv(env []string, name string) (string, []string) {
	var value string
	rest := make([]string, 0, len(env))
	for _, kv := range env {
		if v, ok := strings.CutPrefix(kv, name+"="); ok {
			value = v
			continue
		}
		rest = append(rest, kv)
	}
	return value, rest
}

// ReportRecords are the bodies of the R records a cluster task's wrapper
// writes for report (none when it is nil): its JSON as od -An -tx1 prints
// it, 16 bytes a line.
func ReportRecords(report *evalcase.Report) []string {
	if report == nil {
		return nil
	}
	raw, _ := json.Marshal(report)
	return hexRecords(raw)
}

// hexRecords is raw as od -An -v -tx1 writes it: 16 bytes a line.
func hexRecords(raw []byte) []string {
	var out []string
	for len(raw) > 0 {
		n := min(16, len(raw))
		var b strings.Builder
		for _, c := range raw[:n] {
			b.WriteString(" " + hex.EncodeToString([]byte{c}))
		}
		out = append(out, b.String())
		raw = raw[n:]
	}
	return out
}

// ReportBytes is what the wrapper authenticates of report's R records:
// each body and a newline.
func ReportBytes(report *evalcase.Report) []byte {
	var b []byte
	for _, r := range ReportRecords(report) {
		b = append(append(b, r...), '\n')
	}
	return b
}

// AnswerRecords are the bodies of the N records the wrapper writes for an
// answer: its first evalcase.AnswerMaxBytesDefault+1 bytes, in hex.
func AnswerRecords(answer string) []string {
	return hexRecords([]byte(answer[:min(len(answer), evalcase.AnswerMaxBytesDefault+1)]))
}

// SignedBytes is what the wrapper authenticates of a report's R records
// and an answer's N records: each body and a newline, R first.
func SignedBytes(report *evalcase.Report, answer string) []byte {
	b := ReportBytes(report)
	for _, r := range AnswerRecords(answer) {
		b = append(append(b, r...), '\n')
	}
	return b
}

// PlayCollection is a fake cluster's part of a task's collection, for a
// fake that plays its task's harness with Emulate: it gives the harness a
// real artifact directory in env (in place of EnvArtifactsDir's path in
// the task), takes the upload grant and URL out of the harness's env as
// the wrapper does, and returns collect, which runs the wrapper's own
// collection script (wire.CollectScript, passed by the adapter's test) for
// real with sh on this host and returns the bodies of the U records it
// wrote (nil when the script failed), and the harness's env. done
// removes the directory; the fake defers it.
func PlayCollection(env []string) (harnessEnv []string, collect func(ctx context.Context, script string) []string, done func()) {
	dir, err := os.MkdirTemp("", "everdict-fake-artifacts-")
	if err != nil {
		return env, func(context.Context, string) []string { return nil }, func() {}
	}
	grant, env := TakeEnv(env, backends.EnvArtifactGrant)
	url, env := TakeEnv(env, backends.EnvArtifactURL)
	_, env = TakeEnv(env, backends.EnvArtifactsDir)
	env = append(env, backends.EnvArtifactsDir+"="+filepath.Join(dir, "artifacts"))
	collect = func(ctx context.Context, script string) []string {
		state := filepath.Join(dir, "state")
		if err := os.Mkdir(state, 0o700); err != nil {
			return nil
		}
		cmd := osexec.CommandContext(ctx, "/bin/sh", "-c", script, "everdict-collect", state)
		cmd.Env = append(slices.Clone(env), backends.EnvArtifactGrant+"="+grant, backends.EnvArtifactURL+"="+url)
		if grant == "" {
			cmd.Env = env
		}
		out, err := cmd.Output()
		if err != nil {
			return nil
		}
		var bodies []string
		for l := range strings.Lines(string(out)) {
			if body, ok := strings.CutPrefix(strings.TrimSuffix(l, "\n"), "U "); ok {
				bodies = append(bodies, body)
			}
		}
		return bodies
	}
	return env, collect, func() { _ = os.RemoveAll(dir) }
}

// UploadBytes are the U records' bodies as the MAC covers them: each and
// a newline, after SignedBytes.
func UploadBytes(bodies []string) []byte {
	var b []byte
	for _, u := range bodies {
		b = append(append(b, u...), '\n')
	}
	return b
}
