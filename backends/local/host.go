package local

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net"
	"os"
	"os/exec"
	"os/signal"
	"path/filepath"
	"runtime/debug"
	"strconv"
	"strings"
	"sync"
	"syscall"
	"time"

	"github.com/everdict/everdict/backends"
	"github.com/everdict/everdict/domain"
)

// One supervisor serves every run of a data dir (see the package doc): a
// long-lived process, started by the first Dispatch that finds none and
// leaving once it has had no run for Config.SupervisorLinger, which
// outlives the control plane that started it.
//
// How a Dispatch hands it a run, over the supervisor's unix socket:
//
//  1. Under the spawn lock (a flock of <name>.lock, and a mutex within one
//     process), the client connects, and when nothing answers starts a
//     supervisor and waits for its "ok" on the descriptor readyFD.
//  2. It writes the hostRequest, JSON: the run's directories and its
//     envelope (the job with its resolved secrets, which never touch the
//     disk).
//  3. The supervisor writes supervisor.pid (its own procID) for the run,
//     answers one byte, ackAccepted, or ackRefused and a sentence, and the
//     client releases the lock.
//  4. From then on the connection is the run's doorbell: a byte after each
//     line of output and after the outcome, end of file once the run is
//     over (or the supervisor died).
//
// A supervisor leaves only while it holds the spawn lock and has no
// connection: a client holding the lock has had its answer, so no run is
// ever handed to a supervisor on its way out. Its socket, lock and log are
// named after the supervisor executable and the envelope protocol
// (hostName): a control plane upgraded in place starts a supervisor of its
// own build, while the old one finishes its runs and leaves.

// hostEnv marks a process as a supervisor; its value is its hostSpec, JSON.
const hostEnv = "EVERDICT_LOCAL_SUPERVISOR"

// readyFD is the descriptor on which a starting supervisor answers "ok"
// once it listens, or why it cannot.
const readyFD = 3

// The first byte a supervisor answers a hostRequest with.
const (
	ackAccepted = 'A'
	ackRefused  = 'E'
)

// hostRequestTimeout bounds how long a supervisor waits for a request on a
// connection it accepted, and a client for the answer.
const hostRequestTimeout = 30 * time.Second

// hostStartTimeout bounds how long a client waits for a starting
// supervisor's "ok".
const hostStartTimeout = 30 * time.Second

// hostCheckEvery is how often an idle supervisor looks whether to leave.
const hostCheckEvery = 5 * time.Second

// hostSpec is what a supervisor is started with.
type hostSpec struct {
	// Dir holds its socket, lock and log: the data dir's control root, or
	// the data dir itself.
	Dir string `json:"dir"`
	// Name is their base name (see hostName).
	Name string `json:"name"`
	// DataDir is the data dir whose runs it supervises; once it is gone, an
	// idle supervisor leaves at once.
	DataDir string `json:"dataDir"`
	// Linger is how long it stays with no run.
	Linger time.Duration `json:"linger"`
}

func (s hostSpec) path(ext string) string { return filepath.Join(s.Dir, s.Name+ext) }

// hostName names the supervisor of one build: the supervisor command, the
// identity of its executable (device, inode, size, modification time) and
// the envelope protocol.
func hostName(argv []string) (string, error) {
	fi, err := os.Stat(argv[0])
	if err != nil {
		return "", fmt.Errorf("supervisor executable: %w", err)
	}
	h := sha256.New()
	fmt.Fprintf(h, "%d\x00%s\x00%d\x00", envelopeProtocol, strings.Join(argv, "\x00"), fi.Size())
	fmt.Fprint(h, fi.ModTime().UnixNano())
	if st, ok := fi.Sys().(*syscall.Stat_t); ok {
		fmt.Fprintf(h, "\x00%d\x00%d", st.Dev, st.Ino)
	}
	return "supervisor-" + hex.EncodeToString(h.Sum(nil)[:6]), nil
}

// hostRequest hands a run to a supervisor.
type hostRequest struct {
	Data     string   `json:"data"`
	Ctl      string   `json:"ctl"`
	Envelope envelope `json:"envelope"`
}

// socketAddr is the address of the socket path in dir (open): the path
// itself, or, past what a sockaddr_un holds, the same through dir's
// /proc/self/fd entry, which stays valid while dir is open.
func socketAddr(path string, dir *os.File) string {
	if len(path) < 100 {
		return path
	}
	return "/proc/self/fd/" + strconv.Itoa(int(dir.Fd())) + "/" + filepath.Base(path)
}

