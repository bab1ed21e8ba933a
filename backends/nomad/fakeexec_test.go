package nomad_test

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"sync"

	"github.com/coder/websocket"
	"github.com/coder/websocket/wsjson"
	"github.com/hashicorp/nomad/api"

	"github.com/everdict/everdict/backends"
	"github.com/everdict/everdict/backends/backendtest"
)

// fakeExecs is the fake's alloc exec (GET /v1/client/allocation/:id/exec).
// Like Nomad, it upgrades to a websocket first and refuses after, with a
// close frame whose text is the reason (Permission denied without the
// token or while denyExec is set, an unknown allocation or task, a task not
// running). Otherwise it runs the command as a real process on this host
// (backendtest.Process) with the task's environment as Nomad gives it
// (fakeEnv: the harness's env and secrets included), NOMAD_TASK_DIR being
// a real directory of the fake's (as on the raw_exec driver), and speaks
// Nomad's JSON frames: stdin data and close, tty_size, heartbeats in;
// stdout and stderr data and close, then exited with the exit code out.
// Like Nomad, it does not stop a command whose client went away (a
// terminal's is hung up); it kills every exec of an allocation when the
// allocation ends.
type fakeExecs struct {
	dir string

	mu    sync.Mutex
	execs []*fakeExec
	procs map[string][]*backendtest.Process // by allocation
	ended map[string]bool
}

// fakeExec is one exec the fake started.
type fakeExec struct {
	Argv []string
	TTY  bool
	Proc *backendtest.Process
}

func (f *fakeNomad) lastExec() *fakeExec {
	f.exec.mu.Lock()
	defer f.exec.mu.Unlock()
	if len(f.exec.execs) == 0 {
		return nil
	}
	return f.exec.execs[len(f.exec.execs)-1]
}

// killExecs kills every exec process and waits for it; at the end of the
// test.
func (f *fakeNomad) killExecs() {
	f.exec.mu.Lock()
	execs := f.exec.execs
	f.exec.mu.Unlock()
	for _, e := range execs {
		e.Proc.Kill()
		<-e.Proc.Done()
	}
}

// endExecs kills the execs of an allocation that ended, and every later one.
func (f *fakeNomad) endExecs(allocID string) {
	f.exec.mu.Lock()
	ps := f.exec.procs[allocID]
	delete(f.exec.procs, allocID)
	f.exec.ended[allocID] = true
	f.exec.mu.Unlock()
	for _, p := range ps {
		p.Kill()
	}
}

func (f *fakeNomad) serveExec(w http.ResponseWriter, r *http.Request) {
	f.mu.Lock()
	f.requests[r.Method+" "+r.URL.Path]++
	f.mu.Unlock()
	q := r.URL.Query()
	var argv []string
	if err := json.Unmarshal([]byte(q.Get("command")), &argv); err != nil || len(argv) == 0 {
		http.Error(w, "command parameter must be a non-empty JSON array of strings", http.StatusBadRequest)
		return
	}
	conn, err := websocket.Accept(w, r, nil)
	if err != nil {
		return
	}
	conn.SetReadLimit(1 << 20)
	refuse := func(format string, args ...any) {
		_ = conn.Close(websocket.StatusPolicyViolation, fmt.Sprintf(format, args...))
	}
	if r.Header.Get("X-Nomad-Token") != f.token || f.denyExec.Load() {
		refuse("Permission denied")
		return
	}
	allocID, task := r.PathValue("alloc"), q.Get("task")
	f.mu.Lock()
	a, ok := f.allocs[allocID]
	var running bool
	var env []string
	if ok {
		running = a.clientStatus == api.AllocClientStatusRunning && a.task.State == "running"
	}
	f.mu.Unlock()
	switch {
	case !ok:
		refuse("Unknown allocation %q", allocID)
		return
	case task != "harness":
		refuse("unknown task name %q", task)
		return
	case !running:
		refuse("task %q is not running.", task)
		return
	}
	taskDir := filepath.Join(f.exec.dir, allocID)
	if err := os.MkdirAll(filepath.Join(taskDir, "local", "workspace"), 0o755); err != nil {
		refuse("prepare the task dir: %v", err)
		return
	}
	for _, kv := range fakeEnv(a, f.variable) {
		if strings.HasPrefix(kv, "NOMAD_TASK_DIR=") {
			kv = "NOMAD_TASK_DIR=" + filepath.Join(taskDir, "local")
		}
		env = append(env, kv)
	}
	tty := q.Get("tty") == "true"
	f.exec.mu.Lock()
	if f.exec.ended[allocID] {
		f.exec.mu.Unlock()
		refuse("task %q is not running.", task)
		return
	}
	p, err := backendtest.StartProcess(backendtest.ProcessSpec{Argv: argv, Env: env, Dir: taskDir, TTY: tty, Stdin: true})
	if err == nil {
		f.exec.procs[allocID] = append(f.exec.procs[allocID], p)
		f.exec.execs = append(f.exec.execs, &fakeExec{Argv: argv, TTY: tty, Proc: p})
	}
	f.exec.mu.Unlock()
	if err != nil {
		_ = conn.Close(websocket.StatusInternalError, err.Error())
		return
	}
	execStream(conn, p)
}

// execStream plays one exec session until the command exited and its output
// was sent.
func execStream(conn *websocket.Conn, p *backendtest.Process) {
	ctx, cancel := context.WithCancel(context.Background())
	gone := make(chan struct{})
	defer func() {
		cancel()
		<-gone
	}()
	var out sync.WaitGroup
	pipe := func(stderr bool, r io.Reader) {
		defer out.Done()
		frame := func(op *api.ExecStreamingIOOperation) api.ExecStreamingOutput {
			if stderr {
				return api.ExecStreamingOutput{Stderr: op}
			}
			return api.ExecStreamingOutput{Stdout: op}
		}
		buf := make([]byte, 4096)
		live := true
		for {
			n, err := r.Read(buf)
			if n > 0 && live {
				// A failed write is a client gone: the output is drained.
				live = wsjson.Write(ctx, conn, frame(&api.ExecStreamingIOOperation{Data: buf[:n]})) == nil
			}
			if err != nil {
				if live {
					_ = wsjson.Write(ctx, conn, frame(&api.ExecStreamingIOOperation{Close: true}))
				}
				return
			}
		}
	}
	out.Add(1)
	go pipe(false, p.Stdout)
	if p.Stderr != nil {
		out.Add(1)
		go pipe(true, p.Stderr)
	}
	go func() {
		defer close(gone)
		for {
			var in api.ExecStreamingInput
			if err := wsjson.Read(ctx, conn, &in); err != nil {
				p.Hangup()
				return
			}
			switch {
			case in.Stdin != nil && len(in.Stdin.Data) > 0:
				_, _ = p.Write(in.Stdin.Data)
			case in.Stdin != nil && in.Stdin.Close:
				_ = p.CloseStdin()
			case in.TTYSize != nil:
				_ = p.Resize(backends.TermSize{Cols: uint16(in.TTYSize.Width), Rows: uint16(in.TTYSize.Height)})
			}
		}
	}()
	out.Wait()
	exited := api.ExecStreamingOutput{Exited: true, Result: &api.ExecStreamingExitResult{ExitCode: p.ExitCode()}}
	if err := wsjson.Write(ctx, conn, exited); err != nil {
		_ = conn.CloseNow()
		return
	}
	_ = conn.Close(websocket.StatusNormalClosure, "")
}
