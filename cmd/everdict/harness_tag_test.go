package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/everdict/everdict/cli"
	"github.com/everdict/everdict/client"
)

// TestHarnessTagMovesATagAndScorecardRunSweepsModelsByReference registers two
// versions of a harness that passes only with model p/right, moves a tag
// between them with `harness tag`, and runs `scorecard run --harness
// name@tag --models` against a real server: every case runs once per model,
// and the summary breaks the results down by model.
func TestHarnessTagMovesATagAndScorecardRunSweepsModelsByReference(t *testing.T) {
	t.Parallel()
	srv := startServer(t, envFor(t))
	env := clientEnv(t, srv, srv.token)
	dir := t.TempDir()
	for _, desc := range []string{"first", "second"} {
		file := filepath.Join(dir, desc+".yaml")
		yaml := "name: picky\ndescription: " + desc + "\n" +
			`command: ["/bin/sh", "-c", "test \"$1\" = right", "sh", "{{model.name}}"]` + "\n"
		if err := os.WriteFile(file, []byte(yaml), 0o600); err != nil {
			t.Fatal(err)
		}
		if out, errOut, code := everdict(t, env, "harness", "register", "-f", file); code != 0 {
			t.Fatalf("register %s: exit %d: %s %s", desc, code, out, errOut)
		}
	}

	tagsOf := func() map[int][]string {
		var got struct {
			Harness struct {
				Versions []struct {
					Version int
					Tags    []string
				}
			}
		}
		srv.gql(t, srv.token, `{ harness(name: "picky") { versions { version tags } } }`, nil, &got)
		out := map[int][]string{}
		for _, v := range got.Harness.Versions {
			out[v.Version] = v.Tags
		}
		return out
	}
	out, errOut, code := everdict(t, env, "harness", "tag", "picky", "1", "stable", "canary", "--output", "json")
	var v client.HarnessVersion
	if code != 0 || json.Unmarshal([]byte(out), &v) != nil || v.Version != 1 {
		t.Fatalf("harness tag picky 1: exit %d, %q %q", code, out, errOut)
	}
	if diff := cmp.Diff(map[int][]string{1: {"canary", "stable"}, 2: {}}, tagsOf()); diff != "" {
		t.Errorf("tags after tagging version 1 (-want +got):\n%s", diff)
	}
	if out, errOut, code := everdict(t, env, "harness", "tag", "picky", "2", "stable"); code != 0 || !strings.Contains(out, "stable") {
		t.Fatalf("harness tag picky 2: exit %d, %q %q", code, out, errOut)
	}
	if diff := cmp.Diff(map[int][]string{1: {"canary"}, 2: {"stable"}}, tagsOf()); diff != "" {
		t.Errorf("tags after moving stable to version 2 (-want +got):\n%s", diff)
	}
	if _, errOut, code := everdict(t, env, "harness", "tag", "picky", "two", "stable"); code != 2 || !strings.Contains(errOut, "version") {
		t.Errorf("harness tag with a version that is no number: exit %d, %q; want a usage error", code, errOut)
	}
	if _, errOut, code := everdict(t, env, "harness", "tag", "picky", "9", "stable"); code != 1 || !strings.Contains(errOut, "NOT_FOUND") {
		t.Errorf("harness tag of a version that does not exist: exit %d, %q; want NOT_FOUND", code, errOut)
	}

	cases := filepath.Join(dir, "cases.jsonl")
	if err := os.WriteFile(cases, []byte(`{"id": "one", "task": "t"}`+"\n"+`{"id": "two", "task": "t"}`+"\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	out, errOut, code = everdict(t, env, "scorecard", "run", cases, "--runtime", "local", "--harness", "picky@stable",
		"--models", "p/right,p/wrong", "--wait", "--output", "json")
	if code != cli.ExitFail {
		t.Fatalf("scorecard run --models: exit %d, want %d (p/wrong fails)\nstdout:\n%s\nstderr:\n%s", code, cli.ExitFail, out, errOut)
	}
	var doc struct{ Scorecard client.Scorecard }
	if err := json.Unmarshal([]byte(out), &doc); err != nil {
		t.Fatalf("scorecard run --output json: %v\n%s", err, out)
	}
	type row struct {
		Model                 string
		Cases, Passed, Failed int
	}
	var got []row
	for _, m := range doc.Scorecard.Aggregate.Models {
		got = append(got, row{m.Model, m.Cases, m.Passed, m.Failed})
	}
	if diff := cmp.Diff([]row{{"p/right", 2, 2, 0}, {"p/wrong", 2, 0, 2}}, got); diff != "" || doc.Scorecard.HarnessName != "picky" {
		t.Errorf("sweep of harness %q by model (-want +got):\n%s", doc.Scorecard.HarnessName, diff)
	}
	if out, _, _ := everdict(t, env, "scorecard", "get", doc.Scorecard.ID); !strings.Contains(out, "MODEL") || !strings.Contains(out, "p/wrong") {
		t.Errorf("scorecard get of a sweep shows no model table:\n%s", out)
	}

	// run list holds standalone runs unless it drills down or includes
	// the scorecards' runs.
	children := func(args ...string) int {
		t.Helper()
		out, errOut, code := everdict(t, env, append([]string{"run", "list", "--limit", "100", "--output", "json"}, args...)...)
		if code != 0 {
			t.Fatalf("run list %v: exit %d: %s", args, code, errOut)
		}
		var runs []client.Run
		if err := json.Unmarshal([]byte(out), &runs); err != nil {
			t.Fatalf("run list %v: %v\n%s", args, err, out)
		}
		n := 0
		for _, r := range runs {
			if strings.HasPrefix(r.CorrelationID, "evd-"+doc.Scorecard.ID+"-") {
				n++
			}
		}
		return n
	}
	got4 := map[string]int{"default": children(), "--include-children": children("--include-children"),
		"--scorecard": children("--scorecard", doc.Scorecard.ID)}
	if diff := cmp.Diff(map[string]int{"default": 0, "--include-children": 4, "--scorecard": 4}, got4); diff != "" {
		t.Errorf("the scorecard's runs run list shows (-want +got):\n%s", diff)
	}
}
