package runners

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"slices"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/everdict/everdict/backends"
	"github.com/everdict/everdict/clock"
	"github.com/everdict/everdict/domain"
	"github.com/everdict/everdict/ent"
	entrunner "github.com/everdict/everdict/ent/runner"
	"github.com/everdict/everdict/errcode"
	"github.com/everdict/everdict/evalcase"
	"github.com/everdict/everdict/events"
	"github.com/everdict/everdict/jobs"
	"github.com/everdict/everdict/ledger"
	"github.com/everdict/everdict/run"
	"github.com/everdict/everdict/runnerapi"
	"github.com/everdict/everdict/runtime"
	"github.com/everdict/everdict/scheduler"
	"github.com/everdict/everdict/secrets"
	"github.com/everdict/everdict/tenancy"
)

// Defaults of Config.
const (
	// LeaseTTLDefault is how long a runner holds a run without a heartbeat:
	// a runner that vanished has its run taken over by a replica's rescuer
	// at most this long (plus its rescue interval) after its last one. It
	// is the one run lease default, run.LeaseTTLDefault.
	LeaseTTLDefault = run.LeaseTTLDefault
	// LeaseWaitDefault is how long a lease call waits for a run before it
	// answers "none": the runner's one outbound long poll.
	LeaseWaitDefault = 25 * time.Second
	// PollIntervalDefault is how often a waiting lease looks at the queue
	// anyway, in case a run change event was missed.
	PollIntervalDefault = 2 * time.Second
	// MaxRunnersDefault bounds the runners of one tenant.
	MaxRunnersDefault = 100
	// MaxSlotsDefault bounds one runner's slots.
	MaxSlotsDefault = 64
	// MaxLinesDefault bounds the log lines of one post.
	MaxLinesDefault = 1000
	// pageSize is how many queued runs a lease reads at a time.
	pageSize = 32
)

// Runs is the run service as the runners see it.
type Runs interface {
	Get(ctx context.Context, id int) (run.Run, error)
	QueuedForRunner(ctx context.Context, sc run.RunnerScope, limit int) ([]run.Run, error)
	ClaimAll(ctx context.Context, claims []run.Claim, owner string, ttl time.Duration) ([]int, error)
	Release(ctx context.Context, id int, owner string) error
	Renew(ctx context.Context, owner string, ttl time.Duration) (map[int]run.Status, error)
	Start(ctx context.Context, id int, owner string, redispatch bool) (bool, error)
	Settle(ctx context.Context, id int, owner string, result *evalcase.Result, failure *run.Failure) (bool, error)
	KeepLines(ctx context.Context, id int, lines []backends.LogLine) error
	HeldBy(ctx context.Context, owner string) ([]int, error)
	CountHeldBy(ctx context.Context, owner string) (int, error)
}

// Bus tells a waiting lease of run changes.
type Bus interface {
	Subscribe(ctx context.Context, topic string) (*events.Subscription, error)
	Publish(ctx context.Context, topic string, payload []byte) error
}

// Config configures a Service. DB, Runs and Ledger are required.
type Config struct {
	DB   *ent.Client
	Runs Runs
	// Ledger is the admission ledger the scheduler reserves in: a leased
	// run holds one of its tenant's maxConcurrent there until it settles.
	Ledger ledger.Ledger
	// Secrets resolves a leased run's harness env; nil fails a run whose
	// harness names a secret.
	Secrets jobs.Secrets
	// Credentials resolves a leased job's clone and pull credentials
	// (credentials/keyring); nil clones and pulls anonymously.
	Credentials jobs.Credentials
	// Events wakes waiting leases on run changes and carries runner
	// changes; nil polls and publishes nothing.
	Events Bus
	// LeaseTTL: zero means LeaseTTLDefault. Runners heartbeat every third
	// of it.
	LeaseTTL time.Duration
	// LeaseWait: zero means LeaseWaitDefault.
	LeaseWait time.Duration
	// PollInterval: zero means PollIntervalDefault.
	PollInterval time.Duration
	// MaxRunners: zero means MaxRunnersDefault.
	MaxRunners int
	// Grants issues each lease's artifact upload grant (artifacts.Service);
	// nil issues none, and the runner keeps no files.
	Grants Grants
	// Clock: nil means the wall clock.
	Clock clock.Clock
	// Logger: nil discards.
	Logger *slog.Logger
}

