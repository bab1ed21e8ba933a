package local_test

import (
	"bytes"
	"context"
	"errors"
	"image"
	"image/png"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/everdict/everdict/backends"
	"github.com/everdict/everdict/backends/backendtest"
	"github.com/everdict/everdict/backends/cdp"
	"github.com/everdict/everdict/backends/local"
)

// startBlocking dispatches j (whose script prints "ready" and then blocks)
// on b and returns once it printed it; the job is canceled when the test
// ends.
func startBlocking(t *testing.T, b *local.Backend, j backends.Job) {
	t.Helper()
	l := &lines{}
	ready := l.expect("ready")
	cancelAtEnd(t, b, j, backendtest.Dispatch(backendtest.Guard(t), b, j, l))
	backendtest.Await(t, ready, "the job's ready line")
}

// cancelAtEnd cancels j when the test ends and waits for its Dispatch
// (done) to return, so nothing the backend logs outlives the test.
func cancelAtEnd(t *testing.T, b *local.Backend, j backends.Job, done <-chan backendtest.Dispatched) {
	t.Helper()
	t.Cleanup(func() {
		_ = b.Cancel(context.WithoutCancel(backendtest.Guard(t)), j.RunID)
		backendtest.Await(t, done, "the canceled job's Dispatch")
	})
}

func TestAnUntrustedTenantsExecStaysInsideItsSandbox(t *testing.T) {
	t.Parallel()
	cfg := testConfig(t)
	b := sandboxed(t, cfg)
	// A file of the host the sandbox must not show, in a directory every
	// user may read.
	hostFile := filepath.Join(backendtest.OpenDir(t), "host-secret")
	if err := os.WriteFile(hostFile, []byte("host"), 0o644); err != nil {
		t.Fatal(err)
	}
	j := shJob(`echo sandboxed > /tmp/marker; echo ready; exec sleep 600`)
	j.Zone.Trusted, j.Zone.HardenedRequired = false, true
	startBlocking(t, b, j)

	script := strings.Join([]string{
		`echo "uid=$(id -u)"`,
		`echo "marker=$(cat /tmp/marker)"`,
		`echo "pwd=$(pwd)"`,
		`test -e /etc/passwd && echo "sees /etc/passwd"`,
		`test -e ` + hostFile + ` && echo "sees the host file"`,
		`test -e ` + cfg.DataDir + ` && echo "sees the data dir"`,
		`grep -c : /proc/net/dev | sed 's/^/interfaces=/'`,
		`grep '^Seccomp:' /proc/self/status | tr -d '\t '`,
		`grep '^CapEff:' /proc/self/status | tr -d '\t '`,
		`echo "pid1=$(cat /proc/1/comm)"`,
		`true`,
	}, "; ")
	res, err := b.Exec(backendtest.Guard(t), j.RunID, backends.ExecRequest{Command: []string{"sh", "-c", script}})
	if err != nil {
		t.Fatalf("Exec: %v", err)
	}
	out := string(res.Stdout)
	uid, _ := strconv.Atoi(strings.TrimPrefix(firstLine(out, "uid="), "uid="))
	if uid == 0 || uid == os.Geteuid() {
		t.Errorf("the exec ran as uid %d: as root or as the server's user", uid)
	}
	for _, want := range []string{
		"marker=sandboxed", // the sandbox's own /tmp: it is inside, not beside
		"interfaces=1",     // a loopback only
		"Seccomp:2",        // filtered
		"CapEff:0000000000000000",
		"pid1=bwrap", // the sandbox's pid namespace
	} {
		if !strings.Contains(out, want) {
			t.Errorf("the exec's view lacks %q:\n%s", want, out)
		}
	}
	for _, leak := range []string{"sees /etc/passwd", "sees the host file", "sees the data dir"} {
		if strings.Contains(out, leak) {
			t.Errorf("the exec %s:\n%s", leak, out)
		}
	}
	if res.ExitCode != 0 {
		t.Errorf("exit code = %d, stderr %q", res.ExitCode, res.Stderr)
	}
}

