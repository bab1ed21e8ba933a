package k8s

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"
	"net/url"
	"strconv"
	"sync"
	"time"

	"github.com/coder/websocket"
	apierrors "k8s.io/apimachinery/pkg/api/errors"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/runtime/schema"
	"k8s.io/apimachinery/pkg/util/remotecommand"
	"k8s.io/client-go/rest"

	"github.com/everdict/everdict/backends"
	"github.com/everdict/everdict/backends/internal/cluster"
	"github.com/everdict/everdict/domain"
)

var (
	_ backends.Backend  = (*Backend)(nil)
	_ backends.Hardener = (*Backend)(nil)
	_ backends.Access   = (*Backend)(nil)
)

// execMessageMax bounds one message of an exec's stream (the API server
// sends at most 32 KiB of output in one).
const execMessageMax = 1 << 20

// errExecTimeout is the cause of an exec's context at its timeout.
var errExecTimeout = errors.New("the exec's timeout passed")

// execEndpoint reaches the exec subresource of pods: the API server's URL
// and an HTTP client with the kubeconfig's credentials that dials through
// Config.Dial (client-go's own websocket executor would dial around it).
// net/http makes a websocket upgrade over HTTP/1.1 whatever the client
// negotiates otherwise.
type execEndpoint struct {
	base   *url.URL
	client *http.Client
}

func newExecEndpoint(rc *rest.Config) (*execEndpoint, error) {
	base, _, err := rest.DefaultServerUrlFor(rc)
	if err != nil {
		return nil, fmt.Errorf("k8s backend: the API server's address: %w", err)
	}
	hc, err := rest.HTTPClientFor(rc)
	if err != nil {
		return nil, fmt.Errorf("k8s backend: %w", err)
	}
	return &execEndpoint{base: base, client: hc}, nil
}

// url is the exec of argv in the harness container of a pod: stdout and
// stderr, or stdin and stdout on a terminal.
func (e *execEndpoint) url(t target, argv []string, tty bool) string {
	u := e.base.JoinPath("api", "v1", "namespaces", t.ns, "pods", t.pod, "exec")
	q := url.Values{"container": {containerName}, "command": argv, "stdout": {"true"}}
	if tty {
		q.Set("stdin", "true")
		q.Set("tty", "true")
	} else {
		q.Set("stderr", "true")
	}
	u.RawQuery = q.Encode()
	return u.String()
}

// target is the running pod of a run.
type target struct {
	ns, pod string
}

// Enterable is nil when the backend has a kubeconfig to reach pods with.
func (p *platform) Enterable(runID string) error {
	if p.exec == nil {
		return fmt.Errorf("enter run %s: the backend has no kubeconfig to reach the pod with: %w", runID, backends.ErrUnsupported)
	}
	return nil
}

// open starts argv in the harness container of t through the pods/exec
// subresource, remotecommand's protocol v5 over a websocket. ctx bounds the
// handshake; the connection lives as long as life, which stopLife (when
// not nil) ends should ctx end during the handshake.
func (p *platform) open(ctx, life context.Context, stopLife context.CancelFunc, runID string, t target, argv []string, tty bool) (*websocket.Conn, error) {
	unhook := func() bool { return true }
	if stopLife != nil {
		unhook = context.AfterFunc(ctx, stopLife)
	}
	conn, resp, err := websocket.Dial(life, p.exec.url(t, argv, tty), &websocket.DialOptions{
		HTTPClient:   p.exec.client,
		Subprotocols: []string{remotecommand.StreamProtocolV5Name},
	})
	if !unhook() && err == nil {
		_ = conn.CloseNow()
		err = context.Cause(ctx)
	}
	if err != nil {
		if ctx.Err() != nil {
			return nil, fmt.Errorf("enter run %s: %w", runID, context.Cause(ctx))
		}
		return nil, p.refused(ctx, runID, t, resp, err)
	}
	if p := conn.Subprotocol(); p != remotecommand.StreamProtocolV5Name {
		_ = conn.CloseNow()
		return nil, backends.Errorf(domain.FailureInfra, backends.CodeUnsupported,
			"enter run %s: the API server does not speak %s over a websocket (Kubernetes 1.30 and later do), it chose %q: %w",
			runID, remotecommand.StreamProtocolV5Name, p, backends.ErrUnsupported)
	}
	conn.SetReadLimit(execMessageMax)
	return conn, nil
}

