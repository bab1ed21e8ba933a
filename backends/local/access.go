package local

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"net"
	"os"
	"os/exec"
	goruntime "runtime"
	"strconv"
	"strings"
	"sync"
	"syscall"
	"time"

	"github.com/everdict/everdict/backends"
	"github.com/everdict/everdict/backends/internal/pty"
)

var _ backends.Access = (*Backend)(nil)

// accessWaitDelay bounds how long an exec's output is read after its
// command exited: something it left behind may hold the pipes open.
const accessWaitDelay = 2 * time.Second

// entry is how to get into one running job: its directories, its cgroup and,
// in hardened mode, a process inside its sandbox whose namespaces a command
// joins.
type entry struct {
	runID    string
	dir      runDir
	job      jobDir
	hardened bool
	// harness is what runs now (the harness or a grader; in hardened mode
	// bubblewrap): an entered command ends with it at the latest.
	harness procID
	// inside is a process in the sandbox (hardened mode), 0 otherwise.
	inside int
	cg     *cgroup
	// user is the run's own user (see uids.go).
	user jobUser
}

// enter finds the running job of runID. The job is running when its outcome
// is not recorded and the process it runs now is alive; in hardened mode
// also when its sandbox is up.
func (b *Backend) enter(runID string) (entry, error) {
	if !backends.ValidRunID(runID) {
		return entry{}, fmt.Errorf("run %q: %w", runID, backends.ErrNotFound)
	}
	d := b.runDir(runID)
	if !d.exists() {
		return entry{}, fmt.Errorf("run %s: %w", runID, backends.ErrNotFound)
	}
	if _, err := os.Stat(d.path(fileStatus)); err == nil {
		return entry{}, fmt.Errorf("run %s has ended: %w", runID, backends.ErrNotRunning)
	}
	m := readMeta(d)
	id, ok := readProcID(d.path(fileHarnessPID))
	if !ok || !alive(id) || m.JobDir == "" {
		return entry{}, fmt.Errorf("run %s runs nothing now: %w", runID, backends.ErrNotRunning)
	}
	u, ok := readUser(d.path(fileUser))
	if !ok {
		return entry{}, fmt.Errorf("run %s has no user yet: %w", runID, backends.ErrNotRunning)
	}
	e := entry{runID: runID, dir: d, job: jobDir(m.JobDir), hardened: m.Hardened, harness: id, user: u}
	if m.Hardened {
		pid, ok := sandboxed(id.Pid)
		if !ok {
			return entry{}, fmt.Errorf("run %s: its sandbox is not up: %w", runID, backends.ErrNotRunning)
		}
		e.inside = pid
	} else if ownNamespaces(id.Pid) {
		e.inside = id.Pid // a plain run's own /tmp and IPC (see runNS)
	}
	if cg, ok := recordedCgroup(d.path(fileCgroup)); ok {
		e.cg = cg
	}
	return e, nil
}

// ownNamespaces reports whether pid is in another mount namespace than
// this process.
func ownNamespaces(pid int) bool {
	self, err := os.Readlink("/proc/self/ns/mnt")
	if err != nil {
		return false
	}
	ns, err := os.Readlink("/proc/" + strconv.Itoa(pid) + "/ns/mnt")
	return err == nil && ns != self
}

// sandboxed returns a process of root's tree that lives in another user
// namespace than this process: inside the sandbox bubblewrap (root) made.
// It follows first children, which in a bubblewrap tree lead to the
// sandbox's command.
func sandboxed(root int) (int, bool) {
	self, err := os.Readlink("/proc/self/ns/user")
	if err != nil {
		return 0, false
	}
	pid := root
	for range 8 {
		if ns, err := os.Readlink("/proc/" + strconv.Itoa(pid) + "/ns/user"); err == nil && ns != self {
			// Go to the deepest child still: bubblewrap nests a user
			// namespace (--disable-userns) below the one it made.
			if c, ok := firstChild(pid); ok {
				pid = c
				continue
			}
			return pid, true
		}
		c, ok := firstChild(pid)
		if !ok {
			break
		}
		pid = c
	}
	if ns, err := os.Readlink("/proc/" + strconv.Itoa(pid) + "/ns/user"); err == nil && ns != self {
		return pid, true
	}
	return 0, false
}

// firstChild returns the first child of pid's main thread.
func firstChild(pid int) (int, bool) {
	b, err := os.ReadFile(fmt.Sprintf("/proc/%d/task/%d/children", pid, pid))
	if err != nil {
		return 0, false
	}
	f := strings.Fields(string(b))
	if len(f) == 0 {
		return 0, false
	}
	c, err := strconv.Atoi(f[0])
	return c, err == nil
}

