package runtime

import (
	"strings"

	"github.com/everdict/everdict/agenttrace"
	"github.com/everdict/everdict/backends"
	"github.com/everdict/everdict/evalcase"
)

// Kind is the kind of infrastructure a runtime is. The zero value is not a
// kind: Validate refuses it.
type Kind string

// The runtime kinds (GraphQL enum RuntimeKind).
const (
	// KindLocal is a process pool on the control plane's own host.
	KindLocal Kind = "LOCAL"
	// KindNomad is a HashiCorp Nomad cluster.
	KindNomad Kind = "NOMAD"
	// KindK8s is a Kubernetes cluster.
	KindK8s Kind = "K8S"
	// KindHTTP is a front door: an agent deployed elsewhere, behind an HTTP
	// endpoint. A run is POSTed to it and completed by the agent's callback
	// (package backends/frontdoor); nothing of the run executes here.
	KindHTTP Kind = "HTTP"
)

// Kinds returns every runtime kind, in declaration order.
func Kinds() []Kind { return []Kind{KindLocal, KindNomad, KindK8s, KindHTTP} }

// Valid reports whether k is one of the runtime kinds.
func (k Kind) Valid() bool {
	switch k {
	case KindLocal, KindNomad, KindK8s, KindHTTP:
		return true
	}
	return false
}

// RuntimeSpec is what a tenant registers: one immutable runtime version. It
// is persisted as JSON and mirrors GraphQL's RuntimeSpecInput. It holds
// addresses and secret NAMES, never secret values (Validate refuses a spec
// that carries one). Exactly the block matching Kind is set; LOCAL may omit
// its block. The zero value is an invalid spec (no name, no kind).
type RuntimeSpec struct {
	// Name identifies the runtime within its tenant: a lowercase DNS label.
	Name string `json:"name"`
	// Kind selects the infrastructure and so which block below applies.
	Kind Kind `json:"kind"`
	// Capabilities are the names the registrant declares (from Vocabulary);
	// the server merges them with DefaultRuntimeCapabilities at register.
	Capabilities []string `json:"capabilities,omitempty"`
	// Shared makes the runtime targetable by every tenant. Only an OPERATOR
	// may set it; Validate does not know roles, the registry checks.
	Shared bool `json:"shared,omitempty"`
	// Admission is the envelope the scheduler admits runs into.
	Admission Admission `json:"admission,omitzero"`
	// CostPerHourUSD is what an hour of a run on this runtime costs its
	// tenant, on top of the cost the harness reports; 0 means free.
	CostPerHourUSD float64 `json:"costPerHourUsd,omitempty"`
	// Local configures a LOCAL runtime; nil means the defaults (not hardened).
	Local *LocalSpec `json:"local,omitempty"`
	// Nomad configures a NOMAD runtime; required for that kind.
	Nomad *NomadSpec `json:"nomad,omitempty"`
	// K8s configures a K8S runtime; required for that kind.
	K8s *K8sSpec `json:"k8s,omitempty"`
	// HTTP configures an HTTP runtime (a front door); required for that kind.
	HTTP *HTTPSpec `json:"http,omitempty"`
	// TraceSource is where the agents run here send their traces, for a
	// harness version that declares none (package agenttrace).
	TraceSource *agenttrace.Source `json:"traceSource,omitempty"`
}

// MaxConcurrentDefault is the number of runs a runtime takes at once when its
// Admission.MaxConcurrent is zero.
const MaxConcurrentDefault = 4

