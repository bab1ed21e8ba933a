package server_test

import (
	"context"
	"fmt"
	"sort"
	"strings"
	"testing"
	"time"

	"github.com/coder/websocket/wsjson"
	"github.com/vektah/gqlparser/v2/ast"

	"github.com/everdict/everdict/graph"
)

// idPosition is one place in one operation where an ID goes: an argument of a
// root field, or a field inside that argument's input object, at any depth
// the minimal request reaches.
type idPosition struct {
	op    ast.Operation
	field *ast.FieldDefinition
	path  string // "arg" or "arg.field.field"
	index int    // which ID position of the request carries the malformed id
}

// malformedID is what a person types into a URL by hand: not a number.
const malformedID = "abc"

// idRequest builds the request of one root field whose every ID position
// holds a well-formed id except the bad-th, which holds malformedID; paths
// names the positions it filled, in order.
type idRequest struct {
	schema *ast.Schema
	bad    int
	n      int
	paths  []string
}

func (r *idRequest) value(t *ast.Type, path string, depth int) any {
	if t.Elem != nil {
		return []any{r.value(t.Elem, path, depth)}
	}
	def := r.schema.Types[t.NamedType]
	switch {
	case t.NamedType == "ID":
		r.paths = append(r.paths, path)
		r.n++
		if r.n-1 == r.bad {
			return malformedID
		}
		return "1"
	case def.Kind == ast.Enum:
		return def.EnumValues[0].Name
	case def.Kind == ast.InputObject:
		obj := map[string]any{}
		for _, f := range def.Fields {
			// Required fields, and optional ones that hold an id; never
			// recurse through optional input objects (where: {and: [...]}).
			if f.Type.NonNull || (depth < 2 && holdsID(f.Type)) {
				obj[f.Name] = r.value(f.Type, path+"."+f.Name, depth+1)
			}
		}
		return obj
	}
	switch t.NamedType {
	case "Int", "Float":
		return 1
	case "Boolean":
		return false
	case "Time":
		return time.Unix(0, 0).UTC().Format(time.RFC3339)
	case "Cursor":
		return nil
	}
	return "x"
}

// holdsID reports whether t is an ID or a list of them.
func holdsID(t *ast.Type) bool {
	for t.Elem != nil {
		t = t.Elem
	}
	return t.NamedType == "ID"
}

// operation builds the document and variables of one root field with every
// argument the field requires, and every ID-typed argument, as a variable.
func (r *idRequest) operation(op ast.Operation, f *ast.FieldDefinition) (string, map[string]any) {
	vars := map[string]any{}
	var decls, args []string
	for _, a := range f.Arguments {
		if !a.Type.NonNull && !holdsID(a.Type) && !hasIDField(r.schema, a.Type) {
			continue
		}
		v := r.value(a.Type, a.Name, 0)
		if v == nil {
			continue
		}
		vars[a.Name] = v
		decls = append(decls, "$"+a.Name+": "+a.Type.String())
		args = append(args, a.Name+": $"+a.Name)
	}
	sel := ""
	if def := r.schema.Types[namedType(f.Type)]; def.Kind == ast.Object || def.Kind == ast.Interface || def.Kind == ast.Union {
		sel = " { __typename }"
	}
	q := fmt.Sprintf("%s(%s) { %s(%s)%s }", op, strings.Join(decls, ", "), f.Name, strings.Join(args, ", "), sel)
	return q, vars
}

func namedType(t *ast.Type) string {
	for t.Elem != nil {
		t = t.Elem
	}
	return t.NamedType
}

// hasIDField reports whether an input object argument holds an ID field
// directly (a where filter's id, idIn).
func hasIDField(s *ast.Schema, t *ast.Type) bool {
	def := s.Types[namedType(t)]
	if def == nil || def.Kind != ast.InputObject {
		return false
	}
	for _, f := range def.Fields {
		if holdsID(f.Type) {
			return true
		}
	}
	return false
}

