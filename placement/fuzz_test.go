package placement

import (
	"strconv"
	"testing"
	"time"
)

// fqModel is what a fair queue must agree with: each tenant's line per
// class, in order, and whether the last dispatch was a promotion.
type fqModel struct {
	lines        map[[2]string][]Entry // (tenant, priority) → entries in order
	ids          map[string][2]string
	lastPromoted bool
}

func (m *fqModel) heads() []Entry {
	var out []Entry
	for _, line := range m.lines {
		if len(line) > 0 {
			out = append(out, line[0])
		}
	}
	return out
}

// FuzzFairQueue drives a queue with an arbitrary sequence of enqueues,
// dequeues (with and without an accept func), cancels and clock advances,
// and checks it against fqModel: nothing is lost, duplicated or invented;
// each tenant's line keeps its order; INTERACTIVE goes before young BATCH;
// an aged BATCH head goes before INTERACTIVE unless the last dispatch was a
// promotion; an accept func's refusals are honoured; Peek agrees with
// Dequeue; and the counts add up.
func FuzzFairQueue(f *testing.F) {
	f.Add([]byte("0")) // an enqueue whose arguments run out
	f.Add([]byte{0, 1, 0, 2, 1, 3, 2, 2, 2})
	f.Add([]byte{0, 0, 1, 1, 0, 1, 1, 1, 0, 5, 20, 2, 2, 2, 2})
	f.Add([]byte{0, 1, 1, 2, 0, 4, 0, 0, 5, 40, 0, 2, 0, 0, 3, 5, 2, 4, 1, 2, 2})
	f.Add([]byte{1, 3, 1, 1, 0, 2, 0, 0, 0, 1, 5, 11, 3, 1, 3, 2, 2, 4, 2, 2, 2, 2})
	f.Add([]byte{0, 0, 0, 0, 0, 1, 1, 0, 1, 2, 1, 3, 5, 200, 2, 2, 5, 1, 0, 3, 0, 2, 2, 2, 2})
	f.Fuzz(func(t *testing.T, ops []byte) {
		const aging = 10 * time.Second
		q := NewFairQueue(FairQueueConfig{Aging: aging})
		m := &fqModel{lines: map[[2]string][]Entry{}, ids: map[string][2]string{}}
		tenants := []string{"acme", "bolt", "core", "dune"}
		now, next := t0, 0
		arg := func(i *int) int {
			*i++
			if *i < len(ops) {
				return int(ops[*i])
			}
			return 0
		}
		aged := func(e Entry) bool { return e.Priority == PriorityBatch && now.Sub(e.EnqueuedAt) >= aging }
		for i := 0; i < len(ops); i++ {
			op := ops[i] // read before arg moves i
			switch op % 6 {
			case 0, 1:
				next++
				e := Entry{
					ID: "e" + strconv.Itoa(next), Tenant: tenants[arg(&i)%4], EnqueuedAt: now,
					Priority: []Priority{PriorityInteractive, PriorityBatch}[op%2],
					Weight:   arg(&i) % 4, Cost: []float64{0, 1, 2.5}[arg(&i)%3],
				}
				if err := q.Enqueue(e); err != nil {
					t.Fatalf("Enqueue(%+v): %v", e, err)
				}
				normalize(&e)
				key := [2]string{e.Tenant, string(e.Priority)}
				m.lines[key] = append(m.lines[key], e)
				m.ids[e.ID] = key
			case 2, 3:
				var accept func(Entry) bool
				refused := map[string]bool{}
				if op%6 == 3 {
					mask := arg(&i)
					for j, tenant := range tenants {
						refused[tenant] = mask&(1<<j) != 0
					}
					accept = func(e Entry) bool { return !refused[e.Tenant] }
				}
				peeked, pok := q.PeekFunc(now, accept)
				got, ok := q.DequeueFunc(now, accept)
				if pok != ok || peeked.ID != got.ID {
					t.Fatalf("PeekFunc said %q (%v), DequeueFunc took %q (%v)", peeked.ID, pok, got.ID, ok)
				}
				var eligible []Entry
				for _, h := range m.heads() {
					if !refused[h.Tenant] {
						eligible = append(eligible, h)
					}
				}
				if !ok {
					if len(eligible) > 0 {
						t.Fatalf("dequeued nothing with %d eligible heads, e.g. %q", len(eligible), eligible[0].ID)
					}
					continue
				}
				key, queued := m.ids[got.ID]
				if !queued {
					t.Fatalf("dequeued %q, which is not queued", got.ID)
				}
				if line := m.lines[key]; line[0].ID != got.ID {
					t.Fatalf("dequeued %q ahead of %q in %s's %s line", got.ID, line[0].ID, key[0], key[1])
				}
				if refused[got.Tenant] {
					t.Fatalf("dequeued %q of refused tenant %s", got.ID, got.Tenant)
				}
				var agedHead, interactive bool
				for _, h := range eligible {
					agedHead = agedHead || aged(h)
					interactive = interactive || h.Priority == PriorityInteractive
				}
				promoted := aged(got)
				switch {
				case promoted && m.lastPromoted && interactive:
					t.Fatalf("promoted %q twice running while interactive work waited", got.ID)
				case !promoted && got.Priority == PriorityBatch && (interactive || agedHead):
					t.Fatalf("young batch %q went ahead of interactive or aged work", got.ID)
				case got.Priority == PriorityInteractive && agedHead && !m.lastPromoted:
					t.Fatalf("interactive %q went ahead of an aged batch head", got.ID)
				}
				m.lastPromoted = promoted
				m.lines[key] = m.lines[key][1:]
				delete(m.ids, got.ID)
			case 4:
				id := "e" + strconv.Itoa(arg(&i)%(next+1))
				_, ok := q.Cancel(id)
				key, queued := m.ids[id]
				if ok != queued {
					t.Fatalf("Cancel(%q) = %v, model says queued=%v", id, ok, queued)
				}
				if queued {
					line := m.lines[key]
					for j := range line {
						if line[j].ID == id {
							m.lines[key] = append(line[:j:j], line[j+1:]...)
							break
						}
					}
					delete(m.ids, id)
				}
			case 5:
				now = now.Add(time.Duration(arg(&i)) * time.Second)
			}
			total := 0
			for _, s := range q.Stats() {
				total += s.Queued()
				if s.Queued() != q.TenantLen(s.Tenant) {
					t.Fatalf("Stats says %s has %d queued, TenantLen %d", s.Tenant, s.Queued(), q.TenantLen(s.Tenant))
				}
			}
			if q.Len() != len(m.ids) || total != len(m.ids) {
				t.Fatalf("Len %d, Stats total %d, model %d", q.Len(), total, len(m.ids))
			}
		}
	})
}

