package mcp

import (
	"context"
	"regexp"
	"strconv"
	"strings"

	sdk "github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/everdict/everdict/ent"
	entrun "github.com/everdict/everdict/ent/run"
	"github.com/everdict/everdict/errcode"
	"github.com/everdict/everdict/evalcase"
	"github.com/everdict/everdict/scorecard"
)

// Scorecards submits and reads scorecards (scorecard.Service); it scopes
// every call to the viewer in the context, as GraphQL's resolvers do.
type Scorecards interface {
	Submit(ctx context.Context, in scorecard.Input) (*ent.Scorecard, error)
	Get(ctx context.Context, id int) (*ent.Scorecard, error)
	Aggregate(ctx context.Context, id int) (scorecard.Aggregate, error)
}

// SubmitScorecardInput is submit_scorecard's input: one harness over a batch
// of cases given inline.
type SubmitScorecardInput struct {
	Name        string      `json:"name" jsonschema:"the scorecard's name"`
	Runtime     string      `json:"runtime" jsonschema:"a runtime name (or name@version, name@tag); a,b,c to shard the cases over several; auto for every runtime you may use"`
	Command     []string    `json:"command,omitempty" jsonschema:"a one-off harness: its command and arguments, like [\"sh\", \"-c\", \"make agent\"]; give it or harness, not both"`
	Harness     string      `json:"harness,omitempty" jsonschema:"a registered harness (list_harnesses names them): \"name\", \"name@3\" or \"name@tag\", resolved once at submit; give it or command, not both"`
	HarnessName string      `json:"harness_name,omitempty" jsonschema:"the one-off harness's name, as runs list it; default mcp"`
	Models      []string    `json:"models,omitempty" jsonschema:"a model sweep: every case runs once per model (\"provider/name\", at most 20)"`
	Cases       []CaseInput `json:"cases" jsonschema:"the cases, each with a unique id"`
	MaxAttempts int         `json:"max_attempts,omitempty" jsonschema:"tries per case (infrastructure failures retry); default 3, at most 10"`
}

// CaseInput is one case of a scorecard.
type CaseInput struct {
	ID         string      `json:"id" jsonschema:"1 to 40 lowercase letters, digits and inner dashes, unique in the scorecard"`
	Task       string      `json:"task" jsonschema:"the task the harness is given (EVERDICT_TASK)"`
	Test       string      `json:"test,omitempty" jsonschema:"a shell command run in the workspace after the harness; exit 0 passes the case"`
	Expected   string      `json:"expected,omitempty" jsonschema:"a reference answer a JUDGE grader may be shown"`
	Files      []FileInput `json:"files,omitempty" jsonschema:"seed files written into the workspace before the harness starts"`
	Repo       *RepoInput  `json:"repo,omitempty" jsonschema:"a git repository cloned into the workspace"`
	TimeoutSec int         `json:"timeout_sec,omitempty" jsonschema:"seconds before the harness is stopped (it is still graded); default 300"`
}

// ScorecardID names one scorecard.
type ScorecardID struct {
	ID string `json:"id" jsonschema:"the scorecard's id (like 7)"`
}

// ScorecardView is a scorecard as the tools return it, with its aggregate.
type ScorecardView struct {
	ID          string              `json:"id"`
	Name        string              `json:"name"`
	Status      string              `json:"status" jsonschema:"QUEUED, RUNNING, SUCCEEDED (every case has an outcome) or CANCELED"`
	Runtime     string              `json:"runtime"`
	Harness     string              `json:"harness"`
	Models      []string            `json:"models,omitempty" jsonschema:"the sweep's models; the aggregate breaks results down by model"`
	Total       int                 `json:"total" jsonschema:"how many cases it has"`
	MaxAttempts int                 `json:"max_attempts"`
	CreatedAt   string              `json:"created_at"`
	FinishedAt  string              `json:"finished_at,omitempty"`
	Aggregate   scorecard.Aggregate `json:"aggregate" jsonschema:"the answer so far: each case counted once, by its latest try"`
}

func scorecardView(sc *ent.Scorecard, a scorecard.Aggregate) ScorecardView {
	return ScorecardView{
		ID: strconv.Itoa(sc.ID), Name: sc.Name, Status: string(sc.Status), Runtime: sc.Runtime, Harness: sc.HarnessName, Models: sc.Models,
		Total: sc.Total, MaxAttempts: sc.MaxAttempts, CreatedAt: stamp(&sc.CreatedAt), FinishedAt: stamp(sc.FinishedAt),
		Aggregate: a,
	}
}

