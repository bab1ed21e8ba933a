package run

import (
	"context"
	"encoding/json"
	"strconv"
	"time"

	"github.com/everdict/everdict/ent"
	"github.com/everdict/everdict/evalcase"
)

// EventSettled names the outbox event a settle writes for a run that asked
// for a webhook.
const EventSettled = "run.settled"

// Settlement is the body of a run.settled delivery: the settled run as the
// settle wrote it. It holds no secret.
type Settlement struct {
	Event         string           `json:"event"`
	RunID         string           `json:"runId"`
	CorrelationID string           `json:"correlationId"`
	Status        string           `json:"status"`
	Runtime       string           `json:"runtime"`
	Result        *evalcase.Result `json:"result,omitempty"`
	Error         *SettlementError `json:"error,omitempty"`
	CreatedAt     time.Time        `json:"createdAt"`
	FinishedAt    *time.Time       `json:"finishedAt,omitempty"`
}

// SettlementError is a failed run's error.
type SettlementError struct {
	Code    string `json:"code"`
	Class   string `json:"class"`
	Message string `json:"message"`
}

// outboxRow is the webhook delivery a settle writes in its transaction.
type outboxRow struct {
	TenantID int
	RunID    int
	URL      string
	Payload  []byte
	Due      time.Time
}

// outboxFor is the delivery settling rec with tr owes, or nil when the run
// asked for none. The payload comes from the record and the transition
// alone: what the settle writes.
func outboxFor(rec Run, tr Transition, now time.Time) *outboxRow {
	if rec.WebhookURL == "" || tr.FinishedAt == nil {
		return nil
	}
	p := Settlement{
		Event: EventSettled, RunID: strconv.Itoa(rec.ID), CorrelationID: CorrelationID(rec.Key()),
		Status: string(tr.To), Runtime: rec.RuntimeRef, Result: tr.Result, CreatedAt: rec.CreatedAt, FinishedAt: tr.FinishedAt,
	}
	if tr.Failure != nil {
		p.Error = &SettlementError{Code: tr.Failure.Code, Class: string(tr.Failure.Class), Message: tr.Failure.Message}
	}
	body, _ := json.Marshal(p) // plain values: it cannot fail
	return &outboxRow{TenantID: rec.TenantID, RunID: rec.ID, URL: rec.WebhookURL, Payload: body, Due: now}
}

// insert writes the row in tx.
func (o *outboxRow) insert(ctx context.Context, tx *ent.Tx) error {
	return tx.WebhookDelivery.Create().SetTenantID(o.TenantID).SetRunID(o.RunID).SetEvent(EventSettled).
		SetURL(o.URL).SetPayload(o.Payload).SetNextAttemptAt(o.Due).SetCreatedAt(o.Due).Exec(ctx)
}
