package keyring

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"net/http"
	"os/exec"
	"regexp"
	"strings"

	"github.com/google/go-containerregistry/pkg/authn"
	"github.com/google/go-containerregistry/pkg/name"
	"github.com/google/go-containerregistry/pkg/v1/remote"
	"github.com/google/go-containerregistry/pkg/v1/remote/transport"

	"github.com/everdict/everdict/backends"
	"github.com/everdict/everdict/credentials"
	"github.com/everdict/everdict/ent/tenant"
	"github.com/everdict/everdict/evalcase"
	"github.com/everdict/everdict/netguard"
	"github.com/everdict/everdict/tenancy"
)

// Validation is the result of Validate: OK, or why not, naming the host and
// never a value.
type Validation struct {
	OK      bool
	Message string
}

// Validate tries the viewer's tenant's credential name against target
// without running anything: a git ls-remote of a repository URL for a git
// credential (a GitHub App's token minted for it), a manifest HEAD of an
// image reference for a REGISTRY one, through netguard's policy for the
// tenant. It needs the ADMIN role. A failure of the try is a Validation,
// not an error; another tenant's credential is NOT_FOUND.
func (s *Service) Validate(ctx context.Context, credName, target string) (Validation, error) {
	v, err := admin(ctx, "validating a credential")
	if err != nil {
		return Validation{}, err
	}
	c, err := s.get(ctx, v.TenantID, credName)
	if err != nil {
		return Validation{}, err
	}
	t, err := s.cfg.DB.Tenant.Query().Where(tenant.ID(v.TenantID)).Only(tenancy.System(ctx))
	if err != nil {
		return Validation{}, fmt.Errorf("look up tenant: %w", err)
	}
	vctx, cancel := context.WithTimeout(ctx, s.cfg.Timeout)
	defer cancel()
	if c.Kind.Git() {
		return s.validateGit(vctx, v.TenantID, t.Trusted, c, target)
	}
	return s.validateImage(vctx, v.TenantID, t.Trusted, c, target)
}

func failed(format string, args ...any) (Validation, error) {
	return Validation{Message: fmt.Sprintf(format, args...)}, nil
}

var httpStatus = regexp.MustCompile(`returned error: ([0-9]{3})\b|HTTP code ([0-9]{3})\b|HTTP ([0-9]{3})\b`)

func (s *Service) validateGit(ctx context.Context, tenantID int, trusted bool, c credentials.Credential, target string) (Validation, error) {
	u, err := backends.ValidateRepo(evalcase.Repo{URL: target}, trusted)
	if err != nil {
		return Validation{}, refused("target", "must be a repository URL: %v", err)
	}
	t, err := credentials.RepoTarget(target)
	if err != nil {
		return Validation{}, refused("target", "%v", err)
	}
	if p, _ := credentials.ParseMatch(c.Match); !p.Matches(t) {
		return failed("the credential %q does not match %s (its match is %s)", c.Name, t.String(), c.Match)
	}
	user, tok, err := s.gitToken(ctx, tenantID, trusted, c, t)
	if err != nil {
		return failed("the credential %q for %s: %v", c.Name, t.HostPort(), err)
	}
	git, err := exec.LookPath("git")
	if err != nil {
		return Validation{}, fmt.Errorf("git is not installed: %w", err)
	}
	proxy, err := netguard.ListenProxy(netguard.For(trusted), backends.RepoHostPort(u))
	if err != nil {
		return Validation{}, fmt.Errorf("start the proxy: %w", err)
	}
	defer func() { _ = proxy.Close() }()
	auth := &backends.GitAuth{Host: t.HostPort(), Credential: c.Name, Username: user, Token: tok}
	cmd := exec.CommandContext(ctx, git, append(GitConfigArgs(proxy.URL(), trusted), "ls-remote", "--", target, "HEAD")...)
	cmd.Env = append([]string{"PATH=/usr/bin:/bin", "HOME=/nonexistent", "GIT_CONFIG_NOSYSTEM=1", "GIT_CONFIG_GLOBAL=/dev/null",
		"GIT_TERMINAL_PROMPT=0", "GIT_ASKPASS=/bin/false"}, auth.Env(target)...)
	var out bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &out
	if err := cmd.Run(); err != nil {
		switch m := httpStatus.FindStringSubmatch(out.String()); {
		case proxy.Refused() != nil:
			return failed("%s is not reachable for this tenant", t.HostPort())
		case strings.Contains(out.String(), "could not read Username") || strings.Contains(out.String(), "Authentication failed"):
			return failed("git ls-remote of %s with the credential %q failed: the server answered HTTP 401", t.HostPort(), c.Name)
		case m != nil:
			return failed("git ls-remote of %s with the credential %q failed: the server answered HTTP %s", t.HostPort(), c.Name, m[1]+m[2]+m[3])
		}
		return failed("git ls-remote of %s with the credential %q failed", t.HostPort(), c.Name)
	}
	return Validation{OK: true, Message: fmt.Sprintf("git ls-remote of %s with the credential %q succeeded", t.HostPort(), c.Name)}, nil
}

