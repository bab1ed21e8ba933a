package controlplane_test

import (
	"context"
	"log/slog"
	"os"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/everdict/everdict/controlplane"
	"github.com/everdict/everdict/internal/apptest"
)

// TestALocalRunWithNoMemoryClaimIsStoppedByTheDefault: a run on the
// bootstrap LOCAL runtime that declares no memory once touched 4 GiB of the
// control plane's host. The runtime's admission defaults (2 GiB, 1 CPU)
// become the run's resources at submit, where the run record shows them,
// and the LOCAL backend's memory cgroup stops a harness that allocates
// 3 GiB: OOM_KILLED, end to end through the API.
func TestALocalRunWithNoMemoryClaimIsStoppedByTheDefault(t *testing.T) {
	if os.Geteuid() != 0 {
		t.Skip("LOCAL jobs need the control plane to run as root")
	}
	// The system's python3, which the run's unprivileged uid can execute
	// (a pyenv shim under /root is not).
	const python = "/usr/bin/python3"
	if _, err := os.Stat(python); err != nil {
		t.Skip("the allocation needs " + python)
	}
	t.Parallel()
	app := apptest.New(t, apptest.Options{
		Backends: controlplane.DefaultBackends(t.TempDir(), controlplane.LocalHost{}, []byte("the tests' wire key, 32 bytes"), slog.New(slog.DiscardHandler)),
	})
	tok, err := app.Bootstrap(context.Background())
	if err != nil || tok == "" {
		t.Fatalf("bootstrap = %q, %v; want an operator token", tok, err)
	}
	var sub struct {
		SubmitRun struct {
			ID   string
			Case struct {
				Resources struct{ MemoryMb, Cpu float64 }
			}
		}
	}
	app.Do(t, tok, `mutation($in: SubmitRunInput!) { submitRun(input: $in) { id case { resources { memoryMb cpu } } } }`, map[string]any{"in": map[string]any{
		"runtime": "local",
		"harness": map[string]any{"name": "hog", "command": []string{python, "-c", "b = b'x' * (3 << 30); print(len(b))"}},
		"case":    map[string]any{"task": "allocate 3 GiB", "timeoutSec": 120},
	}}).Decode(t, &sub)
	if diff := cmp.Diff(struct{ MemoryMb, Cpu float64 }{2048, 1}, sub.SubmitRun.Case.Resources); diff != "" {
		t.Errorf("the run's recorded resources (-want +got):\n%s", diff)
	}
	s := app.Subscribe(t, tok, `subscription($id: ID!) { runUpdated(id: $id) { status error { class code } } }`, map[string]any{"id": sub.SubmitRun.ID})
	for {
		var got struct {
			RunUpdated struct {
				Status string
				Error  *struct{ Class, Code string }
			}
		}
		s.Next().Decode(t, &got)
		if st := got.RunUpdated.Status; st == "QUEUED" || st == "RUNNING" {
			continue
		}
		want := struct{ Status, Error string }{"FAILED", "INFRA/OOM_KILLED"}
		gotErr := ""
		if e := got.RunUpdated.Error; e != nil {
			gotErr = e.Class + "/" + e.Code
		}
		if diff := cmp.Diff(want, struct{ Status, Error string }{got.RunUpdated.Status, gotErr}); diff != "" {
			t.Errorf("the 3 GiB run settled (-want +got):\n%s", diff)
			var logs struct {
				Run struct {
					Logs []struct{ Stream, Text string }
				}
			}
			app.Do(t, tok, `query($id: ID!) { run(id: $id) { logs { stream text } } }`, map[string]any{"id": sub.SubmitRun.ID}).Decode(t, &logs)
			t.Logf("its logs: %+v", logs.Run.Logs)
		}
		return
	}
}
