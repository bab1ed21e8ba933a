package keyring_test

import (
	"context"
	"io"
	"log"
	"net/http"
	"net/http/httptest"
	"os"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/google/go-containerregistry/pkg/registry"

	"github.com/everdict/everdict/backends/local"
	"github.com/everdict/everdict/credentials"
	"github.com/everdict/everdict/credentials/githubapp/githubapptest"
	"github.com/everdict/everdict/credentials/gittest"
	"github.com/everdict/everdict/credentials/keyring"
	"github.com/everdict/everdict/ent/auditevent"
	"github.com/everdict/everdict/evalcase"
	"github.com/everdict/everdict/internal/apptest"
	"github.com/everdict/everdict/tenancy"
)

// TestMain lets the test binary serve as the LOCAL backend's supervisor.
func TestMain(m *testing.M) {
	local.MaybeRunSupervisor()
	os.Exit(m.Run())
}

const (
	setSecret  = `mutation($n: String!, $v: String!) { setSecret(name: $n, value: $v, purpose: CLUSTER) { name } }`
	register   = `mutation($in: CredentialInput!) { registerCredential(input: $in) { name kind match } }`
	list       = `{ credentials { name kind match } }`
	validate   = `mutation($n: String!, $t: String!) { validateCredential(name: $n, target: $t) { ok message } }`
	deleteCred = `mutation($n: String!) { deleteCredential(name: $n) }`
)

type cred struct{ Name, Kind, Match string }

func secretOf(t *testing.T, app *apptest.App, tok, name, value string) {
	t.Helper()
	app.Do(t, tok, setSecret, map[string]any{"n": name, "v": value}).Decode(t, &struct{}{})
}

func TestAnAdminRegistersListsAndDeletesCredentialsSeeingNoSecret(t *testing.T) {
	app := apptest.New(t, apptest.Options{NoScheduler: true})
	acme := app.Tenant(t, "acme", true, tenancy.RoleAdmin)
	member := app.Tenant(t, "acme", true, tenancy.RoleMember)
	secretOf(t, app, acme, "gh-token", "ghp_aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa")
	app.Do(t, acme, register, map[string]any{"in": map[string]any{"name": "github", "kind": "GIT_TOKEN", "match": "GitHub.com/acme/", "secret": "gh-token"}}).Decode(t, &struct{}{})
	app.Do(t, acme, register, map[string]any{"in": map[string]any{"name": "ghcr", "kind": "REGISTRY", "match": "ghcr.io", "username": "bot", "secret": "gh-token"}}).Decode(t, &struct{}{})
	var got struct{ Credentials []cred }
	app.Do(t, acme, list, nil).Decode(t, &got)
	want := []cred{{"ghcr", "REGISTRY", "ghcr.io"}, {"github", "GIT_TOKEN", "github.com/acme"}}
	if diff := cmp.Diff(want, got.Credentials); diff != "" {
		t.Errorf("credentials (-want +got):\n%s", diff)
	}
	if code := app.Do(t, member, list, nil).Code(); code != "FORBIDDEN" {
		t.Errorf("a MEMBER listing credentials got %q, want FORBIDDEN", code)
	}
	var del struct{ DeleteCredential bool }
	app.Do(t, acme, deleteCred, map[string]any{"n": "ghcr"}).Decode(t, &del)
	if !del.DeleteCredential {
		t.Error("deleteCredential(ghcr) = false, want true")
	}
	actions, err := app.DB.AuditEvent.Query().Where(auditevent.TargetType(keyring.TargetCredential)).
		Order(auditevent.ByID()).Select(auditevent.FieldAction).Strings(tenancy.System(context.Background()))
	if err != nil {
		t.Fatal(err)
	}
	if diff := cmp.Diff([]string{keyring.ActionRegister, keyring.ActionRegister, keyring.ActionDelete}, actions); diff != "" {
		t.Errorf("audit actions (-want +got):\n%s", diff)
	}
	if app.Responses.Contains("ghp_aaaa") || app.Logs.Contains("ghp_aaaa") {
		t.Error("a response or a log line holds the secret's value")
	}
}

