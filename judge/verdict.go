package judge

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"math"
	"strings"
)

// outputSchemaJSON is the JSON schema of a judge's reply: the OpenAI
// response_format (strict) and the Anthropic tool's input schema.
const outputSchemaJSON = `{"type":"object","properties":{"verdict":{"type":"string","enum":["PASS","FAIL"]},"score":{"type":"number","minimum":0,"maximum":1},"reasoning":{"type":"string"}},"required":["verdict","score","reasoning"],"additionalProperties":false}`

// outputSchema is outputSchemaJSON decoded, for the client libraries.
var outputSchema = func() map[string]any {
	var m map[string]any
	if err := json.Unmarshal([]byte(outputSchemaJSON), &m); err != nil {
		panic(err)
	}
	return m
}()

// grade is a validated judge reply.
type grade struct {
	Pass      bool
	Score     float64
	Reasoning string
}

// errInvalid is wrapped by every reason a reply fails validation.
var errInvalid = errors.New("invalid judge reply")

func invalid(format string, args ...any) error {
	return fmt.Errorf("%w: %s", errInvalid, fmt.Sprintf(format, args...))
}

// parseGrade validates a reply strictly: one JSON object with exactly the
// keys verdict ("PASS" or "FAIL"), score (a number from 0 to 1) and
// reasoning (a string), each once, with nothing before or after it. Nothing
// is searched for in free text: a reply that is not exactly that object is
// invalid, whatever it says. The one tolerance is a reply that is, as a
// whole, a single markdown code fence (```json … ``` or ``` … ```) around
// such an object: the fence is stripped deterministically; text outside the
// fence makes it invalid.
func parseGrade(reply string) (grade, error) {
	body := unfence(strings.TrimSpace(reply))
	if body == "" {
		return grade{}, invalid("the reply is empty")
	}
	dec := json.NewDecoder(strings.NewReader(body))
	dec.UseNumber()
	tok, err := dec.Token()
	if err != nil || tok != json.Delim('{') {
		return grade{}, invalid("the reply is not a JSON object")
	}
	var g grade
	seen := map[string]bool{}
	for dec.More() {
		tok, err := dec.Token()
		if err != nil {
			return grade{}, invalid("the reply is not valid JSON")
		}
		key, _ := tok.(string)
		if seen[key] {
			return grade{}, invalid("the field %q appears twice", key)
		}
		seen[key] = true
		var raw json.RawMessage
		if err := dec.Decode(&raw); err != nil {
			return grade{}, invalid("the reply is not valid JSON")
		}
		switch key {
		case "verdict":
			var v string
			if err := json.Unmarshal(raw, &v); err != nil || (v != "PASS" && v != "FAIL") {
				return grade{}, invalid(`verdict must be the string "PASS" or "FAIL"`)
			}
			g.Pass = v == "PASS"
		case "score":
			var n json.Number
			if bytes.HasPrefix(raw, []byte(`"`)) || json.Unmarshal(raw, &n) != nil {
				return grade{}, invalid("score must be a number from 0 to 1")
			}
			f, err := n.Float64()
			if err != nil || math.IsNaN(f) || f < 0 || f > 1 {
				return grade{}, invalid("score must be a number from 0 to 1")
			}
			g.Score = f
		case "reasoning":
			if err := json.Unmarshal(raw, &g.Reasoning); err != nil {
				return grade{}, invalid("reasoning must be a string")
			}
		default:
			return grade{}, invalid("the reply has a field other than verdict, score and reasoning")
		}
	}
	if tok, err := dec.Token(); err != nil || tok != json.Delim('}') {
		return grade{}, invalid("the reply is not valid JSON")
	}
	if _, err := dec.Token(); err != io.EOF {
		return grade{}, invalid("the reply has text after the JSON object")
	}
	for _, k := range []string{"verdict", "score", "reasoning"} {
		if !seen[k] {
			return grade{}, invalid("the field %q is missing", k)
		}
	}
	return g, nil
}

// unfence strips one markdown code fence that wraps all of s; any other s
// is returned as is.
func unfence(s string) string {
	if !strings.HasPrefix(s, "```") || !strings.HasSuffix(s, "```") || len(s) < 6 {
		return s
	}
	inner := s[3 : len(s)-3]
	nl := strings.IndexByte(inner, '\n')
	if nl < 0 {
		return s
	}
	if lang := strings.TrimSpace(inner[:nl]); lang != "" && lang != "json" {
		return s
	}
	inner = inner[nl+1:]
	if strings.Contains(inner, "```") {
		return s
	}
	return strings.TrimSpace(inner)
}
