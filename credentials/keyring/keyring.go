// Package keyring is the tenant's registry of credentials for private
// repositories and images: registerCredential, deleteCredential and
// credentials (ADMIN only, audited), validateCredential, and ForJob, which
// resolves, mints and audits the credentials of one job at dispatch. It
// holds no value: a credential names a tenant secret of purpose CLUSTER,
// opened only when a job or a validation uses it.
package keyring

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"net/http"
	"net/url"
	"path"
	"slices"
	"strings"
	"time"

	"github.com/everdict/everdict/audit"
	"github.com/everdict/everdict/backends"
	"github.com/everdict/everdict/clock"
	"github.com/everdict/everdict/credentials"
	"github.com/everdict/everdict/credentials/githubapp"
	"github.com/everdict/everdict/domain"
	"github.com/everdict/everdict/ent"
	entcred "github.com/everdict/everdict/ent/credential"
	"github.com/everdict/everdict/ent/secret"
	"github.com/everdict/everdict/errcode"
	"github.com/everdict/everdict/netguard"
	"github.com/everdict/everdict/netguard/guardhttp"
	"github.com/everdict/everdict/secrets"
	"github.com/everdict/everdict/tenancy"
)

// The audited actions and target type.
const (
	ActionRegister = "credential.register"
	ActionDelete   = "credential.delete"
	// ActionUse is recorded for every use of a credential at dispatch,
	// naming the run and the host, never the value.
	ActionUse        = "credential.use"
	TargetCredential = "credential"
)

// Defaults of Config.
const (
	// MaxPerTenantDefault bounds a tenant's credentials.
	MaxPerTenantDefault = 100
	// TimeoutDefault bounds a mint or a validation.
	TimeoutDefault = 30 * time.Second
	// GitUsernameDefault is the user name sent with a GIT_TOKEN that names
	// none, and with a minted GitHub App token (GitHub's convention; any
	// user name works with a token on GitHub and GitLab).
	GitUsernameDefault = "x-access-token"
)

// Secrets opens a tenant's secrets of one purpose (secrets/vault).
type Secrets interface {
	Resolve(ctx context.Context, tenantID int, purpose secret.Purpose, names []string) (map[string]string, error)
}

// Auditor records audited changes (audit.Recorder).
type Auditor interface {
	Record(ctx context.Context, e audit.Event)
}

// Config configures a Service. DB and Secrets are required.
type Config struct {
	DB      *ent.Client
	Secrets Secrets
	// Audit records registrations, deletions and uses; nil records none.
	Audit Auditor
	Clock clock.Clock
	// Logger: nil discards. No value is ever logged.
	Logger *slog.Logger
	// MaxPerTenant bounds a tenant's credentials (MaxPerTenantDefault when 0).
	MaxPerTenant int
	// Timeout bounds a mint or a validation (TimeoutDefault when 0).
	Timeout time.Duration
	// HTTPClient returns the client a mint uses for a tenant of that trust;
	// nil means a netguard client (guardhttp) with Timeout.
	HTTPClient func(trusted bool) *http.Client
}

// Service is the registry. Safe for concurrent use.
type Service struct {
	cfg Config
}

// New returns a Service over cfg.
func New(cfg Config) *Service {
	if cfg.Clock == nil {
		cfg.Clock = clock.System{}
	}
	if cfg.Logger == nil {
		cfg.Logger = slog.New(slog.DiscardHandler)
	}
	if cfg.MaxPerTenant == 0 {
		cfg.MaxPerTenant = MaxPerTenantDefault
	}
	if cfg.Timeout == 0 {
		cfg.Timeout = TimeoutDefault
	}
	if cfg.HTTPClient == nil {
		timeout := cfg.Timeout
		cfg.HTTPClient = func(trusted bool) *http.Client { return guardhttp.Client(netguard.For(trusted), timeout) }
	}
	return &Service{cfg: cfg}
}

// Input is a credential to register.
type Input struct {
	Name           string
	Kind           credentials.Kind
	Match          string
	Username       string
	Secret         string
	AppID          int64
	InstallationID int64
	APIURL         string
}

// refused is a BAD_USER_INPUT naming field.
func refused(field, format string, args ...any) *errcode.Error {
	return errcode.New(errcode.BadUserInput, "%s %s", field, fmt.Sprintf(format, args...)).With("field", field)
}

