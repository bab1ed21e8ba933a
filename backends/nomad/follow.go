package nomad

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/hashicorp/nomad/api"

	"github.com/everdict/everdict/backends"
	"github.com/everdict/everdict/backends/internal/wire"
	"github.com/everdict/everdict/domain"
	"github.com/everdict/everdict/evalcase"
)

// jobState is one look at a run's job: whether it was stopped, and its first
// allocation (a run's job has one: restarts and reschedules are off).
type jobState struct {
	gone    bool // the job was purged
	stopped bool
	status  string
	alloc   *api.AllocationListStub
	err     error // the look failed; the watcher tries again
}

// follow delivers the logs after fromSeq of a run's job in namespace ns and
// waits for its outcome. Canceling ctx stops the job and keeps following it
// until it ended (at most StopTimeout); with the cause ErrDetached it returns
// at once, the job left running. known is false when the outcome cannot be
// told (the allocation or its logs are gone, or ctx detached): Adopt's
// Unknown.
func (b *Backend) follow(ctx context.Context, ns string, rm runMeta, fromSeq int64, logs backends.LogSink) (res evalcase.Result, err error, known bool) {
	inner, stopInner := context.WithCancel(context.WithoutCancel(ctx))
	defer stopInner()
	states := make(chan jobState)
	go b.watch(inner, ns, rm.RunID, states)

	var (
		reader   *wire.Reader
		chunks   <-chan []byte
		stopLogs = func() {}
		last     jobState
		done     = ctx.Done()
		giveUp   <-chan time.Time
		canceled bool
	)
	defer func() { stopLogs() }()
	emit := func(l backends.LogLine) {
		if l.Seq > fromSeq {
			logs.Line(l)
		}
	}
	for {
		select {
		case st := <-states:
			if st.err != nil {
				continue
			}
			last = st
			if st.alloc != nil && reader == nil {
				reader = wire.NewReader(time.Unix(0, st.alloc.CreateTime).UTC(), wire.RunKey(b.cfg.WireKey, rm.RunID))
				lctx, cancel := context.WithCancel(inner)
				stopLogs = cancel
				chunks = wire.Follow(lctx, b.stdout(ns, st.alloc.ID), 0, b.cfg.PollInterval)
			}
			if !ended(st) {
				continue
			}
			if reader != nil {
				stopLogs()
				if chunks != nil {
					for c := range chunks {
						reader.Feed(c, emit)
					}
				}
				if err := wire.ReadRest(inner, b.stdout(ns, st.alloc.ID), reader, emit); err != nil {
					b.log.Warn("reading the end of the logs failed", "run_id", rm.RunID, "err", err)
				}
				reader.Close(emit)
				if code, ok := taskExit(st.alloc); reader.Ended() && ok && code != 0 {
					// The wrapper exits 0 right after its end record: an end
					// record from a task that ended otherwise (the harness
					// wrote one and stopped the wrapper) is forged.
					return evalcase.Result{}, backends.Errorf(domain.FailureInfra, backends.CodeForgedResult,
						"the result of run %s is refused: its task wrote an end record but exited with code %d, so the wrapper did not write it",
						rm.RunID, code), true
				}
				if r, err, ok := reader.Outcome(rm.Case); ok {
					return r, err, true
				}
			}
			return b.classify(rm, st, canceled)
		case c, ok := <-chunks:
			if !ok {
				chunks = nil
				continue
			}
			reader.Feed(c, emit)
		case <-done:
			if errors.Is(context.Cause(ctx), backends.ErrDetached) {
				return evalcase.Result{}, stoppedError(ctx), false
			}
			done, canceled = nil, true
			b.log.Info("stopping run: its context was canceled", "run_id", rm.RunID, "tenant", rm.Tenant)
			sctx, cancel := context.WithTimeout(inner, b.cfg.StopTimeout)
			err := b.stop(sctx, ns, rm.RunID)
			cancel()
			if err != nil {
				b.log.Warn("stopping the job failed", "run_id", rm.RunID, "err", err)
			}
			giveUp = time.After(b.cfg.StopTimeout)
		case <-giveUp:
			return evalcase.Result{}, backends.Errorf(domain.FailureCanceled, backends.CodeCanceled,
				"run %s was asked to stop and has not yet (allocation %s): %w", rm.RunID, allocStatus(last.alloc), context.Cause(ctx)), true
		}
	}
}

