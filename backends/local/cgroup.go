package local

import (
	"bufio"
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"runtime"
	"strconv"
	"strings"
	"syscall"
	"time"
)

// cgroupLayout says where a job's cgroup is made: the parent directory in
// each hierarchy. It is found once by New (findCgroups) and handed to every
// supervisor in its envelope. The zero value (no directory) means no cgroup
// can be made: jobs are then bounded by rlimits and the memory watchdog.
type cgroupLayout struct {
	// V2 is set for the unified hierarchy, where Dirs holds one directory.
	V2 bool `json:"v2,omitempty"`
	// Dirs maps a controller (memory, pids, cpu; "" for v2) to the parent
	// directory under which each job gets a cgroup of its own.
	Dirs map[string]string `json:"dirs,omitempty"`
}

// usable reports whether jobs get cgroups.
func (l cgroupLayout) usable() bool { return len(l.Dirs) > 0 }

// describe names the layout for Probe.
func (l cgroupLayout) describe() string {
	switch {
	case !l.usable():
		return "no cgroup"
	case l.V2:
		return "memory, pids and cpu limited by cgroup v2"
	}
	return "memory, pids and cpu limited by cgroup v1"
}

// v1Controllers are the cgroup v1 hierarchies a job joins; memory and pids
// are required, cpu is used when present.
var v1Controllers = []string{"memory", "pids", "cpu"}

// mount is one cgroup mount of /proc/self/mountinfo.
type mount struct {
	root, point string
	v2          bool
	opts        []string // super options: the v1 controllers
}

func cgroupMounts() ([]mount, error) {
	f, err := os.Open("/proc/self/mountinfo")
	if err != nil {
		return nil, err
	}
	defer func() { _ = f.Close() }()
	var out []mount
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		// id parent major:minor root point options [optional...] - type source super
		fields := strings.Fields(sc.Text())
		sep := -1
		for i, x := range fields {
			if x == "-" {
				sep = i
				break
			}
		}
		if sep < 5 || len(fields) < sep+4 {
			continue
		}
		switch fields[sep+1] {
		case "cgroup2":
			out = append(out, mount{root: fields[3], point: fields[4], v2: true})
		case "cgroup":
			out = append(out, mount{root: fields[3], point: fields[4], opts: strings.Split(fields[sep+3], ",")})
		}
	}
	return out, sc.Err()
}

// ownCgroups maps a v1 controller (or "" for v2) to this process's cgroup
// path, from /proc/self/cgroup.
func ownCgroups() (map[string]string, error) {
	b, err := os.ReadFile("/proc/self/cgroup")
	if err != nil {
		return nil, err
	}
	out := map[string]string{}
	for _, line := range strings.Split(strings.TrimSpace(string(b)), "\n") {
		parts := strings.SplitN(line, ":", 3)
		if len(parts) != 3 {
			continue
		}
		if parts[1] == "" {
			out[""] = parts[2]
			continue
		}
		for _, c := range strings.Split(parts[1], ",") {
			out[c] = parts[2]
		}
	}
	return out, nil
}

// under joins a cgroup path to the mount that shows its hierarchy.
func (m mount) under(cgPath string) string {
	rel, err := filepath.Rel(m.root, cgPath)
	if err != nil || strings.HasPrefix(rel, "..") {
		rel = "." // the mount shows a part of the hierarchy we are not in
	}
	return filepath.Join(m.point, rel)
}

// findCgroups finds where job cgroups can be made: under parent (a path in
// each hierarchy) or, when parent is empty, under this process's own
// cgroup. It makes and removes a probe cgroup to check that the limits can
// be written; the error says why none can be made.
func findCgroups(parent string) (cgroupLayout, error) {
	mounts, err := cgroupMounts()
	if err != nil {
		return cgroupLayout{}, fmt.Errorf("read mounts: %w", err)
	}
	own, err := ownCgroups()
	if err != nil {
		return cgroupLayout{}, fmt.Errorf("read own cgroup: %w", err)
	}
	dir := func(m mount, controller string) string {
		if parent != "" {
			return filepath.Join(m.point, filepath.Clean("/"+parent))
		}
		return m.under(own[controller])
	}
	// v1, where its memory and pids controllers are mounted.
	v1 := cgroupLayout{Dirs: map[string]string{}}
	for _, m := range mounts {
		for _, c := range v1Controllers {
			if !m.v2 && containsString(m.opts, c) {
				v1.Dirs[c] = dir(m, c)
			}
		}
	}
	var v1Err error
	if v1.Dirs["memory"] != "" && v1.Dirs["pids"] != "" {
		if v1Err = probeCgroup(v1); v1Err == nil {
			return v1, nil
		}
	}
	for _, m := range mounts {
		if !m.v2 {
			continue
		}
		v2 := cgroupLayout{V2: true, Dirs: map[string]string{"": dir(m, "")}}
		// Delegate the controllers to the parent's children; this fails
		// where the parent holds processes of its own (then the probe
		// below says so).
		_ = os.WriteFile(filepath.Join(v2.Dirs[""], "cgroup.subtree_control"), []byte("+memory +pids +cpu"), 0)
		err := probeCgroup(v2)
		if err == nil {
			return v2, nil
		}
		return cgroupLayout{}, errors.Join(v1Err, err)
	}
	if v1Err == nil {
		v1Err = errors.New("no cgroup v1 memory and pids controllers and no cgroup v2 mount")
	}
	return cgroupLayout{}, v1Err
}

