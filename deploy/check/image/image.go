// Package image builds Everdict's server image as an OCI layout with
// go-containerregistry, without a daemon: the same image the Dockerfile's
// server target makes on distroless static (nonroot), built FROM scratch
// here because no base image can be pulled where CI runs. One layer holds
// the static binary at /everdict, CA certificates, an /etc/passwd and
// /etc/group naming uid and gid 65532 (nonroot), and a world-writable /tmp;
// there is no shell and nothing else to run. Keep it in step with the
// Dockerfile.
package image

import (
	"archive/tar"
	"bytes"
	"fmt"
	"io"
	"os"
	"time"

	v1 "github.com/google/go-containerregistry/pkg/v1"
	"github.com/google/go-containerregistry/pkg/v1/empty"
	"github.com/google/go-containerregistry/pkg/v1/layout"
	"github.com/google/go-containerregistry/pkg/v1/mutate"
	"github.com/google/go-containerregistry/pkg/v1/tarball"
	"github.com/google/go-containerregistry/pkg/v1/types"
)

// The image's promises: its user, entrypoint and default command.
const (
	User       = "65532:65532"
	Entrypoint = "/everdict"
	// CACertsDefault is where Debian (and distroless) keep the CA bundle.
	CACertsDefault = "/etc/ssl/certs/ca-certificates.crt"
)

// Config says what goes into the image.
type Config struct {
	// Binary is the static everdict binary (CGO_ENABLED=0, -trimpath).
	Binary string
	// CACerts is the CA bundle copied to CACertsDefault; "" means the host's
	// CACertsDefault.
	CACerts string
	// Platform defaults to linux/amd64.
	OS, Architecture string
}

// Build makes the image.
func Build(cfg Config) (v1.Image, error) {
	if cfg.CACerts == "" {
		cfg.CACerts = CACertsDefault
	}
	bin, err := os.ReadFile(cfg.Binary)
	if err != nil {
		return nil, fmt.Errorf("image: the binary: %w", err)
	}
	certs, err := os.ReadFile(cfg.CACerts)
	if err != nil {
		return nil, fmt.Errorf("image: CA certificates: %w", err)
	}
	var buf bytes.Buffer
	tw := tar.NewWriter(&buf)
	epoch := time.Unix(0, 0).UTC() // reproducible: no build time in the layer
	dir := func(name string, mode int64) error {
		return tw.WriteHeader(&tar.Header{Typeflag: tar.TypeDir, Name: name, Mode: mode, ModTime: epoch})
	}
	file := func(name string, mode int64, body []byte) error {
		if err := tw.WriteHeader(&tar.Header{Typeflag: tar.TypeReg, Name: name, Mode: mode, Size: int64(len(body)), ModTime: epoch}); err != nil {
			return err
		}
		_, err := tw.Write(body)
		return err
	}
	for _, step := range []func() error{
		func() error { return dir("etc/", 0o755) },
		func() error {
			return file("etc/passwd", 0o644, []byte("root:x:0:0:root:/root:/sbin/nologin\nnonroot:x:65532:65532:nonroot:/home/nonroot:/sbin/nologin\n"))
		},
		func() error { return file("etc/group", 0o644, []byte("root:x:0:\nnonroot:x:65532:\n")) },
		func() error { return dir("etc/ssl/", 0o755) },
		func() error { return dir("etc/ssl/certs/", 0o755) },
		func() error { return file("etc/ssl/certs/ca-certificates.crt", 0o644, certs) },
		func() error { return dir("tmp/", 0o1777) },
		func() error { return file("everdict", 0o755, bin) },
	} {
		if err := step(); err != nil {
			return nil, fmt.Errorf("image: layer: %w", err)
		}
	}
	if err := tw.Close(); err != nil {
		return nil, fmt.Errorf("image: layer: %w", err)
	}
	layerBytes := buf.Bytes()
	layer, err := tarball.LayerFromOpener(func() (io.ReadCloser, error) {
		return io.NopCloser(bytes.NewReader(layerBytes)), nil
	}, tarball.WithMediaType(types.OCILayer))
	if err != nil {
		return nil, fmt.Errorf("image: layer: %w", err)
	}
	img := mutate.MediaType(empty.Image, types.OCIManifestSchema1)
	img = mutate.ConfigMediaType(img, types.OCIConfigJSON)
	img, err = mutate.AppendLayers(img, layer)
	if err != nil {
		return nil, fmt.Errorf("image: %w", err)
	}
	cf, err := img.ConfigFile()
	if err != nil {
		return nil, fmt.Errorf("image: %w", err)
	}
	cf = cf.DeepCopy()
	cf.OS, cf.Architecture = or(cfg.OS, "linux"), or(cfg.Architecture, "amd64")
	cf.Config.User = User
	cf.Config.Entrypoint = []string{Entrypoint}
	cf.Config.Cmd = []string{"serve"}
	cf.Config.WorkingDir = "/"
	cf.Config.Env = []string{"EVERDICT_DATA_DIR=/tmp/everdict", "EVERDICT_ADDR=0.0.0.0:8080", "SSL_CERT_FILE=" + CACertsDefault}
	cf.Config.ExposedPorts = map[string]struct{}{"8080/tcp": {}}
	cf.Config.Labels = map[string]string{"org.opencontainers.image.source": "https://github.com/everdict/everdict"}
	return mutate.ConfigFile(img, cf)
}

// WriteLayout writes img as an OCI image layout in dir (created if needed),
// tagged ref in its index.
func WriteLayout(dir, ref string, img v1.Image) error {
	p, err := layout.Write(dir, empty.Index)
	if err != nil {
		return fmt.Errorf("image: layout: %w", err)
	}
	if err := p.AppendImage(img, layout.WithAnnotations(map[string]string{"org.opencontainers.image.ref.name": ref})); err != nil {
		return fmt.Errorf("image: layout: %w", err)
	}
	return nil
}

func or(v, def string) string {
	if v == "" {
		return def
	}
	return v
}
