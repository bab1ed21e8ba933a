package local

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"syscall"
	"time"
	"unsafe"

	"github.com/everdict/everdict/backends"
	"github.com/everdict/everdict/domain"
	"github.com/everdict/everdict/evalcase"
	"github.com/everdict/everdict/secrets"
)

// The files of a run directory (see the package doc).
const (
	fileSupervisorPID = "supervisor.pid"
	fileHarnessPID    = "harness.pid"
	fileLog           = "log.jsonl"
	fileStatus        = "status.json"
	fileCancel        = "cancel"
	fileSupervisorLog = "supervisor.log"
	fileMeta          = "meta.json"
	fileCgroup        = "cgroup.json"
	fileUser          = "user.json"
	dirWorkspace      = "workspace"
	dirHome           = "home"
	fileTask          = "task.txt"
	fileReport        = "report.json"
	fileAnswer        = "answer.txt"
)

// runDir is where the files of one run are. data, DataDir/runs/<runID>,
// holds what outlives the run's processes: its meta, log and outcome. ctl
// holds its live state, the small files written on every run and read only
// while it runs or right after (supervisor.pid, harness.pid, cgroup.json,
// cancel, supervisor.log): a directory of the control dir (a tmpfs, see
// Config.ControlDir) or, without one, data itself.
type runDir struct{ data, ctl string }

// controlFiles are the files of a run kept in its control directory.
var controlFiles = map[string]bool{
	fileSupervisorPID: true, fileHarnessPID: true, fileCgroup: true, fileCancel: true, fileSupervisorLog: true,
	fileUser: true,
}

// path is the path of one of the run's files, in its control directory or
// its data directory.
func (d runDir) path(name string) string {
	if controlFiles[name] {
		return filepath.Join(d.ctl, name)
	}
	return filepath.Join(d.data, name)
}

// separate reports whether the control directory is not the data directory.
func (d runDir) separate() bool { return d.ctl != d.data }

// runID is the run's correlation id, the directories' name.
func (d runDir) runID() string { return filepath.Base(d.data) }

func (d runDir) exists() bool {
	_, err := os.Stat(d.data)
	return err == nil
}

// remove removes the run's directories.
func (d runDir) remove() error {
	err := os.RemoveAll(d.data)
	if d.separate() {
		err = errors.Join(err, os.RemoveAll(d.ctl))
	}
	return err
}

// jobDir is the directory of one job, all it can touch: under
// Config.JobRoot, owned by the job's user, and named in the run's meta.json.
type jobDir string

func (j jobDir) workspace() string { return filepath.Join(string(j), dirWorkspace) }
func (j jobDir) home() string      { return filepath.Join(string(j), dirHome) }
func (j jobDir) task() string      { return filepath.Join(string(j), fileTask) }
func (j jobDir) report() string    { return filepath.Join(string(j), fileReport) }
func (j jobDir) answer() string    { return filepath.Join(string(j), fileAnswer) }

func (d runDir) cancelRequested() bool {
	_, err := os.Stat(d.path(fileCancel))
	return err == nil
}

// writeAtomic writes a file through a temporary file and a rename, so a
// reader sees the old content or the new, never a part.
func writeAtomic(name string, data []byte) error {
	f, err := os.CreateTemp(filepath.Dir(name), "."+filepath.Base(name)+".*")
	if err != nil {
		return err
	}
	_, err = f.Write(data)
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	if err == nil {
		err = os.Rename(f.Name(), name)
	}
	if err != nil {
		_ = os.Remove(f.Name())
		return fmt.Errorf("write %s: %w", name, err)
	}
	return nil
}

// line is a pid file's content.
func (p procID) line() string {
	return strconv.Itoa(p.Pid) + " " + strconv.FormatUint(p.Start, 10) + "\n"
}

// writeProcID writes a pid file that changes (harness.pid: git, the harness,
// each grader).
func writeProcID(name string, p procID) error { return writeAtomic(name, []byte(p.line())) }

