package placement

// Shard assigns n cases to runtimes by smooth weighted round-robin over
// weights (each runtime's slots): out[i] is the index in weights of case i's
// runtime. Over any prefix of the cases, each runtime's count stays within
// two cases of its weight's proportion (within one for two runtimes), so a
// batch spreads as it is dispatched, not only in total. A weight below 1 counts as 1 (a runtime
// without a slot limit still takes its turn). Shard is pure and
// deterministic; it returns nil when weights is empty.
func Shard(n int, weights []int) []int {
	if len(weights) == 0 || n <= 0 {
		return nil
	}
	w := make([]int, len(weights))
	total := 0
	for i, x := range weights {
		w[i] = max(x, 1)
		total += w[i]
	}
	current := make([]int, len(w))
	out := make([]int, n)
	for c := range n {
		best := 0
		for i := range w {
			current[i] += w[i]
			if current[i] > current[best] {
				best = i
			}
		}
		current[best] -= total
		out[c] = best
	}
	return out
}
