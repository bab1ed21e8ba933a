// Package webhook delivers a settled run to the URL given at submit: a POST of
// the run as JSON, signed with HMAC-SHA256 of the body under the tenant's
// webhook secret, retried with exponential backoff. Delivery never blocks
// settlement and the store stays the source of truth: a webhook that never
// arrives loses nothing.
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

	"github.com/everdict/everdict/clock"
	"github.com/everdict/everdict/ent"
	"github.com/everdict/everdict/ent/tenant"
	"github.com/everdict/everdict/errcode"
	"github.com/everdict/everdict/evalcase"
	"github.com/everdict/everdict/netguard"
	"github.com/everdict/everdict/netguard/guardhttp"
	"github.com/everdict/everdict/run"
	"github.com/everdict/everdict/secrets"
	"github.com/everdict/everdict/tenancy"
)

// Headers of a delivery.
const (
	// HeaderSignature is "sha256=" + hex(HMAC-SHA256(secret, body)).
	HeaderSignature = "X-Everdict-Signature"
	HeaderEvent     = "X-Everdict-Event"
	HeaderDelivery  = "X-Everdict-Delivery"
	// EventSettled names the one event delivered.
	EventSettled = "run.settled"
)

// Defaults of Config.
const (
	// AttemptsDefault is the number of tries: the first and three retries.
	AttemptsDefault = 4
	// BackoffDefault is the wait before the first retry; each retry doubles it.
	BackoffDefault = 2 * time.Second
	// TimeoutDefault bounds one attempt.
	TimeoutDefault = 10 * time.Second
)

// Config configures a Notifier. DB and Box are required.
type Config struct {
	DB *ent.Client
	// Box seals the tenants' webhook secrets at rest.
	Box *secrets.Box
	// Attempts: 0 means AttemptsDefault.
	Attempts int
	// Backoff: 0 means BackoffDefault.
	Backoff time.Duration
	// Clock: nil means the wall clock.
	Clock clock.Clock
	// Logger: nil discards.
	Logger *slog.Logger
}

// Notifier delivers settled runs. Safe for concurrent use; Wait blocks until
// every delivery in flight has finished (for shutdown and tests).
type Notifier struct {
	cfg Config
	log *slog.Logger
	wg  sync.WaitGroup
}

// New returns a Notifier over cfg.
func New(cfg Config) *Notifier {
	if cfg.Attempts <= 0 {
		cfg.Attempts = AttemptsDefault
	}
	if cfg.Backoff <= 0 {
		cfg.Backoff = BackoffDefault
	}
	if cfg.Clock == nil {
		cfg.Clock = clock.System{}
	}
	log := cfg.Logger
	if log == nil {
		log = slog.New(slog.DiscardHandler)
	}
	return &Notifier{cfg: cfg, log: log}
}

// Payload is the body of a delivery.
type Payload struct {
	Event         string           `json:"event"`
	RunID         string           `json:"runId"`
	CorrelationID string           `json:"correlationId"`
	Status        string           `json:"status"`
	Runtime       string           `json:"runtime"`
	Result        *evalcase.Result `json:"result,omitempty"`
	Error         *PayloadError    `json:"error,omitempty"`
	CreatedAt     time.Time        `json:"createdAt"`
	FinishedAt    *time.Time       `json:"finishedAt,omitempty"`
}

// PayloadError is a failed run's error.
type PayloadError struct {
	Code    string `json:"code"`
	Class   string `json:"class"`
	Message string `json:"message"`
}

// Settled queues the delivery of r, if it asked for one, and returns at once.
func (n *Notifier) Settled(r *ent.Run) {
	if r.WebhookURL == "" {
		return
	}
	p := Payload{
		Event: EventSettled, RunID: strconv.Itoa(r.ID), CorrelationID: run.CorrelationID(r.ID),
		Status: string(r.Status), Runtime: r.RuntimeRef, Result: r.Result, CreatedAt: r.CreatedAt, FinishedAt: r.FinishedAt,
	}
	if r.ErrorCode != "" {
		p.Error = &PayloadError{Code: r.ErrorCode, Class: r.ErrorClass, Message: r.ErrorMessage}
	}
	n.wg.Go(func() { n.deliver(r.TenantID, r.WebhookURL, p) })
}

// Wait blocks until every queued delivery has finished. Call it once no more
// runs settle (after the scheduler stopped), or after the settle whose
// delivery it waits for: a Settled concurrent with Wait is a race.
func (n *Notifier) Wait() { n.wg.Wait() }

