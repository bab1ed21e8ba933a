package local

import (
	"encoding/binary"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"os/exec"
	"runtime"
	"slices"
	"strconv"
	"syscall"
	"unsafe"
)

// The system calls the syscall package names for some architectures only.
var sysnums = map[string]struct{ seccomp, setns uintptr }{
	"amd64": {seccomp: 317, setns: 308},
	"arm64": {seccomp: 277, setns: 268},
}

// prctl, seccomp and setns arguments (linux/prctl.h, linux/seccomp.h,
// linux/sched.h).
const (
	prSetNoNewPrivs        = 38
	seccompSetModeFilter   = 1
	seccompFilterFlagTsync = 1
	cloneNewNet            = 0x40000000
)

// jailEnv is the whole environment of a jailed command's first process
// (the supervisor's executable again, still root): it names the descriptor
// the jail reads its instructions from, the command's environment among
// them. No byte of the job's environment is in the environment of a
// process that runs as root, where the dynamic loader would honour
// LD_PRELOAD, LD_LIBRARY_PATH, LD_DEBUG and the like before main.
const jailEnv = "EVERDICT_LOCAL_JAIL"

// maxJailSpecBytes bounds the instructions a jail reads.
const maxJailSpecBytes = 64 << 20

// jail is what happens to a job's process between fork and exec, in the
// process itself: it joins the job's cgroup (so everything it forks, a
// setsid child too, is counted and killed with it; Go cannot place a child
// in a v1 cgroup before it runs), sets its rlimits and drops to the job's
// user, then executes the command.
type jail struct {
	// Procs are the cgroup.procs files of the job's cgroup.
	Procs []string `json:"procs,omitempty"`
	// Rlimits are set before the user is switched.
	Rlimits []rlimit `json:"rlimits,omitempty"`
	User    jobUser  `json:"user"`
	// Enter is set for a command entering a hardened job's sandbox (an exec
	// or a terminal): the command is nsenter, which needs the jail's root to
	// join the sandbox's namespaces and drops to User itself once inside.
	// The jail installs Seccomp first, so nothing it starts is unfiltered.
	Enter bool `json:"enter,omitempty"`
	// Plain says the namespaces entered are a plain run's own (mount and
	// IPC, see runNS), not a sandbox's: no seccomp filter is needed.
	Plain bool `json:"plain,omitempty"`
	// Seccomp is a filter (see seccompFilterDenying) the jail installs,
	// with no_new_privs, before it executes the command.
	Seccomp []byte `json:"seccomp,omitempty"`
	// Env is the command's environment, given to it alone.
	Env []string `json:"env,omitempty"`
}

// throughJail makes cmd start the jail, which does j's work and then
// executes bin with argv and env. The jail's environment is jailEnv alone,
// naming the descriptor (the last of cmd's extra files) it reads j and env
// from. The returned function closes this process's end of it; call it
// once cmd started, or failed to.
func throughJail(cmd *exec.Cmd, j jail, bin string, argv, env []string) (done func(), err error) {
	j.Env = env
	spec, err := json.Marshal(j)
	if err != nil {
		return nil, fmt.Errorf("encode jail: %w", err)
	}
	r, w, err := os.Pipe()
	if err != nil {
		return nil, fmt.Errorf("jail pipe: %w", err)
	}
	// A pipe holds 64 KiB: a larger spec is written while the jail reads.
	// Should the jail never start, closing r ends the write with EPIPE.
	go func() {
		_, _ = w.Write(spec)
		_ = w.Close()
	}()
	cmd.Path = "/proc/self/exe"
	cmd.Args = append([]string{ShimName + "-jail", bin}, argv...)
	cmd.ExtraFiles = append(slices.Clone(cmd.ExtraFiles), r)
	cmd.Env = []string{jailEnv + "=" + strconv.Itoa(3+len(cmd.ExtraFiles)-1)}
	return func() { _ = r.Close() }, nil
}

// readJailSpec reads the jail's instructions from the descriptor named by
// jailEnv's value, and closes it.
func readJailSpec(fdName string) (jail, error) {
	var j jail
	fd, err := strconv.Atoi(fdName)
	if err != nil || fd < 3 {
		return j, fmt.Errorf("%s=%q names no descriptor", jailEnv, fdName)
	}
	f := os.NewFile(uintptr(fd), "jail-spec")
	defer func() { _ = f.Close() }()
	b, err := io.ReadAll(io.LimitReader(f, maxJailSpecBytes))
	if err != nil {
		return j, fmt.Errorf("read: %w", err)
	}
	if err := json.Unmarshal(b, &j); err != nil {
		return j, fmt.Errorf("decode: %w", err)
	}
	return j, nil
}

