package run

import (
	"fmt"
	"strconv"
	"strings"
)

// CorrelationPrefix starts the correlation id of a standalone run.
const CorrelationPrefix = "evd-run-"

// Key is what a correlation id is derived from, all of it on the run's
// record: its id, and for a scorecard's child the scorecard, the case and
// the try.
type Key struct {
	RunID int
	// ScorecardID is the parent scorecard; 0 for a standalone run.
	ScorecardID int
	CaseID      string
	// Try is the case's attempt within its scorecard, from 1.
	Try int
}

// CorrelationID is the one correlation function: evd-run-<id> for a
// standalone run, evd-<scorecard>-<caseId> for a scorecard's child and
// evd-<scorecard>-<caseId>-t<n> for its retry n. It is derived from the
// record alone, so observers and backends need no lookup; backends use it as
// the job's adopt key.
func CorrelationID(k Key) string {
	if k.ScorecardID == 0 {
		return CorrelationPrefix + strconv.Itoa(k.RunID)
	}
	id := "evd-" + strconv.Itoa(k.ScorecardID) + "-" + k.CaseID
	if k.Try > 1 {
		id += "-t" + strconv.Itoa(k.Try)
	}
	return id
}

// ParseCorrelationID returns the run id a standalone run's correlation id
// names.
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
