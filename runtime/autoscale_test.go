package runtime

import (
	"testing"

	"github.com/google/go-cmp/cmp"
)

func TestAutoscaleIsValidatedOnce(t *testing.T) {
	t.Parallel()
	elastic := func(base RuntimeSpec, as Autoscale) RuntimeSpec {
		return with(base, func(s *RuntimeSpec) { s.Admission.Autoscale = &as })
	}
	const f = "admission.autoscale"
	tests := map[string]struct {
		spec RuntimeSpec
		want []Problem
	}{
		"a nomad runtime scaling from 0 to 8 is valid":      {spec: elastic(nomadSpec(), Autoscale{Min: 0, Max: 8})},
		"a k8s runtime with a cooldown is valid":            {spec: elastic(k8sSpec(), Autoscale{Min: 2, Max: 2, CooldownSec: 60})},
		"the most slots and the longest cooldown are valid": {spec: elastic(nomadSpec(), Autoscale{Max: AutoscaleMaxSlots, CooldownSec: AutoscaleCooldownSecMax})},
		"a LOCAL runtime cannot autoscale": {
			spec: elastic(localSpec(), Autoscale{Max: 4}),
			want: []Problem{{f, f + " is not allowed on a LOCAL runtime: its slots are its host's fixed capacity; set admission.maxConcurrent"}},
		},
		"an HTTP runtime cannot autoscale": {
			spec: elastic(httpSpec(), Autoscale{Max: 4}),
			want: []Problem{{f, f + " is not allowed on an HTTP runtime: its capacity is its agent's; set http.maxConcurrent"}},
		},
		"maxConcurrent beside autoscale is refused": {
			spec: with(elastic(nomadSpec(), Autoscale{Max: 4}), func(s *RuntimeSpec) { s.Admission.MaxConcurrent = 4 }),
			want: []Problem{{f, f + " and admission.maxConcurrent disagree; autoscale.max is the most slots, leave maxConcurrent unset"}},
		},
		"a negative min is refused":       {spec: elastic(nomadSpec(), Autoscale{Min: -1, Max: 4}), want: []Problem{{f, f + ".min cannot be negative"}}},
		"a zero max is refused":           {spec: elastic(nomadSpec(), Autoscale{}), want: []Problem{{f, f + ".max must be at least 1"}}},
		"a max over the limit is refused": {spec: elastic(nomadSpec(), Autoscale{Max: AutoscaleMaxSlots + 1}), want: []Problem{{f, f + ".max is at most 10000"}}},
		"a min above max is refused":      {spec: elastic(k8sSpec(), Autoscale{Min: 5, Max: 4}), want: []Problem{{f, f + ".min is larger than autoscale.max"}}},
		"a negative cooldown is refused": {
			spec: elastic(nomadSpec(), Autoscale{Max: 4, CooldownSec: -1}),
			want: []Problem{{f, f + ".cooldownSec cannot be negative; use 0 for the default of 300 seconds"}},
		},
		"a cooldown over a day is refused": {
			spec: elastic(nomadSpec(), Autoscale{Max: 4, CooldownSec: AutoscaleCooldownSecMax + 1}),
			want: []Problem{{f, f + ".cooldownSec is at most 86400 (a day)"}},
		},
	}
	for name, tc := range tests {
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			if diff := cmp.Diff(tc.want, Validate(tc.spec)); diff != "" {
				t.Errorf("Validate (-want +got):\n%s", diff)
			}
		})
	}
}

func TestAnElasticRuntimesMaxIsItsCeiling(t *testing.T) {
	t.Parallel()
	a := Admission{Autoscale: &Autoscale{Min: 1, Max: 12}}
	if got := a.EffectiveMaxConcurrent(); got != 12 {
		t.Errorf("EffectiveMaxConcurrent = %d, want autoscale.max 12", got)
	}
}
