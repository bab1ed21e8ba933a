package frontdoor

import (
	"crypto/hmac"
	"crypto/rand"
	"crypto/sha256"
	"encoding/base64"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"math"
	"strings"
	"time"

	"github.com/everdict/everdict/evalcase"
)

// Headers of a request to a front door: the same as a webhook's.
const (
	// HeaderSignature is "sha256=" + hex(HMAC-SHA256(authSecret, body)),
	// sent when the runtime names an authSecret.
	HeaderSignature = "X-Everdict-Signature"
	// HeaderEvent names the request: EventDispatch or EventCancel.
	HeaderEvent = "X-Everdict-Event"
	// HeaderDelivery is "<correlationId>#<attempt>": a front door
	// deduplicates by it.
	HeaderDelivery = "X-Everdict-Delivery"
)

// The events a front door hears.
const (
	EventDispatch = "run.dispatch"
	EventCancel   = "run.cancel"
)

// Request is the JSON body POSTed to a front door's URL: the run to do and
// how to call back. It carries no grader, rubric or reference answer (the
// agent under test never sees how it is graded) and no secret but its own
// callback token.
type Request struct {
	// RunID is the run's id as the API names it (Run.id); the callback's
	// path names it.
	RunID string `json:"runId"`
	// CorrelationID is the run's correlation id (evd-run-<id>, or a
	// scorecard child's).
	CorrelationID string `json:"correlationId"`
	// Attempt numbers the run's attempts 1, 2, …; a token is valid for its
	// own attempt only.
	Attempt int `json:"attempt"`
	// Task is the case's task text.
	Task string `json:"task"`
	// Case is what the agent is given of the case.
	Case CaseView `json:"case"`
	// Harness names the agent version under test.
	Harness HarnessView `json:"harness"`
	// Model is the model the run asks for ("provider/name"), or "".
	Model string `json:"model,omitempty"`
	// TraceParent is the W3C traceparent the agent's spans are children
	// of, and TraceID the run attempt's trace id (the job's TRACEPARENT and
	// EVERDICT_TRACE_ID); both "" when the job has none.
	TraceParent string `json:"traceParent,omitempty"`
	TraceID     string `json:"traceId,omitempty"`
	// Deadline is when a callback comes too late (410).
	Deadline time.Time `json:"deadline"`
	// HeartbeatSec, when set, is how often the agent must POST
	// HeartbeatURL at least.
	HeartbeatSec int `json:"heartbeatSec,omitempty"`
	// CallbackURL completes the run: POST it with
	// "Authorization: Bearer <CallbackToken>" and a Callback body.
	CallbackURL  string `json:"callbackUrl"`
	HeartbeatURL string `json:"heartbeatUrl"`
	// CallbackToken is this attempt's token: 32 random bytes, base64url.
	CallbackToken string `json:"callbackToken"`
}

// CaseView is the part of a case an agent is given.
type CaseView struct {
	ID    string          `json:"id"`
	Repo  *evalcase.Repo  `json:"repo,omitempty"`
	Files []evalcase.File `json:"files,omitempty"`
	Image string          `json:"image,omitempty"`
}

// HarnessView names a harness version.
type HarnessView struct {
	Name    string `json:"name"`
	Version string `json:"version,omitempty"`
}

// CancelRequest is the JSON body POSTed to URL + "/cancel".
type CancelRequest struct {
	RunID         string `json:"runId"`
	CorrelationID string `json:"correlationId"`
	Attempt       int    `json:"attempt"`
	Reason        string `json:"reason"`
}

// The statuses of a callback.
const (
	StatusCompleted = "completed"
	StatusFailed    = "failed"
)

// Limits of a callback.
const (
	// CallbackMaxBytes bounds a callback's body.
	CallbackMaxBytes = 1 << 20
	// ErrorMaxBytes bounds its error text.
	ErrorMaxBytes = 4096
	// UsageMaxKeys bounds its usage map.
	UsageMaxKeys = 32
)

