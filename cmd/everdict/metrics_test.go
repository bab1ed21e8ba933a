package main

import (
	"io"
	"net/http"
	"strings"
	"testing"
)

// TestServeExportsTheGoRuntimeAndProcessCollectors scrapes a real `everdict
// serve`'s /metrics: beside Everdict's own series it carries what
// dashboards expect of every Go service (go_goroutines, go_memstats_*,
// process_*).
func TestServeExportsTheGoRuntimeAndProcessCollectors(t *testing.T) {
	t.Parallel()
	srv := startServer(t, envFor(t))
	res, err := http.Get(srv.base + "/metrics")
	if err != nil {
		t.Fatal(err)
	}
	defer res.Body.Close()
	body, err := io.ReadAll(res.Body)
	if err != nil {
		t.Fatal(err)
	}
	for _, series := range []string{"\ngo_goroutines ", "\ngo_memstats_alloc_bytes ", "\nprocess_cpu_seconds_total ",
		"\nprocess_resident_memory_bytes ", "\neverdict_runs{"} {
		if !strings.Contains(string(body), series) {
			t.Errorf("/metrics (%d) lacks %q", res.StatusCode, strings.TrimSpace(series))
		}
	}
}
