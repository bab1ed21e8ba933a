package local

import (
	"context"
	"fmt"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"time"
)

// sandboxProbeTimeout bounds the one sandbox probe.
const sandboxProbeTimeout = 30 * time.Second

// seccompFD is the descriptor bwrap reads the seccomp filter from: the first
// of the extra files a sandboxed command is started with.
const seccompFD = 3

// bwrapFeatures are the options of the installed bubblewrap that older
// versions lack; the sandbox uses each one it has.
type bwrapFeatures struct {
	// DisableUserns: --disable-userns (bubblewrap 0.8).
	DisableUserns bool `json:"disableUserns,omitempty"`
	// Size: --size before --tmpfs (bubblewrap 0.8).
	Size bool `json:"size,omitempty"`
}

// detectBwrapFeatures reads bwrap --help.
func detectBwrapFeatures(ctx context.Context, bwrap string) bwrapFeatures {
	out, _ := exec.CommandContext(ctx, bwrap, "--help").CombinedOutput()
	s := string(out)
	return bwrapFeatures{DisableUserns: strings.Contains(s, "--disable-userns"), Size: strings.Contains(s, "--size")}
}

// sandbox is how a command is put into bubblewrap.
type sandbox struct {
	bwrap    string
	features bwrapFeatures
	readOnly []string
	// jobDir is the only writable host directory; dir the working directory.
	jobDir, dir string
	// tmpSize bounds the sandbox's /tmp in bytes (with Size); 0 means
	// bubblewrap's default (half the host's memory).
	tmpSize int64
	// seccomp says the command is started with the filter on seccompFD.
	seccomp bool
}

// args returns the bubblewrap command line that runs argv: every namespace
// unshared (no network: only a loopback of its own), user namespaces
// disabled inside, all capabilities dropped, a session of its own (no
// TIOCSTI into a terminal), the seccomp filter, the host paths in readOnly
// bound read-only (symbolic links recreated), a fresh /proc, a minimal /dev,
// a /tmp of tmpSize, and jobDir, the only writable host path, bound
// read-write at its own path so the paths in the job's environment hold
// inside and out; the sandbox's own root is then made read-only. The sandbox
// dies with its parent.
func (s sandbox) args(argv []string) []string {
	args := []string{s.bwrap,
		"--unshare-all", "--die-with-parent", "--new-session", "--cap-drop", "ALL",
		"--hostname", "everdict",
	}
	if s.features.DisableUserns {
		args = append(args, "--unshare-user", "--disable-userns")
	}
	if s.seccomp {
		args = append(args, "--seccomp", strconv.Itoa(seccompFD))
	}
	for _, p := range s.readOnly {
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
	args = append(args, "--proc", "/proc", "--dev", "/dev")
	if s.features.Size && s.tmpSize > 0 {
		args = append(args, "--size", strconv.FormatInt(s.tmpSize, 10))
	}
	args = append(args,
		"--tmpfs", "/tmp",
		"--bind", s.jobDir, s.jobDir,
		"--remount-ro", "/",
		"--chdir", s.dir,
		"--")
	return append(args, argv...)
}

// probeSandbox runs a sandboxed shell, as a run's own uid and with the seccomp
// filter, that writes a file into its bound directory, and reports the
// resolved bubblewrap path and its features when that worked.
func (b *Backend) probeSandbox() (string, bwrapFeatures, bool) {
	bwrap, err := exec.LookPath(b.cfg.BwrapPath)
	if err != nil {
		b.log.Warn("no sandbox: bubblewrap not found", "bwrap", b.cfg.BwrapPath, "err", err)
		return "", bwrapFeatures{}, false
	}
	if bwrap, err = filepath.Abs(bwrap); err != nil {
		return "", bwrapFeatures{}, false
	}
	ctx, cancel := context.WithTimeout(context.Background(), sandboxProbeTimeout)
	defer cancel()
	feat := detectBwrapFeatures(ctx, bwrap)
	if !feat.DisableUserns {
		b.log.Warn("bubblewrap has no --disable-userns (0.8 or later): a sandboxed job may make user namespaces", "bwrap", bwrap)
	}
	dir, err := b.makeJobDir(".sandbox-probe")
	if err != nil {
		b.log.Warn("no sandbox: probe directory", "err", err)
		return "", bwrapFeatures{}, false
	}
	defer func() { _ = os.RemoveAll(dir) }()
	// The probe runs as a run would: as a uid of its own, leased.
	lease, err := leaseUID(b.cfg.UIDLock, b.uids, nextUID.Add(1), dir)
	if err != nil {
		b.log.Warn("no sandbox: no uid for the probe", "err", err)
		return "", bwrapFeatures{}, false
	}
	defer func() {
		if killUID(lease.uid) && os.RemoveAll(dir) == nil {
			_ = lease.release()
			return
		}
		_ = lease.f.Close()
	}()
	if err := os.Chown(dir, int(lease.uid), int(lease.uid)); err != nil {
		b.log.Warn("no sandbox: probe directory", "err", err)
		return "", bwrapFeatures{}, false
	}
	filter := hostSeccompFilter()
	sb := sandbox{bwrap: bwrap, features: feat, readOnly: b.cfg.SandboxReadOnly, jobDir: dir, dir: dir, tmpSize: 1 << 20, seccomp: filter != nil}
	argv := sb.args([]string{"sh", "-c", "echo ok > probe"})
	cmd := exec.CommandContext(ctx, argv[0], argv[1:]...)
	cmd.Env = []string{"PATH=" + b.cfg.JobPath}
	cmd.SysProcAttr = lease.user().sysProcAttr()
	if filter != nil {
		r, err := seccompPipe(filter)
		if err != nil {
			b.log.Warn("no sandbox: seccomp filter", "err", err)
			return "", bwrapFeatures{}, false
		}
		defer func() { _ = r.Close() }()
		cmd.ExtraFiles = []*os.File{r}
	}
	out, err := cmd.CombinedOutput()
	if err != nil {
		b.log.Warn("no sandbox: bubblewrap probe failed", "bwrap", bwrap, "err", err, "output", string(out))
		return "", bwrapFeatures{}, false
	}
	if got, err := os.ReadFile(filepath.Join(dir, "probe")); err != nil || string(got) != "ok\n" {
		b.log.Warn("no sandbox: the probe's write did not reach its bound directory", "bwrap", bwrap)
		return "", bwrapFeatures{}, false
	}
	return bwrap, feat, true
}

// seccompPipe returns the read end of a pipe holding filter, for bwrap's
// --seccomp. The filter is far below a pipe's capacity, so it is written
// whole before the reader starts.
func seccompPipe(filter []byte) (*os.File, error) {
	r, w, err := os.Pipe()
	if err != nil {
		return nil, fmt.Errorf("seccomp pipe: %w", err)
	}
	_, err = w.Write(filter)
	if cerr := w.Close(); err == nil {
		err = cerr
	}
	if err != nil {
		_ = r.Close()
		return nil, fmt.Errorf("write seccomp filter: %w", err)
	}
	return r, nil
}
