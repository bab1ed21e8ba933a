package main

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	"github.com/everdict/everdict/backends/backendtest"
	"github.com/everdict/everdict/backends/local"
)

// runnerEnv makes the test binary act as `everdict runner` with the
// arguments in runnerArgsEnv (JSON), so tests can kill a real runner process.
const (
	runnerEnv     = "EVERDICT_TEST_AS_RUNNER"
	runnerArgsEnv = "EVERDICT_TEST_RUNNER_ARGS"
)

func init() {
	if os.Getenv(runnerEnv) != "1" {
		return
	}
	local.MaybeRunSupervisor() // a job's supervisor is this binary too
	var args []string
	if err := json.Unmarshal([]byte(os.Getenv(runnerArgsEnv)), &args); err != nil {
		fmt.Fprintln(os.Stderr, "runner args:", err)
		os.Exit(2)
	}
	ctx, stop := signalNotify()
	defer stop()
	if err := runCommand(ctx, append([]string{"runner"}, args...), os.Getenv, os.Stdout, os.Stderr); err != nil {
		fmt.Fprintln(os.Stderr, "runner:", err)
		os.Exit(1)
	}
	os.Exit(0)
}

// runnerProcess is one `everdict runner` child.
type runnerProcess struct {
	name   string
	cmd    *exec.Cmd
	id     int
	exited chan struct{}

	mu    sync.Mutex
	lines []string
	more  chan struct{}
}

var registeredLine = regexp.MustCompile(`^registered as runner (\d+)`)

// startRunner starts `everdict runner` against srv with token and waits for
// it to register.
func startRunner(t *testing.T, srv *serverProcess, env map[string]string, token, name string, extra ...string) *runnerProcess {
	t.Helper()
	args := append([]string{"--server", srv.base, "--token", token, "--name", name,
		"--data-dir", filepath.Join(t.TempDir(), name)}, extra...)
	raw, _ := json.Marshal(args)
	cmd := exec.Command(os.Args[0], "-test.run=^$")
	cmd.Env = append(os.Environ(), runnerEnv+"=1", runnerArgsEnv+"="+string(raw))
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
	p := &runnerProcess{name: name, cmd: cmd, exited: make(chan struct{}), more: make(chan struct{}, 1)}
	t.Cleanup(func() {
		_ = cmd.Process.Kill()
		<-p.exited
		if t.Failed() {
			t.Logf("runner %s output:\n%s\nstderr:\n%s", name, strings.Join(p.output(), "\n"), stderr.String())
		}
	})
	go func() {
		sc := bufio.NewScanner(out)
		for sc.Scan() {
			p.mu.Lock()
			p.lines = append(p.lines, sc.Text())
			p.mu.Unlock()
			select {
			case p.more <- struct{}{}:
			default:
			}
		}
		_ = cmd.Wait()
		close(p.exited)
	}()
	line := p.waitLine(t, registeredLine)
	p.id, _ = strconv.Atoi(registeredLine.FindStringSubmatch(line)[1])
	return p
}

func (p *runnerProcess) output() []string {
	p.mu.Lock()
	defer p.mu.Unlock()
	return slices.Clone(p.lines)
}

// waitLine waits for the runner to print a line matching re.
func (p *runnerProcess) waitLine(t *testing.T, re *regexp.Regexp) string {
	t.Helper()
	deadline := time.After(60 * time.Second)
	for {
		for _, l := range p.output() {
			if re.MatchString(l) {
				return l
			}
		}
		select {
		case <-p.more:
		case <-p.exited:
			for _, l := range p.output() {
				if re.MatchString(l) {
					return l
				}
			}
			t.Fatalf("the runner exited without printing %s", re)
		case <-deadline:
			t.Fatalf("the runner did not print %s; it printed:\n%s", re, strings.Join(p.output(), "\n"))
		}
	}
}

func (p *runnerProcess) ran(runID string) bool {
	re := regexp.MustCompile(`^running run ` + runID + ` `)
	return slices.ContainsFunc(p.output(), re.MatchString)
}

// gqlErr posts a query and returns its first error's code ("" when none).
func (p *serverProcess) gqlErr(t *testing.T, token, query string, vars map[string]any, out any) string {
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
		Errors []struct{ Extensions struct{ Code string } }
	}
	if err := json.NewDecoder(res.Body).Decode(&env); err != nil {
		t.Fatal(err)
	}
	if len(env.Errors) > 0 {
		return env.Errors[0].Extensions.Code
	}
	if out != nil {
		if err := json.Unmarshal(env.Data, out); err != nil {
			t.Fatal(err)
		}
	}
	return ""
}

