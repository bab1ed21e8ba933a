package backendtest

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"maps"
	"net/http"
	"net/http/httptest"
	"os"
	"slices"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"
	"github.com/google/go-cmp/cmp/cmpopts"

	"github.com/everdict/everdict/backends"
	"github.com/everdict/everdict/domain"
	"github.com/everdict/everdict/evalcase"
)

// WaitTimeout bounds every wait of the suite (a job's result, a log line):
// it is a failure guard, not a measurement.
const WaitTimeout = 2 * time.Minute

// Open opens a backend on a target made by Harness.New. Each call returns a
// new adapter instance over the same durable state, as a restarted control
// plane would have.
type Open func(t *testing.T) backends.Backend

// Harness adapts one backend to the suite. Both fields are required; the
// suite only reads it.
type Harness struct {
	// New makes a fresh, isolated target for one subtest (LOCAL: a new data
	// dir; a fake: a new fake cluster with the scenario driver installed)
	// and returns how to open adapters on it. It is called from parallel
	// subtests.
	New func(t *testing.T) Open
	// Credentials are server-side secret values the adapter was configured
	// with or that sit in the control plane's environment (a cluster token,
	// a database password). The suite asserts that no job ever sees one. At
	// least one is required.
	Credentials []string
	// Specs, when set, returns what b keeps on its target for anyone who may
	// read the cluster's jobs and pods to see (job specs, pods, config maps),
	// each JSON-encoded; not the objects made to hold a secret (a Kubernetes
	// Secret, a Nomad Variable). The suite asserts that no secret value of a
	// job is in any of them.
	Specs func(t *testing.T, b backends.Backend) []string
	// Applies, when set, says which scenarios (by their sentence) apply to
	// the backend: a front door runs no process, so scenarios that read a
	// harness's output streams or run graders in its workspace do not.
	// Nil means every scenario.
	Applies func(scenario string) bool
}

// Run runs the conformance suite against h, each scenario a parallel
// subtest named as a sentence.
func Run(t *testing.T, h Harness) {
	t.Helper()
	runScenarios(t, h, []scenario{
		{"a case whose graders all pass is accepted and graded PASS", testPass},
		{"the answer file comes back with the result, its first 256 KiB when longer, marked cut", testAnswer},
		{"a case whose harness fails is graded FAIL", testFail},
		{"a case that outlives its timeout is stopped and still graded with limitHit timeout", testTimeout},
		{"a harness that exceeds its memory limit fails as an INFRA OOM kill", testOOM},
		{"canceling the dispatch context stops the job as CANCELED", testCancelContext},
		{"Cancel by run id stops a job dispatched by another instance", testCancelByID},
		{"Cancel of a finished run is a no-op and of an unknown run is not found", testCancelEdges},
		{"Adopt of a run the backend never saw is Absent", testAdoptAbsent},
		{"Adopt of an ended run returns its result and the logs after fromSeq", testAdoptEnded},
		{"a detached dispatch leaves the job running and Adopt follows it to its result without a gap or duplicate", testAdoptRunning},
		{"logs are numbered from 1 without gaps or duplicates and keep each stream's order", testLogOrder},
		{"the job sees the protocol variables and its own secrets but no credential of the server", testEnvironment},
		{"a job with an unresolved secret is refused as CONFIG and nothing runs", testUnresolvedSecret},
		{"a run id is dispatched at most once", testDuplicate},
		{"Probe reaches the backend without running a job", testProbe},
		{ScenarioArtifacts, testArtifacts},
	})
}

// ScenarioArtifacts is the sentence of the scenario of a job's files: a
// backend that runs no harness of its own (a front door) or collects
// nothing (a scheduler's test double) leaves it out with Harness.Applies.
const ScenarioArtifacts = "a job's files are collected: its regular files kept, a symbolic link to the host's passwd file dropped as such"

// scenario is one subtest of a suite.
type scenario struct {
	name string
	test func(t *testing.T, h Harness)
}

// runScenarios runs each scenario against h as a parallel subtest.
func runScenarios(t *testing.T, h Harness, scenarios []scenario) {
	t.Helper()
	if h.New == nil {
		t.Fatal("backendtest: Harness.New is nil")
	}
	for _, tc := range scenarios {
		if h.Applies != nil && !h.Applies(tc.name) {
			continue
		}
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			tc.test(t, h)
		})
	}
}

