package run_test

import (
	"bytes"
	"encoding/json"
	"io"
	"net/http"
	"strconv"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/everdict/everdict/internal/apptest"
	"github.com/everdict/everdict/run"
	"github.com/everdict/everdict/tenancy"
)

// limited is a control plane whose submits lims bound, with no scheduler (so
// queued runs stay queued), an operator and a shared runtime "pool".
func limited(t *testing.T, lims run.Limits) *bundle {
	t.Helper()
	app := apptest.New(t, apptest.Options{NoScheduler: true, Submits: lims})
	b := &bundle{app: app}
	b.op = app.Tenant(t, "platform", true, tenancy.RoleOperator)
	app.Do(t, b.op, `mutation { registerRuntime(input: {name: "pool", kind: LOCAL, shared: true}) { version } }`, nil).Decode(t, &struct{}{})
	return b
}

// answer is what a GraphQL POST was answered, as the limits tests compare it.
type answer struct {
	Status     int
	RetryAfter string
	Code       string
	Limit      string
	ExtRetry   float64
}

func post(t *testing.T, app *apptest.App, token, query string, vars map[string]any) answer {
	t.Helper()
	body, _ := json.Marshal(map[string]any{"query": query, "variables": vars})
	req, _ := http.NewRequest(http.MethodPost, app.HTTP.URL+"/graphql", bytes.NewReader(body))
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("Authorization", "Bearer "+token)
	res, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer res.Body.Close()
	raw, _ := io.ReadAll(res.Body)
	var out apptest.Response
	if err := json.Unmarshal(raw, &out); err != nil {
		t.Fatalf("decode %q: %v", raw, err)
	}
	a := answer{Status: res.StatusCode, RetryAfter: res.Header.Get("Retry-After"), Code: out.Code()}
	if len(out.Errors) > 0 {
		a.Limit, _ = out.Errors[0].Extensions["limit"].(string)
		a.ExtRetry, _ = out.Errors[0].Extensions["retryAfter"].(float64)
	}
	return a
}

// TestASubmitBurstOverTheTokensRateIsRateLimited: a token that submits more
// than its bucket holds is refused RATE_LIMITED (issue 26: 60 submits in
// 1.4 s), answered 429 with Retry-After and extensions.retryAfter saying
// when it may submit again; the refusal leaves no run, and another token of
// the same tenant has its own bucket.
func TestASubmitBurstOverTheTokensRateIsRateLimited(t *testing.T) {
	t.Parallel()
	// One submit each 1,000 s after a burst of 3: the fourth waits 1,000 s,
	// however slow the machine.
	b := limited(t, run.Limits{SubmitRate: 0.001, SubmitBurst: 3})
	tok := b.app.Tenant(t, "acme", true, tenancy.RoleMember)
	for i := range 3 {
		if got := post(t, b.app, tok, submit, input("pool")); got.Code != "" {
			t.Fatalf("submit %d of the burst: %+v", i+1, got)
		}
	}
	got := post(t, b.app, tok, submit, input("pool"))
	want := answer{Status: http.StatusTooManyRequests, RetryAfter: "1000", Code: "RATE_LIMITED", Limit: "submitRate", ExtRetry: 1000}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("the fourth submit (-want +got):\n%s", diff)
	}
	sc := post(t, b.app, tok, `mutation($in: SubmitScorecardInput!) { submitScorecard(input: $in) { id } }`, map[string]any{"in": map[string]any{
		"name": "nightly", "runtime": "pool", "harness": map[string]any{"name": "claude", "command": []string{"true"}},
		"cases": []map[string]any{{"id": "a", "task": "t"}},
	}})
	if diff := cmp.Diff(want, sc); diff != "" {
		t.Errorf("a scorecard from the same token (-want +got):\n%s", diff)
	}
	var runs struct{ Runs struct{ TotalCount int } }
	b.app.Do(t, tok, `{ runs { totalCount } }`, nil).Decode(t, &runs)
	if runs.Runs.TotalCount != 3 {
		t.Errorf("runs = %d, want the burst's 3", runs.Runs.TotalCount)
	}
	other := b.app.Tenant(t, "acme", true, tenancy.RoleMember)
	if got := post(t, b.app, other, submit, input("pool")); got.Code != "" {
		t.Errorf("another token of the tenant: %+v", got)
	}
}