// command returns how to run argv in the job: through the jail (the job's
// cgroup and rlimits), as the job's user, in its workspace, with an
// environment of PATH, HOME, EVERDICT_RUN_ID and extra only (none of the
// harness's: its secrets stay with it). In hardened mode the jail installs
// the sandbox's seccomp filter (less setns, which entering needs and which
// the job's user cannot use once it has dropped to it) and nsenter joins
// every namespace of the sandbox, then drops to the job's user.
func (b *Backend) command(e entry, argv []string, extra ...string) (cmd *exec.Cmd, started func(), err error) {
	if strings.Contains(argv[0], "=") {
		return nil, nil, fmt.Errorf("%w: the command's name may not hold '='", backends.ErrInvalidJob)
	}
	envBin, err := lookPath("env", b.cfg.JobPath)
	if err != nil {
		return nil, nil, fmt.Errorf("enter run %s: %w", e.runID, err)
	}
	inner := []string{envBin, "-i", "-C", e.job.workspace(),
		"PATH=" + b.cfg.JobPath, "HOME=" + e.job.home(), "EVERDICT_RUN_ID=" + e.runID}
	inner = append(inner, extra...)
	inner = append(inner, argv...)

	j := jail{User: e.user, Rlimits: []rlimit{
		{Resource: rlimitFsize, Max: uint64(b.cfg.MaxFileMB) << 20},
		{Resource: rlimitCore, Max: 0},
	}}
	if e.cg != nil {
		j.Procs = e.cg.procsFiles()
	} else {
		j.Rlimits = append(j.Rlimits, rlimit{Resource: rlimitNproc, Max: uint64(b.cfg.PidsMax)})
	}
	args := inner
	switch {
	case !e.hardened && e.inside != 0:
		// A plain run's /tmp and IPC: nsenter joins its mount and IPC
		// namespaces, then drops to the run's user.
		nsenter, err := exec.LookPath(b.cfg.NsenterPath)
		if err != nil {
			return nil, nil, fmt.Errorf("enter run %s: nsenter: %w", e.runID, err)
		}
		j.Enter, j.Plain = true, true
		args = append([]string{nsenter, "--target", strconv.Itoa(e.inside), "--mount", "--ipc",
			"--setuid", strconv.FormatUint(uint64(e.user.UID), 10),
			"--setgid", strconv.FormatUint(uint64(e.user.GID), 10), "--"}, inner...)
	case e.hardened:
		nsenter, err := exec.LookPath(b.cfg.NsenterPath)
		if err != nil {
			return nil, nil, fmt.Errorf("enter run %s: nsenter: %w", e.runID, err)
		}
		j.Enter = true
		j.Seccomp = seccompFilterDenying(hostArch(), withoutSetns())
		args = append([]string{nsenter, "--target", strconv.Itoa(e.inside), "--all",
			"--setuid", strconv.FormatUint(uint64(e.user.UID), 10),
			"--setgid", strconv.FormatUint(uint64(e.user.GID), 10), "--"}, inner...)
	}
	cmd = &exec.Cmd{Dir: "/"}
	done, err := throughJail(cmd, j, args[0], args, []string{"PATH=/usr/sbin:/usr/bin:/sbin:/bin"})
	if err != nil {
		return nil, nil, err
	}
	return cmd, done, nil
}

