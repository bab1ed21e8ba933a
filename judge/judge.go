// Package judge grades a run's evidence with a model the tenant chooses: the
// JUDGE grader. It builds a prompt that shows the evidence as delimited,
// untrusted data, asks the model for structured output (a verdict, a score
// from 0 to 1, reasoning), validates the answer strictly, re-asks on a bad
// one, retries transport failures within a budget, takes the majority over
// samples, and records usage and cost apart from the agent's. A judge that
// cannot grade returns an UNSCORED result, never PASS or FAIL.
package judge

import "github.com/everdict/everdict/evalcase"

// Evidence is what a run left for a judge, by input. Every value is
// untrusted: a harness wrote it.
type Evidence map[evalcase.JudgeInput]string

// Request is one JUDGE grader to decide for one run.
type Request struct {
	// Tenant owns the model providers and the API key secrets used.
	Tenant string
	// Grader is the JUDGE grader, its Model already resolved (the grader's,
	// else the scorecard's, else the tenant's judgeModel).
	Grader evalcase.Grader
	// Evidence holds the inputs Grader.Inputs names.
	Evidence Evidence
	// ModelUnderTest is the run's model ("" when none); a judge model equal
	// to it is allowed but flagged SelfGraded.
	ModelUnderTest string
}
