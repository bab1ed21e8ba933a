package wire

import (
	"fmt"
	"strings"
	"time"

	"github.com/everdict/everdict/backends"
)

// EnterPath is the PATH of a command entered into a running task: the
// common one of container images, never the task's own (the harness's env
// may have set it).
const EnterPath = "/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin"

// Entry is how a command enters a running task (backends.Access on a
// cluster): the cluster's exec starts it with the task's whole environment,
// so it is run through a small sh script that drops it.
type Entry struct {
	// Workspace and Home are shell words (they may expand the task's own
	// variables, never with braces): the directory the command starts in
	// when it exists, and its HOME.
	Workspace, Home string
	// RunID is the command's EVERDICT_RUN_ID.
	RunID string
	// TimeoutSec, when positive, has the command killed (SIGKILL to its
	// process group) inside the task after that many seconds, through
	// timeout(1) when the image has one: a cluster does not stop an exec
	// whose client went away.
	TimeoutSec int
	// Terminal sets TERM, for a command on a pseudo-terminal.
	Terminal bool
	// User is who the command runs as: the harness's user, never the
	// wrapper's (root, which holds the run's key). Required.
	User User
}

// Command returns the argv that runs argv in the task as e says:
// /bin/sh -c SCRIPT everdict-exec ARGV... The script changes to the
// workspace and runs argv as e.User (switched to as the wrapper does; with
// no way to switch it refuses, exit 126) under env -i with PATH
// (EnterPath), HOME, EVERDICT_RUN_ID and, on a terminal, TERM only: none of
// the harness's environment (its secrets stay with it). argv[0] may not
// hold '=', which env would take for a variable.
func (e Entry) Command(argv []string) ([]string, error) {
	if len(argv) == 0 || argv[0] == "" {
		return nil, fmt.Errorf("%w: exec needs a command", backends.ErrInvalidJob)
	}
	if strings.Contains(argv[0], "=") {
		return nil, fmt.Errorf("%w: the command's name may not hold '='", backends.ErrInvalidJob)
	}
	var b strings.Builder
	line := func(format string, args ...any) { fmt.Fprintf(&b, format+"\n", args...) }
	if !e.User.Valid() {
		return nil, fmt.Errorf("%w: exec needs a user other than root", backends.ErrInvalidJob)
	}
	line("cd %s 2>/dev/null || :", e.Workspace)
	for _, l := range switchLines(e.User) {
		line("%s", l)
	}
	line(`[ -n "$evd_as" ] || { echo %s >&2; exit 126; }`, ShQuote("everdict: cannot run the command as user "+e.User.String()+": the task has none of setpriv, su-exec, gosu or GNU chroot"))
	env := "set -- $evd_as env -i PATH=" + ShQuote(EnterPath) + " HOME=" + e.Home + " " + backends.EnvRunID + "=" + ShQuote(e.RunID)
	if e.Terminal {
		env += " TERM=xterm-256color"
	}
	line(`%s "$@"`, env)
	if e.TimeoutSec > 0 {
		// Not --foreground: timeout(1) puts the command in a process group
		// of its own and kills the whole group, itself included (137).
		line(`if command -v timeout >/dev/null 2>&1; then exec timeout -s KILL %d "$@"; fi`, e.TimeoutSec)
	}
	line(`exec "$@"`)
	return append([]string{"/bin/sh", "-c", b.String(), "everdict-exec"}, argv...), nil
}

// TimeoutSec is d in whole seconds, rounded up (at least 1): the in-task
// kill of an exec comes at its timeout or just after.
func TimeoutSec(d time.Duration) int {
	return max(int((d+time.Second-1)/time.Second), 1)
}
