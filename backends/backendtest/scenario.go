package backendtest

import (
	"context"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"

	"github.com/everdict/everdict/backends"
	"github.com/everdict/everdict/evalcase"
)

// Marker begins the first line of every scenario's harness script; the rest
// of that line is the Scenario as JSON. Recognize finds it.
const Marker = "# everdict-conformance "

// Scenario is what one conformance job's harness does. The suite turns it
// into a POSIX sh script (Script) that a real backend runs; a fake finds it
// again in the job it was handed (Recognize) and plays it (Emulate). The
// steps run in the order of the fields. The zero value is a harness that
// exits 0 having done nothing. A Scenario is a plain value.
type Scenario struct {
	// Name names the scenario, for messages.
	Name string `json:"name"`
	// Stdout and Stderr are lines written to each stream, interleaved:
	// Stdout[0], Stderr[0], Stdout[1], …
	Stdout []string `json:"stdout,omitempty"`
	Stderr []string `json:"stderr,omitempty"`
	// PrintTask writes the task text (the file EVERDICT_TASK names) to
	// stdout, followed by a new line.
	PrintTask bool `json:"printTask,omitempty"`
	// PrintEnv writes every variable of the job's environment, as the job
	// sees it, to stdout as NAME=VALUE lines.
	PrintEnv bool `json:"printEnv,omitempty"`
	// Report is written as JSON to the file EVERDICT_RESULT names.
	Report *evalcase.Report `json:"report,omitempty"`
	// Answer is written to the file EVERDICT_ANSWER_FILE names, followed
	// by LongAnswer bytes "a".
	Answer     string `json:"answer,omitempty"`
	LongAnswer int    `json:"longAnswer,omitempty"`
	// Tests are the outcomes of the case's TESTS_PASS graders, in order: the
	// harness leaves a file in the workspace that grader i finds (exit 0)
	// when Tests[i] is true, and does not find (exit 1) otherwise.
	Tests []bool `json:"tests,omitempty"`
	// Gate is the path of a FIFO: the harness blocks until the suite writes a
	// line to it and closes it.
	Gate string `json:"gate,omitempty"`
	// AfterGate are stdout lines written once the gate opened.
	AfterGate []string `json:"afterGate,omitempty"`
	// AllocateMB is memory the harness allocates and keeps; more than the
	// case's Resources.MemoryMB gets it killed for exceeding its limit.
	AllocateMB int `json:"allocateMb,omitempty"`
	// Block keeps the harness running until it is stopped (timeout, cancel).
	Block bool `json:"block,omitempty"`
	// ExitCode is the harness's exit status when it ends by itself.
	ExitCode int `json:"exitCode,omitempty"`
	// Artifacts are left under the directory EVERDICT_ARTIFACTS_DIR names,
	// before the rest.
	Artifacts []ArtifactFile `json:"artifacts,omitempty"`
}

// ArtifactFile is a file a scenario's harness leaves to be collected: at
// Path (relative to the artifact directory), Content, or a symbolic link
// to LinkTo when that is set.
type ArtifactFile struct {
	Path    string `json:"path"`
	Content string `json:"content,omitempty"`
	LinkTo  string `json:"linkTo,omitempty"`
}

// Script returns the scenario as a POSIX sh script whose first line is
// Marker followed by the scenario as JSON.
func (s Scenario) Script() string {
	head, err := json.Marshal(s)
	if err != nil {
		panic(fmt.Sprintf("backendtest: encode scenario: %v", err))
	}
	var b strings.Builder
	line := func(format string, args ...any) { fmt.Fprintf(&b, format+"\n", args...) }
	line("%s%s", Marker, head)
	line("set -u")
	for _, a := range s.Artifacts {
		p := `"$EVERDICT_ARTIFACTS_DIR"/` + quote(a.Path)
		line(`mkdir -p "$(dirname %s)"`, p)
		if a.LinkTo != "" {
			line("ln -s %s %s", quote(a.LinkTo), p)
			continue
		}
		line("printf '%%s' %s > %s", quote(a.Content), p)
	}
	for i := 0; i < max(len(s.Stdout), len(s.Stderr)); i++ {
		if i < len(s.Stdout) {
			line("printf '%%s\\n' %s", quote(s.Stdout[i]))
		}
		if i < len(s.Stderr) {
			line("printf '%%s\\n' %s >&2", quote(s.Stderr[i]))
		}
	}
	if s.PrintTask {
		line(`cat "$EVERDICT_TASK"; echo`)
	}
	if s.PrintEnv {
		line("env")
	}
	if s.Report != nil {
		rep, err := json.Marshal(s.Report)
		if err != nil {
			panic(fmt.Sprintf("backendtest: encode report: %v", err))
		}
		line(`printf '%%s' %s > "$EVERDICT_RESULT"`, quote(string(rep)))
	}
	if s.Answer != "" || s.LongAnswer > 0 {
		line(`printf '%%s' %s > "$EVERDICT_ANSWER_FILE"`, quote(s.Answer))
		if s.LongAnswer > 0 {
			line(`head -c %d /dev/zero | tr '\000' a >> "$EVERDICT_ANSWER_FILE"`, s.LongAnswer)
		}
	}
	if len(s.Tests) > 0 {
		line("mkdir -p .conformance")
		for i, pass := range s.Tests {
			if pass {
				line(": > .conformance/pass-%d", i)
			}
		}
	}
	if s.Gate != "" {
		line("read -r _ < %s || :", quote(s.Gate))
		for _, t := range s.AfterGate {
			line("printf '%%s\\n' %s", quote(t))
		}
	}
	if s.AllocateMB > 0 {
		line(`held=$(dd if=/dev/zero bs=1048576 count=%d 2>/dev/null | tr '\000' x)`, s.AllocateMB)
	}
	if s.Block {
		line("while :; do sleep 3600; done")
	}
	line("exit %d", s.ExitCode)
	return b.String()
}

