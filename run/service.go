package run

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"log/slog"
	"regexp"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"go.opentelemetry.io/otel/attribute"
	"go.opentelemetry.io/otel/trace"

	"github.com/everdict/everdict/audit"
	"github.com/everdict/everdict/clock"
	"github.com/everdict/everdict/domain"
	"github.com/everdict/everdict/ent"
	entrun "github.com/everdict/everdict/ent/run"
	"github.com/everdict/everdict/ent/tenant"
	"github.com/everdict/everdict/errcode"
	"github.com/everdict/everdict/evalcase"
	"github.com/everdict/everdict/events"
	"github.com/everdict/everdict/jobs"
	"github.com/everdict/everdict/placement"
	"github.com/everdict/everdict/runtime"
	"github.com/everdict/everdict/runtime/registry"
	"github.com/everdict/everdict/tenancy"
	"github.com/everdict/everdict/tracing"
)

// Topic names a run's status events; the payload is the run as it was right
// after the change, versioned (Encode, Decode): a replica reads what
// releases before and after its own publish.
func Topic(id int) string { return "run:" + strconv.Itoa(id) }

// TenantTopic names the status events of every run of a tenant; the payload
// is the run as it was right after the change, as on Topic.
func TenantTopic(tenantID int) string { return "tenant:" + strconv.Itoa(tenantID) + ":runs" }

// LogTopic names a run's log lines; the payload is a JSON backends.LogLine.
func LogTopic(id int) string { return "run:" + strconv.Itoa(id) + ":logs" }

// Publisher fans events out (events.Bus is one).
type Publisher interface {
	Publish(ctx context.Context, topic string, payload []byte) error
}

// ChangedTopic names the events of every run's status change, across
// tenants, for the platform's own loops (the scheduler's pump, queue views);
// the payload is a JSON Event. It is never served to a tenant.
const ChangedTopic = "runs"

// Event is a ChangedTopic payload: which run changed, and to what.
type Event struct {
	ID       int    `json:"id"`
	TenantID int    `json:"tenantId"`
	Status   Status `json:"status"`
	// RuntimeID is the runtime whose line the run is in; 0 when the event
	// is about several runs or a run without one (a dispatcher then reads
	// every line again).
	RuntimeID int `json:"runtimeId,omitempty"`
	// VersionID is the runtime version the run is queued for; 0 when
	// RuntimeID is.
	VersionID int `json:"versionId,omitempty"`
	// ScorecardID is the run's parent scorecard; 0 for a standalone run.
	ScorecardID int `json:"scorecardId,omitempty"`
	// HarnessVersionID is the registered harness version the run resolved
	// to; 0 for an inline harness. With VersionID it tells a listener
	// whether the run has trace coordinates without reading it.
	HarnessVersionID int `json:"harnessVersionId,omitempty"`
	// HarnessKnown says HarnessVersionID is set as above; a replica of an
	// older release publishes neither, and a listener then cannot tell an
	// inline harness from a registered one without reading the run.
	HarnessKnown bool `json:"harnessKnown,omitempty"`
	// Webhook is set on the settle of a run that asked for a webhook: its
	// delivery is in the outbox now.
	Webhook bool `json:"webhook,omitempty"`
}

// Resolver resolves a runtime reference for the viewer (registry.Registry).
type Resolver interface {
	Resolve(ctx context.Context, ref string) (registry.Resolved, error)
}

// Notifier is told of every settled run, after the settle committed (tests,
// the load generator; webhooks go through the outbox instead). It must not
// block.
type Notifier interface {
	Settled(r Run)
}

// Secrets says which HARNESS secret names neither a member (owner, a
// subject) nor its tenant has a secret of (vault.Vault).
type Secrets interface {
	MissingFor(ctx context.Context, tenantID int, owner string, names []string) ([]string, error)
}

// Auditor records audited changes (audit.Recorder).
type Auditor interface {
	Record(ctx context.Context, e audit.Event)
}

// Config configures a Service. DB and Runtimes are required.
type Config struct {
	DB *ent.Client
	// Dialect is DB's SQL dialect (entgo.io/ent/dialect: "sqlite3" or
	// "postgres"), for the few statements the service writes itself; ""
	// means SQLite.
	Dialect  string
	Runtimes Resolver
	// Usable lists the runtimes a tenant may use, for a submit to "auto";
	// nil refuses "auto".
	Usable Lister
	// Harnesses resolves harness references and models at submit; nil
	// takes inline harnesses as they are and refuses references.
	Harnesses Harnesses
	// Judges checks the judge models of JUDGE graders at submit; nil
	// refuses a case with a JUDGE grader (FAILED_PRECONDITION).
	Judges JudgeModels
	// Secrets checks at submit that the secrets a harness env names exist;
	// nil skips the check (the dispatch then fails the run).
	Secrets Secrets
	// Events receives status events; nil publishes nothing.
	Events Publisher
	// Notifier hears of settled runs; nil tells no one. Webhooks do not
	// need it: a settle queues its delivery in the outbox itself.
	Notifier Notifier
	// Audit records cancels; nil records nothing.
	Audit Auditor
	// Admission holds the global queue depth; its zero value is
	// placement's default.
	Admission placement.AdmissionConfig
	// HardenedHost reports whether this host can sandbox a LOCAL run (the
	// trust-zone check at submit); nil means it cannot.
	HardenedHost func() bool
	// Clock tells the time; nil means the wall clock.
	Clock clock.Clock
	// DepthRecount is how often, at most, a submit counts the queued runs
	// exactly (see depthBound); zero means DepthRecountDefault.
	DepthRecount time.Duration
	// Logger receives run logs; nil discards.
	Logger *slog.Logger
	// Tracer traces submits and settles, and a submit records its span's
	// context on the run; nil traces nothing (tracing.Tracer).
	Tracer trace.TracerProvider
	// Limits bound each token's submit rate and the seed bytes of a run
	// and of a tenant's queue; zero fields mean their defaults.
	Limits Limits
}

