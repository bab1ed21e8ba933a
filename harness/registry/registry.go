// Package registry is the harness registry service: tenants register
// immutable, numbered versions of their harnesses (agents under test), tag
// and archive them, and resolve references ("name", "name@3", "name@tag")
// at submit, binding the run's model into the harness (see package
// harness). It is the second registry of the product, with the runtime
// registry's lifecycle.
//
// Every method acts for the tenancy.Viewer in its context. Reads see the
// viewer's harnesses and shared ones (its own of a name wins); writes need
// an ADMIN, and an OPERATOR for shared harnesses.
package registry

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"slices"
	"sort"
	"strconv"
	"strings"

	"github.com/everdict/everdict/audit"
	"github.com/everdict/everdict/ent"
	"github.com/everdict/everdict/ent/harnesstag"
	"github.com/everdict/everdict/ent/harnessversion"
	enthar "github.com/everdict/everdict/ent/registeredharness"
	"github.com/everdict/everdict/ent/secret"
	"github.com/everdict/everdict/errcode"
	"github.com/everdict/everdict/evalcase"
	"github.com/everdict/everdict/harness"
	"github.com/everdict/everdict/runtime"
	"github.com/everdict/everdict/tenancy"
)

// Defaults of Config.
const (
	// MaxHarnessesDefault bounds the harnesses of one tenant.
	MaxHarnessesDefault = 200
	// MaxVersionsDefault bounds the versions of one harness.
	MaxVersionsDefault = 500
	// registerAttempts bounds the retries of a register that lost a race
	// for a version number.
	registerAttempts = 8
)

// Secrets says which secrets of a tenant are missing (vault.Vault).
type Secrets interface {
	Missing(ctx context.Context, tenantID int, purpose secret.Purpose, names []string) ([]string, error)
}

// Auditor records audited changes (audit.Recorder).
type Auditor interface {
	Record(ctx context.Context, e audit.Event)
}

// Config configures a Service. DB is required; other zero values are
// documented per field.
type Config struct {
	DB *ent.Client
	// Secrets checks at register that the secrets an env names exist; nil
	// skips the check.
	Secrets Secrets
	// Audit records registers, tags, archives and eval settings; nil
	// records nothing.
	Audit Auditor
	// MaxHarnesses bounds a tenant's harnesses; 0 means MaxHarnessesDefault.
	MaxHarnesses int
	// MaxVersions bounds a harness's versions; 0 means MaxVersionsDefault.
	MaxVersions int
	// Logger receives registry logs; nil discards.
	Logger *slog.Logger
}

// Service is the harness registry. Safe for concurrent use.
type Service struct {
	cfg Config
	log *slog.Logger
}

// New returns a Service over cfg.
func New(cfg Config) *Service {
	if cfg.MaxHarnesses <= 0 {
		cfg.MaxHarnesses = MaxHarnessesDefault
	}
	if cfg.MaxVersions <= 0 {
		cfg.MaxVersions = MaxVersionsDefault
	}
	log := cfg.Logger
	if log == nil {
		log = slog.New(slog.DiscardHandler)
	}
	return &Service{cfg: cfg, log: log}
}

// Resolved is a harness reference resolved to one version.
type Resolved struct {
	Name      string
	VersionID int
	Version   int
	Digest    string
	Spec      harness.Spec
}

// refused is a BAD_USER_INPUT naming field.
func refused(field, format string, args ...any) *errcode.Error {
	return errcode.New(errcode.BadUserInput, "%s %s", field, fmt.Sprintf(format, args...)).With("field", field)
}

