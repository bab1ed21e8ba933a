package run

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"

	"go.opentelemetry.io/otel/trace"

	"github.com/everdict/everdict/ent"
	entrun "github.com/everdict/everdict/ent/run"
	"github.com/everdict/everdict/ent/tenant"
	"github.com/everdict/everdict/errcode"
	"github.com/everdict/everdict/evalcase"
	"github.com/everdict/everdict/placement"
	"github.com/everdict/everdict/runtime/registry"
	"github.com/everdict/everdict/tenancy"
	"github.com/everdict/everdict/tracing"
)

// BatchRun is one run of a batch: its submission and the runtime version it
// resolved to (Ref as the batch named it).
type BatchRun struct {
	Input  SubmitInput
	Target registry.Resolved
	Ref    string
}

// Parent writes the batch's own row in the transaction that records its runs
// and returns its id, which every run of the batch carries as its
// scorecard id. The scorecard service owns that row; run/ owns the runs.
// ctx carries the transaction (ent.TxFromContext): the store's handle stays
// out of run/'s signatures.
type Parent func(ctx context.Context) (int, error)

// batchChunk bounds one multi-row insert (bind parameters per statement).
const batchChunk = 500

// SubmitBatch admits and records a batch of runs, all or none: every check
// Submit makes, per run (a refusal names the case), then the budget, the
// queue depth and the tenant's queued seed bytes for the whole batch — n
// runs need room for n — under the tenant's lock; then parent's row and
// every run, in one transaction. The batch is one submit of its token's
// rate. It returns the parent's id.
func (s *Service) SubmitBatch(ctx context.Context, runs []BatchRun, parent Parent) (_ int, err error) {
	ctx, span := s.tracer.Start(ctx, tracing.SpanSubmit, trace.WithAttributes(tracing.AttrBatchRuns.Int(len(runs))))
	defer func() { tracing.End(span, err) }()
	traceParent := tracing.Traceparent(span.SpanContext())
	v, err := tenancy.ViewerFrom(ctx)
	if err != nil {
		return 0, err
	}
	if len(runs) == 0 {
		return 0, errcode.New(errcode.BadUserInput, "a batch needs at least one case")
	}
	if err := s.takeSubmit(v); err != nil {
		return 0, err
	}
	t, err := s.cfg.DB.Tenant.Get(ctx, v.TenantID)
	if err != nil {
		return 0, fmt.Errorf("submit batch: load tenant: %w", err)
	}
	now := s.cfg.Clock.Now()
	qs := make([]NewRun, len(runs))
	checkedSecrets, checkedJudges := map[string]bool{}, map[string]bool{}
	var seed int64 // the batch's seed bytes
	for i, b := range runs {
		in := b.Input
		if in.Trigger == "" {
			in.Trigger = "api"
		}
		what := fmt.Sprintf("case %q: ", in.Case.ID)
		if err := ValidateSubmission(in.Case, in.Harness); err != nil {
			return 0, errcode.Wrap(errcode.BadUserInput, err, what+err.Error())
		}
		if err := s.bindJudges(ctx, v, t, &in.Case, what, checkedJudges); err != nil {
			return 0, err
		}
		if err := s.checkSeed(in.Case, what); err != nil {
			return 0, err
		}
		seed += SeedBytes(in.Case)
		if in.WebhookURL != nil && *in.WebhookURL != "" && !validWebhookURL(*in.WebhookURL) {
			return 0, errcode.New(errcode.BadUserInput, "webhookUrl must be an http or https URL")
		}
		if key := in.Harness.Name + "\x00" + in.Harness.Version; !checkedSecrets[key] {
			if err := s.secretsExist(ctx, v, in.Harness); err != nil {
				return 0, err
			}
			checkedSecrets[key] = true
		}
		tg := b.Target
		in.Case.Resources = tg.Spec.RunResources(in.Case.Resources)
		q := NewQueued(v.TenantID, in, Target{Ref: b.Ref, Name: tg.Runtime.Name, RuntimeID: tg.Runtime.ID,
			VersionID: tg.Version.ID, Version: tg.Version.Version}, v.Subject, now)
		if err := s.canRun(t, q.Case, q.Harness, tg, b.Ref, what); err != nil {
			return 0, err
		}
		q.TraceParent = traceParent
		qs[i] = q
	}
	if span.IsRecording() {
		span.SetAttributes(tracing.AttrTenant.String(t.Slug))
	}
	tx, err := s.cfg.DB.Tx(ctx)
	if err != nil {
		return 0, fmt.Errorf("submit batch: %w", err)
	}
	id, err := func() (int, error) {
		if err := lockTenant(ctx, tx, t.ID); err != nil {
			return 0, err
		}
		t, err := tx.Tenant.Get(ctx, t.ID)
		if err != nil {
			return 0, err
		}
		state, total, err := s.tenantState(ctx, tx, t)
		if err != nil {
			return 0, err
		}
		if d := placement.AdmitBatch(s.cfg.Admission, state, total, len(qs)); !d.Admitted {
			return 0, admissionError(d)
		}
		if err := s.seedQuota(ctx, tx, t.ID, seed); err != nil {
			return 0, err
		}
		id, err := parent(ent.NewTxContext(ctx, tx))
		if err != nil {
			return 0, err
		}
		virtual, err := virtualTime(ctx, tx)
		if err != nil {
			return 0, err
		}
		finish := t.FairFinish
		creates := make([]*ent.RunCreate, 0, batchChunk)
		for i, q := range qs {
			var start float64
			start, finish = placement.FairTags(virtual, finish, t.Weight, placement.CostDefault)
			q.ScorecardID = id
			creates = append(creates, newRow(tx.Run, q, start))
			if len(creates) == batchChunk || i == len(qs)-1 {
				if err := tx.Run.CreateBulk(creates...).Exec(ctx); err != nil {
					return 0, err
				}
				creates = creates[:0]
			}
		}
		return id, tx.Tenant.Update().Where(tenant.ID(t.ID)).SetFairFinish(finish).Exec(ctx)
	}()
	if err != nil {
		_ = tx.Rollback()
		var c errcode.Coder
		if errors.As(err, &c) {
			return 0, err
		}
		return 0, fmt.Errorf("submit batch: %w", err)
	}
	if err := tx.Commit(); err != nil {
		return 0, fmt.Errorf("submit batch: %w", err)
	}
	span.SetAttributes(tracing.AttrScorecardID.Int(id))
	s.log.InfoContext(ctx, "batch submitted", "scorecard_id", id, "tenant", t.Slug, "runs", len(qs))
	s.publishChanged(ctx, Event{ID: 0, TenantID: t.ID, Status: Queued})
	return id, nil
}

