package runtime

import (
	"errors"
	"fmt"
	"math"
	"net"
	"net/netip"
	"net/url"
	"regexp"
	"slices"
	"strings"

	"github.com/everdict/everdict/backends"
	"github.com/everdict/everdict/evalcase"
	"github.com/everdict/everdict/netguard"
	"github.com/everdict/everdict/secrets"
)

// Problem is one thing wrong with a spec: Field is the path of the offending
// input in GraphQL/JSON spelling ("nomad.addr", "capabilities[2]"), Message
// a sentence a person can act on. A Message never quotes the value it is
// about, which may be a credential pasted into the wrong field.
type Problem struct {
	Field   string `json:"field"`
	Message string `json:"message"`
}

// ErrInvalidSpec is wrapped by ValidationError.
var ErrInvalidSpec = errors.New("invalid runtime spec")

// ValidationError carries every Problem of a refused spec, for a caller that
// returns Validate's verdict as an error (errors.As to get the problems).
type ValidationError struct {
	Problems []Problem
}

// Error lists the problems, field first.
func (e *ValidationError) Error() string {
	parts := make([]string, len(e.Problems))
	for i, p := range e.Problems {
		parts[i] = p.Field + ": " + p.Message
	}
	return ErrInvalidSpec.Error() + ": " + strings.Join(parts, "; ")
}

// Unwrap returns ErrInvalidSpec.
func (e *ValidationError) Unwrap() error { return ErrInvalidSpec }

// NameMaxLen is the longest runtime name.
const NameMaxLen = 63

// ErrInvalidName is wrapped by ValidateName.
var ErrInvalidName = errors.New("invalid runtime name")

var (
	nameSyntax          = regexp.MustCompile(`^[a-z]([a-z0-9-]*[a-z0-9])?$`)
	nomadRegionSyntax   = regexp.MustCompile(`^[A-Za-z0-9._-]{1,128}$`)
	nomadNSSyntax       = regexp.MustCompile(`^[A-Za-z0-9-]{1,128}$`) // Nomad's own rule
	nomadDCSyntax       = regexp.MustCompile(`^[A-Za-z0-9._*-]{1,128}$`)
	dnsLabelSyntax      = regexp.MustCompile(`^[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?$`)
	dnsSubdomainSyntax  = regexp.MustCompile(`^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*$`)
	contextSyntax       = regexp.MustCompile(`^[\x21-\x7e]{1,253}$`) // printable ASCII, no spaces
	dockerRuntimeSyntax = regexp.MustCompile(`^[a-z0-9][a-z0-9._-]*$`)
)

// nameMessage says what is wrong with a runtime name, or "" when nothing is.
func nameMessage(name string) string {
	switch {
	case name == "":
		return "a runtime name is required: a lowercase DNS label such as gpu-pool"
	case len(name) > NameMaxLen:
		return fmt.Sprintf("a runtime name is at most %d characters", NameMaxLen)
	case !nameSyntax.MatchString(name):
		return "a runtime name must be a lowercase DNS label: letters a-z, digits and '-', starting with a letter and ending with a letter or digit"
	}
	return ""
}

// ValidateName reports whether name can name a runtime: a lowercase DNS label
// of at most NameMaxLen characters that starts with a letter. Errors wrap
// ErrInvalidName and do not quote name.
func ValidateName(name string) error {
	if msg := nameMessage(name); msg != "" {
		return fmt.Errorf("%s: %w", msg, ErrInvalidName)
	}
	return nil
}