// createProcID writes a pid file once (supervisor.pid: Dispatch and the
// supervisor itself may both write the same).
func createProcID(name string, p procID) error {
	_, err := createOnce(name, []byte(p.line()))
	return err
}

// writeUser records the run's user (its leased uid), once.
func writeUser(name string, u jobUser) error {
	b, err := json.Marshal(u)
	if err != nil {
		return fmt.Errorf("encode the run's user: %w", err)
	}
	if _, err := createOnce(name, b); err != nil {
		return fmt.Errorf("write %s: %w", name, err)
	}
	return nil
}

// readUser reads what writeUser wrote; ok is false when there is nothing,
// or root.
func readUser(name string) (jobUser, bool) {
	b, err := os.ReadFile(name)
	if err != nil {
		return jobUser{}, false
	}
	var u jobUser
	if json.Unmarshal(b, &u) != nil || u.UID == 0 || u.GID == 0 {
		return jobUser{}, false
	}
	return u, true
}

// readProcID reads a pid file; ok is false when there is none or it does not
// parse.
func readProcID(name string) (procID, bool) {
	b, err := os.ReadFile(name)
	if err != nil {
		return procID{}, false
	}
	f := strings.Fields(string(b))
	if len(f) != 2 {
		return procID{}, false
	}
	pid, err1 := strconv.Atoi(f[0])
	start, err2 := strconv.ParseUint(f[1], 10, 64)
	if err1 != nil || err2 != nil || pid <= 0 {
		return procID{}, false
	}
	return procID{Pid: pid, Start: start}, true
}

// meta is what a run directory says of its run, without secrets.
type meta struct {
	RunID     string    `json:"runId"`
	Tenant    string    `json:"tenant"`
	CaseID    string    `json:"caseId"`
	Hardened  bool      `json:"hardened"`
	StartedAt time.Time `json:"startedAt"`
	// JobDir is the run's job directory (see jobDir).
	JobDir string `json:"jobDir,omitempty"`
	// CDPPort is where a browser case's browser serves DevTools; 0 for
	// another case.
	CDPPort int `json:"cdpPort,omitempty"`
	// Display is the X display of an osUse case's virtual screen
	// (backends.OSUseDisplay); "" for another case.
	Display string `json:"display,omitempty"`
}

func readMeta(d runDir) meta {
	var m meta
	if b, err := os.ReadFile(d.path(fileMeta)); err == nil {
		_ = json.Unmarshal(b, &m)
	}
	return m
}

// status is the recorded outcome of a run: a result, or the error it failed
// with.
type status struct {
	Result *evalcase.Result `json:"result,omitempty"`
	// Artifacts are the files collected with Result (see collectArtifacts).
	Artifacts []collected  `json:"artifacts,omitempty"`
	Error     *statusError `json:"error,omitempty"`
	At        time.Time    `json:"at"`
}

type statusError struct {
	Class   domain.FailureClass `json:"class"`
	Code    string              `json:"code"`
	Message string              `json:"message"`
}

func failed(class domain.FailureClass, code, format string, args ...any) status {
	return status{Error: &statusError{Class: class, Code: code, Message: fmt.Sprintf(format, args...)}}
}

func canceledStatus() status {
	return failed(domain.FailureCanceled, backends.CodeCanceled, "the run was canceled")
}

// outcome turns a status into what Dispatch and Adopt return.
func (s status) outcome() (evalcase.Result, error) {
	switch {
	case s.Error != nil:
		return evalcase.Result{}, &backends.Error{Class: s.Error.Class, Code: s.Error.Code, Message: s.Error.Message}
	case s.Result == nil:
		return evalcase.Result{}, backends.Errorf(domain.FailureInfra, backends.CodeJobLost, "the run's status holds no outcome")
	}
	return *s.Result, nil
}

// writeStatus records the outcome of a run once: the first writer wins (see
// createOnce) and won says whether this one did.
func writeStatus(d runDir, s status) (won bool, err error) {
	if s.At.IsZero() {
		s.At = time.Now()
	}
	b, err := json.Marshal(s)
	if err != nil {
		return false, fmt.Errorf("encode status: %w", err)
	}
	won, err = createOnce(d.path(fileStatus), b)
	if err != nil {
		return false, fmt.Errorf("write status: %w", err)
	}
	return won, nil
}

