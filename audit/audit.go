// Package audit keeps the audit trail: who did what, when, to which target,
// for every mutation that changes tenant policy, runtimes, secrets (names
// only), tokens, run cancels and webhook secrets. Services record an Event
// after their change commits; the actor comes from the request's viewer.
// List serves the trail newest first: an ADMIN its own tenant's, an
// OPERATOR everyone's; a MEMBER none.
package audit

import (
	"context"
	"fmt"
	"log/slog"
	"time"

	"entgo.io/contrib/entgql"

	"github.com/everdict/everdict/clock"
	"github.com/everdict/everdict/ent"
	"github.com/everdict/everdict/ent/auditevent"
	"github.com/everdict/everdict/errcode"
	"github.com/everdict/everdict/tenancy"
)

// The audited actions.
const (
	ActionTenantPolicy          = "tenant.policy"
	ActionRuntimeRegister       = "runtime.register" // the first version of a runtime
	ActionRuntimeVersion        = "runtime.version"  // a later version
	ActionRuntimeTags           = "runtime.tags"
	ActionRuntimeArchive        = "runtime.archive"
	ActionRuntimeUnarchive      = "runtime.unarchive"
	ActionSecretSet             = "secret.set"
	ActionSecretDelete          = "secret.delete" // recorded by a secret delete, once there is one
	ActionTokenCreate           = "token.create"
	ActionTokenRevoke           = "token.revoke"
	ActionRunCancel             = "run.cancel"
	ActionWebhookSecretRotate   = "webhook.secret.rotate"
	ActionHarnessRegister       = "harness.register" // the first version of a harness
	ActionHarnessVersion        = "harness.version"  // a later version
	ActionHarnessTags           = "harness.tags"
	ActionHarnessArchive        = "harness.archive"
	ActionTenantEvalSettings    = "tenant.eval_settings"
	ActionModelProviderRegister = "model_provider.register"
	ActionModelProviderUpdate   = "model_provider.update"
	ActionModelProviderDelete   = "model_provider.delete"
	ActionRunRegrade            = "run.regrade"
	ActionScorecardRegrade      = "scorecard.regrade"
	ActionRuntimeAutoscale      = "runtime.autoscale" // an elastic runtime's live slots changed
)

// The target types.
const (
	TargetTenant        = "tenant"
	TargetRuntime       = "runtime"
	TargetSecret        = "secret"
	TargetToken         = "token"
	TargetRun           = "run"
	TargetHarness       = "harness"
	TargetModelProvider = "model_provider"
	TargetScorecard     = "scorecard"
)

// SystemActor is the actor of a change made with no viewer (the CLI, the
// platform itself).
const SystemActor = "system"

// MaxDetails bounds the details of one event, and MaxDetailBytes each key and
// value: the trail is not a place for payloads.
const (
	MaxDetails     = 16
	MaxDetailBytes = 256
)

// Event is one audited change. Details hold names and settings, never a
// secret value.
type Event struct {
	// TenantID is the tenant the change belongs to; 0 means the viewer's.
	// An OPERATOR changing another tenant's policy records it in that
	// tenant, so its ADMIN sees it.
	TenantID   int
	Action     string
	TargetType string
	Target     string
	Details    map[string]string
}

// Config configures a Recorder. DB is required.
type Config struct {
	DB *ent.Client
	// Clock stamps events; nil means the wall clock.
	Clock clock.Clock
	// Logger: nil discards.
	Logger *slog.Logger
}

// Recorder writes and serves the audit trail. Safe for concurrent use.
type Recorder struct {
	db    *ent.Client
	clock clock.Clock
	log   *slog.Logger
}

// New returns a Recorder over cfg.
func New(cfg Config) *Recorder {
	r := &Recorder{db: cfg.DB, clock: cfg.Clock, log: cfg.Logger}
	if r.clock == nil {
		r.clock = clock.System{}
	}
	if r.log == nil {
		r.log = slog.New(slog.DiscardHandler)
	}
	return r
}

