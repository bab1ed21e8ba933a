// Package providers is the model provider registry: a tenant's ADMIN
// registers where its judge models are called (an OpenAI-compatible or
// Anthropic API, a base URL, and the name of a MODEL secret holding the
// key), and package judge resolves a provider, its key opened, for a call.
// Every read is scoped to the viewer's tenant; no method returns a key to an
// API caller.
package providers

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"math"
	"net/netip"
	"net/url"
	"regexp"
	"strings"

	"github.com/everdict/everdict/audit"
	"github.com/everdict/everdict/ent"
	"github.com/everdict/everdict/ent/modelprovider"
	"github.com/everdict/everdict/ent/secret"
	"github.com/everdict/everdict/ent/tenant"
	"github.com/everdict/everdict/errcode"
	"github.com/everdict/everdict/judge"
	"github.com/everdict/everdict/netguard"
	"github.com/everdict/everdict/secrets/vault"
	"github.com/everdict/everdict/tenancy"
)

// MaxProvidersDefault bounds the model providers of one tenant.
const MaxProvidersDefault = 50

// Secrets finds and opens a tenant's secrets of a purpose (vault.Vault).
type Secrets interface {
	Missing(ctx context.Context, tenantID int, purpose secret.Purpose, names []string) ([]string, error)
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
	// Audit records registers, updates and deletes; nil records nothing.
	Audit Auditor
	// MaxProviders: 0 means MaxProvidersDefault.
	MaxProviders int
	// Logger: nil discards.
	Logger *slog.Logger
}

// Service is the registry. Safe for concurrent use.
type Service struct {
	cfg Config
	log *slog.Logger
}

var _ judge.Providers = (*Service)(nil)

// New returns a Service over cfg.
func New(cfg Config) (*Service, error) {
	if cfg.DB == nil || cfg.Secrets == nil {
		return nil, errors.New("providers: DB and Secrets are required")
	}
	if cfg.MaxProviders <= 0 {
		cfg.MaxProviders = MaxProvidersDefault
	}
	log := cfg.Logger
	if log == nil {
		log = slog.New(slog.DiscardHandler)
	}
	return &Service{cfg: cfg, log: log}, nil
}

// Input registers or changes a provider.
type Input struct {
	Name             string             `json:"name"`
	Kind             modelprovider.Kind `json:"kind"`
	BaseURL          string             `json:"baseUrl"`
	APIKeySecret     string             `json:"apiKeySecret"`
	InputUsdPerMTok  *float64           `json:"inputUsdPerMTok"`
	OutputUsdPerMTok *float64           `json:"outputUsdPerMTok"`
}

// nameSyntax is a provider name: the first segment of a model string, so
// never a '/'.
var nameSyntax = regexp.MustCompile(`^[a-z0-9][a-z0-9_.-]{0,62}$`)

// refused is a BAD_USER_INPUT naming field.
func refused(field, format string, args ...any) *errcode.Error {
	return errcode.New(errcode.BadUserInput, "%s %s", field, fmt.Sprintf(format, args...)).With("field", field)
}

// admin returns the viewer, refusing one below ADMIN.
func admin(ctx context.Context, what string) (tenancy.Viewer, error) {
	v, err := tenancy.ViewerFrom(ctx)
	if err != nil {
		return v, err
	}
	if !v.Role.AtLeast(tenancy.RoleAdmin) {
		return v, errcode.New(errcode.Forbidden, "%s a model provider needs the ADMIN role", what)
	}
	return v, nil
}

// check refuses bad input for tenant t, naming the field.
func (s *Service) check(ctx context.Context, t *ent.Tenant, in Input) error {
	if !nameSyntax.MatchString(in.Name) {
		return refused("name", "must be 1 to 63 lowercase letters, digits, '_', '.' or '-', starting with a letter or digit (it is the first segment of a model string)")
	}
	if !judge.Kind(in.Kind).Valid() {
		return refused("kind", "must be OPENAI_COMPATIBLE or ANTHROPIC")
	}
	if err := checkURL(in.BaseURL, netguard.For(t.Trusted)); err != nil {
		return err
	}
	for field, p := range map[string]*float64{"inputUsdPerMTok": in.InputUsdPerMTok, "outputUsdPerMTok": in.OutputUsdPerMTok} {
		if p != nil && (math.IsNaN(*p) || math.IsInf(*p, 0) || *p < 0) {
			return refused(field, "must be a price of 0 or more")
		}
	}
	if in.APIKeySecret == "" {
		return refused("apiKeySecret", "is required: the name of a MODEL secret")
	}
	missing, err := s.cfg.Secrets.Missing(ctx, t.ID, secret.PurposeMODEL, []string{in.APIKeySecret})
	if err != nil {
		return fmt.Errorf("providers: %w", err)
	}
	if len(missing) > 0 {
		// The name is not echoed: a key pasted where a name belongs must
		// not come back in a response.
		return refused("apiKeySecret", "names no MODEL secret of this tenant: set the key with setSecret(purpose: MODEL) first")
	}
	return nil
}

