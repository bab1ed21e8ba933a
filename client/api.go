package client

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"time"
)

// Run is a run as the client reads it.
type Run struct {
	ID             string         `json:"id"`
	Status         string         `json:"status"`
	Runtime        string         `json:"runtime"`
	RuntimeVersion *int           `json:"runtimeVersion"`
	HarnessName    string         `json:"harnessName"`
	CaseID         string         `json:"caseID"`
	Trigger        string         `json:"trigger"`
	CreatedBy      string         `json:"createdBy"`
	CorrelationID  string         `json:"correlationId"`
	CostUSD        float64        `json:"costUsd"`
	CreatedAt      time.Time      `json:"createdAt"`
	StartedAt      *time.Time     `json:"startedAt"`
	FinishedAt     *time.Time     `json:"finishedAt"`
	Result         *Result        `json:"result"`
	Error          *RunError      `json:"error"`
	WaitingReason  *WaitingReason `json:"waitingReason"`
}

// Settled reports whether the run reached a terminal status.
func (r Run) Settled() bool { return r.Status == "SUCCEEDED" || r.Status == "FAILED" }

// Result is a graded run's result.
type Result struct {
	Verdict   string         `json:"verdict"`
	ExitCode  *int           `json:"exitCode"`
	LimitHit  *string        `json:"limitHit"`
	Steps     *int           `json:"steps"`
	LatencyMS *int           `json:"latencyMs"`
	CostUSD   *float64       `json:"costUsd"`
	Graders   []GraderResult `json:"graders"`
}

// GraderResult is one grader's decision.
type GraderResult struct {
	Kind   string   `json:"kind"`
	Passed bool     `json:"passed"`
	Value  *float64 `json:"value"`
}

// RunError says why a run produced no result.
type RunError struct {
	Code    string `json:"code"`
	Class   string `json:"class"`
	Message string `json:"message"`
}

// WaitingReason says why a queued run has not started.
type WaitingReason struct {
	Code     string `json:"code"`
	Message  string `json:"message"`
	Position int    `json:"position"`
}

// LogLine is one line a run printed, numbered from 1.
type LogLine struct {
	Seq    int       `json:"seq"`
	Stream string    `json:"stream"`
	Text   string    `json:"text"`
	At     time.Time `json:"at"`
}

const runFields = `id status runtime runtimeVersion harnessName caseID trigger createdBy correlationId costUsd
createdAt startedAt finishedAt
result { verdict exitCode limitHit steps latencyMs costUsd graders { kind passed value } }
error { code class message }
waitingReason { code message position }`

// SubmitRunInput is submitRun's input: the task and overrides; the server
// applies the submission recipe. Fields follow the GraphQL SubmitRunInput.
type SubmitRunInput struct {
	// Runtime is one runtime reference, several comma-separated ("a,b"),
	// or "auto": the server places the run on one when a slot frees.
	Runtime string `json:"runtime"`
	// Placement chooses among several runtimes: "SPREAD" (the server's
	// default) or "PACK".
	Placement string `json:"placement,omitempty"`
	Priority  string `json:"priority,omitempty"`
	// Harness is a one-off harness; nil with HarnessRef.
	Harness *HarnessInput `json:"harness,omitempty"`
	// HarnessRef names a registered harness: "name", "name@3", "name@tag".
	HarnessRef string `json:"harnessRef,omitempty"`
	// Model is the run's model, "provider/name".
	Model   string    `json:"model,omitempty"`
	Case    CaseInput `json:"case"`
	Trigger string    `json:"trigger,omitempty"`
}

// HarnessInput is the agent to run.
type HarnessInput struct {
	Name    string   `json:"name"`
	Version string   `json:"version,omitempty"`
	Command []string `json:"command"`
	Image   string   `json:"image,omitempty"`
}

// CaseInput is the case to run.
type CaseInput struct {
	ID         string        `json:"id,omitempty"`
	Task       string        `json:"task"`
	Repo       *RepoInput    `json:"repo,omitempty"`
	Files      []FileInput   `json:"files,omitempty"`
	TimeoutSec int           `json:"timeoutSec,omitempty"`
	Graders    []GraderInput `json:"graders,omitempty"`
	// Expected is a reference answer a JUDGE grader may be shown.
	Expected string `json:"expected,omitempty"`
}