// Admission is a runtime's admission envelope: how much it takes at once.
// The zero value is MaxConcurrentDefault slots and no memory or CPU budget.
type Admission struct {
	// MaxConcurrent is the number of run slots; zero means MaxConcurrentDefault.
	MaxConcurrent int `json:"maxConcurrent,omitempty"`
	// MemoryBudgetMB bounds the sum of admitted runs' memory claims; zero
	// means no memory budget.
	MemoryBudgetMB int `json:"memoryBudgetMb,omitempty"`
	// CPUBudget bounds the sum of admitted runs' CPU claims; zero means no
	// CPU budget.
	CPUBudget float64 `json:"cpuBudget,omitempty"`
	// MaxSlotsPerTenant is the most slots one tenant's runs hold at once on
	// a shared runtime, unless the tenant's policy says otherwise; zero
	// means the default: half the slots, rounded up (see TenantShare). A
	// runtime that is not shared serves its owner alone and has no share.
	MaxSlotsPerTenant int `json:"maxSlotsPerTenant,omitempty"`
	// DefaultMemoryMB is the memory, in MB, a run claims and is limited to
	// when its case declares none, as a Kubernetes LimitRange's default;
	// zero means none (LOCAL: LocalMemoryMBDefault).
	DefaultMemoryMB int `json:"defaultMemoryMb,omitempty"`
	// DefaultCPU is the CPUs a run claims and is limited to when its case
	// declares none; zero means none (LOCAL: LocalCPUDefault).
	DefaultCPU float64 `json:"defaultCpu,omitempty"`
	// ArtifactsMaxFiles and ArtifactsMaxBytes bound the files collected of
	// each run under EVERDICT_ARTIFACTS_DIR; zero means
	// backends.ArtifactsMaxFilesDefault and ArtifactsMaxBytesDefault.
	ArtifactsMaxFiles int   `json:"artifactsMaxFiles,omitempty"`
	ArtifactsMaxBytes int64 `json:"artifactsMaxBytes,omitempty"`
	// Autoscale makes the runtime elastic: its live slots move between Min
	// and Max with demand (package autoscale), and Max stands for
	// MaxConcurrent. nil means fixed slots. Only NOMAD and K8S runtimes may
	// set it: a LOCAL runtime is its host's fixed capacity and an HTTP
	// front door's is its agent's.
	Autoscale *Autoscale `json:"autoscale,omitempty"`
}

// The bounds of an autoscale block.
const (
	// AutoscaleMaxSlots is the largest autoscale.max.
	AutoscaleMaxSlots = 10_000
	// AutoscaleCooldownSecMax is the largest autoscale.cooldownSec: a day.
	AutoscaleCooldownSecMax = 86_400
)

// Autoscale bounds an elastic runtime's live slots. The zero value is
// invalid (max must be at least 1).
type Autoscale struct {
	// Min is the fewest live slots, 0 included.
	Min int `json:"min"`
	// Max is the most live slots, at least 1 and Min, at most
	// AutoscaleMaxSlots.
	Max int `json:"max"`
	// CooldownSec is how long demand must stay below the live slots before
	// they go down; 0 means placement.DownscaleDelayDefault (5 minutes).
	CooldownSec int `json:"cooldownSec,omitempty"`
}

// The bounds of the admission's artifact limits.
const (
	// ArtifactsMaxFilesMax is the largest artifactsMaxFiles.
	ArtifactsMaxFilesMax = 10_000
	// ArtifactsMaxBytesMax is the largest artifactsMaxBytes: 10 GiB.
	ArtifactsMaxBytesMax int64 = 10 << 30
)

// ArtifactLimits are the limits of a run's artifact collection under this
// admission, zero where it sets none (the backend's defaults).
func (a Admission) ArtifactLimits() backends.ArtifactLimits {
	return backends.ArtifactLimits{MaxFiles: a.ArtifactsMaxFiles, MaxBytes: a.ArtifactsMaxBytes}
}

// The bounds of an admission envelope's budgets: a budget beyond them is a
// typo, and its sums in millicores would overflow.
const (
	// CPUBudgetMax is the largest cpuBudget: 2^20 CPUs.
	CPUBudgetMax = 1 << 20
	// MemoryBudgetMBMax is the largest memoryBudgetMb: 1 PiB.
	MemoryBudgetMBMax = 1 << 30
)

