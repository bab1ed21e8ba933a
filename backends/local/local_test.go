package local_test

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"net"
	"net/http/cgi"
	"net/http/httptest"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"syscall"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/everdict/everdict/backends"
	"github.com/everdict/everdict/backends/backendtest"
	"github.com/everdict/everdict/backends/local"
	"github.com/everdict/everdict/domain"
	"github.com/everdict/everdict/evalcase"
)

var runCounter atomic.Int64

func newRunID() string { return fmt.Sprintf("evd-run-local-%d", runCounter.Add(1)) }

// shJob is a trusted tenant's job whose harness is sh -c script.
func shJob(script string) backends.Job {
	return backends.Job{
		RunID:   newRunID(),
		Tenant:  "acme",
		Case:    evalcase.Case{ID: "case-1", Task: "do the thing", TimeoutSec: 60},
		Harness: evalcase.Harness{Name: "harness", Version: "1", Command: []string{"sh", "-c", script}},
		Zone:    domain.ZoneFor("acme", true),
	}
}

// lines is a LogSink that keeps every line and lets a test wait for one.
type lines struct {
	mu   sync.Mutex
	all  []backends.LogLine
	want string
	seen chan struct{}
}

func (l *lines) Line(x backends.LogLine) {
	l.mu.Lock()
	defer l.mu.Unlock()
	l.all = append(l.all, x)
	if l.seen != nil && x.Stream == backends.StreamStdout && x.Text == l.want {
		close(l.seen)
		l.seen = nil
	}
}

// expect arms the sink to signal the stdout line text on the returned channel.
func (l *lines) expect(text string) <-chan struct{} {
	l.mu.Lock()
	defer l.mu.Unlock()
	l.want, l.seen = text, make(chan struct{})
	return l.seen
}

func (l *lines) stream(s backends.Stream) []string {
	l.mu.Lock()
	defer l.mu.Unlock()
	var out []string
	for _, x := range l.all {
		if x.Stream == s {
			out = append(out, x.Text)
		}
	}
	return out
}

// runJob dispatches j and waits for its outcome.
func runJob(t *testing.T, b backends.Backend, j backends.Job) (evalcase.Result, *lines, error) {
	t.Helper()
	l := &lines{}
	o := backendtest.Await(t, backendtest.Dispatch(backendtest.Guard(t), b, j, l), "dispatch")
	return o.Result, l, o.Err
}

func classCode(err error) string {
	if err == nil {
		return ""
	}
	return string(backends.ClassOf(err)) + "/" + backends.CodeOf(err)
}

// gitRepo is a repository fixture served over smart HTTP (git
// http-backend) on 127.0.0.1, which only a trusted tenant may fetch from:
// main holds README (and two symbolic links leading out of a checkout),
// branch feature adds feature.txt.
type gitRepo struct {
	url     string
	mainSHA string
}