func admin(ctx context.Context, what string) (tenancy.Viewer, error) {
	v, err := tenancy.ViewerFrom(ctx)
	if err != nil {
		return v, err
	}
	if !v.Role.AtLeast(tenancy.RoleAdmin) {
		return v, errcode.New(errcode.Forbidden, "%s needs the ADMIN role", what)
	}
	return v, nil
}

// Register stores a credential for the viewer's tenant. It needs the ADMIN
// role. Bad input is refused with BAD_USER_INPUT naming the field; a secret
// that is not the tenant's CLUSTER secret with NOT_FOUND. A GITHUB_APP's
// key is read once, to check it is an RSA key in PEM; nothing else opens a
// value here.
func (s *Service) Register(ctx context.Context, in Input) (*ent.Credential, error) {
	v, err := admin(ctx, "registering a credential")
	if err != nil {
		return nil, err
	}
	if err := secrets.ValidateName(in.Name); err != nil {
		return nil, refused("name", "%v", err)
	}
	if !in.Kind.Valid() {
		return nil, refused("kind", "must be GIT_TOKEN, GITHUB_APP or REGISTRY")
	}
	pat, err := credentials.ParseMatch(in.Match)
	if err != nil {
		return nil, refused("match", "%v", err)
	}
	if err := secrets.ValidateName(in.Secret); err != nil {
		return nil, refused("secret", "must name a tenant secret of purpose CLUSTER: %v", err)
	}
	if len(in.Username) > 256 || strings.ContainsAny(in.Username, ":\r\n\x00") {
		return nil, refused("username", "must be at most 256 characters with no ':' or line break")
	}
	if in.Kind == credentials.KindGitHubApp {
		if in.AppID <= 0 {
			return nil, refused("appId", "is required for a GITHUB_APP credential")
		}
		if in.InstallationID <= 0 {
			return nil, refused("installationId", "is required for a GITHUB_APP credential")
		}
		if in.APIURL == "" {
			in.APIURL = githubapp.APIURLDefault
		}
		if u, err := url.Parse(in.APIURL); err != nil || (u.Scheme != "https" && u.Scheme != "http") || u.Host == "" || u.User != nil || u.RawQuery != "" || u.Fragment != "" {
			return nil, refused("apiUrl", "must be an http(s) URL with a host and no user, query or fragment")
		}
	} else if in.AppID != 0 || in.InstallationID != 0 || in.APIURL != "" {
		return nil, refused("appId", "appId, installationId and apiUrl are for a GITHUB_APP credential only")
	}
	vals, err := s.cfg.Secrets.Resolve(ctx, v.TenantID, secret.PurposeCLUSTER, []string{in.Secret})
	if err != nil {
		return nil, errcode.New(errcode.NotFound, "secret: this tenant has no CLUSTER secret of that name (set it with setSecret(purpose: CLUSTER))").With("field", "secret")
	}
	if in.Kind == credentials.KindGitHubApp {
		if _, err := githubapp.ParseKey([]byte(vals[in.Secret])); err != nil {
			return nil, refused("secret", "must hold the GitHub App's private key in PEM")
		}
	}
	n, err := s.cfg.DB.Credential.Query().Where(entcred.TenantID(v.TenantID)).Count(ctx)
	if err != nil {
		return nil, fmt.Errorf("count credentials: %w", err)
	}
	if n >= s.cfg.MaxPerTenant {
		return nil, refused("name", "cannot be added: the tenant has %d credentials, the most it may", s.cfg.MaxPerTenant)
	}
	row, err := s.cfg.DB.Credential.Create().SetTenantID(v.TenantID).SetName(in.Name).SetKind(entcred.Kind(in.Kind)).
		SetMatch(pat.String()).SetUsername(in.Username).SetSecret(in.Secret).SetAppID(in.AppID).
		SetInstallationID(in.InstallationID).SetAPIURL(in.APIURL).SetCreatedBy(v.Subject).Save(ctx)
	if ent.IsConstraintError(err) {
		return nil, refused("name", "is taken: the tenant has a credential of that name")
	}
	if err != nil {
		return nil, fmt.Errorf("store credential: %w", err)
	}
	s.cfg.Logger.InfoContext(ctx, "credential registered", "tenant", v.Tenant, "credential", in.Name, "kind", string(in.Kind), "match", row.Match)
	s.record(ctx, audit.Event{Action: ActionRegister, TargetType: TargetCredential, Target: in.Name,
		Details: map[string]string{"kind": string(in.Kind), "match": row.Match, "secret": in.Secret}})
	return row, nil
}

