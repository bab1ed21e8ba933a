package placement

import (
	"cmp"
	"slices"
	"strings"
	"time"

	"github.com/everdict/everdict/domain"
)

// CircuitState is the state of one circuit. The zero value is not a state;
// a key the breaker has never seen is CircuitClosed.
type CircuitState string

// The circuit states.
const (
	// CircuitClosed admits every dispatch.
	CircuitClosed CircuitState = "CLOSED"
	// CircuitOpen admits nothing until the cooldown has passed.
	CircuitOpen CircuitState = "OPEN"
	// CircuitHalfOpen admits exactly one probe dispatch, whose outcome
	// closes or re-opens the circuit.
	CircuitHalfOpen CircuitState = "HALF_OPEN"
)

// Defaults for CircuitConfig fields left zero.
const (
	// ThresholdDefault is how many consecutive INFRA failures open a circuit.
	ThresholdDefault = 3
	// CooldownDefault is how long an open circuit waits before it lets a
	// probe through.
	CooldownDefault = 30 * time.Second
)

// CircuitConfig configures a CircuitBreaker. The zero value is ready to use.
type CircuitConfig struct {
	// Threshold is how many consecutive INFRA failures open a circuit; zero
	// (or negative) means ThresholdDefault.
	Threshold int
	// Cooldown is how long a circuit stays open before its probe; zero (or
	// negative) means CooldownDefault.
	Cooldown time.Duration
}

// CircuitKey returns the breaker key of a tenant's circuit for a runtime:
// "tenant:runtimeID". Tenant slugs contain no colon.
func CircuitKey(tenant, runtimeID string) string { return tenant + ":" + runtimeID }

// Circuit is one key's circuit as a value, with its pure transitions: what a
// CircuitBreaker keeps per key, and what a shared store (Redis, for several
// replicas) keeps and moves with the same methods. A Circuit is stored CLOSED
// or OPEN; OPEN reads as HALF_OPEN once the cooldown has passed. The zero
// value is a closed circuit with no failures.
type Circuit struct {
	Open     bool      `json:"open,omitempty"`
	Failures int       `json:"failures,omitempty"`
	OpenedAt time.Time `json:"openedAt,omitzero"`
	Probing  bool      `json:"probing,omitempty"` // a HALF_OPEN probe is out
}

func (cfg CircuitConfig) limits() (int, time.Duration) {
	t, c := cfg.Threshold, cfg.Cooldown
	if t <= 0 {
		t = ThresholdDefault
	}
	if c <= 0 {
		c = CooldownDefault
	}
	return t, c
}

// State returns the circuit's state at now.
func (c Circuit) State(cfg CircuitConfig, now time.Time) CircuitState {
	if !c.Open {
		return CircuitClosed
	}
	if _, cooldown := cfg.limits(); now.Sub(c.OpenedAt) < cooldown {
		return CircuitOpen
	}
	return CircuitHalfOpen
}

// Ready reports whether Allow would admit a dispatch, without taking the
// probe: CLOSED, or HALF_OPEN with its probe not yet out.
func (c Circuit) Ready(cfg CircuitConfig, now time.Time) bool {
	switch c.State(cfg, now) {
	case CircuitClosed:
		return true
	case CircuitHalfOpen:
		return !c.Probing
	default:
		return false
	}
}

// Allow reports whether a dispatch may go now and returns the circuit with,
// in HALF_OPEN, the one probe taken.
func (c Circuit) Allow(cfg CircuitConfig, now time.Time) (Circuit, bool) {
	if !c.Ready(cfg, now) {
		return c, false
	}
	if c.Open {
		c.Probing = true
	}
	return c, true
}

// Success records a run that produced a result (whatever its verdict):
// CLOSED resets the count and HALF_OPEN closes (both give the zero
// Circuit); OPEN (cooldown running) stays as it is.
func (c Circuit) Success(cfg CircuitConfig, now time.Time) Circuit {
	if c.State(cfg, now) == CircuitOpen {
		return c
	}
	return Circuit{}
}

// Failure records a failed run. Only domain.FailureInfra counts: it adds to the
// consecutive failures, opens a CLOSED circuit that reaches the threshold
// and re-opens a HALF_OPEN one from now. Any other class changes nothing
// except that it frees a HALF_OPEN probe.
func (c Circuit) Failure(cfg CircuitConfig, now time.Time, class domain.FailureClass) Circuit {
	st := c.State(cfg, now)
	if !class.CountsAgainstRuntime() {
		if st == CircuitHalfOpen {
			c.Probing = false
		}
		return c
	}
	c.Failures++
	threshold, _ := cfg.limits()
	switch st {
	case CircuitClosed:
		if c.Failures >= threshold {
			c.Open, c.OpenedAt = true, now
		}
	case CircuitHalfOpen:
		c.OpenedAt, c.Probing = now, false
	}
	return c
}

