package local_test

import (
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"
	"unsafe"

	"github.com/google/go-cmp/cmp"

	"github.com/everdict/everdict/backends"
	"github.com/everdict/everdict/backends/backendtest"
	"github.com/everdict/everdict/backends/local"
	"github.com/everdict/everdict/domain"
)

// The attacks of issue 10 on jobs of the control plane's host, each tried
// by a real job.

func TestAJobsMemoryLimitBindsEverythingItStarts(t *testing.T) {
	t.Parallel()
	tests := map[string]struct {
		hardened bool
		script   string
	}{
		"a 64 MB job's setsid child that allocates 400 MB is stopped": {
			script: `setsid sh -c 'held=$(head -c 419430400 /dev/zero | tr "\000" x); echo survived'; echo harness done`,
		},
		"a sandboxed 64 MB job's setsid child that allocates 400 MB is stopped": {
			hardened: true,
			script:   `setsid sh -c 'held=$(head -c 419430400 /dev/zero | tr "\000" x); echo survived'; echo harness done`,
		},
		"a sandboxed 64 MB job that writes 300 MB to /tmp is stopped": {
			hardened: true,
			script:   `dd if=/dev/zero of=/tmp/fill bs=1048576 count=300 2>/dev/null; echo "wrote $(($(stat -c %s /tmp/fill) / 1048576)) MB"`,
		},
	}
	for name, tc := range tests {
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			cfg := testConfig(t)
			b := newBackend(t, cfg)
			if tc.hardened {
				b = sandboxed(t, cfg)
			}
			j := shJob(tc.script)
			j.Case.Resources.MemoryMB = 64
			res, l, err := runJob(t, b, j)
			out := l.stream(backends.StreamStdout)
			if slices.Contains(out, "survived") || slices.Contains(out, "wrote 300 MB") {
				t.Errorf("the job went past its memory limit: stdout %q", out)
			}
			// /tmp is bounded at the memory limit: either the write fails
			// there, or the kernel's OOM killer stops the job first.
			if err == nil && !strings.HasPrefix(strings.Join(out, " "), "wrote ") {
				t.Errorf("Dispatch = %+v, nil error; want a FAILED run (INFRA/OOM_KILLED)\nstdout %q\nsystem %q", res, out, l.stream(backends.StreamSystem))
			}
			if err != nil {
				if diff := cmp.Diff("INFRA/"+backends.CodeOOMKilled, classCode(err)); diff != "" {
					t.Errorf("error %v (-want +got):\n%s", err, diff)
				}
			}
		})
	}
}

func TestAJobGetsPidsAndCPULimitsFromItsCgroup(t *testing.T) {
	t.Parallel()
	cfg := testConfig(t)
	cfg.PidsMax = 32
	// The job reads its own cgroup's limits: the pids limit, and the cpu
	// quota of its case's resources.cpu (0.5 cores of a 100 ms period).
	j := shJob(`for c in pids cpu; do
  p=$(grep -E "^[0-9]+:([^:]*,)?$c(,[^:]*)?:" /proc/self/cgroup | cut -d: -f3)
  case $c in pids) cat /sys/fs/cgroup/pids$p/pids.max;; cpu) cat /sys/fs/cgroup/cpu$p/cpu.cfs_quota_us;; esac
done
i=0; while [ $i -lt 64 ]; do sleep 30 & i=$((i+1)); done 2>/dev/null; echo started all 64`)
	j.Case.Resources.CPU = 0.5
	if !fileExists("/sys/fs/cgroup/pids/cgroup.procs") {
		t.Skip("this test reads cgroup v1 files; the host has none")
	}
	_, l, err := runJob(t, newBackend(t, cfg), j)
	if err != nil {
		t.Fatalf("Dispatch: %v", err)
	}
	if diff := cmp.Diff([]string{"32", "50000"}, l.stream(backends.StreamStdout)); diff != "" {
		t.Errorf("the job's limits and whether it forked past them (-want +got):\n%s\nstderr %q", diff, l.stream(backends.StreamStderr))
	}
}

