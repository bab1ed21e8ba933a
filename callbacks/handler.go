package callbacks

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"io"
	"log/slog"
	"math"
	"net"
	"net/http"
	"strconv"
	"strings"
	"sync"
	"time"

	"golang.org/x/time/rate"

	"github.com/everdict/everdict/backends/frontdoor"
	"github.com/everdict/everdict/clock"
	"github.com/everdict/everdict/run"
)

// Defaults of HandlerConfig.
const (
	// PerRunRateDefault and PerRunBurstDefault bound the callbacks and
	// heartbeats one run receives a second on one replica.
	PerRunRateDefault  = 5
	PerRunBurstDefault = 20
	// PerAddrRateDefault and PerAddrBurstDefault bound what one source
	// address sends a second on one replica, whatever the run.
	PerAddrRateDefault  = 50
	PerAddrBurstDefault = 200
	// LimitersMaxDefault bounds the limiters kept per kind; the oldest idle
	// one goes first.
	LimitersMaxDefault = 10000
	// ReadTimeoutDefault bounds reading a callback's body.
	ReadTimeoutDefault = 10 * time.Second
)

// Runs is what the handler reads of a run: whether it ended (a canceled
// run's late callback is refused even when no replica closed its attempt).
type Runs interface {
	Get(ctx context.Context, id int) (run.Run, error)
}

// Observer counts the handler's answers (package metrics); nil counts
// nothing.
type Observer interface {
	Callback(kind string, code int)
}

// HandlerConfig configures a Handler. Store is required.
type HandlerConfig struct {
	Store *Store
	// Runs, when set, lets the handler refuse a callback of a run that
	// ended; nil leaves that to the attempt's own state.
	Runs     Runs
	Observer Observer
	// Rates: zero means the defaults above.
	PerRunRate, PerAddrRate   float64
	PerRunBurst, PerAddrBurst int
	LimitersMax               int
	ReadTimeout               time.Duration
	// TrustProxy takes the source address from X-Forwarded-For's last hop
	// (set it behind a proxy that sets it); off, the peer's address.
	TrustProxy bool
	Clock      clock.Clock
	Logger     *slog.Logger
}

// Handler serves POST /callbacks/{runId} (a completion) and POST
// /callbacks/{runId}/heartbeat. It authenticates by the attempt's callback
// token alone: a request with no token, a malformed one or one no attempt
// of that run holds is 401 at once, before the body is read.
type Handler struct {
	cfg   HandlerConfig
	log   *slog.Logger
	runs  *limiters
	addrs *limiters
}

// NewHandler returns a Handler.
func NewHandler(cfg HandlerConfig) (*Handler, error) {
	if cfg.Store == nil {
		return nil, errors.New("callbacks: HandlerConfig.Store is required")
	}
	if cfg.PerRunRate <= 0 {
		cfg.PerRunRate = PerRunRateDefault
	}
	if cfg.PerRunBurst <= 0 {
		cfg.PerRunBurst = PerRunBurstDefault
	}
	if cfg.PerAddrRate <= 0 {
		cfg.PerAddrRate = PerAddrRateDefault
	}
	if cfg.PerAddrBurst <= 0 {
		cfg.PerAddrBurst = PerAddrBurstDefault
	}
	if cfg.LimitersMax <= 0 {
		cfg.LimitersMax = LimitersMaxDefault
	}
	if cfg.ReadTimeout <= 0 {
		cfg.ReadTimeout = ReadTimeoutDefault
	}
	if cfg.Clock == nil {
		cfg.Clock = clock.System{}
	}
	if cfg.Logger == nil {
		cfg.Logger = slog.New(slog.DiscardHandler)
	}
	return &Handler{cfg: cfg, log: cfg.Logger,
		runs:  newLimiters(rate.Limit(cfg.PerRunRate), cfg.PerRunBurst, cfg.LimitersMax),
		addrs: newLimiters(rate.Limit(cfg.PerAddrRate), cfg.PerAddrBurst, cfg.LimitersMax)}, nil
}

// Routes are the handler's mux patterns.
func (h *Handler) Routes() map[string]http.Handler {
	return map[string]http.Handler{
		"POST " + frontdoor.CallbackPath + "{run}":           http.HandlerFunc(h.complete),
		"POST " + frontdoor.CallbackPath + "{run}/heartbeat": http.HandlerFunc(h.heartbeat),
	}
}

// Answer is the JSON body of every answer.
type Answer struct {
	// Outcome is the attempt's recorded outcome: "completed" or "failed"
	// once a callback won, "open" for a heartbeat taken.
	Outcome string `json:"outcome,omitempty"`
	// Replay is set when the same callback had been recorded before.
	Replay bool `json:"replay,omitempty"`
	// Deadline is when a callback comes too late.
	Deadline *time.Time `json:"deadline,omitempty"`
	// Error says why the request was refused.
	Error string `json:"error,omitempty"`
}