var runSeq atomic.Int64

// newRunID returns a correlation id unique in this test process.
func newRunID() string {
	return fmt.Sprintf("evd-run-conformance-%d-%d", os.Getpid(), runSeq.Add(1))
}

// job builds the job of a scenario: sh -c Script as the harness, one
// TESTS_PASS grader per Tests entry, a trusted tenant's zone.
func job(s Scenario) backends.Job {
	c := evalcase.Case{ID: "conformance-" + s.Name, Task: "conformance task " + s.Name, TimeoutSec: 120}
	for i := range s.Tests {
		c.Graders = append(c.Graders, evalcase.Grader{Kind: evalcase.GraderTestsPass, Command: GraderCommand(i)})
	}
	return backends.Job{
		RunID:   newRunID(),
		Tenant:  "conformance",
		Case:    c,
		Harness: evalcase.Harness{Name: "conformance", Version: "1", Command: s.Command()},
		Zone:    domain.ZoneFor("conformance", true),
	}
}

// stopOnCleanup cancels a run when the subtest ends, so a failed subtest
// leaves no job behind.
func stopOnCleanup(t *testing.T, open Open, runID string) {
	t.Cleanup(func() {
		ctx, cancel := context.WithTimeout(context.Background(), WaitTimeout)
		defer cancel()
		_ = open(t).Cancel(ctx, runID)
	})
}

// recorder is a LogSink and Accepter that keeps every line and lets a test
// wait for one.
type recorder struct {
	mu      sync.Mutex
	lines   []backends.LogLine
	waiters []waiter
	// accepted counts Accepted calls; lateAccept is set when one came after a
	// line.
	accepted   int
	lateAccept bool
	// kept are the files handed to KeepArtifacts, by name.
	kept map[string]string
}

// KeepArtifacts reads the files a backend collected
// (backends.ArtifactSink).
func (r *recorder) KeepArtifacts(_ context.Context, files []backends.Artifact) {
	r.mu.Lock()
	defer r.mu.Unlock()
	if r.kept == nil {
		r.kept = map[string]string{}
	}
	for _, f := range files {
		content := "unreadable"
		if rc, err := f.Open(); err == nil {
			b, err := io.ReadAll(rc)
			_ = rc.Close()
			if err == nil {
				content = string(b)
			}
		}
		r.kept[f.Name] = content
	}
}

func (r *recorder) Accepted() {
	r.mu.Lock()
	defer r.mu.Unlock()
	r.accepted++
	r.lateAccept = r.lateAccept || len(r.lines) > 0
}

// checkAccepted fails unless Accepted was called once, before any line
// (want true), or never (want false).
func (r *recorder) checkAccepted(t *testing.T, want bool) {
	t.Helper()
	r.mu.Lock()
	defer r.mu.Unlock()
	wantN := map[bool]int{true: 1, false: 0}[want]
	if r.accepted != wantN || r.lateAccept {
		t.Errorf("Accepted was called %d times (after a line: %v), want %d before any line", r.accepted, r.lateAccept, wantN)
	}
}

type waiter struct {
	match func(backends.LogLine) bool
	ch    chan struct{}
}

func (r *recorder) Line(l backends.LogLine) {
	r.mu.Lock()
	defer r.mu.Unlock()
	r.lines = append(r.lines, l)
	kept := r.waiters[:0]
	for _, w := range r.waiters {
		if w.match(l) {
			close(w.ch)
			continue
		}
		kept = append(kept, w)
	}
	r.waiters = kept
}

func (r *recorder) all() []backends.LogLine {
	r.mu.Lock()
	defer r.mu.Unlock()
	return slices.Clone(r.lines)
}

// waitFor blocks until a line matching match was delivered.
func (r *recorder) waitFor(t *testing.T, what string, match func(backends.LogLine) bool) {
	t.Helper()
	r.mu.Lock()
	if slices.ContainsFunc(r.lines, match) {
		r.mu.Unlock()
		return
	}
	ch := make(chan struct{})
	r.waiters = append(r.waiters, waiter{match, ch})
	r.mu.Unlock()
	Await(t, ch, "waiting for "+what)
}

