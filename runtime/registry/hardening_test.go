package registry_test

import (
	"log/slog"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"github.com/everdict/everdict/controlplane"
	"github.com/everdict/everdict/internal/apptest"
	"github.com/everdict/everdict/tenancy"
)

// TestAMemberMayNeitherValidateNorProbeARuntime: both reach out on the
// tenant's behalf and read its secrets, so they need ADMIN, as
// registerRuntime does.
func TestAMemberMayNeitherValidateNorProbeARuntime(t *testing.T) {
	t.Parallel()
	app := apptest.New(t)
	admin := app.Tenant(t, "acme", true, tenancy.RoleAdmin)
	member := app.Tenant(t, "acme", true, tenancy.RoleMember)
	op := app.Tenant(t, "platform", true, tenancy.RoleOperator)
	app.Do(t, op, `mutation { registerRuntime(input: {name: "pool", kind: LOCAL}, tenant: "acme") { version } }`, nil).Decode(t, &struct{}{})
	for name, q := range map[string]string{
		"validate": `mutation { validateRuntime(input: {name: "far", kind: NOMAD, nomad: {addr: "http://127.0.0.1:4646"}}) { valid } }`,
		"probe":    `mutation { probeRuntime(name: "pool") { reachable message } }`,
		"register": `mutation { registerRuntime(input: {name: "mine", kind: NOMAD, nomad: {addr: "https://nomad.example.com:4646"}}) { version } }`,
	} {
		if res := app.Do(t, member, q, nil); res.Code() != "FORBIDDEN" {
			t.Errorf("a MEMBER's %s: %+v, want FORBIDDEN", name, res)
		}
		if res := app.Do(t, admin, q, nil); len(res.Errors) > 0 {
			t.Errorf("an ADMIN's %s: %+v, want it done", name, res.Errors)
		}
	}
}

// TestAProbeNeverEchoesWhatAnInternalAddressAnswered: a "Nomad" address that
// is really an internal service answering with an error body: the probe
// says it failed, and none of the body reaches the caller.
func TestAProbeNeverEchoesWhatAnInternalAddressAnswered(t *testing.T) {
	t.Parallel()
	const payload = "internal-only-payload: db_password=hunter2"
	// One answers nothing but errors; the other answers the leader question
	// and refuses the rest (reachable, not authenticated).
	failing := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, _ *http.Request) {
		http.Error(w, payload, http.StatusInternalServerError)
	}))
	t.Cleanup(failing.Close)
	refusing := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.URL.Path == "/v1/status/leader" {
			_, _ = w.Write([]byte(`"127.0.0.1:4647"`))
			return
		}
		http.Error(w, payload, http.StatusForbidden)
	}))
	t.Cleanup(refusing.Close)
	app := apptest.New(t, apptest.Options{
		Backends: controlplane.DefaultBackends(t.TempDir(), controlplane.LocalHost{}, []byte("the tests' wire key, 32 bytes"), slog.New(slog.DiscardHandler)),
	})
	tok := app.Tenant(t, "acme", true, tenancy.RoleAdmin)
	for name, addr := range map[string]string{"failing": failing.URL, "refusing": refusing.URL} {
		app.Do(t, tok, `mutation($n: String!, $a: String!) { registerRuntime(input: {name: $n, kind: NOMAD,
			nomad: {addr: $a, dockerRuntime: "runsc"}}) { version } }`, map[string]any{"n": name, "a": addr}).Decode(t, &struct{}{})
		var got struct {
			ProbeRuntime struct {
				Reachable, Authenticated bool
				Message                  string
			}
		}
		app.Do(t, tok, `mutation($n: String!) { probeRuntime(name: $n) { reachable authenticated message } }`,
			map[string]any{"n": name}).Decode(t, &got)
		if got.ProbeRuntime.Authenticated || got.ProbeRuntime.Message == "" || got.ProbeRuntime.Reachable != (name == "refusing") {
			t.Errorf("%s: probe = %+v, want a failure that says so", name, got.ProbeRuntime)
		}
		if strings.Contains(got.ProbeRuntime.Message, "hunter2") || strings.Contains(got.ProbeRuntime.Message, "internal-only") {
			t.Errorf("%s: the internal service's answer reached the caller: %q", name, got.ProbeRuntime.Message)
		}
	}
	if app.Responses.Contains("hunter2") {
		t.Error("the internal service's answer is in a response")
	}
}

// TestAnUntrustedAdminIsRefusedALocalRuntime: an untrusted tenant's ADMIN
// once registered its own hardened LOCAL runtime with maxConcurrent 100000
// and ran 30 sandboxed jobs at once on the control plane's host. LOCAL is
// platform capacity: registering one needs an OPERATOR, and so does acting
// in another tenant to grant one.
func TestAnUntrustedAdminIsRefusedALocalRuntime(t *testing.T) {
	t.Parallel()
	app := apptest.New(t)
	mallory := app.Tenant(t, "mallory", false, tenancy.RoleAdmin)
	for name, q := range map[string]string{
		"register":                   `mutation { registerRuntime(input: {name: "mine", kind: LOCAL, local: {hardened: true}, admission: {maxConcurrent: 100000}}) { version } }`,
		"register in another tenant": `mutation { registerRuntime(input: {name: "mine", kind: LOCAL, local: {hardened: true}}, tenant: "mallory") { version } }`,
	} {
		if res := app.Do(t, mallory, q, nil); res.Code() != "FORBIDDEN" {
			t.Errorf("an untrusted ADMIN's %s of a LOCAL runtime: %+v, want FORBIDDEN", name, res)
		}
	}
	var n struct{ Runtimes struct{ TotalCount int } }
	app.Do(t, mallory, `{ runtimes { totalCount } }`, nil).Decode(t, &n)
	if n.Runtimes.TotalCount != 0 {
		t.Errorf("mallory sees %d runtimes after the refusals, want 0", n.Runtimes.TotalCount)
	}
}
