package wire

import (
	"context"
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"

	"github.com/everdict/everdict/backends"
	"github.com/everdict/everdict/backends/backendtest"
	"github.com/everdict/everdict/domain"
	"github.com/everdict/everdict/evalcase"
)

var t0 = time.Unix(1_700_000_000, 0).UTC()

// testKey is the run key of the tests' wrappers and readers.
var testKey = RunKey([]byte("the control plane's secret"), "evd-run-wire")

// signed returns report records, the end record end and its authentication
// with key, as the wrapper writes them.
func signed(key, report, end string) string {
	return report + "X " + end + "\nA " + Mac(key, []byte(strings.ReplaceAll(report, "R ", "")), []byte(end)) + "\n"
}

// readWire feeds wire in pieces of n bytes (all at once when n is 0) and
// returns the lines and the reader.
func readWire(wire string, n int) ([]backends.LogLine, *Reader) {
	r := NewReader(t0, testKey)
	var lines []backends.LogLine
	emit := func(l backends.LogLine) { lines = append(lines, l) }
	b := []byte(wire)
	for len(b) > 0 {
		k := len(b)
		if n > 0 {
			k = min(n, len(b))
		}
		r.Feed(b[:k], emit)
		b = b[k:]
	}
	r.Close(emit)
	return lines, r
}

func ptr[T any](v T) *T { return &v }

func TestWireReaderLines(t *testing.T) {
	t.Parallel()
	t1 := time.Unix(0, 1_700_000_001_500_000_000).UTC()
	long := strings.Repeat("x", MaxLine+10)
	for name, tc := range map[string]struct {
		wire string
		want []backends.LogLine
	}{
		"records become lines numbered across streams and stamped with the last time": {
			wire: "O before any time\nT 1700000001500000000\nO out\nE err\nS harness exited with code 0\n",
			want: []backends.LogLine{
				{Seq: 1, Stream: backends.StreamStdout, Text: "before any time", At: t0},
				{Seq: 2, Stream: backends.StreamStdout, Text: "out", At: t1},
				{Seq: 3, Stream: backends.StreamStderr, Text: "err", At: t1},
				{Seq: 4, Stream: backends.StreamSystem, Text: "harness exited with code 0", At: t1},
			},
		},
		"pieces of a long line are joined per stream even when the other stream interleaves": {
			wire: "o abc\ne 12\no def\nE 3\nO ghi\n",
			want: []backends.LogLine{
				{Seq: 1, Stream: backends.StreamStderr, Text: "123", At: t0},
				{Seq: 2, Stream: backends.StreamStdout, Text: "abcdefghi", At: t0},
			},
		},
		"a line longer than the maximum is split": {
			wire: "o " + long[:MaxLine-5] + "\nO " + long[MaxLine-5:] + "\n",
			want: []backends.LogLine{
				{Seq: 1, Stream: backends.StreamStdout, Text: long[:MaxLine], At: t0},
				{Seq: 2, Stream: backends.StreamStdout, Text: long[MaxLine:], At: t0},
			},
		},
		"text the wrapper did not tag is a system line and blank lines are dropped": {
			wire: "sh: 1: cannot create /x: Permission denied\n\nO\n",
			want: []backends.LogLine{
				{Seq: 1, Stream: backends.StreamSystem, Text: "sh: 1: cannot create /x: Permission denied", At: t0},
				{Seq: 2, Stream: backends.StreamSystem, Text: "O", At: t0},
			},
		},
		"an empty line of the harness is kept": {
			wire: "O \nO last without newline",
			want: []backends.LogLine{
				{Seq: 1, Stream: backends.StreamStdout, Text: "", At: t0},
				{Seq: 2, Stream: backends.StreamStdout, Text: "last without newline", At: t0},
			},
		},
		"a piece never completed is delivered at the end": {
			wire: "o cut short\n",
			want: []backends.LogLine{{Seq: 1, Stream: backends.StreamStdout, Text: "cut short", At: t0}},
		},
		"report and end records are not lines": {
			wire: signed(testKey, "R 7b 7d\n", `{"v":2,"exit":0}`),
		},
	} {
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			for _, n := range []int{0, 1, 7} {
				got, _ := readWire(tc.wire, n)
				if diff := cmp.Diff(tc.want, got); diff != "" {
					t.Errorf("lines read in pieces of %d bytes (-want +got):\n%s", n, diff)
				}
			}
		})
	}
}

