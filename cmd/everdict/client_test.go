package main

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"

	"github.com/everdict/everdict/cli"
	"github.com/everdict/everdict/client"
)

// clientEnv is the environment of a client command against srv: its URL,
// token, and a home of its own (so no config file leaks between tests).
func clientEnv(t *testing.T, srv *serverProcess, token string) map[string]string {
	return map[string]string{"EVERDICT_SERVER": srv.base, "EVERDICT_TOKEN": token, "HOME": t.TempDir()}
}

// everdict runs one client command the way main does, and returns its stdout,
// stderr and exit code.
func everdict(t *testing.T, env map[string]string, args ...string) (stdout, stderr string, code int) {
	t.Helper()
	var out, errOut bytes.Buffer
	err := runCommand(context.Background(), args, func(k string) string { return env[k] }, &out, &errOut)
	var ex *cli.ExitError
	switch {
	case err == nil:
	case errors.As(err, &ex):
		code = ex.Code
	default:
		t.Fatalf("everdict %v: %v (not an exit)", args, err)
	}
	return out.String(), errOut.String(), code
}

// TestRunSubmitFollowIsACIGate is the README's CI gate: submit with
// --follow streams the run's lines live, every line once and in order, and
// exits with the verdict's code.
func TestRunSubmitFollowIsACIGate(t *testing.T) {
	t.Parallel()
	srv := startServer(t, envFor(t))
	env := clientEnv(t, srv, srv.token)
	numbered := regexp.MustCompile(`^n (\d+)$`)
	cases := map[string]struct {
		answer   int
		wait     bool
		wantCode int
		wantTail string
	}{
		"a run whose test passes exits 0":              {answer: 42, wantCode: 0, wantTail: ": PASS"},
		"a run whose test fails exits 1":               {answer: 41, wantCode: cli.ExitFail, wantTail: ": FAIL"},
		"with --wait, a run whose test passes exits 0": {answer: 42, wait: true, wantCode: 0, wantTail: ": PASS"},
		"with --wait, a run whose test fails exits 1":  {answer: 41, wait: true, wantCode: cli.ExitFail, wantTail: ": FAIL"},
	}
	for name, tc := range cases {
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			const lines = 300
			harness := fmt.Sprintf(`i=1; while [ $i -le %d ]; do echo "n $i"; i=$((i+1)); done; echo %d > answer.txt`, lines, tc.answer)
			mode := "--follow"
			if tc.wait {
				mode = "--wait"
			}
			out, errOut, code := everdict(t, env, "run", "submit", "--runtime", "local", "--task", "answer 42",
				"--test", "grep -q 42 answer.txt", mode, "--", "sh", "-c", harness)
			if code != tc.wantCode {
				t.Fatalf("exit %d, want %d\nstdout:\n%s\nstderr:\n%s", code, tc.wantCode, out, errOut)
			}
			if !strings.HasSuffix(strings.TrimSpace(errOut), tc.wantTail) {
				t.Errorf("stderr %q does not end with the verdict %q", errOut, tc.wantTail)
			}
			if tc.wait {
				if strings.Contains(out, "n 1\n") {
					t.Errorf("--wait printed the logs:\n%s", out)
				}
				return
			}
			var got []int
			for _, l := range strings.Split(out, "\n") {
				if m := numbered.FindStringSubmatch(l); m != nil {
					n, _ := strconv.Atoi(m[1])
					got = append(got, n)
				}
			}
			want := make([]int, lines)
			for i := range want {
				want[i] = i + 1
			}
			if diff := cmp.Diff(want, got); diff != "" {
				t.Errorf("streamed lines, every one once and in order (-want +got):\n%s", diff)
			}
		})
	}

	t.Run("a follow whose connection drops resumes after the last line it printed", func(t *testing.T) {
		t.Parallel()
		const lines = 400
		out, errOut, code := everdict(t, env, "run", "submit", "--runtime", "local", "--task", "count", "-o", "json",
			"--", "sh", "-c", fmt.Sprintf(`i=1; while [ $i -le %d ]; do echo "n $i"; i=$((i+1)); done`, lines))
		var r client.Run
		if err := json.Unmarshal([]byte(out), &r); err != nil || code != 0 {
			t.Fatalf("submit: exit %d %s %v", code, errOut, err)
		}
		waitStatus(t, srv, r.ID, "SUCCEEDED")
		// Every connection through the proxy is cut after 4 KB from the
		// server: the backlog takes several.
		proxy := cuttingProxy(t, strings.TrimPrefix(srv.base, "http://"), 4096)
		out, errOut, code = everdict(t, with(env, "EVERDICT_SERVER", "http://"+proxy), "run", "logs", r.ID, "-f")
		if code != 0 {
			t.Fatalf("run logs -f through a cutting proxy: exit %d: %s", code, errOut)
		}
		var got []int
		for _, l := range strings.Split(out, "\n") {
			if m := numbered.FindStringSubmatch(l); m != nil {
				n, _ := strconv.Atoi(m[1])
				got = append(got, n)
			}
		}
		want := make([]int, lines)
		for i := range want {
			want[i] = i + 1
		}
		if diff := cmp.Diff(want, got); diff != "" {
			t.Errorf("lines over a dropping connection, every one once and in order (-want +got):\n%s", diff)
		}
	})

	t.Run("a canceled run exits 2 and names its failure class", func(t *testing.T) {
		t.Parallel()
		pr, pw := io.Pipe()
		done := make(chan int, 1)
		var out bytes.Buffer
		go func() {
			var ex *cli.ExitError
			err := runCommand(context.Background(), []string{"run", "submit", "--runtime", "local", "--task", "wait",
				"--follow", "--", "sh", "-c", "echo started; exec sleep 300"}, func(k string) string { return env[k] }, &out, pw)
			pw.Close()
			code := 0
			if errors.As(err, &ex) {
				code = ex.Code
			}
			done <- code
		}()
		sc := bufio.NewScanner(pr)
		var stderr []string
		id := ""
		for sc.Scan() {
			stderr = append(stderr, sc.Text())
			if m := regexp.MustCompile(`^run (\d+) submitted`).FindStringSubmatch(sc.Text()); m != nil {
				id = m[1]
				break
			}
		}
		if id == "" {
			t.Fatalf("submit printed no run id: %q", stderr)
		}
		waitStatus(t, srv, id, "RUNNING")
		if _, errOut, code := everdict(t, env, "run", "cancel", id); code != 0 {
			t.Fatalf("run cancel exit %d: %s", code, errOut)
		}
		for sc.Scan() {
			stderr = append(stderr, sc.Text())
		}
		if code := <-done; code != cli.ExitFailed {
			t.Errorf("exit %d, want %d", code, cli.ExitFailed)
		}
		if last := stderr[len(stderr)-1]; !strings.Contains(last, "FAILED") || !strings.Contains(last, "CANCELED") {
			t.Errorf("last stderr line %q does not name the failure class CANCELED", last)
		}
	})
}

