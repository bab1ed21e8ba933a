package vault_test

import (
	"context"
	"errors"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/everdict/everdict/ent/secret"
	"github.com/everdict/everdict/errcode"
	"github.com/everdict/everdict/internal/apptest"
	"github.com/everdict/everdict/secrets/vault"
	"github.com/everdict/everdict/tenancy"
)

// member returns a MEMBER token of tenant slug for subject.
func member(t *testing.T, app *apptest.App, slug, subject string) string {
	t.Helper()
	tok, err := app.Auth.CreateToken(tenancy.System(context.Background()), slug, subject, tenancy.RoleMember)
	if err != nil {
		t.Fatal(err)
	}
	return tok
}

const setPersonal = `mutation($n: String!, $v: String!) { setSecret(name: $n, value: $v, personal: true) { name owner } }`

// TestAPersonalSecretIsItsOwnersAlone: the attacks of one member on
// another's personal secret. Bob cannot see its name, resolve it, submit a
// run that uses it (refused as a name that does not exist), or replace it
// (his set makes his own); an admin lists every member's names and owners,
// never a value; and no personal secret answers for the tenant's own.
func TestAPersonalSecretIsItsOwnersAlone(t *testing.T) {
	t.Parallel()
	app := apptest.New(t)
	admin := app.Tenant(t, "acme", true, tenancy.RoleAdmin)
	app.Grant(t, "acme", `{name: "pool", kind: LOCAL}`)
	alice, bob := member(t, app, "acme", "alice"), member(t, app, "acme", "bob")

	app.Do(t, admin, `mutation { setSecret(name: "api-key", value: "tenant-v4lue-3b1d") { name } }`, nil).Decode(t, &struct{}{})
	var set struct{ SetSecret struct{ Name, Owner string } }
	app.Do(t, alice, setPersonal, map[string]any{"n": "api-key", "v": "alice-v4lue-77e0"}).Decode(t, &set)
	if set.SetSecret.Owner != "alice" {
		t.Errorf("alice's personal secret's owner = %q, want alice", set.SetSecret.Owner)
	}
	app.Do(t, alice, setPersonal, map[string]any{"n": "only-alice", "v": "alice-v4lue-90aa"}).Decode(t, &struct{}{})
	// Bob's set of alice's name is his own secret, not a write to hers.
	app.Do(t, bob, setPersonal, map[string]any{"n": "api-key", "v": "bob-v4lue-51c2"}).Decode(t, &struct{}{})

	acme := app.Viewer(t, admin)
	v, _ := tenancy.ViewerFrom(acme)
	resolve := func(owner string, names ...string) (map[string]string, error) {
		return app.Vault.ResolveFor(context.Background(), v.TenantID, owner, names)
	}
	if got, err := resolve("alice", "api-key", "only-alice"); err != nil ||
		!cmp.Equal(map[string]string{"api-key": "alice-v4lue-77e0", "only-alice": "alice-v4lue-90aa"}, got) {
		t.Errorf("alice's run resolves %v, %v; want her personal values", got, err)
	}
	if got, err := resolve("bob", "api-key"); err != nil || got["api-key"] != "bob-v4lue-51c2" {
		t.Errorf("bob's run resolves %v, %v; want his own value", got, err)
	}
	if got, err := resolve("carol", "api-key"); err != nil || got["api-key"] != "tenant-v4lue-3b1d" {
		t.Errorf("carol's run resolves %v, %v; want the tenant's value", got, err)
	}
	if _, err := resolve("bob", "only-alice"); !errors.Is(err, vault.ErrMissingSecret) {
		t.Errorf("bob's run resolving alice's secret = %v, want ErrMissingSecret", err)
	}
	// No personal secret stands in for the tenant's own, whatever the purpose.
	for _, p := range []secret.Purpose{secret.PurposeHARNESS, secret.PurposeCLUSTER, secret.PurposeMODEL} {
		if _, err := app.Vault.Resolve(context.Background(), v.TenantID, p, []string{"only-alice"}); !errors.Is(err, vault.ErrMissingSecret) {
			t.Errorf("the tenant's %s secret only-alice resolved: %v, want ErrMissingSecret", p, err)
		}
	}

	type row struct {
		Name  string
		Owner *string
	}
	list := func(tok string) []row {
		var got struct{ Secrets []row }
		app.Do(t, tok, `{ secrets { name owner purpose } }`, nil).Decode(t, &got)
		return got.Secrets
	}
	who := func(s string) *string { return &s }
	if diff := cmp.Diff([]row{{"api-key", who("bob")}}, list(bob)); diff != "" {
		t.Errorf("bob's list (-want +got):\n%s", diff)
	}
	if diff := cmp.Diff([]row{{"api-key", who("alice")}, {"only-alice", who("alice")}}, list(alice)); diff != "" {
		t.Errorf("alice's list (-want +got):\n%s", diff)
	}
	want := []row{{"api-key", nil}, {"api-key", who("alice")}, {"only-alice", who("alice")}, {"api-key", who("bob")}}
	if diff := cmp.Diff(want, list(admin)); diff != "" {
		t.Errorf("the admin's list (-want +got):\n%s", diff)
	}

	submit := `mutation($ref: String!) { submitRun(input: {runtime: "pool", harness: {name: "h", command: ["true"],
		env: [{name: "KEY", secretRef: $ref}]}, case: {task: "t"}}) { id } }`
	stolen := app.Do(t, bob, submit, map[string]any{"ref": "only-alice"})
	absent := app.Do(t, bob, submit, map[string]any{"ref": "no-such-secret"})
	if stolen.Code() != string(errcode.BadUserInput) || absent.Code() != stolen.Code() {
		t.Errorf("bob's run naming alice's secret: %+v; want the refusal of a name that does not exist: %+v", stolen, absent)
	}
	var ok struct{ SubmitRun struct{ ID string } }
	app.Do(t, alice, submit, map[string]any{"ref": "only-alice"}).Decode(t, &ok)

	if res := app.Do(t, alice, `mutation { setSecret(name: "kube", value: "v4lue-k", purpose: CLUSTER, personal: true) { name } }`, nil); res.Code() != string(errcode.BadUserInput) {
		t.Errorf("a personal CLUSTER secret: %+v, want BAD_USER_INPUT", res)
	}
	if res := app.Do(t, alice, `mutation { setSecret(name: "x", value: "v4lue-x") { name } }`, nil); res.Code() != string(errcode.Forbidden) {
		t.Errorf("a member setting a tenant secret: %+v, want FORBIDDEN", res)
	}
	if app.Responses.Contains("v4lue") || app.Logs.Contains("v4lue") {
		t.Errorf("a response or log line holds a secret value:\n%s\n%s", app.Responses.String(), app.Logs.String())
	}
}

// TestAPersonalCiphertextIsBoundToItsOwner: alice's sealed value copied
// over bob's row of the same name does not open for bob's runs.
func TestAPersonalCiphertextIsBoundToItsOwner(t *testing.T) {
	t.Parallel()
	app := apptest.New(t)
	app.Tenant(t, "acme", true, tenancy.RoleAdmin)
	alice := app.Viewer(t, member(t, app, "acme", "alice"))
	bob := app.Viewer(t, member(t, app, "acme", "bob"))
	a, err := app.Vault.SetPersonal(alice, "tok", "alice-value", secret.PurposeHARNESS)
	if err != nil {
		t.Fatal(err)
	}
	b, err := app.Vault.SetPersonal(bob, "tok", "bob-value", secret.PurposeHARNESS)
	if err != nil {
		t.Fatal(err)
	}
	sys := tenancy.System(context.Background())
	if err := app.DB.Secret.UpdateOneID(b.ID).SetCiphertext(a.Ciphertext).Exec(sys); err != nil {
		t.Fatal(err)
	}
	if got, err := app.Vault.ResolveFor(context.Background(), b.TenantID, "bob", []string{"tok"}); err == nil {
		t.Errorf("a ciphertext moved to another member's row opened: %v", got)
	}
}