// Service is the run service: submit, cancel, start and settle. Safe for
// concurrent use.
type Service struct {
	cfg    Config
	log    *slog.Logger
	tracer trace.Tracer
	// noLegacy is set once no queued run is left without a runtime id (runs
	// queued by a release before the store kept them; every submit sets
	// one): Queued then stops reading that line.
	noLegacy atomic.Bool
	// rates holds each runtime version's price per hour, by version id,
	// as read at a settle (a version's spec never changes).
	rates sync.Map
	// depth is the replica's upper bound of the queue depth.
	depth depthBound
	// submits holds each token's submit bucket.
	submits *submitRates
	// exec is the store of runs of cfg.Dialect.
	exec executor
}

// NewService returns a Service over cfg.
func NewService(cfg Config) *Service {
	if cfg.Clock == nil {
		cfg.Clock = clock.System{}
	}
	if cfg.DepthRecount <= 0 {
		cfg.DepthRecount = DepthRecountDefault
	}
	if cfg.HardenedHost == nil {
		cfg.HardenedHost = func() bool { return false }
	}
	log := cfg.Logger
	if log == nil {
		log = slog.New(slog.DiscardHandler)
	}
	cfg.Limits = cfg.Limits.withDefaults()
	return &Service{cfg: cfg, log: log, tracer: tracing.Tracer(cfg.Tracer), submits: newSubmitRates(cfg.Limits),
		exec: newExecutor(cfg.DB, cfg.Dialect)}
}

// SubmitInput is a submission: one case × one harness × one runtime.
type SubmitInput struct {
	// Runtime is one runtime reference, several comma-separated ("a,b"),
	// or "auto" (see ParseCandidates).
	Runtime string `json:"runtime"`
	// Placement chooses among several candidate runtimes; "" is
	// placement.PolicyDefault.
	Placement  placement.Policy `json:"placement,omitempty"`
	Priority   *Priority        `json:"priority,omitempty"`
	WebhookURL *string          `json:"webhookUrl,omitempty"`
	Harness    evalcase.Harness `json:"harness"`
	// HarnessRef names a registered harness ("name", "name@3",
	// "name@tag") instead of Harness; exactly one of the two is given.
	HarnessRef string `json:"harnessRef,omitempty"`
	// Model is the run's own model, the first in precedence.
	Model string        `json:"model,omitempty"`
	Case  evalcase.Case `json:"case"`
	// Trigger names the interface the run came from ("api", "web", …); ""
	// means "api". It must match triggerPattern.
	Trigger string `json:"-"`
}

