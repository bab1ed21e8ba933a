package local

import (
	"errors"
	"os"
	"strconv"
	"sync"
	"syscall"
)

// How a follower learns that a run's directory changed (a log line, the
// outcome) without polling it:
//
//   - The Dispatch that starts a supervisor hands it the write end of a pipe,
//     the doorbell, as file descriptor notifyFD (named by notifyEnv). The
//     supervisor rings it, one byte that it never waits to write, after each
//     line of the job's output, before it waits for a command (for its own
//     lines written since) and after its outcome; the pipe reaches end of
//     file when the supervisor exits. Dispatch, the supervisor's parent, also learns of
//     the exit from wait.
//   - A follower that did not start the supervisor (Adopt and Cancel after a
//     restart) watches the run directory with inotify, and polls only to
//     notice a supervisor that died without an outcome, or when inotify is
//     unavailable.

// notifyEnv names the supervisor's doorbell descriptor; it is set only when
// there is one.
const notifyEnv = "EVERDICT_LOCAL_NOTIFY"

// notifyFD is the doorbell's descriptor in the supervisor: the first of
// exec.Cmd's ExtraFiles.
const notifyFD = 3

// bell is the supervisor's end of the doorbell. A nil *bell, or one whose
// reader is gone, rings nothing. It is safe for concurrent use.
type bell struct {
	mu sync.Mutex
	fd int // -1 once closed
}

// openBell takes over the doorbell the supervisor was started with, if any.
// The descriptor is made close-on-exec, so no harness inherits it (and keeps
// it open past the supervisor), and non-blocking, so a full pipe never stalls
// the supervisor: a ring already pending is as good as a new one.
func openBell() *bell {
	if os.Getenv(notifyEnv) != strconv.Itoa(notifyFD) {
		return nil
	}
	syscall.CloseOnExec(notifyFD)
	if err := syscall.SetNonblock(notifyFD, true); err != nil {
		_ = syscall.Close(notifyFD)
		return nil
	}
	return &bell{fd: notifyFD}
}

var bellByte = []byte{1}

// ring tells the follower that something changed. When the follower has gone
// (a restarted control plane: EPIPE), the bell is closed and rings no more.
func (b *bell) ring() {
	if b == nil {
		return
	}
	b.mu.Lock()
	defer b.mu.Unlock()
	if b.fd < 0 {
		return
	}
	for {
		_, err := syscall.Write(b.fd, bellByte)
		switch {
		case err == nil, errors.Is(err, syscall.EAGAIN):
			return
		case errors.Is(err, syscall.EINTR):
			continue
		}
		_ = syscall.Close(b.fd)
		b.fd = -1
		return
	}
}

// listen turns reads from r (the doorbell's read end, an inotify descriptor)
// into wake-ups on the returned channel, coalesced (it holds at most one),
// until r reaches end of file or is closed.
func listen(r *os.File) <-chan struct{} {
	wake := make(chan struct{}, 1)
	go func() {
		buf := make([]byte, 512)
		for {
			n, err := r.Read(buf)
			if n > 0 {
				notify(wake)
			}
			if err != nil {
				return
			}
		}
	}()
	return wake
}

// notify puts a wake-up on ch unless one is pending.
func notify(ch chan<- struct{}) {
	select {
	case ch <- struct{}{}:
	default:
	}
}

// dirWatch reports changes to the files of a run directory through inotify.
type dirWatch struct {
	f    *os.File
	wake <-chan struct{}
}

// watchDir starts watching d's data directory, where its log and outcome
// are. The error says inotify is unavailable (say, out of instances); the
// caller then polls.
func watchDir(d runDir) (*dirWatch, error) {
	fd, err := syscall.InotifyInit1(syscall.IN_CLOEXEC | syscall.IN_NONBLOCK)
	if err != nil {
		return nil, os.NewSyscallError("inotify_init1", err)
	}
	const mask = syscall.IN_MODIFY | syscall.IN_CREATE | syscall.IN_MOVED_TO | syscall.IN_DELETE_SELF
	if _, err := syscall.InotifyAddWatch(fd, d.data, mask); err != nil {
		_ = syscall.Close(fd)
		return nil, os.NewSyscallError("inotify_add_watch", err)
	}
	// Non-blocking, the descriptor joins the runtime's poller: a Read parks
	// its goroutine, not a thread, and Close wakes it.
	f := os.NewFile(uintptr(fd), "inotify:"+d.data)
	w := &dirWatch{f: f, wake: listen(f)}
	return w, nil
}

// changed receives a value after the directory changed; nil for a nil watch.
func (w *dirWatch) changed() <-chan struct{} {
	if w == nil {
		return nil
	}
	return w.wake
}

func (w *dirWatch) close() {
	if w != nil {
		_ = w.f.Close()
	}
}
