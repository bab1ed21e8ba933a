package placement

import (
	"fmt"
	"testing"

	"github.com/google/go-cmp/cmp"
)

func TestAdmitShare(t *testing.T) {
	t.Parallel()
	tests := map[string]struct {
		share Share
		want  Decision
	}{
		"a tenant on a runtime without a share is admitted": {
			share: Share{Running: 100},
			want:  Decision{Admitted: true},
		},
		"a tenant below its share is admitted": {
			share: Share{Running: 1, Max: 2},
			want:  Decision{Admitted: true},
		},
		"a tenant at its share waits": {
			share: Share{Running: 2, Max: 2},
			want:  Decision{Rule: RuleTenantShare, Reason: `tenant "acme" runs 2 of its 2 slots on shared runtime "local"`},
		},
	}
	for name, tc := range tests {
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			got := AdmitShare("acme", "local", tc.share)
			if diff := cmp.Diff(tc.want, got); diff != "" {
				t.Errorf("AdmitShare (-want +got):\n%s", diff)
			}
			if !got.Admitted {
				checkErr(t, got, ErrTenantShare)
			}
		})
	}
}

func TestPlanKeepsEachTenantToItsShare(t *testing.T) {
	t.Parallel()
	cand := func(id, tenant string) Candidate { return Candidate{ID: id, Tenant: tenant, Runtime: "local"} }
	tenants := map[string]TenantState{"a": {Tenant: "a"}, "b": {Tenant: "b"}}
	local := map[string]RuntimeState{"local": {ID: "local", Envelope: Envelope{Slots: 4}}}
	tests := map[string]struct {
		in        PlanInput
		wantStart []string
		wantRules map[string]Rule
	}{
		"a tenant first in line takes only its share, and the next tenant's run starts": {
			in: PlanInput{
				Candidates: []Candidate{cand("a1", "a"), cand("a2", "a"), cand("a3", "a"), cand("a4", "a"), cand("b1", "b")},
				Tenants:    tenants, Runtimes: local,
				Shares: map[ShareKey]Share{{"a", "local"}: {Max: 2}, {"b", "local"}: {Max: 2}},
			},
			wantStart: []string{"a1", "a2", "b1"},
			wantRules: map[string]Rule{"a3": RuleTenantShare, "a4": RuleTenantShare},
		},
		"runs already in flight count against the share": {
			in: PlanInput{
				Candidates: []Candidate{cand("a1", "a"), cand("b1", "b")},
				Tenants:    tenants, Runtimes: map[string]RuntimeState{"local": {ID: "local", Envelope: Envelope{Slots: 4}, InFlight: 2}},
				Shares: map[ShareKey]Share{{"a", "local"}: {Running: 2, Max: 2}},
			},
			wantStart: []string{"b1"},
			wantRules: map[string]Rule{"a1": RuleTenantShare},
		},
		"a tenant whose policy gives it more than the default takes it": {
			in: PlanInput{
				Candidates: []Candidate{cand("a1", "a"), cand("a2", "a"), cand("a3", "a")},
				Tenants:    tenants, Runtimes: local,
				Shares: map[ShareKey]Share{{"a", "local"}: {Max: 3}},
			},
			wantStart: []string{"a1", "a2", "a3"},
			wantRules: map[string]Rule{},
		},
		"a pair without a share is limited by the runtime's slots alone": {
			in: PlanInput{
				Candidates: []Candidate{cand("a1", "a"), cand("a2", "a"), cand("a3", "a"), cand("a4", "a"), cand("a5", "a")},
				Tenants:    tenants, Runtimes: local,
			},
			wantStart: []string{"a1", "a2", "a3", "a4"},
			wantRules: map[string]Rule{"a5": RuleSlots},
		},
	}
	for name, tc := range tests {
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			plan := Plan(tc.in)
			var started []string
			for _, c := range plan.Start {
				started = append(started, c.ID)
			}
			rules := map[string]Rule{}
			for _, r := range plan.Refused {
				rules[r.Candidate.ID] = r.Decision.Rule
			}
			if diff := cmp.Diff(tc.wantStart, started); diff != "" {
				t.Errorf("started (-want +got):\n%s", diff)
			}
			if diff := cmp.Diff(tc.wantRules, rules); diff != "" {
				t.Errorf("refusals (-want +got):\n%s", diff)
			}
		})
	}
}

// TestPropertyNoTenantExceedsItsShare plans random queues on shared
// runtimes: no tenant ever holds more than its share of a runtime, and a
// runtime with a free slot never leaves a run waiting whose own tenant is
// under its share (another tenant's full share never holds it back).
func TestPropertyNoTenantExceedsItsShare(t *testing.T) {
	t.Parallel()
	for _, seed := range seeds {
		rng := newRand(seed)
		tenants := []string{"acme", "bolt", "core", "dune"}
		runtimes := []string{"local", "pool"}
		for round := range 500 {
			in := PlanInput{Tenants: map[string]TenantState{}, Runtimes: map[string]RuntimeState{}, Shares: map[ShareKey]Share{}}
			held := map[ShareKey]int{}
			for _, rt := range runtimes {
				slots := 1 + rng.IntN(6)
				in.Runtimes[rt] = RuntimeState{ID: rt, Envelope: Envelope{Slots: slots}}
				for _, tn := range tenants {
					k := ShareKey{tn, rt}
					sh := Share{Max: rng.IntN(slots + 1)} // 0: no share
					if sh.Max > 0 {
						sh.Running = rng.IntN(sh.Max + 1)
					} else {
						sh.Running = rng.IntN(2)
					}
					if r := in.Runtimes[rt]; r.InFlight+sh.Running <= slots {
						r.InFlight += sh.Running
						in.Runtimes[rt] = r
						in.Shares[k] = sh
						held[k] = sh.Running
					}
				}
			}
			for _, tn := range tenants {
				in.Tenants[tn] = TenantState{Tenant: tn}
			}
			for i := range rng.IntN(20) {
				in.Candidates = append(in.Candidates, Candidate{
					ID: fmt.Sprint(i), Tenant: tenants[rng.IntN(len(tenants))], Runtime: runtimes[rng.IntN(len(runtimes))],
				})
			}
			plan := Plan(in)
			inFlight := map[string]int{}
			for rt, r := range in.Runtimes {
				inFlight[rt] = r.InFlight
			}
			for _, c := range plan.Start {
				k := ShareKey{c.Tenant, c.Runtime}
				held[k]++
				inFlight[c.Runtime]++
				if max := in.Shares[k].Max; max > 0 && held[k] > max {
					t.Fatalf("seed %d round %d: tenant %s holds %d slots on %s, its share is %d", seed, round, c.Tenant, held[k], c.Runtime, max)
				}
			}
			for _, r := range plan.Refused {
				k := ShareKey{r.Candidate.Tenant, r.Candidate.Runtime}
				underShare := in.Shares[k].Max == 0 || held[k] < in.Shares[k].Max
				if underShare && inFlight[r.Candidate.Runtime] < in.Runtimes[r.Candidate.Runtime].Envelope.Slots {
					t.Fatalf("seed %d round %d: run %s of %s waits (%s) with %s under its share and %s not full",
						seed, round, r.Candidate.ID, r.Candidate.Tenant, r.Decision.Rule, r.Candidate.Tenant, r.Candidate.Runtime)
				}
			}
		}
	}
}
