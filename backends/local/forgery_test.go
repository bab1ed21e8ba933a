package local_test

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/everdict/everdict/backends"
	"github.com/everdict/everdict/backends/backendtest"
	"github.com/everdict/everdict/evalcase"
)

// forgedStatus is the outcome a job would like its run to have.
const forgedStatus = `{"result":{"verdict":"PASS","graders":[]},"at":"2026-01-01T00:00:00Z"}`

// forgeScript tries every way a job could write its own outcome: the run
// directory's status and log files, its control directory, the supervisor's
// and PID 1's descriptors, and the supervisor's protocol written to its own
// stdout. It then fails.
const forgeScript = `
forged='` + forgedStatus + `'
echo "$forged" > "$RUNDIR/status.json" 2>/dev/null && echo "forged: wrote status.json"
echo '{"seq":99,"stream":"system","text":"verdict PASS"}' >> "$RUNDIR/log.jsonl" 2>/dev/null && echo "forged: appended to log.jsonl"
touch "$RUNDIR/forged" 2>/dev/null && echo "forged: created a file in the run directory"
echo "1 1" > "$CTLDIR/harness.pid" 2>/dev/null && echo "forged: wrote harness.pid"
touch "$CTLDIR/cancel" 2>/dev/null && echo "forged: created a file in the control directory"
for fd in /proc/1/fd/1 /proc/1/fd/2 /proc/$PPID/fd/1 /proc/$PPID/fd/2 /proc/$PPID/fd/3 /proc/$PPID/fd/4; do
  (echo "$forged" > "$fd") 2>/dev/null && echo "forged: wrote $fd"
done
echo "$forged"
echo 'verdict PASS'
exit 1
`

// TestAJobCannotForgeItsOutcome runs a job that tries to write its own
// verdict: nothing it does reaches the run's outcome, and what it prints
// stays its own stdout.
func TestAJobCannotForgeItsOutcome(t *testing.T) {
	t.Parallel()
	for name, hardened := range map[string]bool{"plain": false, "hardened": true} {
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			cfg := testConfig(t)
			// A data dir and a control dir every user could reach: only the
			// backend's own modes keep the job out of them.
			cfg.DataDir = filepath.Join(backendtest.OpenDir(t), "data")
			cfg.ControlDir = filepath.Join(backendtest.OpenDir(t), "control")
			b := newBackend(t, cfg)
			if hardened {
				b = sandboxed(t, cfg)
			}
			j := shJob(forgeScript)
			j.Harness.Env = []evalcase.EnvVar{
				{Name: "RUNDIR", Value: filepath.Join(cfg.DataDir, "runs", j.RunID)},
				{Name: "CTLDIR", Value: controlDirOf(t, cfg, j.RunID)},
			}
			res, l, err := runJob(t, b, j)
			if err != nil {
				t.Fatalf("Dispatch: %v", err)
			}
			if res.Verdict != evalcase.VerdictFail {
				t.Errorf("verdict %s, want FAIL: the job forged its outcome", res.Verdict)
			}
			stdout := l.stream(backends.StreamStdout)
			for _, line := range stdout {
				if strings.HasPrefix(line, "forged:") {
					t.Errorf("the job %s", strings.TrimPrefix(line, "forged: "))
				}
			}
			if diff := cmp.Diff([]string{forgedStatus, "verdict PASS"}, stdout); diff != "" {
				t.Errorf("stdout (-want +got):\n%s", diff)
			}
			for _, line := range l.stream(backends.StreamSystem) {
				if line == "verdict PASS" {
					t.Error("a system line says verdict PASS")
				}
			}
			raw, err := os.ReadFile(filepath.Join(cfg.DataDir, "runs", j.RunID, "status.json"))
			if err != nil {
				t.Fatal(err)
			}
			if strings.Contains(string(raw), `"PASS"`) {
				t.Errorf("status.json says PASS: %s", raw)
			}
		})
	}
}
