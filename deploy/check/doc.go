// Package check verifies Everdict's deployment artifacts with no cluster, no
// container daemon and no network: it renders the Helm chart
// (deploy/helm/everdict) for every ci/*-values.yaml and validates what it
// makes, parses deploy/compose.yaml, and (package image) builds and inspects
// the server image as an OCI layout. It is a module of its own so Helm's and
// go-containerregistry's dependencies stay out of Everdict's.
package check
