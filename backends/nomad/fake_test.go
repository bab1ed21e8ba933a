package nomad_test

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"net/http"
	"net/http/httptest"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/hashicorp/nomad/api"

	"github.com/everdict/everdict/backends"
	"github.com/everdict/everdict/backends/backendtest"
	"github.com/everdict/everdict/backends/internal/wire"
)

// fakeNomad speaks the parts of Nomad's HTTP API the adapter uses
// (https://developer.hashicorp.com/nomad/api-docs): PUT /v1/jobs,
// GET /v1/jobs, GET and DELETE /v1/job/:id, GET /v1/job/:id/allocations
// (with blocking queries), GET /v1/client/fs/logs/:alloc (JSON frames,
// follow), GET /v1/status/leader. Every endpoint but the leader's wants the
// ACL token in X-Nomad-Token and answers 403 otherwise.
//
// Its scenario driver places every registered job at once (one allocation,
// unless placement is held) and plays it: it finds the conformance scenario
// in the task's args (backendtest.Recognize), plays it with Emulate against
// the environment Nomad would give the task, and writes what the adapter's
// wrapper would have written to the task's stdout (the wire format), then
// ends the allocation as Nomad would: complete with an end record, failed
// with an "OOM Killed" Terminated event, complete with desired status stop
// when the job was stopped. It enforces the case's timeout (the wrapper's
// job) from the job's meta.
type fakeNomad struct {
	t     *testing.T
	srv   *httptest.Server
	token string

	mu      sync.Mutex
	index   uint64
	changed chan struct{}
	jobs    map[string]*fakeJob // by namespace/id
	allocs  map[string]*fakeAlloc
	seq     int
	// holdPlacement leaves registered jobs unplaced (a blocked evaluation).
	holdPlacement bool
	// registered are the jobs as the adapter sent them, in order.
	registered []*api.Job
	// requests counts requests by "METHOD path".
	requests map[string]int
	// vars are the Nomad Variables, by namespace/path.
	vars map[string]map[string]string
	// forgeEnd plays a harness that writes a passing end record to the
	// task's stdout and then kills the wrapper, so the task exits 137
	// without the wrapper's own end record.
	forgeEnd atomic.Bool
	// forgeKey plays an end record that passes the harness, authenticated
	// with a key other than the run's (a harness's guess), written in
	// place of the wrapper's and followed by a clean exit.
	forgeKey atomic.Bool
	// exec is the alloc exec (fakeexec_test.go); denyExec refuses it as a
	// token without alloc-exec.
	exec     *fakeExecs
	denyExec atomic.Bool
}

type fakeJob struct {
	job         *api.Job
	ns          string
	stop        bool
	status      string
	createIndex uint64
	modifyIndex uint64
	alloc       *fakeAlloc
}

type fakeAlloc struct {
	id            string
	job           *fakeJob
	nodeName      string
	clientStatus  string
	desiredStatus string
	task          api.TaskState
	// clone is the prestart clone task's state, nil when the job has none;
	// repo is the directory it checked the repository out in (runClone).
	clone       *api.TaskState
	repo        string
	cloneOutput string
	stdout      []byte
	createIndex uint64
	modifyIndex uint64
	createTime  int64
	cancel      context.CancelCauseFunc
}

var (
	errStopped = errors.New("the job was stopped")
	errLost    = errors.New("the node was lost")
	errTimeout = errors.New("the case timed out")
)

const fakeToken = "server-nomad-token-7f3a9c"

func newFakeNomad(t *testing.T) *fakeNomad { return startFakeNomad(t, false) }

// newFakeNomadTLS is a fake served over HTTPS that offers HTTP/2, as a
// Nomad agent with TLS does.
func newFakeNomadTLS(t *testing.T) *fakeNomad { return startFakeNomad(t, true) }

