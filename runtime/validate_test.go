package runtime

import (
	"errors"
	"math"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/everdict/everdict/agenttrace"
	"github.com/everdict/everdict/netguard"
)

// Credential-looking fixtures, assembled at run time so that no secret
// scanner mistakes this file for a leak; none is a real credential.
var (
	fakeGitHubToken = "gh" + "p_" + strings.Repeat("aB3dE5", 6)
	fakeJWT         = "ey" + "JhbGciOiJIUzI1NiJ9.ey" + "JzdWIiOiJ0ZW5hbnQifQ.c2lnbmF0dXJl"
	fakeOpenAIKey   = "sk" + "-proj-" + strings.Repeat("Xy7Qw2", 6)
	fakeAWSKeyID    = "AK" + "IA" + "IOSFODNN7EXAMPLE"
	fakeNomadToken  = "c5d3e1a2-9b7f-4e3d-8a2b-1f0e9d8c7b6a"
	fakePassword    = "hunter2-Secret"
	fakeKubeconfig  = "apiVersion: v1\nkind: Config\nusers:\n- name: admin\n"
	fakePEM         = "-----" + "BEGIN RSA PRIVATE KEY-----"
)

func localSpec() RuntimeSpec {
	return RuntimeSpec{Name: "local", Kind: KindLocal}
}

func nomadSpec() RuntimeSpec {
	return RuntimeSpec{Name: "batch-pool", Kind: KindNomad, Nomad: &NomadSpec{
		Addr:       "https://nomad.example.com:4646",
		AuthSecret: "nomad-token",
	}}
}

func k8sSpec() RuntimeSpec {
	return RuntimeSpec{Name: "gke-prod", Kind: KindK8s, K8s: &K8sSpec{
		APIServer:        "https://k8s.example.com:6443",
		KubeconfigSecret: "prod-kubeconfig",
	}}
}

func with(spec RuntimeSpec, change func(*RuntimeSpec)) RuntimeSpec {
	change(&spec)
	return spec
}

func TestValidateAcceptsValidSpecs(t *testing.T) {
	t.Parallel()
	tests := map[string]RuntimeSpec{
		"a bare LOCAL spec is valid": localSpec(),
		"a hardened shared LOCAL spec with an envelope is valid": with(localSpec(), func(s *RuntimeSpec) {
			s.Shared = true
			s.Local = &LocalSpec{Hardened: true}
			s.Capabilities = []string{"git", "sandbox", "codex-login"}
			s.Admission = Admission{MaxConcurrent: 8, MemoryBudgetMB: 16384, CPUBudget: 7.5}
		}),
		"a NOMAD spec with every field is valid": with(nomadSpec(), func(s *RuntimeSpec) {
			s.Nomad.Region = "eu-west"
			s.Nomad.Namespace = "evals"
			s.Nomad.Datacenters = []string{"dc1", "dc2", "edge-*"}
			s.Nomad.Driver = "docker"
			s.Nomad.DockerRuntime = "runsc"
		}),
		"a NOMAD spec without ACLs may use http": with(nomadSpec(), func(s *RuntimeSpec) {
			s.Nomad.Addr = "http://nomad.internal:4646"
			s.Nomad.AuthSecret = ""
		}),
		"a NOMAD spec with ACLs may use http to the loopback": with(nomadSpec(), func(s *RuntimeSpec) {
			s.Nomad.Addr = "http://127.0.0.1:4646"
		}),
		"a NOMAD address with a path prefix is valid": with(nomadSpec(), func(s *RuntimeSpec) {
			s.Nomad.Addr = "https://gateway.example.com/nomad/"
		}),
		"a K8S spec with an API server is valid": k8sSpec(),
		"a K8S spec with a context, namespace and runtime class is valid": with(k8sSpec(), func(s *RuntimeSpec) {
			s.K8s.APIServer = ""
			s.K8s.Context = "gke_my-project-123456_us-central1-a_cluster-1"
			s.K8s.Namespace = "evd-acme"
			s.K8s.RuntimeClass = "kata-qemu"
		}),
		"a K8S spec with an EKS endpoint (a hex host) is valid": with(k8sSpec(), func(s *RuntimeSpec) {
			s.K8s.APIServer = "https://" + strings.Repeat("A1B2C3D4", 4) + ".gr7.us-east-1.eks.amazonaws.com"
		}),
		"a K8S spec with an EKS context ARN is valid": with(k8sSpec(), func(s *RuntimeSpec) {
			s.K8s.APIServer = ""
			s.K8s.Context = "arn:aws:eks:us-east-1:123456789012:cluster/prod"
		}),
	}
	for name, spec := range tests {
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			if diff := cmp.Diff([]Problem(nil), Validate(spec)); diff != "" {
				t.Errorf("Validate mismatch (-want +got):\n%s", diff)
			}
		})
	}
}

