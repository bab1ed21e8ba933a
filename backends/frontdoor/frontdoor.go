package frontdoor

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"net/http"
	"net/url"
	"strconv"
	"strings"
	"time"

	"github.com/everdict/everdict/backends"
	"github.com/everdict/everdict/clock"
	"github.com/everdict/everdict/domain"
	"github.com/everdict/everdict/evalcase"
	"github.com/everdict/everdict/netguard"
	"github.com/everdict/everdict/runtime"
)

// Defaults of Config.
const (
	// RequestTimeoutDefault bounds one POST to a front door.
	RequestTimeoutDefault = 30 * time.Second
	// PollIntervalDefault is how often a waiting dispatch re-reads its
	// attempt when no change was heard (a lost event).
	PollIntervalDefault = 15 * time.Second
	// CallbackPath starts every callback URL: <public URL>/callbacks/<runId>.
	CallbackPath = "/callbacks/"
)

// Codes of the failures a front door adds to backends'.
const (
	// CodeRefused: the front door did not accept the case (an HTTP answer
	// other than 2xx, or none).
	CodeRefused = "FRONT_DOOR_REFUSED"
	// CodeTimeout: no callback by the deadline, or no heartbeat in its
	// window.
	CodeTimeout = "TIMEOUT"
	// CodeForbidden: the front door's address is not one its owner may
	// reach (netguard).
	CodeForbidden = "ADDRESS_FORBIDDEN"
	// CodeNeedsWorkspace: the case has a grader that runs in a workspace
	// (TESTS_PASS); a front door has none.
	CodeNeedsWorkspace = "NEEDS_WORKSPACE"
)

// Config configures a front door backend. Spec, PublicURL, Attempts and
// Client are required.
type Config struct {
	// Spec is the runtime's http block.
	Spec runtime.HTTPSpec
	// AuthSecret is the value of Spec.AuthSecret, resolved; "" when the
	// spec names none.
	AuthSecret string
	// PublicURL is the control plane's URL as agents reach it
	// (EVERDICT_PUBLIC_URL); callback URLs start with it.
	PublicURL string
	// Attempts is the shared record of attempts.
	Attempts Attempts
	// Client makes the requests: it must connect only where the runtime's
	// owner may reach (netguard) and follow no redirect.
	Client *http.Client
	// RequestTimeout bounds one request; zero means RequestTimeoutDefault.
	RequestTimeout time.Duration
	// PollInterval: zero means PollIntervalDefault.
	PollInterval time.Duration
	// Clock: nil means the wall clock.
	Clock clock.Clock
	// Logger: nil discards.
	Logger *slog.Logger
}

// Backend hands runs to a front door and waits for their callbacks. It
// keeps nothing in memory that another replica needs: any instance over the
// same Attempts cancels, adopts and completes any run.
type Backend struct {
	cfg  Config
	url  *url.URL
	base string // the public URL, without a trailing slash
	log  *slog.Logger
}

var _ backends.Backend = (*Backend)(nil)

// New returns a front door backend.
func New(cfg Config) (*Backend, error) {
	u, err := url.Parse(cfg.Spec.URL)
	switch {
	case err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Host == "":
		return nil, errors.New("frontdoor: the spec's url must be an http or https URL")
	case cfg.Attempts == nil:
		return nil, errors.New("frontdoor: Attempts is required")
	case cfg.Client == nil:
		return nil, errors.New("frontdoor: Client is required")
	}
	pub, err := url.Parse(cfg.PublicURL)
	if err != nil || (pub.Scheme != "http" && pub.Scheme != "https") || pub.Host == "" {
		return nil, errors.New("frontdoor: PublicURL must be an http or https URL")
	}
	if cfg.RequestTimeout <= 0 {
		cfg.RequestTimeout = RequestTimeoutDefault
	}
	if cfg.PollInterval <= 0 {
		cfg.PollInterval = PollIntervalDefault
	}
	if cfg.Clock == nil {
		cfg.Clock = clock.System{}
	}
	if cfg.Logger == nil {
		cfg.Logger = slog.New(slog.DiscardHandler)
	}
	return &Backend{cfg: cfg, url: u, base: strings.TrimSuffix(cfg.PublicURL, "/"), log: cfg.Logger}, nil
}

// SandboxAvailable is true: nothing of a run executes on this platform's
// hosts, so a run that must be hardened may go to a front door (the agent
// is its tenant's own, elsewhere).
func (b *Backend) SandboxAvailable() bool { return true }

