package cluster

import (
	"slices"
	"strings"
	"time"

	"github.com/everdict/everdict/backends"
	"github.com/everdict/everdict/backends/internal/wire"
	"github.com/everdict/everdict/domain"
	"github.com/everdict/everdict/evalcase"
)

// Spec is what a run's job is made of on every cluster, decided once from
// the job: the user its harness runs as, the wrapper's parameters and the
// meta that records the run. An adapter renders it into its platform's
// objects (a Nomad job, a Kubernetes Job and its pod).
type Spec struct {
	// User is the tenant's user (wire.UIDs.Tenant) the harness and its
	// graders run as.
	User wire.User
	// Wrapper is the wrapper script's parameters but the platform's
	// paths: the adapter sets StateDir, Workspace and Prepare.
	Wrapper wire.Params
	// Meta is what the job records of its run (Keys.Write).
	Meta map[string]string
}

// Spec decides the parts of a run's job every cluster shares. It refuses
// (CONFIG/INVALID_JOB) a grader command holding a NUL byte, which no
// platform can pass to a process.
func (k Keys) Spec(job backends.Job, uids wire.UIDs, graderTimeout, killGrace time.Duration) (Spec, error) {
	for i, g := range job.Case.Graders {
		for _, a := range g.Command {
			if strings.ContainsRune(a, 0) {
				return Spec{}, backends.Errorf(domain.FailureConfig, backends.CodeInvalidJob,
					"grader %d's command holds a NUL byte: %w", i+1, backends.ErrInvalidJob)
			}
		}
	}
	user := uids.Tenant(job.Tenant)
	timeout := job.Case.EffectiveTimeoutSec()
	meta, err := k.Write(job, timeout, user)
	if err != nil {
		return Spec{}, err
	}
	return Spec{
		User: user,
		Wrapper: wire.Params{
			TimeoutSec:       timeout,
			GraderTimeoutSec: wire.TimeoutSec(graderTimeout),
			KillGraceSec:     wire.TimeoutSec(killGrace),
			Graders:          wire.TestsPassCommands(job.Case),
			User:             user,
			// The upload grant bounds the files again, server-side.
			ArtifactsMaxFiles: job.Artifacts.Or(backends.DefaultArtifactLimits()).MaxFiles,
		},
		Meta: meta,
	}, nil
}

// EnvVar is one variable of a harness's environment on a cluster.
type EnvVar struct {
	Name, Value string
	// Secret is set for a value that goes to the run's secret object,
	// never into its job (IsSecret).
	Secret bool
	// Index is the variable's place in the job's Harness.Env, -1 for one
	// of the harness protocol's (named by Name alone).
	Index int
}

// Env is a harness's environment on a cluster, in order: the job's own
// (a later variable of a name replaces an earlier one), then the harness
// protocol's, never secret: the task text, the result, the answer and the
// artifact directory at the platform's paths, the run id and, when the
// job has one, its trace context; last, when the job uploads its files
// (Job.ArtifactUpload), the upload URL and grant, secret, which the
// wrapper takes out of the harness's environment. The run's wire key is
// the adapter's to add, from its secret object.
func Env(job backends.Job, task, result, answer, artifacts string) []EnvVar {
	env := make([]EnvVar, 0, len(job.Harness.Env)+8)
	for i, e := range job.Harness.Env {
		env = append(env, EnvVar{Name: e.Name, Value: e.Value, Secret: IsSecret(job, e), Index: i})
	}
	protocol := [][2]string{
		{backends.EnvTask, task},
		{backends.EnvResult, result},
		{backends.EnvAnswer, answer},
		{backends.EnvArtifactsDir, artifacts},
		{backends.EnvRunID, job.RunID},
	}
	if job.TraceParent != "" {
		protocol = append(protocol, [2]string{backends.EnvTraceParent, job.TraceParent})
	}
	if job.TraceID != "" {
		protocol = append(protocol, [2]string{backends.EnvTraceID, job.TraceID})
	}
	for _, kv := range protocol {
		env = append(env, EnvVar{Name: kv[0], Value: kv[1], Index: -1})
	}
	if u := job.ArtifactUpload; u != nil && u.URL != "" && u.Grant != "" {
		env = append(env,
			EnvVar{Name: backends.EnvArtifactURL, Value: u.URL, Secret: true, Index: -1},
			EnvVar{Name: backends.EnvArtifactGrant, Value: u.Grant, Secret: true, Index: -1})
	}
	return env
}

// IsSecret reports whether e's value is a secret: it came from a
// secretRef, or it is one of the job's resolved secret values.
func IsSecret(job backends.Job, e evalcase.EnvVar) bool {
	return e.SecretRef != "" || (e.Value != "" && slices.Contains(job.Secrets, e.Value))
}
