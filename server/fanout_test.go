package server_test

import (
	"context"
	"encoding/json"
	"io"
	"net"
	"net/http"
	"runtime"
	"runtime/pprof"
	"strconv"
	"strings"
	"testing"
	"time"

	entrun "github.com/everdict/everdict/ent/run"

	"github.com/coder/websocket"
	"github.com/google/go-cmp/cmp"

	"github.com/everdict/everdict/backends"
	"github.com/everdict/everdict/ent"
	"github.com/everdict/everdict/internal/apptest"
	"github.com/everdict/everdict/internal/fakebackend"
	"github.com/everdict/everdict/run"
	"github.com/everdict/everdict/server"
	"github.com/everdict/everdict/tenancy"
)

// fanoutApp is a control plane with tenant acme, one run RUNNING on a fake
// backend that holds it, with one log line kept.
type fanoutApp struct {
	app    *apptest.App
	token  string
	tenant int
	run    int
}

func newFanoutApp(t *testing.T, cfg server.Config) *fanoutApp {
	t.Helper()
	fake := fakebackend.New(true)
	app := apptest.New(t, apptest.Options{Backends: apptest.FakeLocal(fake), Server: cfg})
	f := &fanoutApp{app: app, token: app.Tenant(t, "acme", true, tenancy.RoleAdmin)}
	app.Grant(t, "acme", `{name: "pool", kind: LOCAL}`)
	var got struct{ SubmitRun struct{ ID string } }
	app.Do(t, f.token, `mutation { submitRun(input: {runtime: "pool", harness: {name: "h", command: ["true"]}, case: {task: "t"}}) { id } }`, nil).Decode(t, &got)
	select {
	case job := <-fake.Started():
		t.Cleanup(func() { fake.Release(job, fakebackend.Pass()) })
	case <-time.After(30 * time.Second):
		t.Fatal("nothing dispatched")
	}
	f.run, _ = strconv.Atoi(got.SubmitRun.ID)
	v, _ := tenancy.ViewerFrom(app.Viewer(t, f.token))
	f.tenant = v.TenantID
	if err := app.Runs.KeepLines(context.Background(), f.run, []backends.LogLine{{Seq: 1, Stream: backends.StreamStdout, Text: "one", At: time.Now()}}); err != nil {
		t.Fatal(err)
	}
	return f
}

// publishRunEvent publishes a change of some run of the tenant.
func (f *fanoutApp) publishRunEvent(t *testing.T) {
	t.Helper()
	p, _ := json.Marshal(ent.Run{ID: f.run + 1000, TenantID: f.tenant, Status: entrun.Status(run.Queued)})
	if err := f.app.Events.Publish(context.Background(), run.TenantTopic(f.tenant), p); err != nil {
		t.Fatal(err)
	}
}

func (f *fanoutApp) subscriptionsOpen(t *testing.T) string {
	t.Helper()
	res, err := http.Get(f.app.HTTP.URL + "/metrics")
	if err != nil {
		t.Fatal(err)
	}
	defer res.Body.Close()
	body, _ := io.ReadAll(res.Body)
	for _, l := range strings.Split(string(body), "\n") {
		if v, ok := strings.CutPrefix(l, "everdict_graphql_subscriptions_open "); ok {
			return v
		}
	}
	return ""
}

// rawSocket is a websocket whose TCP connection can be reset: no close
// frame, no complete, as when a client's machine or network goes away.
type rawSocket struct {
	ws   *websocket.Conn
	tcp  *net.TCPConn
	msgs chan map[string]any
}

func dialRaw(t *testing.T, ctx context.Context, f *fanoutApp) *rawSocket {
	t.Helper()
	s := &rawSocket{msgs: make(chan map[string]any, 256)}
	var d net.Dialer
	hc := &http.Client{Transport: &http.Transport{DialContext: func(ctx context.Context, network, addr string) (net.Conn, error) {
		c, err := d.DialContext(ctx, network, addr)
		if err == nil {
			s.tcp = c.(*net.TCPConn)
		}
		return c, err
	}}}
	ws, _, err := websocket.Dial(ctx, "ws"+strings.TrimPrefix(f.app.HTTP.URL, "http")+"/graphql",
		&websocket.DialOptions{Subprotocols: []string{"graphql-transport-ws"}, HTTPClient: hc})
	if err != nil {
		t.Fatal(err)
	}
	s.ws = ws
	t.Cleanup(s.reset)
	s.send(t, ctx, map[string]any{"type": "connection_init", "payload": map[string]any{"Authorization": "Bearer " + f.token}})
	go func() {
		defer close(s.msgs)
		for {
			_, b, err := ws.Read(ctx)
			if err != nil {
				return
			}
			var m map[string]any
			_ = json.Unmarshal(b, &m)
			if m["type"] == "ping" {
				_ = ws.Write(ctx, websocket.MessageText, []byte(`{"type":"pong"}`))
				continue
			}
			s.msgs <- m
		}
	}()
	if m := s.next(t); m["type"] != "connection_ack" {
		t.Fatalf("connection_init answered %v", m)
	}
	return s
}

