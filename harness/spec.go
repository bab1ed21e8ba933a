// Package harness is the harness domain: the spec a tenant registers (an
// agent under test: command, image, env, resources, model), its canonical
// digest, the model placeholders substituted per argument, and the model
// precedence. It holds no IO; the registry service is harness/registry.
package harness

import (
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"regexp"
	"slices"
	"strings"

	"github.com/everdict/everdict/agenttrace"
	"github.com/everdict/everdict/evalcase"
)

// Limits of a spec.
const (
	// NameMaxLen is the longest harness name.
	NameMaxLen = 63
	// DescriptionMaxLen is the longest description, in bytes.
	DescriptionMaxLen = 2000
	// CommandMaxArgs bounds the arguments of a command.
	CommandMaxArgs = 256
	// EnvMax bounds the env entries.
	EnvMax = 100
	// ParamsMax bounds the params.
	ParamsMax = 50
	// ModelMaxLen is the longest model string.
	ModelMaxLen = 200
	// ModelsMax bounds a scorecard's model sweep.
	ModelsMax = 20
)

var (
	nameSyntax  = regexp.MustCompile(`^[a-z]([a-z0-9-]*[a-z0-9])?$`)
	paramSyntax = regexp.MustCompile(`^[a-zA-Z_][a-zA-Z0-9_]{0,62}$`)
)

// Spec is what a registered harness version holds. Its env carries literal
// values and secret names (secretRef), never a secret value.
type Spec struct {
	Name        string             `json:"name"`
	Description string             `json:"description,omitempty"`
	Command     []string           `json:"command"`
	Image       string             `json:"image,omitempty"`
	Env         []evalcase.EnvVar  `json:"env,omitempty"`
	Resources   evalcase.Resources `json:"resources,omitzero"`
	Model       Model              `json:"model,omitzero"`
	Params      []Param            `json:"params,omitempty"`
	// Shared (OPERATOR only) makes the harness usable by every tenant by
	// name, as a shared runtime is; a tenant's own harness of the name wins.
	Shared bool `json:"shared,omitempty"`
	// Trace is where the agent sends its trace, if it says: the live link
	// and the deferred collection follow it (package agenttrace).
	Trace *agenttrace.Source `json:"trace,omitempty"`
}

// Model is a harness's model declaration.
type Model struct {
	// Default is the model a run gets when neither it nor its scorecard
	// names one.
	Default string `json:"default,omitempty"`
	// Required refuses a submit that resolves no model.
	Required bool `json:"required,omitempty"`
}

// Param is a fixed named value of a version, substituted as
// {{params.<name>}}.
type Param struct {
	Name  string `json:"name"`
	Value string `json:"value"`
}

// Problem is one reason a spec is refused: the field and a sentence.
type Problem struct {
	Field   string `json:"field"`
	Message string `json:"message"`
}

func (p Problem) String() string { return p.Field + ": " + p.Message }

// Canonical is s in its canonical form: env sorted by name, params by
// name, empty lists dropped. Two specs that mean the same have the same
// canonical form and so the same Digest.
func Canonical(s Spec) Spec {
	out := s
	out.Command = slices.Clone(s.Command)
	out.Env = slices.Clone(s.Env)
	slices.SortStableFunc(out.Env, func(a, b evalcase.EnvVar) int { return strings.Compare(a.Name, b.Name) })
	out.Params = slices.Clone(s.Params)
	slices.SortStableFunc(out.Params, func(a, b Param) int { return strings.Compare(a.Name, b.Name) })
	if len(out.Env) == 0 {
		out.Env = nil
	}
	if len(out.Params) == 0 {
		out.Params = nil
	}
	return out
}

// Digest is "sha256:<hex>" of the canonical spec's JSON.
func Digest(s Spec) string {
	b, err := json.Marshal(Canonical(s))
	if err != nil { // a Spec always marshals
		panic(fmt.Sprintf("harness: marshal spec: %v", err))
	}
	sum := sha256.Sum256(b)
	return "sha256:" + hex.EncodeToString(sum[:])
}