// CircuitBreaker tracks runtime health per tenant and runtime (one circuit
// per CircuitKey), from typed outcomes only.
//
// A circuit starts CLOSED. Threshold consecutive domain.FailureInfra outcomes open
// it; a success resets the count. OPEN admits nothing for Cooldown; after
// that it is HALF_OPEN and admits exactly one probe (the first Allow). The
// next outcome closes it (a success) or re-opens it, re-armed from now (an
// INFRA failure). Failures of any other class (AGENT, CONFIG, CANCELED,
// INTERRUPTED) say nothing about the runtime: they move no circuit and
// count nothing, and one ending a probe just frees the probe. While OPEN,
// outcomes of runs dispatched before it opened change nothing but the
// failure count; only time moves an open circuit.
//
// Outcomes are attributed to the key, not to a dispatch: in HALF_OPEN the
// next outcome decides, whichever run it came from. Every Allow that
// returned true must be followed by one Success or Failure for its key; a
// dispatch that never happened reports domain.FailureCanceled, which frees a probe
// without moving the circuit.
//
// A key whose circuit is closed with no failures is forgotten, so the
// breaker holds only circuits with recent trouble. The transitions are
// Circuit's; the breaker keeps one per key.
//
// A CircuitBreaker is a plain data structure: it is not safe for concurrent
// use, the caller locks. Its zero value is ready to use with the default
// configuration.
type CircuitBreaker struct {
	cfg      CircuitConfig
	circuits map[string]Circuit
}

// NewCircuitBreaker returns a breaker with every circuit closed.
func NewCircuitBreaker(cfg CircuitConfig) *CircuitBreaker {
	return &CircuitBreaker{cfg: cfg}
}

// put keeps c for key, forgetting a closed circuit with no failures.
func (b *CircuitBreaker) put(key string, c Circuit) {
	if c == (Circuit{}) {
		delete(b.circuits, key)
		return
	}
	if b.circuits == nil {
		b.circuits = make(map[string]Circuit)
	}
	b.circuits[key] = c
}

// State returns the state of key's circuit at now.
func (b *CircuitBreaker) State(now time.Time, key string) CircuitState {
	return b.circuits[key].State(b.cfg, now)
}

// Ready reports whether Allow(now, key) would admit a dispatch, without
// taking the probe: the circuit is CLOSED, or HALF_OPEN with its probe
// not yet out. Use it to build RuntimeState.CircuitOpen.
func (b *CircuitBreaker) Ready(now time.Time, key string) bool {
	return b.circuits[key].Ready(b.cfg, now)
}

// Allow reports whether a dispatch to key may go now and, in HALF_OPEN,
// takes the one probe: it returns true once, then false until an outcome
// is recorded. Call it for the runtime Choose picked, before dispatching.
func (b *CircuitBreaker) Allow(now time.Time, key string) bool {
	c, ok := b.circuits[key].Allow(b.cfg, now)
	if ok {
		b.put(key, c)
	}
	return ok
}

// Success records a run on key that produced a result (whatever its
// verdict). CLOSED: the failure count resets. HALF_OPEN: the circuit closes. OPEN
// (cooldown running): nothing changes.
func (b *CircuitBreaker) Success(now time.Time, key string) {
	b.put(key, b.circuits[key].Success(b.cfg, now))
}

// Failure records a failed run on key. Only domain.FailureInfra counts: it adds to
// the consecutive failures, opens a CLOSED circuit that reaches the
// threshold and re-opens a HALF_OPEN one from now. Any other class changes
// nothing except that it frees a HALF_OPEN probe.
func (b *CircuitBreaker) Failure(now time.Time, key string, class domain.FailureClass) {
	b.put(key, b.circuits[key].Failure(b.cfg, now, class))
}

// CircuitStats is one circuit as a queue snapshot shows it.
type CircuitStats struct {
	// Key is the breaker key; Tenant and RuntimeID are its two halves.
	Key       string
	Tenant    string
	RuntimeID string
	// State is the state at the time Stats was asked for.
	State CircuitState
	// ConsecutiveFailures counts INFRA failures since the last success.
	ConsecutiveFailures int
	// OpenedAt is when the circuit last opened; zero if it never did.
	OpenedAt time.Time
	// ProbeInFlight is true while a HALF_OPEN probe is out.
	ProbeInFlight bool
}

// Stats returns every circuit the breaker holds (those closed with no
// failures are not held), sorted by key, with states as of now.
func (b *CircuitBreaker) Stats(now time.Time) []CircuitStats {
	out := make([]CircuitStats, 0, len(b.circuits))
	for key, c := range b.circuits {
		tenant, runtimeID, _ := strings.Cut(key, ":")
		out = append(out, CircuitStats{
			Key:                 key,
			Tenant:              tenant,
			RuntimeID:           runtimeID,
			State:               c.State(b.cfg, now),
			ConsecutiveFailures: c.Failures,
			OpenedAt:            c.OpenedAt,
			ProbeInFlight:       c.Probing,
		})
	}
	slices.SortFunc(out, func(a, b CircuitStats) int { return cmp.Compare(a.Key, b.Key) })
	return out
}
