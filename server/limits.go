package server

import (
	"context"
	"sync/atomic"

	"github.com/99designs/gqlgen/graphql"
	"github.com/vektah/gqlparser/v2/ast"
	"github.com/vektah/gqlparser/v2/gqlerror"

	"github.com/everdict/everdict/errcode"
)

// Defaults of the query shape limits in Config. The alias, directive and
// token numbers are graphql-armor's defaults (maxAliases 15, maxDirectives
// 50, maxTokens 1000); its maxDepth default of 6 is raised to 10, which
// a connection of runs with their results and graders still fits in with
// room to spare. The field limit bounds a document whose fragments are
// spread many times; the response limit is a backstop behind the
// complexity model (GitHub's GraphQL API answers at most 100 per page and
// prices connections by their page, as the complexity model here does).
const (
	MaxAliasesDefault       = 15
	MaxDepthDefault         = 10
	MaxDirectivesDefault    = 50
	MaxTokensDefault        = 1000
	MaxFieldsDefault        = 500
	MaxResponseBytesDefault = 4 << 20
	// MaxSubscriptionsPerConnectionDefault bounds the subscriptions open at
	// once on one websocket.
	MaxSubscriptionsPerConnectionDefault = 100
	// MaxSubscriptionsPerTenantDefault bounds the subscriptions one tenant
	// holds open, over every connection and transport and, when the
	// servers share a Redis, every replica.
	MaxSubscriptionsPerTenantDefault = 1000
	// MaxInputDepthDefault bounds how deep input objects nest in one
	// argument or variable (a where filter's and/or/not): as deep as
	// MaxDepthDefault lets a query nest its fields.
	MaxInputDepthDefault = 10
	// MaxInputListDefault bounds the items of one list in an argument or
	// variable: a scorecard's cases (scorecard.MaxCasesDefault) fit.
	MaxInputListDefault = 10000
	// MaxFilterBranchesDefault bounds the filters of one and/or list in a
	// where filter: each is a node of the SQL expression, whose depth the
	// database bounds (SQLite: 1,000).
	MaxFilterBranchesDefault = 100
	// MaxNodeIDs bounds nodes(ids:), as MaxPageSizeDefault bounds a page.
	MaxNodeIDs = MaxPageSizeDefault
	// logsPageDefault is what logs(first:) answers when first is omitted
	// (see the resolver), and so what it is priced at.
	logsPageDefault = 100
)

// limitError is a refusal of the query's shape, BAD_USER_INPUT with the
// limit's name in extensions.limit. Its extensions are set here, not only by
// the presenter, because a websocket sends a refused operation's errors
// without presenting them.
func limitError(limit, format string, args ...any) *gqlerror.Error {
	e := errcode.New(errcode.BadUserInput, format, args...).With("limit", limit)
	return &gqlerror.Error{
		Message:    e.Error(),
		Err:        e,
		Extensions: map[string]any{"code": string(errcode.BadUserInput), "limit": limit},
	}
}

// shapeLimits refuses, after validation and before anything runs, an
// operation with too many aliases, fields or directives, or nested too
// deep. Fragments count where they are spread. Fields under __schema and
// __type do not count towards depth (an introspection query nests its type
// references deeper than any query of data), but they count as fields.
type shapeLimits struct {
	aliases, depth, directives, fields int
	input                              inputLimits
}

var (
	_ graphql.HandlerExtension        = shapeLimits{}
	_ graphql.OperationContextMutator = shapeLimits{}
)

func (shapeLimits) ExtensionName() string                   { return "ShapeLimits" }
func (shapeLimits) Validate(graphql.ExecutableSchema) error { return nil }
func (l shapeLimits) MutateOperationContext(_ context.Context, rc *graphql.OperationContext) *gqlerror.Error {
	if rc.Operation == nil {
		return nil
	}
	w := shapeWalk{limits: l, directives: len(rc.Operation.Directives)}
	w.selections(rc.Operation.SelectionSet, 1, true)
	return w.err
}

type shapeWalk struct {
	limits                      shapeLimits
	aliases, directives, fields int
	err                         *gqlerror.Error
}