func (n *Notifier) deliver(tenantID int, url string, p Payload) {
	ctx := tenancy.System(context.Background())
	log := n.log.With("run_id", p.RunID)
	t, err := n.cfg.DB.Tenant.Get(ctx, tenantID)
	if err != nil {
		log.Error("webhook tenant", "err", err)
		return
	}
	secret, err := n.secret(ctx, t)
	if err != nil {
		log.Error("webhook secret", "err", err)
		return
	}
	// The URL is tenant input: connect only where the tenant may reach.
	client := guardhttp.Client(netguard.For(t.Trusted), TimeoutDefault)
	body, _ := json.Marshal(p)
	mac := hmac.New(sha256.New, secret)
	mac.Write(body)
	sig := "sha256=" + hex.EncodeToString(mac.Sum(nil))
	wait := n.cfg.Backoff
	for attempt := 1; ; attempt++ {
		err := n.post(ctx, client, url, body, sig, p.RunID)
		if errors.Is(err, netguard.ErrForbidden) {
			log.Warn("webhook refused: its address is not one this tenant may reach", "tenant", t.Slug, "err", err)
			return
		}
		if err == nil {
			log.Info("webhook delivered", "attempt", attempt)
			return
		}
		if attempt == n.cfg.Attempts {
			log.Warn("webhook given up", "attempts", attempt, "err", err)
			return
		}
		log.Info("webhook retry", "attempt", attempt, "in", wait, "err", err)
		<-n.cfg.Clock.After(wait)
		wait *= 2
	}
}

func (n *Notifier) post(ctx context.Context, client *http.Client, url string, body []byte, sig, delivery string) error {
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, url, bytes.NewReader(body))
	if err != nil {
		return err
	}
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set(HeaderSignature, sig)
	req.Header.Set(HeaderEvent, EventSettled)
	req.Header.Set(HeaderDelivery, delivery)
	res, err := client.Do(req)
	if err != nil {
		return err
	}
	res.Body.Close()
	if res.StatusCode/100 != 2 {
		return fmt.Errorf("webhook answered %s", res.Status)
	}
	return nil
}

// secret returns the tenant's webhook secret, creating one on first use.
func (n *Notifier) secret(ctx context.Context, t *ent.Tenant) ([]byte, error) {
	tenantID := t.ID
	if t.WebhookSecret != "" {
		return n.open(t)
	}
	fresh := newSecret()
	sealed, err := n.seal(t.Slug, fresh)
	if err != nil {
		return nil, err
	}
	// Only the first writer sets it; everyone then reads the winner's.
	if _, err := n.cfg.DB.Tenant.Update().Where(tenant.ID(tenantID), tenant.Or(tenant.WebhookSecretIsNil(), tenant.WebhookSecret(""))).
		SetWebhookSecret(sealed).Save(ctx); err != nil {
		return nil, err
	}
	t, err = n.cfg.DB.Tenant.Get(ctx, tenantID)
	if err != nil {
		return nil, err
	}
	return n.open(t)
}

// Rotate gives the viewer's tenant a new webhook secret and returns it; it is
// shown this once. Needs the ADMIN role.
func (n *Notifier) Rotate(ctx context.Context) (string, error) {
	v, err := tenancy.ViewerFrom(ctx)
	if err != nil {
		return "", err
	}
	if !v.Role.AtLeast(tenancy.RoleAdmin) {
		return "", errcode.New(errcode.Forbidden, "rotating the webhook secret needs the ADMIN role")
	}
	fresh := newSecret()
	sealed, err := n.seal(v.Tenant, fresh)
	if err != nil {
		return "", err
	}
	if err := n.cfg.DB.Tenant.UpdateOneID(v.TenantID).SetWebhookSecret(sealed).Exec(tenancy.System(ctx)); err != nil {
		return "", fmt.Errorf("rotate webhook secret: %w", err)
	}
	n.log.InfoContext(ctx, "webhook secret rotated", "tenant", v.Tenant)
	return string(fresh), nil
}

func newSecret() []byte {
	b := make([]byte, 32)
	_, _ = rand.Read(b)
	return []byte("whsec_" + hex.EncodeToString(b))
}

func aad(slug string) []byte { return secrets.AAD(slug, "everdict.webhook") }

func (n *Notifier) seal(slug string, secret []byte) (string, error) {
	c, err := n.cfg.Box.Seal(secret, aad(slug))
	if err != nil {
		return "", fmt.Errorf("seal webhook secret: %w", err)
	}
	return base64.StdEncoding.EncodeToString(c), nil
}

func (n *Notifier) open(t *ent.Tenant) ([]byte, error) {
	c, err := base64.StdEncoding.DecodeString(t.WebhookSecret)
	if err != nil {
		return nil, fmt.Errorf("webhook secret of %s: %w", t.Slug, err)
	}
	return n.cfg.Box.Open(c, aad(t.Slug))
}
