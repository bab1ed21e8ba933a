package local

import (
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"syscall"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/everdict/everdict/backends"
	"github.com/everdict/everdict/domain"
	"github.com/everdict/everdict/evalcase"
)

func TestReadProcStatOfThisProcess(t *testing.T) {
	t.Parallel()
	st, err := readProcStat(os.Getpid())
	if err != nil {
		t.Fatalf("readProcStat: %v", err)
	}
	if diff := cmp.Diff(syscall.Getpgrp(), st.Pgid); diff != "" {
		t.Errorf("pgid (-want +got):\n%s", diff)
	}
	id, err := identify(os.Getpid())
	if err != nil || !alive(id) {
		t.Errorf("this process is not alive by its own procID %+v: %v", id, err)
	}
	if alive(procID{Pid: id.Pid, Start: id.Start + 1}) {
		t.Error("a procID with another start time (a reused pid) is alive")
	}
}

func TestSandboxArgs(t *testing.T) {
	t.Parallel()
	host := t.TempDir()
	dir, link := filepath.Join(host, "usr"), filepath.Join(host, "bin")
	if err := os.Mkdir(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.Symlink("usr/bin", link); err != nil {
		t.Fatal(err)
	}
	sb := sandbox{
		bwrap: "/usr/bin/bwrap", features: bwrapFeatures{DisableUserns: true, Size: true},
		readOnly: []string{dir, link, filepath.Join(host, "missing")},
		jobDir:   "/data/runs/r/job", dir: "/data/runs/r/job/workspace", tmpSize: 64 << 20, seccomp: true,
	}
	got := sb.args([]string{"sh", "-c", "true"})
	want := []string{"/usr/bin/bwrap",
		"--unshare-all", "--die-with-parent", "--new-session", "--cap-drop", "ALL", "--hostname", "everdict",
		"--unshare-user", "--disable-userns", "--seccomp", "3",
		"--ro-bind", dir, dir,
		"--symlink", "usr/bin", link,
		"--proc", "/proc", "--dev", "/dev", "--size", "67108864", "--tmpfs", "/tmp",
		"--bind", "/data/runs/r/job", "/data/runs/r/job",
		"--remount-ro", "/",
		"--chdir", "/data/runs/r/job/workspace",
		"--", "sh", "-c", "true"}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("(-want +got):\n%s", diff)
	}
}

func TestBuildEnv(t *testing.T) {
	t.Parallel()
	protocol := map[string]string{backends.EnvTask: "/j/task.txt", backends.EnvResult: "/j/report.json", backends.EnvRunID: "evd-run-1"}
	tests := map[string]struct {
		vars []evalcase.EnvVar
		want []string
	}{
		"no harness env gives PATH, HOME and the protocol": {
			want: []string{"PATH=/bin", "HOME=/j/home", "EVERDICT_TASK=/j/task.txt", "EVERDICT_RESULT=/j/report.json", "EVERDICT_RUN_ID=evd-run-1"},
		},
		"a later duplicate wins and PATH can be replaced in place": {
			vars: []evalcase.EnvVar{{Name: "A", Value: "1"}, {Name: "PATH", Value: "/opt/bin"}, {Name: "A", Value: "2"}},
			want: []string{"PATH=/opt/bin", "HOME=/j/home", "A=2", "EVERDICT_TASK=/j/task.txt", "EVERDICT_RESULT=/j/report.json", "EVERDICT_RUN_ID=evd-run-1"},
		},
		"the protocol wins over a harness that sets it": {
			vars: []evalcase.EnvVar{{Name: backends.EnvRunID, Value: "forged"}},
			want: []string{"PATH=/bin", "HOME=/j/home", "EVERDICT_RUN_ID=evd-run-1", "EVERDICT_TASK=/j/task.txt", "EVERDICT_RESULT=/j/report.json"},
		},
	}
	for name, tc := range tests {
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			if diff := cmp.Diff(tc.want, buildEnv("/bin", "/j/home", tc.vars, protocol)); diff != "" {
				t.Errorf("(-want +got):\n%s", diff)
			}
		})
	}
}

