package local_test

import (
	"debug/elf"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/everdict/everdict/backends"
	"github.com/everdict/everdict/backends/backendtest"
	"github.com/everdict/everdict/backends/local"
	"github.com/everdict/everdict/domain"
	"github.com/everdict/everdict/evalcase"
)

// victimSecret is in the environment of the run the attacks aim at.
const victimSecret = "victim-secret-4be1d9"

// victim is a run that holds a secret, writes 41 to its workspace's answer
// file and waits, until the test releases it, for attacks from another
// run; its grader passes only if the answer is still 41. Its harness's
// command line carries marker, by which a plain attacker finds it.
type victim struct {
	job      backends.Job
	lines    *lines
	result   <-chan backendtest.Dispatched
	pid      int    // its harness's host pid (bubblewrap's, sandboxed)
	workDir  string // its workspace
	released bool
	outcome  backendtest.Dispatched
}

func startVictim(t *testing.T, b backends.Backend, cfg local.Config, marker string, untrusted bool) *victim {
	t.Helper()
	j := shJob("")
	j.Harness.Command = []string{"sh", "-c", `echo 41 > answer; echo "$VICTIM_SECRET" | tee "/tmp/${0#v}" "/var/tmp/${0#v}" "/dev/shm/${0#v}" >/dev/null 2>&1; echo ready; while [ ! -e release ]; do sleep 0.02; done`, marker}
	j.Harness.Env = []evalcase.EnvVar{{Name: "VICTIM_SECRET", Value: victimSecret}}
	j.Case.Graders = []evalcase.Grader{{Kind: evalcase.GraderTestsPass, Command: []string{"sh", "-c", `test "$(cat answer)" = 41`}}}
	if untrusted {
		j.Tenant = "mallory-victim"
		j.Zone = domain.ZoneFor(j.Tenant, false)
	}
	t.Cleanup(func() { // should the run's /tmp not be its own
		for _, d := range []string{"/tmp", "/var/tmp", "/dev/shm"} {
			_ = os.Remove(filepath.Join(d, marker[1:]))
		}
	})
	v := &victim{job: j, lines: &lines{}}
	ready := v.lines.expect("ready")
	v.result = backendtest.Dispatch(backendtest.Guard(t), b, j, v.lines)
	backendtest.Await(t, ready, "the victim's ready line")
	v.pid = pidIn(t, filepath.Join(controlDirOf(t, cfg, j.RunID), "harness.pid"))
	v.workDir = filepath.Join(jobDirOf(t, cfg, j.RunID), "workspace")
	t.Cleanup(func() { v.release(t) })
	return v
}

// release lets the victim end, and returns its outcome.
func (v *victim) release(t *testing.T) backendtest.Dispatched {
	t.Helper()
	if !v.released {
		v.released = true
		if err := os.WriteFile(filepath.Join(v.workDir, "release"), nil, 0o644); err != nil {
			t.Errorf("release the victim: %v", err)
		}
		v.outcome = backendtest.Await(t, v.result, "the victim's outcome")
	}
	return v.outcome
}

// attackScript tries, on each pid in pids (a shell word), every way one
// run could reach into another through the host: its environment, its root
// and /tmp (the file the victim wrote there, named marker less its first
// letter, so that this script's command line does not match marker), its
// working directory, a signal. It prints how many pids it tried and one line per
// way that worked; then it kills every process it may (kill -9 -1), itself
// included.
func attackScript(pids, marker string) string {
	return `n=0; for p in ` + pids + `; do n=$((n+1))
grep -q ` + victimSecret + ` /proc/$p/environ 2>/dev/null && echo "read environ of $p"
cat /proc/$p/root/tmp/` + marker[1:] + ` 2>/dev/null | grep -q ` + victimSecret + ` && echo "read /tmp through root of $p"
ls /proc/$p/root/ >/dev/null 2>&1 && echo "listed root of $p"
echo 42 2>/dev/null > /proc/$p/cwd/answer && echo "wrote cwd of $p"
kill -0 $p 2>/dev/null && echo "signalled $p"
done; echo "tried $n"; kill -9 -1`
}

