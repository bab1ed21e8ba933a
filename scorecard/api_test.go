package scorecard_test

import (
	"context"
	"fmt"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"

	"github.com/everdict/everdict/backends"
	"github.com/everdict/everdict/domain"
	"github.com/everdict/everdict/internal/apptest"
	"github.com/everdict/everdict/internal/fakebackend"
	"github.com/everdict/everdict/placement"
	"github.com/everdict/everdict/runtime"
	"github.com/everdict/everdict/scheduler"
	"github.com/everdict/everdict/scorecard"
	"github.com/everdict/everdict/tenancy"
)

// bench is a control plane whose LOCAL runtimes each run on their own fake
// cluster, by runtime name, and a tenant admin's token.
type bench struct {
	app   *apptest.App
	tok   string
	mu    sync.Mutex
	fakes map[string]*fakebackend.Backend
}

func newBench(t testing.TB, fakes map[string]*fakebackend.Backend) *bench {
	t.Helper()
	return newBenchWith(t, fakes, scorecard.OrchestratorConfig{SweepInterval: 50 * time.Millisecond,
		Debounce: 10 * time.Millisecond, Backoff: scorecard.Backoff{Base: 10 * time.Millisecond}})
}

func newBenchWith(t testing.TB, fakes map[string]*fakebackend.Backend, oc scorecard.OrchestratorConfig) *bench {
	t.Helper()
	b := &bench{fakes: fakes}
	b.app = apptest.New(t, apptest.Options{
		Backends:   map[runtime.Kind]scheduler.Factory{runtime.KindLocal: b.backend, runtime.KindNomad: b.backend},
		Scorecards: oc,
	})
	b.tok = b.app.Tenant(t, "acme", true, tenancy.RoleAdmin)
	return b
}

// backend routes a runtime to its fake cluster, by name.
func (b *bench) backend(_ context.Context, tg scheduler.Target, _ map[string]string) (backends.Backend, error) {
	b.mu.Lock()
	defer b.mu.Unlock()
	f, ok := b.fakes[tg.Name]
	if !ok {
		return nil, fmt.Errorf("no fake for %s", tg.Name)
	}
	return f, nil
}

// passing is a fake cluster that passes every job at once.
func passing() *fakebackend.Backend {
	f := fakebackend.New(true)
	f.Auto = func(backends.Job) fakebackend.Outcome { return fakebackend.Pass() }
	return f
}

func (b *bench) register(t testing.TB, name string, slots int, extra map[string]any) {
	t.Helper()
	in := map[string]any{"name": name, "kind": "LOCAL", "admission": map[string]any{"maxConcurrent": slots}}
	for k, v := range extra {
		in[k] = v
	}
	tok, grant := b.tok, ""
	if in["kind"] == "LOCAL" { // platform capacity: an operator grants it to acme
		tok, grant = b.app.Tenant(t, "platform", true, tenancy.RoleOperator), `, tenant: "acme"`
	}
	b.app.Do(t, tok, `mutation($in: RuntimeSpecInput!) { registerRuntime(input: $in`+grant+`) { version } }`,
		map[string]any{"in": in}).Decode(t, &struct{}{})
}

func cases(n int, mutate func(i int, c map[string]any)) []map[string]any {
	out := make([]map[string]any, n)
	for i := range out {
		out[i] = map[string]any{"id": fmt.Sprintf("case-%d", i), "task": "fix the bug"}
		if mutate != nil {
			mutate(i, out[i])
		}
	}
	return out
}

const submitScorecard = `mutation($in: SubmitScorecardInput!) { submitScorecard(input: $in) { id status total } }`

func (b *bench) submit(t *testing.T, rt string, cs []map[string]any, maxAttempts int) int {
	t.Helper()
	var got struct {
		SubmitScorecard struct {
			ID     int `json:",string"`
			Status string
			Total  int
		}
	}
	b.app.Do(t, b.tok, submitScorecard, map[string]any{"in": map[string]any{
		"name": "nightly", "runtime": rt, "cases": cs, "maxAttempts": maxAttempts,
		"harness": map[string]any{"name": "claude", "command": []string{"true"}},
	}}).Decode(t, &got)
	// An instant backend may have started (or finished) it by the time the
	// answer is read back.
	if got.SubmitScorecard.Status == "CANCELED" || got.SubmitScorecard.Total != len(cs) {
		t.Fatalf("submitted scorecard = %+v, want one of %d cases", got.SubmitScorecard, len(cs))
	}
	return got.SubmitScorecard.ID
}