// seeded is a run input with one seed file of n bytes, path included.
func seeded(n int) map[string]any {
	return input("pool", func(in map[string]any) {
		in["case"].(map[string]any)["files"] = []map[string]any{{"path": "f", "content": strings.Repeat("x", n-1)}}
	})
}

// TestSeedFilesCountTowardsARunsCapAndTheTenantsQuota: seed files over a
// run's cap are refused BAD_USER_INPUT naming the limit; runs whose queued
// seed files would pass the tenant's quota are refused RATE_LIMITED naming
// it (issue 26: the queue depth alone allowed about 10 GB of queued rows per
// tenant), a scorecard's cases counted together; runs without seed files
// are not.
func TestSeedFilesCountTowardsARunsCapAndTheTenantsQuota(t *testing.T) {
	t.Parallel()
	b := limited(t, run.Limits{MaxSeedBytes: 1000, TenantSeedBytes: 2500})
	tok := b.app.Tenant(t, "acme", true, tenancy.RoleMember)
	other := b.app.Tenant(t, "globex", true, tenancy.RoleMember)
	ok := answer{Status: http.StatusOK}
	scorecard := func(sizes ...int) map[string]any {
		var cs []map[string]any
		for i, n := range sizes {
			cs = append(cs, map[string]any{"id": "c" + strconv.Itoa(i), "task": "t",
				"files": []map[string]any{{"path": "f", "content": strings.Repeat("x", n-1)}}})
		}
		return map[string]any{"in": map[string]any{"name": "s", "runtime": "pool",
			"harness": map[string]any{"name": "claude", "command": []string{"true"}}, "cases": cs}}
	}
	const submitScorecard = `mutation($in: SubmitScorecardInput!) { submitScorecard(input: $in) { id } }`
	steps := []struct {
		name  string
		token string
		query string
		vars  map[string]any
		want  answer
	}{
		{"a run over the cap", tok, submit, seeded(1001), answer{Status: http.StatusOK, Code: "BAD_USER_INPUT", Limit: "seedBytes"}},
		{"a scorecard case over the cap", tok, submitScorecard, scorecard(10, 1001), answer{Status: http.StatusOK, Code: "BAD_USER_INPUT", Limit: "seedBytes"}},
		{"a run at the cap", tok, submit, seeded(1000), ok},
		{"a second run at the cap", tok, submit, seeded(1000), ok},
		{"a run past the quota", tok, submit, seeded(501), answer{Status: http.StatusOK, Code: "RATE_LIMITED", Limit: "tenantSeedBytes"}},
		{"a scorecard past the quota", tok, submitScorecard, scorecard(300, 201), answer{Status: http.StatusOK, Code: "RATE_LIMITED", Limit: "tenantSeedBytes"}},
		{"a run up to the quota", tok, submit, seeded(500), ok},
		{"a run without seed files", tok, submit, input("pool"), ok},
		{"another tenant's run", other, submit, seeded(1000), ok},
	}
	for _, s := range steps {
		got := post(t, b.app, s.token, s.query, s.vars)
		if diff := cmp.Diff(s.want, got); diff != "" {
			t.Errorf("%s (-want +got):\n%s", s.name, diff)
		}
	}
	var runs struct{ Runs struct{ TotalCount int } }
	b.app.Do(t, tok, `{ runs { totalCount } }`, nil).Decode(t, &runs)
	if runs.Runs.TotalCount != 4 {
		t.Errorf("acme's runs = %d, want the 4 admitted", runs.Runs.TotalCount)
	}
}
