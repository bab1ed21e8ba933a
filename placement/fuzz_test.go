package placement

import (
	"testing"
	"time"
)

// FuzzCircuitBreaker checks the circuit state machine (checkCircuitOps)
// over arbitrary operation sequences: two bytes per operation, the first
// picking key and operation, the second a clock advance.
func FuzzCircuitBreaker(f *testing.F) {
	f.Add(uint8(3), []byte{4, 0, 4, 0, 4, 0, 0, 31, 3, 0})
	f.Add(uint8(1), []byte{4, 0, 0, 30, 0, 0, 4, 1, 0, 30, 7, 0, 0, 0, 3, 0})
	f.Add(uint8(2), []byte{5, 0, 6, 0, 4, 0, 8, 0, 4, 0, 0, 255, 1, 0, 0, 0})
	f.Fuzz(func(t *testing.T, threshold uint8, raw []byte) {
		dos := []string{"allow", "ready", "success", "AGENT", "INFRA", "CONFIG", "CANCELED", "INTERRUPTED", "BOGUS"}
		keys := []string{"acme:r1", "bolt:r1"}
		var ops []circuitOp
		for i := 0; i+1 < len(raw); i += 2 {
			ops = append(ops, circuitOp{
				key:     keys[int(raw[i]/16)%len(keys)],
				do:      dos[int(raw[i]%16)%len(dos)],
				advance: time.Duration(raw[i+1]) * time.Second,
			})
		}
		checkCircuitOps(t, CircuitConfig{Threshold: int(threshold % 6), Cooldown: 30 * time.Second}, ops)
	})
}