func TestRedactURL(t *testing.T) {
	t.Parallel()
	tests := map[string]struct{ in, want string }{
		"a token in the user is dropped":    {in: "https://ghp_secret@github.com/a/b.git", want: "https://github.com/a/b.git"},
		"a user and password are dropped":   {in: "https://x-access-token:tok@github.com/a/b", want: "https://github.com/a/b"},
		"a URL without user is kept":        {in: "https://github.com/a/b", want: "https://github.com/a/b"},
		"an scp-like address is kept as is": {in: "git@github.com:a/b.git", want: "git@github.com:a/b.git"},
	}
	for name, tc := range tests {
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			if diff := cmp.Diff(tc.want, redactURL(tc.in)); diff != "" {
				t.Errorf("(-want +got):\n%s", diff)
			}
		})
	}
}

func TestScanLinesCutsLongLinesAndSaysSo(t *testing.T) {
	t.Parallel()
	const limit = 64
	long := strings.Repeat("x", 6*limit+10)
	var got []string
	scanLines(strings.NewReader("a\r\n\nb\n"+long+"\nlast"), limit, func(s string) { got = append(got, s) })
	want := []string{"a", "", "b", long[:limit] + " [line cut: 394 bytes, the limit is 64]", "last"}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("(-want +got):\n%s", diff)
	}
}

// collect is a LogSink keeping texts.
type collect struct {
	mu    sync.Mutex
	texts []string
}

func (c *collect) Line(l backends.LogLine) {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.texts = append(c.texts, l.Text)
}

// tempRunDir is a run directory that is its own control directory.
func tempRunDir(t *testing.T) runDir {
	dir := t.TempDir()
	return runDir{data: dir, ctl: dir}
}

func TestTailDeliversWholeLinesOnceAfterFromSeq(t *testing.T) {
	t.Parallel()
	d := tempRunDir(t)
	w, err := openLogWriter(d, nil, 0, 0, nil)
	if err != nil {
		t.Fatal(err)
	}
	defer func() { _ = w.close() }()
	var got collect
	tl := newTail(d, 1)
	defer tl.close()
	tl.drain(&got) // no file content yet
	w.line(backends.StreamStdout, "one")
	w.line(backends.StreamStdout, "two")
	// Half a line, as a reader may see mid-write.
	f, err := os.OpenFile(d.path(fileLog), os.O_WRONLY|os.O_APPEND, 0)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := f.WriteString(`{"seq":3,"stream":"stdout","te`); err != nil {
		t.Fatal(err)
	}
	tl.drain(&got)
	if _, err := f.WriteString(`xt":"three"}` + "\n"); err != nil {
		t.Fatal(err)
	}
	_ = f.Close()
	tl.drain(&got)
	tl.drain(&got)
	if diff := cmp.Diff([]string{"two", "three"}, got.texts); diff != "" {
		t.Errorf("(-want +got):\n%s", diff)
	}
}

// batches is a BatchSink keeping the texts of each batch.
type batches struct{ got [][]string }

func (b *batches) Line(l backends.LogLine) { b.got = append(b.got, []string{"line: " + l.Text}) }

func (b *batches) Lines(ls []backends.LogLine) {
	var texts []string
	for _, l := range ls {
		texts = append(texts, l.Text)
	}
	b.got = append(b.got, texts)
}

func TestTailHandsTheLinesOfOneReadToABatchSinkTogether(t *testing.T) {
	t.Parallel()
	d := tempRunDir(t)
	w, err := openLogWriter(d, nil, 0, 0, nil)
	if err != nil {
		t.Fatal(err)
	}
	defer func() { _ = w.close() }()
	var got batches
	tl := newTail(d, 0)
	defer tl.close()
	w.line(backends.StreamStdout, "one")
	w.line(backends.StreamStdout, "two")
	w.line(backends.StreamStderr, "three")
	tl.drain(&got)
	w.line(backends.StreamStdout, "four")
	tl.drain(&got)
	tl.drain(&got) // nothing new: no empty batch
	if diff := cmp.Diff([][]string{{"one", "two", "three"}, {"four"}}, got.got); diff != "" {
		t.Errorf("batches (-want +got):\n%s", diff)
	}
}

