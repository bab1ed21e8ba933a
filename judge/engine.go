package judge

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"net/http"
	"strconv"
	"strings"
	"time"

	"github.com/anthropics/anthropic-sdk-go/v2"
	"github.com/openai/openai-go/v3"

	"github.com/everdict/everdict/clock"
	"github.com/everdict/everdict/errcode"
	"github.com/everdict/everdict/evalcase"
	"github.com/everdict/everdict/netguard"
	"github.com/everdict/everdict/netguard/guardhttp"
)

// Kind is a model provider's wire protocol.
type Kind string

// The provider kinds.
const (
	// KindOpenAICompatible speaks OpenAI's Chat Completions (OpenAI, and
	// the servers that imitate it: vLLM, Ollama, LiteLLM, OpenRouter…).
	KindOpenAICompatible Kind = "OPENAI_COMPATIBLE"
	// KindAnthropic speaks Anthropic's Messages API.
	KindAnthropic Kind = "ANTHROPIC"
)

// Valid reports whether k is a provider kind.
func (k Kind) Valid() bool { return k == KindOpenAICompatible || k == KindAnthropic }

// Provider is a tenant's model provider, resolved for one call: its API key
// opened. It never leaves the control plane.
type Provider struct {
	Name    string
	Kind    Kind
	BaseURL string
	APIKey  string
	// Trusted is the owning tenant's trust: the netguard policy its calls
	// go out under (a trusted tenant may reach private addresses).
	Trusted bool
	// InputUSDPerMTok and OutputUSDPerMTok price a million tokens, for a
	// cost the provider does not report; nil when unknown.
	InputUSDPerMTok, OutputUSDPerMTok *float64
}

// ErrUnknownProvider is wrapped when a tenant has no provider by a name.
var ErrUnknownProvider = errors.New("no such model provider")

// ErrNoKey is wrapped when a provider's apiKeySecret names no MODEL secret
// of its tenant.
var ErrNoKey = errors.New("the provider's apiKeySecret is not a MODEL secret of its tenant")

// Providers resolves a tenant's model provider by name, its key opened
// (package judge/providers). Errors wrap ErrUnknownProvider or ErrNoKey
// when that is why.
type Providers interface {
	Provider(ctx context.Context, tenant, name string) (Provider, error)
}

// Defaults of Config.
const (
	// SamplesMax bounds Grader.Samples.
	SamplesMax = 5
	// Reasks is how many times a reply that fails validation is asked
	// again, telling the judge what was wrong.
	Reasks = 2
	// MaxInputBytesDefault caps each piece of evidence shown to a judge.
	MaxInputBytesDefault = 32 << 10
	// MaxTokensDefault bounds the tokens of one reply.
	MaxTokensDefault = 1024
	// TimeoutDefault bounds one provider call.
	TimeoutDefault = 60 * time.Second
	// RetriesDefault bounds the transport retries (429, 5xx, timeouts) of
	// one call.
	RetriesDefault = 4
	// BackoffDefault is the wait before the first transport retry; each
	// retry doubles it. A Retry-After the provider sends replaces it.
	BackoffDefault = time.Second
	// RetryBudgetDefault bounds the time one Grade spends waiting to retry;
	// a wait (Retry-After included) past it is not made.
	RetryBudgetDefault = 2 * time.Minute
	// MaxReasoningBytes caps the reasoning recorded on a result.
	MaxReasoningBytes = 4 << 10
)

// Config configures a Service. Providers is required; every zero value is
// documented per field.
type Config struct {
	Providers Providers
	// MaxInputBytes: 0 means MaxInputBytesDefault.
	MaxInputBytes int
	// MaxTokens: 0 means MaxTokensDefault.
	MaxTokens int
	// Timeout: 0 means TimeoutDefault.
	Timeout time.Duration
	// Retries: 0 means RetriesDefault; negative means none.
	Retries int
	// Backoff: 0 means BackoffDefault.
	Backoff time.Duration
	// RetryBudget: 0 means RetryBudgetDefault.
	RetryBudget time.Duration
	// Clock times retry waits and the budget: nil means the wall clock.
	Clock clock.Clock
	// Logger: nil discards. Nothing logged carries a key or a reply.
	Logger *slog.Logger
}

// Service grades with tenants' judge models. Safe for concurrent use.
type Service struct {
	cfg Config
	log *slog.Logger
}

