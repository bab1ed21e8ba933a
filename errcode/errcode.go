// Package errcode is Everdict's error vocabulary at the API boundary: the
// codes of DESIGN §6 and a typed Error carrying one. Services return these
// (or any error with a Code() string method); the GraphQL error presenter maps
// the code to extensions.code. An error without a code is INTERNAL and its
// message is masked.
package errcode

import (
	"errors"
	"fmt"
)

// Code is an API error code, the value of extensions.code.
type Code string

// The API error codes.
const (
	BadUserInput    Code = "BAD_USER_INPUT"
	Unauthenticated Code = "UNAUTHENTICATED"
	Forbidden       Code = "FORBIDDEN"
	NotFound        Code = "NOT_FOUND"
	Conflict        Code = "CONFLICT"
	PaymentRequired Code = "PAYMENT_REQUIRED"
	RateLimited     Code = "RATE_LIMITED"
	// FailedPrecondition: the request is valid but something it depends on
	// must be set up first (the message says what).
	FailedPrecondition Code = "FAILED_PRECONDITION"
	// Unavailable: a dependency (the database) does not answer; retry later.
	Unavailable Code = "UNAVAILABLE"
	Internal    Code = "INTERNAL"
)

// Error is an error with an API code. Its message is shown to the caller, so
// it must never hold a secret value. Err, when set, is the cause (kept for
// errors.Is/As and logs, never shown).
type Error struct {
	code Code
	msg  string
	Err  error
	// Fields are extra, caller-safe details added to extensions (for example
	// the problems of a refused spec).
	Fields map[string]any
}

// New returns an Error with code and a message formatted from format and args.
func New(code Code, format string, args ...any) *Error {
	return &Error{code: code, msg: fmt.Sprintf(format, args...)}
}

// Wrap returns an Error with code, message msg and cause err.
func Wrap(code Code, err error, msg string) *Error {
	return &Error{code: code, msg: msg, Err: err}
}

// Error returns the caller-safe message.
func (e *Error) Error() string { return e.msg }

// Code returns the API code.
func (e *Error) Code() string { return string(e.code) }

// Unwrap returns the cause.
func (e *Error) Unwrap() error { return e.Err }

// With returns e with an extra extensions field.
func (e *Error) With(key string, value any) *Error {
	if e.Fields == nil {
		e.Fields = map[string]any{}
	}
	e.Fields[key] = value
	return e
}

// Coder is any error that names its API code.
type Coder interface {
	error
	Code() string
}

// Of returns the code of err: the first Coder in its chain, or Internal.
func Of(err error) Code {
	var c Coder
	if errors.As(err, &c) {
		return Code(c.Code())
	}
	return Internal
}

// Hint says, in one sentence, what a caller who got code can do about it; ""
// for a code it does not know. The command-line client prints it under an
// error and the MCP tools append it to theirs.
func Hint(code Code) string {
	return hints[code]
}

var hints = map[Code]string{
	BadUserInput:    "fix the input the message names and send it again",
	Unauthenticated: "check the token: set EVERDICT_TOKEN or run `everdict login --server URL --token T` (tokens come from `everdict token create`)",
	Forbidden:       "the token's role may not do this: use a token with a higher role (ADMIN or OPERATOR)",
	NotFound:        "check the id or name: only your tenant's runs and its own or shared runtimes are visible",
	Conflict:        "the object changed state (a settled run cannot be canceled): read it again",
	PaymentRequired: "the tenant's budget is spent: ask an operator to raise it (setTenantPolicy budgetUsd)",
	RateLimited:     "the queue is full, or the token submits too fast: wait (Retry-After or the message says how long, else for queued runs to start) or cancel queued runs, then retry",
	Unavailable:     "a dependency of the server is down: retry shortly",
	Internal:        "a server error: retry, and report the request id in the message if it persists",
}