// Submit admits and records a run; the row is the queue entry, and every
// replica's scheduler hears of it on ChangedTopic. Every
// refusal — no runtime, a reference that does not resolve or names an archived
// version, a missing functional capability, the trust zone, the budget
// (PAYMENT_REQUIRED), the token's submit rate, the queue depth and the
// tenant's queued seed bytes (RATE_LIMITED), seed files over a run's limit
// (BAD_USER_INPUT), and a webhookUrl from a tenant with no webhook secret
// (FAILED_PRECONDITION) — comes before a record exists: a refused submit
// leaves no row.
func (s *Service) Submit(ctx context.Context, in SubmitInput) (_ Run, err error) {
	ctx, span := s.tracer.Start(ctx, tracing.SpanSubmit)
	defer func() { tracing.End(span, err) }()
	v, err := tenancy.ViewerFrom(ctx)
	if err != nil {
		return Run{}, err
	}
	if err := s.takeSubmit(v); err != nil {
		return Run{}, err
	}
	if strings.TrimSpace(in.Runtime) == "" {
		return Run{}, errcode.New(errcode.BadUserInput, "runtime is required: name the runtime to run on (\"name\", \"name@3\" or \"name@tag\")")
	}
	if in.Trigger == "" {
		in.Trigger = "api"
	}
	if !triggerPattern.MatchString(in.Trigger) {
		return Run{}, errcode.New(errcode.BadUserInput, "trigger must be lowercase letters, digits and \"-\", starting with a letter, at most 32 characters (like \"web\")")
	}
	if in, err = s.bindHarness(ctx, in); err != nil {
		return Run{}, err
	}
	if err := ValidateSubmission(in.Case, in.Harness); err != nil {
		return Run{}, err
	}
	if err := s.bindJudges(ctx, v, nil, &in.Case, "", map[string]bool{}); err != nil {
		return Run{}, err
	}
	if err := s.checkSeed(in.Case, ""); err != nil {
		return Run{}, err
	}
	if in.WebhookURL != nil && *in.WebhookURL != "" && !validWebhookURL(*in.WebhookURL) {
		return Run{}, errcode.New(errcode.BadUserInput, "webhookUrl must be an http or https URL")
	}
	if IsRunnerTarget(in.Runtime) {
		return s.submitToRunner(ctx, v, in)
	}
	if IsMulti(in.Runtime) {
		return s.submitPlaced(ctx, v, in)
	}
	target, err := s.cfg.Runtimes.Resolve(ctx, in.Runtime)
	if err != nil {
		return Run{}, err
	}
	in.Case.Resources = target.Spec.RunResources(in.Case.Resources)
	q := NewQueued(v.TenantID, in, Target{Ref: in.Runtime, Name: target.Runtime.Name, RuntimeID: target.Runtime.ID, VersionID: target.Version.ID,
		Version: target.Version.Version}, v.Subject, s.cfg.Clock.Now())
	if err := s.secretsExist(ctx, v, in.Harness); err != nil {
		return Run{}, err
	}
	t, d, err := s.tenantAndDepth(ctx, v.TenantID)
	if err != nil {
		return Run{}, fmt.Errorf("submit: %w", err)
	}
	if err := webhookSigned(t, q.WebhookURL); err != nil {
		return Run{}, err
	}
	if err := s.canRun(t, q.Case, q.Harness, target, in.Runtime, ""); err != nil {
		return Run{}, err
	}
	rec, err := s.create(ctx, t, d, q)
	if err != nil {
		return Run{}, err
	}
	s.log.InfoContext(ctx, "run submitted", "run_id", rec.ID, "tenant", t.Slug, "runtime", q.RuntimeRef, "version", q.RuntimeVersion)
	s.publish(ctx, rec)
	return rec, nil
}

// create checks budget and queue depth (d, read with t) and inserts the
// row (see insert). The row records the submit's span context (ctx's), so
// the run's later spans continue its trace.
func (s *Service) create(ctx context.Context, t *ent.Tenant, d depth, q NewRun) (Run, error) {
	span := trace.SpanFromContext(ctx)
	q.TraceParent = tracing.Traceparent(span.SpanContext())
	if span.IsRecording() {
		span.SetAttributes(tracing.AttrTenant.String(t.Slug), tracing.AttrRuntime.String(q.RuntimeName),
			tracing.AttrRuntimeVersion.Int(q.RuntimeVersion), tracing.AttrPriority.String(string(q.Priority)),
			tracing.AttrTrigger.String(q.Trigger))
	}
	rec, err := s.insert(ctx, t, d, q)
	if err == nil && span.IsRecording() {
		span.SetAttributes(tracing.AttrRunID.Int(rec.ID), tracing.AttrCorrelationID.String(CorrelationID(rec.Key())))
	}
	return rec, err
}

// insert admits q against d, the queue depth and the fair queue's virtual
// clock read with tenant t (tenantAndDepth, one statement), and records it
// in two more and no transaction: one UPDATE of the tenant's fair finish
// tag that returns it (the row lock is held for that statement alone), and
// the insert. d's depth is this replica's upper bound (see depthBound):
// should it refuse, the depth is counted exactly and admission asked again,
// so a refusal is an exact count's. No lock is held across the insert, so
// one tenant's concurrent submits do not queue behind each other's round
// trips. The depth limits are checked against that read: submits in flight
// at the same moment may together overshoot a limit by at most their
// number, less one. Should the insert fail, the tenant's finish tag has
// moved on by one run's cost: the fair queue treats it as if that run had
// been served.
func (s *Service) insert(ctx context.Context, t *ent.Tenant, d depth, q NewRun) (Run, error) {
	sys := tenancy.System(ctx)
	if err := s.seedQuota(sys, s.cfg.DB, t.ID, SeedBytes(q.Case)); err != nil {
		return Run{}, err
	}
	dec := placement.AdmitSubmit(s.cfg.Admission, s.admissionState(t, d.tenantQueued), d.queued)
	if !dec.Admitted && !d.exact && (dec.Rule == placement.RuleTenantQueueDepth || dec.Rule == placement.RuleQueueDepth) {
		exact, err := s.exactDepth(sys, t.ID)
		if err != nil {
			return Run{}, fmt.Errorf("submit: %w", err)
		}
		dec = placement.AdmitSubmit(s.cfg.Admission, s.admissionState(t, exact.tenantQueued), exact.queued)
	}
	if !dec.Admitted {
		return Run{}, admissionError(dec)
	}
	start, err := s.takeFairTag(sys, t, d.virtual)
	if err != nil {
		return Run{}, fmt.Errorf("submit: %w", err)
	}
	rec, err := s.exec.insertRun(sys, q, start)
	if err != nil {
		return Run{}, fmt.Errorf("submit: %w", err)
	}
	return rec, nil
}

