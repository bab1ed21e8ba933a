// Package webhook delivers the webhook outbox: the WebhookDelivery rows a
// settle writes in its own transaction (package run). Any replica runs a
// Service; it claims due rows with a lease (a conditional UPDATE, so two
// replicas never hold one row), POSTs each row's payload signed with
// HMAC-SHA256 under the tenant's webhook secret, and on failure schedules the
// next attempt with exponential backoff persisted in the row, giving up
// (FAILED) after Attempts. A restart loses nothing: an undelivered row stays
// PENDING, and a lease left by a dead replica expires. It wakes on every
// settle (run.ChangedTopic) and polls as a fallback.
//
// The webhook secret is created explicitly by RotateSecret (ADMIN), shown
// once, and never readable again.
package webhook

import (
	"bytes"
	"context"
	"crypto/hmac"
	"crypto/rand"
	"crypto/sha256"
	"encoding/base64"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"log/slog"
	"net/http"
	"strconv"
	"sync"
	"time"

	"github.com/everdict/everdict/audit"
	"github.com/everdict/everdict/clock"
	"github.com/everdict/everdict/ent"
	"github.com/everdict/everdict/ent/webhookdelivery"
	"github.com/everdict/everdict/errcode"
	"github.com/everdict/everdict/events"
	"github.com/everdict/everdict/netguard"
	"github.com/everdict/everdict/netguard/guardhttp"
	"github.com/everdict/everdict/outbox"
	"github.com/everdict/everdict/run"
	"github.com/everdict/everdict/secrets"
	"github.com/everdict/everdict/store"
	"github.com/everdict/everdict/tenancy"
)

// Headers of a delivery.
const (
	// HeaderSignature is "sha256=" + hex(HMAC-SHA256(secret, body)).
	HeaderSignature = "X-Everdict-Signature"
	HeaderEvent     = "X-Everdict-Event"
	// HeaderDelivery is the delivery's id, the same on every attempt: a
	// receiver deduplicates by it.
	HeaderDelivery = "X-Everdict-Delivery"
	// EventSettled names the one event delivered.
	EventSettled = run.EventSettled
)

// Payload is the body of a delivery.
type Payload = run.Settlement

// Defaults of Config.
const (
	// AttemptsDefault is the number of tries: the first and three retries.
	AttemptsDefault = 4
	// BackoffDefault is the wait before the first retry; each retry doubles it.
	BackoffDefault = 2 * time.Second
	// TimeoutDefault bounds one attempt.
	TimeoutDefault = 10 * time.Second
	// LeaseTTLDefault is how long a replica holds a row it delivers; it
	// must exceed Timeout.
	LeaseTTLDefault = time.Minute
	// PollIntervalDefault is the fallback sweep when no settle wakes the
	// service (a lost event, a lease left by a dead replica).
	PollIntervalDefault = 30 * time.Second
	// BatchDefault bounds the rows one sweep claims (and delivers at once).
	BatchDefault = 16
	// MaxErrorBytes bounds a row's last_error.
	MaxErrorBytes = 200
)

// Subscriber subscribes to a topic of the event bus (events.Bus).
type Subscriber interface {
	Subscribe(ctx context.Context, topic string) (*events.Subscription, error)
}

// Auditor records audited changes (audit.Recorder).
type Auditor interface {
	Record(ctx context.Context, e audit.Event)
}

// Config configures a Service. DB and Box are required; every zero value is
// documented per field.
type Config struct {
	// DB is the store: its ent client, and its SQL for the outbox's lease.
	DB *store.DB
	// Box seals the tenants' webhook secrets at rest.
	Box *secrets.Box
	// Events wakes the service on every settle; nil polls only.
	Events Subscriber
	// Audit records secret rotations; nil records nothing.
	Audit Auditor
	// ReplicaID names this replica as a row's owner; "" means a random id.
	ReplicaID string
	// Attempts: 0 means AttemptsDefault.
	Attempts int
	// Backoff: 0 means BackoffDefault.
	Backoff time.Duration
	// Timeout: 0 means TimeoutDefault.
	Timeout time.Duration
	// LeaseTTL: 0 means LeaseTTLDefault.
	LeaseTTL time.Duration
	// PollInterval: 0 means PollIntervalDefault.
	PollInterval time.Duration
	// Batch: 0 means BatchDefault.
	Batch int
	// Clock: nil means the wall clock.
	Clock clock.Clock
	// Logger: nil discards.
	Logger *slog.Logger
	// Observer hears each attempt's outcome (metrics); nil hears nothing.
	Observer Observer
}

