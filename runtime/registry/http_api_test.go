package registry_test

import (
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/everdict/everdict/internal/apptest"
	"github.com/everdict/everdict/tenancy"
)

// TestAnHTTPRuntimeIsRegisteredOverGraphQLWithItsSecretNamedOnly: a front
// door is a runtime like any other, registered by an ADMIN of an untrusted
// tenant too (nothing of it runs on the platform's hosts), its slots filling
// its admission, its auth secret shown by name only.
func TestAnHTTPRuntimeIsRegisteredOverGraphQLWithItsSecretNamedOnly(t *testing.T) {
	t.Parallel()
	app := apptest.New(t, apptest.Options{NoScheduler: true})
	acme := app.Tenant(t, "acme", false, tenancy.RoleAdmin)
	const value = "front-door-credential-do-not-show"
	app.Do(t, acme, `mutation($v: String!) { setSecret(name: "agent-auth", value: $v, purpose: CLUSTER) { name } }`, map[string]any{"v": value}).Decode(t, &struct{}{})
	app.Do(t, acme, `mutation { registerRuntime(input: {name: "support-bot", kind: HTTP,
		http: {url: "https://agent.example.com/everdict", authSecret: "agent-auth", headers: [{name: "X-Team", value: "evals"}],
		timeoutSec: 7200, heartbeatSec: 60, maxConcurrent: 16}}) { version } }`, nil).Decode(t, &struct{}{})
	var got struct {
		Runtime struct {
			Latest struct{ Spec map[string]any }
		}
	}
	app.Do(t, acme, `{ runtime(name: "support-bot") { latest { spec { kind admission { maxConcurrent }
		http { url authSecret headers { name value } timeoutSec heartbeatSec maxConcurrent } } } } }`, nil).Decode(t, &got)
	want := map[string]any{
		"kind": "HTTP", "admission": map[string]any{"maxConcurrent": float64(16)},
		"http": map[string]any{"url": "https://agent.example.com/everdict", "authSecret": "agent-auth",
			"headers":    []any{map[string]any{"name": "X-Team", "value": "evals"}},
			"timeoutSec": float64(7200), "heartbeatSec": float64(60), "maxConcurrent": float64(16)},
	}
	if diff := cmp.Diff(want, got.Runtime.Latest.Spec); diff != "" {
		t.Errorf("spec (-want +got):\n%s", diff)
	}
	if app.Responses.Contains(value) {
		t.Error("a response showed the secret's value")
	}
	// The untrusted tenant's runs may go to it: nothing of them runs on the
	// platform's hosts.
	var sub struct{ SubmitRun struct{ Status string } }
	app.Do(t, acme, `mutation { submitRun(input: {runtime: "support-bot", harness: {name: "bot", command: ["agent"]},
		case: {task: "refund order 42"}}) { status } }`, nil).Decode(t, &sub)
	if sub.SubmitRun.Status != "QUEUED" {
		t.Errorf("submit to the front door = %q, want QUEUED", sub.SubmitRun.Status)
	}
}

// TestAnUntrustedTenantsFrontDoorOnLoopbackOrMetadataIsRefusedAtRegister:
// the address is checked against what the tenant may reach, and the
// message names the range, never the address.
func TestAnUntrustedTenantsFrontDoorOnLoopbackOrMetadataIsRefusedAtRegister(t *testing.T) {
	t.Parallel()
	app := apptest.New(t)
	acme := app.Tenant(t, "acme", false, tenancy.RoleAdmin)
	for _, url := range []string{"http://127.0.0.1:9000/run", "http://169.254.169.254/latest"} {
		res := app.Do(t, acme, `mutation($u: String!) { registerRuntime(input: {name: "sneaky", kind: HTTP, http: {url: $u}}) { version } }`,
			map[string]any{"u": url})
		if res.Code() != "BAD_USER_INPUT" {
			t.Errorf("%s: code %q, want BAD_USER_INPUT", url, res.Code())
		}
		if len(res.Errors) > 0 && strings.Contains(res.Errors[0].Message, strings.TrimPrefix(url, "http://")) {
			t.Errorf("%s: the message quotes the address: %s", url, res.Errors[0].Message)
		}
	}
}
