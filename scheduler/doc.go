// Package scheduler applies placement's decisions to real runs, on every
// replica alike: the pump (a snapshot of the store's queue in fair-tag order
// → placement.Plan → claim the row and reserve the ledger → dispatch →
// settle → release → pump again), the lease renewer (one write renews every
// run the replica holds), the rescuer (takes over runs whose holder's lease
// lapsed: adopt the live job, else re-dispatch from the persisted case, else
// tombstone; its first sweep is boot recovery), and the dispatcher (a
// runtime version resolved to a backend built once per
// rt:<tenant>:<id>@<version>, secrets resolved into the job's env, the trust
// zone asserted at one choke point before every dispatch).
package scheduler
