package placement

import (
	"math/rand/v2"
	"strconv"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// pickOption builds an option on a four-slot runtime with inFlight runs
// and memMB reserved, advertising caps.
func pickOption(id string, inFlight int, memMB int64, caps ...string) Option {
	return Option{Runtime: RuntimeState{ID: id, Envelope: Envelope{Slots: 4, MemoryMB: 4096}, InFlight: inFlight,
		Reserved: Resources{MemoryMB: memMB}, Capabilities: caps}}
}

func TestPickChoosesByPolicy(t *testing.T) {
	t.Parallel()
	open := func(o Option) Option { o.Runtime.CircuitOpen = true; return o }
	needs := func(o Option, r Request) Option { o.Request = r; return o }
	tests := map[string]struct {
		policy  Policy
		options []Option
		want    string // chosen runtime ID, "" for none
	}{
		"spread picks the least-loaded runtime": {
			policy:  PolicySpread,
			options: []Option{pickOption("a", 3, 0), pickOption("b", 1, 0), pickOption("c", 2, 0)},
			want:    "b",
		},
		"pack picks the most-loaded runtime that still admits": {
			policy:  PolicyPack,
			options: []Option{pickOption("a", 1, 0), pickOption("b", 3, 0), pickOption("c", 4, 0)},
			want:    "b",
		},
		"pack passes over a runtime whose memory the run does not fit": {
			policy: PolicyPack,
			options: []Option{
				needs(pickOption("a", 1, 3500), Request{Resources: Resources{MemoryMB: 1024}}),
				needs(pickOption("b", 1, 1000), Request{Resources: Resources{MemoryMB: 1024}}),
			},
			want: "b",
		},
		"an unknown policy spreads": {
			policy:  Policy("NOPE"),
			options: []Option{pickOption("a", 3, 0), pickOption("b", 1, 0)},
			want:    "b",
		},
		"spread skips an open circuit however empty its runtime": {
			policy:  PolicySpread,
			options: []Option{open(pickOption("a", 0, 0)), pickOption("b", 3, 0)},
			want:    "b",
		},
		"pack skips an open circuit however full its runtime": {
			policy:  PolicyPack,
			options: []Option{pickOption("a", 0, 0), open(pickOption("b", 3, 0))},
			want:    "a",
		},
		"a runtime missing a capability the run needs is skipped": {
			policy: PolicyPack,
			options: []Option{
				needs(pickOption("a", 3, 0), Request{Capabilities: []string{"git"}}),
				needs(pickOption("b", 0, 0, "git"), Request{Capabilities: []string{"git"}}),
			},
			want: "b",
		},
		"a spread tie goes to the smaller id whatever the input order": {
			policy:  PolicySpread,
			options: []Option{pickOption("c", 1, 0), pickOption("a", 1, 0), pickOption("b", 1, 0)},
			want:    "a",
		},
		"a pack tie goes to the smaller id whatever the input order": {
			policy:  PolicyPack,
			options: []Option{pickOption("c", 2, 0), pickOption("b", 2, 0), pickOption("a", 1, 0)},
			want:    "b",
		},
		"a pack load tie breaks on more runs in flight": {
			policy: PolicyPack,
			options: []Option{
				{Runtime: RuntimeState{ID: "a", Envelope: Envelope{MemoryMB: 1000}, InFlight: 1, Reserved: Resources{MemoryMB: 500}}},
				{Runtime: RuntimeState{ID: "b", Envelope: Envelope{MemoryMB: 1000}, InFlight: 3, Reserved: Resources{MemoryMB: 500}}},
			},
			want: "b",
		},
		"every runtime full chooses nothing": {
			policy:  PolicyPack,
			options: []Option{pickOption("a", 4, 0), pickOption("b", 4, 0)},
		},
		"no options choose nothing": {policy: PolicySpread},
	}
	for name, tc := range tests {
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			got := Pick(tc.policy, tc.options)
			if diff := cmp.Diff(tc.want, got.RuntimeID); diff != "" {
				t.Errorf("chosen runtime (-want +got):\n%s", diff)
			}
			if diff := cmp.Diff(tc.want != "", got.Decision.Admitted); diff != "" {
				t.Errorf("admitted (-want +got):\n%s", diff)
			}
		})
	}
}

func TestPickRefusalSaysWhyEachRuntimeWasPassedOver(t *testing.T) {
	t.Parallel()
	missing := pickOption("a", 0, 0)
	missing.Request = Request{Capabilities: []string{"browser"}}
	full := pickOption("b", 4, 0)
	got := Pick(PolicySpread, []Option{missing, full})
	rules := make([]Rule, len(got.Rejections))
	for i, r := range got.Rejections {
		rules[i] = r.Decision.Rule
	}
	if diff := cmp.Diff([]Rule{RuleCapability, RuleSlots}, rules); diff != "" {
		t.Errorf("rejection rules (-want +got):\n%s", diff)
	}
	if got.Decision.Permanent {
		t.Error("a refusal where one runtime is only full is permanent; want it to wait")
	}
	full.Request = missing.Request
	if got := Pick(PolicySpread, []Option{missing, full}); !got.Decision.Permanent {
		t.Error("a refusal where no runtime has the capability is not permanent; want it permanent")
	}
}

// TestPickAlwaysChoosesAnOptionThatAdmits is a property test: over random
// runtimes and requests, whatever Pick chooses is eligible (its circuit
// closed, its capabilities and envelope admitting the run), it chooses
// whenever some option is eligible, and it is the extreme load the policy
// asks for.
func TestPickAlwaysChoosesAnOptionThatAdmits(t *testing.T) {
	t.Parallel()
	rng := rand.New(rand.NewPCG(37, 1))
	for i := range 2000 {
		n := rng.IntN(6)
		options := make([]Option, n)
		for j := range options {
			o := pickOption("r"+strconv.Itoa(rng.IntN(4)), rng.IntN(6), int64(rng.IntN(5000)))
			if rng.IntN(2) == 0 {
				o.Runtime.Capabilities = []string{"git"}
			}
			o.Runtime.CircuitOpen = rng.IntN(5) == 0
			o.Request.Resources.MemoryMB = int64(rng.IntN(2048))
			if rng.IntN(3) == 0 {
				o.Request.Capabilities = []string{"git"}
			}
			options[j] = o
		}
		policy := []Policy{PolicySpread, PolicyPack}[rng.IntN(2)]
		got := Pick(policy, options)
		anyEligible := false
		for j := range options {
			anyEligible = anyEligible || eligible(&options[j].Runtime, options[j].Request)
		}
		if !got.Decision.Admitted {
			if anyEligible {
				t.Fatalf("case %d: %s refused %+v though an option admits", i, policy, options)
			}
			continue
		}
		chosen := options[got.Index]
		if !eligible(&chosen.Runtime, chosen.Request) {
			t.Fatalf("case %d: %s chose %+v, which does not admit the run", i, policy, chosen)
		}
		for j := range options {
			if !eligible(&options[j].Runtime, options[j].Request) {
				continue
			}
			l, lc := load(&options[j].Runtime), load(&chosen.Runtime)
			if (policy == PolicySpread && l < lc) || (policy == PolicyPack && l > lc) {
				t.Fatalf("case %d: %s chose load %v over option %d's %v", i, policy, lc, j, l)
			}
		}
	}
}
