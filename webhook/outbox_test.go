package webhook_test

import (
	"bufio"
	"context"
	"crypto/rand"
	"io"
	"log/slog"
	"net"
	"net/http"
	"net/http/httptest"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"

	"github.com/everdict/everdict/clock/clocktest"
	"github.com/everdict/everdict/ent"
	"github.com/everdict/everdict/ent/webhookdelivery"
	"github.com/everdict/everdict/internal/apptest"
	"github.com/everdict/everdict/secrets"
	"github.com/everdict/everdict/store"
	"github.com/everdict/everdict/store/storetest"
	"github.com/everdict/everdict/tenancy"
	"github.com/everdict/everdict/webhook"
)

// newClock returns a test clock an hour ahead of the wall clock: rows a
// settle writes with the wall clock are due at once.
func newClock() *clocktest.Clock {
	return clocktest.New(time.Now().UTC().Add(time.Hour).Truncate(time.Second))
}

// advance moves clk by d once something waits on it (the service's loop,
// parked after its sweep): a wait the loop computed before the move but
// asked for after it would be due only a whole d later, and never fire.
func advance(t *testing.T, clk *clocktest.Clock, d time.Duration) {
	t.Helper()
	clk.BlockUntil(t, 1)
	clk.Advance(d)
}

// until waits, sweep by sweep, until cond holds: the delivery loop asks
// the clock for one wait a sweep, after it recorded the sweep's outcomes.
func until(t *testing.T, clk *clocktest.Clock, what string, cond func() bool) {
	t.Helper()
	for {
		swept := clk.Waited()
		if cond() {
			return
		}
		select {
		case <-swept:
		case <-time.After(30 * time.Second):
			t.Fatalf("never: %s", what)
		}
	}
}

// outboxReceiver answers the first failures requests 500 with a body that
// must never leave it, then 204; it counts requests per delivery id.
type outboxReceiver struct {
	mu       sync.Mutex
	failures int
	seen     map[string]int
	order    []string
	got      chan string
}

const leakMarker = "RECEIVER-BODY-MUST-NOT-LEAK"

func newOutboxReceiver(t *testing.T, failures int) (*outboxReceiver, string) {
	r := &outboxReceiver{failures: failures, seen: map[string]int{}, got: make(chan string, 256)}
	srv := httptest.NewServer(r)
	t.Cleanup(srv.Close)
	return r, srv.URL
}

func (r *outboxReceiver) ServeHTTP(w http.ResponseWriter, req *http.Request) {
	_, _ = io.ReadAll(req.Body)
	id := req.Header.Get(webhook.HeaderDelivery)
	r.mu.Lock()
	r.order = append(r.order, id)
	fail := len(r.order) <= r.failures
	if !fail {
		r.seen[id]++
	}
	r.mu.Unlock()
	if fail {
		w.WriteHeader(http.StatusInternalServerError)
		_, _ = io.WriteString(w, leakMarker)
		return
	}
	w.WriteHeader(http.StatusNoContent)
	r.got <- id
}

func (r *outboxReceiver) accepted() map[string]int {
	r.mu.Lock()
	defer r.mu.Unlock()
	out := map[string]int{}
	for k, v := range r.seen {
		out[k] = v
	}
	return out
}

// outbox is a database with one trusted tenant that has a webhook secret,
// and a manual clock.
type outbox struct {
	store    *store.DB
	db       *ent.Client
	box      *secrets.Box
	tenantID int
	clock    *clocktest.Clock
	logs     *apptest.SyncBuffer
}

func newOutbox(t *testing.T) *outbox {
	t.Helper()
	key := make([]byte, secrets.KeySize)
	_, _ = rand.Read(key)
	box, err := secrets.NewBox(key)
	if err != nil {
		t.Fatal(err)
	}
	st := storetest.Open(t)
	o := &outbox{store: st, db: st.Client, box: box, clock: newClock(), logs: &apptest.SyncBuffer{}}
	ctx := tenancy.System(context.Background())
	ten, err := o.db.Tenant.Create().SetSlug("acme").SetTrusted(true).Save(ctx)
	if err != nil {
		t.Fatal(err)
	}
	o.tenantID = ten.ID
	admin := tenancy.NewContext(context.Background(), tenancy.Viewer{TenantID: ten.ID, Tenant: "acme", Subject: "ada", Role: tenancy.RoleAdmin})
	if _, err := o.service(t, "rotator", webhook.Config{}).RotateSecret(admin); err != nil {
		t.Fatal(err)
	}
	return o
}

