// Package auth issues and checks Everdict's bearer API tokens. A token is
// shown once, at creation; only its SHA-256 hash is stored. Authenticate turns
// a presented token into a tenancy.Viewer, keeping a valid token in memory
// for a few seconds; a revocation makes every replica forget it.
package auth

import (
	"context"
	"crypto/rand"
	"crypto/sha256"
	"encoding/base32"
	"encoding/hex"
	"errors"
	"fmt"
	"log/slog"
	"strings"
	"time"

	"github.com/everdict/everdict/audit"
	"github.com/everdict/everdict/clock"
	"github.com/everdict/everdict/ent"
	"github.com/everdict/everdict/ent/apitoken"
	"github.com/everdict/everdict/ent/tenant"
	"github.com/everdict/everdict/errcode"
	"github.com/everdict/everdict/events"
	"github.com/everdict/everdict/tenancy"
)

// TokenPrefix starts every Everdict token, so leaked tokens are recognisable.
const TokenPrefix = "evd_"

// DefaultTenant is the tenant bootstrap creates on an empty database.
const DefaultTenant = "default"

// ErrUnauthenticated is returned for a missing, malformed or unknown token.
var ErrUnauthenticated = errcode.New(errcode.Unauthenticated, "a valid bearer token is required")

// Hash returns the stored form of a token: hex SHA-256.
func Hash(token string) string {
	sum := sha256.Sum256([]byte(token))
	return hex.EncodeToString(sum[:])
}

// NewToken returns a fresh random token (160 bits).
func NewToken() string {
	b := make([]byte, 20)
	if _, err := rand.Read(b); err != nil {
		panic(fmt.Errorf("auth: read random: %w", err)) // crypto/rand does not fail on Linux
	}
	return TokenPrefix + strings.ToLower(base32.StdEncoding.WithPadding(base32.NoPadding).EncodeToString(b))
}

// Service issues and checks tokens. Safe for concurrent use.
type Service struct {
	db     *ent.Client
	log    *slog.Logger
	clock  clock.Clock
	events events.Bus // nil: revocations are not published
	audit  Auditor
	cache  *tokenCache
}

// Config configures a Service. DB is required.
type Config struct {
	DB *ent.Client
	// Events publishes each revocation (TopicTokenRevoked) for every
	// replica's Watcher; nil publishes none.
	Events events.Bus
	// Audit records token creation and revocation and tenant policy
	// changes; nil records nothing.
	Audit Auditor
	// CacheTTL is how long a token found valid is answered from memory;
	// zero means CacheTTLDefault, a negative value reads every token on
	// every request.
	CacheTTL time.Duration
	// Clock: nil means the wall clock.
	Clock clock.Clock
	// Logger: nil discards.
	Logger *slog.Logger
}

// New returns a Service.
func New(cfg Config) (*Service, error) {
	if cfg.DB == nil {
		return nil, errors.New("auth: Config.DB is required")
	}
	if cfg.Logger == nil {
		cfg.Logger = slog.New(slog.DiscardHandler)
	}
	if cfg.Clock == nil {
		cfg.Clock = clock.System{}
	}
	ttl := cfg.CacheTTL
	switch {
	case ttl == 0:
		ttl = CacheTTLDefault
	case ttl < 0:
		ttl = 0
	}
	return &Service{db: cfg.DB, log: cfg.Logger, clock: cfg.Clock, events: cfg.Events, audit: cfg.Audit,
		cache: newTokenCache(ttl, CacheMaxDefault)}, nil
}

func (s *Service) now() time.Time { return s.clock.Now() }

// Auditor records audited changes (audit.Recorder).
type Auditor interface {
	Record(ctx context.Context, e audit.Event)
}

// record records e when s has an Auditor.
func (s *Service) record(ctx context.Context, e audit.Event) {
	if s.audit != nil {
		s.audit.Record(ctx, e)
	}
}

// LastUsedEvery is how often a token's lastUsedAt is written at most: a
// request within it of the last write reads the token and writes nothing.
const LastUsedEvery = time.Minute

