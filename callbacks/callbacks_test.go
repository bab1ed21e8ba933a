package callbacks_test

import (
	"context"
	"encoding/json"
	"errors"
	"net/http"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"

	"github.com/everdict/everdict/agenttrace"
	"github.com/everdict/everdict/backends"
	"github.com/everdict/everdict/backends/backendtest"
	"github.com/everdict/everdict/backends/frontdoor"
	"github.com/everdict/everdict/callbacks"
	"github.com/everdict/everdict/clock/clocktest"
	"github.com/everdict/everdict/domain"
	"github.com/everdict/everdict/evalcase"
)

func ptr[T any](v T) *T { return &v }

func wantClass(t *testing.T, err error, class domain.FailureClass, code string) {
	t.Helper()
	if backends.ClassOf(err) != class || backends.CodeOf(err) != code {
		t.Fatalf("error = %v (%s/%s), want %s/%s", err, backends.ClassOf(err), backends.CodeOf(err), class, code)
	}
}

func TestACompletedCallbackSettlesTheDispatchWithItsAnswerAndUsageGraded(t *testing.T) {
	t.Parallel()
	d := newDoor(t, doorOpts{})
	j := job(evalcase.Grader{Kind: evalcase.GraderCost, Max: ptr(1.0)}, evalcase.Grader{Kind: evalcase.GraderJudge, Rubric: "was the refund issued?"})
	// The agent behind the door is told its attempt's trace, as a job's
	// TRACEPARENT and EVERDICT_TRACE_ID tell a harness.
	j.TraceID, j.TraceParent = agenttrace.For(j.RunID, 1)
	var logs sink
	ch := backendtest.Dispatch(ctx(t), d.open(t), j, &logs)
	got := d.agent.await(t, j.RunID)
	if !got.sigOK {
		t.Error("the dispatch's X-Everdict-Signature does not verify under the auth secret")
	}
	if got.header.Get("X-Team") != "evals" || got.header.Get(frontdoor.HeaderEvent) != frontdoor.EventDispatch {
		t.Errorf("headers = %v; want the static X-Team and the dispatch event", got.header)
	}
	req := got.req
	wantReq := frontdoor.Request{RunID: strconv.Itoa(j.ID), CorrelationID: j.RunID, Attempt: 1, Task: "refund order 42",
		Case: frontdoor.CaseView{ID: "support-1"}, Harness: frontdoor.HarnessView{Name: "support-bot", Version: "3"}, Model: "openai/gpt-4o",
		TraceParent: j.TraceParent, TraceID: j.TraceID,
		CallbackURL: d.public.URL + "/callbacks/" + strconv.Itoa(j.ID), HeartbeatURL: d.public.URL + "/callbacks/" + strconv.Itoa(j.ID) + "/heartbeat"}
	if diff := cmp.Diff(wantReq, req, cmp.FilterPath(func(p cmp.Path) bool {
		n := p.Last().String()
		return n == ".Deadline" || n == ".CallbackToken"
	}, cmp.Ignore())); diff != "" {
		t.Errorf("request (-want +got):\n%s", diff)
	}
	if strings.Contains(string(mustJSON(req)), "refund was issued") || strings.Contains(string(mustJSON(req)), "rubric") {
		t.Error("the request shows the agent its grading: the expected answer or a rubric")
	}
	code, ans := call(t, req.CallbackURL, req.CallbackToken, completed("Refund issued for order 42."))
	if code != http.StatusOK || ans.Outcome != frontdoor.StatusCompleted || ans.Replay {
		t.Fatalf("callback = %d %+v, want 200 completed", code, ans)
	}
	res := backendtest.Await(t, ch, "dispatch")
	if res.Err != nil {
		t.Fatalf("Dispatch: %v", res.Err)
	}
	want := evalcase.Result{
		Verdict: evalcase.VerdictPass,
		Graders: []evalcase.GraderResult{{Kind: evalcase.GraderCost, Passed: true, Value: ptr(0.25)}, {Kind: evalcase.GraderJudge}},
		Steps:   ptr(4), CostUSD: ptr(0.25), ExitCode: ptr(0),
		Usage:  &evalcase.Usage{InputTokens: ptr(1200), OutputTokens: ptr(300), Steps: ptr(4), CostUSD: ptr(0.25)},
		Answer: "Refund issued for order 42.",
	}
	if diff := cmp.Diff(want, res.Result, cmp.FilterPath(func(p cmp.Path) bool { return p.Last().String() == ".LatencyMS" }, cmp.Ignore())); diff != "" {
		t.Errorf("result (-want +got):\n%s", diff)
	}
	if len(res.Result.Pending()) != 1 {
		t.Errorf("pending judges = %v, want the JUDGE grader left to the control plane", res.Result.Pending())
	}
	if logs.accepted != 1 {
		t.Errorf("Accepted called %d times, want once", logs.accepted)
	}
	if texts := logs.texts(); len(texts) != 3 || !strings.Contains(texts[2], "called back: completed") {
		t.Errorf("log = %q, want posted, accepted, called back", texts)
	}
}

