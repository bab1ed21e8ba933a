// Package runner is `everdict runner`: a self-hosted runner's side. It
// probes its machine (runtime.DetectCapabilities), registers with the
// server with a bearer token, heartbeats, leases runs over one outbound long
// poll (no inbound port), runs each with the LOCAL executor (sandboxed when
// the run's trust zone requires it), posts its log lines in batches and
// reports its outcome. The server side is package runners.
package runner

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"net/http"
	"net/url"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/everdict/everdict/backends"
	"github.com/everdict/everdict/clock"
	"github.com/everdict/everdict/evalcase"
	"github.com/everdict/everdict/runnerapi"
)

// Defaults of Config.
const (
	// SlotsDefault is how many runs a runner takes at once.
	SlotsDefault = 1
	// FlushIntervalDefault is how long a log line waits before its batch is
	// posted.
	FlushIntervalDefault = 250 * time.Millisecond
	// BatchLinesDefault is the most log lines of one post.
	BatchLinesDefault = 200
	// RetryMaxDefault bounds the wait between retries of a failed call.
	RetryMaxDefault = 5 * time.Second
)

// Config configures a Runner. Server, Token, Name and Backend are required.
type Config struct {
	// Server is the control plane's base URL (http://host:8080).
	Server string
	// Token is the bearer token: an ADMIN token registers a workspace
	// runner, a MEMBER token a personal one.
	Token string
	// Name names the runner.
	Name string
	// Capabilities are what it advertises: the machine's probed ones plus
	// the given labels.
	Capabilities []string
	// Slots: zero means SlotsDefault.
	Slots int
	// Once exits after one job.
	Once bool
	// Backend runs the jobs (LOCAL).
	Backend backends.Backend
	// HTTPClient: nil means one with no overall timeout (the lease is a
	// long poll; each call has its own deadline).
	HTTPClient *http.Client
	// Out receives the runner's progress lines ("registered as runner 7").
	Out io.Writer
	// Clock: nil means the wall clock.
	Clock clock.Clock
	// Logger: nil discards.
	Logger *slog.Logger
}

// Runner is one runner process's loop. Build it with New, call Run.
type Runner struct {
	cfg  Config
	log  *slog.Logger
	http *http.Client

	id    int
	every time.Duration

	mu    sync.Mutex
	beats int              // heartbeats sent
	jobs  map[int]*running // run id → its job
}

// running is a job this runner runs.
type running struct {
	cancel context.CancelCauseFunc
	// since is how many heartbeats had been sent when it was leased: only
	// the answer to a later one may say the run is no longer this runner's.
	since int
}

// New returns a Runner over cfg.
func New(cfg Config) (*Runner, error) {
	switch {
	case cfg.Server == "" || cfg.Token == "":
		return nil, errors.New("runner: a server URL and a token are required")
	case cfg.Name == "":
		return nil, errors.New("runner: a name is required")
	case cfg.Backend == nil:
		return nil, errors.New("runner: a backend is required")
	}
	cfg.Server = strings.TrimRight(cfg.Server, "/")
	if cfg.Slots <= 0 {
		cfg.Slots = SlotsDefault
	}
	if cfg.HTTPClient == nil {
		cfg.HTTPClient = &http.Client{}
	}
	if cfg.Out == nil {
		cfg.Out = io.Discard
	}
	if cfg.Clock == nil {
		cfg.Clock = clock.System{}
	}
	log := cfg.Logger
	if log == nil {
		log = slog.New(slog.DiscardHandler)
	}
	return &Runner{cfg: cfg, log: log, http: cfg.HTTPClient, jobs: map[int]*running{}}, nil
}

// errGone cancels a job whose run the runner no longer holds (settled
// elsewhere, a cancel, or taken over after a missed heartbeat).
var errGone = errors.New("the run is no longer this runner's")

