package server_test

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"net"
	"net/http"
	"net/url"
	"strings"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"

	"github.com/everdict/everdict/server"
)

// stall sends a POST to path on b's listener whose headers declare a body of
// length bytes, sends the first 1 KB of it and no more, and returns the status
// the server answered and whether it then closed the connection. The client
// waits at most a minute: the assertion is on the server's close, not a clock.
func (b *bundle) stall(t *testing.T, path, token string, length int) (status int, closed bool) {
	t.Helper()
	u, _ := url.Parse(b.http.URL)
	conn, err := net.Dial("tcp", u.Host)
	if err != nil {
		t.Fatal(err)
	}
	defer conn.Close()
	_ = conn.SetDeadline(time.Now().Add(time.Minute))
	head := fmt.Sprintf("POST %s HTTP/1.1\r\nHost: %s\r\nContent-Type: application/json\r\nContent-Length: %d\r\n", path, u.Host, length)
	if token != "" {
		head += "Authorization: Bearer " + token + "\r\n"
	}
	if _, err := io.WriteString(conn, head+"\r\n"+`{"query":"`+strings.Repeat("x", 1014)); err != nil {
		t.Fatal(err)
	}
	r := bufio.NewReader(conn)
	res, err := http.ReadResponse(r, nil)
	if err != nil {
		t.Fatalf("no answer to a stalled body: %v", err)
	}
	_, _ = io.Copy(io.Discard, res.Body)
	res.Body.Close()
	_, err = r.ReadByte()
	var ne net.Error
	if errors.As(err, &ne) && ne.Timeout() {
		return res.StatusCode, false
	}
	return res.StatusCode, errors.Is(err, io.EOF)
}

// TestAStalledBodyIsDroppedAtTheDeadline: a client that sends a body's first
// kilobyte and then nothing gets its connection closed once BodyTimeout has
// passed (issue 26: 300 stalled bodies held 346 MB and 300 descriptors for as
// long as the client wanted), and a request without a valid token is
// answered before its body is read.
func TestAStalledBodyIsDroppedAtTheDeadline(t *testing.T) {
	t.Parallel()
	reader := http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if _, err := io.ReadAll(r.Body); err != nil {
			http.Error(w, "could not read the body", http.StatusBadRequest)
		}
	})
	type answer struct {
		Status int
		Closed bool
	}
	cases := map[string]struct {
		timeout time.Duration
		path    string
		token   bool
		length  int
		want    answer
	}{
		"an authenticated body that stalls": {
			timeout: 50 * time.Millisecond, path: "/graphql", token: true, length: 512 << 10,
			want: answer{http.StatusRequestTimeout, true}},
		"an unauthenticated body that stalls, small enough that the server would read it to keep the connection": {
			timeout: 50 * time.Millisecond, path: "/graphql", length: 64 << 10,
			want: answer{http.StatusUnauthorized, true}},
		"an unauthenticated large body, with no deadline in sight, is refused unread": {
			timeout: time.Hour, path: "/graphql", length: 1 << 20,
			want: answer{http.StatusUnauthorized, true}},
		"a body that stalls on a route that reads its own (MCP)": {
			timeout: 50 * time.Millisecond, path: "/mcp", length: 512 << 10,
			want: answer{http.StatusBadRequest, true}},
	}
	for name, tc := range cases {
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			b := setup(t, func(c *server.Config) { c.BodyTimeout = tc.timeout; c.MCP = reader })
			token := ""
			if tc.token {
				token = b.acme.token
			}
			status, closed := b.stall(t, tc.path, token, tc.length)
			if diff := cmp.Diff(tc.want, answer{status, closed}); diff != "" {
				t.Errorf("answer (-want +got):\n%s", diff)
			}
		})
	}
}

// nestedNot is a run filter of n nots around one on status: n+1 input
// objects.
func nestedNot(n int) map[string]any {
	w := map[string]any{"status": "QUEUED"}
	for range n {
		w = map[string]any{"not": w}
	}
	return w
}

// nestedLists is n lists around an empty one.
func nestedLists(n int) []any {
	l := []any{}
	for range n {
		l = []any{l}
	}
	return l
}

func literalNot(n int) string {
	return strings.Repeat("{not: ", n) + "{status: QUEUED}" + strings.Repeat("}", n)
}

