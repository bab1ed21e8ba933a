package main

import (
	"context"
	"fmt"
	"io"
	"net/http"
	"runtime/debug"
	"time"
)

// version is set at link time (-ldflags "-X main.version=v1.2.3"); empty, the
// module version or VCS revision from the build info stands in.
var version string

// buildVersion is this binary's version: the linked one, else the main
// module's version (go install …@v1.2.3), else the VCS revision it was built
// from (with "+dirty" for uncommitted changes), else "devel".
func buildVersion() string {
	if version != "" {
		return version
	}
	bi, ok := debug.ReadBuildInfo()
	if !ok {
		return "devel"
	}
	if v := bi.Main.Version; v != "" && v != "(devel)" {
		return v
	}
	var rev, dirty string
	for _, s := range bi.Settings {
		switch s.Key {
		case "vcs.revision":
			rev = s.Value
		case "vcs.modified":
			if s.Value == "true" {
				dirty = "+dirty"
			}
		}
	}
	if rev == "" {
		return "devel"
	}
	if len(rev) > 12 {
		rev = rev[:12]
	}
	return "devel-" + rev + dirty
}

// healthcheckURLDefault is what healthcheck asks with no argument: serve's
// readiness on its default port inside a container.
const healthcheckURLDefault = "http://127.0.0.1:8080/readyz"

// healthcheck GETs one URL and fails unless it answers 200 within 5 s: the
// container health check of an image with no shell and no curl.
func healthcheck(ctx context.Context, args []string, stdout io.Writer) error {
	target := healthcheckURLDefault
	if len(args) > 0 {
		target = args[0]
	}
	ctx, cancel := context.WithTimeout(ctx, 5*time.Second)
	defer cancel()
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, target, nil)
	if err != nil {
		return usageError{fmt.Sprintf("healthcheck: %v", err)}
	}
	res, err := http.DefaultClient.Do(req)
	if err != nil {
		return fmt.Errorf("healthcheck: %w", err)
	}
	defer res.Body.Close()
	if res.StatusCode != http.StatusOK {
		return fmt.Errorf("healthcheck: %s answered %s", target, res.Status)
	}
	fmt.Fprintln(stdout, "ok")
	return nil
}
