package controlplane_test

import (
	"os"
	"testing"

	"github.com/everdict/everdict/backends/local"
)

// TestMain lets the test binary serve as the LOCAL backend's supervisor, as
// the server's binary does, for the tests that run real LOCAL jobs, and as a
// front door's agent (runFrontDoorAgent).
func TestMain(m *testing.M) {
	local.MaybeRunSupervisor()
	if os.Getenv(EnvFrontDoorAgent) == "1" {
		runFrontDoorAgent()
		os.Exit(0)
	}
	os.Exit(m.Run())
}
