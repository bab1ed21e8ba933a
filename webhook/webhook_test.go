package webhook_test

import (
	"crypto/hmac"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"io"
	"net/http"
	"net/http/httptest"
	"sync"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"

	"github.com/everdict/everdict/backends"
	"github.com/everdict/everdict/ent"
	"github.com/everdict/everdict/internal/apptest"
	"github.com/everdict/everdict/internal/fakebackend"
	"github.com/everdict/everdict/tenancy"
	"github.com/everdict/everdict/webhook"
)

// recordingClock fires every wait at once and records how long it was asked
// to wait.
type recordingClock struct {
	mu    sync.Mutex
	waits []time.Duration
}

func (c *recordingClock) Now() time.Time { return time.Unix(0, 0) }

func (c *recordingClock) After(d time.Duration) <-chan time.Time {
	c.mu.Lock()
	c.waits = append(c.waits, d)
	c.mu.Unlock()
	ch := make(chan time.Time, 1)
	ch <- time.Unix(0, 0)
	return ch
}

// receiver fails the first failures deliveries with 500, then accepts.
type receiver struct {
	mu       sync.Mutex
	failures int
	bodies   [][]byte
	sigs     []string
	release  chan struct{} // when set, the accepting answer waits for it
	got      chan struct{}
}

func (r *receiver) ServeHTTP(w http.ResponseWriter, req *http.Request) {
	body, _ := io.ReadAll(req.Body)
	r.mu.Lock()
	r.bodies = append(r.bodies, body)
	r.sigs = append(r.sigs, req.Header.Get(webhook.HeaderSignature))
	fail := len(r.bodies) <= r.failures
	r.mu.Unlock()
	if fail {
		w.WriteHeader(http.StatusInternalServerError)
		return
	}
	if r.release != nil {
		<-r.release
	}
	w.WriteHeader(http.StatusNoContent)
	r.got <- struct{}{}
}

// bundle is the test setup: an app whose runs pass at once, a tenant with a
// rotated webhook secret, and a receiver URL.
type bundle struct {
	app     *apptest.App
	token   string
	clock   *recordingClock
	secret  string
	url     string
	settled chan string
}

type settledSignal chan string

func (s settledSignal) Settled(r *ent.Run) { s <- string(r.Status) }

func setup(t *testing.T, rcv *receiver) *bundle {
	t.Helper()
	b := &bundle{clock: &recordingClock{}, settled: make(chan string, 16)}
	fake := fakebackend.New(true)
	fake.Auto = func(backends.Job) fakebackend.Outcome { return fakebackend.Pass() }
	b.app = apptest.New(t, apptest.Options{
		Backends:     apptest.FakeLocal(fake),
		WebhookClock: b.clock,
		Notifier:     settledSignal(b.settled),
	})
	b.token = b.app.Tenant(t, "acme", true, tenancy.RoleAdmin)
	b.app.Do(t, b.token, `mutation { registerRuntime(input: {name: "pool", kind: LOCAL}) { version } }`, nil).Decode(t, &struct{}{})
	var rot struct{ RotateWebhookSecret string }
	b.app.Do(t, b.token, `mutation { rotateWebhookSecret }`, nil).Decode(t, &rot)
	b.secret = rot.RotateWebhookSecret
	srv := httptest.NewServer(rcv)
	t.Cleanup(srv.Close)
	b.url = srv.URL
	return b
}

func submit(t *testing.T, app *apptest.App, tok, url string) string {
	t.Helper()
	var got struct{ SubmitRun struct{ ID string } }
	app.Do(t, tok, `mutation($u: String!) { submitRun(input: {runtime: "pool", webhookUrl: $u,
		harness: {name: "h", command: ["true"]}, case: {task: "t"}}) { id } }`, map[string]any{"u": url}).Decode(t, &got)
	return got.SubmitRun.ID
}

