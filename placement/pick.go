package placement

import "fmt"

// Policy is how Pick chooses among the runtimes that can take a run now.
type Policy string

// The placement policies.
const (
	// PolicySpread picks the least-loaded runtime (Choose's rule): work
	// spreads over every candidate. It is the default.
	PolicySpread Policy = "SPREAD"
	// PolicyPack picks the most-loaded runtime that still admits the run
	// (bin-packing): the others stay empty, to scale down or to take a
	// large run.
	PolicyPack Policy = "PACK"
)

// PolicyDefault is the policy of a run that names none.
const PolicyDefault = PolicySpread

// Valid reports whether p is a known policy.
func (p Policy) Valid() bool { return p == PolicySpread || p == PolicyPack }

// Option is one runtime a run may be placed on, and the run's request as
// that runtime sees it (its resources defaulted by the runtime's spec).
type Option struct {
	Runtime RuntimeState
	Request Request
}

// Pick chooses the runtime a run with several candidates goes to. An option
// is eligible when its circuit is not open, it advertises every capability
// its request needs and AdmitEnvelope admits the request on it. Among the
// eligible, PolicySpread picks the lowest load and PolicyPack the highest
// (load is the fullest dimension of the envelope, as for Choose); ties
// break on fewer runs in flight under SPREAD and more under PACK, then on
// the smaller ID, then on input order, so the choice is deterministic. An
// unknown policy is PolicyDefault. When no option is eligible the Choice is
// a refusal whose Rejections say why each was passed over; it is Permanent
// when every option refused permanently. Pick is pure and O(len(options)).
func Pick(p Policy, options []Option) Choice {
	if !p.Valid() {
		p = PolicyDefault
	}
	best := -1
	var bestLoad float64
	for i := range options {
		o := &options[i]
		if !eligible(&o.Runtime, o.Request) {
			continue
		}
		l := load(&o.Runtime)
		if best < 0 || ranks(p, &o.Runtime, l, &options[best].Runtime, bestLoad) {
			best, bestLoad = i, l
		}
	}
	if best >= 0 {
		return Choice{RuntimeID: options[best].Runtime.ID, Index: best, Decision: admit}
	}
	c := Choice{Index: -1, Rejections: make([]Rejection, 0, len(options))}
	permanent := len(options) > 0
	for i := range options {
		d := reject(&options[i].Runtime, options[i].Request)
		c.Rejections = append(c.Rejections, Rejection{RuntimeID: options[i].Runtime.ID, Decision: d})
		permanent = permanent && d.Permanent
	}
	c.Decision = Decision{Rule: RuleNoRuntime, Permanent: permanent,
		Reason: fmt.Sprintf("none of %d candidate runtimes can take the run now", len(options))}
	return c
}

// ranks reports whether a (with load la) ranks above b (with load lb)
// under p. As in better, a comes after b in the input: b wins a full tie.
func ranks(p Policy, a *RuntimeState, la float64, b *RuntimeState, lb float64) bool {
	if p == PolicySpread {
		return better(a, la, b, lb)
	}
	if la != lb {
		return la > lb
	}
	if a.InFlight != b.InFlight {
		return a.InFlight > b.InFlight
	}
	return a.ID < b.ID
}
