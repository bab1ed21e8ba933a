package local

import (
	"bufio"
	"bytes"
	"encoding/binary"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"runtime"
	"strconv"
	"strings"
	"syscall"
	"time"
	"unsafe"
)

// A uid per run. Every LOCAL run, plain or sandboxed, runs as a user id of
// its own, leased from a range for the run's lifetime the way systemd's
// DynamicUser leases one to a service: no /etc/passwd entry, the run's
// group id equal to its user id, and no supplementary group. Two runs that
// run at once therefore never share a uid: neither can signal, ptrace, read
// the /proc files (environ, root, cwd) or write the files of the other.
//
// The leases of a host are one file (Config.UIDLock), one fixed-size slot
// for each uid modulo uidSlots, each slot guarded by an open-file-description
// lock on its bytes (F_OFD_SETLK): held by the supervisor that serves the
// run, released by the kernel when that process dies. Two uids that share
// a slot, 32,768 apart, exclude each other: never a double lease, and at
// most 32,768 runs of a host at once. A slot also records, while its uid is leased, that it is in use,
// the uid and the run's job directory; the record is
// cleared only once every process of the uid is gone and the job directory
// is removed. A slot found unlocked but still in use belongs to a
// supervisor that died: before its uid is leased again, what is left of
// that run (processes of the uid, its job directory) is killed and
// removed, and a uid that still has a process is skipped. So a uid is never
// reused while a process or a workspace of its last run remains.

// JobUIDsDefault is the range of user ids LOCAL runs get, "first-last":
// 65,536 ids from 0x70000000, above the ranges distributions give users,
// systemd's DynamicUser (61184-65519) and its containers (to 0x6FFFFFFF).
const JobUIDsDefault = "1879048192-1879113727"

// UIDLockDefault is the host's uid lease file (see Config.UIDLock). Every
// backend of the host that leases from overlapping ranges must name the same
// file; the default is shared by all.
const UIDLockDefault = "/run/everdict/job-uids.v1"

// uidSlot is the bytes a slot has in the lease file: a state byte, the uid
// (4 bytes, little-endian), then the job directory of the run that holds
// it, NUL-terminated.
const uidSlot = 512

// uidSlots is how many slots the lease file has (16 MiB at most, and sparse).
const uidSlots = 1 << 15

// Slot states.
const (
	slotFree  = 0
	slotInUse = 1
)

// F_OFD_SETLK (linux/fcntl.h), the same on every architecture.
const fOFDSetlk = 37

// uidRange is a range of user ids: First, First+1, … First+Count-1.
type uidRange struct {
	First uint32 `json:"first"`
	Count uint32 `json:"count"`
}

func (r uidRange) contains(uid uint32) bool {
	return uid >= r.First && uid-r.First < r.Count
}

func (r uidRange) String() string {
	return fmt.Sprintf("%d-%d", r.First, r.First+r.Count-1)
}

// parseUIDRange reads "first-last". The range must hold neither root nor
// this process's user, nor any user or group of /etc/passwd and /etc/group
// (passwd and group name the files; empty skips the check).
func parseUIDRange(s, passwd, group string) (uidRange, error) {
	a, b, ok := strings.Cut(s, "-")
	first, err1 := strconv.ParseUint(strings.TrimSpace(a), 10, 32)
	last, err2 := strconv.ParseUint(strings.TrimSpace(b), 10, 32)
	if !ok || err1 != nil || err2 != nil || last < first {
		return uidRange{}, fmt.Errorf("job uids %q: want first-last, like %s", s, JobUIDsDefault)
	}
	// 2^31-1 and above are read as negative by too many tools; -1 means
	// "unchanged" to the set*id calls.
	if first == 0 || last >= 1<<31-1 {
		return uidRange{}, fmt.Errorf("job uids %q: want ids between 1 and %d", s, 1<<31-2)
	}
	r := uidRange{First: uint32(first), Count: uint32(last - first + 1)}
	if euid := os.Geteuid(); euid >= 0 && r.contains(uint32(euid)) {
		return uidRange{}, fmt.Errorf("job uids %s: the range holds the control plane's own uid %d", r, euid)
	}
	for _, f := range []string{passwd, group} {
		if f == "" {
			continue
		}
		if id, name, ok := firstIDIn(f, r); ok {
			return uidRange{}, fmt.Errorf("job uids %s: %s gives id %d to %q; pick a range no account uses", r, f, id, name)
		}
	}
	return r, nil
}

// firstIDIn finds an entry of a passwd or group file whose id (the third
// field) is in r.
func firstIDIn(file string, r uidRange) (uint32, string, bool) {
	f, err := os.Open(file)
	if err != nil {
		return 0, "", false
	}
	defer func() { _ = f.Close() }()
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		fields := strings.Split(sc.Text(), ":")
		if len(fields) < 3 {
			continue
		}
		if id, err := strconv.ParseUint(fields[2], 10, 32); err == nil && r.contains(uint32(id)) {
			return uint32(id), fields[0], true
		}
	}
	return 0, "", false
}

