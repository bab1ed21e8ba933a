package local

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"path"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"syscall"

	"github.com/everdict/everdict/backends"
	"github.com/everdict/everdict/evalcase"
)

// The artifact directories: dirArtifacts in the job directory
// (EVERDICT_ARTIFACTS_DIR, the run's user's), dirCollected in the run
// directory, where the supervisor copies what it collected (root's).
const (
	dirArtifacts = "artifacts"
	dirCollected = "artifacts"
)

func (j jobDir) artifacts() string { return filepath.Join(string(j), dirArtifacts) }

// collected is one file the supervisor copied out of the job's artifact
// directory, recorded in the run's status: the copy is dirCollected/<Seq>.
type collected struct {
	Seq  int    `json:"seq"`
	Name string `json:"name"`
	Size int64  `json:"size"`
	// Kind is the backends.Artifact kind: "" (a file) or a screenshot
	// (see withLastScreen).
	Kind string `json:"kind,omitempty"`
}

// Bounds of one collection's walk.
const (
	// maxArtifactDepth bounds the directories walked into.
	maxArtifactDepth = 16
	// maxArtifactEntries bounds the entries looked at.
	maxArtifactEntries = 10_000
	// maxDropped bounds the drops a result names; one more line counts
	// the rest.
	maxDropped = 100
	// maxDroppedName cuts a dropped file's name.
	maxDroppedName = 256
)

// collector copies a job's artifacts into the run directory, refusing what
// is not a regular file inside the directory, within its limits.
type collector struct {
	root     *os.Root // the job's artifact directory
	dst      string   // the run's dirCollected
	maxFiles int
	maxBytes int64

	kept    []collected
	bytes   int64
	seen    int
	dropped []evalcase.DroppedArtifact
	more    int
}

// collectArtifacts collects the job directory's artifacts into the run
// directory d: best-effort, what cannot be read is dropped with a reason.
// Every read goes through an os.Root of the job directory with O_NOFOLLOW,
// so neither a symbolic link nor a path leads out of it: the job's user
// owns that directory, the supervisor reads as root.
func collectArtifacts(job jobDir, d runDir, maxFiles int, maxBytes int64) ([]collected, []evalcase.DroppedArtifact, error) {
	jr, err := os.OpenRoot(string(job))
	if err != nil {
		return nil, nil, fmt.Errorf("open the job directory: %w", err)
	}
	defer func() { _ = jr.Close() }()
	fi, err := jr.Lstat(dirArtifacts)
	switch {
	case errors.Is(err, os.ErrNotExist):
		return nil, nil, nil
	case err != nil:
		return nil, nil, fmt.Errorf("the artifact directory: %w", err)
	case !fi.IsDir():
		// Replaced by a link or a file: nothing under it is read.
		return nil, []evalcase.DroppedArtifact{{Name: ".", Reason: backends.DropSymlink}}, nil
	}
	root, err := jr.OpenRoot(dirArtifacts)
	if err != nil {
		return nil, nil, fmt.Errorf("open the artifact directory: %w", err)
	}
	defer func() { _ = root.Close() }()
	c := &collector{root: root, dst: filepath.Join(d.data, dirCollected), maxFiles: maxFiles, maxBytes: maxBytes}
	c.walk(".", 0)
	if c.more > 0 {
		c.dropped = append(c.dropped, evalcase.DroppedArtifact{Name: "…", Reason: strconv.Itoa(c.more) + " more files dropped"})
	}
	return c.kept, c.dropped, nil
}

func (c *collector) drop(name, reason string) {
	if len(c.dropped) >= maxDropped {
		c.more++
		return
	}
	if len(name) > maxDroppedName {
		name = name[:maxDroppedName]
	}
	name = strings.ToValidUTF8(name, "\uFFFD")
	c.dropped = append(c.dropped, evalcase.DroppedArtifact{Name: name, Reason: reason})
}