// flock takes (how: LOCK_EX) or releases (LOCK_UN) the lock of f.
func flock(f *os.File, how int) error {
	for {
		err := syscall.Flock(int(f.Fd()), how)
		if !errors.Is(err, syscall.EINTR) {
			return err
		}
	}
}

// hostMain is a supervisor's main; it returns the process exit code.
func hostMain(raw string) int {
	ready := os.NewFile(readyFD, "ready")
	syscall.CloseOnExec(readyFD)
	fail := func(format string, args ...any) int {
		msg := fmt.Sprintf(format, args...)
		fmt.Fprintln(os.Stderr, "everdict local supervisor: "+msg)
		_, _ = ready.WriteString(msg)
		_ = ready.Close()
		return 1
	}
	var spec hostSpec
	if err := json.Unmarshal([]byte(raw), &spec); err != nil || spec.Dir == "" || spec.Name == "" {
		return fail("%s is not a supervisor spec: %v", hostEnv, err)
	}
	if spec.Linger <= 0 {
		spec.Linger = SupervisorLingerDefault
	}
	defaultIgnoredSignals()
	ctx, stop := signal.NotifyContext(context.Background(), syscall.SIGTERM, syscall.SIGINT)
	defer stop()
	// SIGHUP is ignored, and so it is by the commands the supervisor starts,
	// as it always was. SIGPIPE is caught, not ignored: an ignored signal
	// would stay ignored in a harness forked from here (see direct), and a
	// harness's pipeline must get it.
	signal.Ignore(syscall.SIGHUP)
	signal.Notify(make(chan os.Signal, 1), syscall.SIGPIPE)
	closeOnExecAbove(2)
	h, err := newHost(spec)
	if err != nil {
		return fail("%v", err)
	}
	_, _ = ready.WriteString("ok")
	_ = ready.Close()
	return h.serve(ctx)
}

// host is a running supervisor.
type host struct {
	spec hostSpec
	self procID
	lock *os.File
	ln   *net.UnixListener
	// cancels wakes a run when its cancel file appears; nil without
	// inotify (then runs poll for it).
	cancels *cancelWatch

	mu   sync.Mutex
	busy int       // connections being served
	idle time.Time // since when busy is 0
	wg   sync.WaitGroup
}

func newHost(spec hostSpec) (*host, error) {
	self, err := identify(os.Getpid())
	if err != nil {
		return nil, err
	}
	lock, err := os.OpenFile(spec.path(".lock"), os.O_RDWR|os.O_CREATE, 0o600)
	if err != nil {
		return nil, err
	}
	ln, err := listenHost(spec)
	if err != nil {
		_ = lock.Close()
		return nil, err
	}
	h := &host{spec: spec, self: self, lock: lock, ln: ln, idle: time.Now()}
	if h.cancels, err = newCancelWatch(); err != nil {
		fmt.Fprintf(os.Stderr, "everdict local supervisor: runs poll for cancel requests: %v\n", err)
	}
	return h, nil
}

// listenHost binds the supervisor's socket, replacing one left by a
// supervisor that died (its connect was refused, which is why this one was
// started, under the spawn lock).
func listenHost(spec hostSpec) (*net.UnixListener, error) {
	dir, err := os.Open(spec.Dir) // for socketAddr, while binding
	if err != nil {
		return nil, err
	}
	defer func() { _ = dir.Close() }()
	sock := spec.path(".sock")
	_ = os.Remove(sock)
	ln, err := net.ListenUnix("unix", &net.UnixAddr{Name: socketAddr(sock, dir), Net: "unix"})
	if err != nil {
		return nil, fmt.Errorf("listen: %w", err)
	}
	ln.SetUnlinkOnClose(false) // leave removes it, holding the spawn lock
	return ln, nil
}

// serve accepts runs until ctx is done (SIGTERM: every run is canceled) or
// the supervisor has been idle for its linger, or its data dir is gone.
func (h *host) serve(ctx context.Context) int {
	accepted := make(chan struct{})
	go func() {
		defer close(accepted)
		h.accept(ctx)
	}()
	tick := time.NewTicker(min(h.spec.Linger, hostCheckEvery))
	defer tick.Stop()
	for {
		select {
		case <-ctx.Done():
			_ = h.ln.Close()
			<-accepted
			h.wg.Wait()
			return 0
		case now := <-tick.C:
			if h.mayLeave(now) && h.leave() {
				<-accepted
				h.wg.Wait()
				return 0
			}
		}
	}
}

