package run_test

import (
	"errors"
	"testing"

	"github.com/everdict/everdict/run"
	"github.com/everdict/everdict/tenancy"
)

func TestWhoMayLookInsideARun(t *testing.T) {
	t.Parallel()
	r := run.Run{ID: 1, TenantID: 7, CreatedBy: "alice"}
	tests := map[string]struct {
		v    tenancy.Viewer
		want bool
	}{
		"its creator may":                              {tenancy.Viewer{TenantID: 7, Subject: "alice", Role: tenancy.RoleMember}, true},
		"an ADMIN of its tenant may":                   {tenancy.Viewer{TenantID: 7, Subject: "bob", Role: tenancy.RoleAdmin}, true},
		"an OPERATOR of its tenant may":                {tenancy.Viewer{TenantID: 7, Subject: "ops", Role: tenancy.RoleOperator}, true},
		"another MEMBER of its tenant may not":         {tenancy.Viewer{TenantID: 7, Subject: "bob", Role: tenancy.RoleMember}, false},
		"its creator's name in another tenant may not": {tenancy.Viewer{TenantID: 8, Subject: "alice", Role: tenancy.RoleMember}, false},
		"an ADMIN of another tenant may not":           {tenancy.Viewer{TenantID: 8, Subject: "carol", Role: tenancy.RoleAdmin}, false},
		"an OPERATOR of another tenant may not":        {tenancy.Viewer{TenantID: 8, Subject: "root", Role: tenancy.RoleOperator}, false},
		"no viewer may not":                            {tenancy.Viewer{}, false},
	}
	for name, tc := range tests {
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			err := r.AssertObservableBy(tc.v)
			if got := err == nil; got != tc.want {
				t.Errorf("AssertObservableBy = %v, want allowed %v", err, tc.want)
			}
			if err != nil && !errors.Is(err, run.ErrNotObservable) {
				t.Errorf("refusal = %v, want ErrNotObservable", err)
			}
		})
	}
	anonymous := run.Run{ID: 2, TenantID: 7}
	if err := anonymous.AssertObservableBy(tenancy.Viewer{TenantID: 7, Role: tenancy.RoleMember}); err == nil {
		t.Error("a subject-less MEMBER may look inside a run with no recorded creator")
	}
}