// depth is what one read tells a submit: the runs queued, over every
// tenant and the submitting tenant's (exact, or this replica's upper
// bound), and the fair queue's virtual clock.
type depth struct {
	queued, tenantQueued int
	exact                bool
	virtual              float64
}

// tenantAndDepth reads tenant id and, in the same statement, the queue
// depth and the virtual clock: the runs inserted since this replica's last
// read (depthBound; once in DepthRecount, the exact counts too), and the
// largest fair tag of each of the servedStatuses (see virtualTime), as
// columns the row carries beside its own.
//
// On SQLite, whose driver cannot say the type of such a column (ent's scan
// of it fails), and where a statement costs no round trip, it is two: the
// tenant, then readDepth.
func (s *Service) tenantAndDepth(ctx context.Context, id int) (*ent.Tenant, depth, error) {
	p := s.depth.plan(s.cfg.Clock.Now(), s.cfg.DepthRecount, false)
	t, r, virtual, err := s.exec.tenantAndDepth(tenancy.System(ctx), id, p)
	if err != nil {
		s.depth.abandon(p)
		return nil, depth{}, err
	}
	d := depth{virtual: virtual, exact: p.recount}
	d.queued, d.tenantQueued = s.depth.store(p, r, id, s.cfg.Clock.Now(), s.cfg.DepthRecount)
	return t, d, nil
}

// exactDepth counts the queued runs exactly, over every tenant and tenant
// id's, in one statement, and keeps the count as this replica's bound.
func (s *Service) exactDepth(ctx context.Context, id int) (depth, error) {
	p := s.depth.plan(s.cfg.Clock.Now(), s.cfg.DepthRecount, true)
	r, _, err := s.exec.readDepth(ctx, p, false)
	if err != nil {
		s.depth.abandon(p)
		return depth{}, err
	}
	var d depth
	d.queued, d.tenantQueued = s.depth.store(p, r, id, s.cfg.Clock.Now(), s.cfg.DepthRecount)
	d.exact = true
	return d, nil
}

// takeFairTag moves tenant t's fair finish tag on by one run, atomically
// (placement.FairTags: the start is the later of virtual and the finish,
// the finish is the start plus the run's cost over the tenant's weight),
// and returns the run's start tag.
func (s *Service) takeFairTag(ctx context.Context, t *ent.Tenant, virtual float64) (float64, error) {
	step := placement.FairStep(t.Weight, placement.CostDefault)
	finish, err := s.exec.takeFairTag(ctx, t.ID, virtual, step)
	if err != nil {
		return 0, fmt.Errorf("fair tag: %w", err)
	}
	return finish - step, nil
}

// lockTenant takes tenant id's row lock in tx (an UPDATE that changes
// nothing; SQLite transactions here hold the write lock already), without
// reading the row back.
func lockTenant(ctx context.Context, tx *ent.Tx, id int) error {
	n, err := tx.Tenant.Update().Where(tenant.ID(id)).AddWeight(0).Save(ctx)
	if err == nil && n == 0 {
		err = fmt.Errorf("tenant %d: %w", id, &ent.NotFoundError{})
	}
	return err
}

// canRun refuses a case that target cannot run: a missing functional
// capability, a request larger than its whole envelope, or the trust zone.
// what names the case in the message ("" for a single run).
func (s *Service) canRun(t *ent.Tenant, c evalcase.Case, h evalcase.Harness, target registry.Resolved, ref, what string) error {
	if missing := runtime.FunctionalGate(runtime.RequiredCapabilities(c, h), target.Version.Capabilities); len(missing) > 0 {
		return errcode.New(errcode.BadUserInput, "%sruntime %s lacks capabilities this case needs: %s",
			what, ref, strings.Join(missing, ", ")).With("missingCapabilities", missing)
	}
	if err := fitsEnvelope(c, target.Spec, ref); err != nil {
		return err
	}
	// The dispatch takes the same decision (jobs.Assemble); refusing here
	// spares the queue a run that could only fail there.
	zone := jobs.Zone(t.Slug, t.Trusted, c)
	if err := jobs.Admit(zone, jobs.Target{Name: target.Runtime.Name, Hardens: CanHarden(target.Spec, s.cfg.HardenedHost())}); err != nil {
		why := fmt.Sprintf("tenant %s is not trusted", t.Slug)
		if t.Trusted {
			why = "the case asks for isolation"
		}
		return errcode.Wrap(errcode.BadUserInput, err, fmt.Sprintf(
			"%s%s and runtime %s cannot isolate its runs: use a hardened runtime", what, why, target.Runtime.Name))
	}
	return nil
}

// servedStatuses are the statuses of runs that have left the queue for a
// slot: the largest start tag among them is the virtual clock.
var servedStatuses = [3]Status{Running, Succeeded, Failed}

// virtualTime is the fair queue's virtual clock, shared by every replica:
// the start tag of the latest run dispatched (start-time fair queueing's V),
// the largest tag among runs that have left the queue. A tenant arriving
// later starts level with it: no credit for idling, no penalty for coming
// after a burst of others' submits.
func virtualTime(ctx context.Context, tx *ent.Tx) (float64, error) {
	sys := tenancy.System(ctx)
	v := 0.0
	for _, st := range servedStatuses {
		top, err := tx.Run.Query().Where(entrun.StatusEQ(entStatus(st))).Order(ent.Desc(entrun.FieldFairTag)).Limit(1).
			Select(entrun.FieldFairTag).Float64s(sys)
		if err != nil {
			return 0, err
		}
		if len(top) > 0 {
			v = max(v, top[0])
		}
	}
	return v, nil
}

