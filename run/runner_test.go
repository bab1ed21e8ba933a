package run_test

import (
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/everdict/everdict/run"
)

func TestParseRunnerTarget(t *testing.T) {
	t.Parallel()
	cases := map[string]struct {
		ref     string
		want    run.RunnerTarget
		stored  string
		wantErr bool
	}{
		"self is the submitter's runners, then the workspace's": {ref: "self", want: run.RunnerTarget{}, stored: "self"},
		"self:ws is the workspace's runners only":               {ref: "self:ws", want: run.RunnerTarget{Workspace: true}, stored: "self:ws"},
		"self:<id> is exactly that runner":                      {ref: "self:42", want: run.RunnerTarget{RunnerID: 42}, stored: "self:42"},
		"self:ws:<id> is that runner, a workspace one":          {ref: "self:ws:42", want: run.RunnerTarget{RunnerID: 42, Workspace: true}, stored: "self:42"},
		"a runner id must be a number":                          {ref: "self:laptop", wantErr: true},
		"a runner id must be positive":                          {ref: "self:0", wantErr: true},
		"a trailing part is refused":                            {ref: "self:ws:42:x", wantErr: true},
	}
	for name, tc := range cases {
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			if !run.IsRunnerTarget(tc.ref) {
				t.Fatalf("IsRunnerTarget(%q) = false", tc.ref)
			}
			got, err := run.ParseRunnerTarget(tc.ref)
			if (err != nil) != tc.wantErr {
				t.Fatalf("ParseRunnerTarget(%q) error = %v, want error %v", tc.ref, err, tc.wantErr)
			}
			if tc.wantErr {
				return
			}
			if diff := cmp.Diff(tc.want, got); diff != "" {
				t.Errorf("ParseRunnerTarget(%q) (-want +got):\n%s", tc.ref, diff)
			}
			if got.String() != tc.stored {
				t.Errorf("stored as %q, want %q", got.String(), tc.stored)
			}
		})
	}
	for _, ref := range []string{"local", "selfish", "myself", "local@3"} {
		if run.IsRunnerTarget(ref) {
			t.Errorf("IsRunnerTarget(%q) = true: a runtime name was taken for a runner target", ref)
		}
	}
}