func (s *rawSocket) send(t *testing.T, ctx context.Context, v any) {
	t.Helper()
	b, _ := json.Marshal(v)
	if err := s.ws.Write(ctx, websocket.MessageText, b); err != nil {
		t.Fatal(err)
	}
}

func (s *rawSocket) subscribe(t *testing.T, ctx context.Context, id, query string, vars map[string]any) {
	t.Helper()
	s.send(t, ctx, map[string]any{"id": id, "type": "subscribe", "payload": map[string]any{"query": query, "variables": vars}})
}

// next is the next message that is not a keep-alive.
func (s *rawSocket) next(t *testing.T) map[string]any {
	t.Helper()
	select {
	case m, ok := <-s.msgs:
		if !ok {
			t.Fatal("the socket closed")
		}
		return m
	case <-time.After(30 * time.Second):
		t.Fatal("no message in 30s")
		return nil
	}
}

// expectNext reads n messages and fails unless each is a next (an event).
func (s *rawSocket) expectNext(t *testing.T, n int) {
	t.Helper()
	for range n {
		if m := s.next(t); m["type"] != "next" {
			t.Fatalf("got %v, want an event", m)
		}
	}
}

func (s *rawSocket) reset() {
	if s.tcp != nil {
		_ = s.tcp.SetLinger(0)
		_ = s.tcp.Close()
	}
}

// eventually polls cond until it holds, failing after 30s.
func eventually(t *testing.T, what string, cond func() bool) {
	t.Helper()
	deadline := time.Now().Add(30 * time.Second)
	tick := time.NewTicker(5 * time.Millisecond)
	defer tick.Stop()
	for !cond() {
		if time.Now().After(deadline) {
			t.Fatalf("%s: not after 30s", what)
		}
		<-tick.C
	}
}

// TestAbruptDisconnectsLeaveNothingBehind: websockets with runEvents and
// runLogs subscriptions open are reset (no close frame, no complete): the
// goroutines come back to what they were before they opened, the open
// subscriptions gauge to 0, and the tenant's slots are free for as many
// again. Not parallel: it counts goroutines.
func TestAbruptDisconnectsLeaveNothingBehind(t *testing.T) {
	const sockets, perSocket = 10, 4
	f := newFanoutApp(t, server.Config{MaxSubscriptionsPerTenant: sockets * perSocket})
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	before := runtime.NumGoroutine()

	var socks []*rawSocket
	for range sockets {
		s := dialRaw(t, ctx, f)
		for j := range perSocket {
			if j%2 == 0 {
				// Every stream of a replica gets the same decoded run: a
				// wide selection over many of them, under the race
				// detector, shows resolving it is read-only.
				s.subscribe(t, ctx, strconv.Itoa(j), `subscription { runEvents { id status caseID correlationId case { task } error { code } attemptCount } }`, nil)
			} else {
				s.subscribe(t, ctx, strconv.Itoa(j), `subscription($id: ID!) { runLogs(id: $id) { seq } }`, map[string]any{"id": f.run})
			}
		}
		s.expectNext(t, perSocket/2) // every runLogs has line 1 from the store: it is open
		socks = append(socks, s)
	}
	f.publishRunEvent(t)
	for _, s := range socks {
		s.expectNext(t, perSocket/2) // and every runEvents has the event
	}
	if got, want := f.subscriptionsOpen(t), strconv.Itoa(sockets*perSocket); got != want {
		t.Errorf("subscriptions open = %s, want %s", got, want)
	}

	for _, s := range socks {
		s.reset()
	}
	// Both together: an idle socket holds one goroutine, so the count can
	// come back while a reset socket's subscriptions are still ending.
	eventually(t, "the goroutines and the open subscriptions come back", func() bool {
		return runtime.NumGoroutine() <= before && f.subscriptionsOpen(t) == "0"
	})
	// The tenant's slots are free: as many again are accepted.
	s := dialRaw(t, ctx, f)
	for j := range sockets * perSocket / 2 {
		s.subscribe(t, ctx, strconv.Itoa(j), `subscription { runEvents { id } }`, nil)
	}
	t2 := dialRaw(t, ctx, f)
	for j := range sockets * perSocket / 2 {
		t2.subscribe(t, ctx, strconv.Itoa(j), `subscription { runEvents { id } }`, nil)
	}
	eventually(t, "the new subscriptions are open", func() bool { return f.subscriptionsOpen(t) == strconv.Itoa(sockets*perSocket) })
	f.publishRunEvent(t)
	s.expectNext(t, sockets*perSocket/2)
	t2.expectNext(t, sockets*perSocket/2)
}