// Register makes the next version (1, 2, …) of the viewer's harness
// spec.Name. A spec identical to the newest version's (by digest) makes no
// version: that version is returned. Concurrent registers of one name get
// distinct, consecutive versions.
func (s *Service) Register(ctx context.Context, spec harness.Spec) (*ent.HarnessVersion, error) {
	v, err := tenancy.ViewerFrom(ctx)
	if err != nil {
		return nil, err
	}
	if !v.Role.AtLeast(tenancy.RoleAdmin) {
		return nil, errcode.New(errcode.Forbidden, "registering a harness needs the ADMIN role")
	}
	if spec.Shared && v.Role != tenancy.RoleOperator {
		return nil, errcode.New(errcode.Forbidden, "only an OPERATOR may register a shared harness").With("field", "shared")
	}
	spec = harness.Canonical(spec)
	if problems := harness.Validate(spec); len(problems) > 0 {
		return nil, errcode.New(errcode.BadUserInput, "the harness spec has %d problem(s): %s", len(problems), problems[0]).
			With("field", problems[0].Field).With("problems", problems)
	}
	if err := s.secretsExist(ctx, v.TenantID, spec); err != nil {
		return nil, err
	}
	digest := harness.Digest(spec)
	for attempt := 1; ; attempt++ {
		ver, created, err := s.register(ctx, v, spec, digest)
		if err == nil {
			if created {
				s.log.InfoContext(ctx, "harness registered", "tenant", v.Tenant, "harness", spec.Name, "version", ver.Version)
				action := audit.ActionHarnessVersion
				if ver.Version == 1 {
					action = audit.ActionHarnessRegister
				}
				s.record(ctx, audit.Event{Action: action, TargetType: audit.TargetHarness, Target: spec.Name,
					Details: map[string]string{"version": strconv.Itoa(ver.Version), "digest": digest, "shared": strconv.FormatBool(spec.Shared)}})
			}
			return s.withTags(ctx, ver)
		}
		if !ent.IsConstraintError(err) || attempt == registerAttempts {
			return nil, err
		}
	}
}

func (s *Service) secretsExist(ctx context.Context, tenantID int, spec harness.Spec) error {
	var names []string
	for _, e := range spec.Env {
		if e.SecretRef != "" {
			names = append(names, e.SecretRef)
		}
	}
	if s.cfg.Secrets == nil {
		return nil
	}
	if t := spec.Trace; t != nil && t.APIKeySecret != "" {
		missing, err := s.cfg.Secrets.Missing(ctx, tenantID, secret.PurposeTRACE, []string{t.APIKeySecret})
		if err != nil {
			return fmt.Errorf("register harness: %w", err)
		}
		if len(missing) > 0 {
			// The name is not echoed: a key pasted where a name belongs
			// must not come back in a response.
			return errcode.New(errcode.BadUserInput, "trace.apiKeySecret names no TRACE secret of this tenant: set the key with setSecret(purpose: TRACE) first").
				With("field", "trace.apiKeySecret")
		}
	}
	if len(names) == 0 {
		return nil
	}
	missing, err := s.cfg.Secrets.Missing(ctx, tenantID, secret.PurposeHARNESS, names)
	if err != nil {
		return fmt.Errorf("register harness: %w", err)
	}
	if len(missing) > 0 {
		return errcode.New(errcode.BadUserInput, "env names secrets this tenant has no HARNESS secret of: %s (set them with setSecret)",
			strings.Join(missing, ", ")).With("field", "env").With("missingSecrets", missing)
	}
	return nil
}

