// Package cdp takes a screenshot of a browser through the Chrome DevTools
// Protocol: the one request backends.Access.Screen needs of a browser
// case's browser. The browser is the tenant's, so everything it answers is
// bounded and checked, and only the port the backend chose is ever dialed.
package cdp

import (
	"bytes"
	"context"
	"encoding/base64"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net"
	"net/http"
	"net/url"
	"strconv"
	"time"

	"github.com/coder/websocket"

	"github.com/everdict/everdict/backends"
)

// Limits on what a browser may answer.
const (
	// MaxTargetsBytes bounds the target list (/json/list).
	MaxTargetsBytes = 1 << 20
	// MaxScreenshotBytes bounds a screenshot's message.
	MaxScreenshotBytes = 32 << 20
)

// ErrNoPage is returned when the browser answers but shows no page. It
// wraps backends.ErrNoScreen.
var ErrNoPage = fmt.Errorf("the browser shows no page: %w", backends.ErrNoScreen)

// ErrUnreachable is returned when nothing answers the DevTools protocol on
// the port. It wraps backends.ErrNoScreen.
var ErrUnreachable = fmt.Errorf("no browser answers the DevTools protocol: %w", backends.ErrNoScreen)

var pngSignature = []byte("\x89PNG\r\n\x1a\n")

// Screenshot returns a PNG of the first page of the browser serving the
// DevTools protocol on 127.0.0.1:port, reached through dial (wherever the
// browser's loopback is: a sandbox's network namespace, a pod). Whatever
// host a target's debugger URL names, only 127.0.0.1:port is dialed.
func Screenshot(ctx context.Context, dial func(ctx context.Context, network, addr string) (net.Conn, error), port int) ([]byte, error) {
	addr := net.JoinHostPort("127.0.0.1", strconv.Itoa(port))
	tr := &http.Transport{
		DialContext: func(ctx context.Context, network, _ string) (net.Conn, error) {
			return dial(ctx, network, addr)
		},
		DisableKeepAlives: true,
		Proxy:             nil,
	}
	defer tr.CloseIdleConnections()
	hc := &http.Client{Transport: tr, Timeout: 30 * time.Second,
		CheckRedirect: func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse }}

	req, err := http.NewRequestWithContext(ctx, http.MethodGet, "http://"+addr+"/json/list", nil)
	if err != nil {
		return nil, err
	}
	resp, err := hc.Do(req)
	if err != nil {
		return nil, fmt.Errorf("%w: %v", ErrUnreachable, err)
	}
	body, err := io.ReadAll(io.LimitReader(resp.Body, MaxTargetsBytes+1))
	_ = resp.Body.Close()
	if err != nil || resp.StatusCode != http.StatusOK || len(body) > MaxTargetsBytes {
		return nil, fmt.Errorf("%w: the target list answered %d (%d bytes)", ErrUnreachable, resp.StatusCode, len(body))
	}
	var targets []struct {
		Type string `json:"type"`
		WS   string `json:"webSocketDebuggerUrl"`
	}
	if err := json.Unmarshal(body, &targets); err != nil {
		return nil, fmt.Errorf("%w: the target list is not JSON", ErrUnreachable)
	}
	path := ""
	for _, t := range targets {
		if t.Type == "page" && t.WS != "" {
			u, err := url.Parse(t.WS)
			if err != nil || u.Path == "" {
				continue
			}
			path = u.EscapedPath()
			break
		}
	}
	if path == "" {
		return nil, ErrNoPage
	}

	c, _, err := websocket.Dial(ctx, "ws://"+addr+path, &websocket.DialOptions{HTTPClient: hc})
	if err != nil {
		return nil, fmt.Errorf("%w: %v", ErrUnreachable, err)
	}
	defer func() { _ = c.CloseNow() }()
	c.SetReadLimit(MaxScreenshotBytes)
	if err := c.Write(ctx, websocket.MessageText, []byte(`{"id":1,"method":"Page.captureScreenshot","params":{"format":"png"}}`)); err != nil {
		return nil, fmt.Errorf("ask for a screenshot: %w", err)
	}
	for {
		_, msg, err := c.Read(ctx)
		if err != nil {
			return nil, fmt.Errorf("read the screenshot: %w", err)
		}
		var m struct {
			ID     int `json:"id"`
			Result struct {
				Data string `json:"data"`
			} `json:"result"`
			Error *struct {
				Message string `json:"message"`
			} `json:"error"`
		}
		if json.Unmarshal(msg, &m) != nil || m.ID != 1 {
			continue // an event
		}
		if m.Error != nil {
			return nil, fmt.Errorf("the browser refused a screenshot: %.200s", m.Error.Message)
		}
		png, err := base64.StdEncoding.DecodeString(m.Result.Data)
		if err != nil || !bytes.HasPrefix(png, pngSignature) {
			return nil, errors.New("the browser's screenshot is not a PNG")
		}
		_ = c.Close(websocket.StatusNormalClosure, "")
		return png, nil
	}
}