// Exec runs req.Command in the job's sandbox (see backends.Access), as the
// job's user in its workspace, in its cgroup. The command's process group is
// killed at the timeout or when ctx is done.
func (b *Backend) Exec(ctx context.Context, runID string, req backends.ExecRequest) (backends.ExecResult, error) {
	req, err := req.Normalize()
	if err != nil {
		return backends.ExecResult{}, err
	}
	e, err := b.enter(runID)
	if err != nil {
		return backends.ExecResult{}, err
	}
	cmd, started, err := b.command(e, req.Command)
	if err != nil {
		return backends.ExecResult{}, err
	}
	stdout, stderr := &backends.Capped{Max: req.MaxOutputBytes}, &backends.Capped{Max: req.MaxOutputBytes}
	cmd.Stdout, cmd.Stderr = stdout, stderr
	cmd.SysProcAttr = &syscall.SysProcAttr{Setpgid: true}
	cmd.WaitDelay = accessWaitDelay
	err = cmd.Start()
	started()
	if err != nil {
		return backends.ExecResult{}, fmt.Errorf("exec in run %s: %w", runID, err)
	}
	pgid := cmd.Process.Pid
	b.log.Info("exec in run", "run_id", runID, "pid", pgid, "hardened", e.hardened)
	done := make(chan error, 1)
	go func() { done <- cmd.Wait() }()
	timer := time.NewTimer(req.Timeout)
	defer timer.Stop()
	var timedOut bool
	select {
	case err = <-done:
	case <-timer.C:
		timedOut = true
		_ = killGroup(pgid, syscall.SIGKILL)
		err = <-done
	case <-ctx.Done():
		_ = killGroup(pgid, syscall.SIGKILL)
		<-done
		return backends.ExecResult{}, fmt.Errorf("exec in run %s: %w", runID, context.Cause(ctx))
	}
	// Whatever the command left in its group goes with it.
	_ = killGroup(pgid, syscall.SIGKILL)
	res := backends.ExecResult{TimedOut: timedOut}
	var cutOut, cutErr bool
	res.Stdout, cutOut = stdout.Bytes()
	res.Stderr, cutErr = stderr.Bytes()
	res.Truncated = cutOut || cutErr
	var exit *exec.ExitError
	switch {
	case err == nil, errors.Is(err, exec.ErrWaitDelay):
	case errors.As(err, &exit):
	default:
		return backends.ExecResult{}, fmt.Errorf("exec in run %s: %w", runID, err)
	}
	ws, _ := cmd.ProcessState.Sys().(syscall.WaitStatus)
	if ws.Signaled() {
		res.ExitCode = 128 + int(ws.Signal())
	} else {
		res.ExitCode = ws.ExitStatus()
	}
	if ws.ExitStatus() == 127 && !e.hardened && len(res.Stdout) == 0 && bytes.HasPrefix(res.Stderr, []byte("everdict jail:")) {
		return backends.ExecResult{}, fmt.Errorf("exec in run %s: %s", runID, bytes.TrimSpace(res.Stderr))
	}
	return res, nil
}

// Terminal starts req.Command (sh when empty) in the job's sandbox on a
// pseudo-terminal, as Exec does a command (see backends.Access). The session
// is its own process group and session; it ends when closed, when the
// command exits or when the process the job runs now ends.
func (b *Backend) Terminal(ctx context.Context, runID string, req backends.TerminalRequest) (backends.Terminal, error) {
	argv := req.Command
	if len(argv) == 0 {
		argv = []string{"sh"}
	}
	if _, err := (backends.ExecRequest{Command: argv}).Normalize(); err != nil {
		return nil, err
	}
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	e, err := b.enter(runID)
	if err != nil {
		return nil, err
	}
	cmd, started, err := b.command(e, argv, "TERM=xterm-256color")
	if err != nil {
		return nil, err
	}
	defer started()
	master, slave, err := pty.Open()
	if err != nil {
		return nil, fmt.Errorf("terminal in run %s: %w", runID, err)
	}
	if err := pty.SetSize(master, req.Size.OrDefault()); err != nil {
		_ = master.Close()
		_ = slave.Close()
		return nil, fmt.Errorf("terminal in run %s: %w", runID, err)
	}
	cmd.Stdin, cmd.Stdout, cmd.Stderr = slave, slave, slave
	cmd.SysProcAttr = &syscall.SysProcAttr{Setsid: true, Setctty: true, Ctty: 0}
	err = cmd.Start()
	_ = slave.Close() // the command holds it now
	if err != nil {
		_ = master.Close()
		return nil, fmt.Errorf("terminal in run %s: %w", runID, err)
	}
	b.log.Info("terminal in run", "run_id", runID, "pid", cmd.Process.Pid, "hardened", e.hardened)
	t := &terminal{master: master, cmd: cmd, grace: b.cfg.KillGrace, exited: make(chan struct{}), closing: make(chan struct{})}
	go func() {
		_ = cmd.Wait()
		close(t.exited)
	}()
	go t.endWith(e.harness)
	return t, nil
}

// terminal is an open session: the master side of its pseudo-terminal and
// the process that holds the other.
type terminal struct {
	master  *os.File
	cmd     *exec.Cmd
	grace   time.Duration
	exited  chan struct{}
	closing chan struct{}
	once    sync.Once
}

func (t *terminal) Read(p []byte) (int, error) {
	n, err := t.master.Read(p)
	if err != nil && (errors.Is(err, syscall.EIO) || errors.Is(err, os.ErrClosed)) {
		// EIO: every process holding the other side is gone.
		err = io.EOF
	}
	return n, err
}

func (t *terminal) Write(p []byte) (int, error) { return t.master.Write(p) }

func (t *terminal) Resize(s backends.TermSize) error {
	if err := pty.SetSize(t.master, s.OrDefault()); err != nil {
		return fmt.Errorf("resize terminal: %w", err)
	}
	return nil
}

