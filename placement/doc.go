// Package placement is Everdict's pure scheduling policy: the weighted fair
// queue, admission rules, placement choice, circuit breaker, autoscale demand
// and trust zones.
//
// Nothing here does IO, starts a goroutine or reads the clock: time and state
// come in as arguments and decisions go out as values, in the manner of
// x/time/rate's AllowN(now, n) and Nomad's scheduler (immutable snapshot in,
// plan out). The scheduler package applies these decisions.
//
// # How a pump uses it
//
// The pump owns one FairQueue and one CircuitBreaker behind its own mutex
// (neither is safe for concurrent use) and an admission ledger.
//
//   - At submit: AdmitSubmit(cfg, tenant, queue.Len()); a refusal's Err wraps
//     ErrPaymentRequired or ErrRateLimited (the API's 402 / 429). If
//     admitted, Enqueue the entry.
//   - To dispatch: call DequeueFunc(now, accept). For each candidate head
//     entry, in fair order, accept checks AdmitQuota for the entry's tenant
//     and Choose over a snapshot of the runtimes the entry may use (with
//     RuntimeState.CircuitOpen = !breaker.Ready(now, CircuitKey(tenant, id))),
//     and returns true only when a runtime was chosen and reserved. A false
//     passes over that tenant without costing it its place in line.
//     A Choice whose Decision is Permanent means the run can never be
//     placed: note the entry, and Cancel it and fail the run after
//     DequeueFunc returns (accept must not call the queue).
//   - Before dispatching to the chosen runtime, call breaker.Allow (it takes
//     the probe of a HALF_OPEN circuit); apply the tenant's TrustZone with
//     AssertHardenedIsolation.
//   - When the run settles: breaker.Success, or breaker.Failure with its
//     FailureClass (only FailureInfra moves a circuit); release the ledger;
//     pump again.
//   - Periodically: DesiredCapacity(cfg, now, state, Demand{…}) for each
//     elastic runtime; FairQueue.Stats and CircuitBreaker.Stats for the
//     queue snapshot.
package placement