// TestAnIdleSubscriptionsGoroutineKeepsA4KBStack: an idle subscription
// whose stream does not notify its values (queueSnapshot; runEvents and
// runLogs hold no goroutine, see
// TestAnIdleSocketHoldsOneGoroutineAndItsSubscriptionsNone) costs one
// goroutine on the server, whose stack the runtime shrinks to 4 KB — which it does only while the goroutine uses under 1,248 bytes of
// it, so the operation middleware keeps one small wrapper above it (see
// Server.operations). Not parallel: it measures the stacks of the process.
func TestAnIdleSubscriptionsGoroutineKeepsA4KBStack(t *testing.T) {
	if raceEnabled {
		t.Skip("the race detector's instrumentation makes every frame larger")
	}
	const sockets, perSocket = 2, 100
	f := newFanoutApp(t, server.Config{})
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	stacks := func() uint64 {
		var prev uint64
		for i := range 8 { // each collection halves an idle goroutine's stack at most once
			runtime.GC()
			var m runtime.MemStats
			runtime.ReadMemStats(&m)
			if i > 0 && m.StackInuse >= prev {
				return m.StackInuse
			}
			prev = m.StackInuse
		}
		return prev
	}
	before, goroutines := stacks(), runtime.NumGoroutine()
	var socks []*rawSocket
	for range sockets {
		s := dialRaw(t, ctx, f)
		for j := range perSocket {
			s.subscribe(t, ctx, strconv.Itoa(j), `subscription { queueSnapshot { __typename } }`, nil)
		}
		socks = append(socks, s)
	}
	eventually(t, "the subscriptions are open", func() bool { return f.subscriptionsOpen(t) == strconv.Itoa(sockets*perSocket) })
	for _, s := range socks { // the queue now
		s.expectNext(t, perSocket)
	}
	n := float64(sockets * perSocket)
	perSub := float64(stacks()-before) / n
	t.Logf("%.0f bytes of stack and %.2f goroutines per idle subscription", perSub, float64(runtime.NumGoroutine()-goroutines)/n)
	if perSub > 6<<10 {
		t.Errorf("%.0f bytes of stack per idle subscription, want about 4 KB (8 KB: its goroutine uses too much of its stack to shrink)", perSub)
	}
}

// TestAnIdleSocketHoldsOneGoroutineAndItsSubscriptionsNone: an idle
// graphql-transport-ws socket costs the server one goroutine, its reader;
// the request that upgraded it, the keep-alive, the end of its context and
// an idle runEvents subscription hold none (issue 35). Not parallel: it
// counts the goroutines of the process.
func TestAnIdleSocketHoldsOneGoroutineAndItsSubscriptionsNone(t *testing.T) {
	const sockets = 10
	f := newFanoutApp(t, server.Config{KeepAlive: time.Hour})
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	before := serverGoroutines(t)
	var socks []*rawSocket
	for range sockets {
		s := dialRaw(t, ctx, f)
		s.subscribe(t, ctx, "1", `subscription { runEvents { id } }`, nil)
		socks = append(socks, s)
	}
	eventually(t, "the subscriptions are open", func() bool { return f.subscriptionsOpen(t) == strconv.Itoa(sockets) })
	f.publishRunEvent(t)
	for _, s := range socks {
		s.expectNext(t, 1)
	}
	got := serverGoroutines(t)
	for k, n := range before {
		got[k] -= n
	}
	// The test's own requests may leave a keep-alive connection or two.
	if got["http"] < sockets/2 {
		got["http"] = 0
	}
	want := map[string]int{"reader": sockets, "subscription": 0, "http": 0, "gqlgen": 0}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("the server's goroutines for %d idle sockets of one subscription (-want +got):\n%s", sockets, diff)
	}
}