// Record writes e, with the viewer in ctx as its actor (SystemActor when
// there is none). The change it records has already committed, so a failed
// write is logged at error level and not returned: the caller's change
// stands either way.
func (r *Recorder) Record(ctx context.Context, e Event) {
	subject, role := SystemActor, ""
	if v, err := tenancy.ViewerFrom(ctx); err == nil {
		subject, role = v.Subject, string(v.Role)
		if e.TenantID == 0 {
			e.TenantID = v.TenantID
		}
	}
	log := r.log.With("action", e.Action, "target_type", e.TargetType, "target", e.Target, "actor", subject)
	if e.TenantID == 0 {
		log.ErrorContext(ctx, "audit event without a tenant: not recorded")
		return
	}
	err := r.db.AuditEvent.Create().SetTenantID(e.TenantID).SetActorSubject(subject).SetActorRole(role).
		SetAction(e.Action).SetTargetType(e.TargetType).SetTarget(e.Target).SetDetails(bounded(e.Details)).
		SetCreatedAt(r.clock.Now()).Exec(tenancy.System(ctx))
	if err != nil {
		log.ErrorContext(ctx, "audit event not recorded", "err", err)
	}
}

// bounded keeps at most MaxDetails details, each key and value cut to
// MaxDetailBytes.
func bounded(d map[string]string) map[string]string {
	out := make(map[string]string, min(len(d), MaxDetails))
	for k, v := range d {
		if len(out) == MaxDetails {
			break
		}
		out[cut(k)] = cut(v)
	}
	return out
}

func cut(s string) string {
	if len(s) <= MaxDetailBytes {
		return s
	}
	return s[:MaxDetailBytes]
}

// Filter narrows List; zero fields match everything.
type Filter struct {
	Action       string     `json:"action"`
	ActorSubject string     `json:"actorSubject"`
	Since        *time.Time `json:"since"`
}

// MaxPage bounds one page of List; PageDefault is a page when first is nil.
const (
	MaxPage     = 100
	PageDefault = 20
)

// List pages the audit trail, newest first: the viewer's tenant for an
// ADMIN, every tenant for an OPERATOR. A MEMBER is FORBIDDEN.
func (r *Recorder) List(ctx context.Context, after *entgql.Cursor[int], first *int, f Filter) (*ent.AuditEventConnection, error) {
	v, err := tenancy.ViewerFrom(ctx)
	if err != nil {
		return nil, err
	}
	if !v.Role.AtLeast(tenancy.RoleAdmin) {
		return nil, errcode.New(errcode.Forbidden, "the audit trail needs the ADMIN role")
	}
	n := PageDefault
	if first != nil {
		n = *first
	}
	if n < 0 || n > MaxPage {
		return nil, errcode.New(errcode.BadUserInput, "first must be between 0 and %d", MaxPage)
	}
	if v.Role == tenancy.RoleOperator {
		ctx = tenancy.System(ctx) // every tenant's
	}
	q := r.db.AuditEvent.Query()
	if f.Action != "" {
		q.Where(auditevent.Action(f.Action))
	}
	if f.ActorSubject != "" {
		q.Where(auditevent.ActorSubject(f.ActorSubject))
	}
	if f.Since != nil {
		q.Where(auditevent.CreatedAtGTE(*f.Since))
	}
	conn, err := q.Paginate(ctx, after, &n, nil, nil, ent.WithAuditEventOrder(&ent.AuditEventOrder{
		Direction: entgql.OrderDirectionDesc, Field: ent.AuditEventOrderFieldCreatedAt,
	}))
	if err != nil {
		return nil, fmt.Errorf("audit events: %w", err)
	}
	return conn, nil
}

// TenantOf is the slug of the tenant event e belongs to, for a viewer who
// may read e: an OPERATOR, or an ADMIN of that tenant.
func (r *Recorder) TenantOf(ctx context.Context, e *ent.AuditEvent) (string, error) {
	v, err := tenancy.ViewerFrom(ctx)
	if err != nil {
		return "", err
	}
	if v.TenantID == e.TenantID && v.Role.AtLeast(tenancy.RoleAdmin) {
		return v.Tenant, nil
	}
	if v.Role != tenancy.RoleOperator {
		return "", errcode.New(errcode.Forbidden, "the audit trail needs the ADMIN role")
	}
	t, err := r.db.Tenant.Get(tenancy.System(ctx), e.TenantID)
	if err != nil {
		return "", fmt.Errorf("audit event tenant: %w", err)
	}
	return t.Slug, nil
}
