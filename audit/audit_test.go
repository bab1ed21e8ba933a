package audit_test

import (
	"strings"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"

	"github.com/everdict/everdict/internal/apptest"
	"github.com/everdict/everdict/tenancy"
)

const trail = `query($first: Int, $after: Cursor, $where: AuditEventFilter) {
  auditEvents(first: $first, after: $after, where: $where) {
    totalCount
    pageInfo { hasNextPage endCursor }
    edges { node { id tenant action targetType target actorSubject actorRole createdAt details { key value } } }
  }
}`

type detail struct{ Key, Value string }

type event struct {
	ID           string `json:",omitempty"`
	Tenant       string
	Action       string
	TargetType   string
	Target       string
	ActorSubject string
	ActorRole    string
	CreatedAt    time.Time
	Details      []detail
}

type page struct {
	AuditEvents struct {
		TotalCount int
		PageInfo   struct {
			HasNextPage bool
			EndCursor   string
		}
		Edges []struct{ Node event }
	}
}

func (p page) events() []event {
	out := make([]event, len(p.AuditEvents.Edges))
	for i, e := range p.AuditEvents.Edges {
		out[i] = e.Node
	}
	return out
}

func read(t *testing.T, app *apptest.App, tok string, vars map[string]any) page {
	t.Helper()
	var p page
	app.Do(t, tok, trail, vars).Decode(t, &p)
	return p
}

// ignoreStamp compares events without their id and time.
func ignoreStamp(es []event) []event {
	out := make([]event, len(es))
	for i, e := range es {
		e.ID, e.CreatedAt = "", time.Time{}
		out[i] = e
	}
	return out
}

const secretValue = "sk-live-THIS-VALUE-MUST-NEVER-BE-AUDITED"

