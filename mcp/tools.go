package mcp

import (
	"context"
	"github.com/everdict/everdict/backends"
	"strconv"
	"strings"
	"time"

	sdk "github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/everdict/everdict/domain"
	"github.com/everdict/everdict/ent"
	"github.com/everdict/everdict/ent/logline"
	"github.com/everdict/everdict/ent/registeredruntime"
	entrun "github.com/everdict/everdict/ent/run"
	"github.com/everdict/everdict/errcode"
	"github.com/everdict/everdict/evalcase"
	"github.com/everdict/everdict/placement"
	"github.com/everdict/everdict/run"
)

func (t *tools) register(s *sdk.Server) {
	sdk.AddTool(s, &sdk.Tool{Name: "submit_run", Description: "Run an agent on one task, on a runtime, and grade it: " +
		"a registered harness by reference (harness, see list_harnesses) with a model, or a one-off harness command. Returns the queued run; poll get_run for its verdict and read get_run_logs for its output."}, t.submitRun)
	sdk.AddTool(s, &sdk.Tool{Name: "get_run", Description: "Read one run: its status, verdict and grader results, " +
		"or the error that stopped it, or why it is still queued."}, t.getRun)
	sdk.AddTool(s, &sdk.Tool{Name: "list_runs", Description: "List your tenant's runs, newest first: standalone runs unless scorecard_id or include_children asks for a scorecard's."}, t.listRuns)
	sdk.AddTool(s, &sdk.Tool{Name: "get_run_logs", Description: "Read the lines a run printed, in order, after from_seq. " +
		"Call again with from_seq = next_from_seq for more; settled says whether more can come."}, t.getRunLogs)
	sdk.AddTool(s, &sdk.Tool{Name: "cancel_run", Description: "Cancel a queued or running run; it settles FAILED with class CANCELED."}, t.cancelRun)
	sdk.AddTool(s, &sdk.Tool{Name: "list_runtimes", Description: "List the runtimes you can submit runs to " +
		"(your tenant's and shared ones), with their latest version and capabilities."}, t.listRuntimes)
	sdk.AddTool(s, &sdk.Tool{Name: "list_harnesses", Description: "List the registered harnesses (agents under test) " +
		"you can run by reference (your tenant's and shared ones): their versions, newest first, with tags, digest, " +
		"command and env names. Pass \"name\", \"name@3\" or \"name@tag\" as submit_run's harness."}, t.listHarnesses)
	sdk.AddTool(s, &sdk.Tool{Name: "submit_scorecard", Description: "Run one agent (a harness command) over a batch of cases, " +
		"each an ordinary run (correlation id evd-<scorecard>-<case>). Returns the queued scorecard; poll get_scorecard " +
		"for its aggregate."}, t.submitScorecard)
	sdk.AddTool(s, &sdk.Tool{Name: "get_scorecard", Description: "Read one scorecard: its status and aggregate " +
		"(passed, failed, errored, pass rate with its 95% interval, cost, latency, failures by class)."}, t.getScorecard)
	t.registerRuntimeTools(s)
	if t.cfg.Artifacts != nil {
		sdk.AddTool(s, &sdk.Tool{Name: "get_run_artifacts", Description: "List the files a run's harness left under " +
			"EVERDICT_ARTIFACTS_DIR and the server kept (name, kind, size, SHA-256, sniffed content type), each with a signed " +
			"link valid for 5 minutes that needs no token; and the files it dropped, with why."}, t.getRunArtifacts)
	}
	if t.cfg.Exec != nil {
		sdk.AddTool(s, &sdk.Tool{Name: "exec_in_run", Description: "Run a command inside a RUNNING run's sandbox, " +
			"as the job's user in its workspace, and return its output and exit code: to look at what an agent is doing. " +
			"Only the run's creator or an admin of its tenant may; the run's secrets are masked."}, t.execInRun)
	}
}

// ExecInput is exec_in_run's input.
type ExecInput struct {
	ID         string   `json:"id" jsonschema:"the run's id"`
	Command    []string `json:"command" jsonschema:"the command and its arguments, like [\"sh\", \"-c\", \"ls -la\"]"`
	TimeoutSec int      `json:"timeout_sec,omitempty" jsonschema:"seconds before the command is killed; default 30, at most 600"`
}