func newGitRepo(t *testing.T, outside string) gitRepo {
	t.Helper()
	root := t.TempDir()
	dir := filepath.Join(root, "repo")
	if err := os.Mkdir(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	git := func(args ...string) string {
		t.Helper()
		cmd := exec.Command("git", args...)
		cmd.Dir = dir
		cmd.Env = []string{"PATH=" + os.Getenv("PATH"), "HOME=" + dir, "GIT_CONFIG_NOSYSTEM=1", "GIT_CONFIG_GLOBAL=/dev/null",
			"GIT_AUTHOR_NAME=t", "GIT_AUTHOR_EMAIL=t@example.com", "GIT_COMMITTER_NAME=t", "GIT_COMMITTER_EMAIL=t@example.com"}
		out, err := cmd.CombinedOutput()
		if err != nil {
			t.Fatalf("git %v: %v\n%s", args, err, out)
		}
		return strings.TrimSpace(string(out))
	}
	write := func(name, content string) {
		t.Helper()
		if err := os.WriteFile(filepath.Join(dir, name), []byte(content), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	git("init", "-q", "-b", "main")
	write("README", "main readme")
	for name, target := range map[string]string{"up": "../..", "abs": outside} {
		if err := os.Symlink(target, filepath.Join(dir, name)); err != nil {
			t.Fatal(err)
		}
	}
	git("add", "-A")
	git("commit", "-q", "-m", "main")
	sha := git("rev-parse", "HEAD")
	git("checkout", "-q", "-b", "feature")
	write("feature.txt", "feature")
	git("add", "-A")
	git("commit", "-q", "-m", "feature")
	git("checkout", "-q", "main")
	gitBin, err := exec.LookPath("git")
	if err != nil {
		t.Fatal(err)
	}
	srv := httptest.NewServer(&cgi.Handler{
		Path: gitBin,
		Args: []string{"http-backend"},
		Env: []string{"GIT_PROJECT_ROOT=" + root, "GIT_HTTP_EXPORT_ALL=1", "GIT_CONFIG_NOSYSTEM=1", "GIT_CONFIG_GLOBAL=/dev/null",
			"GIT_CONFIG_COUNT=1", "GIT_CONFIG_KEY_0=uploadpack.allowAnySHA1InWant", "GIT_CONFIG_VALUE_0=true"},
	})
	t.Cleanup(srv.Close)
	return gitRepo{url: srv.URL + "/repo", mainSHA: sha}
}

// controlDirOf is the control directory of a run: in the directory of
// cfg.DataDir in cfg.ControlDir, which New made.
func controlDirOf(t *testing.T, cfg local.Config, runID string) string {
	t.Helper()
	roots, err := filepath.Glob(filepath.Join(cfg.ControlDir, "*", "datadir"))
	if err != nil || len(roots) != 1 {
		t.Fatalf("the control dir %s holds %d data dirs' directories, want 1 (%v)", cfg.ControlDir, len(roots), err)
	}
	return filepath.Join(filepath.Dir(roots[0]), runID)
}

// jobDirOf is the job directory of a run, from its meta.json.
func jobDirOf(t *testing.T, cfg local.Config, runID string) string {
	t.Helper()
	b, err := os.ReadFile(filepath.Join(cfg.DataDir, "runs", runID, "meta.json"))
	if err != nil {
		t.Fatalf("meta of %s: %v", runID, err)
	}
	var m struct {
		JobDir string `json:"jobDir"`
	}
	if err := json.Unmarshal(b, &m); err != nil || m.JobDir == "" {
		t.Fatalf("meta of %s names no job directory: %v", runID, err)
	}
	return m.JobDir
}

func TestDispatchPreparesTheWorkspace(t *testing.T) {
	t.Parallel()
	outside := t.TempDir()
	repo := newGitRepo(t, outside)
	tests := map[string]struct {
		repo       *evalcase.Repo
		files      []evalcase.File
		script     string
		wantStdout []string
		wantErr    string // class/code
	}{
		"seed files are written into the workspace": {
			files:      []evalcase.File{{Path: "a.txt", Content: "alpha"}, {Path: "dir/sub/b.txt", Content: "beta"}},
			script:     `cat a.txt; echo; cat dir/sub/b.txt; echo`,
			wantStdout: []string{"alpha", "beta"},
		},
		"the task file holds the case's task": {
			script:     `cat "$EVERDICT_TASK"; echo`,
			wantStdout: []string{"do the thing"},
		},
		"the harness runs in a workspace that starts empty": {
			script:     `basename "$PWD"; ls -A | wc -l | tr -d ' '`,
			wantStdout: []string{"workspace", "0"},
		},
		"a repository is cloned at its default branch": {
			repo:       &evalcase.Repo{URL: repo.url},
			script:     `cat README; echo; test -e feature.txt && echo feature || echo no feature`,
			wantStdout: []string{"main readme", "no feature"},
		},
		"a repository is cloned at a named branch": {
			repo:       &evalcase.Repo{URL: repo.url, Ref: "feature"},
			script:     `cat feature.txt; echo; git rev-list --count HEAD`,
			wantStdout: []string{"feature", "1"},
		},
		"a repository is cloned at a commit id": {
			repo:       &evalcase.Repo{URL: repo.url, Ref: repo.mainSHA},
			script:     `git rev-parse HEAD; test -e feature.txt && echo feature || echo no feature`,
			wantStdout: []string{repo.mainSHA, "no feature"},
		},
		"seed files are written over the cloned repository": {
			repo:       &evalcase.Repo{URL: repo.url},
			files:      []evalcase.File{{Path: "README", Content: "seeded"}},
			script:     `cat README; echo`,
			wantStdout: []string{"seeded"},
		},
		"a seed file cannot climb out through a relative link of the repository": {
			repo:    &evalcase.Repo{URL: repo.url},
			files:   []evalcase.File{{Path: "up/escaped.txt", Content: "x"}},
			script:  `echo ran`,
			wantErr: "CONFIG/WORKSPACE_FAILED",
		},
		"a seed file cannot leave through an absolute link of the repository": {
			repo:    &evalcase.Repo{URL: repo.url},
			files:   []evalcase.File{{Path: "abs/escaped.txt", Content: "x"}},
			script:  `echo ran`,
			wantErr: "CONFIG/WORKSPACE_FAILED",
		},
		"a seed path climbing out of the workspace is refused": {
			files:   []evalcase.File{{Path: "../escaped.txt", Content: "x"}},
			script:  `echo ran`,
			wantErr: "CONFIG/INVALID_JOB",
		},
		"a repository over a transport that is not allowed is refused": {
			repo:    &evalcase.Repo{URL: "file://" + outside},
			script:  `echo ran`,
			wantErr: "CONFIG/CLONE_FAILED",
		},
		"a ref the repository lacks fails the clone": {
			repo:    &evalcase.Repo{URL: repo.url, Ref: "no-such-branch"},
			script:  `echo ran`,
			wantErr: "CONFIG/CLONE_FAILED",
		},
	}
	for name, tc := range tests {
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			cfg := testConfig(t)
			j := shJob(tc.script)
			j.Case.Repo, j.Case.Files = tc.repo, tc.files
			_, l, err := runJob(t, newBackend(t, cfg), j)
			if diff := cmp.Diff(tc.wantErr, classCode(err)); diff != "" {
				t.Fatalf("error %v: class/code (-want +got):\n%s", err, diff)
			}
			if diff := cmp.Diff(tc.wantStdout, l.stream(backends.StreamStdout)); diff != "" {
				t.Errorf("stdout (-want +got):\n%s", diff)
			}
			for _, p := range []string{filepath.Join(outside, "escaped.txt"), filepath.Join(cfg.DataDir, "runs", j.RunID, "escaped.txt"), filepath.Join(cfg.DataDir, "runs", "escaped.txt")} {
				if _, err := os.Lstat(p); err == nil {
					t.Errorf("a seed file escaped the workspace to %s", p)
				}
			}
		})
	}
}

func TestDispatchBuildsTheJobEnvironment(t *testing.T) {
	t.Parallel()
	tests := map[string]struct {
		env  []evalcase.EnvVar
		want map[string]string // value, or a suffix when it starts with "…"
	}{
		"the environment holds PATH, HOME, the protocol variables and the harness's env, nothing else": {
			env: []evalcase.EnvVar{{Name: "FOO", Value: "bar"}, {Name: "TOKEN", SecretRef: "tok", Value: "resolved"}},
			want: map[string]string{
				"PATH": local.JobPathDefault, "HOME": "…/home", "FOO": "bar", "TOKEN": "resolved",
				backends.EnvTask: "…/task.txt", backends.EnvResult: "…/report.json", backends.EnvAnswer: "…/answer.txt", backends.EnvArtifactsDir: "…/artifacts", backends.EnvRunID: "<run id>",
			},
		},
		"the harness's env may replace PATH and HOME": {
			env: []evalcase.EnvVar{{Name: "PATH", Value: "/usr/bin:/bin"}, {Name: "HOME", Value: "/nowhere"}},
			want: map[string]string{
				"PATH": "/usr/bin:/bin", "HOME": "/nowhere",
				backends.EnvTask: "…/task.txt", backends.EnvResult: "…/report.json", backends.EnvAnswer: "…/answer.txt", backends.EnvArtifactsDir: "…/artifacts", backends.EnvRunID: "<run id>",
			},
		},
	}
	for name, tc := range tests {
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			j := shJob("")
			j.Harness.Command = []string{"env"}
			j.Harness.Env = tc.env
			_, l, err := runJob(t, newBackend(t, testConfig(t)), j)
			if err != nil {
				t.Fatalf("Dispatch: %v", err)
			}
			got := map[string]string{}
			for _, kv := range l.stream(backends.StreamStdout) {
				k, v, _ := strings.Cut(kv, "=")
				got[k] = v
			}
			want := map[string]string{}
			for k, v := range tc.want {
				switch {
				case v == "<run id>":
					v = j.RunID
				case strings.HasPrefix(v, "…") && strings.HasSuffix(got[k], strings.TrimPrefix(v, "…")):
					v = got[k]
				}
				want[k] = v
			}
			if diff := cmp.Diff(want, got); diff != "" {
				t.Errorf("the job's environment (-want +got):\n%s", diff)
			}
		})
	}
}