// ended reports whether a look at the job shows it will do nothing more.
func ended(st jobState) bool {
	switch {
	case st.gone:
		return true
	case st.alloc != nil:
		return terminal(st.alloc.ClientStatus)
	}
	// No allocation: stopped before it was placed, or its allocations were
	// garbage-collected.
	return st.stopped || st.status == jobStatusDead
}

// terminal reports whether an allocation's client status is final.
func terminal(clientStatus string) bool {
	switch clientStatus {
	case api.AllocClientStatusComplete, api.AllocClientStatusFailed, api.AllocClientStatusLost:
		return true
	}
	return false
}

// classify is the outcome of a job that ended without an end record.
func (b *Backend) classify(rm runMeta, st jobState, canceled bool) (evalcase.Result, error, bool) {
	fail := func(class domain.FailureClass, code, format string, args ...any) (evalcase.Result, error, bool) {
		return evalcase.Result{}, backends.Errorf(class, code, format, args...), true
	}
	a := st.alloc
	if a == nil {
		if st.stopped || canceled {
			return fail(domain.FailureCanceled, backends.CodeCanceled, "run %s was canceled before it was placed", rm.RunID)
		}
		return evalcase.Result{}, backends.Errorf(domain.FailureInterrupted, backends.CodeJobLost,
			"the allocation of run %s is gone (garbage-collected or purged); its outcome is lost", rm.RunID), false
	}
	var ts *api.TaskState
	if a.TaskStates != nil {
		ts = a.TaskStates[taskName]
	}
	switch {
	case a.ClientStatus == api.AllocClientStatusLost:
		return fail(domain.FailureInfra, backends.CodeJobLost, "the allocation of run %s was lost with its node %s", rm.RunID, a.NodeName)
	case oomKilled(ts):
		limit := "its memory limit"
		if rm.Case.Resources.MemoryMB > 0 {
			limit = fmt.Sprintf("its memory limit of %d MB", rm.Case.Resources.MemoryMB)
		}
		return fail(domain.FailureInfra, backends.CodeOOMKilled, "the task of run %s was OOM killed for exceeding %s", rm.RunID, limit)
	case st.stopped || canceled:
		return fail(domain.FailureCanceled, backends.CodeCanceled, "run %s was canceled", rm.RunID)
	}
	if ev := event(ts, api.TaskArtifactDownloadFailed); ev != nil {
		return fail(domain.FailureConfig, backends.CodeCloneFailed, "cloning the repository of run %s failed: %s", rm.RunID, eventMessage(ev))
	}
	if ev := event(ts, api.TaskDriverFailure, api.TaskFailedValidation); ev != nil {
		return fail(domain.FailureConfig, backends.CodeHarnessStart, "the task of run %s could not start: %s", rm.RunID, eventMessage(ev))
	}
	if ev := event(ts, api.TaskSetupFailure); ev != nil {
		return fail(domain.FailureInfra, backends.CodeWorkspace, "the task of run %s could not be set up: %s", rm.RunID, eventMessage(ev))
	}
	if a.DesiredStatus == api.AllocDesiredStatusStop || a.DesiredStatus == api.AllocDesiredStatusEvict {
		return fail(domain.FailureInfra, backends.CodeJobLost, "the allocation of run %s was stopped by the cluster (%s): %s", rm.RunID, a.DesiredStatus, a.DesiredDescription)
	}
	return fail(domain.FailureInfra, backends.CodeJobLost, "the task of run %s ended without a result (allocation %s)", rm.RunID, allocStatus(a))
}

// taskExit is the exit code of the task's last Terminated event; ok is
// false when it has none.
func taskExit(a *api.AllocationListStub) (code int, ok bool) {
	if a == nil || a.TaskStates == nil || a.TaskStates[taskName] == nil {
		return 0, false
	}
	events := a.TaskStates[taskName].Events
	for i := len(events) - 1; i >= 0; i-- {
		if e := events[i]; e != nil && e.Type == api.TaskTerminated {
			if n, err := strconv.Atoi(e.Details["exit_code"]); err == nil {
				return n, true
			}
			return e.ExitCode, true
		}
	}
	return 0, false
}