// checkURL refuses a base URL that is not http(s), carries credentials, or
// whose host is an address p refuses (an IP literal or localhost; a name is
// judged where it resolves, at connect time). The message names the range,
// never the address.
func checkURL(raw string, p netguard.Policy) error {
	u, err := url.Parse(raw)
	if err != nil || (u.Scheme != "https" && u.Scheme != "http") || u.Hostname() == "" {
		return refused("baseUrl", "must be an http or https URL with a host")
	}
	if u.User != nil || u.RawQuery != "" || u.Fragment != "" {
		return refused("baseUrl", "must not carry credentials, a query or a fragment: the key is an apiKeySecret")
	}
	var ips []netip.Addr
	if host := strings.TrimSuffix(u.Hostname(), "."); strings.EqualFold(host, "localhost") {
		ips = []netip.Addr{netip.MustParseAddr("127.0.0.1"), netip.IPv6Loopback()}
	} else if ip, err := netip.ParseAddr(host); err == nil {
		ips = []netip.Addr{ip}
	}
	for _, ip := range ips {
		if p.Allowed(ip) == nil {
			continue
		}
		why := "an address this tenant may not reach"
		if rg, ok := netguard.RangeOf(ip); ok {
			if rg.Reach == netguard.Never {
				why = rg.Name + ", which no tenant may reach"
			} else {
				why = rg.Name + ", which an untrusted tenant may not reach"
			}
		}
		return refused("baseUrl", "has its host in %s; every call would be refused there", why)
	}
	return nil
}

// Register makes a provider of the viewer's tenant. ADMIN only; audited.
func (s *Service) Register(ctx context.Context, in Input) (*ent.ModelProvider, error) {
	v, err := admin(ctx, "registering")
	if err != nil {
		return nil, err
	}
	t, err := s.cfg.DB.Tenant.Get(ctx, v.TenantID)
	if err != nil {
		return nil, fmt.Errorf("providers: load tenant: %w", err)
	}
	if err := s.check(ctx, t, in); err != nil {
		return nil, err
	}
	n, err := s.cfg.DB.ModelProvider.Query().Where(modelprovider.TenantID(v.TenantID)).Count(ctx)
	if err != nil {
		return nil, fmt.Errorf("providers: count: %w", err)
	}
	if n >= s.cfg.MaxProviders {
		return nil, refused("name", "would exceed this tenant's limit of %d model providers", s.cfg.MaxProviders)
	}
	mp, err := s.cfg.DB.ModelProvider.Create().SetTenantID(v.TenantID).SetName(in.Name).SetKind(in.Kind).
		SetBaseURL(in.BaseURL).SetAPIKeySecret(in.APIKeySecret).
		SetNillableInputUsdPerMtok(in.InputUsdPerMTok).SetNillableOutputUsdPerMtok(in.OutputUsdPerMTok).Save(ctx)
	if ent.IsConstraintError(err) {
		return nil, refused("name", "is taken: this tenant has a model provider %q", in.Name)
	}
	if err != nil {
		return nil, fmt.Errorf("providers: register: %w", err)
	}
	s.record(ctx, audit.ActionModelProviderRegister, mp)
	return mp, nil
}

// Update changes everything but the name of the viewer's provider
// in.Name. ADMIN only; audited.
func (s *Service) Update(ctx context.Context, in Input) (*ent.ModelProvider, error) {
	v, err := admin(ctx, "changing")
	if err != nil {
		return nil, err
	}
	t, err := s.cfg.DB.Tenant.Get(ctx, v.TenantID)
	if err != nil {
		return nil, fmt.Errorf("providers: load tenant: %w", err)
	}
	if err := s.check(ctx, t, in); err != nil {
		return nil, err
	}
	mp, err := s.cfg.DB.ModelProvider.Query().Where(modelprovider.TenantID(v.TenantID), modelprovider.Name(in.Name)).Only(ctx)
	if ent.IsNotFound(err) {
		return nil, errcode.New(errcode.NotFound, "no model provider %q", in.Name).With("field", "name")
	}
	if err != nil {
		return nil, fmt.Errorf("providers: update: %w", err)
	}
	upd := mp.Update().SetKind(in.Kind).SetBaseURL(in.BaseURL).SetAPIKeySecret(in.APIKeySecret).
		ClearInputUsdPerMtok().ClearOutputUsdPerMtok().
		SetNillableInputUsdPerMtok(in.InputUsdPerMTok).SetNillableOutputUsdPerMtok(in.OutputUsdPerMTok)
	if mp, err = upd.Save(ctx); err != nil {
		return nil, fmt.Errorf("providers: update: %w", err)
	}
	s.record(ctx, audit.ActionModelProviderUpdate, mp)
	return mp, nil
}

