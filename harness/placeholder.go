package harness

import (
	"regexp"
	"strings"

	"github.com/everdict/everdict/evalcase"
)

// The model placeholders.
const (
	PlaceholderModel         = "model"
	PlaceholderModelProvider = "model.provider"
	PlaceholderModelName     = "model.name"
	// paramPrefix starts a param placeholder: {{params.<name>}}.
	paramPrefix = "params."
)

// placeholder matches {{name}}, spaces inside the braces allowed.
var placeholder = regexp.MustCompile(`\{\{\s*([^{}]*?)\s*\}\}`)

// UnknownPlaceholders lists the placeholders of s that are neither a model
// placeholder nor a param in params, in order.
func UnknownPlaceholders(s string, params map[string]bool) []string {
	var out []string
	for _, m := range placeholder.FindAllStringSubmatch(s, -1) {
		name := m[1]
		switch {
		case name == PlaceholderModel, name == PlaceholderModelProvider, name == PlaceholderModelName:
		case strings.HasPrefix(name, paramPrefix) && params[strings.TrimPrefix(name, paramPrefix)]:
		default:
			out = append(out, name)
		}
	}
	return out
}

// UsesModel reports whether h's command or literal env values name a model
// placeholder.
func UsesModel(h evalcase.Harness) bool {
	uses := func(s string) bool {
		for _, m := range placeholder.FindAllStringSubmatch(s, -1) {
			switch m[1] {
			case PlaceholderModel, PlaceholderModelProvider, PlaceholderModelName:
				return true
			}
		}
		return false
	}
	for _, a := range h.Command {
		if uses(a) {
			return true
		}
	}
	for _, e := range h.Env {
		if e.SecretRef == "" && uses(e.Value) {
			return true
		}
	}
	return false
}

// Substitute fills the placeholders of one string: the model ones from
// model, {{params.<name>}} from params. It is a single pass over s, so a
// value that itself looks like a placeholder is left as it is, and s stays
// one string however the values read: an argument is never split, and
// nothing is ever given to a shell. A placeholder it does not know is left
// untouched (Validate refuses those at register).
func Substitute(s, model string, params []Param) string {
	if !strings.Contains(s, "{{") {
		return s
	}
	provider, name := SplitModel(model)
	return placeholder.ReplaceAllStringFunc(s, func(m string) string {
		key := placeholder.FindStringSubmatch(m)[1]
		switch key {
		case PlaceholderModel:
			return model
		case PlaceholderModelProvider:
			return provider
		case PlaceholderModelName:
			return name
		}
		if p, ok := strings.CutPrefix(key, paramPrefix); ok {
			for _, kv := range params {
				if kv.Name == p {
					return kv.Value
				}
			}
		}
		return m
	})
}

// Apply returns h with every command argument and literal env value
// substituted (Substitute), argument by argument. Secret refs are names and
// are left alone.
func Apply(h evalcase.Harness, model string, params []Param) evalcase.Harness {
	out := h
	out.Command = make([]string, len(h.Command))
	for i, a := range h.Command {
		out.Command[i] = Substitute(a, model, params)
	}
	if h.Env != nil {
		out.Env = make([]evalcase.EnvVar, len(h.Env))
		for i, e := range h.Env {
			if e.SecretRef == "" {
				e.Value = Substitute(e.Value, model, params)
			}
			out.Env[i] = e
		}
	}
	return out
}
