// Package registry is the runtime registry service: tenants register
// immutable, numbered versions of their runtimes, tag and archive them,
// resolve references ("name", "name@3", "name@stable"), validate specs as a
// dry run, and probe a runtime without a job.
//
// Every method acts for the tenancy.Viewer in its context. Reads see the
// viewer's runtimes and shared ones (the viewer's own runtime of a name wins
// over a shared one); writes need an ADMIN, and an OPERATOR for shared
// runtimes and for LOCAL ones, which run on the control plane's own host: an
// OPERATOR registers those shared, or grants one to a tenant by registering
// it there (ActAs).
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
	"time"

	"github.com/everdict/everdict/audit"
	"github.com/everdict/everdict/ent"
	"github.com/everdict/everdict/ent/registeredruntime"
	"github.com/everdict/everdict/ent/runtimetag"
	"github.com/everdict/everdict/ent/runtimeversion"
	"github.com/everdict/everdict/ent/secret"
	enttenant "github.com/everdict/everdict/ent/tenant"
	"github.com/everdict/everdict/errcode"
	"github.com/everdict/everdict/netguard"
	"github.com/everdict/everdict/runtime"
	"github.com/everdict/everdict/tenancy"
)

// Defaults of Config.
const (
	// ProbeTimeoutDefault bounds one probeRuntime call.
	ProbeTimeoutDefault = 10 * time.Second
	// registerAttempts bounds the retries of a register that lost a race for
	// a version number.
	registerAttempts = 8
)

// ProberFunc builds the Probeable for a resolved runtime version.
type ProberFunc func(ctx context.Context, r Resolved) (runtime.Probeable, error)

// Config configures a Registry. DB is required; other zero values are
// documented per field.
type Config struct {
	DB *ent.Client
	// HostCapabilities returns what this host offers LOCAL runtimes (the
	// probes of runtime.DetectCapabilities, cached by the caller). nil means
	// none.
	HostCapabilities func(context.Context) []string
	// Probers build a Probeable per kind. A kind without one answers
	// probeRuntime with an unreachable result saying so; LOCAL defaults to a
	// probe of this host.
	Probers map[runtime.Kind]ProberFunc
	// Check adds problems only the wider system can see (a kubeconfig secret
	// that cannot be used); nil adds none. It must never quote a secret.
	Check func(ctx context.Context, tenantID int, spec runtime.RuntimeSpec) []runtime.Problem
	// Audit records registers, tags and archives; nil records nothing.
	Audit Auditor
	// ProbeTimeout bounds one probe; zero means ProbeTimeoutDefault.
	ProbeTimeout time.Duration
	// Logger receives registry logs; nil discards.
	Logger *slog.Logger
}

// Auditor records audited changes (audit.Recorder).
type Auditor interface {
	Record(ctx context.Context, e audit.Event)
}

// Registry is the runtime registry service. Safe for concurrent use.
type Registry struct {
	db      *ent.Client
	audit   Auditor
	check   func(ctx context.Context, tenantID int, spec runtime.RuntimeSpec) []runtime.Problem
	host    func(context.Context) []string
	probers map[runtime.Kind]ProberFunc
	timeout time.Duration
	log     *slog.Logger
}

// New returns a Registry over cfg.
func New(cfg Config) *Registry {
	r := &Registry{
		db:      cfg.DB,
		audit:   cfg.Audit,
		check:   cfg.Check,
		host:    cfg.HostCapabilities,
		probers: map[runtime.Kind]ProberFunc{},
		timeout: cfg.ProbeTimeout,
		log:     cfg.Logger,
	}
	if r.host == nil {
		r.host = func(context.Context) []string { return nil }
	}
	if r.timeout <= 0 {
		r.timeout = ProbeTimeoutDefault
	}
	if r.log == nil {
		r.log = slog.New(slog.DiscardHandler)
	}
	r.probers[runtime.KindLocal] = r.probeHost
	for k, f := range cfg.Probers {
		r.probers[k] = f
	}
	return r
}

