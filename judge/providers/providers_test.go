package providers_test

import (
	"context"
	"errors"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/everdict/everdict/ent/auditevent"
	"github.com/everdict/everdict/ent/modelprovider"
	"github.com/everdict/everdict/ent/secret"
	"github.com/everdict/everdict/errcode"
	"github.com/everdict/everdict/evalcase"
	"github.com/everdict/everdict/internal/apptest"
	"github.com/everdict/everdict/jobs"
	"github.com/everdict/everdict/judge"
	"github.com/everdict/everdict/judge/providers"
	"github.com/everdict/everdict/tenancy"
)

const keyValue = "sk-model-key-9a8b7c6d5e4f"

const register = `mutation($in: ModelProviderInput!) { registerModelProvider(input: $in) { name kind baseUrl apiKeySecret inputUsdPerMTok outputUsdPerMTok } }`

type bundle struct {
	app          *apptest.App
	acme, globex string
	member       string
	untrusted    string
	acmeID       int
}

func setup(t *testing.T) bundle {
	t.Helper()
	app := apptest.New(t, apptest.Options{NoScheduler: true})
	b := bundle{app: app,
		acme:      app.Tenant(t, "acme", true, tenancy.RoleAdmin),
		globex:    app.Tenant(t, "globex", true, tenancy.RoleAdmin),
		member:    app.Tenant(t, "acme", true, tenancy.RoleMember),
		untrusted: app.Tenant(t, "initech", false, tenancy.RoleAdmin),
	}
	for _, tok := range []string{b.acme, b.untrusted} {
		app.Do(t, tok, `mutation($v: String!) { setSecret(name: "lab-key", value: $v, purpose: MODEL) { purpose } }`,
			map[string]any{"v": keyValue}).Decode(t, &struct{}{})
	}
	app.Do(t, b.acme, `mutation { setSecret(name: "harness-key", value: "harness-value-1234", purpose: HARNESS) { purpose } }`, nil).Decode(t, &struct{}{})
	s, err := app.DB.Secret.Query().Where(secret.Name("lab-key")).First(app.Viewer(t, b.acme))
	if err != nil {
		t.Fatal(err)
	}
	b.acmeID = s.TenantID
	return b
}

func input(mod ...func(map[string]any)) map[string]any {
	in := map[string]any{"name": "lab", "kind": "OPENAI_COMPATIBLE", "baseUrl": "https://api.example.com/v1", "apiKeySecret": "lab-key",
		"inputUsdPerMTok": 2.5, "outputUsdPerMTok": 10}
	for _, m := range mod {
		m(in)
	}
	return map[string]any{"in": in}
}

func TestAnAdminRegistersAProviderAndListsItWithoutAKey(t *testing.T) {
	t.Parallel()
	b := setup(t)
	var got struct{ RegisterModelProvider map[string]any }
	b.app.Do(t, b.acme, register, input()).Decode(t, &got)
	want := map[string]any{"name": "lab", "kind": "OPENAI_COMPATIBLE", "baseUrl": "https://api.example.com/v1", "apiKeySecret": "lab-key",
		"inputUsdPerMTok": 2.5, "outputUsdPerMTok": 10.0}
	if diff := cmp.Diff(want, got.RegisterModelProvider); diff != "" {
		t.Errorf("registered (-want +got):\n%s", diff)
	}
	var list struct{ ModelProviders []map[string]any }
	b.app.Do(t, b.member, `{ modelProviders { name kind apiKeySecret } }`, nil).Decode(t, &list)
	if diff := cmp.Diff([]map[string]any{{"name": "lab", "kind": "OPENAI_COMPATIBLE", "apiKeySecret": "lab-key"}}, list.ModelProviders); diff != "" {
		t.Errorf("listed (-want +got):\n%s", diff)
	}
	if b.app.Responses.Contains(keyValue) || b.app.Logs.Contains(keyValue) {
		t.Errorf("the key appeared in a response or a log")
	}
	n := b.app.DB.AuditEvent.Query().Where(auditevent.Action("model_provider.register"), auditevent.Target("lab")).CountX(tenancy.System(context.Background()))
	if n != 1 {
		t.Errorf("%d audit events of the register, want 1", n)
	}

	// The judge resolves it with its key opened.
	p, err := b.app.ModelProviders.Provider(context.Background(), "acme", "lab")
	if err != nil {
		t.Fatal(err)
	}
	if p.APIKey != keyValue || p.Kind != judge.KindOpenAICompatible || !p.Trusted || *p.InputUSDPerMTok != 2.5 {
		t.Errorf("resolved %+v, want the key opened, the kind, the trust and the prices", p)
	}

	// Update and delete, audited.
	var upd struct{ UpdateModelProvider map[string]any }
	b.app.Do(t, b.acme, `mutation($in: ModelProviderInput!) { updateModelProvider(input: $in) { kind inputUsdPerMTok } }`,
		input(func(m map[string]any) { m["kind"] = "ANTHROPIC"; delete(m, "inputUsdPerMTok") })).Decode(t, &upd)
	if diff := cmp.Diff(map[string]any{"kind": "ANTHROPIC", "inputUsdPerMTok": nil}, upd.UpdateModelProvider); diff != "" {
		t.Errorf("updated (-want +got):\n%s", diff)
	}
	b.app.Do(t, b.acme, `mutation { deleteModelProvider(name: "lab") }`, nil).Decode(t, &struct{}{})
	if _, err := b.app.ModelProviders.Provider(context.Background(), "acme", "lab"); !errors.Is(err, judge.ErrUnknownProvider) {
		t.Errorf("a deleted provider resolves: %v", err)
	}
}

