package local

import (
	"bytes"
	"os"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/everdict/everdict/backends"
	"github.com/everdict/everdict/domain"
	"github.com/everdict/everdict/evalcase"
)

// benchSupervisorEnv names a supervisor executable for the benchmarks (say,
// a built everdict or everdict-shim); unset, they use what New finds.
const benchSupervisorEnv = "EVERDICT_BENCH_SUPERVISOR"

// benchBackend is a Backend for the benchmarks over a fresh data dir.
func benchBackend(b *testing.B) *Backend {
	b.Helper()
	cfg := Config{DataDir: b.TempDir()}
	if p := os.Getenv(benchSupervisorEnv); p != "" {
		cfg.Supervisor = []string{p}
	}
	be, err := New(cfg)
	if err != nil {
		b.Fatalf("New: %v", err)
	}
	b.Logf("supervisor: %s", be.cfg.Supervisor)
	return be
}

// trivialJob is the trivial run of issue 12: sh -c true, no grader, plain.
func trivialJob(runID string) backends.Job {
	return backends.Job{
		RunID:   runID,
		Tenant:  "acme",
		Case:    evalcase.Case{ID: "trivial", Task: "nothing", TimeoutSec: 60},
		Harness: evalcase.Harness{Name: "true", Version: "1", Command: []string{"sh", "-c", "true"}},
		Zone:    domain.ZoneFor("acme", true),
	}
}

// selfCPU is the CPU time (user + system) of this process so far.
func selfCPU(b *testing.B) time.Duration {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		b.Fatalf("getrusage: %v", err)
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}

// treeCPU is the CPU time (user + system) of process pid and of its reaped
// children so far (the supervisor and the harnesses it waited for), from
// /proc/<pid>/stat in clock ticks.
func treeCPU(b *testing.B, pid int) time.Duration {
	raw, err := os.ReadFile("/proc/" + strconv.Itoa(pid) + "/stat")
	if err != nil {
		b.Fatalf("the supervisor's CPU: %v", err)
	}
	f := strings.Fields(string(raw[bytes.LastIndexByte(raw, ')')+1:]))
	var ticks int64
	for _, field := range []int{14, 15, 16, 17} { // utime, stime, cutime, cstime
		v, err := strconv.ParseInt(f[field-3], 10, 64)
		if err != nil {
			b.Fatalf("parse /proc/%d/stat: %v", pid, err)
		}
		ticks += v
	}
	return time.Duration(ticks) * time.Second / clockTicks
}

// clockTicks is USER_HZ, the unit of /proc's CPU times (100 on Linux).
const clockTicks = 100

// supervisorPid starts be's supervisor and returns its pid: it hands it a
// run it refuses to start (no job directory), which records a failure.
func supervisorPid(b *testing.B, be *Backend) int {
	b.Helper()
	d := be.runDir("evd-run-bench-pid")
	if err := makeRunDir(d); err != nil {
		b.Fatal(err)
	}
	sup, err := be.host.submit(d, be.envelope(trivialJob("evd-run-bench-pid"), false, ""))
	if err != nil {
		b.Fatalf("hand a run to the supervisor: %v", err)
	}
	pid := supervisorOf(b, sup)
	<-sup.exited
	sup.release()
	return pid
}

// BenchmarkSupervisorTrivialRun measures the supervisor's side of a trivial
// run (sh -c true) from its hand-over to its end: the request over the
// socket, the workspace, the harness, grading, the recorded outcome and the
// cleanup, plain and in the sandbox. It reports the CPU of the supervisor
// and its harness (and bubblewrap) per run (cpu-ms/op).
//
//	go test -run '^$' -bench SupervisorTrivialRun ./backends/local/
func BenchmarkSupervisorTrivialRun(b *testing.B) {
	for _, hardened := range []bool{false, true} {
		name := "plain"
		if hardened {
			name = "hardened"
		}
		b.Run(name, func(b *testing.B) {
			be := benchBackend(b)
			if hardened && !be.SandboxAvailable() {
				b.Skip("bubblewrap does not work on this host")
			}
			pid := supervisorPid(b, be)
			cpu0 := treeCPU(b, pid)
			i := 0
			for b.Loop() {
				i++
				job := trivialJob("evd-run-bench-" + strconv.Itoa(i))
				sup, d := handOver(b, be, job, hardened)
				<-sup.exited
				sup.release()
				st, ok := readStatus(d)
				if !ok || st.Result == nil || st.Result.Verdict != evalcase.VerdictPass {
					log, _ := os.ReadFile(d.path(fileSupervisorLog))
					b.Fatalf("run %s: status %+v (recorded %v), supervisor log: %s", job.RunID, st, ok, log)
				}
			}
			b.ReportMetric(float64(treeCPU(b, pid)-cpu0)/float64(time.Millisecond)/float64(i), "cpu-ms/op")
		})
	}
}