// Grants issues upload grants for a run's attempt's files
// (artifacts.Service.Grant).
type Grants interface {
	Grant(tenantID, runID, attempt int, limits backends.ArtifactLimits, timeout time.Duration) string
}

// Service registers runners, hears their heartbeats and leases them runs.
// Every method acts for the viewer in ctx. Safe for concurrent use.
type Service struct {
	cfg Config
	log *slog.Logger

	mu    sync.Mutex
	masks map[int]*secrets.Masker // run id → its secrets' masker, per leased run
}

// New returns a Service over cfg.
func New(cfg Config) (*Service, error) {
	if cfg.DB == nil || cfg.Runs == nil || cfg.Ledger == nil {
		return nil, errors.New("runners: DB, Runs and Ledger are required")
	}
	if cfg.LeaseTTL <= 0 {
		cfg.LeaseTTL = LeaseTTLDefault
	}
	if cfg.LeaseWait <= 0 {
		cfg.LeaseWait = LeaseWaitDefault
	}
	if cfg.PollInterval <= 0 {
		cfg.PollInterval = PollIntervalDefault
	}
	if cfg.MaxRunners <= 0 {
		cfg.MaxRunners = MaxRunnersDefault
	}
	if cfg.Clock == nil {
		cfg.Clock = clock.System{}
	}
	log := cfg.Logger
	if log == nil {
		log = slog.New(slog.DiscardHandler)
	}
	return &Service{cfg: cfg, log: log, masks: map[int]*secrets.Masker{}}, nil
}

// Register registers a runner for the viewer: a workspace runner when the
// viewer is an ADMIN, a personal one (the viewer's) for a MEMBER.
func (s *Service) Register(ctx context.Context, in runnerapi.RegisterInput) (runnerapi.Runner, error) {
	v, err := tenancy.ViewerFrom(ctx)
	if err != nil {
		return runnerapi.Runner{}, err
	}
	if !v.Role.AtLeast(tenancy.RoleMember) {
		return runnerapi.Runner{}, errcode.New(errcode.Forbidden, "registering a runner needs a MEMBER or ADMIN token")
	}
	name := strings.TrimSpace(in.Name)
	if name == "" || len(name) > 128 {
		return runnerapi.Runner{}, errcode.New(errcode.BadUserInput, "a runner's name must be 1 to 128 characters").With("field", "name")
	}
	if in.Slots == 0 {
		in.Slots = 1
	}
	if in.Slots < 1 || in.Slots > MaxSlotsDefault {
		return runnerapi.Runner{}, errcode.New(errcode.BadUserInput, "slots must be 1 to %d", MaxSlotsDefault).With("field", "slots")
	}
	var caps []string
	for _, c := range in.Capabilities {
		if _, ok := runtime.CapabilityKindOf(c); ok && !slices.Contains(caps, c) {
			caps = append(caps, c)
		}
	}
	slices.Sort(caps)
	n, err := s.cfg.DB.Runner.Query().Count(ctx)
	if err != nil {
		return runnerapi.Runner{}, fmt.Errorf("register runner: %w", err)
	}
	if n >= s.cfg.MaxRunners {
		return runnerapi.Runner{}, errcode.New(errcode.RateLimited, "tenant %s has %d runners, the most it may have: remove one first", v.Tenant, n)
	}
	r, err := s.cfg.DB.Runner.Create().SetTenantID(v.TenantID).SetName(name).
		SetWorkspace(v.Role.AtLeast(tenancy.RoleAdmin)).SetOwnerSubject(v.Subject).
		SetCapabilities(caps).SetSlots(in.Slots).SetLastHeartbeatAt(s.cfg.Clock.Now()).Save(ctx)
	if err != nil {
		return runnerapi.Runner{}, fmt.Errorf("register runner: %w", err)
	}
	s.log.InfoContext(ctx, "runner registered", "runner_id", r.ID, "tenant", v.Tenant, "workspace", r.Workspace, "capabilities", caps)
	s.changed(ctx, v.TenantID, r.ID)
	return s.view(ctx, v, r)
}

