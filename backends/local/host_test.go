package local

import (
	"errors"
	"io"
	"net"
	"os"
	"runtime"
	"strconv"
	"syscall"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"

	"github.com/everdict/everdict/backends"
	"github.com/everdict/everdict/backends/backendtest"
	"github.com/everdict/everdict/evalcase"
)

// handOver hands a run of job to b's supervisor as Dispatch does, and
// returns its doorbell, which the caller releases.
func handOver(tb testing.TB, b *Backend, job backends.Job, hardened bool) (*child, runDir) {
	tb.Helper()
	d := b.runDir(job.RunID)
	if err := makeRunDir(d); err != nil {
		tb.Fatal(err)
	}
	jd, err := b.makeJobDir(job.RunID)
	if err != nil {
		tb.Fatal(err)
	}
	sup, err := b.host.submit(d, b.envelope(job, hardened, jd))
	if err != nil {
		tb.Fatalf("hand run %s over: %v", job.RunID, err)
	}
	return sup, d
}

// runOver hands a trivial run over, waits for its end and checks it
// passed; it returns the supervisor's pid.
func runOver(t *testing.T, b *Backend, runID string) int {
	t.Helper()
	sup, d := handOver(t, b, trivialJob(runID), false)
	defer sup.release()
	backendtest.Await(t, sup.exited, "the end of run "+runID)
	if st, ok := readStatus(d); !ok || st.Result == nil || st.Result.Verdict != evalcase.VerdictPass {
		t.Fatalf("run %s: status %+v (recorded %v)", runID, st, ok)
	}
	return supervisorOf(t, sup)
}

// supervisorOf is the pid of the supervisor at the other end of a run's
// doorbell.
func supervisorOf(tb testing.TB, sup *child) int {
	tb.Helper()
	cred, err := peerCred(sup.door)
	if err != nil {
		tb.Fatal(err)
	}
	return int(cred.Pid)
}

// openFiles counts the descriptors process pid has open.
func openFiles(t *testing.T, pid int) int {
	t.Helper()
	entries, err := os.ReadDir("/proc/" + strconv.Itoa(pid) + "/fd")
	if err != nil {
		t.Fatal(err)
	}
	return len(entries)
}

// awaitExit waits until process pid has exited.
func awaitExit(t *testing.T, pid int) {
	t.Helper()
	const sysPidfdOpen = 434
	fd, _, errno := syscall.Syscall(sysPidfdOpen, uintptr(pid), 0, 0)
	if errno == syscall.ESRCH {
		return
	}
	if errno != 0 {
		t.Fatalf("pidfd_open %d: %v", pid, errno)
	}
	f := os.NewFile(fd, "pidfd")
	defer func() { _ = f.Close() }()
	exited := make(chan struct{})
	go func() {
		// A pidfd polls readable once its process has exited.
		fds := []syscall.FdSet{{}}
		fds[0].Bits[int(fd)/64] |= 1 << (uint(fd) % 64)
		for {
			if _, err := syscall.Select(int(fd)+1, &fds[0], nil, nil, nil); !errors.Is(err, syscall.EINTR) {
				break
			}
		}
		close(exited)
	}()
	backendtest.Await(t, exited, "the exit of process "+strconv.Itoa(pid))
}

func TestOneSupervisorServesEveryRunAndLeavesWhenIdle(t *testing.T) {
	t.Parallel()
	b, err := New(Config{DataDir: t.TempDir(), ControlDir: t.TempDir(), SupervisorLinger: 300 * time.Millisecond})
	if err != nil {
		t.Fatal(err)
	}
	// A run held at a gate keeps the supervisor busy, so however slow the
	// machine, it cannot leave before the gate opens.
	fifo := backendtest.OpenFIFO(t, "gate")
	held := trivialJob("evd-run-host-held")
	held.Harness.Command = []string{"sh", "-c", "read -r _ < " + fifo}
	heldSup, _ := handOver(t, b, held, false)
	defer heldSup.release()
	first := supervisorOf(t, heldSup)
	runOver(t, b, "evd-run-host-0")
	files := openFiles(t, first)
	var pids []int
	for i := 1; i <= 20; i++ {
		pids = append(pids, runOver(t, b, "evd-run-host-"+strconv.Itoa(i)))
	}
	for i, pid := range pids {
		if pid != first {
			t.Fatalf("run %d was supervised by %d, the first by %d: want one supervisor", i+1, pid, first)
		}
	}
	if got := openFiles(t, first); got != files {
		t.Errorf("the supervisor holds %d descriptors after 21 runs, %d after the first: a run leaks them", got, files)
	}
	gate, err := os.OpenFile(fifo, os.O_WRONLY, 0) // blocks until the harness reads
	if err != nil {
		t.Fatal(err)
	}
	_, _ = gate.WriteString("go\n")
	_ = gate.Close()
	backendtest.Await(t, heldSup.exited, "the end of the held run")
	// Idle for its linger, it leaves; the next run starts another.
	awaitExit(t, first)
	if next := runOver(t, b, "evd-run-host-after"); next == first || next == 0 {
		t.Errorf("the run after the supervisor left was supervised by %d (the first was %d)", next, first)
	}
}

