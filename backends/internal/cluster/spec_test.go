package cluster

import (
	"errors"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"

	"github.com/everdict/everdict/backends"
	"github.com/everdict/everdict/backends/internal/wire"
	"github.com/everdict/everdict/evalcase"
)

var specKeys = Keys{RunID: "run", Tenant: "tenant", CaseID: "case", Timeout: "timeout", Graders: "graders", User: "user", RepoHost: "repo", Kind: "meta"}

func TestEnvMarksSecretValuesAndEndsWithTheProtocolVariablesAndTheSecretUpload(t *testing.T) {
	t.Parallel()
	job := backends.Job{
		RunID:          "r1",
		TraceParent:    "00-trace",
		Secrets:        []string{"s3cret"},
		ArtifactUpload: &backends.ArtifactUpload{URL: "https://cp.example/artifacts/upload/7/1", Grant: "evdu1.grant"},
		Harness: evalcase.Harness{Env: []evalcase.EnvVar{
			{Name: "PLAIN", Value: "v"},
			{Name: "FROM_REF", Value: "x", SecretRef: "ref"},
			{Name: "RESOLVED", Value: "s3cret"},
		}},
	}
	want := []EnvVar{
		{Name: "PLAIN", Value: "v", Index: 0},
		{Name: "FROM_REF", Value: "x", Secret: true, Index: 1},
		{Name: "RESOLVED", Value: "s3cret", Secret: true, Index: 2},
		{Name: backends.EnvTask, Value: "/t", Index: -1},
		{Name: backends.EnvResult, Value: "/r", Index: -1},
		{Name: backends.EnvAnswer, Value: "/a", Index: -1},
		{Name: backends.EnvArtifactsDir, Value: "/f", Index: -1},
		{Name: backends.EnvRunID, Value: "r1", Index: -1},
		{Name: backends.EnvTraceParent, Value: "00-trace", Index: -1},
		{Name: backends.EnvArtifactURL, Value: "https://cp.example/artifacts/upload/7/1", Secret: true, Index: -1},
		{Name: backends.EnvArtifactGrant, Value: "evdu1.grant", Secret: true, Index: -1},
	}
	if diff := cmp.Diff(want, Env(job, "/t", "/r", "/a", "/f")); diff != "" {
		t.Errorf("Env (-want +got):\n%s", diff)
	}
}

func TestSpecDecidesTheUserTheWrapperAndTheMetaOnce(t *testing.T) {
	t.Parallel()
	uids, err := wire.ParseUIDs("20000-20999")
	if err != nil {
		t.Fatal(err)
	}
	job := backends.Job{RunID: "r1", Tenant: "acme", Case: evalcase.Case{ID: "c1", TimeoutSec: 30, Graders: []evalcase.Grader{
		{Kind: evalcase.GraderTestsPass, Command: []string{"make", "test"}},
	}}}
	spec, err := specKeys.Spec(job, uids, 1500*time.Millisecond, 10*time.Second)
	if err != nil {
		t.Fatal(err)
	}
	user := uids.Tenant("acme")
	wantWrapper := wire.Params{TimeoutSec: 30, GraderTimeoutSec: 2, KillGraceSec: 10, Graders: [][]string{{"make", "test"}}, User: user,
		ArtifactsMaxFiles: backends.ArtifactsMaxFilesDefault}
	if diff := cmp.Diff(wantWrapper, spec.Wrapper); diff != "" {
		t.Errorf("wrapper (-want +got):\n%s", diff)
	}
	if spec.User != user {
		t.Errorf("user = %v, want %v", spec.User, user)
	}
	m, err := specKeys.Read(spec.Meta)
	if err != nil {
		t.Fatal(err)
	}
	if m.RunID != "r1" || m.Tenant != "acme" || m.Case.TimeoutSec != 30 || len(m.Case.Graders) != 1 {
		t.Errorf("the meta reads back as %+v", m)
	}
}

func TestSpecRefusesAGraderCommandWithANulByte(t *testing.T) {
	t.Parallel()
	uids, err := wire.ParseUIDs("20000-20999")
	if err != nil {
		t.Fatal(err)
	}
	job := backends.Job{RunID: "r1", Case: evalcase.Case{Graders: []evalcase.Grader{
		{Kind: evalcase.GraderTestsPass, Command: []string{"sh", "-c", "a\x00b"}},
	}}}
	_, err = specKeys.Spec(job, uids, time.Second, time.Second)
	if !errors.Is(err, backends.ErrInvalidJob) || backends.CodeOf(err) != backends.CodeInvalidJob {
		t.Errorf("err = %v, want INVALID_JOB", err)
	}
}
