package runtime

import (
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/everdict/everdict/evalcase"
)

func httpSpec() RuntimeSpec {
	return RuntimeSpec{Name: "support-bot", Kind: KindHTTP, HTTP: &HTTPSpec{
		URL: "https://agent.example.com/everdict", AuthSecret: "agent-auth",
	}}
}

func TestAnHTTPSpecWithEveryFieldIsValid(t *testing.T) {
	t.Parallel()
	s := with(httpSpec(), func(s *RuntimeSpec) {
		s.HTTP.Headers = []Header{{Name: "X-Team", Value: "evals"}}
		s.HTTP.TimeoutSec, s.HTTP.HeartbeatSec, s.HTTP.MaxConcurrent = 7200, 60, 16
	})
	if got := Validate(s); len(got) != 0 {
		t.Errorf("Validate = %v, want no problem", got)
	}
	if got := Validate(RuntimeSpec{Name: "dev", Kind: KindHTTP, HTTP: &HTTPSpec{URL: "http://127.0.0.1:9000/run", AuthSecret: "k"}}); len(got) != 0 {
		t.Errorf("a loopback http front door with a secret: %v, want valid", got)
	}
}

func TestAnHTTPSpecIsRefusedFieldByField(t *testing.T) {
	t.Parallel()
	tests := map[string]struct {
		change func(*RuntimeSpec)
		field  string
	}{
		"no http block":                      {func(s *RuntimeSpec) { s.HTTP = nil }, "http"},
		"no url":                             {func(s *RuntimeSpec) { s.HTTP.URL = "" }, "http.url"},
		"a url with a token in its query":    {func(s *RuntimeSpec) { s.HTTP.URL = "https://a.example.com/run?token=abc" }, "http.url"},
		"a url with user and password":       {func(s *RuntimeSpec) { s.HTTP.URL = "https://u:p@a.example.com/run" }, "http.url"},
		"plain http to a remote host":        {func(s *RuntimeSpec) { s.HTTP.URL = "http://a.example.com/run" }, "http.url"},
		"a value where the secret name goes": {func(s *RuntimeSpec) { s.HTTP.AuthSecret = fakeOpenAIKey }, "http.authSecret"},
		"an Authorization header":            {func(s *RuntimeSpec) { s.HTTP.Headers = []Header{{Name: "Authorization", Value: "Bearer x"}} }, "http.headers[0]"},
		"a header named like a credential":   {func(s *RuntimeSpec) { s.HTTP.Headers = []Header{{Name: "X-Api-Key", Value: "v"}} }, "http.headers[0]"},
		"a header holding a credential":      {func(s *RuntimeSpec) { s.HTTP.Headers = []Header{{Name: "X-Team", Value: fakeGitHubToken}} }, "http.headers[0]"},
		"a header value over two lines": {func(s *RuntimeSpec) {
			s.HTTP.Headers = []Header{{Name: "X-Team", Value: "a\r\nX-Evil: 1"}}
		}, "http.headers[0]"},
		"a repeated header": {func(s *RuntimeSpec) {
			s.HTTP.Headers = []Header{{Name: "X-Team", Value: "a"}, {Name: "x-team", Value: "b"}}
		}, "http.headers[1]"},
		"a negative timeout":                 {func(s *RuntimeSpec) { s.HTTP.TimeoutSec = -1 }, "http.timeoutSec"},
		"a timeout over a week":              {func(s *RuntimeSpec) { s.HTTP.TimeoutSec = HTTPTimeoutSecMax + 1 }, "http.timeoutSec"},
		"a heartbeat window under 5 s":       {func(s *RuntimeSpec) { s.HTTP.HeartbeatSec = 2 }, "http.heartbeatSec"},
		"slots that disagree with admission": {func(s *RuntimeSpec) { s.HTTP.MaxConcurrent, s.Admission.MaxConcurrent = 4, 8 }, "http.maxConcurrent"},
		"a nomad block on an HTTP runtime":   {func(s *RuntimeSpec) { s.Nomad = &NomadSpec{Addr: "https://n:4646"} }, "nomad"},
	}
	for name, tc := range tests {
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			got := Validate(with(httpSpec(), func(s *RuntimeSpec) {
				h := *s.HTTP
				s.HTTP = &h
				tc.change(s)
			}))
			if len(got) == 0 || got[0].Field != tc.field {
				t.Fatalf("Validate = %v, want a problem at %s", got, tc.field)
			}
			for _, p := range got {
				if strings.Contains(p.Message, fakeGitHubToken) || strings.Contains(p.Message, fakeOpenAIKey) {
					t.Errorf("a problem quotes the credential: %q", p.Message)
				}
			}
		})
	}
}

func TestAnHTTPRuntimesSlotsFillTheAdmissionAndACaseTimeoutShortensTheWait(t *testing.T) {
	t.Parallel()
	s := with(httpSpec(), func(s *RuntimeSpec) { s.HTTP.MaxConcurrent = 12 }).Normalized()
	if s.Admission.MaxConcurrent != 12 {
		t.Errorf("admission.maxConcurrent = %d, want 12 from http.maxConcurrent", s.Admission.MaxConcurrent)
	}
	h := HTTPSpec{TimeoutSec: 600}
	got := []int{
		HTTPSpec{}.EffectiveTimeoutSec(evalcase.Case{}),
		h.EffectiveTimeoutSec(evalcase.Case{}),
		h.EffectiveTimeoutSec(evalcase.Case{TimeoutSec: 60}),
		h.EffectiveTimeoutSec(evalcase.Case{TimeoutSec: 6000}),
	}
	if diff := cmp.Diff([]int{HTTPTimeoutSecDefault, 600, 60, 600}, got); diff != "" {
		t.Errorf("effective timeouts (-want +got):\n%s", diff)
	}
}