// Dispatch records a new attempt, POSTs the case to the front door and
// waits for its callback (or deadline, cancel, detach).
func (b *Backend) Dispatch(ctx context.Context, job backends.Job, logs backends.LogSink) (evalcase.Result, error) {
	if err := b.check(job); err != nil {
		return evalcase.Result{}, err
	}
	now := b.cfg.Clock.Now()
	token, hash := NewToken()
	a, err := b.cfg.Attempts.Open(ctx, Opening{RunID: job.ID, Correlation: job.RunID, TokenHash: hash, Case: job.Case,
		Deadline:     now.Add(time.Duration(b.cfg.Spec.EffectiveTimeoutSec(job.Case)) * time.Second),
		HeartbeatSec: b.cfg.Spec.HeartbeatSec, At: now})
	switch {
	case errors.Is(err, ErrOpen):
		return evalcase.Result{}, backends.Errorf(domain.FailureConfig, backends.CodeDuplicateRun, "run %s is already on this front door: %w", job.RunID, backends.ErrDuplicateRun)
	case err != nil:
		return evalcase.Result{}, backends.Errorf(domain.FailureInfra, backends.CodeBackend, "record the attempt: %w", err)
	}
	f := &follower{b: b, logs: logs}
	f.deliver(a)
	body, _ := json.Marshal(b.request(job, a, token)) // a Request always marshals
	code, err := b.post(ctx, EventDispatch, job.RunID, a.N, b.cfg.Spec.URL, body)
	if err != nil || code/100 != 2 {
		if ctx.Err() != nil {
			return f.interrupted(ctx, a)
		}
		why, class, fcode := refusal(code, err)
		a, closed, cerr := b.cfg.Attempts.Close(context.WithoutCancel(ctx), a.Correlation, a.N, Refused, why, b.cfg.Clock.Now())
		if cerr != nil {
			return evalcase.Result{}, backends.Errorf(domain.FailureInfra, backends.CodeBackend, "record the refusal: %w", cerr)
		}
		if closed {
			f.deliver(a)
			return evalcase.Result{}, backends.Errorf(class, fcode, "the front door %s", why)
		}
		// The agent called back (or the run was canceled) before the
		// answer came: that stands.
		return f.follow(ctx, a)
	}
	a, err = b.cfg.Attempts.Accept(context.WithoutCancel(ctx), a.Correlation, a.N, b.cfg.Clock.Now())
	if err != nil {
		return evalcase.Result{}, backends.Errorf(domain.FailureInfra, backends.CodeBackend, "record the acceptance: %w", err)
	}
	if acc, ok := logs.(backends.Accepter); ok {
		acc.Accepted()
	}
	return f.follow(ctx, a)
}

// check refuses a job a front door cannot run.
func (b *Backend) check(job backends.Job) error {
	if !backends.ValidRunID(job.RunID) {
		return backends.Errorf(domain.FailureConfig, backends.CodeInvalidJob, "run id is not valid: %w", backends.ErrInvalidJob)
	}
	for _, g := range job.Case.Graders {
		if g.Kind == evalcase.GraderTestsPass {
			return backends.Errorf(domain.FailureConfig, CodeNeedsWorkspace,
				"a TESTS_PASS grader runs in the run's workspace, and a front door has none: grade with JUDGE, COST, STEPS or LATENCY: %w", backends.ErrInvalidJob)
		}
	}
	return nil
}

// request is the body POSTed for attempt a of job.
func (b *Backend) request(job backends.Job, a Attempt, token string) Request {
	id := PathID(job.ID, job.RunID)
	return Request{
		RunID: id, CorrelationID: job.RunID, Attempt: a.N, Task: job.Case.Task,
		Case:        CaseView{ID: job.Case.ID, Repo: job.Case.Repo, Files: job.Case.Files, Image: job.Case.Image},
		Harness:     HarnessView{Name: job.Harness.Name, Version: job.Harness.Version},
		Model:       job.Harness.Model,
		TraceParent: job.TraceParent, TraceID: job.TraceID,
		Deadline:     a.Deadline.UTC(),
		HeartbeatSec: a.HeartbeatSec,
		CallbackURL:  b.base + CallbackPath + id, HeartbeatURL: b.base + CallbackPath + id + "/heartbeat",
		CallbackToken: token,
	}
}

