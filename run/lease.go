package run

import (
	"cmp"
	"context"
	"fmt"
	"slices"
	"time"

	"github.com/everdict/everdict/ent"
	"github.com/everdict/everdict/ent/predicate"
	entrun "github.com/everdict/everdict/ent/run"
	"github.com/everdict/everdict/tenancy"
)

// Get returns run id as the platform sees it (no tenant scope).
func (s *Service) Get(ctx context.Context, id int) (Run, error) {
	r, err := s.get(tenancy.System(ctx), id)
	if err != nil {
		return Run{}, fmt.Errorf("get run %d: %w", id, err)
	}
	return r, nil
}

// View returns run id as the viewer in ctx may see it: another tenant's run
// is NOT_FOUND, as the store's tenant scope has it.
func (s *Service) View(ctx context.Context, id int) (Run, error) {
	return s.view(ctx, id)
}

// get reads run id through ctx, unwrapped: the store's not-found error is
// the caller's to wrap or present.
func (s *Service) get(ctx context.Context, id int) (Run, error) {
	return s.exec.getRun(tenancy.System(ctx), id)
}

// view reads run id through ctx's tenant scope.
func (s *Service) view(ctx context.Context, id int) (Run, error) {
	return s.exec.getRun(ctx, id)
}

// QueueQuery asks for the queued runs no replica holds on some runtimes,
// best first: INTERACTIVE runs and BATCH runs queued at least Aging before
// Now, by fair tag (of the aged BATCH runs, the oldest are read first);
// then younger BATCH runs, by fair tag. The Skip fields
// leave out what a dispatcher already knows it cannot place now.
type QueueQuery struct {
	Now   time.Time
	Aging time.Duration
	// Limit bounds the answer; it must be positive.
	Limit int
	// Runtimes are the runtimes whose queued runs to read (runs queued
	// before the store kept runtime ids are read as well). Each is read by
	// its own index range, so a deep queue on a runtime left out costs
	// nothing.
	Runtimes []int
	// LineLimits bounds the runs read of one runtime's line (by runtime
	// id), for a runtime with only that many free slots; a runtime not in
	// it is bounded by Limit alone.
	LineLimits  map[int]int
	SkipTenants []int
	// SkipPairs leaves out one tenant's runs on one runtime: {tenant, runtime}.
	SkipPairs [][2]int
	SkipRuns  []int
}

// QueuePage is the answer to a QueueQuery.
type QueuePage struct {
	// Runs are the heads of the lines, best first.
	Runs []Run
	// More reports that a line may hold queued runs beyond Runs (it gave
	// as many as it was asked for); false means Runs holds every queued
	// run of the lines read.
	More bool
	// Empty are the runtimes (of QueueQuery.Runtimes) whose lines were read
	// whole and held no run to take.
	Empty []int
}

