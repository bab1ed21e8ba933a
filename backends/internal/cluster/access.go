package cluster

import (
	"context"
	"errors"
	"fmt"
	"io"
	"time"

	"github.com/everdict/everdict/backends"
	"github.com/everdict/everdict/backends/internal/wire"
	"github.com/everdict/everdict/backends/internal/xwd"
)

// Enterer is how a platform enters a running task (backends.Access). Its
// errors are already translated.
type Enterer[S State] interface {
	// Enterable is nil, or why no command can enter a task here (an error
	// wrapping backends.ErrUnsupported).
	Enterable(runID string) error
	// Exec runs argv in the task of j (st is the look that found it
	// running), writing its output to stdout and stderr, until it ends or
	// timeout passes: the session is cut then and timedOut set.
	Exec(ctx context.Context, j Job, st S, argv []string, timeout time.Duration, stdout, stderr io.Writer) (code int, timedOut bool, err error)
	// Terminal starts argv in the task of j on a pseudo-terminal of size.
	Terminal(ctx context.Context, j Job, st S, argv []string, size backends.TermSize) (backends.Terminal, error)
}

// running finds a run's job the way follow does and looks at it: its task
// must run now. A run id no job has is an error wrapping ErrNotFound, a job
// with nothing running one wrapping ErrNotRunning.
func (c *Core[S]) running(ctx context.Context, runID string) (Job, S, error) {
	var zero S
	if !backends.ValidRunID(runID) {
		return Job{}, zero, fmt.Errorf("run %q: %w", runID, backends.ErrNotFound)
	}
	j, ok, err := c.find(ctx, runID)
	if err != nil {
		return Job{}, zero, fmt.Errorf("enter run %s: %w", runID, err)
	}
	if !ok {
		return Job{}, zero, fmt.Errorf("run %s: %w", runID, backends.ErrNotFound)
	}
	if j.Finished || j.Stopped {
		return Job{}, zero, fmt.Errorf("run %s has ended: %w", runID, backends.ErrNotRunning)
	}
	st, err := c.p.Look(ctx, j)
	switch {
	case err != nil:
		return Job{}, zero, fmt.Errorf("enter run %s: %w", runID, c.p.APIError("look at the "+c.cfg.Task+" of run "+runID, err))
	case st.Gone():
		return Job{}, zero, fmt.Errorf("run %s has ended: %w", runID, backends.ErrNotRunning)
	case !st.Placed():
		return Job{}, zero, fmt.Errorf("run %s has no %s yet: %w", runID, c.cfg.Task, backends.ErrNotRunning)
	case !st.Running():
		return Job{}, zero, fmt.Errorf("the %s of run %s is not running (%s): %w", c.cfg.Task, runID, st.Status(), backends.ErrNotRunning)
	}
	return j, st, nil
}

// NotRunning is the error of a run of c whose task does not run now (one
// wrapping ErrNotRunning), or nil: what an adapter tells a failed exec by.
func NotRunning[S State](ctx context.Context, c *Core[S], runID string) error {
	if _, _, err := c.running(ctx, runID); errors.Is(err, backends.ErrNotRunning) {
		return err
	}
	return nil
}

// entry is how a command enters a run's task: in the workspace, as the
// run's user, killed in the task after timeout (none when 0).
func (c *Core[S]) entry(j Job, timeout time.Duration, terminal bool) wire.Entry {
	e := wire.Entry{Workspace: c.cfg.Workspace, Home: c.cfg.Home, RunID: j.RunID, Terminal: terminal, User: wire.RecordedUser(j.Meta[c.cfg.Keys.User])}
	if timeout > 0 {
		e.TimeoutSec = wire.TimeoutSec(timeout)
	}
	return e
}

