package placement

import (
	"slices"
	"testing"
)

func TestPropertyFlowHeapWalksInOrder(t *testing.T) {
	t.Parallel()
	for _, seed := range seeds {
		rng := newRand(seed)
		h := flowHeap{less: byFinish, slot: func(f *flow) *int { return &f.headAt }}
		var in []*flow
		var scratch []int
		for step := range 1500 {
			switch op := rng.IntN(10); {
			case op < 5 || len(in) == 0:
				// Few distinct finish tags, so ties (broken by seq) are common.
				f := &flow{fin: float64(rng.IntN(40)), first: &node{seq: uint64(step)}}
				h.push(f)
				in = append(in, f)
			case op < 7:
				i := rng.IntN(len(in))
				h.remove(in[i])
				if in[i].headAt != -1 {
					t.Fatalf("seed %d: a removed flow kept position %d", seed, in[i].headAt)
				}
				in = slices.Delete(in, i, i+1)
			default:
				f := in[rng.IntN(len(in))]
				f.fin = float64(rng.IntN(40))
				h.fix(f.headAt)
			}
			want := slices.Clone(in)
			slices.SortFunc(want, func(a, b *flow) int {
				if byFinish(a, b) {
					return -1
				}
				return 1
			})
			if top := h.top(); len(want) > 0 && top != want[0] {
				t.Fatalf("seed %d step %d: top is not the minimum", seed, step)
			}
			// Walk all of it, then stop part-way: both must follow the order.
			var got []*flow
			var stopped *flow
			stopped, scratch = h.walk(scratch, func(f *flow) bool { got = append(got, f); return false })
			if stopped != nil || !slices.Equal(want, got) {
				t.Fatalf("seed %d step %d: walk visited %d of %d flows out of order", seed, step, len(got), len(want))
			}
			if len(want) > 0 {
				k := rng.IntN(len(want))
				n := 0
				stopped, scratch = h.walk(scratch, func(*flow) bool { n++; return n == k+1 })
				if stopped != want[k] {
					t.Fatalf("seed %d step %d: walk stopped at the wrong flow for k=%d", seed, step, k)
				}
			}
			for i, f := range h.items {
				if f.headAt != i {
					t.Fatalf("seed %d step %d: flow at %d records position %d", seed, step, i, f.headAt)
				}
			}
		}
	}
}
