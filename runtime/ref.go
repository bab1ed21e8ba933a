package runtime

import (
	"errors"
	"fmt"
	"math"
	"regexp"
	"strconv"
	"strings"
)

// TagLatest is the reserved tag meaning a runtime's newest unarchived
// version. "name@latest" parses like "name"; no version can be given the tag
// (ValidateTag refuses it), so it can never point anywhere else.
const TagLatest = "latest"

// TagMaxLen is the longest tag.
const TagMaxLen = 63

var (
	// ErrInvalidRef is wrapped by every ParseRef error.
	ErrInvalidRef = errors.New("invalid runtime reference")
	// ErrInvalidTag is wrapped by ValidateTag.
	ErrInvalidTag = errors.New("invalid runtime tag")
)

var tagSyntax = regexp.MustCompile(`^[a-z0-9][a-z0-9._-]*$`)

// Ref names a runtime version the way a submit does: Name alone means the
// newest unarchived version, Version (1 and up) a fixed version, Tag the
// version a tag points at. At most one of Version and Tag is set. The zero
// value is not a reference (String returns "").
type Ref struct {
	Name    string
	Version int
	Tag     string
}

// Latest reports whether r names the newest unarchived version.
func (r Ref) Latest() bool { return r.Version == 0 && r.Tag == "" }

// String is the canonical form: "name", "name@3" or "name@stable".
func (r Ref) String() string {
	switch {
	case r.Version > 0:
		return r.Name + "@" + strconv.Itoa(r.Version)
	case r.Tag != "":
		return r.Name + "@" + r.Tag
	}
	return r.Name
}

// ParseRef parses "name", "name@3" or "name@stable". After the '@', digits
// are a version (1 to 2147483647, GraphQL's Int, no leading zeros) and
// anything else a tag (see ValidateTag); "name@latest" is the same as
// "name". Errors wrap ErrInvalidRef and describe the fault without quoting
// s, which may be a credential pasted into the wrong field.
func ParseRef(s string) (Ref, error) {
	if s == "" {
		return Ref{}, fmt.Errorf("%w: it is empty; write name, name@3 or name@tag", ErrInvalidRef)
	}
	name, selector, hasAt := strings.Cut(s, "@")
	if msg := nameMessage(name); msg != "" {
		return Ref{}, fmt.Errorf("%w: %s", ErrInvalidRef, msg)
	}
	r := Ref{Name: name}
	if !hasAt {
		return r, nil
	}
	switch {
	case selector == "":
		return Ref{}, fmt.Errorf("%w: nothing follows '@'; write a version number or a tag, or drop the '@' for the newest version", ErrInvalidRef)
	case strings.Contains(selector, "@"):
		return Ref{}, fmt.Errorf("%w: it has more than one '@'", ErrInvalidRef)
	case selector == TagLatest:
		return r, nil
	case allDigits(selector):
		v, err := parseVersion(selector)
		if err != nil {
			return Ref{}, fmt.Errorf("%w: %w", ErrInvalidRef, err)
		}
		r.Version = v
		return r, nil
	}
	if msg := tagMessage(selector); msg != "" {
		return Ref{}, fmt.Errorf("%w: %s", ErrInvalidRef, msg)
	}
	r.Tag = selector
	return r, nil
}

// parseVersion parses a string of digits as a version number.
func parseVersion(digits string) (int, error) {
	if len(digits) > 1 && digits[0] == '0' {
		return 0, errors.New("a version is written without leading zeros")
	}
	v, err := strconv.ParseInt(digits, 10, 64)
	switch {
	case err != nil || v > math.MaxInt32:
		return 0, fmt.Errorf("a version is at most %d", math.MaxInt32)
	case v == 0:
		return 0, errors.New("versions start at 1")
	}
	return int(v), nil
}

// ValidateTag reports whether tag can be set on a runtime version: lowercase
// letters, digits, '.', '_' and '-', starting with a letter or digit, at most
// TagMaxLen characters, not all digits (that would read as a version) and not
// the reserved TagLatest. Errors wrap ErrInvalidTag.
func ValidateTag(tag string) error {
	if tag == TagLatest {
		return fmt.Errorf("tag %q is reserved: it always means the newest unarchived version: %w", TagLatest, ErrInvalidTag)
	}
	if msg := tagMessage(tag); msg != "" {
		return fmt.Errorf("%s: %w", msg, ErrInvalidTag)
	}
	return nil
}

// tagMessage says what is wrong with a tag's syntax, or "" when nothing is.
func tagMessage(tag string) string {
	switch {
	case tag == "":
		return "a tag is empty"
	case allDigits(tag):
		return "a tag cannot be all digits, which would read as a version number"
	case len(tag) > TagMaxLen:
		return fmt.Sprintf("a tag is at most %d characters", TagMaxLen)
	case !tagSyntax.MatchString(tag):
		return "a tag holds only lowercase letters, digits, '.', '_' and '-', and starts with a letter or digit"
	}
	return ""
}

func allDigits(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] < '0' || s[i] > '9' {
			return false
		}
	}
	return s != ""
}