// New returns a Service over cfg.
func New(cfg Config) (*Service, error) {
	if cfg.Providers == nil {
		return nil, errors.New("judge: Providers is required")
	}
	if cfg.MaxInputBytes <= 0 {
		cfg.MaxInputBytes = MaxInputBytesDefault
	}
	if cfg.MaxTokens <= 0 {
		cfg.MaxTokens = MaxTokensDefault
	}
	if cfg.Timeout <= 0 {
		cfg.Timeout = TimeoutDefault
	}
	if cfg.Retries == 0 {
		cfg.Retries = RetriesDefault
	} else if cfg.Retries < 0 {
		cfg.Retries = 0
	}
	if cfg.Backoff <= 0 {
		cfg.Backoff = BackoffDefault
	}
	if cfg.RetryBudget <= 0 {
		cfg.RetryBudget = RetryBudgetDefault
	}
	if cfg.Clock == nil {
		cfg.Clock = clock.System{}
	}
	log := cfg.Logger
	if log == nil {
		log = slog.New(slog.DiscardHandler)
	}
	return &Service{cfg: cfg, log: log}, nil
}

// SplitModel splits a model string "provider/model" at its first slash.
func SplitModel(model string) (provider, name string, ok bool) {
	provider, name, ok = strings.Cut(model, "/")
	return provider, name, ok && provider != "" && name != ""
}

// Validate refuses, with BAD_USER_INPUT naming the field "model", a judge
// model whose first segment names no provider of tenant, or a provider
// whose key is not a MODEL secret: what a submit checks before it queues.
func (s *Service) Validate(ctx context.Context, tenant, model string) error {
	name, _, ok := SplitModel(model)
	if !ok {
		return errcode.New(errcode.BadUserInput, "model %q is not of the form provider/model", model).With("field", "model")
	}
	_, err := s.cfg.Providers.Provider(ctx, tenant, name)
	switch {
	case errors.Is(err, ErrUnknownProvider):
		return errcode.New(errcode.BadUserInput, "model %q names no model provider of this tenant (register one with registerModelProvider)", model).
			With("field", "model")
	case errors.Is(err, ErrNoKey):
		return errcode.New(errcode.BadUserInput, "model provider %q has an apiKeySecret that is not a MODEL secret (set it with setSecret(purpose: MODEL))", name).
			With("field", "model")
	case err != nil:
		return fmt.Errorf("judge: validate model: %w", err)
	}
	return nil
}

// ErrBadRequest is wrapped by Grade for a request no submit should have
// let through (a programming error).
var ErrBadRequest = errors.New("judge: bad request")

// Grade decides req's JUDGE grader. It returns an error only for a
// cancelled ctx or a request that is not a valid JUDGE grader; every
// provider failure is a result with Judge.UnscoredReason set, never PASS or
// FAIL.
//
// Each of Samples (≤ SamplesMax) is asked in turn. A sample passes when
// its score reaches PassThreshold, or, with none, when the judge said PASS.
// The grader passes when more than half of the scored samples pass; a tie
// fails (no majority passed). The samples must be scored in a majority of
// all: otherwise the result is UNSCORED. Score is the mean of the scored
// samples' scores; Reasoning is the first majority sample's.
func (s *Service) Grade(ctx context.Context, req Request) (evalcase.GraderResult, error) {
	g := req.Grader
	if err := checkGrader(g); err != nil {
		return evalcase.GraderResult{}, err
	}
	n := max(g.Samples, 1)
	res := &evalcase.JudgeResult{Model: g.Model, SelfGraded: req.ModelUnderTest != "" && g.Model == req.ModelUnderTest,
		TemplateVersion: TemplateVersion, TemplateHash: TemplateHash}
	out := evalcase.GraderResult{Kind: evalcase.GraderJudge, Judge: res}
	log := s.log.With("tenant", req.Tenant, "model", g.Model)

	providerName, model, _ := SplitModel(g.Model)
	p, err := s.cfg.Providers.Provider(ctx, req.Tenant, providerName)
	if err != nil {
		if ctx.Err() != nil {
			return out, ctx.Err()
		}
		switch {
		case errors.Is(err, ErrUnknownProvider):
			res.UnscoredReason = fmt.Sprintf("the tenant has no model provider %q", providerName)
		case errors.Is(err, ErrNoKey):
			res.UnscoredReason = fmt.Sprintf("model provider %q has no MODEL secret for its apiKeySecret", providerName)
		default:
			log.Error("judge: resolve provider", "provider", providerName, "err", err)
			res.UnscoredReason = fmt.Sprintf("model provider %q could not be resolved", providerName)
		}
		return out, nil
	}
	var pr prompt
	for ok := false; !ok; {
		pr, ok = buildPrompt(g.Rubric, g.Inputs, req.Evidence, s.cfg.MaxInputBytes, newNonce())
	}
	c := &call{s: s, caller: newCaller(p, s.client(p), int64(s.cfg.MaxTokens)), model: model, prompt: pr,
		res: res, price: p, deadline: s.cfg.Clock.Now().Add(s.cfg.RetryBudget), log: log.With("provider", p.Name)}
	samples := make([]sample, 0, n)
	for range n {
		sm, err := c.sample(ctx)
		if err != nil {
			return out, err
		}
		samples = append(samples, sm)
	}
	decide(&out, samples, g.PassThreshold)
	if len(res.Reasoning) > MaxReasoningBytes {
		res.Reasoning = capInput(evalcase.JudgeAnswer, res.Reasoning, MaxReasoningBytes)
	}
	log.Info("judge graded", "passed", out.Passed, "unscored", res.UnscoredReason != "", "attempts", res.Attempts)
	return out, nil
}

