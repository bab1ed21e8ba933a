package server_test

import (
	"context"
	"net"
	"testing"
	"time"

	"github.com/coder/websocket"
)

// TestAStoppingServerClosesItsWebsocketsWithGoingAway: a socket the
// server closes because it is stopping gets 1001, which clients retry; a
// 1000 would read as a close by choice, and the web app would neither show
// its outage banner nor reconnect.
func TestAStoppingServerClosesItsWebsocketsWithGoingAway(t *testing.T) {
	t.Parallel()
	b := setup(t)
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	serveCtx, stop := context.WithCancel(context.Background())
	served := make(chan error, 1)
	go func() { served <- b.srv.Serve(serveCtx, l) }()
	defer func() {
		stop()
		<-served
	}()
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	ws, _, err := websocket.Dial(ctx, "ws://"+l.Addr().String()+"/graphql",
		&websocket.DialOptions{Subprotocols: []string{"graphql-transport-ws"}})
	if err != nil {
		t.Fatal(err)
	}
	defer ws.CloseNow()
	init := `{"type":"connection_init","payload":{"Authorization":"Bearer ` + b.acme.token + `"}}`
	if err := ws.Write(ctx, websocket.MessageText, []byte(init)); err != nil {
		t.Fatal(err)
	}
	if _, msg, err := ws.Read(ctx); err != nil || string(msg) != `{"type":"connection_ack"}` {
		t.Fatalf("connection_init answered %s, %v; want connection_ack", msg, err)
	}
	stop()
	for {
		_, msg, err := ws.Read(ctx)
		if err != nil {
			if got := websocket.CloseStatus(err); got != websocket.StatusGoingAway {
				t.Errorf("the socket ended with %v (status %d), want 1001 going away", err, got)
			}
			return
		}
		if string(msg) != `{"type":"ping"}` {
			t.Fatalf("got %s, want the socket closed", msg)
		}
	}
}