// A harness starts with SIGHUP ignored and every other signal at its
// default, with a cgroup (forked by the supervisor) or without (through the
// jail): a pipeline's writer is stopped by SIGPIPE.
func TestAHarnessIgnoresNoSignalButSIGHUP(t *testing.T) {
	t.Parallel()
	// The server may itself have been started with a signal ignored, which
	// its supervisors inherit (seen in CI: signal 32, which a static Go
	// program keeps ignored). Ignore 32 here, by a raw syscall, as the C
	// library refuses it: no harness may inherit it.
	var ign, old [4]uintptr
	ign[0] = 1 // SIG_IGN
	if _, _, e := syscall.RawSyscall6(syscall.SYS_RT_SIGACTION, 32, uintptr(unsafe.Pointer(&ign)), uintptr(unsafe.Pointer(&old)), 8, 0, 0); e != 0 {
		t.Fatalf("ignore signal 32: %v", e)
	}
	t.Cleanup(func() {
		_, _, _ = syscall.RawSyscall6(syscall.SYS_RT_SIGACTION, 32, uintptr(unsafe.Pointer(&old)), 0, 8, 0, 0)
	})
	for name, parent := range map[string]string{"in a cgroup": "", "without a cgroup": "everdict-test-no-such-parent/jobs"} {
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			cfg := testConfig(t)
			cfg.CgroupParent = parent
			cfg.RlimitFallback = true
			_, l, err := runJob(t, newBackend(t, cfg), shJob(`grep SigIgn /proc/self/status`))
			if err != nil {
				t.Fatalf("Dispatch: %v", err)
			}
			if diff := cmp.Diff([]string{"SigIgn:\t0000000000000001"}, l.stream(backends.StreamStdout)); diff != "" {
				t.Errorf("the harness's ignored signals (-want +got):\n%s", diff)
			}
		})
	}
}

func TestWithoutACgroupAJobGetsRlimits(t *testing.T) {
	t.Parallel()
	cfg := testConfig(t)
	cfg.CgroupParent = "everdict-test-no-such-parent/jobs"
	cfg.RlimitFallback = true
	// RLIMIT_NPROC counts the processes of the run's own uid.
	cfg.PidsMax = 64
	j := shJob("")
	j.Harness.Command = []string{"bash", "-c", "ulimit -v; ulimit -u"}
	j.Case.Resources.MemoryMB = 512
	_, l, err := runJob(t, newBackend(t, cfg), j)
	if err != nil {
		t.Fatalf("Dispatch: %v", err)
	}
	if diff := cmp.Diff([]string{strconv.Itoa(512 << 10), "64"}, l.stream(backends.StreamStdout)); diff != "" {
		t.Errorf("address space (KiB) and process limits (-want +got):\n%s", diff)
	}
}

func TestAJobNeverRunsAsTheServersUserNorReadsItsData(t *testing.T) {
	t.Parallel()
	for _, hardened := range []bool{false, true} {
		t.Run("hardened "+strconv.FormatBool(hardened), func(t *testing.T) {
			t.Parallel()
			// The server's data dir, as EVERDICT_DATA_DIR: its key file and
			// database, and the LOCAL backend's own directory inside. The
			// parent is world-reachable here so the files' own modes are
			// tested too.
			server := backendtest.OpenDir(t)
			key, db := filepath.Join(server, "secret.key"), filepath.Join(server, "everdict.db")
			for _, p := range []string{key, db} {
				if err := os.WriteFile(p, []byte("server secret"), 0o600); err != nil {
					t.Fatal(err)
				}
			}
			cfg := testConfig(t)
			cfg.DataDir = filepath.Join(server, "local")
			if err := os.MkdirAll(filepath.Join(cfg.DataDir, "runs"), 0o755); err != nil { // as a careless operator left it
				t.Fatal(err)
			}
			b := newBackend(t, cfg)
			if hardened {
				b = sandboxed(t, cfg)
			}
			if fi, err := os.Stat(cfg.DataDir); err != nil || fi.Mode().Perm() != 0o700 {
				t.Errorf("the data dir's mode after New: %v (%v), want 0700", fi.Mode(), err)
			}
			previous := shJob(`echo earlier`)
			if _, _, err := runJob(t, b, previous); err != nil {
				t.Fatalf("an earlier run: %v", err)
			}
			script := `try() { if eval "$2" >/dev/null 2>&1; then echo "$1: yes"; else echo "$1: no"; fi; }
[ "$(id -u)" != 0 ] && echo "uid: not root"
[ "$(id -u)" != 0 ] && [ "$(id -g)" != 0 ] && echo "gid: not root"
try "read secret.key" 'cat ` + key + `'
try "read the database" 'cat ` + db + `'
try "list the data dir" 'ls ` + cfg.DataDir + `'
try "read an earlier run" 'cat ` + filepath.Join(cfg.DataDir, "runs", previous.RunID, "log.jsonl") + `'
try "write the workspace" 'echo x > inside.txt'
`
			j := shJob(script)
			j.Harness.Command = []string{"bash", "-c", script}
			_, l, err := runJob(t, b, j)
			if err != nil {
				t.Fatalf("Dispatch: %v", err)
			}
			want := []string{"uid: not root", "gid: not root", "read secret.key: no", "read the database: no", "list the data dir: no", "read an earlier run: no", "write the workspace: yes"}
			if diff := cmp.Diff(want, l.stream(backends.StreamStdout)); diff != "" {
				t.Errorf("what the job could do (-want +got):\n%s\nstderr %q", diff, l.stream(backends.StreamStderr))
			}
		})
	}
}

