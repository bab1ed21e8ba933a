package cli

import (
	"os"
	"path/filepath"
	"testing"
)

// TestADownloadNeverOverwritesAFileMadeAfterTheFirstCheck: without --force
// the downloaded copy is linked into place, which fails when the name
// exists by then; with --force it replaces it.
func TestADownloadNeverOverwritesAFileMadeAfterTheFirstCheck(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	write := func(name, body string) string {
		p := filepath.Join(dir, name)
		if err := os.WriteFile(p, []byte(body), 0o644); err != nil {
			t.Fatal(err)
		}
		return p
	}
	read := func(p string) string {
		b, err := os.ReadFile(p)
		if err != nil {
			t.Fatal(err)
		}
		return string(b)
	}

	out := write("report.txt", "the user's own file")
	tmp := write(".everdict-artifact-1", "downloaded")
	if err := place(tmp, out, false); err == nil {
		t.Fatal("placed over an existing file without --force")
	}
	if got := read(out); got != "the user's own file" {
		t.Errorf("the existing file now reads %q", got)
	}

	if err := place(tmp, out, true); err != nil {
		t.Fatalf("with --force: %v", err)
	}
	if got := read(out); got != "downloaded" {
		t.Errorf("with --force the file reads %q, want the download", got)
	}

	fresh := filepath.Join(dir, "fresh.txt")
	tmp = write(".everdict-artifact-2", "second")
	if err := place(tmp, fresh, false); err != nil {
		t.Fatalf("to a new name: %v", err)
	}
	if got := read(fresh); got != "second" {
		t.Errorf("the new file reads %q", got)
	}
	if _, err := os.Stat(tmp); !os.IsNotExist(err) {
		t.Errorf("the temporary copy is left behind: %v", err)
	}
}
