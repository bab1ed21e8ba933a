package server

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"io"
	"net/http"
	"strconv"
	"sync"
	"time"
	"unicode/utf8"

	"github.com/99designs/gqlgen/graphql"
	gqlerrcode "github.com/99designs/gqlgen/graphql/errcode"
	"github.com/99designs/gqlgen/graphql/handler/transport"
	"github.com/gorilla/websocket"
	"github.com/vektah/gqlparser/v2/gqlerror"

	"github.com/everdict/everdict/watch"
)

// Websocket buffers and limits of the graphql-transport-ws transport.
const (
	// wsReadBufferSize is a socket's read buffer, held while it is open: a
	// larger message is read through it in pieces.
	wsReadBufferSize = 512
	// wsWriteBufferSize is the buffer a message is written through, taken
	// from a pool for the message and given back after it (an idle socket
	// holds none).
	wsWriteBufferSize = 4096
	// wsReadLimit is the largest message a client may send (gqlgen's
	// default for its own transport).
	wsReadLimit = 1 << 20
	// wsCloseGrace is how long a socket the server closes waits for the
	// client's close frame before the connection is dropped.
	wsCloseGrace = 2 * time.Second
	// wsCloseReasonMax is the longest close reason a close frame carries.
	wsCloseReasonMax = 123
	// WebsocketSubprotocol is the protocol of the web app, the CLI and
	// graphql-ws clients; gqlgen's transport serves the legacy graphql-ws
	// (subscriptions-transport-ws) one.
	WebsocketSubprotocol = "graphql-transport-ws"
)

var wsUpgrader = websocket.Upgrader{
	ReadBufferSize:  wsReadBufferSize,
	WriteBufferSize: wsWriteBufferSize,
	WriteBufferPool: &sync.Pool{},
	Subprotocols:    []string{WebsocketSubprotocol},
	// CheckOrigin nil: a request with an Origin header must come from the
	// host it asks, the rule coder/websocket's Accept applied before.
}

// wsTransport serves GraphQL over a websocket with graphql-transport-ws,
// the protocol the web app and the CLI speak, so that an idle connection
// costs little (issue 35, BENCHMARKS.md):
//   - the upgrading request's goroutine returns once the socket is
//     upgraded; one goroutine with a shallow stack reads the socket;
//   - the read buffer is small and the write buffer pooled, held only
//     while a message is written;
//   - keep-alive pings are a timer and the end of the connection's context
//     an AfterFunc, not goroutines;
//   - a subscription whose stream notifies its values (watch.Ready) holds
//     no goroutine while idle; any other holds one, waiting on its stream.
//
// Its behaviour is gqlgen's transport.Websocket's: connection_init within
// InitTimeout and authenticated by auth (a refusal closes with 4403 and the
// error's code and message as reason), a ping every keepAlive that a pong
// must answer within twice that, and the same close codes. A client that
// does not offer graphql-transport-ws is served by legacy.
type wsTransport struct {
	auth        func(context.Context, transport.InitPayload) (context.Context, error)
	initTimeout time.Duration
	keepAlive   time.Duration
	// base ends every socket when it does (the server's shutdown): a
	// socket outlives the request that upgraded it.
	base   context.Context
	legacy transport.Websocket
}

var _ graphql.Transport = (*wsTransport)(nil)

func (t *wsTransport) Supports(r *http.Request) bool { return r.Header.Get("Upgrade") != "" }

func (t *wsTransport) Do(w http.ResponseWriter, r *http.Request, exec graphql.GraphExecutor) {
	if !offers(r, WebsocketSubprotocol) || offers(r, "graphql-ws") {
		// gqlgen prefers graphql-ws when a client offers both.
		t.legacy.Do(w, r, exec)
		return
	}
	ws, err := wsUpgrader.Upgrade(w, r, nil) // answers a refusal itself
	if err != nil {
		return
	}
	ws.SetReadLimit(wsReadLimit)
	ctx, cancel := context.WithCancel(context.WithoutCancel(r.Context()))
	c := &wsConn{t: t, ws: ws, exec: exec, ctx: ctx, cancel: cancel, active: map[string]context.CancelFunc{}}
	c.stopBase = context.AfterFunc(t.base, cancel)
	go c.serve()
}

