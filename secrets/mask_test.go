package secrets_test

import (
	"encoding/base64"
	"encoding/hex"
	"net/url"
	"strings"
	"testing"

	"github.com/everdict/everdict/secrets"
)

func TestMaskerHidesSecretsAndTheirEncodings(t *testing.T) {
	t.Parallel()
	const secret = "sk-live/Value+1234567890=="
	m := secrets.NewMasker([]string{secret, "abc"})
	cases := map[string]string{
		"the value as it is":                   "key is " + secret + " ok",
		"URL-escaped in a query":               "GET /x?k=" + url.QueryEscape(secret),
		"URL-escaped in a path":                "/" + url.PathEscape(secret) + "/",
		"hex-encoded":                          hex.EncodeToString([]byte(secret)),
		"base64":                               base64.StdEncoding.EncodeToString([]byte(secret)),
		"base64 URL alphabet, no padding":      base64.RawURLEncoding.EncodeToString([]byte(secret)),
		"base64 inside a longer text, shifted": base64.StdEncoding.EncodeToString([]byte("x:" + secret + ":y")),
		"base64 of a basic-auth header":        "Authorization: Basic " + base64.StdEncoding.EncodeToString([]byte("user:"+secret)),
	}
	for name, line := range cases {
		got := m.Mask(line)
		if strings.Contains(got, secret) || !strings.Contains(got, secrets.Masked) {
			t.Errorf("%s: %q masked to %q, want the secret replaced by %s", name, line, got, secrets.Masked)
		}
		for _, enc := range []string{base64.StdEncoding.EncodeToString([]byte(secret))[4:20], hex.EncodeToString([]byte(secret))} {
			if strings.Contains(got, enc) {
				t.Errorf("%s: %q still holds an encoding of the secret", name, got)
			}
		}
	}
	if got := m.Mask("abc is short and stays"); got != "abc is short and stays" {
		t.Errorf("a value shorter than %d bytes was masked: %q", secrets.MaskMinLen, got)
	}
	var none *secrets.Masker
	if got := none.Mask(secret); got != secret {
		t.Errorf("a nil Masker changed %q", got)
	}
}

func FuzzMaskerNeverLeavesTheValue(f *testing.F) {
	f.Add("sk-0123456789", "prefix ", " suffix")
	f.Fuzz(func(t *testing.T, secret, before, after string) {
		if len(secret) < secrets.MaskMinLen || strings.Contains(secrets.Masked, secret) {
			return
		}
		got := secrets.NewMasker([]string{secret}).Mask(before + secret + after)
		if strings.Contains(got, secret) && !strings.Contains(before+after, secret) {
			// Replacement may join masked pieces with the surrounding text;
			// the secret may only survive if the surroundings contain it.
			t.Errorf("mask(%q) = %q still holds the secret", before+secret+after, got)
		}
	})
}

func TestAStreamMaskerHidesASecretCutAcrossPieces(t *testing.T) {
	t.Parallel()
	const secret = "sk-live-0123456789abcdef"
	m := secrets.NewMasker([]string{secret})
	text := "token: " + secret + " and " + base64.StdEncoding.EncodeToString([]byte(secret)) + " done\r\n$ "
	// Every way of cutting the text in two, and in single bytes.
	for cut := 0; cut <= len(text); cut++ {
		s := m.Stream()
		got := s.Write(text[:cut]) + s.Write(text[cut:]) + s.Flush()
		if strings.Contains(got, secret[:8]) || strings.Contains(got, base64.StdEncoding.EncodeToString([]byte(secret))[:8]) {
			t.Fatalf("cut at %d: the stream shows the secret: %q", cut, got)
		}
		if !strings.HasSuffix(got, " done\r\n$ ") {
			t.Fatalf("cut at %d: the stream lost its ordinary text: %q", cut, got)
		}
	}
	s := m.Stream()
	var got strings.Builder
	for i := range len(text) {
		got.WriteString(s.Write(text[i : i+1]))
	}
	got.WriteString(s.Flush())
	if want := m.Mask(text); got.String() != want {
		t.Errorf("byte by byte = %q, want %q", got.String(), want)
	}
}

func TestAStreamMaskerHoldsBackOnlyWhatCouldBeginASecret(t *testing.T) {
	t.Parallel()
	s := secrets.NewMasker([]string{"Zq9-secret-value"}).Stream()
	if got := s.Write("echo hello\r\n"); got != "echo hello\r\n" {
		t.Errorf("ordinary output = %q, want it shown at once", got)
	}
	if got := s.Write("Zq9"); got != "" || !s.Pending() {
		t.Errorf("a secret's first bytes = %q (pending %v), want them held", got, s.Pending())
	}
	if got := s.Flush(); got != "Zq9" {
		t.Errorf("flushed short tail = %q, want %q", got, "Zq9")
	}
}
