// Package vault stores tenants' secrets sealed at rest (AES-256-GCM through
// secrets.Box, bound to tenant and name) and resolves them for dispatch. No
// method returns a value to an API caller; Resolve is for the dispatcher only.
package vault

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"slices"
	"strings"
	"time"

	"github.com/everdict/everdict/audit"
	"github.com/everdict/everdict/ent"
	"github.com/everdict/everdict/ent/predicate"
	"github.com/everdict/everdict/ent/secret"
	"github.com/everdict/everdict/ent/tenant"
	"github.com/everdict/everdict/errcode"
	"github.com/everdict/everdict/secrets"
	"github.com/everdict/everdict/tenancy"
)

// MaxValueBytes bounds a secret's value.
const MaxValueBytes = 64 << 10

// ErrMissingSecret is returned by Resolve when a named secret does not exist.
var ErrMissingSecret = errors.New("secret not found")

// Vault is the secret store. Safe for concurrent use.
type Vault struct {
	db    *ent.Client
	box   *secrets.Box
	log   *slog.Logger
	audit Auditor
}

// Auditor records audited changes (audit.Recorder).
type Auditor interface {
	Record(ctx context.Context, e audit.Event)
}

// WithAudit returns a copy of v that records every secret it sets (by name,
// never value) with a.
func (v *Vault) WithAudit(a Auditor) *Vault {
	c := *v
	c.audit = a
	return &c
}

// New returns a Vault over db sealing with box. A nil logger discards.
func New(db *ent.Client, box *secrets.Box, log *slog.Logger) *Vault {
	if log == nil {
		log = slog.New(slog.DiscardHandler)
	}
	return &Vault{db: db, box: box, log: log}
}

// Set stores value under name for the viewer's tenant with its purpose,
// replacing any earlier value (and purpose). It needs the ADMIN role.
// Neither the value nor any part of it appears in an error or a log line.
func (v *Vault) Set(ctx context.Context, name, value string, purpose secret.Purpose) (*ent.Secret, error) {
	viewer, err := tenancy.ViewerFrom(ctx)
	if err != nil {
		return nil, err
	}
	if !viewer.Role.AtLeast(tenancy.RoleAdmin) {
		return nil, errcode.New(errcode.Forbidden, "setting a secret needs the ADMIN role")
	}
	if err := secret.PurposeValidator(purpose); err != nil {
		return nil, errcode.New(errcode.BadUserInput, "purpose must be HARNESS, CLUSTER, MODEL or TRACE")
	}
	return v.set(ctx, viewer, "", name, value, purpose, secrets.AAD(viewer.Tenant, name))
}

// SetPersonal stores value under name as the viewer's own HARNESS secret
// (purpose must be HARNESS), replacing the viewer's earlier one: any MEMBER
// may. It shadows the
// tenant's secret of that name in the runs the viewer submits, and no other
// member can see, use or replace it (another member's SetPersonal of the
// name makes that member's own).
func (v *Vault) SetPersonal(ctx context.Context, name, value string, purpose secret.Purpose) (*ent.Secret, error) {
	viewer, err := tenancy.ViewerFrom(ctx)
	if err != nil {
		return nil, err
	}
	if !viewer.Role.AtLeast(tenancy.RoleMember) {
		return nil, errcode.New(errcode.Forbidden, "setting a personal secret needs the MEMBER role")
	}
	if purpose != secret.PurposeHARNESS {
		return nil, errcode.New(errcode.BadUserInput, "a personal secret is HARNESS only: runtimes and model providers name the tenant's secrets")
	}
	if viewer.Subject == "" {
		return nil, errcode.New(errcode.FailedPrecondition, "a personal secret needs a token with a subject")
	}
	return v.set(ctx, viewer, viewer.Subject, name, value, secret.PurposeHARNESS,
		secrets.PersonalAAD(viewer.Tenant, viewer.Subject, name))
}

