package run

import (
	"context"
	"encoding/json"
	"fmt"
	"time"

	"github.com/everdict/everdict/backends"
	"github.com/everdict/everdict/events"
	"github.com/everdict/everdict/tenancy"
)

// Lines reads up to limit kept log lines of run id with seq > after, in
// order, through the caller's (tenant-scoped) context: another tenant's run
// has none.
func (s *Service) Lines(ctx context.Context, id int, after int64, limit int) ([]backends.LogLine, error) {
	lines, err := s.exec.logLines(ctx, id, after, limit)
	if err != nil {
		return nil, fmt.Errorf("read log lines of run %d: %w", id, err)
	}
	return lines, nil
}

// LastLogSeq is the highest seq of run id's kept log lines, 0 when none:
// where a backend's replay of the run's job resumes after a takeover.
func (s *Service) LastLogSeq(ctx context.Context, id int) (int64, error) {
	seq, err := s.exec.lastLogSeq(ctx, id)
	if err != nil {
		return 0, fmt.Errorf("read the last log line of run %d: %w", id, err)
	}
	return seq, nil
}

// keepBatch bounds the rows of one insert (5 parameters a row, well within
// SQLite's and PostgreSQL's limits).
const keepBatch = 500

// KeepLines stores log lines of run id, already masked by the caller,
// idempotently (a line kept before, by an adoption's replay or a runner's
// retried batch, is kept once), in one insert per keepBatch lines, then
// publishes each on LogTopic, in order, once all are stored: a subscriber
// that reads the store and then follows the topic sees no gap. It returns
// the store's error for the caller to retry; a failed publish is logged.
func (s *Service) KeepLines(ctx context.Context, id int, lines []backends.LogLine) error {
	ctx = tenancy.System(ctx)
	// A line's time to the microsecond (in place), as PostgreSQL keeps it:
	// a subscriber sees the same time live as when it reads the line back.
	for i := range lines {
		lines[i].At = lines[i].At.Truncate(time.Microsecond)
	}
	for rest := lines; len(rest) > 0; {
		chunk := rest[:min(len(rest), keepBatch)]
		rest = rest[len(chunk):]
		if err := s.exec.insertLogLines(ctx, id, chunk); err != nil {
			return fmt.Errorf("store log lines %d–%d of run %d: %w", chunk[0].Seq, chunk[len(chunk)-1].Seq, id, err)
		}
	}
	if s.cfg.Events != nil {
		msgs := make([]events.Message, len(lines))
		for i, l := range lines {
			b, _ := json.Marshal(l)
			msgs[i] = events.Message{Topic: LogTopic(id), Payload: b}
		}
		if err := s.publishAll(ctx, msgs); err != nil {
			s.log.WarnContext(ctx, "publish log lines", "run_id", id, "err", err)
		}
	}
	return nil
}
