package cluster

import (
	"bytes"
	"context"
	"encoding/binary"
	"errors"
	"image/png"
	"io"
	"log/slog"
	"slices"
	"sync"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"

	"github.com/everdict/everdict/backends"
	"github.com/everdict/everdict/backends/internal/wire"
	"github.com/everdict/everdict/domain"
	"github.com/everdict/everdict/evalcase"
)

// fakeState is a look at a fake job: the test says what the core sees.
type fakeState struct {
	gone, placed, ended, live, running bool
	stuck                              string
}

func (s fakeState) Gone() bool                              { return s.gone }
func (s fakeState) Placed() bool                            { return s.placed }
func (s fakeState) Logs() (wire.LogReader, time.Time, bool) { return nil, time.Time{}, false }
func (s fakeState) Stuck() string                           { return s.stuck }
func (s fakeState) Ended(_, _ bool) bool                    { return s.ended || s.gone }
func (s fakeState) Live() bool                              { return s.live }
func (s fakeState) Running() bool                           { return s.running }
func (s fakeState) Exit() (int, bool)                       { return 0, false }
func (s fakeState) Status() string                          { return "fake" }

// fakePlatform keeps jobs in memory; its watches send what the test feeds.
type fakePlatform struct {
	feed  chan fakeState
	stops chan string // the failed argument of each Stop

	// display, when set, is what an exec of xwd prints: the task's
	// screen.
	display []byte

	mu       sync.Mutex
	jobs     map[string]Job
	released []string
}

func newFake() *fakePlatform {
	return &fakePlatform{feed: make(chan fakeState), stops: make(chan string, 4), jobs: map[string]Job{}}
}

func (f *fakePlatform) SandboxAvailable() bool { return true }
func (f *fakePlatform) Unhardened() string     { return "" }

func (f *fakePlatform) Submit(_ context.Context, _ *slog.Logger, job backends.Job, ns string) (Job, error) {
	meta, err := testKeys.Write(job, 60, wire.User{UID: 1000, GID: 1000})
	if err != nil {
		return Job{}, err
	}
	j := Job{Namespace: ns, Name: job.RunID, RunID: job.RunID, Meta: meta, Secret: true}
	f.mu.Lock()
	defer f.mu.Unlock()
	if _, ok := f.jobs[job.RunID]; ok {
		return Job{}, Duplicate(job.RunID)
	}
	f.jobs[job.RunID] = j
	return j, nil
}

func (f *fakePlatform) Get(ctx context.Context, _, runID string) (Job, bool, error) {
	return f.Search(ctx, runID)
}

func (f *fakePlatform) Search(_ context.Context, runID string) (Job, bool, error) {
	f.mu.Lock()
	defer f.mu.Unlock()
	j, ok := f.jobs[runID]
	return j, ok, nil
}

func (f *fakePlatform) Look(ctx context.Context, _ Job) (fakeState, error) {
	select {
	case st := <-f.feed:
		return st, nil
	case <-ctx.Done():
		return fakeState{}, ctx.Err()
	}
}

func (f *fakePlatform) Watch(ctx context.Context, _ Job, out chan<- Update[fakeState]) {
	for {
		select {
		case st := <-f.feed:
			select {
			case out <- Update[fakeState]{State: st}:
			case <-ctx.Done():
				return
			}
		case <-ctx.Done():
			return
		}
	}
}

func (f *fakePlatform) Stop(_ context.Context, j Job, failed string) error {
	f.mu.Lock()
	j = f.jobs[j.RunID]
	j.Stopped = true
	f.jobs[j.RunID] = j
	f.mu.Unlock()
	f.stops <- failed
	return nil
}

func (f *fakePlatform) Release(_ context.Context, _ *slog.Logger, j Job) {
	f.mu.Lock()
	defer f.mu.Unlock()
	f.released = append(f.released, j.RunID)
}

