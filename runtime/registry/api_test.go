package registry_test

import (
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/everdict/everdict/internal/apptest"
	"github.com/everdict/everdict/tenancy"
)

// TestRuntimeLifecycleThroughTheAPI registers, lists, tags, archives,
// validates and probes a LOCAL runtime over GraphQL (an operator granting it
// to acme: registering, tagging and archiving it there), and checks another
// tenant sees none of it.
func TestRuntimeLifecycleThroughTheAPI(t *testing.T) {
	t.Parallel()
	app := apptest.New(t)
	op := app.Tenant(t, "platform", true, tenancy.RoleOperator)
	acme := app.Tenant(t, "acme", true, tenancy.RoleAdmin)
	other := app.Tenant(t, "globex", true, tenancy.RoleAdmin)

	const register = `mutation($in: RuntimeSpecInput!) { registerRuntime(input: $in, tenant: "acme") { version capabilities tags archived kind } }`
	in := map[string]any{"name": "pool", "kind": "LOCAL", "admission": map[string]any{"maxConcurrent": 2}}
	for want := 1; want <= 2; want++ {
		var got struct {
			RegisterRuntime struct {
				Version      int
				Capabilities []string
				Tags         []string
				Archived     bool
				Kind         string
			}
		}
		app.Do(t, op, register, map[string]any{"in": in}).Decode(t, &got)
		r := got.RegisterRuntime
		if r.Version != want || r.Kind != "LOCAL" || r.Archived || len(r.Tags) != 0 ||
			!cmp.Equal(r.Capabilities, []string{"git", "sandbox"}) {
			t.Fatalf("register #%d = %+v", want, r)
		}
	}

	var tagged struct{ SetRuntimeVersionTags struct{ Tags []string } }
	app.Do(t, op, `mutation { setRuntimeVersionTags(name: "pool", version: 1, tags: ["stable"], tenant: "acme") { tags } }`, nil).Decode(t, &tagged)
	if diff := cmp.Diff([]string{"stable"}, tagged.SetRuntimeVersionTags.Tags); diff != "" {
		t.Errorf("tags (-want +got):\n%s", diff)
	}
	var archived struct{ ArchiveRuntimeVersion struct{ Archived bool } }
	app.Do(t, op, `mutation { archiveRuntimeVersion(name: "pool", version: 2, tenant: "acme") { archived } }`, nil).Decode(t, &archived)
	if !archived.ArchiveRuntimeVersion.Archived {
		t.Error("version 2 not archived")
	}
	var unarchived struct{ UnarchiveRuntimeVersion struct{ Archived bool } }
	app.Do(t, op, `mutation { unarchiveRuntimeVersion(name: "pool", version: 2, tenant: "acme") { archived } }`, nil).Decode(t, &unarchived)
	if unarchived.UnarchiveRuntimeVersion.Archived {
		t.Error("version 2 still archived after unarchiveRuntimeVersion")
	}
	app.Do(t, op, `mutation { archiveRuntimeVersion(name: "pool", version: 2, tenant: "acme") { archived } }`, nil).Decode(t, &archived)

	const read = `{ runtime(name: "pool") { name kind shared latest { version } versions { version tags archived } }
		runtimes(first: 10) { edges { node { name } } } }`
	var got struct {
		Runtime struct {
			Name, Kind string
			Shared     bool
			Latest     struct{ Version int }
			Versions   []struct {
				Version  int
				Tags     []string
				Archived bool
			}
		}
		Runtimes struct {
			Edges []struct{ Node struct{ Name string } }
		}
	}
	app.Do(t, acme, read, nil).Decode(t, &got)
	if got.Runtime.Latest.Version != 1 || len(got.Runtime.Versions) != 2 || !got.Runtime.Versions[1].Archived ||
		!cmp.Equal(got.Runtime.Versions[0].Tags, []string{"stable"}) || len(got.Runtimes.Edges) != 1 {
		t.Errorf("read back = %+v", got)
	}

	var val struct {
		ValidateRuntime struct {
			Valid    bool
			Problems []struct{ Field, Message string }
		}
	}
	app.Do(t, acme, `mutation { validateRuntime(input: {name: "Nope!", kind: NOMAD, nomad: {addr: "ftp://x"}}) { valid problems { field message } } }`, nil).Decode(t, &val)
	if val.ValidateRuntime.Valid || len(val.ValidateRuntime.Problems) < 2 {
		t.Errorf("validate = %+v, want invalid with every problem", val.ValidateRuntime)
	}

	var probe struct {
		ProbeRuntime struct{ Reachable, Hardened bool }
	}
	app.Do(t, acme, `mutation { probeRuntime(name: "pool", ref: "stable") { reachable hardened } }`, nil).Decode(t, &probe)
	if !probe.ProbeRuntime.Reachable {
		t.Errorf("probe = %+v, want reachable", probe.ProbeRuntime)
	}

	// Another tenant sees none of it.
	if res := app.Do(t, other, `{ runtime(name: "pool") { name } }`, nil); res.Code() != "NOT_FOUND" {
		t.Errorf("another tenant reading the runtime: %+v, want NOT_FOUND", res)
	}
	var theirs struct {
		Runtimes struct{ TotalCount int }
	}
	app.Do(t, other, `{ runtimes(first: 10) { totalCount } }`, nil).Decode(t, &theirs)
	if theirs.Runtimes.TotalCount != 0 {
		t.Errorf("another tenant lists %d runtimes, want 0", theirs.Runtimes.TotalCount)
	}
	for name, q := range map[string]string{
		"tag":     `mutation { setRuntimeVersionTags(name: "pool", version: 1, tags: ["x"]) { version } }`,
		"archive": `mutation { archiveRuntimeVersion(name: "pool", version: 1) { version } }`,
		"probe":   `mutation { probeRuntime(name: "pool") { reachable } }`,
	} {
		if res := app.Do(t, other, q, nil); res.Code() != "NOT_FOUND" {
			t.Errorf("another tenant's %s: %+v, want NOT_FOUND", name, res)
		}
	}
}

