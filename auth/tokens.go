package auth

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"fmt"
	"strconv"
	"time"

	"github.com/everdict/everdict/audit"
	"github.com/everdict/everdict/ent"
	"github.com/everdict/everdict/ent/apitoken"
	"github.com/everdict/everdict/errcode"
	"github.com/everdict/everdict/tenancy"
)

// TopicTokenRevoked is the bus topic a revocation is published on, with the
// token's id as the payload, so every replica's Watcher ends the
// connections that token opened.
const TopicTokenRevoked = "auth.token.revoked"

// MaxExpiresIn bounds the lifetime createToken may give a token.
const MaxExpiresIn = 5 * 365 * 24 * time.Hour

// Sentinel errors of a token that has ended: both are UNAUTHENTICATED.
var (
	// ErrTokenExpired: the token's expiresAt has passed.
	ErrTokenExpired = errcode.New(errcode.Unauthenticated, "the token has expired; create a new one")
	// ErrTokenRevoked: the token was revoked.
	ErrTokenRevoked = errcode.New(errcode.Unauthenticated, "the token was revoked")
)

// Token is an API token as listed: everything but its value and hash,
// which no read returns.
type Token struct {
	ID         int
	Subject    string
	Role       tenancy.Role
	CreatedAt  time.Time
	LastUsedAt *time.Time
	ExpiresAt  *time.Time
	RevokedAt  *time.Time
}

func tokenOf(t *ent.APIToken) Token {
	return Token{
		ID: t.ID, Subject: t.Subject, Role: tenancy.Role(t.Role), CreatedAt: t.CreatedAt,
		LastUsedAt: t.LastUsedAt, ExpiresAt: t.ExpiresAt, RevokedAt: t.RevokedAt,
	}
}

// Issue is what a new token is for.
type Issue struct {
	// Tenant is the tenant's slug.
	Tenant string
	// Subject is who the token is for; "" gives the token a subject of its
	// own ("cli-" and 12 random hex digits), so tokens made without one
	// never share a subject, and a MEMBER's listing of its own subject's
	// tokens never shows another token.
	Subject string
	Role    tenancy.Role
	// ExpiresIn is the token's lifetime from now; zero means it never
	// expires.
	ExpiresIn time.Duration
}

// IssueToken issues a token as CreateToken does, with an optional lifetime.
// It is the CLI's and bootstrap's door, acting for the system.
func (s *Service) IssueToken(ctx context.Context, in Issue) (string, error) {
	if err := ValidateSlug(in.Tenant); err != nil {
		return "", err
	}
	if in.Subject == "" {
		in.Subject = uniqueSubject()
	}
	if err := validExpiresIn(in.ExpiresIn); err != nil {
		return "", err
	}
	sys := tenancy.System(ctx)
	t, err := s.ensureTenant(sys, in.Tenant, false)
	if err != nil {
		return "", err
	}
	token, _, err := s.insert(sys, t.ID, in)
	if err != nil {
		return "", err
	}
	s.log.InfoContext(ctx, "token created", "tenant", in.Tenant, "subject", in.Subject, "role", string(in.Role))
	s.record(ctx, audit.Event{TenantID: t.ID, Action: audit.ActionTokenCreate, TargetType: audit.TargetToken,
		Target: in.Subject, Details: map[string]string{"role": string(in.Role)}})
	return token, nil
}

// uniqueSubject is a subject no other token has: "cli-" and 48 random bits.
func uniqueSubject() string {
	b := make([]byte, 6)
	_, _ = rand.Read(b) // crypto/rand.Read never fails
	return "cli-" + hex.EncodeToString(b)
}

func validExpiresIn(d time.Duration) error {
	if d < 0 || d > MaxExpiresIn {
		return errcode.New(errcode.BadUserInput, "expiresIn must be between 1 second and %d days (or absent for no expiry)", int(MaxExpiresIn/(24*time.Hour)))
	}
	return nil
}