// Validate returns every problem with spec at once, in the order of the
// spec's fields; nil means the spec is valid. It checks syntax and coherence
// only (names, kind and its block, addresses, secret names, admission,
// capabilities) and refuses any plain field that carries something that
// looks like a credential (a URL with user:password@ or ?token=, a ghp_,
// sk-, AKIA or eyJ… token, a PEM block, a long random string) and any
// secret-name field that holds a value rather than a name. Each field gets
// at most one problem. Validate is pure and safe for concurrent use; roles
// (who may set shared) and host facts (see ValidateOnHost) are the caller's.
func Validate(spec RuntimeSpec) []Problem {
	var v validator
	v.name(spec.Name)
	v.kind(spec.Kind)
	v.capabilities(spec.Capabilities)
	v.admission(spec.Admission)
	v.autoscale(spec.Kind, spec.Admission)
	v.rate(spec.CostPerHourUSD)
	v.blocks(spec)
	if spec.Nomad != nil {
		v.nomad(*spec.Nomad)
	}
	if spec.K8s != nil {
		v.k8s(*spec.K8s)
	}
	if spec.HTTP != nil {
		v.http(*spec.HTTP, spec.Admission)
	}
	if spec.TraceSource != nil {
		for _, p := range spec.TraceSource.Problems("traceSource") {
			field, msg, _ := strings.Cut(p, " ")
			v.add(field, field+" "+msg)
		}
	}
	return v.problems
}

// ValidateOnHost returns the problems a LOCAL spec has on a host whose
// probes found host (DetectCapabilities): a hardened runtime on a host with
// no sandbox could run nothing, and a declared capability the host lacks
// would attract runs that fail. It returns nil for other kinds, whose
// infrastructure the control plane's host says nothing about.
func ValidateOnHost(spec RuntimeSpec, host []string) []Problem {
	if spec.Kind != KindLocal {
		return nil
	}
	var v validator
	noSandbox := spec.Hardened() && !slices.Contains(host, CapSandbox)
	if noSandbox {
		v.add("local.hardened", "this host has no working sandbox (bwrap or runsc), so a hardened LOCAL runtime could run nothing; install one or register without local.hardened")
	}
	for i, c := range spec.Capabilities {
		if _, known := CapabilityKindOf(c); !known || slices.Contains(host, c) || (c == CapSandbox && noSandbox) {
			continue
		}
		v.add(fmt.Sprintf("capabilities[%d]", i), fmt.Sprintf("this host's probes did not find %s, so runs needing it would fail here; remove it or fix the host", c))
	}
	return v.problems
}

// validator collects problems.
type validator struct {
	problems []Problem
}

func (v *validator) add(field, message string) {
	v.problems = append(v.problems, Problem{Field: field, Message: message})
}

// credential adds the problem for a plain field holding a credential,
// pointing at secretField, the block's secret-name field, when there is one.
func (v *validator) credential(field, secretField string) {
	where := "a secret and reference it by name"
	if secretField != "" {
		where = "a secret and put its name in " + secretField
	}
	v.add(field, fmt.Sprintf("%s looks like it holds a credential; a runtime spec is stored in plain text, so keep the value in %s", field, where))
}

// plain reports whether value, in a plain field, is free of credentials,
// adding the problem when it is not.
func (v *validator) plain(field, value, secretField string) bool {
	if secrets.LooksLikeCredential(value) {
		v.credential(field, secretField)
		return false
	}
	return true
}

func (v *validator) name(name string) {
	if !v.plain("name", name, "") {
		return
	}
	if msg := nameMessage(name); msg != "" {
		v.add("name", msg)
	}
}

func (v *validator) kind(k Kind) {
	switch {
	case k == "":
		v.add("kind", "kind is required: one of "+kindList())
	case !k.Valid():
		v.add("kind", "kind must be one of "+kindList())
	}
}

func kindList() string {
	names := make([]string, 0, 3)
	for _, k := range Kinds() {
		names = append(names, string(k))
	}
	return strings.Join(names, ", ")
}

func vocabularyList() string {
	names := make([]string, 0, len(vocabulary))
	for _, d := range vocabulary {
		names = append(names, d.Name)
	}
	return strings.Join(names, ", ")
}

func (v *validator) capabilities(caps []string) {
	first := map[string]int{}
	for i, c := range caps {
		field := fmt.Sprintf("capabilities[%d]", i)
		switch {
		case c == "":
			v.add(field, field+" is empty; remove it or name a capability: "+vocabularyList())
		case !v.plain(field, c, ""):
		default:
			if _, known := CapabilityKindOf(c); !known {
				v.add(field, field+" is not a known capability; use one of "+vocabularyList())
			} else if j, dup := first[c]; dup {
				v.add(field, fmt.Sprintf("%s repeats capabilities[%d]; list each capability once", field, j))
			} else {
				first[c] = i
			}
		}
	}
}

