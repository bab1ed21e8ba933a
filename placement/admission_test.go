package placement

import (
	"errors"
	"math"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"
)

func TestAdmitSubmit(t *testing.T) {
	t.Parallel()
	tests := map[string]struct {
		cfg    AdmissionConfig
		tenant TenantState
		total  int
		want   Decision
		err    error
	}{
		"a tenant without limits is admitted": {
			tenant: TenantState{Tenant: "acme", Queued: 500},
			total:  500,
			want:   Decision{Admitted: true},
		},
		"a spent budget refuses with payment required": {
			tenant: TenantState{Tenant: "acme", Budget: Budget{Limited: true, LimitUSD: 10, SpentUSD: 10}},
			want:   Decision{Rule: RuleBudget, Reason: `tenant "acme" has spent $10.00 of its $10.00 budget`},
			err:    ErrPaymentRequired,
		},
		"a budget with money left admits": {
			tenant: TenantState{Tenant: "acme", Budget: Budget{Limited: true, LimitUSD: 10, SpentUSD: 9.99}},
			want:   Decision{Admitted: true},
		},
		"a zero budget that is not limited admits": {
			tenant: TenantState{Tenant: "acme", Budget: Budget{SpentUSD: 1000}},
			want:   Decision{Admitted: true},
		},
		"a limited budget of zero refuses at once": {
			tenant: TenantState{Tenant: "acme", Budget: Budget{Limited: true}},
			want:   Decision{Rule: RuleBudget, Reason: `tenant "acme" has spent $0.00 of its $0.00 budget`},
			err:    ErrPaymentRequired,
		},
		"a tenant queue at its depth limit refuses with rate limited": {
			tenant: TenantState{Tenant: "acme", Queued: 5, MaxQueueDepth: 5},
			want:   Decision{Rule: RuleTenantQueueDepth, Reason: `tenant "acme" has 5 runs queued, its limit is 5`},
			err:    ErrRateLimited,
		},
		"a tenant queue one below its limit admits": {
			tenant: TenantState{Tenant: "acme", Queued: 4, MaxQueueDepth: 5},
			want:   Decision{Admitted: true},
		},
		"a full global queue refuses with rate limited": {
			cfg:    AdmissionConfig{MaxQueueDepth: 100},
			tenant: TenantState{Tenant: "acme"},
			total:  100,
			want:   Decision{Rule: RuleQueueDepth, Reason: "100 runs are queued, the limit is 100"},
			err:    ErrRateLimited,
		},
		"the zero config limits the global queue to MaxQueueDepthDefault": {
			tenant: TenantState{Tenant: "acme"},
			total:  MaxQueueDepthDefault,
			want:   Decision{Rule: RuleQueueDepth, Reason: "10000 runs are queued, the limit is 10000"},
			err:    ErrRateLimited,
		},
		"the budget is checked before queue depth": {
			cfg:    AdmissionConfig{MaxQueueDepth: 1},
			tenant: TenantState{Tenant: "acme", Queued: 9, MaxQueueDepth: 1, Budget: Budget{Limited: true, LimitUSD: 1, SpentUSD: 2}},
			total:  9,
			want:   Decision{Rule: RuleBudget, Reason: `tenant "acme" has spent $2.00 of its $1.00 budget`},
			err:    ErrPaymentRequired,
		},
	}
	for name, tc := range tests {
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			got := AdmitSubmit(tc.cfg, tc.tenant, tc.total)
			if diff := cmp.Diff(tc.want, got); diff != "" {
				t.Errorf("AdmitSubmit (-want +got):\n%s", diff)
			}
			checkErr(t, got, tc.err)
		})
	}
}

// checkErr checks that d.Err() is nil for an admission and otherwise wraps
// want and carries the reason.
func checkErr(t *testing.T, d Decision, want error) {
	t.Helper()
	err := d.Err()
	if want == nil {
		if err != nil {
			t.Errorf("Err() = %v, want nil", err)
		}
		return
	}
	if !errors.Is(err, want) {
		t.Errorf("Err() = %v, want it to wrap %v", err, want)
	}
	if err != nil && d.Reason != "" && err.Error() != d.Reason+": "+want.Error() {
		t.Errorf("Err() = %q, want the reason then %q", err, want)
	}
}