// BenchmarkDispatchTrivialRun measures Dispatch of a trivial run from the
// call to its graded result, as the control plane sees it. It reports the
// CPU of the supervisor and its harness (cpu-ms/op) and of this process,
// the control plane's side with the benchmark's own (parent-cpu-ms/op).
//
//	go test -run '^$' -bench DispatchTrivialRun ./backends/local/
func BenchmarkDispatchTrivialRun(b *testing.B) {
	be := benchBackend(b)
	pid := supervisorPid(b, be)
	self0, cpu0 := selfCPU(b), treeCPU(b, pid)
	i := 0
	for b.Loop() {
		i++
		res, err := be.Dispatch(b.Context(), trivialJob("evd-run-bench-"+strconv.Itoa(i)), backends.Discard)
		if err != nil || res.Verdict != evalcase.VerdictPass {
			b.Fatalf("Dispatch: %v, verdict %s", err, res.Verdict)
		}
	}
	b.ReportMetric(float64(selfCPU(b)-self0)/float64(time.Millisecond)/float64(i), "parent-cpu-ms/op")
	b.ReportMetric(float64(treeCPU(b, pid)-cpu0)/float64(time.Millisecond)/float64(i), "cpu-ms/op")
}

// BenchmarkAUIDPerRun is what a run's own uid costs the supervisor: a lease
// (open the host's lease file, lock and write a slot), a kill of the uid's
// processes after each of a trivial run's two commands and at its end (a
// thread borrowing the uid for kill(-1)), and the release. With a cgroup
// that is all; without one, each kill also walks /proc until none of the
// uid's processes is alive. It reports the CPU time of this process per
// run, which the wall clock of a loaded host would blur.
func BenchmarkAUIDPerRun(b *testing.B) {
	r, err := parseUIDRange(JobUIDsDefault, "", "")
	if err != nil {
		b.Fatal(err)
	}
	for _, tc := range []struct {
		name string
		kill func(uint32) bool
	}{{"with a cgroup", sweepUID}, {"without a cgroup", killUID}} {
		b.Run(tc.name, func(b *testing.B) {
			dir := b.TempDir()
			before := selfCPU(b)
			for b.Loop() {
				l, err := leaseUID(UIDLockDefault, r, nextUID.Add(1), dir)
				if err != nil {
					b.Fatal(err)
				}
				for range 3 {
					if !tc.kill(l.uid) {
						b.Fatalf("uid %d has processes", l.uid)
					}
				}
				if err := l.release(); err != nil {
					b.Fatal(err)
				}
			}
			b.ReportMetric(float64((selfCPU(b)-before).Microseconds())/float64(b.N), "cpu-µs/run")
		})
	}
}

// BenchmarkAPlainRunsNamespaces is what a plain run's own /tmp, /var/tmp,
// /dev/shm and IPC cost the supervisor: a thread, unshare, three tmpfs
// mounts and the job directory bound back (it is under /tmp here), one
// start's hop to that thread, and the thread's end.
func BenchmarkAPlainRunsNamespaces(b *testing.B) {
	dir := b.TempDir()
	before := selfCPU(b)
	for b.Loop() {
		ns, err := newRunNS(dir, 64<<20)
		if err != nil {
			b.Fatal(err)
		}
		ns.do(func() {})
		ns.close()
	}
	b.ReportMetric(float64((selfCPU(b)-before).Microseconds())/float64(b.N), "cpu-µs/run")
}
