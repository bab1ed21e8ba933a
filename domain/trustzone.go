package domain

import (
	"errors"
	"fmt"
)

// ErrSharedKernel is returned by AssertHardenedIsolation when an untrusted
// tenant's run would land on a runtime that shares the host kernel.
var ErrSharedKernel = errors.New("untrusted tenant requires a hardened runtime")

// NetworkPolicy is the network isolation a zone asks of a backend.
type NetworkPolicy string

// Network policies.
const (
	// NetworkDenyCrossTenant denies traffic to and from other tenants' workloads.
	NetworkDenyCrossTenant NetworkPolicy = "deny-cross-tenant"
)

// TrustZone is where a tenant's runs may execute and how they are fenced.
// A zero TrustZone is untrusted with no namespace; build zones with ZoneFor.
type TrustZone struct {
	// Tenant is the tenant slug the zone belongs to.
	Tenant string
	// Trusted tenants may run on shared-kernel runtimes.
	Trusted bool
	// HardenedRequired is true when the run must execute on a hardened
	// (kernel-isolating) runtime: always when !Trusted, and for a run whose
	// case asks for isolation (see ForCase).
	HardenedRequired bool
	// Namespace is the per-tenant namespace backends place workloads in.
	Namespace string
	// Network is the network policy backends apply.
	Network NetworkPolicy
}

// ZoneFor returns the trust zone of a tenant: namespace evd-<tenant>, network
// denied across tenants, and a hardened runtime required unless trusted.
func ZoneFor(tenant string, trusted bool) TrustZone {
	return TrustZone{
		Tenant:           tenant,
		Trusted:          trusted,
		HardenedRequired: !trusted,
		Namespace:        "evd-" + tenant,
		Network:          NetworkDenyCrossTenant,
	}
}

// ForCase is z for one run: a case that asks for isolation runs on a
// hardened runtime whatever its tenant's trust.
func (z TrustZone) ForCase(isolation bool) TrustZone {
	z.HardenedRequired = z.HardenedRequired || isolation
	return z
}

// RuntimeIsolation describes, for the trust-zone check, how a runtime
// isolates the jobs it runs.
type RuntimeIsolation struct {
	// ID names the runtime in errors.
	ID string
	// Hardened is true when jobs run behind a kernel boundary (a sandbox such
	// as bubblewrap or gVisor, a Kubernetes runtimeClass, an isolating Nomad
	// driver).
	Hardened bool
}

// AssertHardenedIsolation refuses a shared-kernel runtime for a zone that
// requires a hardened one. A zone that is not Trusted requires one whatever
// HardenedRequired says, so a zero or hand-built zone fails closed. It
// returns an error wrapping ErrSharedKernel, or nil.
func AssertHardenedIsolation(zone TrustZone, rt RuntimeIsolation) error {
	if (zone.HardenedRequired || !zone.Trusted) && !rt.Hardened {
		return fmt.Errorf("runtime %q for tenant %q: %w", rt.ID, zone.Tenant, ErrSharedKernel)
	}
	return nil
}
