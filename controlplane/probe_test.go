package controlplane_test

import (
	"context"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"sync"
	"sync/atomic"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/everdict/everdict/backends"
	"github.com/everdict/everdict/controlplane"
	"github.com/everdict/everdict/internal/apptest"
	"github.com/everdict/everdict/internal/fakebackend"
	"github.com/everdict/everdict/runtime"
	"github.com/everdict/everdict/scheduler"
	"github.com/everdict/everdict/tenancy"
)

// TestProbeRuntimeAsksTheKindsBackend probes a NOMAD runtime through the API:
// its backend is built with the cluster credential its spec names (resolved
// from the vault, never returned) and answers the probe.
func TestProbeRuntimeAsksTheKindsBackend(t *testing.T) {
	t.Parallel()
	var mu sync.Mutex
	var gotSecrets map[string]string
	app := apptest.New(t, apptest.Options{Backends: map[runtime.Kind]scheduler.Factory{
		runtime.KindNomad: func(_ context.Context, _ scheduler.Target, secrets map[string]string) (backends.Backend, error) {
			mu.Lock()
			gotSecrets = secrets
			mu.Unlock()
			return fakebackend.New(false), nil
		},
	}})
	tok := app.Tenant(t, "acme", true, tenancy.RoleAdmin)
	app.Do(t, tok, `mutation { setSecret(name: "nomad-acl", value: "acl-token-value-0001", purpose: CLUSTER) { name } }`, nil).Decode(t, &struct{}{})
	app.Do(t, tok, `mutation { registerRuntime(input: {name: "far", kind: NOMAD, nomad: {addr: "https://nomad.example:4646", authSecret: "nomad-acl"}}) { version } }`, nil).Decode(t, &struct{}{})
	var got struct {
		ProbeRuntime struct {
			Reachable, Authenticated bool
		}
	}
	app.Do(t, tok, `mutation { probeRuntime(name: "far") { reachable authenticated } }`, nil).Decode(t, &got)
	if !got.ProbeRuntime.Reachable || !got.ProbeRuntime.Authenticated {
		t.Errorf("probe = %+v, want the backend's answer", got.ProbeRuntime)
	}
	mu.Lock()
	defer mu.Unlock()
	if diff := cmp.Diff(map[string]string{"nomad-acl": "acl-token-value-0001"}, gotSecrets); diff != "" {
		t.Errorf("credentials given to the backend (-want +got):\n%s", diff)
	}
	if app.Responses.Contains("acl-token-value") {
		t.Error("the credential appeared in a response")
	}
}

// TestClusterAddressesAreGuardedByTenantTrust: a runtime's address is tenant
// input. An untrusted tenant's Nomad runtime on a loopback address is
// refused at register (validateRuntime's netguard rules are the probe's)
// and never contacted; a trusted tenant's is registered and probed.
func TestClusterAddressesAreGuardedByTenantTrust(t *testing.T) {
	t.Parallel()
	var hits atomic.Int64
	nomadAPI := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		hits.Add(1)
		switch r.URL.Path {
		case "/v1/status/leader":
			_, _ = w.Write([]byte(`"127.0.0.1:4647"`))
		default:
			_, _ = w.Write([]byte(`[]`))
		}
	}))
	t.Cleanup(nomadAPI.Close)
	app := apptest.New(t, apptest.Options{
		Backends: controlplane.DefaultBackends(t.TempDir(), controlplane.LocalHost{}, []byte("the tests' wire key, 32 bytes"), slog.New(slog.DiscardHandler)),
	})
	const register = `mutation($a: String!) { registerRuntime(input: {name: "far", kind: NOMAD,
		nomad: {addr: $a, dockerRuntime: "runsc"}}) { version } }`
	const probe = `mutation { probeRuntime(name: "far") { reachable message } }`
	for name, tc := range map[string]struct {
		trusted   bool
		reachable bool
	}{
		"an untrusted tenant's runtime on loopback is not contacted": {false, false},
		"a trusted tenant's runtime on loopback is":                  {true, true},
	} {
		slug := "untrusted"
		if tc.trusted {
			slug = "trusted"
		}
		tok := app.Tenant(t, slug, tc.trusted, tenancy.RoleAdmin)
		before := hits.Load()
		res := app.Do(t, tok, register, map[string]any{"a": nomadAPI.URL})
		if !tc.reachable {
			if res.Code() != "BAD_USER_INPUT" || hits.Load() != before {
				t.Errorf("%s: register answered %+v, contacted %v; want BAD_USER_INPUT, not contacted", name, res.Errors, hits.Load() != before)
			}
			continue
		}
		res.Decode(t, &struct{}{})
		var got struct {
			ProbeRuntime struct {
				Reachable bool
				Message   string
			}
		}
		app.Do(t, tok, probe, nil).Decode(t, &got)
		contacted := hits.Load() > before
		if got.ProbeRuntime.Reachable != tc.reachable || contacted != tc.reachable {
			t.Errorf("%s: reachable %v, contacted %v (%s); want %v", name, got.ProbeRuntime.Reachable, contacted, got.ProbeRuntime.Message, tc.reachable)
		}
	}
}