type rlimit struct {
	Resource int    `json:"resource"`
	Max      uint64 `json:"max"`
}

// The rlimits a jail sets (resource numbers of asm-generic/resource.h).
const (
	rlimitFsize = 1
	rlimitCore  = 4
	rlimitNproc = 6
	rlimitAS    = 9
)

// runJail is the jail: os.Args are [name, binary, argv...], and spec names
// the descriptor of its instructions. It returns only on failure, with exit
// code 127 (the command could not start).
func runJail(spec string) int {
	fail := func(format string, args ...any) int {
		fmt.Fprintf(os.Stderr, "everdict jail: "+format+"\n", args...)
		return 127
	}
	j, err := readJailSpec(spec)
	if err != nil {
		return fail("%v", err)
	}
	if len(os.Args) < 3 {
		return fail("no command")
	}
	pid := []byte(strconv.Itoa(os.Getpid()))
	for _, p := range j.Procs {
		if err := os.WriteFile(p, pid, 0); err != nil {
			return fail("join cgroup: %v", err)
		}
	}
	for _, l := range j.Rlimits {
		if err := syscall.Setrlimit(l.Resource, &syscall.Rlimit{Cur: l.Max, Max: l.Max}); err != nil {
			return fail("set rlimit %d: %v", l.Resource, err)
		}
	}
	if j.User.UID == 0 || j.User.GID == 0 {
		return fail("refusing to run a job as root")
	}
	if j.Enter && !j.Plain && len(j.Seccomp) == 0 {
		return fail("refusing to enter a sandbox without a seccomp filter")
	}
	if len(j.Seccomp) > 0 {
		if err := installSeccomp(j.Seccomp); err != nil {
			return fail("seccomp: %v", err)
		}
	}
	env := j.Env
	if env == nil {
		env = []string{}
	}
	if j.Enter {
		err := syscall.Exec(os.Args[1], os.Args[2:], env)
		return fail("exec %s: %v", os.Args[1], err)
	}
	if err := syscall.Setgroups(nil); err != nil {
		return fail("drop groups: %v", err)
	}
	if err := syscall.Setgid(int(j.User.GID)); err != nil {
		return fail("set gid: %v", err)
	}
	if err := syscall.Setuid(int(j.User.UID)); err != nil {
		return fail("set uid: %v", err)
	}
	err = syscall.Exec(os.Args[1], os.Args[2:], env)
	return fail("exec %s: %v", os.Args[1], err)
}

// installSeccomp sets no_new_privs and installs filter (an array of struct
// sock_filter in host byte order) on every thread of the process.
func installSeccomp(filter []byte) error {
	if len(filter)%8 != 0 || len(filter) == 0 || len(filter)/8 > 4096 {
		return fmt.Errorf("a filter of %d bytes is no program", len(filter))
	}
	nr, ok := sysnums[runtime.GOARCH]
	if !ok {
		return fmt.Errorf("no seccomp system call number for %s", runtime.GOARCH)
	}
	prog := make([]bpfInsn, len(filter)/8)
	for i := range prog {
		b := filter[8*i:]
		prog[i] = bpfInsn{code: binary.NativeEndian.Uint16(b[0:]), jt: b[2], jf: b[3], k: binary.NativeEndian.Uint32(b[4:])}
	}
	if _, _, errno := syscall.RawSyscall(syscall.SYS_PRCTL, prSetNoNewPrivs, 1, 0); errno != 0 {
		return fmt.Errorf("no_new_privs: %w", errno)
	}
	// struct sock_fprog: the length, then a pointer (aligned by Go as C does).
	fprog := struct {
		len    uint16
		filter *bpfInsn
	}{uint16(len(prog)), &prog[0]}
	_, _, errno := syscall.Syscall(nr.seccomp, seccompSetModeFilter, seccompFilterFlagTsync, uintptr(unsafe.Pointer(&fprog)))
	runtime.KeepAlive(prog)
	if errno != 0 {
		return fmt.Errorf("install filter: %w", errno)
	}
	return nil
}