// errGuarded: a guard said no.
var errGuarded = errors.New("guarded")

// Guard is a caller's condition checked in the transaction that writes: it
// reports whether the write may go on (false rolls it back, no error). A
// guard that updates its own row serializes the write with whatever else
// updates that row. ctx carries the transaction (ent.TxFromContext).
type Guard func(ctx context.Context) (bool, error)

// Retry records try q.Try of a batch's case as a new queued run, unless
// that try exists already (another replica retried it first) or guard, if
// given, says no: it reports whether this call inserted it. The batch was
// admitted as a whole, so a retry is not admitted again; its try count
// bounds it.
func (s *Service) Retry(ctx context.Context, q NewRun, guard Guard) (bool, error) {
	sys := tenancy.System(ctx)
	if q.ScorecardID == 0 || q.Try < 2 {
		return false, errors.New("retry: a batch's case and a try of 2 or more are required")
	}
	tx, err := s.cfg.DB.Tx(sys)
	if err != nil {
		return false, fmt.Errorf("retry: %w", err)
	}
	rec, err := func() (*ent.Run, error) {
		if guard != nil {
			ok, err := guard(ent.NewTxContext(sys, tx))
			if err != nil {
				return nil, err
			}
			if !ok {
				return nil, errGuarded
			}
		}
		if err := lockTenant(sys, tx, q.TenantID); err != nil {
			return nil, err
		}
		t, err := tx.Tenant.Get(sys, q.TenantID)
		if err != nil {
			return nil, err
		}
		virtual, err := virtualTime(sys, tx)
		if err != nil {
			return nil, err
		}
		start, finish := placement.FairTags(virtual, t.FairFinish, t.Weight, placement.CostDefault)
		if err := tx.Tenant.Update().Where(tenant.ID(t.ID)).SetFairFinish(finish).Exec(sys); err != nil {
			return nil, err
		}
		return newRow(tx.Run, q, start).Save(sys)
	}()
	if err != nil {
		_ = tx.Rollback()
		if ent.IsConstraintError(err) || errors.Is(err, errGuarded) {
			return false, nil
		}
		return false, fmt.Errorf("retry case %s of scorecard %d: %w", q.Case.ID, q.ScorecardID, err)
	}
	if err := tx.Commit(); err != nil {
		if ent.IsConstraintError(err) {
			return false, nil
		}
		return false, fmt.Errorf("retry case %s of scorecard %d: %w", q.Case.ID, q.ScorecardID, err)
	}
	s.log.InfoContext(ctx, "case retried", "run_id", rec.ID, "scorecard_id", q.ScorecardID, "case", q.Case.ID, "try", q.Try)
	s.publish(sys, fromEnt(rec.Unwrap()))
	return true, nil
}