// register writes the version in one transaction; created is false when
// the newest version already has the digest.
func (s *Service) register(ctx context.Context, v tenancy.Viewer, spec harness.Spec, digest string) (*ent.HarnessVersion, bool, error) {
	tx, err := s.cfg.DB.Tx(ctx)
	if err != nil {
		return nil, false, fmt.Errorf("register harness: %w", err)
	}
	created := false
	ver, err := func() (*ent.HarnessVersion, error) {
		h, err := tx.RegisteredHarness.Query().Where(enthar.TenantID(v.TenantID), enthar.Name(spec.Name)).Only(ctx)
		switch {
		case ent.IsNotFound(err):
			n, err := tx.RegisteredHarness.Query().Where(enthar.TenantID(v.TenantID)).Count(ctx)
			if err != nil {
				return nil, err
			}
			if n >= s.cfg.MaxHarnesses {
				return nil, refused("name", "would be this tenant's harness number %d: a tenant has at most %d harnesses", n+1, s.cfg.MaxHarnesses)
			}
			h, err = tx.RegisteredHarness.Create().SetTenantID(v.TenantID).SetName(spec.Name).SetShared(spec.Shared).Save(ctx)
			if err != nil {
				return nil, err
			}
		case err != nil:
			return nil, err
		case h.Shared && v.Role != tenancy.RoleOperator:
			return nil, errcode.New(errcode.Forbidden, "harness %s is shared: only an OPERATOR may change it", h.Name)
		case h.Shared != spec.Shared:
			if h, err = h.Update().SetShared(spec.Shared).Save(ctx); err != nil {
				return nil, err
			}
		}
		next := 1
		newest, err := tx.HarnessVersion.Query().Where(harnessversion.HarnessID(h.ID)).
			Order(ent.Desc(harnessversion.FieldVersion)).First(ctx)
		switch {
		case err == nil:
			if newest.Digest == digest {
				return newest, nil
			}
			next = newest.Version + 1
		case !ent.IsNotFound(err):
			return nil, err
		}
		if next > s.cfg.MaxVersions {
			return nil, refused("name", "harness %s has %d versions, the most one harness may have", h.Name, s.cfg.MaxVersions)
		}
		created = true
		return tx.HarnessVersion.Create().SetHarnessID(h.ID).SetVersion(next).SetSpec(spec).SetDigest(digest).
			SetCreatedBy(v.Subject).Save(ctx)
	}()
	if err != nil {
		_ = tx.Rollback()
		return nil, false, wrap("register harness", err)
	}
	if err := tx.Commit(); err != nil {
		return nil, false, wrap("register harness", err)
	}
	return ver.Unwrap(), created, nil // detach from the committed transaction
}

func wrap(what string, err error) error {
	var c errcode.Coder
	if errors.As(err, &c) || ent.IsConstraintError(err) {
		return err
	}
	return fmt.Errorf("%s: %w", what, err)
}

// Get returns the harness name refers to for the viewer: its own harness of
// that name, else a shared one. Another tenant's private harness is
// NOT_FOUND, as a missing one is.
func (s *Service) Get(ctx context.Context, name string) (*ent.RegisteredHarness, error) {
	v, err := tenancy.ViewerFrom(ctx)
	if err != nil {
		return nil, err
	}
	hs, err := s.cfg.DB.RegisteredHarness.Query().Where(enthar.Name(name)).Order(ent.Asc(enthar.FieldID)).All(ctx)
	if err != nil {
		return nil, fmt.Errorf("get harness: %w", err)
	}
	for _, h := range hs {
		if h.TenantID == v.TenantID {
			return h, nil
		}
	}
	for _, h := range hs {
		if h.Shared {
			return h, nil
		}
	}
	return nil, errcode.New(errcode.NotFound, "no harness named %q", name).With("field", "harnessRef")
}

// Latest returns the newest unarchived version of h, or nil when every
// version is archived.
func (s *Service) Latest(ctx context.Context, h *ent.RegisteredHarness) (*ent.HarnessVersion, error) {
	ver, err := s.cfg.DB.HarnessVersion.Query().
		Where(harnessversion.HarnessID(h.ID), harnessversion.Archived(false)).
		Order(ent.Desc(harnessversion.FieldVersion)).First(ctx)
	if ent.IsNotFound(err) {
		return nil, nil
	}
	if err != nil {
		return nil, fmt.Errorf("latest version of %s: %w", h.Name, err)
	}
	return ver, nil
}