func TestWireReaderOutcome(t *testing.T) {
	t.Parallel()
	c := evalcase.Case{Resources: evalcase.Resources{MemoryMB: 64}, Graders: []evalcase.Grader{
		{Kind: evalcase.GraderTestsPass, Command: []string{"true"}},
		{Kind: evalcase.GraderSteps, Max: ptr(5.0)},
	}}
	for name, tc := range map[string]struct {
		wire      string
		want      evalcase.Result
		wantClass [2]string
		wantOK    bool
	}{
		"the report and the end record grade the case": {
			// {"steps":3,"output":"done"}
			wire: signed(testKey, "R  7b 22 73 74 65 70 73 22 3a 33 2c 22 6f 75 74 70\nR  75 74 22 3a 22 64 6f 6e 65 22 7d\n",
				`{"v":2,"exit":0,"limit":"","latencyMs":42,"tests":[0]}`),
			want: evalcase.Result{Verdict: evalcase.VerdictPass, Steps: ptr(3), Output: "done", LatencyMS: 42, ExitCode: ptr(0),
				Usage:   &evalcase.Usage{Steps: ptr(3)},
				Graders: []evalcase.GraderResult{{Kind: evalcase.GraderTestsPass, Passed: true, Value: ptr(0.0)}, {Kind: evalcase.GraderSteps, Passed: true, Value: ptr(3.0)}}},
			wantOK: true,
		},
		"a timeout is still graded": {
			wire: signed(testKey, "", `{"v":2,"exit":143,"limit":"timeout","latencyMs":1000,"tests":[1]}`),
			want: evalcase.Result{Verdict: evalcase.VerdictFail, LatencyMS: 1000, ExitCode: ptr(143), LimitHit: evalcase.LimitTimeout,
				Graders: []evalcase.GraderResult{{Kind: evalcase.GraderTestsPass, Value: ptr(1.0)}, {Kind: evalcase.GraderSteps}}},
			wantOK: true,
		},
		"an unreadable report counts as none": {
			wire: signed(testKey, "R 6e 6f\n", `{"v":2,"exit":0,"tests":[0]}`),
			want: evalcase.Result{Verdict: evalcase.VerdictFail, ExitCode: ptr(0),
				Graders: []evalcase.GraderResult{{Kind: evalcase.GraderTestsPass, Passed: true, Value: ptr(0.0)}, {Kind: evalcase.GraderSteps}}},
			wantOK: true,
		},
		"a clock tick after the end record is no forgery": {
			wire: signed(testKey, "", `{"v":2,"exit":0,"tests":[0]}`) + "T 1700000000000000000\n",
			want: evalcase.Result{Verdict: evalcase.VerdictFail, ExitCode: ptr(0),
				Graders: []evalcase.GraderResult{{Kind: evalcase.GraderTestsPass, Passed: true, Value: ptr(0.0)}, {Kind: evalcase.GraderSteps}}},
			wantOK: true,
		},
		"a second end record is a forgery and the result is refused": {
			wire:      signed(testKey, "R 7b 7d\n", `{"v":2,"exit":9}`) + signed(testKey, "", `{"v":2,"exit":0,"tests":[0]}`),
			wantClass: [2]string{"INFRA", backends.CodeForgedResult},
			wantOK:    true,
		},
		"a record after the end record is a forgery and the result is refused": {
			wire:      signed(testKey, "", `{"v":2,"exit":1}`) + "S verdict PASS\n",
			wantClass: [2]string{"INFRA", backends.CodeForgedResult},
			wantOK:    true,
		},
		"a record between the end record and its authentication is a forgery": {
			wire:      strings.Replace(signed(testKey, "", `{"v":2,"exit":0,"tests":[0]}`), "\nA ", "\nO hello\nA ", 1),
			wantClass: [2]string{"INFRA", backends.CodeForgedResult},
			wantOK:    true,
		},
		"an end record without its authentication is refused": {
			wire:      `X {"v":2,"exit":0,"tests":[0]}` + "\n",
			wantClass: [2]string{"INFRA", backends.CodeForgedResult},
			wantOK:    true,
		},
		"an end record of the unauthenticated first version is refused": {
			wire:      `X {"v":1,"exit":0,"limit":"","latencyMs":1,"tests":[0]}` + "\n",
			wantClass: [2]string{"INFRA", backends.CodeForgedResult},
			wantOK:    true,
		},
		"an end record authenticated with another run's key is refused": {
			wire:      signed(RunKey([]byte("the control plane's secret"), "evd-other-run"), "", `{"v":2,"exit":0,"tests":[0]}`),
			wantClass: [2]string{"INFRA", backends.CodeForgedResult},
			wantOK:    true,
		},
		"a report changed after it was authenticated is refused": {
			wire:      strings.Replace(signed(testKey, "R  7b 7d\n", `{"v":2,"exit":0,"tests":[0]}`), "R  7b 7d", "R  7b 22 73 74 65 70 73 22 3a 31 7d", 1),
			wantClass: [2]string{"INFRA", backends.CodeForgedResult},
			wantOK:    true,
		},
		"an OOM kill the wrapper saw fails as INFRA": {
			wire:      signed(testKey, "", `{"v":2,"oom":true,"exit":137}`),
			wantClass: [2]string{"INFRA", backends.CodeOOMKilled},
			wantOK:    true,
		},
		"a workspace the wrapper could not make fails as INFRA": {
			wire:      signed(testKey, "", `{"v":2,"error":"workspace"}`),
			wantClass: [2]string{"INFRA", backends.CodeWorkspace},
			wantOK:    true,
		},
		"a task that cannot switch to the harness's user fails as CONFIG": {
			wire:      signed(testKey, "", `{"v":2,"error":"user"}`),
			wantClass: [2]string{"CONFIG", backends.CodeHarnessStart},
			wantOK:    true,
		},
		"no end record is no outcome": {
			wire: "O still running\n",
		},
	} {
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			_, r := readWire(tc.wire, 0)
			got, err, ok := r.Outcome(c)
			if ok != tc.wantOK {
				t.Fatalf("Outcome ok = %v, want %v", ok, tc.wantOK)
			}
			gotClass := [2]string{}
			if err != nil {
				gotClass = [2]string{string(backends.ClassOf(err)), backends.CodeOf(err)}
			}
			if diff := cmp.Diff(tc.wantClass, gotClass); diff != "" {
				t.Errorf("class and code of %v (-want +got):\n%s", err, diff)
			}
			if diff := cmp.Diff(tc.want, got); diff != "" {
				t.Errorf("result (-want +got):\n%s", diff)
			}
		})
	}
}

