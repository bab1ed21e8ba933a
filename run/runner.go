package run

import (
	"context"
	"fmt"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/everdict/everdict/ent"
	entrun "github.com/everdict/everdict/ent/run"
	entrunner "github.com/everdict/everdict/ent/runner"
	"github.com/everdict/everdict/errcode"
	"github.com/everdict/everdict/placement"
	"github.com/everdict/everdict/runtime"
	"github.com/everdict/everdict/tenancy"
)

// The runner targets a submission names instead of a runtime.
const (
	// TargetSelf: the submitter's own runners, or the workspace's.
	TargetSelf = "self"
	// TargetWorkspace: only the workspace's runners.
	TargetWorkspace = "self:ws"
)

// RunnerTarget is a parsed runner target.
type RunnerTarget struct {
	// RunnerID is the one runner the run must go to; 0 for a pool.
	RunnerID int
	// Workspace restricts the target to workspace runners (self:ws,
	// self:ws:<id>).
	Workspace bool
}

// IsRunnerTarget reports whether a submission's runtime names self-hosted
// runners rather than a registered runtime.
func IsRunnerTarget(ref string) bool {
	return ref == TargetSelf || strings.HasPrefix(ref, TargetSelf+":")
}

// ParseRunnerTarget parses self, self:ws, self:<runnerId> or
// self:ws:<runnerId>.
func ParseRunnerTarget(ref string) (RunnerTarget, error) {
	rest, ok := strings.CutPrefix(ref, TargetSelf)
	if !ok {
		return RunnerTarget{}, errcode.New(errcode.BadUserInput, "runtime %q is not a runner target", ref)
	}
	var t RunnerTarget
	rest, _ = strings.CutPrefix(rest, ":")
	if rest == "ws" || strings.HasPrefix(rest, "ws:") {
		t.Workspace = true
		rest = strings.TrimPrefix(strings.TrimPrefix(rest, "ws"), ":")
	}
	if rest != "" {
		id, err := strconv.Atoi(rest)
		if err != nil || id <= 0 {
			return RunnerTarget{}, errcode.New(errcode.BadUserInput,
				"runtime %q is not a runner target: want self, self:ws, self:<runnerId> or self:ws:<runnerId>", ref)
		}
		t.RunnerID = id
	}
	return t, nil
}

// String is t as a run stores it: self, self:ws or self:<runnerId> (a
// self:ws:<id> target was checked at submit).
func (t RunnerTarget) String() string {
	switch {
	case t.RunnerID != 0:
		return TargetSelf + ":" + strconv.Itoa(t.RunnerID)
	case t.Workspace:
		return TargetWorkspace
	}
	return TargetSelf
}

// RunnerOwner is the lease owner a runner holds its runs under.
func RunnerOwner(runnerID int) string { return "runner:" + strconv.Itoa(runnerID) }

// RunnerIDOf returns the runner a lease owner names, and false for a
// replica.
func RunnerIDOf(owner string) (int, bool) {
	rest, ok := strings.CutPrefix(owner, "runner:")
	if !ok {
		return 0, false
	}
	id, err := strconv.Atoi(rest)
	return id, err == nil
}

// mayUseRunner reports whether subject may send runs to runner r: a
// workspace runner is every member's, a personal runner its owner's only.
func mayUseRunner(r *ent.Runner, subject string) bool {
	return r.Workspace || r.OwnerSubject == subject
}

// submitToRunner admits a run for self-hosted runners. A target naming one
// runner is checked now: NOT_FOUND when the viewer may not use it (another
// member's, or another tenant's), BAD_USER_INPUT when it lacks a functional
// capability the case needs. A pool target waits for a runner that fits.
func (s *Service) submitToRunner(ctx context.Context, v tenancy.Viewer, in SubmitInput) (Run, error) {
	target, err := ParseRunnerTarget(in.Runtime)
	if err != nil {
		return Run{}, err
	}
	q := NewQueued(v.TenantID, in, Target{Ref: in.Runtime, Name: target.String()}, v.Subject, s.cfg.Clock.Now())
	q.RunnerTarget = target.String()
	if slices.Contains(runtime.RequiredCapabilities(q.Case, q.Harness), runtime.CapDocker) {
		return Run{}, errcode.New(errcode.BadUserInput, "a self-hosted runner runs no image: submit a case with an image to a NOMAD or K8S runtime").
			With("missingCapabilities", []string{runtime.CapDocker})
	}
	if target.RunnerID != 0 {
		// The viewer's context scopes the read to its tenant.
		r, err := s.cfg.DB.Runner.Get(ctx, target.RunnerID)
		if ent.IsNotFound(err) || err == nil && (!mayUseRunner(r, v.Subject) || target.Workspace && !r.Workspace) {
			return Run{}, errcode.New(errcode.NotFound, "runner %d not found", target.RunnerID)
		}
		if err != nil {
			return Run{}, fmt.Errorf("submit: load runner: %w", err)
		}
		if missing := runtime.FunctionalGate(runtime.RequiredCapabilities(q.Case, q.Harness), runtime.RunnerCapabilities(r.Capabilities)); len(missing) > 0 {
			return Run{}, errcode.New(errcode.BadUserInput, "runner %s lacks capabilities this case needs: %s",
				r.Name, strings.Join(missing, ", ")).With("missingCapabilities", missing)
		}
	}
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
	rec, err := s.create(ctx, t, d, q)
	if err != nil {
		return Run{}, err
	}
	s.log.InfoContext(ctx, "run submitted", "run_id", rec.ID, "tenant", t.Slug, "runtime", q.RunnerTarget)
	s.publish(ctx, rec)
	return rec, nil
}