// Resolve resolves a reference — "name" (latest), "name@3", "name@tag" —
// to one version the viewer may run. An unknown name, version or tag, or
// another tenant's harness, is NOT_FOUND; an archived version
// BAD_USER_INPUT: no new run lands on a tombstone. Both name the field
// harnessRef.
func (s *Service) Resolve(ctx context.Context, ref string) (Resolved, error) {
	parsed, err := runtime.ParseRef(ref)
	if err != nil {
		msg := strings.TrimPrefix(err.Error(), runtime.ErrInvalidRef.Error()+": ")
		return Resolved{}, errcode.Wrap(errcode.BadUserInput, err, "harnessRef is not a reference (name, name@3 or name@tag): "+msg).With("field", "harnessRef")
	}
	h, err := s.Get(ctx, parsed.Name)
	if err != nil {
		return Resolved{}, err
	}
	var ver *ent.HarnessVersion
	switch {
	case parsed.Version > 0:
		ver, err = s.version(ctx, h, parsed.Version)
	case parsed.Tag != "":
		ver, err = h.QueryTags().Where(harnesstag.Tag(parsed.Tag)).QueryVersion().Only(ctx)
		if ent.IsNotFound(err) {
			err = errcode.New(errcode.NotFound, "harness %s has no tag %q", h.Name, parsed.Tag).With("field", "harnessRef")
		}
	default:
		ver, err = s.Latest(ctx, h)
		if err == nil && ver == nil {
			err = refused("harnessRef", "names harness %s, whose every version is archived", h.Name)
		}
	}
	if err != nil {
		return Resolved{}, err
	}
	if ver.Archived {
		return Resolved{}, refused("harnessRef", "names version %d of harness %s, which is archived: it takes no new runs", ver.Version, h.Name)
	}
	return Resolved{Name: h.Name, VersionID: ver.ID, Version: ver.Version, Digest: ver.Digest, Spec: ver.Spec}, nil
}

func (s *Service) version(ctx context.Context, h *ent.RegisteredHarness, n int) (*ent.HarnessVersion, error) {
	ver, err := s.cfg.DB.HarnessVersion.Query().
		Where(harnessversion.HarnessID(h.ID), harnessversion.Version(n)).Only(ctx)
	if ent.IsNotFound(err) {
		return nil, errcode.New(errcode.NotFound, "harness %s has no version %d", h.Name, n).With("field", "harnessRef")
	}
	if err != nil {
		return nil, fmt.Errorf("version %d of %s: %w", n, h.Name, err)
	}
	return ver, nil
}

// Bind resolves req's harness — the registered version its Ref names, or
// its inline harness — and the run's model by precedence (the run's, the
// scorecard's, the harness version's default, the tenant's default), and
// substitutes the model into the harness's placeholders argument by
// argument. Exactly one of Ref and Inline must be given. A model that is
// not a model string, or none resolved for a harness that requires one or
// names a model placeholder, is BAD_USER_INPUT naming the field. Bind
// writes nothing.
func (s *Service) Bind(ctx context.Context, req harness.Request) (harness.Bound, error) {
	v, err := tenancy.ViewerFrom(ctx)
	if err != nil {
		return harness.Bound{}, err
	}
	inline := !harness.IsZero(req.Inline)
	switch {
	case req.Ref != "" && inline:
		return harness.Bound{}, refused("harnessRef", "and harness are both given: name a registered harness or give one inline, not both")
	case req.Ref == "" && !inline:
		return harness.Bound{}, refused("harnessRef", "or harness is required: name a registered harness (name, name@3, name@tag) or give one inline")
	}
	if req.Model != "" {
		if msg := harness.ModelMessage(req.Model); msg != "" {
			return harness.Bound{}, refused("model", "%s", msg)
		}
	}
	base := req.Inline
	var (
		params   []harness.Param
		res      evalcase.Resources
		def      string
		required bool
		reg      *evalcase.Registered
	)
	if req.Ref != "" {
		r, err := s.Resolve(ctx, req.Ref)
		if err != nil {
			return harness.Bound{}, err
		}
		base = evalcase.Harness{Name: r.Name, Version: strconv.Itoa(r.Version), Command: r.Spec.Command,
			Image: r.Spec.Image, Env: r.Spec.Env}
		params, res, def, required = r.Spec.Params, r.Spec.Resources, r.Spec.Model.Default, r.Spec.Model.Required
		reg = &evalcase.Registered{VersionID: r.VersionID, Version: r.Version, Digest: r.Digest}
	}
	models := harness.Models{Run: req.Model, Scorecard: req.ScorecardModel, Harness: def}
	if models.Run == "" && models.Scorecard == "" && models.Harness == "" {
		t, err := s.cfg.DB.Tenant.Get(ctx, v.TenantID)
		if err != nil {
			return harness.Bound{}, fmt.Errorf("bind harness: load tenant: %w", err)
		}
		models.Tenant = t.DefaultModel
	}
	model, src := models.Resolve()
	if model == "" && (required || harness.UsesModel(base)) {
		return harness.Bound{}, refused("model", "is required: harness %s needs a model and none was given by the run, the scorecard, the harness's model.default or the tenant's defaultModel", base.Name)
	}
	h := harness.Apply(base, model, params)
	h.Model, h.ModelSource, h.Registered = model, string(src), reg
	return harness.Bound{Harness: h, Resources: res}, nil
}