func TestNewRefusesJobUIDsThatHoldRootOrAnAccount(t *testing.T) {
	t.Parallel()
	for _, spec := range []string{
		"0-100",                 // root
		"65534-65534",           // nobody, in /etc/passwd
		"1-999",                 // system accounts
		"2147483600-2147483647", // read as negative
		"200-100", "100", "a-b",
	} {
		cfg := testConfig(t)
		cfg.JobUIDs = spec
		if _, err := local.New(cfg); err == nil {
			t.Errorf("New with job uids %q: nil error", spec)
		}
	}
}

// seccompProbe is a C program that tries each system call the sandbox's
// filter refuses, numbered by the C library's own <sys/syscall.h>, with
// arguments that fail otherwise with another errno (or succeed), and prints
// its name and errno name.
const seccompProbe = `#define _GNU_SOURCE
#include <errno.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>
#include <sys/syscall.h>
#define TRY(name, ...) do { errno = 0; long r = syscall(SYS_##name, __VA_ARGS__); \
  printf("%s %s\n", #name, r == -1 ? (errno == EPERM ? "EPERM" : strerrorname_np(errno)) : "allowed"); } while (0)
int main(void) {
  TRY(keyctl, 0x7fffffff, 0, 0, 0, 0);
  TRY(add_key, 0, 0, 0, 0, 0);
  TRY(request_key, 0, 0, 0, 0);
  TRY(ptrace, 0x7fffffff, 0, 0, 0);
  TRY(mount, 0, 0, 0, 0, 0);
  TRY(umount2, 0, 0);
  TRY(pivot_root, 0, 0);
  TRY(bpf, 0x7fffffff, 0, 0);
  TRY(userfaultfd, 0x7fffffff);
  TRY(perf_event_open, 0, 0, 0, 0, 0);
  TRY(kexec_load, 0, 0, 0, 0x7fffffff);
  TRY(init_module, 0, 0, 0);
  TRY(finit_module, -1, 0, 0);
  TRY(unshare, 0x7fffffff);
  TRY(setns, -1, 0);
  TRY(io_uring_setup, 1, 0);
  TRY(io_uring_enter, -1, 0, 0, 0, 0, 0);
  TRY(io_uring_register, -1, 0, 0, 0);
  TRY(getpid, 0);
  return 0;
}
`