// oTmpfile is O_TMPFILE (__O_TMPFILE | O_DIRECTORY of linux/fcntl.h), which
// the syscall package does not name.
const oTmpfile = 0x400000 | syscall.O_DIRECTORY

// atSymlinkFollow is linkat's AT_SYMLINK_FOLLOW.
const atSymlinkFollow = 0x400

// createOnce makes the file name holding data (0600) unless it exists:
// created says whether this call did. The file is written unnamed
// (O_TMPFILE) and then linked into place, so a reader finds no file or all of
// it, and of two writers the first wins; nothing is left to remove. Where
// the file system has no O_TMPFILE, a named temporary file is linked
// instead.
func createOnce(name string, data []byte) (created bool, err error) {
	fd, err := syscall.Open(filepath.Dir(name), oTmpfile|syscall.O_WRONLY|syscall.O_CLOEXEC, 0o600)
	if err != nil {
		return createOnceNamed(name, data)
	}
	f := os.NewFile(uintptr(fd), name)
	defer func() { _ = f.Close() }()
	if _, err := f.Write(data); err != nil {
		return false, err
	}
	err = linkAt("/proc/self/fd/"+strconv.Itoa(fd), name)
	if errors.Is(err, fs.ErrExist) {
		return false, nil
	}
	return err == nil, err
}

// createOnceNamed is createOnce through a named temporary file.
func createOnceNamed(name string, data []byte) (created bool, err error) {
	f, err := os.CreateTemp(filepath.Dir(name), "."+filepath.Base(name)+".*")
	if err != nil {
		return false, err
	}
	defer func() { _ = os.Remove(f.Name()) }()
	_, err = f.Write(data)
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	if err != nil {
		return false, err
	}
	if err := os.Link(f.Name(), name); err != nil {
		if errors.Is(err, fs.ErrExist) {
			return false, nil
		}
		return false, err
	}
	return true, nil
}

// linkAt links the file the symbolic link from names (a /proc/self/fd
// entry) leads to as to.
func linkAt(from, to string) error {
	p0, err := syscall.BytePtrFromString(from)
	if err != nil {
		return err
	}
	p1, err := syscall.BytePtrFromString(to)
	if err != nil {
		return err
	}
	_, _, errno := syscall.Syscall6(syscall.SYS_LINKAT, uintptr(atFDCWD), uintptr(unsafe.Pointer(p0)),
		uintptr(atFDCWD), uintptr(unsafe.Pointer(p1)), atSymlinkFollow, 0)
	if errno != 0 {
		return &os.LinkError{Op: "link", Old: from, New: to, Err: errno}
	}
	return nil
}

// atFDCWD is AT_FDCWD, a variable: a negative constant converts to no
// uintptr.
var atFDCWD = -100

// readStatus reads the recorded outcome; ok is false while there is none.
func readStatus(d runDir) (status, bool) {
	b, err := os.ReadFile(d.path(fileStatus))
	if err != nil {
		return status{}, false
	}
	var s status
	if err := json.Unmarshal(b, &s); err != nil {
		return failed(domain.FailureInfra, backends.CodeJobLost, "the run's status is unreadable: %v", err), true
	}
	return s, true
}

// logWriter appends seq-numbered lines to a run's log. It is safe for
// concurrent use; each line is one write, so a reader sees whole lines in
// seq order. The doorbell rings after each line of the job's output and
// each note; the supervisor's other system lines, written one after another
// on its way to the next command or the outcome, ring once with what
// follows them (flush before a command is waited for, the outcome), so a
// follower is woken once for them.
type logWriter struct {
	mu   sync.Mutex
	f    *os.File
	bell *bell // nil rings nothing
	seq  int64
	// maxLines and maxBytes bound the job's (stdout and stderr) lines; 0
	// means no bound. System lines are the supervisor's own and always kept.
	maxLines     int64
	maxBytes     int64
	lines, bytes int64
	truncated    bool
	// mask hides the job's secret values before a line reaches the disk.
	mask *secrets.Masker
}