// List returns the tenant's runners the viewer may see: every workspace
// runner and the viewer's own (an ADMIN sees them all).
func (s *Service) List(ctx context.Context) ([]runnerapi.Runner, error) {
	v, err := tenancy.ViewerFrom(ctx)
	if err != nil {
		return nil, err
	}
	q := s.cfg.DB.Runner.Query().Order(ent.Asc(entrunner.FieldID))
	if !v.Role.AtLeast(tenancy.RoleAdmin) {
		q.Where(entrunner.Or(entrunner.Workspace(true), entrunner.OwnerSubject(v.Subject)))
	}
	rs, err := q.All(ctx)
	if err != nil {
		return nil, fmt.Errorf("list runners: %w", err)
	}
	out := make([]runnerapi.Runner, 0, len(rs))
	for _, r := range rs {
		rv, err := s.view(ctx, v, r)
		if err != nil {
			return nil, err
		}
		out = append(out, rv)
	}
	return out, nil
}

// Drain stops runner id from leasing new runs; the ones it holds finish.
// ADMIN or the runner's owner.
func (s *Service) Drain(ctx context.Context, id int) (runnerapi.Runner, error) {
	v, r, err := s.manageable(ctx, id)
	if err != nil {
		return runnerapi.Runner{}, err
	}
	if r, err = r.Update().SetStatus(entrunner.StatusDRAINING).Save(ctx); err != nil {
		return runnerapi.Runner{}, fmt.Errorf("drain runner %d: %w", id, err)
	}
	s.changed(ctx, v.TenantID, id)
	return s.view(ctx, v, r)
}

// SetRate sets what an hour of a run on workspace runner id costs the
// workspace (the payer rule bills it). ADMIN only: a member's own runner
// never bills the workspace.
func (s *Service) SetRate(ctx context.Context, id int, perHourUSD float64) (runnerapi.Runner, error) {
	v, r, err := s.manageable(ctx, id)
	if err != nil {
		return runnerapi.Runner{}, err
	}
	switch {
	case !v.Role.AtLeast(tenancy.RoleAdmin):
		return runnerapi.Runner{}, errcode.New(errcode.Forbidden, "setting a runner's rate needs the ADMIN role")
	case !r.Workspace:
		return runnerapi.Runner{}, errcode.New(errcode.BadUserInput, "only a workspace runner bills the workspace; this one is personal")
	case perHourUSD < 0 || perHourUSD > MaxRatePerHourUSD || perHourUSD != perHourUSD:
		return runnerapi.Runner{}, errcode.New(errcode.BadUserInput, "ratePerHourUsd must be between 0 and %v", MaxRatePerHourUSD)
	}
	if r, err = r.Update().SetRatePerHourUsd(perHourUSD).Save(ctx); err != nil {
		return runnerapi.Runner{}, fmt.Errorf("set the rate of runner %d: %w", id, err)
	}
	s.changed(ctx, v.TenantID, id)
	return s.view(ctx, v, r)
}

// MaxRatePerHourUSD bounds a runner's rate.
const MaxRatePerHourUSD = 10000

// Remove deletes runner id. A run it still holds is taken over once its
// lease lapses, like a vanished runner's. ADMIN or the runner's owner.
func (s *Service) Remove(ctx context.Context, id int) error {
	v, _, err := s.manageable(ctx, id)
	if err != nil {
		return err
	}
	if err := s.cfg.DB.Runner.DeleteOneID(id).Exec(ctx); err != nil {
		return fmt.Errorf("remove runner %d: %w", id, err)
	}
	s.changed(ctx, v.TenantID, id)
	return nil
}

// Heartbeat records that runner id is alive, renews the lease of every run
// it holds, and returns the runs it holds with their status (a settled one,
// a cancel, is the runner's to stop; a run missing from the answer was
// taken over: the runner lets go of it).
func (s *Service) Heartbeat(ctx context.Context, id int) (runnerapi.Runner, map[int]run.Status, error) {
	v, r, err := s.acting(ctx, id)
	if err != nil {
		return runnerapi.Runner{}, nil, err
	}
	if r, err = r.Update().SetLastHeartbeatAt(s.cfg.Clock.Now()).Save(ctx); err != nil {
		return runnerapi.Runner{}, nil, fmt.Errorf("heartbeat of runner %d: %w", id, err)
	}
	held, err := s.cfg.Runs.Renew(ctx, run.RunnerOwner(id), s.cfg.LeaseTTL)
	if err != nil {
		return runnerapi.Runner{}, nil, err
	}
	for runID, st := range held {
		key := scheduler.RunnerClaim(id, runID, v.Tenant).RunID
		if run.IsTerminal(st) {
			// Settled elsewhere (a cancel): its slot comes back.
			err = s.cfg.Ledger.Release(ctx, key)
		} else {
			_, err = s.cfg.Ledger.Renew(ctx, key, s.cfg.LeaseTTL)
		}
		if err != nil {
			s.log.WarnContext(ctx, "renew a leased run's reservation", "run_id", runID, "runner_id", id, "err", err)
		}
	}
	s.changed(ctx, v.TenantID, id)
	rv, err := s.view(ctx, v, r)
	return rv, held, err
}

