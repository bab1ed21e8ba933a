package agenttrace_test

import (
	"fmt"
	"strings"
	"testing"
	"testing/quick"

	"github.com/google/go-cmp/cmp"

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

func TestASourceIsRefusedForWhatWouldLeakOrBreak(t *testing.T) {
	t.Parallel()
	ok := agenttrace.Source{Provider: agenttrace.Langfuse, BaseURL: "https://cloud.langfuse.com", Project: "p1", APIKeySecret: "langfuse-key"}
	if got := ok.Problems("trace"); got != nil {
		t.Fatalf("a good source is refused: %v", got)
	}
	cases := map[string]struct {
		edit  func(*agenttrace.Source)
		field string
	}{
		"an unknown provider":            {func(s *agenttrace.Source) { s.Provider = "DATADOG" }, "trace.provider"},
		"no base URL":                    {func(s *agenttrace.Source) { s.BaseURL = "" }, "trace.baseUrl"},
		"credentials in the base URL":    {func(s *agenttrace.Source) { s.BaseURL = "https://pk:sk@cloud.langfuse.com" }, "trace.baseUrl"},
		"plain http to a remote host":    {func(s *agenttrace.Source) { s.BaseURL = "http://langfuse.example.com" }, "trace.baseUrl"},
		"a query string":                 {func(s *agenttrace.Source) { s.BaseURL = "https://cloud.langfuse.com/?key=x" }, "trace.baseUrl"},
		"a key where a name belongs":     {func(s *agenttrace.Source) { s.APIKeySecret = "sk-lf-0123456789abcdef0123456789abcdef" }, "trace.apiKeySecret"},
		"a control character in project": {func(s *agenttrace.Source) { s.Project = "p\n1" }, "trace.project"},
	}
	for name, c := range cases {
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			s := ok
			c.edit(&s)
			got := s.Problems("trace")
			if len(got) != 1 || !strings.HasPrefix(got[0], c.field+" ") {
				t.Errorf("problems = %v, want one of %s", got, c.field)
			}
			for _, p := range got {
				if s.APIKeySecret != "" && strings.Contains(p, s.APIKeySecret) {
					t.Errorf("a problem echoes apiKeySecret: %q", p)
				}
			}
		})
	}
	loop := ok
	loop.BaseURL = "http://127.0.0.1:3000"
	if got := loop.Problems("trace"); got != nil {
		t.Errorf("plain http to the loopback is refused: %v", got)
	}
}

func TestTheLiveLinkFollowsTheProvider(t *testing.T) {
	t.Parallel()
	id := agenttrace.ID("evd-run-7", 1)
	got := map[agenttrace.Provider]string{}
	for _, p := range []agenttrace.Provider{agenttrace.Langfuse, agenttrace.Phoenix, agenttrace.LangSmith, agenttrace.OTLP} {
		got[p] = agenttrace.Source{Provider: p, BaseURL: "https://t.example.com/", Project: "p 1"}.URL(id)
	}
	want := map[agenttrace.Provider]string{
		agenttrace.Langfuse:  "https://t.example.com/project/p%201/traces/" + id,
		agenttrace.Phoenix:   "https://t.example.com/projects/p%201/traces/" + id,
		agenttrace.LangSmith: "",
		agenttrace.OTLP:      "",
	}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("links (-want +got):\n%s", diff)
	}
}
