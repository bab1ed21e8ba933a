package local_test

import (
	"context"
	"errors"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/everdict/everdict/backends"
	"github.com/everdict/everdict/backends/backendtest"
)

// dirNames lists the names in dir.
func dirNames(t *testing.T, dir string) []string {
	t.Helper()
	entries, err := os.ReadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	var names []string
	for _, e := range entries {
		names = append(names, e.Name())
	}
	return names
}

// pidIn reads the pid of a pid file.
func pidIn(t *testing.T, name string) int {
	t.Helper()
	b, err := os.ReadFile(name)
	if err != nil {
		t.Fatal(err)
	}
	pid, err := strconv.Atoi(strings.Fields(string(b))[0])
	if err != nil {
		t.Fatalf("%s: %v", name, err)
	}
	return pid
}

// awaitRemoved waits until dir has been removed.
func awaitRemoved(t *testing.T, dir string) {
	t.Helper()
	fd, err := syscall.InotifyInit1(syscall.IN_CLOEXEC)
	if err != nil {
		t.Fatalf("inotify: %v", err)
	}
	f := os.NewFile(uintptr(fd), "inotify")
	defer func() { _ = f.Close() }()
	if _, err := syscall.InotifyAddWatch(fd, dir, syscall.IN_DELETE_SELF); errors.Is(err, syscall.ENOENT) {
		return
	} else if err != nil {
		t.Fatalf("watch %s: %v", dir, err)
	}
	read := make(chan error, 1)
	go func() {
		_, err := f.Read(make([]byte, 4096)) // IN_DELETE_SELF, or IN_IGNORED
		read <- err
	}()
	if err := backendtest.Await(t, read, dir+"'s removal"); err != nil {
		t.Fatalf("read inotify: %v", err)
	}
}

// A run's control files (its pid files, its cgroup record) are in the
// control dir, and its data dir holds its meta, log and outcome only. A
// restarted backend finds the run through them and adopts it, and once the
// run has ended nothing of it is left in the control dir.
func TestARunsControlFilesAreInTheControlDirAndARestartAdoptsIt(t *testing.T) {
	t.Parallel()
	cfg := testConfig(t)
	j, _, open, detach := gatedRun(t, cfg)

	ctl, data := controlDirOf(t, cfg, j.RunID), filepath.Join(cfg.DataDir, "runs", j.RunID)
	for _, name := range []string{"supervisor.pid", "harness.pid"} {
		if _, err := os.Stat(filepath.Join(ctl, name)); err != nil {
			t.Errorf("control file: %v", err)
		}
	}
	if diff := cmp.Diff([]string{"log.jsonl", "meta.json"}, dirNames(t, data)); diff != "" {
		t.Errorf("the running run's data dir (-want +got):\n%s", diff)
	}
	detach()

	type adopted struct {
		outcome backends.AdoptOutcome
		err     error
	}
	after := &lines{}
	done := make(chan adopted, 1)
	go func() {
		o, _, err := newBackend(t, cfg).Adopt(backendtest.Guard(t), j.RunID, 0, after)
		done <- adopted{o, err}
	}()
	open()
	if a := backendtest.Await(t, done, "adopt"); a.outcome != backends.Adopted || a.err != nil {
		t.Fatalf("Adopt = %s, %v; want ADOPTED", a.outcome, a.err)
	}
	if diff := cmp.Diff([]string{"first", "second"}, after.stream(backends.StreamStdout)); diff != "" {
		t.Errorf("adopted stdout (-want +got):\n%s", diff)
	}
	// The supervisor removes it after the outcome, which Adopt returned.
	awaitRemoved(t, ctl)
	if diff := cmp.Diff([]string{"log.jsonl", "meta.json", "status.json"}, dirNames(t, data)); diff != "" {
		t.Errorf("the ended run's data dir (-want +got):\n%s", diff)
	}
}

