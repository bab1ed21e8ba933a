package server

import (
	"context"

	"github.com/vektah/gqlparser/v2/gqlerror"

	"github.com/everdict/everdict/auth"
	"github.com/everdict/everdict/errcode"
	"github.com/everdict/everdict/tenancy"
)

// tokenWatchKey holds a connection's tokenWatch.
type tokenWatchKey struct{}

// tokenWatch is a connection's watch of its token.
type tokenWatch struct {
	// gone is canceled, with an UNAUTHENTICATED cause, when the token ends.
	gone context.Context
	// websocket: the connection is a websocket, which sends a
	// subscription's final error as an error message; an SSE stream gets it
	// as a last event.
	websocket bool
}

// watchToken gives a long-lived connection's context (a websocket's, an SSE
// request's) the watch of v's token. The watch ends with the connection.
func (s *Server) watchToken(ctx context.Context, v tenancy.Viewer, websocket bool) context.Context {
	if s.cfg.Tokens == nil {
		return ctx
	}
	gone, _ := s.cfg.Tokens.Watch(ctx, v) // released when ctx ends
	return context.WithValue(ctx, tokenWatchKey{}, tokenWatch{gone: gone, websocket: websocket})
}

// tokenEnded is the error an operation ends with when its connection's
// token ended: the cause (revoked, expired) as UNAUTHENTICATED. Its
// extensions are set here because a websocket sends a subscription's errors
// without presenting them.
func tokenEnded(gone context.Context) *gqlerror.Error {
	cause := context.Cause(gone)
	if errcode.Of(cause) != errcode.Unauthenticated {
		cause = auth.ErrUnauthenticated
	}
	return &gqlerror.Error{
		Message:    cause.Error() + "; reconnect with a valid token",
		Err:        cause,
		Extensions: map[string]any{"code": string(errcode.Unauthenticated)},
	}
}
