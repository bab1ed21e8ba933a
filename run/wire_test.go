package run_test

import (
	"encoding/json"
	"errors"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"

	"github.com/everdict/everdict/domain"
	"github.com/everdict/everdict/evalcase"
	"github.com/everdict/everdict/run"
)

// wireRun is a run with every field the bus carries set.
func wireRun() run.Run {
	started := time.Date(2026, 12, 1, 10, 0, 1, 0, time.UTC)
	finished := started.Add(time.Minute)
	return run.Run{
		ID: 42, TenantID: 7, Status: run.Failed, Attempt: 2, Priority: run.Batch,
		RuntimeRef: "pool@3", RuntimeName: "pool", RuntimeID: 5, RuntimeVersionID: 9, RuntimeVersion: 3,
		Case: evalcase.Case{ID: "c1", Task: "t"}, Harness: evalcase.Harness{Name: "h", Version: "1"},
		SeedBytes: 12, CreatedAt: started.Add(-time.Second), FairTag: 1.5, Owner: "replica-a",
		LeaseExpiresAt: started.Add(time.Hour), Trigger: "api", CreatedBy: "alice", WebhookURL: "https://hooks.example/x",
		ScorecardID: 11, Try: 2, TraceParent: "00-0af7651916cd43dd8448eb211c80319c-b7ad6b7169203331-01",
		ErrorClass: domain.FailureInfra, ErrorCode: "OOM_KILLED", ErrorMessage: "killed", CostUSD: 0.25,
		StartedAt: &started, FinishedAt: &finished,
	}
}

func TestARunRoundTripsThroughTheBus(t *testing.T) {
	t.Parallel()
	want := wireRun()
	got, err := run.Decode(run.Encode(want))
	if err != nil {
		t.Fatal(err)
	}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("decoded run (-want +got):\n%s", diff)
	}
}

func TestTheBusPayloadIsVersioned(t *testing.T) {
	t.Parallel()
	var head struct {
		V int `json:"v"`
	}
	if err := json.Unmarshal(run.Encode(wireRun()), &head); err != nil {
		t.Fatal(err)
	}
	if diff := cmp.Diff(run.WireVersion, head.V); diff != "" {
		t.Errorf("v (-want +got):\n%s", diff)
	}
}

// The payload of the releases before the version: the stored row as JSON,
// as a replica of such a release still publishes it during an upgrade.
const unversionedFixture = `{"id":42,"tenant_id":7,"harness_name":"h","harness_version":"1","case_id":"c1","status":"FAILED",` +
	`"case_spec":{"id":"c1","task":"t"},"harness":{"name":"h","version":"1"},"runtime_ref":"pool@3","runtime_name":"pool",` +
	`"runtime_version_id":9,"runtime_version":3,"runtime_id":5,"priority":"BATCH","trigger":"api","created_by":"alice",` +
	`"webhook_url":"https://hooks.example/x","trace_parent":"00-0af7651916cd43dd8448eb211c80319c-b7ad6b7169203331-01",` +
	`"error_code":"OOM_KILLED","error_class":"INFRA","error_message":"killed","cost_usd":0.25,"seed_bytes":12,` +
	`"scorecard_id":11,"try":2,"attempt":2,"fair_tag":1.5,"owner":"replica-a","lease_expires_at":"2026-12-01T11:00:01Z",` +
	`"created_at":"2026-12-01T10:00:00Z","started_at":"2026-12-01T10:00:01Z","finished_at":"2026-12-01T10:01:01Z","edges":{}}`

// A payload of a later version: a field this release does not know, and
// the fields it knows as they are.
const futureFixture = `{"v":2,"id":42,"tenant_id":7,"harness_name":"h","harness_version":"1","case_id":"c1","status":"FAILED",` +
	`"case_spec":{"id":"c1","task":"t"},"harness":{"name":"h","version":"1"},"runtime_ref":"pool@3","runtime_name":"pool",` +
	`"runtime_version_id":9,"runtime_version":3,"runtime_id":5,"priority":"BATCH","trigger":"api","created_by":"alice",` +
	`"webhook_url":"https://hooks.example/x","trace_parent":"00-0af7651916cd43dd8448eb211c80319c-b7ad6b7169203331-01",` +
	`"error_code":"OOM_KILLED","error_class":"INFRA","error_message":"killed","cost_usd":0.25,"seed_bytes":12,` +
	`"scorecard_id":11,"try":2,"attempt":2,"fair_tag":1.5,"owner":"replica-a","lease_expires_at":"2026-12-01T11:00:01Z",` +
	`"created_at":"2026-12-01T10:00:00Z","started_at":"2026-12-01T10:00:01Z","finished_at":"2026-12-01T10:01:01Z",` +
	`"harness_registry_id":3,"artifacts":[{"name":"out.txt"}]}`

func TestAReplicaReadsWhatTheReleasesBeforeAndAfterItPublish(t *testing.T) {
	t.Parallel()
	for name, payload := range map[string]string{
		"the unversioned row of a release before":      unversionedFixture,
		"a later version with fields it does not know": futureFixture,
	} {
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			got, err := run.Decode([]byte(payload))
			if err != nil {
				t.Fatal(err)
			}
			if diff := cmp.Diff(wireRun(), got); diff != "" {
				t.Errorf("decoded run (-want +got):\n%s", diff)
			}
		})
	}
}

func TestAPayloadThatIsNoRunIsNotARun(t *testing.T) {
	t.Parallel()
	for name, payload := range map[string]string{
		"a run event":   `{"id":0,"tenantId":7,"status":"QUEUED"}`,
		"an empty body": `{}`,
	} {
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			if _, err := run.Decode([]byte(payload)); !errors.Is(err, run.ErrNotARun) {
				t.Errorf("Decode = %v, want ErrNotARun", err)
			}
		})
	}
}
