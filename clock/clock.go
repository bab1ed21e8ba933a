// Package clock is the time source long-lived services take in their
// config, so tests drive time instead of sleeping.
package clock

import "time"

// Clock tells the time and waits. Implementations are safe for concurrent
// use.
type Clock interface {
	Now() time.Time
	After(d time.Duration) <-chan time.Time
}

// System is the wall clock. Its zero value is ready to use.
type System struct{}

// Now returns time.Now().
func (System) Now() time.Time { return time.Now() }

// After returns time.After(d).
func (System) After(d time.Duration) <-chan time.Time { return time.After(d) }