// tenantState is the tenant as submit-time admission sees it, and the total
// queued across tenants. Queue depth counts QUEUED rows, so it holds across
// replicas and restarts.
func (s *Service) tenantState(ctx context.Context, tx *ent.Tx, t *ent.Tenant) (placement.TenantState, int, error) {
	sys := tenancy.System(ctx)
	queued, err := tx.Run.Query().Where(entrun.TenantID(t.ID), entrun.StatusEQ(entrun.StatusQUEUED)).Count(sys)
	if err != nil {
		return placement.TenantState{}, 0, err
	}
	total, err := tx.Run.Query().Where(entrun.StatusEQ(entrun.StatusQUEUED)).Count(sys)
	if err != nil {
		return placement.TenantState{}, 0, err
	}
	return s.admissionState(t, queued), total, nil
}

// admissionState is tenant t, with queued runs waiting, as admission sees it.
func (s *Service) admissionState(t *ent.Tenant, queued int) placement.TenantState {
	st := placement.TenantState{Tenant: t.Slug, Queued: queued}
	if t.MaxQueueDepth != nil {
		st.MaxQueueDepth = *t.MaxQueueDepth
	}
	if t.MaxConcurrent != nil {
		st.MaxConcurrent = *t.MaxConcurrent
	}
	st.Budget = BudgetOf(accountOf(t), s.cfg.Clock.Now())
	return st
}

func admissionError(d placement.Decision) error {
	err := d.Err()
	switch {
	case errors.Is(err, placement.ErrPaymentRequired):
		return errcode.Wrap(errcode.PaymentRequired, err, d.Reason)
	case errors.Is(err, placement.ErrRateLimited):
		return errcode.Wrap(errcode.RateLimited, err, d.Reason)
	}
	return errcode.Wrap(errcode.BadUserInput, err, d.Reason)
}

// secretsExist refuses a harness env that names a secret neither the
// viewer (personally) nor the viewer's tenant has, naming it (never a
// value): the dispatch resolves it as the viewer, the run's submitter.
func (s *Service) secretsExist(ctx context.Context, v tenancy.Viewer, h evalcase.Harness) error {
	if s.cfg.Secrets == nil {
		return nil
	}
	var names []string
	for _, e := range h.Env {
		if e.SecretRef != "" {
			names = append(names, e.SecretRef)
		}
	}
	missing, err := s.cfg.Secrets.MissingFor(ctx, v.TenantID, v.Subject, names)
	if err != nil {
		return fmt.Errorf("submit: %w", err)
	}
	if len(missing) > 0 {
		return errcode.New(errcode.BadUserInput, "harness.env names secrets neither you nor this tenant has a HARNESS secret of: %s (set them with setSecret; a CLUSTER secret never reaches a job)",
			strings.Join(missing, ", ")).With("missingSecrets", missing)
	}
	return nil
}

// fitsEnvelope refuses a case that asks for more memory or CPU than the
// runtime's whole admission envelope: it could never be placed.
func fitsEnvelope(c evalcase.Case, spec runtime.RuntimeSpec, ref string) error {
	env := placement.Envelope{MemoryMB: int64(spec.Admission.MemoryBudgetMB), MilliCPU: placement.ToMilliCPU(spec.Admission.CPUBudget)}
	res := placement.Resources{MemoryMB: int64(c.Resources.MemoryMB), MilliCPU: placement.ToMilliCPU(c.Resources.CPU)}
	if d := placement.AdmitEnvelope(placement.RuntimeState{ID: ref, Envelope: env}, res); !d.Admitted && d.Permanent {
		field := "case.resources.memoryMb"
		if d.Rule == placement.RuleCPU {
			field = "case.resources.cpu"
		}
		return errcode.New(errcode.BadUserInput, "%s is larger than runtime %s's whole envelope: %s", field, ref, d.Reason).
			With("field", field)
	}
	return nil
}

// CanHarden reports whether a runtime can run a job that requires a hardened
// runtime: a hardened spec, LOCAL on a host that can sandbox (the
// dispatcher then sandboxes the run), or a front door (HTTP), which runs
// nothing of the run on the platform's hosts.
func CanHarden(spec runtime.RuntimeSpec, hostSandbox bool) bool {
	return spec.Hardened() || spec.Kind == runtime.KindLocal && hostSandbox || spec.Kind == runtime.KindHTTP
}

// triggerPattern is what a submission's trigger may be: it is shown on the
// run and starts a generated case id.
var triggerPattern = regexp.MustCompile(`^[a-z][a-z0-9-]{0,31}$`)

func validWebhookURL(u string) bool {
	return strings.HasPrefix(u, "https://") || strings.HasPrefix(u, "http://")
}

