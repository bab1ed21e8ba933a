package artifacts

import (
	"context"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"time"
)

// FS is the filesystem store: each object a file under its directory
// (EVERDICT_DATA_DIR/artifacts), at its key's path. It has no links of its
// own: the server serves its objects (Service.Handler).
type FS struct {
	dir string
}

// NewFS returns the store under dir, making it (0700) if needed.
func NewFS(dir string) (*FS, error) {
	if err := os.MkdirAll(dir, 0o700); err != nil {
		return nil, fmt.Errorf("artifact store: %w", err)
	}
	return &FS{dir: dir}, nil
}

func (s *FS) path(key string) (string, error) {
	if err := checkKey(key); err != nil {
		return "", err
	}
	return filepath.Join(s.dir, filepath.FromSlash(key)), nil
}

// Put writes the object through a temporary file and a rename, so a reader
// sees it whole or not at all.
func (s *FS) Put(ctx context.Context, key string, r io.Reader, max int64) (int64, error) {
	p, err := s.path(key)
	if err != nil {
		return 0, err
	}
	if err := os.MkdirAll(filepath.Dir(p), 0o700); err != nil {
		return 0, fmt.Errorf("artifact store: %w", err)
	}
	f, err := os.CreateTemp(filepath.Dir(p), ".put-*")
	if err != nil {
		return 0, fmt.Errorf("artifact store: %w", err)
	}
	n, err := io.Copy(f, io.LimitReader(r, max+1))
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	switch {
	case err != nil:
		err = fmt.Errorf("artifact store: write %s: %w", key, err)
	case n > max:
		err = fmt.Errorf("artifact store: %s is over %d bytes: %w", key, max, ErrTooLarge)
	case ctx.Err() != nil:
		err = ctx.Err()
	default:
		err = os.Rename(f.Name(), p)
	}
	if err != nil {
		_ = os.Remove(f.Name())
		return 0, err
	}
	return n, nil
}

// Open opens the object's file.
func (s *FS) Open(_ context.Context, key string) (io.ReadCloser, error) {
	p, err := s.path(key)
	if err != nil {
		return nil, err
	}
	f, err := os.Open(p)
	if errors.Is(err, fs.ErrNotExist) {
		return nil, fmt.Errorf("artifact store: %s: %w", key, ErrNotFound)
	}
	if err != nil {
		return nil, fmt.Errorf("artifact store: %w", err)
	}
	return f, nil
}

// Delete removes the object's file.
func (s *FS) Delete(_ context.Context, key string) error {
	p, err := s.path(key)
	if err != nil {
		return err
	}
	if err := os.Remove(p); err != nil && !errors.Is(err, fs.ErrNotExist) {
		return fmt.Errorf("artifact store: %w", err)
	}
	return nil
}

// SignedURL returns "": the server serves the filesystem store's objects.
func (s *FS) SignedURL(context.Context, string, Headers, time.Duration) (string, error) {
	return "", nil
}
