package apptest

import (
	"context"
	"encoding/json"
	"strings"
	"testing"
	"time"

	"github.com/coder/websocket"
	"github.com/coder/websocket/wsjson"
)

// Stream is one GraphQL subscription over graphql-transport-ws.
type Stream struct {
	t    testing.TB
	conn *websocket.Conn
	ctx  context.Context
}

// Message is one message of a Stream: next (Data), error (Errors) or
// complete (Done).
type Message struct {
	Data   json.RawMessage
	Errors []Error
	Done   bool
}

// Subscribe opens a websocket with token and starts one subscription.
func (a *App) Subscribe(t testing.TB, token, query string, vars map[string]any) *Stream {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
	t.Cleanup(cancel)
	c, _, err := websocket.Dial(ctx, "ws"+strings.TrimPrefix(a.HTTP.URL, "http")+"/graphql",
		&websocket.DialOptions{Subprotocols: []string{"graphql-transport-ws"}})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { c.CloseNow() })
	s := &Stream{t: t, conn: c, ctx: ctx}
	s.write(map[string]any{"type": "connection_init", "payload": map[string]any{"Authorization": "Bearer " + token}})
	if m := s.read(); m["type"] != "connection_ack" {
		t.Fatalf("connection_init answered %v", m)
	}
	s.write(map[string]any{"id": "1", "type": "subscribe", "payload": map[string]any{"query": query, "variables": vars}})
	return s
}

func (s *Stream) write(v any) {
	s.t.Helper()
	if err := wsjson.Write(s.ctx, s.conn, v); err != nil {
		s.t.Fatal(err)
	}
}

func (s *Stream) read() map[string]any {
	s.t.Helper()
	for {
		var m map[string]any
		if err := wsjson.Read(s.ctx, s.conn, &m); err != nil {
			s.t.Fatalf("websocket read: %v", err)
		}
		switch m["type"] {
		case "ping":
			s.write(map[string]any{"type": "pong"})
			continue
		case "pong", "ka":
			continue
		}
		return m
	}
}

// Next returns the next message of the subscription.
func (s *Stream) Next() Message {
	s.t.Helper()
	m := s.read()
	switch m["type"] {
	case "next":
		raw, _ := json.Marshal(m["payload"])
		var p struct {
			Data   json.RawMessage `json:"data"`
			Errors []Error         `json:"errors"`
		}
		_ = json.Unmarshal(raw, &p)
		return Message{Data: p.Data, Errors: p.Errors}
	case "error":
		raw, _ := json.Marshal(m["payload"])
		var errs []Error
		_ = json.Unmarshal(raw, &errs)
		return Message{Errors: errs}
	case "complete":
		return Message{Done: true}
	}
	s.t.Fatalf("unexpected message %v", m)
	return Message{}
}

// Decode unmarshals a next message's data into v, failing on errors.
func (m Message) Decode(t testing.TB, v any) {
	t.Helper()
	if len(m.Errors) > 0 || m.Done {
		t.Fatalf("subscription message: errors %+v done %v", m.Errors, m.Done)
	}
	if err := json.Unmarshal(m.Data, v); err != nil {
		t.Fatalf("decode %s: %v", m.Data, err)
	}
}