// refused translates a failed exec handshake: the pod is gone or no longer
// running (ErrNotRunning), the credentials may not exec (UNAUTHORIZED), or
// the API server failed or could not be reached.
func (p *platform) refused(ctx context.Context, runID string, t target, resp *http.Response, err error) error {
	op := "exec in pod " + t.pod
	switch {
	case resp == nil:
		return fmt.Errorf("enter run %s: %w", runID, p.APIError(op, err))
	case resp.StatusCode == http.StatusSwitchingProtocols:
		return backends.Errorf(domain.FailureInfra, backends.CodeBackend, "enter run %s: the API server's exec handshake: %w", runID, err)
	}
	status := handshakeStatus(resp, t.pod)
	switch {
	case apierrors.IsUnauthorized(status) || apierrors.IsForbidden(status):
		return fmt.Errorf("enter run %s: %w", runID, p.APIError(op, status))
	case apierrors.IsNotFound(status):
		return fmt.Errorf("the pod of run %s is gone: %w", runID, backends.ErrNotRunning)
	}
	// A pod that ended between the look and the exec is refused with 400.
	if err := cluster.NotRunning(ctx, p.core, runID); err != nil {
		return err
	}
	return fmt.Errorf("enter run %s: %w", runID, p.APIError(op, status))
}

// handshakeStatus is the API's answer to a refused handshake: the Status
// in its body, or one made from its HTTP status code.
func handshakeStatus(resp *http.Response, pod string) *apierrors.StatusError {
	var body []byte
	if resp.Body != nil {
		body, _ = io.ReadAll(io.LimitReader(resp.Body, 1024))
	}
	var st metav1.Status
	if json.Unmarshal(body, &st) == nil && st.Kind == "Status" {
		if st.Code == 0 {
			st.Code = int32(resp.StatusCode)
		}
		return &apierrors.StatusError{ErrStatus: st}
	}
	return apierrors.NewGenericServerResponse(resp.StatusCode, http.MethodGet, schema.GroupResource{Resource: "pods/exec"}, pod, string(bytes.TrimSpace(body)), 0, false)
}

// receive reads an exec's messages, passing stdout and stderr to out, until
// the stream ends; it returns the exit code of the status the stream ended
// with.
func receive(ctx context.Context, conn *websocket.Conn, out func(stream byte, p []byte) error) (int, error) {
	var status []byte
	for {
		typ, m, err := conn.Read(ctx)
		if err != nil {
			if len(status) > 0 && ctx.Err() == nil {
				return exitCode(status)
			}
			return 0, err
		}
		if typ != websocket.MessageBinary || len(m) == 0 {
			continue
		}
		switch m[0] {
		case remotecommand.StreamStdOut, remotecommand.StreamStdErr:
			if err := out(m[0], m[1:]); err != nil {
				return 0, err
			}
		case remotecommand.StreamErr:
			status = append(status, m[1:]...)
		}
	}
}

// exitCode reads the status an exec ended with: Success, or the exit code
// of a NonZeroExitCode failure.
func exitCode(raw []byte) (int, error) {
	var st metav1.Status
	if err := json.Unmarshal(raw, &st); err != nil {
		return 0, fmt.Errorf("read the exec's status: %w", err)
	}
	if st.Status == metav1.StatusSuccess {
		return 0, nil
	}
	if st.Reason == remotecommand.NonZeroExitCodeReason && st.Details != nil {
		for _, c := range st.Details.Causes {
			if c.Type != remotecommand.ExitCodeCauseType {
				continue
			}
			if n, err := strconv.Atoi(c.Message); err == nil {
				return n, nil
			}
		}
	}
	return 0, fmt.Errorf("the exec failed: %s", st.Message)
}

