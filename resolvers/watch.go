package resolvers

import (
	"context"

	"github.com/everdict/everdict/backends"
	"github.com/everdict/everdict/ent"
	"github.com/everdict/everdict/scorecard"
)

// logLineNode makes the API's LogLine of a line of run id that watch.Logs
// streams.
func logLineNode(id int) func(backends.LogLine) *ent.LogLine {
	return func(l backends.LogLine) *ent.LogLine {
		return &ent.LogLine{RunID: id, Seq: l.Seq, Stream: string(l.Stream), Text: l.Text, At: l.At}
	}
}

// scorecardNode reads scorecard id through the viewer's context for
// watch.Scorecard: the API's node, and whether it is settled.
func (r *Resolver) scorecardNode(id int) func(context.Context) (*ent.Scorecard, bool, error) {
	return func(ctx context.Context) (*ent.Scorecard, bool, error) {
		sc, err := r.DB.Scorecard.Get(ctx, id)
		if err != nil {
			return nil, false, err
		}
		return sc, scorecard.IsTerminal(sc.Status), nil
	}
}