func TestDispatchKeepsSecretsOffTheDisk(t *testing.T) {
	t.Parallel()
	cfg := testConfig(t)
	cfg.KeepWorkspace = true
	const secret = "tenant-secret-value-4b1d"
	j := shJob(`test -n "$API_KEY" && echo has key`)
	j.Harness.Env = []evalcase.EnvVar{{Name: "API_KEY", SecretRef: "api", Value: secret}}
	_, l, err := runJob(t, newBackend(t, cfg), j)
	if err != nil {
		t.Fatalf("Dispatch: %v", err)
	}
	if diff := cmp.Diff([]string{"has key"}, l.stream(backends.StreamStdout)); diff != "" {
		t.Fatalf("the harness did not see its secret (-want +got):\n%s", diff)
	}
	files := 0
	err = filepath.WalkDir(cfg.DataDir, func(p string, d fs.DirEntry, err error) error {
		if err != nil || !d.Type().IsRegular() {
			return err
		}
		files++
		b, err := os.ReadFile(p)
		if err != nil {
			return err
		}
		if bytes.Contains(b, []byte(secret)) {
			t.Errorf("%s holds the job's secret", p)
		}
		return nil
	})
	if err != nil || files < 3 {
		t.Fatalf("walked %d files of the data dir: %v", files, err)
	}
}

