package secrets

import (
	"bytes"
	"errors"
	"strings"
	"sync"
	"testing"

	"github.com/google/go-cmp/cmp"
)

func testKey(b byte) []byte { return bytes.Repeat([]byte{b}, KeySize) }

func newTestBox(t *testing.T, b byte) *Box {
	t.Helper()
	box, err := NewBox(testKey(b))
	if err != nil {
		t.Fatalf("NewBox: %v", err)
	}
	return box
}

func TestBoxOpensWhatItSealed(t *testing.T) {
	t.Parallel()
	box := newTestBox(t, 7)
	tests := map[string]struct {
		plaintext []byte
		aad       []byte
	}{
		"a token round-trips":             {plaintext: []byte("nomad-acl-token-value"), aad: AAD("acme", "nomad-token")},
		"an empty value round-trips":      {plaintext: []byte{}, aad: AAD("acme", "empty")},
		"binary data round-trips":         {plaintext: []byte{0, 1, 2, 255, 254, 0}, aad: AAD("acme", "blob")},
		"a value with no aad round-trips": {plaintext: []byte("kubeconfig"), aad: nil},
	}
	for name, tc := range tests {
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			sealed, err := box.Seal(tc.plaintext, tc.aad)
			if err != nil {
				t.Fatalf("Seal: %v", err)
			}
			if len(tc.plaintext) > 0 && bytes.Contains(sealed, tc.plaintext) {
				t.Fatalf("sealed bytes contain the plaintext")
			}
			got, err := box.Open(sealed, tc.aad)
			if err != nil {
				t.Fatalf("Open: %v", err)
			}
			if diff := cmp.Diff(tc.plaintext, got, cmp.Comparer(bytes.Equal)); diff != "" {
				t.Errorf("Open(Seal(x)) mismatch (-want +got):\n%s", diff)
			}
		})
	}
}

func TestBoxSealsWithAFreshNonceEachTime(t *testing.T) {
	t.Parallel()
	box := newTestBox(t, 7)
	aad := AAD("acme", "same")
	a, err := box.Seal([]byte("same value"), aad)
	if err != nil {
		t.Fatal(err)
	}
	b, err := box.Seal([]byte("same value"), aad)
	if err != nil {
		t.Fatal(err)
	}
	if bytes.Equal(a, b) {
		t.Errorf("two seals of the same value are identical; the nonce is not fresh")
	}
	if a[0] != formatV1 {
		t.Errorf("format byte = %d, want %d", a[0], formatV1)
	}
}

func TestBoxRefusesWhatItCannotAuthenticate(t *testing.T) {
	t.Parallel()
	const secret = "s3cr3t-plaintext-value"
	box := newTestBox(t, 7)
	aad := AAD("acme", "nomad-token")
	sealed, err := box.Seal([]byte(secret), aad)
	if err != nil {
		t.Fatal(err)
	}
	flip := func(i int) []byte {
		c := bytes.Clone(sealed)
		c[i] ^= 0x01
		return c
	}
	tests := map[string]struct {
		box        *Box
		ciphertext []byte
		aad        []byte
	}{
		"a flipped ciphertext byte is refused":      {box: box, ciphertext: flip(len(sealed) - 20), aad: aad},
		"a flipped tag byte is refused":             {box: box, ciphertext: flip(len(sealed) - 1), aad: aad},
		"a flipped nonce byte is refused":           {box: box, ciphertext: flip(1), aad: aad},
		"an unknown format byte is refused":         {box: box, ciphertext: flip(0), aad: aad},
		"a truncated ciphertext is refused":         {box: box, ciphertext: sealed[:10], aad: aad},
		"an empty ciphertext is refused":            {box: box, ciphertext: nil, aad: aad},
		"another tenant's aad is refused":           {box: box, ciphertext: sealed, aad: AAD("other", "nomad-token")},
		"another name's aad is refused":             {box: box, ciphertext: sealed, aad: AAD("acme", "kubeconfig")},
		"no aad is refused when one was used":       {box: box, ciphertext: sealed, aad: nil},
		"a box with another key refuses":            {box: newTestBox(t, 8), ciphertext: sealed, aad: aad},
		"a shifted tenant/name boundary is refused": {box: box, ciphertext: sealed, aad: AAD("acmenomad", "-token")},
	}
	for name, tc := range tests {
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			got, err := tc.box.Open(tc.ciphertext, tc.aad)
			if !errors.Is(err, ErrDecrypt) {
				t.Fatalf("Open error = %v, want one wrapping ErrDecrypt", err)
			}
			if got != nil {
				t.Errorf("Open returned %d bytes with its error, want none", len(got))
			}
			if strings.Contains(err.Error(), secret) {
				t.Errorf("error %q contains the plaintext", err)
			}
		})
	}
}

