package callbacks_test

import (
	"bytes"
	"context"
	"encoding/json"
	"io"
	"net/http"
	"net/http/httptest"
	"strconv"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/everdict/everdict/backends"
	"github.com/everdict/everdict/backends/backendtest"
	"github.com/everdict/everdict/backends/frontdoor"
	"github.com/everdict/everdict/callbacks"
	"github.com/everdict/everdict/clock"
	"github.com/everdict/everdict/domain"
	"github.com/everdict/everdict/evalcase"
	"github.com/everdict/everdict/netguard"
	"github.com/everdict/everdict/netguard/guardhttp"
	"github.com/everdict/everdict/runtime"
	"github.com/everdict/everdict/store/storetest"
)

// authSecret is the front door's credential in these tests.
const authSecret = "fd-secret-0123456789abcdefghijklmnop"

// door is one front door under test: the attempts store on a real database,
// the callback endpoint served as the control plane's public URL, and an
// agent (an HTTP server) the backend POSTs to.
type door struct {
	t      *testing.T
	store  *callbacks.Store
	public *httptest.Server
	agent  *agent
	clock  clock.Clock
	spec   runtime.HTTPSpec
}

type doorOpts struct {
	clock     clock.Clock
	heartbeat int
	timeout   int
	handler   callbacks.HandlerConfig
}

func newDoor(t *testing.T, o doorOpts) *door {
	t.Helper()
	if o.clock == nil {
		o.clock = clock.System{}
	}
	db := storetest.Open(t)
	st, err := callbacks.NewStore(callbacks.StoreConfig{DB: db.Client, Clock: o.clock})
	if err != nil {
		t.Fatal(err)
	}
	hc := o.handler
	hc.Store, hc.Clock = st, o.clock
	pub := serveCallbacks(t, hc)
	a := newAgent(t)
	d := &door{t: t, store: st, public: pub, agent: a, clock: o.clock,
		spec: runtime.HTTPSpec{URL: a.srv.URL + "/run", AuthSecret: "fd", Headers: []runtime.Header{{Name: "X-Team", Value: "evals"}},
			TimeoutSec: o.timeout, HeartbeatSec: o.heartbeat}}
	return d
}

// replica serves another replica's callback endpoint over the same store.
func (d *door) replica(t *testing.T) *httptest.Server {
	return serveCallbacks(t, callbacks.HandlerConfig{Store: d.store, Clock: d.clock})
}

// serveCallbacks serves a callback endpoint made with cfg.
func serveCallbacks(t *testing.T, cfg callbacks.HandlerConfig) *httptest.Server {
	t.Helper()
	h, err := callbacks.NewHandler(cfg)
	if err != nil {
		t.Fatal(err)
	}
	mux := http.NewServeMux()
	for p, r := range h.Routes() {
		mux.Handle(p, r)
	}
	srv := httptest.NewServer(mux)
	t.Cleanup(srv.Close)
	return srv
}

// open makes a backend instance over the door (as a replica would).
func (d *door) open(t *testing.T) *frontdoor.Backend {
	return d.openWith(t, true)
}

func (d *door) openWith(t *testing.T, trusted bool) *frontdoor.Backend {
	t.Helper()
	client := guardhttp.Client(netguard.For(trusted), 0)
	client.CheckRedirect = func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse }
	b, err := frontdoor.New(frontdoor.Config{Spec: d.spec, AuthSecret: authSecret, PublicURL: d.public.URL,
		Attempts: d.store, Client: client, Clock: d.clock, PollInterval: time.Hour})
	if err != nil {
		t.Fatal(err)
	}
	return b
}

var jobSeq atomic.Int64

// job is a front-door job with the given graders.
func job(graders ...evalcase.Grader) backends.Job {
	n := jobSeq.Add(1)
	return backends.Job{
		RunID: "evd-run-" + strconv.Itoa(int(n)+1000), ID: int(n) + 1000, Tenant: "acme",
		Case:    evalcase.Case{ID: "support-1", Task: "refund order 42", Graders: graders, Expected: "the refund was issued"},
		Harness: evalcase.Harness{Name: "support-bot", Version: "3", Model: "openai/gpt-4o"},
		Zone:    domain.ZoneFor("acme", true),
	}
}

// call POSTs body to the callback URL with token, and returns the status
// and answer.
func call(t *testing.T, url, token string, body any) (int, callbacks.Answer) {
	t.Helper()
	code, a, err := postErr(url, token, body)
	if err != nil {
		t.Fatalf("callback: %v", err)
	}
	return code, a
}

// post is call for a goroutine that is not the test's.
func post(url, token string, body any) (int, callbacks.Answer) {
	code, a, _ := postErr(url, token, body)
	return code, a
}

