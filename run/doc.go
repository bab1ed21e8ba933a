// Package run is the Run aggregate and its service: legal status transitions,
// the submission recipe, correlation ids, and submit, start, settle and
// cancel over the store, plus the leases that say which replica holds a run
// (claim, renew, release, orphans, takeover). It owns every write to a run
// and calls nothing above it: the scheduler calls it, and learns of changes
// made elsewhere from run.Event on ChangedTopic.
package run
