package cluster

import (
	"context"
	"errors"
	"fmt"
	"time"

	"github.com/everdict/everdict/backends"
	"github.com/everdict/everdict/backends/internal/wire"
	"github.com/everdict/everdict/domain"
	"github.com/everdict/everdict/evalcase"
)

// follow delivers the logs after fromSeq of a run's job and waits for its
// outcome. Canceling ctx stops the job and keeps following it until it
// ended (at most StopTimeout); with the cause ErrDetached it returns at
// once, the job left running. known is false when the outcome cannot be
// told (the task or its logs are gone, or ctx detached): Adopt's Unknown.
func (c *Core[S]) follow(ctx context.Context, j Job, m Meta, fromSeq int64, logs backends.LogSink) (res evalcase.Result, err error, known bool) {
	inner, stopInner := context.WithCancel(context.WithoutCancel(ctx))
	updates := make(chan Update[S])
	watching := make(chan struct{})
	go func() {
		defer close(watching)
		c.p.Watch(inner, j, updates)
	}()
	var (
		reader   *wire.Reader
		read     wire.LogReader
		chunks   <-chan []byte
		stopLogs = func() {}
		seen     bool
		last     S
		done     = ctx.Done()
		giveUp   <-chan time.Time
		canceled bool
	)
	defer func() {
		stopLogs()
		stopInner()
		<-watching
	}()
	emit := func(l backends.LogLine) {
		if l.Seq > fromSeq {
			logs.Line(l)
		}
	}
	for {
		select {
		case u := <-updates:
			if u.Err != nil {
				continue
			}
			st := u.State
			last = st
			seen = seen || st.Placed()
			if r, created, ok := st.Logs(); ok && reader == nil {
				reader, read = wire.NewReader(created.UTC(), wire.RunKey(c.cfg.WireKey, m.RunID)), r
				lctx, cancel := context.WithCancel(inner)
				stopLogs = cancel
				chunks = wire.Follow(lctx, read, 0, c.cfg.PollInterval)
			}
			if why := st.Stuck(); why != "" && !canceled {
				msg := fmt.Sprintf("the %s of run %s cannot start: %s", c.cfg.Task, m.RunID, why)
				if err := c.p.Stop(inner, j, backends.CodeHarnessStart+": "+msg); err != nil {
					c.log.Warn("stopping the job failed", "run_id", m.RunID, "err", err)
				}
				return evalcase.Result{}, backends.Errorf(domain.FailureConfig, backends.CodeHarnessStart, "%s", msg), true
			}
			if !st.Ended(seen, canceled) {
				continue
			}
			if reader != nil {
				if res, err, ok := c.finish(inner, m, st, reader, read, chunks, stopLogs, emit); ok {
					return res, err, true
				}
			}
			return c.p.Classify(m, st, seen, canceled)
		case chunk, ok := <-chunks:
			if !ok {
				chunks = nil
				continue
			}
			reader.Feed(chunk, emit)
		case <-done:
			if errors.Is(context.Cause(ctx), backends.ErrDetached) {
				return evalcase.Result{}, Stopped(ctx), false
			}
			done, canceled = nil, true
			c.log.Info("stopping run: its context was canceled", "run_id", m.RunID, "tenant", m.Tenant)
			sctx, cancel := context.WithTimeout(inner, c.cfg.StopTimeout)
			err := c.p.Stop(sctx, j, "")
			cancel()
			if err != nil {
				c.log.Warn("stopping the job failed", "run_id", m.RunID, "err", err)
			}
			giveUp = c.clock.After(c.cfg.StopTimeout)
		case <-giveUp:
			return evalcase.Result{}, backends.Errorf(domain.FailureCanceled, backends.CodeCanceled,
				"run %s was asked to stop and has not yet (%s %s): %w", m.RunID, c.cfg.Task, last.Status(), context.Cause(ctx)), true
		}
	}
}

// finish reads the rest of an ended task's logs and grades its end record;
// ok is false when it wrote none.
func (c *Core[S]) finish(ctx context.Context, m Meta, st S, reader *wire.Reader, read wire.LogReader, chunks <-chan []byte, stopLogs func(), emit func(backends.LogLine)) (res evalcase.Result, err error, ok bool) {
	stopLogs()
	if chunks != nil {
		for chunk := range chunks {
			reader.Feed(chunk, emit)
		}
	}
	if st.Placed() {
		if err := wire.ReadRest(ctx, read, reader, emit); err != nil {
			c.log.Warn("reading the end of the logs failed", "run_id", m.RunID, "err", err)
		}
	}
	reader.Close(emit)
	if code, exited := st.Exit(); reader.Ended() && exited && code != 0 {
		// The wrapper exits 0 right after its end record: an end record
		// from a task that ended otherwise (the harness wrote one and
		// stopped the wrapper) is forged.
		return evalcase.Result{}, backends.Errorf(domain.FailureInfra, backends.CodeForgedResult,
			"the result of run %s is refused: its task wrote an end record but exited with code %d, so the wrapper did not write it",
			m.RunID, code), true
	}
	return reader.Outcome(m.Case)
}