func TestAJobsPrintedSecretsAreMaskedBeforeTheyReachTheDisk(t *testing.T) {
	t.Parallel()
	cfg := testConfig(t)
	cfg.KeepWorkspace = true
	const secret = "tenant-secret-value-9c2e"
	j := shJob(`echo "key=$API_KEY"; printf '%s' "u:$API_KEY" | base64`)
	j.Harness.Env = []evalcase.EnvVar{{Name: "API_KEY", Value: secret}}
	j.Secrets = []string{secret}
	_, l, err := runJob(t, newBackend(t, cfg), j)
	if err != nil {
		t.Fatalf("Dispatch: %v", err)
	}
	out := l.stream(backends.StreamStdout)
	if len(out) != 2 || out[0] != "key=***" || !strings.Contains(out[1], "***") {
		t.Errorf("stdout = %q, want the secret masked plainly and in base64", out)
	}
	err = filepath.WalkDir(cfg.DataDir, func(p string, d fs.DirEntry, err error) error {
		if err != nil || !d.Type().IsRegular() {
			return err
		}
		b, err := os.ReadFile(p)
		if err == nil && bytes.Contains(b, []byte(secret)) {
			t.Errorf("%s holds the secret the job printed", p)
		}
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
}

func TestDispatchRefusesBeforeRunningAnything(t *testing.T) {
	t.Parallel()
	tests := map[string]struct {
		hardened bool
		bwrap    string
		mutate   func(*backends.Job)
		wantErr  string
		wantIs   error
	}{
		"a case naming an image is refused": {
			mutate:  func(j *backends.Job) { j.Case.Image = "alpine:3" },
			wantErr: "CONFIG/UNSUPPORTED", wantIs: backends.ErrUnsupported,
		},
		"a harness naming an image is refused": {
			mutate:  func(j *backends.Job) { j.Harness.Image = "ghcr.io/acme/agent:1" },
			wantErr: "CONFIG/UNSUPPORTED", wantIs: backends.ErrUnsupported,
		},
		"an untrusted tenant's job is refused where no sandbox works": {
			bwrap:   "/nonexistent/bwrap",
			mutate:  func(j *backends.Job) { j.Zone = domain.ZoneFor("acme", false) },
			wantErr: "CONFIG/SANDBOX_UNAVAILABLE", wantIs: backends.ErrSandboxUnavailable,
		},
		"a hardened backend without a sandbox refuses even a trusted tenant's job": {
			hardened: true, bwrap: "/nonexistent/bwrap",
			wantErr: "CONFIG/SANDBOX_UNAVAILABLE", wantIs: backends.ErrSandboxUnavailable,
		},
		"a harness env reserved by the protocol is refused": {
			mutate: func(j *backends.Job) {
				j.Harness.Env = []evalcase.EnvVar{{Name: backends.EnvResult, Value: "/etc/passwd"}}
			},
			wantErr: "CONFIG/INVALID_JOB", wantIs: backends.ErrInvalidJob,
		},
		"a run id that is not a correlation id is refused": {
			mutate:  func(j *backends.Job) { j.RunID = "../evd-run-1" },
			wantErr: "CONFIG/INVALID_JOB", wantIs: backends.ErrInvalidJob,
		},
	}
	for name, tc := range tests {
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			cfg := testConfig(t)
			cfg.Hardened, cfg.BwrapPath = tc.hardened, tc.bwrap
			marker := filepath.Join(backendtest.OpenDir(t), "ran")
			j := shJob("touch " + marker)
			if tc.mutate != nil {
				tc.mutate(&j)
			}
			_, _, err := runJob(t, newBackend(t, cfg), j)
			if diff := cmp.Diff(tc.wantErr, classCode(err)); diff != "" {
				t.Errorf("error %v: class/code (-want +got):\n%s", err, diff)
			}
			if !errors.Is(err, tc.wantIs) {
				t.Errorf("error %v does not wrap %v", err, tc.wantIs)
			}
			if runs, err := os.ReadDir(filepath.Join(cfg.DataDir, "runs")); err != nil || len(runs) != 0 {
				t.Errorf("the data dir holds %d runs (%v), want none", len(runs), err)
			}
			if _, err := os.Stat(marker); err == nil {
				t.Errorf("the harness ran")
			}
		})
	}
}

