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