// Run registers the runner and works until ctx is done (or, with Once,
// after one job), letting the jobs it runs finish. It returns the
// registration's error, or that the runner was removed; other failures are
// retried.
func (r *Runner) Run(ctx context.Context) error {
	var reg runnerapi.Runner
	if err := r.call(ctx, http.MethodPost, "/runner/register", runnerapi.RegisterInput{
		Name: r.cfg.Name, Capabilities: r.cfg.Capabilities, Slots: r.cfg.Slots}, &reg); err != nil {
		return fmt.Errorf("register: %w", err)
	}
	r.id, r.every = reg.ID, reg.HeartbeatEvery
	if r.every <= 0 {
		r.every = 10 * time.Second
	}
	fmt.Fprintf(r.cfg.Out, "registered as runner %d (%s, capabilities: %s)\n", reg.ID, reg.Owner, strings.Join(reg.Capabilities, ","))
	r.log = r.log.With("runner_id", r.id)

	hctx, stopBeat := context.WithCancel(context.Background())
	var wg sync.WaitGroup
	wg.Go(func() { r.heartbeats(hctx) })
	defer func() {
		stopBeat()
		wg.Wait()
	}()

	slots := make(chan struct{}, r.cfg.Slots)
	var jobs sync.WaitGroup
	defer jobs.Wait()
	for ctx.Err() == nil {
		select {
		case slots <- struct{}{}:
		case <-ctx.Done():
			return nil
		}
		job, err := r.lease(ctx)
		if err != nil || job == nil {
			<-slots
			var se *StatusError
			if errors.As(err, &se) && se.Status == http.StatusNotFound {
				return fmt.Errorf("runner %d was removed", r.id)
			}
			if err != nil && ctx.Err() == nil {
				r.log.Warn("lease failed; retrying", "err", err)
				r.sleep(ctx, time.Second)
			}
			continue
		}
		fmt.Fprintf(r.cfg.Out, "running run %d (attempt %d)\n", job.RunID, job.Attempt)
		if r.cfg.Once {
			r.execute(ctx, job)
			return nil
		}
		jobs.Go(func() {
			defer func() { <-slots }()
			r.execute(ctx, job)
		})
	}
	return nil
}

func (r *Runner) lease(ctx context.Context) (*runnerapi.Job, error) {
	var job runnerapi.Job
	status, err := r.do(ctx, http.MethodPost, "/runner/"+strconv.Itoa(r.id)+"/lease", nil, &job)
	if err != nil || status == http.StatusNoContent {
		return nil, err
	}
	return &job, nil
}

// heartbeats renews the runner's leases every HeartbeatEvery and stops a
// job whose run it no longer holds.
func (r *Runner) heartbeats(ctx context.Context) {
	for {
		select {
		case <-ctx.Done():
			return
		case <-r.cfg.Clock.After(r.every):
		}
		r.mu.Lock()
		r.beats++
		beat := r.beats
		r.mu.Unlock()
		var ans runnerapi.HeartbeatAnswer
		if err := r.call(ctx, http.MethodPost, "/runner/"+strconv.Itoa(r.id)+"/heartbeat", nil, &ans); err != nil {
			r.log.Warn("heartbeat failed", "err", err)
			continue
		}
		r.mu.Lock()
		for id, j := range r.jobs {
			// A job leased while this heartbeat was on its way is not in
			// its answer yet.
			if st, held := ans.Runs[id]; j.since < beat && (!held || st.Settled()) {
				j.cancel(errGone)
			}
		}
		r.mu.Unlock()
	}
}

// execute runs one leased job to its end and reports its outcome.
func (r *Runner) execute(ctx context.Context, job *runnerapi.Job) {
	log := r.log.With("run_id", job.RunID, "attempt", job.Attempt)
	jctx, cancel := context.WithCancelCause(ctx)
	r.mu.Lock()
	r.jobs[job.RunID] = &running{cancel: cancel, since: r.beats}
	r.mu.Unlock()
	defer func() {
		r.mu.Lock()
		delete(r.jobs, job.RunID)
		r.mu.Unlock()
		cancel(nil)
	}()
	sink := newSink(r, job.RunID)
	sink.upload = &uploader{r: r, job: job, mask: maskOf(job.Job.Secrets)}
	sinkDone := make(chan struct{})
	go func() { defer close(sinkDone); sink.loop(ctx) }()
	res, err := r.cfg.Backend.Dispatch(jctx, job.Job, sink)
	sink.close()
	<-sinkDone
	if errors.Is(context.Cause(jctx), errGone) {
		log.Info("stopped: the run is no longer this runner's")
		return
	}
	if ctx.Err() != nil {
		return // shutting down: the lease lapses and the run is requeued
	}
	// The files the server dropped are named with the executor's drops.
	res.ArtifactsDropped = append(res.ArtifactsDropped, sink.upload.dropped...)
	out := runnerapi.Outcome{Result: &res}
	if err != nil {
		msg := err.Error()
		var be *backends.Error
		if errors.As(err, &be) && be.Message != "" {
			msg = be.Message
		}
		out = runnerapi.Outcome{Failure: &runnerapi.Failure{Class: backends.ClassOf(err), Code: backends.CodeOf(err), Message: msg}}
	}
	r.retry(ctx, "report the outcome", func() error {
		return r.call(ctx, http.MethodPost, fmt.Sprintf("/runner/%d/runs/%d/complete", r.id, job.RunID), out, nil)
	})
	fmt.Fprintf(r.cfg.Out, "finished run %d: %s\n", job.RunID, verdict(out.Result))
}