// runWrapper runs the wrapper script under the host's sh with the scenario as
// its harness and returns what it wrote and how it exited. stop, when set,
// is called with the wrapper's process once it wrote the stdout line ready.
func runWrapper(t *testing.T, p Params, s backendtest.Scenario, task string, stop func(*os.Process)) (string, int) {
	t.Helper()
	return runWrapperArgv(t, p, s.Command(), task, stop)
}

// runWrapperArgv is runWrapper with any harness command.
func runWrapperArgv(t *testing.T, p Params, harness []string, task string, stop func(*os.Process)) (string, int) {
	t.Helper()
	return runWrapperEnv(t, p, harness, task, stop, nil)
}

// runWrapperEnv is runWrapperArgv with env added to the wrapper's
// environment; "$EVD_TEST" in a value is the test's directory.
func runWrapperEnv(t *testing.T, p Params, harness []string, task string, stop func(*os.Process), env []string) (string, int) {
	t.Helper()
	sh, err := exec.LookPath("sh")
	if err != nil {
		t.Skip("no sh on this host")
	}
	if os.Geteuid() != 0 {
		t.Skip("the wrapper runs as root in its task, to start the harness as another user")
	}
	dir := backendtest.OpenDir(t)
	p.StateDir, p.Workspace = `"$EVD_TEST/state"`, `"$EVD_TEST/workspace"`
	if !p.User.Valid() {
		p.User = UserLegacy
	}
	if err := os.MkdirAll(filepath.Join(dir, "state"), 0o700); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, "state", "task.txt"), []byte(task), 0o644); err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithTimeout(t.Context(), time.Minute)
	defer cancel()
	cmd := exec.CommandContext(ctx, sh, append([]string{"-c", Script(p), "everdict"}, harness...)...)
	cmd.Env = []string{
		"PATH=/usr/local/bin:/usr/bin:/bin",
		"EVD_TEST=" + dir,
		backends.EnvTask + "=" + filepath.Join(dir, "state", "task.txt"),
		backends.EnvResult + "=" + filepath.Join(dir, "out", "report.json"),
		backends.EnvAnswer + "=" + filepath.Join(dir, "out", "answer.txt"),
		backends.EnvRunID + "=evd-run-wire",
		backends.EnvWireKey + "=" + testKey,
	}
	for _, kv := range env {
		cmd.Env = append(cmd.Env, strings.ReplaceAll(kv, "$EVD_TEST", dir))
	}
	out, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	var wire strings.Builder
	r := NewReader(t0, testKey)
	buf := make([]byte, 4096)
	stopped := false
	for {
		n, err := out.Read(buf)
		wire.Write(buf[:n])
		r.Feed(buf[:n], func(l backends.LogLine) {
			if stop != nil && !stopped && l.Stream == backends.StreamStdout && l.Text == "ready" {
				stopped = true
				stop(cmd.Process)
			}
		})
		if err != nil {
			break
		}
	}
	code := 0
	if err := cmd.Wait(); err != nil {
		x, ok := err.(*exec.ExitError)
		if !ok {
			t.Fatalf("wrapper: %v", err)
		}
		code = x.ExitCode()
	}
	return wire.String(), code
}

