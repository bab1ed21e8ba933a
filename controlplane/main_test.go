package controlplane_test

import (
	"os"
	"testing"

	"github.com/everdict/everdict/backends/local"
)

// TestMain lets the test binary serve as the LOCAL backend's supervisor, as
// the server's binary does, for the tests that run real LOCAL jobs.
func TestMain(m *testing.M) {
	local.MaybeRunSupervisor()
	os.Exit(m.Run())
}
