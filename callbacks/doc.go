// Package callbacks is the server side of a front door (an HTTP runtime,
// backends/frontdoor): the database record of its attempts (Store, the
// frontdoor.Attempts port) and the endpoint agents call back on (Handler,
// POST /callbacks/{runId} and /callbacks/{runId}/heartbeat).
//
// Any replica takes a callback. One conditional UPDATE moves an open,
// unexpired attempt to COMPLETED, so two deliveries or two replicas never
// complete it twice; the replica that waits for the attempt (its
// dispatcher, or whoever took the run over) hears of it on the bus and
// settles the run through the scheduler, once. A replay of the same body is
// 200, a different body 409, an older attempt's token 409, an unknown token
// 401 before the body is read, a late callback 410.
package callbacks
