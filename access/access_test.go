package access_test

import (
	"bytes"
	"context"
	"encoding/base64"
	"image/png"
	"io"
	"log/slog"
	"net/http"
	"os"
	"os/exec"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/coder/websocket"
	"github.com/google/go-cmp/cmp"
	"github.com/google/go-cmp/cmp/cmpopts"

	"github.com/everdict/everdict/access"
	"github.com/everdict/everdict/backends"
	"github.com/everdict/everdict/backends/local"
	"github.com/everdict/everdict/clock/clocktest"
	"github.com/everdict/everdict/controlplane"
	"github.com/everdict/everdict/errcode"
	"github.com/everdict/everdict/internal/apptest"
	"github.com/everdict/everdict/runtime"
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
		// This host has chromium and Xvfb (make deps): the screen tests' runtime declares both.
		HostCapabilities: []string{runtime.CapGit, runtime.CapSandbox, runtime.CapBrowser, runtime.CapComputerUse},
		Backends:         controlplane.DefaultBackends(t.TempDir(), controlplane.LocalHost{}, []byte("the tests' wire key, 32 bytes"), slog.New(slog.DiscardHandler)),
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

// runningCase submits, as alice on runtime desk (LOCAL, sandboxed, which
// declares computer-use), a run of script with case fields caseFields,
// and returns its id once it printed ready.
func (f *fixture) runningCase(t *testing.T, script, caseFields string) string {
	t.Helper()
	var got struct{ SubmitRun struct{ ID string } }
	f.app.Do(t, f.alice, `mutation($s: String!) { submitRun(input: {runtime: "desk",
		harness: {name: "h", command: ["bash", "-c", $s]},
		case: {task: "t", timeoutSec: 300, `+caseFields+`}}) { id } }`, map[string]any{"s": script}).Decode(t, &got)
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

// screenCases are a browser case (its page 640 wide: headless Chromium's
// window of 640×480 has a viewport less tall) and an osUse case (its
// display 1280×800), each printing ready once its screen is up; a height
// of 0 is not checked.
func screenCases(t *testing.T) map[string]struct {
	script, fields string
	width, height  int
} {
	chromium, err := exec.LookPath("chromium")
	if err != nil {
		t.Fatalf("chromium is not installed (make deps installs it): %v", err)
	}
	return map[string]struct {
		script, fields string
		width, height  int
	}{
		"a browser case": {
			script: chromium + ` --headless=new --no-sandbox --disable-gpu --no-first-run --user-data-dir="$HOME/chromium" ` +
				`--remote-debugging-address=127.0.0.1 --remote-debugging-port="$EVERDICT_CDP_PORT" --window-size=640,480 ` +
				`'data:text/html,<body style="background:rgb(200,30,30)"></body>' >/dev/null 2>&1 &
				for i in $(seq 1 600); do
					if (exec 3<>/dev/tcp/127.0.0.1/$EVERDICT_CDP_PORT) 2>/dev/null; then break; fi
					sleep 0.1
				done
				echo ready; wait`,
			fields: "browser: true", width: 640,
		},
		"an osUse case": {
			script: `echo ready; exec sleep 600`,
			fields: "osUse: true", width: 1280, height: 800,
		},
	}
}

func TestRunScreenStreamsARealPNGOverGraphQLWS(t *testing.T) {
	t.Parallel()
	f := newFixture(t)
	f.app.Grant(t, "acme", `{name: "desk", kind: LOCAL, local: {hardened: true}, capabilities: ["computer-use", "browser"]}`)
	for name, tc := range screenCases(t) {
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			id := f.runningCase(t, tc.script, tc.fields)
			s := f.app.Subscribe(t, f.alice, `subscription($id: ID!) { runScreen(id: $id, everyMs: 250) { png unavailable } }`, map[string]any{"id": id})
			for {
				m := s.Next()
				if m.Done || len(m.Errors) > 0 {
					t.Fatalf("the screen watch ended before a picture: %+v", m)
				}
				var got struct{ RunScreen struct{ PNG *string } }
				m.Decode(t, &got)
				if got.RunScreen.PNG == nil {
					continue // the browser is not painted yet
				}
				b, err := base64.StdEncoding.DecodeString(*got.RunScreen.PNG)
				if err != nil {
					t.Fatalf("the frame is not base64: %v", err)
				}
				img, err := png.Decode(bytes.NewReader(b))
				if err != nil {
					t.Fatalf("the frame is not a PNG: %v", err)
				}
				if size := img.Bounds().Size(); size.X != tc.width || (tc.height > 0 && size.Y != tc.height) || size.Y == 0 {
					t.Errorf("the frame is %v, want %d×%d", size, tc.width, tc.height)
				}
				return
			}
		})
	}
}