// Observer hears how each delivery attempt came out: delivered, retry or
// failed (given up).
type Observer interface {
	WebhookAttempt(outcome string)
}

// Service delivers the outbox and manages webhook secrets. Safe for
// concurrent use.
type Service struct {
	cfg    Config
	db     *ent.Client
	id     string
	log    *slog.Logger
	outbox *outbox.Loop

	base   context.Context
	cancel context.CancelFunc
	wg     sync.WaitGroup
}

// New returns a Service over cfg; it delivers nothing until Start.
func New(cfg Config) (*Service, error) {
	if cfg.DB == nil || cfg.Box == nil {
		return nil, errors.New("webhook: DB and Box are required")
	}
	if cfg.Attempts <= 0 {
		cfg.Attempts = AttemptsDefault
	}
	if cfg.Backoff <= 0 {
		cfg.Backoff = BackoffDefault
	}
	if cfg.Timeout <= 0 {
		cfg.Timeout = TimeoutDefault
	}
	if cfg.LeaseTTL <= 0 {
		cfg.LeaseTTL = LeaseTTLDefault
	}
	if cfg.PollInterval <= 0 {
		cfg.PollInterval = PollIntervalDefault
	}
	if cfg.Batch <= 0 {
		cfg.Batch = BatchDefault
	}
	if cfg.LeaseTTL <= cfg.Timeout {
		return nil, fmt.Errorf("webhook: LeaseTTL (%s) must exceed Timeout (%s)", cfg.LeaseTTL, cfg.Timeout)
	}
	if cfg.Clock == nil {
		cfg.Clock = clock.System{}
	}
	log := cfg.Logger
	if log == nil {
		log = slog.New(slog.DiscardHandler)
	}
	id := cfg.ReplicaID
	if id == "" {
		b := make([]byte, 6)
		_, _ = rand.Read(b)
		id = "replica-" + hex.EncodeToString(b)
	}
	base, cancel := context.WithCancel(tenancy.System(context.Background()))
	s := &Service{cfg: cfg, db: cfg.DB.Client, id: id, log: log.With("replica", id), base: base, cancel: cancel}
	var err error
	s.outbox, err = outbox.New(outbox.Config{SQL: cfg.DB.SQL, Dialect: cfg.DB.Dialect, Owner: id, Work: s.deliverAll,
		Table: outbox.Table{Name: webhookdelivery.Table, ID: webhookdelivery.FieldID,
			State: webhookdelivery.FieldStatus, Pending: webhookdelivery.StatusPENDING.String(), Due: webhookdelivery.FieldNextAttemptAt,
			Owner: webhookdelivery.FieldOwner, Until: webhookdelivery.FieldLeaseExpiresAt},
		Batch: cfg.Batch, LeaseTTL: cfg.LeaseTTL, PollInterval: cfg.PollInterval, Clock: cfg.Clock, Logger: s.log})
	if err != nil {
		cancel()
		return nil, fmt.Errorf("webhook: %w", err)
	}
	return s, nil
}

// Start starts the delivery loop and, with Events, the listener that wakes
// it on every settle any replica makes that queued a delivery
// (run.Event.Webhook). A lagged or broken subscription is made again, then
// the loop sweeps; meanwhile it polls. Its first sweep delivers what was due
// before it started (rows a restart left).
func (s *Service) Start(context.Context) error {
	if s.cfg.Events != nil {
		listen, err := events.Follow(s.base, s.cfg.Events, run.ChangedTopic, events.FollowConfig{
			Handle: func(payload []byte) {
				var ev run.Event
				if json.Unmarshal(payload, &ev) == nil && ev.Webhook {
					s.Kick()
				}
			},
			Repair: s.Kick,
			Retry:  s.cfg.PollInterval,
			Clock:  s.cfg.Clock,
			Logger: s.log,
		})
		if err != nil {
			return fmt.Errorf("webhook: %w", err)
		}
		s.wg.Go(listen)
	}
	s.wg.Go(func() { s.outbox.Run(s.base) })
	return nil
}

// Stop ends the loop and waits for it. A delivery in flight is cut short
// and its row released, not counted as an attempt: whoever sweeps next
// delivers it.
func (s *Service) Stop() {
	s.cancel()
	s.wg.Wait()
}

