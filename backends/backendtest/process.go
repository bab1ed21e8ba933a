package backendtest

import (
	"errors"
	"fmt"
	"io"
	"os"
	osexec "os/exec"
	"sync"
	"syscall"

	"github.com/everdict/everdict/backends"
	"github.com/everdict/everdict/backends/internal/pty"
)

// Process is how a fake cluster plays an exec into a job's task (a pod's
// exec subresource, a Nomad allocation's exec): it has no container to
// enter, so it runs the command the adapter sent, wrapper and all, as a
// real process on this host, with the environment the cluster would give
// it (the task's, secrets included, as a container runtime does: dropping
// them is the adapter's job) and on pipes or a real pseudo-terminal. What
// the suite checks of an exec (output, exit code, timeout, cap, secrets,
// terminal size) is then checked of what the adapter really asked for.
type Process struct {
	cmd *osexec.Cmd
	// Stdout is the command's stdout, or its terminal; Stderr is nil on a
	// terminal. Both end with io.EOF.
	Stdout, Stderr io.Reader
	stdin          io.WriteCloser // nil when the command has none
	master         *os.File       // the terminal's master side, or nil
	done           chan struct{}
	exit           int
	hangup         sync.Once
}

// ProcessSpec is what a fake starts.
type ProcessSpec struct {
	Argv []string
	// Env is the whole environment (none of the test process's).
	Env []string
	// Dir is the working directory.
	Dir string
	// Stdin gives the command a stdin to write to (Write); otherwise it
	// reads /dev/null. A terminal always has one.
	Stdin bool
	// TTY starts the command on a pseudo-terminal of Size, as the leader of
	// a session whose controlling terminal it is.
	TTY  bool
	Size backends.TermSize
}

// StartProcess starts s. The process is in a process group of its own;
// Kill ends the group.
func StartProcess(s ProcessSpec) (*Process, error) {
	if len(s.Argv) == 0 {
		return nil, errors.New("backendtest: no command")
	}
	cmd := osexec.Command(s.Argv[0], s.Argv[1:]...)
	cmd.Env, cmd.Dir = s.Env, s.Dir
	if cmd.Env == nil {
		cmd.Env = []string{}
	}
	p := &Process{cmd: cmd, done: make(chan struct{})}
	var theirs []*os.File // the child's ends, closed here once it started
	if s.TTY {
		master, slave, err := pty.Open()
		if err != nil {
			return nil, err
		}
		if err := pty.SetSize(master, s.Size.OrDefault()); err != nil {
			_ = master.Close()
			_ = slave.Close()
			return nil, err
		}
		cmd.Stdin, cmd.Stdout, cmd.Stderr = slave, slave, slave
		cmd.SysProcAttr = &syscall.SysProcAttr{Setsid: true, Setctty: true, Ctty: 0}
		p.master, p.stdin = master, master
		p.Stdout = ptyReader{f: master, hangup: p.Hangup}
		theirs = append(theirs, slave)
	} else {
		outR, outW, err := os.Pipe()
		if err != nil {
			return nil, err
		}
		errR, errW, err := os.Pipe()
		if err != nil {
			return nil, err
		}
		cmd.Stdout, cmd.Stderr = outW, errW
		p.Stdout, p.Stderr = &pipeReader{f: outR}, &pipeReader{f: errR}
		theirs = append(theirs, outW, errW)
		if s.Stdin {
			inR, inW, err := os.Pipe()
			if err != nil {
				return nil, err
			}
			cmd.Stdin, p.stdin = inR, inW
			theirs = append(theirs, inR)
		}
		cmd.SysProcAttr = &syscall.SysProcAttr{Setpgid: true}
	}
	err := cmd.Start()
	for _, f := range theirs {
		_ = f.Close()
	}
	if err != nil {
		p.closeOurs()
		return nil, fmt.Errorf("backendtest: start %q: %w", s.Argv[0], err)
	}
	go func() {
		_ = cmd.Wait()
		ws, _ := cmd.ProcessState.Sys().(syscall.WaitStatus)
		if ws.Signaled() {
			p.exit = 128 + int(ws.Signal())
		} else {
			p.exit = ws.ExitStatus()
		}
		close(p.done)
	}()
	return p, nil
}

func (p *Process) closeOurs() {
	for _, r := range []io.Reader{p.Stdout, p.Stderr} {
		if r, ok := r.(*pipeReader); ok {
			_ = r.f.Close()
		}
	}
	if p.stdin != nil {
		_ = p.stdin.Close()
	}
}

// Write types into the command's stdin or terminal.
func (p *Process) Write(b []byte) (int, error) {
	if p.stdin == nil {
		return 0, errors.New("backendtest: the command has no stdin")
	}
	return p.stdin.Write(b)
}

// CloseStdin closes a stdin pipe (end of input); on a terminal it does
// nothing, as a cluster does.
func (p *Process) CloseStdin() error {
	if p.stdin == nil || p.master != nil {
		return nil
	}
	return p.stdin.Close()
}

// Resize sets the terminal's size (SIGWINCH to its foreground group).
func (p *Process) Resize(s backends.TermSize) error {
	if p.master == nil {
		return errors.New("backendtest: the command has no terminal")
	}
	return pty.SetSize(p.master, s.OrDefault())
}

// Hangup closes the terminal's master side: the kernel hangs the session
// up (SIGHUP). It does nothing for a command on pipes.
func (p *Process) Hangup() {
	if p.master != nil {
		p.hangup.Do(func() { _ = p.master.Close() })
	}
}

// Kill sends SIGKILL to the command's process group, unless the command
// was reaped already (its pid may be another's by then).
func (p *Process) Kill() {
	select {
	case <-p.done:
		return
	default:
	}
	_ = syscall.Kill(-p.cmd.Process.Pid, syscall.SIGKILL)
}

// Done is closed when the command exited.
func (p *Process) Done() <-chan struct{} { return p.done }

// ExitCode is the command's exit status, 128+signal when a signal killed
// it; valid once Done is closed.
func (p *Process) ExitCode() int {
	<-p.done
	return p.exit
}

// pipeReader reads an output pipe and closes it at its end.
type pipeReader struct{ f *os.File }

func (r *pipeReader) Read(b []byte) (int, error) {
	n, err := r.f.Read(b)
	if err != nil {
		_ = r.f.Close()
	}
	return n, err
}

// ptyReader reads a terminal's master side: EIO (every process holding the
// other side is gone) and a closed master are the end, where the master is
// closed.
type ptyReader struct {
	f      *os.File
	hangup func()
}

func (r ptyReader) Read(b []byte) (int, error) {
	n, err := r.f.Read(b)
	if err != nil && (errors.Is(err, syscall.EIO) || errors.Is(err, os.ErrClosed)) {
		err = io.EOF
	}
	if err != nil {
		r.hangup()
	}
	return n, err
}
