package client

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"strings"

	"github.com/coder/websocket"
	"github.com/coder/websocket/wsjson"
)

// Subprotocol is the websocket subprotocol subscriptions speak.
const Subprotocol = "graphql-transport-ws"

// ErrConnection marks a call that failed, or a subscription that ended,
// because the connection to the server did (not because the server answered
// with an error): the caller may retry or resume.
var ErrConnection = errors.New("subscription connection lost")

// Subscribe runs one subscription until the server completes it (nil), sends
// an error (*Error), ctx ends, or next returns an error (returned as is). next
// gets the data of every event in order.
func (c *Client) Subscribe(ctx context.Context, query string, vars map[string]any, next func(json.RawMessage) error) error {
	ctx, cancel := context.WithCancel(ctx)
	defer cancel()
	u := *c.base
	u.Scheme = map[string]string{"http": "ws", "https": "wss"}[u.Scheme]
	u.Path += "/graphql"
	conn, _, err := websocket.Dial(ctx, u.String(), &websocket.DialOptions{
		Subprotocols: []string{Subprotocol}, HTTPClient: c.http,
	})
	if err != nil {
		return fmt.Errorf("%w: dial %s: %w", ErrConnection, u.Redacted(), err)
	}
	defer conn.CloseNow()
	conn.SetReadLimit(MaxResponseBytesDefault)
	s := &stream{ctx: ctx, conn: conn}
	init := map[string]any{}
	if c.token != "" {
		init["Authorization"] = "Bearer " + c.token
	}
	if err := s.write(map[string]any{"type": "connection_init", "payload": init}); err != nil {
		return err
	}
	m, err := s.read()
	if err != nil {
		return err
	}
	if m.Type != "connection_ack" {
		return fmt.Errorf("%w: connection_init answered %q", ErrConnection, m.Type)
	}
	if err := s.write(map[string]any{"id": "1", "type": "subscribe",
		"payload": map[string]any{"query": query, "variables": vars}}); err != nil {
		return err
	}
	for {
		m, err := s.read()
		if err != nil {
			return err
		}
		switch m.Type {
		case "next":
			var p struct {
				Data   json.RawMessage `json:"data"`
				Errors []*Error        `json:"errors"`
			}
			if err := json.Unmarshal(m.Payload, &p); err != nil {
				return fmt.Errorf("decode event: %w", err)
			}
			if len(p.Errors) > 0 {
				return p.Errors[0]
			}
			if err := next(p.Data); err != nil {
				return err
			}
		case "error":
			var errs []*Error
			if err := json.Unmarshal(m.Payload, &errs); err != nil || len(errs) == 0 {
				return fmt.Errorf("subscription refused: %s", m.Payload)
			}
			return errs[0]
		case "complete":
			_ = conn.Close(websocket.StatusNormalClosure, "")
			return nil
		}
	}
}

type message struct {
	ID      string          `json:"id,omitempty"`
	Type    string          `json:"type"`
	Payload json.RawMessage `json:"payload,omitempty"`
}

type stream struct {
	ctx  context.Context
	conn *websocket.Conn
}

func (s *stream) write(v any) error {
	if err := wsjson.Write(s.ctx, s.conn, v); err != nil {
		return s.closed(err)
	}
	return nil
}

// read returns the next message that is not a keep-alive, answering pings.
func (s *stream) read() (message, error) {
	for {
		var m message
		if err := wsjson.Read(s.ctx, s.conn, &m); err != nil {
			return m, s.closed(err)
		}
		switch m.Type {
		case "ping":
			if err := s.write(map[string]any{"type": "pong"}); err != nil {
				return m, err
			}
		case "pong", "ka":
		default:
			return m, nil
		}
	}
}

// closed turns a websocket failure into the error to return: the server's
// refusal (a close reason "CODE: message") as *Error, the context's end as
// itself, anything else as ErrConnection.
func (s *stream) closed(err error) error {
	if s.ctx.Err() != nil {
		return s.ctx.Err()
	}
	var ce websocket.CloseError
	if errors.As(err, &ce) && ce.Code >= 4400 && ce.Code < 4500 {
		code, msg, ok := strings.Cut(ce.Reason, ": ")
		if !ok {
			code, msg = "", ce.Reason
		}
		e := &Error{Message: msg}
		if code != "" {
			e.Extensions = map[string]any{"code": code}
		}
		return e
	}
	return fmt.Errorf("%w: %w", ErrConnection, err)
}