// child is a scorecard's run as runs(where: {scorecardID}) shows it.
type child struct {
	ID            string
	CaseID        string
	Try           int
	Runtime       string
	Status        string
	CorrelationID string
	Case          struct{ Resources struct{ MemoryMb int } }
	Error         *struct{ Class, Code string }
}

func (c child) runtimeName() string { name, _, _ := strings.Cut(c.Runtime, "@"); return name }

func (b *bench) children(t *testing.T, id int) []child {
	t.Helper()
	var got struct {
		Runs struct{ Edges []struct{ Node child } }
	}
	b.app.Do(t, b.tok, `query($id: Int!) { runs(first: 100, where: {scorecardID: $id}, orderBy: {field: CREATED_AT}) { edges { node {
		id caseID try runtime status correlationId case { resources { memoryMb } } error { class code } } } } }`,
		map[string]any{"id": id}).Decode(t, &got)
	out := make([]child, len(got.Runs.Edges))
	for i, e := range got.Runs.Edges {
		out[i] = e.Node
	}
	return out
}

// aggregate is the part of the aggregate the tests read.
type aggregate struct {
	Cases, Passed, Failed, Errored, Retries int
	PassRate, PassRateLow, PassRateHigh     float64
	Failures                                []struct {
		Class, Code string
		Count       int
	}
}

type card struct {
	Status        string
	WaitingReason string
	FinishedAt    *string
	Aggregate     aggregate
}

func (b *bench) scorecard(t *testing.T, id int) card {
	t.Helper()
	var got struct{ Scorecard card }
	b.app.Do(t, b.tok, `query($id: ID!) { scorecard(id: $id) { status waitingReason finishedAt aggregate {
		cases passed failed errored retries passRate passRateLow passRateHigh failures { class code count } } } }`,
		map[string]any{"id": id}).Decode(t, &got)
	return got.Scorecard
}

// waitSettled waits until scorecard id is SUCCEEDED (polling the API), or
// fails after a minute.
func (b *bench) waitSettled(t *testing.T, id int) card {
	t.Helper()
	tick := time.NewTicker(20 * time.Millisecond)
	defer tick.Stop()
	deadline := time.After(60 * time.Second)
	for {
		c := b.scorecard(t, id)
		if c.Status == "SUCCEEDED" {
			return c
		}
		select {
		case <-tick.C:
		case <-deadline:
			t.Fatalf("scorecard %d is %s after a minute: %+v; children %+v", id, c.Status, c.Aggregate, b.children(t, id))
		}
	}
}

// dispatched counts each correlation id the fake clusters started.
func (b *bench) dispatched() map[string]int {
	out := map[string]int{}
	for _, f := range b.fakes {
		for _, j := range f.Order() {
			out[j.RunID]++
		}
	}
	return out
}

func (b *bench) assertEachRanOnce(t *testing.T, kids []child) {
	t.Helper()
	d := b.dispatched()
	for _, c := range kids {
		if n := d[c.CorrelationID]; n != 1 {
			t.Errorf("%s was dispatched %d times, want once", c.CorrelationID, n)
		}
	}
}

func TestAFiftyCaseScorecardOverTwoRuntimesSplitsBySlotsAndSettles(t *testing.T) {
	t.Parallel()
	b := newBench(t, map[string]*fakebackend.Backend{"a": passing(), "b": passing()})
	b.register(t, "a", 4, nil)
	b.register(t, "b", 2, nil)
	id := b.submit(t, "a, b", cases(50, nil), 3)

	kids := b.children(t, id)
	per := map[string]int{}
	for _, c := range kids {
		per[c.runtimeName()]++
		if want := fmt.Sprintf("evd-%d-%s", id, c.CaseID); c.CorrelationID != want {
			t.Errorf("case %s has correlation id %s, want %s", c.CaseID, c.CorrelationID, want)
		}
	}
	// 4:2 slots: four of every six cases on a; 50 = 8×6 + (a, b).
	if diff := cmp.Diff(map[string]int{"a": 33, "b": 17}, per); diff != "" {
		t.Errorf("cases per runtime (-want +got):\n%s", diff)
	}
	got := b.waitSettled(t, id)
	if got.Aggregate.Cases != 50 || got.Aggregate.Passed != 50 || got.Aggregate.PassRate != 1 || got.FinishedAt == nil {
		t.Errorf("settled aggregate = %+v (finished %v), want 50 of 50 passed", got.Aggregate, got.FinishedAt)
	}
	if got.Aggregate.PassRateLow < 0.92 || got.Aggregate.PassRateLow > 0.94 || got.Aggregate.PassRateHigh != 1 {
		t.Errorf("Wilson interval of 50/50 = [%v, %v], want about [0.929, 1]", got.Aggregate.PassRateLow, got.Aggregate.PassRateHigh)
	}
	b.assertEachRanOnce(t, b.children(t, id))
}

