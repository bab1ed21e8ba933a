package frontdoor

import (
	"context"
	"errors"
	"time"

	"github.com/everdict/everdict/evalcase"
)

// State is where an attempt stands. DISPATCHING and ACCEPTED are open: a
// callback may still complete it; the others are closed for good.
type State string

// The states of an attempt.
const (
	// Dispatching: recorded, and the case is being POSTed.
	Dispatching State = "DISPATCHING"
	// Accepted: the front door answered 2xx; the agent works.
	Accepted State = "ACCEPTED"
	// Completed: the agent called back; Attempt.Callback holds what it said.
	Completed State = "COMPLETED"
	// Refused: the front door did not accept the case, or its dispatching
	// replica died before it answered (Reason says which).
	Refused State = "REFUSED"
	// TimedOut: no callback came by the deadline, or no heartbeat in its
	// window.
	TimedOut State = "TIMED_OUT"
	// Canceled: the run was canceled; a late callback is refused.
	Canceled State = "CANCELED"
)

// Open reports whether s is an open state.
func (s State) Open() bool { return s == Dispatching || s == Accepted }

// Attempt is one attempt of a run on a front door, as recorded. It is a
// plain value; the zero value is no attempt.
type Attempt struct {
	RunID       int
	Correlation string
	N           int
	State       State
	Case        evalcase.Case
	// Deadline is when a callback comes too late.
	Deadline time.Time
	// HeartbeatSec, when positive, is the heartbeat window, and
	// HeartbeatAt the last sign of life.
	HeartbeatSec int
	HeartbeatAt  time.Time
	CreatedAt    time.Time
	AcceptedAt   time.Time // zero until accepted
	ClosedAt     time.Time // zero while open
	// Callback is the winning callback, set when Completed.
	Callback *Callback
	// Reason says why the attempt closed other than by its callback.
	Reason string
}

// Expiry is when an open attempt times out: its deadline, or the end of its
// heartbeat window when that comes first.
func (a Attempt) Expiry() time.Time {
	if a.HeartbeatSec > 0 && !a.HeartbeatAt.IsZero() {
		if hb := a.HeartbeatAt.Add(time.Duration(a.HeartbeatSec) * time.Second); hb.Before(a.Deadline) {
			return hb
		}
	}
	return a.Deadline
}

// Opening is a new attempt to record.
type Opening struct {
	RunID        int
	Correlation  string
	TokenHash    []byte
	Case         evalcase.Case
	Deadline     time.Time
	HeartbeatSec int
	At           time.Time
}

// ErrOpen is returned by Attempts.Open when the run's newest attempt is
// still open or completed: a run is dispatched at most once at a time.
var ErrOpen = errors.New("the run's newest attempt is open or completed")

// Attempts is the durable record of a front door's attempts, shared by
// every replica (package callbacks keeps it in the database, and completes
// attempts from the agents' callbacks). Implementations are safe for
// concurrent use.
type Attempts interface {
	// Open records attempt n+1 of o.Correlation, Dispatching, where n is
	// its newest attempt, or 1 for the first; it fails with ErrOpen when
	// the newest attempt is open or completed.
	Open(ctx context.Context, o Opening) (Attempt, error)
	// Accept moves attempt n from Dispatching to Accepted at at, and
	// returns the attempt as it stands (completed already, say).
	Accept(ctx context.Context, correlation string, n int, at time.Time) (Attempt, error)
	// Close moves attempt n, when open, to the closed state with reason at
	// at, and returns it as it stands, and whether this call closed it (a
	// callback or a cancel may have closed it first).
	Close(ctx context.Context, correlation string, n int, state State, reason string, at time.Time) (Attempt, bool, error)
	// Latest returns the newest attempt of correlation; false when there
	// is none.
	Latest(ctx context.Context, correlation string) (Attempt, bool, error)
	// Watch returns a channel that receives when an attempt of
	// correlation may have changed, on any replica, and a func to stop
	// watching. A change may also be missed (the channel is a hint): a
	// watcher re-reads on a timer too.
	Watch(correlation string) (<-chan struct{}, func())
}