// Lease waits up to LeaseWait for a run runner id may take and holds it
// for the runner: the same conditional claim a replica's drain makes, under
// owner runner:<id>, then stamped RUNNING. A run needing a functional
// capability the runner lacks, or a hardened runtime when the runner has
// no sandbox, is never leased to it. A leased run counts towards its
// tenant's maxConcurrent in the ledger, with the scheduler's: while the
// tenant is at its quota the runner leases nothing. It returns nil when none
// came, the runner is draining, or all its slots are busy.
func (s *Service) Lease(ctx context.Context, id int) (*runnerapi.Job, error) {
	v, _, err := s.acting(ctx, id)
	if err != nil {
		return nil, err
	}
	wait, cancel := context.WithCancel(ctx)
	defer cancel()
	var changes <-chan []byte
	if s.cfg.Events != nil {
		if sub, err := s.cfg.Events.Subscribe(wait, run.ChangedTopic); err == nil {
			defer sub.Close()
			changes = sub.C()
		}
	}
	deadline := s.cfg.Clock.After(s.cfg.LeaseWait)
	for {
		// Read again each time: a drain or a removal ends the wait.
		r, err := s.cfg.DB.Runner.Get(ctx, id)
		if ent.IsNotFound(err) {
			return nil, errcode.New(errcode.NotFound, "runner %d not found", id)
		}
		if err != nil {
			return nil, fmt.Errorf("lease for runner %d: %w", id, err)
		}
		if r.Status == entrunner.StatusDRAINING {
			return nil, nil
		}
		job, err := s.leaseOnce(ctx, v, r)
		if job != nil || err != nil {
			return job, err
		}
		select {
		case <-ctx.Done():
			return nil, nil
		case <-deadline:
			return nil, nil
		case <-changes:
		case <-s.cfg.Clock.After(s.cfg.PollInterval):
		}
	}
}

