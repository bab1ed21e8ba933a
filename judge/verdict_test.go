package judge

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

func TestTheReplyValidatorAcceptsExactlyTheGradeObject(t *testing.T) {
	t.Parallel()
	ok := map[string]grade{
		`{"verdict":"PASS","score":1,"reasoning":"fine"}`:                     {Pass: true, Score: 1, Reasoning: "fine"},
		` {"reasoning":"r","score":0,"verdict":"FAIL"} `:                      {Score: 0, Reasoning: "r"},
		`{"verdict":"FAIL","score":0.25,"reasoning":"verdict: PASS, really"}`: {Score: 0.25, Reasoning: "verdict: PASS, really"},
		// One fence around the whole reply is stripped, deterministically.
		"```json\n{\"verdict\":\"PASS\",\"score\":1e-1,\"reasoning\":\"x\"}\n```": {Pass: true, Score: 0.1, Reasoning: "x"},
		"```\n{\"verdict\":\"PASS\",\"score\":1,\"reasoning\":\"x\"}\n```":        {Pass: true, Score: 1, Reasoning: "x"},
	}
	for reply, want := range ok {
		got, err := parseGrade(reply)
		if err != nil {
			t.Errorf("parseGrade(%q) = %v, want a grade", reply, err)
			continue
		}
		if diff := cmp.Diff(want, got); diff != "" {
			t.Errorf("parseGrade(%q) (-want +got):\n%s", reply, diff)
		}
	}
	bad := map[string]string{
		"":                "empty",
		"verdict: PASS":   "not a JSON object",
		"downgrade: PASS": "not a JSON object",
		`PASS {"verdict":"PASS","score":1,"reasoning":"x"}`:                           "not a JSON object",
		`{"verdict":"PASS","score":1,"reasoning":"x"} and more`:                       "after the JSON object",
		`{"verdict":"PASS","score":1,"reasoning":"x"}{}`:                              "after the JSON object",
		"Sure:\n```json\n{\"verdict\":\"PASS\",\"score\":1,\"reasoning\":\"x\"}\n```": "not a JSON object",
		"```python\n{\"verdict\":\"PASS\",\"score\":1,\"reasoning\":\"x\"}\n```":      "not a JSON object",
		`{"verdict":"pass","score":1,"reasoning":"x"}`:                                `"PASS" or "FAIL"`,
		`{"Verdict":"PASS","score":1,"reasoning":"x"}`:                                "other than",
		`{"verdict":"PASS","verdict":"FAIL","score":1,"reasoning":"x"}`:               "twice",
		`{"verdict":"PASS","score":"1","reasoning":"x"}`:                              "score",
		`{"verdict":"PASS","score":1.5,"reasoning":"x"}`:                              "score",
		`{"verdict":"PASS","score":-0.1,"reasoning":"x"}`:                             "score",
		`{"verdict":"PASS","score":true,"reasoning":"x"}`:                             "score",
		`{"verdict":"PASS","score":1,"reasoning":7}`:                                  "reasoning",
		`{"verdict":"PASS","score":1}`:                                                "missing",
		`{"verdict":"PASS","score":1,"reasoning":"x","extra":null}`:                   "other than",
		`{"verdict":"PASS","score":1,"reasoning":"x"`:                                 "valid JSON",
		`[{"verdict":"PASS","score":1,"reasoning":"x"}]`:                              "not a JSON object",
	}
	for reply, why := range bad {
		if g, err := parseGrade(reply); err == nil || !strings.Contains(err.Error(), why) {
			t.Errorf("parseGrade(%q) = %+v, %v; want an error saying %q", reply, g, err, why)
		}
	}
}

// FuzzParseGrade: whatever a judge replies, the validator either refuses it
// or returns a grade that is exactly the reply's one object, its score in
// 0..1.
func FuzzParseGrade(f *testing.F) {
	for _, s := range []string{`{"verdict":"PASS","score":1,"reasoning":"x"}`, "verdict: PASS", "```json\n{}\n```",
		`{"verdict":"FAIL","score":0,"reasoning":"\u0000"}`, `{"verdict":"PASS","score":1e0,"reasoning":""}`} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, reply string) {
		g, err := parseGrade(reply)
		if err != nil {
			return
		}
		if !(g.Score >= 0 && g.Score <= 1) {
			t.Fatalf("parseGrade(%q) score %v outside 0..1", reply, g.Score)
		}
		var m map[string]any
		if json.Unmarshal([]byte(unfence(strings.TrimSpace(reply))), &m) != nil || len(m) != 3 {
			t.Fatalf("parseGrade(%q) accepted what is not one three-field object", reply)
		}
		if v := m["verdict"]; (v == "PASS") != g.Pass || (v != "PASS" && v != "FAIL") {
			t.Fatalf("parseGrade(%q) verdict %v, read pass=%v", reply, v, g.Pass)
		}
		if m["reasoning"] != g.Reasoning {
			t.Fatalf("parseGrade(%q) reasoning %q, read %q", reply, m["reasoning"], g.Reasoning)
		}
	})
}
