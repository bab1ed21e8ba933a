package resolvers

import (
	"context"
	"fmt"
	"strings"

	"github.com/everdict/everdict/ent"
	"github.com/everdict/everdict/ent/logline"
	"github.com/everdict/everdict/graph/model"
)

// logSearchPageDefault is how many sequences logSearch answers when first is
// omitted.
const logSearchPageDefault = 100

// searchLogs finds query, case-insensitive, in every stored line of a run:
// the count of matching lines and the sequences of the first of them after
// after. An empty (or blank) query matches nothing.
func searchLogs(ctx context.Context, db *ent.Client, runID int, query string, after int, first *int) (*model.LogSearch, error) {
	out := &model.LogSearch{Seqs: []int{}}
	if strings.TrimSpace(query) == "" {
		return out, nil
	}
	n := logSearchPageDefault
	if first != nil {
		n = *first
	}
	// One scan of the run's lines: every matching sequence, counted here,
	// rather than a COUNT and a page that would read the lines twice.
	all, err := db.LogLine.Query().Where(logline.RunID(runID), logline.TextContainsFold(query)).
		Order(ent.Asc(logline.FieldSeq)).Select(logline.FieldSeq).Ints(ctx)
	if err != nil {
		return nil, fmt.Errorf("log lines of run %d matching: %w", runID, err)
	}
	out.Total = len(all)
	for _, s := range all {
		if len(out.Seqs) >= n {
			break
		}
		if s > after {
			out.Seqs = append(out.Seqs, s)
		}
	}
	return out, nil
}
