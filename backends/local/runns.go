package local

import (
	"fmt"
	"os"
	"path/filepath"
	"runtime"
	"strconv"
	"strings"
	"syscall"
)

// O_PATH (asm-generic/fcntl.h), which the syscall package lacks.
const oPath = 0o10000000

// privateDirs are the world-writable directories a plain run gets a fresh,
// empty tmpfs of its own at: what it leaves there is gone with it, and no
// other run sees it.
var privateDirs = []string{"/tmp", "/var/tmp", "/dev/shm"}

// runNS is a thread of the supervisor in a mount and an IPC namespace of
// one plain run's own, where each of privateDirs is a tmpfs of the run's,
// and from which every process of the run is started (a child starts in the
// namespaces of the thread that forked it). The run's job directory, when
// it lies under one of them (the default job root is under /var/tmp), is
// bound back at its own path. So a plain run's /tmp, /var/tmp, /dev/shm and
// System V IPC objects are its own: another run never sees them, and they
// vanish with the run's last process, so no file of a run's uid outlives it
// there. The thread also holds no_new_privs, so no command of the run gains
// privileges through a setuid program. (A sandboxed run has all this from
// bubblewrap and its seccomp filter.)
type runNS struct {
	reqs chan func()
	done chan struct{}
}

// newRunNS makes the namespaces (tmpfs of at most tmpBytes each, 0: the
// kernel's default, half the memory) and the thread that serves them.
func newRunNS(jobDir string, tmpBytes int64) (*runNS, error) {
	ns := &runNS{reqs: make(chan func()), done: make(chan struct{})}
	ready := make(chan error, 1)
	go lockedThread(func() {
		defer close(ns.done)
		if err := enterRunNS(jobDir, tmpBytes); err != nil {
			ready <- err
			return
		}
		ready <- nil
		for f := range ns.reqs {
			f()
		}
	})
	if err := <-ready; err != nil {
		return nil, fmt.Errorf("a mount namespace of the run's own: %w", err)
	}
	return ns, nil
}

// do runs f on the namespace's thread.
func (ns *runNS) do(f func()) {
	finished := make(chan struct{})
	ns.reqs <- func() { f(); close(finished) }
	<-finished
}

// close ends the thread, and with it this process's hold on the
// namespaces; they go when the run's last process does.
func (ns *runNS) close() {
	if ns == nil {
		return
	}
	close(ns.reqs)
	<-ns.done
}

// lockedThread runs f on an OS thread of its own that ends with it: never
// the main thread (whose identity is the process's in /proc), and never
// handed back to Go's scheduler, since f changes what the thread is.
func lockedThread(f func()) {
	runtime.LockOSThread()
	if syscall.Gettid() == os.Getpid() {
		// The main thread, locked here, can run no other goroutine: this
		// one runs on another thread, which ends with it.
		finished := make(chan struct{})
		go func() {
			defer close(finished)
			runtime.LockOSThread()
			f()
		}()
		<-finished
		runtime.UnlockOSThread()
		return
	}
	f() // the goroutine ends locked: Go ends the thread
}

// enterRunNS moves the calling (locked) thread into new mount and IPC
// namespaces, keeps mounts from propagating back to the host, puts a tmpfs
// at each of privateDirs and binds jobDir back where one hid it.
func enterRunNS(jobDir string, tmpBytes int64) error {
	// No process of the run gains privileges by executing a setuid or
	// file-capability program of the host (sudo, su, mount …): the thread
	// and all it forks keep no_new_privs.
	if _, _, e := syscall.RawSyscall(syscall.SYS_PRCTL, prSetNoNewPrivs, 1, 0); e != 0 {
		return fmt.Errorf("no_new_privs: %w", e)
	}
	if err := syscall.Unshare(syscall.CLONE_FS | syscall.CLONE_NEWNS | syscall.CLONE_NEWIPC); err != nil {
		return fmt.Errorf("unshare: %w", err)
	}
	if err := syscall.Mount("", "/", "", syscall.MS_REC|syscall.MS_PRIVATE, ""); err != nil {
		return fmt.Errorf("make / private: %w", err)
	}
	// Opened in the new namespace (a bind mount's source must be one of
	// its mounts), before a tmpfs hides it.
	job, err := os.OpenFile(jobDir, oPath|syscall.O_DIRECTORY|syscall.O_CLOEXEC|syscall.O_NOFOLLOW, 0)
	if err != nil {
		return fmt.Errorf("open the job directory: %w", err)
	}
	defer func() { _ = job.Close() }()
	opts := "mode=1777"
	if tmpBytes > 0 {
		opts += ",size=" + strconv.FormatInt(tmpBytes, 10)
	}
	hidden := false
	for _, d := range privateDirs {
		fi, err := os.Lstat(d)
		if err != nil || !fi.IsDir() {
			continue // absent, or a symbolic link (to one of the others, say)
		}
		if err := syscall.Mount("tmpfs", d, "tmpfs", syscall.MS_NOSUID|syscall.MS_NODEV, opts); err != nil {
			return fmt.Errorf("mount a tmpfs at %s: %w", d, err)
		}
		hidden = hidden || under(jobDir, d)
	}
	if !hidden {
		return nil
	}
	// Its parents in the new tmpfs are root's and, like the job root,
	// reachable but not listable.
	if err := os.MkdirAll(jobDir, 0o711); err != nil {
		return fmt.Errorf("make the job directory's mount point: %w", err)
	}
	src := "/proc/self/fd/" + strconv.Itoa(int(job.Fd()))
	if err := syscall.Mount(src, jobDir, "", syscall.MS_BIND, ""); err != nil {
		return fmt.Errorf("bind the job directory back: %w", err)
	}
	return nil
}

// under reports whether p is dir or below it.
func under(p, dir string) bool {
	rel, err := filepath.Rel(dir, p)
	return err == nil && rel != ".." && !strings.HasPrefix(rel, "../")
}