func TestNewBoxRefusesAKeyOfTheWrongLength(t *testing.T) {
	t.Parallel()
	tests := map[string][]byte{
		"no key is refused":        nil,
		"a 16-byte key is refused": make([]byte, 16),
		"a 33-byte key is refused": make([]byte, 33),
	}
	for name, key := range tests {
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			if _, err := NewBox(key); !errors.Is(err, ErrInvalidKey) {
				t.Errorf("NewBox error = %v, want one wrapping ErrInvalidKey", err)
			}
		})
	}
}

func TestZeroBoxRefusesToWork(t *testing.T) {
	t.Parallel()
	var box Box
	if _, err := box.Seal([]byte("x"), nil); !errors.Is(err, ErrInvalidKey) {
		t.Errorf("zero Box Seal error = %v, want ErrInvalidKey", err)
	}
	if _, err := box.Open([]byte("x"), nil); !errors.Is(err, ErrInvalidKey) {
		t.Errorf("zero Box Open error = %v, want ErrInvalidKey", err)
	}
}

func TestBoxIsSafeForConcurrentUse(t *testing.T) {
	t.Parallel()
	box := newTestBox(t, 9)
	var wg sync.WaitGroup
	errs := make(chan error, 16)
	for i := range 16 {
		wg.Go(func() {
			aad := AAD("acme", string(rune('a'+i)))
			sealed, err := box.Seal([]byte{byte(i)}, aad)
			if err == nil {
				_, err = box.Open(sealed, aad)
			}
			errs <- err
		})
	}
	wg.Wait()
	close(errs)
	for err := range errs {
		if err != nil {
			t.Errorf("concurrent seal/open: %v", err)
		}
	}
}

func TestAADTellsEveryTenantAndNameApart(t *testing.T) {
	t.Parallel()
	pairs := [][2]string{{"ab", "c"}, {"a", "bc"}, {"abc", ""}, {"", "abc"}, {"acme", "token"}, {"acme", "token2"}}
	seen := map[string][2]string{}
	for _, p := range pairs {
		key := string(AAD(p[0], p[1]))
		if prev, dup := seen[key]; dup {
			t.Errorf("AAD%q equals AAD%q", p, prev)
		}
		seen[key] = p
	}
}

func TestDeriveGivesOneKeyPerKeyAndPurpose(t *testing.T) {
	t.Parallel()
	a, b := newTestBox(t, 7), newTestBox(t, 8)
	derive := func(box *Box, purpose string) string {
		t.Helper()
		k, err := box.Derive(purpose)
		if err != nil {
			t.Fatalf("Derive(%q): %v", purpose, err)
		}
		if len(k) != 32 {
			t.Fatalf("Derive(%q) is %d bytes, want 32", purpose, len(k))
		}
		return string(k)
	}
	if derive(a, "wire") != derive(newTestBox(t, 7), "wire") {
		t.Error("two boxes of one key derive different keys for one purpose: replicas would disagree")
	}
	seen := map[string]string{}
	for _, c := range []struct {
		box  *Box
		name string
	}{{a, "a/wire"}, {a, "a/webhook"}, {b, "b/wire"}} {
		purpose := c.name[2:]
		k := derive(c.box, purpose)
		if strings.Contains(k, string(testKey(7))) || k == string(testKey(7)) {
			t.Errorf("%s holds the box's key", c.name)
		}
		if other, ok := seen[k]; ok {
			t.Errorf("%s and %s derive the same key", c.name, other)
		}
		seen[k] = c.name
	}
	if _, err := (&Box{}).Derive("wire"); !errors.Is(err, ErrInvalidKey) {
		t.Errorf("a zero Box derived a key: err = %v", err)
	}
}