func firstLine(out, prefix string) string {
	for _, l := range strings.Split(out, "\n") {
		if strings.HasPrefix(l, prefix) {
			return l
		}
	}
	return ""
}

func TestAnExecIntoASandboxCannotJoinOtherNamespaces(t *testing.T) {
	t.Parallel()
	b := sandboxed(t, testConfig(t))
	j := shJob(`echo ready; exec sleep 600`)
	startBlocking(t, b, j)
	// nsenter is allowed setns so it can enter; what it starts, as the job's
	// user, must not be able to use it to leave (to the host's namespaces
	// through /proc/<pid>/ns of a process it can see).
	res, err := b.Exec(backendtest.Guard(t), j.RunID, backends.ExecRequest{
		Command: []string{"sh", "-c", "unshare -U true && echo unshared; nsenter -t 1 -U true && echo entered; echo done"},
	})
	if err != nil {
		t.Fatalf("Exec: %v", err)
	}
	if got := string(res.Stdout); got != "done\n" {
		t.Errorf("the exec made or joined a namespace: stdout %q, stderr %q", got, res.Stderr)
	}
}

func TestATerminalIntoASandboxRoundTripsKeystrokes(t *testing.T) {
	t.Parallel()
	b := sandboxed(t, testConfig(t))
	j := shJob(`echo inside > /tmp/marker; echo ready; exec sleep 600`)
	startBlocking(t, b, j)
	term, err := b.Terminal(backendtest.Guard(t), j.RunID, backends.TerminalRequest{})
	if err != nil {
		t.Fatalf("Terminal: %v", err)
	}
	defer func() { _ = term.Close() }()
	var out bytes.Buffer
	done := make(chan struct{})
	go func() {
		defer close(done)
		buf := make([]byte, 1024)
		for {
			n, err := term.Read(buf)
			out.Write(buf[:n])
			if err != nil {
				return
			}
		}
	}()
	if _, err := term.Write([]byte("echo \"got $(cat /tmp/marker)\"; exit\n")); err != nil {
		t.Fatal(err)
	}
	backendtest.Await(t, done, "the terminal's end")
	if !strings.Contains(out.String(), "got inside") {
		t.Errorf("the terminal printed %q, want it to show the sandbox's /tmp/marker", out.String())
	}
}

func TestATerminalEndsWithItsJob(t *testing.T) {
	t.Parallel()
	cfg := testConfig(t)
	b := newBackend(t, cfg)
	gate := backendtest.OpenFIFO(t, "gate")
	j := shJob(`echo ready; read x < ` + gate)
	startBlocking(t, b, j)
	term, err := b.Terminal(backendtest.Guard(t), j.RunID, backends.TerminalRequest{Command: []string{"sleep", "600"}})
	if err != nil {
		t.Fatalf("Terminal: %v", err)
	}
	defer func() { _ = term.Close() }()
	ended := make(chan error, 1)
	go func() {
		buf := make([]byte, 64)
		for {
			if _, err := term.Read(buf); err != nil {
				ended <- err
				return
			}
		}
	}()
	f, err := os.OpenFile(gate, os.O_WRONLY, 0)
	if err != nil {
		t.Fatal(err)
	}
	_, _ = f.WriteString("go\n")
	_ = f.Close()
	backendtest.Await(t, ended, "the terminal's end after its job ended")
}

