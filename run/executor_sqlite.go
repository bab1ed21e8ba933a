package run

import (
	"context"
	"fmt"
	"time"

	"github.com/everdict/everdict/ent"
	"github.com/everdict/everdict/ent/predicate"
	entrun "github.com/everdict/everdict/ent/run"
	"github.com/everdict/everdict/tenancy"
)

// sqliteExecutor is the executor on SQLite, where a statement costs no
// round trip: a read beside a write is a statement of its own.
type sqliteExecutor struct {
	entExecutor
}

// tenantAndDepth is two statements on SQLite, whose driver cannot say the
// type of a subquery's column (ent's scan of it fails): the tenant, then
// readDepth.
func (e *sqliteExecutor) tenantAndDepth(ctx context.Context, id int, p depthPlan) (*ent.Tenant, depthRead, float64, error) {
	t, err := e.db.Tenant.Get(ctx, id)
	if err != nil {
		return nil, depthRead{}, 0, fmt.Errorf("load tenant: %w", err)
	}
	r, virtual, err := e.readDepth(ctx, p, true)
	if err != nil {
		return nil, depthRead{}, 0, err
	}
	return t, r, virtual, nil
}

func (e *sqliteExecutor) readDepth(ctx context.Context, p depthPlan, clock bool) (depthRead, float64, error) {
	query, names, args := depthStatement(p, clock, "json_group_array", "json_array")
	r, v, err := scanDepth(ctx, e.db, p, query, names, args)
	if err != nil {
		return depthRead{}, 0, fmt.Errorf("queue depth: %w", err)
	}
	return r, v, nil
}

func (e *sqliteExecutor) takeFairTag(ctx context.Context, id int, virtual, step float64) (float64, error) {
	return scanFairTag(ctx, e.db, takeFairTagStatement, id, virtual, step)
}

func (e *sqliteExecutor) queuedSeedBytes(ctx context.Context, q querier, tenantID int) (int64, error) {
	return scanSeedBytes(ctx, q, seedBytesStatement, tenantID)
}

// claimMany is an UPDATE and a read of what it claimed.
func (e *sqliteExecutor) claimMany(ctx context.Context, claims []Claim, owner string, now, expires time.Time) ([]int, error) {
	sys := tenancy.System(ctx)
	ids, byVersion := claimPredicates(claims)
	on := make([]predicate.Run, 0, len(byVersion))
	for v, vids := range byVersion {
		version := entrun.RuntimeVersionID(v)
		if v == 0 {
			version = entrun.RuntimeVersionIDIsNil()
		}
		on = append(on, entrun.And(entrun.IDIn(vids...), version))
	}
	if err := e.db.Run.Update().
		Where(entrun.Or(on...), entrun.StatusEQ(entrun.StatusQUEUED), entrun.OwnerIsNil()).
		SetOwner(owner).SetLeaseExpiresAt(expires).SetDispatchedAt(now).Exec(sys); err != nil {
		return nil, err
	}
	return e.db.Run.Query().Where(entrun.IDIn(ids...), entrun.Owner(owner), entrun.StatusEQ(entrun.StatusQUEUED)).IDs(sys)
}

func (e *sqliteExecutor) applyTransition(ctx context.Context, tr Transition, cost float64, sp *spend, out *outboxRow) (Run, bool, error) {
	return e.apply(ctx, func(ctx context.Context, runs *ent.RunClient) (*ent.Run, error) {
		return updateOne(ctx, runs, tr, cost)
	}, sp, out)
}

// updateOne writes tr's patch through ent's UpdateOne, a transaction of the
// UPDATE and a read back; nil when the run was not in a state to take it.
func updateOne(ctx context.Context, runs *ent.RunClient, tr Transition, cost float64) (*ent.Run, error) {
	u := runs.UpdateOneID(tr.ID).Where(entrun.StatusIn(entStatuses(tr.From...)...))
	if tr.HeldBy != "" {
		u.Where(entrun.Owner(tr.HeldBy))
	}
	if tr.AtAttempt {
		u.Where(entrun.Attempt(tr.Attempt))
	}
	m := u.Mutation()
	for _, c := range patch(tr, cost) {
		var err error
		if c.value == nil {
			err = m.ClearField(c.name)
		} else {
			err = m.SetField(c.name, c.value)
		}
		if err != nil {
			return nil, err
		}
	}
	rec, err := u.Save(ctx)
	if ent.IsNotFound(err) {
		return nil, nil
	}
	return rec, err
}
