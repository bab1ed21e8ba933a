package run_test

import (
	"math"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/everdict/everdict/errcode"
	"github.com/everdict/everdict/evalcase"
	"github.com/everdict/everdict/run"
	"github.com/everdict/everdict/tenancy"
)

// TestASubmittedClaimIsBoundedNamingItsField: cpu 1e308 once queued a run
// forever and cpu 2e8 overflowed a cgroup quota. A claim is at most 1,024
// CPUs and 4 TiB, finite and not negative; anything else is BAD_USER_INPUT
// naming the field.
func TestASubmittedClaimIsBoundedNamingItsField(t *testing.T) {
	t.Parallel()
	h := evalcase.Harness{Name: "h", Command: []string{"true"}}
	tests := map[string]struct {
		res  evalcase.Resources
		want []string
	}{
		"no claim is valid":              {evalcase.Resources{}, nil},
		"a claim at the bounds is valid": {evalcase.Resources{MemoryMB: evalcase.MemoryMBMax, CPU: evalcase.CPUMax}, nil},
		"cpu 1e308 is refused":           {evalcase.Resources{CPU: 1e308}, []string{"case.resources.cpu is at most 1024 CPUs"}},
		"cpu 2e8 is refused":             {evalcase.Resources{CPU: 2e8}, []string{"case.resources.cpu is at most 1024 CPUs"}},
		"an infinite cpu is refused":     {evalcase.Resources{CPU: math.Inf(1)}, []string{"case.resources.cpu must be a finite number of CPUs"}},
		"a NaN cpu is refused":           {evalcase.Resources{CPU: math.NaN()}, []string{"case.resources.cpu must be a finite number of CPUs"}},
		"a negative cpu is refused":      {evalcase.Resources{CPU: -1}, []string{"case.resources.cpu cannot be negative; leave it out to claim none"}},
		"a cpu below a millicore is refused, as it would round to no quota": {evalcase.Resources{CPU: 5e-324},
			[]string{"case.resources.cpu is at least 0.001 CPUs (a millicore); leave it out to claim none"}},
		"more than 4 TiB is refused": {evalcase.Resources{MemoryMB: evalcase.MemoryMBMax + 1}, []string{"case.resources.memoryMb is at most 4194304 (4 TiB)"}},
		"negative memory is refused": {evalcase.Resources{MemoryMB: -1}, []string{"case.resources.memoryMb cannot be negative; leave it out to claim none"}},
	}
	for name, tc := range tests {
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			err := run.ValidateSubmission(evalcase.Case{Task: "t", Resources: tc.res}, h)
			var got []string
			if err != nil {
				if errcode.Of(err) != errcode.BadUserInput {
					t.Fatalf("code = %s, want BAD_USER_INPUT", errcode.Of(err))
				}
				got = err.(*errcode.Error).Fields["problems"].([]string)
			}
			if diff := cmp.Diff(tc.want, got); diff != "" {
				t.Errorf("problems (-want +got):\n%s", diff)
			}
		})
	}
}

// TestASubmitTakesTheRuntimesDefaultsForWhatTheCaseLeavesOut: a runtime's
// admission defaults (or, on LOCAL, 2 GiB and 1 CPU) fill the resources a
// case leaves out, at submit, so the run record, the envelope check and the
// job all see the effective claim.
func TestASubmitTakesTheRuntimesDefaultsForWhatTheCaseLeavesOut(t *testing.T) {
	t.Parallel()
	b := setup(t, true)
	b.app.Do(t, b.op, `mutation { registerRuntime(input: {name: "small", kind: LOCAL, shared: true, admission: {defaultMemoryMb: 512, defaultCpu: 0.5}}) { version } }`, nil).Decode(t, &struct{}{})
	tok := b.app.Tenant(t, "acme", true, tenancy.RoleMember)
	type res struct{ MemoryMb, Cpu float64 }
	tests := map[string]struct {
		runtime  string
		declared map[string]any
		want     res
	}{
		"a case with no claim takes the runtime's defaults":      {"small", nil, res{512, 0.5}},
		"a case's own memory is kept, its cpu takes the default": {"small", map[string]any{"memoryMb": 100}, res{100, 0.5}},
		"a LOCAL runtime without defaults gives 2 GiB and 1 CPU": {"pool", nil, res{2048, 1}},
	}
	for name, tc := range tests {
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			var got struct {
				SubmitRun struct{ Case struct{ Resources res } }
			}
			b.app.Do(t, tok, `mutation($in: SubmitRunInput!) { submitRun(input: $in) { case { resources { memoryMb cpu } } } }`,
				input(tc.runtime, func(in map[string]any) {
					if tc.declared != nil {
						in["case"].(map[string]any)["resources"] = tc.declared
					}
				})).Decode(t, &got)
			if diff := cmp.Diff(tc.want, got.SubmitRun.Case.Resources); diff != "" {
				t.Errorf("the run's resources (-want +got):\n%s", diff)
			}
		})
	}
}
