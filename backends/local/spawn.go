package local

import (
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strconv"
	"sync"
	"syscall"
)

// direct starts a job's command without the jail, which would cost a second
// start of the supervisor's executable on every command: the command is
// forked straight into the job's cgroup, with the job's rlimits, and
// switches to the job's user between fork and exec (Go's
// SysProcAttr.Credential), so, as with the jail, it is inside and bounded
// from its first instruction, and so is everything it forks.
//
//   - cgroup v2: clone3 places the child (CLONE_INTO_CGROUP,
//     SysProcAttr.CgroupFD).
//   - cgroup v1, which has no such flag: the fork is made by a thread of the
//     supervisor that joined the job's cgroup for that moment (v1 places
//     threads one by one, and a child starts in the cgroups of the thread
//     that forked it) and returns to the supervisor's own cgroups right
//     after.
//   - rlimits (RLIMIT_FSIZE and RLIMIT_CORE) are set on the supervisor for
//     the fork only, and the child inherits them. The supervisor serves many
//     runs, so every start of a command, of any run, holds startMu: no
//     other command is started with another run's limits, and the
//     supervisor's own are always put back. What the supervisor writes
//     meanwhile (another run's log, bounded by MaxLogBytes) stays far below
//     RLIMIT_FSIZE, and Go ignores SIGXFSZ.
//
// Without a cgroup the jail stays: RLIMIT_AS could not be set on the
// supervisor even for a moment.
type direct struct {
	cg *cgroup
	// fd is the job's cgroup directory (v2).
	fd int
	// into and home are the tasks files of the job's cgroup and of the
	// supervisor's own, one per v1 hierarchy.
	into, home []string
	rlimits    []rlimit
}

// startMu is held while the supervisor starts a command (see direct).
var startMu sync.Mutex

// startCmd starts cmd holding startMu.
func startCmd(cmd *exec.Cmd) error {
	startMu.Lock()
	defer startMu.Unlock()
	return cmd.Start()
}

// newDirect prepares direct starts into cg with rlimits.
func newDirect(cg *cgroup, rlimits []rlimit) (*direct, error) {
	d := &direct{cg: cg, fd: -1, rlimits: rlimits}
	if cg.v2 {
		fd, err := syscall.Open(cg.dirs[""], syscall.O_RDONLY|syscall.O_DIRECTORY|syscall.O_CLOEXEC, 0)
		if err != nil {
			return nil, fmt.Errorf("open the job's cgroup: %w", err)
		}
		d.fd = fd
		return d, nil
	}
	own, err := ownCgroupDirs()
	if err != nil {
		return nil, err
	}
	for c, dir := range cg.dirs {
		h, ok := own[c]
		if !ok {
			return nil, fmt.Errorf("the supervisor's own %s cgroup is not visible", c)
		}
		d.into = append(d.into, filepath.Join(dir, "tasks"))
		d.home = append(d.home, filepath.Join(h, "tasks"))
	}
	return d, nil
}

// close releases the cgroup directory (v2).
func (d *direct) close() {
	if d != nil && d.fd >= 0 {
		_ = syscall.Close(d.fd)
		d.fd = -1
	}
}

// start starts cmd, whose SysProcAttr switches to the job's user, in the
// job's cgroup with its rlimits. locked says the caller runs on a locked
// thread of its own (the run's namespaces', see runNS), which then forks;
// otherwise a thread of its own does, on cgroup v1. On error nothing was
// started.
func (d *direct) start(cmd *exec.Cmd, locked bool) error {
	startMu.Lock()
	defer startMu.Unlock()
	restore, err := d.limit()
	if err != nil {
		return err
	}
	defer restore()
	if d.cg.v2 {
		cmd.SysProcAttr.UseCgroupFD = true
		cmd.SysProcAttr.CgroupFD = d.fd
		return cmd.Start()
	}
	if locked {
		_, err := d.forkInto(cmd)
		return err
	}
	started := make(chan error, 1)
	go func() {
		// The thread that forks joins the job's cgroup; it is this
		// goroutine's alone until it is back in the supervisor's.
		runtime.LockOSThread()
		back, err := d.forkInto(cmd)
		if back {
			runtime.UnlockOSThread()
		} // else the thread ends with this goroutine, still locked
		started <- err
	}()
	return <-started
}

// forkInto starts cmd from the calling thread, locked, moved into the job's
// v1 cgroups for the fork; back says it is in the supervisor's again.
func (d *direct) forkInto(cmd *exec.Cmd) (back bool, err error) {
	tid := []byte(strconv.Itoa(syscall.Gettid()))
	if err = moveThread(tid, d.into); err == nil {
		err = cmd.Start()
	}
	return moveThread(tid, d.home) == nil, err
}

// moveThread writes tid to each tasks file.
func moveThread(tid []byte, tasks []string) error {
	for _, p := range tasks {
		if err := os.WriteFile(p, tid, 0); err != nil {
			return fmt.Errorf("move a thread into %s: %w", filepath.Dir(p), err)
		}
	}
	return nil
}

// limit sets the job's rlimits on the supervisor; restore puts its own
// back.
func (d *direct) limit() (restore func(), err error) {
	saved := make([]syscall.Rlimit, len(d.rlimits))
	undo := func(n int) {
		for i := range n {
			_ = syscall.Setrlimit(d.rlimits[i].Resource, &saved[i])
		}
	}
	for i, l := range d.rlimits {
		if err := syscall.Getrlimit(l.Resource, &saved[i]); err != nil {
			undo(i)
			return nil, fmt.Errorf("get rlimit %d: %w", l.Resource, err)
		}
		if err := syscall.Setrlimit(l.Resource, &syscall.Rlimit{Cur: l.Max, Max: l.Max}); err != nil {
			undo(i)
			return nil, fmt.Errorf("set rlimit %d: %w", l.Resource, err)
		}
	}
	return func() { undo(len(d.rlimits)) }, nil
}

// ownCgroupDirs maps each v1 controller to the directory of this process's
// cgroup in it.
func ownCgroupDirs() (map[string]string, error) {
	mounts, err := cgroupMounts()
	if err != nil {
		return nil, err
	}
	own, err := ownCgroups()
	if err != nil {
		return nil, err
	}
	out := map[string]string{}
	for _, m := range mounts {
		if m.v2 {
			continue
		}
		for _, c := range m.opts {
			p, ok := own[c]
			if !ok {
				continue
			}
			rel, err := filepath.Rel(m.root, p)
			if err != nil || rel == ".." || len(rel) > 2 && rel[:3] == "../" {
				continue // the mount shows a part of the hierarchy this process is not in
			}
			out[c] = filepath.Join(m.point, rel)
		}
	}
	if len(out) == 0 {
		return nil, errors.New("no cgroup v1 hierarchy of this process is visible")
	}
	return out, nil
}
