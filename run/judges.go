package run

import (
	"context"
	"errors"
	"fmt"

	"github.com/everdict/everdict/ent"
	"github.com/everdict/everdict/errcode"
	"github.com/everdict/everdict/evalcase"
	"github.com/everdict/everdict/tenancy"
)

// JudgeModels checks at submit that a judge model names a provider the
// tenant has (judge.Service.Validate): BAD_USER_INPUT otherwise.
type JudgeModels interface {
	Validate(ctx context.Context, tenant, model string) error
}

// bindJudges gives every JUDGE grader of c a model: its own, else the
// scorecard's (already filled in by the scorecard service), else the
// tenant's judgeModel (t, read when nil and needed). A grader left with
// none, or whose model's provider is unknown, refuses the submit
// (BAD_USER_INPUT naming the grader's model); checked names go in checked
// so a batch asks once per model. A case with no JUDGE grader costs
// nothing here.
func (s *Service) bindJudges(ctx context.Context, v tenancy.Viewer, t *ent.Tenant, c *evalcase.Case, what string, checked map[string]bool) error {
	judges := false
	for _, g := range c.Graders {
		judges = judges || g.Kind == evalcase.GraderJudge
	}
	if !judges {
		return nil
	}
	if s.cfg.Judges == nil {
		return errcode.New(errcode.FailedPrecondition, "%sthis server has no judge: a JUDGE grader cannot be decided here", what).With("field", "case.graders")
	}
	c.Graders = append([]evalcase.Grader(nil), c.Graders...)
	for i := range c.Graders {
		g := &c.Graders[i]
		if g.Kind != evalcase.GraderJudge {
			continue
		}
		field := fmt.Sprintf("case.graders[%d].model", i)
		if g.Model == "" {
			if t == nil {
				var err error
				if t, err = s.cfg.DB.Tenant.Get(ctx, v.TenantID); err != nil {
					return fmt.Errorf("bind judges: load tenant: %w", err)
				}
			}
			g.Model = t.JudgeModel
		}
		if g.Model == "" {
			return errcode.New(errcode.BadUserInput, "%s%s is required: no judge model was given by the grader, the scorecard or the tenant's judgeModel (setTenantEvalSettings)", what, field).With("field", field)
		}
		if checked[g.Model] {
			continue
		}
		if err := s.cfg.Judges.Validate(ctx, v.Tenant, g.Model); err != nil {
			var ce *errcode.Error
			if errors.As(err, &ce) && ce.Code() == string(errcode.BadUserInput) {
				return errcode.Wrap(errcode.BadUserInput, err, fmt.Sprintf("%s%s: %v", what, field, err)).With("field", field)
			}
			return fmt.Errorf("check judge model %s: %w", g.Model, err)
		}
		checked[g.Model] = true
	}
	return nil
}
