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
	// jailed runs the command through the jail (the runner's cgroup,
	// rlimits and the run's user); otherwise it runs as cred.
	jailed bool
	cred   *syscall.Credential
	// extra are descriptors 3, 4 … of the command (the seccomp filter).
	extra []*os.File
}

// exit is how a command ended.
type exit struct {
	// code is the exit status, or 128+signal for a process killed by one.
	code     int
	timedOut bool
	// oom is set when the memory watchdog killed the group, or the leader
	// died of a SIGKILL nobody here sent (the kernel's OOM killer).
	oom bool
	// disk says why the disk watchdog killed the group ("" when it did
	// not).
	disk     string
	canceled bool
	elapsed  time.Duration
}

// runner runs commands for the supervisor.
type runner struct {
	killGrace  time.Duration
	memoryPoll time.Duration
	// note writes a system log line; flush lets a follower know of the
	// lines written so far (see logWriter).
	note  func(format string, args ...any)
	flush func()
	// maxLine is the longest line read from a command.
	maxLine int
	// jail is what jailed commands get; cg their cgroup, nil without one
	// (then the memory watchdog measures the process group). direct, when
	// not nil, starts them without the jail's process (see direct).
	jail   *jail
	cg     *cgroup
	direct *direct
	// disk is the job directory's limit, watched while a jailed command
	// runs.
	disk diskLimit
	// ns, for a plain run, is where its commands are started from: its own
	// mount and IPC namespaces (see runNS). Nil starts them here.
	ns *runNS
	// uid is the run's own user id: once a command's leader exited, every
	// process of the uid is killed, whatever group, session or cgroup it
	// is in. Zero kills nothing more.
	uid uint32
}

// on runs f where the run's commands are started: on its namespaces'
// thread, or here.
func (r *runner) on(f func()) {
	if r.ns != nil {
		r.ns.do(f)
		return
	}
	f()
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
	closeExtra := func() {
		for _, f := range c.extra {
			_ = f.Close()
		}
	}
	defer closeExtra()
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
	newCmd := func() *exec.Cmd {
		return &exec.Cmd{
			Path:        bin,
			Args:        c.argv,
			Dir:         c.dir,
			Env:         c.env,
			Stdout:      outW,
			Stderr:      errW,
			ExtraFiles:  c.extra,
			SysProcAttr: &syscall.SysProcAttr{Setpgid: true, Credential: c.cred},
		}
	}
	cmd := newCmd()
	viaJail := func() error {
		// The supervisor's own executable becomes the jail, then bin; the
		// job's environment reaches bin alone (see jailEnv).
		done, err := throughJail(cmd, *r.jail, bin, c.argv, c.env)
		if err != nil {
			return err
		}
		defer done()
		cmd.SysProcAttr.Credential = nil // the jail switches user after it joined the cgroup
		return startCmd(cmd)
	}
	var oomBefore int64
	cg := r.cg
	if !c.jailed {
		cg = nil
	}
	if cg != nil {
		oomBefore = cg.oomKills()
	}
	start := time.Now()
	r.on(func() {
		switch {
		case !c.jailed || r.jail == nil:
			err = startCmd(cmd)
		case r.direct != nil:
			cmd.SysProcAttr.Credential = r.jail.User.sysProcAttr().Credential
			if err = r.direct.start(cmd, r.ns != nil); err != nil {
				// Nothing started (a kernel without clone3, a cgroup that
				// refuses the thread): the jail, for this command and the
				// rest of the run.
				r.direct.close()
				r.direct = nil
				cmd = newCmd()
				err = viaJail()
			}
		default:
			err = viaJail()
		}
	})
	_ = outW.Close()
	_ = errW.Close()
	closeExtra() // the command holds them now
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
	go func() { defer readers.Done(); scanLines(outR, r.maxLine, c.stdout) }()
	go func() { defer readers.Done(); scanLines(errR, r.maxLine, c.stderr) }()

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
	if c.memLimit > 0 && cg == nil {
		t := time.NewTicker(r.memoryPoll)
		defer t.Stop()
		memTick = t.C
	}
	var diskTick <-chan time.Time
	if c.jailed && r.disk.set() {
		t := time.NewTicker(r.disk.every)
		defer t.Stop()
		diskTick = t.C
	}
	if r.flush != nil {
		r.flush()
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
			if cg != nil {
				cg.kill()
			}
		case <-diskTick:
			if why := r.disk.exceeded(); why != "" {
				diskTick = nil
				x.disk = why
				weKilled = true
				r.note("%s: killing %s", why, c.name)
				_ = killGroup(pgid, syscall.SIGKILL)
				if cg != nil {
					cg.kill()
				}
			}
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
	// ours: kill whatever the command left behind (in its cgroup also what
	// left the group, a setsid child), then reap.
	_ = killGroup(pgid, syscall.SIGKILL)
	if cg != nil {
		cg.kill()
	}
	_ = cmd.Wait()
	// Then every process of the run's user, reaped leader excepted: what
	// left the group and the cgroup (where there is none) too. The next
	// command (a grader) starts only once nothing of this one is left.
	switch {
	case r.uid == 0:
	case cg != nil:
		// The cgroup held every process of the command and is empty now.
		_ = sweepUID(r.uid)
	case !killUID(r.uid):
		r.note("processes of %s outlived it and could not be killed", c.name)
	}

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
	if cg != nil && cg.oomKills() > oomBefore {
		// The kernel killed a process of the job's cgroup for its memory
		// limit: the leader or any other (a child, a setsid child).
		x.oom = true
		r.note("the memory limit of %s was reached: the kernel's OOM killer killed a process of its cgroup", c.name)
	}
	switch {
	case ws.Signaled():
		x.code = 128 + int(ws.Signal())
		if cg == nil && ws.Signal() == syscall.SIGKILL && !weKilled && !x.timedOut && !x.canceled {
			x.oom = true
			r.note("%s was killed by SIGKILL from outside the supervisor: taken for the kernel's OOM killer", c.name)
		}
	default:
		x.code = ws.ExitStatus()
	}
	return x, nil
}

// scanLines calls emit for each line of r (without its end of line); a line
// longer than maxLine bytes is cut there, the rest read and dropped, and a
// note of its length appended. A nil emit drops the lines.
func scanLines(r io.Reader, maxLine int, emit func(string)) {
	br := bufio.NewReaderSize(r, max(maxLine, 16))
	for {
		line, more, err := br.ReadLine() // a line, or an error, never both
		if err != nil {
			return
		}
		text := string(line[:min(len(line), maxLine)])
		if more {
			n := len(line)
			for more && err == nil {
				line, more, err = br.ReadLine()
				n += len(line)
			}
			text += fmt.Sprintf(" [line cut: %d bytes, the limit is %d]", n, maxLine)
		}
		if emit != nil {
			emit(text)
		}
		if err != nil {
			return
		}
	}
}
