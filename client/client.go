// Package client is a small typed client of Everdict's GraphQL API: queries
// and mutations over HTTP POST, subscriptions over a websocket speaking
// graphql-transport-ws. The command-line client (package cli) is built on it.
// Every error the server returns keeps its extensions.code (see Error).
package client

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"
	"net/url"
	"strings"
)

// MaxResponseBytesDefault bounds a response body the client reads.
const MaxResponseBytesDefault = 16 << 20

// Client talks to one Everdict server with one token. Build it with New; it
// is safe for concurrent use.
type Client struct {
	base  *url.URL
	token string
	http  *http.Client
}

// New returns a Client of the server at base (http or https URL) with token.
// hc nil means http.DefaultClient.
func New(base, token string, hc *http.Client) (*Client, error) {
	u, err := url.Parse(strings.TrimSuffix(base, "/"))
	if err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" {
		return nil, fmt.Errorf("server %q: want an http or https URL, like http://127.0.0.1:8080", base)
	}
	if hc == nil {
		hc = http.DefaultClient
	}
	return &Client{base: u, token: token, http: hc}, nil
}

// Error is one GraphQL error as the server sent it. Code is its
// extensions.code ("UNAUTHENTICATED", "NOT_FOUND", …); "" when the server
// named none.
type Error struct {
	Message    string         `json:"message"`
	Path       []any          `json:"path,omitempty"`
	Extensions map[string]any `json:"extensions,omitempty"`
}

// Error returns the server's message.
func (e *Error) Error() string { return e.Message }

// Code returns the error's extensions.code, or "".
func (e *Error) Code() string {
	c, _ := e.Extensions["code"].(string)
	return c
}

// ErrorCode is the extensions.code of the first *Error in err's chain, or "".
func ErrorCode(err error) string {
	var e *Error
	if errors.As(err, &e) {
		return e.Code()
	}
	return ""
}

// Do sends one query or mutation and decodes its data into out (nil discards
// it). A response with errors returns the first as *Error.
func (c *Client) Do(ctx context.Context, query string, vars map[string]any, out any) error {
	body, err := json.Marshal(map[string]any{"query": query, "variables": vars})
	if err != nil {
		return fmt.Errorf("encode request: %w", err)
	}
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, c.base.String()+"/graphql", bytes.NewReader(body))
	if err != nil {
		return fmt.Errorf("build request: %w", err)
	}
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("Accept", "application/json")
	if c.token != "" {
		req.Header.Set("Authorization", "Bearer "+c.token)
	}
	res, err := c.http.Do(req)
	if err != nil {
		return fmt.Errorf("%w: reach %s: %w", ErrConnection, c.base.Redacted(), err)
	}
	defer res.Body.Close()
	raw, err := io.ReadAll(io.LimitReader(res.Body, MaxResponseBytesDefault))
	if err != nil {
		return fmt.Errorf("read response: %w", err)
	}
	var r struct {
		Data   json.RawMessage `json:"data"`
		Errors []*Error        `json:"errors"`
	}
	if err := json.Unmarshal(raw, &r); err != nil {
		return fmt.Errorf("server answered %s with no GraphQL response (is %s an Everdict server?)", res.Status, c.base)
	}
	if len(r.Errors) > 0 {
		return r.Errors[0]
	}
	if out == nil {
		return nil
	}
	if err := json.Unmarshal(r.Data, out); err != nil {
		return fmt.Errorf("decode response: %w", err)
	}
	return nil
}