func TestDispatchStopsAndGrades(t *testing.T) {
	t.Parallel()
	tests := map[string]struct {
		command    []string
		timeoutSec int
		memoryMB   int
		graders    []evalcase.Grader
		want       evalcase.Result
		wantErr    string
		wantSystem string // a system line containing this
	}{
		"a harness that ignores SIGTERM is killed after the grace and graded timeout": {
			command:    []string{"sh", "-c", `trap '' TERM; echo ready; while :; do sleep 1; done`},
			timeoutSec: 1,
			want:       evalcase.Result{Verdict: evalcase.VerdictFail, Graders: []evalcase.GraderResult{}, ExitCode: ptr(128 + 9), LimitHit: evalcase.LimitTimeout},
			wantSystem: "killing it",
		},
		"a harness within its memory limit is graded as usual": {
			command:  []string{"sh", "-c", `echo small`},
			memoryMB: 64,
			want:     evalcase.Result{Verdict: evalcase.VerdictPass, Graders: []evalcase.GraderResult{}, ExitCode: ptr(0)},
		},
		"a harness killed by a signal reports 128 plus the signal": {
			command: []string{"sh", "-c", `kill -TERM $$`},
			want:    evalcase.Result{Verdict: evalcase.VerdictFail, Graders: []evalcase.GraderResult{}, ExitCode: ptr(128 + 15)},
		},
		"a harness command that does not exist fails as CONFIG": {
			command: []string{"no-such-harness-4e1a"},
			wantErr: "CONFIG/HARNESS_START_FAILED",
		},
		"a grader command that does not exist fails its grader": {
			command: []string{"true"},
			graders: []evalcase.Grader{{Kind: evalcase.GraderTestsPass, Command: []string{"no-such-grader-4e1a"}}},
			want:    evalcase.Result{Verdict: evalcase.VerdictFail, Graders: []evalcase.GraderResult{{Kind: evalcase.GraderTestsPass, Value: ptr(127.0)}}, ExitCode: ptr(0)},
		},
		"graders run in the workspace the harness left": {
			command: []string{"sh", "-c", `echo built > artifact`},
			graders: []evalcase.Grader{{Kind: evalcase.GraderTestsPass, Command: []string{"grep", "-q", "built", "artifact"}}},
			want:    evalcase.Result{Verdict: evalcase.VerdictPass, Graders: []evalcase.GraderResult{{Kind: evalcase.GraderTestsPass, Passed: true, Value: ptr(0.0)}}, ExitCode: ptr(0)},
		},
		"a report that is not JSON is ignored": {
			command:    []string{"sh", "-c", `echo 'not json' > "$EVERDICT_RESULT"`},
			graders:    []evalcase.Grader{{Kind: evalcase.GraderSteps, Max: ptr(3.0)}},
			want:       evalcase.Result{Verdict: evalcase.VerdictFail, Graders: []evalcase.GraderResult{{Kind: evalcase.GraderSteps}}, ExitCode: ptr(0)},
			wantSystem: "report ignored",
		},
		"a report linked to a file outside the job is ignored": {
			command:    []string{"sh", "-c", `printf '{"output":"stolen"}' > /tmp/.everdict-outside-report-$$; ln -s /tmp/.everdict-outside-report-$$ "$EVERDICT_RESULT"`},
			want:       evalcase.Result{Verdict: evalcase.VerdictPass, Graders: []evalcase.GraderResult{}, ExitCode: ptr(0)},
			wantSystem: "report ignored",
		},
	}
	for name, tc := range tests {
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			j := shJob("")
			j.Harness.Command = tc.command
			j.Case.Graders = tc.graders
			j.Case.Resources.MemoryMB = tc.memoryMB
			if tc.timeoutSec > 0 {
				j.Case.TimeoutSec = tc.timeoutSec
			}
			res, l, err := runJob(t, newBackend(t, testConfig(t)), j)
			if diff := cmp.Diff(tc.wantErr, classCode(err)); diff != "" {
				t.Fatalf("error %v: class/code (-want +got):\n%s", err, diff)
			}
			res.LatencyMS = 0
			if diff := cmp.Diff(tc.want, res); diff != "" {
				t.Errorf("result (-want +got):\n%s", diff)
			}
			if tc.wantSystem != "" && !slices.ContainsFunc(l.stream(backends.StreamSystem), func(s string) bool { return strings.Contains(s, tc.wantSystem) }) {
				t.Errorf("no system line mentions %q:\n%s", tc.wantSystem, strings.Join(l.stream(backends.StreamSystem), "\n"))
			}
		})
	}
	// The linked report's target lives in the host's /tmp: leave none behind.
	t.Cleanup(func() {
		m, _ := filepath.Glob("/tmp/.everdict-outside-report-*")
		for _, p := range m {
			_ = os.Remove(p)
		}
	})
}

func ptr[T any](v T) *T { return &v }

// holder makes a FIFO and returns the harness line that holds its write end
// open for as long as the harness's processes live, and a channel closed
// once none holds it any more.
func holder(t *testing.T) (string, <-chan struct{}) {
	t.Helper()
	fifo := backendtest.OpenFIFO(t, "held") // the harness runs as the job user
	released := make(chan struct{})
	go func() {
		defer close(released)
		f, err := os.Open(fifo) // blocks until the harness opens it
		if err != nil {
			return
		}
		_, _ = io.Copy(io.Discard, f) // EOF once every writer is gone
		_ = f.Close()
	}()
	return "exec 3>" + fifo, released
}

func TestDispatchKillsWhatTheHarnessLeavesBehind(t *testing.T) {
	t.Parallel()
	hold, released := holder(t)
	j := shJob(hold + `; (while :; do sleep 3600; done) & echo left a child`)
	if _, _, err := runJob(t, newBackend(t, testConfig(t)), j); err != nil {
		t.Fatalf("Dispatch: %v", err)
	}
	backendtest.Await(t, released, "the leftover child's end")
}

