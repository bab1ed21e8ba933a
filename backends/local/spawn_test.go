package local

import (
	"fmt"
	"os"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"
)

// Where a job has a cgroup, its commands start straight into it, as the
// job's user and with its rlimits, without the jail: here the jail could
// not even join the cgroup, so a command that went through it would exit
// with 127.
func TestAJobsCommandStartsIntoItsCgroupWithoutTheJail(t *testing.T) {
	t.Parallel()
	layout, err := findCgroups("")
	if err != nil {
		t.Skipf("no cgroup can be made here: %v", err)
	}
	name := fmt.Sprintf("everdict-test-direct-%d", os.Getpid())
	cg, err := makeCgroup(layout, name, cgroupLimits{pids: 16})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = cg.remove() })
	user := leaseTestUser(t)
	// A file size limit the test process itself, which sets it for the
	// fork, can live with.
	const fsize = 1 << 40
	j := &jail{Procs: []string{"/nonexistent/cgroup.procs"}, User: user, Rlimits: []rlimit{
		{Resource: rlimitFsize, Max: fsize}, {Resource: rlimitCore, Max: 0},
	}}
	d, err := newDirect(cg, j.Rlimits)
	if err != nil {
		t.Fatalf("newDirect: %v", err)
	}
	defer d.close()
	var mu sync.Mutex
	var out []string
	r := &runner{killGrace: time.Second, note: func(string, ...any) {}, maxLine: 4096, jail: j, cg: cg, direct: d}
	x, err := r.run(t.Context(), command{
		name: "the probe",
		argv: []string{"sh", "-c", `grep -c ` + name + ` /proc/self/cgroup; id -u; awk '/^Max (file size|core file size)/ {print $(NF-1)}' /proc/self/limits`},
		dir:  "/", env: []string{"PATH=" + JobPathDefault}, path: JobPathDefault, jailed: true,
		stdout: func(s string) { mu.Lock(); out = append(out, s); mu.Unlock() },
		stderr: func(s string) { t.Logf("stderr: %s", s) },
	})
	if err != nil || x.code != 0 {
		t.Fatalf("run: %v, exit code %d", err, x.code)
	}
	want := []string{strconv.Itoa(len(cg.dirs)), strconv.Itoa(int(user.UID)), strconv.Itoa(fsize), "0"}
	if diff := cmp.Diff(want, out); diff != "" {
		t.Errorf("the command's cgroups in the job's, uid, file size and core limits (-want +got):\n%s", diff)
	}
	if r.direct == nil {
		t.Error("the direct start was given up")
	}
	// The thread that forked is back: nothing of the test process is in
	// the job's cgroup.
	if b, err := os.ReadFile("/proc/self/cgroup"); err != nil || strings.Contains(string(b), name) {
		t.Errorf("this process's cgroups: %s (%v)", b, err)
	}
	for _, pid := range cg.pids() {
		if pid == os.Getpid() {
			t.Errorf("the test process is left in the job's cgroup")
		}
	}
}

// leaseTestUser leases a uid of the default range, as a run would, for the
// test; it is killed and released when the test ends.
func leaseTestUser(t *testing.T) jobUser {
	t.Helper()
	r, err := parseUIDRange(JobUIDsDefault, "", "")
	if err != nil {
		t.Fatal(err)
	}
	l, err := leaseUID(UIDLockDefault, r, nextUID.Add(1), "")
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		if !killUID(l.uid) {
			t.Errorf("uid %d still has processes", l.uid)
		}
		if err := l.release(); err != nil {
			t.Error(err)
		}
	})
	return l.user()
}
