package server

import (
	"bytes"
	"context"
	"crypto/rand"
	"encoding/hex"
	"encoding/json"
	"errors"
	"io"
	"net/http"
	"os"
	"strconv"
	"strings"
	"time"

	"github.com/everdict/everdict/errcode"
	"github.com/everdict/everdict/tenancy"
	"github.com/everdict/everdict/tracing"
)

type requestIDKey struct{}

// RequestID returns the id of the request ctx belongs to, or "".
func RequestID(ctx context.Context) string {
	id, _ := ctx.Value(requestIDKey{}).(string)
	return id
}

// withRequestID gives every request an id (the caller's X-Request-Id when it
// is short and plain, else a fresh one) and echoes it in the response.
func withRequestID(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		id := r.Header.Get("X-Request-Id")
		if !plainID(id) {
			b := make([]byte, 8)
			_, _ = rand.Read(b)
			id = hex.EncodeToString(b)
		}
		w.Header().Set("X-Request-Id", id)
		next.ServeHTTP(w, r.WithContext(context.WithValue(r.Context(), requestIDKey{}, id)))
	})
}

// withTraceContext puts the request's W3C traceparent (if any, and valid)
// in its context as the remote parent of the spans it starts.
func withTraceContext(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.Header.Get("Traceparent") != "" {
			r = r.WithContext(tracing.Extract(r.Context(), r.Header))
		}
		next.ServeHTTP(w, r)
	})
}

func plainID(s string) bool {
	if s == "" || len(s) > 64 {
		return false
	}
	for _, r := range s {
		if !(r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r >= '0' && r <= '9' || r == '-' || r == '_') {
			return false
		}
	}
	return true
}

// withAuth authenticates HTTP GraphQL requests by their bearer token. A
// websocket upgrade passes through: it authenticates in connection_init.
func (s *Server) withAuth(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if isWebsocketUpgrade(r) {
			next.ServeHTTP(w, r)
			return
		}
		v, err := s.authenticate(r.Context(), r.Header.Get("Authorization"))
		if err != nil {
			status := http.StatusUnauthorized
			if codeOf(err) == errcode.Unavailable {
				status = http.StatusServiceUnavailable
			}
			writeGraphQLError(w, status, err)
			return
		}
		ctx := tenancy.NewContext(r.Context(), v)
		if strings.Contains(r.Header.Get("Accept"), "text/event-stream") {
			ctx = s.watchToken(ctx, v, false) // an SSE stream lives as long as a websocket
			next.ServeHTTP(w, r.WithContext(ctx))
			return
		}
		uw := &unavailableWriter{ResponseWriter: w}
		next.ServeHTTP(uw, r.WithContext(context.WithValue(ctx, unavailableKey{}, uw)))
	})
}

func isWebsocketUpgrade(r *http.Request) bool {
	return strings.EqualFold(r.Header.Get("Upgrade"), "websocket")
}

// writeGraphQLError answers with a GraphQL-shaped error body outside the
// executor (auth, body limits). Internal errors are masked.
func writeGraphQLError(w http.ResponseWriter, status int, err error) {
	code := codeOf(err)
	msg := err.Error()
	switch code {
	case errcode.Internal:
		msg = "internal error"
	case errcode.Unavailable:
		msg = unavailableMessage
	}
	w.Header().Set("Content-Type", "application/json")
	w.WriteHeader(status)
	_ = json.NewEncoder(w).Encode(map[string]any{
		"errors": []map[string]any{{"message": msg, "extensions": map[string]any{"code": string(code)}}},
	})
}

// limitBody refuses a request body over limit bytes with 413 and code
// BAD_USER_INPUT before anything parses it. The body is read here, bounded,
// so a chunked body without a Content-Length is held to the same limit.
func limitBody(next http.Handler, limit int64) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.Body == nil || r.Body == http.NoBody || isWebsocketUpgrade(r) {
			next.ServeHTTP(w, r)
			return
		}
		tooLarge := errcode.New(errcode.BadUserInput, "request body exceeds %d bytes", limit)
		if r.ContentLength > limit {
			writeGraphQLError(w, http.StatusRequestEntityTooLarge, tooLarge)
			return
		}
		body, err := io.ReadAll(http.MaxBytesReader(w, r.Body, limit))
		if err != nil {
			var mbe *http.MaxBytesError
			if errors.As(err, &mbe) {
				writeGraphQLError(w, http.StatusRequestEntityTooLarge, tooLarge)
				return
			}
			if errors.Is(err, os.ErrDeadlineExceeded) {
				writeGraphQLError(w, http.StatusRequestTimeout, errcode.New(errcode.BadUserInput, "the request body did not arrive in time"))
				return
			}
			writeGraphQLError(w, http.StatusBadRequest, errcode.New(errcode.BadUserInput, "could not read the request body"))
			return
		}
		r.Body = io.NopCloser(bytes.NewReader(body))
		next.ServeHTTP(w, r)
	})
}

