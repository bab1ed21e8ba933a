package run

import "time"

// LeaseTTLDefault is how long an owner (a replica's scheduler or a
// self-hosted runner) holds a run between renewals: a run whose lease lapsed
// is taken over, and a runner that has not heartbeat for this long is
// offline. The one default every holder and reader of a run's lease uses.
const LeaseTTLDefault = 30 * time.Second
