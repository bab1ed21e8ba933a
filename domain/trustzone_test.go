package domain

import (
	"errors"
	"testing"

	"github.com/google/go-cmp/cmp"
)

func TestZoneFor(t *testing.T) {
	t.Parallel()
	tests := map[string]struct {
		tenant  string
		trusted bool
		want    TrustZone
	}{
		"an untrusted tenant requires a hardened runtime": {
			tenant: "acme",
			want:   TrustZone{Tenant: "acme", HardenedRequired: true, Namespace: "evd-acme", Network: NetworkDenyCrossTenant},
		},
		"a trusted tenant may run on a shared kernel": {
			tenant: "default", trusted: true,
			want: TrustZone{Tenant: "default", Trusted: true, Namespace: "evd-default", Network: NetworkDenyCrossTenant},
		},
	}
	for name, tc := range tests {
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			if diff := cmp.Diff(tc.want, ZoneFor(tc.tenant, tc.trusted)); diff != "" {
				t.Errorf("ZoneFor (-want +got):\n%s", diff)
			}
		})
	}
}

func TestAssertHardenedIsolation(t *testing.T) {
	t.Parallel()
	tests := map[string]struct {
		zone    TrustZone
		runtime RuntimeIsolation
		want    error
	}{
		"an untrusted tenant never runs on a shared-kernel runtime": {
			zone: ZoneFor("acme", false), runtime: RuntimeIsolation{ID: "local"}, want: ErrSharedKernel,
		},
		"an untrusted tenant runs on a hardened runtime": {
			zone: ZoneFor("acme", false), runtime: RuntimeIsolation{ID: "gvisor", Hardened: true},
		},
		"a trusted tenant runs on a shared-kernel runtime": {
			zone: ZoneFor("default", true), runtime: RuntimeIsolation{ID: "local"},
		},
		"a trusted tenant runs on a hardened runtime": {
			zone: ZoneFor("default", true), runtime: RuntimeIsolation{ID: "gvisor", Hardened: true},
		},
		"the zero zone is untrusted and refused a shared kernel": {
			zone: TrustZone{Tenant: "acme"}, runtime: RuntimeIsolation{ID: "local"}, want: ErrSharedKernel,
		},
		"a hand-built untrusted zone that forgot HardenedRequired still fails closed": {
			zone: TrustZone{Tenant: "acme", Namespace: "evd-acme"}, runtime: RuntimeIsolation{ID: "local"}, want: ErrSharedKernel,
		},
	}
	for name, tc := range tests {
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			err := AssertHardenedIsolation(tc.zone, tc.runtime)
			if !errors.Is(err, tc.want) || (tc.want == nil) != (err == nil) {
				t.Fatalf("AssertHardenedIsolation = %v, want %v", err, tc.want)
			}
			if err != nil && err.Error() != `runtime "local" for tenant "acme": untrusted tenant requires a hardened runtime` {
				t.Errorf("error message %q names neither runtime nor tenant", err)
			}
		})
	}
}

func TestOnlyInfraCountsAgainstRuntime(t *testing.T) {
	t.Parallel()
	want := map[FailureClass]bool{
		FailureInfra: true, FailureAgent: false, FailureConfig: false, FailureCanceled: false, FailureInterrupted: false, "": false,
	}
	got := map[FailureClass]bool{}
	for c := range want {
		got[c] = c.CountsAgainstRuntime()
	}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("CountsAgainstRuntime (-want +got):\n%s", diff)
	}
}