// Delete removes the viewer's provider name. ADMIN only; audited.
func (s *Service) Delete(ctx context.Context, name string) (bool, error) {
	v, err := admin(ctx, "deleting")
	if err != nil {
		return false, err
	}
	n, err := s.cfg.DB.ModelProvider.Delete().Where(modelprovider.TenantID(v.TenantID), modelprovider.Name(name)).Exec(ctx)
	if err != nil {
		return false, fmt.Errorf("providers: delete: %w", err)
	}
	if n == 0 {
		return false, errcode.New(errcode.NotFound, "no model provider %q", name).With("field", "name")
	}
	if s.cfg.Audit != nil {
		s.cfg.Audit.Record(ctx, audit.Event{Action: audit.ActionModelProviderDelete, TargetType: audit.TargetModelProvider, Target: name})
	}
	s.log.InfoContext(ctx, "model provider deleted", "tenant", v.Tenant, "provider", name)
	return true, nil
}

func (s *Service) record(ctx context.Context, action string, mp *ent.ModelProvider) {
	s.log.InfoContext(ctx, "model provider saved", "action", action, "provider", mp.Name, "kind", string(mp.Kind))
	if s.cfg.Audit != nil {
		s.cfg.Audit.Record(ctx, audit.Event{Action: action, TargetType: audit.TargetModelProvider, Target: mp.Name,
			Details: map[string]string{"kind": string(mp.Kind), "baseUrl": mp.BaseURL, "apiKeySecret": mp.APIKeySecret}})
	}
}

// List returns the viewer's tenant's providers by name.
func (s *Service) List(ctx context.Context) ([]*ent.ModelProvider, error) {
	v, err := tenancy.ViewerFrom(ctx)
	if err != nil {
		return nil, err
	}
	rows, err := s.cfg.DB.ModelProvider.Query().Where(modelprovider.TenantID(v.TenantID)).
		Order(ent.Asc(modelprovider.FieldName)).All(ctx)
	if err != nil {
		return nil, fmt.Errorf("providers: list: %w", err)
	}
	return rows, nil
}

// Provider resolves tenant's (a slug) provider name with its key opened,
// for package judge: the control plane's call, made as the system. Errors
// wrap judge.ErrUnknownProvider or judge.ErrNoKey when that is why.
func (s *Service) Provider(ctx context.Context, tenantSlug, name string) (judge.Provider, error) {
	sys := tenancy.System(ctx)
	t, err := s.cfg.DB.Tenant.Query().Where(tenant.Slug(tenantSlug)).Only(sys)
	if ent.IsNotFound(err) {
		return judge.Provider{}, fmt.Errorf("tenant %q: %w", tenantSlug, judge.ErrUnknownProvider)
	}
	if err != nil {
		return judge.Provider{}, fmt.Errorf("providers: load tenant: %w", err)
	}
	mp, err := s.cfg.DB.ModelProvider.Query().Where(modelprovider.TenantID(t.ID), modelprovider.Name(name)).Only(sys)
	if ent.IsNotFound(err) {
		return judge.Provider{}, fmt.Errorf("provider %q of tenant %s: %w", name, tenantSlug, judge.ErrUnknownProvider)
	}
	if err != nil {
		return judge.Provider{}, fmt.Errorf("providers: load provider: %w", err)
	}
	keys, err := s.cfg.Secrets.Resolve(ctx, t.ID, secret.PurposeMODEL, []string{mp.APIKeySecret})
	if errors.Is(err, vault.ErrMissingSecret) {
		return judge.Provider{}, fmt.Errorf("provider %q of tenant %s: %w", name, tenantSlug, judge.ErrNoKey)
	}
	if err != nil {
		return judge.Provider{}, fmt.Errorf("providers: open key: %w", err)
	}
	return judge.Provider{Name: mp.Name, Kind: judge.Kind(mp.Kind), BaseURL: mp.BaseURL, APIKey: keys[mp.APIKeySecret],
		Trusted: t.Trusted, InputUSDPerMTok: mp.InputUsdPerMtok, OutputUSDPerMTok: mp.OutputUsdPerMtok}, nil
}
