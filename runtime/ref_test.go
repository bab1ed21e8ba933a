package runtime

import (
	"errors"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

func TestParseRefAcceptsTheThreeForms(t *testing.T) {
	t.Parallel()
	tests := map[string]struct {
		in         string
		want       Ref
		wantString string
	}{
		"a bare name means the newest version": {"gpu-pool", Ref{Name: "gpu-pool"}, "gpu-pool"},
		"name@3 is version 3":                  {"gpu-pool@3", Ref{Name: "gpu-pool", Version: 3}, "gpu-pool@3"},
		"name@stable is the tag stable":        {"gpu-pool@stable", Ref{Name: "gpu-pool", Tag: "stable"}, "gpu-pool@stable"},
		"name@latest is the same as the name":  {"gpu-pool@latest", Ref{Name: "gpu-pool"}, "gpu-pool"},
		"a tag may start with a digit":         {"pool@2024-q1", Ref{Name: "pool", Tag: "2024-q1"}, "pool@2024-q1"},
		"a tag may hold dots and underscores":  {"pool@v1.2_rc", Ref{Name: "pool", Tag: "v1.2_rc"}, "pool@v1.2_rc"},
		"the largest GraphQL Int is a version": {"pool@2147483647", Ref{Name: "pool", Version: 2147483647}, "pool@2147483647"},
	}
	for name, tc := range tests {
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			got, err := ParseRef(tc.in)
			if err != nil {
				t.Fatalf("ParseRef: %v", err)
			}
			if diff := cmp.Diff(tc.want, got); diff != "" {
				t.Errorf("ParseRef mismatch (-want +got):\n%s", diff)
			}
			if diff := cmp.Diff(tc.wantString, got.String()); diff != "" {
				t.Errorf("String mismatch (-want +got):\n%s", diff)
			}
			if got.Latest() != (got.Version == 0 && got.Tag == "") {
				t.Errorf("Latest() = %v for %+v", got.Latest(), got)
			}
		})
	}
}

func TestParseRefRefusesMalformedReferences(t *testing.T) {
	t.Parallel()
	tests := map[string]struct {
		in   string
		want string
	}{
		"an empty reference is refused": {
			"", "invalid runtime reference: it is empty; write name, name@3 or name@tag",
		},
		"a reference without a name is refused": {
			"@3", "invalid runtime reference: a runtime name is required: a lowercase DNS label such as gpu-pool",
		},
		"an upper-case name is refused": {
			"GPU@3", "invalid runtime reference: a runtime name must be a lowercase DNS label: letters a-z, digits and '-', starting with a letter and ending with a letter or digit",
		},
		"a dangling @ is refused": {
			"pool@", "invalid runtime reference: nothing follows '@'; write a version number or a tag, or drop the '@' for the newest version",
		},
		"two @ are refused": {
			"pool@1@2", "invalid runtime reference: it has more than one '@'",
		},
		"version 0 is refused": {
			"pool@0", "invalid runtime reference: versions start at 1",
		},
		"a version with a leading zero is refused": {
			"pool@03", "invalid runtime reference: a version is written without leading zeros",
		},
		"a version past GraphQL's Int is refused": {
			"pool@2147483648", "invalid runtime reference: a version is at most 2147483647",
		},
		"a version past int64 is refused": {
			"pool@99999999999999999999", "invalid runtime reference: a version is at most 2147483647",
		},
		"a negative version reads as a bad tag": {
			"pool@-1", "invalid runtime reference: a tag holds only lowercase letters, digits, '.', '_' and '-', and starts with a letter or digit",
		},
		"an upper-case tag is refused": {
			"pool@Stable", "invalid runtime reference: a tag holds only lowercase letters, digits, '.', '_' and '-', and starts with a letter or digit",
		},
		"a tag of 64 characters is refused": {
			"pool@" + strings.Repeat("t", 64), "invalid runtime reference: a tag is at most 63 characters",
		},
		"a token pasted as a reference is refused without echo": {
			"pool@" + fakeGitHubToken, "invalid runtime reference: a tag holds only lowercase letters, digits, '.', '_' and '-', and starts with a letter or digit",
		},
	}
	for name, tc := range tests {
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			got, err := ParseRef(tc.in)
			if !errors.Is(err, ErrInvalidRef) {
				t.Fatalf("ParseRef = %+v, %v; want an error wrapping ErrInvalidRef", got, err)
			}
			if diff := cmp.Diff(tc.want, err.Error()); diff != "" {
				t.Errorf("error mismatch (-want +got):\n%s", diff)
			}
			if diff := cmp.Diff(Ref{}, got); diff != "" {
				t.Errorf("ParseRef returned a Ref with its error (-want +got):\n%s", diff)
			}
		})
	}
}

func TestValidateTag(t *testing.T) {
	t.Parallel()
	tests := map[string]struct {
		tag  string
		want string // "" means valid
	}{
		"stable is a tag":                       {"stable", ""},
		"v2.1 is a tag":                         {"v2.1", ""},
		"2024-q1 is a tag":                      {"2024-q1", ""},
		"latest is reserved":                    {"latest", `tag "latest" is reserved: it always means the newest unarchived version: invalid runtime tag`},
		"an empty tag is refused":               {"", "a tag is empty: invalid runtime tag"},
		"a numeric tag is refused":              {"3", "a tag cannot be all digits, which would read as a version number: invalid runtime tag"},
		"a tag with @ is refused":               {"a@b", "a tag holds only lowercase letters, digits, '.', '_' and '-', and starts with a letter or digit: invalid runtime tag"},
		"a tag starting with a dash is refused": {"-x", "a tag holds only lowercase letters, digits, '.', '_' and '-', and starts with a letter or digit: invalid runtime tag"},
	}
	for name, tc := range tests {
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			err := ValidateTag(tc.tag)
			if tc.want == "" {
				if err != nil {
					t.Fatalf("ValidateTag = %v, want nil", err)
				}
				return
			}
			if !errors.Is(err, ErrInvalidTag) {
				t.Fatalf("ValidateTag = %v, want an error wrapping ErrInvalidTag", err)
			}
			if diff := cmp.Diff(tc.want, err.Error()); diff != "" {
				t.Errorf("error mismatch (-want +got):\n%s", diff)
			}
		})
	}
}
