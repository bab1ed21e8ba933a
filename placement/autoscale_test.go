package placement

import (
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"
)

func TestDesiredCapacity(t *testing.T) {
	t.Parallel()
	type obs struct {
		at     time.Duration
		demand Demand
	}
	d := func(at time.Duration, queued, inFlight int) obs {
		return obs{at, Demand{Queued: queued, InFlight: inFlight}}
	}
	delay := time.Minute
	tests := map[string]struct {
		cfg   AutoscaleConfig
		start AutoscaleState
		obs   []obs
		want  []int
	}{
		"demand above capacity scales up at once": {
			cfg:   AutoscaleConfig{Min: 1, Max: 10, DownscaleDelay: delay},
			start: AutoscaleState{Current: 2},
			obs:   []obs{d(0, 3, 2), d(time.Second, 4, 4)},
			want:  []int{5, 8},
		},
		"capacity stays within min and max": {
			cfg:  AutoscaleConfig{Min: 2, Max: 6, DownscaleDelay: delay},
			obs:  []obs{d(0, 0, 0), d(time.Second, 100, 0)},
			want: []int{2, 6},
		},
		"a max below min pins capacity at min": {
			cfg:  AutoscaleConfig{Min: 3},
			obs:  []obs{d(0, 50, 0), d(time.Hour, 0, 0)},
			want: []int{3, 3},
		},
		"the zero config pins capacity at zero": {
			obs:  []obs{d(0, 50, 5)},
			want: []int{0},
		},
		"negative demand counts as none": {
			cfg:   AutoscaleConfig{Max: 10, DownscaleDelay: delay},
			start: AutoscaleState{Current: 4},
			obs:   []obs{d(0, -5, -5), d(delay, -5, -5)},
			want:  []int{4, 0},
		},
		"demand below capacity does not scale down before the delay": {
			cfg:   AutoscaleConfig{Max: 10, DownscaleDelay: delay},
			start: AutoscaleState{Current: 8},
			obs:   []obs{d(0, 0, 2), d(delay-time.Nanosecond, 0, 2)},
			want:  []int{8, 8},
		},
		"demand below capacity for the whole delay scales down to the peak seen": {
			cfg:   AutoscaleConfig{Max: 10, DownscaleDelay: delay},
			start: AutoscaleState{Current: 8},
			obs:   []obs{d(0, 0, 2), d(20*time.Second, 3, 2), d(40*time.Second, 0, 1), d(delay, 0, 1)},
			want:  []int{8, 8, 8, 5},
		},
		"a dip that recovers before the delay causes no scale-down": {
			cfg:   AutoscaleConfig{Max: 10, DownscaleDelay: delay},
			start: AutoscaleState{Current: 8},
			obs:   []obs{d(0, 0, 1), d(30*time.Second, 4, 4), d(40*time.Second, 0, 1), d(delay, 0, 1), d(delay+40*time.Second, 0, 1)},
			want:  []int{8, 8, 8, 8, 1},
		},
		"the zero delay means DownscaleDelayDefault": {
			cfg:   AutoscaleConfig{Max: 10},
			start: AutoscaleState{Current: 8},
			obs:   []obs{d(0, 0, 0), d(DownscaleDelayDefault-time.Nanosecond, 0, 0), d(DownscaleDelayDefault, 0, 0)},
			want:  []int{8, 8, 0},
		},
		"a scale-down goes no lower than min": {
			cfg:   AutoscaleConfig{Min: 2, Max: 10, DownscaleDelay: delay},
			start: AutoscaleState{Current: 8},
			obs:   []obs{d(0, 0, 0), d(delay, 0, 0)},
			want:  []int{8, 2},
		},
	}
	for name, tc := range tests {
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			st := tc.start
			var got []int
			for _, o := range tc.obs {
				var n int
				n, st = DesiredCapacity(tc.cfg, t0.Add(o.at), st, o.demand)
				if n != st.Current {
					t.Fatalf("DesiredCapacity returned %d but state Current %d", n, st.Current)
				}
				got = append(got, n)
			}
			if diff := cmp.Diff(tc.want, got); diff != "" {
				t.Errorf("capacities (-want +got):\n%s", diff)
			}
		})
	}
}
