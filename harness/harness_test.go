package harness_test

import (
	"os"
	"os/exec"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/everdict/everdict/evalcase"
	"github.com/everdict/everdict/harness"
)

func TestTheModelPlaceholdersAreSubstitutedWithinTheirArgument(t *testing.T) {
	t.Parallel()
	h := evalcase.Harness{
		Name:    "agent",
		Command: []string{"agent", "--model={{model}}", "{{ model.provider }}", "{{model.name}}", "{{params.turns}}", "{{jq}}"},
		Env:     []evalcase.EnvVar{{Name: "M", Value: "use {{model}}"}, {Name: "K", SecretRef: "{{model}}"}},
	}
	got := harness.Apply(h, "anthropic/claude-sonnet-4/x", []harness.Param{{Name: "turns", Value: "7"}})
	want := evalcase.Harness{
		Name:    "agent",
		Command: []string{"agent", "--model=anthropic/claude-sonnet-4/x", "anthropic", "claude-sonnet-4/x", "7", "{{jq}}"},
		Env:     []evalcase.EnvVar{{Name: "M", Value: "use anthropic/claude-sonnet-4/x"}, {Name: "K", SecretRef: "{{model}}"}},
	}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("applied harness (-want +got):\n%s", diff)
	}
	if diff := cmp.Diff([]string{"agent", "--model={{model}}", "{{ model.provider }}", "{{model.name}}", "{{params.turns}}", "{{jq}}"}, h.Command); diff != "" {
		t.Errorf("the original was changed (-want +got):\n%s", diff)
	}
}

func TestAModelWithoutASlashHasNoProvider(t *testing.T) {
	t.Parallel()
	got := harness.Substitute("[{{model.provider}}|{{model.name}}]", "gpt-5", nil)
	if got != "[|gpt-5]" {
		t.Errorf("Substitute = %q, want [|gpt-5]", got)
	}
}

func TestAValueThatLooksLikeAPlaceholderIsNotSubstitutedAgain(t *testing.T) {
	t.Parallel()
	got := harness.Substitute("{{model}}", "p/{{model.name}}", nil)
	if got != "p/{{model.name}}" {
		t.Errorf("Substitute = %q, want the model unaltered", got)
	}
}

func TestValidateNamesEachFaultyField(t *testing.T) {
	t.Parallel()
	spec := harness.Spec{
		Name:    "Bad Name",
		Command: []string{"run", "{{modle}}"},
		Env:     []evalcase.EnvVar{{Name: "EVERDICT_X", Value: "v"}, {Name: "A", Value: "{{params.nope}}"}},
		Model:   harness.Model{Default: "has space"},
	}
	var fields []string
	for _, p := range harness.Validate(spec) {
		fields = append(fields, p.Field)
	}
	want := []string{"name", "command[1]", "env[0].name", "env[1].value", "model.default"}
	if diff := cmp.Diff(want, fields); diff != "" {
		t.Errorf("problem fields (-want +got):\n%s", diff)
	}
	if ps := harness.Validate(harness.Spec{Name: "ok", Command: []string{"run", "{{model}}"}, Params: []harness.Param{{Name: "p", Value: "1"}},
		Env: []evalcase.EnvVar{{Name: "P", Value: "{{params.p}}"}}}); len(ps) != 0 {
		t.Errorf("a valid spec has problems: %v", ps)
	}
	if ps := harness.Validate(harness.Spec{Name: "ok"}); len(ps) != 1 || ps[0].Field != "command" {
		t.Errorf("an empty command: problems %v, want one on command", ps)
	}
}

func TestModelStrings(t *testing.T) {
	t.Parallel()
	for m, ok := range map[string]bool{
		"anthropic/claude-sonnet-4": true, `a/b"c'$d;e\f`: true, "": false, "a b": false, "a\tb": false,
		"a\u00a0b": false, "a\u2003b": false, strings.Repeat("m", 200): true, strings.Repeat("m", 201): false,
	} {
		if got := harness.ModelMessage(m) == ""; got != ok {
			t.Errorf("ModelMessage(%q) valid = %v, want %v", m, got, ok)
		}
	}
}