func (v *validator) admission(a Admission) {
	switch {
	case a.ArtifactsMaxFiles < 0:
		v.add("admission.artifactsMaxFiles", fmt.Sprintf("admission.artifactsMaxFiles cannot be negative; use 0 for the default of %d files", backends.ArtifactsMaxFilesDefault))
	case a.ArtifactsMaxFiles > ArtifactsMaxFilesMax:
		v.add("admission.artifactsMaxFiles", fmt.Sprintf("admission.artifactsMaxFiles is at most %d", ArtifactsMaxFilesMax))
	}
	switch {
	case a.ArtifactsMaxBytes < 0:
		v.add("admission.artifactsMaxBytes", fmt.Sprintf("admission.artifactsMaxBytes cannot be negative; use 0 for the default of %d bytes", backends.ArtifactsMaxBytesDefault))
	case a.ArtifactsMaxBytes > ArtifactsMaxBytesMax:
		v.add("admission.artifactsMaxBytes", fmt.Sprintf("admission.artifactsMaxBytes is at most %d (10 GiB)", ArtifactsMaxBytesMax))
	}
	if a.MaxConcurrent < 0 {
		v.add("admission.maxConcurrent", fmt.Sprintf("admission.maxConcurrent cannot be negative; use 0 for the default of %d slots", MaxConcurrentDefault))
	}
	if a.MaxSlotsPerTenant < 0 {
		v.add("admission.maxSlotsPerTenant", "admission.maxSlotsPerTenant cannot be negative; use 0 for the default of half the slots")
	}
	switch {
	case a.MemoryBudgetMB < 0:
		v.add("admission.memoryBudgetMb", "admission.memoryBudgetMb cannot be negative; use 0 for no memory budget")
	case a.MemoryBudgetMB > MemoryBudgetMBMax:
		v.add("admission.memoryBudgetMb", fmt.Sprintf("admission.memoryBudgetMb is at most %d (1 PiB); use 0 for no memory budget", MemoryBudgetMBMax))
	}
	switch {
	case math.IsNaN(a.CPUBudget) || math.IsInf(a.CPUBudget, 0):
		v.add("admission.cpuBudget", "admission.cpuBudget must be a finite number of CPUs; use 0 for no CPU budget")
	case a.CPUBudget < 0:
		v.add("admission.cpuBudget", "admission.cpuBudget cannot be negative; use 0 for no CPU budget")
	case a.CPUBudget > CPUBudgetMax:
		v.add("admission.cpuBudget", fmt.Sprintf("admission.cpuBudget is at most %d CPUs; use 0 for no CPU budget", CPUBudgetMax))
	}
	switch {
	case a.DefaultMemoryMB < 0:
		v.add("admission.defaultMemoryMb", "admission.defaultMemoryMb cannot be negative; use 0 for no default")
	case a.DefaultMemoryMB > evalcase.MemoryMBMax:
		v.add("admission.defaultMemoryMb", fmt.Sprintf("admission.defaultMemoryMb is at most %d (4 TiB), the most one run may claim", evalcase.MemoryMBMax))
	case a.MemoryBudgetMB > 0 && a.DefaultMemoryMB > a.MemoryBudgetMB:
		v.add("admission.defaultMemoryMb", "admission.defaultMemoryMb is larger than admission.memoryBudgetMb: no run taking the default could be admitted")
	}
	switch {
	case math.IsNaN(a.DefaultCPU) || math.IsInf(a.DefaultCPU, 0):
		v.add("admission.defaultCpu", "admission.defaultCpu must be a finite number of CPUs; use 0 for no default")
	case a.DefaultCPU < 0:
		v.add("admission.defaultCpu", "admission.defaultCpu cannot be negative; use 0 for no default")
	case a.DefaultCPU > evalcase.CPUMax:
		v.add("admission.defaultCpu", fmt.Sprintf("admission.defaultCpu is at most %d CPUs, the most one run may claim", evalcase.CPUMax))
	case a.CPUBudget > 0 && a.DefaultCPU > a.CPUBudget:
		v.add("admission.defaultCpu", "admission.defaultCpu is larger than admission.cpuBudget: no run taking the default could be admitted")
	}
}

