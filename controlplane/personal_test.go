package controlplane_test

import (
	"context"
	"log/slog"
	"os"
	"strings"
	"testing"

	"github.com/everdict/everdict/controlplane"
	"github.com/everdict/everdict/internal/apptest"
	"github.com/everdict/everdict/runtime"
	"github.com/everdict/everdict/scheduler"
	"github.com/everdict/everdict/tenancy"
)

// TestAPersonalSecretShadowsTheTenantsInARealLocalRun: on the real LOCAL
// backend, alice's run of a harness naming API_TOKEN gets her personal
// value, and bob's run of the same harness the tenant's. The harness says
// which value it saw, and prints the value: its logs and its answer show
// "***" in its place, and no response or log line holds either value.
func TestAPersonalSecretShadowsTheTenantsInARealLocalRun(t *testing.T) {
	t.Parallel()
	if os.Geteuid() != 0 {
		t.Skip("LOCAL jobs need the control plane to run as root")
	}
	real := controlplane.DefaultBackends(t.TempDir(), controlplane.LocalHost{}, []byte("the tests' wire key, 32 bytes"), slog.New(slog.DiscardHandler))
	app := apptest.New(t, apptest.Options{Backends: map[runtime.Kind]scheduler.Factory{runtime.KindLocal: real[runtime.KindLocal]}})
	admin := app.Tenant(t, "acme", true, tenancy.RoleAdmin)
	app.Grant(t, "acme", `{name: "pool", kind: LOCAL}`)
	token := func(subject string) string {
		tok, err := app.Auth.CreateToken(tenancy.System(context.Background()), "acme", subject, tenancy.RoleMember)
		if err != nil {
			t.Fatal(err)
		}
		return tok
	}
	alice, bob := token("alice"), token("bob")
	app.Do(t, admin, `mutation { setSecret(name: "API_TOKEN", value: "tenant-s3cret-41c9") { name } }`, nil).Decode(t, &struct{}{})
	app.Do(t, alice, `mutation { setSecret(name: "API_TOKEN", value: "alice-s3cret-8d2e", personal: true) { name } }`, nil).Decode(t, &struct{}{})

	run := func(tok string) (answer string, logs []string) {
		t.Helper()
		var sub struct{ SubmitRun struct{ ID string } }
		app.Do(t, tok, `mutation($in: SubmitRunInput!) { submitRun(input: $in) { id } }`, map[string]any{"in": map[string]any{
			"runtime": "pool",
			"harness": map[string]any{"name": "which", "command": []string{"sh", "-c",
				`case "$API_TOKEN" in alice-*) w=personal;; tenant-*) w=tenant;; *) w=none;; esac
printf 'saw=%s value=%s' "$w" "$API_TOKEN" > "$EVERDICT_ANSWER_FILE"; echo "the token is $API_TOKEN"`},
				"env": []map[string]any{{"name": "API_TOKEN", "secretRef": "API_TOKEN"}}},
			"case": map[string]any{"task": "which token?", "timeoutSec": 60},
		}}).Decode(t, &sub)
		s := app.Subscribe(t, tok, `subscription($id: ID!) { runUpdated(id: $id) { status } }`, map[string]any{"id": sub.SubmitRun.ID})
		for {
			var got struct{ RunUpdated struct{ Status string } }
			s.Next().Decode(t, &got)
			if st := got.RunUpdated.Status; st != "QUEUED" && st != "RUNNING" {
				break
			}
		}
		var r struct {
			Run struct {
				Status string
				Answer *string
				Logs   []struct{ Text string }
			}
		}
		app.Do(t, tok, `query($id: ID!) { run(id: $id) { status answer logs { text } } }`, map[string]any{"id": sub.SubmitRun.ID}).Decode(t, &r)
		if r.Run.Status != "SUCCEEDED" || r.Run.Answer == nil {
			t.Fatalf("run = %+v, want SUCCEEDED with an answer", r.Run)
		}
		for _, l := range r.Run.Logs {
			logs = append(logs, l.Text)
		}
		return *r.Run.Answer, logs
	}
	for _, tc := range []struct{ who, tok, want string }{
		{"alice", alice, "saw=personal value=***"},
		{"bob", bob, "saw=tenant value=***"},
	} {
		answer, logs := run(tc.tok)
		if answer != tc.want {
			t.Errorf("%s's run answered %q, want %q", tc.who, answer, tc.want)
		}
		if !strings.Contains(strings.Join(logs, "\n"), "the token is ***") {
			t.Errorf("%s's run logged %q, want the token masked", tc.who, logs)
		}
	}
	for _, v := range []string{"tenant-s3cret-41c9", "alice-s3cret-8d2e"} {
		if app.Responses.Contains(v) || app.Logs.Contains(v) {
			t.Errorf("a response or log line holds the secret value %s", v)
		}
	}
}