func stdoutLine(text string) func(backends.LogLine) bool {
	return func(l backends.LogLine) bool { return l.Stream == backends.StreamStdout && l.Text == text }
}

// texts returns the texts of the lines of one stream.
func texts(lines []backends.LogLine, s backends.Stream) []string {
	var out []string
	for _, l := range lines {
		if l.Stream == s {
			out = append(out, l.Text)
		}
	}
	return out
}

// checkSeq fails unless lines are numbered from+1, from+2, … in order.
func checkSeq(t *testing.T, lines []backends.LogLine, from int64) {
	t.Helper()
	for i, l := range lines {
		if want := from + int64(i) + 1; l.Seq != want {
			t.Fatalf("log line %d has seq %d, want %d (gap, duplicate or disorder): %+v", i, l.Seq, want, l)
		}
	}
}

func ptr[T any](v T) *T { return &v }

var ignoreLatency = cmpopts.IgnoreFields(evalcase.Result{}, "LatencyMS")

func wantClass(t *testing.T, err error, class domain.FailureClass, code string) {
	t.Helper()
	if err == nil {
		t.Fatalf("error = nil, want class %s code %s", class, code)
	}
	if diff := cmp.Diff([2]string{string(class), code}, [2]string{string(backends.ClassOf(err)), backends.CodeOf(err)}); diff != "" {
		t.Fatalf("class and code of %q (-want +got):\n%s", err, diff)
	}
}

func testPass(t *testing.T, h Harness) {
	open := h.New(t)
	s := Scenario{
		Name:   "pass",
		Stdout: []string{"hello stdout"},
		Stderr: []string{"hello stderr"},
		Report: &evalcase.Report{Steps: ptr(3), CostUSD: ptr(0.5), Output: "done"},
		Tests:  []bool{true},
	}
	j := job(s)
	j.Case.Graders = append(j.Case.Graders,
		evalcase.Grader{Kind: evalcase.GraderSteps, Max: ptr(5.0)},
		evalcase.Grader{Kind: evalcase.GraderCost, Max: ptr(1.0)})
	var logs recorder
	got := Await(t, Dispatch(Guard(t), open(t), j, &logs), "dispatch")
	if got.Err != nil {
		t.Fatalf("Dispatch: %v", got.Err)
	}
	want := evalcase.Result{
		Verdict: evalcase.VerdictPass,
		Graders: []evalcase.GraderResult{
			{Kind: evalcase.GraderTestsPass, Passed: true, Value: ptr(0.0)},
			{Kind: evalcase.GraderSteps, Passed: true, Value: ptr(3.0)},
			{Kind: evalcase.GraderCost, Passed: true, Value: ptr(0.5)},
		},
		Steps:    ptr(3),
		CostUSD:  ptr(0.5),
		ExitCode: ptr(0),
		Output:   "done",
		Usage:    &evalcase.Usage{Steps: ptr(3), CostUSD: ptr(0.5)},
	}
	if diff := cmp.Diff(want, got.Result, ignoreLatency); diff != "" {
		t.Errorf("result (-want +got):\n%s", diff)
	}
	logs.checkAccepted(t, true)
	lines := logs.all()
	if diff := cmp.Diff([][]string{{"hello stdout"}, {"hello stderr"}}, [][]string{texts(lines, backends.StreamStdout), texts(lines, backends.StreamStderr)}); diff != "" {
		t.Errorf("stdout and stderr (-want +got):\n%s", diff)
	}
}

func testAnswer(t *testing.T, h Harness) {
	open := h.New(t)
	for _, tc := range []struct {
		s    Scenario
		want string
		cut  bool
	}{
		{Scenario{Name: "answer", Answer: "the answer is 42\nsecond line"}, "the answer is 42\nsecond line", false},
		{Scenario{Name: "long-answer", Answer: "start ", LongAnswer: evalcase.AnswerMaxBytesDefault},
			"start " + strings.Repeat("a", evalcase.AnswerMaxBytesDefault-len("start ")), true},
	} {
		var logs recorder
		got := Await(t, Dispatch(Guard(t), open(t), job(tc.s), &logs), "dispatch")
		if got.Err != nil {
			t.Fatalf("Dispatch %s: %v", tc.s.Name, got.Err)
		}
		if got.Result.Answer != tc.want || got.Result.AnswerCut != tc.cut {
			t.Errorf("%s: answer of %d bytes (cut %v), want %d bytes (cut %v); log:\n%v", tc.s.Name, len(got.Result.Answer), got.Result.AnswerCut, len(tc.want), tc.cut, logs.all())
		}
	}
}