func openLogWriter(d runDir, b *bell, maxLines, maxBytes int64, mask *secrets.Masker) (*logWriter, error) {
	f, err := os.OpenFile(d.path(fileLog), os.O_WRONLY|os.O_CREATE|os.O_APPEND, 0o600)
	if err != nil {
		return nil, fmt.Errorf("open log: %w", err)
	}
	return &logWriter{f: f, bell: b, maxLines: maxLines, maxBytes: maxBytes, mask: mask}, nil
}

func (w *logWriter) line(stream backends.Stream, text string) {
	w.add(stream, text)
	if stream != backends.StreamSystem {
		w.bell.ring()
	}
}

// add writes a line without ringing.
func (w *logWriter) add(stream backends.Stream, text string) {
	text = w.mask.Mask(text)
	w.mu.Lock()
	defer w.mu.Unlock()
	if stream != backends.StreamSystem {
		if w.truncated {
			return
		}
		if (w.maxLines > 0 && w.lines+1 > w.maxLines) || (w.maxBytes > 0 && w.bytes+int64(len(text)) > w.maxBytes) {
			w.truncated = true
			w.write(backends.StreamSystem, fmt.Sprintf("log truncated: the run's output reached its limit of %d lines or %d bytes; later stdout and stderr are dropped", w.maxLines, w.maxBytes))
			return
		}
		w.lines++
		w.bytes += int64(len(text))
	}
	w.write(stream, text)
}

// write appends one line; w.mu is held.
func (w *logWriter) write(stream backends.Stream, text string) {
	w.seq++
	b, err := json.Marshal(backends.LogLine{Seq: w.seq, Stream: stream, Text: strings.ToValidUTF8(text, "\uFFFD"), At: time.Now()})
	if err != nil {
		w.seq--
		return
	}
	if _, err := w.f.Write(append(b, '\n')); err != nil {
		// The disk refused the line: keep seq gapless by not counting it.
		w.seq--
	}
}

// system writes a system line; it rings with the next flush.
func (w *logWriter) system(format string, args ...any) {
	w.add(backends.StreamSystem, fmt.Sprintf(format, args...))
}

// note writes a system line and rings.
func (w *logWriter) note(format string, args ...any) {
	w.system(format, args...)
	w.bell.ring()
}

// flush rings for the lines written so far.
func (w *logWriter) flush() { w.bell.ring() }

func (w *logWriter) close() error { return w.f.Close() }

// tail follows a run's log file, delivering each line with Seq > from once.
// It is not safe for concurrent use.
type tail struct {
	name  string
	f     *os.File
	chunk []byte
	buf   []byte
	last  int64
}

func newTail(d runDir, from int64) *tail { return &tail{name: d.path(fileLog), last: from} }

// drain delivers every complete line written so far.
func (t *tail) drain(sink backends.LogSink) {
	if t.f == nil {
		f, err := os.Open(t.name)
		if err != nil {
			return
		}
		t.f = f
	}
	if t.chunk == nil {
		t.chunk = make([]byte, 64<<10)
	}
	for {
		n, err := t.f.Read(t.chunk)
		t.buf = append(t.buf, t.chunk[:n]...)
		// The lines of one read go to the sink together (one insert).
		var batch []backends.LogLine
		for {
			i := bytes.IndexByte(t.buf, '\n')
			if i < 0 {
				break
			}
			var l backends.LogLine
			if json.Unmarshal(t.buf[:i], &l) == nil && l.Seq > t.last {
				t.last = l.Seq
				batch = append(batch, l)
			}
			t.buf = t.buf[i+1:]
		}
		backends.Deliver(sink, batch)
		if len(t.buf) == 0 {
			t.buf = nil // let a drained buffer go
		}
		if n == 0 || err != nil {
			return
		}
	}
}

func (t *tail) close() {
	if t.f != nil {
		_ = t.f.Close()
	}
}