func checkGrader(g evalcase.Grader) error {
	switch {
	case g.Kind != evalcase.GraderJudge:
		return fmt.Errorf("%w: grader kind %s is not JUDGE", ErrBadRequest, g.Kind)
	case strings.TrimSpace(g.Rubric) == "":
		return fmt.Errorf("%w: no rubric", ErrBadRequest)
	case g.Samples < 0 || g.Samples > SamplesMax:
		return fmt.Errorf("%w: samples %d outside 0..%d", ErrBadRequest, g.Samples, SamplesMax)
	case g.PassThreshold != nil && !(*g.PassThreshold >= 0 && *g.PassThreshold <= 1):
		return fmt.Errorf("%w: passThreshold outside 0..1", ErrBadRequest)
	}
	if _, _, ok := SplitModel(g.Model); !ok {
		return fmt.Errorf("%w: model %q is not provider/model", ErrBadRequest, g.Model)
	}
	return nil
}

// client is the HTTP client of p's calls: every connection allowed by the
// netguard policy of p's tenant, as a webhook's, and no redirect followed
// (the key goes only to the URL the tenant gave).
func (s *Service) client(p Provider) *http.Client {
	hc := guardhttp.Client(netguard.For(p.Trusted), 0)
	hc.CheckRedirect = func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse }
	return hc
}

// sample is one sample's outcome: a grade, or why there is none.
type sample struct {
	grade  *grade
	reason string
}

// call asks one grading request's samples and keeps its accounting.
type call struct {
	s        *Service
	caller   caller
	model    string
	prompt   prompt
	res      *evalcase.JudgeResult
	price    Provider
	deadline time.Time
	log      *slog.Logger
	// cost sums the calls' costs; costUnknown is set once a call's cost
	// could not be known.
	cost        float64
	costUnknown bool
}

// sample asks once, and again (at most Reasks times) after a reply that
// fails validation.
func (c *call) sample(ctx context.Context) (sample, error) {
	turns := []turn{{text: c.prompt.user}}
	var why error
	for ask := 0; ask <= Reasks; ask++ {
		r, reason, err := c.send(ctx, turns)
		if err != nil {
			return sample{}, err
		}
		if reason != "" {
			return sample{reason: reason}, nil
		}
		g, perr := parseGrade(r.text)
		if perr == nil {
			return sample{grade: &g}, nil
		}
		why = perr
		// The reply goes back as the judge's own turn (an API refuses an
		// empty one); it is never logged.
		said := r.text
		if strings.TrimSpace(said) == "" {
			said = "(no structured output)"
		}
		turns = append(turns, turn{assistant: true, text: said}, turn{text: fmt.Sprintf(reaskTemplate, strings.TrimPrefix(perr.Error(), errInvalid.Error()+": "))})
		c.log.Warn("judge reply failed validation", "ask", ask+1, "why", perr)
	}
	return sample{reason: fmt.Sprintf("the judge's reply failed validation %d times (%v)", Reasks+1, why)}, nil
}

