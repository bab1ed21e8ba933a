package local

import (
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"syscall"
)

// tmpfsMagic is the f_type statfs reports for a tmpfs (linux/magic.h).
const tmpfsMagic = 0x01021994

// controlRoot makes the directory of dataDir's control files: the
// directory named after dataDir (controlKey) in dir, or, when dir is empty,
// in the first of candidates whose parent is a tmpfs. It fails, saying why,
// when none can be made; the control files then stay in the run directories.
func controlRoot(dir string, candidates []string, dataDir string) (string, error) {
	if dir != "" {
		abs, err := filepath.Abs(dir)
		if err != nil {
			return "", err
		}
		if err := os.MkdirAll(filepath.Dir(abs), 0o755); err != nil {
			return "", err
		}
		return controlRootIn(abs, dataDir)
	}
	var errs []error
	for _, c := range candidates {
		var st syscall.Statfs_t
		if err := syscall.Statfs(filepath.Dir(c), &st); err != nil {
			errs = append(errs, fmt.Errorf("%s: %w", c, err))
			continue
		}
		if st.Type != tmpfsMagic {
			errs = append(errs, fmt.Errorf("%s: %s is not a tmpfs", c, filepath.Dir(c)))
			continue
		}
		root, err := controlRootIn(c, dataDir)
		if err == nil {
			return root, nil
		}
		errs = append(errs, err)
	}
	if len(errs) == 0 {
		return "", errors.New("no control dir is configured")
	}
	return "", errors.Join(errs...)
}

// controlRootIn makes dir (0700, unless it exists) and dataDir's
// directory in it (0700), and names dataDir in the latter.
func controlRootIn(dir, dataDir string) (string, error) {
	if err := ownDir(dir, false); err != nil {
		return "", err
	}
	root := filepath.Join(dir, controlKey(dataDir))
	if err := ownDir(root, true); err != nil {
		return "", err
	}
	// Write access, also for a directory that existed (a read-only mount).
	if err := syscall.Access(root, 2 /* W_OK */); err != nil {
		return "", fmt.Errorf("%s is not writable: %w", root, err)
	}
	if _, err := createOnce(filepath.Join(root, controlKeyFile), []byte(dataDir+"\n")); err != nil {
		return "", fmt.Errorf("%s: %w", root, err)
	}
	return root, nil
}

// controlKey names dataDir's directory in a control dir.
func controlKey(dataDir string) string {
	sum := sha256.Sum256([]byte(dataDir))
	return hex.EncodeToString(sum[:8])
}

// ownDir makes dir 0700 unless it exists, and checks that it is a directory
// (not a symbolic link) of this process's user: in a world-writable parent
// (/dev/shm) another user may have made it first. private makes an existing
// one 0700 too.
func ownDir(dir string, private bool) error {
	if err := os.Mkdir(dir, 0o700); err != nil && !errors.Is(err, fs.ErrExist) {
		return err
	}
	fi, err := os.Lstat(dir)
	if err != nil {
		return err
	}
	st, ok := fi.Sys().(*syscall.Stat_t)
	if !fi.IsDir() || !ok || int(st.Uid) != os.Geteuid() {
		return fmt.Errorf("%s is not a directory of this process's user", dir)
	}
	if private && fi.Mode().Perm() != 0o700 {
		return os.Chmod(dir, 0o700)
	}
	return nil
}

// sweepControlRoots removes, in the control dir holding root, the
// directories of data dirs that no longer exist (a test's temporary data dir,
// a data dir removed by hand) and whose runs' supervisors are all gone: no
// backend can use them again.
func sweepControlRoots(root string) {
	entries, err := os.ReadDir(filepath.Dir(root))
	if err != nil {
		return
	}
	for _, e := range entries {
		p := filepath.Join(filepath.Dir(root), e.Name())
		if !e.IsDir() || p == root || len(e.Name()) != 16 {
			continue
		}
		b, err := os.ReadFile(filepath.Join(p, controlKeyFile))
		if err != nil || len(b) < 2 || b[len(b)-1] != '\n' {
			continue
		}
		dataDir := string(b[:len(b)-1])
		if controlKey(dataDir) != e.Name() {
			continue
		}
		if _, err := os.Stat(dataDir); errors.Is(err, fs.ErrNotExist) && !anySupervisorAlive(p) {
			_ = os.RemoveAll(p)
		}
	}
}

// anySupervisorAlive reports whether a run of the control root root still
// has a live supervisor.
func anySupervisorAlive(root string) bool {
	entries, err := os.ReadDir(root)
	if err != nil {
		return true
	}
	for _, e := range entries {
		if id, ok := readProcID(filepath.Join(root, e.Name(), fileSupervisorPID)); e.IsDir() && ok && alive(id) {
			return true
		}
	}
	return false
}
