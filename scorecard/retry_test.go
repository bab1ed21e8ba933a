package scorecard

import (
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"

	"github.com/everdict/everdict/backends"
	"github.com/everdict/everdict/domain"
	"github.com/everdict/everdict/evalcase"
	"github.com/everdict/everdict/run"
)

// failedTry is a settled try of a case claiming memMB that failed with class
// and code at finished.
func failedTry(try int, class domain.FailureClass, code string, memMB int, finished time.Time) run.Run {
	c := run.Run{Status: run.Failed, Try: try, Case: evalcase.Case{ID: "c", Resources: evalcase.Resources{MemoryMB: memMB}}, ErrorClass: class, ErrorCode: code, FinishedAt: &finished}
	return c
}

func TestDecide(t *testing.T) {
	t.Parallel()
	at := time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC)
	b := Backoff{Base: time.Second, Max: time.Minute}
	cases := []struct {
		name     string
		c        run.Run
		max, env int
		now      time.Time
		want     Next
	}{
		{name: "an unfinished try calls for nothing", c: run.Run{Status: run.Running, Try: 1}, max: 3, now: at, want: Next{}},
		{name: "a success is the result", c: run.Run{Status: run.Succeeded, Try: 1}, max: 3, now: at, want: Next{Done: true}},
		{name: "an AGENT failure never retries", c: failedTry(1, domain.FailureAgent, "CRASH", 0, at), max: 3, now: at, want: Next{Done: true}},
		{name: "a CONFIG failure never retries", c: failedTry(1, domain.FailureConfig, "BAD", 0, at), max: 3, now: at, want: Next{Done: true}},
		{name: "a canceled case is done", c: failedTry(1, domain.FailureCanceled, run.CodeCanceled, 0, at), max: 3, now: at, want: Next{Done: true}},
		{name: "an INFRA failure waits out its backoff", c: failedTry(1, domain.FailureInfra, "NODE_LOST", 0, at), max: 3,
			now: at.Add(999 * time.Millisecond), want: Next{Due: at.Add(time.Second)}},
		{name: "an INFRA failure retries once the backoff passed", c: failedTry(1, domain.FailureInfra, "NODE_LOST", 256, at), max: 3,
			now: at.Add(time.Second), want: Next{Retry: true, MemoryMB: 256}},
		{name: "the backoff doubles with each try", c: failedTry(2, domain.FailureInfra, "NODE_LOST", 0, at), max: 3,
			now: at.Add(time.Second), want: Next{Due: at.Add(2 * time.Second)}},
		{name: "an interrupted run retries like INFRA", c: failedTry(1, domain.FailureInterrupted, run.CodeInterrupted, 0, at), max: 3,
			now: at.Add(time.Hour), want: Next{Retry: true}},
		{name: "the last try is the result", c: failedTry(3, domain.FailureInfra, "NODE_LOST", 0, at), max: 3, now: at.Add(time.Hour), want: Next{Done: true}},
		{name: "an OOM doubles the memory at once", c: failedTry(1, domain.FailureInfra, backends.CodeOOMKilled, 600, at), max: 3, env: 4096,
			now: at, want: Next{Retry: true, MemoryMB: 1200}},
		{name: "an OOM claims at most the envelope", c: failedTry(1, domain.FailureInfra, backends.CodeOOMKilled, 3000, at), max: 3, env: 4096,
			now: at, want: Next{Retry: true, MemoryMB: 4096}},
		{name: "an OOM at the envelope is the result", c: failedTry(1, domain.FailureInfra, backends.CodeOOMKilled, 4096, at), max: 3, env: 4096,
			now: at, want: Next{Done: true}},
		{name: "an OOM without a claim starts from the floor", c: failedTry(1, domain.FailureInfra, backends.CodeOOMKilled, 0, at), max: 3,
			now: at, want: Next{Retry: true, MemoryMB: OOMFloorMB}},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			if diff := cmp.Diff(tc.want, Decide(tc.c, tc.max, tc.env, b, tc.now)); diff != "" {
				t.Errorf("Decide (-want +got):\n%s", diff)
			}
		})
	}
}

func TestBackoffIsCapped(t *testing.T) {
	t.Parallel()
	b := Backoff{Base: time.Second, Max: 5 * time.Second}
	got := []time.Duration{b.After(1), b.After(2), b.After(3), b.After(4), b.After(40)}
	want := []time.Duration{time.Second, 2 * time.Second, 4 * time.Second, 5 * time.Second, 5 * time.Second}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("backoffs (-want +got):\n%s", diff)
	}
}
