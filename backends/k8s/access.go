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
	corev1 "k8s.io/api/core/v1"
	apierrors "k8s.io/apimachinery/pkg/api/errors"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/runtime/schema"
	"k8s.io/apimachinery/pkg/util/remotecommand"
	"k8s.io/client-go/rest"

	"github.com/everdict/everdict/backends"
	"github.com/everdict/everdict/backends/internal/wire"
	"github.com/everdict/everdict/domain"
)

var _ backends.Access = (*Backend)(nil)

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
	// user is who the run's harness runs as (the Job's annotation).
	user wire.User
}

// running finds the pod of a run the way follow does (the Job by run id,
// then its first pod) and checks that its harness container runs now.
func (b *Backend) running(ctx context.Context, runID string) (target, error) {
	if !backends.ValidRunID(runID) {
		return target{}, fmt.Errorf("run %q: %w", runID, backends.ErrNotFound)
	}
	f, ok, err := b.find(ctx, runID)
	if err != nil {
		return target{}, fmt.Errorf("enter run %s: %w", runID, err)
	}
	if !ok {
		return target{}, fmt.Errorf("run %s: %w", runID, backends.ErrNotFound)
	}
	if done, _ := finished(f.job); done || f.job.Annotations[annCanceled] != "" || f.job.Annotations[annFailed] != "" {
		return target{}, fmt.Errorf("run %s has ended: %w", runID, backends.ErrNotRunning)
	}
	st := b.look(ctx, f.ns, f.job.Name, runLabel(runID))
	switch {
	case st.err != nil:
		return target{}, fmt.Errorf("enter run %s: %w", runID, b.apiError("look at the pod of run "+runID, st.err))
	case st.gone:
		return target{}, fmt.Errorf("run %s has ended: %w", runID, backends.ErrNotRunning)
	case st.pod == nil:
		return target{}, fmt.Errorf("run %s has no pod yet: %w", runID, backends.ErrNotRunning)
	}
	p := st.pod
	if h := harness(p); p.DeletionTimestamp != nil || p.Status.Phase != corev1.PodRunning || h == nil || h.State.Running == nil {
		return target{}, fmt.Errorf("the pod of run %s is not running (%s): %w", runID, p.Status.Phase, backends.ErrNotRunning)
	}
	return target{ns: f.ns, pod: p.Name, user: wire.RecordedUser(f.job.Annotations[annUser])}, nil
}

// entry is how a command enters a run's harness container: in the
// workspace, as the run's user, HOME the wrapper's volume, killed in the container after
// timeout (none when 0).
func (b *Backend) entry(runID string, user wire.User, timeout time.Duration, terminal bool) wire.Entry {
	e := wire.Entry{Workspace: pathWorkspace, Home: mountWork, RunID: runID, Terminal: terminal, User: user}
	if timeout > 0 {
		e.TimeoutSec = wire.TimeoutSec(timeout)
	}
	return e
}

