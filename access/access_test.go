package access_test

import (
	"context"
	"encoding/base64"
	"io"
	"log/slog"
	"net/http"
	"os"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/coder/websocket"
	"github.com/google/go-cmp/cmp"

	"github.com/everdict/everdict/access"
	"github.com/everdict/everdict/backends"
	"github.com/everdict/everdict/backends/local"
	"github.com/everdict/everdict/clock/clocktest"
	"github.com/everdict/everdict/controlplane"
	"github.com/everdict/everdict/errcode"
	"github.com/everdict/everdict/internal/apptest"
	"github.com/everdict/everdict/tenancy"
)

func TestMain(m *testing.M) {
	local.MaybeRunSupervisor()
	os.Exit(m.Run())
}

// fixture is a control plane with the real LOCAL backend, tenant acme with
// an ADMIN, the MEMBER alice who submits, the MEMBER bob, and tenant
// globex's ADMIN.
type fixture struct {
	app               *apptest.App
	admin, alice, bob string
	otherTenantsAdmin string
	secret            string
}

func newFixture(t *testing.T) *fixture {
	t.Helper()
	app := apptest.New(t, apptest.Options{
		Backends: controlplane.DefaultBackends(t.TempDir(), controlplane.LocalHost{}, []byte("the tests' wire key, 32 bytes"), slog.New(slog.DiscardHandler)),
	})
	f := &fixture{app: app, secret: "sk-acme-" + strings.Repeat("7", 24)}
	f.admin = app.Tenant(t, "acme", false, tenancy.RoleAdmin)
	sys := tenancy.System(context.Background())
	var err error
	if f.alice, err = app.Auth.CreateToken(sys, "acme", "alice", tenancy.RoleMember); err != nil {
		t.Fatal(err)
	}
	if f.bob, err = app.Auth.CreateToken(sys, "acme", "bob", tenancy.RoleMember); err != nil {
		t.Fatal(err)
	}
	f.otherTenantsAdmin = app.Tenant(t, "globex", true, tenancy.RoleAdmin)
	app.Grant(t, "acme", `{name: "box", kind: LOCAL, local: {hardened: true}}`)
	app.Do(t, f.admin, `mutation($v: String!) { setSecret(name: "API_KEY", value: $v) { name } }`, map[string]any{"v": f.secret}).Decode(t, &struct{}{})
	return f
}

// running submits, as alice, a run that prints ready and waits, and
// returns its id once it printed it.
func (f *fixture) running(t *testing.T) string {
	t.Helper()
	var got struct{ SubmitRun struct{ ID string } }
	f.app.Do(t, f.alice, `mutation { submitRun(input: {runtime: "box",
		harness: {name: "h", command: ["sh", "-c", "echo ready; exec sleep 600"], env: [{name: "API_KEY", secretRef: "API_KEY"}]},
		case: {task: "t", timeoutSec: 300}}) { id } }`, nil).Decode(t, &got)
	id := got.SubmitRun.ID
	t.Cleanup(func() {
		f.app.Do(t, f.admin, `mutation($id: ID!) { cancelRun(id: $id) { id } }`, map[string]any{"id": id})
	})
	logs := f.app.Subscribe(t, f.alice, `subscription($id: ID!) { runLogs(id: $id) { text } }`, map[string]any{"id": id})
	for {
		m := logs.Next()
		if m.Done || len(m.Errors) > 0 {
			t.Fatalf("the run's logs ended before it was ready: %+v", m)
		}
		var l struct{ RunLogs struct{ Text string } }
		m.Decode(t, &l)
		if l.RunLogs.Text == "ready" {
			return id
		}
	}
}

type execResult struct {
	Stdout, Stderr string
	ExitCode       int
	TimedOut       bool
	Truncated      bool
}

const execQuery = `mutation($id: ID!, $c: [String!]!) { execInRun(id: $id, command: $c) { stdout stderr exitCode timedOut truncated } }`

func (f *fixture) exec(t *testing.T, token, id string, command ...string) (execResult, apptest.Response) {
	t.Helper()
	resp := f.app.Do(t, token, execQuery, map[string]any{"id": id, "c": command})
	var got struct{ ExecInRun execResult }
	if resp.Code() == "" {
		resp.Decode(t, &got)
	}
	return got.ExecInRun, resp
}