// Resolved is a runtime reference resolved to one version.
type Resolved struct {
	Runtime *ent.RegisteredRuntime
	Version *ent.RuntimeVersion
	Spec    runtime.RuntimeSpec
}

// Validation is the answer of a dry-run register.
type Validation struct {
	Valid        bool              `json:"valid"`
	Problems     []runtime.Problem `json:"problems"`
	Capabilities []string          `json:"capabilities"`
}

// Validate checks spec as Register would, without writing: every problem at
// once, and the capabilities the runtime would be labelled with. Like
// Register, it needs the ADMIN role: it reads the tenant's secrets and may
// reach the addresses spec names.
func (r *Registry) Validate(ctx context.Context, spec runtime.RuntimeSpec) (Validation, error) {
	v, err := tenancy.ViewerFrom(ctx)
	if err != nil {
		return Validation{}, err
	}
	if !v.Role.AtLeast(tenancy.RoleAdmin) {
		return Validation{}, errcode.New(errcode.Forbidden, "validating a runtime needs the ADMIN role")
	}
	problems, err := r.problems(ctx, v, spec)
	if err != nil {
		return Validation{}, err
	}
	return Validation{
		Valid:        len(problems) == 0,
		Problems:     problems,
		Capabilities: r.capabilities(ctx, spec),
	}, nil
}

// problems is every reason Register would refuse spec for viewer v: the spec's
// own validation, the host's (LOCAL), the trust rule and missing secrets.
func (r *Registry) problems(ctx context.Context, v tenancy.Viewer, spec runtime.RuntimeSpec) ([]runtime.Problem, error) {
	problems := runtime.Validate(spec)
	if spec.Kind == runtime.KindLocal {
		if v.Role != tenancy.RoleOperator {
			problems = append(problems, runtime.Problem{Field: "kind", Message: localOperatorOnly})
		}
		problems = append(problems, runtime.ValidateOnHost(spec, r.host(ctx))...)
	}
	t, err := r.db.Tenant.Get(ctx, v.TenantID)
	if err != nil {
		return nil, fmt.Errorf("load tenant: %w", err)
	}
	problems = append(problems, runtime.ValidateReach(spec, netguard.For(t.Trusted))...)
	// A front door runs nothing on this platform's hosts: the agent is the
	// tenant's own, elsewhere, so there is nothing to harden here.
	if !t.Trusted && spec.Kind.Valid() && spec.Kind != runtime.KindHTTP && !spec.Hardened() {
		problems = append(problems, runtime.Problem{Field: hardeningField(spec.Kind), Message: fmt.Sprintf(
			"tenant %s is not trusted, so it may register only hardened runtimes: %s", t.Slug, hardeningHint(spec.Kind))})
	}
	refs := secretRefs(spec)
	if len(refs) > 0 {
		names := make([]string, 0, len(refs))
		for _, ref := range refs {
			names = append(names, ref.name)
		}
		have, err := r.db.Secret.Query().Where(secret.TenantID(v.TenantID), secret.NameIn(names...)).
			Select(secret.FieldName).Strings(ctx)
		if err != nil {
			return nil, fmt.Errorf("look up secrets: %w", err)
		}
		missing := false
		for _, ref := range refs {
			if !slices.Contains(have, ref.name) {
				// The name is not echoed: a value pasted where a name belongs
				// must not come back in a response.
				problems = append(problems, runtime.Problem{Field: ref.field,
					Message: "this tenant has no secret by that name: create it with setSecret first"})
				missing = true
			}
		}
		if !missing && len(problems) == 0 && r.check != nil {
			problems = append(problems, r.check(ctx, v.TenantID, spec)...)
		}
	}
	return problems, nil
}

func hardeningField(k runtime.Kind) string {
	switch k {
	case runtime.KindNomad:
		return "nomad.driver"
	case runtime.KindK8s:
		return "k8s.runtimeClass"
	}
	return "local.hardened"
}

