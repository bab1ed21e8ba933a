package queue

import (
	"context"
	"fmt"

	"github.com/everdict/everdict/ent"
	"github.com/everdict/everdict/ent/registeredruntime"
	"github.com/everdict/everdict/ent/runtimeversion"
	"github.com/everdict/everdict/ledger"
	"github.com/everdict/everdict/placement"
	"github.com/everdict/everdict/runtime"
	"github.com/everdict/everdict/tenancy"
)

// Elastic is one elastic runtime's bounds and demand, for the autoscaler.
type Elastic struct {
	RuntimeID int
	TenantID  int
	Name      string
	// Key is the runtime's capacity key in the ledger.
	Key       string
	Autoscale runtime.Autoscale
	// Demand is its queued runs (counted in the store) and the runs it
	// holds (counted in the ledger).
	Demand placement.Demand
}

// Elastic returns every runtime whose newest unarchived version declares
// admission.autoscale, with its demand, across every tenant: the platform's
// own read (the autoscaler), never a viewer's.
func (r *Reader) Elastic(ctx context.Context) ([]Elastic, error) {
	sys := tenancy.System(ctx)
	rts, err := r.cfg.DB.RegisteredRuntime.Query().Order(ent.Asc(registeredruntime.FieldID)).
		WithVersions(func(q *ent.RuntimeVersionQuery) {
			q.Where(runtimeversion.Archived(false)).Order(ent.Desc(runtimeversion.FieldVersion))
		}).All(sys)
	if err != nil {
		return nil, fmt.Errorf("elastic runtimes: %w", err)
	}
	var out []Elastic
	var ids []int
	for _, rt := range rts {
		if len(rt.Edges.Versions) == 0 || rt.Edges.Versions[0].Spec.Admission.Autoscale == nil {
			continue
		}
		out = append(out, Elastic{RuntimeID: rt.ID, TenantID: rt.TenantID, Name: rt.Name, Key: ledger.RuntimeKey(rt.ID),
			Autoscale: *rt.Edges.Versions[0].Spec.Admission.Autoscale})
		ids = append(ids, rt.ID)
	}
	if len(out) == 0 {
		return nil, nil
	}
	queued, err := r.cfg.Runs.CountQueuedOn(sys, ids)
	if err != nil {
		return nil, fmt.Errorf("elastic runtimes: %w", err)
	}
	for i := range out {
		u, err := r.cfg.Ledger.Usage(sys, out[i].Key)
		if err != nil {
			return nil, fmt.Errorf("elastic runtimes: %w", err)
		}
		out[i].Demand = placement.Demand{Queued: queued[out[i].RuntimeID], InFlight: u.InFlight}
	}
	return out, nil
}