func containsString(xs []string, s string) bool {
	for _, x := range xs {
		if x == s {
			return true
		}
	}
	return false
}

// probeCgroup makes a cgroup in l with a memory and a pids limit and removes
// it.
func probeCgroup(l cgroupLayout) error {
	cg, err := makeCgroup(l, fmt.Sprintf("everdict-probe-%d-%d", os.Getpid(), time.Now().UnixNano()), cgroupLimits{memory: 64 << 20, pids: 8})
	if err != nil {
		return err
	}
	return cg.remove()
}

// cgroupLimits are the limits of one job's cgroup; zero means none.
type cgroupLimits struct {
	memory int64   // bytes, swap included
	pids   int64   // processes and threads
	cpu    float64 // cores
}

// cgroup is one job's cgroup, in one (v2) or several (v1) hierarchies.
type cgroup struct {
	v2 bool
	// dirs maps a controller ("" for v2) to the job's directory.
	dirs map[string]string
}

// makeCgroup makes the cgroup name under each parent of l and writes the
// limits; on v1, a job with no cpu limit gets no cpu cgroup. On error
// nothing is left behind.
func makeCgroup(l cgroupLayout, name string, lim cgroupLimits) (*cgroup, error) {
	cg := &cgroup{v2: l.V2, dirs: map[string]string{}}
	for c, parent := range l.Dirs {
		if c == "cpu" && lim.cpu <= 0 {
			continue // v1: no limit to hold, so no directory to make, join and remove
		}
		d := filepath.Join(parent, name)
		if err := os.Mkdir(d, 0o755); err != nil {
			_ = cg.remove()
			return nil, fmt.Errorf("make cgroup: %w", err)
		}
		cg.dirs[c] = d
	}
	if err := cg.limit(lim); err != nil {
		_ = cg.remove()
		return nil, err
	}
	return cg, nil
}

func (cg *cgroup) write(controller, file, value string) error {
	p := filepath.Join(cg.dirs[controller], file)
	if err := os.WriteFile(p, []byte(value), 0); err != nil {
		return fmt.Errorf("set %s: %w", p, err)
	}
	return nil
}

func (cg *cgroup) limit(lim cgroupLimits) error {
	const period = 100000 // µs
	// More cores than the host has is no limit at all, and a quota past
	// the kernel's bound (about 175 cores at this period) is refused.
	quota := int64(min(lim.cpu, float64(runtime.NumCPU())) * period)
	if lim.cpu > 0 {
		// However small the claim, a quota: never none (the kernel's
		// least is 1 ms a period).
		quota = max(quota, 1000)
	}
	if cg.v2 {
		if lim.memory > 0 {
			if err := cg.write("", "memory.max", strconv.FormatInt(lim.memory, 10)); err != nil {
				return err
			}
			_ = cg.write("", "memory.swap.max", "0") // absent without swap accounting
		}
		if lim.pids > 0 {
			if err := cg.write("", "pids.max", strconv.FormatInt(lim.pids, 10)); err != nil {
				return err
			}
		}
		if quota > 0 {
			if err := cg.write("", "cpu.max", fmt.Sprintf("%d %d", quota, period)); err != nil {
				return err
			}
		}
		return nil
	}
	if lim.memory > 0 {
		if err := cg.write("memory", "memory.limit_in_bytes", strconv.FormatInt(lim.memory, 10)); err != nil {
			return err
		}
		// Swap too, where it is accounted (it must not be below the limit
		// above, so it is written after it).
		if _, err := os.Stat(filepath.Join(cg.dirs["memory"], "memory.memsw.limit_in_bytes")); err == nil {
			if err := cg.write("memory", "memory.memsw.limit_in_bytes", strconv.FormatInt(lim.memory, 10)); err != nil {
				return err
			}
		}
	}
	if lim.pids > 0 {
		if err := cg.write("pids", "pids.max", strconv.FormatInt(lim.pids, 10)); err != nil {
			return err
		}
	}
	if quota > 0 && cg.dirs["cpu"] != "" {
		if err := cg.write("cpu", "cpu.cfs_period_us", strconv.Itoa(period)); err != nil {
			return err
		}
		if err := cg.write("cpu", "cpu.cfs_quota_us", strconv.FormatInt(quota, 10)); err != nil {
			return err
		}
	}
	return nil
}