// Authenticate returns the Viewer a token stands for, or an UNAUTHENTICATED
// error: ErrUnauthenticated for an unknown token, ErrTokenRevoked,
// ErrTokenExpired. A token it found valid is answered from memory for
// CacheTTLDefault (expiry still checked on each use), so most requests read
// nothing; a revocation drops it at once here (Revoke) and on every replica
// whose Watcher hears it. It writes the token's lastUsedAt at most once per
// LastUsedEvery.
func (s *Service) Authenticate(ctx context.Context, token string) (tenancy.Viewer, error) {
	if !strings.HasPrefix(token, TokenPrefix) {
		return tenancy.Viewer{}, ErrUnauthenticated
	}
	sys := tenancy.System(ctx)
	hash, now := Hash(token), s.now()
	tok, hit := s.cache.get(hash, now)
	if !hit {
		gen := s.cache.generation()
		var err error
		tok, err = s.db.APIToken.Query().Where(apitoken.Hash(hash)).WithTenant().Only(sys)
		if ent.IsNotFound(err) {
			return tenancy.Viewer{}, ErrUnauthenticated
		}
		if err != nil {
			return tenancy.Viewer{}, fmt.Errorf("authenticate: %w", err)
		}
		if err := s.ended(tok); err != nil {
			return tenancy.Viewer{}, err
		}
		s.cache.put(hash, tok, now, gen)
	} else if err := s.ended(tok); err != nil {
		return tenancy.Viewer{}, err
	}
	// lastUsedAt is a hint; a failed write must not refuse a valid token.
	// The row says whether it is due; the conditional update keeps
	// replicas that find it due at once from all writing.
	if s.cache.due(hash, tok, now) {
		err := s.db.APIToken.Update().Where(apitoken.ID(tok.ID), apitoken.Or(apitoken.LastUsedAtIsNil(),
			apitoken.LastUsedAtLTE(now.Add(-LastUsedEvery)))).SetLastUsedAt(now).Exec(sys)
		if err != nil {
			s.log.WarnContext(ctx, "token last-used update failed", "tenant", tok.Edges.Tenant.Slug, "err", err)
		}
	}
	v := tenancy.Viewer{
		TenantID: tok.TenantID,
		Tenant:   tok.Edges.Tenant.Slug,
		Subject:  tok.Subject,
		Role:     tenancy.Role(tok.Role),
		TokenID:  tok.ID,
	}
	if tok.ExpiresAt != nil {
		v.TokenExpiresAt = *tok.ExpiresAt
	}
	return v, nil
}

// CreateToken issues a token for tenant slug with role, creating the tenant
// (untrusted, weight 1) if it does not exist. It returns the token, which is
// never stored or shown again.
func (s *Service) CreateToken(ctx context.Context, slug, subject string, role tenancy.Role) (string, error) {
	return s.IssueToken(ctx, Issue{Tenant: slug, Subject: subject, Role: role})
}

// Bootstrap prepares an empty database: tenant DefaultTenant (trusted) with an
// OPERATOR token, which it returns. On a database that has any tenant it does
// nothing and returns "". Concurrent bootstraps create one tenant: the loser
// sees the unique slug and returns "".
func (s *Service) Bootstrap(ctx context.Context) (string, error) {
	sys := tenancy.System(ctx)
	n, err := s.db.Tenant.Query().Count(sys)
	if err != nil {
		return "", fmt.Errorf("bootstrap: %w", err)
	}
	if n > 0 {
		return "", nil
	}
	tx, err := s.db.Tx(sys)
	if err != nil {
		return "", fmt.Errorf("bootstrap: %w", err)
	}
	t, err := tx.Tenant.Create().SetSlug(DefaultTenant).SetTrusted(true).Save(sys)
	if ent.IsConstraintError(err) {
		_ = tx.Rollback()
		return "", nil
	}
	if err != nil {
		_ = tx.Rollback()
		return "", fmt.Errorf("bootstrap: create tenant: %w", err)
	}
	token := NewToken()
	if err := tx.APIToken.Create().SetTenantID(t.ID).SetHash(Hash(token)).
		SetSubject("bootstrap").SetRole(apitoken.RoleOPERATOR).Exec(sys); err != nil {
		_ = tx.Rollback()
		return "", fmt.Errorf("bootstrap: create token: %w", err)
	}
	if err := tx.Commit(); err != nil {
		return "", fmt.Errorf("bootstrap: %w", err)
	}
	return token, nil
}

func (s *Service) ensureTenant(ctx context.Context, slug string, trusted bool) (*ent.Tenant, error) {
	t, err := s.db.Tenant.Query().Where(tenant.Slug(slug)).Only(ctx)
	if err == nil {
		return t, nil
	}
	if !ent.IsNotFound(err) {
		return nil, fmt.Errorf("find tenant: %w", err)
	}
	t, err = s.db.Tenant.Create().SetSlug(slug).SetTrusted(trusted).Save(ctx)
	if ent.IsConstraintError(err) { // created concurrently
		return s.db.Tenant.Query().Where(tenant.Slug(slug)).Only(ctx)
	}
	if err != nil {
		return nil, fmt.Errorf("create tenant: %w", err)
	}
	return t, nil
}

// ValidateSlug checks a tenant slug: 1–40 lowercase letters, digits and
// dashes, starting with a letter.
func ValidateSlug(slug string) error {
	if slug == "" || len(slug) > 40 {
		return errcode.New(errcode.BadUserInput, "tenant slug must be 1 to 40 characters")
	}
	for i, r := range slug {
		ok := r >= 'a' && r <= 'z' || i > 0 && (r >= '0' && r <= '9' || r == '-')
		if !ok {
			return errcode.New(errcode.BadUserInput, "tenant slug %q must be lowercase letters, digits and dashes, starting with a letter", slug)
		}
	}
	return nil
}

// BearerToken extracts the token from an Authorization header value.
func BearerToken(header string) (string, error) {
	scheme, tok, ok := strings.Cut(strings.TrimSpace(header), " ")
	if !ok || !strings.EqualFold(scheme, "Bearer") || strings.TrimSpace(tok) == "" {
		return "", ErrUnauthenticated
	}
	return strings.TrimSpace(tok), nil
}
