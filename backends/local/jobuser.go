package local

import (
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"syscall"
)

// jobUser is the unprivileged user a run runs as: its leased uid (see
// uids.go), or root (the zero value) only where a kept job directory is
// given back.
type jobUser struct {
	UID uint32 `json:"uid"`
	GID uint32 `json:"gid"`
}

// sysProcAttr starts a process as u, with no supplementary group.
func (u jobUser) sysProcAttr() *syscall.SysProcAttr {
	return &syscall.SysProcAttr{Credential: &syscall.Credential{Uid: u.UID, Gid: u.GID, Groups: []uint32{}}}
}

// prepareJobRoot makes the directory of the job directories: owned by this
// process, 0711 (a job reaches its own directory by name; nobody lists
// them), and not a symbolic link (JobRootDefault is under the world-writable
// /var/tmp).
func prepareJobRoot(root string) error {
	if err := os.MkdirAll(root, 0o711); err != nil {
		return fmt.Errorf("make job root: %w", err)
	}
	fi, err := os.Lstat(root)
	if err != nil {
		return fmt.Errorf("job root: %w", err)
	}
	st, ok := fi.Sys().(*syscall.Stat_t)
	switch {
	case !fi.IsDir():
		return fmt.Errorf("job root %s is not a directory", root)
	case !ok || int(st.Uid) != os.Geteuid():
		return fmt.Errorf("job root %s is not owned by uid %d", root, os.Geteuid())
	}
	if err := os.Chmod(root, 0o711); err != nil {
		return fmt.Errorf("job root: %w", err)
	}
	return nil
}

// chownTree gives every file under dir (dir too) to u, without following
// symbolic links.
func chownTree(dir string, u jobUser) error {
	return filepath.WalkDir(dir, func(p string, _ fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		return os.Lchown(p, int(u.UID), int(u.GID))
	})
}