func TestValidateRefusesInvalidSpecs(t *testing.T) {
	t.Parallel()
	tests := map[string]struct {
		spec RuntimeSpec
		want []Problem
		// secret, when set, must not appear in any message.
		secret string
	}{
		"the zero spec lacks a name and a kind": {
			spec: RuntimeSpec{},
			want: []Problem{
				{"name", "a runtime name is required: a lowercase DNS label such as gpu-pool"},
				{"kind", "kind is required: one of LOCAL, NOMAD, K8S, HTTP"},
			},
		},
		"an upper-case name is refused": {
			spec: with(localSpec(), func(s *RuntimeSpec) { s.Name = "GPU-Pool" }),
			want: []Problem{{"name", "a runtime name must be a lowercase DNS label: letters a-z, digits and '-', starting with a letter and ending with a letter or digit"}},
		},
		"a name ending in a dash is refused": {
			spec: with(localSpec(), func(s *RuntimeSpec) { s.Name = "pool-" }),
			want: []Problem{{"name", "a runtime name must be a lowercase DNS label: letters a-z, digits and '-', starting with a letter and ending with a letter or digit"}},
		},
		"a name of 64 characters is refused": {
			spec: with(localSpec(), func(s *RuntimeSpec) { s.Name = strings.Repeat("a", 64) }),
			want: []Problem{{"name", "a runtime name is at most 63 characters"}},
		},
		"a token pasted as the name is refused without echo": {
			spec:   with(localSpec(), func(s *RuntimeSpec) { s.Name = fakeGitHubToken }),
			want:   []Problem{{"name", "name looks like it holds a credential; a runtime spec is stored in plain text, so keep the value in a secret and reference it by name"}},
			secret: fakeGitHubToken,
		},
		"an unknown kind is refused": {
			spec: with(localSpec(), func(s *RuntimeSpec) { s.Kind = "DOCKER" }),
			want: []Problem{{"kind", "kind must be one of LOCAL, NOMAD, K8S, HTTP"}},
		},
		"a lower-case kind is refused": {
			spec: with(localSpec(), func(s *RuntimeSpec) { s.Kind = "local" }),
			want: []Problem{{"kind", "kind must be one of LOCAL, NOMAD, K8S, HTTP"}},
		},
		"an unknown capability is refused at its index": {
			spec: with(localSpec(), func(s *RuntimeSpec) { s.Capabilities = []string{"git", "gpu"} }),
			want: []Problem{{"capabilities[1]", "capabilities[1] is not a known capability; use one of git, docker, browser, computer-use, kvm, sandbox, codex-login, claude-login"}},
		},
		"a repeated capability is refused at its second index": {
			spec: with(localSpec(), func(s *RuntimeSpec) { s.Capabilities = []string{"git", "docker", "git"} }),
			want: []Problem{{"capabilities[2]", "capabilities[2] repeats capabilities[0]; list each capability once"}},
		},
		"an empty capability is refused": {
			spec: with(localSpec(), func(s *RuntimeSpec) { s.Capabilities = []string{""} }),
			want: []Problem{{"capabilities[0]", "capabilities[0] is empty; remove it or name a capability: git, docker, browser, computer-use, kvm, sandbox, codex-login, claude-login"}},
		},
		"a key pasted as a capability is refused without echo": {
			spec:   with(localSpec(), func(s *RuntimeSpec) { s.Capabilities = []string{"git", fakeOpenAIKey} }),
			want:   []Problem{{"capabilities[1]", "capabilities[1] looks like it holds a credential; a runtime spec is stored in plain text, so keep the value in a secret and reference it by name"}},
			secret: fakeOpenAIKey,
		},
		"negative admission values are refused, each on its field": {
			spec: with(localSpec(), func(s *RuntimeSpec) {
				s.Admission = Admission{MaxConcurrent: -1, MemoryBudgetMB: -512, CPUBudget: -0.5, MaxSlotsPerTenant: -1}
			}),
			want: []Problem{
				{"admission.maxConcurrent", "admission.maxConcurrent cannot be negative; use 0 for the default of 4 slots"},
				{"admission.maxSlotsPerTenant", "admission.maxSlotsPerTenant cannot be negative; use 0 for the default of half the slots"},
				{"admission.memoryBudgetMb", "admission.memoryBudgetMb cannot be negative; use 0 for no memory budget"},
				{"admission.cpuBudget", "admission.cpuBudget cannot be negative; use 0 for no CPU budget"},
			},
		},
		"a negative price is refused": {
			spec: with(localSpec(), func(s *RuntimeSpec) { s.CostPerHourUSD = -1 }),
			want: []Problem{{"costPerHourUsd", "costPerHourUsd must be a finite amount of dollars, 0 or more"}},
		},
		"a NaN CPU budget is refused": {
			spec: with(localSpec(), func(s *RuntimeSpec) { s.Admission.CPUBudget = math.NaN() }),
			want: []Problem{{"admission.cpuBudget", "admission.cpuBudget must be a finite number of CPUs; use 0 for no CPU budget"}},
		},
		"an infinite CPU budget is refused": {
			spec: with(localSpec(), func(s *RuntimeSpec) { s.Admission.CPUBudget = math.Inf(1) }),
			want: []Problem{{"admission.cpuBudget", "admission.cpuBudget must be a finite number of CPUs; use 0 for no CPU budget"}},
		},
		"a CPU budget beyond 2^20 CPUs is refused": {
			spec: with(localSpec(), func(s *RuntimeSpec) { s.Admission.CPUBudget = 1e300 }),
			want: []Problem{{"admission.cpuBudget", "admission.cpuBudget is at most 1048576 CPUs; use 0 for no CPU budget"}},
		},
		"a memory budget beyond 1 PiB is refused": {
			spec: with(localSpec(), func(s *RuntimeSpec) { s.Admission.MemoryBudgetMB = 1<<30 + 1 }),
			want: []Problem{{"admission.memoryBudgetMb", "admission.memoryBudgetMb is at most 1073741824 (1 PiB); use 0 for no memory budget"}},
		},
		"per-run defaults beyond a run's absolute bounds are refused, each on its field": {
			spec: with(localSpec(), func(s *RuntimeSpec) { s.Admission.DefaultMemoryMB = 4<<20 + 1; s.Admission.DefaultCPU = 2e8 }),
			want: []Problem{
				{"admission.defaultMemoryMb", "admission.defaultMemoryMb is at most 4194304 (4 TiB), the most one run may claim"},
				{"admission.defaultCpu", "admission.defaultCpu is at most 1024 CPUs, the most one run may claim"},
			},
		},
		"per-run defaults larger than the budgets are refused, each on its field": {
			spec: with(localSpec(), func(s *RuntimeSpec) {
				s.Admission = Admission{MemoryBudgetMB: 1024, CPUBudget: 2, DefaultMemoryMB: 2048, DefaultCPU: 4}
			}),
			want: []Problem{
				{"admission.defaultMemoryMb", "admission.defaultMemoryMb is larger than admission.memoryBudgetMb: no run taking the default could be admitted"},
				{"admission.defaultCpu", "admission.defaultCpu is larger than admission.cpuBudget: no run taking the default could be admitted"},
			},
		},
		"negative and NaN per-run defaults are refused": {
			spec: with(localSpec(), func(s *RuntimeSpec) { s.Admission.DefaultMemoryMB = -1; s.Admission.DefaultCPU = math.NaN() }),
			want: []Problem{
				{"admission.defaultMemoryMb", "admission.defaultMemoryMb cannot be negative; use 0 for no default"},
				{"admission.defaultCpu", "admission.defaultCpu must be a finite number of CPUs; use 0 for no default"},
			},
		},
		"a nomad block on a LOCAL spec is refused": {
			spec: with(localSpec(), func(s *RuntimeSpec) { s.Nomad = nomadSpec().Nomad }),
			want: []Problem{{"nomad", "a nomad block belongs only to a NOMAD runtime; remove it or set kind to NOMAD"}},
		},
		"a local and a k8s block on a NOMAD spec are refused": {
			spec: with(nomadSpec(), func(s *RuntimeSpec) { s.Local = &LocalSpec{}; s.K8s = k8sSpec().K8s }),
			want: []Problem{
				{"local", "a local block belongs only to a LOCAL runtime; remove it or set kind to LOCAL"},
				{"k8s", "a k8s block belongs only to a K8S runtime; remove it or set kind to K8S"},
			},
		},
		"a NOMAD spec without its block is refused": {
			spec: with(nomadSpec(), func(s *RuntimeSpec) { s.Nomad = nil }),
			want: []Problem{{"nomad", "a NOMAD runtime needs a nomad block"}},
		},
		"a K8S spec with a nomad block instead of its own is refused": {
			spec: with(k8sSpec(), func(s *RuntimeSpec) { s.K8s = nil; s.Nomad = nomadSpec().Nomad }),
			want: []Problem{
				{"nomad", "a nomad block belongs only to a NOMAD runtime; remove it or set kind to NOMAD"},
				{"k8s", "a K8S runtime needs a k8s block"},
			},
		},
		"a nomad block without an address is refused": {
			spec: with(nomadSpec(), func(s *RuntimeSpec) { s.Nomad.Addr = "" }),
			want: []Problem{{"nomad.addr", "nomad.addr is required: the API's base URL, such as https://nomad.example.com:4646"}},
		},
		"a nomad address without a scheme is refused": {
			spec: with(nomadSpec(), func(s *RuntimeSpec) { s.Nomad.Addr = "nomad.example.com:4646" }),
			want: []Problem{{"nomad.addr", "nomad.addr must be an http or https URL, such as https://nomad.example.com:4646"}},
		},
		"a nomad address with another scheme is refused": {
			spec: with(nomadSpec(), func(s *RuntimeSpec) { s.Nomad.Addr = "ftp://nomad.example.com" }),
			want: []Problem{{"nomad.addr", "nomad.addr must be an http or https URL, such as https://nomad.example.com:4646"}},
		},
		"a nomad address with user:password@ is refused without echo": {
			spec:   with(nomadSpec(), func(s *RuntimeSpec) { s.Nomad.Addr = "https://admin:" + fakePassword + "@nomad.example.com:4646" }),
			want:   []Problem{{"nomad.addr", "nomad.addr carries credentials in its user:password@ part; remove them and keep the credential in a secret named by nomad.authSecret"}},
			secret: fakePassword,
		},
		"a nomad address with ?token= is refused without echo": {
			spec:   with(nomadSpec(), func(s *RuntimeSpec) { s.Nomad.Addr = "https://nomad.example.com:4646/?token=" + fakeNomadToken }),
			want:   []Problem{{"nomad.addr", "nomad.addr carries a credential in its query string; remove it and keep the credential in a secret named by nomad.authSecret"}},
			secret: fakeNomadToken,
		},
		"a nomad address with a token in its path is refused without echo": {
			spec:   with(nomadSpec(), func(s *RuntimeSpec) { s.Nomad.Addr = "https://nomad.example.com/" + fakeGitHubToken + "/" }),
			want:   []Problem{{"nomad.addr", "nomad.addr looks like it holds a credential; a runtime spec is stored in plain text, so keep the value in a secret and put its name in nomad.authSecret"}},
			secret: fakeGitHubToken,
		},
		"a nomad address with a harmless query is refused": {
			spec: with(nomadSpec(), func(s *RuntimeSpec) { s.Nomad.Addr = "https://nomad.example.com:4646?region=eu" }),
			want: []Problem{{"nomad.addr", "nomad.addr must be a base URL without a query string or fragment, such as https://nomad.example.com:4646"}},
		},
		"a nomad address over http to a remote host with ACLs is refused": {
			spec: with(nomadSpec(), func(s *RuntimeSpec) { s.Nomad.Addr = "http://nomad.example.com:4646" }),
			want: []Problem{{"nomad.addr", "nomad.addr must use https: over http the credential in nomad.authSecret would cross the network in clear text"}},
		},
		"a JWT in the nomad region is refused without echo": {
			spec:   with(nomadSpec(), func(s *RuntimeSpec) { s.Nomad.Region = fakeJWT }),
			want:   []Problem{{"nomad.region", "nomad.region looks like it holds a credential; a runtime spec is stored in plain text, so keep the value in a secret and put its name in nomad.authSecret"}},
			secret: fakeJWT,
		},
		"a nomad region with a space is refused": {
			spec: with(nomadSpec(), func(s *RuntimeSpec) { s.Nomad.Region = "eu west" }),
			want: []Problem{{"nomad.region", "nomad.region may hold only letters, digits, '.', '_' and '-' (at most 128 characters); leave it empty for the agent's region"}},
		},
		"a nomad namespace with an underscore is refused": {
			spec: with(nomadSpec(), func(s *RuntimeSpec) { s.Nomad.Namespace = "team_a" }),
			want: []Problem{{"nomad.namespace", "nomad.namespace may hold only letters, digits and '-' (at most 128 characters)"}},
		},
		"empty and repeated datacenters are refused at their index": {
			spec: with(nomadSpec(), func(s *RuntimeSpec) { s.Nomad.Datacenters = []string{"dc1", "", "dc1", "dc 2"} }),
			want: []Problem{
				{"nomad.datacenters[1]", "nomad.datacenters[1] is empty; remove it or name a datacenter (an empty list means every datacenter)"},
				{"nomad.datacenters[2]", "nomad.datacenters[2] repeats nomad.datacenters[0]; list each datacenter once"},
				{"nomad.datacenters[3]", "nomad.datacenters[3] may hold only letters, digits, '.', '_', '-' and the wildcard '*' (at most 128 characters)"},
			},
		},
		"an unknown nomad driver is refused": {
			spec: with(nomadSpec(), func(s *RuntimeSpec) { s.Nomad.Driver = "java" }),
			want: []Problem{{"nomad.driver", "nomad.driver must be one of docker, exec, podman, raw_exec (a driver that runs a command); leave it empty for docker, and set nomad.dockerRuntime (e.g. runsc) for isolation"}},
		},
		"a VM driver that takes no command is refused": {
			spec: with(nomadSpec(), func(s *RuntimeSpec) { s.Nomad.Driver = "qemu" }),
			want: []Problem{{"nomad.driver", "nomad.driver must be one of docker, exec, podman, raw_exec (a driver that runs a command); leave it empty for docker, and set nomad.dockerRuntime (e.g. runsc) for isolation"}},
		},
		"a docker runtime on another driver is refused": {
			spec: with(nomadSpec(), func(s *RuntimeSpec) { s.Nomad.Driver = "exec"; s.Nomad.DockerRuntime = "runsc" }),
			want: []Problem{{"nomad.dockerRuntime", "nomad.dockerRuntime applies only to the docker driver; remove it or use the docker driver"}},
		},
		"a docker runtime that is not a name is refused": {
			spec: with(nomadSpec(), func(s *RuntimeSpec) { s.Nomad.DockerRuntime = "/usr/bin/runsc" }),
			want: []Problem{{"nomad.dockerRuntime", "nomad.dockerRuntime must be an OCI runtime name the docker daemon knows, such as runsc or kata-runtime"}},
		},
		"a Nomad token pasted as the auth secret name is refused without echo": {
			spec:   with(nomadSpec(), func(s *RuntimeSpec) { s.Nomad.AuthSecret = fakeNomadToken }),
			want:   []Problem{{"nomad.authSecret", "nomad.authSecret holds what looks like a secret value, not a secret name; store the value with setSecret and put its name here"}},
			secret: fakeNomadToken,
		},
		"an auth secret name with a space is refused": {
			spec: with(nomadSpec(), func(s *RuntimeSpec) { s.Nomad.AuthSecret = "nomad token" }),
			want: []Problem{{"nomad.authSecret", "nomad.authSecret must be a secret name: a letter or '_', then letters, digits, '_', '.' or '-', at most 128 characters"}},
		},
		"a k8s block with neither API server nor context is refused": {
			spec: with(k8sSpec(), func(s *RuntimeSpec) { s.K8s.APIServer = "" }),
			want: []Problem{{"k8s.apiServer", "a K8S runtime needs k8s.apiServer (the cluster's API URL) or k8s.context (a context in the kubeconfig secret)"}},
		},
		"a k8s block with both API server and context is refused": {
			spec: with(k8sSpec(), func(s *RuntimeSpec) { s.K8s.Context = "prod" }),
			want: []Problem{{"k8s.context", "set k8s.apiServer or k8s.context, not both: apiServer names the cluster directly, context picks one from the kubeconfig secret"}},
		},
		"a k8s API server with a token as user is refused without echo": {
			spec:   with(k8sSpec(), func(s *RuntimeSpec) { s.K8s.APIServer = "https://" + fakeGitHubToken + "@k8s.example.com" }),
			want:   []Problem{{"k8s.apiServer", "k8s.apiServer carries credentials in its user:password@ part; remove them and keep the credential in a secret named by k8s.kubeconfigSecret"}},
			secret: fakeGitHubToken,
		},
		"a k8s API server over http is refused": {
			spec: with(k8sSpec(), func(s *RuntimeSpec) { s.K8s.APIServer = "http://k8s.example.com:6443" }),
			want: []Problem{{"k8s.apiServer", "k8s.apiServer must use https: over http the credential in k8s.kubeconfigSecret would cross the network in clear text"}},
		},
		"a k8s context holding a JWT is refused without echo": {
			spec:   with(k8sSpec(), func(s *RuntimeSpec) { s.K8s.APIServer = ""; s.K8s.Context = fakeJWT }),
			want:   []Problem{{"k8s.context", "k8s.context looks like it holds a credential; a runtime spec is stored in plain text, so keep the value in a secret and put its name in k8s.kubeconfigSecret"}},
			secret: fakeJWT,
		},
		"a k8s context with a space is refused": {
			spec: with(k8sSpec(), func(s *RuntimeSpec) { s.K8s.APIServer = ""; s.K8s.Context = "prod cluster" }),
			want: []Problem{{"k8s.context", "k8s.context must be a kubeconfig context name: printable characters without spaces, at most 253"}},
		},
		"an upper-case k8s namespace is refused": {
			spec: with(k8sSpec(), func(s *RuntimeSpec) { s.K8s.Namespace = "Evals" }),
			want: []Problem{{"k8s.namespace", "k8s.namespace must be a Kubernetes namespace name: lowercase letters, digits and '-', starting and ending with a letter or digit, at most 63 characters"}},
		},
		"a k8s runtime class with a space is refused": {
			spec: with(k8sSpec(), func(s *RuntimeSpec) { s.K8s.RuntimeClass = "kata qemu" }),
			want: []Problem{{"k8s.runtimeClass", "k8s.runtimeClass must be a RuntimeClass name: lowercase letters, digits, '-' and '.', at most 253 characters"}},
		},
		"an AWS key id as the runtime class is refused without echo": {
			spec:   with(k8sSpec(), func(s *RuntimeSpec) { s.K8s.RuntimeClass = fakeAWSKeyID }),
			want:   []Problem{{"k8s.runtimeClass", "k8s.runtimeClass looks like it holds a credential; a runtime spec is stored in plain text, so keep the value in a secret and put its name in k8s.kubeconfigSecret"}},
			secret: fakeAWSKeyID,
		},
		"a k8s block without a kubeconfig secret is refused": {
			spec: with(k8sSpec(), func(s *RuntimeSpec) { s.K8s.KubeconfigSecret = "" }),
			want: []Problem{{"k8s.kubeconfigSecret", "k8s.kubeconfigSecret is required: the name of a tenant secret holding the kubeconfig (set it with setSecret); the server's own kubeconfig is never lent to a runtime"}},
		},
		"a kubeconfig pasted as the kubeconfig secret name is refused without echo": {
			spec:   with(k8sSpec(), func(s *RuntimeSpec) { s.K8s.KubeconfigSecret = fakeKubeconfig }),
			want:   []Problem{{"k8s.kubeconfigSecret", "k8s.kubeconfigSecret holds what looks like a secret value, not a secret name; store the value with setSecret and put its name here"}},
			secret: "apiVersion",
		},
		"a PEM block pasted as the kubeconfig secret name is refused without echo": {
			spec:   with(k8sSpec(), func(s *RuntimeSpec) { s.K8s.KubeconfigSecret = fakePEM }),
			want:   []Problem{{"k8s.kubeconfigSecret", "k8s.kubeconfigSecret holds what looks like a secret value, not a secret name; store the value with setSecret and put its name here"}},
			secret: fakePEM,
		},
		"every problem of a spec is reported at once, in field order": {
			spec: RuntimeSpec{
				Name:         "Bad Name",
				Kind:         KindNomad,
				Capabilities: []string{"gpu"},
				Admission:    Admission{MaxConcurrent: -2},
				Nomad:        &NomadSpec{Driver: "java", AuthSecret: fakeNomadToken},
			},
			want: []Problem{
				{"name", "a runtime name must be a lowercase DNS label: letters a-z, digits and '-', starting with a letter and ending with a letter or digit"},
				{"capabilities[0]", "capabilities[0] is not a known capability; use one of git, docker, browser, computer-use, kvm, sandbox, codex-login, claude-login"},
				{"admission.maxConcurrent", "admission.maxConcurrent cannot be negative; use 0 for the default of 4 slots"},
				{"nomad.addr", "nomad.addr is required: the API's base URL, such as https://nomad.example.com:4646"},
				{"nomad.driver", "nomad.driver must be one of docker, exec, podman, raw_exec (a driver that runs a command); leave it empty for docker, and set nomad.dockerRuntime (e.g. runsc) for isolation"},
				{"nomad.authSecret", "nomad.authSecret holds what looks like a secret value, not a secret name; store the value with setSecret and put its name here"},
			},
			secret: fakeNomadToken,
		},
	}
	for name, tc := range tests {
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			got := Validate(tc.spec)
			if diff := cmp.Diff(tc.want, got); diff != "" {
				t.Errorf("Validate mismatch (-want +got):\n%s", diff)
			}
			if tc.secret == "" {
				return
			}
			for _, p := range got {
				if strings.Contains(p.Message, tc.secret) || strings.Contains(p.Field, tc.secret) {
					t.Errorf("problem %+v echoes the secret-looking value", p)
				}
			}
			if err := (&ValidationError{Problems: got}); strings.Contains(err.Error(), tc.secret) {
				t.Errorf("ValidationError %q echoes the secret-looking value", err)
			}
		})
	}
}