// PathID names a run in its callback URL and request: its id (Run.id), or
// its correlation id for a job made outside the control plane (no id).
func PathID(id int, correlation string) string {
	if id > 0 {
		return strconv.Itoa(id)
	}
	return correlation
}

// refusal says why a POST did not accept the case.
func refusal(code int, err error) (why string, class domain.FailureClass, fcode string) {
	switch {
	case errors.Is(err, netguard.ErrForbidden):
		return "is at an address its runtime's owner may not reach", domain.FailureConfig, CodeForbidden
	case err != nil:
		// Not err's text: a transport error can quote what the server sent.
		return "gave no HTTP answer", domain.FailureInfra, CodeRefused
	case code/100 == 3:
		return "answered HTTP " + strconv.Itoa(code) + ", a redirect, which is not followed", domain.FailureInfra, CodeRefused
	}
	return "answered HTTP " + strconv.Itoa(code), domain.FailureInfra, CodeRefused
}

// post sends one signed request and returns its status code. The answer's
// body is the front door's: it is never read into a log or a record.
func (b *Backend) post(ctx context.Context, event, correlation string, n int, target string, body []byte) (int, error) {
	ctx, cancel := context.WithTimeout(ctx, b.cfg.RequestTimeout)
	defer cancel()
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, target, bytes.NewReader(body))
	if err != nil {
		return 0, err
	}
	for _, h := range b.cfg.Spec.Headers {
		req.Header.Set(h.Name, h.Value)
	}
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set(HeaderEvent, event)
	req.Header.Set(HeaderDelivery, correlation+"#"+strconv.Itoa(n))
	if b.cfg.AuthSecret != "" {
		req.Header.Set("Authorization", "Bearer "+b.cfg.AuthSecret)
		req.Header.Set(HeaderSignature, Sign([]byte(b.cfg.AuthSecret), body))
	}
	res, err := b.cfg.Client.Do(req)
	if err != nil {
		return 0, err
	}
	_, _ = io.Copy(io.Discard, io.LimitReader(res.Body, 4096))
	res.Body.Close()
	return res.StatusCode, nil
}

// cancelAgent tells the front door that attempt a was canceled, best
// effort.
func (b *Backend) cancelAgent(ctx context.Context, a Attempt, reason string) {
	body, _ := json.Marshal(CancelRequest{RunID: PathID(a.RunID, a.Correlation), CorrelationID: a.Correlation, Attempt: a.N, Reason: reason})
	target := strings.TrimSuffix(b.cfg.Spec.URL, "/") + "/cancel"
	if code, err := b.post(ctx, EventCancel, a.Correlation, a.N, target, body); err != nil || code/100 != 2 {
		why, _, _ := refusal(code, err)
		b.log.Warn("front door: the cancel was not taken", "run", a.Correlation, "attempt", a.N, "why", why)
	}
}

// Cancel closes the run's open attempt as canceled and tells the front
// door; whoever waits for the attempt (any replica) returns CANCELED.
func (b *Backend) Cancel(ctx context.Context, runID string) error {
	a, ok, err := b.cfg.Attempts.Latest(ctx, runID)
	switch {
	case err != nil:
		return fmt.Errorf("frontdoor: cancel %s: %w", runID, err)
	case !ok:
		return fmt.Errorf("frontdoor: cancel %s: %w", runID, backends.ErrNotFound)
	case !a.State.Open():
		return nil
	}
	c, closed, err := b.cfg.Attempts.Close(ctx, a.Correlation, a.N, Canceled, "canceled", b.cfg.Clock.Now())
	if err != nil {
		return fmt.Errorf("frontdoor: cancel %s: %w", runID, err)
	}
	if closed {
		b.cancelAgent(context.WithoutCancel(ctx), c, "canceled")
	}
	return nil
}

// Adopt finds the run's newest attempt: none is Absent; one whose POST
// never got its answer is closed and Absent (dispatched again as a new
// attempt, its token dead); an accepted one is followed to its end; a
// closed one is returned.
func (b *Backend) Adopt(ctx context.Context, runID string, fromSeq int64, logs backends.LogSink) (backends.AdoptOutcome, evalcase.Result, error) {
	a, ok, err := b.cfg.Attempts.Latest(ctx, runID)
	switch {
	case err != nil:
		return backends.Unknown, evalcase.Result{}, fmt.Errorf("frontdoor: adopt %s: %w", runID, err)
	case !ok:
		return backends.Absent, evalcase.Result{}, nil
	}
	if a.State == Dispatching {
		var closed bool
		a, closed, err = b.cfg.Attempts.Close(ctx, a.Correlation, a.N, Refused,
			"abandoned: its replica stopped before the front door answered", b.cfg.Clock.Now())
		if err != nil {
			return backends.Unknown, evalcase.Result{}, fmt.Errorf("frontdoor: adopt %s: %w", runID, err)
		}
		if closed {
			return backends.Absent, evalcase.Result{}, nil
		}
	}
	f := &follower{b: b, logs: logs, sent: int(fromSeq)}
	res, err := f.follow(ctx, a)
	if errors.Is(err, backends.ErrDetached) {
		return backends.Unknown, evalcase.Result{}, err
	}
	return backends.Adopted, res, err
}