// leaseOnce tries the queue once.
func (s *Service) leaseOnce(ctx context.Context, v tenancy.Viewer, r *ent.Runner) (*runnerapi.Job, error) {
	owner := run.RunnerOwner(r.ID)
	held, err := s.cfg.Runs.CountHeldBy(ctx, owner)
	if err != nil {
		return nil, fmt.Errorf("lease for runner %d: %w", r.ID, err)
	}
	if held >= r.Slots {
		return nil, nil
	}
	t, err := s.cfg.DB.Tenant.Get(ctx, v.TenantID)
	if err != nil {
		return nil, fmt.Errorf("lease for runner %d: %w", r.ID, err)
	}
	if quota, err := scheduler.TenantQuota(ctx, s.cfg.Ledger, t.Slug, t.MaxConcurrent); err != nil || !quota.Admitted {
		return nil, err // at its quota: wait for one of its runs to settle
	}
	page, err := s.cfg.Runs.QueuedForRunner(ctx, run.RunnerScope{TenantID: r.TenantID, RunnerID: r.ID,
		Workspace: r.Workspace, OwnerSubject: r.OwnerSubject}, pageSize)
	if err != nil {
		return nil, err
	}
	for _, q := range page {
		zone := jobs.Zone(t.Slug, t.Trusted, q.Case)
		if !Fits(q.Case, q.Harness, zone, r.Capabilities) {
			continue
		}
		if r.Workspace && q.RunnerTarget == run.TargetSelf {
			// self is the submitter's own runners first: leave the run to
			// one of theirs that is online, fits it and has a free slot.
			theirs, err := s.ownRunnerFree(ctx, r.TenantID, q, zone)
			if err != nil {
				return nil, err
			}
			if theirs {
				continue
			}
		}
		got, err := s.cfg.Runs.ClaimAll(ctx, []run.Claim{{ID: q.ID, RuntimeVersionID: q.RuntimeVersionID}}, owner, s.cfg.LeaseTTL)
		if err != nil {
			return nil, err
		}
		if len(got) == 0 {
			continue // another runner got there first
		}
		// The ledger arbitrates the quota across replicas and the
		// scheduler's runs: the count above may be stale.
		claim := scheduler.RunnerClaim(r.ID, q.ID, t.Slug)
		dec, err := s.cfg.Ledger.Reserve(ctx, claim, scheduler.RunnerLimits(t.MaxConcurrent), s.cfg.LeaseTTL)
		if err != nil || !dec.OK {
			if err != nil {
				// The reservation may have been made before the answer was lost.
				_ = s.cfg.Ledger.Release(ctx, claim.RunID)
				err = fmt.Errorf("lease run %d for runner %d: %w", q.ID, r.ID, err)
			}
			_ = s.cfg.Runs.Release(ctx, q.ID, owner)
			return nil, err
		}
		job, hidden, err := jobs.Assemble(ctx, s.cfg.Secrets, jobs.Run{Correlation: run.CorrelationID(q.Key()), Attempt: max(q.Attempt, 1),
			TenantID: t.ID, Tenant: t.Slug, Owner: q.CreatedBy,
			Trusted: t.Trusted, Case: q.Case, Harness: q.Harness, Credentials: s.cfg.Credentials, Ref: fmt.Sprintf("run %d", q.ID)},
			runnerTarget(r.ID, r.Capabilities))
		if err != nil {
			s.fail(ctx, q.ID, owner, err)
			s.release(ctx, claim.RunID)
			continue
		}
		started, err := s.cfg.Runs.Start(ctx, q.ID, owner, false)
		if err != nil || !started {
			_ = s.cfg.Runs.Release(ctx, q.ID, owner)
			s.release(ctx, claim.RunID)
			if err != nil {
				return nil, err
			}
			continue // canceled meanwhile
		}
		s.mu.Lock()
		s.masks[q.ID] = secrets.NewMasker(hidden)
		s.mu.Unlock()
		cur, err := s.cfg.Runs.Get(ctx, q.ID)
		if err != nil {
			return nil, err
		}
		s.log.InfoContext(ctx, "run leased", "run_id", q.ID, "runner_id", r.ID, "attempt", cur.Attempt)
		s.changed(ctx, v.TenantID, r.ID)
		// One job name per attempt: a run requeued after its runner vanished
		// may come back to a runner that still keeps the first attempt's.
		job.RunID = run.CorrelationID(cur.Key()) + "-" + strconv.Itoa(cur.Attempt)
		lease := &runnerapi.Job{RunID: q.ID, Attempt: cur.Attempt, Job: job}
		if s.cfg.Grants != nil {
			// A runner's executor is LOCAL with the default limits.
			lease.ArtifactGrant = s.cfg.Grants.Grant(t.ID, q.ID, cur.Attempt, backends.ArtifactLimits{},
				time.Duration(q.Case.EffectiveTimeoutSec())*time.Second)
		}
		return lease, nil
	}
	return nil, nil
}

// ownRunnerFree reports whether the submitter of run q has a personal
// runner that is online (heartbeat within a lease, not draining), fits q and
// has a free slot.
func (s *Service) ownRunnerFree(ctx context.Context, tenantID int, q run.Run, zone domain.TrustZone) (bool, error) {
	sys := tenancy.System(ctx)
	rs, err := s.cfg.DB.Runner.Query().Where(entrunner.TenantID(tenantID), entrunner.Workspace(false),
		entrunner.OwnerSubject(q.CreatedBy), entrunner.StatusEQ(entrunner.StatusONLINE),
		entrunner.LastHeartbeatAtGT(s.cfg.Clock.Now().Add(-s.cfg.LeaseTTL))).All(sys)
	if err != nil {
		return false, fmt.Errorf("runners of %s: %w", q.CreatedBy, err)
	}
	for _, r := range rs {
		if !Fits(q.Case, q.Harness, zone, r.Capabilities) {
			continue
		}
		held, err := s.cfg.Runs.CountHeldBy(sys, run.RunnerOwner(r.ID))
		if err != nil {
			return false, fmt.Errorf("runs of runner %d: %w", r.ID, err)
		}
		if held < r.Slots {
			return true, nil
		}
	}
	return false, nil
}