// Exec runs argv in the pod's harness container through the pods/exec
// subresource.
func (p *platform) Exec(ctx context.Context, j cluster.Job, st podState, argv []string, timeout time.Duration, stdout, stderr io.Writer) (int, bool, error) {
	runID, t := j.RunID, target{ns: j.Namespace, pod: st.pod.Name}
	ectx, cancel := context.WithTimeoutCause(ctx, timeout, errExecTimeout)
	defer cancel()
	conn, err := p.open(ectx, ectx, nil, runID, t, argv, false)
	if err != nil {
		if ctx.Err() == nil && errors.Is(context.Cause(ectx), errExecTimeout) {
			return 0, false, backends.Errorf(domain.FailureInfra, backends.CodeUnreachable,
				"exec in run %s: kubernetes did not start it within its timeout of %s", runID, timeout)
		}
		return 0, false, err
	}
	defer func() { _ = conn.CloseNow() }()
	code, err := receive(ectx, conn, func(stream byte, b []byte) error {
		if stream == remotecommand.StreamStdOut {
			_, err := stdout.Write(b)
			return err
		}
		_, err := stderr.Write(b)
		return err
	})
	switch {
	case err == nil:
		return code, false, nil
	case ctx.Err() != nil:
		return 0, false, fmt.Errorf("exec in run %s: %w", runID, context.Cause(ctx))
	case errors.Is(context.Cause(ectx), errExecTimeout):
		return 0, true, nil
	}
	if lerr := cluster.NotRunning(context.WithoutCancel(ctx), p.core, runID); lerr != nil {
		return 0, false, fmt.Errorf("exec in run %s broke off: %w", runID, lerr)
	}
	return 0, false, backends.Errorf(domain.FailureInfra, backends.CodeBackend, "exec in run %s: its stream broke: %w", runID, err)
}

// Terminal starts argv in the pod's harness container on a
// pseudo-terminal through the pods/exec subresource.
func (p *platform) Terminal(ctx context.Context, j cluster.Job, st podState, argv []string, size backends.TermSize) (backends.Terminal, error) {
	runID, t := j.RunID, target{ns: j.Namespace, pod: st.pod.Name}
	sctx, stop := context.WithCancel(context.WithoutCancel(ctx))
	conn, err := p.open(ctx, sctx, stop, runID, t, argv, true)
	if err != nil {
		stop()
		return nil, err
	}
	pr, pw := io.Pipe()
	term := &terminal{conn: conn, ctx: sctx, stop: stop, out: pr, done: make(chan struct{})}
	if err := term.Resize(size); err != nil {
		stop()
		_ = conn.CloseNow()
		return nil, fmt.Errorf("terminal in run %s: %w", runID, err)
	}
	go term.pump(pw)
	return term, nil
}

// termSize is a message of the resize channel (remotecommand's
// TerminalSize, whose JSON names are its Go names).
type termSize struct {
	Width  uint16
	Height uint16
}

// terminal is an open exec stream on a pseudo-terminal.
type terminal struct {
	conn *websocket.Conn
	ctx  context.Context // the session's; stop ends it
	stop context.CancelFunc
	out  *io.PipeReader
	done chan struct{} // pump returned
	once sync.Once
}

// pump delivers the terminal's output to out until the command exited
// (io.EOF), the session was closed, or the stream broke (that error).
func (t *terminal) pump(out *io.PipeWriter) {
	defer close(t.done)
	_, err := receive(t.ctx, t.conn, func(_ byte, p []byte) error {
		_, err := out.Write(p)
		return err
	})
	if err != nil && t.ctx.Err() == nil {
		_ = out.CloseWithError(fmt.Errorf("the terminal's stream broke: %w", err))
		return
	}
	_ = out.Close()
}

func (t *terminal) Read(p []byte) (int, error) { return cluster.ReadOutput(t.out, p) }

func (t *terminal) send(stream byte, p []byte) error {
	msg := make([]byte, 0, len(p)+1)
	msg = append(append(msg, stream), p...)
	return t.conn.Write(t.ctx, websocket.MessageBinary, msg)
}

func (t *terminal) Write(p []byte) (int, error) {
	if err := t.send(remotecommand.StreamStdIn, p); err != nil {
		return 0, fmt.Errorf("type into the terminal: %w", err)
	}
	return len(p), nil
}

// Resize sends the size (80×24 for a zero dimension) on the resize channel.
func (t *terminal) Resize(s backends.TermSize) error {
	s = s.OrDefault()
	msg, err := json.Marshal(termSize{Width: s.Cols, Height: s.Rows})
	if err != nil {
		return err
	}
	if err := t.send(remotecommand.StreamResize, msg); err != nil {
		return fmt.Errorf("resize the terminal: %w", err)
	}
	return nil
}

// Close tells the container stdin is done, ends the stream and waits for
// the output to stop.
func (t *terminal) Close() error {
	t.once.Do(func() {
		_ = t.send(remotecommand.StreamClose, []byte{remotecommand.StreamStdIn})
		t.stop()
		_ = t.conn.CloseNow()
		_ = t.out.Close()
		<-t.done
	})
	return nil
}
