package main

import (
	"bufio"
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/everdict/everdict/backends/backendtest"
	"github.com/everdict/everdict/backends/local"
)

// serverEnv makes the test binary act as `everdict serve` (see TestMain), so
// the crash test can kill a real server process without building one.
const serverEnv = "EVERDICT_TEST_AS_SERVER"

// serverArgsEnv holds serve's flags for such a child (space-separated).
const serverArgsEnv = "EVERDICT_TEST_SERVE_ARGS"

func TestMain(m *testing.M) {
	local.MaybeRunSupervisor()
	if os.Getenv(serverEnv) == "1" {
		ctx, stop := signalNotify()
		defer stop()
		args := append([]string{"serve"}, strings.Fields(os.Getenv(serverArgsEnv))...)
		if err := runCommand(ctx, args, os.Getenv, os.Stdout, os.Stderr); err != nil {
			fmt.Fprintln(os.Stderr, "serve:", err)
			os.Exit(1)
		}
		os.Exit(0)
	}
	os.Exit(m.Run())
}

// serverProcess is one `everdict serve` child.
type serverProcess struct {
	cmd   *exec.Cmd
	base  string
	token string
}

func startServer(t *testing.T, env map[string]string) *serverProcess {
	t.Helper()
	cmd := exec.Command(os.Args[0], "-test.run=^$")
	cmd.Env = append(os.Environ(), serverEnv+"=1", "EVERDICT_ADDR=127.0.0.1:0")
	for k, v := range env {
		cmd.Env = append(cmd.Env, k+"="+v)
	}
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	out, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		_ = cmd.Process.Kill()
		_ = cmd.Wait()
		if t.Failed() {
			t.Logf("server stderr:\n%s", stderr.String())
		}
	})
	p := &serverProcess{cmd: cmd}
	sc := bufio.NewScanner(out)
	for sc.Scan() {
		if m := tokenLine.FindStringSubmatch(sc.Text()); m != nil {
			p.token = m[1]
		}
		if m := listenLine.FindStringSubmatch(sc.Text()); m != nil {
			p.base = m[1]
			break
		}
	}
	if p.base == "" {
		t.Fatalf("server printed no address; stderr:\n%s", stderr.String())
	}
	go io.Copy(io.Discard, out) //nolint:errcheck // drain
	return p
}

func (p *serverProcess) gql(t *testing.T, token, query string, vars map[string]any, out any) {
	t.Helper()
	body, _ := json.Marshal(map[string]any{"query": query, "variables": vars})
	req, _ := http.NewRequest(http.MethodPost, p.base+"/graphql", bytes.NewReader(body))
	req.Header.Set("Authorization", "Bearer "+token)
	req.Header.Set("Content-Type", "application/json")
	res, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer res.Body.Close()
	var env struct {
		Data   json.RawMessage
		Errors []map[string]any
	}
	if err := json.NewDecoder(res.Body).Decode(&env); err != nil {
		t.Fatal(err)
	}
	if len(env.Errors) > 0 {
		t.Fatalf("graphql errors: %v", env.Errors)
	}
	if out != nil {
		if err := json.Unmarshal(env.Data, out); err != nil {
			t.Fatal(err)
		}
	}
}

// TestCrashMidRunIsAdoptedWithoutRerun kills the server (SIGKILL) while a
// LOCAL run is executing, starts it again on the same data, and checks the
// run is adopted: it settles once, SUCCEEDED, and its harness ran once.
func TestCrashMidRunIsAdoptedWithoutRerun(t *testing.T) {
	t.Parallel()
	env := envFor(t)
	// On PostgreSQL the restarted server has a new replica id: it takes the
	// run over once the dead one's lease lapses.
	env["EVERDICT_LEASE_TTL"] = "3s"
	// The harness runs as the unprivileged job user: its files and gates are
	// where that user can reach them.
	counter := filepath.Join(backendtest.OpenDir(t), "runs")
	started := backendtest.OpenFIFO(t, "started.fifo")
	gate := backendtest.OpenFIFO(t, "gate.fifo")
	first := startServer(t, env)
	script := fmt.Sprintf(`echo ran >> %s; echo up > %s; read go < %s; echo "harness finished"`, counter, started, gate)
	var sub struct{ SubmitRun struct{ ID string } }
	first.gql(t, first.token, `mutation($s: String!) { submitRun(input: {runtime: "local",
		harness: {name: "sh", command: ["sh", "-c", $s]}, case: {task: "count once", timeoutSec: 120}}) { id } }`,
		map[string]any{"s": script}, &sub)

	// The harness is running once it has written to started.fifo.
	readLine(t, started)
	waitStatus(t, first, sub.SubmitRun.ID, "RUNNING")
	if err := first.cmd.Process.Signal(syscall.SIGKILL); err != nil {
		t.Fatal(err)
	}
	_ = first.cmd.Wait()

	second := startServer(t, env)
	second.token = first.token
	writeLine(t, gate)
	got := waitStatus(t, second, sub.SubmitRun.ID, "SUCCEEDED")
	if got.AttemptCount != 1 {
		t.Errorf("attempt = %d, want 1: the run was re-dispatched, not adopted", got.AttemptCount)
	}
	if got.Result == nil || got.Result.Verdict != "PASS" {
		t.Errorf("result = %+v, want a PASS verdict", got.Result)
	}
	raw, err := os.ReadFile(counter)
	if err != nil {
		t.Fatal(err)
	}
	if n := strings.Count(string(raw), "ran"); n != 1 {
		t.Errorf("the harness ran %d times, want exactly once", n)
	}
}

type runView struct {
	Status       string
	AttemptCount int
	Result       *struct{ Verdict string }
	Logs         []struct{ Text string }
}

// waitStatus asks for the run until it has status want (bounded).
func waitStatus(t *testing.T, p *serverProcess, id, want string) runView {
	t.Helper()
	tick := time.NewTicker(50 * time.Millisecond)
	defer tick.Stop()
	deadline := time.After(90 * time.Second)
	for {
		var got struct{ Run runView }
		p.gql(t, p.token, `query($id: ID!) { run(id: $id) { status attemptCount result { verdict } logs { text } } }`,
			map[string]any{"id": id}, &got)
		if got.Run.Status == want {
			return got.Run
		}
		if got.Run.Status == "FAILED" {
			t.Fatalf("run failed: %+v", got.Run)
		}
		select {
		case <-tick.C:
		case <-deadline:
			t.Fatalf("run status %s, want %s", got.Run.Status, want)
		}
	}
}

func readLine(t *testing.T, fifo string) {
	t.Helper()
	done := make(chan error, 1)
	go func() {
		f, err := os.Open(fifo) // blocks until the writer opens
		if err == nil {
			_, err = bufio.NewReader(f).ReadString('\n')
			f.Close()
		}
		done <- err
	}()
	select {
	case err := <-done:
		if err != nil {
			t.Fatal(err)
		}
	case <-time.After(60 * time.Second):
		t.Fatal("the harness never started")
	}
}

func writeLine(t *testing.T, fifo string) {
	t.Helper()
	done := make(chan error, 1)
	go func() {
		f, err := os.OpenFile(fifo, os.O_WRONLY, 0) // blocks until the reader opens
		if err == nil {
			_, err = f.WriteString("go\n")
			f.Close()
		}
		done <- err
	}()
	select {
	case err := <-done:
		if err != nil {
			t.Fatal(err)
		}
	case <-time.After(60 * time.Second):
		t.Fatal("the harness is not waiting at its gate")
	}
}