// A reboot ends a run's processes and empties the control dir (a tmpfs):
// the run then reads as lost, as one whose supervisor died.
func TestARunWhoseControlFilesAreGoneIsLost(t *testing.T) {
	t.Parallel()
	cfg := testConfig(t)
	hold, released := holder(t)
	j := shJob(hold + "; echo ready; while :; do sleep 3600; done")
	l := &lines{}
	ready := l.expect("ready")
	ctx, detach := context.WithCancelCause(backendtest.Guard(t))
	dispatched := backendtest.Dispatch(ctx, newBackend(t, cfg), j, l)
	backendtest.Await(t, ready, "the harness's ready line")
	detach(backends.ErrDetached)
	backendtest.Await(t, dispatched, "detached dispatch")

	// The reboot: every process of the run ends, and its control files and
	// cgroup are gone.
	ctl := controlDirOf(t, cfg, j.RunID)
	if err := syscall.Kill(pidIn(t, filepath.Join(ctl, "supervisor.pid")), syscall.SIGKILL); err != nil {
		t.Fatal(err)
	}
	if err := syscall.Kill(-pidIn(t, filepath.Join(ctl, "harness.pid")), syscall.SIGKILL); err != nil {
		t.Fatal(err)
	}
	backendtest.Await(t, released, "the harness's end")
	record, _ := os.ReadFile(filepath.Join(ctl, "cgroup.json")) // none without cgroups
	if err := os.RemoveAll(ctl); err != nil {
		t.Fatal(err)
	}

	b := newBackend(t, cfg)
	o, _, err := b.Adopt(backendtest.Guard(t), j.RunID, 0, backends.Discard)
	if diff := cmp.Diff("UNKNOWN INTERRUPTED/JOB_LOST", o.String()+" "+classCode(err)); diff != "" {
		t.Errorf("Adopt (-want +got):\n%s", diff)
	}
	// What a real reboot also removes: the run's cgroup. A Cancel removes
	// the cgroup a dead supervisor recorded.
	if record != nil {
		if err := os.Mkdir(ctl, 0o700); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(ctl, "cgroup.json"), record, 0o600); err != nil {
			t.Fatal(err)
		}
		if err := b.Cancel(backendtest.Guard(t), j.RunID); err != nil {
			t.Errorf("Cancel: %v", err)
		}
	}
}

// Where the control dir cannot be made, or belongs to another user, the
// control files stay in each run's directory and runs work as before.
func TestWithoutAUsableControlDirTheRunDirectoryHoldsTheControlFiles(t *testing.T) {
	t.Parallel()
	const uid = 65534 // nobody: any user but the server's
	tests := map[string]func(t *testing.T) string{
		"a control dir under a file": func(t *testing.T) string {
			file := filepath.Join(t.TempDir(), "file")
			if err := os.WriteFile(file, nil, 0o600); err != nil {
				t.Fatal(err)
			}
			return filepath.Join(file, "control")
		},
		"a control dir of another user": func(t *testing.T) string {
			dir := filepath.Join(t.TempDir(), "control")
			if err := os.Mkdir(dir, 0o700); err != nil {
				t.Fatal(err)
			}
			if err := os.Chown(dir, uid, uid); err != nil {
				t.Fatal(err)
			}
			return dir
		},
	}
	for name, controlDir := range tests {
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			cfg := testConfig(t)
			cfg.ControlDir = controlDir(t)
			// The pid files while it runs (the supervisor removes its own
			// once the run is over).
			j, _, open, detach := gatedRun(t, cfg)
			names := dirNames(t, filepath.Join(cfg.DataDir, "runs", j.RunID))
			detach()
			open()
			for _, want := range []string{"harness.pid", "log.jsonl", "meta.json", "supervisor.pid"} {
				if !strings.Contains(strings.Join(names, " "), want) {
					t.Errorf("the running run's directory holds %v, want %s in it", names, want)
				}
			}
			if entries, err := os.ReadDir(cfg.ControlDir); err == nil && len(entries) > 0 {
				t.Errorf("the unusable control dir holds %d entries", len(entries))
			}
		})
	}
}
