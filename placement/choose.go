package placement

import (
	"fmt"
	"strings"
)

// Rejection says why Choose passed over one runtime. It is a value.
type Rejection struct {
	// RuntimeID is the runtime passed over.
	RuntimeID string
	// Decision is the refusal.
	Decision Decision
}

// Choice is the outcome of Choose. Choices come from Choose; a zero Choice
// is a refusal.
type Choice struct {
	// RuntimeID is the chosen runtime; empty when none was chosen.
	RuntimeID string
	// Index is the chosen runtime's position in Choose's input; -1 when none.
	Index int
	// Decision admits when a runtime was chosen. Otherwise its rule is
	// RuleNoRuntime, its reason summarises the rejections, and it is
	// Permanent when every runtime refused permanently (missing capability,
	// request larger than the whole envelope): waiting will not help.
	Decision Decision
	// Rejections lists, in input order, why each runtime was passed over.
	// It is filled only when no runtime was chosen.
	Rejections []Rejection
}

// Err returns nil when a runtime was chosen and otherwise an error wrapping
// ErrNoPlacement.
func (c Choice) Err() error { return c.Decision.Err() }

// Choose picks the runtime a run goes to. A runtime is eligible when its
// circuit is not open, it advertises every capability in req.Capabilities
// and AdmitEnvelope admits req.Resources on it. Among eligible runtimes it
// picks the lowest load (it spreads the work), where load is the fullest
// dimension of the envelope (in-flight/slots, reserved/budget memory and
// CPU); ties break on fewer runs in flight, then on the smaller ID, then on
// input order, so the choice is deterministic. Choose is pure and
// O(len(runtimes)).
func Choose(req Request, runtimes []RuntimeState) Choice {
	best := -1
	var bestLoad float64
	for i := range runtimes {
		r := &runtimes[i]
		if !eligible(r, req) {
			continue
		}
		l := load(r)
		if best < 0 || better(r, l, &runtimes[best], bestLoad) {
			best, bestLoad = i, l
		}
	}
	if best >= 0 {
		return Choice{RuntimeID: runtimes[best].ID, Index: best, Decision: admit}
	}
	return refuse(req, runtimes)
}

// eligible is the allocation-free form of reject: may r take req?
func eligible(r *RuntimeState, req Request) bool {
	if r.CircuitOpen || missing(r.Capabilities, req.Capabilities) != "" {
		return false
	}
	return envelopeRule(r, req.Resources) == ""
}

// reject says why r cannot take req, or returns an admitting Decision.
func reject(r *RuntimeState, req Request) Decision {
	if r.CircuitOpen {
		return Decision{Rule: RuleCircuit, Reason: fmt.Sprintf("runtime %q: circuit open", r.ID)}
	}
	if c := missing(r.Capabilities, req.Capabilities); c != "" {
		return Decision{Rule: RuleCapability, Permanent: true, Reason: fmt.Sprintf(
			"runtime %q lacks capability %q", r.ID, c)}
	}
	return AdmitEnvelope(*r, req.Resources)
}

// refuse builds the Choice for a run no runtime can take.
func refuse(req Request, runtimes []RuntimeState) Choice {
	c := Choice{Index: -1, Rejections: make([]Rejection, 0, len(runtimes))}
	counts := map[Rule]int{}
	var order []Rule
	permanent := len(runtimes) > 0
	for i := range runtimes {
		d := reject(&runtimes[i], req)
		c.Rejections = append(c.Rejections, Rejection{RuntimeID: runtimes[i].ID, Decision: d})
		permanent = permanent && d.Permanent
		if counts[d.Rule] == 0 {
			order = append(order, d.Rule)
		}
		counts[d.Rule]++
	}
	reason := "no runtimes to choose from"
	if len(runtimes) > 0 {
		parts := make([]string, len(order))
		for i, rule := range order {
			parts[i] = fmt.Sprintf("%d %s", counts[rule], rule)
		}
		reason = fmt.Sprintf("none of %d runtimes can take the run (%s)", len(runtimes), strings.Join(parts, ", "))
	}
	c.Decision = Decision{Rule: RuleNoRuntime, Reason: reason, Permanent: permanent}
	return c
}

// missing returns the first wanted capability not in have, or "".
func missing(have, want []string) string {
	for _, w := range want {
		found := false
		for _, h := range have {
			if h == w {
				found = true
				break
			}
		}
		if !found {
			return w
		}
	}
	return ""
}

// load is the fullest dimension of r's envelope, in [0, 1] for a runtime
// within its envelope; 0 for a runtime without limits.
func load(r *RuntimeState) float64 {
	var l float64
	if s := r.Envelope.Slots; s > 0 {
		l = max(l, float64(r.InFlight)/float64(s))
	}
	if m := r.Envelope.MemoryMB; m > 0 {
		l = max(l, float64(r.Reserved.MemoryMB)/float64(m))
	}
	if c := r.Envelope.MilliCPU; c > 0 {
		l = max(l, float64(r.Reserved.MilliCPU)/float64(c))
	}
	return l
}

// better reports whether a (with load la) ranks above b (with load lb).
// Both are elements of the same slice and a comes after b in it, so input
// order needs no explicit comparison: the incumbent b wins a full tie.
func better(a *RuntimeState, la float64, b *RuntimeState, lb float64) bool {
	if la != lb {
		return la < lb
	}
	if a.InFlight != b.InFlight {
		return a.InFlight < b.InFlight
	}
	return a.ID < b.ID
}