func testFail(t *testing.T, h Harness) {
	open := h.New(t)
	j := job(Scenario{Name: "fail", Stdout: []string{"giving up"}, Tests: []bool{false}, ExitCode: 3})
	got := Await(t, Dispatch(Guard(t), open(t), j, backends.Discard), "dispatch")
	if got.Err != nil {
		t.Fatalf("Dispatch: %v", got.Err)
	}
	want := evalcase.Result{
		Verdict:  evalcase.VerdictFail,
		Graders:  []evalcase.GraderResult{{Kind: evalcase.GraderTestsPass, Passed: false, Value: ptr(1.0)}},
		ExitCode: ptr(3),
	}
	if diff := cmp.Diff(want, got.Result, ignoreLatency); diff != "" {
		t.Errorf("result (-want +got):\n%s", diff)
	}
}

func testTimeout(t *testing.T, h Harness) {
	open := h.New(t)
	j := job(Scenario{Name: "timeout", Stdout: []string{"started"}, Tests: []bool{true}, Block: true})
	j.Case.TimeoutSec = 1
	stopOnCleanup(t, open, j.RunID)
	got := Await(t, Dispatch(Guard(t), open(t), j, backends.Discard), "dispatch")
	if got.Err != nil {
		t.Fatalf("Dispatch: %v", got.Err)
	}
	// The graders still ran; the verdict is evalcase.Grade's over what was
	// observed (the exit code of a stopped harness is the backend's to say).
	want := evalcase.Grade(j.Case, evalcase.Outcome{
		ExitCode: got.Result.ExitCode, LatencyMS: got.Result.LatencyMS, LimitHit: evalcase.LimitTimeout, TestsExit: []int{0},
	})
	if diff := cmp.Diff(want, got.Result); diff != "" {
		t.Errorf("result (-want +got):\n%s", diff)
	}
}

func testOOM(t *testing.T, h Harness) {
	open := h.New(t)
	j := job(Scenario{Name: "oom", Stdout: []string{"allocating"}, AllocateMB: 256, Block: true})
	j.Case.Resources.MemoryMB = 16
	stopOnCleanup(t, open, j.RunID)
	got := Await(t, Dispatch(Guard(t), open(t), j, backends.Discard), "dispatch")
	wantClass(t, got.Err, domain.FailureInfra, backends.CodeOOMKilled)
}

func testCancelContext(t *testing.T, h Harness) {
	open := h.New(t)
	j := job(Scenario{Name: "cancel-context", Stdout: []string{"ready"}, Block: true})
	stopOnCleanup(t, open, j.RunID)
	ctx, cancel := context.WithCancel(Guard(t))
	var logs recorder
	ch := Dispatch(ctx, open(t), j, &logs)
	logs.waitFor(t, `"ready"`, stdoutLine("ready"))
	cancel()
	wantClass(t, Await(t, ch, "dispatch").Err, domain.FailureCanceled, backends.CodeCanceled)

	outcome, _, err := open(t).Adopt(Guard(t), j.RunID, 0, backends.Discard)
	if outcome != backends.Adopted {
		t.Fatalf("Adopt after cancel = %s, %v; want ADOPTED", outcome, err)
	}
	wantClass(t, err, domain.FailureCanceled, backends.CodeCanceled)
}

