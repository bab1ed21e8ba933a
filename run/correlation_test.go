package run_test

import (
	"testing"

	"github.com/everdict/everdict/run"
)

func TestCorrelationIDRoundTrips(t *testing.T) {
	t.Parallel()
	for _, id := range []int{1, 42, 1 << 33} {
		got, err := run.ParseCorrelationID(run.CorrelationID(run.Key{RunID: id}))
		if err != nil || got != id {
			t.Errorf("ParseCorrelationID(CorrelationID(%d)) = %d, %v", id, got, err)
		}
	}
}

func TestParseCorrelationIDRefusesForeignIDs(t *testing.T) {
	t.Parallel()
	cases := map[string]string{
		"a batch child id is not a run id": "evd-batch7-case1",
		"a zero id is refused":             "evd-run-0",
		"a non-numeric id is refused":      "evd-run-abc",
		"an empty string is refused":       "",
	}
	for name, in := range cases {
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			if _, err := run.ParseCorrelationID(in); err == nil {
				t.Errorf("ParseCorrelationID(%q) succeeded, want an error", in)
			}
		})
	}
}
