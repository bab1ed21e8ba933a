package fakebackend_test

import (
	"maps"
	"os"
	"slices"
	"testing"

	"github.com/everdict/everdict/backends"
	"github.com/everdict/everdict/backends/backendtest"
	"github.com/everdict/everdict/internal/fakebackend"
)

// serverCredentials sit in the test process's environment, as a control
// plane's own secrets would; no job of the fake may see them.
var serverCredentials = map[string]string{
	"EVERDICT_DATABASE_URL": "postgres://everdict:server-db-password-3e1a@db/everdict",
	"EVERDICT_NOMAD_TOKEN":  "server-nomad-token-b7c2",
}

func TestMain(m *testing.M) {
	for k, v := range serverCredentials {
		if err := os.Setenv(k, v); err != nil {
			panic(err)
		}
	}
	os.Exit(m.Run())
}

// TestConformance runs the backends conformance suite against the fake in
// scenario mode: each subtest gets a fresh fake, and each Open a replica of
// it, as a restarted control plane sees the same cluster.
func TestConformance(t *testing.T) {
	backendtest.Run(t, backendtest.Harness{
		New: func(t *testing.T) backendtest.Open {
			f := fakebackend.NewScenarios(false)
			return func(t *testing.T) backends.Backend { return f.Replica() }
		},
		Credentials: slices.Collect(maps.Values(serverCredentials)),
		// The fake plays a harness's lines and result; it collects no
		// files (the scheduler's tests hand them to the sink themselves).
		Applies: func(scenario string) bool { return scenario != backendtest.ScenarioArtifacts },
	})
}