func TestAutoPicksOnlyCapableRuntimesAndRefusesACaseNoneCanRun(t *testing.T) {
	t.Parallel()
	b := newBench(t, map[string]*fakebackend.Backend{"plain": passing(), "images": passing()})
	b.register(t, "plain", 2, nil) // LOCAL: git and sandbox, no docker
	b.register(t, "images", 2, map[string]any{"kind": "NOMAD", "nomad": map[string]any{"addr": "https://nomad.example.com:4646", "driver": "docker"}})

	res := b.app.Do(t, b.tok, submitScorecard, map[string]any{"in": map[string]any{
		"name": "refused", "runtime": "auto", "harness": map[string]any{"name": "claude", "command": []string{"true"}},
		"cases": cases(3, func(i int, c map[string]any) { c["osUse"] = i == 2 }),
	}})
	if res.Code() != "BAD_USER_INPUT" || !strings.Contains(res.Errors[0].Message, `case "case-2"`) ||
		!strings.Contains(res.Errors[0].Message, runtime.CapComputerUse) {
		t.Fatalf("a case no runtime can run = %+v, want BAD_USER_INPUT naming case-2 and %s", res.Errors, runtime.CapComputerUse)
	}
	var none struct{ Scorecards struct{ TotalCount int } }
	b.app.Do(t, b.tok, `{ scorecards { totalCount } }`, nil).Decode(t, &none)
	if none.Scorecards.TotalCount != 0 {
		t.Errorf("a refused scorecard left %d scorecards", none.Scorecards.TotalCount)
	}

	id := b.submit(t, "auto", cases(8, func(i int, c map[string]any) {
		if i < 3 {
			c["image"] = "python:3.12"
		}
	}), 1)
	per := map[string][]string{}
	for _, c := range b.children(t, id) {
		per[c.runtimeName()] = append(per[c.runtimeName()], c.CaseID)
	}
	// Cases with an image need docker: only images has it. The others
	// alternate between the two (2 slots each), images first.
	want := map[string][]string{
		"images": {"case-0", "case-1", "case-2", "case-3", "case-5", "case-7"},
		"plain":  {"case-4", "case-6"},
	}
	if diff := cmp.Diff(want, per); diff != "" {
		t.Errorf("cases per runtime (-want +got):\n%s", diff)
	}
	b.waitSettled(t, id)
}

func TestAnInfraFailureRetriesAsTheNextTry(t *testing.T) {
	t.Parallel()
	flaky := fakebackend.New(true)
	flaky.Auto = func(j backends.Job) fakebackend.Outcome {
		if strings.HasSuffix(j.RunID, "-flaky") {
			return fakebackend.Infra("NODE_LOST")
		}
		return fakebackend.Pass()
	}
	b := newBench(t, map[string]*fakebackend.Backend{"pool": flaky})
	b.register(t, "pool", 2, nil)
	id := b.submit(t, "pool", []map[string]any{{"id": "flaky", "task": "t"}, {"id": "steady", "task": "t"}}, 3)
	got := b.waitSettled(t, id)

	var tries []string
	for _, c := range b.children(t, id) {
		e := ""
		if c.Error != nil {
			e = c.Error.Class + "/" + c.Error.Code
		}
		tries = append(tries, fmt.Sprintf("%s t%d %s %s %s", c.CaseID, c.Try, c.CorrelationID, c.Status, e))
	}
	want := []string{
		fmt.Sprintf("flaky t1 evd-%d-flaky FAILED INFRA/NODE_LOST", id),
		fmt.Sprintf("steady t1 evd-%d-steady SUCCEEDED ", id),
		fmt.Sprintf("flaky t2 evd-%d-flaky-t2 SUCCEEDED ", id),
	}
	if diff := cmp.Diff(want, tries); diff != "" {
		t.Errorf("children (-want +got):\n%s", diff)
	}
	if got.Aggregate.Passed != 2 || got.Aggregate.Retries != 1 {
		t.Errorf("aggregate = %+v, want 2 passed after 1 retry", got.Aggregate)
	}
}

