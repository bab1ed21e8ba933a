package server

import (
	"context"
	"strconv"
	"sync"
	"time"

	"github.com/99designs/gqlgen/graphql"
	"github.com/vektah/gqlparser/v2/ast"
	"github.com/vektah/gqlparser/v2/gqlerror"

	"github.com/everdict/everdict/errcode"
	"github.com/everdict/everdict/tenancy"
)

// operations is the server's one operation middleware. For every operation
// it
//   - counts and times it (everdict_graphql_requests_total, the time to its
//     first response);
//   - ends it, with UNAUTHENTICATED, when the token of its connection (a
//     websocket's, an SSE stream's) is revoked or expires, and refuses a new
//     one on that connection from then on;
//   - refuses, with RATE_LIMITED, a subscription that would make more than
//     MaxSubscriptionsPerConnection open on its websocket or more than
//     MaxSubscriptionsPerTenant open for its tenant as Subscriptions counts
//     them (UNAVAILABLE when they cannot be counted), and counts an open one
//     in everdict_graphql_subscriptions_open until its context ends;
//   - holds each response (each event of a subscription) to
//     MaxResponseBytes;
//   - has an HTTP request whose response holds an UNAVAILABLE error
//     answered 503, and one refused RATE_LIMITED with a retryAfter answered
//     429, both with Retry-After (unavailableWriter), as the README
//     promises.
//
// These are one middleware with one wrapper around the response handler,
// not four, because an idle subscription's goroutine waits beneath every
// wrapper: with one, it uses little enough of its stack for the runtime to
// shrink the stack to 4 KB instead of 8 (issue 12, BENCHMARKS.md). Keep
// that wrapper's frame small for the same reason.
func (s *Server) operations(ctx context.Context, next graphql.OperationHandler) graphql.ResponseHandler {
	oc := graphql.GetOperationContext(ctx)
	name, typ, subscription := oc.OperationName, "unknown", false
	if oc.Operation != nil {
		name, typ = oc.Operation.Name, string(oc.Operation.Operation)
		subscription = oc.Operation.Operation == ast.Subscription
	}
	op := &operation{s: s, name: operationLabel(name), start: time.Now(), first: true}
	s.metrics.requests.WithLabelValues(op.name, typ).Inc()
	if tw, ok := ctx.Value(tokenWatchKey{}).(tokenWatch); ok {
		if tw.gone.Err() != nil {
			return graphql.OneShot(&graphql.Response{Errors: gqlerror.List{tokenEnded(tw.gone)}})
		}
		op.gone, op.websocket = tw.gone, tw.websocket
	}
	if subscription {
		if refused := op.take(ctx); refused != nil {
			return refused
		}
		s.metrics.subscriptions.Inc()
		op.open = true
		// However the subscription ends (complete, an error, the socket
		// closing, a panic), its slots and its count go when its context
		// does.
		context.AfterFunc(ctx, op.end)
	}
	if op.gone != nil {
		var opCtx context.Context
		opCtx, op.cancel = context.WithCancel(ctx)
		op.stopWatch = context.AfterFunc(op.gone, op.cancel)
		ctx = opCtx
	}
	op.handler = next(ctx)
	// The one wrapper: it keeps only op and the response's context across
	// the handler's call, where an idle subscription waits.
	return func(ctx context.Context) *graphql.Response {
		if op.ended {
			return nil
		}
		rc := op.begin(ctx)
		return op.after(rc, op.handler(rc))
	}
}

// operation is one operation's state in operations.
type operation struct {
	s       *Server
	name    string
	start   time.Time
	first   bool // no response yet
	handler graphql.ResponseHandler

	// gone is the connection's token watch (nil when there is none);
	// cancel ends the operation when it fires, until stopWatch.
	gone      context.Context
	websocket bool
	cancel    context.CancelFunc
	stopWatch func() bool
	ended     bool // the token ended it; its error was given

	// A subscription's slots: on its websocket, and its tenant's.
	conn    *subscriptionCount
	tenant  func()
	open    bool // counted in everdict_graphql_subscriptions_open
	endOnce sync.Once
}

// begin starts one response (one event): its context carries a fresh
// budget of MaxResponseBytes.
func (op *operation) begin(ctx context.Context) *responseContext {
	return newResponseContext(ctx, op.s.cfg.MaxResponseBytes)
}

// after holds the response to its budget and times the first; a nil
// response ends the stream, and the operation with it.
func (op *operation) after(rc *responseContext, resp *graphql.Response) *graphql.Response {
	resp = rc.limit(resp, op.s.cfg.MaxResponseBytes)
	if resp != nil {
		for _, e := range resp.Errors {
			if e.Extensions["code"] == string(errcode.Unavailable) {
				markUnavailable(rc.Context)
				break
			}
			if secs, ok := e.Extensions["retryAfter"].(int); ok && e.Extensions["code"] == string(errcode.RateLimited) {
				markRateLimited(rc.Context, secs)
			}
		}
	}
	if op.first {
		op.first = false
		op.s.metrics.latency.WithLabelValues(op.name).Observe(time.Since(op.start).Seconds())
	}
	if resp != nil {
		return resp
	}
	return op.finish(rc.Context)
}

// finish ends the operation once its stream did; if the token's end ended
// it, the client is told so: a websocket's subscription by its error
// message, an SSE stream by a last event.
func (op *operation) finish(ctx context.Context) *graphql.Response {
	op.end()
	if op.gone == nil || op.gone.Err() == nil {
		return nil
	}
	op.ended = true
	if op.websocket {
		addSubscriptionError(ctx, tokenEnded(op.gone))
		return nil
	}
	return &graphql.Response{Errors: gqlerror.List{tokenEnded(op.gone)}}
}

// end gives back what the operation holds: its token watch, its
// subscription slots and count. It may be called more than once.
func (op *operation) end() {
	op.endOnce.Do(func() {
		if op.stopWatch != nil {
			op.stopWatch()
			op.cancel()
		}
		if op.conn != nil {
			op.conn.n.Add(-1)
		}
		if op.tenant != nil {
			op.tenant()
		}
		if op.open {
			op.s.metrics.subscriptions.Dec()
		}
	})
}

// take holds a subscription's slots on its websocket and for its tenant,
// or returns the refusal.
func (op *operation) take(ctx context.Context) graphql.ResponseHandler {
	cfg := op.s.cfg
	if count, ok := ctx.Value(subscriptionCountKey{}).(*subscriptionCount); ok {
		if count.n.Add(1) > int64(cfg.MaxSubscriptionsPerConnection) {
			count.n.Add(-1)
			return subscriptionRefused(errcode.RateLimited, "this connection already has %d subscriptions open, the most one websocket may hold; complete some, or open another connection", cfg.MaxSubscriptionsPerConnection)
		}
		op.conn = count
	}
	if v, ok := tenancy.FromContext(ctx); ok {
		release, ok, err := cfg.Subscriptions.Take(ctx, strconv.Itoa(v.TenantID), cfg.MaxSubscriptionsPerTenant)
		if err != nil || !ok {
			op.end()
			if err != nil {
				op.s.log.ErrorContext(ctx, "count the tenant's subscriptions", "tenant", v.Tenant, "err", err)
				return subscriptionRefused(errcode.Unavailable, "the server cannot count your tenant's subscriptions right now; try again shortly")
			}
			return subscriptionRefused(errcode.RateLimited, "your tenant already has %d subscriptions open across all servers, the most it may hold; complete some first", cfg.MaxSubscriptionsPerTenant)
		}
		op.tenant = release
	}
	return nil
}
