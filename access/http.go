package access

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"log/slog"
	"net/http"
	"net/url"
	"strconv"
	"strings"
	"sync"

	"github.com/coder/websocket"

	"github.com/everdict/everdict/backends"
	"github.com/everdict/everdict/errcode"
)

// MaxTerminalsPerTenantDefault bounds the terminal sessions one tenant holds
// open on one replica.
const MaxTerminalsPerTenantDefault = 8

// maxKeystrokeMessage bounds one message a terminal's client sends.
const maxKeystrokeMessage = 64 << 10

// HTTP serves the routes a ticket authenticates (a browser cannot put a
// bearer token on a websocket or an <img>):
//
//	GET /runs/{id}/terminal?ticket=…&cols=…&rows=…   a websocket into a shell
//	GET /runs/{id}/screen.png?ticket=…               the run's screen
//
// The ticket is spent before anything else happens. On the terminal's
// websocket, binary messages are keystrokes one way and output the other;
// a text message {"type":"resize","cols":…,"rows":…} resizes it. The socket
// closes normally when the shell ends.
type HTTP struct {
	svc *Service
	log *slog.Logger
	max int

	mu   sync.Mutex
	open map[int]int // terminals open, by tenant
}

// NewHTTP returns the ticketed routes over svc; maxTerminalsPerTenant zero
// means MaxTerminalsPerTenantDefault.
func NewHTTP(svc *Service, maxTerminalsPerTenant int) *HTTP {
	if maxTerminalsPerTenant <= 0 {
		maxTerminalsPerTenant = MaxTerminalsPerTenantDefault
	}
	return &HTTP{svc: svc, log: svc.log, max: maxTerminalsPerTenant, open: map[int]int{}}
}

// Routes are the mux patterns of h.
func (h *HTTP) Routes() map[string]http.Handler {
	return map[string]http.Handler{
		"GET /runs/{id}/terminal":   http.HandlerFunc(h.terminal),
		"GET /runs/{id}/screen.png": http.HandlerFunc(h.screen),
	}
}

func runID(r *http.Request) (int, error) {
	id, err := strconv.Atoi(r.PathValue("id"))
	if err != nil || id <= 0 {
		return 0, errcode.New(errcode.NotFound, "run not found")
	}
	return id, nil
}

func (h *HTTP) fail(w http.ResponseWriter, err error) {
	code := errcode.Of(err)
	status := map[errcode.Code]int{
		errcode.BadUserInput: http.StatusBadRequest, errcode.Unauthenticated: http.StatusUnauthorized,
		errcode.NotFound: http.StatusNotFound, errcode.FailedPrecondition: http.StatusConflict,
		errcode.RateLimited: http.StatusTooManyRequests, errcode.Forbidden: http.StatusForbidden,
	}[code]
	msg := err.Error()
	if status == 0 {
		h.log.Error("access", "err", err)
		status, msg = http.StatusInternalServerError, "internal error"
	}
	w.Header().Set("Content-Type", "application/json")
	w.Header().Set("Cache-Control", "no-store")
	w.WriteHeader(status)
	_ = json.NewEncoder(w).Encode(map[string]any{
		"errors": []map[string]any{{"message": msg, "extensions": map[string]any{"code": string(code)}}},
	})
}

func (h *HTTP) screen(w http.ResponseWriter, r *http.Request) {
	id, err := runID(r)
	if err != nil {
		h.fail(w, err)
		return
	}
	png, err := h.svc.ScreenByTicket(r.Context(), id, r.URL.Query().Get("ticket"))
	if err != nil {
		h.fail(w, err)
		return
	}
	w.Header().Set("Content-Type", "image/png")
	w.Header().Set("Cache-Control", "no-store")
	w.Header().Set("X-Content-Type-Options", "nosniff")
	_, _ = w.Write(png)
}

