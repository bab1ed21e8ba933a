package registry_test

import (
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/everdict/everdict/internal/apptest"
	"github.com/everdict/everdict/tenancy"
)

// TestAVersionShowsItsSpecWithSecretNamesOnly: a runtime version exposes
// the spec it was registered with — addresses, envelope, price, isolation —
// and names its secrets without ever showing their values.
func TestAVersionShowsItsSpecWithSecretNamesOnly(t *testing.T) {
	t.Parallel()
	app := apptest.New(t)
	acme := app.Tenant(t, "acme", true, tenancy.RoleAdmin)
	const value = "nomad-token-value-do-not-show"
	app.Do(t, acme, `mutation($v: String!) { setSecret(name: "nomad-token", value: $v, purpose: CLUSTER) { name } }`, map[string]any{"v": value}).Decode(t, &struct{}{})
	app.Do(t, acme, `mutation { registerRuntime(input: {name: "far", kind: NOMAD, costPerHourUsd: 1.25,
		admission: {maxConcurrent: 3, memoryBudgetMb: 4096, cpuBudget: 2},
		nomad: {addr: "https://nomad.example.com:4646", region: "eu", datacenters: ["dc1"], driver: "docker", dockerRuntime: "runsc", authSecret: "nomad-token"}}) { version } }`, nil).Decode(t, &struct{}{})
	var got struct {
		Runtime struct {
			Latest struct{ Spec map[string]any }
		}
	}
	app.Do(t, acme, `{ runtime(name: "far") { latest { spec { name kind shared costPerHourUsd admission { maxConcurrent memoryBudgetMb cpuBudget }
		local { hardened } nomad { addr region namespace datacenters driver dockerRuntime authSecret } k8s { context } } } } }`, nil).Decode(t, &got)
	want := map[string]any{
		"name": "far", "kind": "NOMAD", "shared": false, "costPerHourUsd": 1.25,
		"admission": map[string]any{"maxConcurrent": float64(3), "memoryBudgetMb": float64(4096), "cpuBudget": float64(2)},
		"local":     nil, "k8s": nil,
		"nomad": map[string]any{"addr": "https://nomad.example.com:4646", "region": "eu", "namespace": "",
			"datacenters": []any{"dc1"}, "driver": "docker", "dockerRuntime": "runsc", "authSecret": "nomad-token"},
	}
	if diff := cmp.Diff(want, got.Runtime.Latest.Spec); diff != "" {
		t.Errorf("spec (-want +got):\n%s", diff)
	}
	if app.Responses.Contains(value) {
		t.Error("a response showed the secret's value")
	}
}
