package local_test

import (
	"bytes"
	"context"
	"image/png"
	"io"
	"log/slog"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/everdict/everdict/backends"
	"github.com/everdict/everdict/backends/backendtest"
	"github.com/everdict/everdict/backends/cdp"
	"github.com/everdict/everdict/backends/local"
	"github.com/everdict/everdict/evalcase"
)

// keptFiles is a LogSink that keeps the artifacts handed to it.
type keptFiles struct {
	lines
	mu    sync.Mutex
	files []backends.Artifact
	data  map[string][]byte
}

func (k *keptFiles) KeepArtifacts(_ context.Context, files []backends.Artifact) {
	k.mu.Lock()
	defer k.mu.Unlock()
	if k.data == nil {
		k.data = map[string][]byte{}
	}
	for _, f := range files {
		r, err := f.Open()
		if err != nil {
			continue
		}
		b, _ := io.ReadAll(r)
		_ = r.Close()
		k.files = append(k.files, f)
		k.data[f.Name] = b
	}
}

// signalOn is a slog handler that logs to t and closes a channel when a
// record with message msg is handled.
type signalOn struct {
	slog.Handler
	msg  string
	once *sync.Once
	ch   chan struct{}
}

func (s signalOn) Handle(ctx context.Context, r slog.Record) error {
	if r.Message == s.msg {
		s.once.Do(func() { close(s.ch) })
	}
	return s.Handler.Handle(ctx, r)
}

func (s signalOn) WithAttrs(a []slog.Attr) slog.Handler {
	s.Handler = s.Handler.WithAttrs(a)
	return s
}

func (s signalOn) WithGroup(n string) slog.Handler {
	s.Handler = s.Handler.WithGroup(n)
	return s
}

// lastScreenTaken makes cfg's logger signal the first frame kept of a run.
func lastScreenTaken(t *testing.T, cfg *local.Config) <-chan struct{} {
	ch := make(chan struct{})
	cfg.Logger = slog.New(signalOn{Handler: slog.NewTextHandler(testWriter{t}, &slog.HandlerOptions{Level: slog.LevelDebug}),
		msg: "the run's last screen is kept", once: &sync.Once{}, ch: ch})
	cfg.LastScreenEvery = 50 * time.Millisecond
	return ch
}

// gated returns a shell line that waits until the test opens the gate, and
// the function that opens it.
func gated(t *testing.T) (wait string, open func()) {
	gate := filepath.Join(backendtest.OpenDir(t), "gate")
	return `while [ ! -e ` + gate + ` ]; do sleep 0.05; done`, func() {
		if err := os.WriteFile(gate, nil, 0o644); err != nil {
			t.Fatal(err)
		}
	}
}

func TestAScreenCasesLastScreenIsKeptAsAScreenshot(t *testing.T) {
	t.Parallel()
	chromium, err := exec.LookPath("chromium")
	if err != nil {
		t.Fatalf("chromium is not installed (make deps installs it): %v", err)
	}
	tests := map[string]struct {
		script string
		setup  func(*backends.Job)
		width  int
	}{
		"a browser case": {
			script: chromium + ` --headless=new --no-sandbox --disable-gpu --no-first-run --user-data-dir="$HOME/chromium" ` +
				`--remote-debugging-address=127.0.0.1 --remote-debugging-port="$EVERDICT_CDP_PORT" --window-size=640,480 ` +
				`'data:text/html,<body style="background:rgb(200,30,30)"></body>' >/dev/null 2>&1 &
				`,
			setup: func(j *backends.Job) { j.Case.Browser = true },
			width: 640,
		},
		"an osUse case": {
			setup: func(j *backends.Job) { j.Case.OSUse = true },
			width: 1280,
		},
	}
	for name, tt := range tests {
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			cfg := testConfig(t)
			cfg.Screenshot = cdp.Screenshot
			taken := lastScreenTaken(t, &cfg)
			b := newBackend(t, cfg)
			wait, open := gated(t)
			script := tt.script + wait + `; echo done`
			j := shJob(script)
			j.Harness.Command = []string{"bash", "-c", script}
			tt.setup(&j)
			sink := &keptFiles{}
			type outcome struct {
				res evalcase.Result
				err error
			}
			ended := make(chan outcome, 1)
			go func() {
				res, err := b.Dispatch(backendtest.Guard(t), j, sink)
				ended <- outcome{res, err}
			}()
			backendtest.Await(t, taken, "the run's first kept frame")
			open()
			var o outcome
			select {
			case o = <-ended:
			case <-backendtest.Guard(t).Done():
				t.Fatal("the run did not end")
			}
			if o.err != nil {
				t.Fatalf("Dispatch: %v", o.err)
			}
			if o.res.Verdict != evalcase.VerdictPass {
				t.Errorf("the verdict is %s, want PASS: the last screen changes nothing", o.res.Verdict)
			}
			sink.mu.Lock()
			defer sink.mu.Unlock()
			if len(sink.files) != 1 || sink.files[0].Name != local.LastScreenName || sink.files[0].Kind != "screenshot" {
				t.Fatalf("kept %+v, want one screenshot %s", sink.files, local.LastScreenName)
			}
			img, err := png.Decode(bytes.NewReader(sink.data[local.LastScreenName]))
			if err != nil {
				t.Fatalf("the last screen is not a PNG: %v", err)
			}
			if got := img.Bounds().Dx(); got != tt.width {
				t.Errorf("the last screen is %d pixels wide, want %d", got, tt.width)
			}
		})
	}
}

func TestALastScreenOverTheRunsLimitIsDroppedAndSaysWhy(t *testing.T) {
	t.Parallel()
	cfg := testConfig(t)
	cfg.MaxArtifactFiles = 1
	taken := lastScreenTaken(t, &cfg)
	b := newBackend(t, cfg)
	wait, open := gated(t)
	j := shJob(`echo report > "$EVERDICT_ARTIFACTS_DIR/report.txt"; ` + wait)
	j.Case.OSUse = true
	sink := &keptFiles{}
	ended := make(chan evalcase.Result, 1)
	go func() {
		res, err := b.Dispatch(backendtest.Guard(t), j, sink)
		if err != nil {
			t.Errorf("Dispatch: %v", err)
		}
		ended <- res
	}()
	backendtest.Await(t, taken, "the run's first kept frame")
	open()
	res := <-ended
	if len(res.ArtifactsDropped) != 1 || res.ArtifactsDropped[0].Name != local.LastScreenName ||
		!strings.HasPrefix(res.ArtifactsDropped[0].Reason, backends.DropTooMany) {
		t.Errorf("dropped %+v, want the last screen, over the limit of files", res.ArtifactsDropped)
	}
	sink.mu.Lock()
	defer sink.mu.Unlock()
	if len(sink.files) != 1 || sink.files[0].Name != "report.txt" {
		t.Errorf("kept %+v, want the harness's file alone", sink.files)
	}
}