func mustJSON(v any) []byte {
	b, _ := json.Marshal(v)
	return b
}

func TestAFailedCallbackIsGradedFailWithItsError(t *testing.T) {
	t.Parallel()
	d := newDoor(t, doorOpts{})
	j := job()
	ch := backendtest.Dispatch(ctx(t), d.open(t), j, backends.Discard)
	req := d.agent.await(t, j.RunID).req
	if code, _ := call(t, req.CallbackURL, req.CallbackToken, frontdoor.Callback{Status: frontdoor.StatusFailed, Error: "the order system was down"}); code != http.StatusOK {
		t.Fatalf("callback = %d, want 200", code)
	}
	res := backendtest.Await(t, ch, "dispatch")
	if res.Err != nil || res.Result.Verdict != evalcase.VerdictFail || res.Result.Output != "the order system was down" || *res.Result.ExitCode != 1 {
		t.Fatalf("Dispatch = %+v, %v; want FAIL with the error as output and exit code 1", res.Result, res.Err)
	}
}

func TestAReplayedCallbackAnswers200AndADifferentBody409(t *testing.T) {
	t.Parallel()
	d := newDoor(t, doorOpts{})
	j := job()
	ch := backendtest.Dispatch(ctx(t), d.open(t), j, backends.Discard)
	req := d.agent.await(t, j.RunID).req
	first := completed("42")
	if code, _ := call(t, req.CallbackURL, req.CallbackToken, first); code != http.StatusOK {
		t.Fatalf("first callback = %d", code)
	}
	res := backendtest.Await(t, ch, "dispatch")
	// The same callback, spelled differently: still the same callback.
	spelled := []byte(`{ "costUsd": 0.25, "usage": {"steps": 4, "outputTokens": 300, "inputTokens": 1200}, "answer": "42", "status": "completed" }`)
	if code, ans := call(t, req.CallbackURL, req.CallbackToken, spelled); code != http.StatusOK || !ans.Replay || ans.Outcome != "completed" {
		t.Errorf("replay = %d %+v, want 200, a replay, completed", code, ans)
	}
	if code, _ := call(t, req.CallbackURL, req.CallbackToken, completed("43")); code != http.StatusConflict {
		t.Errorf("different body = %d, want 409", code)
	}
	if code, _ := call(t, req.CallbackURL+"/heartbeat", req.CallbackToken, nil); code != http.StatusConflict {
		t.Errorf("heartbeat after completion = %d, want 409", code)
	}
	a, _, err := d.store.Latest(ctx(t), j.RunID)
	if err != nil || a.Callback == nil || a.Callback.Answer != "42" || res.Result.Answer != "42" {
		t.Errorf("recorded %+v (%v), result answer %q; want the first callback's answer kept", a.Callback, err, res.Result.Answer)
	}
}