func (s *Service) record(ctx context.Context, e audit.Event) {
	if s.cfg.Audit != nil {
		s.cfg.Audit.Record(ctx, e)
	}
}

// Delete removes the viewer's tenant's credential name and reports whether
// there was one. It needs the ADMIN role.
func (s *Service) Delete(ctx context.Context, name string) (bool, error) {
	v, err := admin(ctx, "deleting a credential")
	if err != nil {
		return false, err
	}
	n, err := s.cfg.DB.Credential.Delete().Where(entcred.TenantID(v.TenantID), entcred.Name(name)).Exec(ctx)
	if err != nil {
		return false, fmt.Errorf("delete credential: %w", err)
	}
	if n > 0 {
		s.record(ctx, audit.Event{Action: ActionDelete, TargetType: TargetCredential, Target: name})
	}
	return n > 0, nil
}

// List returns the viewer's tenant's credentials by name. It needs the
// ADMIN role; the API shows names, kinds and matches only.
func (s *Service) List(ctx context.Context) ([]*ent.Credential, error) {
	v, err := admin(ctx, "listing credentials")
	if err != nil {
		return nil, err
	}
	rows, err := s.cfg.DB.Credential.Query().Where(entcred.TenantID(v.TenantID)).Order(ent.Asc(entcred.FieldName)).All(ctx)
	if err != nil {
		return nil, fmt.Errorf("list credentials: %w", err)
	}
	return rows, nil
}

// get returns the viewer's tenant's credential name, NOT_FOUND otherwise
// (another tenant's included).
func (s *Service) get(ctx context.Context, tenantID int, name string) (credentials.Credential, error) {
	row, err := s.cfg.DB.Credential.Query().Where(entcred.TenantID(tenantID), entcred.Name(name)).Only(tenancy.System(ctx))
	if ent.IsNotFound(err) {
		return credentials.Credential{}, errcode.New(errcode.NotFound, "no credential named %q", name).With("field", "name")
	}
	if err != nil {
		return credentials.Credential{}, fmt.Errorf("look up credential: %w", err)
	}
	return domainOf(row), nil
}

func domainOf(r *ent.Credential) credentials.Credential {
	return credentials.Credential{Name: r.Name, Kind: credentials.Kind(r.Kind), Match: r.Match, Username: r.Username,
		Secret: r.Secret, AppID: r.AppID, InstallationID: r.InstallationID, APIURL: r.APIURL}
}

// all returns a tenant's credentials, as the system (dispatch has no viewer).
func (s *Service) all(ctx context.Context, tenantID int) ([]credentials.Credential, error) {
	rows, err := s.cfg.DB.Credential.Query().Where(entcred.TenantID(tenantID)).All(tenancy.System(ctx))
	if err != nil {
		return nil, fmt.Errorf("look up credentials: %w", err)
	}
	out := make([]credentials.Credential, len(rows))
	for i, r := range rows {
		out[i] = domainOf(r)
	}
	return out, nil
}

// ErrUnusable wraps a credential that exists but could not be used: its
// secret is gone, or a mint was refused.
var ErrUnusable = errors.New("the credential could not be used")

