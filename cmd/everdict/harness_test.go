package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/everdict/everdict/client"
)

// TestHarnessCommandsRegisterListAndSubmitByReference registers a harness
// from a YAML file, lists it, tags it and submits a run naming it with a
// model, against a real server: the run passes only if the model reached
// the harness's argument.
func TestHarnessCommandsRegisterListAndSubmitByReference(t *testing.T) {
	t.Parallel()
	srv := startServer(t, envFor(t))
	env := clientEnv(t, srv, srv.token)
	file := filepath.Join(t.TempDir(), "harness.yaml")
	yaml := `name: picky
description: passes only with model p/right
command: ["/bin/sh", "-c", "test \"$1\" = right && test \"$EVERDICT_MODEL\" = p/right", "sh", "{{model.name}}"]
model:
  default: p/wrong
`
	if err := os.WriteFile(file, []byte(yaml), 0o600); err != nil {
		t.Fatal(err)
	}
	for want := 1; want <= 2; want++ { // the same spec again is version 1 again
		out, errOut, code := everdict(t, env, "harness", "register", "-f", file, "--output", "json")
		var v client.HarnessVersion
		if code != 0 || json.Unmarshal([]byte(out), &v) != nil || v.Version != 1 {
			t.Fatalf("register #%d: code %d, out %q, err %q", want, code, out, errOut)
		}
	}
	srv.gql(t, srv.token, `mutation { setHarnessVersionTags(name: "picky", version: 1, tags: ["stable"]) { tags } }`, nil, &struct{}{})
	out, _, code := everdict(t, env, "harness", "list", "--output", "json")
	var hs []client.Harness
	if err := json.Unmarshal([]byte(out), &hs); err != nil || code != 0 {
		t.Fatalf("harness list: code %d, %q", code, out)
	}
	var names []string
	for _, h := range hs {
		if h.Latest != nil {
			names = append(names, h.Name+"@"+h.Latest.Tags[0])
		}
	}
	if diff := cmp.Diff([]string{"picky@stable"}, names); diff != "" {
		t.Errorf("harness list (-want +got):\n%s", diff)
	}
	for model, wantCode := range map[string]int{"p/right": 0, "": 1} { // "" leaves the harness's default, p/wrong
		args := []string{"run", "submit", "--runtime", "local", "--task", "t", "--harness", "picky@stable", "--wait"}
		if model != "" {
			args = append(args, "--model", model)
		}
		if _, errOut, code := everdict(t, env, args...); code != wantCode {
			t.Errorf("run submit --model %q: exit %d, want %d (%s)", model, code, wantCode, errOut)
		}
	}
}