func startFakeNomad(t *testing.T, tls bool) *fakeNomad {
	f := &fakeNomad{
		t:        t,
		token:    fakeToken,
		changed:  make(chan struct{}),
		jobs:     map[string]*fakeJob{},
		allocs:   map[string]*fakeAlloc{},
		requests: map[string]int{},
		vars:     map[string]map[string]string{},
		exec:     &fakeExecs{dir: t.TempDir(), procs: map[string][]*backendtest.Process{}, ended: map[string]bool{}},
	}
	mux := http.NewServeMux()
	mux.HandleFunc("GET /v1/status/leader", func(w http.ResponseWriter, r *http.Request) {
		writeJSON(w, 0, "127.0.0.1:4647")
	})
	mux.HandleFunc("PUT /v1/jobs", f.auth(f.register))
	mux.HandleFunc("GET /v1/jobs", f.auth(f.list))
	mux.HandleFunc("GET /v1/job/{id}", f.auth(f.info))
	mux.HandleFunc("DELETE /v1/job/{id}", f.auth(f.deregister))
	mux.HandleFunc("GET /v1/job/{id}/allocations", f.auth(f.allocations))
	mux.HandleFunc("GET /v1/client/fs/logs/{alloc}", f.auth(f.logs))
	mux.HandleFunc("PUT /v1/var/{path...}", f.auth(f.putVar))
	mux.HandleFunc("DELETE /v1/var/{path...}", f.auth(f.deleteVar))
	mux.HandleFunc("GET /v1/client/allocation/{alloc}/exec", f.serveExec)
	f.srv = httptest.NewUnstartedServer(mux)
	if tls {
		f.srv.EnableHTTP2 = true
		f.srv.StartTLS()
	} else {
		f.srv.Start()
	}
	t.Cleanup(func() {
		f.mu.Lock()
		for _, a := range f.allocs {
			a.cancel(errStopped)
		}
		f.mu.Unlock()
		f.killExecs()
		f.srv.Close()
	})
	return f
}

func (f *fakeNomad) URL() string { return f.srv.URL }

// changedLocked records a change: blocking queries wake up.
func (f *fakeNomad) changedLocked() uint64 {
	f.index++
	close(f.changed)
	f.changed = make(chan struct{})
	return f.index
}

func (f *fakeNomad) auth(h http.HandlerFunc) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		f.mu.Lock()
		f.requests[r.Method+" "+r.URL.Path]++
		f.mu.Unlock()
		if r.Header.Get("X-Nomad-Token") != f.token {
			http.Error(w, "Permission denied", http.StatusForbidden)
			return
		}
		h(w, r)
	}
}

func writeJSON(w http.ResponseWriter, index uint64, v any) {
	w.Header().Set("Content-Type", "application/json")
	if index > 0 {
		w.Header().Set("X-Nomad-Index", strconv.FormatUint(index, 10))
	}
	_ = json.NewEncoder(w).Encode(v)
}

func namespace(r *http.Request) string {
	if ns := r.URL.Query().Get("namespace"); ns != "" {
		return ns
	}
	return "default"
}

func (f *fakeNomad) register(w http.ResponseWriter, r *http.Request) {
	var req api.JobRegisterRequest
	if err := json.NewDecoder(r.Body).Decode(&req); err != nil || req.Job == nil || req.Job.ID == nil {
		http.Error(w, "bad job", http.StatusBadRequest)
		return
	}
	ns := namespace(r)
	if req.Job.Namespace != nil {
		ns = *req.Job.Namespace
	}
	key := ns + "/" + *req.Job.ID
	f.mu.Lock()
	defer f.mu.Unlock()
	if _, ok := f.jobs[key]; ok && req.EnforceIndex {
		http.Error(w, "Enforcing job modify index 0: job already exists", http.StatusBadRequest)
		return
	}
	f.registered = append(f.registered, req.Job)
	j := &fakeJob{job: req.Job, ns: ns, status: "pending"}
	f.jobs[key] = j
	idx := f.changedLocked()
	j.createIndex, j.modifyIndex = idx, idx
	if !f.holdPlacement {
		f.placeLocked(j)
	}
	writeJSON(w, f.index, api.JobRegisterResponse{EvalID: "eval-" + strconv.FormatUint(idx, 10), JobModifyIndex: idx})
}

func (f *fakeNomad) placeLocked(j *fakeJob) {
	f.seq++
	ctx, cancel := context.WithCancelCause(context.Background())
	a := &fakeAlloc{
		id:            fmt.Sprintf("a11oc000-0000-4000-8000-%012d", f.seq),
		job:           j,
		nodeName:      "node-1",
		clientStatus:  api.AllocClientStatusPending,
		desiredStatus: api.AllocDesiredStatusRun,
		task:          api.TaskState{State: "pending", Events: []*api.TaskEvent{{Type: api.TaskReceived}}},
		createTime:    time.Now().UnixNano(),
		cancel:        cancel,
	}
	j.alloc = a
	f.allocs[a.id] = a
	a.createIndex = f.changedLocked()
	a.modifyIndex = a.createIndex
	go f.play(ctx, a)
}

