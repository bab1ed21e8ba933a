package placement

import (
	"fmt"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"

	"github.com/everdict/everdict/domain"
)

// cstep is one event on a breaker at t0+at: "allow", "ready", "success",
// or a failure class ("INFRA", "AGENT", …), on key (default acme:r1).
type cstep struct {
	at  time.Duration
	do  string
	key string
}

// playCircuit runs the steps and returns, for each, what happened and the
// key's state afterwards, as "do[=result] STATE".
func playCircuit(b *CircuitBreaker, steps []cstep) []string {
	var got []string
	for _, s := range steps {
		now, key := t0.Add(s.at), s.key
		if key == "" {
			key = CircuitKey("acme", "r1")
		}
		obs := s.do
		switch s.do {
		case "allow":
			obs += fmt.Sprintf("=%v", b.Allow(now, key))
		case "ready":
			obs += fmt.Sprintf("=%v", b.Ready(now, key))
		case "success":
			b.Success(now, key)
		default:
			b.Failure(now, key, domain.FailureClass(s.do))
		}
		got = append(got, obs+" "+string(b.State(now, key)))
	}
	return got
}

func TestCircuitBreaker(t *testing.T) {
	t.Parallel()
	cool := CooldownDefault
	tests := map[string]struct {
		cfg   CircuitConfig
		steps []cstep
		want  []string
	}{
		"a key never seen is closed and admits": {
			steps: []cstep{{do: "ready"}, {do: "allow"}, {do: "allow"}},
			want:  []string{"ready=true CLOSED", "allow=true CLOSED", "allow=true CLOSED"},
		},
		"fewer INFRA failures than the threshold keep it closed": {
			steps: []cstep{{do: "INFRA"}, {do: "INFRA"}, {do: "allow"}},
			want:  []string{"INFRA CLOSED", "INFRA CLOSED", "allow=true CLOSED"},
		},
		"threshold consecutive INFRA failures open it": {
			steps: []cstep{{do: "INFRA"}, {do: "INFRA"}, {do: "INFRA"}},
			want:  []string{"INFRA CLOSED", "INFRA CLOSED", "INFRA OPEN"},
		},
		"a success resets the count": {
			steps: []cstep{{do: "INFRA"}, {do: "INFRA"}, {do: "success"}, {do: "INFRA"}, {do: "INFRA"}},
			want:  []string{"INFRA CLOSED", "INFRA CLOSED", "success CLOSED", "INFRA CLOSED", "INFRA CLOSED"},
		},
		"agent, config, canceled and interrupted failures say nothing": {
			steps: []cstep{
				{do: "INFRA"}, {do: "AGENT"}, {do: "CONFIG"}, {do: "CANCELED"}, {do: "INTERRUPTED"}, {do: "INFRA"}, {do: "AGENT"}, {do: "INFRA"},
			},
			want: []string{
				"INFRA CLOSED", "AGENT CLOSED", "CONFIG CLOSED", "CANCELED CLOSED", "INTERRUPTED CLOSED", "INFRA CLOSED", "AGENT CLOSED", "INFRA OPEN",
			},
		},
		"an open circuit admits nothing during cooldown": {
			steps: []cstep{
				{do: "INFRA"}, {do: "INFRA"}, {do: "INFRA"},
				{at: time.Second, do: "ready"}, {at: cool - time.Nanosecond, do: "allow"},
			},
			want: []string{"INFRA CLOSED", "INFRA CLOSED", "INFRA OPEN", "ready=false OPEN", "allow=false OPEN"},
		},
		"after the cooldown a half-open circuit admits exactly one probe": {
			steps: []cstep{
				{do: "INFRA"}, {do: "INFRA"}, {do: "INFRA"},
				{at: cool, do: "ready"}, {at: cool, do: "allow"}, {at: cool, do: "ready"}, {at: cool + time.Hour, do: "allow"},
			},
			want: []string{
				"INFRA CLOSED", "INFRA CLOSED", "INFRA OPEN",
				"ready=true HALF_OPEN", "allow=true HALF_OPEN", "ready=false HALF_OPEN", "allow=false HALF_OPEN",
			},
		},
		"a successful probe closes it": {
			steps: []cstep{
				{do: "INFRA"}, {do: "INFRA"}, {do: "INFRA"},
				{at: cool, do: "allow"}, {at: cool + time.Second, do: "success"}, {at: cool + time.Second, do: "allow"},
			},
			want: []string{
				"INFRA CLOSED", "INFRA CLOSED", "INFRA OPEN",
				"allow=true HALF_OPEN", "success CLOSED", "allow=true CLOSED",
			},
		},
		"a failed probe re-opens it and re-arms the cooldown": {
			steps: []cstep{
				{do: "INFRA"}, {do: "INFRA"}, {do: "INFRA"},
				{at: cool, do: "allow"}, {at: cool + time.Second, do: "INFRA"},
				{at: 2*cool + time.Second - time.Nanosecond, do: "allow"}, {at: 2*cool + time.Second, do: "allow"},
			},
			want: []string{
				"INFRA CLOSED", "INFRA CLOSED", "INFRA OPEN",
				"allow=true HALF_OPEN", "INFRA OPEN",
				"allow=false OPEN", "allow=true HALF_OPEN",
			},
		},
		"an agent failure ends a probe without moving the circuit": {
			steps: []cstep{
				{do: "INFRA"}, {do: "INFRA"}, {do: "INFRA"},
				{at: cool, do: "allow"}, {at: cool, do: "AGENT"}, {at: cool, do: "allow"}, {at: cool, do: "success"},
			},
			want: []string{
				"INFRA CLOSED", "INFRA CLOSED", "INFRA OPEN",
				"allow=true HALF_OPEN", "AGENT HALF_OPEN", "allow=true HALF_OPEN", "success CLOSED",
			},
		},
		"outcomes during the cooldown do not move an open circuit": {
			steps: []cstep{
				{do: "INFRA"}, {do: "INFRA"}, {do: "INFRA"},
				{at: time.Second, do: "success"}, {at: 2 * time.Second, do: "INFRA"}, {at: cool, do: "ready"},
			},
			want: []string{
				"INFRA CLOSED", "INFRA CLOSED", "INFRA OPEN",
				"success OPEN", "INFRA OPEN", "ready=true HALF_OPEN",
			},
		},
		"a custom threshold and cooldown are honoured": {
			cfg: CircuitConfig{Threshold: 1, Cooldown: time.Second},
			steps: []cstep{
				{do: "INFRA"}, {at: time.Second - time.Nanosecond, do: "ready"}, {at: time.Second, do: "ready"},
			},
			want: []string{"INFRA OPEN", "ready=false OPEN", "ready=true HALF_OPEN"},
		},
		"circuits of different keys are independent": {
			cfg: CircuitConfig{Threshold: 1},
			steps: []cstep{
				{do: "INFRA", key: "acme:r1"}, {do: "allow", key: "bolt:r1"}, {do: "allow", key: "acme:r2"}, {do: "allow", key: "acme:r1"},
			},
			want: []string{"INFRA OPEN", "allow=true CLOSED", "allow=true CLOSED", "allow=false OPEN"},
		},
	}
	for name, tc := range tests {
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			got := playCircuit(NewCircuitBreaker(tc.cfg), tc.steps)
			if diff := cmp.Diff(tc.want, got); diff != "" {
				t.Errorf("circuit (-want +got):\n%s", diff)
			}
		})
	}
}

