package runtime

import (
	"encoding/json"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/everdict/everdict/evalcase"
)

func TestKindValid(t *testing.T) {
	t.Parallel()
	tests := map[string]struct {
		kind Kind
		want bool
	}{
		"LOCAL is a kind":             {KindLocal, true},
		"NOMAD is a kind":             {KindNomad, true},
		"K8S is a kind":               {KindK8s, true},
		"the zero kind is not a kind": {"", false},
		"lower case is not a kind":    {"k8s", false},
	}
	for name, tc := range tests {
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			if got := tc.kind.Valid(); got != tc.want {
				t.Errorf("Kind(%q).Valid() = %v, want %v", tc.kind, got, tc.want)
			}
		})
	}
}

func TestHardened(t *testing.T) {
	t.Parallel()
	nomad := func(driver string) RuntimeSpec {
		return RuntimeSpec{Kind: KindNomad, Nomad: &NomadSpec{Driver: driver}}
	}
	k8s := func(class string) RuntimeSpec {
		return RuntimeSpec{Kind: KindK8s, K8s: &K8sSpec{RuntimeClass: class}}
	}
	tests := map[string]struct {
		spec RuntimeSpec
		want bool
	}{
		"a LOCAL spec without a block is not hardened":     {RuntimeSpec{Kind: KindLocal}, false},
		"a LOCAL spec with hardened false is not hardened": {RuntimeSpec{Kind: KindLocal, Local: &LocalSpec{}}, false},
		"a LOCAL spec with hardened true is hardened":      {RuntimeSpec{Kind: KindLocal, Local: &LocalSpec{Hardened: true}}, true},
		"a NOMAD spec with the default driver is not":      {nomad(""), false},
		"a NOMAD spec with docker is not":                  {nomad("docker"), false},
		"a NOMAD spec with exec (chroot, cgroups) is not":  {nomad("exec"), false},
		"a NOMAD spec with raw_exec is not":                {nomad("raw_exec"), false},
		"a NOMAD docker spec on runsc is hardened":         {RuntimeSpec{Kind: KindNomad, Nomad: &NomadSpec{DockerRuntime: "runsc"}}, true},
		"a NOMAD docker spec on kata-runtime is hardened": {RuntimeSpec{Kind: KindNomad,
			Nomad: &NomadSpec{Driver: "docker", DockerRuntime: "kata-runtime"}}, true},
		"a NOMAD docker spec on runc is not": {RuntimeSpec{Kind: KindNomad, Nomad: &NomadSpec{DockerRuntime: "runc"}}, false},
		"a NOMAD podman spec is not, whatever its runtime says": {RuntimeSpec{Kind: KindNomad,
			Nomad: &NomadSpec{Driver: "podman", DockerRuntime: "runsc"}}, false},
		"a NOMAD spec without its block is not":                 {RuntimeSpec{Kind: KindNomad}, false},
		"a K8S spec without a runtime class is not":             {k8s(""), false},
		"a K8S spec with runc is not":                           {k8s("runc"), false},
		"a K8S spec with nvidia is not":                         {k8s("nvidia"), false},
		"a K8S spec with gvisor is hardened":                    {k8s("gvisor"), true},
		"a K8S spec with runsc is hardened":                     {k8s("runsc"), true},
		"a K8S spec with kata is hardened":                      {k8s("kata"), true},
		"a K8S spec with kata-qemu is hardened":                 {k8s("kata-qemu"), true},
		"a K8S spec with kata-fc is hardened":                   {k8s("kata-fc"), true},
		"a K8S spec with a class merely containing kata is not": {k8s("not-kata"), false},
		"a K8S spec without its block is not":                   {RuntimeSpec{Kind: KindK8s}, false},
		"a spec of no kind is not, whatever its blocks say":     {RuntimeSpec{Local: &LocalSpec{Hardened: true}}, false},
	}
	for name, tc := range tests {
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			if got := tc.spec.Hardened(); got != tc.want {
				t.Errorf("Hardened() = %v, want %v", got, tc.want)
			}
		})
	}
}

func TestDefaultsApplyToZeroValues(t *testing.T) {
	t.Parallel()
	tests := map[string]struct {
		got, want any
	}{
		"zero maxConcurrent means the default":             {Admission{}.EffectiveMaxConcurrent(), MaxConcurrentDefault},
		"a set maxConcurrent is kept":                      {Admission{MaxConcurrent: 9}.EffectiveMaxConcurrent(), 9},
		"an empty nomad driver means the default":          {NomadSpec{}.EffectiveDriver(), NomadDriverDefault},
		"a set nomad driver is kept":                       {NomadSpec{Driver: "exec"}.EffectiveDriver(), "exec"},
		"a runtime that is not shared has no tenant share": {RuntimeSpec{}.TenantShare(0), 0},
		"a shared runtime's default share is half its default slots": {
			RuntimeSpec{Shared: true}.TenantShare(0), 2},
		"a shared runtime's default share of odd slots rounds up": {
			RuntimeSpec{Shared: true, Admission: Admission{MaxConcurrent: 5}}.TenantShare(0), 3},
		"a shared runtime with one slot lets a tenant have it": {
			RuntimeSpec{Shared: true, Admission: Admission{MaxConcurrent: 1}}.TenantShare(0), 1},
		"a shared runtime's maxSlotsPerTenant is its share": {
			RuntimeSpec{Shared: true, Admission: Admission{MaxSlotsPerTenant: 3}}.TenantShare(0), 3},
		"a tenant's policy replaces the runtime's share": {
			RuntimeSpec{Shared: true, Admission: Admission{MaxSlotsPerTenant: 3}}.TenantShare(1), 1},
	}
	for name, tc := range tests {
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			if diff := cmp.Diff(tc.want, tc.got); diff != "" {
				t.Errorf("mismatch (-want +got):\n%s", diff)
			}
		})
	}
}