func (f *fakeNomad) jobLocked(r *http.Request) (*fakeJob, bool) {
	j, ok := f.jobs[namespace(r)+"/"+r.PathValue("id")]
	return j, ok
}

func (f *fakeNomad) info(w http.ResponseWriter, r *http.Request) {
	f.mu.Lock()
	defer f.mu.Unlock()
	j, ok := f.jobLocked(r)
	if !ok {
		http.Error(w, "job not found", http.StatusNotFound)
		return
	}
	out := *j.job
	out.Status, out.Stop = new(j.status), new(j.stop)
	out.CreateIndex, out.ModifyIndex = new(j.createIndex), new(j.modifyIndex)
	writeJSON(w, f.index, out)
}

func (f *fakeNomad) list(w http.ResponseWriter, r *http.Request) {
	ns, prefix := namespace(r), r.URL.Query().Get("prefix")
	f.mu.Lock()
	defer f.mu.Unlock()
	out := []*api.JobListStub{}
	for _, j := range f.jobs {
		if (ns == "*" || ns == j.ns) && strings.HasPrefix(*j.job.ID, prefix) {
			out = append(out, &api.JobListStub{ID: *j.job.ID, Name: *j.job.Name, Namespace: j.ns, Type: api.JobTypeBatch, Status: j.status, Stop: j.stop})
		}
	}
	slices.SortFunc(out, func(a, b *api.JobListStub) int { return strings.Compare(a.ID, b.ID) })
	writeJSON(w, f.index, out)
}

func (f *fakeNomad) deregister(w http.ResponseWriter, r *http.Request) {
	f.mu.Lock()
	defer f.mu.Unlock()
	j, ok := f.jobLocked(r)
	if !ok {
		http.Error(w, "job not found", http.StatusNotFound)
		return
	}
	j.stop = true
	if a := j.alloc; a != nil && !isTerminal(a.clientStatus) {
		a.desiredStatus = api.AllocDesiredStatusStop
		a.cancel(errStopped)
	} else {
		j.status = "dead"
	}
	j.modifyIndex = f.changedLocked()
	writeJSON(w, f.index, api.JobDeregisterResponse{EvalID: "eval-stop", JobModifyIndex: j.modifyIndex})
}

// allocations answers GET /v1/job/:id/allocations, a blocking query when
// index is given: it waits for a change after index, the wait time or the
// client.
func (f *fakeNomad) allocations(w http.ResponseWriter, r *http.Request) {
	index, _ := strconv.ParseUint(r.URL.Query().Get("index"), 10, 64)
	wait := 5 * time.Minute
	if d, err := time.ParseDuration(r.URL.Query().Get("wait")); err == nil {
		wait = d
	}
	timer := time.NewTimer(wait)
	defer timer.Stop()
	for {
		f.mu.Lock()
		j, ok := f.jobLocked(r)
		if !ok {
			f.mu.Unlock()
			http.Error(w, "job not found", http.StatusNotFound)
			return
		}
		if index == 0 || f.index > index {
			out := []*api.AllocationListStub{}
			if a := j.alloc; a != nil {
				ts := a.task
				ts.Events = slices.Clone(a.task.Events)
				states := map[string]*api.TaskState{"harness": &ts}
				if a.clone != nil {
					cs := *a.clone
					cs.Events = slices.Clone(a.clone.Events)
					states["clone"] = &cs
				}
				out = append(out, &api.AllocationListStub{
					ID: a.id, Name: *j.job.ID + ".run[0]", Namespace: j.ns, NodeID: "node-1-id", NodeName: a.nodeName,
					JobID: *j.job.ID, JobType: api.JobTypeBatch, TaskGroup: "run",
					DesiredStatus: a.desiredStatus, ClientStatus: a.clientStatus,
					TaskStates:  states,
					CreateIndex: a.createIndex, ModifyIndex: a.modifyIndex, CreateTime: a.createTime,
				})
			}
			idx := f.index
			f.mu.Unlock()
			writeJSON(w, idx, out)
			return
		}
		ch := f.changed
		f.mu.Unlock()
		select {
		case <-ch:
		case <-timer.C:
			index = 0
		case <-r.Context().Done():
			return
		}
	}
}

