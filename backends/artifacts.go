package backends

import (
	"context"
	"io"
	"path"
)

// Defaults of a run's artifact collection (EnvArtifactsDir).
const (
	// ArtifactsMaxFilesDefault bounds the files collected of one run.
	ArtifactsMaxFilesDefault = 100
	// ArtifactsMaxBytesDefault bounds the bytes collected of one run.
	ArtifactsMaxBytesDefault int64 = 100 << 20
)

// The reasons a collected file is dropped (evalcase.DroppedArtifact).
const (
	DropSymlink    = "symbolic link refused"
	DropNotRegular = "not a regular file"
	DropBadName    = "name not allowed"
	DropTooMany    = "over the limit of files"
	DropTooLarge   = "over the limit of bytes"
	DropTooDeep    = "too deep"
	DropUnreadable = "unreadable"
)

// Artifact is one file a backend collected from a job's EnvArtifactsDir.
type Artifact struct {
	// Seq numbers the collected files of one attempt from 1.
	Seq int
	// Name is the file's path relative to the directory: clean, slash
	// separated, never leaving it. It is shown, never used as a key.
	Name string
	// Kind is "file" (the default when empty) or "screenshot".
	Kind string
	// Size is the file's length in bytes.
	Size int64
	// Open reads the collected copy.
	Open func() (io.ReadCloser, error)
}

// ArtifactSink is implemented by a LogSink that keeps the files a job left
// (the scheduler's, through package artifacts). A backend that collects
// calls KeepArtifacts once, after the graders and before Dispatch or Adopt
// returns the result; it may call it again for the same run after an
// adopt, so a sink skips what it kept already. Keeping is best-effort and
// never changes the verdict.
type ArtifactSink interface {
	KeepArtifacts(ctx context.Context, files []Artifact)
}

// ArtifactNameMaxLen is the longest name ValidArtifactName accepts.
const ArtifactNameMaxLen = 1024

// ValidArtifactName reports whether name can name a collected file: a
// clean, relative, slash-separated path inside the directory, of printable
// characters and no backslash, at most ArtifactNameMaxLen bytes.
func ValidArtifactName(name string) bool {
	if name == "" || len(name) > ArtifactNameMaxLen || !ValidSeedPath(name) || path.Clean(name) != name {
		return false
	}
	for _, r := range name {
		if r < 0x20 || r == 0x7f || r == '\\' || r == 0xfffd {
			return false
		}
	}
	return true
}
