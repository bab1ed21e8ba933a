package nomad

import (
	"context"
	"crypto/tls"
	"errors"
	"fmt"
	"io"
	"net"
	"net/http"
	"strings"
	"sync"
	"time"

	"github.com/hashicorp/nomad/api"

	"github.com/everdict/everdict/backends"
	"github.com/everdict/everdict/backends/internal/cluster"
	"github.com/everdict/everdict/domain"
)

// execHandshake bounds the websocket handshake of an alloc exec (nomad/api
// takes it from its HTTP client's timeout).
const execHandshake = 30 * time.Second

// taskRunning is the state of a task that runs.
const taskRunning = "running"

var (
	_ backends.Backend  = (*Backend)(nil)
	_ backends.Hardener = (*Backend)(nil)
	_ backends.Access   = (*Backend)(nil)
)

// execClient returns the API client of alloc execs: Config.HTTPClient's
// transport (its dialer: the control plane's guard) made to speak HTTP/1.1
// only, since nomad/api's websocket cannot be upgraded from HTTP/2 (a
// transport that tried HTTP/2 once offers it to every later TLS
// handshake), with the handshake bounded. It is nil when the configured
// client's transport is no *http.Transport, which nomad/api's exec needs:
// Access is unsupported then.
func execClient(cfg Config) (*api.Client, error) {
	var tr *http.Transport
	if cfg.HTTPClient == nil {
		tr = http.DefaultTransport.(*http.Transport).Clone()
		tr.TLSClientConfig = &tls.Config{MinVersion: tls.VersionTLS12}
	} else {
		t, ok := cfg.HTTPClient.Transport.(*http.Transport)
		if !ok {
			return nil, nil
		}
		tr = t.Clone()
		if tr.TLSClientConfig == nil {
			tr.TLSClientConfig = &tls.Config{MinVersion: tls.VersionTLS12}
		}
	}
	tr.ForceAttemptHTTP2 = false
	tr.TLSClientConfig.NextProtos = []string{"http/1.1"}
	client, err := api.NewClient(&api.Config{
		Address:    cfg.Spec.Addr,
		Region:     cfg.Spec.Region,
		SecretID:   cfg.Token,
		HttpClient: &http.Client{Transport: tr, Timeout: execHandshake},
	})
	if err != nil {
		return nil, fmt.Errorf("nomad backend: %w", err)
	}
	return client, nil
}

// alloc is the allocation of a run's job a look found running.
func alloc(j cluster.Job, st jobState) *api.Allocation {
	a := st.alloc
	return &api.Allocation{ID: a.ID, Namespace: j.Namespace, NodeID: a.NodeID, JobID: a.JobID, TaskGroup: a.TaskGroup}
}

// execFailed translates an alloc exec that failed: a refused handshake as
// any API error; a session Nomad closed with a reason (it upgrades first
// and refuses after, as the close's text) as UNAUTHORIZED for a token
// without alloc-exec, ErrNotRunning when the task ended meanwhile, and
// BACKEND_ERROR otherwise.
func (p *platform) execFailed(ctx context.Context, runID string, err error) error {
	var ue api.UnexpectedResponseError
	var ne net.Error
	switch {
	case errors.As(err, &ue), errors.As(err, &ne):
		return fmt.Errorf("enter run %s: %w", runID, p.APIError("exec in run "+runID, err))
	case strings.Contains(err.Error(), "Permission denied"):
		return backends.Errorf(domain.FailureInfra, backends.CodeUnauthorized,
			"nomad at %s refused the token an exec in run %s (it needs alloc-exec): %w", p.cfg.Spec.Addr, runID, err)
	}
	if lerr := cluster.NotRunning(context.WithoutCancel(ctx), p.core, runID); lerr != nil {
		return lerr
	}
	return backends.Errorf(domain.FailureInfra, backends.CodeBackend, "nomad at %s: exec in run %s: %w", p.cfg.Spec.Addr, runID, err)
}

// Enterable is nil when the backend has an exec client.
func (p *platform) Enterable(runID string) error {
	if p.exec == nil {
		return fmt.Errorf("enter run %s: the configured HTTP client's transport is no *http.Transport, which nomad's exec needs: %w", runID, backends.ErrUnsupported)
	}
	return nil
}