func TestWrapperUnderSh(t *testing.T) {
	t.Parallel()
	base := Params{TimeoutSec: 60, GraderTimeoutSec: 60, KillGraceSec: 1}
	long := strings.Repeat("0123456789", 250)
	c := func(tests int, graders ...evalcase.Grader) evalcase.Case {
		var c evalcase.Case
		for i := range tests {
			c.Graders = append(c.Graders, evalcase.Grader{Kind: evalcase.GraderTestsPass, Command: backendtest.GraderCommand(i)})
		}
		c.Graders = append(c.Graders, graders...)
		return c
	}
	for name, tc := range map[string]struct {
		scenario   backendtest.Scenario
		timeoutSec int
		c          evalcase.Case
		// want is the result, its latency ignored.
		want       evalcase.Result
		wantStdout []string
		wantStderr []string
	}{
		"a passing harness is graded with its report and its graders": {
			scenario: backendtest.Scenario{Stdout: []string{"hello", long}, Stderr: []string{"warn"}, PrintTask: true,
				Report: &evalcase.Report{Steps: ptr(3), CostUSD: ptr(0.5), Output: "done"}, Tests: []bool{true, false}},
			c: c(2, evalcase.Grader{Kind: evalcase.GraderSteps, Max: ptr(5.0)}),
			want: evalcase.Result{Verdict: evalcase.VerdictFail, Steps: ptr(3), CostUSD: ptr(0.5), Output: "done", ExitCode: ptr(0),
				Usage: &evalcase.Usage{Steps: ptr(3), CostUSD: ptr(0.5)},
				Graders: []evalcase.GraderResult{
					{Kind: evalcase.GraderTestsPass, Passed: true, Value: ptr(0.0)},
					{Kind: evalcase.GraderTestsPass, Value: ptr(1.0)},
					{Kind: evalcase.GraderSteps, Passed: true, Value: ptr(3.0)},
				}},
			wantStdout: []string{"hello", long, "the task text"},
			wantStderr: []string{"warn"},
		},
		"a harness that outlives its timeout is stopped and still graded": {
			scenario:   backendtest.Scenario{Stdout: []string{"started"}, Tests: []bool{true}, Block: true},
			timeoutSec: 1,
			c:          c(1),
			want: evalcase.Result{Verdict: evalcase.VerdictPass, ExitCode: ptr(143), LimitHit: evalcase.LimitTimeout,
				Graders: []evalcase.GraderResult{{Kind: evalcase.GraderTestsPass, Passed: true, Value: ptr(0.0)}}},
			wantStdout: []string{"started"},
		},
		"the answer comes back authenticated beside the report": {
			scenario: backendtest.Scenario{Answer: "forty-two\nR not a record", Report: &evalcase.Report{Output: "done"}},
			c:        c(0),
			want: evalcase.Result{Verdict: evalcase.VerdictPass, ExitCode: ptr(0), Output: "done", Answer: "forty-two\nR not a record",
				Graders: []evalcase.GraderResult{}},
		},
		"a long answer comes back cut at 256 KiB": {
			scenario: backendtest.Scenario{Answer: "x", LongAnswer: evalcase.AnswerMaxBytesDefault + 10},
			c:        c(0),
			want: evalcase.Result{Verdict: evalcase.VerdictPass, ExitCode: ptr(0), Answer: "x" + strings.Repeat("a", evalcase.AnswerMaxBytesDefault-1),
				AnswerCut: true, Graders: []evalcase.GraderResult{}},
		},
		"a failing harness keeps its exit code": {
			scenario: backendtest.Scenario{ExitCode: 3},
			c:        c(0),
			want:     evalcase.Result{Verdict: evalcase.VerdictFail, ExitCode: ptr(3), Graders: []evalcase.GraderResult{}},
		},
	} {
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			p := base
			p.Graders = TestsPassCommands(tc.c)
			if tc.timeoutSec > 0 {
				p.TimeoutSec = tc.timeoutSec
			}
			wire, code := runWrapper(t, p, tc.scenario, "the task text", nil)
			if code != 0 {
				t.Errorf("wrapper exit code = %d, want 0", code)
			}
			lines, r := readWire(wire, 0)
			got, err, ok := r.Outcome(tc.c)
			if !ok || err != nil {
				t.Fatalf("Outcome = %v, %v; want a result. The wire:\n%s", ok, err, wire)
			}
			got.LatencyMS = 0
			if diff := cmp.Diff(tc.want, got); diff != "" {
				t.Errorf("result (-want +got):\n%s", diff)
			}
			var stdout, stderr []string
			for i, l := range lines {
				if l.Seq != int64(i+1) || l.At.Before(t0) || l.At.Equal(t0) {
					t.Errorf("line %d = %+v: want seq %d and a time from the wrapper", i, l, i+1)
				}
				switch l.Stream {
				case backends.StreamStdout:
					stdout = append(stdout, l.Text)
				case backends.StreamStderr:
					stderr = append(stderr, l.Text)
				}
			}
			if diff := cmp.Diff([][]string{tc.wantStdout, tc.wantStderr}, [][]string{stdout, stderr}); diff != "" {
				t.Errorf("stdout and stderr (-want +got):\n%s", diff)
			}
		})
	}
}

