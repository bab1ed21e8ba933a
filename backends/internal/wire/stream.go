package wire

import (
	"context"
	"time"

	"github.com/everdict/everdict/backends"
)

// LogReader reads a task's stdout from byte offset from — to its current end,
// or following it when follow — passing each piece to data until the stream
// ends or data returns false. It returns the number of bytes passed to data.
type LogReader func(ctx context.Context, from int64, follow bool, data func([]byte) bool) (int64, error)

// Follow follows a task's stdout from offset, sending what it reads on the
// returned channel, which it closes when ctx is done. A broken stream is
// opened again, from where it broke, after interval.
func Follow(ctx context.Context, read LogReader, offset int64, interval time.Duration) <-chan []byte {
	out := make(chan []byte)
	go func() {
		defer close(out)
		for ctx.Err() == nil {
			n, _ := read(ctx, offset, true, func(p []byte) bool {
				select {
				case out <- p:
					return true
				case <-ctx.Done():
					return false
				}
			})
			offset += n
			if !Sleep(ctx, interval) {
				return
			}
		}
	}()
	return out
}

// ReadRest feeds r the task's stdout from what r consumed to its end.
func ReadRest(ctx context.Context, read LogReader, r *Reader, emit func(backends.LogLine)) error {
	_, err := read(ctx, r.Consumed(), false, func(p []byte) bool {
		r.Feed(p, emit)
		return true
	})
	return err
}

// Sleep waits d or until ctx is done; it reports whether ctx is still live.
func Sleep(ctx context.Context, d time.Duration) bool {
	t := time.NewTimer(d)
	defer t.Stop()
	select {
	case <-t.C:
		return true
	case <-ctx.Done():
		return false
	}
}
