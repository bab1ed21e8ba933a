package local

import (
	"fmt"
	"io/fs"
	"path/filepath"
	"time"
)

// diskLimit bounds a job's directory: its bytes (allocated blocks) and its
// entries. The zero value sets no limit.
type diskLimit struct {
	dir   string
	bytes int64
	files int
	every time.Duration
}

func (l diskLimit) set() bool { return l.dir != "" && l.every > 0 && (l.bytes > 0 || l.files > 0) }

// exceeded walks the directory and says which limit it is past, or "". The
// walk stops as soon as one is passed, so its cost is bounded by the
// limits, not by what the job wrote. An entry it cannot read is skipped.
func (l diskLimit) exceeded() string {
	var used int64
	n := 0
	why := ""
	_ = filepath.WalkDir(l.dir, func(_ string, d fs.DirEntry, err error) error {
		if err != nil {
			return nil
		}
		n++
		if info, err := d.Info(); err == nil {
			used += allocated(info)
		}
		switch {
		case l.files > 0 && n > l.files:
			why = fmt.Sprintf("its directory holds more than %d files, the limit", l.files)
		case l.bytes > 0 && used > l.bytes:
			why = fmt.Sprintf("its directory holds more than %d MB, the limit", l.bytes>>20)
		default:
			return nil
		}
		return filepath.SkipAll
	})
	return why
}
