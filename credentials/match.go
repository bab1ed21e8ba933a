package credentials

import (
	"cmp"
	"errors"
	"fmt"
	"net/url"
	"slices"
	"strconv"
	"strings"

	"github.com/everdict/everdict/evalcase"
)

// Kind is what a credential is.
type Kind string

// The kinds.
const (
	// KindGitToken is an https token or password for a git host.
	KindGitToken Kind = "GIT_TOKEN"
	// KindGitHubApp is a GitHub App installation: a short-lived token is
	// minted per run, scoped to the case's repository.
	KindGitHubApp Kind = "GITHUB_APP"
	// KindRegistry is basic auth or a token for an image registry.
	KindRegistry Kind = "REGISTRY"
)

// Valid reports whether k is a known kind.
func (k Kind) Valid() bool {
	return k == KindGitToken || k == KindGitHubApp || k == KindRegistry
}

// Git reports whether a credential of kind k serves clones (else pulls).
func (k Kind) Git() bool { return k == KindGitToken || k == KindGitHubApp }

// Credential is one registered credential: where it applies and the name
// of the tenant secret (purpose CLUSTER) holding its value, never the
// value.
type Credential struct {
	Name     string
	Kind     Kind
	Match    string
	Username string
	// Secret names the tenant's CLUSTER secret: the token, the password or
	// the GitHub App's private key (PEM).
	Secret string
	// AppID, InstallationID and APIURL are a GitHub App's.
	AppID          int64
	InstallationID int64
	APIURL         string
}

// MatchMaxLen bounds a match.
const MatchMaxLen = 512

// ErrInvalidMatch is wrapped by every ParseMatch failure.
var ErrInvalidMatch = errors.New("invalid match")

// Pattern is a parsed match.
type Pattern struct {
	// Host is lower case; Wildcard says its leftmost label was "*" (Host
	// then holds the rest, without the "*.").
	Host     string
	Wildcard bool
	// Port is "" when the match names none.
	Port string
	// Path is the path prefix without leading or trailing '/'; "" for none.
	Path string
}

// ParseMatch parses a match: host[:port][/path-prefix], no scheme, no user
// information, query or fragment, a "*" only as the whole leftmost label.
// Its errors wrap ErrInvalidMatch.
func ParseMatch(s string) (Pattern, error) {
	bad := func(format string, args ...any) (Pattern, error) {
		return Pattern{}, fmt.Errorf(format+": %w", append(args, ErrInvalidMatch)...)
	}
	switch {
	case s == "":
		return bad("match is empty")
	case len(s) > MatchMaxLen:
		return bad("match is longer than %d characters", MatchMaxLen)
	case strings.Contains(s, "://"):
		return bad("match must not have a scheme: write the host, as in github.com/acme")
	case strings.ContainsAny(s, "@?#\\ \t\r\n\x00"):
		return bad("match must be host[:port][/path] with no user, query, fragment or space")
	}
	hostport, p, _ := strings.Cut(s, "/")
	host, port := hostport, ""
	if h, pt, ok := strings.Cut(hostport, ":"); ok {
		host, port = h, pt
		n, err := strconv.Atoi(port)
		if err != nil || n < 1 || n > 65535 || strconv.Itoa(n) != port {
			return bad("match port must be a number from 1 to 65535")
		}
	}
	host = strings.ToLower(host)
	pat := Pattern{Host: host, Port: port}
	if rest, ok := strings.CutPrefix(host, "*."); ok {
		pat.Host, pat.Wildcard = rest, true
	}
	if pat.Host == "" {
		return bad("match has no host")
	}
	for _, label := range strings.Split(pat.Host, ".") {
		if strings.Contains(label, "*") {
			return bad("match may hold a wildcard only as its whole leftmost label (*.example.com)")
		}
		if !validLabel(label) {
			return bad("match host has an invalid label")
		}
	}
	if strings.Contains(p, "*") {
		return bad("match may hold a wildcard only as its whole leftmost label (*.example.com)")
	}
	p = strings.TrimSuffix(p, "/")
	if strings.HasPrefix(p, "/") || strings.Contains(p, "//") || slices.Contains(strings.Split(p, "/"), "..") || slices.Contains(strings.Split(p, "/"), ".") {
		return bad("match path must be a plain path prefix")
	}
	pat.Path = p
	return pat, nil
}

func validLabel(l string) bool {
	if l == "" || len(l) > 63 || l[0] == '-' || l[len(l)-1] == '-' {
		return false
	}
	for _, r := range l {
		switch {
		case r >= 'a' && r <= 'z', r >= '0' && r <= '9', r == '-', r == '_':
		default:
			return false
		}
	}
	return true
}