func TestSupervisorDeath(t *testing.T) {
	t.Parallel()
	tests := map[string]struct {
		// then acts after the supervisor was killed; it returns what the
		// backend said of the run as "OUTCOME class/code".
		then func(t *testing.T, b *local.Backend, runID string, dispatched <-chan backendtest.Dispatched) string
		want string
	}{
		"a following Dispatch fails as INFRA and stops the orphaned harness": {
			then: func(t *testing.T, _ *local.Backend, _ string, dispatched <-chan backendtest.Dispatched) string {
				return "DISPATCH " + classCode(backendtest.Await(t, dispatched, "dispatch").Err)
			},
			want: "DISPATCH INFRA/JOB_LOST",
		},
		"Adopt answers Unknown and stops the orphaned harness": {
			then: func(t *testing.T, b *local.Backend, runID string, _ <-chan backendtest.Dispatched) string {
				o, _, err := b.Adopt(t.Context(), runID, 0, backends.Discard)
				return o.String() + " " + classCode(err)
			},
			want: "UNKNOWN INTERRUPTED/JOB_LOST",
		},
		"Cancel stops the orphaned harness and records CANCELED": {
			then: func(t *testing.T, b *local.Backend, runID string, _ <-chan backendtest.Dispatched) string {
				if err := b.Cancel(t.Context(), runID); err != nil {
					t.Fatalf("Cancel: %v", err)
				}
				o, _, err := b.Adopt(t.Context(), runID, 0, backends.Discard)
				return o.String() + " " + classCode(err)
			},
			want: "ADOPTED CANCELED/CANCELED",
		},
	}
	for name, tc := range tests {
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			cfg := testConfig(t)
			hold, released := holder(t)
			j := shJob(hold + `; echo ready; while :; do sleep 3600; done`)
			l := &lines{}
			ready := l.expect("ready")
			ctx, detach := context.WithCancelCause(t.Context())
			defer detach(nil)
			dispatched := backendtest.Dispatch(ctx, newBackend(t, cfg), j, l)
			backendtest.Await(t, ready, "the harness's ready line")
			if !strings.HasPrefix(tc.want, "DISPATCH") {
				detach(backends.ErrDetached)
				backendtest.Await(t, dispatched, "detached dispatch")
			}
			b, err := os.ReadFile(filepath.Join(controlDirOf(t, cfg, j.RunID), "supervisor.pid"))
			if err != nil {
				t.Fatal(err)
			}
			pid, _ := strconv.Atoi(strings.Fields(string(b))[0])
			if err := syscall.Kill(pid, syscall.SIGKILL); err != nil {
				t.Fatalf("kill the supervisor: %v", err)
			}
			if diff := cmp.Diff(tc.want, tc.then(t, newBackend(t, cfg), j.RunID, dispatched)); diff != "" {
				t.Errorf("(-want +got):\n%s", diff)
			}
			backendtest.Await(t, released, "the orphaned harness's end")
		})
	}
}