// Fits is the lease gate: whether a runner with capabilities may take a
// run of case c and harness h in zone. Every functional capability the run
// needs must be advertised, and a zone that requires a hardened runtime
// needs the runner's sandbox (which the runner enforces on its side too).
func Fits(c evalcase.Case, h evalcase.Harness, zone domain.TrustZone, capabilities []string) bool {
	// Whatever its machine has, a run with an image never fits a runner
	// (it would fail there, with a registry credential sent for nothing).
	capabilities = runtime.RunnerCapabilities(capabilities)
	if len(runtime.FunctionalGate(runtime.RequiredCapabilities(c, h), capabilities)) > 0 {
		return false
	}
	return jobs.Admit(zone, runnerTarget(0, capabilities)) == nil
}

// runnerTarget is runner id as a job's target: hardened when it has a
// sandbox (which it enforces on its side too).
// A runner's executor is LOCAL, which runs no image: a registry credential
// never travels to a runner (NoPulls).
func runnerTarget(id int, capabilities []string) jobs.Target {
	return jobs.Target{Name: "runner " + strconv.Itoa(id), Hardens: slices.Contains(capabilities, runtime.CapSandbox), NoPulls: true}
}

// fail settles a leased run that cannot run, as its runner.
func (s *Service) fail(ctx context.Context, id int, owner string, err error) {
	msg := err.Error()
	var be *backends.Error
	if errors.As(err, &be) && be.Message != "" {
		msg = be.Message
	}
	if _, err := s.cfg.Runs.Settle(ctx, id, owner, nil, &run.Failure{Class: backends.ClassOf(err), Code: backends.CodeOf(err), Message: msg}); err != nil {
		s.log.WarnContext(ctx, "fail a leased run", "run_id", id, "err", err)
	}
}

// release gives back the slot of the tenant's quota a leased run held.
// Releasing a slot already given back does nothing.
func (s *Service) release(ctx context.Context, key string) {
	if err := s.cfg.Ledger.Release(ctx, key); err != nil {
		s.log.WarnContext(ctx, "release a leased run's reservation", "claim", key, "err", err)
	}
}

// Logs keeps a batch of log lines of run runID that runner id holds,
// masked like a dispatch's.
func (s *Service) Logs(ctx context.Context, id, runID int, lines []backends.LogLine) error {
	if len(lines) > MaxLinesDefault {
		return errcode.New(errcode.BadUserInput, "at most %d log lines per post", MaxLinesDefault)
	}
	v, _, err := s.acting(ctx, id)
	if err != nil {
		return err
	}
	mask, err := s.holding(ctx, v, id, runID)
	if err != nil {
		return err
	}
	kept := make([]backends.LogLine, len(lines))
	for i, l := range lines {
		if l.Seq <= 0 {
			return errcode.New(errcode.BadUserInput, "log line seq must be positive")
		}
		l.Text = mask.Mask(l.Text)
		kept[i] = l
	}
	return s.cfg.Runs.KeepLines(ctx, runID, kept)
}

// Complete settles run runID that runner id holds, through run.Service's
// Settle with the runner as owner (the first terminal write wins). It
// reports whether this settle applied.
func (s *Service) Complete(ctx context.Context, id, runID int, out runnerapi.Outcome) (bool, error) {
	v, _, err := s.acting(ctx, id)
	if err != nil {
		return false, err
	}
	mask, err := s.holding(ctx, v, id, runID)
	if err != nil {
		return false, err
	}
	if (out.Result == nil) == (out.Failure == nil) {
		return false, errcode.New(errcode.BadUserInput, "an outcome is a result or a failure")
	}
	if out.Result != nil {
		out.Result.Output = mask.Mask(out.Result.Output)
		out.Result.Answer = mask.Mask(out.Result.Answer)
	}
	if out.Failure != nil {
		out.Failure.Message = mask.Mask(out.Failure.Message)
		if out.Failure.Class == "" {
			out.Failure.Class = domain.FailureInfra
		}
	}
	var failure *run.Failure
	if f := out.Failure; f != nil {
		failure = &run.Failure{Class: f.Class, Code: f.Code, Message: f.Message}
	}
	applied, err := s.cfg.Runs.Settle(ctx, runID, run.RunnerOwner(id), out.Result, failure)
	if err != nil {
		return false, err
	}
	// Settled now or before (a cancel): either way the run is over and its
	// slot of the tenant's quota comes back.
	s.release(ctx, scheduler.RunnerClaim(id, runID, v.Tenant).RunID)
	s.mu.Lock()
	delete(s.masks, runID)
	s.mu.Unlock()
	s.changed(ctx, v.TenantID, id)
	return applied, nil
}

