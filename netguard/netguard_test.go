package netguard_test

import (
	"context"
	"errors"
	"net"
	"net/netip"
	"testing"

	"github.com/everdict/everdict/netguard"
)

func TestAllowed(t *testing.T) {
	t.Parallel()
	cases := map[string]struct {
		ip              string
		trusted, public bool // allowed for a trusted tenant / an untrusted one
	}{
		"a public address is allowed to everyone":         {"93.184.216.34", true, true},
		"a public IPv6 address is allowed to everyone":    {"2606:2800:220:1::1", true, true},
		"the cloud metadata address is never allowed":     {"169.254.169.254", false, false},
		"AWS's IPv6 metadata address is never allowed":    {"fd00:ec2::254", false, false},
		"an IPv6 link-local address is never allowed":     {"fe80::1", false, false},
		"the unspecified address is never allowed":        {"0.0.0.0", false, false},
		"multicast is never allowed":                      {"239.1.2.3", false, false},
		"loopback is allowed only to a trusted tenant":    {"127.0.0.1", true, false},
		"IPv6 loopback is allowed only to a trusted one":  {"::1", true, false},
		"RFC 1918 space is allowed only to a trusted one": {"10.1.2.3", true, false},
		"172.16/12 is private":                            {"172.20.0.1", true, false},
		"192.168/16 is private":                           {"192.168.1.1", true, false},
		"shared CGNAT space is private":                   {"100.64.0.1", true, false},
		"unique local IPv6 is private":                    {"fd12:3456::1", true, false},
		"an IPv4-mapped loopback is still loopback":       {"::ffff:127.0.0.1", true, false},
	}
	for name, tc := range cases {
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			ip := netip.MustParseAddr(tc.ip)
			if got := netguard.For(true).Allowed(ip) == nil; got != tc.trusted {
				t.Errorf("trusted: allowed = %v, want %v", got, tc.trusted)
			}
			if got := netguard.For(false).Allowed(ip) == nil; got != tc.public {
				t.Errorf("untrusted: allowed = %v, want %v", got, tc.public)
			}
		})
	}
}

// TestDialerRefusesAtConnectTime connects to a real listener on loopback: a
// trusted tenant's dialer gets through, an untrusted one's is refused before
// a connection exists.
func TestDialerRefusesAtConnectTime(t *testing.T) {
	t.Parallel()
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer l.Close()
	go func() {
		for {
			c, err := l.Accept()
			if err != nil {
				return
			}
			c.Close()
		}
	}()
	c, err := netguard.For(true).DialContext(context.Background(), "tcp", l.Addr().String())
	if err != nil {
		t.Fatalf("trusted dial: %v", err)
	}
	c.Close()
	// A name, not an IP: the check applies to what it resolves to.
	_, port, _ := net.SplitHostPort(l.Addr().String())
	_, err = netguard.For(false).DialContext(context.Background(), "tcp", net.JoinHostPort("localhost", port))
	if !errors.Is(err, netguard.ErrForbidden) {
		t.Errorf("untrusted dial of localhost = %v, want ErrForbidden", err)
	}
}