func hardeningHint(k runtime.Kind) string {
	switch k {
	case runtime.KindNomad:
		return "use the docker driver with nomad.dockerRuntime set to an isolating OCI runtime such as runsc (gVisor) or kata-runtime"
	case runtime.KindK8s:
		return "set a sandboxing runtimeClass such as gvisor or kata"
	}
	return "set local.hardened to true"
}

type secretRef struct{ field, name string }

func secretRefs(spec runtime.RuntimeSpec) []secretRef {
	var refs []secretRef
	if spec.Kind == runtime.KindNomad && spec.Nomad != nil && spec.Nomad.AuthSecret != "" {
		refs = append(refs, secretRef{"nomad.authSecret", spec.Nomad.AuthSecret})
	}
	if spec.Kind == runtime.KindK8s && spec.K8s != nil && spec.K8s.KubeconfigSecret != "" {
		refs = append(refs, secretRef{"k8s.kubeconfigSecret", spec.K8s.KubeconfigSecret})
	}
	if spec.Kind == runtime.KindHTTP && spec.HTTP != nil && spec.HTTP.AuthSecret != "" {
		refs = append(refs, secretRef{"http.authSecret", spec.HTTP.AuthSecret})
	}
	return refs
}

func (r *Registry) capabilities(ctx context.Context, spec runtime.RuntimeSpec) []string {
	var host []string
	if spec.Kind == runtime.KindLocal {
		host = r.host(ctx)
	}
	caps := runtime.DefaultRuntimeCapabilities(spec, host)
	if caps == nil {
		caps = []string{}
	}
	return caps
}

// Register makes the next version (1, 2, …) of the viewer's runtime
// spec.Name. Concurrent registers of one name get distinct, consecutive
// versions. The kind of a runtime is fixed by its first version.
func (r *Registry) Register(ctx context.Context, spec runtime.RuntimeSpec) (*ent.RuntimeVersion, error) {
	v, err := tenancy.ViewerFrom(ctx)
	if err != nil {
		return nil, err
	}
	if !v.Role.AtLeast(tenancy.RoleAdmin) {
		return nil, errcode.New(errcode.Forbidden, "registering a runtime needs the ADMIN role")
	}
	if spec.Shared && v.Role != tenancy.RoleOperator {
		return nil, errcode.New(errcode.Forbidden, "only an OPERATOR may register a shared runtime")
	}
	if spec.Kind == runtime.KindLocal && v.Role != tenancy.RoleOperator {
		return nil, errcode.New(errcode.Forbidden, "%s", localOperatorOnly).With("field", "kind")
	}
	problems, err := r.problems(ctx, v, spec)
	if err != nil {
		return nil, err
	}
	spec = spec.Normalized()
	if len(problems) > 0 {
		return nil, errcode.New(errcode.BadUserInput, "the runtime spec has %d problem(s): %s", len(problems), problems[0].Field+": "+problems[0].Message).
			With("problems", problems)
	}
	caps := r.capabilities(ctx, spec)
	for attempt := 1; ; attempt++ {
		ver, err := r.register(ctx, v, spec, caps)
		if err == nil {
			r.log.InfoContext(ctx, "runtime registered", "tenant", v.Tenant, "runtime", spec.Name, "version", ver.Version)
			action := audit.ActionRuntimeVersion
			if ver.Version == 1 {
				action = audit.ActionRuntimeRegister
			}
			r.record(ctx, audit.Event{Action: action, TargetType: audit.TargetRuntime, Target: spec.Name,
				Details: map[string]string{"version": strconv.Itoa(ver.Version), "kind": string(spec.Kind), "shared": strconv.FormatBool(spec.Shared)}})
			return r.withTags(ctx, ver)
		}
		if !ent.IsConstraintError(err) || attempt == registerAttempts {
			return nil, err
		}
	}
}