func TestAnAgentFailureNeverRetries(t *testing.T) {
	t.Parallel()
	broken := fakebackend.New(true)
	broken.Auto = func(backends.Job) fakebackend.Outcome {
		return fakebackend.Outcome{Err: backends.Errorf(domain.FailureAgent, "HARNESS_CRASHED", "exit 3")}
	}
	b := newBench(t, map[string]*fakebackend.Backend{"pool": broken})
	b.register(t, "pool", 2, nil)
	id := b.submit(t, "pool", cases(2, nil), 3)
	got := b.waitSettled(t, id)
	if kids := b.children(t, id); len(kids) != 2 {
		t.Errorf("an AGENT failure made %d children of 2 cases, want no retry", len(kids))
	}
	if got.Aggregate.Errored != 2 || len(got.Aggregate.Failures) != 1 || got.Aggregate.Failures[0].Code != "HARNESS_CRASHED" {
		t.Errorf("aggregate = %+v, want 2 errored HARNESS_CRASHED", got.Aggregate)
	}
}

func TestAnOOMRetriesWithDoubledMemoryUpToTheEnvelope(t *testing.T) {
	t.Parallel()
	hungry := fakebackend.New(true)
	hungry.Auto = func(j backends.Job) fakebackend.Outcome {
		if j.Case.Resources.MemoryMB < 1000 {
			return fakebackend.Outcome{Err: backends.Errorf(domain.FailureInfra, backends.CodeOOMKilled, "killed")}
		}
		return fakebackend.Pass()
	}
	b := newBench(t, map[string]*fakebackend.Backend{"pool": hungry})
	b.register(t, "pool", 2, map[string]any{"admission": map[string]any{"maxConcurrent": 2, "memoryBudgetMb": 800}})
	id := b.submit(t, "pool", []map[string]any{{"id": "big", "task": "t", "resources": map[string]any{"memoryMb": 300}}}, 5)
	got := b.waitSettled(t, id)

	var mem []int
	for _, c := range b.children(t, id) {
		mem = append(mem, c.Case.Resources.MemoryMb)
	}
	// 300 → 600 → 800 (the envelope, not 1200), still killed: no fourth try.
	if diff := cmp.Diff([]int{300, 600, 800}, mem); diff != "" {
		t.Errorf("memory per try (-want +got):\n%s", diff)
	}
	if got.Aggregate.Errored != 1 || got.Aggregate.Retries != 2 {
		t.Errorf("aggregate = %+v, want the case errored after 2 retries", got.Aggregate)
	}
}

func TestAnOpenCircuitSpillsUnstartedCasesAndNoneRunsTwice(t *testing.T) {
	t.Parallel()
	down := fakebackend.New(true)
	down.Auto = func(backends.Job) fakebackend.Outcome { return fakebackend.Infra("NODE_LOST") }
	b := newBench(t, map[string]*fakebackend.Backend{"a": down, "b": passing()})
	b.register(t, "a", 1, nil)
	b.register(t, "b", 1, nil)
	id := b.submit(t, "a,b", cases(12, nil), 1)
	got := b.waitSettled(t, id)

	kids := b.children(t, id)
	b.assertEachRanOnce(t, kids)
	if len(kids) != 12 {
		t.Errorf("%d children for 12 cases with maxAttempts 1, want 12", len(kids))
	}
	onA := len(down.Order())
	if onA != placement.ThresholdDefault {
		t.Errorf("runtime a ran %d cases, want %d: its circuit opens after that many INFRA failures", onA, placement.ThresholdDefault)
	}
	if got.Aggregate.Passed != 12-onA || got.Aggregate.Errored != onA {
		t.Errorf("aggregate = %+v, want %d passed on b and %d errored on a", got.Aggregate, 12-onA, onA)
	}
}