func TestValidationErrorWrapsErrInvalidSpec(t *testing.T) {
	t.Parallel()
	var err error = &ValidationError{Problems: Validate(RuntimeSpec{})}
	if !errors.Is(err, ErrInvalidSpec) {
		t.Errorf("errors.Is(err, ErrInvalidSpec) = false, want true")
	}
	const want = "invalid runtime spec: name: a runtime name is required: a lowercase DNS label such as gpu-pool; kind: kind is required: one of LOCAL, NOMAD, K8S, HTTP"
	if diff := cmp.Diff(want, err.Error()); diff != "" {
		t.Errorf("Error() mismatch (-want +got):\n%s", diff)
	}
	var ve *ValidationError
	if !errors.As(err, &ve) || len(ve.Problems) != 2 {
		t.Errorf("errors.As gives %+v, want the two problems", ve)
	}
}

func TestValidateName(t *testing.T) {
	t.Parallel()
	tests := map[string]struct {
		name string
		want error
	}{
		"a lowercase label is valid":              {name: "gpu-pool-2", want: nil},
		"a single letter is valid":                {name: "a", want: nil},
		"63 characters are valid":                 {name: strings.Repeat("a", 63), want: nil},
		"an empty name is invalid":                {name: "", want: ErrInvalidName},
		"a name starting with a digit is invalid": {name: "2pool", want: ErrInvalidName},
		"a name with '@' is invalid":              {name: "pool@3", want: ErrInvalidName},
		"a name with '_' is invalid":              {name: "gpu_pool", want: ErrInvalidName},
		"64 characters are invalid":               {name: strings.Repeat("a", 64), want: ErrInvalidName},
	}
	for name, tc := range tests {
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			if err := ValidateName(tc.name); !errors.Is(err, tc.want) || (tc.want == nil) != (err == nil) {
				t.Errorf("ValidateName = %v, want %v", err, tc.want)
			}
		})
	}
}