// set seals and upserts the secret (owner, name) of the viewer's tenant.
func (v *Vault) set(ctx context.Context, viewer tenancy.Viewer, owner, name, value string, purpose secret.Purpose, aad []byte) (*ent.Secret, error) {
	if err := secrets.ValidateName(name); err != nil {
		return nil, errcode.Wrap(errcode.BadUserInput, err, err.Error())
	}
	if value == "" || len(value) > MaxValueBytes {
		return nil, errcode.New(errcode.BadUserInput, "a secret value must be 1 to %d bytes", MaxValueBytes)
	}
	sealed, err := v.box.Seal([]byte(value), aad)
	if err != nil {
		return nil, fmt.Errorf("seal secret: %w", err)
	}
	for attempt := 0; ; attempt++ {
		s, err := v.upsert(ctx, viewer.TenantID, owner, name, sealed, purpose)
		if err == nil {
			v.log.InfoContext(ctx, "secret set", "tenant", viewer.Tenant, "secret", name, "purpose", string(purpose),
				"personal", owner != "")
			if v.audit != nil {
				details := map[string]string{"purpose": string(purpose)}
				if owner != "" {
					details["owner"] = owner
				}
				v.audit.Record(ctx, audit.Event{Action: audit.ActionSecretSet, TargetType: audit.TargetSecret,
					Target: name, Details: details})
			}
			return s, nil
		}
		if !ent.IsConstraintError(err) || attempt == 3 {
			return nil, fmt.Errorf("store secret: %w", err)
		}
	}
}

// List returns secrets by name, oldest first: names, purposes, owners and
// times, never a value (the ciphertext is not read). An ADMIN gets the
// tenant's secrets and every member's personal ones; anyone else only
// their own personal secrets.
func (v *Vault) List(ctx context.Context) ([]*ent.Secret, error) {
	viewer, err := tenancy.ViewerFrom(ctx)
	if err != nil {
		return nil, err
	}
	q := v.db.Secret.Query().Where(secret.TenantID(viewer.TenantID))
	if !viewer.Role.AtLeast(tenancy.RoleAdmin) {
		if viewer.Subject == "" {
			return []*ent.Secret{}, nil
		}
		q = q.Where(secret.Owner(viewer.Subject))
	}
	rows, err := q.Select(secret.FieldID, secret.FieldTenantID, secret.FieldName, secret.FieldPurpose, secret.FieldOwner,
		secret.FieldCreatedAt, secret.FieldUpdatedAt).
		Order(ent.Asc(secret.FieldCreatedAt), ent.Asc(secret.FieldID)).All(ctx)
	if err != nil {
		return nil, fmt.Errorf("list secrets: %w", err)
	}
	return rows, nil
}

func (v *Vault) upsert(ctx context.Context, tenantID int, owner, name string, sealed []byte, purpose secret.Purpose) (*ent.Secret, error) {
	s, err := v.db.Secret.Query().Where(secret.TenantID(tenantID), secret.Owner(owner), secret.Name(name)).Only(ctx)
	if ent.IsNotFound(err) {
		return v.db.Secret.Create().SetTenantID(tenantID).SetOwner(owner).SetName(name).SetCiphertext(sealed).
			SetPurpose(purpose).Save(ctx)
	}
	if err != nil {
		return nil, err
	}
	return s.Update().SetCiphertext(sealed).SetPurpose(purpose).Save(ctx)
}

// Resolve opens the named secrets of a tenant (its own, never a member's
// personal one) that have purpose: CLUSTER for a backend's own
// credentials, MODEL for a model provider's API key (package judge);
// ResolveFor is a job's HARNESS env. It reads
// across tenants, so it takes the tenant explicitly and runs as the system.
// A name with no secret of that purpose is an error wrapping
// ErrMissingSecret that names it.
func (v *Vault) Resolve(ctx context.Context, tenantID int, purpose secret.Purpose, names []string) (map[string]string, error) {
	out := make(map[string]string, len(names))
	if len(names) == 0 {
		return out, nil
	}
	sys := tenancy.System(ctx)
	t, err := v.db.Tenant.Query().Where(tenant.ID(tenantID)).Only(sys)
	if err != nil {
		return nil, fmt.Errorf("resolve secrets: %w", err)
	}
	rows, err := v.db.Secret.Query().Where(secret.TenantID(tenantID), secret.Owner(""), secret.NameIn(names...),
		secret.PurposeEQ(purpose)).All(sys)
	if err != nil {
		return nil, fmt.Errorf("resolve secrets: %w", err)
	}
	if err := v.open(out, t.Slug, rows); err != nil {
		return nil, err
	}
	for _, n := range names {
		if _, ok := out[n]; !ok {
			return nil, fmt.Errorf("%s secret %q of tenant %s: %w", purpose, n, t.Slug, ErrMissingSecret)
		}
	}
	return out, nil
}