// TestClientCommandsOutputJSON: every command's --output json parses, and
// the run records the CLI as its trigger.
func TestClientCommandsOutputJSON(t *testing.T) {
	t.Parallel()
	srv := startServer(t, envFor(t))
	env := clientEnv(t, srv, srv.token)
	out, errOut, code := everdict(t, env, "run", "submit", "--runtime", "local", "--task", "say hi", "--output", "json",
		"--", "sh", "-c", "echo hi from the cli")
	if code != 0 {
		t.Fatalf("submit exit %d: %s", code, errOut)
	}
	var submitted client.Run
	if err := json.Unmarshal([]byte(out), &submitted); err != nil {
		t.Fatalf("submit --output json printed %q: %v", out, err)
	}
	if submitted.Trigger != "cli" || submitted.ID == "" || !strings.HasPrefix(submitted.CaseID, "cli-") {
		t.Errorf("submitted run = %+v, want trigger cli and a cli- case id", submitted)
	}
	waitStatus(t, srv, submitted.ID, "SUCCEEDED")

	out, _, code = everdict(t, env, "run", "get", submitted.ID, "-o", "json")
	var got client.Run
	if err := json.Unmarshal([]byte(out), &got); err != nil || code != 0 {
		t.Fatalf("run get -o json printed %q (exit %d): %v", out, code, err)
	}
	if got.Result == nil || got.Result.Verdict != "PASS" {
		t.Errorf("run get = %+v, want a PASS result", got)
	}

	out, _, code = everdict(t, env, "run", "list", "--output", "json")
	var listed []client.Run
	if err := json.Unmarshal([]byte(out), &listed); err != nil || code != 0 {
		t.Fatalf("run list --output json printed %q (exit %d): %v", out, code, err)
	}
	if len(listed) != 1 || listed[0].ID != submitted.ID {
		t.Errorf("run list = %+v, want the one run %s", listed, submitted.ID)
	}

	out, _, code = everdict(t, env, "run", "logs", submitted.ID, "--output", "json")
	var lines []client.LogLine
	if err := json.Unmarshal([]byte(out), &lines); err != nil || code != 0 {
		t.Fatalf("run logs --output json printed %q (exit %d): %v", out, code, err)
	}
	if !slicesContainText(lines, "hi from the cli") {
		t.Errorf("run logs = %+v, want the harness's line", lines)
	}

	out, _, code = everdict(t, env, "runtime", "list", "--output", "json")
	var rts []client.Runtime
	if err := json.Unmarshal([]byte(out), &rts); err != nil || code != 0 {
		t.Fatalf("runtime list --output json printed %q (exit %d): %v", out, code, err)
	}
	if len(rts) != 1 || rts[0].Name != "local" || rts[0].Kind != "LOCAL" {
		t.Errorf("runtime list = %+v, want the bootstrap runtime local", rts)
	}

	spec := filepath.Join(t.TempDir(), "spec.yaml")
	if err := os.WriteFile(spec, []byte("name: pool\nkind: LOCAL\nadmission:\n  maxConcurrent: 2\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	out, errOut, code = everdict(t, env, "runtime", "register", "-f", spec, "--output", "json")
	var ver client.RuntimeVersion
	if err := json.Unmarshal([]byte(out), &ver); err != nil || code != 0 {
		t.Fatalf("runtime register printed %q (exit %d, %s): %v", out, code, errOut, err)
	}
	if ver.Version != 1 || ver.Kind != "LOCAL" {
		t.Errorf("registered %+v, want version 1 of a LOCAL runtime", ver)
	}

	out, _, code = everdict(t, env, "runtime", "probe", "pool", "--output", "json")
	var probe client.Probe
	if err := json.Unmarshal([]byte(out), &probe); err != nil || code != 0 {
		t.Fatalf("runtime probe printed %q (exit %d): %v", out, code, err)
	}
	if !probe.Reachable {
		t.Errorf("probe = %+v, want the host reachable", probe)
	}

	t.Run("human output is an aligned table", func(t *testing.T) {
		out, _, _ := everdict(t, env, "run", "list")
		rows := strings.Split(strings.TrimSpace(out), "\n")
		if len(rows) != 2 || !strings.HasPrefix(rows[0], "ID") || strings.Index(rows[0], "STATUS") != strings.Index(rows[1], "SUCCEEDED") {
			t.Errorf("run list printed a misaligned table:\n%s", out)
		}
		if strings.Contains(out, "\x1b[") {
			t.Errorf("run list coloured output that is not a terminal:\n%q", out)
		}
	})

	t.Run("submit --follow --output json prints a document per line, the run last", func(t *testing.T) {
		out, errOut, code := everdict(t, env, "run", "submit", "--runtime", "local", "--task", "t", "--follow", "-o", "json",
			"--", "sh", "-c", "echo streamed")
		if code != 0 {
			t.Fatalf("exit %d: %s", code, errOut)
		}
		docs := strings.Split(strings.TrimSpace(out), "\n")
		var sawLine bool
		for i, d := range docs {
			var doc struct {
				Log *client.LogLine
				Run *client.Run
			}
			if err := json.Unmarshal([]byte(d), &doc); err != nil {
				t.Fatalf("line %d %q is not JSON: %v", i, d, err)
			}
			sawLine = sawLine || (doc.Log != nil && doc.Log.Text == "streamed")
			if last := i == len(docs)-1; last != (doc.Run != nil) || (last && doc.Run.Result.Verdict != "PASS") {
				t.Errorf("line %d = %s: want log lines, then the PASS run last", i, d)
			}
		}
		if !sawLine {
			t.Errorf("no log line holds the harness's output:\n%s", out)
		}
	})
}

func slicesContainText(lines []client.LogLine, text string) bool {
	for _, l := range lines {
		if l.Text == text {
			return true
		}
	}
	return false
}

// TestClientErrorsCarryTheServersCode: a bad token prints UNAUTHENTICATED
// and a hint and exits non-zero, over HTTP and over the websocket.
func TestClientErrorsCarryTheServersCode(t *testing.T) {
	t.Parallel()
	srv := startServer(t, envFor(t))
	bad := clientEnv(t, srv, "evd_notatoken")
	cases := map[string]struct {
		args     []string
		wantCode string
	}{
		"run list with a bad token":                       {[]string{"run", "list"}, "UNAUTHENTICATED"},
		"following logs with a bad token (the websocket)": {[]string{"run", "logs", "1", "-f"}, "UNAUTHENTICATED"},
		"a run that does not exist":                       {[]string{"run", "get", "999999"}, "NOT_FOUND"},
		"a runtime that does not exist":                   {[]string{"run", "submit", "--runtime", "nope", "--task", "t", "--", "true"}, "NOT_FOUND"},
	}
	for name, tc := range cases {
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			env := bad
			if tc.wantCode != "UNAUTHENTICATED" {
				env = clientEnv(t, srv, srv.token)
			}
			_, errOut, code := everdict(t, env, tc.args...)
			if code == 0 {
				t.Fatalf("exit 0, want non-zero")
			}
			if !strings.Contains(errOut, tc.wantCode) || !strings.Contains(errOut, "hint: ") {
				t.Errorf("stderr %q lacks the code %s and a hint", errOut, tc.wantCode)
			}
		})
	}
	t.Run("with --output json the error is a JSON document", func(t *testing.T) {
		t.Parallel()
		out, _, code := everdict(t, bad, "run", "list", "-o", "json")
		var e struct {
			Error struct{ Code, Message, Hint string }
		}
		if err := json.Unmarshal([]byte(out), &e); err != nil || code == 0 || e.Error.Code != "UNAUTHENTICATED" || e.Error.Hint == "" {
			t.Errorf("printed %q (exit %d), want a JSON error with code UNAUTHENTICATED and a hint", out, code)
		}
	})
}