func TestValidateOnHost(t *testing.T) {
	t.Parallel()
	tests := map[string]struct {
		spec RuntimeSpec
		host []string
		want []Problem
	}{
		"a plain LOCAL spec fits any host": {
			spec: localSpec(),
			host: nil,
			want: nil,
		},
		"a hardened LOCAL spec fits a host with a sandbox": {
			spec: with(localSpec(), func(s *RuntimeSpec) { s.Local = &LocalSpec{Hardened: true} }),
			host: []string{"git", "sandbox"},
			want: nil,
		},
		"a hardened LOCAL spec on a host without a sandbox is refused": {
			spec: with(localSpec(), func(s *RuntimeSpec) {
				s.Local = &LocalSpec{Hardened: true}
				s.Capabilities = []string{"sandbox"}
			}),
			host: []string{"git"},
			want: []Problem{{"local.hardened", "this host has no working sandbox (bwrap or runsc), so a hardened LOCAL runtime could run nothing; install one or register without local.hardened"}},
		},
		"a declared capability the host lacks is refused at its index": {
			spec: with(localSpec(), func(s *RuntimeSpec) { s.Capabilities = []string{"git", "docker", "claude-login"} }),
			host: []string{"git"},
			want: []Problem{
				{"capabilities[1]", "this host's probes did not find docker, so runs needing it would fail here; remove it or fix the host"},
				{"capabilities[2]", "this host's probes did not find claude-login, so runs needing it would fail here; remove it or fix the host"},
			},
		},
		"a NOMAD spec says nothing about this host": {
			spec: with(nomadSpec(), func(s *RuntimeSpec) { s.Capabilities = []string{"docker"} }),
			host: nil,
			want: nil,
		},
	}
	for name, tc := range tests {
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			if diff := cmp.Diff(tc.want, ValidateOnHost(tc.spec, tc.host)); diff != "" {
				t.Errorf("ValidateOnHost mismatch (-want +got):\n%s", diff)
			}
		})
	}
}