// The per-run defaults of a LOCAL runtime whose admission sets none: its
// runs share the control plane's host, so none runs without a memory
// cgroup and a CPU quota.
const (
	// LocalMemoryMBDefault is a LOCAL run's memory when neither its case
	// nor its runtime's admission names one: 2 GiB.
	LocalMemoryMBDefault = 2048
	// LocalCPUDefault is a LOCAL run's CPUs when neither its case nor its
	// runtime's admission names them.
	LocalCPUDefault = 1.0
)

// RunResources is what a run on a runtime with this spec claims, and is
// limited to, when its case declares declared: each dimension the case
// leaves at zero takes the admission's default (DefaultMemoryMB,
// DefaultCPU). On LOCAL a default left at zero is LocalMemoryMBDefault or
// LocalCPUDefault, at most the runtime's budget in that dimension.
func (s RuntimeSpec) RunResources(declared evalcase.Resources) evalcase.Resources {
	a := s.Admission
	mem, cpu := a.DefaultMemoryMB, a.DefaultCPU
	if s.Kind == KindLocal {
		if mem == 0 {
			mem = LocalMemoryMBDefault
			if a.MemoryBudgetMB > 0 {
				mem = min(mem, a.MemoryBudgetMB)
			}
		}
		if cpu == 0 {
			cpu = LocalCPUDefault
			if a.CPUBudget > 0 {
				cpu = min(cpu, a.CPUBudget)
			}
		}
	}
	out := declared
	if out.MemoryMB == 0 {
		out.MemoryMB = mem
	}
	if out.CPU == 0 {
		out.CPU = cpu
	}
	return out
}

// TenantShare is the most slots one tenant may hold at once on a runtime
// with this spec, or 0 for no limit: a runtime that is not shared has
// none; a shared one has Admission.MaxSlotsPerTenant, or, when that is
// zero, half its slots rounded up (2 of the default 4), so one tenant
// never fills a shared runtime and every other tenant waits. policy is the
// tenant's own maxSlotsPerRuntime (0: none set), which replaces the
// runtime's share.
func (s RuntimeSpec) TenantShare(policy int) int {
	if !s.Shared {
		return 0
	}
	if policy > 0 {
		return policy
	}
	if s.Admission.MaxSlotsPerTenant > 0 {
		return s.Admission.MaxSlotsPerTenant
	}
	return (s.Admission.EffectiveMaxConcurrent() + 1) / 2
}

// Normalized returns s with what one field implies of another filled in: an
// HTTP runtime's http.maxConcurrent becomes its admission's maxConcurrent
// when that is zero. The registry stores the normalized spec.
func (s RuntimeSpec) Normalized() RuntimeSpec {
	if s.Kind == KindHTTP && s.HTTP != nil && s.HTTP.MaxConcurrent > 0 && s.Admission.MaxConcurrent == 0 {
		s.Admission.MaxConcurrent = s.HTTP.MaxConcurrent
	}
	return s
}

// EffectiveMaxConcurrent is MaxConcurrent with the default applied; on an
// elastic runtime it is Autoscale.Max, the ceiling of its live slots.
func (a Admission) EffectiveMaxConcurrent() int {
	if a.Autoscale != nil && a.Autoscale.Max > 0 {
		return a.Autoscale.Max
	}
	if a.MaxConcurrent <= 0 {
		return MaxConcurrentDefault
	}
	return a.MaxConcurrent
}

// LocalSpec configures a LOCAL runtime. The zero value runs harnesses as
// plain host processes.
type LocalSpec struct {
	// Hardened runs every run inside the host's sandbox (bwrap or runsc); a
	// host without one cannot run anything on a hardened LOCAL runtime.
	Hardened bool `json:"hardened,omitempty"`
}

// NomadDriverDefault is the Nomad task driver used when NomadSpec.Driver is
// empty.
const NomadDriverDefault = "docker"

