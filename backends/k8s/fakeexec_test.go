package k8s_test

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"strconv"
	"sync"

	"github.com/coder/websocket"
	corev1 "k8s.io/api/core/v1"
	apierrors "k8s.io/apimachinery/pkg/api/errors"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/runtime/schema"
	"k8s.io/apimachinery/pkg/util/remotecommand"

	"github.com/everdict/everdict/backends"
	"github.com/everdict/everdict/backends/backendtest"
)

// fakeAPI is the part of the fake cluster's API server that client-go's
// fake clientset cannot play: the pods/exec subresource, over HTTPS (HTTP/2
// offered, as an API server does) at https://k8s.invalid:6443 for a client
// whose dialer leads there (the test config's Dial). It wants the test
// kubeconfig's bearer token (401 otherwise) and answers 403 while
// denyExec is set (credentials that may create Jobs but not exec).
//
// An exec of a pod that is running upgrades to a websocket speaking
// remotecommand's v5.channel.k8s.io and runs the command as a real process
// on this host (backendtest.Process) with the container's environment as
// the kubelet gives it (podEnv: the harness's env and secrets included)
// in a directory of the fake's: stdout and stderr (or the terminal) go out
// on channels 1 and 2, channel 0 is its stdin, 4 resizes its terminal,
// 255 0 closes its stdin, and the exit status goes out on channel 3 (a
// metav1.Status) before a normal close. Like a kubelet, it does not stop a
// command whose client went away (a terminal's is hung up); it kills every
// exec of a pod when the pod ends.
type fakeAPI struct {
	srv *httptest.Server
	dir string

	mu sync.Mutex
	// execs are the commands started, in order; procs the live ones by
	// namespace/pod, ended the pods whose execs were killed.
	execs []*fakeExec
	procs map[string][]*backendtest.Process
	ended map[string]bool
}

// fakeExec is one exec the fake started.
type fakeExec struct {
	Argv []string
	TTY  bool
	Proc *backendtest.Process
}

func (f *fakeCluster) startAPI() {
	a := &fakeAPI{dir: f.t.TempDir(), procs: map[string][]*backendtest.Process{}, ended: map[string]bool{}}
	mux := http.NewServeMux()
	mux.HandleFunc("/api/v1/namespaces/{ns}/pods/{pod}/exec", f.serveExec)
	a.srv = httptest.NewUnstartedServer(mux)
	a.srv.EnableHTTP2 = true
	a.srv.StartTLS()
	f.api = a
	f.t.Cleanup(func() {
		a.mu.Lock()
		execs := a.execs
		a.mu.Unlock()
		for _, e := range execs {
			e.Proc.Kill()
			<-e.Proc.Done()
		}
		a.srv.Close()
	})
}

// lastExec is the last exec the fake started.
func (f *fakeCluster) lastExec() *fakeExec {
	f.api.mu.Lock()
	defer f.api.mu.Unlock()
	if len(f.api.execs) == 0 {
		return nil
	}
	return f.api.execs[len(f.api.execs)-1]
}

// endExecs kills the execs of a pod that ended, and every later one.
func (f *fakeCluster) endExecs(key string) {
	f.api.mu.Lock()
	ps := f.api.procs[key]
	delete(f.api.procs, key)
	f.api.ended[key] = true
	f.api.mu.Unlock()
	for _, p := range ps {
		p.Kill()
	}
}

// writeStatus answers a request with an API error.
func writeStatus(w http.ResponseWriter, e *apierrors.StatusError) {
	st := e.ErrStatus
	st.Kind, st.APIVersion = "Status", "v1"
	w.Header().Set("Content-Type", "application/json")
	w.WriteHeader(int(st.Code))
	_ = json.NewEncoder(w).Encode(st)
}