// A run cannot reach another run that runs at the same time, whichever of
// the two is sandboxed: they never share a uid, and a sandboxed run also
// has a pid namespace of its own. Each way in, tried here on the victim's
// harness, works between two processes of one uid (as every run's did).
func TestARunCannotReachAnotherRunningRun(t *testing.T) {
	t.Parallel()
	tests := map[string]struct {
		victimSandboxed, attackerSandboxed bool
		// attackerSees says the attacker finds the victim by its command
		// line; a sandboxed one sees no process outside its sandbox and is
		// given the victim's host pid instead.
		attackerSees bool
	}{
		"a plain run does not reach a sandboxed one":   {victimSandboxed: true, attackerSees: true},
		"a sandboxed run does not reach a plain one":   {attackerSandboxed: true},
		"a plain run does not reach another plain one": {attackerSees: true},
	}
	for name, tc := range tests {
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			cfg := testConfig(t)
			b := newBackend(t, cfg)
			if tc.victimSandboxed || tc.attackerSandboxed {
				sandboxed(t, cfg) // proof that bubblewrap works here
			}
			marker := fmt.Sprintf("victim-marker-%d", os.Getpid())
			marker += "-" + strings.ReplaceAll(name, " ", "-")
			v := startVictim(t, b, cfg, marker, tc.victimSandboxed)

			pids := strconv.Itoa(v.pid)
			if tc.attackerSees {
				// [v]: the pattern does not match the attacker's own
				// command line, which holds it.
				pids = `$(pgrep -f -- '[v]` + marker[1:] + `')`
			}
			a := shJob("")
			a.Harness.Command = []string{"sh", "-c", attackScript(pids, marker)}
			a.Tenant = "mallory" // another tenant than the victim's, trusted unless sandboxed
			a.Zone = domain.ZoneFor(a.Tenant, !tc.attackerSandboxed)
			_, l, err := runJob(t, b, a)
			if err != nil {
				t.Fatalf("the attacker: %v", err)
			}
			out := l.stream(backends.StreamStdout)
			if len(out) == 0 || out[len(out)-1] == "tried 0" || !strings.HasPrefix(out[len(out)-1], "tried ") {
				t.Fatalf("the attacker found no victim process: %q (stderr %q)", out, l.stream(backends.StreamStderr))
			}
			if diff := cmp.Diff(out[len(out)-1:], out); diff != "" {
				t.Errorf("what the attacker could do to the victim (-want +got):\n%s", diff)
			}

			o := v.release(t)
			if o.Err != nil {
				t.Fatalf("the victim: %v (stdout %q)", o.Err, v.lines.stream(backends.StreamStdout))
			}
			if diff := cmp.Diff(evalcase.VerdictPass, o.Result.Verdict); diff != "" {
				t.Errorf("the victim's verdict, which only a write into its workspace changes (-want +got):\n%s", diff)
			}
		})
	}
}

// What a harness leaves behind is gone before its graders run: here a
// process that left its group and session keeps writing a forged answer.
// With a cgroup the cgroup kills it; without one only the run's uid does.
func TestWhatAHarnessLeavesBehindCannotChangeItsGradersResult(t *testing.T) {
	t.Parallel()
	for _, withCgroup := range []bool{true, false} {
		t.Run("with a cgroup "+strconv.FormatBool(withCgroup), func(t *testing.T) {
			t.Parallel()
			cfg := testConfig(t)
			if !withCgroup {
				cfg.CgroupParent = "everdict-test-no-such-parent/jobs"
				cfg.RlimitFallback = true
			}
			j := shJob(`echo 41 > answer; setsid sh -c 'while :; do echo 42 > answer; sleep 0.01; done' </dev/null >/dev/null 2>&1 & sleep 0.1`)
			// The grader looks twice, a moment apart: a leftover writer
			// would have written between the two.
			j.Case.Graders = []evalcase.Grader{{Kind: evalcase.GraderTestsPass, Command: []string{"sh", "-c",
				`echo 41 > answer; sleep 0.2; test "$(cat answer)" = 41`}}}
			res, _, err := runJob(t, newBackend(t, cfg), j)
			if err != nil {
				t.Fatalf("Dispatch: %v", err)
			}
			if diff := cmp.Diff(evalcase.VerdictPass, res.Verdict); diff != "" {
				t.Errorf("the grader's verdict (-want +got):\n%s", diff)
			}
		})
	}
}