// autoscale checks an elastic runtime's bounds: 0 <= min <= max, 1 <= max
// <= AutoscaleMaxSlots, 0 <= cooldownSec <= AutoscaleCooldownSecMax, on a
// NOMAD or K8S runtime whose maxConcurrent is left to autoscale.max.
func (v *validator) autoscale(k Kind, a Admission) {
	as := a.Autoscale
	if as == nil {
		return
	}
	const f = "admission.autoscale"
	switch {
	case k == KindLocal:
		v.add(f, f+" is not allowed on a LOCAL runtime: its slots are its host's fixed capacity; set admission.maxConcurrent")
	case k == KindHTTP:
		v.add(f, f+" is not allowed on an HTTP runtime: its capacity is its agent's; set http.maxConcurrent")
	case a.MaxConcurrent != 0:
		v.add(f, f+" and admission.maxConcurrent disagree; autoscale.max is the most slots, leave maxConcurrent unset")
	case as.Min < 0:
		v.add(f, f+".min cannot be negative")
	case as.Max < 1:
		v.add(f, f+".max must be at least 1")
	case as.Max > AutoscaleMaxSlots:
		v.add(f, fmt.Sprintf("%s.max is at most %d", f, AutoscaleMaxSlots))
	case as.Min > as.Max:
		v.add(f, f+".min is larger than autoscale.max")
	case as.CooldownSec < 0:
		v.add(f, f+".cooldownSec cannot be negative; use 0 for the default of 300 seconds")
	case as.CooldownSec > AutoscaleCooldownSecMax:
		v.add(f, fmt.Sprintf("%s.cooldownSec is at most %d (a day)", f, AutoscaleCooldownSecMax))
	}
}

// rate checks the runtime's price.
func (v *validator) rate(perHour float64) {
	if math.IsNaN(perHour) || math.IsInf(perHour, 0) || perHour < 0 {
		v.add("costPerHourUsd", "costPerHourUsd must be a finite amount of dollars, 0 or more")
	}
}

// blocks checks that exactly the block matching the kind is present. An
// unknown kind has no matching block; its blocks are still checked inside.
func (v *validator) blocks(s RuntimeSpec) {
	if !s.Kind.Valid() {
		return
	}
	present := map[Kind]bool{KindLocal: s.Local != nil, KindNomad: s.Nomad != nil, KindK8s: s.K8s != nil, KindHTTP: s.HTTP != nil}
	field := map[Kind]string{KindLocal: "local", KindNomad: "nomad", KindK8s: "k8s", KindHTTP: "http"}
	for _, k := range Kinds() {
		switch {
		case k == s.Kind && !present[k] && k != KindLocal:
			v.add(field[k], fmt.Sprintf("a %s runtime needs a %s block", k, field[k]))
		case k != s.Kind && present[k]:
			v.add(field[k], fmt.Sprintf("a %s block belongs only to a %s runtime; remove it or set kind to %s", field[k], k, k))
		}
	}
}

