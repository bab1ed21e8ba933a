package runtime

import (
	"slices"

	"github.com/everdict/everdict/evalcase"
)

// CapabilityKind says which layer enforces a capability. The zero value is
// not a kind.
type CapabilityKind string

// The capability kinds (GraphQL CapabilityDef.kind).
const (
	// CapabilityFunctional capabilities gate placement: a run goes only where
	// every functional capability it needs is advertised.
	CapabilityFunctional CapabilityKind = "FUNCTIONAL"
	// CapabilitySecurity capabilities are hints; the trust zone enforces
	// isolation at dispatch, whatever a label says.
	CapabilitySecurity CapabilityKind = "SECURITY"
	// CapabilityAuth capabilities decide who pays (a logged-in agent CLI on
	// the runtime versus the tenant's own keys).
	CapabilityAuth CapabilityKind = "AUTH"
)

// The capability names.
const (
	CapGit         = "git"          // clone a case's repo
	CapDocker      = "docker"       // run a case's container image
	CapBrowser     = "browser"      // a Chromium for browser cases
	CapComputerUse = "computer-use" // an OS GUI the agent can drive
	CapKVM         = "kvm"          // hardware virtualisation (/dev/kvm)
	CapSandbox     = "sandbox"      // a kernel-isolating sandbox (bwrap, runsc, VM)
	CapCodexLogin  = "codex-login"  // a logged-in Codex CLI
	CapClaudeLogin = "claude-login" // a logged-in Claude Code CLI
)

// CapabilityDef is one entry of the vocabulary.
type CapabilityDef struct {
	Name string         `json:"name"`
	Kind CapabilityKind `json:"kind"`
}

// vocabulary is the one list of capabilities, grouped by kind.
var vocabulary = []CapabilityDef{
	{CapGit, CapabilityFunctional},
	{CapDocker, CapabilityFunctional},
	{CapBrowser, CapabilityFunctional},
	{CapComputerUse, CapabilityFunctional},
	{CapKVM, CapabilityFunctional},
	{CapSandbox, CapabilitySecurity},
	{CapCodexLogin, CapabilityAuth},
	{CapClaudeLogin, CapabilityAuth},
}

// Vocabulary returns every capability with its kind: functional ones first,
// then security, then auth. The slice is the caller's to keep or change.
func Vocabulary() []CapabilityDef { return slices.Clone(vocabulary) }

// CapabilityKindOf returns the kind of a capability name, and false when the
// name is not in the vocabulary. Names are case-sensitive.
func CapabilityKindOf(name string) (CapabilityKind, bool) {
	for _, d := range vocabulary {
		if d.Name == name {
			return d.Kind, true
		}
	}
	return "", false
}

// Partitioned is a list of capability names split by kind, each part sorted
// and free of duplicates; Unknown holds names outside the vocabulary.
type Partitioned struct {
	Functional []string
	Security   []string
	Auth       []string
	Unknown    []string
}

// Partition splits names by kind, routing each to its enforcement layer.
// Parts with no names are nil.
func Partition(names []string) Partitioned {
	var p Partitioned
	for _, n := range sortedUnique(names) {
		kind, _ := CapabilityKindOf(n)
		switch kind {
		case CapabilityFunctional:
			p.Functional = append(p.Functional, n)
		case CapabilitySecurity:
			p.Security = append(p.Security, n)
		case CapabilityAuth:
			p.Auth = append(p.Auth, n)
		default:
			p.Unknown = append(p.Unknown, n)
		}
	}
	return p
}

// FunctionalGate returns the functional capabilities in required that
// advertised lacks, sorted and unique; nil means the gate passes. Security
// and auth names in required never gate placement (the trust zone and the
// payer decision handle them), and neither do unknown names.
func FunctionalGate(required, advertised []string) (missing []string) {
	for _, n := range Partition(required).Functional {
		if !slices.Contains(advertised, n) {
			missing = append(missing, n)
		}
	}
	return missing
}

// RequiredCapabilities derives what a run needs of its runtime from its case
// and harness: an image (the case's or the harness's) needs docker, a repo
// git, browser browser, osUse computer-use and isolation sandbox. The result
// is sorted; nil when the run needs nothing.
func RequiredCapabilities(c evalcase.Case, h evalcase.Harness) []string {
	var req []string
	if c.Image != "" || h.Image != "" {
		req = append(req, CapDocker)
	}
	if c.Repo != nil {
		req = append(req, CapGit)
	}
	if c.Browser {
		req = append(req, CapBrowser)
	}
	if c.OSUse {
		req = append(req, CapComputerUse)
	}
	if c.Isolation {
		req = append(req, CapSandbox)
	}
	return sortedUnique(req)
}

// DefaultRuntimeCapabilities computes the labels the server gives a runtime
// at register, so no client re-implements the rule:
//
//   - every hardened spec (see RuntimeSpec.Hardened) gets sandbox;
//   - NOMAD with a container driver (docker, podman) gets docker, and NOMAD
//     and K8S get git (their job wrapper clones a case's repository);
//   - K8S gets docker (pods run images);
//   - LOCAL gets what the host probes found (host, from DetectCapabilities),
//     except docker: LOCAL runs no image, whatever its host has installed;
//
// merged with the spec's own declared capabilities (a LOCAL runtime's
// declared docker is dropped too: a label says what the runtime can do). Names outside the
// vocabulary are dropped; the result is sorted and unique, nil when empty.
// host is ignored for kinds other than LOCAL.
func DefaultRuntimeCapabilities(spec RuntimeSpec, host []string) []string {
	caps := slices.Clone(spec.Capabilities)
	if spec.Hardened() {
		caps = append(caps, CapSandbox)
	}
	switch spec.Kind {
	case KindLocal:
		caps = append(caps, host...)
	case KindNomad:
		caps = append(caps, CapGit)
		if spec.Nomad != nil && slices.Contains(nomadImageDrivers, spec.Nomad.EffectiveDriver()) {
			caps = append(caps, CapDocker)
		}
	case KindK8s:
		caps = append(caps, CapGit, CapDocker)
	}
	known := caps[:0]
	for _, n := range caps {
		if _, ok := CapabilityKindOf(n); ok && !(spec.Kind == KindLocal && n == CapDocker) {
			known = append(known, n)
		}
	}
	return sortedUnique(known)
}

// sortedUnique returns a sorted copy of names without duplicates, nil when
// empty.
func sortedUnique(names []string) []string {
	if len(names) == 0 {
		return nil
	}
	out := slices.Clone(names)
	slices.Sort(out)
	return slices.Compact(out)
}

// RunnerCapabilities are what a self-hosted runner whose machine advertises
// advertised can do: all of it but docker, since a runner's executor is
// LOCAL, which runs no image.
func RunnerCapabilities(advertised []string) []string {
	return slices.DeleteFunc(slices.Clone(advertised), func(c string) bool { return c == CapDocker })
}