func TestConcurrentRunsShareTheSupervisor(t *testing.T) {
	t.Parallel()
	b, err := New(Config{DataDir: t.TempDir(), ControlDir: t.TempDir()})
	if err != nil {
		t.Fatal(err)
	}
	pids := make(chan int, 8)
	for i := range cap(pids) {
		go func() { pids <- runOver(t, b, "evd-run-together-"+strconv.Itoa(i)) }()
	}
	seen := map[int]bool{}
	for range cap(pids) {
		seen[backendtest.Await(t, pids, "a run's end")] = true
	}
	if len(seen) != 1 {
		t.Errorf("8 runs handed over at once were supervised by %d processes, want 1", len(seen))
	}
}

// A process of another user that reaches the supervisor's socket (its
// directory is private, so here it is let through by the file system) may
// not hand it a run: the supervisor would start it as any user it names.
func TestASupervisorRefusesAConnectionFromAnotherUser(t *testing.T) {
	t.Parallel()
	if os.Geteuid() != 0 {
		t.Skip("needs root, as the LOCAL backend does")
	}
	b, err := New(Config{DataDir: t.TempDir(), ControlDir: t.TempDir()})
	if err != nil {
		t.Fatal(err)
	}
	runOver(t, b, "evd-run-peer-first") // the supervisor runs
	d := b.runDir("evd-run-peer")
	if err := makeRunDir(d); err != nil {
		t.Fatal(err)
	}
	dir, err := os.Open(b.host.spec.Dir)
	if err != nil {
		t.Fatal(err)
	}
	defer func() { _ = dir.Close() }()
	req := []byte(`{"data":"` + d.data + `","ctl":"` + d.ctl + `","envelope":{"protocol":` + strconv.Itoa(envelopeProtocol) + `}}`)
	said := make(chan []byte, 1)
	go func() {
		// Only this thread becomes the job's user (effective uid), keeping
		// root's file system access (fsuid) to reach the socket and a saved
		// uid of 0 to come back.
		runtime.LockOSThread()
		uid := uintptr(b.uids.First)
		if _, _, e := syscall.RawSyscall(syscall.SYS_SETRESUID, uid, uid, 0); e != 0 {
			t.Errorf("setresuid: %v", e)
			said <- nil
			return
		}
		_, _, _ = syscall.RawSyscall(syscall.SYS_SETFSUID, 0, 0, 0)
		c, err := net.Dial("unix", socketAddr(b.host.spec.path(".sock"), dir))
		if _, _, e := syscall.RawSyscall(syscall.SYS_SETRESUID, 0, 0, 0); e == 0 {
			runtime.UnlockOSThread()
		} // else the thread ends with this goroutine
		if err != nil {
			t.Errorf("dial the supervisor: %v", err)
			said <- nil
			return
		}
		defer func() { _ = c.Close() }()
		_, _ = c.Write(req)
		out, _ := io.ReadAll(c)
		said <- out
	}()
	if got := backendtest.Await(t, said, "the supervisor's answer"); len(got) != 0 {
		t.Errorf("the supervisor answered another user's request with %q, want nothing", got)
	}
	if _, err := os.Stat(d.path(fileSupervisorPID)); !errors.Is(err, os.ErrNotExist) {
		t.Errorf("another user's run has a supervisor: %v", err)
	}
}

func TestAnotherBuildOfTheSupervisorHasASupervisorOfItsOwn(t *testing.T) {
	t.Parallel()
	exe := fakeExecutable(t, "everdict-shim")
	name := func() string {
		t.Helper()
		n, err := hostName([]string{exe})
		if err != nil {
			t.Fatal(err)
		}
		return n
	}
	before, again := name(), name()
	if err := os.Chtimes(exe, time.Time{}, time.Now().Add(time.Hour)); err != nil {
		t.Fatal(err)
	}
	after := name()
	if diff := cmp.Diff([]bool{true, false}, []bool{before == again, before == after}); diff != "" {
		t.Errorf("same build, rebuilt: same supervisor (-want +got):\n%s", diff)
	}
}

// fakeExecutable makes an executable file named name in a temporary
// directory.
func fakeExecutable(t *testing.T, name string) string {
	t.Helper()
	p := t.TempDir() + "/" + name
	if err := os.WriteFile(p, []byte("#!/bin/sh\n"), 0o755); err != nil {
		t.Fatal(err)
	}
	return p
}