// serverGoroutines counts the server's goroutines by what they are: a
// socket's reader, a subscription's, an HTTP connection's, and any of
// gqlgen's websocket transport.
func serverGoroutines(t *testing.T) map[string]int {
	t.Helper()
	var b strings.Builder
	if err := pprof.Lookup("goroutine").WriteTo(&b, 2); err != nil {
		t.Fatal(err)
	}
	n := map[string]int{"reader": 0, "subscription": 0, "http": 0, "gqlgen": 0}
	for _, g := range strings.Split(b.String(), "\n\n") {
		switch {
		case strings.Contains(g, "server.(*wsConn).serve"):
			n["reader"]++
		case strings.Contains(g, "server.(*wsConn).run"), strings.Contains(g, "server.(*wsSub).pull"):
			n["subscription"]++
		case strings.Contains(g, "gqlgen/graphql/handler/transport."):
			n["gqlgen"]++
		case strings.Contains(g, "net/http.(*conn).serve"):
			n["http"]++
		}
	}
	return n
}

// TestASocketThatAnswersItsPingsStaysAndOneThatDoesNotIsDropped: the
// keep-alive is a timer, not a goroutine, and still holds its promise: a
// ping every KeepAlive, and a socket whose client answers none within twice
// that is dropped, while one that answers stays open.
func TestASocketThatAnswersItsPingsStaysAndOneThatDoesNotIsDropped(t *testing.T) {
	t.Parallel()
	f := newFanoutApp(t, server.Config{KeepAlive: 250 * time.Millisecond})
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	dial := func() *websocket.Conn {
		ws, _, err := websocket.Dial(ctx, "ws"+strings.TrimPrefix(f.app.HTTP.URL, "http")+"/graphql",
			&websocket.DialOptions{Subprotocols: []string{"graphql-transport-ws"}})
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { _ = ws.CloseNow() })
		init := `{"type":"connection_init","payload":{"Authorization":"Bearer ` + f.token + `"}}`
		if err := ws.Write(ctx, websocket.MessageText, []byte(init)); err != nil {
			t.Fatal(err)
		}
		return ws
	}
	read := func(ws *websocket.Conn) (string, error) {
		_, b, err := ws.Read(ctx)
		if err != nil {
			return "", err
		}
		var m struct{ Type string }
		_ = json.Unmarshal(b, &m)
		return m.Type, nil
	}

	silent := dial()
	var types []string
	for {
		typ, err := read(silent)
		if err != nil {
			if ctx.Err() != nil {
				t.Fatal("the silent socket was not dropped")
			}
			break
		}
		types = append(types, typ)
	}
	if len(types) < 2 || types[0] != "connection_ack" || types[1] != "ping" {
		t.Errorf("the silent socket got %v before it was dropped, want connection_ack then pings", types)
	}

	answering := dial()
	pings := 0
	for pings < 4 { // twice the time the silent one had
		typ, err := read(answering)
		if err != nil {
			t.Fatalf("the answering socket ended after %d pings: %v", pings, err)
		}
		if typ == "ping" {
			pings++
			if err := answering.Write(ctx, websocket.MessageText, []byte(`{"type":"pong"}`)); err != nil {
				t.Fatal(err)
			}
		}
	}
}

// TestASecondSubscribeWithAnIDInUseClosesTheSocketWith4409: the
// graphql-transport-ws answer to an id already subscribed, so a client
// cannot open streams it can no longer complete.
func TestASecondSubscribeWithAnIDInUseClosesTheSocketWith4409(t *testing.T) {
	t.Parallel()
	f := newFanoutApp(t, server.Config{})
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	ws, _, err := websocket.Dial(ctx, "ws"+strings.TrimPrefix(f.app.HTTP.URL, "http")+"/graphql",
		&websocket.DialOptions{Subprotocols: []string{"graphql-transport-ws"}})
	if err != nil {
		t.Fatal(err)
	}
	defer ws.CloseNow()
	sub := `{"id":"a","type":"subscribe","payload":{"query":"subscription { runEvents { id } }"}}`
	for _, m := range []string{`{"type":"connection_init","payload":{"Authorization":"Bearer ` + f.token + `"}}`, sub, sub} {
		if err := ws.Write(ctx, websocket.MessageText, []byte(m)); err != nil {
			t.Fatal(err)
		}
	}
	for {
		_, b, err := ws.Read(ctx)
		if err != nil {
			if got := websocket.CloseStatus(err); got != 4409 {
				t.Errorf("the socket ended with %v (status %d), want a close with 4409", err, got)
			}
			return
		}
		var m struct{ Type string }
		_ = json.Unmarshal(b, &m)
		if m.Type != "connection_ack" && m.Type != "ping" {
			t.Fatalf("got %s, want the socket closed with 4409", b)
		}
	}
}