// holding checks that runner id holds run runID and returns the masker of
// the run's secrets (resolved again when another replica leased it).
func (s *Service) holding(ctx context.Context, v tenancy.Viewer, id, runID int) (*secrets.Masker, error) {
	rec, err := s.cfg.Runs.Get(ctx, runID)
	if err != nil || rec.TenantID != v.TenantID || rec.Owner != run.RunnerOwner(id) {
		return nil, errcode.New(errcode.NotFound, "runner %d holds no run %d", id, runID)
	}
	s.mu.Lock()
	m, ok := s.masks[runID]
	s.mu.Unlock()
	if ok {
		return m, nil
	}
	_, hidden, err := jobs.ResolveEnv(ctx, s.cfg.Secrets, v.TenantID, v.Tenant, rec.CreatedBy, rec.Harness)
	if err != nil {
		return nil, err
	}
	m = secrets.NewMasker(hidden)
	s.mu.Lock()
	s.masks[runID] = m
	s.mu.Unlock()
	return m, nil
}

// acting loads runner id for the viewer acting as it (register, heartbeat,
// lease, logs, complete): a workspace runner takes an ADMIN token, a
// personal one its owner's. Anything else is NOT_FOUND.
func (s *Service) acting(ctx context.Context, id int) (tenancy.Viewer, *ent.Runner, error) {
	v, err := tenancy.ViewerFrom(ctx)
	if err != nil {
		return v, nil, err
	}
	r, err := s.cfg.DB.Runner.Get(ctx, id)
	if ent.IsNotFound(err) || err == nil && !(r.Workspace && v.Role.AtLeast(tenancy.RoleAdmin) || !r.Workspace && r.OwnerSubject == v.Subject) {
		return v, nil, errcode.New(errcode.NotFound, "runner %d not found", id)
	}
	if err != nil {
		return v, nil, fmt.Errorf("load runner %d: %w", id, err)
	}
	return v, r, nil
}

// manageable loads runner id for drain and remove: ADMIN or its owner.
func (s *Service) manageable(ctx context.Context, id int) (tenancy.Viewer, *ent.Runner, error) {
	v, err := tenancy.ViewerFrom(ctx)
	if err != nil {
		return v, nil, err
	}
	r, err := s.cfg.DB.Runner.Get(ctx, id)
	if ent.IsNotFound(err) || err == nil && !(v.Role.AtLeast(tenancy.RoleAdmin) || r.OwnerSubject == v.Subject && !r.Workspace) {
		return v, nil, errcode.New(errcode.NotFound, "runner %d not found", id)
	}
	if err != nil {
		return v, nil, fmt.Errorf("load runner %d: %w", id, err)
	}
	return v, r, nil
}

// view is r as its readers see it, now.
func (s *Service) view(ctx context.Context, v tenancy.Viewer, r *ent.Runner) (runnerapi.Runner, error) {
	held, err := s.cfg.Runs.HeldBy(ctx, run.RunnerOwner(r.ID))
	if err != nil {
		return runnerapi.Runner{}, fmt.Errorf("runs of runner %d: %w", r.ID, err)
	}
	st := runnerapi.Status(r.Status)
	if s.cfg.Clock.Now().Sub(r.LastHeartbeatAt) > s.cfg.LeaseTTL {
		st = runnerapi.Offline
	}
	owner := r.OwnerSubject
	if r.Workspace {
		owner = "ws:" + v.Tenant
	}
	return runnerapi.Runner{ID: r.ID, Name: r.Name, Owner: owner, Workspace: r.Workspace, Capabilities: r.Capabilities,
		Slots: r.Slots, Status: st, RatePerHourUSD: r.RatePerHourUsd, LastHeartbeatAt: r.LastHeartbeatAt,
		HeartbeatEvery: s.cfg.LeaseTTL / 3, Runs: held}, nil
}
