package controlplane_test

import (
	"bufio"
	"bytes"
	"context"
	"crypto/rand"
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"os"
	"os/exec"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/everdict/everdict/backends/backendtest"
	"github.com/everdict/everdict/backends/frontdoor"
	"github.com/everdict/everdict/controlplane"
	"github.com/everdict/everdict/ent/secret"
	"github.com/everdict/everdict/evalcase"
	"github.com/everdict/everdict/internal/redistest"
	"github.com/everdict/everdict/run"
	"github.com/everdict/everdict/runtime"
	"github.com/everdict/everdict/secrets"
	"github.com/everdict/everdict/store/storetest"
	"github.com/everdict/everdict/tenancy"
)

const agentSecret = "agent-auth-0123456789abcdefghijklmnopqrst"

// agentProc is the front door's agent, a separate process.
type agentProc struct {
	url    string
	events chan string
}

func startAgent(t *testing.T) *agentProc {
	t.Helper()
	cmd := exec.Command(os.Args[0], "-test.run=^$")
	cmd.Env = append(os.Environ(), EnvFrontDoorAgent+"=1", "AGENT_SECRET="+agentSecret)
	out, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	cmd.Stderr = os.Stderr
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = cmd.Process.Kill(); _ = cmd.Wait() })
	a := &agentProc{events: make(chan string, 64)}
	lines := bufio.NewScanner(out)
	if !lines.Scan() || !strings.HasPrefix(lines.Text(), "AGENT ") {
		t.Fatalf("the agent did not start: %q", lines.Text())
	}
	a.url = strings.TrimPrefix(lines.Text(), "AGENT ")
	go func() {
		for lines.Scan() {
			a.events <- lines.Text()
		}
		close(a.events)
	}()
	return a
}

// next returns the agent's next event line.
func (a *agentProc) next(t *testing.T) string {
	t.Helper()
	return backendtest.Await(t, a.events, "the agent's next event")
}

// goOn tells the agent to call back correlation's run at base (a replica).
func (a *agentProc) goOn(t *testing.T, correlation, base string, heartbeat bool) int {
	t.Helper()
	return a.answer(t, correlation, base, heartbeat, "")
}

// answer is goOn with the answer the agent sends ("" for its own).
func (a *agentProc) answer(t *testing.T, correlation, base string, heartbeat bool, answer string) int {
	t.Helper()
	body, _ := json.Marshal(map[string]any{"CorrelationID": correlation, "Base": base, "Heartbeat": heartbeat, "Answer": answer})
	res, err := http.Post(a.url+"/go", "application/json", bytes.NewReader(body))
	if err != nil {
		t.Fatalf("tell the agent to go: %v", err)
	}
	res.Body.Close()
	return res.StatusCode
}

type frontDoorReplica struct {
	cp  *controlplane.ControlPlane
	url string
}