func TestWithNoHealthyTargetUnstartedCasesWaitWithTheReason(t *testing.T) {
	t.Parallel()
	down := fakebackend.New(true)
	down.Auto = func(backends.Job) fakebackend.Outcome { return fakebackend.Infra("NODE_LOST") }
	b := newBench(t, map[string]*fakebackend.Backend{"a": down})
	b.register(t, "a", 1, nil)
	id := b.submit(t, "a", cases(5, nil), 1)
	tick := time.NewTicker(20 * time.Millisecond)
	defer tick.Stop()
	deadline := time.After(60 * time.Second)
	for {
		c := b.scorecard(t, id)
		if strings.Contains(c.WaitingReason, "circuit of runtime a is open") {
			if c.Status != "RUNNING" {
				t.Errorf("a scorecard whose cases wait is %s, want RUNNING", c.Status)
			}
			break
		}
		select {
		case <-tick.C:
		case <-deadline:
			t.Fatalf("scorecard never said why its cases wait: %+v", c)
		}
	}
	var out struct{ CancelScorecard struct{ Status string } }
	b.app.Do(t, b.tok, `mutation($id: ID!) { cancelScorecard(id: $id) { status } }`, map[string]any{"id": id}).Decode(t, &out)
	if out.CancelScorecard.Status != "CANCELED" {
		t.Errorf("canceled scorecard is %s", out.CancelScorecard.Status)
	}
	for _, c := range b.children(t, id) {
		if c.Status != "FAILED" {
			t.Errorf("after cancelScorecard, case %s is %s, want FAILED", c.CaseID, c.Status)
		}
	}
}

func TestAnotherTenantCannotReadCancelOrCompareAScorecard(t *testing.T) {
	t.Parallel()
	b := newBench(t, map[string]*fakebackend.Backend{"pool": passing()})
	b.register(t, "pool", 2, nil)
	id := b.submit(t, "pool", cases(2, nil), 1)
	b.waitSettled(t, id)
	evil := b.app.Tenant(t, "evil", true, tenancy.RoleAdmin)

	for name, q := range map[string]string{
		"read":    `query($id: ID!) { scorecard(id: $id) { id aggregate { cases } } }`,
		"cancel":  `mutation($id: ID!) { cancelScorecard(id: $id) { status } }`,
		"compare": `query($id: ID!) { compareScorecards(a: $id, b: $id) { paired } }`,
	} {
		if res := b.app.Do(t, evil, q, map[string]any{"id": id}); res.Code() != "NOT_FOUND" {
			t.Errorf("%s by another tenant = %+v, want NOT_FOUND", name, res.Errors)
		}
	}
	var runs struct{ Runs struct{ TotalCount int } }
	b.app.Do(t, evil, `query($id: Int!) { runs(where: {scorecardID: $id}) { totalCount } }`, map[string]any{"id": id}).Decode(t, &runs)
	if runs.Runs.TotalCount != 0 {
		t.Errorf("another tenant sees %d of the scorecard's runs", runs.Runs.TotalCount)
	}
	var all struct{ Scorecards struct{ TotalCount int } }
	b.app.Do(t, evil, `{ scorecards { totalCount } }`, nil).Decode(t, &all)
	if all.Scorecards.TotalCount != 0 {
		t.Errorf("another tenant lists %d scorecards", all.Scorecards.TotalCount)
	}
}

func TestScorecardUpdatedStreamsTheAggregateUntilItSettles(t *testing.T) {
	t.Parallel()
	held := fakebackend.New(true)
	b := newBench(t, map[string]*fakebackend.Backend{"pool": held})
	b.register(t, "pool", 2, nil)
	id := b.submit(t, "pool", cases(6, nil), 1)
	s := b.app.Subscribe(t, b.tok, `subscription($id: ID!) { scorecardUpdated(id: $id) { status aggregate { cases passed } } }`,
		map[string]any{"id": id})
	type update struct {
		ScorecardUpdated struct {
			Status    string
			Aggregate struct{ Cases, Passed int }
		}
	}
	var first update
	s.Next().Decode(t, &first)
	if first.ScorecardUpdated.Aggregate.Cases != 6 || first.ScorecardUpdated.Aggregate.Passed != 0 {
		t.Errorf("first update = %+v, want 6 cases, none passed yet", first)
	}
	go func() {
		for range 6 {
			held.Release(<-held.Started(), fakebackend.Pass())
		}
	}()
	var last update
	n := 1
	for {
		m := s.Next()
		if m.Done {
			break
		}
		m.Decode(t, &last)
		n++
	}
	if last.ScorecardUpdated.Status != "SUCCEEDED" || last.ScorecardUpdated.Aggregate.Passed != 6 {
		t.Errorf("last update = %+v, want SUCCEEDED with 6 passed", last)
	}
	t.Logf("%d updates for 6 cases (12 run changes)", n)
}
