// Command everdict-shim is the supervisor of one LOCAL run. The LOCAL
// backend (backends/local) starts it, detached, for every job it dispatches,
// and looks for it next to the everdict executable; build the two together
// (make build). It imports only the standard library and the backend's small
// domain packages, so it starts in about a millisecond: none of the control
// plane's client-go, Ent or gqlgen initialisation runs for a job. Build it
// with CGO_ENABLED=0, as make build does: a static executable starts
// without the dynamic loader and the cgo runtime (which net and os/user
// would bring), about 5 ms less CPU on every run. Run by hand, without the
// environment a Dispatch gives it, it exits with code 2.
package main

import (
	"os"

	"github.com/everdict/everdict/backends/local"
)

func main() {
	os.Exit(local.SupervisorMain())
}