// webhookSigned refuses a webhook URL from a tenant with no signing secret:
// its deliveries could not be signed.
func webhookSigned(t *ent.Tenant, url string) error {
	if url != "" && t.WebhookSecret == "" {
		return errcode.New(errcode.FailedPrecondition,
			"tenant %s has no webhook signing secret: call rotateWebhookSecret (ADMIN) once to create it, then submit with webhookUrl", t.Slug)
	}
	return nil
}

// CheckWebhook refuses, for the viewer's tenant, a webhook URL a submit
// would refuse: not http(s) (BAD_USER_INPUT), or with no signing secret
// (FAILED_PRECONDITION). "" passes. Scorecards ask it at their submit.
func (s *Service) CheckWebhook(ctx context.Context, url string) error {
	if url == "" {
		return nil
	}
	if !validWebhookURL(url) {
		return errcode.New(errcode.BadUserInput, "webhookUrl must be an http or https URL")
	}
	v, err := tenancy.ViewerFrom(ctx)
	if err != nil {
		return err
	}
	t, err := s.cfg.DB.Tenant.Get(tenancy.System(ctx), v.TenantID)
	if err != nil {
		return fmt.Errorf("load tenant: %w", err)
	}
	return webhookSigned(t, url)
}

// Cancel settles a run on request: FAILED with code CANCELED, at once. A
// queued run thereby leaves the queue; a running one keeps its owner, which
// hears of the change on ChangedTopic and stops the job (or, when the owner
// is dead, the replica that takes its lease over does). A settled run cannot
// be canceled (CONFLICT).
func (s *Service) Cancel(ctx context.Context, id int) (_ Run, err error) {
	if _, err := tenancy.ViewerFrom(ctx); err != nil {
		return Run{}, err
	}
	rec, err := s.view(ctx, id)
	if err != nil {
		return Run{}, err
	}
	ctx, span := s.startOnRun(ctx, tracing.SpanSettle, rec)
	defer func() { tracing.End(span, err) }()
	if span.IsRecording() {
		span.SetAttributes(tracing.AttrCancel.Bool(true), tracing.AttrStatus.String(string(Failed)),
			tracing.AttrClass.String(string(domain.FailureCanceled)), tracing.AttrCode.String(CodeCanceled))
	}
	now := s.cfg.Clock.Now()
	tr, err := cancelOf(rec.Record(), now)
	if err != nil {
		return Run{}, err
	}
	cost, err := s.cost(tenancy.System(ctx), rec, nil, now) // the time it held a slot
	if err != nil {
		return Run{}, err
	}
	done, ok, err := s.apply(ctx, tr, effects{tenantID: rec.TenantID, costUSD: cost, outbox: outboxFor(rec, tr, now)})
	if err != nil {
		return Run{}, err
	}
	if !ok {
		cur, err := s.view(ctx, id)
		if err != nil {
			return Run{}, err
		}
		return Run{}, &ConflictError{ID: id, Status: cur.Status, Action: "cancel"}
	}
	if s.cfg.Audit != nil {
		s.cfg.Audit.Record(ctx, audit.Event{TenantID: rec.TenantID, Action: audit.ActionRunCancel, TargetType: audit.TargetRun,
			Target: strconv.Itoa(id), Details: map[string]string{"was": string(rec.Status), "runtime": rec.RuntimeRef}})
	}
	s.settled(ctx, done)
	return done, nil
}

// Supersede cancels scorecard child id, unless it has settled, because
// another try of its case settled first (a speculative pair: package
// scorecard). As a cancel, it is billed for the time it held a slot and
// its job is stopped; it reports whether it applied. It runs as the system:
// the orchestrator calls it.
func (s *Service) Supersede(ctx context.Context, id int) (bool, error) {
	sys := tenancy.System(ctx)
	rec, err := s.get(sys, id)
	if err != nil {
		return false, fmt.Errorf("supersede run %d: %w", id, err)
	}
	if rec.ScorecardID == 0 {
		return false, fmt.Errorf("supersede run %d: not a scorecard's child", id)
	}
	now := s.cfg.Clock.Now()
	tr, err := supersedeOf(rec.Record(), now)
	if err != nil {
		var ce *ConflictError
		if errors.As(err, &ce) {
			return false, nil
		}
		return false, err
	}
	cost, err := s.cost(sys, rec, nil, now) // the time it held a slot
	if err != nil {
		return false, err
	}
	done, ok, err := s.apply(sys, tr, effects{tenantID: rec.TenantID, costUSD: cost, outbox: outboxFor(rec, tr, now)})
	if err != nil || !ok {
		return false, err
	}
	s.settled(sys, done)
	return true, nil
}

// Start stamps a run RUNNING as its backend takes it (attempt+1 when
// redispatch), while owner holds it. It reports false when the run was not
// in a state to start (canceled meanwhile, or taken over): the caller must
// stop the job.
func (s *Service) Start(ctx context.Context, id int, owner string, redispatch bool) (bool, error) {
	_, ok, err := s.StartHeld(ctx, id, owner, redispatch)
	return ok, err
}

