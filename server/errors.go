package server

import (
	"context"
	"errors"
	"log/slog"

	"github.com/99designs/gqlgen/graphql"
	"github.com/vektah/gqlparser/v2/gqlerror"

	"github.com/everdict/everdict/ent"
	"github.com/everdict/everdict/errcode"
)

// presenter maps every error a resolver returns to the API's shape: a typed
// error keeps its message and gets extensions.code; gqlgen's own errors
// (parse, validation, complexity) keep theirs; anything else is INTERNAL with
// the message masked and the request id kept, and is logged with that id.
func presenter(log *slog.Logger, m *metrics) graphql.ErrorPresenterFunc {
	return func(ctx context.Context, err error) *gqlerror.Error {
		gerr := graphql.DefaultErrorPresenter(ctx, err)
		code, ok := classify(err, gerr)
		if !ok {
			reqID := RequestID(ctx)
			log.ErrorContext(ctx, "internal error", "request_id", reqID, "err", err)
			gerr = &gqlerror.Error{
				Message:    "internal error (request " + reqID + ")",
				Path:       gerr.Path,
				Locations:  gerr.Locations,
				Extensions: map[string]any{"requestId": reqID},
			}
		}
		if gerr.Extensions == nil {
			gerr.Extensions = map[string]any{}
		}
		var typed *errcode.Error
		if errors.As(err, &typed) {
			for k, v := range typed.Fields {
				gerr.Extensions[k] = v
			}
		}
		gerr.Extensions["code"] = string(code)
		m.errors.WithLabelValues(string(code)).Inc()
		return gerr
	}
}

// classify returns the API code of err, and false when err is internal.
func classify(err error, gerr *gqlerror.Error) (errcode.Code, bool) {
	var c errcode.Coder
	switch {
	case errors.As(err, &c):
		code := errcode.Code(c.Code())
		return code, code != errcode.Internal
	case ent.IsNotFound(err):
		return errcode.NotFound, true
	}
	if code, ok := gerr.Extensions["code"].(string); ok && code != "" {
		return errcode.Code(code), true
	}
	return errcode.Internal, false
}

// recoverFunc turns a resolver panic into an internal error; the presenter
// then masks and logs it.
func recoverFunc(log *slog.Logger) graphql.RecoverFunc {
	return func(ctx context.Context, p any) error {
		log.ErrorContext(ctx, "resolver panic", "request_id", RequestID(ctx), "panic", p)
		return errors.New("panic in resolver")
	}
}
