// Package runners is the server side of self-hosted runners: machines a
// tenant or one of its members owns that run `everdict runner`, label
// themselves (runtime.DetectCapabilities) and pull work over one outbound
// long poll, with no inbound port. It registers runners, hears their
// heartbeats (which renew their runs' leases), leases them queued runs
// aimed at self, self:ws or self:<runnerId> through the run service's
// conditional claim (owner runner:<id>) and a reservation of one of the
// tenant's maxConcurrent in the admission ledger, which the scheduler's runs
// draw on too; it keeps their log lines and settles their outcomes through
// run.Service, giving the reservation back. A runner that vanishes stops renewing;
// a replica's rescuer takes its run over like a dead replica's and puts it
// back in line as a new attempt. Handler serves the runners' HTTP API
// under /runner/.
package runners
