package harness

import "github.com/everdict/everdict/evalcase"

// Request is what a submit asks of the registry: a registered harness by
// reference, or an inline one, and the models of the levels a submit
// knows (the tenant's default is the registry's to read).
type Request struct {
	// Ref is "name", "name@3" or "name@tag"; "" means Inline.
	Ref string
	// Inline is a one-off harness; it must be zero when Ref is set.
	Inline evalcase.Harness
	// Model is the run's own model; "" names none.
	Model string
	// ScorecardModel is the scorecard's model for this child; "" names none.
	ScorecardModel string
}

// Bound is a resolved harness, ready to record on a run: its placeholders
// substituted with the resolved model, which it carries with its source,
// and, when registered, the version it resolved to.
type Bound struct {
	Harness evalcase.Harness
	// Resources are the harness's declared needs; a case's own override
	// them field by field.
	Resources evalcase.Resources
}

// IsZero reports whether h was left out of a submission.
func IsZero(h evalcase.Harness) bool {
	return h.Name == "" && h.Version == "" && len(h.Command) == 0 && h.Image == "" && len(h.Env) == 0
}

// Override returns the case's resources with the harness's filling what the
// case left out: a case's resources override the harness's.
func Override(caseRes, harnessRes evalcase.Resources) evalcase.Resources {
	out := caseRes
	if out.MemoryMB == 0 {
		out.MemoryMB = harnessRes.MemoryMB
	}
	if out.CPU == 0 {
		out.CPU = harnessRes.CPU
	}
	return out
}
