package backendtest_test

import (
	"bytes"
	"context"
	"encoding/json"
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
	"github.com/everdict/everdict/evalcase"
)

func ptr[T any](v T) *T { return &v }

// played is what a scenario did, by a real shell or by Emulate.
type played struct {
	Stdout, Stderr []string
	ExitCode       int
	Report         *evalcase.Report
	TestsExit      []int
}

// runScript runs the scenario's script with sh in a fresh workspace, then
// its graders.
func runScript(t *testing.T, s backendtest.Scenario, env []string, task string) played {
	t.Helper()
	dir := t.TempDir()
	ws := filepath.Join(dir, "workspace")
	if err := os.Mkdir(ws, 0o755); err != nil {
		t.Fatal(err)
	}
	taskFile, report := filepath.Join(dir, "task.txt"), filepath.Join(dir, "report.json")
	if err := os.WriteFile(taskFile, []byte(task), 0o644); err != nil {
		t.Fatal(err)
	}
	env = append(env, backends.EnvTask+"="+taskFile, backends.EnvResult+"="+report)
	cmdline := s.Command()
	cmd := exec.Command(cmdline[0], cmdline[1:]...)
	cmd.Dir, cmd.Env = ws, env
	var stdout, stderr bytes.Buffer
	cmd.Stdout, cmd.Stderr = &stdout, &stderr
	err := cmd.Run()
	var p played
	var exit *exec.ExitError
	switch {
	case errors.As(err, &exit):
		p.ExitCode = exit.ExitCode()
	case err != nil:
		t.Fatalf("run the script: %v", err)
	}
	split := func(b bytes.Buffer) []string {
		if b.Len() == 0 {
			return nil
		}
		return strings.Split(strings.TrimSuffix(b.String(), "\n"), "\n")
	}
	p.Stdout, p.Stderr = split(stdout), split(stderr)
	if b, err := os.ReadFile(report); err == nil {
		p.Report = &evalcase.Report{}
		if err := json.Unmarshal(b, p.Report); err != nil {
			t.Fatalf("the script's report: %v", err)
		}
	}
	for i := range s.Tests {
		g := backendtest.GraderCommand(i)
		gc := exec.Command(g[0], g[1:]...)
		gc.Dir, gc.Env = ws, env
		code := 0
		if err := gc.Run(); errors.As(err, &exit) {
			code = exit.ExitCode()
		} else if err != nil {
			t.Fatalf("grader %d: %v", i, err)
		}
		p.TestsExit = append(p.TestsExit, code)
	}
	return p
}

func emulate(ctx context.Context, s backendtest.Scenario, env []string, task string, memoryMB int) (played, backendtest.Emulated) {
	var p played
	e := s.Emulate(ctx, env, task, memoryMB, func(stream backends.Stream, text string) {
		switch stream {
		case backends.StreamStdout:
			p.Stdout = append(p.Stdout, text)
		case backends.StreamStderr:
			p.Stderr = append(p.Stderr, text)
		}
	})
	p.ExitCode, p.Report, p.TestsExit = e.ExitCode, e.Report, e.TestsExit
	return p, e
}

func TestScriptAndEmulateAgree(t *testing.T) {
	t.Parallel()
	tests := map[string]struct {
		scenario backendtest.Scenario
		gate     bool
	}{
		"lines, a report and graders": {scenario: backendtest.Scenario{
			Name:   "pass",
			Stdout: []string{"one", "it's quoted", `back\slash $HOME`},
			Stderr: []string{"err"},
			Report: &evalcase.Report{Steps: ptr(3), CostUSD: ptr(0.5), Output: "done"},
			Tests:  []bool{true, false},
		}},
		"a failing exit code": {scenario: backendtest.Scenario{Name: "fail", Stdout: []string{"giving up"}, ExitCode: 3}},
		"the task":            {scenario: backendtest.Scenario{Name: "env", PrintTask: true}},
		"a gate":              {scenario: backendtest.Scenario{Name: "gate", Stdout: []string{"before"}, AfterGate: []string{"after"}}, gate: true},
	}
	for name, tc := range tests {
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			s := tc.scenario
			release := func() {}
			if tc.gate {
				s.Gate = filepath.Join(t.TempDir(), "gate")
				if err := syscall.Mkfifo(s.Gate, 0o600); err != nil {
					t.Fatal(err)
				}
				release = func() {
					go func() {
						if f, err := os.OpenFile(s.Gate, os.O_WRONLY, 0); err == nil {
							_, _ = f.WriteString("go\n")
							_ = f.Close()
						}
					}()
				}
			}
			env := []string{"PATH=" + os.Getenv("PATH"), "GREETING=hello"}
			release()
			got := runScript(t, s, env, "the task\nin two lines")
			release() // again, for Emulate
			ctx, cancel := context.WithTimeout(t.Context(), time.Minute)
			defer cancel()
			want, _ := emulate(ctx, s, nil, "the task\nin two lines", 0)
			if diff := cmp.Diff(want, got); diff != "" {
				t.Errorf("Emulate (-) and sh (+) disagree:\n%s", diff)
			}
		})
	}
}

