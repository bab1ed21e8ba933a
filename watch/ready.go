package watch

import (
	"context"
	"sync/atomic"
)

// Ready lets a transport receive a stream's values without a goroutine
// waiting on its channel (issue 35): a stream made with a context of
// WithReady calls its notify once after each value it puts on the channel
// and once after closing it, so each call stands for one receive that will
// not block. Only a stream that does so claims it (Run, TenantRuns and
// Logs do); the channel of one that does not (Queue, Scorecard) is
// received the usual way, by a goroutine that waits on it.
type Ready struct {
	notify  func()
	claimed atomic.Bool
}

type readyKey struct{}

// WithReady gives ctx a notice whose notify is called as Ready says. notify
// must not block, nor call into the stream.
func WithReady(ctx context.Context, notify func()) (context.Context, *Ready) {
	r := &Ready{notify: notify}
	return context.WithValue(ctx, readyKey{}, r), r
}

// Claimed reports whether a stream made with the notice's context calls
// it: then every value and the end of the stream are notified.
func (r *Ready) Claimed() bool { return r.claimed.Load() }

// readyOf is the notify of ctx's notice, or a no-op.
func readyOf(ctx context.Context) func() {
	if r, ok := ctx.Value(readyKey{}).(*Ready); ok {
		return r.notify
	}
	return func() {}
}

// claimReady claims ctx's notice, once a stream that notifies it is made.
func claimReady(ctx context.Context) {
	if r, ok := ctx.Value(readyKey{}).(*Ready); ok {
		r.claimed.Store(true)
	}
}
