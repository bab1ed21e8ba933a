// Package tenancy carries who is asking through a context: the Viewer (the
// caller's tenant, subject and role) or the system marker used by the
// scheduler and boot recovery, which act for every tenant.
//
// Every tenant-owned read in ent is filtered by the Viewer found here (see
// ent/schema's tenant scope); a context with neither a Viewer nor the system
// marker reads nothing.
package tenancy

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"time"
)

// ErrNoViewer is returned when a context carries no Viewer.
var ErrNoViewer = errors.New("no viewer in context")

// Role is what a token may do. OPERATOR runs the platform (tenant policy,
// trust, shared runtimes); ADMIN manages its tenant's runtimes and secrets;
// MEMBER submits and watches runs.
type Role string

// The roles, least to most privileged.
const (
	RoleMember   Role = "MEMBER"
	RoleAdmin    Role = "ADMIN"
	RoleOperator Role = "OPERATOR"
)

// Values lists the roles; ent uses it for the enum column.
func (Role) Values() []string {
	return []string{string(RoleMember), string(RoleAdmin), string(RoleOperator)}
}

// ParseRole reads a role name in any case ("admin", "ADMIN").
func ParseRole(s string) (Role, error) {
	r := Role(strings.ToUpper(strings.TrimSpace(s)))
	switch r {
	case RoleMember, RoleAdmin, RoleOperator:
		return r, nil
	}
	return "", fmt.Errorf("unknown role %q: want member, admin or operator", s)
}

// rank orders roles for AtLeast.
func (r Role) rank() int {
	switch r {
	case RoleMember:
		return 1
	case RoleAdmin:
		return 2
	case RoleOperator:
		return 3
	}
	return 0
}

// AtLeast reports whether r grants at least what min grants.
func (r Role) AtLeast(min Role) bool { return r.rank() >= min.rank() }

// Viewer is the authenticated caller. The zero Viewer is no one.
type Viewer struct {
	TenantID int
	Tenant   string // the tenant's slug
	Subject  string
	Role     Role
	TokenID  int
	// TokenExpiresAt is when the token ends; zero means never.
	TokenExpiresAt time.Time
}

type viewerKey struct{}
type systemKey struct{}

// NewContext returns ctx carrying v.
func NewContext(ctx context.Context, v Viewer) context.Context {
	return context.WithValue(ctx, viewerKey{}, v)
}

// FromContext returns the Viewer in ctx.
func FromContext(ctx context.Context) (Viewer, bool) {
	v, ok := ctx.Value(viewerKey{}).(Viewer)
	return v, ok && v.TenantID != 0
}

// ViewerFrom returns the Viewer in ctx, or ErrNoViewer (it never panics).
func ViewerFrom(ctx context.Context) (Viewer, error) {
	v, ok := FromContext(ctx)
	if !ok {
		return Viewer{}, ErrNoViewer
	}
	return v, nil
}

// System returns ctx marked as acting for the platform itself: reads are not
// tenant-scoped. Only the scheduler, boot recovery, auth and the CLI use it;
// never a request path on behalf of a caller.
func System(ctx context.Context) context.Context {
	return context.WithValue(ctx, systemKey{}, true)
}

// IsSystem reports whether ctx acts for the platform.
func IsSystem(ctx context.Context) bool {
	b, _ := ctx.Value(systemKey{}).(bool)
	return b
}

// String returns the role's name.
func (r Role) String() string { return string(r) }
