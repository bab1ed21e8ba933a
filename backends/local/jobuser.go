package local

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"os/user"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"
)

// jobUser is the unprivileged user jobs run as.
type jobUser struct {
	UID  uint32 `json:"uid"`
	GID  uint32 `json:"gid"`
	Name string `json:"name,omitempty"`
}

// sysProcAttr starts a process as u, with no supplementary group.
func (u jobUser) sysProcAttr() *syscall.SysProcAttr {
	return &syscall.SysProcAttr{Credential: &syscall.Credential{Uid: u.UID, Gid: u.GID, Groups: []uint32{}}}
}

func (u jobUser) String() string {
	if u.Name != "" {
		return fmt.Sprintf("%s (uid %d)", u.Name, u.UID)
	}
	return fmt.Sprintf("uid %d", u.UID)
}

// resolveJobUser finds the user of spec (see Config.JobUser) and checks that
// this process can switch to it and that it is neither root nor this
// process's own user.
func resolveJobUser(spec string) (jobUser, error) {
	u, err := lookupJobUser(spec)
	if err != nil {
		return jobUser{}, err
	}
	switch euid := os.Geteuid(); {
	case u.UID == 0 || u.GID == 0:
		return jobUser{}, fmt.Errorf("job user %s: refusing root", u)
	case int(u.UID) == euid:
		return jobUser{}, fmt.Errorf("job user %s: jobs must not run as the control plane's own user", u)
	case euid != 0:
		return jobUser{}, fmt.Errorf("job user %s: the control plane runs as uid %d and cannot switch to it; run it as root (it drops to the job user for every job)", u, euid)
	}
	return u, nil
}

func lookupJobUser(spec string) (jobUser, error) {
	if uid, gid, ok := strings.Cut(spec, ":"); ok {
		u, err1 := strconv.ParseUint(uid, 10, 32)
		g, err2 := strconv.ParseUint(gid, 10, 32)
		if err1 != nil || err2 != nil {
			return jobUser{}, fmt.Errorf("job user %q: want a name or uid:gid", spec)
		}
		return jobUser{UID: uint32(u), GID: uint32(g)}, nil
	}
	names := []string{spec}
	if spec == "" {
		names = []string{JobUserDefault, JobUserFallback}
	}
	var errs []error
	for _, name := range names {
		pw, err := user.Lookup(name)
		if err != nil {
			errs = append(errs, err)
			continue
		}
		u, err1 := strconv.ParseUint(pw.Uid, 10, 32)
		g, err2 := strconv.ParseUint(pw.Gid, 10, 32)
		if err1 != nil || err2 != nil {
			return jobUser{}, fmt.Errorf("job user %s: non-numeric uid %q or gid %q", name, pw.Uid, pw.Gid)
		}
		return jobUser{UID: uint32(u), GID: uint32(g), Name: name}, nil
	}
	return jobUser{}, fmt.Errorf("job user: %w", errors.Join(errs...))
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