// open starts argv in the harness container of t through the pods/exec
// subresource, remotecommand's protocol v5 over a websocket. ctx bounds the
// handshake; the connection lives as long as life, which stopLife (when
// not nil) ends should ctx end during the handshake.
func (b *Backend) open(ctx, life context.Context, stopLife context.CancelFunc, runID string, t target, argv []string, tty bool) (*websocket.Conn, error) {
	if b.exec == nil {
		return nil, fmt.Errorf("enter run %s: the backend has no kubeconfig to reach the pod with: %w", runID, backends.ErrUnsupported)
	}
	unhook := func() bool { return true }
	if stopLife != nil {
		unhook = context.AfterFunc(ctx, stopLife)
	}
	conn, resp, err := websocket.Dial(life, b.exec.url(t, argv, tty), &websocket.DialOptions{
		HTTPClient:   b.exec.client,
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
		return nil, b.refused(ctx, runID, t, resp, err)
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
func (b *Backend) refused(ctx context.Context, runID string, t target, resp *http.Response, err error) error {
	op := "exec in pod " + t.pod
	switch {
	case resp == nil:
		return fmt.Errorf("enter run %s: %w", runID, b.apiError(op, err))
	case resp.StatusCode == http.StatusSwitchingProtocols:
		return backends.Errorf(domain.FailureInfra, backends.CodeBackend, "enter run %s: the API server's exec handshake: %w", runID, err)
	}
	status := handshakeStatus(resp, t.pod)
	switch {
	case apierrors.IsUnauthorized(status) || apierrors.IsForbidden(status):
		return fmt.Errorf("enter run %s: %w", runID, b.apiError(op, status))
	case apierrors.IsNotFound(status):
		return fmt.Errorf("the pod of run %s is gone: %w", runID, backends.ErrNotRunning)
	}
	// A pod that ended between the look and the exec is refused with 400.
	if _, err := b.running(ctx, runID); errors.Is(err, backends.ErrNotRunning) {
		return err
	}
	return fmt.Errorf("enter run %s: %w", runID, b.apiError(op, status))
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

// Exec runs req.Command in the run's harness container (see
// backends.Access) through the pods/exec subresource: in the workspace,
// as the container's user, with none of the harness's environment (the
// exec starts with the container's, which the command's wrapper drops). At
// the timeout the stream is cut and the result is TimedOut with 137;
// Kubernetes does not stop an exec whose client went away, so the command
// runs under timeout(1) in the container and is killed there too, when the
// image has one. Output past the cap is read and dropped.
func (b *Backend) Exec(ctx context.Context, runID string, req backends.ExecRequest) (backends.ExecResult, error) {
	req, err := req.Normalize()
	if err != nil {
		return backends.ExecResult{}, err
	}
	t, err := b.running(ctx, runID)
	if err != nil {
		return backends.ExecResult{}, err
	}
	argv, err := b.entry(runID, t.user, req.Timeout, false).Command(req.Command)
	if err != nil {
		return backends.ExecResult{}, err
	}
	ectx, cancel := context.WithTimeoutCause(ctx, req.Timeout, errExecTimeout)
	defer cancel()
	conn, err := b.open(ectx, ectx, nil, runID, t, argv, false)
	if err != nil {
		if ctx.Err() == nil && errors.Is(context.Cause(ectx), errExecTimeout) {
			return backends.ExecResult{}, backends.Errorf(domain.FailureInfra, backends.CodeUnreachable,
				"exec in run %s: kubernetes did not start it within its timeout of %s", runID, req.Timeout)
		}
		return backends.ExecResult{}, err
	}
	defer func() { _ = conn.CloseNow() }()
	b.log.Info("exec in run", "run_id", runID, "namespace", t.ns, "pod", t.pod)
	stdout, stderr := &backends.Capped{Max: req.MaxOutputBytes}, &backends.Capped{Max: req.MaxOutputBytes}
	code, err := receive(ectx, conn, func(stream byte, p []byte) error {
		if stream == remotecommand.StreamStdOut {
			_, err := stdout.Write(p)
			return err
		}
		_, err := stderr.Write(p)
		return err
	})
	var res backends.ExecResult
	var cutOut, cutErr bool
	res.Stdout, cutOut = stdout.Bytes()
	res.Stderr, cutErr = stderr.Bytes()
	res.Truncated = cutOut || cutErr
	switch {
	case err == nil:
		res.ExitCode = code
		return res, nil
	case ctx.Err() != nil:
		return backends.ExecResult{}, fmt.Errorf("exec in run %s: %w", runID, context.Cause(ctx))
	case errors.Is(context.Cause(ectx), errExecTimeout):
		res.TimedOut, res.ExitCode = true, 128+9
		return res, nil
	}
	if _, lerr := b.running(context.WithoutCancel(ctx), runID); errors.Is(lerr, backends.ErrNotRunning) {
		return backends.ExecResult{}, fmt.Errorf("exec in run %s broke off: %w", runID, lerr)
	}
	return backends.ExecResult{}, backends.Errorf(domain.FailureInfra, backends.CodeBackend, "exec in run %s: its stream broke: %w", runID, err)
}

// Terminal starts req.Command (sh when empty) in the run's harness
// container on a pseudo-terminal, as Exec does a command (see
// backends.Access), with TERM=xterm-256color. Size and Resize go to the
// container's terminal over the stream's resize channel, and a Resize or a
// Write returns once its message is sent, so keystrokes typed after a
// Resize see the new size. Close ends the stream; what becomes of the
// command then is the container runtime's (closing its terminal hangs it
// up): one that does not exit when its terminal goes away lives on in the
// pod until the job ends.
func (b *Backend) Terminal(ctx context.Context, runID string, req backends.TerminalRequest) (backends.Terminal, error) {
	cmd := req.Command
	if len(cmd) == 0 {
		cmd = []string{"sh"}
	}
	if _, err := (backends.ExecRequest{Command: cmd}).Normalize(); err != nil {
		return nil, err
	}
	t, err := b.running(ctx, runID)
	if err != nil {
		return nil, err
	}
	argv, err := b.entry(runID, t.user, 0, true).Command(cmd)
	if err != nil {
		return nil, err
	}
	sctx, stop := context.WithCancel(context.WithoutCancel(ctx))
	conn, err := b.open(ctx, sctx, stop, runID, t, argv, true)
	if err != nil {
		stop()
		return nil, err
	}
	pr, pw := io.Pipe()
	term := &terminal{conn: conn, ctx: sctx, stop: stop, out: pr, done: make(chan struct{})}
	if err := term.Resize(req.Size); err != nil {
		stop()
		_ = conn.CloseNow()
		return nil, fmt.Errorf("terminal in run %s: %w", runID, err)
	}
	b.log.Info("terminal in run", "run_id", runID, "namespace", t.ns, "pod", t.pod)
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

func (t *terminal) Read(p []byte) (int, error) {
	n, err := t.out.Read(p)
	if errors.Is(err, io.ErrClosedPipe) {
		err = io.EOF
	}
	return n, err
}

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

// Screen is not offered on Kubernetes: a cluster job serves no screen the
// control plane can reach. It returns an error wrapping ErrUnsupported.
func (b *Backend) Screen(_ context.Context, runID string) ([]byte, error) {
	return nil, fmt.Errorf("screen of run %s: kubernetes jobs show no screen: %w", runID, backends.ErrUnsupported)
}