func (r *Registry) register(ctx context.Context, v tenancy.Viewer, spec runtime.RuntimeSpec, caps []string) (*ent.RuntimeVersion, error) {
	tx, err := r.db.Tx(ctx)
	if err != nil {
		return nil, fmt.Errorf("register runtime: %w", err)
	}
	ver, err := func() (*ent.RuntimeVersion, error) {
		rt, err := tx.RegisteredRuntime.Query().
			Where(registeredruntime.TenantID(v.TenantID), registeredruntime.Name(spec.Name)).Only(ctx)
		switch {
		case ent.IsNotFound(err):
			rt, err = tx.RegisteredRuntime.Create().SetTenantID(v.TenantID).SetName(spec.Name).
				SetKind(spec.Kind).SetShared(spec.Shared).Save(ctx)
			if err != nil {
				return nil, err
			}
		case err != nil:
			return nil, err
		case rt.Kind != spec.Kind:
			return nil, errcode.New(errcode.Conflict, "runtime %s is %s; a version cannot change its kind to %s (register a new name)", rt.Name, rt.Kind, spec.Kind)
		case rt.Shared && v.Role != tenancy.RoleOperator:
			return nil, errcode.New(errcode.Forbidden, "runtime %s is shared: only an OPERATOR may change it", rt.Name)
		case rt.Shared != spec.Shared:
			if rt, err = rt.Update().SetShared(spec.Shared).Save(ctx); err != nil {
				return nil, err
			}
		}
		next := 1
		newest, err := tx.RuntimeVersion.Query().Where(runtimeversion.RuntimeID(rt.ID)).
			Order(ent.Desc(runtimeversion.FieldVersion)).First(ctx)
		switch {
		case err == nil:
			next = newest.Version + 1
		case !ent.IsNotFound(err):
			return nil, err
		}
		return tx.RuntimeVersion.Create().SetRuntimeID(rt.ID).SetVersion(next).
			SetSpec(spec).SetCapabilities(caps).SetCreatedBy(v.Subject).Save(ctx)
	}()
	if err != nil {
		_ = tx.Rollback()
		return nil, wrapRegister(err)
	}
	if err := tx.Commit(); err != nil {
		return nil, wrapRegister(err)
	}
	return ver.Unwrap(), nil // detach from the committed transaction
}

func wrapRegister(err error) error {
	var c errcode.Coder
	if errors.As(err, &c) || ent.IsConstraintError(err) {
		return err
	}
	return fmt.Errorf("register runtime: %w", err)
}

// Get returns the runtime name refers to for the viewer: its own runtime of
// that name, else a shared one. Another tenant's private runtime is NOT_FOUND.
func (r *Registry) Get(ctx context.Context, name string) (*ent.RegisteredRuntime, error) {
	v, err := tenancy.ViewerFrom(ctx)
	if err != nil {
		return nil, err
	}
	rts, err := r.db.RegisteredRuntime.Query().Where(registeredruntime.Name(name)).
		Order(ent.Asc(registeredruntime.FieldID)).All(ctx)
	if err != nil {
		return nil, fmt.Errorf("get runtime: %w", err)
	}
	for _, rt := range rts {
		if rt.TenantID == v.TenantID {
			return rt, nil
		}
	}
	for _, rt := range rts {
		if rt.Shared {
			return rt, nil
		}
	}
	return nil, errcode.New(errcode.NotFound, "no runtime named %q", name)
}

// Latest returns the newest unarchived version of rt, or nil when every
// version is archived.
func (r *Registry) Latest(ctx context.Context, rt *ent.RegisteredRuntime) (*ent.RuntimeVersion, error) {
	ver, err := r.db.RuntimeVersion.Query().
		Where(runtimeversion.RuntimeID(rt.ID), runtimeversion.Archived(false)).
		Order(ent.Desc(runtimeversion.FieldVersion)).First(ctx)
	if ent.IsNotFound(err) {
		return nil, nil
	}
	if err != nil {
		return nil, fmt.Errorf("latest version of %s: %w", rt.Name, err)
	}
	return ver, nil
}