func TestTheDigestIsOfTheCanonicalSpec(t *testing.T) {
	t.Parallel()
	a := harness.Spec{Name: "h", Command: []string{"x"}, Env: []evalcase.EnvVar{{Name: "A", Value: "1"}, {Name: "B", SecretRef: "s"}}}
	b := a
	b.Env = []evalcase.EnvVar{{Name: "B", SecretRef: "s"}, {Name: "A", Value: "1"}}
	if harness.Digest(a) != harness.Digest(b) {
		t.Error("env order changed the digest")
	}
	c := a
	c.Command = []string{"x", "y"}
	if harness.Digest(a) == harness.Digest(c) {
		t.Error("a different command has the same digest")
	}
	if d := harness.Digest(a); !strings.HasPrefix(d, "sha256:") || len(d) != len("sha256:")+64 {
		t.Errorf("digest %q is not sha256:<hex>", d)
	}
}

func TestModelPrecedence(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		in    harness.Models
		model string
		src   harness.Source
	}{
		{harness.Models{Run: "r", Scorecard: "s", Harness: "h", Tenant: "t"}, "r", harness.SourceRun},
		{harness.Models{Scorecard: "s", Harness: "h", Tenant: "t"}, "s", harness.SourceScorecard},
		{harness.Models{Harness: "h", Tenant: "t"}, "h", harness.SourceHarness},
		{harness.Models{Tenant: "t"}, "t", harness.SourceTenant},
		{harness.Models{}, "", ""},
	} {
		m, src := tc.in.Resolve()
		if m != tc.model || src != tc.src {
			t.Errorf("%+v resolved to %q from %q, want %q from %q", tc.in, m, src, tc.model, tc.src)
		}
	}
}

// FuzzAModelReachesTheProcessAsOneArgument runs the substituted command
// for real (no shell between): whatever the model holds — quotes, $, ;,
// backslashes, braces — the process gets exactly the arguments the
// template had, each with the model in place.
func FuzzAModelReachesTheProcessAsOneArgument(f *testing.F) {
	for _, seed := range []string{`a/b`, `p/"q'r`, `x/$HOME;rm -rf`, `a\b\\c/d`, `$(id)/;|&`, "{{model}}/x", "`id`", `*?[a]`} {
		f.Add(seed)
	}
	exe, err := os.Executable()
	if err != nil {
		f.Fatal(err)
	}
	f.Fuzz(func(t *testing.T, model string) {
		if harness.ModelMessage(model) != "" || strings.ContainsRune(model, 0) || !validUTF8(model) {
			t.Skip()
		}
		h := harness.Apply(evalcase.Harness{Command: []string{exe, "-test.run=^TestHelperEchoArgs$", "--", "--model={{model}}", "{{model.name}}"}}, model, nil)
		cmd := exec.Command(h.Command[0], h.Command[1:]...)
		cmd.Env = append(os.Environ(), "HARNESS_ECHO_ARGS=1")
		out, err := cmd.Output()
		if err != nil {
			t.Fatalf("helper: %v", err)
		}
		_, name := harness.SplitModel(model)
		want := "--model=" + model + "\x00" + name + "\x00"
		got, _, _ := strings.Cut(string(out), "\x00\x00END")
		if diff := cmp.Diff(want, got+"\x00"); diff != "" {
			t.Errorf("arguments the process got (-want +got):\n%s", diff)
		}
	})
}

func validUTF8(s string) bool { return strings.ToValidUTF8(s, "\ufffd") == s }

// TestHelperEchoArgs is the process of the fuzz test: it prints the
// arguments after "--", NUL-separated.
func TestHelperEchoArgs(t *testing.T) {
	if os.Getenv("HARNESS_ECHO_ARGS") != "1" {
		t.Skip("a helper process")
	}
	args := os.Args
	for i, a := range args {
		if a == "--" {
			args = args[i+1:]
			break
		}
	}
	os.Stdout.WriteString(strings.Join(args, "\x00") + "\x00\x00END")
	os.Exit(0)
}
