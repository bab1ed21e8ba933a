package main

import (
	"context"
	"io"
	"log/slog"
	"net/http"
	"regexp"
	"strings"
	"testing"
)

func TestTheDebugListenerServesTheProfilerAndRefusesABadAddress(t *testing.T) {
	t.Parallel()
	var out strings.Builder
	stop, err := serveDebug(context.Background(), "127.0.0.1:0", &out, slog.New(slog.DiscardHandler))
	if err != nil {
		t.Fatal(err)
	}
	defer stop()
	url := regexp.MustCompile(`http://\S+/debug/pprof/`).FindString(out.String())
	if url == "" {
		t.Fatalf("serveDebug printed %q, want its address", out.String())
	}
	resp, err := http.Get(url + "goroutine?debug=1")
	if err != nil {
		t.Fatal(err)
	}
	body, _ := io.ReadAll(resp.Body)
	resp.Body.Close()
	if resp.StatusCode != http.StatusOK || !strings.Contains(string(body), "goroutine profile") {
		t.Errorf("GET goroutine profile = %d %.80q, want 200 and a profile", resp.StatusCode, body)
	}
	if _, err := serveDebug(context.Background(), "not an address", io.Discard, slog.New(slog.DiscardHandler)); err == nil || !strings.Contains(err.Error(), "EVERDICT_DEBUG_ADDR") {
		t.Errorf("serveDebug on a bad address = %v, want an error naming EVERDICT_DEBUG_ADDR", err)
	}
}
