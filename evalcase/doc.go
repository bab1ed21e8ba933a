// Package evalcase holds the data of the harness protocol (DESIGN §5): the
// Case to evaluate, the Harness under test, and the graded Result, plus the
// pure grading rules every backend shares.
//
// These are plain values: they are persisted as a run's caseSpec, sent to
// backends as part of a job and returned as a run's result. Nothing in this
// package does IO.
package evalcase
