package placement

import (
	"math"
	"time"
)

// Defaults of the fair queue.
const (
	// AgingDefault is how long a BATCH run waits before it is promoted
	// ahead of INTERACTIVE work.
	AgingDefault = 30 * time.Second
	// WeightDefault is the weight of a tenant that names none.
	WeightDefault = 1
	// CostDefault is the share of service a typical run uses up.
	CostDefault = 1.0
)

// FairTags are the start-time fair queueing tags of one run, computed once
// when it is queued, so that any number of dispatchers that claim queued
// runs in start-tag order share dispatches among tenants in proportion to
// their weights.
//
// The virtual clock is the start tag of the latest run dispatched: a tenant
// that was idle starts level with the runs being served now, so idling
// earns no credit and a return is a share, not a burst. lastFinish is the finish tag of the
// tenant's previous run. weight <= 0 means WeightDefault; cost <= 0 (or not
// finite) means CostDefault.
//
// FairTags is pure; the store that queues the run keeps the tags.
func FairTags(virtual, lastFinish float64, weight int, cost float64) (start, finish float64) {
	start = max(virtual, lastFinish)
	return start, start + FairStep(weight, cost)
}

// FairStep is how far one run moves its tenant's finish tag: its cost over
// the tenant's weight (a weight of 0 or less counts as WeightDefault, a
// cost that is not a positive finite number as CostDefault).
func FairStep(weight int, cost float64) float64 {
	if weight <= 0 {
		weight = WeightDefault
	}
	if !(cost > 0) || math.IsInf(cost, 0) {
		cost = CostDefault
	}
	return cost / float64(weight)
}
