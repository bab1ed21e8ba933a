// Package pty opens pseudo-terminals and sizes them, with the syscall
// package only (the LOCAL supervisor's executable shares its importers and
// carries nothing more): the terminals of backends.Access and of the fakes
// that test it.
package pty

import (
	"fmt"
	"os"
	"strconv"
	"syscall"
	"unsafe"

	"github.com/everdict/everdict/backends"
)

// Open opens a pseudo-terminal pair: the master for the control plane
// and the slave for the command, both close-on-exec and neither the
// caller's controlling terminal.
func Open() (master, slave *os.File, err error) {
	master, err = os.OpenFile("/dev/ptmx", os.O_RDWR|syscall.O_NOCTTY|syscall.O_CLOEXEC, 0)
	if err != nil {
		return nil, nil, fmt.Errorf("open pty: %w", err)
	}
	var n uint32
	err = control(master, func(fd int) error {
		var unlock int32
		if err := ioctl(fd, syscall.TIOCSPTLCK, unsafe.Pointer(&unlock)); err != nil {
			return err
		}
		return ioctl(fd, syscall.TIOCGPTN, unsafe.Pointer(&n))
	})
	if err != nil {
		_ = master.Close()
		return nil, nil, fmt.Errorf("unlock pty: %w", err)
	}
	slave, err = os.OpenFile("/dev/pts/"+strconv.FormatUint(uint64(n), 10), os.O_RDWR|syscall.O_NOCTTY|syscall.O_CLOEXEC, 0)
	if err != nil {
		_ = master.Close()
		return nil, nil, fmt.Errorf("open pty %d: %w", n, err)
	}
	return master, slave, nil
}

// SetSize sets the terminal's size (SIGWINCH to its foreground group).
func SetSize(f *os.File, s backends.TermSize) error {
	ws := struct{ row, col, xpixel, ypixel uint16 }{row: s.Rows, col: s.Cols}
	return control(f, func(fd int) error { return ioctl(fd, syscall.TIOCSWINSZ, unsafe.Pointer(&ws)) })
}

func ioctl(fd int, req uintptr, arg unsafe.Pointer) error {
	if _, _, errno := syscall.Syscall(syscall.SYS_IOCTL, uintptr(fd), req, uintptr(arg)); errno != 0 {
		return errno
	}
	return nil
}

// control runs op on f's descriptor without taking it out of the runtime's
// poller (as Fd would).
func control(f *os.File, op func(fd int) error) error {
	rc, err := f.SyscallConn()
	if err != nil {
		return err
	}
	var opErr error
	if err := rc.Control(func(fd uintptr) { opErr = op(int(fd)) }); err != nil {
		return err
	}
	return opErr
}