// Close hangs up (SIGHUP to the session's group), kills what is left after
// the grace, and waits for the command.
func (t *terminal) Close() error {
	t.once.Do(func() {
		close(t.closing)
		pgid := t.cmd.Process.Pid
		_ = killGroup(pgid, syscall.SIGHUP)
		select {
		case <-t.exited:
		case <-time.After(t.grace):
		}
		_ = killGroup(pgid, syscall.SIGKILL)
		<-t.exited
		_ = t.master.Close()
	})
	return nil
}

// endWith closes the session when the process the job ran at its start
// exits: a terminal never outlives what it was opened into.
// It looks every endCheck: the process is no child of this one, so no exit
// notification reaches here.
func (t *terminal) endWith(p procID) {
	tick := time.NewTicker(endCheck)
	defer tick.Stop()
	for alive(p) {
		select {
		case <-t.closing:
			return
		case <-t.exited:
			return
		case <-tick.C:
		}
	}
	_ = t.Close()
}

// endCheck is how often an open terminal checks that its job still runs.
const endCheck = 500 * time.Millisecond

// sandboxCDPPort is the DevTools port of a hardened browser case: the
// sandbox has a loopback of its own, so every one can use the same.
const sandboxCDPPort = 9222

// cdpPort picks the DevTools port of a browser case: the fixed one in a
// sandbox, a free port of the host's loopback otherwise (plain mode shares
// it with everything on the host).
func (b *Backend) cdpPort(hardened bool) int {
	if hardened {
		return sandboxCDPPort
	}
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		return sandboxCDPPort
	}
	defer func() { _ = l.Close() }()
	return l.Addr().(*net.TCPAddr).Port
}

// Screen returns a PNG of a browser case's page, taken through the DevTools
// protocol of the browser the case was told to serve on EnvCDPPort: on the
// sandbox's own loopback in hardened mode (dialed from inside its network
// namespace), on the host's otherwise. An osUse case's is its virtual
// display's, captured in the job (see displayScreen).
func (b *Backend) Screen(ctx context.Context, runID string) ([]byte, error) {
	e, err := b.enter(runID)
	if err != nil {
		return nil, err
	}
	m := readMeta(e.dir)
	port := m.CDPPort
	if port == 0 && m.Display != "" {
		return b.displayScreen(ctx, runID, m.Display)
	}
	if port == 0 {
		return nil, fmt.Errorf("run %s is neither a browser nor an osUse case: %w", runID, backends.ErrNoScreen)
	}
	dial := (&net.Dialer{}).DialContext
	if e.hardened {
		dial = func(ctx context.Context, network, addr string) (net.Conn, error) {
			return dialInNetns(ctx, e.inside, network, addr)
		}
	}
	if b.cfg.Screenshot == nil {
		return nil, fmt.Errorf("this LOCAL backend takes no screenshots (Config.Screenshot): %w", backends.ErrUnsupported)
	}
	png, err := b.cfg.Screenshot(ctx, dial, port)
	if err != nil {
		return nil, fmt.Errorf("screen of run %s: %w", runID, err)
	}
	return png, nil
}

// dialInNetns connects from inside the network namespace of process pid:
// on a thread of its own that joins the namespace and is never given back
// (it ends with its goroutine), so nothing else of the process runs there.
// The connection keeps its namespace after the thread is gone.
func dialInNetns(ctx context.Context, pid int, network, addr string) (net.Conn, error) {
	type dialed struct {
		c   net.Conn
		err error
	}
	ch := make(chan dialed, 1)
	go func() {
		goruntime.LockOSThread() // never unlocked: the thread dies with this goroutine
		nr, ok := sysnums[goruntime.GOARCH]
		if !ok {
			ch <- dialed{err: fmt.Errorf("no setns system call number for %s", goruntime.GOARCH)}
			return
		}
		fd, err := syscall.Open(fmt.Sprintf("/proc/%d/ns/net", pid), syscall.O_RDONLY|syscall.O_CLOEXEC, 0)
		if err != nil {
			ch <- dialed{err: fmt.Errorf("open the sandbox's network namespace: %w", err)}
			return
		}
		_, _, errno := syscall.RawSyscall(nr.setns, uintptr(fd), cloneNewNet, 0)
		_ = syscall.Close(fd)
		if errno != 0 {
			ch <- dialed{err: fmt.Errorf("join the sandbox's network namespace: %w", errno)}
			return
		}
		c, err := (&net.Dialer{}).DialContext(ctx, network, addr)
		ch <- dialed{c, err}
	}()
	d := <-ch
	return d.c, d.err
}