// RepoInput is a repository to clone into the workspace.
type RepoInput struct {
	URL string `json:"url"`
	Ref string `json:"ref,omitempty"`
}

// FileInput is a seed file of the workspace.
type FileInput struct {
	Path    string `json:"path"`
	Content string `json:"content"`
}

// GraderInput is one grader of the case.
type GraderInput struct {
	Kind    string   `json:"kind"`
	Command []string `json:"command,omitempty"`
	Max     *float64 `json:"max,omitempty"`
}

// SubmitRun submits a run.
func (c *Client) SubmitRun(ctx context.Context, in SubmitRunInput) (Run, error) {
	var out struct{ SubmitRun Run }
	err := c.Do(ctx, `mutation($in: SubmitRunInput!) { submitRun(input: $in) { `+runFields+` } }`,
		map[string]any{"in": in}, &out)
	return out.SubmitRun, err
}

// GetRun reads one run; a run the viewer cannot see is NOT_FOUND.
func (c *Client) GetRun(ctx context.Context, id string) (Run, error) {
	var out struct{ Run *Run }
	if err := c.Do(ctx, `query($id: ID!) { run(id: $id) { `+runFields+` } }`, map[string]any{"id": id}, &out); err != nil {
		return Run{}, err
	}
	if out.Run == nil {
		return Run{}, &Error{Message: fmt.Sprintf("run %s not found", id), Extensions: map[string]any{"code": "NOT_FOUND"}}
	}
	return *out.Run, nil
}

// ListRunsOptions filters ListRuns.
type ListRunsOptions struct {
	// First is the page size; 0 means 20.
	First int
	// Status keeps runs of one status ("" means any).
	Status string
	// Runtime keeps runs submitted to one runtime reference ("" means any).
	Runtime string
	// ScorecardID keeps the runs of one scorecard (0 means no drill-down).
	ScorecardID int
	// IncludeChildren lists scorecards' runs beside the standalone ones;
	// the server lists standalone runs alone by default.
	IncludeChildren bool
}

// ListRuns lists the viewer's runs, newest first: standalone runs unless
// o drills down into a scorecard or includes children.
func (c *Client) ListRuns(ctx context.Context, o ListRunsOptions) ([]Run, error) {
	if o.First == 0 {
		o.First = 20
	}
	where := map[string]any{}
	if o.Status != "" {
		where["status"] = o.Status
	}
	if o.Runtime != "" {
		where["runtimeRef"] = o.Runtime
	}
	if o.ScorecardID != 0 {
		where["scorecardID"] = o.ScorecardID
	}
	var out struct {
		Runs struct{ Edges []struct{ Node Run } }
	}
	err := c.Do(ctx, `query($first: Int, $where: RunWhereInput, $children: Boolean) { runs(first: $first, where: $where,
		includeChildren: $children, orderBy: {field: CREATED_AT, direction: DESC}) { edges { node { `+runFields+` } } } }`,
		map[string]any{"first": o.First, "where": where, "children": o.IncludeChildren}, &out)
	runs := make([]Run, 0, len(out.Runs.Edges))
	for _, e := range out.Runs.Edges {
		runs = append(runs, e.Node)
	}
	return runs, err
}

// CancelRun cancels a run.
func (c *Client) CancelRun(ctx context.Context, id string) (Run, error) {
	var out struct{ CancelRun Run }
	err := c.Do(ctx, `mutation($id: ID!) { cancelRun(id: $id) { `+runFields+` } }`, map[string]any{"id": id}, &out)
	return out.CancelRun, err
}

// LogPageMax is the most log lines one Logs call returns.
const LogPageMax = 100

// Logs returns up to first (at most LogPageMax) log lines after fromSeq.
func (c *Client) Logs(ctx context.Context, id string, fromSeq, first int) ([]LogLine, error) {
	var out struct {
		Run *struct{ Logs []LogLine }
	}
	err := c.Do(ctx, `query($id: ID!, $from: Int, $first: Int) { run(id: $id) { logs(fromSeq: $from, first: $first) { seq stream text at } } }`,
		map[string]any{"id": id, "from": fromSeq, "first": min(first, LogPageMax)}, &out)
	if err != nil {
		return nil, err
	}
	if out.Run == nil {
		return nil, &Error{Message: fmt.Sprintf("run %s not found", id), Extensions: map[string]any{"code": "NOT_FOUND"}}
	}
	return out.Run.Logs, nil
}