func TestPrintEnvShowsTheJobsEnvironment(t *testing.T) {
	t.Parallel()
	s := backendtest.Scenario{Name: "env", PrintEnv: true}
	env := []string{"PATH=" + os.Getenv("PATH"), "GREETING=hello world"}
	got := runScript(t, s, env, "task")
	want, _ := emulate(t.Context(), s, env, "task", 0)
	// The shell also shows the protocol's variables runScript adds, and may
	// add its own (PWD): every variable Emulate shows must be there.
	for _, kv := range want.Stdout {
		if !strings.Contains("\n"+strings.Join(got.Stdout, "\n")+"\n", "\n"+kv+"\n") {
			t.Errorf("sh's env lacks %q; it printed %q", kv, got.Stdout)
		}
	}
}

func TestEmulateStopsWhereARealHarnessWouldBeStopped(t *testing.T) {
	t.Parallel()
	tests := map[string]struct {
		scenario backendtest.Scenario
		memoryMB int
		want     backendtest.Emulated
	}{
		"a blocking scenario runs until stopped": {
			scenario: backendtest.Scenario{Name: "block", Block: true},
			want:     backendtest.Emulated{Stopped: true},
		},
		"an allocation over the limit is an OOM kill": {
			scenario: backendtest.Scenario{Name: "oom", AllocateMB: 256, Block: true},
			memoryMB: 16,
			want:     backendtest.Emulated{OOMKilled: true},
		},
		"a gate that never opens runs until stopped": {
			scenario: backendtest.Scenario{Name: "gate", Gate: "/nonexistent/gate", Tests: []bool{true}},
			want:     backendtest.Emulated{Stopped: true, TestsExit: []int{0}},
		},
	}
	for name, tc := range tests {
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			ctx, cancel := context.WithCancel(t.Context())
			if !tc.want.OOMKilled {
				cancel() // the fake's kill
			}
			defer cancel()
			s := tc.scenario
			if s.Gate == "/nonexistent/gate" {
				s.Gate = filepath.Join(t.TempDir(), "gate")
				if err := syscall.Mkfifo(s.Gate, 0o600); err != nil {
					t.Fatal(err)
				}
				t.Cleanup(func() { // unblock the reader Emulate left behind
					if f, err := os.OpenFile(s.Gate, os.O_WRONLY, 0); err == nil {
						_ = f.Close()
					}
				})
			}
			_, got := emulate(ctx, s, nil, "", tc.memoryMB)
			if diff := cmp.Diff(tc.want, got); diff != "" {
				t.Errorf("(-want +got):\n%s", diff)
			}
		})
	}
}

func TestRecognize(t *testing.T) {
	t.Parallel()
	s := backendtest.Scenario{Name: "pass", Stdout: []string{"a"}, Tests: []bool{true}, Gate: "/tmp/g"}
	tests := map[string]struct {
		command []string
		want    backendtest.Scenario
		wantOK  bool
	}{
		"a scenario's command is recognized":             {command: s.Command(), want: s, wantOK: true},
		"a scenario wrapped by an adapter is recognized": {command: []string{"/bin/sh", "-c", "set -e\n" + s.Script() + "\n"}, want: s, wantOK: true},
		"another command is not":                         {command: []string{"claude", "-p", "fix it"}},
		"a marker without a scenario is not":             {command: []string{"sh", "-c", backendtest.Marker + "not json"}},
	}
	for name, tc := range tests {
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			got, ok := backendtest.Recognize(tc.command)
			if ok != tc.wantOK {
				t.Fatalf("Recognize ok = %v, want %v", ok, tc.wantOK)
			}
			if diff := cmp.Diff(tc.want, got); diff != "" {
				t.Errorf("(-want +got):\n%s", diff)
			}
		})
	}
}