// TestValidateReachRefusesWhatTheProbeRefuses: validateRuntime said valid
// for loopback and 0.0.0.0 addresses that the probe then refused. An
// address whose host is an IP literal or localhost is judged by the
// tenant's netguard policy, naming the range and never the address.
func TestValidateReachRefusesWhatTheProbeRefuses(t *testing.T) {
	t.Parallel()
	nomad := func(addr string) RuntimeSpec {
		return with(nomadSpec(), func(s *RuntimeSpec) { s.Nomad.Addr = addr })
	}
	k8s := func(addr string) RuntimeSpec {
		return with(k8sSpec(), func(s *RuntimeSpec) { s.K8s.APIServer = addr })
	}
	const untrustedLoopback = "nomad.addr's host is loopback (RFC 1122), which an untrusted tenant may not reach; the probe and every run would be refused there"
	tests := map[string]struct {
		spec    RuntimeSpec
		trusted bool
		want    []Problem
	}{
		"0.0.0.0 is refused even to a trusted tenant": {nomad("https://0.0.0.0:4646"), true, []Problem{{"nomad.addr",
			"nomad.addr's host is this network (RFC 791); a connect to 0.0.0.0 reaches the host itself, which no tenant may reach; the probe and every run would be refused there"}}},
		"the metadata address is refused even to a trusted tenant": {k8s("https://169.254.169.254"), true, []Problem{{"k8s.apiServer",
			"k8s.apiServer's host is link local (RFC 3927), cloud metadata 169.254.169.254, which no tenant may reach; the probe and every run would be refused there"}}},
		"loopback is a trusted tenant's to reach":          {nomad("https://127.0.0.1:4646"), true, nil},
		"loopback is refused to an untrusted tenant":       {nomad("https://127.0.0.1:4646"), false, []Problem{{"nomad.addr", untrustedLoopback}}},
		"localhost is the loopback":                        {nomad("https://localhost:4646"), false, []Problem{{"nomad.addr", untrustedLoopback}}},
		"localhost. is the loopback too":                   {nomad("https://LOCALHOST.:4646"), false, []Problem{{"nomad.addr", untrustedLoopback}}},
		"a public address is anyone's":                     {nomad("https://8.8.8.8:4646"), false, nil},
		"a host name is judged where it resolves, at dial": {nomad("https://nomad.internal:4646"), false, nil},
	}
	for name, tc := range tests {
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			if diff := cmp.Diff(tc.want, ValidateReach(tc.spec, netguard.For(tc.trusted))); diff != "" {
				t.Errorf("problems (-want +got):\n%s", diff)
			}
		})
	}
}

func TestATraceSourceIsValidatedWithTheSpec(t *testing.T) {
	t.Parallel()
	spec := func(src agenttrace.Source) RuntimeSpec {
		return RuntimeSpec{Name: "local", Kind: KindLocal, TraceSource: &src}
	}
	good := agenttrace.Source{Provider: agenttrace.Langfuse, BaseURL: "https://cloud.langfuse.com", Project: "p", APIKeySecret: "lf"}
	if got := Validate(spec(good)); len(got) != 0 {
		t.Fatalf("a good traceSource is refused: %v", got)
	}
	bad := good
	bad.BaseURL = "http://pk:sk@langfuse.example.com"
	got := Validate(spec(bad))
	if len(got) != 1 || got[0].Field != "traceSource.baseUrl" {
		t.Errorf("problems = %v, want one of traceSource.baseUrl", got)
	}
	for _, p := range got {
		if strings.Contains(p.Message, "pk:sk") {
			t.Errorf("a problem echoes the credentials: %q", p.Message)
		}
	}
}
