package local_test

import (
	"os"
	"testing"

	"github.com/everdict/everdict/backends/local"
)

// serverCredentials sit in the test process's environment, as a control
// plane's own secrets would; no job may see them.
var serverCredentials = map[string]string{
	"EVERDICT_DATABASE_URL":  "postgres://everdict:server-db-password-5f2c@db/everdict",
	"AWS_SECRET_ACCESS_KEY":  "server-aws-secret-9d41",
	"EVERDICT_NOMAD_TOKEN":   "server-nomad-token-77aa",
	"EVERDICT_TEST_PASSWORD": "server-password-c0ffee",
}

func TestMain(m *testing.M) {
	local.MaybeRunSupervisor()
	for k, v := range serverCredentials {
		if err := os.Setenv(k, v); err != nil {
			panic(err)
		}
	}
	os.Exit(m.Run())
}
