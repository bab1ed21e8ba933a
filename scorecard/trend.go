package scorecard

import (
	"context"
	"fmt"
	"slices"
	"time"

	"github.com/everdict/everdict/ent"
	entscorecard "github.com/everdict/everdict/ent/scorecard"
	"github.com/everdict/everdict/errcode"
	"github.com/everdict/everdict/tenancy"
)

// TrendLastDefault is how many scorecards a trend reads when the caller
// names none, and TrendLastMax the most it reads: each point is a read of
// that scorecard's children, as its aggregate is.
const (
	TrendLastDefault = 20
	TrendLastMax     = 50
)

// TrendPoint is one scorecard of a trend: its pass rate and latency.
type TrendPoint struct {
	Scorecard    *ent.Scorecard      `json:"-"`
	CreatedAt    time.Time           `json:"createdAt"`
	Status       entscorecard.Status `json:"status"`
	Decided      int                 `json:"decided"`
	Passed       int                 `json:"passed"`
	PassRate     float64             `json:"passRate"`
	PassRateLow  float64             `json:"passRateLow"`
	PassRateHigh float64             `json:"passRateHigh"`
	LatencyP50MS *float64            `json:"latencyP50Ms"`
	LatencyP95MS *float64            `json:"latencyP95Ms"`
}

// Trend is the viewer's tenant's last scorecards named name, oldest
// first, each with its pass rate and latency: how a recurring scorecard
// moves. last is 1 to TrendLastMax. An OPERATOR reads its own tenant's, as
// anyone does: a trend never mixes tenants. The store's tenant rule scopes
// the read already; the tenant in the filter is what lets it walk the
// (tenant_id, name, created_at) index.
func (s *Service) Trend(ctx context.Context, name string, last int) ([]TrendPoint, error) {
	if last < 1 || last > TrendLastMax {
		return nil, errcode.New(errcode.BadUserInput, "last must be 1 to %d, not %d", TrendLastMax, last).With("field", "last")
	}
	v, err := tenancy.ViewerFrom(ctx)
	if err != nil {
		return nil, err
	}
	scs, err := s.cfg.DB.Scorecard.Query().
		Where(entscorecard.TenantID(v.TenantID), entscorecard.Name(name)).
		Order(ent.Desc(entscorecard.FieldCreatedAt), ent.Desc(entscorecard.FieldID)).
		Limit(last).All(ctx)
	if err != nil {
		return nil, fmt.Errorf("trend of scorecard %q: %w", name, err)
	}
	slices.Reverse(scs)
	out := make([]TrendPoint, 0, len(scs))
	for _, sc := range scs {
		children, err := s.cfg.Runs.Children(ctx, sc.ID)
		if err != nil {
			return nil, err
		}
		a := Summarize(children)
		out = append(out, TrendPoint{
			Scorecard: sc, CreatedAt: sc.CreatedAt, Status: sc.Status, Decided: a.Passed + a.Failed + a.Errored, Passed: a.Passed,
			PassRate: a.PassRate, PassRateLow: a.PassRateLow, PassRateHigh: a.PassRateHigh,
			LatencyP50MS: a.LatencyP50MS, LatencyP95MS: a.LatencyP95MS,
		})
	}
	return out, nil
}
