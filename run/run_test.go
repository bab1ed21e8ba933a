package run_test

import (
	"errors"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"

	"github.com/everdict/everdict/domain"
	"github.com/everdict/everdict/errcode"
	"github.com/everdict/everdict/evalcase"
	"github.com/everdict/everdict/run"
)

var now = time.Date(2026, 11, 29, 12, 0, 0, 0, time.UTC)

func rec(s run.Status) run.Record { return run.Record{ID: 7, Status: s, Attempt: 1, HasCase: true} }

func TestTransitions(t *testing.T) {
	t.Parallel()
	res := evalcase.Result{Verdict: evalcase.VerdictFail}
	fail := run.Failure{Class: domain.FailureInfra, Code: "OOM_KILLED"}
	type tr func(run.Record) (run.Transition, error)
	do := map[string]tr{
		"succeed":    func(r run.Record) (run.Transition, error) { return run.Succeed(r, res, now) },
		"fail":       func(r run.Record) (run.Transition, error) { return run.FailOf(r, fail, now) },
		"cancel":     func(r run.Record) (run.Transition, error) { return run.CancelOf(r, now) },
		"redispatch": func(r run.Record) (run.Transition, error) { return run.Redispatch(r, now) },
	}
	cases := map[string]struct {
		action string
		from   run.Record
		want   run.Status
		legal  bool
	}{
		"a queued run may settle straight to success": {"succeed", rec(run.Queued), run.Succeeded, true},
		"a running run succeeds":                      {"succeed", rec(run.Running), run.Succeeded, true},
		"a running run fails":                         {"fail", rec(run.Running), run.Failed, true},
		"a succeeded run cannot fail":                 {"fail", rec(run.Succeeded), "", false},
		"a failed run cannot succeed":                 {"succeed", rec(run.Failed), "", false},
		"a queued run is canceled":                    {"cancel", rec(run.Queued), run.Failed, true},
		"a settled run cannot be canceled":            {"cancel", rec(run.Succeeded), "", false},
		"a running run is re-dispatched":              {"redispatch", rec(run.Running), run.Running, true},
		"a run without a case is not re-dispatched":   {"redispatch", run.Record{ID: 7, Status: run.Running}, "", false},
		"a settled run is not re-dispatched":          {"redispatch", rec(run.Succeeded), "", false},
	}
	for name, tc := range cases {
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			got, err := do[tc.action](tc.from)
			if !tc.legal {
				var ce *run.ConflictError
				if !errors.As(err, &ce) || errcode.Of(err) != errcode.Conflict {
					t.Fatalf("err = %v, want a CONFLICT ConflictError", err)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			if got.To != tc.want {
				t.Errorf("to = %s, want %s", got.To, tc.want)
			}
			for _, f := range got.From {
				if run.IsTerminal(f) {
					t.Errorf("transition may leave terminal status %s", f)
				}
			}
		})
	}
}

func TestRedispatchCountsAttempts(t *testing.T) {
	t.Parallel()
	got, err := run.Redispatch(rec(run.Running), now)
	if err != nil {
		t.Fatal(err)
	}
	if got.Attempt != 2 || got.StartedAt == nil || !got.StartedAt.Equal(now) {
		t.Errorf("redispatch = %+v, want attempt 2 started now", got)
	}
}

func TestCancelIsCanceledFailure(t *testing.T) {
	t.Parallel()
	got, err := run.CancelOf(rec(run.Running), now)
	if err != nil {
		t.Fatal(err)
	}
	want := &run.Failure{Class: domain.FailureCanceled, Code: run.CodeCanceled, Message: "canceled on request"}
	if diff := cmp.Diff(want, got.Failure); diff != "" {
		t.Errorf("failure (-want +got):\n%s", diff)
	}
}

func TestRecipe(t *testing.T) {
	t.Parallel()
	max := 3.0
	cases := map[string]struct {
		in   evalcase.Case
		want evalcase.Case
	}{
		"a bare task gets the default graders, timeout, empty seed and a tagged id": {
			in: evalcase.Case{Task: "t"},
			want: evalcase.Case{ID: "api-e3b98a4d", Task: "t", TimeoutSec: 300, Files: []evalcase.File{},
				Graders: []evalcase.Grader{{Kind: evalcase.GraderSteps}, {Kind: evalcase.GraderCost}, {Kind: evalcase.GraderLatency}}},
		},
		"given graders, timeout and id are kept": {
			in: evalcase.Case{ID: "c1", Task: "t", TimeoutSec: 10, Graders: []evalcase.Grader{{Kind: evalcase.GraderSteps, Max: &max}}},
			want: evalcase.Case{ID: "c1", Task: "t", TimeoutSec: 10, Files: []evalcase.File{},
				Graders: []evalcase.Grader{{Kind: evalcase.GraderSteps, Max: &max}}},
		},
	}
	for name, tc := range cases {
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			if diff := cmp.Diff(tc.want, run.Recipe(tc.in, "api")); diff != "" {
				t.Errorf("recipe (-want +got):\n%s", diff)
			}
		})
	}
}

func TestCost(t *testing.T) {
	t.Parallel()
	started := now.Add(-30 * time.Minute)
	reported := 0.25
	cases := map[string]struct {
		reported *float64
		perHour  float64
		started  *time.Time
		want     float64
	}{
		"a free runtime costs what the harness reported": {&reported, 0, &started, 0.25},
		"half an hour at two dollars adds one":           {&reported, 2, &started, 1.25},
		"a run that never started costs no runtime time": {nil, 2, nil, 0},
		"a negative report is not a refund":              {ptr(-5.0), 0, &started, 0},
	}
	for name, tc := range cases {
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			if got := run.Cost(tc.reported, tc.perHour, tc.started, now); got != tc.want {
				t.Errorf("Cost = %v, want %v", got, tc.want)
			}
		})
	}
}

func TestNewQueuedIsTheOneAssemblyPoint(t *testing.T) {
	t.Parallel()
	hook := "https://hooks.example/x"
	in := run.SubmitInput{Priority: new(run.Batch), WebhookURL: &hook, Trigger: "web",
		Harness: evalcase.Harness{Name: "h", Env: []evalcase.EnvVar{{Name: "K", SecretRef: "k"}}},
		Case:    evalcase.Case{Task: "t"}}
	got := run.NewQueued(3, in, run.Target{Ref: "pool@2", Name: "pool", VersionID: 9, Version: 2}, "alice", now)
	if got.Status != run.Queued || got.Attempt != 1 || got.Priority != run.Batch || got.WebhookURL != hook {
		t.Errorf("NewQueued = %+v", got)
	}
	if got.Case.TimeoutSec != evalcase.TimeoutSecDefault || got.Case.ID != "web-e3b98a4d" {
		t.Errorf("the recipe was not applied: %+v", got.Case)
	}
	if got.Harness.Env[0].Value != "" || got.Harness.Env[0].SecretRef != "k" {
		t.Errorf("env = %+v, want the secretRef kept and no value", got.Harness.Env)
	}
}

func ptr[T any](v T) *T { return &v }
