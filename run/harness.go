package run

import (
	"context"

	"github.com/everdict/everdict/errcode"
	"github.com/everdict/everdict/evalcase"
	"github.com/everdict/everdict/harness"
)

// Harnesses resolves a submission's harness — a registered one by
// reference, or an inline one — and its model, substituted into its
// placeholders (harness/registry.Service).
type Harnesses interface {
	Bind(ctx context.Context, req harness.Request) (harness.Bound, error)
}

// bindHarness resolves in's harness and model (Config.Harnesses): the
// harness recorded on the run is the bound one, and the harness's declared
// resources fill what the case left out. Without a registry, an inline
// harness is taken as it is and a reference or a model is refused.
func (s *Service) bindHarness(ctx context.Context, in SubmitInput) (SubmitInput, error) {
	if s.cfg.Harnesses == nil {
		if in.HarnessRef != "" || in.Model != "" {
			return in, errcode.New(errcode.FailedPrecondition, "this server has no harness registry").With("field", "harnessRef")
		}
		in.Case.Image = evalcase.PinImage(in.Case, in.Harness)
		return in, nil
	}
	b, err := s.cfg.Harnesses.Bind(ctx, harness.Request{Ref: in.HarnessRef, Inline: in.Harness, Model: in.Model})
	if err != nil {
		return in, err
	}
	in.Harness = b.Harness
	in.Case.Resources = harness.Override(in.Case.Resources, b.Resources)
	// The case records the image the run gets, so Run.case.image shows
	// what ran.
	in.Case.Image = evalcase.PinImage(in.Case, in.Harness)
	return in, nil
}