// gitToken opens (or, for a GitHub App, mints) c's token for a clone of
// the repository at target.
func (s *Service) gitToken(ctx context.Context, tenantID int, trusted bool, c credentials.Credential, target credentials.Target) (user, token string, err error) {
	vals, err := s.cfg.Secrets.Resolve(ctx, tenantID, secret.PurposeCLUSTER, []string{c.Secret})
	if err != nil {
		return "", "", fmt.Errorf("its secret %q is missing: %w", c.Secret, ErrUnusable)
	}
	value := vals[c.Secret]
	if c.Kind != credentials.KindGitHubApp {
		user = c.Username
		if user == "" {
			user = GitUsernameDefault
		}
		return user, value, nil
	}
	key, err := githubapp.ParseKey([]byte(value))
	if err != nil {
		return "", "", fmt.Errorf("%w: %w", err, ErrUnusable)
	}
	app := githubapp.App{APIURL: c.APIURL, AppID: c.AppID, InstallationID: c.InstallationID, Key: key}
	mctx, cancel := context.WithTimeout(ctx, s.cfg.Timeout)
	defer cancel()
	tok, err := app.Mint(mctx, s.cfg.HTTPClient(trusted), s.cfg.Clock.Now(), path.Base(target.Path))
	if err != nil {
		return "", "", fmt.Errorf("minting a GitHub App token: %w: %w", err, ErrUnusable)
	}
	return GitUsernameDefault, tok.Value, nil
}

// ForJob resolves the credentials of job j at dispatch: the longest-match
// git credential of its repository's host (a GitHub App's token minted
// now, for that repository only) and a registry credential per host of its
// images. Each use is audited, naming the run, the credential and the
// host. It returns the values to mask with them. A repository or image no
// credential matches gets none (a public one needs none); a credential
// that matches but cannot be used fails the job as a CONFIG failure
// (CLONE_FAILED for git) naming the host, never a value.
func (s *Service) ForJob(ctx context.Context, j credentials.Job) (*backends.GitAuth, []backends.RegistryAuth, []string, error) {
	if j.Repo == nil && len(j.Images) == 0 {
		return nil, nil, nil, nil
	}
	creds, err := s.all(ctx, j.TenantID)
	if err != nil || len(creds) == 0 {
		return nil, nil, nil, err
	}
	var (
		git    *backends.GitAuth
		regs   []backends.RegistryAuth
		hidden []string
	)
	use := func(c credentials.Credential, host string) {
		s.cfg.Logger.InfoContext(ctx, "credential used", "run", j.Run, "credential", c.Name, "host", host)
		s.record(ctx, audit.Event{TenantID: j.TenantID, Action: ActionUse, TargetType: TargetCredential, Target: c.Name,
			Details: map[string]string{"run": j.Run, "host": host, "kind": string(c.Kind)}})
	}
	if j.Repo != nil {
		if t, err := credentials.RepoTarget(j.Repo.URL); err == nil {
			if c, ok := credentials.Resolve(creds, t, func(c credentials.Credential) bool { return c.Kind.Git() }); ok {
				user, tok, err := s.gitToken(ctx, j.TenantID, j.Trusted, c, t)
				if err != nil {
					return nil, nil, nil, backends.Errorf(domain.FailureConfig, backends.CodeCloneFailed,
						"the credential %q for %s: %v", c.Name, t.HostPort(), err)
				}
				git = &backends.GitAuth{Host: t.HostPort(), Credential: c.Name, Username: user, Token: tok}
				hidden = append(hidden, tok)
				use(c, t.HostPort())
			}
		}
	}
	seen := map[string]bool{}
	for _, img := range j.Images {
		t := credentials.ImageTarget(img)
		c, ok := credentials.Resolve(creds, t, func(c credentials.Credential) bool { return c.Kind == credentials.KindRegistry })
		if !ok || seen[t.HostPort()] {
			continue
		}
		seen[t.HostPort()] = true
		vals, err := s.cfg.Secrets.Resolve(ctx, j.TenantID, secret.PurposeCLUSTER, []string{c.Secret})
		if err != nil {
			return nil, nil, nil, backends.Errorf(domain.FailureConfig, CodeImageAuth,
				"the credential %q for %s: its secret %q is missing", c.Name, t.HostPort(), c.Secret)
		}
		regs = append(regs, backends.RegistryAuth{Host: t.HostPort(), Credential: c.Name, Username: c.Username, Password: vals[c.Secret]})
		hidden = append(hidden, vals[c.Secret])
		use(c, t.HostPort())
	}
	slices.SortFunc(regs, func(a, b backends.RegistryAuth) int { return strings.Compare(a.Host, b.Host) })
	return git, regs, hidden, nil
}

// CodeImageAuth is the failure code of a job whose registry credential
// cannot be used.
const CodeImageAuth = "IMAGE_AUTH_FAILED"