// selections walks set at depth, stopping at the first limit exceeded, so
// a document whose fragments multiply costs no more than the limits to
// walk.
func (w *shapeWalk) selections(set ast.SelectionSet, depth int, counted bool) {
	for _, sel := range set {
		if w.err != nil {
			return
		}
		switch s := sel.(type) {
		case *ast.Field:
			w.fields++
			w.directives += len(s.Directives)
			if s.Alias != "" && s.Alias != s.Name {
				w.aliases++
			}
			switch {
			case w.fields > w.limits.fields:
				w.err = limitError("fields", "the query selects more than %d fields; ask for fewer, or in several queries", w.limits.fields)
			case w.aliases > w.limits.aliases:
				w.err = limitError("aliases", "the query has more than %d aliases; ask for fewer, or in several queries", w.limits.aliases)
			case w.directives > w.limits.directives:
				w.err = limitError("directives", "the query has more than %d directives", w.limits.directives)
			case counted && depth > w.limits.depth:
				w.err = limitError("depth", "the query nests deeper than %d fields", w.limits.depth)
			}
			for _, a := range s.Arguments {
				if w.err == nil {
					w.err = w.limits.input.literal(a.Name, a.Value, 0, 0)
				}
			}
			w.selections(s.SelectionSet, depth+1, counted && s.Name != "__schema" && s.Name != "__type")
		case *ast.InlineFragment:
			w.directives += len(s.Directives)
			w.selections(s.SelectionSet, depth, counted)
		case *ast.FragmentSpread:
			w.directives += len(s.Directives)
			if s.Definition != nil {
				w.directives += len(s.Definition.Directives)
				w.selections(s.Definition.SelectionSet, depth, counted)
			}
		}
	}
}

// inputLimits refuses input values nested deeper than depth input objects,
// or with a list of more than list items. Lists do not count towards the
// depth, but a value nests at most 2*depth objects and lists together (a
// filter's and: [{and: [...]}] alternates the two), so a list of lists of
// lists is refused as early. As an OperationParameterMutator it walks the
// variables as the transport decoded them, before the query is parsed or a
// variable coerced: 9,000 nested nots (issue 26) cost one walk of 20
// levels, not a parse, a coercion and a query that the database refuses.
// Literal arguments in the query are walked with its shape (shapeLimits).
type inputLimits struct {
	depth, list int
}

var _ graphql.OperationParameterMutator = inputLimits{}

func (inputLimits) ExtensionName() string                   { return "InputLimits" }
func (inputLimits) Validate(graphql.ExecutableSchema) error { return nil }
func (l inputLimits) MutateOperationParameters(_ context.Context, p *graphql.RawParams) *gqlerror.Error {
	for name, v := range p.Variables {
		if err := l.variable(name, v, 0, 0); err != nil {
			return err
		}
	}
	return nil
}

// variable walks v, a decoded JSON value of variable name, inside depth
// input objects and nest objects and lists.
func (l inputLimits) variable(name string, v any, depth, nest int) *gqlerror.Error {
	switch x := v.(type) {
	case map[string]any:
		if err := l.level(name, "$", depth+1, nest+1); err != nil {
			return err
		}
		for k, e := range x {
			if items, ok := e.([]any); ok {
				if err := branches(name, "$", k, len(items)); err != nil {
					return err
				}
			}
			if err := l.variable(name, e, depth+1, nest+1); err != nil {
				return err
			}
		}
	case []any:
		if err := l.items(name, "$", len(x), depth, nest+1); err != nil {
			return err
		}
		for _, e := range x {
			if err := l.variable(name, e, depth, nest+1); err != nil {
				return err
			}
		}
	}
	return nil
}

// literal walks v, a literal of argument name in the query, as variable
// walks a variable.
func (l inputLimits) literal(name string, v *ast.Value, depth, nest int) *gqlerror.Error {
	if v == nil {
		return nil
	}
	switch v.Kind {
	case ast.ObjectValue:
		depth, nest = depth+1, nest+1
		if err := l.level(name, "", depth, nest); err != nil {
			return err
		}
	case ast.ListValue:
		nest++
		if err := l.items(name, "", len(v.Children), depth, nest); err != nil {
			return err
		}
	default:
		return nil
	}
	for _, c := range v.Children {
		if v.Kind == ast.ObjectValue && c.Value != nil && c.Value.Kind == ast.ListValue {
			if err := branches(name, "", c.Name, len(c.Value.Children)); err != nil {
				return err
			}
		}
		if err := l.literal(name, c.Value, depth, nest); err != nil {
			return err
		}
	}
	return nil
}

