package run

import (
	"fmt"
	"strconv"
	"strings"
)

// CorrelationPrefix starts the correlation id of a standalone run.
const CorrelationPrefix = "evd-run-"

// CorrelationID is the correlation id of run id: evd-run-<id>. It is derived
// from the record alone, so observers and backends need no lookup; backends
// use it as the job's adopt key.
func CorrelationID(id int) string { return CorrelationPrefix + strconv.Itoa(id) }

// ParseCorrelationID returns the run id a correlation id names.
func ParseCorrelationID(s string) (int, error) {
	rest, ok := strings.CutPrefix(s, CorrelationPrefix)
	if !ok {
		return 0, fmt.Errorf("correlation id %q: want prefix %s", s, CorrelationPrefix)
	}
	id, err := strconv.Atoi(rest)
	if err != nil || id <= 0 {
		return 0, fmt.Errorf("correlation id %q: want a positive run id", s)
	}
	return id, nil
}
