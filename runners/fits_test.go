package runners_test

import (
	"testing"

	"github.com/everdict/everdict/domain"
	"github.com/everdict/everdict/evalcase"
	"github.com/everdict/everdict/runners"
)

func TestFits(t *testing.T) {
	t.Parallel()
	trusted, untrusted := domain.ZoneFor("acme", true), domain.ZoneFor("stranger", false)
	cases := map[string]struct {
		c    evalcase.Case
		h    evalcase.Harness
		zone domain.TrustZone
		caps []string
		want bool
	}{
		"a plain case fits a runner with no labels": {
			c: evalcase.Case{Task: "t"}, zone: trusted, want: true,
		},
		"a case with an image does not fit a runner without docker": {
			c: evalcase.Case{Task: "t", Image: "alpine"}, zone: trusted, caps: []string{"git", "sandbox"}, want: false,
		},
		"a harness with an image does not fit a runner without docker": {
			c: evalcase.Case{Task: "t"}, h: evalcase.Harness{Image: "agent:1"}, zone: trusted, caps: []string{"git"}, want: false,
		},
		"a case with an image never fits a runner, even one whose machine has docker: its executor runs no image": {
			c: evalcase.Case{Task: "t", Image: "alpine"}, zone: trusted, caps: []string{"docker", "git"}, want: false,
		},
		"a repository case needs git": {
			c: evalcase.Case{Task: "t", Repo: &evalcase.Repo{URL: "https://example.com/r.git"}}, zone: trusted, caps: []string{"docker"}, want: false,
		},
		"an untrusted tenant's run needs the runner's sandbox": {
			c: evalcase.Case{Task: "t"}, zone: untrusted, caps: []string{"git"}, want: false,
		},
		"an untrusted tenant's run fits a runner with a sandbox": {
			c: evalcase.Case{Task: "t"}, zone: untrusted, caps: []string{"sandbox"}, want: true,
		},
		"a case asking for isolation needs the sandbox even for a trusted tenant": {
			c: evalcase.Case{Task: "t", Isolation: true}, zone: trusted.ForCase(true), caps: []string{"git"}, want: false,
		},
		"an auth label never gates": {
			c: evalcase.Case{Task: "t"}, h: evalcase.Harness{Name: "codex"}, zone: trusted, want: true,
		},
	}
	for name, tc := range cases {
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			if got := runners.Fits(tc.c, tc.h, tc.zone, tc.caps); got != tc.want {
				t.Errorf("Fits = %v, want %v", got, tc.want)
			}
		})
	}
}