// retry calls op until it succeeds, the server refuses it for good (a 4xx:
// the run is no longer this runner's), or ctx is done.
func (r *Runner) retry(ctx context.Context, what string, op func() error) {
	wait := 100 * time.Millisecond
	for {
		err := op()
		var se *StatusError
		if err == nil || errors.As(err, &se) && se.Status < 500 {
			if err != nil {
				r.log.Warn(what+" refused", "err", err)
			}
			return
		}
		r.log.Warn(what+" failed; retrying", "err", err)
		if !r.sleep(ctx, wait) {
			return
		}
		wait = min(wait*2, RetryMaxDefault)
	}
}

func (r *Runner) sleep(ctx context.Context, d time.Duration) bool {
	select {
	case <-ctx.Done():
		return false
	case <-r.cfg.Clock.After(d):
		return true
	}
}

// StatusError is an answer the server refused a call with.
type StatusError struct {
	Status  int
	Code    string
	Message string
}

func (e *StatusError) Error() string {
	return fmt.Sprintf("server answered %d %s: %s", e.Status, e.Code, e.Message)
}

// call makes one JSON call and decodes its answer into out (unless nil).
func (r *Runner) call(ctx context.Context, method, path string, in, out any) error {
	_, err := r.do(ctx, method, path, in, out)
	return err
}

func (r *Runner) do(ctx context.Context, method, path string, in, out any) (int, error) {
	var body io.Reader
	if in != nil {
		b, err := json.Marshal(in)
		if err != nil {
			return 0, err
		}
		body = bytes.NewReader(b)
	}
	req, err := http.NewRequestWithContext(ctx, method, r.cfg.Server+path, body)
	if err != nil {
		return 0, err
	}
	req.Header.Set("Authorization", "Bearer "+r.cfg.Token)
	req.Header.Set("Content-Type", "application/json")
	resp, err := r.http.Do(req)
	if err != nil {
		return 0, err
	}
	defer resp.Body.Close()
	if resp.StatusCode >= 300 {
		var eb runnerapi.ErrorBody
		_ = json.NewDecoder(io.LimitReader(resp.Body, 1<<16)).Decode(&eb)
		return resp.StatusCode, &StatusError{Status: resp.StatusCode, Code: eb.Error.Code, Message: eb.Error.Message}
	}
	if out != nil && resp.StatusCode != http.StatusNoContent {
		if err := json.NewDecoder(resp.Body).Decode(out); err != nil {
			return resp.StatusCode, fmt.Errorf("decode the answer to %s: %w", path, err)
		}
	}
	return resp.StatusCode, nil
}

// sink batches a job's log lines and posts them: every FlushIntervalDefault
// or BatchLinesDefault lines, and what is left when the job ends. A post
// that fails is retried; the lines wait meanwhile.
type sink struct {
	r      *Runner
	runID  int
	upload *uploader

	mu     sync.Mutex
	lines  []backends.LogLine
	wake   chan struct{}
	closed bool
}

func newSink(r *Runner, runID int) *sink {
	return &sink{r: r, runID: runID, wake: make(chan struct{}, 1)}
}

// Line queues l.
func (k *sink) Line(l backends.LogLine) {
	k.mu.Lock()
	k.lines = append(k.lines, l)
	full := len(k.lines) >= BatchLinesDefault
	k.mu.Unlock()
	if full {
		k.poke()
	}
}