func TestZeroCircuitBreakerIsReady(t *testing.T) {
	t.Parallel()
	var b CircuitBreaker
	got := playCircuit(&b, []cstep{
		{do: "success"}, {do: "INFRA"}, {do: "INFRA"}, {do: "INFRA"}, {at: CooldownDefault, do: "ready"},
	})
	want := []string{"success CLOSED", "INFRA CLOSED", "INFRA CLOSED", "INFRA OPEN", "ready=true HALF_OPEN"}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("zero breaker uses ThresholdDefault and CooldownDefault (-want +got):\n%s", diff)
	}
}

func TestCircuitStats(t *testing.T) {
	t.Parallel()
	b := NewCircuitBreaker(CircuitConfig{Threshold: 2, Cooldown: time.Minute})
	playCircuit(b, []cstep{
		{do: "INFRA", key: "bolt:r2"},
		{do: "INFRA", key: "acme:r1"}, {do: "INFRA", key: "acme:r1"},
		{at: time.Minute, do: "allow", key: "acme:r1"},
		{do: "INFRA", key: "core:r3"}, {do: "success", key: "core:r3"},
		{do: "AGENT", key: "dune:r4"},
	})
	want := []CircuitStats{
		{Key: "acme:r1", Tenant: "acme", RuntimeID: "r1", State: CircuitHalfOpen, ConsecutiveFailures: 2, OpenedAt: t0, ProbeInFlight: true},
		{Key: "bolt:r2", Tenant: "bolt", RuntimeID: "r2", State: CircuitClosed, ConsecutiveFailures: 1},
	}
	if diff := cmp.Diff(want, b.Stats(t0.Add(time.Minute))); diff != "" {
		t.Errorf("Stats (-want +got):\n%s", diff)
	}
	if got := CircuitKey("acme", "local"); got != "acme:local" {
		t.Errorf(`CircuitKey("acme", "local") = %q`, got)
	}
}
