package local

import (
	"bufio"
	"context"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"syscall"
	"time"
)

// maxLineBytes is the longest log line; a longer one is split.
const maxLineBytes = 64 << 10

// drainTimeout bounds how long output is read after a process group was
// killed: a process that left the group may hold the pipe open.
const drainTimeout = 2 * time.Second

// command is one process group the supervisor runs: the harness, a grader or
// a git step.
type command struct {
	// name names the command in system log lines ("the harness", "grader 1").
	name string
	argv []string
	dir  string
	env  []string
	// path is the PATH argv[0] is looked up in (the job's, not the
	// supervisor's).
	path string
	// timeout stops the group with SIGTERM, then SIGKILL after killGrace; 0
	// means none.
	timeout time.Duration
	// memLimit kills the group when its memory exceeds it; 0 means none.
	memLimit int64
	stdout   func(string)
	stderr   func(string)
	// started is called with the group leader once it runs.
	started func(procID)
}

// exit is how a command ended.
type exit struct {
	// code is the exit status, or 128+signal for a process killed by one.
	code     int
	timedOut bool
	// oom is set when the memory watchdog killed the group, or the leader
	// died of a SIGKILL nobody here sent (the kernel's OOM killer).
	oom      bool
	canceled bool
	elapsed  time.Duration
}

// runner runs commands for the supervisor.
type runner struct {
	killGrace  time.Duration
	memoryPoll time.Duration
	// note writes a system log line.
	note func(format string, args ...any)
}

// lookPath finds an executable in a PATH list; a name with a slash is
// returned as is (relative to the command's dir).
func lookPath(file, path string) (string, error) {
	if strings.Contains(file, "/") {
		return file, nil
	}
	for _, dir := range filepath.SplitList(path) {
		if dir == "" {
			continue
		}
		p := filepath.Join(dir, file)
		if fi, err := os.Stat(p); err == nil && fi.Mode().IsRegular() && fi.Mode()&0o111 != 0 {
			return p, nil
		}
	}
	return "", fmt.Errorf("%s: %w in PATH %s", file, exec.ErrNotFound, path)
}

// run starts c in its own process group and waits for it. Canceling ctx stops
// the group (SIGTERM, SIGKILL after the grace). After the leader exits, what
// is left of the group is killed. The error is for a command that could not
// start.
func (r *runner) run(ctx context.Context, c command) (exit, error) {
	bin, err := lookPath(c.argv[0], c.path)
	if err != nil {
		return exit{code: -1}, err
	}
	outR, outW, err := os.Pipe()
	if err != nil {
		return exit{code: -1}, err
	}
	errR, errW, err := os.Pipe()
	if err != nil {
		_ = outR.Close()
		_ = outW.Close()
		return exit{code: -1}, err
	}
	cmd := &exec.Cmd{
		Path:        bin,
		Args:        c.argv,
		Dir:         c.dir,
		Env:         c.env,
		Stdout:      outW,
		Stderr:      errW,
		SysProcAttr: &syscall.SysProcAttr{Setpgid: true},
	}
	start := time.Now()
	err = cmd.Start()
	_ = outW.Close()
	_ = errW.Close()
	if err != nil {
		_ = outR.Close()
		_ = errR.Close()
		return exit{code: -1}, err
	}
	pgid := cmd.Process.Pid
	if c.started != nil {
		if id, err := identify(pgid); err == nil {
			c.started(id)
		}
	}

	var readers sync.WaitGroup
	readers.Add(2)
	go func() { defer readers.Done(); scanLines(outR, c.stdout) }()
	go func() { defer readers.Done(); scanLines(errR, c.stderr) }()

	exited := make(chan struct{})
	go func() {
		_ = waitExited(pgid)
		close(exited)
	}()

	var (
		x        exit
		weKilled bool
		deadline <-chan time.Time
		killAt   <-chan time.Time
		memTick  <-chan time.Time
		stopReq  = ctx.Done()
	)
	if c.timeout > 0 {
		t := time.NewTimer(c.timeout)
		defer t.Stop()
		deadline = t.C
	}
	if c.memLimit > 0 {
		t := time.NewTicker(r.memoryPoll)
		defer t.Stop()
		memTick = t.C
	}
	stop := func() {
		_ = killGroup(pgid, syscall.SIGTERM)
		if killAt == nil {
			killAt = time.After(r.killGrace)
		}
	}
wait:
	for {
		select {
		case <-exited:
			break wait
		case <-deadline:
			deadline = nil
			x.timedOut = true
			r.note("timeout after %s: stopping %s", c.timeout, c.name)
			stop()
		case <-stopReq:
			stopReq = nil
			x.canceled = true
			stop()
		case <-killAt:
			killAt = nil
			weKilled = true
			r.note("%s did not stop within %s of SIGTERM: killing it", c.name, r.killGrace)
			_ = killGroup(pgid, syscall.SIGKILL)
		case <-memTick:
			if used := groupMemory(pgid); used > c.memLimit {
				memTick = nil
				x.oom = true
				weKilled = true
				r.note("memory limit of %d MB exceeded (%d MB in use): killing %s", c.memLimit>>20, used>>20, c.name)
				_ = killGroup(pgid, syscall.SIGKILL)
			}
		}
	}
	x.elapsed = time.Since(start)
	// The leader has exited but is not reaped yet, so the group id is still
	// ours: kill whatever the command left behind, then reap.
	_ = killGroup(pgid, syscall.SIGKILL)
	_ = cmd.Wait()

	done := make(chan struct{})
	go func() { readers.Wait(); close(done) }()
	select {
	case <-done:
	case <-time.After(drainTimeout):
		_ = outR.Close()
		_ = errR.Close()
		<-done
	}
	_ = outR.Close()
	_ = errR.Close()

	ws, _ := cmd.ProcessState.Sys().(syscall.WaitStatus)
	switch {
	case ws.Signaled():
		x.code = 128 + int(ws.Signal())
		if ws.Signal() == syscall.SIGKILL && !weKilled && !x.timedOut && !x.canceled {
			x.oom = true
			r.note("%s was killed by SIGKILL from outside the supervisor: taken for the kernel's OOM killer", c.name)
		}
	default:
		x.code = ws.ExitStatus()
	}
	return x, nil
}

// scanLines calls emit for each line of r (without its end of line); a line
// longer than maxLineBytes is split. A nil emit drops the lines.
func scanLines(r io.Reader, emit func(string)) {
	br := bufio.NewReaderSize(r, maxLineBytes)
	for {
		line, _, err := br.ReadLine() // a line, or an error, never both
		if err != nil {
			return
		}
		if emit != nil {
			emit(string(line))
		}
	}
}