func TestDeliveryIsSignedAndRetriedWithBackoff(t *testing.T) {
	t.Parallel()
	rcv := &receiver{failures: 2, got: make(chan struct{}, 1)}
	b := setup(t, rcv)
	app, clock, secret := b.app, b.clock, b.secret
	id := submit(t, app, b.token, b.url)
	select {
	case <-rcv.got:
	case <-time.After(30 * time.Second):
		t.Fatal("no delivery accepted")
	}
	app.Webhooks.Wait()
	rcv.mu.Lock()
	defer rcv.mu.Unlock()
	if len(rcv.bodies) != 3 {
		t.Fatalf("%d attempts, want 3 (two failures, then success)", len(rcv.bodies))
	}
	clock.mu.Lock()
	if diff := cmp.Diff([]time.Duration{webhook.BackoffDefault, 2 * webhook.BackoffDefault}, clock.waits); diff != "" {
		t.Errorf("backoff waits (-want +got):\n%s", diff)
	}
	clock.mu.Unlock()
	body := rcv.bodies[2]
	mac := hmac.New(sha256.New, []byte(secret))
	mac.Write(body)
	if want := "sha256=" + hex.EncodeToString(mac.Sum(nil)); rcv.sigs[2] != want {
		t.Errorf("signature %q, want %q (HMAC-SHA256 of the body with the rotated secret)", rcv.sigs[2], want)
	}
	var p webhook.Payload
	if err := json.Unmarshal(body, &p); err != nil {
		t.Fatal(err)
	}
	if p.RunID != id || p.Status != "SUCCEEDED" || p.Event != webhook.EventSettled || p.Result == nil {
		t.Errorf("payload = %+v", p)
	}
}

func TestDeliveryNeverBlocksSettlement(t *testing.T) {
	t.Parallel()
	rcv := &receiver{release: make(chan struct{}), got: make(chan struct{}, 1)}
	b := setup(t, rcv)
	submit(t, b.app, b.token, b.url)
	// The receiver holds the delivery; the run settles regardless.
	select {
	case status := <-b.settled:
		if status != "SUCCEEDED" {
			t.Errorf("settled %s, want SUCCEEDED", status)
		}
	case <-time.After(30 * time.Second):
		t.Fatal("the run did not settle while its webhook was held")
	}
	select {
	case <-rcv.got:
		t.Fatal("the delivery finished before it was released: nothing was held")
	default:
	}
	close(rcv.release)
	<-rcv.got
}

// TestAnUntrustedTenantsWebhookCannotReachPrivateAddresses: the URL is tenant
// input; an untrusted tenant's delivery to loopback is refused at connect
// time, never sent, and not retried.
func TestAnUntrustedTenantsWebhookCannotReachPrivateAddresses(t *testing.T) {
	t.Parallel()
	rcv := &receiver{got: make(chan struct{}, 1)}
	b := setup(t, rcv)
	tok := b.app.Tenant(t, "stranger", false, tenancy.RoleAdmin)
	b.app.Do(t, tok, `mutation { registerRuntime(input: {name: "box", kind: LOCAL, local: {hardened: true}}) { version } }`, nil).Decode(t, &struct{}{})
	var got struct{ SubmitRun struct{ ID string } }
	b.app.Do(t, tok, `mutation($u: String!) { submitRun(input: {runtime: "box", webhookUrl: $u,
		harness: {name: "h", command: ["true"]}, case: {task: "t"}}) { id } }`, map[string]any{"u": b.url}).Decode(t, &got)
	select {
	case <-b.settled:
	case <-time.After(30 * time.Second):
		t.Fatal("the run did not settle")
	}
	b.app.Webhooks.Wait()
	rcv.mu.Lock()
	defer rcv.mu.Unlock()
	if len(rcv.bodies) != 0 {
		t.Errorf("%d deliveries reached a loopback receiver for an untrusted tenant, want none", len(rcv.bodies))
	}
	b.clock.mu.Lock()
	defer b.clock.mu.Unlock()
	if len(b.clock.waits) != 0 {
		t.Errorf("a refused destination was retried %d times, want none", len(b.clock.waits))
	}
	if !b.app.Logs.Contains("webhook refused") {
		t.Error("the refusal is not logged")
	}
}