// Probe asks the front door's URL with a GET: any HTTP answer is
// reachable; 401 and 403 say the credential was refused.
func (b *Backend) Probe(ctx context.Context) (backends.ProbeResult, error) {
	ctx, cancel := context.WithTimeout(ctx, b.cfg.RequestTimeout)
	defer cancel()
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, b.cfg.Spec.URL, nil)
	if err != nil {
		return backends.ProbeResult{Message: "the url is not valid"}, nil
	}
	for _, h := range b.cfg.Spec.Headers {
		req.Header.Set(h.Name, h.Value)
	}
	if b.cfg.AuthSecret != "" {
		req.Header.Set("Authorization", "Bearer "+b.cfg.AuthSecret)
	}
	res, err := b.cfg.Client.Do(req)
	switch {
	case errors.Is(err, netguard.ErrForbidden):
		return backends.ProbeResult{Message: "the front door is at an address its owner may not reach"}, nil
	case err != nil && ctx.Err() != nil && errors.Is(context.Cause(ctx), context.Canceled):
		return backends.ProbeResult{}, ctx.Err()
	case err != nil:
		return backends.ProbeResult{Message: "the front door gave no HTTP answer"}, nil
	}
	res.Body.Close()
	out := backends.ProbeResult{Reachable: true, Hardened: true, Authenticated: res.StatusCode != 401 && res.StatusCode != 403}
	out.Message = "the front door answered HTTP " + strconv.Itoa(res.StatusCode)
	return out, nil
}

// follower waits for one attempt's end and delivers its log lines, each
// once, numbered from sent+1.
type follower struct {
	b    *Backend
	logs backends.LogSink
	sent int
}

// deliver hands over the lines of a not yet delivered.
func (f *follower) deliver(a Attempt) {
	lines := Lines(a, f.b.url.Host)
	if f.sent < len(lines) {
		backends.Deliver(f.logs, lines[f.sent:])
		f.sent = len(lines)
	}
}

// follow waits for attempt a to close: a callback (any replica), its
// expiry, a cancel, or a detach.
func (f *follower) follow(ctx context.Context, a Attempt) (evalcase.Result, error) {
	b := f.b
	changed, stop := b.cfg.Attempts.Watch(a.Correlation)
	defer stop()
	n := a.N
	for {
		f.deliver(a)
		if !a.State.Open() {
			return f.b.outcome(a)
		}
		now := b.cfg.Clock.Now()
		if exp := a.Expiry(); !now.Before(exp) {
			why := "no callback came by the deadline"
			if exp.Before(a.Deadline) {
				why = "no heartbeat came for " + strconv.Itoa(a.HeartbeatSec) + "s"
			}
			next, _, err := b.cfg.Attempts.Close(context.WithoutCancel(ctx), a.Correlation, n, TimedOut, why, now)
			if err == nil {
				a = next
				continue
			}
			b.log.Warn("front door: record a timeout", "run", a.Correlation, "err", err)
		}
		wait := min(b.cfg.PollInterval, a.Expiry().Sub(now))
		select {
		case <-ctx.Done():
			return f.interrupted(ctx, a)
		case <-changed:
		case <-b.cfg.Clock.After(max(wait, time.Millisecond)):
		}
		next, ok, err := b.cfg.Attempts.Latest(ctx, a.Correlation)
		switch {
		case err != nil && ctx.Err() != nil:
			return f.interrupted(ctx, a)
		case err != nil:
			b.log.Warn("front door: read the attempt", "run", a.Correlation, "err", err)
		case !ok || next.N != n:
			// A newer attempt: another replica holds the run now.
			return evalcase.Result{}, backends.Errorf(domain.FailureInterrupted, backends.CodeDetached,
				"another replica dispatched the run again: %w", backends.ErrDetached)
		default:
			a = next
		}
	}
}