func (f *fakePlatform) Classify(m Meta, _ fakeState, _, canceled bool) (evalcase.Result, error, bool) {
	if canceled {
		return evalcase.Result{}, backends.Errorf(domain.FailureCanceled, backends.CodeCanceled, "run %s was canceled", m.RunID), true
	}
	return evalcase.Result{}, backends.Errorf(domain.FailureInfra, backends.CodeJobLost, "run %s ended without a result", m.RunID), true
}

func (f *fakePlatform) APIError(op string, err error) *backends.Error {
	return backends.Errorf(domain.FailureInfra, backends.CodeBackend, "%s: %w", op, err)
}

func (f *fakePlatform) Enterable(string) error { return nil }

func (f *fakePlatform) Exec(_ context.Context, _ Job, _ fakeState, argv []string, _ time.Duration, stdout, _ io.Writer) (int, bool, error) {
	if f.display != nil && slices.Contains(argv, "xwd") {
		_, err := stdout.Write(f.display)
		return 0, false, err
	}
	_, err := io.WriteString(stdout, argv[len(argv)-1])
	return 3, false, err
}

func (f *fakePlatform) Terminal(context.Context, Job, fakeState, []string, backends.TermSize) (backends.Terminal, error) {
	return nil, errors.ErrUnsupported
}

var testKeys = Keys{RunID: "run", Tenant: "tenant", CaseID: "case", Timeout: "timeout", Graders: "graders", User: "user", Kind: "meta"}

func newCore(f *fakePlatform) *Core[fakeState] {
	return New[fakeState](Config{Platform: "fake", Task: "task", Keys: testKeys, WireKey: []byte("k"), PollInterval: time.Millisecond, StopTimeout: time.Minute}, f, f)
}

func testJob(runID string) backends.Job {
	return backends.Job{RunID: runID, Tenant: "acme", Zone: domain.TrustZone{Trusted: true},
		Harness: evalcase.Harness{Name: "h", Command: []string{"true"}}}
}

type outcome struct {
	Class domain.FailureClass
	Code  string
}

func outcomeOf(err error) outcome { return outcome{backends.ClassOf(err), backends.CodeOf(err)} }

type dispatched struct {
	res evalcase.Result
	err error
}

func dispatch(ctx context.Context, c *Core[fakeState], job backends.Job) <-chan dispatched {
	done := make(chan dispatched, 1)
	go func() {
		res, err := c.Dispatch(ctx, job, nil)
		done <- dispatched{res, err}
	}()
	return done
}

func TestAJobThatEndsWhileFollowedWithoutAnEndRecordIsClassifiedByItsPlatform(t *testing.T) {
	t.Parallel()
	f := newFake()
	done := dispatch(t.Context(), newCore(f), testJob("evd-run-1"))
	f.feed <- fakeState{placed: true, live: true}
	f.feed <- fakeState{placed: true, ended: true}
	got := <-done
	if diff := cmp.Diff(outcome{domain.FailureInfra, backends.CodeJobLost}, outcomeOf(got.err)); diff != "" {
		t.Errorf("Dispatch's failure (-want +got):\n%s", diff)
	}
	if diff := cmp.Diff([]string{"evd-run-1"}, f.released); diff != "" {
		t.Errorf("released (-want +got):\n%s", diff)
	}
}

func TestCancelingTheContextStopsTheJobAndFollowsItToItsCanceledEnd(t *testing.T) {
	t.Parallel()
	f := newFake()
	ctx, cancel := context.WithCancel(t.Context())
	done := dispatch(ctx, newCore(f), testJob("evd-run-2"))
	f.feed <- fakeState{placed: true, live: true}
	cancel()
	if failed := <-f.stops; failed != "" {
		t.Errorf("Stop's failed = %q, want a cancel (\"\")", failed)
	}
	f.feed <- fakeState{placed: true, ended: true}
	if diff := cmp.Diff(outcome{domain.FailureCanceled, backends.CodeCanceled}, outcomeOf((<-done).err)); diff != "" {
		t.Errorf("Dispatch's failure (-want +got):\n%s", diff)
	}
}