// offers says whether r asks for subprotocol.
func offers(r *http.Request, subprotocol string) bool {
	for _, p := range websocket.Subprotocols(r) {
		if p == subprotocol {
			return true
		}
	}
	return false
}

// wsConn is one graphql-transport-ws connection.
type wsConn struct {
	t    *wsTransport
	ws   *websocket.Conn
	exec graphql.GraphExecutor
	// ctx is the connection's, the viewer's once connection_init is
	// accepted; cancel ends it, and every subscription with it.
	ctx      context.Context
	cancel   context.CancelFunc
	stopBase func() bool
	stopCtx  func() bool

	mu       sync.Mutex // held to write, and for what follows
	active   map[string]context.CancelFunc
	closing  bool // a close frame is sent
	done     bool // the reader ended
	ping     *time.Timer
	answered bool // a pong came since the last ping
}

// wsMessage is a graphql-transport-ws message from the client.
type wsMessage struct {
	Type    string          `json:"type"`
	ID      string          `json:"id,omitempty"`
	Payload json.RawMessage `json:"payload,omitempty"`
}

var errWsMessage = errors.New("invalid message")

// serve reads the socket until it ends. An idle socket's goroutine waits
// in NextReader beneath serve alone: keep serve's frame small, so that the
// runtime can shrink the goroutine's stack to 4 KB (see Server.operations).
func (c *wsConn) serve() {
	defer c.finish()
	if !c.init() {
		return
	}
	for {
		_, r, err := c.ws.NextReader()
		if err != nil || !c.handle(r) {
			return
		}
	}
}

// handle acts on the message r holds; false ends the connection.
func (c *wsConn) handle(r io.Reader) bool {
	start := graphql.Now()
	m, err := decodeMessage(r)
	if err != nil {
		// gqlgen's transport ends the connection normally.
		c.close(websocket.CloseNormalClosure, "terminated")
		return false
	}
	switch m.Type {
	case "subscribe":
		c.mu.Lock()
		_, dup := c.active[m.ID]
		c.mu.Unlock()
		if dup {
			// The protocol's answer to an id in use: the first stream
			// stays whole until the socket closes.
			c.close(4409, "Subscriber for "+m.ID+" already exists")
			return false
		}
		c.subscribe(start, m)
	case "complete":
		c.mu.Lock()
		stop := c.active[m.ID]
		c.mu.Unlock()
		if stop != nil {
			stop()
		}
	case "ping":
		c.write(&wsMessage{Type: "pong", Payload: m.Payload})
	case "pong":
		c.mu.Lock()
		c.answered = true
		c.mu.Unlock()
		_ = c.ws.SetReadDeadline(time.Time{})
	default:
		c.close(websocket.CloseProtocolError, "unexpected message")
		return false
	}
	return true
}