func TestBadCredentialsAreRefusedNamingTheField(t *testing.T) {
	app := apptest.New(t, apptest.Options{NoScheduler: true})
	acme := app.Tenant(t, "acme", true, tenancy.RoleAdmin)
	evil := app.Tenant(t, "evil", true, tenancy.RoleAdmin)
	secretOf(t, app, acme, "tok", "s3cret-token-value")
	secretOf(t, app, evil, "evil-tok", "evil-token-value")
	app.Do(t, acme, register, map[string]any{"in": map[string]any{"name": "dup", "kind": "GIT_TOKEN", "match": "github.com", "secret": "tok"}}).Decode(t, &struct{}{})
	for _, c := range []struct {
		name      string
		in        map[string]any
		code, fld string
	}{
		{"a scheme", map[string]any{"name": "a", "kind": "GIT_TOKEN", "match": "https://github.com", "secret": "tok"}, "BAD_USER_INPUT", "match"},
		{"an inner wildcard", map[string]any{"name": "a", "kind": "REGISTRY", "match": "*.dkr.ecr.*.amazonaws.com", "secret": "tok"}, "BAD_USER_INPUT", "match"},
		{"a GitHub App key that is no PEM", map[string]any{"name": "a", "kind": "GITHUB_APP", "match": "github.com", "secret": "tok", "appId": 1, "installationId": 2}, "BAD_USER_INPUT", "secret"},
		{"a duplicate name", map[string]any{"name": "dup", "kind": "GIT_TOKEN", "match": "gitlab.com", "secret": "tok"}, "BAD_USER_INPUT", "name"},
		{"another tenant's secret", map[string]any{"name": "a", "kind": "GIT_TOKEN", "match": "github.com", "secret": "evil-tok"}, "NOT_FOUND", "secret"},
	} {
		res := app.Do(t, acme, register, map[string]any{"in": c.in})
		if res.Code() != c.code || len(res.Errors) == 0 || res.Errors[0].Extensions["field"] != c.fld {
			t.Errorf("%s: errors %+v, want %s naming %s", c.name, res.Errors, c.code, c.fld)
		}
	}
	if code := app.Do(t, evil, validate, map[string]any{"n": "dup", "t": "https://github.com/acme/x"}).Code(); code != "NOT_FOUND" {
		t.Errorf("validating another tenant's credential got %q, want NOT_FOUND", code)
	}
}

func TestValidateCredentialLsRemotesARealGitServer(t *testing.T) {
	srv := gittest.New(t, "tok-4f1b2c9d8e7a")
	app := apptest.New(t, apptest.Options{NoScheduler: true})
	acme := app.Tenant(t, "acme", true, tenancy.RoleAdmin)
	secretOf(t, app, acme, "good", srv.Token)
	secretOf(t, app, acme, "bad", "not-the-token")
	host := strings.TrimPrefix(srv.URL, "http://")
	for _, n := range []string{"good", "bad"} {
		app.Do(t, acme, register, map[string]any{"in": map[string]any{"name": n, "kind": "GIT_TOKEN", "match": host + "/acme", "secret": n}}).Decode(t, &struct{}{})
	}
	var ok, no struct {
		ValidateCredential struct {
			Ok      bool
			Message string
		}
	}
	app.Do(t, acme, validate, map[string]any{"n": "good", "t": srv.RepoURL}).Decode(t, &ok)
	app.Do(t, acme, validate, map[string]any{"n": "bad", "t": srv.RepoURL}).Decode(t, &no)
	if !ok.ValidateCredential.Ok || no.ValidateCredential.Ok || !strings.Contains(no.ValidateCredential.Message, "HTTP 401") {
		t.Fatalf("validate with the token = %+v, with a wrong one = %+v; want ok, then refused with HTTP 401", ok, no)
	}
	if app.Responses.Contains(srv.Token) || app.Logs.Contains(srv.Token) {
		t.Error("a response or a log line holds the token")
	}
}

func TestValidateCredentialHeadsAManifestOnARegistryBehindBasicAuth(t *testing.T) {
	reg := httptest.NewServer(basicAuth("bot", "pull-pass-77", registry.New(registry.Logger(log.New(io.Discard, "", 0)))))
	defer reg.Close()
	host := strings.TrimPrefix(reg.URL, "http://")
	pushImage(t, host+"/acme/agent:v1")
	app := apptest.New(t, apptest.Options{NoScheduler: true})
	acme := app.Tenant(t, "acme", true, tenancy.RoleAdmin)
	secretOf(t, app, acme, "pass", "pull-pass-77")
	secretOf(t, app, acme, "wrong", "wrong-pass")
	for _, n := range []string{"pass", "wrong"} {
		app.Do(t, acme, register, map[string]any{"in": map[string]any{"name": n, "kind": "REGISTRY", "match": host, "username": "bot", "secret": n}}).Decode(t, &struct{}{})
	}
	var ok, no struct {
		ValidateCredential struct {
			Ok      bool
			Message string
		}
	}
	app.Do(t, acme, validate, map[string]any{"n": "pass", "t": host + "/acme/agent:v1"}).Decode(t, &ok)
	app.Do(t, acme, validate, map[string]any{"n": "wrong", "t": host + "/acme/agent:v1"}).Decode(t, &no)
	if !ok.ValidateCredential.Ok || no.ValidateCredential.Ok || !strings.Contains(no.ValidateCredential.Message, "HTTP 401") {
		t.Fatalf("validate with the password = %+v, with a wrong one = %+v; want ok, then refused with HTTP 401", ok, no)
	}
}