// service returns a service (not started) of replica id over o; cfg tunes it.
func (o *outbox) service(t *testing.T, id string, cfg webhook.Config) *webhook.Service {
	t.Helper()
	cfg.DB, cfg.Box, cfg.ReplicaID, cfg.Clock = o.store, o.box, id, o.clock
	cfg.Logger = slog.New(slog.NewTextHandler(o.logs, &slog.HandlerOptions{Level: slog.LevelDebug}))
	s, err := webhook.New(cfg)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

func start(t *testing.T, s *webhook.Service) {
	t.Helper()
	if err := s.Start(context.Background()); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(s.Stop)
}

// queue writes a due delivery row, as a settle does.
func (o *outbox) queue(t *testing.T, runID int, url string) *ent.WebhookDelivery {
	t.Helper()
	row, err := o.db.WebhookDelivery.Create().SetTenantID(o.tenantID).SetRunID(runID).SetEvent(webhook.EventSettled).
		SetURL(url).SetPayload([]byte(`{"event":"run.settled"}`)).SetNextAttemptAt(o.clock.Now()).
		Save(tenancy.System(context.Background()))
	if err != nil {
		t.Fatal(err)
	}
	return row
}

func (o *outbox) row(t *testing.T, id int) *ent.WebhookDelivery {
	t.Helper()
	r, err := o.db.WebhookDelivery.Get(tenancy.System(context.Background()), id)
	if err != nil {
		t.Fatal(err)
	}
	return r
}

func TestADeliveryARestartLeftIsDeliveredOnceByAnotherReplica(t *testing.T) {
	t.Parallel()
	o := newOutbox(t)
	rcv, url := newOutboxReceiver(t, 0)
	// Written while no replica ran (the settle's replica stopped before
	// delivering), and one claimed by a replica that then died.
	left := o.queue(t, 1, url)
	held := o.queue(t, 2, url)
	if err := o.db.WebhookDelivery.UpdateOneID(held.ID).SetOwner("replica-a").
		SetLeaseExpiresAt(o.clock.Now().Add(webhook.LeaseTTLDefault)).Exec(tenancy.System(context.Background())); err != nil {
		t.Fatal(err)
	}
	b := o.service(t, "replica-b", webhook.Config{})
	start(t, b)
	until(t, o.clock, "the row left by the restart is delivered", func() bool {
		return o.row(t, left.ID).Status == webhookdelivery.StatusDELIVERED
	})
	if r := o.row(t, held.ID); r.Status != webhookdelivery.StatusPENDING || r.Owner == nil || *r.Owner != "replica-a" {
		t.Fatalf("a row whose lease is live was taken: status %s, owner %v", r.Status, r.Owner)
	}
	advance(t, o.clock, webhook.PollIntervalDefault+webhook.LeaseTTLDefault) // replica-a's lease lapses
	until(t, o.clock, "the dead replica's row is delivered", func() bool {
		return o.row(t, held.ID).Status == webhookdelivery.StatusDELIVERED
	})
	b.Stop()
	want := map[string]int{itoa(left.ID): 1, itoa(held.ID): 1}
	if diff := cmp.Diff(want, rcv.accepted()); diff != "" {
		t.Errorf("deliveries per id (-want +got):\n%s", diff)
	}
}

func TestAFailedAttemptIsRetriedWithExponentialBackoffKeptInTheRow(t *testing.T) {
	t.Parallel()
	o := newOutbox(t)
	rcv, url := newOutboxReceiver(t, 2)
	row := o.queue(t, 7, url)
	start(t, o.service(t, "replica-a", webhook.Config{}))
	t0 := o.clock.Now()
	until(t, o.clock, "the first attempt is recorded", func() bool { return o.row(t, row.ID).Attempts == 1 })
	r := o.row(t, row.ID)
	type state struct {
		Status    webhookdelivery.Status
		Attempts  int
		Next      time.Time
		LastError string
	}
	got := state{r.Status, r.Attempts, r.NextAttemptAt.UTC(), r.LastError}
	want := state{webhookdelivery.StatusPENDING, 1, t0.Add(webhook.BackoffDefault), "the receiver answered HTTP 500"}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Fatalf("after the first failure (-want +got):\n%s", diff)
	}
	advance(t, o.clock, webhook.BackoffDefault)
	until(t, o.clock, "the second attempt is recorded", func() bool { return o.row(t, row.ID).Attempts == 2 })
	r = o.row(t, row.ID)
	if want := t0.Add(webhook.BackoffDefault + 2*webhook.BackoffDefault); !r.NextAttemptAt.Equal(want) {
		t.Errorf("after the second failure the next attempt is at %s, want %s (the wait doubles)", r.NextAttemptAt, want)
	}
	advance(t, o.clock, 2*webhook.BackoffDefault)
	until(t, o.clock, "the third attempt delivers", func() bool { return o.row(t, row.ID).Status == webhookdelivery.StatusDELIVERED })
	r = o.row(t, row.ID)
	if r.Attempts != 3 || r.LastError != "" || r.DeliveredAt == nil || !r.DeliveredAt.Equal(o.clock.Now()) {
		t.Errorf("delivered row: attempts %d, lastError %q, deliveredAt %v", r.Attempts, r.LastError, r.DeliveredAt)
	}
	rcv.mu.Lock()
	defer rcv.mu.Unlock()
	if diff := cmp.Diff([]string{itoa(row.ID), itoa(row.ID), itoa(row.ID)}, rcv.order); diff != "" {
		t.Errorf("delivery id per attempt, the same every time (-want +got):\n%s", diff)
	}
}

