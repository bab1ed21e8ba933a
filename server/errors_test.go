package server

import (
	"context"
	"errors"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"github.com/99designs/gqlgen/graphql"
	"github.com/prometheus/client_golang/prometheus"

	"github.com/everdict/everdict/errcode"
)

func TestPresenter(t *testing.T) {
	t.Parallel()
	var logged strings.Builder
	log := slog.New(slog.NewTextHandler(&logged, nil))
	present := presenter(log, newMetrics(prometheus.NewRegistry()))
	ctx := graphql.WithResponseContext(context.WithValue(context.Background(), requestIDKey{}, "rid-7"),
		graphql.DefaultErrorPresenter, nil)
	cases := map[string]struct {
		err         error
		wantCode    string
		wantMessage string
	}{
		"a typed error keeps its message and code": {
			err:         errcode.New(errcode.Conflict, "run 4 is already settled"),
			wantCode:    "CONFLICT",
			wantMessage: "run 4 is already settled",
		},
		"a plain error is masked as internal with the request id": {
			err:         errors.New("pq: relation runs does not exist"),
			wantCode:    "INTERNAL",
			wantMessage: "internal error (request rid-7)",
		},
		"a recovered panic is masked as internal": {
			err:         recoverFunc(log)(ctx, "index out of range [3] with length 2"),
			wantCode:    "INTERNAL",
			wantMessage: "internal error (request rid-7)",
		},
	}
	for name, tc := range cases {
		t.Run(name, func(t *testing.T) {
			got := present(ctx, tc.err)
			if got.Extensions["code"] != tc.wantCode || got.Message != tc.wantMessage {
				t.Errorf("presented %q %v, want %q code %s", got.Message, got.Extensions, tc.wantMessage, tc.wantCode)
			}
		})
	}
	if !strings.Contains(logged.String(), "index out of range") || !strings.Contains(logged.String(), "request_id=rid-7") {
		t.Errorf("the panic and its request id are not logged:\n%s", logged.String())
	}
}

func TestARequestAnsweredUnavailableIs503(t *testing.T) {
	t.Parallel()
	for name, tc := range map[string]struct {
		mark       bool
		wantStatus int
	}{
		"a response with an UNAVAILABLE error is 503 with Retry-After": {mark: true, wantStatus: http.StatusServiceUnavailable},
		"any other response keeps its 200":                             {mark: false, wantStatus: http.StatusOK},
	} {
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			rec := httptest.NewRecorder()
			uw := &unavailableWriter{ResponseWriter: rec}
			ctx := context.WithValue(context.Background(), unavailableKey{}, uw)
			if tc.mark {
				markUnavailable(ctx)
			}
			_, _ = uw.Write([]byte(`{"errors":[]}`))
			if rec.Code != tc.wantStatus {
				t.Errorf("status %d, want %d", rec.Code, tc.wantStatus)
			}
			if got := rec.Header().Get("Retry-After") != ""; got != tc.mark {
				t.Errorf("Retry-After set = %v, want %v", got, tc.mark)
			}
		})
	}
}
