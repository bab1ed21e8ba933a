package netguard_test

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"net"
	"net/http"
	"net/http/httptest"
	"net/url"
	"strings"
	"sync/atomic"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/everdict/everdict/netguard"
)

// countingListener is a TCP listener on loopback that counts the
// connections it accepts and echoes a greeting on each.
type countingListener struct {
	net.Listener
	accepted atomic.Int64
}

func listen(t *testing.T) *countingListener {
	t.Helper()
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	cl := &countingListener{Listener: l}
	t.Cleanup(func() { _ = l.Close() })
	go func() {
		for {
			c, err := l.Accept()
			if err != nil {
				return
			}
			cl.accepted.Add(1)
			_, _ = io.WriteString(c, "hello\n")
			_ = c.Close()
		}
	}()
	return cl
}

func startProxy(t *testing.T, p netguard.Policy, target string) *netguard.Proxy {
	t.Helper()
	x, err := netguard.ListenProxy(p, target)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = x.Close() })
	return x
}

// connect sends a CONNECT for dest through the proxy and returns the status
// line and, when the tunnel opened, the first line read through it.
func connect(t *testing.T, x *netguard.Proxy, dest string) (status, first string) {
	t.Helper()
	u, _ := url.Parse(x.URL())
	c, err := net.Dial("tcp", u.Host)
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close()
	fmt.Fprintf(c, "CONNECT %s HTTP/1.1\r\nHost: %s\r\n\r\n", dest, dest)
	br := bufio.NewReader(c)
	resp, err := http.ReadResponse(br, &http.Request{Method: http.MethodConnect})
	if err != nil {
		t.Fatalf("reading the proxy's answer: %v", err)
	}
	if resp.StatusCode != http.StatusOK {
		return resp.Status, ""
	}
	line, _ := br.ReadString('\n')
	return resp.Status, line
}

func TestProxyConnectsOnlyWhereThePolicyAllows(t *testing.T) {
	t.Parallel()
	type want struct {
		Status, First string
		Accepted      int64
		Refused       bool
	}
	tests := map[string]struct {
		trusted bool
		other   bool // CONNECT to another listener than the target
		want    want
	}{
		"a trusted tenant's fetch reaches its repository's host on loopback": {
			trusted: true,
			want:    want{Status: "200 Connection established", First: "hello\n", Accepted: 1},
		},
		"an untrusted tenant's fetch never connects to loopback": {
			want: want{Status: "403 Forbidden", Refused: true},
		},
		"a destination other than the repository's host is refused, even to a trusted tenant": {
			trusted: true, other: true,
			want: want{Status: "403 Forbidden", Refused: true},
		},
	}
	for name, tc := range tests {
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			target, other := listen(t), listen(t)
			x := startProxy(t, netguard.For(tc.trusted), target.Addr().String())
			dest := target.Addr().String()
			if tc.other {
				dest = other.Addr().String()
			}
			var got want
			got.Status, got.First = connect(t, x, dest)
			_ = x.Close() // waits for the proxy's connections: the counts are final
			got.Accepted = target.accepted.Load() + other.accepted.Load()
			got.Refused = errors.Is(x.Refused(), netguard.ErrForbidden)
			if diff := cmp.Diff(tc.want, got); diff != "" {
				t.Errorf("(-want +got):\n%s", diff)
			}
		})
	}
}

func TestProxyForwardsAnAbsoluteFormRequestToItsTarget(t *testing.T) {
	t.Parallel()
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		b, _ := io.ReadAll(r.Body)
		_, _ = io.WriteString(w, "repo "+r.URL.Path+" "+string(b))
	}))
	t.Cleanup(srv.Close)
	su, _ := url.Parse(srv.URL)
	x := startProxy(t, netguard.For(true), su.Host)
	pu, _ := url.Parse(x.URL())
	client := &http.Client{Transport: &http.Transport{Proxy: http.ProxyURL(pu)}}
	resp, err := client.Post(srv.URL+"/a.git/git-upload-pack", "application/x-git-upload-pack-request", strings.NewReader("0000"))
	if err != nil {
		t.Fatalf("POST through the proxy: %v", err)
	}
	body, _ := io.ReadAll(resp.Body)
	_ = resp.Body.Close()
	if diff := cmp.Diff("repo /a.git/git-upload-pack 0000", string(body)); diff != "" {
		t.Errorf("body (-want +got):\n%s", diff)
	}
	// Another host through the same proxy is refused.
	other := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, _ *http.Request) {
		t.Error("the proxy connected to a host other than its target")
	}))
	t.Cleanup(other.Close)
	resp, err = client.Get(other.URL + "/")
	if err != nil {
		t.Fatalf("GET of another host: %v", err)
	}
	_ = resp.Body.Close()
	if resp.StatusCode != http.StatusForbidden {
		t.Errorf("GET of another host: status %d, want 403", resp.StatusCode)
	}
}