func (h *host) accept(ctx context.Context) {
	for {
		c, err := h.ln.AcceptUnix()
		if errors.Is(err, net.ErrClosed) {
			return
		}
		if err != nil {
			fmt.Fprintf(os.Stderr, "everdict local supervisor: accept: %v\n", err)
			time.Sleep(10 * time.Millisecond) // out of descriptors, say
			continue
		}
		h.mu.Lock()
		h.busy++
		h.mu.Unlock()
		h.wg.Add(1)
		go h.handle(ctx, c)
	}
}

// mayLeave reports whether the supervisor has had no connection for its
// linger, or none now and its data dir is gone.
func (h *host) mayLeave(now time.Time) bool {
	h.mu.Lock()
	busy, idle := h.busy, h.idle
	h.mu.Unlock()
	if busy > 0 {
		return false
	}
	if now.Sub(idle) >= h.spec.Linger {
		return true
	}
	_, err := os.Stat(h.spec.DataDir)
	return errors.Is(err, os.ErrNotExist)
}

// leave stops listening when, holding the spawn lock, the supervisor still
// has no connection; the lock is released when the process exits.
func (h *host) leave() bool {
	if err := flock(h.lock, syscall.LOCK_EX); err != nil {
		return false
	}
	h.mu.Lock()
	busy := h.busy
	h.mu.Unlock()
	if busy > 0 {
		_ = flock(h.lock, syscall.LOCK_UN)
		return false
	}
	_ = h.ln.Close()
	_ = os.Remove(h.spec.path(".sock"))
	return true
}

func (h *host) done() {
	h.mu.Lock()
	h.busy--
	if h.busy == 0 {
		h.idle = time.Now()
	}
	h.mu.Unlock()
	h.wg.Done()
}

// handle serves one connection: a run, from its request to its end.
func (h *host) handle(ctx context.Context, c *net.UnixConn) {
	defer h.done()
	defer func() { _ = c.Close() }()
	if err := samePeer(c); err != nil {
		fmt.Fprintf(os.Stderr, "everdict local supervisor: %v\n", err)
		return
	}
	_ = c.SetReadDeadline(time.Now().Add(hostRequestTimeout))
	var req hostRequest
	if err := json.NewDecoder(io.LimitReader(c, maxEnvelopeBytes)).Decode(&req); err != nil {
		fmt.Fprintf(os.Stderr, "everdict local supervisor: read a request: %v\n", err)
		return
	}
	d, err := h.accepts(req)
	if err != nil {
		_, _ = c.Write(append([]byte{ackRefused}, err.Error()...))
		return
	}
	if _, err := c.Write([]byte{ackAccepted}); err != nil {
		// The client is gone before it knew the run started: it takes the
		// run for not started and removes its directories.
		_ = os.Remove(d.path(fileSupervisorPID))
		return
	}
	rctx, cancel := context.WithCancel(ctx)
	defer cancel()
	diag := &diagLog{path: d.path(fileSupervisorLog)}
	defer diag.close()
	door := newBell(c)
	defer door.close()
	var unwatch func()
	if h.cancels != nil {
		var err error
		if unwatch, err = h.cancels.add(d.ctl, cancel); err != nil {
			diag.printf("watch for a cancel request: %v", err)
		}
	}
	if unwatch == nil {
		unwatch = pollCancel(rctx, d, cancel)
	}
	recorded := h.run(rctx, d, door, req.Envelope, diag)
	unwatch()
	// A follower that did not start the run takes the supervisor for gone
	// now: with its outcome recorded, or, should that have failed, as lost.
	_ = os.Remove(d.path(fileSupervisorPID))
	// A clean end leaves nothing of the run in the control dir, unless the
	// supervisor wrote to its log: that is kept for the operator, until the
	// run's retention ends.
	if d.separate() && recorded && !diag.wrote() {
		_ = os.RemoveAll(d.ctl)
	}
}