// Exec runs req.Command in the run's task (see backends.Access): in the
// workspace, as the run's user, with none of the harness's environment.
// At the timeout the session is cut and the result is TimedOut with 137;
// the command runs under timeout(1) in the task and is killed there too,
// when the task has one. Output past the cap is read and dropped.
func (c *Core[S]) Exec(ctx context.Context, runID string, req backends.ExecRequest) (backends.ExecResult, error) {
	req, err := req.Normalize()
	if err != nil {
		return backends.ExecResult{}, err
	}
	if err := c.enter.Enterable(runID); err != nil {
		return backends.ExecResult{}, err
	}
	j, st, err := c.running(ctx, runID)
	if err != nil {
		return backends.ExecResult{}, err
	}
	argv, err := c.entry(j, req.Timeout, false).Command(req.Command)
	if err != nil {
		return backends.ExecResult{}, err
	}
	c.log.Info("exec in run", "run_id", runID, "namespace", j.Namespace)
	stdout, stderr := &backends.Capped{Max: req.MaxOutputBytes}, &backends.Capped{Max: req.MaxOutputBytes}
	code, timedOut, err := c.enter.Exec(ctx, j, st, argv, req.Timeout, stdout, stderr)
	if err != nil {
		return backends.ExecResult{}, err
	}
	res := backends.ExecResult{ExitCode: code}
	var cutOut, cutErr bool
	res.Stdout, cutOut = stdout.Bytes()
	res.Stderr, cutErr = stderr.Bytes()
	res.Truncated = cutOut || cutErr
	if timedOut {
		res.TimedOut, res.ExitCode = true, 128+9
	}
	return res, nil
}

// Terminal starts req.Command (sh when empty) in the run's task on a
// pseudo-terminal, as Exec does a command (see backends.Access).
func (c *Core[S]) Terminal(ctx context.Context, runID string, req backends.TerminalRequest) (backends.Terminal, error) {
	cmd := req.Command
	if len(cmd) == 0 {
		cmd = []string{"sh"}
	}
	if _, err := (backends.ExecRequest{Command: cmd}).Normalize(); err != nil {
		return nil, err
	}
	if err := c.enter.Enterable(runID); err != nil {
		return nil, err
	}
	j, st, err := c.running(ctx, runID)
	if err != nil {
		return nil, err
	}
	argv, err := c.entry(j, 0, true).Command(cmd)
	if err != nil {
		return nil, err
	}
	t, err := c.enter.Terminal(ctx, j, st, argv, req.Size)
	if err != nil {
		return nil, err
	}
	c.log.Info("terminal in run", "run_id", runID, "namespace", j.Namespace)
	return t, nil
}

// screenCaptureTimeout bounds a capture of a task's display.
const screenCaptureTimeout = 10 * time.Second

// Screen captures an osUse case's display through the exec path, as Exec
// runs a command (the run's user, in the task, none of the harness's
// environment): xwd of backends.OSUseDisplay, which the task's image is to
// serve and carry xwd for. The dump is bounded by ExecOutputMax and encoded
// as a PNG here. A task with no display there (a browser case's page is on
// the pod's own loopback, which the control plane does not reach) is an
// error wrapping ErrNoScreen.
func (c *Core[S]) Screen(ctx context.Context, runID string) ([]byte, error) {
	res, err := c.Exec(ctx, runID, backends.ExecRequest{Command: xwd.Command(backends.OSUseDisplay), Timeout: screenCaptureTimeout, MaxOutputBytes: backends.ExecOutputMax})
	switch {
	case err != nil:
		return nil, err
	case res.ExitCode != 0 || res.TimedOut:
		return nil, fmt.Errorf("run %s: the %s shows no display at %s (exit code %d): %w", runID, c.cfg.Task, backends.OSUseDisplay, res.ExitCode, backends.ErrNoScreen)
	case res.Truncated:
		return nil, fmt.Errorf("run %s: its screen is larger than %d bytes", runID, backends.ExecOutputMax)
	}
	png, err := xwd.PNG(res.Stdout)
	if err != nil {
		return nil, fmt.Errorf("screen of run %s: %w", runID, err)
	}
	return png, nil
}

// ReadOutput reads a terminal's output from its pipe: io.EOF once the pipe
// was closed from either end.
func ReadOutput(r *io.PipeReader, p []byte) (int, error) {
	n, err := r.Read(p)
	if errors.Is(err, io.ErrClosedPipe) {
		err = io.EOF
	}
	return n, err
}
