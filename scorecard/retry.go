package scorecard

import (
	"time"

	"github.com/everdict/everdict/backends"
	"github.com/everdict/everdict/domain"
	"github.com/everdict/everdict/run"
)

// OOMFloorMB is the memory an OOM retry claims for a case that claimed
// none.
const OOMFloorMB = 512

// Next is what a case's latest try calls for.
type Next struct {
	// Done: the case has its terminal result.
	Done bool
	// Retry: record try+1 now, claiming MemoryMB (the case's claim, or
	// doubled after an OOM kill).
	Retry    bool
	MemoryMB int
	// Due, when neither Done nor Retry, is when the retry's backoff ends
	// (zero while the try is unfinished).
	Due time.Time
}

// Backoff is the wait before retry n+1 after try n failed: Base·2^(n-1),
// at most Max (no cap when Max is 0).
type Backoff struct {
	Base time.Duration
	Max  time.Duration
}

// After is the backoff after try n.
func (b Backoff) After(n int) time.Duration {
	d := b.Base
	for i := 1; i < n; i++ {
		d *= 2
		if b.Max > 0 && d >= b.Max {
			return b.Max
		}
	}
	return d
}

// Decide is what case c's latest try calls for, now. A success, a cancel,
// an AGENT or CONFIG failure, or the last of maxAttempts tries is the case's
// result. An OOM kill retries at once with twice the memory, up to the
// runtime's memory envelope (envelopeMB, 0 for none): a case already at the
// envelope keeps its failure. Any other INFRA failure, or an INTERRUPTED
// run, retries with the same claim once its backoff has passed. Decide is
// pure.
func Decide(c run.Run, maxAttempts, envelopeMB int, b Backoff, now time.Time) Next {
	if !run.IsTerminal(c.Status) {
		return Next{}
	}
	if c.Status == run.Succeeded || c.Try >= maxAttempts {
		return Next{Done: true}
	}
	mem := c.Case.Resources.MemoryMB
	switch c.ErrorClass {
	case domain.FailureInfra, domain.FailureInterrupted:
	default:
		return Next{Done: true}
	}
	if c.ErrorCode == backends.CodeOOMKilled {
		next := max(mem*2, OOMFloorMB)
		if envelopeMB > 0 {
			next = min(next, envelopeMB)
		}
		if next <= mem {
			return Next{Done: true}
		}
		return Next{Retry: true, MemoryMB: next}
	}
	due := now
	if c.FinishedAt != nil {
		due = c.FinishedAt.Add(b.After(c.Try))
	}
	if now.Before(due) {
		return Next{Due: due}
	}
	return Next{Retry: true, MemoryMB: mem}
}