// FuzzCircuitBreaker checks the circuit state machine (checkCircuitOps)
// over arbitrary operation sequences: two bytes per operation, the first
// picking key and operation, the second a clock advance.
func FuzzCircuitBreaker(f *testing.F) {
	f.Add(uint8(3), []byte{4, 0, 4, 0, 4, 0, 0, 31, 3, 0})
	f.Add(uint8(1), []byte{4, 0, 0, 30, 0, 0, 4, 1, 0, 30, 7, 0, 0, 0, 3, 0})
	f.Add(uint8(2), []byte{5, 0, 6, 0, 4, 0, 8, 0, 4, 0, 0, 255, 1, 0, 0, 0})
	f.Fuzz(func(t *testing.T, threshold uint8, raw []byte) {
		dos := []string{"allow", "ready", "success", "AGENT", "INFRA", "CONFIG", "CANCELED", "INTERRUPTED", "BOGUS"}
		keys := []string{"acme:r1", "bolt:r1"}
		var ops []circuitOp
		for i := 0; i+1 < len(raw); i += 2 {
			ops = append(ops, circuitOp{
				key:     keys[int(raw[i]/16)%len(keys)],
				do:      dos[int(raw[i]%16)%len(dos)],
				advance: time.Duration(raw[i+1]) * time.Second,
			})
		}
		checkCircuitOps(t, CircuitConfig{Threshold: int(threshold % 6), Cooldown: 30 * time.Second}, ops)
	})
}
