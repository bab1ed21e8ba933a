package netguard_test

import (
	"net/netip"
	"testing"

	"github.com/everdict/everdict/netguard"
)

// verdict says who may reach ip: "all", "trusted" or "none".
func verdict(ip netip.Addr) string {
	switch {
	case netguard.For(false).Allowed(ip) == nil:
		if netguard.For(true).Allowed(ip) != nil {
			return "untrusted only?!"
		}
		return "all"
	case netguard.For(true).Allowed(ip) == nil:
		return "trusted"
	}
	return "none"
}

func lastAddr(p netip.Prefix) netip.Addr {
	p = p.Masked()
	b := p.Addr().AsSlice()
	for i := p.Bits(); i < len(b)*8; i++ {
		b[i/8] |= 0x80 >> (i % 8)
	}
	a, _ := netip.AddrFromSlice(b)
	return a
}

// rangeCases is the special-purpose registries written out a second time,
// independently of netguard's list: who may reach the first and the last
// address of each prefix, and the addresses just before and after it ("-"
// where there is none or it says nothing).
var rangeCases = []struct {
	prefix                     string
	first, last, before, after string
}{
	// IPv4.
	{"0.0.0.0/8", "none", "none", "-", "all"},
	{"10.0.0.0/8", "trusted", "trusted", "all", "all"},
	{"100.64.0.0/10", "trusted", "trusted", "all", "all"},
	{"127.0.0.0/8", "trusted", "trusted", "all", "all"},
	{"169.254.0.0/16", "none", "none", "all", "all"},
	{"172.16.0.0/12", "trusted", "trusted", "all", "all"},
	{"192.0.0.0/24", "trusted", "trusted", "all", "all"},
	{"192.0.2.0/24", "trusted", "trusted", "all", "all"},
	{"192.31.196.0/24", "trusted", "trusted", "all", "all"},
	{"192.52.193.0/24", "trusted", "trusted", "all", "all"},
	{"192.88.99.0/24", "trusted", "trusted", "all", "all"},
	{"192.168.0.0/16", "trusted", "trusted", "all", "all"},
	{"192.175.48.0/24", "trusted", "trusted", "all", "all"},
	{"198.18.0.0/15", "trusted", "trusted", "all", "all"},
	{"198.51.100.0/24", "trusted", "trusted", "all", "all"},
	{"203.0.113.0/24", "trusted", "trusted", "all", "all"},
	{"240.0.0.0/4", "none", "none", "none", "-"}, // before: multicast
	{"224.0.0.0/4", "none", "none", "all", "none"},
	{"168.63.129.16/32", "none", "none", "all", "all"},
	{"100.100.100.200/32", "none", "none", "trusted", "trusted"}, // inside CGNAT space
	// IPv6.
	{"::/128", "none", "none", "-", "trusted"},
	{"::1/128", "trusted", "trusted", "none", "none"}, // around it: IPv4-compatible
	{"::/96", "none", "none", "-", "trusted"},
	{"::ffff:0:0/96", "none", "none", "trusted", "trusted"}, // ::ffff:0.0.0.0, ::ffff:255.255.255.255
	{"64:ff9b::/96", "none", "none", "trusted", "trusted"},  // carries 0.0.0.0, 255.255.255.255
	{"64:ff9b:1::/48", "none", "none", "trusted", "trusted"},
	{"100::/64", "none", "none", "trusted", "none"},
	{"100:0:0:1::/64", "none", "none", "none", "trusted"},
	{"2001::/23", "none", "trusted", "all", "all"}, // first: Teredo
	{"2001::/32", "none", "none", "all", "trusted"},
	{"2001:db8::/32", "trusted", "trusted", "all", "all"},
	{"2002::/16", "none", "none", "all", "all"}, // carries 0.0.0.0, 255.255.255.255
	{"2620:4f:8000::/48", "trusted", "trusted", "all", "all"},
	{"3fff::/20", "trusted", "trusted", "all", "all"},
	{"5f00::/16", "trusted", "trusted", "trusted", "trusted"},
	{"fc00::/7", "trusted", "trusted", "trusted", "trusted"},
	{"fe80::/10", "none", "none", "trusted", "trusted"},
	{"ff00::/8", "none", "none", "trusted", "-"},
	{"fd00:ec2::254/128", "none", "none", "trusted", "trusted"},
	{"::/3", "none", "trusted", "-", "all"},
	{"4000::/2", "trusted", "trusted", "all", "trusted"},
	{"8000::/1", "trusted", "none", "trusted", "-"}, // last: multicast
}

func TestEveryRangeIsEnforcedAtItsEdges(t *testing.T) {
	t.Parallel()
	for _, tc := range rangeCases {
		p := netip.MustParsePrefix(tc.prefix)
		first, last := p.Addr(), lastAddr(p)
		check := func(what string, ip netip.Addr, want string) {
			t.Helper()
			if want == "-" {
				return
			}
			if got := verdict(ip); got != want {
				t.Errorf("%s: %s %v is reachable by %s, want %s", tc.prefix, what, ip, got, want)
			}
		}
		check("first", first, tc.first)
		check("last", last, tc.last)
		check("before", first.Prev(), tc.before)
		check("after", last.Next(), tc.after)
	}
}

func TestTheTestCoversEveryRangeOnce(t *testing.T) {
	t.Parallel()
	listed := map[netip.Prefix]int{}
	for _, rg := range netguard.Ranges() {
		listed[rg.Prefix]++
		if listed[rg.Prefix] > 1 {
			t.Errorf("netguard lists %v twice", rg.Prefix)
		}
	}
	tested := map[netip.Prefix]bool{}
	for _, tc := range rangeCases {
		p := netip.MustParsePrefix(tc.prefix)
		tested[p] = true
		if listed[p] == 0 {
			t.Errorf("%v is tested but not in netguard's list", p)
		}
	}
	for p := range listed {
		if !tested[p] {
			t.Errorf("%v is in netguard's list but has no edge test", p)
		}
	}
}

// TestEmbeddedIPv4IsJudgedAsItself: translation and tunnel forms reach the
// IPv4 address they carry, so they get its verdict.
func TestEmbeddedIPv4IsJudgedAsItself(t *testing.T) {
	t.Parallel()
	cases := map[string]string{
		"::ffff:127.0.0.1":       "trusted",
		"::ffff:169.254.169.254": "none",
		"::ffff:168.63.129.16":   "none",
		"::ffff:93.184.216.34":   "all",
		"::127.0.0.1":            "none", // IPv4-compatible: deprecated, never
		"64:ff9b::7f00:1":        "trusted",
		"64:ff9b::a9fe:a9fe":     "none",
		"64:ff9b::a8f:b01":       "trusted", // 10.15.11.1
		"64:ff9b::5db8:d822":     "all",
		"2002:7f00:1::1":         "trusted",
		"2002:a9fe:a9fe::1":      "none",
		"2002:5db8:d822::1":      "trusted", // public, but 6to4 is for trusted tenants only
		"2001:0:4136:e378::1":    "none",    // Teredo
		"fe80::1%eth0":           "none",    // a zone does not hide link-local
	}
	for ip, want := range cases {
		if got := verdict(netip.MustParseAddr(ip)); got != want {
			t.Errorf("%s is reachable by %s, want %s", ip, got, want)
		}
	}
}