func memberToken(t *testing.T, env map[string]string, subject string) string {
	t.Helper()
	var out bytes.Buffer
	getenv := func(k string) string { return env[k] }
	if err := runCommand(context.Background(), []string{"token", "create", "--tenant", "default", "--role", "member", "--subject", subject},
		getenv, &out, io.Discard); err != nil {
		t.Fatal(err)
	}
	return strings.TrimSpace(out.String())
}

const submitTo = `mutation($rt: String!, $s: String!, $img: String) { submitRun(input: {runtime: $rt,
	harness: {name: "sh", command: ["sh", "-c", $s]}, case: {task: "run", timeoutSec: 120, image: $img}}) { id } }`

func submit(t *testing.T, srv *serverProcess, token, target, script string) string {
	t.Helper()
	var sub struct{ SubmitRun struct{ ID string } }
	if code := srv.gqlErr(t, token, submitTo, map[string]any{"rt": target, "s": script}, &sub); code != "" {
		t.Fatalf("submit to %s: %s", target, code)
	}
	return sub.SubmitRun.ID
}

func runStatus(t *testing.T, srv *serverProcess, id string) string {
	var got struct{ Run struct{ Status string } }
	srv.gql(t, srv.token, `query($id: ID!) { run(id: $id) { status } }`, map[string]any{"id": id}, &got)
	return got.Run.Status
}

