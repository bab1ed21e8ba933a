package scheduler_test

import (
	"context"
	"fmt"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"

	"github.com/everdict/everdict/ent/tenant"
	"github.com/everdict/everdict/internal/fakebackend"
	"github.com/everdict/everdict/run"
	"github.com/everdict/everdict/tenancy"
)

type holderView struct {
	Runtime         string
	Holders         []struct{ Run, CorrelationId, Tenant string }
	OtherHolders    int
	Queued          int
	P50DurationMs   *int
	EstimatedWaitMs *int
}

// TestTheQueueNamesTheViewersSlotHoldersAndCountsTheOthers: on a shared
// runtime of one slot, acme's running run holds it and globex's run waits.
// acme sees its run named as the holder; globex sees one holder counted,
// never its id, and both see a wait estimated from the settled run before.
func TestTheQueueNamesTheViewersSlotHoldersAndCountsTheOthers(t *testing.T) {
	t.Parallel()
	b := setup(t, false)
	op := b.app.Tenant(t, "platform", true, tenancy.RoleOperator)
	globex := b.app.Tenant(t, "globex", true, tenancy.RoleMember)
	b.app.Do(t, op, `mutation { registerRuntime(input: {name: "solo", kind: LOCAL, shared: true, admission: {maxConcurrent: 1}}) { version } }`, nil).Decode(t, &struct{}{})
	submit := func(token string) int {
		t.Helper()
		var got struct{ SubmitRun struct{ ID string } }
		b.app.Do(t, token, `mutation { submitRun(input: {runtime: "solo", harness: {name: "h", command: ["true"]}, case: {task: "t"}}) { id } }`, nil).Decode(t, &got)
		id, _ := strconv.Atoi(got.SubmitRun.ID)
		return id
	}
	first := submit(b.token)
	b.fake.Release(b.waitFor(t, first), fakebackend.Pass())
	b.waitSettled(t)
	holder := submit(b.token)
	b.waitFor(t, holder)
	submit(globex) // waits for the slot

	const q = `{ queue { runtimes { runtime holders { run correlationId tenant } otherHolders queued p50DurationMs estimatedWaitMs } } }`
	solo := func(token string) (holderView, string) {
		t.Helper()
		res := b.app.Do(t, token, q, nil)
		var got struct {
			Queue struct{ Runtimes []holderView }
		}
		res.Decode(t, &got)
		for _, l := range got.Queue.Runtimes {
			if l.Runtime == "solo" {
				return l, string(res.Data)
			}
		}
		t.Fatalf("no solo in %s", res.Data)
		return holderView{}, ""
	}

	mine, _ := solo(b.token)
	corr := run.CorrelationID(run.Key{RunID: holder})
	wantHolders := []struct{ Run, CorrelationId, Tenant string }{{strconv.Itoa(holder), corr, "acme"}}
	if diff := cmp.Diff(wantHolders, mine.Holders); diff != "" {
		t.Errorf("acme's holders of solo (-want +got):\n%s", diff)
	}
	if mine.OtherHolders != 0 || mine.Queued != 1 {
		t.Errorf("acme sees otherHolders %d, queued %d; want 0 and 1", mine.OtherHolders, mine.Queued)
	}
	// Both are truncated to whole milliseconds: 2 × p50 may gain one.
	if mine.P50DurationMs == nil || mine.EstimatedWaitMs == nil || *mine.EstimatedWaitMs-2**mine.P50DurationMs > 1 || *mine.EstimatedWaitMs < 2**mine.P50DurationMs {
		t.Errorf("acme's estimate: p50 %s, wait %s; want a wait of 2 × p50 (1 queued + 1, 1 slot)", show(mine.P50DurationMs), show(mine.EstimatedWaitMs))
	}

	theirs, raw := solo(globex)
	if len(theirs.Holders) != 0 || theirs.OtherHolders != 1 {
		t.Errorf("globex sees holders %+v and %d others; want none named and 1 counted", theirs.Holders, theirs.OtherHolders)
	}
	if strings.Contains(raw, corr) || strings.Contains(raw, fmt.Sprintf(`"run":"%d"`, holder)) {
		t.Errorf("globex's queue names acme's run %d: %s", holder, raw)
	}
}

func show(p *int) string {
	if p == nil {
		return "null"
	}
	return strconv.Itoa(*p) + "ms"
}

// TestTheQueueNamesTheRunsHoldingARunnersSlots: a self-hosted runner's line
// in the queue names the run it holds, as a runtime's does, to its tenant
// and to an OPERATOR; another tenant sees no such line.
func TestTheQueueNamesTheRunsHoldingARunnersSlots(t *testing.T) {
	t.Parallel()
	b := setup(t, true)
	ctx := context.Background()
	sys := tenancy.System(ctx)
	acme := b.app.DB.Tenant.Query().Where(tenant.Slug("acme")).OnlyX(sys)
	box := b.app.DB.Runner.Create().SetTenantID(acme.ID).SetName("box").SetOwnerSubject("ada").SetSlots(2).SaveX(sys)
	op := b.app.Tenant(t, "platform", true, tenancy.RoleOperator)
	globex := b.app.Tenant(t, "globex", true, tenancy.RoleMember)
	id := b.submit(t)
	queued, err := b.app.Runs.Get(ctx, id)
	if err != nil {
		t.Fatal(err)
	}
	owner := run.RunnerOwner(box.ID)
	if got, err := b.app.Runs.ClaimAll(ctx, []run.Claim{{ID: id, RuntimeVersionID: queued.RuntimeVersionID}}, owner, time.Minute); err != nil || len(got) != 1 {
		t.Fatalf("claim = %v, %v", got, err)
	}
	if _, err := b.app.Runs.Start(ctx, id, owner, false); err != nil {
		t.Fatal(err)
	}

	type line struct {
		Runtime      string
		InFlight     int
		Holders      []struct{ Run, CorrelationId, Tenant string }
		OtherHolders int
	}
	self := fmt.Sprintf("self:%d", box.ID)
	read := func(token string) *line {
		t.Helper()
		var q struct{ Queue struct{ Runtimes []line } }
		b.app.Do(t, token, `{ queue { runtimes { runtime inFlight holders { run correlationId tenant } otherHolders } } }`, nil).Decode(t, &q)
		for _, l := range q.Queue.Runtimes {
			if l.Runtime == self {
				return &l
			}
		}
		return nil
	}
	want := &line{Runtime: self, InFlight: 1, Holders: []struct{ Run, CorrelationId, Tenant string }{
		{strconv.Itoa(id), run.CorrelationID(run.Key{RunID: id}), "acme"},
	}}
	for who, token := range map[string]string{"acme": b.token, "the operator": op} {
		if diff := cmp.Diff(want, read(token)); diff != "" {
			t.Errorf("%s's line for the runner (-want +got):\n%s", who, diff)
		}
	}
	if l := read(globex); l != nil {
		t.Errorf("globex's queue shows acme's runner: %+v", *l)
	}
}