func (s *Service) insert(ctx context.Context, tenantID int, in Issue) (string, *ent.APIToken, error) {
	token := NewToken()
	c := s.db.APIToken.Create().SetTenantID(tenantID).SetHash(Hash(token)).
		SetSubject(in.Subject).SetRole(apitoken.Role(in.Role)).SetCreatedAt(s.now())
	if in.ExpiresIn > 0 {
		c.SetExpiresAt(s.now().Add(in.ExpiresIn))
	}
	t, err := c.Save(ctx)
	if err != nil {
		return "", nil, fmt.Errorf("create token: %w", err)
	}
	return token, t, nil
}

// Create issues a token in the viewer's tenant and returns it (shown once)
// with its listing. A zero expiresIn means no expiry. A MEMBER may create MEMBER tokens for its own subject;
// an ADMIN or OPERATOR may create tokens for any subject up to its own
// role. A token made by a token that expires expires no later than it, so a
// short-lived token cannot mint a longer-lived one.
func (s *Service) Create(ctx context.Context, role tenancy.Role, subject string, expiresIn time.Duration) (Created, error) {
	v, err := tenancy.ViewerFrom(ctx)
	if err != nil {
		return Created{}, err
	}
	if subject == "" {
		subject = v.Subject
	}
	switch {
	case !v.Role.AtLeast(role):
		return Created{}, errcode.New(errcode.Forbidden, "a %s may not create a %s token", v.Role, role)
	case v.Role == tenancy.RoleMember && subject != v.Subject:
		return Created{}, errcode.New(errcode.Forbidden, "a MEMBER may create tokens for its own subject only")
	case len(subject) > 200:
		return Created{}, errcode.New(errcode.BadUserInput, "subject must be at most 200 characters")
	}
	if err := validExpiresIn(expiresIn); err != nil {
		return Created{}, err
	}
	if !v.TokenExpiresAt.IsZero() {
		left := v.TokenExpiresAt.Sub(s.now())
		if expiresIn == 0 || expiresIn > left {
			return Created{}, errcode.New(errcode.Forbidden,
				"this token expires in %s; a token it creates must expire no later (expiresIn at most %d seconds)", left.Round(time.Second), int(left.Seconds()))
		}
	}
	token, t, err := s.insert(tenancy.System(ctx), v.TenantID, Issue{Tenant: v.Tenant, Subject: subject, Role: role, ExpiresIn: expiresIn})
	if err != nil {
		return Created{}, err
	}
	s.log.InfoContext(ctx, "token created", "tenant", v.Tenant, "subject", subject, "role", string(role), "by", v.Subject, "token_id", t.ID)
	s.record(ctx, audit.Event{Action: audit.ActionTokenCreate, TargetType: audit.TargetToken, Target: subject,
		Details: map[string]string{"role": string(role), "tokenId": strconv.Itoa(t.ID)}})
	return Created{Token: token, APIToken: tokenOf(t)}, nil
}

// visible narrows a token query to what the viewer may see: its tenant's
// tokens for an ADMIN or OPERATOR, its own subject's for a MEMBER.
func visible(q *ent.APITokenQuery, v tenancy.Viewer) *ent.APITokenQuery {
	q = q.Where(apitoken.TenantID(v.TenantID))
	if !v.Role.AtLeast(tenancy.RoleAdmin) {
		q = q.Where(apitoken.Subject(v.Subject))
	}
	return q
}

// Tokens lists the tokens the viewer may see, newest first: its tenant's
// (ADMIN, OPERATOR) or its own subject's (MEMBER). No value or hash.
func (s *Service) Tokens(ctx context.Context) ([]Token, error) {
	v, err := tenancy.ViewerFrom(ctx)
	if err != nil {
		return nil, err
	}
	ts, err := visible(s.db.APIToken.Query(), v).Order(ent.Desc(apitoken.FieldID)).All(tenancy.System(ctx))
	if err != nil {
		return nil, fmt.Errorf("list tokens: %w", err)
	}
	out := make([]Token, len(ts))
	for i, t := range ts {
		out[i] = tokenOf(t)
	}
	return out, nil
}