// ExecOutput is what exec_in_run's command printed and how it ended.
type ExecOutput struct {
	Stdout    string `json:"stdout"`
	Stderr    string `json:"stderr"`
	ExitCode  int    `json:"exit_code"`
	TimedOut  bool   `json:"timed_out,omitempty"`
	Truncated bool   `json:"truncated,omitempty" jsonschema:"a stream was longer than 1 MiB and was cut"`
}

func (t *tools) execInRun(ctx context.Context, req *sdk.CallToolRequest, in ExecInput) (*sdk.CallToolResult, ExecOutput, error) {
	ctx, err := viewer(ctx, req)
	if err != nil {
		return nil, ExecOutput{}, t.toolError(ctx, "exec_in_run", err)
	}
	id, err := t.parseID(ctx, in.ID)
	if err != nil {
		return nil, ExecOutput{}, t.toolError(ctx, "exec_in_run", err)
	}
	res, err := t.cfg.Exec.Exec(ctx, id, backends.ExecRequest{Command: in.Command, Timeout: time.Duration(in.TimeoutSec) * time.Second})
	if err != nil {
		return nil, ExecOutput{}, t.toolError(ctx, "exec_in_run", err)
	}
	return nil, ExecOutput{Stdout: string(res.Stdout), Stderr: string(res.Stderr), ExitCode: res.ExitCode,
		TimedOut: res.TimedOut, Truncated: res.Truncated}, nil
}

// SubmitRunInput is submit_run's input: the task and overrides; the server
// applies the submission recipe (default graders, timeout, case id).
type SubmitRunInput struct {
	Runtime     string      `json:"runtime" jsonschema:"the runtime to run on: a name from list_runtimes, or name@version, or name@tag; several, comma-separated (a,b), or auto (every runtime you may use that can run the case): the run is placed on one when a slot frees"`
	Placement   string      `json:"placement,omitempty" jsonschema:"with several runtimes: SPREAD (the least-loaded one, the default) or PACK (the most-loaded one with room)"`
	Task        string      `json:"task" jsonschema:"the task the harness is given (EVERDICT_TASK)"`
	Command     []string    `json:"command,omitempty" jsonschema:"a one-off harness: its command and arguments, like [\"sh\", \"-c\", \"make agent\"]; give it or harness, not both"`
	Harness     string      `json:"harness,omitempty" jsonschema:"a registered harness (list_harnesses names them): \"name\" (its newest version), \"name@3\" or \"name@tag\"; give it or command, not both"`
	HarnessName string      `json:"harness_name,omitempty" jsonschema:"the one-off harness's name, as runs list it; default mcp"`
	Model       string      `json:"model,omitempty" jsonschema:"the run's model, \"provider/name\": {{model}} in the harness's command, and EVERDICT_MODEL; default the harness's, then the tenant's"`
	Test        string      `json:"test,omitempty" jsonschema:"a shell command run in the workspace after the harness; exit 0 passes the run"`
	Files       []FileInput `json:"files,omitempty" jsonschema:"seed files written into the workspace before the harness starts"`
	Repo        *RepoInput  `json:"repo,omitempty" jsonschema:"a git repository cloned into the workspace"`
	TimeoutSec  int         `json:"timeout_sec,omitempty" jsonschema:"seconds before the harness is stopped (it is still graded); default 300"`
	CaseID      string      `json:"case_id,omitempty" jsonschema:"the case id; default derived from the task"`
}

// FileInput is one seed file.
type FileInput struct {
	Path    string `json:"path" jsonschema:"the file's path in the workspace, relative"`
	Content string `json:"content" jsonschema:"the file's content"`
}

// RepoInput is a repository to clone.
type RepoInput struct {
	URL string `json:"url" jsonschema:"the repository's https URL"`
	Ref string `json:"ref,omitempty" jsonschema:"a branch, tag or commit; default the default branch"`
}

// RunID names one run.
type RunID struct {
	ID string `json:"id" jsonschema:"the run's id (like 12) or correlation id (like evd-run-12, or evd-7-case for a scorecard's case)"`
}

