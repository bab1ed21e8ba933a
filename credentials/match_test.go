package credentials

import (
	"errors"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

func TestParseMatchAcceptsHostsPortsPathsAndALeftmostWildcard(t *testing.T) {
	for in, want := range map[string]Pattern{
		"github.com":                        {Host: "github.com"},
		"GitHub.com/Acme/":                  {Host: "github.com", Path: "Acme"},
		"git.acme.dev:8443/team":            {Host: "git.acme.dev", Port: "8443", Path: "team"},
		"*.acme.dev":                        {Host: "acme.dev", Wildcard: true},
		"*.dkr.ecr.us-east-1.amazonaws.com": {Host: "dkr.ecr.us-east-1.amazonaws.com", Wildcard: true},
		"localhost:5000":                    {Host: "localhost", Port: "5000"},
	} {
		got, err := ParseMatch(in)
		if err != nil {
			t.Errorf("ParseMatch(%q): %v", in, err)
			continue
		}
		if diff := cmp.Diff(want, got); diff != "" {
			t.Errorf("ParseMatch(%q) (-want +got):\n%s", in, diff)
		}
	}
}

func TestParseMatchRefusesASchemeAWildcardOutsideTheLeftmostLabelAndJunk(t *testing.T) {
	for _, in := range []string{
		"", "https://github.com/acme", "git://x", "*.dkr.ecr.*.amazonaws.com", "git.*.dev", "a*.acme.dev",
		"*", "*.", "github.com/acme/*", "user@github.com", "github.com?x=1", "github.com:0", "github.com:99999",
		"github.com:ab", "github.com:080", "-bad.com", "github.com/../etc", "github.com//x", "git hub.com",
		strings.Repeat("a", MatchMaxLen+1),
	} {
		if _, err := ParseMatch(in); !errors.Is(err, ErrInvalidMatch) {
			t.Errorf("ParseMatch(%q) = %v, want ErrInvalidMatch", in, err)
		}
	}
}

func TestAPatternMatchesItsHostPortAndPathPrefixOnly(t *testing.T) {
	for _, c := range []struct {
		match, target string
		want          bool
	}{
		{"github.com/acme", "https://github.com/acme/repo.git", true},
		{"github.com/acme", "https://github.com/acme", true},
		{"github.com/acme", "https://github.com/acme-evil/repo", false},
		{"github.com/acme", "https://github.com/other/acme", false},
		{"github.com", "https://github.com:443/acme/repo", true},
		{"github.com", "https://github.com:8443/acme/repo", false},
		{"git.acme.dev:8443", "https://git.acme.dev:8443/x", true},
		{"git.acme.dev:8443", "https://git.acme.dev/x", false},
		{"*.acme.dev", "https://git.acme.dev/x", true},
		{"*.acme.dev", "https://acme.dev/x", false},
		{"*.acme.dev", "https://a.b.acme.dev/x", false},
		{"*.acme.dev", "https://gitacme.dev/x", false},
		{"github.com", "https://github.com.evil.io/acme", false},
	} {
		p, err := ParseMatch(c.match)
		if err != nil {
			t.Fatal(err)
		}
		tg, err := RepoTarget(c.target)
		if err != nil {
			t.Fatal(err)
		}
		if got := p.Matches(tg); got != c.want {
			t.Errorf("%q matches %q = %v, want %v", c.match, c.target, got, c.want)
		}
	}
}

func TestImageTargetFollowsDockersReferenceGrammar(t *testing.T) {
	for in, want := range map[string]Target{
		"python:3.12":                           {Host: "docker.io", Path: "library/python"},
		"acme/tool":                             {Host: "docker.io", Path: "acme/tool"},
		"ghcr.io/acme/agent:v1":                 {Host: "ghcr.io", Path: "acme/agent"},
		"localhost:5000/x/y@sha256:abc":         {Host: "localhost", Port: "5000", Path: "x/y"},
		"1.dkr.ecr.eu-west-1.amazonaws.com/a:b": {Host: "1.dkr.ecr.eu-west-1.amazonaws.com", Path: "a"},
	} {
		if diff := cmp.Diff(want, ImageTarget(in)); diff != "" {
			t.Errorf("ImageTarget(%q) (-want +got):\n%s", in, diff)
		}
	}
}

func TestResolveTakesTheLongestMatch(t *testing.T) {
	creds := []Credential{
		{Name: "host", Kind: KindGitToken, Match: "github.com"},
		{Name: "org", Kind: KindGitToken, Match: "github.com/acme"},
		{Name: "team", Kind: KindGitToken, Match: "github.com/acme/team"},
		{Name: "wild", Kind: KindGitToken, Match: "*.acme.dev"},
		{Name: "exact", Kind: KindGitToken, Match: "git.acme.dev"},
		{Name: "img", Kind: KindRegistry, Match: "github.com/acme/team/repo"},
	}
	git := func(c Credential) bool { return c.Kind.Git() }
	for target, want := range map[string]string{
		"https://github.com/acme/team/repo": "team",
		"https://github.com/acme/other":     "org",
		"https://github.com/else/x":         "host",
		"https://git.acme.dev/x":            "exact",
		"https://ci.acme.dev/x":             "wild",
		"https://gitlab.com/x":              "",
	} {
		tg, _ := RepoTarget(target)
		got, ok := Resolve(creds, tg, git)
		if (want != "") != ok || got.Name != want {
			t.Errorf("Resolve(%q) = %q (%v), want %q", target, got.Name, ok, want)
		}
	}
}

// The choice never depends on the order the credentials are listed in.
func TestResolveIsIndependentOfOrder(t *testing.T) {
	creds := []Credential{
		{Name: "a", Match: "github.com"}, {Name: "b", Match: "github.com"}, {Name: "c", Match: "github.com/acme"},
		{Name: "d", Match: "*.github.com"}, {Name: "e", Match: "github.com/acme/x"}, {Name: "f", Match: "api.github.com"},
	}
	targets := []Target{{Host: "github.com", Path: "acme/x/y"}, {Host: "github.com", Path: "z"}, {Host: "api.github.com"}, {Host: "x.github.com"}}
	r := rand.New(rand.NewPCG(1, 2))
	for _, tg := range targets {
		want, _ := Resolve(creds, tg, nil)
		for range 50 {
			shuffled := append([]Credential(nil), creds...)
			r.Shuffle(len(shuffled), func(i, j int) { shuffled[i], shuffled[j] = shuffled[j], shuffled[i] })
			if got, _ := Resolve(shuffled, tg, nil); got.Name != want.Name {
				t.Fatalf("target %v: got %q after a shuffle, want %q", tg, got.Name, want.Name)
			}
		}
	}
}

// FuzzMatch checks the matcher's properties on any input: parsing never
// panics; a parsed pattern's canonical form parses to itself; a pattern
// matches the target it was written from and any target below its path at a
// '/', and never one whose path merely starts with the same characters.
func FuzzMatch(f *testing.F) {
	for _, s := range []string{"github.com/acme", "*.acme.dev:8443/x/y", "localhost:5000", "a.b", "x/y/z"} {
		f.Add(s, "sub")
	}
	f.Fuzz(func(t *testing.T, s, sub string) {
		p, err := ParseMatch(s)
		if err != nil {
			return
		}
		again, err := ParseMatch(p.String())
		if err != nil {
			t.Fatalf("canonical form %q of %q does not parse: %v", p.String(), s, err)
		}
		if again != p {
			t.Fatalf("canonical form of %q parses to %+v, want %+v", s, again, p)
		}
		host := p.Host
		if p.Wildcard {
			host = "x." + host
		}
		tg := Target{Host: host, Port: p.Port, Path: p.Path}
		if !p.Matches(tg) {
			t.Fatalf("%q does not match its own target %v", s, tg)
		}
		if sub == "" || strings.ContainsAny(sub, "/") {
			return
		}
		below := tg
		below.Path = strings.TrimPrefix(p.Path+"/"+sub, "/")
		if !p.Matches(below) {
			t.Fatalf("%q does not match %v below it", s, below)
		}
		if p.Path != "" {
			beside := tg
			beside.Path = p.Path + sub
			if p.Matches(beside) {
				t.Fatalf("%q matches %v, which only starts with its path", s, beside)
			}
		}
		if p.Wildcard {
			bare := Target{Host: p.Host, Port: p.Port, Path: p.Path}
			if p.Matches(bare) {
				t.Fatalf("%q matches its bare domain %v", s, bare)
			}
		}
	})
}
