package cli

import (
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

func TestSplitRepo(t *testing.T) {
	t.Parallel()
	cases := map[string]struct{ in, url, ref string }{
		"an https URL with a ref":           {"https://github.com/acme/app@v1.2", "https://github.com/acme/app", "v1.2"},
		"a ref with a slash":                {"https://github.com/acme/app@feature/x", "https://github.com/acme/app", "feature/x"},
		"an https URL without a ref":        {"https://github.com/acme/app", "https://github.com/acme/app", ""},
		"a user in the URL is not a ref":    {"https://bot@github.com/acme/app", "https://bot@github.com/acme/app", ""},
		"an scp-style URL keeps its user":   {"git@github.com:acme/app.git", "git@github.com:acme/app.git", ""},
		"an scp-style URL with a ref":       {"git@github.com:acme/app.git@main", "git@github.com:acme/app.git", "main"},
		"a user and a ref in one https URL": {"https://bot@github.com/acme/app@main", "https://bot@github.com/acme/app", "main"},
	}
	for name, tc := range cases {
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			url, ref := splitRepo(tc.in)
			if url != tc.url || ref != tc.ref {
				t.Errorf("splitRepo(%q) = %q, %q; want %q, %q", tc.in, url, ref, tc.url, tc.ref)
			}
		})
	}
}

func TestParseTakesFlagsAnywhereAndEverythingAfterTheTerminator(t *testing.T) {
	t.Parallel()
	cases := map[string]struct {
		args     []string
		wantPos  []string
		wantWait bool
		wantJSON bool
	}{
		"flags after a positional argument": {args: []string{"12", "-o", "json"}, wantPos: []string{"12"}, wantJSON: true},
		"a command after -- keeps its own flags": {
			args:    []string{"--wait", "--", "sh", "-c", "echo --wait"},
			wantPos: []string{"sh", "-c", "echo --wait"}, wantWait: true,
		},
		"flags between positional arguments": {args: []string{"a", "--wait", "b"}, wantPos: []string{"a", "b"}, wantWait: true},
		"nothing":                            {args: nil, wantPos: nil},
	}
	for name, tc := range cases {
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			c := &cmd{}
			f := c.flags("test")
			wait := f.Bool("wait", false, "")
			pos, err := c.parse(f, tc.args)
			if err != nil {
				t.Fatal(err)
			}
			if diff := cmp.Diff(tc.wantPos, pos); diff != "" {
				t.Errorf("positional arguments (-want +got):\n%s", diff)
			}
			if *wait != tc.wantWait || c.json != tc.wantJSON {
				t.Errorf("wait %v json %v, want %v %v", *wait, c.json, tc.wantWait, tc.wantJSON)
			}
		})
	}
	t.Run("an unknown output format is a usage error", func(t *testing.T) {
		t.Parallel()
		c := &cmd{}
		if _, err := c.parse(c.flags("test"), []string{"-o", "yaml"}); err == nil {
			t.Error("--output yaml was accepted")
		}
	})
}

func TestParseCasesNamesTheBadLine(t *testing.T) {
	t.Parallel()
	cases := map[string]struct {
		in      string
		wantIDs []string
		wantErr string
	}{
		"one case a line, blank lines skipped": {in: "{\"id\":\"a\",\"task\":\"t\"}\n\n{\"id\":\"b\",\"task\":\"u\"}\n", wantIDs: []string{"a", "b"}},
		"a line without an id":                 {in: "{\"id\":\"a\",\"task\":\"t\"}\n{\"task\":\"u\"}\n", wantErr: "c.jsonl:2: the case has no \"id\""},
		"a line that is not JSON":              {in: "{\"id\":\"a\",\"task\":\"t\"}\nnope\n", wantErr: "c.jsonl:2: not a case"},
		"an unknown field":                     {in: "{\"id\":\"a\",\"taks\":\"t\"}\n", wantErr: "c.jsonl:1: not a case"},
		"two objects on a line":                {in: "{\"id\":\"a\"} {\"id\":\"b\"}\n", wantErr: "c.jsonl:1: one JSON object a line"},
		"an empty file":                        {in: "\n", wantErr: "c.jsonl: no cases"},
	}
	for name, tc := range cases {
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			got, err := parseCases("c.jsonl", strings.NewReader(tc.in))
			if tc.wantErr != "" {
				if err == nil || !strings.HasPrefix(err.Error(), tc.wantErr) {
					t.Fatalf("err = %v, want it to start %q", err, tc.wantErr)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			var ids []string
			for _, c := range got {
				ids = append(ids, c.ID)
			}
			if diff := cmp.Diff(tc.wantIDs, ids); diff != "" {
				t.Errorf("ids (-want +got):\n%s", diff)
			}
		})
	}
}

func TestSplitListDropsEmptyItemsAndSpaces(t *testing.T) {
	t.Parallel()
	cases := map[string]struct {
		in   string
		want []string
	}{
		"two models":              {"a/x,b/y", []string{"a/x", "b/y"}},
		"spaces and empty items":  {" a/x , ,b/y,", []string{"a/x", "b/y"}},
		"nothing is no sweep":     {"", nil},
		"only commas is no sweep": {",,", nil},
	}
	for name, tc := range cases {
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			if diff := cmp.Diff(tc.want, splitList(tc.in)); diff != "" {
				t.Errorf("splitList(%q) (-want +got):\n%s", tc.in, diff)
			}
		})
	}
}