func termSize(r *http.Request) backends.TermSize {
	cols, _ := strconv.ParseUint(r.URL.Query().Get("cols"), 10, 16)
	rows, _ := strconv.ParseUint(r.URL.Query().Get("rows"), 10, 16)
	return clampSize(backends.TermSize{Cols: uint16(cols), Rows: uint16(rows)})
}

// clampSize keeps a requested size within 1000×1000 cells.
func clampSize(s backends.TermSize) backends.TermSize {
	return backends.TermSize{Cols: min(s.Cols, 1000), Rows: min(s.Rows, 1000)}.OrDefault()
}

// hold counts a terminal of tenant against the limit; release undoes it.
func (h *HTTP) hold(tenant int) bool {
	h.mu.Lock()
	defer h.mu.Unlock()
	if h.open[tenant] >= h.max {
		return false
	}
	h.open[tenant]++
	return true
}

func (h *HTTP) release(tenant int) {
	h.mu.Lock()
	defer h.mu.Unlock()
	if h.open[tenant]--; h.open[tenant] <= 0 {
		delete(h.open, tenant)
	}
}

func (h *HTTP) terminal(w http.ResponseWriter, r *http.Request) {
	id, err := runID(r)
	if err != nil {
		h.fail(w, err)
		return
	}
	// Same-origin only, checked before the ticket is spent: a page of
	// another site that holds a ticket can neither drive the terminal nor
	// burn the ticket its owner was about to use.
	if !sameOrigin(r) {
		h.fail(w, errcode.New(errcode.Forbidden, "a terminal opens only from the server's own origin"))
		return
	}
	sess, err := h.svc.OpenTerminal(r.Context(), id, r.URL.Query().Get("ticket"), termSize(r))
	if err != nil {
		h.fail(w, err)
		return
	}
	defer func() { _ = sess.Close() }()
	tenant := sess.Tenant
	if !h.hold(tenant) {
		h.fail(w, errcode.New(errcode.RateLimited, "your tenant has %d terminals open on this server, the most it may", h.max))
		return
	}
	defer h.release(tenant)
	// websocket.Accept checks the origin again, by the same rule.
	c, err := websocket.Accept(w, r, nil)
	if err != nil {
		return
	}
	defer func() { _ = c.CloseNow() }()
	c.SetReadLimit(maxKeystrokeMessage)
	// The session outlives the request's context only as long as the
	// socket: a read error ends it.
	ctx, cancel := context.WithCancel(context.WithoutCancel(r.Context()))
	defer cancel()
	go func() {
		defer cancel()
		for {
			typ, msg, err := c.Read(ctx)
			if err != nil {
				return
			}
			switch typ {
			case websocket.MessageBinary:
				if _, err := sess.Write(msg); err != nil {
					return
				}
			case websocket.MessageText:
				var m ResizeMessage
				if json.Unmarshal(msg, &m) == nil && m.Type == "resize" {
					_ = sess.Resize(clampSize(backends.TermSize{Cols: m.Cols, Rows: m.Rows}))
				}
			}
		}
	}()
	err = sess.Pump(ctx, func(b []byte) error { return c.Write(ctx, websocket.MessageBinary, b) })
	switch {
	case err == nil:
		_ = c.Close(websocket.StatusNormalClosure, "the session ended")
	case errors.Is(err, context.Canceled):
		_ = c.Close(websocket.StatusNormalClosure, "")
	default:
		_ = c.Close(websocket.StatusInternalError, fmt.Sprintf("the session failed: %.80s", err))
	}
}

// sameOrigin reports whether r comes from the server's own origin, by the
// rule websocket.Accept applies: no Origin header (a client that is no
// browser), or one whose host is the request's Host.
func sameOrigin(r *http.Request) bool {
	origin := r.Header.Get("Origin")
	if origin == "" {
		return true
	}
	u, err := url.Parse(origin)
	return err == nil && u.Host != "" && strings.EqualFold(u.Host, r.Host)
}
