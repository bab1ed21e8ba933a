package secrets

import (
	"crypto/rand"
	"encoding/base64"
	"encoding/hex"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
)

const (
	// KeyEnv is the environment variable that may hold the secret key, as
	// base64 or hex of KeySize bytes.
	KeyEnv = "EVERDICT_SECRET_KEY"
	// KeyFileName is the key file LoadKey reads or creates in the data
	// directory when KeyEnv is unset.
	KeyFileName = "secret.key"
)

// ErrKeyFileMode is wrapped when the key file is readable or writable by
// anyone but its owner.
var ErrKeyFileMode = errors.New("secret key file permissions are too wide")

// LoadKey returns the key that seals tenant secrets. env is the value of
// KeyEnv (the caller reads the environment); when it is not empty it must be
// KeySize bytes as hex (64 characters) or base64 (standard or URL alphabet,
// padded or not), and dataDir is not looked at. Otherwise the key is read from
// KeyFileName in dataDir, which LoadKey creates on first use: the directory
// with mode 0700 if missing, the file with a fresh random key and mode 0600.
// A key file with any group or other permission bit is refused (ErrKeyFileMode)
// rather than used or silently fixed.
//
// Creation is atomic (the file is written aside, then hard-linked into
// place), so concurrent callers, in one process or several, all get the same
// key. Errors never contain key material.
func LoadKey(env, dataDir string) ([]byte, error) {
	if env != "" {
		key, err := decodeKey(env)
		if err != nil {
			return nil, fmt.Errorf("%s: %w", KeyEnv, err)
		}
		return key, nil
	}
	if dataDir == "" {
		return nil, fmt.Errorf("%s is not set and no data directory was given for %s: %w", KeyEnv, KeyFileName, ErrInvalidKey)
	}
	path := filepath.Join(dataDir, KeyFileName)
	key, err := readKeyFile(path)
	if err == nil || !errors.Is(err, fs.ErrNotExist) {
		return key, err
	}
	if err := os.MkdirAll(dataDir, 0o700); err != nil {
		return nil, fmt.Errorf("create data directory for %s: %w", KeyFileName, err)
	}
	if err := createKeyFile(path); err != nil {
		return nil, err
	}
	return readKeyFile(path)
}

// readKeyFile reads and decodes the key file, refusing wide permissions and
// anything but a regular file.
func readKeyFile(path string) ([]byte, error) {
	info, err := os.Lstat(path)
	if err != nil {
		return nil, fmt.Errorf("secret key file: %w", err)
	}
	if !info.Mode().IsRegular() {
		return nil, fmt.Errorf("secret key file %s is not a regular file: %w", path, ErrInvalidKey)
	}
	if perm := info.Mode().Perm(); perm&0o077 != 0 {
		return nil, fmt.Errorf("secret key file %s has mode %#o; it must be readable by its owner only (chmod 600 %s): %w",
			path, perm, path, ErrKeyFileMode)
	}
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, fmt.Errorf("secret key file: %w", err)
	}
	key, err := decodeKey(string(data))
	if err != nil {
		return nil, fmt.Errorf("secret key file %s: %w", path, err)
	}
	return key, nil
}

// createKeyFile writes a new random key to a temporary file in the same
// directory, then links it to path. If another caller won the race, its key
// stays and this one is discarded.
func createKeyFile(path string) error {
	key := make([]byte, KeySize)
	if _, err := rand.Read(key); err != nil {
		return fmt.Errorf("generate secret key: %w", err)
	}
	tmp, err := os.CreateTemp(filepath.Dir(path), "."+KeyFileName+".*") // created 0600
	if err != nil {
		return fmt.Errorf("create secret key file: %w", err)
	}
	defer os.Remove(tmp.Name())
	_, werr := tmp.WriteString(base64.StdEncoding.EncodeToString(key) + "\n")
	if werr == nil {
		werr = tmp.Chmod(0o600)
	}
	if werr == nil {
		werr = tmp.Sync()
	}
	if cerr := tmp.Close(); werr == nil {
		werr = cerr
	}
	if werr != nil {
		return fmt.Errorf("write secret key file: %w", werr)
	}
	if err := os.Link(tmp.Name(), path); err != nil && !errors.Is(err, fs.ErrExist) {
		return fmt.Errorf("install secret key file: %w", err)
	}
	return nil
}

// decodeKey decodes KeySize bytes from hex or base64, ignoring surrounding
// whitespace. Its errors say what is expected, never what was given.
func decodeKey(s string) ([]byte, error) {
	s = strings.TrimSpace(s)
	if len(s) == hex.EncodedLen(KeySize) {
		if key, err := hex.DecodeString(s); err == nil {
			return key, nil
		}
	}
	for _, enc := range []*base64.Encoding{base64.StdEncoding, base64.RawStdEncoding, base64.URLEncoding, base64.RawURLEncoding} {
		if key, err := enc.DecodeString(s); err == nil && len(key) == KeySize {
			return key, nil
		}
	}
	return nil, fmt.Errorf("want %d bytes as hex (64 characters) or base64 (44 characters), got %d characters that do not decode to that: %w",
		KeySize, len(s), ErrInvalidKey)
}

// CheckKey tells whether LoadKey(env, dataDir) would load a key without
// creating one: nil when it would, an error saying why not otherwise (a
// missing key file wraps fs.ErrNotExist). It never returns key material.
func CheckKey(env, dataDir string) error {
	if env != "" {
		_, err := decodeKey(env)
		if err != nil {
			return fmt.Errorf("%s: %w", KeyEnv, err)
		}
		return nil
	}
	if dataDir == "" {
		return fmt.Errorf("%s is not set and no data directory was given for %s: %w", KeyEnv, KeyFileName, ErrInvalidKey)
	}
	_, err := readKeyFile(filepath.Join(dataDir, KeyFileName))
	return err
}
