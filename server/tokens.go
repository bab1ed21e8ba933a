package server

import (
	"context"

	"github.com/99designs/gqlgen/graphql"
	"github.com/99designs/gqlgen/graphql/handler/transport"
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

// tokenEnds ends every operation on a connection whose token was revoked or
// expired: one in flight stops, a subscription with an UNAUTHENTICATED
// error, and a new one is refused with it.
func tokenEnds(ctx context.Context, next graphql.OperationHandler) graphql.ResponseHandler {
	tw, ok := ctx.Value(tokenWatchKey{}).(tokenWatch)
	if !ok {
		return next(ctx)
	}
	gone := tw.gone
	if gone.Err() != nil {
		return graphql.OneShot(&graphql.Response{Errors: gqlerror.List{tokenEnded(gone)}})
	}
	opCtx, cancel := context.WithCancel(ctx)
	stop := context.AfterFunc(gone, cancel)
	handler := next(opCtx)
	var ended bool
	return func(ctx context.Context) *graphql.Response {
		if ended {
			return nil
		}
		resp := handler(ctx)
		if resp != nil {
			return resp
		}
		stop()
		cancel()
		if ended = gone.Err() != nil; !ended {
			return nil
		}
		if tw.websocket {
			transport.AddSubscriptionError(ctx, tokenEnded(gone))
			return nil
		}
		return &graphql.Response{Errors: gqlerror.List{tokenEnded(gone)}}
	}
}
