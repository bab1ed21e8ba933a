package run

import (
	"context"
	"fmt"
	"time"

	entlog "github.com/everdict/everdict/ent/logline"
	entrun "github.com/everdict/everdict/ent/run"
	"github.com/everdict/everdict/tenancy"
)

// PruneLogs deletes up to limit log lines of runs that finished before
// cutoff and says how many it deleted. The runs themselves stay. Deleting is
// idempotent, so replicas may prune side by side.
func (s *Service) PruneLogs(ctx context.Context, cutoff time.Time, limit int) (int, error) {
	sys := tenancy.System(ctx)
	ids, err := s.cfg.DB.LogLine.Query().
		Where(entlog.HasRunWith(entrun.FinishedAtLT(cutoff))).
		Limit(limit).IDs(sys)
	if err != nil {
		return 0, fmt.Errorf("log lines past retention: %w", err)
	}
	if len(ids) == 0 {
		return 0, nil
	}
	n, err := s.cfg.DB.LogLine.Delete().Where(entlog.IDIn(ids...)).Exec(sys)
	if err != nil {
		return 0, fmt.Errorf("delete log lines past retention: %w", err)
	}
	return n, nil
}