func TestSpecPersistsAsCamelCaseJSON(t *testing.T) {
	t.Parallel()
	spec := RuntimeSpec{
		Name:         "gke-prod",
		Kind:         KindK8s,
		Capabilities: []string{"docker"},
		Shared:       true,
		Admission:    Admission{MaxConcurrent: 4, MemoryBudgetMB: 8192, CPUBudget: 3.5},
		K8s:          &K8sSpec{Context: "prod", Namespace: "evals", RuntimeClass: "gvisor", KubeconfigSecret: "prod-kubeconfig"},
	}
	const want = `{"name":"gke-prod","kind":"K8S","capabilities":["docker"],"shared":true,` +
		`"admission":{"maxConcurrent":4,"memoryBudgetMb":8192,"cpuBudget":3.5},` +
		`"k8s":{"context":"prod","namespace":"evals","runtimeClass":"gvisor","kubeconfigSecret":"prod-kubeconfig"}}`
	data, err := json.Marshal(spec)
	if err != nil {
		t.Fatal(err)
	}
	if diff := cmp.Diff(want, string(data)); diff != "" {
		t.Errorf("JSON mismatch (-want +got):\n%s", diff)
	}
	var back RuntimeSpec
	if err := json.Unmarshal(data, &back); err != nil {
		t.Fatal(err)
	}
	if diff := cmp.Diff(spec, back); diff != "" {
		t.Errorf("round trip mismatch (-want +got):\n%s", diff)
	}
	nomad, err := json.Marshal(RuntimeSpec{Name: "n", Kind: KindNomad, Nomad: &NomadSpec{
		Addr: "https://n:4646", Region: "r", Namespace: "ns", Datacenters: []string{"dc1"}, Driver: "docker", AuthSecret: "tok",
	}})
	if err != nil {
		t.Fatal(err)
	}
	const wantNomad = `{"name":"n","kind":"NOMAD","nomad":{"addr":"https://n:4646","region":"r","namespace":"ns",` +
		`"datacenters":["dc1"],"driver":"docker","authSecret":"tok"}}`
	if diff := cmp.Diff(wantNomad, string(nomad)); diff != "" {
		t.Errorf("nomad JSON mismatch (-want +got):\n%s", diff)
	}
}

func TestARunTakesItsRuntimesDefaultsForWhatItsCaseLeavesOut(t *testing.T) {
	t.Parallel()
	local := RuntimeSpec{Name: "l", Kind: KindLocal}
	nomad := RuntimeSpec{Name: "n", Kind: KindNomad}
	tests := map[string]struct {
		spec     RuntimeSpec
		declared evalcase.Resources
		want     evalcase.Resources
	}{
		"a LOCAL runtime without defaults limits a run to 2 GiB and 1 CPU": {
			local, evalcase.Resources{}, evalcase.Resources{MemoryMB: LocalMemoryMBDefault, CPU: LocalCPUDefault}},
		"a LOCAL runtime's own defaults win over the built-in ones": {
			with(local, func(s *RuntimeSpec) { s.Admission = Admission{DefaultMemoryMB: 512, DefaultCPU: 0.5} }),
			evalcase.Resources{}, evalcase.Resources{MemoryMB: 512, CPU: 0.5}},
		"a LOCAL runtime's built-in defaults are at most its budgets": {
			with(local, func(s *RuntimeSpec) { s.Admission = Admission{MemoryBudgetMB: 1000, CPUBudget: 0.5} }),
			evalcase.Resources{}, evalcase.Resources{MemoryMB: 1000, CPU: 0.5}},
		"what a case declares is kept": {
			local, evalcase.Resources{MemoryMB: 4096, CPU: 3}, evalcase.Resources{MemoryMB: 4096, CPU: 3}},
		"a case declaring only memory takes the CPU default": {
			local, evalcase.Resources{MemoryMB: 100}, evalcase.Resources{MemoryMB: 100, CPU: LocalCPUDefault}},
		"a remote runtime without defaults adds nothing": {
			nomad, evalcase.Resources{}, evalcase.Resources{}},
		"a remote runtime's defaults apply": {
			with(nomad, func(s *RuntimeSpec) { s.Admission = Admission{DefaultMemoryMB: 300, DefaultCPU: 2} }),
			evalcase.Resources{}, evalcase.Resources{MemoryMB: 300, CPU: 2}},
	}
	for name, tc := range tests {
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			if diff := cmp.Diff(tc.want, tc.spec.RunResources(tc.declared)); diff != "" {
				t.Errorf("RunResources mismatch (-want +got):\n%s", diff)
			}
		})
	}
}