// Resolve resolves a reference — "name" (latest), "name@3", "name@stable" —
// to one version the viewer may run on. An archived version is refused
// (CONFLICT): no new runs land on a tombstone.
func (r *Registry) Resolve(ctx context.Context, ref string) (Resolved, error) {
	parsed, err := runtime.ParseRef(ref)
	if err != nil {
		return Resolved{}, errcode.Wrap(errcode.BadUserInput, err, err.Error())
	}
	rt, err := r.Get(ctx, parsed.Name)
	if err != nil {
		return Resolved{}, err
	}
	var ver *ent.RuntimeVersion
	switch {
	case parsed.Version > 0:
		ver, err = r.version(ctx, rt, parsed.Version)
	case parsed.Tag != "":
		ver, err = rt.QueryTags().Where(runtimetag.Tag(parsed.Tag)).QueryVersion().Only(ctx)
		if ent.IsNotFound(err) {
			err = errcode.New(errcode.NotFound, "runtime %s has no tag %q", rt.Name, parsed.Tag)
		}
	default:
		ver, err = r.Latest(ctx, rt)
		if err == nil && ver == nil {
			err = errcode.New(errcode.Conflict, "every version of runtime %s is archived", rt.Name)
		}
	}
	if err != nil {
		return Resolved{}, err
	}
	if ver.Archived {
		return Resolved{}, errcode.New(errcode.Conflict, "version %d of runtime %s is archived: it takes no new runs", ver.Version, rt.Name)
	}
	return Resolved{Runtime: rt, Version: ver, Spec: ver.Spec}, nil
}

func (r *Registry) version(ctx context.Context, rt *ent.RegisteredRuntime, n int) (*ent.RuntimeVersion, error) {
	ver, err := r.db.RuntimeVersion.Query().
		Where(runtimeversion.RuntimeID(rt.ID), runtimeversion.Version(n)).Only(ctx)
	if ent.IsNotFound(err) {
		return nil, errcode.New(errcode.NotFound, "runtime %s has no version %d", rt.Name, n)
	}
	if err != nil {
		return nil, fmt.Errorf("version %d of %s: %w", n, rt.Name, err)
	}
	return ver, nil
}

// writable returns the runtime name refers to if the viewer may change it:
// an ADMIN for its own runtime, an OPERATOR for a shared one.
func (r *Registry) writable(ctx context.Context, name string) (*ent.RegisteredRuntime, tenancy.Viewer, error) {
	v, err := tenancy.ViewerFrom(ctx)
	if err != nil {
		return nil, v, err
	}
	if !v.Role.AtLeast(tenancy.RoleAdmin) {
		return nil, v, errcode.New(errcode.Forbidden, "changing a runtime needs the ADMIN role")
	}
	rt, err := r.Get(ctx, name)
	if err != nil {
		return nil, v, err
	}
	if rt.Shared && v.Role != tenancy.RoleOperator {
		return nil, v, errcode.New(errcode.Forbidden, "runtime %s is shared: only an OPERATOR may change it", rt.Name)
	}
	if rt.Kind == runtime.KindLocal && v.Role != tenancy.RoleOperator {
		return nil, v, errcode.New(errcode.Forbidden, "runtime %s is LOCAL, on the control plane's own host: only an OPERATOR may change it", rt.Name)
	}
	return rt, v, nil
}

// localOperatorOnly is why a LOCAL runtime is refused to anyone but an
// OPERATOR.
const localOperatorOnly = "a LOCAL runtime runs on the control plane's own host, which is platform capacity: only an OPERATOR may register or change one " +
	"(shared, or granted to a tenant); bring your own machines through self-hosted runners"

