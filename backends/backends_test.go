package backends_test

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/everdict/everdict/backends"
	"github.com/everdict/everdict/domain"
	"github.com/everdict/everdict/evalcase"
)

func TestClassOfAndCodeOf(t *testing.T) {
	t.Parallel()
	oom := backends.Errorf(domain.FailureInfra, backends.CodeOOMKilled, "memory limit of %d MB exceeded", 16)
	tests := map[string]struct {
		err       error
		wantClass domain.FailureClass
		wantCode  string
	}{
		"no error has no class":                      {err: nil, wantClass: "", wantCode: ""},
		"a classified error keeps its class":         {err: oom, wantClass: domain.FailureInfra, wantCode: backends.CodeOOMKilled},
		"a wrapped classified error keeps its class": {err: fmt.Errorf("dispatch: %w", backends.Errorf(domain.FailureAgent, "X", "x")), wantClass: domain.FailureAgent, wantCode: "X"},
		"an unclassified error is the runtime's":     {err: errors.New("connection refused"), wantClass: domain.FailureInfra, wantCode: backends.CodeBackend},
		"an *Error with no class is the runtime's":   {err: &backends.Error{Message: "x"}, wantClass: domain.FailureInfra, wantCode: backends.CodeBackend},
		"a canceled run is CANCELED":                 {err: &backends.Error{Class: domain.FailureCanceled, Code: backends.CodeCanceled}, wantClass: domain.FailureCanceled, wantCode: backends.CodeCanceled},
	}
	for name, tc := range tests {
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			got := []string{string(backends.ClassOf(tc.err)), backends.CodeOf(tc.err)}
			if diff := cmp.Diff([]string{string(tc.wantClass), tc.wantCode}, got); diff != "" {
				t.Errorf("class, code (-want +got):\n%s", diff)
			}
		})
	}
}

func TestErrorfWrapsWithW(t *testing.T) {
	t.Parallel()
	err := backends.Errorf(domain.FailureConfig, backends.CodeSandboxUnavailable, "run %s needs a sandbox: %w", "evd-run-1", backends.ErrSandboxUnavailable)
	if !errors.Is(err, backends.ErrSandboxUnavailable) {
		t.Errorf("%v does not wrap ErrSandboxUnavailable", err)
	}
	if diff := cmp.Diff("run evd-run-1 needs a sandbox: no sandbox available", err.Error()); diff != "" {
		t.Errorf("message (-want +got):\n%s", diff)
	}
	detached := &backends.Error{Class: domain.FailureInterrupted, Err: context.Canceled}
	if diff := cmp.Diff(context.Canceled.Error(), detached.Error()); diff != "" {
		t.Errorf("message of an *Error without one (-want +got):\n%s", diff)
	}
}

func TestValidRunID(t *testing.T) {
	t.Parallel()
	tests := map[string]struct {
		id   string
		want bool
	}{
		"a correlation id is valid":                {id: "evd-run-42", want: true},
		"a batch child id is valid":                {id: "evd-b7-case_1.x-t2", want: true},
		"an empty id is invalid":                   {id: "", want: false},
		"a path is invalid":                        {id: "evd-run-1/../x", want: false},
		"a dot name is invalid":                    {id: "..", want: false},
		"a leading dash is invalid":                {id: "-rf", want: false},
		"spaces are invalid":                       {id: "evd run", want: false},
		"an id of the maximum length is valid":     {id: strings.Repeat("a", backends.RunIDMaxLen), want: true},
		"an id longer than the maximum is invalid": {id: strings.Repeat("a", backends.RunIDMaxLen+1), want: false},
		"non-ASCII letters are invalid":            {id: "évd-run-1", want: false},
	}
	for name, tc := range tests {
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			if got := backends.ValidRunID(tc.id); got != tc.want {
				t.Errorf("ValidRunID(%q) = %v, want %v", tc.id, got, tc.want)
			}
		})
	}
}

func TestValidSeedPath(t *testing.T) {
	t.Parallel()
	tests := map[string]struct {
		path string
		want bool
	}{
		"a file name is inside":                       {path: "main.go", want: true},
		"a nested path is inside":                     {path: "src/pkg/a.go", want: true},
		"a path that climbs and comes back is inside": {path: "a/../b.txt", want: true},
		"a dot-slash path is inside":                  {path: "./x", want: true},
		"an empty path is refused":                    {path: "", want: false},
		"the workspace itself is refused":             {path: ".", want: false},
		"an absolute path is refused":                 {path: "/etc/passwd", want: false},
		"a parent path is refused":                    {path: "..", want: false},
		"a path climbing out is refused":              {path: "../escape", want: false},
		"a path climbing out from below is refused":   {path: "a/../../escape", want: false},
		"a backslash is refused":                      {path: `..\escape`, want: false},
		"a NUL byte is refused":                       {path: "a\x00b", want: false},
	}
	for name, tc := range tests {
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			if got := backends.ValidSeedPath(tc.path); got != tc.want {
				t.Errorf("ValidSeedPath(%q) = %v, want %v", tc.path, got, tc.want)
			}
		})
	}
}