// logs answers GET /v1/client/fs/logs/:alloc with JSON frames of the task's
// stdout from offset; with follow it streams until the allocation ended.
func (f *fakeNomad) logs(w http.ResponseWriter, r *http.Request) {
	q := r.URL.Query()
	offset, _ := strconv.Atoi(q.Get("offset"))
	follow := q.Get("follow") == "true"
	if q.Get("task") != "harness" || q.Get("origin") != "start" {
		http.Error(w, "unexpected log request "+r.URL.RawQuery, http.StatusBadRequest)
		return
	}
	f.mu.Lock()
	a, ok := f.allocs[r.PathValue("alloc")]
	f.mu.Unlock()
	if !ok {
		http.Error(w, "unknown allocation ID", http.StatusNotFound)
		return
	}
	w.Header().Set("Content-Type", "application/json")
	enc := json.NewEncoder(w)
	for {
		f.mu.Lock()
		var data []byte
		if q.Get("type") == "stdout" && offset < len(a.stdout) {
			data = slices.Clone(a.stdout[offset:])
		}
		ended := isTerminal(a.clientStatus)
		ch := f.changed
		f.mu.Unlock()
		if len(data) > 0 {
			if err := enc.Encode(api.StreamFrame{Data: data, File: "alloc/logs/harness.stdout.0", Offset: int64(offset + len(data))}); err != nil {
				return
			}
			offset += len(data)
		}
		if fl, ok := w.(http.Flusher); ok {
			fl.Flush()
		}
		if !follow || ended && len(data) == 0 {
			return
		}
		if len(data) > 0 {
			continue
		}
		select {
		case <-ch:
		case <-r.Context().Done():
			return
		}
	}
}

func isTerminal(s string) bool {
	return s == api.AllocClientStatusComplete || s == api.AllocClientStatusFailed || s == api.AllocClientStatusLost
}

// update changes an allocation under the lock and records the change.
func (f *fakeNomad) update(a *fakeAlloc, change func()) {
	f.mu.Lock()
	defer f.mu.Unlock()
	change()
	a.modifyIndex = f.changedLocked()
	switch {
	case isTerminal(a.clientStatus):
		a.job.status = "dead"
	case a.clientStatus == api.AllocClientStatusRunning:
		a.job.status = "running"
	}
	a.job.modifyIndex = a.modifyIndex
}

// record appends a record of the wire format to the task's stdout.
func (f *fakeNomad) record(a *fakeAlloc, tag byte, text string) {
	f.update(a, func() {
		a.stdout = append(a.stdout, tag, ' ')
		a.stdout = append(append(a.stdout, text...), '\n')
	})
}

// line writes a harness line as the wrapper does: pieces of wire.Chunk bytes.
func (f *fakeNomad) line(a *fakeAlloc, s backends.Stream, text string) {
	whole, piece := byte('O'), byte('o')
	if s == backends.StreamStderr {
		whole, piece = 'E', 'e'
	}
	for len(text) > 1000 {
		f.record(a, piece, text[:1000])
		text = text[1000:]
	}
	f.record(a, whole, text)
}

func (f *fakeNomad) event(a *fakeAlloc, e *api.TaskEvent) {
	a.task.Events = append(a.task.Events, e)
}

