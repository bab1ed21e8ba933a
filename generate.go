// Package everdict is the root of the Everdict control plane. It holds no code,
// only the go generate steps: ent's client and GraphQL schema first, then
// gqlgen's executable schema, then a versioned migration per dialect when the
// schema changed (it needs PostgreSQL: EVERDICT_DEV_DATABASE_URL, by default
// the local test database).
package everdict

//go:generate go run ./ent/entc.go
//go:generate go run github.com/99designs/gqlgen generate
//go:generate go run ./store/migrations/gen.go