// errNoFreeUID is returned when every uid of the range is leased, or held
// by what a dead run left.
var errNoFreeUID = errors.New("no free job uid")

// uidLease is one uid leased for a run. Release it once every process of
// the uid is gone and the run's job directory is removed (or given away).
type uidLease struct {
	f   *os.File
	uid uint32
	off int64
}

// user is the run's user: its uid, and a group id of the same number.
func (l *uidLease) user() jobUser { return jobUser{UID: l.uid, GID: l.uid} }

// leaseUID leases a uid of r for a run whose job directory is jobDir,
// trying the range from start onwards (wrapping). lockPath is the host's
// lease file, made (and its directory, 0700) when missing.
func leaseUID(lockPath string, r uidRange, start uint32, jobDir string) (*uidLease, error) {
	if r.Count == 0 {
		return nil, fmt.Errorf("lease a job uid: %w: the range is empty", errNoFreeUID)
	}
	if len(jobDir)+6 > uidSlot {
		return nil, fmt.Errorf("lease a job uid: job directory path longer than %d bytes", uidSlot-6)
	}
	if err := os.MkdirAll(filepath.Dir(lockPath), 0o700); err != nil {
		return nil, fmt.Errorf("lease a job uid: %w", err)
	}
	f, err := os.OpenFile(lockPath, os.O_RDWR|os.O_CREATE|syscall.O_NOFOLLOW, 0o600)
	if err != nil {
		return nil, fmt.Errorf("lease a job uid: %w", err)
	}
	held := 0
	for i := range r.Count {
		uid := r.First + (start+i)%r.Count
		off := int64(uid%uidSlots) * uidSlot // by uid, so overlapping ranges share slots
		if !ofdLock(f, off, syscall.F_WRLCK) {
			held++
			continue
		}
		l := &uidLease{f: f, uid: uid, off: off}
		if l.reclaim() {
			if err := l.write(slotInUse, jobDir); err != nil {
				l.unlock()
				_ = f.Close()
				return nil, fmt.Errorf("lease a job uid: %w", err)
			}
			return l, nil
		}
		l.unlock()
	}
	_ = f.Close()
	return nil, fmt.Errorf("lease a job uid in %s: %w (%d leased, %d held by what a dead run left)", r, errNoFreeUID, held, int(r.Count)-held)
}

// reclaim makes a locked slot usable: a slot in use was left by a
// supervisor that died, so what its run left (the processes of the uid it
// records, its job directory) is killed and removed. It reports whether
// that worked.
func (l *uidLease) reclaim() bool {
	state, uid, jobDir := l.read()
	if state == slotFree {
		// A slot never used, or released cleanly: its uid had no process
		// then. One could have been started since only by a holder of the
		// lock, which we are now.
		return true
	}
	if uid != 0 && !killUID(uid) {
		return false
	}
	if jobDir != "" {
		if err := os.RemoveAll(jobDir); err != nil && !errors.Is(err, fs.ErrNotExist) {
			return false
		}
	}
	return true
}

// release clears the slot and ends the lease. Call it only once no process
// of the uid is left and its job directory is gone (or no longer the
// uid's).
func (l *uidLease) release() error {
	if l == nil || l.f == nil {
		return nil
	}
	err := l.write(slotFree, "")
	l.unlock()
	if cerr := l.f.Close(); err == nil {
		err = cerr
	}
	l.f = nil
	return err
}

func (l *uidLease) read() (state byte, uid uint32, jobDir string) {
	b := make([]byte, uidSlot)
	n, _ := l.f.ReadAt(b, l.off)
	if n < 5 {
		return slotFree, 0, ""
	}
	b = b[:n]
	dir, _, _ := bytes.Cut(b[5:], []byte{0})
	return b[0], binary.LittleEndian.Uint32(b[1:5]), string(dir)
}

func (l *uidLease) write(state byte, jobDir string) error {
	b := make([]byte, 0, len(jobDir)+6)
	b = append(b, state)
	b = binary.LittleEndian.AppendUint32(b, l.uid)
	b = append(b, jobDir...)
	b = append(b, 0)
	if _, err := l.f.WriteAt(b, l.off); err != nil {
		return fmt.Errorf("write job uid lease: %w", err)
	}
	return nil
}

func (l *uidLease) unlock() { ofdLock(l.f, l.off, syscall.F_UNLCK) }