// writable returns the harness name refers to if the viewer may change it:
// an ADMIN for its own, an OPERATOR for a shared one.
func (s *Service) writable(ctx context.Context, name string) (*ent.RegisteredHarness, tenancy.Viewer, error) {
	v, err := tenancy.ViewerFrom(ctx)
	if err != nil {
		return nil, v, err
	}
	if !v.Role.AtLeast(tenancy.RoleAdmin) {
		return nil, v, errcode.New(errcode.Forbidden, "changing a harness needs the ADMIN role")
	}
	h, err := s.Get(ctx, name)
	if err != nil {
		return nil, v, err
	}
	if h.TenantID != v.TenantID && v.Role != tenancy.RoleOperator {
		return nil, v, errcode.New(errcode.Forbidden, "harness %s is shared: only an OPERATOR may change it", h.Name)
	}
	return h, v, nil
}

// SetTags makes tags name exactly version of harness name: each tag moves
// here from wherever it pointed, and tags this version had that are not
// listed are removed. An archived version cannot be tagged.
func (s *Service) SetTags(ctx context.Context, name string, version int, tags []string) (*ent.HarnessVersion, error) {
	h, v, err := s.writable(ctx, name)
	if err != nil {
		return nil, err
	}
	tags = slices.Clone(tags)
	sort.Strings(tags)
	tags = slices.Compact(tags)
	for i, tag := range tags {
		if err := runtime.ValidateTag(tag); err != nil {
			msg := strings.TrimSuffix(err.Error(), ": "+runtime.ErrInvalidTag.Error())
			return nil, errcode.Wrap(errcode.BadUserInput, err, fmt.Sprintf("tags[%d]: %s", i, msg)).With("field", "tags")
		}
	}
	ver, err := s.version(ctx, h, version)
	if err != nil {
		return nil, err
	}
	if ver.Archived {
		return nil, errcode.New(errcode.Conflict, "version %d of harness %s is archived: it cannot be tagged", version, h.Name)
	}
	tx, err := s.cfg.DB.Tx(ctx)
	if err != nil {
		return nil, fmt.Errorf("set harness tags: %w", err)
	}
	err = func() error {
		if _, err := tx.HarnessTag.Delete().Where(harnesstag.HarnessID(h.ID), harnesstag.Or(
			harnesstag.TagIn(tags...),
			harnesstag.VersionID(ver.ID),
		)).Exec(ctx); err != nil {
			return err
		}
		for _, tag := range tags {
			if err := tx.HarnessTag.Create().SetHarnessID(h.ID).SetTag(tag).SetVersionID(ver.ID).Exec(ctx); err != nil {
				return err
			}
		}
		return nil
	}()
	if err != nil {
		_ = tx.Rollback()
		if ent.IsConstraintError(err) {
			return nil, errcode.Wrap(errcode.Conflict, err, "tags changed concurrently; try again")
		}
		return nil, fmt.Errorf("set harness tags: %w", err)
	}
	if err := tx.Commit(); err != nil {
		return nil, fmt.Errorf("set harness tags: %w", err)
	}
	s.log.InfoContext(ctx, "harness tags set", "tenant", v.Tenant, "harness", h.Name, "version", version, "tags", tags)
	s.record(ctx, audit.Event{TenantID: h.TenantID, Action: audit.ActionHarnessTags, TargetType: audit.TargetHarness, Target: h.Name,
		Details: map[string]string{"version": strconv.Itoa(version), "tags": strings.Join(tags, ",")}})
	return s.withTags(ctx, ver)
}

