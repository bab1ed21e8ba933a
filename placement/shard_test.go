package placement

import (
	"testing"
	"testing/quick"

	"github.com/google/go-cmp/cmp"
)

func TestShardSplitsByWeight(t *testing.T) {
	t.Parallel()
	cases := []struct {
		name    string
		n       int
		weights []int
		want    []int
	}{
		{name: "two equal runtimes alternate", n: 4, weights: []int{2, 2}, want: []int{0, 1, 0, 1}},
		{name: "a runtime with twice the slots takes two of every three", n: 6, weights: []int{4, 2}, want: []int{0, 1, 0, 0, 1, 0}},
		{name: "a runtime without a slot limit counts as one slot", n: 3, weights: []int{0, 2}, want: []int{1, 0, 1}},
		{name: "no runtime places nothing", n: 3, weights: nil, want: nil},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			if diff := cmp.Diff(tc.want, Shard(tc.n, tc.weights)); diff != "" {
				t.Errorf("Shard(%d, %v) (-want +got):\n%s", tc.n, tc.weights, diff)
			}
		})
	}
}

// TestShardKeepsEveryPrefixWithinTwoOfItsShare: over every prefix of the
// cases, each runtime holds its weight's share of the prefix, to within two
// case.
func TestShardKeepsEveryPrefixWithinTwoOfItsShare(t *testing.T) {
	t.Parallel()
	prop := func(n uint8, raw []uint8) bool {
		if len(raw) == 0 {
			return Shard(int(n), nil) == nil
		}
		weights := make([]int, min(len(raw), 8))
		total := 0
		for i := range weights {
			weights[i] = int(raw[i]%16) + 1
			total += weights[i]
		}
		out := Shard(int(n), weights)
		if len(out) != int(n) {
			return false
		}
		count := make([]int, len(weights))
		for k, r := range out {
			count[r]++
			for i, w := range weights {
				share := float64(k+1) * float64(w) / float64(total)
				if d := float64(count[i]) - share; d >= 2 || d <= -2 {
					t.Logf("weights %v: after %d cases runtime %d holds %d, its share is %.2f", weights, k+1, i, count[i], share)
					return false
				}
			}
		}
		return true
	}
	if err := quick.Check(prop, &quick.Config{MaxCount: 500}); err != nil {
		t.Error(err)
	}
}
