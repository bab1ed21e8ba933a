package placement

import (
	"fmt"
	"strconv"
	"testing"
)

// BenchmarkFairQueue measures one Enqueue plus one Dequeue in steady state
// with n entries queued over 1,000 tenants of weights 1 to 4: each
// iteration dispatches the fair choice and queues a fresh entry for the
// same tenant, so the queue stays at n entries.
func BenchmarkFairQueue(b *testing.B) {
	const tenants = 1000
	for _, n := range []int{1_000, 100_000} {
		b.Run(fmt.Sprintf("queued=%d/tenants=%d", n, tenants), func(b *testing.B) {
			perTenant := n / tenants
			// IDs cycle per tenant: a tenant's line holds perTenant entries
			// and is FIFO, so perTenant+1 IDs never collide.
			ids := make([][]string, tenants)
			names := make([]string, tenants)
			next := make([]int, tenants)
			index := map[string]int{}
			for t := range ids {
				names[t] = "tenant-" + strconv.Itoa(t)
				index[names[t]] = t
				ids[t] = make([]string, perTenant+1)
				for k := range ids[t] {
					ids[t][k] = names[t] + "/" + strconv.Itoa(k)
				}
			}
			q := NewFairQueue(FairQueueConfig{})
			enqueue := func(t int) {
				e := Entry{ID: ids[t][next[t]], Tenant: names[t], Weight: 1 + t%4, EnqueuedAt: t0}
				next[t] = (next[t] + 1) % len(ids[t])
				if err := q.Enqueue(e); err != nil {
					b.Fatal(err)
				}
			}
			for range perTenant {
				for t := range tenants {
					enqueue(t)
				}
			}
			b.ReportAllocs()
			b.ResetTimer()
			for range b.N {
				e, ok := q.Dequeue(t0)
				if !ok {
					b.Fatal("empty queue")
				}
				enqueue(index[e.Tenant])
			}
		})
	}
}

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
			s        Strategy
			runtimes []RuntimeState
		}{{"SPREAD", StrategySpread, runtimes}, {"PACK", StrategyPack, runtimes}, {"SPREAD-busy", StrategySpread, busy}} {
			b.Run(fmt.Sprintf("runtimes=%d/%s", n, bc.name), func(b *testing.B) {
				b.ReportAllocs()
				for range b.N {
					if c := Choose(bc.s, req, bc.runtimes); c.Index < 0 {
						b.Fatal("no choice")
					}
				}
			})
		}
	}
}
