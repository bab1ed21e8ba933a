// Command everdict-shim is the supervisor of a LOCAL data dir's runs. The
// LOCAL backend (backends/local) starts it, detached, when a Dispatch finds
// none running, and hands it every run over a unix socket; it leaves once
// idle. The backend looks for it next to the everdict executable; build
// the two together (make build). It imports only the standard library and
// the backend's small domain packages: none of the control plane's
// client-go, Ent or gqlgen initialisation runs in it. Build it with
// CGO_ENABLED=0, as make build does: a static executable starts without the
// dynamic loader and the cgo runtime (which net and os/user would bring),
// and its jail (a job's command started through it where no cgroup can take
// it directly) starts faster. Run by hand, without the environment a
// Dispatch gives it, it exits with code 2.
package main

import (
	"os"

	"github.com/everdict/everdict/backends/local"
)

func main() {
	os.Exit(local.SupervisorMain())
}
