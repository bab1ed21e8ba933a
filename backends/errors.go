package backends

import (
	"errors"
	"fmt"

	"github.com/everdict/everdict/domain"
)

// Sentinel errors. An *Error wraps one of them where one applies, so callers
// can test with errors.Is.
var (
	// ErrNotFound is wrapped by Cancel for a run id the backend never saw.
	ErrNotFound = errors.New("run not found")
	// ErrDetached is the context cause that lets go of a job without stopping
	// it, and is wrapped by the error Dispatch and Adopt then return.
	ErrDetached = errors.New("detached from the job")
	// ErrInvalidJob is wrapped by the error Validate returns.
	ErrInvalidJob = errors.New("invalid job")
	// ErrDuplicateRun is wrapped when a run id is dispatched twice.
	ErrDuplicateRun = errors.New("run id already dispatched")
	// ErrSandboxUnavailable is wrapped when a job needs a hardened runtime and
	// the backend has no working sandbox.
	ErrSandboxUnavailable = errors.New("no sandbox available")
	// ErrUnsupported is wrapped when a job asks for what the backend cannot do
	// (for example an image on a backend without containers).
	ErrUnsupported = errors.New("not supported by this backend")
)

// Stable error codes, the RunError.code of a FAILED run.
const (
	CodeInvalidJob         = "INVALID_JOB"
	CodeDuplicateRun       = "DUPLICATE_RUN"
	CodeSandboxUnavailable = "SANDBOX_UNAVAILABLE"
	CodeUnsupported        = "UNSUPPORTED"
	CodeWorkspace          = "WORKSPACE_FAILED"
	CodeCloneFailed        = "CLONE_FAILED"
	CodeHarnessStart       = "HARNESS_START_FAILED"
	CodeOOMKilled          = "OOM_KILLED"
	// CodeIsolation: the job could not be isolated as promised (no cgroup
	// for its limits, no user id of its own), so nothing of it ran.
	CodeIsolation = "ISOLATION_FAILED"
	// CodeDiskLimit: the job's directory outgrew its size or file-count
	// limit (class AGENT: the harness wrote it).
	CodeDiskLimit = "DISK_LIMIT"
	CodeCanceled  = "CANCELED"
	CodeDetached  = "DETACHED"
	CodeJobLost   = "JOB_LOST"
	// CodeForgedResult: the job's output holds wire-protocol records the
	// wrapper did not write (a second end record, or records after it), so
	// its result is refused.
	CodeForgedResult = "FORGED_RESULT"
	// CodeUnreachable: the runtime's infrastructure could not be reached.
	CodeUnreachable = "UNREACHABLE"
	// CodeUnauthorized: the runtime's infrastructure rejected its credentials.
	CodeUnauthorized = "UNAUTHORIZED"
	CodeBackend      = "BACKEND_ERROR"
)

// Error is a classified failure of a job: no result could be produced. Class
// says whose fault it is (only domain.FailureInfra counts against the
// runtime), Code is a stable machine-readable name, Message is for a person
// and never holds a secret. The zero value is an INFRA failure with no
// message.
type Error struct {
	Class   domain.FailureClass
	Code    string
	Message string
	// Err is the underlying cause, if any (see Unwrap).
	Err error
}

// Errorf returns an *Error of the given class and code whose Message is
// formatted like fmt.Errorf; a %w verb also sets Err.
func Errorf(class domain.FailureClass, code, format string, args ...any) *Error {
	err := fmt.Errorf(format, args...)
	return &Error{Class: class, Code: code, Message: err.Error(), Err: errors.Unwrap(err)}
}

// Error returns the message, or the cause's when there is no message.
func (e *Error) Error() string {
	switch {
	case e.Message != "":
		return e.Message
	case e.Err != nil:
		return e.Err.Error()
	case e.Code != "":
		return e.Code
	}
	return "backend failure"
}

// Unwrap returns the cause.
func (e *Error) Unwrap() error { return e.Err }

// ClassOf returns the failure class of err: the Class of the first *Error in
// its chain, INFRA for any other non-nil error (an unclassified failure is
// taken as the runtime's), and "" for nil.
func ClassOf(err error) domain.FailureClass {
	if err == nil {
		return ""
	}
	var e *Error
	if errors.As(err, &e) && e.Class != "" {
		return e.Class
	}
	return domain.FailureInfra
}

// CodeOf returns the Code of the first *Error in err's chain, CodeBackend for
// any other non-nil error, and "" for nil.
func CodeOf(err error) string {
	if err == nil {
		return ""
	}
	var e *Error
	if errors.As(err, &e) && e.Code != "" {
		return e.Code
	}
	return CodeBackend
}