// StartHeld is Start that also returns the run as the start wrote it: what
// owner hands SettleHeld so that its settle reads nothing first.
func (s *Service) StartHeld(ctx context.Context, id int, owner string, redispatch bool) (Run, bool, error) {
	sys := tenancy.System(ctx)
	var tr Transition
	if redispatch {
		rec, err := s.get(sys, id)
		if err != nil {
			return Run{}, false, fmt.Errorf("start run %d: %w", id, err)
		}
		if tr, err = Redispatch(rec.Record(), s.cfg.Clock.Now()); err != nil {
			var ce *ConflictError
			if errors.As(err, &ce) {
				return Run{}, false, nil
			}
			return Run{}, false, err
		}
	} else {
		// A first start needs nothing of the row: the transition is
		// QUEUED → RUNNING whatever it holds, and a run in any other
		// state is left as it is (a cancel, a takeover won the race).
		now := s.cfg.Clock.Now()
		tr = Transition{ID: id, From: []Status{Queued}, To: Running, StartedAt: &now}
	}
	now, ok, err := s.apply(sys, tr.By(owner), effects{})
	if err != nil || !ok {
		return Run{}, false, err
	}
	s.publish(sys, now)
	return now, true, nil
}

// Settle is the one place a run reaches a terminal status: with result
// (SUCCEEDED) or failure (FAILED). The write is store-atomic — UPDATE …
// WHERE status NOT IN (terminal) — so the first terminal write wins and a
// late tracker, a raced recovery or a second replica is skipped: Settle then
// reports false and changes nothing. With owner set, it applies only while
// owner holds the run, and lets go of it. On success the run's cost is added
// to its tenant's spend in the same transaction.
func (s *Service) Settle(ctx context.Context, id int, owner string, result *evalcase.Result, failure *Failure) (applied bool, err error) {
	rec, err := s.get(tenancy.System(ctx), id)
	if err != nil {
		return false, fmt.Errorf("settle run %d: %w", id, err)
	}
	return s.settle(ctx, rec, owner, result, failure, false)
}

// SettleHeld is Settle of held, the run as owner's StartHeld wrote it,
// without reading it first: the write applies only while the run is still
// RUNNING on held's attempt and held by owner, so that every value the
// settle takes from held (its start, price, webhook) is the row's. When it
// is not (a cancel, a takeover, any other write won the race), Settle
// decides from the row as it is now.
func (s *Service) SettleHeld(ctx context.Context, held Run, owner string, result *evalcase.Result, failure *Failure) (bool, error) {
	if owner == "" || held.Status != Running {
		return s.Settle(ctx, held.ID, owner, result, failure)
	}
	applied, err := s.settle(ctx, held, owner, result, failure, true)
	if err != nil || applied {
		return applied, err
	}
	return s.Settle(ctx, held.ID, owner, result, failure)
}

// settle settles rec, as read (exact false) or as owner last wrote it
// (exact: the write then also requires rec's status and attempt).
func (s *Service) settle(ctx context.Context, rec Run, owner string, result *evalcase.Result, failure *Failure, exact bool) (applied bool, err error) {
	id := rec.ID
	ctx, span := s.startOnRun(ctx, tracing.SpanSettle, rec)
	defer func() {
		if span.IsRecording() {
			span.SetAttributes(tracing.AttrApplied.Bool(applied))
		}
		tracing.End(span, err)
	}()
	if span.IsRecording() {
		st, attrs := Succeeded, []attribute.KeyValue{}
		if failure != nil {
			st = Failed
			attrs = append(attrs, tracing.AttrClass.String(string(failure.Class)), tracing.AttrCode.String(failure.Code))
		}
		span.SetAttributes(append(attrs, tracing.AttrStatus.String(string(st)))...)
	}
	sys := tenancy.System(ctx)
	if IsTerminal(rec.Status) {
		return false, nil
	}
	now := s.cfg.Clock.Now()
	var tr Transition
	cost := 0.0
	if failure != nil {
		if tr, err = failOf(rec.Record(), *failure, now); err == nil {
			cost, err = s.cost(sys, rec, nil, now)
		}
	} else {
		if result == nil {
			return false, errors.New("settle: a result or a failure is required")
		}
		if tr, err = Succeed(rec.Record(), *result, now); err == nil {
			cost, err = s.cost(sys, rec, result.CostUSD, now)
		}
	}
	if err != nil {
		return false, err
	}
	if exact {
		tr.From, tr.AtAttempt = []Status{rec.Status}, true
	}
	out, ok, err := s.apply(sys, tr.By(owner), effects{tenantID: rec.TenantID, costUSD: cost, outbox: outboxFor(rec, tr, now)})
	if err != nil || !ok {
		return false, err
	}
	s.log.InfoContext(ctx, "run settled", "run_id", id, "status", string(out.Status), "error_code", out.ErrorCode)
	s.settled(sys, out)
	return true, nil
}

