package registry

import (
	"database/sql"
	"strings"
)

var errNoRows = sql.ErrNoRows

func containsAny(s string, subs ...string) bool {
	for _, sub := range subs {
		if strings.Contains(s, sub) {
			return true
		}
	}
	return false
}
