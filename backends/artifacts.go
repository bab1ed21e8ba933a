package backends

import (
	"context"
	"io"
	"path"
	"strconv"
)

// Defaults of a run's artifact collection (EnvArtifactsDir).
const (
	// ArtifactsMaxFilesDefault bounds the files collected of one run.
	ArtifactsMaxFilesDefault = 100
	// ArtifactsMaxBytesDefault bounds the bytes collected of one run.
	ArtifactsMaxBytesDefault int64 = 100 << 20
)

// ArtifactLimits bound the files collected of one run (the runtime's
// admission artifactsMaxFiles and artifactsMaxBytes).
type ArtifactLimits struct {
	MaxFiles int   `json:"maxFiles,omitempty"`
	MaxBytes int64 `json:"maxBytes,omitempty"`
}

// Or is l, each limit left at zero taking d's.
func (l ArtifactLimits) Or(d ArtifactLimits) ArtifactLimits {
	if l.MaxFiles <= 0 {
		l.MaxFiles = d.MaxFiles
	}
	if l.MaxBytes <= 0 {
		l.MaxBytes = d.MaxBytes
	}
	return l
}

// DefaultArtifactLimits are ArtifactsMaxFilesDefault and
// ArtifactsMaxBytesDefault.
func DefaultArtifactLimits() ArtifactLimits {
	return ArtifactLimits{MaxFiles: ArtifactsMaxFilesDefault, MaxBytes: ArtifactsMaxBytesDefault}
}

// The reasons a collected file is dropped (evalcase.DroppedArtifact).
const (
	DropSymlink    = "symbolic link refused"
	DropNotRegular = "not a regular file"
	DropBadName    = "name not allowed"
	DropTooMany    = "over the limit of files"
	DropTooLarge   = "over the limit of bytes"
	DropTooDeep    = "too deep"
	DropUnreadable = "unreadable"
	DropQuota      = "over the tenant's artifact quota"
	DropNotKept    = "not kept"
	// DropNoUploader is the reason of a cluster task's file left because
	// its image has no curl to upload it with.
	DropNoUploader = "not uploaded: the task's image has no curl"
	// DropLate is the reason of a cluster task's file left because its
	// collection ran out of time.
	DropLate = "not uploaded: the collection ran out of time"
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

// ArtifactUploadRoute is the control plane's route of artifact uploads: a
// job that runs off its host (a self-hosted runner, a cluster task) PUTs
// each collected file to ArtifactUploadPath?name=<name>, with the run's
// upload grant as its bearer token (package artifacts). A grant is no store
// credential: the control plane makes the key and counts the limits.
const ArtifactUploadRoute = "/artifacts/upload/"

// ArtifactUploadPath is the path a run's attempt's files are uploaded to.
func ArtifactUploadPath(runID, attempt int) string {
	return ArtifactUploadRoute + strconv.Itoa(runID) + "/" + strconv.Itoa(attempt)
}

// ArtifactUpload is where a job's task uploads its collected files: URL
// is the control plane's public URL with the run's ArtifactUploadPath,
// Grant the run's attempt's upload grant (a secret: short-lived, bound to
// the attempt and its limits, and no store credential).
type ArtifactUpload struct {
	URL   string
	Grant string
}

// ArtifactUploadAnswer is an upload's answer: the file kept (Seq, Size,
// SHA256), or Dropped, the reason it was not (a Drop… reason), with status
// 413 (a limit), 400 (its name) or 409 (the run takes no more files).
type ArtifactUploadAnswer struct {
	Seq     int    `json:"seq,omitempty"`
	Size    int64  `json:"size,omitempty"`
	SHA256  string `json:"sha256,omitempty"`
	Dropped string `json:"dropped,omitempty"`
}
