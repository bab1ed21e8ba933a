package run

import (
	"slices"
	"sync"
	"time"
)

// DepthRecountDefault is how often, at most, a replica counts the queued
// runs exactly for submit-time admission (Config.DepthRecount): between
// recounts a submit reads only the runs inserted since (see depthBound).
const DepthRecountDefault = time.Second

// depthBound is this replica's upper bound of the queue depth, so that a
// submit reads the few runs inserted since its last read instead of
// counting every queued run (two COUNT(*) over every queued run, 2,700 rows
// read per submit with thousands queued).
//
// It keeps w, a watermark id, and the queued runs with an id of at most w,
// in total and by tenant, as counted exactly at the last recount (at most
// DepthRecountDefault old) plus the queued ones among the runs read since.
// Each submit reads every run with an id above w (its id, tenant and
// whether it is queued, in the statement that reads its tenant), so the
// bound is the remembered counts plus the queued runs among those; and it
// moves w over the ids it read with no hole below them. A run only ever
// leaves QUEUED, or comes back to it by a Requeue, and every insert takes
// an id larger than any before, so the remembered counts can only have
// fallen, and the bound is never below the true depth, but for:
//
//   - a hole: an id below a larger one read, not there yet (an insert whose
//     transaction has not committed, a scorecard's rows mid-batch) or never
//     to be (an insert that failed). w waits at the hole for DepthRecount,
//     then passes it; an insert that commits later than that is counted
//     from the next recount, which counts every queued run up to w exactly;
//   - the first recount of a replica, which counts up to the largest id
//     then committed: an insert in flight below it is counted from the
//     next recount;
//   - a Requeue made on another replica, counted here from the next
//     recount (a Requeue here adds to the bound at once).
//
// Each lets one more run in at most, for at most DepthRecount. Otherwise the
// bound is an over-estimate, so when it would refuse (the tenant's
// MaxQueueDepth or the global limit) the submit counts exactly before
// refusing: a refusal is always an exact count's. Each replica keeps its own
// bound and every bound is only ever above the true depth (the exceptions
// aside), so admission holds across replicas as it did with a count at
// every submit: submits in flight at the same moment may together overshoot
// a limit by at most their number, less one.
//
// mu guards memory only: a read takes a plan under it, queries without it,
// and stores under it again.
type depthBound struct {
	mu sync.Mutex
	// ready is set by the first recount stored.
	ready bool
	// at is when the last stored recount was planned.
	at time.Time
	// recounting is the number of recounts under way; a fold does not move
	// w meanwhile, so a recount stores counts up to the w it read with.
	recounting int
	// epoch counts the recounts stored; a read planned in another epoch
	// folds nothing.
	epoch uint64
	// w is the watermark: runs with an id up to w are counted in total and
	// tenants; a submit reads the runs above it.
	w       int
	total   int
	tenants map[int]int
	// hole is the first id above w not read yet, and holeSince when a read
	// that found it was stored: w passes it once it has waited DepthRecount
	// (see fold).
	hole      int
	holeSince time.Time
	// seq numbers this replica's Requeues; requeues holds those a stored
	// recount may not have seen.
	seq      uint64
	requeues []requeued
}

type requeued struct {
	seq    uint64
	tenant int
}

// depthPlan is what a read asks the store for: the runs above w, and, with
// recount, the exact counts of queued runs up to w (with first, up to the
// largest id there is, returned as max).
type depthPlan struct {
	recount, first bool
	epoch          uint64
	seq            uint64
	w              int
	at             time.Time
}

// depthRow is a run above the watermark.
type depthRow struct {
	id, tenant int
	queued     bool
}

// depthRead is a plan's answer, all from one snapshot.
type depthRead struct {
	rows   []depthRow
	counts map[int]int // recount: queued runs by tenant, up to w (or max)
	max    int         // first: the largest id
}