// ofdLock sets (F_WRLCK) or clears (F_UNLCK) an open file description lock
// on the slot at off, without waiting; it reports whether it succeeded.
func ofdLock(f *os.File, off int64, typ int16) bool {
	lk := syscall.Flock_t{Type: typ, Whence: 0, Start: off, Len: uidSlot}
	_, _, errno := syscall.Syscall(syscall.SYS_FCNTL, f.Fd(), fOFDSetlk, uintptr(unsafe.Pointer(&lk)))
	return errno == 0
}

// signalerUID is the real user id of the thread that signals a run's uid
// (see signalUID): 0x80000000 plus this process's pid, an id no account
// or run has (job ranges end below 2^31-1) and no other process uses to
// signal, so no process can signal that thread back while it holds it,
// nor can two processes signalling at once reach each other.
var signalerUID = uintptr(0x80000000 + os.Getpid())

// signalUID sends sig to every process whose real or saved user id is uid,
// as kill(-1, sig) does from a process of that user. It takes the uid as
// the effective user id of one locked thread for the call (real user id
// signalerUID, saved user id still root), then gives the thread back its
// root credentials: the rest of the process stays root throughout, and
// since the kernel matches a sender's real or effective id against a
// target's real or saved id, the thread reaches the uid's processes and
// none of them can signal it meanwhile. (Go starts no thread from a locked
// one, so none inherits the borrowed credentials; and the kernel marks the
// process not dumpable from then on.) The kernel's task list is locked for
// the walk, so nothing the uid forks escapes a SIGKILL; kill(-1) does not
// say whether it reached any process (it answers 0 whenever another process
// exists), so whether any is left is livingOf's to say.
func signalUID(uid uint32, sig syscall.Signal) error {
	ch := make(chan error, 1)
	// On a goroutine of its own: should the credentials not come back, it
	// ends still locked, and the thread ends with it.
	go func() {
		const keep = ^uintptr(0) // -1: leave the saved uid as it is
		runtime.LockOSThread()
		if _, _, e := syscall.RawSyscall(syscall.SYS_SETRESUID, signalerUID, uintptr(uid), keep); e != 0 {
			runtime.UnlockOSThread()
			ch <- fmt.Errorf("take uid %d: %w", uid, e)
			return
		}
		_, _, kerr := syscall.RawSyscall(syscall.SYS_KILL, ^uintptr(0), uintptr(sig), 0)
		if _, _, e := syscall.RawSyscall(syscall.SYS_SETRESUID, 0, 0, keep); e != 0 {
			ch <- fmt.Errorf("give back uid %d: %w", uid, e) // never: the saved uid is root
			return
		}
		runtime.UnlockOSThread()
		if kerr != 0 && kerr != syscall.ESRCH {
			ch <- fmt.Errorf("signal the processes of uid %d: %w", uid, kerr)
			return
		}
		ch <- nil
	}()
	return <-ch
}

// killUIDWithin bounds how long killUID waits for the killed processes of
// a uid to die.
const killUIDWithin = 5 * time.Second

// killUID kills every process of uid and waits until none is left alive.
// The kill lands at once, but a process dies when it is next scheduled,
// and the kernel tells nobody else when: the wait looks again (livingOf, a
// walk of /proc) after a pause that doubles from 50µs, killing anything
// forked meanwhile. A dead process may stay a zombie until its parent reaps
// it (an orphan's parent is init, which may take its time); a zombie runs
// nothing, so it does not count. It reports whether the uid has no living
// process left. Where every process of the uid is in a cgroup that was
// just emptied, sweepUID does the same for less.
func killUID(uid uint32) bool {
	pause := 50 * time.Microsecond
	deadline := time.Now().Add(killUIDWithin)
	for {
		if err := signalUID(uid, syscall.SIGKILL); err != nil {
			return false
		}
		switch n := livingOf(uid); {
		case n == 0:
			return true
		case n < 0 || time.Now().After(deadline):
			return false
		}
		time.Sleep(pause)
		pause = min(2*pause, 10*time.Millisecond)
	}
}

// sweepUID kills every process of uid without waiting: for a run whose
// processes all live in its cgroup, which was just emptied (and whose
// emptiness says that none is left alive), so there should be none; it is
// the net under the cgroup.
func sweepUID(uid uint32) bool { return signalUID(uid, syscall.SIGKILL) == nil }

// livingOf counts the processes of uid that are neither zombies nor dead,
// from /proc.
func livingOf(uid uint32) int {
	entries, err := os.ReadDir("/proc")
	if err != nil {
		return -1
	}
	n := 0
	for _, e := range entries {
		pid, err := strconv.Atoi(e.Name())
		if err != nil {
			continue
		}
		var st syscall.Stat_t
		if syscall.Stat("/proc/"+e.Name(), &st) != nil || st.Uid != uid {
			continue
		}
		if ps, err := readProcStat(pid); err == nil && ps.State != 'Z' && ps.State != 'X' {
			n++
		}
	}
	return n
}