// branches refuses an and/or list of more than MaxFilterBranchesDefault
// filters, field key of an input object in argument name.
func branches(name, sigil, key string, n int) *gqlerror.Error {
	if (key == "and" || key == "or") && n > MaxFilterBranchesDefault {
		return limitError("filterBranches", "%s%s holds an %s of more than %d filters", sigil, name, key, MaxFilterBranchesDefault)
	}
	return nil
}

func (l inputLimits) level(name, sigil string, depth, nest int) *gqlerror.Error {
	if depth > l.depth || nest > 2*l.depth {
		return limitError("inputDepth", "%s%s nests input objects deeper than %d", sigil, name, l.depth)
	}
	return nil
}

func (l inputLimits) items(name, sigil string, n, depth, nest int) *gqlerror.Error {
	if n > l.list {
		return limitError("inputList", "%s%s holds a list of more than %d items", sigil, name, l.list)
	}
	return l.level(name, sigil, depth, nest)
}

// responseBudget is the data bytes one response may still hold: strings
// are counted as their fields resolve, so a response that would be too
// large stops resolving (no more log pages read) instead of being built
// and then thrown away.
type responseBudget struct {
	left atomic.Int64
	over atomic.Bool
}

type responseBudgetKey struct{}

func responseTooLarge(max int) *gqlerror.Error {
	return limitError("responseBytes", "the response is over %d bytes; ask for fewer fields, smaller pages or fewer log lines", max)
}

// responseContext is the context of one call of a response handler (one
// event of a subscription): it carries the response's budget, so that
// spend finds it, without a context.WithValue per call.
type responseContext struct {
	context.Context
	responseBudget
}

// Value implements context.Context.
func (c *responseContext) Value(key any) any {
	if key == (responseBudgetKey{}) {
		return &c.responseBudget
	}
	return c.Context.Value(key)
}

// newResponseContext starts a response of at most max data bytes.
func newResponseContext(ctx context.Context, max int) *responseContext {
	rc := &responseContext{Context: ctx}
	rc.left.Store(int64(max))
	return rc
}

// limit replaces a response whose data is over max bytes — by the strings
// its fields resolved to (spent from b), or by its encoding — with an
// error and no data.
func (b *responseBudget) limit(resp *graphql.Response, max int) *graphql.Response {
	if resp == nil || (!b.over.Load() && len(resp.Data) <= max) {
		return resp
	}
	return &graphql.Response{Errors: gqlerror.List{responseTooLarge(max)}, Extensions: resp.Extensions}
}

// spend charges a resolved field's strings to the response's budget, and
// refuses every field once it is spent.
func spend(max int) graphql.FieldMiddleware {
	return func(ctx context.Context, next graphql.Resolver) (any, error) {
		b, ok := ctx.Value(responseBudgetKey{}).(*responseBudget)
		if !ok {
			return next(ctx)
		}
		if b.over.Load() {
			return nil, responseTooLarge(max)
		}
		res, err := next(ctx)
		var n int
		switch v := res.(type) {
		case string:
			n = len(v)
		case *string:
			if v != nil {
				n = len(*v)
			}
		}
		if n > 0 && b.left.Add(-int64(n)) < 0 {
			b.over.Store(true)
		}
		return res, err
	}
}

// subscriptionCount is the number of subscriptions open on one websocket.
type subscriptionCount struct{ n atomic.Int64 }

type subscriptionCountKey struct{}

// withSubscriptionCount gives a websocket connection's context its counter.
func withSubscriptionCount(ctx context.Context) context.Context {
	return context.WithValue(ctx, subscriptionCountKey{}, &subscriptionCount{})
}

// Subscriptions counts the subscriptions each tenant holds open, for
// Config.MaxSubscriptionsPerTenant: subscriptions.Memory within one server,
// subscriptions.Redis across every server sharing a Redis.
type Subscriptions interface {
	// Take counts one more subscription of tenant unless it already holds
	// max; ok false is a refusal. release gives the slot back; it may be
	// called more than once.
	Take(ctx context.Context, tenant string, max int) (release func(), ok bool, err error)
}

// subscriptionRefused ends a subscription before it starts with code;
// a RATE_LIMITED one names the subscriptions limit in extensions.limit.
func subscriptionRefused(code errcode.Code, format string, args ...any) graphql.ResponseHandler {
	e := errcode.New(code, format, args...)
	ext := map[string]any{"code": string(code)}
	if code == errcode.RateLimited {
		ext["limit"] = "subscriptions"
	}
	return graphql.OneShot(&graphql.Response{Errors: gqlerror.List{{Message: e.Error(), Err: e, Extensions: ext}}})
}
