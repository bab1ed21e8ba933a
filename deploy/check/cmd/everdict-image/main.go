// Command everdict-image writes Everdict's server image as an OCI layout
// (package image), for a host with no container daemon:
//
//	CGO_ENABLED=0 go build -trimpath -o bin/everdict ./cmd/everdict
//	cd deploy/check && go run ./cmd/everdict-image -binary ../../bin/everdict -o ../../bin/everdict-oci
//
// Push it with any OCI tool (crane push, skopeo copy oci:bin/everdict-oci …).
package main

import (
	"flag"
	"fmt"
	"os"

	"github.com/everdict/everdict/deploy/check/image"
)

func main() {
	bin := flag.String("binary", "bin/everdict", "the static everdict binary")
	out := flag.String("o", "everdict-oci", "the OCI layout directory to write")
	ref := flag.String("ref", "everdict:dev", "the name in the layout's index")
	flag.Parse()
	img, err := image.Build(image.Config{Binary: *bin})
	if err == nil {
		err = image.WriteLayout(*out, *ref, img)
	}
	if err != nil {
		fmt.Fprintln(os.Stderr, "everdict-image:", err)
		os.Exit(1)
	}
}
