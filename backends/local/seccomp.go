package local

import (
	"encoding/binary"
	"runtime"
)

// The system calls a sandboxed job is refused with EPERM: the kernel
// keyring, tracing other processes, mounting (old and new API), new
// namespaces, BPF, userfaultfd (a kernel exploitation aid), perf events,
// io_uring (whose requests pass no seccomp filter, and a large share of
// kernel exploits of late) and loading kernels or modules.
var seccompDenied = []string{
	"keyctl", "add_key", "request_key",
	"ptrace",
	"mount", "umount2", "pivot_root",
	"open_tree", "move_mount", "fsopen", "fsconfig", "fsmount", "fspick", "mount_setattr",
	"unshare", "setns",
	"bpf", "userfaultfd", "perf_event_open",
	"io_uring_setup", "io_uring_enter", "io_uring_register",
	"kexec_load", "kexec_file_load", "init_module", "finit_module", "delete_module",
}

// seccompArch is what the filter needs of one architecture: its audit arch
// (seccomp_data.arch) and its system call numbers.
type seccompArch struct {
	audit uint32
	// x32Bit, when not zero, marks another ABI's numbers on the same arch
	// (x86_64's x32): any number with it set is refused.
	x32Bit uint32
	nr     map[string]uint32
}

// seccompArches are the architectures a filter can be built for.
var seccompArches = map[string]seccompArch{
	"amd64": {audit: 0xc000003e, x32Bit: 0x40000000, nr: map[string]uint32{
		"keyctl": 250, "add_key": 248, "request_key": 249,
		"ptrace": 101,
		"mount":  165, "umount2": 166, "pivot_root": 155,
		"open_tree": 428, "move_mount": 429, "fsopen": 430, "fsconfig": 431, "fsmount": 432, "fspick": 433, "mount_setattr": 442,
		"unshare": 272, "setns": 308,
		"bpf": 321, "userfaultfd": 323, "perf_event_open": 298,
		"io_uring_setup": 425, "io_uring_enter": 426, "io_uring_register": 427,
		"kexec_load": 246, "kexec_file_load": 320, "init_module": 175, "finit_module": 313, "delete_module": 176,
	}},
	"arm64": {audit: 0xc00000b7, nr: map[string]uint32{
		"keyctl": 219, "add_key": 217, "request_key": 218,
		"ptrace": 117,
		"mount":  40, "umount2": 39, "pivot_root": 41,
		"open_tree": 428, "move_mount": 429, "fsopen": 430, "fsconfig": 431, "fsmount": 432, "fspick": 433, "mount_setattr": 442,
		"unshare": 97, "setns": 268,
		"bpf": 280, "userfaultfd": 282, "perf_event_open": 241,
		"io_uring_setup": 425, "io_uring_enter": 426, "io_uring_register": 427,
		"kexec_load": 104, "kexec_file_load": 294, "init_module": 105, "finit_module": 273, "delete_module": 106,
	}},
}

// Classic BPF as seccomp uses it (linux/filter.h, linux/seccomp.h).
const (
	bpfLdWAbs  = 0x20 // BPF_LD | BPF_W | BPF_ABS
	bpfJeqK    = 0x15 // BPF_JMP | BPF_JEQ | BPF_K
	bpfJgeK    = 0x35 // BPF_JMP | BPF_JGE | BPF_K
	bpfRetK    = 0x06 // BPF_RET | BPF_K
	seccompNr  = 0    // offsetof(struct seccomp_data, nr)
	seccompArc = 4    // offsetof(struct seccomp_data, arch)

	seccompRetAllow = 0x7fff0000
	seccompRetErrno = 0x00050000
	errnoEPERM      = 1
)

type bpfInsn struct {
	code   uint16
	jt, jf uint8
	k      uint32
}

// seccompFilter returns the filter for goarch as bwrap --seccomp reads it
// (an array of struct sock_filter in host byte order), or nil when goarch
// has no table. The filter first checks the architecture: a system call of
// another ABI (i386 through int 0x80 on x86_64, or x32) is refused whole,
// since its numbers differ. Then each refused number returns EPERM, and
// everything else is allowed.
func seccompFilter(goarch string) []byte { return seccompFilterDenying(goarch, seccompDenied) }

// seccompFilterDenying is seccompFilter refusing the system calls named in
// denied (all of which must be in seccompDenied's tables).
func seccompFilterDenying(goarch string, denied []string) []byte {
	a, ok := seccompArches[goarch]
	if !ok {
		return nil
	}
	n := len(denied)
	// 0: ld arch; 1: jeq audit (else deny); 2: ld nr; [3: jge x32 -> deny];
	// then n jeq -> deny; allow; deny.
	var prog []bpfInsn
	head := 3
	if a.x32Bit != 0 {
		head = 4
	}
	allow := head + n // index of the allow return
	deny := allow + 1
	jump := func(at, to int) uint8 { return uint8(to - at - 1) }
	prog = append(prog,
		bpfInsn{code: bpfLdWAbs, k: seccompArc},
		bpfInsn{code: bpfJeqK, jt: 0, jf: jump(1, deny), k: a.audit},
		bpfInsn{code: bpfLdWAbs, k: seccompNr},
	)
	if a.x32Bit != 0 {
		prog = append(prog, bpfInsn{code: bpfJgeK, jt: jump(3, deny), jf: 0, k: a.x32Bit})
	}
	for i, name := range denied {
		at := head + i
		prog = append(prog, bpfInsn{code: bpfJeqK, jt: jump(at, deny), jf: 0, k: a.nr[name]})
	}
	prog = append(prog,
		bpfInsn{code: bpfRetK, k: seccompRetAllow},
		bpfInsn{code: bpfRetK, k: seccompRetErrno | errnoEPERM},
	)
	out := make([]byte, 0, 8*len(prog))
	for _, in := range prog {
		out = binary.NativeEndian.AppendUint16(out, in.code)
		out = append(out, in.jt, in.jf)
		out = binary.NativeEndian.AppendUint32(out, in.k)
	}
	return out
}

// hostSeccompFilter is the filter for this host, or nil.
func hostSeccompFilter() []byte { return seccompFilter(runtime.GOARCH) }

// hostArch is the architecture filters are built for here.
func hostArch() string { return runtime.GOARCH }

// withoutSetns is seccompDenied less setns: the filter of a command entering
// a sandbox (nsenter needs setns; the job's user it drops to has no
// capability to use it).
func withoutSetns() []string {
	out := make([]string, 0, len(seccompDenied))
	for _, name := range seccompDenied {
		if name != "setns" {
			out = append(out, name)
		}
	}
	return out
}
