package placement_test

import (
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/everdict/everdict/placement"
)

func TestBillRunner(t *testing.T) {
	t.Parallel()
	cases := map[string]struct {
		in   placement.RunnerBilling
		want placement.Bill
	}{
		"a workspace runner bills the workspace at its rate": {
			in:   placement.RunnerBilling{Workspace: true, RatePerHourUSD: 1.5},
			want: placement.Bill{Payer: placement.PayerWorkspace, PerHourUSD: 1.5, ChargeReported: true},
		},
		"a workspace runner with the login the run needs still bills the workspace": {
			in:   placement.RunnerBilling{Workspace: true, Logins: []string{"codex-login"}, Capabilities: []string{"codex-login"}},
			want: placement.Bill{Payer: placement.PayerWorkspace, ChargeReported: true},
		},
		"a workspace runner's default rate is free": {
			in:   placement.RunnerBilling{Workspace: true},
			want: placement.Bill{Payer: placement.PayerWorkspace, ChargeReported: true},
		},
		"a personal runner with the needed login is own-pays": {
			in:   placement.RunnerBilling{RatePerHourUSD: 3, Logins: []string{"claude-login"}, Capabilities: []string{"git", "claude-login"}},
			want: placement.Bill{Payer: placement.PayerOwn},
		},
		"a personal runner lacking one of the needed logins bills the workspace for the reported cost only": {
			in:   placement.RunnerBilling{RatePerHourUSD: 3, Logins: []string{"claude-login", "codex-login"}, Capabilities: []string{"claude-login"}},
			want: placement.Bill{Payer: placement.PayerWorkspace, ChargeReported: true},
		},
		"a personal runner running a harness that needs no login bills the workspace for the reported cost only": {
			in:   placement.RunnerBilling{RatePerHourUSD: 3, Capabilities: []string{"codex-login"}},
			want: placement.Bill{Payer: placement.PayerWorkspace, ChargeReported: true},
		},
		"a negative rate charges nothing": {
			in:   placement.RunnerBilling{Workspace: true, RatePerHourUSD: -2},
			want: placement.Bill{Payer: placement.PayerWorkspace, ChargeReported: true},
		},
	}
	for name, tc := range cases {
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			if diff := cmp.Diff(tc.want, placement.BillRunner(tc.in)); diff != "" {
				t.Errorf("BillRunner(%+v) (-want +got):\n%s", tc.in, diff)
			}
		})
	}
}
