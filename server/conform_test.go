package server_test

import (
	"bytes"
	"encoding/json"
	"io"
	"net/http"
	"net/url"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// TestGraphQLOverHTTPAnswersAsTheSpecAsks: invalid parameters are a 400
// that says what is wrong (never INTERNAL), a document that fails to parse
// or validate is 200 under application/json and, under
// application/graphql-response+json, a 400 with no data entry. The
// graphql-http audit (web/protocol, make test) checks the rest.
func TestGraphQLOverHTTPAnswersAsTheSpecAsks(t *testing.T) {
	t.Parallel()
	b := setup(t)
	type answer struct {
		Status  int
		Code    string
		Message string
		HasData bool
	}
	send := func(method, accept, body string, query url.Values) answer {
		t.Helper()
		u := b.http.URL + "/graphql"
		if query != nil {
			u += "?" + query.Encode()
		}
		req, _ := http.NewRequest(method, u, bytes.NewReader([]byte(body)))
		if method == http.MethodPost {
			req.Header.Set("Content-Type", "application/json")
		}
		if accept != "" {
			req.Header.Set("Accept", accept)
		}
		req.Header.Set("Authorization", "Bearer "+b.acme.token)
		res, err := http.DefaultClient.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		defer res.Body.Close()
		raw, _ := io.ReadAll(res.Body)
		var got struct {
			Data   json.RawMessage
			Errors []struct {
				Message    string
				Extensions struct{ Code string }
			}
		}
		var keys map[string]json.RawMessage
		if err := json.Unmarshal(raw, &got); err != nil || json.Unmarshal(raw, &keys) != nil {
			t.Fatalf("%s %s answered %d %q", method, body, res.StatusCode, raw)
		}
		a := answer{Status: res.StatusCode}
		_, a.HasData = keys["data"]
		if len(got.Errors) > 0 {
			a.Code, a.Message = got.Errors[0].Extensions.Code, got.Errors[0].Message
		}
		return a
	}
	const json, response = "application/json", "application/graphql-response+json"
	cases := map[string]struct {
		method, accept, body string
		query                url.Values
		want                 answer
	}{
		"variables given as a string": {method: http.MethodPost, accept: json, body: `{"query": "{ __typename }", "variables": "{}"}`,
			want: answer{Status: 400, Code: "BAD_USER_INPUT", Message: "variables must be a JSON object (or null), not a string"}},
		"no query": {method: http.MethodPost, body: `{"qeury": "{ __typename }"}`,
			want: answer{Status: 400, Code: "BAD_USER_INPUT", Message: "query is required: a string holding the GraphQL document"}},
		"a query that is no string": {method: http.MethodPost, body: `{"query": 7}`,
			want: answer{Status: 400, Code: "BAD_USER_INPUT", Message: "query must be a string, not a number"}},
		"a body that is no object": {method: http.MethodPost, body: `["{ __typename }"]`,
			want: answer{Status: 400, Code: "BAD_USER_INPUT", Message: "the request body must be a JSON object with query, and optionally variables, operationName and extensions"}},
		"GET extensions given as an array": {method: http.MethodGet, query: url.Values{"query": {"{ __typename }"}, "extensions": {"[]"}},
			want: answer{Status: 400, Code: "BAD_USER_INPUT", Message: "extensions must be a JSON object (or null), not an array"}},
		"a document that does not validate, under application/json": {method: http.MethodPost, accept: json, body: `{"query": "{ zzz }"}`,
			want: answer{Status: 200, Code: "GRAPHQL_VALIDATION_FAILED", Message: `Cannot query field "zzz" on type "Query".`, HasData: true}},
		"a document that does not parse, under application/json": {method: http.MethodPost, accept: json, body: `{"query": "{"}`,
			want: answer{Status: 200, Code: "GRAPHQL_PARSE_FAILED", Message: "Expected Name, found <EOF>", HasData: true}},
		"a document that does not validate, under application/graphql-response+json": {method: http.MethodPost, accept: response, body: `{"query": "{ zzz }"}`,
			want: answer{Status: 400, Code: "GRAPHQL_VALIDATION_FAILED", Message: `Cannot query field "zzz" on type "Query".`}},
		"a valid query": {method: http.MethodPost, accept: response, body: `{"query": "{ __typename }", "variables": null}`,
			want: answer{Status: 200, HasData: true}},
	}
	for name, tc := range cases {
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			if diff := cmp.Diff(tc.want, send(tc.method, tc.accept, tc.body, tc.query)); diff != "" {
				t.Errorf("answer (-want +got):\n%s", diff)
			}
		})
	}
}