func TestAnUnknownMalformedOrOtherRunsTokenAnswers401BeforeTheBodyIsRead(t *testing.T) {
	t.Parallel()
	d := newDoor(t, doorOpts{})
	j, other := job(), job()
	ch := backendtest.Dispatch(ctx(t), d.open(t), j, backends.Discard)
	och := backendtest.Dispatch(ctx(t), d.open(t), other, backends.Discard)
	req := d.agent.await(t, j.RunID).req
	oreq := d.agent.await(t, other.RunID).req
	fresh, _ := frontdoor.NewToken()
	huge := make([]byte, 3<<20) // read, it would be 413
	for name, tc := range map[string]struct{ url, token string }{
		"no token":              {req.CallbackURL, ""},
		"a malformed token":     {req.CallbackURL, "not-a-token"},
		"an unknown token":      {req.CallbackURL, fresh},
		"another run's token":   {req.CallbackURL, oreq.CallbackToken},
		"a run id that is not":  {d.public.URL + "/callbacks/abc", req.CallbackToken},
		"the token on the path": {oreq.CallbackURL, req.CallbackToken},
	} {
		if code, _ := call(t, tc.url, tc.token, huge); code != http.StatusUnauthorized {
			t.Errorf("%s: %d, want 401", name, code)
		}
	}
	for _, r := range []frontdoor.Request{req, oreq} {
		if code, _ := call(t, r.CallbackURL, r.CallbackToken, completed("ok")); code != http.StatusOK {
			t.Fatalf("callback = %d", code)
		}
	}
	backendtest.Await(t, ch, "dispatch")
	backendtest.Await(t, och, "dispatch")
}

func TestABodyOverOneMebibyteIs413AndAMalformedOne400(t *testing.T) {
	t.Parallel()
	d := newDoor(t, doorOpts{})
	j := job()
	ch := backendtest.Dispatch(ctx(t), d.open(t), j, backends.Discard)
	req := d.agent.await(t, j.RunID).req
	big := completed(strings.Repeat("a", frontdoor.CallbackMaxBytes))
	if code, _ := call(t, req.CallbackURL, req.CallbackToken, big); code != http.StatusRequestEntityTooLarge {
		t.Errorf("a 1 MiB answer = %d, want 413", code)
	}
	for _, body := range []string{`{"status":"done"}`, `{"status":"completed","extra":1}`, `[]`, `{"status":"completed","costUsd":-1}`} {
		if code, _ := call(t, req.CallbackURL, req.CallbackToken, []byte(body)); code != http.StatusBadRequest {
			t.Errorf("%s = %d, want 400", body, code)
		}
	}
	// A long answer within the body limit is kept cut.
	long := completed(strings.Repeat("b", evalcase.AnswerMaxBytesDefault+10))
	if code, _ := call(t, req.CallbackURL, req.CallbackToken, long); code != http.StatusOK {
		t.Fatalf("callback = %d", code)
	}
	res := backendtest.Await(t, ch, "dispatch")
	if len(res.Result.Answer) != evalcase.AnswerMaxBytesDefault || !res.Result.AnswerCut {
		t.Errorf("answer of %d bytes, cut %v; want %d, cut", len(res.Result.Answer), res.Result.AnswerCut, evalcase.AnswerMaxBytesDefault)
	}
}

func TestALateCallbackAnswers410AndTheRunTimesOut(t *testing.T) {
	t.Parallel()
	clk := clocktest.New(time.Date(2026, 12, 2, 9, 0, 0, 0, time.UTC))
	d := newDoor(t, doorOpts{clock: clk, timeout: 60})
	j := job()
	ch := backendtest.Dispatch(ctx(t), d.open(t), j, backends.Discard)
	req := d.agent.await(t, j.RunID).req
	if !req.Deadline.Equal(clk.Now().Add(60 * time.Second)) {
		t.Errorf("deadline = %s, want 60 s from now", req.Deadline)
	}
	clk.BlockUntil(t, 1)
	clk.Advance(61 * time.Second)
	res := backendtest.Await(t, ch, "dispatch")
	wantClass(t, res.Err, domain.FailureInfra, frontdoor.CodeTimeout)
	if code, _ := call(t, req.CallbackURL, req.CallbackToken, completed("too late")); code != http.StatusGone {
		t.Errorf("late callback = %d, want 410", code)
	}
}

func TestACallbackPastTheDeadlineIs410EvenBeforeTheWaiterNotices(t *testing.T) {
	t.Parallel()
	clk := clocktest.New(time.Date(2026, 12, 2, 9, 0, 0, 0, time.UTC))
	d := newDoor(t, doorOpts{clock: clk, timeout: 60})
	j := job()
	ch := backendtest.Dispatch(ctx(t), d.open(t), j, backends.Discard)
	req := d.agent.await(t, j.RunID).req
	clk.BlockUntil(t, 1)
	clk.Set(clk.Now().Add(60 * time.Second)) // at the deadline: too late
	if code, _ := call(t, req.CallbackURL, req.CallbackToken, completed("late")); code != http.StatusGone {
		t.Errorf("callback at the deadline = %d, want 410", code)
	}
	wantClass(t, backendtest.Await(t, ch, "dispatch").Err, domain.FailureInfra, frontdoor.CodeTimeout)
}