func testCancelByID(t *testing.T, h Harness) {
	open := h.New(t)
	j := job(Scenario{Name: "cancel-id", Stdout: []string{"ready"}, Block: true})
	stopOnCleanup(t, open, j.RunID)
	var logs recorder
	ch := Dispatch(Guard(t), open(t), j, &logs)
	logs.waitFor(t, `"ready"`, stdoutLine("ready"))
	if err := open(t).Cancel(Guard(t), j.RunID); err != nil {
		t.Fatalf("Cancel: %v", err)
	}
	wantClass(t, Await(t, ch, "dispatch").Err, domain.FailureCanceled, backends.CodeCanceled)
	if err := open(t).Cancel(Guard(t), j.RunID); err != nil {
		t.Errorf("second Cancel: %v, want nil", err)
	}
}

func testCancelEdges(t *testing.T, h Harness) {
	open := h.New(t)
	b := open(t)
	j := job(Scenario{Name: "cancel-edges"})
	if got := Await(t, Dispatch(Guard(t), b, j, backends.Discard), "dispatch"); got.Err != nil {
		t.Fatalf("Dispatch: %v", got.Err)
	}
	if err := b.Cancel(Guard(t), j.RunID); err != nil {
		t.Errorf("Cancel of an ended run: %v, want nil", err)
	}
	outcome, res, err := b.Adopt(Guard(t), j.RunID, 0, backends.Discard)
	if outcome != backends.Adopted || err != nil || res.Verdict != evalcase.VerdictPass {
		t.Errorf("Adopt after a late Cancel = %s, %s, %v; want ADOPTED, PASS, nil (the result stands)", outcome, res.Verdict, err)
	}
	if err := b.Cancel(Guard(t), newRunID()); !errors.Is(err, backends.ErrNotFound) {
		t.Errorf("Cancel of an unknown run: %v, want ErrNotFound", err)
	}
}

func testAdoptAbsent(t *testing.T, h Harness) {
	open := h.New(t)
	outcome, res, err := open(t).Adopt(Guard(t), newRunID(), 0, backends.Discard)
	if diff := cmp.Diff([]any{backends.Absent, evalcase.Result{}, nil}, []any{outcome, res, err}, cmpopts.EquateErrors()); diff != "" {
		t.Errorf("Adopt of an unknown run (-want +got):\n%s", diff)
	}
}

func testAdoptEnded(t *testing.T, h Harness) {
	open := h.New(t)
	j := job(Scenario{Name: "adopt-ended", Stdout: []string{"one", "two", "three"}, Stderr: []string{"four"}, Tests: []bool{true}})
	var first recorder
	got := Await(t, Dispatch(Guard(t), open(t), j, &first), "dispatch")
	if got.Err != nil {
		t.Fatalf("Dispatch: %v", got.Err)
	}
	lines := first.all()
	if len(lines) < 4 {
		t.Fatalf("Dispatch delivered %d log lines, want at least 4", len(lines))
	}
	for _, from := range []int64{0, 2, int64(len(lines))} {
		var again recorder
		outcome, res, err := open(t).Adopt(Guard(t), j.RunID, from, &again)
		if outcome != backends.Adopted || err != nil {
			t.Fatalf("Adopt(fromSeq %d) = %s, %v; want ADOPTED, nil", from, outcome, err)
		}
		if diff := cmp.Diff(got.Result, res); diff != "" {
			t.Errorf("Adopt(fromSeq %d) result (-dispatched +adopted):\n%s", from, diff)
		}
		if diff := cmp.Diff(lines[from:], again.all(), cmpopts.EquateEmpty()); diff != "" {
			t.Errorf("Adopt(fromSeq %d) logs (-want +got):\n%s", from, diff)
		}
	}
}