func (v *validator) nomad(n NomadSpec) {
	const secretField = "nomad.authSecret"
	v.address("nomad.addr", n.Addr, secretField, "https://nomad.example.com:4646", n.AuthSecret != "")
	if n.Region != "" && v.plain("nomad.region", n.Region, secretField) && !nomadRegionSyntax.MatchString(n.Region) {
		v.add("nomad.region", "nomad.region may hold only letters, digits, '.', '_' and '-' (at most 128 characters); leave it empty for the agent's region")
	}
	if n.Namespace != "" && v.plain("nomad.namespace", n.Namespace, secretField) && !nomadNSSyntax.MatchString(n.Namespace) {
		v.add("nomad.namespace", "nomad.namespace may hold only letters, digits and '-' (at most 128 characters)")
	}
	first := map[string]int{}
	for i, dc := range n.Datacenters {
		field := fmt.Sprintf("nomad.datacenters[%d]", i)
		switch {
		case dc == "":
			v.add(field, field+" is empty; remove it or name a datacenter (an empty list means every datacenter)")
		case !v.plain(field, dc, secretField):
		case !nomadDCSyntax.MatchString(dc):
			v.add(field, field+" may hold only letters, digits, '.', '_', '-' and the wildcard '*' (at most 128 characters)")
		default:
			if j, dup := first[dc]; dup {
				v.add(field, fmt.Sprintf("%s repeats nomad.datacenters[%d]; list each datacenter once", field, j))
			} else {
				first[dc] = i
			}
		}
	}
	if n.Driver != "" && v.plain("nomad.driver", n.Driver, secretField) && !slices.Contains(nomadDrivers, n.Driver) {
		v.add("nomad.driver", fmt.Sprintf("nomad.driver must be one of %s (a driver that runs a command); leave it empty for %s, and set nomad.dockerRuntime (e.g. runsc) for isolation", strings.Join(nomadDrivers, ", "), NomadDriverDefault))
	}
	if n.DockerRuntime != "" && v.plain("nomad.dockerRuntime", n.DockerRuntime, secretField) {
		switch {
		case n.EffectiveDriver() != "docker":
			v.add("nomad.dockerRuntime", "nomad.dockerRuntime applies only to the docker driver; remove it or use the docker driver")
		case len(n.DockerRuntime) > 64 || !dockerRuntimeSyntax.MatchString(n.DockerRuntime):
			v.add("nomad.dockerRuntime", "nomad.dockerRuntime must be an OCI runtime name the docker daemon knows, such as runsc or kata-runtime")
		}
	}
	if n.AuthSecret != "" {
		v.secretName(secretField, n.AuthSecret)
	}
}

func (v *validator) k8s(k K8sSpec) {
	const secretField = "k8s.kubeconfigSecret"
	switch {
	case k.APIServer == "" && k.Context == "":
		v.add("k8s.apiServer", "a K8S runtime needs k8s.apiServer (the cluster's API URL) or k8s.context (a context in the kubeconfig secret)")
	case k.APIServer != "" && k.Context != "":
		v.add("k8s.context", "set k8s.apiServer or k8s.context, not both: apiServer names the cluster directly, context picks one from the kubeconfig secret")
	}
	if k.APIServer != "" {
		v.address("k8s.apiServer", k.APIServer, secretField, "https://k8s.example.com:6443", true)
	}
	if k.Context != "" && v.plain("k8s.context", k.Context, secretField) && !contextSyntax.MatchString(k.Context) {
		v.add("k8s.context", "k8s.context must be a kubeconfig context name: printable characters without spaces, at most 253")
	}
	if k.Namespace != "" && v.plain("k8s.namespace", k.Namespace, secretField) && !dnsLabelSyntax.MatchString(k.Namespace) {
		v.add("k8s.namespace", "k8s.namespace must be a Kubernetes namespace name: lowercase letters, digits and '-', starting and ending with a letter or digit, at most 63 characters")
	}
	if k.RuntimeClass != "" && v.plain("k8s.runtimeClass", k.RuntimeClass, secretField) &&
		(len(k.RuntimeClass) > 253 || !dnsSubdomainSyntax.MatchString(k.RuntimeClass)) {
		v.add("k8s.runtimeClass", "k8s.runtimeClass must be a RuntimeClass name: lowercase letters, digits, '-' and '.', at most 253 characters")
	}
	if k.KubeconfigSecret == "" {
		v.add(secretField, "k8s.kubeconfigSecret is required: the name of a tenant secret holding the kubeconfig (set it with setSecret); the server's own kubeconfig is never lent to a runtime")
	} else {
		v.secretName(secretField, k.KubeconfigSecret)
	}
}

var headerNameSyntax = regexp.MustCompile(`^[A-Za-z0-9!#$%&'*+.^_|~-]{1,64}$`) // an RFC 9110 token

// reservedHeaders are set by the front door itself: a static header may
// not replace them.
var reservedHeaders = []string{"authorization", "content-type", "content-length", "host", "x-everdict-signature", "x-everdict-event", "x-everdict-delivery"}