// RunView is a run as the tools return it.
type RunView struct {
	ID             string         `json:"id"`
	CorrelationID  string         `json:"correlation_id"`
	Status         string         `json:"status" jsonschema:"QUEUED, RUNNING, SUCCEEDED (graded: see verdict) or FAILED (no result: see error)"`
	Verdict        string         `json:"verdict,omitempty" jsonschema:"PASS or FAIL, once graded"`
	Runtime        string         `json:"runtime"`
	Version        int            `json:"runtime_version,omitempty"`
	Harness        string         `json:"harness"`
	HarnessVersion string         `json:"harness_version,omitempty" jsonschema:"the registered harness's version the run got"`
	HarnessDigest  string         `json:"harness_digest,omitempty" jsonschema:"the registered harness version's digest; empty for a one-off harness"`
	Model          string         `json:"model,omitempty" jsonschema:"the model the run was given"`
	ModelSource    string         `json:"model_source,omitempty" jsonschema:"where the model came from: RUN, SCORECARD, HARNESS or TENANT"`
	CaseID         string         `json:"case_id"`
	Trigger        string         `json:"trigger"`
	CreatedAt      string         `json:"created_at"`
	StartedAt      string         `json:"started_at,omitempty"`
	FinishedAt     string         `json:"finished_at,omitempty"`
	CostUSD        float64        `json:"cost_usd"`
	Graders        []GraderView   `json:"graders,omitempty"`
	ExitCode       *int           `json:"exit_code,omitempty"`
	LimitHit       string         `json:"limit_hit,omitempty"`
	Error          *RunErrorView  `json:"error,omitempty"`
	Waiting        *WaitingReason `json:"waiting,omitempty"`
}

// GraderView is one grader's decision.
type GraderView struct {
	Kind   string   `json:"kind"`
	Passed bool     `json:"passed"`
	Value  *float64 `json:"value,omitempty"`
}

// RunErrorView says why a run has no result.
type RunErrorView struct {
	Code    string `json:"code"`
	Class   string `json:"class" jsonschema:"INFRA, AGENT, CONFIG, CANCELED or INTERRUPTED"`
	Message string `json:"message"`
}

// WaitingReason says why a queued run has not started.
type WaitingReason struct {
	Code     string `json:"code" jsonschema:"QUOTA, TENANT_SHARE, CAPACITY, CIRCUIT_OPEN, BUDGET, FAIR_SHARE, RUNNER or PLACEMENT"`
	Message  string `json:"message"`
	Position int    `json:"position" jsonschema:"how many queued runs are ahead of it on its runtime (an estimate)"`
}

func view(r run.Run) RunView {
	v := RunView{
		ID: strconv.Itoa(r.ID), CorrelationID: run.CorrelationID(r.Key()), Status: string(r.Status),
		Runtime: r.RuntimeRef, Harness: r.Harness.Name, CaseID: r.Case.ID, Trigger: r.Trigger,
		CreatedAt: stamp(&r.CreatedAt), StartedAt: stamp(r.StartedAt), FinishedAt: stamp(r.FinishedAt), CostUSD: r.CostUSD,
		Version: r.RuntimeVersion,
	}
	v.Model, v.ModelSource = r.Harness.Model, r.Harness.ModelSource
	if reg := r.Harness.Registered; reg != nil {
		v.HarnessVersion, v.HarnessDigest = strconv.Itoa(reg.Version), reg.Digest
	}
	if res := r.Result; res != nil {
		v.Verdict = string(res.Verdict)
		v.ExitCode = res.ExitCode
		v.LimitHit = res.LimitHit
		for _, g := range res.Graders {
			v.Graders = append(v.Graders, GraderView{Kind: string(g.Kind), Passed: g.Passed, Value: g.Value})
		}
	}
	if r.ErrorCode != "" {
		v.Error = &RunErrorView{Code: r.ErrorCode, Class: string(r.ErrorClass), Message: r.ErrorMessage}
	}
	return v
}

