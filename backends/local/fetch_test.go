package local_test

import (
	"fmt"
	"io"
	"net"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync/atomic"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/everdict/everdict/backends"
	"github.com/everdict/everdict/domain"
	"github.com/everdict/everdict/evalcase"
)

// tcpProbe is a listener on 127.0.0.1 that counts the connections it gets.
type tcpProbe struct {
	addr     string
	accepted atomic.Int64
}

func newTCPProbe(t *testing.T) *tcpProbe {
	t.Helper()
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = l.Close() })
	p := &tcpProbe{addr: l.Addr().String()}
	go func() {
		for {
			c, err := l.Accept()
			if err != nil {
				return
			}
			p.accepted.Add(1)
			_ = c.Close()
		}
	}()
	return p
}

// remoteBody is what a hostile repository server answers in an error body;
// it must never reach the run's logs or error.
const remoteBody = "remote-body-7c1e: internal details of the server"

// TestRepositoryFetchIsGuarded attacks the clone the LOCAL backend makes on
// a tenant's behalf, on the host, outside the sandbox.
func TestRepositoryFetchIsGuarded(t *testing.T) {
	t.Parallel()
	untrusted := domain.TrustZone{Tenant: "acme"} // not hardened: the clone runs before any sandbox
	tests := map[string]struct {
		zone    domain.TrustZone
		url     func(probe *tcpProbe) string
		wantMsg string
	}{
		"an untrusted tenant's https repository on loopback is never connected to": {
			zone:    untrusted,
			url:     func(p *tcpProbe) string { return "https://" + p.addr + "/repo.git" },
			wantMsg: "not reachable for this tenant",
		},
		"an untrusted tenant's repository named localhost is never connected to": {
			zone: untrusted,
			url: func(p *tcpProbe) string {
				_, port, _ := net.SplitHostPort(p.addr)
				return "https://localhost:" + port + "/repo.git"
			},
			wantMsg: "not reachable for this tenant",
		},
		"an untrusted tenant may not fetch over plain http": {
			zone:    untrusted,
			url:     func(p *tcpProbe) string { return "http://" + p.addr + "/repo.git" },
			wantMsg: `scheme "http" is not allowed`,
		},
		"git:// cannot probe a port, even for a trusted tenant": {
			zone:    domain.ZoneFor("acme", true),
			url:     func(p *tcpProbe) string { return "git://" + p.addr + "/repo.git" },
			wantMsg: `scheme "git" is not allowed`,
		},
		"ssh:// is refused": {
			zone:    domain.ZoneFor("acme", true),
			url:     func(p *tcpProbe) string { return "ssh://git@" + p.addr + "/repo.git" },
			wantMsg: `scheme "ssh" is not allowed`,
		},
		"file:// is refused": {
			zone:    domain.ZoneFor("acme", true),
			url:     func(*tcpProbe) string { return "file:///etc" },
			wantMsg: `scheme "file" is not allowed`,
		},
	}
	for name, tc := range tests {
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			probe := newTCPProbe(t)
			j := shJob(`echo ran`)
			j.Zone = tc.zone
			j.Case.Repo = &evalcase.Repo{URL: tc.url(probe)}
			_, l, err := runJob(t, newBackend(t, testConfig(t)), j)
			if diff := cmp.Diff("CONFIG/CLONE_FAILED", classCode(err)); diff != "" {
				t.Errorf("error %v: class/code (-want +got):\n%s", err, diff)
			}
			if err == nil || !strings.Contains(err.Error(), tc.wantMsg) {
				t.Errorf("error %v does not say %q", err, tc.wantMsg)
			}
			if n := probe.accepted.Load(); n != 0 {
				t.Errorf("the listener on 127.0.0.1 got %d connections, want none", n)
			}
			if got := l.stream(backends.StreamStdout); len(got) != 0 {
				t.Errorf("the harness ran: %q", got)
			}
		})
	}
}

// TestRepositoryFetchFollowsNoRedirectAndEchoesNoBody serves a trusted
// tenant's repository from a hostile server: a redirect to another host is
// not followed, and an error body is never repeated.
func TestRepositoryFetchFollowsNoRedirectAndEchoesNoBody(t *testing.T) {
	t.Parallel()
	tests := map[string]struct {
		status  int
		wantMsg string
	}{
		"a redirect to another host is not followed": {status: http.StatusFound, wantMsg: "HTTP 302, a redirect, which is not followed"},
		"a remote's error body is not echoed":        {status: http.StatusForbidden, wantMsg: "the server answered HTTP 403"},
		"a remote's server error body is not echoed": {status: http.StatusInternalServerError, wantMsg: "the server answered HTTP 500"},
	}
	for name, tc := range tests {
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			elsewhere := newTCPProbe(t)
			srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
				w.Header().Set("Content-Type", "text/plain")
				if tc.status/100 == 3 {
					w.Header().Set("Location", fmt.Sprintf("http://%s%s", elsewhere.addr, r.URL.RequestURI()))
				}
				w.WriteHeader(tc.status)
				_, _ = io.WriteString(w, remoteBody+"\n")
			}))
			t.Cleanup(srv.Close)
			j := shJob(`echo ran`)
			j.Case.Repo = &evalcase.Repo{URL: srv.URL + "/repo.git"}
			_, l, err := runJob(t, newBackend(t, testConfig(t)), j)
			if diff := cmp.Diff("CONFIG/CLONE_FAILED", classCode(err)); diff != "" {
				t.Errorf("error %v: class/code (-want +got):\n%s", err, diff)
			}
			if err == nil || !strings.Contains(err.Error(), tc.wantMsg) {
				t.Errorf("error %v does not say %q", err, tc.wantMsg)
			}
			if n := elsewhere.accepted.Load(); n != 0 {
				t.Errorf("the redirect's target got %d connections, want none", n)
			}
			if strings.Contains(fmt.Sprint(err), "remote-body") {
				t.Errorf("the error repeats the remote's body: %v", err)
			}
			l.mu.Lock()
			defer l.mu.Unlock()
			for _, x := range l.all {
				if strings.Contains(x.Text, "remote-body") {
					t.Errorf("a log line repeats the remote's body: %q", x.Text)
				}
			}
		})
	}
}
