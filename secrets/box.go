package secrets

import (
	"crypto/aes"
	"crypto/cipher"
	"crypto/hkdf"
	"crypto/sha256"
	"encoding/binary"
	"errors"
	"fmt"
)

// KeySize is the length in bytes of a Box key (AES-256).
const KeySize = 32

// formatV1 is the first byte of every ciphertext Seal produces: AES-256-GCM
// with a random 96-bit nonce. A later format (a key id for rotation, say)
// gets a new byte; Open refuses bytes it does not know.
const formatV1 byte = 1

var (
	// ErrDecrypt is wrapped by every Open failure: wrong key, tampered or
	// truncated ciphertext, wrong aad, unknown format.
	ErrDecrypt = errors.New("cannot decrypt sealed secret")
	// ErrInvalidKey is wrapped when a key is missing, of the wrong length, or
	// not decodable. Its messages never carry the key.
	ErrInvalidKey = errors.New("invalid secret key")
)

// Box seals and opens tenant secrets with one AES-256-GCM key. A Box is safe
// for concurrent use. The zero value has no key: Seal and Open return an
// error wrapping ErrInvalidKey; make a Box with NewBox.
type Box struct {
	aead cipher.AEAD
	// prk is HKDF's pseudorandom key of the Box's key, for Derive.
	prk []byte
}

// NewBox returns a Box using key, which must be KeySize bytes. The Box does
// not keep a reference to key.
func NewBox(key []byte) (*Box, error) {
	if len(key) != KeySize {
		return nil, fmt.Errorf("key is %d bytes, want %d: %w", len(key), KeySize, ErrInvalidKey)
	}
	block, err := aes.NewCipher(key)
	if err != nil {
		return nil, fmt.Errorf("aes cipher: %w", err)
	}
	aead, err := cipher.NewGCMWithRandomNonce(block)
	if err != nil {
		return nil, fmt.Errorf("aes-gcm: %w", err)
	}
	prk, err := hkdf.Extract(sha256.New, key, []byte("everdict derive v1"))
	if err != nil {
		return nil, fmt.Errorf("hkdf: %w", err)
	}
	return &Box{aead: aead, prk: prk}, nil
}

// Derive returns a 32-byte key for purpose, derived from the Box's key
// with HKDF-SHA256: the same on every replica that shares the key, and
// telling nothing of it or of another purpose's key. A Box with no key
// returns an error wrapping ErrInvalidKey.
func (b *Box) Derive(purpose string) ([]byte, error) {
	if b == nil || b.prk == nil {
		return nil, fmt.Errorf("derive: box has no key: %w", ErrInvalidKey)
	}
	return hkdf.Expand(sha256.New, b.prk, purpose, 32)
}

// Seal encrypts plaintext and authenticates it together with aad, which is
// not stored: Open needs the same aad. Pass AAD(tenant, name) so a sealed
// value cannot be moved to another tenant or another name. The result is a
// format byte, a fresh random nonce, then the ciphertext and its tag.
func (b *Box) Seal(plaintext, aad []byte) ([]byte, error) {
	if b == nil || b.aead == nil {
		return nil, fmt.Errorf("seal: box has no key: %w", ErrInvalidKey)
	}
	out := make([]byte, 1, 1+len(plaintext)+b.aead.Overhead())
	out[0] = formatV1
	return b.aead.Seal(out, nil, plaintext, additional(formatV1, aad)), nil
}

// Open decrypts a ciphertext made by Seal with the same key and aad. Any
// failure wraps ErrDecrypt and says nothing about the plaintext.
func (b *Box) Open(ciphertext, aad []byte) ([]byte, error) {
	if b == nil || b.aead == nil {
		return nil, fmt.Errorf("open: box has no key: %w", ErrInvalidKey)
	}
	if len(ciphertext) < 1+b.aead.Overhead() {
		return nil, fmt.Errorf("sealed secret is truncated: %w", ErrDecrypt)
	}
	if ciphertext[0] != formatV1 {
		return nil, fmt.Errorf("sealed secret has unknown format %d: %w", ciphertext[0], ErrDecrypt)
	}
	plaintext, err := b.aead.Open(nil, nil, ciphertext[1:], additional(formatV1, aad))
	if err != nil {
		// err is crypto/cipher's fixed "message authentication failed".
		return nil, fmt.Errorf("wrong key, wrong tenant or name, or tampered data: %w", ErrDecrypt)
	}
	return plaintext, nil
}

// additional is the data GCM authenticates: the format byte, so it cannot be
// swapped, then the caller's aad.
func additional(format byte, aad []byte) []byte {
	ad := make([]byte, 0, 1+len(aad))
	ad = append(ad, format)
	return append(ad, aad...)
}

// AAD returns the additional authenticated data that binds a sealed secret to
// its tenant and name. Each part is length-prefixed, so no two (tenant, name)
// pairs give the same bytes ("ab"+"c" differs from "a"+"bc").
func AAD(tenant, name string) []byte {
	const label = "everdict/secret/v1"
	out := make([]byte, 0, len(label)+len(tenant)+len(name)+2*binary.MaxVarintLen64)
	out = append(out, label...)
	out = binary.AppendUvarint(out, uint64(len(tenant)))
	out = append(out, tenant...)
	out = binary.AppendUvarint(out, uint64(len(name)))
	return append(out, name...)
}

// PersonalAAD is the associated data that binds a member's personal secret
// to its tenant, its owner's subject and its name: a ciphertext moved to
// another member's row, or to the tenant's, does not open.
func PersonalAAD(tenant, owner, name string) []byte {
	const label = "everdict/secret/personal/v1"
	out := make([]byte, 0, len(label)+len(tenant)+len(owner)+len(name)+3*binary.MaxVarintLen64)
	out = append(out, label...)
	for _, f := range []string{tenant, owner, name} {
		out = binary.AppendUvarint(out, uint64(len(f)))
		out = append(out, f...)
	}
	return out
}