func TestAdmitQuota(t *testing.T) {
	t.Parallel()
	tests := map[string]struct {
		tenant TenantState
		want   Decision
	}{
		"a tenant without a quota is admitted": {
			tenant: TenantState{Tenant: "acme", Running: 1000},
			want:   Decision{Admitted: true},
		},
		"a tenant below its quota is admitted": {
			tenant: TenantState{Tenant: "acme", Running: 2, MaxConcurrent: 3},
			want:   Decision{Admitted: true},
		},
		"a tenant at its quota is refused": {
			tenant: TenantState{Tenant: "acme", Running: 3, MaxConcurrent: 3},
			want:   Decision{Rule: RuleQuota, Reason: `tenant "acme" runs 3 of its 3 concurrent runs`},
		},
	}
	for name, tc := range tests {
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			got := AdmitQuota(tc.tenant)
			if diff := cmp.Diff(tc.want, got); diff != "" {
				t.Errorf("AdmitQuota (-want +got):\n%s", diff)
			}
			if !got.Admitted {
				checkErr(t, got, ErrQuotaReached)
			}
		})
	}
}

func TestAdmitEnvelope(t *testing.T) {
	t.Parallel()
	env := Envelope{Slots: 2, MemoryMB: 4096, MilliCPU: 2000}
	tests := map[string]struct {
		runtime RuntimeState
		res     Resources
		want    Decision
	}{
		"a run that fits an idle runtime is admitted": {
			runtime: RuntimeState{ID: "r1", Envelope: env},
			res:     Resources{MemoryMB: 4096, MilliCPU: 2000},
			want:    Decision{Admitted: true},
		},
		"a runtime without limits admits anything": {
			runtime: RuntimeState{ID: "r1", InFlight: 1000, Reserved: Resources{MemoryMB: 1 << 40}},
			res:     Resources{MemoryMB: 1 << 40, MilliCPU: 1 << 40},
			want:    Decision{Admitted: true},
		},
		"a runtime with every slot in use refuses for now": {
			runtime: RuntimeState{ID: "r1", Envelope: env, InFlight: 2},
			want:    Decision{Rule: RuleSlots, Reason: `runtime "r1" has all 2 slots in use`},
		},
		"a runtime short of free memory refuses for now": {
			runtime: RuntimeState{ID: "r1", Envelope: env, InFlight: 1, Reserved: Resources{MemoryMB: 3072}},
			res:     Resources{MemoryMB: 2048},
			want:    Decision{Rule: RuleMemory, Reason: `runtime "r1" has 1024 MB of 4096 MB free, the run needs 2048 MB`},
		},
		"a run needing more memory than the whole budget is refused for good": {
			runtime: RuntimeState{ID: "r1", Envelope: env},
			res:     Resources{MemoryMB: 8192},
			want:    Decision{Rule: RuleMemory, Permanent: true, Reason: `runtime "r1" has 4096 MB of 4096 MB free, the run needs 8192 MB`},
		},
		"a runtime short of free CPU refuses for now": {
			runtime: RuntimeState{ID: "r1", Envelope: env, InFlight: 1, Reserved: Resources{MilliCPU: 1500}},
			res:     Resources{MilliCPU: 1000},
			want:    Decision{Rule: RuleCPU, Reason: `runtime "r1" has 500m of 2000m CPU free, the run needs 1000m`},
		},
		"a run needing more CPU than the whole budget is refused for good": {
			runtime: RuntimeState{ID: "r1", Envelope: env},
			res:     Resources{MilliCPU: 2001},
			want:    Decision{Rule: RuleCPU, Permanent: true, Reason: `runtime "r1" has 2000m of 2000m CPU free, the run needs 2001m`},
		},
		"an over-committed runtime reports no negative free memory": {
			runtime: RuntimeState{ID: "r1", Envelope: env, Reserved: Resources{MemoryMB: 5000}},
			res:     Resources{MemoryMB: 1},
			want:    Decision{Rule: RuleMemory, Reason: `runtime "r1" has 0 MB of 4096 MB free, the run needs 1 MB`},
		},
	}
	for name, tc := range tests {
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			got := AdmitEnvelope(tc.runtime, tc.res)
			if diff := cmp.Diff(tc.want, got); diff != "" {
				t.Errorf("AdmitEnvelope (-want +got):\n%s", diff)
			}
			if !got.Admitted {
				checkErr(t, got, ErrNoCapacity)
			}
		})
	}
}