// play runs an allocation: the scenario driver.
func (f *fakeNomad) play(ctx context.Context, a *fakeAlloc) {
	j := a.job.job
	task := j.TaskGroups[0].Tasks[0]
	defer f.endExecs(a.id) // an exec ends with its task
	if !f.runClone(ctx, a) || !f.fetchArtifacts(ctx, a) {
		return
	}
	f.update(a, func() {
		a.clientStatus, a.task.State = api.AllocClientStatusRunning, "running"
		f.event(a, &api.TaskEvent{Type: api.TaskStarted})
	})
	if img, _ := task.Config["image"].(string); img == "fake/pull-fails" {
		f.update(a, func() {
			a.clientStatus, a.task.State, a.task.Failed = api.AllocClientStatusFailed, "dead", true
			f.event(a, &api.TaskEvent{Type: api.TaskDriverFailure, DisplayMessage: "Failed to pull `fake/pull-fails`: manifest unknown"})
		})
		return
	}
	f.record(a, 'T', strconv.FormatInt(time.Now().UnixNano(), 10))
	var args []string
	if raw, ok := task.Config["args"].([]any); ok {
		for _, x := range raw {
			s, _ := x.(string)
			args = append(args, s)
		}
	}
	s, ok := backendtest.Recognize(args)
	if !ok {
		f.record(a, 'S', "not a conformance job")
		f.update(a, func() {
			a.clientStatus, a.task.State = api.AllocClientStatusFailed, "dead"
			f.event(a, &api.TaskEvent{Type: api.TaskTerminated, ExitCode: 2, Details: map[string]string{"exit_code": "2"}})
		})
		return
	}
	timeout, _ := strconv.Atoi(j.Meta["everdict.timeout_sec"])
	run, cancel := context.WithTimeoutCause(ctx, time.Duration(timeout)*time.Second, errTimeout)
	defer cancel()
	mem := 300
	if task.Resources != nil && task.Resources.MemoryMB != nil {
		mem = *task.Resources.MemoryMB
	}
	f.record(a, 'S', "harness started: "+args[3])
	start := time.Now()
	// The wrapper takes its key out of the environment the harness gets.
	wireKey, env := backendtest.TakeEnv(fakeEnv(a, f.variable), backends.EnvWireKey)
	env, collect, done := backendtest.PlayCollection(env)
	defer done()
	em := s.Emulate(run, env, templateContent(task, "local/everdict/task.txt"), mem, func(st backends.Stream, text string) { f.line(a, st, text) })
	latency := time.Since(start).Milliseconds()
	cause := context.Cause(run)
	switch {
	case em.OOMKilled:
		f.update(a, func() {
			a.clientStatus, a.task.State, a.task.Failed = api.AllocClientStatusFailed, "dead", true
			f.event(a, &api.TaskEvent{Type: api.TaskTerminated, ExitCode: 137, Signal: 9,
				DisplayMessage: `Exit Code: 137, Exit Message: "OOM Killed"`,
				Details:        map[string]string{"exit_code": "137", "signal": "9", "oom_killed": "true", "exit_message": "OOM Killed"}})
		})
		return
	case em.Stopped && errors.Is(cause, errLost):
		return // loseNode ended the allocation
	case em.Stopped && !errors.Is(cause, errTimeout):
		f.update(a, func() {
			a.clientStatus, a.task.State = api.AllocClientStatusComplete, "dead"
			f.event(a, &api.TaskEvent{Type: api.TaskKilling, KillTimeout: 15 * time.Second})
			f.event(a, &api.TaskEvent{Type: api.TaskKilled})
		})
		return
	}
	limit, exit := "", em.ExitCode
	if f.forgeKey.Load() {
		wireKey, exit = wire.RunKey([]byte("a harness's guess at the secret"), "evd-guess"), 0
	}
	if em.Stopped {
		limit, exit = "timeout", 143
		f.record(a, 'S', "harness stopped at its timeout")
	}
	f.record(a, 'S', fmt.Sprintf("harness exited with code %d", exit))
	for _, r := range backendtest.ReportRecords(em.Report) {
		f.record(a, 'R', r)
	}
	for _, r := range backendtest.AnswerRecords(em.Answer) {
		f.record(a, 'N', r)
	}
	// The wrapper's collection, run for real: its uploads go to the job's
	// upload URL with its grant.
	ups := collect(ctx, wire.CollectScript(0))
	for _, u := range ups {
		f.record(a, 'U', u)
	}
	if f.forgeEnd.Load() {
		f.record(a, 'X', `{"v":1,"exit":0,"limit":"","latencyMs":1,"tests":[]}`)
		f.update(a, func() {
			a.clientStatus, a.task.State, a.task.Failed = api.AllocClientStatusFailed, "dead", true
			f.event(a, &api.TaskEvent{Type: api.TaskTerminated, ExitCode: 137, Signal: 9, Details: map[string]string{"exit_code": "137", "signal": "9"}})
		})
		return
	}
	tests, _ := json.Marshal(em.TestsExit)
	if em.TestsExit == nil {
		tests = []byte("[]")
	}
	end := fmt.Sprintf(`{"v":2,"exit":%d,"limit":%q,"latencyMs":%d,"tests":%s}`, exit, limit, latency, tests)
	f.record(a, 'X', end)
	f.record(a, 'A', wire.Mac(wireKey, append(backendtest.SignedBytes(em.Report, em.Answer), backendtest.UploadBytes(ups)...), []byte(end)))
	f.update(a, func() {
		a.clientStatus, a.task.State = api.AllocClientStatusComplete, "dead"
		f.event(a, &api.TaskEvent{Type: api.TaskTerminated, Details: map[string]string{"exit_code": "0"}})
	})
}