func TestEveryAuditedMutationLeavesOneEventAndNoSecretValue(t *testing.T) {
	t.Parallel()
	app := apptest.New(t, apptest.Options{NoScheduler: true})
	op := app.Tenant(t, "platform", true, tenancy.RoleOperator)
	admin := app.Tenant(t, "acme", true, tenancy.RoleAdmin)
	const adminSubject = "ADMIN@acme"
	var runID, rotated, tokenValue, tokenID string
	steps := []struct {
		name string
		do   func(t *testing.T)
		want event
	}{
		{"an operator sets a tenant's policy", func(t *testing.T) {
			app.Do(t, op, `mutation { setTenantPolicy(input: {tenant: "acme", weight: 3, budgetUsd: 10}) { weight } }`, nil).Decode(t, &struct{}{})
		}, event{Tenant: "acme", Action: "tenant.policy", TargetType: "tenant", Target: "acme", ActorSubject: "OPERATOR@platform", ActorRole: "OPERATOR",
			Details: []detail{{"budgetUsd", "10"}, {"weight", "3"}}}},
		{"an admin registers a runtime", func(t *testing.T) {
			app.Do(t, admin, `mutation { registerRuntime(input: {name: "pool", kind: NOMAD, nomad: {addr: "https://nomad.example.com:4646"}}) { version } }`, nil).Decode(t, &struct{}{})
		}, event{Tenant: "acme", Action: "runtime.register", TargetType: "runtime", Target: "pool", ActorSubject: adminSubject, ActorRole: "ADMIN",
			Details: []detail{{"kind", "NOMAD"}, {"shared", "false"}, {"version", "1"}}}},
		{"an admin registers a runtime's next version", func(t *testing.T) {
			app.Do(t, admin, `mutation { registerRuntime(input: {name: "pool", kind: NOMAD, nomad: {addr: "https://nomad.example.com:4646"}}) { version } }`, nil).Decode(t, &struct{}{})
		}, event{Tenant: "acme", Action: "runtime.version", TargetType: "runtime", Target: "pool", ActorSubject: adminSubject, ActorRole: "ADMIN",
			Details: []detail{{"kind", "NOMAD"}, {"shared", "false"}, {"version", "2"}}}},
		{"an operator grants a tenant a LOCAL runtime", func(t *testing.T) {
			app.Do(t, op, `mutation { registerRuntime(input: {name: "host", kind: LOCAL}, tenant: "acme") { version } }`, nil).Decode(t, &struct{}{})
		}, event{Tenant: "acme", Action: "runtime.register", TargetType: "runtime", Target: "host", ActorSubject: "OPERATOR@platform", ActorRole: "OPERATOR",
			Details: []detail{{"kind", "LOCAL"}, {"shared", "false"}, {"version", "1"}}}},
		{"an admin tags a version", func(t *testing.T) {
			app.Do(t, admin, `mutation { setRuntimeVersionTags(name: "pool", version: 2, tags: ["stable"]) { version } }`, nil).Decode(t, &struct{}{})
		}, event{Tenant: "acme", Action: "runtime.tags", TargetType: "runtime", Target: "pool", ActorSubject: adminSubject, ActorRole: "ADMIN",
			Details: []detail{{"tags", "stable"}, {"version", "2"}}}},
		{"an admin archives a version", func(t *testing.T) {
			app.Do(t, admin, `mutation { archiveRuntimeVersion(name: "pool", version: 1) { archived } }`, nil).Decode(t, &struct{}{})
		}, event{Tenant: "acme", Action: "runtime.archive", TargetType: "runtime", Target: "pool", ActorSubject: adminSubject, ActorRole: "ADMIN",
			Details: []detail{{"version", "1"}}}},
		{"an admin sets a secret: its name, never its value", func(t *testing.T) {
			app.Do(t, admin, `mutation($v: String!) { setSecret(name: "API_KEY", value: $v) { name } }`, map[string]any{"v": secretValue}).Decode(t, &struct{}{})
		}, event{Tenant: "acme", Action: "secret.set", TargetType: "secret", Target: "API_KEY", ActorSubject: adminSubject, ActorRole: "ADMIN",
			Details: []detail{{"purpose", "HARNESS"}}}},
		{"an admin creates the webhook secret", func(t *testing.T) {
			var got struct{ RotateWebhookSecret string }
			app.Do(t, admin, `mutation { rotateWebhookSecret }`, nil).Decode(t, &got)
			rotated = got.RotateWebhookSecret
		}, event{Tenant: "acme", Action: "webhook.secret.rotate", TargetType: "tenant", Target: "acme", ActorSubject: adminSubject, ActorRole: "ADMIN",
			Details: []detail{{"change", "created"}}}},
		{"an admin rotates the webhook secret", func(t *testing.T) {
			app.Do(t, admin, `mutation { rotateWebhookSecret }`, nil).Decode(t, &struct{}{})
		}, event{Tenant: "acme", Action: "webhook.secret.rotate", TargetType: "tenant", Target: "acme", ActorSubject: adminSubject, ActorRole: "ADMIN",
			Details: []detail{{"change", "rotated"}}}},
		{"a token is created", func(t *testing.T) {
			app.Tenant(t, "acme", true, tenancy.RoleMember)
		}, event{Tenant: "acme", Action: "token.create", TargetType: "token", Target: "MEMBER@acme", ActorSubject: "system", ActorRole: "",
			Details: []detail{{"role", "MEMBER"}}}},
		{"an admin creates a token: its subject, never its value", func(t *testing.T) {
			var got struct {
				CreateToken struct {
					Token    string
					APIToken struct{ ID string }
				}
			}
			app.Do(t, admin, `mutation { createToken(role: MEMBER, subject: "ci-bot") { token apiToken { id } } }`, nil).Decode(t, &got)
			tokenValue, tokenID = got.CreateToken.Token, got.CreateToken.APIToken.ID
		}, event{Tenant: "acme", Action: "token.create", TargetType: "token", Target: "ci-bot", ActorSubject: adminSubject, ActorRole: "ADMIN",
			Details: []detail{{"role", "MEMBER"}, {"tokenId", ""}}}},
		{"an admin revokes a token", func(t *testing.T) {
			app.Do(t, admin, `mutation($id: ID!) { revokeToken(id: $id) { id } }`, map[string]any{"id": tokenID}).Decode(t, &struct{}{})
		}, event{Tenant: "acme", Action: "token.revoke", TargetType: "token", Target: "ci-bot", ActorSubject: adminSubject, ActorRole: "ADMIN",
			Details: []detail{{"role", "MEMBER"}, {"tokenId", ""}}}},
		{"a run is canceled", func(t *testing.T) {
			var got struct{ SubmitRun struct{ ID string } }
			app.Do(t, admin, `mutation { submitRun(input: {runtime: "pool@stable", harness: {name: "h", command: ["true"]}, case: {task: "t"}}) { id } }`, nil).Decode(t, &got)
			runID = got.SubmitRun.ID
			app.Do(t, admin, `mutation($id: ID!) { cancelRun(id: $id) { status } }`, map[string]any{"id": runID}).Decode(t, &struct{}{})
		}, event{Tenant: "acme", Action: "run.cancel", TargetType: "run", ActorSubject: adminSubject, ActorRole: "ADMIN",
			Details: []detail{{"runtime", "pool@stable"}, {"was", "QUEUED"}}}},
	}
	for _, st := range steps {
		before := read(t, app, op, nil).AuditEvents.TotalCount
		st.do(t)
		p := read(t, app, op, map[string]any{"first": 1})
		if got := p.AuditEvents.TotalCount - before; got != 1 {
			t.Errorf("%s: %d events, want 1", st.name, got)
		}
		want := st.want
		if want.Action == "run.cancel" {
			want.Target = runID
		}
		for i, d := range want.Details {
			if d.Key == "tokenId" {
				want.Details[i].Value = tokenID
			}
		}
		if diff := cmp.Diff([]event{want}, ignoreStamp(p.events())); diff != "" {
			t.Errorf("%s: newest event (-want +got):\n%s", st.name, diff)
		}
	}
	// No value of a secret or of the webhook secret is in any event.
	res := app.Do(t, op, trail, map[string]any{"first": 100})
	for _, v := range []string{secretValue, rotated, tokenValue} {
		if strings.Contains(string(res.Data), v) {
			t.Error("a secret value appears in the audit trail")
		}
	}
	// The ADMIN sees its tenant's trail, newest first, paged.
	first := read(t, app, admin, map[string]any{"first": 2})
	second := read(t, app, admin, map[string]any{"first": 2, "after": first.AuditEvents.PageInfo.EndCursor})
	got := append(first.events(), second.events()...)
	if len(got) != 4 || !first.AuditEvents.PageInfo.HasNextPage {
		t.Fatalf("two pages of two: %d events, hasNextPage %v", len(got), first.AuditEvents.PageInfo.HasNextPage)
	}
	for i := 1; i < len(got); i++ {
		if got[i-1].CreatedAt.Before(got[i].CreatedAt) || got[i-1].ID == got[i].ID {
			t.Errorf("events %d and %d are not newest first, distinct: %+v, %+v", i-1, i, got[i-1], got[i])
		}
	}
	if got[0].Action != "run.cancel" {
		t.Errorf("the newest event is %s, want run.cancel", got[0].Action)
	}
	// Filters.
	byAction := read(t, app, admin, map[string]any{"where": map[string]any{"action": "webhook.secret.rotate"}})
	if n := len(byAction.events()); n != 2 {
		t.Errorf("action filter: %d events, want 2", n)
	}
	bySystem := read(t, app, admin, map[string]any{"where": map[string]any{"actorSubject": "system"}})
	for _, e := range bySystem.events() {
		if e.ActorSubject != "system" {
			t.Errorf("actorSubject filter let through %+v", e)
		}
	}
	future := read(t, app, admin, map[string]any{"where": map[string]any{"since": "2999-01-01T00:00:00Z"}})
	if n := len(future.events()); n != 0 {
		t.Errorf("since filter: %d events in the future", n)
	}
}

