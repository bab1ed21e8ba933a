package queue_test

import (
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"

	"github.com/everdict/everdict/queue"
)

func TestTheWaitIsAMedianRunPerWaveOfSlotsAhead(t *testing.T) {
	t.Parallel()
	p50 := 10 * time.Second
	ms := func(d *time.Duration) *int64 {
		if d == nil {
			return nil
		}
		v := d.Milliseconds()
		return &v
	}
	i := func(v int64) *int64 { return &v }
	cases := []struct {
		name                   string
		ahead, slots, inFlight int
		p50                    *time.Duration
		want                   *int64
	}{
		{"a free slot and nothing ahead: no wait", 0, 2, 1, nil, i(0)},
		{"every slot held, nothing ahead: one median run", 0, 2, 2, &p50, i(10_000)},
		{"one ahead on two slots: still the first wave", 1, 2, 2, &p50, i(10_000)},
		{"two ahead on two slots: the second wave", 2, 2, 2, &p50, i(20_000)},
		{"no settled run to go by: unknown", 3, 2, 2, nil, nil},
		{"no slots: unknown", 0, 0, 0, &p50, nil},
	}
	for _, c := range cases {
		if diff := cmp.Diff(c.want, ms(queue.EstimateWait(c.ahead, c.slots, c.inFlight, c.p50))); diff != "" {
			t.Errorf("%s (-want +got):\n%s", c.name, diff)
		}
	}
}