// AllLogs returns every log line after fromSeq, page by page.
func (c *Client) AllLogs(ctx context.Context, id string, fromSeq int) ([]LogLine, error) {
	var all []LogLine
	for {
		page, err := c.Logs(ctx, id, fromSeq, LogPageMax)
		if err != nil {
			return all, err
		}
		all = append(all, page...)
		if len(page) < LogPageMax {
			return all, nil
		}
		fromSeq = page[len(page)-1].Seq
	}
}

// FollowRetriesDefault is how many times FollowLogs reconnects a lost
// subscription in a row before giving up.
const FollowRetriesDefault = 5

// FollowLogs streams the run's log lines after fromSeq to fn, live, until the
// run settled. A lost connection is resumed from the last line fn got, so fn
// sees every line once, in order.
func (c *Client) FollowLogs(ctx context.Context, id string, fromSeq int, fn func(LogLine) error) error {
	const q = `subscription($id: ID!, $from: Int) { runLogs(id: $id, fromSeq: $from) { seq stream text at } }`
	for failures := 0; ; {
		got := false
		err := c.Subscribe(ctx, q, map[string]any{"id": id, "from": fromSeq}, func(data json.RawMessage) error {
			var ev struct{ RunLogs LogLine }
			if err := json.Unmarshal(data, &ev); err != nil {
				return fmt.Errorf("decode log line: %w", err)
			}
			if ev.RunLogs.Seq <= fromSeq {
				return nil // never twice
			}
			got = true
			fromSeq = ev.RunLogs.Seq
			return fn(ev.RunLogs)
		})
		if !errors.Is(err, ErrConnection) {
			return err
		}
		if got {
			failures = 0
		}
		if failures++; failures > FollowRetriesDefault {
			return err
		}
		if err := backoff(ctx, failures); err != nil {
			return err
		}
	}
}

// backoff waits before the nth retry in a row: 100 ms, doubling, at most 5 s.
func backoff(ctx context.Context, n int) error {
	d := min(100*time.Millisecond<<(n-1), 5*time.Second)
	t := time.NewTimer(d)
	defer t.Stop()
	select {
	case <-ctx.Done():
		return ctx.Err()
	case <-t.C:
		return nil
	}
}

// WaitRun waits for the run to settle, over the runUpdated subscription, and
// returns it settled. onChange (nil: none) hears every status it passes.
func (c *Client) WaitRun(ctx context.Context, id string, onChange func(Run)) (Run, error) {
	const q = `subscription($id: ID!) { runUpdated(id: $id) { id status } }`
	for failures := 0; ; {
		err := c.Subscribe(ctx, q, map[string]any{"id": id}, func(data json.RawMessage) error {
			var ev struct{ RunUpdated Run }
			if err := json.Unmarshal(data, &ev); err != nil {
				return fmt.Errorf("decode run: %w", err)
			}
			if onChange != nil {
				onChange(ev.RunUpdated)
			}
			return nil
		})
		if err != nil && !errors.Is(err, ErrConnection) {
			return Run{}, err
		}
		r, gerr := c.GetRun(ctx, id)
		if gerr != nil {
			return r, gerr
		}
		if r.Settled() {
			return r, nil
		}
		// The connection dropped, or the server ended the stream early (it
		// is shutting down): watch again.
		if failures++; failures > FollowRetriesDefault {
			if err == nil {
				err = fmt.Errorf("%w: run %s has not settled", ErrConnection, id)
			}
			return r, err
		}
		if err := backoff(ctx, failures); err != nil {
			return r, err
		}
	}
}

// Runtime is a registered runtime the viewer can target.
type Runtime struct {
	ID     string `json:"id"`
	Name   string `json:"name"`
	Kind   string `json:"kind"`
	Shared bool   `json:"shared"`
	Latest *struct {
		Version      int      `json:"version"`
		Tags         []string `json:"tags"`
		Capabilities []string `json:"capabilities"`
	} `json:"latest"`
}

