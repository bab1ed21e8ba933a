// Package archtest holds the architecture's one-way streets as tests: which
// package may import which, read from `go list`. It has no code of its own.
package archtest
