package secrets

import (
	"errors"
	"fmt"
	"math"
	"regexp"
	"strings"
	"sync"
)

// NameMaxLen is the longest secret name ValidateName accepts.
const NameMaxLen = 128

var (
	// ErrInvalidName is wrapped by every ValidateName failure.
	ErrInvalidName = errors.New("invalid secret name")
	// ErrValueAsName is wrapped (with ErrInvalidName) when a name field holds
	// what looks like a secret value: a credential or a UUID-shaped token.
	ErrValueAsName = fmt.Errorf("this looks like a secret value, not a secret name: %w", ErrInvalidName)
)

// shapes are the package's regular expressions, compiled on first use: a
// process that only masks values (the LOCAL supervisor, started once per
// run) never pays for them.
var shapes = sync.OnceValue(func() *shapeSet {
	return &shapeSet{
		nameSyntax: regexp.MustCompile(`^[A-Za-z_][A-Za-z0-9_.-]*$`),
		uuidShape:  regexp.MustCompile(`^[0-9A-Fa-f]{8}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{12}$`),
		// Shapes of well-known credentials: a PEM block, a JWT or other
		// base64 JSON, and vendor token prefixes long enough that an
		// ordinary identifier does not match.
		credentials: []*regexp.Regexp{
			regexp.MustCompile(`-----BEGIN`),                           // PEM private key or certificate
			regexp.MustCompile(`\beyJ[A-Za-z0-9_-]{10,}`),              // JWT, or any base64 JSON object
			regexp.MustCompile(`\bgh[pousr]_[A-Za-z0-9]{30,}`),         // GitHub tokens
			regexp.MustCompile(`\bgithub_pat_[A-Za-z0-9_]{30,}`),       // GitHub fine-grained tokens
			regexp.MustCompile(`\bglpat-[A-Za-z0-9_-]{20,}`),           // GitLab personal tokens
			regexp.MustCompile(`\b(AKIA|ASIA)[A-Z0-9]{16}\b`),          // AWS access key ids
			regexp.MustCompile(`\bAIza[0-9A-Za-z_-]{35}`),              // Google API keys
			regexp.MustCompile(`\bxox[abposr]-[A-Za-z0-9-]{10,}`),      // Slack tokens
			regexp.MustCompile(`\b[rs]k_(live|test)_[A-Za-z0-9]{16,}`), // Stripe keys
			regexp.MustCompile(`\bnpm_[A-Za-z0-9]{36}`),                // npm tokens
			regexp.MustCompile(`\bhv[sb]\.[A-Za-z0-9_-]{20,}`),         // Vault tokens
		},
		// The OpenAI / Anthropic key shape; it counts only when its body
		// mixes upper case and digits, so a name like sk-payments-cluster
		// passes.
		skKey: regexp.MustCompile(`\bsk-[A-Za-z0-9_-]{20,}`),
		// Runs of the characters tokens are made of (base64, base64url,
		// hex); anything else separates runs. segmentSep splits a run
		// further at the separators people put between words.
		tokenRun:   regexp.MustCompile(`[A-Za-z0-9+/=_-]+`),
		segmentSep: regexp.MustCompile(`[-_]+`),
		hexRun:     regexp.MustCompile(`^[0-9A-Fa-f]{32,}$`),
	}
})

type shapeSet struct {
	nameSyntax, uuidShape        *regexp.Regexp
	credentials                  []*regexp.Regexp
	skKey                        *regexp.Regexp
	tokenRun, segmentSep, hexRun *regexp.Regexp
}