func TestTheSandboxRefusesEscapeSyscalls(t *testing.T) {
	t.Parallel()
	cc, err := exec.LookPath("cc")
	if err != nil {
		t.Skip("no C compiler to build the probe")
	}
	dir, err := os.MkdirTemp("/var/tmp", "everdict-seccomp-probe-") // not under /tmp: the sandbox has a /tmp of its own
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = os.RemoveAll(dir) })
	src, bin := filepath.Join(dir, "probe.c"), filepath.Join(dir, "seccomp-probe")
	if err := os.WriteFile(src, []byte(seccompProbe), 0o644); err != nil {
		t.Fatal(err)
	}
	if out, err := exec.Command(cc, "-O0", "-o", bin, src).CombinedOutput(); err != nil {
		t.Fatalf("cc: %v\n%s", err, out)
	}
	if err := os.Chmod(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	cfg := testConfig(t)
	cfg.SandboxReadOnly = append(slices.Clone(local.SandboxReadOnlyDefault), dir)
	b := sandboxed(t, cfg)
	j := shJob(bin + `; if unshare -U true 2>/dev/null; then echo "unshare -U: allowed"; else echo "unshare -U: refused"; fi`)
	_, l, err := runJob(t, b, j)
	if err != nil {
		t.Fatalf("Dispatch: %v", err)
	}
	var want []string
	for _, name := range []string{"keyctl", "add_key", "request_key", "ptrace", "mount", "umount2", "pivot_root", "bpf",
		"userfaultfd", "perf_event_open", "kexec_load", "init_module", "finit_module", "unshare", "setns",
		"io_uring_setup", "io_uring_enter", "io_uring_register"} {
		want = append(want, name+" EPERM")
	}
	want = append(want, "getpid allowed", "unshare -U: refused")
	if diff := cmp.Diff(want, l.stream(backends.StreamStdout)); diff != "" {
		t.Errorf("system calls inside the sandbox (-want +got):\n%s\nstderr %q", diff, l.stream(backends.StreamStderr))
	}
}

func TestTheSandboxIsItsOwnSessionAndInheritsNoDescriptor(t *testing.T) {
	t.Parallel()
	leak, err := os.Open(os.DevNull) // inheritable, as a launcher's descriptor would be
	if err != nil {
		t.Fatal(err)
	}
	defer func() { _ = leak.Close() }()
	if _, _, errno := syscall.Syscall(syscall.SYS_FCNTL, leak.Fd(), syscall.F_SETFD, 0); errno != 0 {
		t.Fatalf("clear close-on-exec: %v", errno)
	}
	b := sandboxed(t, testConfig(t))
	// ls's own directory is 3. Field 6 of stat is the session id: 0 when
	// the session's leader is outside the sandbox's pid namespace (the
	// supervisor's, whose terminal a TIOCSTI could reach), the sandbox's
	// own leader with --new-session.
	j := shJob(`ls /proc/self/fd; [ "$(cut -d' ' -f6 /proc/$$/stat)" != 0 ] && echo "session: own"`)
	_, l, err := runJob(t, b, j)
	if err != nil {
		t.Fatalf("Dispatch: %v", err)
	}
	if diff := cmp.Diff([]string{"0", "1", "2", "3", "session: own"}, l.stream(backends.StreamStdout)); diff != "" {
		t.Errorf("(-want +got):\n%s", diff)
	}
}

func TestARunsLogsAreBounded(t *testing.T) {
	t.Parallel()
	cfg := testConfig(t)
	cfg.MaxLogLines = 50
	cfg.MaxLineBytes = 100
	j := shJob(`head -c 6000000 /dev/zero | tr '\000' x; echo; i=0; while [ $i -lt 200 ]; do echo "line $i"; i=$((i+1)); done`)
	_, l, err := runJob(t, newBackend(t, cfg), j)
	if err != nil {
		t.Fatalf("Dispatch: %v", err)
	}
	out := l.stream(backends.StreamStdout)
	if len(out) != 50 {
		t.Errorf("%d stdout lines kept, want the limit of 50", len(out))
	}
	if len(out) > 0 {
		if diff := cmp.Diff(strings.Repeat("x", 100)+" [line cut: 6000000 bytes, the limit is 100]", out[0]); diff != "" {
			t.Errorf("the long line (-want +got):\n%s", diff)
		}
	}
	truncated := 0
	for _, s := range l.stream(backends.StreamSystem) {
		if strings.HasPrefix(s, "log truncated") {
			truncated++
		}
	}
	if truncated != 1 {
		t.Errorf("%d truncation lines, want 1; system lines %q", truncated, l.stream(backends.StreamSystem))
	}
}