// loseNode ends a run's allocation as lost, as Nomad does when its node
// stops heartbeating.
func (f *fakeNomad) loseNode(runID string) {
	f.mu.Lock()
	var a *fakeAlloc
	for _, j := range f.jobs {
		if *j.job.ID == runID {
			a = j.alloc
		}
	}
	f.mu.Unlock()
	if a == nil {
		f.t.Fatalf("loseNode: no allocation for %s", runID)
	}
	a.cancel(errLost)
	f.update(a, func() {
		a.clientStatus, a.desiredStatus = api.AllocClientStatusLost, api.AllocDesiredStatusStop
	})
}

// putVar answers PUT /v1/var/:path: it creates or replaces a variable.
func (f *fakeNomad) putVar(w http.ResponseWriter, r *http.Request) {
	var v api.Variable
	if err := json.NewDecoder(r.Body).Decode(&v); err != nil {
		http.Error(w, err.Error(), http.StatusBadRequest)
		return
	}
	f.mu.Lock()
	defer f.mu.Unlock()
	f.vars[namespace(r)+"/"+r.PathValue("path")] = v.Items
	writeJSON(w, f.changedLocked(), v)
}

// deleteVar answers DELETE /v1/var/:path.
func (f *fakeNomad) deleteVar(w http.ResponseWriter, r *http.Request) {
	f.mu.Lock()
	defer f.mu.Unlock()
	delete(f.vars, namespace(r)+"/"+r.PathValue("path"))
	writeJSON(w, f.changedLocked(), struct{}{})
}

// variable returns the items of a variable, nil when there is none.
func (f *fakeNomad) variable(ns, path string) map[string]string {
	f.mu.Lock()
	defer f.mu.Unlock()
	return f.vars[ns+"/"+path]
}

// nomadVarPath finds the variable an env template renders.
var nomadVarPath = regexp.MustCompile(`nomadVar "([^"]+)"`)

// fakeEnv is the environment Nomad gives the task: its env block with
// ${NOMAD_*} interpolated, the items of the variables its env templates
// render (read through variable), and Nomad's own variables.
func fakeEnv(a *fakeAlloc, variable func(ns, path string) map[string]string) []string {
	return fakeTaskEnv(a, a.job.job.TaskGroups[0].Tasks[0], variable)
}

// fakeTaskEnv is the environment Nomad gives one task of the allocation.
func fakeTaskEnv(a *fakeAlloc, task *api.Task, variable func(ns, path string) map[string]string) []string {
	j := a.job.job
	vars := map[string]string{
		"PATH":              "/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin",
		"HOSTNAME":          a.id[:8],
		"NOMAD_ALLOC_ID":    a.id,
		"NOMAD_ALLOC_DIR":   "/alloc",
		"NOMAD_TASK_DIR":    "/local",
		"NOMAD_SECRETS_DIR": "/secrets",
		"NOMAD_TASK_NAME":   task.Name,
		"NOMAD_GROUP_NAME":  *j.TaskGroups[0].Name,
		"NOMAD_JOB_ID":      *j.ID,
		"NOMAD_JOB_NAME":    *j.Name,
		"NOMAD_NAMESPACE":   a.job.ns,
		"NOMAD_DC":          "dc1",
		"NOMAD_REGION":      "global",
	}
	for k, v := range j.Meta {
		vars["NOMAD_META_"+strings.ReplaceAll(k, ".", "_")] = v
	}
	for k, v := range task.Env {
		for name, val := range map[string]string{"NOMAD_TASK_DIR": "/local", "NOMAD_ALLOC_DIR": "/alloc"} {
			v = strings.ReplaceAll(v, "${"+name+"}", val)
		}
		vars[k] = v
	}
	for _, tm := range task.Templates {
		if tm.Envvars == nil || !*tm.Envvars || tm.EmbeddedTmpl == nil {
			continue
		}
		if m := nomadVarPath.FindStringSubmatch(*tm.EmbeddedTmpl); m != nil {
			for k, v := range variable(a.job.ns, m[1]) {
				vars[k] = v
			}
		}
	}
	out := make([]string, 0, len(vars))
	for k, v := range vars {
		out = append(out, k+"="+v)
	}
	slices.Sort(out)
	return out
}