func testAdoptRunning(t *testing.T, h Harness) {
	open := h.New(t)
	gate := OpenFIFO(t, "gate") // the job may run as another user
	j := job(Scenario{Name: "adopt-running", Stdout: []string{"before gate"}, Gate: gate, AfterGate: []string{"after gate"}, Tests: []bool{true}})
	stopOnCleanup(t, open, j.RunID)

	ctx, detach := context.WithCancelCause(Guard(t))
	var first recorder
	ch := Dispatch(ctx, open(t), j, &first)
	first.waitFor(t, `"before gate"`, stdoutLine("before gate"))
	detach(backends.ErrDetached)
	d := Await(t, ch, "detached dispatch")
	if !errors.Is(d.Err, backends.ErrDetached) {
		t.Fatalf("detached Dispatch error = %v, want one wrapping ErrDetached", d.Err)
	}
	wantClass(t, d.Err, domain.FailureInterrupted, backends.CodeDetached)
	before := first.all()
	checkSeq(t, before, 0)

	type adopted struct {
		outcome backends.AdoptOutcome
		res     evalcase.Result
		err     error
	}
	var second recorder
	ach := make(chan adopted, 1)
	go func() {
		o, r, err := open(t).Adopt(Guard(t), j.RunID, int64(len(before)), &second)
		ach <- adopted{o, r, err}
	}()
	release(t, gate)
	a := Await(t, ach, "adopt")
	if a.outcome != backends.Adopted || a.err != nil {
		t.Fatalf("Adopt = %s, %v; want ADOPTED, nil", a.outcome, a.err)
	}
	if a.res.Verdict != evalcase.VerdictPass {
		t.Errorf("adopted verdict = %s, want PASS", a.res.Verdict)
	}
	all := append(before, second.all()...)
	checkSeq(t, all, 0)
	if diff := cmp.Diff([]string{"before gate", "after gate"}, texts(all, backends.StreamStdout)); diff != "" {
		t.Errorf("stdout across the adopt (-want +got):\n%s", diff)
	}
}

// release opens a scenario's gate.
func release(t *testing.T, gate string) {
	t.Helper()
	done := make(chan error, 1)
	go func() {
		f, err := os.OpenFile(gate, os.O_WRONLY, 0) // blocks until the harness reads
		if err == nil {
			_, err = f.WriteString("go\n")
			if cerr := f.Close(); err == nil {
				err = cerr
			}
		}
		done <- err
	}()
	if err := Await(t, done, "opening the gate"); err != nil {
		t.Fatalf("open the gate: %v", err)
	}
}

func testLogOrder(t *testing.T, h Harness) {
	open := h.New(t)
	const n = 200
	var out, errs []string
	for i := 1; i <= n; i++ {
		out = append(out, fmt.Sprintf("out %d", i))
		errs = append(errs, fmt.Sprintf("err %d", i))
	}
	j := job(Scenario{Name: "log-order", Stdout: out, Stderr: errs})
	var logs recorder
	if got := Await(t, Dispatch(Guard(t), open(t), j, &logs), "dispatch"); got.Err != nil {
		t.Fatalf("Dispatch: %v", got.Err)
	}
	lines := logs.all()
	checkSeq(t, lines, 0)
	if diff := cmp.Diff([][]string{out, errs}, [][]string{texts(lines, backends.StreamStdout), texts(lines, backends.StreamStderr)}); diff != "" {
		t.Errorf("streams (-want +got):\n%s", diff)
	}
	for _, l := range lines {
		if l.At.IsZero() {
			t.Fatalf("log line %d has no time", l.Seq)
		}
	}
}

