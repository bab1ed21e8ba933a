package local

import (
	"os"
	"path/filepath"
	"strconv"
	"syscall"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/everdict/everdict/backends"
	"github.com/everdict/everdict/evalcase"
)

// collectFrom makes a job directory whose artifact directory setup fills,
// collects it into a fresh run directory, and returns what was kept (with
// the copies' contents) and dropped.
func collectFrom(t *testing.T, setup func(dir string)) (map[string]string, []evalcase.DroppedArtifact) {
	t.Helper()
	job := jobDir(t.TempDir())
	if err := os.Mkdir(job.artifacts(), 0o755); err != nil {
		t.Fatal(err)
	}
	setup(job.artifacts())
	d := runDir{data: t.TempDir()}
	d.ctl = d.data
	kept, dropped, err := collectArtifacts(job, d, 3, 100)
	if err != nil {
		t.Fatal(err)
	}
	got := map[string]string{}
	for _, c := range kept {
		b, err := os.ReadFile(filepath.Join(d.data, dirCollected, itoa(c.Seq)))
		if err != nil {
			t.Fatal(err)
		}
		got[c.Name] = string(b)
	}
	return got, dropped
}

func itoa(n int) string { return strconv.Itoa(n) }

func write(t *testing.T, p, s string) {
	t.Helper()
	if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(p, []byte(s), 0o644); err != nil {
		t.Fatal(err)
	}
}

func TestCollectionRefusesLinksFifosAndWhatLeavesTheDirectory(t *testing.T) {
	t.Parallel()
	outside := filepath.Join(t.TempDir(), "secret.txt")
	write(t, outside, "outside")
	kept, dropped := collectFrom(t, func(dir string) {
		write(t, filepath.Join(dir, "a.txt"), "a")
		write(t, filepath.Join(dir, "sub", "b.txt"), "b")
		_ = os.Symlink(outside, filepath.Join(dir, "link.txt"))
		_ = os.Symlink(filepath.Dir(outside), filepath.Join(dir, "linkdir"))
		_ = os.Symlink("a.txt", filepath.Join(dir, "inside-link.txt"))
		if err := syscall.Mkfifo(filepath.Join(dir, "pipe"), 0o644); err != nil {
			t.Fatal(err)
		}
	})
	if diff := cmp.Diff(map[string]string{"a.txt": "a", "sub/b.txt": "b"}, kept); diff != "" {
		t.Errorf("kept (-want +got):\n%s", diff)
	}
	want := []evalcase.DroppedArtifact{
		{Name: "inside-link.txt", Reason: backends.DropSymlink},
		{Name: "link.txt", Reason: backends.DropSymlink},
		{Name: "linkdir", Reason: backends.DropSymlink},
		{Name: "pipe", Reason: backends.DropNotRegular},
	}
	if diff := cmp.Diff(want, dropped); diff != "" {
		t.Errorf("dropped (-want +got):\n%s", diff)
	}
}

func TestAnArtifactDirectoryReplacedByALinkIsNotFollowed(t *testing.T) {
	t.Parallel()
	outside := t.TempDir()
	write(t, filepath.Join(outside, "passwd"), "root:x:0:0")
	kept, dropped := collectFrom(t, func(dir string) {
		if err := os.Remove(dir); err != nil {
			t.Fatal(err)
		}
		if err := os.Symlink(outside, dir); err != nil {
			t.Fatal(err)
		}
	})
	if len(kept) != 0 {
		t.Errorf("kept %v through a linked artifact directory", kept)
	}
	if diff := cmp.Diff([]evalcase.DroppedArtifact{{Name: ".", Reason: backends.DropSymlink}}, dropped); diff != "" {
		t.Errorf("dropped (-want +got):\n%s", diff)
	}
}

func TestCollectionKeepsWhatFitsTheLimits(t *testing.T) {
	t.Parallel()
	kept, dropped := collectFrom(t, func(dir string) {
		write(t, filepath.Join(dir, "1.txt"), "one")
		write(t, filepath.Join(dir, "2-big.bin"), string(make([]byte, 101)))
		write(t, filepath.Join(dir, "3.txt"), "three")
		write(t, filepath.Join(dir, "4.txt"), "four")
		write(t, filepath.Join(dir, "5.txt"), "five")
	})
	if diff := cmp.Diff(map[string]string{"1.txt": "one", "3.txt": "three", "4.txt": "four"}, kept); diff != "" {
		t.Errorf("kept (-want +got):\n%s", diff)
	}
	want := []evalcase.DroppedArtifact{
		{Name: "2-big.bin", Reason: backends.DropTooLarge + " (100)"},
		{Name: "5.txt", Reason: backends.DropTooMany + " (3)"},
	}
	if diff := cmp.Diff(want, dropped); diff != "" {
		t.Errorf("dropped (-want +got):\n%s", diff)
	}
}
