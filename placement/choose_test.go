package placement

import (
	"errors"
	"testing"

	"github.com/google/go-cmp/cmp"
)

func TestChoose(t *testing.T) {
	t.Parallel()
	env := Envelope{Slots: 4, MemoryMB: 4096, MilliCPU: 4000}
	rt := func(id string, inFlight int, memMB int64, caps ...string) RuntimeState {
		return RuntimeState{ID: id, Envelope: env, InFlight: inFlight, Reserved: Resources{MemoryMB: memMB}, Capabilities: caps}
	}
	open := func(r RuntimeState) RuntimeState { r.CircuitOpen = true; return r }
	tests := map[string]struct {
		req      Request
		runtimes []RuntimeState
		want     string // chosen runtime ID, "" for none
	}{
		"the least-loaded runtime is chosen": {
			runtimes: []RuntimeState{rt("a", 3, 0), rt("b", 1, 0), rt("c", 2, 0)},
			want:     "b",
		},
		"load is the fullest dimension, not the slot count": {
			runtimes: []RuntimeState{rt("a", 1, 3072), rt("b", 2, 0)},
			want:     "b",
		},
		"a load tie breaks on fewer runs in flight": {
			runtimes: []RuntimeState{
				{ID: "a", Envelope: Envelope{MemoryMB: 1000}, InFlight: 3, Reserved: Resources{MemoryMB: 500}},
				{ID: "b", Envelope: Envelope{MemoryMB: 1000}, InFlight: 1, Reserved: Resources{MemoryMB: 500}},
			},
			want: "b",
		},
		"a full tie goes to the smaller id whatever the input order": {
			runtimes: []RuntimeState{rt("c", 1, 0), rt("a", 1, 0), rt("b", 1, 0)},
			want:     "a",
		},
		"a runtime with an open circuit is never chosen": {
			runtimes: []RuntimeState{open(rt("a", 0, 0)), rt("b", 3, 0)},
			want:     "b",
		},
		"a runtime missing a functional capability is never chosen": {
			req:      Request{Capabilities: []string{"git", "docker"}},
			runtimes: []RuntimeState{rt("a", 0, 0, "git"), rt("b", 3, 0, "docker", "git")},
			want:     "b",
		},
		"a full runtime is passed over for an emptier one": {
			req:      Request{Resources: Resources{MemoryMB: 2048}},
			runtimes: []RuntimeState{rt("a", 1, 3072), rt("b", 0, 0)},
			want:     "b",
		},
		"no runtime at all chooses nothing": {},
	}
	for name, tc := range tests {
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			got := Choose(tc.req, tc.runtimes)
			if got.RuntimeID != tc.want {
				t.Fatalf("Choose chose %q, want %q (%+v)", got.RuntimeID, tc.want, got.Decision)
			}
			if tc.want == "" {
				return
			}
			if !got.Decision.Admitted || got.Rejections != nil || tc.runtimes[got.Index].ID != tc.want {
				t.Errorf("a choice of %q came with Index %d, Decision %+v, Rejections %v", tc.want, got.Index, got.Decision, got.Rejections)
			}
		})
	}
}

func TestChooseSaysWhyNone(t *testing.T) {
	t.Parallel()
	env := Envelope{Slots: 1, MemoryMB: 1024}
	tests := map[string]struct {
		req      Request
		runtimes []RuntimeState
		want     Choice
	}{
		"no runtimes to choose from is not permanent": {
			want: Choice{Index: -1, Rejections: []Rejection{}, Decision: Decision{Rule: RuleNoRuntime, Reason: "no runtimes to choose from"}},
		},
		"busy and broken runtimes are a wait, not a failure": {
			req: Request{Capabilities: []string{"git"}},
			runtimes: []RuntimeState{
				{ID: "busy", Envelope: env, InFlight: 1, Capabilities: []string{"git"}},
				{ID: "broken", Envelope: env, CircuitOpen: true, Capabilities: []string{"git"}},
				{ID: "bare", Envelope: env},
			},
			want: Choice{
				Index: -1,
				Decision: Decision{Rule: RuleNoRuntime,
					Reason: "none of 3 runtimes can take the run (1 SLOTS, 1 CIRCUIT, 1 CAPABILITY)"},
				Rejections: []Rejection{
					{RuntimeID: "busy", Decision: Decision{Rule: RuleSlots, Reason: `runtime "busy" has all 1 slots in use`}},
					{RuntimeID: "broken", Decision: Decision{Rule: RuleCircuit, Reason: `runtime "broken": circuit open`}},
					{RuntimeID: "bare", Decision: Decision{Rule: RuleCapability, Permanent: true, Reason: `runtime "bare" lacks capability "git"`}},
				},
			},
		},
		"a run no runtime could ever take is refused for good": {
			req: Request{Resources: Resources{MemoryMB: 2048}, Capabilities: []string{"kvm"}},
			runtimes: []RuntimeState{
				{ID: "small", Envelope: env, Capabilities: []string{"kvm"}},
				{ID: "nokvm", Envelope: Envelope{MemoryMB: 8192}},
			},
			want: Choice{
				Index: -1,
				Decision: Decision{Rule: RuleNoRuntime, Permanent: true,
					Reason: "none of 2 runtimes can take the run (1 MEMORY, 1 CAPABILITY)"},
				Rejections: []Rejection{
					{RuntimeID: "small", Decision: Decision{Rule: RuleMemory, Permanent: true, Reason: `runtime "small" has 1024 MB of 1024 MB free, the run needs 2048 MB`}},
					{RuntimeID: "nokvm", Decision: Decision{Rule: RuleCapability, Permanent: true, Reason: `runtime "nokvm" lacks capability "kvm"`}},
				},
			},
		},
	}
	for name, tc := range tests {
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			got := Choose(tc.req, tc.runtimes)
			if diff := cmp.Diff(tc.want, got); diff != "" {
				t.Errorf("Choose (-want +got):\n%s", diff)
			}
			if err := got.Err(); !errors.Is(err, ErrNoPlacement) {
				t.Errorf("Err() = %v, want it to wrap ErrNoPlacement", err)
			}
		})
	}
}
