// Package domain is the vocabulary every part of Everdict shares without
// taking on any policy: whose fault a failed run is (FailureClass) and where a
// tenant's runs may execute (TrustZone). Backends, the scheduler, the run store
// and the API import it; it imports nothing of Everdict's.
package domain
