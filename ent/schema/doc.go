// Package schema holds Everdict's Ent entities — tenants, API tokens,
// runtimes with their versions and tags, runs with their log lines, secrets,
// webhook deliveries (the outbox) and audit events — and the tenant scope
// every query of a tenant-owned entity passes through (scope.go).
// ent/ is generated from it by `go generate ./...`.
package schema