// interrupted answers a dispatch or adopt whose ctx ended while attempt a
// was open: a detach leaves it open for whoever holds the run next; a
// cancel closes it and tells the front door.
func (f *follower) interrupted(ctx context.Context, a Attempt) (evalcase.Result, error) {
	b := f.b
	if errors.Is(context.Cause(ctx), backends.ErrDetached) {
		return evalcase.Result{}, backends.Errorf(domain.FailureInterrupted, backends.CodeDetached, "detached: %w", backends.ErrDetached)
	}
	bg := context.WithoutCancel(ctx)
	c, closed, err := b.cfg.Attempts.Close(bg, a.Correlation, a.N, Canceled, "canceled", b.cfg.Clock.Now())
	if err != nil {
		return evalcase.Result{}, backends.Errorf(domain.FailureCanceled, backends.CodeCanceled, "canceled (the cancel was not recorded: %v)", err)
	}
	if closed {
		b.cancelAgent(bg, c, "canceled")
	}
	f.deliver(c)
	if c.State == Completed {
		return b.outcome(c)
	}
	return evalcase.Result{}, backends.Errorf(domain.FailureCanceled, backends.CodeCanceled, "canceled")
}

// outcome is a closed attempt's result or failure.
func (b *Backend) outcome(a Attempt) (evalcase.Result, error) {
	switch a.State {
	case Completed:
		return Grade(a), nil
	case TimedOut:
		return evalcase.Result{}, backends.Errorf(domain.FailureInfra, CodeTimeout, "%s", a.Reason)
	case Canceled:
		return evalcase.Result{}, backends.Errorf(domain.FailureCanceled, backends.CodeCanceled, "canceled")
	}
	return evalcase.Result{}, backends.Errorf(domain.FailureInfra, CodeRefused, "the front door %s", strings.TrimPrefix(a.Reason, "the front door "))
}

// Grade is a completed attempt's graded result: the callback's status
// stands for the exit code (completed 0, failed 1), its answer, usage and
// cost for the harness's report, and the case's graders decide (a JUDGE
// grader is left to the control plane's judge).
func Grade(a Attempt) evalcase.Result {
	cb := a.Callback
	if cb == nil {
		cb = &Callback{Status: StatusFailed}
	}
	exit := 0
	if cb.Status != StatusCompleted {
		exit = 1
	}
	rep := evalcase.Report{CostUSD: cb.CostUSD, Output: cb.Error}
	if len(cb.Usage) > 0 {
		rep.Usage = make(map[string]any, len(cb.Usage))
		for k, v := range cb.Usage {
			rep.Usage[k] = v
		}
		if s, ok := cb.Usage["steps"]; ok && s == float64(int(s)) {
			steps := int(s)
			rep.Steps = &steps
		}
	}
	answer, cut := evalcase.CutAnswer([]byte(cb.Answer))
	var latency int64
	if !a.ClosedAt.IsZero() {
		latency = a.ClosedAt.Sub(a.CreatedAt).Milliseconds()
	}
	return evalcase.Grade(a.Case, evalcase.Outcome{Report: rep, ExitCode: &exit, LatencyMS: latency, Answer: answer, AnswerCut: cut})
}

// Lines are an attempt's log lines, a pure function of its record, so that
// every replica that follows the attempt tells the same story with the
// same numbers.
func Lines(a Attempt, host string) []backends.LogLine {
	var out []backends.LogLine
	add := func(at time.Time, format string, args ...any) {
		out = append(out, backends.LogLine{Seq: int64(len(out) + 1), Stream: backends.StreamSystem, Text: fmt.Sprintf(format, args...), At: at})
	}
	add(a.CreatedAt, "front door: attempt %d POSTed to %s", a.N, host)
	if !a.AcceptedAt.IsZero() {
		add(a.AcceptedAt, "front door: accepted; waiting for the callback until %s", a.Deadline.UTC().Format(time.RFC3339))
	}
	if a.ClosedAt.IsZero() {
		return out
	}
	switch a.State {
	case Completed:
		status := StatusFailed
		if a.Callback != nil {
			status = a.Callback.Status
		}
		add(a.ClosedAt, "front door: the agent called back: %s", status)
	case Canceled:
		add(a.ClosedAt, "front door: canceled")
	default:
		add(a.ClosedAt, "front door: %s", a.Reason)
	}
	return out
}
