package run

import (
	"context"
	"fmt"
	"time"

	"github.com/everdict/everdict/tenancy"
)

// PruneLogs deletes up to limit log lines of runs that finished before
// cutoff and says how many it deleted. The runs themselves stay. Deleting is
// idempotent, so replicas may prune side by side.
func (s *Service) PruneLogs(ctx context.Context, cutoff time.Time, limit int) (int, error) {
	n, err := s.exec.pruneLogs(tenancy.System(ctx), cutoff, limit)
	if err != nil {
		return 0, fmt.Errorf("prune log lines past retention: %w", err)
	}
	return n, nil
}