// listed is a row of list_runs, a read of the store's read side, as much
// of a run as view shows.
func listed(e *ent.Run) run.Run {
	r := run.Run{ID: e.ID, TenantID: e.TenantID, Status: run.Status(e.Status), RuntimeRef: e.RuntimeRef,
		Harness: evalcase.Harness{Name: e.HarnessName}, Case: evalcase.Case{ID: e.CaseID}, Trigger: e.Trigger, Try: e.Try,
		CreatedAt: e.CreatedAt, StartedAt: e.StartedAt, FinishedAt: e.FinishedAt, CostUSD: e.CostUsd, Result: e.Result,
		ErrorCode: e.ErrorCode, ErrorClass: domain.FailureClass(e.ErrorClass), ErrorMessage: e.ErrorMessage}
	if e.RuntimeVersion != nil {
		r.RuntimeVersion = *e.RuntimeVersion
	}
	if e.ScorecardID != nil {
		r.ScorecardID = *e.ScorecardID
	}
	return r
}

func stamp(t *time.Time) string {
	if t == nil || t.IsZero() {
		return ""
	}
	return t.UTC().Format(time.RFC3339)
}

// parseID reads a run id or correlation id: a standalone run's
// (evd-run-12) or a scorecard child's (evd-7-case, evd-7-case-t2), which is
// looked up in the viewer's tenant scope.
func (t *tools) parseID(ctx context.Context, s string) (int, error) {
	s = strings.TrimSpace(s)
	if id, err := strconv.Atoi(s); err == nil && id > 0 {
		return id, nil
	}
	if id, err := run.ParseCorrelationID(s); err == nil {
		return id, nil
	}
	if id, ok, err := t.childRun(ctx, s); ok || err != nil {
		return id, err
	}
	return 0, errcode.New(errcode.BadUserInput, "id %q is not a run id: give the number (like 12) or the correlation id (like evd-run-12 or evd-7-case)", s)
}

func (t *tools) submitRun(ctx context.Context, req *sdk.CallToolRequest, in SubmitRunInput) (*sdk.CallToolResult, RunView, error) {
	ctx, err := viewer(ctx, req)
	if err != nil {
		return nil, RunView{}, t.toolError(ctx, "submit_run", err)
	}
	sub := run.SubmitInput{
		Runtime: in.Runtime, Placement: placement.Policy(strings.ToUpper(in.Placement)), Trigger: Trigger, Model: in.Model,
		Case: evalcase.Case{ID: in.CaseID, Task: in.Task, TimeoutSec: in.TimeoutSec},
	}
	sub.HarnessRef, sub.Harness = harnessOf(in.Harness, in.HarnessName, in.Command)
	if in.Test != "" {
		sub.Case.Graders = []evalcase.Grader{{Kind: evalcase.GraderTestsPass, Command: []string{"sh", "-c", in.Test}}}
	}
	if in.Repo != nil {
		sub.Case.Repo = &evalcase.Repo{URL: in.Repo.URL, Ref: in.Repo.Ref}
	}
	for _, f := range in.Files {
		sub.Case.Files = append(sub.Case.Files, evalcase.File{Path: f.Path, Content: f.Content})
	}
	r, err := t.cfg.Runs.Submit(ctx, sub)
	if err != nil {
		return nil, RunView{}, t.toolError(ctx, "submit_run", err)
	}
	return nil, view(r), nil
}

func (t *tools) getRun(ctx context.Context, req *sdk.CallToolRequest, in RunID) (*sdk.CallToolResult, RunView, error) {
	r, err := t.readRun(ctx, req, in.ID)
	if err != nil {
		return nil, RunView{}, t.toolError(ctx, "get_run", err)
	}
	v := view(r)
	if r.Status == run.Queued {
		ctx, _ = viewer(ctx, req)
		w, err := t.cfg.Waiting.WaitingReason(ctx, r.ID)
		if err != nil {
			return nil, RunView{}, t.toolError(ctx, "get_run", err)
		}
		if w != nil {
			v.Waiting = &WaitingReason{Code: w.Code, Message: w.Message, Position: w.Position}
		}
	}
	return nil, v, nil
}

// readRun reads one of the viewer's runs; another tenant's is NOT_FOUND,
// like one that does not exist.
func (t *tools) readRun(ctx context.Context, req *sdk.CallToolRequest, raw string) (run.Run, error) {
	ctx, err := viewer(ctx, req)
	if err != nil {
		return run.Run{}, err
	}
	id, err := t.parseID(ctx, raw)
	if err != nil {
		return run.Run{}, err
	}
	r, err := t.cfg.Runs.View(ctx, id)
	if ent.IsNotFound(err) {
		return run.Run{}, errcode.New(errcode.NotFound, "run %d not found", id)
	}
	return r, err
}

