package schema_test

import (
	"context"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/everdict/everdict/ent"
	"github.com/everdict/everdict/ent/logline"
	"github.com/everdict/everdict/evalcase"
	"github.com/everdict/everdict/store/storetest"
	"github.com/everdict/everdict/tenancy"
)

// TestLogLinesAreReadOnlyThroughTheViewersRuns reads every log line as each
// of two tenants and as the system: a tenant sees its own runs' lines only.
func TestLogLinesAreReadOnlyThroughTheViewersRuns(t *testing.T) {
	t.Parallel()
	db := storetest.Open(t)
	sys := tenancy.System(context.Background())
	viewers := map[string]context.Context{"system": sys}
	for _, slug := range []string{"acme", "globex"} {
		tn := db.Tenant.Create().SetSlug(slug).SaveX(sys)
		r := db.Run.Create().SetTenantID(tn.ID).SetHarnessName("h").SetCaseSpec(evalcase.Case{Task: "t"}).
			SetHarness(evalcase.Harness{Name: "h"}).SetRuntimeRef("pool").SetRuntimeName("pool").SaveX(sys)
		db.LogLine.CreateBulk(
			db.LogLine.Create().SetRunID(r.ID).SetSeq(1).SetText(slug+" 1"),
			db.LogLine.Create().SetRunID(r.ID).SetSeq(2).SetText(slug+" 2"),
		).ExecX(sys)
		viewers[slug] = tenancy.NewContext(context.Background(), tenancy.Viewer{TenantID: tn.ID, Tenant: slug, Role: tenancy.RoleMember})
	}
	got := map[string][]string{}
	for name, ctx := range viewers {
		got[name] = db.LogLine.Query().Order(ent.Asc(logline.FieldText)).Select(logline.FieldText).StringsX(ctx)
	}
	want := map[string][]string{
		"system": {"acme 1", "acme 2", "globex 1", "globex 2"},
		"acme":   {"acme 1", "acme 2"},
		"globex": {"globex 1", "globex 2"},
	}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("lines each viewer reads (-want +got):\n%s", diff)
	}
}