func (t *tools) submitScorecard(ctx context.Context, req *sdk.CallToolRequest, in SubmitScorecardInput) (*sdk.CallToolResult, ScorecardView, error) {
	ctx, err := viewer(ctx, req)
	if err != nil {
		return nil, ScorecardView{}, t.toolError(ctx, "submit_scorecard", err)
	}
	sub := scorecard.Input{Name: in.Name, Runtime: in.Runtime, Models: in.Models}
	sub.HarnessRef, sub.Harness = harnessOf(in.Harness, in.HarnessName, in.Command)
	if in.MaxAttempts != 0 {
		sub.MaxAttempts = &in.MaxAttempts
	}
	for _, c := range in.Cases {
		ec := evalcase.Case{ID: c.ID, Task: c.Task, TimeoutSec: c.TimeoutSec, Expected: c.Expected}
		if c.Test != "" {
			ec.Graders = []evalcase.Grader{{Kind: evalcase.GraderTestsPass, Command: []string{"sh", "-c", c.Test}}}
		}
		if c.Repo != nil {
			ec.Repo = &evalcase.Repo{URL: c.Repo.URL, Ref: c.Repo.Ref}
		}
		for _, f := range c.Files {
			ec.Files = append(ec.Files, evalcase.File{Path: f.Path, Content: f.Content})
		}
		sub.Cases = append(sub.Cases, ec)
	}
	sc, err := t.cfg.Scorecards.Submit(ctx, sub)
	if err != nil {
		return nil, ScorecardView{}, t.toolError(ctx, "submit_scorecard", err)
	}
	a, err := t.cfg.Scorecards.Aggregate(ctx, sc.ID)
	if err != nil {
		return nil, ScorecardView{}, t.toolError(ctx, "submit_scorecard", err)
	}
	return nil, scorecardView(sc, a), nil
}

func (t *tools) getScorecard(ctx context.Context, req *sdk.CallToolRequest, in ScorecardID) (*sdk.CallToolResult, ScorecardView, error) {
	ctx, err := viewer(ctx, req)
	if err != nil {
		return nil, ScorecardView{}, t.toolError(ctx, "get_scorecard", err)
	}
	id, err := strconv.Atoi(strings.TrimSpace(in.ID))
	if err != nil || id <= 0 {
		return nil, ScorecardView{}, t.toolError(ctx, "get_scorecard", errcode.New(errcode.BadUserInput, "id %q is not a scorecard id: give the number (like 7)", in.ID))
	}
	sc, err := t.cfg.Scorecards.Get(ctx, id)
	if ent.IsNotFound(err) {
		err = errcode.New(errcode.NotFound, "scorecard %d not found", id)
	}
	if err != nil {
		return nil, ScorecardView{}, t.toolError(ctx, "get_scorecard", err)
	}
	a, err := t.cfg.Scorecards.Aggregate(ctx, id)
	if err != nil {
		return nil, ScorecardView{}, t.toolError(ctx, "get_scorecard", err)
	}
	return nil, scorecardView(sc, a), nil
}

// childCorrelation matches a scorecard child's correlation id,
// evd-<scorecard>-<case>[-t<try>].
var (
	childCorrelation = regexp.MustCompile(`^evd-([1-9][0-9]*)-([a-z0-9][a-z0-9-]*)$`)
	trySuffix        = regexp.MustCompile(`^(.+)-t([1-9][0-9]*)$`)
)

// childRun finds the scorecard child a correlation id names, through the
// viewer's tenant scope. "evd-7-a-t2" is case "a-t2"'s first try or case
// "a"'s second; a case id may end in -t<n>, so both are looked up, the
// first try first.
func (t *tools) childRun(ctx context.Context, s string) (int, bool, error) {
	m := childCorrelation.FindStringSubmatch(s)
	if m == nil {
		return 0, false, nil
	}
	sc, err := strconv.Atoi(m[1])
	if err != nil {
		return 0, false, nil
	}
	type key struct {
		caseID string
		try    int
	}
	keys := []key{{m[2], 1}}
	if tm := trySuffix.FindStringSubmatch(m[2]); tm != nil {
		if n, err := strconv.Atoi(tm[2]); err == nil && n > 1 {
			keys = append(keys, key{tm[1], n})
		}
	}
	for _, k := range keys {
		id, err := t.cfg.DB.Run.Query().
			Where(entrun.ScorecardID(sc), entrun.CaseID(k.caseID), entrun.Try(k.try)).OnlyID(ctx)
		switch {
		case err == nil:
			return id, true, nil
		case !ent.IsNotFound(err):
			return 0, false, err
		}
	}
	return 0, false, errcode.New(errcode.NotFound, "run %s not found", s)
}
