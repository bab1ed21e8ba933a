package evalcase

import (
	"fmt"
	"math"
)

// The absolute bounds of one run's resource claim, whatever its runtime: a
// claim beyond them is a typo or an attack (a CPU quota the kernel refuses,
// a run no envelope could ever admit).
const (
	// CPUMax is the most CPUs one run may claim, and CPUMin the least
	// (a millicore, as Kubernetes counts) of a claim that is not zero.
	CPUMax = 1024
	CPUMin = 0.001
	// MemoryMBMax is the most memory, in MB, one run may claim: 4 TiB.
	MemoryMBMax = 4 << 20
)

// Problems returns what is wrong with r as a run's claim, each message
// naming its field under prefix (e.g. "case.resources"): memoryMb from 0
// to MemoryMBMax, cpu 0 (claims nothing) or a finite number from CPUMin to
// CPUMax.
// nil when r is valid.
func (r Resources) Problems(prefix string) []string {
	var out []string
	switch {
	case r.MemoryMB < 0:
		out = append(out, prefix+".memoryMb cannot be negative; leave it out to claim none")
	case r.MemoryMB > MemoryMBMax:
		out = append(out, fmt.Sprintf("%s.memoryMb is at most %d (4 TiB)", prefix, MemoryMBMax))
	}
	switch {
	case math.IsNaN(r.CPU) || math.IsInf(r.CPU, 0):
		out = append(out, prefix+".cpu must be a finite number of CPUs")
	case r.CPU < 0:
		out = append(out, prefix+".cpu cannot be negative; leave it out to claim none")
	case r.CPU > 0 && r.CPU < CPUMin:
		out = append(out, fmt.Sprintf("%s.cpu is at least %g CPUs (a millicore); leave it out to claim none", prefix, CPUMin))
	case r.CPU > CPUMax:
		out = append(out, fmt.Sprintf("%s.cpu is at most %d CPUs", prefix, CPUMax))
	}
	return out
}
