package errcode_test

import (
	"errors"
	"fmt"
	"testing"

	"github.com/everdict/everdict/errcode"
)

type domainErr struct{}

func (domainErr) Error() string { return "illegal transition" }
func (domainErr) Code() string  { return "CONFLICT" }

func TestOf(t *testing.T) {
	t.Parallel()
	cases := map[string]struct {
		err  error
		want errcode.Code
	}{
		"a typed error reports its code":           {errcode.New(errcode.NotFound, "run 7 not found"), errcode.NotFound},
		"a wrapped typed error reports its code":   {fmt.Errorf("load run: %w", errcode.New(errcode.Conflict, "x")), errcode.Conflict},
		"any error with a Code method is honoured": {fmt.Errorf("settle: %w", domainErr{}), errcode.Conflict},
		"a plain error is internal":                {errors.New("disk on fire"), errcode.Internal},
	}
	for name, tc := range cases {
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			if got := errcode.Of(tc.err); got != tc.want {
				t.Errorf("Of() = %q, want %q", got, tc.want)
			}
		})
	}
}

func TestWrapKeepsCauseButShowsOnlyMessage(t *testing.T) {
	t.Parallel()
	cause := errors.New("pq: password authentication failed for hunter2")
	err := errcode.Wrap(errcode.Internal, cause, "database unavailable")
	if err.Error() != "database unavailable" {
		t.Errorf("Error() = %q, want the caller-safe message only", err.Error())
	}
	if !errors.Is(err, cause) {
		t.Error("errors.Is(err, cause) = false, want the cause kept in the chain")
	}
}

func TestEveryCodeHasAHint(t *testing.T) {
	t.Parallel()
	for _, c := range []errcode.Code{errcode.BadUserInput, errcode.Unauthenticated, errcode.Forbidden, errcode.NotFound,
		errcode.Conflict, errcode.PaymentRequired, errcode.RateLimited, errcode.Unavailable, errcode.Internal} {
		if errcode.Hint(c) == "" {
			t.Errorf("code %s has no hint", c)
		}
	}
	if h := errcode.Hint("NO_SUCH_CODE"); h != "" {
		t.Errorf("an unknown code has hint %q, want none", h)
	}
}