func TestHeartbeatsKeepARunAliveAndTheirAbsenceTimesItOut(t *testing.T) {
	t.Parallel()
	clk := clocktest.New(time.Date(2026, 12, 2, 9, 0, 0, 0, time.UTC))
	d := newDoor(t, doorOpts{clock: clk, heartbeat: 30, timeout: 3600})
	j := job()
	ch := backendtest.Dispatch(ctx(t), d.open(t), j, backends.Discard)
	req := d.agent.await(t, j.RunID).req
	if req.HeartbeatSec != 30 {
		t.Errorf("request heartbeatSec = %d, want 30", req.HeartbeatSec)
	}
	for range 3 {
		clk.BlockUntil(t, 1)
		clk.Advance(20 * time.Second)
		if code, ans := call(t, req.HeartbeatURL, req.CallbackToken, nil); code != http.StatusOK || ans.Outcome != "open" {
			t.Fatalf("heartbeat = %d %+v, want 200 open", code, ans)
		}
	}
	// 60 s in, alive thanks to the heartbeats; now silence.
	clk.BlockUntil(t, 1)
	clk.Advance(31 * time.Second)
	res := backendtest.Await(t, ch, "dispatch")
	wantClass(t, res.Err, domain.FailureInfra, frontdoor.CodeTimeout)
	if !strings.Contains(res.Err.Error(), "heartbeat") {
		t.Errorf("error %q, want it to name the missing heartbeat", res.Err)
	}
	if code, _ := call(t, req.HeartbeatURL, req.CallbackToken, nil); code != http.StatusGone {
		t.Errorf("a heartbeat after the timeout = %d, want 410", code)
	}
}

func TestCancelReachesTheAgentAndItsLateCallbackIs409(t *testing.T) {
	t.Parallel()
	d := newDoor(t, doorOpts{})
	j := job()
	c, cancel := context.WithCancel(ctx(t))
	ch := backendtest.Dispatch(c, d.open(t), j, backends.Discard)
	req := d.agent.await(t, j.RunID).req
	cancel()
	wantClass(t, backendtest.Await(t, ch, "dispatch").Err, domain.FailureCanceled, backends.CodeCanceled)
	got := backendtest.Await(t, d.agent.cancels, "the cancel")
	if diff := cmp.Diff(frontdoor.CancelRequest{RunID: req.RunID, CorrelationID: j.RunID, Attempt: 1, Reason: "canceled"}, got); diff != "" {
		t.Errorf("cancel (-want +got):\n%s", diff)
	}
	if code, _ := call(t, req.CallbackURL, req.CallbackToken, completed("done anyway")); code != http.StatusConflict {
		t.Errorf("callback after cancel = %d, want 409", code)
	}
}

func TestCancelByRunIDFromAnotherReplicaEndsTheWaitingDispatch(t *testing.T) {
	t.Parallel()
	d := newDoor(t, doorOpts{})
	j := job()
	ch := backendtest.Dispatch(ctx(t), d.open(t), j, backends.Discard)
	d.agent.await(t, j.RunID)
	if err := d.open(t).Cancel(ctx(t), j.RunID); err != nil {
		t.Fatalf("Cancel: %v", err)
	}
	wantClass(t, backendtest.Await(t, ch, "dispatch").Err, domain.FailureCanceled, backends.CodeCanceled)
	backendtest.Await(t, d.agent.cancels, "the cancel")
	if err := d.open(t).Cancel(ctx(t), j.RunID); err != nil {
		t.Errorf("second Cancel = %v, want nil", err)
	}
}