func TestARunsLogBytesAreBounded(t *testing.T) {
	t.Parallel()
	cfg := testConfig(t)
	cfg.MaxLogBytes = 1000
	j := shJob(`i=0; while [ $i -lt 200 ]; do echo "01234567890123456789"; i=$((i+1)); done`)
	_, l, err := runJob(t, newBackend(t, cfg), j)
	if err != nil {
		t.Fatalf("Dispatch: %v", err)
	}
	if got := len(l.stream(backends.StreamStdout)); got != 50 {
		t.Errorf("%d stdout lines of 20 bytes kept, want 50 (1000 bytes)", got)
	}
}

func TestAJobsFilesAreBounded(t *testing.T) {
	t.Parallel()
	cfg := testConfig(t)
	cfg.MaxFileMB = 8
	j := shJob(`dd if=/dev/zero of=big bs=1048576 count=200 2>/dev/null; echo "$(($(stat -c %s big) / 1048576)) MB"`)
	_, l, err := runJob(t, newBackend(t, cfg), j)
	if err != nil {
		t.Fatalf("Dispatch: %v", err)
	}
	if diff := cmp.Diff([]string{"8 MB"}, l.stream(backends.StreamStdout)); diff != "" {
		t.Errorf("the file the job wrote (-want +got):\n%s", diff)
	}
}

func TestAJobsDirectoryIsBounded(t *testing.T) {
	t.Parallel()
	tests := map[string]struct {
		hardened bool
		script   string
	}{
		"a job that writes 40 MB into a 16 MB directory is stopped": {
			script: `i=0; while [ $i -lt 40 ]; do dd if=/dev/urandom of=f$i bs=1048576 count=1 2>/dev/null; i=$((i+1)); done; echo wrote all; exec sleep 600`,
		},
		"a job that makes 5,000 files in a directory of 500 is stopped": {
			script: `mkdir d; i=0; while [ $i -lt 5000 ]; do : > d/$i; i=$((i+1)); done; echo wrote all; exec sleep 600`,
		},
		"a sandboxed job that writes 40 MB of home into a 16 MB directory is stopped": {
			hardened: true,
			script:   `i=0; while [ $i -lt 40 ]; do dd if=/dev/urandom of="$HOME/f$i" bs=1048576 count=1 2>/dev/null; i=$((i+1)); done; echo wrote all; exec sleep 600`,
		},
	}
	for name, tc := range tests {
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			cfg := testConfig(t)
			cfg.MaxWorkspaceMB, cfg.MaxWorkspaceFiles = 16, 500
			cfg.DiskPollInterval = 20 * time.Millisecond
			b := newBackend(t, cfg)
			if tc.hardened {
				b = sandboxed(t, cfg)
			}
			_, _, err := runJob(t, b, shJob(tc.script))
			if got := classCode(err); got != "AGENT/"+backends.CodeDiskLimit {
				t.Errorf("the run ended with %q (%v), want AGENT/%s", got, err, backends.CodeDiskLimit)
			}
		})
	}
}

func TestARunsDirectoryIsRemovedAfterItsRetention(t *testing.T) {
	t.Parallel()
	tests := map[string]struct {
		retention time.Duration
		wantKept  bool
	}{
		"past its retention, a run is gone":   {retention: time.Nanosecond},
		"RetainForever keeps a run":           {retention: local.RetainForever, wantKept: true},
		"within its retention, a run is kept": {retention: time.Hour, wantKept: true},
	}
	for name, tc := range tests {
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			cfg := testConfig(t)
			cfg.Retention = tc.retention
			cfg.KeepWorkspace = true
			j := shJob(`echo hello`)
			if _, _, err := runJob(t, newBackend(t, cfg), j); err != nil {
				t.Fatalf("Dispatch: %v", err)
			}
			jobDir := jobDirOf(t, cfg, j.RunID)
			// A restarted control plane sweeps at New.
			outcome, _, _ := newBackend(t, cfg).Adopt(t.Context(), j.RunID, 0, nil)
			wantOutcome := backends.Absent
			if tc.wantKept {
				wantOutcome = backends.Adopted
			}
			if diff := cmp.Diff(wantOutcome, outcome); diff != "" {
				t.Errorf("Adopt after a restart (-want +got):\n%s", diff)
			}
			if got := fileExists(jobDir); got != tc.wantKept {
				t.Errorf("the kept job directory exists: %v, want %v", got, tc.wantKept)
			}
		})
	}
}

var _ = domain.FailureInfra
