package run

import "time"

// The steps of a run's timeline, in order.
const (
	StepQueued     = "QUEUED"
	StepDispatched = "DISPATCHED"
	StepHarness    = "HARNESS"
	StepGraders    = "GRADERS"
	StepSettled    = "SETTLED"
)

// Step is one step of a run's path: when it began and, but for the last,
// how long until the next.
type Step struct {
	Phase    string
	At       time.Time
	Duration *time.Duration
}

// Stamps are the instants a run's record keeps, each nil until reached.
type Stamps struct {
	Created                                       time.Time
	Dispatched, Started, GradingStarted, Finished *time.Time
}

// Timeline is the run's path from its stamps, oldest first. A step not
// reached is left out, and so is a stamp left from an earlier attempt (one
// before the step it would follow: a retry's grading start, say).
func Timeline(s Stamps) []Step {
	out := []Step{{Phase: StepQueued, At: s.Created}}
	for _, st := range []struct {
		phase string
		at    *time.Time
	}{{StepDispatched, s.Dispatched}, {StepHarness, s.Started}, {StepGraders, s.GradingStarted}, {StepSettled, s.Finished}} {
		if st.at == nil || st.at.Before(out[len(out)-1].At) {
			continue
		}
		d := st.at.Sub(out[len(out)-1].At)
		out[len(out)-1].Duration = &d
		out = append(out, Step{Phase: st.phase, At: *st.at})
	}
	return out
}