// Command is the harness command of the scenario: sh -c Script.
func (s Scenario) Command() []string { return []string{"sh", "-c", s.Script()} }

// GraderCommand is the command of the scenario's i-th TESTS_PASS grader: it
// passes when the harness left the file of Tests[i].
func GraderCommand(i int) []string {
	return []string{"sh", "-c", "test -f .conformance/pass-" + strconv.Itoa(i)}
}

// Recognize finds the scenario in a command a backend was asked to run: any
// argument holding a line that starts with Marker (a fake may also look in
// whatever wrapper its adapter builds around the command).
func Recognize(command []string) (Scenario, bool) {
	for _, arg := range command {
		for l := range strings.Lines(arg) {
			rest, ok := strings.CutPrefix(strings.TrimSpace(l), Marker)
			if !ok {
				continue
			}
			var s Scenario
			if err := json.Unmarshal([]byte(rest), &s); err == nil {
				return s, true
			}
		}
	}
	return Scenario{}, false
}

// Emulated is how a scenario ended when a fake played it. The zero value is
// a harness that exited 0 without a report.
type Emulated struct {
	// ExitCode is the harness's exit status (when not Stopped or OOMKilled).
	ExitCode int
	// Report is what the harness wrote to EVERDICT_RESULT, or nil.
	Report *evalcase.Report
	// Answer is what the harness wrote to EVERDICT_ANSWER_FILE, whole.
	Answer string
	// TestsExit are the exit codes of the TESTS_PASS graders.
	TestsExit []int
	// OOMKilled is true when the scenario allocates more than the memory
	// limit given to Emulate: the fake must report an OOM kill.
	OOMKilled bool
	// Stopped is true when ctx ended the harness (the fake's kill on timeout
	// or cancel).
	Stopped bool
}

// Emulate plays the scenario for a fake backend, in the order Script runs
// it: it writes the lines to out, waits on the gate (or ctx) and, for a
// blocking scenario, until ctx is done. env is the job's environment as the
// fake's cluster would present it to the job (NAME=VALUE), task the task
// text, memoryMB the job's memory limit (0: none). It is safe to call from
// any goroutine; out is called from the calling one.
func (s Scenario) Emulate(ctx context.Context, env []string, task string, memoryMB int, out func(backends.Stream, string)) Emulated {
	if len(s.Artifacts) > 0 {
		s.leaveArtifacts(env, out)
	}
	for i := 0; i < max(len(s.Stdout), len(s.Stderr)); i++ {
		if i < len(s.Stdout) {
			out(backends.StreamStdout, s.Stdout[i])
		}
		if i < len(s.Stderr) {
			out(backends.StreamStderr, s.Stderr[i])
		}
	}
	if s.PrintTask {
		for l := range strings.Lines(task + "\n") {
			out(backends.StreamStdout, strings.TrimSuffix(l, "\n"))
		}
	}
	if s.PrintEnv {
		for _, kv := range env {
			out(backends.StreamStdout, kv)
		}
	}
	e := Emulated{ExitCode: s.ExitCode, Report: s.Report, Answer: s.Answer + strings.Repeat("a", s.LongAnswer)}
	for _, pass := range s.Tests {
		e.TestsExit = append(e.TestsExit, map[bool]int{true: 0, false: 1}[pass])
	}
	if s.Gate != "" {
		opened := make(chan struct{})
		go func() {
			_, _ = os.ReadFile(s.Gate)
			close(opened)
		}()
		select {
		case <-opened:
		case <-ctx.Done():
			e.Stopped = true
			return e
		}
		for _, t := range s.AfterGate {
			out(backends.StreamStdout, t)
		}
	}
	if s.AllocateMB > 0 && memoryMB > 0 && s.AllocateMB > memoryMB {
		e.OOMKilled = true
		return e
	}
	if s.Block {
		<-ctx.Done()
		e.Stopped = true
	}
	return e
}

// leaveArtifacts writes the scenario's artifacts under the directory the
// env's EVERDICT_ARTIFACTS_DIR names (a fake's real directory), saying on
// stderr what it could not write.
func (s Scenario) leaveArtifacts(env []string, out func(backends.Stream, string)) {
	var dir string
	for _, kv := range env {
		if v, ok := strings.CutPrefix(kv, backends.EnvArtifactsDir+"="); ok {
			dir = v
		}
	}
	for _, a := range s.Artifacts {
		p := filepath.Join(dir, filepath.FromSlash(a.Path))
		err := os.MkdirAll(filepath.Dir(p), 0o755)
		if err == nil && a.LinkTo != "" {
			err = os.Symlink(a.LinkTo, p)
		} else if err == nil {
			err = os.WriteFile(p, []byte(a.Content), 0o644)
		}
		if dir == "" || err != nil {
			out(backends.StreamStderr, fmt.Sprintf("cannot leave artifact %s under %q: %v", a.Path, dir, err))
		}
	}
}

// quote quotes s for sh.
func quote(s string) string {
	return "'" + strings.ReplaceAll(s, "'", `'\''`) + "'"
}
