package webhook_test

import (
	"context"
	"crypto/hmac"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"io"
	"net/http"
	"net/http/httptest"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"

	"github.com/everdict/everdict/backends"
	"github.com/everdict/everdict/clock/clocktest"
	"github.com/everdict/everdict/ent"
	"github.com/everdict/everdict/ent/webhookdelivery"
	"github.com/everdict/everdict/internal/apptest"
	"github.com/everdict/everdict/internal/fakebackend"
	"github.com/everdict/everdict/run"
	"github.com/everdict/everdict/tenancy"
	"github.com/everdict/everdict/webhook"
)

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
// webhook secret, and a receiver URL.
type bundle struct {
	app     *apptest.App
	token   string
	clock   *clocktest.Clock
	secret  string
	url     string
	settled chan string
}

type settledSignal chan string

func (s settledSignal) Settled(r run.Run) { s <- string(r.Status) }

func setup(t *testing.T, rcv *receiver) *bundle {
	t.Helper()
	b := &bundle{clock: newClock(), settled: make(chan string, 16)}
	fake := fakebackend.New(true)
	fake.Auto = func(backends.Job) fakebackend.Outcome { return fakebackend.Pass() }
	b.app = apptest.New(t, apptest.Options{
		Backends:     apptest.FakeLocal(fake),
		WebhookClock: b.clock,
		Notifier:     settledSignal(b.settled),
	})
	b.token = b.app.Tenant(t, "acme", true, tenancy.RoleAdmin)
	b.app.Grant(t, "acme", `{name: "pool", kind: LOCAL}`)
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

// deliveries reads a run's webhook deliveries through the API.
type delivery struct {
	Status      string
	Attempts    int
	LastError   string
	DeliveredAt *time.Time
}

func deliveries(t *testing.T, app *apptest.App, tok, id string) []delivery {
	t.Helper()
	var got struct {
		Run struct{ WebhookDeliveries []delivery }
	}
	app.Do(t, tok, `query($id: ID!) { run(id: $id) { webhookDeliveries { status attempts lastError deliveredAt } } }`,
		map[string]any{"id": id}).Decode(t, &got)
	return got.Run.WebhookDeliveries
}

func outboxRow(t *testing.T, app *apptest.App, runID string) *ent.WebhookDelivery {
	t.Helper()
	id, _ := strconv.Atoi(runID)
	r, err := app.DB.WebhookDelivery.Query().Where(webhookdelivery.RunID(id)).Only(tenancy.System(context.Background()))
	if err != nil && !ent.IsNotFound(err) {
		t.Fatal(err)
	}
	return r
}

func TestDeliveryIsSignedAndRetriedWithBackoff(t *testing.T) {
	t.Parallel()
	rcv := &receiver{failures: 2, got: make(chan struct{}, 1)}
	b := setup(t, rcv)
	app, secret := b.app, b.secret
	id := submit(t, app, b.token, b.url)
	for attempt := 1; attempt <= 2; attempt++ {
		until(t, b.clock, "the failed attempt is recorded", func() bool {
			r := outboxRow(t, app, id)
			return r != nil && r.Attempts == attempt
		})
		advance(t, b.clock, webhook.BackoffDefault<<(attempt-1))
	}
	select {
	case <-rcv.got:
	case <-time.After(30 * time.Second):
		t.Fatal("no delivery accepted")
	}
	until(t, b.clock, "the delivery is recorded", func() bool {
		return outboxRow(t, app, id).Status == webhookdelivery.StatusDELIVERED
	})
	rcv.mu.Lock()
	defer rcv.mu.Unlock()
	if len(rcv.bodies) != 3 {
		t.Fatalf("%d attempts, want 3 (two failures, then success)", len(rcv.bodies))
	}
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
	if p.RunID != id || p.Status != "SUCCEEDED" || p.Event != webhook.EventSettled || p.Result == nil || p.FinishedAt == nil {
		t.Errorf("payload = %+v", p)
	}
	got := deliveries(t, app, b.token, id)
	now := b.clock.Now()
	want := []delivery{{Status: "DELIVERED", Attempts: 3, DeliveredAt: &now}}
	if diff := cmp.Diff(want, got, cmp.Comparer(func(a, b time.Time) bool { return a.Equal(b) })); diff != "" {
		t.Errorf("run.webhookDeliveries (-want +got):\n%s", diff)
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
	b.app.Grant(t, "stranger", `{name: "box", kind: LOCAL, local: {hardened: true}}`)
	b.app.Do(t, tok, `mutation { rotateWebhookSecret }`, nil).Decode(t, &struct{}{})
	var got struct{ SubmitRun struct{ ID string } }
	b.app.Do(t, tok, `mutation($u: String!) { submitRun(input: {runtime: "box", webhookUrl: $u,
		harness: {name: "h", command: ["true"]}, case: {task: "t"}}) { id } }`, map[string]any{"u": b.url}).Decode(t, &got)
	until(t, b.clock, "the delivery fails", func() bool {
		r := outboxRow(t, b.app, got.SubmitRun.ID)
		return r != nil && r.Status == webhookdelivery.StatusFAILED
	})
	rcv.mu.Lock()
	defer rcv.mu.Unlock()
	if len(rcv.bodies) != 0 {
		t.Errorf("%d deliveries reached a loopback receiver for an untrusted tenant, want none", len(rcv.bodies))
	}
	want := []delivery{{Status: "FAILED", Attempts: 1, LastError: "refused: the address is not one this tenant may reach"}}
	if diff := cmp.Diff(want, deliveries(t, b.app, tok, got.SubmitRun.ID)); diff != "" {
		t.Errorf("a refused destination is given up at once (-want +got):\n%s", diff)
	}
	if !b.app.Logs.Contains("webhook refused") {
		t.Error("the refusal is not logged")
	}
}

// TestAWebhookDeliveryDoesNotFollowARedirect: a receiver that answers
// with a redirect does not get the signed payload forwarded where it
// points; the delivery fails at once, saying why.
func TestAWebhookDeliveryDoesNotFollowARedirect(t *testing.T) {
	t.Parallel()
	b := setup(t, &receiver{got: make(chan struct{}, 1)})
	var landed atomic.Int32
	mux := http.NewServeMux()
	mux.HandleFunc("/hook", func(w http.ResponseWriter, r *http.Request) {
		http.Redirect(w, r, "/elsewhere", http.StatusTemporaryRedirect) // 307 would resend the POST
	})
	mux.HandleFunc("/elsewhere", func(w http.ResponseWriter, r *http.Request) {
		landed.Add(1)
		w.WriteHeader(http.StatusNoContent)
	})
	srv := httptest.NewServer(mux)
	t.Cleanup(srv.Close)
	id := submit(t, b.app, b.token, srv.URL+"/hook")
	until(t, b.clock, "the delivery fails", func() bool {
		r := outboxRow(t, b.app, id)
		return r != nil && r.Status == webhookdelivery.StatusFAILED
	})
	if n := landed.Load(); n != 0 {
		t.Errorf("the redirect's target got %d deliveries, want none", n)
	}
	want := []delivery{{Status: "FAILED", Attempts: 1, LastError: "the receiver answered HTTP 307: a redirect, which a delivery does not follow"}}
	if diff := cmp.Diff(want, deliveries(t, b.app, b.token, id)); diff != "" {
		t.Errorf("a redirected delivery (-want +got):\n%s", diff)
	}
}

func TestAWebhookURLNeedsASecretCreatedFirstAndShownOnce(t *testing.T) {
	t.Parallel()
	rcv := &receiver{got: make(chan struct{}, 1)}
	b := setup(t, rcv)
	tok := b.app.Tenant(t, "fresh", true, tenancy.RoleAdmin)
	b.app.Grant(t, "fresh", `{name: "pool", kind: LOCAL}`)
	res := b.app.Do(t, tok, `mutation($u: String!) { submitRun(input: {runtime: "pool", webhookUrl: $u,
		harness: {name: "h", command: ["true"]}, case: {task: "t"}}) { id } }`, map[string]any{"u": b.url})
	if res.Code() != "FAILED_PRECONDITION" {
		t.Fatalf("submit with webhookUrl and no secret: code %q (%+v), want FAILED_PRECONDITION", res.Code(), res.Errors)
	}
	if n, _ := b.app.DB.Run.Query().Count(tenancy.System(context.Background())); n != 0 {
		t.Errorf("the refused submit left %d runs", n)
	}
	var tenant struct {
		Viewer struct {
			Tenant struct{ WebhookSecretSetAt *time.Time }
		}
	}
	b.app.Do(t, tok, `{ viewer { tenant { webhookSecretSetAt } } }`, nil).Decode(t, &tenant)
	if tenant.Viewer.Tenant.WebhookSecretSetAt != nil {
		t.Errorf("webhookSecretSetAt %v before any secret", tenant.Viewer.Tenant.WebhookSecretSetAt)
	}
	var first, second struct{ RotateWebhookSecret string }
	b.app.Do(t, tok, `mutation { rotateWebhookSecret }`, nil).Decode(t, &first)
	b.app.Do(t, tok, `{ viewer { tenant { webhookSecretSetAt } } }`, nil).Decode(t, &tenant)
	if tenant.Viewer.Tenant.WebhookSecretSetAt == nil {
		t.Error("webhookSecretSetAt is null after the secret was created")
	}
	submit(t, b.app, tok, b.url)
	b.app.Do(t, tok, `mutation { rotateWebhookSecret }`, nil).Decode(t, &second)
	if first.RotateWebhookSecret == "" || first.RotateWebhookSecret == second.RotateWebhookSecret {
		t.Errorf("rotation returned %q then %q: want two distinct secrets", first.RotateWebhookSecret, second.RotateWebhookSecret)
	}
	member := b.app.Tenant(t, "fresh", true, tenancy.RoleMember)
	if code := b.app.Do(t, member, `mutation { rotateWebhookSecret }`, nil).Code(); code != "FORBIDDEN" {
		t.Errorf("a MEMBER rotating: code %q, want FORBIDDEN", code)
	}
	// Each value appears in the one response that created it, and nowhere else.
	for _, s := range []string{first.RotateWebhookSecret, second.RotateWebhookSecret} {
		if n := countIn(b.app.Responses.String(), s); n != 1 {
			t.Errorf("a secret appears in %d responses, want exactly its rotation's", n)
		}
		if b.app.Logs.Contains(s) {
			t.Error("a webhook secret reached the logs")
		}
	}
}

func countIn(s, sub string) int { return strings.Count(s, sub) }
