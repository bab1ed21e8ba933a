package startstop_test

import (
	"context"
	"errors"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/everdict/everdict/startstop"
)

// recorder is a service that logs its starts and stops and runs one
// goroutine until stopped.
type recorder struct {
	startstop.Base
	name    string
	log     *[]string
	fail    error
	stopped chan struct{}
}

func (r *recorder) Start(ctx context.Context) error {
	if r.fail != nil {
		*r.log = append(*r.log, "fail "+r.name)
		return r.fail
	}
	ctx, err := r.Begin(ctx)
	if err != nil {
		return err
	}
	*r.log = append(*r.log, "start "+r.name)
	r.stopped = make(chan struct{})
	r.Go(func() {
		<-ctx.Done()
		close(r.stopped)
	})
	return nil
}

func (r *recorder) Stop() {
	r.Base.Stop()
	*r.log = append(*r.log, "stop "+r.name)
}

func TestAFailedStartStopsWhatStartedBeforeItLastFirst(t *testing.T) {
	t.Parallel()
	var log []string
	a, b := &recorder{name: "a", log: &log}, &recorder{name: "b", log: &log}
	boom := errors.New("boom")
	c := &recorder{name: "c", log: &log, fail: boom}
	d := &recorder{name: "d", log: &log}
	if err := startstop.StartAll(context.Background(), a, b, c, d); !errors.Is(err, boom) {
		t.Fatalf("StartAll = %v, want %v", err, boom)
	}
	want := []string{"start a", "start b", "fail c", "stop b", "stop a"}
	if diff := cmp.Diff(want, log); diff != "" {
		t.Errorf("lifecycle (-want +got):\n%s", diff)
	}
	for _, r := range []*recorder{a, b} {
		select {
		case <-r.stopped:
		default:
			t.Errorf("service %s's goroutine still runs after its stop", r.name)
		}
	}
}

func TestAServiceOutlivesTheContextItStartedUnder(t *testing.T) {
	t.Parallel()
	var log []string
	r := &recorder{name: "r", log: &log}
	ctx, cancel := context.WithCancel(context.Background())
	if err := r.Start(ctx); err != nil {
		t.Fatal(err)
	}
	cancel()
	select {
	case <-r.stopped:
		t.Fatal("the service stopped with its start context")
	default:
	}
	if err := r.Start(context.Background()); !errors.Is(err, startstop.ErrStarted) {
		t.Errorf("a second Start = %v, want ErrStarted", err)
	}
	r.Stop()
	<-r.stopped
	r.Stop() // a second stop is a no-op
	if err := r.Start(context.Background()); err != nil {
		t.Errorf("a stopped service does not start again: %v", err)
	}
	r.Stop()
}