// TestAFrontDoorRunSurvivesItsReplicaAndSettlesOnceThroughAnyReplica runs
// three replicas over one database and one Redis (PostgreSQL and Redis in
// CI) and a real agent process behind an HTTP runtime. The replica that
// dispatched a run is stopped, the agent calls back to another, and a third
// takes the run over and settles it once, never POSTing it again; a replay
// changes nothing; two identical callbacks to two replicas settle a run
// once; a cancel reaches the agent and its late callback is refused; a
// different body is 409, a wrong token 401, and a run with no callback by
// its deadline fails TIMEOUT with the late callback 410.
func TestAFrontDoorRunSurvivesItsReplicaAndSettlesOnceThroughAnyReplica(t *testing.T) {
	t.Parallel()
	agent := startAgent(t)
	db := storetest.Open(t)
	clients, prefix := redistest.Clients(t, 1)
	key := make([]byte, secrets.KeySize)
	_, _ = rand.Read(key)
	box, _ := secrets.NewBox(key)
	settled := &settledOnce{n: map[int]int{}, ch: make(chan int, 64)}
	var replicas []*frontDoorReplica
	for range 3 {
		srv := httptest.NewUnstartedServer(nil)
		url := "http://" + srv.Listener.Addr().String()
		cp, err := controlplane.New(controlplane.Config{
			DB: db, Box: box, DataDir: t.TempDir(), Redis: clients[0], RedisPrefix: prefix,
			HostCapabilities: func(context.Context) []string { return nil },
			PublicURL:        url, LeaseTTL: time.Second, RescueInterval: 100 * time.Millisecond,
			Notifier: settled,
		})
		if err != nil {
			t.Fatal(err)
		}
		srv.Config.Handler = cp.Server.Handler()
		srv.Start()
		t.Cleanup(srv.Close)
		if err := cp.Start(context.Background()); err != nil {
			t.Fatal(err)
		}
		t.Cleanup(cp.Close)
		replicas = append(replicas, &frontDoorReplica{cp: cp, url: url})
	}
	ctx := context.Background()
	cp0 := replicas[0].cp
	tok, err := cp0.Auth.CreateToken(tenancy.System(ctx), "acme", "alice", tenancy.RoleAdmin)
	if err != nil {
		t.Fatal(err)
	}
	v, _ := cp0.Auth.Authenticate(ctx, tok)
	// The agent listens on loopback, which only a trusted tenant may reach.
	cp0.DB.Client.Tenant.UpdateOneID(v.TenantID).SetTrusted(true).ExecX(tenancy.System(ctx))
	v, _ = cp0.Auth.Authenticate(ctx, tok)
	as := tenancy.NewContext(ctx, v)
	if _, err := cp0.Vault.Set(as, "agent-auth", agentSecret, secret.PurposeCLUSTER); err != nil {
		t.Fatal(err)
	}
	if _, err := cp0.Registry.Register(as, runtime.RuntimeSpec{Name: "support-bot", Kind: runtime.KindHTTP,
		HTTP: &runtime.HTTPSpec{URL: agent.url + "/run", AuthSecret: "agent-auth", MaxConcurrent: 8}}); err != nil {
		t.Fatal(err)
	}
	submit := func(task string) run.Run {
		t.Helper()
		r, err := cp0.Runs.Submit(as, run.SubmitInput{Runtime: "support-bot",
			Harness: evalcase.Harness{Name: "support-bot", Version: "3", Command: []string{"agent"}},
			Case:    evalcase.Case{Task: task, Graders: []evalcase.Grader{{Kind: evalcase.GraderCost, Max: ptrF(1)}}}})
		if err != nil {
			t.Fatal(err)
		}
		return r
	}
	byID := func(id string) *frontDoorReplica {
		for _, r := range replicas {
			if r.cp.Scheduler.ID() == id {
				return r
			}
		}
		t.Fatalf("no replica %q", id)
		return nil
	}
	awaitSettled := func(id int) {
		t.Helper()
		for {
			if got := backendtest.Await(t, settled.ch, "a settle"); got == id {
				return
			}
		}
	}

	// 1. The dispatching replica dies; the callback goes to another.
	a := submit("refund order 42")
	correlation := run.CorrelationID(run.Key{RunID: a.ID})
	if ev := agent.next(t); ev != "RECEIVED "+correlation+" 1" {
		t.Fatalf("agent event %q, want the run received", ev)
	}
	got, err := cp0.Runs.Get(tenancy.System(ctx), a.ID)
	if err != nil {
		t.Fatal(err)
	}
	dispatcher := byID(got.Owner)
	dispatcher.cp.Close()
	var other *frontDoorReplica
	for _, r := range replicas {
		if r != dispatcher {
			other = r
			break
		}
	}
	if code := agent.goOn(t, correlation, other.url, true); code != http.StatusOK {
		t.Fatalf("the callback to another replica answered %d, want 200", code)
	}
	awaitSettled(a.ID)
	done, err := other.cp.Runs.Get(tenancy.System(ctx), a.ID)
	if err != nil || done.Status != run.Succeeded || done.Result == nil || done.Result.Answer != "done: refund order 42" {
		t.Fatalf("run = %+v, %v; want SUCCEEDED with the agent's answer", done, err)
	}
	if done.Result.Verdict != evalcase.VerdictPass || done.CostUSD < 0.5 {
		t.Errorf("verdict %s, cost %v; want PASS and the agent's cost", done.Result.Verdict, done.CostUSD)
	}
	// A replay, to yet another replica, is 200 and changes nothing; a
	// different body is 409; a wrong token is 401.
	for _, r := range replicas {
		if r != dispatcher && r != other {
			if code := agent.goOn(t, correlation, r.url, false); code != http.StatusOK {
				t.Errorf("a replayed callback answered %d, want 200", code)
			}
			if code := agent.answer(t, correlation, r.url, false, "a second opinion"); code != http.StatusConflict {
				t.Errorf("a different callback answered %d, want 409", code)
			}
			fresh, _ := frontdoor.NewToken()
			req, _ := http.NewRequest(http.MethodPost, r.url+"/callbacks/"+strconv.Itoa(a.ID), strings.NewReader(`{"status":"completed"}`))
			req.Header.Set("Authorization", "Bearer "+fresh)
			res, err := http.DefaultClient.Do(req)
			if err != nil {
				t.Fatal(err)
			}
			res.Body.Close()
			if res.StatusCode != http.StatusUnauthorized {
				t.Errorf("a wrong token answered %d, want 401", res.StatusCode)
			}
		}
	}

	// 2. Two identical callbacks to two replicas settle a run once.
	b := submit("refund order 43")
	cb := run.CorrelationID(run.Key{RunID: b.ID})
	if ev := agent.next(t); ev != "RECEIVED "+cb+" 1" {
		t.Fatalf("agent event %q, want the second run received", ev)
	}
	var wg sync.WaitGroup
	codes := make([]int, 2)
	live := []*frontDoorReplica{}
	for _, r := range replicas {
		if r != dispatcher {
			live = append(live, r)
		}
	}
	for i := range codes {
		wg.Go(func() { codes[i] = agent.goOn(t, cb, live[i].url, false) })
	}
	wg.Wait()
	if codes[0] != http.StatusOK || codes[1] != http.StatusOK {
		t.Errorf("concurrent identical callbacks answered %v, want 200 twice", codes)
	}
	awaitSettled(b.ID)

	// 3. A cancel reaches the agent; its late callback is 409.
	c := submit("refund order 44")
	cc := run.CorrelationID(run.Key{RunID: c.ID})
	if ev := agent.next(t); ev != "RECEIVED "+cc+" 1" {
		t.Fatalf("agent event %q, want the third run received", ev)
	}
	if _, err := live[0].cp.Runs.Cancel(as, c.ID); err != nil {
		t.Fatal(err)
	}
	if ev := agent.next(t); ev != "CANCELED "+cc {
		t.Fatalf("agent event %q, want the cancel", ev)
	}
	awaitSettled(c.ID)
	if code := agent.goOn(t, cc, live[1].url, false); code != http.StatusConflict {
		t.Errorf("a callback after the cancel answered %d, want 409", code)
	}

	// 4. No callback by the deadline: the run fails TIMEOUT, and the late
	// callback is 410.
	if _, err := cp0.Registry.Register(as, runtime.RuntimeSpec{Name: "slow-bot", Kind: runtime.KindHTTP,
		HTTP: &runtime.HTTPSpec{URL: agent.url + "/run", AuthSecret: "agent-auth", TimeoutSec: 1}}); err != nil {
		t.Fatal(err)
	}
	d, err := cp0.Runs.Submit(as, run.SubmitInput{Runtime: "slow-bot",
		Harness: evalcase.Harness{Name: "support-bot", Command: []string{"agent"}}, Case: evalcase.Case{Task: "refund order 45"}})
	if err != nil {
		t.Fatal(err)
	}
	cd := run.CorrelationID(run.Key{RunID: d.ID})
	if ev := agent.next(t); ev != "RECEIVED "+cd+" 1" {
		t.Fatalf("agent event %q, want the fourth run received", ev)
	}
	awaitSettled(d.ID)
	late, err := cp0.Runs.Get(tenancy.System(ctx), d.ID)
	if err != nil || late.Status != run.Failed || late.ErrorCode != frontdoor.CodeTimeout || late.ErrorClass != "INFRA" {
		t.Errorf("run = %s %s/%s, %v; want FAILED INFRA/TIMEOUT", late.Status, late.ErrorClass, late.ErrorCode, err)
	}
	if code := agent.goOn(t, cd, live[0].url, false); code != http.StatusGone {
		t.Errorf("a callback after the deadline answered %d, want 410", code)
	}

	settled.mu.Lock()
	defer settled.mu.Unlock()
	for _, id := range []int{a.ID, b.ID, c.ID, d.ID} {
		if settled.n[id] != 1 {
			t.Errorf("run %d settled %d times, want once", id, settled.n[id])
		}
	}
	select {
	case ev := <-agent.events:
		t.Errorf("unexpected agent event %q: a run was POSTed again", ev)
	default:
	}
}

func ptrF(f float64) *float64 { return &f }
