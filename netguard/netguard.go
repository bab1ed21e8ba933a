// Package netguard decides which addresses the control plane may connect to
// on a tenant's behalf — webhook URLs, Nomad and Kubernetes API addresses
// are all tenant input — and enforces it where it counts: at connect time,
// on the resolved IP, so a name that resolves (or re-resolves) somewhere
// forbidden is refused too.
//
// The rules are the IANA special-purpose address registries (IPv4 and IPv6,
// see Ranges) plus the multicast blocks and the clouds' metadata addresses:
//
//   - Never reachable, whoever asks: "this network" and unspecified addresses,
//     link-local (cloud metadata services live there), the metadata and
//     wire-server addresses of AWS, Azure and Alibaba Cloud, multicast,
//     reserved and broadcast space, discard-only space, deprecated
//     IPv4-compatible IPv6 addresses, and tunnel or translation prefixes
//     whose IPv4 destination cannot be read from the address (Teredo,
//     local-use NAT64).
//   - Reachable by a trusted tenant only: every other special-purpose range
//     (loopback, private RFC 1918 and RFC 4193 space, shared RFC 6598
//     space, documentation, benchmarking, protocol assignments, 6to4...),
//     and IPv6 space outside global unicast 2000::/3.
//   - An IPv6 address that carries an IPv4 destination in a known place
//     (IPv4-mapped ::ffff:0:0/96, NAT64 64:ff9b::/96, and 6to4 2002::/16 for
//     a trusted tenant) is judged by that IPv4 address as well, so
//     64:ff9b::a9fe:a9fe is the metadata service, not a public address.
//
// An untrusted tenant reaches public addresses only: those in no range.
//
// A Policy's Dialer refuses at connect time; guardhttp builds an HTTP client
// on it, and a Proxy puts a program that speaks through an HTTP proxy (git)
// behind it. The package itself stays free of net/http, so the LOCAL
// backend's small supervisor can use it.
package netguard

import (
	"context"
	"errors"
	"fmt"
	"net"
	"net/netip"
	"slices"
	"syscall"
	"time"
)

// ErrForbidden is wrapped by a refused connection.
var ErrForbidden = errors.New("destination not allowed")

// Policy says which destinations are allowed. The zero value is the policy of
// an untrusted tenant: public addresses only.
type Policy struct {
	// Private also allows loopback, private and the other special-purpose
	// ranges that are not Never (a trusted tenant, whose clusters and hooks
	// often live there).
	Private bool
}

// For returns the policy of a tenant.
func For(trusted bool) Policy { return Policy{Private: trusted} }

// Reach says who may connect to the addresses of a Range.
type Reach int

const (
	// Never: nobody, not even a trusted tenant.
	Never Reach = iota
	// Trusted: a trusted tenant only.
	Trusted
	// Embedded: the address carries an IPv4 destination (RFC 6052 /96
	// translation): it is allowed exactly when that IPv4 address is.
	Embedded
	// TrustedEmbedded: a trusted tenant only, and only when the IPv4
	// address the prefix carries (6to4, RFC 3056) is allowed to it.
	TrustedEmbedded
)

func (r Reach) String() string {
	switch r {
	case Never:
		return "never"
	case Trusted:
		return "trusted only"
	case Embedded:
		return "as its embedded IPv4 address"
	case TrustedEmbedded:
		return "trusted only, as its embedded IPv4 address"
	}
	return fmt.Sprintf("Reach(%d)", int(r))
}

// Range is one rule: a prefix, what it is, and who may reach it. Where
// ranges nest, the most specific one decides.
type Range struct {
	Prefix netip.Prefix
	Name   string // the registry's name for it, and its RFC
	Reach  Reach
}

func r(prefix, name string, reach Reach) Range {
	return Range{Prefix: netip.MustParsePrefix(prefix), Name: name, Reach: reach}
}

