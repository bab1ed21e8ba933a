package resolvers

import (
	"slices"
	"strings"

	"github.com/everdict/everdict/graph/model"
)

// auditDetails are an event's details sorted by key.
func auditDetails(d map[string]string) []*model.AuditDetail {
	out := make([]*model.AuditDetail, 0, len(d))
	for k, v := range d {
		out = append(out, &model.AuditDetail{Key: k, Value: v})
	}
	slices.SortFunc(out, func(a, b *model.AuditDetail) int { return strings.Compare(a.Key, b.Key) })
	return out
}
