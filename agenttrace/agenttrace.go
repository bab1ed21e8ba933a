// Package agenttrace derives the identity of an agent's trace: every attempt
// of a run has a W3C trace id computed from its correlation id and attempt
// number alone, so an observer (the API's live link, the deferred
// collection, a person with the run's record) finds the agent's trace in its
// provider with no lookup. The job is told it as TRACEPARENT and
// EVERDICT_TRACE_ID (backends.Job.TraceID). The package is pure.
package agenttrace

import (
	"crypto/sha256"
	"encoding/hex"
	"strconv"
)

// domainTag separates this derivation from any other hash of the same
// inputs; a change of scheme changes the tag.
const domainTag = "everdict-trace/v1"

// ID is the 32-hex-digit W3C trace id of attempt (from 1) of the run whose
// correlation id is correlation (run.CorrelationID): the first 16 bytes of
// SHA-256("everdict-trace/v1\x00<correlation>\x00<attempt>"), never all
// zero (W3C's invalid id).
func ID(correlation string, attempt int) string {
	sum := digest(correlation, attempt)
	return nonZeroHex(sum[:16])
}

// SpanID is the 16-hex-digit span id a job's TRACEPARENT names as its
// parent when no control-plane span is at hand: the next 8 bytes of the
// same digest, never all zero.
func SpanID(correlation string, attempt int) string {
	sum := digest(correlation, attempt)
	return nonZeroHex(sum[16:24])
}

// Traceparent is the W3C traceparent of a sampled span spanID of trace
// traceID: "00-<traceID>-<spanID>-01".
func Traceparent(traceID, spanID string) string {
	return "00-" + traceID + "-" + spanID + "-01"
}

// For returns the trace id of an attempt and the traceparent its job
// carries when the control plane does not trace.
func For(correlation string, attempt int) (traceID, traceparent string) {
	traceID = ID(correlation, attempt)
	return traceID, Traceparent(traceID, SpanID(correlation, attempt))
}

// Valid reports whether id has the shape of a W3C trace id: 32 lowercase
// hex digits, not all zero.
func Valid(id string) bool {
	if len(id) != 32 {
		return false
	}
	zero := true
	for i := 0; i < len(id); i++ {
		c := id[i]
		switch {
		case c >= '0' && c <= '9', c >= 'a' && c <= 'f':
		default:
			return false
		}
		if c != '0' {
			zero = false
		}
	}
	return !zero
}

func digest(correlation string, attempt int) [sha256.Size]byte {
	return sha256.Sum256([]byte(domainTag + "\x00" + correlation + "\x00" + strconv.Itoa(attempt)))
}

// nonZeroHex is b in hex; an all-zero b (one chance in 2^64 or less) has
// its last byte set to 1.
func nonZeroHex(b []byte) string {
	out := make([]byte, len(b))
	copy(out, b)
	zero := true
	for _, c := range out {
		if c != 0 {
			zero = false
			break
		}
	}
	if zero {
		out[len(out)-1] = 1
	}
	return hex.EncodeToString(out)
}
