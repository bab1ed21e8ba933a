package run

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"

	"github.com/everdict/everdict/backends"
	"github.com/everdict/everdict/tenancy"
)

// KeepLine stores one of run id's log lines, already masked by the caller,
// idempotently (a line kept before, by an adoption's replay or a runner's
// retried batch, is kept once), then publishes it on LogTopic. It returns
// the store's error for the caller to retry; a failed publish is logged.
func (s *Service) KeepLine(ctx context.Context, id int, l backends.LogLine) error {
	ctx = tenancy.System(ctx)
	err := s.cfg.DB.LogLine.Create().SetRunID(id).SetSeq(l.Seq).SetStream(string(l.Stream)).
		SetText(l.Text).SetAt(l.At).OnConflictColumns("run_id", "seq").DoNothing().Exec(ctx)
	if err != nil && !errors.Is(err, sql.ErrNoRows) {
		return fmt.Errorf("store log line %d of run %d: %w", l.Seq, id, err)
	}
	if s.cfg.Events != nil {
		b, _ := json.Marshal(l)
		if err := s.cfg.Events.Publish(ctx, LogTopic(id), b); err != nil {
			s.log.WarnContext(ctx, "publish log line", "run_id", id, "err", err)
		}
	}
	return nil
}