// TestNestedInputInVariablesIsRefusedBeforeItIsParsed: variables count
// towards the query's limits (issue 26: 9,000 nested nots in variables cost
// hundreds of MB each and ended INTERNAL). A filter nested deeper than 10
// input objects, or a list of more than 10,000 items, is refused
// BAD_USER_INPUT naming the limit, with no path: before any field resolved.
func TestNestedInputInVariablesIsRefusedBeforeItIsParsed(t *testing.T) {
	t.Parallel()
	b := setup(t)
	const runs = `query($w: RunWhereInput) { runs(where: $w, first: 1) { totalCount } }`
	ids := make([]int, 10001)
	type refusal struct {
		Codes  []string
		Limit  any
		Path   bool
		Answer bool
	}
	cases := map[string]struct {
		query string
		vars  map[string]any
		want  refusal
	}{
		"9,000 nested nots in a variable": {runs, map[string]any{"w": nestedNot(9000)},
			refusal{Codes: []string{"BAD_USER_INPUT"}, Limit: "inputDepth"}},
		"11 nested input objects in a variable": {runs, map[string]any{"w": nestedNot(10)},
			refusal{Codes: []string{"BAD_USER_INPUT"}, Limit: "inputDepth"}},
		"10 nested input objects in a variable are answered": {runs, map[string]any{"w": nestedNot(9)},
			refusal{Answer: true}},
		"a deep variable the operation does not declare": {runs, map[string]any{"w": map[string]any{}, "x": nestedNot(20)},
			refusal{Codes: []string{"BAD_USER_INPUT"}, Limit: "inputDepth"}},
		"21 lists of lists in a variable": {runs, map[string]any{"w": map[string]any{"and": nestedLists(20)}},
			refusal{Codes: []string{"BAD_USER_INPUT"}, Limit: "inputDepth"}},
		"a list of 10,001 ids in a variable": {runs, map[string]any{"w": map[string]any{"idIn": ids}},
			refusal{Codes: []string{"BAD_USER_INPUT"}, Limit: "inputList"}},
		"an or of 999 filters in a variable (past SQLite's expression depth)": {runs, map[string]any{"w": map[string]any{"or": statusFilters(999)}},
			refusal{Codes: []string{"BAD_USER_INPUT"}, Limit: "filterBranches"}},
		"an and of 101 filters in the query": {`{ runs(where: {and: [` + strings.Repeat(`{status: QUEUED} `, 101) + `]}, first: 1) { totalCount } }`, nil,
			refusal{Codes: []string{"BAD_USER_INPUT"}, Limit: "filterBranches"}},
		"an or of 100 filters is answered": {runs, map[string]any{"w": map[string]any{"or": statusFilters(100)}},
			refusal{Answer: true}},
		"11 nested input objects in the query": {`{ runs(where: ` + literalNot(10) + `, first: 1) { totalCount } }`, nil,
			refusal{Codes: []string{"BAD_USER_INPUT"}, Limit: "inputDepth"}},
		"10 nested input objects in the query are answered": {`{ runs(where: ` + literalNot(9) + `, first: 1) { totalCount } }`, nil,
			refusal{Answer: true}},
	}
	for name, tc := range cases {
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			res := b.post(t, b.acme.token, tc.query, tc.vars)
			got := refusal{Codes: res.codes(), Answer: res.Data != nil}
			for _, e := range res.Errors {
				got.Limit = e.Extensions["limit"]
				got.Path = e.Path != nil
			}
			if diff := cmp.Diff(tc.want, got); diff != "" {
				t.Errorf("answer (-want +got):\n%s\nerrors: %v", diff, res.Errors)
			}
		})
	}
}