func TestJobValidate(t *testing.T) {
	t.Parallel()
	valid := func() backends.Job {
		return backends.Job{
			RunID:   "evd-run-1",
			Tenant:  "acme",
			Case:    evalcase.Case{Task: "t", Files: []evalcase.File{{Path: "a.txt"}}, Graders: []evalcase.Grader{{Kind: evalcase.GraderTestsPass, Command: []string{"make", "test"}}}},
			Harness: evalcase.Harness{Name: "h", Command: []string{"agent"}, Env: []evalcase.EnvVar{{Name: "KEY", SecretRef: "key", Value: "resolved"}}},
		}
	}
	tests := map[string]struct {
		mutate func(*backends.Job)
		want   string // "" when valid, else a piece of the message
	}{
		"a complete job is valid":                          {mutate: func(*backends.Job) {}},
		"a bad run id is refused":                          {mutate: func(j *backends.Job) { j.RunID = "a/b" }, want: "correlation id"},
		"a harness without a command is refused":           {mutate: func(j *backends.Job) { j.Harness.Command = nil }, want: "no command"},
		"an empty command name is refused":                 {mutate: func(j *backends.Job) { j.Harness.Command = []string{""} }, want: "no command"},
		"an unresolved secret is refused":                  {mutate: func(j *backends.Job) { j.Harness.Env[0].Value = "" }, want: "not resolved"},
		"an env name with '=' is refused":                  {mutate: func(j *backends.Job) { j.Harness.Env[0].Name = "A=B" }, want: "variable name"},
		"an empty env name is refused":                     {mutate: func(j *backends.Job) { j.Harness.Env[0].Name = "" }, want: "variable name"},
		"a NUL in an env value is refused":                 {mutate: func(j *backends.Job) { j.Harness.Env[0].Value = "a\x00b" }, want: "NUL"},
		"the protocol's task variable is reserved":         {mutate: func(j *backends.Job) { j.Harness.Env[0].Name = backends.EnvTask }, want: "reserved"},
		"the protocol's run id variable is reserved":       {mutate: func(j *backends.Job) { j.Harness.Env[0].Name = backends.EnvRunID }, want: "reserved"},
		"the upload grant's variable is reserved":          {mutate: func(j *backends.Job) { j.Harness.Env[0].Name = backends.EnvArtifactGrant }, want: "reserved"},
		"the upload URL's variable is reserved":            {mutate: func(j *backends.Job) { j.Harness.Env[0].Name = backends.EnvArtifactURL }, want: "reserved"},
		"a seed file outside the workspace is refused":     {mutate: func(j *backends.Job) { j.Case.Files[0].Path = "../x" }, want: "leaves the workspace"},
		"a tests-pass grader without a command is refused": {mutate: func(j *backends.Job) { j.Case.Graders[0].Command = nil }, want: "grader 1"},
		"an unknown grader kind is refused":                {mutate: func(j *backends.Job) { j.Case.Graders[0].Kind = "VIBES" }, want: "unknown kind"},
	}
	for name, tc := range tests {
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			j := valid()
			tc.mutate(&j)
			err := j.Validate()
			if tc.want == "" {
				if err != nil {
					t.Fatalf("Validate() = %v, want nil", err)
				}
				return
			}
			if err == nil || !strings.Contains(err.Error(), tc.want) {
				t.Fatalf("Validate() = %v, want an error mentioning %q", err, tc.want)
			}
			got := []any{backends.ClassOf(err), backends.CodeOf(err), errors.Is(err, backends.ErrInvalidJob)}
			if diff := cmp.Diff([]any{domain.FailureConfig, backends.CodeInvalidJob, true}, got); diff != "" {
				t.Errorf("class, code, wraps ErrInvalidJob (-want +got):\n%s", diff)
			}
		})
	}
}

func TestAdoptOutcomeString(t *testing.T) {
	t.Parallel()
	var zero backends.AdoptOutcome
	got := []string{zero.String(), backends.Adopted.String(), backends.Absent.String(), backends.Unknown.String()}
	if diff := cmp.Diff([]string{"UNKNOWN", "ADOPTED", "ABSENT", "UNKNOWN"}, got); diff != "" {
		t.Errorf("(-want +got):\n%s", diff)
	}
}

func TestLogSinkFunc(t *testing.T) {
	t.Parallel()
	var got []backends.LogLine
	sink := backends.LogSinkFunc(func(l backends.LogLine) { got = append(got, l) })
	sink.Line(backends.LogLine{Seq: 1, Stream: backends.StreamStdout, Text: "a"})
	backends.Discard.Line(backends.LogLine{Seq: 2})
	if diff := cmp.Diff([]backends.LogLine{{Seq: 1, Stream: backends.StreamStdout, Text: "a"}}, got); diff != "" {
		t.Errorf("(-want +got):\n%s", diff)
	}
}

func TestNamespace(t *testing.T) {
	t.Parallel()
	zone := domain.ZoneFor("acme", false)
	cases := map[string]struct {
		spec string
		zone domain.TrustZone
		want string
	}{
		"the runtime spec's namespace wins":        {"evals", zone, "evals"},
		"without one, the tenant's zone namespace": {"", zone, "evd-acme"},
		"with neither, the cluster's default":      {"", domain.TrustZone{}, backends.NamespaceDefault},
	}
	for name, tc := range cases {
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			if got := backends.Namespace(tc.spec, tc.zone); got != tc.want {
				t.Errorf("Namespace = %q, want %q", got, tc.want)
			}
		})
	}
}

func TestCappedKeepsTheFirstBytesAndSaysItCut(t *testing.T) {
	t.Parallel()
	c := &backends.Capped{Max: 5}
	for _, p := range []string{"abc", "defg", "hij"} {
		if n, err := c.Write([]byte(p)); n != len(p) || err != nil {
			t.Fatalf("Write(%q) = %d, %v; want all of it taken", p, n, err)
		}
	}
	got, cut := c.Bytes()
	if string(got) != "abcde" || !cut {
		t.Errorf("Bytes() = %q, %v; want %q, true", got, cut, "abcde")
	}
	if got, cut := (&backends.Capped{Max: 5}).Bytes(); got == nil || len(got) != 0 || cut {
		t.Errorf("Bytes() of nothing = %#v, %v; want empty, false", got, cut)
	}
}