func TestAdoptOfARunDirectoryWithoutSupervisorIsUnknown(t *testing.T) {
	t.Parallel()
	cfg := testConfig(t)
	b := newBackend(t, cfg)
	for _, dir := range []string{filepath.Join(cfg.DataDir, "runs", "evd-run-crashed"), controlDirOf(t, cfg, "evd-run-crashed")} {
		if err := os.MkdirAll(dir, 0o700); err != nil {
			t.Fatal(err)
		}
	}
	// A pid no process has: a supervisor that crashed.
	if err := os.WriteFile(filepath.Join(controlDirOf(t, cfg, "evd-run-crashed"), "supervisor.pid"), []byte("2147483646 1\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	o, res, err := b.Adopt(t.Context(), "evd-run-crashed", 0, backends.Discard)
	if diff := cmp.Diff("UNKNOWN INTERRUPTED/JOB_LOST", o.String()+" "+classCode(err)); diff != "" {
		t.Errorf("(-want +got):\n%s", diff)
	}
	if diff := cmp.Diff(evalcase.Result{}, res); diff != "" {
		t.Errorf("result (-want +got):\n%s", diff)
	}
}

// sandbox returns a hardened Backend, failing when bubblewrap does not work.
func sandboxed(t *testing.T, cfg local.Config) *local.Backend {
	t.Helper()
	cfg.Hardened = true
	b := newBackend(t, cfg)
	if !b.SandboxAvailable() {
		t.Fatal("bubblewrap does not work on this host; install the Debian package bubblewrap")
	}
	return b
}

func TestHardenedRunsReachNothingButTheirWorkspace(t *testing.T) {
	t.Parallel()
	tests := map[string]struct {
		zone     domain.TrustZone
		hardened bool
		want     []string
		verdict  evalcase.Verdict
	}{
		"a trusted tenant's plain run reaches the host, not another run": {
			zone: domain.ZoneFor("acme", true),
			want: []string{
				"network: yes", "read host file: yes", "read /etc/hostname: yes", "list /root: no", // the job's user is not root
				"read another run: no", "write host dir: yes", "write another run: no", "write workspace: yes",
			},
			verdict: evalcase.VerdictFail, // its grader can read the host file
		},
		"an untrusted tenant's run is sandboxed": {
			zone: domain.ZoneFor("acme", false),
			want: []string{
				"network: no", "read host file: no", "read /etc/hostname: no", "list /root: no",
				"read another run: no", "write host dir: no", "write another run: no", "write workspace: yes",
			},
			verdict: evalcase.VerdictPass,
		},
		"a hardened backend sandboxes a trusted tenant's run too": {
			zone: domain.ZoneFor("acme", true), hardened: true,
			want: []string{
				"network: no", "read host file: no", "read /etc/hostname: no", "list /root: no",
				"read another run: no", "write host dir: no", "write another run: no", "write workspace: yes",
			},
			verdict: evalcase.VerdictPass,
		},
	}
	for name, tc := range tests {
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			cfg := testConfig(t)
			sandboxed(t, cfg) // the probe, and proof bubblewrap works
			cfg.Hardened = tc.hardened
			b := newBackend(t, cfg)

			ln, err := net.Listen("tcp", "127.0.0.1:0")
			if err != nil {
				t.Fatal(err)
			}
			defer func() { _ = ln.Close() }()
			accepted := make(chan struct{}, 1)
			go func() {
				for {
					c, err := ln.Accept()
					if err != nil {
						return
					}
					select {
					case accepted <- struct{}{}:
					default:
					}
					_ = c.Close()
				}
			}()
			hostDir := backendtest.OpenDir(t) // world-writable: what a plain job's user can reach
			secret := filepath.Join(hostDir, "secret")
			if err := os.WriteFile(secret, []byte("host secret"), 0o644); err != nil {
				t.Fatal(err)
			}
			// Another run, kept on disk, whose workspace holds a file.
			keep := cfg
			keep.KeepWorkspace = true
			other := shJob(`echo other tenant > private.txt`)
			if _, _, err := runJob(t, newBackend(t, keep), other); err != nil {
				t.Fatalf("the other run: %v", err)
			}
			otherFile := filepath.Join(jobDirOf(t, cfg, other.RunID), "workspace", "private.txt")
			if _, err := os.Stat(otherFile); err != nil {
				t.Fatalf("the other run's file: %v", err)
			}

			otherInjected := filepath.Join(filepath.Dir(otherFile), "injected.txt")
			port := ln.Addr().(*net.TCPAddr).Port
			script := `try() { if eval "$2" >/dev/null 2>&1; then echo "$1: yes"; else echo "$1: no"; fi; }
try network 'exec 3<>/dev/tcp/127.0.0.1/` + strconv.Itoa(port) + `'
try "read host file" 'cat ` + secret + `'
try "read /etc/hostname" 'cat /etc/hostname'
try "list /root" 'ls /root'
try "read another run" 'cat ` + otherFile + `'
try "write host dir" 'echo x > ` + filepath.Join(hostDir, "escaped") + `'
try "write another run" 'echo x > ` + otherInjected + `'
try "write workspace" 'echo x > inside.txt'
`
			j := shJob("")
			j.Harness.Command = []string{"bash", "-c", script}
			j.Zone = tc.zone
			j.Case.Graders = []evalcase.Grader{{Kind: evalcase.GraderTestsPass, Command: []string{"sh", "-c", "test -f inside.txt && ! cat " + secret + " >/dev/null 2>&1"}}}
			res, l, err := runJob(t, b, j)
			if err != nil {
				t.Fatalf("Dispatch: %v", err)
			}
			if diff := cmp.Diff(tc.want, l.stream(backends.StreamStdout)); diff != "" {
				t.Errorf("what the harness could do (-want +got):\n%s", diff)
			}
			if diff := cmp.Diff(tc.verdict, res.Verdict); diff != "" {
				t.Errorf("verdict of the grader that must see the workspace and not the host (-want +got):\n%s", diff)
			}
			plain := tc.want[0] == "network: yes"
			if plain {
				// The harness's connect completed; the accept may come a
				// moment after the run ended.
				backendtest.Await(t, accepted, "the plain run's connection")
			} else {
				select {
				case <-accepted:
					t.Error("the listener accepted a connection from a sandboxed run")
				default:
				}
			}
			if _, err := os.Stat(filepath.Join(hostDir, "escaped")); (err == nil) != plain {
				t.Errorf("the file written to the host dir exists: %v, want %v", err == nil, plain)
			}
			if _, err := os.Stat(otherInjected); err == nil {
				t.Error("the run wrote into another run's workspace")
			}
		})
	}
}

func TestHardenedSandboxHasAReadOnlySystemAndNamespacesOfItsOwn(t *testing.T) {
	t.Parallel()
	b := sandboxed(t, testConfig(t))
	j := shJob(`for d in /usr /bin /usr/local/bin /lib; do if touch "$d/.everdict-escape" 2>/dev/null; then echo "$d: writable"; else echo "$d: read-only"; fi; done; case "$(tr '\000' ' ' < /proc/1/cmdline)" in *bwrap*) echo "pid 1: bubblewrap";; *) echo "pid 1: the host's";; esac; hostname`)
	_, l, err := runJob(t, b, j)
	if err != nil {
		t.Fatalf("Dispatch: %v", err)
	}
	want := []string{"/usr: read-only", "/bin: read-only", "/usr/local/bin: read-only", "/lib: read-only", "pid 1: bubblewrap", "everdict"}
	got := l.stream(backends.StreamStdout)
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("(-want +got):\n%s\nstderr and system lines:\n%s", diff, strings.Join(append(l.stream(backends.StreamStderr), l.stream(backends.StreamSystem)...), "\n"))
	}
}