func TestDetachingLeavesTheJobRunningAndReturnsInterrupted(t *testing.T) {
	t.Parallel()
	f := newFake()
	ctx, cancel := context.WithCancelCause(t.Context())
	done := dispatch(ctx, newCore(f), testJob("evd-run-3"))
	f.feed <- fakeState{placed: true, live: true}
	cancel(backends.ErrDetached)
	got := <-done
	if diff := cmp.Diff(outcome{domain.FailureInterrupted, backends.CodeDetached}, outcomeOf(got.err)); diff != "" {
		t.Errorf("Dispatch's failure (-want +got):\n%s", diff)
	}
	if len(f.stops) != 0 || len(f.released) != 0 {
		t.Errorf("a detached job was stopped (%d) or released (%v)", len(f.stops), f.released)
	}
}

func TestATaskThatCannotStartIsStoppedAsFailedAndFailsHarnessStart(t *testing.T) {
	t.Parallel()
	f := newFake()
	done := dispatch(t.Context(), newCore(f), testJob("evd-run-4"))
	f.feed <- fakeState{placed: true, stuck: "ImagePullBackOff"}
	want := backends.CodeHarnessStart + ": the task of run evd-run-4 cannot start: ImagePullBackOff"
	if failed := <-f.stops; failed != want {
		t.Errorf("Stop's failed = %q, want %q", failed, want)
	}
	if diff := cmp.Diff(outcome{domain.FailureConfig, backends.CodeHarnessStart}, outcomeOf((<-done).err)); diff != "" {
		t.Errorf("Dispatch's failure (-want +got):\n%s", diff)
	}
}

func TestAdoptAfterARestartFindsTheJobAndFollowsItToItsEnd(t *testing.T) {
	t.Parallel()
	f := newFake()
	ctx, detach := context.WithCancelCause(t.Context())
	done := dispatch(ctx, newCore(f), testJob("evd-run-5"))
	f.feed <- fakeState{placed: true, live: true}
	detach(backends.ErrDetached)
	<-done

	restarted := newCore(f)
	if got, _, err := restarted.Adopt(t.Context(), "evd-run-never", 0, nil); got != backends.Absent || err != nil {
		t.Errorf("Adopt of an unknown run = %v, %v; want ABSENT", got, err)
	}
	adopted := make(chan backends.AdoptOutcome, 1)
	go func() {
		o, _, _ := restarted.Adopt(t.Context(), "evd-run-5", 0, nil)
		adopted <- o
	}()
	f.feed <- fakeState{placed: true, ended: true}
	if got := <-adopted; got != backends.Adopted {
		t.Errorf("Adopt = %v, want ADOPTED", got)
	}
}

func TestCancelStopsALiveJobAndWaitsUntilNoTaskIsLive(t *testing.T) {
	t.Parallel()
	f := newFake()
	c := newCore(f)
	ctx, detach := context.WithCancelCause(t.Context())
	done := dispatch(ctx, c, testJob("evd-run-6"))
	f.feed <- fakeState{placed: true, live: true}
	detach(backends.ErrDetached)
	<-done

	canceled := make(chan error, 1)
	go func() { canceled <- c.Cancel(t.Context(), "evd-run-6") }()
	if failed := <-f.stops; failed != "" {
		t.Errorf("Stop's failed = %q, want a cancel", failed)
	}
	f.feed <- fakeState{placed: true, live: true}
	f.feed <- fakeState{placed: true}
	if err := <-canceled; err != nil {
		t.Errorf("Cancel: %v", err)
	}
	if err := c.Cancel(t.Context(), "evd-run-unknown"); !errors.Is(err, backends.ErrNotFound) {
		t.Errorf("Cancel of an unknown run: err = %v, want ErrNotFound", err)
	}
}