// ListRuntimes lists the runtimes the viewer can target (its own and shared
// ones), up to 100.
func (c *Client) ListRuntimes(ctx context.Context) ([]Runtime, error) {
	var out struct {
		Runtimes struct{ Edges []struct{ Node Runtime } }
	}
	err := c.Do(ctx, `{ runtimes(first: 100) { edges { node { id name kind shared latest { version tags capabilities } } } } }`, nil, &out)
	rts := make([]Runtime, 0, len(out.Runtimes.Edges))
	for _, e := range out.Runtimes.Edges {
		rts = append(rts, e.Node)
	}
	return rts, err
}

// Harness is a registered harness as lists show it.
type Harness struct {
	ID     string          `json:"id"`
	Name   string          `json:"name"`
	Latest *HarnessVersion `json:"latest"`
}

// HarnessVersion is one registered version of a harness.
type HarnessVersion struct {
	ID      string   `json:"id"`
	Version int      `json:"version"`
	Digest  string   `json:"digest"`
	Tags    []string `json:"tags"`
}

// ListHarnesses lists the harnesses the viewer may run: its own and the
// shared ones, by name (the first 100).
func (c *Client) ListHarnesses(ctx context.Context) ([]Harness, error) {
	var out struct {
		Harnesses struct{ Edges []struct{ Node Harness } }
	}
	err := c.Do(ctx, `{ harnesses(first: 100, orderBy: {field: NAME}) { edges { node { id name latest { id version digest tags } } } } }`, nil, &out)
	hs := make([]Harness, 0, len(out.Harnesses.Edges))
	for _, e := range out.Harnesses.Edges {
		hs = append(hs, e.Node)
	}
	return hs, err
}

// RegisterHarness registers the next version of a harness (or returns the
// newest, when spec is the same). spec is the GraphQL HarnessSpecInput as
// JSON-shaped values.
func (c *Client) RegisterHarness(ctx context.Context, spec map[string]any) (HarnessVersion, error) {
	var out struct{ RegisterHarness HarnessVersion }
	err := c.Do(ctx, `mutation($in: HarnessSpecInput!) { registerHarness(input: $in) { id version digest tags } }`,
		map[string]any{"in": spec}, &out)
	return out.RegisterHarness, err
}

// SetHarnessVersionTags makes exactly tags name version of harness name:
// each tag moves to it.
func (c *Client) SetHarnessVersionTags(ctx context.Context, name string, version int, tags []string) (HarnessVersion, error) {
	var out struct{ SetHarnessVersionTags HarnessVersion }
	err := c.Do(ctx, `mutation($name: String!, $version: Int!, $tags: [String!]!) {
		setHarnessVersionTags(name: $name, version: $version, tags: $tags) { id version digest tags } }`,
		map[string]any{"name": name, "version": version, "tags": tags}, &out)
	return out.SetHarnessVersionTags, err
}

// RuntimeVersion is one registered version of a runtime.
type RuntimeVersion struct {
	ID           string   `json:"id"`
	Version      int      `json:"version"`
	Kind         string   `json:"kind"`
	Tags         []string `json:"tags"`
	Capabilities []string `json:"capabilities"`
}

// RegisterRuntime registers the next version of a runtime. spec is the
// GraphQL RuntimeSpecInput as JSON-shaped values.
func (c *Client) RegisterRuntime(ctx context.Context, spec map[string]any) (RuntimeVersion, error) {
	var out struct{ RegisterRuntime RuntimeVersion }
	err := c.Do(ctx, `mutation($in: RuntimeSpecInput!) { registerRuntime(input: $in) { id version kind tags capabilities } }`,
		map[string]any{"in": spec}, &out)
	return out.RegisterRuntime, err
}