// accepts checks a request and claims its run: its directories are this
// data dir's, its envelope speaks this protocol, and no supervisor had it
// before (supervisor.pid, written once).
func (h *host) accepts(req hostRequest) (runDir, error) {
	id := filepath.Base(req.Data)
	d := runDir{data: req.Data, ctl: req.Ctl}
	switch {
	case !backends.ValidRunID(id) || req.Data != filepath.Join(h.spec.DataDir, "runs", id):
		return d, fmt.Errorf("run directory %q is not one of %s", req.Data, h.spec.DataDir)
	case req.Ctl != req.Data && req.Ctl != filepath.Join(h.spec.Dir, id):
		return d, fmt.Errorf("control directory %q is not one of %s", req.Ctl, h.spec.Dir)
	case req.Envelope.Protocol != envelopeProtocol:
		return d, fmt.Errorf("the supervisor speaks envelope protocol %d and was handed %d: build %s together with everdict",
			envelopeProtocol, req.Envelope.Protocol, ShimName)
	}
	created, err := createOnce(d.path(fileSupervisorPID), []byte(h.self.line()))
	switch {
	case err != nil:
		return d, fmt.Errorf("record the supervisor of run %s: %w", id, err)
	case !created:
		return d, fmt.Errorf("run %s has a supervisor already", id)
	}
	return d, nil
}

// run supervises one run, recovering from a panic of its own goroutine as
// a failed run; it reports whether the outcome was recorded.
func (h *host) run(ctx context.Context, d runDir, door *bell, env envelope, diag *diagLog) (recorded bool) {
	defer func() {
		if r := recover(); r != nil {
			diag.printf("panic: %v\n%s", r, debug.Stack())
			recorded = record(d, door, diag, failed(domain.FailureInfra, backends.CodeBackend, "the supervisor failed: %v", r))
		}
	}()
	return supervise(ctx, d, door, env, diag)
}

// samePeer refuses a connection from a process of another user than the
// supervisor's (the socket's directory is private already).
func samePeer(c *net.UnixConn) error {
	cred, err := peerCred(c)
	if err != nil {
		return err
	}
	if int(cred.Uid) != os.Geteuid() {
		return fmt.Errorf("refused a connection from uid %d (pid %d)", cred.Uid, cred.Pid)
	}
	return nil
}

// peerCred is the process at the other end of c, as the kernel recorded it
// when the connection was made.
func peerCred(c *net.UnixConn) (*syscall.Ucred, error) {
	raw, err := c.SyscallConn()
	if err != nil {
		return nil, err
	}
	var cred *syscall.Ucred
	var cerr error
	if err := raw.Control(func(fd uintptr) {
		cred, cerr = syscall.GetsockoptUcred(int(fd), syscall.SOL_SOCKET, syscall.SO_PEERCRED)
	}); err != nil {
		return nil, err
	}
	if cerr != nil {
		return nil, fmt.Errorf("peer credentials: %w", cerr)
	}
	return cred, nil
}

// diagLog is a run's supervisor.log, made on the first line: what went
// wrong in the supervisor itself (never the job's output).
type diagLog struct {
	path string
	mu   sync.Mutex
	f    *os.File
	n    int
}

func (l *diagLog) printf(format string, args ...any) {
	l.mu.Lock()
	defer l.mu.Unlock()
	if l.f == nil {
		f, err := os.OpenFile(l.path, os.O_WRONLY|os.O_CREATE|os.O_APPEND, 0o600)
		if err != nil {
			fmt.Fprintf(os.Stderr, "everdict local supervisor: %s: "+format+"\n", append([]any{l.path}, args...)...)
			return
		}
		l.f = f
	}
	l.n++
	_, _ = fmt.Fprintf(l.f, format+"\n", args...)
}

func (l *diagLog) wrote() bool {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.n > 0
}

func (l *diagLog) close() {
	l.mu.Lock()
	defer l.mu.Unlock()
	if l.f != nil {
		_ = l.f.Close()
	}
}

// pollCancel cancels a run whose cancel file appears, looking every
// PollIntervalDefault: the stand-in for a cancelWatch.
func pollCancel(ctx context.Context, d runDir, cancel context.CancelFunc) (stop func()) {
	done := make(chan struct{})
	stopped := make(chan struct{})
	go func() {
		defer close(stopped)
		t := time.NewTicker(PollIntervalDefault)
		defer t.Stop()
		for {
			select {
			case <-done:
				return
			case <-ctx.Done():
				return
			case <-t.C:
				if d.cancelRequested() {
					cancel()
					return
				}
			}
		}
	}()
	return func() { close(done); <-stopped }
}

