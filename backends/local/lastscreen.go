package local

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"sync"
	"syscall"
	"time"

	"github.com/everdict/everdict/backends"
	"github.com/everdict/everdict/evalcase"
)

// LastScreenName is the name of a run's last screen among its artifacts.
const LastScreenName = "last-screen.png"

// lastScreenKept is logged (debug) when a run's first frame is taken.
const lastScreenKept = "the run's last screen is kept"

// kindScreenshot is the backends.Artifact kind of a picture of a screen.
const kindScreenshot = "screenshot"

// lastScreen keeps the latest picture of a run's screen while the backend
// follows it (a browser or osUse case's): a frame every
// Config.LastScreenEvery, taken the way Screen takes one. The harness's
// browser or display goes with its process group when it exits (in a
// sandbox, with its pid namespace), so what is kept is the last picture
// taken before that, at most LastScreenEvery old. It holds one PNG.
type lastScreen struct {
	stopOnce sync.Once
	stopped  chan struct{}
	done     chan struct{}
	png      []byte // written by the goroutine, read after done
}

// watchLastScreen starts keeping the last screen of the run of d, when it
// has one; nil otherwise.
func (b *Backend) watchLastScreen(ctx context.Context, d runDir) *lastScreen {
	if m := readMeta(d); m.CDPPort == 0 && m.Display == "" {
		return nil
	}
	l := &lastScreen{stopped: make(chan struct{}), done: make(chan struct{})}
	ctx, cancel := context.WithCancel(context.WithoutCancel(ctx))
	go func() {
		defer close(l.done)
		defer cancel()
		tick := time.NewTicker(b.cfg.LastScreenEvery)
		defer tick.Stop()
		for {
			if png, err := b.Screen(ctx, d.runID()); err == nil {
				if l.png == nil {
					b.log.Debug(lastScreenKept, "run_id", d.runID())
				}
				l.png = png
			}
			select {
			case <-l.stopped:
				return
			case <-tick.C:
			}
		}
	}()
	return l
}

// stop ends the watch and returns the last picture taken, or nil.
func (l *lastScreen) stop() []byte {
	if l == nil {
		return nil
	}
	l.stopOnce.Do(func() { close(l.stopped) })
	<-l.done
	return l.png
}

// withLastScreen adds png to st's collected files as LastScreenName, a
// screenshot, within the run's limits of files and bytes (what does not
// fit is named in the result's artifactsDropped). The copy is written
// where the collected files are; a run directory it cannot be written to
// keeps st as it is.
func (b *Backend) withLastScreen(d runDir, st status, png []byte) status {
	if st.Result == nil || len(png) == 0 {
		return st
	}
	var used int64
	for _, a := range st.Artifacts {
		used += a.Size
	}
	res := *st.Result
	switch {
	case len(st.Artifacts) >= b.cfg.MaxArtifactFiles:
		res.ArtifactsDropped = append(res.ArtifactsDropped, evalcase.DroppedArtifact{Name: LastScreenName,
			Reason: fmt.Sprintf("%s (%d)", backends.DropTooMany, b.cfg.MaxArtifactFiles)})
	case used+int64(len(png)) > b.cfg.MaxArtifactBytes:
		res.ArtifactsDropped = append(res.ArtifactsDropped, evalcase.DroppedArtifact{Name: LastScreenName,
			Reason: fmt.Sprintf("%s (%d)", backends.DropTooLarge, b.cfg.MaxArtifactBytes)})
	default:
		seq := len(st.Artifacts) + 1
		dir := filepath.Join(d.data, dirCollected)
		if err := os.Mkdir(dir, 0o700); err != nil && !os.IsExist(err) {
			b.log.Warn("last screen not kept", "run_id", d.runID(), "err", err)
			return st
		}
		p := filepath.Join(dir, strconv.Itoa(seq))
		f, err := os.OpenFile(p, os.O_WRONLY|os.O_CREATE|os.O_EXCL|syscall.O_NOFOLLOW, 0o600)
		if err != nil {
			b.log.Warn("last screen not kept", "run_id", d.runID(), "err", err)
			return st
		}
		_, err = f.Write(png)
		if cerr := f.Close(); err == nil {
			err = cerr
		}
		if err != nil {
			_ = os.Remove(p)
			b.log.Warn("last screen not kept", "run_id", d.runID(), "err", err)
			return st
		}
		st.Artifacts = append(append([]collected(nil), st.Artifacts...),
			collected{Seq: seq, Name: LastScreenName, Size: int64(len(png)), Kind: kindScreenshot})
	}
	st.Result = &res
	return st
}