// plan says what a submit at now reads: a recount when none was stored
// yet, or when the last one is at least every old and none is under way;
// with exact, a recount in any case.
func (b *depthBound) plan(now time.Time, every time.Duration, exact bool) depthPlan {
	b.mu.Lock()
	defer b.mu.Unlock()
	p := depthPlan{epoch: b.epoch, seq: b.seq, w: b.w, at: now}
	switch {
	case !b.ready:
		p.recount, p.first = true, true
	case exact, now.Sub(b.at) >= every && b.recounting == 0:
		p.recount = true
	}
	if p.recount {
		b.recounting++
	}
	return p
}

// abandon ends plan p whose read failed.
func (b *depthBound) abandon(p depthPlan) {
	if !p.recount {
		return
	}
	b.mu.Lock()
	defer b.mu.Unlock()
	b.recounting--
}

// store keeps what read r of plan p tells, at now, and returns the queue
// depth it gives tenant: the bound, or with a recount the exact depth as r
// read it (plus this replica's Requeues since).
func (b *depthBound) store(p depthPlan, r depthRead, tenant int, now time.Time, wait time.Duration) (total, mine int) {
	slices.SortFunc(r.rows, func(x, y depthRow) int { return x.id - y.id })
	b.mu.Lock()
	defer b.mu.Unlock()
	if p.recount {
		b.recounting--
		w := p.w
		if p.first {
			w = r.max
		}
		counts := r.counts
		for _, q := range b.requeues {
			if q.seq > p.seq {
				counts[q.tenant]++
			}
		}
		if p.epoch == b.epoch && (p.first || w == b.w) {
			// Nothing stored since the plan (folds wait for a recount):
			// r's counts are the queued runs up to w.
			b.ready, b.at, b.epoch, b.w = true, p.at, b.epoch+1, w
			b.tenants, b.total = counts, 0
			for _, n := range counts {
				b.total += n
			}
			b.requeues = slices.DeleteFunc(b.requeues, func(q requeued) bool { return q.seq <= p.seq })
			b.fold(r.rows, p.at, now, wait)
			return b.bound(r.rows, tenant)
		}
		// Another recount stored first: answer from r alone.
		for _, n := range counts {
			total += n
		}
		mine = counts[tenant]
		for _, row := range r.rows {
			if row.id > w && row.queued {
				total++
				if row.tenant == tenant {
					mine++
				}
			}
		}
		return total, mine
	}
	if p.epoch == b.epoch && b.recounting == 0 {
		b.fold(r.rows, p.at, now, wait)
	}
	// w only grows: every run of r at or below it is in the counts, a run
	// above it is counted from r.
	return b.bound(r.rows, tenant)
}

// fold moves w over rows (sorted by id), read by a read planned at
// planned and stored at now, as far as there is no hole, adding the queued
// ones to the counts. A hole is passed by a read planned at least wait
// after the hole was first stored: an insert in flight for less than wait
// when that read began had committed before it read.
func (b *depthBound) fold(rows []depthRow, planned, now time.Time, wait time.Duration) {
	for _, row := range rows {
		if row.id <= b.w {
			continue
		}
		if row.id != b.w+1 {
			if b.hole != b.w+1 {
				b.hole, b.holeSince = b.w+1, now
				return
			}
			if planned.Sub(b.holeSince) < wait {
				return
			}
		}
		b.w = row.id
		if row.queued {
			b.total++
			b.tenants[row.tenant]++
		}
	}
}

// bound is the depth over the counts and rows above w.
func (b *depthBound) bound(rows []depthRow, tenant int) (total, mine int) {
	total, mine = b.total, b.tenants[tenant]
	for _, row := range rows {
		if row.id > b.w && row.queued {
			total++
			if row.tenant == tenant {
				mine++
			}
		}
	}
	return total, mine
}

// requeue counts a run of tenant put back in the queue on this replica.
func (b *depthBound) requeue(tenant int) {
	b.mu.Lock()
	defer b.mu.Unlock()
	b.seq++
	b.requeues = append(b.requeues, requeued{seq: b.seq, tenant: tenant})
	if b.ready {
		b.total++
		b.tenants[tenant]++
	}
}
