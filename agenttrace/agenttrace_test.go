package agenttrace_test

import (
	"fmt"
	"strings"
	"testing"
	"testing/quick"

	"github.com/everdict/everdict/agenttrace"
)

func TestTheTraceIdOfAnAttemptIsStableAndWellFormed(t *testing.T) {
	t.Parallel()
	prop := func(n uint16, attempt uint8) bool {
		corr := fmt.Sprintf("evd-run-%d", n)
		a := int(attempt) + 1
		id := agenttrace.ID(corr, a)
		return id == agenttrace.ID(corr, a) && agenttrace.Valid(id) && len(agenttrace.SpanID(corr, a)) == 16
	}
	if err := quick.Check(prop, nil); err != nil {
		t.Error(err)
	}
}

func TestEveryAttemptOfEveryRunHasItsOwnTraceId(t *testing.T) {
	t.Parallel()
	seen := map[string]string{}
	for run := 1; run <= 300; run++ {
		for attempt := 1; attempt <= 5; attempt++ {
			key := fmt.Sprintf("evd-run-%d#%d", run, attempt)
			id := agenttrace.ID(fmt.Sprintf("evd-run-%d", run), attempt)
			if prev, ok := seen[id]; ok {
				t.Fatalf("%s and %s share trace id %s", prev, key, id)
			}
			seen[id] = key
		}
	}
	// A scorecard child's correlation id cannot collide with a run's by
	// concatenation: the separator is a NUL.
	if agenttrace.ID("evd-1-a", 12) == agenttrace.ID("evd-1-a1", 2) {
		t.Error("the derivation is ambiguous across the correlation id and the attempt")
	}
}

func TestTheDerivationIsPinned(t *testing.T) {
	t.Parallel()
	// Observers outside this code base compute it too: a change must be a
	// new version of the scheme, not a silent one.
	id, tp := agenttrace.For("evd-run-1", 1)
	// sha256("everdict-trace/v1\x00evd-run-1\x001")[:16], computed apart.
	if want := "bb373ab84c2fd1b9bd424b34c8745f80"; id != want {
		t.Errorf("the trace id of evd-run-1's first attempt = %s, want %s", id, want)
	}
	if !strings.HasPrefix(tp, "00-"+id+"-") || !strings.HasSuffix(tp, "-01") || len(tp) != 55 {
		t.Errorf("traceparent %q does not carry trace id %s", tp, id)
	}
	if id != agenttrace.ID("evd-run-1", 1) {
		t.Errorf("For's trace id %s differs from ID's", id)
	}
}

func TestValidRefusesWhatIsNoTraceId(t *testing.T) {
	t.Parallel()
	for _, s := range []string{"", "00000000000000000000000000000000", "4BF92F3577B34DA6A3CE929D0E0E4736", "4bf92f3577b34da6a3ce929d0e0e473", "4bf92f3577b34da6a3ce929d0e0e473g"} {
		if agenttrace.Valid(s) {
			t.Errorf("Valid(%q) = true", s)
		}
	}
	if !agenttrace.Valid("4bf92f3577b34da6a3ce929d0e0e4736") {
		t.Error("a W3C trace id is refused")
	}
}
