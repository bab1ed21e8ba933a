// Package run is the Run aggregate and its service: legal status transitions,
// the submission recipe, correlation ids, and submit, finalize, resume and
// cancel over the store.
package run