func TestAnAdminSeesOnlyItsTenantsTrailAndAMemberNone(t *testing.T) {
	t.Parallel()
	app := apptest.New(t, apptest.Options{NoScheduler: true})
	op := app.Tenant(t, "platform", true, tenancy.RoleOperator)
	acme := app.Tenant(t, "acme", true, tenancy.RoleAdmin)
	bravo := app.Tenant(t, "bravo", true, tenancy.RoleAdmin)
	member := app.Tenant(t, "acme", true, tenancy.RoleMember)
	for _, tok := range []string{acme, bravo} {
		app.Do(t, tok, `mutation { setSecret(name: "K", value: "v-123456") { name } }`, nil).Decode(t, &struct{}{})
	}
	tenants := func(p page) map[string]bool {
		out := map[string]bool{}
		for _, e := range p.events() {
			out[e.Tenant] = true
		}
		return out
	}
	if diff := cmp.Diff(map[string]bool{"acme": true}, tenants(read(t, app, acme, nil))); diff != "" {
		t.Errorf("tenants in acme's ADMIN view (-want +got):\n%s", diff)
	}
	all := read(t, app, op, map[string]any{"first": 100})
	if diff := cmp.Diff(map[string]bool{"acme": true, "bravo": true, "platform": true}, tenants(all)); diff != "" {
		t.Errorf("tenants in the OPERATOR's view (-want +got):\n%s", diff)
	}
	// Not through node(id) either.
	var bravoEvent string
	for _, e := range all.events() {
		if e.Tenant == "bravo" {
			bravoEvent = e.ID
		}
	}
	var n struct{ Node *struct{ ID string } }
	res := app.Do(t, acme, `query($id: ID!) { node(id: $id) { id } }`, map[string]any{"id": bravoEvent})
	if len(res.Errors) == 0 {
		res.Decode(t, &n)
	}
	if n.Node != nil {
		t.Error("acme's ADMIN read bravo's audit event through node(id)")
	}
	if code := app.Do(t, member, trail, nil).Code(); code != "FORBIDDEN" {
		t.Errorf("a MEMBER reading the trail: code %q, want FORBIDDEN", code)
	}
	var acmeEvent string
	for _, e := range all.events() {
		if e.Tenant == "acme" {
			acmeEvent = e.ID
		}
	}
	res = app.Do(t, member, `query($id: ID!) { node(id: $id) { id } }`, map[string]any{"id": acmeEvent})
	if res.Code() != "FORBIDDEN" {
		t.Errorf("a MEMBER reading its tenant's event through node(id): code %q (%s), want FORBIDDEN", res.Code(), res.Data)
	}
}