func (h *Handler) answer(w http.ResponseWriter, kind string, code int, a Answer) {
	if h.cfg.Observer != nil {
		h.cfg.Observer.Callback(kind, code)
	}
	w.Header().Set("Content-Type", "application/json")
	w.Header().Set("Cache-Control", "no-store")
	w.WriteHeader(code)
	_ = json.NewEncoder(w).Encode(a)
}

// authorize finds the attempt the request's token names, answering and
// returning false when it cannot: rate limits first, then the token.
func (h *Handler) authorize(w http.ResponseWriter, r *http.Request, kind string) (frontdoor.Attempt, int, bool) {
	now := h.cfg.Clock.Now()
	runID := r.PathValue("run")
	if ok, wait := h.addrs.allow(h.source(r), now); !ok {
		h.limited(w, kind, wait)
		return frontdoor.Attempt{}, 0, false
	}
	if ok, wait := h.runs.allow(runID, now); !ok {
		h.limited(w, kind, wait)
		return frontdoor.Attempt{}, 0, false
	}
	unauthorized := func() (frontdoor.Attempt, int, bool) {
		w.Header().Set("WWW-Authenticate", `Bearer realm="everdict-callback"`)
		h.answer(w, kind, http.StatusUnauthorized, Answer{Error: "the callback token is missing, malformed or not this run's"})
		return frontdoor.Attempt{}, 0, false
	}
	token, ok := strings.CutPrefix(r.Header.Get("Authorization"), "Bearer ")
	if !ok || !frontdoor.ParseToken(token) {
		return unauthorized()
	}
	a, newest, found, err := h.cfg.Store.token(r.Context(), frontdoor.HashToken(token))
	switch {
	case err != nil:
		h.log.Warn("callbacks: find the token's attempt", "err", err)
		h.answer(w, kind, http.StatusServiceUnavailable, Answer{Error: "the callback could not be checked; retry"})
		return frontdoor.Attempt{}, 0, false
	case !found || frontdoor.PathID(a.RunID, a.Correlation) != runID:
		return unauthorized()
	}
	return a, newest, true
}

func (h *Handler) limited(w http.ResponseWriter, kind string, wait time.Duration) {
	w.Header().Set("Retry-After", strconv.Itoa(int(math.Ceil(max(wait, time.Second).Seconds()))))
	h.answer(w, kind, http.StatusTooManyRequests, Answer{Error: "too many callbacks; retry later"})
}

// source is the request's source address.
func (h *Handler) source(r *http.Request) string {
	if h.cfg.TrustProxy {
		if xff := r.Header.Get("X-Forwarded-For"); xff != "" {
			parts := strings.Split(xff, ",")
			return strings.TrimSpace(parts[len(parts)-1])
		}
	}
	host, _, err := net.SplitHostPort(r.RemoteAddr)
	if err != nil {
		return r.RemoteAddr
	}
	return host
}

// closed answers for an attempt that is no longer open, or expired: the
// status codes of the callback contract.
func (h *Handler) closed(w http.ResponseWriter, kind string, a frontdoor.Attempt, newest int, body []byte) {
	switch {
	case a.N < newest:
		h.answer(w, kind, http.StatusConflict, Answer{Error: "this token is of an older attempt of the run; a newer one is live"})
	case a.State == frontdoor.Completed && body != nil && a.Callback != nil && bytes.Equal(a.Callback.Hash(), hashOf(body)):
		h.answer(w, kind, http.StatusOK, Answer{Outcome: a.Callback.Status, Replay: true})
	case a.State == frontdoor.Completed:
		outcome := ""
		if a.Callback != nil {
			outcome = a.Callback.Status
		}
		h.answer(w, kind, http.StatusConflict, Answer{Outcome: outcome, Error: "the run was already completed by a different callback"})
	case a.State == frontdoor.Canceled:
		h.answer(w, kind, http.StatusConflict, Answer{Error: "the run was canceled"})
	case a.State == frontdoor.Refused:
		h.answer(w, kind, http.StatusConflict, Answer{Error: "this attempt is closed: " + a.Reason})
	default: // timed out, or open but past its deadline or heartbeat window
		h.answer(w, kind, http.StatusGone, Answer{Error: "the callback came after the run's deadline"})
	}
}

// hashOf is a valid callback body's hash, nil for an invalid one.
func hashOf(body []byte) []byte {
	cb, err := frontdoor.ParseCallback(body)
	if err != nil {
		return nil
	}
	return cb.Hash()
}

// ended closes attempt a when its run already ended (canceled while no
// replica held it) and reports whether it did so.
func (h *Handler) ended(ctx context.Context, a frontdoor.Attempt, now time.Time) (frontdoor.Attempt, bool) {
	if h.cfg.Runs == nil || !a.State.Open() {
		return a, false
	}
	r, err := h.cfg.Runs.Get(ctx, a.RunID)
	if err != nil || !run.IsTerminal(r.Status) {
		return a, false
	}
	c, _, err := h.cfg.Store.Close(ctx, a.Correlation, a.N, frontdoor.Canceled, "the run ended before its callback", now)
	if err != nil {
		return a, false
	}
	return c, true
}

