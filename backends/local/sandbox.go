package local

import (
	"context"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"time"
)

// sandboxProbeTimeout bounds the one sandbox probe.
const sandboxProbeTimeout = 30 * time.Second

// sandboxArgs returns the bubblewrap command line that runs argv with dir as
// working directory: every namespace unshared (no network: only a loopback
// of its own), all capabilities dropped, the host paths in readOnly bound
// read-only (symbolic links recreated), a fresh /proc, a minimal /dev, a
// tmpfs /tmp, and jobDir, the only writable host path, bound read-write at
// its own path so the paths in the job's environment hold inside and out;
// the sandbox's own root is then made read-only.
// The sandbox dies with its parent, the supervisor.
func sandboxArgs(bwrap string, readOnly []string, jobDir, dir string, argv []string) []string {
	args := []string{bwrap,
		"--unshare-all", "--die-with-parent", "--cap-drop", "ALL",
		"--hostname", "everdict",
	}
	for _, p := range readOnly {
		fi, err := os.Lstat(p)
		switch {
		case err != nil:
			continue
		case fi.Mode()&fs.ModeSymlink != 0:
			if target, err := os.Readlink(p); err == nil {
				args = append(args, "--symlink", target, p)
			}
		default:
			args = append(args, "--ro-bind", p, p)
		}
	}
	args = append(args,
		"--proc", "/proc",
		"--dev", "/dev",
		"--tmpfs", "/tmp",
		"--bind", jobDir, jobDir,
		"--remount-ro", "/",
		"--chdir", dir,
		"--")
	return append(args, argv...)
}

// probeSandbox runs a sandboxed shell that writes a file into its bound
// directory, and reports the resolved bubblewrap path when that worked.
func (b *Backend) probeSandbox() (string, bool) {
	bwrap, err := exec.LookPath(b.cfg.BwrapPath)
	if err != nil {
		b.log.Warn("no sandbox: bubblewrap not found", "bwrap", b.cfg.BwrapPath, "err", err)
		return "", false
	}
	if bwrap, err = filepath.Abs(bwrap); err != nil {
		return "", false
	}
	dir, err := os.MkdirTemp(b.cfg.DataDir, ".sandbox-probe-")
	if err != nil {
		b.log.Warn("no sandbox: probe directory", "err", err)
		return "", false
	}
	defer func() { _ = os.RemoveAll(dir) }()
	ctx, cancel := context.WithTimeout(context.Background(), sandboxProbeTimeout)
	defer cancel()
	argv := sandboxArgs(bwrap, b.cfg.SandboxReadOnly, dir, dir, []string{"sh", "-c", "echo ok > probe"})
	cmd := exec.CommandContext(ctx, argv[0], argv[1:]...)
	cmd.Env = []string{"PATH=" + b.cfg.JobPath}
	out, err := cmd.CombinedOutput()
	if err != nil {
		b.log.Warn("no sandbox: bubblewrap probe failed", "bwrap", bwrap, "err", err, "output", string(out))
		return "", false
	}
	if got, err := os.ReadFile(filepath.Join(dir, "probe")); err != nil || string(got) != "ok\n" {
		b.log.Warn("no sandbox: the probe's write did not reach its bound directory", "bwrap", bwrap)
		return "", false
	}
	return bwrap, true
}