// TestLoginSavesTheTokenForLaterCommands: login checks the token, writes it
// readable by its owner only, and later commands need no EVERDICT_TOKEN.
func TestLoginSavesTheTokenForLaterCommands(t *testing.T) {
	t.Parallel()
	srv := startServer(t, envFor(t))
	home := t.TempDir()
	env := map[string]string{"HOME": home}
	if _, errOut, code := everdict(t, env, "login", "--server", srv.base, "--token", "evd_wrong"); code == 0 || !strings.Contains(errOut, "UNAUTHENTICATED") {
		t.Fatalf("login with a wrong token: exit %d, %s", code, errOut)
	}
	path := filepath.Join(home, ".config", "everdict", "config.json")
	if _, err := os.Stat(path); !errors.Is(err, os.ErrNotExist) {
		t.Fatalf("a refused login wrote the config file (%v)", err)
	}
	if _, errOut, code := everdict(t, env, "login", "--server", srv.base, "--token", srv.token); code != 0 {
		t.Fatalf("login: exit %d, %s", code, errOut)
	}
	st, err := os.Stat(path)
	if err != nil {
		t.Fatal(err)
	}
	if st.Mode().Perm() != 0o600 {
		t.Errorf("config file mode %v, want 0600", st.Mode().Perm())
	}
	out, errOut, code := everdict(t, env, "runtime", "list")
	if code != 0 || !strings.Contains(out, "local") {
		t.Errorf("runtime list after login: exit %d, %s%s", code, out, errOut)
	}
}