// Kick asks the loop to sweep now.
func (s *Service) Kick() { s.outbox.Kick() }

// deliverAll delivers the rows of ids, which the outbox leased to this
// replica, at once.
func (s *Service) deliverAll(ctx context.Context, ids []int) {
	rows, err := s.db.WebhookDelivery.Query().
		Where(webhookdelivery.IDIn(ids...), webhookdelivery.Owner(s.id), webhookdelivery.StatusEQ(webhookdelivery.StatusPENDING)).
		All(ctx)
	if err != nil {
		s.log.Warn("webhook: read claimed deliveries", "err", err)
		return
	}
	var wg sync.WaitGroup
	for _, r := range rows {
		wg.Go(func() { s.deliver(r) })
	}
	wg.Wait()
}

// outcome is what one attempt came to.
type outcome struct {
	delivered bool
	final     bool   // no further attempt: FAILED
	reason    string // short, never the receiver's body
}

// deliver makes one attempt at row r, which this replica holds, and records
// the outcome in the row (only while it still holds it).
func (s *Service) deliver(r *ent.WebhookDelivery) {
	log := s.log.With("delivery", r.ID, "run_id", r.RunID)
	o := s.attempt(r, log)
	ctx := context.WithoutCancel(s.base) // the outcome is written even while stopping
	if s.base.Err() != nil && !o.delivered {
		// Stopped mid-attempt: not the receiver's fault; let the next
		// sweep (here or elsewhere) try again at once.
		if err := s.db.WebhookDelivery.Update().Where(webhookdelivery.ID(r.ID), webhookdelivery.Owner(s.id)).
			ClearOwner().ClearLeaseExpiresAt().Exec(ctx); err != nil {
			log.Warn("webhook: release delivery", "err", err)
		}
		return
	}
	now := s.cfg.Clock.Now()
	attempts := r.Attempts + 1
	u := s.db.WebhookDelivery.Update().Where(webhookdelivery.ID(r.ID), webhookdelivery.Owner(s.id)).
		SetAttempts(attempts).ClearOwner().ClearLeaseExpiresAt()
	switch {
	case o.delivered:
		u.SetStatus(webhookdelivery.StatusDELIVERED).SetDeliveredAt(now).SetLastError("")
		log.Info("webhook delivered", "attempt", attempts)
		s.observe("delivered")
	case o.final || attempts >= s.cfg.Attempts:
		u.SetStatus(webhookdelivery.StatusFAILED).SetLastError(short(o.reason))
		log.Warn("webhook given up", "attempts", attempts, "reason", short(o.reason))
		s.observe("failed")
	default:
		s.observe("retry")
		wait := s.cfg.Backoff << (attempts - 1)
		u.SetNextAttemptAt(now.Add(wait)).SetLastError(short(o.reason))
		log.Info("webhook retry", "attempt", attempts, "in", wait, "reason", short(o.reason))
	}
	n, err := u.Save(ctx)
	switch {
	case err != nil:
		log.Error("webhook: record delivery outcome", "err", err)
	case n == 0:
		log.Warn("webhook: the delivery's lease was lost before its outcome was recorded")
	}
}

func (s *Service) observe(outcome string) {
	if s.cfg.Observer != nil {
		s.cfg.Observer.WebhookAttempt(outcome)
	}
}

