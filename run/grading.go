package run

import (
	"context"
	"fmt"
	"slices"
	"strings"

	"github.com/everdict/everdict/ent"
	"github.com/everdict/everdict/ent/logline"
	entrun "github.com/everdict/everdict/ent/run"
	"github.com/everdict/everdict/evalcase"
	"github.com/everdict/everdict/tenancy"
)

// BeginGrading marks run id, RUNNING and held by owner, as GRADING: its
// harness ended and its judges are being asked. It reports whether owner
// still held the run (false: another replica took it over, or it settled).
func (s *Service) BeginGrading(ctx context.Context, id int, owner string) (bool, error) {
	sys := tenancy.System(ctx)
	n, err := s.cfg.DB.Run.Update().
		Where(entrun.ID(id), entrun.StatusEQ(entStatus(Running)), entrun.Owner(owner)).
		SetPhase(entrun.PhaseGRADING).SetGradingStartedAt(s.cfg.Clock.Now()).Save(sys)
	if err != nil {
		return false, fmt.Errorf("mark run %d grading: %w", id, err)
	}
	if n == 0 {
		return false, nil
	}
	if r, err := s.get(sys, id); err == nil {
		s.publish(sys, r)
	}
	return true, nil
}

// LogsTail is the last lines (at most maxLines, and at most maxBytes of
// text, the newest kept) of run id's stored log, oldest first, one a line.
func (s *Service) LogsTail(ctx context.Context, id, maxLines, maxBytes int) (string, error) {
	lines, err := s.cfg.DB.LogLine.Query().Where(logline.RunID(id)).
		Order(ent.Desc(logline.FieldSeq)).Limit(maxLines).All(tenancy.System(ctx))
	if err != nil {
		return "", fmt.Errorf("read the log tail of run %d: %w", id, err)
	}
	var kept []string
	size := 0
	for _, l := range lines {
		if size+len(l.Text)+1 > maxBytes {
			break
		}
		size += len(l.Text) + 1
		kept = append(kept, l.Text)
	}
	slices.Reverse(kept)
	return strings.Join(kept, "\n"), nil
}

// Regrade records a new grading of run id, a SUCCEEDED run of the viewer's
// tenant (another tenant's is NOT_FOUND): res becomes its result (res's
// Gradings already holds the history, newest last), judgeUSD is added to
// its judge cost and billed to its tenant. It returns the run as written.
func (s *Service) Regrade(ctx context.Context, id int, res evalcase.Result, judgeUSD float64) (Run, error) {
	r, err := s.view(ctx, id)
	if err != nil {
		return Run{}, err
	}
	if r.Status != Succeeded {
		return Run{}, &ConflictError{ID: id, Status: r.Status, Action: "regrade"}
	}
	tx, err := s.cfg.DB.Tx(ctx)
	if err != nil {
		return Run{}, fmt.Errorf("regrade run %d: %w", id, err)
	}
	n, err := tx.Run.Update().Where(entrun.ID(id), entrun.StatusEQ(entStatus(Succeeded))).
		SetResult(&res).AddJudgeCostUsd(judgeUSD).Save(ctx)
	if err == nil && n == 1 && judgeUSD > 0 {
		err = (&spend{tenantID: r.TenantID, usd: judgeUSD, now: s.cfg.Clock.Now()}).add(ctx, tx)
	}
	if err == nil && n == 0 {
		err = &ConflictError{ID: id, Status: r.Status, Action: "regrade"}
	}
	if err != nil {
		_ = tx.Rollback()
		return Run{}, fmt.Errorf("regrade run %d: %w", id, err)
	}
	if err := tx.Commit(); err != nil {
		return Run{}, fmt.Errorf("regrade run %d: %w", id, err)
	}
	out, err := s.view(ctx, id)
	if err != nil {
		return Run{}, err
	}
	s.publish(tenancy.System(ctx), out)
	return out, nil
}
