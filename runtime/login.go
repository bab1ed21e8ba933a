package runtime

import (
	"strings"

	"github.com/everdict/everdict/evalcase"
)

// RequiredLogins are the auth capabilities a harness needs to run on its
// host's agent login rather than the tenant's keys: a harness named codex…
// needs codex-login, one named claude… needs claude-login. They never gate
// placement; they decide who pays (placement.BillRunner).
func RequiredLogins(h evalcase.Harness) []string {
	name := strings.ToLower(h.Name)
	switch {
	case strings.HasPrefix(name, "codex"):
		return []string{CapCodexLogin}
	case strings.HasPrefix(name, "claude"):
		return []string{CapClaudeLogin}
	}
	return nil
}
