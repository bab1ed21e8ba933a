// Package netguard decides which addresses the control plane may connect to
// on a tenant's behalf — webhook URLs, Nomad and Kubernetes API addresses
// are all tenant input — and enforces it where it counts: at connect time,
// on the resolved IP, so a name that resolves (or re-resolves) somewhere
// forbidden is refused too.
//
// Link-local addresses (cloud metadata services live there), unspecified and
// multicast addresses are never reachable. A tenant that is not trusted may
// reach only public addresses: loopback, private (RFC 1918, RFC 4193) and
// shared (RFC 6598) ranges are refused for it as well.
package netguard

import (
	"context"
	"errors"
	"fmt"
	"net"
	"net/http"
	"net/netip"
	"syscall"
	"time"
)

// ErrForbidden is wrapped by a refused connection.
var ErrForbidden = errors.New("destination not allowed")

// Policy says which destinations are allowed. The zero value is the policy of
// an untrusted tenant: public addresses only.
type Policy struct {
	// Private also allows loopback and private networks (a trusted tenant,
	// whose clusters and hooks often live there).
	Private bool
}

// For returns the policy of a tenant.
func For(trusted bool) Policy { return Policy{Private: trusted} }

var (
	never = []netip.Prefix{
		netip.MustParsePrefix("169.254.0.0/16"), // link-local, cloud metadata
		netip.MustParsePrefix("fe80::/10"),
		netip.MustParsePrefix("0.0.0.0/8"),
		netip.MustParsePrefix("224.0.0.0/4"), // multicast
		netip.MustParsePrefix("ff00::/8"),
		netip.MustParsePrefix("fd00:ec2::254/128"), // AWS metadata over IPv6
	}
	private = []netip.Prefix{
		netip.MustParsePrefix("127.0.0.0/8"),
		netip.MustParsePrefix("::1/128"),
		netip.MustParsePrefix("10.0.0.0/8"),
		netip.MustParsePrefix("172.16.0.0/12"),
		netip.MustParsePrefix("192.168.0.0/16"),
		netip.MustParsePrefix("100.64.0.0/10"), // shared address space (CGNAT)
		netip.MustParsePrefix("fc00::/7"),
	}
)

// Allowed reports whether p allows connecting to ip, and why not.
func (p Policy) Allowed(ip netip.Addr) error {
	ip = ip.Unmap()
	if !ip.IsValid() || ip.IsUnspecified() {
		return fmt.Errorf("%v: %w", ip, ErrForbidden)
	}
	for _, n := range never {
		if n.Contains(ip) {
			return fmt.Errorf("%v is link-local, multicast or a metadata address: %w", ip, ErrForbidden)
		}
	}
	if !p.Private {
		for _, n := range private {
			if n.Contains(ip) {
				return fmt.Errorf("%v is a loopback or private address, which an untrusted tenant may not reach: %w", ip, ErrForbidden)
			}
		}
	}
	return nil
}

// Dialer returns a dialer that refuses, at connect time, every destination p
// does not allow.
func (p Policy) Dialer() *net.Dialer {
	return &net.Dialer{
		Timeout:   30 * time.Second,
		KeepAlive: 30 * time.Second,
		Control: func(_, address string, _ syscall.RawConn) error {
			ap, err := netip.ParseAddrPort(address)
			if err != nil {
				return fmt.Errorf("dial %s: %w", address, ErrForbidden)
			}
			return p.Allowed(ap.Addr())
		},
	}
}

// HTTPClient returns an HTTP client whose every connection p allows. No
// proxy is used (a proxy would connect on the client's behalf, unchecked).
// timeout bounds each request; 0 means none (long polls and log streams).
func (p Policy) HTTPClient(timeout time.Duration) *http.Client {
	return &http.Client{
		Timeout: timeout,
		Transport: &http.Transport{
			DialContext:           p.DialContext,
			ForceAttemptHTTP2:     true,
			MaxIdleConns:          16,
			IdleConnTimeout:       90 * time.Second,
			TLSHandshakeTimeout:   10 * time.Second,
			ExpectContinueTimeout: time.Second,
		},
	}
}

// DialContext dials through p's Dialer.
func (p Policy) DialContext(ctx context.Context, network, address string) (net.Conn, error) {
	return p.Dialer().DialContext(ctx, network, address)
}
