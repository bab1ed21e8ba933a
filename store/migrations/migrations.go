// Package migrations holds the versioned schema migrations, one directory a
// dialect, written by `go generate` (gen.go) from the Ent schema and applied
// by store.DB.Migrate. Never edit a released file: add a new one.
package migrations

import (
	"bytes"
	"embed"
	"fmt"
	"io/fs"
	"path"
	"strings"

	"ariga.io/atlas/sql/migrate"
)

//go:embed postgres sqlite
var files embed.FS

// File is one migration: its version (the file name's leading timestamp),
// its description and its statements.
type File struct {
	Version     string
	Description string
	Stmts       []string
}

// For returns the migrations of a dialect ("postgres", else SQLite) in
// order, after checking them against the directory's atlas.sum: a file
// edited after it was generated is refused.
func For(dialect string) ([]File, error) {
	name := "sqlite"
	if dialect == "postgres" {
		name = "postgres"
	}
	entries, err := fs.ReadDir(files, name)
	if err != nil {
		return nil, err
	}
	var (
		local []migrate.File
		out   []File
	)
	for _, e := range entries { // sorted by name: by version
		if !strings.HasSuffix(e.Name(), ".sql") {
			continue
		}
		b, err := files.ReadFile(path.Join(name, e.Name()))
		if err != nil {
			return nil, err
		}
		f := migrate.NewLocalFile(e.Name(), b)
		stmts, err := f.Stmts()
		if err != nil {
			return nil, fmt.Errorf("migration %s: %w", e.Name(), err)
		}
		local = append(local, f)
		out = append(out, File{Version: f.Version(), Description: f.Desc(), Stmts: stmts})
	}
	sum, err := migrate.NewHashFile(local)
	if err != nil {
		return nil, err
	}
	want, err := sum.MarshalText()
	if err != nil {
		return nil, err
	}
	got, err := files.ReadFile(path.Join(name, migrate.HashFileName))
	if err != nil {
		return nil, err
	}
	if !bytes.Equal(bytes.TrimSpace(want), bytes.TrimSpace(got)) {
		return nil, fmt.Errorf("migrations of %s do not match their %s: a file was edited by hand; regenerate with go generate", name, migrate.HashFileName)
	}
	return out, nil
}
