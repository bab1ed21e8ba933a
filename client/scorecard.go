package client

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"time"
)

// Scorecard is a scorecard as the client reads it, with its aggregate.
type Scorecard struct {
	ID          string     `json:"id"`
	Name        string     `json:"name"`
	HarnessName string     `json:"harnessName"`
	Runtime     string     `json:"runtime"`
	Models      []string   `json:"models"`
	MaxAttempts int        `json:"maxAttempts"`
	Status      string     `json:"status"`
	Total       int        `json:"total"`
	CreatedBy   string     `json:"createdBy"`
	CreatedAt   time.Time  `json:"createdAt"`
	FinishedAt  *time.Time `json:"finishedAt"`
	Aggregate   Aggregate  `json:"aggregate"`
}

// Settled reports whether the scorecard reached a terminal status.
func (s Scorecard) Settled() bool { return s.Status == "SUCCEEDED" || s.Status == "CANCELED" }

// Aggregate is a scorecard's answer: each case counted once, by its latest try.
type Aggregate struct {
	Cases        int     `json:"cases"`
	Queued       int     `json:"queued"`
	Running      int     `json:"running"`
	Passed       int     `json:"passed"`
	Failed       int     `json:"failed"`
	Errored      int     `json:"errored"`
	Canceled     int     `json:"canceled"`
	Unscored     int     `json:"unscored"`
	JudgeCostUSD float64 `json:"judgeCostUsd"`
	Retries      int     `json:"retries"`
	PassRate     float64 `json:"passRate"`
	PassRateLow  float64 `json:"passRateLow"`
	PassRateHigh float64 `json:"passRateHigh"`
	CostUSD      float64 `json:"costUsd"`
	// InputTokens and OutputTokens are what every try's harness reported.
	InputTokens  int                `json:"inputTokens"`
	OutputTokens int                `json:"outputTokens"`
	LatencyP50MS *float64           `json:"latencyP50Ms"`
	LatencyP95MS *float64           `json:"latencyP95Ms"`
	Runtimes     []RuntimeBreakdown `json:"runtimes"`
	// Models breaks the results down by model: one entry, model "", for a
	// scorecard without a sweep.
	Models   []ModelBreakdown `json:"models"`
	Failures []FailureCount   `json:"failures"`
}

// ModelBreakdown is one model's share of a scorecard's sweep.
type ModelBreakdown struct {
	Model    string  `json:"model"`
	Cases    int     `json:"cases"`
	Passed   int     `json:"passed"`
	Failed   int     `json:"failed"`
	Errored  int     `json:"errored"`
	PassRate float64 `json:"passRate"`
	CostUSD  float64 `json:"costUsd"`
	// InputTokens and OutputTokens are what its cases' latest tries reported.
	InputTokens  int `json:"inputTokens"`
	OutputTokens int `json:"outputTokens"`
}

// RuntimeBreakdown is one runtime's share of a scorecard.
type RuntimeBreakdown struct {
	Runtime string  `json:"runtime"`
	Cases   int     `json:"cases"`
	Passed  int     `json:"passed"`
	Failed  int     `json:"failed"`
	Errored int     `json:"errored"`
	CostUSD float64 `json:"costUsd"`
	// InputTokens and OutputTokens are what its cases' latest tries reported.
	InputTokens  int `json:"inputTokens"`
	OutputTokens int `json:"outputTokens"`
}

// FailureCount counts the cases that errored with one class and code.
type FailureCount struct {
	Class string `json:"class"`
	Code  string `json:"code"`
	Count int    `json:"count"`
}

// Comparison is two scorecards of the same cases side by side.
type Comparison struct {
	Paired      int      `json:"paired"`
	Regressed   []string `json:"regressed"`
	Fixed       []string `json:"fixed"`
	PassRateA   float64  `json:"passRateA"`
	PassRateB   float64  `json:"passRateB"`
	PValue      float64  `json:"pValue"`
	Significant bool     `json:"significant"`
}

const scorecardFields = `id name harnessName runtime models maxAttempts status total createdBy createdAt finishedAt
aggregate { cases queued running passed failed errored canceled unscored judgeCostUsd retries passRate passRateLow passRateHigh
costUsd inputTokens outputTokens latencyP50Ms latencyP95Ms runtimes { runtime cases passed failed errored costUsd inputTokens outputTokens }
models { model cases passed failed errored passRate costUsd inputTokens outputTokens }
failures { class code count } }`

