package secrets

import (
	"bytes"
	"encoding/base64"
	"encoding/hex"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"

	"github.com/google/go-cmp/cmp"
)

func TestLoadKeyReadsTheEnvironmentKey(t *testing.T) {
	t.Parallel()
	want := make([]byte, KeySize)
	for i := range want {
		want[i] = byte(i * 7)
	}
	tests := map[string]string{
		"hex is accepted":                   hex.EncodeToString(want),
		"upper-case hex is accepted":        strings.ToUpper(hex.EncodeToString(want)),
		"padded base64 is accepted":         base64.StdEncoding.EncodeToString(want),
		"unpadded base64 is accepted":       base64.RawStdEncoding.EncodeToString(want),
		"base64url is accepted":             base64.URLEncoding.EncodeToString(want),
		"surrounding whitespace is ignored": "  " + base64.StdEncoding.EncodeToString(want) + "\n",
	}
	for name, env := range tests {
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			dir := filepath.Join(t.TempDir(), "data")
			got, err := LoadKey(env, dir)
			if err != nil {
				t.Fatalf("LoadKey: %v", err)
			}
			if diff := cmp.Diff(want, got); diff != "" {
				t.Errorf("key mismatch (-want +got):\n%s", diff)
			}
			if _, err := os.Stat(dir); !errors.Is(err, os.ErrNotExist) {
				t.Errorf("LoadKey with an environment key touched the data directory (stat error %v)", err)
			}
		})
	}
}

func TestLoadKeyRefusesABadEnvironmentKeyWithoutEchoingIt(t *testing.T) {
	t.Parallel()
	tests := map[string]string{
		"a 16-byte hex key is refused":               hex.EncodeToString(make([]byte, 16)),
		"a 31-byte base64 key is refused":            base64.StdEncoding.EncodeToString(bytes.Repeat([]byte{0xab}, 31)),
		"a 33-byte base64 key is refused":            base64.StdEncoding.EncodeToString(bytes.Repeat([]byte{0xcd}, 33)),
		"a passphrase is refused":                    "correct-horse-battery-staple-passphrase",
		"64 characters that are not hex are refused": strings.Repeat("zq", 32),
		"whitespace alone is refused":                "   ",
	}
	for name, env := range tests {
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			_, err := LoadKey(env, t.TempDir())
			if !errors.Is(err, ErrInvalidKey) {
				t.Fatalf("LoadKey error = %v, want one wrapping ErrInvalidKey", err)
			}
			if trimmed := strings.TrimSpace(env); trimmed != "" && strings.Contains(err.Error(), trimmed) {
				t.Errorf("error %q echoes the key", err)
			}
			if !strings.Contains(err.Error(), KeyEnv) {
				t.Errorf("error %q does not name %s", err, KeyEnv)
			}
		})
	}
}

func TestLoadKeyCreatesAPrivateKeyFileAndReusesIt(t *testing.T) {
	t.Parallel()
	dir := filepath.Join(t.TempDir(), "nested", "data")
	first, err := LoadKey("", dir)
	if err != nil {
		t.Fatalf("first LoadKey: %v", err)
	}
	if len(first) != KeySize {
		t.Fatalf("key is %d bytes, want %d", len(first), KeySize)
	}
	if _, err := NewBox(first); err != nil {
		t.Fatalf("the created key does not make a Box: %v", err)
	}
	dirInfo, err := os.Stat(dir)
	if err != nil {
		t.Fatal(err)
	}
	if got := dirInfo.Mode().Perm(); got != 0o700 {
		t.Errorf("data directory mode = %#o, want 0700", got)
	}
	fileInfo, err := os.Stat(filepath.Join(dir, KeyFileName))
	if err != nil {
		t.Fatal(err)
	}
	if got := fileInfo.Mode().Perm(); got != 0o600 {
		t.Errorf("key file mode = %#o, want 0600", got)
	}
	entries, err := os.ReadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	if len(entries) != 1 {
		t.Errorf("data directory holds %d entries, want only %s (no temporary file left)", len(entries), KeyFileName)
	}
	second, err := LoadKey("", dir)
	if err != nil {
		t.Fatalf("second LoadKey: %v", err)
	}
	if diff := cmp.Diff(first, second); diff != "" {
		t.Errorf("second LoadKey returned another key (-first +second):\n%s", diff)
	}
}

func TestLoadKeyGivesConcurrentCallersTheSameKey(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	const callers = 8
	keys := make([][]byte, callers)
	errs := make([]error, callers)
	var wg sync.WaitGroup
	for i := range callers {
		wg.Go(func() { keys[i], errs[i] = LoadKey("", dir) })
	}
	wg.Wait()
	for i := range callers {
		if errs[i] != nil {
			t.Fatalf("caller %d: %v", i, errs[i])
		}
		if !bytes.Equal(keys[i], keys[0]) {
			t.Errorf("caller %d got another key than caller 0", i)
		}
	}
}

func TestLoadKeyRefusesAKeyFileOthersCanRead(t *testing.T) {
	t.Parallel()
	tests := map[string]os.FileMode{
		"a world-readable file is refused": 0o644,
		"a group-readable file is refused": 0o640,
		"a world-writable file is refused": 0o602,
	}
	for name, mode := range tests {
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			dir := t.TempDir()
			if _, err := LoadKey("", dir); err != nil {
				t.Fatal(err)
			}
			path := filepath.Join(dir, KeyFileName)
			if err := os.Chmod(path, mode); err != nil {
				t.Fatal(err)
			}
			_, err := LoadKey("", dir)
			if !errors.Is(err, ErrKeyFileMode) {
				t.Fatalf("LoadKey error = %v, want one wrapping ErrKeyFileMode", err)
			}
			if !strings.Contains(err.Error(), "chmod 600") {
				t.Errorf("error %q does not say how to fix it", err)
			}
		})
	}
}

func TestLoadKeyRefusesACorruptKeyFileWithoutEchoingIt(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	const content = "not-a-key-but-maybe-something-private"
	if err := os.WriteFile(filepath.Join(dir, KeyFileName), []byte(content), 0o600); err != nil {
		t.Fatal(err)
	}
	_, err := LoadKey("", dir)
	if !errors.Is(err, ErrInvalidKey) {
		t.Fatalf("LoadKey error = %v, want one wrapping ErrInvalidKey", err)
	}
	if strings.Contains(err.Error(), content) {
		t.Errorf("error %q echoes the file's content", err)
	}
}

func TestLoadKeyRefusesAKeyFileThatIsNotARegularFile(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	if err := os.Mkdir(filepath.Join(dir, KeyFileName), 0o700); err != nil {
		t.Fatal(err)
	}
	if _, err := LoadKey("", dir); !errors.Is(err, ErrInvalidKey) {
		t.Errorf("LoadKey error = %v, want one wrapping ErrInvalidKey", err)
	}
}

func TestLoadKeyNeedsADataDirectoryWithoutAnEnvironmentKey(t *testing.T) {
	t.Parallel()
	if _, err := LoadKey("", ""); !errors.Is(err, ErrInvalidKey) {
		t.Errorf("LoadKey error = %v, want one wrapping ErrInvalidKey", err)
	}
}
