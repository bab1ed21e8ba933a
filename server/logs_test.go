package server_test

import (
	"context"
	"fmt"
	"io"
	"net/http"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/everdict/everdict/tenancy"
)

// addLines stores n lines for run, "line i" each, every tenth "ERROR i".
func (b *bundle) addLines(t *testing.T, run, n int) {
	t.Helper()
	ctx := tenancy.System(context.Background())
	for i := 1; i <= n; i++ {
		text := fmt.Sprintf("line %d", i)
		if i%10 == 0 {
			text = fmt.Sprintf("ERROR %d", i)
		}
		b.db.LogLine.Create().SetRunID(run).SetSeq(int64(i)).SetText(text).SaveX(ctx)
	}
}

func (b *bundle) getLogs(t *testing.T, path string, header http.Header) (int, http.Header, string) {
	t.Helper()
	req, _ := http.NewRequest(http.MethodGet, b.http.URL+path, nil)
	for k, v := range header {
		req.Header[k] = v
	}
	res, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer res.Body.Close()
	body, _ := io.ReadAll(res.Body)
	return res.StatusCode, res.Header, string(body)
}

// TestTheRawLogIsTheWholeLogForItsTenantOnly: GET /runs/{id}/logs.txt serves
// every stored line, past one read's batch, to a token of the run's tenant,
// and to nobody else: no token, another tenant's, a websocket upgrade
// without one, or an id that is not a number.
func TestTheRawLogIsTheWholeLogForItsTenantOnly(t *testing.T) {
	t.Parallel()
	b := setup(t)
	const n = 5003 // past logsBatch
	b.addLines(t, b.acme.run, n)
	path := fmt.Sprintf("/runs/%d/logs.txt", b.acme.run)
	bearer := func(tok string) http.Header { return http.Header{"Authorization": {"Bearer " + tok}} }

	status, h, body := b.getLogs(t, path, bearer(b.acme.token))
	if status != http.StatusOK {
		t.Fatalf("status %d: %s", status, body)
	}
	lines := strings.Split(strings.TrimSuffix(body, "\n"), "\n")
	if len(lines) != n || lines[0] != "line 1" || lines[n-1] != "line 5003" || lines[4999] != "ERROR 5000" {
		t.Errorf("got %d lines, first %q, last %q", len(lines), lines[0], lines[len(lines)-1])
	}
	if got := h.Get("Content-Disposition"); !strings.Contains(got, fmt.Sprintf("evd-run-%d.log", b.acme.run)) {
		t.Errorf("Content-Disposition = %q", got)
	}
	if got := h.Get("Content-Type"); got != "text/plain; charset=utf-8" {
		t.Errorf("Content-Type = %q", got)
	}

	refused := map[string]struct {
		path   string
		header http.Header
		want   int
	}{
		"no token":                            {path, nil, http.StatusUnauthorized},
		"an unknown token":                    {path, bearer("evd_nosuchtoken"), http.StatusUnauthorized},
		"a websocket upgrade without a token": {path, http.Header{"Upgrade": {"websocket"}, "Connection": {"Upgrade"}}, http.StatusUnauthorized},
		"another tenant's token":              {path, bearer(b.globex.token), http.StatusNotFound},
		"an id that is not a number":          {"/runs/abc/logs.txt", bearer(b.acme.token), http.StatusNotFound},
		"an id no run has":                    {"/runs/987654321/logs.txt", bearer(b.acme.token), http.StatusNotFound},
	}
	for name, tc := range refused {
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			status, _, body := b.getLogs(t, tc.path, tc.header)
			if status != tc.want {
				t.Errorf("status = %d, want %d", status, tc.want)
			}
			if strings.Contains(body, "line 1") {
				t.Errorf("the refusal carries log lines: %.80q", body)
			}
		})
	}
}

// TestLogSearchCountsEveryMatchAndPagesThroughThem: logSearch counts the
// matching lines over the whole log, case-insensitive, and pages their
// sequences after a given one; lastLogSeq sizes the log.
func TestLogSearchCountsEveryMatchAndPagesThroughThem(t *testing.T) {
	t.Parallel()
	b := setup(t)
	b.addLines(t, b.acme.run, 250)
	q := `query($id: ID!, $q: String!, $after: Int) { run(id: $id) { lastLogSeq logSearch(query: $q, after: $after, first: 3) { total seqs } } }`
	cases := map[string]struct {
		query string
		after any
		want  map[string]any
	}{
		"the first matches":        {"error", nil, map[string]any{"total": float64(25), "seqs": []any{float64(10), float64(20), float64(30)}}},
		"the matches after a line": {"ERROR", 235, map[string]any{"total": float64(25), "seqs": []any{float64(240), float64(250)}}},
		"no match":                 {"nothing like it", nil, map[string]any{"total": float64(0), "seqs": []any{}}},
		"a blank query":            {"  ", nil, map[string]any{"total": float64(0), "seqs": []any{}}},
	}
	for name, tc := range cases {
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			res := b.post(t, b.acme.token, q, map[string]any{"id": b.acme.run, "q": tc.query, "after": tc.after})
			if len(res.Errors) > 0 {
				t.Fatal(res.Errors)
			}
			run := res.Data["run"].(map[string]any)
			if run["lastLogSeq"] != float64(250) {
				t.Errorf("lastLogSeq = %v, want 250", run["lastLogSeq"])
			}
			if diff := cmp.Diff(tc.want, run["logSearch"]); diff != "" {
				t.Errorf("logSearch (-want +got):\n%s", diff)
			}
		})
	}
	res := b.post(t, b.globex.token, `{ run(id: "`+fmt.Sprint(b.globex.run)+`") { lastLogSeq logSearch(query: "error") { total } } }`, nil)
	if diff := cmp.Diff(map[string]any{"run": map[string]any{"lastLogSeq": float64(0), "logSearch": map[string]any{"total": float64(0)}}}, res.Data); diff != "" {
		t.Errorf("a run without lines (-want +got):\n%s", diff)
	}
}