// Exec runs argv in the task through an alloc exec.
func (p *platform) Exec(ctx context.Context, j cluster.Job, st jobState, argv []string, timeout time.Duration, stdout, stderr io.Writer) (int, bool, error) {
	a := alloc(j, st)
	// The session has a context of its own: nomad/api dials without one,
	// so it is run aside and let go of at the timeout or when ctx ends.
	sctx, cancel := context.WithCancel(context.WithoutCancel(ctx))
	defer cancel()
	type ended struct {
		code int
		err  error
	}
	done := make(chan ended, 1)
	go func() {
		code, err := p.exec.Allocations().Exec(sctx, a, taskName, false, argv,
			strings.NewReader(""), stdout, stderr, nil, p.query(sctx, a.Namespace))
		done <- ended{code, err}
	}()
	timer := time.NewTimer(timeout)
	defer timer.Stop()
	var e ended
	timedOut := false
	select {
	case e = <-done:
	case <-timer.C:
		cancel()
		e = <-done
		timedOut = e.err != nil // else it ended just then
	case <-ctx.Done():
		cancel()
		<-done
		return 0, false, fmt.Errorf("exec in run %s: %w", j.RunID, context.Cause(ctx))
	}
	if e.err != nil && !timedOut {
		return 0, false, p.execFailed(ctx, j.RunID, e.err)
	}
	return e.code, timedOut, nil
}

// Terminal starts argv in the task on a pseudo-terminal through an alloc
// exec.
func (p *platform) Terminal(ctx context.Context, j cluster.Job, st jobState, argv []string, size backends.TermSize) (backends.Terminal, error) {
	a := alloc(j, st)
	sctx, cancel := context.WithCancel(context.WithoutCancel(ctx))
	inR, inW := io.Pipe()
	outR, outW := io.Pipe()
	t := &session{in: inW, out: outR, sizes: make(chan api.TerminalSize), cancel: cancel, done: make(chan struct{})}
	go func() {
		defer close(t.done)
		_, err := p.exec.Allocations().Exec(sctx, a, taskName, true, argv, inR, outW, outW, t.sizes, p.query(sctx, a.Namespace))
		if err != nil && sctx.Err() == nil {
			t.err = p.execFailed(sctx, j.RunID, err)
			_ = outW.CloseWithError(fmt.Errorf("the terminal's session broke: %w", t.err))
		} else {
			_ = outW.Close()
		}
		_ = inR.Close() // nomad/api's stdin reader returns
	}()
	if err := t.resize(ctx, size); err != nil {
		_ = t.Close()
		if t.err != nil {
			return nil, t.err
		}
		return nil, fmt.Errorf("terminal in run %s: %w", j.RunID, err)
	}
	return t, nil
}

// session is an open alloc exec on a pseudo-terminal.
type session struct {
	in     *io.PipeWriter
	out    *io.PipeReader
	sizes  chan api.TerminalSize
	cancel context.CancelFunc
	done   chan struct{} // the session ended; err is set before
	err    error
	once   sync.Once
}

func (t *session) Read(p []byte) (int, error) { return cluster.ReadOutput(t.out, p) }

func (t *session) Write(p []byte) (int, error) {
	n, err := t.in.Write(p)
	if err != nil {
		return n, fmt.Errorf("type into the terminal: %w", err)
	}
	return n, nil
}

func (t *session) Resize(s backends.TermSize) error {
	return t.resize(context.Background(), s)
}

// resize hands the size (80×24 for a zero dimension) to nomad/api twice:
// its resize loop takes the second only once it has sent the first, so
// the new size is on the wire when resize returns.
func (t *session) resize(ctx context.Context, s backends.TermSize) error {
	s = s.OrDefault()
	size := api.TerminalSize{Width: int(s.Cols), Height: int(s.Rows)}
	for range 2 {
		select {
		case t.sizes <- size:
		case <-t.done:
			return errors.New("resize the terminal: the session has ended")
		case <-ctx.Done():
			return fmt.Errorf("resize the terminal: %w", context.Cause(ctx))
		}
	}
	return nil
}

// Close ends the session and waits for it.
func (t *session) Close() error {
	t.once.Do(func() {
		t.cancel()
		_ = t.in.Close()
		_ = t.out.Close()
		<-t.done
	})
	return nil
}