// withBodyDeadline gives a request with a body timeout to send all of it,
// whatever the route: the connection's read deadline is set before anything
// else runs (authentication included) and cleared once the body has been
// read to its end, so what runs after (a long operation, an SSE stream) is
// not cut. A body that stalls fails its read at the deadline, and the
// connection is closed when the handler returns; so is one whose handler
// never read it (a refused token), once what is left of the body has not
// come by the deadline (net/http reads up to 256 KB of it to keep the
// connection).
func withBodyDeadline(next http.Handler, timeout time.Duration) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.Body == nil || r.Body == http.NoBody || isWebsocketUpgrade(r) {
			next.ServeHTTP(w, r)
			return
		}
		rc := http.NewResponseController(w)
		if err := rc.SetReadDeadline(time.Now().Add(timeout)); err != nil {
			next.ServeHTTP(w, r) // a writer without a connection (a test's recorder)
			return
		}
		// A copy: net/http looks at its own request's body, after the
		// handler, to see how much of it is left unread.
		r2 := *r
		r2.Body = &deadlineBody{ReadCloser: r.Body, rc: rc}
		next.ServeHTTP(w, &r2)
	})
}

// deadlineBody clears its connection's read deadline at the body's end.
type deadlineBody struct {
	io.ReadCloser
	rc   *http.ResponseController
	done bool
}

func (b *deadlineBody) Read(p []byte) (int, error) {
	n, err := b.ReadCloser.Read(p)
	if errors.Is(err, io.EOF) && !b.done {
		b.done = true
		_ = b.rc.SetReadDeadline(time.Time{})
	}
	return n, err
}

// unavailableKey carries a request's *unavailableWriter to the operation
// middleware.
type unavailableKey struct{}

// unavailableWriter answers a GraphQL request 503 (and Retry-After) instead
// of 200 when its response holds an UNAVAILABLE error (the database did not
// answer: the client should try again shortly), as an authentication that
// could not reach the database is; and 429 with Retry-After when it was
// refused RATE_LIMITED with extensions.retryAfter (a token's submit rate).
// The operation middleware marks it.
type unavailableWriter struct {
	http.ResponseWriter
	unavailable bool
	retryAfter  int // seconds; 0 when not rate limited
	wrote       bool
}

// markRateLimited marks ctx's request as refused RATE_LIMITED until secs
// from now, if it is an HTTP request withAuth wrapped (not a stream).
func markRateLimited(ctx context.Context, secs int) {
	if uw, ok := ctx.Value(unavailableKey{}).(*unavailableWriter); ok {
		uw.retryAfter = max(uw.retryAfter, secs, 1)
	}
}

// markUnavailable marks ctx's request as answered UNAVAILABLE, if it is an
// HTTP request withAuth wrapped (not a stream).
func markUnavailable(ctx context.Context) {
	if uw, ok := ctx.Value(unavailableKey{}).(*unavailableWriter); ok {
		uw.unavailable = true
	}
}

func (w *unavailableWriter) WriteHeader(code int) {
	if w.wrote {
		return
	}
	w.wrote = true
	switch {
	case code == http.StatusOK && w.unavailable:
		code = http.StatusServiceUnavailable
		w.Header().Set("Retry-After", "1")
	case code == http.StatusOK && w.retryAfter > 0:
		code = http.StatusTooManyRequests
		w.Header().Set("Retry-After", strconv.Itoa(w.retryAfter))
	}
	w.ResponseWriter.WriteHeader(code)
}

func (w *unavailableWriter) Write(p []byte) (int, error) {
	if !w.wrote {
		w.WriteHeader(http.StatusOK)
	}
	return w.ResponseWriter.Write(p)
}