func TestHardenedLimitsStillApply(t *testing.T) {
	t.Parallel()
	tests := map[string]struct {
		script     string
		timeoutSec int
		memoryMB   int
		want       string
	}{
		"a sandboxed harness is stopped at its timeout": {
			script: `echo ready; while :; do sleep 3600; done`, timeoutSec: 1, want: "limit timeout",
		},
		"a sandboxed harness over its memory limit is an OOM kill": {
			script: `held=$(dd if=/dev/zero bs=1048576 count=256 2>/dev/null | tr '\000' x); while :; do sleep 3600; done`, memoryMB: 16, want: "INFRA/OOM_KILLED",
		},
	}
	for name, tc := range tests {
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			b := sandboxed(t, testConfig(t))
			j := shJob(tc.script)
			j.Case.TimeoutSec = max(tc.timeoutSec, 60)
			if tc.timeoutSec > 0 {
				j.Case.TimeoutSec = tc.timeoutSec
			}
			j.Case.Resources.MemoryMB = tc.memoryMB
			res, _, err := runJob(t, b, j)
			got := classCode(err)
			if err == nil {
				got = "limit " + res.LimitHit
			}
			if diff := cmp.Diff(tc.want, got); diff != "" {
				t.Errorf("(-want +got):\n%s", diff)
			}
		})
	}
}

func TestProbe(t *testing.T) {
	t.Parallel()
	runsAs := "each run as a uid of its own from " + local.JobUIDsDefault
	tests := map[string]struct {
		bwrap          string
		cgroupParent   string
		rlimitFallback bool
		want           backends.ProbeResult
	}{
		"a host with bubblewrap can run hardened jobs": {
			want: backends.ProbeResult{Reachable: true, Authenticated: true, Hardened: true,
				Message: "local host ready; sandbox: bubblewrap; " + runsAs + "; memory, pids and cpu limited by cgroup v1"},
		},
		"a host without bubblewrap cannot": {
			bwrap: "/nonexistent/bwrap",
			want: backends.ProbeResult{Reachable: true, Authenticated: true,
				Message: "local host ready; no sandbox (bubblewrap unavailable); " + runsAs + "; memory, pids and cpu limited by cgroup v1"},
		},
		"where no cgroup can be made, the probe says runs fail": {
			cgroupParent: "everdict-test-no-such-parent/jobs",
			want: backends.ProbeResult{Reachable: true, Authenticated: true, Hardened: true,
				Message: "local host ready; sandbox: bubblewrap; " + runsAs + "; no cgroup, so every run fails: …"},
		},
		"where no cgroup can be made and the operator allowed it, the probe says rlimits bound runs": {
			cgroupParent: "everdict-test-no-such-parent/jobs", rlimitFallback: true,
			want: backends.ProbeResult{Reachable: true, Authenticated: true, Hardened: true,
				Message: "local host ready; sandbox: bubblewrap; " + runsAs + "; no cgroup: memory and processes limited by rlimits (the operator's fallback)"},
		},
	}
	for name, tc := range tests {
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			cfg := testConfig(t)
			cfg.BwrapPath = tc.bwrap
			cfg.CgroupParent = tc.cgroupParent
			cfg.RlimitFallback = tc.rlimitFallback
			got, err := newBackend(t, cfg).Probe(t.Context())
			if err != nil {
				t.Fatalf("Probe: %v", err)
			}
			// The reason a cgroup could not be made is the kernel's.
			if head, _, ok := strings.Cut(got.Message, "every run fails: "); ok {
				got.Message = head + "every run fails: …"
			}
			if v2 := fileExists("/sys/fs/cgroup/cgroup.controllers"); v2 {
				tc.want.Message = strings.Replace(tc.want.Message, "cgroup v1", "cgroup v2", 1)
			}
			if diff := cmp.Diff(tc.want, got); diff != "" {
				t.Errorf("(-want +got):\n%s", diff)
			}
			if diff := cmp.Diff(tc.want.Hardened, newBackend(t, cfg).SandboxAvailable()); diff != "" {
				t.Errorf("SandboxAvailable (-want +got):\n%s", diff)
			}
		})
	}
}

func fileExists(p string) bool {
	_, err := os.Stat(p)
	return err == nil
}

func TestNewNeedsADataDir(t *testing.T) {
	t.Parallel()
	if _, err := local.New(local.Config{}); err == nil {
		t.Error("New with no data dir: nil error")
	}
}

func TestSupervisorMainWithoutItsSpecFails(t *testing.T) {
	t.Parallel()
	if got := local.SupervisorMain(); got == 0 {
		t.Errorf("SupervisorMain() = 0 outside a supervisor, want non-zero")
	}
}
