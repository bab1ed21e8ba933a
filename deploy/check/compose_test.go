package check

import (
	"os"
	"slices"
	"strings"
	"testing"

	"sigs.k8s.io/yaml"
)

// TestTheComposeFileRunsThreeNoMigrateReplicasAfterAMigration parses
// deploy/compose.yaml (no daemon here to run it) and checks the order the
// chart keeps: PostgreSQL and Redis healthy, one migrate that must complete,
// then three serve --no-migrate replicas with health checks, each with a
// replica id of its own and the one shared secret key.
func TestTheComposeFileRunsThreeNoMigrateReplicasAfterAMigration(t *testing.T) {
	raw, err := os.ReadFile("../compose.yaml")
	if err != nil {
		t.Fatal(err)
	}
	type service struct {
		Image       string                       `json:"image"`
		Build       map[string]any               `json:"build"`
		Command     []string                     `json:"command"`
		Environment map[string]string            `json:"environment"`
		DependsOn   map[string]map[string]string `json:"depends_on"`
		Healthcheck *struct {
			Test []string `json:"test"`
		} `json:"healthcheck"`
		ReadOnly bool     `json:"read_only"`
		CapDrop  []string `json:"cap_drop"`
	}
	var c struct {
		Services map[string]service `json:"services"`
	}
	// sigs.k8s.io/yaml resolves the anchors and merge keys compose uses.
	if err := yaml.Unmarshal(raw, &c); err != nil {
		t.Fatal(err)
	}
	for _, name := range []string{"postgres", "redis"} {
		if s, ok := c.Services[name]; !ok || s.Healthcheck == nil {
			t.Errorf("%s: missing, or no health check", name)
		}
	}
	m := c.Services["migrate"]
	if !slices.Equal(m.Command, []string{"migrate"}) || m.DependsOn["postgres"]["condition"] != "service_healthy" {
		t.Errorf("migrate = %+v, want `migrate` once PostgreSQL is healthy", m)
	}
	ids := map[string]bool{}
	var replicas int
	for name, s := range c.Services {
		if !strings.HasPrefix(name, "everdict-") {
			continue
		}
		replicas++
		if !slices.Equal(s.Command, []string{"serve", "--no-migrate"}) {
			t.Errorf("%s runs %v, want serve --no-migrate", name, s.Command)
		}
		if s.DependsOn["migrate"]["condition"] != "service_completed_successfully" || s.DependsOn["redis"]["condition"] != "service_healthy" {
			t.Errorf("%s starts before the migration completed or Redis is healthy: %+v", name, s.DependsOn)
		}
		if s.Healthcheck == nil || !slices.Contains(s.Healthcheck.Test, "http://127.0.0.1:8080/readyz") {
			t.Errorf("%s: no readiness health check", name)
		}
		if s.Environment["EVERDICT_SECRET_KEY"] != m.Environment["EVERDICT_SECRET_KEY"] || !strings.Contains(s.Environment["EVERDICT_SECRET_KEY"], "EVERDICT_SECRET_KEY") {
			t.Errorf("%s: the secret key is not the shared one from the environment", name)
		}
		if s.Environment["EVERDICT_DATABASE_URL"] == "" || s.Environment["EVERDICT_REDIS_URL"] == "" {
			t.Errorf("%s: no database or Redis", name)
		}
		ids[s.Environment["EVERDICT_REPLICA_ID"]] = true
		if !s.ReadOnly || !slices.Equal(s.CapDrop, []string{"ALL"}) {
			t.Errorf("%s: the root filesystem is writable or capabilities are kept", name)
		}
	}
	if replicas != 3 || len(ids) != 3 {
		t.Errorf("%d replicas with %d distinct ids, want 3 and 3", replicas, len(ids))
	}
}
