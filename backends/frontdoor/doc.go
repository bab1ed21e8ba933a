// Package frontdoor is the backend of an HTTP runtime, a front door: an
// agent deployed elsewhere, behind an HTTP endpoint. Dispatch records an
// attempt with a fresh callback token (only its hash is kept), POSTs the
// case to the runtime's URL through netguard, signed like a webhook, and
// waits for the agent's callback, which any replica takes (package
// callbacks) into the shared Attempts record. Nothing of the run executes on
// this platform's hosts.
//
// The protocol (Request, Callback, CancelRequest, tokens and signatures) is
// declared here, with the Attempts port its store implements. The log lines
// of an attempt are a pure function of its record (Lines), so a replica that
// adopts a run tells the same story with the same numbers.
package frontdoor
