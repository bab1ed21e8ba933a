package local

import (
	"bytes"
	"errors"
	"fmt"
	"os"
	"strconv"
	"strings"
	"syscall"
	"unsafe"
)

// procID names one process across pid reuse: its pid and its start time in
// clock ticks since boot (field 22 of /proc/<pid>/stat).
type procID struct {
	Pid   int
	Start uint64
}

// procStat is what procID and the memory watchdog read of /proc/<pid>/stat.
type procStat struct {
	State byte
	Pgid  int
	Start uint64
}

// readProcStat parses /proc/<pid>/stat. The command name in parentheses may
// hold spaces and parentheses, so fields are counted from the last ')'.
func readProcStat(pid int) (procStat, error) {
	b, err := os.ReadFile("/proc/" + strconv.Itoa(pid) + "/stat")
	if err != nil {
		return procStat{}, err
	}
	i := bytes.LastIndexByte(b, ')')
	if i < 0 {
		return procStat{}, fmt.Errorf("parse /proc/%d/stat: no command name", pid)
	}
	f := strings.Fields(string(b[i+1:]))
	// f[0] is field 3 (state), so field n is f[n-3].
	if len(f) < 20 {
		return procStat{}, fmt.Errorf("parse /proc/%d/stat: %d fields", pid, len(f))
	}
	pgid, err := strconv.Atoi(f[2])
	if err != nil {
		return procStat{}, fmt.Errorf("parse /proc/%d/stat pgid: %w", pid, err)
	}
	start, err := strconv.ParseUint(f[19], 10, 64)
	if err != nil {
		return procStat{}, fmt.Errorf("parse /proc/%d/stat start time: %w", pid, err)
	}
	return procStat{State: f[0][0], Pgid: pgid, Start: start}, nil
}

// identify returns the procID of a running pid.
func identify(pid int) (procID, error) {
	st, err := readProcStat(pid)
	if err != nil {
		return procID{}, err
	}
	return procID{Pid: pid, Start: st.Start}, nil
}

// alive reports whether the process p names still runs: same pid, same start
// time, and not a zombie.
func alive(p procID) bool {
	if p.Pid <= 0 {
		return false
	}
	st, err := readProcStat(p.Pid)
	return err == nil && st.Start == p.Start && st.State != 'Z' && st.State != 'X'
}

// groupMemory returns the resident memory not shared with other processes
// (resident minus shared pages of /proc/<pid>/statm) summed over the
// processes of a process group.
func groupMemory(pgid int) int64 {
	entries, err := os.ReadDir("/proc")
	if err != nil {
		return 0
	}
	page := int64(os.Getpagesize())
	var total int64
	for _, e := range entries {
		pid, err := strconv.Atoi(e.Name())
		if err != nil {
			continue
		}
		st, err := readProcStat(pid)
		if err != nil || st.Pgid != pgid {
			continue
		}
		b, err := os.ReadFile("/proc/" + e.Name() + "/statm")
		if err != nil {
			continue
		}
		f := strings.Fields(string(b))
		if len(f) < 3 {
			continue
		}
		resident, err1 := strconv.ParseInt(f[1], 10, 64)
		shared, err2 := strconv.ParseInt(f[2], 10, 64)
		if err1 != nil || err2 != nil || resident < shared {
			continue
		}
		total += (resident - shared) * page
	}
	return total
}

// waitExited blocks until the child pid has exited without reaping it
// (waitid with WNOWAIT), so its pid, and the process group it leads, cannot
// be reused while the caller signals the group.
func waitExited(pid int) error {
	const (
		pPID    = 1
		wExited = 4
		wNoWait = 0x1000000
	)
	var info [128]byte // siginfo_t, unread
	for {
		_, _, errno := syscall.Syscall6(syscall.SYS_WAITID, pPID, uintptr(pid), uintptr(unsafe.Pointer(&info[0])), wExited|wNoWait, 0, 0)
		if errno == syscall.EINTR {
			continue
		}
		if errno != 0 {
			return errno
		}
		return nil
	}
}

// killGroup sends sig to the process group pgid; a group that is gone is
// not an error.
func killGroup(pgid int, sig syscall.Signal) error {
	if pgid <= 1 {
		return fmt.Errorf("refusing to signal process group %d", pgid)
	}
	if err := syscall.Kill(-pgid, sig); err != nil && !errors.Is(err, syscall.ESRCH) {
		return fmt.Errorf("signal process group %d: %w", pgid, err)
	}
	return nil
}

// allocated is the disk space a file takes (its blocks), or its size where
// the platform says nothing of blocks.
func allocated(info os.FileInfo) int64 {
	if st, ok := info.Sys().(*syscall.Stat_t); ok {
		return st.Blocks * 512
	}
	return info.Size()
}
