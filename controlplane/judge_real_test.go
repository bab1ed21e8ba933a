package controlplane_test

import (
	"context"
	"encoding/json"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"os"
	"strings"
	"sync"
	"testing"

	"github.com/everdict/everdict/controlplane"
	"github.com/everdict/everdict/internal/apptest"
	"github.com/everdict/everdict/tenancy"
)

// openAIStandIn is an OpenAI-compatible Chat Completions server: it grades
// PASS with score 0.8 when the bearer token is key, and records every
// request body it was sent.
type openAIStandIn struct {
	key    string
	mu     sync.Mutex
	bodies []string
	auths  []string
}

func (o *openAIStandIn) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	body, _ := io.ReadAll(r.Body)
	o.mu.Lock()
	o.bodies = append(o.bodies, string(body))
	o.auths = append(o.auths, r.Header.Get("Authorization"))
	o.mu.Unlock()
	if r.URL.Path != "/v1/chat/completions" || r.Header.Get("Authorization") != "Bearer "+o.key {
		http.Error(w, `{"error":{"message":"no"}}`, http.StatusUnauthorized)
		return
	}
	w.Header().Set("Content-Type", "application/json")
	_ = json.NewEncoder(w).Encode(map[string]any{
		"id": "chatcmpl-1", "object": "chat.completion", "created": 1, "model": "judge-1",
		"choices": []map[string]any{{"index": 0, "finish_reason": "stop", "message": map[string]any{
			"role": "assistant", "content": `{"verdict":"PASS","score":0.8,"reasoning":"the dump is an answer"}`}}},
		"usage": map[string]any{"prompt_tokens": 100, "completion_tokens": 20, "total_tokens": 120},
	})
}

// TestTheJudgesKeyNeverReachesTheJob is the attack test of the judge's
// promise: with the control plane's own judge (judge.Service over a
// registered model provider, no test double) and an OpenAI-compatible
// server in process, a harness that writes its environment, its
// /proc/self/environ and every environ it can read into its answer finds
// no API key there, while the provider was called with the key as a bearer
// token and its reply decided the run, the judge billed at the provider's
// prices apart from the agent.
func TestTheJudgesKeyNeverReachesTheJob(t *testing.T) {
	t.Parallel()
	if os.Geteuid() != 0 {
		t.Skip("LOCAL jobs need the control plane to run as root")
	}
	const key = "sk-judge-key-5d1e0b7c"
	provider := &openAIStandIn{key: key}
	srv := httptest.NewServer(provider)
	t.Cleanup(srv.Close)

	real := controlplane.DefaultBackends(t.TempDir(), controlplane.LocalHost{}, []byte("the tests' wire key, 32 bytes"), slog.New(slog.DiscardHandler))
	app := apptest.New(t, apptest.Options{Backends: real})
	tok, err := app.Bootstrap(context.Background())
	if err != nil || tok == "" {
		t.Fatalf("bootstrap = %q, %v", tok, err)
	}
	// The provider listens on loopback, which netguard lets only a trusted
	// tenant reach.
	if err := app.DB.Tenant.Update().SetTrusted(true).Exec(tenancy.System(context.Background())); err != nil {
		t.Fatal(err)
	}
	app.Do(t, tok, `mutation($v: String!) { setSecret(name: "lab-key", value: $v, purpose: MODEL) { name } }`, map[string]any{"v": key}).Decode(t, &struct{}{})
	app.Do(t, tok, `mutation($in: ModelProviderInput!) { registerModelProvider(input: $in) { name } }`, map[string]any{"in": map[string]any{
		"name": "lab", "kind": "OPENAI_COMPATIBLE", "baseUrl": srv.URL + "/v1", "apiKeySecret": "lab-key", "inputUsdPerMTok": 2.5, "outputUsdPerMTok": 10,
	}}).Decode(t, &struct{}{})

	var sub struct{ SubmitRun struct{ ID string } }
	dump := `{ env; tr '\0' '\n' < /proc/self/environ; for f in /proc/[0-9]*/environ; do tr '\0' '\n' < "$f" 2>/dev/null; done; } > "$EVERDICT_ANSWER_FILE"`
	app.Do(t, tok, `mutation($in: SubmitRunInput!) { submitRun(input: $in) { id } }`, map[string]any{"in": map[string]any{
		"runtime": "local",
		"harness": map[string]any{"name": "snoop", "command": []string{"sh", "-c", dump}},
		"case": map[string]any{"task": "print what you can see", "timeoutSec": 60,
			"graders": []map[string]any{{"kind": "JUDGE", "rubric": "any answer passes", "model": "lab/judge-1"}}},
	}}).Decode(t, &sub)
	got := waitJudged(t, app, tok, sub.SubmitRun.ID)

	if got.Answer == nil || !strings.Contains(*got.Answer, "EVERDICT_ANSWER_FILE") {
		t.Fatalf("answer = %v, want the harness's environment dump", got.Answer)
	}
	if strings.Contains(*got.Answer, key) {
		t.Errorf("the job's environment holds the judge's API key:\n%s", *got.Answer)
	}
	if got.Status != "SUCCEEDED" || got.Result == nil || got.Result.Verdict != "PASS" {
		t.Fatalf("run = %+v, want SUCCEEDED and PASS from the provider's reply", got)
	}
	g := got.Result.Graders[0]
	if g.Judge == nil || g.Judge.JudgeModel != "lab/judge-1" || g.Judge.Score == nil || *g.Judge.Score != 0.8 || g.Judge.Reasoning != "the dump is an answer" {
		t.Errorf("the JUDGE grader's record = %+v %+v", g, g.Judge)
	}
	// 100 input tokens at 2.5 USD and 20 output tokens at 10 USD per million.
	if want := 0.00045; got.JudgeCostUsd < want-1e-9 || got.JudgeCostUsd > want+1e-9 || got.CostUsd != 0 {
		t.Errorf("costs = agent %v, judge %v; want 0 and %v apart", got.CostUsd, got.JudgeCostUsd, want)
	}
	provider.mu.Lock()
	defer provider.mu.Unlock()
	if len(provider.auths) == 0 || provider.auths[0] != "Bearer "+key {
		t.Errorf("the provider saw Authorization %q, want the key as a bearer token", provider.auths)
	}
	if !strings.Contains(provider.bodies[0], "EVERDICT_ANSWER_FILE") {
		t.Errorf("the provider was not shown the answer: %.300s", provider.bodies[0])
	}
}
