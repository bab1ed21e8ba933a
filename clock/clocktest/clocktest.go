// Package clocktest is the clock.Clock tests drive by hand. Its time moves
// only when the test moves it (Advance, Set); a wait the code under test
// asks for (After) fires when the clock reaches it. A test learns that the
// code waits on the clock from the clock itself (BlockUntil, Waited), never
// by sleeping.
//
// A test that needs a fixed time and no waits uses New(t) and nothing else.
// A test whose only reason for a fake clock is time passing in goroutines
// it owns, with no network or database in between, may prefer
// testing/synctest.
package clocktest

import (
	"sort"
	"sync"
	"testing"
	"time"

	"github.com/everdict/everdict/clock"
)

// patience bounds BlockUntil: it only turns a hang into a failure.
const patience = 30 * time.Second

// Clock is a clock.Clock that moves only when told. It is safe for
// concurrent use.
type Clock struct {
	mu     sync.Mutex
	now    time.Time
	waits  []wait
	waited chan struct{} // closed at the next After, then replaced
}

// wait is a pending After: its channel receives once the clock reaches at.
type wait struct {
	at time.Time
	ch chan time.Time
}

var _ clock.Clock = (*Clock)(nil)

// New returns a clock that reads start until it is moved.
func New(start time.Time) *Clock {
	return &Clock{now: start, waited: make(chan struct{})}
}

// Now returns the clock's time.
func (c *Clock) Now() time.Time {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.now
}

// After returns a channel that receives the clock's time once the clock
// has moved d past now: at once when d <= 0, else on the Advance or Set
// that reaches it. Until then the wait is pending. The channel is buffered:
// a wait nobody receives any more (its select took another case) blocks
// nothing, and stays pending until it comes due.
//
// Every call, one that fires at once included, closes the channel Waited
// returned.
func (c *Clock) After(d time.Duration) <-chan time.Time {
	c.mu.Lock()
	defer c.mu.Unlock()
	ch := make(chan time.Time, 1)
	if d <= 0 {
		ch <- c.now
	} else {
		c.waits = append(c.waits, wait{at: c.now.Add(d), ch: ch})
	}
	close(c.waited)
	c.waited = make(chan struct{})
	return ch
}

// Advance moves the clock d forward and fires every pending wait that has
// come due, earliest first.
//
// A wait the code under test computed before the move but asks for after
// it is due d later than the code meant, so a test moving time past a wait
// first makes sure it is pending (BlockUntil).
func (c *Clock) Advance(d time.Duration) {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.set(c.now.Add(d))
}

// Set moves the clock to t, forward or back, and fires every pending wait
// due by then, earliest first.
func (c *Clock) Set(t time.Time) {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.set(t)
}

// set moves the clock to t and fires what is due; c.mu is held.
func (c *Clock) set(t time.Time) {
	c.now = t
	sort.SliceStable(c.waits, func(i, j int) bool { return c.waits[i].at.Before(c.waits[j].at) })
	kept := c.waits[:0]
	for _, w := range c.waits {
		if w.at.After(t) {
			kept = append(kept, w)
			continue
		}
		w.ch <- t
	}
	clear(c.waits[len(kept):])
	c.waits = kept
}

// BlockUntil returns once at least n waits are pending (asked for by After,
// not yet fired). It fails t if that takes longer than 30 seconds; call it
// from the test's goroutine.
func (c *Clock) BlockUntil(t testing.TB, n int) {
	t.Helper()
	timeout := time.NewTimer(patience)
	defer timeout.Stop()
	for {
		c.mu.Lock()
		pending, next := len(c.waits), c.waited
		c.mu.Unlock()
		if pending >= n {
			return
		}
		select {
		case <-next:
		case <-timeout.C:
			t.Fatalf("clocktest: %d waits pending after %s, want %d", pending, patience, n)
		}
	}
}

// Waited returns a channel closed at the next call of After. A test that
// waits for a loop which asks for one wait a round ("until the loop has
// gone round again") takes the channel, checks its condition, then receives.
func (c *Clock) Waited() <-chan struct{} {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.waited
}
