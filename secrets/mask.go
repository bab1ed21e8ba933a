package secrets

import (
	"encoding/base64"
	"encoding/hex"
	"net/url"
	"slices"
	"strings"
)

// Masked is what a secret value becomes in a run's logs and output.
const Masked = "***"

// MaskMinLen is the shortest value a Masker hides: masking shorter ones
// would shred ordinary text and hide almost nothing.
const MaskMinLen = 4

// Masker replaces secret values, and their common encodings, with Masked,
// the way CI systems keep secrets out of build logs. The zero value masks
// nothing. Safe for concurrent use.
type Masker struct {
	r *strings.Replacer
	// forms are the hidden forms, longest first.
	forms []string
}

// NewMasker returns a Masker for values. Each value of at least MaskMinLen
// bytes is hidden as it is, URL-escaped (query and path), hex-encoded, and
// base64-encoded (standard and URL alphabets, padded or not, and at each
// of the three byte alignments it can take inside a longer encoded text).
func NewMasker(values []string) *Masker {
	var forms []string
	for _, v := range values {
		if len(v) < MaskMinLen {
			continue
		}
		forms = append(forms, v, url.QueryEscape(v), url.PathEscape(v), hex.EncodeToString([]byte(v)))
		forms = append(forms, base64Forms(v)...)
	}
	if len(forms) == 0 {
		return &Masker{}
	}
	// Longest first, so a form is replaced whole before a shorter one
	// inside it; each form once.
	slices.SortFunc(forms, func(a, b string) int { return len(b) - len(a) })
	forms = slices.Compact(forms)
	pairs := make([]string, 0, 2*len(forms))
	for _, f := range forms {
		pairs = append(pairs, f, Masked)
	}
	return &Masker{r: strings.NewReplacer(pairs...), forms: forms}
}

// base64Forms are the encoded forms of v that appear in any base64 text
// containing v: at byte offset k (0, 1, 2) within a 3-byte group, the
// characters that depend only on v's bytes.
func base64Forms(v string) []string {
	var out []string
	for _, enc := range []*base64.Encoding{base64.StdEncoding, base64.URLEncoding} {
		out = append(out, enc.EncodeToString([]byte(v)), enc.WithPadding(base64.NoPadding).EncodeToString([]byte(v)))
		for k := range 3 {
			shifted := append(make([]byte, k), v...)
			full := enc.WithPadding(base64.NoPadding).EncodeToString(shifted)
			// Leading characters mix in the k bytes before v; trailing ones
			// may mix in the bytes after it, unless v ends the text.
			lead := (k*8 + 5) / 6
			end := (k + len(v)) / 3 * 4
			if end-lead >= 2*MaskMinLen {
				out = append(out, full[lead:end], full[lead:], enc.EncodeToString(shifted)[lead:])
			}
		}
	}
	return out
}

// Mask returns s with every secret form replaced by Masked.
func (m *Masker) Mask(s string) string {
	if m == nil || m.r == nil {
		return s
	}
	return m.r.Replace(s)
}

// held returns the length of the longest suffix of s that a secret form
// begins with but that is not a whole form: what may yet become a secret
// when more of the stream arrives.
func (m *Masker) held(s string) int {
	if m == nil || len(m.forms) == 0 {
		return 0
	}
	longest := len(m.forms[0])
	for i := max(0, len(s)-longest+1); i < len(s); i++ {
		suffix := s[i:]
		for _, f := range m.forms {
			if len(f) > len(suffix) && strings.HasPrefix(f, suffix) {
				return len(suffix)
			}
		}
	}
	return 0
}

// StreamMasker masks a stream that arrives in pieces (a terminal's output),
// where a secret may be cut between two of them: it holds back the tail of
// a piece that could begin a secret until the next piece tells. Not safe
// for concurrent use.
type StreamMasker struct {
	m       *Masker
	pending string
}

// Stream returns a StreamMasker over m's secrets.
func (m *Masker) Stream() *StreamMasker { return &StreamMasker{m: m} }

// Write takes the next piece of the stream and returns what of the stream
// may be shown now, masked.
func (s *StreamMasker) Write(piece string) string {
	t := s.m.Mask(s.pending + piece)
	h := s.m.held(t)
	s.pending = t[len(t)-h:]
	return t[:len(t)-h]
}

// Pending reports whether a tail is held back.
func (s *StreamMasker) Pending() bool { return s.pending != "" }

// Flush returns the held tail, when the stream paused or ended: as it is
// when it is shorter than MaskMinLen (too short to tell anything), as
// Masked otherwise.
func (s *StreamMasker) Flush() string {
	p := s.pending
	s.pending = ""
	if len(p) >= MaskMinLen {
		return Masked
	}
	return p
}
