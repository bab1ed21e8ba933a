package placement

import (
	"fmt"
	"testing"
)

// BenchmarkChoose measures one placement choice over n runtimes of mixed
// load, a tenth of them without the capability the run needs; the busy
// case has every other runtime full, which must not allocate either.
func BenchmarkChoose(b *testing.B) {
	for _, n := range []int{10, 1_000} {
		runtimes := make([]RuntimeState, n)
		for i := range runtimes {
			runtimes[i] = RuntimeState{
				ID:           fmt.Sprintf("rt-%04d", (i*7919)%n),
				Envelope:     Envelope{Slots: 8, MemoryMB: 16384, MilliCPU: 8000},
				InFlight:     i % 8,
				Reserved:     Resources{MemoryMB: int64(i%8) * 1024, MilliCPU: int64(i%8) * 500},
				Capabilities: []string{"git", "docker"},
			}
			if i%10 == 0 {
				runtimes[i].Capabilities = []string{"git"}
			}
		}
		req := Request{Resources: Resources{MemoryMB: 2048, MilliCPU: 1000}, Capabilities: []string{"docker"}}
		busy := make([]RuntimeState, n)
		for i, r := range runtimes {
			if i%2 == 1 {
				r.InFlight = r.Envelope.Slots
			}
			busy[i] = r
		}
		for _, bc := range []struct {
			name     string
			runtimes []RuntimeState
		}{{"idle", runtimes}, {"busy", busy}} {
			b.Run(fmt.Sprintf("runtimes=%d/%s", n, bc.name), func(b *testing.B) {
				b.ReportAllocs()
				for range b.N {
					if c := Choose(req, bc.runtimes); c.Index < 0 {
						b.Fatal("no choice")
					}
				}
			})
		}
	}
}
