package resolvers

import (
	"context"
	"fmt"
	"strings"

	"github.com/everdict/everdict/ent"
	"github.com/everdict/everdict/ent/logline"
	"github.com/everdict/everdict/ent/predicate"
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
	match := []predicate.LogLine{logline.RunID(runID), logline.TextContainsFold(query)}
	total, err := db.LogLine.Query().Where(match...).Count(ctx)
	if err != nil {
		return nil, fmt.Errorf("count log lines of run %d matching: %w", runID, err)
	}
	out.Total = total
	if n == 0 || total == 0 {
		return out, nil
	}
	seqs, err := db.LogLine.Query().Where(append(match, logline.SeqGT(int64(after)))...).
		Order(ent.Asc(logline.FieldSeq)).Limit(n).Select(logline.FieldSeq).Ints(ctx)
	if err != nil {
		return nil, fmt.Errorf("log lines of run %d matching: %w", runID, err)
	}
	for _, s := range seqs {
		out.Seqs = append(out.Seqs, s)
	}
	return out, nil
}
