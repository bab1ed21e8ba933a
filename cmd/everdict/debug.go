package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"net"
	"net/http"
	"net/http/pprof"
	"time"
)

// serveDebug serves Go's profiler on addr until ctx ends, on a mux of its
// own (nothing registers on http.DefaultServeMux). It returns once the
// listener is open, so a bad address fails serve at start; the returned
// func stops it.
func serveDebug(ctx context.Context, addr string, stdout io.Writer, log *slog.Logger) (func(), error) {
	l, err := net.Listen("tcp", addr)
	if err != nil {
		return nil, fmt.Errorf("EVERDICT_DEBUG_ADDR: listen: %w", err)
	}
	mux := http.NewServeMux()
	mux.HandleFunc("/debug/pprof/", pprof.Index)
	mux.HandleFunc("/debug/pprof/cmdline", pprof.Cmdline)
	mux.HandleFunc("/debug/pprof/profile", pprof.Profile)
	mux.HandleFunc("/debug/pprof/symbol", pprof.Symbol)
	mux.HandleFunc("/debug/pprof/trace", pprof.Trace)
	srv := &http.Server{Handler: mux, ReadHeaderTimeout: 10 * time.Second, BaseContext: func(net.Listener) context.Context { return ctx }}
	done := make(chan struct{})
	go func() {
		defer close(done)
		if err := srv.Serve(l); err != nil && !errors.Is(err, http.ErrServerClosed) {
			log.Warn("debug listener stopped", "err", err)
		}
	}()
	fmt.Fprintf(stdout, "Profiler on http://%s/debug/pprof/\n", l.Addr())
	return func() {
		_ = srv.Close()
		<-done
	}, nil
}