// idPositions lists every ID position of every root field of the schema.
func idPositions(s *ast.Schema) []idPosition {
	var out []idPosition
	roots := map[ast.Operation]*ast.Definition{ast.Query: s.Query, ast.Mutation: s.Mutation, ast.Subscription: s.Subscription}
	for _, op := range []ast.Operation{ast.Query, ast.Mutation, ast.Subscription} {
		root := roots[op]
		if root == nil {
			continue
		}
		for _, f := range root.Fields {
			if strings.HasPrefix(f.Name, "__") {
				continue
			}
			r := &idRequest{schema: s, bad: -1}
			r.operation(op, f)
			for i, p := range r.paths {
				out = append(out, idPosition{op: op, field: f, path: p, index: i})
			}
		}
	}
	sort.SliceStable(out, func(i, j int) bool { return out[i].field.Name < out[j].field.Name })
	return out
}

// TestEveryIDArgumentAnswersAMalformedIDAsTheCallersError: for every ID
// argument of every query, mutation and subscription in the schema, and every
// ID field of an input those take, an id that is not a number ("/runs/abc"
// typed by hand) is BAD_USER_INPUT or NOT_FOUND, never INTERNAL. The list is
// read from the schema, so a field added later is covered without a line here.
func TestEveryIDArgumentAnswersAMalformedIDAsTheCallersError(t *testing.T) {
	t.Parallel()
	b := setup(t)
	s := graph.NewExecutableSchema(graph.Config{}).Schema()
	positions := idPositions(s)
	if len(positions) < 20 {
		t.Fatalf("found %d ID positions in the schema; the walk is broken", len(positions))
	}
	seen := map[string]bool{}
	for _, p := range positions {
		seen[p.field.Name] = true
	}
	for _, want := range []string{"run", "node", "cancelRun", "cancelScorecard", "revokeToken", "runLogs", "scorecard"} {
		if !seen[want] {
			t.Errorf("the walk missed %s", want)
		}
	}
	allowed := map[string]bool{"BAD_USER_INPUT": true, "NOT_FOUND": true}
	for _, p := range positions {
		name := fmt.Sprintf("%s %s %s", p.op, p.field.Name, p.path)
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			r := &idRequest{schema: s, bad: p.index}
			query, vars := r.operation(p.op, p.field)
			var codes []string
			if p.op == ast.Subscription {
				codes = b.subscribeCodes(t, query, vars)
			} else {
				res := b.post(t, b.acme.token, query, vars)
				codes = res.codes()
				if len(codes) == 0 {
					t.Fatalf("%s with %v answered no error: %v", query, vars, res.Data)
				}
			}
			for _, c := range codes {
				if !allowed[c] {
					t.Errorf("%s with %v answered %v; want BAD_USER_INPUT or NOT_FOUND", query, vars, codes)
				}
			}
		})
	}
}

// subscribeCodes starts a subscription over graphql-transport-ws and returns
// the codes of the errors it ends with.
func (b *bundle) subscribeCodes(t *testing.T, query string, vars map[string]any) []string {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	c := dialWS(t, ctx, b.http.URL, "graphql-transport-ws")
	defer c.CloseNow()
	if err := wsjson.Write(ctx, c, map[string]any{"type": "connection_init", "payload": map[string]any{"Authorization": "Bearer " + b.acme.token}}); err != nil {
		t.Fatal(err)
	}
	if msg, err := readWS(ctx, c); err != nil || msg["type"] != "connection_ack" {
		t.Fatalf("connection_init: %v %v", msg, err)
	}
	if err := wsjson.Write(ctx, c, map[string]any{"id": "1", "type": "subscribe", "payload": map[string]any{"query": query, "variables": vars}}); err != nil {
		t.Fatal(err)
	}
	var codes []string
	for {
		msg, err := readWS(ctx, c)
		if err != nil {
			t.Fatalf("%s: %v", query, err)
		}
		switch msg["type"] {
		case "error":
			for _, e := range msg["payload"].([]any) {
				ext, _ := e.(map[string]any)["extensions"].(map[string]any)
				code, _ := ext["code"].(string)
				codes = append(codes, code)
			}
			return codes
		case "next":
			payload, _ := msg["payload"].(map[string]any)
			errs, _ := payload["errors"].([]any)
			for _, e := range errs {
				ext, _ := e.(map[string]any)["extensions"].(map[string]any)
				code, _ := ext["code"].(string)
				codes = append(codes, code)
			}
			if len(errs) == 0 {
				t.Fatalf("%s with %v sent data: %v", query, vars, payload)
			}
		case "complete":
			if len(codes) == 0 {
				t.Fatalf("%s with %v completed without an error", query, vars)
			}
			return codes
		}
	}
}