func TestADeliveryIsGivenUpAfterItsAttempts(t *testing.T) {
	t.Parallel()
	o := newOutbox(t)
	_, url := newOutboxReceiver(t, 100)
	row := o.queue(t, 8, url)
	start(t, o.service(t, "replica-a", webhook.Config{Attempts: 2}))
	until(t, o.clock, "the first attempt is recorded", func() bool { return o.row(t, row.ID).Attempts == 1 })
	advance(t, o.clock, webhook.BackoffDefault)
	until(t, o.clock, "the row fails", func() bool { return o.row(t, row.ID).Status == webhookdelivery.StatusFAILED })
	if r := o.row(t, row.ID); r.Attempts != 2 {
		t.Errorf("given up after %d attempts, want 2", r.Attempts)
	}
}

func TestTwoReplicasRacingDeliverEachRowOnce(t *testing.T) {
	t.Parallel()
	o := newOutbox(t)
	rcv, url := newOutboxReceiver(t, 0)
	const n = 24
	want := map[string]int{}
	for i := range n {
		want[itoa(o.queue(t, 100+i, url).ID)] = 1
	}
	a := o.service(t, "replica-a", webhook.Config{Batch: 4})
	b := o.service(t, "replica-b", webhook.Config{Batch: 4})
	start(t, a)
	start(t, b)
	for range n {
		select {
		case <-rcv.got:
		case <-time.After(30 * time.Second):
			t.Fatalf("only %d of %d rows delivered", len(rcv.accepted()), n)
		}
	}
	until(t, o.clock, "every row is recorded DELIVERED", func() bool {
		delivered, err := o.db.WebhookDelivery.Query().Where(webhookdelivery.StatusEQ(webhookdelivery.StatusDELIVERED)).
			Count(tenancy.System(context.Background()))
		return err == nil && delivered == n
	})
	a.Stop()
	b.Stop()
	if diff := cmp.Diff(want, rcv.accepted()); diff != "" {
		t.Errorf("deliveries per id (-want +got):\n%s", diff)
	}
}

// TestAReceiversAnswerNeverReachesTheRowOrTheLogs: a receiver is tenant
// controlled; what it answers (a 500's body, or bytes that are not HTTP at
// all) stays out of last_error and every log line.
func TestAReceiversAnswerNeverReachesTheRowOrTheLogs(t *testing.T) {
	t.Parallel()
	o := newOutbox(t)
	_, url := newOutboxReceiver(t, 100)
	// A receiver that answers garbage: Go's transport quotes it in errors.
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { ln.Close() })
	go func() {
		for {
			c, err := ln.Accept()
			if err != nil {
				return
			}
			_, _ = bufio.NewReader(c).ReadString('\n')
			_, _ = io.WriteString(c, "HTTP/1.1 "+leakMarker+" x\r\n\r\n")
			c.Close()
		}
	}()
	rows := []*ent.WebhookDelivery{o.queue(t, 9, url), o.queue(t, 10, "http://"+ln.Addr().String()+"/hook")}
	start(t, o.service(t, "replica-a", webhook.Config{Attempts: 1}))
	for _, r := range rows {
		until(t, o.clock, "the row fails", func() bool { return o.row(t, r.ID).Status == webhookdelivery.StatusFAILED })
		if got := o.row(t, r.ID).LastError; got == "" || strings.Contains(got, leakMarker) {
			t.Errorf("last_error %q: want a reason without the receiver's answer", got)
		}
	}
	if o.logs.Contains(leakMarker) {
		t.Error("the receiver's answer reached the logs")
	}
}

func itoa(i int) string { return strconv.Itoa(i) }
