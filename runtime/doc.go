// Package runtime is Everdict's vocabulary for the execution infrastructure
// tenants register (DESIGN §4, §6): the RuntimeSpec and its validation, the
// capability vocabulary with the derivations that route each capability to
// its enforcement layer, the host capability probes, and runtime references
// ("name", "name@3", "name@stable").
//
// Everything here except DetectCapabilities is pure: no IO, no clock, no
// goroutines. The runtime registry service (persistence, versions, tags)
// builds on these values.
//
// The package shares its name with the standard library's runtime; a file
// that needs both imports this one under another name.
package runtime