func testEnvironment(t *testing.T, h Harness) {
	if len(h.Credentials) == 0 {
		t.Fatal("backendtest: Harness.Credentials is empty: name the server-side secrets the job must not see")
	}
	open := h.New(t)
	j := job(Scenario{Name: "environment", PrintTask: true, PrintEnv: true})
	secret := "tenant-secret-" + j.RunID
	j.Harness.Env = []evalcase.EnvVar{
		{Name: "TENANT_API_KEY", SecretRef: "api-key", Value: secret},
		{Name: "PLAIN_SETTING", Value: "plain value"},
		{Name: backends.EnvTraceParent, Value: "the harness env's own, which the job's wins over"},
		{Name: backends.EnvTraceID, Value: "the harness env's own trace id, which the job's wins over"},
	}
	j.TraceID = "4bf92f3577b34da6a3ce929d0e0e4736"
	j.TraceParent = "00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01"
	// Clone and pull credentials (for a repository and a registry the job
	// does not use) are for the clone or pull step only: never in a spec
	// or the harness's environment. They are left out of Secrets, so that
	// masking a log line cannot hide a leak.
	gitToken, registryPassword := "git-token-"+j.RunID, "registry-password-"+j.RunID
	// So is the upload grant: the wrapper's, never the harness's.
	uploadGrant := "upload-grant-" + j.RunID
	j.ArtifactUpload = &backends.ArtifactUpload{URL: "http://127.0.0.1:9/artifacts/upload/1/1", Grant: uploadGrant}
	j.GitAuth = &backends.GitAuth{Host: "git.example.com", Credential: "conformance-git", Username: "x-access-token", Token: gitToken}
	j.RegistryAuth = []backends.RegistryAuth{{Host: "registry.example.com", Credential: "conformance-registry", Username: "robot", Password: registryPassword}}
	b := open(t)
	var logs recorder
	if got := Await(t, Dispatch(Guard(t), b, j, &logs), "dispatch"); got.Err != nil {
		t.Fatalf("Dispatch: %v", got.Err)
	}
	if h.Specs != nil {
		specs := h.Specs(t, b)
		if len(specs) == 0 {
			t.Error("Harness.Specs found no object of the run")
		}
		for _, s := range specs {
			for _, v := range []string{secret, gitToken, registryPassword, uploadGrant} {
				if strings.Contains(s, v) {
					t.Errorf("a stored object holds the job's secret value %q: %.200s…", v, s)
				}
			}
		}
	}
	lines := logs.all()
	stdout := texts(lines, backends.StreamStdout)
	for _, want := range []string{
		j.Case.Task,
		"TENANT_API_KEY=" + secret,
		"PLAIN_SETTING=plain value",
		backends.EnvRunID + "=" + j.RunID,
		backends.EnvTraceParent + "=" + j.TraceParent,
		backends.EnvTraceID + "=" + j.TraceID,
	} {
		if !slices.Contains(stdout, want) {
			t.Errorf("the job's stdout lacks %q; it printed:\n%s", want, strings.Join(stdout, "\n"))
		}
	}
	for _, name := range []string{backends.EnvTask, backends.EnvResult, backends.EnvAnswer} {
		if !slices.ContainsFunc(stdout, func(l string) bool { return strings.HasPrefix(l, name+"=") && len(l) > len(name)+1 }) {
			t.Errorf("the job's environment lacks %s", name)
		}
	}
	for _, l := range stdout {
		if strings.Contains(l, gitToken) || strings.Contains(l, registryPassword) {
			t.Errorf("the harness sees a clone or pull credential: %q", l)
		}
		if strings.Contains(l, uploadGrant) || strings.HasPrefix(l, backends.EnvArtifactURL+"=") {
			t.Errorf("the harness sees the upload grant or URL: %q", l)
		}
	}
	for _, l := range lines {
		for _, c := range h.Credentials {
			if c != "" && strings.Contains(l.Text, c) {
				t.Errorf("log line %d (%s) shows a server credential: %q", l.Seq, l.Stream, l.Text)
			}
		}
	}
}

func testUnresolvedSecret(t *testing.T, h Harness) {
	open := h.New(t)
	b := open(t)
	j := job(Scenario{Name: "unresolved"})
	j.Harness.Env = []evalcase.EnvVar{{Name: "TOKEN", SecretRef: "token"}}
	var logs recorder
	_, err := b.Dispatch(Guard(t), j, &logs)
	logs.checkAccepted(t, false)
	wantClass(t, err, domain.FailureConfig, backends.CodeInvalidJob)
	if !errors.Is(err, backends.ErrInvalidJob) {
		t.Errorf("error %v does not wrap ErrInvalidJob", err)
	}
	if outcome, _, err := b.Adopt(Guard(t), j.RunID, 0, backends.Discard); outcome != backends.Absent {
		t.Errorf("Adopt after a refused dispatch = %s, %v; want ABSENT (nothing ran)", outcome, err)
	}
}

func testDuplicate(t *testing.T, h Harness) {
	open := h.New(t)
	j := job(Scenario{Name: "duplicate"})
	if got := Await(t, Dispatch(Guard(t), open(t), j, backends.Discard), "dispatch"); got.Err != nil {
		t.Fatalf("Dispatch: %v", got.Err)
	}
	_, err := open(t).Dispatch(Guard(t), j, backends.Discard)
	if !errors.Is(err, backends.ErrDuplicateRun) {
		t.Fatalf("second Dispatch of %s: %v, want ErrDuplicateRun", j.RunID, err)
	}
	wantClass(t, err, domain.FailureConfig, backends.CodeDuplicateRun)
}