func TestSaveRunScreenKeepsAScreenshotArtifactForThoseWhoMaySeeTheScreen(t *testing.T) {
	t.Parallel()
	f := newFixture(t)
	f.app.Grant(t, "acme", `{name: "desk", kind: LOCAL, local: {hardened: true}, capabilities: ["computer-use", "browser"]}`)
	id := f.runningCase(t, `echo ready; exec sleep 600`, "osUse: true")
	const save = `mutation($id: ID!) { saveRunScreen(id: $id) { name kind contentType size url } }`
	for name, token := range map[string]string{"another MEMBER of its tenant": f.bob, "another tenant's ADMIN": f.otherTenantsAdmin} {
		if resp := f.app.Do(t, token, save, map[string]any{"id": id}); resp.Code() != "NOT_FOUND" {
			t.Errorf("%s: saveRunScreen answered %q, want NOT_FOUND", name, resp.Code())
		}
	}
	type artifact struct {
		Name, Kind, ContentType string
		Size                    int
		URL                     string
	}
	var got struct{ SaveRunScreen artifact }
	f.app.Do(t, f.alice, save, map[string]any{"id": id}).Decode(t, &got)
	want := artifact{Name: "screen-1.png", Kind: "screenshot", ContentType: "image/png"}
	if diff := cmp.Diff(want, got.SaveRunScreen, cmpopts.IgnoreFields(artifact{}, "Size", "URL")); diff != "" {
		t.Errorf("saveRunScreen (-want +got):\n%s", diff)
	}
	resp, err := http.Get(f.app.HTTP.URL + got.SaveRunScreen.URL)
	if err != nil {
		t.Fatal(err)
	}
	body, _ := io.ReadAll(resp.Body)
	_ = resp.Body.Close()
	img, err := png.Decode(bytes.NewReader(body))
	if err != nil {
		t.Fatalf("the saved frame's link answered %d, not a PNG: %v", resp.StatusCode, err)
	}
	if size := img.Bounds().Size(); size.X != 1280 || size.Y != 800 {
		t.Errorf("the saved frame is %v, want 1280×800", size)
	}
	var listed struct {
		Run struct{ Artifacts []struct{ Name, Kind string } }
	}
	f.app.Do(t, f.alice, `query($id: ID!) { run(id: $id) { artifacts { name kind } } }`, map[string]any{"id": id}).Decode(t, &listed)
	if diff := cmp.Diff([]struct{ Name, Kind string }{{"screen-1.png", "screenshot"}}, listed.Run.Artifacts); diff != "" {
		t.Errorf("the run's artifacts (-want +got):\n%s", diff)
	}
}

func TestSaveRunScreenStopsAtTheRunsLimitOfFrames(t *testing.T) {
	t.Parallel()
	f := newFixture(t)
	f.app.Grant(t, "acme", `{name: "desk", kind: LOCAL, local: {hardened: true}, capabilities: ["computer-use", "browser"]}`)
	id := f.runningCase(t, `echo ready; exec sleep 600`, "osUse: true")
	svc, err := access.New(access.Config{DB: f.app.DB.Client, Runs: f.app.Runs, Enter: f.app.Scheduler, Frames: f.app.Artifacts, MaxFrames: 2})
	if err != nil {
		t.Fatal(err)
	}
	runID, _ := strconv.Atoi(id)
	ctx := f.app.Viewer(t, f.alice)
	for i := range 2 {
		if _, err := svc.SaveScreen(ctx, runID); err != nil {
			t.Fatalf("frame %d: %v", i+1, err)
		}
	}
	if _, err := svc.SaveScreen(ctx, runID); errcode.Of(err) != errcode.RateLimited {
		t.Errorf("a third frame: %v, want RATE_LIMITED", err)
	}
}