func (f *fakeCluster) serveExec(w http.ResponseWriter, r *http.Request) {
	if r.Method != http.MethodGet && r.Method != http.MethodPost {
		http.Error(w, "method not allowed", http.StatusMethodNotAllowed)
		return
	}
	ns, name := r.PathValue("ns"), r.PathValue("pod")
	if r.Header.Get("Authorization") != "Bearer "+clusterToken {
		writeStatus(w, apierrors.NewUnauthorized("Unauthorized"))
		return
	}
	if f.denyExec.Load() {
		writeStatus(w, apierrors.NewForbidden(schema.GroupResource{Resource: "pods/exec"}, name,
			fmt.Errorf(`User "u" cannot create resource "pods/exec" in API group "" in the namespace %q`, ns)))
		return
	}
	pod, err := f.cs.CoreV1().Pods(ns).Get(r.Context(), name, metav1.GetOptions{})
	if err != nil {
		writeStatus(w, apierrors.NewNotFound(schema.GroupResource{Resource: "pods"}, name))
		return
	}
	q := r.URL.Query()
	argv, tty := q["command"], q.Get("tty") == "true"
	switch {
	case q.Get("container") != "harness":
		writeStatus(w, apierrors.NewBadRequest(fmt.Sprintf("container %s is not valid for pod %s", q.Get("container"), name)))
		return
	case len(argv) == 0:
		writeStatus(w, apierrors.NewBadRequest("you must specify at least 1 command"))
		return
	case pod.Status.Phase == corev1.PodSucceeded || pod.Status.Phase == corev1.PodFailed:
		writeStatus(w, apierrors.NewBadRequest(fmt.Sprintf("cannot exec into a container in a completed pod; current phase is %s", pod.Status.Phase)))
		return
	case len(pod.Status.ContainerStatuses) == 0 || pod.Status.ContainerStatuses[0].State.Running == nil:
		writeStatus(w, apierrors.NewBadRequest(fmt.Sprintf("unable to upgrade connection: container not found (%q)", "harness")))
		return
	}
	conn, err := websocket.Accept(w, r, &websocket.AcceptOptions{Subprotocols: []string{remotecommand.StreamProtocolV5Name}})
	if err != nil {
		return
	}
	if conn.Subprotocol() != remotecommand.StreamProtocolV5Name {
		_ = conn.Close(websocket.StatusProtocolError, "v5.channel.k8s.io only")
		return
	}
	conn.SetReadLimit(1 << 20)
	env := podEnv(pod, func(secret, key string) string {
		s, err := f.cs.CoreV1().Secrets(ns).Get(context.Background(), secret, metav1.GetOptions{})
		if err != nil {
			return ""
		}
		return string(s.Data[key])
	})
	key := ns + "/" + name
	f.api.mu.Lock()
	if f.api.ended[key] {
		f.api.mu.Unlock()
		sendStatus(conn, -1, "container is not running")
		return
	}
	p, err := backendtest.StartProcess(backendtest.ProcessSpec{Argv: argv, Env: env, Dir: f.api.dir, TTY: tty, Stdin: q.Get("stdin") == "true"})
	if err == nil {
		f.api.procs[key] = append(f.api.procs[key], p)
		f.api.execs = append(f.api.execs, &fakeExec{Argv: argv, TTY: tty, Proc: p})
	}
	f.api.mu.Unlock()
	if err != nil {
		// What a kubelet reports when the runtime cannot start it.
		sendStatus(conn, -1, "failed to exec in container: "+err.Error())
		return
	}
	stream(conn, p)
}

// stream plays one exec's stream until the command exited and its output
// was sent; a client that went away leaves it running (a terminal is hung
// up).
func stream(conn *websocket.Conn, p *backendtest.Process) {
	ctx, cancel := context.WithCancel(context.Background())
	gone := make(chan struct{})
	defer func() {
		cancel()
		<-gone
	}()
	var out sync.WaitGroup
	pipe := func(channel byte, r io.Reader) {
		defer out.Done()
		buf := make([]byte, 32<<10)
		live := true
		for {
			n, err := r.Read(buf)
			if n > 0 && live {
				msg := append([]byte{channel}, buf[:n]...)
				// A failed write is a client gone: the output is drained.
				live = conn.Write(ctx, websocket.MessageBinary, msg) == nil
			}
			if err != nil {
				return
			}
		}
	}
	out.Add(1)
	go pipe(remotecommand.StreamStdOut, p.Stdout)
	if p.Stderr != nil {
		out.Add(1)
		go pipe(remotecommand.StreamStdErr, p.Stderr)
	}
	go func() {
		defer close(gone)
		for {
			typ, m, err := conn.Read(ctx)
			if err != nil {
				p.Hangup()
				return
			}
			if typ != websocket.MessageBinary || len(m) == 0 {
				continue
			}
			switch m[0] {
			case remotecommand.StreamStdIn:
				_, _ = p.Write(m[1:])
			case remotecommand.StreamClose:
				if len(m) > 1 && m[1] == remotecommand.StreamStdIn {
					_ = p.CloseStdin()
				}
			case remotecommand.StreamResize:
				var s struct{ Width, Height uint16 }
				if json.Unmarshal(m[1:], &s) == nil {
					_ = p.Resize(backends.TermSize{Cols: s.Width, Rows: s.Height})
				}
			}
		}
	}()
	out.Wait()
	sendStatus(conn, p.ExitCode(), "")
}

// sendStatus ends an exec's stream: its status on channel 3 (code < 0:
// failed with message), then a normal close.
func sendStatus(conn *websocket.Conn, code int, message string) {
	st := metav1.Status{TypeMeta: metav1.TypeMeta{Kind: "Status", APIVersion: "v1"}, Status: metav1.StatusSuccess}
	switch {
	case code < 0:
		st.Status, st.Message, st.Reason = metav1.StatusFailure, message, metav1.StatusReasonInternalError
	case code > 0:
		st.Status, st.Reason = metav1.StatusFailure, remotecommand.NonZeroExitCodeReason
		st.Message = fmt.Sprintf("command terminated with non-zero exit code: exit status %d", code)
		st.Details = &metav1.StatusDetails{Causes: []metav1.StatusCause{{Type: remotecommand.ExitCodeCauseType, Message: strconv.Itoa(code)}}}
	}
	raw, _ := json.Marshal(st)
	ctx := context.Background()
	if err := conn.Write(ctx, websocket.MessageBinary, append([]byte{remotecommand.StreamErr}, raw...)); err != nil {
		_ = conn.CloseNow()
		return
	}
	_ = conn.Close(websocket.StatusNormalClosure, "")
}