// ListRunsInput filters list_runs.
type ListRunsInput struct {
	Status  string `json:"status,omitempty" jsonschema:"only runs of this status: QUEUED, RUNNING, SUCCEEDED or FAILED"`
	Runtime string `json:"runtime,omitempty" jsonschema:"only runs submitted to this runtime reference"`
	Limit   int    `json:"limit,omitempty" jsonschema:"how many runs, newest first; default 20, at most 100"`
	// The list holds standalone runs unless it drills down or includes
	// children, as the GraphQL runs query does.
	ScorecardID     int  `json:"scorecard_id,omitempty" jsonschema:"only the runs of this scorecard (its cases' runs)"`
	IncludeChildren bool `json:"include_children,omitempty" jsonschema:"list scorecards' runs beside the standalone ones; by default only standalone runs"`
}

// RunList is list_runs' output.
type RunList struct {
	Runs []RunView `json:"runs"`
}

func (t *tools) listRuns(ctx context.Context, req *sdk.CallToolRequest, in ListRunsInput) (*sdk.CallToolResult, RunList, error) {
	ctx, err := viewer(ctx, req)
	if err != nil {
		return nil, RunList{}, t.toolError(ctx, "list_runs", err)
	}
	n := in.Limit
	if n == 0 {
		n = RunsDefault
	}
	if n < 0 || n > RunsMax {
		return nil, RunList{}, t.toolError(ctx, "list_runs", errcode.New(errcode.BadUserInput, "limit must be between 1 and %d, got %d", RunsMax, in.Limit))
	}
	q := t.cfg.DB.Run.Query().Order(ent.Desc(entrun.FieldCreatedAt), ent.Desc(entrun.FieldID)).Limit(n)
	if in.Status != "" {
		st := entrun.Status(strings.ToUpper(in.Status))
		if err := entrun.StatusValidator(st); err != nil {
			return nil, RunList{}, t.toolError(ctx, "list_runs", errcode.New(errcode.BadUserInput, "status %q: want QUEUED, RUNNING, SUCCEEDED or FAILED", in.Status))
		}
		q.Where(entrun.StatusEQ(st))
	}
	if in.Runtime != "" {
		q.Where(entrun.RuntimeRef(in.Runtime))
	}
	switch {
	case in.ScorecardID != 0:
		q.Where(entrun.ScorecardID(in.ScorecardID))
	case !in.IncludeChildren:
		q.Where(entrun.ScorecardIDIsNil())
	}
	runs, err := q.All(ctx)
	if err != nil {
		return nil, RunList{}, t.toolError(ctx, "list_runs", err)
	}
	out := RunList{Runs: make([]RunView, 0, len(runs))}
	for _, r := range runs {
		out.Runs = append(out.Runs, view(listed(r)))
	}
	return nil, out, nil
}

// LogsInput pages get_run_logs.
type LogsInput struct {
	ID      string `json:"id" jsonschema:"the run's id (like 12) or correlation id (like evd-run-12, or evd-7-case for a scorecard's case)"`
	FromSeq int    `json:"from_seq,omitempty" jsonschema:"return lines after this sequence number; 0 from the start"`
	Limit   int    `json:"limit,omitempty" jsonschema:"how many lines; default 200, at most 1000"`
}

// LogLine is one line a run printed.
type LogLine struct {
	Seq    int    `json:"seq"`
	Stream string `json:"stream" jsonschema:"stdout, stderr, or system (what Everdict itself said)"`
	Text   string `json:"text"`
}

// Logs is get_run_logs' output.
type Logs struct {
	Lines []LogLine `json:"lines"`
	// NextFromSeq is the from_seq of the next page.
	NextFromSeq int `json:"next_from_seq"`
	// Settled says the run has settled: past the last line, none will come.
	Settled bool   `json:"settled"`
	Status  string `json:"status"`
}