func TestARefusedDispatchFailsInfraAndItsTokenIsDead(t *testing.T) {
	t.Parallel()
	d := newDoor(t, doorOpts{})
	d.agent.code.Store(http.StatusServiceUnavailable)
	j := job()
	ch := backendtest.Dispatch(ctx(t), d.open(t), j, backends.Discard)
	req := d.agent.await(t, j.RunID).req
	res := backendtest.Await(t, ch, "dispatch")
	wantClass(t, res.Err, domain.FailureInfra, frontdoor.CodeRefused)
	if !strings.Contains(res.Err.Error(), "HTTP 503") {
		t.Errorf("error %q, want it to name the HTTP status", res.Err)
	}
	if code, _ := call(t, req.CallbackURL, req.CallbackToken, completed("x")); code != http.StatusConflict {
		t.Errorf("callback of a refused dispatch = %d, want 409", code)
	}
}

func TestAStaleAttemptsTokenIs409AfterTheRunWasDispatchedAgain(t *testing.T) {
	t.Parallel()
	d := newDoor(t, doorOpts{})
	d.agent.mu.Lock()
	d.agent.hold = make(chan struct{}) // the front door never answers the first POST
	d.agent.mu.Unlock()
	j := job()
	c, detach := context.WithCancelCause(ctx(t))
	ch := backendtest.Dispatch(c, d.open(t), j, backends.Discard)
	first := d.agent.await(t, j.RunID).req
	detach(backends.ErrDetached) // its replica dies mid-POST
	if err := backendtest.Await(t, ch, "dispatch").Err; !errors.Is(err, backends.ErrDetached) {
		t.Fatalf("detached Dispatch = %v, want ErrDetached", err)
	}
	// The replica that takes the run over finds the POST unanswered: the
	// attempt is closed and the run goes out again as attempt 2.
	outcome, _, err := d.open(t).Adopt(ctx(t), j.RunID, 0, backends.Discard)
	if outcome != backends.Absent || err != nil {
		t.Fatalf("Adopt = %s, %v; want ABSENT", outcome, err)
	}
	d.agent.mu.Lock()
	close(d.agent.hold)
	d.agent.hold = nil
	d.agent.mu.Unlock()
	ch2 := backendtest.Dispatch(ctx(t), d.open(t), j, backends.Discard)
	second := d.agent.await(t, j.RunID).req
	if second.Attempt != 2 || second.CallbackToken == first.CallbackToken {
		t.Fatalf("second dispatch is attempt %d, want 2 with a new token", second.Attempt)
	}
	if code, ans := call(t, first.CallbackURL, first.CallbackToken, completed("old")); code != http.StatusConflict || !strings.Contains(ans.Error, "older attempt") {
		t.Errorf("the first attempt's callback = %d %+v, want 409 naming an older attempt", code, ans)
	}
	if code, _ := call(t, second.CallbackURL, second.CallbackToken, completed("new")); code != http.StatusOK {
		t.Fatalf("the live attempt's callback = %d, want 200", code)
	}
	if res := backendtest.Await(t, ch2, "dispatch"); res.Err != nil || res.Result.Answer != "new" {
		t.Errorf("Dispatch = %q, %v; want the live attempt's answer", res.Result.Answer, res.Err)
	}
}

func TestAnAcceptedRunIsAdoptedByAnotherReplicaAndNeverPostedAgain(t *testing.T) {
	t.Parallel()
	d := newDoor(t, doorOpts{})
	j := job()
	c, detach := context.WithCancelCause(ctx(t))
	first := sink{seen: make(chan backends.LogLine, 8)}
	ch := backendtest.Dispatch(c, d.open(t), j, &first)
	req := d.agent.await(t, j.RunID).req
	backendtest.Await(t, first.seen, "the posted line")
	backendtest.Await(t, first.seen, "the accepted line")
	detach(backends.ErrDetached)
	if err := backendtest.Await(t, ch, "dispatch").Err; !errors.Is(err, backends.ErrDetached) {
		t.Fatalf("detached Dispatch = %v, want ErrDetached", err)
	}
	// The callback lands on a third replica while nobody waits.
	if code, _ := call(t, d.replica(t).URL+"/callbacks/"+req.RunID, req.CallbackToken, completed("adopted")); code != http.StatusOK {
		t.Fatalf("callback = %d", code)
	}
	var second sink
	outcome, res, err := d.open(t).Adopt(ctx(t), j.RunID, 2, &second)
	if outcome != backends.Adopted || err != nil || res.Answer != "adopted" {
		t.Fatalf("Adopt = %s, %q, %v; want ADOPTED with the callback's answer", outcome, res.Answer, err)
	}
	if got := second.texts(); len(got) != 1 || !strings.Contains(got[0], "called back") || second.lines[0].Seq != 3 {
		t.Errorf("adopted lines = %q, want line 3, the callback", got)
	}
	if n := d.agent.contacts.Load(); n != 1 {
		t.Errorf("the front door was contacted %d times, want once: an accepted run is never POSTed again", n)
	}
}

