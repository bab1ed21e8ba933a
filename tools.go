//go:build tools

// Package tools pins the code generators that go generate runs, so go mod tidy keeps them.
package tools

import (
	_ "entgo.io/contrib/entgql"
	_ "entgo.io/ent/cmd/ent"
	_ "github.com/99designs/gqlgen"
)