// ResolveFor opens the named HARNESS secrets a run of owner (the subject
// that submitted it) names: owner's personal secret of a name first, else
// the tenant's. It takes the tenant explicitly and runs as the system, as
// Resolve does; an owner "" resolves the tenant's alone. A name with
// neither is an error wrapping ErrMissingSecret that names it.
func (v *Vault) ResolveFor(ctx context.Context, tenantID int, owner string, names []string) (map[string]string, error) {
	out := make(map[string]string, len(names))
	if len(names) == 0 {
		return out, nil
	}
	sys := tenancy.System(ctx)
	t, err := v.db.Tenant.Query().Where(tenant.ID(tenantID)).Only(sys)
	if err != nil {
		return nil, fmt.Errorf("resolve secrets: %w", err)
	}
	rows, err := v.db.Secret.Query().Where(secret.TenantID(tenantID), secret.OwnerIn("", owner), secret.NameIn(names...),
		secret.PurposeEQ(secret.PurposeHARNESS)).All(sys)
	if err != nil {
		return nil, fmt.Errorf("resolve secrets: %w", err)
	}
	// The tenant's first, so a personal secret of the name replaces it.
	slices.SortStableFunc(rows, func(a, b *ent.Secret) int { return strings.Compare(a.Owner, b.Owner) })
	if err := v.open(out, t.Slug, rows); err != nil {
		return nil, err
	}
	for _, n := range names {
		if _, ok := out[n]; !ok {
			return nil, fmt.Errorf("HARNESS secret %q of tenant %s: %w", n, t.Slug, ErrMissingSecret)
		}
	}
	return out, nil
}

// open opens rows of tenant slug into out by name, a later row replacing
// an earlier one.
func (v *Vault) open(out map[string]string, slug string, rows []*ent.Secret) error {
	for _, row := range rows {
		aad := secrets.AAD(slug, row.Name)
		if row.Owner != "" {
			aad = secrets.PersonalAAD(slug, row.Owner, row.Name)
		}
		plain, err := v.box.Open(row.Ciphertext, aad)
		if err != nil {
			return fmt.Errorf("resolve secret %q: %w", row.Name, err)
		}
		out[row.Name] = string(plain)
	}
	return nil
}

// Missing returns the names among names that the tenant has no secret of
// its own with purpose, without opening any: what registering a model
// provider checks.
func (v *Vault) Missing(ctx context.Context, tenantID int, purpose secret.Purpose, names []string) ([]string, error) {
	return v.missing(ctx, secret.TenantID(tenantID), secret.Owner(""), secret.PurposeEQ(purpose), names)
}

// MissingFor returns the names among names that neither owner (a subject)
// nor the tenant has a HARNESS secret of, without opening any: what a
// submit checks before it queues owner's run (ResolveFor's tiers).
func (v *Vault) MissingFor(ctx context.Context, tenantID int, owner string, names []string) ([]string, error) {
	return v.missing(ctx, secret.TenantID(tenantID), secret.OwnerIn("", owner), secret.PurposeEQ(secret.PurposeHARNESS), names)
}

func (v *Vault) missing(ctx context.Context, tenantP, ownerP, purposeP predicate.Secret, names []string) ([]string, error) {
	if len(names) == 0 {
		return nil, nil
	}
	have, err := v.db.Secret.Query().Where(tenantP, ownerP, purposeP, secret.NameIn(names...)).
		Select(secret.FieldName).Strings(tenancy.System(ctx))
	if err != nil {
		return nil, fmt.Errorf("look up secrets: %w", err)
	}
	var missing []string
	for _, n := range names {
		if !slices.Contains(have, n) && !slices.Contains(missing, n) {
			missing = append(missing, n)
		}
	}
	return missing, nil
}

// Updated returns when the latest of a tenant's own named secrets was last set
// (the zero time when none exists): a backend built with older values is
// stale.
func (v *Vault) Updated(ctx context.Context, tenantID int, names []string) (time.Time, error) {
	var latest time.Time
	if len(names) == 0 {
		return latest, nil
	}
	rows, err := v.db.Secret.Query().Where(secret.TenantID(tenantID), secret.Owner(""), secret.NameIn(names...)).
		Select(secret.FieldUpdatedAt).All(tenancy.System(ctx))
	if err != nil {
		return latest, fmt.Errorf("look up secrets: %w", err)
	}
	for _, r := range rows {
		if r.UpdatedAt.After(latest) {
			latest = r.UpdatedAt
		}
	}
	return latest, nil
}
