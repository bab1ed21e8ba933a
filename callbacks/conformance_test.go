package callbacks_test

import (
	"context"
	"net/http"
	"os"
	"strings"
	"sync"
	"testing"

	"github.com/everdict/everdict/backends"
	"github.com/everdict/everdict/backends/backendtest"
	"github.com/everdict/everdict/backends/frontdoor"
	"github.com/everdict/everdict/evalcase"
)

// frontDoorScenarios are the conformance scenarios that apply to a front
// door. It runs no process, so the scenarios that read a harness's output
// streams, environment or memory, or run TESTS_PASS graders in its
// workspace, do not; the callback's own contract (replays, stale tokens,
// deadlines, heartbeats, cancels, takeovers) is pinned by this package's
// other tests.
var frontDoorScenarios = []string{
	"the answer file comes back with the result, its first 256 KiB when longer, marked cut",
	"Cancel of a finished run is a no-op and of an unknown run is not found",
	"Adopt of a run the backend never saw is Absent",
	"a run id is dispatched at most once",
	"Probe reaches the backend without running a job",
}

// scripted records, by run id, the scenario each dispatched job carries, so
// the front door's agent can play it (as a fake cluster reads it from the
// job spec).
type scripted struct {
	backends.Backend
	scenarios *sync.Map
}

func (s scripted) Dispatch(ctx context.Context, j backends.Job, logs backends.LogSink) (evalcase.Result, error) {
	if sc, ok := backendtest.Recognize(j.Harness.Command); ok {
		s.scenarios.Store(j.RunID, sc)
	}
	return s.Backend.Dispatch(ctx, j, logs)
}

func TestTheFrontDoorPassesTheConformanceScenariosThatApply(t *testing.T) {
	t.Parallel()
	backendtest.Run(t, backendtest.Harness{
		New: func(t *testing.T) backendtest.Open {
			d := newDoor(t, doorOpts{})
			var scenarios sync.Map
			d.agent.play = func(r received) {
				v, ok := scenarios.Load(r.req.CorrelationID)
				if !ok {
					return
				}
				sc := v.(backendtest.Scenario)
				if sc.Block {
					return
				}
				if sc.Gate != "" {
					if b, err := os.ReadFile(sc.Gate); err != nil || len(b) == 0 {
						return
					}
				}
				cb := frontdoor.Callback{Status: frontdoor.StatusCompleted, Answer: sc.Answer + strings.Repeat("a", sc.LongAnswer)}
				if sc.ExitCode != 0 {
					cb.Status = frontdoor.StatusFailed
				}
				if sc.Report != nil {
					cb.CostUSD = sc.Report.CostUSD
				}
				// An answer past the body limit is sent cut to fit, as an
				// agent would.
				if len(cb.Answer) > frontdoor.CallbackMaxBytes-1024 {
					cb.Answer = cb.Answer[:frontdoor.CallbackMaxBytes-1024]
				}
				if code, _ := post(r.req.CallbackURL, r.req.CallbackToken, cb); code != http.StatusOK {
					t.Errorf("the scripted agent's callback answered %d", code)
				}
			}
			return func(t *testing.T) backends.Backend { return scripted{d.open(t), &scenarios} }
		},
		Credentials: []string{authSecret},
		Applies: func(name string) bool {
			for _, s := range frontDoorScenarios {
				if s == name {
					return true
				}
			}
			return false
		},
	})
}