// ActAs returns ctx acting in tenant (a slug) for its OPERATOR viewer, so
// that Register, SetTags and Archive write that tenant's runtime: how an
// OPERATOR grants a LOCAL runtime to one tenant alone. The viewer keeps its
// subject and role. tenant "" returns ctx as it is; anyone but an OPERATOR
// is FORBIDDEN and an unknown tenant NOT_FOUND.
func (r *Registry) ActAs(ctx context.Context, tenant string) (context.Context, error) {
	if tenant == "" {
		return ctx, nil
	}
	v, err := tenancy.ViewerFrom(ctx)
	if err != nil {
		return nil, err
	}
	if v.Role != tenancy.RoleOperator {
		return nil, errcode.New(errcode.Forbidden, "only an OPERATOR may act on another tenant's runtimes")
	}
	t, err := r.db.Tenant.Query().Where(enttenant.Slug(tenant)).Only(tenancy.System(ctx))
	if ent.IsNotFound(err) {
		return nil, errcode.New(errcode.NotFound, "no tenant %q", tenant)
	}
	if err != nil {
		return nil, fmt.Errorf("act as tenant: %w", err)
	}
	v.TenantID, v.Tenant = t.ID, t.Slug
	return tenancy.NewContext(ctx, v), nil
}

// SetTags makes tags name exactly version of runtime name: each tag moves
// here from wherever it pointed, and tags this version had that are not
// listed are removed. An archived version cannot be tagged.
func (r *Registry) SetTags(ctx context.Context, name string, version int, tags []string) (*ent.RuntimeVersion, error) {
	rt, v, err := r.writable(ctx, name)
	if err != nil {
		return nil, err
	}
	tags = slices.Clone(tags)
	sort.Strings(tags)
	tags = slices.Compact(tags)
	for _, tag := range tags {
		if err := runtime.ValidateTag(tag); err != nil {
			return nil, errcode.Wrap(errcode.BadUserInput, err, err.Error())
		}
	}
	ver, err := r.version(ctx, rt, version)
	if err != nil {
		return nil, err
	}
	if ver.Archived {
		return nil, errcode.New(errcode.Conflict, "version %d of runtime %s is archived: it cannot be tagged", version, rt.Name)
	}
	tx, err := r.db.Tx(ctx)
	if err != nil {
		return nil, fmt.Errorf("set tags: %w", err)
	}
	err = func() error {
		if _, err := tx.RuntimeTag.Delete().Where(runtimetag.RuntimeID(rt.ID), runtimetag.Or(
			runtimetag.TagIn(tags...),
			runtimetag.VersionID(ver.ID),
		)).Exec(ctx); err != nil {
			return err
		}
		for _, tag := range tags {
			if err := tx.RuntimeTag.Create().SetRuntimeID(rt.ID).SetTag(tag).SetVersionID(ver.ID).Exec(ctx); err != nil {
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
		return nil, fmt.Errorf("set tags: %w", err)
	}
	if err := tx.Commit(); err != nil {
		return nil, fmt.Errorf("set tags: %w", err)
	}
	r.log.InfoContext(ctx, "runtime tags set", "tenant", v.Tenant, "runtime", rt.Name, "version", version, "tags", tags)
	r.record(ctx, audit.Event{TenantID: rt.TenantID, Action: audit.ActionRuntimeTags, TargetType: audit.TargetRuntime, Target: rt.Name,
		Details: map[string]string{"version": strconv.Itoa(version), "tags": strings.Join(tags, ",")}})
	return r.withTags(ctx, ver)
}

// Archive tombstones a version: it keeps its history and tags but takes no
// new runs. Archiving an archived version is a no-op.
func (r *Registry) Archive(ctx context.Context, name string, version int) (*ent.RuntimeVersion, error) {
	rt, v, err := r.writable(ctx, name)
	if err != nil {
		return nil, err
	}
	ver, err := r.version(ctx, rt, version)
	if err != nil {
		return nil, err
	}
	if ver.Archived {
		return ver, nil
	}
	ver, err = ver.Update().SetArchived(true).Save(ctx)
	if err != nil {
		return nil, fmt.Errorf("archive: %w", err)
	}
	r.log.InfoContext(ctx, "runtime version archived", "tenant", v.Tenant, "runtime", rt.Name, "version", version)
	r.record(ctx, audit.Event{TenantID: rt.TenantID, Action: audit.ActionRuntimeArchive, TargetType: audit.TargetRuntime, Target: rt.Name,
		Details: map[string]string{"version": strconv.Itoa(version)}})
	return r.withTags(ctx, ver)
}

// Unarchive undoes Archive: the version takes new runs again, and is the
// runtime's latest again when it is the newest unarchived one. The same
// roles as Archive; audited. Unarchiving a live version changes nothing.
func (r *Registry) Unarchive(ctx context.Context, name string, version int) (*ent.RuntimeVersion, error) {
	rt, v, err := r.writable(ctx, name)
	if err != nil {
		return nil, err
	}
	ver, err := r.version(ctx, rt, version)
	if err != nil {
		return nil, err
	}
	if !ver.Archived {
		return r.withTags(ctx, ver)
	}
	ver, err = ver.Update().SetArchived(false).Save(ctx)
	if err != nil {
		return nil, fmt.Errorf("unarchive: %w", err)
	}
	r.log.InfoContext(ctx, "runtime version unarchived", "tenant", v.Tenant, "runtime", rt.Name, "version", version)
	r.record(ctx, audit.Event{TenantID: rt.TenantID, Action: audit.ActionRuntimeUnarchive, TargetType: audit.TargetRuntime, Target: rt.Name,
		Details: map[string]string{"version": strconv.Itoa(version)}})
	return r.withTags(ctx, ver)
}

// withTags reads ver again with its tags, as ctx's viewer (ActAs's tenant
// for an OPERATOR granting a runtime) sees them, so that Tags answers for
// the version a write returns without reading as the request's own tenant.
func (r *Registry) withTags(ctx context.Context, ver *ent.RuntimeVersion) (*ent.RuntimeVersion, error) {
	out, err := r.db.RuntimeVersion.Query().Where(runtimeversion.ID(ver.ID)).WithTags().Only(ctx)
	if err != nil {
		return nil, fmt.Errorf("read version %d back: %w", ver.Version, err)
	}
	return out, nil
}

// record records e when the registry has an Auditor.
func (r *Registry) record(ctx context.Context, e audit.Event) {
	if r.audit != nil {
		r.audit.Record(ctx, e)
	}
}

// Tags returns the tags naming ver, sorted: those loaded with it when they
// were (see withTags), else read now.
func (r *Registry) Tags(ctx context.Context, ver *ent.RuntimeVersion) ([]string, error) {
	if loaded, err := ver.Edges.TagsOrErr(); err == nil {
		tags := make([]string, len(loaded))
		for i, t := range loaded {
			tags[i] = t.Tag
		}
		sort.Strings(tags)
		return tags, nil
	}
	tags, err := ver.QueryTags().Select(runtimetag.FieldTag).Strings(ctx)
	if err != nil {
		return nil, fmt.Errorf("tags: %w", err)
	}
	sort.Strings(tags)
	return tags, nil
}

// Probe asks the runtime ref resolves to (within runtime name) whether it is
// reachable and its credentials accepted, without running a job. ref is ""
// (latest), a version number or a tag. It needs the ADMIN role, as Register
// does: a probe connects to the address the spec names, on the tenant's
// behalf.
//
// A remote runtime's answer is shown only when it accepted the credentials
// (the backend's own summary then). Otherwise the message is a fixed
// sentence and the cluster's words — an error body from whatever listens at
// that address — go to the server log only: a probe is no way to read an
// internal service's responses.
func (r *Registry) Probe(ctx context.Context, name, ref string) (runtime.ProbeResult, error) {
	v, err := tenancy.ViewerFrom(ctx)
	if err != nil {
		return runtime.ProbeResult{}, err
	}
	if !v.Role.AtLeast(tenancy.RoleAdmin) {
		return runtime.ProbeResult{}, errcode.New(errcode.Forbidden, "probing a runtime needs the ADMIN role")
	}
	full := name
	if ref != "" {
		full = name + "@" + ref
	}
	res, err := r.Resolve(ctx, full)
	if err != nil {
		return runtime.ProbeResult{}, err
	}
	mk, ok := r.probers[res.Spec.Kind]
	if !ok {
		return runtime.ProbeResult{Message: fmt.Sprintf("this server has no %s backend to probe with", res.Spec.Kind)}, nil
	}
	ctx, cancel := context.WithTimeout(ctx, r.timeout)
	defer cancel()
	p, err := mk(ctx, res)
	if err != nil {
		return runtime.ProbeResult{Message: "could not build a backend for this runtime: " + string(errcode.Of(err))}, nil
	}
	out, err := p.Probe(ctx)
	if err != nil {
		r.log.WarnContext(ctx, "probe failed", "runtime", res.Runtime.Name, "version", res.Version.Version, "err", err)
		return runtime.ProbeResult{Message: "probe failed: " + safeMessage(err)}, nil
	}
	if res.Spec.Kind != runtime.KindLocal && !out.Authenticated {
		r.log.InfoContext(ctx, "probe not accepted", "runtime", res.Runtime.Name, "version", res.Version.Version, "message", out.Message)
		out.Message = unacceptedMessage(out)
	}
	return out, nil
}

// unacceptedMessage is what a caller sees of a remote probe that did not
// get its credentials accepted: never the remote's own words.
func unacceptedMessage(p runtime.ProbeResult) string {
	switch {
	case strings.Contains(p.Message, netguard.ErrForbidden.Error()):
		return "not contacted: the runtime's address is not one this tenant may reach"
	case p.Reachable:
		return "the runtime answered but did not accept the credentials, or they could not be checked; its answer is in the server log"
	}
	return "the runtime could not be reached; the cause is in the server log"
}

// probeHost is the LOCAL prober: the control plane's own host.
func (r *Registry) probeHost(ctx context.Context, res Resolved) (runtime.Probeable, error) {
	return hostProbe{caps: r.host(ctx), hardened: res.Spec.Hardened()}, nil
}

type hostProbe struct {
	caps     []string
	hardened bool
}

func (h hostProbe) Probe(context.Context) (runtime.ProbeResult, error) {
	sandbox := slices.Contains(h.caps, runtime.CapSandbox)
	msg := "local host answers"
	if h.hardened && !sandbox {
		msg = "local host answers, but it has no working sandbox for this hardened runtime"
	}
	caps := slices.Clone(h.caps)
	if caps == nil {
		caps = []string{}
	}
	return runtime.ProbeResult{Reachable: true, Authenticated: true, Hardened: sandbox, Message: msg, Capabilities: caps}, nil
}

// safeMessage is the part of a probe error a caller may see: typed errors say
// their message, anything else only that it failed.
func safeMessage(err error) string {
	var c errcode.Coder
	if errors.As(err, &c) {
		return c.Error()
	}
	return "see the server log"
}

// Usable resolves every runtime the viewer may run on — its own and the
// shared ones, its own shadowing a shared one of the same name — each at its
// newest unarchived version, by name. A runtime whose every version is
// archived is left out.
func (r *Registry) Usable(ctx context.Context) ([]Resolved, error) {
	if _, err := tenancy.ViewerFrom(ctx); err != nil {
		return nil, err
	}
	names, err := r.db.RegisteredRuntime.Query().Order(ent.Asc(registeredruntime.FieldName)).
		GroupBy(registeredruntime.FieldName).Strings(ctx)
	if err != nil {
		return nil, fmt.Errorf("usable runtimes: %w", err)
	}
	out := make([]Resolved, 0, len(names))
	for _, name := range names {
		res, err := r.Resolve(ctx, name)
		var c errcode.Coder
		if errors.As(err, &c) && c.Code() == string(errcode.Conflict) {
			continue
		}
		if err != nil {
			return nil, err
		}
		out = append(out, res)
	}
	return out, nil
}