// A uid goes to the next run only once nothing of its last run is left:
// 500 runs in a row on a range of 4 uids, each leaving a process that left
// its group and session, on a host without cgroups (where only the run's
// uid finds it). Each looks for what an earlier run of its uid left.
func TestAUIDIsNeverReusedWhileItsLastRunLeftAProcess(t *testing.T) {
	t.Parallel()
	cfg := testConfig(t)
	cfg.JobUIDs = "1879113728-1879113731" // next to the default range, this test's alone
	cfg.CgroupParent = "everdict-test-no-such-parent/jobs"
	cfg.RlimitFallback = true
	b := newBackend(t, cfg)
	runs := 500
	if testing.Short() {
		runs = 50
	}
	seen := map[string]int{}
	for i := range runs {
		// The marker is put together, and the pattern bracketed, so that
		// neither is in the harness's own command line.
		j := shJob(`m=left-behind; m=$m-by-a-run; id -u; pgrep -u "$(id -u)" -f '[l]eft-behind-by-a-run' >/dev/null && echo "found a leftover"; setsid sh -c 'sleep 600; :' "$m" </dev/null >/dev/null 2>&1 &`)
		res, l, err := runJob(t, b, j)
		if err != nil || res.Verdict != evalcase.VerdictPass {
			t.Fatalf("run %d: %v, verdict %s", i, err, res.Verdict)
		}
		out := l.stream(backends.StreamStdout)
		if len(out) != 1 {
			t.Fatalf("run %d printed %q, want its uid alone", i, out)
		}
		seen[out[0]]++
	}
	var uids []string
	for uid := range seen {
		uids = append(uids, uid)
	}
	slices.Sort(uids)
	if diff := cmp.Diff([]string{"1879113728", "1879113729", "1879113730", "1879113731"}, uids); diff != "" {
		t.Errorf("the uids the runs ran as (-want +got):\n%s", diff)
	}
}

// No byte of a job's environment reaches a process that runs as root. The
// jail (the supervisor's executable again, started as root where a command
// cannot be started straight into the run's cgroup, here for want of one)
// is a dynamically linked program: had it the job's LD_PRELOAD, the loader
// would run the job's library as root before main. The library records the
// effective uid of every process that loads it.
func TestAJobsEnvironmentNeverReachesARootProcess(t *testing.T) {
	t.Parallel()
	exe, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	if f, err := elf.Open(exe); err == nil {
		dynamic := slices.ContainsFunc(f.Progs, func(p *elf.Prog) bool { return p.Type == elf.PT_INTERP })
		_ = f.Close()
		if !dynamic {
			t.Skip("the test binary is static: no loader runs for the jail")
		}
	}
	cc, err := exec.LookPath("cc")
	if err != nil {
		t.Skipf("no C compiler: %v", err)
	}
	dir := backendtest.OpenDir(t)
	out := filepath.Join(dir, "euids")
	src, lib := filepath.Join(dir, "p.c"), filepath.Join(dir, "p.so")
	payload := `#include <stdio.h>
#include <unistd.h>
__attribute__((constructor)) static void record(void) {
  FILE *f = fopen("` + out + `", "a");
  if (f) { fprintf(f, "%d\n", (int)geteuid()); fclose(f); }
  if (geteuid() == 0) { FILE *g = fopen("` + filepath.Join(dir, "root-was-here") + `", "w"); if (g) fclose(g); }
}
`
	if err := os.WriteFile(src, []byte(payload), 0o644); err != nil {
		t.Fatal(err)
	}
	if b, err := exec.Command(cc, "-shared", "-fPIC", "-o", lib, src).CombinedOutput(); err != nil {
		t.Fatalf("cc: %v\n%s", err, b)
	}
	if err := os.WriteFile(out, nil, 0o666); err != nil {
		t.Fatal(err)
	}
	for _, p := range []string{dir, out} {
		if err := os.Chmod(p, 0o777); err != nil { // the job's uid appends to it
			t.Fatal(err)
		}
	}
	if err := os.Chmod(out, 0o666); err != nil {
		t.Fatal(err)
	}

	cfg := testConfig(t)
	cfg.CgroupParent = "everdict-test-no-such-parent/jobs" // so every command goes through the jail
	cfg.RlimitFallback = true
	j := shJob(`echo harness ran`)
	j.Harness.Env = []evalcase.EnvVar{{Name: "LD_PRELOAD", Value: lib}, {Name: "LD_DEBUG", Value: "libs"}}
	if _, _, err := runJob(t, newBackend(t, cfg), j); err != nil {
		t.Fatalf("Dispatch: %v", err)
	}
	b, err := os.ReadFile(out)
	if err != nil {
		t.Fatal(err)
	}
	euids := strings.Fields(string(b))
	if len(euids) == 0 {
		t.Fatal("the library never loaded: the test proves nothing")
	}
	if slices.Contains(euids, "0") {
		t.Errorf("the job's LD_PRELOAD ran as root (effective uids %v)", euids)
	}
	if _, err := os.Stat(filepath.Join(dir, "root-was-here")); err == nil {
		t.Error("the job's library wrote a file as root")
	}
}