// Callback is the JSON body a front door's agent POSTs to complete a run.
// The zero value is invalid (no status).
type Callback struct {
	// Status is StatusCompleted (the agent did the task; graded like a
	// harness that exited 0) or StatusFailed (like one that exited 1).
	Status string `json:"status"`
	// Answer is the agent's final answer, which JUDGE graders read; the
	// first evalcase.AnswerMaxBytesDefault bytes are kept.
	Answer string `json:"answer,omitempty"`
	// Usage is what the agent used: inputTokens, outputTokens, steps.
	Usage map[string]float64 `json:"usage,omitempty"`
	// CostUSD is what the run cost the agent.
	CostUSD *float64 `json:"costUsd,omitempty"`
	// Error says why a failed run failed, for a person.
	Error string `json:"error,omitempty"`
}

// ErrInvalidCallback is wrapped by ParseCallback's errors.
var ErrInvalidCallback = errors.New("invalid callback")

// ParseCallback decodes and checks a callback body: one JSON object, no
// unknown field, a known status, finite non-negative numbers, an error of at
// most ErrorMaxBytes. Its errors name the field, never quote the body.
func ParseCallback(body []byte) (Callback, error) {
	var cb Callback
	dec := json.NewDecoder(strings.NewReader(string(body)))
	dec.DisallowUnknownFields()
	bad := func(format string, args ...any) (Callback, error) {
		return Callback{}, fmt.Errorf(format+": %w", append(args, ErrInvalidCallback)...)
	}
	if err := dec.Decode(&cb); err != nil {
		return bad("the body must be one JSON object with status, answer, usage, costUsd and error")
	}
	if dec.More() {
		return bad("the body must hold one JSON object")
	}
	switch {
	case cb.Status != StatusCompleted && cb.Status != StatusFailed:
		return bad(`status must be "completed" or "failed"`)
	case len(cb.Error) > ErrorMaxBytes:
		return bad("error is at most %d bytes", ErrorMaxBytes)
	case len(cb.Usage) > UsageMaxKeys:
		return bad("usage holds at most %d keys", UsageMaxKeys)
	case cb.CostUSD != nil && (math.IsNaN(*cb.CostUSD) || math.IsInf(*cb.CostUSD, 0) || *cb.CostUSD < 0):
		return bad("costUsd must be a finite amount, 0 or more")
	}
	for k, v := range cb.Usage {
		if len(k) > 64 || math.IsNaN(v) || math.IsInf(v, 0) || v < 0 {
			return bad("usage values must be finite numbers, 0 or more, under keys of at most 64 bytes")
		}
	}
	return cb, nil
}

// Canonical is the callback's canonical JSON: two bodies that decode to the
// same callback (whitespace, key order) are the same callback.
func (cb Callback) Canonical() []byte {
	b, _ := json.Marshal(cb) // a Callback always marshals
	return b
}

// Hash is the SHA-256 of the callback's canonical JSON.
func (cb Callback) Hash() []byte {
	h := sha256.Sum256(cb.Canonical())
	return h[:]
}

// TokenBytes is the size of a callback token before encoding.
const TokenBytes = 32

// NewToken returns a fresh callback token (TokenBytes random bytes,
// base64url without padding) and its hash, the only form kept.
func NewToken() (token string, hash []byte) {
	b := make([]byte, TokenBytes)
	_, _ = rand.Read(b) // crypto/rand never fails (Go 1.24)
	token = base64.RawURLEncoding.EncodeToString(b)
	return token, HashToken(token)
}

// ParseToken reports whether token is shaped like one NewToken makes.
func ParseToken(token string) bool {
	b, err := base64.RawURLEncoding.Strict().DecodeString(token)
	return err == nil && len(b) == TokenBytes
}

// HashToken is the SHA-256 of a token.
func HashToken(token string) []byte {
	h := sha256.Sum256([]byte(token))
	return h[:]
}

// Sign is the HeaderSignature value of body under key.
func Sign(key, body []byte) string {
	mac := hmac.New(sha256.New, key)
	mac.Write(body)
	return "sha256=" + hex.EncodeToString(mac.Sum(nil))
}

// Verify reports whether sig is body's signature under key; a front door
// checks each request with it.
func Verify(key, body []byte, sig string) bool {
	return hmac.Equal([]byte(sig), []byte(Sign(key, body)))
}