// Queued answers q: the head of each runtime's line, merged in order.
func (s *Service) Queued(ctx context.Context, q QueueQuery) (QueuePage, error) {
	sys := tenancy.System(ctx)
	base := []predicate.Run{entrun.StatusEQ(entrun.StatusQUEUED), entrun.OwnerIsNil(), entrun.RunnerTargetIsNil()}
	if len(q.SkipTenants) > 0 {
		base = append(base, entrun.TenantIDNotIn(q.SkipTenants...))
	}
	for _, p := range q.SkipPairs {
		base = append(base, entrun.Not(entrun.And(entrun.TenantID(p[0]), entrun.RuntimeID(p[1]))))
	}
	if len(q.SkipRuns) > 0 {
		base = append(base, entrun.IDNotIn(q.SkipRuns...))
	}
	aged := q.Now.Add(-q.Aging)
	// The first class is INTERACTIVE runs and BATCH runs queued at least
	// Aging ago, the second younger BATCH runs. Each part is read by its
	// own index range, so none scans past rows of another to find its
	// own: INTERACTIVE by fair tag, aged BATCH oldest first (the longest
	// starved go first), young BATCH by fair tag.
	byTag := []entrun.OrderOption{entrun.ByFairTag(), entrun.ByID()}
	type part struct {
		where predicate.Run
		order []entrun.OrderOption
	}
	classes := [][]part{
		{{entrun.PriorityEQ(entrun.PriorityINTERACTIVE), byTag}, {entrun.And(entrun.PriorityEQ(entrun.PriorityBATCH), entrun.CreatedAtLTE(aged)),
			[]entrun.OrderOption{entrun.ByCreatedAt(), entrun.ByID()}}},
		{{entrun.And(entrun.PriorityEQ(entrun.PriorityBATCH), entrun.CreatedAtGT(aged)), byTag}},
	}
	type line struct {
		where   predicate.Run
		runtime int // 0 for the legacy line
		left    int // rows it may still give
		whole   bool
		got     int
	}
	var lines []*line
	legacy, err := s.legacyQueued(sys)
	if err != nil {
		return QueuePage{}, err
	}
	if legacy {
		lines = append(lines, &line{where: entrun.And(entrun.RuntimeIDIsNil(), entrun.PlacementPolicyIsNil()), left: q.Limit})
	}
	for _, id := range q.Runtimes {
		left := q.Limit
		if n, ok := q.LineLimits[id]; ok {
			left = min(left, n)
		}
		if left > 0 {
			lines = append(lines, &line{where: entrun.RuntimeID(id), runtime: id, left: left, whole: true})
		}
	}
	var (
		out  []Run
		more bool
	)
	byTagThenID := func(a, b Run) int {
		if c := cmp.Compare(a.FairTag, b.FairTag); c != 0 {
			return c
		}
		return cmp.Compare(a.ID, b.ID)
	}
	for _, class := range classes {
		var heads []Run
		for _, l := range lines {
			want := min(l.left, q.Limit-len(out))
			if want <= 0 {
				more = true
				l.whole = false
				continue
			}
			// Each part may give the line's whole share: the best of
			// them by fair tag take it.
			var got []Run
			for _, pt := range class {
				ps := append(append([]predicate.Run{}, base...), pt.where, l.where)
				rs, err := s.exec.queueHeads(sys, ps, pt.order, want)
				if err != nil {
					return QueuePage{}, fmt.Errorf("queued runs: %w", err)
				}
				more = more || len(rs) == want
				got = append(got, rs...)
			}
			slices.SortFunc(got, byTagThenID)
			got = got[:min(len(got), want)]
			l.left -= len(got)
			l.got += len(got)
			heads = append(heads, got...)
		}
		slices.SortFunc(heads, byTagThenID)
		if len(heads) > q.Limit-len(out) {
			more = true
		}
		out = append(out, heads[:min(len(heads), q.Limit-len(out))]...)
	}
	page := QueuePage{Runs: out, More: more}
	for _, l := range lines {
		if l.runtime != 0 && l.whole && l.got == 0 {
			page.Empty = append(page.Empty, l.runtime)
		}
	}
	return page, nil
}

// legacyQueued tells whether a queued run without a runtime id may be left.
// Once none is, none comes back (every submit sets one), so the answer is
// kept and the line is never read again.
func (s *Service) legacyQueued(ctx context.Context) (bool, error) {
	if s.noLegacy.Load() {
		return false, nil
	}
	found, err := s.exec.legacyQueued(ctx)
	if err != nil {
		return false, fmt.Errorf("queued runs without a runtime: %w", err)
	}
	if !found {
		s.noLegacy.Store(true)
	}
	return found, nil
}

// Claim is a queued run to claim, as the claimer read it: its runtime
// version. A run moved to another runtime since (spillover) is not
// claimed, so no replica dispatches it where it no longer belongs.
type Claim struct {
	ID               int
	RuntimeVersionID int
}

// Release lets go of a run owner holds: a queued run goes back in line, a
// settled one is no longer anyone's to stop. It does nothing when owner does
// not hold the run.
func (s *Service) Release(ctx context.Context, id int, owner string) error {
	err := s.cfg.DB.Run.Update().Where(entrun.ID(id), entrun.Owner(owner)).
		ClearOwner().ClearLeaseExpiresAt().Exec(tenancy.System(ctx))
	if err != nil {
		return fmt.Errorf("release run %d: %w", id, err)
	}
	return nil
}