// Attack: an untrusted tenant's credential never reaches a loopback host.
func TestValidateCredentialForAnUntrustedTenantNeverReachesLoopback(t *testing.T) {
	srv := gittest.New(t, "tok-4f1b2c9d8e7a")
	app := apptest.New(t, apptest.Options{NoScheduler: true})
	acme := app.Tenant(t, "acme", false, tenancy.RoleAdmin)
	secretOf(t, app, acme, "good", srv.Token)
	host := strings.TrimPrefix(srv.URL, "http://")
	app.Do(t, acme, register, map[string]any{"in": map[string]any{"name": "good", "kind": "GIT_TOKEN", "match": host, "secret": "good"}}).Decode(t, &struct{}{})
	https := "https://" + host + "/acme/agent.git"
	var got struct {
		ValidateCredential struct {
			Ok      bool
			Message string
		}
	}
	app.Do(t, acme, validate, map[string]any{"n": "good", "t": https}).Decode(t, &got)
	if a, u := srv.Requests(); got.ValidateCredential.Ok || a+u != 0 {
		t.Fatalf("validate = %+v with %d requests served, want refused with none", got, a+u)
	}
}

func TestForJobMintsAGitHubAppTokenPerRunAndAuditsItsUse(t *testing.T) {
	gh := githubapptest.New(t, 42, 7)
	app := apptest.New(t, apptest.Options{NoScheduler: true})
	acme := app.Tenant(t, "acme", true, tenancy.RoleAdmin)
	secretOf(t, app, acme, "app-key", string(gh.KeyPEM))
	secretOf(t, app, acme, "ghcr", "ghcr-pass-1")
	app.Do(t, acme, register, map[string]any{"in": map[string]any{"name": "app", "kind": "GITHUB_APP", "match": "github.com/acme",
		"secret": "app-key", "appId": 42, "installationId": 7, "apiUrl": gh.URL}}).Decode(t, &struct{}{})
	app.Do(t, acme, register, map[string]any{"in": map[string]any{"name": "ghcr", "kind": "REGISTRY", "match": "ghcr.io", "username": "bot", "secret": "ghcr"}}).Decode(t, &struct{}{})
	ctx := app.Viewer(t, acme)
	v, _ := tenancy.ViewerFrom(ctx)
	git, regs, hidden, err := app.Keyring.ForJob(context.Background(), credentials.Job{TenantID: v.TenantID, Trusted: true, Run: "evd-run-9",
		Repo: &evalcase.Repo{URL: "https://github.com/acme/agent.git"}, Images: []string{"ghcr.io/acme/a:1", "ghcr.io/acme/b:2", "python:3.12"}})
	if err != nil {
		t.Fatal(err)
	}
	minted := gh.Minted()
	if len(minted) != 1 || git == nil || git.Token != minted[0].Token || git.Host != "github.com" || !cmp.Equal(minted[0].Repositories, []string{"agent"}) {
		t.Fatalf("git auth %+v, minted %+v: want one token for repository agent", git, minted)
	}
	if len(regs) != 1 || regs[0].Host != "ghcr.io" || regs[0].Password != "ghcr-pass-1" {
		t.Fatalf("registry auth %+v, want one entry for ghcr.io", regs)
	}
	if diff := cmp.Diff([]string{minted[0].Token, "ghcr-pass-1"}, hidden); diff != "" {
		t.Errorf("values to mask (-want +got):\n%s", diff)
	}
	uses, err := app.DB.AuditEvent.Query().Where(auditevent.Action(keyring.ActionUse)).Order(auditevent.ByID()).All(tenancy.System(context.Background()))
	if err != nil {
		t.Fatal(err)
	}
	var got []map[string]string
	for _, u := range uses {
		got = append(got, map[string]string{"target": u.Target, "run": u.Details["run"], "host": u.Details["host"]})
		for _, d := range u.Details {
			if d == minted[0].Token || d == "ghcr-pass-1" {
				t.Errorf("audit event %s holds a value", u.Action)
			}
		}
	}
	want := []map[string]string{{"target": "app", "run": "evd-run-9", "host": "github.com"}, {"target": "ghcr", "run": "evd-run-9", "host": "ghcr.io"}}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("use events (-want +got):\n%s", diff)
	}
}

func basicAuth(user, pass string, next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if u, p, ok := r.BasicAuth(); !ok || u != user || p != pass {
			w.Header().Set("WWW-Authenticate", `Basic realm="registry"`)
			w.WriteHeader(http.StatusUnauthorized)
			return
		}
		next.ServeHTTP(w, r)
	})
}
