// Package placement is Everdict's pure scheduling policy: the weighted fair
// queue, admission rules, placement choice, circuit breaker and autoscale
// demand. The vocabulary it shares with backends (failure classes, trust
// zones) lives in package domain.
//
// Nothing here does IO, starts a goroutine or reads the clock: time and state
// come in as arguments and decisions go out as values, in the manner of
// x/time/rate's AllowN(now, n) and Nomad's scheduler (immutable snapshot in,
// plan out). The scheduler package applies these decisions.
//
// # How a pump uses it
//
// The store is the queue, shared by every replica's pump; the ledger holds
// capacity and the circuit breakers runtime health.
//
//   - At submit: AdmitSubmit(cfg, tenant, queued); a refusal's Err wraps
//     ErrPaymentRequired or ErrRateLimited (the API's 402 / 429). If
//     admitted, FairTags(virtual, the tenant's last finish tag, weight,
//     cost) gives the run's start tag, which the store keeps with the run,
//     and the tenant's next finish tag.
//   - To dispatch: read queued runs in start-tag order (INTERACTIVE and
//     aged BATCH first) and Plan over a snapshot: the tenants' running
//     counts, the runtimes' usage, and CircuitOpen = !breaker.Ready(now,
//     CircuitKey(tenant, runtime)) per candidate. Plan admits each
//     candidate under its tenant's quota (AdmitQuota) that its runtime can
//     take (Choose), counting earlier starts against the same snapshot; a
//     Permanent refusal can never be placed, and the run fails.
//   - Before dispatching, call breaker.Allow (it takes the probe of a
//     HALF_OPEN circuit); apply the tenant's domain.TrustZone with
//     domain.AssertHardenedIsolation.
//   - When the run settles: breaker.Success, or breaker.Failure with its
//     domain.FailureClass (only FailureInfra moves a circuit); release the ledger;
//     pump again.
//   - For a scorecard: AdmitBatch at submit (queue depth counts every
//     case); Shard spreads its cases over its targets by slots; Choose
//     picks the healthy target an unstarted case spills to when its
//     runtime's circuit opens.
//   - Periodically: DesiredCapacity(cfg, now, state, Demand{…}) for each
//     elastic runtime; CircuitBreaker.Stats for the queue snapshot.
package placement
