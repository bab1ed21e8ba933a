package placement

import "time"

// DownscaleDelayDefault is how long demand must stay below capacity before
// DesiredCapacity scales down, when AutoscaleConfig.DownscaleDelay is zero.
const DownscaleDelayDefault = 5 * time.Minute

// AutoscaleConfig bounds an elastic runtime's capacity, in slots. The zero
// value pins capacity at 0: set Max.
type AutoscaleConfig struct {
	// Min is the least capacity.
	Min int
	// Max is the most capacity; a Max below Min (zero included) pins
	// capacity at Min.
	Max int
	// DownscaleDelay is how long demand must stay below capacity before
	// capacity goes down; zero (or negative) means DownscaleDelayDefault.
	DownscaleDelay time.Duration
}

// Demand is what the autoscaler observes. The zero Demand is no demand.
type Demand struct {
	// Queued is the number of runs waiting for the runtime.
	Queued int
	// InFlight is the number of runs the runtime holds now.
	InFlight int
}

// AutoscaleState is what DesiredCapacity carries from one call to the
// next. The zero value is capacity 0 with no downscale pending; seed
// Current with the capacity actually in place when starting.
type AutoscaleState struct {
	// Current is the capacity last decided.
	Current int
	// BelowSince is when demand went below Current and stayed there; zero
	// when it is not below.
	BelowSince time.Time
	// Peak is the highest demand seen since BelowSince.
	Peak int
}

// DesiredCapacity returns the capacity an elastic runtime should have and
// the state to pass to the next call. Demand is Queued+InFlight slots,
// clamped to [Min, Max]. Capacity goes up at once. It goes down only after
// demand has stayed below the current capacity for DownscaleDelay, and
// then only to the highest demand seen during that time, so demand that
// dips and recovers causes no flapping. It is a pure function.
func DesiredCapacity(cfg AutoscaleConfig, now time.Time, st AutoscaleState, d Demand) (int, AutoscaleState) {
	clamp := func(n int) int { return max(cfg.Min, min(n, max(cfg.Max, cfg.Min))) }
	delay := cfg.DownscaleDelay
	if delay <= 0 {
		delay = DownscaleDelayDefault
	}
	current := clamp(st.Current)
	want := clamp(max(d.Queued, 0) + max(d.InFlight, 0))
	if want >= current {
		return want, AutoscaleState{Current: want}
	}
	if st.BelowSince.IsZero() {
		st.BelowSince, st.Peak = now, want
	}
	st.Peak = max(st.Peak, want)
	if now.Sub(st.BelowSince) >= delay {
		to := clamp(min(st.Peak, current))
		return to, AutoscaleState{Current: to}
	}
	st.Current = current
	return current, st
}
