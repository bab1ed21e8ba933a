package scheduler_test

import (
	"fmt"
	"strconv"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

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