// TestSelfHostedRunners runs real `everdict runner` processes against a real
// server: the lease gate, ownership, a runner killed mid-job, and --once.
func TestSelfHostedRunners(t *testing.T) {
	t.Parallel()
	env := envFor(t)
	env["EVERDICT_LEASE_TTL"] = "3s"
	srv := startServer(t, env)
	alice, bob := memberToken(t, env, "alice"), memberToken(t, env, "bob")

	// Two workspace runners (the bootstrap token is an OPERATOR's), neither
	// advertising docker, nor computer-use, which this host's Xvfb would give.
	ws1 := startRunner(t, srv, env, srv.token, "ws1", "--without", "computer-use")
	ws2 := startRunner(t, srv, env, srv.token, "ws2", "--without", "computer-use")
	for _, r := range []*runnerProcess{ws1, ws2} {
		if strings.Contains(r.output()[0], "docker") {
			t.Skip("this host has docker: the gate case needs a runner without it")
		}
	}

	// survivor is the workspace runner still alive after the kill.
	survivor, killed := ws2, ws1

	t.Run("a case with an image is refused for runners, and one needing what no runner has waits", func(t *testing.T) {
		var sub struct{ SubmitRun struct{ ID string } }
		// A runner's executor runs no image, whatever its machine has.
		for _, rt := range []string{fmt.Sprintf("self:%d", ws1.id), "self:ws"} {
			if code := srv.gqlErr(t, srv.token, submitTo, map[string]any{"rt": rt, "s": "true", "img": "alpine"}, &sub); code != "BAD_USER_INPUT" {
				t.Errorf("a docker case aimed at %s: code %q, want BAD_USER_INPUT", rt, code)
			}
		}
		const osUse = `mutation($rt: String!) { submitRun(input: {runtime: $rt,
			harness: {name: "sh", command: ["true"]}, case: {task: "run", timeoutSec: 120, osUse: true}}) { id } }`
		if code := srv.gqlErr(t, srv.token, osUse, map[string]any{"rt": "self:ws"}, &sub); code != "" {
			t.Fatalf("a computer-use case for the workspace pool: %s", code)
		}
		gui := sub.SubmitRun.ID
		// Queued behind it, a plain case runs: the runners looked at the
		// computer-use case first and passed it by.
		plain := submit(t, srv, srv.token, "self:ws", `echo plain`)
		waitStatus(t, srv, plain, "SUCCEEDED")
		if st := runStatus(t, srv, gui); st != "QUEUED" {
			t.Errorf("the computer-use case is %s, want QUEUED", st)
		}
		if ws1.ran(gui) || ws2.ran(gui) {
			t.Error("a runner without computer-use was leased the computer-use case")
		}
		var why struct {
			Run struct{ WaitingReason struct{ Code string } }
		}
		srv.gql(t, srv.token, `query($id: ID!) { run(id: $id) { waitingReason { code } } }`, map[string]any{"id": gui}, &why)
		if why.Run.WaitingReason.Code != "RUNNER" {
			t.Errorf("the computer-use case waits for %q, want RUNNER", why.Run.WaitingReason.Code)
		}
		srv.gql(t, srv.token, `mutation($id: ID!) { cancelRun(id: $id) { id } }`, map[string]any{"id": gui}, nil)
	})

	t.Run("another member's runner is NOT_FOUND; its owner's runs reach it", func(t *testing.T) {
		mine := startRunner(t, srv, env, alice, "alice-laptop")
		target := fmt.Sprintf("self:%d", mine.id)
		var sub struct{ SubmitRun struct{ ID string } }
		if code := srv.gqlErr(t, bob, submitTo, map[string]any{"rt": target, "s": "true"}, &sub); code != "NOT_FOUND" {
			t.Errorf("bob's submit to alice's runner: code %q, want NOT_FOUND", code)
		}
		if code := srv.gqlErr(t, alice, submitTo, map[string]any{"rt": "self:ws:" + strconv.Itoa(mine.id), "s": "true"}, &sub); code != "NOT_FOUND" {
			t.Errorf("self:ws naming a personal runner: code %q, want NOT_FOUND", code)
		}
		// self is alice's own runner before the workspace's two idle ones.
		own := submit(t, srv, alice, "self", `echo self`)
		waitStatus(t, srv, own, "SUCCEEDED")
		if !mine.ran(own) {
			t.Errorf("alice's self run went to a workspace runner while her own was free")
		}
		id := submit(t, srv, alice, target, `echo on alices laptop`)
		got := waitStatus(t, srv, id, "SUCCEEDED")
		if !mine.ran(id) || ws1.ran(id) || ws2.ran(id) {
			t.Errorf("run %s did not run on alice's runner alone", id)
		}
		if !strings.Contains(fmt.Sprint(got.Logs), "on alices laptop") {
			t.Errorf("logs = %v, want the harness's line", got.Logs)
		}
	})

	t.Run("each run on a runner runs as a uid of its own, not root", func(t *testing.T) {
		uidOf := func(token string) string {
			got := waitStatus(t, srv, submit(t, srv, token, "self:ws", `echo "uid $(id -u)"`), "SUCCEEDED")
			for _, l := range got.Logs {
				if uid, ok := strings.CutPrefix(l.Text, "uid "); ok {
					return uid
				}
			}
			t.Fatalf("the run printed no uid: %v", got.Logs)
			return ""
		}
		first, second := uidOf(srv.token), uidOf(alice)
		if first == second || first == "0" || second == "0" {
			t.Errorf("two runs ran as uids %s and %s, want two of their own, neither root", first, second)
		}
	})

	t.Run("a runner killed mid-job has its run re-dispatched on the other", func(t *testing.T) {
		dir := backendtest.OpenDir(t)
		started := backendtest.OpenFIFO(t, "started.fifo")
		marker, pidFile := filepath.Join(dir, "marker"), filepath.Join(dir, "pid")
		script := fmt.Sprintf(`if [ -e %[1]s ]; then echo "second attempt"; exit 0; fi
touch %[1]s; echo $$ > %[2]s; echo up > %[3]s; exec sleep 300`, marker, pidFile, started)
		id := submit(t, srv, srv.token, "self:ws", script)
		readLine(t, started)
		waitStatus(t, srv, id, "RUNNING")
		first, other := ws1, ws2
		if !first.ran(id) {
			first, other = ws2, ws1
		}
		survivor, killed = other, first
		if !first.ran(id) {
			t.Fatalf("neither runner says it runs run %s", id)
		}
		t.Cleanup(func() { // the dead runner's job outlives it
			if raw, err := os.ReadFile(pidFile); err == nil {
				if pid, err := strconv.Atoi(strings.TrimSpace(string(raw))); err == nil {
					_ = syscall.Kill(pid, syscall.SIGKILL)
				}
			}
		})
		if err := first.cmd.Process.Signal(syscall.SIGKILL); err != nil {
			t.Fatal(err)
		}
		<-first.exited
		got := waitStatus(t, srv, id, "SUCCEEDED")
		if got.AttemptCount != 2 {
			t.Errorf("attempt = %d, want 2", got.AttemptCount)
		}
		other.waitLine(t, regexp.MustCompile(`^running run `+id+` \(attempt 2\)`))
		if !strings.Contains(fmt.Sprint(got.Logs), "second attempt") {
			t.Errorf("logs = %v, want the second attempt's line", got.Logs)
		}
	})

	t.Run("runners are listed to whom may see them; drain and remove are an ADMIN's or the owner's", func(t *testing.T) {
		mine := startRunner(t, srv, env, alice, "alice-desk")
		const list = `{ runners { id name owner workspace status } }`
		type row struct {
			ID        string
			Name      string
			Owner     string
			Workspace bool
			Status    string
		}
		names := func(token string) map[string]row {
			var got struct{ Runners []row }
			srv.gql(t, token, list, nil, &got)
			out := map[string]row{}
			for _, r := range got.Runners {
				out[r.Name] = r
			}
			return out
		}
		admin, member := names(srv.token), names(bob)
		if r := admin["alice-desk"]; r.Owner != "alice" || r.Workspace || r.Status != "ONLINE" {
			t.Errorf("the ADMIN sees alice-desk as %+v, want alice's, ONLINE", r)
		}
		if r := admin[survivor.name]; r.Owner != "ws:default" || !r.Workspace || r.Status != "ONLINE" {
			t.Errorf("%s = %+v, want the workspace's, ONLINE", survivor.name, r)
		}
		// Its run was taken over once its lease lapsed: its heartbeat is
		// older than a lease.
		if r := admin[killed.name]; r.Status != "OFFLINE" {
			t.Errorf("the killed runner %s = %+v, want OFFLINE", killed.name, r)
		}
		if _, seen := member["alice-desk"]; seen {
			t.Error("bob sees alice's personal runner")
		}
		if _, seen := member[survivor.name]; !seen {
			t.Errorf("bob does not see the workspace runner %s", survivor.name)
		}
		id := strconv.Itoa(mine.id)
		const drain = `mutation($id: ID!) { drainRunner(id: $id) { status } }`
		if code := srv.gqlErr(t, bob, drain, map[string]any{"id": id}, nil); code != "NOT_FOUND" {
			t.Errorf("bob draining alice's runner: code %q, want NOT_FOUND", code)
		}
		var drained struct{ DrainRunner struct{ Status string } }
		if code := srv.gqlErr(t, alice, drain, map[string]any{"id": id}, &drained); code != "" || drained.DrainRunner.Status != "DRAINING" {
			t.Errorf("alice draining her runner: %q, status %s, want DRAINING", code, drained.DrainRunner.Status)
		}
		const remove = `mutation($id: ID!) { removeRunner(id: $id) }`
		if code := srv.gqlErr(t, bob, remove, map[string]any{"id": id}, nil); code != "NOT_FOUND" {
			t.Errorf("bob removing alice's runner: code %q, want NOT_FOUND", code)
		}
		if code := srv.gqlErr(t, srv.token, remove, map[string]any{"id": id}, nil); code != "" {
			t.Errorf("the ADMIN removing alice's runner: %s", code)
		}
		if _, seen := names(srv.token)["alice-desk"]; seen {
			t.Error("a removed runner is still listed")
		}
	})

	t.Run("who pays follows the payer rule", func(t *testing.T) {
		laptop := startRunner(t, srv, env, alice, "alice-codex", "--labels", "codex-login")
		const submitAs = `mutation($rt: String!, $h: String!, $s: String!) { submitRun(input: {runtime: $rt,
			harness: {name: $h, command: ["sh", "-c", $s]}, case: {task: "run"}}) { id } }`
		// The harness reports what its agent cost.
		const script = `echo '{"costUsd": 2.5}' > "$EVERDICT_RESULT"`
		cases := map[string]struct {
			token, runtime, harness string
			want                    float64
		}{
			"a codex harness on a personal runner logged in to codex is own-pays": {
				token: alice, runtime: fmt.Sprintf("self:%d", laptop.id), harness: "codex", want: 0},
			"a harness needing no login on a personal runner bills the workspace what it reports": {
				token: alice, runtime: fmt.Sprintf("self:%d", laptop.id), harness: "sh", want: 2.5},
			"a codex harness on a workspace runner bills the workspace (its rate is 0)": {
				token: srv.token, runtime: fmt.Sprintf("self:%d", survivor.id), harness: "codex", want: 2.5},
		}
		for name, tc := range cases {
			t.Run(name, func(t *testing.T) {
				var sub struct{ SubmitRun struct{ ID string } }
				if code := srv.gqlErr(t, tc.token, submitAs, map[string]any{"rt": tc.runtime, "h": tc.harness, "s": script}, &sub); code != "" {
					t.Fatalf("submit: %s", code)
				}
				waitStatus(t, srv, sub.SubmitRun.ID, "SUCCEEDED")
				var got struct{ Run struct{ CostUsd float64 } }
				srv.gql(t, srv.token, `query($id: ID!) { run(id: $id) { costUsd } }`, map[string]any{"id": sub.SubmitRun.ID}, &got)
				if got.Run.CostUsd != tc.want {
					t.Errorf("costUsd = %v, want %v", got.Run.CostUsd, tc.want)
				}
			})
		}
	})

	t.Run("--once exits after one job", func(t *testing.T) {
		once := startRunner(t, srv, env, alice, "ci-once", "--once")
		id := submit(t, srv, alice, fmt.Sprintf("self:%d", once.id), `echo once`)
		waitStatus(t, srv, id, "SUCCEEDED")
		select {
		case <-once.exited:
		case <-time.After(30 * time.Second):
			t.Fatal("the --once runner still runs after its job")
		}
		if code := once.cmd.ProcessState.ExitCode(); code != 0 {
			t.Errorf("exit code %d, want 0", code)
		}
		if !once.ran(id) {
			t.Errorf("the --once runner did not run run %s", id)
		}
	})
}