func TestCapabilityVocabulary(t *testing.T) {
	t.Parallel()
	app := apptest.New(t)
	tok := app.Tenant(t, "acme", true, tenancy.RoleMember)
	var got struct {
		CapabilityVocabulary []struct{ Name, Kind string }
	}
	app.Do(t, tok, `{ capabilityVocabulary { name kind } }`, nil).Decode(t, &got)
	kinds := map[string]int{}
	for _, c := range got.CapabilityVocabulary {
		kinds[c.Kind]++
	}
	if diff := cmp.Diff(map[string]int{"FUNCTIONAL": 5, "SECURITY": 1, "AUTH": 2}, kinds); diff != "" {
		t.Errorf("vocabulary kinds (-want +got):\n%s", diff)
	}
}

// TestSecretValueNeverLeaves sets a secret, uses it in a runtime spec, and
// checks that no GraphQL response and no log line ever holds its value.
func TestSecretValueNeverLeaves(t *testing.T) {
	t.Parallel()
	app := apptest.New(t)
	tok := app.Tenant(t, "acme", true, tenancy.RoleAdmin)
	const value = "s3cr3t-nomad-acl-7f1c9e2b"
	var set struct{ SetSecret struct{ Name string } }
	app.Do(t, tok, `mutation($v: String!) { setSecret(name: "nomad-token", value: $v) { name createdAt updatedAt } }`,
		map[string]any{"v": value}).Decode(t, &set)
	if set.SetSecret.Name != "nomad-token" {
		t.Errorf("setSecret = %+v", set)
	}
	// Overwrite, register a runtime naming it, read everything back.
	app.Do(t, tok, `mutation($v: String!) { setSecret(name: "nomad-token", value: $v) { name } }`, map[string]any{"v": value + "-2"})
	app.Do(t, tok, `mutation { registerRuntime(input: {name: "far", kind: NOMAD, nomad: {addr: "https://nomad.example:4646", authSecret: "nomad-token"}}) { version } }`, nil)
	app.Do(t, tok, `mutation { validateRuntime(input: {name: "far", kind: NOMAD, nomad: {addr: "https://nomad.example:4646", authSecret: "nomad-token"}}) { valid } }`, nil)
	app.Do(t, tok, `{ runtime(name: "far") { versions { version capabilities } } }`, nil)
	// A value pasted where a name belongs is refused without being echoed.
	res := app.Do(t, tok, `mutation($v: String!) { registerRuntime(input: {name: "leak", kind: NOMAD, nomad: {addr: "https://nomad.example:4646", authSecret: $v}}) { version } }`,
		map[string]any{"v": value})
	if res.Code() != "BAD_USER_INPUT" {
		t.Errorf("a secret value as a secret name: %+v, want BAD_USER_INPUT", res)
	}
	for what, buf := range map[string]*apptest.SyncBuffer{"a response": app.Responses, "the log": app.Logs} {
		if strings.Contains(buf.String(), "s3cr3t") {
			t.Errorf("%s contains the secret value:\n%s", what, buf.String())
		}
	}
	var raw int
	if err := app.DB.SQL.QueryRow(`SELECT count(*) FROM secrets WHERE ciphertext LIKE '%s3cr3t%'`).Scan(&raw); err != nil {
		t.Fatal(err)
	}
	if raw != 0 {
		t.Error("the secret is stored in plaintext")
	}
}
