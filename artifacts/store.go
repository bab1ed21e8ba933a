// Package artifacts keeps the files a run's harness leaves behind: the store
// port (Store) with its filesystem and S3 adapters, the links that serve
// them (signed by the server for the filesystem store, presigned by S3),
// and the Service that records each file as a row of the artifacts table,
// lists a run's files and sweeps the expired ones. Storage keys are made by
// the server (<tenant>/<run>/<attempt>/<n>), never from a harness's path.
package artifacts

import (
	"context"
	"errors"
	"fmt"
	"io"
	"regexp"
	"strings"
	"time"
)

var (
	// ErrNotFound is wrapped when a key names no object.
	ErrNotFound = errors.New("artifact not found")
	// ErrTooLarge is wrapped when a stream is longer than Put's bound; the
	// object is not kept.
	ErrTooLarge = errors.New("artifact too large")
	// ErrInvalidKey is wrapped when a key is not one the server makes.
	ErrInvalidKey = errors.New("invalid artifact key")
)

// Store keeps artifact objects by key. Implementations are safe for
// concurrent use.
type Store interface {
	// Put stores r's bytes under key, reading at most max bytes: a longer
	// stream keeps nothing and returns an error wrapping ErrTooLarge. It
	// returns the count stored. A key is written once; Put over an
	// existing key replaces it.
	Put(ctx context.Context, key string, r io.Reader, max int64) (int64, error)
	// Open reads the object under key; a missing one wraps ErrNotFound.
	Open(ctx context.Context, key string) (io.ReadCloser, error)
	// Delete removes the object under key; a missing one is no error.
	Delete(ctx context.Context, key string) error
	// SignedURL returns a link that serves the object directly for ttl,
	// with h's headers, or "" when the store has none: the server serves
	// the object itself (Service.Handler).
	SignedURL(ctx context.Context, key string, h Headers, ttl time.Duration) (string, error)
}

// Headers are what a link serves an object with.
type Headers struct {
	ContentType        string
	ContentDisposition string
}

// keyPattern is the one shape of a key: <tenant>/<run>/<attempt>/<n>.
var keyPattern = regexp.MustCompile(`^[1-9][0-9]{0,19}/[1-9][0-9]{0,19}/[1-9][0-9]{0,9}/[1-9][0-9]{0,9}$`)

// Key is the storage key of a run's attempt's n-th file.
func Key(tenantID, runID, attempt, n int) string {
	return fmt.Sprintf("%d/%d/%d/%d", tenantID, runID, attempt, n)
}

// checkKey refuses a key the server did not make.
func checkKey(key string) error {
	if !keyPattern.MatchString(key) {
		return fmt.Errorf("key %q: %w", key, ErrInvalidKey)
	}
	return nil
}

// keyTenant is the tenant id a valid key starts with.
func keyTenant(key string) string {
	t, _, _ := strings.Cut(key, "/")
	return t
}