// procsFiles are the files a process writes its pid to to join the cgroup.
func (cg *cgroup) procsFiles() []string {
	var out []string
	for _, d := range cg.dirs {
		out = append(out, filepath.Join(d, "cgroup.procs"))
	}
	return out
}

// pids lists the processes in the cgroup.
func (cg *cgroup) pids() []int {
	c := ""
	if !cg.v2 {
		c = "pids"
	}
	b, err := os.ReadFile(filepath.Join(cg.dirs[c], "cgroup.procs"))
	if err != nil {
		return nil
	}
	var out []int
	for _, f := range strings.Fields(string(b)) {
		if pid, err := strconv.Atoi(f); err == nil && pid > 0 {
			out = append(out, pid)
		}
	}
	return out
}

// kill sends SIGKILL to every process in the cgroup, also one that left
// the job's process group or session, until it is empty (bounded: the pids
// limit keeps a fork loop from outrunning it).
func (cg *cgroup) kill() {
	if cg.v2 {
		_ = cg.write("", "cgroup.kill", "1") // Linux 5.14+; the loop below covers older kernels
	}
	self := os.Getpid()
	for range 100 {
		pids := cg.pids()
		if len(pids) == 0 {
			return
		}
		for _, pid := range pids {
			// Never this process: a thread of it may be in the cgroup for
			// a moment (see direct).
			if pid != self {
				_ = syscall.Kill(pid, syscall.SIGKILL)
			}
		}
		time.Sleep(time.Millisecond) // let the kills land before looking again
	}
}

// oomKills is how many processes of the cgroup the kernel's OOM killer has
// killed so far.
func (cg *cgroup) oomKills() int64 {
	name, c, key := "memory.events", "", "oom_kill"
	if !cg.v2 {
		name, c = "memory.oom_control", "memory"
	}
	b, err := os.ReadFile(filepath.Join(cg.dirs[c], name))
	if err != nil {
		return 0
	}
	for _, line := range strings.Split(string(b), "\n") {
		f := strings.Fields(line)
		if len(f) == 2 && f[0] == key {
			n, _ := strconv.ParseInt(f[1], 10, 64)
			return n
		}
	}
	return 0
}

// record writes the cgroup's directories to name, once, so a follower that
// finds the supervisor dead (killed before it removed it) can.
func (cg *cgroup) record(name string) error {
	b, err := json.Marshal(cgroupLayout{V2: cg.v2, Dirs: cg.dirs})
	if err != nil {
		return fmt.Errorf("encode cgroup: %w", err)
	}
	if _, err := createOnce(name, b); err != nil {
		return fmt.Errorf("write %s: %w", name, err)
	}
	return nil
}

// recordedCgroup reads what record wrote; ok is false when there is nothing.
func recordedCgroup(name string) (*cgroup, bool) {
	b, err := os.ReadFile(name)
	if err != nil {
		return nil, false
	}
	var l cgroupLayout
	if json.Unmarshal(b, &l) != nil || len(l.Dirs) == 0 {
		return nil, false
	}
	for _, d := range l.Dirs {
		if !strings.HasPrefix(filepath.Base(d), "everdict-") {
			return nil, false // not one of ours: never remove it
		}
	}
	return &cgroup{v2: l.V2, dirs: l.Dirs}, true
}

// remove kills what is left in the cgroup and removes it.
func (cg *cgroup) remove() error {
	var errs []error
	if len(cg.pids()) > 0 {
		cg.kill()
	}
	for _, d := range cg.dirs {
		// A killed process leaves its cgroup a moment after it is reaped.
		var err error
		for range 200 {
			if err = syscall.Rmdir(d); err == nil || errors.Is(err, fs.ErrNotExist) || !errors.Is(err, syscall.EBUSY) {
				break
			}
			time.Sleep(5 * time.Millisecond) // the kernel gives no event for an emptied v1 cgroup
		}
		if err != nil && !errors.Is(err, fs.ErrNotExist) {
			errs = append(errs, fmt.Errorf("remove cgroup %s: %w", d, err))
		}
	}
	return errors.Join(errs...)
}
