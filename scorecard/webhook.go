package scorecard

import (
	"context"
	"encoding/json"
	"fmt"
	"strconv"
	"time"

	"github.com/everdict/everdict/ent"
	entscorecard "github.com/everdict/everdict/ent/scorecard"
)

// Kicker wakes the webhook outbox's delivery loop (webhook.Service), so a
// delivery just written goes out now, not at its next poll.
type Kicker interface{ Kick() }

// EventSettled names the outbox event of a settled scorecard.
const EventSettled = "scorecard.settled"

// Settlement is the body of a scorecard.settled delivery: the scorecard as
// it settled and its aggregate at that moment. It holds no secret.
type Settlement struct {
	Event       string     `json:"event"`
	ScorecardID string     `json:"scorecardId"`
	Name        string     `json:"name"`
	Status      string     `json:"status"`
	Runtime     string     `json:"runtime"`
	Aggregate   Aggregate  `json:"aggregate"`
	CreatedAt   time.Time  `json:"createdAt"`
	FinishedAt  *time.Time `json:"finishedAt"`
}

// settleOnce moves sc to status (SUCCEEDED or CANCELED) if it is still
// unsettled and, in the same transaction, writes its webhook delivery when
// it asked for one, so the delivery is owed exactly when the settle
// happened. It reports whether this call settled it.
func settleOnce(ctx context.Context, db *ent.Client, runs Runs, sc *ent.Scorecard, status Status, now time.Time) (bool, error) {
	var body []byte
	if sc.WebhookURL != "" {
		children, err := runs.Children(ctx, sc.ID)
		if err != nil {
			return false, err
		}
		p := Settlement{Event: EventSettled, ScorecardID: strconv.Itoa(sc.ID), Name: sc.Name, Status: string(status),
			Runtime: sc.Runtime, Aggregate: Summarize(children), CreatedAt: sc.CreatedAt, FinishedAt: &now}
		if body, err = json.Marshal(p); err != nil {
			return false, err
		}
	}
	tx, err := db.Tx(ctx)
	if err != nil {
		return false, fmt.Errorf("settle scorecard %d: %w", sc.ID, err)
	}
	n, err := tx.Scorecard.Update().Where(entscorecard.ID(sc.ID), entscorecard.StatusIn(Queued, Running)).
		SetStatus(status).SetFinishedAt(now).SetWaitingReason("").Save(ctx)
	if err == nil && n == 1 && body != nil {
		err = tx.WebhookDelivery.Create().SetTenantID(sc.TenantID).SetRunID(sc.ID).SetEvent(EventSettled).
			SetURL(sc.WebhookURL).SetPayload(body).SetNextAttemptAt(now).SetCreatedAt(now).Exec(ctx)
	}
	if err != nil {
		_ = tx.Rollback()
		return false, fmt.Errorf("settle scorecard %d: %w", sc.ID, err)
	}
	if err := tx.Commit(); err != nil {
		return false, fmt.Errorf("settle scorecard %d: %w", sc.ID, err)
	}
	return n == 1, nil
}