// Ahead counts the queued runs no one holds that come before r in its
// runtime's line, or its tenant's line for its runner target (by fair tag):
// an estimate of its place.
func (s *Service) Ahead(ctx context.Context, r Run) (int, error) {
	// A run queued before the store kept runtime ids, or one still
	// waiting to be placed: the runs of its kind ahead of it.
	line := entrun.And(entrun.RuntimeIDIsNil(), entrun.RunnerTargetIsNil(), entrun.PlacementPolicyIsNil())
	switch {
	case r.RuntimeVersionID == 0 && r.Policy != "":
		line = entrun.And(entrun.RuntimeVersionIDIsNil(), entrun.RunnerTargetIsNil(), entrun.PlacementPolicyNotNil())
	case r.RunnerTarget != "":
		line = entrun.And(entrun.TenantID(r.TenantID), entrun.RunnerTarget(r.RunnerTarget))
	case r.RuntimeID != 0:
		line = entrun.RuntimeID(r.RuntimeID)
	}
	n, err := s.cfg.DB.Run.Query().Where(entrun.StatusEQ(entrun.StatusQUEUED), entrun.OwnerIsNil(), line,
		entrun.Or(entrun.FairTagLT(r.FairTag), entrun.And(entrun.FairTag(r.FairTag), entrun.IDLT(r.ID)))).
		Count(tenancy.System(ctx))
	if err != nil {
		return 0, fmt.Errorf("runs ahead of %d: %w", r.ID, err)
	}
	return n, nil
}

// Counts are how many runs each tenant has queued and running, across every
// replica.
type Counts struct {
	TenantID int
	Status   Status
	N        int
}

// CountByTenant counts the non-terminal runs per tenant and status.
func (s *Service) CountByTenant(ctx context.Context) ([]Counts, error) {
	var rows []struct {
		TenantID int    `json:"tenant_id"`
		Status   string `json:"status"`
		Count    int    `json:"count"`
	}
	err := s.cfg.DB.Run.Query().Where(entrun.StatusIn(entrun.StatusQUEUED, entrun.StatusRUNNING)).
		GroupBy(entrun.FieldTenantID, entrun.FieldStatus).Aggregate(ent.Count()).Scan(tenancy.System(ctx), &rows)
	if err != nil {
		return nil, fmt.Errorf("count runs: %w", err)
	}
	out := make([]Counts, len(rows))
	for i, r := range rows {
		out[i] = Counts{TenantID: r.TenantID, Status: Status(r.Status), N: r.Count}
	}
	return out, nil
}

// HeldBy returns the ids of the runs owner holds that have not settled, by
// id: a runner's runs.
func (s *Service) HeldBy(ctx context.Context, owner string) ([]int, error) {
	ids, err := s.cfg.DB.Run.Query().Where(entrun.Owner(owner), entrun.StatusIn(entrun.StatusQUEUED, entrun.StatusRUNNING)).
		Order(ent.Asc(entrun.FieldID)).IDs(tenancy.System(ctx))
	if err != nil {
		return nil, fmt.Errorf("runs held by %s: %w", owner, err)
	}
	return ids, nil
}

// CountHeldBy counts the runs owner holds that have not settled.
func (s *Service) CountHeldBy(ctx context.Context, owner string) (int, error) {
	n, err := s.cfg.DB.Run.Query().Where(entrun.Owner(owner), entrun.StatusIn(entrun.StatusQUEUED, entrun.StatusRUNNING)).
		Count(tenancy.System(ctx))
	if err != nil {
		return 0, fmt.Errorf("runs held by %s: %w", owner, err)
	}
	return n, nil
}

// ClaimAll claims each run of claims that is still queued, on the runtime
// version it was read on, and held by no one, in one write, and returns the
// ids owner now holds (on PostgreSQL the write returns them).
func (s *Service) ClaimAll(ctx context.Context, claims []Claim, owner string, ttl time.Duration) ([]int, error) {
	now := s.cfg.Clock.Now()
	got, err := s.exec.claimMany(tenancy.System(ctx), claims, owner, now, now.Add(ttl))
	if err != nil {
		return nil, fmt.Errorf("claim runs: %w", err)
	}
	return got, nil
}

