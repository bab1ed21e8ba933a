package run

import (
	"errors"

	"github.com/everdict/everdict/tenancy"
)

// ErrNotObservable is what AssertObservableBy returns: the viewer may not
// look inside the run.
var ErrNotObservable = errors.New("run not found")

// AssertObservableBy is the one rule of who may look inside a live run
// (exec, a terminal, its screen): the subject that created it, or an ADMIN
// or OPERATOR of its own tenant. An OPERATOR of another tenant may not: a
// tenant's sandboxes are its own, even to the platform's operators. Anyone
// else gets ErrNotObservable, which the API presents as NOT_FOUND, as it
// does a run of another tenant: the viewer learns nothing more of a run it
// may not enter.
func (r Run) AssertObservableBy(v tenancy.Viewer) error {
	switch {
	case v.TenantID == 0 || v.TenantID != r.TenantID:
		return ErrNotObservable
	case v.Role == tenancy.RoleAdmin || v.Role == tenancy.RoleOperator:
		return nil
	case r.CreatedBy != "" && v.Subject == r.CreatedBy:
		return nil
	}
	return ErrNotObservable
}
