package placement

// flowHeap is a binary min-heap of flows that records each flow's position
// (through slot) so a flow can be fixed or removed in O(log n).
type flowHeap struct {
	items []*flow
	less  func(a, b *flow) bool
	slot  func(f *flow) *int
}

func (h *flowHeap) top() *flow {
	if len(h.items) == 0 {
		return nil
	}
	return h.items[0]
}

func (h *flowHeap) push(f *flow) {
	*h.slot(f) = len(h.items)
	h.items = append(h.items, f)
	h.up(len(h.items) - 1)
}

// remove takes f out of the heap; f must be in it.
func (h *flowHeap) remove(f *flow) {
	i := *h.slot(f)
	last := len(h.items) - 1
	if i != last {
		h.swap(i, last)
	}
	h.items[last] = nil
	h.items = h.items[:last]
	*h.slot(f) = -1
	if i != last {
		h.fix(i)
	}
}

// fix restores the heap order after the key of the flow at index i changed.
func (h *flowHeap) fix(i int) {
	if !h.down(i) {
		h.up(i)
	}
}

func (h *flowHeap) swap(i, j int) {
	h.items[i], h.items[j] = h.items[j], h.items[i]
	*h.slot(h.items[i]) = i
	*h.slot(h.items[j]) = j
}

func (h *flowHeap) up(i int) {
	for i > 0 {
		p := (i - 1) / 2
		if !h.less(h.items[i], h.items[p]) {
			return
		}
		h.swap(i, p)
		i = p
	}
}

// down sifts the item at i down and reports whether it moved.
func (h *flowHeap) down(i int) bool {
	start, n := i, len(h.items)
	for {
		c := 2*i + 1
		if c >= n {
			break
		}
		if r := c + 1; r < n && h.less(h.items[r], h.items[c]) {
			c = r
		}
		if !h.less(h.items[c], h.items[i]) {
			break
		}
		h.swap(i, c)
		i = c
	}
	return i > start
}

// walk visits the heap's flows in ascending order, without changing the
// heap, until visit returns true; it returns that flow, or nil. Visiting k
// flows costs O(k log k): a small frontier heap of indices is grown from the
// root, which is how the k smallest items of a heap are listed. scratch is
// reused space for the frontier; walk returns it for the next call.
func (h *flowHeap) walk(scratch []int, visit func(*flow) bool) (*flow, []int) {
	if len(h.items) == 0 {
		return nil, scratch
	}
	frontier := append(scratch[:0], 0)
	less := func(a, b int) bool { return h.less(h.items[frontier[a]], h.items[frontier[b]]) }
	for len(frontier) > 0 {
		i := frontier[0]
		// Pop the frontier's minimum.
		last := len(frontier) - 1
		frontier[0] = frontier[last]
		frontier = frontier[:last]
		siftDown(len(frontier), 0, less, frontier)
		if visit(h.items[i]) {
			return h.items[i], frontier
		}
		for c := 2*i + 1; c <= 2*i+2 && c < len(h.items); c++ {
			frontier = append(frontier, c)
			siftUp(len(frontier)-1, less, frontier)
		}
	}
	return nil, frontier
}

func siftDown(n, i int, less func(a, b int) bool, s []int) {
	for {
		c := 2*i + 1
		if c >= n {
			return
		}
		if r := c + 1; r < n && less(r, c) {
			c = r
		}
		if !less(c, i) {
			return
		}
		s[i], s[c] = s[c], s[i]
		i = c
	}
}

func siftUp(i int, less func(a, b int) bool, s []int) {
	for i > 0 {
		p := (i - 1) / 2
		if !less(i, p) {
			return
		}
		s[i], s[p] = s[p], s[i]
		i = p
	}
}