// Archive tombstones a version: it keeps its history and tags but takes no
// new runs. Archiving an archived version is a no-op.
func (s *Service) Archive(ctx context.Context, name string, version int) (*ent.HarnessVersion, error) {
	h, v, err := s.writable(ctx, name)
	if err != nil {
		return nil, err
	}
	ver, err := s.version(ctx, h, version)
	if err != nil {
		return nil, err
	}
	if ver.Archived {
		return s.withTags(ctx, ver)
	}
	if ver, err = ver.Update().SetArchived(true).Save(ctx); err != nil {
		return nil, fmt.Errorf("archive harness version: %w", err)
	}
	s.log.InfoContext(ctx, "harness version archived", "tenant", v.Tenant, "harness", h.Name, "version", version)
	s.record(ctx, audit.Event{TenantID: h.TenantID, Action: audit.ActionHarnessArchive, TargetType: audit.TargetHarness, Target: h.Name,
		Details: map[string]string{"version": strconv.Itoa(version)}})
	return s.withTags(ctx, ver)
}

// withTags reads ver again with its tags.
func (s *Service) withTags(ctx context.Context, ver *ent.HarnessVersion) (*ent.HarnessVersion, error) {
	out, err := s.cfg.DB.HarnessVersion.Query().Where(harnessversion.ID(ver.ID)).WithTags().Only(ctx)
	if err != nil {
		return nil, fmt.Errorf("read harness version %d back: %w", ver.Version, err)
	}
	return out, nil
}

// Tags returns the tags naming ver, sorted.
func (s *Service) Tags(ctx context.Context, ver *ent.HarnessVersion) ([]string, error) {
	if loaded, err := ver.Edges.TagsOrErr(); err == nil {
		tags := make([]string, len(loaded))
		for i, t := range loaded {
			tags[i] = t.Tag
		}
		sort.Strings(tags)
		return tags, nil
	}
	tags, err := ver.QueryTags().Select(harnesstag.FieldTag).Strings(ctx)
	if err != nil {
		return nil, fmt.Errorf("harness tags: %w", err)
	}
	sort.Strings(tags)
	return tags, nil
}

// EvalSettings are a tenant's evaluation settings. A nil field is left as
// it is; "" clears it.
type EvalSettings struct {
	DefaultModel *string `json:"defaultModel,omitempty"`
	JudgeModel   *string `json:"judgeModel,omitempty"`
}

// SetEvalSettings sets the viewer's tenant's default and judge models. It
// needs the ADMIN role and is audited.
func (s *Service) SetEvalSettings(ctx context.Context, in EvalSettings) (*ent.Tenant, error) {
	v, err := tenancy.ViewerFrom(ctx)
	if err != nil {
		return nil, err
	}
	if !v.Role.AtLeast(tenancy.RoleAdmin) {
		return nil, errcode.New(errcode.Forbidden, "setting the tenant's eval settings needs the ADMIN role")
	}
	upd := s.cfg.DB.Tenant.UpdateOneID(v.TenantID)
	details := map[string]string{}
	for _, f := range []struct {
		field string
		val   *string
		set   func(string) *ent.TenantUpdateOne
	}{{"defaultModel", in.DefaultModel, upd.SetDefaultModel}, {"judgeModel", in.JudgeModel, upd.SetJudgeModel}} {
		if f.val == nil {
			continue
		}
		if *f.val != "" {
			if msg := harness.ModelMessage(*f.val); msg != "" {
				return nil, refused(f.field, "%s", msg)
			}
		}
		f.set(*f.val)
		details[f.field] = *f.val
	}
	t, err := upd.Save(ctx)
	if err != nil {
		return nil, fmt.Errorf("set eval settings: %w", err)
	}
	s.record(ctx, audit.Event{Action: audit.ActionTenantEvalSettings, TargetType: audit.TargetTenant, Target: v.Tenant, Details: details})
	return t, nil
}

func (s *Service) record(ctx context.Context, e audit.Event) {
	if s.cfg.Audit != nil {
		s.cfg.Audit.Record(ctx, e)
	}
}