// GitConfigArgs are the -c options every credentialed git fetch runs with:
// through the netguard proxy at proxyURL, no redirect, https only (http
// too when trusted), no credential helper or prompt of the host's.
func GitConfigArgs(proxyURL string, trusted bool) []string {
	args := []string{
		"-c", "http.proxy=" + proxyURL,
		"-c", "http.followRedirects=false",
		"-c", "protocol.allow=never",
		"-c", "protocol.https.allow=always",
		"-c", "credential.helper=",
		"-c", "core.askPass=/bin/false",
	}
	if trusted {
		args = append(args, "-c", "protocol.http.allow=always")
	}
	return args
}

func (s *Service) validateImage(ctx context.Context, tenantID int, trusted bool, c credentials.Credential, target string) (Validation, error) {
	var opts []name.Option
	if trusted {
		opts = append(opts, name.Insecure) // a trusted tenant's registry may speak http
	}
	ref, err := name.ParseReference(target, opts...)
	if err != nil {
		return Validation{}, refused("target", "must be an image reference")
	}
	t := credentials.ImageTarget(target)
	if p, _ := credentials.ParseMatch(c.Match); !p.Matches(t) {
		return failed("the credential %q does not match %s (its match is %s)", c.Name, t.String(), c.Match)
	}
	vals, err := s.cfg.Secrets.Resolve(ctx, tenantID, "CLUSTER", []string{c.Secret})
	if err != nil {
		return failed("the credential %q for %s: its secret %q is missing", c.Name, t.HostPort(), c.Secret)
	}
	cfg := authn.AuthConfig{Username: c.Username, Password: vals[c.Secret]}
	if c.Username == "" {
		cfg = authn.AuthConfig{RegistryToken: vals[c.Secret]}
	}
	tr := &http.Transport{DialContext: netguard.For(trusted).DialContext}
	defer tr.CloseIdleConnections()
	_, err = remote.Head(ref, remote.WithContext(ctx), remote.WithAuth(authn.FromConfig(cfg)), remote.WithTransport(tr))
	if err != nil {
		var te *transport.Error
		switch {
		case errors.Is(err, netguard.ErrForbidden):
			return failed("%s is not reachable for this tenant", t.HostPort())
		case errors.As(err, &te):
			return failed("a manifest HEAD of %s with the credential %q failed: the registry answered HTTP %d", t.HostPort(), c.Name, te.StatusCode)
		}
		return failed("a manifest HEAD of %s with the credential %q failed", t.HostPort(), c.Name)
	}
	return Validation{OK: true, Message: fmt.Sprintf("a manifest HEAD of %s with the credential %q succeeded", t.HostPort(), c.Name)}, nil
}