// startOnRun starts a span about run rec: a child of ctx's span when ctx
// has one (a dispatch, a cancel request), linked to the run's trace when
// that is another; otherwise a child of the run's recorded submit span.
func (s *Service) startOnRun(ctx context.Context, name string, rec Run) (context.Context, trace.Span) {
	if s.cfg.Tracer == nil {
		return ctx, trace.SpanFromContext(context.Background()) // a no-op span
	}
	opts := []trace.SpanStartOption{trace.WithAttributes(tracing.AttrRunID.Int(rec.ID))}
	own := tracing.Parse(rec.TraceParent)
	switch cur := trace.SpanContextFromContext(ctx); {
	case !cur.IsValid():
		ctx = trace.ContextWithRemoteSpanContext(ctx, own)
	case own.IsValid() && cur.TraceID() != own.TraceID():
		opts = append(opts, trace.WithLinks(trace.Link{SpanContext: own}))
	}
	return s.tracer.Start(ctx, name, opts...)
}

// Cost is what a settled run costs its tenant: what the harness reported
// plus the runtime's hourly price for the time the run held it.
func Cost(reported *float64, perHourUSD float64, started *time.Time, finished time.Time) float64 {
	cost := 0.0
	if reported != nil && *reported > 0 {
		cost = *reported
	}
	if started != nil && perHourUSD > 0 && finished.After(*started) {
		cost += perHourUSD * finished.Sub(*started).Hours()
	}
	return cost
}

// cost is what run rec costs when it settles now: the harness-reported cost
// (reported, nil when it produced no result) plus the runtime's hourly price
// for the time the run held a slot, whatever its outcome. A run that never
// started costs nothing.
func (s *Service) cost(ctx context.Context, rec Run, reported *float64, now time.Time) (float64, error) {
	if rec.RunnerTarget != "" {
		return s.runnerCost(ctx, rec, reported, now)
	}
	rate := 0.0
	if id := rec.RuntimeVersionID; id != 0 {
		// A version's spec never changes: its price is read once.
		if r, ok := s.rates.Load(id); ok {
			rate = r.(float64)
		} else {
			ver, err := s.cfg.DB.RuntimeVersion.Get(ctx, id)
			if err != nil {
				return 0, fmt.Errorf("settle run %d: runtime version: %w", rec.ID, err)
			}
			rate = ver.Spec.CostPerHourUSD
			s.rates.Store(id, rate)
		}
	}
	return Cost(reported, rate, rec.StartedAt, now), nil
}

// effects are what a transition brings besides the row: the zero value
// charges nothing and queues no webhook.
type effects struct {
	// tenantID is charged costUSD (the run's own cost; a settle's judges
	// are added) in the tenant's spend.
	tenantID int
	costUSD  float64
	// outbox is the webhook delivery the transition owes; nil for none.
	outbox *outboxRow
}

// apply writes a transition atomically (WHERE status IN From), adding its
// cost to the tenant's spend and writing the webhook delivery it owes in
// the same transaction: a settle that commits has its delivery queued, one
// that loses the race queues none. It reports whether the run moved, and
// the run as written.
func (s *Service) apply(ctx context.Context, tr Transition, fx effects) (Run, bool, error) {
	var sp *spend
	// A settle's judges are billed beside its agent (patch records them
	// apart, in judge_cost_usd).
	if usd := fx.costUSD + judgeCostOf(tr); usd > 0 {
		sp = &spend{tenantID: fx.tenantID, usd: usd, now: s.cfg.Clock.Now()}
	}
	rec, ok, err := s.exec.applyTransition(ctx, tr, fx.costUSD, sp, fx.outbox)
	if err != nil {
		return Run{}, false, fmt.Errorf("apply transition to run %d: %w", tr.ID, err)
	}
	return rec, ok, nil
}

// settled publishes out, a run just written, and tells the Notifier when
// it is terminal.
func (s *Service) settled(ctx context.Context, out Run) {
	s.publish(ctx, out)
	if s.cfg.Notifier != nil && IsTerminal(out.Status) {
		s.cfg.Notifier.Settled(out)
	}
}

func (s *Service) publish(ctx context.Context, r Run) {
	if s.cfg.Events == nil {
		return
	}
	snap := Encode(r)
	e := Event{ID: r.ID, TenantID: r.TenantID, Status: r.Status, Webhook: IsTerminal(r.Status) && r.WebhookURL != "",
		RuntimeID: r.RuntimeID, VersionID: r.RuntimeVersionID, ScorecardID: r.ScorecardID, HarnessKnown: true}
	if reg := r.Harness.Registered; reg != nil {
		e.HarnessVersionID = reg.VersionID
	}
	ev, _ := json.Marshal(e)
	msgs := []events.Message{{Topic: Topic(r.ID), Payload: snap}, {Topic: TenantTopic(r.TenantID), Payload: snap}, {Topic: ChangedTopic, Payload: ev}}
	if err := s.publishAll(ctx, msgs); err != nil {
		s.log.WarnContext(ctx, "publish run event", "run_id", r.ID, "err", err)
	}
}

// publishAll publishes msgs in one round trip where the bus can
// (events.BatchPublisher), else one by one.
func (s *Service) publishAll(ctx context.Context, msgs []events.Message) error {
	if b, ok := s.cfg.Events.(events.BatchPublisher); ok {
		return b.PublishAll(ctx, msgs)
	}
	var errs []error
	for _, m := range msgs {
		errs = append(errs, s.cfg.Events.Publish(ctx, m.Topic, m.Payload))
	}
	return errors.Join(errs...)
}