func TestDecisionErr(t *testing.T) {
	t.Parallel()
	tests := map[string]struct {
		decision Decision
		want     error
	}{
		"an admission has no error":                       {Decision{Admitted: true}, nil},
		"the zero decision is a refusal":                  {Decision{}, ErrRefused},
		"an unknown rule wraps ErrRefused":                {Decision{Rule: "MOON_PHASE", Reason: "waning"}, ErrRefused},
		"a circuit refusal wraps ErrCircuitOpen":          {Decision{Rule: RuleCircuit, Reason: "x"}, ErrCircuitOpen},
		"a capability refusal wraps ErrMissingCapability": {Decision{Rule: RuleCapability, Reason: "x"}, ErrMissingCapability},
		"a no-runtime refusal wraps ErrNoPlacement":       {Decision{Rule: RuleNoRuntime, Reason: "x"}, ErrNoPlacement},
	}
	for name, tc := range tests {
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			checkErr(t, tc.decision, tc.want)
		})
	}
}

func TestToMilliCPU(t *testing.T) {
	t.Parallel()
	tests := map[string]struct {
		cpu  float64
		want int64
	}{
		"half a core is 500m":           {0.5, 500},
		"0.1 core is exactly 100m":      {0.1, 100},
		"a third rounds to nearest":     {1.0 / 3, 333},
		"negative CPU is none":          {-2, 0},
		"CPU that is not a number is 0": {math.NaN(), 0},
	}
	for name, tc := range tests {
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			if got := ToMilliCPU(tc.cpu); got != tc.want {
				t.Errorf("ToMilliCPU(%v) = %d, want %d", tc.cpu, got, tc.want)
			}
		})
	}
}

func TestReserveAndRelease(t *testing.T) {
	t.Parallel()
	r := RuntimeState{ID: "r1", Envelope: Envelope{Slots: 4, MemoryMB: 1000, MilliCPU: 1000}}
	res := Resources{MemoryMB: 300, MilliCPU: 250}
	held := r.Reserve(res).Reserve(res)
	want := r
	want.InFlight, want.Reserved = 2, Resources{MemoryMB: 600, MilliCPU: 500}
	if diff := cmp.Diff(want, held); diff != "" {
		t.Errorf("after two Reserves (-want +got):\n%s", diff)
	}
	if diff := cmp.Diff(Resources{MemoryMB: 400, MilliCPU: 500}, held.Free()); diff != "" {
		t.Errorf("Free() (-want +got):\n%s", diff)
	}
	if diff := cmp.Diff(r, held.Release(res).Release(res)); diff != "" {
		t.Errorf("Release does not undo Reserve (-want +got):\n%s", diff)
	}
	if diff := cmp.Diff(Resources{MemoryMB: math.MaxInt64, MilliCPU: math.MaxInt64}, (RuntimeState{}).Free()); diff != "" {
		t.Errorf("a runtime without limits: Free() (-want +got):\n%s", diff)
	}
}

func TestSpendInPeriod(t *testing.T) {
	t.Parallel()
	now := time.Date(2026, 3, 15, 12, 0, 0, 0, time.UTC)
	cases := map[string]struct {
		start   time.Time
		monthly bool
		want    float64
	}{
		"without a period the spend stands":                 {time.Date(2025, 1, 1, 0, 0, 0, 0, time.UTC), false, 40},
		"a monthly spend counted this month stands":         {time.Date(2026, 3, 1, 0, 0, 0, 0, time.UTC), true, 40},
		"a monthly spend counted last month is spent again": {time.Date(2026, 2, 28, 23, 0, 0, 0, time.UTC), true, 0},
		"a monthly spend never counted is spent again":      {time.Time{}, true, 0},
	}
	for name, tc := range cases {
		if got := SpendInPeriod(40, tc.start, tc.monthly, now); got != tc.want {
			t.Errorf("%s: %v, want %v", name, got, tc.want)
		}
	}
}