// hostClient is how a Backend reaches its data dir's supervisor.
type hostClient struct {
	spec hostSpec
	argv []string

	mu sync.Mutex // the spawn lock within this process
}

// submit hands a run to the supervisor, starting one when none answers, and
// returns the run's doorbell. On error the run was not started.
func (hc *hostClient) submit(d runDir, env envelope) (*child, error) {
	req, err := json.Marshal(hostRequest{Data: d.data, Ctl: d.ctl, Envelope: env})
	if err != nil {
		return nil, err
	}
	hc.mu.Lock()
	defer hc.mu.Unlock()
	// Opened for each run (a few microseconds): a Backend has no end at
	// which it could close them.
	dir, err := os.Open(hc.spec.Dir)
	if err != nil {
		return nil, fmt.Errorf("open the supervisor's directory: %w", err)
	}
	defer func() { _ = dir.Close() }()
	lock, err := os.OpenFile(hc.spec.path(".lock"), os.O_RDWR|os.O_CREATE, 0o600)
	if err != nil {
		return nil, fmt.Errorf("open the supervisor's spawn lock: %w", err)
	}
	defer func() { _ = lock.Close() }() // which releases the lock
	if err := flock(lock, syscall.LOCK_EX); err != nil {
		return nil, fmt.Errorf("take the supervisor's spawn lock: %w", err)
	}
	c, err := hc.dial(dir)
	if err != nil {
		if err := hc.start(); err != nil {
			return nil, err
		}
		if c, err = hc.dial(dir); err != nil {
			return nil, fmt.Errorf("reach the supervisor it started: %w", err)
		}
	}
	_ = c.SetDeadline(time.Now().Add(hostRequestTimeout))
	var ack [1]byte
	_, err = c.Write(req)
	if err == nil {
		_ = c.CloseWrite()
		_, err = io.ReadFull(c, ack[:])
	}
	if err == nil && ack[0] != ackAccepted {
		said, _ := io.ReadAll(io.LimitReader(c, 4096))
		err = fmt.Errorf("the supervisor refused the run: %s", said)
	}
	if err != nil {
		_ = c.Close()
		return nil, err
	}
	_ = c.SetDeadline(time.Time{})
	return newChild(c), nil
}

func (hc *hostClient) dial(dir *os.File) (*net.UnixConn, error) {
	return net.DialUnix("unix", nil, &net.UnixAddr{Name: socketAddr(hc.spec.path(".sock"), dir), Net: "unix"})
}

// start starts a supervisor, in a session of its own, and waits for its
// "ok". The spawn lock is held.
func (hc *hostClient) start() error {
	spec, err := json.Marshal(hc.spec)
	if err != nil {
		return err
	}
	out, err := os.OpenFile(hc.spec.path(".log"), os.O_WRONLY|os.O_CREATE|os.O_APPEND, 0o600)
	if err != nil {
		return fmt.Errorf("open the supervisor's log: %w", err)
	}
	defer func() { _ = out.Close() }()
	ready, readyW, err := os.Pipe()
	if err != nil {
		return err
	}
	defer func() { _ = ready.Close() }()
	cmd := &exec.Cmd{
		Path:        hc.argv[0],
		Args:        hc.argv,
		Dir:         "/",
		Env:         []string{hostEnv + "=" + string(spec), "PATH=" + os.Getenv("PATH")},
		Stdout:      out,
		Stderr:      out,
		ExtraFiles:  []*os.File{readyW}, // readyFD
		SysProcAttr: &syscall.SysProcAttr{Setsid: true},
	}
	err = cmd.Start()
	_ = readyW.Close()
	if err != nil {
		return fmt.Errorf("start the supervisor: %w", err)
	}
	go func() { _ = cmd.Wait() }() // reaped whenever it leaves
	_ = ready.SetReadDeadline(time.Now().Add(hostStartTimeout))
	said, err := io.ReadAll(io.LimitReader(ready, 4096))
	if string(said) != "ok" {
		if err != nil {
			return fmt.Errorf("the supervisor did not start: %w", err)
		}
		return fmt.Errorf("the supervisor did not start: %s", said)
	}
	return nil
}
