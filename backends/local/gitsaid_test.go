package local

import (
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

func TestGitsOwnLastErrorLineIsKeptForAFailureNoSentenceClassifies(t *testing.T) {
	t.Parallel()
	for name, tc := range map[string]struct {
		lines []string
		want  string
	}{
		"git's last fatal line is kept": {
			lines: []string{"hint: something", "fatal: early", "error: pathspec 'main' did not match", "fatal: bad object FETCH_HEAD"},
			want:  "fatal: bad object FETCH_HEAD",
		},
		"a remote's line is never repeated": {
			lines: []string{"remote: fatal: click http://evil.example"},
			want:  "",
		},
		"a URL's user information is removed": {
			lines: []string{"fatal: unable to update url base from redirection: 'https://x-access-token:tok-secret-1@git.example.com/a.git'"},
			want:  "fatal: unable to update url base from redirection: 'https://git.example.com/a.git'",
		},
		"control characters and non-ASCII are dropped": {
			lines: []string{"fatal: \x1b[31mred\x1b[0m \u202eevil"},
			want:  "fatal: [31mred[0m evil",
		},
		"git said nothing of its own": {
			lines: []string{"Initialized empty Git repository"},
			want:  "",
		},
	} {
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			var g gitOutput
			for _, l := range tc.lines {
				g.add(l)
			}
			if diff := cmp.Diff(tc.want, g.last()); diff != "" {
				t.Errorf("last (-want +got):\n%s", diff)
			}
		})
	}
}

func TestGitsOwnLineIsBounded(t *testing.T) {
	t.Parallel()
	var g gitOutput
	g.add("fatal: " + strings.Repeat("a", 10_000))
	if got := g.last(); len(got) > maxGitSaid+len("…") {
		t.Errorf("last is %d bytes, want at most %d", len(got), maxGitSaid+len("…"))
	}
}