func TestExecInARunAnswersItsCreatorAndItsTenantsAdminOnly(t *testing.T) {
	t.Parallel()
	f := newFixture(t)
	id := f.running(t)

	for name, token := range map[string]string{"its creator": f.alice, "its tenant's ADMIN": f.admin} {
		got, resp := f.exec(t, token, id, "sh", "-c", "echo out; echo err >&2; exit 4")
		if resp.Code() != "" {
			t.Fatalf("%s: execInRun failed: %s", name, resp.Code())
		}
		if diff := cmp.Diff(execResult{Stdout: "out\n", Stderr: "err\n", ExitCode: 4}, got); diff != "" {
			t.Errorf("%s: execInRun (-want +got):\n%s", name, diff)
		}
	}
	for name, token := range map[string]string{"another MEMBER of its tenant": f.bob, "another tenant's ADMIN": f.otherTenantsAdmin} {
		if _, resp := f.exec(t, token, id, "true"); resp.Code() != "NOT_FOUND" {
			t.Errorf("%s: execInRun answered %q, want NOT_FOUND", name, resp.Code())
		}
		resp := f.app.Do(t, token, `mutation($id: ID!) { issueTerminalTicket(id: $id) { ticket } }`, map[string]any{"id": id})
		if resp.Code() != "NOT_FOUND" {
			t.Errorf("%s: issueTerminalTicket answered %q, want NOT_FOUND", name, resp.Code())
		}
	}

	// Every exec is in the audit trail, with who ran what.
	var trail struct {
		AuditEvents struct {
			Edges []struct {
				Node struct{ ActorSubject, Action, Target string }
			}
		}
	}
	f.app.Do(t, f.admin, `{ auditEvents(first: 50) { edges { node { actorSubject action target } } } }`, nil).Decode(t, &trail)
	actors := map[string]bool{}
	for _, e := range trail.AuditEvents.Edges {
		if e.Node.Action == "run.exec" {
			actors[e.Node.ActorSubject] = true
		}
	}
	if !actors["alice"] || !actors["ADMIN@acme"] || len(actors) != 2 {
		t.Errorf("audited execs by %v, want exactly alice and ADMIN@acme", actors)
	}
}

func TestAnExecCannotCarryTheRunsSecretOut(t *testing.T) {
	t.Parallel()
	f := newFixture(t)
	id := f.running(t)
	// The harness holds the secret in its environment, which the exec, as
	// the same user in the same sandbox, can read; what comes back is
	// masked, plainly and encoded.
	got, resp := f.exec(t, f.alice, id, "sh", "-c",
		`for p in /proc/[0-9]*; do tr '\0' '\n' < $p/environ 2>/dev/null; done | grep '^API_KEY=' | head -1 > /tmp/k; cat /tmp/k >&2; base64 < /tmp/k`)
	if resp.Code() != "" {
		t.Fatalf("execInRun: %s", resp.Code())
	}
	if !strings.Contains(got.Stderr, "API_KEY=***") {
		t.Errorf("the exec did not find the harness's secret to leak (stderr %q): the attack did not run", got.Stderr)
	}
	for _, leak := range []string{f.secret, base64.StdEncoding.EncodeToString([]byte(f.secret))[:16]} {
		if strings.Contains(got.Stdout+got.Stderr, leak) {
			t.Errorf("the exec's output carries the secret: %q %q", got.Stdout, got.Stderr)
		}
	}
	if strings.Contains(f.app.Responses.String(), f.secret) || f.app.Logs.Contains(f.secret) {
		t.Error("a response or a log line holds the secret")
	}
}

// dialTerminal opens the websocket a ticket's url names.
func dialTerminal(t *testing.T, app *apptest.App, url string) (*websocket.Conn, *http.Response, error) {
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	t.Cleanup(cancel)
	return websocket.Dial(ctx, "ws"+strings.TrimPrefix(app.HTTP.URL, "http")+url+"&cols=100&rows=30", nil)
}

func TestATerminalTicketOpensOneSessionOnce(t *testing.T) {
	t.Parallel()
	f := newFixture(t)
	id := f.running(t)
	var got struct {
		IssueTerminalTicket struct {
			Ticket, URL string
			ExpiresAt   time.Time
		}
	}
	f.app.Do(t, f.alice, `mutation($id: ID!) { issueTerminalTicket(id: $id) { ticket url expiresAt } }`, map[string]any{"id": id}).Decode(t, &got)
	tk := got.IssueTerminalTicket
	if left := time.Until(tk.ExpiresAt); left <= 0 || left > 31*time.Second {
		t.Errorf("the ticket lasts %s, want at most 30 s", left)
	}
	c, _, err := dialTerminal(t, f.app, tk.URL)
	if err != nil {
		t.Fatalf("open the terminal: %v", err)
	}
	defer func() { _ = c.CloseNow() }()
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	if err := c.Write(ctx, websocket.MessageBinary, []byte("echo \"sum=$((40+2)) key=$API_KEY\"; stty size; cat /proc/1/environ | tr '\\0' '\\n' | grep API_KEY; exit\n")); err != nil {
		t.Fatal(err)
	}
	var out strings.Builder
	for {
		typ, msg, err := c.Read(ctx)
		if err != nil {
			if websocket.CloseStatus(err) != websocket.StatusNormalClosure {
				t.Fatalf("the terminal ended with %v; it printed %q", err, out.String())
			}
			break
		}
		if typ == websocket.MessageBinary {
			out.Write(msg)
		}
	}
	text := out.String()
	for _, want := range []string{"sum=42", "30 100"} {
		if !strings.Contains(text, want) {
			t.Errorf("the terminal printed %q, want %q in it", text, want)
		}
	}
	if strings.Contains(text, f.secret) {
		t.Errorf("the terminal shows the run's secret: %q", text)
	}

	// The ticket was spent at the upgrade.
	_, resp, err := dialTerminal(t, f.app, tk.URL)
	if err == nil || resp == nil || resp.StatusCode != http.StatusUnauthorized {
		code := 0
		if resp != nil {
			code = resp.StatusCode
		}
		t.Errorf("a second use of the ticket: err %v, status %d; want 401", err, code)
	}
	if resp != nil {
		body, _ := io.ReadAll(resp.Body)
		if !strings.Contains(string(body), "UNAUTHENTICATED") {
			t.Errorf("a second use answered %s, want UNAUTHENTICATED", body)
		}
	}
}