func postErr(url, token string, body any) (int, callbacks.Answer, error) {
	var raw []byte
	switch b := body.(type) {
	case []byte:
		raw = b
	case nil:
	default:
		raw, _ = json.Marshal(b)
	}
	req, _ := http.NewRequest(http.MethodPost, url, bytes.NewReader(raw))
	if token != "" {
		req.Header.Set("Authorization", "Bearer "+token)
	}
	res, err := http.DefaultClient.Do(req)
	if err != nil {
		return 0, callbacks.Answer{}, err
	}
	defer res.Body.Close()
	var a callbacks.Answer
	_ = json.NewDecoder(res.Body).Decode(&a)
	return res.StatusCode, a, nil
}

// received is what the agent got: a dispatch or a cancel.
type received struct {
	req    frontdoor.Request
	header http.Header
	sigOK  bool
}

// agent is a front door: it checks each request's bearer token and
// signature, records it, and answers with code (202 unless told).
type agent struct {
	srv      *httptest.Server
	mu       sync.Mutex
	runs     map[string]chan received
	cancels  chan frontdoor.CancelRequest
	code     atomic.Int32
	hold     chan struct{} // when set, dispatches block until it closes
	contacts atomic.Int32
	// play, when set, is called with every dispatch the agent accepted,
	// on a goroutine of its own (a scripted agent).
	play func(received)
}

func newAgent(t *testing.T) *agent {
	a := &agent{runs: map[string]chan received{}, cancels: make(chan frontdoor.CancelRequest, 16)}
	a.code.Store(http.StatusAccepted)
	a.srv = httptest.NewServer(http.HandlerFunc(a.serve))
	t.Cleanup(a.srv.Close)
	return a
}

func (a *agent) ch(correlation string) chan received {
	a.mu.Lock()
	defer a.mu.Unlock()
	c, ok := a.runs[correlation]
	if !ok {
		c = make(chan received, 4)
		a.runs[correlation] = c
	}
	return c
}

func (a *agent) serve(w http.ResponseWriter, r *http.Request) {
	a.contacts.Add(1)
	body, _ := io.ReadAll(r.Body)
	if r.Header.Get("Authorization") != "Bearer "+authSecret {
		w.WriteHeader(http.StatusUnauthorized)
		return
	}
	sigOK := frontdoor.Verify([]byte(authSecret), body, r.Header.Get(frontdoor.HeaderSignature))
	switch {
	case r.Method == http.MethodGet:
		w.WriteHeader(http.StatusNoContent)
	case r.URL.Path == "/run/cancel":
		var c frontdoor.CancelRequest
		_ = json.Unmarshal(body, &c)
		if sigOK {
			a.cancels <- c
		}
		w.WriteHeader(http.StatusNoContent)
	default:
		var req frontdoor.Request
		_ = json.Unmarshal(body, &req)
		a.ch(req.CorrelationID) <- received{req: req, header: r.Header.Clone(), sigOK: sigOK}
		a.mu.Lock()
		hold := a.hold
		a.mu.Unlock()
		if hold != nil {
			select {
			case <-hold:
			case <-r.Context().Done():
			}
		}
		code := int(a.code.Load())
		w.WriteHeader(code)
		if a.play != nil && code/100 == 2 {
			go a.play(received{req: req, header: r.Header.Clone(), sigOK: sigOK})
		}
	}
}

// await returns the next request the agent got for correlation.
func (a *agent) await(t *testing.T, correlation string) received {
	t.Helper()
	return backendtest.Await(t, a.ch(correlation), "the front door's request for "+correlation)
}

// completed is a completed callback.
func completed(answer string) frontdoor.Callback {
	cost := 0.25
	return frontdoor.Callback{Status: frontdoor.StatusCompleted, Answer: answer,
		Usage: map[string]float64{"inputTokens": 1200, "outputTokens": 300, "steps": 4}, CostUSD: &cost}
}

// sink records lines and the acceptance.
type sink struct {
	mu       sync.Mutex
	lines    []backends.LogLine
	accepted int
	seen     chan backends.LogLine // when set, hears of each line
}

func (s *sink) Line(l backends.LogLine) {
	s.mu.Lock()
	s.lines = append(s.lines, l)
	s.mu.Unlock()
	if s.seen != nil {
		s.seen <- l
	}
}

func (s *sink) Accepted() {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.accepted++
}

func (s *sink) texts() []string {
	s.mu.Lock()
	defer s.mu.Unlock()
	var out []string
	for _, l := range s.lines {
		out = append(out, l.Text)
	}
	return out
}

func ctx(t *testing.T) context.Context { return backendtest.Guard(t) }