func (v *validator) http(h HTTPSpec, a Admission) {
	const secretField = "http.authSecret"
	v.address("http.url", h.URL, secretField, "https://agent.example.com/everdict", h.AuthSecret != "")
	if h.AuthSecret != "" {
		v.secretName(secretField, h.AuthSecret)
	}
	if len(h.Headers) > HTTPHeadersMax {
		v.add("http.headers", fmt.Sprintf("http.headers holds at most %d headers", HTTPHeadersMax))
	}
	seen := map[string]int{}
	for i, hd := range h.Headers {
		field := fmt.Sprintf("http.headers[%d]", i)
		lower := strings.ToLower(hd.Name)
		j, dup := seen[lower]
		switch {
		case !headerNameSyntax.MatchString(hd.Name):
			v.add(field, field+".name must be an HTTP token: letters, digits and !#$%&'*+.^_|~- (at most 64)")
		case dup:
			v.add(field, fmt.Sprintf("%s repeats http.headers[%d]; list each header once", field, j))
		case slices.Contains(reservedHeaders, lower):
			v.add(field, field+" is set by the front door itself; authenticate with http.authSecret instead")
		case credentialQueryKey(hd.Name):
			v.add(field, field+" would carry a credential, and a runtime spec is stored in plain text; keep it in a secret named by "+secretField)
		case len(hd.Value) > 1024 || strings.ContainsAny(hd.Value, "\r\n\x00"):
			v.add(field, field+".value must be one line of at most 1024 characters")
		default:
			v.plain(field, hd.Value, secretField)
		}
		if !dup {
			seen[lower] = i
		}
	}
	switch {
	case h.TimeoutSec < 0:
		v.add("http.timeoutSec", fmt.Sprintf("http.timeoutSec cannot be negative; use 0 for the default of %d seconds", HTTPTimeoutSecDefault))
	case h.TimeoutSec > HTTPTimeoutSecMax:
		v.add("http.timeoutSec", fmt.Sprintf("http.timeoutSec is at most %d seconds (a week)", HTTPTimeoutSecMax))
	}
	switch {
	case h.HeartbeatSec < 0:
		v.add("http.heartbeatSec", "http.heartbeatSec cannot be negative; use 0 to ask for no heartbeat")
	case h.HeartbeatSec > 0 && h.HeartbeatSec < 5:
		v.add("http.heartbeatSec", "http.heartbeatSec is at least 5 seconds")
	case h.HeartbeatSec > HTTPTimeoutSecMax:
		v.add("http.heartbeatSec", fmt.Sprintf("http.heartbeatSec is at most %d seconds (a week)", HTTPTimeoutSecMax))
	}
	switch {
	case h.MaxConcurrent < 0:
		v.add("http.maxConcurrent", "http.maxConcurrent cannot be negative; use 0 for the admission's slots")
	case h.MaxConcurrent > 0 && a.MaxConcurrent > 0 && h.MaxConcurrent != a.MaxConcurrent:
		v.add("http.maxConcurrent", "http.maxConcurrent and admission.maxConcurrent disagree; set one of them")
	}
}

// secretName checks a field that must hold a secret's name.
func (v *validator) secretName(field, name string) {
	err := secrets.ValidateName(name)
	switch {
	case errors.Is(err, secrets.ErrValueAsName):
		v.add(field, field+" holds what looks like a secret value, not a secret name; store the value with setSecret and put its name here")
	case err != nil:
		v.add(field, fmt.Sprintf("%s must be a secret name: a letter or '_', then letters, digits, '_', '.' or '-', at most %d characters", field, secrets.NameMaxLen))
	}
}

// credentialQueryKey reports whether a query parameter name suggests it
// carries a credential (token=, access_token=, api_key=, sig=...).
func credentialQueryKey(key string) bool {
	key = strings.ToLower(key)
	for _, s := range []string{"token", "secret", "pass", "pwd", "key", "auth", "sig", "cred", "session"} {
		if strings.Contains(key, s) {
			return true
		}
	}
	return false
}