// runClone is the Nomad client for the allocation's prestart task (the
// private clone), when the job has one: it runs the task's command for real,
// with /bin/sh on this machine and the environment Nomad would give it (its
// templates' variables read through variable), the allocation's shared
// directory and the task's own temporary ones. A failing prestart task fails
// the allocation and the harness never starts, as in Nomad; runClone
// reports whether the allocation may go on.
func (f *fakeNomad) runClone(ctx context.Context, a *fakeAlloc) bool {
	var task *api.Task
	for _, t := range a.job.job.TaskGroups[0].Tasks {
		if t.Lifecycle != nil && t.Lifecycle.Hook == api.TaskLifecycleHookPrestart {
			task = t
		}
	}
	if task == nil {
		return true
	}
	allocDir, taskDir := f.t.TempDir(), f.t.TempDir()
	var env []string
	for _, kv := range fakeTaskEnv(a, task, f.variable) {
		k, v, _ := strings.Cut(kv, "=")
		switch k {
		case "PATH":
			v = os.Getenv("PATH")
		case "NOMAD_ALLOC_DIR":
			v = allocDir
		case "NOMAD_TASK_DIR", "HOME":
			v = taskDir
		}
		env = append(env, k+"="+v)
	}
	var args []string
	raw, _ := task.Config["args"].([]any)
	for _, x := range raw {
		s, _ := x.(string)
		args = append(args, s)
	}
	cmd := exec.CommandContext(ctx, "/bin/sh", args...)
	cmd.Env = env
	out, err := cmd.CombinedOutput()
	code := 0
	if x := (*exec.ExitError)(nil); errors.As(err, &x) {
		code = x.ExitCode()
	} else if err != nil {
		code = 128
	}
	f.t.Logf("fake nomad: prestart task %s: %v\n%s", task.Name, err, out)
	f.update(a, func() {
		a.repo, a.cloneOutput = filepath.Join(allocDir, "everdict-repo"), string(out)
		a.clone = &api.TaskState{State: "dead", Failed: code != 0, Events: []*api.TaskEvent{
			{Type: api.TaskStarted},
			{Type: api.TaskTerminated, ExitCode: code, Details: map[string]string{"exit_code": strconv.Itoa(code)}},
		}}
		if code != 0 {
			a.clientStatus, a.task.State, a.task.Failed = api.AllocClientStatusFailed, "dead", true
		}
	})
	return code == 0
}

// fetchArtifacts is the Nomad client's artifact fetcher for a git::
// artifact (a public repository): it asks the repository's server with a
// real git ls-remote, no credential, and fails the task as Nomad does (an
// "Failed Artifact Download" event) when the server refuses. It reports
// whether the allocation may go on.
func (f *fakeNomad) fetchArtifacts(ctx context.Context, a *fakeAlloc) bool {
	for _, art := range a.job.job.TaskGroups[0].Tasks[0].Artifacts {
		src, ok := strings.CutPrefix(*art.GetterSource, "git::")
		if !ok {
			continue
		}
		cmd := exec.CommandContext(ctx, "git", "ls-remote", "--", src)
		cmd.Env = []string{"PATH=" + os.Getenv("PATH"), "GIT_TERMINAL_PROMPT=0", "GIT_CONFIG_NOSYSTEM=1", "GIT_CONFIG_GLOBAL=/dev/null", "HOME=" + f.t.TempDir()}
		if out, err := cmd.CombinedOutput(); err != nil {
			f.update(a, func() {
				a.clientStatus, a.task.State, a.task.Failed = api.AllocClientStatusFailed, "dead", true
				f.event(a, &api.TaskEvent{Type: api.TaskArtifactDownloadFailed,
					DisplayMessage: fmt.Sprintf("failed to download artifact %q: %v: %s", *art.GetterSource, err, strings.TrimSpace(string(out)))})
			})
			return false
		}
	}
	return true
}

// templateContent is what Nomad renders from the task's template for dest.
func templateContent(task *api.Task, dest string) string {
	for _, tm := range task.Templates {
		if tm.DestPath != nil && *tm.DestPath == dest && tm.EmbeddedTmpl != nil {
			return *tm.EmbeddedTmpl
		}
	}
	return ""
}