// Move puts a queued run that no replica holds on another runtime version
// (spillover): the write applies only WHERE status = QUEUED AND owner IS
// NULL, so a run already claimed or started is never moved, and never runs
// twice. It reports whether the run moved.
func (s *Service) Move(ctx context.Context, id int, to Target) (bool, error) {
	sys := tenancy.System(ctx)
	n, err := s.cfg.DB.Run.Update().Where(entrun.ID(id), entrun.StatusEQ(entrun.StatusQUEUED), entrun.OwnerIsNil()).
		SetRuntimeRef(to.Ref).SetRuntimeName(to.Name).SetRuntimeID(to.RuntimeID).
		SetRuntimeVersionID(to.VersionID).SetRuntimeVersion(to.Version).Save(sys)
	if err != nil {
		return false, fmt.Errorf("move run %d: %w", id, err)
	}
	if n == 0 {
		return false, nil
	}
	if rec, err := s.get(sys, id); err == nil {
		s.publish(sys, rec)
	}
	return true, nil
}

// Checker says whether a case can run on a target for the viewer's tenant:
// the checks Submit makes per run (functional capabilities, the envelope,
// the trust zone), nil when it can. what prefixes the message.
type Checker func(c evalcase.Case, h evalcase.Harness, target registry.Resolved, ref, what string) error

// CheckerFor returns the viewer's Checker, so a batch can pick, per case,
// the targets able to run it before anything is written.
func (s *Service) CheckerFor(ctx context.Context) (Checker, error) {
	v, err := tenancy.ViewerFrom(ctx)
	if err != nil {
		return nil, err
	}
	t, err := s.cfg.DB.Tenant.Get(ctx, v.TenantID)
	if err != nil {
		return nil, fmt.Errorf("load tenant: %w", err)
	}
	return func(c evalcase.Case, h evalcase.Harness, target registry.Resolved, ref, what string) error {
		c.Resources = target.Spec.RunResources(c.Resources)
		return s.canRun(t, Recipe(c, "api"), h, target, ref, what)
	}, nil
}

// Children returns every run of scorecard id, every try, by id (no tenant
// scope: the caller has checked the scorecard is the viewer's).
func (s *Service) Children(ctx context.Context, scorecardID int) ([]Run, error) {
	es, err := s.cfg.DB.Run.Query().Where(entrun.ScorecardID(scorecardID)).Order(ent.Asc(entrun.FieldID)).
		All(tenancy.System(ctx))
	if err != nil {
		return nil, fmt.Errorf("children of scorecard %d: %w", scorecardID, err)
	}
	return fromEnts(es), nil
}

func (s *Service) publishChanged(ctx context.Context, ev Event) {
	if s.cfg.Events == nil {
		return
	}
	payload, _ := json.Marshal(ev)
	if err := s.cfg.Events.Publish(ctx, ChangedTopic, payload); err != nil {
		s.log.WarnContext(ctx, "publish run event", "topic", ChangedTopic, "err", err)
	}
}