// address checks an API base URL: required, http(s), a host, no userinfo,
// query or fragment, nothing credential-like, and https unless the host is
// the loopback or no credential will be sent (withAuth false).
func (v *validator) address(field, raw, secretField, example string, withAuth bool) {
	if raw == "" {
		v.add(field, fmt.Sprintf("%s is required: the API's base URL, such as %s", field, example))
		return
	}
	u, err := url.Parse(raw)
	if err != nil {
		if v.plain(field, raw, secretField) {
			v.add(field, fmt.Sprintf("%s must be an http or https URL, such as %s", field, example))
		}
		return
	}
	if u.User != nil {
		v.add(field, fmt.Sprintf("%s carries credentials in its user:password@ part; remove them and keep the credential in a secret named by %s", field, secretField))
		return
	}
	for key, values := range u.Query() {
		if credentialQueryKey(key) || slices.ContainsFunc(values, secrets.LooksLikeCredential) {
			v.add(field, fmt.Sprintf("%s carries a credential in its query string; remove it and keep the credential in a secret named by %s", field, secretField))
			return
		}
	}
	// The host is not searched: cloud API endpoints embed long hex ids.
	if !v.plain(field, u.EscapedPath()+"?"+u.RawQuery+"#"+u.EscapedFragment(), secretField) {
		return
	}
	switch {
	case u.Scheme != "http" && u.Scheme != "https", u.Host == "", u.Hostname() == "":
		v.add(field, fmt.Sprintf("%s must be an http or https URL, such as %s", field, example))
	case u.RawQuery != "" || u.ForceQuery || u.Fragment != "":
		v.add(field, fmt.Sprintf("%s must be a base URL without a query string or fragment, such as %s", field, example))
	case u.Scheme == "http" && withAuth && !loopback(u.Hostname()):
		v.add(field, fmt.Sprintf("%s must use https: over http the credential in %s would cross the network in clear text", field, secretField))
	}
}

// loopback reports whether host is localhost or a loopback IP.
func loopback(host string) bool {
	if host == "localhost" {
		return true
	}
	ip := net.ParseIP(host)
	return ip != nil && ip.IsLoopback()
}

// ValidateReach returns the problems of spec's API addresses (nomad.addr,
// k8s.apiServer) that policy p refuses, as the probe and dispatch refuse
// them at connect time (netguard): an IP literal, or localhost (the
// loopback), that is never reachable (0.0.0.0, link-local, metadata…) or
// that an untrusted tenant may not reach (loopback, private space…). A host
// name is judged where it resolves, at connect time; an address that does
// not parse is Validate's to report.
func ValidateReach(spec RuntimeSpec, p netguard.Policy) []Problem {
	var v validator
	if spec.Nomad != nil {
		v.reach("nomad.addr", spec.Nomad.Addr, p)
	}
	if spec.K8s != nil {
		v.reach("k8s.apiServer", spec.K8s.APIServer, p)
	}
	if spec.HTTP != nil {
		v.reach("http.url", spec.HTTP.URL, p)
	}
	return v.problems
}

func (v *validator) reach(field, raw string, p netguard.Policy) {
	u, err := url.Parse(raw)
	if err != nil || u.Hostname() == "" {
		return
	}
	var ips []netip.Addr
	if host := strings.TrimSuffix(u.Hostname(), "."); strings.EqualFold(host, "localhost") {
		ips = []netip.Addr{netip.MustParseAddr("127.0.0.1"), netip.IPv6Loopback()}
	} else if ip, err := netip.ParseAddr(host); err == nil {
		ips = []netip.Addr{ip}
	}
	for _, ip := range ips {
		if p.Allowed(ip) == nil {
			continue
		}
		// The message names the range, never the address.
		why := "an address this tenant may not reach"
		if rg, ok := netguard.RangeOf(ip); ok {
			switch rg.Reach {
			case netguard.Never:
				why = rg.Name + ", which no tenant may reach"
			case netguard.Trusted, netguard.TrustedEmbedded:
				why = rg.Name + ", which an untrusted tenant may not reach"
			}
		}
		v.add(field, fmt.Sprintf("%s's host is %s; the probe and every run would be refused there", field, why))
		return
	}
}