// cuttingProxy forwards TCP connections to target and cuts each one once
// the server has sent it limit bytes. It returns its address.
func cuttingProxy(t *testing.T, target string, limit int64) string {
	t.Helper()
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	var wg sync.WaitGroup
	t.Cleanup(func() { l.Close(); wg.Wait() })
	wg.Add(1)
	go func() {
		defer wg.Done()
		for {
			down, err := l.Accept()
			if err != nil {
				return
			}
			up, err := net.Dial("tcp", target)
			if err != nil {
				down.Close()
				continue
			}
			wg.Add(2)
			go func() { defer wg.Done(); _, _ = io.Copy(up, down); up.Close() }()
			go func() { defer wg.Done(); _, _ = io.CopyN(down, up, limit); down.Close(); up.Close() }()
		}
	}()
	return l.Addr().String()
}

// TestRunExecExitsWithTheCommandsCode: run exec prints what the command in
// the run's sandbox printed, on the same streams, and exits with its code.
func TestRunExecExitsWithTheCommandsCode(t *testing.T) {
	t.Parallel()
	srv := startServer(t, envFor(t))
	env := clientEnv(t, srv, srv.token)
	out, errOut, code := everdict(t, env, "run", "submit", "--runtime", "local", "--task", "wait", "-o", "json",
		"--", "sh", "-c", "echo ready; exec sleep 600")
	if code != 0 {
		t.Fatalf("submit exit %d: %s", code, errOut)
	}
	var submitted client.Run
	if err := json.Unmarshal([]byte(out), &submitted); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { everdict(t, env, "run", "cancel", submitted.ID) })
	tick := time.NewTicker(50 * time.Millisecond)
	defer tick.Stop()
	for ready := false; !ready; {
		r := waitStatus(t, srv, submitted.ID, "RUNNING")
		for _, l := range r.Logs {
			ready = ready || l.Text == "ready"
		}
		if !ready {
			<-tick.C
		}
	}
	out, errOut, code = everdict(t, env, "run", "exec", submitted.ID, "--", "sh", "-c", "echo out; echo err >&2; exit 3")
	if out != "out\n" || errOut != "err\n" || code != 3 {
		t.Errorf("run exec = stdout %q, stderr %q, exit %d; want %q, %q, 3", out, errOut, code, "out\n", "err\n")
	}
}
