// Package run is the Run aggregate and its service: legal status transitions,
// the submission recipe, correlation ids, and submit, start, settle and
// cancel over the store, plus the leases that say which replica holds a run
// (claim, renew, release, orphans, takeover). A settle of a run that asked
// for a webhook writes its outbox row (a WebhookDelivery, delivered by
// package webhook) in the settle's own transaction. It owns every write to a run
// and calls nothing above it: the scheduler calls it, and learns of changes
// made elsewhere from run.Event on ChangedTopic. A submit admits against
// this replica's upper bound of the queue depth (depthBound), counted
// exactly at most once a second and before any refusal. ResolveCache keeps the
// runtime references submits resolve for a moment, dropped by any registry
// write on every replica.
package run
