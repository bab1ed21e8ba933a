package local

import (
	"context"
	"fmt"
	"time"

	"github.com/everdict/everdict/backends"
	"github.com/everdict/everdict/backends/internal/xwd"
)

// An osUse case's virtual display: an X server (Xvfb) the harness starts
// with, as the run's user, in the run's cgroup and sandbox (or a plain
// run's own mount namespace), listening only on its socket in the run's own
// /tmp (no TCP, no abstract socket, which the host's network namespace
// would share): no other run and nothing of the host reaches it. It ends
// with the harness's process group at the latest, and its /tmp with the run.
const (
	// xvfbName is the X server, looked up in Config.JobPath.
	xvfbName = "Xvfb"
	// displaySize is the screen of an osUse case's display:
	// width×height×depth.
	displaySize = "1280x800x24"
	// displayStartPolls bounds the wait for the display's socket, a tenth
	// of a second each.
	displayStartPolls = 100
	// screenCaptureTimeout bounds a capture of the display.
	screenCaptureTimeout = 10 * time.Second
)

// displayReady is the file, in the run's own /tmp, where Xvfb writes its
// display number once it accepts connections (-displayfd): its socket
// appears earlier, before a client is served.
const displayReady = "/tmp/.everdict-display-ready"

// withDisplay returns argv run under a virtual display: sh starts Xvfb on
// backends.OSUseDisplay, waits until it accepts connections, then becomes
// argv (so argv leads the process group the runner waits for, and the X
// server goes with it).
func withDisplay(argv []string) []string {
	script := fmt.Sprintf(`%s %s -nolisten tcp -nolisten local -screen 0 %s -displayfd 4 4>%s >/dev/null 2>&1 &
x=$!; n=0
while [ ! -s %s ]; do
	n=$((n+1))
	if [ "$n" -gt %d ] || ! kill -0 "$x" 2>/dev/null; then echo "everdict: the virtual display did not start" >&2; exit 127; fi
	sleep 0.1
done
exec "$@"`, xvfbName, backends.OSUseDisplay, displaySize, displayReady, displayReady, displayStartPolls)
	return append([]string{"sh", "-c", script, "everdict-display"}, argv...)
}

// displayScreen captures the display of an osUse run: xwd run in the job
// as Exec runs a command (its user, its namespaces, its cgroup), its dump
// bounded by ExecOutputMax and encoded as a PNG here.
func (b *Backend) displayScreen(ctx context.Context, runID, display string) ([]byte, error) {
	res, err := b.Exec(ctx, runID, backends.ExecRequest{Command: xwd.Command(display), Timeout: screenCaptureTimeout, MaxOutputBytes: backends.ExecOutputMax})
	switch {
	case err != nil:
		return nil, err
	case res.ExitCode != 0 || res.TimedOut:
		return nil, fmt.Errorf("run %s: its display %s does not answer (exit code %d): %w", runID, display, res.ExitCode, backends.ErrNoScreen)
	case res.Truncated:
		return nil, fmt.Errorf("run %s: its screen is larger than %d bytes", runID, backends.ExecOutputMax)
	}
	png, err := xwd.PNG(res.Stdout)
	if err != nil {
		return nil, fmt.Errorf("screen of run %s: %w", runID, err)
	}
	return png, nil
}