func TestWrapperStoppedByTheClusterWritesNoEndRecord(t *testing.T) {
	t.Parallel()
	p := Params{TimeoutSec: 60, GraderTimeoutSec: 60, KillGraceSec: 1}
	wire, code := runWrapper(t, p, backendtest.Scenario{Stdout: []string{"ready"}, Block: true}, "task",
		func(p *os.Process) { _ = p.Signal(syscall.SIGTERM) })
	if code != 143 {
		t.Errorf("wrapper exit code = %d, want 143", code)
	}
	_, r := readWire(wire, 0)
	if _, _, ok := r.Outcome(evalcase.Case{}); ok {
		t.Errorf("a stopped wrapper wrote an end record:\n%s", wire)
	}
}

func TestOutcomeOfAnOOMKillNamesTheLimit(t *testing.T) {
	t.Parallel()
	_, r := readWire(signed(testKey, "", `{"v":2,"oom":true,"exit":137}`), 0)
	_, err, _ := r.Outcome(evalcase.Case{Resources: evalcase.Resources{MemoryMB: 64}})
	var be *backends.Error
	if !errors.As(err, &be) || be.Class != domain.FailureInfra || !strings.Contains(be.Message, "64 MB") {
		t.Errorf("Outcome error = %v, want an INFRA error naming the 64 MB limit", err)
	}
}

