// Package scheduler applies placement's decisions to real runs: the pump
// (queue → admit → choose → reserve → dispatch → settle → release → pump
// again), the dispatcher (a runtime version resolved to a backend built once
// per rt:<tenant>:<id>@<version>, secrets resolved into the job's env, the
// trust zone asserted at one choke point before every dispatch) and boot
// recovery (adopt the live job, else re-dispatch from the persisted case,
// else tombstone).
package scheduler