// Where no cgroup can be made for a run, it fails as INFRA before anything
// of it runs, unless the operator allowed the rlimit fallback.
func TestWithoutACgroupARunFailsUnlessTheOperatorAllowsRlimits(t *testing.T) {
	t.Parallel()
	cfg := testConfig(t)
	cfg.CgroupParent = "everdict-test-no-such-parent/jobs"
	witness := filepath.Join(backendtest.OpenDir(t), "ran")
	_, _, err := runJob(t, newBackend(t, cfg), shJob(`touch `+witness))
	if diff := cmp.Diff("INFRA/"+backends.CodeIsolation, classCode(err)); diff != "" {
		t.Errorf("(-want +got):\n%s", diff)
	}
	if _, err := os.Stat(witness); err == nil {
		t.Error("the harness ran")
	}
}

// A cpu request past what the kernel's cgroup quota can hold runs at the
// host's cores, in its cgroup, rather than losing the cgroup.
func TestAHugeCPURequestStillRunsInItsCgroup(t *testing.T) {
	t.Parallel()
	j := shJob(`grep -c everdict- /proc/self/cgroup`)
	j.Case.Resources.CPU = 2e8
	res, l, err := runJob(t, newBackend(t, testConfig(t)), j)
	if err != nil || res.Verdict != evalcase.VerdictPass {
		t.Fatalf("Dispatch: %v, verdict %s", err, res.Verdict)
	}
	if out := l.stream(backends.StreamStdout); len(out) != 1 || out[0] == "0" {
		t.Errorf("the job's cgroups named everdict-…: %q, want some", out)
	}
}

// A plain run's /tmp, /var/tmp and /dev/shm are its own: what it writes
// there no other run and not the host sees, a command entered into it
// does, and nothing of it is left once the run is over.
func TestAPlainRunsTmpIsItsOwnAndGoesWithIt(t *testing.T) {
	t.Parallel()
	cfg := testConfig(t)
	b := newBackend(t, cfg)
	marker := fmt.Sprintf("victim-tmp-%d", os.Getpid())
	name := marker[1:] // what the victim names its files
	v := startVictim(t, b, cfg, marker, false)
	dirs := []string{"/tmp", "/var/tmp", "/dev/shm"}
	onHost := func() []string {
		var found []string
		for _, d := range dirs {
			if _, err := os.Stat(filepath.Join(d, name)); err == nil {
				found = append(found, d)
			}
		}
		return found
	}
	if found := onHost(); len(found) > 0 {
		t.Errorf("the run's files are in the host's %v", found)
	}

	a := shJob(`for d in ` + strings.Join(dirs, " ") + `; do cat "$d/` + name + `" >/dev/null 2>&1 && echo "read $d"; done; echo done`)
	_, l, err := runJob(t, b, a)
	if err != nil {
		t.Fatalf("the other run: %v", err)
	}
	if diff := cmp.Diff([]string{"done"}, l.stream(backends.StreamStdout)); diff != "" {
		t.Errorf("what another run read of the run's files (-want +got):\n%s", diff)
	}

	for _, d := range dirs {
		res, err := b.Exec(t.Context(), v.job.RunID, backends.ExecRequest{Command: []string{"cat", filepath.Join(d, name)}})
		if err != nil {
			t.Fatalf("exec into the run: %v", err)
		}
		if diff := cmp.Diff(victimSecret+"\n", string(res.Stdout)); diff != "" {
			t.Errorf("%s entered into the run (-want +got):\n%s\nstderr %q", d, diff, res.Stderr)
		}
	}

	if o := v.release(t); o.Err != nil || o.Result.Verdict != evalcase.VerdictPass {
		t.Fatalf("the run: %v, verdict %s", o.Err, o.Result.Verdict)
	}
	if found := onHost(); len(found) > 0 {
		t.Errorf("the run's files outlived it in the host's %v", found)
	}
}

// A plain run gains no privilege through a setuid program of the host: its
// processes hold no_new_privs.
func TestAPlainRunHoldsNoNewPrivs(t *testing.T) {
	t.Parallel()
	_, l, err := runJob(t, newBackend(t, testConfig(t)), shJob(`grep NoNewPrivs /proc/self/status`))
	if err != nil {
		t.Fatalf("Dispatch: %v", err)
	}
	if diff := cmp.Diff([]string{"NoNewPrivs:\t1"}, l.stream(backends.StreamStdout)); diff != "" {
		t.Errorf("(-want +got):\n%s", diff)
	}
}