// String is the pattern's canonical form.
func (p Pattern) String() string {
	var b strings.Builder
	if p.Wildcard {
		b.WriteString("*.")
	}
	b.WriteString(p.Host)
	if p.Port != "" {
		b.WriteString(":" + p.Port)
	}
	if p.Path != "" {
		b.WriteString("/" + p.Path)
	}
	return b.String()
}

// Target is what a credential is looked up for: a host (lower case), a
// port ("" for the scheme's default) and a path without leading or trailing
// '/'.
type Target struct {
	Host, Port, Path string
}

// String is host[:port][/path].
func (t Target) String() string {
	return Pattern{Host: t.Host, Port: t.Port, Path: t.Path}.String()
}

// HostPort is host[:port], what an audit event and an error name.
func (t Target) HostPort() string {
	if t.Port == "" {
		return t.Host
	}
	return t.Host + ":" + t.Port
}

// Matches reports whether p covers t: the same host (one label in place
// of a wildcard), the same port (none matches none), and a path prefix
// ending at a '/' of t's path.
func (p Pattern) Matches(t Target) bool {
	host := strings.ToLower(t.Host)
	if p.Wildcard {
		label, rest, ok := strings.Cut(host, ".")
		if !ok || label == "" || rest != p.Host {
			return false
		}
	} else if host != p.Host {
		return false
	}
	if p.Port != t.Port {
		return false
	}
	if p.Path == "" {
		return true
	}
	tp := strings.Trim(t.Path, "/")
	return tp == p.Path || strings.HasPrefix(tp, p.Path+"/")
}

// RepoTarget is the target of a clone of an http(s) repository URL: its
// host, its port unless the scheme's default, and its path without a
// trailing ".git".
func RepoTarget(raw string) (Target, error) {
	u, err := url.Parse(raw)
	if err != nil || u.Host == "" || (u.Scheme != "https" && u.Scheme != "http") {
		return Target{}, errors.New("the repository is not an http(s) URL with a host")
	}
	port := u.Port()
	if (u.Scheme == "https" && port == "443") || (u.Scheme == "http" && port == "80") {
		port = ""
	}
	p := strings.TrimSuffix(strings.Trim(u.Path, "/"), ".git")
	return Target{Host: strings.ToLower(u.Hostname()), Port: port, Path: p}, nil
}

// DockerHub is the registry of an image reference that names none.
const DockerHub = "docker.io"

// ImageTarget is the target of a pull of an image reference: its registry
// host and port (docker.io when it names none, as Docker's reference
// grammar says) and its repository path.
func ImageTarget(ref string) Target {
	name := ref
	if i := strings.Index(name, "@"); i >= 0 {
		name = name[:i]
	}
	first, rest, ok := strings.Cut(name, "/")
	if !ok || !(strings.ContainsAny(first, ".:") || first == "localhost") {
		first, rest = DockerHub, name
		if !strings.Contains(rest, "/") {
			rest = "library/" + rest
		}
	}
	// The tag follows the last ':' after the last '/'.
	if i := strings.LastIndex(rest, ":"); i > strings.LastIndex(rest, "/") {
		rest = rest[:i]
	}
	host, port, _ := strings.Cut(first, ":")
	return Target{Host: strings.ToLower(host), Port: port, Path: rest}
}

// Resolve returns the most specific of creds whose match covers t (see the
// package doc) among those for which use reports true (nil: all), and
// whether there is one. A credential whose match does not parse is
// skipped: registration refuses it.
func Resolve(creds []Credential, t Target, use func(Credential) bool) (Credential, bool) {
	var (
		best    Credential
		bestPat Pattern
		found   bool
	)
	for _, c := range creds {
		if use != nil && !use(c) {
			continue
		}
		p, err := ParseMatch(c.Match)
		if err != nil || !p.Matches(t) {
			continue
		}
		if !found || moreSpecific(p, c.Name, bestPat, best.Name) {
			best, bestPat, found = c, p, true
		}
	}
	return best, found
}

// moreSpecific orders patterns that both match one target.
func moreSpecific(a Pattern, aName string, b Pattern, bName string) bool {
	if c := cmp.Compare(len(a.Path), len(b.Path)); c != 0 {
		return c > 0
	}
	if a.Wildcard != b.Wildcard {
		return !a.Wildcard
	}
	if c := cmp.Compare(len(a.Host), len(b.Host)); c != 0 {
		return c > 0
	}
	return aName < bName
}

// Job is what a job's credentials are resolved for at dispatch.
type Job struct {
	TenantID int
	Trusted  bool
	// Run names the run in audit events.
	Run string
	// Repo is the case's repository, nil for none; Images the references
	// the job pulls.
	Repo   *evalcase.Repo
	Images []string
}
