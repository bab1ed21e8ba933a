package nomad

import (
	"context"
	"encoding/json"
	"errors"
	"io"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/hashicorp/nomad/api"

	"github.com/everdict/everdict/backends"
	"github.com/everdict/everdict/backends/internal/cluster"
	"github.com/everdict/everdict/backends/internal/wire"
	"github.com/everdict/everdict/domain"
	"github.com/everdict/everdict/evalcase"
)

// platform is the Backend as the cluster core's Platform and Enterer: its
// methods are the core's, not the Backend's.
type platform Backend

var (
	_ cluster.Platform[jobState] = (*platform)(nil)
	_ cluster.Enterer[jobState]  = (*platform)(nil)
)

// jobState is one look at a run's job: whether it was stopped, and its first
// allocation (a run's job has one: restarts and reschedules are off). It is
// the cluster core's State.
type jobState struct {
	// Seen: the job was purged, an allocation of it may still run, the
	// task's stdout of alloc.
	cluster.Seen
	stopped bool
	status  string
	alloc   *api.AllocationListStub
}

func (st jobState) Placed() bool { return st.alloc != nil }
func (st jobState) Stuck() string {
	return "" // Nomad fails a task that cannot start by itself
}

func (st jobState) Logs() (wire.LogReader, time.Time, bool) {
	if st.alloc == nil {
		return nil, time.Time{}, false
	}
	return st.Stdout, time.Unix(0, st.alloc.CreateTime), true
}

func (st jobState) Running() bool {
	a := st.alloc
	ts := a.TaskStates[taskName]
	return a.ClientStatus == api.AllocClientStatusRunning && a.DesiredStatus == api.AllocDesiredStatusRun && ts != nil && ts.State == taskRunning
}

func (st jobState) Exit() (int, bool) { return taskExit(st.alloc, taskName) }
func (st jobState) Status() string    { return allocStatus(st.alloc) }

// ended reports whether a look at the job shows it will do nothing more.
func (st jobState) Ended(_, _ bool) bool {
	switch {
	case st.JobGone:
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

// Classify is the outcome of a job that ended without an end record.
func (p *platform) Classify(rm cluster.Meta, st jobState, _, canceled bool) (evalcase.Result, error, bool) {
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
		return evalcase.Result{}, cluster.OOM("task", rm), true
	case st.stopped || canceled:
		return fail(domain.FailureCanceled, backends.CodeCanceled, "run %s was canceled", rm.RunID)
	}
	if code, ok := taskExit(a, cloneTaskName); ok && code != 0 {
		// The private clone's prestart task failed (the harness never
		// started); it exits wire.CloneExitAuth when the server refused it
		// as unauthorized.
		return evalcase.Result{}, wire.CloneFailure(rm.RunID, rm.RepoHost, code), true
	}
	if ev := event(ts, api.TaskArtifactDownloadFailed); ev != nil {
		if wire.Unauthorized(eventMessage(ev)) {
			return evalcase.Result{}, wire.CloneFailure(rm.RunID, rm.RepoHost, wire.CloneExitAuth), true
		}
		where := "the repository"
		if rm.RepoHost != "" {
			where += " at " + rm.RepoHost
		}
		return fail(domain.FailureConfig, backends.CodeCloneFailed, "cloning %s for run %s failed: %s", where, rm.RunID, eventMessage(ev))
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

// taskExit is the exit code of the named task's last Terminated event; ok
// is false when it has none.
func taskExit(a *api.AllocationListStub, task string) (code int, ok bool) {
	if a == nil || a.TaskStates == nil || a.TaskStates[task] == nil {
		return 0, false
	}
	events := a.TaskStates[task].Events
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

// Watch sends a look at the job each time its allocations change
// (blocking queries), until ctx is done. A failed look is sent with its
// error after the poll interval.
func (p *platform) Watch(ctx context.Context, j cluster.Job, out chan<- cluster.Update[jobState]) {
	var index uint64
	for ctx.Err() == nil {
		st, next, err := p.look(ctx, j.Namespace, j.RunID, index)
		if err != nil {
			if !wire.Sleep(ctx, p.cfg.PollInterval) {
				return
			}
		} else {
			index = next
		}
		select {
		case out <- cluster.Update[jobState]{State: st, Err: err}:
		case <-ctx.Done():
			return
		}
	}
}

// Look reads the job and its first allocation now.
func (p *platform) Look(ctx context.Context, j cluster.Job) (jobState, error) {
	st, _, err := p.look(ctx, j.Namespace, j.RunID, 0)
	return st, err
}

// look waits (a blocking query) until the job's allocations change after
// index, then reads the job and its first allocation.
func (p *platform) look(ctx context.Context, ns, runID string, index uint64) (jobState, uint64, error) {
	q := p.query(ctx, ns)
	q.WaitIndex, q.WaitTime = index, p.cfg.WaitTime
	allocs, meta, err := p.client.Jobs().Allocations(runID, true, q)
	if err != nil {
		if isNotFound(err) {
			return jobState{Seen: cluster.Seen{JobGone: true}}, index, nil
		}
		return jobState{}, index, err
	}
	j, _, err := p.client.Jobs().Info(runID, p.query(ctx, ns))
	if err != nil {
		if isNotFound(err) {
			return jobState{Seen: cluster.Seen{JobGone: true}}, index, nil
		}
		return jobState{}, index, err
	}
	st := jobState{stopped: j.Stop != nil && *j.Stop}
	if j.Status != nil {
		st.status = *j.Status
	}
	for _, a := range allocs {
		st.TaskLive = st.TaskLive || !terminal(a.ClientStatus)
		if st.alloc == nil || a.CreateIndex < st.alloc.CreateIndex {
			st.alloc = a
		}
	}
	if st.alloc != nil {
		st.Stdout = p.stdout(ns, st.alloc.ID)
	}
	next := meta.LastIndex
	if next <= index {
		next = index + 1
	}
	return st, next, nil
}

// stdout reads the task's stdout of an allocation.
func (p *platform) stdout(ns, allocID string) wire.LogReader {
	return func(ctx context.Context, from int64, follow bool, data func([]byte) bool) (int64, error) {
		return p.logFrames(ctx, ns, allocID, from, follow, data)
	}
}

// logFrames reads /v1/client/fs/logs of the task's stdout from offset, a
// stream of JSON frames, calling data with each frame's bytes until the
// stream ends or data returns false. It returns the bytes read.
func (p *platform) logFrames(ctx context.Context, ns, allocID string, offset int64, follow bool, data func([]byte) bool) (int64, error) {
	q := p.query(ctx, ns)
	q.Params = map[string]string{
		"task":   taskName,
		"type":   "stdout",
		"origin": "start",
		"offset": strconv.FormatInt(offset, 10),
		"follow": strconv.FormatBool(follow),
	}
	body, err := p.client.Raw().Response("/v1/client/fs/logs/"+allocID, q)
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