// The Nomad task drivers Everdict runs a harness with: each runs a command.
// exec and raw_exec run on the client's kernel (exec adds chroot, namespaces
// and cgroups: a fence, not a kernel boundary); docker and podman run
// container images, on the shared kernel unless docker is given an isolating
// OCI runtime (NomadSpec.DockerRuntime, e.g. runsc). VM drivers (qemu,
// firecracker-task-driver) boot an image and take no command, so they
// cannot run a harness and are not offered.
var (
	nomadDrivers      = []string{"docker", "exec", "podman", "raw_exec"}
	nomadImageDrivers = []string{"docker", "podman"}
)

// NomadSpec configures a NOMAD runtime. Empty optional fields leave the
// choice to the cluster (region, datacenters: all, "*") or to dispatch
// (namespace: the tenant's trust-zone namespace).
type NomadSpec struct {
	// Addr is the Nomad HTTP API base URL, e.g. https://nomad.example.com:4646.
	Addr string `json:"addr"`
	// Region is the Nomad region; empty means the agent's own.
	Region string `json:"region,omitempty"`
	// Namespace is the Nomad namespace jobs are placed in.
	Namespace string `json:"namespace,omitempty"`
	// Datacenters restricts placement; empty means every datacenter.
	Datacenters []string `json:"datacenters,omitempty"`
	// Driver is the task driver; empty means NomadDriverDefault.
	Driver string `json:"driver,omitempty"`
	// DockerRuntime is the OCI runtime the docker driver starts tasks with
	// (the task's `runtime` option, which the client must allow); empty
	// means the client's default (runc). An isolating runtime — gVisor
	// ("runsc"), Kata ("kata-runtime", "kata-*") — makes the runtime
	// hardened. Only with the docker driver.
	DockerRuntime string `json:"dockerRuntime,omitempty"`
	// AuthSecret names the tenant secret holding the Nomad ACL token; empty
	// means the cluster has no ACLs. The control plane's own token is never
	// used for a registered runtime.
	AuthSecret string `json:"authSecret,omitempty"`
}

// EffectiveDriver is Driver with NomadDriverDefault applied.
func (n NomadSpec) EffectiveDriver() string {
	if n.Driver == "" {
		return NomadDriverDefault
	}
	return n.Driver
}

// K8sSpec configures a K8S runtime. Exactly one of APIServer and Context is
// set, and KubeconfigSecret always is: the control plane's own kubeconfig is
// never lent to a registered runtime.
type K8sSpec struct {
	// APIServer is the cluster's API URL; the kubeconfig secret supplies the
	// credentials for it.
	APIServer string `json:"apiServer,omitempty"`
	// Context selects a context in the kubeconfig secret.
	Context string `json:"context,omitempty"`
	// Namespace is where pods are placed; empty leaves it to dispatch (the
	// tenant's trust-zone namespace).
	Namespace string `json:"namespace,omitempty"`
	// RuntimeClass is the pods' RuntimeClass name; empty means the cluster's
	// default (usually runc, a shared kernel).
	RuntimeClass string `json:"runtimeClass,omitempty"`
	// UserNamespaces runs every pod in a user namespace of its own
	// (hostUsers: false): root and every other id in the pod map to
	// unprivileged ids of the node no other pod has. It needs a cluster
	// that supports it (Kubernetes 1.33 or later, or the
	// UserNamespacesSupport feature gate; Linux 6.3 and a runtime with
	// idmapped mounts on the nodes), where a pod asking for it on a node
	// that cannot fails to start. Off by default. It is no kernel
	// boundary: it does not make the runtime hardened.
	UserNamespaces bool `json:"userNamespaces,omitempty"`
	// KubeconfigSecret names the tenant secret holding the kubeconfig.
	KubeconfigSecret string `json:"kubeconfigSecret,omitempty"`
}

// isolatingRuntimeClass reports whether a Kubernetes RuntimeClass name (or a
// docker OCI runtime name) is one that puts a kernel boundary around the pod
// or container: gVisor ("gvisor", "runsc"), Kata Containers ("kata",
// "kata-runtime" and kata-deploy's "kata-*" classes such as kata-qemu,
// kata-clh, kata-fc) or Firecracker ("firecracker", "fc"). These names are
// chosen by the cluster admin, so this reads the conventional names; any
// other (runc, nvidia, crun…) is taken to share the node's kernel.
func isolatingRuntimeClass(name string) bool {
	switch name {
	case "gvisor", "runsc", "kata", "kata-runtime", "firecracker", "fc":
		return true
	}
	return strings.HasPrefix(name, "kata-")
}