// ranges follows the IANA IPv4 and IPv6 Special-Purpose Address Registries
// (iana-ipv4-special-registry, iana-ipv6-special-registry, as of 2025), plus
// multicast (RFC 5771, RFC 4291) and the metadata addresses of the clouds.
var ranges = []Range{
	// IPv4 special-purpose registry.
	r("0.0.0.0/8", "this network (RFC 791); a connect to 0.0.0.0 reaches the host itself", Never),
	r("10.0.0.0/8", "private-use (RFC 1918)", Trusted),
	r("100.64.0.0/10", "shared address space, CGNAT (RFC 6598)", Trusted),
	r("127.0.0.0/8", "loopback (RFC 1122)", Trusted),
	r("169.254.0.0/16", "link local (RFC 3927), cloud metadata 169.254.169.254", Never),
	r("172.16.0.0/12", "private-use (RFC 1918)", Trusted),
	r("192.0.0.0/24", "IETF protocol assignments (RFC 6890), DS-Lite, NAT64 discovery, PCP and TURN anycast", Trusted),
	r("192.0.2.0/24", "documentation TEST-NET-1 (RFC 5737)", Trusted),
	r("192.31.196.0/24", "AS112-v4 (RFC 7535)", Trusted),
	r("192.52.193.0/24", "AMT (RFC 7450)", Trusted),
	r("192.88.99.0/24", "deprecated 6to4 relay anycast (RFC 7526)", Trusted),
	r("192.168.0.0/16", "private-use (RFC 1918)", Trusted),
	r("192.175.48.0/24", "direct delegation AS112 service (RFC 7534)", Trusted),
	r("198.18.0.0/15", "benchmarking (RFC 2544)", Trusted),
	r("198.51.100.0/24", "documentation TEST-NET-2 (RFC 5737)", Trusted),
	r("203.0.113.0/24", "documentation TEST-NET-3 (RFC 5737)", Trusted),
	r("240.0.0.0/4", "reserved (RFC 1112), with the limited broadcast 255.255.255.255 (RFC 919)", Never),
	// IPv4 multicast (not special-purpose, never a unicast destination).
	r("224.0.0.0/4", "multicast (RFC 5771)", Never),
	// Cloud metadata and control addresses outside link-local space.
	r("168.63.129.16/32", "Azure wire server and DNS", Never),
	r("100.100.100.200/32", "Alibaba Cloud metadata", Never),

	// IPv6 special-purpose registry.
	r("::/128", "unspecified (RFC 4291)", Never),
	r("::1/128", "loopback (RFC 4291)", Trusted),
	r("::/96", "deprecated IPv4-compatible addresses (RFC 4291 §2.5.5.1)", Never),
	r("::ffff:0:0/96", "IPv4-mapped (RFC 4291)", Embedded),
	r("64:ff9b::/96", "NAT64 well-known prefix, IPv4-IPv6 translation (RFC 6052)", Embedded),
	r("64:ff9b:1::/48", "local-use NAT64 (RFC 8215), IPv4 destination not readable", Never),
	r("100::/64", "discard-only (RFC 6666)", Never),
	r("100:0:0:1::/64", "dummy IPv6 prefix (RFC 9780)", Never),
	r("2001::/23", "IETF protocol assignments (RFC 2928): PCP, TURN, benchmarking, AMT, AS112, ORCHID, DETs", Trusted),
	r("2001::/32", "Teredo (RFC 4380), IPv4 destination obfuscated", Never),
	r("2001:db8::/32", "documentation (RFC 3849)", Trusted),
	r("2002::/16", "6to4 (RFC 3056, deprecated by RFC 7526)", TrustedEmbedded),
	r("2620:4f:8000::/48", "direct delegation AS112 service (RFC 7534)", Trusted),
	r("3fff::/20", "documentation (RFC 9637)", Trusted),
	r("5f00::/16", "segment routing SIDs (RFC 9602)", Trusted),
	r("fc00::/7", "unique-local (RFC 4193)", Trusted),
	r("fe80::/10", "link-local unicast (RFC 4291)", Never),
	// IPv6 multicast.
	r("ff00::/8", "multicast (RFC 4291)", Never),
	// Outside global unicast 2000::/3 (IANA IPv6 address space registry):
	// reserved by the IETF, routed nowhere on the internet.
	r("::/3", "IPv6 space outside global unicast, reserved by the IETF", Trusted),
	r("4000::/2", "IPv6 space outside global unicast, reserved by the IETF", Trusted),
	r("8000::/1", "IPv6 space outside global unicast, reserved by the IETF", Trusted),
	// Cloud metadata outside link-local space.
	r("fd00:ec2::254/128", "AWS metadata over IPv6", Never),
}

// Ranges returns the rules, each prefix once, in no particular order.
func Ranges() []Range { return slices.Clone(ranges) }

// RangeOf returns the most specific range holding ip, and false for a
// public address (one in no range).
func RangeOf(ip netip.Addr) (Range, bool) { return match(ip.WithZone("")) }

// match returns the most specific range holding ip.
func match(ip netip.Addr) (Range, bool) {
	var best Range
	found := false
	for _, rg := range ranges {
		if rg.Prefix.Contains(ip) && (!found || rg.Prefix.Bits() > best.Prefix.Bits()) {
			best, found = rg, true
		}
	}
	return best, found
}

// embedded returns the IPv4 address an address of rg carries.
func embedded(ip netip.Addr, rg Range) netip.Addr {
	b := ip.As16()
	if rg.Prefix.Bits() == 16 { // 6to4: 2002:V4ADDR::/48
		return netip.AddrFrom4([4]byte{b[2], b[3], b[4], b[5]})
	}
	return netip.AddrFrom4([4]byte{b[12], b[13], b[14], b[15]}) // the last 32 bits
}

// Allowed reports whether p allows connecting to ip, and why not.
func (p Policy) Allowed(ip netip.Addr) error {
	if !ip.IsValid() {
		return fmt.Errorf("an invalid address: %w", ErrForbidden)
	}
	ip = ip.WithZone("")
	rg, ok := match(ip)
	if !ok {
		return nil // public
	}
	switch rg.Reach {
	case Trusted:
		if p.Private {
			return nil
		}
	case Embedded:
		if err := p.Allowed(embedded(ip, rg)); err != nil {
			return fmt.Errorf("%v (%s) carries %w", ip, rg.Name, err)
		}
		return nil
	case TrustedEmbedded:
		if p.Private {
			if err := p.Allowed(embedded(ip, rg)); err != nil {
				return fmt.Errorf("%v (%s) carries %w", ip, rg.Name, err)
			}
			return nil
		}
	}
	if rg.Reach == Never {
		return fmt.Errorf("%v is %s, which is never reachable: %w", ip, rg.Name, ErrForbidden)
	}
	return fmt.Errorf("%v is %s, which an untrusted tenant may not reach: %w", ip, rg.Name, ErrForbidden)
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

// DialContext dials through p's Dialer.
func (p Policy) DialContext(ctx context.Context, network, address string) (net.Conn, error) {
	return p.Dialer().DialContext(ctx, network, address)
}
