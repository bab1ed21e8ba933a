package local_test

import (
	"context"
	"os"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"

	"github.com/everdict/everdict/backends"
	"github.com/everdict/everdict/backends/backendtest"
	"github.com/everdict/everdict/backends/local"
)

// gate makes a FIFO and returns the harness line that waits on it, and a
// function that lets the harness go on.
func gate(t *testing.T) (string, func()) {
	t.Helper()
	fifo := backendtest.OpenFIFO(t, "gate") // the harness runs as the job user
	return "read -r _ < " + fifo, func() {
		f, err := os.OpenFile(fifo, os.O_WRONLY, 0) // blocks until the harness reads
		if err != nil {
			t.Errorf("open the gate: %v", err)
			return
		}
		_, _ = f.WriteString("go\n")
		_ = f.Close()
	}
}

// gatedRun dispatches a run that prints "first", waits at a gate and prints
// "second", and returns once "first" arrived: the job, its lines, the
// gate's opener, and detach, which lets go of the run (its Dispatch returns
// DETACHED) and leaves it running for an Adopt.
func gatedRun(t *testing.T, cfg local.Config) (j backends.Job, l *lines, open, detach func()) {
	t.Helper()
	wait, open := gate(t)
	j = shJob("echo first; " + wait + "; echo second")
	l = &lines{}
	first := l.expect("first")
	ctx, cancel := context.WithCancelCause(backendtest.Guard(t))
	dispatched := backendtest.Dispatch(ctx, newBackend(t, cfg), j, l)
	backendtest.Await(t, first, "the first line")
	return j, l, open, func() {
		t.Helper()
		cancel(backends.ErrDetached)
		if o := backendtest.Await(t, dispatched, "detached dispatch"); backends.CodeOf(o.Err) != backends.CodeDetached {
			t.Fatalf("detached Dispatch: %v, want %s", o.Err, backends.CodeDetached)
		}
	}
}

// A Dispatch learns of its run's lines and end from the supervisor, not by
// polling: with an hour between polls, the lines and the outcome still
// arrive.
func TestDispatchIsWokenByItsSupervisorNotByAPoll(t *testing.T) {
	t.Parallel()
	cfg := testConfig(t)
	cfg.PollInterval = time.Hour
	wait, open := gate(t)
	l := &lines{}
	first := l.expect("first")
	dispatched := backendtest.Dispatch(backendtest.Guard(t), newBackend(t, cfg), shJob("echo first; "+wait+"; echo second"), l)
	backendtest.Await(t, first, "the first line")
	open()
	if o := backendtest.Await(t, dispatched, "dispatch"); o.Err != nil {
		t.Fatalf("Dispatch: %v", o.Err)
	}
	if diff := cmp.Diff([]string{"first", "second"}, l.stream(backends.StreamStdout)); diff != "" {
		t.Errorf("stdout (-want +got):\n%s", diff)
	}
}

// systemLine is a LogSink that signals once a system line starting with
// prefix arrives.
type systemLine struct {
	mu     sync.Mutex
	prefix string
	seen   chan struct{}
}

func (s *systemLine) Line(l backends.LogLine) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.seen != nil && l.Stream == backends.StreamSystem && strings.HasPrefix(l.Text, s.prefix) {
		close(s.seen)
		s.seen = nil
	}
}

// The supervisor's own lines reach the follower before it waits for a
// command, although it rings for them together: a harness that prints
// nothing and waits, with no timeout to come, is seen to have started.
func TestASupervisorsLinesArriveBeforeItWaits(t *testing.T) {
	t.Parallel()
	cfg := testConfig(t)
	cfg.PollInterval = time.Hour
	wait, open := gate(t)
	seen := make(chan struct{})
	j := shJob(wait)
	j.Case.TimeoutSec = 3600
	dispatched := backendtest.Dispatch(backendtest.Guard(t), newBackend(t, cfg), j, &systemLine{prefix: "harness started", seen: seen})
	backendtest.Await(t, seen, "the harness started line")
	open()
	if o := backendtest.Await(t, dispatched, "dispatch"); o.Err != nil {
		t.Fatalf("Dispatch: %v", o.Err)
	}
}

// An Adopt after a restart is woken by inotify on the run directory: with an
// hour between polls, the lines and the outcome still arrive. The detached
// Dispatch's supervisor, whose doorbell nobody listens to any more, keeps
// running.
func TestAdoptIsWokenByTheRunDirectoryNotByAPoll(t *testing.T) {
	t.Parallel()
	cfg := testConfig(t)
	cfg.PollInterval = time.Hour
	j, l, open, detach := gatedRun(t, cfg)
	detach()
	seq := l.all[len(l.all)-1].Seq

	type adopted struct {
		outcome backends.AdoptOutcome
		err     error
	}
	after := &lines{}
	second := after.expect("second")
	done := make(chan adopted, 1)
	go func() {
		o, _, err := newBackend(t, cfg).Adopt(backendtest.Guard(t), j.RunID, seq, after)
		done <- adopted{o, err}
	}()
	open()
	backendtest.Await(t, second, "the second line")
	if a := backendtest.Await(t, done, "adopt"); a.outcome != backends.Adopted || a.err != nil {
		t.Fatalf("Adopt = %s, %v; want ADOPTED", a.outcome, a.err)
	}
	if got := after.all[0].Seq; got != seq+1 {
		t.Errorf("first adopted line has seq %d, want %d", got, seq+1)
	}
}

// The harness inherits its standard streams and nothing else: not the
// supervisor's doorbell, its log, nor a descriptor the control plane itself
// inherited without close-on-exec.
func TestTheHarnessInheritsOnlyItsStandardStreams(t *testing.T) {
	t.Parallel()
	leak, err := os.Open(os.DevNull) // made inheritable below, as a launcher's descriptor would be
	if err != nil {
		t.Fatal(err)
	}
	defer func() { _ = leak.Close() }()
	if _, _, errno := syscall.Syscall(syscall.SYS_FCNTL, leak.Fd(), syscall.F_SETFD, 0); errno != 0 {
		t.Fatalf("clear close-on-exec: %v", errno)
	}
	j := shJob("")
	j.Harness.Command = []string{"ls", "/proc/self/fd"} // ls's own directory is 3
	res, l, err := runJob(t, newBackend(t, testConfig(t)), j)
	if err != nil {
		t.Fatalf("Dispatch: %v (%+v)", err, res)
	}
	if diff := cmp.Diff([]string{"0", "1", "2", "3"}, l.stream(backends.StreamStdout)); diff != "" {
		t.Errorf("the harness's open descriptors (-want +got):\n%s", diff)
	}
}