// TestAMalformedBodyIsNeverLogged: a request body that is not a GraphQL
// request is answered BAD_USER_INPUT, and neither the log nor the answer
// holds any of it (issue 26: it was logged in full at ERROR, a setSecret
// value with it); the log has its size and a hash.
func TestAMalformedBodyIsNeverLogged(t *testing.T) {
	t.Parallel()
	b := setup(t)
	const secret = "sk-live-8c1f2e9d0b7a"
	bodies := map[string]string{
		"truncated JSON":               `{"query":"mutation($v: String!) { setSecret(name: \"OPENAI\", value: $v) { name } }","variables":{"v":"` + secret + `"`,
		"a query that is not a string": `{"query":["` + secret + `"]}`,
	}
	for name, body := range bodies {
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			req, _ := http.NewRequest(http.MethodPost, b.http.URL+"/graphql", strings.NewReader(body))
			req.Header.Set("Content-Type", "application/json")
			req.Header.Set("Authorization", "Bearer "+b.acme.token)
			res := do(t, req)
			if diff := cmp.Diff([]string{"BAD_USER_INPUT"}, res.codes()); diff != "" {
				t.Errorf("codes (-want +got):\n%s\nerrors: %v", diff, res.Errors)
			}
			if fmt.Sprint(res.Errors) != strings.ReplaceAll(fmt.Sprint(res.Errors), secret, "") {
				t.Errorf("the answer quotes the body: %v", res.Errors)
			}
		})
	}
	t.Cleanup(func() {
		logs := b.logs.String()
		if strings.Contains(logs, secret) {
			t.Errorf("the log holds the body's secret:\n%s", logs)
		}
		if !strings.Contains(logs, "malformed request body") || !strings.Contains(logs, "sha256=") {
			t.Errorf("the log does not record the malformed body's size and hash:\n%s", logs)
		}
	})
}

// TestMalformedIDsAndCursorsAreTheCallersError: an id or a cursor that does
// not decode is BAD_USER_INPUT, one that names nothing NOT_FOUND, never
// INTERNAL.
func TestMalformedIDsAndCursorsAreTheCallersError(t *testing.T) {
	t.Parallel()
	b := setup(t)
	cases := map[string]struct {
		query string
		vars  map[string]any
		want  []string
	}{
		"a word for a run's id":           {`query($id: ID!) { run(id: $id) { id } }`, map[string]any{"id": "abc"}, []string{"BAD_USER_INPUT"}},
		"a word for a run's id, inline":   {`{ run(id: "abc") { id } }`, nil, []string{"BAD_USER_INPUT"}},
		"an id past int64":                {`query($id: ID!) { run(id: $id) { id } }`, map[string]any{"id": "99999999999999999999999"}, []string{"BAD_USER_INPUT"}},
		"a node id that is a word":        {`query($id: ID!) { node(id: $id) { id } }`, map[string]any{"id": "run:1"}, []string{"BAD_USER_INPUT"}},
		"an id no run has":                {`query($id: ID!) { run(id: $id) { id } }`, map[string]any{"id": "987654321"}, []string{"NOT_FOUND"}},
		"a cursor that is not base64":     {`query($c: Cursor) { runs(after: $c, first: 1) { totalCount } }`, map[string]any{"c": "!!!"}, []string{"BAD_USER_INPUT"}},
		"a cursor of garbage":             {`query($c: Cursor) { runs(after: $c, first: 1) { totalCount } }`, map[string]any{"c": "gqRzb21lBQ=="}, []string{"BAD_USER_INPUT"}},
		"an empty filter inside a filter": {`{ runs(where: {not: {}}, first: 1) { totalCount } }`, nil, []string{"BAD_USER_INPUT"}},
		"a cursor inline":                 {`{ runs(after: "%%%", first: 1) { totalCount } }`, nil, []string{"BAD_USER_INPUT"}},
		// msgpack of {i: 1, v: {a: 1}} and of {i: 1, v: [1]}, base64 unpadded.
		"a cursor whose value is a map":  {`query($c: Cursor) { runs(after: $c, first: 1) { totalCount } }`, map[string]any{"c": "gqFpAaF2gaFhAQ"}, []string{"BAD_USER_INPUT"}},
		"a cursor whose value is a list": {`query($c: Cursor) { runs(before: $c, last: 1) { totalCount } }`, map[string]any{"c": "gqFpAaF2kQE"}, []string{"BAD_USER_INPUT"}},
		"first and last together":        {`{ runs(first: 5, last: 5) { totalCount } }`, nil, []string{"BAD_USER_INPUT"}},
	}
	for name, tc := range cases {
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			res := b.post(t, b.acme.token, tc.query, tc.vars)
			if diff := cmp.Diff(tc.want, res.codes()); diff != "" {
				t.Errorf("codes (-want +got):\n%s\nerrors: %v", diff, res.Errors)
			}
		})
	}
}

// statusFilters is n filters of a run's status, for an and/or.
func statusFilters(n int) []any {
	out := make([]any, n)
	for i := range out {
		out[i] = map[string]any{"status": "QUEUED"}
	}
	return out
}
