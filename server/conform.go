package server

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"io"
	"log/slog"
	"mime"
	"net/http"
	"net/url"
	"strings"

	"github.com/everdict/everdict/errcode"
)

// The media types of a GraphQL-over-HTTP answer.
const (
	mediaJSON            = "application/json"
	mediaGraphQLResponse = "application/graphql-response+json"
)

// conform makes /graphql's HTTP answers (POST and GET; not a websocket or
// an SSE stream) what the GraphQL-over-HTTP spec asks, where gqlgen's
// transports differ:
//
//   - a request whose parameters are not GraphQL's (a body that is no JSON
//     object, no query string, variables or extensions that are no object,
//     an operationName that is no string) is answered 400 saying which,
//     before gqlgen decodes it (its decoder's error is no errcode, so the
//     presenter would mask it as INTERNAL);
//   - a document that does not parse or validate, answered under
//     application/json, is 200 (gqlgen answers 422);
//   - the same answered under application/graphql-response+json (400) has
//     no data entry (gqlgen writes "data": null).
//
// The graphql-http package's serverAudits, run by make test, hold it to that.
//
// A refused body is never logged (it may hold a secret, as setSecret's
// value): its size and a hash are.
func conform(log *slog.Logger, next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if isWebsocketUpgrade(r) || strings.Contains(r.Header.Get("Accept"), "text/event-stream") {
			next.ServeHTTP(w, r)
			return
		}
		switch {
		case r.Method == http.MethodPost && mediaType(r.Header.Get("Content-Type")) == mediaJSON:
			body, err := io.ReadAll(r.Body) // limitBody read it already: a bounded copy
			if err != nil {
				writeGraphQLError(w, http.StatusBadRequest, errcode.New(errcode.BadUserInput, "could not read the request body"))
				return
			}
			if err := postParams(body); err != nil {
				sum := sha256.Sum256(body)
				log.InfoContext(r.Context(), "malformed request body", "request_id", RequestID(r.Context()),
					"bytes", len(body), "sha256", hex.EncodeToString(sum[:8]), "reason", err.Error())
				writeGraphQLError(w, http.StatusBadRequest, err)
				return
			}
			r.Body = io.NopCloser(bytes.NewReader(body))
		case r.Method == http.MethodGet:
			if err := getParams(r.URL.Query()); err != nil {
				writeGraphQLError(w, http.StatusBadRequest, err)
				return
			}
		}
		cw := &conformWriter{ResponseWriter: w}
		next.ServeHTTP(cw, r)
		cw.finish()
	})
}

func mediaType(v string) string {
	mt, _, err := mime.ParseMediaType(v)
	if err != nil {
		return ""
	}
	return mt
}

// postParams checks a POST body's GraphQL parameters.
func postParams(body []byte) error {
	var params map[string]json.RawMessage
	if err := json.Unmarshal(body, &params); err != nil || params == nil {
		return errcode.New(errcode.BadUserInput, "the request body must be a JSON object with query, and optionally variables, operationName and extensions")
	}
	if err := isString(params, "query", true); err != nil {
		return err
	}
	if err := isString(params, "operationName", false); err != nil {
		return err
	}
	for _, k := range []string{"variables", "extensions"} {
		if v, ok := params[k]; ok && !isNull(v) && kindOf(v) != "an object" {
			return errcode.New(errcode.BadUserInput, "%s must be a JSON object (or null), not %s", k, kindOf(v))
		}
	}
	return nil
}

// getParams checks a GET request's GraphQL parameters: variables and
// extensions, when given, are JSON objects.
func getParams(q url.Values) error {
	if q.Get("query") == "" {
		return errcode.New(errcode.BadUserInput, "the query parameter is required: the GraphQL document")
	}
	for _, k := range []string{"variables", "extensions"} {
		if !q.Has(k) || q.Get(k) == "" {
			continue
		}
		if v := json.RawMessage(q.Get(k)); !isNull(v) && kindOf(v) != "an object" {
			return errcode.New(errcode.BadUserInput, "%s must be a JSON object (or null), not %s", k, kindOf(v))
		}
	}
	return nil
}

func isString(params map[string]json.RawMessage, key string, required bool) error {
	v, ok := params[key]
	switch {
	case (!ok || isNull(v)) && required:
		return errcode.New(errcode.BadUserInput, "%s is required: a string holding the GraphQL document", key)
	case !ok || isNull(v):
		return nil
	case kindOf(v) != "a string":
		return errcode.New(errcode.BadUserInput, "%s must be a string, not %s", key, kindOf(v))
	}
	return nil
}

func isNull(v json.RawMessage) bool { return string(bytes.TrimSpace(v)) == "null" }

// kindOf names the JSON type of v, for an error message.
func kindOf(v json.RawMessage) string {
	var x any
	if err := json.Unmarshal(v, &x); err != nil {
		return "text that is not JSON"
	}
	switch x.(type) {
	case map[string]any:
		return "an object"
	case []any:
		return "an array"
	case string:
		return "a string"
	case float64:
		return "a number"
	case bool:
		return "a boolean"
	case nil:
		return "null"
	}
	return fmt.Sprintf("%T", x)
}

// conformWriter turns gqlgen's 422 under application/json into 200, and
// drops the data entry of a 400 under application/graphql-response+json
// (a request error: the document did not parse or validate).
type conformWriter struct {
	http.ResponseWriter
	wrote bool
	strip bool
	buf   bytes.Buffer
}

func (c *conformWriter) WriteHeader(code int) {
	if c.wrote {
		return
	}
	c.wrote = true
	switch mt := mediaType(c.Header().Get("Content-Type")); {
	case code == http.StatusUnprocessableEntity && mt == mediaJSON:
		code = http.StatusOK
	case code == http.StatusBadRequest && mt == mediaGraphQLResponse:
		c.strip = true
	}
	c.ResponseWriter.WriteHeader(code)
}

func (c *conformWriter) Write(p []byte) (int, error) {
	if !c.wrote {
		c.WriteHeader(http.StatusOK)
	}
	if c.strip {
		return c.buf.Write(p)
	}
	return c.ResponseWriter.Write(p)
}

// finish writes a held request error without its data entry.
func (c *conformWriter) finish() {
	if !c.strip {
		return
	}
	var res map[string]json.RawMessage
	if err := json.Unmarshal(c.buf.Bytes(), &res); err != nil {
		_, _ = c.ResponseWriter.Write(c.buf.Bytes())
		return
	}
	delete(res, "data")
	_ = json.NewEncoder(c.ResponseWriter).Encode(res)
}