func (t *tools) getRunLogs(ctx context.Context, req *sdk.CallToolRequest, in LogsInput) (*sdk.CallToolResult, Logs, error) {
	r, err := t.readRun(ctx, req, in.ID)
	if err != nil {
		return nil, Logs{}, t.toolError(ctx, "get_run_logs", err)
	}
	ctx, _ = viewer(ctx, req)
	n := in.Limit
	if n == 0 {
		n = LogLinesDefault
	}
	if n < 0 || n > LogLinesMax || in.FromSeq < 0 {
		return nil, Logs{}, t.toolError(ctx, "get_run_logs", errcode.New(errcode.BadUserInput,
			"limit must be between 1 and %d and from_seq at least 0", LogLinesMax))
	}
	lines, err := t.cfg.DB.LogLine.Query().Where(logline.RunID(r.ID), logline.SeqGT(int64(in.FromSeq))).
		Order(ent.Asc(logline.FieldSeq)).Limit(n).All(ctx)
	if err != nil {
		return nil, Logs{}, t.toolError(ctx, "get_run_logs", err)
	}
	out := Logs{Lines: make([]LogLine, 0, len(lines)), NextFromSeq: in.FromSeq, Status: string(r.Status),
		Settled: run.IsTerminal(r.Status)}
	size := 0
	for _, l := range lines {
		if size += len(l.Text); size > LogBytesMax && len(out.Lines) > 0 {
			break // the rest is the next page's
		}
		out.Lines = append(out.Lines, LogLine{Seq: int(l.Seq), Stream: l.Stream, Text: l.Text})
		out.NextFromSeq = int(l.Seq)
	}
	return nil, out, nil
}

func (t *tools) cancelRun(ctx context.Context, req *sdk.CallToolRequest, in RunID) (*sdk.CallToolResult, RunView, error) {
	ctx, err := viewer(ctx, req)
	if err != nil {
		return nil, RunView{}, t.toolError(ctx, "cancel_run", err)
	}
	id, err := t.parseID(ctx, in.ID)
	if err != nil {
		return nil, RunView{}, t.toolError(ctx, "cancel_run", err)
	}
	r, err := t.cfg.Runs.Cancel(ctx, id)
	if err != nil {
		return nil, RunView{}, t.toolError(ctx, "cancel_run", err)
	}
	return nil, view(r), nil
}

// NoInput is the input of a tool that takes none.
type NoInput struct{}

// RuntimeView is one runtime the viewer can target.
type RuntimeView struct {
	Name         string   `json:"name"`
	Kind         string   `json:"kind" jsonschema:"LOCAL, NOMAD, K8S or HTTP"`
	Shared       bool     `json:"shared" jsonschema:"an operator's runtime every tenant may use"`
	Latest       int      `json:"latest_version,omitempty" jsonschema:"the newest version not archived; 0 when all are"`
	Tags         []string `json:"tags,omitempty"`
	Capabilities []string `json:"capabilities,omitempty" jsonschema:"what runs there can use (git, browser, sandbox, …)"`
}

// RuntimeList is list_runtimes' output.
type RuntimeList struct {
	Runtimes []RuntimeView `json:"runtimes"`
}

func (t *tools) listRuntimes(ctx context.Context, req *sdk.CallToolRequest, _ NoInput) (*sdk.CallToolResult, RuntimeList, error) {
	ctx, err := viewer(ctx, req)
	if err != nil {
		return nil, RuntimeList{}, t.toolError(ctx, "list_runtimes", err)
	}
	rts, err := t.cfg.DB.RegisteredRuntime.Query().Order(ent.Asc(registeredruntime.FieldName)).Limit(RuntimesMax).All(ctx)
	if err != nil {
		return nil, RuntimeList{}, t.toolError(ctx, "list_runtimes", err)
	}
	out := RuntimeList{Runtimes: make([]RuntimeView, 0, len(rts))}
	for _, rt := range rts {
		v := RuntimeView{Name: rt.Name, Kind: string(rt.Kind), Shared: rt.Shared}
		latest, err := t.cfg.Runtimes.Latest(ctx, rt)
		if err != nil {
			return nil, RuntimeList{}, t.toolError(ctx, "list_runtimes", err)
		}
		if latest != nil {
			v.Latest, v.Capabilities = latest.Version, latest.Capabilities
			if v.Tags, err = t.cfg.Runtimes.Tags(ctx, latest); err != nil {
				return nil, RuntimeList{}, t.toolError(ctx, "list_runtimes", err)
			}
		}
		out.Runtimes = append(out.Runtimes, v)
	}
	return nil, out, nil
}