// RunnerScope is a runner as the queue sees it: which runs it may lease.
type RunnerScope struct {
	TenantID     int
	RunnerID     int
	Workspace    bool
	OwnerSubject string
}

// QueuedForRunner returns up to limit queued runs no one holds that runner
// sc may lease, best first (by fair tag): its tenant's runs aimed at it by
// id; for a workspace runner, the self and self:ws runs; for a personal
// one, its owner's self runs. The caller gates capabilities.
func (s *Service) QueuedForRunner(ctx context.Context, sc RunnerScope, limit int) ([]Run, error) {
	mine := entrun.RunnerTarget(RunnerTarget{RunnerID: sc.RunnerID}.String())
	pool := entrun.And(entrun.RunnerTarget(TargetSelf), entrun.CreatedBy(sc.OwnerSubject))
	if sc.Workspace {
		pool = entrun.RunnerTargetIn(TargetSelf, TargetWorkspace)
	} else {
		// Submit lets only the owner aim at a personal runner; the lease
		// holds to that too.
		mine = entrun.And(mine, entrun.CreatedBy(sc.OwnerSubject))
	}
	rs, err := s.cfg.DB.Run.Query().
		Where(entrun.TenantID(sc.TenantID), entrun.StatusEQ(entrun.StatusQUEUED), entrun.OwnerIsNil(), entrun.Or(mine, pool)).
		Order(ent.Asc(entrun.FieldFairTag), ent.Asc(entrun.FieldID)).Limit(limit).All(tenancy.System(ctx))
	if err != nil {
		return nil, fmt.Errorf("queued runs for runner %d: %w", sc.RunnerID, err)
	}
	return fromEnts(rs), nil
}

// Requeue puts a RUNNING run whose runner vanished back in line for the
// runners as a new attempt, released: another runner leases it. The
// rescuer applies it to a runner's run it took over.
func Requeue(r Record) (Transition, error) {
	if !CanRedispatch(r) {
		return Transition{}, &ConflictError{ID: r.ID, Status: r.Status, Action: "requeue"}
	}
	return Transition{ID: r.ID, From: []Status{Running}, To: Queued, Attempt: r.Attempt + 1}, nil
}

// Requeue applies Requeue to run id while owner holds it, and reports
// whether it did.
func (s *Service) Requeue(ctx context.Context, id int, owner string) (bool, error) {
	sys := tenancy.System(ctx)
	rec, err := s.get(sys, id)
	if err != nil {
		return false, fmt.Errorf("requeue run %d: %w", id, err)
	}
	tr, err := Requeue(rec.Record())
	if err != nil {
		return false, err
	}
	tr = tr.By(owner)
	tr.Release = true
	now, ok, err := s.apply(sys, tr, effects{}) // back in line: no charge, no webhook
	if err != nil || !ok {
		return false, err
	}
	s.depth.requeue(rec.TenantID) // back in the queue with its old id: the bound counts it here
	s.publish(sys, now)
	return true, nil
}

// runnerCost is what a runner's run costs its tenant when it settles now,
// by the payer rule (placement.BillRunner) applied to the runner holding
// it. A run no runner holds (canceled in line) costs what it reported.
func (s *Service) runnerCost(ctx context.Context, rec Run, reported *float64, now time.Time) (float64, error) {
	id, ok := RunnerIDOf(rec.Owner)
	if !ok {
		return Cost(reported, 0, rec.StartedAt, now), nil
	}
	r, err := s.cfg.DB.Runner.Query().Where(entrunner.ID(id)).Only(ctx)
	if ent.IsNotFound(err) {
		return Cost(reported, 0, rec.StartedAt, now), nil
	}
	if err != nil {
		return 0, fmt.Errorf("settle run %d: runner: %w", rec.ID, err)
	}
	bill := placement.BillRunner(placement.RunnerBilling{Workspace: r.Workspace, RatePerHourUSD: r.RatePerHourUsd,
		Logins: runtime.RequiredLogins(rec.Harness), Capabilities: r.Capabilities})
	if !bill.ChargeReported {
		reported = nil
	}
	return Cost(reported, bill.PerHourUSD, rec.StartedAt, now), nil
}