func TestTwoIdenticalCallbacksToTwoReplicasCompleteTheRunOnce(t *testing.T) {
	t.Parallel()
	d := newDoor(t, doorOpts{})
	j := job()
	ch := backendtest.Dispatch(ctx(t), d.open(t), j, backends.Discard)
	req := d.agent.await(t, j.RunID).req
	replicas := []string{d.public.URL, d.replica(t).URL}
	type answer struct {
		code   int
		replay bool
	}
	answers := make([]answer, 8)
	var wg sync.WaitGroup
	for i := range answers {
		wg.Go(func() {
			code, a := call(t, replicas[i%2]+"/callbacks/"+req.RunID, req.CallbackToken, completed("once"))
			answers[i] = answer{code, a.Replay}
		})
	}
	wg.Wait()
	recorded := 0
	for _, a := range answers {
		if a.code != http.StatusOK {
			t.Errorf("a delivery answered %d, want 200", a.code)
		}
		if !a.replay {
			recorded++
		}
	}
	if recorded != 1 {
		t.Errorf("%d deliveries recorded the callback, want exactly 1 (the rest replays)", recorded)
	}
	if res := backendtest.Await(t, ch, "dispatch"); res.Err != nil || res.Result.Answer != "once" {
		t.Errorf("Dispatch = %+v, %v", res.Result, res.Err)
	}
}

func TestAnUntrustedOwnersFrontDoorOnLoopbackOrMetadataIsNeverContacted(t *testing.T) {
	t.Parallel()
	for _, target := range []string{"", "http://169.254.169.254/latest/run", "http://[::1]:9/run", "http://localhost:9/run"} {
		d := newDoor(t, doorOpts{})
		if target != "" {
			d.spec.URL = target
		}
		j := job()
		res := backendtest.Await(t, backendtest.Dispatch(ctx(t), d.openWith(t, false), j, backends.Discard), "dispatch")
		wantClass(t, res.Err, domain.FailureConfig, frontdoor.CodeForbidden)
		if n := d.agent.contacts.Load(); n != 0 {
			t.Errorf("%s: the front door was contacted %d times, want never", d.spec.URL, n)
		}
		if p, err := d.openWith(t, false).Probe(ctx(t)); err != nil || p.Reachable {
			t.Errorf("%s: Probe = %+v, %v; want unreachable", d.spec.URL, p, err)
		}
	}
}

func TestACaseWithATestsPassGraderIsRefusedAsConfig(t *testing.T) {
	t.Parallel()
	d := newDoor(t, doorOpts{})
	j := job(evalcase.Grader{Kind: evalcase.GraderTestsPass, Command: []string{"make", "test"}})
	_, err := d.open(t).Dispatch(ctx(t), j, backends.Discard)
	wantClass(t, err, domain.FailureConfig, frontdoor.CodeNeedsWorkspace)
	if n := d.agent.contacts.Load(); n != 0 {
		t.Errorf("the front door was contacted %d times, want never", n)
	}
}

func TestCallbacksOverTheRunsRateAre429WithRetryAfter(t *testing.T) {
	t.Parallel()
	d := newDoor(t, doorOpts{handler: callbacks.HandlerConfig{PerRunRate: 0.001, PerRunBurst: 2}})
	j := job()
	ch := backendtest.Dispatch(ctx(t), d.open(t), j, backends.Discard)
	req := d.agent.await(t, j.RunID).req
	codes := []int{}
	for range 3 {
		code, _ := call(t, req.HeartbeatURL, req.CallbackToken, nil)
		codes = append(codes, code)
	}
	if diff := cmp.Diff([]int{200, 200, 429}, codes); diff != "" {
		t.Errorf("codes (-want +got):\n%s", diff)
	}
	_ = d.open(t).Cancel(ctx(t), j.RunID)
	backendtest.Await(t, ch, "dispatch")
}