// forgeAfterTheEnd is a harness that leaves behind a process, in a session
// of its own, that would hold the wrapper's stdout (through /proc, as a
// harness under the wrapper's own user could) and write a passing end
// record once the wrapper has ended.
const forgeAfterTheEnd = `w=$PPID
exec 9>/proc/$w/fd/1 || exit 2
setsid sh -c 'while [ -d /proc/'"$w"' ] && ! grep -q ") Z" /proc/'"$w"'/stat 2>/dev/null; do sleep 0.05; done
printf "%s\n" "X {\"v\":2,\"exit\":0,\"limit\":\"\",\"latencyMs\":1}" >&9' </dev/null >/dev/null 2>&1 &
exit 1`

// stealTheKey is a harness that looks for the wrapper's key in its
// environment, its own and the wrapper's (through /proc), and would write
// a passing end record straight to the wrapper's stdout.
const stealTheKey = `w=$PPID
[ "$(umask)" = 0022 ] || echo "umask $(umask)"
env | grep -q EVERDICT_WIRE_KEY && echo "key in my environment"
if tr '\0' '\n' < /proc/$w/environ | grep EVERDICT_WIRE_KEY; then echo "read the wrapper's environment"; fi
if printf 'X {"v":2,"exit":0,"tests":[]}\n' > /proc/$w/fd/1; then echo "wrote the wrapper's stdout"; fi
printf 'X {"v":2,"exit":0,"tests":[]}\n'
exit 3`

func TestAHarnessCannotWriteTheWireProtocolNorReadTheKey(t *testing.T) {
	t.Parallel()
	if _, err := os.Stat("/proc/self/fd/1"); err != nil {
		t.Skip("no /proc on this host")
	}
	for name, tc := range map[string]struct {
		script   string
		wantExit int
	}{
		"a process left behind to write an end record after the wrapper's":   {script: forgeAfterTheEnd, wantExit: 2},
		"a harness reading the wrapper's environment and writing its stdout": {script: stealTheKey, wantExit: 3},
	} {
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			wire, _ := runWrapperArgv(t, Params{TimeoutSec: 60, GraderTimeoutSec: 60, KillGraceSec: 1}, []string{"sh", "-c", tc.script}, "task", nil)
			if strings.Contains(wire, testKey) {
				t.Fatalf("the run's key is in the task's output:\n%s", wire)
			}
			if n := strings.Count("\n"+wire, "\nX "); n != 1 {
				t.Errorf("the output holds %d end records, want the wrapper's one:\n%s", n, wire)
			}
			lines, r := readWire(wire, 0)
			res, err, ok := r.Outcome(evalcase.Case{})
			if !ok || err != nil {
				t.Fatalf("Outcome = %v, %v; want the wrapper's result. The wire:\n%s", ok, err, wire)
			}
			if res.ExitCode == nil || *res.ExitCode != tc.wantExit || res.Verdict != evalcase.VerdictFail {
				t.Errorf("result %+v; want the harness's own exit %d and FAIL", res, tc.wantExit)
			}
			for _, l := range lines {
				for _, bad := range []string{"key in my environment", "read the wrapper's environment", "wrote the wrapper's stdout", "umask"} {
					if strings.HasPrefix(l.Text, bad) {
						t.Errorf("the harness says %q", bad)
					}
				}
			}
		})
	}
}