func TestExecEntersARunningTaskAndKeepsItsOutputToTheCap(t *testing.T) {
	t.Parallel()
	f := newFake()
	c := newCore(f)
	f.jobs["evd-run-7"] = Job{RunID: "evd-run-7", Name: "evd-run-7", Meta: map[string]string{"user": "1000:1000"}}
	got := make(chan backends.ExecResult, 1)
	go func() {
		res, err := c.Exec(t.Context(), "evd-run-7", backends.ExecRequest{Command: []string{"echo", "hello"}, MaxOutputBytes: 1})
		if err != nil {
			t.Errorf("Exec: %v", err)
		}
		got <- res
	}()
	f.feed <- fakeState{placed: true, live: true, running: true}
	want := backends.ExecResult{ExitCode: 3, Stdout: []byte("h"), Stderr: []byte{}, Truncated: true}
	if diff := cmp.Diff(want, <-got); diff != "" {
		t.Errorf("Exec (-want +got):\n%s", diff)
	}
	notRunning := make(chan error, 1)
	go func() {
		_, err := c.Exec(t.Context(), "evd-run-7", backends.ExecRequest{Command: []string{"true"}})
		notRunning <- err
	}()
	f.feed <- fakeState{placed: true}
	if err := <-notRunning; !errors.Is(err, backends.ErrNotRunning) {
		t.Errorf("Exec in a task that does not run: err = %v, want ErrNotRunning", err)
	}
}

// xwdDump is a 32-bit little-endian TrueColor dump of w×h pixels of rgb, as
// xwd -root prints one.
func xwdDump(w, h int, rgb uint32) []byte {
	out := make([]byte, 100)
	for i, v := range []uint32{100, 7, 2, 24, uint32(w), uint32(h), 0, 0, 32, 0, 32, 32, uint32(w * 4), 4,
		0xff0000, 0xff00, 0xff, 8, 0, 0, uint32(w), uint32(h), 0, 0, 0} {
		binary.BigEndian.PutUint32(out[i*4:], v)
	}
	for range w * h {
		out = binary.LittleEndian.AppendUint32(out, rgb)
	}
	return out
}

func TestScreenCapturesTheTasksDisplayThroughExec(t *testing.T) {
	t.Parallel()
	f := newFake()
	f.display = xwdDump(4, 3, 0x336699)
	c := newCore(f)
	f.jobs["evd-run-7"] = Job{RunID: "evd-run-7", Name: "evd-run-7", Meta: map[string]string{"user": "1000:1000"}}
	type shot struct {
		png []byte
		err error
	}
	got := make(chan shot, 1)
	go func() {
		b, err := c.Screen(t.Context(), "evd-run-7")
		got <- shot{b, err}
	}()
	f.feed <- fakeState{placed: true, live: true, running: true}
	s := <-got
	if s.err != nil {
		t.Fatalf("Screen: %v", s.err)
	}
	img, err := png.Decode(bytes.NewReader(s.png))
	if err != nil {
		t.Fatalf("the screen is not a PNG: %v", err)
	}
	if size := img.Bounds().Size(); size.X != 4 || size.Y != 3 {
		t.Errorf("the screen is %v, want 4×3", size)
	}
	if r, g, b, _ := img.At(1, 1).RGBA(); r>>8 != 0x33 || g>>8 != 0x66 || b>>8 != 0x99 {
		t.Errorf("a pixel is %02x%02x%02x, want 336699", r>>8, g>>8, b>>8)
	}
}

func TestScreenOfATaskWithNoDisplayIsErrNoScreen(t *testing.T) {
	t.Parallel()
	f := newFake() // its exec exits 3: no xwd, no display
	c := newCore(f)
	f.jobs["evd-run-8"] = Job{RunID: "evd-run-8", Name: "evd-run-8", Meta: map[string]string{"user": "1000:1000"}}
	got := make(chan error, 1)
	go func() {
		_, err := c.Screen(t.Context(), "evd-run-8")
		got <- err
	}()
	f.feed <- fakeState{placed: true, live: true, running: true}
	if err := <-got; !errors.Is(err, backends.ErrNoScreen) {
		t.Errorf("Screen: %v, want ErrNoScreen", err)
	}
}