// Hardened reports whether the spec, by its configuration alone, runs every
// run behind a kernel boundary: a LOCAL runtime with local.hardened; a K8S
// runtime whose runtimeClass is an isolating one (gVisor, Kata, Firecracker
// by their conventional names); a NOMAD runtime on the docker driver with an
// isolating dockerRuntime (runsc, kata-runtime). Any other Nomad driver runs
// tasks on the client's kernel.
//
// This is a spec fact. Whether a LOCAL host can sandbox an individual run
// (and so host an untrusted tenant's run on an unhardened shared runtime) is
// a host fact the trust zone resolves at dispatch.
func (s RuntimeSpec) Hardened() bool {
	switch s.Kind {
	case KindLocal:
		return s.Local != nil && s.Local.Hardened
	case KindNomad:
		return s.Nomad != nil && s.Nomad.EffectiveDriver() == "docker" && isolatingRuntimeClass(s.Nomad.DockerRuntime)
	case KindK8s:
		return s.K8s != nil && isolatingRuntimeClass(s.K8s.RuntimeClass)
	}
	return false
}

// The defaults and bounds of an HTTP runtime.
const (
	// HTTPTimeoutSecDefault is how long a front door has to call back when
	// HTTPSpec.TimeoutSec is zero: an hour.
	HTTPTimeoutSecDefault = 3600
	// HTTPTimeoutSecMax is the longest HTTPSpec.TimeoutSec: a week.
	HTTPTimeoutSecMax = 7 * 24 * 3600
	// HTTPHeadersMax is the most static headers an HTTP runtime sends.
	HTTPHeadersMax = 16
)

// HTTPSpec configures an HTTP runtime, a front door: every run is POSTed to
// URL as JSON (backends/frontdoor.Request) and completed by the agent's
// callback. The zero value is invalid (no URL).
type HTTPSpec struct {
	// URL is where a run is POSTed; URL + "/cancel" hears of a cancel.
	URL string `json:"url"`
	// AuthSecret names the tenant secret (purpose CLUSTER) sent as
	// "Authorization: Bearer" and keying the request's signature; empty
	// sends neither.
	AuthSecret string `json:"authSecret,omitempty"`
	// Headers are static headers sent with every request, never a
	// credential (Validate refuses one, and Authorization).
	Headers []Header `json:"headers,omitempty"`
	// TimeoutSec bounds how long a run waits for its callback after the
	// front door accepted it; zero means HTTPTimeoutSecDefault. A case's own
	// timeoutSec, when set and shorter, wins.
	TimeoutSec int `json:"timeoutSec,omitempty"`
	// HeartbeatSec, when set, fails a run whose agent sent no heartbeat
	// (nor its callback) for that long; zero asks for no heartbeat.
	HeartbeatSec int `json:"heartbeatSec,omitempty"`
	// MaxConcurrent is the runs the front door takes at once: the
	// admission's maxConcurrent, which it fills when that is zero.
	MaxConcurrent int `json:"maxConcurrent,omitempty"`
}

// Header is one static HTTP header of an HTTP runtime.
type Header struct {
	Name  string `json:"name"`
	Value string `json:"value"`
}

// EffectiveTimeoutSec is how long a run of c on this front door may wait
// for its callback: TimeoutSec (or its default), or the case's own
// timeoutSec when it is set and shorter.
func (h HTTPSpec) EffectiveTimeoutSec(c evalcase.Case) int {
	t := h.TimeoutSec
	if t <= 0 {
		t = HTTPTimeoutSecDefault
	}
	if c.TimeoutSec > 0 && c.TimeoutSec < t {
		t = c.TimeoutSec
	}
	return t
}