// init reads connection_init within the init timeout and authenticates it.
func (c *wsConn) init() bool {
	if c.t.initTimeout > 0 {
		_ = c.ws.SetReadDeadline(time.Now().Add(c.t.initTimeout))
	}
	m, err := c.read()
	var ne interface{ Timeout() bool }
	switch {
	case errors.As(err, &ne) && ne.Timeout():
		c.close(websocket.CloseProtocolError, "connection initialisation timeout")
		return false
	case err != nil:
		c.close(websocket.CloseProtocolError, "decoding error")
		return false
	case m.Type != "connection_init":
		c.close(websocket.CloseProtocolError, "unexpected message")
		return false
	}
	var payload transport.InitPayload
	if len(m.Payload) > 0 && !bytes.Equal(m.Payload, []byte("null")) {
		if err := json.Unmarshal(m.Payload, &payload); err != nil {
			c.close(websocket.CloseProtocolError, "decoding error")
			return false
		}
	}
	ctx, err := c.t.auth(c.ctx, payload)
	if err != nil {
		c.close(4403, closeReason(err))
		return false
	}
	c.ctx = ctx
	c.write(&wsMessage{Type: "connection_ack"})
	_ = c.ws.SetReadDeadline(time.Time{})
	c.stopCtx = context.AfterFunc(ctx, func() {
		if c.t.base.Err() != nil {
			// The server is stopping: 1001, which a client retries (a
			// normal 1000 reads as a close by choice, and is not).
			c.close(websocket.CloseGoingAway, "the server is going away")
			return
		}
		c.close(websocket.CloseNormalClosure, "terminated")
	})
	if k := c.t.keepAlive; k > 0 {
		// A pong must come within twice the interval of a ping, or the
		// connection is dropped.
		_ = c.ws.SetReadDeadline(time.Now().Add(2 * k))
		c.mu.Lock()
		c.ping = time.AfterFunc(k, c.pingNow)
		c.mu.Unlock()
	}
	return true
}

// pingNow sends a ping, and extends the read deadline if the last was
// answered.
func (c *wsConn) pingNow() {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.closing || c.done {
		return
	}
	c.writeLocked(&wsMessage{Type: "ping"})
	if c.answered {
		_ = c.ws.SetReadDeadline(time.Now().Add(2 * c.t.keepAlive))
	}
	c.answered = false
	c.ping.Reset(c.t.keepAlive)
}

// read reads the next message.
func (c *wsConn) read() (*wsMessage, error) {
	_, r, err := c.ws.NextReader()
	if err != nil {
		return nil, err
	}
	return decodeMessage(r)
}

// decodeMessage decodes a message from the client.
func decodeMessage(r io.Reader) (*wsMessage, error) {
	var m wsMessage
	if err := json.NewDecoder(r).Decode(&m); err != nil {
		return nil, errWsMessage
	}
	switch m.Type {
	case "connection_init", "subscribe", "complete", "ping", "pong":
		return &m, nil
	}
	return nil, errWsMessage
}

// subscribe starts operation m, whose responses a goroutine sends until
// it ends.
func (c *wsConn) subscribe(start time.Time, m *wsMessage) {
	ctx := graphql.StartOperationTrace(c.ctx)
	params := &graphql.RawParams{}
	dec := json.NewDecoder(bytes.NewReader(m.Payload))
	dec.UseNumber()
	if err := dec.Decode(params); err != nil {
		c.sendError(m.ID, &gqlerror.Error{Message: "invalid json"})
		c.complete(m.ID)
		return
	}
	params.ReadTime = graphql.TraceTiming{Start: start, End: graphql.Now()}
	rc, err := c.exec.CreateOperationContext(ctx, params)
	if err != nil {
		resp := c.exec.DispatchError(graphql.WithOperationContext(ctx, rc), err)
		switch gqlerrcode.GetErrorKind(err) {
		case gqlerrcode.KindProtocol:
			c.sendError(m.ID, resp.Errors...)
		default:
			c.sendResponse(m.ID, &graphql.Response{Errors: err})
		}
		c.complete(m.ID)
		return
	}
	ctx = graphql.WithOperationContext(ctx, rc)
	ctx, cancel := context.WithCancel(ctx)
	c.mu.Lock()
	c.active[m.ID] = cancel
	c.mu.Unlock()
	// The next message is read once this one's resolver has run (its
	// stream is followed), so messages take effect in the order sent: a
	// client that has an answer to a later subscribe knows the earlier
	// ones are listening. The resolver runs on its own goroutine, so the
	// reader's stack stays shallow.
	dispatched := make(chan struct{})
	go c.run(ctx, cancel, rc, m.ID, dispatched)
	select {
	case <-dispatched:
	case <-ctx.Done():
	}
}

