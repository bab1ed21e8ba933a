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
	"time"

	"github.com/everdict/everdict/audit"
	"github.com/everdict/everdict/ent"
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
	if err := secrets.ValidateName(name); err != nil {
		return nil, errcode.Wrap(errcode.BadUserInput, err, err.Error())
	}
	if err := secret.PurposeValidator(purpose); err != nil {
		return nil, errcode.New(errcode.BadUserInput, "purpose must be HARNESS, CLUSTER or MODEL")
	}
	if value == "" || len(value) > MaxValueBytes {
		return nil, errcode.New(errcode.BadUserInput, "a secret value must be 1 to %d bytes", MaxValueBytes)
	}
	sealed, err := v.box.Seal([]byte(value), secrets.AAD(viewer.Tenant, name))
	if err != nil {
		return nil, fmt.Errorf("seal secret: %w", err)
	}
	for attempt := 0; ; attempt++ {
		s, err := v.upsert(ctx, viewer.TenantID, name, sealed, purpose)
		if err == nil {
			v.log.InfoContext(ctx, "secret set", "tenant", viewer.Tenant, "secret", name, "purpose", string(purpose))
			if v.audit != nil {
				v.audit.Record(ctx, audit.Event{Action: audit.ActionSecretSet, TargetType: audit.TargetSecret,
					Target: name, Details: map[string]string{"purpose": string(purpose)}})
			}
			return s, nil
		}
		if !ent.IsConstraintError(err) || attempt == 3 {
			return nil, fmt.Errorf("store secret: %w", err)
		}
	}
}

// List returns the viewer's tenant's secrets, oldest first: names, purposes
// and times for the admin page, never a value (the ciphertext is not read).
// It needs the ADMIN role, as Set does.
func (v *Vault) List(ctx context.Context) ([]*ent.Secret, error) {
	viewer, err := tenancy.ViewerFrom(ctx)
	if err != nil {
		return nil, err
	}
	if !viewer.Role.AtLeast(tenancy.RoleAdmin) {
		return nil, errcode.New(errcode.Forbidden, "listing secrets needs the ADMIN role")
	}
	rows, err := v.db.Secret.Query().Where(secret.TenantID(viewer.TenantID)).
		Select(secret.FieldID, secret.FieldTenantID, secret.FieldName, secret.FieldPurpose, secret.FieldCreatedAt, secret.FieldUpdatedAt).
		Order(ent.Asc(secret.FieldCreatedAt), ent.Asc(secret.FieldID)).All(ctx)
	if err != nil {
		return nil, fmt.Errorf("list secrets: %w", err)
	}
	return rows, nil
}

func (v *Vault) upsert(ctx context.Context, tenantID int, name string, sealed []byte, purpose secret.Purpose) (*ent.Secret, error) {
	s, err := v.db.Secret.Query().Where(secret.TenantID(tenantID), secret.Name(name)).Only(ctx)
	if ent.IsNotFound(err) {
		return v.db.Secret.Create().SetTenantID(tenantID).SetName(name).SetCiphertext(sealed).SetPurpose(purpose).Save(ctx)
	}
	if err != nil {
		return nil, err
	}
	return s.Update().SetCiphertext(sealed).SetPurpose(purpose).Save(ctx)
}

// Resolve opens the named secrets of a tenant that have purpose: HARNESS
// for a job's environment, CLUSTER for a backend's own credentials, MODEL
// for a model provider's API key (package judge). It reads
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
	rows, err := v.db.Secret.Query().Where(secret.TenantID(tenantID), secret.NameIn(names...), secret.PurposeEQ(purpose)).All(sys)
	if err != nil {
		return nil, fmt.Errorf("resolve secrets: %w", err)
	}
	for _, row := range rows {
		plain, err := v.box.Open(row.Ciphertext, secrets.AAD(t.Slug, row.Name))
		if err != nil {
			return nil, fmt.Errorf("resolve secret %q: %w", row.Name, err)
		}
		out[row.Name] = string(plain)
	}
	for _, n := range names {
		if _, ok := out[n]; !ok {
			return nil, fmt.Errorf("%s secret %q of tenant %s: %w", purpose, n, t.Slug, ErrMissingSecret)
		}
	}
	return out, nil
}

// Missing returns the names among names that the tenant has no secret of
// with purpose, without opening any: what a submit checks before it queues
// a run.
func (v *Vault) Missing(ctx context.Context, tenantID int, purpose secret.Purpose, names []string) ([]string, error) {
	if len(names) == 0 {
		return nil, nil
	}
	have, err := v.db.Secret.Query().Where(secret.TenantID(tenantID), secret.NameIn(names...), secret.PurposeEQ(purpose)).
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

// Updated returns when the latest of a tenant's named secrets was last set
// (the zero time when none exists): a backend built with older values is
// stale.
func (v *Vault) Updated(ctx context.Context, tenantID int, names []string) (time.Time, error) {
	var latest time.Time
	if len(names) == 0 {
		return latest, nil
	}
	rows, err := v.db.Secret.Query().Where(secret.TenantID(tenantID), secret.NameIn(names...)).
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