func TestABrowserCasesScreenIsAPNGOfItsPage(t *testing.T) {
	t.Parallel()
	chromium, err := exec.LookPath("chromium")
	if err != nil {
		t.Fatalf("chromium is not installed (make deps installs it): %v", err)
	}
	// The browser serves DevTools on the port the case was given; "ready"
	// once it answers.
	script := chromium + ` --headless=new --no-sandbox --disable-gpu --no-first-run --user-data-dir="$HOME/chromium" ` +
		`--remote-debugging-address=127.0.0.1 --remote-debugging-port="$EVERDICT_CDP_PORT" ` +
		`'data:text/html,<body style="background:rgb(200,30,30)"><h1>screen</h1></body>' >/dev/null 2>&1 &
		for i in $(seq 1 300); do
			if (exec 3<>/dev/tcp/127.0.0.1/$EVERDICT_CDP_PORT) 2>/dev/null; then break; fi
			sleep 0.1
		done
		echo ready; wait`
	// Sandboxed, the browser is Debian's chromium wrapper run in the
	// sandbox's own filesystem and network namespace: its DevTools port is
	// dialed from inside that namespace.
	for name, hardened := range map[string]bool{"plain": false, "sandboxed": true} {
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			cfg := testConfig(t)
			cfg.Screenshot = cdp.Screenshot
			b := newBackend(t, cfg)
			j := shJob(script)
			if hardened {
				b = sandboxed(t, cfg)
				j.Zone.Trusted, j.Zone.HardenedRequired = false, true
			}
			j.Harness.Command = []string{"bash", "-c", script}
			j.Case.Browser = true
			startBlocking(t, b, j)

			// The page may not be painted the first time DevTools answers.
			img := screenOf(t, b, j.RunID, 50)
			r, g, bl, _ := img.At(img.Bounds().Dx()-5, img.Bounds().Dy()-5).RGBA()
			if r>>8 < 150 || g>>8 > 80 || bl>>8 > 80 {
				t.Errorf("the screen's corner is rgb(%d,%d,%d), want the page's red", r>>8, g>>8, bl>>8)
			}
		})
	}
}

// screenOf takes run's screen, asking up to tries times while it has
// none yet, and decodes it as a PNG.
func screenOf(t *testing.T, b *local.Backend, run string, tries int) image.Image {
	t.Helper()
	var shot []byte
	var err error
	for range tries {
		shot, err = b.Screen(backendtest.Guard(t), run)
		if err == nil || !errors.Is(err, backends.ErrNoScreen) {
			break
		}
	}
	if err != nil {
		t.Fatalf("Screen: %v", err)
	}
	img, err := png.Decode(bytes.NewReader(shot))
	if err != nil {
		t.Fatalf("the screen is not a PNG: %v", err)
	}
	return img
}

func TestAnOSUseCasesScreenIsAPNGOfItsVirtualDisplay(t *testing.T) {
	t.Parallel()
	for name, hardened := range map[string]bool{"plain": false, "sandboxed": true} {
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			cfg := testConfig(t)
			b := newBackend(t, cfg)
			if hardened {
				b = sandboxed(t, cfg)
			}
			// The harness sees its display, and only its own /tmp has the
			// socket.
			j := shJob(`test -S /tmp/.X11-unix/X99 && echo "display=$DISPLAY"; echo ready; exec sleep 600`)
			j.Case.OSUse = true
			if hardened {
				j.Zone.Trusted, j.Zone.HardenedRequired = false, true
			}
			l := &lines{}
			saw := l.expect("display=" + backends.OSUseDisplay)
			cancelAtEnd(t, b, j, backendtest.Dispatch(backendtest.Guard(t), b, j, l))
			backendtest.Await(t, saw, "the harness's display line")

			img := screenOf(t, b, j.RunID, 20)
			if got := img.Bounds().Size(); got.X != 1280 || got.Y != 800 {
				t.Errorf("the screen is %v, want 1280×800", got)
			}
			// Nothing of the host reaches the display: no socket in the
			// host's /tmp, no abstract socket.
			if _, err := os.Stat("/tmp/.X11-unix/X99"); err == nil {
				t.Errorf("the run's display socket is in the host's /tmp")
			}
			if unix, err := os.ReadFile("/proc/net/unix"); err == nil && bytes.Contains(unix, []byte("@/tmp/.X11-unix/X99")) {
				t.Errorf("the run's display listens on an abstract socket the host's network namespace shares")
			}
		})
	}
}
