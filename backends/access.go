package backends

import (
	"context"
	"errors"
	"fmt"
	"io"
	"slices"
	"sync"
	"time"
)

// Access is the way into a running job (DESIGN's RuntimeAccess): a command
// run in its sandbox, an interactive terminal, and a picture of its screen.
// A Backend that implements it offers all three; what one backend cannot do
// is an error wrapping ErrUnsupported.
// Who may use it is decided above (run.Run.AssertObservableBy): a backend
// trusts its caller.
//
// Everything started through Access runs where the job runs and as the job
// runs: in its sandbox (namespaces, seccomp filter, cgroup and limits) and
// as its user, never as the control plane's. It gets none of the harness's
// environment (its secrets stay with the harness), and it ends with the job
// at the latest.
//
// A runID no backend instance ever saw is an error wrapping ErrNotFound; a
// job that is not running now (queued on the runtime, between its harness
// and its graders, or ended) one wrapping ErrNotRunning.
type Access interface {
	// Exec runs req.Command in the job's sandbox and returns its output and
	// exit code. It returns when the command ends, when req's timeout
	// passes (the command is killed, TimedOut set) or when ctx is done.
	Exec(ctx context.Context, runID string, req ExecRequest) (ExecResult, error)
	// Terminal starts req.Command (a shell when empty) in the job's sandbox
	// on a pseudo-terminal and returns its two ends. The session lasts
	// until the Terminal is closed, the command exits or the job ends;
	// ctx bounds only the start.
	Terminal(ctx context.Context, runID string, req TerminalRequest) (Terminal, error)
	// Screen returns a PNG of what the job shows now: the page of a
	// browser case's browser, or an osUse case's display (OSUseDisplay).
	// A job with nothing to show is an error wrapping ErrNoScreen.
	Screen(ctx context.Context, runID string) ([]byte, error)
}

// Sentinel errors of Access.
var (
	// ErrNotRunning is wrapped when the job is known but nothing of it runs
	// now to enter.
	ErrNotRunning = errors.New("the job is not running")
	// ErrNoScreen is wrapped by Screen for a job with no screen: neither a
	// browser nor an osUse case, or its browser or display is not up (yet).
	ErrNoScreen = errors.New("the job has no screen")
)

// Exec limits.
const (
	// ExecTimeoutDefault bounds an exec whose request names no timeout.
	ExecTimeoutDefault = 30 * time.Second
	// ExecTimeoutMax is the longest timeout an exec may ask for.
	ExecTimeoutMax = 10 * time.Minute
	// ExecOutputDefault is how much of each stream an exec keeps when its
	// request names no cap; the rest is read and dropped (Truncated).
	ExecOutputDefault = 1 << 20
	// ExecOutputMax is the largest cap an exec may ask for.
	ExecOutputMax = 8 << 20
	// ExecArgsMax bounds the total length of an exec's command line.
	ExecArgsMax = 64 << 10
)

// ExecRequest is one command to run in a job's sandbox. Zero Timeout and
// MaxOutputBytes mean the defaults.
type ExecRequest struct {
	// Command is the argv; Command[0] is looked up in the job's PATH.
	Command []string
	// Timeout kills the command when it passes.
	Timeout time.Duration
	// MaxOutputBytes is how much of each of stdout and stderr is kept.
	MaxOutputBytes int
}

// Normalize fills in the defaults and checks the request against the limits.
func (r ExecRequest) Normalize() (ExecRequest, error) {
	if len(r.Command) == 0 || r.Command[0] == "" {
		return r, fmt.Errorf("%w: exec needs a command", ErrInvalidJob)
	}
	n := 0
	for _, a := range r.Command {
		n += len(a) + 1
	}
	if n > ExecArgsMax {
		return r, fmt.Errorf("%w: the command line is %d bytes, the limit is %d", ErrInvalidJob, n, ExecArgsMax)
	}
	switch {
	case r.Timeout < 0 || r.Timeout > ExecTimeoutMax:
		return r, fmt.Errorf("%w: the timeout must be between 0 and %s", ErrInvalidJob, ExecTimeoutMax)
	case r.Timeout == 0:
		r.Timeout = ExecTimeoutDefault
	}
	switch {
	case r.MaxOutputBytes < 0 || r.MaxOutputBytes > ExecOutputMax:
		return r, fmt.Errorf("%w: the output cap must be between 0 and %d bytes", ErrInvalidJob, ExecOutputMax)
	case r.MaxOutputBytes == 0:
		r.MaxOutputBytes = ExecOutputDefault
	}
	return r, nil
}

// ExecResult is what an exec printed and how it ended.
type ExecResult struct {
	Stdout []byte
	Stderr []byte
	// ExitCode is the command's exit status, 128+signal when a signal
	// killed it (a timeout's SIGKILL: 137).
	ExitCode int
	// TimedOut is set when the request's timeout killed the command.
	TimedOut bool
	// Truncated is set when a stream was longer than the cap.
	Truncated bool
}

// TermSize is a terminal's size in character cells. The zero value is
// 80×24.
type TermSize struct {
	Cols, Rows uint16
}

// OrDefault returns s, or 80×24 for a zero dimension.
func (s TermSize) OrDefault() TermSize {
	if s.Cols == 0 {
		s.Cols = 80
	}
	if s.Rows == 0 {
		s.Rows = 24
	}
	return s
}

// TerminalRequest opens a terminal: Command on a pseudo-terminal of Size.
type TerminalRequest struct {
	// Command is the argv; empty means the job's shell (sh).
	Command []string
	Size    TermSize
}

// Terminal is an open terminal session: Read returns what the command
// writes to its terminal (io.EOF once it exited and everything was read),
// Write types into it. Close ends the session (the command gets SIGHUP,
// then is killed); it is safe to call more than once and concurrently with
// Read and Write.
type Terminal interface {
	io.ReadWriteCloser
	// Resize changes the terminal's size (SIGWINCH to the command).
	Resize(TermSize) error
}

// Capped keeps the first Max bytes written to it and drops the rest, noting
// that it did: an exec's output, each stream kept to its
// ExecRequest.MaxOutputBytes. It is safe for concurrent use.
type Capped struct {
	mu  sync.Mutex
	buf []byte
	Max int
	cut bool
}

func (c *Capped) Write(p []byte) (int, error) {
	c.mu.Lock()
	defer c.mu.Unlock()
	n, room := len(p), c.Max-len(c.buf)
	if n > room {
		c.cut = true
		p = p[:max(room, 0)]
	}
	c.buf = append(c.buf, p...)
	return n, nil
}

// Bytes returns what was kept (never nil) and whether anything was dropped.
func (c *Capped) Bytes() ([]byte, bool) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.buf == nil {
		return []byte{}, c.cut
	}
	return slices.Clone(c.buf), c.cut
}