func (k *sink) poke() {
	select {
	case k.wake <- struct{}{}:
	default:
	}
}

// close posts what is left and ends loop.
func (k *sink) close() {
	k.mu.Lock()
	k.closed = true
	k.mu.Unlock()
	k.poke()
}

func (k *sink) loop(ctx context.Context) {
	for {
		select {
		case <-ctx.Done():
			return
		case <-k.wake:
		case <-k.r.cfg.Clock.After(FlushIntervalDefault):
		}
		k.mu.Lock()
		batch, closed := k.lines[:min(len(k.lines), BatchLinesDefault)], k.closed
		k.mu.Unlock()
		if len(batch) > 0 {
			k.r.retry(ctx, "post log lines", func() error {
				return k.r.call(ctx, http.MethodPost, fmt.Sprintf("/runner/%d/runs/%d/logs", k.r.id, k.runID),
					map[string]any{"lines": batch}, nil)
			})
			k.mu.Lock()
			k.lines = k.lines[len(batch):]
			more := len(k.lines) > 0
			k.mu.Unlock()
			if more {
				k.poke()
				continue
			}
		}
		if closed {
			k.mu.Lock()
			left := len(k.lines)
			k.mu.Unlock()
			if left == 0 {
				return
			}
		}
	}
}

// verdict is a result's verdict, for progress lines.
func verdict(res *evalcase.Result) string {
	if res == nil {
		return "FAILED"
	}
	return string(res.Verdict)
}

// KeepArtifacts uploads the files the executor collected
// (backends.ArtifactSink), before Dispatch returns.
func (k *sink) KeepArtifacts(ctx context.Context, files []backends.Artifact) {
	k.upload.keep(ctx, files)
}

// uploader pushes a job's collected files to the server, one PUT each with
// the lease's upload grant, and keeps the reasons of those it dropped.
type uploader struct {
	r       *Runner
	job     *runnerapi.Job
	mask    *strings.Replacer
	dropped []evalcase.DroppedArtifact
}

func (u *uploader) keep(ctx context.Context, files []backends.Artifact) {
	if u.job.ArtifactGrant == "" {
		return // a server of a build before uploads
	}
	for _, f := range files {
		// A file's name is the harness's: masked like its logs.
		f.Name = u.mask.Replace(f.Name)
		if reason := u.put(ctx, f); reason != "" {
			u.dropped = append(u.dropped, evalcase.DroppedArtifact{Name: f.Name, Reason: reason})
		}
	}
}

// put uploads one file, returning why it was not kept, or "".
func (u *uploader) put(ctx context.Context, f backends.Artifact) string {
	body, err := f.Open()
	if err != nil {
		return backends.DropUnreadable
	}
	defer func() { _ = body.Close() }()
	q := url.Values{"name": {f.Name}}
	req, err := http.NewRequestWithContext(ctx, http.MethodPut,
		u.r.cfg.Server+backends.ArtifactUploadPath(u.job.RunID, u.job.Attempt)+"?"+q.Encode(), body)
	if err != nil {
		return backends.DropNotKept
	}
	req.ContentLength = f.Size
	req.Header.Set("Authorization", "Bearer "+u.job.ArtifactGrant)
	req.Header.Set("Content-Type", "application/octet-stream")
	resp, err := u.r.http.Do(req)
	if err != nil {
		u.r.log.Warn("artifact not uploaded", "run_id", u.job.RunID, "err", err)
		return backends.DropNotKept
	}
	defer func() { _ = resp.Body.Close() }()
	var ans backends.ArtifactUploadAnswer
	_ = json.NewDecoder(io.LimitReader(resp.Body, 1<<12)).Decode(&ans)
	switch {
	case resp.StatusCode == http.StatusCreated:
		return ""
	case ans.Dropped != "":
		return ans.Dropped
	}
	u.r.log.Warn("artifact not uploaded", "run_id", u.job.RunID, "status", resp.StatusCode)
	return backends.DropNotKept
}

// maskOf hides the job's secret values in a file's name, as the server
// masks its logs (a runner links no server package).
func maskOf(values []string) *strings.Replacer {
	var pairs []string
	for _, v := range values {
		if v != "" {
			pairs = append(pairs, v, "***")
		}
	}
	return strings.NewReplacer(pairs...)
}
