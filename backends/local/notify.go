package local

import (
	"context"
	"errors"
	"io"
	"net"
	"os"
	"sync"
	"syscall"
	"unsafe"
)

// How a follower learns that a run's directory changed (a log line, the
// outcome) without polling it:
//
//   - The Dispatch that hands a run to the supervisor keeps its connection,
//     the run's doorbell. The supervisor rings it, one byte that it never
//     waits to write, after each line of the job's output, before it waits
//     for a command (for its own lines written since) and after the
//     outcome; the connection reaches end of file when the run is over or
//     the supervisor died.
//   - A follower that did not start the run (Adopt and Cancel after a
//     restart) watches the run directory with inotify, and polls only to
//     notice a supervisor that died without an outcome, or when inotify is
//     unavailable.
//
// And how the supervisor learns of a cancel request: Cancel makes the run's
// cancel file, which the supervisor's one inotify descriptor (a cancelWatch,
// a watch per running run's control directory) turns into the run's
// context canceled.

// bell is the supervisor's end of a run's doorbell. A nil *bell, or one
// whose reader is gone, rings nothing. It is safe for concurrent use.
type bell struct {
	mu     sync.Mutex
	raw    syscall.RawConn
	closed bool
}

// newBell rings on c, which stays the caller's to close.
func newBell(c *net.UnixConn) *bell {
	raw, err := c.SyscallConn()
	if err != nil {
		return nil
	}
	return &bell{raw: raw}
}

var bellByte = []byte{1}

// ring tells the follower that something changed. It never blocks: a full
// socket already holds a ring as good as this one. When the follower has
// gone (a restarted control plane: EPIPE), the bell rings no more.
func (b *bell) ring() {
	if b == nil {
		return
	}
	b.mu.Lock()
	defer b.mu.Unlock()
	if b.closed {
		return
	}
	var err error
	werr := b.raw.Write(func(fd uintptr) bool {
		for {
			err = syscall.Sendto(int(fd), bellByte, syscall.MSG_DONTWAIT|syscall.MSG_NOSIGNAL, nil)
			if !errors.Is(err, syscall.EINTR) {
				return true
			}
		}
	})
	if werr != nil || (err != nil && !errors.Is(err, syscall.EAGAIN)) {
		b.closed = true
	}
}

// close makes the bell ring no more.
func (b *bell) close() {
	if b == nil {
		return
	}
	b.mu.Lock()
	b.closed = true
	b.mu.Unlock()
}

// child is a run this process handed to the supervisor.
type child struct {
	// exited is closed once the run is over or the supervisor died: its
	// doorbell reached end of file.
	exited <-chan struct{}
	// rang receives a value after the supervisor rang (a log line, its
	// outcome) or exited.
	rang <-chan struct{}
	// door is the doorbell.
	door *net.UnixConn
}

func newChild(c *net.UnixConn) *child {
	rang, exited := listen(c)
	return &child{exited: exited, rang: rang, door: c}
}

// release closes the doorbell: the supervisor, if the run is still going
// (a detached Dispatch), rings no more.
func (c *child) release() { _ = c.door.Close() }

// listen turns reads from r (a run's doorbell, an inotify descriptor) into
// wake-ups on wake, coalesced (it holds at most one), until r reaches end
// of file or is closed: then wake gets a last one and ended is closed.
func listen(r io.Reader) (wake, ended <-chan struct{}) {
	w, e := make(chan struct{}, 1), make(chan struct{})
	go func() {
		defer close(e)
		buf := make([]byte, 512)
		for {
			n, err := r.Read(buf)
			if n > 0 {
				notify(w)
			}
			if err != nil {
				notify(w)
				return
			}
		}
	}()
	return w, e
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
	wake, _ := listen(f)
	w := &dirWatch{f: f, wake: wake}
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

// cancelWatch turns the cancel file of a running run into its context
// canceled: one inotify descriptor for the supervisor, a watch per run's
// control directory.
type cancelWatch struct {
	f    *os.File
	mu   sync.Mutex
	runs map[int32]context.CancelFunc
}

func newCancelWatch() (*cancelWatch, error) {
	fd, err := syscall.InotifyInit1(syscall.IN_CLOEXEC | syscall.IN_NONBLOCK)
	if err != nil {
		return nil, os.NewSyscallError("inotify_init1", err)
	}
	w := &cancelWatch{f: os.NewFile(uintptr(fd), "inotify:cancel"), runs: map[int32]context.CancelFunc{}}
	go w.read()
	return w, nil
}

// add watches dir for the cancel file until remove is called; a file made
// before add is the run's own checks' to see (supervisor.canceled).
func (w *cancelWatch) add(dir string, cancel context.CancelFunc) (remove func(), err error) {
	var wd int
	var aerr error
	raw, err := w.f.SyscallConn()
	if err != nil {
		return nil, err
	}
	if err := raw.Control(func(fd uintptr) {
		wd, aerr = syscall.InotifyAddWatch(int(fd), dir, syscall.IN_CREATE|syscall.IN_MOVED_TO|syscall.IN_ONLYDIR)
	}); err != nil {
		return nil, err
	}
	if aerr != nil {
		return nil, os.NewSyscallError("inotify_add_watch", aerr)
	}
	w.mu.Lock()
	w.runs[int32(wd)] = cancel
	w.mu.Unlock()
	return func() {
		w.mu.Lock()
		delete(w.runs, int32(wd))
		w.mu.Unlock()
		_ = raw.Control(func(fd uintptr) { _, _ = syscall.InotifyRmWatch(int(fd), uint32(wd)) })
	}, nil
}

// read cancels the run of each watch that saw its cancel file made.
func (w *cancelWatch) read() {
	buf := make([]byte, 64*(syscall.SizeofInotifyEvent+syscall.NAME_MAX+1))
	for {
		n, err := w.f.Read(buf)
		if err != nil {
			return
		}
		for off := 0; off+syscall.SizeofInotifyEvent <= n; {
			ev := (*syscall.InotifyEvent)(unsafe.Pointer(&buf[off]))
			name := buf[off+syscall.SizeofInotifyEvent : off+syscall.SizeofInotifyEvent+int(ev.Len)]
			off += syscall.SizeofInotifyEvent + int(ev.Len)
			if string(trimNUL(name)) != fileCancel {
				continue
			}
			w.mu.Lock()
			cancel := w.runs[ev.Wd]
			w.mu.Unlock()
			if cancel != nil {
				cancel()
			}
		}
	}
}

// trimNUL cuts an inotify event's name at its first NUL (it is padded).
func trimNUL(b []byte) []byte {
	for i, c := range b {
		if c == 0 {
			return b[:i]
		}
	}
	return b
}