// Renew extends every lease owner holds to ttl from now, and returns the
// status of each run it still holds (a run taken over by another replica is
// not among them; one settled elsewhere, a cancel, shows as terminal).
func (s *Service) Renew(ctx context.Context, owner string, ttl time.Duration) (map[int]Status, error) {
	held, err := s.exec.renew(tenancy.System(ctx), owner, s.cfg.Clock.Now().Add(ttl))
	if err != nil {
		return nil, fmt.Errorf("renew leases: %w", err)
	}
	return held, nil
}

// Orphans returns the runs whose holder is gone: leases that expired, and
// RUNNING runs with no holder at all (left by a version that kept none).
// With self set it also returns the runs self holds: a replica restarting
// under a stable id takes its own back at once.
func (s *Service) Orphans(ctx context.Context, self string) ([]Run, error) {
	out, err := s.exec.orphans(tenancy.System(ctx), s.cfg.Clock.Now(), self)
	if err != nil {
		return nil, fmt.Errorf("orphaned runs: %w", err)
	}
	return out, nil
}

// TakeOver makes owner the holder of orphan r (from Orphans) for ttl, if r
// is still as Orphans saw it: its lease still expired, or still held by
// owner itself, or still RUNNING with no holder. It reports false when
// another replica took it first, or its holder came back and renewed.
func (s *Service) TakeOver(ctx context.Context, r Run, owner string, ttl time.Duration) (bool, error) {
	now := s.cfg.Clock.Now()
	ok, err := s.exec.takeOver(tenancy.System(ctx), r, owner, now, now.Add(ttl))
	if err != nil {
		return false, fmt.Errorf("take over run %d: %w", r.ID, err)
	}
	return ok, nil
}

// Held is how many of one tenant's runs one runtime holds: RUNNING, or
// claimed by a replica and starting.
type Held struct {
	TenantID  int
	RuntimeID int
	N         int
}

// CountHeld counts the runs held per tenant on each of runtimes, across
// every replica: what a tenant's share of a shared runtime is measured
// against.
func (s *Service) CountHeld(ctx context.Context, runtimes []int) ([]Held, error) {
	if len(runtimes) == 0 {
		return nil, nil
	}
	out, err := s.exec.countHeld(tenancy.System(ctx), runtimes)
	if err != nil {
		return nil, fmt.Errorf("count held runs: %w", err)
	}
	return out, nil
}

// RunningByRunner counts the RUNNING runs each runner holds, by its lease
// owner (RunnerOwner), across every tenant.
func (s *Service) RunningByRunner(ctx context.Context) (map[string]int, error) {
	var rows []struct {
		Owner string `json:"owner"`
		Count int    `json:"count"`
	}
	if err := s.cfg.DB.Run.Query().Where(entrun.StatusEQ(entrun.StatusRUNNING), entrun.OwnerHasPrefix("runner:")).
		GroupBy(entrun.FieldOwner).Aggregate(ent.Count()).Scan(tenancy.System(ctx), &rows); err != nil {
		return nil, fmt.Errorf("runs held by runners: %w", err)
	}
	out := make(map[string]int, len(rows))
	for _, r := range rows {
		out[r.Owner] = r.Count
	}
	return out, nil
}

// CountQueuedOn counts the queued runs placed on each of runtimes, by
// runtime id, across every replica: an elastic runtime's waiting demand.
func (s *Service) CountQueuedOn(ctx context.Context, runtimes []int) (map[int]int, error) {
	out := make(map[int]int, len(runtimes))
	if len(runtimes) == 0 {
		return out, nil
	}
	var rows []struct {
		RuntimeID int `json:"runtime_id"`
		Count     int `json:"count"`
	}
	err := s.cfg.DB.Run.Query().Where(entrun.StatusEQ(entrun.StatusQUEUED), entrun.RuntimeIDIn(runtimes...)).
		GroupBy(entrun.FieldRuntimeID).Aggregate(ent.Count()).Scan(tenancy.System(ctx), &rows)
	if err != nil {
		return nil, fmt.Errorf("count queued runs: %w", err)
	}
	for _, r := range rows {
		out[r.RuntimeID] = r.Count
	}
	return out, nil
}