// ValidateName reports whether name can name a secret: a letter or '_', then
// letters, digits, '_', '.' or '-', at most NameMaxLen characters (so both
// OPENAI_API_KEY and nomad-token work). A name that looks like a value (see
// LooksLikeCredential; also a UUID such as a Nomad ACL secret id, or several
// lines such as a pasted kubeconfig) is refused with ErrValueAsName. Errors
// wrap ErrInvalidName and never quote name, which may be a credential pasted
// into the wrong field. ValidateName is pure and safe for concurrent use.
func ValidateName(name string) error {
	switch {
	case name == "":
		return fmt.Errorf("name is empty: %w", ErrInvalidName)
	case LooksLikeCredential(name) || shapes().uuidShape.MatchString(name) || strings.ContainsAny(name, "\n\r"):
		return ErrValueAsName
	case len(name) > NameMaxLen:
		return fmt.Errorf("name is longer than %d characters: %w", NameMaxLen, ErrInvalidName)
	case !shapes().nameSyntax.MatchString(name):
		return fmt.Errorf("name must start with a letter or '_' and hold only letters, digits, '_', '.' and '-': %w", ErrInvalidName)
	}
	return nil
}

// LooksLikeCredential reports whether s holds something that looks like a
// credential value: a known token shape (PEM, JWT, ghp_, github_pat_, glpat-,
// sk-, AKIA, AIza, xox?-, sk_live_, npm_, hvs.), a run of 32 or more hex
// digits, or a random-looking run of 20 or more token characters between
// word separators ('-', '_'): letters and digits, high entropy and frequent
// switching between character classes, which random strings have and
// names such as "gke_my-project-123456_us-central1-a_cluster-1" do not.
// It is a heuristic for refusing misplaced secrets, not a scanner: it misses
// some (a bare UUID, a short password) and may flag a long random
// identifier. It is safe for concurrent use.
func LooksLikeCredential(s string) bool {
	re := shapes()
	for _, p := range re.credentials {
		if p.MatchString(s) {
			return true
		}
	}
	for _, m := range re.skKey.FindAllString(s, -1) {
		body := m[len("sk-"):]
		if strings.ContainsAny(body, "ABCDEFGHIJKLMNOPQRSTUVWXYZ") && strings.ContainsAny(body, "0123456789") {
			return true
		}
	}
	for _, run := range re.tokenRun.FindAllString(s, -1) {
		for _, seg := range re.segmentSep.Split(run, -1) {
			if randomLooking(strings.TrimRight(seg, "=")) {
				return true
			}
		}
	}
	return false
}

// randomLooking reports whether a segment of token characters looks
// generated rather than chosen by a person.
func randomLooking(seg string) bool {
	if len(seg) < 20 {
		return false
	}
	var letters, digits int
	for i := 0; i < len(seg); i++ {
		switch c := seg[i]; {
		case c >= '0' && c <= '9':
			digits++
		case c >= 'a' && c <= 'z', c >= 'A' && c <= 'Z':
			letters++
		}
	}
	if letters == 0 || digits == 0 {
		return false
	}
	if shapes().hexRun.MatchString(seg) {
		return true
	}
	return entropy(seg) >= 3.5 && switchRate(seg) >= 0.35
}

// entropy is the Shannon entropy of s in bits per byte.
func entropy(s string) float64 {
	var counts [256]int
	for i := 0; i < len(s); i++ {
		counts[s[i]]++
	}
	h := 0.0
	n := float64(len(s))
	for _, c := range counts {
		if c > 0 {
			p := float64(c) / n
			h -= p * math.Log2(p)
		}
	}
	return h
}

// switchRate is the share of adjacent byte pairs whose character class
// (lower, upper, digit, other) differs. Random base62 is near 0.6, random
// hex near 0.47; words with separators are far lower.
func switchRate(s string) float64 {
	if len(s) < 2 {
		return 0
	}
	class := func(c byte) int {
		switch {
		case c >= 'a' && c <= 'z':
			return 0
		case c >= 'A' && c <= 'Z':
			return 1
		case c >= '0' && c <= '9':
			return 2
		}
		return 3
	}
	switches := 0
	for i := 1; i < len(s); i++ {
		if class(s[i]) != class(s[i-1]) {
			switches++
		}
	}
	return float64(switches) / float64(len(s)-1)
}