// SubmitScorecardInput is submitScorecard's input; fields follow the GraphQL
// SubmitScorecardInput.
type SubmitScorecardInput struct {
	Name string `json:"name"`
	// Harness is a one-off harness; nil with HarnessRef.
	Harness *HarnessInput `json:"harness,omitempty"`
	// HarnessRef names a registered harness: "name", "name@3", "name@tag".
	HarnessRef string `json:"harnessRef,omitempty"`
	// Models is a sweep: every case runs once per model.
	Models      []string    `json:"models,omitempty"`
	Cases       []CaseInput `json:"cases"`
	Runtime     string      `json:"runtime"`
	MaxAttempts int         `json:"maxAttempts,omitempty"`
	Priority    string      `json:"priority,omitempty"`
}

// SubmitScorecard submits a scorecard.
func (c *Client) SubmitScorecard(ctx context.Context, in SubmitScorecardInput) (Scorecard, error) {
	var out struct{ SubmitScorecard Scorecard }
	err := c.Do(ctx, `mutation($in: SubmitScorecardInput!) { submitScorecard(input: $in) { `+scorecardFields+` } }`,
		map[string]any{"in": in}, &out)
	return out.SubmitScorecard, err
}

// GetScorecard reads one scorecard; one the viewer cannot see is NOT_FOUND.
func (c *Client) GetScorecard(ctx context.Context, id string) (Scorecard, error) {
	var out struct{ Scorecard *Scorecard }
	if err := c.Do(ctx, `query($id: ID!) { scorecard(id: $id) { `+scorecardFields+` } }`, map[string]any{"id": id}, &out); err != nil {
		return Scorecard{}, err
	}
	if out.Scorecard == nil {
		return Scorecard{}, &Error{Message: fmt.Sprintf("scorecard %s not found", id), Extensions: map[string]any{"code": "NOT_FOUND"}}
	}
	return *out.Scorecard, nil
}

// CancelScorecard cancels every unfinished case of a scorecard.
func (c *Client) CancelScorecard(ctx context.Context, id string) (Scorecard, error) {
	var out struct{ CancelScorecard Scorecard }
	err := c.Do(ctx, `mutation($id: ID!) { cancelScorecard(id: $id) { `+scorecardFields+` } }`, map[string]any{"id": id}, &out)
	return out.CancelScorecard, err
}

// CompareScorecards compares scorecard a with b (a the baseline).
func (c *Client) CompareScorecards(ctx context.Context, a, b string) (Comparison, error) {
	var out struct{ CompareScorecards Comparison }
	err := c.Do(ctx, `query($a: ID!, $b: ID!) { compareScorecards(a: $a, b: $b) {
		paired regressed fixed passRateA passRateB pValue significant } }`, map[string]any{"a": a, "b": b}, &out)
	return out.CompareScorecards, err
}

// WaitScorecard follows the scorecardUpdated subscription until the
// scorecard settles and returns it settled; onUpdate (nil: none) hears every
// update. A lost connection is resumed.
func (c *Client) WaitScorecard(ctx context.Context, id string, onUpdate func(Scorecard)) (Scorecard, error) {
	const q = `subscription($id: ID!) { scorecardUpdated(id: $id) { ` + scorecardFields + ` } }`
	for failures := 0; ; {
		err := c.Subscribe(ctx, q, map[string]any{"id": id}, func(data json.RawMessage) error {
			var ev struct{ ScorecardUpdated Scorecard }
			if err := json.Unmarshal(data, &ev); err != nil {
				return fmt.Errorf("decode scorecard: %w", err)
			}
			if onUpdate != nil {
				onUpdate(ev.ScorecardUpdated)
			}
			return nil
		})
		if err != nil && !errors.Is(err, ErrConnection) {
			return Scorecard{}, err
		}
		s, gerr := c.GetScorecard(ctx, id)
		if gerr != nil {
			return s, gerr
		}
		if s.Settled() {
			return s, nil
		}
		if failures++; failures > FollowRetriesDefault {
			if err == nil {
				err = fmt.Errorf("%w: scorecard %s has not settled", ErrConnection, id)
			}
			return s, err
		}
		if err := backoff(ctx, failures); err != nil {
			return s, err
		}
	}
}