// run dispatches one operation and sends its responses. A stream that
// notifies its values (watch.Ready) is received only when it has one, by a
// goroutine that lives while it sends (pull): an idle subscription holds no
// goroutine. Any other is received by this goroutine, waiting on it.
func (c *wsConn) run(ctx context.Context, cancel context.CancelFunc, rc *graphql.OperationContext, id string, dispatched chan<- struct{}) {
	s := &wsSub{c: c, id: id, rc: rc, cancel: cancel}
	ctx = context.WithValue(ctx, wsErrorsKey{}, &s.errs)
	ctx, ready := watch.WithReady(ctx, s.notify)
	s.ctx = ctx
	defer func() {
		if r := recover(); r != nil {
			s.end(r)
		}
	}()
	var once sync.Once
	release := func() { once.Do(func() { close(dispatched) }) }
	defer release() // a panicking resolver lets the reader go on too
	s.responses, s.ctx = c.exec.DispatchOperation(ctx, rc)
	release()
	if ready.Claimed() {
		s.arm()
		return
	}
	for {
		resp := s.responses(s.ctx)
		if resp == nil {
			s.end(nil)
			return
		}
		c.sendResponse(id, resp)
	}
}

// wsSub is one operation of a connection.
type wsSub struct {
	c         *wsConn
	id        string
	rc        *graphql.OperationContext
	cancel    context.CancelFunc
	ctx       context.Context
	responses graphql.ResponseHandler
	errs      wsErrors

	mu      sync.Mutex
	ready   int  // receives that will not block (watch.Ready)
	armed   bool // dispatched, and pulled on notice
	pulling bool
	ended   bool
}

// notify is the stream's notice of one more receive that will not block.
func (s *wsSub) notify() {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.ready++
	s.pullLocked()
}

// arm starts pulling on notice, once the operation is dispatched.
func (s *wsSub) arm() {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.armed = true
	s.pullLocked()
}

func (s *wsSub) pullLocked() {
	if s.armed && !s.pulling && !s.ended && s.ready > 0 {
		s.pulling = true
		go s.pull()
	}
}

// pull sends a response per notice, until the notices are used up or the
// stream ends.
func (s *wsSub) pull() {
	defer func() {
		if r := recover(); r != nil {
			s.end(r)
		}
	}()
	for {
		s.mu.Lock()
		if s.ready == 0 || s.ended {
			s.pulling = false
			s.mu.Unlock()
			return
		}
		s.ready--
		s.mu.Unlock()
		resp := s.responses(s.ctx)
		if resp == nil {
			s.end(nil)
			return
		}
		s.c.sendResponse(s.id, resp)
	}
}

// end ends the operation: with the errors it ended with (a panic's
// included), or with complete unless its connection ended.
func (s *wsSub) end(panicked any) {
	s.mu.Lock()
	s.ended = true
	s.mu.Unlock()
	c := s.c
	if panicked != nil {
		err := s.rc.Recover(s.ctx, panicked)
		var gqlerr *gqlerror.Error
		if !errors.As(err, &gqlerr) {
			gqlerr = &gqlerror.Error{}
			if err != nil {
				gqlerr.Message = err.Error()
			}
		}
		c.sendError(s.id, gqlerr)
	}
	s.errs.mu.Lock()
	errs := s.errs.list
	s.errs.mu.Unlock()
	if len(errs) != 0 {
		c.sendError(s.id, errs...)
	} else if c.ctx.Err() == nil {
		// A canceled connection closes the socket; complete would say the
		// stream ended normally.
		c.complete(s.id)
	}
	c.mu.Lock()
	delete(c.active, s.id)
	c.mu.Unlock()
	s.cancel()
}