// SetRuntimeVersionTags makes exactly tags name version of runtime name
// (each tag moves there); tenant (OPERATOR only, "" for the viewer's) is the
// tenant whose runtime it is.
func (c *Client) SetRuntimeVersionTags(ctx context.Context, name string, version int, tags []string, tenant string) (RuntimeVersion, error) {
	var out struct{ SetRuntimeVersionTags RuntimeVersion }
	vars := map[string]any{"name": name, "version": version, "tags": tags}
	if tenant != "" {
		vars["tenant"] = tenant
	}
	err := c.Do(ctx, `mutation($name: String!, $version: Int!, $tags: [String!]!, $tenant: String) {
		setRuntimeVersionTags(name: $name, version: $version, tags: $tags, tenant: $tenant) { id version kind tags capabilities } }`, vars, &out)
	return out.SetRuntimeVersionTags, err
}

// ArchiveRuntimeVersion tombstones version of runtime name: it takes no
// new runs. tenant as for SetRuntimeVersionTags.
func (c *Client) ArchiveRuntimeVersion(ctx context.Context, name string, version int, tenant string) (RuntimeVersion, error) {
	var out struct{ ArchiveRuntimeVersion RuntimeVersion }
	vars := map[string]any{"name": name, "version": version}
	if tenant != "" {
		vars["tenant"] = tenant
	}
	err := c.Do(ctx, `mutation($name: String!, $version: Int!, $tenant: String) {
		archiveRuntimeVersion(name: $name, version: $version, tenant: $tenant) { id version kind tags capabilities } }`, vars, &out)
	return out.ArchiveRuntimeVersion, err
}

// Problem is one reason a runtime spec is refused.
type Problem struct {
	Field   string `json:"field"`
	Message string `json:"message"`
}

// RuntimeValidation is what checking a runtime spec without writing found.
type RuntimeValidation struct {
	Valid        bool      `json:"valid"`
	Problems     []Problem `json:"problems"`
	Capabilities []string  `json:"capabilities"`
}

// ValidateRuntime checks a runtime spec (the GraphQL RuntimeSpecInput as
// JSON-shaped values) as registering it would, without writing.
func (c *Client) ValidateRuntime(ctx context.Context, spec map[string]any) (RuntimeValidation, error) {
	var out struct{ ValidateRuntime RuntimeValidation }
	err := c.Do(ctx, `mutation($in: RuntimeSpecInput!) { validateRuntime(input: $in) { valid problems { field message } capabilities } }`,
		map[string]any{"in": spec}, &out)
	return out.ValidateRuntime, err
}

// Probe is what probing a runtime found.
type Probe struct {
	Reachable     bool     `json:"reachable"`
	Authenticated bool     `json:"authenticated"`
	Hardened      bool     `json:"hardened"`
	Message       string   `json:"message"`
	Capabilities  []string `json:"capabilities"`
}

// ProbeRuntime asks a runtime (ref: a version or tag; "" the latest) for
// reachability and auth.
func (c *Client) ProbeRuntime(ctx context.Context, name, ref string) (Probe, error) {
	vars := map[string]any{"name": name}
	if ref != "" {
		vars["ref"] = ref
	}
	var out struct{ ProbeRuntime Probe }
	err := c.Do(ctx, `mutation($name: String!, $ref: String) { probeRuntime(name: $name, ref: $ref) {
		reachable authenticated hardened message capabilities } }`, vars, &out)
	return out.ProbeRuntime, err
}

// ExecResult is what a command run in a live run printed and how it ended.
type ExecResult struct {
	Stdout    string `json:"stdout"`
	Stderr    string `json:"stderr"`
	ExitCode  int    `json:"exitCode"`
	TimedOut  bool   `json:"timedOut"`
	Truncated bool   `json:"truncated"`
}

// ExecInRun runs command in run id's sandbox (timeoutSec 0: the server's
// default).
func (c *Client) ExecInRun(ctx context.Context, id string, command []string, timeoutSec int) (ExecResult, error) {
	var out struct{ ExecInRun ExecResult }
	vars := map[string]any{"id": id, "c": command}
	if timeoutSec > 0 {
		vars["t"] = timeoutSec
	}
	err := c.Do(ctx, `mutation($id: ID!, $c: [String!]!, $t: Int) { execInRun(id: $id, command: $c, timeoutSec: $t) { stdout stderr exitCode timedOut truncated } }`, vars, &out)
	return out.ExecInRun, err
}