func TestAnotherTenantsProviderIsInvisible(t *testing.T) {
	t.Parallel()
	b := setup(t)
	b.app.Do(t, b.acme, register, input()).Decode(t, &struct{}{})
	var list struct{ ModelProviders []map[string]any }
	b.app.Do(t, b.globex, `{ modelProviders { name } }`, nil).Decode(t, &list)
	if len(list.ModelProviders) != 0 {
		t.Errorf("globex sees %v", list.ModelProviders)
	}
	if res := b.app.Do(t, b.globex, `mutation { deleteModelProvider(name: "lab") }`, nil); res.Code() != "NOT_FOUND" {
		t.Errorf("globex deleting acme's provider: %+v, want NOT_FOUND", res.Errors)
	}
	if _, err := b.app.ModelProviders.Provider(context.Background(), "globex", "lab"); !errors.Is(err, judge.ErrUnknownProvider) {
		t.Errorf("globex resolves acme's provider: %v", err)
	}
	if n := b.app.DB.ModelProvider.Query().Where(modelprovider.Name("lab")).CountX(tenancy.System(context.Background())); n != 1 {
		t.Errorf("%d providers named lab, want acme's one", n)
	}
}

func TestRegisterRefusesBadInputNamingTheField(t *testing.T) {
	t.Parallel()
	b := setup(t)
	b.app.Do(t, b.acme, register, input()).Decode(t, &struct{}{})
	cases := map[string]struct {
		token string
		mod   func(map[string]any)
		field string
	}{
		"a duplicate name":                          {b.acme, func(map[string]any) {}, "name"},
		"a name with a slash":                       {b.acme, func(m map[string]any) { m["name"] = "a/b" }, "name"},
		"a baseUrl that is not http":                {b.acme, func(m map[string]any) { m["name"] = "x"; m["baseUrl"] = "ftp://h/v1" }, "baseUrl"},
		"a baseUrl with credentials":                {b.acme, func(m map[string]any) { m["name"] = "x"; m["baseUrl"] = "https://u:p@h/v1" }, "baseUrl"},
		"a baseUrl on the metadata service":         {b.acme, func(m map[string]any) { m["name"] = "x"; m["baseUrl"] = "http://169.254.169.254/v1" }, "baseUrl"},
		"an untrusted tenant's baseUrl on loopback": {b.untrusted, func(m map[string]any) { m["baseUrl"] = "http://localhost:8080/v1" }, "baseUrl"},
		"an untrusted tenant's baseUrl in 10/8":     {b.untrusted, func(m map[string]any) { m["baseUrl"] = "http://10.1.2.3/v1" }, "baseUrl"},
		"an apiKeySecret that is a HARNESS secret":  {b.acme, func(m map[string]any) { m["name"] = "x"; m["apiKeySecret"] = "harness-key" }, "apiKeySecret"},
		"an apiKeySecret that does not exist":       {b.acme, func(m map[string]any) { m["name"] = "x"; m["apiKeySecret"] = "nope" }, "apiKeySecret"},
		"a negative price":                          {b.acme, func(m map[string]any) { m["name"] = "x"; m["outputUsdPerMTok"] = -1 }, "outputUsdPerMTok"},
	}
	for name, tc := range cases {
		t.Run(name, func(t *testing.T) {
			res := b.app.Do(t, tc.token, register, input(tc.mod))
			if res.Code() != "BAD_USER_INPUT" || res.Errors[0].Extensions["field"] != tc.field {
				t.Errorf("errors %+v, want BAD_USER_INPUT naming %s", res.Errors, tc.field)
			}
		})
	}
	if res := b.app.Do(t, b.member, register, input(func(m map[string]any) { m["name"] = "y" })); res.Code() != "FORBIDDEN" {
		t.Errorf("a member registering: %+v, want FORBIDDEN", res.Errors)
	}
	// A kind outside the enum never gets past GraphQL; the service itself
	// refuses one from any other caller, naming the field.
	_, err := b.app.ModelProviders.Register(b.app.Viewer(t, b.acme), providers.Input{Name: "z", Kind: "GEMINI", BaseURL: "https://h/v1", APIKeySecret: "lab-key"})
	if errcode.Of(err) != errcode.BadUserInput || !strings.HasPrefix(err.Error(), "kind ") {
		t.Errorf("an unknown kind: %v, want BAD_USER_INPUT naming kind", err)
	}
}