// wsErrors are the errors a subscription ends with (addSubscriptionError).
type wsErrors struct {
	mu   sync.Mutex
	list []*gqlerror.Error
}

type wsErrorsKey struct{}

// addSubscriptionError ends the subscription of ctx with err, on either
// websocket transport.
func addSubscriptionError(ctx context.Context, err *gqlerror.Error) {
	if errs, ok := ctx.Value(wsErrorsKey{}).(*wsErrors); ok {
		errs.mu.Lock()
		errs.list = append(errs.list, err)
		errs.mu.Unlock()
		return
	}
	transport.AddSubscriptionError(ctx, err)
}

func (c *wsConn) sendResponse(id string, resp *graphql.Response) {
	b, err := json.Marshal(resp)
	if err != nil {
		panic(err)
	}
	c.write(&wsMessage{Type: "next", ID: id, Payload: b})
}

func (c *wsConn) sendError(id string, list ...*gqlerror.Error) {
	b, err := json.Marshal(list)
	if err != nil {
		panic(err)
	}
	c.write(&wsMessage{Type: "error", ID: id, Payload: b})
}

func (c *wsConn) complete(id string) { c.write(&wsMessage{Type: "complete", ID: id}) }

func (c *wsConn) write(m *wsMessage) {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.writeLocked(m)
}

// writeLocked writes m unless the connection is closing; a failed write
// leaves the reader to find the connection's end.
func (c *wsConn) writeLocked(m *wsMessage) {
	if c.closing || c.done {
		return
	}
	w, err := c.ws.NextWriter(websocket.TextMessage)
	if err != nil {
		return
	}
	_, _ = w.Write([]byte(`{"type":`))
	_, _ = w.Write(strconv.AppendQuote(nil, m.Type))
	if m.ID != "" {
		b, _ := json.Marshal(m.ID)
		_, _ = w.Write([]byte(`,"id":`))
		_, _ = w.Write(b)
	}
	if len(m.Payload) > 0 {
		_, _ = w.Write([]byte(`,"payload":`))
		_, _ = w.Write(m.Payload)
	}
	_, _ = w.Write([]byte(`}`))
	_ = w.Close()
}

// close sends a close frame with code and reason, ends the subscriptions,
// and gives the client wsCloseGrace to answer before the reader drops the
// connection.
func (c *wsConn) close(code int, reason string) {
	c.mu.Lock()
	if c.closing || c.done {
		c.mu.Unlock()
		return
	}
	c.closing = true
	active := c.active
	c.active = map[string]context.CancelFunc{}
	c.mu.Unlock()
	for _, stop := range active {
		stop()
	}
	msg := websocket.FormatCloseMessage(code, truncateReason(reason))
	_ = c.ws.WriteControl(websocket.CloseMessage, msg, time.Now().Add(wsCloseGrace))
	_ = c.ws.SetReadDeadline(time.Now().Add(wsCloseGrace))
}

// finish ends the connection once its reader has: its context (and so
// every subscription), its timers and its socket. If the server closed it,
// the client's messages are read (within wsCloseGrace) until its close
// frame, so the socket ends with a close and not a reset that could lose
// the server's close frame.
func (c *wsConn) finish() {
	c.mu.Lock()
	c.done = true
	closing := c.closing
	if c.ping != nil {
		c.ping.Stop()
	}
	c.mu.Unlock()
	if c.stopCtx != nil {
		c.stopCtx()
	}
	c.stopBase()
	c.cancel()
	for closing {
		if _, _, err := c.ws.NextReader(); err != nil {
			break
		}
	}
	_ = c.ws.Close()
}

// truncateReason cuts reason to what a close frame carries, on a rune.
func truncateReason(reason string) string {
	if len(reason) <= wsCloseReasonMax {
		return reason
	}
	n := wsCloseReasonMax
	for n > 0 && !utf8.RuneStart(reason[n]) {
		n--
	}
	return reason[:n]
}
