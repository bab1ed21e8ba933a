package scorecard

import (
	"context"
	"fmt"
	"strconv"
	"strings"

	"github.com/everdict/everdict/errcode"
	"github.com/everdict/everdict/harness"
)

// Harnesses resolves a submission's harness and model (harness/registry).
type Harnesses interface {
	Bind(ctx context.Context, req harness.Request) (harness.Bound, error)
}

// sweepSuffix starts the suffix a sweep's child case id carries: "-m<k>".
const sweepSuffix = "-m"

// SweepCaseID is the child case id of case id for the k-th model (from 1)
// of a sweep of n models: id itself when there is one model or none.
func SweepCaseID(id string, k, n int) string {
	if n <= 1 {
		return id
	}
	return id + sweepSuffix + strconv.Itoa(k)
}

// BaseCaseID is the case id a sweep's child id was made from (SweepCaseID).
func BaseCaseID(id string) string {
	i := strings.LastIndex(id, sweepSuffix)
	if i <= 0 {
		return id
	}
	k := id[i+len(sweepSuffix):]
	if _, err := strconv.Atoi(k); err != nil || k == "" || k[0] == '0' {
		return id
	}
	return id[:i]
}

// checkModels refuses a sweep's models unless there are at most
// harness.ModelsMax, each a model string, none twice: BAD_USER_INPUT naming
// the field.
func checkModels(models []string) error {
	if len(models) > harness.ModelsMax {
		return errcode.New(errcode.BadUserInput, "models holds %d models: a sweep has at most %d", len(models), harness.ModelsMax).With("field", "models")
	}
	seen := map[string]bool{}
	for i, m := range models {
		field := fmt.Sprintf("models[%d]", i)
		if msg := harness.ModelMessage(m); msg != "" {
			return errcode.New(errcode.BadUserInput, "%s %s", field, msg).With("field", field)
		}
		if seen[m] {
			return errcode.New(errcode.BadUserInput, "%s repeats an earlier model", field).With("field", field)
		}
		seen[m] = true
	}
	return nil
}

// bind resolves the scorecard's harness once per model of its sweep (once
// with no scorecard model when it has none).
func (s *Service) bind(ctx context.Context, in Input) ([]harness.Bound, error) {
	models := in.Models
	if len(models) == 0 {
		models = []string{""}
	}
	if s.cfg.Harnesses == nil {
		if in.HarnessRef != "" || len(in.Models) > 0 {
			return nil, errcode.New(errcode.FailedPrecondition, "this server has no harness registry").With("field", "harnessRef")
		}
		return []harness.Bound{{Harness: in.Harness}}, nil
	}
	out := make([]harness.Bound, len(models))
	for k, m := range models {
		b, err := s.cfg.Harnesses.Bind(ctx, harness.Request{Ref: in.HarnessRef, Inline: in.Harness, ScorecardModel: m})
		if err != nil {
			return nil, err
		}
		out[k] = b
	}
	return out, nil
}