// TestACrossOriginHandshakeLeavesTheTicketUnspent: a page of another site
// that holds a terminal ticket is refused before the ticket is spent, so
// the ticket's owner can still open the terminal with it.
func TestACrossOriginHandshakeLeavesTheTicketUnspent(t *testing.T) {
	t.Parallel()
	f := newFixture(t)
	id := f.running(t)
	var got struct{ IssueTerminalTicket struct{ URL string } }
	f.app.Do(t, f.alice, `mutation($id: ID!) { issueTerminalTicket(id: $id) { url } }`, map[string]any{"id": id}).Decode(t, &got)
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	_, resp, err := websocket.Dial(ctx, "ws"+strings.TrimPrefix(f.app.HTTP.URL, "http")+got.IssueTerminalTicket.URL,
		&websocket.DialOptions{HTTPHeader: http.Header{"Origin": {"https://evil.example"}}})
	if err == nil || resp == nil || resp.StatusCode != http.StatusForbidden {
		code := 0
		if resp != nil {
			code = resp.StatusCode
		}
		t.Fatalf("a cross-origin handshake: err %v, status %d; want 403", err, code)
	}
	c, _, err := dialTerminal(t, f.app, got.IssueTerminalTicket.URL)
	if err != nil {
		t.Fatalf("the ticket's owner opening the terminal after the refused handshake: %v; want the ticket unspent", err)
	}
	_ = c.Close(websocket.StatusNormalClosure, "")
}

func TestAScreenOfARunThatIsNoBrowserCaseIsAFailedPrecondition(t *testing.T) {
	t.Parallel()
	f := newFixture(t)
	id := f.running(t)
	var got struct{ RunScreen struct{ URL string } }
	f.app.Do(t, f.alice, `query($id: ID!) { runScreen(id: $id) { url } }`, map[string]any{"id": id}).Decode(t, &got)
	resp, err := http.Get(f.app.HTTP.URL + got.RunScreen.URL)
	if err != nil {
		t.Fatal(err)
	}
	body, _ := io.ReadAll(resp.Body)
	_ = resp.Body.Close()
	if resp.StatusCode != http.StatusConflict || !strings.Contains(string(body), "FAILED_PRECONDITION") {
		t.Errorf("the screen of a run with no browser answered %d %s, want 409 FAILED_PRECONDITION", resp.StatusCode, body)
	}
}

func TestATerminalTicketExpires(t *testing.T) {
	t.Parallel()
	f := newFixture(t)
	id := f.running(t)
	clk := clocktest.New(time.Now())
	svc, err := access.New(access.Config{DB: f.app.DB.Client, Runs: f.app.Runs, Enter: f.app.Scheduler, Clock: clk})
	if err != nil {
		t.Fatal(err)
	}
	var runID int
	if runID, err = strconv.Atoi(id); err != nil {
		t.Fatal(err)
	}
	alice := f.app.Viewer(t, f.alice)
	late, err := svc.IssueTicket(alice, runID, access.KindTerminal)
	if err != nil {
		t.Fatal(err)
	}
	clk.Advance(access.TicketTTLDefault + time.Second)
	if _, err := svc.OpenTerminal(context.Background(), runID, late.Value, backends.TermSize{}); errcode.Of(err) != errcode.Unauthenticated {
		t.Errorf("a ticket used after %s: err = %v, want UNAUTHENTICATED", access.TicketTTLDefault, err)
	}
	// One issued now works, for the run it names only.
	fresh, err := svc.IssueTicket(alice, runID, access.KindTerminal)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := svc.OpenTerminal(context.Background(), runID+1, fresh.Value, backends.TermSize{}); errcode.Of(err) != errcode.Unauthenticated {
		t.Errorf("a ticket used for another run: err = %v, want UNAUTHENTICATED", err)
	}
	if _, err := svc.ScreenByTicket(context.Background(), runID, fresh.Value); errcode.Of(err) != errcode.Unauthenticated {
		t.Errorf("a terminal ticket used for a screen: err = %v, want UNAUTHENTICATED", err)
	}
	sess, err := svc.OpenTerminal(context.Background(), runID, fresh.Value, backends.TermSize{})
	if err != nil {
		t.Fatalf("a fresh ticket for its run: %v", err)
	}
	_ = sess.Close()
}