// oomKilled reports whether the task was killed by the OOM killer: a
// Terminated event with the oom_killed detail, or the driver's "OOM Killed"
// exit message.
func oomKilled(ts *api.TaskState) bool {
	if ts == nil {
		return false
	}
	for _, e := range ts.Events {
		if e == nil {
			continue
		}
		if e.Details["oom_killed"] == "true" {
			return true
		}
		for _, s := range []string{e.Details["exit_message"], e.Message, e.DisplayMessage} {
			if strings.Contains(s, "OOM Killed") {
				return true
			}
		}
	}
	return false
}

// event returns the last of the task's events of one of the types.
func event(ts *api.TaskState, types ...string) *api.TaskEvent {
	if ts == nil {
		return nil
	}
	for i := len(ts.Events) - 1; i >= 0; i-- {
		if e := ts.Events[i]; e != nil && slices.Contains(types, e.Type) {
			return e
		}
	}
	return nil
}

func eventMessage(e *api.TaskEvent) string {
	for _, s := range []string{e.DisplayMessage, e.Message, e.DriverError, e.DownloadError, e.SetupError, e.ValidationError} {
		if s != "" {
			return s
		}
	}
	return e.Type
}

func allocStatus(a *api.AllocationListStub) string {
	if a == nil {
		return "not placed"
	}
	s := a.ClientStatus
	if a.ClientDescription != "" {
		s += ": " + a.ClientDescription
	}
	return s
}

// watch sends a look at the job each time its allocations change (blocking
// queries), until ctx is done. A failed look is sent with its error and
// tried again after the poll interval.
func (b *Backend) watch(ctx context.Context, ns, runID string, out chan<- jobState) {
	var index uint64
	for ctx.Err() == nil {
		st, next := b.look(ctx, ns, runID, index)
		if st.err != nil {
			if !wire.Sleep(ctx, b.cfg.PollInterval) {
				return
			}
		} else {
			index = next
		}
		select {
		case out <- st:
		case <-ctx.Done():
			return
		}
		if st.err == nil && ended(st) {
			return
		}
	}
}

// look waits (a blocking query) until the job's allocations change after
// index, then reads the job and its first allocation.
func (b *Backend) look(ctx context.Context, ns, runID string, index uint64) (jobState, uint64) {
	q := b.query(ctx, ns)
	q.WaitIndex, q.WaitTime = index, b.cfg.WaitTime
	allocs, meta, err := b.client.Jobs().Allocations(runID, true, q)
	if err != nil {
		if isNotFound(err) {
			return jobState{gone: true}, index
		}
		return jobState{err: err}, index
	}
	j, _, err := b.client.Jobs().Info(runID, b.query(ctx, ns))
	if err != nil {
		if isNotFound(err) {
			return jobState{gone: true}, index
		}
		return jobState{err: err}, index
	}
	st := jobState{stopped: j.Stop != nil && *j.Stop}
	if j.Status != nil {
		st.status = *j.Status
	}
	for _, a := range allocs {
		if st.alloc == nil || a.CreateIndex < st.alloc.CreateIndex {
			st.alloc = a
		}
	}
	next := meta.LastIndex
	if next <= index {
		next = index + 1
	}
	return st, next
}

// stdout reads the task's stdout of an allocation.
func (b *Backend) stdout(ns, allocID string) wire.LogReader {
	return func(ctx context.Context, from int64, follow bool, data func([]byte) bool) (int64, error) {
		return b.logFrames(ctx, ns, allocID, from, follow, data)
	}
}

// logFrames reads /v1/client/fs/logs of the task's stdout from offset, a
// stream of JSON frames, calling data with each frame's bytes until the
// stream ends or data returns false. It returns the bytes read.
func (b *Backend) logFrames(ctx context.Context, ns, allocID string, offset int64, follow bool, data func([]byte) bool) (int64, error) {
	q := b.query(ctx, ns)
	q.Params = map[string]string{
		"task":   taskName,
		"type":   "stdout",
		"origin": "start",
		"offset": strconv.FormatInt(offset, 10),
		"follow": strconv.FormatBool(follow),
	}
	body, err := b.client.Raw().Response("/v1/client/fs/logs/"+allocID, q)
	if err != nil {
		return 0, err
	}
	defer func() { _ = body.Close() }()
	dec := json.NewDecoder(body)
	var n int64
	for {
		var f api.StreamFrame
		if err := dec.Decode(&f); err != nil {
			if errors.Is(err, io.EOF) {
				return n, nil
			}
			return n, err
		}
		if len(f.Data) == 0 {
			continue
		}
		if !data(f.Data) {
			return n, ctx.Err()
		}
		n += int64(len(f.Data))
	}
}