// send makes one call, retrying transport failures with backoff within
// the retry budget. A reason is set when the call could not be made.
func (c *call) send(ctx context.Context, turns []turn) (reply, string, error) {
	backoff := c.s.cfg.Backoff
	for try := 0; ; try++ {
		c.res.Attempts++
		actx, cancel := context.WithTimeout(ctx, c.s.cfg.Timeout)
		r, err := c.caller.call(actx, c.model, c.prompt.system, turns)
		timedOut := actx.Err() != nil
		cancel()
		if ctx.Err() != nil {
			return reply{}, "", ctx.Err()
		}
		if err == nil || errors.Is(err, errRefused) {
			c.account(r)
			if err != nil {
				r.text = ""
			}
			return r, "", nil
		}
		status, retryAfter := statusOf(err)
		var reason string
		switch {
		case errors.Is(err, netguard.ErrForbidden):
			return reply{}, "refused: the provider's address is not one this tenant may reach", nil
		case status == http.StatusTooManyRequests || status == http.StatusRequestTimeout || status >= 500:
			reason = "the provider answered HTTP " + strconv.Itoa(status)
		case status != 0:
			return reply{}, "the provider refused the request: HTTP " + strconv.Itoa(status), nil
		case timedOut:
			reason = "the provider did not answer within " + c.s.cfg.Timeout.String()
		default:
			// Not err's text: it may quote the provider.
			reason = "the request failed: no HTTP answer"
		}
		wait := backoff
		if retryAfter > 0 {
			wait = retryAfter
		}
		backoff *= 2
		if try >= c.s.cfg.Retries {
			return reply{}, fmt.Sprintf("%s (gave up after %d attempts)", reason, try+1), nil
		}
		if c.s.cfg.Clock.Now().Add(wait).After(c.deadline) {
			return reply{}, fmt.Sprintf("%s (a retry in %s would pass the %s retry budget)", reason, wait, c.s.cfg.RetryBudget), nil
		}
		c.log.Info("judge call retried", "why", reason, "wait", wait)
		select {
		case <-ctx.Done():
			return reply{}, "", ctx.Err()
		case <-c.s.cfg.Clock.After(wait):
		}
	}
}

// statusOf reads the HTTP status of a client library error and the wait
// its Retry-After (or retry-after-ms) header asks for.
func statusOf(err error) (int, time.Duration) {
	var resp *http.Response
	var status int
	if oe, ok := errors.AsType[*openai.Error](err); ok {
		status, resp = oe.StatusCode, oe.Response
	} else if ae, ok := errors.AsType[*anthropic.Error](err); ok {
		status, resp = ae.StatusCode, ae.Response
	}
	if resp == nil {
		return status, 0
	}
	if ms, err := strconv.ParseFloat(resp.Header.Get("Retry-After-Ms"), 64); err == nil && ms > 0 {
		return status, time.Duration(ms * float64(time.Millisecond))
	}
	h := resp.Header.Get("Retry-After")
	if secs, err := strconv.ParseFloat(h, 64); err == nil && secs > 0 {
		return status, time.Duration(secs * float64(time.Second))
	}
	if t, err := http.ParseTime(h); err == nil {
		return status, max(time.Until(t), 0)
	}
	return status, 0
}

// account adds r's tokens and cost: the provider's cost when it reported
// one, else one from the provider's prices, else the cost is unknown.
func (c *call) account(r reply) {
	u := &c.res.Usage
	in, out := int(r.in), int(r.out)
	u.InputTokens = addInt(u.InputTokens, in)
	u.OutputTokens = addInt(u.OutputTokens, out)
	switch {
	case r.cost != nil:
		c.cost += *r.cost
	case c.price.InputUSDPerMTok != nil && c.price.OutputUSDPerMTok != nil:
		c.cost += float64(in)**c.price.InputUSDPerMTok/1e6 + float64(out)**c.price.OutputUSDPerMTok/1e6
	default:
		c.costUnknown = true
	}
	u.CostUSD = nil
	if !c.costUnknown {
		cost := c.cost
		u.CostUSD = &cost
	}
}

func addInt(p *int, n int) *int {
	v := n
	if p != nil {
		v += *p
	}
	return &v
}

// decide sets out from samples (see Grade).
func decide(out *evalcase.GraderResult, samples []sample, threshold *float64) {
	res := out.Judge
	var scored, passes int
	var sum float64
	var firstReason string
	for _, sm := range samples {
		if sm.grade == nil {
			if firstReason == "" {
				firstReason = sm.reason
			}
			continue
		}
		scored++
		sum += sm.grade.Score
		if passed(*sm.grade, threshold) {
			passes++
		}
	}
	n := len(samples)
	if scored*2 <= n {
		if n == 1 {
			res.UnscoredReason = firstReason
		} else {
			res.UnscoredReason = fmt.Sprintf("only %d of %d samples were graded: %s", scored, n, firstReason)
		}
		return
	}
	out.Passed = passes*2 > scored
	mean := sum / float64(scored)
	res.Score = &mean
	out.Value = &mean
	for _, sm := range samples {
		if sm.grade != nil && passed(*sm.grade, threshold) == out.Passed {
			res.Reasoning = sm.grade.Reasoning
			break
		}
	}
	if passes*2 == scored {
		res.Reasoning = fmt.Sprintf("[the samples tied, %d passing and %d failing: no majority passed] %s", passes, scored-passes, res.Reasoning)
	}
}

func passed(g grade, threshold *float64) bool {
	if threshold != nil {
		return g.Score >= *threshold
	}
	return g.Pass
}