// walk collects the directory dir (relative to the root), in name order.
func (c *collector) walk(dir string, depth int) {
	f, err := c.root.OpenFile(dir, os.O_RDONLY|syscall.O_NOFOLLOW|syscall.O_DIRECTORY, 0)
	if err != nil {
		c.drop(dir, backends.DropUnreadable)
		return
	}
	names, err := f.Readdirnames(-1)
	_ = f.Close()
	if err != nil {
		c.drop(dir, backends.DropUnreadable)
		return
	}
	slices.Sort(names)
	for _, n := range names {
		name := path.Join(dir, n)
		if c.seen++; c.seen > maxArtifactEntries {
			c.more++
			continue
		}
		fi, err := c.root.Lstat(name)
		switch {
		case err != nil:
			c.drop(name, backends.DropUnreadable)
		case fi.Mode()&os.ModeSymlink != 0:
			c.drop(name, backends.DropSymlink)
		case fi.IsDir() && depth+1 >= maxArtifactDepth:
			c.drop(name, backends.DropTooDeep)
		case fi.IsDir():
			c.walk(name, depth+1)
		case !fi.Mode().IsRegular():
			c.drop(name, backends.DropNotRegular)
		case !backends.ValidArtifactName(name):
			c.drop(name, backends.DropBadName)
		case len(c.kept) >= c.maxFiles:
			c.drop(name, fmt.Sprintf("%s (%d)", backends.DropTooMany, c.maxFiles))
		case c.bytes+fi.Size() > c.maxBytes:
			c.drop(name, fmt.Sprintf("%s (%d)", backends.DropTooLarge, c.maxBytes))
		default:
			c.copy(name)
		}
	}
}

// copy copies one regular file, opened without following a link, at most
// the bytes still free.
func (c *collector) copy(name string) {
	in, err := c.root.OpenFile(name, os.O_RDONLY|syscall.O_NOFOLLOW|syscall.O_NONBLOCK, 0)
	if err != nil {
		if errors.Is(err, syscall.ELOOP) {
			c.drop(name, backends.DropSymlink)
			return
		}
		c.drop(name, backends.DropUnreadable)
		return
	}
	defer func() { _ = in.Close() }()
	if fi, err := in.Stat(); err != nil || !fi.Mode().IsRegular() {
		c.drop(name, backends.DropNotRegular)
		return
	}
	// Made with the first file, so a run that left none has no directory.
	if err := os.Mkdir(c.dst, 0o700); err != nil && !errors.Is(err, os.ErrExist) {
		c.drop(name, backends.DropUnreadable)
		return
	}
	seq := len(c.kept) + 1
	p := filepath.Join(c.dst, strconv.Itoa(seq))
	out, err := os.OpenFile(p, os.O_WRONLY|os.O_CREATE|os.O_TRUNC|syscall.O_NOFOLLOW, 0o600)
	if err != nil {
		c.drop(name, backends.DropUnreadable)
		return
	}
	room := c.maxBytes - c.bytes
	n, err := io.Copy(out, io.LimitReader(in, room+1))
	if cerr := out.Close(); err == nil {
		err = cerr
	}
	switch {
	case err != nil:
		c.drop(name, backends.DropUnreadable)
	case n > room:
		// It grew since it was measured.
		c.drop(name, fmt.Sprintf("%s (%d)", backends.DropTooLarge, c.maxBytes))
	default:
		c.kept = append(c.kept, collected{Seq: seq, Name: name, Size: n})
		c.bytes += n
		return
	}
	_ = os.Remove(p)
}

// deliverArtifacts hands a run's collected files to logs when it keeps
// artifacts (backends.ArtifactSink).
func deliverArtifacts(ctx context.Context, d runDir, st status, logs backends.LogSink) {
	sink, ok := logs.(backends.ArtifactSink)
	if !ok || len(st.Artifacts) == 0 {
		return
	}
	files := make([]backends.Artifact, 0, len(st.Artifacts))
	for _, a := range st.Artifacts {
		if a.Seq <= 0 || !backends.ValidArtifactName(a.Name) {
			continue
		}
		p := filepath.Join(d.data, dirCollected, strconv.Itoa(a.Seq))
		files = append(files, backends.Artifact{Seq: a.Seq, Name: a.Name, Kind: a.Kind, Size: a.Size, Open: func() (io.ReadCloser, error) {
			return os.OpenFile(p, os.O_RDONLY|syscall.O_NOFOLLOW, 0)
		}})
	}
	sink.KeepArtifacts(context.WithoutCancel(ctx), files)
}
