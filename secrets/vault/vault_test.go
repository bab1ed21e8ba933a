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

func TestSetAndResolve(t *testing.T) {
	t.Parallel()
	app := apptest.New(t)
	acme := app.Viewer(t, app.Tenant(t, "acme", true, tenancy.RoleAdmin))
	globex := app.Viewer(t, app.Tenant(t, "globex", true, tenancy.RoleAdmin))
	member := app.Viewer(t, app.Tenant(t, "acme", true, tenancy.RoleMember))
	mustSet := func(ctx context.Context, name, value string) int {
		s, err := app.Vault.Set(ctx, name, value, secret.PurposeHARNESS)
		if err != nil {
			t.Fatal(err)
		}
		return s.TenantID
	}
	acmeID := mustSet(acme, "api-key", "one")
	mustSet(acme, "api-key", "two") // replaces
	globexID := mustSet(globex, "api-key", "theirs")

	got, err := app.Vault.Resolve(context.Background(), acmeID, secret.PurposeHARNESS, []string{"api-key"})
	if err != nil {
		t.Fatal(err)
	}
	if diff := cmp.Diff(map[string]string{"api-key": "two"}, got); diff != "" {
		t.Errorf("acme's secrets (-want +got):\n%s", diff)
	}
	got, _ = app.Vault.Resolve(context.Background(), globexID, secret.PurposeHARNESS, []string{"api-key"})
	if got["api-key"] != "theirs" {
		t.Errorf("globex's secret = %q, want its own", got["api-key"])
	}
	if _, err := app.Vault.Resolve(context.Background(), acmeID, secret.PurposeHARNESS, []string{"api-key", "missing"}); !errors.Is(err, vault.ErrMissingSecret) {
		t.Errorf("resolving a missing secret = %v, want ErrMissingSecret", err)
	}

	cases := map[string]struct {
		ctx         context.Context
		name, value string
		want        errcode.Code
	}{
		"a member may not set a secret":       {member, "x", "v", errcode.Forbidden},
		"an empty value is refused":           {acme, "x", "", errcode.BadUserInput},
		"a malformed name is refused":         {acme, "has space", "v", errcode.BadUserInput},
		"a value posing as a name is refused": {acme, "ghp_abcdefghijklmnopqrstuvwxyz0123456789", "v", errcode.BadUserInput},
	}
	for name, tc := range cases {
		t.Run(name, func(t *testing.T) {
			_, err := app.Vault.Set(tc.ctx, tc.name, tc.value, secret.PurposeHARNESS)
			if errcode.Of(err) != tc.want {
				t.Errorf("Set = %v, want %s", err, tc.want)
			}
		})
	}
}

func TestCiphertextIsBoundToItsTenant(t *testing.T) {
	t.Parallel()
	app := apptest.New(t)
	acme := app.Viewer(t, app.Tenant(t, "acme", true, tenancy.RoleAdmin))
	globex := app.Viewer(t, app.Tenant(t, "globex", true, tenancy.RoleAdmin))
	a, err := app.Vault.Set(acme, "tok", "acme-value", secret.PurposeHARNESS)
	if err != nil {
		t.Fatal(err)
	}
	g, err := app.Vault.Set(globex, "tok", "globex-value", secret.PurposeHARNESS)
	if err != nil {
		t.Fatal(err)
	}
	// Copy acme's sealed value over globex's row: it must not open there.
	sys := tenancy.System(context.Background())
	if err := app.DB.Secret.UpdateOneID(g.ID).SetCiphertext(a.Ciphertext).Exec(sys); err != nil {
		t.Fatal(err)
	}
	if _, err := app.Vault.Resolve(context.Background(), g.TenantID, secret.PurposeHARNESS, []string{"tok"}); err == nil {
		t.Error("a ciphertext moved to another tenant opened")
	}
}

// TestTheSecretsListShowsNamesNeverValues: an admin lists its own tenant's
// secrets by name and purpose (what the admin page rotates); no value leaves
// the server, another tenant's names stay hidden, and a member sees none of
// the tenant's (only personal secrets of their own, here none).
func TestTheSecretsListShowsNamesNeverValues(t *testing.T) {
	t.Parallel()
	app := apptest.New(t)
	acme := app.Tenant(t, "acme", true, tenancy.RoleAdmin)
	globex := app.Tenant(t, "globex", true, tenancy.RoleAdmin)
	member := app.Tenant(t, "acme", true, tenancy.RoleMember)
	set := `mutation($n: String!, $v: String!, $p: SecretPurpose) { setSecret(name: $n, value: $v, purpose: $p) { name } }`
	app.Do(t, acme, set, map[string]any{"n": "openai", "v": "v4lue-one-9f2c", "p": "HARNESS"}).Decode(t, &struct{}{})
	app.Do(t, acme, set, map[string]any{"n": "kubeconfig", "v": "v4lue-two-9f2c", "p": "CLUSTER"}).Decode(t, &struct{}{})
	app.Do(t, acme, set, map[string]any{"n": "openai", "v": "v4lue-three-9f2c", "p": "HARNESS"}).Decode(t, &struct{}{}) // a rotation
	app.Do(t, globex, set, map[string]any{"n": "theirs", "v": "v4lue-four-9f2c"}).Decode(t, &struct{}{})

	type row struct{ Name, Purpose string }
	var got struct{ Secrets []row }
	app.Do(t, acme, `{ secrets { name purpose createdAt updatedAt } }`, nil).Decode(t, &got)
	want := []row{{"openai", "HARNESS"}, {"kubeconfig", "CLUSTER"}}
	if diff := cmp.Diff(want, got.Secrets); diff != "" {
		t.Errorf("acme's secrets (-want +got):\n%s", diff)
	}
	var mine struct{ Secrets []row }
	app.Do(t, member, `{ secrets { name purpose } }`, nil).Decode(t, &mine)
	if len(mine.Secrets) != 0 {
		t.Errorf("a member's list = %+v, want none of the tenant's", mine.Secrets)
	}
	if app.Responses.Contains("v4lue") {
		t.Errorf("a response holds a secret value:\n%s", app.Responses.String())
	}
}