func TestAProviderWhoseKeyIsNoLongerAModelSecretDoesNotResolve(t *testing.T) {
	t.Parallel()
	b := setup(t)
	b.app.Do(t, b.acme, register, input()).Decode(t, &struct{}{})
	b.app.Do(t, b.acme, `mutation { setSecret(name: "lab-key", value: "now-a-harness-value-77", purpose: HARNESS) { purpose } }`, nil).Decode(t, &struct{}{})
	if _, err := b.app.ModelProviders.Provider(context.Background(), "acme", "lab"); !errors.Is(err, judge.ErrNoKey) {
		t.Errorf("resolving a provider whose key became a HARNESS secret: %v, want ErrNoKey", err)
	}
}

// TestAJobsEnvCanNeverNameAModelSecret is the attack test of the MODEL
// secret: a harness env naming one is refused at submit, and were it to get
// past the submit, the dispatcher's resolution would refuse it too; the key
// never reaches the job.
func TestAJobsEnvCanNeverNameAModelSecret(t *testing.T) {
	t.Parallel()
	b := setup(t)
	b.app.Grant(t, "acme", `{name: "pool", kind: LOCAL}`)
	res := b.app.Do(t, b.acme, `mutation { submitRun(input: {runtime: "pool", harness: {name: "h", command: ["true"],
		env: [{name: "OPENAI_API_KEY", secretRef: "lab-key"}]}, case: {task: "t"}}) { id } }`, nil)
	if res.Code() != "BAD_USER_INPUT" || !strings.Contains(res.Errors[0].Message, "lab-key") {
		t.Errorf("submit naming a MODEL secret in its env: %+v, want BAD_USER_INPUT naming it", res.Errors)
	}
	if n := b.app.DB.Run.Query().CountX(tenancy.System(context.Background())); n != 0 {
		t.Errorf("%d runs recorded, want none", n)
	}
	h := evalcase.Harness{Name: "h", Command: []string{"true"}, Env: []evalcase.EnvVar{{Name: "OPENAI_API_KEY", SecretRef: "lab-key"}}}
	got, hidden, err := jobs.ResolveEnv(context.Background(), b.app.Vault, b.acmeID, "acme", "", h)
	if err == nil {
		t.Errorf("the dispatcher resolved a MODEL secret into a job's env")
	}
	for _, e := range got.Env {
		if e.Value == keyValue {
			t.Errorf("the key reached the job's env")
		}
	}
	if len(hidden) != 0 {
		t.Errorf("values resolved: %d, want none", len(hidden))
	}
}
