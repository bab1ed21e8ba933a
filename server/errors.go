package server

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"log/slog"
	"strings"

	"github.com/99designs/gqlgen/graphql"
	"github.com/vektah/gqlparser/v2/gqlerror"

	"github.com/everdict/everdict/ent"
	"github.com/everdict/everdict/errcode"
	"github.com/everdict/everdict/store"
)

// presenter maps every error a resolver returns to the API's shape: a typed
// error keeps its message and gets extensions.code; gqlgen's own errors
// (parse, validation, complexity) keep theirs; anything else is INTERNAL with
// the message masked and the request id kept, and is logged with that id.
func presenter(log *slog.Logger, m *metrics) graphql.ErrorPresenterFunc {
	return func(ctx context.Context, err error) *gqlerror.Error {
		gerr := graphql.DefaultErrorPresenter(ctx, err)
		if reason, body, ok := undecodable(gerr.Message); ok {
			// Never log a request body (it may hold a secret, as setSecret's
			// value): its size and a hash tell a retry of the same apart.
			sum := sha256.Sum256([]byte(body))
			log.InfoContext(ctx, "malformed request body", "request_id", RequestID(ctx),
				"bytes", len(body), "sha256", hex.EncodeToString(sum[:8]))
			gerr = &gqlerror.Error{Message: "the request body is not a GraphQL request: " + reason,
				Err: errcode.New(errcode.BadUserInput, "the request body is not a GraphQL request")}
			err = gerr.Err
		}
		code, ok := classify(err, gerr)
		if !ok && malformedInput(ctx, err, gerr) {
			code, ok = errcode.BadUserInput, true
		}
		if code == errcode.Unavailable {
			// The driver's words name the database's address: not for clients.
			log.WarnContext(ctx, "database unavailable", "request_id", RequestID(ctx), "err", err)
			gerr.Message = unavailableMessage
		}
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

// undecodablePrefix starts the error gqlgen's POST transport gives a body
// that does not decode as a GraphQL request; the error then quotes the whole
// body after undecodableBody.
const (
	undecodablePrefix = "json request body could not be decoded: "
	undecodableBody   = " body:"
)

// undecodable splits the error message of an undecodable body into the
// decoder's reason and the body it quotes.
func undecodable(msg string) (reason, body string, ok bool) {
	rest, ok := strings.CutPrefix(msg, undecodablePrefix)
	if !ok {
		return "", "", false
	}
	reason, body, _ = strings.Cut(rest, undecodableBody)
	return reason, body, true
}

// classify returns the API code of err, and false when err is internal.
func classify(err error, gerr *gqlerror.Error) (errcode.Code, bool) {
	if code := codeOf(err); code != errcode.Internal {
		return code, true
	}
	var c errcode.Coder
	if errors.As(err, &c) {
		return errcode.Internal, false
	}
	if code, ok := gerr.Extensions["code"].(string); ok && code != "" {
		return errcode.Code(code), true
	}
	return errcode.Internal, false
}

// malformedInput reports whether err is input of the caller's that does not
// decode, so BAD_USER_INPUT, not INTERNAL: a field's argument that failed to
// unmarshal (an id that is not a number, a cursor that is not one), which
// gqlgen raises while the field's arguments are still unset, at a path below
// the field; or a where filter with an empty one inside (not: {}).
func malformedInput(ctx context.Context, err error, gerr *gqlerror.Error) bool {
	if errors.Is(err, ent.ErrEmptyRunWhereInput) || errors.Is(err, ent.ErrEmptyScorecardWhereInput) {
		return true
	}
	fc := graphql.GetFieldContext(ctx)
	return fc != nil && fc.Field.Field != nil && fc.Args == nil && len(fc.Field.Arguments) > 0 && len(gerr.Path) > len(fc.Path())
}

const unavailableMessage = "the database is unavailable; retry shortly"

// codeOf is the API code of err: its own (errcode.Coder), NOT_FOUND for a
// missing row, UNAVAILABLE when the database does not answer, else INTERNAL.
func codeOf(err error) errcode.Code {
	var c errcode.Coder
	switch {
	case errors.As(err, &c):
		return errcode.Code(c.Code())
	case ent.IsNotFound(err):
		return errcode.NotFound
	case store.IsUnavailable(err):
		return errcode.Unavailable
	}
	return errcode.Internal
}

// recoverFunc turns a resolver panic into an internal error; the presenter
// then masks and logs it.
func recoverFunc(log *slog.Logger) graphql.RecoverFunc {
	return func(ctx context.Context, p any) error {
		log.ErrorContext(ctx, "resolver panic", "request_id", RequestID(ctx), "panic", p)
		return errors.New("panic in resolver")
	}
}