func TestWriteStatusFirstWriterWins(t *testing.T) {
	t.Parallel()
	d := tempRunDir(t)
	won1, err1 := writeStatus(d, canceledStatus())
	won2, err2 := writeStatus(d, status{Result: &evalcase.Result{Verdict: evalcase.VerdictPass}})
	if diff := cmp.Diff([]any{true, nil, false, nil}, []any{won1, err1, won2, err2}); diff != "" {
		t.Fatalf("(-want +got):\n%s", diff)
	}
	st, ok := readStatus(d)
	_, err := st.outcome()
	if !ok || backends.ClassOf(err) != domain.FailureCanceled {
		t.Errorf("recorded outcome = %v, want the first writer's CANCELED", err)
	}
	leftovers, _ := filepath.Glob(d.path(".status.*"))
	if len(leftovers) != 0 {
		t.Errorf("temporary status files left: %v", leftovers)
	}
}

func TestDefaultSupervisorIsTheShimNextToTheExecutable(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	exe, shim := filepath.Join(dir, "everdict"), filepath.Join(dir, ShimName)
	got := []string{defaultSupervisor(exe)[0]}
	if err := os.WriteFile(shim, []byte("#!/bin/sh\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	got = append(got, defaultSupervisor(exe)[0]) // not executable
	if err := os.Chmod(shim, 0o755); err != nil {
		t.Fatal(err)
	}
	got = append(got, defaultSupervisor(exe)[0])
	if diff := cmp.Diff([]string{exe, exe, shim}, got); diff != "" {
		t.Errorf("no shim, a non-executable shim, a shim (-want +got):\n%s", diff)
	}
}

func TestASupervisorRefusesAnotherEnvelopeProtocol(t *testing.T) {
	t.Parallel()
	b, err := New(Config{DataDir: t.TempDir(), ControlDir: t.TempDir()})
	if err != nil {
		t.Fatal(err)
	}
	d := b.runDir("evd-run-protocol")
	if err := makeRunDir(d); err != nil {
		t.Fatal(err)
	}
	env := b.envelope(backends.Job{RunID: "evd-run-protocol"}, false, "")
	env.Protocol = envelopeProtocol + 1
	sup, err := b.host.submit(d, env)
	if err == nil {
		sup.release()
		t.Fatal("the supervisor accepted a run of another envelope protocol")
	}
	if !strings.Contains(err.Error(), "protocol") {
		t.Errorf("submit: %v, want an error naming the protocol", err)
	}
	if _, ok := readStatus(d); ok {
		t.Error("a refused run has a status")
	}
	if _, err := os.Stat(d.path(fileSupervisorPID)); !errors.Is(err, fs.ErrNotExist) {
		t.Errorf("a refused run has a supervisor: %v", err)
	}
}

func TestTheDefaultControlDirIsTheFirstOnATmpfs(t *testing.T) {
	t.Parallel()
	var st syscall.Statfs_t
	if err := syscall.Statfs("/dev/shm", &st); err != nil || st.Type != tmpfsMagic {
		t.Skip("/dev/shm is no tmpfs here")
	}
	shm := filepath.Join("/dev/shm", "everdict-test-"+strconv.Itoa(os.Getpid())+"-"+t.Name())
	t.Cleanup(func() { _ = os.RemoveAll(shm) })
	dataDir := t.TempDir()
	// /proc is no tmpfs: skipped.
	root, err := controlRoot("", []string{"/proc/everdict-test", shm}, dataDir)
	if err != nil {
		t.Fatal(err)
	}
	if diff := cmp.Diff(filepath.Join(shm, controlKey(dataDir)), root); diff != "" {
		t.Errorf("control root (-want +got):\n%s", diff)
	}
	for _, d := range []string{shm, root} {
		if fi, err := os.Stat(d); err != nil || fi.Mode().Perm() != 0o700 {
			t.Errorf("%s: %v, mode %v; want 0700", d, err, fi.Mode())
		}
	}
	// A second data dir has a directory of its own; the first one's is
	// removed once that data dir is gone and no supervisor of its runs
	// lives.
	other := t.TempDir()
	root2, err := controlRoot("", []string{shm}, other)
	if err != nil || root2 == root {
		t.Fatalf("second control root %s, %v; want another than %s", root2, err, root)
	}
	if err := os.RemoveAll(dataDir); err != nil {
		t.Fatal(err)
	}
	self, err := identify(os.Getpid())
	if err != nil {
		t.Fatal(err)
	}
	run := filepath.Join(root, "evd-run-live")
	if err := os.Mkdir(run, 0o700); err != nil {
		t.Fatal(err)
	}
	if err := createProcID(filepath.Join(run, fileSupervisorPID), self); err != nil {
		t.Fatal(err)
	}
	sweepControlRoots(root2)
	if _, err := os.Stat(run); err != nil {
		t.Errorf("the control root of a removed data dir with a live supervisor: %v, want it kept", err)
	}
	if err := os.Remove(filepath.Join(run, fileSupervisorPID)); err != nil {
		t.Fatal(err)
	}
	sweepControlRoots(root2)
	if _, err := os.Stat(root); !errors.Is(err, fs.ErrNotExist) {
		t.Errorf("the control root of a removed data dir: %v, want it removed", err)
	}
	if _, err := os.Stat(root2); err != nil {
		t.Errorf("the control root of a live data dir: %v", err)
	}
	if _, err := controlRoot("", []string{"/proc/everdict-test"}, dataDir); err == nil {
		t.Error("a control dir outside a tmpfs was accepted")
	}
}

func TestAV1CgroupHasACPUDirectoryOnlyForACPULimit(t *testing.T) {
	t.Parallel()
	l, err := findCgroups("")
	if err != nil || l.V2 || l.Dirs["cpu"] == "" {
		t.Skipf("no cgroup v1 cpu hierarchy here (%v)", err)
	}
	got := map[float64]bool{}
	for _, cpu := range []float64{0, 0.5} {
		cg, err := makeCgroup(l, "everdict-test-cpu-"+strconv.Itoa(os.Getpid())+"-"+strconv.FormatFloat(cpu, 'f', -1, 64), cgroupLimits{pids: 8, cpu: cpu})
		if err != nil {
			t.Fatal(err)
		}
		_, got[cpu] = cg.dirs["cpu"]
		if err := cg.remove(); err != nil {
			t.Error(err)
		}
	}
	if diff := cmp.Diff(map[float64]bool{0: false, 0.5: true}, got); diff != "" {
		t.Errorf("a cpu directory, by cpu limit (-want +got):\n%s", diff)
	}
}

// However small a cpu claim, its cgroup holds a quota: one that rounds to
// zero once wrote none at all, an unlimited run.
func TestATinyCPUClaimStillGetsAQuota(t *testing.T) {
	t.Parallel()
	l, err := findCgroups("")
	if err != nil || l.V2 || l.Dirs["cpu"] == "" {
		t.Skipf("no cgroup v1 cpu hierarchy here (%v)", err)
	}
	cg, err := makeCgroup(l, "everdict-test-tiny-cpu-"+strconv.Itoa(os.Getpid()), cgroupLimits{pids: 8, cpu: 5e-324})
	if err != nil {
		t.Fatal(err)
	}
	defer func() { _ = cg.remove() }()
	b, err := os.ReadFile(filepath.Join(cg.dirs["cpu"], "cpu.cfs_quota_us"))
	if err != nil {
		t.Fatal(err)
	}
	if diff := cmp.Diff("1000", strings.TrimSpace(string(b))); diff != "" {
		t.Errorf("cpu.cfs_quota_us (-want +got):\n%s", diff)
	}
}