// Validate returns every problem of s, each naming its field; nil when it
// may be registered.
func Validate(s Spec) []Problem {
	var out []Problem
	add := func(field, format string, args ...any) {
		out = append(out, Problem{Field: field, Message: fmt.Sprintf(format, args...)})
	}
	switch {
	case s.Name == "":
		add("name", "is required")
	case len(s.Name) > NameMaxLen || !nameSyntax.MatchString(s.Name):
		add("name", "must be 1 to %d lowercase letters, digits and inner '-', starting with a letter", NameMaxLen)
	}
	if len(s.Description) > DescriptionMaxLen {
		add("description", "is at most %d bytes", DescriptionMaxLen)
	}
	params := map[string]bool{}
	if len(s.Params) > ParamsMax {
		add("params", "holds at most %d params", ParamsMax)
	}
	for i, p := range s.Params {
		field := fmt.Sprintf("params[%d].name", i)
		switch {
		case !paramSyntax.MatchString(p.Name):
			add(field, "must be a letter or '_' then letters, digits or '_', at most 63")
		case params[p.Name]:
			add(field, "repeats an earlier param")
		}
		params[p.Name] = true
		if strings.ContainsRune(p.Value, 0) {
			add(fmt.Sprintf("params[%d].value", i), "holds a NUL byte")
		}
	}
	switch {
	case len(s.Command) == 0:
		add("command", "is required: the program and its arguments, never run through a shell unless you name one")
	case s.Command[0] == "":
		add("command[0]", "is empty: name the program to run")
	case len(s.Command) > CommandMaxArgs:
		add("command", "has at most %d arguments", CommandMaxArgs)
	}
	for i, arg := range s.Command {
		field := fmt.Sprintf("command[%d]", i)
		if strings.ContainsRune(arg, 0) {
			add(field, "holds a NUL byte")
		}
		for _, name := range UnknownPlaceholders(arg, params) {
			add(field, "unknown placeholder {{%s}}: use {{model}}, {{model.provider}}, {{model.name}} or {{params.<name>}} of a declared param", name)
		}
	}
	if len(s.Env) > EnvMax {
		add("env", "holds at most %d variables", EnvMax)
	}
	seen := map[string]bool{}
	for i, e := range s.Env {
		field := fmt.Sprintf("env[%d]", i)
		switch {
		case e.Name == "" || strings.ContainsAny(e.Name, "= \t\n\x00"):
			add(field+".name", "must be a plain variable name")
		case strings.HasPrefix(e.Name, "EVERDICT_"):
			add(field+".name", "EVERDICT_ variables are set by the control plane")
		case seen[e.Name]:
			add(field+".name", "repeats an earlier variable")
		}
		seen[e.Name] = true
		switch {
		case e.Value != "" && e.SecretRef != "":
			add(field, "has a value and a secretRef: give one")
		case strings.ContainsRune(e.Value, 0):
			add(field+".value", "holds a NUL byte")
		}
		for _, name := range UnknownPlaceholders(e.Value, params) {
			add(field+".value", "unknown placeholder {{%s}}: use {{model}}, {{model.provider}}, {{model.name}} or {{params.<name>}} of a declared param", name)
		}
	}
	if s.Model.Default != "" {
		if msg := ModelMessage(s.Model.Default); msg != "" {
			add("model.default", "%s", msg)
		}
	}
	if s.Trace != nil {
		for _, p := range s.Trace.Problems("trace") {
			field, msg, _ := strings.Cut(p, " ")
			add(field, "%s", msg)
		}
	}
	for _, p := range s.Resources.Problems("resources") {
		field, msg, _ := strings.Cut(p, " ")
		add(field, "%s", msg)
	}
	return out
}

// ModelMessage says what is wrong with model m, or "" when nothing is: it
// is 1 to ModelMaxLen characters with no whitespace or control character,
// "provider/name" by convention (split at the first '/').
func ModelMessage(m string) string {
	switch {
	case m == "":
		return "is empty"
	case len(m) > ModelMaxLen:
		return fmt.Sprintf("is at most %d characters", ModelMaxLen)
	}
	for _, r := range m {
		if r <= ' ' || r == 0x7f || r == 0x85 || r == 0xa0 || r == 0x1680 || (r >= 0x2000 && r <= 0x200a) ||
			r == 0x2028 || r == 0x2029 || r == 0x202f || r == 0x205f || r == 0x3000 || r == 0xfeff {
			return "must not hold whitespace or control characters"
		}
	}
	return ""
}

// SplitModel splits "provider/name" at the first '/'. A model without one
// has no provider: its name is all of it.
func SplitModel(m string) (provider, name string) {
	p, n, ok := strings.Cut(m, "/")
	if !ok {
		return "", m
	}
	return p, n
}