func testProbe(t *testing.T, h Harness) {
	open := h.New(t)
	res, err := open(t).Probe(Guard(t))
	if err != nil || !res.Reachable || !res.Authenticated {
		t.Errorf("Probe = %+v, %v; want reachable and authenticated", res, err)
	}
}

// uploads is the control plane's upload route for one job of the suite:
// it takes a PUT of the job's attempt with its grant, and keeps the file.
type uploads struct {
	grant, path string

	mu    sync.Mutex
	files map[string]string
	// bad counts the requests without the grant, or to another path.
	bad int
}

// serveUploads serves j's uploads for the subtest and gives j their URL
// and grant (backends.Job.ArtifactUpload): a backend whose task uploads
// its files sends them here, one collecting them itself ignores it.
func serveUploads(t *testing.T, j *backends.Job) *uploads {
	t.Helper()
	u := &uploads{grant: "conformance-grant-" + j.RunID, path: backends.ArtifactUploadPath(j.ID, 1), files: map[string]string{}}
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		body, err := io.ReadAll(r.Body)
		u.mu.Lock()
		defer u.mu.Unlock()
		name := r.URL.Query().Get("name")
		if err != nil || r.Method != http.MethodPut || r.URL.Path != u.path || r.Header.Get("Authorization") != "Bearer "+u.grant {
			u.bad++
			http.Error(w, "upload grant missing, invalid or expired", http.StatusUnauthorized)
			return
		}
		w.Header().Set("Content-Type", "application/json")
		if !backends.ValidArtifactName(name) {
			w.WriteHeader(http.StatusBadRequest)
			_ = json.NewEncoder(w).Encode(backends.ArtifactUploadAnswer{Dropped: backends.DropBadName})
			return
		}
		u.files[name] = string(body)
		w.WriteHeader(http.StatusCreated)
		_ = json.NewEncoder(w).Encode(backends.ArtifactUploadAnswer{Seq: len(u.files), Size: int64(len(body))})
	}))
	t.Cleanup(srv.Close)
	j.ArtifactUpload = &backends.ArtifactUpload{URL: srv.URL + u.path, Grant: u.grant}
	return u
}

func testArtifacts(t *testing.T, h Harness) {
	open := h.New(t)
	j := job(Scenario{Name: "artifacts", Tests: []bool{true}, Artifacts: []ArtifactFile{
		{Path: "notes.txt", Content: "first file"},
		{Path: "sub/data.json", Content: `{"n":2}`},
		{Path: "passwd", LinkTo: "/etc/passwd"},
	}})
	j.ID = 7
	up := serveUploads(t, &j)
	var logs recorder
	got := Await(t, Dispatch(Guard(t), open(t), j, &logs), "dispatch")
	if got.Err != nil {
		t.Fatalf("Dispatch: %v", got.Err)
	}
	if got.Result.Verdict != evalcase.VerdictPass {
		t.Errorf("verdict = %s, want PASS: collecting never changes it", got.Result.Verdict)
	}
	// Kept on the backend's host (the sink) or uploaded with the grant:
	// either way, both files and nothing else.
	logs.mu.Lock()
	kept := maps.Clone(logs.kept)
	logs.mu.Unlock()
	up.mu.Lock()
	if kept == nil {
		kept = map[string]string{}
	}
	maps.Copy(kept, up.files)
	bad := up.bad
	up.mu.Unlock()
	want := map[string]string{"notes.txt": "first file", "sub/data.json": `{"n":2}`}
	if diff := cmp.Diff(want, kept); diff != "" {
		t.Errorf("collected files (-want +got):\n%s\nlog: %v", diff, logs.all())
	}
	if bad > 0 {
		t.Errorf("%d uploads came without the run's grant or to another run's path", bad)
	}
	wantDropped := []evalcase.DroppedArtifact{{Name: "passwd", Reason: backends.DropSymlink}}
	if diff := cmp.Diff(wantDropped, got.Result.ArtifactsDropped); diff != "" {
		t.Errorf("dropped files (-want +got):\n%s", diff)
	}
}