// complete serves a completion.
func (h *Handler) complete(w http.ResponseWriter, r *http.Request) {
	const kind = "complete"
	a, newest, ok := h.authorize(w, r, kind)
	if !ok {
		return
	}
	ctx, cancel := context.WithTimeout(r.Context(), h.cfg.ReadTimeout)
	defer cancel()
	body, err := io.ReadAll(http.MaxBytesReader(w, r.Body, frontdoor.CallbackMaxBytes))
	var tooBig *http.MaxBytesError
	switch {
	case errors.As(err, &tooBig):
		h.answer(w, kind, http.StatusRequestEntityTooLarge, Answer{Error: "a callback's body is at most 1 MiB"})
		return
	case err != nil:
		h.answer(w, kind, http.StatusBadRequest, Answer{Error: "the body could not be read"})
		return
	}
	cb, err := frontdoor.ParseCallback(body)
	if err != nil {
		h.answer(w, kind, http.StatusBadRequest, Answer{Error: err.Error()})
		return
	}
	now := h.cfg.Clock.Now()
	if c, done := h.ended(ctx, a, now); done {
		h.closed(w, kind, c, newest, body)
		return
	}
	if a.N == newest && a.State.Open() {
		won, err := h.cfg.Store.complete(ctx, a, cb, now)
		if err != nil {
			h.log.Warn("callbacks: record a completion", "run", a.Correlation, "err", err)
			h.answer(w, kind, http.StatusServiceUnavailable, Answer{Error: "the callback could not be recorded; retry"})
			return
		}
		if won {
			h.log.Info("front door: the agent called back", "run", a.Correlation, "attempt", a.N, "status", cb.Status)
			h.answer(w, kind, http.StatusOK, Answer{Outcome: cb.Status})
			return
		}
	}
	cur, err := h.cfg.Store.get(ctx, a.Correlation, a.N)
	if err != nil {
		h.answer(w, kind, http.StatusServiceUnavailable, Answer{Error: "the callback could not be checked; retry"})
		return
	}
	h.closed(w, kind, cur, newest, body)
}

// heartbeat serves a heartbeat.
func (h *Handler) heartbeat(w http.ResponseWriter, r *http.Request) {
	const kind = "heartbeat"
	a, newest, ok := h.authorize(w, r, kind)
	if !ok {
		return
	}
	_, _ = io.Copy(io.Discard, io.LimitReader(r.Body, 4096))
	now := h.cfg.Clock.Now()
	if c, done := h.ended(r.Context(), a, now); done {
		h.closed(w, kind, c, newest, nil)
		return
	}
	if a.N == newest && a.State.Open() {
		alive, err := h.cfg.Store.heartbeat(r.Context(), a, now)
		if err != nil {
			h.answer(w, kind, http.StatusServiceUnavailable, Answer{Error: "the heartbeat could not be recorded; retry"})
			return
		}
		if alive {
			d := a.Deadline.UTC()
			h.answer(w, kind, http.StatusOK, Answer{Outcome: "open", Deadline: &d})
			return
		}
	}
	cur, err := h.cfg.Store.get(r.Context(), a.Correlation, a.N)
	if err != nil {
		h.answer(w, kind, http.StatusServiceUnavailable, Answer{Error: "the heartbeat could not be checked; retry"})
		return
	}
	if cur.State == frontdoor.Completed && cur.Callback != nil {
		h.answer(w, kind, http.StatusConflict, Answer{Outcome: cur.Callback.Status, Error: "the run was already completed"})
		return
	}
	h.closed(w, kind, cur, newest, nil)
}

// limiters keeps a token bucket per key, at most max of them: when full,
// the least recently used goes.
type limiters struct {
	mu    sync.Mutex
	limit rate.Limit
	burst int
	max   int
	m     map[string]*limiterEntry
}

type limiterEntry struct {
	l    *rate.Limiter
	used time.Time
}

func newLimiters(limit rate.Limit, burst, max int) *limiters {
	return &limiters{limit: limit, burst: burst, max: max, m: map[string]*limiterEntry{}}
}

// allow takes a token for key at now; when none is left it says how long
// until one is.
func (l *limiters) allow(key string, now time.Time) (bool, time.Duration) {
	l.mu.Lock()
	defer l.mu.Unlock()
	e, ok := l.m[key]
	if !ok {
		if len(l.m) >= l.max {
			l.evict()
		}
		e = &limiterEntry{l: rate.NewLimiter(l.limit, l.burst)}
		l.m[key] = e
	}
	e.used = now
	r := e.l.ReserveN(now, 1)
	if d := r.DelayFrom(now); d > 0 {
		r.CancelAt(now)
		return false, d
	}
	return true, 0
}

// evict drops the least recently used limiter.
func (l *limiters) evict() {
	var oldest string
	var at time.Time
	for k, e := range l.m {
		if oldest == "" || e.used.Before(at) {
			oldest, at = k, e.used
		}
	}
	delete(l.m, oldest)
}