// attempt POSTs r's payload once.
func (s *Service) attempt(r *ent.WebhookDelivery, log *slog.Logger) outcome {
	t, err := s.db.Tenant.Get(s.base, r.TenantID)
	if err != nil {
		return outcome{reason: "the tenant could not be read"}
	}
	if t.WebhookSecret == "" {
		return outcome{final: true, reason: "the tenant has no webhook secret"}
	}
	secret, err := s.open(t)
	if err != nil {
		log.Error("webhook: open secret", "tenant", t.Slug, "err", err)
		return outcome{final: true, reason: "the webhook secret could not be opened"}
	}
	mac := hmac.New(sha256.New, secret)
	mac.Write(r.Payload)
	sig := "sha256=" + hex.EncodeToString(mac.Sum(nil))
	// The URL is tenant input: connect only where the tenant may reach.
	client := guardhttp.Client(netguard.For(t.Trusted), s.cfg.Timeout)
	// A redirect is not followed: the signed payload goes to the URL the
	// tenant gave, never on to wherever its answer points.
	client.CheckRedirect = func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse }
	ctx, cancel := context.WithTimeout(s.base, s.cfg.Timeout)
	defer cancel()
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, r.URL, bytes.NewReader(r.Payload))
	if err != nil {
		return outcome{final: true, reason: "the webhook URL is not valid"}
	}
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set(HeaderSignature, sig)
	req.Header.Set(HeaderEvent, r.Event)
	req.Header.Set(HeaderDelivery, strconv.Itoa(r.ID))
	res, err := client.Do(req)
	switch {
	case errors.Is(err, netguard.ErrForbidden):
		log.Warn("webhook refused: its address is not one this tenant may reach", "tenant", t.Slug)
		return outcome{final: true, reason: "refused: the address is not one this tenant may reach"}
	case err != nil && ctx.Err() != nil && s.base.Err() == nil:
		return outcome{reason: "the receiver did not answer within " + s.cfg.Timeout.String()}
	case err != nil:
		// Not err's text: a transport error can quote what the receiver sent.
		return outcome{reason: "the request failed: no HTTP answer"}
	}
	// The body is the receiver's: never read into a log or the row.
	res.Body.Close()
	if res.StatusCode/100 == 3 {
		return outcome{final: true, reason: "the receiver answered HTTP " + strconv.Itoa(res.StatusCode) + ": a redirect, which a delivery does not follow"}
	}
	if res.StatusCode/100 != 2 {
		return outcome{reason: "the receiver answered HTTP " + strconv.Itoa(res.StatusCode)}
	}
	return outcome{delivered: true}
}

func short(s string) string {
	if len(s) <= MaxErrorBytes {
		return s
	}
	return s[:MaxErrorBytes]
}

// RotateSecret creates or replaces the viewer's tenant's webhook secret and
// returns it; it is shown this once and never readable again (the tenant
// shows only webhookSecretSetAt). Needs the ADMIN role; audited.
func (s *Service) RotateSecret(ctx context.Context) (string, error) {
	v, err := tenancy.ViewerFrom(ctx)
	if err != nil {
		return "", err
	}
	if !v.Role.AtLeast(tenancy.RoleAdmin) {
		return "", errcode.New(errcode.Forbidden, "rotating the webhook secret needs the ADMIN role")
	}
	sys := tenancy.System(ctx)
	t, err := s.db.Tenant.Get(sys, v.TenantID)
	if err != nil {
		return "", fmt.Errorf("rotate webhook secret: %w", err)
	}
	fresh := newSecret()
	sealed, err := s.seal(v.Tenant, fresh)
	if err != nil {
		return "", err
	}
	if err := s.db.Tenant.UpdateOneID(v.TenantID).SetWebhookSecret(sealed).
		SetWebhookSecretSetAt(s.cfg.Clock.Now()).Exec(sys); err != nil {
		return "", fmt.Errorf("rotate webhook secret: %w", err)
	}
	action := "created"
	if t.WebhookSecret != "" {
		action = "rotated"
	}
	s.log.InfoContext(ctx, "webhook secret "+action, "tenant", v.Tenant)
	if s.cfg.Audit != nil {
		s.cfg.Audit.Record(ctx, audit.Event{Action: audit.ActionWebhookSecretRotate, TargetType: audit.TargetTenant,
			Target: v.Tenant, Details: map[string]string{"change": action}})
	}
	return string(fresh), nil
}

func newSecret() []byte {
	b := make([]byte, 32)
	_, _ = rand.Read(b)
	return []byte("whsec_" + hex.EncodeToString(b))
}

func aad(slug string) []byte { return secrets.AAD(slug, "everdict.webhook") }

func (s *Service) seal(slug string, secret []byte) (string, error) {
	c, err := s.cfg.Box.Seal(secret, aad(slug))
	if err != nil {
		return "", fmt.Errorf("seal webhook secret: %w", err)
	}
	return base64.StdEncoding.EncodeToString(c), nil
}

func (s *Service) open(t *ent.Tenant) ([]byte, error) {
	c, err := base64.StdEncoding.DecodeString(t.WebhookSecret)
	if err != nil {
		return nil, fmt.Errorf("webhook secret of %s: %w", t.Slug, err)
	}
	return s.cfg.Box.Open(c, aad(t.Slug))
}