// Revoke ends token id from now on: it is refused on its next request, and
// the websockets it opened, on every replica, end their subscriptions with
// UNAUTHENTICATED. An ADMIN or OPERATOR revokes its tenant's tokens up to
// its own role; a MEMBER its own subject's. A token the viewer may not see
// is NOT_FOUND. Revoking a revoked token changes nothing.
func (s *Service) Revoke(ctx context.Context, id int) (Token, error) {
	v, err := tenancy.ViewerFrom(ctx)
	if err != nil {
		return Token{}, err
	}
	sys := tenancy.System(ctx)
	t, err := visible(s.db.APIToken.Query().Where(apitoken.ID(id)), v).Only(sys)
	if ent.IsNotFound(err) {
		return Token{}, errcode.New(errcode.NotFound, "no token %d", id)
	}
	if err != nil {
		return Token{}, fmt.Errorf("revoke token: %w", err)
	}
	if !v.Role.AtLeast(tenancy.Role(t.Role)) {
		return Token{}, errcode.New(errcode.Forbidden, "a %s may not revoke a %s token", v.Role, t.Role)
	}
	if t.RevokedAt == nil {
		if err := s.db.APIToken.Update().Where(apitoken.ID(id), apitoken.RevokedAtIsNil()).
			SetRevokedAt(s.now()).Exec(sys); err != nil {
			return Token{}, fmt.Errorf("revoke token: %w", err)
		}
		if t, err = s.db.APIToken.Get(sys, id); err != nil {
			return Token{}, fmt.Errorf("revoke token: %w", err)
		}
		s.log.InfoContext(ctx, "token revoked", "tenant", v.Tenant, "token_id", id, "subject", t.Subject, "by", v.Subject)
		s.record(ctx, audit.Event{TenantID: t.TenantID, Action: audit.ActionTokenRevoke, TargetType: audit.TargetToken,
			Target: t.Subject, Details: map[string]string{"role": string(t.Role), "tokenId": strconv.Itoa(id)}})
	}
	s.cache.forget(id)
	// Published on every revoke, also a repeated one: a replica that
	// missed the first hears it now.
	if s.events != nil {
		if err := s.events.Publish(ctx, TopicTokenRevoked, []byte(strconv.Itoa(id))); err != nil {
			s.log.WarnContext(ctx, "publish token revocation", "token_id", id, "err", err)
		}
	}
	return tokenOf(t), nil
}

// Forget drops what this replica remembers of token id (0: of every
// token), so its next request reads it from the store. The Watcher calls it
// for each revocation it hears, and for every token when its subscription
// was lost.
func (s *Service) Forget(id int) { s.cache.forget(id) }

// Check reports why token id may no longer be used (ErrTokenRevoked,
// ErrTokenExpired, ErrUnauthenticated when it is gone), or nil.
func (s *Service) Check(ctx context.Context, id int) error {
	t, err := s.db.APIToken.Get(tenancy.System(ctx), id)
	if ent.IsNotFound(err) {
		return ErrUnauthenticated
	}
	if err != nil {
		return fmt.Errorf("check token: %w", err)
	}
	return s.ended(t)
}

// ended says why t may no longer be used, or nil.
func (s *Service) ended(t *ent.APIToken) error {
	if t.RevokedAt != nil {
		return ErrTokenRevoked
	}
	if t.ExpiresAt != nil && !s.now().Before(*t.ExpiresAt) {
		return ErrTokenExpired
	}
	return nil
}

// Created is a new token: its value, shown this once, and its listing.
type Created struct {
	Token    string `json:"token"`
	APIToken Token  `json:"apiToken"`
}
