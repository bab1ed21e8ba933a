package wire

import (
	"errors"
	"os"
	"os/exec"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"

	"github.com/everdict/everdict/backends"
	"github.com/everdict/everdict/backends/backendtest"
)

func TestAnEnteredCommandGetsItsOwnEnvironmentInTheWorkspace(t *testing.T) {
	t.Parallel()
	if os.Geteuid() != 0 {
		t.Skip("an entered command starts as root in its task and runs as the harness's user")
	}
	dir := backendtest.OpenDir(t)
	e := Entry{Workspace: `"$TASK_DIR/work space"`, Home: `"$TASK_DIR"`, RunID: "evd-run-7", Terminal: true, User: UserLegacy}
	argv, err := e.Command([]string{"sh", "-c", `pwd; env | sort`})
	if err != nil {
		t.Fatalf("Command: %v", err)
	}
	if err := os.Mkdir(dir+"/work space", 0o755); err != nil {
		t.Fatal(err)
	}
	cmd := exec.Command(argv[0], argv[1:]...)
	// The task's environment, as a cluster gives it to an exec.
	cmd.Env = []string{"TASK_DIR=" + dir, "HARNESS_KEY=s3cr3t", "PATH=/usr/bin:/bin"}
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("run the entered command: %v", err)
	}
	got := strings.Split(strings.TrimSpace(string(out)), "\n")
	want := []string{
		dir + "/work space",
		"EVERDICT_RUN_ID=evd-run-7",
		"HOME=" + dir,
		"PATH=" + EnterPath,
		"PWD=" + dir + "/work space",
		"TERM=xterm-256color",
	}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("the entered command's directory and environment (-want +got):\n%s", diff)
	}
}

func TestAnEnteredCommandIsKilledAtItsTimeoutWhereTheTaskHasTimeout(t *testing.T) {
	t.Parallel()
	if _, err := exec.LookPath("timeout"); err != nil {
		t.Skip("no timeout(1) here")
	}
	if os.Geteuid() != 0 {
		t.Skip("an entered command starts as root in its task and runs as the harness's user")
	}
	argv, err := Entry{Workspace: "/", Home: "/", RunID: "evd-run-8", TimeoutSec: 1, User: UserLegacy}.Command([]string{"sleep", "600"})
	if err != nil {
		t.Fatalf("Command: %v", err)
	}
	err = exec.Command(argv[0], argv[1:]...).Run()
	// timeout(1) kills its process group, itself included.
	var exit *exec.ExitError
	if !errors.As(err, &exit) {
		t.Fatalf("the command past its timeout ended with %v; want killed", err)
	}
	if ws := exit.Sys().(syscall.WaitStatus); !ws.Signaled() || ws.Signal() != syscall.SIGKILL {
		t.Errorf("the command past its timeout ended with %v; want killed by SIGKILL", err)
	}
}

func TestACommandWhoseNameHoldsAnEqualsSignIsRefused(t *testing.T) {
	t.Parallel()
	for _, argv := range [][]string{nil, {""}, {"A=B", "sh"}} {
		if _, err := (Entry{User: UserLegacy}).Command(argv); !errors.Is(err, backends.ErrInvalidJob) {
			t.Errorf("Command(%q): err = %v; want one wrapping ErrInvalidJob", argv, err)
		}
	}
}

func TestTimeoutSecRoundsUp(t *testing.T) {
	t.Parallel()
	for d, want := range map[time.Duration]int{0: 1, 500 * time.Millisecond: 1, time.Second: 1, 1500 * time.Millisecond: 2, time.Minute: 60} {
		if got := TimeoutSec(d); got != want {
			t.Errorf("TimeoutSec(%s) = %d; want %d", d, got, want)
		}
	}
}
